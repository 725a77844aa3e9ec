//! Card and token facts of the base game, loaded from `assets/data/base/*.json` and validated.
//! Effects are referenced by key; their words live in `assets/i18n/<lang>/effects.ftl`.

use super::ids::{IntruderKind, RoomKind};
use serde::{Deserialize, Serialize};
use std::collections::BTreeSet;

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct TokenFact {
    pub id: String,
    pub kind: IntruderKind,
    /// The number on the token's back, for the Surprise Attack check (0 on the Blank).
    pub surprise: u8,
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

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct AttackFact {
    pub id: String,
    pub name: String,
    pub health: Health,
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
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ExplorationFact {
    pub id: String,
    pub effect: ExplorationEffect,
    pub items: u8,
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

/// All the facts the base-game rules need.
#[derive(Debug, Clone, PartialEq)]
pub struct Content {
    pub tokens: Vec<TokenFact>,
    pub events: Vec<EventFact>,
    pub attacks: Vec<AttackFact>,
    pub weaknesses: Vec<WeaknessFact>,
    pub coordinates: Vec<CoordinatesFact>,
    pub exploration: Vec<ExplorationFact>,
    pub rooms: Vec<RoomFact>,
    pub labels: u8,
    pub infected: u8,
}

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

/// The bundled data files, by name, as the loader sees them.
pub const BUNDLED: [(&str, &str); 7] = [
    (
        "intruder-tokens.json",
        include_str!("../../../assets/data/base/intruder-tokens.json"),
    ),
    (
        "events.json",
        include_str!("../../../assets/data/base/events.json"),
    ),
    (
        "attacks.json",
        include_str!("../../../assets/data/base/attacks.json"),
    ),
    (
        "weaknesses.json",
        include_str!("../../../assets/data/base/weaknesses.json"),
    ),
    (
        "coordinates.json",
        include_str!("../../../assets/data/base/coordinates.json"),
    ),
    (
        "exploration-tokens.json",
        include_str!("../../../assets/data/base/exploration-tokens.json"),
    ),
    (
        "rooms.json",
        include_str!("../../../assets/data/base/rooms.json"),
    ),
];
const CONTAMINATION: &str = include_str!("../../../assets/data/base/contamination.json");

fn parse<T: for<'de> Deserialize<'de>>(file: &str, json: &str) -> Result<T, String> {
    serde_json::from_str(json).map_err(|e| format!("assets/data/base/{file}: {e}"))
}

fn unique<'a>(file: &str, ids: impl Iterator<Item = &'a str>) -> Result<(), String> {
    let mut seen = BTreeSet::new();
    for id in ids {
        if !seen.insert(id) {
            return Err(format!("assets/data/base/{file}: id {id} appears twice"));
        }
    }
    Ok(())
}

impl Content {
    pub fn bundled() -> Result<Content, String> {
        Content::from_files(|name| {
            BUNDLED
                .iter()
                .find(|(n, _)| *n == name)
                .map(|(_, j)| j.to_string())
                .or_else(|| (name == "contamination.json").then(|| CONTAMINATION.to_string()))
        })
    }

    /// Loads from any source of file texts (the bundle, or altered copies in tests).
    pub fn from_files(read: impl Fn(&str) -> Option<String>) -> Result<Content, String> {
        let get = |f: &str| read(f).ok_or_else(|| format!("assets/data/base/{f}: missing"));
        let tokens = parse::<Tokens>("intruder-tokens.json", &get("intruder-tokens.json")?)?.tokens;
        let events = parse::<Cards<EventFact>>("events.json", &get("events.json")?)?.cards;
        let attacks = parse::<Cards<AttackFact>>("attacks.json", &get("attacks.json")?)?.cards;
        let weaknesses =
            parse::<Cards<WeaknessFact>>("weaknesses.json", &get("weaknesses.json")?)?.cards;
        let coordinates =
            parse::<Cards<CoordinatesFact>>("coordinates.json", &get("coordinates.json")?)?.cards;
        let exploration =
            parse::<Exploration>("exploration-tokens.json", &get("exploration-tokens.json")?)?
                .tokens;
        let rooms = parse::<Rooms>("rooms.json", &get("rooms.json")?)?.rooms;
        let cont = parse::<Contamination>("contamination.json", &get("contamination.json")?)?;
        let c = Content {
            tokens,
            events,
            attacks,
            weaknesses,
            coordinates,
            exploration,
            rooms,
            labels: cont.labels,
            infected: cont.infected,
        };
        c.validate()?;
        Ok(c)
    }

    fn validate(&self) -> Result<(), String> {
        use IntruderKind::*;
        unique(
            "intruder-tokens.json",
            self.tokens.iter().map(|t| t.id.as_str()),
        )?;
        for (kind, want) in [
            (Larva, 8),
            (Creeper, 3),
            (Adult, 12),
            (Breeder, 2),
            (Queen, 1),
            (Blank, 1),
        ] {
            let n = self.tokens.iter().filter(|t| t.kind == kind).count();
            if n != want {
                return Err(format!(
                    "assets/data/base/intruder-tokens.json: {n} {kind:?} tokens, the box has {want}"
                ));
            }
        }
        for t in &self.tokens {
            let ok = if t.kind == Blank {
                t.surprise == 0
            } else {
                (1..=6).contains(&t.surprise)
            };
            if !ok {
                return Err(format!(
                    "assets/data/base/intruder-tokens.json: token {} has surprise value {}",
                    t.id, t.surprise
                ));
            }
        }
        unique("events.json", self.events.iter().map(|e| e.id.as_str()))?;
        if self.events.len() != 20 {
            return Err(format!(
                "assets/data/base/events.json: {} cards, the deck has 20",
                self.events.len()
            ));
        }
        for e in &self.events {
            if !(1..=4).contains(&e.corridor) {
                return Err(format!(
                    "assets/data/base/events.json: card {} has corridor {}",
                    e.id, e.corridor
                ));
            }
            if e.moves.is_empty() || e.moves.contains(&Blank) {
                return Err(format!(
                    "assets/data/base/events.json: card {} moves no valid intruder",
                    e.id
                ));
            }
        }
        unique("attacks.json", self.attacks.iter().map(|a| a.id.as_str()))?;
        if self.attacks.len() != 20 {
            return Err(format!(
                "assets/data/base/attacks.json: {} cards, the deck has 20",
                self.attacks.len()
            ));
        }
        for a in &self.attacks {
            if a.users.is_empty() || a.users.contains(&Larva) || a.users.contains(&Blank) {
                return Err(format!(
                    "assets/data/base/attacks.json: card {} has no valid users",
                    a.id
                ));
            }
            if let Health::Value(v) = a.health
                && !(1..=9).contains(&v)
            {
                return Err(format!(
                    "assets/data/base/attacks.json: card {} has health {v}",
                    a.id
                ));
            }
        }
        unique(
            "weaknesses.json",
            self.weaknesses.iter().map(|w| w.id.as_str()),
        )?;
        if self.weaknesses.len() != 8 {
            return Err("assets/data/base/weaknesses.json: the box has 8 weakness cards".into());
        }
        unique(
            "coordinates.json",
            self.coordinates.iter().map(|c| c.id.as_str()),
        )?;
        if self.coordinates.len() != 8 {
            return Err(
                "assets/data/base/coordinates.json: the box has 8 coordinates cards".into(),
            );
        }
        for c in &self.coordinates {
            let set: BTreeSet<_> = c.abcd.iter().collect();
            if set.len() != 4 {
                return Err(format!(
                    "assets/data/base/coordinates.json: card {} repeats a destination",
                    c.id
                ));
            }
        }
        unique(
            "exploration-tokens.json",
            self.exploration.iter().map(|e| e.id.as_str()),
        )?;
        if self.exploration.len() != 20 {
            return Err(
                "assets/data/base/exploration-tokens.json: the box has 20 exploration tokens"
                    .into(),
            );
        }
        let groups = |g: RoomGroup| self.rooms.iter().filter(|r| r.group == g).count();
        if groups(RoomGroup::Room1) != 11
            || groups(RoomGroup::Room2) != 9
            || groups(RoomGroup::Special) != 5
        {
            return Err("assets/data/base/rooms.json: expected 11 room \"1\" tiles, 9 room \"2\" tiles and 5 special rooms".into());
        }
        if self.labels != 27 || self.infected == 0 || self.infected >= self.labels {
            return Err(format!(
                "assets/data/base/contamination.json: {} labels with {} infected is not the base deck",
                self.labels, self.infected
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
        let c = Content::bundled().unwrap();
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
                .filter(|a| matches!(a.health, Health::Retreat(_)))
                .count(),
            2
        );
        // surprise values of the Adults: 2 x4, 3 x5, 4 x3
        let adults: Vec<u8> = c
            .tokens
            .iter()
            .filter(|t| t.kind == IntruderKind::Adult)
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
        Content::from_files(|name| {
            let text = BUNDLED
                .iter()
                .find(|(n, _)| *n == name)
                .map(|(_, j)| j.to_string())
                .or_else(|| (name == "contamination.json").then(|| CONTAMINATION.to_string()))?;
            Some(if name == file {
                text.replacen(from, to, 1)
            } else {
                text
            })
        })
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
