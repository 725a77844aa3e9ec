//! A base game being played in the window: the session every game has (`Played<Nemesis>`, saved
//! as it goes, or in memory when the disk cannot be used), which it derefs to, and the board it
//! is played on.

use super::played::Played;
use super::roster::NewGameRequest;
use crate::rules::board::Board;
use crate::rules::ids::PlayerId;
use crate::rules::state::PlayerSetup;
use crate::rules::{GameConfig, Nemesis, RuleError};
use crate::session::saves::Recovery;
use crate::storage::file::LoadError;
use crate::storage::store::{GameId, GameStore};

/// A base game: the session every game has (`Played`), and the board it is played on.
#[derive(Debug)]
pub struct Game {
    played: Played<Nemesis>,
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

impl Game {
    /// Starts a new game. With a store it is saved as it goes; without a data folder it is
    /// played in memory with a warning.
    pub fn start(
        store: Result<GameStore, crate::storage::root::NoDataFolder>,
        request: &NewGameRequest,
    ) -> Result<Game, RuleError> {
        let config = config_for(request);
        let board = Board::bundled(config.side).map_err(RuleError::from)?;
        Ok(Game {
            played: Played::start(store, config)?,
            board,
        })
    }

    /// Opens a saved game where it stopped, with what was dropped from a damaged file.
    pub fn resume(store: GameStore, id: &GameId) -> Result<(Game, Option<Recovery>), LoadError> {
        let (played, recovery) = Played::<Nemesis>::resume(store, id)?;
        let board =
            Board::bundled(played.config().side).map_err(|e| LoadError::NotASave(e.to_string()))?;
        Ok((Game { played, board }, recovery))
    }

    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The name the players gave, or `None` when left empty (the window shows "Player N").
    pub fn player_name(&self, player: PlayerId) -> Option<&str> {
        self.config()
            .players
            .get(usize::from(player.0).wrapping_sub(1))
            .map(|p| p.name.as_str())
            .filter(|n| !n.is_empty())
    }
}

/// A base game is played as every game is (`Played`: saving, undo, redo, the story, the marks
/// of what was seen): only its board is its own.
impl std::ops::Deref for Game {
    type Target = Played<Nemesis>;

    fn deref(&self) -> &Played<Nemesis> {
        &self.played
    }
}

impl std::ops::DerefMut for Game {
    fn deref_mut(&mut self) -> &mut Played<Nemesis> {
        &mut self.played
    }
}

/// The narration reads the game the window plays.
impl crate::present::nemesis::narrate::Facts for Game {
    fn config(&self) -> &crate::rules::GameConfig {
        crate::present::played::Played::config(self)
    }
    fn board(&self) -> &crate::rules::board::Board {
        Game::board(self)
    }
    fn state(&self) -> &crate::rules::GameState {
        crate::present::played::Played::state(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::gui::roster::Character;
    use crate::gui::seed::SeedCode;
    use crate::rules::ids::{Mode, Side};
    use crate::rules::{Command, Role};

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
        let mut game = Game::start(Err(crate::storage::root::NoDataFolder), &request()).unwrap();
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
        let mut game = Game::start(Err(crate::storage::root::NoDataFolder), &request()).unwrap();
        assert_eq!(
            game.storage_warning(),
            Some(super::super::played::NotSaved::MemoryOnly)
        );
        assert!(game.id().is_none());
        let before = game.state().clone();
        let hands = before.characters.iter().map(|c| (c.player, 5)).collect();
        game.apply(Command::EventPhase { hands }).unwrap();
        assert_ne!(game.state(), &before);
        assert!(game.undo().is_some());
        assert_eq!(game.state(), &before);
    }
}
