//! Why the rules refuse: a setup ([`SetupError`]) or a command ([`RuleError`]). Nothing changes
//! when they do. Kept apart from `game.rs`, so the commands can name their refusals without
//! reaching for the engine.

use super::refusal::Refusal;
use crate::ids::*;
use serde::{Deserialize, Serialize};

/// Why a setup is refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SetupError {
    /// Solo mode is for exactly one player.
    SoloNeedsOnePlayer,
    /// Full co-op needs 2 to 5 players.
    CoopNeedsTwoToFive,
    /// A game has 1 to 5 players.
    OneToFivePlayers,
    /// Each character can be played only once.
    CharacterTwice,
    /// Void Seeders: the symbols on the insanity track card are needed, a creature per level.
    InsanityTrackNeeded,
    /// Void Seeders: the box deals the room tiles and exploration tokens, since the Lair tokens'
    /// item numbers are printed only on the tokens (cards.md §6.2 V16).
    BoxDealsWithVoidSeeders,
    /// Carnomorphs and Void Seeders are played on the main board's basic side A (the
    /// expansions' setup step 1).
    ExpansionOnSideA,
}

/// Why a command was refused. Nothing changed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "error", content = "detail", rename_all = "snake_case")]
pub enum RuleError {
    Data(String),
    BadSetup(SetupError),
    GameOver,
    GameNotOver,
    UnknownPlayer(PlayerId),
    UnknownIntruder(IntruderId),
    UnknownSlot(SlotId),
    UnknownCorridor(CorridorId),
    UnknownPod(u8),
    UnknownLabel(LabelId),
    /// The character is not in a room of the ship.
    NotOnBoard(PlayerId),
    NotNeighbour {
        from: SlotId,
        to: SlotId,
    },
    DoorClosed(CorridorId),
    InCombat,
    /// The action needs this room (and the character in it).
    WrongRoom(RoomKind),
    Malfunction(SlotId),
    HandMissing(PlayerId),
    /// Any other rule that forbids the command now, with its reason.
    NotAllowed(Refusal),
}

impl std::fmt::Display for RuleError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match serde_json::to_string(self) {
            Ok(s) => f.write_str(&s),
            Err(_) => write!(f, "{self:?}"),
        }
    }
}

impl std::error::Error for RuleError {}

impl RuleError {
    /// A refusal for one of the rules' reasons, for a rule checked outside this crate (the
    /// session's limit on a game's length).
    pub fn not_allowed(reason: Refusal) -> RuleError {
        RuleError::NotAllowed(reason)
    }
}

pub(crate) fn not_allowed(reason: Refusal) -> RuleError {
    RuleError::NotAllowed(reason)
}

/// The bundled data did not load (a broken build): refused with the file and the problem.
impl From<crate::blocks::DataError> for RuleError {
    fn from(e: crate::blocks::DataError) -> RuleError {
        RuleError::Data(e.to_string())
    }
}
