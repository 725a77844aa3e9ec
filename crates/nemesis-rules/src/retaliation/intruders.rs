//! Intruders on the map: placing them (corridor room, models in the box), entering rooms and
//! attacking, pursuit, one movement step toward the nearest marine, repelling, the Queen's
//! activation (retaliation.md §7.4, §10, §11; cards-retaliation.md §3).

use super::map::{CORRIDOR_ROOM, Intruder, Place, largest_first, size};
use super::{
    LANDING_ZONE, MarineStatus, RKind, RetaliationError, RetaliationOutcome as O, RetaliationState,
    ShotResult, facts, tables,
};
use std::collections::{BTreeMap, BTreeSet};

impl RetaliationState {
    /// Puts a new intruder at `p`. In a room holding marines it attacks (`target` first, if
    /// they are there) unless a secure token takes it. Returns whether a model went on the map.
    pub(super) fn spawn(
        &mut self,
        p: Place,
        kind: RKind,
        target: Option<usize>,
        attacks: bool,
        out: &mut Vec<O>,
    ) -> bool {
        let limit = facts()
            .ok()
            .and_then(|f| f.miniatures.get(&kind).copied())
            .unwrap_or(0);
        if self.map.count(kind) >= usize::from(limit) {
            out.push(O::NoModel { kind });
            return false;
        }
        let intruder = self.new_intruder(kind);
        match p {
            Place::Corridor(c) => {
                if !self.make_room(c, kind, None, out) {
                    out.push(O::NoRoom { at: p, kind });
                    return false;
                }
                if let Some(corr) = self.map.corridors.get_mut(&c) {
                    corr.noise_marker = false;
                    corr.intruders.push(intruder);
                }
                out.push(O::Appears {
                    at: p,
                    kind,
                    id: intruder.id,
                });
            }
            Place::Room(r) => {
                let Some(room) = self.map.rooms.get_mut(&r) else {
                    return false;
                };
                room.intruders.push(intruder);
                out.push(O::Appears {
                    at: p,
                    kind,
                    id: intruder.id,
                });
                if attacks {
                    self.entered_room(r, intruder.id, target, out);
                } else {
                    self.throw_out_of_lander(r, out);
                }
            }
        }
        true
    }

    /// Makes space for one `kind` in a corridor by taking out smaller intruders: when placing
    /// they leave the map, when moving (`swap_to`) they go where the mover came from.
    pub(super) fn make_room(
        &mut self,
        c: u16,
        kind: RKind,
        swap_to: Option<Place>,
        out: &mut Vec<O>,
    ) -> bool {
        let need = size(kind);
        let Some(corr) = self.map.corridors.get(&c) else {
            return false;
        };
        let free = CORRIDOR_ROOM.saturating_sub(corr.load());
        let smaller: u8 = corr
            .intruders
            .iter()
            .filter(|i| i.kind > kind)
            .map(|i| size(i.kind))
            .sum();
        if free >= need {
            return true;
        }
        if free + smaller < need {
            return false;
        }
        let mut free = free;
        while free < need {
            let Some(corr) = self.map.corridors.get_mut(&c) else {
                return false;
            };
            let Some(n) = corr
                .intruders
                .iter()
                .enumerate()
                .filter(|(_, i)| i.kind > kind)
                .max_by_key(|(_, i)| i.kind)
                .map(|(n, _)| n)
            else {
                return false;
            };
            let mut v = corr.intruders.remove(n);
            free += size(v.kind);
            match swap_to {
                Some(dest) => {
                    if let Place::Corridor(_) = dest {
                        v.hits = 0;
                    }
                    if let Some(d) = self.map.intruders_mut(dest) {
                        d.push(v);
                    }
                    out.push(O::Moves {
                        id: v.id,
                        kind: v.kind,
                        from: Place::Corridor(c),
                        to: dest,
                    });
                }
                None => out.push(O::NoRoom {
                    at: Place::Corridor(c),
                    kind: v.kind,
                }),
            }
        }
        true
    }

    /// Marines aboard the Lander are thrown out when an intruder comes to the Landing Zone.
    pub(super) fn throw_out_of_lander(&mut self, room: u8, out: &mut Vec<O>) {
        if room != LANDING_ZONE {
            return;
        }
        for who in self.turn_order() {
            if self.marines[who].status == MarineStatus::InLander {
                self.marines[who].status = MarineStatus::Inside;
                self.marines[who].room = LANDING_ZONE;
                out.push(O::ThrownOut { who });
            }
        }
    }

    /// Intruder `id` has just come into `room`: with marines there it attacks, unless a secure
    /// token takes the attack (retaliation.md §7.6, §11.1–11.2).
    pub(super) fn entered_room(
        &mut self,
        room: u8,
        id: u32,
        target: Option<usize>,
        out: &mut Vec<O>,
    ) {
        self.throw_out_of_lander(room, out);
        let here = self.inside_room(room);
        if here.is_empty() {
            return;
        }
        let Some(kind) = self
            .map
            .intruders(Place::Room(room))
            .iter()
            .find(|i| i.id == id)
            .map(|i| i.kind)
        else {
            return;
        };
        if let Some(r) = self.map.rooms.get_mut(&room)
            && r.secure > 0
        {
            r.secure -= 1;
            out.push(O::SecureSpent { room, kind });
            return;
        }
        let target = target.filter(|t| here.contains(t)).unwrap_or(here[0]);
        self.attack(kind, Some(id), target, out);
    }

    /// One attack on `target`. Returns whether the card's row follows a moving target.
    pub(super) fn attack(
        &mut self,
        kind: RKind,
        id: Option<u32>,
        target: usize,
        out: &mut Vec<O>,
    ) -> bool {
        if kind == RKind::Larva {
            // the larva's model leaves the map for the character board
            if let Some(id) = id
                && let Some(p) = self.map.locate(id)
                && let Some(v) = self.map.intruders_mut(p)
            {
                v.retain(|i| i.id != id);
            }
            let on_board = !self.marines[target].larva;
            self.marines[target].larva = true;
            out.push(O::LarvaAttack { target, on_board });
            self.contaminate(target, 1, out);
            return false;
        }
        let Ok(t) = tables() else {
            return false;
        };
        if self.hidden.attacks.is_empty() {
            self.shuffle_attacks(out);
        }
        let Some(card) = self.hidden.attacks.pop() else {
            return false;
        };
        let fact = &t.attacks[usize::from(card)];
        let row = fact.row(kind);
        out.push(O::Attack {
            by: kind,
            target,
            card: fact.id.clone(),
            row,
        });
        let hit: Vec<usize> = if row.room {
            self.inside_room(self.marines[target].room)
        } else {
            vec![target]
        };
        for who in hit {
            if row.contamination > 0 {
                self.contaminate(who, row.contamination, out);
            }
        }
        if row.larva {
            self.marines[target].larva = true;
        }
        self.hidden.attack_discard.push(card);
        if fact.reshuffle {
            self.shuffle_attacks(out);
        }
        row.follows
    }

    fn shuffle_attacks(&mut self, out: &mut Vec<O>) {
        let h = &mut self.hidden;
        super::reshuffle(&mut h.attacks, &mut h.attack_discard, &mut h.rng);
        out.push(O::AttackDeckShuffled);
    }

    pub(super) fn contaminate(&mut self, who: usize, cards: u8, out: &mut Vec<O>) {
        self.marines[who].contamination = self.marines[who].contamination.saturating_add(cards);
        out.push(O::Contamination { who, cards });
    }

    /// Pursuit: intruders in the room and in the chosen corridor attack a marine leaving,
    /// largest first, at most 3. Returns the ids that follow the marine (Blood Sense).
    pub(super) fn pursuit(
        &mut self,
        who: usize,
        room: u8,
        corridor: u16,
        out: &mut Vec<O>,
    ) -> Vec<u32> {
        let mut attackers: Vec<Intruder> = self
            .map
            .intruders(Place::Room(room))
            .iter()
            .chain(self.map.intruders(Place::Corridor(corridor)))
            .copied()
            .collect();
        largest_first(&mut attackers);
        attackers.truncate(3);
        if attackers.is_empty() {
            return Vec::new();
        }
        out.push(O::Pursuit {
            who,
            attackers: attackers.len() as u8,
        });
        let mut follow = Vec::new();
        for a in attackers {
            if self.attack(a.kind, Some(a.id), who, out) {
                follow.push(a.id);
            }
        }
        follow
    }

    /// Moves one intruder; entering a corridor drops its hit markers and its noise marker.
    pub(super) fn relocate(&mut self, id: u32, from: Place, to: Place, out: &mut Vec<O>) {
        let Some(v) = self.map.intruders_mut(from) else {
            return;
        };
        let Some(n) = v.iter().position(|i| i.id == id) else {
            return;
        };
        let mut i = v.remove(n);
        if let Place::Corridor(c) = to {
            i.hits = 0;
            if let Some(corr) = self.map.corridors.get_mut(&c) {
                corr.noise_marker = false;
            }
        }
        if let Some(d) = self.map.intruders_mut(to) {
            d.push(i);
        }
        out.push(O::Moves {
            id,
            kind: i.kind,
            from,
            to,
        });
    }

    /// Distances from the nearest marine on the map (ties: earlier in turn order), or `None`
    /// when nobody is on the map to go for.
    fn nearest_target(&self, from: Place) -> Option<BTreeMap<Place, u32>> {
        let mut best: Option<(u32, BTreeMap<Place, u32>)> = None;
        let mut seen = BTreeSet::new();
        for who in self.inside() {
            let room = self.marines[who].room;
            if !seen.insert(room) {
                continue;
            }
            let d = self.map.distances(Place::Room(room));
            let Some(&here) = d.get(&from) else {
                continue;
            };
            if best.as_ref().is_none_or(|(b, _)| here < *b) {
                best = Some((here, d));
            }
        }
        best.map(|(_, d)| d)
    }

    /// A closed door between two neighbouring places.
    fn door_between(&self, a: Place, b: Place) -> Option<u16> {
        let (c, r) = match (a, b) {
            (Place::Corridor(c), Place::Room(r)) | (Place::Room(r), Place::Corridor(c)) => (c, r),
            _ => return None,
        };
        self.map.closed_between(c, r).then_some(c)
    }

    pub(super) fn destroy_door(&mut self, c: u16, out: &mut Vec<O>) {
        if let Some(corr) = self.map.corridors.get_mut(&c) {
            corr.door = Some(super::map::Door::Destroyed);
        }
        out.push(O::DoorDestroyed { corridor: c });
    }

    /// One movement step for the intruders `ids` at `from` (retaliation.md §10.7).
    pub(super) fn step_group(&mut self, from: Place, ids: &[u32], out: &mut Vec<O>) {
        if let Place::Room(r) = from
            && !self.inside_room(r).is_empty()
        {
            return;
        }
        let mut group: Vec<Intruder> = self
            .map
            .intruders(from)
            .iter()
            .filter(|i| ids.contains(&i.id))
            .copied()
            .collect();
        if group.is_empty() {
            return;
        }
        largest_first(&mut group);
        let Some(dist) = self.nearest_target(from) else {
            return;
        };
        let Some(&here) = dist.get(&from) else {
            return;
        };
        if here == 0 {
            return;
        }
        let mut steps: Vec<super::map::Place> = self
            .map
            .neighbours(from)
            .into_iter()
            .filter(|n| dist.get(n) == Some(&(here - 1)))
            .collect();
        steps.sort();
        for next in &steps {
            if let Some(c) = self.door_between(from, *next) {
                self.destroy_door(c, out);
                return;
            }
            match *next {
                Place::Room(r) if !self.inside_room(r).is_empty() => {
                    let mover = group[0];
                    self.relocate(mover.id, from, *next, out);
                    self.entered_room(r, mover.id, None, out);
                    return;
                }
                Place::Room(r) => {
                    for i in &group {
                        self.relocate(i.id, from, *next, out);
                    }
                    self.throw_out_of_lander(r, out);
                    return;
                }
                Place::Corridor(c) => {
                    let load = self.map.corridors.get(&c).map_or(0, |c| c.load());
                    let need: u8 = group.iter().map(|i| size(i.kind)).sum();
                    if load + need <= CORRIDOR_ROOM {
                        for i in &group {
                            self.relocate(i.id, from, *next, out);
                        }
                        return;
                    }
                }
            }
        }
        // no route of that length takes the whole group: as many as fit, largest first
        if let Some(Place::Corridor(c)) = steps.first().copied() {
            for i in &group {
                if self.make_room(c, i.kind, Some(from), out) {
                    self.relocate(i.id, from, Place::Corridor(c), out);
                }
            }
        }
    }

    /// Repels one intruder of `kind` at `from` one step away from the nearest marine (lowest id
    /// when several steps lead away, retaliation.md §10.5).
    pub(super) fn repel(&mut self, from: Place, kind: RKind, out: &mut Vec<O>) {
        self.repel_from(from, kind, None, out);
    }

    /// Repels one intruder of `kind` at `from` one step away from `source` (the nearest marine
    /// when `None`).
    pub(super) fn repel_from(
        &mut self,
        from: Place,
        kind: RKind,
        source: Option<Place>,
        out: &mut Vec<O>,
    ) {
        let Some(id) = self
            .map
            .intruders(from)
            .iter()
            .find(|i| i.kind == kind)
            .map(|i| i.id)
        else {
            return;
        };
        let dist = match source {
            Some(p) => self.map.distances(p),
            None => match self.nearest_target(from) {
                Some(d) => d,
                None => return,
            },
        };
        let here = dist.get(&from).copied().unwrap_or(0);
        let mut away: Vec<Place> = self
            .map
            .neighbours(from)
            .into_iter()
            .filter(|n| dist.get(n).is_some_and(|d| *d > here))
            .collect();
        away.sort();
        let Some(next) = away.first().copied() else {
            return;
        };
        if let Some(c) = self.door_between(from, next) {
            self.destroy_door(c, out);
            return;
        }
        match next {
            Place::Corridor(c) => {
                if self.make_room(c, kind, Some(from), out) {
                    self.relocate(id, from, next, out);
                }
            }
            Place::Room(r) => {
                self.relocate(id, from, next, out);
                self.entered_room(r, id, None, out);
            }
        }
    }

    /// Queen activation: she attacks in her room, or takes one step toward the nearest marine.
    pub(super) fn queen_activates(&mut self, trigger: Option<usize>, out: &mut Vec<O>) {
        out.push(O::QueenActivates);
        let Some(at) = self.queen_place() else {
            return;
        };
        let Some(id) = self
            .map
            .intruders(at)
            .iter()
            .find(|i| i.kind == RKind::Queen)
            .map(|i| i.id)
        else {
            return;
        };
        if let Place::Room(r) = at {
            let here = self.inside_room(r);
            if let Some(first) = here.first() {
                let target = trigger.filter(|t| here.contains(t)).unwrap_or(*first);
                self.attack(RKind::Queen, Some(id), target, out);
                return;
            }
        }
        self.step_group(at, &[id], out);
    }

    pub(super) fn kill(
        &mut self,
        at: Place,
        kind: RKind,
        out: &mut Vec<O>,
    ) -> Result<(), RetaliationError> {
        if matches!(kind, RKind::Queen | RKind::Blank) {
            return Err(RetaliationError::NoSuchIntruder);
        }
        self.remove_kind(at, kind)
            .ok_or(RetaliationError::NoSuchIntruder)?;
        out.push(O::Killed { at, kind });
        Ok(())
    }

    /// A marine's shot or burst (checked by `check_shot`): said, then its kill or its hit.
    pub(super) fn shoot(
        &mut self,
        who: usize,
        at: Place,
        kind: RKind,
        result: ShotResult,
        out: &mut Vec<O>,
    ) -> Result<(), RetaliationError> {
        out.push(O::Shot {
            who,
            at,
            kind,
            result,
        });
        match result {
            ShotResult::Kill => self.kill(at, kind, out),
            ShotResult::Hit if kind != RKind::Queen => self.hit(at, kind, out),
            ShotResult::Hit | ShotResult::Miss => Ok(()),
        }
    }

    pub(super) fn hit(
        &mut self,
        at: Place,
        kind: RKind,
        out: &mut Vec<O>,
    ) -> Result<(), RetaliationError> {
        let Place::Room(_) = at else {
            return Err(RetaliationError::NoSuchIntruder);
        };
        if matches!(kind, RKind::Queen | RKind::Blank) {
            return Err(RetaliationError::NoSuchIntruder);
        }
        let v = self
            .map
            .intruders_mut(at)
            .ok_or(RetaliationError::NoSuchRoom)?;
        let i = v
            .iter_mut()
            .filter(|i| i.kind == kind)
            .max_by_key(|i| i.hits)
            .ok_or(RetaliationError::NoSuchIntruder)?;
        i.hits = i.hits.saturating_add(1);
        out.push(O::Hit {
            at,
            kind,
            hits: i.hits,
        });
        Ok(())
    }

    /// The marine's own move, still waiting for its tiles or its noise roll, stops: the
    /// pursuit killed them before they left (`death_stops_move`). `left`: the room the move
    /// just made left, if the last command was that marine's move.
    pub(super) fn stop_move_of(&mut self, who: usize, left: Option<(usize, u8)>) {
        if !self.config.death_stops_move {
            return;
        }
        match self.pending.front().copied() {
            Some(super::Question::Tiles {
                who: w,
                card,
                robot: false,
                ..
            }) if w == who => {
                self.pending.pop_front();
                // the card was not used: back on top of the deck
                self.hidden.exploration.push(card);
                self.followers.clear();
            }
            Some(super::Question::NoiseRoll {
                who: w,
                why: super::RollWhy::Move,
            }) if w == who => {
                self.pending.pop_front();
                if let Some((w, room)) = left
                    && w == who
                {
                    self.marines[who].room = room;
                }
            }
            _ => {}
        }
    }

    pub(super) fn marine_died(
        &mut self,
        who: usize,
        out: &mut Vec<O>,
    ) -> Result<(), RetaliationError> {
        let m = self.marine(who)?;
        if !matches!(m.status, MarineStatus::Inside | MarineStatus::InLander) {
            return Err(RetaliationError::NotInside);
        }
        if self.config.coop {
            if m.status == MarineStatus::InLander {
                // thrown out of the Lander's seat onto the Landing Zone's floor
                self.marines[who].room = super::LANDING_ZONE;
            }
            self.fall(who, out);
            return Ok(());
        }
        let m = &mut self.marines[who];
        m.status = MarineStatus::Dead;
        m.eggs = 0;
        m.data = false;
        out.push(O::MarineDied { who });
        Ok(())
    }
}
