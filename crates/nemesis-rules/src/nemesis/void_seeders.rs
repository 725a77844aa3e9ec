//! Void Seeders (void-seeders.md): encounters typed by insanity, the insanity track, panic
//! cards, Lairs, the Lurking step, the insanity token in bag development and the end-of-game
//! insanity check. Their attack and event cards are in `void_seeder_cards.rs`.

use super::content::PanicEffect;
use super::game::{Ctx, RuleError, not_allowed};
use super::outcome::{DeathCause, InsanityChange, Outcome};
use super::refusal::Refusal;
use super::state::{HeldPanic, WeaknessCategory, WeaknessNote, WeaknessSlot};
use crate::ids::*;

/// The highest insanity level; a rise beyond it kills.
pub const MAX_INSANITY: u8 = 5;

impl Ctx<'_> {
    /// The drawn token of an Encounter in a Void Seeder game (§7.1). Returns whether a Void
    /// Seeder appeared.
    pub(crate) fn seeder_encounter(
        &mut self,
        player: Option<PlayerId>,
        at: SlotId,
        token: u8,
        hand: Option<u8>,
    ) -> bool {
        // who encounters: the character named, else the first one in the room (an event's
        // encounter), else nobody (level 1)
        let who = player.or_else(|| self.g.characters_in(at).next().map(|c| c.player));
        match self.drawn_kind(token) {
            IntruderKind::Insanity => {
                // any colour: the encountering character panics; the token goes back
                self.g.hidden.bag.push(token);
                let owner = self.insanity_owner(token);
                self.emit(Outcome::InsanityTokenDrawn { owner, at });
                self.fill_noise(at);
                if let Some(p) = who {
                    self.panic(p);
                }
                false
            }
            IntruderKind::VoidSeeder => {
                self.return_to_supply(token);
                let level = who
                    .and_then(|p| self.g.character(p))
                    .map_or(1, |c| c.insanity.max(1));
                let shows = self.track_at(level);
                let placed = self.seeder_available(shows);
                self.emit(Outcome::TrackRead {
                    player: who,
                    level,
                    shows,
                    placed,
                });
                let Some(kind) = placed else {
                    return false;
                };
                let id = self.place_intruder(kind, at);
                if let (Some(p), Some(hand)) = (player, hand) {
                    let surprise = self.c.tokens[token as usize].surprise;
                    self.surprise_check(id, p, surprise, hand);
                }
                true
            }
            _ => {
                // the Blank: noise where there is none; no last-token clause here
                self.g.hidden.bag.push(token);
                self.emit(Outcome::BlankDrawn {
                    at,
                    last_token: false,
                });
                self.fill_noise(at);
                false
            }
        }
    }

    /// The creature printed at `level` on the insanity track, as the owner entered it.
    pub(crate) fn track_at(&self, level: u8) -> IntruderKind {
        let track = self
            .g
            .config
            .insanity_track
            .unwrap_or([IntruderKind::Lurker; 5]);
        track[usize::from(level.clamp(1, MAX_INSANITY)) - 1]
    }

    /// The type that can be placed for `kind`: itself while a miniature is free, else the next
    /// lower type with one (void-seeders.md §3); none when every lower one is in use too (our
    /// reading of gap 11). The Despoiler is never free once every Lair has fallen.
    pub(crate) fn seeder_available(&self, kind: IntruderKind) -> Option<IntruderKind> {
        let creatures = self.g.config.species.creatures();
        let top = creatures.iter().position(|&k| k == kind)?;
        creatures[..=top]
            .iter()
            .rev()
            .copied()
            .find(|&k| self.miniature_free(k))
    }

    /// The player whose insanity token this is (token k of the box is player k's colour).
    pub(crate) fn insanity_owner(&self, token: u8) -> PlayerId {
        let k = self.c.tokens[..token as usize]
            .iter()
            .filter(|t| t.kind.is(IntruderKind::Insanity))
            .count();
        PlayerId(k as u8 + 1)
    }

    /// Bag development drew an insanity token (§9.2): a dead, hibernating or escaped owner's
    /// token leaves the bag and another token is drawn; otherwise the owner panics.
    pub(crate) fn insanity_token_developed(&mut self, token: u8, hands: &[(PlayerId, u8)]) {
        let owner = self.insanity_owner(token);
        // dead, hibernating or escaped: no longer on the ship (a docked pod is still on it)
        let gone = self.g.character(owner).is_none_or(|c| !c.active());
        if gone {
            self.return_to_supply(token);
            self.emit(Outcome::InsanityTokenRemoved { owner });
            self.bag_development(hands);
            return;
        }
        self.g.hidden.bag.push(token);
        self.panic(owner);
    }

    /// A character draws a panic card (§6). With another character in the room it is held
    /// until the table says whether someone cancels it; otherwise it is applied at once.
    pub(crate) fn panic(&mut self, p: PlayerId) {
        if self.g.character(p).is_none_or(|c| !c.active()) {
            return;
        }
        let Some((card, _)) = self.g.hidden.panic.draw(&mut self.g.hidden.rng) else {
            self.emit(Outcome::PanicDeckEmpty { player: p });
            return;
        };
        let room = self.rolling_room(p);
        let company = room.is_some_and(|at| {
            self.g
                .characters
                .iter()
                .any(|c| c.player != p && c.room() == Some(at))
        });
        let fact = &self.c.panic[card as usize];
        let level = self.g.character(p).map_or(1, |c| c.insanity);
        self.emit(Outcome::PanicDrawn {
            player: p,
            card,
            threshold: fact.threshold,
            level,
            held: company,
        });
        if company {
            self.g.held_panics.push(HeldPanic { player: p, card });
        } else {
            self.apply_panic(p, card);
        }
    }

    /// The table answered a held panic card: cancelled ([저지]: no effect, no rise) or not.
    pub(crate) fn answer_panic(&mut self, p: PlayerId, cancelled: bool) -> Result<(), RuleError> {
        let i = self
            .g
            .held_panics
            .iter()
            .position(|h| h.player == p)
            .ok_or_else(|| not_allowed(Refusal::NoPanicHeld))?;
        let h = self.g.held_panics.remove(i);
        if cancelled {
            self.emit(Outcome::PanicCancelled {
                player: p,
                card: h.card,
            });
            self.g.hidden.panic.discard(h.card);
        } else {
            self.apply_panic(p, h.card);
        }
        Ok(())
    }

    /// Compares the card with the character's level, then applies it (§6 step 2).
    fn apply_panic(&mut self, p: PlayerId, card: u8) {
        let fact = &self.c.panic[card as usize];
        let (threshold, effect) = (fact.threshold, fact.effect);
        let level = self.g.character(p).map_or(1, |c| c.insanity);
        self.g.hidden.panic.discard(card);
        if self.g.character(p).is_none_or(|c| !c.alive()) {
            return;
        }
        if level < threshold {
            self.emit(Outcome::PanicResisted {
                player: p,
                threshold,
                level,
            });
            self.raise_insanity(p, 1);
            return;
        }
        self.emit(Outcome::PanicApplied { player: p, effect });
        let full = self.panic_effect(p, effect);
        if !full {
            self.emit(Outcome::PanicNotInFull { player: p });
            self.raise_insanity(p, 1);
        } else if effect.table_decides() {
            self.g.panic_open = Some(HeldPanic { player: p, card });
        }
    }

    /// The table says the last panic card's board part could not be carried out in full.
    pub(crate) fn panic_shortfall(&mut self, p: PlayerId) -> Result<(), RuleError> {
        match self.g.panic_open {
            Some(h) if h.player == p => {
                self.g.panic_open = None;
                self.emit(Outcome::PanicNotInFull { player: p });
                self.raise_insanity(p, 1);
                Ok(())
            }
            _ => Err(not_allowed(Refusal::NoPanicOpen)),
        }
    }

    /// Insanity +n; a rise from 5 kills (§5.1).
    pub(crate) fn raise_insanity(&mut self, p: PlayerId, n: u8) {
        for _ in 0..n {
            let Some(c) = self.g.character_mut(p) else {
                return;
            };
            if !c.alive() {
                return;
            }
            if c.insanity >= MAX_INSANITY {
                self.kill_character(p, DeathCause::Insanity);
                return;
            }
            c.insanity += 1;
            let level = c.insanity;
            self.emit(Outcome::Insanity {
                player: p,
                level,
                change: InsanityChange::Rose,
            });
        }
    }

    /// An infected card in a hand scan (Rest, Shower, Canteen, Terror): insanity to 5, which
    /// is not a rise and cannot kill (§5.3).
    pub(crate) fn insanity_to_max(&mut self, p: PlayerId) {
        let Some(c) = self.g.character_mut(p) else {
            return;
        };
        if !c.alive() || c.insanity >= MAX_INSANITY {
            return;
        }
        c.insanity = MAX_INSANITY;
        self.emit(Outcome::Insanity {
            player: p,
            level: MAX_INSANITY,
            change: InsanityChange::Infected,
        });
    }

    /// Rest, Shower or Canteen: one level down (never from 3 to 2); or Surgery and the
    /// Antidote: down to 3 (from 4 or 5; the Korean rulebook says 낮출, lower).
    /// The table says what a turned-up weakness card changes (cards.md §6.2 V12). Saying it again
    /// replaces the earlier answer (a misread card is corrected the same way).
    pub(crate) fn name_weakness(
        &mut self,
        slot: WeaknessSlot,
        key: &str,
        category: WeaknessCategory,
    ) -> Result<(), RuleError> {
        if !self.g.config.species.insanity() {
            return Err(not_allowed(Refusal::NotThisSpecies));
        }
        if key != "other" && !self.c.weaknesses.iter().any(|w| w.id == key) {
            return Err(not_allowed(Refusal::UnknownWeakness));
        }
        if !self.g.weaknesses_revealed[slot.index()] {
            return Err(not_allowed(Refusal::WeaknessHidden));
        }
        let note = WeaknessNote {
            key: key.to_string(),
            category,
        };
        self.g.weakness_notes[slot.index()] = Some(note.clone());
        self.emit(Outcome::WeaknessNamed { slot, note });
        Ok(())
    }

    pub(crate) fn lower_insanity(&mut self, p: PlayerId, to_three: bool) -> Result<(), RuleError> {
        self.playing()?;
        if !self.g.config.species.insanity() {
            return Err(not_allowed(Refusal::NotThisSpecies));
        }
        let c = self.player(p)?;
        if !c.active() {
            return Err(RuleError::NotOnBoard(p));
        }
        let to = self
            .g
            .insanity_lowered_to(p, to_three)
            .ok_or_else(|| not_allowed(Refusal::InsanityCannotDrop))?;
        if let Some(c) = self.g.character_mut(p) {
            c.insanity = to;
        }
        self.emit(Outcome::Insanity {
            player: p,
            level: to,
            change: InsanityChange::Lowered,
        });
        Ok(())
    }

    /// A Lair comes out of its exploration token (§4.1); the 3 miniatures are the limit.
    pub(crate) fn place_lair(&mut self, at: SlotId) {
        if !self.miniature_free(IntruderKind::Lair) {
            self.emit(Outcome::NoMiniatureLeft {
                kind: IntruderKind::Lair,
                at,
            });
            return;
        }
        self.mark();
        let id = IntruderId(self.g.next_intruder);
        self.g.next_intruder += 1;
        self.g.intruders.push(super::state::Intruder {
            id,
            kind: IntruderKind::Lair,
            at,
            injuries: 0,
        });
        self.emit(Outcome::IntruderPlaced {
            intruder: id,
            kind: IntruderKind::Lair,
            at,
        });
    }

    /// A destroyed Lair goes to its slot on the Void Seeder board; at the third the Despoiler
    /// is dead for good (§4.5).
    pub(crate) fn lair_destroyed(&mut self, at: SlotId) {
        self.g.lairs_destroyed = self.g.lairs_destroyed.saturating_add(1);
        let destroyed = self.g.lairs_destroyed;
        self.emit(Outcome::LairDestroyed { at, destroyed });
        if usize::from(destroyed) < self.c.species.miniatures(IntruderKind::Lair) {
            return;
        }
        let on_board = self
            .g
            .intruders
            .iter()
            .find(|i| i.kind == IntruderKind::Despoiler)
            .map(|i| (i.id, i.at));
        if let Some((id, _)) = on_board {
            self.g.intruders.retain(|i| i.id != id);
        }
        self.emit(Outcome::DespoilerGone {
            from: on_board.map(|(_, at)| at),
        });
    }

    /// Whether the Despoiler is dead for good (every Lair destroyed).
    pub(crate) fn despoiler_gone(&self) -> bool {
        self.g.config.species.insanity()
            && usize::from(self.g.lairs_destroyed) >= self.c.species.miniatures(IntruderKind::Lair)
    }

    /// The end of a turn in a Lair's room: one noise roll, the only one made in combat (§4.2).
    pub(crate) fn lair_roll(&mut self, p: PlayerId, hand: Option<u8>) -> Result<(), RuleError> {
        let Some(at) = self.g.character(p).and_then(|c| c.room()) else {
            return Ok(());
        };
        if !self
            .g
            .intruders_in(at)
            .any(|i| i.kind == IntruderKind::Lair)
        {
            return Ok(());
        }
        let hand = hand.ok_or_else(|| not_allowed(Refusal::HandNeededInLair))?;
        self.emit(Outcome::LairUnsettles { player: p, at });
        self.noise_roll(p, at, hand);
        Ok(())
    }

    /// Event step 8, Lurking (§9.1): rooms with a Void Seeder out of combat and no character
    /// next door (closed doors ignored) get noise on every corridor, and their Void Seeders go
    /// back into the bag as tokens. Lairs stay.
    pub(crate) fn lurking(&mut self) {
        let mut rooms: Vec<SlotId> = self
            .g
            .intruders
            .iter()
            .filter(|i| i.kind != IntruderKind::Lair && !self.g.in_combat(i.at))
            .map(|i| i.at)
            .filter(|&at| {
                self.b
                    .neighbours(at)
                    .into_iter()
                    .all(|n| self.g.characters_in(n).next().is_none())
            })
            .collect();
        rooms.sort();
        rooms.dedup();
        if rooms.is_empty() {
            self.emit(Outcome::NobodyLurks);
            return;
        }
        self.emit(Outcome::Lurking {
            rooms: rooms.clone(),
        });
        for &at in &rooms {
            self.fill_noise(at);
        }
        self.withdraw(|i| i.kind != IntruderKind::Lair && rooms.contains(&i.at));
    }

    /// End-of-game check (§10, replacing base step 3): A, +1 per contamination card (capped,
    /// never lethal); B, at 5, the top 4 of action and contamination cards shuffled: any
    /// contamination card kills. Returns whether the character survives, or `None` while the
    /// player draws.
    pub(crate) fn final_insanity_check(&mut self, p: PlayerId) -> Option<bool> {
        let Some(c) = self.g.character_mut(p) else {
            return Some(false);
        };
        let before = c.insanity;
        c.insanity = c.insanity.saturating_add(c.contamination).min(MAX_INSANITY);
        let level = c.insanity;
        if level != before {
            self.emit(Outcome::Insanity {
                player: p,
                level,
                change: InsanityChange::FinalCheck,
            });
        }
        let drawn = if level >= MAX_INSANITY {
            Some(self.final_draw(p)?)
        } else {
            None
        };
        Some(self.finish_insanity_check(p, drawn))
    }

    /// The check told: any contamination card among the 4 drawn kills.
    pub(crate) fn finish_insanity_check(&mut self, p: PlayerId, drawn: Option<u8>) -> bool {
        let level = self.g.character(p).map_or(0, |c| c.insanity);
        self.emit(Outcome::FinalInsanity {
            player: p,
            level,
            contamination_drawn: drawn,
        });
        drawn.is_none_or(|d| d == 0)
    }

    /// The board part of a panic card the app can follow; returns whether it was carried out
    /// in full (as far as the app can tell: see `PanicEffect::table_decides`).
    fn panic_effect(&mut self, p: PlayerId, effect: PanicEffect) -> bool {
        use PanicEffect as P;
        let Some(at) = self.rolling_room(p) else {
            return false;
        };
        let in_room = self.g.character(p).and_then(|c| c.room()) == Some(at);
        match effect {
            P::DestructiveOutburst => {
                let r = &self.g.rooms[&at];
                let can = !r.malfunction
                    && r.explored
                    && r.room.is_some_and(|k| !k.refuses_malfunction());
                if can {
                    self.place_malfunction(at);
                }
                can
            }
            P::Defeatism => {
                let here: Vec<PlayerId> = self.g.characters_in(at).map(|c| c.player).collect();
                for q in here {
                    self.raise_insanity(q, 1);
                }
                true
            }
            P::BlindEscape => {
                let Some((card, _)) = self.g.hidden.events.draw(&mut self.g.hidden.rng) else {
                    return false;
                };
                let corridor = self.c.events[card as usize].corridor;
                self.g.hidden.events.discard(card);
                let to = match self.b.exit(at, corridor) {
                    Some(super::board::Exit::Corridor(c)) if in_room => {
                        let open =
                            self.g.corridors[c.0 as usize].door != super::state::DoorState::Closed;
                        open.then(|| self.b.corridor(c).other(at))
                    }
                    _ => None,
                };
                self.emit(Outcome::PanicWalk {
                    player: p,
                    corridor,
                    to,
                });
                to.is_some()
            }
            P::InsaneCourage => {
                let to = in_room
                    .then(|| {
                        self.b.neighbours(at).into_iter().find(|&n| {
                            self.g.intruders_in(n).next().is_some()
                                && self.b.corridors_between(at, n).iter().any(|c| {
                                    self.g.corridors[c.0 as usize].door
                                        != super::state::DoorState::Closed
                                })
                        })
                    })
                    .flatten();
                self.emit(Outcome::PanicCharge { player: p, to });
                to.is_some()
            }
            P::Sabotage => match self.g.rooms.get_mut(&at) {
                Some(r) if r.items.is_some_and(|n| n > 0) => {
                    r.items = Some(0);
                    self.emit(Outcome::ItemsEmptied { at });
                    true
                }
                _ => false,
            },
            P::SelfMutilation => {
                self.light_wounds(p, 2);
                true
            }
            P::HeartAttack => {
                self.kill_character(p, DeathCause::Panic);
                true
            }
            P::Bloodlust => {
                let others: Vec<PlayerId> = self
                    .g
                    .characters_in(at)
                    .map(|c| c.player)
                    .filter(|&q| q != p)
                    .collect();
                if others.is_empty() {
                    self.serious_wound(p);
                }
                for q in others {
                    self.serious_wound(q);
                }
                true
            }
            P::Demotivation => {
                self.raise_insanity(p, 1);
                true
            }
            P::RippingBandages => {
                self.light_wounds(p, 1);
                match self.g.character_mut(p) {
                    Some(c) if c.alive() && c.dressed_wounds > 0 => {
                        c.dressed_wounds -= 1;
                        self.emit(Outcome::WoundReopened { player: p });
                        true
                    }
                    _ => false,
                }
            }
            P::Destruction | P::Hopelessness | P::Hallucinations => true,
            P::Pyromaniac => {
                let can = !self.g.rooms[&at].fire;
                if can {
                    self.place_fire(at);
                }
                can
            }
        }
    }
}
