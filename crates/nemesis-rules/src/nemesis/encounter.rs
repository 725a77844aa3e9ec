//! Encounters and intruders appearing on the board, with the component limits (base.md §7).

use super::game::Ctx;
use super::intruders::weakness;
use super::outcome::{EncounterCause, Outcome};
use super::state::{Intruder, Whereabouts};
use crate::ids::*;

impl Ctx<'_> {
    /// An Encounter in `at`, caused by `player` (who gets the surprise check) or by a rule.
    /// Returns whether an intruder appeared.
    pub(crate) fn encounter(
        &mut self,
        player: Option<PlayerId>,
        at: SlotId,
        hand: Option<u8>,
        cause: EncounterCause,
    ) -> bool {
        self.emit(Outcome::Encounter { player, at, cause });
        self.clear_noise(at);
        let Some(token) = self.draw_token() else {
            self.emit(Outcome::BagEmpty);
            return false;
        };
        let (kind, surprise) = (
            self.drawn_kind(token),
            self.c.tokens[token as usize].surprise,
        );
        self.emit(Outcome::TokenDrawn { kind, surprise });
        if self.g.config.species.own_encounters() {
            return self.seeder_encounter(player, at, token, hand);
        }
        if kind == IntruderKind::Blank {
            let last = self.g.hidden.bag.is_empty();
            if last {
                self.token_to_bag(self.g.config.species.blank_refill());
            }
            self.g.hidden.bag.push(token);
            self.emit(Outcome::BlankDrawn {
                at,
                last_token: last,
            });
            self.fill_noise(at);
            return false;
        }
        if !self.miniature_free(kind) && self.g.miniatures_on_board(kind) == 0 {
            // no miniature of the kind is left to place or move (the Butcher after its death,
            // which never returns, carnomorphs.md §6): nothing appears and the token leaves the
            // bag, as the Butcher's does in bag development
            self.emit(Outcome::NoMiniatureLeft { kind, at });
            self.return_to_supply(token);
            return false;
        }
        let id = self.place_intruder(kind, at);
        self.return_to_supply(token);
        if let (Some(p), Some(hand)) = (player, hand) {
            self.surprise_check(id, p, surprise, hand);
        }
        true
    }

    /// The surprise check: fewer cards in hand than the token's number means a Surprise Attack.
    pub(crate) fn surprise_check(&mut self, id: IntruderId, player: PlayerId, token: u8, hand: u8) {
        let token = if self.weakness(weakness::REACTION_TO_DANGER) {
            token.saturating_sub(1).max(1)
        } else {
            token
        };
        self.surprise_compare(id, player, token, hand);
    }

    /// The held-back surprise attack, once the card it waited for is named: the same
    /// comparison, the intruder and the character still in one room.
    pub(crate) fn release_waiting_surprise(&mut self) {
        if self.g.adaptation_to_name().is_some() {
            return;
        }
        if let Some(w) = self.g.surprise_waiting.take() {
            self.surprise_compare(w.intruder, w.player, w.token, w.hand);
        }
    }

    fn surprise_compare(&mut self, id: IntruderId, player: PlayerId, token: u8, hand: u8) {
        let in_room = self.g.intruder(id).map(|i| i.at);
        let p_room = self.g.character(player).and_then(|c| c.room());
        if in_room.is_none() || in_room != p_room {
            return;
        }
        if hand < token {
            // an adaptation card that turned up with this intruder applies from the moment it
            // is known (carnomorphs.md §5.4): the attack waits for the table to name it
            let kind = self.g.intruder(id).map(|i| i.kind);
            let unnamed = |a: &super::state::Adaptation| {
                Some(a.slot) == kind && a.revealed && a.card.is_none()
            };
            if self.g.config.since(3)
                && self.g.ended.is_none()
                && self.g.adaptations.iter().any(unnamed)
            {
                self.g.surprise_waiting = Some(super::state::WaitingSurprise {
                    intruder: id,
                    player,
                    token,
                    hand,
                });
                return;
            }
            self.emit(Outcome::SurpriseAttack {
                intruder: id,
                player,
                token,
                hand,
            });
            if self.g.config.species.own_encounters() {
                // a Void Seeder's surprise attack: a contamination card and a panic card, no
                // attack card (void-seeders.md §7.2)
                self.contaminate(player);
                self.panic(player);
                return;
            }
            self.intruder_attack(id, player, hand);
        } else {
            self.emit(Outcome::NoSurprise {
                player,
                token,
                hand,
            });
        }
    }

    pub(crate) fn clear_noise(&mut self, at: SlotId) {
        let mut spots = Vec::new();
        for spot in self.noise_spots(at) {
            let has = self.noise_flag(spot);
            if *has {
                *has = false;
                spots.push(spot);
            }
        }
        if !spots.is_empty() {
            self.emit(Outcome::NoiseCleared { at, spots });
        }
    }

    /// Puts an intruder of `kind` in `at`, following the component limits; returns its id.
    pub(crate) fn place_intruder(&mut self, kind: IntruderKind, at: SlotId) -> IntruderId {
        if !self.g.first_encounter {
            self.g.first_encounter = true;
            self.emit(Outcome::FirstEncounter);
        }
        let species = self.g.config.species;
        let limit = self.c.species.miniatures(kind);
        if self.g.miniatures_on_board(kind) >= limit {
            if kind == species.swarm() {
                // every Adult not in combat retreats into the bag, then one is placed
                self.withdraw(|i| i.kind == kind);
            } else {
                // take one not in combat if possible (oldest first), else one in combat
                let pick = self
                    .g
                    .intruders
                    .iter()
                    .filter(|i| i.kind == kind)
                    .min_by_key(|i| (self.g.in_combat(i.at), i.id))
                    .map(|i| (i.id, i.at));
                if let Some((id, from)) = pick {
                    // the page that moves it starts with it where it was
                    self.mark();
                    if let Some(i) = self.g.intruders.iter_mut().find(|i| i.id == id) {
                        i.at = at;
                        i.injuries = 0;
                    }
                    self.emit(Outcome::IntruderRelocated {
                        intruder: id,
                        kind,
                        from,
                        to: at,
                    });
                    self.pods_empty_into(at);
                    return id;
                }
            }
        }
        // the page that places it starts without it
        self.mark();
        let id = IntruderId(self.g.next_intruder);
        self.g.next_intruder += 1;
        self.g.intruders.push(Intruder {
            id,
            kind,
            at,
            injuries: 0,
        });
        self.emit(Outcome::IntruderPlaced {
            intruder: id,
            kind,
            at,
        });
        self.first_appearance(kind);
        self.pods_empty_into(at);
        id
    }

    /// Every intruder not in combat that `which` picks leaves the board, a token of its type
    /// going into the bag for each (Lurking, the swarm's limit, the Carnomorph Blank).
    pub(crate) fn withdraw(&mut self, which: impl Fn(&Intruder) -> bool) {
        let gone: Vec<(IntruderId, IntruderKind, SlotId)> = self
            .g
            .intruders
            .iter()
            .filter(|i| which(i) && !self.g.in_combat(i.at))
            .map(|i| (i.id, i.kind, i.at))
            .collect();
        for (id, kind, from) in gone {
            self.g.intruders.retain(|i| i.id != id);
            let token_returned = self.token_to_bag_quiet(kind);
            self.emit(Outcome::IntruderWithdrawn {
                intruder: id,
                kind,
                from,
                token_returned,
            });
        }
    }

    /// An intruder appeared in (or came into) an Evacuation room: characters waiting in its docked
    /// pods step out. Our reading: "appears" counts arrival by movement too, as for hibernation.
    pub(crate) fn pods_empty_into(&mut self, at: SlotId) {
        let section = match self.room_kind(at) {
            Some(RoomKind::EvacuationA) => super::state::Section::A,
            Some(RoomKind::EvacuationB) => super::state::Section::B,
            _ => return,
        };
        let mut out = Vec::new();
        for pod in self
            .g
            .pods
            .iter_mut()
            .filter(|p| p.section == section && !p.launched)
        {
            out.append(&mut pod.seats);
        }
        for p in out {
            if let Some(c) = self.g.character_mut(p) {
                c.at = Whereabouts::Room(at);
            }
            self.emit(Outcome::LeftPod { player: p, at });
        }
    }
}
