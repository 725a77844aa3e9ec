//! The marine's wishes for one action, best first: fight what stands in the room, look after the
//! body, burst into a corridor, take what the room gives, repair a room it needs, use the room,
//! guard against intruders next door, then where to go.

use super::{Choice, Game, hibernatorium_in_reach};
use crate::rules::retaliation::map::{Door, Place, Section};
use crate::rules::retaliation::{
    Fix, HIBERNATORIUM, LANDING_ZONE, Lander, RKind, RetaliationCommand as C, RetaliationState,
    RoomAct, RoomActionKey as K, tables,
};
use rand::RngExt;

impl Game {
    /// The marine's wishes for one action, best first.
    pub(super) fn options(&mut self, who: usize) -> Vec<Choice> {
        if let Some(fight) = self.fight_in_the_room(who) {
            return fight;
        }
        if let Some(care) = self.look_after_the_body(who) {
            return care;
        }
        if let Some(burst) = self.burst_into_a_corridor(who) {
            return burst;
        }
        if let Some(taken) = self.take_what_the_room_gives(who) {
            return taken;
        }
        let late = self.state().round >= 9 || self.t.bodies[who].hp <= 4;
        if let Some(repair) = self.repair_a_needed_room(who, late) {
            return vec![repair];
        }
        let mut v = self.room_actions_wanted(who, late);
        self.guard_against_the_next_door(who, &mut v);
        self.where_to_go(who, late, &mut v);
        v
    }

    /// An intruder in the marine's room: shoot the weakest (a repel first when badly hurt).
    /// None when the room is clear.
    fn fight_in_the_room(&mut self, who: usize) -> Option<Vec<Choice>> {
        let st = self.j.state();
        let room = st.marines[who].room;
        let b = &self.t.bodies[who];
        let mut v: Vec<Choice> = Vec::new();
        let in_room = st.map.intruders(Place::Room(room)).to_vec();
        let target = in_room.iter().min_by_key(|i| i.kind)?;
        // shooting: a critical kills; a number kills when it is at most the hits
        let hits = target.hits + 1;
        let roll = self.t.rng.random_range(0..6u8); // 0 = critical, 5 = last bullet
        let dies = roll == 0 || (1..=4).contains(&roll) && roll <= hits;
        let at = Place::Room(room);
        // badly hurt with a repelling card in hand (about one hand in four): push it away
        if b.hp <= 4 && target.kind != RKind::Queen && self.t.rng.random_range(0..4u8) == 0 {
            v.push(Choice::App(
                C::Repel {
                    who,
                    at,
                    kind: target.kind,
                },
                1,
            ));
        }
        // melee is not modelled: the model's shots never run dry, and a blow that does not kill
        // is struck back (tried: 0.25 survivors a game instead of 0.34)
        let cmd = match target.kind {
            RKind::Queen => {
                // her hit track is on the board: only a filled track reaches the app
                self.t.queen_hits += 1;
                if roll != 0 && self.t.queen_hits < 3 {
                    return Some(vec![Choice::Physical(1)]);
                }
                self.t.queen_hits = 0;
                C::QueenCritical {}
            }
            RKind::Larva => C::Kill {
                at,
                kind: RKind::Larva,
            },
            k if dies => C::Kill { at, kind: k },
            k => C::Hit { at, kind: k },
        };
        v.push(Choice::App(cmd, 1));
        Some(v)
    }

    /// Badly hurt with a medpack: use it. Out of oxygen in the Landing Zone: its supply, oxygen
    /// and a medpack (a room action the app does not hold).
    fn look_after_the_body(&mut self, who: usize) -> Option<Vec<Choice>> {
        let room = self.j.state().marines[who].room;
        let b = &self.t.bodies[who];
        if b.hp <= 3 && b.medpacks > 0 {
            self.t.bodies[who].medpacks -= 1;
            self.t.bodies[who].hp = (self.t.bodies[who].hp + 2).min(self.t.bodies[who].max);
            return Some(vec![Choice::Physical(1)]);
        }
        if room == LANDING_ZONE && b.oxygen_tokens == 0 && self.t.lz_oxygen > 0 && b.cards >= 2 {
            let take = self.t.lz_oxygen.min(2);
            self.t.lz_oxygen -= take;
            self.t.bodies[who].oxygen_tokens += take;
            self.t.bodies[who].medpacks += 1;
            return Some(vec![Choice::Physical(2)]);
        }
        None
    }

    /// Burst into a neighbouring corridor with intruders (a grenade at two or more, else a
    /// round of ammo). None with nothing to burst with or nobody next door.
    fn burst_into_a_corridor(&mut self, who: usize) -> Option<Vec<Choice>> {
        let st = self.j.state();
        let room = st.marines[who].room;
        let b = &self.t.bodies[who];
        if b.ammo == 0 && b.grenades == 0 {
            return None;
        }
        for c in st.map.corridors_of(room) {
            let here = st.map.intruders(Place::Corridor(c));
            if let Some(i) = here
                .iter()
                .filter(|i| i.kind != RKind::Queen)
                .max_by_key(|i| i.kind)
            {
                let mut hits = self.t.rng.random_range(0..=3u8);
                let need = if i.kind == RKind::Drone { 2 } else { 1 };
                if self.t.bodies[who].grenades > 0 && here.len() >= 2 {
                    self.t.bodies[who].grenades -= 1;
                    hits += 2;
                } else if self.t.bodies[who].ammo > 0 {
                    self.t.bodies[who].ammo -= 1;
                } else {
                    continue;
                }
                if hits >= need * 2 && here.len() >= 2 {
                    // enough hits for two: the second kill follows as its own command
                    self.t.bodies[who].cards = self.t.bodies[who].cards.saturating_add(1);
                }
                if hits >= need {
                    return Some(vec![Choice::App(
                        C::Kill {
                            at: Place::Corridor(c),
                            kind: i.kind,
                        },
                        1,
                    )]);
                }
                return Some(vec![Choice::Physical(1)]);
            }
        }
        None
    }

    /// What the room gives a marine, which the app does not hold: the Emergency Room's care, the
    /// Armory's ammo, and one search of the item icons (a card each: medical gives a medpack,
    /// military ammo, technical oxygen; the marine keeps what it lacks most).
    fn take_what_the_room_gives(&mut self, who: usize) -> Option<Vec<Choice>> {
        let room = self.j.state().marines[who].room;
        let action = room_action(room);
        let b = &self.t.bodies[who];
        if action == Some(K::Heal) && b.hp <= b.max - 2 && b.cards >= 2 {
            let b = &mut self.t.bodies[who];
            b.hp = (b.hp + 2).min(b.max);
            return Some(vec![Choice::Physical(2)]);
        }
        if action == Some(K::Armory) && b.cards >= 2 && self.t.armed.insert(who) {
            let b = &mut self.t.bodies[who];
            b.ammo += 2;
            b.grenades += 1;
            return Some(vec![Choice::Physical(2)]);
        }
        let icons: Vec<String> = tables()
            .ok()
            .and_then(|t| t.rooms.get(&room))
            .map(|r| r.items.clone())
            .unwrap_or_default();
        if !icons.is_empty() && self.t.searched.insert((who, room)) {
            let b = &mut self.t.bodies[who];
            let has = |c: &str| icons.iter().any(|i| i == c);
            if has("yellow") && b.oxygen + 3 * i8::try_from(b.oxygen_tokens).unwrap_or(0) <= 6 {
                b.oxygen_tokens += 1;
            } else if has("green") && b.hp <= b.max - 2 {
                b.medpacks += 1;
            } else if has("red") {
                b.ammo += 1;
            } else if has("green") {
                b.medpacks += 1;
            } else {
                b.oxygen_tokens += 1;
            }
            return Some(vec![Choice::Physical(1)]);
        }
        None
    }

    /// A malfunction in a room whose action the marine needs: a repair (an action card or a
    /// technical item), which the table reports as the marker taken off.
    fn repair_a_needed_room(&self, who: usize, late: bool) -> Option<Choice> {
        let st = self.state();
        let f = &st.facility;
        let room = st.marines[who].room;
        let needed = match room_action(room) {
            Some(K::LifeSupport) => st
                .map
                .rooms
                .get(&room)
                .is_some_and(|r| !f.life_support(r.section)),
            Some(K::LandingZone) => f.lander == Lander::Landed,
            Some(K::Hibernate) => f.hibernatorium_powered && late,
            Some(K::Shuttle) => late,
            Some(K::Surgery) => st.marines[who].larva,
            _ => false,
        };
        if needed && st.map.rooms.get(&room).is_some_and(|r| r.malfunction) {
            return Some(Choice::App(
                C::Correct {
                    fix: Fix::Malfunction { room, on: false },
                },
                1,
            ));
        }
        None
    }

    /// The room's action when the marine wants it: board the landed lander, hibernate or take
    /// the shuttle late, switch life support on (and power the Hibernatorium), take the data,
    /// cut the larva out.
    fn room_actions_wanted(&self, who: usize, late: bool) -> Vec<Choice> {
        let st = self.state();
        let f = &st.facility;
        let m = &st.marines[who];
        let room = m.room;
        let use_room = |action| Choice::App(C::Room { who, action }, 2);
        let mut v: Vec<Choice> = Vec::new();
        match room_action(room) {
            Some(K::LandingZone) if f.lander == Lander::Landed => v.push(use_room(RoomAct::Board)),
            Some(K::Hibernate) if f.hibernatorium_powered && late => {
                v.push(use_room(RoomAct::Hibernate));
            }
            Some(K::Shuttle) if late => v.push(use_room(RoomAct::Shuttle)),
            Some(K::LifeSupport) => {
                let sec = st.map.rooms.get(&room).map(|r| r.section);
                if sec.is_some_and(|s| !f.life_support(s)) {
                    v.push(use_room(RoomAct::LifeSupport));
                }
                if hibernatorium_in_reach(st) && !f.hibernatorium_powered {
                    v.push(use_room(RoomAct::PowerHibernatorium));
                }
            }
            Some(K::Server) if !m.data => v.push(use_room(RoomAct::Data)),
            Some(K::Surgery) if m.larva => v.push(use_room(RoomAct::Surgery)),
            _ => {}
        }
        v
    }

    /// Intruders next door: a door card shuts the nearest open door (about one hand in three),
    /// or a secure token waits for them.
    fn guard_against_the_next_door(&mut self, who: usize, v: &mut Vec<Choice>) {
        let st = self.j.state();
        let room = st.marines[who].room;
        let threatened: Vec<u16> = st
            .map
            .corridors_of(room)
            .into_iter()
            .filter(|c| !st.map.intruders(Place::Corridor(*c)).is_empty())
            .collect();
        let Some(&c) = threatened.first() else {
            return;
        };
        if st
            .map
            .corridors
            .get(&c)
            .is_some_and(|k| k.door == Some(Door::Open))
            && self.t.rng.random_range(0..3u8) == 0
        {
            v.push(Choice::App(
                C::Correct {
                    fix: Fix::Door {
                        corridor: c,
                        door: Door::Closed,
                    },
                },
                1,
            ));
        }
        if self.t.bodies[who].cards >= 3 && st.map.rooms.get(&room).is_some_and(|r| r.secure == 0) {
            v.push(Choice::App(C::Secure { who }, 1));
        }
    }

    /// Where to go, through corridors without intruders: out of a burning room first, toward
    /// the goals, to the Landing Zone's oxygen from a section without air, through an unexplored
    /// corridor here, to the nearest room with one, anywhere.
    fn where_to_go(&mut self, who: usize, late: bool, v: &mut Vec<Choice>) {
        let st = self.j.state();
        let f = &st.facility;
        let room = st.marines[who].room;
        let b = &self.t.bodies[who];
        let routes = self.routes(room);
        let goals = goals(st, room, late);
        let here_section = st.map.rooms.get(&room).map(|r| r.section);
        let careful = b.cards >= 2;
        let quiet = |c: &u16| st.map.intruders(Place::Corridor(*c)).is_empty();
        // out of a burning room first
        if st.map.rooms.get(&room).is_some_and(|r| r.fire)
            && let Some(c) = st.map.corridors_of(room).into_iter().find(|c| {
                quiet(c)
                    && st
                        .map
                        .beyond(*c, room)
                        .is_some_and(|r| !st.map.rooms[&r].fire)
            })
        {
            v.push(self.walk(who, c, false));
        }
        for g in goals {
            if let Some((c, _)) = routes.get(&g).filter(|(c, _)| quiet(c)) {
                v.push(self.walk(who, *c, careful));
            }
        }
        if here_section.is_some_and(|s| !f.life_support(s))
            && b.oxygen_tokens == 0
            && self.t.lz_oxygen > 0
            && let Some((c, _)) = routes.get(&LANDING_ZONE).filter(|(c, _)| quiet(c))
        {
            v.push(self.walk(who, *c, careful));
        }
        if let Some(c) = self.frontier(room).filter(quiet) {
            v.push(Choice::App(
                C::Move {
                    who,
                    corridor: c,
                    careful,
                },
                1 + u8::from(careful),
            ));
        }
        // the nearest room with an unexplored corridor, in a section without air first
        let airless = |r: &u8| {
            st.map
                .rooms
                .get(r)
                .is_some_and(|x| !f.life_support(x.section))
        };
        let nearest_frontier = routes
            .iter()
            .filter(|(r, _)| self.frontier(**r).is_some())
            .min_by_key(|(r, (_, d))| (!airless(r), *d, **r))
            .map(|(_, (c, _))| *c);
        if let Some(c) = nearest_frontier.filter(quiet) {
            v.push(self.walk(who, c, careful));
        }
        let mut any: Vec<u16> = routes.values().map(|(c, _)| *c).filter(quiet).collect();
        any.sort_unstable();
        any.dedup();
        if !any.is_empty() {
            let c = any[self.t.rng.random_range(0..any.len())];
            v.push(self.walk(who, c, careful));
        }
    }
}

/// The action printed on the room tile of `room`, when the tables load.
fn room_action(room: u8) -> Option<K> {
    tables()
        .ok()
        .and_then(|t| t.rooms.get(&room))
        .map(|r| r.action)
}

/// The rooms a marine in `room` makes for: a way out late in the game (the landed or coming
/// lander, the powered Hibernatorium, room 24), room 22 to power the Hibernatorium, and the
/// life support room of a section without air.
fn goals(st: &RetaliationState, room: u8, late: bool) -> Vec<u8> {
    let f = &st.facility;
    let mut goals: Vec<u8> = Vec::new();
    if late {
        if f.lander == Lander::Landed || (f.lander == Lander::Coming && st.round >= 8) {
            goals.push(LANDING_ZONE);
        }
        if f.hibernatorium_powered {
            goals.push(HIBERNATORIUM);
        }
        goals.push(24);
    }
    if hibernatorium_in_reach(st) && !f.hibernatorium_powered {
        goals.push(22);
    }
    if let Some(s) = st.map.rooms.get(&room).map(|r| r.section)
        && !f.life_support(s)
    {
        goals.push(match s {
            Section::A => 15,
            Section::B => 19,
            Section::C => 22,
        });
    }
    goals
}
