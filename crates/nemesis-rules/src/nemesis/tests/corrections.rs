//! Corrections put the app back in step with the table: each changes exactly what it says and
//! refuses values the components cannot show, changing nothing.

use super::kit::*;
use crate::ids::*;
use crate::nemesis::command::Correction as F;
use crate::nemesis::outcome::{DeathCause, Outcome};
use crate::nemesis::state::{DoorState, Intruder, Whereabouts};
use crate::{Command, GameState, RuleError};
use IntruderKind::*;

/// Applies a correction and checks it changed exactly what `expect` does to the old state.
fn fix(g: &mut GameState, f: F, expect: impl FnOnce(&mut GameState)) -> Vec<Outcome> {
    let mut want = g.clone();
    expect(&mut want);
    let out = apply(g, Command::Fix(f.clone()));
    assert_eq!(*g, want, "{f:?} changed something else");
    assert!(has(
        &out,
        |o| matches!(o, Outcome::Corrected { correction } if *correction == f)
    ));
    out
}

fn bad(g: &mut GameState, f: F, err: RuleError) {
    let before = g.clone();
    assert_eq!(g.apply(&Command::Fix(f.clone())), Err(err), "{f:?}");
    assert_eq!(*g, before, "{f:?} was refused but changed something");
}

fn na(reason: &str) -> RuleError {
    RuleError::NotAllowed(crate::nemesis::Refusal::from_code(reason).expect("a reason code"))
}

#[test]
fn add_intruder_puts_a_miniature_and_refuses_the_blank() {
    let mut g = game(2, Side::A);
    let id = IntruderId(g.next_intruder);
    fix(
        &mut g,
        F::AddIntruder {
            kind: Adult,
            at: SlotId(8),
        },
        |w| {
            w.intruders.push(Intruder {
                id,
                kind: Adult,
                at: SlotId(8),
                injuries: 0,
            });
            w.next_intruder += 1;
            w.first_encounter = true;
        },
    );
    bad(
        &mut g,
        F::AddIntruder {
            kind: Blank,
            at: SlotId(8),
        },
        na("blank_is_not_a_miniature"),
    );
    bad(
        &mut g,
        F::AddIntruder {
            kind: Adult,
            at: SlotId(22),
        },
        RuleError::UnknownSlot(SlotId(22)),
    );
}

#[test]
fn move_remove_and_injure_an_intruder() {
    let mut g = game(2, Side::A);
    let a = add(&mut g, Adult, 8);
    fix(
        &mut g,
        F::MoveIntruder {
            intruder: a,
            to: SlotId(4),
        },
        |w| w.intruders[0].at = SlotId(4),
    );
    fix(
        &mut g,
        F::SetInjuries {
            intruder: a,
            injuries: 3,
        },
        |w| w.intruders[0].injuries = 3,
    );
    fix(&mut g, F::RemoveIntruder { intruder: a }, |w| {
        w.intruders.clear()
    });
    bad(
        &mut g,
        F::RemoveIntruder { intruder: a },
        RuleError::UnknownIntruder(a),
    );
    let b = add(&mut g, Adult, 8);
    bad(
        &mut g,
        F::MoveIntruder {
            intruder: b,
            to: SlotId(0),
        },
        RuleError::UnknownSlot(SlotId(0)),
    );
}

#[test]
fn noise_and_doors() {
    let mut g = game(2, Side::A);
    let c = corr(&g, 8, 4);
    fix(
        &mut g,
        F::SetNoise {
            corridor: c,
            noise: true,
        },
        |w| w.corridors[c.0 as usize].noise = true,
    );
    fix(
        &mut g,
        F::SetDoor {
            corridor: c,
            door: DoorState::Destroyed,
        },
        |w| w.corridors[c.0 as usize].door = DoorState::Destroyed,
    );
    fix(
        &mut g,
        F::SetTechNoise {
            network: TechNet::Main,
            noise: true,
        },
        |w| {
            w.tech_noise.insert(TechNet::Main, true);
        },
    );
    bad(
        &mut g,
        F::SetNoise {
            corridor: CorridorId(99),
            noise: true,
        },
        RuleError::UnknownCorridor(CorridorId(99)),
    );
    bad(
        &mut g,
        F::SetTechNoise {
            network: TechNet::Red,
            noise: true,
        },
        na("no_such_network"),
    );
}

#[test]
fn fire_and_malfunction_markers_stop_at_eight() {
    let mut g = game(2, Side::A);
    fix(
        &mut g,
        F::SetFire {
            at: SlotId(3),
            fire: true,
        },
        |w| w.rooms.get_mut(&SlotId(3)).unwrap().fire = true,
    );
    for s in 4..=10 {
        g.rooms.get_mut(&SlotId(s)).unwrap().fire = true;
    }
    bad(
        &mut g,
        F::SetFire {
            at: SlotId(12),
            fire: true,
        },
        na("only_8_fire_markers"),
    );
    fix(
        &mut g,
        F::SetFire {
            at: SlotId(3),
            fire: false,
        },
        |w| w.rooms.get_mut(&SlotId(3)).unwrap().fire = false,
    );
    fix(
        &mut g,
        F::SetMalfunction {
            at: SlotId(1),
            malfunction: true,
        },
        |w| w.rooms.get_mut(&SlotId(1)).unwrap().malfunction = true,
    );
    for s in 2..=8 {
        g.rooms.get_mut(&SlotId(s)).unwrap().malfunction = true;
    }
    room(&mut g, 9, RoomKind::Storage);
    bad(
        &mut g,
        F::SetMalfunction {
            at: SlotId(9),
            malfunction: true,
        },
        na("only_8_malfunction_markers"),
    );
}

#[test]
fn set_room_turns_the_tile_face_up_and_keeps_every_tile_counted_once() {
    let mut g = game(2, Side::A);
    let before = tile_census(&g);
    // the Laboratory is face down somewhere ("1" tiles are all in play on side A)
    let lab_slot = *g
        .hidden
        .tiles
        .iter()
        .find(|(_, k)| **k == RoomKind::Laboratory)
        .expect("face down")
        .0;
    let target = if lab_slot == SlotId(2) { 3 } else { 2 };
    let mine = g.hidden.tiles[&SlotId(target)];
    apply(
        &mut g,
        Command::Fix(F::SetRoom {
            at: SlotId(target),
            room: RoomKind::Laboratory,
        }),
    );
    let r = &g.rooms[&SlotId(target)];
    assert_eq!(r.room, Some(RoomKind::Laboratory));
    assert!(r.explored);
    assert_eq!(tile_census(&g), before, "no tile lost or duplicated");
    assert_eq!(
        g.hidden.tiles.get(&lab_slot),
        Some(&mine),
        "the slot that hid the Laboratory now hides the tile from {target:03}"
    );
    // and a character can still walk into that slot and find it
    let from = g.board().unwrap().neighbours(lab_slot)[0];
    put(&mut g, 1, from.0);
    let corridor = corr(&g, from.0, lab_slot.0);
    g.corridors[corridor.0 as usize].door = DoorState::Open;
    apply(
        &mut g,
        Command::Move {
            player: PlayerId(1),
            to: lab_slot,
            corridor: Some(corridor),
            hand: 5,
            careful: None,
            reveal: None,
        },
    );
    assert_eq!(g.rooms[&lab_slot].room, Some(mine));
}

#[test]
fn set_room_refuses_a_room_already_face_up_elsewhere() {
    let mut g = game(2, Side::A);
    room(&mut g, 8, RoomKind::Armory);
    bad(
        &mut g,
        F::SetRoom {
            at: SlotId(6),
            room: RoomKind::Armory,
        },
        na("room_tile_already_in_play"),
    );
}

#[test]
fn objects_on_a_floor() {
    let mut g = game(2, Side::A);
    fix(
        &mut g,
        F::SetObjects {
            at: SlotId(8),
            eggs: 2,
            carcasses: 1,
            corpses: 3,
        },
        |w| {
            let r = w.rooms.get_mut(&SlotId(8)).unwrap();
            (r.eggs, r.carcasses, r.corpses) = (2, 1, 3);
        },
    );
    bad(
        &mut g,
        F::SetObjects {
            at: SlotId(30),
            eggs: 0,
            carcasses: 0,
            corpses: 0,
        },
        RuleError::UnknownSlot(SlotId(30)),
    );
}

#[test]
fn characters_place_slime_larva_wounds_and_contamination() {
    let mut g = game(2, Side::A);
    let p = PlayerId(1);
    fix(
        &mut g,
        F::PlaceCharacter {
            player: p,
            at: SlotId(8),
        },
        |w| w.character_mut(p).unwrap().at = Whereabouts::Room(SlotId(8)),
    );
    fix(
        &mut g,
        F::SetSlime {
            player: p,
            slime: true,
        },
        |w| w.character_mut(p).unwrap().slime = true,
    );
    fix(
        &mut g,
        F::SetLarva {
            player: p,
            larva: true,
        },
        |w| w.character_mut(p).unwrap().larva = true,
    );
    fix(
        &mut g,
        F::SetWounds {
            player: p,
            light: 2,
            serious: 3,
            dressed: 1,
        },
        |w| {
            let c = w.character_mut(p).unwrap();
            (c.light_wounds, c.serious_wounds, c.dressed_wounds) = (2, 3, 1);
        },
    );
    fix(
        &mut g,
        F::SetContamination {
            player: p,
            cards: 4,
        },
        |w| {
            w.character_mut(p).unwrap().contamination = 4;
            w.contamination_deck = 23;
        },
    );
    bad(
        &mut g,
        F::SetWounds {
            player: p,
            light: 3,
            serious: 0,
            dressed: 0,
        },
        na("wounds_out_of_range"),
    );
    bad(
        &mut g,
        F::SetWounds {
            player: p,
            light: 0,
            serious: 4,
            dressed: 0,
        },
        na("wounds_out_of_range"),
    );
    bad(
        &mut g,
        F::SetContamination {
            player: p,
            cards: 28,
        },
        na("not_enough_contamination_cards"),
    );
    bad(
        &mut g,
        F::SetSlime {
            player: PlayerId(5),
            slime: true,
        },
        RuleError::UnknownPlayer(PlayerId(5)),
    );
    g.character_mut(PlayerId(2)).unwrap().at = Whereabouts::Hibernating;
    bad(
        &mut g,
        F::PlaceCharacter {
            player: PlayerId(2),
            at: SlotId(8),
        },
        RuleError::NotOnBoard(PlayerId(2)),
    );
}

#[test]
fn tracks_eggs_and_pods() {
    let mut g = game(2, Side::A);
    fix(&mut g, F::SetTime { time: 8 }, |w| w.time = 8);
    bad(&mut g, F::SetTime { time: 0 }, na("time_out_of_range"));
    bad(&mut g, F::SetTime { time: 16 }, na("time_out_of_range"));
    fix(&mut g, F::SetSelfDestruct { track: Some(4) }, |w| {
        w.self_destruct = Some(4)
    });
    fix(&mut g, F::SetSelfDestruct { track: None }, |w| {
        w.self_destruct = None
    });
    bad(
        &mut g,
        F::SetSelfDestruct { track: Some(0) },
        na("track_out_of_range"),
    );
    bad(
        &mut g,
        F::SetSelfDestruct { track: Some(7) },
        na("track_out_of_range"),
    );
    fix(&mut g, F::SetDestination { letter: 3 }, |w| {
        w.destination = 3
    });
    bad(
        &mut g,
        F::SetDestination { letter: 4 },
        na("no_such_letter"),
    );
    fix(&mut g, F::SetNestEggs { eggs: 8 }, |w| w.nest_eggs = 8);
    bad(&mut g, F::SetNestEggs { eggs: 9 }, na("only_8_eggs"));
    let n = g.pods[0].number;
    fix(
        &mut g,
        F::SetPodLock {
            pod: n,
            locked: false,
        },
        |w| w.pods[0].locked = false,
    );
    bad(
        &mut g,
        F::SetPodLock {
            pod: 9,
            locked: false,
        },
        RuleError::UnknownPod(9),
    );
}

#[test]
fn tokens_move_between_the_bag_and_the_supply() {
    let mut g = game(2, Side::A);
    let bag_before = bag_kinds(&g);
    let total = g.component_counts().0;
    apply(&mut g, Command::Fix(F::AddTokenToBag { kind: Adult }));
    let adults = |g: &GameState| bag_kinds(g).iter().filter(|k| **k == Adult).count();
    assert_eq!(adults(&g), 6);
    assert_eq!(bag_kinds(&g).len(), bag_before.len() + 1);
    apply(&mut g, Command::Fix(F::RemoveTokenFromBag { kind: Larva }));
    assert_eq!(bag_kinds(&g).iter().filter(|k| **k == Larva).count(), 3);
    assert_eq!(g.component_counts().0, total, "tokens are only moved");
}

/// A bag correction is never refused for what the bag holds, and its outcome does not depend on
/// it either: a refusal or a different line would tell the table what the hidden bag contains.
#[test]
fn bag_corrections_say_nothing_about_what_the_bag_holds() {
    let kinds = [Blank, Larva, Creeper, Adult, Breeder, Queen];
    let tokens = &crate::nemesis::game::data()
        .unwrap()
        .content(Default::default())
        .tokens;
    let in_supply = |g: &GameState, kind| {
        g.hidden
            .supply
            .iter()
            .filter(|&&t| tokens[t as usize].kind.is(kind))
            .count()
    };
    let in_bag = |g: &GameState, kind| bag_kinds(g).iter().filter(|k| **k == kind).count();
    let mut g = game(2, Side::A);
    let all_in_bag = *kinds
        .iter()
        .find(|&&k| in_supply(&g, k) == 0 && in_bag(&g, k) > 0)
        .expect("a type with every token in the bag");
    let none_in_bag = *kinds
        .iter()
        .find(|&&k| in_bag(&g, k) == 0)
        .expect("a type with no token in the bag");
    let before = bag_kinds(&g);
    let add_nothing = apply(&mut g, Command::Fix(F::AddTokenToBag { kind: all_in_bag }));
    let remove_nothing = apply(
        &mut g,
        Command::Fix(F::RemoveTokenFromBag { kind: none_in_bag }),
    );
    assert_eq!(
        bag_kinds(&g),
        before,
        "nothing to add or remove: the bag is as it was"
    );
    // where they do change the bag, the outcomes have the same shape
    let mut other = game(2, Side::A);
    let add_one = apply(&mut other, Command::Fix(F::AddTokenToBag { kind: Adult }));
    let remove_one = apply(
        &mut other,
        Command::Fix(F::RemoveTokenFromBag { kind: Larva }),
    );
    assert_ne!(bag_kinds(&other), bag_kinds(&game(2, Side::A)));
    let shape = |out: &[Outcome]| -> Vec<String> {
        let mut text = format!("{out:?}");
        for k in kinds {
            text = text.replace(&format!("{k:?}"), "_");
        }
        vec![text]
    };
    assert_eq!(shape(&add_nothing), shape(&add_one));
    assert_eq!(shape(&remove_nothing), shape(&remove_one));
}

#[test]
fn kill_character_records_a_death_from_the_table() {
    let mut g = game(3, Side::A);
    let out = apply(
        &mut g,
        Command::Fix(F::KillCharacter {
            player: PlayerId(2),
        }),
    );
    assert!(has(&out, |o| matches!(
        o,
        Outcome::CharacterDied {
            player: PlayerId(2),
            cause: DeathCause::Reported,
            at: Some(SlotId(11))
        }
    )));
    assert_eq!(g.first_death, Some(PlayerId(2)));
    assert_eq!(
        g.rooms[&SlotId(11)].corpses,
        2,
        "the blue corpse and this one"
    );
    bad(
        &mut g,
        F::KillCharacter {
            player: PlayerId(2),
        },
        na("already_dead"),
    );
}

#[test]
fn no_corrections_once_the_game_is_over() {
    let mut g = game(2, Side::A);
    run(&mut g, |c| {
        c.end_game(crate::nemesis::state::EndCause::NinthFire)
    });
    bad(&mut g, F::SetTime { time: 5 }, RuleError::GameOver);
}

#[test]
fn malfunction_correction_refuses_rooms_that_never_hold_one() {
    let mut g = game(2, Side::A);
    room(&mut g, 5, RoomKind::Nest);
    bad(
        &mut g,
        F::SetMalfunction {
            at: SlotId(5),
            malfunction: true,
        },
        na("room_cannot_hold_malfunction"),
    );
    // an unexplored room cannot hold one either
    bad(
        &mut g,
        F::SetMalfunction {
            at: SlotId(12),
            malfunction: true,
        },
        na("room_cannot_hold_malfunction"),
    );
}

/// The audit's case: undo a move, add then remove a token by correction (nothing visible
/// changes), then the same move: it must roll the same die. Corrections never draw at random,
/// and a token added then removed leaves the bag and supply exactly as they were.
#[test]
fn a_correction_and_its_reverse_change_no_future_draw() {
    for seed in 1..=35u64 {
        let mut g = GameState::new(crate::nemesis::GameConfig::numbered(
            seed,
            3,
            Side::A,
            crate::ids::Mode::Standard,
        ))
        .unwrap();
        let mv = Command::Move {
            player: PlayerId(1),
            to: SlotId(6),
            corridor: None,
            hand: 5,
            careful: None,
            reveal: None,
        };
        let mut plain = g.clone();
        let first = plain.apply(&mv);
        for kind in [Adult, Larva, Creeper, Breeder, Queen, Blank] {
            let before = g.clone();
            // also when none of this type is left in the supply: then nothing was added, and
            // taking it back takes nothing out (issue 35: the only Blank stayed in the bag)
            apply(&mut g, Command::Fix(F::AddTokenToBag { kind }));
            apply(&mut g, Command::Fix(F::RemoveTokenFromBag { kind }));
            assert_eq!(g.hidden.bag, before.hidden.bag, "seed {seed} {kind:?}");
            assert_eq!(
                g.hidden.supply, before.hidden.supply,
                "seed {seed} {kind:?}"
            );
            assert_eq!(
                g.hidden.rng, before.hidden.rng,
                "the game's stream is untouched"
            );
        }
        assert_eq!(
            g.apply(&mv),
            first,
            "seed {seed}: the same move, the same draws"
        );
        // and the whole future is the same: the whole state is equal
        assert_eq!(g, plain, "seed {seed}");
    }
}

/// Every correction that touches the bag or the decks leaves the game's random stream alone.
#[test]
fn no_correction_consumes_the_games_random_stream() {
    let mut g = game(4, Side::A);
    let rng = g.hidden.rng.clone();
    let fixes = [
        F::AddTokenToBag { kind: Adult },
        F::NextToken { kind: Queen },
        F::NextToken { kind: Breeder },
        F::RemoveTokenFromBag { kind: Larva },
        F::NextEvent { card: 3 },
        F::NextAttack { card: 2 },
        F::SetNoise {
            corridor: CorridorId(0),
            noise: true,
        },
    ];
    for f in fixes {
        let _ = g.apply(&Command::Fix(f));
        assert_eq!(g.hidden.rng, rng);
    }
}

/// Issue 33: the window's correction steppers offer `limits`' ranges; each range's ends are
/// accepted and the value past its end refused, so the window offers nothing the rules refuse
/// and hides nothing they accept.
#[test]
fn the_correction_limits_are_what_the_rules_accept() {
    use crate::nemesis::limits;
    let accepts = |f: F| {
        // as the journal takes a command: checked against the ranges, then applied
        let mut g = game(2, Side::A);
        Command::Fix(f)
            .normalised()
            .is_ok_and(|c| g.apply(&c).is_ok())
    };
    let p = PlayerId(1);
    let at = SlotId(11);
    for t in [*limits::TIME.start(), *limits::TIME.end()] {
        assert!(accepts(F::SetTime { time: t }));
    }
    assert!(!accepts(F::SetTime {
        time: limits::TIME.end() + 1
    }));
    assert!(!accepts(F::SetTime {
        time: limits::TIME.start() - 1
    }));
    assert!(accepts(F::SetNestEggs {
        eggs: *limits::NEST_EGGS.end()
    }));
    assert!(!accepts(F::SetNestEggs {
        eggs: limits::NEST_EGGS.end() + 1
    }));
    assert!(accepts(F::SetSelfDestruct {
        track: Some(*limits::SELF_DESTRUCT.end())
    }));
    assert!(!accepts(F::SetSelfDestruct {
        track: Some(limits::SELF_DESTRUCT.end() + 1)
    }));
    assert!(accepts(F::SetDestination {
        letter: *limits::DESTINATION.end()
    }));
    assert!(!accepts(F::SetDestination {
        letter: limits::DESTINATION.end() + 1
    }));
    let wounds = |light, serious| F::SetWounds {
        player: p,
        light,
        serious,
        dressed: 0,
    };
    assert!(accepts(wounds(
        *limits::LIGHT_WOUNDS.end(),
        *limits::SERIOUS_WOUNDS.end()
    )));
    assert!(!accepts(wounds(limits::LIGHT_WOUNDS.end() + 1, 0)));
    assert!(!accepts(wounds(0, limits::SERIOUS_WOUNDS.end() + 1)));
    let objects = |eggs, carcasses, corpses| F::SetObjects {
        at,
        eggs,
        carcasses,
        corpses,
    };
    assert!(accepts(objects(
        *limits::ROOM_EGGS.end(),
        *limits::CARCASSES.end(),
        *limits::CORPSES.end()
    )));
    assert!(!accepts(objects(limits::ROOM_EGGS.end() + 1, 0, 0)));
    assert!(!accepts(objects(0, limits::CARCASSES.end() + 1, 0)));
    assert!(!accepts(objects(0, 0, limits::CORPSES.end() + 1)));
    let g = game(2, Side::A);
    let most = *g.contamination_range(p).end();
    assert!(accepts(F::SetContamination {
        player: p,
        cards: most
    }));
    assert!(!accepts(F::SetContamination {
        player: p,
        cards: most + 1
    }));
}
