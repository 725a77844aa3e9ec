//! What a marine does that changes what the app holds, beyond moving and ending a turn
//! (retaliation.md §4.2): securing a room, repelling, melee and its counter-attack, the robot,
//! the room actions the first rooms did not have (cards-retaliation.md §12: Drilling Station,
//! Pressure Control, Alarm Room, Technical Corridor Entrance, Door Control, Security Robot Room,
//! Server Room, Shelter, Decontamination and the rooms that change nothing the app holds), and
//! the noise rolls and infection checks a card asks for.

use super::data::{RoomActionKey, RoomFact};
use super::map::{Door, Place};
use super::{
    HIBERNATORIUM, Question, RKind, RetaliationError as E, RetaliationOutcome as O,
    RetaliationState, RobotAct, RollWhy, RoomAct, Step, tables,
};

type Done = Result<(), E>;

impl RetaliationState {
    /// A secure token in the marine's own room (1 action).
    pub(super) fn secure(&mut self, who: usize, out: &mut Vec<O>) -> Done {
        if self.step != Step::Players {
            return Err(E::WrongStep(self.step));
        }
        let room = self.marine_inside(who)?;
        self.secure_checked(room, out)
    }

    /// A secure token where one may go, or the reason it may not.
    fn secure_checked(&mut self, room: u8, out: &mut Vec<O>) -> Done {
        let unsecurable = tables()
            .map_err(E::from)?
            .rooms
            .get(&room)
            .is_some_and(|f| f.no_secure);
        let r = self.map.rooms.get(&room).ok_or(E::NoSuchRoom)?;
        if unsecurable || !r.intruders.is_empty() || r.secure >= 3 {
            return Err(E::CannotSecure);
        }
        self.place_secure(room, out);
        Ok(())
    }

    /// An effect of `who` repels an intruder one step away from their room.
    pub(super) fn repel_by(
        &mut self,
        who: usize,
        at: Place,
        kind: RKind,
        out: &mut Vec<O>,
    ) -> Done {
        let room = self.marine_inside(who)?;
        if kind == RKind::Blank || !self.map.intruders(at).iter().any(|i| i.kind == kind) {
            return Err(E::NoSuchIntruder);
        }
        self.repel_from(at, kind, Some(Place::Room(room)), out);
        Ok(())
    }

    /// Melee (retaliation.md §11.9): a contamination card, a hit, and a survivor strikes back
    /// unless a weapon took the blow.
    pub(super) fn melee(
        &mut self,
        who: usize,
        kind: RKind,
        killed: bool,
        blocked: bool,
        out: &mut Vec<O>,
    ) -> Done {
        if self.step != Step::Players {
            return Err(E::WrongStep(self.step));
        }
        let room = self.marine_inside(who)?;
        let at = Place::Room(room);
        let Some(id) = self
            .map
            .intruders(at)
            .iter()
            .filter(|i| i.kind == kind && kind != RKind::Blank)
            .max_by_key(|i| i.hits)
            .map(|i| i.id)
        else {
            return Err(E::NoSuchIntruder);
        };
        self.contaminate(who, 1, out);
        match (kind, killed) {
            (RKind::Queen, true) => return self.queen_critical(out),
            (RKind::Queen, false) => {}
            (_, true) => return self.kill(at, kind, out),
            (_, false) => self.hit(at, kind, out)?,
        }
        if !blocked {
            self.attack(kind, Some(id), who, out);
        }
        Ok(())
    }

    /// An effect makes `who` roll for noise, or scan their hand.
    pub(super) fn ask_for(&mut self, who: usize, q: Question) -> Done {
        self.marine_inside(who)?;
        self.ask(q);
        Ok(())
    }

    /// `who` activates the robot: in its room, or from any room with a computer
    /// (`check_robot` says whether it may).
    pub(super) fn robot(&mut self, who: usize, act: RobotAct, out: &mut Vec<O>) -> Done {
        self.check_robot(who, &act)?;
        let here = self.facility.robot_room;
        match act {
            RobotAct::Move { rooms } => {
                for next in rooms {
                    self.robot_to(next);
                    out.push(O::RobotMoved { room: next });
                }
            }
            RobotAct::Heal {} => out.push(O::RobotUsed { who }),
            RobotAct::Explore { corridor } => self.robot_explores(who, corridor, out)?,
            RobotAct::Burst { jammed, .. } => {
                out.push(O::RobotUsed { who });
                if jammed {
                    self.facility.robot_malfunction = true;
                    out.push(O::RobotMalfunction);
                }
            }
            RobotAct::Door { corridor, closed } => self.set_door(corridor, closed, out)?,
            RobotAct::Secure {} => {
                self.secure_checked(here, out)?;
                // the second goes where there is still room (a third would be one too many)
                let _ = self.secure_checked(here, out);
            }
            // the Server Robot uses the room even with a Malfunction on it
            RobotAct::Room { action } => self.use_room(who, here, action, out)?,
            RobotAct::Clear { fire: true } => self.fire_out(here, out),
            RobotAct::Clear { fire: false } => self.malfunction_off(here, out),
        }
        Ok(())
    }

    pub(super) fn robot_to(&mut self, room: u8) {
        self.facility.robot_room = room;
        if tables()
            .ok()
            .and_then(|t| t.rooms.get(&room))
            .is_some_and(|f| f.action == RoomActionKey::Reactor)
        {
            self.facility.robot_reached_reactor = true;
        }
    }

    /// A door (not destroyed) opened or closed.
    fn set_door(&mut self, corridor: u16, closed: bool, out: &mut Vec<O>) -> Done {
        let c = self
            .map
            .corridors
            .get_mut(&corridor)
            .ok_or(E::NoSuchCorridor)?;
        match c.door {
            Some(Door::Open) | Some(Door::Closed) => {
                let door = if closed { Door::Closed } else { Door::Open };
                c.door = Some(door);
                out.push(O::DoorSet { corridor, door });
                Ok(())
            }
            _ => Err(E::NotAvailable),
        }
    }

    pub(super) fn malfunction_off(&mut self, room: u8, out: &mut Vec<O>) {
        if let Some(r) = self.map.rooms.get_mut(&room)
            && r.malfunction
        {
            r.malfunction = false;
            if let Some(n) = self.facility.malfunction_left.as_mut() {
                *n += 1;
            }
            out.push(O::MalfunctionOff { room });
        }
    }

    /// The room actions beyond the first few (cards-retaliation.md §12).
    pub(super) fn other_room_action(
        &mut self,
        who: usize,
        room: u8,
        fact: &RoomFact,
        act: RoomAct,
        out: &mut Vec<O>,
    ) -> Done {
        use RoomActionKey as K;
        let need = |key: K| {
            if fact.action == key {
                Ok(())
            } else {
                Err(E::WrongRoom)
            }
        };
        match act {
            RoomAct::Drill { dir, tile } => {
                need(K::Drilling)?;
                self.robot_ready()?;
                self.drill(dir, tile, out)
            }
            RoomAct::MoveIntruder { from, kind, to } => {
                need(K::MoveIntruder)?;
                self.move_intruder(from, kind, to, out)
            }
            RoomAct::Alarm { corridor, resolve } => {
                need(K::Alarm)?;
                let c = self.map.corridors.get(&corridor).ok_or(E::NoSuchCorridor)?;
                if !c.noise_marker {
                    return Err(E::NotAvailable);
                }
                if resolve {
                    self.resolve_noise(corridor, out)
                } else {
                    if let Some(c) = self.map.corridors.get_mut(&corridor) {
                        c.noise_marker = false;
                    }
                    out.push(O::NoiseCleared { corridor });
                    Ok(())
                }
            }
            RoomAct::TechnicalCorridor { room: to } => {
                need(K::TechnicalCorridor)?;
                if to == room || !self.map.rooms.contains_key(&to) {
                    return Err(E::NoSuchRoom);
                }
                self.arrive(who, to, false, &[], out);
                self.attack(RKind::Adult, None, who, out);
                self.ask(Question::NoiseRoll {
                    who,
                    why: RollWhy::Effect,
                });
                Ok(())
            }
            RoomAct::Doors {
                section,
                close,
                open,
            } => {
                need(K::DoorsInSection)?;
                if close.is_empty() && open.is_empty() {
                    return Err(E::NotAvailable);
                }
                for &c in close.iter().chain(&open) {
                    let in_section = self
                        .map
                        .corridor_rooms(c)
                        .iter()
                        .any(|r| self.map.rooms.get(r).is_some_and(|r| r.section == section));
                    if !in_section {
                        return Err(E::NoSuchCorridor);
                    }
                }
                for c in close {
                    self.set_door(c, true, out)?;
                }
                for c in open {
                    self.set_door(c, false, out)?;
                }
                Ok(())
            }
            RoomAct::RobotSecure { reinforce } => {
                need(K::RobotSecures)?;
                self.robot_ready()?;
                let at = self.facility.robot_room;
                match reinforce {
                    None => self.secure_checked(at, out),
                    Some(c) => self.reinforce(at, c, out),
                }
            }
            RoomAct::Remote { room: used, action } => {
                need(K::Server)?;
                let t = tables().map_err(E::from)?;
                let computer = t.rooms.get(&used).is_some_and(|f| f.computer);
                if used == room || !computer || !self.map.rooms.contains_key(&used) {
                    return Err(E::WrongRoom);
                }
                if self.map.rooms.get(&used).is_some_and(|r| r.malfunction) {
                    return Err(E::RoomMalfunction);
                }
                self.use_room(who, used, *action, out)
            }
            RoomAct::Shelter { removed } => {
                need(K::Shelter)?;
                let m = &mut self.marines[who];
                if m.larva || removed > m.contamination {
                    return Err(E::NotAvailable);
                }
                m.contamination -= removed;
                out.push(O::ContaminationRemoved {
                    who,
                    cards: removed,
                });
                Ok(())
            }
            RoomAct::Decontaminate {} => {
                need(K::Decontamination)?;
                let cards = std::mem::take(&mut self.marines[who].contamination);
                out.push(O::ContaminationRemoved { who, cards });
                Ok(())
            }
            RoomAct::Used {} => {
                if !matches!(
                    fact.action,
                    K::Heal | K::Supplies | K::Armory | K::Gunnery | K::MilitaryLab
                ) {
                    return Err(E::WrongRoom);
                }
                out.push(O::RoomUsed { who, room });
                Ok(())
            }
            // the first rooms' actions are handled in `use_room`
            _ => Err(E::WrongRoom),
        }
    }

    /// Drilling Station: a new corridor out of the robot's room.
    fn drill(&mut self, dir: super::map::Dir, tile: Option<u16>, out: &mut Vec<O>) -> Done {
        let t = tables().map_err(E::from)?;
        let at = self.facility.robot_room;
        let cell = self.map.rooms.get(&at).ok_or(E::NoSuchRoom)?.cell;
        if self.space(cell.step(dir)).is_none() {
            return Err(E::OutOfFrame);
        }
        if self.map.corridor_on(cell, dir).is_some() {
            return Err(E::NotAvailable);
        }
        let tile = match tile {
            Some(tile) => {
                let n = self
                    .hidden
                    .corridors
                    .iter()
                    .position(|&c| c == tile)
                    .ok_or(E::WrongTile)?;
                self.hidden.corridors.remove(n)
            }
            None if self.config.dealer == crate::ids::Dealer::Box => return Err(E::WrongTile),
            None => self.hidden.corridors.pop().ok_or(E::WrongTile)?,
        };
        let c = super::explore::corridor_tile(tile, cell, dir, t)?;
        out.push(O::CorridorPlaced {
            id: c.id,
            from: cell,
            dir,
            noise_marker: false,
            door: c.door,
        });
        self.map.add_corridor(c);
        Ok(())
    }

    /// Pressure Control: one intruder anywhere to anywhere.
    fn move_intruder(&mut self, from: Place, kind: RKind, to: Place, out: &mut Vec<O>) -> Done {
        let Some(id) = self
            .map
            .intruders(from)
            .iter()
            .find(|i| i.kind == kind && kind != RKind::Blank)
            .map(|i| i.id)
        else {
            return Err(E::NoSuchIntruder);
        };
        self.check_destination(from, kind, to)?;
        self.relocate(id, from, to, out);
        if let Place::Room(r) = to {
            self.entered_room(r, id, None, out);
        }
        Ok(())
    }

    /// Security Robot Room: an empty corridor next to the robot's room reinforced.
    fn reinforce(&mut self, at: u8, corridor: u16, out: &mut Vec<O>) -> Done {
        if !self.map.corridors_of(at).contains(&corridor) {
            return Err(E::NotAdjacent);
        }
        if self.map.corridor_rooms(corridor).contains(&HIBERNATORIUM) {
            return Err(E::NotAvailable);
        }
        let c = self
            .map
            .corridors
            .get_mut(&corridor)
            .ok_or(E::NoSuchCorridor)?;
        if c.reinforced || !c.intruders.is_empty() {
            return Err(E::NotAvailable);
        }
        c.reinforced = true;
        c.noise_marker = false;
        out.push(O::Reinforced { corridor });
        Ok(())
    }
}
