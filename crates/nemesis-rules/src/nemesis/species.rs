//! The intruder species plugged into the Nemesis ruleset: the species seam. Every rule that
//! differs between the base Intruders, Carnomorphs and Void Seeders is a question the core asks
//! here (the bag-development row, the death check, the health column, how a type attacks, what
//! it transforms into, who breaks doors, the Blank's refill, who guards the Nest, the swarm),
//! and every count (tokens, miniatures, starting bag, deck sizes) is a fact in
//! `assets/data/<species>/species.json`, read through `Content::species`. Adding a species means
//! a variant here, its data folder, and the rules of its own that have no base counterpart.

use crate::ids::IntruderKind;
use serde::{Deserialize, Serialize};

/// The key of the one adaptation card whose effect the app applies (feeding before attacking).
pub const VORACIOUS: &str = "voracious";

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Species {
    /// The base game's Intruders.
    #[default]
    Intruders,
    /// The Carnomorphs expansion (카르노모프; carnomorphs.md).
    Carnomorphs,
    /// The Void Seeders expansion (보이드 시더; void-seeders.md).
    VoidSeeders,
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
    /// Carnomorphs, blue Metagorger: everyone rolls; the token leaves the bag and a Metagorger
    /// token (red first) comes in.
    BlueMetagorger,
    /// Carnomorphs, red Metagorger: a Metagorger appears in every room with a Metagorger or a
    /// heavy object (and the explored, intact Nest); the token goes back.
    MetagorgerSpawn,
    /// Carnomorphs, Butcher: it appears beside the slimed character with the fewest cards (else
    /// the first player), who encounters it; the token leaves the bag.
    ButcherHunts,
    /// Carnomorphs, Blank: Shamblers in rooms without characters go back into the bag as
    /// tokens, a Metagorger token comes in, everyone rolls; the Blank goes back.
    ShamblersWithdraw,
    /// Void Seeders, a character's insanity token: its owner draws a panic card (a dead,
    /// hibernating or escaped owner's token leaves the bag and another is drawn).
    Panic,
}

/// How an intruder's death check is made (base.md §9.2).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DeathCheck {
    /// Dies at its first injury, leaving no carcass.
    FirstInjury,
    /// Draws this many attack cards and adds their health values.
    Cards(u8),
    /// Void Seeders: draws this many cards and reads the lowest number (a Lurker).
    Lowest(u8),
    /// Void Seeders: draws this many cards and reads the highest number (a Stalker).
    Highest(u8),
    /// The Despoiler takes no injuries: one card, read only for the retreat icon.
    RetreatOnly,
    /// A Lair: 2 cards, the highest number; a retreat icon on either saves it.
    Lair,
}

/// What an intruder of a type does when it attacks (base.md §8).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AttackStyle {
    /// Draws an intruder attack card.
    Card,
    /// Infests the character instead (base Larva: onto the character board, plus a
    /// contamination card).
    Infest,
    /// The Metagorger's own attack (carnomorphs.md §6.1): a mutation card (if the target has
    /// none), a contamination card and a light wound; a Shambler token into the bag; the
    /// Metagorger leaves the board.
    Mutate,
    /// Never attacks (a Void Seeder Lair).
    Never,
}

/// What an intruder leaves when it dies (base.md §9.4, carnomorphs.md §3).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Remains {
    pub carcass: bool,
    /// Shambler miniatures placed in the room (not from the bag).
    pub shamblers: u8,
    /// The miniature goes back to the box for good (the Butcher).
    pub gone_for_good: bool,
    /// A random token of the species goes from the supply into the bag (a killed Void Seeder).
    pub token_back: bool,
}

impl Species {
    /// The folder of its data under `assets/data/`.
    pub fn data_dir(self) -> &'static str {
        match self {
            Species::Intruders => "intruders",
            Species::Carnomorphs => "carnomorphs",
            Species::VoidSeeders => "void-seeders",
        }
    }

    /// Every species, in the order a new game offers them.
    pub const ALL: [Species; 3] = [
        Species::Intruders,
        Species::Carnomorphs,
        Species::VoidSeeders,
    ];

    /// Its miniature types, weakest first.
    pub fn kinds(self) -> &'static [IntruderKind] {
        match self {
            Species::Intruders => &IntruderKind::MINIATURES,
            Species::Carnomorphs => &IntruderKind::CARNOMORPHS,
            Species::VoidSeeders => &IntruderKind::VOID_SEEDERS,
        }
    }

    /// The types an Encounter can place, weakest first (no structure like the Lair).
    pub fn creatures(self) -> &'static [IntruderKind] {
        match self {
            Species::VoidSeeders => &IntruderKind::VOID_SEEDERS[..4],
            other => other.kinds(),
        }
    }

    /// Whether characters have an insanity level and the panic deck is in play (Void Seeders).
    pub fn insanity(self) -> bool {
        self == Species::VoidSeeders
    }

    // Hooks named after the rule they answer (issue 33: `insanity()` stood for "is Void
    // Seeders" in the airlock, the bag, the end game and the scan). Each says where its rule is.

    /// The Event Phase has a Lurking step before bag development (void-seeders.md §9).
    pub fn lurks(self) -> bool {
        self == Species::VoidSeeders
    }

    /// An encounter is the species' own: a Lair, a Void Seeder of the track's level, an insanity
    /// token, and its surprise attack deals a contamination and a panic card (void-seeders.md
    /// §7).
    pub fn own_encounters(self) -> bool {
        self == Species::VoidSeeders
    }

    /// Intruders vented by the emergency airlock are killed (a token back, a Lair's carcass),
    /// not just taken off the board (void-seeders.md §4.3).
    pub fn airlock_kills(self) -> bool {
        self == Species::VoidSeeders
    }

    /// A creature of the species goes back into the bag as the species' one token type
    /// (void-seeders.md §3).
    pub fn returns_as_one_token(self) -> bool {
        self == Species::VoidSeeders
    }

    /// An infected card found by a scan raises insanity to its top, instead of a larva
    /// (void-seeders.md §5.3).
    pub fn infection_raises_insanity(self) -> bool {
        self == Species::VoidSeeders
    }

    /// The weakness deck stays on the table: analysis turns its card face up and the table says
    /// what it is (cards.md §6.2 V12); the corpse slot is someone's insanity of 3 or more.
    pub fn table_turns_weaknesses(self) -> bool {
        self == Species::VoidSeeders
    }

    /// The final contamination check is an insanity check, with no scan (void-seeders.md §10).
    pub fn final_check_is_insanity(self) -> bool {
        self == Species::VoidSeeders
    }

    /// Whether its intruders pass closed doors as if open, never breaking them (Void Seeders,
    /// void-seeders.md §3).
    pub fn passes_closed_doors(self) -> bool {
        self == Species::VoidSeeders
    }

    /// Whether an intruder of `kind` ever leaves its room (a Lair never does).
    pub fn moves(self, kind: IntruderKind) -> bool {
        kind != IntruderKind::Lair
    }

    /// Whether slime is in play (Void Seeders remove it, void-seeders.md §11).
    pub fn slime(self) -> bool {
        self != Species::VoidSeeders
    }

    /// Whether characters can carry a Larva on their board (only the base Intruders have
    /// Larvae; carnomorphs.md and void-seeders.md replace them).
    pub fn larvae(self) -> bool {
        self.kinds().contains(&IntruderKind::Larva)
    }

    /// Whether the room tile `kind` is in the box with this species (Void Seeders take out the
    /// Room Covered with Slime with the rest of the slime rules, void-seeders.md §11).
    pub fn has_room(self, kind: crate::ids::RoomKind) -> bool {
        self.slime() || kind != crate::ids::RoomKind::SlimeRoom
    }

    /// Whether the species brings its own exploration-token pool (Void Seeders: no Slime or
    /// Silence tokens, 3 Lair tokens).
    pub fn own_exploration_tokens(self) -> bool {
        self == Species::VoidSeeders
    }

    /// Whether its bag has untyped tokens, typed when drawn (Void Seeders: by insanity level).
    pub fn types_untyped_tokens(self) -> bool {
        match self {
            Species::Intruders | Species::Carnomorphs | Species::VoidSeeders => false,
        }
    }

    /// Whether its weakness cards (or what replaces them) are dealt by the app. The Carnomorph
    /// adaptation deck stays physical: only 2 of its 8 cards are known (cards.md §6.1 C13).
    pub fn app_deals_weaknesses(self) -> bool {
        self == Species::Intruders
    }

    /// Whether an intruder of `kind` goes into the technical corridors (the Butcher stays in
    /// its room instead, carnomorphs.md §3).
    pub fn enters_technical_corridors(self, kind: IntruderKind) -> bool {
        kind != IntruderKind::Butcher
    }

    /// What a feeding Carnomorph of `kind` becomes (carnomorphs.md §11.2), if anything.
    pub fn evolves_into(self, kind: IntruderKind) -> Option<IntruderKind> {
        match (self, kind) {
            (Species::Carnomorphs, IntruderKind::Metagorger) => Some(IntruderKind::Shambler),
            (Species::Carnomorphs, IntruderKind::Shambler) => Some(IntruderKind::Fleshbeast),
            (Species::Carnomorphs, IntruderKind::Fleshbeast) => Some(IntruderKind::Butcher),
            _ => None,
        }
    }

    /// Whether intruders of this species feed in the Event Phase.
    pub fn feeds(self) -> bool {
        self == Species::Carnomorphs
    }

    /// Whether a character gains mutations (carnomorphs.md §9) where the base game gives larvae.
    pub fn mutates(self) -> bool {
        self == Species::Carnomorphs
    }

    /// The types with an adaptation (or weakness) slot revealed by their first appearance.
    pub fn adaptation_slots(self) -> &'static [IntruderKind] {
        match self {
            Species::Intruders | Species::VoidSeeders => &[],
            Species::Carnomorphs => &[
                IntruderKind::Shambler,
                IntruderKind::Fleshbeast,
                IntruderKind::Butcher,
            ],
        }
    }

    /// Carnomorphs: the adaptation slot a character corpse's analysis removes (the rulebook's
    /// example: the Shambler's).
    pub const CORPSE_SLOT: IntruderKind = IntruderKind::Shambler;

    /// The adaptation slots an egg or a carcass may stand for: the table names the one whose
    /// icon is printed by it on the board (the corpse's slot aside).
    pub fn slots_named_by_icon(self) -> Vec<IntruderKind> {
        self.adaptation_slots()
            .iter()
            .copied()
            .filter(|&k| k != Self::CORPSE_SLOT)
            .collect()
    }

    /// What an intruder of `kind` leaves when it dies.
    pub fn remains(self, kind: IntruderKind) -> Remains {
        let (carcass, shamblers, gone_for_good, token_back) = match (self, kind) {
            (Species::Intruders, IntruderKind::Larva) => (false, 0, false, false),
            (Species::Intruders, _) => (true, 0, false, false),
            (Species::Carnomorphs, IntruderKind::Fleshbeast) => (true, 1, false, false),
            (Species::Carnomorphs, IntruderKind::Butcher) => (false, 2, true, false),
            (Species::Carnomorphs, _) => (true, 0, false, false),
            // a Lair leaves a carcass; a Void Seeder nothing, and comes back as a token
            (Species::VoidSeeders, IntruderKind::Lair) => (true, 0, false, false),
            (Species::VoidSeeders, _) => (false, 0, false, true),
        };
        Remains {
            carcass,
            shamblers,
            gone_for_good,
            token_back,
        }
    }

    /// The bag-development row of a drawn token of `kind` (base.md §5; carnomorphs.md §11.5,
    /// where a Metagorger token's colour decides its row).
    pub fn development(self, kind: IntruderKind, blue: bool) -> Development {
        match (self, kind) {
            (Species::Carnomorphs, IntruderKind::Metagorger) if blue => Development::BlueMetagorger,
            (Species::Carnomorphs, IntruderKind::Metagorger) => Development::MetagorgerSpawn,
            (Species::Carnomorphs, IntruderKind::Butcher) => Development::ButcherHunts,
            (Species::Carnomorphs, IntruderKind::Blank) => Development::ShamblersWithdraw,
            (Species::Carnomorphs, _) => Development::EveryoneRolls,
            (Species::VoidSeeders, IntruderKind::Insanity) => Development::Panic,
            (Species::VoidSeeders, IntruderKind::Blank) => {
                Development::Add(IntruderKind::VoidSeeder)
            }
            (Species::VoidSeeders, _) => Development::EveryoneRolls,
            (Species::Intruders, IntruderKind::Larva) => Development::Replace(IntruderKind::Adult),
            (Species::Intruders, IntruderKind::Creeper) => {
                Development::Replace(IntruderKind::Breeder)
            }
            (Species::Intruders, IntruderKind::Adult | IntruderKind::Breeder) => {
                Development::EveryoneRolls
            }
            (Species::Intruders, IntruderKind::Queen) => Development::QueenOrEgg,
            (Species::Intruders, IntruderKind::Blank) => Development::Add(IntruderKind::Adult),
            (Species::Intruders, _) => Development::EveryoneRolls,
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
            // every Carnomorph draws one card, the Butcher too (carnomorphs.md §7)
            (Species::Carnomorphs, _) => DeathCheck::Cards(1),
            (Species::VoidSeeders, IntruderKind::Lurker) => DeathCheck::Lowest(2),
            (Species::VoidSeeders, IntruderKind::Stalker) => DeathCheck::Highest(2),
            (Species::VoidSeeders, IntruderKind::Despoiler) => DeathCheck::RetreatOnly,
            (Species::VoidSeeders, IntruderKind::Lair) => DeathCheck::Lair,
            (Species::VoidSeeders, _) => DeathCheck::Cards(1),
        }
    }

    /// Which health column of an attack card a type reads (0 on one-slot cards; Carnomorph
    /// cards: 0 for every type but the Metagorger, 1 for the Metagorger).
    pub fn health_column(self, kind: IntruderKind) -> usize {
        match self {
            Species::Intruders | Species::VoidSeeders => 0,
            Species::Carnomorphs => usize::from(kind == IntruderKind::Metagorger),
        }
    }

    /// How an intruder of `kind` attacks (base.md §8: a Larva infests).
    pub fn attack(self, kind: IntruderKind) -> AttackStyle {
        match (self, kind) {
            (Species::Intruders, IntruderKind::Larva) => AttackStyle::Infest,
            (Species::Carnomorphs, IntruderKind::Metagorger) => AttackStyle::Mutate,
            (_, IntruderKind::Lair) => AttackStyle::Never,
            (_, _) => AttackStyle::Card,
        }
    }

    /// The type whose attack infests (the base Larva), if any in this box: what an
    /// `Outcome::Infestation`'s intruder was.
    pub fn infester(self) -> Option<IntruderKind> {
        // only the base box has a type that infests
        [IntruderKind::Larva]
            .into_iter()
            .find(|&k| self.attack(k) == AttackStyle::Infest)
    }

    /// What a Transformation attack card turns an intruder of `kind` into (base: a Creeper
    /// becomes a Breeder), if anything.
    pub fn transforms_into(self, kind: IntruderKind) -> Option<IntruderKind> {
        match (self, kind) {
            (Species::Intruders, IntruderKind::Creeper) => Some(IntruderKind::Breeder),
            (_, _) => None,
        }
    }

    /// Whether an intruder of `kind` still breaks closed doors once The Way of Moving is known
    /// (only Breeders and the Queen do).
    pub fn breaks_doors_despite_way_of_moving(self, kind: IntruderKind) -> bool {
        match self {
            Species::Intruders => matches!(kind, IntruderKind::Breeder | IntruderKind::Queen),
            Species::Carnomorphs => true,
            Species::VoidSeeders => false,
        }
    }

    /// The type whose token is added when the Blank was the last token in the bag at an
    /// Encounter (base.md §6.2: an Adult).
    pub fn blank_refill(self) -> IntruderKind {
        match self {
            Species::Intruders => IntruderKind::Adult,
            Species::Carnomorphs => IntruderKind::Metagorger,
            // no last-token clause for Void Seeders (void-seeders.md §7.1): never asked
            Species::VoidSeeders => IntruderKind::VoidSeeder,
        }
    }

    /// The type that appears in the Nest when the bag-development Queen row finds characters
    /// there (base.md §5).
    pub fn nest_guardian(self) -> IntruderKind {
        match self {
            Species::Intruders => IntruderKind::Queen,
            Species::Carnomorphs => IntruderKind::Butcher,
            // the Void Seeder bag has no Queen row: never asked
            Species::VoidSeeders => IntruderKind::Despoiler,
        }
    }

    /// The type whose miniatures, when all in use, all retreat into the bag instead of one being
    /// moved (base.md §7.5: the Adults; for Carnomorphs our reading: the Shamblers, whose tokens
    /// are the base Adult tokens, cards.md §2.1).
    pub fn swarm(self) -> IntruderKind {
        match self {
            Species::Intruders => IntruderKind::Adult,
            Species::Carnomorphs => IntruderKind::Shambler,
            // Void Seeders take the next lower type instead (`Ctx::place_seeder`): never asked
            Species::VoidSeeders => IntruderKind::Lurker,
        }
    }
}
