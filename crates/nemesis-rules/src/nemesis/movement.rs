//! Character movement, exploration tokens, the noise roll and Danger (base.md §6).

use super::board::Exit;
use super::command::{NoiseSpot, Reveal};
use super::content::ExplorationEffect;
use super::game::{Ctx, RuleError, not_allowed};
use super::outcome::{EncounterCause, Outcome};
use super::refusal::Refusal;
use super::state::{DoorState, Whereabouts};
use crate::ids::*;

impl Ctx<'_> {
    pub(crate) fn move_character(
        &mut self,
        player: PlayerId,
        to: SlotId,
        corridor: Option<CorridorId>,
        hand: u8,
        careful: Option<NoiseSpot>,
        reveal: Option<Reveal>,
    ) -> Result<(), RuleError> {
        // the checks the window and the offers ask too (`GameState::move_check`)
        self.g.move_check(player, to)?;
        let from = self.room_of(player)?;
        let options = self.b.corridors_between(from, to);
        let via = match corridor {
            Some(c) if options.contains(&c) => c,
            Some(c) => return Err(RuleError::UnknownCorridor(c)),
            None => *options
                .iter()
                .find(|&&c| self.g.corridors[c.0 as usize].door != DoorState::Closed)
                .unwrap_or(&options[0]),
        };
        if self.g.corridors[via.0 as usize].door == DoorState::Closed {
            return Err(RuleError::DoorClosed(via));
        }
        let escaping = self.g.in_combat(from);
        // edition 3: where the box deals, a face-down room needs what the table found there
        // before anything happens, so that whether the move is accepted never hangs on the
        // escape's attack cards (found by the offers property test)
        if reveal.is_none()
            && self.g.config.dealer == Dealer::Box
            && self.g.config.since(3)
            && !self.g.rooms[&to].explored
        {
            return Err(not_allowed(Refusal::RevealNeeded));
        }
        if let Some(rev) = reveal
            && !self.g.rooms[&to].explored
        {
            // edition 5: where the app deals, what lies face down is the app's hidden draw;
            // a reveal would let the table name it (the offers never ask for one)
            if self.g.config.dealer == Dealer::App && self.g.config.since(5) {
                return Err(not_allowed(Refusal::TheAppDeals));
            }
            // a token of a kind the box has no more of (a fourth Lair) is refused before the
            // escape's attacks too, so that its refusal never hangs on them (found by the
            // offers property test: a refused Lair was accepted when the attacks killed)
            if self.g.config.since(5) {
                self.reveal_in_box(rev)?;
                if !self.g.exploration_effect_left(to, rev.exploration) {
                    return Err(not_allowed(Refusal::ExplorationTokenAlreadyInPlay));
                }
            }
        }
        if let Some(spot) = careful {
            if escaping {
                return Err(RuleError::InCombat);
            }
            self.check_careful_spot(to, spot)?;
        }
        if escaping {
            // every intruder in the room attacks once, strongest first (base.md §9.5)
            let mut attackers: Vec<_> = self
                .g
                .intruders_in(from)
                .map(|i| (i.kind.attack_order(), i.id))
                .collect();
            attackers.sort();
            for (_, id) in attackers {
                if self.over()
                    || !self.player(player)?.alive()
                    || self.g.intruder(id).is_none_or(|i| i.at != from)
                {
                    break;
                }
                self.intruder_attack(id, player, hand);
            }
            if self.over() || self.player(player)?.room() != Some(from) {
                return Ok(()); // died (corpse stays in the room it tried to leave) or was moved
            }
        }
        self.char_mut(player)?.at = Whereabouts::Room(to);
        self.emit(Outcome::CharacterMoved {
            player,
            from,
            to,
            escape: escaping,
        });
        self.after_entering(player, to, Some(via), hand, careful, reveal)
    }

    /// Everything that follows entering a room: reveal, exploration token, noise roll.
    pub(crate) fn after_entering(
        &mut self,
        player: PlayerId,
        at: SlotId,
        via: Option<CorridorId>,
        hand: u8,
        careful: Option<NoiseSpot>,
        reveal: Option<Reveal>,
    ) -> Result<(), RuleError> {
        let mut roll = true;
        // the Room Covered with Slime slimes everyone who enters; on the first entry `explore`
        // does it, before the exploration token
        if self.g.rooms[&at].explored && self.room_kind(at) == Some(RoomKind::SlimeRoom) {
            self.slime(player);
        }
        if !self.g.rooms[&at].explored {
            roll = self.explore(player, at, via, hand, careful.is_some(), reveal)?;
        }
        if self.over() || self.player(player)?.room() != Some(at) {
            return Ok(());
        }
        let others = self
            .g
            .characters_in(at)
            .filter(|c| c.player != player)
            .count();
        let intruders = self.g.intruders_in(at).count();
        if others > 0 || intruders > 0 || !roll {
            self.emit(Outcome::NoRoll {
                player,
                at,
                company: others > 0 || intruders > 0,
            });
            return Ok(());
        }
        match careful {
            Some(spot) => {
                self.place_noise(at, spot, Some(player), hand);
            }
            None => {
                self.noise_roll(player, at, hand);
            }
        }
        Ok(())
    }

    fn check_careful_spot(&self, to: SlotId, spot: NoiseSpot) -> Result<(), RuleError> {
        careful_spot_check(self.b, self.g, to, spot)
    }

    /// Reveals the room and resolves its exploration token. Returns whether a noise roll follows.
    fn explore(
        &mut self,
        player: PlayerId,
        at: SlotId,
        via: Option<CorridorId>,
        hand: u8,
        careful: bool,
        reveal: Option<Reveal>,
    ) -> Result<bool, RuleError> {
        let (room, effect, items) = self.take_reveal(at, reveal)?;
        let solo = self.g.config.mode == Mode::Solo;
        // engine rooms hold Void Seeder exploration tokens but never set an item count
        let no_counter = !room.has_item_counter();
        let printed_items = (solo && !no_counter).then_some(items);
        let items = if no_counter {
            0
        } else if solo {
            items.div_ceil(2)
        } else {
            items
        };
        {
            let r = self
                .g
                .rooms
                .get_mut(&at)
                .ok_or(RuleError::UnknownSlot(at))?;
            r.room = Some(room);
            r.explored = true;
            r.items = Some(items);
        }
        self.emit(Outcome::RoomRevealed {
            at,
            room,
            exploration: effect,
            items,
            printed_items,
        });
        if room == RoomKind::SlimeRoom {
            self.slime(player);
        }
        let slimed = self.player(player)?.slime;
        Ok(match effect {
            ExplorationEffect::Silence | ExplorationEffect::Danger if careful => {
                self.emit(Outcome::ExplorationIgnored { at, effect });
                true
            }
            ExplorationEffect::Silence if slimed => {
                self.danger(at, hand);
                false
            }
            ExplorationEffect::Silence => false,
            ExplorationEffect::Danger => {
                self.danger(at, hand);
                false
            }
            ExplorationEffect::Slime => {
                self.slime(player);
                true
            }
            ExplorationEffect::Fire => {
                self.place_fire(at);
                true
            }
            ExplorationEffect::Malfunction => {
                if self.room_kind(at).is_some_and(|k| k.refuses_malfunction()) {
                    // the Nest and the Slime Room cannot break down: the token does nothing,
                    // and the table is told so instead of being left to place a marker
                    self.emit(Outcome::ExplorationIgnored {
                        at,
                        effect: ExplorationEffect::Malfunction,
                    });
                } else {
                    self.place_malfunction(at);
                }
                true
            }
            ExplorationEffect::Lair => {
                // a Lair stands in the room; no noise roll for this move (void-seeders.md §4.1)
                self.place_lair(at);
                false
            }
            ExplorationEffect::Door => {
                if let Some(c) = via
                    && self.g.corridors[c.0 as usize].door == DoorState::Open
                {
                    self.set_door(c, DoorState::Closed, &[c]);
                }
                true
            }
        })
    }

    /// A reported tile and token both belong to this game's box: a tile or token of another
    /// box (a Lair token in a Carnomorph game, the slime room or a Slime token with Void
    /// Seeders) is refused, not played.
    fn reveal_in_box(&self, rev: Reveal) -> Result<(), RuleError> {
        let in_box = self.g.config.species.has_room(rev.room)
            && self
                .c
                .exploration
                .iter()
                .any(|f| f.effect == rev.exploration);
        self.in_box(in_box)
    }

    /// The tile and token of a slot: as the players report them, or the app's hidden ones.
    /// A reported tile that the app had elsewhere is swapped with it, so every tile stays counted.
    fn take_reveal(
        &mut self,
        at: SlotId,
        reveal: Option<Reveal>,
    ) -> Result<(RoomKind, ExplorationEffect, u8), RuleError> {
        if reveal.is_none() && self.g.config.dealer == Dealer::Box {
            // the app does not invent a tile or a token the players laid face down (a face-up
            // tile, as side B's Evacuation rooms, still hides its token)
            return Err(not_allowed(Refusal::RevealNeeded));
        }
        // asked before the slot's token leaves the hidden ones (the move's offers ask the same)
        let kind_left = reveal.is_none_or(|r| self.g.exploration_effect_left(at, r.exploration));
        let h = &mut self.g.hidden;
        let token = h.tokens.remove(&at);
        let known = self.g.rooms[&at].room;
        match reveal {
            None => {
                let room = match known {
                    Some(r) => r,
                    None => h
                        .tiles
                        .remove(&at)
                        .ok_or_else(|| not_allowed(Refusal::NoTileHere))?,
                };
                let t = token.ok_or_else(|| not_allowed(Refusal::NoTokenHere))?;
                let f = &self.c.exploration[t as usize];
                Ok((room, f.effect, f.items.unwrap_or(0)))
            }
            Some(rev) => {
                self.reveal_in_box(rev)?;
                let h = &mut self.g.hidden;
                let mine = match known {
                    Some(r) if r != rev.room => return Err(not_allowed(Refusal::RoomAlreadyKnown)),
                    Some(r) => Some(r),
                    None => h.tiles.remove(&at),
                };
                if known.is_none() && mine != Some(rev.room) {
                    // find where the reported tile was and give that place our tile instead
                    if let Some((&slot, _)) = h.tiles.iter().find(|(_, r)| **r == rev.room) {
                        match mine {
                            Some(m) => h.tiles.insert(slot, m),
                            None => h.tiles.remove(&slot),
                        };
                    } else if let Some(i) = h.unused_tiles.iter().position(|r| *r == rev.room) {
                        match mine {
                            Some(m) => h.unused_tiles[i] = m,
                            None => {
                                h.unused_tiles.remove(i);
                            }
                        }
                    } else {
                        return Err(not_allowed(Refusal::RoomTileAlreadyInPlay));
                    }
                }
                // the token: keep the counts by swapping with a matching token still hidden
                if let Some(t) = token {
                    let matches = |i: &u8| {
                        self.c.exploration[*i as usize].may_show(rev.exploration, rev.items)
                    };
                    if !matches(&t) {
                        if let Some((&slot, _)) = h.tokens.iter().find(|(_, i)| matches(i)) {
                            h.tokens.insert(slot, t);
                        } else if let Some(i) = h.unused_tokens.iter().position(matches) {
                            h.unused_tokens[i] = t;
                        } else if !kind_left {
                            // every token of this kind is already face up (a fourth Lair: the
                            // box has three, void-seeders.md §2): refused like a room tile in
                            // play
                            return Err(not_allowed(Refusal::ExplorationTokenAlreadyInPlay));
                        }
                    }
                }
                Ok((rev.room, rev.exploration, rev.items))
            }
        }
    }

    /// A noise roll for `player` in room `at`. Returns whether an intruder appeared or came in.
    pub(crate) fn noise_roll(&mut self, player: PlayerId, at: SlotId, hand: u8) -> bool {
        let result = crate::blocks::roll_noise(&mut self.g.hidden.rng);
        let slimed = self.g.character(player).is_some_and(|c| c.slime);
        let slime_made_danger = result == NoiseResult::Silence && slimed;
        self.emit(Outcome::NoiseRolled {
            player,
            at,
            result,
            slime_made_danger,
        });
        match result {
            NoiseResult::Corridor(n) => match self.b.exit(at, n) {
                Some(Exit::Corridor(c)) => {
                    self.place_noise(at, NoiseSpot::Corridor(c), Some(player), hand)
                }
                Some(Exit::Tech(net)) => {
                    self.place_noise(at, NoiseSpot::Tech(net), Some(player), hand)
                }
                None => false,
            },
            NoiseResult::Danger => self.danger(at, hand),
            NoiseResult::Silence if slimed => self.danger(at, hand),
            NoiseResult::Silence => false,
        }
    }

    /// Puts a noise marker; a second marker on the same spot is an Encounter instead.
    /// Returns whether an intruder appeared.
    pub(crate) fn place_noise(
        &mut self,
        at: SlotId,
        spot: NoiseSpot,
        player: Option<PlayerId>,
        hand: u8,
    ) -> bool {
        let has = self.noise_flag(spot);
        if *has {
            self.encounter(player, at, Some(hand), EncounterCause::Noise)
        } else {
            *has = true;
            self.emit(Outcome::NoisePlaced { at, spot });
            false
        }
    }

    /// The marker flag of one noise spot: a corridor, or a technical-corridors space.
    pub(crate) fn noise_flag(&mut self, spot: NoiseSpot) -> &mut bool {
        match spot {
            NoiseSpot::Corridor(c) => &mut self.g.corridors[c.0 as usize].noise,
            NoiseSpot::Tech(n) => self.g.tech_noise.entry(n).or_insert(false),
        }
    }

    /// Every noise spot of a room: its corridors and the technical spaces it has entrances to.
    pub(crate) fn noise_spots(&self, at: SlotId) -> Vec<NoiseSpot> {
        let mut v: Vec<NoiseSpot> = self
            .b
            .corridors_of(at)
            .into_iter()
            .map(NoiseSpot::Corridor)
            .collect();
        v.extend(self.b.networks_of(at).into_iter().map(NoiseSpot::Tech));
        v
    }

    /// Noise on every spot of the room that lacks one (Danger, the Blank, events). Never an
    /// Encounter.
    pub(crate) fn fill_noise(&mut self, at: SlotId) -> usize {
        let mut placed = 0;
        for spot in self.noise_spots(at) {
            let has = self.noise_flag(spot);
            if !*has {
                *has = true;
                placed += 1;
                self.emit(Outcome::NoisePlaced { at, spot });
            }
        }
        placed
    }

    /// Danger (base.md §6.4): every intruder not in combat in a neighbouring room comes in (a
    /// closed door on the way is destroyed and stops it); if none can come, noise everywhere.
    /// Returns whether an intruder came in.
    pub(crate) fn danger(&mut self, at: SlotId, _hand: u8) -> bool {
        let mut any_came = false;
        let mut any_could = false;
        for n in self.b.neighbours(at) {
            if self.g.in_combat(n) {
                continue;
            }
            let species = self.g.config.species;
            let movers: Vec<IntruderId> = self
                .g
                .intruders_in(n)
                .filter(|i| species.moves(i.kind))
                .map(|i| i.id)
                .collect();
            if movers.is_empty() {
                continue;
            }
            any_could = true;
            let corridors = self.b.corridors_between(n, at);
            // Void Seeders pass closed doors as if open (void-seeders.md §3)
            let open = corridors.iter().copied().find(|c| {
                species.passes_closed_doors()
                    || self.g.corridors[c.0 as usize].door != DoorState::Closed
            });
            match open {
                Some(c) => {
                    for id in movers {
                        self.relocate(id, at, c);
                        any_came = true;
                    }
                }
                None => {
                    let c = corridors[0];
                    if movers.iter().any(|&id| self.can_break_doors(id)) {
                        self.g.corridors[c.0 as usize].door = DoorState::Destroyed;
                        self.emit(Outcome::DoorDestroyed { corridor: c, at: n });
                    }
                }
            }
        }
        if !any_could && self.fill_noise(at) == 0 {
            self.emit(Outcome::DangerNothing { at });
        }
        any_came
    }
}

/// Whether Careful Movement into `to` may put its noise marker on `spot`: a corridor of that room
/// or a technical corridor network it has an entrance to, with no noise marker yet. The rule and
/// [`GameState::careful_spots`] both ask this.
pub(crate) fn careful_spot_check(
    b: &super::board::Board,
    g: &super::state::GameState,
    to: SlotId,
    spot: NoiseSpot,
) -> Result<(), RuleError> {
    let free = match spot {
        NoiseSpot::Corridor(c) => {
            if !b.corridors_of(to).contains(&c) {
                return Err(RuleError::UnknownCorridor(c));
            }
            g.corridors.get(usize::from(c.0)).is_some_and(|x| !x.noise)
        }
        NoiseSpot::Tech(n) => {
            if !b.networks_of(to).contains(&n) {
                return Err(not_allowed(Refusal::NoSuchEntrance));
            }
            !g.tech_noise.get(&n).copied().unwrap_or(false)
        }
    };
    if free {
        Ok(())
    } else {
        Err(not_allowed(Refusal::CarefulSpotHasNoise))
    }
}
