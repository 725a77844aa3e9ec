//! Retaliation scenarios from retaliation.md and cards-retaliation.md §1 and §5.

use super::map::{Door, Hex, Place};
use super::*;

fn game(players: usize, seed: u64) -> RetaliationState {
    RetaliationState::new(&RetaliationConfig::numbered(seed, players)).unwrap()
}

/// The game at bag development (the step the Help sheet's bag column belongs to).
fn at_bag(mut g: RetaliationState) -> RetaliationState {
    g.step = Step::Bag;
    g
}

fn bag_dev(g: &mut RetaliationState) -> Vec<RetaliationOutcome> {
    g.step = Step::Bag;
    g.apply(&RetaliationCommand::BagDevelopment {}).unwrap()
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
        let mut g = at_bag(game(2, 1));
        g.hidden.bag = vec![drawn];
        let before = g.piles.get(&drawn).copied().unwrap_or(0);
        let out = bag_dev(&mut g);
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

pub(super) fn run(g: &mut RetaliationState, cmd: RetaliationCommand) -> Vec<RetaliationOutcome> {
    g.apply(&cmd)
        .unwrap_or_else(|e| panic!("{cmd:?} refused: {e}"))
}

/// Puts an intruder on the map without an attack (a test's setup).
fn put(g: &mut RetaliationState, at: Place, kind: RKind) {
    run(
        g,
        RetaliationCommand::Correct {
            fix: Fix::Place { at, kind },
        },
    );
}

/// A room placed by hand next to `from` through its corridor `corridor` (a test's map).
pub(super) fn open_room(g: &mut RetaliationState, from: u8, corridor: u16, id: u8) -> Hex {
    let c = &g.map.corridors[&corridor];
    let (a, b) = c.ends();
    let cell = if g.map.rooms[&from].cell == a { b } else { a };
    let section = tables().unwrap().frame.spaces[&cell];
    g.map.add_room(id, cell, section);
    for pile in g.hidden.rooms.values_mut() {
        pile.retain(|r| *r != id);
    }
    cell
}

fn landing_corridors(g: &RetaliationState) -> Vec<u16> {
    g.map.corridors_of(LANDING_ZONE)
}

#[test]
fn with_the_queen_on_the_map_her_token_activates_her_and_adds_nothing() {
    let mut g = game(3, 1);
    put(&mut g, Place::Room(HIBERNATORIUM), RKind::Queen);
    assert_eq!(g.queen(), Queen::Alive { on_map: true });
    g.hidden.bag = vec![RKind::Queen];
    let out = bag_dev(&mut g);
    assert!(out.contains(&RetaliationOutcome::QueenActivates));
    assert!(g.hidden.bag.is_empty());
}

/// Once she is dead the sheet is flipped: Adults and Drones bring Larvae, a Queen token brings
/// Drones and leaves the game.
#[test]
fn the_dead_side_of_the_sheet() {
    let mut g = game(2, 1);
    g.queen_dead = true;
    g.hidden.bag = vec![RKind::Adult];
    bag_dev(&mut g);
    assert_eq!(count(&g, RKind::Larva), 2);
    let queens = g.piles[&RKind::Queen];
    g.hidden.bag = vec![RKind::Queen];
    let out = bag_dev(&mut g);
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
    let out = bag_dev(&mut g);
    assert!(out.contains(&RetaliationOutcome::TokensAdded {
        kind: RKind::Drone,
        count: 1,
        short: 1
    }));
}

/// The setup (retaliation.md §3.1): the Landing Zone with 3 corridors drawn from the 40, the
/// covered Hibernatorium with its own four, everyone at the Landing Zone, all life support off.
#[test]
fn the_facility_starts_with_the_landing_zone_and_the_covered_hibernatorium() {
    let g = game(4, 3);
    assert_eq!(g.map.rooms.len(), 2);
    assert_eq!(landing_corridors(&g).len(), 3);
    assert!(landing_corridors(&g).iter().all(|c| c % 100 <= 10));
    assert_eq!(g.map.corridors_of(HIBERNATORIUM), vec![111, 211, 311, 411]);
    assert!(g.marines.iter().all(|m| m.room == LANDING_ZONE));
    assert_eq!(g.facility.life_support, [false; 3]);
    assert_eq!(g.facility.eggs, 5);
    assert_eq!(g.hidden.corridors.len(), 37);
    assert!(g.facility.robot.is_none(), "the robot card stays hidden");
    for c in landing_corridors(&g) {
        assert!(g.map.unexplored(c));
        if let Some(d) = g.map.corridors[&c].door {
            assert_eq!(d, Door::Open);
            assert_eq!(g.map.corridors[&c].from, g.map.rooms[&LANDING_ZONE].cell);
        }
    }
}

/// Exploring (cards-retaliation.md §6): a room of the card's type goes on the far space, the
/// card's corridors around it (never out of the frame, never into a room), its markers, then the
/// entrance effect; the marine stands in the new room.
#[test]
fn exploring_places_a_room_its_corridors_and_the_cards_markers() {
    for seed in 0..40 {
        let mut g = game(2, seed);
        let c = landing_corridors(&g)[0];
        let out = run(
            &mut g,
            RetaliationCommand::Move {
                who: 0,
                corridor: c,
                careful: true,
            },
        );
        let Some(RetaliationOutcome::Explored {
            room, cell, card, ..
        }) = out
            .iter()
            .find(|o| matches!(o, RetaliationOutcome::Explored { .. }))
            .cloned()
        else {
            panic!("no exploration: {out:?}");
        };
        let t = tables().unwrap();
        let fact = t.exploration.iter().find(|x| x.id == card).unwrap();
        assert_eq!(g.map.rooms[&room].cell, cell);
        assert_eq!(g.marines[0].room, room);
        assert!(
            !g.map.unexplored(c),
            "the entry corridor joins two rooms now"
        );
        // careful: a secure token, unless the room cannot take one or an intruder came
        let r = &g.map.rooms[&room];
        if !t.rooms[&room].no_secure && r.intruders.is_empty() {
            assert!(
                r.secure >= 1
                    || out
                        .iter()
                        .any(|o| matches!(o, RetaliationOutcome::SecureSpent { .. })),
                "seed {seed}"
            );
        }
        assert_eq!(
            r.malfunction,
            fact.malfunction && !t.rooms[&room].no_malfunction
        );
        assert_eq!(r.fire, fact.fire);
        for o in &out {
            if let RetaliationOutcome::CorridorPlaced {
                id,
                from,
                dir,
                noise_marker,
                ..
            } = o
            {
                assert_eq!(*from, cell);
                assert!(fact.slots.contains(dir));
                assert!(
                    t.frame.spaces.contains_key(&cell.step(*dir)),
                    "seed {seed}: out of the frame"
                );
                assert!(g.map.room_at(cell.step(*dir)).is_none());
                assert_eq!(*noise_marker, fact.noise.contains(dir));
                assert!(g.map.corridors.contains_key(id));
            }
        }
        let asks_roll = fact.effect.contains(&EntranceStep::NoiseRoll);
        assert_eq!(
            g.pending
                .front()
                .is_some_and(|q| matches!(q, Question::NoiseRoll { .. })),
            asks_roll,
            "seed {seed} {card}"
        );
    }
}

/// A token's back is taken exactly within its type's limits (`RKind::back_limits`, which the
/// window's steppers follow): an Adult token shows Adults only, at least one; a Drone token at
/// least one Drone; never more than 6 of a type.
#[test]
fn a_token_back_is_taken_exactly_within_its_types_limits() {
    let g = game(2, 3);
    let c = landing_corridors(&g)[0];
    for kind in [RKind::Adult, RKind::Drone] {
        let (may_adults, may_drones) = kind.back_limits();
        let (least_adults, least_drones) = kind.smallest_back();
        assert!(may_adults.contains(&least_adults) && may_drones.contains(&least_drones));
        for adults in 0..=8 {
            for drones in 0..=8 {
                let mut asked = g.clone();
                asked
                    .pending
                    .push_back(Question::TokenBack { kind, corridor: c });
                let taken = asked
                    .apply(&RetaliationCommand::TokenBack { adults, drones })
                    .is_ok();
                assert_eq!(
                    taken,
                    may_adults.contains(&adults) && may_drones.contains(&drones),
                    "{kind:?}: {adults} Adults and {drones} Drones"
                );
                if taken {
                    // as many as the back shows, up to what a corridor holds
                    let here = &asked.map.corridors[&c].intruders;
                    assert_eq!(here.len(), usize::from(adults + drones).min(6));
                }
            }
        }
    }
}

/// A move into a discovered room always asks for a noise roll; nothing else goes until it is
/// answered; a number marks a matching corridor, the second time resolves it.
#[test]
fn moving_asks_the_noise_roll_and_a_marked_corridor_resolves_into_a_pack() {
    let mut g = game(1, 5);
    let c = landing_corridors(&g)[0];
    open_room(&mut g, LANDING_ZONE, c, 3);
    let out = run(
        &mut g,
        RetaliationCommand::Move {
            who: 0,
            corridor: c,
            careful: false,
        },
    );
    assert!(out.contains(&RetaliationOutcome::MarineMoved { who: 0, room: 3 }));
    assert_eq!(
        g.pending.front(),
        Some(&Question::NoiseRoll {
            who: 0,
            why: RollWhy::Move
        })
    );
    assert!(matches!(
        g.apply(&RetaliationCommand::EndTurn {
            who: 0,
            pass: false
        }),
        Err(RetaliationError::Waiting(_))
    ));
    // the corridor back to the Landing Zone has a noise number; roll it
    let n = g.map.corridors[&c].noise;
    let face = NoiseFace::ALL[usize::from(n - 1)];
    let out = run(&mut g, RetaliationCommand::NoiseRoll { face });
    assert!(out.contains(&RetaliationOutcome::NoiseMarker { corridor: c }));
    assert!(g.pending.is_empty());
    // again: the marker resolves; an Adult token asks for its back
    g.pending.push_back(Question::NoiseRoll {
        who: 0,
        why: RollWhy::Effect,
    });
    g.hidden.bag = vec![RKind::Adult];
    let out = run(&mut g, RetaliationCommand::NoiseRoll { face });
    assert!(out.contains(&RetaliationOutcome::NoiseResolves { corridor: c }));
    assert_eq!(
        g.pending.front(),
        Some(&Question::TokenBack {
            kind: RKind::Adult,
            corridor: c
        })
    );
    assert_eq!(
        g.apply(&RetaliationCommand::TokenBack {
            adults: 2,
            drones: 1
        }),
        Err(RetaliationError::WrongAnswer),
        "an Adult token's back shows Adults only"
    );
    run(
        &mut g,
        RetaliationCommand::TokenBack {
            adults: 3,
            drones: 0,
        },
    );
    assert_eq!(g.map.corridors[&c].intruders.len(), 3);
    assert!(!g.map.corridors[&c].noise_marker);
    // the same number once more: the largest breaks in and attacks
    g.pending.push_back(Question::NoiseRoll {
        who: 0,
        why: RollWhy::Effect,
    });
    let out = run(&mut g, RetaliationCommand::NoiseRoll { face });
    assert!(out.contains(&RetaliationOutcome::BreaksIn {
        corridor: c,
        room: 3,
        kind: RKind::Adult
    }));
    assert!(out.iter().any(|o| matches!(
        o,
        RetaliationOutcome::Attack {
            by: RKind::Adult,
            target: 0,
            ..
        }
    )));
    assert_eq!(g.map.corridors[&c].intruders.len(), 2);
}

/// A secure token takes an entering intruder's attack (FAQ U13: placed intruders too).
#[test]
fn a_secure_token_takes_the_attack_of_an_entering_intruder() {
    let mut g = game(1, 2);
    g.map.rooms.get_mut(&LANDING_ZONE).unwrap().secure = 1;
    g.hidden.bag = vec![RKind::Drone];
    g.pending.push_back(Question::NoiseRoll {
        who: 0,
        why: RollWhy::Effect,
    });
    let out = run(
        &mut g,
        RetaliationCommand::NoiseRoll {
            face: NoiseFace::Hazard,
        },
    );
    assert!(out.contains(&RetaliationOutcome::SecureSpent {
        room: LANDING_ZONE,
        kind: RKind::Drone
    }));
    assert!(
        !out.iter()
            .any(|o| matches!(o, RetaliationOutcome::Attack { .. }))
    );
    assert_eq!(g.map.rooms[&LANDING_ZONE].secure, 0);
    assert_eq!(g.map.rooms[&LANDING_ZONE].intruders.len(), 1);
}

/// Corridor room (retaliation.md §7.4): 6, the Queen counts 4; placing a Queen into a full
/// corridor takes smaller ones out.
#[test]
fn a_corridor_holds_six_and_the_queen_counts_four() {
    let mut g = game(2, 4);
    let c = landing_corridors(&g)[1];
    for _ in 0..6 {
        put(&mut g, Place::Corridor(c), RKind::Adult);
    }
    let out = run(
        &mut g,
        RetaliationCommand::Correct {
            fix: Fix::Place {
                at: Place::Corridor(c),
                kind: RKind::Adult,
            },
        },
    );
    assert!(out.contains(&RetaliationOutcome::NoRoom {
        at: Place::Corridor(c),
        kind: RKind::Adult
    }));
    put(&mut g, Place::Corridor(c), RKind::Queen);
    let load: u8 = g.map.corridors[&c].load();
    assert_eq!(load, 6);
    assert_eq!(
        g.map.corridors[&c].intruders.len(),
        3,
        "the Queen and 2 Adults"
    );
}

/// Pursuit (§8.1): intruders in the room and the chosen corridor attack, largest first, 3 at
/// most; Larvae go onto the board.
#[test]
fn leaving_a_room_draws_up_to_three_pursuers_largest_first() {
    let mut g = game(1, 8);
    let c = landing_corridors(&g)[0];
    open_room(&mut g, LANDING_ZONE, c, 3);
    for k in [RKind::Larva, RKind::Adult, RKind::Adult] {
        put(&mut g, Place::Room(LANDING_ZONE), k);
    }
    put(&mut g, Place::Corridor(c), RKind::Drone);
    let out = run(
        &mut g,
        RetaliationCommand::Move {
            who: 0,
            corridor: c,
            careful: false,
        },
    );
    assert!(out.contains(&RetaliationOutcome::Pursuit {
        who: 0,
        attackers: 3
    }));
    let by: Vec<RKind> = out
        .iter()
        .filter_map(|o| match o {
            RetaliationOutcome::Attack { by, .. } => Some(*by),
            _ => None,
        })
        .collect();
    assert_eq!(by.first(), Some(&RKind::Drone));
    assert!(
        !out.iter()
            .any(|o| matches!(o, RetaliationOutcome::LarvaAttack { .. })),
        "the Larva is 4th"
    );
}

/// The intruder phase (§11.6): rooms from the top left, largest first, every intruder in a room
/// on the first marine in turn order there; a Larva's attack puts it on the board.
#[test]
fn the_intruder_phase_attacks_the_first_marine_in_turn_order() {
    let mut g = game(3, 6);
    g.start_player = 1;
    put(&mut g, Place::Room(LANDING_ZONE), RKind::Larva);
    put(&mut g, Place::Room(LANDING_ZONE), RKind::Adult);
    // in turn order from the start player
    for who in [1, 2, 0] {
        run(&mut g, RetaliationCommand::EndTurn { who, pass: true });
    }
    let out = run(&mut g, RetaliationCommand::IntruderPhase {});
    let targets: Vec<(RKind, usize)> = out
        .iter()
        .filter_map(|o| match o {
            RetaliationOutcome::Attack { by, target, .. } => Some((*by, *target)),
            RetaliationOutcome::LarvaAttack { target, .. } => Some((RKind::Larva, *target)),
            _ => None,
        })
        .collect();
    assert_eq!(targets, vec![(RKind::Adult, 1), (RKind::Larva, 1)]);
    assert!(g.marines[1].larva);
    assert_eq!(g.step, Step::Event);
    assert_eq!(g.map.count(RKind::Larva), 0);
}

/// The intruder phase waits for everyone on the map to pass.
#[test]
fn the_intruder_phase_waits_for_every_pass() {
    let mut g = game(2, 1);
    run(&mut g, RetaliationCommand::EndTurn { who: 0, pass: true });
    assert_eq!(
        g.apply(&RetaliationCommand::IntruderPhase {}),
        Err(RetaliationError::NotAllPassed)
    );
    run(&mut g, RetaliationCommand::EndTurn { who: 1, pass: true });
    run(&mut g, RetaliationCommand::IntruderPhase {});
    assert_eq!(
        g.apply(&RetaliationCommand::BagDevelopment {}),
        Err(RetaliationError::WrongStep(Step::Event))
    );
}

/// Event movement (§10.4): a corridor group steps toward the nearest marine; only the largest
/// enters a room with marines; a closed door on the way is destroyed instead.
#[test]
fn a_corridor_group_moves_toward_the_marine_and_only_the_largest_goes_in() {
    let mut g = game(1, 11);
    let c = landing_corridors(&g)[0];
    put(&mut g, Place::Corridor(c), RKind::Adult);
    put(&mut g, Place::Corridor(c), RKind::Drone);
    let id: Vec<u32> = g.map.corridors[&c].intruders.iter().map(|i| i.id).collect();
    let mut out = Vec::new();
    if g.map.corridors[&c].door.is_some() {
        g.map.corridors.get_mut(&c).unwrap().door = Some(Door::Closed);
        g.step_group(Place::Corridor(c), &id, &mut out);
        assert_eq!(out, vec![RetaliationOutcome::DoorDestroyed { corridor: c }]);
        out.clear();
    }
    g.step_group(Place::Corridor(c), &id, &mut out);
    assert!(out.iter().any(|o| matches!(
        o,
        RetaliationOutcome::Moves {
            kind: RKind::Drone,
            to: Place::Room(LANDING_ZONE),
            ..
        }
    )));
    assert_eq!(g.map.corridors[&c].intruders.len(), 1);
    assert!(out.iter().any(|o| matches!(
        o,
        RetaliationOutcome::Attack {
            by: RKind::Drone,
            ..
        }
    )));
}

/// Without marines in a room, a room group moves whole into the corridor toward the nearest.
#[test]
fn a_room_group_moves_whole_and_drops_its_hits() {
    let mut g = game(1, 12);
    let c = landing_corridors(&g)[0];
    open_room(&mut g, LANDING_ZONE, c, 3);
    put(&mut g, Place::Room(3), RKind::Adult);
    put(&mut g, Place::Room(3), RKind::Adult);
    // a hit from before (nobody stands in room 3 to deal one now)
    g.map.rooms.get_mut(&3).unwrap().intruders[0].hits = 1;
    let ids: Vec<u32> = g.map.rooms[&3].intruders.iter().map(|i| i.id).collect();
    let mut out = Vec::new();
    g.step_group(Place::Room(3), &ids, &mut out);
    assert!(g.map.rooms[&3].intruders.is_empty());
    assert_eq!(g.map.corridors[&c].intruders.len(), 2);
    assert!(g.map.corridors[&c].intruders.iter().all(|i| i.hits == 0));
}

/// Round track (§4, §15.3): the Lander comes at round 10 and the top AA token decides; round 14's
/// cleanup ends the game and everyone still inside dies.
#[test]
fn the_lander_arrives_at_round_ten_and_round_fourteen_ends_the_game() {
    for seed in 0..8 {
        let mut g = game(2, seed);
        let top = g.hidden.aa[0];
        let mut lander = None;
        for _ in 0..13 {
            g.step = Step::Cleanup;
            let out = run(&mut g, RetaliationCommand::Cleanup {});
            if out.contains(&RetaliationOutcome::LanderArrives) {
                lander = Some(g.round);
                assert_eq!(g.facility.aa_revealed, Some(top));
                assert_eq!(
                    out.contains(&RetaliationOutcome::LanderShotDown),
                    top == AaFace::Active
                );
            }
        }
        assert_eq!((g.round, lander), (14, Some(10)));
        g.step = Step::Cleanup;
        let out = run(&mut g, RetaliationCommand::Cleanup {});
        assert!(out.contains(&RetaliationOutcome::GameOver {
            cause: EndCause::TimeUp
        }));
        assert!(g.marines.iter().all(|m| m.status == MarineStatus::Dead));
        assert_eq!(
            g.result,
            Some(GameResult {
                cause: EndCause::TimeUp,
                survivors: vec![],
                escaped: vec![],
                missions: vec![TaskCheck {
                    task: g.missions[0],
                    met: g.check_missions(EndCause::TimeUp)[0].met,
                    unmet: g.check_missions(EndCause::TimeUp)[0].unmet.clone(),
                }],
                coop_won: None,
            })
        );
        assert_eq!(
            g.apply(&RetaliationCommand::Cleanup {}),
            Err(RetaliationError::GameOver)
        );
    }
}

/// Looking at the AA tokens and swapping them decides the Lander; the sight is private. The
/// marine looks first, then puts them back in the order they choose (cards-retaliation §12
/// room 19: "look at both AA tokens and put them back in any order"; issue 38: the swap was
/// chosen blind); neither label says whether they were swapped.
#[test]
fn swapping_the_aa_tokens_at_life_support_b_decides_the_lander() {
    let mut g = game(1, 3);
    let c = landing_corridors(&g)[0];
    open_room(&mut g, LANDING_ZONE, c, 19);
    g.marines[0].room = 19;
    let before = g.hidden.aa;
    let look = RetaliationCommand::Room {
        who: 0,
        action: RoomAct::LookAa { swap: None },
    };
    let out = run(&mut g, look.clone());
    // the table is told that the marine looked; what they saw is theirs alone
    assert_eq!(out[0], RetaliationOutcome::AaLooked { who: 0 });
    assert_eq!(out[0].private_to(), None);
    assert_eq!(out[1].private_to(), Some(0));
    assert_eq!(
        out[1],
        RetaliationOutcome::AaSeen {
            to: 0,
            top: before[0],
            bottom: before[1],
            swapped: false
        },
        "what is seen is the stack as it lies"
    );
    assert_eq!(
        g.hidden.aa, before,
        "nothing moves before the marine chooses"
    );
    assert_eq!(g.pending.front(), Some(&Question::AaOrder { who: 0 }));
    assert_eq!(
        g.apply(&RetaliationCommand::EndTurn {
            who: 0,
            pass: false
        }),
        Err(RetaliationError::Waiting(Question::AaOrder { who: 0 }))
    );
    let put_back = RetaliationCommand::AaOrder { swap: true };
    let out = run(&mut g, put_back.clone());
    assert_eq!(out, vec![RetaliationOutcome::AaPutBack { who: 0 }]);
    for label in [
        look.label(),
        put_back.label(),
        RetaliationCommand::AaOrder { swap: false }.label(),
    ] {
        assert!(
            !label.contains("swap") && !label.contains("true"),
            "{label}"
        );
    }
    assert_eq!(g.hidden.aa, [before[1], before[0]]);
    g.round = 9;
    g.step = Step::Cleanup;
    let out = run(&mut g, RetaliationCommand::Cleanup {});
    assert_eq!(
        out.contains(&RetaliationOutcome::LanderShotDown),
        before[1] == AaFace::Active
    );
}

/// Autodestruction (§15.6): started in round 6 it sits on slot 11 and goes off in the cleanup
/// that moves the marker there; hibernating marines die with the facility.
#[test]
fn autodestruction_goes_off_five_rounds_later_and_kills_the_hibernating() {
    let mut g = game(2, 3);
    let c = landing_corridors(&g)[0];
    open_room(&mut g, LANDING_ZONE, c, 21);
    g.marines[0].room = 21;
    g.round = 6;
    run(
        &mut g,
        RetaliationCommand::Room {
            who: 0,
            action: RoomAct::Autodestruction,
        },
    );
    assert_eq!(g.facility.autodestruction, Some(11));
    g.marines[1].status = MarineStatus::Hibernating;
    for _ in 6..10 {
        g.step = Step::Cleanup;
        let out = run(&mut g, RetaliationCommand::Cleanup {});
        assert!(!out.contains(&RetaliationOutcome::Destroyed));
    }
    g.step = Step::Cleanup;
    let out = run(&mut g, RetaliationCommand::Cleanup {});
    assert_eq!(g.round, 11);
    assert!(out.contains(&RetaliationOutcome::Destroyed));
    assert!(g.marines.iter().all(|m| m.status == MarineStatus::Dead));
    assert_eq!(g.map.count(RKind::Adult), 0);
}

/// The Reactor (§15.6, rooms §7): the power is cut for good and the autodestruction is off.
/// The outcome says which slot the token leaves, so the table is told to take it off the track
/// (the five-player walk told only "turn the life support tokens").
#[test]
fn the_reactor_stops_the_autodestruction_and_says_where_its_token_was() {
    let mut g = game(2, 3);
    let c = landing_corridors(&g)[0];
    open_room(&mut g, LANDING_ZONE, c, 21);
    g.marines[0].room = 21;
    g.round = 3;
    run(
        &mut g,
        RetaliationCommand::Room {
            who: 0,
            action: RoomAct::Autodestruction,
        },
    );
    assert_eq!(g.facility.autodestruction, Some(8));
    run(
        &mut g,
        RetaliationCommand::EndTurn {
            who: 0,
            pass: false,
        },
    );
    let c2 = landing_corridors(&g)[1];
    open_room(&mut g, LANDING_ZONE, c2, 23);
    g.marines[1].room = 23;
    let out = run(
        &mut g,
        RetaliationCommand::Room {
            who: 1,
            action: RoomAct::Reactor,
        },
    );
    assert!(out.contains(&RetaliationOutcome::PowerCut {
        autodestruction: Some(8)
    }));
    assert_eq!(g.facility.autodestruction, None);
    assert!(g.facility.power_cut);
    run(
        &mut g,
        RetaliationCommand::EndTurn {
            who: 1,
            pass: false,
        },
    );
    // never again: not the Reactor, not the Cooling System
    g.marines[0].room = 21;
    assert!(
        g.apply(&RetaliationCommand::Room {
            who: 0,
            action: RoomAct::Autodestruction,
        })
        .is_err()
    );
}

/// The escape procedure (§15.1): a noise roll; an intruder in the room fails it. The Lander
/// takes off at the start of the Event phase with everyone aboard; the end checks follow.
#[test]
fn boarding_the_lander_and_taking_off_then_the_end_checks() {
    let mut g = game(2, 9);
    g.facility.lander = Lander::Landed;
    g.hidden.bag = vec![RKind::Adult, RKind::Adult];
    run(
        &mut g,
        RetaliationCommand::Room {
            who: 0,
            action: RoomAct::Board,
        },
    );
    let out = run(
        &mut g,
        RetaliationCommand::NoiseRoll {
            face: NoiseFace::Hazard,
        },
    );
    assert!(out.contains(&RetaliationOutcome::EscapeFails {
        who: 0,
        way: Way::Lander
    }));
    run(
        &mut g,
        RetaliationCommand::Kill {
            at: Place::Room(LANDING_ZONE),
            kind: RKind::Adult,
        },
    );
    run(
        &mut g,
        RetaliationCommand::Room {
            who: 0,
            action: RoomAct::Board,
        },
    );
    // a number with no matching corridor at hand, or a marker: nothing comes into the room
    let face = (1..=4)
        .map(|n| NoiseFace::ALL[n - 1])
        .find(|f| {
            landing_corridors(&g)
                .iter()
                .all(|c| g.map.corridors[c].noise != f.number().unwrap())
        })
        .unwrap_or(NoiseFace::One);
    let out = run(&mut g, RetaliationCommand::NoiseRoll { face });
    assert!(
        out.contains(&RetaliationOutcome::Boarded { who: 0 }),
        "{out:?}"
    );
    run(&mut g, RetaliationCommand::EndTurn { who: 1, pass: true });
    run(&mut g, RetaliationCommand::IntruderPhase {});
    let out = run(&mut g, RetaliationCommand::TakeOff { who: 0 });
    assert!(out.contains(&RetaliationOutcome::TakesOff { who: vec![0] }));
    assert_eq!(g.marines[0].status, MarineStatus::Escaped(Way::Lander));
    run(&mut g, RetaliationCommand::Died { who: 1 });
    // nobody left inside: the game ends; P1 escaped without a Larva: scan the hand
    assert_eq!(g.ended, Some(EndCause::NobodyLeft));
    assert_eq!(g.pending.front(), Some(&Question::Infection { who: 0 }));
    let out = run(&mut g, RetaliationCommand::Scan { found: true });
    assert!(out.contains(&RetaliationOutcome::Infected { who: 0 }));
    assert_eq!(g.pending.front(), Some(&Question::Eclosion { who: 0 }));
    let out = run(&mut g, RetaliationCommand::Scan { found: false });
    assert_eq!(
        out.last(),
        Some(&RetaliationOutcome::Result {
            result: GameResult {
                cause: EndCause::NobodyLeft,
                survivors: vec![0],
                escaped: vec![0],
                missions: g.check_missions(EndCause::NobodyLeft),
                coop_won: None,
            }
        })
    );
    assert_eq!(
        g.apply(&RetaliationCommand::Scan { found: false }),
        Err(RetaliationError::GameOver)
    );
}

/// cards-retaliation.md §5: 12 cards whose extra discards sum to 17; the empty deck kills her,
/// after which nothing about her applies.
#[test]
fn the_queen_dies_when_her_health_deck_runs_out() {
    for seed in 0..50 {
        let mut g = game(4, seed);
        put(&mut g, Place::Room(HIBERNATORIUM), RKind::Queen);
        assert_eq!(g.queen_deck_left(), 12);
        let mut criticals = 0;
        while g.queen() != Queen::Dead {
            let out = run(&mut g, RetaliationCommand::QueenCritical {});
            criticals += 1;
            assert!(
                out.iter()
                    .any(|o| matches!(o, RetaliationOutcome::QueenHealth { .. }))
            );
            assert!(criticals <= 12);
            g.pending.clear();
        }
        assert_eq!(g.queen_deck_left(), 0);
        assert_eq!(g.map.count(RKind::Queen), 0, "her model leaves the map");
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

/// Same seed and commands, same game; a refused command changes nothing; the view holds no bag
/// contents, no deck order, no AA stack and no robot card.
#[test]
fn determinism_refusals_and_the_view() {
    let play = |seed| {
        let mut g = game(3, seed);
        let c = landing_corridors(&g)[0];
        let mut log = run(
            &mut g,
            RetaliationCommand::Move {
                who: 0,
                corridor: c,
                careful: false,
            },
        );
        while let Some(q) = g.pending.front().copied() {
            let cmd = match q {
                Question::NoiseRoll { .. } => RetaliationCommand::NoiseRoll {
                    face: NoiseFace::Two,
                },
                Question::TokenBack {
                    kind: RKind::Adult, ..
                } => RetaliationCommand::TokenBack {
                    adults: 2,
                    drones: 0,
                },
                Question::TokenBack { .. } => RetaliationCommand::TokenBack {
                    adults: 1,
                    drones: 1,
                },
                _ => RetaliationCommand::Scan { found: false },
            };
            log.extend(run(&mut g, cmd));
        }
        (log, g)
    };
    let (a, ga) = play(9);
    let (b, gb) = play(9);
    assert_eq!(a, b);
    assert_eq!(ga, gb);
    assert!((10..30).any(|s| play(s).0 != a), "other seeds, other games");
    let mut g = game(1, 1);
    let before = g.clone();
    assert!(
        g.apply(&RetaliationCommand::Move {
            who: 0,
            corridor: 999,
            careful: false
        })
        .is_err()
    );
    assert!(g.apply(&RetaliationCommand::Scan { found: true }).is_err());
    assert_eq!(g, before);
    let view = serde_json::to_string(&game(2, 1).public_view()).unwrap();
    assert!(view.contains("\"bag_size\":8"), "{view}");
    for hidden in ["\"aa\"", "robot\":\"", "queen_deck\"", "\"bag\""] {
        assert!(!view.contains(hidden), "{hidden} in {view}");
    }
}

/// The commands' JSON is part of the save format.
#[test]
fn commands_read_as_headless_writes_them() {
    let c: RetaliationCommand = serde_json::from_str(r#"{"cmd":"noise_roll","face":"3"}"#).unwrap();
    assert_eq!(
        c,
        RetaliationCommand::NoiseRoll {
            face: NoiseFace::Three
        }
    );
    let c: RetaliationCommand =
        serde_json::from_str(r#"{"cmd":"kill","at":{"at":"corridor","id":204},"kind":"adult"}"#)
            .unwrap();
    assert_eq!(
        c,
        RetaliationCommand::Kill {
            at: Place::Corridor(204),
            kind: RKind::Adult
        }
    );
    // a save from before the look came first still reads (the order chosen blind)
    let c: RetaliationCommand =
        serde_json::from_str(r#"{"cmd":"room","who":0,"action":{"act":"look_aa","swap":true}}"#)
            .unwrap();
    assert_eq!(
        c,
        RetaliationCommand::Room {
            who: 0,
            action: RoomAct::LookAa { swap: Some(true) }
        }
    );
    let c: RetaliationCommand =
        serde_json::from_str(r#"{"cmd":"room","who":0,"action":{"act":"look_aa"}}"#).unwrap();
    assert_eq!(
        c,
        RetaliationCommand::Room {
            who: 0,
            action: RoomAct::LookAa { swap: None }
        }
    );
    assert!(serde_json::from_str::<RetaliationCommand>(r#"{"cmd":"cleanup","x":1}"#).is_err());
}

/// The box deals (the same choice as in the base game): the app draws the exploration card and
/// asks which tiles the players drew; a tile from the wrong pile is refused and nothing changes.
#[test]
fn when_the_box_deals_the_players_say_which_tiles_they_drew() {
    for seed in 0..20 {
        let mut config = RetaliationConfig::numbered(seed, 2);
        config.dealer = crate::ids::Dealer::Box;
        let mut g = RetaliationState::new(&config).unwrap();
        let c = landing_corridors(&g)[0];
        run(
            &mut g,
            RetaliationCommand::Move {
                who: 0,
                corridor: c,
                careful: false,
            },
        );
        assert!(
            matches!(g.pending.front(), Some(Question::Tiles { who: 0, corridor, .. }) if *corridor == c)
        );
        assert_eq!(
            g.marines[0].room, LANDING_ZONE,
            "the marine waits at the door"
        );
        let w = g.tiles_wanted().unwrap();
        // a tile of the other kind of pile ("?" for a section's card, a section's for "?"):
        // another section's tile is taken (the real frame may differ), these are not
        let t = tables().unwrap();
        let wrong_room = (1..=25u8)
            .find(|r| {
                !g.map.rooms.contains_key(r)
                    && (t.rooms[r].kind == data::RoomKind::Unknown)
                        != (w.room_kind == data::RoomKind::Unknown)
            })
            .unwrap();
        let expected = RetaliationError::TilesExpected {
            pile: w.room_kind,
            rooms: w.rooms.clone(),
            corridors: w.count,
        };
        let tiles: Vec<u16> = w.corridors.iter().rev().take(w.count).copied().collect();
        let before = g.clone();
        assert_eq!(
            g.apply(&RetaliationCommand::Tiles {
                room: wrong_room,
                corridors: tiles.clone()
            }),
            Err(expected.clone())
        );
        let mut short = tiles.clone();
        short.push(c);
        assert_eq!(
            g.apply(&RetaliationCommand::Tiles {
                room: w.rooms[0],
                corridors: short
            }),
            Err(expected),
            "a placed corridor is not in the pile"
        );
        assert_eq!(g, before);
        let room = w.rooms[w.rooms.len() - 1];
        let out = run(
            &mut g,
            RetaliationCommand::Tiles {
                room,
                corridors: tiles.clone(),
            },
        );
        assert!(
            out.iter()
                .any(|o| matches!(o, RetaliationOutcome::Explored { room: r, .. } if *r == room)),
            "{out:?}"
        );
        assert_eq!(g.marines[0].room, room);
        for (k, tile) in tiles.iter().enumerate() {
            let placed = &g.map.corridors[tile];
            assert_eq!((placed.from, placed.dir), (w.cell, w.slots[k]));
        }
        assert_eq!(g.component_counts().corridors, 44);
        assert_eq!(g.component_counts().rooms, 25);
    }
}

/// A corridor the app named can be corrected to the tile the players really placed.
#[test]
fn a_placed_corridor_can_be_corrected_to_another_tile() {
    let mut g = game(1, 4);
    let c = landing_corridors(&g)[0];
    let spare = *g.hidden.corridors.first().unwrap();
    let (from, dir) = (g.map.corridors[&c].from, g.map.corridors[&c].dir);
    run(
        &mut g,
        RetaliationCommand::Correct {
            fix: Fix::Tile {
                corridor: c,
                tile: spare,
            },
        },
    );
    assert!(!g.map.corridors.contains_key(&c));
    assert_eq!(
        (g.map.corridors[&spare].from, g.map.corridors[&spare].dir),
        (from, dir)
    );
    assert!(g.hidden.corridors.contains(&c));
    assert_eq!(
        g.apply(&RetaliationCommand::Correct {
            fix: Fix::Tile {
                corridor: 111,
                tile: c
            }
        }),
        Err(RetaliationError::NotAvailable),
        "the Hibernatorium's own corridors stay"
    );
    assert_eq!(g.component_counts().corridors, 44);
}

/// Deadly mode (§17.1): a corridor with a second number matches it too; without Deadly mode
/// only its first number does.
#[test]
fn deadly_mode_reads_the_second_number() {
    for deadly in [false, true] {
        let mut config = RetaliationConfig::numbered(2, 1);
        config.deadly = deadly;
        let mut g = RetaliationState::new(&config).unwrap();
        // at the start, tile 107 (noise 1, Deadly 2) is at the Landing Zone or in the pile
        if !landing_corridors(&g).contains(&107) {
            let c = landing_corridors(&g)[0];
            run(
                &mut g,
                RetaliationCommand::Correct {
                    fix: Fix::Tile {
                        corridor: c,
                        tile: 107,
                    },
                },
            );
        }
        g.pending.push_back(Question::NoiseRoll {
            who: 0,
            why: RollWhy::Effect,
        });
        let out = run(
            &mut g,
            RetaliationCommand::NoiseRoll {
                face: NoiseFace::Two,
            },
        );
        assert_eq!(
            out.contains(&RetaliationOutcome::NoiseMarker { corridor: 107 }),
            deadly,
            "deadly {deadly}: {out:?}"
        );
        g.pending.push_back(Question::NoiseRoll {
            who: 0,
            why: RollWhy::Effect,
        });
        let out = run(
            &mut g,
            RetaliationCommand::NoiseRoll {
                face: NoiseFace::One,
            },
        );
        assert!(
            out.contains(&RetaliationOutcome::NoiseMarker { corridor: 107 })
                || out.contains(&RetaliationOutcome::NoiseResolves { corridor: 107 }),
            "its first number always matches: {out:?}"
        );
    }
}

/// An event whose movement finds nobody and whose effects find nothing says so, so the table
/// does not search the board (E15 before the reactor or the cooling room is on the map).
/// Seen in a Korean five-player game: 손상 (E02) puts a malfunction in every room that holds an
/// intruder, then draws for every marine in an unsecured room. With no intruder in a room, the
/// page went straight to the draws, and the table looked for the malfunctions. The first
/// effect finding nothing is said where it would have been, before the draws.
#[test]
fn an_events_first_effect_that_finds_nothing_says_so_before_the_second() {
    let t = tables().unwrap();
    let e02 = t.events.iter().position(|e| e.id == "E02").unwrap() as u8;
    let mut g = game(2, 4);
    g.hidden.events.retain(|&e| e != e02);
    g.hidden.events.push(e02);
    g.step = Step::Event;
    let out = run(&mut g, RetaliationCommand::EventCard {});
    let at = |want: fn(&RetaliationOutcome) -> bool| out.iter().position(want);
    let nothing = at(|o| matches!(o, RetaliationOutcome::EventMainChangedNothing));
    let draw = at(|o| matches!(o, RetaliationOutcome::HazardRoom { .. }));
    assert!(nothing.is_some() && draw.is_some(), "{out:?}");
    assert!(nothing < draw, "{out:?}");
    assert!(
        !out.iter()
            .any(|o| matches!(o, RetaliationOutcome::EventChangedNothing)),
        "the second effect changed something: {out:?}"
    );
}

/// A Korean five-player evening: 발전기 과열 (E06) with no Life Support Control on the map said
/// "nothing changes" and then asked every marine's noise roll. The rolls its second effect asks
/// are something it does: the first effect's silence is said as such, never the whole card's.
#[test]
fn an_event_whose_second_effect_asks_noise_rolls_does_not_say_nothing_changes() {
    let t = tables().unwrap();
    let e06 = t.events.iter().position(|e| e.id == "E06").unwrap() as u8;
    let mut g = game(2, 4);
    g.hidden.events.retain(|&e| e != e06);
    g.hidden.events.push(e06);
    g.step = Step::Event;
    let out = run(&mut g, RetaliationCommand::EventCard {});
    assert!(
        !out.iter()
            .any(|o| matches!(o, RetaliationOutcome::EventChangedNothing)),
        "{out:?}"
    );
    assert!(
        out.iter()
            .any(|o| matches!(o, RetaliationOutcome::EventMainChangedNothing)),
        "{out:?}"
    );
    assert_eq!(
        g.pending
            .iter()
            .filter(|q| matches!(q, Question::NoiseRoll { .. }))
            .count(),
        2,
        "each marine rolls"
    );
}

#[test]
fn an_event_that_moves_nobody_and_changes_nothing_says_so() {
    let t = tables().unwrap();
    let e15 = t.events.iter().position(|e| e.id == "E15").unwrap() as u8;
    let mut g = game(2, 4);
    g.hidden.events.retain(|&e| e != e15);
    g.hidden.events.push(e15);
    g.step = Step::Event;
    let out = run(&mut g, RetaliationCommand::EventCard {});
    let quiet = |o: &RetaliationOutcome| {
        matches!(
            o,
            RetaliationOutcome::EventNobodyMoves | RetaliationOutcome::EventChangedNothing
        )
    };
    assert_eq!(out.iter().filter(|o| quiet(o)).count(), 2, "{out:?}");
    // an Adult in a corridor it moves, next to the marines: it moves, and it is said
    let mut g = game(2, 4);
    let c = landing_corridors(&g)[0];
    put(&mut g, Place::Corridor(c), RKind::Adult);
    g.hidden.events.retain(|&e| e != e15);
    g.hidden.events.push(e15);
    g.step = Step::Event;
    let out = run(&mut g, RetaliationCommand::EventCard {});
    assert!(
        out.iter()
            .any(|o| matches!(o, RetaliationOutcome::Moves { .. })),
        "{out:?}"
    );
    assert!(
        !out.iter()
            .any(|o| matches!(o, RetaliationOutcome::EventNobodyMoves)),
        "{out:?}"
    );
}

/// Blood Sense: a Drone that attacks a marine leaving follows them into the room the move ends
/// in, whoever deals the tiles (the box-dealt exploration lost it while the players drew).
#[test]
fn a_blood_sense_follower_comes_along_into_the_explored_room_whoever_deals() {
    let t = tables().unwrap();
    let blood = t.attacks.iter().position(|a| a.id == "A-BLOOD").unwrap() as u8;
    for dealer in [crate::ids::Dealer::App, crate::ids::Dealer::Box] {
        let mut config = RetaliationConfig::numbered(5, 1);
        config.dealer = dealer;
        let mut g = RetaliationState::new(&config).unwrap();
        put(&mut g, Place::Room(LANDING_ZONE), RKind::Drone);
        let drone = g.map.intruders(Place::Room(LANDING_ZONE))[0].id;
        g.hidden.attacks.retain(|&a| a != blood);
        g.hidden.attacks.push(blood);
        let c = landing_corridors(&g)[0];
        let out = run(
            &mut g,
            RetaliationCommand::Move {
                who: 0,
                corridor: c,
                careful: false,
            },
        );
        assert!(
            out.iter()
                .any(|o| matches!(o, RetaliationOutcome::Pursuit { .. })),
            "{out:?}"
        );
        if dealer == crate::ids::Dealer::Box {
            let w = g.tiles_wanted().unwrap();
            run(
                &mut g,
                RetaliationCommand::Tiles {
                    room: w.rooms[0],
                    corridors: w.corridors[..w.count].to_vec(),
                },
            );
        }
        let room = g.marines[0].room;
        assert_ne!(room, LANDING_ZONE, "{dealer:?}: the marine explored");
        assert_eq!(
            g.map.locate(drone),
            Some(Place::Room(room)),
            "{dealer:?}: the Drone followed"
        );
    }
}

/// A marine the pursuit kills (the table reports the death while the move waits) explores
/// nothing and rolls no noise: §8.1's consequence step follows a pursuit the marine survived.
/// Saves from before (`death_stops_move` false) replay as they were played.
#[test]
fn a_marine_killed_by_the_pursuit_goes_no_further() {
    for stops in [true, false] {
        // the box deals: the exploration waits for the players' tiles
        let mut config = RetaliationConfig::numbered(3, 2);
        config.dealer = crate::ids::Dealer::Box;
        config.death_stops_move = stops;
        let mut g = RetaliationState::new(&config).unwrap();
        let c = landing_corridors(&g)[0];
        put(&mut g, Place::Room(LANDING_ZONE), RKind::Adult);
        let deck = g.hidden.exploration.len();
        let out = run(
            &mut g,
            RetaliationCommand::Move {
                who: 0,
                corridor: c,
                careful: false,
            },
        );
        assert!(
            out.iter()
                .any(|o| matches!(o, RetaliationOutcome::Pursuit { .. }))
        );
        assert!(matches!(
            g.pending.front(),
            Some(Question::Tiles { who: 0, .. })
        ));
        run(&mut g, RetaliationCommand::Died { who: 0 });
        if stops {
            assert!(g.pending.is_empty(), "{:?}", g.pending);
            assert_eq!(g.hidden.exploration.len(), deck, "the card goes back");
            assert_eq!(g.marines[0].room, LANDING_ZONE);
        } else {
            assert!(matches!(
                g.pending.front(),
                Some(Question::Tiles { who: 0, .. })
            ));
        }

        // the app deals, into a discovered room: the noise roll is not asked
        let mut config = RetaliationConfig::numbered(3, 2);
        config.death_stops_move = stops;
        let mut g = RetaliationState::new(&config).unwrap();
        let c = landing_corridors(&g)[0];
        open_room(&mut g, LANDING_ZONE, c, 3);
        put(&mut g, Place::Room(LANDING_ZONE), RKind::Adult);
        run(
            &mut g,
            RetaliationCommand::Move {
                who: 0,
                corridor: c,
                careful: false,
            },
        );
        assert!(matches!(
            g.pending.front(),
            Some(Question::NoiseRoll {
                who: 0,
                why: RollWhy::Move
            })
        ));
        run(&mut g, RetaliationCommand::Died { who: 0 });
        if stops {
            assert!(g.pending.is_empty(), "{:?}", g.pending);
            assert_eq!(
                g.marines[0].room, LANDING_ZONE,
                "lies where the pursuit caught them"
            );
        } else {
            assert!(!g.pending.is_empty());
        }
    }
}

/// A Blank drawn for a noise marker (issue 54 item 5): the table hears that nothing appears
/// and that the Help sheet's Blank entry is the app's reading (no printed rule for this draw),
/// before the two Adults go into the bag.
#[test]
fn a_blank_for_a_noise_marker_says_nothing_appears_before_the_help_sheets_entry() {
    let mut g = game(2, 4);
    let c = landing_corridors(&g)[0];
    g.hidden.bag = vec![RKind::Blank];
    let mut out = Vec::new();
    g.resolve_noise(c, &mut out).unwrap();
    let blank = out
        .iter()
        .position(|o| *o == RetaliationOutcome::BlankNothingAppears)
        .unwrap_or_else(|| panic!("{out:?}"));
    let added = out
        .iter()
        .position(|o| {
            matches!(
                o,
                RetaliationOutcome::TokensAdded {
                    kind: RKind::Adult,
                    count: 2,
                    ..
                }
            )
        })
        .unwrap_or_else(|| panic!("{out:?}"));
    assert!(blank < added, "{out:?}");
    assert!(
        !out.iter()
            .any(|o| matches!(o, RetaliationOutcome::Appears { .. }))
    );
}

/// Issue 53: where the box deals, the rules say the table first tells which corridor tiles it
/// laid at the Landing Zone, until any step is played; where the app deals, never.
#[test]
fn the_landing_zone_is_said_first_only_where_the_box_deals() {
    let mut config = RetaliationConfig::numbered(3, 2);
    assert_eq!(RetaliationState::new(&config).unwrap().setup_to_say(), None);
    config.dealer = crate::ids::Dealer::Box;
    let mut g = RetaliationState::new(&config).unwrap();
    assert_eq!(g.setup_to_say(), Some(LANDING_ZONE));
    let c = landing_corridors(&g)[0];
    run(
        &mut g,
        RetaliationCommand::Move {
            who: 0,
            corridor: c,
            careful: false,
        },
    );
    assert_eq!(g.setup_to_say(), None, "a step was played");
}
