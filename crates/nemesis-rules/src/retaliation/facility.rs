//! The facility's rooms and markers: room actions that change what the app holds (life support,
//! AA, autodestruction, the Reactor, the ways out, eggs, data, surgery, sprinklers), fire,
//! malfunction and secure tokens, and the table's corrections (retaliation.md §7, §12–15;
//! cards-retaliation.md §12).

use super::data::{RoomActionKey, RoomKind};
use super::map::Section;
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
        match act {
            RoomAct::LifeSupport => {
                need(RoomActionKey::LifeSupport)?;
                self.switch_life_support(fact.kind, out)
            }
            RoomAct::LookAa { swap } => {
                need(RoomActionKey::LifeSupport)?;
                self.look_at_aa(who, fact.kind, swap, out)
            }
            RoomAct::Autodestruction => {
                need(RoomActionKey::Autodestruction)?;
                self.start_autodestruction(out)
            }
            RoomAct::Reactor => {
                need(RoomActionKey::Reactor)?;
                self.cut_the_power(out)
            }
            RoomAct::PowerHibernatorium => {
                need(RoomActionKey::LifeSupport)?;
                self.power_hibernatorium(fact.kind, out)
            }
            RoomAct::Board => {
                need(RoomActionKey::LandingZone)?;
                self.try_to_escape(who, Way::Lander)
            }
            RoomAct::Hibernate => {
                need(RoomActionKey::Hibernate)?;
                self.try_to_escape(who, Way::Hibernatorium)
            }
            RoomAct::Shuttle => {
                need(RoomActionKey::Shuttle)?;
                self.try_to_escape(who, Way::Shuttle)
            }
            RoomAct::TakeEgg => {
                need(RoomActionKey::Nest)?;
                self.take_an_egg(who, out)
            }
            RoomAct::Data => {
                need(RoomActionKey::Server)?;
                self.take_the_data(who, out)
            }
            RoomAct::Surgery => {
                need(RoomActionKey::Surgery)?;
                self.remove_the_larva(who, out)
            }
            RoomAct::Sprinklers { section } => {
                need(RoomActionKey::Sprinklers)?;
                self.sprinkle(section, out);
                Ok(())
            }
            RoomAct::DiscardFire { room: target } => {
                need(RoomActionKey::LifeSupport)?;
                self.discard_fire(fact.kind, target, out)
            }
            other => self.other_room_action(who, room, fact, other, out),
        }
    }

    /// Life Support Control: its section's life support switches on or off (not without power).
    fn switch_life_support(
        &mut self,
        kind: RoomKind,
        out: &mut Vec<O>,
    ) -> Result<(), RetaliationError> {
        let section = kind.section().ok_or(RetaliationError::WrongRoom)?;
        let f = &mut self.facility;
        if f.power_cut {
            return Err(RetaliationError::NotAvailable);
        }
        let on = !f.life_support[section.index()];
        f.life_support[section.index()] = on;
        out.push(O::LifeSupport { section, on });
        Ok(())
    }

    /// Life Support Control B: the marine looks at the AA tokens (with power, before they are
    /// revealed) and then tells their order.
    fn look_at_aa(
        &mut self,
        who: usize,
        kind: RoomKind,
        swap: Option<bool>,
        out: &mut Vec<O>,
    ) -> Result<(), RetaliationError> {
        use RetaliationError as E;
        if kind != RoomKind::B {
            return Err(E::WrongRoom);
        }
        if self.facility.power_cut || self.facility.aa_revealed.is_some() {
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
        Ok(())
    }

    /// The autodestruction starts (with power, once), its token ahead of the round marker.
    fn start_autodestruction(&mut self, out: &mut Vec<O>) -> Result<(), RetaliationError> {
        let slot = self.autodestruction_starts_at();
        let f = &mut self.facility;
        if f.power_cut || f.autodestruction.is_some() {
            return Err(RetaliationError::NotAvailable);
        }
        f.autodestruction = Some(slot);
        out.push(O::Autodestruction { slot });
        Ok(())
    }

    /// The Reactor: the power goes, with every life support and the autodestruction.
    fn cut_the_power(&mut self, out: &mut Vec<O>) -> Result<(), RetaliationError> {
        let f = &mut self.facility;
        if f.power_cut {
            return Err(RetaliationError::NotAvailable);
        }
        f.power_cut = true;
        f.life_support = [false; 3];
        let autodestruction = f.autodestruction.take();
        out.push(O::PowerCut { autodestruction });
        Ok(())
    }

    /// Life Support Control C: the Hibernatorium is powered (with power, once).
    fn power_hibernatorium(
        &mut self,
        kind: RoomKind,
        out: &mut Vec<O>,
    ) -> Result<(), RetaliationError> {
        use RetaliationError as E;
        if kind != RoomKind::C {
            return Err(E::WrongRoom);
        }
        let f = &mut self.facility;
        if f.power_cut || f.hibernatorium_powered {
            return Err(E::NotAvailable);
        }
        f.hibernatorium_powered = true;
        out.push(O::HibernatoriumPowered);
        Ok(())
    }

    /// A way out, when it is open (the lander landed, the Hibernatorium powered, the shuttle
    /// always): the escape roll is asked.
    fn try_to_escape(&mut self, who: usize, way: Way) -> Result<(), RetaliationError> {
        let f = &self.facility;
        let open = match way {
            Way::Lander => f.lander == Lander::Landed,
            Way::Hibernatorium => f.hibernatorium_powered,
            Way::Shuttle => true,
        };
        if !open {
            return Err(RetaliationError::NotAvailable);
        }
        self.ask(Question::NoiseRoll {
            who,
            why: RollWhy::Escape(way),
        });
        Ok(())
    }

    /// The Nest: an egg taken (the last one destroys the nest), and a noise roll.
    fn take_an_egg(&mut self, who: usize, out: &mut Vec<O>) -> Result<(), RetaliationError> {
        let f = &mut self.facility;
        if f.eggs == 0 {
            return Err(RetaliationError::NotAvailable);
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
        Ok(())
    }

    /// The Server Room: the marine takes the data, once.
    fn take_the_data(&mut self, who: usize, out: &mut Vec<O>) -> Result<(), RetaliationError> {
        if self.marines[who].data {
            return Err(RetaliationError::NotAvailable);
        }
        self.marines[who].data = true;
        out.push(O::DataTaken { who });
        Ok(())
    }

    /// Surgery: the marine's larva is removed.
    fn remove_the_larva(&mut self, who: usize, out: &mut Vec<O>) -> Result<(), RetaliationError> {
        if !self.marines[who].larva {
            return Err(RetaliationError::NotAvailable);
        }
        self.marines[who].larva = false;
        out.push(O::LarvaRemoved { who });
        Ok(())
    }

    /// The sprinklers put out every fire in `section`.
    fn sprinkle(&mut self, section: Section, out: &mut Vec<O>) {
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

    /// Only Life Support Control A puts out a fire (cards-retaliation §12; JA 430): the fire in
    /// `target`.
    fn discard_fire(
        &mut self,
        kind: RoomKind,
        target: u8,
        out: &mut Vec<O>,
    ) -> Result<(), RetaliationError> {
        if kind != RoomKind::A {
            return Err(RetaliationError::WrongRoom);
        }
        if !self.map.rooms.get(&target).is_some_and(|r| r.fire) {
            return Err(RetaliationError::NotAvailable);
        }
        self.fire_out(target, out);
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
