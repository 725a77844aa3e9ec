//! Issue 35 for Retaliation: corrections that cancel out change no future draw (the corridor and
//! room tiles, the exploration, event and attack decks, the bag). The audit's case: a Landing
//! Zone corridor corrected to the pile's next tile and back reordered the pile.

use super::map::Door;
use super::*;
use proptest::prelude::*;

type E = RetaliationError;
type Future = Vec<Result<Vec<RetaliationOutcome>, E>>;

/// One correction and the one that takes it back.
#[derive(Debug, Clone)]
enum Pair {
    /// A placed corridor (index among the map's) corrected to a tile of the pile (index), then
    /// back.
    Tile {
        corridor: usize,
        tile: usize,
    },
    Fire {
        room: usize,
    },
    Malfunction {
        room: usize,
    },
    Noise {
        corridor: usize,
    },
    Door {
        corridor: usize,
        to: u8,
    },
    /// A token of a type into the bag and out, or out and in.
    Bag {
        kind: usize,
        add: bool,
    },
    /// A placed room tile corrected to another of its type from the pile, then back.
    RoomTile {
        room: usize,
        tile: usize,
    },
}

fn pair() -> impl Strategy<Value = Pair> {
    prop_oneof![
        4 => (any::<usize>(), any::<usize>()).prop_map(|(corridor, tile)| Pair::Tile { corridor, tile }),
        1 => any::<usize>().prop_map(|room| Pair::Fire { room }),
        1 => any::<usize>().prop_map(|room| Pair::Malfunction { room }),
        1 => any::<usize>().prop_map(|corridor| Pair::Noise { corridor }),
        1 => (any::<usize>(), 0u8..3).prop_map(|(corridor, to)| Pair::Door { corridor, to }),
        2 => (any::<usize>(), any::<bool>()).prop_map(|(kind, add)| Pair::Bag { kind, add }),
        2 => (any::<usize>(), any::<usize>()).prop_map(|(room, tile)| Pair::RoomTile { room, tile }),
    ]
}

fn nth<T: Copy>(v: &[T], i: usize) -> Option<T> {
    (!v.is_empty()).then(|| v[i % v.len()])
}

fn fixes(g: &RetaliationState, p: &Pair) -> Option<(Fix, Fix)> {
    let corridors: Vec<u16> = g.map.corridors.keys().copied().collect();
    let rooms: Vec<u8> = g.map.rooms.keys().copied().collect();
    Some(match *p {
        Pair::Tile { corridor, tile } => {
            let c = nth(&corridors, corridor)?;
            let t = nth(&g.hidden.corridors, tile)?;
            (
                Fix::Tile {
                    corridor: c,
                    tile: t,
                },
                Fix::Tile {
                    corridor: t,
                    tile: c,
                },
            )
        }
        Pair::Fire { room } => {
            let room = nth(&rooms, room)?;
            let on = g.map.rooms[&room].fire;
            (Fix::Fire { room, on: !on }, Fix::Fire { room, on })
        }
        Pair::Malfunction { room } => {
            let room = nth(&rooms, room)?;
            let on = g.map.rooms[&room].malfunction;
            (
                Fix::Malfunction { room, on: !on },
                Fix::Malfunction { room, on },
            )
        }
        Pair::Noise { corridor } => {
            let corridor = nth(&corridors, corridor)?;
            let on = g.map.corridors[&corridor].noise_marker;
            (
                Fix::Noise { corridor, on: !on },
                Fix::Noise { corridor, on },
            )
        }
        Pair::Door { corridor, to } => {
            let corridor = nth(&corridors, corridor)?;
            let door = g.map.corridors[&corridor].door?;
            let to = [Door::Open, Door::Closed, Door::Destroyed][usize::from(to)];
            (
                Fix::Door { corridor, door: to },
                Fix::Door { corridor, door },
            )
        }
        Pair::Bag { kind, add } => {
            let kind = nth(
                &[
                    RKind::Queen,
                    RKind::Drone,
                    RKind::Adult,
                    RKind::Larva,
                    RKind::Blank,
                ],
                kind,
            )?;
            (Fix::Bag { kind, add }, Fix::Bag { kind, add: !add })
        }
        Pair::RoomTile { room, tile } => {
            let t = tables().ok()?;
            let placed: Vec<u8> = rooms
                .iter()
                .copied()
                .filter(|r| !t.rooms[r].fixed)
                .collect();
            let room = nth(&placed, room)?;
            let pile = g.hidden.rooms.get(&t.rooms[&room].kind)?;
            let tile = nth(pile, tile)?;
            (
                Fix::RoomTile { room, tile },
                Fix::RoomTile {
                    room: tile,
                    tile: room,
                },
            )
        }
    })
}

fn correct(g: &mut RetaliationState, fix: Fix) -> Result<Vec<RetaliationOutcome>, E> {
    g.apply(&RetaliationCommand::Correct { fix })
}

/// The pairs nested: every correction, then the reverses in the opposite order. A correction the
/// rules refuse is left out with its reverse.
fn insert_pairs(g: &mut RetaliationState, pairs: &[Pair]) {
    let mut backs = Vec::new();
    for p in pairs {
        let Some((fix, back)) = fixes(g, p) else {
            continue;
        };
        if correct(g, fix).is_ok() {
            backs.push((fix, back));
        }
    }
    for (fix, back) in backs.into_iter().rev() {
        let r = correct(g, back);
        assert!(r.is_ok(), "{back:?} (taking back {fix:?}) refused: {r:?}");
    }
}

/// A scripted table: marines walk through their rooms' corridors (exploring: exploration cards
/// and tiles), pass, and the round's steps run (attacks, event cards, bag development); the
/// table's answers are fixed. Refusals are part of the record.
fn future(g: &mut RetaliationState, steps: usize) -> Future {
    let mut said = Vec::new();
    for k in 0..steps {
        if g.ended.is_some() {
            break;
        }
        let cmd = scripted(g, k);
        said.push(g.apply(&cmd));
    }
    said
}

/// The scripted table's `k`-th command.
pub(super) fn scripted(g: &RetaliationState, k: usize) -> RetaliationCommand {
    const FACES: [NoiseFace; 5] = [
        NoiseFace::One,
        NoiseFace::Two,
        NoiseFace::Hazard,
        NoiseFace::Three,
        NoiseFace::Four,
    ];
    match g.pending.front() {
        Some(Question::NoiseRoll { .. }) => RetaliationCommand::NoiseRoll {
            face: FACES[k % FACES.len()],
        },
        Some(Question::TokenBack { kind, .. }) => RetaliationCommand::TokenBack {
            adults: u8::from(*kind != RKind::Drone) + 1,
            drones: u8::from(*kind == RKind::Drone),
        },
        Some(Question::Infection { .. } | Question::Eclosion { .. }) => RetaliationCommand::Scan {
            found: k.is_multiple_of(3),
        },
        Some(Question::AaOrder { .. }) => RetaliationCommand::AaOrder {
            swap: k.is_multiple_of(2),
        },
        Some(Question::Tiles { .. }) => RetaliationCommand::Tiles {
            room: 0,
            corridors: Vec::new(),
        },
        None => match g.step {
            // in turn order, two actions a turn (retaliation.md §4.1)
            Step::Players => match g.current_turn() {
                None => RetaliationCommand::IntruderPhase {},
                Some((who, used)) if used >= ACTIONS_PER_TURN => {
                    RetaliationCommand::EndTurn { who, pass: false }
                }
                Some((who, _)) if k % 3 == 2 => RetaliationCommand::EndTurn { who, pass: true },
                Some((who, _)) => {
                    let room = g.marines[who].room;
                    let cs = g.map.corridors_of(room);
                    match nth(&cs, k) {
                        Some(corridor) => RetaliationCommand::Move {
                            who,
                            corridor,
                            careful: false,
                        },
                        None => RetaliationCommand::EndTurn { who, pass: true },
                    }
                }
            },
            Step::Event => RetaliationCommand::EventCard {},
            Step::Bag => RetaliationCommand::BagDevelopment {},
            Step::Cleanup => RetaliationCommand::Cleanup {},
        },
    }
}

fn played(players: usize, seed: u64, steps: usize) -> RetaliationState {
    let mut g = RetaliationState::new(&RetaliationConfig::numbered(seed, players)).unwrap();
    future(&mut g, steps);
    g
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 128, ..ProptestConfig::default() })]

    #[test]
    fn cancelling_corrections_change_no_future_draw(
        players in 1usize..=5,
        seed in any::<u64>(),
        before in 0usize..40,
        pairs in prop::collection::vec(pair(), 1..8),
    ) {
        let g = played(players, seed, before);
        // corrections are refused once the result is known: the promise is about a game in play
        prop_assume!(g.result.is_none());
        let mut fixed = g.clone();
        insert_pairs(&mut fixed, &pairs);
        // a correction can lose what a tile cannot hold (a noise marker on a reinforced tile, a
        // door state on a tile without a door): then the table sees the difference, and the
        // pair did not cancel out
        let (a, b) = (
            serde_json::to_value(fixed.public_view()).unwrap(),
            serde_json::to_value(g.public_view()).unwrap(),
        );
        prop_assume!(a == b);
        prop_assert!(fixed == g, "the state differs after cancelling corrections");
        prop_assert_eq!(future(&mut fixed, 80), future(&mut g.clone(), 80));
    }
}

/// The audit's reproduction: explore through a Landing Zone corridor; then, after an undo,
/// correct another Landing Zone corridor to the first tile that exploration drew and back: the
/// same exploration must draw the same tiles.
#[test]
fn a_corridor_corrected_and_back_does_not_reorder_the_pile() {
    for seed in 1..=40u64 {
        let g = RetaliationState::new(&RetaliationConfig::numbered(seed, 2)).unwrap();
        let lz = g.map.corridors_of(LANDING_ZONE);
        let explore = RetaliationCommand::Move {
            who: 0,
            corridor: lz[0],
            careful: false,
        };
        let first = g.clone().apply(&explore);
        let drawn = *g.hidden.corridors.last().unwrap();
        let mut fixed = g.clone();
        correct(
            &mut fixed,
            Fix::Tile {
                corridor: lz[1],
                tile: drawn,
            },
        )
        .unwrap();
        correct(
            &mut fixed,
            Fix::Tile {
                corridor: drawn,
                tile: lz[1],
            },
        )
        .unwrap();
        assert!(fixed == g, "seed {seed}");
        assert_eq!(fixed.apply(&explore), first, "seed {seed}");
    }
}
