//! The noise roll and noise markers (retaliation.md §9; cards-retaliation.md §1.3): the table
//! rolls the physical die and says the face; a marked corridor hit again draws a token, and a
//! numbered token's back is read off a token of that type from the physical pile.

use super::map::{Place, largest_first};
use super::{
    HIBERNATORIUM, MarineStatus, NoiseFace, Queen, Question, RKind, RetaliationError,
    RetaliationOutcome as O, RetaliationState, RollWhy, Way,
};

impl RetaliationState {
    pub(super) fn answer_noise(
        &mut self,
        face: NoiseFace,
        out: &mut Vec<O>,
    ) -> Result<(), RetaliationError> {
        let Some(Question::NoiseRoll { who, why }) = self.pending.front().copied() else {
            return Err(RetaliationError::WrongAnswer);
        };
        self.pending.pop_front();
        // whose roll it was: five marines' rolls in a row read alike in the log otherwise
        out.push(O::NoiseRolled { who });
        if self.marines[who].status != MarineStatus::Inside {
            return Ok(()); // they died or left before rolling: nothing to roll for
        }
        let entered = self.noise_roll(who, face, out)?;
        if let RollWhy::Escape(way) = why {
            if entered {
                out.push(O::EscapeFails { who, way });
            } else {
                self.escape(who, way, out);
            }
        }
        Ok(())
    }

    fn escape(&mut self, who: usize, way: Way, out: &mut Vec<O>) {
        let m = &mut self.marines[who];
        match way {
            Way::Lander => {
                m.status = MarineStatus::InLander;
                out.push(O::Boarded { who });
            }
            Way::Hibernatorium => {
                m.status = MarineStatus::Hibernating;
                out.push(O::Hibernates { who });
            }
            Way::Shuttle => {
                m.status = MarineStatus::Escaped(Way::Shuttle);
                out.push(O::Escapes { who, way });
            }
        }
    }

    /// Resolves a noise roll for `who`. Returns whether an intruder ended up in their room.
    pub(super) fn noise_roll(
        &mut self,
        who: usize,
        face: NoiseFace,
        out: &mut Vec<O>,
    ) -> Result<bool, RetaliationError> {
        let room = self.marines[who].room;
        let Some(n) = face.number() else {
            return self.hazard(room, Some(who), out);
        };
        let mut entered = false;
        let mut hit = false;
        for c in self.map.corridors_of(room) {
            let Some(corr) = self.map.corridors.get(&c) else {
                continue;
            };
            if !corr.matches(n, self.config.deadly) {
                continue;
            }
            hit = true;
            if !corr.intruders.is_empty() {
                let mut v = corr.intruders.clone();
                largest_first(&mut v);
                let kind = v[0].kind;
                if self.map.closed_between(c, room) {
                    self.destroy_door(c, out);
                    continue;
                }
                self.relocate(v[0].id, Place::Corridor(c), Place::Room(room), out);
                out.push(O::BreaksIn {
                    corridor: c,
                    room,
                    kind,
                });
                self.entered_room(room, v[0].id, Some(who), out);
                entered = true;
            } else if corr.noise_marker {
                self.resolve_noise(c, out)?;
            } else {
                self.place_noise(c, out);
            }
        }
        if !hit {
            out.push(O::NoiseHitsNothing { room, number: n });
        }
        Ok(entered)
    }

    /// A corridor of the Hibernatorium before a marine has reached it: no noise goes there
    /// (JA 61: 未発見のコールドスリープルームに繋がる通路には騒音トークンが置かれることはありません).
    pub(super) fn hidden_hibernatorium_corridor(&self, c: u16) -> bool {
        !self.facility.hibernatorium_discovered
            && self.map.corridor_rooms(c).contains(&HIBERNATORIUM)
    }

    pub(super) fn place_noise(&mut self, c: u16, out: &mut Vec<O>) {
        if self.hidden_hibernatorium_corridor(c) {
            return;
        }
        let Some(corr) = self.map.corridors.get_mut(&c) else {
            return;
        };
        if corr.noise_marker || !corr.intruders.is_empty() || corr.reinforced {
            return;
        }
        corr.noise_marker = true;
        out.push(O::NoiseMarker { corridor: c });
    }

    /// Hazard in a room: the token's front decides. Returns whether an intruder was put there.
    pub(super) fn hazard(
        &mut self,
        room: u8,
        who: Option<usize>,
        out: &mut Vec<O>,
    ) -> Result<bool, RetaliationError> {
        let kind = self.draw(out)?;
        let placed = match kind {
            RKind::Blank => {
                out.push(O::BlankNothingAppears);
                self.blank_drawn(out);
                return Ok(false);
            }
            RKind::Queen => match self.queen() {
                Queen::Alive { on_map: true } => {
                    self.queen_activates(who, out);
                    self.queen_place() == Some(Place::Room(room))
                }
                Queen::Alive { on_map: false } => {
                    self.spawn(Place::Room(room), RKind::Queen, who, true, out)
                }
                Queen::Dead => self.spawn(Place::Room(room), RKind::Drone, who, true, out),
            },
            k => self.spawn(Place::Room(room), k, who, true, out),
        };
        self.put_away(kind, out);
        Ok(placed)
    }

    /// A noise marker resolves in its corridor: one token from the bag.
    pub(super) fn resolve_noise(
        &mut self,
        c: u16,
        out: &mut Vec<O>,
    ) -> Result<(), RetaliationError> {
        if let Some(corr) = self.map.corridors.get_mut(&c) {
            corr.noise_marker = false;
        }
        out.push(O::NoiseResolves { corridor: c });
        let kind = self.draw(out)?;
        let at = Place::Corridor(c);
        match kind {
            RKind::Blank => {
                out.push(O::BlankNothingAppears);
                self.blank_drawn(out);
                return Ok(());
            }
            RKind::Queen => match self.queen() {
                Queen::Alive { on_map: true } => self.queen_activates(None, out),
                Queen::Alive { on_map: false } => {
                    self.spawn(at, RKind::Queen, None, false, out);
                }
                Queen::Dead => {
                    self.spawn(at, RKind::Drone, None, false, out);
                }
            },
            RKind::Larva => {
                self.spawn(at, RKind::Larva, None, false, out);
            }
            RKind::Adult | RKind::Drone => self.ask(Question::TokenBack { kind, corridor: c }),
        }
        self.put_away(kind, out);
        Ok(())
    }

    pub(super) fn answer_back(
        &mut self,
        adults: u8,
        drones: u8,
        out: &mut Vec<O>,
    ) -> Result<(), RetaliationError> {
        let Some(Question::TokenBack { kind, corridor }) = self.pending.front().copied() else {
            return Err(RetaliationError::WrongAnswer);
        };
        let (may_adults, may_drones) = kind.back_limits();
        if !(may_adults.contains(&adults) && may_drones.contains(&drones)) {
            return Err(RetaliationError::WrongAnswer);
        }
        self.pending.pop_front();
        let at = Place::Corridor(corridor);
        for _ in 0..drones {
            self.spawn(at, RKind::Drone, None, false, out);
        }
        for _ in 0..adults {
            self.spawn(at, RKind::Adult, None, false, out);
        }
        Ok(())
    }
}
