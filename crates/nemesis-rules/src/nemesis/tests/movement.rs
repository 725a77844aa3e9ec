//! Character movement, exploration and escape (base.md §6.2, §6.3, §9.5). Side A: the characters
//! start in the Hibernatorium (011), whose exits are 1→015, 2→006, 3→008, 4→014.

use super::kit::*;
use crate::ids::*;
use crate::nemesis::command::{NoiseSpot, Reveal};
use crate::nemesis::content::ExplorationEffect as X;
use crate::nemesis::outcome::Outcome;
use crate::nemesis::state::{DoorState, Whereabouts};
use crate::{Command, RuleError};
use IntruderKind::*;

fn mv(p: u8, to: u8) -> Command {
    Command::Move {
        player: PlayerId(p),
        to: SlotId(to),
        corridor: None,
        hand: 5,
        careful: None,
        reveal: None,
    }
}

fn careful(p: u8, to: u8, spot: NoiseSpot) -> Command {
    Command::Move {
        player: PlayerId(p),
        to: SlotId(to),
        corridor: None,
        hand: 5,
        careful: Some(spot),
        reveal: None,
    }
}

fn rolled(out: &[Outcome]) -> bool {
    has(out, |o| matches!(o, Outcome::NoiseRolled { .. }))
}

/// Issue "a table can trust it": exploring the Nest told the players to place a malfunction
/// marker that the app did not place. The Nest cannot break down: the token has no effect, and
/// the outcome says so.
#[test]
fn a_malfunction_token_in_the_nest_has_no_effect_and_says_so() {
    let mut g = game(2, Side::A);
    face_down(&mut g, 6, RoomKind::Nest, X::Malfunction, None);
    let out = apply(&mut g, mv(1, 6));
    assert!(!has(&out, |o| matches!(
        o,
        Outcome::MalfunctionPlaced { .. }
    )));
    assert!(has(&out, |o| *o
        == Outcome::ExplorationIgnored {
            at: SlotId(6),
            effect: X::Malfunction
        }));
    assert!(!g.rooms[&SlotId(6)].malfunction);
}

#[test]
fn entering_an_unexplored_room_reveals_its_tile_and_token_and_resolves_them() {
    let mut g = game(2, Side::A);
    face_down(&mut g, 6, RoomKind::Canteen, X::Malfunction, Some(2));
    let out = apply(&mut g, mv(1, 6));
    assert!(has(&out, |o| matches!(
        o,
        Outcome::RoomRevealed {
            at: SlotId(6),
            room: RoomKind::Canteen,
            exploration: X::Malfunction,
            items: 2,
            ..
        }
    )));
    assert!(has(&out, |o| matches!(
        o,
        Outcome::MalfunctionPlaced { at: SlotId(6) }
    )));
    assert!(rolled(&out), "an empty room: the noise roll follows");
    let r = &g.rooms[&SlotId(6)];
    assert_eq!(r.room, Some(RoomKind::Canteen));
    assert!(r.explored && r.malfunction);
    assert_eq!(r.items, Some(2));
    assert!(!g.hidden.tiles.contains_key(&SlotId(6)));
    assert!(
        !g.hidden.tokens.contains_key(&SlotId(6)),
        "the token is used up"
    );
    assert_eq!(g.character(PlayerId(1)).unwrap().room(), Some(SlotId(6)));
}

#[test]
fn silence_token_means_no_noise_roll() {
    let mut g = game(2, Side::A);
    face_down(&mut g, 6, RoomKind::Canteen, X::Silence, None);
    let out = apply(&mut g, mv(1, 6));
    assert!(!rolled(&out));
    assert!(has(&out, |o| matches!(
        o,
        Outcome::NoRoll {
            at: SlotId(6),
            company: false,
            ..
        }
    )));
    assert!(g.corridors.iter().all(|c| !c.noise));
}

#[test]
fn silence_token_on_a_slimed_character_is_danger() {
    let mut g = game(2, Side::A);
    face_down(&mut g, 6, RoomKind::Canteen, X::Silence, None);
    g.character_mut(PlayerId(1)).unwrap().slime = true;
    let adult = add(&mut g, Adult, 5);
    let out = apply(&mut g, mv(1, 6));
    assert!(!rolled(&out));
    assert!(has(&out, |o| matches!(
        o,
        Outcome::IntruderMoved {
            from: SlotId(5),
            to: SlotId(6),
            onto_characters: true,
            ..
        }
    )));
    assert_eq!(g.intruder(adult).unwrap().at, SlotId(6));
}

#[test]
fn danger_token_pulls_in_neighbouring_intruders_not_in_combat_without_a_roll() {
    let mut g = game(2, Side::A);
    face_down(&mut g, 6, RoomKind::Canteen, X::Danger, None);
    let a = add(&mut g, Adult, 5);
    let b = add(&mut g, Creeper, 7);
    put(&mut g, 2, 2);
    let fighting = add(&mut g, Adult, 2);
    let out = apply(&mut g, mv(1, 6));
    assert!(!rolled(&out));
    assert_eq!(g.intruder(a).unwrap().at, SlotId(6));
    assert_eq!(g.intruder(b).unwrap().at, SlotId(6));
    assert_eq!(
        g.intruder(fighting).unwrap().at,
        SlotId(2),
        "in combat: stays"
    );
    assert!(!has(&out, |o| matches!(o, Outcome::NoisePlaced { .. })));
}

#[test]
fn slime_token_slimes_the_character_and_the_roll_still_happens() {
    let mut g = game(2, Side::A);
    face_down(&mut g, 6, RoomKind::Canteen, X::Slime, None);
    let out = apply(&mut g, mv(1, 6));
    assert!(has(&out, |o| matches!(
        o,
        Outcome::Slimed {
            player: PlayerId(1)
        }
    )));
    assert!(g.character(PlayerId(1)).unwrap().slime);
    assert!(rolled(&out));
}

#[test]
fn fire_token_sets_the_room_on_fire() {
    let mut g = game(2, Side::A);
    face_down(&mut g, 6, RoomKind::Canteen, X::Fire, None);
    let out = apply(&mut g, mv(1, 6));
    assert!(has(&out, |o| matches!(
        o,
        Outcome::FirePlaced { at: SlotId(6) }
    )));
    assert!(g.rooms[&SlotId(6)].fire);
    assert!(rolled(&out));
}

#[test]
fn door_token_closes_the_corridor_the_character_came_through() {
    let mut g = game(2, Side::A);
    face_down(&mut g, 6, RoomKind::Canteen, X::Door, None);
    let out = apply(&mut g, mv(1, 6));
    let c = corr(&g, 11, 6);
    assert!(has(&out, |o| matches!(
        o,
        Outcome::DoorSet { corridor, door: DoorState::Closed } if *corridor == c
    )));
    assert_eq!(door_of(&g, 11, 6), DoorState::Closed);
    for other in [7, 5, 2] {
        assert_eq!(door_of(&g, 6, other), DoorState::Open);
    }
}

#[test]
fn the_nest_gets_no_item_counter() {
    let mut g = game(2, Side::A);
    explore(&mut g, 6);
    put(&mut g, 1, 6);
    face_down(&mut g, 5, RoomKind::Nest, X::Door, Some(3));
    let out = apply(&mut g, mv(1, 5));
    assert!(has(&out, |o| matches!(
        o,
        Outcome::RoomRevealed {
            room: RoomKind::Nest,
            items: 0,
            ..
        }
    )));
    assert_eq!(g.rooms[&SlotId(5)].items, Some(0));
    assert_eq!(door_of(&g, 6, 5), DoorState::Closed);
}

#[test]
fn the_slime_room_slimes_before_its_token_so_silence_becomes_danger_and_it_has_no_items() {
    let mut g = game(2, Side::A);
    face_down(&mut g, 6, RoomKind::SlimeRoom, X::Silence, Some(1));
    let adult = add(&mut g, Adult, 5);
    let out = apply(&mut g, mv(1, 6));
    let slimed = out
        .iter()
        .position(|o| matches!(o, Outcome::Slimed { .. }))
        .expect("slimed");
    let moved = out
        .iter()
        .position(|o| matches!(o, Outcome::IntruderMoved { .. }))
        .expect("danger pulled the adult");
    assert!(slimed < moved);
    assert_eq!(g.intruder(adult).unwrap().at, SlotId(6));
    assert_eq!(g.rooms[&SlotId(6)].items, Some(0));
    assert!(!rolled(&out));
}

#[test]
fn solo_mode_halves_the_item_counter_rounding_up() {
    for (items, want) in [(1u8, 1u8), (3, 2), (4, 2)] {
        let mut g = game(1, Side::A);
        // the bundled tokens: Silence tokens show 1, Slime tokens show 3 and 4
        let effect = if items == 1 { X::Silence } else { X::Slime };
        face_down(&mut g, 6, RoomKind::Canteen, effect, Some(items));
        apply(&mut g, mv(1, 6));
        assert_eq!(g.rooms[&SlotId(6)].items, Some(want), "token {items}");
    }
}

#[test]
fn a_reported_reveal_swaps_tiles_and_tokens_so_none_is_lost_or_duplicated() {
    let mut g = game(2, Side::A);
    // the table reports what it flipped where the box deals
    g.config.dealer = crate::ids::Dealer::Box;
    let before = tile_census(&g);
    assert!(before.values().all(|&n| n == 1), "setup: every tile once");
    let mine = g.hidden.tiles[&SlotId(6)];
    let my_token = g.hidden.tokens[&SlotId(6)];
    // the players turn up the Laboratory, which the app had face down elsewhere (or in the box)
    let lab_was = g
        .hidden
        .tiles
        .iter()
        .find(|(_, k)| **k == RoomKind::Laboratory)
        .map(|(s, _)| *s);
    assert_ne!(
        mine,
        RoomKind::Laboratory,
        "seed 42 puts another tile on 006"
    );
    let fire_token = g
        .hidden
        .tokens
        .iter()
        .find(|(s, t)| {
            **s != SlotId(6) && {
                let c = &crate::nemesis::data().unwrap().content(Default::default());
                c.exploration[**t as usize].effect == X::Fire
            }
        })
        .map(|(s, t)| (*s, *t));
    let Some((fire_slot, fire_t)) = fire_token else {
        panic!("seed 42 hides a fire token on the board");
    };
    let items = crate::nemesis::data()
        .unwrap()
        .content(Default::default())
        .exploration[fire_t as usize]
        .items
        .expect("a base token prints its number");
    let out = apply(
        &mut g,
        Command::Move {
            player: PlayerId(1),
            to: SlotId(6),
            corridor: None,
            hand: 5,
            careful: None,
            reveal: Some(Reveal {
                room: RoomKind::Laboratory,
                exploration: X::Fire,
                items,
            }),
        },
    );
    assert!(has(&out, |o| matches!(
        o,
        Outcome::RoomRevealed {
            room: RoomKind::Laboratory,
            exploration: X::Fire,
            ..
        }
    )));
    assert_eq!(g.rooms[&SlotId(6)].room, Some(RoomKind::Laboratory));
    assert!(g.rooms[&SlotId(6)].fire);
    match lab_was {
        Some(s) => assert_eq!(g.hidden.tiles[&s], mine, "the other slot got our tile"),
        None => assert!(g.hidden.unused_tiles.contains(&mine)),
    }
    assert_eq!(tile_census(&g), before, "no tile lost or duplicated");
    assert_eq!(
        g.hidden.tokens[&fire_slot], my_token,
        "the token swapped places too"
    );
}

#[test]
fn a_reported_tile_from_the_box_puts_the_apps_tile_in_the_box() {
    let mut g = game(2, Side::A);
    // the table reports what it flipped where the box deals
    g.config.dealer = crate::ids::Dealer::Box;
    let before = tile_census(&g);
    let mine = g.hidden.tiles[&SlotId(6)];
    let boxed = g.hidden.unused_tiles[0];
    let t = g.hidden.tokens[&SlotId(6)];
    let f = crate::nemesis::data()
        .unwrap()
        .content(Default::default())
        .exploration[t as usize]
        .clone();
    apply(
        &mut g,
        Command::Move {
            player: PlayerId(1),
            to: SlotId(6),
            corridor: None,
            hand: 5,
            careful: None,
            reveal: Some(Reveal {
                room: boxed,
                exploration: f.effect,
                items: f.items.unwrap_or(0),
            }),
        },
    );
    assert_eq!(g.rooms[&SlotId(6)].room, Some(boxed));
    assert!(g.hidden.unused_tiles.contains(&mine));
    assert!(!g.hidden.unused_tiles.contains(&boxed));
    assert_eq!(tile_census(&g), before);
}

#[test]
fn a_reported_tile_already_face_up_is_refused_and_nothing_changes() {
    let mut g = game(2, Side::A);
    // the table reports what it flipped where the box deals
    g.config.dealer = crate::ids::Dealer::Box;
    room(&mut g, 8, RoomKind::Armory);
    let before = g.clone();
    let err = g
        .apply(&Command::Move {
            player: PlayerId(1),
            to: SlotId(6),
            corridor: None,
            hand: 5,
            careful: None,
            reveal: Some(Reveal {
                room: RoomKind::Armory,
                exploration: X::Silence,
                items: 1,
            }),
        })
        .unwrap_err();
    assert_eq!(
        err,
        RuleError::NotAllowed(
            crate::nemesis::Refusal::from_code("room_tile_already_in_play").expect("a reason code")
        )
    );
    assert_eq!(g, before);
}

#[test]
fn entering_a_room_with_another_character_makes_no_roll() {
    let mut g = game(2, Side::A);
    explore(&mut g, 6);
    put(&mut g, 2, 6);
    let out = apply(&mut g, mv(1, 6));
    assert!(!rolled(&out));
    assert!(has(&out, |o| matches!(
        o,
        Outcome::NoRoll {
            player: PlayerId(1),
            at: SlotId(6),
            company: true,
        }
    )));
}

#[test]
fn entering_a_room_with_an_intruder_is_combat_not_an_encounter() {
    let mut g = game(2, Side::A);
    explore(&mut g, 6);
    add(&mut g, Adult, 6);
    let bag_before = bag_kinds(&g);
    let out = apply(&mut g, mv(1, 6));
    assert!(!rolled(&out));
    assert!(!has(&out, |o| matches!(o, Outcome::Encounter { .. })));
    assert!(!has(&out, |o| matches!(o, Outcome::Attack { .. })));
    assert!(g.in_combat(SlotId(6)));
    assert_eq!(bag_kinds(&g), bag_before);
}

#[test]
fn careful_movement_puts_noise_on_the_chosen_free_corridor_instead_of_rolling() {
    let mut g = game(2, Side::A);
    explore(&mut g, 6);
    let c = corr(&g, 6, 7);
    let out = apply(&mut g, careful(1, 6, NoiseSpot::Corridor(c)));
    assert!(!rolled(&out));
    assert!(has(&out, |o| matches!(
        o,
        Outcome::NoisePlaced { at: SlotId(6), spot: NoiseSpot::Corridor(x) } if *x == c
    )));
    let noisy: Vec<usize> = (0..g.corridors.len())
        .filter(|&i| g.corridors[i].noise)
        .collect();
    assert_eq!(noisy, vec![c.0 as usize]);
}

#[test]
fn careful_movement_ignores_silence_and_danger_tokens() {
    for effect in [X::Danger, X::Silence] {
        let mut g = game(2, Side::A);
        face_down(&mut g, 6, RoomKind::Canteen, effect, None);
        g.character_mut(PlayerId(1)).unwrap().slime = true;
        let adult = add(&mut g, Adult, 5);
        let c = corr(&g, 6, 2);
        let out = apply(&mut g, careful(1, 6, NoiseSpot::Corridor(c)));
        assert!(has(&out, |o| matches!(
            o,
            Outcome::ExplorationIgnored { at: SlotId(6), effect: e } if *e == effect
        )));
        assert_eq!(g.intruder(adult).unwrap().at, SlotId(5), "{effect:?}");
        assert!(g.corridors[c.0 as usize].noise);
    }
}

#[test]
fn careful_movement_refuses_a_corridor_that_already_has_noise() {
    let mut g = game(2, Side::A);
    explore(&mut g, 6);
    let c = corr(&g, 6, 7);
    g.corridors[c.0 as usize].noise = true;
    let before = g.clone();
    let err = g.apply(&careful(1, 6, NoiseSpot::Corridor(c))).unwrap_err();
    assert_eq!(
        err,
        RuleError::NotAllowed(
            crate::nemesis::Refusal::from_code("careful_spot_has_noise").expect("a reason code")
        )
    );
    assert_eq!(g, before);
}

#[test]
fn careful_movement_cannot_enter_a_room_whose_corridors_all_have_noise() {
    let mut g = game(2, Side::A);
    explore(&mut g, 6);
    let board = g.board().unwrap();
    let spots = board.corridors_of(SlotId(6));
    for c in &spots {
        g.corridors[c.0 as usize].noise = true;
    }
    let before = g.clone();
    for c in spots {
        assert!(g.apply(&careful(1, 6, NoiseSpot::Corridor(c))).is_err());
    }
    assert_eq!(g, before);
}

#[test]
fn careful_movement_is_refused_in_combat() {
    let mut g = game(2, Side::A);
    explore(&mut g, 6);
    add(&mut g, Adult, 11);
    let c = corr(&g, 6, 7);
    let before = g.clone();
    assert_eq!(
        g.apply(&careful(1, 6, NoiseSpot::Corridor(c))),
        Err(RuleError::InCombat)
    );
    assert_eq!(g, before);
}

#[test]
fn a_closed_door_blocks_character_movement_and_nothing_changes() {
    let mut g = game(2, Side::A);
    door(&mut g, 11, 6, DoorState::Closed);
    let before = g.clone();
    let c = corr(&g, 11, 6);
    assert_eq!(g.apply(&mv(1, 6)), Err(RuleError::DoorClosed(c)));
    assert_eq!(g, before);
    // a destroyed door does not block
    door(&mut g, 11, 6, DoorState::Destroyed);
    apply(&mut g, mv(1, 6));
    assert_eq!(g.character(PlayerId(1)).unwrap().room(), Some(SlotId(6)));
}

#[test]
fn moving_to_a_room_that_is_not_a_neighbour_is_refused() {
    let mut g = game(2, Side::A);
    let before = g.clone();
    assert_eq!(
        g.apply(&mv(1, 1)),
        Err(RuleError::NotNeighbour {
            from: SlotId(11),
            to: SlotId(1)
        })
    );
    assert_eq!(g, before);
}

#[test]
fn escape_every_intruder_attacks_in_the_order_queen_breeder_adult_creeper_larva() {
    let mut g = game(2, Side::A);
    explore(&mut g, 6);
    room(&mut g, 7, RoomKind::Armory);
    put(&mut g, 1, 6);
    // added in a scrambled order on purpose
    for k in [Larva, Adult, Queen, Creeper, Breeder] {
        add(&mut g, k, 6);
    }
    // four misses: none of these cards shows the attacker's symbol
    attacks_on_top(&mut g, &["BA18", "BA19", "BA14", "BA15"]);
    let (r, out) = rig_noise(&mut g, NoiseResult::Silence, |c| {
        c.move_character(PlayerId(1), SlotId(7), None, 5, None, None)
    });
    r.unwrap();
    let order: Vec<IntruderKind> = out
        .iter()
        .filter_map(|o| match o {
            Outcome::Attack { kind, hit, .. } => {
                assert!(!hit);
                Some(*kind)
            }
            Outcome::Infestation { .. } => Some(Larva),
            _ => None,
        })
        .collect();
    assert_eq!(order, vec![Queen, Breeder, Adult, Creeper, Larva]);
    let moved = out
        .iter()
        .position(|o| {
            matches!(
                o,
                Outcome::CharacterMoved {
                    escape: true,
                    to: SlotId(7),
                    ..
                }
            )
        })
        .expect("escaped");
    let last_attack = out
        .iter()
        .rposition(|o| matches!(o, Outcome::Attack { .. } | Outcome::Infestation { .. }))
        .unwrap();
    assert!(last_attack < moved, "the attacks come before the move");
    let p1 = g.character(PlayerId(1)).unwrap();
    assert_eq!(p1.room(), Some(SlotId(7)));
    assert!(p1.larva);
    assert_eq!(g.intruders_in(SlotId(6)).count(), 4);
}

#[test]
fn a_character_killed_while_escaping_leaves_its_corpse_in_the_room_it_tried_to_leave() {
    let mut g = game(2, Side::A);
    explore(&mut g, 6);
    explore(&mut g, 7);
    put(&mut g, 1, 6);
    {
        let c = g.character_mut(PlayerId(1)).unwrap();
        c.serious_wounds = 3;
        c.carrying = vec![ObjectKind::Egg];
    }
    add(&mut g, Adult, 6);
    attacks_on_top(&mut g, &["BA10"]);
    let out = apply(&mut g, mv(1, 7));
    assert!(has(&out, |o| matches!(
        o,
        Outcome::CharacterDied {
            player: PlayerId(1),
            at: Some(SlotId(6)),
            ..
        }
    )));
    assert!(!has(&out, |o| matches!(o, Outcome::CharacterMoved { .. })));
    assert_eq!(g.character(PlayerId(1)).unwrap().at, Whereabouts::Dead);
    assert_eq!(g.rooms[&SlotId(6)].corpses, 1);
    assert_eq!(
        g.rooms[&SlotId(6)].eggs,
        1,
        "carried objects drop there too"
    );
    assert_eq!(g.rooms[&SlotId(7)].corpses, 0);
}

#[test]
fn every_character_entering_the_slime_room_gets_slime_not_only_the_first() {
    let mut g = game(2, Side::A);
    face_down(&mut g, 6, RoomKind::SlimeRoom, X::Malfunction, None);
    apply(&mut g, mv(1, 6));
    assert!(g.character(PlayerId(1)).unwrap().slime);
    let out = apply(&mut g, mv(2, 6));
    assert!(has(&out, |o| matches!(
        o,
        Outcome::Slimed {
            player: PlayerId(2)
        }
    )));
    assert!(g.character(PlayerId(2)).unwrap().slime);
}

/// Edition 5 (issue 53): where the app deals, what lies face down is the app's hidden draw. A
/// move into a face-down room names no tile or token: the offers carry none, a reported one is
/// refused and changes nothing, and the move without one takes the app's tile. An edition-4
/// game replays as it was played, the reported tile swapped in.
#[test]
fn where_the_app_deals_a_move_reports_no_tile() {
    let mut g = game(2, Side::A);
    assert_eq!(g.config.dealer, crate::ids::Dealer::App);
    let to = SlotId(6);
    assert!(!g.rooms[&to].explored);
    let moves: Vec<_> = g
        .offers()
        .into_iter()
        .filter_map(|o| match o.command {
            Command::Move {
                player: PlayerId(1),
                to: t,
                reveal,
                ..
            } if t == to => Some(reveal),
            _ => None,
        })
        .collect();
    assert_eq!(moves, vec![None], "one move in, naming nothing");
    let mine = g.hidden.tiles[&to];
    let other = *g
        .hidden
        .unused_tiles
        .iter()
        .find(|k| **k != mine)
        .expect("a tile in the box");
    let reported = |room| Command::Move {
        player: PlayerId(1),
        to,
        corridor: None,
        hand: 5,
        careful: None,
        reveal: Some(Reveal {
            room,
            exploration: X::Silence,
            items: 1,
        }),
    };
    let before = g.clone();
    assert_eq!(
        g.apply(&reported(other)).err(),
        Some(RuleError::NotAllowed(crate::nemesis::Refusal::TheAppDeals))
    );
    assert_eq!(g, before, "a refused reveal changes nothing");
    let mut old = g.clone();
    old.config.edition = 4;
    apply(&mut old, reported(other));
    assert_eq!(
        old.rooms[&to].room,
        Some(other),
        "edition 4 took the table's tile"
    );
    apply(
        &mut g,
        Command::Move {
            player: PlayerId(1),
            to,
            corridor: None,
            hand: 5,
            careful: None,
            reveal: None,
        },
    );
    assert_eq!(g.rooms[&to].room, Some(mine), "the app's own tile");
}

/// Issue 53: the rules keep the hand each player last said, less what they know was paid since,
/// so that every screen (the window after a restart, the phones) starts its next hand question
/// from it: a move's hand, a shot paid by the player whose turn it is, the Event Phase's hands,
/// and a new round's full hands. Undo (a replay) gives the same.
#[test]
fn the_rules_keep_the_hand_each_player_last_said() {
    let mut g = game(2, Side::A);
    assert_eq!((g.hand_said(PlayerId(1)), g.hand_said(PlayerId(2))), (5, 5));
    apply(&mut g, mv(1, 6));
    assert_eq!(g.hand_said(PlayerId(1)), 5, "mv says 5 after paying");
    let to = SlotId(8);
    apply(
        &mut g,
        Command::Move {
            player: PlayerId(2),
            to,
            corridor: None,
            hand: 3,
            careful: None,
            reveal: None,
        },
    );
    assert_eq!(g.hand_said(PlayerId(2)), 3);
    // player 2 shoots (their turn): one card paid
    let a = add(&mut g, Adult, 8);
    apply(
        &mut g,
        Command::Injure {
            intruder: a,
            injuries: 1,
        },
    );
    assert_eq!(
        g.hand_said(PlayerId(2)),
        2,
        "the shot is paid by the player on turn"
    );
    assert_eq!(g.hand_said(PlayerId(1)), 5);
    // everyone passes; the Event Phase's hands are said, then a new round draws up to 5
    for p in [1, 2] {
        let _ = g.apply(&Command::EndTurn {
            player: PlayerId(p),
            passed: true,
            hand: None,
        });
    }
    let out = apply(
        &mut g,
        Command::EventPhase {
            hands: vec![(PlayerId(1), 4), (PlayerId(2), 2)],
        },
    );
    assert!(
        out.iter()
            .any(|x| matches!(x, Outcome::RoundStarted { .. })),
        "the round ends"
    );
    assert!(
        g.hands_said.is_empty(),
        "a new round: everyone holds 5 again"
    );
    assert_eq!(g.hand_said(PlayerId(2)), 5);
}
