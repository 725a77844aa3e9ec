//! What anyone at the table may see of the game: the board mirror, tracks and face-up piles.
//! Hidden components (bag contents, deck order, engines, coordinates, unrevealed weaknesses,
//! which labels are infected, face-down tiles) never appear here.

use super::ids::*;
use super::state::*;
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
    /// Revealed weakness cards by slot (corpse, egg, carcass).
    pub weaknesses: [Option<u8>; 3],
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
            weaknesses: [0, 1, 2].map(|i| self.weaknesses_revealed[i].then_some(h.weaknesses[i])),
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
