//! Retaliation's intruder-side facts, from `assets/data/retaliation/intruders.json`, validated.

use super::RKind;
use super::map::{Dir, Frame, Hex, Orientation, Section};
use crate::blocks::DataError;
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
    pub fn parse(json: &str) -> Result<Facts, DataError> {
        let f: Facts =
            serde_json::from_str(json).map_err(|e| DataError::new(FILE, e.to_string()))?;
        f.validate()
            .map_err(|problem| DataError::new(FILE, problem))?;
        Ok(f)
    }

    /// What is wrong with the facts, if anything.
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
pub fn facts() -> Result<&'static Facts, DataError> {
    static FACTS: OnceLock<Result<Facts, DataError>> = OnceLock::new();
    FACTS
        .get_or_init(|| Facts::parse(BUNDLED))
        .as_ref()
        .map_err(Clone::clone)
}

// ---------------------------------------------------------------------------------------------
// The facility, its tiles and its decks (assets/data/retaliation/*.json).

/// A room tile's back: a section letter, or '?' for the random rooms.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, Deserialize,
)]
pub enum RoomKind {
    A,
    B,
    C,
    #[serde(rename = "?")]
    Unknown,
}

impl RoomKind {
    pub fn of(section: Section) -> RoomKind {
        match section {
            Section::A => RoomKind::A,
            Section::B => RoomKind::B,
            Section::C => RoomKind::C,
        }
    }

    /// The section a typed room belongs in (none for "?" rooms).
    pub fn section(self) -> Option<Section> {
        match self {
            RoomKind::A => Some(Section::A),
            RoomKind::B => Some(Section::B),
            RoomKind::C => Some(Section::C),
            RoomKind::Unknown => None,
        }
    }
}

/// What a room's action is about (its words are in the translation files).
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RoomActionKey {
    Sprinklers,
    Shelter,
    Heal,
    Supplies,
    Armory,
    DoorsInSection,
    RobotSecures,
    Gunnery,
    MoveIntruder,
    Alarm,
    MilitaryLab,
    TechnicalCorridor,
    Decontamination,
    LandingZone,
    LifeSupport,
    Surgery,
    Drilling,
    Hibernate,
    Server,
    Autodestruction,
    Reactor,
    Shuttle,
    Nest,
}

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RoomFact {
    pub id: u8,
    pub name: String,
    pub kind: RoomKind,
    pub items: Vec<String>,
    #[serde(default)]
    pub computer: bool,
    #[serde(default)]
    pub secured: bool,
    #[serde(default)]
    pub no_secure: bool,
    #[serde(default)]
    pub no_malfunction: bool,
    #[serde(default)]
    pub fixed: bool,
    pub action: RoomActionKey,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CorridorFact {
    pub id: u16,
    pub noise: u8,
    #[serde(default)]
    pub door: bool,
    #[serde(default)]
    pub deadly: Option<u8>,
    #[serde(default)]
    pub hibernatorium: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EventMain {
    RemoveSecureEverywhere,
    MalfunctionWhereIntruders,
    FireMalfunctionsAndSpreadsLow,
    DronesGuardTheNest,
    FireSpreadsWhereAir,
    GeneratorsOverheat,
    LarvaeHatch,
    LandingZoneBurns,
    LeavingTheShell,
    LifeSupportFails,
    AdultsAtTheLandingZone,
    DronesReplaceNoise,
    Panic,
    DronesGuardTheQueen,
    ReactorOverheats,
    RobotBreaks,
    NoiseNearMarinesResolves,
    ShortCircuit,
    ComputersFail,
    QueenTokensToBag,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EventSecondary {
    ResolveNoiseUnexplored,
    HazardUnsecured,
    NoiseRollAll,
    PlaceNoiseUnexplored,
    Reshuffle,
}

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EventFact {
    pub id: String,
    pub name: String,
    pub corridors: Vec<Orientation>,
    pub rooms: bool,
    pub main: EventMain,
    pub secondary: EventSecondary,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ExploreRoom {
    Unknown,
    Section,
}

/// One step of an exploration card's entrance effect.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub enum EntranceStep {
    CloseDoors,
    NoiseRoll,
    Hazard,
    AdultsInEntry(u8),
}

impl TryFrom<String> for EntranceStep {
    type Error = String;
    fn try_from(s: String) -> Result<Self, String> {
        Ok(match s.as_str() {
            "close_doors" => EntranceStep::CloseDoors,
            "noise_roll" => EntranceStep::NoiseRoll,
            "hazard" => EntranceStep::Hazard,
            _ => match s.strip_prefix("adults_in_entry:").map(str::parse::<u8>) {
                Some(Ok(n)) if (1..=6).contains(&n) => EntranceStep::AdultsInEntry(n),
                _ => return Err(format!("unknown entrance step {s:?}")),
            },
        })
    }
}

impl From<EntranceStep> for String {
    fn from(e: EntranceStep) -> String {
        match e {
            EntranceStep::CloseDoors => "close_doors".into(),
            EntranceStep::NoiseRoll => "noise_roll".into(),
            EntranceStep::Hazard => "hazard".into(),
            EntranceStep::AdultsInEntry(n) => format!("adults_in_entry:{n}"),
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ExplorationFact {
    pub id: String,
    pub room: ExploreRoom,
    pub slots: Vec<Dir>,
    pub noise: Vec<Dir>,
    #[serde(default)]
    pub malfunction: bool,
    #[serde(default)]
    pub fire: bool,
    pub effect: Vec<EntranceStep>,
    #[serde(default)]
    pub remove: bool,
}

/// A character's health section, as attack cards read it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, serde::Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Health {
    Fine,
    Injured,
    HeavilyInjured,
}

/// One attacker type's row on an attack card.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, serde::Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AttackRow {
    /// From this health section on, the target dies (and nothing else applies).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub kills: Option<Health>,
    #[serde(default)]
    pub hp: u8,
    #[serde(default)]
    pub wounds: u8,
    /// Serious wounds for an Injured target, where it differs.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub wounds_injured: Option<u8>,
    #[serde(default)]
    pub contamination: u8,
    #[serde(default)]
    pub larva: bool,
    /// Every character in the target's room.
    #[serde(default)]
    pub room: bool,
    /// A moving target is followed to the room where its move ends.
    #[serde(default)]
    pub follows: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AttackFact {
    pub id: String,
    pub name: String,
    #[serde(default = "one")]
    pub copies: u8,
    pub adult: AttackRow,
    pub drone: AttackRow,
    pub queen: AttackRow,
    #[serde(default)]
    pub reshuffle: bool,
}

fn one() -> u8 {
    1
}

impl AttackFact {
    pub fn row(&self, kind: RKind) -> AttackRow {
        match kind {
            RKind::Queen => self.queen,
            RKind::Drone => self.drone,
            _ => self.adult,
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, serde::Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RobotKind {
    Exploration,
    Medical,
    Military,
    Securing,
    Server,
    Technical,
}

impl RobotKind {
    /// How many rooms its move option goes (cards-retaliation.md §10).
    pub fn moves(self) -> usize {
        match self {
            RobotKind::Military => 1,
            RobotKind::Exploration | RobotKind::Medical | RobotKind::Technical => 2,
            RobotKind::Securing | RobotKind::Server => 3,
        }
    }
}

/// A Mission Task card (cards-retaliation.md §13): the standard deck's 8 and the Solo/Coop
/// deck's 12. Public from setup; the app checks at the end what it can see.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, serde::Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MissionTask {
    Eradication,
    EscortMission,
    EssentialData,
    FacilityRestart,
    PerimeterClearing,
    PrimarySamples,
    Reconnaissance,
    SupplyRoute,
    CleanUp,
    Closedown,
    CrucialIntelligence,
    CulinarySample,
    ScientificSample,
    DeepSearch,
    EntranceInspection,
    NoCornerUncovered,
    Faceoff,
    SafetyProcedure,
    Shutdown,
    SystemsBackup,
}

/// A standard Mission Task card and the fewest players it is dealt to (`None`: not known).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StandardTask {
    pub task: MissionTask,
    pub min_players: Option<u8>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
struct RowCol {
    row: i8,
    col: i8,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
struct HibCorridor {
    dir: Dir,
    tile: u16,
}

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
struct FacilityFile {
    #[serde(default)]
    provenance: String,
    rows: Vec<String>,
    landing_zone: RowCol,
    landing_corridors: Vec<Dir>,
    hibernatorium: RowCol,
    hibernatorium_corridors: Vec<HibCorridor>,
}

/// Everything about the facility and its decks, validated together.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Tables {
    pub frame: Frame,
    pub landing_zone: Hex,
    pub landing_corridors: Vec<Dir>,
    pub hibernatorium: Hex,
    pub hibernatorium_corridors: Vec<(Dir, u16)>,
    pub rooms: BTreeMap<u8, RoomFact>,
    pub corridors: BTreeMap<u16, CorridorFact>,
    pub events: Vec<EventFact>,
    pub exploration: Vec<ExplorationFact>,
    /// One entry per physical card (copies spelled out).
    pub attacks: Vec<AttackFact>,
    pub robots: Vec<RobotKind>,
    pub standard_tasks: Vec<StandardTask>,
    pub coop_tasks: Vec<MissionTask>,
}

pub const LANDING_ZONE: u8 = 14;
pub const HIBERNATORIUM: u8 = 18;

fn parse<T: serde::de::DeserializeOwned>(name: &str, json: &str) -> Result<T, DataError> {
    serde_json::from_str(json)
        .map_err(|e| DataError::new(&format!("retaliation/{name}"), e.to_string()))
}

impl Tables {
    pub fn parse(files: &[(&str, &str)]) -> Result<Tables, DataError> {
        let get = |name: &str| {
            files
                .iter()
                .find(|(n, _)| *n == name)
                .map(|(_, j)| *j)
                .ok_or_else(|| DataError::new(&format!("retaliation/{name}"), "missing"))
        };
        let facility: FacilityFile = parse("facility.json", get("facility.json")?)?;
        #[derive(Deserialize)]
        struct Rooms {
            #[allow(dead_code)]
            provenance: String,
            rooms: Vec<RoomFact>,
        }
        #[derive(Deserialize)]
        struct Corridors {
            #[allow(dead_code)]
            provenance: String,
            tiles: Vec<CorridorFact>,
        }
        #[derive(Deserialize)]
        struct Events {
            #[allow(dead_code)]
            provenance: String,
            events: Vec<EventFact>,
        }
        #[derive(Deserialize)]
        struct Exploration {
            #[allow(dead_code)]
            provenance: String,
            cards: Vec<ExplorationFact>,
        }
        #[derive(Deserialize)]
        struct Attacks {
            #[allow(dead_code)]
            provenance: String,
            cards: Vec<AttackFact>,
        }
        #[derive(Deserialize)]
        struct Robots {
            #[allow(dead_code)]
            provenance: String,
            robots: Vec<RobotKind>,
        }
        let rooms: Rooms = parse("rooms.json", get("rooms.json")?)?;
        let corridors: Corridors = parse("corridors.json", get("corridors.json")?)?;
        let events: Events = parse("events.json", get("events.json")?)?;
        let exploration: Exploration = parse("exploration.json", get("exploration.json")?)?;
        let attacks: Attacks = parse("attacks.json", get("attacks.json")?)?;
        let robots: Robots = parse("robots.json", get("robots.json")?)?;
        #[derive(Deserialize)]
        #[serde(deny_unknown_fields)]
        struct Missions {
            #[allow(dead_code)]
            provenance: String,
            standard: Vec<StandardTask>,
            coop: Vec<MissionTask>,
        }
        let missions: Missions = parse("missions.json", get("missions.json")?)?;

        let mut spaces = BTreeMap::new();
        for (row, line) in facility.rows.iter().enumerate() {
            for (col, ch) in line.chars().enumerate() {
                let section = match ch {
                    'A' => Section::A,
                    'B' => Section::B,
                    'C' => Section::C,
                    '.' => continue,
                    other => {
                        return Err(DataError::new(
                            "retaliation/facility.json",
                            format!("unknown section {other:?}"),
                        ));
                    }
                };
                let (Ok(r), Ok(c)) = (i8::try_from(row), i8::try_from(col)) else {
                    return Err(DataError::new(
                        "retaliation/facility.json",
                        "the frame is too large",
                    ));
                };
                spaces.insert(Hex::at(r, c), section);
            }
        }
        let at = |p: RowCol| Hex::at(p.row, p.col);
        let t = Tables {
            frame: Frame { spaces },
            landing_zone: at(facility.landing_zone),
            landing_corridors: facility.landing_corridors,
            hibernatorium: at(facility.hibernatorium),
            hibernatorium_corridors: facility
                .hibernatorium_corridors
                .iter()
                .map(|h| (h.dir, h.tile))
                .collect(),
            rooms: rooms.rooms.into_iter().map(|r| (r.id, r)).collect(),
            corridors: corridors.tiles.into_iter().map(|c| (c.id, c)).collect(),
            events: events.events,
            exploration: exploration.cards,
            attacks: attacks
                .cards
                .into_iter()
                .flat_map(|a| std::iter::repeat_n(a.clone(), usize::from(a.copies)))
                .collect(),
            robots: robots.robots,
            standard_tasks: missions.standard,
            coop_tasks: missions.coop,
        };
        // the problem names the file it is in
        t.validate()
            .map_err(|problem| DataError::new("retaliation", problem))?;
        Ok(t)
    }

    /// What is wrong with the tables, if anything.
    fn validate(&self) -> Result<(), String> {
        let room = |id: u8| self.rooms.get(&id);
        if room(LANDING_ZONE).map(|r| r.action) != Some(RoomActionKey::LandingZone)
            || room(HIBERNATORIUM).map(|r| r.action) != Some(RoomActionKey::Hibernate)
        {
            return Err(
                "rooms.json: rooms 14 and 18 are the Landing Zone and the Hibernatorium".into(),
            );
        }
        for (cell, what) in [
            (self.landing_zone, "Landing Zone"),
            (self.hibernatorium, "Hibernatorium"),
        ] {
            if !self.frame.spaces.contains_key(&cell) {
                return Err(format!("facility.json: the {what} is outside the frame"));
            }
        }
        for d in &self.landing_corridors {
            if !self.frame.spaces.contains_key(&self.landing_zone.step(*d)) {
                return Err(format!(
                    "facility.json: the Landing Zone's {d:?} corridor leaves the frame"
                ));
            }
        }
        for (d, tile) in &self.hibernatorium_corridors {
            if !self.frame.spaces.contains_key(&self.hibernatorium.step(*d)) {
                return Err(format!(
                    "facility.json: the Hibernatorium's {d:?} corridor leaves the frame"
                ));
            }
            if !self.corridors.get(tile).is_some_and(|c| c.hibernatorium) {
                return Err(format!(
                    "facility.json: corridor {tile} is not a Hibernatorium tile"
                ));
            }
        }
        let pile = self.corridors.values().filter(|c| !c.hibernatorium).count();
        if pile < self.landing_corridors.len() {
            return Err("corridors.json: too few tiles".into());
        }
        for c in self.corridors.values() {
            if c.id / 100 != u16::from(c.noise) || !(1..=4).contains(&c.noise) {
                return Err(format!(
                    "corridors.json: tile {} and its noise {}",
                    c.id, c.noise
                ));
            }
        }
        if self.events.is_empty() || self.exploration.is_empty() || self.attacks.is_empty() {
            return Err("an empty deck".into());
        }
        if self.robots.is_empty() {
            return Err("robots.json: no robot cards".into());
        }
        if self.standard_tasks.is_empty() || self.coop_tasks.len() < 5 {
            return Err(
                "missions.json: too few Mission Tasks (co-op deals one per character)".into(),
            );
        }
        Ok(())
    }
}

const TABLE_FILES: [(&str, &str); 8] = [
    (
        "facility.json",
        include_str!("../../../../assets/data/retaliation/facility.json"),
    ),
    (
        "rooms.json",
        include_str!("../../../../assets/data/retaliation/rooms.json"),
    ),
    (
        "corridors.json",
        include_str!("../../../../assets/data/retaliation/corridors.json"),
    ),
    (
        "events.json",
        include_str!("../../../../assets/data/retaliation/events.json"),
    ),
    (
        "exploration.json",
        include_str!("../../../../assets/data/retaliation/exploration.json"),
    ),
    (
        "attacks.json",
        include_str!("../../../../assets/data/retaliation/attacks.json"),
    ),
    (
        "robots.json",
        include_str!("../../../../assets/data/retaliation/robots.json"),
    ),
    (
        "missions.json",
        include_str!("../../../../assets/data/retaliation/missions.json"),
    ),
];

/// The bundled facility tables, validated once.
pub fn tables() -> Result<&'static Tables, DataError> {
    static TABLES: OnceLock<Result<Tables, DataError>> = OnceLock::new();
    TABLES
        .get_or_init(|| Tables::parse(&TABLE_FILES))
        .as_ref()
        .map_err(Clone::clone)
}

#[cfg(test)]
mod table_tests {
    use super::*;

    #[test]
    fn the_bundled_tables_hold_the_box() {
        let t = tables().unwrap();
        assert_eq!(t.rooms.len(), 25);
        let kinds = |k| t.rooms.values().filter(|r| r.kind == k && !r.fixed).count();
        assert_eq!(
            (
                kinds(RoomKind::A),
                kinds(RoomKind::B),
                kinds(RoomKind::C),
                kinds(RoomKind::Unknown)
            ),
            (3, 3, 4, 13)
        );
        assert_eq!(
            t.corridors.values().filter(|c| !c.hibernatorium).count(),
            40
        );
        // cards-retaliation.md §11: Deadly values come out four of each
        for n in 1..=4 {
            assert_eq!(
                t.corridors.values().filter(|c| c.deadly == Some(n)).count(),
                4
            );
            assert_eq!(
                t.corridors
                    .values()
                    .filter(|c| c.noise == n && c.door && !c.hibernatorium)
                    .count(),
                3
            );
        }
        assert_eq!(t.events.len(), 20);
        assert_eq!(t.exploration.len(), 12);
        assert_eq!(t.attacks.len(), 20);
        assert_eq!(t.attacks.iter().filter(|a| a.name == "bite").count(), 6);
        assert_eq!(t.attacks.iter().filter(|a| a.reshuffle).count(), 1);
        assert_eq!(t.robots.len(), 6);
        let computers: Vec<u8> = t
            .rooms
            .values()
            .filter(|r| r.computer)
            .map(|r| r.id)
            .collect();
        assert_eq!(computers, vec![1, 6, 7, 8, 9, 10, 15, 17, 20, 21]);
        // the movement tally on the BGA baseline: 6 of each orientation, one all, one none
        for o in [
            Orientation::Grave,
            Orientation::Horizontal,
            Orientation::Acute,
        ] {
            assert_eq!(
                t.events.iter().filter(|e| e.corridors.contains(&o)).count(),
                7
            );
        }
        assert_eq!(
            t.events.iter().filter(|e| e.corridors.is_empty()).count(),
            1
        );
    }

    #[test]
    fn a_broken_table_is_refused_with_its_file_named() {
        let mut files = TABLE_FILES;
        files[0].1 = r#"{"rows":["AX"],"landing_zone":{"row":0,"col":0},"landing_corridors":[],"hibernatorium":{"row":0,"col":0},"hibernatorium_corridors":[]}"#;
        let e = Tables::parse(&files).unwrap_err();
        assert_eq!(e.file, "retaliation/facility.json", "{e}");
        let mut files = TABLE_FILES;
        files[5].1 = "{";
        assert_eq!(
            Tables::parse(&files).unwrap_err().file,
            "retaliation/attacks.json"
        );
        let mut files = TABLE_FILES;
        files[4].1 = r#"{"provenance":"","cards":[{"id":"X","room":"unknown","slots":[],"noise":[],"effect":["adults_in_entry:9"]}]}"#;
        assert!(
            Tables::parse(&files)
                .unwrap_err()
                .to_string()
                .contains("exploration.json")
        );
    }
}
