//! Nemesis Companion around its rules, without a window: the session (the command journal, undo
//! and redo, saved games, one writer per game), storage (files, atomic writes), the scanner
//! (camera frames, QR labels), audio (cues and ambience) and the simulated table. The window and
//! the command line (`nemesis-companion`) are thin surfaces over this crate.

pub use nemesis_rules as rules;

pub mod audio;
pub mod phones;
pub mod scanner;
pub mod session;
pub mod sim;
pub mod storage;
#[cfg(feature = "stub-game")]
mod stub;

/// `--version` text: the package version and, when built from a git checkout, the commit.
pub const VERSION_LINE: &str = env!("NEMESIS_VERSION_LINE");
