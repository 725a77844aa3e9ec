//! Nemesis Companion: an unofficial companion for the board game Nemesis.
//!
//! `rules` is the pure core, its own crate (`crates/nemesis-rules`: no I/O, clock, threads, GUI,
//! camera or audio, and the hidden state private to it); the session, storage, scanner, audio
//! and simulator are the adapters around it (`crates/nemesis-adapters`); this crate is the
//! window and the command line.

pub use nemesis_adapters::audio;
pub mod cli;
pub mod gui;
pub mod hostile;
pub mod label_sheet;
pub mod phones;
pub mod present;
pub mod settings;
pub use nemesis_adapters::scanner;
pub use nemesis_adapters::session;
pub use nemesis_adapters::sim;
pub use nemesis_adapters::storage;
pub use nemesis_rules as rules;

/// `--version` text: the package version and, when built from a git checkout, the commit.
pub use nemesis_adapters::VERSION_LINE;
