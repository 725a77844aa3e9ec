//! The pure rules core: no I/O, no clock, no threads. `GameState::apply(command)` is the only way
//! the game state changes, and every random draw comes from the RNG held in the state.

pub mod ask;
pub mod blocks;
pub mod ids;
pub mod nemesis;
pub mod retaliation;
pub mod ruleset;
#[cfg(feature = "stub-game")]
pub mod stub;

// the base game's parts keep their paths for the app (`rules::state::GameState`)
pub use nemesis::{
    Command, Correction, DEFAULT_HAND, GameConfig, GameState, Nemesis, Outcome, PlayerSetup,
    Refusal, Role, RuleError, TableStep, data, pods_for, track_is_sound,
};
pub use nemesis::{
    PublicView, board, command, content, error, game, limits, offers, outcome, refusal, species,
    state, told, void_seeders,
};
pub use ruleset::{GameKind, Ruleset};
