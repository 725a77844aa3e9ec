//! Retaliation over random sessions: every token, card and tile stays accounted for, corridors
//! never hold more than they may, a refused command changes nothing, replaying the journal and
//! undo-then-redo give the live game, and nothing panics.
#![allow(clippy::unwrap_used, clippy::expect_used)] // tests may stop at a broken assumption

use nemesis_companion::rules::retaliation::map::{Door, Place, Section};
use nemesis_companion::rules::retaliation::{
    Fix, NoiseFace, Question, RKind, Retaliation, RetaliationCommand as C, RetaliationConfig,
    RetaliationState, RoomAct, RoomActionKey, Step, facts, tables,
};
use nemesis_companion::session::Journal;
use proptest::prelude::*;

/// A step: picks are read against the live game (a corridor of the marine's room, the waiting
/// question), so most steps are sensible; `Raw` commands are mostly nonsense.
#[derive(Debug, Clone)]
enum Act {
    Move { who: u8, pick: u8, careful: bool },
    Answer { pick: u8 },
    Turn { who: u8, pass: bool },
    Room { who: u8, act: u8 },
    Phase,
    Kill { pick: u8 },
    Raw(C),
    Undo,
    Redo,
}

fn kind() -> impl Strategy<Value = RKind> {
    prop::sample::select(vec![
        RKind::Queen,
        RKind::Drone,
        RKind::Adult,
        RKind::Larva,
        RKind::Blank,
    ])
}

fn place() -> impl Strategy<Value = Place> {
    prop_oneof![
        (0u8..30).prop_map(Place::Room),
        prop::sample::select(vec![101u16, 104, 110, 111, 207, 305, 411, 500])
            .prop_map(Place::Corridor),
    ]
}

fn raw() -> impl Strategy<Value = C> {
    prop_oneof![
        (0usize..6, 0u16..500, any::<bool>()).prop_map(|(who, corridor, careful)| C::Move {
            who,
            corridor,
            careful
        }),
        (0u8..5).prop_map(|f| C::NoiseRoll {
            face: NoiseFace::ALL[usize::from(f)]
        }),
        (0u8..8, 0u8..8).prop_map(|(adults, drones)| C::TokenBack { adults, drones }),
        any::<bool>().prop_map(|found| C::Scan { found }),
        (0usize..6).prop_map(|who| C::Died { who }),
        (place(), kind()).prop_map(|(at, kind)| C::Kill { at, kind }),
        (place(), kind()).prop_map(|(at, kind)| C::Hit { at, kind }),
        Just(C::QueenCritical {}),
        Just(C::IntruderPhase {}),
        (0usize..6).prop_map(|who| C::TakeOff { who }),
        Just(C::EventCard {}),
        Just(C::BagDevelopment {}),
        Just(C::Cleanup {}),
        (place(), kind()).prop_map(|(at, kind)| C::Correct {
            fix: Fix::Place { at, kind }
        }),
        (0u8..30, any::<bool>()).prop_map(|(room, on)| C::Correct {
            fix: Fix::Fire { room, on }
        }),
        (0u8..30, any::<bool>()).prop_map(|(room, on)| C::Correct {
            fix: Fix::Malfunction { room, on }
        }),
        (
            prop::sample::select(vec![101u16, 204, 311, 999]),
            prop::sample::select(vec![Door::Open, Door::Closed, Door::Destroyed])
        )
            .prop_map(|(corridor, door)| C::Correct {
                fix: Fix::Door { corridor, door }
            }),
        (0usize..6, 0u8..30).prop_map(|(who, room)| C::Correct {
            fix: Fix::MarineTo { who, room }
        }),
        Just(C::Correct {
            fix: Fix::FireSupplyEmpty
        }),
    ]
}

fn act() -> impl Strategy<Value = Act> {
    prop_oneof![
        6 => (0u8..5, any::<u8>(), any::<bool>()).prop_map(|(who, pick, careful)| Act::Move { who, pick, careful }),
        8 => any::<u8>().prop_map(|pick| Act::Answer { pick }),
        4 => (0u8..5, any::<bool>()).prop_map(|(who, pass)| Act::Turn { who, pass }),
        2 => (0u8..5, 0u8..14).prop_map(|(who, act)| Act::Room { who, act }),
        4 => Just(Act::Phase),
        2 => any::<u8>().prop_map(|pick| Act::Kill { pick }),
        2 => raw().prop_map(Act::Raw),
        1 => Just(Act::Undo),
        1 => Just(Act::Redo),
    ]
}

fn room_act(n: u8) -> RoomAct {
    match n {
        0 => RoomAct::LifeSupport,
        1 => RoomAct::LookAa { swap: Some(true) },
        2 => RoomAct::Autodestruction,
        3 => RoomAct::Reactor,
        4 => RoomAct::PowerHibernatorium,
        5 => RoomAct::Board,
        6 => RoomAct::Hibernate,
        7 => RoomAct::Shuttle,
        8 => RoomAct::TakeEgg,
        9 => RoomAct::Data,
        10 => RoomAct::Surgery,
        11 => RoomAct::Sprinklers {
            section: Section::A,
        },
        12 => RoomAct::DiscardFire { room: 14 },
        _ => RoomAct::LookAa { swap: None },
    }
}

/// The command a step means in this game.
fn command(g: &RetaliationState, a: &Act) -> Option<C> {
    let n = g.marines.len();
    Some(match a {
        Act::Move { who, pick, careful } => {
            let who = usize::from(*who) % n;
            let cs = g.map.corridors_of(g.marines[who].room);
            let corridor = *cs.get(usize::from(*pick) % cs.len().max(1))?;
            C::Move {
                who,
                corridor,
                careful: *careful,
            }
        }
        Act::Answer { pick } => match g.pending.front()? {
            Question::NoiseRoll { .. } => C::NoiseRoll {
                face: NoiseFace::ALL[usize::from(*pick) % 5],
            },
            Question::TokenBack {
                kind: RKind::Adult, ..
            } => C::TokenBack {
                adults: 2 + pick % 3,
                drones: 0,
            },
            Question::TokenBack { .. } => C::TokenBack {
                adults: 1 + pick % 3,
                drones: 1,
            },
            Question::AaOrder { .. } => C::AaOrder {
                swap: pick % 2 == 0,
            },
            _ => C::Scan {
                found: pick % 3 == 0,
            },
        },
        Act::Turn { who, pass } => C::EndTurn {
            who: usize::from(*who) % n,
            pass: *pass,
        },
        Act::Room { who, act } => C::Room {
            who: usize::from(*who) % n,
            action: room_act(*act),
        },
        Act::Phase => match g.step {
            Step::Players => match g.inside().into_iter().find(|&i| !g.marines[i].passed) {
                Some(who) => C::EndTurn { who, pass: true },
                None => C::IntruderPhase {},
            },
            Step::Event => C::EventCard {},
            Step::Bag => C::BagDevelopment {},
            Step::Cleanup => C::Cleanup {},
        },
        Act::Kill { pick } => {
            let places: Vec<(Place, RKind)> =
                g.map
                    .rooms
                    .values()
                    .flat_map(|r| r.intruders.iter().map(|i| (Place::Room(r.id), i.kind)))
                    .chain(
                        g.map.corridors.values().flat_map(|c| {
                            c.intruders.iter().map(|i| (Place::Corridor(c.id), i.kind))
                        }),
                    )
                    .collect();
            let (at, kind) = *places.get(usize::from(*pick) % places.len().max(1))?;
            if kind == RKind::Queen {
                C::QueenCritical {}
            } else {
                C::Kill { at, kind }
            }
        }
        Act::Raw(c) => c.clone(),
        Act::Undo | Act::Redo => return None,
    })
}

fn counts_ok(g: &RetaliationState) -> Result<(), TestCaseError> {
    let c = g.component_counts();
    prop_assert_eq!(c.tokens, 40);
    prop_assert_eq!(c.events, 20);
    prop_assert_eq!(c.attacks, 20);
    prop_assert!(
        (9..=12).contains(&c.exploration),
        "exploration {}",
        c.exploration
    );
    prop_assert_eq!(c.rooms, 25);
    prop_assert_eq!(c.corridors, 44);
    for corr in g.map.corridors.values() {
        prop_assert!(
            corr.load() <= 6,
            "corridor {} holds {}",
            corr.id,
            corr.load()
        );
        prop_assert!(
            !corr.noise_marker || corr.intruders.is_empty(),
            "marker and intruders in {}",
            corr.id
        );
        prop_assert!(corr.intruders.iter().all(|i| i.hits == 0));
    }
    let f = facts().unwrap();
    for (kind, limit) in &f.miniatures {
        prop_assert!(g.map.count(*kind) <= usize::from(*limit), "{kind:?} models");
    }
    for r in g.map.rooms.values() {
        prop_assert!(r.secure <= 3);
    }
    if g.ended.is_none() {
        prop_assert!(g.marines.iter().any(|m| matches!(
            m.status,
            nemesis_companion::rules::retaliation::MarineStatus::Inside
                | nemesis_companion::rules::retaliation::MarineStatus::InLander
        )));
    }
    Ok(())
}

/// Issue 33 (the rules answer): what the rules offer a marine is exactly what `apply` takes, so
/// the window, which shows only the offers, hides nothing the rules allow and shows nothing they
/// refuse. Every command of the offered kinds is tried on every place and kind of the map (the
/// fights within the marine's reach: kills and repels from farther are the table's to report).
/// The tile corrections the panel offers (a room's section and tile, a corridor's tile) are
/// exactly those the rules take and that change something: the window kept its own idea of the
/// piles (every tile not on the map) before the rules listed them.
fn tile_corrections_are_what_apply_takes(g: &RetaliationState) -> Result<(), TestCaseError> {
    let t = tables().unwrap();
    let changes = |fix: Fix| {
        let mut probe = g.clone();
        probe.apply(&C::Correct { fix }).is_ok() && probe != *g
    };
    for &room in g.map.rooms.keys() {
        let offered = g.room_frame_corrections(room);
        let mut candidates: Vec<Fix> = Section::ALL
            .into_iter()
            .map(|section| Fix::Section { room, section })
            .collect();
        candidates.extend(t.rooms.keys().map(|&tile| Fix::RoomTile { room, tile }));
        for fix in candidates {
            prop_assert_eq!(offered.contains(&fix), changes(fix), "{:?}", fix);
        }
    }
    // one corridor is enough per check (every tile of the box against it)
    if let Some(&corridor) = g.map.corridors.keys().last() {
        let offered = g.corridor_tile_corrections(corridor);
        for &tile in t.corridors.keys() {
            let fix = Fix::Tile { corridor, tile };
            prop_assert_eq!(
                offered.contains(&fix),
                g.accepts(&C::Correct { fix }),
                "{:?}",
                fix
            );
        }
    }
    Ok(())
}

fn offers_are_what_apply_takes(g: &RetaliationState) -> Result<(), TestCaseError> {
    let places: Vec<Place> = g
        .map
        .rooms
        .keys()
        .map(|r| Place::Room(*r))
        .chain(g.map.corridors.keys().map(|c| Place::Corridor(*c)))
        .collect();
    let kinds = [
        RKind::Queen,
        RKind::Drone,
        RKind::Adult,
        RKind::Larva,
        RKind::Blank,
    ];
    for who in 0..g.marines.len() {
        let o = g.marine_offers(who);
        prop_assert_eq!(
            o.end_turn,
            g.accepts(&C::EndTurn { who, pass: false }),
            "end turn {}",
            who
        );
        // passing is an action: not once both actions of a turn are taken (issue 51)
        prop_assert_eq!(
            o.pass,
            g.accepts(&C::EndTurn { who, pass: true }),
            "pass {}",
            who
        );
        for &corridor in g.map.corridors.keys() {
            let cmd = C::Move {
                who,
                corridor,
                careful: false,
            };
            prop_assert_eq!(o.moves.contains(&corridor), g.accepts(&cmd), "{:?}", cmd);
        }
        prop_assert_eq!(o.secure, g.accepts(&C::Secure { who }));
        prop_assert_eq!(o.roll, g.accepts(&C::Roll { who }));
        prop_assert_eq!(o.infection, g.accepts(&C::Infection { who }));
        for fallen in 0..g.marines.len() {
            let cmd = C::Carry { fallen, by: who };
            prop_assert_eq!(o.carry.contains(&fallen), g.accepts(&cmd), "{:?}", cmd);
        }
        for action in &o.rooms {
            prop_assert!(
                g.accepts(&C::Room {
                    who,
                    action: action.clone()
                }),
                "{:?}",
                action
            );
        }
        for act in &o.robot {
            prop_assert!(
                g.accepts(&C::Robot {
                    who,
                    act: act.clone()
                }),
                "{:?}",
                act
            );
        }
        // Pressure Control: an intruder is offered exactly when the rules take moving it to
        // some place of the map, in its room or from afar through any Pressure Control room
        let pressure_rooms: Vec<u8> = g
            .map
            .rooms
            .keys()
            .copied()
            .filter(|r| {
                tables()
                    .unwrap()
                    .rooms
                    .get(r)
                    .is_some_and(|f| f.action == RoomActionKey::MoveIntruder)
            })
            .collect();
        for &at in &places {
            for kind in kinds {
                let movable = places.iter().any(|&to| {
                    let act = RoomAct::MoveIntruder { from: at, kind, to };
                    g.accepts(&C::Room {
                        who,
                        action: act.clone(),
                    }) || pressure_rooms.iter().any(|&room| {
                        g.accepts(&C::Room {
                            who,
                            action: RoomAct::Remote {
                                room,
                                action: Box::new(act.clone()),
                            },
                        })
                    })
                });
                prop_assert_eq!(
                    o.pressure.contains(&(at, kind)),
                    movable,
                    "Pressure Control on {:?} at {:?}",
                    kind,
                    at
                );
            }
        }
        let reach: Vec<(Place, RKind)> = g.in_reach(who);
        for &at in &places {
            for kind in kinds {
                let fight = o.fights.iter().find(|f| f.at == at && f.kind == kind);
                let melee = C::Melee {
                    who,
                    kind,
                    killed: false,
                    blocked: false,
                };
                let repel = C::Repel { who, at, kind };
                prop_assert_eq!(
                    fight.is_some_and(|f| f.melee),
                    at == Place::Room(g.marines[who].room) && g.accepts(&melee),
                    "{:?}",
                    melee
                );
                // a repel (like a kill) is offered within reach; the rules take it from any
                // effect, wherever it lands
                if reach.contains(&(at, kind)) {
                    prop_assert_eq!(
                        fight.is_some_and(|f| f.repel),
                        g.accepts(&repel),
                        "{:?}",
                        repel
                    );
                }
                if let Some(f) = fight {
                    prop_assert!(reach.contains(&(at, kind)));
                    prop_assert_eq!(
                        f.kill,
                        kind != RKind::Queen && g.accepts(&C::Kill { at, kind })
                    );
                    prop_assert_eq!(
                        f.hit,
                        kind != RKind::Queen
                            && matches!(at, Place::Room(_))
                            && g.accepts(&C::Hit { at, kind })
                    );
                    prop_assert_eq!(
                        f.queen_critical,
                        kind == RKind::Queen && g.accepts(&C::QueenCritical {})
                    );
                } else if reach.contains(&(at, kind)) {
                    prop_assert!(false, "{:?} {:?} in reach but not offered", at, kind);
                }
            }
        }
    }
    for who in 0..g.marines.len() {
        prop_assert_eq!(
            g.take_offs().contains(&who),
            g.accepts(&C::TakeOff { who }),
            "take off {}",
            who
        );
    }
    let steps = [
        C::IntruderPhase {},
        C::EventCard {},
        C::BagDevelopment {},
        C::Cleanup {},
    ];
    let first = steps.iter().find(|c| g.accepts(c)).cloned();
    if g.pending.is_empty() && g.result.is_none() {
        prop_assert_eq!(g.next_step(), first);
    } else {
        prop_assert_eq!(g.next_step(), None);
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn random_retaliation_sessions_keep_every_promise(
        seed in any::<u64>(),
        players in 1usize..=5,
        steps in prop::collection::vec(act(), 1..400),
    ) {
        let mut config = RetaliationConfig::numbered(seed, players);
        if seed % 2 == 1 {
            config.dealer = nemesis_companion::rules::ids::Dealer::Box;
        }
        let mut j = Journal::<Retaliation>::new(config).unwrap();
        counts_ok(j.state())?;
        for (n, a) in steps.iter().enumerate() {
            if n % 40 == 0 {
                offers_are_what_apply_takes(j.state())?;
                tile_corrections_are_what_apply_takes(j.state())?;
            }
            match a {
                Act::Undo => { j.undo(); }
                Act::Redo => { let _ = j.redo(); }
                _ => {
                    let Some(cmd) = command(j.state(), a) else { continue };
                    let before = j.state().clone();
                    if j.apply(cmd.clone()).is_err() {
                        prop_assert_eq!(j.state(), &before, "refused {:?} changed the game", cmd);
                    }
                }
            }
            counts_ok(j.state())?;
        }
        offers_are_what_apply_takes(j.state())?;
        tile_corrections_are_what_apply_takes(j.state())?;
        // the journal replays to the live game, and undo then redo comes back to it
        let replayed = Journal::<Retaliation>::replay(j.saved()).unwrap();
        prop_assert_eq!(replayed.state(), j.state());
        if j.undo().is_some() {
            let _ = j.redo();
            prop_assert_eq!(replayed.state(), j.state());
        }
    }
}
