//! Benchmarks: one full Event Phase on a mid-game board, and a whole simulated game.
//! Run with `cargo bench --bench core`.

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

criterion_group!(benches, event_phase, whole_game);
criterion_main!(benches);
