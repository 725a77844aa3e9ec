//! The pure rules core: no I/O, no clock, no threads. `GameState::apply(command)` is the only way
//! the game state changes, and every random draw comes from the RNG held in the state.

mod actions;
mod attack;
mod bag;
pub mod blocks;
pub mod board;
mod carnomorph_cards;
mod carnomorphs;
pub mod command;
pub mod content;
mod corrections;
mod encounter;
mod endgame;
pub mod error;
mod event_phase;
mod events;
pub mod game;
pub mod ids;
mod intruder_player;
mod intruders;
pub mod limits;
mod movement;
pub mod offers;
pub mod outcome;
mod queries;
pub mod refusal;
pub mod retaliation;
pub mod ruleset;
mod setup;
pub mod species;
pub mod state;
mod treatment;
mod view;
mod void_seeder_cards;
pub mod void_seeders;
pub use view::PublicView;

pub use command::{Command, Correction};
pub use game::{RuleError, data};
pub use outcome::Outcome;
pub use refusal::Refusal;
pub use ruleset::{GameKind, Nemesis, Ruleset};
pub use setup::{pods_for, track_is_sound};
pub use state::{GameConfig, GameState, PlayerSetup, Role};

#[cfg(test)]
mod tests;
