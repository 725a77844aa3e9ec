//! Intruder injuries, the death check, retreat, fire damage and the Nest (base.md §9.2–9.6,
//! §3.2 step 6; cards.md §1.3). Attack-card health: BA02 2, BA03 3, BA05 6, BA09/BA13 retreat.

use super::kit::*;
use crate::ids::*;
use crate::nemesis::Command;
use crate::nemesis::GameState;
use crate::nemesis::outcome::{InjuryCause, NestEnd, Outcome};
use IntruderKind::*;

fn injure(g: &mut GameState, id: IntruderId, n: u8) -> Vec<Outcome> {
    apply(
        g,
        Command::Injure {
            intruder: id,
            injuries: n,
        },
    )
}

fn killed(out: &[Outcome], id: IntruderId) -> Option<bool> {
    out.iter().find_map(|o| match o {
        Outcome::IntruderKilled {
            intruder, carcass, ..
        } if *intruder == id => Some(*carcass),
        _ => None,
    })
}

#[test]
fn a_larva_dies_at_one_injury_without_a_card_or_a_carcass() {
    let mut g = game(2, Side::A);
    explore(&mut g, 8);
    let l = add(&mut g, Larva, 8);
    let deck = g.hidden.attacks.clone();
    let out = injure(&mut g, l, 1);
    assert_eq!(killed(&out, l), Some(false));
    assert!(!has(&out, |o| matches!(o, Outcome::DeathCheck { .. })));
    assert_eq!(g.hidden.attacks, deck);
    assert!(g.intruder(l).is_none());
    assert_eq!(g.rooms[&SlotId(8)].carcasses, 0);
}

#[test]
fn an_adult_draws_one_card_and_dies_when_its_health_is_at_most_its_injuries() {
    let mut g = game(2, Side::A);
    let a = add(&mut g, Adult, 8);
    attacks_on_top(&mut g, &["BA03"]);
    let out = injure(&mut g, a, 2);
    assert!(has(&out, |o| matches!(
        o,
        Outcome::DeathCheck { health: 3, retreat_icon: false, cards, .. } if cards.len() == 1
    )));
    assert_eq!(killed(&out, a), None, "health 3 > 2 injuries: survives");
    assert_eq!(g.intruder(a).unwrap().injuries, 2);
    assert_eq!(g.hidden.attacks.discard, vec![attack_ix("BA03")]);

    attacks_on_top(&mut g, &["BA03"]);
    let out = injure(&mut g, a, 1);
    assert_eq!(killed(&out, a), Some(true), "health 3 ≤ 3 injuries: dies");
    assert_eq!(g.rooms[&SlotId(8)].carcasses, 1);
}

#[test]
fn a_creeper_uses_one_card_too() {
    let mut g = game(2, Side::A);
    let c = add(&mut g, Creeper, 8);
    attacks_on_top(&mut g, &["BA02", "BA05"]);
    let out = injure(&mut g, c, 2);
    assert_eq!(killed(&out, c), Some(true));
    assert_eq!(g.hidden.attacks.draw.last(), Some(&attack_ix("BA05")));
}

#[test]
fn a_breeder_sums_two_cards_and_survives_above_and_dies_at_or_below() {
    // 2 + 3 = 5
    let mut g = game(2, Side::A);
    let b = add(&mut g, Breeder, 8);
    attacks_on_top(&mut g, &["BA02", "BA03"]);
    let out = injure(&mut g, b, 4);
    assert!(has(&out, |o| matches!(
        o,
        Outcome::DeathCheck { health: 5, cards, .. } if cards.len() == 2
    )));
    assert_eq!(killed(&out, b), None);
    assert_eq!(g.hidden.attacks.discard.len(), 2);

    let q = add(&mut g, Queen, 8);
    attacks_on_top(&mut g, &["BA02", "BA03"]);
    let out = injure(&mut g, q, 5);
    assert_eq!(killed(&out, q), Some(true));
}

#[test]
fn a_retreat_icon_makes_a_survivor_retreat_through_an_event_cards_corridor() {
    let mut g = game(2, Side::A);
    let a = add(&mut g, Adult, 8);
    attacks_on_top(&mut g, &["BA09"]);
    events_on_top(&mut g, &["BE05"]); // corridor 1: 008 → 004
    let out = injure(&mut g, a, 1);
    assert!(has(&out, |o| matches!(
        o,
        Outcome::Retreat { intruder, corridor: 1, .. } if *intruder == a
    )));
    let i = g.intruder(a).unwrap();
    assert_eq!(i.at, SlotId(4));
    assert_eq!(i.injuries, 1, "injuries stay on a retreating intruder");
    assert_eq!(g.hidden.events.discard, vec![event_ix("BE05")]);
}

#[test]
fn death_comes_first_when_the_same_check_kills_and_shows_a_retreat_icon() {
    let mut g = game(2, Side::A);
    let b = add(&mut g, Breeder, 8);
    attacks_on_top(&mut g, &["BA09", "BA02"]);
    let events = g.hidden.events.clone();
    let out = injure(&mut g, b, 2);
    assert!(has(&out, |o| matches!(
        o,
        Outcome::DeathCheck {
            health: 2,
            retreat_icon: true,
            ..
        }
    )));
    assert_eq!(killed(&out, b), Some(true));
    assert!(!has(&out, |o| matches!(o, Outcome::Retreat { .. })));
    assert_eq!(g.hidden.events, events, "no event card drawn");
}

#[test]
fn a_breeder_that_survives_with_one_retreat_card_retreats() {
    let mut g = game(2, Side::A);
    let b = add(&mut g, Breeder, 8);
    attacks_on_top(&mut g, &["BA13", "BA05"]);
    events_on_top(&mut g, &["BE06"]); // corridor 2: 008 → 007
    let out = injure(&mut g, b, 3);
    assert_eq!(killed(&out, b), None);
    assert_eq!(g.intruder(b).unwrap().at, SlotId(7));
}

#[test]
fn retreat_into_a_technical_entrance_vanishes_discards_injuries_and_returns_the_token() {
    let mut g = game(2, Side::A);
    bag(&mut g, &[]);
    let a = add(&mut g, Adult, 2);
    attacks_on_top(&mut g, &["BA13"]);
    events_on_top(&mut g, &["BE01"]); // corridor 1: 002 → technical corridors
    let out = injure(&mut g, a, 1);
    assert!(has(&out, |o| matches!(
        o,
        Outcome::IntruderVanished {
            kind: Adult,
            from: SlotId(2),
            network: TechNet::Main,
            token_returned: true,
            ..
        }
    )));
    assert!(g.intruder(a).is_none());
    assert_eq!(bag_kinds(&g), vec![Adult]);
    assert_eq!(g.rooms[&SlotId(2)].carcasses, 0);
}

#[test]
fn retreat_through_a_closed_door_breaks_it_and_the_intruder_stays() {
    let mut g = game(2, Side::A);
    let a = add(&mut g, Adult, 8);
    door(&mut g, 8, 4, crate::nemesis::state::DoorState::Closed);
    attacks_on_top(&mut g, &["BA09"]);
    events_on_top(&mut g, &["BE05"]);
    injure(&mut g, a, 1);
    assert_eq!(g.intruder(a).unwrap().at, SlotId(8));
    assert_eq!(
        door_of(&g, 8, 4),
        crate::nemesis::state::DoorState::Destroyed
    );
}

#[test]
fn fire_damage_injures_intruders_and_destroys_one_egg_per_burning_room() {
    let mut g = game(2, Side::A);
    room(&mut g, 5, RoomKind::Nest);
    g.nest_eggs = 2;
    g.rooms.get_mut(&SlotId(5)).unwrap().fire = true;
    let a = add(&mut g, Adult, 5);
    explore(&mut g, 7);
    {
        let r = g.rooms.get_mut(&SlotId(7)).unwrap();
        r.fire = true;
        r.eggs = 2;
    }
    explore(&mut g, 3);
    put(&mut g, 1, 3);
    g.rooms.get_mut(&SlotId(3)).unwrap().fire = true;
    g.character_mut(PlayerId(1)).unwrap().carrying = vec![ObjectKind::Egg];
    bag(&mut g, &[]);
    attacks_on_top(&mut g, &["BA05"]); // the Adult's death check: 6 > 1
    events_on_top(&mut g, &["BE09"]); // Nest noise; moves no Adult
    let (r, out) = run(&mut g, |c| c.event_phase(&hands(&[(1, 5), (2, 5)])));
    r.unwrap();
    assert!(has(&out, |o| matches!(
        o,
        Outcome::IntruderInjured { intruder, injuries: 1, cause: InjuryCause::Fire, .. } if *intruder == a
    )));
    assert_eq!(g.intruder(a).unwrap().injuries, 1);
    assert_eq!(g.nest_eggs, 1, "one egg in the Nest");
    assert_eq!(g.rooms[&SlotId(7)].eggs, 1, "one egg on that floor");
    assert_eq!(
        g.character(PlayerId(1)).unwrap().carrying,
        vec![ObjectKind::Egg],
        "carried eggs are safe"
    );
    assert!(!g.nest_destroyed);
}

#[test]
fn the_nest_destroyed_at_zero_eggs_stays_destroyed_when_eggs_are_added() {
    let mut g = game(2, Side::A);
    room(&mut g, 5, RoomKind::Nest);
    put(&mut g, 1, 5);
    g.nest_eggs = 1;
    let out = apply(
        &mut g,
        Command::DestroyEggs {
            player: PlayerId(1),
            at: SlotId(5),
            count: 1,
            hand: 5,
        },
    );
    assert!(has(&out, |o| matches!(
        o,
        Outcome::NestDestroyed {
            cause: NestEnd::NoEggsLeft
        }
    )));
    // the eggs are told before the Nest's end
    let egg = out
        .iter()
        .position(|o| matches!(o, Outcome::EggsDestroyed { .. }));
    let nest = out
        .iter()
        .position(|o| matches!(o, Outcome::NestDestroyed { .. }));
    assert!(egg.is_some() && egg < nest, "{out:?}");
    assert!(g.nest_destroyed);
    assert_eq!(g.nest_eggs, 0);
    put(&mut g, 1, 11); // nobody in the Nest: the Queen token adds an egg
    bag(&mut g, &[(Queen, None)]);
    run(&mut g, |c| c.bag_development(&hands(&[(1, 5), (2, 5)])));
    assert_eq!(g.nest_eggs, 1);
    assert!(g.nest_destroyed, "stays destroyed");
}

#[test]
fn fire_damage_injures_each_intruder_once_even_if_it_retreats_into_another_burning_room() {
    let mut g = game(2, Side::A);
    for s in [8, 9] {
        explore(&mut g, s);
        g.rooms.get_mut(&SlotId(s)).unwrap().fire = true;
    }
    let a = add(&mut g, Adult, 8);
    bag(&mut g, &[]);
    // its fire check shows the retreat icon; the direction card says 4: 008 → 009, also burning
    attacks_on_top(&mut g, &["BA09", "BA05", "BA05"]);
    events_on_top(&mut g, &["BE04", "BE09"]);
    let (r, out) = run(&mut g, |c| c.event_phase(&hands(&[(1, 5), (2, 5)])));
    r.unwrap();
    assert_eq!(g.intruder(a).unwrap().at, SlotId(9));
    assert_eq!(
        count(&out, |o| matches!(
            o,
            Outcome::IntruderInjured {
                cause: InjuryCause::Fire,
                ..
            }
        )),
        1,
        "one fire injury per intruder per Event Phase"
    );
    assert_eq!(g.intruder(a).unwrap().injuries, 1);
}
