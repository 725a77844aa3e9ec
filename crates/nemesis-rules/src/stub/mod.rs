//! A stub fifth game, compiled only with the `stub-game` feature (issue 52): the smallest
//! game behind the `Ruleset` seam, so a test can add it to every layer and count the files of
//! glue a real fifth game touches. Each player in turn draws a hidden number from a shuffled
//! deck held in the state; the game ends when the deck is empty.

use crate::ask::{Actor, Offer, Turn};
use crate::ruleset::{GameKind, Ruleset};
use rand::SeedableRng;
use rand::seq::SliceRandom;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

/// The stub game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Stub;

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct StubConfig {
    pub players: Vec<String>,
    pub seed: u64,
}

#[derive(Debug, Clone, PartialEq)]
pub struct StubState {
    pub config: StubConfig,
    /// Whose turn it is (0-based).
    pub turn: usize,
    /// What each player drew, in the order drawn.
    pub drawn: Vec<Vec<u8>>,
    deck: Vec<u8>,
}

impl StubState {
    /// How many numbers are still in the deck (public: the deck's size, never its order).
    pub fn left(&self) -> usize {
        self.deck.len()
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "cmd", rename_all = "snake_case")]
pub enum StubCommand {
    /// The player whose turn it is draws the top number.
    Draw { player: u8 },
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "outcome", rename_all = "snake_case")]
pub enum StubOutcome {
    Drew { player: u8, number: u8 },
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "error", rename_all = "snake_case")]
pub enum StubError {
    NoPlayers,
    NotYourTurn { player: u8 },
    DeckEmpty,
    GameTooLong,
}

impl std::fmt::Display for StubError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{self:?}")
    }
}

/// The stub's one step.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum StubStep {
    Drawing,
    Over,
}

/// The stub asks nothing of the table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum StubQuestion {}

/// The deck's numbers.
pub const DECK: u8 = 6;

impl Ruleset for Stub {
    const GAME: GameKind = GameKind::Stub;
    type Config = StubConfig;
    type State = StubState;
    type Command = StubCommand;
    type Outcome = StubOutcome;
    type Error = StubError;
    type Step = StubStep;
    type Question = StubQuestion;

    fn start(config: &StubConfig) -> Result<StubState, StubError> {
        if config.players.is_empty() {
            return Err(StubError::NoPlayers);
        }
        let mut deck: Vec<u8> = (1..=DECK).collect();
        deck.shuffle(&mut ChaCha8Rng::seed_from_u64(config.seed));
        Ok(StubState {
            config: config.clone(),
            turn: 0,
            drawn: vec![Vec::new(); config.players.len()],
            deck,
        })
    }

    fn apply(state: &mut StubState, cmd: &StubCommand) -> Result<Vec<StubOutcome>, StubError> {
        let StubCommand::Draw { player } = *cmd;
        if usize::from(player) != state.turn + 1 {
            return Err(StubError::NotYourTurn { player });
        }
        let number = state.deck.pop().ok_or(StubError::DeckEmpty)?;
        state.drawn[state.turn].push(number);
        state.turn = (state.turn + 1) % state.config.players.len();
        Ok(vec![StubOutcome::Drew { player, number }])
    }

    fn normalised(cmd: StubCommand) -> Result<StubCommand, StubError> {
        Ok(cmd)
    }

    fn label(cmd: &StubCommand) -> String {
        let StubCommand::Draw { player } = cmd;
        format!("P{player} draws")
    }

    fn public_view(state: &StubState) -> serde_json::Value {
        serde_json::json!({ "turn": state.turn + 1, "left": state.left(), "drawn": state.drawn })
    }

    fn too_long() -> StubError {
        StubError::GameTooLong
    }

    fn round(state: &StubState) -> u32 {
        let drawn: usize = state.drawn.iter().map(Vec::len).sum();
        u32::try_from(drawn / state.config.players.len().max(1) + 1).unwrap_or(u32::MAX)
    }

    fn finished(state: &StubState) -> bool {
        state.deck.is_empty()
    }

    fn player_names(config: &StubConfig) -> Vec<String> {
        config.players.clone()
    }

    fn offers(state: &StubState) -> Vec<Offer<StubCommand>> {
        if state.deck.is_empty() {
            return Vec::new();
        }
        let player = u8::try_from(state.turn + 1).unwrap_or(u8::MAX);
        vec![Offer::fixed(
            Actor::Player { player },
            StubCommand::Draw { player },
        )]
    }

    fn turn(state: &StubState) -> Turn<StubStep> {
        let over = state.deck.is_empty();
        Turn {
            step: if over {
                StubStep::Over
            } else {
                StubStep::Drawing
            },
            player: (!over).then(|| u8::try_from(state.turn + 1).unwrap_or(u8::MAX)),
            actions_left: None,
        }
    }

    fn pending(_: &StubState) -> Option<StubQuestion> {
        None
    }
}
