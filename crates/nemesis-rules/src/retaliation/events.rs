//! The event card (retaliation.md §4 step 3; cards-retaliation.md §2): intruder movement by
//! corridor orientation and then rooms, the main effect, the secondary effect, the discard (or
//! the reshuffle). A sentence that cannot be resolved is skipped.

use super::data::{EventMain, EventSecondary, RoomActionKey};
use super::map::{Orientation, Place};
use super::phases::NEST;
use super::{
    LANDING_ZONE, MarineStatus, Question, RKind, RetaliationError, RetaliationOutcome as O,
    RetaliationState, RollWhy, Step, tables,
};
use std::collections::BTreeSet;

impl RetaliationState {
    pub(super) fn event_card(&mut self, out: &mut Vec<O>) -> Result<(), RetaliationError> {
        if self.step != Step::Event {
            return Err(RetaliationError::WrongStep(self.step));
        }
        let t = tables().map_err(RetaliationError::from)?;
        if self.hidden.events.is_empty() {
            let h = &mut self.hidden;
            super::reshuffle(&mut h.events, &mut h.event_discard, &mut h.rng);
        }
        let card_i = self
            .hidden
            .events
            .pop()
            .ok_or_else(|| RetaliationError::Data("no event cards".into()))?;
        let card = &t.events[usize::from(card_i)];
        out.push(O::Event {
            id: card.id.clone(),
        });
        self.last_event = Some(card.id.clone());
        self.step = Step::Bag;
        let before = out.len();
        self.event_movement(&card.corridors, card.rooms, out);
        if !out[before..].iter().any(|o| matches!(o, O::Moves { .. })) {
            // the table would otherwise search the board for a move that is not there
            out.push(O::EventNobodyMoves);
        }
        let before = out.len();
        if self.ended.is_none() {
            self.event_main(card.main, out)?;
        }
        let after_main = out.len();
        let asked_before = self.raised.len();
        if self.ended.is_none() {
            self.event_secondary(card.secondary, out)?;
        }
        // a question the second effect asks (every marine's noise roll) is something it did:
        // 발전기 과열 said "nothing changes" above the noise rolls it asked
        let asked = self.raised.len() > asked_before;
        if self.ended.is_none() && out.len() == before && !asked {
            out.push(O::EventChangedNothing);
        } else if self.ended.is_none() && after_main == before {
            // the second effect did something, the first nothing: said where the first
            // would have been (seen in a Korean game: 손상's malfunctions, with no intruder in
            // a room, were simply not there)
            out.insert(after_main, O::EventMainChangedNothing);
        }
        self.hidden.event_discard.push(card_i);
        if card.secondary == EventSecondary::Reshuffle {
            let h = &mut self.hidden;
            super::reshuffle(&mut h.events, &mut h.event_discard, &mut h.rng);
            out.push(O::EventDeckShuffled);
        }
        Ok(())
    }

    /// Each group moves one step, corridors of the shown orientations first, then every room
    /// (not in combat); groups from the top left; nobody moves twice.
    fn event_movement(&mut self, orientations: &[Orientation], rooms: bool, out: &mut Vec<O>) {
        let mut moved: BTreeSet<u32> = BTreeSet::new();
        let mut run = |s: &mut Self, places: Vec<Place>, out: &mut Vec<O>| {
            let groups: Vec<(Place, Vec<u32>)> = places
                .into_iter()
                .map(|p| {
                    let ids = s
                        .map
                        .intruders(p)
                        .iter()
                        .map(|i| i.id)
                        .filter(|id| !moved.contains(id))
                        .collect();
                    (p, ids)
                })
                .collect();
            for (p, ids) in groups {
                moved.extend(ids.iter().copied());
                s.step_group(p, &ids, out);
            }
        };
        let corridors: Vec<Place> = self
            .map
            .occupied_in_reading_order(false, true)
            .into_iter()
            .filter(|p| match p {
                Place::Corridor(c) => self
                    .map
                    .corridors
                    .get(c)
                    .is_some_and(|c| orientations.contains(&c.orientation())),
                Place::Room(_) => false,
            })
            .collect();
        run(self, corridors, out);
        if rooms {
            let rooms = self.map.occupied_in_reading_order(true, false);
            run(self, rooms, out);
        }
    }

    pub(super) fn rooms_with(&self, key: RoomActionKey) -> Vec<u8> {
        let Ok(t) = tables() else {
            return Vec::new();
        };
        self.map
            .rooms_in_reading_order()
            .into_iter()
            .filter(|r| t.rooms.get(r).is_some_and(|f| f.action == key))
            .collect()
    }

    /// Corridors touching only one room, in reading order.
    fn unexplored_corridors(&self) -> Vec<u16> {
        self.map
            .corridors_in_reading_order()
            .into_iter()
            .filter(|c| self.map.unexplored(*c))
            .collect()
    }

    fn rooms_with_marines(&self) -> BTreeSet<u8> {
        self.inside()
            .iter()
            .map(|&i| self.marines[i].room)
            .collect()
    }

    /// Corridors next to a room with a marine in it, in reading order.
    fn corridors_near_marines(&self) -> Vec<u16> {
        let rooms = self.rooms_with_marines();
        self.map
            .corridors_in_reading_order()
            .into_iter()
            .filter(|c| {
                self.map
                    .corridor_rooms(*c)
                    .iter()
                    .any(|r| rooms.contains(r))
            })
            .collect()
    }

    /// The rooms a burning room reaches through a corridor without a closed door.
    fn fire_neighbours(&self, room: u8, lowest_noise_only: bool) -> Vec<u8> {
        let corridors = self.map.corridors_of(room);
        let open: Vec<&super::map::Corridor> = corridors
            .iter()
            .filter_map(|c| self.map.corridors.get(c))
            .collect();
        let low = open.iter().map(|c| c.noise).min();
        open.iter()
            .filter(|c| !lowest_noise_only || Some(c.noise) == low)
            .filter(|c| c.door != Some(super::map::Door::Closed))
            .filter_map(|c| self.map.beyond(c.id, room))
            .collect()
    }

    fn event_main(&mut self, main: EventMain, out: &mut Vec<O>) -> Result<(), RetaliationError> {
        use EventMain as M;
        match main {
            M::RemoveSecureEverywhere => {
                for r in self.map.rooms.values_mut() {
                    r.secure = r.secure.saturating_sub(1);
                }
            }
            M::MalfunctionWhereIntruders => {
                for r in self.map.occupied_in_reading_order(true, false) {
                    if let Place::Room(r) = r {
                        self.place_malfunction(r, out);
                    }
                }
            }
            M::FireMalfunctionsAndSpreadsLow => self.event_fire_malfunctions_and_spreads_low(out),
            M::DronesGuardTheNest => self.event_drones_guard_the_nest(out),
            M::FireSpreadsWhereAir => self.event_fire_spreads_where_air(out),
            M::GeneratorsOverheat => self.event_generators_overheat(out),
            M::LarvaeHatch => self.event_larvae_hatch(out),
            M::LandingZoneBurns => {
                self.place_fire(LANDING_ZONE, out);
                self.place_malfunction(LANDING_ZONE, out);
            }
            M::LeavingTheShell => self.event_leaving_the_shell(out),
            M::LifeSupportFails => self.event_life_support_fails(out),
            M::AdultsAtTheLandingZone => {
                for c in self.map.corridors_of(LANDING_ZONE) {
                    if self.map.corridors.get(&c).is_some_and(|c| !c.reinforced) {
                        for _ in 0..4 {
                            self.spawn(Place::Corridor(c), RKind::Adult, None, false, out);
                        }
                    }
                }
            }
            M::DronesReplaceNoise => {
                for c in self.corridors_near_marines() {
                    if self.map.corridors.get(&c).is_some_and(|c| c.noise_marker) {
                        self.spawn(Place::Corridor(c), RKind::Drone, None, false, out);
                    }
                }
            }
            M::Panic => self.event_panic(out),
            M::DronesGuardTheQueen => match self.queen_place() {
                Some(at) => {
                    for _ in 0..2 {
                        self.spawn(at, RKind::Drone, None, false, out);
                    }
                }
                None => self.add(RKind::Drone, 2, out),
            },
            M::ReactorOverheats => self.event_reactor_overheats(out),
            M::RobotBreaks => self.event_robot_breaks(out),
            M::NoiseNearMarinesResolves => {
                for c in self.corridors_near_marines() {
                    if self.map.corridors.get(&c).is_some_and(|c| c.noise_marker) {
                        self.resolve_noise(c, out)?;
                    }
                }
            }
            M::ShortCircuit => self.event_short_circuit(out),
            M::ComputersFail => {
                let t = tables().map_err(RetaliationError::from)?;
                for r in self.map.rooms_in_reading_order() {
                    if t.rooms.get(&r).is_some_and(|f| f.computer) {
                        self.place_malfunction(r, out);
                    }
                }
            }
            M::QueenTokensToBag => {
                if !self.queen_dead {
                    let n = self.piles.get(&RKind::Queen).copied().unwrap_or(0);
                    self.add(RKind::Queen, n, out);
                }
            }
        }
        Ok(())
    }

    /// Each burning room takes a malfunction, then the fire spreads to its low neighbours.
    fn event_fire_malfunctions_and_spreads_low(&mut self, out: &mut Vec<O>) {
        let burning = self.fire_rooms();
        for &r in &burning {
            self.place_malfunction(r, out);
        }
        for &r in &burning {
            for n in self.fire_neighbours(r, true) {
                self.place_fire(n, out);
            }
        }
    }

    /// Two Drones in the Nest, and one in each unexplored corridor of section C.
    fn event_drones_guard_the_nest(&mut self, out: &mut Vec<O>) {
        if self.map.rooms.contains_key(&NEST) {
            for _ in 0..2 {
                self.spawn(Place::Room(NEST), RKind::Drone, None, true, out);
            }
        }
        for c in self.unexplored_corridors() {
            let in_c = self
                .map
                .corridor_rooms(c)
                .first()
                .and_then(|r| self.map.rooms.get(r))
                .is_some_and(|r| r.section == super::map::Section::C);
            if in_c && !self.hidden_hibernatorium_corridor(c) {
                self.spawn(Place::Corridor(c), RKind::Drone, None, false, out);
            }
        }
    }

    /// The fire spreads to each neighbouring room with life support on.
    fn event_fire_spreads_where_air(&mut self, out: &mut Vec<O>) {
        for r in self.fire_rooms() {
            for n in self.fire_neighbours(r, false) {
                let air = self
                    .map
                    .rooms
                    .get(&n)
                    .is_some_and(|n| self.facility.life_support(n.section));
                if air {
                    self.place_fire(n, out);
                }
            }
        }
    }

    /// Each life-support room burns if its section has air, or else takes a malfunction.
    fn event_generators_overheat(&mut self, out: &mut Vec<O>) {
        for r in self.rooms_with(RoomActionKey::LifeSupport) {
            let on = self
                .map
                .rooms
                .get(&r)
                .is_some_and(|x| self.facility.life_support(x.section));
            if on {
                self.place_fire(r, out);
            } else {
                self.place_malfunction(r, out);
            }
        }
    }

    /// A Larva in the Nest, and one in each unexplored corridor near a marine.
    fn event_larvae_hatch(&mut self, out: &mut Vec<O>) {
        if self.map.rooms.contains_key(&NEST) {
            self.spawn(Place::Room(NEST), RKind::Larva, None, true, out);
        }
        let near: BTreeSet<u16> = self.corridors_near_marines().into_iter().collect();
        for c in self.unexplored_corridors() {
            if near.contains(&c) {
                self.spawn(Place::Corridor(c), RKind::Larva, None, false, out);
            }
        }
    }

    /// Each marine inside with a larva is contaminated and asked about the eclosion; the others about an infection.
    fn event_leaving_the_shell(&mut self, out: &mut Vec<O>) {
        for who in self.inside() {
            if self.marines[who].larva {
                self.contaminate(who, 1, out);
                self.ask(Question::Eclosion { who });
            } else {
                self.ask(Question::Infection { who });
            }
        }
    }

    /// Life support goes off in every section, and each life-support room takes a malfunction.
    fn event_life_support_fails(&mut self, out: &mut Vec<O>) {
        for s in super::map::Section::ALL {
            if self.facility.life_support(s) {
                self.facility.life_support[s.index()] = false;
                out.push(O::LifeSupport {
                    section: s,
                    on: false,
                });
            }
        }
        for r in self.rooms_with(RoomActionKey::LifeSupport) {
            self.place_malfunction(r, out);
        }
    }

    /// Panic for the marines inside with an intruder in or next to their room.
    fn event_panic(&mut self, out: &mut Vec<O>) {
        let who: Vec<usize> = self
            .inside()
            .into_iter()
            .filter(|&i| {
                let room = self.marines[i].room;
                !self.map.intruders(Place::Room(room)).is_empty()
                    || self
                        .map
                        .corridors_of(room)
                        .iter()
                        .any(|c| !self.map.intruders(Place::Corridor(*c)).is_empty())
            })
            .collect();
        if !who.is_empty() {
            out.push(O::Panic { who });
        }
    }

    /// A broken reactor or autodestruction room starts the autodestruction; each of them takes a malfunction.
    fn event_reactor_overheats(&mut self, out: &mut Vec<O>) {
        let rooms: Vec<u8> = self
            .rooms_with(RoomActionKey::Autodestruction)
            .into_iter()
            .chain(self.rooms_with(RoomActionKey::Reactor))
            .collect();
        let broken = rooms
            .iter()
            .any(|r| self.map.rooms.get(r).is_some_and(|r| r.malfunction));
        if broken && !self.facility.power_cut && self.facility.autodestruction.is_none() {
            let slot = self.autodestruction_starts_at();
            self.facility.autodestruction = Some(slot);
            out.push(O::Autodestruction { slot });
        }
        for r in rooms {
            self.place_malfunction(r, out);
        }
    }

    /// The robot breaks down: a malfunction in its room, and 2 HP lost by the marines there.
    fn event_robot_breaks(&mut self, out: &mut Vec<O>) {
        if self.facility.robot.is_some() {
            if !self.facility.robot_malfunction {
                self.facility.robot_malfunction = true;
                out.push(O::RobotMalfunction);
            }
            let room = self.facility.robot_room;
            self.place_malfunction(room, out);
            let who = self.inside_room(room);
            if !who.is_empty() {
                out.push(O::LoseHp { who, hp: 2 });
            }
        }
    }

    /// Each broken room with air catches fire.
    fn event_short_circuit(&mut self, out: &mut Vec<O>) {
        let rooms: Vec<u8> = self
            .map
            .rooms_in_reading_order()
            .into_iter()
            .filter(|r| {
                self.map
                    .rooms
                    .get(r)
                    .is_some_and(|r| r.malfunction && self.facility.life_support(r.section))
            })
            .collect();
        for r in rooms {
            self.place_fire(r, out);
        }
    }

    /// The rooms on fire, in reading order.
    fn fire_rooms(&self) -> Vec<u8> {
        self.map
            .rooms_in_reading_order()
            .into_iter()
            .filter(|r| self.map.rooms.get(r).is_some_and(|r| r.fire))
            .collect()
    }

    fn event_secondary(
        &mut self,
        s: EventSecondary,
        out: &mut Vec<O>,
    ) -> Result<(), RetaliationError> {
        match s {
            EventSecondary::ResolveNoiseUnexplored => {
                for c in self.unexplored_corridors() {
                    if self.map.corridors.get(&c).is_some_and(|c| c.noise_marker) {
                        self.resolve_noise(c, out)?;
                    }
                }
            }
            EventSecondary::HazardUnsecured => {
                let t = tables().map_err(RetaliationError::from)?;
                for who in self.inside() {
                    if self.marines[who].status != MarineStatus::Inside {
                        continue;
                    }
                    let room = self.marines[who].room;
                    let secured = self.map.rooms.get(&room).is_some_and(|r| r.secure > 0)
                        || t.rooms.get(&room).is_some_and(|f| f.secured);
                    if !secured {
                        out.push(O::HazardRoom {
                            room,
                            who: Some(who),
                        });
                        self.hazard(room, Some(who), out)?;
                    }
                }
            }
            EventSecondary::NoiseRollAll => {
                for who in self.inside() {
                    self.ask(Question::NoiseRoll {
                        who,
                        why: RollWhy::Effect,
                    });
                }
            }
            EventSecondary::PlaceNoiseUnexplored => {
                for c in self.unexplored_corridors() {
                    self.place_noise(c, out);
                }
            }
            EventSecondary::Reshuffle => {}
        }
        Ok(())
    }
}
