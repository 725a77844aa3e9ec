//! Intruder attacks and wounds (base.md §8, §11.1; cards.md §1.3).

use super::kit::*;
use crate::ids::*;
use crate::nemesis::GameState;
use crate::nemesis::content::AttackEffect;
use crate::nemesis::outcome::{DeathCause, Outcome};
use crate::nemesis::state::Whereabouts;
use IntruderKind::*;

/// Players 1..=n all in explored slot 008.
fn in_008(n: usize) -> GameState {
    let mut g = game(n, Side::A);
    explore(&mut g, 8);
    for p in 1..=n as u8 {
        put(&mut g, p, 8);
    }
    g
}

fn attack(g: &mut GameState, id: IntruderId, target: u8, hand: u8) -> Vec<Outcome> {
    run(g, |c| c.intruder_attack(id, PlayerId(target), hand)).1
}

fn hit(out: &[Outcome], effect: AttackEffect) -> bool {
    has(
        out,
        |o| matches!(o, Outcome::Attack { hit: true, effect: e, .. } if *e == effect),
    )
}

#[test]
fn event_phase_target_is_the_character_with_the_fewest_cards() {
    let g = in_008(3);
    let (t, _) = run(&mut g.clone(), |c| {
        c.pick_target(SlotId(8), &hands(&[(1, 3), (2, 2), (3, 4)]))
    });
    assert_eq!(t, Some(PlayerId(2)));
}

#[test]
fn a_tie_goes_to_the_character_closest_to_the_first_player_in_turn_order() {
    let mut g = in_008(4);
    g.first_player = PlayerId(3);
    put(&mut g, 3, 2); // the first player is elsewhere: order 3, 4, 1, 2
    let (t, _) = run(&mut g, |c| {
        c.pick_target(SlotId(8), &hands(&[(1, 2), (2, 2), (3, 0), (4, 2)]))
    });
    assert_eq!(t, Some(PlayerId(4)));
    // the first player counts too
    put(&mut g, 3, 8);
    let (t, _) = run(&mut g, |c| {
        c.pick_target(SlotId(8), &hands(&[(1, 2), (2, 2), (3, 2), (4, 2)]))
    });
    assert_eq!(t, Some(PlayerId(3)));
}

#[test]
fn a_larva_infests_without_drawing_a_card_and_gives_a_contamination_card() {
    let mut g = in_008(2);
    let larva = add(&mut g, Larva, 8);
    let deck_before = g.hidden.attacks.clone();
    let out = attack(&mut g, larva, 1, 5);
    assert!(has(&out, |o| matches!(
        o,
        Outcome::Infestation {
            kind: Larva,
            player: PlayerId(1),
            larva_already: false,
            ..
        }
    )));
    assert!(!has(&out, |o| matches!(o, Outcome::Attack { .. })));
    assert_eq!(g.hidden.attacks, deck_before, "no attack card drawn");
    assert!(g.intruder(larva).is_none(), "the larva left the board");
    let p1 = g.character(PlayerId(1)).unwrap();
    assert!(p1.larva);
    assert_eq!(p1.contamination, 1);
    assert_eq!(g.contamination_deck, 26);
}

#[test]
fn a_second_larva_adds_no_larva_but_still_contaminates() {
    let mut g = in_008(2);
    g.character_mut(PlayerId(1)).unwrap().larva = true;
    let larva = add(&mut g, Larva, 8);
    let out = attack(&mut g, larva, 1, 5);
    assert!(has(&out, |o| matches!(
        o,
        Outcome::Infestation {
            larva_already: true,
            ..
        }
    )));
    assert!(g.intruder(larva).is_none());
    let p1 = g.character(PlayerId(1)).unwrap();
    assert!(p1.larva);
    assert_eq!(p1.contamination, 1);
    // one larva on a board counts against the 6 larva miniatures, not two
    assert_eq!(g.miniatures_on_board(Larva), 1);
}

#[test]
fn a_card_without_the_attackers_symbol_misses() {
    let mut g = in_008(2);
    let creeper = add(&mut g, Creeper, 8);
    attacks_on_top(&mut g, &["BA06"]); // Claw: Adult, Breeder, Queen
    let out = attack(&mut g, creeper, 1, 5);
    assert!(has(&out, |o| matches!(
        o,
        Outcome::Attack {
            hit: false,
            kind: Creeper,
            ..
        }
    )));
    let p1 = g.character(PlayerId(1)).unwrap();
    assert_eq!(
        (p1.light_wounds, p1.serious_wounds, p1.contamination),
        (0, 0, 0)
    );
    assert_eq!(g.hidden.attacks.discard, vec![attack_ix("BA06")]);
}

#[test]
fn slime_attack_slimes_and_contaminates() {
    let mut g = in_008(2);
    let a = add(&mut g, Adult, 8);
    attacks_on_top(&mut g, &["BA01"]);
    let out = attack(&mut g, a, 1, 5);
    assert!(hit(&out, AttackEffect::Slime));
    let p1 = g.character(PlayerId(1)).unwrap();
    assert!(p1.slime);
    assert_eq!(p1.contamination, 1);
    assert_eq!(p1.light_wounds, 0);
}

#[test]
fn scratch_gives_one_light_wound_and_a_contamination_card() {
    let mut g = in_008(2);
    let a = add(&mut g, Creeper, 8);
    attacks_on_top(&mut g, &["BA02"]);
    let out = attack(&mut g, a, 1, 5);
    assert!(hit(&out, AttackEffect::Scratch));
    let p1 = g.character(PlayerId(1)).unwrap();
    assert_eq!((p1.light_wounds, p1.contamination), (1, 1));
}

#[test]
fn claw_gives_two_light_wounds_and_a_contamination_card() {
    let mut g = in_008(2);
    let a = add(&mut g, Adult, 8);
    attacks_on_top(&mut g, &["BA07"]);
    let out = attack(&mut g, a, 1, 5);
    assert!(hit(&out, AttackEffect::Claw));
    let p1 = g.character(PlayerId(1)).unwrap();
    assert_eq!(
        (p1.light_wounds, p1.serious_wounds, p1.contamination),
        (2, 0, 1)
    );
}

#[test]
fn bite_gives_a_serious_wound_or_kills_a_character_with_two() {
    let mut g = in_008(2);
    let a = add(&mut g, Adult, 8);
    attacks_on_top(&mut g, &["BA10", "BA11"]);
    attack(&mut g, a, 1, 5);
    assert_eq!(g.character(PlayerId(1)).unwrap().serious_wounds, 1);
    attack(&mut g, a, 1, 5);
    assert_eq!(g.character(PlayerId(1)).unwrap().serious_wounds, 2);
    attacks_on_top(&mut g, &["BA12"]);
    let out = attack(&mut g, a, 1, 5);
    assert!(has(&out, |o| matches!(
        o,
        Outcome::CharacterDied {
            player: PlayerId(1),
            cause: DeathCause::AttackCard,
            ..
        }
    )));
    assert_eq!(g.character(PlayerId(1)).unwrap().at, Whereabouts::Dead);
    assert_eq!(g.rooms[&SlotId(8)].corpses, 1);
}

#[test]
fn tail_gives_a_serious_wound_or_kills_a_character_with_any() {
    let mut g = in_008(2);
    let q = add(&mut g, Queen, 8);
    attacks_on_top(&mut g, &["BA14"]);
    attack(&mut g, q, 1, 5);
    assert_eq!(g.character(PlayerId(1)).unwrap().serious_wounds, 1);
    attacks_on_top(&mut g, &["BA15"]);
    let out = attack(&mut g, q, 1, 5);
    assert!(hit(&out, AttackEffect::Tail));
    assert!(!g.character(PlayerId(1)).unwrap().alive());
    // an Adult cannot use it
    let a = add(&mut g, Adult, 8);
    attacks_on_top(&mut g, &["BA14"]);
    let out = attack(&mut g, a, 2, 5);
    assert!(!hit(&out, AttackEffect::Tail));
    assert_eq!(g.character(PlayerId(2)).unwrap().serious_wounds, 0);
}

#[test]
fn frenzy_hits_everyone_in_the_room() {
    let mut g = in_008(3);
    put(&mut g, 3, 7);
    g.character_mut(PlayerId(1)).unwrap().serious_wounds = 2;
    let b = add(&mut g, Breeder, 8);
    attacks_on_top(&mut g, &["BA16"]);
    let out = attack(&mut g, b, 2, 5);
    assert!(hit(&out, AttackEffect::Frenzy));
    assert!(
        !g.character(PlayerId(1)).unwrap().alive(),
        "two serious: dies"
    );
    assert_eq!(g.character(PlayerId(2)).unwrap().serious_wounds, 1);
    assert_eq!(
        g.character(PlayerId(3)).unwrap().serious_wounds,
        0,
        "another room"
    );
}

#[test]
fn transformation_turns_the_creeper_into_a_breeder_when_one_is_free() {
    let mut g = in_008(2);
    let c = add(&mut g, Creeper, 8);
    attacks_on_top(&mut g, &["BA18"]);
    let out = attack(&mut g, c, 1, 3);
    assert!(has(&out, |o| matches!(
        o,
        Outcome::Transformed { intruder, to: Breeder } if *intruder == c
    )));
    assert_eq!(g.intruder(c).unwrap().kind, Breeder);
    assert_eq!(
        count(&out, |o| matches!(o, Outcome::Attack { .. })),
        1,
        "hand 3: no immediate attack"
    );
}

#[test]
fn transformation_fails_when_both_breeders_are_on_the_board() {
    let mut g = in_008(2);
    add(&mut g, Breeder, 2);
    add(&mut g, Breeder, 3);
    let c = add(&mut g, Creeper, 8);
    attacks_on_top(&mut g, &["BA19"]);
    let out = attack(&mut g, c, 1, 0);
    assert!(has(&out, |o| matches!(
        o,
        Outcome::TransformationFailed { .. }
    )));
    assert_eq!(g.intruder(c).unwrap().kind, Creeper);
    assert_eq!(count(&out, |o| matches!(o, Outcome::Attack { .. })), 1);
}

#[test]
fn transformation_against_an_empty_hand_makes_the_breeder_attack_at_once() {
    let mut g = in_008(2);
    let c = add(&mut g, Creeper, 8);
    attacks_on_top(&mut g, &["BA18", "BA10"]);
    let out = attack(&mut g, c, 1, 0);
    assert!(has(&out, |o| matches!(
        o,
        Outcome::SurpriseAttack {
            player: PlayerId(1),
            ..
        }
    )));
    assert!(has(&out, |o| matches!(
        o,
        Outcome::Attack {
            kind: Breeder,
            effect: AttackEffect::Bite,
            hit: true,
            ..
        }
    )));
    assert_eq!(g.character(PlayerId(1)).unwrap().serious_wounds, 1);
}

#[test]
fn summoning_brings_an_intruder_from_the_bag_that_does_not_attack() {
    let mut g = in_008(2);
    let c = add(&mut g, Creeper, 8);
    bag(&mut g, &[(Adult, Some(4))]);
    attacks_on_top(&mut g, &["BA20"]);
    let out = attack(&mut g, c, 1, 0);
    assert!(hit(&out, AttackEffect::Summoning));
    let adults: Vec<_> = g.intruders.iter().filter(|i| i.kind == Adult).collect();
    assert_eq!(adults.len(), 1);
    assert_eq!(adults[0].at, SlotId(8));
    assert_eq!(count(&out, |o| matches!(o, Outcome::Attack { .. })), 1);
    assert!(!has(&out, |o| matches!(o, Outcome::SurpriseAttack { .. })));
    assert!(bag_kinds(&g).is_empty(), "the summoned token left the bag");
}

#[test]
fn summoning_the_blank_summons_nothing_and_the_blank_goes_back() {
    let mut g = in_008(2);
    let q = add(&mut g, Queen, 8);
    bag(&mut g, &[(Blank, None)]);
    attacks_on_top(&mut g, &["BA20"]);
    let out = attack(&mut g, q, 1, 0);
    assert!(hit(&out, AttackEffect::Summoning));
    assert_eq!(g.intruders.len(), 1);
    assert_eq!(bag_kinds(&g), vec![Blank]);
    assert!(
        g.corridors.iter().all(|c| !c.noise),
        "not an encounter: no noise"
    );
}

#[test]
fn a_third_light_wound_becomes_a_serious_wound() {
    let mut g = in_008(2);
    g.character_mut(PlayerId(1)).unwrap().light_wounds = 2;
    let a = add(&mut g, Adult, 8);
    attacks_on_top(&mut g, &["BA06"]); // claw: two light wounds
    let out = attack(&mut g, a, 1, 5);
    assert!(has(&out, |o| matches!(
        o,
        Outcome::SeriousWound {
            player: PlayerId(1),
            serious: 1
        }
    )));
    let p1 = g.character(PlayerId(1)).unwrap();
    assert_eq!(
        (p1.light_wounds, p1.serious_wounds),
        (1, 1),
        "the 3rd becomes serious, the 4th starts the track again"
    );
}

#[test]
fn with_three_serious_wounds_any_further_wound_kills() {
    let mut g = in_008(2);
    g.character_mut(PlayerId(1)).unwrap().serious_wounds = 3;
    let a = add(&mut g, Creeper, 8);
    attacks_on_top(&mut g, &["BA03"]); // scratch: one light wound
    let out = attack(&mut g, a, 1, 5);
    assert!(has(&out, |o| matches!(
        o,
        Outcome::CharacterDied {
            player: PlayerId(1),
            cause: DeathCause::Wounds,
            ..
        }
    )));
    assert!(!g.character(PlayerId(1)).unwrap().alive());
    assert_eq!(
        g.character(PlayerId(1)).unwrap().contamination,
        0,
        "dead before the contamination card"
    );
}

#[test]
fn the_first_death_unlocks_every_pod_and_later_deaths_do_not_repeat_it() {
    let mut g = in_008(3);
    assert!(g.pods.iter().all(|p| p.locked));
    for p in [1, 2] {
        g.character_mut(PlayerId(p)).unwrap().serious_wounds = 3;
    }
    let a = add(&mut g, Creeper, 8);
    attacks_on_top(&mut g, &["BA02"]);
    let out = attack(&mut g, a, 2, 5);
    assert!(has(&out, |o| matches!(
        o,
        Outcome::FirstDeath {
            player: PlayerId(2)
        }
    )));
    assert!(has(&out, |o| matches!(o, Outcome::PodsUnlocked)));
    assert!(g.pods.iter().all(|p| !p.locked));
    assert_eq!(g.first_death, Some(PlayerId(2)));
    g.pods[0].locked = true;
    attacks_on_top(&mut g, &["BA03"]);
    let out = attack(&mut g, a, 1, 5);
    assert!(!has(&out, |o| matches!(o, Outcome::FirstDeath { .. })));
    assert!(g.pods[0].locked, "only the first death unlocks");
    assert_eq!(g.first_death, Some(PlayerId(2)));
}
