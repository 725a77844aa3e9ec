//! Room actions that touch what the app owns (base.md §10.3–10.4, §11.2–11.7, §14.5).
//! Side A: Cockpit 001, Hibernatorium 011, Engines 3/2/1 in 019/020/021.

use super::kit::*;
use crate::ids::*;
use crate::nemesis::command::ScanKind;
use crate::nemesis::outcome::{DeathCause, NestEnd, Outcome, Sight};
use crate::nemesis::state::{DoorState, WeaknessSlot, Whereabouts};
use crate::{Command, GameState, RuleError};
use IntruderKind::*;

fn refused(g: &mut GameState, cmd: Command) -> RuleError {
    let before = g.clone();
    let e = g.apply(&cmd).expect_err("refused");
    assert_eq!(*g, before, "a refused command changes nothing");
    e
}

fn na(reason: &str) -> RuleError {
    RuleError::NotAllowed(crate::nemesis::Refusal::from_code(reason).expect("a reason code"))
}

// ----- engines, coordinates, destination -----

#[test]
fn an_engine_check_is_a_private_outcome_for_that_player_only() {
    let mut g = game(2, Side::A);
    put(&mut g, 1, 21);
    g.hidden.engines = [true, false, false];
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
                working: true
            }
        }]
    );
    assert_eq!(
        refused(
            &mut g,
            Command::CheckEngine {
                player: PlayerId(1),
                engine: 2
            }
        ),
        RuleError::WrongRoom(RoomKind::Engine2)
    );
    g.rooms.get_mut(&SlotId(21)).unwrap().malfunction = true;
    assert_eq!(
        refused(
            &mut g,
            Command::CheckEngine {
                player: PlayerId(1),
                engine: 1
            }
        ),
        RuleError::Malfunction(SlotId(21))
    );
}

#[test]
fn engine_control_shows_all_three_engines_privately_even_with_broken_engine_rooms() {
    let mut g = game(2, Side::A);
    room(&mut g, 6, RoomKind::EngineControl);
    put(&mut g, 2, 6);
    g.hidden.engines = [false, true, false];
    g.rooms.get_mut(&SlotId(19)).unwrap().malfunction = true;
    let out = apply(
        &mut g,
        Command::CheckAllEngines {
            player: PlayerId(2),
        },
    );
    assert_eq!(
        out,
        vec![Outcome::Private {
            to: PlayerId(2),
            sight: Sight::Engines {
                working: [false, true, false]
            }
        }]
    );
}

#[test]
fn restacking_an_engine_says_only_changed_or_unchanged_and_works_with_a_malfunction() {
    let mut g = game(2, Side::A);
    put(&mut g, 1, 21);
    g.rooms.get_mut(&SlotId(21)).unwrap().malfunction = true;
    g.hidden.engines = [true, true, true];
    let restack = |top| Command::RestackEngine {
        player: PlayerId(1),
        engine: 1,
        working_on_top: top,
    };
    let out = apply(&mut g, restack(false));
    assert_eq!(
        out,
        vec![Outcome::EngineRestacked {
            engine: 1,
            changed: true
        }]
    );
    assert_eq!(g.hidden.engines, [false, true, true]);
    let out = apply(&mut g, restack(false));
    assert_eq!(
        out,
        vec![Outcome::EngineRestacked {
            engine: 1,
            changed: false
        }]
    );
    assert!(out.iter().all(|o| o.private_to().is_none()));
}

#[test]
fn checking_the_coordinates_is_private() {
    let mut g = game(2, Side::A);
    put(&mut g, 1, 1);
    let out = apply(
        &mut g,
        Command::CheckCoordinates {
            player: PlayerId(1),
        },
    );
    assert_eq!(out.len(), 1);
    assert_eq!(out[0].private_to(), Some(PlayerId(1)));
    assert!(matches!(
        &out[0],
        Outcome::Private { sight: Sight::Coordinates { card, .. }, .. } if *card == g.hidden.coordinates
    ));
}

#[test]
fn setting_the_destination_moves_the_marker() {
    let mut g = game(2, Side::A);
    put(&mut g, 1, 1);
    apply(
        &mut g,
        Command::SetDestination {
            player: PlayerId(1),
            letter: 3,
        },
    );
    assert_eq!(g.destination, 3);
    assert_eq!(
        refused(
            &mut g,
            Command::SetDestination {
                player: PlayerId(1),
                letter: 4
            }
        ),
        na("no_such_letter")
    );
}

#[test]
fn the_destination_is_locked_while_someone_hibernates_or_an_intruder_is_in_the_cockpit() {
    let mut g = game(2, Side::A);
    put(&mut g, 1, 1);
    g.character_mut(PlayerId(2)).unwrap().at = Whereabouts::Hibernating;
    let set = Command::SetDestination {
        player: PlayerId(1),
        letter: 0,
    };
    assert_eq!(refused(&mut g, set.clone()), na("destination_locked"));
    g.character_mut(PlayerId(2)).unwrap().at = Whereabouts::Room(SlotId(11));
    add(&mut g, Adult, 1);
    assert_eq!(refused(&mut g, set), RuleError::InCombat);
}

// ----- self-destruct -----

#[test]
fn the_generator_starts_and_cancels_self_destruct() {
    let mut g = game(2, Side::A);
    room(&mut g, 5, RoomKind::Generator);
    put(&mut g, 1, 5);
    let sd = |start| Command::SelfDestruct {
        player: PlayerId(1),
        start,
    };
    assert_eq!(refused(&mut g, sd(false)), na("not_running"));
    let out = apply(&mut g, sd(true));
    assert!(has(&out, |o| matches!(o, Outcome::SelfDestructStarted)));
    assert_eq!(g.self_destruct, Some(6));
    assert_eq!(refused(&mut g, sd(true)), na("already_running"));
    apply(&mut g, sd(false));
    assert_eq!(g.self_destruct, None);
}

#[test]
fn self_destruct_cannot_start_while_anyone_hibernates() {
    let mut g = game(2, Side::A);
    room(&mut g, 5, RoomKind::Generator);
    put(&mut g, 1, 5);
    g.character_mut(PlayerId(2)).unwrap().at = Whereabouts::Hibernating;
    assert_eq!(
        refused(
            &mut g,
            Command::SelfDestruct {
                player: PlayerId(1),
                start: true
            }
        ),
        na("someone_hibernating")
    );
}

// ----- doors, airlock, pods -----

#[test]
fn the_command_center_opens_and_closes_the_doors_of_one_room() {
    let mut g = game(2, Side::A);
    room(&mut g, 6, RoomKind::CommandCenter);
    put(&mut g, 1, 6);
    let (a, b) = (corr(&g, 8, 4), corr(&g, 8, 7));
    apply(
        &mut g,
        Command::SetDoors {
            player: PlayerId(1),
            doors: vec![(a, DoorState::Closed), (b, DoorState::Closed)],
        },
    );
    assert_eq!(door_of(&g, 8, 4), DoorState::Closed);
    assert_eq!(door_of(&g, 8, 7), DoorState::Closed);
    assert_eq!(door_of(&g, 8, 9), DoorState::Open, "not all of them");
    apply(
        &mut g,
        Command::SetDoors {
            player: PlayerId(1),
            doors: vec![(a, DoorState::Open)],
        },
    );
    assert_eq!(door_of(&g, 8, 4), DoorState::Open);
    let far = corr(&g, 12, 16);
    assert_eq!(
        refused(
            &mut g,
            Command::SetDoors {
                player: PlayerId(1),
                doors: vec![(a, DoorState::Closed), (far, DoorState::Closed)]
            }
        ),
        na("doors_of_one_room")
    );
    door(&mut g, 8, 9, DoorState::Destroyed);
    let c = corr(&g, 8, 9);
    assert_eq!(
        refused(
            &mut g,
            Command::SetDoors {
                player: PlayerId(1),
                doors: vec![(c, DoorState::Closed)]
            }
        ),
        na("door_destroyed")
    );
}

/// Airlock Control in 006 (player 1); the yellow Comms Room in 008 with player 2 and an Adult.
fn airlock_setup() -> GameState {
    let mut g = game(3, Side::A);
    room(&mut g, 6, RoomKind::AirlockControl);
    room(&mut g, 8, RoomKind::CommsRoom);
    put(&mut g, 1, 6);
    put(&mut g, 2, 8);
    add(&mut g, Adult, 8);
    {
        let r = g.rooms.get_mut(&SlotId(8)).unwrap();
        r.fire = true;
        r.carcasses = 1;
    }
    bag(&mut g, &[]);
    apply(
        &mut g,
        Command::Airlock {
            player: PlayerId(1),
            room: SlotId(8),
        },
    );
    g
}

#[test]
fn the_airlock_vents_the_room_at_the_event_phase_if_all_its_doors_stayed_closed() {
    let mut g = airlock_setup();
    for to in [4, 7, 11, 9] {
        assert_eq!(door_of(&g, 8, to), DoorState::Closed);
    }
    assert_eq!(g.airlock, Some(SlotId(8)));
    let out = event_phase_with(&mut g, "BE02", &[(1, 5), (2, 5), (3, 5)]);
    assert!(has(&out, |o| matches!(
        o,
        Outcome::AirlockVented { at: SlotId(8) }
    )));
    assert!(has(&out, |o| matches!(
        o,
        Outcome::CharacterDied {
            player: PlayerId(2),
            cause: DeathCause::Airlock,
            ..
        }
    )));
    assert!(g.intruders_in(SlotId(8)).next().is_none());
    let r = &g.rooms[&SlotId(8)];
    assert!(!r.fire);
    assert_eq!(
        r.carcasses, 1,
        "objects stay; vented intruders leave none (our reading)"
    );
    assert_eq!(r.corpses, 1, "player 2's corpse");
    assert_eq!(g.airlock, None);
    assert!(g.character(PlayerId(1)).unwrap().alive());
}

#[test]
fn the_airlock_is_broken_when_one_of_its_doors_is_opened() {
    let mut g = airlock_setup();
    room(&mut g, 7, RoomKind::CommandCenter);
    put(&mut g, 3, 7);
    let c = corr(&g, 8, 4);
    let out = apply(
        &mut g,
        Command::SetDoors {
            player: PlayerId(3),
            doors: vec![(c, DoorState::Open)],
        },
    );
    assert!(has(&out, |o| matches!(
        o,
        Outcome::AirlockBroken { at: SlotId(8) }
    )));
    assert_eq!(g.airlock, None);
    event_phase_with(&mut g, "BE02", &[(1, 5), (2, 5), (3, 5)]);
    assert!(g.character(PlayerId(2)).unwrap().alive());
}

#[test]
fn the_airlock_is_broken_when_one_of_its_doors_is_destroyed() {
    let mut g = airlock_setup();
    door(&mut g, 8, 9, DoorState::Destroyed);
    let out = event_phase_with(&mut g, "BE02", &[(1, 5), (2, 5), (3, 5)]);
    assert!(has(&out, |o| matches!(
        o,
        Outcome::AirlockBroken { at: SlotId(8) }
    )));
    assert!(g.character(PlayerId(2)).unwrap().alive());
}

#[test]
fn the_airlock_needs_another_yellow_room_without_a_destroyed_door() {
    let mut g = game(2, Side::A);
    room(&mut g, 6, RoomKind::AirlockControl);
    room(&mut g, 8, RoomKind::Canteen); // green
    room(&mut g, 2, RoomKind::Generator); // yellow
    put(&mut g, 1, 6);
    let air = |at| Command::Airlock {
        player: PlayerId(1),
        room: SlotId(at),
    };
    let e = na("airlock_needs_another_yellow_room");
    assert_eq!(refused(&mut g, air(8)), e);
    assert_eq!(refused(&mut g, air(6)), e, "not its own room");
    door(&mut g, 2, 1, DoorState::Destroyed);
    assert_eq!(refused(&mut g, air(2)), na("door_destroyed"));
}

#[test]
fn hatch_control_locks_or_unlocks_one_pod() {
    let mut g = game(2, Side::A);
    room(&mut g, 6, RoomKind::HatchControl);
    put(&mut g, 1, 6);
    let n = g.pods[1].number;
    let out = apply(
        &mut g,
        Command::HatchControl {
            player: PlayerId(1),
            pod: n,
            locked: false,
        },
    );
    assert!(has(
        &out,
        |o| matches!(o, Outcome::PodLock { pod, locked: false } if *pod == n)
    ));
    assert!(g.pods[0].locked && !g.pods[1].locked);
    let missing = (1..=4u8)
        .find(|x| g.pods.iter().all(|p| p.number != *x))
        .unwrap();
    assert_eq!(
        refused(
            &mut g,
            Command::HatchControl {
                player: PlayerId(1),
                pod: missing,
                locked: false
            }
        ),
        RuleError::UnknownPod(missing)
    );
}

// ----- fire, lab, nest -----

#[test]
fn fire_control_puts_out_the_fire_and_every_intruder_there_retreats() {
    let mut g = game(2, Side::A);
    room(&mut g, 6, RoomKind::FireControl);
    put(&mut g, 1, 6);
    g.rooms.get_mut(&SlotId(8)).unwrap().fire = true;
    let a = add(&mut g, Adult, 8);
    let c = add(&mut g, Creeper, 8);
    events_on_top(&mut g, &["BE05", "BE06"]); // corridors 1 (→004) and 2 (→007)
    let out = apply(
        &mut g,
        Command::FireControl {
            player: PlayerId(1),
            room: SlotId(8),
        },
    );
    assert!(has(&out, |o| matches!(
        o,
        Outcome::FireRemoved { at: SlotId(8) }
    )));
    assert!(!g.rooms[&SlotId(8)].fire);
    assert_eq!(g.intruder(a).unwrap().at, SlotId(4));
    assert_eq!(g.intruder(c).unwrap().at, SlotId(7));
    assert_eq!(
        g.hidden.events.discard.len(),
        2,
        "direction cards discarded"
    );
}

#[test]
fn lab_analysis_reveals_the_weakness_of_that_objects_slot_once() {
    let mut g = game(2, Side::A);
    room(&mut g, 6, RoomKind::Laboratory);
    put(&mut g, 1, 6);
    g.rooms.get_mut(&SlotId(6)).unwrap().carcasses = 1;
    let analyse = |object| Command::Analyse {
        player: PlayerId(1),
        object,
        slot: None,
    };
    let out = apply(&mut g, analyse(WeaknessSlot::Carcass));
    let want = g.hidden.weaknesses[2];
    assert_eq!(
        out,
        vec![Outcome::WeaknessRevealed {
            slot: WeaknessSlot::Carcass,
            card: want
        }]
    );
    assert_eq!(g.weaknesses_revealed, [false, false, true]);
    assert_eq!(g.rooms[&SlotId(6)].carcasses, 1, "the object is kept");
    assert!(apply(&mut g, analyse(WeaknessSlot::Carcass)).is_empty());
    assert_eq!(
        refused(&mut g, analyse(WeaknessSlot::Corpse)),
        na("object_not_in_lab")
    );
    g.character_mut(PlayerId(1)).unwrap().carrying = vec![ObjectKind::Egg];
    apply(&mut g, analyse(WeaknessSlot::Egg));
    assert_eq!(g.weaknesses_revealed, [false, true, true]);
    assert_eq!(g.public_view().weaknesses[1], Some(g.hidden.weaknesses[1]));
    assert_eq!(g.public_view().weaknesses[0], None);
}

#[test]
fn taking_an_egg_from_the_nest_is_followed_by_a_noise_roll() {
    let mut g = game(2, Side::A);
    room(&mut g, 5, RoomKind::Nest);
    put(&mut g, 1, 5);
    let (r, out) = rig_noise(&mut g, NoiseResult::Silence, |c| {
        c.take_nest_egg(PlayerId(1), 5)
    });
    r.unwrap();
    assert_eq!(g.nest_eggs, 4);
    assert_eq!(
        g.character(PlayerId(1)).unwrap().carrying,
        vec![ObjectKind::Egg]
    );
    let taken = out
        .iter()
        .position(|o| matches!(o, Outcome::ObjectTaken { .. }))
        .unwrap();
    let roll = out
        .iter()
        .position(|o| matches!(o, Outcome::NoiseRolled { .. }))
        .expect("a noise roll");
    assert!(taken < roll);
    rig_noise(&mut g, NoiseResult::Silence, |c| {
        c.take_nest_egg(PlayerId(1), 5)
    })
    .0
    .unwrap();
    let take = Command::TakeNestEgg {
        player: PlayerId(1),
        hand: 5,
    };
    assert_eq!(refused(&mut g, take), na("hands_full"));
}

#[test]
fn taking_the_last_egg_destroys_the_nest() {
    let mut g = game(2, Side::A);
    room(&mut g, 5, RoomKind::Nest);
    put(&mut g, 1, 5);
    g.nest_eggs = 1;
    let (_, out) = rig_noise(&mut g, NoiseResult::Silence, |c| {
        c.take_nest_egg(PlayerId(1), 5)
    });
    assert!(has(&out, |o| matches!(
        o,
        Outcome::NestDestroyed {
            cause: NestEnd::NoEggsLeft
        }
    )));
    let taken = out
        .iter()
        .position(|o| matches!(o, Outcome::ObjectTaken { .. }));
    let nest = out
        .iter()
        .position(|o| matches!(o, Outcome::NestDestroyed { .. }));
    assert!(taken.is_some() && taken < nest, "the egg first: {out:?}");
    assert!(g.nest_destroyed);
}

// ----- hibernation -----

fn hibernate(g: &mut GameState, want: NoiseResult) -> Vec<Outcome> {
    let (r, out) = rig_noise(g, want, |c| c.hibernate(PlayerId(1), 5));
    r.expect("allowed");
    out
}

#[test]
fn hibernation_opens_only_once_the_time_track_is_blue() {
    let mut g = game(2, Side::A);
    g.time = 9;
    assert_eq!(
        refused(
            &mut g,
            Command::Hibernate {
                player: PlayerId(1),
                hand: 5
            }
        ),
        na("hibernation_closed")
    );
    g.time = 8;
    let out = hibernate(&mut g, NoiseResult::Silence);
    assert!(has(&out, |o| matches!(
        o,
        Outcome::Hibernated {
            player: PlayerId(1)
        }
    )));
    assert_eq!(
        g.character(PlayerId(1)).unwrap().at,
        Whereabouts::Hibernating
    );
}

#[test]
fn hibernation_fails_when_an_encounter_brings_an_intruder() {
    let mut g = game(2, Side::A);
    g.time = 8;
    set_noise(&mut g, 11, 6);
    bag(&mut g, &[(Adult, Some(2))]);
    let out = hibernate(&mut g, NoiseResult::Corridor(2));
    assert!(has(&out, |o| matches!(
        o,
        Outcome::AttemptFailed {
            player: PlayerId(1)
        }
    )));
    assert_eq!(g.character(PlayerId(1)).unwrap().room(), Some(SlotId(11)));
}

#[test]
fn hibernation_fails_when_danger_pulls_an_intruder_in() {
    let mut g = game(2, Side::A);
    g.time = 8;
    add(&mut g, Creeper, 6);
    let out = hibernate(&mut g, NoiseResult::Danger);
    assert!(has(&out, |o| matches!(o, Outcome::AttemptFailed { .. })));
    assert_eq!(g.character(PlayerId(1)).unwrap().room(), Some(SlotId(11)));
}

#[test]
fn hibernation_with_an_intruder_in_the_room_is_refused() {
    let mut g = game(2, Side::A);
    g.time = 8;
    add(&mut g, Larva, 11);
    assert_eq!(
        refused(
            &mut g,
            Command::Hibernate {
                player: PlayerId(1),
                hand: 5
            }
        ),
        RuleError::InCombat
    );
}

// ----- escape pods -----

#[test]
fn boarding_needs_an_unlocked_pod_of_that_section() {
    let mut g = game(2, Side::A);
    room(&mut g, 2, RoomKind::EvacuationA);
    put(&mut g, 1, 2);
    let board = Command::BoardPod {
        player: PlayerId(1),
        hand: 5,
    };
    assert_eq!(refused(&mut g, board.clone()), na("no_open_pod"));
    g.pods[1].locked = false; // section B
    assert_eq!(refused(&mut g, board), na("no_open_pod"));
    g.pods[0].locked = false; // section A
    let (r, out) = rig_noise(&mut g, NoiseResult::Silence, |c| {
        c.board_pod(PlayerId(1), 5)
    });
    r.unwrap();
    let n = g.pods[0].number;
    assert!(has(
        &out,
        |o| matches!(o, Outcome::BoardedPod { player: PlayerId(1), pod } if *pod == n)
    ));
    assert_eq!(g.character(PlayerId(1)).unwrap().at, Whereabouts::Pod(n));
    assert_eq!(g.pods[0].seats, vec![PlayerId(1)]);
}

#[test]
fn pod_occupants_roll_in_the_evacuation_room_and_step_out_when_an_intruder_appears_there() {
    let mut g = game(2, Side::A);
    room(&mut g, 2, RoomKind::EvacuationA);
    add(&mut g, Adult, 11); // player 2 is in combat and does not roll
    let n = g.pods[0].number;
    g.pods[0].locked = false;
    g.pods[0].seats = vec![PlayerId(1)];
    g.character_mut(PlayerId(1)).unwrap().at = Whereabouts::Pod(n);
    set_noise(&mut g, 2, 1);
    bag(&mut g, &[(Adult, Some(4)), (Adult, Some(4))]);
    let (_, out) = rig(
        &mut g,
        |c| c.bag_development(&hands(&[(1, 5), (2, 5)])),
        |out| noise_result(out) == Some(NoiseResult::Corridor(3)),
    );
    assert!(has(
        &out,
        |o| matches!(o, Outcome::EveryoneRolls { players } if players == &vec![PlayerId(1)])
    ));
    assert!(has(&out, |o| matches!(
        o,
        Outcome::NoiseRolled {
            player: PlayerId(1),
            at: SlotId(2),
            ..
        }
    )));
    assert!(has(&out, |o| matches!(
        o,
        Outcome::LeftPod {
            player: PlayerId(1),
            at: SlotId(2)
        }
    )));
    assert_eq!(g.character(PlayerId(1)).unwrap().room(), Some(SlotId(2)));
    assert!(g.pods[0].seats.is_empty());
    assert!(g.in_combat(SlotId(2)));
}

// ----- scans -----

fn labels(g: &GameState) -> (Vec<LabelId>, Vec<LabelId>) {
    let infected: Vec<LabelId> = g.hidden.infected.iter().copied().collect();
    let clean: Vec<LabelId> = (1..=27)
        .map(LabelId)
        .filter(|l| !g.hidden.infected.contains(l))
        .collect();
    (infected, clean)
}

fn scan(p: u8, kind: ScanKind, l: &[LabelId]) -> Command {
    Command::Scan {
        player: PlayerId(p),
        kind,
        labels: l.to_vec(),
    }
}

fn contaminated(g: &mut GameState, p: u8, n: u8) {
    apply(
        g,
        Command::Fix(crate::nemesis::command::Correction::SetContamination {
            player: PlayerId(p),
            cards: n,
        }),
    );
}

#[test]
fn a_hand_scan_removes_clean_cards_and_an_infected_one_puts_a_larva_on_the_board() {
    let mut g = game(2, Side::A);
    let (inf, clean) = labels(&g);
    contaminated(&mut g, 1, 3);
    let out = apply(
        &mut g,
        scan(1, ScanKind::Hand, &[clean[0], clean[1], inf[0]]),
    );
    assert_eq!(
        count(&out, |o| matches!(o, Outcome::LabelRemoved { .. })),
        2
    );
    assert!(g.labels_removed.contains(&clean[0]) && g.labels_removed.contains(&clean[1]));
    assert!(
        !g.labels_removed.contains(&inf[0]),
        "the infected card stays"
    );
    let p1 = g.character(PlayerId(1)).unwrap();
    assert_eq!(p1.contamination, 1);
    assert!(p1.larva);
    assert_eq!(g.labels_seen.get(&inf[0]), Some(&true));
    assert_eq!(g.labels_seen.get(&clean[0]), Some(&false));
}

#[test]
fn a_hand_scan_of_clean_cards_only_puts_no_larva() {
    let mut g = game(2, Side::A);
    let (_, clean) = labels(&g);
    contaminated(&mut g, 1, 1);
    apply(&mut g, scan(1, ScanKind::Hand, &[clean[0]]));
    let p1 = g.character(PlayerId(1)).unwrap();
    assert!(!p1.larva);
    assert_eq!(p1.contamination, 0);
}

#[test]
fn an_infected_scan_with_a_larva_already_there_kills_and_brings_a_creeper() {
    let mut g = game(2, Side::A);
    let (inf, _) = labels(&g);
    explore(&mut g, 8);
    put(&mut g, 1, 8);
    g.character_mut(PlayerId(1)).unwrap().larva = true;
    contaminated(&mut g, 1, 1);
    let out = apply(&mut g, scan(1, ScanKind::Hand, &[inf[0]]));
    assert!(has(&out, |o| matches!(
        o,
        Outcome::CharacterDied {
            player: PlayerId(1),
            cause: DeathCause::Infection,
            ..
        }
    )));
    let creepers: Vec<_> = g.intruders.iter().filter(|i| i.kind == Creeper).collect();
    assert_eq!(creepers.len(), 1);
    assert_eq!(creepers[0].at, SlotId(8));
}

#[test]
fn surgery_removes_infected_cards_and_the_larva_then_a_light_wound_and_a_pass() {
    let mut g = game(2, Side::A);
    let (inf, clean) = labels(&g);
    room(&mut g, 6, RoomKind::Surgery);
    put(&mut g, 1, 6);
    g.character_mut(PlayerId(1)).unwrap().larva = true;
    contaminated(&mut g, 1, 3);
    let out = apply(
        &mut g,
        scan(1, ScanKind::Surgery, &[inf[0], clean[0], clean[1]]),
    );
    assert!(g.labels_removed.contains(&inf[0]));
    assert!(
        !g.labels_removed.contains(&clean[0]),
        "clean cards stay in the deck"
    );
    let p1 = g.character(PlayerId(1)).unwrap();
    assert_eq!(p1.contamination, 2);
    assert!(!p1.larva);
    assert_eq!(p1.light_wounds, 1);
    assert!(p1.passed);
    assert!(has(&out, |o| matches!(
        o,
        Outcome::Passed {
            player: PlayerId(1)
        }
    )));
    assert!(!has(&out, |o| matches!(o, Outcome::CharacterDied { .. })));
    // only in the Surgery
    put(&mut g, 1, 11);
    g.character_mut(PlayerId(1)).unwrap().passed = false;
    assert_eq!(
        refused(&mut g, scan(1, ScanKind::Surgery, &[clean[0]])),
        RuleError::WrongRoom(RoomKind::Surgery)
    );
}

#[test]
fn a_label_scanned_twice_counts_once() {
    let mut g = game(2, Side::A);
    let (_, clean) = labels(&g);
    contaminated(&mut g, 1, 1);
    let out = apply(&mut g, scan(1, ScanKind::Hand, &[clean[0], clean[0]]));
    assert_eq!(
        count(&out, |o| matches!(o, Outcome::LabelScanned { .. })),
        1
    );
    assert_eq!(g.character(PlayerId(1)).unwrap().contamination, 0);
    assert_eq!(g.labels_removed.len(), 1);
}

#[test]
fn a_label_out_of_the_game_is_refused() {
    let mut g = game(2, Side::A);
    let (_, clean) = labels(&g);
    contaminated(&mut g, 1, 2);
    apply(&mut g, scan(1, ScanKind::Hand, &[clean[0]]));
    assert_eq!(
        refused(&mut g, scan(1, ScanKind::Hand, &[clean[0]])),
        na("label_out_of_game")
    );
    assert_eq!(
        refused(&mut g, scan(1, ScanKind::Hand, &[LabelId(28)])),
        RuleError::UnknownLabel(LabelId(28))
    );
}

#[test]
fn more_labels_than_contamination_cards_are_refused() {
    let mut g = game(2, Side::A);
    let (_, clean) = labels(&g);
    contaminated(&mut g, 1, 1);
    assert_eq!(
        refused(&mut g, scan(1, ScanKind::Hand, &[clean[0], clean[1]])),
        na("more_labels_than_cards")
    );
}

#[test]
fn room_actions_are_refused_in_combat_or_with_a_malfunction() {
    let mut g = game(2, Side::A);
    room(&mut g, 6, RoomKind::Laboratory);
    put(&mut g, 1, 6);
    g.rooms.get_mut(&SlotId(6)).unwrap().carcasses = 1;
    g.rooms.get_mut(&SlotId(6)).unwrap().malfunction = true;
    let analyse = Command::Analyse {
        player: PlayerId(1),
        object: WeaknessSlot::Carcass,
        slot: None,
    };
    assert_eq!(
        refused(&mut g, analyse.clone()),
        RuleError::Malfunction(SlotId(6))
    );
    g.rooms.get_mut(&SlotId(6)).unwrap().malfunction = false;
    add(&mut g, Adult, 6);
    assert_eq!(refused(&mut g, analyse), RuleError::InCombat);
}

#[test]
fn a_waiting_occupant_may_step_out_into_the_evacuation_room_and_an_empty_pod_cannot_launch() {
    let mut g = game(2, Side::A);
    room(&mut g, 2, RoomKind::EvacuationA);
    let n = g.pods[0].number;
    g.pods[0].seats = vec![PlayerId(1)];
    g.character_mut(PlayerId(1)).unwrap().at = Whereabouts::Pod(n);
    let out = apply(
        &mut g,
        Command::LeavePod {
            player: PlayerId(1),
        },
    );
    assert!(has(&out, |o| matches!(
        o,
        Outcome::LeftPod {
            player: PlayerId(1),
            at: SlotId(2)
        }
    )));
    assert_eq!(g.character(PlayerId(1)).unwrap().room(), Some(SlotId(2)));
    assert!(g.pods[0].seats.is_empty());
    assert_eq!(
        refused(&mut g, Command::LaunchPod { pod: n }),
        na("pod_empty")
    );
    assert_eq!(
        refused(
            &mut g,
            Command::LeavePod {
                player: PlayerId(1)
            }
        ),
        na("not_in_pod")
    );
}

#[test]
fn cards_revealed_by_an_event_are_scanned_without_leaving_the_game() {
    let mut g = game(2, Side::A);
    let (inf, clean) = labels(&g);
    contaminated(&mut g, 1, 2);
    g.scans_requested = vec![PlayerId(1), PlayerId(2)];
    apply(&mut g, scan(1, ScanKind::Revealed, &[inf[0], clean[0]]));
    let p1 = g.character(PlayerId(1)).unwrap();
    assert!(p1.larva);
    assert_eq!(p1.contamination, 2, "nothing leaves the game");
    assert!(g.labels_removed.is_empty());
    assert_eq!(g.scans_requested, vec![PlayerId(2)]);
}

#[test]
fn an_intruder_moving_into_an_evacuation_room_brings_waiting_pod_occupants_out() {
    use crate::nemesis::state::Whereabouts;
    let mut g = game(2, Side::B);
    explore(&mut g, 7); // Evacuation A on side B
    let pod = g
        .pods
        .iter()
        .find(|p| p.section == crate::nemesis::state::Section::A)
        .unwrap()
        .number;
    g.pods
        .iter_mut()
        .find(|p| p.number == pod)
        .unwrap()
        .seats
        .push(PlayerId(1));
    g.character_mut(PlayerId(1)).unwrap().at = Whereabouts::Pod(pod);
    let adult = add(&mut g, IntruderKind::Adult, 4);
    // 004 exit 1 is the corridor to 007
    let (_, out) = run(&mut g, |c| c.move_group_through(&[adult], SlotId(4), 1));
    assert!(has(&out, |o| matches!(
        o,
        Outcome::LeftPod {
            player: PlayerId(1),
            at: SlotId(7)
        }
    )));
    assert_eq!(
        g.character(PlayerId(1)).unwrap().at,
        Whereabouts::Room(SlotId(7))
    );
    assert!(g.pods.iter().all(|p| p.seats.is_empty()));
    assert!(g.in_combat(SlotId(7)));
}

/// Issue 55: the room actions that carry a hand (taking a Nest egg, hibernating, boarding a pod)
/// cost two cards before their noise roll, like every room action (base.md §9.6, §11.5, §14.5),
/// so the window's hand question starts two below the last hand, as a move's starts one below.
#[test]
fn the_room_actions_with_a_noise_roll_say_they_cost_two_cards() {
    use crate::nemesis::command::Paid;
    let p = PlayerId(1);
    for cmd in [
        Command::TakeNestEgg { player: p, hand: 3 },
        Command::Hibernate { player: p, hand: 3 },
        Command::BoardPod { player: p, hand: 3 },
    ] {
        assert_eq!(cmd.cards_paid(), Some((p, Paid::Cards(2))), "{cmd:?}");
    }
}
