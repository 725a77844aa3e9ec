//! The victory check in its exact order: engines, coordinates, contamination, objectives
//! (base.md §12.5, §13.2).

use super::kit::*;
use crate::ids::*;
use crate::nemesis::content::Destination;
use crate::nemesis::outcome::{DeathCause, Outcome};
use crate::nemesis::state::{EndCause, VictoryStep, Whereabouts};
use crate::{Command, GameConfig, GameState, PlayerSetup, RuleError};

/// Player 1 hibernates, player 2 escaped, the rest are on board when the ship jumps.
fn ending(players: usize, mode: Mode) -> GameState {
    let mut g = GameState::new(GameConfig {
        insanity_track: None,
        species: Default::default(),
        dealer: Default::default(),
        mode,
        side: Side::A,
        seed: 42,
        edition: crate::nemesis::GameConfig::EDITION,
        players: (0..players)
            .map(|i| PlayerSetup {
                name: format!("P{}", i + 1),
                role: ROLES[i],
                ring: None,
            })
            .collect(),
    })
    .expect("setup");
    safe_trip(&mut g);
    g.character_mut(PlayerId(1)).unwrap().at = Whereabouts::Hibernating;
    g.character_mut(PlayerId(2)).unwrap().at = Whereabouts::Escaped;
    g
}

fn jump(g: &mut GameState) -> Vec<Outcome> {
    run(g, |c| c.end_game(EndCause::Jump)).1
}

fn survivors(g: &GameState) -> Vec<u8> {
    g.victory
        .as_ref()
        .unwrap()
        .survivors
        .keys()
        .map(|p| p.0)
        .collect()
}

fn step(g: &GameState) -> VictoryStep {
    g.victory.as_ref().unwrap().step.clone()
}

fn clean_label(g: &GameState) -> LabelId {
    (1..=27)
        .map(LabelId)
        .find(|l| !g.hidden.infected.contains(l))
        .unwrap()
}

fn infected_label(g: &GameState) -> LabelId {
    *g.hidden.infected.iter().next().unwrap()
}

fn vscan(p: u8, labels: &[LabelId]) -> Command {
    Command::VictoryScan {
        player: PlayerId(p),
        labels: labels.to_vec(),
    }
}

fn objective(p: u8, met: bool) -> Command {
    Command::VictoryObjective {
        player: PlayerId(p),
        met,
    }
}

#[test]
fn only_survivors_take_part_in_the_victory_check() {
    let mut g = ending(4, Mode::Standard);
    g.character_mut(PlayerId(3)).unwrap().at = Whereabouts::Dead;
    let out = jump(&mut g);
    assert!(has(&out, |o| matches!(
        o,
        Outcome::CharacterDied {
            player: PlayerId(4),
            cause: DeathCause::Jump,
            ..
        }
    )));
    assert_eq!(survivors(&g), vec![1, 2]);
    assert_eq!(
        step(&g),
        VictoryStep::Contamination {
            pending: vec![PlayerId(1), PlayerId(2)]
        }
    );
}

#[test]
fn two_damaged_engines_explode_the_ship_killing_sleepers_intruders_and_the_nest() {
    let mut g = ending(3, Mode::Standard);
    g.hidden.engines = [false, true, false];
    add(&mut g, IntruderKind::Queen, 5);
    let out = jump(&mut g);
    assert!(has(&out, |o| matches!(
        o,
        Outcome::EnginesRevealed {
            working: [false, true, false]
        }
    )));
    assert!(has(&out, |o| matches!(o, Outcome::ShipExploded)));
    assert!(!has(&out, |o| matches!(
        o,
        Outcome::CoordinatesRevealed { .. }
    )));
    assert_eq!(g.character(PlayerId(1)).unwrap().at, Whereabouts::Dead);
    assert_eq!(survivors(&g), vec![2], "escaped in a pod: safe");
    assert!(g.intruders.is_empty() && g.nest_destroyed);
    assert!(g.victory.as_ref().unwrap().ship_destroyed);
}

#[test]
fn one_damaged_engine_is_survivable() {
    let mut g = ending(2, Mode::Standard);
    g.hidden.engines = [true, false, true];
    let out = jump(&mut g);
    assert!(!has(&out, |o| matches!(o, Outcome::ShipExploded)));
    assert_eq!(survivors(&g), vec![1, 2]);
}

#[test]
fn a_destination_other_than_earth_kills_sleepers_but_not_the_escaped_nor_the_intruders() {
    let mut g = ending(2, Mode::Standard);
    g.destination = dest_letter(&g, Destination::Venus);
    let q = add(&mut g, IntruderKind::Queen, 5);
    let out = jump(&mut g);
    assert!(has(&out, |o| matches!(
        o,
        Outcome::CoordinatesRevealed {
            destination: Destination::Venus,
            ..
        }
    )));
    assert!(has(&out, |o| matches!(
        o,
        Outcome::CharacterDied {
            player: PlayerId(1),
            cause: DeathCause::WrongDestination,
            ..
        }
    )));
    assert_eq!(survivors(&g), vec![2]);
    assert!(g.intruder(q).is_some() && !g.nest_destroyed);
    assert!(!g.victory.as_ref().unwrap().ship_destroyed);
}

#[test]
fn mars_asks_each_sleeper_for_quarantine_and_only_they_survive() {
    let mut g = ending(3, Mode::Standard);
    g.character_mut(PlayerId(3)).unwrap().at = Whereabouts::Hibernating;
    g.destination = dest_letter(&g, Destination::Mars);
    jump(&mut g);
    assert_eq!(
        step(&g),
        VictoryStep::Quarantine {
            pending: vec![PlayerId(1), PlayerId(3)]
        }
    );
    assert_eq!(
        g.apply(&vscan(1, &[])),
        Err(RuleError::NotAllowed(
            crate::nemesis::Refusal::from_code("not_waiting_for_this").expect("a reason code")
        ))
    );
    apply(
        &mut g,
        Command::VictoryQuarantine {
            player: PlayerId(1),
            quarantine: true,
        },
    );
    apply(
        &mut g,
        Command::VictoryQuarantine {
            player: PlayerId(3),
            quarantine: false,
        },
    );
    assert_eq!(g.character(PlayerId(3)).unwrap().at, Whereabouts::Dead);
    assert_eq!(survivors(&g), vec![1, 2]);
    assert_eq!(
        step(&g),
        VictoryStep::Contamination {
            pending: vec![PlayerId(1), PlayerId(2)]
        }
    );
}

#[test]
fn a_clean_contamination_scan_survives() {
    let mut g = ending(2, Mode::Standard);
    g.character_mut(PlayerId(1)).unwrap().contamination = 1;
    jump(&mut g);
    let l = clean_label(&g);
    let out = apply(&mut g, vscan(1, &[l]));
    assert!(has(&out, |o| matches!(
        o,
        Outcome::Survived {
            player: PlayerId(1)
        }
    )));
    assert!(!has(&out, |o| matches!(o, Outcome::FinalDraw { .. })));
    apply(&mut g, vscan(2, &[]));
    assert_eq!(
        step(&g),
        VictoryStep::Objectives {
            pending: vec![PlayerId(1), PlayerId(2)]
        }
    );
}

/// Issue 39 item 7 (edition 2): the 4-card draw is the player's, from their own shuffled
/// action and contamination cards (KR rulebook: the player shuffles and draws); the app asks what
/// came up and never draws itself. Any contamination card among the 4 kills.
#[test]
fn an_infected_scan_asks_the_player_to_draw_four_and_any_contamination_card_kills() {
    let draw = |p: u8, n: u8| Command::VictoryDraw {
        player: PlayerId(p),
        contamination: n,
    };
    for (drawn, lives) in [(0u8, true), (1, false), (3, false)] {
        let mut g = ending(2, Mode::Standard);
        g.character_mut(PlayerId(1)).unwrap().contamination = 3;
        jump(&mut g);
        // every card is scanned (edition 4): one infected and two clean
        let clean: Vec<LabelId> = (1..=27)
            .map(LabelId)
            .filter(|l| !g.hidden.infected.contains(l))
            .take(2)
            .collect();
        let l = [infected_label(&g), clean[0], clean[1]];
        let before = g.hidden.rng.clone();
        let out = apply(&mut g, vscan(1, &l));
        assert!(has(&out, |o| matches!(
            o,
            Outcome::FinalDrawAsked {
                player: PlayerId(1)
            }
        )));
        assert!(!has(&out, |o| matches!(o, Outcome::FinalDraw { .. })));
        assert_eq!(g.hidden.rng, before, "the app drew nothing");
        assert_eq!(
            survivors(&g),
            vec![1, 2],
            "nobody dies before the draw is told"
        );
        // the same survivor's scan again, the other's scan, or more than was possible: refused
        assert!(g.apply(&vscan(1, &l)).is_err());
        assert!(g.apply(&vscan(2, &[])).is_err());
        assert!(g.apply(&draw(2, 0)).is_err());
        assert!(g.apply(&draw(1, 5)).is_err(), "4 cards are drawn");
        let out = apply(&mut g, draw(1, drawn));
        assert!(has(&out, |o| matches!(
            o,
            Outcome::FinalDraw { contamination_drawn: n, .. } if *n == drawn
        )));
        assert_eq!(survivors(&g).contains(&1), lives, "{drawn} drawn");
        apply(&mut g, vscan(2, &[]));
        assert!(matches!(step(&g), VictoryStep::Objectives { .. }));
    }
    // a character with 2 contamination cards cannot draw 3
    let mut g = ending(2, Mode::Standard);
    {
        let c = g.character_mut(PlayerId(1)).unwrap();
        c.larva = true;
        c.contamination = 2;
    }
    jump(&mut g);
    apply(&mut g, vscan(1, &[]));
    assert!(g.apply(&draw(1, 3)).is_err());
}

/// Saves from before edition 2 replay the app's own draw.
#[test]
fn an_infected_scan_draws_four_cards_and_any_contamination_card_among_them_kills() {
    let mut g = ending(2, Mode::Standard);
    g.config.edition = 1;
    g.character_mut(PlayerId(1)).unwrap().contamination = 3;
    jump(&mut g);
    let l = [infected_label(&g), clean_label(&g)];
    let mut lucky = g.clone();
    let (_, out) = rig(
        &mut g,
        |c| c.victory_scan(PlayerId(1), &l),
        |out| {
            has(
                out,
                |o| matches!(o, Outcome::FinalDraw { contamination_drawn: n, .. } if *n > 0),
            )
        },
    );
    assert!(has(&out, |o| matches!(
        o,
        Outcome::CharacterDied {
            player: PlayerId(1),
            cause: DeathCause::FinalContamination,
            ..
        }
    )));
    assert_eq!(survivors(&g), vec![2]);

    let (_, out) = rig(
        &mut lucky,
        |c| c.victory_scan(PlayerId(1), &l),
        |out| {
            has(out, |o| {
                matches!(
                    o,
                    Outcome::FinalDraw {
                        contamination_drawn: 0,
                        ..
                    }
                )
            })
        },
    );
    assert!(has(&out, |o| matches!(
        o,
        Outcome::Survived {
            player: PlayerId(1)
        }
    )));
    assert_eq!(survivors(&lucky), vec![1, 2]);
}

#[test]
fn a_larva_on_the_board_goes_straight_to_the_four_card_draw() {
    let mut g = ending(2, Mode::Standard);
    {
        let c = g.character_mut(PlayerId(1)).unwrap();
        c.larva = true;
        c.contamination = 2;
    }
    jump(&mut g);
    let out = apply(&mut g, vscan(1, &[]));
    assert!(has(&out, |o| matches!(
        o,
        Outcome::FinalDrawAsked {
            player: PlayerId(1),
        }
    )));
    assert!(!has(&out, |o| matches!(o, Outcome::LabelScanned { .. })));
}

#[test]
fn survivors_who_met_their_objective_win() {
    let mut g = ending(3, Mode::Standard);
    jump(&mut g);
    apply(&mut g, vscan(1, &[]));
    apply(&mut g, vscan(2, &[]));
    assert_eq!(
        g.apply(&vscan(1, &[])),
        Err(RuleError::NotAllowed(
            crate::nemesis::Refusal::from_code("not_waiting_for_this").expect("a reason code")
        ))
    );
    apply(&mut g, objective(1, true));
    let out = apply(&mut g, objective(2, false));
    let winners: Vec<PlayerId> = out
        .iter()
        .filter_map(|o| match o {
            Outcome::Winner { player } => Some(*player),
            _ => None,
        })
        .collect();
    assert_eq!(winners, vec![PlayerId(1)]);
    assert!(has(&out, |o| matches!(o, Outcome::VictoryCheckDone)));
    assert_eq!(step(&g), VictoryStep::Done);
    assert_eq!(
        g.winners(),
        winners,
        "the window's query says what was announced"
    );
}

#[test]
fn in_full_coop_everyone_wins_together_when_every_survivors_objective_is_met() {
    for (second, want) in [(true, 3usize), (false, 0)] {
        let mut g = ending(3, Mode::Coop);
        jump(&mut g); // player 3 dies in the jump
        apply(&mut g, vscan(1, &[]));
        apply(&mut g, vscan(2, &[]));
        apply(&mut g, objective(1, true));
        let out = apply(&mut g, objective(2, second));
        assert_eq!(
            count(&out, |o| matches!(o, Outcome::Winner { .. })),
            want,
            "second objective met: {second}"
        );
        assert_eq!(g.winners().len(), want, "the window's query agrees");
    }
}

#[test]
fn victory_commands_before_the_end_are_refused() {
    let mut g = ending(2, Mode::Standard);
    let before = g.clone();
    assert_eq!(g.apply(&objective(1, true)), Err(RuleError::GameNotOver));
    assert_eq!(g, before);
}

#[test]
fn with_nobody_surviving_the_check_is_done_at_once() {
    let mut g = ending(2, Mode::Standard);
    g.character_mut(PlayerId(1)).unwrap().at = Whereabouts::Room(SlotId(11));
    g.character_mut(PlayerId(2)).unwrap().at = Whereabouts::Room(SlotId(11));
    let out = jump(&mut g);
    assert!(has(&out, |o| matches!(o, Outcome::VictoryCheckDone)));
    assert!(!has(&out, |o| matches!(o, Outcome::EnginesRevealed { .. })));
    assert_eq!(step(&g), VictoryStep::Done);
}

#[test]
fn after_an_explosion_only_the_escaped_are_checked_and_engines_and_coordinates_are_skipped() {
    let mut g = ending(2, Mode::Standard);
    let out = run(&mut g, |c| c.end_game(EndCause::SelfDestruct)).1;
    assert!(!has(&out, |o| matches!(o, Outcome::EnginesRevealed { .. })));
    assert!(!has(&out, |o| matches!(
        o,
        Outcome::CoordinatesRevealed { .. }
    )));
    assert_eq!(g.character(PlayerId(1)).unwrap().at, Whereabouts::Dead);
    assert_eq!(survivors(&g), vec![2]);
    assert_eq!(
        step(&g),
        VictoryStep::Contamination {
            pending: vec![PlayerId(2)]
        }
    );
}

/// Issue 55 item 4 (edition 4): step 3A gathers every contamination card of the character
/// (base.md §12.5). A scan of fewer cards than the app counts is refused; a table that really
/// holds fewer corrects the count while the check waits (the correction is in the log), and
/// then the scan of what it holds is taken. Games of an older edition keep their old answer.
#[test]
fn the_final_check_takes_every_card_or_a_corrected_count() {
    use crate::nemesis::command::{Correction, ScanPurpose};
    let mut g = ending(2, Mode::Standard);
    g.character_mut(PlayerId(1)).unwrap().contamination = 3;
    g.contamination_deck -= 3;
    jump(&mut g);
    let asked = g.labels_asked(PlayerId(1), ScanPurpose::Victory);
    assert_eq!((asked.most, asked.least, asked.every), (3, 3, true));
    let l = clean_label(&g);
    for labels in [&[][..], &[l][..]] {
        assert_eq!(
            g.apply(&vscan(1, labels)).err(),
            Some(RuleError::NotAllowed(
                crate::nemesis::Refusal::FewerLabelsThanCards
            )),
            "a scan of {} of 3 cards",
            labels.len()
        );
    }
    // nothing else may be corrected after the end, nor the count of someone not waiting
    assert_eq!(
        g.apply(&Command::Fix(Correction::SetContamination {
            player: PlayerId(2),
            cards: 0,
        }))
        .err(),
        None,
        "player 2 escaped and waits for the check too"
    );
    assert_eq!(
        g.apply(&Command::Fix(Correction::SetFire {
            at: SlotId(11),
            fire: true,
        }))
        .err(),
        Some(RuleError::GameOver)
    );
    let out = apply(
        &mut g,
        Command::Fix(Correction::SetContamination {
            player: PlayerId(1),
            cards: 1,
        }),
    );
    assert!(has(&out, |o| matches!(o, Outcome::Corrected { .. })));
    assert_eq!(g.labels_asked(PlayerId(1), ScanPurpose::Victory).least, 1);
    let out = apply(&mut g, vscan(1, &[l]));
    assert!(has(&out, |o| matches!(
        o,
        Outcome::Survived {
            player: PlayerId(1)
        }
    )));
    // the check done, the count is closed again
    assert_eq!(
        g.apply(&Command::Fix(Correction::SetContamination {
            player: PlayerId(1),
            cards: 0,
        }))
        .err(),
        Some(RuleError::GameOver)
    );

    // an edition-3 game takes the short scan, as it did when it was played
    let mut old = ending(2, Mode::Standard);
    old.config.edition = 3;
    old.character_mut(PlayerId(1)).unwrap().contamination = 3;
    old.contamination_deck -= 3;
    jump(&mut old);
    assert_eq!(old.labels_asked(PlayerId(1), ScanPurpose::Victory).least, 0);
    let l = clean_label(&old);
    apply(&mut old, vscan(1, &[l]));
}
