//! The table is the truth: every correction of what the app holds (retaliation.md §20), none
//! of which draws or reorders anything hidden (docs/architecture.md, "Hidden draws and
//! corrections").

use super::map::Place;
use super::{
    EndCause, Fix, RKind, RetaliationError, RetaliationError as E, RetaliationOutcome as O,
    RetaliationState, facts, tables,
};
use std::collections::BTreeMap;

/// Eggs in the Nest at the start.
pub(super) const STARTING_EGGS: u8 = 5;
/// Contamination cards in the box (cards-retaliation.md §4).
const CONTAMINATION_CARDS: u8 = 27;

/// Bag corrections since the bag last changed in play.
#[derive(Debug, Clone, PartialEq)]
pub(super) struct BagFixes {
    bag: Vec<RKind>,
    piles: BTreeMap<RKind, u8>,
    net: BTreeMap<RKind, i16>,
}

impl BagFixes {
    /// The bag and piles as they stood, with the net corrections: tokens taken out come off the
    /// end, last in first out; tokens put in go on the end, in type order.
    fn applied(&self) -> Option<(Vec<RKind>, BTreeMap<RKind, u8>)> {
        let mut bag = self.bag.clone();
        let mut piles = self.piles.clone();
        for (&kind, &n) in &self.net {
            let pile = piles.entry(kind).or_insert(0);
            if n < 0 {
                for _ in 0..n.unsigned_abs() {
                    let at = bag.iter().rposition(|&k| k == kind)?;
                    bag.remove(at);
                    *pile += 1;
                }
            } else {
                let n = u8::try_from(n).ok()?;
                *pile = pile.checked_sub(n)?;
                bag.extend(std::iter::repeat_n(kind, usize::from(n)));
            }
        }
        Some((bag, piles))
    }
}

impl RetaliationState {
    pub(super) fn correct(&mut self, fix: Fix, out: &mut Vec<O>) -> Result<(), RetaliationError> {
        use RetaliationError as E;
        match fix {
            Fix::Fire { room, on } => {
                self.room_ok(room)?;
                if on {
                    self.place_fire(room, out);
                } else {
                    self.fire_out(room, out);
                }
            }
            Fix::Malfunction { room, on } => {
                self.room_ok(room)?;
                if on {
                    self.place_malfunction(room, out);
                } else {
                    self.malfunction_off(room, out);
                }
            }
            Fix::Door { corridor, door } => self.fix_door(corridor, door)?,
            Fix::Noise { corridor, on } => {
                self.corridor_exists(corridor)?;
                if on {
                    self.place_noise(corridor, out);
                } else if let Some(c) = self.map.corridors.get_mut(&corridor) {
                    c.noise_marker = false;
                }
            }
            Fix::Secure { room, count } => self.fix_secure(room, count)?,
            Fix::Reinforce { corridor } => self.fix_reinforce(corridor)?,
            Fix::MarineTo { who, room } => self.fix_marine_to(who, room, out)?,
            Fix::RobotTo { room } => {
                self.room_ok(room)?;
                // the robot cannot be activated before the Hibernatorium is discovered (JA 61)
                if !self.facility.hibernatorium_discovered {
                    return Err(E::NotAvailable);
                }
                self.robot_to(room);
            }
            Fix::Place { at, kind } => self.fix_place(at, kind, out)?,
            Fix::Tile { corridor, tile } => self.fix_tile(corridor, tile)?,
            Fix::FireSupplyEmpty => {
                if self.ended.is_some() {
                    return Err(E::GameOver);
                }
                self.end_game(EndCause::Destroyed, out);
            }
            Fix::RoomTile { room, tile } => self.fix_room_tile(room, tile)?,
            Fix::NextEvent { card } => self.fix_next_event(card)?,
            Fix::NextAttack { face } => self.fix_next_attack(face)?,
            Fix::AaRevealed { face } => self.facility.aa_revealed = face,
            Fix::Bag { kind, add } => self.fix_bag(kind, add)?,
            Fix::Turn { who, actions_left } => self.fix_turn(who, actions_left)?,
            other => self.fix_public(other)?,
        }
        if !matches!(
            fix,
            Fix::Fire { .. } | Fix::Malfunction { .. } | Fix::Noise { .. }
        ) {
            out.push(O::Corrected);
        }
        Ok(())
    }

    /// A door put right, a destroyed one included (issue 38 item 5).
    fn fix_door(&mut self, corridor: u16, door: super::map::Door) -> Result<(), RetaliationError> {
        let c = self
            .map
            .corridors
            .get_mut(&corridor)
            .ok_or(E::NoSuchCorridor)?;
        // a door marked destroyed by mistake can be put right too (issue 38 item 5)
        match c.door {
            None => return Err(E::NotAvailable),
            Some(_) => c.door = Some(door),
        }
        Ok(())
    }

    /// The secure markers in a room (at most 3).
    fn fix_secure(&mut self, room: u8, count: u8) -> Result<(), RetaliationError> {
        self.room_ok(room)?;
        if count > 3 {
            return Err(E::NotAvailable);
        }
        if let Some(r) = self.map.rooms.get_mut(&room) {
            r.secure = count;
        }
        Ok(())
    }

    /// A corridor reinforced (not the Hibernatorium's).
    fn fix_reinforce(&mut self, corridor: u16) -> Result<(), RetaliationError> {
        if self
            .map
            .corridor_rooms(corridor)
            .contains(&super::HIBERNATORIUM)
        {
            return Err(E::NotAvailable);
        }
        let c = self
            .map
            .corridors
            .get_mut(&corridor)
            .ok_or(E::NoSuchCorridor)?;
        c.reinforced = true;
        c.noise_marker = false;
        Ok(())
    }

    /// A marine's model put in another room (a fallen one too, in co-op).
    fn fix_marine_to(
        &mut self,
        who: usize,
        room: u8,
        out: &mut Vec<O>,
    ) -> Result<(), RetaliationError> {
        self.room_ok(room)?;
        // a fallen model (co-op) can be put right too
        if self.marine(who)?.status != super::MarineStatus::Fallen {
            self.marine_inside(who)?;
        }
        self.marines[who].room = room;
        out.push(O::MarineMoved { who, room });
        if room == super::HIBERNATORIUM {
            self.discover_hibernatorium(out);
        }
        Ok(())
    }

    /// An intruder the table put on the board: counted, not appearing.
    fn fix_place(
        &mut self,
        at: Place,
        kind: super::RKind,
        out: &mut Vec<O>,
    ) -> Result<(), RetaliationError> {
        if matches!(kind, super::RKind::Blank)
            || (kind == super::RKind::Queen
                && self.queen() != (super::Queen::Alive { on_map: false }))
        {
            return Err(E::NotAvailable);
        }
        match at {
            Place::Room(r) => self.room_ok(r)?,
            Place::Corridor(c) => {
                self.corridor_exists(c)?;
            }
        }
        let from = out.len();
        self.spawn(at, kind, None, false, out);
        // what appeared is on the board already: the table reported it
        for o in &mut out[from..] {
            if let O::Appears { at, kind, id } = *o {
                *o = O::Counted { at, kind, id };
            }
        }
        Ok(())
    }

    /// The corridor tile the table laid, trading places with the one in the pile.
    fn fix_tile(&mut self, corridor: u16, tile: u16) -> Result<(), RetaliationError> {
        let t = tables().map_err(E::from)?;
        if !self.hidden.corridors.contains(&tile) {
            return Err(E::WrongTile);
        }
        if t.corridors.get(&corridor).is_some_and(|c| c.hibernatorium) {
            return Err(E::NotAvailable);
        }
        let old = self
            .map
            .corridors
            .remove(&corridor)
            .ok_or(E::NoSuchCorridor)?;
        let mut new = super::explore::corridor_tile(tile, old.from, old.dir, t)?;
        new.noise_marker = old.noise_marker && !new.reinforced;
        new.intruders = old.intruders;
        if let (Some(d), Some(_)) = (old.door, new.door) {
            new.door = Some(d);
        }
        self.map.add_corridor(new);
        // the two tiles change places: the one taken off the map goes where the placed
        // one was in the pile, so correcting it back restores the pile exactly and no
        // later draw changes (docs/architecture.md, "Hidden draws and corrections")
        if let Some(slot) = self.hidden.corridors.iter_mut().find(|c| **c == tile) {
            *slot = corridor;
        }
        Ok(())
    }

    /// The event card the table says comes next.
    fn fix_next_event(&mut self, card: u8) -> Result<(), RetaliationError> {
        let deck = &mut self.hidden.events;
        let at = deck
            .iter()
            .position(|&c| c == card)
            .ok_or(E::NotAvailable)?;
        let top = deck.len() - 1;
        deck.swap(at, top);
        Ok(())
    }

    /// The attack card the table says comes next (the copy nearest the top).
    fn fix_next_attack(&mut self, face: u8) -> Result<(), RetaliationError> {
        let t = tables().map_err(E::from)?;
        let mut faces: Vec<&str> = Vec::new();
        for a in &t.attacks {
            if !faces.contains(&a.id.as_str()) {
                faces.push(&a.id);
            }
        }
        let id = faces.get(usize::from(face)).ok_or(E::OutOfRange)?;
        let deck = &mut self.hidden.attacks;
        // the copy nearest the top, so a correction and its reverse swap the same two
        let at = deck
            .iter()
            .rposition(|&c| t.attacks[usize::from(c)].id == *id)
            .ok_or(E::NotAvailable)?;
        let top = deck.len() - 1;
        deck.swap(at, top);
        Ok(())
    }

    /// Whose turn it is and how many actions they have left.
    fn fix_turn(&mut self, who: usize, actions_left: u8) -> Result<(), RetaliationError> {
        if self.step != super::Step::Players {
            return Err(E::WrongStep(self.step));
        }
        self.marine(who)?;
        if !self.may_act(who) {
            return Err(E::AlreadyPassed);
        }
        if actions_left > super::ACTIONS_PER_TURN {
            return Err(E::OutOfRange);
        }
        self.turn_of = Some((who, super::ACTIONS_PER_TURN - actions_left));
        Ok(())
    }

    /// Refuses a room that is not on the map.
    fn room_ok(&self, r: u8) -> Result<(), RetaliationError> {
        if self.map.rooms.contains_key(&r) {
            Ok(())
        } else {
            Err(RetaliationError::NoSuchRoom)
        }
    }

    /// Corrections of what everyone can see on the boards and tracks.
    fn fix_public(&mut self, fix: Fix) -> Result<(), E> {
        let f = facts().map_err(E::from)?;
        let marine = |s: &Self, who: usize| s.marine(who).map(|_| ());
        let fac = &mut self.facility;
        match fix {
            Fix::Space { cell, section } => {
                // a room or the end of a placed corridor stands there: the space is there
                let used = self.map.room_at(cell).is_some()
                    || self.map.corridors.values().any(|c| {
                        let (a, b) = c.ends();
                        a == cell || b == cell
                    });
                if section.is_none() && used {
                    return Err(E::NotAvailable);
                }
                let model = tables().map_err(E::from)?.frame.spaces.get(&cell).copied();
                if model == section {
                    self.frame_fixes.remove(&cell);
                } else {
                    self.frame_fixes.insert(cell, section);
                }
            }
            Fix::Section { room, section } => {
                let r = self.map.rooms.get_mut(&room).ok_or(E::NoSuchRoom)?;
                r.section = section;
            }
            Fix::Round { round } => {
                if !(1..=f.rounds).contains(&round) {
                    return Err(E::OutOfRange);
                }
                self.round = round;
            }
            Fix::LifeSupport { section, on } => {
                if on && fac.power_cut {
                    return Err(E::NotAvailable);
                }
                fac.life_support[section.index()] = on;
            }
            Fix::PowerCut { cut } => {
                fac.power_cut = cut;
                if cut {
                    fac.life_support = [false; 3];
                    fac.autodestruction = None;
                }
            }
            Fix::Hibernatorium { powered } => {
                if powered && fac.power_cut {
                    return Err(E::NotAvailable);
                }
                fac.hibernatorium_powered = powered;
            }
            Fix::Autodestruction { slot } => {
                if slot.is_some_and(|s| {
                    s < self.round
                        || s > f
                            .rounds
                            .saturating_add(super::facility::AUTODESTRUCTION_SPACES)
                }) {
                    return Err(E::OutOfRange);
                }
                if slot.is_some() && fac.power_cut {
                    return Err(E::NotAvailable);
                }
                fac.autodestruction = slot;
            }
            Fix::Lander { lander } => fac.lander = lander,
            Fix::Eggs { eggs } => {
                if eggs > STARTING_EGGS {
                    return Err(E::OutOfRange);
                }
                fac.eggs = eggs;
                fac.nest_destroyed = eggs == 0;
            }
            Fix::RobotMalfunction { on } => {
                if fac.robot.is_none() {
                    return Err(E::RobotUnavailable);
                }
                fac.robot_malfunction = on;
            }
            Fix::CarriedEggs { who, eggs } => {
                marine(self, who)?;
                if eggs > STARTING_EGGS {
                    return Err(E::OutOfRange);
                }
                self.marines[who].eggs = eggs;
            }
            Fix::Larva { who, on } => {
                marine(self, who)?;
                self.marines[who].larva = on;
            }
            Fix::Data { who, on } => {
                marine(self, who)?;
                self.marines[who].data = on;
            }
            Fix::Contamination { who, count } => {
                marine(self, who)?;
                if count > CONTAMINATION_CARDS {
                    return Err(E::OutOfRange);
                }
                self.marines[who].contamination = count;
            }
            _ => return Err(E::NotAvailable),
        }
        Ok(())
    }

    /// The room placed as `room` is really `tile` of the same type: the two tiles change places
    /// (the placed one goes where the other was in its pile, so correcting back restores both).
    fn fix_room_tile(&mut self, room: u8, tile: u8) -> Result<(), E> {
        let t = tables().map_err(E::from)?;
        let placed = t.rooms.get(&room).ok_or(E::NoSuchRoom)?;
        if placed.fixed || !self.map.rooms.contains_key(&room) {
            return Err(E::NoSuchRoom);
        }
        let slot = self
            .hidden
            .rooms
            .get_mut(&placed.kind)
            .and_then(|pile| pile.iter_mut().find(|r| **r == tile))
            .ok_or(E::WrongTile)?;
        *slot = room;
        self.map.renumber_room(room, tile);
        for m in &mut self.marines {
            if m.room == room {
                m.room = tile;
            }
        }
        if self.facility.robot_room == room {
            self.facility.robot_room = tile;
        }
        if let Some((who, r)) = self.just_left
            && r == room
        {
            self.just_left = Some((who, tile));
        }
        Ok(())
    }

    /// A token into the bag from its pile, or out of it onto its pile. Bag corrections since the
    /// bag last changed in play are kept as a net count per type and applied to the bag as it
    /// stood then: corrections that cancel out give back the very same bag, so no correction can
    /// steer a later draw (docs/architecture.md, "Hidden draws and corrections").
    fn fix_bag(&mut self, kind: RKind, add: bool) -> Result<(), E> {
        let h = &mut self.hidden;
        let mut fixes = h.bag_fixes.take().unwrap_or_else(|| BagFixes {
            bag: h.bag.clone(),
            piles: self.piles.clone(),
            net: BTreeMap::new(),
        });
        *fixes.net.entry(kind).or_insert(0) += if add { 1 } else { -1 };
        fixes.net.retain(|_, n| *n != 0);
        let (bag, piles) = fixes.applied().ok_or(E::NotAvailable)?;
        h.bag = bag;
        self.piles = piles;
        if !fixes.net.is_empty() {
            h.bag_fixes = Some(fixes);
        }
        Ok(())
    }
}
