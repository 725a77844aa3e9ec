//! What a game tells the table's shell about its outcomes: which are private sights and for whom,
//! and what the log keeps. Its own file so the shell and the log both read it without reading
//! each other.

use crate::gui::curtain::PrivateSight;
use crate::storage::Stored;
use std::fmt::Debug;

/// A game whose steps can show one player something the others must not see.
pub trait Sighted: Stored {
    /// Who a sight is for.
    type Seat: Copy + Eq + Debug;
    /// What they see.
    type Sight: PrivateSight + Clone + PartialEq + Debug;

    /// The private sights among a step's outcomes, in the order they are shown (`state` is the
    /// game after the step: a sight may ask for an answer the rules now wait for).
    fn sights(state: &Self::State, outcomes: &[Self::Outcome]) -> Vec<(Self::Seat, Self::Sight)>;

    /// Whether only one player may see this outcome.
    fn private(outcome: &Self::Outcome) -> bool;

    /// What the log learns from the public outcomes of every step in it (the base game: what
    /// each intruder was); `()` when there is nothing to learn.
    type Memory: Default + Clone + PartialEq + Debug;

    /// The log learns from a step's public outcomes.
    fn learn(_memory: &mut Self::Memory, _public: &[Self::Outcome]) {}

    /// The outcomes anyone may see: what a log keeps (a private sight never enters one).
    fn public(outcomes: &[Self::Outcome]) -> Vec<Self::Outcome> {
        outcomes
            .iter()
            .filter(|o| !Self::private(o))
            .cloned()
            .collect()
    }

    /// The number of players at the table (one alone has no hand-over page).
    fn players(config: &Self::Config) -> usize {
        Self::player_names(config).len()
    }
}
