//! Three rules a table caught the app breaking (issue: "a table can trust it"), each from the
//! Korean rulebook: 12 door tokens, closed doors stop a throw, a pass is for the whole round.

use super::kit::*;
use crate::ids::*;
use crate::nemesis::actions::DOOR_TOKENS;
use crate::nemesis::outcome::Outcome;
use crate::nemesis::state::DoorState;
use crate::{Command, GameState, RuleError};

fn on_board(g: &GameState) -> usize {
    g.corridors
        .iter()
        .filter(|c| c.door != DoorState::Open)
        .count()
}

/// KR rulebook (문): the box has 12 door tokens; when a door must be placed and none is left, a
/// non-destroyed door already on the board is taken and placed. The app placed a 13th to 15th.
#[test]
fn a_thirteenth_door_is_taken_from_the_board_not_made_up() {
    let mut g = game(2, Side::A);
    room(&mut g, 6, RoomKind::CommandCenter);
    put(&mut g, 1, 6);
    // 11 doors elsewhere on the board: 9 closed, 2 destroyed (corridors away from room 8)
    let far: Vec<CorridorId> = (0..g.corridors.len() as u8)
        .map(CorridorId)
        .filter(|c| {
            let b = g.board().unwrap();
            !b.corridor(*c).joins(SlotId(8))
        })
        .take(11)
        .collect();
    assert_eq!(far.len(), 11);
    for (i, c) in far.iter().enumerate() {
        g.corridors[c.0 as usize].door = if i < 2 {
            DoorState::Destroyed
        } else {
            DoorState::Closed
        };
    }
    let (a, b) = (corr(&g, 8, 4), corr(&g, 8, 7));
    let out = apply(
        &mut g,
        Command::SetDoors {
            player: PlayerId(1),
            doors: vec![(a, DoorState::Closed), (b, DoorState::Closed)],
        },
    );
    assert_eq!(door_of(&g, 8, 4), DoorState::Closed);
    assert_eq!(door_of(&g, 8, 7), DoorState::Closed);
    assert_eq!(
        on_board(&g),
        DOOR_TOKENS,
        "never more tokens than the box has"
    );
    // the 12th came from the supply, the 13th from a closed door elsewhere, which opened
    let opened: Vec<CorridorId> = out
        .iter()
        .filter_map(|o| match o {
            Outcome::DoorSet {
                corridor,
                door: DoorState::Open,
            } => Some(*corridor),
            _ => None,
        })
        .collect();
    assert_eq!(opened.len(), 1, "{out:?}");
    assert!(
        far[2..].contains(&opened[0]),
        "a closed one, not a destroyed one"
    );
    assert_eq!(
        g.corridors
            .iter()
            .filter(|c| c.door == DoorState::Destroyed)
            .count(),
        2,
        "destroyed doors stay where they are"
    );
    // with every token on the board destroyed, no door can be placed at all
    for c in g.corridors.iter_mut() {
        if c.door == DoorState::Closed {
            c.door = DoorState::Destroyed;
        }
    }
    let c = corr(&g, 8, 9);
    apply(
        &mut g,
        Command::SetDoors {
            player: PlayerId(1),
            doors: vec![(c, DoorState::Closed)],
        },
    );
    assert_eq!(door_of(&g, 8, 9), DoorState::Open);
    assert_eq!(on_board(&g), DOOR_TOKENS);
}

/// KR rulebook (문): a closed door blocks movement, and nothing (a grenade) is thrown past it.
/// Destroying eggs in a neighbouring room through a closed door was accepted.
#[test]
fn eggs_are_not_destroyed_by_a_throw_through_a_closed_door() {
    let mut g = game(2, Side::A);
    explore(&mut g, 8);
    explore(&mut g, 4);
    put(&mut g, 1, 4);
    g.rooms.get_mut(&SlotId(8)).unwrap().eggs = 2;
    door(&mut g, 8, 4, DoorState::Closed);
    let before = g.clone();
    let throw = Command::DestroyEggs {
        player: PlayerId(1),
        at: SlotId(8),
        count: 2,
        hand: 5,
    };
    assert_eq!(g.apply(&throw), Err(RuleError::DoorClosed(corr(&g, 8, 4))));
    assert_eq!(g, before, "refused: nothing changed");
    // an open or destroyed door lets it through
    door(&mut g, 8, 4, DoorState::Destroyed);
    let out = apply(&mut g, throw);
    assert!(has(&out, |o| matches!(
        o,
        Outcome::EggsDestroyed { count: 2, .. }
    )));
}

/// KR rulebook (플레이어 턴): a player who declared a pass gets no more turns this round. After
/// a pass the same player could still move and use the Cockpit.
#[test]
fn a_player_who_passed_takes_no_more_turns_this_round() {
    let mut g = game(2, Side::A);
    room(&mut g, 1, RoomKind::Cockpit);
    put(&mut g, 1, 1);
    apply(
        &mut g,
        Command::EndTurn {
            player: PlayerId(1),
            passed: true,
            hand: None,
        },
    );
    let passed = RuleError::NotAllowed(
        crate::nemesis::Refusal::from_code("already_passed").expect("a reason code"),
    );
    let before = g.clone();
    let neighbour = g.board().unwrap().neighbours(SlotId(1))[0];
    for cmd in [
        Command::Move {
            player: PlayerId(1),
            to: neighbour,
            corridor: None,
            hand: 3,
            careful: None,
            reveal: None,
        },
        Command::CheckCoordinates {
            player: PlayerId(1),
        },
        Command::SetDestination {
            player: PlayerId(1),
            letter: 2,
        },
        Command::EndTurn {
            player: PlayerId(1),
            passed: false,
            hand: None,
        },
    ] {
        assert_eq!(g.apply(&cmd), Err(passed.clone()), "{cmd:?}");
        assert_eq!(g, before);
    }
    // the other player plays on; the next round the first plays again
    put(&mut g, 2, 1);
    assert!(
        g.apply(&Command::CheckCoordinates {
            player: PlayerId(2)
        })
        .is_ok()
    );
    apply(
        &mut g,
        Command::EndTurn {
            player: PlayerId(2),
            passed: true,
            hand: None,
        },
    );
    bag(&mut g, &[(IntruderKind::Larva, None)]);
    event_phase_with(&mut g, "BE01", &[(1, 4), (2, 4)]);
    if g.ended.is_none() {
        assert!(
            g.apply(&Command::CheckCoordinates {
                player: PlayerId(1)
            })
            .is_ok(),
            "a new round, a new turn"
        );
    }
}
