//! Benchmarks: one full Event Phase on a mid-game board, and a whole simulated game.
//! Run with `cargo bench --bench core`.
#![allow(clippy::unwrap_used, clippy::expect_used)] // tests and tools may stop at a broken assumption

use criterion::{Criterion, criterion_group, criterion_main};
use nemesis_companion::rules::ids::{Mode, Side};
use nemesis_companion::rules::{Command, GameState};
use nemesis_companion::sim::{Table, config, play};
use std::hint::black_box;

/// A game played by the simulated table until it is about to run an Event Phase in round 4 or
/// later, with intruders on the board.
fn mid_game() -> (GameState, Command) {
    for seed in 0.. {
        let mut g = GameState::new(config(seed, 4, Side::A, Mode::Standard)).expect("setup");
        let mut table = Table::new(seed);
        for _ in 0..5_000 {
            let cmd = table.choose(&g);
            if matches!(cmd, Command::EventPhase { .. })
                && g.round >= 4
                && g.intruders.len() >= 2
                && g.ended.is_none()
            {
                return (g, cmd);
            }
            if g.ended.is_some() {
                break;
            }
            let _ = g.apply(&cmd);
        }
    }
    unreachable!("some seed reaches round 4")
}

fn event_phase(c: &mut Criterion) {
    let (g, cmd) = mid_game();
    c.bench_function("event_phase_mid_game", |b| {
        b.iter(|| {
            let mut s = g.clone();
            black_box(s.apply(black_box(&cmd)).ok())
        })
    });
}

fn whole_game(c: &mut Criterion) {
    let mut seed = 0u64;
    c.bench_function("whole_simulated_game_4p", |b| {
        b.iter(|| {
            seed += 1;
            black_box(play(config(seed, 4, Side::A, Mode::Standard), seed).ok())
        })
    });
}

/// Undo at the end of a long game: the journal of the longest of a few simulated games, with
/// extra rounds bought by turning the time track back twice (a 40-round evening).
fn undo_long_game(c: &mut Criterion) {
    use nemesis_companion::rules::Correction;
    use nemesis_companion::session::Journal;
    let long = |seed: u64| {
        let mut j: Journal = Journal::new(config(seed, 5, Side::A, Mode::Standard)).expect("setup");
        let mut table = Table::new(seed);
        let mut rewinds = 0;
        while j.state().ended.is_none() && j.cursor() < 20_000 {
            if j.state().time <= 2 && rewinds < 3 {
                let _ = j.apply(Command::Fix(Correction::SetTime { time: 15 }));
                rewinds += 1;
            }
            let cmd = table.choose(j.state());
            let _ = j.apply(cmd);
        }
        // back to the last command before the end, so undo has a live game to work on
        while j.state().ended.is_some() {
            j.undo();
        }
        j
    };
    let mut j = (0..200)
        .map(long)
        .max_by_key(|j| j.state().round)
        .expect("games");
    eprintln!(
        "undo bench journal: {} commands, round {}",
        j.cursor(),
        j.state().round
    );
    c.bench_function("undo_then_redo_long_game", |b| {
        b.iter(|| {
            black_box(j.undo());
            black_box(j.redo());
        })
    });
}

/// What the Retaliation panel asks the rules on every redraw for the marine on turn: their
/// offers (each candidate tried on a copy of the state), three rounds into a four-player game.
fn retaliation_offers(c: &mut Criterion) {
    use nemesis_companion::rules::retaliation::RetaliationConfig;
    use nemesis_companion::sim::retaliation::played;
    let mut found = None;
    for seed in 0..50 {
        let j = played(RetaliationConfig::numbered(seed, 4), seed, 3).unwrap();
        let st = j.state().clone();
        if st.result.is_none() && st.next_to_act(None).is_some() {
            found = Some(st);
            break;
        }
    }
    let st = found.expect("a game in play after three rounds");
    let who = st.next_to_act(None).unwrap();
    c.bench_function("retaliation_marine_offers", |b| {
        b.iter(|| black_box(st.marine_offers(black_box(who))))
    });
}

criterion_group!(
    benches,
    event_phase,
    whole_game,
    undo_long_game,
    retaliation_offers
);
criterion_main!(benches);
