//! Card and token facts, loaded and validated: the ship's (rooms, exploration tokens,
//! coordinates, contamination) from `assets/data/base/`, the intruder species' (tokens, decks,
//! weaknesses and the box counts in `species.json`) from `assets/data/<species>/`.
//! Effects are referenced by key; their words live in `assets/i18n/<lang>/effects.ftl`.

use super::species::{AttackStyle, Species};
use crate::ids::{IntruderKind, RoomKind};
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet};

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct TokenFact {
    pub id: String,
    pub kind: TokenKind,
    /// The number on the token's back, for the Surprise Attack check (0 on the Blank).
    pub surprise: u8,
    /// A blue Metagorger token (Carnomorphs: red and blue tokens develop differently).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub blue: bool,
}

/// What a bag token shows: an intruder type, or no type (a Void Seeder token, whose type comes
/// from the encountering character's insanity level when it is drawn).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum TokenKind {
    Typed(IntruderKind),
    Untyped(UntypedMark),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum UntypedMark {
    Untyped,
}

impl TokenKind {
    /// The type the token shows, if it shows one.
    pub fn typed(self) -> Option<IntruderKind> {
        match self {
            TokenKind::Typed(k) => Some(k),
            TokenKind::Untyped(_) => None,
        }
    }

    /// Whether this token shows the type `kind`.
    pub fn is(self, kind: IntruderKind) -> bool {
        self == TokenKind::Typed(kind)
    }
}

impl From<IntruderKind> for TokenKind {
    fn from(kind: IntruderKind) -> TokenKind {
        TokenKind::Typed(kind)
    }
}

/// What an event card does after its movement, by key (`event-<key>` in the .ftl files).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EventEffect {
    DamagingFire,
    Regeneration,
    ScentOfPrey,
    FlammableCompounds,
    BulkheadsOpen,
    Hunt,
    Eclosion,
    CoolantLeak,
    NestNoise,
    ShortCircuit,
    Damage,
    EggProtection,
    ConsumingFire,
    Malfunction,
    Lurking,
    PodEjection,
    Hatching,
    LifeSupportFailure,
    TechNoise,
    // Carnomorph events (cards.md §2.2)
    RampantMutation,
    Reawakening,
    CarnoLurking,
    Stalking,
    AirlockGlitch,
    GeneratorOverload,
    MarkedPrey,
    HatchesJam,
    QuarantineProcedure,
    Growl,
    ScavengingBiomatter,
    StructuralWeakness,
    ProtocolFailure,
    ChemicalFire,
    AmmunitionMeltdown,
    BeastOnTheProwl,
    // Void Seeder events (cards.md §3.2)
    Terror,
    VoidHunt,
    Tendrils,
    ComputerFailure,
    Monophobia,
    Neurosis,
    Agoraphobia,
    HighestPodEjection,
    FireWave,
    GeneratorOverheat,
    Whispers,
    Fear,
    FuelExplosion,
    ShipAiFailure,
}

/// Where an event card goes once resolved.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AfterEvent {
    Discard,
    /// Removed from the game; the discard pile is shuffled back into the deck.
    RemoveReshuffle,
    /// Shuffled back into the draw pile.
    ShuffleBack,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct EventFact {
    pub id: String,
    pub name: String,
    pub moves: Vec<IntruderKind>,
    pub corridor: u8,
    pub effect: EventEffect,
    pub after: AfterEvent,
    pub sources: String,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AttackEffect {
    Slime,
    Scratch,
    Claw,
    Bite,
    Tail,
    Frenzy,
    Transformation,
    Summoning,
    // Carnomorph attacks (cards.md §2.3); Slash, Bite and Whiplash read as Scratch, Bite, Claw
    Devour,
    Spawn,
    Bash,
    Regurgitate,
    // Void Seeder attacks (cards.md §3.3); their Scratch, Bite and Frenzy read as the base ones
    Duplicate,
    Dread,
    Braineating,
    Dismay,
}

/// A panic card (Void Seeders, cards.md §3.4): the insanity number beside its icon, and what it
/// makes the character do (in our own words in effects.ftl, `panic-<effect>`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PanicFact {
    pub id: String,
    pub name: String,
    pub threshold: u8,
    pub effect: PanicEffect,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PanicEffect {
    DestructiveOutburst,
    Defeatism,
    BlindEscape,
    Destruction,
    InsaneCourage,
    Sabotage,
    SelfMutilation,
    HeartAttack,
    Bloodlust,
    Demotivation,
    RippingBandages,
    Hopelessness,
    Hallucinations,
    Pyromaniac,
}

impl PanicEffect {
    /// Whether part of the effect is on the players' side of the board (cards in hand, ammo,
    /// heavy items, the action deck): the app cannot tell whether it could be carried out in
    /// full, so the table says so when it could not.
    pub fn table_decides(self) -> bool {
        matches!(
            self,
            PanicEffect::Destruction
                | PanicEffect::Demotivation
                | PanicEffect::Hopelessness
                | PanicEffect::Hallucinations
        )
    }
}

/// The blood-drop slot of an attack card: a number, or the retreat icon.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Health {
    Value(u8),
    Retreat(RetreatIcon),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RetreatIcon {
    Retreat,
}

/// The health slots of an attack card: one blood drop (base Intruders), or one per column
/// (Carnomorph cards have two: which column a type reads is the species' answer).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum CardHealth {
    One(Health),
    Columns([Health; 2]),
}

impl CardHealth {
    /// The slot read in `column` (a one-slot card reads the same slot in every column).
    pub fn column(self, column: usize) -> Health {
        match self {
            CardHealth::One(h) => h,
            CardHealth::Columns(c) => c[column.min(1)],
        }
    }

    fn columns(self) -> usize {
        match self {
            CardHealth::One(_) => 1,
            CardHealth::Columns(_) => 2,
        }
    }

    fn slots(self) -> Vec<Health> {
        match self {
            CardHealth::One(h) => vec![h],
            CardHealth::Columns(c) => c.to_vec(),
        }
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct AttackFact {
    pub id: String,
    pub name: String,
    pub health: CardHealth,
    pub users: Vec<IntruderKind>,
    pub effect: AttackEffect,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct WeaknessFact {
    pub id: String,
    pub name: String,
    pub effect: WeaknessEffect,
}

/// What a weakness card does, by its key in weaknesses.json. A key the app does not know fails
/// to load (a typo used to switch an effect off without a word).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum WeaknessEffect {
    /// Applied by the players (more damage to the weak spot).
    VitalPlaces,
    /// Only Breeders and the Queen break doors.
    WayOfMoving,
    /// Eggs and the Nest react to the phosphates.
    Phosphates,
    /// Applied by the players (energy weapons).
    Energy,
    /// Encounters draw again (Reaction to Danger).
    ReactionToDanger,
    BrinkOfExtinction,
    WayOfFighting,
    Fire,
}

impl WeaknessEffect {
    /// The key in weaknesses.json and in the translations (`weakness-<key>`).
    pub fn key(self) -> &'static str {
        match self {
            WeaknessEffect::VitalPlaces => "vital_places",
            WeaknessEffect::WayOfMoving => "way_of_moving",
            WeaknessEffect::Phosphates => "phosphates",
            WeaknessEffect::Energy => "energy",
            WeaknessEffect::ReactionToDanger => "reaction_to_danger",
            WeaknessEffect::BrinkOfExtinction => "brink_of_extinction",
            WeaknessEffect::WayOfFighting => "way_of_fighting",
            WeaknessEffect::Fire => "fire",
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Destination {
    Earth,
    Mars,
    Venus,
    DeepSpace,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct CoordinatesFact {
    pub id: String,
    /// The destination under the letters A, B, C, D.
    pub abcd: [Destination; 4],
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ExplorationEffect {
    Silence,
    Danger,
    Slime,
    Fire,
    Malfunction,
    Door,
    /// Void Seeders: a Lair stands in the room (void-seeders.md §4.1); no noise roll.
    Lair,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ExplorationFact {
    pub id: String,
    pub effect: ExplorationEffect,
    /// The item number printed on the token; `None` where the app does not know it (the Lair
    /// tokens, cards.md §6.2 V16): the players read it off the token they flip.
    pub items: Option<u8>,
}

impl ExplorationFact {
    /// Whether this token may be the one the players flipped, showing `effect` and `items`.
    pub fn may_show(&self, effect: ExplorationEffect, items: u8) -> bool {
        self.effect == effect && self.items.is_none_or(|n| n == items)
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RoomGroup {
    Room1,
    Room2,
    Special,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RoomColour {
    Red,
    Yellow,
    Green,
    White,
    None,
    Special,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct RoomFact {
    pub kind: RoomKind,
    pub group: RoomGroup,
    pub colour: RoomColour,
    pub computer: bool,
}

/// The box counts of a species, from `assets/data/<species>/species.json`: what `validate`
/// checks the species' other files against, and what setup and the component limits read.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SpeciesFacts {
    #[serde(default, skip_serializing)]
    provenance: String,
    pub species: Species,
    /// Egg tokens on the board beside the ship at setup (5; Carnomorphs 8, carnomorphs.md §2
    /// step 9).
    pub starting_eggs: u8,
    /// Bag tokens of each type in the box.
    pub tokens: BTreeMap<IntruderKind, usize>,
    /// Bag tokens that show no type (Void Seeders).
    #[serde(default)]
    pub untyped_tokens: usize,
    /// Miniatures of each type in the box (the component limit, base.md §7.5).
    pub miniatures: BTreeMap<IntruderKind, usize>,
    /// The starting bag, in the order the tokens are taken from the supply.
    pub starting_bag: Vec<BagEntry>,
    pub events: usize,
    pub attacks: usize,
    pub weaknesses: usize,
    /// Health slots per attack card: 1, or 2 for a species whose cards have two columns.
    pub health_columns: usize,
    /// The lowest and highest surprise number on a typed, non-Blank token.
    pub surprise: [u8; 2],
    /// Panic cards in the deck (Void Seeders; 0 for a species without panic).
    #[serde(default)]
    pub panic: usize,
    /// Adaptation cards whose names are known (Carnomorphs): what the app offers when one is
    /// revealed, beside "other". A newly known card is a line here.
    #[serde(default)]
    pub adaptations: Vec<KnownAdaptation>,
}

/// A known adaptation card: its key (`adaptation-<key>` in the translations) and what it
/// changes.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct KnownAdaptation {
    pub key: String,
    pub category: AdaptationCategory,
}

/// One line of the starting bag: `count` tokens, plus `per_player` for each player.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BagEntry {
    pub kind: TokenKind,
    pub count: usize,
    #[serde(default)]
    pub per_player: usize,
    /// Blue tokens of the type (Carnomorph Metagorgers); red (or uncoloured) otherwise.
    #[serde(default)]
    pub blue: bool,
}

impl SpeciesFacts {
    /// Miniatures of `kind` in the box (0 for a type that has none, like the Blank).
    pub fn miniatures(&self, kind: IntruderKind) -> usize {
        self.miniatures.get(&kind).copied().unwrap_or(0)
    }

    /// The starting bag for `players` players (base.md §2.1 step 10).
    pub fn starting_bag(&self, players: usize) -> Vec<(TokenKind, bool, usize)> {
        self.starting_bag
            .iter()
            .map(|e| (e.kind, e.blue, e.count + e.per_player * players.max(1)))
            .collect()
    }
}

/// All the facts the rules of one game need: the ship's and one species'.
#[derive(Debug, Clone, PartialEq)]
pub struct Content {
    pub species: SpeciesFacts,
    pub tokens: Vec<TokenFact>,
    pub events: Vec<EventFact>,
    pub attacks: Vec<AttackFact>,
    pub weaknesses: Vec<WeaknessFact>,
    pub panic: Vec<PanicFact>,
    pub coordinates: Vec<CoordinatesFact>,
    pub exploration: Vec<ExplorationFact>,
    pub rooms: Vec<RoomFact>,
    pub labels: u8,
    pub infected: u8,
}

pub use crate::blocks::DataError;

#[derive(Deserialize)]
struct Tokens {
    tokens: Vec<TokenFact>,
}
#[derive(Deserialize)]
struct Cards<T> {
    cards: Vec<T>,
}
#[derive(Deserialize)]
struct Exploration {
    tokens: Vec<ExplorationFact>,
}
#[derive(Deserialize)]
struct Rooms {
    rooms: Vec<RoomFact>,
}
#[derive(Deserialize)]
struct Contamination {
    labels: u8,
    infected: u8,
}

/// The bundled data files, by path under `assets/data/`, as the loader sees them.
pub const BUNDLED: [(&str, &str); 21] = [
    (
        "void-seeders/species.json",
        include_str!("../../../../assets/data/void-seeders/species.json"),
    ),
    (
        "void-seeders/intruder-tokens.json",
        include_str!("../../../../assets/data/void-seeders/intruder-tokens.json"),
    ),
    (
        "void-seeders/events.json",
        include_str!("../../../../assets/data/void-seeders/events.json"),
    ),
    (
        "void-seeders/attacks.json",
        include_str!("../../../../assets/data/void-seeders/attacks.json"),
    ),
    (
        "void-seeders/weaknesses.json",
        include_str!("../../../../assets/data/void-seeders/weaknesses.json"),
    ),
    (
        "void-seeders/panic.json",
        include_str!("../../../../assets/data/void-seeders/panic.json"),
    ),
    (
        "void-seeders/exploration-tokens.json",
        include_str!("../../../../assets/data/void-seeders/exploration-tokens.json"),
    ),
    (
        "intruders/species.json",
        include_str!("../../../../assets/data/intruders/species.json"),
    ),
    (
        "intruders/intruder-tokens.json",
        include_str!("../../../../assets/data/intruders/intruder-tokens.json"),
    ),
    (
        "intruders/events.json",
        include_str!("../../../../assets/data/intruders/events.json"),
    ),
    (
        "intruders/attacks.json",
        include_str!("../../../../assets/data/intruders/attacks.json"),
    ),
    (
        "intruders/weaknesses.json",
        include_str!("../../../../assets/data/intruders/weaknesses.json"),
    ),
    (
        "carnomorphs/species.json",
        include_str!("../../../../assets/data/carnomorphs/species.json"),
    ),
    (
        "carnomorphs/intruder-tokens.json",
        include_str!("../../../../assets/data/carnomorphs/intruder-tokens.json"),
    ),
    (
        "carnomorphs/events.json",
        include_str!("../../../../assets/data/carnomorphs/events.json"),
    ),
    (
        "carnomorphs/attacks.json",
        include_str!("../../../../assets/data/carnomorphs/attacks.json"),
    ),
    (
        "carnomorphs/weaknesses.json",
        include_str!("../../../../assets/data/carnomorphs/weaknesses.json"),
    ),
    (
        "base/coordinates.json",
        include_str!("../../../../assets/data/base/coordinates.json"),
    ),
    (
        "base/exploration-tokens.json",
        include_str!("../../../../assets/data/base/exploration-tokens.json"),
    ),
    (
        "base/rooms.json",
        include_str!("../../../../assets/data/base/rooms.json"),
    ),
    (
        "base/contamination.json",
        include_str!("../../../../assets/data/base/contamination.json"),
    ),
];

fn unique<'a>(file: &str, ids: impl Iterator<Item = &'a str>) -> Result<(), DataError> {
    let mut seen = BTreeSet::new();
    for id in ids {
        if !seen.insert(id) {
            return Err(DataError::new(file, format!("id {id} appears twice")));
        }
    }
    Ok(())
}

impl Content {
    /// The bundled facts for a game with `species` in the box.
    pub fn bundled(species: Species) -> Result<Content, DataError> {
        Content::from_files(species, |path| {
            BUNDLED
                .iter()
                .find(|(n, _)| *n == path)
                .map(|(_, j)| j.to_string())
        })
    }

    /// Loads from any source of file texts by path under `assets/data/` (the bundle, or altered
    /// copies in tests).
    pub fn from_files(
        species: Species,
        read: impl Fn(&str) -> Option<String>,
    ) -> Result<Content, DataError> {
        let dir = species.data_dir();
        let load = |path: String| -> Result<(String, String), DataError> {
            let text = read(&path).ok_or_else(|| DataError::new(&path, "missing"))?;
            Ok((path, text))
        };
        fn parse<T: for<'de> Deserialize<'de>>(
            (path, json): (String, String),
        ) -> Result<T, DataError> {
            serde_json::from_str(&json).map_err(|e| DataError::new(&path, e.to_string()))
        }
        let facts: SpeciesFacts = parse(load(format!("{dir}/species.json"))?)?;
        if facts.species != species {
            return Err(DataError::new(
                &format!("{dir}/species.json"),
                format!("names {:?}, not {species:?}", facts.species),
            ));
        }
        let tokens = parse::<Tokens>(load(format!("{dir}/intruder-tokens.json"))?)?.tokens;
        let events = parse::<Cards<EventFact>>(load(format!("{dir}/events.json"))?)?.cards;
        let attacks = parse::<Cards<AttackFact>>(load(format!("{dir}/attacks.json"))?)?.cards;
        let weaknesses =
            parse::<Cards<WeaknessFact>>(load(format!("{dir}/weaknesses.json"))?)?.cards;
        let panic = if facts.panic > 0 {
            parse::<Cards<PanicFact>>(load(format!("{dir}/panic.json"))?)?.cards
        } else {
            Vec::new()
        };
        let coordinates =
            parse::<Cards<CoordinatesFact>>(load("base/coordinates.json".into())?)?.cards;
        // a species that changes the exploration pool (Void Seeders) has its own
        let exploration_file = if species.own_exploration_tokens() {
            format!("{dir}/exploration-tokens.json")
        } else {
            "base/exploration-tokens.json".to_string()
        };
        let exploration = parse::<Exploration>(load(exploration_file)?)?.tokens;
        let rooms = parse::<Rooms>(load("base/rooms.json".into())?)?.rooms;
        let cont = parse::<Contamination>(load("base/contamination.json".into())?)?;
        let c = Content {
            species: facts,
            tokens,
            events,
            attacks,
            weaknesses,
            panic,
            coordinates,
            exploration,
            rooms,
            labels: cont.labels,
            infected: cont.infected,
        };
        c.validate_species()?;
        c.validate_ship()?;
        Ok(c)
    }

    /// The species' files against the counts in its `species.json`.
    fn validate_species(&self) -> Result<(), DataError> {
        self.validate_token_counts()?;
        self.validate_token_faces()?;
        self.validate_starting_bag()?;
        self.validate_events()?;
        self.validate_attacks()?;
        self.validate_panic()?;
        self.validate_weaknesses()
    }

    /// The intruder tokens, by type and untyped, as many as `species.json` says.
    fn validate_token_counts(&self) -> Result<(), DataError> {
        let f = &self.species;
        let file = format!("{}/intruder-tokens.json", f.species.data_dir());
        unique(&file, self.tokens.iter().map(|t| t.id.as_str()))?;
        for (&kind, &want) in &f.tokens {
            let n = self.tokens.iter().filter(|t| t.kind.is(kind)).count();
            if n != want {
                return Err(DataError::new(
                    &file,
                    format!("{n} {kind:?} tokens, species.json says the box has {want}"),
                ));
            }
        }
        let untyped = self
            .tokens
            .iter()
            .filter(|t| matches!(t.kind, TokenKind::Untyped(_)))
            .count();
        if untyped != f.untyped_tokens
            || self.tokens.iter().any(|t| match t.kind {
                TokenKind::Typed(k) => !f.tokens.contains_key(&k),
                TokenKind::Untyped(_) => false,
            })
        {
            return Err(DataError::new(
                &file,
                "a token type (or the number of untyped tokens) is not in species.json",
            ));
        }
        if untyped > 0 && !f.species.types_untyped_tokens() {
            return Err(DataError::new(
                &file,
                "this species has no rule for untyped tokens",
            ));
        }
        Ok(())
    }

    /// Each token's surprise value within the species' range (none on a blank or an insanity
    /// token), and blue only on a Metagorger.
    fn validate_token_faces(&self) -> Result<(), DataError> {
        let f = &self.species;
        let file = format!("{}/intruder-tokens.json", f.species.data_dir());
        let [low, high] = f.surprise;
        for t in &self.tokens {
            let ok = if t.kind.is(IntruderKind::Blank) || t.kind.is(IntruderKind::Insanity) {
                t.surprise == 0
            } else {
                (low..=high).contains(&t.surprise)
            };
            if !ok {
                return Err(DataError::new(
                    &file,
                    format!("token {} has surprise value {}", t.id, t.surprise),
                ));
            }
        }
        if let Some(t) = self
            .tokens
            .iter()
            .find(|t| t.blue && !t.kind.is(IntruderKind::Metagorger))
        {
            return Err(DataError::new(
                &file,
                format!("token {} is blue but no Metagorger", t.id),
            ));
        }
        Ok(())
    }

    /// The starting bag for 5 players takes no more tokens of a kind than the box has.
    fn validate_starting_bag(&self) -> Result<(), DataError> {
        let f = &self.species;
        let dir = f.species.data_dir();
        for entry in &f.starting_bag {
            let have = match entry.kind {
                TokenKind::Typed(k) if entry.blue => self
                    .tokens
                    .iter()
                    .filter(|t| t.kind.is(k) && t.blue)
                    .count(),
                TokenKind::Typed(k) => f.tokens.get(&k).copied().unwrap_or(0),
                TokenKind::Untyped(_) => f.untyped_tokens,
            };
            if entry.count + entry.per_player * 5 > have {
                return Err(DataError::new(
                    &format!("{dir}/species.json"),
                    format!(
                        "the starting bag for 5 players needs more {:?} tokens than the box has",
                        entry.kind
                    ),
                ));
            }
        }
        Ok(())
    }

    /// The event deck: its size, each card's corridor and the intruders it moves.
    fn validate_events(&self) -> Result<(), DataError> {
        let f = &self.species;
        let file = format!("{}/events.json", f.species.data_dir());
        unique(&file, self.events.iter().map(|e| e.id.as_str()))?;
        if self.events.len() != f.events {
            return Err(DataError::new(
                &file,
                format!("{} cards, the deck has {}", self.events.len(), f.events),
            ));
        }
        for e in &self.events {
            if !(1..=4).contains(&e.corridor) {
                return Err(DataError::new(
                    &file,
                    format!("card {} has corridor {}", e.id, e.corridor),
                ));
            }
            if e.moves.is_empty() || e.moves.iter().any(|k| !f.species.kinds().contains(k)) {
                return Err(DataError::new(
                    &file,
                    format!("card {} moves no valid intruder", e.id),
                ));
            }
        }
        Ok(())
    }

    /// The attack deck: its size, each card's users and its health slots.
    fn validate_attacks(&self) -> Result<(), DataError> {
        let f = &self.species;
        let file = format!("{}/attacks.json", f.species.data_dir());
        unique(&file, self.attacks.iter().map(|a| a.id.as_str()))?;
        if self.attacks.len() != f.attacks {
            return Err(DataError::new(
                &file,
                format!("{} cards, the deck has {}", self.attacks.len(), f.attacks),
            ));
        }
        for a in &self.attacks {
            if a.users.is_empty()
                || a.users.iter().any(|&k| {
                    !f.species.kinds().contains(&k) || f.species.attack(k) != AttackStyle::Card
                })
            {
                return Err(DataError::new(
                    &file,
                    format!("card {} has no valid users", a.id),
                ));
            }
            if a.health.columns() != f.health_columns {
                return Err(DataError::new(
                    &file,
                    format!(
                        "card {} has {} health slots, species.json says {}",
                        a.id,
                        a.health.columns(),
                        f.health_columns
                    ),
                ));
            }
            for h in a.health.slots() {
                if let Health::Value(v) = h
                    && !(1..=9).contains(&v)
                {
                    return Err(DataError::new(
                        &file,
                        format!("card {} has health {v}", a.id),
                    ));
                }
            }
        }
        Ok(())
    }

    /// The panic deck (Void Seeders): its size and each card's threshold.
    fn validate_panic(&self) -> Result<(), DataError> {
        let f = &self.species;
        if f.panic > 0 {
            let file = format!("{}/panic.json", f.species.data_dir());
            unique(&file, self.panic.iter().map(|p| p.id.as_str()))?;
            if self.panic.len() != f.panic {
                return Err(DataError::new(
                    &file,
                    format!("{} cards, the deck has {}", self.panic.len(), f.panic),
                ));
            }
            if let Some(p) = self.panic.iter().find(|p| !(1..=5).contains(&p.threshold)) {
                return Err(DataError::new(
                    &file,
                    format!("card {} has threshold {}", p.id, p.threshold),
                ));
            }
        }
        Ok(())
    }

    /// The weakness deck's size.
    fn validate_weaknesses(&self) -> Result<(), DataError> {
        let f = &self.species;
        let file = format!("{}/weaknesses.json", f.species.data_dir());
        unique(&file, self.weaknesses.iter().map(|w| w.id.as_str()))?;
        if self.weaknesses.len() != f.weaknesses {
            return Err(DataError::new(
                &file,
                format!("the box has {} weakness cards", f.weaknesses),
            ));
        }
        Ok(())
    }

    /// The ship's files of the base box.
    fn validate_ship(&self) -> Result<(), DataError> {
        unique(
            "base/coordinates.json",
            self.coordinates.iter().map(|c| c.id.as_str()),
        )?;
        if self.coordinates.len() != 8 {
            return Err(DataError::new(
                "base/coordinates.json",
                "the box has 8 coordinates cards",
            ));
        }
        for c in &self.coordinates {
            let set: BTreeSet<_> = c.abcd.iter().collect();
            if set.len() != 4 {
                return Err(DataError::new(
                    "base/coordinates.json",
                    format!("card {} repeats a destination", c.id),
                ));
            }
        }
        // Void Seeders take out 2 Slime and 2 Silence tokens and add 3 Lairs: 19
        let species = self.species.species;
        let (file, want) = if species.own_exploration_tokens() {
            (
                format!("{}/exploration-tokens.json", species.data_dir()),
                19,
            )
        } else {
            ("base/exploration-tokens.json".to_string(), 20)
        };
        unique(&file, self.exploration.iter().map(|e| e.id.as_str()))?;
        if self.exploration.len() != want {
            return Err(DataError::new(
                &file,
                format!("the box has {want} exploration tokens"),
            ));
        }
        let groups = |g: RoomGroup| self.rooms.iter().filter(|r| r.group == g).count();
        if groups(RoomGroup::Room1) != 11
            || groups(RoomGroup::Room2) != 9
            || groups(RoomGroup::Special) != 5
        {
            return Err(DataError::new(
                "base/rooms.json",
                "expected 11 room \"1\" tiles, 9 room \"2\" tiles and 5 special rooms",
            ));
        }
        if self.labels != 27 || self.infected == 0 || self.infected >= self.labels {
            return Err(DataError::new(
                "base/contamination.json",
                format!(
                    "{} labels with {} infected is not the base deck",
                    self.labels, self.infected
                ),
            ));
        }
        Ok(())
    }

    #[expect(
        clippy::expect_used,
        reason = "validate() refuses a rooms.json without every room kind, and no Content exists \
                  unvalidated"
    )]
    pub fn room(&self, kind: RoomKind) -> &RoomFact {
        self.rooms
            .iter()
            .find(|r| r.kind == kind)
            .expect("rooms.json validated: every room kind present")
    }

    pub fn token(&self, ix: usize) -> &TokenFact {
        &self.tokens[ix]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bundled_content_is_valid_and_matches_cards_md() {
        let c = Content::bundled(Species::Intruders).unwrap();
        // every corridor number appears exactly 5 times in the event deck (cards.md §1.2)
        for n in 1..=4 {
            assert_eq!(
                c.events.iter().filter(|e| e.corridor == n).count(),
                5,
                "corridor {n}"
            );
        }
        // no base event moves Larvae
        assert!(
            c.events
                .iter()
                .all(|e| !e.moves.contains(&IntruderKind::Larva))
        );
        // two attack cards carry the retreat icon
        assert_eq!(
            c.attacks
                .iter()
                .filter(|a| matches!(a.health, CardHealth::One(Health::Retreat(_))))
                .count(),
            2
        );
        // surprise values of the Adults: 2 x4, 3 x5, 4 x3
        let adults: Vec<u8> = c
            .tokens
            .iter()
            .filter(|t| t.kind.is(IntruderKind::Adult))
            .map(|t| t.surprise)
            .collect();
        assert_eq!(adults.iter().filter(|&&v| v == 4).count(), 3);
        // every destination sits under every letter exactly twice
        for letter in 0..4 {
            for d in [
                Destination::Earth,
                Destination::Mars,
                Destination::Venus,
                Destination::DeepSpace,
            ] {
                assert_eq!(
                    c.coordinates.iter().filter(|k| k.abcd[letter] == d).count(),
                    2
                );
            }
        }
    }

    fn altered(file: &str, from: &str, to: &str) -> Result<Content, String> {
        Content::from_files(Species::Intruders, |path| {
            let text = BUNDLED
                .iter()
                .find(|(n, _)| *n == path)
                .map(|(_, j)| j.to_string())?;
            Some(if path.ends_with(file) {
                text.replacen(from, to, 1)
            } else {
                text
            })
        })
        .map_err(|e| e.to_string())
    }

    #[test]
    fn a_duplicate_id_names_the_file_and_the_card() {
        let err = altered("events.json", "\"BE02\"", "\"BE01\"").unwrap_err();
        assert!(err.contains("events.json") && err.contains("BE01"), "{err}");
    }

    #[test]
    fn a_wrong_count_or_value_is_refused() {
        let err = altered(
            "intruder-tokens.json",
            "\"kind\": \"queen\"",
            "\"kind\": \"adult\"",
        )
        .unwrap_err();
        assert!(err.contains("intruder-tokens.json"), "{err}");
        let err = altered("events.json", "\"corridor\": 1", "\"corridor\": 7").unwrap_err();
        assert!(err.contains("BE01") && err.contains("corridor 7"), "{err}");
        let err = altered("attacks.json", "\"health\": 5", "\"health\": 0").unwrap_err();
        assert!(err.contains("BA01"), "{err}");
        // a second health column on a species whose cards have one
        let err = altered("attacks.json", "\"health\": 5", "\"health\": [5, 3]").unwrap_err();
        assert!(
            err.contains("BA01") && err.contains("health slots"),
            "{err}"
        );
        // a count in species.json that the tokens do not match
        let err = altered("species.json", "\"larva\": 8", "\"larva\": 7").unwrap_err();
        assert!(
            err.contains("intruder-tokens.json") && err.contains("Larva"),
            "{err}"
        );
        // an untyped token in a species with no rule for them
        let err = altered(
            "intruder-tokens.json",
            "\"kind\": \"larva\"",
            "\"kind\": \"untyped\"",
        )
        .unwrap_err();
        assert!(err.contains("intruder-tokens.json"), "{err}");
    }

    /// The two shapes a card's health takes in the data: one slot, or two columns.
    #[test]
    fn card_health_reads_one_slot_or_two_columns() {
        let one: CardHealth = serde_json::from_str("4").unwrap();
        assert_eq!(one.column(1), Health::Value(4));
        let two: CardHealth = serde_json::from_str("[2, \"retreat\"]").unwrap();
        assert_eq!(two.column(0), Health::Value(2));
        assert_eq!(two.column(1), Health::Retreat(RetreatIcon::Retreat));
        let untyped: TokenKind = serde_json::from_str("\"untyped\"").unwrap();
        assert_eq!(untyped.typed(), None);
        let adult: TokenKind = serde_json::from_str("\"adult\"").unwrap();
        assert!(adult.is(IntruderKind::Adult));
    }

    /// A misspelt weakness effect used to load and switch the effect off without a word.
    #[test]
    fn a_misspelt_weakness_effect_is_refused_by_name() {
        let err = altered(
            "weaknesses.json",
            "\"effect\": \"way_of_moving\"",
            "\"effect\": \"way_of_movin\"",
        )
        .unwrap_err();
        assert!(
            err.contains("weaknesses.json") && err.contains("way_of_movin"),
            "{err}"
        );
    }
}

/// What an adaptation card changes (the app automates only known keys).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AdaptationCategory {
    Feeding,
    BeingHit,
    Health,
    Movement,
    Attacks,
    Bag,
    Other,
}
