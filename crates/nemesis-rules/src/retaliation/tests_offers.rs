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
    run(
        &mut g,
        C::EndTurn {
            who: 1,
            pass: false,
        },
    );
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
    run(
        &mut g,
        C::EndTurn {
            who: 2,
            pass: false,
        },
    );
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
    run(
        &mut g,
        C::EndTurn {
            who: 0,
            pass: false,
        },
    );
    fix(
        &mut g,
        Fix::MarineTo {
            who: 1,
            room: HIBERNATORIUM,
        },
    );
    run(
        &mut g,
        C::EndTurn {
            who: 1,
            pass: false,
        },
    );
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
    assert!(
        offers
            .iter()
            .all(|o| matches!(o.command, C::NoiseRoll { .. } | C::Died { .. }))
    );
    // the marine who rolled answers it
    assert!(offers.iter().any(|o| o.actor == Actor::Player { player: 1 }
        && matches!(o.command, C::NoiseRoll { .. })
        && !o.choices.is_empty()));
    let mv = C::Move {
        who: 0,
        corridor: c,
        careful: false,
    };
    assert!(matches!(g.apply(&mv), Err(E::Waiting(_))));
}

// ----- the property: offers are sound and complete over random sessions -----

use crate::ask::{Offer, Values};
use proptest::prelude::*;
use rand::seq::{IndexedRandom, SliceRandom};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde_json::Value;

/// Commands played in one random session.
const STEPS: usize = 90;
/// Candidates of the broad generator tried for a random marine at one position.
const SAMPLE: usize = 300;

/// One random pick of each choice's values.
fn random_picks(o: &Offer<C>, rng: &mut ChaCha8Rng) -> Vec<Value> {
    o.choices
        .iter()
        .map(|c| match &c.values {
            Values::Range { min, max } => Value::from(rng.random_range(*min..=*max)),
            Values::OneOf { values } => values.choose(rng).cloned().unwrap_or(Value::Null),
            Values::SubsetOf { values, min, max } => {
                let n = rng.random_range(*min..=*max);
                let mut v = values.clone();
                v.shuffle(rng);
                v.truncate(n);
                Value::Array(v)
            }
        })
        .collect()
}

/// The last value of each choice (the largest number, the last entry, the largest subset).
fn last_picks(o: &Offer<C>) -> Vec<Value> {
    o.choices
        .iter()
        .map(|c| match &c.values {
            Values::Range { max, .. } => Value::from(*max),
            Values::OneOf { values } => values.last().cloned().unwrap_or(Value::Null),
            Values::SubsetOf { values, max, .. } => {
                Value::Array(values[values.len().saturating_sub(*max)..].to_vec())
            }
        })
        .collect()
}

fn places(g: &RetaliationState) -> Vec<Place> {
    g.map
        .rooms
        .keys()
        .map(|&r| Place::Room(r))
        .chain(g.map.corridors.keys().map(|&c| Place::Corridor(c)))
        .collect()
}

const KINDS: [RKind; 5] = [
    RKind::Queen,
    RKind::Drone,
    RKind::Adult,
    RKind::Larva,
    RKind::Blank,
];

/// Room actions with small domains: every kind of action, every room, corridor, place and
/// section on the map, a few numbers past the limits.
fn room_candidates(g: &RetaliationState, nested: bool, rng: &mut ChaCha8Rng) -> Vec<RoomAct> {
    let rooms: Vec<u8> = g.map.rooms.keys().copied().collect();
    let corridors: Vec<u16> = g.map.corridors.keys().copied().collect();
    let mut v = vec![
        RoomAct::LifeSupport,
        RoomAct::LookAa { swap: None },
        RoomAct::LookAa { swap: Some(true) },
        RoomAct::Autodestruction,
        RoomAct::Reactor,
        RoomAct::PowerHibernatorium,
        RoomAct::Board,
        RoomAct::Hibernate,
        RoomAct::Shuttle,
        RoomAct::TakeEgg,
        RoomAct::Data,
        RoomAct::Surgery,
        RoomAct::Decontaminate {},
        RoomAct::Used {},
        RoomAct::RobotSecure { reinforce: None },
    ];
    v.extend((0..=6).map(|removed| RoomAct::Shelter { removed }));
    v.extend(
        super::map::Section::ALL
            .into_iter()
            .map(|section| RoomAct::Sprinklers { section }),
    );
    let first_tile = g.hidden.corridors.first().copied();
    for dir in super::map::Dir::ALL {
        for tile in [None, first_tile, Some(9999)] {
            v.push(RoomAct::Drill { dir, tile });
        }
    }
    for &room in &rooms {
        v.push(RoomAct::DiscardFire { room });
        v.push(RoomAct::TechnicalCorridor { room });
    }
    for &c in &corridors {
        v.push(RoomAct::RobotSecure { reinforce: Some(c) });
        for resolve in [true, false] {
            v.push(RoomAct::Alarm {
                corridor: c,
                resolve,
            });
        }
    }
    for section in super::map::Section::ALL {
        let doors: Vec<u16> = corridors
            .iter()
            .copied()
            .filter(|c| g.map.corridors[c].door.is_some())
            .collect();
        v.push(RoomAct::Doors {
            section,
            close: vec![],
            open: vec![],
        });
        for (i, &a) in doors.iter().enumerate() {
            v.push(RoomAct::Doors {
                section,
                close: vec![a],
                open: vec![],
            });
            v.push(RoomAct::Doors {
                section,
                close: vec![],
                open: vec![a],
            });
            v.push(RoomAct::Doors {
                section,
                close: vec![a, a],
                open: vec![],
            });
            if let Some(&b) = doors.get(i + 1) {
                v.push(RoomAct::Doors {
                    section,
                    close: vec![a, b],
                    open: vec![b],
                });
            }
        }
    }
    let all = places(g);
    for from in g.map.occupied_in_reading_order(true, true) {
        let mut kinds: Vec<RKind> = g.map.intruders(from).iter().map(|i| i.kind).collect();
        kinds.push(RKind::Blank);
        kinds.dedup();
        for kind in kinds {
            for &to in &all {
                v.push(RoomAct::MoveIntruder { from, kind, to });
            }
        }
    }
    if !nested {
        let inner = room_candidates(g, true, rng);
        for &room in &rooms {
            // each room with a random share of the actions (the marine's turn has every
            // position's sample; the sessions make the positions many)
            for action in inner.sample(rng, 40) {
                v.push(RoomAct::Remote {
                    room,
                    action: Box::new(action.clone()),
                });
            }
        }
    }
    v
}

/// The broad candidate generator: every command kind with small parameter domains.
fn candidates(g: &RetaliationState, rng: &mut ChaCha8Rng) -> Vec<C> {
    let n = g.marines.len();
    let rooms: Vec<u8> = g.map.rooms.keys().copied().collect();
    let corridors: Vec<u16> = g.map.corridors.keys().copied().collect();
    let all = places(g);
    let mut v = vec![
        C::IntruderPhase {},
        C::EventCard {},
        C::BagDevelopment {},
        C::Cleanup {},
        C::QueenCritical {},
        C::Scan { found: true },
        C::Scan { found: false },
        C::AaOrder { swap: true },
        C::AaOrder { swap: false },
    ];
    v.extend(NoiseFace::ALL.into_iter().map(|face| C::NoiseRoll { face }));
    for adults in 0..=7 {
        for drones in 0..=7 {
            v.push(C::TokenBack { adults, drones });
        }
    }
    if let Some(w) = g.tiles_wanted() {
        let mut rooms_asked = w.rooms.clone();
        rooms_asked.extend(g.hidden.rooms.values().flatten().copied());
        rooms_asked.push(0);
        for room in rooms_asked {
            for k in [w.count.saturating_sub(1), w.count, w.count + 1] {
                v.push(C::Tiles {
                    room,
                    corridors: w.corridors.iter().rev().take(k).copied().collect(),
                });
            }
            if let Some(&c) = w.corridors.first() {
                v.push(C::Tiles {
                    room,
                    corridors: vec![c; w.count],
                });
            }
        }
    }
    v.push(C::Tiles {
        room: 3,
        corridors: vec![],
    });
    for &at in &all {
        for kind in KINDS {
            v.push(C::Kill { at, kind });
            v.push(C::Hit { at, kind });
        }
    }
    // a marine's commands, as templates for marine 0: each sampled one goes to a random marine
    // (one past the last too, for the refusals)
    for action in room_candidates(g, false, rng) {
        v.push(C::Room { who: 0, action });
    }
    let mut robot_acts = vec![
        RobotAct::Heal {},
        RobotAct::Secure {},
        RobotAct::Clear { fire: true },
        RobotAct::Clear { fire: false },
        RobotAct::Move { rooms: vec![] },
    ];
    for &c in &corridors {
        robot_acts.push(RobotAct::Explore { corridor: c });
        for b in [true, false] {
            robot_acts.push(RobotAct::Burst {
                corridor: c,
                jammed: b,
            });
            robot_acts.push(RobotAct::Door {
                corridor: c,
                closed: b,
            });
        }
    }
    // walks only once the robot is on the map (the rest are refused before the walk is read)
    let walks = if g.facility.robot.is_some() {
        rooms.clone()
    } else {
        rooms.iter().copied().take(2).collect()
    };
    for &a in &walks {
        robot_acts.push(RobotAct::Move { rooms: vec![a] });
        for &b in &walks {
            robot_acts.push(RobotAct::Move { rooms: vec![a, b] });
            let c = *rooms.choose(rng).unwrap_or(&a);
            robot_acts.push(RobotAct::Move {
                rooms: vec![a, b, c],
            });
        }
    }
    for action in room_candidates(g, true, rng) {
        robot_acts.push(RobotAct::Room { action });
    }
    v.extend(robot_acts.into_iter().map(|act| C::Robot { who: 0, act }));
    let who = 0;
    v.push(C::EndTurn { who, pass: false });
    v.push(C::EndTurn { who, pass: true });
    v.push(C::Secure { who });
    v.push(C::Roll { who });
    v.push(C::Infection { who });
    v.push(C::Died { who });
    v.push(C::TakeOff { who });
    for fallen in 0..=n {
        v.push(C::Carry { fallen, by: who });
    }
    for &corridor in &corridors {
        for careful in [false, true] {
            v.push(C::Move {
                who,
                corridor,
                careful,
            });
        }
    }
    for kind in KINDS {
        for killed in [false, true] {
            for blocked in [false, true] {
                v.push(C::Melee {
                    who,
                    kind,
                    killed,
                    blocked,
                });
            }
        }
        for &at in &all {
            v.push(C::Repel { who, at, kind });
        }
    }
    v
}

/// The template with its marine set to `who`.
fn with_who(mut cmd: C, who: usize) -> C {
    match &mut cmd {
        C::Move { who: w, .. }
        | C::EndTurn { who: w, .. }
        | C::Room { who: w, .. }
        | C::Secure { who: w }
        | C::Repel { who: w, .. }
        | C::Melee { who: w, .. }
        | C::Robot { who: w, .. }
        | C::Roll { who: w }
        | C::Infection { who: w }
        | C::Died { who: w }
        | C::TakeOff { who: w }
        | C::Carry { by: w, .. } => *w = who,
        _ => {}
    }
    cmd
}

/// Everything the property asks at one position.
fn check_position(g: &RetaliationState, rng: &mut ChaCha8Rng) -> Result<(), TestCaseError> {
    let offers = Retaliation::offers(g);
    let turn = Retaliation::turn(g);
    prop_assert_eq!(Retaliation::pending(g), g.pending.front().copied());
    if g.step != Step::Players {
        prop_assert_eq!(turn.player, None, "nobody's turn outside the players' step");
    }
    // sound: the first values, the last ones and a random pick of every offer are taken
    for o in &offers {
        let variants = [
            Some(o.command.clone()),
            o.with(&last_picks(o)),
            o.with(&random_picks(o, rng)),
        ];
        for cmd in variants {
            let cmd = cmd.ok_or_else(|| TestCaseError::fail(format!("bad choices: {o:?}")))?;
            let taken = g.clone().apply(&cmd);
            prop_assert!(
                taken.is_ok(),
                "offered but refused: {:?} ({:?})",
                cmd,
                taken
            );
            // a marine's own commands are theirs; with turns counted, only in their turn
            if let Some(who) = cmd.turn_command_of() {
                prop_assert_eq!(
                    o.actor,
                    Actor::Player {
                        player: who as u8 + 1
                    }
                );
                if g.config.two_actions {
                    prop_assert_eq!(turn.player, Some(who as u8 + 1), "{:?} out of turn", cmd);
                    if cmd.action_of().is_some() {
                        prop_assert!(turn.actions_left.is_some_and(|n| n > 0));
                    }
                }
            }
        }
    }
    // complete: whatever the rules take is offered (apply refuses all that `check` refuses)
    let all = candidates(g, rng);
    let n = g.marines.len();
    // every template at least once for the marine whose turn it is (or a random one), and a
    // random sample of them for any marine
    let now = g
        .current_turn()
        .map_or_else(|| rng.random_range(0..=n), |(w, _)| w);
    let mut tried: Vec<C> = all.iter().cloned().map(|c| with_who(c, now)).collect();
    tried.extend((0..SAMPLE).filter_map(|_| {
        let c = all.choose(rng)?.clone();
        Some(with_who(c, rng.random_range(0..=n)))
    }));
    for cmd in &tried {
        if g.check(cmd).is_err() {
            continue;
        }
        if offers.iter().any(|o| o.covers(cmd)) {
            continue;
        }
        let taken = g.clone().apply(cmd);
        prop_assert!(taken.is_err(), "taken but not offered: {:?}", cmd);
    }
    Ok(())
}

/// A correction the table might make, to reach more positions (intruders about, a closed
/// door, a fire, a marine elsewhere).
fn stir(g: &mut RetaliationState, rng: &mut ChaCha8Rng) {
    let all = places(g);
    let rooms: Vec<u8> = g.map.rooms.keys().copied().collect();
    let corridors: Vec<u16> = g.map.corridors.keys().copied().collect();
    let fix = match rng.random_range(0..7) {
        6 => Fix::Round {
            round: rng.random_range(g.round.min(13)..=13),
        },
        0 | 1 => Fix::Place {
            at: *all.choose(rng).unwrap(),
            kind: *[RKind::Adult, RKind::Drone, RKind::Larva, RKind::Queen]
                .choose(rng)
                .unwrap(),
        },
        2 => Fix::Door {
            corridor: *corridors.choose(rng).unwrap(),
            door: Door::Closed,
        },
        3 => Fix::Fire {
            room: *rooms.choose(rng).unwrap(),
            on: true,
        },
        4 => Fix::Noise {
            corridor: *corridors.choose(rng).unwrap(),
            on: true,
        },
        _ => Fix::MarineTo {
            who: rng.random_range(0..g.marines.len()),
            room: *rooms.choose(rng).unwrap(),
        },
    };
    let _ = g.apply(&C::Correct { fix });
}

/// Plays one random session, asking the property at every position.
fn session(config: &RetaliationConfig, seed: u64) -> Result<(), TestCaseError> {
    let mut g = RetaliationState::new(config).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    for _ in 0..STEPS {
        if g.result.is_some() {
            break;
        }
        check_position(&g, &mut rng)?;
        if rng.random_range(0..10) == 0 {
            stir(&mut g, &mut rng);
            continue;
        }
        let offers = Retaliation::offers(&g);
        prop_assert!(!offers.is_empty(), "a game in play offers something");
        // the round moves on more often than not; a death now and then
        let moves_on = |c: &C| {
            c.is_answer()
                || matches!(
                    c,
                    C::EndTurn { .. }
                        | C::Move { .. }
                        | C::IntruderPhase {}
                        | C::EventCard {}
                        | C::BagDevelopment {}
                        | C::Cleanup {}
                        | C::TakeOff { .. }
                )
        };
        let on = rng.random_range(0..10) < 6;
        let mut pool: Vec<&Offer<C>> = offers
            .iter()
            .filter(|o| moves_on(&o.command) == on)
            .filter(|o| !matches!(o.command, C::Died { .. }) || rng.random_range(0..40) == 0)
            .collect();
        // a round ends once everyone passed
        let passes: Vec<&Offer<C>> = offers
            .iter()
            .filter(|o| matches!(o.command, C::EndTurn { pass: true, .. }))
            .collect();
        if !passes.is_empty() && rng.random_range(0..4) == 0 {
            pool = passes;
        }
        if pool.is_empty() {
            pool = offers.iter().collect();
        }
        let Some(o) = pool.choose(&mut rng) else {
            continue;
        };
        let picks = random_picks(o, &mut rng);
        let cmd = o.with(&picks).unwrap();
        let taken = g.apply(&cmd);
        prop_assert!(taken.is_ok(), "{:?}: {:?}", cmd, taken);
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn offers_are_sound_and_complete(
        players in 1usize..=5,
        seed in any::<u64>(),
        coop in any::<bool>(),
        boxed in any::<bool>(),
        counted in prop::bool::weighted(0.8),
    ) {
        let mut config = RetaliationConfig::numbered(seed, players);
        config.coop = coop;
        // a game from before turns were counted, now and then
        config.two_actions = counted;
        if boxed {
            config.dealer = crate::ids::Dealer::Box;
        }
        session(&config, seed)?;
    }
}

/// Every room tile's actions and every robot card's options, in a position set up to use them
/// (a marine in the room with the robot, contamination, a Larva, a fire, intruders about, a
/// noise marker): each offer is taken with its first, last and a random value of each choice,
/// and what the rules take is offered, as in the random sessions.
#[test]
fn offers_are_sound_and_complete_in_every_room_with_every_robot() {
    use super::data::RobotKind;
    let t = tables().unwrap();
    let robots = [
        RobotKind::Exploration,
        RobotKind::Medical,
        RobotKind::Military,
        RobotKind::Securing,
        RobotKind::Server,
        RobotKind::Technical,
    ];
    let mut rng = ChaCha8Rng::seed_from_u64(51);
    let mut seen = std::collections::BTreeSet::new();
    for (i, room) in t
        .rooms
        .values()
        .filter(|r| !r.fixed)
        .map(|r| r.id)
        .enumerate()
    {
        for (k, robot) in robots.into_iter().enumerate() {
            let mut config = RetaliationConfig::numbered(i as u64 * 7 + k as u64, 2);
            if (i + k) % 2 == 1 {
                config.dealer = crate::ids::Dealer::Box;
            }
            // and now and then a game from before turns were counted
            config.two_actions = (i + k) % 3 != 0;
            let mut g = RetaliationState::new(&config).unwrap();
            let lz = g.map.corridors_of(LANDING_ZONE);
            open_room(&mut g, LANDING_ZONE, lz[0], room);
            // a second computer room beside it, for the Server Room's remote use
            let other = if room == 9 { 10 } else { 9 };
            open_room(&mut g, LANDING_ZONE, lz[1], other);
            fix(&mut g, Fix::MarineTo { who: 0, room });
            fix(
                &mut g,
                Fix::MarineTo {
                    who: 1,
                    room: HIBERNATORIUM,
                },
            );
            g.facility.robot = Some(robot);
            // the Exploration Robot waits where corridors are left to explore
            if robot == RobotKind::Exploration {
                fix(&mut g, Fix::RobotTo { room: LANDING_ZONE });
                fix(
                    &mut g,
                    Fix::MarineTo {
                        who: 0,
                        room: LANDING_ZONE,
                    },
                );
            } else {
                fix(&mut g, Fix::RobotTo { room });
            }
            fix(&mut g, Fix::Contamination { who: 0, count: 3 });
            fix(&mut g, Fix::Fire { room, on: true });
            let _ = g.apply(&C::Correct {
                fix: Fix::Malfunction {
                    room: LANDING_ZONE,
                    on: true,
                },
            });
            for (at, kind) in [
                (Place::Room(LANDING_ZONE), RKind::Adult),
                (Place::Corridor(lz[0]), RKind::Drone),
            ] {
                fix(&mut g, Fix::Place { at, kind });
            }
            if let Some(&c) = lz.get(2) {
                fix(
                    &mut g,
                    Fix::Noise {
                        corridor: c,
                        on: true,
                    },
                );
            }
            let before = Retaliation::offers(&g).len();
            for o in Retaliation::offers(&g) {
                let json = serde_json::to_value(&o.command).unwrap();
                let tag = |v: &Value, key: &str| v[key].as_str().unwrap_or("").to_string();
                match &o.command {
                    C::Room { .. } => {
                        let a = &json["action"];
                        seen.insert(format!("{}/{}", tag(a, "act"), tag(&a["action"], "act")));
                    }
                    C::Robot { .. } => {
                        seen.insert(format!("robot/{}", tag(&json["act"], "act")));
                    }
                    _ => {}
                }
            }
            check_position(&g, &mut rng).unwrap_or_else(|e| panic!("room {room}, {robot:?}: {e}"));
            // and with a Larva on the marine and an intruder in the room (in combat)
            fix(&mut g, Fix::Larva { who: 0, on: true });
            fix(
                &mut g,
                Fix::Place {
                    at: Place::Room(room),
                    kind: RKind::Larva,
                },
            );
            check_position(&g, &mut rng)
                .unwrap_or_else(|e| panic!("room {room}, {robot:?}, in combat: {e}"));
            assert!(before > 0);
        }
    }
    for want in [
        "shelter/",
        "drill/",
        "move_intruder/",
        "technical_corridor/",
        "doors/",
        "remote/move_intruder",
        "alarm/",
        "robot/move",
        "robot/burst",
        "robot/door",
        "robot/secure",
        "robot/room",
        "robot/explore",
        "robot/clear",
        "robot/heal",
    ] {
        assert!(seen.contains(want), "never offered: {want} (seen {seen:?})");
    }
}

/// Issue 54 item 7: a card that opens or closes a door had no place in the turn: only the
/// corrections changed doors. The marine's offers name each door at their room that can still
/// change, with the state it would take; a destroyed door is never offered (§7.5), and what is
/// offered is taken.
#[test]
fn a_marines_offers_name_the_doors_at_their_room_a_card_may_change() {
    let mut g = game(2, 4);
    let room = g.marines[0].room;
    let corridors = g.map.corridors_of(room);
    assert!(corridors.len() >= 2, "{corridors:?}");
    let (a, b) = (corridors[0], corridors[1]);
    for c in &corridors {
        g.map.corridors.get_mut(c).unwrap().door = None;
    }
    assert!(g.marine_offers(0).doors.is_empty(), "no door slot, no door");
    g.map.corridors.get_mut(&a).unwrap().door = Some(Door::Open);
    g.map.corridors.get_mut(&b).unwrap().door = Some(Door::Destroyed);
    assert_eq!(g.marine_offers(0).doors, vec![(a, Door::Closed)]);
    fix(
        &mut g,
        Fix::Door {
            corridor: a,
            door: Door::Closed,
        },
    );
    assert_eq!(g.map.corridors[&a].door, Some(Door::Closed));
    assert_eq!(g.marine_offers(0).doors, vec![(a, Door::Open)]);
}

/// Issue 54: a shot reported with 「처치」 or 「피해」 used none of the marine's two actions, so
/// a Korean table's marine shot and then moved twice. A marine's own shot (in their room) or
/// burst (into a corridor next to it) is one action with its result (retaliation.md §4.1,
/// §11.7–11.8); a kill reported alone (a card, a reaction, another marine's burst) still is not.
#[test]
fn a_shot_or_a_burst_is_one_of_the_two_actions() {
    let mut g = game(2, 3);
    let room = Place::Room(LANDING_ZONE);
    let c = g.map.corridors_of(LANDING_ZONE)[0];
    let corridor = Place::Corridor(c);
    for (at, kind) in [
        (room, RKind::Adult),
        (room, RKind::Adult),
        (corridor, RKind::Adult),
        (room, RKind::Queen),
    ] {
        fix(&mut g, Fix::Place { at, kind });
    }
    let shoot = |at, kind, result| C::Shoot {
        who: 0,
        at,
        kind,
        result,
    };
    let actions_left = |g: &RetaliationState| Retaliation::turn(g).actions_left;
    assert_eq!(actions_left(&g), Some(2));
    // a kill reported alone is not the marine's action
    run(
        &mut g,
        C::Kill {
            at: room,
            kind: RKind::Adult,
        },
    );
    assert_eq!(actions_left(&g), Some(2), "a kill reported alone");
    // a shot always puts a hit marker before the die: it kills or hits, never misses; the
    // Queen is never killed by it, her hits go on her track
    assert_eq!(
        g.apply(&shoot(room, RKind::Adult, ShotResult::Miss)),
        Err(E::NoSuchIntruder)
    );
    assert_eq!(
        g.apply(&shoot(room, RKind::Queen, ShotResult::Kill)),
        Err(E::NoSuchIntruder)
    );
    // a burst's hits go only where they kill: it kills or misses
    assert_eq!(
        g.apply(&shoot(corridor, RKind::Adult, ShotResult::Hit)),
        Err(E::NoSuchIntruder)
    );
    let offer = g
        .marine_offers(0)
        .fights
        .into_iter()
        .map(|f| (f.at, f.kind, f.shots.results().collect::<Vec<_>>()))
        .collect::<Vec<_>>();
    assert!(offer.contains(&(room, RKind::Adult, vec![ShotResult::Kill, ShotResult::Hit])));
    assert!(offer.contains(&(room, RKind::Queen, vec![ShotResult::Hit])));
    assert!(offer.contains(&(
        corridor,
        RKind::Adult,
        vec![ShotResult::Kill, ShotResult::Miss]
    )));
    // the shot that hits: one action, a hit marker on the Adult
    let out = g
        .apply(&shoot(room, RKind::Adult, ShotResult::Hit))
        .unwrap();
    assert!(out.contains(&RetaliationOutcome::Hit {
        at: room,
        kind: RKind::Adult,
        hits: 1
    }));
    assert_eq!(actions_left(&g), Some(1));
    // the burst that kills: the second action, the Adult leaves the corridor
    run(&mut g, shoot(corridor, RKind::Adult, ShotResult::Kill));
    assert!(g.map.intruders(corridor).is_empty());
    assert_eq!(actions_left(&g), Some(0));
    // no third: refused and offered nowhere, the kill alone still goes
    let third = shoot(room, RKind::Adult, ShotResult::Kill);
    assert_eq!(g.apply(&third), Err(E::NoActionsLeft));
    assert!(!offered(&g, &third));
    assert!(g.marine_offers(0).fights.iter().all(|f| !f.shots.any()));
    assert!(g.accepts(&C::Kill {
        at: room,
        kind: RKind::Adult
    }));
}

/// A burst through a closed door and a shot out of turn are refused (§7.5, §4.1).
#[test]
fn a_shot_goes_only_where_the_marine_reaches_and_in_their_turn() {
    let mut g = game(2, 4);
    let c = g.map.corridors_of(LANDING_ZONE)[0];
    let corridor = Place::Corridor(c);
    fix(
        &mut g,
        Fix::Place {
            at: corridor,
            kind: RKind::Adult,
        },
    );
    let burst = |who| C::Shoot {
        who,
        at: corridor,
        kind: RKind::Adult,
        result: ShotResult::Kill,
    };
    assert_eq!(g.apply(&burst(1)), Err(E::NotYourTurn { player: 1 }));
    assert!(g.accepts(&burst(0)));
    g.map.corridors.get_mut(&c).unwrap().door = Some(Door::Closed);
    assert_eq!(g.apply(&burst(0)), Err(E::OutOfReach));
    assert!(!offered(&g, &burst(0)));
}
