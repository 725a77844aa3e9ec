//! The session around the rules core: the command journal with undo and redo, saved to disk as
//! it goes (`PersistentJournal`), and saved games (`saves`).

pub mod journal;
pub mod persistent;
pub mod saves;

pub use journal::{Journal, SavedGame};
pub use persistent::{ContinueError, Continued, PersistentJournal, StorageStatus};

use crate::rules::{Command, Outcome, RuleError};

/// A game being played: a journal in memory, or one saved as it goes. The headless surface and
/// the GUI drive either through this.
pub trait Session {
    fn journal(&self) -> &Journal;
    fn apply(&mut self, cmd: Command) -> Result<Vec<Outcome>, RuleError>;
    fn undo(&mut self) -> Option<String>;
    fn redo(&mut self) -> Option<Result<Vec<Outcome>, RuleError>>;
    /// Why the game is not safely on the disk, if it is not.
    fn storage_warning(&self) -> Option<String> {
        None
    }
}

impl Session for Journal {
    fn journal(&self) -> &Journal {
        self
    }
    fn apply(&mut self, cmd: Command) -> Result<Vec<Outcome>, RuleError> {
        Journal::apply(self, cmd)
    }
    fn undo(&mut self) -> Option<String> {
        Journal::undo(self)
    }
    fn redo(&mut self) -> Option<Result<Vec<Outcome>, RuleError>> {
        Journal::redo(self)
    }
}
