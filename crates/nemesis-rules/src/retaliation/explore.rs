//! Marines moving: pursuit, then a discovered room and its noise roll, or an unexplored corridor
//! and the exploration sequence that grows the map (retaliation.md §8; cards-retaliation.md §6).

use super::data::{EntranceStep, ExploreRoom, RoomKind, Tables};
use super::map::{Corridor, Dir, Door, Hex, Place};
use super::{
    HIBERNATORIUM, Question, RKind, RetaliationError, RetaliationOutcome as O, RetaliationState,
    RollWhy, Step, tables,
};

/// A corridor tile as it goes on the map, door slot toward the room it is placed with.
pub(super) fn corridor_tile(
    tile: u16,
    from: Hex,
    dir: Dir,
    t: &Tables,
) -> Result<Corridor, RetaliationError> {
    let f = t
        .corridors
        .get(&tile)
        .ok_or_else(|| RetaliationError::Data(format!("corridors.json has no tile {tile}")))?;
    Ok(Corridor {
        id: tile,
        from,
        dir,
        noise: f.noise,
        deadly: f.deadly,
        door: f.door.then_some(Door::Open),
        noise_marker: false,
        reinforced: false,
        intruders: Vec::new(),
    })
}

impl RetaliationState {
    pub(super) fn move_marine(
        &mut self,
        who: usize,
        corridor: u16,
        careful: bool,
        out: &mut Vec<O>,
    ) -> Result<(), RetaliationError> {
        if self.step != Step::Players {
            return Err(RetaliationError::WrongStep(self.step));
        }
        let room = self.marine_inside(who)?;
        if !self.map.corridors_of(room).contains(&corridor) {
            return Err(RetaliationError::NotAdjacent);
        }
        if self.map.closed_between(corridor, room) {
            return Err(RetaliationError::DoorClosed);
        }
        let t = tables().map_err(RetaliationError::Data)?;
        let dest = self.map.beyond(corridor, room);
        match dest {
            Some(d) if self.map.closed_between(corridor, d) => {
                return Err(RetaliationError::DoorClosed);
            }
            Some(_) => {}
            None => {
                let far = self.far_end(corridor, room)?;
                if !t.frame.spaces.contains_key(&far) {
                    return Err(RetaliationError::OutOfFrame);
                }
                if self.hidden.rooms.values().all(Vec::is_empty) {
                    return Err(RetaliationError::NoRoomTile);
                }
            }
        }
        let follow = self.pursuit(who, room, corridor, out);
        match dest {
            Some(d) => {
                self.arrive(who, d, careful, &follow, out);
                self.ask(Question::NoiseRoll {
                    who,
                    why: RollWhy::Move,
                });
            }
            None => {
                let new_room = self.explore(who, room, corridor, careful, t, out)?;
                for id in follow {
                    if let Some(from) = self.map.locate(id) {
                        self.relocate(id, from, Place::Room(new_room), out);
                    }
                }
            }
        }
        Ok(())
    }

    fn far_end(&self, corridor: u16, room: u8) -> Result<Hex, RetaliationError> {
        let c = self
            .map
            .corridors
            .get(&corridor)
            .ok_or(RetaliationError::NoSuchCorridor)?;
        let cell = self
            .map
            .rooms
            .get(&room)
            .ok_or(RetaliationError::NoSuchRoom)?
            .cell;
        let (a, b) = c.ends();
        Ok(if a == cell { b } else { a })
    }

    /// The marine stands in `room` now; intruders that follow come along without attacking.
    fn arrive(&mut self, who: usize, room: u8, careful: bool, follow: &[u32], out: &mut Vec<O>) {
        self.marines[who].room = room;
        out.push(O::MarineMoved { who, room });
        for id in follow {
            if let Some(from) = self.map.locate(*id) {
                self.relocate(*id, from, Place::Room(room), out);
            }
        }
        if careful {
            self.place_secure(room, out);
        }
    }

    /// The exploration sequence through `corridor` from `from`; returns the new room.
    fn explore(
        &mut self,
        who: usize,
        from: u8,
        corridor: u16,
        careful: bool,
        t: &Tables,
        out: &mut Vec<O>,
    ) -> Result<u8, RetaliationError> {
        let far = self.far_end(corridor, from)?;
        let section = t
            .frame
            .spaces
            .get(&far)
            .copied()
            .ok_or(RetaliationError::OutOfFrame)?;
        if self.hidden.exploration.is_empty() {
            let d = std::mem::take(&mut self.hidden.exploration_discard);
            self.hidden.exploration = d;
            rand::seq::SliceRandom::shuffle(&mut self.hidden.exploration[..], &mut self.hidden.rng);
        }
        let card_i = self
            .hidden
            .exploration
            .pop()
            .ok_or_else(|| RetaliationError::Data("no exploration cards".into()))?;
        let card = &t.exploration[usize::from(card_i)];
        let kind = match card.room {
            ExploreRoom::Unknown => RoomKind::Unknown,
            ExploreRoom::Section => RoomKind::of(section),
        };
        let room = [
            kind,
            RoomKind::Unknown,
            RoomKind::A,
            RoomKind::B,
            RoomKind::C,
        ]
        .iter()
        .find_map(|k| self.hidden.rooms.get_mut(k).and_then(Vec::pop))
        .ok_or(RetaliationError::NoRoomTile)?;
        self.map.add_room(room, far, section);
        out.push(O::Explored {
            who,
            card: card.id.clone(),
            room,
            cell: far,
            section,
        });
        if !self.facility.hibernatorium_connected
            && self
                .map
                .corridors_of(room)
                .iter()
                .any(|c| self.map.corridor_rooms(*c).contains(&HIBERNATORIUM))
        {
            self.facility.hibernatorium_connected = true;
            self.facility.robot = Some(self.hidden.robot);
            out.push(O::HibernatoriumConnected);
            out.push(O::RobotRevealed {
                robot: self.hidden.robot,
            });
        }
        let close = card.effect.contains(&EntranceStep::CloseDoors);
        for d in &card.slots {
            let n = far.step(*d);
            if self.map.corridor_on(far, *d).is_some()
                || !t.frame.spaces.contains_key(&n)
                || self.map.room_at(n).is_some()
            {
                continue;
            }
            let Some(tile) = self.hidden.corridors.pop() else {
                continue;
            };
            let mut c = corridor_tile(tile, far, *d, t)?;
            if close && c.door.is_some() {
                c.door = Some(Door::Closed);
            }
            c.noise_marker = card.noise.contains(d);
            out.push(O::CorridorPlaced {
                id: c.id,
                from: far,
                dir: *d,
                noise_marker: c.noise_marker,
                door: c.door,
            });
            self.map.add_corridor(c);
        }
        if card.malfunction {
            self.place_malfunction(room, out);
        }
        if card.fire {
            self.place_fire(room, out);
        }
        self.arrive(who, room, careful, &[], out);
        if close {
            out.push(O::DoorsClosed { room });
        }
        for step in &card.effect {
            match *step {
                EntranceStep::CloseDoors => {}
                EntranceStep::NoiseRoll => self.ask(Question::NoiseRoll {
                    who,
                    why: RollWhy::Effect,
                }),
                EntranceStep::Hazard => {
                    self.hazard(room, Some(who), out)?;
                }
                EntranceStep::AdultsInEntry(n) => {
                    for _ in 0..n {
                        self.spawn(Place::Corridor(corridor), RKind::Adult, None, false, out);
                    }
                }
            }
        }
        if !card.remove {
            self.hidden.exploration_discard.push(card_i);
        }
        Ok(room)
    }
}
