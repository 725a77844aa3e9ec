//! Small identifiers and enums shared by the whole rules core.

use serde::{Deserialize, Serialize};
use std::fmt;

/// A room slot, by the three-digit number printed next to it on the board (1..=21).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct SlotId(pub u8);

impl fmt::Display for SlotId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:03}", self.0)
    }
}

/// Index of a corridor in the board's corridor list (stable: the order of the board file).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct CorridorId(pub u8);

/// A character, by its player number (1..=5, from the Help card dealt at setup).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct PlayerId(pub u8);

/// One intruder miniature on the board. Ids are never reused within a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct IntruderId(pub u32);

/// A contamination label printed by the app (1..=27 for the base deck).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct LabelId(pub u8);

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Side {
    A,
    B,
}

/// A technical-corridor network. Side A has one; side B has a red and a blue one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TechNet {
    Main,
    Red,
    Blue,
}

/// Intruder types: the base game's, then the Carnomorphs' (carnomorphs.md §3). The Blank is a
/// bag token only, never a miniature.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum IntruderKind {
    Larva,
    Creeper,
    Adult,
    Breeder,
    Queen,
    Blank,
    /// Carnomorph tier 1 (변이식충); its bag tokens are red or blue.
    Metagorger,
    /// Carnomorph tier 2 (구루해골).
    Shambler,
    /// Carnomorph tier 3 (살육짐승).
    Fleshbeast,
    /// Carnomorph tier 4 (도살마), one in the box.
    Butcher,
    /// Void Seeder tier 1 (허상; void-seeders.md §3).
    Lurker,
    /// Void Seeder tier 2 (속삭임).
    Whisperer,
    /// Void Seeder tier 3 (그림자), one in the box.
    Stalker,
    /// Void Seeder leader (악몽), one in the box; only the fall of every Lair kills it.
    Despoiler,
    /// A Void Seeder Lair (마굴): a structure that never moves nor attacks.
    Lair,
    /// A Void Seeder bag token: it shows only a number; the type comes from the encountering
    /// character's insanity level. Never a miniature.
    VoidSeeder,
    /// A character's insanity token in the Void Seeder bag. Never a miniature.
    Insanity,
}

impl IntruderKind {
    pub const MINIATURES: [IntruderKind; 5] = [
        IntruderKind::Larva,
        IntruderKind::Creeper,
        IntruderKind::Adult,
        IntruderKind::Breeder,
        IntruderKind::Queen,
    ];

    /// The Carnomorph miniatures, tier 1 to 4.
    pub const CARNOMORPHS: [IntruderKind; 4] = [
        IntruderKind::Metagorger,
        IntruderKind::Shambler,
        IntruderKind::Fleshbeast,
        IntruderKind::Butcher,
    ];

    /// The Void Seeders, weakest first, and their Lairs.
    pub const VOID_SEEDERS: [IntruderKind; 5] = [
        IntruderKind::Lurker,
        IntruderKind::Whisperer,
        IntruderKind::Stalker,
        IntruderKind::Despoiler,
        IntruderKind::Lair,
    ];

    /// The order in which intruders in one room attack an escaping character (base.md §8.1):
    /// Queen, Breeder, Adult, Creeper, Larva; for Carnomorphs (our reading, carnomorphs.md
    /// §6.2) strongest tier first: Butcher, Fleshbeast, Shambler, Metagorger. Lower is earlier.
    pub fn attack_order(self) -> u8 {
        match self {
            IntruderKind::Queen | IntruderKind::Butcher | IntruderKind::Despoiler => 0,
            IntruderKind::Breeder | IntruderKind::Fleshbeast | IntruderKind::Stalker => 1,
            IntruderKind::Adult | IntruderKind::Shambler | IntruderKind::Whisperer => 2,
            IntruderKind::Creeper | IntruderKind::Metagorger | IntruderKind::Lurker => 3,
            IntruderKind::Larva => 4,
            IntruderKind::Blank
            | IntruderKind::Lair
            | IntruderKind::VoidSeeder
            | IntruderKind::Insanity => 5,
        }
    }
}

/// Every room tile and printed special room of the base game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RoomKind {
    // printed special rooms
    Cockpit,
    Hibernatorium,
    Engine1,
    Engine2,
    Engine3,
    // room "1" tiles
    Armory,
    CommsRoom,
    EmergencyRoom,
    EvacuationA,
    EvacuationB,
    FireControl,
    Generator,
    Laboratory,
    Nest,
    Storage,
    Surgery,
    // room "2" tiles
    AirlockControl,
    Cabins,
    Canteen,
    CommandCenter,
    EngineControl,
    HatchControl,
    Monitoring,
    SlimeRoom,
    ShowerRoom,
}

impl RoomKind {
    /// Every room, printed rooms first, then the tiles of rooms "1" and "2".
    pub const ALL: [RoomKind; 25] = [
        RoomKind::Cockpit,
        RoomKind::Hibernatorium,
        RoomKind::Engine1,
        RoomKind::Engine2,
        RoomKind::Engine3,
        RoomKind::Armory,
        RoomKind::CommsRoom,
        RoomKind::EmergencyRoom,
        RoomKind::EvacuationA,
        RoomKind::EvacuationB,
        RoomKind::FireControl,
        RoomKind::Generator,
        RoomKind::Laboratory,
        RoomKind::Nest,
        RoomKind::Storage,
        RoomKind::Surgery,
        RoomKind::AirlockControl,
        RoomKind::Cabins,
        RoomKind::Canteen,
        RoomKind::CommandCenter,
        RoomKind::EngineControl,
        RoomKind::HatchControl,
        RoomKind::Monitoring,
        RoomKind::SlimeRoom,
        RoomKind::ShowerRoom,
    ];

    /// Engine number (1..=3) for the engine rooms.
    pub fn engine(self) -> Option<u8> {
        match self {
            RoomKind::Engine1 => Some(1),
            RoomKind::Engine2 => Some(2),
            RoomKind::Engine3 => Some(3),
            _ => None,
        }
    }

    /// Malfunction markers can never go here (base.md §6.5).
    pub fn refuses_malfunction(self) -> bool {
        matches!(self, RoomKind::Nest | RoomKind::SlimeRoom)
    }

    /// Whether the room gets an item counter when explored: not the Nest, the slime room or
    /// the engine rooms (which hold Void Seeder exploration tokens but never items).
    pub fn has_item_counter(self) -> bool {
        !matches!(
            self,
            RoomKind::Nest
                | RoomKind::SlimeRoom
                | RoomKind::Engine1
                | RoomKind::Engine2
                | RoomKind::Engine3
        )
    }
}

/// Objects lying on a room's floor or carried by a character (heavy objects).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ObjectKind {
    Egg,
    Carcass,
    Corpse,
}

/// Results of the noise die (d10).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum NoiseResult {
    Corridor(u8),
    Danger,
    Silence,
}

/// Who deals the room tiles and exploration tokens (issue 13): the box (the players lay them face
/// down at setup, flip the real ones and tell the app), or the app (the players keep them aside
/// and lay the tile and token the app names when a room is explored).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Dealer {
    /// The app holds them hidden and names them on exploration (saves from before the choice).
    #[default]
    App,
    /// The physical tiles and tokens on the board; every exploration says what was flipped.
    Box,
}

/// Game modes of the base game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Mode {
    Standard,
    Solo,
    Coop,
}

/// The colour of the plastic ring under a character's miniature (the box has 6, one per colour;
/// which six is not in our sources, so the table picks from the usual ones). Only for the window:
/// the rules never read it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Ring {
    Red,
    Blue,
    Yellow,
    Green,
    Purple,
    Orange,
    White,
    Black,
}

impl Ring {
    pub const ALL: [Ring; 8] = [
        Ring::Red,
        Ring::Blue,
        Ring::Yellow,
        Ring::Green,
        Ring::Purple,
        Ring::Orange,
        Ring::White,
        Ring::Black,
    ];

    /// The ring a player has unless the table says otherwise (player numbers from 1).
    pub fn default_for(player: u8) -> Ring {
        Ring::ALL[usize::from(player.saturating_sub(1)) % Ring::ALL.len()]
    }
}

/// Event Phase steps, numbered as in the rulebook (base.md §3.2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EventStep {
    Time = 4,
    Attacks = 5,
    Fire = 6,
    EventCard = 7,
    BagDevelopment = 8,
    EndOfRound = 9,
    /// Void Seeders' new step, between the event card and bag development (their rulebook
    /// numbers it 8 and bag development 9).
    Lurking = 10,
}
