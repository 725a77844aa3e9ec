//! Mission Tasks and co-op's Revive: retaliation.md §3.4, §16, §17.2–17.3 and
//! cards-retaliation.md §13.

use super::map::Place;
use super::tests::{open_room, run};
use super::*;

fn coop(players: usize, seed: u64) -> RetaliationState {
    let mut config = RetaliationConfig::numbered(seed, players);
    config.coop = true;
    RetaliationState::new(&config).unwrap()
}

const SURGERY: u8 = 16;

#[test]
fn one_mission_task_for_the_player_count_and_one_per_marine_in_coop() {
    let t = tables().unwrap();
    let mut seen = std::collections::BTreeSet::new();
    for seed in 0..200 {
        let g = RetaliationState::new(&RetaliationConfig::numbered(seed, 2)).unwrap();
        assert_eq!(g.missions.len(), 1);
        let card = t
            .standard_tasks
            .iter()
            .find(|c| c.task == g.missions[0])
            .unwrap();
        // Reconnaissance and Eradication are 3+ cards: never dealt to two players
        assert!(card.min_players.is_none_or(|m| m <= 2), "{card:?}");
        seen.insert(g.missions[0]);
        let c = coop(3, seed);
        assert_eq!(c.missions.len(), 3);
        let distinct: std::collections::BTreeSet<_> = c.missions.iter().collect();
        assert_eq!(distinct.len(), 3, "three different cards");
        assert!(c.missions.iter().all(|m| t.coop_tasks.contains(m)));
        // the same seed deals the same cards, and anyone may see them
        assert_eq!(coop(3, seed).missions, c.missions);
        let view = serde_json::to_value(c.public_view()).unwrap();
        assert_eq!(view["missions"].as_array().map(Vec::len), Some(3));
    }
    assert_eq!(seen.len(), 6, "every 2-player card comes up: {seen:?}");
}

#[test]
fn dealing_the_tasks_leaves_the_hidden_decks_as_they_were() {
    // the deal has its own random stream: the bag, the decks and the AA stack of a seed are
    // the same in a co-op game as in a standard one, so older saves replay unchanged
    let a = RetaliationState::new(&RetaliationConfig::numbered(7, 3)).unwrap();
    let b = coop(3, 7);
    assert_eq!(a.hidden.bag, b.hidden.bag);
    assert_eq!(a.hidden.events, b.hidden.events);
    assert_eq!(a.hidden.aa, b.hidden.aa);
    assert_eq!(a.hidden.rng, b.hidden.rng);
}

/// §17.3: a marine who dies falls where it is; carried next door; in Surgery at the start of a
/// round, with no intruder and no malfunction there, it stands up again.
#[test]
fn a_fallen_marine_is_carried_to_surgery_and_stands_up_at_the_next_round() {
    let mut g = coop(2, 3);
    let corridor = g.map.corridors_of(LANDING_ZONE)[0];
    open_room(&mut g, LANDING_ZONE, corridor, SURGERY);
    let out = run(&mut g, RetaliationCommand::Died { who: 0 });
    assert_eq!(out, vec![RetaliationOutcome::MarineFell { who: 0 }]);
    assert_eq!(g.marines[0].status, MarineStatus::Fallen);
    assert_eq!(
        g.inside(),
        vec![1],
        "a fallen marine takes no turns and draws no attacks"
    );
    assert!(g.ended.is_none(), "someone is still standing");
    // only the fallen can be carried, only by a marine next door
    assert_eq!(
        g.apply(&RetaliationCommand::Carry { fallen: 1, by: 1 }),
        Err(RetaliationError::NotFallen)
    );
    assert_eq!(
        g.apply(&RetaliationCommand::Carry { fallen: 0, by: 1 }),
        Err(RetaliationError::NotAdjacent),
        "both are still in the Landing Zone"
    );
    // marine 2 walks through the corridor (its noise roll answered) and carries marine 1
    run(
        &mut g,
        RetaliationCommand::Move {
            who: 1,
            corridor,
            careful: false,
        },
    );
    while let Some(q) = g.pending.front().copied() {
        let answer = match q {
            Question::NoiseRoll { .. } => RetaliationCommand::NoiseRoll {
                face: NoiseFace::One,
            },
            other => panic!("{other:?}"),
        };
        run(&mut g, answer);
    }
    assert_eq!(g.marines[1].room, SURGERY);
    // the carry belongs to that move: another step between, and it is gone
    let mut later = g.clone();
    later
        .apply(&RetaliationCommand::EndTurn {
            who: 1,
            pass: false,
        })
        .unwrap();
    assert_eq!(
        later.apply(&RetaliationCommand::Carry { fallen: 0, by: 1 }),
        Err(RetaliationError::NotAdjacent),
        "another step came between"
    );
    let out = run(&mut g, RetaliationCommand::Carry { fallen: 0, by: 1 });
    assert_eq!(
        out,
        vec![RetaliationOutcome::Carried {
            fallen: 0,
            by: 1,
            room: SURGERY
        }]
    );
    // an intruder in Surgery keeps the marine down
    let adult = g.new_intruder(RKind::Adult);
    g.map.rooms.get_mut(&SURGERY).unwrap().intruders.push(adult);
    g.step = Step::Cleanup;
    let out = run(&mut g, RetaliationCommand::Cleanup {});
    assert!(!out.contains(&RetaliationOutcome::Revived { who: 0 }));
    assert_eq!(g.marines[0].status, MarineStatus::Fallen);
    g.map.rooms.get_mut(&SURGERY).unwrap().intruders.clear();
    g.step = Step::Cleanup;
    let out = run(&mut g, RetaliationCommand::Cleanup {});
    assert!(out.contains(&RetaliationOutcome::Revived { who: 0 }));
    assert_eq!(g.marines[0].status, MarineStatus::Inside);
    // a malfunction in Surgery keeps the next one down
    run(&mut g, RetaliationCommand::Died { who: 0 });
    g.map.rooms.get_mut(&SURGERY).unwrap().malfunction = true;
    g.step = Step::Cleanup;
    let out = run(&mut g, RetaliationCommand::Cleanup {});
    assert!(!out.contains(&RetaliationOutcome::Revived { who: 0 }));
}

/// When the last marine standing falls, the game ends and the fallen are dead; a standard game
/// has no fallen at all.
#[test]
fn when_nobody_stands_the_game_ends_and_the_fallen_die() {
    let mut g = coop(2, 5);
    run(&mut g, RetaliationCommand::Died { who: 0 });
    let out = run(&mut g, RetaliationCommand::Died { who: 1 });
    assert!(out.contains(&RetaliationOutcome::GameOver {
        cause: EndCause::NobodyLeft
    }));
    assert!(g.marines.iter().all(|m| m.status == MarineStatus::Dead));
    let result = g.result.clone().unwrap();
    assert_eq!(result.coop_won, Some(false));
    assert_eq!(result.missions.len(), 2);

    let mut s = RetaliationState::new(&RetaliationConfig::numbered(5, 2)).unwrap();
    let out = run(&mut s, RetaliationCommand::Died { who: 0 });
    assert_eq!(out, vec![RetaliationOutcome::MarineDied { who: 0 }]);
    assert_eq!(s.marines[0].status, MarineStatus::Dead);
}

/// The end checks each dealt task against the facility (cards-retaliation.md §13).
#[test]
fn the_end_checks_each_task_against_the_facility() {
    use MissionTask as T;
    let mut g = coop(3, 11);
    g.missions = vec![T::Shutdown, T::Faceoff, T::CleanUp];
    g.facility.power_cut = true;
    g.facility.nest_destroyed = true;
    let checks = g.check_missions(EndCause::TimeUp);
    assert_eq!(
        checks.iter().map(|c| (c.task, c.met)).collect::<Vec<_>>(),
        vec![(T::Shutdown, true), (T::Faceoff, false), (T::CleanUp, true)]
    );
    // two egg tasks need two escaped marines with an egg each
    g.missions = vec![T::CulinarySample, T::ScientificSample];
    g.escaped_at_end = vec![0, 1];
    g.marines[0].eggs = 1;
    assert!(g.check_missions(EndCause::TimeUp).iter().all(|c| !c.met));
    g.marines[1].eggs = 1;
    assert!(g.check_missions(EndCause::TimeUp).iter().all(|c| c.met));
    // the robot in the Reactor
    g.missions = vec![T::SystemsBackup];
    assert!(!g.check_missions(EndCause::TimeUp)[0].met);
    g.facility.robot_room = 23;
    assert!(g.check_missions(EndCause::TimeUp)[0].met);
    // Eradication fails when the facility blew up, even with the Queen dead
    g.missions = vec![T::Eradication];
    g.queen_dead = true;
    assert!(g.check_missions(EndCause::TimeUp)[0].met);
    assert!(!g.check_missions(EndCause::Destroyed)[0].met);
    // a reinforced path from the Landing Zone to Life Support Control C
    g.missions = vec![T::SupplyRoute];
    assert!(!g.check_missions(EndCause::TimeUp)[0].met);
    let corridor = g.map.corridors_of(LANDING_ZONE)[0];
    open_room(&mut g, LANDING_ZONE, corridor, 22);
    g.map.corridors.get_mut(&corridor).unwrap().reinforced = true;
    assert!(g.check_missions(EndCause::TimeUp)[0].met);
}

/// A fallen model's place can be put right like any other.
#[test]
fn a_fallen_model_can_be_moved_by_correction() {
    let mut g = coop(2, 2);
    let corridor = g.map.corridors_of(LANDING_ZONE)[0];
    open_room(&mut g, LANDING_ZONE, corridor, SURGERY);
    run(&mut g, RetaliationCommand::Died { who: 1 });
    run(
        &mut g,
        RetaliationCommand::Correct {
            fix: Fix::MarineTo {
                who: 1,
                room: SURGERY,
            },
        },
    );
    assert_eq!(g.marines[1].room, SURGERY);
    let _ = Place::Room(SURGERY);
}

/// Issue 54 item 6: 「× 핵심 데이터」 did not say which half failed. A task of several
/// requirements names those not met; a task of one names none (it failed as a whole); a task met
/// names none.
#[test]
fn a_failed_task_of_several_requirements_names_those_not_met() {
    use MissionTask as T;
    let mut g = coop(3, 11);
    g.missions = vec![
        T::Eradication,
        T::FacilityRestart,
        T::Reconnaissance,
        T::Shutdown,
    ];
    g.queen_dead = true;
    g.facility.power_cut = true;
    let checks = g.check_missions(EndCause::Destroyed);
    let unmet: Vec<(T, bool, Vec<Requirement>)> = checks
        .iter()
        .map(|c| (c.task, c.met, c.unmet.clone()))
        .collect();
    assert_eq!(
        unmet,
        vec![
            (T::Eradication, false, vec![Requirement::FacilityStanding]),
            (
                T::FacilityRestart,
                false,
                vec![Requirement::HibernatoriumPowered]
            ),
            (
                T::Reconnaissance,
                false,
                vec![
                    Requirement::RoomsA,
                    Requirement::RoomsB,
                    Requirement::RoomsC
                ]
            ),
            (T::Shutdown, true, vec![]),
        ]
    );
    g.facility.hibernatorium_powered = true;
    let checks = g.check_missions(EndCause::TimeUp);
    assert!(checks[0].met && checks[0].unmet.is_empty());
    assert!(checks[1].met && checks[1].unmet.is_empty());
}
