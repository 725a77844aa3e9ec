//! What a tap on a base game player's turn card stands for (issue 53: each player plays their
//! own turn from the phone): a command the rules take as it is, or a room action the table
//! opens for that player because it needs more than the phone holds: the repair or sabotage of
//! an engine (the table holds the private look and sends it back to that phone with its
//! choice) and the scans (the laptop's camera reads the cards). The Command Center's doors are
//! asked on the phone itself (see [`super::doors`]); the table still opens them for a headless
//! driver that asks (`{"phone":"open","action":"doors"}`).
//!
//! On the wire a tap is what the headless session reads as a line: a command's JSON, or a
//! phone request (`{"phone":"restack",…}` for the engine, `{"phone":"open",…}` for the others).

use crate::rules::Command;
use crate::rules::command::ScanKind;
use crate::rules::ids::PlayerId;
use crate::rules::offers::RoomOffer;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use serde_json::json;

#[derive(Debug, Clone, PartialEq)]
pub enum Tap {
    Play(Command),
    /// A room action the table opens for `player`, as the window's own tap on it would.
    Open {
        player: PlayerId,
        action: RoomOffer,
    },
}

impl Tap {
    /// The command, for a tap that plays one.
    pub fn command(&self) -> Option<&Command> {
        match self {
            Tap::Play(cmd) => Some(cmd),
            Tap::Open { .. } => None,
        }
    }

    /// Whether the table opens this room action for a phone's tap (those the phone cannot
    /// finish alone, see the module's words).
    pub fn opened_by_the_table(action: RoomOffer) -> bool {
        matches!(
            action,
            RoomOffer::Restack(_)
                | RoomOffer::RoomScan(_)
                | RoomOffer::RestScan
                | RoomOffer::RevealedScan
        )
    }

    /// The name a headless request gives an opened action, and back.
    pub fn action_name(action: RoomOffer) -> Option<&'static str> {
        Some(match action {
            RoomOffer::Doors => "doors",
            RoomOffer::RoomScan(ScanKind::Hand) => "hand_scan",
            RoomOffer::RoomScan(ScanKind::Surgery) => "surgery_scan",
            RoomOffer::RoomScan(ScanKind::Revealed) => "room_revealed_scan",
            RoomOffer::RestScan => "rest_scan",
            RoomOffer::RevealedScan => "revealed_scan",
            _ => return None,
        })
    }

    pub fn action_named(name: &str) -> Option<RoomOffer> {
        Some(match name {
            "doors" => RoomOffer::Doors,
            "hand_scan" => RoomOffer::RoomScan(ScanKind::Hand),
            "surgery_scan" => RoomOffer::RoomScan(ScanKind::Surgery),
            "room_revealed_scan" => RoomOffer::RoomScan(ScanKind::Revealed),
            "rest_scan" => RoomOffer::RestScan,
            "revealed_scan" => RoomOffer::RevealedScan,
            _ => return None,
        })
    }
}

impl Serialize for Tap {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            Tap::Play(cmd) => cmd.serialize(s),
            Tap::Open {
                player,
                action: RoomOffer::Restack(engine),
            } => json!({"phone": "restack", "player": player.0, "engine": engine}).serialize(s),
            Tap::Open { player, action } => {
                json!({"phone": "open", "player": player.0, "action": Tap::action_name(*action)})
                    .serialize(s)
            }
        }
    }
}

/// A form on the phone fills in a command: a tap read back is always one to play.
impl<'de> Deserialize<'de> for Tap {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Tap, D::Error> {
        Command::deserialize(d).map(Tap::Play)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every action the table opens has a name a headless line can carry, read back the same.
    #[test]
    fn each_opened_action_is_named_on_the_wire() {
        assert!(
            !Tap::opened_by_the_table(RoomOffer::Doors),
            "asked on the phone"
        );
        for action in [
            RoomOffer::RoomScan(ScanKind::Hand),
            RoomOffer::RoomScan(ScanKind::Surgery),
            RoomOffer::RoomScan(ScanKind::Revealed),
            RoomOffer::RestScan,
            RoomOffer::RevealedScan,
        ] {
            assert!(Tap::opened_by_the_table(action));
            let name = Tap::action_name(action).unwrap();
            assert_eq!(Tap::action_named(name), Some(action));
            let wire = serde_json::to_value(Tap::Open {
                player: PlayerId(2),
                action,
            })
            .unwrap();
            assert_eq!(wire, json!({"phone": "open", "player": 2, "action": name}));
        }
        let wire = serde_json::to_value(Tap::Open {
            player: PlayerId(1),
            action: RoomOffer::Restack(3),
        })
        .unwrap();
        assert_eq!(wire, json!({"phone": "restack", "player": 1, "engine": 3}));
        assert!(!Tap::opened_by_the_table(RoomOffer::CheckEngine(1)));
        let pass = Command::EndTurn {
            player: PlayerId(1),
            passed: true,
            hand: None,
        };
        let back: Tap =
            serde_json::from_value(serde_json::to_value(Tap::Play(pass.clone())).unwrap()).unwrap();
        assert_eq!(back, Tap::Play(pass));
    }
}
