//! How much the traced apply costs next to the plain one (the table traces each command that
//! has pages, to show the board as of each page): `cargo run --release --example trace_cost`.
#![allow(clippy::unwrap_used)] // a measuring tool may stop at a broken assumption
use nemesis_companion::rules::ids::{Mode, PlayerId, Side};
use nemesis_companion::rules::{Command, GameConfig, GameState};
use std::time::Instant;

fn main() {
    let mut plain = Vec::new();
    let mut traced = Vec::new();
    for seed in 0..300u64 {
        let mut g = GameState::new(GameConfig::numbered(seed, 4, Side::A, Mode::Standard)).unwrap();
        for p in 1..=4 {
            let _ = g.apply(&Command::EndTurn {
                player: PlayerId(p),
                passed: true,
                hand: None,
            });
        }
        let cmd = Command::EventPhase {
            hands: (1..=4).map(|p| (PlayerId(p), 4)).collect(),
        };
        let t = Instant::now();
        let ok = g.clone().apply(&cmd).map(|o| o.len());
        if seed == 0 {
            println!("{ok:?}");
        }
        plain.push(t.elapsed().as_micros());
        let t = Instant::now();
        let _ = g.clone().apply_traced(&cmd);
        traced.push(t.elapsed().as_micros());
    }
    plain.sort_unstable();
    traced.sort_unstable();
    let p = |v: &Vec<u128>, q: f64| v[((v.len() - 1) as f64 * q) as usize];
    println!(
        "event phase, 4 players, 300 seeds: apply p50 {} µs p95 {} µs; apply_traced p50 {} µs p95 {} µs",
        p(&plain, 0.5),
        p(&plain, 0.95),
        p(&traced, 0.5),
        p(&traced, 0.95)
    );
}
