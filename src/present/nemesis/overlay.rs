//! What the map shows on top of the printed board: the state of the game as plain data, so the
//! rules core (or a test) can fill it without knowing anything about drawing.

use crate::rules::ids::{CorridorId, IntruderKind, PlayerId, Ring, RoomKind, SlotId, TechNet};
use crate::rules::state::{DoorState, GameState, Section, Whereabouts};
use std::collections::{BTreeMap, BTreeSet};

#[derive(Debug, Clone, Default, PartialEq)]
pub struct Overlay {
    pub slots: BTreeMap<SlotId, SlotOverlay>,
    pub corridors: BTreeMap<CorridorId, CorridorOverlay>,
    /// Technical-corridor networks whose noise space holds a noise marker.
    pub tech_noise: BTreeSet<TechNet>,
    /// Escape pods, lowest number first, each with its dock.
    pub pods: Vec<Pod>,
    /// The room the players are choosing (outlined).
    pub selected: Option<SlotId>,
    /// Rooms and corridors the app just changed: drawn with a fading ring so players can copy the
    /// change onto the board. The fade is driven by `ShipMap::flash`.
    pub flash_slots: BTreeSet<SlotId>,
    pub flash_corridors: BTreeSet<CorridorId>,
    /// The ring colour of each player, by player number from 1 (index 0 is player 1).
    pub rings: Vec<Ring>,
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
    /// Eggs in the room (the Nest's eggs on the Intruder board are counted here too).
    pub eggs: u8,
    /// Intruder carcasses lying in the room (Carnomorphs feed on these first).
    pub carcasses: u8,
    /// Character corpses lying in the room.
    pub corpses: u8,
    /// The emergency airlock seals the room: everyone in it dies at the end of the Player Phase
    /// if its doors are still closed.
    pub airlock: bool,
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
    /// The evacuation section whose dock holds it (pods stay at their dock: a pod removed from
    /// the game leaves the others where they are).
    pub section: Section,
    pub state: PodState,
}

impl Overlay {
    /// The pod at each of the four pod outlines (dock A's two, then dock B's, in the order of
    /// [`crate::present::nemesis::map_geometry::POD_SPOTS`]: A, B, A, B): each dock's pods by
    /// number in its own two outlines, an empty outline where a dock has fewer.
    pub fn pods_at_spots(&self) -> [Option<&Pod>; 4] {
        let dock = |section| {
            let mut at: Vec<&Pod> = self.pods.iter().filter(|p| p.section == section).collect();
            at.sort_by_key(|p| p.number);
            at
        };
        let (a, b) = (dock(Section::A), dock(Section::B));
        [
            a.first().copied(),
            b.first().copied(),
            a.get(1).copied(),
            b.get(1).copied(),
        ]
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PodState {
    Locked,
    Unlocked,
    Launched,
}

impl Overlay {
    /// Whether both show the same board: everything but the room being chosen and the fading
    /// rings, which the map draws on layers of their own.
    pub fn same_board(&self, other: &Overlay) -> bool {
        // written out, so a new field must be placed on one side or the other
        let Overlay {
            slots,
            corridors,
            tech_noise,
            pods,
            selected: _,
            flash_slots: _,
            flash_corridors: _,
            rings,
        } = self;
        *slots == other.slots
            && *rings == other.rings
            && *corridors == other.corridors
            && *tech_noise == other.tech_noise
            && *pods == other.pods
    }

    /// What the board looks like in this state: everything anyone at the table may see (no
    /// face-down tile, no bag, nothing hidden).
    pub fn from_state(state: &GameState) -> Overlay {
        let mut overlay = Overlay {
            rings: (1..=state.config.players.len())
                .map(|p| {
                    state
                        .config
                        .ring(PlayerId(u8::try_from(p).unwrap_or(u8::MAX)))
                })
                .collect(),
            ..Overlay::default()
        };
        for (&id, room) in &state.rooms {
            let slot = overlay.slot_mut(id);
            slot.explored = room.explored;
            slot.room = room.room;
            slot.fire = room.fire;
            slot.malfunction = room.malfunction;
            slot.eggs = state.eggs_in(id);
            slot.carcasses = room.carcasses;
            slot.corpses = room.corpses;
        }
        if let Some(at) = state.airlock {
            overlay.slot_mut(at).airlock = true;
        }
        for c in &state.characters {
            if let Whereabouts::Room(at) = c.at {
                overlay.slot_mut(at).characters.push(c.player.0);
            }
        }
        for slot in overlay.slots.values_mut() {
            slot.characters.sort_unstable();
        }
        for i in &state.intruders {
            overlay.slot_mut(i.at).intruders.push(i.kind);
        }
        for (i, c) in state.corridors.iter().enumerate() {
            let door = match c.door {
                // an open door looks like no door: the table only places door tokens when closing
                DoorState::Open => Door::None,
                DoorState::Closed => Door::Closed,
                DoorState::Destroyed => Door::Destroyed,
            };
            if c.noise || door != Door::None {
                let Ok(id) = u8::try_from(i) else { continue };
                overlay.corridors.insert(
                    CorridorId(id),
                    CorridorOverlay {
                        noise: c.noise,
                        door,
                    },
                );
            }
        }
        overlay.tech_noise = state
            .tech_noise
            .iter()
            .filter(|(_, noisy)| **noisy)
            .map(|(net, _)| *net)
            .collect();
        let mut pods: Vec<Pod> = state
            .pods
            .iter()
            .map(|p| Pod {
                number: p.number,
                section: p.section,
                state: if p.launched {
                    PodState::Launched
                } else if p.locked {
                    PodState::Locked
                } else {
                    PodState::Unlocked
                },
            })
            .collect();
        pods.sort_by_key(|p| p.number);
        overlay.pods = pods;
        overlay
    }

    /// The rooms and corridors that look different in `next` (what to flash after a change).
    pub fn changes(&self, next: &Overlay) -> (BTreeSet<SlotId>, BTreeSet<CorridorId>) {
        let slot_ids: BTreeSet<SlotId> = self
            .slots
            .keys()
            .chain(next.slots.keys())
            .copied()
            .collect();
        let empty = SlotOverlay::default();
        let slots = slot_ids
            .into_iter()
            .filter(|id| {
                self.slots.get(id).unwrap_or(&empty) != next.slots.get(id).unwrap_or(&empty)
            })
            .collect();
        let corridor_ids: BTreeSet<CorridorId> = self
            .corridors
            .keys()
            .chain(next.corridors.keys())
            .copied()
            .collect();
        let corridors = corridor_ids
            .into_iter()
            .filter(|id| {
                self.corridors.get(id).copied().unwrap_or_default()
                    != next.corridors.get(id).copied().unwrap_or_default()
            })
            .collect();
        (slots, corridors)
    }

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

    /// The map keeps its board layer while only the pointed room and the fading rings change,
    /// and draws it again for anything the players must copy onto the board.
    #[test]
    fn the_board_layer_follows_the_board_and_nothing_else() {
        let mut a = Overlay::default();
        a.move_character(1, SlotId(11));
        let mut b = a.clone();
        b.selected = Some(SlotId(7));
        b.flash_slots.insert(SlotId(11));
        b.flash_corridors.insert(CorridorId(3));
        assert!(a.same_board(&b) && b.same_board(&a));

        let changes: [fn(&mut Overlay); 5] = [
            |o| o.move_character(1, SlotId(7)),
            |o| o.slot_mut(SlotId(2)).fire = true,
            |o| {
                o.corridors.insert(
                    CorridorId(3),
                    CorridorOverlay {
                        noise: true,
                        door: Door::None,
                    },
                );
            },
            |o| {
                o.tech_noise.insert(TechNet::Red);
            },
            |o| {
                o.pods.push(Pod {
                    number: 1,
                    section: Section::A,
                    state: PodState::Locked,
                });
            },
        ];
        for (i, change) in changes.iter().enumerate() {
            let mut c = a.clone();
            change(&mut c);
            assert!(!a.same_board(&c), "change {i} kept the old board layer");
        }
    }

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

    /// Issue 55 item 8: after a card removed pod 3 from dock B, the map showed A:[1] B:[4]
    /// (it was A:[1][4] B:[3]): pods were drawn by their place in the list. Each pod stays at its
    /// own dock.
    #[test]
    fn a_removed_pod_leaves_the_others_at_their_docks() {
        let pod = |number, section| Pod {
            number,
            section,
            state: PodState::Locked,
        };
        let mut o = Overlay {
            pods: vec![pod(1, Section::A), pod(3, Section::B), pod(4, Section::A)],
            ..Overlay::default()
        };
        let numbers = |o: &Overlay| o.pods_at_spots().map(|p| p.map(|p| p.number));
        assert_eq!(numbers(&o), [Some(1), Some(3), Some(4), None]);
        o.pods.retain(|p| p.number != 3);
        assert_eq!(numbers(&o), [Some(1), None, Some(4), None]);
    }
}
