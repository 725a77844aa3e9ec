//! The game being played in the window: its session (saved as it goes, or in memory when the disk
//! cannot be used) and the board it is played on. Every screen that touches a running game goes
//! through this one type, so saving, undo and redo happen in one place.

use super::roster::NewGameRequest;
use crate::rules::board::Board;
use crate::rules::ids::PlayerId;
use crate::rules::state::PlayerSetup;
use crate::rules::{Command, GameConfig, GameState, Outcome, RuleError};
use crate::session::saves::Recovery;
use crate::session::{Journal, PersistentJournal, Session, StorageStatus};
use crate::storage::file::LoadError;
use crate::storage::store::{GameId, GameStore};

/// Where the commands go.
#[derive(Debug)]
enum Backing {
    /// Written to the game's journal file before each outcome is shown.
    Saved(Box<PersistentJournal>),
    /// No data folder could be used at all: memory only (the reason is kept for the warning).
    Memory {
        journal: Box<Journal>,
        reason: String,
    },
}

#[derive(Debug)]
pub struct Game {
    backing: Backing,
    board: Board,
}

/// The core's setup for the players' choices.
pub fn config_for(request: &NewGameRequest) -> GameConfig {
    GameConfig {
        species: request.species,
        mode: request.mode,
        side: request.side,
        dealer: request.dealer,
        seed: request.seed(),
        insanity_track: request.insanity_track,
        edition: GameConfig::EDITION,
        players: request
            .players
            .iter()
            .enumerate()
            .map(|(i, (name, character))| PlayerSetup {
                name: name.trim().to_string(),
                role: *character,
                ring: Some(request.ring(i)),
            })
            .collect(),
    }
}

/// Commands with their outcomes, oldest first.
pub type Story = Vec<(Command, Vec<Outcome>)>;

impl Game {
    /// Starts a new game. With a store it is saved as it goes; `store` is `Err(reason)` when no
    /// data folder could be found, and the game is then played in memory with a warning.
    pub fn start(
        store: Result<GameStore, String>,
        request: &NewGameRequest,
    ) -> Result<Game, RuleError> {
        let config = config_for(request);
        let board = Board::bundled(config.side).map_err(RuleError::Data)?;
        let backing = match store {
            Ok(store) => Backing::Saved(Box::new(
                PersistentJournal::<crate::rules::Nemesis>::create(store, config)?,
            )),
            Err(reason) => Backing::Memory {
                journal: Box::new(Journal::new(config)?),
                reason,
            },
        };
        Ok(Game { backing, board })
    }

    /// Opens a saved game where it stopped, with what was dropped from a damaged file.
    pub fn resume(store: GameStore, id: &GameId) -> Result<(Game, Option<Recovery>), LoadError> {
        let (journal, recovery) = PersistentJournal::<crate::rules::Nemesis>::resume(store, id)?;
        let board = Board::bundled(journal.journal().config().side).map_err(LoadError::NotASave)?;
        Ok((
            Game {
                backing: Backing::Saved(Box::new(journal)),
                board,
            },
            recovery,
        ))
    }

    fn session(&self) -> &dyn Session {
        match &self.backing {
            Backing::Saved(p) => p.as_ref(),
            Backing::Memory { journal, .. } => journal.as_ref(),
        }
    }

    fn session_mut(&mut self) -> &mut dyn Session {
        match &mut self.backing {
            Backing::Saved(p) => p.as_mut(),
            Backing::Memory { journal, .. } => journal.as_mut(),
        }
    }

    pub fn state(&self) -> &GameState {
        self.session().journal().state()
    }

    pub fn config(&self) -> &GameConfig {
        self.session().journal().config()
    }

    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The saved game's id (none for a game only in memory).
    pub fn id(&self) -> Option<&GameId> {
        match &self.backing {
            Backing::Saved(p) => Some(p.id()),
            Backing::Memory { .. } => None,
        }
    }

    /// The name the players gave, or `None` when left empty (the window shows "Player N").
    pub fn player_name(&self, player: PlayerId) -> Option<&str> {
        self.config()
            .players
            .get(usize::from(player.0).wrapping_sub(1))
            .map(|p| p.name.as_str())
            .filter(|n| !n.is_empty())
    }

    /// Applies a command; a refused command changes nothing. When saved, the command is on the
    /// disk (or the storage warning says why not) before the outcomes are returned.
    pub fn apply(&mut self, cmd: Command) -> Result<Vec<Outcome>, RuleError> {
        self.session_mut().apply(cmd)
    }

    /// Takes back the last command; its (secret-free) label, or `None` when there is nothing.
    pub fn undo(&mut self) -> Option<String> {
        self.session_mut().undo()
    }

    /// Plays the last undone command again, with the same draws as before.
    pub fn redo(&mut self) -> Option<Result<Vec<Outcome>, RuleError>> {
        self.session_mut().redo()
    }

    /// The commands in force, oldest first (undone ones excluded).
    pub fn commands(&self) -> &[Command] {
        self.session().journal().commands()
    }

    /// The command undo would take back.
    pub fn undo_command(&self) -> Option<&Command> {
        self.commands().last()
    }

    /// The command redo would play again.
    pub fn redo_command(&self) -> Option<&Command> {
        let journal = self.session().journal();
        journal.all_commands().get(journal.cursor())
    }

    /// Every command in force with its outcomes, replayed through a fresh journal from the setup
    /// (the same seed, so the same draws): the game's story after a resume.
    pub fn history(&self) -> Result<Story, RuleError> {
        self.replay(self.commands()).map(|(_, story)| story)
    }

    /// The state before the last command in force, replayed as `history` is (`None` when
    /// nothing was played or the replay fails).
    pub fn state_before_last(&self) -> Option<GameState> {
        let (_, earlier) = self.commands().split_last()?;
        let (journal, _) = self.replay(earlier).ok()?;
        Some(journal.state().clone())
    }

    /// Plays `commands` through a fresh journal from the setup, with their outcomes.
    fn replay(&self, commands: &[Command]) -> Result<(Journal, Story), RuleError> {
        let mut journal: Journal = Journal::new(self.config().clone())?;
        let story = commands
            .iter()
            .map(|cmd| Ok((cmd.clone(), journal.apply(cmd.clone())?)))
            .collect::<Result<_, RuleError>>()?;
        Ok((journal, story))
    }

    /// Records how many pages of the last step the table has moved past (saved games only).
    pub fn mark_seen(&mut self, pages: usize) {
        if let Backing::Saved(p) = &mut self.backing {
            p.mark_seen(pages);
        }
    }

    /// How many pages of the last step the table had moved past when the game was saved.
    pub fn pages_seen(&self) -> usize {
        match &self.backing {
            Backing::Saved(p) => p.pages_seen(),
            Backing::Memory { .. } => 0,
        }
    }

    pub fn undo_label(&self) -> Option<String> {
        self.session().journal().undo_label()
    }

    pub fn redo_label(&self) -> Option<String> {
        self.session().journal().redo_label()
    }

    /// Why the game is not safely on the disk, if it is not.
    pub fn storage_warning(&self) -> Option<String> {
        match &self.backing {
            Backing::Saved(p) => match p.status() {
                StorageStatus::Saved => None,
                StorageStatus::Failing(reason) => Some(reason),
            },
            Backing::Memory { reason, .. } => Some(reason.clone()),
        }
    }

    /// Tries the disk again after a failure (call it on a timer while a warning shows).
    pub fn retry_storage(&mut self) {
        if let Backing::Saved(p) = &mut self.backing {
            p.retry();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::gui::roster::Character;
    use crate::gui::seed::SeedCode;
    use crate::rules::Role;
    use crate::rules::ids::{Mode, Side};

    fn request() -> NewGameRequest {
        NewGameRequest {
            insanity_track: None,
            rings: Vec::new(),
            players: vec![
                ("  Ana ".into(), Character::Scout),
                (String::new(), Character::Soldier),
            ],
            mode: Mode::Standard,
            side: Side::B,
            seed_code: SeedCode::parse("ACK74X").unwrap(),
            secret_seed: None,
            dealer: crate::rules::ids::Dealer::App,
            species: Default::default(),
        }
    }

    #[test]
    fn the_request_becomes_the_cores_setup() {
        let config = config_for(&request());
        assert_eq!(config.seed, SeedCode::parse("ACK74X").unwrap().value());
        assert_eq!(config.players[0].name, "Ana");
        assert_eq!(config.players[1].role, Role::Soldier);
        assert_eq!(config.side, Side::B);
    }

    #[test]
    fn a_started_game_is_saved_and_resumes_at_the_same_state() {
        let dir = tempfile::tempdir().unwrap();
        let store = GameStore::new(dir.path());
        let mut game = Game::start(Ok(store.clone()), &request()).unwrap();
        assert_eq!(game.storage_warning(), None);
        let hands = game
            .state()
            .characters
            .iter()
            .map(|c| (c.player, 5))
            .collect();
        game.apply(Command::EventPhase { hands }).unwrap();
        let id = game.id().unwrap().clone();
        let state = game.state().clone();
        // a second window cannot open it while the first has it
        assert_eq!(
            Game::resume(store.clone(), &id).err(),
            Some(LoadError::InUse)
        );
        drop(game);
        let (resumed, recovery) = Game::resume(store, &id).unwrap();
        assert!(recovery.is_none());
        assert_eq!(resumed.state(), &state);
        assert_eq!(resumed.player_name(PlayerId(1)), Some("Ana"));
        assert_eq!(resumed.player_name(PlayerId(2)), None);
    }

    #[test]
    fn the_history_replays_the_commands_in_force_with_their_outcomes() {
        let mut game = Game::start(Err("memory".into()), &request()).unwrap();
        let hands: Vec<_> = game
            .state()
            .characters
            .iter()
            .map(|c| (c.player, 5))
            .collect();
        let first = game
            .apply(Command::EventPhase {
                hands: hands.clone(),
            })
            .unwrap();
        game.apply(Command::EventPhase { hands }).unwrap();
        game.undo();
        let history = game.history().unwrap();
        assert_eq!(history.len(), 1);
        assert_eq!(history[0].1, first);
        assert!(game.undo_command().is_some());
        assert!(matches!(
            game.redo_command(),
            Some(Command::EventPhase { .. })
        ));
    }

    #[test]
    fn without_a_data_folder_the_game_runs_in_memory_with_a_warning() {
        let mut game = Game::start(Err("no home folder".into()), &request()).unwrap();
        assert_eq!(game.storage_warning().as_deref(), Some("no home folder"));
        assert!(game.id().is_none());
        let before = game.state().clone();
        let hands = before.characters.iter().map(|c| (c.player, 5)).collect();
        game.apply(Command::EventPhase { hands }).unwrap();
        assert_ne!(game.state(), &before);
        assert!(game.undo().is_some());
        assert_eq!(game.state(), &before);
    }
}
