//! Issue 34: what the table does that the app could not hear (securing, repelling, melee and its
//! counter-attack, the robot, the other rooms' actions, card-asked rolls and scans) and what the
//! table could not put right (the round, the facility, the marines' boards, the bag, room tiles).

use super::map::{Dir, Door, Place};
use super::tests::{open_room, run};
use super::*;

type E = RetaliationError;
type O = RetaliationOutcome;
type C = RetaliationCommand;

fn game(players: usize, seed: u64) -> RetaliationState {
    RetaliationState::new(&RetaliationConfig::numbered(seed, players)).unwrap()
}

fn fix(g: &mut RetaliationState, fix: Fix) -> Vec<O> {
    run(g, C::Correct { fix })
}

fn put(g: &mut RetaliationState, at: Place, kind: RKind) {
    fix(g, Fix::Place { at, kind });
}

/// Marine 0 standing in room `id`, placed next to the Landing Zone through its first corridor.
fn in_room(id: u8) -> RetaliationState {
    let mut g = game(2, 7);
    let c = g.map.corridors_of(LANDING_ZONE)[0];
    open_room(&mut g, LANDING_ZONE, c, id);
    fix(&mut g, Fix::MarineTo { who: 0, room: id });
    g
}

fn attacked(out: &[O]) -> bool {
    out.iter().any(|o| matches!(o, O::Attack { .. }))
}

/// retaliation.md §4.2, §7.6: a secure token costs one action, goes only where no intruder is,
/// at most 3 a room, never in a room that cannot be secured; a marine who passed places none.
#[test]
fn a_marine_secures_their_room_up_to_three_tokens() {
    let mut g = game(2, 3);
    for n in 1..=3 {
        if n == 3 {
            // two actions a turn: the third token comes in marine 0's next turn
            run(
                &mut g,
                C::EndTurn {
                    who: 0,
                    pass: false,
                },
            );
            run(
                &mut g,
                C::EndTurn {
                    who: 1,
                    pass: false,
                },
            );
        }
        let out = run(&mut g, C::Secure { who: 0 });
        assert!(out.contains(&O::Secured { room: LANDING_ZONE }));
        assert_eq!(g.map.rooms[&LANDING_ZONE].secure, n);
    }
    assert_eq!(g.apply(&C::Secure { who: 0 }), Err(E::CannotSecure));
    run(
        &mut g,
        C::EndTurn {
            who: 0,
            pass: false,
        },
    );
    fix(
        &mut g,
        Fix::Secure {
            room: LANDING_ZONE,
            count: 0,
        },
    );
    put(&mut g, Place::Room(LANDING_ZONE), RKind::Drone);
    assert_eq!(g.apply(&C::Secure { who: 1 }), Err(E::CannotSecure));
    // the Technical Corridor Entrance (12) cannot be secured
    let mut g = in_room(12);
    assert_eq!(g.apply(&C::Secure { who: 0 }), Err(E::CannotSecure));
    run(
        &mut g,
        C::EndTurn {
            who: 0,
            pass: false,
        },
    );
    run(&mut g, C::EndTurn { who: 1, pass: true });
    assert_eq!(g.apply(&C::Secure { who: 1 }), Err(E::AlreadyPassed));
}

/// retaliation.md §10.5: a repelled intruder moves away from the repelling marine, the lowest id
/// first when several ways lead away; a closed door on the way is destroyed instead.
#[test]
fn a_repelled_intruder_steps_away_from_the_marine() {
    let mut g = game(1, 4);
    put(&mut g, Place::Room(LANDING_ZONE), RKind::Adult);
    let away = g.map.corridors_of(LANDING_ZONE)[0];
    let out = run(
        &mut g,
        C::Repel {
            who: 0,
            at: Place::Room(LANDING_ZONE),
            kind: RKind::Adult,
        },
    );
    assert!(
        out.iter()
            .any(|o| matches!(o, O::Moves { to, .. } if *to == Place::Corridor(away))),
        "{out:?}"
    );
    assert_eq!(g.map.intruders(Place::Corridor(away)).len(), 1);
    assert_eq!(
        g.apply(&C::Repel {
            who: 0,
            at: Place::Room(LANDING_ZONE),
            kind: RKind::Adult,
        }),
        Err(E::NoSuchIntruder)
    );
}

/// retaliation.md §11.9: melee gives the attacker a contamination card and a hit; a survivor
/// strikes back with a card from the app's attack deck unless a weapon took the blow; a kill
/// takes the model off.
#[test]
fn melee_contaminates_hits_and_a_survivor_strikes_back() {
    let mut g = game(1, 5);
    put(&mut g, Place::Room(LANDING_ZONE), RKind::Adult);
    let melee = |killed, blocked| C::Melee {
        who: 0,
        kind: RKind::Adult,
        killed,
        blocked,
    };
    let out = run(&mut g, melee(false, false));
    assert!(out.contains(&O::Contamination { who: 0, cards: 1 }));
    assert!(attacked(&out), "the survivor strikes back: {out:?}");
    assert_eq!(g.map.intruders(Place::Room(LANDING_ZONE))[0].hits, 1);
    let attacks_left = g.hidden.attacks.len();
    let cards = g.marines[0].contamination;
    let out = run(&mut g, melee(false, true));
    assert!(!attacked(&out), "a weapon took the blow");
    assert_eq!(g.hidden.attacks.len(), attacks_left, "no attack card drawn");
    assert_eq!(g.marines[0].contamination, cards + 1);
    // two actions a turn: the third blow comes in the next one
    run(
        &mut g,
        C::EndTurn {
            who: 0,
            pass: false,
        },
    );
    let out = run(&mut g, melee(true, false));
    assert!(!attacked(&out));
    assert!(g.map.intruders(Place::Room(LANDING_ZONE)).is_empty());
    assert_eq!(g.apply(&melee(true, false)), Err(E::NoSuchIntruder));
}

/// retaliation.md §13, JA 61: the robot acts only once the Hibernatorium is discovered, from
/// its room or a computer room, one option of its own card an activation.
#[test]
fn the_robot_acts_by_its_card_once_the_hibernatorium_is_discovered() {
    let mut g = game(2, 9);
    // the refusals of the robot's own rules, whoever's turn it is
    g.config.two_actions = false;
    let heal = C::Robot {
        who: 0,
        act: RobotAct::Heal {},
    };
    assert_eq!(g.apply(&heal), Err(E::RobotUnavailable));
    fix(
        &mut g,
        Fix::MarineTo {
            who: 0,
            room: HIBERNATORIUM,
        },
    );
    assert!(g.facility.robot.is_some(), "revealed on discovery");
    g.facility.robot = Some(RobotKind::Technical);
    // the Landing Zone has no computer and the robot is not there
    assert_eq!(
        g.apply(&C::Robot {
            who: 1,
            act: RobotAct::Clear { fire: true },
        }),
        Err(E::RobotOutOfReach)
    );
    assert_eq!(g.apply(&heal), Err(E::NotThisRobot));
    assert_eq!(
        g.apply(&C::Robot {
            who: 0,
            act: RobotAct::Clear { fire: true },
        }),
        Err(E::NotAvailable),
        "no fire to clear"
    );
    fix(
        &mut g,
        Fix::Fire {
            room: HIBERNATORIUM,
            on: true,
        },
    );
    let out = run(
        &mut g,
        C::Robot {
            who: 0,
            act: RobotAct::Clear { fire: true },
        },
    );
    assert!(out.contains(&O::FireOut {
        room: HIBERNATORIUM
    }));
    // it moves through explored corridors only, up to its card's count (2)
    let c = g.map.corridors_of(HIBERNATORIUM)[0];
    let next = 3;
    open_room(&mut g, HIBERNATORIUM, c, next);
    let out = run(
        &mut g,
        C::Robot {
            who: 0,
            act: RobotAct::Move { rooms: vec![next] },
        },
    );
    assert!(out.contains(&O::RobotMoved { room: next }));
    assert_eq!(g.facility.robot_room, next);
    assert_eq!(
        g.apply(&C::Robot {
            who: 0,
            act: RobotAct::Move {
                rooms: vec![HIBERNATORIUM, next, HIBERNATORIUM],
            },
        }),
        Err(E::RobotOutOfReach),
        "the robot left marine 0's room"
    );
    fix(&mut g, Fix::MarineTo { who: 0, room: next });
    assert_eq!(
        g.apply(&C::Robot {
            who: 0,
            act: RobotAct::Move {
                rooms: vec![HIBERNATORIUM, next, HIBERNATORIUM],
            },
        }),
        Err(E::NotAvailable),
        "three steps for a two-step robot"
    );
    fix(&mut g, Fix::RobotMalfunction { on: true });
    assert_eq!(g.apply(&heal), Err(E::RobotUnavailable));
}

/// cards-retaliation.md §12 room 10: the Alarm Room resolves a marked corridor from the app's
/// bag, or discards the marker.
#[test]
fn the_alarm_room_resolves_or_discards_a_noise_marker() {
    let mut g = in_room(10);
    let c = g.map.corridors_of(LANDING_ZONE)[1];
    let alarm = |resolve| C::Room {
        who: 0,
        action: RoomAct::Alarm {
            corridor: c,
            resolve,
        },
    };
    assert_eq!(g.apply(&alarm(false)), Err(E::NotAvailable), "no marker");
    fix(
        &mut g,
        Fix::Noise {
            corridor: c,
            on: true,
        },
    );
    let out = run(&mut g, alarm(false));
    assert!(out.contains(&O::NoiseCleared { corridor: c }));
    assert!(!g.map.corridors[&c].noise_marker);
    fix(
        &mut g,
        Fix::Noise {
            corridor: c,
            on: true,
        },
    );
    let bag = g.bag_size();
    let out = run(&mut g, alarm(true));
    assert!(
        out.iter().any(|o| matches!(o, O::TokenDrawn { .. })),
        "{out:?}"
    );
    assert!(g.bag_size() <= bag + 2);
}

/// Room 12: to any room, an attack as if by an Adult, then a noise roll.
#[test]
fn the_technical_corridor_takes_a_marine_anywhere_at_a_price() {
    let mut g = in_room(12);
    let out = run(
        &mut g,
        C::Room {
            who: 0,
            action: RoomAct::TechnicalCorridor { room: LANDING_ZONE },
        },
    );
    assert_eq!(g.marines[0].room, LANDING_ZONE);
    assert!(out.iter().any(|o| matches!(
        o,
        O::Attack {
            by: RKind::Adult,
            target: 0,
            ..
        }
    )));
    assert_eq!(
        g.pending.front(),
        Some(&Question::NoiseRoll {
            who: 0,
            why: RollWhy::Effect
        })
    );
}

/// Room 9: one intruder anywhere; into a marine's room it attacks as any intruder that enters.
#[test]
fn pressure_control_moves_an_intruder_anywhere() {
    let mut g = in_room(9);
    assert!(
        g.marine_offers(0).pressure.is_empty(),
        "no intruder to move"
    );
    let far = *g.map.corridors_of(LANDING_ZONE).last().unwrap();
    put(&mut g, Place::Corridor(far), RKind::Drone);
    // the offers name the one intruder, and only while the room works
    assert_eq!(
        g.marine_offers(0).pressure,
        vec![(Place::Corridor(far), RKind::Drone)]
    );
    let mut broken = g.clone();
    broken.map.rooms.get_mut(&9).unwrap().malfunction = true;
    assert!(
        broken.marine_offers(0).pressure.is_empty(),
        "a malfunction stops it"
    );
    let mut elsewhere = in_room(6);
    put(&mut elsewhere, Place::Corridor(far), RKind::Drone);
    assert!(
        elsewhere.marine_offers(0).pressure.is_empty(),
        "another room's action"
    );
    let out = run(
        &mut g,
        C::Room {
            who: 0,
            action: RoomAct::MoveIntruder {
                from: Place::Corridor(far),
                kind: RKind::Drone,
                to: Place::Room(9),
            },
        },
    );
    assert_eq!(g.map.intruders(Place::Room(9)).len(), 1);
    assert!(attacked(&out), "{out:?}");
}

/// Room 6: doors of one section opened and closed in one action; a destroyed door stays.
#[test]
fn door_control_sets_the_doors_of_one_section() {
    let mut g = in_room(6);
    let section = g.map.rooms[&LANDING_ZONE].section;
    // two corridor tiles with a door slot (whatever this seed dealt)
    let doors: Vec<u16> = g.map.corridors_of(LANDING_ZONE)[..2].to_vec();
    for c in &doors {
        g.map.corridors.get_mut(c).unwrap().door = Some(Door::Open);
    }
    run(
        &mut g,
        C::Room {
            who: 0,
            action: RoomAct::Doors {
                section,
                close: doors.clone(),
                open: vec![],
            },
        },
    );
    for c in &doors {
        assert_eq!(g.map.corridors[c].door, Some(Door::Closed));
    }
    fix(
        &mut g,
        Fix::Door {
            corridor: doors[0],
            door: Door::Destroyed,
        },
    );
    assert_eq!(
        g.apply(&C::Room {
            who: 0,
            action: RoomAct::Doors {
                section,
                close: vec![],
                open: vec![doors[0]],
            },
        }),
        Err(E::NotAvailable)
    );
}

/// Room 17: a new corridor out of the robot's room, dealt by the app (or named by the table).
#[test]
fn the_drilling_station_adds_a_corridor_at_the_robot() {
    let mut g = in_room(17);
    let drill = |dir| C::Room {
        who: 0,
        action: RoomAct::Drill { dir, tile: None },
    };
    assert_eq!(g.apply(&drill(Dir::E)), Err(E::RobotUnavailable));
    fix(
        &mut g,
        Fix::MarineTo {
            who: 1,
            room: HIBERNATORIUM,
        },
    );
    let t = tables().unwrap();
    let cell = g.map.rooms[&HIBERNATORIUM].cell;
    let free = Dir::ALL.into_iter().find(|d| {
        g.map.corridor_on(cell, *d).is_none() && t.frame.spaces.contains_key(&cell.step(*d))
    });
    let Some(dir) = free else {
        // every side of the Hibernatorium already has a corridor: nothing to drill
        assert!(g.apply(&drill(Dir::E)).is_err());
        return;
    };
    let pile = g.hidden.corridors.len();
    let out = run(&mut g, drill(dir));
    assert!(out.iter().any(|o| matches!(o, O::CorridorPlaced { .. })));
    assert_eq!(g.hidden.corridors.len(), pile - 1);
    assert!(g.map.corridor_on(cell, dir).is_some());
    assert_eq!(g.component_counts().corridors, 44);
}

/// Shelter, Decontamination and the rooms whose action is all on the table.
#[test]
fn rooms_that_take_contamination_away_and_rooms_the_table_carries_out() {
    let mut g = in_room(2);
    g.marines[0].contamination = 3;
    run(
        &mut g,
        C::Room {
            who: 0,
            action: RoomAct::Shelter { removed: 2 },
        },
    );
    assert_eq!(g.marines[0].contamination, 1);
    g.marines[0].larva = true;
    assert_eq!(
        g.apply(&C::Room {
            who: 0,
            action: RoomAct::Shelter { removed: 1 },
        }),
        Err(E::NotAvailable),
        "not with a Larva"
    );
    let mut g = in_room(13);
    g.marines[0].contamination = 4;
    run(
        &mut g,
        C::Room {
            who: 0,
            action: RoomAct::Decontaminate {},
        },
    );
    assert_eq!(g.marines[0].contamination, 0);
    let mut g = in_room(3);
    let out = run(
        &mut g,
        C::Room {
            who: 0,
            action: RoomAct::Used {},
        },
    );
    assert!(out.contains(&O::RoomUsed { who: 0, room: 3 }));
    let mut g = in_room(13);
    assert_eq!(
        g.apply(&C::Room {
            who: 0,
            action: RoomAct::Used {},
        }),
        Err(E::WrongRoom)
    );
}

/// Room 20: another discovered computer room's action, from here; never its own.
#[test]
fn the_server_room_uses_another_computer_room() {
    let mut g = in_room(20);
    let c = g.map.corridors_of(LANDING_ZONE)[1];
    open_room(&mut g, LANDING_ZONE, c, 10);
    let marked = g.map.corridors_of(LANDING_ZONE)[2];
    fix(
        &mut g,
        Fix::Noise {
            corridor: marked,
            on: true,
        },
    );
    let out = run(
        &mut g,
        C::Room {
            who: 0,
            action: RoomAct::Remote {
                room: 10,
                action: Box::new(RoomAct::Alarm {
                    corridor: marked,
                    resolve: false,
                }),
            },
        },
    );
    assert!(out.contains(&O::NoiseCleared { corridor: marked }));
    assert_eq!(
        g.apply(&C::Room {
            who: 0,
            action: RoomAct::Remote {
                room: 20,
                action: Box::new(RoomAct::Data),
            },
        }),
        Err(E::WrongRoom)
    );
}

/// Room 20 with Pressure Control on the map: the Server Room uses it from afar, so the
/// offers name the intruder and its moves are remote ones the rules take (the window offered
/// Pressure Control in its own room only, so a table could not play this).
#[test]
fn the_server_room_moves_an_intruder_through_pressure_control() {
    let mut g = in_room(20);
    let c = g.map.corridors_of(LANDING_ZONE)[1];
    open_room(&mut g, LANDING_ZONE, c, 9);
    assert!(
        g.marine_offers(0).pressure.is_empty(),
        "no intruder to move"
    );
    let far = *g.map.corridors_of(LANDING_ZONE).last().unwrap();
    put(&mut g, Place::Corridor(far), RKind::Drone);
    assert_eq!(
        g.marine_offers(0).pressure,
        vec![(Place::Corridor(far), RKind::Drone)]
    );
    let moves = g.intruder_moves(0, Place::Corridor(far), RKind::Drone);
    assert!(!moves.is_empty());
    assert!(
        moves
            .iter()
            .all(|m| matches!(m, RoomAct::Remote { room: 9, .. })),
        "{moves:?}"
    );
    let to_room = moves
        .iter()
        .find(|m| {
            matches!(m, RoomAct::Remote { action, .. }
                if matches!(**action, RoomAct::MoveIntruder { to: Place::Room(20), .. }))
        })
        .cloned()
        .expect("into the Server Room itself");
    let out = run(
        &mut g,
        C::Room {
            who: 0,
            action: to_room,
        },
    );
    assert_eq!(g.map.intruders(Place::Room(20)).len(), 1);
    assert!(attacked(&out), "{out:?}");
    // a Malfunction in Pressure Control stops it from afar too
    let mut broken = in_room(20);
    open_room(&mut broken, LANDING_ZONE, c, 9);
    put(&mut broken, Place::Corridor(far), RKind::Drone);
    broken.map.rooms.get_mut(&9).unwrap().malfunction = true;
    assert!(broken.marine_offers(0).pressure.is_empty());
}

/// A card asks a noise roll or an infection check: the app asks the table.
#[test]
fn a_card_asks_a_noise_roll_or_a_scan() {
    let mut g = game(2, 1);
    run(&mut g, C::Roll { who: 1 });
    assert_eq!(
        g.pending.front(),
        Some(&Question::NoiseRoll {
            who: 1,
            why: RollWhy::Effect
        })
    );
    run(
        &mut g,
        C::NoiseRoll {
            face: NoiseFace::One,
        },
    );
    run(&mut g, C::Infection { who: 0 });
    assert_eq!(g.pending.front(), Some(&Question::Infection { who: 0 }));
    run(&mut g, C::Scan { found: true });
    assert!(g.marines[0].larva);
}

/// The table can put right the round, the facility's tracks, the marines' boards and the bag.
#[test]
fn the_table_corrects_what_the_app_holds_in_the_open() {
    let mut g = game(2, 2);
    fix(&mut g, Fix::Round { round: 9 });
    assert_eq!(g.round, 9);
    assert_eq!(
        g.apply(&C::Correct {
            fix: Fix::Round { round: 0 }
        }),
        Err(E::OutOfRange)
    );
    fix(
        &mut g,
        Fix::LifeSupport {
            section: map::Section::B,
            on: true,
        },
    );
    assert!(g.facility.life_support(map::Section::B));
    fix(&mut g, Fix::Autodestruction { slot: Some(12) });
    assert_eq!(g.facility.autodestruction, Some(12));
    fix(&mut g, Fix::PowerCut { cut: true });
    assert_eq!(g.facility.life_support, [false; 3]);
    assert_eq!(g.facility.autodestruction, None);
    assert_eq!(
        g.apply(&C::Correct {
            fix: Fix::Hibernatorium { powered: true }
        }),
        Err(E::NotAvailable),
        "no power after the Reactor"
    );
    fix(
        &mut g,
        Fix::Lander {
            lander: Lander::Landed,
        },
    );
    assert_eq!(g.facility.lander, Lander::Landed);
    fix(&mut g, Fix::Eggs { eggs: 0 });
    assert!(g.facility.nest_destroyed);
    fix(&mut g, Fix::Eggs { eggs: 2 });
    assert!(!g.facility.nest_destroyed);
    fix(&mut g, Fix::Larva { who: 1, on: true });
    fix(&mut g, Fix::Data { who: 1, on: true });
    fix(&mut g, Fix::Contamination { who: 1, count: 5 });
    fix(&mut g, Fix::CarriedEggs { who: 1, eggs: 1 });
    let m = &g.marines[1];
    assert!(m.larva && m.data);
    assert_eq!((m.contamination, m.eggs), (5, 1));
    assert_eq!(
        g.apply(&C::Correct {
            fix: Fix::Larva { who: 9, on: true }
        }),
        Err(E::NoSuchMarine)
    );
}

/// Bag corrections keep every token (bag + piles = 40) and, taken back in either order, leave
/// the bag as it was, so the next draw is the same.
#[test]
fn bag_corrections_keep_the_tokens_and_cancel_exactly() {
    let g0 = game(3, 11);
    for (first, then) in [(true, false), (false, true)] {
        let mut g = g0.clone();
        fix(
            &mut g,
            Fix::Bag {
                kind: RKind::Adult,
                add: first,
            },
        );
        assert_eq!(g.component_counts().tokens, 40);
        fix(
            &mut g,
            Fix::Bag {
                kind: RKind::Adult,
                add: then,
            },
        );
        assert_eq!(g, g0, "add {first} then {then}");
    }
    let mut g = g0.clone();
    let larvae = g.piles[&RKind::Larva];
    for _ in 0..larvae {
        fix(
            &mut g,
            Fix::Bag {
                kind: RKind::Larva,
                add: true,
            },
        );
    }
    assert_eq!(
        g.apply(&C::Correct {
            fix: Fix::Bag {
                kind: RKind::Larva,
                add: true
            }
        }),
        Err(E::NotAvailable),
        "the pile is empty"
    );
}

/// A placed room that is really another tile of its type: the tiles change places, the marines
/// in it stay where they stand, and correcting back restores the pile.
#[test]
fn a_placed_room_can_be_corrected_to_another_tile_of_its_type() {
    let t = tables().unwrap();
    let mut g = game(1, 6);
    let c = g.map.corridors_of(LANDING_ZONE)[0];
    run(
        &mut g,
        C::Move {
            who: 0,
            corridor: c,
            careful: false,
        },
    );
    let room = g.marines[0].room;
    assert_ne!(room, LANDING_ZONE);
    while !g.pending.is_empty() {
        let answer = match g.pending.front() {
            Some(Question::NoiseRoll { .. }) => C::NoiseRoll {
                face: NoiseFace::Four,
            },
            Some(Question::TokenBack { kind, .. }) => C::TokenBack {
                adults: u8::from(*kind == RKind::Adult) * 2,
                drones: u8::from(*kind != RKind::Adult),
            },
            _ => C::Scan { found: false },
        };
        run(&mut g, answer);
    }
    let before = g.clone();
    let kind = t.rooms[&room].kind;
    let other = g.hidden.rooms[&kind][0];
    fix(&mut g, Fix::RoomTile { room, tile: other });
    assert!(g.map.rooms.contains_key(&other) && !g.map.rooms.contains_key(&room));
    assert_eq!(g.marines[0].room, other);
    assert_eq!(g.component_counts().rooms, 25);
    fix(
        &mut g,
        Fix::RoomTile {
            room: other,
            tile: room,
        },
    );
    assert_eq!(g, before);
    let elsewhere = t
        .rooms
        .values()
        .find(|r| r.kind != kind && !r.fixed && !g.map.rooms.contains_key(&r.id))
        .unwrap()
        .id;
    assert_eq!(
        g.apply(&C::Correct {
            fix: Fix::RoomTile {
                room,
                tile: elsewhere
            }
        }),
        Err(E::WrongTile),
        "another type's tile"
    );
}

/// The offers the window shows are what the rules take, and name the new rooms' actions.
#[test]
fn the_offers_name_what_the_rules_take() {
    let mut g = in_room(10);
    let c = g.map.corridors_of(LANDING_ZONE)[1];
    assert!(g.room_offers(0).is_empty(), "no marker, nothing to do");
    fix(
        &mut g,
        Fix::Noise {
            corridor: c,
            on: true,
        },
    );
    let offers = g.room_offers(0);
    assert_eq!(
        offers,
        vec![
            RoomAct::Alarm {
                corridor: c,
                resolve: true
            },
            RoomAct::Alarm {
                corridor: c,
                resolve: false
            }
        ]
    );
    // Pressure Control: one intruder, every place it may go
    let mut g = in_room(9);
    put(&mut g, Place::Room(LANDING_ZONE), RKind::Drone);
    let moves = g.intruder_moves(0, Place::Room(LANDING_ZONE), RKind::Drone);
    // not into the undiscovered Hibernatorium nor its corridors (JA 60–61)
    let hidden = g.map.corridors_of(HIBERNATORIUM).len();
    assert_eq!(
        moves.len(),
        g.map.rooms.len() - 2 + g.map.corridors.len() - hidden
    );
    // the robot: nothing before the Hibernatorium is discovered; then its card's options
    run(
        &mut g,
        C::EndTurn {
            who: 0,
            pass: false,
        },
    );
    assert!(g.robot_offers(1).is_empty());
    fix(
        &mut g,
        Fix::MarineTo {
            who: 1,
            room: HIBERNATORIUM,
        },
    );
    g.facility.robot = Some(RobotKind::Securing);
    let offers = g.robot_offers(1);
    assert!(offers.contains(&RobotAct::Secure {}), "{offers:?}");
    for act in offers {
        assert!(g.clone().apply(&C::Robot { who: 1, act }).is_ok());
    }
}

/// docs/headless.md's example lines for these commands: each reads as a command and is taken
/// in a game set up for it (the doc cannot show a line the rules refuse).
#[test]
fn the_headless_doc_examples_play() {
    let doc = include_str!("../../../../docs/headless.md");
    let block = doc
        .split("```retaliation-commands\n")
        .nth(1)
        .and_then(|b| b.split("```").next())
        .expect("the example block");
    // a game whose Landing Zone has corridor 204, the examples' corridor
    let seed = (1..500)
        .find(|&s| game(2, s).map.corridors_of(LANDING_ZONE).contains(&204))
        .expect("a seed with corridor 204 at the Landing Zone");
    let mut lines = 0;
    for line in block.lines().filter(|l| !l.trim().is_empty()) {
        let cmd: C = serde_json::from_str(line).unwrap_or_else(|e| panic!("{line}: {e}"));
        let mut g = game(2, seed);
        stage(&mut g, &cmd);
        let r = g.apply(&cmd);
        assert!(r.is_ok(), "{line}: {r:?}");
        lines += 1;
    }
    assert!(lines >= 35, "{lines} example lines");
}

/// Sets the table up for an example command: the marine in the room its action needs, the
/// intruder, marker or robot it acts on.
fn stage(g: &mut RetaliationState, cmd: &C) {
    let free: Vec<u16> = g
        .map
        .corridors_of(LANDING_ZONE)
        .into_iter()
        .filter(|c| *c != 204)
        .collect();
    let room_next_to_landing = |g: &mut RetaliationState, id: u8, k: usize| {
        open_room(g, LANDING_ZONE, free[k], id);
    };
    let marine_in = |g: &mut RetaliationState, id: u8| {
        fix(g, Fix::MarineTo { who: 0, room: id });
    };
    match cmd {
        C::Repel { .. } | C::Melee { .. } | C::Shoot { .. } => {
            put(g, Place::Room(LANDING_ZONE), RKind::Adult)
        }
        C::Robot { act, .. } => {
            marine_in(g, HIBERNATORIUM);
            g.facility.robot = Some(match act {
                RobotAct::Heal {} => RobotKind::Medical,
                RobotAct::Secure {} => RobotKind::Securing,
                _ => RobotKind::Technical,
            });
            match act {
                RobotAct::Move { .. } => {
                    let c = g.map.corridors_of(HIBERNATORIUM)[0];
                    open_room(g, HIBERNATORIUM, c, 3);
                }
                _ => {
                    fix(
                        g,
                        Fix::Fire {
                            room: HIBERNATORIUM,
                            on: true,
                        },
                    );
                }
            }
        }
        C::Room { action, .. } => match action {
            RoomAct::Alarm { .. } => {
                room_next_to_landing(g, 10, 0);
                marine_in(g, 10);
                fix(
                    g,
                    Fix::Noise {
                        corridor: 204,
                        on: true,
                    },
                );
            }
            RoomAct::TechnicalCorridor { .. } => {
                room_next_to_landing(g, 12, 0);
                marine_in(g, 12);
            }
            RoomAct::MoveIntruder { .. } => {
                room_next_to_landing(g, 9, 0);
                marine_in(g, 9);
                put(g, Place::Room(LANDING_ZONE), RKind::Drone);
            }
            RoomAct::Doors { .. } => {
                room_next_to_landing(g, 6, 0);
                marine_in(g, 6);
                g.map.corridors.get_mut(&204).unwrap().door = Some(Door::Open);
            }
            RoomAct::Remote { .. } => {
                room_next_to_landing(g, 20, 0);
                room_next_to_landing(g, 10, 1);
                marine_in(g, 20);
                fix(
                    g,
                    Fix::Noise {
                        corridor: 204,
                        on: true,
                    },
                );
            }
            RoomAct::Used {} => {
                room_next_to_landing(g, 3, 0);
                marine_in(g, 3);
            }
            RoomAct::Shelter { .. } | RoomAct::Decontaminate {} => {
                let id = if matches!(action, RoomAct::Shelter { .. }) {
                    2
                } else {
                    13
                };
                room_next_to_landing(g, id, 0);
                marine_in(g, id);
                g.marines[0].contamination = 2;
            }
            RoomAct::RobotSecure { .. } => {
                room_next_to_landing(g, 7, 0);
                fix(
                    g,
                    Fix::MarineTo {
                        who: 1,
                        room: HIBERNATORIUM,
                    },
                );
                marine_in(g, 7);
            }
            _ => {}
        },
        C::Correct {
            fix: Fix::RobotMalfunction { .. },
        } => {
            fix(
                g,
                Fix::MarineTo {
                    who: 1,
                    room: HIBERNATORIUM,
                },
            );
        }
        _ => {}
    }
}

/// The frame is the app's model (facility.json): a table whose real space is in another section
/// draws from that section's pile, and the app takes it and puts the room in that section; the
/// section of a placed room can be corrected too.
#[test]
fn a_tile_from_another_sections_pile_is_taken_when_the_frame_differs() {
    let t = tables().unwrap();
    let mut taken = 0;
    for seed in 0..40 {
        let mut config = RetaliationConfig::numbered(seed, 1);
        config.dealer = crate::ids::Dealer::Box;
        let mut g = RetaliationState::new(&config).unwrap();
        let c = g.map.corridors_of(LANDING_ZONE)[0];
        run(
            &mut g,
            C::Move {
                who: 0,
                corridor: c,
                careful: false,
            },
        );
        let w = g.tiles_wanted().unwrap();
        if w.room_kind == data::RoomKind::Unknown {
            continue;
        }
        let other = (1..=25u8)
            .find(|r| {
                let k = t.rooms[r].kind;
                !g.map.rooms.contains_key(r)
                    && !t.rooms[r].fixed
                    && k != data::RoomKind::Unknown
                    && k != w.room_kind
            })
            .unwrap();
        let corridors: Vec<u16> = w.corridors.iter().take(w.count).copied().collect();
        run(
            &mut g,
            C::Tiles {
                room: other,
                corridors,
            },
        );
        assert_eq!(
            Some(g.map.rooms[&other].section),
            t.rooms[&other].kind.section(),
            "seed {seed}"
        );
        fix(
            &mut g,
            Fix::Section {
                room: other,
                section: w.section,
            },
        );
        assert_eq!(g.map.rooms[&other].section, w.section);
        taken += 1;
    }
    assert!(taken > 5, "{taken} games drew a section's card first");
}

/// The decks and the AA token turned up: an effect that lets the table arrange a deck is told
/// as the card now on top (it changes places with the one there), and the AA face seen.
#[test]
fn the_table_names_the_top_event_and_attack_cards_and_the_aa_face() {
    let t = tables().unwrap();
    let mut g = game(1, 12);
    let want = g.hidden.events[0];
    fix(&mut g, Fix::NextEvent { card: want });
    assert_eq!(g.hidden.events.last(), Some(&want));
    g.step = Step::Event;
    let out = run(&mut g, C::EventCard {});
    assert!(out.contains(&O::Event {
        id: t.events[usize::from(want)].id.clone()
    }));
    assert_eq!(
        g.apply(&C::Correct {
            fix: Fix::NextEvent { card: want }
        }),
        Err(E::NotAvailable),
        "a card no longer in the deck"
    );
    let bottom = g.hidden.attacks[0];
    let face = t
        .attacks
        .iter()
        .map(|a| a.id.as_str())
        .fold(Vec::<&str>::new(), |mut v, id| {
            if !v.contains(&id) {
                v.push(id);
            }
            v
        })
        .iter()
        .position(|id| *id == t.attacks[usize::from(bottom)].id)
        .unwrap() as u8;
    fix(&mut g, Fix::NextAttack { face });
    let top = *g.hidden.attacks.last().unwrap();
    assert_eq!(
        t.attacks[usize::from(top)].id,
        t.attacks[usize::from(bottom)].id
    );
    fix(
        &mut g,
        Fix::AaRevealed {
            face: Some(AaFace::Inactive),
        },
    );
    assert_eq!(g.facility.aa_revealed, Some(AaFace::Inactive));
}

/// cards-retaliation §10, Exploration Robot: through an unexplored corridor next to it, the
/// exploration sequence without the entrance effect; the robot stands in the new room, the
/// marine stays. When the box deals, the players say the tiles as for a marine.
#[test]
fn the_exploration_robot_explores_without_the_entrance_effect() {
    for dealer in [crate::ids::Dealer::App, crate::ids::Dealer::Box] {
        let mut found = false;
        for seed in 1..40 {
            let mut config = RetaliationConfig::numbered(seed, 2);
            config.dealer = dealer;
            let mut g = RetaliationState::new(&config).unwrap();
            fix(
                &mut g,
                Fix::MarineTo {
                    who: 0,
                    room: HIBERNATORIUM,
                },
            );
            g.facility.robot = Some(RobotKind::Exploration);
            let Some(RobotAct::Explore { corridor }) = g
                .robot_offers(0)
                .into_iter()
                .find(|a| matches!(a, RobotAct::Explore { .. }))
            else {
                continue;
            };
            let rooms = g.map.rooms.len();
            let mut out = run(
                &mut g,
                C::Robot {
                    who: 0,
                    act: RobotAct::Explore { corridor },
                },
            );
            if let Some(w) = g.tiles_wanted() {
                assert!(matches!(
                    g.pending.front(),
                    Some(Question::Tiles { robot: true, .. })
                ));
                out = run(
                    &mut g,
                    C::Tiles {
                        room: w.rooms[0],
                        corridors: w.corridors[..w.count].to_vec(),
                    },
                );
            }
            assert_eq!(g.map.rooms.len(), rooms + 1, "seed {seed}");
            let new_room = g.facility.robot_room;
            assert_ne!(new_room, HIBERNATORIUM);
            assert_eq!(g.marines[0].room, HIBERNATORIUM, "the marine stays");
            assert!(out.contains(&O::RobotMoved { room: new_room }));
            assert!(
                !out.iter().any(|o| matches!(
                    o,
                    O::DoorsClosed { .. } | O::MarineMoved { .. } | O::TokenDrawn { .. }
                )),
                "no entrance effect: {out:?}"
            );
            assert!(
                !g.pending
                    .iter()
                    .any(|q| matches!(q, Question::NoiseRoll { .. })),
                "no noise roll"
            );
            assert_eq!(g.component_counts().rooms, 25);
            found = true;
            break;
        }
        assert!(
            found,
            "{dealer:?}: some seed has an unexplored corridor at the Hibernatorium"
        );
    }
}

/// The frame is the app's model: a space the real frame has where the model has none can be
/// added (in a section), and an exploration card's slot toward it then takes a corridor tile;
/// a space in use cannot be taken away, and taking an added one away gives back the model.
#[test]
fn a_space_the_model_lacks_can_be_added_to_the_frame() {
    let t = tables().unwrap();
    let mut checked = 0;
    for seed in 0..80 {
        let mut config = RetaliationConfig::numbered(seed, 1);
        config.dealer = crate::ids::Dealer::Box;
        let mut g = RetaliationState::new(&config).unwrap();
        let c = g.map.corridors_of(LANDING_ZONE)[0];
        run(
            &mut g,
            C::Move {
                who: 0,
                corridor: c,
                careful: false,
            },
        );
        let w = g.tiles_wanted().unwrap();
        let card = t.exploration.iter().find(|e| e.id == w.card).unwrap();
        // a slot of the card that leads out of the model's frame
        let Some(out) = card
            .slots
            .iter()
            .map(|d| w.cell.step(*d))
            .find(|h| g.space(*h).is_none() && g.map.room_at(*h).is_none())
        else {
            continue;
        };
        if w.count >= w.corridors.len() {
            continue;
        }
        assert!(
            w.off_frame.iter().any(|d| w.cell.step(*d) == out),
            "the rules name the slot the model blocks"
        );
        fix(
            &mut g,
            Fix::Space {
                cell: out,
                section: Some(map::Section::B),
            },
        );
        assert_eq!(g.space(out), Some(map::Section::B));
        let more = g.tiles_wanted().unwrap();
        assert_eq!(
            more.count,
            w.count + 1,
            "seed {seed}: the slot takes a tile now"
        );
        let corridors = more.corridors[..more.count].to_vec();
        run(
            &mut g,
            C::Tiles {
                room: more.rooms[0],
                corridors,
            },
        );
        assert_eq!(
            g.apply(&C::Correct {
                fix: Fix::Space {
                    cell: w.cell,
                    section: None
                }
            }),
            Err(E::NotAvailable),
            "a room stands there"
        );
        checked += 1;
    }
    assert!(
        checked > 3,
        "{checked} explorations had a slot out of the model's frame"
    );
    let mut g = game(1, 1);
    let far = map::Hex { q: 40, r: 40 };
    fix(
        &mut g,
        Fix::Space {
            cell: far,
            section: Some(map::Section::C),
        },
    );
    assert!(g.spaces().contains(&(far, map::Section::C)));
    fix(
        &mut g,
        Fix::Space {
            cell: far,
            section: None,
        },
    );
    assert_eq!(g.space(far), None);
    assert!(g.frame_fixes.is_empty(), "back to the model");
}

/// Issue 33 (the rules answer): what a marine may do now comes from the rules, as the window
/// shows it. An Adult in the room can be hit, killed, fought hand to hand and repelled; the
/// Queen takes a critical, not a hit marker; a marine who passed is offered no action.
#[test]
fn a_marines_offers_are_what_the_rules_take_now() {
    let mut g = game(2, 5);
    let o = g.marine_offers(0);
    assert!(o.end_turn && o.secure, "{o:?}");
    assert!(o.fights.is_empty());
    assert_eq!(o.moves.len(), g.map.corridors_of(LANDING_ZONE).len());
    put(&mut g, Place::Room(LANDING_ZONE), RKind::Adult);
    let o = g.marine_offers(0);
    assert!(!o.secure, "no secure token beside an intruder");
    let adult = o.fights.iter().find(|f| f.kind == RKind::Adult).unwrap();
    assert_eq!(adult.at, Place::Room(LANDING_ZONE));
    assert!(adult.hit && adult.kill && adult.melee && adult.repel && !adult.queen_critical);
    put(&mut g, Place::Room(LANDING_ZONE), RKind::Queen);
    let o = g.marine_offers(0);
    let queen = o.fights.iter().find(|f| f.kind == RKind::Queen).unwrap();
    assert!(
        queen.queen_critical && !queen.hit && !queen.kill,
        "{queen:?}"
    );
    // every offer is taken by apply
    for f in &o.fights {
        if f.kill {
            assert!(
                g.clone()
                    .apply(&C::Kill {
                        at: f.at,
                        kind: f.kind
                    })
                    .is_ok()
            );
        }
    }
    // a marine who passed takes no more actions; what happens to them (a card's roll, a
    // kill the table reports) still can
    run(&mut g, C::EndTurn { who: 0, pass: true });
    let o = g.marine_offers(0);
    assert!(
        !o.end_turn && !o.secure && o.moves.is_empty() && o.rooms.is_empty(),
        "{o:?}"
    );
    assert!(o.fights.iter().all(|f| !f.melee), "{o:?}");
    assert!(o.roll && o.fights.iter().any(|f| f.kill));
    assert!(g.marine_offers(9).moves.is_empty(), "no such marine");
}

/// retaliation.md §15.6: autodestruction starts 5 spaces ahead of the round marker, whoever
/// starts it. The Cooling System's action, and the correction the window offers for a token
/// the table put on the track, land on the same space (the window wrote "round + 5" itself).
#[test]
fn autodestruction_starts_five_spaces_ahead_by_the_room_or_by_a_correction() {
    for round in [1u8, 4, 9] {
        let mut g = in_room(21);
        fix(&mut g, Fix::Round { round });
        assert_eq!(g.round, round);
        let at = g.autodestruction_starts_at();
        assert_eq!(at, round + 5);
        let mut by_room = g.clone();
        let out = run(
            &mut by_room,
            C::Room {
                who: 0,
                action: RoomAct::Autodestruction,
            },
        );
        assert!(out.contains(&O::Autodestruction { slot: at }), "{out:?}");
        assert_eq!(by_room.facility.autodestruction, Some(at));
        let mut by_fix = g.clone();
        fix(&mut by_fix, Fix::Autodestruction { slot: Some(at) });
        assert_eq!(by_fix.facility.autodestruction, Some(at));
    }
}

/// Issue 51 (d): an unknown field anywhere in a command, nested parts included, is refused when
/// the command is read, not answered later with a refusal that hides the typo.
#[test]
fn an_unknown_field_anywhere_in_a_command_is_refused_when_read() {
    let bad = [
        r#"{"cmd":"kill","at":{"at":"room","id":14,"typo":1},"kind":"adult"}"#,
        r#"{"cmd":"repel","who":0,"at":{"at":"corridor","id":3,"typo":1},"kind":"adult"}"#,
        r#"{"cmd":"room","who":0,"action":{"act":"move_intruder","from":{"at":"room","id":1,"x":0},"kind":"adult","to":{"at":"room","id":2}}}"#,
        r#"{"cmd":"room","who":0,"action":{"act":"remote","room":3,"action":{"act":"data","typo":true}}}"#,
        r#"{"cmd":"room","who":0,"action":{"act":"reactor","typo":true}}"#,
        r#"{"cmd":"room","who":0,"action":{"act":"shelter","removed":1,"typo":true}}"#,
        r#"{"cmd":"robot","who":0,"act":{"act":"heal","typo":1}}"#,
        r#"{"cmd":"robot","who":0,"act":{"act":"room","action":{"act":"used","typo":1}}}"#,
        r#"{"cmd":"correct","fix":{"fix":"space","cell":{"q":0,"r":0,"s":1},"section":null}}"#,
        r#"{"cmd":"correct","fix":{"fix":"place","at":{"at":"room","id":1,"typo":1},"kind":"adult"}}"#,
        r#"{"cmd":"correct","fix":{"fix":"fire_supply_empty","typo":1}}"#,
        r#"{"cmd":"correct","fix":{"fix":"turn","who":0,"actions_left":2,"typo":1}}"#,
        r#"{"cmd":"event_card","typo":1}"#,
    ];
    for json in bad {
        assert!(
            serde_json::from_str::<C>(json).is_err(),
            "read despite the unknown field: {json}"
        );
    }
    let good = [
        r#"{"cmd":"kill","at":{"at":"room","id":14},"kind":"adult"}"#,
        r#"{"cmd":"room","who":0,"action":{"act":"remote","room":3,"action":{"act":"data"}}}"#,
        r#"{"cmd":"room","who":0,"action":{"act":"reactor"}}"#,
        r#"{"cmd":"robot","who":0,"act":{"act":"heal"}}"#,
        r#"{"cmd":"correct","fix":{"fix":"space","cell":{"q":0,"r":0},"section":null}}"#,
        r#"{"cmd":"correct","fix":{"fix":"fire_supply_empty"}}"#,
        r#"{"cmd":"correct","fix":{"fix":"turn","who":0,"actions_left":2}}"#,
    ];
    for json in good {
        assert!(serde_json::from_str::<C>(json).is_ok(), "{json}");
    }
}
