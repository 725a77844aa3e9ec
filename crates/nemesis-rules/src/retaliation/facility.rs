//! The facility's rooms and markers: room actions that change what the app holds (life support,
//! AA, autodestruction, the Reactor, the ways out, eggs, data, surgery, sprinklers), fire,
//! malfunction and secure tokens, and the table's corrections (retaliation.md §7, §12–15;
//! cards-retaliation.md §12).

use super::data::{RoomActionKey, RoomKind};
use super::{
    EndCause, Lander, Question, RetaliationError, RetaliationOutcome as O, RetaliationState,
    RollWhy, RoomAct, Step, Way, tables,
};

/// The autodestruction token goes this many spaces ahead of the round marker when it starts
/// (retaliation.md §15.6: 4 empty spaces between).
pub(super) const AUTODESTRUCTION_SPACES: u8 = 5;

impl RetaliationState {
    pub(super) fn room_action(
        &mut self,
        who: usize,
        act: RoomAct,
        out: &mut Vec<O>,
    ) -> Result<(), RetaliationError> {
        use RetaliationError as E;
        if self.step != Step::Players {
            return Err(E::WrongStep(self.step));
        }
        let room = self.marine_inside(who)?;
        if self.map.rooms.get(&room).is_some_and(|r| r.malfunction) {
            return Err(E::RoomMalfunction);
        }
        self.use_room(who, room, act, out)
    }

    /// The action of `room` used by `who` (standing there, or through the Server Room or the
    /// Server Robot).
    pub(super) fn use_room(
        &mut self,
        who: usize,
        room: u8,
        act: RoomAct,
        out: &mut Vec<O>,
    ) -> Result<(), RetaliationError> {
        use RetaliationError as E;
        let t = tables().map_err(E::from)?;
        let fact = t.rooms.get(&room).ok_or(E::NoSuchRoom)?;
        let need = |key: RoomActionKey| {
            if fact.action == key {
                Ok(())
            } else {
                Err(E::WrongRoom)
            }
        };
        let autodestruction_at = self.autodestruction_starts_at();
        let f = &mut self.facility;
        match act {
            RoomAct::LifeSupport => {
                need(RoomActionKey::LifeSupport)?;
                let section = fact.kind.section().ok_or(E::WrongRoom)?;
                if f.power_cut {
                    return Err(E::NotAvailable);
                }
                let on = !f.life_support[section.index()];
                f.life_support[section.index()] = on;
                out.push(O::LifeSupport { section, on });
            }
            RoomAct::LookAa { swap } => {
                need(RoomActionKey::LifeSupport)?;
                if fact.kind != RoomKind::B {
                    return Err(E::WrongRoom);
                }
                if f.power_cut || f.aa_revealed.is_some() {
                    return Err(E::NotAvailable);
                }
                // a save from before chose the order blind; now the marine looks first
                if swap == Some(true) {
                    self.hidden.aa.swap(0, 1);
                }
                out.push(O::AaLooked { who });
                out.push(O::AaSeen {
                    to: who,
                    top: self.hidden.aa[0],
                    bottom: self.hidden.aa[1],
                    swapped: swap == Some(true),
                });
                if swap.is_none() {
                    self.ask(super::Question::AaOrder { who });
                }
            }
            RoomAct::Autodestruction => {
                need(RoomActionKey::Autodestruction)?;
                if f.power_cut || f.autodestruction.is_some() {
                    return Err(E::NotAvailable);
                }
                let slot = autodestruction_at;
                f.autodestruction = Some(slot);
                out.push(O::Autodestruction { slot });
            }
            RoomAct::Reactor => {
                need(RoomActionKey::Reactor)?;
                if f.power_cut {
                    return Err(E::NotAvailable);
                }
                f.power_cut = true;
                f.life_support = [false; 3];
                let autodestruction = f.autodestruction.take();
                out.push(O::PowerCut { autodestruction });
            }
            RoomAct::PowerHibernatorium => {
                need(RoomActionKey::LifeSupport)?;
                if fact.kind != RoomKind::C {
                    return Err(E::WrongRoom);
                }
                if f.power_cut || f.hibernatorium_powered {
                    return Err(E::NotAvailable);
                }
                f.hibernatorium_powered = true;
                out.push(O::HibernatoriumPowered);
            }
            RoomAct::Board | RoomAct::Hibernate | RoomAct::Shuttle => {
                let (key, way) = match act {
                    RoomAct::Board => (RoomActionKey::LandingZone, Way::Lander),
                    RoomAct::Hibernate => (RoomActionKey::Hibernate, Way::Hibernatorium),
                    _ => (RoomActionKey::Shuttle, Way::Shuttle),
                };
                need(key)?;
                let open = match way {
                    Way::Lander => f.lander == Lander::Landed,
                    Way::Hibernatorium => f.hibernatorium_powered,
                    Way::Shuttle => true,
                };
                if !open {
                    return Err(E::NotAvailable);
                }
                self.ask(Question::NoiseRoll {
                    who,
                    why: RollWhy::Escape(way),
                });
            }
            RoomAct::TakeEgg => {
                need(RoomActionKey::Nest)?;
                if f.eggs == 0 {
                    return Err(E::NotAvailable);
                }
                f.eggs -= 1;
                let left = f.eggs;
                self.marines[who].eggs += 1;
                out.push(O::EggTaken { who, left });
                if left == 0 && !self.facility.nest_destroyed {
                    self.facility.nest_destroyed = true;
                    out.push(O::NestDestroyed);
                }
                self.ask(Question::NoiseRoll {
                    who,
                    why: RollWhy::Effect,
                });
            }
            RoomAct::Data => {
                need(RoomActionKey::Server)?;
                if self.marines[who].data {
                    return Err(E::NotAvailable);
                }
                self.marines[who].data = true;
                out.push(O::DataTaken { who });
            }
            RoomAct::Surgery => {
                need(RoomActionKey::Surgery)?;
                if !self.marines[who].larva {
                    return Err(E::NotAvailable);
                }
                self.marines[who].larva = false;
                out.push(O::LarvaRemoved { who });
            }
            RoomAct::Sprinklers { section } => {
                need(RoomActionKey::Sprinklers)?;
                let rooms: Vec<u8> = self
                    .map
                    .rooms
                    .values()
                    .filter(|r| r.section == section && r.fire)
                    .map(|r| r.id)
                    .collect();
                for r in rooms {
                    self.fire_out(r, out);
                }
            }
            RoomAct::DiscardFire { room: target } => {
                need(RoomActionKey::LifeSupport)?;
                // only Life Support Control A puts out a fire (cards-retaliation §12; JA 430)
                if fact.kind != RoomKind::A {
                    return Err(E::WrongRoom);
                }
                if !self.map.rooms.get(&target).is_some_and(|r| r.fire) {
                    return Err(E::NotAvailable);
                }
                self.fire_out(target, out);
            }
            other => return self.other_room_action(who, room, fact, other, out),
        }
        Ok(())
    }

    /// The marine who looked at the AA tokens puts them back, swapped or not (only they know).
    pub(super) fn answer_aa_order(
        &mut self,
        swap: bool,
        out: &mut Vec<O>,
    ) -> Result<(), RetaliationError> {
        let Some(super::Question::AaOrder { who }) = self.pending.front().copied() else {
            return Err(RetaliationError::WrongAnswer);
        };
        self.pending.pop_front();
        if swap {
            self.hidden.aa.swap(0, 1);
        }
        out.push(O::AaPutBack { who });
        Ok(())
    }

    pub(super) fn fire_out(&mut self, room: u8, out: &mut Vec<O>) {
        if let Some(r) = self.map.rooms.get_mut(&room)
            && r.fire
        {
            r.fire = false;
            if let Some(n) = self.facility.fire_left.as_mut() {
                *n += 1;
            }
            out.push(O::FireOut { room });
        }
    }

    /// A Fire marker (one per room); none left in the supply destroys the facility.
    pub(super) fn place_fire(&mut self, room: u8, out: &mut Vec<O>) {
        let Some(r) = self.map.rooms.get(&room) else {
            return;
        };
        if r.fire || self.ended.is_some() {
            return;
        }
        if self.facility.fire_left == Some(0) {
            self.end_game(EndCause::Destroyed, out);
            return;
        }
        if let Some(n) = self.facility.fire_left.as_mut() {
            *n -= 1;
        }
        if let Some(r) = self.map.rooms.get_mut(&room) {
            r.fire = true;
        }
        out.push(O::Fire { room });
    }

    /// A Malfunction marker (one per room, never in an indestructible room); none left in the
    /// supply puts a Fire there instead.
    pub(super) fn place_malfunction(&mut self, room: u8, out: &mut Vec<O>) {
        let indestructible = tables()
            .ok()
            .and_then(|t| t.rooms.get(&room))
            .is_some_and(|f| f.no_malfunction);
        let Some(r) = self.map.rooms.get(&room) else {
            return;
        };
        if indestructible || r.malfunction {
            return;
        }
        if self.facility.malfunction_left == Some(0) {
            self.place_fire(room, out);
            return;
        }
        if let Some(n) = self.facility.malfunction_left.as_mut() {
            *n -= 1;
        }
        if let Some(r) = self.map.rooms.get_mut(&room) {
            r.malfunction = true;
        }
        out.push(O::Malfunction { room });
    }

    /// A secure token, where one may go (no intruders, not an unsecurable room, at most 3).
    pub(super) fn place_secure(&mut self, room: u8, out: &mut Vec<O>) {
        let unsecurable = tables()
            .ok()
            .and_then(|t| t.rooms.get(&room))
            .is_some_and(|f| f.no_secure);
        let Some(r) = self.map.rooms.get_mut(&room) else {
            return;
        };
        if unsecurable || !r.intruders.is_empty() || r.secure >= 3 {
            return;
        }
        r.secure += 1;
        out.push(O::Secured { room });
    }
}
