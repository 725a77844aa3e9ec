//! The Retaliation game in the window: saved after every step in the data folder, or played in
//! memory with a warning when no folder can be used.

use crate::gui::played::Played;
use crate::rules::retaliation::{
    Retaliation, RetaliationCommand as C, RetaliationConfig, RetaliationError,
    RetaliationOutcome as O, RetaliationState,
};
use crate::session::saves::Recovery;
use crate::storage::file::LoadError;
use crate::storage::store::{GameId, GameStore};

/// A Retaliation game: the session every game has (`Played`); the map and the panel are the
/// table's.
#[derive(Debug)]
pub struct RetGame {
    played: Played<Retaliation>,
}

impl RetGame {
    /// A new game: saved in `store` (the store of every game), or in memory when `store` is
    /// `Err(reason)`.
    pub fn start(
        store: Result<GameStore, String>,
        config: RetaliationConfig,
    ) -> Result<RetGame, RetaliationError> {
        Ok(RetGame {
            played: Played::start(store, config)?,
        })
    }

    /// Opens a saved game where it stopped, with what was dropped from a damaged file.
    pub fn resume(store: GameStore, id: &GameId) -> Result<(RetGame, Option<Recovery>), LoadError> {
        let (played, recovery) = Played::resume(store, id)?;
        Ok((RetGame { played }, recovery))
    }

    pub fn state(&self) -> &RetaliationState {
        self.played.state()
    }

    pub fn config(&self) -> &RetaliationConfig {
        self.played.config()
    }

    pub fn id(&self) -> Option<&GameId> {
        self.played.id()
    }

    pub fn apply(&mut self, cmd: C) -> Result<Vec<O>, RetaliationError> {
        self.played.apply(cmd)
    }

    pub fn undo(&mut self) -> Option<String> {
        self.played.undo()
    }

    pub fn redo(&mut self) -> Option<Result<Vec<O>, RetaliationError>> {
        self.played.redo()
    }

    pub fn commands(&self) -> &[C] {
        self.played.commands()
    }

    pub fn commands_in_force(&self) -> usize {
        self.commands().len()
    }

    /// How many undone commands wait for redo.
    pub fn undo_depth(&self) -> usize {
        self.played.undo_depth()
    }

    pub fn can_redo(&self) -> bool {
        self.undo_depth() > 0
    }

    /// Every command in force with its outcomes, replayed from the setup (the same seed, so the
    /// same draws): the game's log after a resume.
    pub fn history(&self) -> Result<Vec<(C, Vec<O>)>, RetaliationError> {
        self.played.replay(self.commands()).map(|(_, story)| story)
    }

    /// The private sight of the last step was shown and hidden (kept beside the save, so a
    /// quit or a crash before that shows the curtain again, and after it never does).
    pub fn mark_sight_seen(&mut self, seen: bool) {
        self.played.mark_sights_unseen(!seen);
    }

    /// Whether the last step's private sight was already shown (a game in memory cannot be
    /// reopened, so there it always was).
    pub fn sight_seen(&self) -> bool {
        !self.played.sights_unseen()
    }

    pub fn storage_warning(&self) -> Option<String> {
        self.played.storage_warning()
    }

    pub fn retry_storage(&mut self) {
        self.played.retry_storage();
    }
}
