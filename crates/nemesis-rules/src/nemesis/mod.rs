//! Base *Nemesis* with its species (the Intruders, and the expansions Carnomorphs and Void
//! Seeders): its setup, state, commands, outcomes and refusals, one file per part of the
//! rulebook. [`Nemesis`] is its side of the game seam ([`crate::ruleset::Ruleset`]).

mod actions;
mod asking;
mod attack;
mod bag;
pub mod board;
mod carnomorph_cards;
mod carnomorphs;
mod checks;
pub mod command;
pub mod content;
mod corrections;
mod encounter;
mod endgame;
pub mod error;
mod event_phase;
mod events;
pub mod game;
mod intruder_player;
mod intruders;
pub mod limits;
mod movement;
pub mod offers;
pub mod outcome;
mod queries;
pub mod refusal;
mod setup;
pub mod species;
pub mod state;
pub mod told;
mod treatment;
mod view;
mod void_seeder_cards;
pub mod void_seeders;
pub use view::PublicView;

pub use command::{Command, Correction, LabelsAsked, ScanPurpose};
pub use game::{DEFAULT_HAND, RuleError, data};
pub use outcome::Outcome;
pub use queries::{WoundStep, light_wound_becomes, serious_wound_becomes};
pub use refusal::Refusal;
pub mod turn;
pub use setup::{TableStep, pods_for, track_is_sound};
pub use state::{GameConfig, GameState, PlayerSetup, Role};

use crate::ruleset::{GameKind, Ruleset};

/// Base *Nemesis* (with its species).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Nemesis;

impl Ruleset for Nemesis {
    const GAME: GameKind = GameKind::Nemesis;
    type Config = GameConfig;
    type State = GameState;
    type Command = Command;
    type Outcome = Outcome;
    type Error = RuleError;
    type Step = turn::Step;
    type Question = turn::Question;

    fn start(config: &Self::Config) -> Result<Self::State, Self::Error> {
        GameState::new(config.clone())
    }
    fn apply(
        state: &mut Self::State,
        cmd: &Self::Command,
    ) -> Result<Vec<Self::Outcome>, Self::Error> {
        state.apply(cmd)
    }
    fn normalised(cmd: Self::Command) -> Result<Self::Command, Self::Error> {
        cmd.normalised()
    }
    fn label(cmd: &Self::Command) -> String {
        cmd.label()
    }
    fn public_view(state: &Self::State) -> serde_json::Value {
        serde_json::to_value(state.public_view()).unwrap_or(serde_json::Value::Null)
    }
    fn too_long() -> Self::Error {
        RuleError::not_allowed(Refusal::GameTooLong)
    }
    fn round(state: &Self::State) -> u32 {
        state.round
    }
    fn finished(state: &Self::State) -> bool {
        state
            .victory
            .as_ref()
            .is_some_and(|v| v.step == state::VictoryStep::Done)
    }
    fn player_names(config: &Self::Config) -> Vec<String> {
        config.players.iter().map(|p| p.name.clone()).collect()
    }
    fn offers(state: &Self::State) -> Vec<crate::ask::Offer<Self::Command>> {
        state.offers()
    }
    fn turn(state: &Self::State) -> crate::ask::Turn<Self::Step> {
        state.turn()
    }
    fn pending(state: &Self::State) -> Option<Self::Question> {
        state.pending()
    }
}

#[cfg(test)]
mod tests;
