//! The game seam: each game in the seeds is a `Ruleset` with its own setup, state, commands,
//! outcomes, refusals and public view. The session (journal, undo/redo, saves) and the headless
//! surface are written once against this trait; `GameKind` names the game in configs and saves.

use crate::ask::{Offer, Turn};
use serde::{Deserialize, Serialize, de::DeserializeOwned};
use std::fmt::{Debug, Display};

/// Which game a setup, a save or a session belongs to.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default, Serialize, Deserialize,
)]
#[serde(rename_all = "snake_case")]
pub enum GameKind {
    /// *Nemesis* (the base game; its species seam takes the expansions).
    #[default]
    Nemesis,
    /// *Nemesis: Retaliation*, the standalone game.
    Retaliation,
    /// A stub fifth game, only where a test adds it (issue 52: the glue a new game touches).
    #[cfg(feature = "stub-game")]
    Stub,
}

/// One game's rules. Everything is pure: `start` and `apply` draw only from the RNG inside the
/// state, so the same config and the same commands give the same game.
pub trait Ruleset {
    const GAME: GameKind;
    type Config: Clone + Debug + PartialEq + Serialize + DeserializeOwned;
    type State: Clone + Debug;
    type Command: Clone + Debug + PartialEq + Serialize + DeserializeOwned;
    type Outcome: Clone + Debug + Serialize;
    /// Why a command or a setup was refused (nothing changed).
    type Error: Clone + Debug + Display + Serialize;
    /// The phases and steps of a round, as `turn` names them.
    type Step: Clone + Debug + PartialEq + Serialize;
    /// A question the game waits for the table to answer before play goes on.
    type Question: Clone + Debug + PartialEq + Serialize;

    /// The game set up from its config.
    fn start(config: &Self::Config) -> Result<Self::State, Self::Error>;
    /// Applies one command; a refused command changes nothing.
    fn apply(
        state: &mut Self::State,
        cmd: &Self::Command,
    ) -> Result<Vec<Self::Outcome>, Self::Error>;
    /// The command as it is kept in the journal, or why it is refused before it reaches the
    /// rules (out-of-range numbers, repeated names).
    fn normalised(cmd: Self::Command) -> Result<Self::Command, Self::Error>;
    /// A short label for undo and redo. It never names anything hidden.
    fn label(cmd: &Self::Command) -> String;
    /// What anyone at the table may see, as JSON (headless `view`).
    fn public_view(state: &Self::State) -> serde_json::Value;
    /// The refusal when a game holds as many commands as a journal may.
    fn too_long() -> Self::Error;
    /// The round the game is in (what a list of saved games shows).
    fn round(state: &Self::State) -> u32;
    /// Nothing is left to play: the result is known and told.
    fn finished(state: &Self::State) -> bool;
    /// The players' names as they were set up, in player order (empty names stay empty).
    fn player_names(config: &Self::Config) -> Vec<String>;

    /// Every command the rules accept now, corrections aside, with who may send it
    /// (`ask::Offer`): sound and complete, cheap enough to ask on every repaint.
    fn offers(state: &Self::State) -> Vec<Offer<Self::Command>>;
    /// The step the round is in, whose turn it is and what they have left.
    fn turn(state: &Self::State) -> Turn<Self::Step>;
    /// The question the game waits for now, if any: the first one, which every screen asks.
    fn pending(state: &Self::State) -> Option<Self::Question>;
}
