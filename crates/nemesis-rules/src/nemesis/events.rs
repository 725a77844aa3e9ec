//! Event card effects (cards.md §1.2, in our own words in assets/i18n/*/effects.ftl).

use super::content::{EventEffect, RoomColour};
use super::game::Ctx;
use super::outcome::{DeathCause, EncounterCause, Outcome};
use super::state::{DoorState, EndCause};
use crate::ids::*;

impl Ctx<'_> {
    pub(crate) fn event_effect(&mut self, effect: EventEffect, hands: &[(PlayerId, u8)]) {
        use EventEffect as E;
        match effect {
            E::DamagingFire => {
                for at in self.burning() {
                    self.place_malfunction(at);
                }
                self.spread_fire(&self.burning());
            }
            E::Regeneration => self.regeneration(),
            E::ScentOfPrey => {
                let rooms: Vec<SlotId> = self
                    .g
                    .characters
                    .iter()
                    .filter(|c| c.slime)
                    .filter_map(|c| c.room())
                    .collect();
                for at in rooms {
                    self.fill_noise(at);
                }
            }
            E::FlammableCompounds => {
                if let Some(h) = self.g.slot_of(RoomKind::Hibernatorium) {
                    if self.g.rooms[&h].fire {
                        self.spread_fire(&[h]);
                    } else {
                        self.place_fire(h);
                    }
                }
            }
            E::BulkheadsOpen => self.bulkheads_open(),
            E::Hunt => self.hunt(),
            E::Eclosion => self.eclosion(),
            E::CoolantLeak => {
                let gen_broken = self
                    .g
                    .slot_of(RoomKind::Generator)
                    .is_some_and(|s| self.g.rooms[&s].malfunction);
                if gen_broken {
                    self.start_self_destruct();
                }
            }
            E::NestNoise => {
                if let Some(n) = self.g.slot_of(RoomKind::Nest)
                    && self.g.rooms[&n].explored
                {
                    self.fill_noise(n);
                }
            }
            E::ShortCircuit => self.malfunction_where(|c, r| {
                c.room(r).colour == RoomColour::Yellow && c.room(r).computer
            }),
            E::Damage => self.damage(),
            E::EggProtection => self.egg_protection(hands),
            E::ConsumingFire => self.consuming_fire(),
            E::Malfunction => {
                // our reading: the lowest-numbered explored room that can hold one
                let target =
                    self.g.rooms.iter().find(|(_, r)| {
                        r.explored && r.room.is_some_and(|k| !k.refuses_malfunction())
                    });
                if let Some((&at, _)) = target {
                    self.place_malfunction(at);
                }
            }
            E::Lurking => self.withdraw(|_| true),
            E::PodEjection => {
                if let Some(n) = self
                    .g
                    .pods
                    .iter()
                    .filter(|p| !p.launched)
                    .map(|p| p.number)
                    .min()
                {
                    self.launch_pod(n);
                }
            }
            E::Hatching => self.hatching(hands),
            E::LifeSupportFailure => {
                self.malfunction_where(|c, r| c.room(r).colour == RoomColour::Green)
            }
            E::TechNoise => self.tech_noise(hands),
            other => {
                if !self.void_seeder_event_effect(other, hands) {
                    self.carnomorph_event_effect(other, hands);
                }
            }
        }
    }

    /// Regeneration: each intruder heals up to 2 injuries.
    fn regeneration(&mut self) {
        for i in &mut self.g.intruders {
            let healed = i.injuries.min(2);
            i.injuries -= healed;
            if healed > 0 {
                self.out.push(Outcome::InjuriesHealed {
                    intruder: i.id,
                    injuries: i.injuries,
                });
            }
        }
    }

    /// Bulkheads Open: every closed door opens.
    fn bulkheads_open(&mut self) {
        for (i, c) in self.g.corridors.iter_mut().enumerate() {
            if c.door == DoorState::Closed {
                c.door = DoorState::Open;
                self.out.push(Outcome::DoorOpened {
                    corridor: CorridorId(i as u8),
                });
            }
        }
    }

    /// Eclosion: each larva's host dies, then everyone still in the game scans the top 4 of their action deck.
    fn eclosion(&mut self) {
        let hosts: Vec<PlayerId> = self
            .g
            .characters
            .iter()
            .filter(|c| c.larva && c.active())
            .map(|c| c.player)
            .collect();
        for p in hosts {
            self.infection_death(p);
        }
        let scanners: Vec<PlayerId> = self
            .g
            .characters
            .iter()
            .filter(|c| c.active())
            .map(|c| c.player)
            .collect();
        if !scanners.is_empty() && !self.over() {
            self.g.scans_requested = scanners.clone();
            self.g.scan_asked = super::outcome::ScanAsked::TopFour;
            self.emit(Outcome::ScanRequested {
                players: scanners,
                asked: super::outcome::ScanAsked::TopFour,
            });
        }
    }

    /// Damage: a malfunction in each room an Adult, Breeder or Queen stands in.
    fn damage(&mut self) {
        let mut rooms: Vec<SlotId> = self
            .g
            .intruders
            .iter()
            .filter(|i| {
                matches!(
                    i.kind,
                    IntruderKind::Adult | IntruderKind::Breeder | IntruderKind::Queen
                )
            })
            .map(|i| i.at)
            .collect();
        rooms.sort();
        rooms.dedup();
        for at in rooms {
            self.place_malfunction(at);
        }
    }

    /// Egg Protection: whoever stands in the Nest or carries an egg has an Encounter.
    fn egg_protection(&mut self, hands: &[(PlayerId, u8)]) {
        let nest = self.g.slot_of(RoomKind::Nest);
        let who: Vec<(PlayerId, SlotId)> = self
            .g
            .turn_order()
            .into_iter()
            .filter_map(|p| {
                let c = self.g.character(p)?;
                let at = c.room()?;
                (Some(at) == nest || c.carrying.contains(&ObjectKind::Egg)).then_some((p, at))
            })
            .collect();
        for (p, at) in who {
            if self.over() {
                return;
            }
            if self.g.character(p).is_some_and(|c| c.room() == Some(at)) {
                self.encounter(
                    Some(p),
                    at,
                    Some(super::bag::hand_of(hands, p)),
                    EncounterCause::Event,
                );
            }
        }
    }

    /// Consuming Fire: each burning room loses its items, and the fire spreads.
    fn consuming_fire(&mut self) {
        for at in self.burning() {
            if let Some(r) = self.g.rooms.get_mut(&at)
                && r.items != Some(0)
            {
                r.items = Some(0);
                self.emit(Outcome::ItemsLost { at });
            }
        }
        self.spread_fire(&self.burning());
    }

    /// Hatching: the Nest loses an egg; each empty-handed character in the Nest takes a larva, or,
    /// with none there, a Larva token goes into the bag.
    fn hatching(&mut self, hands: &[(PlayerId, u8)]) {
        if self.g.nest_eggs > 0 {
            if let Some(n) = self.g.slot_of(RoomKind::Nest) {
                self.emit(Outcome::EggsDestroyed {
                    at: n,
                    count: 1,
                    nest: true,
                });
            }
            self.remove_nest_eggs(1);
        }
        let nest = self.g.slot_of(RoomKind::Nest);
        // "holds no action cards": approximated by an empty hand as the players gave it
        let hosts: Vec<PlayerId> = self
            .g
            .characters
            .iter()
            .filter(|c| {
                c.room().is_some() && c.room() == nest && super::bag::hand_of(hands, c.player) == 0
            })
            .map(|c| c.player)
            .collect();
        for &p in &hosts {
            if let Some(c) = self.g.character_mut(p)
                && !c.larva
            {
                c.larva = true;
                self.emit(Outcome::LarvaOnBoard { player: p });
            }
        }
        if hosts.is_empty() {
            self.token_to_bag(IntruderKind::Larva);
        }
    }

    /// Tech Noise: noise on each technical-corridor network, or, where it is already full, everyone by an entrance rolls.
    fn tech_noise(&mut self, hands: &[(PlayerId, u8)]) {
        // each network's case is decided before anyone rolls: a roll on one network
        // must not turn the other one into a "full" case (side B)
        let full: Vec<(TechNet, bool)> = self
            .b
            .networks
            .iter()
            .map(|&n| (n, self.g.tech_noise.get(&n).copied().unwrap_or(false)))
            .collect();
        for (net, was_full) in full {
            if self.over() {
                return;
            }
            if !was_full {
                self.g.tech_noise.insert(net, true);
                // the spot is on the board's technical-corridors space, not in one room
                if let Some(e) = self.b.entrances.iter().find(|e| e.network == net) {
                    self.emit(Outcome::NoisePlaced {
                        at: e.slot,
                        spot: super::command::NoiseSpot::Tech(net),
                    });
                }
            } else {
                let has_entrance = |s: SlotId| self.b.networks_of(s).contains(&net);
                let rooms: Vec<SlotId> = self.b.slot_ids().filter(|&s| has_entrance(s)).collect();
                self.everyone_rolls(hands, |s| rooms.contains(&s));
            }
        }
    }

    pub(crate) fn burning(&self) -> Vec<SlotId> {
        self.g
            .rooms
            .iter()
            .filter(|(_, r)| r.fire)
            .map(|(s, _)| *s)
            .collect()
    }

    /// Fire spreads from these rooms into every neighbour, never through a closed door (nor the
    /// technical corridors, which join no rooms).
    pub(crate) fn spread_fire(&mut self, from: &[SlotId]) {
        let mut targets = Vec::new();
        for &at in from {
            for c in self.b.corridors_of(at) {
                if self.g.corridors[c.0 as usize].door != DoorState::Closed {
                    targets.push(self.b.corridor(c).other(at));
                }
            }
        }
        targets.sort();
        targets.dedup();
        for t in targets {
            if self.over() {
                return;
            }
            self.place_fire(t);
        }
    }

    /// A fire marker (at most 1 per room); needing a 9th one ends the game.
    pub(crate) fn place_fire(&mut self, at: SlotId) {
        if self.g.rooms.get(&at).is_none_or(|r| r.fire) {
            return;
        }
        if self.g.fires() >= 8 {
            self.end_game(EndCause::NinthFire);
            return;
        }
        if let Some(r) = self.g.rooms.get_mut(&at) {
            r.fire = true;
        }
        self.emit(Outcome::FirePlaced { at });
    }

    /// A malfunction marker: never in unexplored rooms, the Nest or the slime room; needing a
    /// 9th one ends the game.
    pub(crate) fn place_malfunction(&mut self, at: SlotId) {
        let Some(r) = self.g.rooms.get(&at) else {
            return;
        };
        if r.malfunction || !r.explored || r.room.is_none_or(|k| k.refuses_malfunction()) {
            return;
        }
        if self.g.malfunctions() >= 8 {
            self.end_game(EndCause::NinthMalfunction);
            return;
        }
        if let Some(r) = self.g.rooms.get_mut(&at) {
            r.malfunction = true;
        }
        self.emit(Outcome::MalfunctionPlaced { at });
    }

    fn malfunction_where(&mut self, pick: impl Fn(&super::content::Content, RoomKind) -> bool) {
        let rooms: Vec<SlotId> = self
            .g
            .rooms
            .iter()
            .filter(|(_, r)| r.explored && r.room.is_some_and(|k| pick(self.c, k)))
            .map(|(s, _)| *s)
            .collect();
        for at in rooms {
            if self.over() {
                return;
            }
            self.place_malfunction(at);
        }
    }

    /// An event starts the self-destruct sequence, unless it already runs.
    pub(crate) fn start_self_destruct(&mut self) {
        if self.g.self_destruct.is_none() {
            self.g.self_destruct = Some(6);
            self.emit(Outcome::SelfDestructStarted);
        }
    }

    /// Hunt: each Adult not in combat with a character next door moves in (lowest room number).
    fn hunt(&mut self) {
        self.come_next_door(
            |k| k == IntruderKind::Adult,
            |g, at| g.characters_in(at).next().is_some(),
        );
    }

    /// Infection rule, second half: the larva hatches; the character dies and a Creeper appears.
    pub(crate) fn infection_death(&mut self, p: PlayerId) {
        let at = self.g.character(p).and_then(|c| c.room());
        self.kill_character(p, DeathCause::Infection);
        if let Some(at) = at
            && !self.over()
        {
            self.place_intruder(IntruderKind::Creeper, at);
        }
    }
}
