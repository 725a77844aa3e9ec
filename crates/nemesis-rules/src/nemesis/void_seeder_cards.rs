//! Void Seeder attack and event card effects (cards.md §3.2, §3.3; in our own words in
//! assets/i18n/*/effects.ftl).

use super::board::Exit;
use super::command::NoiseSpot;
use super::content::{AttackEffect, EventEffect};
use super::game::Ctx;
use super::outcome::{DeathCause, Outcome};
use super::species::Species;
use crate::ids::*;

impl Ctx<'_> {
    /// The attack cards only Void Seeders have; the others read as the base ones.
    pub(crate) fn void_seeder_attack_effect(
        &mut self,
        id: IntruderId,
        kind: IntruderKind,
        effect: AttackEffect,
        target: PlayerId,
    ) {
        match effect {
            AttackEffect::Duplicate => {
                // another of its kind in the room: no surprise attack, no attack this step
                let Some(at) = self.g.intruder(id).map(|i| i.at) else {
                    return;
                };
                if self.miniature_free(kind) {
                    self.place_intruder(kind, at);
                } else {
                    self.emit(Outcome::NoMiniatureLeft { kind, at });
                }
            }
            AttackEffect::Dread => {
                self.serious_wound(target);
                self.panic(target);
            }
            AttackEffect::Braineating => {
                let serious = self.g.character(target).map_or(0, |c| c.serious_wounds);
                if serious >= 1 {
                    self.kill_character(target, DeathCause::AttackCard);
                } else {
                    self.serious_wound(target);
                    self.serious_wound(target);
                }
            }
            AttackEffect::Dismay => {
                self.contaminate(target);
                self.panic(target);
            }
            _ => {}
        }
    }

    /// The Void Seeder event effects. Returns false for an effect that is not theirs.
    pub(crate) fn void_seeder_event_effect(
        &mut self,
        effect: EventEffect,
        hands: &[(PlayerId, u8)],
    ) -> bool {
        use EventEffect as E;
        let active: Vec<(PlayerId, Option<SlotId>)> = self
            .g
            .characters
            .iter()
            .filter(|c| c.active())
            .map(|c| (c.player, c.room()))
            .collect();
        match effect {
            E::Terror => {
                // draw up to 5, scan the hand (an infected card: insanity 5), discard the hand:
                // the players scan, the app applies the verdict
                let players: Vec<PlayerId> = active.iter().map(|x| x.0).collect();
                if !players.is_empty() {
                    self.g.scans_requested = players.clone();
                    self.g.scan_asked = super::outcome::ScanAsked::HandOfFive;
                    self.emit(Outcome::ScanRequested {
                        players,
                        asked: super::outcome::ScanAsked::HandOfFive,
                    });
                }
            }
            E::VoidHunt => self.come_next_door(
                |k| Species::VoidSeeders.creatures().contains(&k),
                |g, at| g.characters_in(at).next().is_some(),
            ),
            E::Tendrils => {
                for (p, at) in active {
                    if at.is_some_and(|s| !self.b.networks_of(s).is_empty()) {
                        self.raise_insanity(p, 1);
                    }
                }
            }
            E::ComputerFailure => {
                let computers = self.computer_rooms();
                if computers.iter().any(|s| self.g.rooms[s].malfunction) {
                    for at in computers {
                        if self.over() {
                            break;
                        }
                        self.place_malfunction(at);
                    }
                }
            }
            E::Monophobia => {
                for (p, at) in active {
                    let Some(at) = at else { continue };
                    let alone = self.g.characters_in(at).count() == 1;
                    if alone && !self.g.in_combat(at) && !self.over() {
                        self.panic(p);
                    }
                }
            }
            E::Neurosis => {
                let lairs: Vec<SlotId> = self
                    .g
                    .intruders
                    .iter()
                    .filter(|i| i.kind == IntruderKind::Lair)
                    .map(|i| i.at)
                    .collect();
                for (p, at) in active {
                    let Some(at) = at else { continue };
                    let near = lairs
                        .iter()
                        .any(|&l| l == at || self.b.neighbours(l).contains(&at));
                    if near && !self.over() {
                        self.panic(p);
                    }
                }
            }
            E::Agoraphobia => self.agoraphobia(),
            E::HighestPodEjection => {
                let pod = self
                    .g
                    .pods
                    .iter()
                    .filter(|p| !p.launched)
                    .map(|p| p.number)
                    .max();
                if let Some(n) = pod {
                    self.remove_pod(n);
                }
            }
            E::FireWave => {
                if let Some(&at) = self.burning().first() {
                    self.spread_fire(&[at]);
                }
            }
            E::GeneratorOverheat => {
                if let Some(gen_room) = self.g.slot_of(RoomKind::Generator) {
                    if self.g.rooms[&gen_room].malfunction {
                        self.place_fire(gen_room);
                        self.spread_fire(&self.burning());
                    } else {
                        self.place_malfunction(gen_room);
                    }
                }
            }
            E::Whispers => self.whispers(hands),
            E::Fear => {
                for (p, _) in active {
                    let level = self.g.character(p).map_or(0, |c| c.insanity);
                    if level > super::bag::hand_of(hands, p) {
                        self.contaminate(p);
                    }
                }
            }
            E::FuelExplosion => {
                for engine in [RoomKind::Engine1, RoomKind::Engine2, RoomKind::Engine3] {
                    if let Some(at) = self.g.slot_of(engine)
                        && !self.over()
                    {
                        self.place_fire(at);
                    }
                }
            }
            E::ShipAiFailure => {
                // our reading (cards.md §3.2): markers counted across the computer rooms
                let computers = self.computer_rooms();
                let broken = computers
                    .iter()
                    .filter(|s| self.g.rooms[s].malfunction)
                    .count();
                if broken >= 2 {
                    self.start_self_destruct();
                } else if let Some(&at) = computers.iter().find(|s| !self.g.rooms[s].malfunction) {
                    self.place_malfunction(at);
                }
            }
            _ => return false,
        }
        true
    }

    /// Explored rooms whose tile shows a computer, by room number.
    fn computer_rooms(&self) -> Vec<SlotId> {
        self.g
            .rooms
            .iter()
            .filter(|(_, r)| r.explored && r.room.is_some_and(|k| self.c.room(k).computer))
            .map(|(s, _)| *s)
            .collect()
    }

    /// Agoraphobia: the Despoiler comes to the lowest-numbered room with 2 or more characters
    /// (moved if on the board, else placed; never once every Lair has fallen). No surprise
    /// attack.
    fn agoraphobia(&mut self) {
        let Some(&at) = self
            .g
            .rooms
            .keys()
            .find(|&&s| self.g.characters_in(s).count() >= 2)
        else {
            return;
        };
        if self.despoiler_gone() {
            return;
        }
        let here = self
            .g
            .intruders
            .iter()
            .find(|i| i.kind == IntruderKind::Despoiler)
            .map(|i| (i.id, i.at));
        match here {
            Some((_, from)) if from == at => {}
            Some((id, from)) => {
                if let Some(i) = self.g.intruders.iter_mut().find(|i| i.id == id) {
                    i.at = at;
                }
                self.emit(Outcome::IntruderRelocated {
                    intruder: id,
                    kind: IntruderKind::Despoiler,
                    from,
                    to: at,
                });
                self.pods_empty_into(at);
            }
            None => {
                self.place_intruder(IntruderKind::Despoiler, at);
            }
        }
    }

    /// Whispers: one more event card gives only a number; every room with a character gets
    /// noise on its exit of that number, or an Encounter where noise already lies.
    fn whispers(&mut self, hands: &[(PlayerId, u8)]) {
        let Some((card, _)) = self.g.hidden.events.draw(&mut self.g.hidden.rng) else {
            return;
        };
        let corridor = self.c.events[card as usize].corridor;
        self.g.hidden.events.discard(card);
        self.emit(Outcome::WhisperNumber { card, corridor });
        let mut rooms: Vec<SlotId> = self.g.characters.iter().filter_map(|c| c.room()).collect();
        rooms.sort();
        rooms.dedup();
        for at in rooms {
            if self.over() {
                return;
            }
            let spot = match self.b.exit(at, corridor) {
                Some(Exit::Corridor(c)) => NoiseSpot::Corridor(c),
                Some(Exit::Tech(n)) => NoiseSpot::Tech(n),
                None => continue,
            };
            let who = self.pick_target(at, hands);
            let hand = who.map_or(0, |p| super::bag::hand_of(hands, p));
            self.place_noise(at, spot, who, hand);
        }
    }
}
