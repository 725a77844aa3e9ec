//! The Event Phase in order, critical moments and the ways the game ends (base.md §3.2, §11.5,
//! §11.7, §12.2, §12.3). Time track: 15 → 1, hibernation from 8, jump at 0. Self-destruct: 6 → 1,
//! yellow from 3, explosion at 0.

use super::kit::*;
use crate::ids::*;
use crate::nemesis::command::Correction;
use crate::nemesis::outcome::{DeathCause, EventStep, InjuryCause, Outcome};
use crate::nemesis::state::{EndCause, Whereabouts};
use crate::{Command, GameState, RuleError};
use IntruderKind::*;

const H2: &[(u8, u8)] = &[(1, 5), (2, 5)];

/// A quiet Event Phase: an event that moves nobody here and changes nothing, an empty bag.
fn quiet_phase(g: &mut GameState, hand_list: &[(u8, u8)]) -> Vec<Outcome> {
    bag(g, &[]);
    event_phase_with(g, "BE02", hand_list)
}

fn pos(out: &[Outcome], pred: impl Fn(&Outcome) -> bool) -> usize {
    out.iter().position(pred).expect("outcome present")
}

#[test]
fn the_steps_run_in_order_time_attacks_fire_event_bag_end_of_round() {
    let mut g = game(2, Side::A);
    explore(&mut g, 8);
    put(&mut g, 1, 8);
    g.rooms.get_mut(&SlotId(8)).unwrap().fire = true;
    add(&mut g, Adult, 8);
    bag(&mut g, &[(Larva, None)]);
    attacks_on_top(&mut g, &["BA18", "BA05"]); // a miss, then health 6 for the fire check
    let out = event_phase_with(&mut g, "BE02", H2);
    let steps: Vec<EventStep> = out
        .iter()
        .filter_map(|o| match o {
            Outcome::EventPhaseStep { step } => Some(*step),
            _ => None,
        })
        .collect();
    use EventStep::*;
    assert_eq!(
        steps,
        vec![Time, Attacks, Fire, EventCard, BagDevelopment, EndOfRound]
    );
    let time = pos(&out, |o| matches!(o, Outcome::TimeAdvanced { .. }));
    let attack = pos(&out, |o| matches!(o, Outcome::Attack { .. }));
    let fire = pos(&out, |o| {
        matches!(
            o,
            Outcome::IntruderInjured {
                cause: InjuryCause::Fire,
                ..
            }
        )
    });
    let event = pos(&out, |o| matches!(o, Outcome::EventCard { .. }));
    let dev = pos(&out, |o| matches!(o, Outcome::BagDevelopment { .. }));
    let end = pos(&out, |o| matches!(o, Outcome::RoundStarted { .. }));
    assert!(time < attack && attack < fire && fire < event && event < dev && dev < end);
    assert_eq!(g.round, 2);
    assert_eq!(g.time, 14);
}

#[test]
fn attacks_in_one_room_go_queen_first_and_larva_last() {
    let mut g = game(2, Side::A);
    explore(&mut g, 8);
    put(&mut g, 1, 8);
    add(&mut g, Larva, 8);
    add(&mut g, Adult, 8);
    add(&mut g, Queen, 8);
    attacks_on_top(&mut g, &["BA18", "BA19"]); // misses for the Queen and the Adult
    let out = quiet_phase(&mut g, H2);
    let order: Vec<IntruderKind> = out
        .iter()
        .filter_map(|o| match o {
            Outcome::Attack { kind, .. } => Some(*kind),
            Outcome::Infestation { .. } => Some(Larva),
            _ => None,
        })
        .collect();
    assert_eq!(order, vec![Queen, Adult, Larva]);
    assert!(g.character(PlayerId(1)).unwrap().larva);
}

#[test]
fn time_moves_one_space_and_hibernation_opens_at_8() {
    let mut g = game(2, Side::A);
    g.time = 9;
    assert!(!g.hibernation_open());
    let out = quiet_phase(&mut g, H2);
    assert!(has(&out, |o| matches!(
        o,
        Outcome::TimeAdvanced { time: 8 }
    )));
    assert!(has(&out, |o| matches!(o, Outcome::HibernationOpened)));
    assert!(g.hibernation_open());
    let out = quiet_phase(&mut g, H2);
    assert_eq!(g.time, 7);
    assert!(!has(&out, |o| matches!(o, Outcome::HibernationOpened)));
}

#[test]
fn self_destruct_advances_with_time() {
    let mut g = game(2, Side::A);
    g.self_destruct = Some(6);
    let out = quiet_phase(&mut g, H2);
    assert!(has(&out, |o| matches!(
        o,
        Outcome::SelfDestructAdvanced { track: 5 }
    )));
    assert_eq!((g.time, g.self_destruct), (14, Some(5)));
    assert!(!has(&out, |o| matches!(o, Outcome::PointOfNoReturn)));
}

#[test]
fn self_destruct_reaching_yellow_unlocks_the_pods_and_can_no_longer_be_cancelled() {
    let mut g = game(2, Side::A);
    room(&mut g, 5, RoomKind::Generator);
    put(&mut g, 1, 5);
    g.self_destruct = Some(4);
    let out = quiet_phase(&mut g, H2);
    assert!(has(&out, |o| matches!(o, Outcome::PointOfNoReturn)));
    assert!(has(&out, |o| matches!(o, Outcome::PodsUnlocked)));
    assert!(g.pods.iter().all(|p| !p.locked));
    assert_eq!(g.self_destruct, Some(3));
    let before = g.clone();
    assert_eq!(
        g.apply(&Command::SelfDestruct {
            player: PlayerId(1),
            start: false
        }),
        Err(RuleError::NotAllowed(
            crate::nemesis::Refusal::from_code("point_of_no_return").expect("a reason code")
        ))
    );
    assert_eq!(g, before);
}

#[test]
fn self_destruct_reaching_the_end_explodes_the_ship_with_everyone_on_it() {
    let mut g = game(3, Side::A);
    g.self_destruct = Some(1);
    g.character_mut(PlayerId(2)).unwrap().at = Whereabouts::Hibernating;
    g.character_mut(PlayerId(3)).unwrap().at = Whereabouts::Escaped;
    g.pods[0].launched = true;
    add(&mut g, Queen, 2);
    let out = quiet_phase(&mut g, &[(1, 5)]);
    assert!(has(&out, |o| matches!(
        o,
        Outcome::GameEnded {
            cause: EndCause::SelfDestruct
        }
    )));
    assert_eq!(g.ended, Some(EndCause::SelfDestruct));
    assert!(!g.character(PlayerId(1)).unwrap().alive());
    assert!(
        !g.character(PlayerId(2)).unwrap().alive(),
        "hibernating dies too"
    );
    assert_eq!(g.character(PlayerId(3)).unwrap().at, Whereabouts::Escaped);
    assert!(g.intruders.is_empty() && g.nest_destroyed);
    // the Nest went with the ship, eggs and all: not "no eggs left" (the table saw that line
    // with 5 eggs on the board)
    assert!(g.nest_eggs > 0);
    assert!(has(&out, |o| *o
        == Outcome::NestDestroyed {
            cause: crate::nemesis::outcome::NestEnd::ShipDestroyed
        }));
    assert!(!has(&out, |o| *o
        == Outcome::NestDestroyed {
            cause: crate::nemesis::outcome::NestEnd::NoEggsLeft
        }));
    assert!(
        !has(&out, |o| matches!(
            o,
            Outcome::EventPhaseStep {
                step: EventStep::Attacks
            }
        )),
        "nothing after the end"
    );
    assert_eq!(
        g.apply(&Command::EventPhase {
            hands: hands(&[(1, 5)])
        }),
        Err(RuleError::GameOver)
    );
}

#[test]
fn end_of_round_passes_the_first_player_on_skipping_the_dead_and_the_intruder_player() {
    let mut g = game(4, Side::A);
    g.character_mut(PlayerId(2)).unwrap().at = Whereabouts::Dead;
    g.first_death = Some(PlayerId(2));
    g.intruder_player_offer = Some((PlayerId(2), 2));
    apply(
        &mut g,
        Command::BecomeIntruderPlayer {
            player: PlayerId(2),
            from_the_death: true,
        },
    );
    g.character_mut(PlayerId(3)).unwrap().at = Whereabouts::Dead;
    let out = quiet_phase(&mut g, &[(1, 5), (4, 5)]);
    assert!(has(&out, |o| matches!(
        o,
        Outcome::RoundStarted {
            round: 2,
            first_player: PlayerId(4)
        }
    )));
    assert_eq!(g.first_player, PlayerId(4));
    quiet_phase(&mut g, &[(1, 5), (4, 5)]);
    assert_eq!(g.first_player, PlayerId(1), "round the table again");
}

#[test]
fn a_ninth_fire_marker_ends_the_game_at_once() {
    let mut g = game(2, Side::A);
    for s in [2, 3, 4, 5, 6, 7, 8, 9] {
        g.rooms.get_mut(&SlotId(s)).unwrap().fire = true;
    }
    g.character_mut(PlayerId(2)).unwrap().at = Whereabouts::Hibernating;
    add(&mut g, Adult, 12);
    let (_, out) = run(&mut g, |c| c.place_fire(SlotId(10)));
    assert!(has(&out, |o| matches!(
        o,
        Outcome::GameEnded {
            cause: EndCause::NinthFire
        }
    )));
    assert!(!g.rooms[&SlotId(10)].fire, "there is no 9th marker");
    assert!(g.characters.iter().all(|c| !c.alive()));
    assert!(g.intruders.is_empty() && g.nest_destroyed);
    assert!(has(&out, |o| matches!(o, Outcome::VictoryCheckDone)));
}

#[test]
fn a_ninth_malfunction_marker_ends_the_game_at_once() {
    let mut g = game(2, Side::A);
    let kinds = [
        RoomKind::Armory,
        RoomKind::CommsRoom,
        RoomKind::EmergencyRoom,
        RoomKind::FireControl,
        RoomKind::Generator,
        RoomKind::Laboratory,
        RoomKind::Storage,
        RoomKind::Surgery,
        RoomKind::Canteen,
    ];
    for (i, k) in kinds.into_iter().enumerate() {
        room(&mut g, i as u8 + 2, k);
    }
    for s in 2..=9 {
        g.rooms.get_mut(&SlotId(s)).unwrap().malfunction = true;
    }
    add(&mut g, Adult, 12);
    let (_, out) = run(&mut g, |c| c.place_malfunction(SlotId(10)));
    assert!(has(&out, |o| matches!(
        o,
        Outcome::GameEnded {
            cause: EndCause::NinthMalfunction
        }
    )));
    assert!(!g.rooms[&SlotId(10)].malfunction);
    assert!(g.characters.iter().all(|c| !c.alive()));
    assert!(g.intruders.is_empty() && g.nest_destroyed);
}

#[test]
fn the_jump_at_time_0_kills_every_character_on_board_not_hibernating_but_not_the_intruders() {
    let mut g = game(4, Side::A);
    g.time = 1;
    safe_trip(&mut g);
    g.character_mut(PlayerId(2)).unwrap().at = Whereabouts::Hibernating;
    g.character_mut(PlayerId(3)).unwrap().at = Whereabouts::Escaped;
    let pod = g.pods[0].number;
    g.pods[0].seats = vec![PlayerId(4)];
    g.character_mut(PlayerId(4)).unwrap().at = Whereabouts::Pod(pod);
    let q = add(&mut g, Queen, 2);
    let out = quiet_phase(&mut g, &[(1, 5), (4, 0)]);
    assert!(has(&out, |o| matches!(
        o,
        Outcome::GameEnded {
            cause: EndCause::Jump
        }
    )));
    for p in [1, 4] {
        assert!(has(&out, |o| matches!(
            o,
            Outcome::CharacterDied { player, cause: DeathCause::Jump, .. } if player.0 == p
        )));
    }
    assert_eq!(
        g.character(PlayerId(2)).unwrap().at,
        Whereabouts::Hibernating
    );
    assert_eq!(g.character(PlayerId(3)).unwrap().at, Whereabouts::Escaped);
    assert!(g.intruder(q).is_some(), "intruders survive the jump");
    assert!(!g.nest_destroyed);
    assert_eq!(g.first_death, None, "the jump is not the first death");
    let v = g.victory.as_ref().unwrap();
    assert_eq!(
        v.survivors.keys().copied().collect::<Vec<_>>(),
        vec![PlayerId(2), PlayerId(3)]
    );
}

#[test]
fn a_jump_while_self_destruct_is_running_explodes_the_ship() {
    let mut g = game(2, Side::A);
    g.time = 1;
    g.self_destruct = Some(5);
    safe_trip(&mut g);
    g.character_mut(PlayerId(2)).unwrap().at = Whereabouts::Hibernating;
    add(&mut g, Adult, 2);
    let out = quiet_phase(&mut g, &[(1, 5)]);
    assert!(has(&out, |o| matches!(
        o,
        Outcome::GameEnded {
            cause: EndCause::JumpDuringSelfDestruct
        }
    )));
    assert!(g.characters.iter().all(|c| !c.alive()));
    assert!(g.intruders.is_empty() && g.nest_destroyed);
}

#[test]
fn the_last_character_hibernating_ends_the_game_with_time_moved_to_the_end() {
    let mut g = game(2, Side::A);
    g.character_mut(PlayerId(2)).unwrap().at = Whereabouts::Dead;
    g.time = 6;
    safe_trip(&mut g);
    let (r, out) = rig_noise(&mut g, NoiseResult::Silence, |c| {
        c.hibernate(PlayerId(1), 5)
    });
    r.unwrap();
    assert!(has(&out, |o| matches!(
        o,
        Outcome::GameEnded {
            cause: EndCause::Jump
        }
    )));
    assert_eq!(g.time, 0);
    // the table is told why the ship jumps with 6 spaces left, before the end itself
    let nobody = pos(&out, |o| {
        *o == Outcome::NobodyLeft {
            self_destruct: false,
        }
    });
    let end = pos(&out, |o| matches!(o, Outcome::GameEnded { .. }));
    assert!(nobody < end);
    assert_eq!(
        g.character(PlayerId(1)).unwrap().at,
        Whereabouts::Hibernating
    );
    assert!(g.victory.is_some());
}

#[test]
fn the_last_character_dying_with_self_destruct_running_moves_it_to_the_end() {
    let mut g = game(2, Side::A);
    g.self_destruct = Some(5);
    g.character_mut(PlayerId(2)).unwrap().at = Whereabouts::Hibernating;
    let out = apply(
        &mut g,
        Command::Fix(Correction::KillCharacter {
            player: PlayerId(1),
        }),
    );
    assert!(has(&out, |o| matches!(
        o,
        Outcome::GameEnded {
            cause: EndCause::SelfDestruct
        }
    )));
    assert_eq!(g.self_destruct, Some(0));
    assert!(has(&out, |o| *o
        == Outcome::NobodyLeft {
            self_destruct: true
        }));
    assert!(
        !g.character(PlayerId(2)).unwrap().alive(),
        "the explosion kills the sleeper"
    );
    assert_eq!(g.time, 15, "time stays where it was");
}

#[test]
fn the_last_character_escaping_ends_the_game() {
    let mut g = game(2, Side::A);
    g.character_mut(PlayerId(2)).unwrap().at = Whereabouts::Dead;
    let pod = g.pods[0].number;
    g.pods[0].seats = vec![PlayerId(1)];
    g.character_mut(PlayerId(1)).unwrap().at = Whereabouts::Pod(pod);
    let out = apply(&mut g, Command::LaunchPod { pod });
    assert!(has(&out, |o| matches!(
        o,
        Outcome::GameEnded {
            cause: EndCause::Jump
        }
    )));
    assert_eq!(g.character(PlayerId(1)).unwrap().at, Whereabouts::Escaped);
    assert!(g.victory.unwrap().survivors.contains_key(&PlayerId(1)));
}

#[test]
fn an_event_phase_without_every_hand_on_board_is_refused() {
    let mut g = game(2, Side::A);
    let before = g.clone();
    assert_eq!(
        g.apply(&Command::EventPhase {
            hands: hands(&[(1, 5)])
        }),
        Err(RuleError::HandMissing(PlayerId(2)))
    );
    assert_eq!(g, before);
}

/// Seen at the real window: the fire step's page read "Nest destroyed: no eggs left" above
/// "1 egg of the Nest destroyed". The egg is told first, then what its loss did.
#[test]
fn fire_burning_the_last_nest_egg_tells_the_egg_before_the_nest() {
    let mut g = game(2, Side::A);
    room(&mut g, 5, RoomKind::Nest);
    g.rooms.get_mut(&SlotId(5)).unwrap().fire = true;
    g.nest_eggs = 1;
    let out = quiet_phase(&mut g, H2);
    let egg = pos(&out, |o| {
        matches!(o, Outcome::EggsDestroyed { nest: true, .. })
    });
    let nest = pos(&out, |o| matches!(o, Outcome::NestDestroyed { .. }));
    assert!(egg < nest, "{out:?}");
    assert!(g.nest_destroyed && g.nest_eggs == 0);
}
