//! Retaliation scenarios from retaliation.md and cards-retaliation.md §1 and §5.

use super::*;

fn game(players: usize, seed: u64) -> RetaliationState {
    RetaliationState::new(&RetaliationConfig::numbered(seed, players)).unwrap()
}

fn count(g: &RetaliationState, kind: RKind) -> usize {
    g.hidden.bag.iter().filter(|&&k| k == kind).count()
}

/// cards-retaliation.md §1.2: 1 Blank + 2 Larva + (3 + players) Adults; the piles keep the rest.
#[test]
fn the_starting_bag_and_piles_follow_the_player_count() {
    for players in 1..=5 {
        let g = game(players, 7);
        assert_eq!(g.hidden.bag.len(), 6 + players, "{players} players");
        assert_eq!(count(&g, RKind::Blank), 1);
        assert_eq!(count(&g, RKind::Larva), 2);
        assert_eq!(count(&g, RKind::Adult), 3 + players);
        assert_eq!(g.piles[&RKind::Adult] as usize, 13 - players);
        assert_eq!(g.piles[&RKind::Larva], 4);
        assert_eq!(g.piles[&RKind::Drone], 8);
        assert_eq!(g.piles[&RKind::Queen], 9);
        assert_eq!(g.piles[&RKind::Blank], 0);
    }
    assert!(RetaliationState::new(&RetaliationConfig::numbered(1, 6)).is_err());
    assert!(RetaliationState::new(&RetaliationConfig::numbered(1, 0)).is_err());
}

/// The Help sheet, bag column: each type adds two tokens of the next stage.
#[test]
fn bag_development_adds_the_next_stage() {
    let cases = [
        (RKind::Blank, RKind::Adult),
        (RKind::Larva, RKind::Drone),
        (RKind::Adult, RKind::Queen),
        (RKind::Drone, RKind::Queen),
        (RKind::Queen, RKind::Larva),
    ];
    for (drawn, added) in cases {
        let mut g = game(2, 1);
        g.hidden.bag = vec![drawn];
        let before = g.piles.get(&drawn).copied().unwrap_or(0);
        let out = g.apply(&RetaliationCommand::BagDevelopment {}).unwrap();
        assert_eq!(out[0], RetaliationOutcome::TokenDrawn { kind: drawn });
        assert!(
            out.contains(&RetaliationOutcome::TokensAdded {
                kind: added,
                count: 2,
                short: 0
            }),
            "{drawn:?}: {out:?}"
        );
        assert_eq!(
            count(&g, added),
            2 + usize::from(drawn == RKind::Blank && added == RKind::Blank)
        );
        if drawn == RKind::Blank {
            assert_eq!(count(&g, RKind::Blank), 1, "the Blank goes back in the bag");
        } else {
            assert_eq!(g.piles[&drawn], before + 1, "{drawn:?} goes to its pile");
        }
    }
}

#[test]
fn with_the_queen_on_the_map_her_token_activates_her_and_adds_nothing() {
    let mut g = game(3, 1);
    g.apply(&RetaliationCommand::QueenOnMap { on_map: true })
        .unwrap();
    g.hidden.bag = vec![RKind::Queen];
    let out = g.apply(&RetaliationCommand::BagDevelopment {}).unwrap();
    assert!(out.contains(&RetaliationOutcome::QueenActivates));
    assert!(g.hidden.bag.is_empty());
}

/// Once she is dead the sheet is flipped: Adults and Drones bring Larvae, a Queen token brings
/// Drones and leaves the game.
#[test]
fn the_dead_side_of_the_sheet() {
    let mut g = game(2, 1);
    g.queen = Queen::Dead;
    g.hidden.bag = vec![RKind::Adult];
    g.apply(&RetaliationCommand::BagDevelopment {}).unwrap();
    assert_eq!(count(&g, RKind::Larva), 2);
    let queens = g.piles[&RKind::Queen];
    g.hidden.bag = vec![RKind::Queen];
    let out = g.apply(&RetaliationCommand::BagDevelopment {}).unwrap();
    assert!(out.contains(&RetaliationOutcome::TokenRemoved { kind: RKind::Queen }));
    assert_eq!(count(&g, RKind::Drone), 2);
    assert_eq!(
        g.piles[&RKind::Queen],
        queens,
        "the token is out of the game"
    );
}

/// An empty pile adds what it has and nothing else happens (the component-limit golden rule).
#[test]
fn an_empty_pile_adds_what_it_has() {
    let mut g = game(1, 1);
    g.piles.insert(RKind::Drone, 1);
    g.hidden.bag = vec![RKind::Larva];
    let out = g.apply(&RetaliationCommand::BagDevelopment {}).unwrap();
    assert!(out.contains(&RetaliationOutcome::TokensAdded {
        kind: RKind::Drone,
        count: 1,
        short: 1
    }));
}

#[test]
fn a_hazard_places_the_front_and_the_queen_appears_once() {
    let mut g = game(2, 1);
    g.hidden.bag = vec![RKind::Queen, RKind::Queen];
    let out = g
        .apply(&RetaliationCommand::DrawToken {
            place: DrawPlace::Room,
        })
        .unwrap();
    assert!(out.contains(&RetaliationOutcome::QueenAppears));
    assert_eq!(g.queen, Queen::Alive { on_map: true });
    let out = g
        .apply(&RetaliationCommand::DrawToken {
            place: DrawPlace::Room,
        })
        .unwrap();
    assert!(out.contains(&RetaliationOutcome::QueenActivates));
    g.hidden.bag = vec![RKind::Drone];
    let out = g
        .apply(&RetaliationCommand::DrawToken {
            place: DrawPlace::Room,
        })
        .unwrap();
    assert!(out.contains(&RetaliationOutcome::Place { kind: RKind::Drone }));
}

/// cards-retaliation.md §5: 12 cards whose extra discards sum to 17; the empty deck kills her,
/// after which nothing about her applies.
#[test]
fn the_queen_dies_when_her_health_deck_runs_out() {
    for seed in 0..50 {
        let mut g = game(4, seed);
        assert_eq!(g.queen_deck_left(), 12);
        let mut criticals = 0;
        while g.queen != Queen::Dead {
            let out = g.apply(&RetaliationCommand::QueenCritical {}).unwrap();
            criticals += 1;
            let gone: usize = out
                .iter()
                .map(|o| match o {
                    RetaliationOutcome::QueenHealth { discarded, .. } => {
                        1 + usize::from(*discarded)
                    }
                    _ => 0,
                })
                .sum();
            assert!(gone >= 1);
            assert!(criticals <= 12);
        }
        assert_eq!(g.queen_deck_left(), 0);
        assert!(
            criticals >= 3,
            "seed {seed}: 12 cards cannot go in fewer than 3 draws"
        );
        assert_eq!(
            g.apply(&RetaliationCommand::QueenCritical {}),
            Err(RetaliationError::QueenDead)
        );
    }
}

#[test]
fn the_lander_arrives_at_round_ten_and_round_fourteen_ends_the_game() {
    let mut g = game(2, 1);
    let mut lander = None;
    for _ in 0..13 {
        let out = g.apply(&RetaliationCommand::EndRound {}).unwrap();
        if out.contains(&RetaliationOutcome::LanderArrives) {
            lander = Some(g.round);
        }
    }
    assert_eq!((g.round, lander), (14, Some(10)));
    let out = g.apply(&RetaliationCommand::EndRound {}).unwrap();
    assert_eq!(
        out,
        vec![RetaliationOutcome::GameOver {
            cause: EndCause::TimeUp
        }]
    );
    assert_eq!(
        g.apply(&RetaliationCommand::EndRound {}),
        Err(RetaliationError::GameOver)
    );
}

/// Same seed and commands, same game; a refused command changes nothing; the view holds no bag
/// contents and no Queen deck order.
#[test]
fn determinism_refusals_and_the_view() {
    let run = |seed| {
        let mut g = game(3, seed);
        let mut log = Vec::new();
        for _ in 0..10 {
            log.extend(g.apply(&RetaliationCommand::BagDevelopment {}).unwrap());
            log.extend(
                g.apply(&RetaliationCommand::QueenCritical {})
                    .unwrap_or_default(),
            );
        }
        (log, g)
    };
    let (a, ga) = run(9);
    let (b, gb) = run(9);
    assert_eq!(a, b);
    assert_eq!(ga, gb);
    let (c, _) = run(10);
    assert_ne!(a, c, "another seed, another game");
    let mut dead = game(1, 1);
    dead.queen = Queen::Dead;
    let before = dead.clone();
    assert!(
        dead.apply(&RetaliationCommand::QueenOnMap { on_map: true })
            .is_err()
    );
    assert_eq!(dead, before);
    let view = serde_json::to_string(&game(2, 1).public_view()).unwrap();
    assert!(view.contains("\"bag_size\":8"), "{view}");
    assert!(!view.contains("queen_deck\""), "{view}");
}

/// The commands' JSON is part of the save format.
#[test]
fn commands_read_as_headless_writes_them() {
    let c: RetaliationCommand =
        serde_json::from_str(r#"{"cmd":"draw_token","place":"room"}"#).unwrap();
    assert_eq!(
        c,
        RetaliationCommand::DrawToken {
            place: DrawPlace::Room
        }
    );
    assert!(serde_json::from_str::<RetaliationCommand>(r#"{"cmd":"end_round","x":1}"#).is_err());
}

/// Tokens are never made or lost: the bag, the piles and the Queen tokens removed after her death
/// always hold the box's 40, whatever the commands.
#[test]
fn every_token_stays_in_the_bag_a_pile_or_out_of_the_game() {
    use rand::{RngExt, SeedableRng};
    for seed in 0..30 {
        let mut g = game(1 + (seed as usize % 5), seed);
        let mut table = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
        let mut removed = 0;
        for _ in 0..60 {
            let cmd = match table.random_range(0..5u8) {
                0 => RetaliationCommand::DrawToken {
                    place: DrawPlace::Room,
                },
                1 => RetaliationCommand::QueenCritical {},
                2 => RetaliationCommand::QueenOnMap {
                    on_map: table.random_bool(0.5),
                },
                3 => RetaliationCommand::EndRound {},
                _ => RetaliationCommand::BagDevelopment {},
            };
            if let Ok(out) = g.apply(&cmd) {
                removed += out
                    .iter()
                    .filter(|o| matches!(o, RetaliationOutcome::TokenRemoved { .. }))
                    .count();
            }
            let piles: usize = g.piles.values().map(|&n| usize::from(n)).sum();
            assert_eq!(g.hidden.bag.len() + piles + removed, 40, "seed {seed}");
            assert_eq!(count(&g, RKind::Blank), 1, "the Blank never leaves the bag");
        }
    }
}
