//! Retaliation's intruder-side facts, from `assets/data/retaliation/intruders.json`, validated.

use super::RKind;
use serde::Deserialize;
use std::collections::BTreeMap;
use std::sync::OnceLock;

/// What a Queen Health card does once drawn (cards-retaliation.md §5, in our words by key).
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum QueenHealthEffect {
    Repel,
    Activate,
    LeaveMap,
    QueenTokensToBag,
    RoomDrawsTwo,
    RoomNoiseRolls,
    MalfunctionInRoom,
}

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct QueenHealthFact {
    pub id: String,
    /// How many more cards are discarded unseen.
    pub discard: u8,
    pub effect: QueenHealthEffect,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BagEntry {
    pub kind: RKind,
    pub count: u8,
    #[serde(default)]
    pub per_player: u8,
}

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Facts {
    #[serde(default)]
    provenance: String,
    /// Bag tokens of each type in the box.
    pub tokens: BTreeMap<RKind, u8>,
    pub starting_bag: Vec<BagEntry>,
    pub miniatures: BTreeMap<RKind, u8>,
    pub rounds: u8,
    pub lander_slot: u8,
    pub queen_health: Vec<QueenHealthFact>,
}

const FILE: &str = "retaliation/intruders.json";
const BUNDLED: &str = include_str!("../../../../assets/data/retaliation/intruders.json");

impl Facts {
    pub fn parse(json: &str) -> Result<Facts, String> {
        let f: Facts =
            serde_json::from_str(json).map_err(|e| format!("assets/data/{FILE}: {e}"))?;
        f.validate()
            .map_err(|e| format!("assets/data/{FILE}: {e}"))?;
        Ok(f)
    }

    fn validate(&self) -> Result<(), String> {
        for entry in &self.starting_bag {
            let have = self.tokens.get(&entry.kind).copied().unwrap_or(0);
            if entry.count + entry.per_player * 5 > have {
                return Err(format!(
                    "the starting bag for 5 players needs more {:?} tokens than the box has",
                    entry.kind
                ));
            }
        }
        if self.tokens.get(&RKind::Blank) != Some(&1) {
            return Err("the box has one Blank token".into());
        }
        if !(1..=self.rounds).contains(&self.lander_slot) {
            return Err(format!(
                "lander slot {} is off the round track",
                self.lander_slot
            ));
        }
        if self.queen_health.is_empty() {
            return Err("no Queen Health cards".into());
        }
        let mut ids: Vec<&str> = self.queen_health.iter().map(|q| q.id.as_str()).collect();
        ids.sort_unstable();
        if ids.windows(2).any(|w| w[0] == w[1]) {
            return Err("a Queen Health card id appears twice".into());
        }
        Ok(())
    }
}

/// The bundled facts, validated once.
pub fn facts() -> Result<&'static Facts, String> {
    static FACTS: OnceLock<Result<Facts, String>> = OnceLock::new();
    FACTS
        .get_or_init(|| Facts::parse(BUNDLED))
        .as_ref()
        .map_err(Clone::clone)
}
