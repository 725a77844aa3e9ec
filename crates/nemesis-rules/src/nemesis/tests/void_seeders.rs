//! Void Seeders (void-seeders.md): setup, encounters typed by insanity, panic cards and their
//! cancelling, the insanity track, Lairs, the injury checks per type, Lurking, bag development
//! and the end-of-game insanity check.

use super::kit::*;
use crate::ids::*;
use crate::nemesis::command::Correction;
use crate::nemesis::content::EventEffect;
use crate::nemesis::game::RuleError;
use crate::nemesis::outcome::{DeathCause, InsanityChange, Outcome};
use crate::nemesis::refusal::Refusal;
use crate::nemesis::species::Species;
use crate::nemesis::state::{DoorState, Whereabouts};
use crate::{Command, GameConfig, GameState};
use IntruderKind::*;

const HIB: u8 = 11;
const ROOM: u8 = 8; // next to the Hibernatorium (side A corridor 11-8)

fn seeders(players: usize) -> GameState {
    game_of(Species::VoidSeeders, players, Side::A)
}

fn insanity(g: &GameState, p: u8) -> u8 {
    g.character(PlayerId(p)).expect("player").insanity
}

fn set_insanity(g: &mut GameState, p: u8, level: u8) {
    g.character_mut(PlayerId(p)).expect("player").insanity = level;
}

fn panic_ix(id: &str) -> u8 {
    let c = crate::nemesis::data()
        .expect("data")
        .content(Species::VoidSeeders);
    c.panic.iter().position(|p| p.id == id).expect("panic card") as u8
}

/// Puts this panic card on top of the panic deck.
fn panic_on_top(g: &mut GameState, id: &str) {
    let ix = panic_ix(id);
    g.hidden.panic.take(ix);
    g.hidden.panic.draw.push(ix);
}

fn kinds_at(g: &GameState, at: u8) -> Vec<IntruderKind> {
    let mut v: Vec<_> = g.intruders_in(SlotId(at)).map(|i| i.kind).collect();
    v.sort();
    v
}

fn board() -> &'static crate::nemesis::board::Board {
    crate::nemesis::data().expect("data").board(Side::A)
}

/// A slot whose neighbours are all at least two rooms from the Hibernatorium.
fn far_room() -> u8 {
    let b = board();
    let near: Vec<SlotId> = b.neighbours(SlotId(HIB));
    b.slot_ids()
        .find(|&s| {
            s != SlotId(HIB)
                && !near.contains(&s)
                && b.neighbours(s)
                    .iter()
                    .all(|n| *n != SlotId(HIB) && !near.contains(n))
        })
        .expect("a far room")
        .0
}

#[test]
fn setup_bags_one_blank_two_plus_n_seeders_and_each_players_insanity_token() {
    for players in 1..=5 {
        let g = seeders(players);
        let kinds = bag_kinds(&g);
        let n = |k| kinds.iter().filter(|&&x| x == k).count();
        assert_eq!(n(Blank), 1, "{players} players");
        assert_eq!(n(VoidSeeder), 2 + players, "{players} players");
        assert_eq!(n(Insanity), players, "{players} players");
        assert_eq!(g.bag_size() + g.hidden.supply.len(), 24);
        // token k belongs to player k: every seated player's token is in the bag
        let (_, owners) = run(&mut g.clone(), |c| {
            let bag = c.g.hidden.bag.clone();
            bag.iter()
                .filter(|&&t| c.drawn_kind(t) == Insanity)
                .map(|&t| c.insanity_owner(t))
                .collect::<Vec<_>>()
        });
        assert!(owners.is_empty());
        for c in &g.characters {
            assert_eq!(c.insanity, 1, "everyone starts at level 1");
        }
        assert_eq!(g.panic_cards(), 20);
        assert_eq!(g.nest_eggs, 5);
    }
    let g = seeders(4);
    let (owners, _) = run(&mut g.clone(), |c| {
        let bag = c.g.hidden.bag.clone();
        let mut o: Vec<u8> = bag
            .iter()
            .filter(|&&t| c.drawn_kind(t) == Insanity)
            .map(|&t| c.insanity_owner(t).0)
            .collect();
        o.sort();
        o
    });
    assert_eq!(owners, vec![1, 2, 3, 4]);
}

#[test]
fn setup_leaves_out_slime_puts_tokens_on_engines_and_needs_the_track() {
    let g = seeders(3);
    assert!(
        !g.hidden.tiles.values().any(|k| *k == RoomKind::SlimeRoom)
            && !g.hidden.unused_tiles.contains(&RoomKind::SlimeRoom),
        "the slime room stays in the box"
    );
    for e in [RoomKind::Engine1, RoomKind::Engine2, RoomKind::Engine3] {
        let s = g.slot_of(e).expect("engine");
        assert!(!g.rooms[&s].explored, "{e:?} hides a token");
        assert!(g.hidden.tokens.contains_key(&s));
    }
    let c = crate::nemesis::data()
        .expect("data")
        .content(Species::VoidSeeders);
    let all = g.hidden.tokens.len() + g.hidden.unused_tokens.len();
    assert_eq!(all, 19, "19 exploration tokens");
    let lairs = g
        .hidden
        .tokens
        .values()
        .filter(|&&t| {
            c.exploration[t as usize].effect == crate::nemesis::content::ExplorationEffect::Lair
        })
        .count();
    assert_eq!(lairs, 3, "every Lair token lies on the ship");

    let mut config: GameConfig = g.config.clone();
    config.insanity_track = None;
    assert_eq!(
        GameState::new(config.clone()).err(),
        Some(RuleError::BadSetup(
            crate::nemesis::game::SetupError::InsanityTrackNeeded
        ))
    );
    config.insanity_track = Some([Lurker, Lurker, Blank, Stalker, Despoiler]);
    assert!(GameState::new(config).is_err(), "a Blank is no creature");
}

#[test]
fn an_encounter_places_what_the_track_shows_at_the_characters_level() {
    let mut g = seeders(2);
    put(&mut g, 1, ROOM);
    explore(&mut g, ROOM);
    set_insanity(&mut g, 1, 4); // TEST_TRACK: a Stalker at 4
    bag(&mut g, &[(VoidSeeder, Some(2))]);
    let (_, out) = run(&mut g, |c| {
        c.encounter(
            Some(PlayerId(1)),
            SlotId(ROOM),
            Some(5),
            crate::nemesis::outcome::EncounterCause::Noise,
        )
    });
    assert!(has(&out, |o| matches!(
        o,
        Outcome::TrackRead {
            level: 4,
            shows: Stalker,
            placed: Some(Stalker),
            ..
        }
    )));
    assert_eq!(kinds_at(&g, ROOM), vec![Stalker]);
    assert_eq!(
        bag_kinds(&g),
        Vec::<IntruderKind>::new(),
        "the token went aside"
    );

    // the only Stalker is in use: a Whisperer comes instead; a surprise attack is a
    // contamination card and a panic card
    bag(&mut g, &[(VoidSeeder, Some(4))]);
    panic_on_top(&mut g, "VP07"); // Self-Mutilation, threshold 3
    put(&mut g, 2, HIB);
    let before = g.character(PlayerId(1)).expect("p1").contamination;
    let (_, out) = run(&mut g, |c| {
        c.encounter(
            Some(PlayerId(1)),
            SlotId(ROOM),
            Some(1),
            crate::nemesis::outcome::EncounterCause::Noise,
        )
    });
    assert_eq!(kinds_at(&g, ROOM), vec![Whisperer, Stalker]);
    assert!(has(&out, |o| matches!(o, Outcome::SurpriseAttack { .. })));
    assert!(
        !has(&out, |o| matches!(o, Outcome::Attack { .. })),
        "no attack card"
    );
    assert_eq!(
        g.character(PlayerId(1)).expect("p1").contamination,
        before + 1
    );
    assert!(has(&out, |o| matches!(
        o,
        Outcome::PanicApplied {
            effect: crate::nemesis::content::PanicEffect::SelfMutilation,
            ..
        }
    )));
    assert_eq!(g.character(PlayerId(1)).expect("p1").light_wounds, 2);
}

#[test]
fn no_miniature_of_the_type_or_any_lower_one_places_nothing() {
    let mut g = seeders(1);
    put(&mut g, 1, ROOM);
    explore(&mut g, ROOM);
    for _ in 0..6 {
        add(&mut g, Lurker, 13);
    }
    bag(&mut g, &[(VoidSeeder, Some(1))]);
    let (appeared, out) = run(&mut g, |c| {
        c.encounter(
            Some(PlayerId(1)),
            SlotId(ROOM),
            Some(5),
            crate::nemesis::outcome::EncounterCause::Noise,
        )
    });
    assert!(!appeared);
    assert!(has(&out, |o| matches!(
        o,
        Outcome::TrackRead {
            shows: Lurker,
            placed: None,
            ..
        }
    )));
}

#[test]
fn an_insanity_token_in_an_encounter_makes_noise_and_the_encountering_character_panic() {
    let mut g = seeders(2);
    put(&mut g, 1, ROOM);
    explore(&mut g, ROOM);
    bag(&mut g, &[(Insanity, None)]); // player 1's token; player 2 would panic just the same
    panic_on_top(&mut g, "VP08"); // Heart Attack, threshold 5: level 1 resists, +1
    let (_, out) = run(&mut g, |c| {
        c.encounter(
            Some(PlayerId(1)),
            SlotId(ROOM),
            Some(3),
            crate::nemesis::outcome::EncounterCause::Noise,
        )
    });
    assert!(has(&out, |o| matches!(o, Outcome::NoisePlaced { .. })));
    assert!(has(&out, |o| matches!(
        o,
        Outcome::PanicResisted {
            threshold: 5,
            level: 1,
            ..
        }
    )));
    assert_eq!(insanity(&g, 1), 2);
    assert!(g.character(PlayerId(1)).expect("p1").alive());
    assert_eq!(bag_kinds(&g), vec![Insanity], "the token went back");
    assert!(g.intruders.is_empty());
}

#[test]
fn a_rise_from_five_kills_and_a_heart_attack_at_five_kills_too() {
    let mut g = seeders(2);
    put(&mut g, 1, ROOM);
    set_insanity(&mut g, 1, 5);
    let (_, out) = run(&mut g, |c| c.raise_insanity(PlayerId(1), 1));
    assert!(has(&out, |o| matches!(
        o,
        Outcome::CharacterDied {
            cause: DeathCause::Insanity,
            ..
        }
    )));

    let mut g = seeders(2);
    put(&mut g, 1, ROOM);
    set_insanity(&mut g, 1, 5);
    panic_on_top(&mut g, "VP09");
    let (_, out) = run(&mut g, |c| c.panic(PlayerId(1)));
    assert!(has(&out, |o| matches!(
        o,
        Outcome::CharacterDied {
            cause: DeathCause::Panic,
            ..
        }
    )));
}

#[test]
fn a_panic_beside_another_character_waits_for_the_room_to_cancel_it_or_not() {
    let mut g = seeders(2);
    put(&mut g, 1, ROOM);
    put(&mut g, 2, ROOM);
    set_insanity(&mut g, 1, 3);
    panic_on_top(&mut g, "VP07"); // Self-Mutilation, 3
    let (_, out) = run(&mut g, |c| c.panic(PlayerId(1)));
    assert!(has(&out, |o| matches!(
        o,
        Outcome::PanicDrawn { held: true, .. }
    )));
    assert_eq!(g.held_panics.len(), 1);
    // nothing else happens until the room answers
    let refused = g.apply(&Command::EndTurn {
        player: PlayerId(2),
        passed: false,
        hand: None,
    });
    assert_eq!(
        refused.err(),
        Some(RuleError::NotAllowed(Refusal::PanicFirst))
    );
    let out = apply(
        &mut g,
        Command::AnswerPanic {
            player: PlayerId(1),
            cancelled: true,
        },
    );
    assert!(has(&out, |o| matches!(o, Outcome::PanicCancelled { .. })));
    assert_eq!(insanity(&g, 1), 3, "a cancelled card raises nothing");
    assert_eq!(g.character(PlayerId(1)).expect("p1").light_wounds, 0);

    panic_on_top(&mut g, "VP07");
    run(&mut g, |c| c.panic(PlayerId(1)));
    apply(
        &mut g,
        Command::AnswerPanic {
            player: PlayerId(1),
            cancelled: false,
        },
    );
    assert_eq!(g.character(PlayerId(1)).expect("p1").light_wounds, 2);
    assert_eq!(g.panic_cards(), 20, "every panic card accounted for");
}

#[test]
fn a_card_that_cannot_be_done_in_full_raises_insanity_by_the_app_or_by_the_table() {
    // Pyromaniac in a burning room: nothing to add, so +1
    let mut g = seeders(1);
    put(&mut g, 1, ROOM);
    explore(&mut g, ROOM);
    g.rooms.get_mut(&SlotId(ROOM)).expect("room").fire = true;
    set_insanity(&mut g, 1, 3);
    panic_on_top(&mut g, "VP19");
    let (_, out) = run(&mut g, |c| c.panic(PlayerId(1)));
    assert!(has(&out, |o| matches!(o, Outcome::PanicNotInFull { .. })));
    assert_eq!(insanity(&g, 1), 4);

    // Hallucinations: ammo is the players' to check; they say it could not be done
    set_insanity(&mut g, 1, 3);
    panic_on_top(&mut g, "VP17");
    run(&mut g, |c| c.panic(PlayerId(1)));
    assert!(g.panic_open.is_some());
    apply(
        &mut g,
        Command::PanicShortfall {
            player: PlayerId(1),
        },
    );
    assert_eq!(insanity(&g, 1), 4);
    assert_eq!(
        g.apply(&Command::PanicShortfall {
            player: PlayerId(1)
        })
        .err(),
        Some(RuleError::NotAllowed(Refusal::NoPanicOpen)),
        "once only"
    );
}

#[test]
fn the_track_moves_down_one_never_from_three_to_two_and_surgery_lowers_to_three() {
    let mut g = seeders(1);
    put(&mut g, 1, ROOM);
    set_insanity(&mut g, 1, 4);
    let lower = |g: &mut GameState, to_three| {
        g.apply(&Command::LowerInsanity {
            player: PlayerId(1),
            to_three,
        })
    };
    lower(&mut g, false).expect("4 to 3");
    assert_eq!(insanity(&g, 1), 3);
    assert_eq!(
        lower(&mut g, false).err(),
        Some(RuleError::NotAllowed(Refusal::InsanityCannotDrop))
    );
    set_insanity(&mut g, 1, 5);
    lower(&mut g, true).expect("5 to 3");
    assert_eq!(insanity(&g, 1), 3);
    set_insanity(&mut g, 1, 2);
    assert!(lower(&mut g, true).is_err(), "Surgery never raises");
    lower(&mut g, false).expect("2 to 1");
    assert_eq!(insanity(&g, 1), 1);
}

#[test]
fn an_infected_card_in_a_hand_scan_sets_insanity_to_five_without_killing() {
    let mut g = seeders(1);
    put(&mut g, 1, ROOM);
    let infected = *g.hidden.infected.iter().next().expect("an infected label");
    g.character_mut(PlayerId(1)).expect("p1").contamination = 1;
    g.contamination_deck -= 1;
    let out = apply(
        &mut g,
        Command::Scan {
            player: PlayerId(1),
            kind: crate::nemesis::command::ScanKind::Hand,
            labels: vec![infected],
        },
    );
    assert!(has(&out, |o| matches!(
        o,
        Outcome::Insanity {
            level: 5,
            change: InsanityChange::Infected,
            ..
        }
    )));
    assert!(!g.character(PlayerId(1)).expect("p1").larva);
    // again at 5: nothing, and no death
    apply(
        &mut g,
        Command::Scan {
            player: PlayerId(1),
            kind: crate::nemesis::command::ScanKind::Hand,
            labels: vec![infected],
        },
    );
    assert!(g.character(PlayerId(1)).expect("p1").alive());
}

#[test]
fn injury_checks_read_the_lowest_for_a_lurker_and_the_highest_for_a_stalker() {
    // VA19 (2) and VA03 (5): a Lurker with 2 injuries dies (lowest 2), a Stalker does not
    let mut g = seeders(1);
    put(&mut g, 1, ROOM);
    let lurker = add(&mut g, Lurker, ROOM);
    g.intruders[0].injuries = 1;
    attacks_on_top(&mut g, &["VA19", "VA03"]);
    let (_, out) = run(&mut g, |c| {
        c.injure(lurker, 1, crate::nemesis::outcome::InjuryCause::Attack)
    });
    assert!(has(&out, |o| matches!(
        o,
        Outcome::DeathCheck { health: 2, .. }
    )));
    assert!(has(&out, |o| matches!(
        o,
        Outcome::IntruderKilled { carcass: false, .. }
    )));
    assert!(
        has(&out, |o| matches!(
            o,
            Outcome::TokenToBag { kind: VoidSeeder }
        )),
        "a killed Void Seeder comes back as a token"
    );

    let mut g = seeders(1);
    put(&mut g, 1, ROOM);
    let stalker = add(&mut g, Stalker, ROOM);
    g.intruders[0].injuries = 1;
    attacks_on_top(&mut g, &["VA19", "VA03"]);
    let (_, out) = run(&mut g, |c| {
        c.injure(stalker, 1, crate::nemesis::outcome::InjuryCause::Attack)
    });
    assert!(has(&out, |o| matches!(
        o,
        Outcome::DeathCheck { health: 5, .. }
    )));
    assert_eq!(kinds_at(&g, ROOM), vec![Stalker]);
}

#[test]
fn the_despoiler_takes_no_injury_and_dies_only_with_the_last_lair() {
    let mut g = seeders(1);
    put(&mut g, 1, ROOM);
    let d = add(&mut g, Despoiler, ROOM);
    attacks_on_top(&mut g, &["VA19"]);
    let (_, out) = run(&mut g, |c| {
        c.injure(d, 9, crate::nemesis::outcome::InjuryCause::Attack)
    });
    assert!(has(&out, |o| matches!(o, Outcome::Unhurt { .. })));
    assert_eq!(g.intruder(d).expect("still there").injuries, 0);

    // three Lairs fall: the third takes the Despoiler with it
    for (i, at) in [13u8, 14, 15].into_iter().enumerate() {
        let lair = add(&mut g, Lair, at);
        g.intruders
            .iter_mut()
            .find(|x| x.id == lair)
            .expect("lair")
            .injuries = 5;
        attacks_on_top(&mut g, &["VA19", "VA03"]); // highest 5: destroyed
        let (_, out) = run(&mut g, |c| {
            c.injure(lair, 1, crate::nemesis::outcome::InjuryCause::Fire)
        });
        assert!(has(&out, |o| matches!(
            o,
            Outcome::IntruderKilled { carcass: true, .. }
        )));
        assert_eq!(g.lairs_destroyed, i as u8 + 1);
        assert_eq!(
            g.rooms[&SlotId(at)].carcasses,
            1,
            "a carcass where it stood"
        );
        let gone = has(&out, |o| {
            matches!(o, Outcome::DespoilerGone { from: Some(_) })
        });
        assert_eq!(gone, i == 2);
    }
    assert!(g.intruder(d).is_none());
    // a Despoiler level encounter now brings the next lower type
    let (k, _) = run(&mut g, |c| c.seeder_available(Despoiler));
    assert_eq!(k, Some(Stalker));
}

/// Found by the property test `random_sessions_keep_every_promise` (a random session added a
/// Lair by correction after one had fallen): a destroyed Lair's miniature does not come back,
/// to a correction as to a Lair token. Two standing and one destroyed are the box's three.
#[test]
fn a_correction_places_no_lair_the_box_no_longer_has() {
    let mut g = seeders(1);
    add(&mut g, Lair, 13);
    add(&mut g, Lair, 14);
    g.lairs_destroyed = 1;
    let err = g
        .apply(&Command::Fix(Correction::AddIntruder {
            kind: Lair,
            at: SlotId(15),
        }))
        .unwrap_err();
    assert_eq!(err, RuleError::NotAllowed(Refusal::NoMiniatureLeft));
    g.lairs_destroyed = 0;
    assert!(
        g.apply(&Command::Fix(Correction::AddIntruder {
            kind: Lair,
            at: SlotId(15),
        }))
        .is_ok(),
        "with none destroyed the third is in the box"
    );
}

#[test]
fn a_retreat_icon_saves_a_lair_whatever_its_injuries() {
    let mut g = seeders(1);
    put(&mut g, 1, ROOM);
    let lair = add(&mut g, Lair, ROOM);
    g.intruders[0].injuries = 8;
    attacks_on_top(&mut g, &["VA03", "VA06"]); // 5 and a retreat icon
    let (_, out) = run(&mut g, |c| {
        c.injure(lair, 1, crate::nemesis::outcome::InjuryCause::Attack)
    });
    assert!(has(&out, |o| matches!(o, Outcome::LairHolds { .. })));
    assert_eq!(kinds_at(&g, ROOM), vec![Lair], "it stands and never moves");
}

#[test]
fn a_lair_token_places_a_lair_without_noise_and_a_turn_ended_there_rolls() {
    let mut g = seeders(1);
    // the players flip a Lair token on the room next to the Hibernatorium (the box deals with
    // Void Seeders; its item number is printed only on the token)
    let room = g.hidden.tiles[&SlotId(ROOM)];
    let out = apply(
        &mut g,
        Command::Move {
            player: PlayerId(1),
            to: SlotId(ROOM),
            corridor: None,
            hand: 4,
            careful: None,
            reveal: Some(crate::nemesis::command::Reveal {
                room,
                exploration: crate::nemesis::content::ExplorationEffect::Lair,
                items: 2,
            }),
        },
    );
    assert!(has(&out, |o| matches!(
        o,
        Outcome::IntruderPlaced { kind: Lair, .. }
    )));
    assert!(!has(&out, |o| matches!(o, Outcome::NoiseRolled { .. })));
    assert!(!g.first_encounter, "a Lair is no encounter");
    assert!(g.in_combat(SlotId(ROOM)));

    assert_eq!(
        g.apply(&Command::EndTurn {
            player: PlayerId(1),
            passed: false,
            hand: None,
        })
        .err(),
        Some(RuleError::NotAllowed(Refusal::HandNeededInLair))
    );
    let out = apply(
        &mut g,
        Command::EndTurn {
            player: PlayerId(1),
            passed: false,
            hand: Some(3),
        },
    );
    assert!(has(&out, |o| matches!(o, Outcome::LairUnsettles { .. })));
    assert!(has(&out, |o| matches!(o, Outcome::NoiseRolled { .. })));
}

#[test]
fn lurking_takes_back_void_seeders_nobody_is_near_and_leaves_the_rest() {
    let mut g = seeders(1);
    put(&mut g, 1, HIB);
    let far = far_room();
    add(&mut g, Whisperer, far);
    add(&mut g, Lair, far);
    add(&mut g, Lurker, ROOM); // next door to the character: stays
    let bag_before = g.bag_size();
    let (_, out) = run(&mut g, |c| c.lurking());
    assert!(has(
        &out,
        |o| matches!(o, Outcome::Lurking { rooms } if rooms == &vec![SlotId(far)])
    ));
    assert_eq!(kinds_at(&g, far), vec![Lair], "the Lair stays");
    assert_eq!(kinds_at(&g, ROOM), vec![Lurker]);
    assert_eq!(
        g.bag_size(),
        bag_before + 1,
        "one token back for the Whisperer"
    );
    let b = board();
    for c in b.corridors_of(SlotId(far)) {
        assert!(g.corridors[c.0 as usize].noise, "noise on every corridor");
    }
}

#[test]
fn void_seeders_walk_through_closed_doors_without_breaking_them() {
    let mut g = seeders(1);
    put(&mut g, 1, HIB);
    let id = add(&mut g, Lurker, ROOM);
    door(&mut g, ROOM, HIB, DoorState::Closed);
    let (_, _) = run(&mut g, |c| {
        c.come_next_door(
            |k| k == Lurker,
            |g, at| g.characters_in(at).next().is_some(),
        )
    });
    assert_eq!(g.intruder(id).expect("lurker").at, SlotId(HIB));
    assert_eq!(
        door_of(&g, ROOM, HIB),
        DoorState::Closed,
        "the door is untouched"
    );
}

#[test]
fn bag_development_culls_a_dead_owners_token_and_draws_again() {
    let mut g = seeders(2);
    put(&mut g, 1, ROOM);
    g.character_mut(PlayerId(2)).expect("p2").at = Whereabouts::Dead;
    // player 2's insanity token, then a Blank
    bag(&mut g, &[(Blank, None)]);
    let c = crate::nemesis::data()
        .expect("data")
        .content(Species::VoidSeeders);
    let p2_token = (0..c.tokens.len() as u8)
        .filter(|&t| c.tokens[t as usize].kind.is(Insanity))
        .nth(1)
        .expect("token 2");
    g.hidden.supply.retain(|&t| t != p2_token);
    g.hidden.bag.push(p2_token);
    g.hidden.next_token = Some(Insanity);
    let (_, out) = run(&mut g, |c| c.bag_development(&hands(&[(1, 3)])));
    assert!(has(&out, |o| matches!(
        o,
        Outcome::InsanityTokenRemoved { owner: PlayerId(2) }
    )));
    assert!(
        has(&out, |o| matches!(
            o,
            Outcome::TokenToBag { kind: VoidSeeder }
        )),
        "the Blank's row"
    );
    let kinds = bag_kinds(&g);
    assert!(!kinds.contains(&Insanity));
    assert_eq!(kinds.iter().filter(|&&k| k == VoidSeeder).count(), 1);
}

#[test]
fn the_end_check_adds_a_level_per_contamination_card_and_draws_four_at_five() {
    let mut g = seeders(1);
    g.character_mut(PlayerId(1)).expect("p1").contamination = 2;
    let (alive, out) = run(&mut g, |c| c.final_insanity_check(PlayerId(1)));
    assert_eq!(alive, Some(true));
    assert_eq!(insanity(&g, 1), 3);
    assert!(has(&out, |o| matches!(
        o,
        Outcome::FinalInsanity {
            level: 3,
            contamination_drawn: None,
            ..
        }
    )));

    // at 4 with 3 cards: capped at 5, never lethal by itself, then the draw of 4 (the app's
    // own, as saves from before edition 2 replay it)
    let mut g = seeders(1);
    g.config.edition = 1;
    set_insanity(&mut g, 1, 4);
    g.character_mut(PlayerId(1)).expect("p1").contamination = 3;
    let (_, out) = rig(
        &mut g,
        |c| c.final_insanity_check(PlayerId(1)),
        |out| {
            out.iter().any(|o| {
                matches!(
                    o,
                    Outcome::FinalInsanity {
                        contamination_drawn: Some(n),
                        ..
                    } if *n > 0
                )
            })
        },
    );
    assert_eq!(insanity(&g, 1), 5);
    assert!(has(&out, |o| matches!(
        o,
        Outcome::FinalInsanity { level: 5, .. }
    )));
}

#[test]
fn fear_tendrils_and_agoraphobia() {
    let mut g = seeders(3);
    put(&mut g, 1, ROOM);
    put(&mut g, 2, ROOM);
    put(&mut g, 3, HIB);
    set_insanity(&mut g, 1, 3);
    let before: Vec<u8> = (1..=3)
        .map(|p| g.character(PlayerId(p)).expect("p").contamination)
        .collect();
    // Fear: insanity above hand size takes a contamination card
    effect(&mut g, EventEffect::Fear, &[(1, 2), (2, 4), (3, 0)]);
    let after: Vec<u8> = (1..=3)
        .map(|p| g.character(PlayerId(p)).expect("p").contamination)
        .collect();
    assert_eq!(after, vec![before[0] + 1, before[1], before[2] + 1]);

    // Agoraphobia: the Despoiler comes to the lowest room with two characters
    let out = effect(&mut g, EventEffect::Agoraphobia, &[(1, 2), (2, 4), (3, 0)]);
    assert!(has(&out, |o| matches!(
        o,
        Outcome::IntruderPlaced {
            kind: Despoiler,
            ..
        }
    )));
    assert_eq!(kinds_at(&g, ROOM), vec![Despoiler]);
    assert!(!has(&out, |o| matches!(o, Outcome::SurpriseAttack { .. })));

    // Tendrils: characters in rooms with a technical entrance go up a level
    let b = board();
    let with_entrance: Vec<u8> = (1..=3)
        .filter(|&p| {
            g.character(PlayerId(p))
                .and_then(|c| c.room())
                .is_some_and(|s| !b.networks_of(s).is_empty())
        })
        .collect();
    let levels: Vec<u8> = (1..=3).map(|p| insanity(&g, p)).collect();
    effect(&mut g, EventEffect::Tendrils, &[]);
    for p in 1..=3u8 {
        let want = levels[p as usize - 1] + u8::from(with_entrance.contains(&p));
        assert_eq!(insanity(&g, p), want, "player {p}");
    }
}

#[test]
fn corrections_set_insanity_and_the_track_and_refuse_nonsense() {
    let mut g = seeders(1);
    apply(
        &mut g,
        Command::Fix(Correction::SetInsanity {
            player: PlayerId(1),
            level: 4,
        }),
    );
    assert_eq!(insanity(&g, 1), 4);
    assert!(
        g.apply(&Command::Fix(Correction::SetInsanity {
            player: PlayerId(1),
            level: 6
        }))
        .is_err()
    );
    let track = [Lurker, Whisperer, Whisperer, Stalker, Despoiler];
    apply(&mut g, Command::Fix(Correction::SetInsanityTrack { track }));
    assert_eq!(g.config.insanity_track, Some(track));
    let mut base = game(1, Side::A);
    assert!(
        base.apply(&Command::Fix(Correction::SetInsanity {
            player: PlayerId(1),
            level: 2
        }))
        .is_err(),
        "no insanity in a base game"
    );
    let _ = &mut base;
}

#[test]
fn the_emergency_airlock_destroys_lairs_and_void_seeders_but_not_the_despoiler() {
    let mut g = seeders(1);
    put(&mut g, 1, HIB);
    let at = far_room();
    explore(&mut g, at);
    add(&mut g, Lair, at);
    add(&mut g, Lurker, at);
    let d = add(&mut g, Despoiler, at);
    for c in board().corridors_of(SlotId(at)) {
        g.corridors[c.0 as usize].door = DoorState::Closed;
    }
    g.airlock = Some(SlotId(at));
    let bag_before = g.bag_size();
    let (r, out) = run(&mut g, |c| c.event_phase(&hands(&[(1, 3)])));
    r.expect("event phase");
    assert!(has(&out, |o| matches!(o, Outcome::AirlockVented { .. })));
    assert!(has(&out, |o| matches!(
        o,
        Outcome::LairDestroyed { destroyed: 1, .. }
    )));
    assert!(
        g.rooms[&SlotId(at)].carcasses >= 1,
        "the Lair leaves its carcass"
    );
    // (it may fade in the Lurking step later in the phase, but it is never killed here)
    assert!(
        !has(
            &out,
            |o| matches!(o, Outcome::IntruderKilled { intruder, .. } if *intruder == d)
        ),
        "only the last Lair kills the Despoiler"
    );
    assert!(
        has(&out, |o| matches!(
            o,
            Outcome::TokenToBag { kind: VoidSeeder }
        )),
        "the Lurker comes back as a token"
    );
    assert!(g.bag_size() >= bag_before);
}

#[test]
fn a_turned_up_weakness_card_is_described_by_the_table_and_kept_as_a_reminder() {
    use crate::nemesis::state::{WeaknessCategory, WeaknessNote, WeaknessSlot};
    let mut g = seeders(2);
    room(&mut g, ROOM, RoomKind::Laboratory);
    put(&mut g, 1, ROOM);
    let name = |slot, key: &str, category| Command::NameWeakness {
        slot,
        key: key.into(),
        category,
    };
    // face down: nothing to describe yet
    let hidden = g.apply(&name(WeaknessSlot::Egg, "other", WeaknessCategory::Lairs));
    assert_eq!(hidden, Err(RuleError::NotAllowed(Refusal::WeaknessHidden)));
    // the corpse slot is analysed through a character's insanity of 3 or more
    let analyse = Command::Analyse {
        player: PlayerId(1),
        object: WeaknessSlot::Corpse,
        slot: None,
    };
    assert_eq!(
        g.apply(&analyse),
        Err(RuleError::NotAllowed(Refusal::NoInsaneCharacter))
    );
    let offered = |g: &GameState| {
        g.room_offers(PlayerId(1))
            .contains(&crate::nemesis::offers::RoomOffer::Analyse(
                WeaknessSlot::Corpse,
            ))
    };
    assert!(!offered(&g), "not offered before anyone is at 3");
    set_insanity(&mut g, 1, 3);
    // issue 39: the offer wanted a corpse in the room, which the rule does not
    assert_eq!(g.rooms[&SlotId(ROOM)].corpses, 0);
    assert!(
        offered(&g),
        "offered at insanity 3 with no corpse in the room"
    );
    let out = apply(&mut g, analyse);
    assert!(has(&out, |o| matches!(
        o,
        Outcome::WeaknessTurnedUp {
            slot: WeaknessSlot::Corpse
        }
    )));
    assert_eq!(g.weakness_notes, [None, None, None]);
    // no weakness card is in the data, so any other key is refused
    assert_eq!(
        g.apply(&name(
            WeaknessSlot::Corpse,
            "voracious",
            WeaknessCategory::Lairs
        )),
        Err(RuleError::NotAllowed(Refusal::UnknownWeakness))
    );
    let out = apply(
        &mut g,
        name(
            WeaknessSlot::Corpse,
            "other",
            WeaknessCategory::InsanityPanic,
        ),
    );
    let note = WeaknessNote {
        key: "other".into(),
        category: WeaknessCategory::InsanityPanic,
    };
    assert!(out.contains(&Outcome::WeaknessNamed {
        slot: WeaknessSlot::Corpse,
        note: note.clone()
    }));
    assert_eq!(g.weakness_notes[0], Some(note));
    // a misread card is described again; nothing else on the board changes
    let before = g.clone();
    apply(
        &mut g,
        name(WeaknessSlot::Corpse, "other", WeaknessCategory::OurAttacks),
    );
    assert_eq!(
        g.weakness_notes[0].as_ref().map(|n| n.category),
        Some(WeaknessCategory::OurAttacks)
    );
    assert_eq!(g.rooms, before.rooms);
    assert_eq!(g.intruders, before.intruders);
    // the note survives a save
    let json = serde_json::to_string(&g).expect("save");
    let back: GameState = serde_json::from_str(&json).expect("load");
    assert_eq!(back.weakness_notes, g.weakness_notes);

    // the base game has no such question
    let mut base = game_of(Species::Intruders, 2, Side::A);
    base.weaknesses_revealed[1] = true;
    assert_eq!(
        base.apply(&name(WeaknessSlot::Egg, "other", WeaknessCategory::Other)),
        Err(RuleError::NotAllowed(Refusal::NotThisSpecies))
    );
}

/// Issue 55 item 7: Terror gave the Carnomorphs' Rampant Mutation's instruction (reveal the top
/// four cards). It asks every active character to draw up to five and scan their hand
/// (cards.md VE01), and says so in the outcome and in the state the screens read; Eclosion's
/// four revealed cards stay what the base game asks.
#[test]
fn terror_asks_for_the_hand_drawn_up_to_five() {
    use crate::nemesis::outcome::ScanAsked;
    let mut g = seeders(2);
    put(&mut g, 1, ROOM);
    put(&mut g, 2, HIB);
    let out = effect(&mut g, EventEffect::Terror, &[(1, 2), (2, 4)]);
    assert!(has(&out, |o| matches!(
        o,
        Outcome::ScanRequested {
            asked: ScanAsked::HandOfFive,
            ..
        }
    )));
    assert_eq!(g.scan_asked, ScanAsked::HandOfFive);
    assert_eq!(g.scans_requested.len(), 2);
}

fn lair_move(room: RoomKind, items: u8) -> Command {
    Command::Move {
        player: PlayerId(1),
        to: SlotId(ROOM),
        corridor: None,
        hand: 4,
        careful: None,
        reveal: Some(crate::nemesis::command::Reveal {
            room,
            exploration: crate::nemesis::content::ExplorationEffect::Lair,
            items,
        }),
    }
}

/// Issue 55 item 5: the number printed on a Lair token is the players' to read (cards.md V16):
/// the flip question offers every number the box prints, and the room's item counter takes the
/// one they read.
#[test]
fn a_lair_token_shows_the_item_number_the_players_read() {
    use crate::nemesis::content::ExplorationEffect as E;
    let mut g = seeders(2);
    let lairs: Vec<u8> = g
        .exploration_faces()
        .into_iter()
        .filter(|(e, _)| *e == E::Lair)
        .map(|(_, n)| n)
        .collect();
    assert_eq!(lairs, vec![0, 1, 2, 3, 4]);
    let room = g.hidden.tiles[&SlotId(ROOM)];
    let out = apply(&mut g, lair_move(room, 3));
    assert!(has(&out, |o| matches!(
        o,
        Outcome::RoomRevealed {
            exploration: E::Lair,
            items: 3,
            ..
        }
    )));
    assert_eq!(g.rooms[&SlotId(ROOM)].items, Some(3));
}

/// A one-player Void Seeders game whose three Lair tokens are face up elsewhere: none is
/// hidden or left in the box (each hidden one swapped for a malfunction token).
fn lairs_all_face_up() -> GameState {
    use crate::nemesis::content::ExplorationEffect as E;
    let mut g = seeders(1);
    let c = crate::nemesis::data()
        .expect("data")
        .content(Species::VoidSeeders);
    let other = c
        .exploration
        .iter()
        .position(|t| t.effect == E::Malfunction)
        .expect("a malfunction token") as u8;
    let h = &mut g.hidden;
    for t in h.tokens.values_mut().chain(h.unused_tokens.iter_mut()) {
        if c.exploration[*t as usize].effect == E::Lair {
            *t = other;
        }
    }
    g
}

/// Issue 55 item 5 (edition 4): the box has three Lair tokens; a fourth reported flip is
/// refused, as a room tile already in play is, instead of placing no Lair and skipping the
/// noise roll owed in the empty room. An edition-3 game replays as it was played.
#[test]
fn a_fourth_lair_token_is_refused() {
    let mut g = lairs_all_face_up();
    let room = g.hidden.tiles[&SlotId(ROOM)];
    let before = g.clone();
    assert_eq!(
        g.apply(&lair_move(room, 1)).err(),
        Some(RuleError::NotAllowed(
            Refusal::ExplorationTokenAlreadyInPlay
        ))
    );
    assert_eq!(g, before, "a refused flip changes nothing");
    g.config.edition = 3;
    g.apply(&lair_move(room, 1))
        .expect("an edition-3 game replays as it was played");
}

/// Edition 5: the fourth Lair is refused before the escape's attacks, whatever card each
/// attack draws. In edition 4 the refusal came after them, so a move whose attacks killed the
/// character was accepted (found by the offers property test).
#[test]
fn a_fourth_lair_is_refused_before_an_escape_is_attacked() {
    let mut g = lairs_all_face_up();
    let c = crate::nemesis::data()
        .expect("data")
        .content(Species::VoidSeeders);
    let from = g.characters[0].room().expect("on board");
    for kind in [IntruderKind::Despoiler, IntruderKind::Stalker] {
        add(&mut g, kind, from.0);
    }
    let me = g.character_mut(PlayerId(1)).expect("player 1");
    me.serious_wounds = 2;
    me.light_wounds = 2;
    let room = g.hidden.tiles[&SlotId(ROOM)];
    let mut killed_in_edition_4 = 0;
    for card in &c.attacks {
        let mut trial = g.clone();
        attacks_on_top(&mut trial, &[card.id.as_str()]);
        let before = trial.clone();
        assert_eq!(
            trial.apply(&lair_move(room, 1)).err(),
            Some(RuleError::NotAllowed(
                Refusal::ExplorationTokenAlreadyInPlay
            )),
            "attack card {} on top",
            card.id
        );
        assert_eq!(trial, before, "a refused flip changes nothing");
        let mut old = before.clone();
        old.config.edition = 4;
        if old.apply(&lair_move(room, 1)).is_ok() {
            killed_in_edition_4 += 1;
            assert!(
                !old.characters[0].alive(),
                "accepted only when the escape killed"
            );
        }
    }
    assert!(
        killed_in_edition_4 > 0,
        "some card kills the fleeing character"
    );
}

/// A Lair puts a character in combat but never attacks (void-seeders.md §4.4): leaving its
/// room is no escape any intruder attacks, until a Void Seeder that attacks stands there too
/// (the phone's move said every intruder would attack, beside a Lair alone).
#[test]
fn leaving_a_lair_alone_is_no_attacked_escape() {
    let mut g = seeders(1);
    put(&mut g, 1, ROOM);
    add(&mut g, Lair, ROOM);
    assert!(g.in_combat(SlotId(ROOM)));
    assert!(!g.escape_attacked(SlotId(ROOM)));
    add(&mut g, Lurker, ROOM);
    assert!(g.escape_attacked(SlotId(ROOM)));
}
