//! The offers are sound and complete (issue 51): over random sessions of every species and
//! mode, with an intruder player in some, every offer is accepted at its first, its largest and
//! a random value of each choice, and every command a broad generator makes that `apply`
//! accepts is covered by an offer. The step and the question agree with the state.

use super::kit::TEST_TRACK;
use crate::ask::{Offer, Values};
use crate::ids::*;
use crate::nemesis::command::{NoiseSpot, Reveal, ScanKind, Treatment};
use crate::nemesis::species::Species;
use crate::nemesis::state::{DoorState, VictoryStep, WeaknessSlot, Whereabouts};
use crate::nemesis::turn::Step;
use crate::{Command, Correction, GameConfig, GameState, PlayerSetup};
use proptest::prelude::*;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde_json::Value;

const SPECIES: [Species; 3] = [
    Species::Intruders,
    Species::Carnomorphs,
    Species::VoidSeeders,
];

fn setup(species: Species, mode: Mode, players: usize, side: Side, seed: u64) -> GameState {
    GameState::new(GameConfig {
        species,
        mode,
        side: if species == Species::Intruders {
            side
        } else {
            Side::A
        },
        dealer: if species.own_exploration_tokens() {
            Dealer::Box
        } else {
            Dealer::App
        },
        seed,
        edition: GameConfig::EDITION,
        insanity_track: species.insanity().then_some(TEST_TRACK),
        players: (0..players)
            .map(|i| PlayerSetup {
                name: format!("P{}", i + 1),
                role: super::kit::ROLES[i],
                ring: None,
            })
            .collect(),
    })
    .expect("setup")
}

/// A value of a choice: its first, its largest, or a random one.
fn pick(values: &Values, how: u8, rng: &mut ChaCha8Rng) -> Value {
    match values {
        Values::Range { min, max } => Value::from(match how {
            0 => *min,
            1 => *max,
            _ => rng.random_range(*min..=*max),
        }),
        Values::OneOf { values } => match how {
            0 => values[0].clone(),
            1 => values[values.len() - 1].clone(),
            _ => values[rng.random_range(0..values.len())].clone(),
        },
        Values::SubsetOf { values, min, max } => {
            let n = match how {
                0 => *min,
                1 => *max,
                _ => rng.random_range(*min..=*max),
            };
            let mut all = values.clone();
            if how == 2 {
                for i in (1..all.len()).rev() {
                    all.swap(i, rng.random_range(0..=i));
                }
            }
            Value::Array(all.into_iter().take(n).collect())
        }
    }
}

fn instance(o: &Offer<Command>, how: u8, rng: &mut ChaCha8Rng) -> Command {
    let picks: Vec<Value> = o
        .choices
        .iter()
        .map(|c| pick(&c.values, how, rng))
        .collect();
    o.with(&picks)
        .unwrap_or_else(|| panic!("offer does not take its own values: {o:?}"))
}

/// Whether the session (which normalises) and `apply` accept `cmd`: the same run as `apply`
/// on one copy of the game; the checks every command meets first go without a copy.
fn accepted(g: &GameState, cmd: &Command) -> bool {
    let ok = cmd.clone().normalised().is_ok_and(|n| n == *cmd);
    ok && g.gate(cmd).is_ok() && g.dry_run(cmd)
}

/// A broad set of commands of every kind, over small domains.
fn candidates(g: &GameState, rng: &mut ChaCha8Rng) -> Vec<Command> {
    let board = g.board().expect("board");
    let players: Vec<PlayerId> = g.characters.iter().map(|c| c.player).collect();
    let slots: Vec<SlotId> = g.rooms.keys().copied().collect();
    let hands = [0u8, 3, 8];
    let mut out = Vec::new();
    let h = |rng: &mut ChaCha8Rng| hands[rng.random_range(0..hands.len())];
    let labels: Vec<LabelId> = (1..=27).map(LabelId).collect();
    let some_labels = |rng: &mut ChaCha8Rng, n: usize| -> Vec<LabelId> {
        let mut v = Vec::new();
        for _ in 0..n {
            let l = labels[rng.random_range(0..labels.len())];
            if !v.contains(&l) {
                v.push(l);
            }
        }
        v
    };
    let active: Vec<(PlayerId, u8)> = {
        let mut v: Vec<_> = g
            .characters
            .iter()
            .filter(|c| c.active())
            .map(|c| c.player)
            .collect();
        v.sort();
        v.into_iter().map(|p| (p, 5)).collect()
    };
    out.push(Command::EventPhase {
        hands: active.clone(),
    });
    out.push(Command::IntruderEvent {
        hands: active.clone(),
    });
    for i in &g.intruders {
        for injuries in [0, 1, 20] {
            out.push(Command::Injure {
                intruder: i.id,
                injuries,
            });
        }
        for corridor in 0..=5 {
            out.push(Command::IntruderMove {
                intruder: i.id,
                corridor,
            });
        }
        for &target in &players {
            out.push(Command::IntruderAttack {
                intruder: i.id,
                target,
                hand: h(rng),
                cards: rng.random_range(0..=6),
            });
        }
    }
    if let Some(a) = &g.pending_attack {
        for &card in &a.cards {
            out.push(Command::IntruderChoose { card });
        }
    }
    out.push(Command::IntruderChoose { card: 0 });
    for slot in [
        IntruderKind::Shambler,
        IntruderKind::Fleshbeast,
        IntruderKind::Butcher,
    ] {
        for key in ["other", "gluttony", "voracious", "nothing"] {
            out.push(Command::NameAdaptation {
                slot,
                key: key.into(),
                category: crate::nemesis::state::AdaptationCategory::Other,
            });
        }
    }
    for slot in WeaknessSlot::ALL {
        out.push(Command::NameWeakness {
            slot,
            key: "other".into(),
            category: crate::nemesis::state::WeaknessCategory::Other,
        });
    }
    for pod in 0..=5 {
        out.push(Command::LaunchPod { pod });
    }
    for &p in &players {
        let c = g.character(p).expect("character");
        out.push(Command::Revive { player: p });
        for cancelled in [false, true] {
            out.push(Command::AnswerPanic {
                player: p,
                cancelled,
            });
        }
        out.push(Command::PanicShortfall { player: p });
        for to_three in [false, true] {
            out.push(Command::LowerInsanity {
                player: p,
                to_three,
            });
        }
        for from_the_death in [false, true] {
            out.push(Command::BecomeIntruderPlayer {
                player: p,
                from_the_death,
            });
        }
        out.push(Command::DeclineIntruderPlayer { player: p });
        for passed in [false, true] {
            for hand in [None, Some(h(rng))] {
                out.push(Command::EndTurn {
                    player: p,
                    passed,
                    hand,
                });
            }
        }
        out.push(Command::NoiseRoll {
            player: p,
            hand: h(rng),
        });
        for kind in [ScanKind::Hand, ScanKind::Surgery, ScanKind::Revealed] {
            for n in [0, 1, 3] {
                out.push(Command::Scan {
                    player: p,
                    kind,
                    labels: some_labels(rng, n),
                });
            }
        }
        out.push(Command::MutationAction {
            player: p,
            label: labels[rng.random_range(0..labels.len())],
        });
        let n = rng.random_range(0..3);
        out.push(Command::VictoryScan {
            player: p,
            labels: some_labels(rng, n),
        });
        for contamination in [0, 1, 4] {
            out.push(Command::VictoryDraw {
                player: p,
                contamination,
            });
        }
        for b in [false, true] {
            out.push(Command::VictoryQuarantine {
                player: p,
                quarantine: b,
            });
            out.push(Command::VictoryObjective { player: p, met: b });
        }
        out.push(Command::LeavePod { player: p });
        let Some(at) = c.room() else {
            continue;
        };
        // movement: every slot next door and a far one, each corridor, careful spots, reveals
        let mut tos = board.neighbours(at);
        tos.push(slots[rng.random_range(0..slots.len())]);
        for to in tos {
            let mut corridors = vec![None];
            corridors.extend(board.corridors_between(at, to).into_iter().map(Some));
            let mut spots = vec![None];
            spots.extend(
                board
                    .corridors_of(to)
                    .into_iter()
                    .map(|c| Some(NoiseSpot::Corridor(c))),
            );
            spots.extend(
                board
                    .networks_of(to)
                    .into_iter()
                    .map(|n| Some(NoiseSpot::Tech(n))),
            );
            let mut reveals = vec![None];
            let tiles = g.tiles_for(to);
            let faces = g.exploration_faces();
            if let Some(r) = g.room(to).filter(|r| !r.explored) {
                for _ in 0..2 {
                    let room = r
                        .room
                        .or_else(|| tiles.get(rng.random_range(0..tiles.len().max(1))).copied());
                    if let (Some(room), false) = (room, faces.is_empty()) {
                        let (exploration, items) = faces[rng.random_range(0..faces.len())];
                        reveals.push(Some(Reveal {
                            room,
                            exploration,
                            items,
                        }));
                    }
                }
            }
            for &corridor in &corridors {
                for &careful in &spots {
                    let reveal = reveals[rng.random_range(0..reveals.len())];
                    out.push(Command::Move {
                        player: p,
                        to,
                        corridor,
                        hand: h(rng),
                        careful,
                        reveal,
                    });
                }
            }
            out.push(Command::DestroyEggs {
                player: p,
                at: to,
                count: rng.random_range(0..=3),
                hand: h(rng),
            });
        }
        out.push(Command::DestroyEggs {
            player: p,
            at,
            count: rng.random_range(0..=3),
            hand: h(rng),
        });
        for engine in 0..=4 {
            out.push(Command::CheckEngine { player: p, engine });
            for working_on_top in [false, true] {
                out.push(Command::RestackEngine {
                    player: p,
                    engine,
                    working_on_top,
                });
            }
        }
        out.push(Command::CheckAllEngines { player: p });
        out.push(Command::CheckCoordinates { player: p });
        for letter in 0..=4 {
            out.push(Command::SetDestination { player: p, letter });
        }
        for start in [false, true] {
            out.push(Command::SelfDestruct { player: p, start });
        }
        out.push(Command::SetDoors {
            player: p,
            doors: vec![],
        });
        for c in board.corridors_of(at) {
            for door in [DoorState::Open, DoorState::Closed, DoorState::Destroyed] {
                out.push(Command::SetDoors {
                    player: p,
                    doors: vec![(c, door)],
                });
            }
        }
        for &room in &slots {
            out.push(Command::Airlock { player: p, room });
            out.push(Command::FireControl { player: p, room });
        }
        for pod in 0..=5 {
            for locked in [false, true] {
                out.push(Command::HatchControl {
                    player: p,
                    pod,
                    locked,
                });
            }
        }
        for object in WeaknessSlot::ALL {
            for slot in [
                None,
                Some(IntruderKind::Shambler),
                Some(IntruderKind::Fleshbeast),
                Some(IntruderKind::Butcher),
            ] {
                out.push(Command::Analyse {
                    player: p,
                    object,
                    slot,
                });
            }
        }
        out.push(Command::TakeNestEgg {
            player: p,
            hand: h(rng),
        });
        for object in [ObjectKind::Egg, ObjectKind::Carcass, ObjectKind::Corpse] {
            out.push(Command::PickUp { player: p, object });
            out.push(Command::Drop { player: p, object });
        }
        out.push(Command::Hibernate {
            player: p,
            hand: h(rng),
        });
        out.push(Command::BoardPod {
            player: p,
            hand: h(rng),
        });
        for treatment in [
            Treatment::DressAll,
            Treatment::HealDressed,
            Treatment::HealLight,
        ] {
            out.push(Command::TreatWounds {
                player: p,
                treatment,
            });
        }
    }
    out
}

/// The offer's command as JSON with its choice fields blanked (`Offer::covers`, computed once).
fn shape(o: &Offer<Command>) -> Value {
    let mut v = serde_json::to_value(&o.command).expect("json");
    for c in &o.choices {
        if let Some(x) = v.pointer_mut(&c.field) {
            *x = Value::Null;
        }
    }
    strip(&mut v);
    v
}

fn strip(v: &mut Value) {
    match v {
        Value::Object(map) => {
            map.retain(|_, x| !x.is_null());
            map.values_mut().for_each(strip);
        }
        Value::Array(list) => list.iter_mut().for_each(strip),
        _ => {}
    }
}

/// The fields no offer leaves to a choice, to find an offer's fellows quickly.
fn key(cmd: &Value) -> String {
    format!(
        "{}/{}/{}/{}",
        cmd["cmd"], cmd["player"], cmd["to"], cmd["intruder"]
    )
}

/// `Offer::covers` against a precomputed shape; the same test, checked against it below.
fn covers(o: &Offer<Command>, shape: &Value, cmd: &Value) -> bool {
    let mut theirs = cmd.clone();
    for c in &o.choices {
        let Some(v) = theirs.pointer_mut(&c.field) else {
            return false;
        };
        if !c.values.allows(v) {
            return false;
        }
        *v = Value::Null;
    }
    strip(&mut theirs);
    theirs == *shape
}

/// Every check at one position.
fn check(g: &GameState, rng: &mut ChaCha8Rng) -> Vec<Offer<Command>> {
    let offers = g.offers();
    for o in &offers {
        let picks = if o.choices.is_empty() { 1 } else { 3 };
        for how in 0..picks {
            let cmd = instance(o, how, rng);
            assert!(
                accepted(g, &cmd),
                "offered but refused ({:?}): {cmd:?}\nfrom {o:?}",
                g.clone().apply(&cmd).err()
            );
        }
    }
    // a covered candidate needs no run; the others must be refused
    let shapes: Vec<Value> = offers.iter().map(shape).collect();
    let mut by_key: std::collections::HashMap<String, Vec<usize>> = Default::default();
    for (i, o) in offers.iter().enumerate() {
        let json = serde_json::to_value(&o.command).expect("json");
        by_key.entry(key(&json)).or_default().push(i);
    }
    for cmd in candidates(g, rng) {
        let json = serde_json::to_value(&cmd).expect("json");
        let covered = by_key
            .get(&key(&json))
            .is_some_and(|ix| ix.iter().any(|&i| covers(&offers[i], &shapes[i], &json)));
        if !covered {
            assert!(
                !accepted(g, &cmd),
                "accepted but not offered: {cmd:?}\nstep {:?}",
                g.turn()
            );
        }
    }
    let t = g.turn();
    if g.victory.is_some() || g.ended.is_some() || g.event_paused.is_some() {
        assert_eq!(t.player, None, "nobody's turn in {:?}", t.step);
    }
    if matches!(t.step, Step::EventPhase | Step::EventPaused { .. }) {
        assert_eq!(t.player, None);
    }
    assert_eq!(g.pending().is_some(), g.awaits_answer());
    if let Some(v) = &g.victory
        && v.step != VictoryStep::Done
    {
        assert!(g.pending().is_some(), "the victory walk waits for someone");
    }
    offers
}

/// A random session: random offers at random values, checking every position.
fn session(species: Species, mode: Mode, players: usize, side: Side, seed: u64, steps: usize) {
    let mut g = setup(species, mode, players, side, seed);
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x5eed);
    // an intruder player in some standard games: the first death comes early
    if mode == Mode::Standard && rng.random_bool(0.6) {
        g.apply(&Command::Fix(Correction::KillCharacter {
            player: PlayerId(players as u8),
        }))
        .expect("a death");
    }
    // a short game in some: the time track near its end brings the victory walk
    if rng.random_bool(0.4) {
        // the chambers open (the characters start in the Hibernatorium)
        let time = rng.random_range(1..=2);
        g.apply(&Command::Fix(Correction::SetTime { time }))
            .expect("time");
    }
    for _ in 0..steps {
        let offers = check(&g, &mut rng);
        if offers.is_empty() {
            break;
        }
        // the Event Phase and the end of turns come often enough for rounds to pass (the
        // intruder player's turns, the end of the game and its victory walk)
        let ends = |o: &&Offer<Command>| {
            matches!(
                o.command,
                Command::EventPhase { .. } | Command::EndTurn { .. } | Command::Hibernate { .. }
            )
        };
        let phase: Vec<&Offer<Command>> = offers.iter().filter(ends).collect();
        let o = if !phase.is_empty() && rng.random_bool(0.5) {
            phase[rng.random_range(0..phase.len())]
        } else {
            &offers[rng.random_range(0..offers.len())]
        };
        let cmd = instance(o, 2, &mut rng);
        g.apply(&cmd).expect("an offer is accepted");
        if g.victory
            .as_ref()
            .is_some_and(|v| v.step == VictoryStep::Done)
        {
            check(&g, &mut rng);
            break;
        }
    }
    // the hand to the Hibernatorium keeps characters alive long enough: nothing to do here
    let _ = Whereabouts::Dead;
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn offers_are_sound_and_complete(
        species in 0usize..3,
        mode in 0usize..3,
        players in 2usize..=4,
        b_side in any::<bool>(),
        seed in any::<u64>(),
    ) {
        let mode = [Mode::Standard, Mode::Solo, Mode::Coop][mode];
        let players = if mode == Mode::Solo { 1 } else { players };
        let side = if b_side { Side::B } else { Side::A };
        session(SPECIES[species], mode, players, side, seed, 20);
    }
}

#[test]
fn offers_are_tagged_with_their_sender_and_the_table_s_fields() {
    let g = setup(Species::Intruders, Mode::Standard, 2, Side::A, 7);
    let offers = g.offers();
    let ends: Vec<_> = offers
        .iter()
        .filter(|o| matches!(o.command, Command::EndTurn { .. }))
        .map(|o| o.actor)
        .collect();
    assert!(ends.contains(&crate::ask::Actor::Player { player: 1 }));
    assert!(ends.contains(&crate::ask::Actor::Player { player: 2 }));
    let phase = offers
        .iter()
        .find(|o| matches!(o.command, Command::EventPhase { .. }))
        .expect("the Event Phase is offered");
    assert_eq!(phase.actor, crate::ask::Actor::Table);
    let fields: Vec<&str> = phase.choices.iter().map(|c| c.field.as_str()).collect();
    assert_eq!(fields, ["/hands/0/1", "/hands/1/1"]);
    let mv = offers
        .iter()
        .find(|o| matches!(o.command, Command::Move { .. }))
        .expect("a move");
    assert!(mv.choices.iter().any(|c| c.field == "/hand"
        && c.values
            == Values::Range {
                min: 0,
                max: u32::from(crate::nemesis::command::MAX_HAND)
            }));
    // every offer serialises with its sender (what the phones read)
    let json = serde_json::to_value(&offers[0]).expect("json");
    assert!(json["actor"]["by"].is_string());
}

#[test]
fn offers_are_only_answers_while_a_question_waits() {
    let mut g = setup(Species::Intruders, Mode::Standard, 3, Side::A, 3);
    g.apply(&Command::Fix(Correction::KillCharacter {
        player: PlayerId(3),
    }))
    .expect("a death");
    let offers = g.offers();
    assert!(
        offers
            .iter()
            .any(|o| matches!(o.command, Command::BecomeIntruderPlayer { .. }))
    );
    assert!(offers.iter().all(|o| !matches!(
        o.command,
        Command::Move { .. } | Command::EndTurn { .. } | Command::EventPhase { .. }
    )));
    assert_eq!(
        serde_json::to_value(g.pending()).expect("json"),
        serde_json::json!({"question": "become_intruder_player", "player": 3})
    );
}
