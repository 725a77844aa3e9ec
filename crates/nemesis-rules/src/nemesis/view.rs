//! What anyone at the table may see of the game: the board mirror, tracks and face-up piles.
//! Hidden components (bag contents, deck order, engines, coordinates, unrevealed weaknesses,
//! which labels are infected, face-down tiles) never appear here.

use super::state::*;
use crate::ids::*;
use serde::Serialize;
use std::collections::{BTreeMap, BTreeSet};

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PublicView<'a> {
    pub round: u32,
    pub first_player: PlayerId,
    pub characters: &'a [Character],
    pub rooms: &'a BTreeMap<SlotId, RoomState>,
    pub corridors: &'a [CorridorState],
    pub tech_noise: &'a BTreeMap<TechNet, bool>,
    pub intruders: &'a [Intruder],
    pub time: u8,
    pub self_destruct: Option<u8>,
    pub destination: u8,
    pub pods: &'a [Pod],
    pub nest_eggs: u8,
    pub nest_destroyed: bool,
    /// Carnomorphs: the adaptation slots (whether each card is face up, as named, removed).
    #[serde(skip_serializing_if = "<[_]>::is_empty")]
    pub adaptations: &'a [Adaptation],
    #[serde(skip_serializing_if = "Option::is_none")]
    pub blue_corpse: Option<SlotId>,
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub butcher_gone: bool,
    /// Revealed weakness cards by slot (corpse, egg, carcass), when the app deals them.
    pub weaknesses: [Option<u8>; 3],
    /// Physical weakness cards turned face up by analysis (Void Seeders: insanity, egg,
    /// carcass), for a species whose deck stays on the table.
    #[serde(skip_serializing_if = "is_none3")]
    pub weaknesses_turned: [bool; 3],
    /// Void Seeders: the creature at each insanity level, as the owner entered it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub insanity_track: Option<[IntruderKind; 5]>,
    /// Void Seeders: Lairs destroyed (at 3 the Despoiler is dead for good).
    #[serde(skip_serializing_if = "is_zero")]
    pub lairs_destroyed: u8,
    /// Void Seeders: panic cards drawn and waiting for the room's answer (cancel or not).
    #[serde(skip_serializing_if = "<[_]>::is_empty")]
    pub held_panics: &'a [HeldPanic],
    /// Void Seeders: the last panic card whose board part the table may still say it could
    /// not carry out in full.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub panic_open: Option<HeldPanic>,
    /// Void Seeders: panic cards left to draw, and the face-up discard pile.
    #[serde(skip_serializing_if = "is_zero_usize")]
    pub panic_deck: usize,
    #[serde(skip_serializing_if = "<[_]>::is_empty")]
    pub panic_discard: &'a [u8],
    pub labels_seen: &'a BTreeMap<LabelId, bool>,
    pub labels_removed: &'a BTreeSet<LabelId>,
    pub contamination_deck: u8,
    pub bag_size: usize,
    pub event_deck: usize,
    /// Face-up discard piles.
    pub event_discard: &'a [u8],
    pub event_removed: &'a [u8],
    pub attack_deck: usize,
    pub attack_discard: &'a [u8],
    pub first_encounter: bool,
    pub first_death: Option<PlayerId>,
    pub intruder_player: Option<(PlayerId, u32)>,
    /// The first dead player's question: take the intruders' side from that round, or not.
    pub intruder_player_offer: Option<(PlayerId, u32)>,
    pub choosing_attack: bool,
    pub airlock: Option<SlotId>,
    pub scans_requested: &'a [PlayerId],
    pub ended: Option<EndCause>,
    pub victory: Option<&'a Victory>,
    /// Full co-op: the robot doctor's question, while it waits for `revive` answers.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub revival: Option<&'a Revival>,
}

impl GameState {
    pub fn public_view(&self) -> PublicView<'_> {
        let h = &self.hidden;
        PublicView {
            round: self.round,
            first_player: self.first_player,
            characters: &self.characters,
            rooms: &self.rooms,
            corridors: &self.corridors,
            tech_noise: &self.tech_noise,
            intruders: &self.intruders,
            time: self.time,
            self_destruct: self.self_destruct,
            destination: self.destination,
            pods: &self.pods,
            nest_eggs: self.nest_eggs,
            nest_destroyed: self.nest_destroyed,
            adaptations: &self.adaptations,
            blue_corpse: self.blue_corpse,
            butcher_gone: self.butcher_gone,
            weaknesses: [0, 1, 2].map(|i| {
                (self.weaknesses_revealed[i] && self.config.species.app_deals_weaknesses())
                    .then_some(h.weaknesses[i])
            }),
            weaknesses_turned: [0, 1, 2].map(|i| {
                self.weaknesses_revealed[i] && !self.config.species.app_deals_weaknesses()
            }),
            insanity_track: self.config.insanity_track,
            lairs_destroyed: self.lairs_destroyed,
            held_panics: &self.held_panics,
            panic_open: self.panic_open,
            panic_deck: h.panic.draw.len(),
            panic_discard: &h.panic.discard,
            labels_seen: &self.labels_seen,
            labels_removed: &self.labels_removed,
            contamination_deck: self.contamination_deck,
            bag_size: h.bag.len(),
            event_deck: h.events.draw.len(),
            event_discard: &h.events.discard,
            event_removed: &h.events.removed,
            attack_deck: h.attacks.draw.len(),
            attack_discard: &h.attacks.discard,
            first_encounter: self.first_encounter,
            first_death: self.first_death,
            intruder_player: self.intruder_player,
            intruder_player_offer: self.intruder_player_offer,
            choosing_attack: self.pending_attack.is_some(),
            airlock: self.airlock,
            scans_requested: &self.scans_requested,
            ended: self.ended,
            victory: self.victory.as_ref(),
            revival: self.revival.as_ref(),
        }
    }

    /// Panic cards anywhere: deck, discard pile, and held for an answer (Void Seeders).
    pub fn panic_cards(&self) -> usize {
        self.hidden.panic.len_all() + self.held_panics.len()
    }

    /// Counts for the "every component accounted for" invariants (tests and checks):
    /// (intruder tokens, event cards, attack cards incl. ones being chosen, labels).
    pub fn component_counts(&self) -> (usize, usize, usize, usize) {
        let h = &self.hidden;
        let pending = self.pending_attack.as_ref().map_or(0, |p| p.cards.len());
        let labels = self.contamination_deck as usize
            + self
                .characters
                .iter()
                .map(|c| c.contamination as usize)
                .sum::<usize>()
            + self.labels_removed.len();
        (
            h.bag.len() + h.supply.len(),
            h.events.len_all(),
            h.attacks.len_all() + pending,
            labels,
        )
    }
}

fn is_none3(b: &[bool; 3]) -> bool {
    !b.iter().any(|x| *x)
}

fn is_zero(n: &u8) -> bool {
    *n == 0
}

fn is_zero_usize(n: &usize) -> bool {
    *n == 0
}
