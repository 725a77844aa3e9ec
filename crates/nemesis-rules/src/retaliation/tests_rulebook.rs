//! Issue 34: four rules the Retaliation rules disagreed with the Japanese rulebook (seed 003) on.

use super::map::Place;
use super::tests::{open_room, run};
use super::tests_hidden_draws::scripted;
use super::*;

fn game(players: usize, seed: u64) -> RetaliationState {
    RetaliationState::new(&RetaliationConfig::numbered(seed, players)).unwrap()
}

fn fix(g: &mut RetaliationState, fix: Fix) -> Vec<RetaliationOutcome> {
    run(g, RetaliationCommand::Correct { fix })
}

/// JA 179 (「プレイヤーがパスをした場合、そのラウンド中にはそのプレイヤーには手番が回ってきません」)
/// and JA 232 (「現在のラウンドの残りの間は、そのプレイヤーの手番はスキップされます」): a marine
/// who passed ends no second turn (a second oxygen loss) and takes no more actions this round.
#[test]
fn a_marine_who_passed_takes_no_more_turns_this_round() {
    let mut g = game(2, 1);
    let who = g.next_to_act(None).unwrap();
    run(&mut g, RetaliationCommand::EndTurn { who, pass: true });
    assert!(!g.may_act(who));
    assert_eq!(g.acting().len(), 1, "the other marine still acts");
    let corridor = g.map.corridors_of(LANDING_ZONE)[0];
    for cmd in [
        RetaliationCommand::EndTurn { who, pass: true },
        RetaliationCommand::EndTurn { who, pass: false },
        RetaliationCommand::Move {
            who,
            corridor,
            careful: false,
        },
        RetaliationCommand::Room {
            who,
            action: RoomAct::Board,
        },
    ] {
        assert_eq!(
            g.apply(&cmd),
            Err(RetaliationError::AlreadyPassed),
            "{cmd:?}"
        );
    }
    // the turn goes to the one who has not passed, and after everyone has passed the round
    // goes on
    let other = g.next_to_act(Some(who)).unwrap();
    assert_ne!(other, who);
    run(
        &mut g,
        RetaliationCommand::EndTurn {
            who: other,
            pass: true,
        },
    );
    assert_eq!(g.next_to_act(None), None);
    run(&mut g, RetaliationCommand::IntruderPhase {});
}

/// JA 60–61: 「このタイルは、キャラクターがコールドスリープルームに到達するまでそこに置かれます。
/// それまでは、コールドスリープルームは未発見であるとみなされます。未発見のコールドスリープルームに
/// 繋がる通路には騒音トークンが置かれることはありません。また、ロボットはアクティブ化できません。」
/// A room explored next to it connects a corridor but discovers nothing.
#[test]
fn the_hibernatorium_stays_undiscovered_until_a_marine_reaches_it() {
    let mut checked = 0;
    for seed in 1..=300u64 {
        let mut g = game(3, seed);
        // the scripted table explores until a room opens onto the Hibernatorium
        let mut connected = None;
        for k in 0..400 {
            if g.ended.is_some() {
                break;
            }
            let _ = g.apply(&scripted(&g, k));
            let reached = g.marines.iter().any(|m| m.room == HIBERNATORIUM);
            if reached {
                break;
            }
            connected = g
                .map
                .rooms
                .keys()
                .filter(|&&r| r != HIBERNATORIUM)
                .flat_map(|&r| g.map.corridors_of(r))
                .find(|&c| g.map.corridor_rooms(c).contains(&HIBERNATORIUM));
            if connected.is_some() {
                break;
            }
        }
        let Some(corridor) = connected else {
            continue;
        };
        checked += 1;
        assert!(!g.facility.hibernatorium_discovered, "seed {seed}");
        assert_eq!(g.facility.robot, None, "the robot card stays face down");
        let mut out = Vec::new();
        g.map.corridors.get_mut(&corridor).unwrap().noise_marker = false;
        g.place_noise(corridor, &mut out);
        assert!(
            !g.map.corridors[&corridor].noise_marker,
            "seed {seed}: no noise marker on {corridor}, which leads to the undiscovered room"
        );
        assert_eq!(
            g.apply(&RetaliationCommand::Correct {
                fix: Fix::RobotTo { room: LANDING_ZONE }
            }),
            Err(RetaliationError::NotAvailable),
            "the robot cannot be activated yet"
        );
        // a marine reaches it: the tile comes off and the robot is revealed
        let who = g.inside()[0];
        let said = fix(
            &mut g,
            Fix::MarineTo {
                who,
                room: HIBERNATORIUM,
            },
        );
        assert!(said.contains(&RetaliationOutcome::HibernatoriumDiscovered));
        assert!(g.facility.hibernatorium_discovered && g.facility.robot.is_some());
        g.place_noise(corridor, &mut out);
        assert!(g.map.corridors[&corridor].noise_marker, "seed {seed}");
        if checked == 5 {
            break;
        }
    }
    assert!(
        checked >= 1,
        "some game connected a room to the Hibernatorium"
    );
}

/// cards-retaliation §12 (room 15, "Flip section A's life-support token, or discard a Fire
/// from any room"; JA 430, 438, 443 give B and C no such action): only Life Support Control A
/// discards a Fire.
#[test]
fn only_life_support_control_a_discards_a_fire() {
    const LS: [(u8, bool); 3] = [(15, true), (19, false), (22, false)];
    for (room, puts_out) in LS {
        let mut g = game(1, 4);
        let corridor = g.map.corridors_of(LANDING_ZONE)[0];
        open_room(&mut g, LANDING_ZONE, corridor, room);
        fix(&mut g, Fix::MarineTo { who: 0, room });
        fix(
            &mut g,
            Fix::Fire {
                room: LANDING_ZONE,
                on: true,
            },
        );
        let r = g.apply(&RetaliationCommand::Room {
            who: 0,
            action: RoomAct::DiscardFire { room: LANDING_ZONE },
        });
        if puts_out {
            assert!(r.is_ok(), "{r:?}");
            assert!(!g.map.rooms[&LANDING_ZONE].fire);
        } else {
            assert_eq!(r, Err(RetaliationError::WrongRoom), "room {room}");
            assert!(g.map.rooms[&LANDING_ZONE].fire);
        }
    }
}

/// JA 980: 「キャラクターの 1 人が死亡するたびに、そのモデルをボード上に倒した状態で残したままに
/// します」: in full co-op an Eclosion (E09, Leaving the Shell) during the game lays the marine
/// down, to be revived, and the Adult still comes out.
#[test]
fn in_coop_an_eclosion_lays_the_marine_down() {
    let mut config = RetaliationConfig::numbered(3, 2);
    config.coop = true;
    let mut g = RetaliationState::new(&config).unwrap();
    g.pending.push_back(Question::Eclosion { who: 0 });
    let out = run(&mut g, RetaliationCommand::Scan { found: true });
    assert_eq!(g.marines[0].status, MarineStatus::Fallen);
    assert!(out.contains(&RetaliationOutcome::MarineFell { who: 0 }));
    assert!(!out.contains(&RetaliationOutcome::MarineDied { who: 0 }));
    assert!(
        g.map
            .intruders(Place::Room(g.marines[0].room))
            .iter()
            .any(|i| i.kind == RKind::Adult),
        "the Adult comes out in the marine's room"
    );
    // in a standard game the same draw kills
    let mut g = game(2, 3);
    g.pending.push_back(Question::Eclosion { who: 0 });
    let out = run(&mut g, RetaliationCommand::Scan { found: true });
    assert_eq!(g.marines[0].status, MarineStatus::Dead);
    assert!(out.contains(&RetaliationOutcome::MarineDied { who: 0 }));
}
