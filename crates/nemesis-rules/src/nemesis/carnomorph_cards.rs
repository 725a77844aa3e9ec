//! The effects of the Carnomorph attack and event cards (cards.md §2.2–§2.3, in our own words
//! in the translations). Where a card is silent the reading is noted.

use super::content::{AttackEffect, EventEffect, RoomColour};
use super::game::Ctx;
use super::outcome::{DeathCause, Outcome};
use super::state::{DoorState, Section, Whereabouts};
use crate::ids::*;

impl Ctx<'_> {
    /// The Carnomorph attack effects without a base counterpart. Returns false for any other.
    pub(crate) fn carnomorph_attack_effect(
        &mut self,
        id: IntruderId,
        effect: AttackEffect,
        target: PlayerId,
    ) -> bool {
        let serious = self.g.character(target).map_or(0, |c| c.serious_wounds);
        let at = self.g.intruder(id).map(|i| i.at);
        match effect {
            AttackEffect::Devour => {
                if serious >= 1 {
                    self.kill_character(target, DeathCause::AttackCard);
                } else {
                    self.serious_wound(target);
                }
                if let Some(i) = self.g.intruders.iter_mut().find(|i| i.id == id)
                    && i.injuries > 0
                {
                    i.injuries = 0;
                    self.emit(Outcome::InjuriesHealed {
                        intruder: id,
                        injuries: 0,
                    });
                }
            }
            AttackEffect::Spawn => {
                if let Some(at) = at {
                    self.appear(IntruderKind::Metagorger, at);
                }
                self.slime(target);
            }
            AttackEffect::Bash => {
                self.serious_wound(target);
                self.contaminate(target);
            }
            AttackEffect::Regurgitate => {
                self.slime(target);
                self.contaminate(target);
                if let Some(at) = at
                    && let Some(r) = self.g.rooms.get_mut(&at)
                {
                    r.carcasses += 1;
                    self.emit(Outcome::CarcassPlaced { at });
                }
            }
            _ => return false,
        }
        true
    }

    /// The Carnomorph event effects. Returns false for any other.
    pub(crate) fn carnomorph_event_effect(
        &mut self,
        effect: EventEffect,
        hands: &[(PlayerId, u8)],
    ) -> bool {
        use EventEffect as E;
        match effect {
            E::RampantMutation => self.rampant_mutation(),
            E::Reawakening => self.reawakening(hands),
            E::CarnoLurking => self.withdraw(|i| i.kind != IntruderKind::Metagorger),
            E::Stalking => self.come_next_door(
                |k| {
                    matches!(
                        k,
                        IntruderKind::Shambler | IntruderKind::Fleshbeast | IntruderKind::Butcher
                    )
                },
                |g, at| g.characters_in(at).next().is_some(),
            ),
            E::ScavengingBiomatter => self.come_next_door(
                |k| k != IntruderKind::Butcher,
                |g, at| {
                    g.rooms
                        .get(&at)
                        .is_some_and(|r| r.eggs + r.carcasses + r.corpses > 0)
                        || g.characters_in(at).any(|c| !c.carrying.is_empty())
                },
            ),
            E::AirlockGlitch => self.airlock_glitch(),
            E::GeneratorOverload => {
                if self.g.malfunctions() >= 3 {
                    self.start_self_destruct();
                }
            }
            E::MarkedPrey => self.marked_prey(),
            E::HatchesJam => {
                for room in [RoomKind::EvacuationA, RoomKind::EvacuationB] {
                    if let Some(at) = self.g.slot_of(room) {
                        self.place_malfunction(at);
                    }
                }
            }
            E::QuarantineProcedure => self.quarantine_procedure(),
            E::Growl => self.growl(),
            E::StructuralWeakness => self.structural_weakness(),
            E::ProtocolFailure => self.protocol_failure(),
            E::ChemicalFire => self.chemical_fire(),
            E::AmmunitionMeltdown => self.ammunition_meltdown(),
            E::BeastOnTheProwl => self.beast_on_the_prowl(hands),
            _ => return false,
        }
        true
    }

    /// Rampant Mutation: each character still in the game scans the top 4 of their action deck.
    fn rampant_mutation(&mut self) {
        // each character reveals the top 4 of their action deck and scans the
        // contamination cards among them: the players scan, the app applies the verdict
        let scanners: Vec<PlayerId> = self
            .g
            .characters
            .iter()
            .filter(|c| c.active())
            .map(|c| c.player)
            .collect();
        if !scanners.is_empty() {
            self.g.scans_requested = scanners.clone();
            self.g.scan_asked = super::outcome::ScanAsked::TopFour;
            self.emit(Outcome::ScanRequested {
                players: scanners,
                asked: super::outcome::ScanAsked::TopFour,
            });
        }
    }

    /// Reawakening: each carcass rises as a Shambler and attacks.
    fn reawakening(&mut self, hands: &[(PlayerId, u8)]) {
        let rooms: Vec<SlotId> = self
            .g
            .rooms
            .iter()
            .filter(|(_, r)| r.carcasses > 0)
            .map(|(s, _)| *s)
            .collect();
        for at in rooms {
            if self.over() {
                return;
            }
            // the carcass becomes the Shambler: it stays when no miniature is free
            let Some(id) = self.appear(IntruderKind::Shambler, at) else {
                continue;
            };
            if let Some(r) = self.g.rooms.get_mut(&at) {
                r.carcasses -= 1;
            }
            if let Some(target) = self.pick_target(at, hands) {
                self.intruder_attack(id, target, super::bag::hand_of(hands, target));
            }
        }
    }

    /// Airlock Glitch: the highest-numbered explored yellow room whose doors can all close is sealed.
    fn airlock_glitch(&mut self) {
        // the highest-numbered explored yellow room whose doors can all close
        let room = self
            .g
            .rooms
            .iter()
            .rev()
            .filter(|(_, r)| r.explored)
            .filter(|(_, r)| {
                r.room
                    .is_some_and(|k| self.c.room(k).colour == RoomColour::Yellow)
            })
            .map(|(s, _)| *s)
            .find(|&s| {
                self.b
                    .corridors_of(s)
                    .iter()
                    .all(|c| self.g.corridors[c.0 as usize].door != DoorState::Destroyed)
            });
        if let Some(at) = room {
            self.seal_airlock(at);
        }
    }

    /// Marked Prey: whoever carries something, or stands by eggs, carcasses or corpses, is slimed.
    fn marked_prey(&mut self) {
        let marked: Vec<PlayerId> = self
            .g
            .characters
            .iter()
            .filter(|c| c.active())
            .filter(|c| {
                !c.carrying.is_empty()
                    || c.room()
                        .and_then(|s| self.g.rooms.get(&s))
                        .is_some_and(|r| {
                            r.eggs + r.carcasses + r.corpses > 0
                                || (r.room == Some(RoomKind::Nest)
                                    && !self.g.nest_destroyed
                                    && self.g.nest_eggs > 0)
                        })
            })
            .map(|c| c.player)
            .collect();
        for p in marked {
            self.slime(p);
        }
    }

    /// Quarantine Procedure: every open door of a slimed character's room closes.
    fn quarantine_procedure(&mut self) {
        let rooms: Vec<SlotId> = self
            .g
            .characters
            .iter()
            .filter(|c| c.slime)
            .filter_map(|c| c.room())
            .collect();
        for at in rooms {
            let corridors = self.b.corridors_of(at);
            for &c in &corridors {
                if self.g.corridors[c.0 as usize].door == DoorState::Open {
                    self.set_door(c, DoorState::Closed, &corridors);
                }
            }
        }
    }

    /// Growl: noise in every corridor of each room an intruder stands in.
    fn growl(&mut self) {
        // our reading: a corridor that already has a marker keeps one (no Encounter
        // without a character to meet)
        let rooms: Vec<SlotId> = self.g.intruders.iter().map(|i| i.at).collect();
        let mut rooms = rooms;
        rooms.sort();
        rooms.dedup();
        for at in rooms {
            self.fill_noise(at);
        }
    }

    /// Structural Weakness: a malfunction in every explored white room.
    fn structural_weakness(&mut self) {
        let rooms: Vec<SlotId> = self
            .g
            .rooms
            .iter()
            .filter(|(_, r)| {
                r.explored
                    && r.room
                        .is_some_and(|k| self.c.room(k).colour == RoomColour::White)
            })
            .map(|(s, _)| *s)
            .collect();
        for at in rooms {
            if self.over() {
                return;
            }
            self.place_malfunction(at);
        }
    }

    /// Protocol Failure: the highest-numbered section B pod still aboard leaves the game.
    fn protocol_failure(&mut self) {
        let pod = self
            .g
            .pods
            .iter()
            .filter(|p| p.section == Section::B && !p.launched)
            .map(|p| p.number)
            .max();
        if let Some(n) = pod {
            self.remove_pod(n);
        }
    }

    /// Chemical Fire: the highest-numbered burning room trades its fire for a malfunction, and the fire spreads.
    fn chemical_fire(&mut self) {
        if let Some(at) = self
            .g
            .rooms
            .iter()
            .rev()
            .find(|(_, r)| r.fire)
            .map(|(s, _)| *s)
        {
            self.place_malfunction(at);
            if let Some(r) = self.g.rooms.get_mut(&at) {
                r.fire = false;
            }
            self.emit(Outcome::FireRemoved { at });
            self.spread_fire(&[at]);
        }
    }

    /// Ammunition Meltdown: the first explored red room loses its items and burns.
    fn ammunition_meltdown(&mut self) {
        let red = self
            .g
            .rooms
            .iter()
            .find(|(_, r)| {
                r.explored
                    && r.room
                        .is_some_and(|k| self.c.room(k).colour == RoomColour::Red)
            })
            .map(|(s, _)| *s);
        if let Some(at) = red {
            if let Some(r) = self.g.rooms.get_mut(&at)
                && r.items != Some(0)
            {
                r.items = Some(0);
                self.emit(Outcome::ItemsLost { at });
            }
            self.place_fire(at);
            self.spread_fire(&[at]);
        }
    }

    /// Beast on the Prowl: the Butcher goes to the first slimed character, or without it each slimed character rolls for noise.
    fn beast_on_the_prowl(&mut self, hands: &[(PlayerId, u8)]) {
        let butcher = self
            .g
            .intruders
            .iter()
            .find(|i| i.kind == IntruderKind::Butcher)
            .map(|i| (i.id, i.at));
        let slimed: Vec<(PlayerId, SlotId)> = self
            .g
            .turn_order()
            .into_iter()
            .filter_map(|p| {
                let c = self.g.character(p)?;
                c.slime.then_some((p, c.room()?))
            })
            .collect();
        match butcher {
            // our reading (cards.md §2.2 CE20): a Butcher in combat stays
            Some((id, from)) => {
                if let Some(&(_, to)) = slimed.first()
                    && !self.g.in_combat(from)
                    && to != from
                {
                    if let Some(i) = self.g.intruders.iter_mut().find(|i| i.id == id) {
                        i.at = to;
                    }
                    self.emit(Outcome::IntruderRelocated {
                        intruder: id,
                        kind: IntruderKind::Butcher,
                        from,
                        to,
                    });
                    self.pods_empty_into(to);
                }
            }
            None => {
                for (p, at) in slimed {
                    if self.over() {
                        return;
                    }
                    if self.g.character(p).and_then(|c| c.room()) == Some(at)
                        && !self.g.in_combat(at)
                    {
                        self.noise_roll(p, at, super::bag::hand_of(hands, p));
                    }
                }
            }
        }
    }

    /// Every intruder of the chosen types, not in combat, with a neighbouring room that
    /// qualifies, moves into it (lowest room number first); a closed door on the way stops it
    /// and is destroyed (Hunt, Stalking, Scavenging Biomatter).
    /// A card takes an escape pod out of the game; whoever sat in it steps out into its
    /// Evacuation room.
    pub(crate) fn remove_pod(&mut self, n: u8) {
        let Some(pod) = self.g.pods.iter().find(|p| p.number == n) else {
            return;
        };
        let (seats, section) = (pod.seats.clone(), pod.section);
        self.g.pods.retain(|p| p.number != n);
        self.emit(Outcome::PodRemoved { pod: n });
        let room = match section {
            Section::A => RoomKind::EvacuationA,
            Section::B => RoomKind::EvacuationB,
        };
        if let Some(at) = self.g.slot_of(room) {
            for p in seats {
                if let Some(c) = self.g.character_mut(p) {
                    c.at = Whereabouts::Room(at);
                }
                self.emit(Outcome::LeftPod { player: p, at });
            }
        }
    }

    pub(crate) fn come_next_door(
        &mut self,
        kinds: impl Fn(IntruderKind) -> bool,
        goal: impl Fn(&super::state::GameState, SlotId) -> bool,
    ) {
        let species = self.g.config.species;
        let movers: Vec<(IntruderId, SlotId)> = self
            .g
            .intruders
            .iter()
            .filter(|i| kinds(i.kind) && species.moves(i.kind) && !self.g.in_combat(i.at))
            .map(|i| (i.id, i.at))
            .collect();
        for (id, from) in movers {
            // neighbours come in room-number order
            let Some(to) = self
                .b
                .neighbours(from)
                .into_iter()
                .find(|&n| goal(self.g, n))
            else {
                continue;
            };
            let corridors = self.b.corridors_between(from, to);
            match corridors.iter().copied().find(|c| {
                species.passes_closed_doors()
                    || self.g.corridors[c.0 as usize].door != DoorState::Closed
            }) {
                Some(c) => self.relocate(id, to, c),
                None => {
                    if self.can_break_doors(id)
                        && let Some(&c) = corridors.first()
                    {
                        self.g.corridors[c.0 as usize].door = DoorState::Destroyed;
                        self.emit(Outcome::DoorDestroyed {
                            corridor: c,
                            at: from,
                        });
                    }
                }
            }
        }
    }
}
