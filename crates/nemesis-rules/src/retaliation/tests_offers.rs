//! Issue 51: the rules answer every question a screen asks. The defects outside play found
//! (a third action, a kill through a closed door, Pressure Control into the undiscovered
//! Hibernatorium), the turn and its correction, and the property that the offers are sound and
//! complete over random sessions.

use super::map::{Door, Place};
use super::tests::{open_room, run};
use super::*;
use crate::ask::Actor;
use crate::ruleset::Ruleset;
use RetaliationCommand as C;
use RetaliationError as E;

fn game(players: usize, seed: u64) -> RetaliationState {
    RetaliationState::new(&RetaliationConfig::numbered(seed, players)).unwrap()
}

fn fix(g: &mut RetaliationState, fix: Fix) {
    run(g, C::Correct { fix });
}

fn offered(g: &RetaliationState, cmd: &C) -> bool {
    Retaliation::offers(g).iter().any(|o| o.covers(cmd))
}

/// Defect (a): a marine took a third action in one turn. Two actions a turn (retaliation.md
/// §4.1, JA 「2回のアクション」); the third is refused and not offered, ending the turn is.
#[test]
fn a_third_action_in_one_turn_is_refused_and_not_offered() {
    let mut g = game(2, 3);
    let secure = C::Secure { who: 0 };
    assert_eq!(Retaliation::turn(&g).player, Some(1));
    assert_eq!(Retaliation::turn(&g).actions_left, Some(2));
    run(&mut g, secure.clone());
    assert_eq!(Retaliation::turn(&g).actions_left, Some(1));
    run(&mut g, secure.clone());
    assert_eq!(Retaliation::turn(&g).actions_left, Some(0));
    assert_eq!(g.apply(&secure), Err(E::NoActionsLeft));
    assert!(!offered(&g, &secure));
    // passing is an action too (§4.1): it waits for the next turn
    let pass = C::EndTurn { who: 0, pass: true };
    assert_eq!(g.apply(&pass), Err(E::NoActionsLeft));
    assert!(!offered(&g, &pass));
    let end = C::EndTurn {
        who: 0,
        pass: false,
    };
    assert!(offered(&g, &end));
    // another marine waits for their turn
    assert_eq!(
        g.apply(&C::Secure { who: 1 }),
        Err(E::NotYourTurn { player: 1 })
    );
    run(&mut g, end);
    assert_eq!(Retaliation::turn(&g).player, Some(2));
    assert_eq!(Retaliation::turn(&g).actions_left, Some(2));
    assert_eq!(
        g.apply(&C::Secure { who: 0 }),
        Err(E::NotYourTurn { player: 2 })
    );
    // a marine who passes hands the turn on and is skipped for the rest of the round
    run(&mut g, C::EndTurn { who: 1, pass: true });
    assert_eq!(Retaliation::turn(&g).player, Some(1));
    run(&mut g, C::EndTurn { who: 0, pass: true });
    assert_eq!(Retaliation::turn(&g).player, None, "everyone passed");
    run(&mut g, C::IntruderPhase {});
    assert_eq!(Retaliation::turn(&g).player, None, "not the players' step");
}

/// Games saved before the rules counted actions replay as they were played: their config
/// reads without `two_actions`, and three actions in a turn go through.
#[test]
fn an_old_game_without_the_count_replays_three_actions() {
    let config: RetaliationConfig =
        serde_json::from_str(r#"{"seed":3,"players":["Ann","Bo"]}"#).unwrap();
    assert!(!config.two_actions);
    let mut g = RetaliationState::new(&config).unwrap();
    for _ in 0..3 {
        run(&mut g, C::Secure { who: 0 });
    }
    // out of turn too, as before
    run(&mut g, C::EndTurn { who: 1, pass: false });
    assert_eq!(Retaliation::turn(&g).actions_left, None, "not counted");
    // and a new game's config says it counts
    let json = serde_json::to_string(&RetaliationConfig::numbered(3, 2)).unwrap();
    assert!(json.contains(r#""two_actions":true"#), "{json}");
}

/// The table played the turns differently: `Fix::Turn` says whose turn it is and what is left.
#[test]
fn a_correction_sets_whose_turn_it_is_and_the_actions_left() {
    let mut g = game(3, 3);
    fix(
        &mut g,
        Fix::Turn {
            who: 2,
            actions_left: 1,
        },
    );
    let t = Retaliation::turn(&g);
    assert_eq!((t.player, t.actions_left), (Some(3), Some(1)));
    run(&mut g, C::Secure { who: 2 });
    assert_eq!(g.apply(&C::Secure { who: 2 }), Err(E::NoActionsLeft));
    let bad = |who, actions_left| C::Correct {
        fix: Fix::Turn { who, actions_left },
    };
    assert_eq!(g.apply(&bad(2, 3)), Err(E::OutOfRange));
    assert_eq!(g.apply(&bad(7, 1)), Err(E::NoSuchMarine));
    run(&mut g, C::EndTurn { who: 2, pass: false });
    assert_eq!(Retaliation::turn(&g).player, Some(1), "round and round");
    run(&mut g, C::EndTurn { who: 0, pass: true });
    assert_eq!(g.apply(&bad(0, 2)), Err(E::AlreadyPassed));
}

/// Defect (b): the window offered to kill a Drone behind a closed door. A closed door blocks
/// everything beyond it (retaliation.md §7.5): the rules refuse it and offer nothing there.
#[test]
fn an_intruder_behind_a_closed_door_is_out_of_reach() {
    let mut g = game(1, 4);
    let c = g.map.corridors_of(LANDING_ZONE)[0];
    fix(
        &mut g,
        Fix::Place {
            at: Place::Corridor(c),
            kind: RKind::Drone,
        },
    );
    let kill = C::Kill {
        at: Place::Corridor(c),
        kind: RKind::Drone,
    };
    assert!(g.accepts(&kill), "an open corridor next to the marine");
    assert!(offered(&g, &kill));
    // the door at the Landing Zone's end shuts
    g.map.corridors.get_mut(&c).unwrap().door = Some(Door::Closed);
    assert!(g.map.closed_between(c, LANDING_ZONE));
    assert_eq!(g.apply(&kill), Err(E::OutOfReach));
    assert!(!offered(&g, &kill));
    assert!(
        g.marine_offers(0)
            .fights
            .iter()
            .all(|f| f.at != Place::Corridor(c)),
        "the window lists nothing behind the door"
    );
    // nor in a room with no marine in it
    let far = g.map.corridors_of(LANDING_ZONE)[1];
    open_room(&mut g, LANDING_ZONE, far, 3);
    fix(
        &mut g,
        Fix::Place {
            at: Place::Room(3),
            kind: RKind::Adult,
        },
    );
    let hit = C::Hit {
        at: Place::Room(3),
        kind: RKind::Adult,
    };
    assert_eq!(g.apply(&hit), Err(E::OutOfReach));
    assert!(!offered(&g, &hit));
}

/// Defect (c): Pressure Control offered the undiscovered Hibernatorium and its corridors. They
/// count as undiscovered until a marine reaches them (JA 60–61): refused and not offered.
#[test]
fn pressure_control_moves_nothing_into_the_undiscovered_hibernatorium() {
    let mut g = game(2, 7);
    let c = g.map.corridors_of(LANDING_ZONE)[0];
    open_room(&mut g, LANDING_ZONE, c, 9);
    fix(&mut g, Fix::MarineTo { who: 0, room: 9 });
    fix(
        &mut g,
        Fix::Place {
            at: Place::Room(LANDING_ZONE),
            kind: RKind::Adult,
        },
    );
    let hidden: Vec<Place> = std::iter::once(Place::Room(HIBERNATORIUM))
        .chain(
            g.map
                .corridors_of(HIBERNATORIUM)
                .into_iter()
                .map(Place::Corridor),
        )
        .collect();
    let to = |to| C::Room {
        who: 0,
        action: RoomAct::MoveIntruder {
            from: Place::Room(LANDING_ZONE),
            kind: RKind::Adult,
            to,
        },
    };
    for &p in &hidden {
        assert_eq!(g.apply(&to(p)), Err(E::NotDiscovered), "{p:?}");
        assert!(!offered(&g, &to(p)), "{p:?} offered");
    }
    assert!(offered(&g, &to(Place::Room(9))));
    let moves = g.intruder_moves(0, Place::Room(LANDING_ZONE), RKind::Adult);
    assert!(moves.iter().all(|m| !matches!(
        m,
        RoomAct::MoveIntruder { to, .. } if hidden.contains(to)
    )));
    // once a marine reaches it, it is a place like any other
    run(&mut g, C::EndTurn { who: 0, pass: false });
    fix(
        &mut g,
        Fix::MarineTo {
            who: 1,
            room: HIBERNATORIUM,
        },
    );
    run(&mut g, C::EndTurn { who: 1, pass: false });
    assert!(g.accepts(&to(Place::Room(HIBERNATORIUM))));
    assert!(offered(&g, &to(Place::Room(HIBERNATORIUM))));
}

/// The pending question is the first one waiting, and while it waits only its answers, a death
/// and corrections are offered.
#[test]
fn while_a_question_waits_only_its_answers_are_offered() {
    let mut g = game(2, 5);
    let c = g.map.corridors_of(LANDING_ZONE)[0];
    run(&mut g, C::Roll { who: 0 });
    assert_eq!(
        Retaliation::pending(&g),
        Some(Question::NoiseRoll {
            who: 0,
            why: RollWhy::Effect
        })
    );
    let offers = Retaliation::offers(&g);
    assert!(offers.iter().all(|o| matches!(
        o.command,
        C::NoiseRoll { .. } | C::Died { .. }
    )));
    assert!(offers.iter().any(|o| o.actor == Actor::Table && !o.choices.is_empty()));
    let mv = C::Move {
        who: 0,
        corridor: c,
        careful: false,
    };
    assert!(matches!(g.apply(&mv), Err(E::Waiting(_))));
}
