//! Bag development and Encounters (base.md §5, §7).

use super::kit::*;
use crate::ids::*;
use crate::nemesis::command::NoiseSpot;
use crate::nemesis::outcome::{EncounterCause, Outcome};
use IntruderKind::*;

const NEST: u8 = 5; // side A, a "1" slot with a technical entrance (exit 4)

#[test]
fn queen_token_with_characters_in_the_nest_brings_the_queen_and_checks_each_of_them() {
    let mut g = game(3, Side::A);
    room(&mut g, NEST, RoomKind::Nest);
    put(&mut g, 1, NEST);
    put(&mut g, 2, NEST);
    bag(&mut g, &[(Queen, None)]);
    let (_, out) = run(&mut g, |c| {
        c.bag_development(&[(PlayerId(1), 3), (PlayerId(2), 4), (PlayerId(3), 0)])
    });
    assert!(has(&out, |o| matches!(
        o,
        Outcome::Encounter {
            cause: EncounterCause::QueenInNest,
            ..
        }
    )));
    let queens: Vec<_> = g.intruders.iter().filter(|i| i.kind == Queen).collect();
    assert_eq!(queens.len(), 1);
    assert_eq!(queens[0].at, SlotId(NEST));
    // hand 3 < token 4: surprise; hand 4: none; player 3 is not in the Nest
    assert!(has(&out, |o| matches!(
        o,
        Outcome::SurpriseAttack {
            player: PlayerId(1),
            token: 4,
            hand: 3,
            ..
        }
    )));
    assert!(has(&out, |o| matches!(
        o,
        Outcome::NoSurprise {
            player: PlayerId(2),
            token: 4,
            hand: 4
        }
    )));
    assert!(!has(&out, |o| matches!(
        o,
        Outcome::SurpriseAttack {
            player: PlayerId(3),
            ..
        } | Outcome::NoSurprise {
            player: PlayerId(3),
            ..
        }
    )));
    assert!(bag_kinds(&g).is_empty(), "the Queen token left the bag");
    assert_eq!(g.nest_eggs, 5, "no egg added");
}

#[test]
fn queen_token_without_characters_in_the_nest_adds_an_egg_and_goes_back() {
    let mut g = game(2, Side::A);
    room(&mut g, NEST, RoomKind::Nest);
    bag(&mut g, &[(Queen, None)]);
    let (_, out) = run(&mut g, |c| {
        c.bag_development(&[(PlayerId(1), 3), (PlayerId(2), 3)])
    });
    assert!(has(&out, |o| matches!(o, Outcome::EggAdded { eggs: 6 })));
    assert_eq!(g.nest_eggs, 6);
    assert!(g.intruders.is_empty());
    assert_eq!(bag_kinds(&g), vec![Queen]);
}

#[test]
fn queen_token_with_the_nest_undiscovered_adds_an_egg() {
    let mut g = game(2, Side::A);
    bag(&mut g, &[(Queen, None)]);
    run(&mut g, |c| {
        c.bag_development(&[(PlayerId(1), 0), (PlayerId(2), 0)])
    });
    assert_eq!(g.nest_eggs, 6);
    assert!(g.intruders.is_empty());
}

#[test]
fn larva_and_creeper_tokens_leave_the_bag_and_bring_an_adult_or_a_breeder() {
    let mut g = game(2, Side::A);
    bag(&mut g, &[(Larva, None)]);
    run(&mut g, |c| c.bag_development(&[]));
    assert_eq!(bag_kinds(&g), vec![Adult]);
    let mut g = game(2, Side::A);
    bag(&mut g, &[(Creeper, None)]);
    run(&mut g, |c| c.bag_development(&[]));
    assert_eq!(bag_kinds(&g), vec![Breeder]);
}

#[test]
fn blank_in_development_adds_an_adult_and_stays() {
    let mut g = game(2, Side::A);
    bag(&mut g, &[(Blank, None)]);
    run(&mut g, |c| c.bag_development(&[]));
    assert_eq!(bag_kinds(&g), vec![Adult, Blank]);
}

#[test]
fn adult_token_in_development_makes_everyone_out_of_combat_roll_in_turn_order() {
    let mut g = game(3, Side::A);
    g.first_player = PlayerId(2);
    explore(&mut g, 6);
    explore(&mut g, 8);
    put(&mut g, 1, 6);
    put(&mut g, 2, 8);
    add(&mut g, Adult, 11); // player 3 stays in the Hibernatorium (011), in combat
    bag(&mut g, &[(Adult, None)]);
    let (_, out) = run(&mut g, |c| {
        c.bag_development(&[(PlayerId(1), 5), (PlayerId(2), 5), (PlayerId(3), 5)])
    });
    assert!(has(
        &out,
        |o| matches!(o, Outcome::EveryoneRolls { players } if players == &vec![PlayerId(2), PlayerId(1)])
    ));
    let rollers: Vec<PlayerId> = out
        .iter()
        .filter_map(|o| match o {
            Outcome::NoiseRolled { player, .. } => Some(*player),
            _ => None,
        })
        .collect();
    assert_eq!(&rollers[..2], &[PlayerId(2), PlayerId(1)]);
    assert_eq!(bag_kinds(&g), vec![Adult], "the token goes back");
}

#[test]
fn blank_as_the_last_token_adds_an_adult_first_and_fills_the_room_with_noise() {
    let mut g = game(2, Side::A);
    explore(&mut g, 2);
    put(&mut g, 1, 2);
    bag(&mut g, &[(Blank, None)]);
    let (_, out) = run(&mut g, |c| {
        c.encounter(Some(PlayerId(1)), SlotId(2), Some(0), EncounterCause::Noise)
    });
    assert!(has(&out, |o| matches!(
        o,
        Outcome::BlankDrawn {
            last_token: true,
            ..
        }
    )));
    assert_eq!(bag_kinds(&g), vec![Adult, Blank]);
    assert!(g.intruders.is_empty(), "no intruder appears");
    assert!(!has(&out, |o| matches!(o, Outcome::SurpriseAttack { .. })));
    // 002: corridors to 001 and 006, and the technical entrance
    let board = g.board().unwrap();
    for c in board.corridors_of(SlotId(2)) {
        assert!(g.corridors[c.0 as usize].noise);
    }
    assert!(g.tech_noise[&TechNet::Main]);
}

#[test]
fn blank_not_last_goes_back_without_an_adult() {
    let mut g = game(2, Side::A);
    explore(&mut g, 2);
    put(&mut g, 1, 2);
    bag(&mut g, &[(Blank, None), (Larva, None)]);
    rig(
        &mut g,
        |c| c.encounter(Some(PlayerId(1)), SlotId(2), Some(0), EncounterCause::Noise),
        |out| has(out, |o| matches!(o, Outcome::BlankDrawn { .. })),
    );
    assert_eq!(bag_kinds(&g), vec![Larva, Blank]);
}

#[test]
fn surprise_attack_when_the_hand_is_below_the_token_not_when_equal() {
    for (hand, surprise) in [(3u8, false), (2, true)] {
        let mut g = game(2, Side::A);
        explore(&mut g, 2);
        put(&mut g, 1, 2);
        bag(&mut g, &[(Adult, Some(3))]);
        attacks_on_top(&mut g, &["BA02"]);
        let (_, out) = run(&mut g, |c| {
            c.encounter(
                Some(PlayerId(1)),
                SlotId(2),
                Some(hand),
                EncounterCause::Noise,
            )
        });
        assert_eq!(
            has(&out, |o| matches!(o, Outcome::SurpriseAttack { .. })),
            surprise,
            "hand {hand}"
        );
        assert_eq!(has(&out, |o| matches!(o, Outcome::Attack { .. })), surprise);
        assert_eq!(g.intruders.len(), 1);
        assert!(
            bag_kinds(&g).is_empty(),
            "the drawn token went to the supply"
        );
    }
}

#[test]
fn encounter_clears_the_room_noise_first_and_triggers_the_first_encounter_moment() {
    let mut g = game(2, Side::A);
    g.first_encounter = false;
    explore(&mut g, 2);
    put(&mut g, 1, 2);
    let board = g.board().unwrap();
    let c = board.corridors_of(SlotId(2))[0];
    g.corridors[c.0 as usize].noise = true;
    g.tech_noise.insert(TechNet::Main, true);
    bag(&mut g, &[(Larva, None)]);
    let (_, out) = run(&mut g, |x| {
        x.encounter(Some(PlayerId(1)), SlotId(2), Some(5), EncounterCause::Noise)
    });
    let first = out
        .iter()
        .position(|o| matches!(o, Outcome::FirstEncounter))
        .expect("first encounter");
    let placed = out
        .iter()
        .position(|o| matches!(o, Outcome::IntruderPlaced { .. }))
        .expect("placed");
    assert!(
        first < placed,
        "objectives are chosen before the intruder is placed"
    );
    assert!(has(
        &out,
        |o| matches!(o, Outcome::NoiseCleared { spots, .. } if spots.contains(&NoiseSpot::Tech(TechNet::Main)))
    ));
    assert!(!g.corridors[c.0 as usize].noise);
    assert!(!g.tech_noise[&TechNet::Main]);
}

#[test]
fn a_ninth_adult_pulls_every_adult_not_in_combat_back_into_the_bag() {
    let mut g = game(2, Side::A);
    explore(&mut g, 2);
    put(&mut g, 1, 2);
    put(&mut g, 2, 3);
    for at in [1, 1, 4, 5, 6, 7, 8] {
        add(&mut g, Adult, at);
    }
    add(&mut g, Adult, 3); // in combat with player 2
    bag(&mut g, &[(Adult, Some(2))]);
    let (_, out) = run(&mut g, |c| {
        c.encounter(Some(PlayerId(1)), SlotId(2), Some(5), EncounterCause::Noise)
    });
    let withdrawn = out
        .iter()
        .filter(|o| matches!(o, Outcome::IntruderWithdrawn { .. }))
        .count();
    assert_eq!(withdrawn, 7);
    let adults: Vec<SlotId> = g
        .intruders
        .iter()
        .filter(|i| i.kind == Adult)
        .map(|i| i.at)
        .collect();
    assert_eq!(adults, vec![SlotId(3), SlotId(2)]);
    assert_eq!(bag_kinds(&g).iter().filter(|k| **k == Adult).count(), 7);
}

#[test]
fn a_fourth_creeper_moves_one_not_in_combat() {
    let mut g = game(2, Side::A);
    explore(&mut g, 2);
    put(&mut g, 1, 2);
    put(&mut g, 2, 3);
    let in_combat = add(&mut g, Creeper, 3);
    let free = add(&mut g, Creeper, 7);
    add(&mut g, Creeper, 8);
    bag(&mut g, &[(Creeper, None)]);
    let (_, out) = run(&mut g, |c| {
        c.encounter(Some(PlayerId(1)), SlotId(2), Some(5), EncounterCause::Noise)
    });
    assert!(has(
        &out,
        |o| matches!(o, Outcome::IntruderRelocated { intruder, to: SlotId(2), .. } if *intruder == free)
    ));
    assert_eq!(g.intruder(in_combat).unwrap().at, SlotId(3));
    assert_eq!(g.intruders.len(), 3);
}
