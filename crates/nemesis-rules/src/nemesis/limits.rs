//! What each correction accepts, in one place: the rules refuse anything outside these ranges,
//! and the window's steppers offer exactly them (issue 33: the correction panels kept their own
//! bounds, and offered a ninth carcass and a sixth corpse the rules then refused).

use super::command::{MAX_CARCASSES, MAX_CORPSES, MAX_EGGS, MAX_INJURIES};
use super::state::GameState;
use crate::ids::PlayerId;
use std::ops::RangeInclusive;

/// Intruder Player mode: the corridor number a card moves an intruder through (the noise die's
/// numbers; base.md §13.3).
pub const IP_CORRIDORS: RangeInclusive<u8> = 1..=4;
/// Intruder Player mode: how many attack cards a card draws for the intruder player to choose
/// from (the number printed on the card).
pub const IP_ATTACK_CARDS: RangeInclusive<u8> = 1..=5;

/// Injury markers on one intruder.
pub const INJURIES: RangeInclusive<u8> = 0..=MAX_INJURIES;
/// Egg, carcass and corpse tokens on a room's floor (the box's counts, base.md §2).
pub const ROOM_EGGS: RangeInclusive<u8> = 0..=MAX_EGGS;
pub const CARCASSES: RangeInclusive<u8> = 0..=MAX_CARCASSES;
pub const CORPSES: RangeInclusive<u8> = 0..=MAX_CORPSES;
/// Eggs on the board beside the ship (the Nest's).
pub const NEST_EGGS: RangeInclusive<u8> = 0..=8;
/// A third light wound turns into a serious one; a fourth serious wound kills.
pub const LIGHT_WOUNDS: RangeInclusive<u8> = 0..=2;
pub const SERIOUS_WOUNDS: RangeInclusive<u8> = 0..=3;
/// Void Seeders' insanity levels.
pub const INSANITY: RangeInclusive<u8> = 1..=super::void_seeders::MAX_INSANITY;
/// Carnomorph mutation markers: the fourth kills, so a living character holds at most 3.
pub const MUTATION_MARKERS: RangeInclusive<u8> = 0..=3;
/// The time track's spaces before the jump, and the self-destruct track's.
pub const TIME: RangeInclusive<u8> = 1..=15;
pub const SELF_DESTRUCT: RangeInclusive<u8> = 1..=6;
/// The destination marker's letters A to D.
pub const DESTINATION: RangeInclusive<u8> = 0..=3;

impl GameState {
    /// The contamination cards `p` can be said to hold: what they hold now and what is left in
    /// the deck the app printed labels for.
    pub fn contamination_range(&self, p: PlayerId) -> RangeInclusive<u8> {
        let have = self.character(p).map_or(0, |c| c.contamination);
        0..=have.saturating_add(self.contamination_deck)
    }
}
