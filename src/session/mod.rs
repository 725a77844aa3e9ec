//! The session around the rules core: the command journal with undo and redo.

pub mod journal;

pub use journal::{Journal, SavedGame};
