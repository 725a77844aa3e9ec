//! The window's questions to the rules: each answer is what the rule accepts.

use super::kit::*;
use crate::Command;
use crate::ids::*;
use crate::state::DoorState;

/// The list the window offers is exactly what the rule accepts, room by room.
#[test]
fn airlock_targets_are_what_the_rule_accepts() {
    let mut g = game(3, Side::A);
    room(&mut g, 6, RoomKind::AirlockControl);
    room(&mut g, 8, RoomKind::CommsRoom);
    room(&mut g, 4, RoomKind::Generator);
    room(&mut g, 7, RoomKind::Laboratory);
    put(&mut g, 1, 6);
    door(&mut g, 4, 8, DoorState::Destroyed);
    let offered = g.airlock_targets(SlotId(6));
    for slot in g.rooms.keys().copied().collect::<Vec<_>>() {
        let accepted = g
            .clone()
            .apply(&Command::Airlock {
                player: PlayerId(1),
                room: slot,
            })
            .is_ok();
        assert_eq!(offered.contains(&slot), accepted, "slot {slot}");
    }
    assert!(!offered.contains(&SlotId(6)), "not its own room");
    assert!(
        !offered.contains(&SlotId(7)),
        "not a room of another colour"
    );
}

/// The noise spots the window offers for careful movement are the ones the rule accepts.
#[test]
fn careful_spots_are_what_the_rule_accepts() {
    let mut g = game(2, Side::A);
    put(&mut g, 1, 11);
    let to = g.board().unwrap().neighbours(SlotId(11))[0];
    set_noise(&mut g, 11, to.0);
    let spots = g.careful_spots(to);
    assert!(
        spots.iter().any(|(_, free)| !free),
        "one is taken: {spots:?}"
    );
    for (spot, free) in spots {
        let accepted = g
            .clone()
            .apply(&Command::Move {
                player: PlayerId(1),
                to,
                corridor: None,
                hand: 5,
                careful: Some(spot),
                reveal: None,
            })
            .is_ok();
        assert_eq!(free, accepted, "{spot:?}");
    }
}
