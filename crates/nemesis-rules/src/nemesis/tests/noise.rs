//! The noise roll and Danger (base.md §6.4, §4.3, §13.5; board.md §7). Side A slot 008 has the
//! exits 1→004, 2→007, 3→011, 4→009; slot 002 has 1,2→technical corridors, 3→001, 4→006.

use super::kit::*;
use crate::ids::*;
use crate::nemesis::command::NoiseSpot;
use crate::nemesis::outcome::{EncounterCause, Outcome};
use crate::nemesis::state::DoorState;
use IntruderKind::*;
use NoiseResult::*;

fn roll(
    g: &mut crate::nemesis::GameState,
    p: u8,
    at: u8,
    want: NoiseResult,
) -> (bool, Vec<Outcome>) {
    rig_noise(g, want, |c| c.noise_roll(PlayerId(p), SlotId(at), 5))
}

fn noisy(g: &crate::nemesis::GameState) -> Vec<usize> {
    (0..g.corridors.len())
        .filter(|&i| g.corridors[i].noise)
        .collect()
}

#[test]
fn a_roll_of_1_to_4_puts_noise_on_the_corridor_of_that_exit() {
    for (n, to) in [(1u8, 4u8), (2, 7), (3, 11), (4, 9)] {
        let mut g = game(2, Side::A);
        put(&mut g, 1, 8);
        let (appeared, out) = roll(&mut g, 1, 8, Corridor(n));
        assert!(!appeared);
        let c = corr(&g, 8, to);
        assert!(has(&out, |o| matches!(
            o,
            Outcome::NoisePlaced { at: SlotId(8), spot: NoiseSpot::Corridor(x) } if *x == c
        )));
        assert_eq!(noisy(&g), vec![c.0 as usize], "result {n}");
        assert!(!g.tech_noise[&TechNet::Main]);
    }
}

#[test]
fn an_exit_with_two_numbers_is_one_corridor_so_the_other_number_is_an_encounter() {
    let mut g = game(2, Side::A);
    put(&mut g, 1, 1); // Cockpit: 1 and 2 both lead to 003
    roll(&mut g, 1, 1, Corridor(1));
    assert!(noise_on(&g, 1, 3));
    bag(&mut g, &[(Larva, None)]);
    let (appeared, out) = roll(&mut g, 1, 1, Corridor(2));
    assert!(appeared);
    assert!(has(&out, |o| matches!(
        o,
        Outcome::Encounter {
            at: SlotId(1),
            cause: EncounterCause::Noise,
            ..
        }
    )));
}

#[test]
fn a_roll_on_a_technical_entrance_puts_noise_on_the_technical_corridors_space() {
    let mut g = game(2, Side::A);
    put(&mut g, 1, 2);
    let (_, out) = roll(&mut g, 1, 2, Corridor(1));
    assert!(has(&out, |o| matches!(
        o,
        Outcome::NoisePlaced {
            at: SlotId(2),
            spot: NoiseSpot::Tech(TechNet::Main)
        }
    )));
    assert!(g.tech_noise[&TechNet::Main]);
    assert!(noisy(&g).is_empty(), "no corridor got it");
}

#[test]
fn side_b_red_and_blue_entrances_mark_their_own_space() {
    let mut g = game(2, Side::B);
    put(&mut g, 1, 11); // 011: 1 → red, 2 → blue
    roll(&mut g, 1, 11, Corridor(1));
    assert!(g.tech_noise[&TechNet::Red]);
    assert!(!g.tech_noise[&TechNet::Blue]);
    let (appeared, _) = roll(&mut g, 1, 11, Corridor(2));
    assert!(!appeared, "the blue space was free: no encounter");
    assert!(g.tech_noise[&TechNet::Blue]);
}

#[test]
fn a_second_marker_on_a_corridor_is_an_encounter_that_clears_the_rooms_noise() {
    let mut g = game(2, Side::A);
    put(&mut g, 1, 8);
    set_noise(&mut g, 8, 4);
    set_noise(&mut g, 8, 9);
    let far = corr(&g, 2, 6);
    g.corridors[far.0 as usize].noise = true;
    bag(&mut g, &[(Adult, Some(2))]);
    let (appeared, out) = roll(&mut g, 1, 8, Corridor(1));
    assert!(appeared);
    assert!(has(&out, |o| matches!(
        o,
        Outcome::Encounter {
            player: Some(PlayerId(1)),
            at: SlotId(8),
            cause: EncounterCause::Noise
        }
    )));
    assert!(!noise_on(&g, 8, 4) && !noise_on(&g, 8, 9));
    assert!(g.corridors[far.0 as usize].noise, "other rooms keep theirs");
    assert_eq!(g.intruders_in(SlotId(8)).count(), 1);
    assert!(bag_kinds(&g).is_empty());
}

#[test]
fn a_second_marker_on_the_technical_space_is_an_encounter_in_the_rolling_room() {
    let mut g = game(2, Side::A);
    put(&mut g, 1, 2);
    g.tech_noise.insert(TechNet::Main, true);
    bag(&mut g, &[(Creeper, None)]);
    let (appeared, out) = roll(&mut g, 1, 2, Corridor(2));
    assert!(appeared);
    assert!(has(&out, |o| matches!(
        o,
        Outcome::Encounter { at: SlotId(2), .. }
    )));
    assert!(!g.tech_noise[&TechNet::Main]);
    assert_eq!(g.intruders_in(SlotId(2)).next().unwrap().kind, Creeper);
}

#[test]
fn side_b_an_encounter_clears_only_the_technical_spaces_the_room_reaches() {
    let mut g = game(2, Side::B);
    put(&mut g, 1, 1); // side B 001: exit 4 → red only
    g.tech_noise.insert(TechNet::Red, true);
    g.tech_noise.insert(TechNet::Blue, true);
    bag(&mut g, &[(Larva, None)]);
    let (appeared, _) = roll(&mut g, 1, 1, Corridor(4));
    assert!(appeared);
    assert!(!g.tech_noise[&TechNet::Red]);
    assert!(g.tech_noise[&TechNet::Blue]);
}

#[test]
fn danger_pulls_in_every_neighbouring_intruder_not_in_combat_and_places_no_noise() {
    let mut g = game(2, Side::A);
    put(&mut g, 1, 8);
    let a = add(&mut g, Adult, 7);
    let b = add(&mut g, Creeper, 4);
    let c = add(&mut g, Larva, 4);
    let fighting = add(&mut g, Adult, 11); // player 2 is in 011
    let far = add(&mut g, Adult, 2);
    let (appeared, out) = roll(&mut g, 1, 8, Danger);
    assert!(appeared);
    for id in [a, b, c] {
        assert_eq!(g.intruder(id).unwrap().at, SlotId(8));
    }
    assert_eq!(g.intruder(fighting).unwrap().at, SlotId(11));
    assert_eq!(g.intruder(far).unwrap().at, SlotId(2));
    assert!(!has(&out, |o| matches!(o, Outcome::NoisePlaced { .. })));
    assert_eq!(
        count(&out, |o| matches!(o, Outcome::IntruderMoved { .. })),
        3
    );
}

#[test]
fn danger_with_no_intruder_near_puts_noise_on_every_free_corridor_and_the_technical_space() {
    let mut g = game(2, Side::A);
    put(&mut g, 1, 2);
    set_noise(&mut g, 2, 1);
    add(&mut g, Adult, 5); // not a neighbour of 002
    let (appeared, out) = roll(&mut g, 1, 2, Danger);
    assert!(!appeared);
    assert!(!has(&out, |o| matches!(o, Outcome::Encounter { .. })));
    assert_eq!(
        count(&out, |o| matches!(o, Outcome::NoisePlaced { .. })),
        2,
        "006 corridor and the technical space; 001 already had one"
    );
    assert!(noise_on(&g, 2, 1) && noise_on(&g, 2, 6));
    assert!(g.tech_noise[&TechNet::Main]);
}

#[test]
fn danger_with_every_spot_already_noisy_does_nothing() {
    let mut g = game(2, Side::A);
    put(&mut g, 1, 2);
    set_noise(&mut g, 2, 1);
    set_noise(&mut g, 2, 6);
    g.tech_noise.insert(TechNet::Main, true);
    let before_bag = bag_kinds(&g);
    let (appeared, out) = roll(&mut g, 1, 2, Danger);
    assert!(!appeared);
    assert!(has(&out, |o| matches!(
        o,
        Outcome::DangerNothing { at: SlotId(2) }
    )));
    assert!(!has(&out, |o| matches!(o, Outcome::Encounter { .. })));
    assert_eq!(bag_kinds(&g), before_bag);
}

#[test]
fn danger_with_an_intruder_behind_a_closed_door_breaks_the_door_and_places_no_noise() {
    let mut g = game(2, Side::A);
    put(&mut g, 1, 8);
    door(&mut g, 7, 8, DoorState::Closed);
    let a = add(&mut g, Adult, 7);
    let (appeared, out) = roll(&mut g, 1, 8, Danger);
    assert!(!appeared, "nobody came in");
    assert_eq!(g.intruder(a).unwrap().at, SlotId(7), "the intruder stays");
    assert_eq!(door_of(&g, 7, 8), DoorState::Destroyed);
    assert!(has(&out, |o| matches!(
        o,
        Outcome::DoorDestroyed { at: SlotId(7), .. }
    )));
    assert!(noisy(&g).is_empty());
    assert!(!g.tech_noise[&TechNet::Main]);
}

#[test]
fn silence_does_nothing_but_with_slime_it_is_danger() {
    let mut g = game(2, Side::A);
    put(&mut g, 1, 2);
    let (_, out) = roll(&mut g, 1, 2, Silence);
    assert!(has(&out, |o| matches!(
        o,
        Outcome::NoiseRolled {
            slime_made_danger: false,
            ..
        }
    )));
    assert!(noisy(&g).is_empty() && !g.tech_noise[&TechNet::Main]);

    g.character_mut(PlayerId(1)).unwrap().slime = true;
    let (_, out) = roll(&mut g, 1, 2, Silence);
    assert!(has(&out, |o| matches!(
        o,
        Outcome::NoiseRolled {
            slime_made_danger: true,
            ..
        }
    )));
    assert!(noise_on(&g, 2, 1) && noise_on(&g, 2, 6) && g.tech_noise[&TechNet::Main]);
}

#[test]
fn side_b_the_two_corridors_between_005_and_008_hold_noise_separately() {
    let mut g = game(2, Side::B);
    put(&mut g, 1, 5);
    let board = g.board().unwrap();
    let pair = board.corridors_between(SlotId(5), SlotId(8));
    assert_eq!(pair.len(), 2);
    let (appeared, _) = roll(&mut g, 1, 5, Corridor(1));
    assert!(!appeared);
    let (appeared, out) = roll(&mut g, 1, 5, Corridor(2));
    assert!(
        !appeared,
        "the second corridor is a different one: no encounter"
    );
    assert!(!has(&out, |o| matches!(o, Outcome::Encounter { .. })));
    assert!(g.corridors[pair[0].0 as usize].noise);
    assert!(g.corridors[pair[1].0 as usize].noise);
}

#[test]
fn side_b_danger_in_a_room_with_both_networks_fills_both_spaces() {
    let mut g = game(2, Side::B);
    put(&mut g, 1, 11);
    let (_, out) = roll(&mut g, 1, 11, Danger);
    assert!(g.tech_noise[&TechNet::Red] && g.tech_noise[&TechNet::Blue]);
    let board = g.board().unwrap();
    for c in board.corridors_between(SlotId(11), SlotId(13)) {
        assert!(g.corridors[c.0 as usize].noise);
    }
    assert_eq!(count(&out, |o| matches!(o, Outcome::NoisePlaced { .. })), 4);
}
