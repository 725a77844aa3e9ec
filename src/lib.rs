//! Nemesis Companion: an unofficial companion for the board game Nemesis.
//!
//! `rules` is the pure core, its own crate (`crates/nemesis-rules`: no I/O, clock, threads, GUI,
//! camera or audio, and the hidden state private to it); everything else is a thin adapter
//! around it.

pub mod audio;
pub mod cli;
pub mod gui;
pub mod hostile;
pub use nemesis_rules as rules;
pub mod scanner;
pub mod session;
pub mod sim;
pub mod storage;

/// `--version` text: the package version and, when built from a git checkout, the commit.
pub const VERSION_LINE: &str = env!("NEMESIS_VERSION_LINE");
