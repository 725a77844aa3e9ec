//! The harder board side (base.md §13.5; board.md §4): two technical networks, double corridors,
//! Evacuation A and B face up on 007 and 009 with a face-down exploration token. Characters start
//! in the Hibernatorium, 008 (exits 1→005 a, 2→005 b, 3→010, 4→012).

use super::kit::*;
use crate::ids::*;
use crate::nemesis::command::Reveal;
use crate::nemesis::content::{EventEffect, ExplorationEffect as X};
use crate::nemesis::outcome::{Outcome, Sight};
use crate::nemesis::state::{DoorState, Whereabouts};
use crate::{Command, RuleError};
use IntruderKind::*;

fn mv(p: u8, to: u8, corridor: Option<CorridorId>) -> Command {
    Command::Move {
        player: PlayerId(p),
        to: SlotId(to),
        corridor,
        hand: 5,
        careful: None,
        reveal: None,
    }
}

#[test]
fn setup_lays_evacuation_a_and_b_face_up_with_a_hidden_exploration_token() {
    let g = game(2, Side::B);
    for (slot, kind) in [(7, RoomKind::EvacuationA), (9, RoomKind::EvacuationB)] {
        let r = &g.rooms[&SlotId(slot)];
        assert_eq!(r.room, Some(kind));
        assert!(!r.explored, "its token is still face down");
        assert!(g.hidden.tokens.contains_key(&SlotId(slot)));
        assert!(!g.hidden.tiles.contains_key(&SlotId(slot)));
    }
    assert!(tile_census(&g).values().all(|&n| n == 1));
    assert_eq!(
        g.tech_noise.keys().copied().collect::<Vec<_>>(),
        vec![TechNet::Red, TechNet::Blue]
    );
    assert_eq!(
        g.character(PlayerId(1)).unwrap().room(),
        Some(SlotId(8)),
        "the Hibernatorium is 008 on this side"
    );
    assert_eq!(
        g.hidden.tokens.len(),
        16,
        "14 face-down tiles + the two Evacuation slots"
    );
    assert_eq!(g.hidden.tiles.len(), 14);
}

#[test]
fn the_first_character_into_evacuation_a_resolves_its_token_and_the_tile_stays() {
    let mut g = game(2, Side::B);
    explore(&mut g, 4);
    put(&mut g, 1, 4);
    face_down(&mut g, 7, RoomKind::EvacuationA, X::Fire, None);
    let out = apply(&mut g, mv(1, 7, None));
    assert!(has(&out, |o| matches!(
        o,
        Outcome::RoomRevealed {
            at: SlotId(7),
            room: RoomKind::EvacuationA,
            exploration: X::Fire,
            ..
        }
    )));
    let r = &g.rooms[&SlotId(7)];
    assert!(r.explored && r.fire);
    assert_eq!(r.room, Some(RoomKind::EvacuationA));
    assert!(!g.hidden.tokens.contains_key(&SlotId(7)));
    assert!(tile_census(&g).values().all(|&n| n == 1));
}

#[test]
fn a_reported_reveal_of_another_room_on_an_evacuation_slot_is_refused() {
    let mut g = game(2, Side::B);
    // the table reports what it flipped where the box deals
    g.config.dealer = crate::ids::Dealer::Box;
    explore(&mut g, 4);
    put(&mut g, 1, 4);
    let before = g.clone();
    let err = g
        .apply(&Command::Move {
            player: PlayerId(1),
            to: SlotId(7),
            corridor: None,
            hand: 5,
            careful: None,
            reveal: Some(Reveal {
                room: RoomKind::Armory,
                exploration: X::Silence,
                items: 1,
            }),
        })
        .unwrap_err();
    assert_eq!(
        err,
        RuleError::NotAllowed(
            crate::nemesis::Refusal::from_code("room_already_known").expect("a reason code")
        )
    );
    assert_eq!(g, before);
}

#[test]
fn intruders_leaving_evacuation_a_vanish_into_the_network_of_that_number() {
    let mut g = game(2, Side::B);
    bag(&mut g, &[]);
    let a = add(&mut g, Adult, 7);
    let b = add(&mut g, Breeder, 7);
    let (_, out) = run(&mut g, |c| c.move_group_through(&[a], SlotId(7), 3));
    assert!(has(&out, |o| matches!(
        o,
        Outcome::IntruderVanished {
            network: TechNet::Red,
            ..
        }
    )));
    let (_, out) = run(&mut g, |c| c.move_group_through(&[b], SlotId(7), 4));
    assert!(has(&out, |o| matches!(
        o,
        Outcome::IntruderVanished {
            network: TechNet::Blue,
            ..
        }
    )));
    assert!(g.intruders.is_empty());
    assert_eq!(bag_kinds(&g), vec![Adult, Breeder]);
}

#[test]
fn a_closed_door_on_one_of_a_double_corridor_leaves_the_other_open() {
    let mut g = game(2, Side::B);
    explore(&mut g, 5);
    let pair = g.board().unwrap().corridors_between(SlotId(8), SlotId(5));
    let (a, b) = (pair[0], pair[1]);
    g.corridors[a.0 as usize].door = DoorState::Closed;
    let before = g.clone();
    assert_eq!(g.apply(&mv(1, 5, Some(a))), Err(RuleError::DoorClosed(a)));
    assert_eq!(g, before);
    let out = apply(&mut g, mv(1, 5, None));
    assert!(has(&out, |o| matches!(
        o,
        Outcome::CharacterMoved { to: SlotId(5), .. }
    )));
    // event movement: number 1 meets the closed door, number 2 passes
    let x = add(&mut g, Adult, 8);
    let y = add(&mut g, Adult, 8);
    put(&mut g, 2, 10); // nobody left in 008
    run(&mut g, |c| c.move_group_through(&[x], SlotId(8), 1));
    assert_eq!(g.intruder(x).unwrap().at, SlotId(8));
    assert_eq!(g.corridors[a.0 as usize].door, DoorState::Destroyed);
    g.corridors[a.0 as usize].door = DoorState::Closed;
    run(&mut g, |c| c.move_group_through(&[y], SlotId(8), 2));
    assert_eq!(g.intruder(y).unwrap().at, SlotId(5));
    assert_eq!(g.corridors[a.0 as usize].door, DoorState::Closed);
    assert_eq!(g.corridors[b.0 as usize].door, DoorState::Open);
}

#[test]
fn danger_uses_the_open_corridor_of_a_double_pair() {
    let mut g = game(2, Side::B);
    put(&mut g, 1, 5);
    put(&mut g, 2, 10);
    let pair = g.board().unwrap().corridors_between(SlotId(8), SlotId(5));
    g.corridors[pair[0].0 as usize].door = DoorState::Closed;
    let a = add(&mut g, Adult, 8);
    let (_, out) = rig_noise(&mut g, NoiseResult::Danger, |c| {
        c.noise_roll(PlayerId(1), SlotId(5), 5)
    });
    assert!(has(
        &out,
        |o| matches!(o, Outcome::IntruderMoved { corridor, .. } if *corridor == pair[1])
    ));
    assert_eq!(g.intruder(a).unwrap().at, SlotId(5));
    assert_eq!(g.corridors[pair[0].0 as usize].door, DoorState::Closed);
}

#[test]
fn boarding_a_pod_in_evacuation_b_on_side_b() {
    let mut g = game(2, Side::B);
    room(&mut g, 9, RoomKind::EvacuationB);
    put(&mut g, 1, 9);
    g.pods[1].locked = false; // the second pod sits in section B
    let (r, _) = rig_noise(&mut g, NoiseResult::Silence, |c| {
        c.board_pod(PlayerId(1), 5)
    });
    r.unwrap();
    let n = g.pods[1].number;
    assert_eq!(g.character(PlayerId(1)).unwrap().at, Whereabouts::Pod(n));
    // noise rolls for the occupant happen in 009, whose exits 1 and 2 lead to the blue network
    let (_, out) = run(&mut g, |c| {
        c.everyone_rolls(&hands(&[(1, 5), (2, 5)]), |s| s == SlotId(9))
    });
    assert!(has(&out, |o| matches!(
        o,
        Outcome::NoiseRolled {
            player: PlayerId(1),
            at: SlotId(9),
            ..
        }
    )));
}

#[test]
fn engine_1_is_slot_020_and_the_malfunction_event_hits_the_cockpit_002() {
    let mut g = game(2, Side::B);
    put(&mut g, 1, 20);
    g.hidden.engines = [false, true, true];
    let out = apply(
        &mut g,
        Command::CheckEngine {
            player: PlayerId(1),
            engine: 1,
        },
    );
    assert_eq!(
        out,
        vec![Outcome::Private {
            to: PlayerId(1),
            sight: Sight::Engine {
                engine: 1,
                working: false
            }
        }]
    );
    effect(&mut g, EventEffect::Malfunction, &[(1, 5), (2, 5)]);
    assert!(
        g.rooms[&SlotId(2)].malfunction,
        "001 is an unexplored tile here"
    );
    assert!(!g.rooms[&SlotId(1)].malfunction);
}
