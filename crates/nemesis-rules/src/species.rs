//! The intruder species plugged into the Nemesis ruleset: the species seam. Every rule that
//! differs between the base Intruders, Carnomorphs and Void Seeders is a question the core asks
//! here (the bag-development row, the death check, the health column, how a type attacks, what
//! it transforms into, who breaks doors, the Blank's refill, who guards the Nest, the swarm),
//! and every count (tokens, miniatures, starting bag, deck sizes) is a fact in
//! `assets/data/<species>/species.json`, read through `Content::species`. Adding a species means
//! a variant here, its data folder, and the rules of its own that have no base counterpart.

use super::ids::IntruderKind;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Species {
    /// The base game's Intruders.
    #[default]
    Intruders,
}

/// What drawing a token in bag development does (base.md §5): the row of the development table
/// the token falls in. The outcome carries it, so nothing outside the species restates the table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Development {
    /// The token goes to the supply and a token of this type comes into the bag.
    Replace(IntruderKind),
    /// The token goes back; every character not in combat makes a noise roll.
    EveryoneRolls,
    /// The Queen row: she appears in the Nest with characters there, else an egg is added.
    QueenOrEgg,
    /// The token goes back and a token of this type comes into the bag.
    Add(IntruderKind),
}

/// How an intruder's death check is made (base.md §9.2).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DeathCheck {
    /// Dies at its first injury, leaving no carcass.
    FirstInjury,
    /// Draws this many attack cards and adds their health values.
    Cards(u8),
}

/// What an intruder of a type does when it attacks (base.md §8).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AttackStyle {
    /// Draws an intruder attack card.
    Card,
    /// Infests the character instead (base Larva: onto the character board, plus a
    /// contamination card).
    Infest,
}

impl Species {
    /// The folder of its data under `assets/data/`.
    pub fn data_dir(self) -> &'static str {
        match self {
            Species::Intruders => "intruders",
        }
    }

    /// Whether its bag has untyped tokens, typed when drawn (Void Seeders: by insanity level).
    pub fn types_untyped_tokens(self) -> bool {
        match self {
            Species::Intruders => false,
        }
    }

    /// The bag-development row of a drawn token of `kind` (base.md §5).
    pub fn development(self, kind: IntruderKind) -> Development {
        match (self, kind) {
            (Species::Intruders, IntruderKind::Larva) => Development::Replace(IntruderKind::Adult),
            (Species::Intruders, IntruderKind::Creeper) => {
                Development::Replace(IntruderKind::Breeder)
            }
            (Species::Intruders, IntruderKind::Adult | IntruderKind::Breeder) => {
                Development::EveryoneRolls
            }
            (Species::Intruders, IntruderKind::Queen) => Development::QueenOrEgg,
            (Species::Intruders, IntruderKind::Blank) => Development::Add(IntruderKind::Adult),
        }
    }

    /// How an intruder of `kind` is checked for death after an injury (base.md §9.2).
    pub fn death_check(self, kind: IntruderKind) -> DeathCheck {
        match (self, kind) {
            (Species::Intruders, IntruderKind::Larva) => DeathCheck::FirstInjury,
            (Species::Intruders, IntruderKind::Breeder | IntruderKind::Queen) => {
                DeathCheck::Cards(2)
            }
            (Species::Intruders, _) => DeathCheck::Cards(1),
        }
    }

    /// Which health column of an attack card a type reads (0 on one-slot cards).
    pub fn health_column(self, _kind: IntruderKind) -> usize {
        match self {
            Species::Intruders => 0,
        }
    }

    /// How an intruder of `kind` attacks (base.md §8: a Larva infests).
    pub fn attack(self, kind: IntruderKind) -> AttackStyle {
        match (self, kind) {
            (Species::Intruders, IntruderKind::Larva) => AttackStyle::Infest,
            (Species::Intruders, _) => AttackStyle::Card,
        }
    }

    /// What a Transformation attack card turns an intruder of `kind` into (base: a Creeper
    /// becomes a Breeder), if anything.
    pub fn transforms_into(self, kind: IntruderKind) -> Option<IntruderKind> {
        match (self, kind) {
            (Species::Intruders, IntruderKind::Creeper) => Some(IntruderKind::Breeder),
            (Species::Intruders, _) => None,
        }
    }

    /// Whether an intruder of `kind` still breaks closed doors once The Way of Moving is known
    /// (only Breeders and the Queen do).
    pub fn breaks_doors_despite_way_of_moving(self, kind: IntruderKind) -> bool {
        match self {
            Species::Intruders => matches!(kind, IntruderKind::Breeder | IntruderKind::Queen),
        }
    }

    /// The type whose token is added when the Blank was the last token in the bag at an
    /// Encounter (base.md §6.2: an Adult).
    pub fn blank_refill(self) -> IntruderKind {
        match self {
            Species::Intruders => IntruderKind::Adult,
        }
    }

    /// The type that appears in the Nest when the bag-development Queen row finds characters
    /// there (base.md §5).
    pub fn nest_guardian(self) -> IntruderKind {
        match self {
            Species::Intruders => IntruderKind::Queen,
        }
    }

    /// The type whose miniatures, when all in use, all retreat into the bag instead of one being
    /// moved (base.md §7.5: the Adults).
    pub fn swarm(self) -> IntruderKind {
        match self {
            Species::Intruders => IntruderKind::Adult,
        }
    }
}
