//! The table is the truth: corrections put the app back in step with the physical board.

use super::command::Correction;
use super::game::{Ctx, RuleError, not_allowed};
use super::outcome::{DeathCause, Outcome};
use super::refusal::Refusal;
use super::state::{Intruder, Whereabouts};
use crate::ids::*;

impl Ctx<'_> {
    pub(crate) fn correct(&mut self, fix: &Correction) -> Result<(), RuleError> {
        use Correction as F;
        // after the end, only the count of a survivor whose contamination check waits may be
        // corrected (edition 4): the check takes every card the app counts, so a table that
        // really holds fewer says so here, in the log, instead of skipping cards
        let count_before_check = matches!(*fix, F::SetContamination { player, .. }
            if self.g.config.since(4) && self.g.contamination_check_waits_for(player));
        if !count_before_check {
            self.playing()?;
        }
        match *fix {
            F::AddIntruder { kind, at } => self.fix_add_intruder(kind, at)?,
            F::MoveIntruder { intruder, to } => {
                self.slot_ok(to)?;
                let ix = self.intruder_ix(intruder)?;
                self.g.intruders[ix].at = to;
            }
            F::RemoveIntruder { intruder } => {
                let ix = self.intruder_ix(intruder)?;
                self.g.intruders.remove(ix);
            }
            F::SetInjuries { intruder, injuries } => {
                let ix = self.intruder_ix(intruder)?;
                self.g.intruders[ix].injuries = injuries;
            }
            F::SetNoise { corridor, noise } => {
                self.g
                    .corridors
                    .get_mut(corridor.0 as usize)
                    .ok_or(RuleError::UnknownCorridor(corridor))?
                    .noise = noise;
            }
            F::SetTechNoise { network, noise } => {
                let n = self
                    .g
                    .tech_noise
                    .get_mut(&network)
                    .ok_or_else(|| not_allowed(Refusal::NoSuchNetwork))?;
                *n = noise;
            }
            F::SetDoor { corridor, door } => {
                self.g
                    .corridors
                    .get_mut(corridor.0 as usize)
                    .ok_or(RuleError::UnknownCorridor(corridor))?
                    .door = door;
            }
            F::SetFire { at, fire } => self.fix_fire(at, fire)?,
            F::SetMalfunction { at, malfunction } => self.fix_malfunction(at, malfunction)?,
            F::SetRoom { at, room } => self.fix_room(at, room)?,
            F::SetObjects {
                at,
                eggs,
                carcasses,
                corpses,
            } => self.fix_objects(at, [eggs, carcasses, corpses])?,
            F::PlaceCharacter { player, at } => self.fix_character_room(player, at)?,
            F::SetSlime { player, slime } => {
                self.in_box(self.g.config.species.slime())?;
                self.char_mut(player)?.slime = slime;
            }
            F::SetLarva { player, larva } => {
                self.in_box(self.g.config.species.larvae())?;
                self.char_mut(player)?.larva = larva;
            }
            F::SetMutation {
                player,
                card,
                markers,
            } => self.fix_mutation(player, card, markers)?,
            F::SetInsanity { player, level } => self.fix_insanity(player, level)?,
            F::SetInsanityTrack { track } => self.fix_insanity_track(track)?,
            F::SetWounds {
                player,
                light,
                serious,
                dressed,
            } => self.fix_wounds(player, light, serious, dressed)?,
            F::SetContamination { player, cards } => self.fix_contamination(player, cards)?,
            F::SetTime { time } => self.fix_time(time)?,
            F::SetSelfDestruct { track } => self.fix_self_destruct(track)?,
            F::SetDestination { letter } => self.fix_destination(letter)?,
            F::SetNestEggs { eggs } => self.fix_nest_eggs(eggs)?,
            F::SetPodLock { pod, locked } => {
                self.g
                    .pods
                    .iter_mut()
                    .find(|x| x.number == pod)
                    .ok_or(RuleError::UnknownPod(pod))?
                    .locked = locked;
            }
            // The bag's contents are hidden (DESIGN promise 2), so a bag correction is never
            // refused for what the bag holds: a refusal would tell the table. Adding when every
            // token of the type is already in the bag, or removing one that is not there, leaves
            // the bag as it is; the outcome is the same either way.
            F::AddTokenToBag { kind } => {
                self.in_box(self.box_has_token(kind))?;
                self.fix_bag(kind, 1);
            }
            F::RemoveTokenFromBag { kind } => {
                self.in_box(self.box_has_token(kind))?;
                self.fix_bag(kind, -1);
            }
            F::NextToken { kind } => self.fix_next_token(kind)?,
            F::NextEvent { card } => {
                if !self.g.hidden.events.put_on_top(card) {
                    return Err(not_allowed(Refusal::CardNotInDeckOrDiscard));
                }
            }
            F::NextAttack { card } => self.fix_next_attack(card)?,
            F::KillCharacter { player } => {
                if !self.player(player)?.alive() {
                    return Err(not_allowed(Refusal::AlreadyDead));
                }
                self.emit(Outcome::Corrected {
                    correction: fix.clone(),
                });
                self.kill_character(player, DeathCause::Reported);
                return Ok(());
            }
        }
        self.emit(Outcome::Corrected {
            correction: fix.clone(),
        });
        Ok(())
    }

    /// An intruder the table placed by hand: a miniature of this box's species, if one is free.
    fn fix_add_intruder(&mut self, kind: IntruderKind, at: SlotId) -> Result<(), RuleError> {
        self.slot_ok(at)?;
        if kind == IntruderKind::Blank {
            return Err(not_allowed(Refusal::BlankIsNotAMiniature));
        }
        if !self.g.config.species.kinds().contains(&kind) {
            return Err(not_allowed(Refusal::NotThisSpecies));
        }
        if !self.miniature_free(kind) {
            return Err(not_allowed(Refusal::NoMiniatureLeft));
        }
        let id = IntruderId(self.g.next_intruder);
        self.g.next_intruder += 1;
        self.g.first_encounter = true;
        self.g.intruders.push(Intruder {
            id,
            kind,
            at,
            injuries: 0,
        });
        Ok(())
    }

    /// A room's fire marker, within the box's 8.
    fn fix_fire(&mut self, at: SlotId, fire: bool) -> Result<(), RuleError> {
        self.slot_ok(at)?;
        if fire && !self.g.rooms[&at].fire && self.g.fires() >= 8 {
            return Err(not_allowed(Refusal::Only8FireMarkers));
        }
        self.g
            .rooms
            .get_mut(&at)
            .ok_or(RuleError::UnknownSlot(at))?
            .fire = fire;
        Ok(())
    }

    /// A room's malfunction marker: only on an explored room that can hold one, within the 8.
    fn fix_malfunction(&mut self, at: SlotId, malfunction: bool) -> Result<(), RuleError> {
        self.slot_ok(at)?;
        let r = &self.g.rooms[&at];
        if malfunction && (!r.explored || r.room.is_none_or(|k| k.refuses_malfunction())) {
            return Err(not_allowed(Refusal::RoomCannotHoldMalfunction));
        }
        if malfunction && !r.malfunction && self.g.malfunctions() >= 8 {
            return Err(not_allowed(Refusal::Only8MalfunctionMarkers));
        }
        self.g
            .rooms
            .get_mut(&at)
            .ok_or(RuleError::UnknownSlot(at))?
            .malfunction = malfunction;
        Ok(())
    }

    /// The tile the table shows in a slot; the hidden tiles and tokens trade places to match.
    fn fix_room(&mut self, at: SlotId, room: RoomKind) -> Result<(), RuleError> {
        self.slot_ok(at)?;
        if self.g.slot_of(room).is_some_and(|s| s != at) {
            return Err(not_allowed(Refusal::RoomTileAlreadyInPlay));
        }
        let r = self
            .g
            .rooms
            .get_mut(&at)
            .ok_or(RuleError::UnknownSlot(at))?;
        let known = r.room.filter(|k| *k != room);
        r.room = Some(room);
        r.explored = true;
        let h = &mut self.g.hidden;
        h.tokens.remove(&at);
        // the tile the app had here takes the place of the reported one, so a slot that
        // hid the reported tile still has a tile to reveal
        let old = h.tiles.remove(&at).or(known);
        if let Some((&y, _)) = h.tiles.iter().find(|(_, k)| **k == room) {
            match old {
                Some(t) => h.tiles.insert(y, t),
                None => h.tiles.remove(&y),
            };
        } else if let Some(i) = h.unused_tiles.iter().position(|k| *k == room) {
            match old {
                Some(t) => h.unused_tiles[i] = t,
                None => {
                    h.unused_tiles.remove(i);
                }
            }
        } else if let Some(t) = old {
            h.unused_tiles.push(t);
        }
        Ok(())
    }

    /// The eggs, carcasses and corpses lying in a room.
    fn fix_objects(
        &mut self,
        at: SlotId,
        [eggs, carcasses, corpses]: [u8; 3],
    ) -> Result<(), RuleError> {
        let r = self
            .g
            .rooms
            .get_mut(&at)
            .ok_or(RuleError::UnknownSlot(at))?;
        (r.eggs, r.carcasses, r.corpses) = (eggs, carcasses, corpses);
        Ok(())
    }

    /// The room a character on the board stands in.
    fn fix_character_room(&mut self, player: PlayerId, at: SlotId) -> Result<(), RuleError> {
        self.slot_ok(at)?;
        let c = self.char_mut(player)?;
        if !matches!(c.at, Whereabouts::Room(_)) {
            return Err(RuleError::NotOnBoard(player));
        }
        c.at = Whereabouts::Room(at);
        Ok(())
    }

    /// A character's mutation card and markers (Carnomorphs).
    fn fix_mutation(&mut self, player: PlayerId, card: bool, markers: u8) -> Result<(), RuleError> {
        self.in_box(self.g.config.species.mutates())?;
        let c = self.char_mut(player)?;
        c.mutation_card = card;
        c.mutation_markers = markers.min(*super::limits::MUTATION_MARKERS.end());
        Ok(())
    }

    /// A character's insanity level (Void Seeders).
    fn fix_insanity(&mut self, player: PlayerId, level: u8) -> Result<(), RuleError> {
        if !self.g.config.species.insanity() {
            return Err(not_allowed(Refusal::NotThisSpecies));
        }
        if !super::limits::INSANITY.contains(&level) {
            return Err(not_allowed(Refusal::InsanityOutOfRange));
        }
        self.char_mut(player)?.insanity = level;
        Ok(())
    }

    /// The creatures printed on the insanity track (Void Seeders).
    fn fix_insanity_track(&mut self, track: [IntruderKind; 5]) -> Result<(), RuleError> {
        if !self.g.config.species.insanity() {
            return Err(not_allowed(Refusal::NotThisSpecies));
        }
        if !super::setup::track_is_sound(track) {
            return Err(not_allowed(Refusal::TrackNeedsCreatures));
        }
        self.g.config.insanity_track = Some(track);
        Ok(())
    }

    /// A character's wounds, within the card's room for them.
    fn fix_wounds(
        &mut self,
        player: PlayerId,
        light: u8,
        serious: u8,
        dressed: u8,
    ) -> Result<(), RuleError> {
        if !super::limits::LIGHT_WOUNDS.contains(&light)
            || !super::limits::SERIOUS_WOUNDS.contains(&serious)
            || dressed > serious
        {
            return Err(not_allowed(Refusal::WoundsOutOfRange));
        }
        let c = self.char_mut(player)?;
        (c.light_wounds, c.serious_wounds, c.dressed_wounds) = (light, serious, dressed);
        Ok(())
    }

    /// A character's contamination cards, taken from or put back in the deck.
    fn fix_contamination(&mut self, player: PlayerId, cards: u8) -> Result<(), RuleError> {
        let have = self.player(player)?.contamination;
        let pool = self.g.contamination_deck + have;
        if !self.g.contamination_range(player).contains(&cards) {
            return Err(not_allowed(Refusal::NotEnoughContaminationCards));
        }
        self.g.contamination_deck = pool - cards;
        self.char_mut(player)?.contamination = cards;
        Ok(())
    }

    /// The time track, within its spaces.
    fn fix_time(&mut self, time: u8) -> Result<(), RuleError> {
        if !super::limits::TIME.contains(&time) {
            return Err(not_allowed(Refusal::TimeOutOfRange));
        }
        self.g.time = time;
        Ok(())
    }

    /// The self-destruct track (none when it is not running), within its spaces.
    fn fix_self_destruct(&mut self, track: Option<u8>) -> Result<(), RuleError> {
        if track.is_some_and(|t| !super::limits::SELF_DESTRUCT.contains(&t)) {
            return Err(not_allowed(Refusal::TrackOutOfRange));
        }
        self.g.self_destruct = track;
        Ok(())
    }

    /// The destination the coordinates card points to.
    fn fix_destination(&mut self, letter: u8) -> Result<(), RuleError> {
        if !super::limits::DESTINATION.contains(&letter) {
            return Err(not_allowed(Refusal::NoSuchLetter));
        }
        self.g.destination = letter;
        Ok(())
    }

    /// The eggs on the Nest, within the box's 8.
    fn fix_nest_eggs(&mut self, eggs: u8) -> Result<(), RuleError> {
        if !super::limits::NEST_EGGS.contains(&eggs) {
            return Err(not_allowed(Refusal::Only8Eggs));
        }
        self.g.nest_eggs = eggs;
        Ok(())
    }

    /// The bag token the table says comes out next (one comes from the supply if the app's bag
    /// has none of the type: the table drew it, so it was in the bag).
    fn fix_next_token(&mut self, kind: IntruderKind) -> Result<(), RuleError> {
        self.in_box(self.box_has_token(kind))?;
        let in_bag = self
            .g
            .hidden
            .bag
            .iter()
            .any(|&t| self.c.tokens[t as usize].kind.is(kind));
        if !in_bag {
            // the table drew it, so it was in the bag: one comes from the supply
            self.fix_bag(kind, 1);
            let added = self
                .g
                .hidden
                .bag
                .iter()
                .any(|&t| self.c.tokens[t as usize].kind.is(kind));
            if !added {
                // only when the box has no token of this type at all (public)
                return Err(not_allowed(Refusal::NoSuchToken));
            }
        }
        self.g.hidden.next_token = Some(kind);
        Ok(())
    }

    /// The attack card the table says comes next.
    fn fix_next_attack(&mut self, card: u8) -> Result<(), RuleError> {
        // refused only for what the table can see (a card number the deck does not have,
        // or a card removed from the game, face up): never for where a hidden card is
        let attacks = &mut self.g.hidden.attacks;
        if card as usize >= self.c.attacks.len() || attacks.removed.contains(&card) {
            return Err(not_allowed(Refusal::CardNotInDeckOrDiscard));
        }
        if !attacks.put_on_top(card) {
            // the card is in the intruder player's private draw: the table put it on top,
            // so it leaves that draw (an emptied draw ends the choice)
            if let Some(p) = &mut self.g.pending_attack {
                p.cards.retain(|&c| c != card);
                if p.cards.is_empty() {
                    self.g.pending_attack = None;
                }
            }
            self.g.hidden.attacks.draw.push(card);
        }
        Ok(())
    }

    /// Refuses a component that is not in this game's box (issue 35: a Lair token in a
    /// Carnomorph game, a Larva or slime with Void Seeders): the box's contents are public.
    pub(crate) fn in_box(&self, in_box: bool) -> Result<(), RuleError> {
        // saves from before edition 1 replay as they were played
        if in_box || !self.g.config.since(1) {
            Ok(())
        } else {
            Err(not_allowed(Refusal::NotInThisBox))
        }
    }

    /// Whether the box has bag tokens of `kind` (any Void Seeder type stands for the species'
    /// own tokens).
    pub(crate) fn box_has_token(&self, kind: IntruderKind) -> bool {
        let kind = super::bag::bag_kind(self.c, kind);
        self.c.tokens.iter().any(|t| t.kind.is(kind))
    }
}
