//! A game being played in the window, of any game: its session saved as it goes in the one store
//! of every game, or in memory when no data folder can be used. Saving, undo, redo, the replayed
//! story and the page mark happen here once for every game. A *Retaliation* game is this type
//! itself (`RetGame`); base *Nemesis* (`Game`) adds the board it is played on.

use crate::session::saves::Recovery;
use crate::session::{Journal, PersistentJournal, Session, StorageStatus};
use crate::storage::DiskTrouble;
use crate::storage::Stored;
use crate::storage::file::LoadError;
use crate::storage::root::NoDataFolder;
use crate::storage::store::{GameId, GameStore};

/// Where the commands go.
#[derive(Debug)]
enum Backing<R: Stored> {
    /// Written to the game's journal file before each outcome is shown.
    Saved(Box<PersistentJournal<R>>),
    /// No data folder could be used at all: memory only.
    Memory(Box<Journal<R>>),
}

/// Why a game in the window is not safely on the disk (the window words it in the players'
/// language: `widgets::not_saved`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NotSaved {
    /// No data folder can be used: the game lives in memory only and cannot be reopened.
    MemoryOnly,
    /// The last write failed; the game goes on in memory and the next write tries again.
    Failing(DiskTrouble),
}

#[derive(Debug)]
pub struct Played<R: Stored> {
    backing: Backing<R>,
}

/// Commands with their outcomes, oldest first.
pub type StoryOf<R> = Vec<(
    <R as crate::rules::Ruleset>::Command,
    Vec<<R as crate::rules::Ruleset>::Outcome>,
)>;

impl<R: Stored> Played<R> {
    /// Starts a new game. With a store it is saved as it goes; without a data folder it is
    /// played in memory with a warning.
    pub fn start(
        store: Result<GameStore, NoDataFolder>,
        config: R::Config,
    ) -> Result<Played<R>, R::Error> {
        let backing = match store {
            Ok(store) => Backing::Saved(Box::new(PersistentJournal::create(store, config)?)),
            Err(NoDataFolder) => Backing::Memory(Box::new(Journal::new(config)?)),
        };
        Ok(Played { backing })
    }

    /// Opens a saved game where it stopped, with what was dropped from a damaged file.
    pub fn resume(
        store: GameStore,
        id: &GameId,
    ) -> Result<(Played<R>, Option<Recovery>), LoadError> {
        let (journal, recovery) = PersistentJournal::<R>::resume(store, id)?;
        Ok((
            Played {
                backing: Backing::Saved(Box::new(journal)),
            },
            recovery,
        ))
    }

    fn session(&self) -> &dyn Session<R> {
        match &self.backing {
            Backing::Saved(p) => p.as_ref(),
            Backing::Memory(journal) => journal.as_ref(),
        }
    }

    fn session_mut(&mut self) -> &mut dyn Session<R> {
        match &mut self.backing {
            Backing::Saved(p) => p.as_mut(),
            Backing::Memory(journal) => journal.as_mut(),
        }
    }

    pub fn journal(&self) -> &Journal<R> {
        self.session().journal()
    }

    pub fn state(&self) -> &R::State {
        self.journal().state()
    }

    pub fn config(&self) -> &R::Config {
        self.journal().config()
    }

    /// The saved game's id (none for a game only in memory).
    /// The store the game is saved in (`None` for a game played in memory).
    pub fn store(&self) -> Option<&crate::storage::GameStore> {
        match &self.backing {
            Backing::Saved(p) => Some(p.store()),
            _ => None,
        }
    }

    pub fn id(&self) -> Option<&GameId> {
        match &self.backing {
            Backing::Saved(p) => Some(p.id()),
            Backing::Memory(_) => None,
        }
    }

    /// Whether the game is kept on the disk (a game in memory cannot be reopened).
    pub fn is_saved(&self) -> bool {
        matches!(self.backing, Backing::Saved(_))
    }

    /// Applies a command; a refused command changes nothing. When saved, the command is on the
    /// disk (or the storage warning says why not) before the outcomes are returned.
    pub fn apply(&mut self, cmd: R::Command) -> Result<Vec<R::Outcome>, R::Error> {
        self.session_mut().apply(cmd)
    }

    /// Takes back the last command; its label (which never names anything hidden), or `None`.
    pub fn undo(&mut self) -> Option<String> {
        self.session_mut().undo()
    }

    /// Plays the last undone command again, with the same draws as before.
    pub fn redo(&mut self) -> Option<Result<Vec<R::Outcome>, R::Error>> {
        self.session_mut().redo()
    }

    /// The commands in force, oldest first (undone ones excluded).
    pub fn commands(&self) -> &[R::Command] {
        self.journal().commands()
    }

    /// The command undo would take back.
    pub fn undo_command(&self) -> Option<&R::Command> {
        self.commands().last()
    }

    /// The state before the last command in force, replayed as `history` is (`None` when
    /// nothing was played or the replay fails).
    pub fn state_before_last(&self) -> Option<R::State> {
        let (_, earlier) = self.commands().split_last()?;
        let (journal, _) = self.replay(earlier).ok()?;
        Some(journal.state().clone())
    }

    /// The command redo would play again.
    pub fn redo_command(&self) -> Option<&R::Command> {
        let journal = self.journal();
        journal.all_commands().get(journal.cursor())
    }

    /// How many undone commands wait for redo.
    pub fn undo_depth(&self) -> usize {
        let j = self.journal();
        j.all_commands().len() - j.cursor()
    }

    pub fn undo_label(&self) -> Option<String> {
        self.journal().undo_label()
    }

    pub fn redo_label(&self) -> Option<String> {
        self.journal().redo_label()
    }

    /// Plays `commands` through a fresh journal from the setup (the same seed, so the same
    /// draws), with their outcomes: the story of a resumed game, the step before the last.
    pub fn replay(&self, commands: &[R::Command]) -> Result<(Journal<R>, StoryOf<R>), R::Error> {
        let mut journal = Journal::<R>::new(self.config().clone())?;
        let story = commands
            .iter()
            .map(|cmd| Ok((cmd.clone(), journal.apply(cmd.clone())?)))
            .collect::<Result<_, R::Error>>()?;
        Ok((journal, story))
    }

    /// Every command in force with its outcomes, replayed through a fresh journal from the
    /// setup (the same seed, so the same draws): the game's story (its log) after a resume.
    pub fn history(&self) -> Result<StoryOf<R>, R::Error> {
        self.replay(self.commands()).map(|(_, story)| story)
    }

    /// Records how many pages of the last step the table has moved past (saved games only).
    pub fn mark_seen(&mut self, pages: usize) {
        if let Backing::Saved(p) = &mut self.backing {
            p.mark_seen(pages);
        }
    }

    /// The same, with the round and the end as of the page on screen for the list of saved
    /// games (see `PersistentJournal::mark_seen_showing`).
    pub fn mark_seen_showing(&mut self, pages: usize, shown: Option<(u32, bool)>) {
        if let Backing::Saved(p) = &mut self.backing {
            p.mark_seen_showing(pages, shown);
        }
    }

    /// Records whether the last step's private sights are still behind the curtain (saved
    /// games only: a game in memory cannot be reopened).
    pub fn mark_sights_unseen(&mut self, unseen: bool) {
        if let Backing::Saved(p) = &mut self.backing {
            p.mark_sights_unseen(unseen);
        }
    }

    /// Whether the last step's private sights were left unseen when the game was saved (never
    /// in memory).
    pub fn sights_unseen(&self) -> bool {
        match &self.backing {
            Backing::Saved(p) => p.sights_unseen(),
            Backing::Memory(_) => false,
        }
    }

    /// How many pages of the last step the table had moved past when the game was saved (0 in
    /// memory).
    pub fn pages_seen(&self) -> usize {
        match &self.backing {
            Backing::Saved(p) => p.pages_seen(),
            Backing::Memory(_) => 0,
        }
    }

    /// Why the game is not safely on the disk, if it is not.
    pub fn storage_warning(&self) -> Option<NotSaved> {
        match &self.backing {
            Backing::Saved(p) => match p.status() {
                StorageStatus::Saved => None,
                StorageStatus::Failing(trouble) => Some(NotSaved::Failing(trouble)),
            },
            Backing::Memory(_) => Some(NotSaved::MemoryOnly),
        }
    }

    /// Tries the disk again after a failure (call it on a timer while a warning shows).
    pub fn retry_storage(&mut self) {
        if let Backing::Saved(p) = &mut self.backing {
            p.retry();
        }
    }
}
