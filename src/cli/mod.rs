//! Command-line surfaces: each subcommand is a thin adapter over the library.

pub mod headless;
pub mod labels;
pub mod phones;
pub mod scan;
pub mod simulate;
