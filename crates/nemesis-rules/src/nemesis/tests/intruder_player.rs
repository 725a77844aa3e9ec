//! Intruder Player mode (base.md §13.3).

use super::kit::*;
use crate::ids::*;
use crate::nemesis::command::Correction;
use crate::nemesis::outcome::{EncounterCause, EventStep, InjuryCause, Outcome, Sight};
use crate::{Command, GameState, RuleError};
use IntruderKind::*;

fn na(reason: &str) -> RuleError {
    RuleError::NotAllowed(crate::nemesis::Refusal::from_code(reason).expect("a reason code"))
}

fn kill(g: &mut GameState, p: u8) {
    apply(
        g,
        Command::Fix(Correction::KillCharacter {
            player: PlayerId(p),
        }),
    );
}

fn become_ip(p: u8) -> Command {
    Command::BecomeIntruderPlayer {
        player: PlayerId(p),
        from_the_death: true,
    }
}

/// Three players; player 2 died first and plays the intruders from round 2, which has begun.
fn ip_game() -> GameState {
    let mut g = game(3, Side::A);
    kill(&mut g, 2);
    apply(&mut g, become_ip(2));
    g.round = 2;
    assert!(g.intruder_player_active());
    g
}

/// The intruder player (player 2 in these games) ends their turn without passing.
fn ip_turn_ends(g: &mut GameState) {
    apply(
        g,
        Command::EndTurn {
            player: PlayerId(2),
            passed: false,
            hand: None,
        },
    );
}

fn steps(out: &[Outcome]) -> Vec<EventStep> {
    out.iter()
        .filter_map(|o| match o {
            Outcome::EventPhaseStep { step } => Some(*step),
            _ => None,
        })
        .collect()
}

#[test]
fn only_the_first_dead_player_may_take_the_intruders() {
    let mut g = game(3, Side::A);
    assert_eq!(
        g.apply(&become_ip(1)),
        Err(na("only_the_first_dead_player"))
    );
    kill(&mut g, 2);
    kill(&mut g, 3);
    assert_eq!(g.first_death, Some(PlayerId(2)));
    assert_eq!(
        g.apply(&become_ip(3)),
        Err(na("only_the_first_dead_player"))
    );
    let out = apply(&mut g, become_ip(2));
    assert!(has(&out, |o| matches!(
        o,
        Outcome::IntruderPlayerChosen {
            player: PlayerId(2),
            from_round: 2
        }
    )));
    assert_eq!(g.intruder_player, Some((PlayerId(2), 2)));
    assert_eq!(
        g.apply(&become_ip(2)),
        Err(na("only_the_first_dead_player"))
    );
}

#[test]
fn there_is_no_intruder_player_in_co_op() {
    let mut g = GameState::new(crate::nemesis::GameConfig {
        insanity_track: None,
        species: Default::default(),
        dealer: Default::default(),
        mode: Mode::Coop,
        side: Side::A,
        seed: 1,
        edition: crate::nemesis::GameConfig::EDITION,
        players: (0..2)
            .map(|i| crate::nemesis::PlayerSetup {
                name: format!("P{i}"),
                role: ROLES[i],
                ring: None,
            })
            .collect(),
    })
    .unwrap();
    kill(&mut g, 1);
    assert_eq!(g.apply(&become_ip(1)), Err(na("standard_mode_only")));
}

#[test]
fn the_intruder_players_rules_start_with_the_next_round() {
    let mut g = game(3, Side::A);
    kill(&mut g, 2);
    apply(&mut g, become_ip(2));
    assert!(!g.intruder_player_active());
    let a = add(&mut g, Adult, 8);
    assert_eq!(
        g.apply(&Command::IntruderMove {
            intruder: a,
            corridor: 1
        }),
        Err(na("no_intruder_player"))
    );
    bag(&mut g, &[]);
    let out = event_phase_with(&mut g, "BE02", &[(1, 5), (3, 5)]);
    assert_eq!(
        steps(&out).len(),
        6,
        "round 1 still has the full Event Phase"
    );
    assert_eq!(g.round, 2);
    assert!(g.intruder_player_active());
}

#[test]
fn events_attacks_and_bag_development_stop_while_time_and_fire_go_on() {
    let mut g = ip_game();
    explore(&mut g, 8);
    put(&mut g, 1, 8);
    g.rooms.get_mut(&SlotId(8)).unwrap().fire = true;
    let a = add(&mut g, Adult, 8);
    bag(&mut g, &[(Adult, None)]);
    attacks_on_top(&mut g, &["BA05"]);
    let events = g.hidden.events.clone();
    let (r, out) = run(&mut g, |c| c.event_phase(&hands(&[(1, 0), (3, 0)])));
    r.unwrap();
    use EventStep::*;
    assert_eq!(steps(&out), vec![Time, Fire, EndOfRound]);
    assert!(!has(&out, |o| matches!(o, Outcome::Attack { .. })));
    assert!(has(&out, |o| matches!(
        o,
        Outcome::IntruderInjured {
            cause: InjuryCause::Fire,
            ..
        }
    )));
    assert_eq!(g.intruder(a).unwrap().injuries, 1);
    assert_eq!(g.time, 14);
    assert_eq!(g.hidden.events, events, "no event card");
    assert_eq!(bag_kinds(&g), vec![Adult], "no bag development");
    assert_eq!(g.character(PlayerId(1)).unwrap().light_wounds, 0);
}

#[test]
fn surprise_attacks_still_happen() {
    let mut g = ip_game();
    explore(&mut g, 8);
    put(&mut g, 1, 8);
    bag(&mut g, &[(Adult, Some(4))]);
    attacks_on_top(&mut g, &["BA02"]);
    let (_, out) = run(&mut g, |c| {
        c.encounter(Some(PlayerId(1)), SlotId(8), Some(1), EncounterCause::Noise)
    });
    assert!(has(&out, |o| matches!(o, Outcome::SurpriseAttack { .. })));
    assert_eq!(g.character(PlayerId(1)).unwrap().light_wounds, 1);
}

#[test]
fn the_intruder_player_moves_one_intruder_through_a_corridor_number() {
    let mut g = ip_game();
    bag(&mut g, &[]);
    let a = add(&mut g, Adult, 8);
    let b = add(&mut g, Adult, 8);
    apply(
        &mut g,
        Command::IntruderMove {
            intruder: a,
            corridor: 1,
        },
    );
    assert_eq!(g.intruder(a).unwrap().at, SlotId(4));
    assert_eq!(g.intruder(b).unwrap().at, SlotId(8), "only the chosen one");
    ip_turn_ends(&mut g);
    // 004 exit 2 is a technical entrance
    let out = apply(
        &mut g,
        Command::IntruderMove {
            intruder: a,
            corridor: 2,
        },
    );
    assert!(has(&out, |o| matches!(o, Outcome::IntruderVanished { .. })));
    assert!(g.intruder(a).is_none());
    assert_eq!(bag_kinds(&g), vec![Adult]);
    ip_turn_ends(&mut g);
    assert_eq!(
        g.apply(&Command::IntruderMove {
            intruder: b,
            corridor: 5
        }),
        Err(na("corridor_1_to_4"))
    );
}

#[test]
fn an_intruder_player_attack_draws_cards_privately_applies_the_choice_and_buries_the_rest() {
    let mut g = ip_game();
    explore(&mut g, 8);
    put(&mut g, 1, 8);
    let a = add(&mut g, Adult, 8);
    attacks_on_top(&mut g, &["BA10", "BA02", "BA06"]);
    assert_eq!(
        g.apply(&Command::IntruderAttack {
            intruder: a,
            target: PlayerId(3),
            hand: 5,
            cards: 3
        }),
        Err(na("target_not_in_room"))
    );
    let out = apply(
        &mut g,
        Command::IntruderAttack {
            intruder: a,
            target: PlayerId(1),
            hand: 5,
            cards: 3,
        },
    );
    let drawn = vec![attack_ix("BA10"), attack_ix("BA02"), attack_ix("BA06")];
    assert_eq!(
        out,
        vec![Outcome::Private {
            to: PlayerId(2),
            sight: Sight::AttackCards {
                cards: drawn.clone()
            }
        }]
    );
    assert!(g.public_view().choosing_attack);
    assert_eq!(
        g.apply(&Command::NoiseRoll {
            player: PlayerId(1),
            hand: 5
        }),
        Err(na("intruder_player_choosing"))
    );
    assert_eq!(
        g.apply(&Command::IntruderChoose {
            card: attack_ix("BA01")
        }),
        Err(na("card_not_drawn"))
    );
    let out = apply(
        &mut g,
        Command::IntruderChoose {
            card: attack_ix("BA02"),
        },
    );
    assert!(has(&out, |o| matches!(
        o,
        Outcome::Attack { hit: true, .. }
    )));
    let p1 = g.character(PlayerId(1)).unwrap();
    assert_eq!(
        (p1.light_wounds, p1.serious_wounds, p1.contamination),
        (1, 0, 1)
    );
    let d = &g.hidden.attacks;
    assert_eq!(d.discard, vec![attack_ix("BA02")]);
    let mut bottom = d.draw[..2].to_vec();
    bottom.sort();
    assert_eq!(bottom, vec![attack_ix("BA06"), attack_ix("BA10")]);
    assert_eq!(
        g.component_counts().2,
        20,
        "every attack card accounted for"
    );
    assert!(g.pending_attack.is_none());
}

/// `fix next_attack` is refused only for what the table can see: a card the intruder player
/// drew in private is accepted like any other (the refusal used to single out exactly those).
#[test]
fn next_attack_is_not_refused_for_the_intruder_players_private_cards() {
    let mut g = ip_game();
    explore(&mut g, 8);
    put(&mut g, 1, 8);
    let a = add(&mut g, Adult, 8);
    attacks_on_top(&mut g, &["BA10", "BA02", "BA06"]);
    apply(
        &mut g,
        Command::IntruderAttack {
            intruder: a,
            target: PlayerId(1),
            hand: 5,
            cards: 2,
        },
    );
    let cards =
        g.hidden.attacks.len_all() as u8 + g.pending_attack.as_ref().unwrap().cards.len() as u8;
    let mut refused = Vec::new();
    for card in 0..cards {
        let mut h = g.clone();
        if let Err(e) = h.apply(&Command::Fix(Correction::NextAttack { card })) {
            refused.push((card, e));
        }
    }
    assert_eq!(refused, vec![], "no card of the deck is refused");
    // the private card goes on top and leaves the draw; the choice goes on with the other
    let private = attack_ix("BA10");
    apply(
        &mut g,
        Command::Fix(Correction::NextAttack { card: private }),
    );
    assert_eq!(g.hidden.attacks.draw.last(), Some(&private));
    assert_eq!(
        g.pending_attack.as_ref().map(|p| p.cards.clone()),
        Some(vec![attack_ix("BA02")])
    );
    // a card number the deck does not have is refused, as the table can see
    assert_eq!(
        g.apply(&Command::Fix(Correction::NextAttack { card: 200 })),
        Err(na("card_not_in_deck_or_discard"))
    );
}

fn decline(p: u8) -> Command {
    Command::DeclineIntruderPlayer {
        player: PlayerId(p),
    }
}

/// The first death in a standard game asks that player (base.md §13.3); the answer is kept, so
/// a "no" is not asked again and a later death does not reopen the question.
#[test]
fn the_first_death_asks_once_and_a_no_closes_the_question() {
    let mut g = game(3, Side::A);
    assert_eq!(g.intruder_player_offer, None);
    kill(&mut g, 3);
    assert_eq!(g.intruder_player_offer, Some((PlayerId(3), 2)));
    assert_eq!(g.apply(&decline(2)), Err(na("only_the_first_dead_player")));
    let out = apply(&mut g, decline(3));
    assert!(has(&out, |o| matches!(
        o,
        Outcome::IntruderPlayerDeclined {
            player: PlayerId(3)
        }
    )));
    assert_eq!(g.intruder_player_offer, None);
    assert_eq!(
        g.apply(&become_ip(3)),
        Err(na("only_the_first_dead_player"))
    );
    kill(&mut g, 2);
    assert_eq!(g.intruder_player_offer, None, "only the first death asks");
    assert_eq!(g.intruder_player, None);
}

/// A death in the Event Phase is answered after it, when the next round has begun: the
/// intruders' side plays from that round, the one after the death, and not a round later.
#[test]
fn an_answer_after_the_event_phase_plays_from_the_round_after_the_death() {
    let mut g = game(3, Side::A);
    kill(&mut g, 2);
    bag(&mut g, &[]);
    event_phase_with(&mut g, "BE02", &[(1, 5), (3, 5)]);
    assert_eq!(g.round, 2);
    let out = apply(&mut g, become_ip(2));
    assert!(has(&out, |o| matches!(
        o,
        Outcome::IntruderPlayerChosen {
            player: PlayerId(2),
            from_round: 2
        }
    )));
    assert!(g.intruder_player_active());
    assert!(g.takes_turns(PlayerId(2)));
}

/// The intruder player takes turns in order: one card or a pass each; after a pass they play no
/// more cards that round, and the next round they play again.
#[test]
fn the_intruder_player_takes_turns_and_a_pass_ends_their_round() {
    let mut g = game(3, Side::A);
    kill(&mut g, 2);
    apply(&mut g, become_ip(2));
    let end = |passed| Command::EndTurn {
        player: PlayerId(2),
        passed,
        hand: None,
    };
    // not before their rules are in force: a dead character takes no turn
    assert!(!g.takes_turns(PlayerId(2)));
    assert_eq!(
        g.apply(&end(false)),
        Err(RuleError::NotOnBoard(PlayerId(2)))
    );
    g.round = 2;
    assert!(g.still_to_act(PlayerId(2)));
    let a = add(&mut g, Adult, 8);
    apply(
        &mut g,
        Command::IntruderMove {
            intruder: a,
            corridor: 1,
        },
    );
    apply(&mut g, end(false));
    let out = apply(&mut g, end(true));
    assert!(has(&out, |o| matches!(
        o,
        Outcome::Passed {
            player: PlayerId(2)
        }
    )));
    assert!(!out.iter().any(|o| matches!(o, Outcome::FireWound { .. })));
    assert!(!g.still_to_act(PlayerId(2)));
    assert_eq!(
        g.apply(&Command::IntruderMove {
            intruder: a,
            corridor: 1
        }),
        Err(na("already_passed"))
    );
    bag(&mut g, &[]);
    event_phase_with(&mut g, "BE02", &[(1, 5), (3, 5)]);
    assert!(g.still_to_act(PlayerId(2)), "a new round, new turns");
    assert_ne!(
        g.first_player,
        PlayerId(2),
        "the First Player token skips them"
    );
    apply(
        &mut g,
        Command::IntruderMove {
            intruder: a,
            corridor: 1,
        },
    );
}

/// When an Intruder Player card calls for an event card, one is drawn and resolved: intruders
/// of its types move through its corridor and its effect applies; it is refused outside the
/// intruder player's turns.
#[test]
fn an_intruder_player_card_may_call_for_an_event_card() {
    let mut g = game(3, Side::A);
    let ask = Command::IntruderEvent {
        hands: vec![(PlayerId(1), 4), (PlayerId(3), 4)],
    };
    kill(&mut g, 2);
    // edition 3: the first dead player's side is asked before play goes on
    assert_eq!(g.apply(&ask), Err(na("intruder_side_first")));
    g.config.edition = 2;
    assert_eq!(g.apply(&ask), Err(na("no_intruder_player")));
    g.config.edition = crate::nemesis::GameConfig::EDITION;
    apply(&mut g, become_ip(2));
    g.round = 2;
    let deck = g.hidden.events.draw.len();
    let out = apply(&mut g, ask.clone());
    assert!(has(&out, |o| matches!(o, Outcome::EventCard { .. })));
    assert!(has(&out, |o| matches!(
        o,
        Outcome::EventEffectApplied { .. }
    )));
    assert!(g.hidden.events.draw.len() < deck || !g.hidden.events.discard.is_empty());
    ip_turn_ends(&mut g);
    assert_eq!(
        g.apply(&Command::IntruderEvent {
            hands: vec![(PlayerId(1), 4)]
        }),
        Err(RuleError::HandMissing(PlayerId(3)))
    );
}

/// A journal written before the question was asked at the death has no `from_the_death`: its
/// answer counts from the round after the answer, so the saved game replays as it was played.
#[test]
fn an_older_answer_without_from_the_death_plays_from_the_round_after_it() {
    let mut g = game(3, Side::A);
    kill(&mut g, 2);
    bag(&mut g, &[]);
    event_phase_with(&mut g, "BE02", &[(1, 5), (3, 5)]);
    let old: Command =
        serde_json::from_str(r#"{"cmd":"become_intruder_player","player":2}"#).unwrap();
    let out = apply(&mut g, old);
    assert!(has(&out, |o| matches!(
        o,
        Outcome::IntruderPlayerChosen {
            player: PlayerId(2),
            from_round: 3
        }
    )));
    // and the new field is written only when set, so old readers of the JSON see no change
    let new = serde_json::to_string(&become_ip(2)).unwrap();
    assert!(new.contains(r#""from_the_death":true"#), "{new}");
}

/// KR 4497–4501 (「단, 인트루더 플레이어는 자기 차례가 되면 행동 1회(손에 든 카드 사용)만 하거나
/// 패스를 선언해야 합니다」): one card a turn. The audit's case: seed 18, three players, two
/// `intruder_move` in one turn carried the Adult 6 → 7 → 8.
#[test]
fn the_intruder_player_plays_one_card_a_turn() {
    let mut g = ip_game();
    bag(&mut g, &[]);
    let a = add(&mut g, Adult, 8);
    let mv = |corridor| Command::IntruderMove {
        intruder: a,
        corridor,
    };
    apply(&mut g, mv(1));
    for second in [
        mv(1),
        Command::IntruderEvent {
            hands: vec![(PlayerId(1), 4), (PlayerId(3), 4)],
        },
        Command::IntruderAttack {
            intruder: a,
            target: PlayerId(1),
            hand: 4,
            cards: 2,
        },
    ] {
        assert_eq!(g.apply(&second), Err(na("one_card_per_turn")), "{second:?}");
    }
    // the next turn, the next card
    ip_turn_ends(&mut g);
    assert!(g.apply(&mv(1)).is_ok());
}

/// A game saved before the rule (edition 0) replays as it was played: its second card in a
/// turn is still taken (the committed fixture v2-standard-b-3p has one).
#[test]
fn a_save_from_before_the_one_card_rule_replays_as_played() {
    let mut g = ip_game();
    g.config.edition = 0;
    bag(&mut g, &[]);
    let a = add(&mut g, Adult, 8);
    for _ in 0..2 {
        apply(
            &mut g,
            Command::IntruderMove {
                intruder: a,
                corridor: 1,
            },
        );
    }
}
