//! Marines moving: pursuit, then a discovered room and its noise roll, or an unexplored corridor
//! and the exploration sequence that grows the map (retaliation.md §8; cards-retaliation.md §6).

use super::data::{EntranceStep, ExploreRoom, RoomKind, Tables};
use super::map::{Corridor, Dir, Door, Hex, Place};
use super::{
    HIBERNATORIUM, Question, RKind, RetaliationError, RetaliationOutcome as O, RetaliationState,
    RollWhy, TilesWanted, tables,
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
        // next to the room, no closed door, an exploration into the frame with a tile left
        self.check_move(who, corridor)?;
        let room = self.marines[who].room;
        self.just_left = Some((who, room));
        let t = tables().map_err(RetaliationError::from)?;
        let dest = self.map.beyond(corridor, room);
        let follow = self.pursuit(who, room, corridor, out);
        match dest {
            Some(d) => {
                self.arrive(who, d, careful, &follow, out);
                self.ask(Question::NoiseRoll {
                    who,
                    why: RollWhy::Move,
                });
            }
            None if self.config.dealer == crate::ids::Dealer::Box => {
                let card = self.draw_exploration()?;
                self.followers = follow;
                self.ask(Question::Tiles {
                    who,
                    corridor,
                    card,
                    careful,
                    robot: false,
                });
            }
            None => {
                let card = self.draw_exploration()?;
                let new_room =
                    self.explore(who, room, corridor, careful, card, None, false, t, out)?;
                for id in follow {
                    if let Some(from) = self.map.locate(id) {
                        self.relocate(id, from, Place::Room(new_room), out);
                    }
                }
            }
        }
        Ok(())
    }

    /// The room an exploration starts from: the marine's, or the robot's when it explores.
    fn explorer_room(&self, who: usize, robot: bool) -> u8 {
        if robot {
            self.facility.robot_room
        } else {
            self.marines[who].room
        }
    }

    /// The Exploration Robot goes through an unexplored corridor next to it.
    pub(super) fn robot_explores(
        &mut self,
        who: usize,
        corridor: u16,
        out: &mut Vec<O>,
    ) -> Result<(), RetaliationError> {
        // `check_robot` found the corridor next to the robot, unexplored, open on its side,
        // leading into the frame with a tile and a card left
        let at = self.facility.robot_room;
        let t = tables().map_err(RetaliationError::from)?;
        let card = self.draw_exploration()?;
        if self.config.dealer == crate::ids::Dealer::Box {
            self.ask(Question::Tiles {
                who,
                corridor,
                card,
                careful: false,
                robot: true,
            });
        } else {
            self.explore(who, at, corridor, false, card, None, true, t, out)?;
        }
        Ok(())
    }

    pub(super) fn far_end(&self, corridor: u16, room: u8) -> Result<Hex, RetaliationError> {
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
    pub(super) fn arrive(
        &mut self,
        who: usize,
        room: u8,
        careful: bool,
        follow: &[u32],
        out: &mut Vec<O>,
    ) {
        self.marines[who].room = room;
        out.push(O::MarineMoved { who, room });
        if room == HIBERNATORIUM {
            self.discover_hibernatorium(out);
        }
        for id in follow {
            if let Some(from) = self.map.locate(*id) {
                self.relocate(*id, from, Place::Room(room), out);
            }
        }
        if careful {
            self.place_secure(room, out);
        }
    }

    /// The first marine to reach the Hibernatorium takes its unexplored tile off, and the robot
    /// card is revealed (JA 60–61: it counts as undiscovered until a character reaches it).
    pub(super) fn discover_hibernatorium(&mut self, out: &mut Vec<O>) {
        if self.facility.hibernatorium_discovered {
            return;
        }
        self.facility.hibernatorium_discovered = true;
        self.facility.robot = Some(self.hidden.robot);
        out.push(O::HibernatoriumDiscovered);
        out.push(O::RobotRevealed {
            robot: self.hidden.robot,
        });
    }

    fn draw_exploration(&mut self) -> Result<u8, RetaliationError> {
        if self.hidden.exploration.is_empty() {
            let h = &mut self.hidden;
            super::reshuffle(&mut h.exploration, &mut h.exploration_discard, &mut h.rng);
        }
        self.hidden
            .exploration
            .pop()
            .ok_or_else(|| RetaliationError::Data("no exploration cards".into()))
    }

    /// The card's corridor slots that get a tile around the space `far`: not where a corridor
    /// already is, not out of the frame, not into a room.
    fn fitting_slots(&self, far: Hex, slots: &[Dir]) -> Vec<Dir> {
        slots
            .iter()
            .copied()
            .filter(|d| {
                let n = far.step(*d);
                self.map.corridor_on(far, *d).is_none()
                    && self.space(n).is_some()
                    && self.map.room_at(n).is_none()
            })
            .collect()
    }

    /// The room tile pile an exploration draws from: the card's type, then '?', then any.
    fn room_pile(&self, want: RoomKind) -> Option<RoomKind> {
        [
            want,
            RoomKind::Unknown,
            RoomKind::A,
            RoomKind::B,
            RoomKind::C,
        ]
        .into_iter()
        .find(|k| self.hidden.rooms.get(k).is_some_and(|p| !p.is_empty()))
    }

    /// What the waiting tiles question accepts: the room tiles of the pile the card draws from,
    /// the corridor tiles still in the pile, and how many of them (one per slot that fits, in
    /// the card's order). The piles' contents are public with the box dealing: they are the
    /// tiles not on the map.
    pub fn tiles_wanted(&self) -> Option<TilesWanted> {
        let Some(Question::Tiles {
            who,
            corridor,
            card,
            robot,
            ..
        }) = self.pending.front().copied()
        else {
            return None;
        };
        let t = tables().ok()?;
        let from = self.explorer_room(who, robot);
        let far = self.far_end(corridor, from).ok()?;
        let section = self.space(far)?;
        let fact = t.exploration.get(usize::from(card))?;
        let want = match fact.room {
            ExploreRoom::Unknown => RoomKind::Unknown,
            ExploreRoom::Section => RoomKind::of(section),
        };
        let pile = self.room_pile(want)?;
        let mut rooms = self.hidden.rooms.get(&pile)?.clone();
        rooms.sort_unstable();
        let mut corridors = self.hidden.corridors.clone();
        corridors.sort_unstable();
        let slots = self.fitting_slots(far, &fact.slots);
        let off_frame = fact
            .slots
            .iter()
            .copied()
            .filter(|d| {
                let h = far.step(*d);
                self.space(h).is_none() && self.map.room_at(h).is_none()
            })
            .collect();
        Some(TilesWanted {
            card: fact.id.clone(),
            room_kind: pile,
            rooms,
            count: slots.len().min(corridors.len()),
            corridors,
            slots,
            off_frame,
            cell: far,
            section,
        })
    }

    /// The box dealt: the players say which tiles they drew for the waiting exploration.
    pub(super) fn answer_tiles(
        &mut self,
        room: u8,
        corridors: &[u16],
        out: &mut Vec<O>,
    ) -> Result<(), RetaliationError> {
        let Some(Question::Tiles {
            who,
            corridor,
            card,
            careful,
            robot,
        }) = self.pending.front().copied()
        else {
            return Err(RetaliationError::WrongAnswer);
        };
        let t = tables().map_err(RetaliationError::from)?;
        let from = self.explorer_room(who, robot);
        let far = self.far_end(corridor, from)?;
        let section = self.space(far).ok_or(RetaliationError::OutOfFrame)?;
        let fact = &t.exploration[usize::from(card)];
        let want = match fact.room {
            ExploreRoom::Unknown => RoomKind::Unknown,
            ExploreRoom::Section => RoomKind::of(section),
        };
        let pile = self.room_pile(want).ok_or(RetaliationError::NoRoomTile)?;
        let slots = self.fitting_slots(far, &fact.slots);
        let mut distinct = corridors.to_vec();
        distinct.sort_unstable();
        distinct.dedup();
        let enough = slots.len().min(self.hidden.corridors.len());
        let in_pile = |kind: RoomKind| {
            self.hidden
                .rooms
                .get(&kind)
                .is_some_and(|p| p.contains(&room))
        };
        // the table is the truth: a card that draws by section, answered with a tile of another
        // section's pile, means the real frame's space is in that section (the app's frame is a
        // model, facility.json)
        let other_section = fact.room == ExploreRoom::Section
            && [RoomKind::A, RoomKind::B, RoomKind::C]
                .into_iter()
                .any(|k| k != pile && in_pile(k));
        if !(in_pile(pile) || other_section)
            || distinct.len() != corridors.len()
            || corridors.len() != enough
            || corridors.iter().any(|c| !self.hidden.corridors.contains(c))
        {
            let mut rooms = self.hidden.rooms.get(&pile).cloned().unwrap_or_default();
            rooms.sort_unstable();
            return Err(RetaliationError::TilesExpected {
                pile,
                rooms,
                corridors: enough,
            });
        }
        self.pending.pop_front();
        let new_room = self.explore(
            who,
            from,
            corridor,
            careful,
            card,
            Some((room, corridors)),
            robot,
            t,
            out,
        )?;
        for id in std::mem::take(&mut self.followers) {
            if let Some(at) = self.map.locate(id) {
                self.relocate(id, at, Place::Room(new_room), out);
            }
        }
        Ok(())
    }

    /// The exploration sequence through `corridor` from `from` with card `card_i`; the tiles
    /// come from the app's piles, or are the ones the players drew. Returns the new room.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn explore(
        &mut self,
        who: usize,
        from: u8,
        corridor: u16,
        careful: bool,
        card_i: u8,
        dealt: Option<(u8, &[u16])>,
        by_robot: bool,
        t: &Tables,
        out: &mut Vec<O>,
    ) -> Result<u8, RetaliationError> {
        let far = self.far_end(corridor, from)?;
        let mut section = self.space(far).ok_or(RetaliationError::OutOfFrame)?;
        let card = &t.exploration[usize::from(card_i)];
        // a tile the table drew from another section's pile: that space is in its section
        if let Some((room, _)) = dealt
            && card.room == ExploreRoom::Section
            && let Some(s) = t.rooms.get(&room).and_then(|f| f.kind.section())
        {
            section = s;
        }
        let kind = match card.room {
            ExploreRoom::Unknown => RoomKind::Unknown,
            ExploreRoom::Section => RoomKind::of(section),
        };
        let pile = self.room_pile(kind).ok_or(RetaliationError::NoRoomTile)?;
        let room = match dealt {
            Some((room, _)) => room,
            None => self
                .hidden
                .rooms
                .get(&pile)
                .and_then(|p| p.last().copied())
                .ok_or(RetaliationError::NoRoomTile)?,
        };
        for p in self.hidden.rooms.values_mut() {
            p.retain(|r| *r != room);
        }
        self.map.add_room(room, far, section);
        out.push(O::Explored {
            who,
            card: card.id.clone(),
            room,
            cell: far,
            section,
        });
        // the Exploration Robot explores without the entrance effect (cards-retaliation §10)
        let close = !by_robot && card.effect.contains(&EntranceStep::CloseDoors);
        let slots = self.fitting_slots(far, &card.slots);
        for (k, d) in slots.iter().enumerate() {
            let tile = match dealt {
                Some((_, tiles)) => tiles.get(k).copied(),
                None => self.hidden.corridors.last().copied(),
            };
            let Some(tile) = tile else {
                continue;
            };
            self.hidden.corridors.retain(|c| *c != tile);
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
        if by_robot {
            self.robot_to(room);
            out.push(O::RobotMoved { room });
            if !card.remove {
                self.hidden.exploration_discard.push(card_i);
            }
            return Ok(room);
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
