//! The facility as it grows: room tiles on hex spaces, corridor tiles on the edges between
//! them (retaliation.md §7, cards-retaliation.md §0.3). Pure geometry and bookkeeping; the rules
//! that move things about live beside it.

use super::RKind;
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, VecDeque};

/// A space of the frame, in axial coordinates (pointy-top hexes: flat sides east and west).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Hex {
    pub q: i8,
    pub r: i8,
}

impl Hex {
    /// The space in `row` (from the top) and `col` (from the left); odd rows sit half a space
    /// to the right.
    pub fn at(row: i8, col: i8) -> Hex {
        Hex {
            q: col - row.div_euclid(2),
            r: row,
        }
    }
    pub fn row(self) -> i8 {
        self.r
    }
    pub fn col(self) -> i8 {
        self.q + self.r.div_euclid(2)
    }
    pub fn step(self, d: Dir) -> Hex {
        let (dq, dr) = match d {
            Dir::Nw => (0, -1),
            Dir::Ne => (1, -1),
            Dir::E => (1, 0),
            Dir::Se => (0, 1),
            Dir::Sw => (-1, 1),
            Dir::W => (-1, 0),
        };
        Hex {
            q: self.q + dq,
            r: self.r + dr,
        }
    }
    /// Twice the centre's position in half-spaces: (down, right). Reading order sorts by it.
    pub fn reading_key(self) -> (i16, i16) {
        let (q, r) = (i16::from(self.q), i16::from(self.r));
        (2 * r, 2 * (2 * q + r))
    }
}

/// A side of a room, in the exploration card's slot order (cards-retaliation.md §0.3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Dir {
    Nw,
    Ne,
    E,
    Se,
    Sw,
    W,
}

impl Dir {
    pub const ALL: [Dir; 6] = [Dir::Nw, Dir::Ne, Dir::E, Dir::Se, Dir::Sw, Dir::W];
    pub fn opposite(self) -> Dir {
        match self {
            Dir::Nw => Dir::Se,
            Dir::Ne => Dir::Sw,
            Dir::E => Dir::W,
            Dir::Se => Dir::Nw,
            Dir::Sw => Dir::Ne,
            Dir::W => Dir::E,
        }
    }
    pub fn orientation(self) -> Orientation {
        match self {
            Dir::E | Dir::W => Orientation::Horizontal,
            Dir::Ne | Dir::Sw => Orientation::Acute,
            Dir::Nw | Dir::Se => Orientation::Grave,
        }
    }
}

/// How a corridor lies, as the event cards' movement icons show it: `\`, `—`, `/`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Orientation {
    Grave,
    Horizontal,
    Acute,
}

/// A section of the facility, each with its own life support.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Section {
    A,
    B,
    C,
}

impl Section {
    pub const ALL: [Section; 3] = [Section::A, Section::B, Section::C];
    pub fn index(self) -> usize {
        self as usize
    }
}

/// A corridor's door slot: where there is one, its state.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Door {
    Open,
    Closed,
    /// Lying down: open for good.
    Destroyed,
}

/// A place an intruder can be: a room (by its number) or a corridor (by its tile id).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(
    tag = "at",
    content = "id",
    rename_all = "snake_case",
    deny_unknown_fields
)]
pub enum Place {
    Room(u8),
    Corridor(u16),
}

/// One intruder model on the map. Ids are handed out in order and never reused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Intruder {
    pub id: u32,
    pub kind: RKind,
    /// Hit markers (rooms only: entering a corridor drops them).
    pub hits: u8,
}

/// How much of a corridor's room an intruder takes (the Queen counts as 4 of 6).
pub fn size(kind: RKind) -> u8 {
    if kind == RKind::Queen { 4 } else { 1 }
}
pub const CORRIDOR_ROOM: u8 = 6;

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Room {
    pub id: u8,
    pub cell: Hex,
    pub section: Section,
    pub fire: bool,
    pub malfunction: bool,
    pub secure: u8,
    pub intruders: Vec<Intruder>,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Corridor {
    pub id: u16,
    /// The room it was placed with (its door end) and the side of that room it leaves by.
    pub from: Hex,
    pub dir: Dir,
    pub noise: u8,
    pub deadly: Option<u8>,
    /// The door at the `from` end, if the tile has a slot.
    pub door: Option<Door>,
    pub noise_marker: bool,
    pub reinforced: bool,
    pub intruders: Vec<Intruder>,
}

impl Corridor {
    pub fn ends(&self) -> (Hex, Hex) {
        (self.from, self.from.step(self.dir))
    }
    pub fn orientation(&self) -> Orientation {
        self.dir.orientation()
    }
    pub fn load(&self) -> u8 {
        self.intruders.iter().map(|i| size(i.kind)).sum()
    }
    /// Does a noise result `n` match it (Deadly mode reads the second number too)?
    pub fn matches(&self, n: u8, deadly: bool) -> bool {
        !self.reinforced && (self.noise == n || (deadly && self.deadly == Some(n)))
    }
    fn reading_key(&self) -> (i16, i16) {
        let (a, b) = self.ends();
        let (ka, kb) = (a.reading_key(), b.reading_key());
        (ka.0 + kb.0, ka.1 + kb.1)
    }
}

/// The frame model: which spaces exist and their sections.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Frame {
    pub spaces: BTreeMap<Hex, Section>,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Map {
    pub rooms: BTreeMap<u8, Room>,
    pub corridors: BTreeMap<u16, Corridor>,
    #[serde(skip)]
    cells: BTreeMap<Hex, u8>,
}

impl Map {
    pub fn new() -> Map {
        Map {
            rooms: BTreeMap::new(),
            corridors: BTreeMap::new(),
            cells: BTreeMap::new(),
        }
    }

    pub fn room_at(&self, cell: Hex) -> Option<u8> {
        self.cells.get(&cell).copied()
    }

    pub fn add_room(&mut self, id: u8, cell: Hex, section: Section) {
        self.cells.insert(cell, id);
        self.rooms.insert(
            id,
            Room {
                id,
                cell,
                section,
                fire: false,
                malfunction: false,
                secure: 0,
                intruders: Vec::new(),
            },
        );
    }

    /// The room tile `old` is really `new` (a correction): same place, same contents.
    pub fn renumber_room(&mut self, old: u8, new: u8) {
        if let Some(mut r) = self.rooms.remove(&old) {
            r.id = new;
            self.cells.insert(r.cell, new);
            self.rooms.insert(new, r);
        }
    }

    pub fn add_corridor(&mut self, c: Corridor) {
        self.corridors.insert(c.id, c);
    }

    /// The corridor on the edge beside `cell` towards `dir`, if one is placed.
    pub fn corridor_on(&self, cell: Hex, dir: Dir) -> Option<u16> {
        let other = cell.step(dir);
        self.corridors
            .values()
            .find(|c| {
                (c.from == cell && c.dir == dir) || (c.from == other && c.dir == dir.opposite())
            })
            .map(|c| c.id)
    }

    /// The rooms at a corridor's ends (the `from` end first).
    pub fn corridor_rooms(&self, id: u16) -> Vec<u8> {
        let Some(c) = self.corridors.get(&id) else {
            return Vec::new();
        };
        let (a, b) = c.ends();
        [a, b].iter().filter_map(|h| self.room_at(*h)).collect()
    }

    /// A corridor that touches only one room.
    pub fn unexplored(&self, id: u16) -> bool {
        self.corridor_rooms(id).len() < 2
    }

    /// The room on the far side of a corridor from `room`.
    pub fn beyond(&self, id: u16, room: u8) -> Option<u8> {
        self.corridor_rooms(id).into_iter().find(|r| *r != room)
    }

    /// The corridors touching a room, lowest id first.
    pub fn corridors_of(&self, room: u8) -> Vec<u16> {
        let Some(cell) = self.rooms.get(&room).map(|r| r.cell) else {
            return Vec::new();
        };
        self.corridors
            .values()
            .filter(|c| {
                let (a, b) = c.ends();
                a == cell || b == cell
            })
            .map(|c| c.id)
            .collect()
    }

    /// Is the door between this corridor and this room closed?
    pub fn closed_between(&self, corridor: u16, room: u8) -> bool {
        let (Some(c), Some(r)) = (self.corridors.get(&corridor), self.rooms.get(&room)) else {
            return false;
        };
        c.from == r.cell && c.door == Some(Door::Closed)
    }

    pub fn neighbours(&self, p: Place) -> Vec<Place> {
        match p {
            Place::Room(r) => self
                .corridors_of(r)
                .into_iter()
                .map(Place::Corridor)
                .collect(),
            Place::Corridor(c) => {
                let mut rooms = self.corridor_rooms(c);
                rooms.sort_unstable();
                rooms.into_iter().map(Place::Room).collect()
            }
        }
    }

    /// Steps from `from` to every place, doors ignored (intruders' routes, §10.4).
    pub fn distances(&self, from: Place) -> BTreeMap<Place, u32> {
        let mut d = BTreeMap::new();
        let mut queue = VecDeque::from([from]);
        d.insert(from, 0);
        while let Some(p) = queue.pop_front() {
            let here = d[&p];
            for n in self.neighbours(p) {
                if let std::collections::btree_map::Entry::Vacant(e) = d.entry(n) {
                    e.insert(here + 1);
                    queue.push_back(n);
                }
            }
        }
        d
    }

    pub fn intruders(&self, p: Place) -> &[Intruder] {
        match p {
            Place::Room(r) => self.rooms.get(&r).map_or(&[], |r| &r.intruders),
            Place::Corridor(c) => self.corridors.get(&c).map_or(&[], |c| &c.intruders),
        }
    }

    pub fn intruders_mut(&mut self, p: Place) -> Option<&mut Vec<Intruder>> {
        match p {
            Place::Room(r) => self.rooms.get_mut(&r).map(|r| &mut r.intruders),
            Place::Corridor(c) => self.corridors.get_mut(&c).map(|c| &mut c.intruders),
        }
    }

    /// Every place holding intruders, in reading order (top row first, left to right).
    pub fn occupied_in_reading_order(&self, rooms: bool, corridors: bool) -> Vec<Place> {
        let mut v: Vec<((i16, i16), Place)> = Vec::new();
        if rooms {
            for r in self.rooms.values().filter(|r| !r.intruders.is_empty()) {
                v.push((r.cell.reading_key(), Place::Room(r.id)));
            }
        }
        if corridors {
            for c in self.corridors.values().filter(|c| !c.intruders.is_empty()) {
                v.push((c.reading_key(), Place::Corridor(c.id)));
            }
        }
        v.sort();
        v.into_iter().map(|(_, p)| p).collect()
    }

    /// Rooms in reading order.
    pub fn rooms_in_reading_order(&self) -> Vec<u8> {
        let mut v: Vec<((i16, i16), u8)> = self
            .rooms
            .values()
            .map(|r| (r.cell.reading_key(), r.id))
            .collect();
        v.sort();
        v.into_iter().map(|(_, id)| id).collect()
    }

    /// Corridors in reading order.
    pub fn corridors_in_reading_order(&self) -> Vec<u16> {
        let mut v: Vec<((i16, i16), u16)> = self
            .corridors
            .values()
            .map(|c| (c.reading_key(), c.id))
            .collect();
        v.sort();
        v.into_iter().map(|(_, id)| id).collect()
    }

    pub fn locate(&self, id: u32) -> Option<Place> {
        for r in self.rooms.values() {
            if r.intruders.iter().any(|i| i.id == id) {
                return Some(Place::Room(r.id));
            }
        }
        for c in self.corridors.values() {
            if c.intruders.iter().any(|i| i.id == id) {
                return Some(Place::Corridor(c.id));
            }
        }
        None
    }

    pub fn count(&self, kind: RKind) -> usize {
        self.rooms
            .values()
            .flat_map(|r| r.intruders.iter())
            .chain(self.corridors.values().flat_map(|c| c.intruders.iter()))
            .filter(|i| i.kind == kind)
            .count()
    }
}

impl Default for Map {
    fn default() -> Self {
        Map::new()
    }
}

/// Sorts largest first (Queen > Drone > Adult > Larva), keeping the order among equals.
pub fn largest_first(v: &mut [Intruder]) {
    v.sort_by_key(|i| i.kind);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_and_columns_round_trip_and_neighbours_are_mutual() {
        for row in 0..6 {
            for col in 0..7 {
                let h = Hex::at(row, col);
                assert_eq!((h.row(), h.col()), (row, col));
                for d in Dir::ALL {
                    assert_eq!(h.step(d).step(d.opposite()), h);
                }
            }
        }
        // an odd row sits half a space to the right: its NW neighbour is straight above
        assert_eq!(Hex::at(1, 0).step(Dir::Nw), Hex::at(0, 0));
        assert_eq!(Hex::at(2, 1).step(Dir::Nw), Hex::at(1, 0));
        assert_eq!(Hex::at(1, 0).step(Dir::E), Hex::at(1, 1));
    }

    #[test]
    fn reading_order_is_rows_then_left_to_right() {
        let mut cells = vec![Hex::at(1, 0), Hex::at(0, 3), Hex::at(0, 1), Hex::at(2, 0)];
        cells.sort_by_key(|h| h.reading_key());
        assert_eq!(
            cells,
            vec![Hex::at(0, 1), Hex::at(0, 3), Hex::at(1, 0), Hex::at(2, 0)]
        );
    }
}
