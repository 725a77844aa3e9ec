//! The Retaliation game in the window: saved after every step in the data folder, or played in
//! memory with a warning when no folder can be used.

use crate::rules::retaliation::{
    Retaliation, RetaliationCommand as C, RetaliationConfig, RetaliationError,
    RetaliationOutcome as O, RetaliationState,
};
use crate::session::saves::Recovery;
use crate::session::{Journal, PersistentJournal, Session};
use crate::storage::file::LoadError;
use crate::storage::store::{GameId, GameStore};

#[derive(Debug)]
enum Backing {
    /// In the one store of every game, line by line as it is played.
    Saved(Box<PersistentJournal<Retaliation>>),
    Memory {
        journal: Box<Journal<Retaliation>>,
        reason: String,
    },
}

#[derive(Debug)]
pub struct RetGame {
    backing: Backing,
}

impl RetGame {
    /// A new game: saved in `store` (the store of every game), or in memory when `store` is
    /// `Err(reason)`.
    pub fn start(
        store: Result<GameStore, String>,
        config: RetaliationConfig,
    ) -> Result<RetGame, RetaliationError> {
        let backing = match store {
            Ok(store) => Backing::Saved(Box::new(PersistentJournal::<Retaliation>::create(
                store, config,
            )?)),
            Err(reason) => Backing::Memory {
                journal: Box::new(Journal::new(config)?),
                reason,
            },
        };
        Ok(RetGame { backing })
    }

    /// Opens a saved game where it stopped, with what was dropped from a damaged file.
    pub fn resume(store: GameStore, id: &GameId) -> Result<(RetGame, Option<Recovery>), LoadError> {
        let (s, dropped) = PersistentJournal::<Retaliation>::resume(store, id)?;
        Ok((
            RetGame {
                backing: Backing::Saved(Box::new(s)),
            },
            dropped,
        ))
    }

    fn session(&self) -> &dyn Session<Retaliation> {
        match &self.backing {
            Backing::Saved(s) => s.as_ref(),
            Backing::Memory { journal, .. } => journal.as_ref(),
        }
    }

    fn session_mut(&mut self) -> &mut dyn Session<Retaliation> {
        match &mut self.backing {
            Backing::Saved(s) => s.as_mut(),
            Backing::Memory { journal, .. } => journal.as_mut(),
        }
    }

    pub fn state(&self) -> &RetaliationState {
        self.session().journal().state()
    }

    pub fn config(&self) -> &RetaliationConfig {
        self.session().journal().config()
    }

    pub fn id(&self) -> Option<&GameId> {
        match &self.backing {
            Backing::Saved(s) => Some(s.id()),
            Backing::Memory { .. } => None,
        }
    }

    pub fn apply(&mut self, cmd: C) -> Result<Vec<O>, RetaliationError> {
        self.session_mut().apply(cmd)
    }

    pub fn undo(&mut self) -> Option<String> {
        self.session_mut().undo()
    }

    pub fn redo(&mut self) -> Option<Result<Vec<O>, RetaliationError>> {
        self.session_mut().redo()
    }

    pub fn commands(&self) -> &[C] {
        self.session().journal().commands()
    }

    pub fn commands_in_force(&self) -> usize {
        self.commands().len()
    }

    /// How many undone commands wait for redo.
    pub fn undo_depth(&self) -> usize {
        let j = self.session().journal();
        j.all_commands().len() - j.cursor()
    }

    pub fn can_redo(&self) -> bool {
        self.undo_depth() > 0
    }

    /// The outcomes of the last command in force, replayed from the setup (the same seed,
    /// so the same draws): what the table was last told, after a resume or an undo too.
    pub fn last_outcomes(&self) -> Vec<O> {
        let Some((last, earlier)) = self.commands().split_last() else {
            return Vec::new();
        };
        let before = crate::session::SavedGame::<Retaliation> {
            config: self.config().clone(),
            commands: earlier.to_vec(),
            cursor: earlier.len(),
        };
        // a private sight stays in the list: its line names only who looked, never what
        Journal::replay(before)
            .ok()
            .and_then(|mut j| j.apply(last.clone()).ok())
            .unwrap_or_default()
    }

    /// The private sight of the last step was shown and hidden (kept beside the save, so a
    /// quit or a crash before that shows the curtain again, and after it never does).
    pub fn mark_sight_seen(&mut self, seen: bool) {
        if let Backing::Saved(s) = &mut self.backing {
            s.mark_seen(usize::from(seen));
        }
    }

    /// Whether the last step's private sight was already shown (a game in memory cannot be
    /// reopened, so there it always was).
    pub fn sight_seen(&self) -> bool {
        match &self.backing {
            Backing::Saved(s) => s.pages_seen() > 0,
            Backing::Memory { .. } => true,
        }
    }

    pub fn storage_warning(&self) -> Option<String> {
        match &self.backing {
            Backing::Saved(s) => s.storage_warning(),
            Backing::Memory { reason, .. } => Some(reason.clone()),
        }
    }

    pub fn retry_storage(&mut self) {
        if let Backing::Saved(s) = &mut self.backing {
            s.retry();
        }
    }
}
