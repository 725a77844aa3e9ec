//! What a game sounds like: one hook for every game (issue 33), each game's own sound
//! implementing it in its own file (`nemesis`, `retaliation`); the window plays any ruleset
//! through it.

use super::{Atmosphere, Cue};
use crate::rules::Ruleset;

/// The cues of a played step and the ambience a state calls for.
pub trait Sounded: Ruleset {
    fn cues(outcomes: &[Self::Outcome], state: &Self::State) -> Vec<Cue>;
    fn atmosphere(state: &Self::State) -> Atmosphere;
}
