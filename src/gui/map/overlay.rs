//! What the map shows on top of the printed board: the state of the game as plain data, so the
//! rules core (or a test) can fill it without knowing anything about drawing.

use crate::rules::ids::{CorridorId, IntruderKind, RoomKind, SlotId, TechNet};
use std::collections::{BTreeMap, BTreeSet};

#[derive(Debug, Clone, Default, PartialEq)]
pub struct Overlay {
    pub slots: BTreeMap<SlotId, SlotOverlay>,
    pub corridors: BTreeMap<CorridorId, CorridorOverlay>,
    /// Technical-corridor networks whose noise space holds a noise marker.
    pub tech_noise: BTreeSet<TechNet>,
    /// Escape pods, in dock order (A, B, A, B: lowest number first).
    pub pods: Vec<Pod>,
    /// The room the players are choosing (outlined).
    pub selected: Option<SlotId>,
    /// Rooms and corridors the app just changed: drawn with a fading ring so players can copy the
    /// change onto the board. The fade is driven by `ShipMap::flash`.
    pub flash_slots: BTreeSet<SlotId>,
    pub flash_corridors: BTreeSet<CorridorId>,
}

#[derive(Debug, Clone, Default, PartialEq)]
pub struct SlotOverlay {
    pub explored: bool,
    /// The room tile once revealed (fixed rooms are known from the board and need not be set).
    pub room: Option<RoomKind>,
    pub fire: bool,
    pub malfunction: bool,
    /// Characters in the room, by player number (1..=5).
    pub characters: Vec<u8>,
    pub intruders: Vec<IntruderKind>,
}

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct CorridorOverlay {
    pub noise: bool,
    pub door: Door,
}

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum Door {
    #[default]
    None,
    Open,
    Closed,
    Destroyed,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Pod {
    pub number: u8,
    pub state: PodState,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PodState {
    Locked,
    Unlocked,
    Launched,
}

impl Overlay {
    pub fn slot_mut(&mut self, slot: SlotId) -> &mut SlotOverlay {
        self.slots.entry(slot).or_default()
    }

    pub fn corridor_mut(&mut self, corridor: CorridorId) -> &mut CorridorOverlay {
        self.corridors.entry(corridor).or_default()
    }

    /// Moves a character's marker to `to` (removing it from wherever it was).
    pub fn move_character(&mut self, player: u8, to: SlotId) {
        for slot in self.slots.values_mut() {
            slot.characters.retain(|&p| p != player);
        }
        let slot = self.slot_mut(to);
        slot.characters.push(player);
        slot.characters.sort_unstable();
    }

    /// The room a character's marker is in.
    pub fn character_slot(&self, player: u8) -> Option<SlotId> {
        self.slots
            .iter()
            .find(|(_, s)| s.characters.contains(&player))
            .map(|(&id, _)| id)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moving_a_character_leaves_one_marker() {
        let mut o = Overlay::default();
        o.move_character(2, SlotId(11));
        o.move_character(1, SlotId(11));
        o.move_character(2, SlotId(7));
        assert_eq!(o.slots[&SlotId(11)].characters, vec![1]);
        assert_eq!(o.slots[&SlotId(7)].characters, vec![2]);
        assert_eq!(o.character_slot(2), Some(SlotId(7)));
        assert_eq!(o.character_slot(3), None);
    }
}
