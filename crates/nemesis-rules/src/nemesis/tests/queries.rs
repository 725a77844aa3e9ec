//! The window's questions to the rules: each answer is what the rule accepts.

use super::kit::*;
use crate::ids::*;
use crate::nemesis::Command;
use crate::nemesis::state::{DoorState, GameState};

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

fn box_deals(g: &mut GameState) {
    g.config.dealer = Dealer::Box;
}

/// When the box deals, the app never invents a tile: entering an unexplored room without saying
/// what was flipped is refused (nothing changes), and what the players say is what the room is.
#[test]
fn when_the_box_deals_the_players_say_what_they_flipped() {
    let mut g = game(2, Side::A);
    box_deals(&mut g);
    put(&mut g, 1, 11);
    let to = g
        .board()
        .unwrap()
        .neighbours(SlotId(11))
        .into_iter()
        .find(|s| g.rooms[s].room.is_none())
        .expect("an unexplored neighbour");
    let mv = |reveal| Command::Move {
        player: PlayerId(1),
        to,
        corridor: None,
        hand: 5,
        careful: None,
        reveal,
    };
    let before = g.clone();
    assert_eq!(
        g.apply(&mv(None)),
        Err(crate::nemesis::RuleError::not_allowed(
            crate::nemesis::Refusal::RevealNeeded
        ))
    );
    assert_eq!(g, before, "a refusal changes nothing");
    let tiles = g.tiles_for(to);
    let faces = g.exploration_faces();
    assert_eq!(faces.len(), 15, "{faces:?}");
    // the last tile offered, not the one the app holds there, with the rarest face
    let tile = *tiles.last().unwrap();
    let (exploration, items) = faces[faces.len() - 1];
    let reveal = crate::nemesis::command::Reveal {
        room: tile,
        exploration,
        items,
    };
    g.apply(&mv(Some(reveal))).unwrap();
    assert_eq!(g.rooms[&to].room, Some(tile));
    assert!(
        !g.tiles_for(to).contains(&tile),
        "explored: nothing to pick"
    );
    for s in g.rooms.keys().copied().collect::<Vec<_>>() {
        assert!(
            !g.tiles_for(s).contains(&tile),
            "slot {s}: the tile is face up"
        );
    }
    let census = tile_census(&g);
    assert!(
        census.values().all(|&n| n == 1),
        "every tile once: {census:?}"
    );
}

/// The tiles offered are those of the slot's kind ("1" or "2"), and printed rooms offer none;
/// when the app deals, nothing is asked.
#[test]
fn tiles_offered_follow_the_slot_kind_and_the_app_deals_by_default() {
    let g = game(3, Side::A);
    assert_eq!(g.config.dealer, Dealer::App);
    let board = g.board().unwrap();
    let (mut ones, mut twos) = (0, 0);
    for slot in &board.slots {
        let offered = g.tiles_for(slot.id);
        match slot.kind {
            crate::nemesis::board::SlotKind::Room1 => {
                assert_eq!(offered.len(), 11, "slot {}", slot.id);
                ones += 1;
            }
            crate::nemesis::board::SlotKind::Room2 => {
                assert_eq!(offered.len(), 9, "slot {}", slot.id);
                twos += 1;
            }
            crate::nemesis::board::SlotKind::Fixed { .. } => assert!(offered.is_empty()),
        }
    }
    assert!(ones > 0 && twos > 0);
}
