//! The intruder species plugged into the Nemesis ruleset. Everything that differs between the
//! base Intruders, Carnomorphs and Void Seeders lives here as tables the core asks for: the
//! starting bag, the bag-development row of each token, the death check, the miniatures in the
//! box, and (through `Data::content`) the species' tokens and decks. Adding a species means adding a
//! variant here (and its data), not rewriting the rules that call these.

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

impl Species {
    /// The starting bag for `players` players (base.md §2.1 step 10).
    pub fn starting_bag(self, players: usize) -> Vec<(IntruderKind, usize)> {
        match self {
            Species::Intruders => vec![
                (IntruderKind::Blank, 1),
                (IntruderKind::Larva, 4),
                (IntruderKind::Creeper, 1),
                (IntruderKind::Adult, 3 + players.max(1)),
                (IntruderKind::Queen, 1),
            ],
        }
    }

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

    pub fn death_check(self, kind: IntruderKind) -> DeathCheck {
        match (self, kind) {
            (Species::Intruders, IntruderKind::Larva) => DeathCheck::FirstInjury,
            (Species::Intruders, IntruderKind::Breeder | IntruderKind::Queen) => {
                DeathCheck::Cards(2)
            }
            (Species::Intruders, _) => DeathCheck::Cards(1),
        }
    }

    /// How many miniatures of each type the box holds (base.md §1.1).
    pub fn miniatures(self, kind: IntruderKind) -> usize {
        match (self, kind) {
            (Species::Intruders, IntruderKind::Larva) => 6,
            (Species::Intruders, IntruderKind::Creeper) => 3,
            (Species::Intruders, IntruderKind::Adult) => 8,
            (Species::Intruders, IntruderKind::Breeder) => 2,
            (Species::Intruders, IntruderKind::Queen) => 1,
            (Species::Intruders, IntruderKind::Blank) => 0,
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
