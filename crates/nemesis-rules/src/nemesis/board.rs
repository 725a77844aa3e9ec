//! The ship's topology for one board side: slots, corridors with their printed numbers and the
//! technical-corridor entrances. Loaded from `assets/data/board/side-*.json` and validated.

use crate::blocks::DataError;
use crate::ids::{CorridorId, RoomKind, Side, SlotId, TechNet};
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet};

/// What a printed slot holds at setup.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum SlotKind {
    /// A random face-down room "1" tile.
    Room1,
    /// A random face-down room "2" tile.
    Room2,
    /// A room printed on the board (or laid face up at setup, as Evacuation A/B on side B).
    Fixed { room: RoomKind },
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Slot {
    pub id: SlotId,
    #[serde(flatten)]
    pub kind: SlotKind,
    /// Schematic position: x in 0..1000, y in 0..684 (board image scaled).
    pub x: u16,
    pub y: u16,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct CorridorEnd {
    pub slot: SlotId,
    pub numbers: Vec<u8>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Corridor {
    /// Our name, e.g. `A-01-02` or `B-05-08a` for one of a double corridor.
    pub id: String,
    pub ends: [CorridorEnd; 2],
}

impl Corridor {
    pub fn joins(&self, slot: SlotId) -> bool {
        self.ends.iter().any(|e| e.slot == slot)
    }

    /// The slot at the other end, seen from `slot`.
    pub fn other(&self, slot: SlotId) -> SlotId {
        if self.ends[0].slot == slot {
            self.ends[1].slot
        } else {
            self.ends[0].slot
        }
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct TechEntrance {
    pub slot: SlotId,
    pub numbers: Vec<u8>,
    pub network: TechNet,
}

/// Where a numbered exit of a room leads.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Exit {
    Corridor(CorridorId),
    Tech(TechNet),
}

/// Where a technical network's noise space is printed (schematic position, as a slot's).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct NoiseSpace {
    pub network: TechNet,
    pub x: u16,
    pub y: u16,
}

#[derive(Debug, Clone, Deserialize)]
struct BoardFile {
    side: Side,
    tech_networks: Vec<TechNet>,
    tech_noise_spaces: Vec<NoiseSpace>,
    slots: Vec<Slot>,
    corridors: Vec<Corridor>,
    tech_entrances: Vec<TechEntrance>,
}

/// A validated board side with fast exit lookup.
#[derive(Debug, Clone, PartialEq)]
pub struct Board {
    pub side: Side,
    pub networks: Vec<TechNet>,
    /// One per network (board.md §3 and §4).
    pub noise_spaces: Vec<NoiseSpace>,
    pub slots: Vec<Slot>,
    pub corridors: Vec<Corridor>,
    pub entrances: Vec<TechEntrance>,
    exits: BTreeMap<SlotId, [Exit; 4]>,
}

const SIDE_A: &str = include_str!("../../../../assets/data/board/side-a.json");
const SIDE_B: &str = include_str!("../../../../assets/data/board/side-b.json");

impl Board {
    /// The board side bundled with the app. The bundled files are checked by the test suite, so
    /// an error here means a broken build, which `load` reports with the file name.
    pub fn bundled(side: Side) -> Result<Board, DataError> {
        match side {
            Side::A => Board::load("board/side-a.json", SIDE_A),
            Side::B => Board::load("board/side-b.json", SIDE_B),
        }
    }

    /// Parses and validates a board file (`file` as a path under `assets/data/`). Errors name
    /// the file, and the slot or corridor in their problem.
    pub fn load(file: &str, json: &str) -> Result<Board, DataError> {
        Board::parse(json).map_err(|problem| DataError::new(file, problem))
    }

    /// The board in `json`, or what is wrong with it.
    fn parse(json: &str) -> Result<Board, String> {
        let raw: BoardFile = serde_json::from_str(json).map_err(|e| e.to_string())?;
        let mut ids = BTreeSet::new();
        for s in &raw.slots {
            if !ids.insert(s.id) {
                return Err(format!("slot {} appears twice", s.id));
            }
        }
        let mut exits: BTreeMap<SlotId, [Option<Exit>; 4]> =
            raw.slots.iter().map(|s| (s.id, [None; 4])).collect();
        let mut put = |slot: SlotId, n: u8, exit: Exit, what: &str| -> Result<(), String> {
            let row = exits
                .get_mut(&slot)
                .ok_or_else(|| format!("{what} names unknown slot {slot}"))?;
            if !(1..=4).contains(&n) {
                return Err(format!("{what} has number {n}, outside 1-4"));
            }
            if row[n as usize - 1].is_some() {
                return Err(format!(
                    "slot {slot} shows number {n} more than once ({what})"
                ));
            }
            row[n as usize - 1] = Some(exit);
            Ok(())
        };
        if raw.corridors.len() > u8::MAX as usize {
            return Err("too many corridors".into());
        }
        for (i, c) in raw.corridors.iter().enumerate() {
            if c.ends[0].slot == c.ends[1].slot {
                return Err(format!(
                    "corridor {} joins slot {} to itself",
                    c.id, c.ends[0].slot
                ));
            }
            for end in &c.ends {
                for &n in &end.numbers {
                    put(end.slot, n, Exit::Corridor(CorridorId(i as u8)), &c.id)?;
                }
            }
        }
        for t in &raw.tech_entrances {
            if !raw.tech_networks.contains(&t.network) {
                return Err(format!(
                    "entrance at {} uses undeclared network {:?}",
                    t.slot, t.network
                ));
            }
            for &n in &t.numbers {
                put(t.slot, n, Exit::Tech(t.network), "technical entrance")?;
            }
        }
        let mut spaces: Vec<TechNet> = raw.tech_noise_spaces.iter().map(|s| s.network).collect();
        spaces.sort();
        let mut networks = raw.tech_networks.clone();
        networks.sort();
        if spaces != networks {
            return Err("every technical network needs exactly one noise space".into());
        }
        let mut full = BTreeMap::new();
        for (slot, row) in exits {
            let mut out = [Exit::Tech(TechNet::Main); 4];
            for (i, e) in row.iter().enumerate() {
                out[i] = e.ok_or_else(|| format!("slot {slot} has no exit numbered {}", i + 1))?;
            }
            full.insert(slot, out);
        }
        let board = Board {
            side: raw.side,
            networks: raw.tech_networks,
            noise_spaces: raw.tech_noise_spaces,
            slots: raw.slots,
            corridors: raw.corridors,
            entrances: raw.tech_entrances,
            exits: full,
        };
        board.check_connected()?;
        Ok(board)
    }

    fn check_connected(&self) -> Result<(), String> {
        let Some(first) = self.slots.first() else {
            return Err("no slots".into());
        };
        let mut seen = BTreeSet::from([first.id]);
        let mut todo = vec![first.id];
        while let Some(s) = todo.pop() {
            for n in self.neighbours(s) {
                if seen.insert(n) {
                    todo.push(n);
                }
            }
        }
        match self.slots.iter().find(|s| !seen.contains(&s.id)) {
            Some(s) => Err(format!("slot {} cannot be reached through corridors", s.id)),
            None => Ok(()),
        }
    }

    pub fn slot(&self, id: SlotId) -> Option<&Slot> {
        self.slots.iter().find(|s| s.id == id)
    }

    pub fn slot_ids(&self) -> impl Iterator<Item = SlotId> + '_ {
        self.slots.iter().map(|s| s.id)
    }

    pub fn corridor(&self, id: CorridorId) -> &Corridor {
        &self.corridors[id.0 as usize]
    }

    pub fn corridor_ids(&self) -> impl Iterator<Item = CorridorId> + use<> {
        (0..self.corridors.len() as u8).map(CorridorId)
    }

    /// Exit number `n` (1..=4) of a slot. Every slot has all four (checked on load).
    pub fn exit(&self, slot: SlotId, n: u8) -> Option<Exit> {
        let row = self.exits.get(&slot)?;
        row.get(n.checked_sub(1)? as usize).copied()
    }

    /// The distinct corridors of a slot, in the order of their lowest number.
    pub fn corridors_of(&self, slot: SlotId) -> Vec<CorridorId> {
        let mut out = Vec::new();
        if let Some(row) = self.exits.get(&slot) {
            for e in row {
                if let Exit::Corridor(c) = e
                    && !out.contains(c)
                {
                    out.push(*c);
                }
            }
        }
        out
    }

    /// The technical networks this slot has an entrance to.
    pub fn networks_of(&self, slot: SlotId) -> Vec<TechNet> {
        let mut out = Vec::new();
        if let Some(row) = self.exits.get(&slot) {
            for e in row {
                if let Exit::Tech(n) = e
                    && !out.contains(n)
                {
                    out.push(*n);
                }
            }
        }
        out
    }

    /// Rooms joined to `slot` by at least one corridor (doors ignored), ascending, no repeats.
    pub fn neighbours(&self, slot: SlotId) -> Vec<SlotId> {
        let mut out: Vec<SlotId> = self
            .corridors_of(slot)
            .iter()
            .map(|&c| self.corridor(c).other(slot))
            .collect();
        out.sort();
        out.dedup();
        out
    }

    /// The corridors joining two rooms (two on a side-B double corridor).
    pub fn corridors_between(&self, a: SlotId, b: SlotId) -> Vec<CorridorId> {
        self.corridors_of(a)
            .into_iter()
            .filter(|&c| self.corridor(c).other(a) == b)
            .collect()
    }

    /// The slot printed with (or fixed to) a given special room.
    pub fn fixed_slot(&self, room: RoomKind) -> Option<SlotId> {
        self.slots
            .iter()
            .find(|s| s.kind == SlotKind::Fixed { room })
            .map(|s| s.id)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_sides_load_and_show_each_number_once() {
        for side in [Side::A, Side::B] {
            let b = Board::bundled(side).unwrap();
            assert_eq!(b.slots.len(), 21);
            for s in b.slot_ids() {
                for n in 1..=4 {
                    assert!(b.exit(s, n).is_some(), "{side:?} {s} {n}");
                }
            }
        }
    }

    #[test]
    fn side_a_facts_from_board_md() {
        let b = Board::bundled(Side::A).unwrap();
        assert_eq!(b.corridors.len(), 28);
        assert_eq!(b.networks, vec![TechNet::Main]);
        // 001 → 003 on 1 and 2 through one corridor
        assert_eq!(b.exit(SlotId(1), 1), b.exit(SlotId(1), 2));
        assert_eq!(b.exit(SlotId(2), 1), Some(Exit::Tech(TechNet::Main)));
        assert_eq!(
            b.neighbours(SlotId(11)),
            vec![SlotId(6), SlotId(8), SlotId(14), SlotId(15)]
        );
        assert_eq!(b.fixed_slot(RoomKind::Engine3), Some(SlotId(19)));
        assert_eq!(b.fixed_slot(RoomKind::Engine1), Some(SlotId(21)));
    }

    #[test]
    fn side_b_has_two_networks_and_double_corridors() {
        let b = Board::bundled(Side::B).unwrap();
        assert_eq!(b.corridors.len(), 29);
        assert_eq!(b.corridors_between(SlotId(5), SlotId(8)).len(), 2);
        assert_eq!(b.networks_of(SlotId(11)), vec![TechNet::Red, TechNet::Blue]);
        assert_eq!(b.fixed_slot(RoomKind::EvacuationA), Some(SlotId(7)));
        assert_eq!(b.neighbours(SlotId(2)), vec![SlotId(1), SlotId(3)]);
    }

    /// Where each network's noise space is printed is board data, one per network.
    #[test]
    fn every_network_has_one_noise_space() {
        for side in [Side::A, Side::B] {
            let b = Board::bundled(side).unwrap();
            let mut spaces: Vec<TechNet> = b.noise_spaces.iter().map(|s| s.network).collect();
            spaces.sort();
            let mut nets = b.networks.clone();
            nets.sort();
            assert_eq!(spaces, nets, "{side:?}");
        }
        let missing = SIDE_B.replacen("{ \"network\": \"red\", \"x\": 688, \"y\": 236 },", "", 1);
        assert_ne!(missing, SIDE_B);
        let err = Board::load("b.json", &missing).unwrap_err();
        assert!(err.problem.contains("noise space"), "{err}");
    }

    #[test]
    fn a_slot_showing_a_number_twice_is_refused_with_its_name() {
        let bad = SIDE_A.replacen(
            "\"numbers\": [\n      3\n     ]",
            "\"numbers\": [\n      3, 1\n     ]",
            1,
        );
        assert_ne!(bad, SIDE_A, "test must actually change the file");
        let err = Board::load("x.json", &bad).unwrap_err().to_string();
        assert!(
            err.contains("assets/data/x.json") && err.contains("more than once"),
            "{err}"
        );
    }

    #[test]
    fn an_unreachable_slot_is_refused() {
        let mut raw: serde_json::Value = serde_json::from_str(SIDE_A).unwrap();
        let slots = raw["slots"].as_array_mut().unwrap();
        slots.push(serde_json::json!({"id": 22, "kind": "room1", "x": 0, "y": 0}));
        let err = Board::load("x.json", &raw.to_string()).unwrap_err();
        assert!(err.problem.contains("022"), "{err}");
    }
}
