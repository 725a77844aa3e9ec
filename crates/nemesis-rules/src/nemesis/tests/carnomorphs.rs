//! Carnomorphs (carnomorphs.md): setup, the Metagorger's attack, mutations, feeding with the
//! rulebook's three worked examples, death and its leftovers, the Butcher, bag development and
//! the end-of-game mutation check.

use super::kit::*;
use crate::ids::*;
use crate::nemesis::outcome::{DeathCause, EncounterCause, Food, Outcome};
use crate::nemesis::species::Species;
use crate::nemesis::state::{AdaptationCategory, Whereabouts};
use crate::{Command, GameState};
use IntruderKind::*;

const HIB: u8 = 11;
const NEST: u8 = 5; // side A, a "1" slot with a technical entrance (exit 4)
const ROOM: u8 = 7; // a "2" slot next to the Hibernatorium
const ELSEWHERE: u8 = 13;

fn carno(players: usize) -> GameState {
    game_of(Species::Carnomorphs, players, Side::A)
}

fn blue_in_bag(g: &GameState) -> usize {
    let c = crate::nemesis::data()
        .expect("data")
        .content(Species::Carnomorphs);
    g.hidden
        .bag
        .iter()
        .filter(|&&t| c.tokens[t as usize].blue)
        .count()
}

/// Puts exactly these tokens, by id, in the bag.
fn bag_ids(g: &mut GameState, ids: &[&str]) {
    let c = crate::nemesis::data()
        .expect("data")
        .content(Species::Carnomorphs);
    g.hidden.supply.append(&mut g.hidden.bag);
    for id in ids {
        let t = c.tokens.iter().position(|t| t.id == *id).expect("token") as u8;
        g.hidden.supply.retain(|&x| x != t);
        g.hidden.bag.push(t);
    }
}

fn kinds_at(g: &GameState, at: u8) -> Vec<IntruderKind> {
    let mut v: Vec<_> = g.intruders_in(SlotId(at)).map(|i| i.kind).collect();
    v.sort();
    v
}

/// Empties the board's floors of heavy objects (the blue corpse included) for a clean room.
fn clear_objects(g: &mut GameState) {
    for r in g.rooms.values_mut() {
        r.corpses = 0;
        r.eggs = 0;
        r.carcasses = 0;
    }
    g.blue_corpse = None;
}

#[test]
fn setup_puts_the_carnomorph_bag_eight_eggs_and_three_hidden_adaptations() {
    for players in 1..=5 {
        let g = carno(players);
        let kinds = bag_kinds(&g);
        let count = |k| kinds.iter().filter(|&&x| x == k).count();
        assert_eq!(count(Blank), 1);
        assert_eq!(
            count(Metagorger),
            4 + players,
            "2 blue + 2 red + 1 red per player"
        );
        assert_eq!(blue_in_bag(&g), 2);
        assert_eq!(kinds.len(), 5 + players);
        assert_eq!(g.nest_eggs, 8);
        let slots: Vec<_> = g.adaptations.iter().map(|a| a.slot).collect();
        assert_eq!(slots, vec![Shambler, Fleshbeast, Butcher]);
        assert!(g.adaptations.iter().all(|a| !a.revealed));
        assert_eq!(g.blue_corpse, Some(SlotId(HIB)));
        assert_eq!(g.rooms[&SlotId(HIB)].corpses, 1);
    }
    // the base game is unchanged
    let base = game(2, Side::A);
    assert_eq!(base.nest_eggs, 5);
    assert!(base.adaptations.is_empty() && base.blue_corpse.is_none());
}

#[test]
fn a_metagorger_attack_gives_a_mutation_card_once_and_leaves_the_board() {
    let mut g = carno(2);
    put(&mut g, 1, ROOM);
    let m = add(&mut g, Metagorger, ROOM);
    let shamblers_before = bag_kinds(&g).iter().filter(|&&k| k == Shambler).count();
    let (_, out) = run(&mut g, |c| c.intruder_attack(m, PlayerId(1), 2));
    assert!(has(&out, |o| matches!(
        o,
        Outcome::MetagorgerAttack {
            mutation_card: true,
            ..
        }
    )));
    let c = g.character(PlayerId(1)).unwrap();
    assert!(c.mutation_card);
    assert_eq!((c.contamination, c.light_wounds), (1, 1));
    assert!(g.intruder(m).is_none(), "the Metagorger left the board");
    let shamblers = bag_kinds(&g).iter().filter(|&&k| k == Shambler).count();
    assert_eq!(
        shamblers,
        shamblers_before + 1,
        "a Shambler token came into the bag"
    );
    assert!(
        !has(&out, |o| matches!(o, Outcome::Attack { .. })),
        "no attack card"
    );

    // a second attack: no second card, the contamination and the wound still come
    let m2 = add(&mut g, Metagorger, ROOM);
    let (_, out) = run(&mut g, |c| c.intruder_attack(m2, PlayerId(1), 2));
    assert!(has(&out, |o| matches!(
        o,
        Outcome::MetagorgerAttack {
            mutation_card: false,
            ..
        }
    )));
    assert!(!has(&out, |o| matches!(o, Outcome::MutationCard { .. })));
    let c = g.character(PlayerId(1)).unwrap();
    assert_eq!((c.contamination, c.light_wounds), (2, 2));
}

#[test]
fn the_fourth_mutation_marker_kills_and_leaves_a_shambler_and_a_corpse() {
    let mut g = carno(2);
    clear_objects(&mut g);
    put(&mut g, 1, ROOM);
    // an infection without a card gives the card, not a marker
    run(&mut g, |c| c.infection(PlayerId(1)));
    let c = g.character(PlayerId(1)).unwrap();
    assert!(c.mutation_card);
    assert_eq!(c.mutation_markers, 0);
    for n in 1..=3 {
        run(&mut g, |c| c.infection(PlayerId(1)));
        assert_eq!(g.character(PlayerId(1)).unwrap().mutation_markers, n);
    }
    let (_, out) = run(&mut g, |c| c.infection(PlayerId(1)));
    assert!(has(&out, |o| matches!(
        o,
        Outcome::CharacterDied {
            cause: DeathCause::Mutation,
            ..
        }
    )));
    assert_eq!(kinds_at(&g, ROOM), vec![Shambler]);
    assert_eq!(g.rooms[&SlotId(ROOM)].corpses, 1);
    assert!(
        has(&out, |o| matches!(
            o,
            Outcome::AdaptationRevealed { slot: Shambler }
        )),
        "the first Shambler reveals its adaptation"
    );
}

#[test]
fn feeding_example_1_one_metagorger_eats_the_other_and_becomes_a_shambler() {
    let mut g = carno(2);
    clear_objects(&mut g);
    let a = add(&mut g, Metagorger, ROOM);
    let b = add(&mut g, Metagorger, ROOM);
    g.intruders.iter_mut().for_each(|i| i.injuries = 1);
    let (_, out) = run(&mut g, |c| c.carnomorph_attack_step(&[]));
    assert_eq!(kinds_at(&g, ROOM), vec![Shambler]);
    assert!(g.intruder(b).is_none());
    assert_eq!(g.intruder(a).map(|i| i.injuries), Some(0), "healed");
    assert!(has(&out, |o| matches!(
        o,
        Outcome::Fed {
            food: Food::Metagorger(_),
            healed: 1,
            evolved: Some(Shambler),
            ..
        }
    )));
}

#[test]
fn feeding_example_2_the_nest_feeds_a_fleshbeast_into_the_butcher() {
    let mut g = carno(2);
    clear_objects(&mut g);
    room(&mut g, NEST, RoomKind::Nest);
    g.nest_eggs = 6;
    add(&mut g, Fleshbeast, NEST);
    add(&mut g, Metagorger, NEST);
    let (_, out) = run(&mut g, |c| c.carnomorph_attack_step(&[]));
    assert_eq!(kinds_at(&g, NEST), vec![Shambler, Butcher]);
    assert_eq!(g.nest_eggs, 4);
    assert!(has(&out, |o| matches!(
        o,
        Outcome::AdaptationRevealed { slot: Butcher }
    )));
}

#[test]
fn feeding_example_3_corpse_first_then_the_carcass() {
    let mut g = carno(2);
    clear_objects(&mut g);
    let r = g.rooms.get_mut(&SlotId(ROOM)).unwrap();
    r.carcasses = 1;
    r.corpses = 1;
    add(&mut g, Shambler, ROOM);
    add(&mut g, Metagorger, ROOM);
    run(&mut g, |c| c.carnomorph_attack_step(&[]));
    assert_eq!(kinds_at(&g, ROOM), vec![Shambler, Fleshbeast]);
    let r = &g.rooms[&SlotId(ROOM)];
    assert_eq!((r.corpses, r.carcasses), (0, 0));
}

#[test]
fn the_blue_corpse_is_eaten_last_and_carnomorphs_in_combat_attack_instead() {
    let mut g = carno(2);
    // the Hibernatorium: the blue corpse only
    let m = add(&mut g, Metagorger, HIB);
    put(&mut g, 1, ELSEWHERE);
    put(&mut g, 2, ELSEWHERE);
    let (_, out) = run(&mut g, |c| c.carnomorph_attack_step(&[]));
    assert!(has(&out, |o| matches!(
        o,
        Outcome::Fed {
            food: Food::BlueCorpse,
            ..
        }
    )));
    assert_eq!(g.blue_corpse, None);
    assert_eq!(g.intruder(m).map(|i| i.kind), Some(Shambler));

    // a Shambler with a character and a carcass attacks and does not feed
    let mut g = carno(2);
    clear_objects(&mut g);
    g.rooms.get_mut(&SlotId(ROOM)).unwrap().carcasses = 1;
    put(&mut g, 1, ROOM);
    put(&mut g, 2, ELSEWHERE);
    let s = add(&mut g, Shambler, ROOM);
    let (_, out) = run(&mut g, |c| {
        c.carnomorph_attack_step(&[(PlayerId(1), 3), (PlayerId(2), 3)])
    });
    assert!(has(&out, |o| matches!(o, Outcome::Attack { .. })));
    assert!(!has(&out, |o| matches!(o, Outcome::Fed { .. })));
    assert_eq!(g.intruder(s).map(|i| i.kind), Some(Shambler));
}

#[test]
fn voracious_feeds_before_the_attack_so_the_evolved_form_attacks() {
    let mut g = carno(2);
    clear_objects(&mut g);
    g.rooms.get_mut(&SlotId(ROOM)).unwrap().carcasses = 1;
    put(&mut g, 1, ROOM);
    put(&mut g, 2, ELSEWHERE);
    let m = add(&mut g, Metagorger, ROOM);
    g.adaptations[0].revealed = true;
    apply(
        &mut g,
        Command::NameAdaptation {
            slot: Shambler,
            key: "voracious".into(),
            category: AdaptationCategory::Other,
        },
    );
    assert_eq!(
        g.adaptations[0].card.as_ref().map(|c| c.category),
        Some(AdaptationCategory::Feeding),
        "a known card keeps its own category"
    );
    let (_, out) = run(&mut g, |c| {
        c.carnomorph_attack_step(&[(PlayerId(1), 3), (PlayerId(2), 3)])
    });
    let fed = out
        .iter()
        .position(|o| matches!(o, Outcome::Fed { .. }))
        .expect("fed");
    let attacked = out
        .iter()
        .position(|o| matches!(o, Outcome::Attack { kind: Shambler, .. }))
        .expect("the Shambler attacked with a card");
    assert!(fed < attacked);
    assert_eq!(g.intruder(m).map(|i| i.kind), Some(Shambler));
}

#[test]
fn naming_an_adaptation_needs_it_revealed_and_a_known_key_or_other() {
    let mut g = carno(2);
    let name = |key: &str| Command::NameAdaptation {
        slot: Fleshbeast,
        key: key.into(),
        category: AdaptationCategory::Movement,
    };
    assert!(g.apply(&name("other")).is_err(), "still face down");
    g.adaptations[1].revealed = true;
    assert!(g.apply(&name("made-up")).is_err());
    apply(&mut g, name("other"));
    assert_eq!(
        g.adaptations[1].card.as_ref().map(|c| c.category),
        Some(AdaptationCategory::Movement)
    );
}

#[test]
fn the_death_check_reads_the_metagorger_column_for_metagorgers_only() {
    // CA02 Devour: other 5, Metagorger 1
    let mut g = carno(2);
    clear_objects(&mut g);
    let m = add(&mut g, Metagorger, ROOM);
    attacks_on_top(&mut g, &["CA02"]);
    run(&mut g, |c| {
        c.injure(m, 1, crate::nemesis::outcome::InjuryCause::Attack)
    });
    assert!(g.intruder(m).is_none(), "1 injury ≥ Metagorger health 1");
    assert_eq!(g.rooms[&SlotId(ROOM)].carcasses, 1);

    let s = add(&mut g, Shambler, ROOM);
    attacks_on_top(&mut g, &["CA02"]);
    run(&mut g, |c| {
        c.injure(s, 1, crate::nemesis::outcome::InjuryCause::Attack)
    });
    assert!(g.intruder(s).is_some(), "1 injury < other health 5");
}

#[test]
fn a_dead_fleshbeast_leaves_a_carcass_and_a_shambler_and_the_butcher_two_shamblers_for_good() {
    let mut g = carno(2);
    clear_objects(&mut g);
    let f = add(&mut g, Fleshbeast, ROOM);
    run(&mut g, |c| c.kill_intruder(f));
    assert_eq!(kinds_at(&g, ROOM), vec![Shambler]);
    assert_eq!(g.rooms[&SlotId(ROOM)].carcasses, 1);

    let b = add(&mut g, Butcher, ELSEWHERE);
    let (_, out) = run(&mut g, |c| c.kill_intruder(b));
    assert_eq!(kinds_at(&g, ELSEWHERE), vec![Shambler, Shambler]);
    assert_eq!(g.rooms[&SlotId(ELSEWHERE)].carcasses, 0, "no carcass");
    assert!(g.butcher_gone);
    assert!(has(&out, |o| matches!(
        o,
        Outcome::IntruderKilled {
            kind: Butcher,
            carcass: false,
            ..
        }
    )));
    // a Fleshbeast feeding later only heals: the Butcher is in the box for good
    g.rooms.get_mut(&SlotId(ROOM)).unwrap().carcasses = 1;
    g.intruders.clear();
    let f = add(&mut g, Fleshbeast, ROOM);
    run(&mut g, |c| c.carnomorph_attack_step(&[]));
    assert_eq!(g.intruder(f).map(|i| i.kind), Some(Fleshbeast));
}

#[test]
fn the_butcher_stays_out_of_the_technical_corridors() {
    let mut g = carno(2);
    room(&mut g, NEST, RoomKind::Nest);
    let b = add(&mut g, Butcher, NEST);
    let s = add(&mut g, Shambler, NEST);
    let (_, out) = run(&mut g, |c| c.move_group_through(&[b, s], SlotId(NEST), 4));
    assert_eq!(g.intruder(b).map(|i| i.at), Some(SlotId(NEST)));
    assert!(g.intruder(s).is_none(), "the Shambler went into the ducts");
    assert!(has(&out, |o| matches!(o, Outcome::StaysOutOfDucts { .. })));
}

#[test]
fn bag_development_blue_metagorger_leaves_the_bag_and_a_red_one_comes_in() {
    let mut g = carno(2);
    bag_ids(&mut g, &["MB1"]);
    assert_eq!(blue_in_bag(&g), 1);
    let (_, out) = run(&mut g, |c| c.bag_development(&[]));
    assert_eq!(blue_in_bag(&g), 0);
    assert_eq!(bag_kinds(&g), vec![Metagorger], "a red Metagorger token");
    assert!(has(&out, |o| matches!(o, Outcome::EveryoneRolls { .. })));
}

#[test]
fn bag_development_red_metagorger_spawns_where_metagorgers_or_heavy_objects_are() {
    let mut g = carno(2);
    clear_objects(&mut g);
    g.blue_corpse = Some(SlotId(HIB));
    g.rooms.get_mut(&SlotId(HIB)).unwrap().corpses = 1; // the blue corpse
    add(&mut g, Metagorger, ROOM);
    room(&mut g, NEST, RoomKind::Nest); // explored, eggs on the board
    put(&mut g, 1, ELSEWHERE);
    g.character_mut(PlayerId(1))
        .unwrap()
        .carrying
        .push(ObjectKind::Egg);
    bag_ids(&mut g, &["MR1"]);
    let (_, out) = run(&mut g, |c| c.bag_development(&[]));
    for at in [HIB, ROOM, NEST, ELSEWHERE] {
        assert!(
            kinds_at(&g, at).contains(&Metagorger),
            "a Metagorger in {at}"
        );
    }
    assert_eq!(kinds_at(&g, ROOM), vec![Metagorger, Metagorger]);
    assert_eq!(bag_kinds(&g), vec![Metagorger], "the red token went back");
    assert!(!has(&out, |o| matches!(o, Outcome::SurpriseAttack { .. })));
}

#[test]
fn bag_development_butcher_hunts_the_slimed_character_with_fewest_cards() {
    let mut g = carno(3);
    put(&mut g, 1, ROOM);
    put(&mut g, 2, ELSEWHERE);
    put(&mut g, 3, HIB);
    g.character_mut(PlayerId(2)).unwrap().slime = true;
    g.character_mut(PlayerId(3)).unwrap().slime = true;
    bag(&mut g, &[(Butcher, None)]);
    let hands = [(PlayerId(1), 0), (PlayerId(2), 2), (PlayerId(3), 1)];
    let (_, out) = run(&mut g, |c| c.bag_development(&hands));
    assert!(has(&out, |o| matches!(
        o,
        Outcome::Encounter {
            player: Some(PlayerId(3)),
            cause: EncounterCause::Butcher,
            ..
        }
    )));
    assert_eq!(kinds_at(&g, HIB), vec![Butcher]);
    assert!(bag_kinds(&g).is_empty(), "the Butcher token left the bag");
    // hand 1 < token 4: a surprise attack, once the Butcher's adaptation card is named (it
    // applies from the moment it is known): the table names it first
    assert!(!has(&out, |o| matches!(o, Outcome::SurpriseAttack { .. })));
    assert_eq!(
        g.pending(),
        Some(crate::nemesis::turn::Question::NameAdaptation { slot: Butcher })
    );
    let out = apply(
        &mut g,
        Command::NameAdaptation {
            slot: Butcher,
            key: "other".into(),
            category: AdaptationCategory::Attacks,
        },
    );
    let named = out
        .iter()
        .position(|o| matches!(o, Outcome::AdaptationNamed { .. }));
    let attack = out.iter().position(|o| {
        matches!(
            o,
            Outcome::SurpriseAttack {
                player: PlayerId(3),
                ..
            }
        )
    });
    assert!(
        named.is_some() && attack > named,
        "named, then the attack: {out:?}"
    );
}

/// Outside play saw the Butcher attack before its adaptation was asked: a Butcher drawn in an
/// encounter (its first appearance) surprised the character in the same command that turned
/// its card face up. The attack now waits for the card's name.
#[test]
fn the_butcher_waits_for_its_adaptation_before_a_surprise_attack() {
    let mut g = carno(2);
    put(&mut g, 1, ROOM);
    bag(&mut g, &[(Butcher, None)]);
    let (_, out) = run(&mut g, |c| {
        c.encounter(
            Some(PlayerId(1)),
            SlotId(ROOM),
            Some(0),
            EncounterCause::Noise,
        )
    });
    assert!(has(&out, |o| matches!(
        o,
        Outcome::AdaptationRevealed { slot: Butcher }
    )));
    assert!(!has(&out, |o| matches!(o, Outcome::SurpriseAttack { .. })));
    assert!(g.awaits_answer());
    let hit = Command::EndTurn {
        player: PlayerId(1),
        passed: false,
        hand: None,
    };
    assert_eq!(
        g.apply(&hit),
        Err(crate::RuleError::NotAllowed(
            crate::nemesis::Refusal::AdaptationFirst
        ))
    );
    let out = apply(
        &mut g,
        Command::NameAdaptation {
            slot: Butcher,
            key: "other".into(),
            category: AdaptationCategory::Other,
        },
    );
    assert!(has(&out, |o| matches!(
        o,
        Outcome::SurpriseAttack {
            player: PlayerId(1),
            ..
        }
    )));
    assert!(g.surprise_waiting.is_none());
}

#[test]
fn bag_development_blank_sends_lone_shamblers_back_as_tokens() {
    let mut g = carno(2);
    put(&mut g, 1, ROOM);
    put(&mut g, 2, ROOM);
    add(&mut g, Shambler, ROOM); // in combat: stays
    add(&mut g, Shambler, ELSEWHERE);
    add(&mut g, Shambler, ELSEWHERE);
    bag(&mut g, &[(Blank, None)]);
    run(&mut g, |c| {
        c.bag_development(&[(PlayerId(1), 3), (PlayerId(2), 3)])
    });
    assert_eq!(kinds_at(&g, ROOM), vec![Shambler]);
    assert!(kinds_at(&g, ELSEWHERE).is_empty());
    assert_eq!(
        bag_kinds(&g),
        vec![Blank, Metagorger, Shambler, Shambler],
        "two Shambler tokens and a Metagorger"
    );
}

/// carnomorphs.md §6: the Butcher never returns after it dies. A Butcher token drawn in an
/// encounter afterwards (the table put one back by hand) placed a new Butcher on the board
/// (found by the random-session property test); nothing appears now, the table is told no
/// miniature is left, and the token leaves the bag.
#[test]
fn a_butcher_token_drawn_after_the_butchers_death_brings_no_butcher_back() {
    let mut g = carno(2);
    clear_objects(&mut g);
    let b = add(&mut g, Butcher, ELSEWHERE);
    run(&mut g, |c| c.kill_intruder(b));
    assert!(g.butcher_gone);
    bag(&mut g, &[(Butcher, None)]);
    put(&mut g, 1, ROOM);
    let (appeared, out) = run(&mut g, |c| {
        c.encounter(
            Some(PlayerId(1)),
            SlotId(ROOM),
            Some(0),
            EncounterCause::Noise,
        )
    });
    assert!(!appeared, "no intruder appeared");
    assert_eq!(g.miniatures_on_board(Butcher), 0);
    assert!(has(&out, |o| matches!(
        o,
        Outcome::NoMiniatureLeft { kind: Butcher, .. }
    )));
    assert!(!bag_kinds(&g).contains(&Butcher), "the token left the bag");
    assert!(
        !has(&out, |o| matches!(o, Outcome::SurpriseAttack { .. })),
        "no surprise attack from a Butcher that is not there"
    );
}

#[test]
fn the_blank_as_last_token_adds_a_red_metagorger_first() {
    let mut g = carno(2);
    bag(&mut g, &[(Blank, None)]);
    put(&mut g, 1, ROOM);
    run(&mut g, |c| {
        c.encounter(
            Some(PlayerId(1)),
            SlotId(ROOM),
            Some(3),
            EncounterCause::Noise,
        )
    });
    assert_eq!(bag_kinds(&g), vec![Blank, Metagorger]);
    assert_eq!(blue_in_bag(&g), 0, "red first");
}

#[test]
fn the_final_check_gives_a_card_for_an_infected_scan_then_draws_for_markers() {
    // a character with a card and 3 markers: any contamination card among the 4 kills (the
    // app's own draw, as saves from before edition 2 replay it)
    let mut g = carno(1);
    g.config.edition = 1;
    put(&mut g, 1, HIB);
    {
        let c = g.character_mut(PlayerId(1)).unwrap();
        c.mutation_card = true;
        c.mutation_markers = 3;
        c.contamination = 20;
        c.at = Whereabouts::Hibernating;
    }
    let (_, out) = rig(
        &mut g,
        |c| c.final_mutation_check(PlayerId(1), false),
        |out| {
            out.iter().any(|o| {
                matches!(
                    o,
                    Outcome::FinalMutation {
                        contamination_drawn: 1..,
                        ..
                    }
                )
            })
        },
    );
    assert!(has(&out, |o| matches!(
        o,
        Outcome::FinalMutation { markers: 4.., .. }
    )));

    // no card and a clean scan: nothing drawn, survives
    let mut g = carno(1);
    let (alive, out) = run(&mut g, |c| c.final_mutation_check(PlayerId(1), false));
    assert_eq!(alive, Some(true));
    assert!(out.is_empty());
}

#[test]
fn analysis_removes_the_revealed_adaptation_of_the_analysed_objects_slot() {
    let mut g = carno(2);
    room(&mut g, ROOM, RoomKind::Laboratory);
    put(&mut g, 1, ROOM);
    g.rooms.get_mut(&SlotId(ROOM)).unwrap().corpses = 1;
    g.rooms.get_mut(&SlotId(ROOM)).unwrap().eggs = 1;
    g.adaptations[0].revealed = true; // Shambler: the corpse's slot
    // play waits for a card turned face up to be named
    let analyse_corpse = Command::Analyse {
        player: PlayerId(1),
        object: crate::nemesis::state::WeaknessSlot::Corpse,
        slot: None,
    };
    assert!(g.apply(&analyse_corpse).is_err());
    g.adaptations[0].card = Some(crate::nemesis::state::AdaptationCard {
        key: "other".into(),
        category: crate::nemesis::state::AdaptationCategory::Other,
    });
    let out = apply(
        &mut g,
        Command::Analyse {
            player: PlayerId(1),
            object: crate::nemesis::state::WeaknessSlot::Corpse,
            slot: None,
        },
    );
    assert!(has(&out, |o| matches!(
        o,
        Outcome::AdaptationRemoved { slot: Shambler }
    )));
    assert!(g.adaptations[0].removed);
    // an egg needs the slot its icon is printed by
    let egg = |slot| Command::Analyse {
        player: PlayerId(1),
        object: crate::nemesis::state::WeaknessSlot::Egg,
        slot,
    };
    assert!(g.apply(&egg(None)).is_err());
    let out = apply(&mut g, egg(Some(Butcher)));
    assert!(has(&out, |o| matches!(
        o,
        Outcome::NothingToRemove { slot: Butcher }
    )));
}

#[test]
fn a_card_turned_up_in_the_event_phase_is_named_before_the_phase_goes_on() {
    // issue 39 item 9: two Metagorgers alone in a room feed in step 5; the one that becomes the
    // first Shambler turns its adaptation card face up, and the phase waits for its name
    let mut g = carno(2);
    clear_objects(&mut g);
    add(&mut g, Metagorger, ELSEWHERE);
    add(&mut g, Metagorger, ELSEWHERE);
    for c in &mut g.characters {
        c.passed = true;
    }
    let round = g.round;
    let hands = vec![(PlayerId(1), 3), (PlayerId(2), 2)];
    let out = apply(
        &mut g,
        Command::EventPhase {
            hands: hands.clone(),
        },
    );
    let revealed = out
        .iter()
        .position(|o| matches!(o, Outcome::AdaptationRevealed { slot: Shambler }))
        .expect("the first Shambler's card turned up");
    assert!(
        matches!(
            out.last(),
            Some(Outcome::AdaptationRevealed { slot: Shambler })
        ),
        "the phase stops right after the step that turned the card: {:?}",
        &out[revealed..]
    );
    assert!(!has(&out, |o| matches!(
        o,
        Outcome::EventPhaseStep {
            step: crate::nemesis::outcome::EventStep::Fire
        }
    )));
    assert_eq!(g.round, round, "the round has not ended");
    assert_eq!(g.adaptation_to_name(), Some(Shambler));
    let paused = g.event_paused.clone().expect("the phase waits");
    assert_eq!(paused.hands, hands);
    use crate::nemesis::outcome::EventStep as S;
    assert_eq!(
        paused.steps,
        vec![S::Fire, S::EventCard, S::BagDevelopment, S::EndOfRound]
    );

    // nothing else goes on first: not the phase again, not a shot at the new Shambler
    assert!(g.apply(&Command::EventPhase { hands }).is_err());
    let shambler = g
        .intruders
        .iter()
        .find(|i| i.kind == Shambler)
        .expect("fed")
        .id;
    assert!(
        g.apply(&Command::Injure {
            intruder: shambler,
            injuries: 1
        })
        .is_err()
    );

    // a saved game keeps the pause
    let json = serde_json::to_string(&g).expect("save");
    let mut g: GameState = serde_json::from_str(&json).expect("load");

    let out = apply(
        &mut g,
        Command::NameAdaptation {
            slot: Shambler,
            key: "voracious".into(),
            category: AdaptationCategory::Other,
        },
    );
    assert!(matches!(out.first(), Some(Outcome::AdaptationNamed { .. })));
    let steps: Vec<S> = out
        .iter()
        .filter_map(|o| match o {
            Outcome::EventPhaseStep { step } => Some(*step),
            _ => None,
        })
        .collect();
    assert_eq!(
        steps,
        vec![S::Fire, S::EventCard, S::BagDevelopment, S::EndOfRound]
    );
    assert_eq!(g.round, round + 1);
    assert!(g.event_paused.is_none());
}

#[test]
fn a_pause_and_its_answer_draw_what_one_unbroken_phase_would() {
    // the pause moves no hidden draw: naming the card at once gives the same event card, bag
    // token and board as a game where the card had been named before the phase
    let setup = || {
        let mut g = carno(2);
        clear_objects(&mut g);
        add(&mut g, Metagorger, ELSEWHERE);
        add(&mut g, Metagorger, ELSEWHERE);
        for c in &mut g.characters {
            c.passed = true;
        }
        g
    };
    let hands = vec![(PlayerId(1), 3), (PlayerId(2), 2)];
    let mut paused = setup();
    apply(
        &mut paused,
        Command::EventPhase {
            hands: hands.clone(),
        },
    );
    assert!(paused.event_paused.is_some());
    apply(
        &mut paused,
        Command::NameAdaptation {
            slot: Shambler,
            key: "other".into(),
            category: AdaptationCategory::Movement,
        },
    );
    let mut straight = setup();
    // the same card already named: nothing waits
    straight.adaptations[0].revealed = true;
    straight.adaptations[0].card = paused.adaptations[0].card.clone();
    apply(&mut straight, Command::EventPhase { hands });
    assert!(straight.event_paused.is_none());
    assert_eq!(
        serde_json::to_value(&paused).expect("json"),
        serde_json::to_value(&straight).expect("json")
    );
}
