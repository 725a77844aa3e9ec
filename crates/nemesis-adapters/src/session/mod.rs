//! The session around the rules core: the command journal with undo and redo, saved to disk as
//! it goes (`PersistentJournal`), and saved games (`saves`).

pub mod journal;
pub mod legacy;
pub mod persistent;
pub mod saves;

pub use journal::{Journal, SavedGame};
pub use persistent::{ContinueError, Continued, PersistentJournal, StorageStatus};

use crate::rules::{Nemesis, Ruleset};

/// A game being played: a journal in memory, or one saved as it goes. The headless surface and
/// the GUI drive either through this, for any game behind the `Ruleset` seam.
pub trait Session<R: Ruleset = Nemesis> {
    fn journal(&self) -> &Journal<R>;
    fn apply(&mut self, cmd: R::Command) -> Result<Vec<R::Outcome>, R::Error>;
    fn undo(&mut self) -> Option<String>;
    fn redo(&mut self) -> Option<Result<Vec<R::Outcome>, R::Error>>;
    /// Why the game is not safely on the disk, if it is not.
    fn storage_warning(&self) -> Option<crate::storage::DiskTrouble> {
        None
    }
    /// Where the game is kept (a saved game), for what is kept beside it (the phones' links).
    fn kept(&self) -> Option<(crate::storage::GameStore, crate::storage::store::GameId)> {
        None
    }
}

impl<R: Ruleset> Session<R> for Journal<R> {
    fn journal(&self) -> &Journal<R> {
        self
    }
    fn apply(&mut self, cmd: R::Command) -> Result<Vec<R::Outcome>, R::Error> {
        Journal::apply(self, cmd)
    }
    fn undo(&mut self) -> Option<String> {
        Journal::undo(self)
    }
    fn redo(&mut self) -> Option<Result<Vec<R::Outcome>, R::Error>> {
        Journal::redo(self)
    }
}
