//! What asking the rules costs in nemesis (issue 51): `Nemesis::offers`, `turn` and `pending`
//! together, as every repaint asks them, at every position of seeded random sessions of each
//! species (random offers played at random values). Prints the count and the p50, p95 and
//! max in microseconds, per species and over all.
#![allow(clippy::disallowed_methods)] // a bench measures wall time: std::time::Instant is its point

use nemesis_rules::ask::Values;
use nemesis_rules::ids::{Dealer, IntruderKind, Mode, Side};
use nemesis_rules::nemesis::species::Species;
use nemesis_rules::nemesis::{GameConfig, GameState, Nemesis};
use nemesis_rules::ruleset::Ruleset;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde_json::Value;
use std::time::Instant;

const SESSIONS: u64 = 12;
const STEPS: usize = 150;

fn config(species: Species, seed: u64) -> GameConfig {
    let players = 2 + (seed % 4) as usize;
    let mut c = GameConfig::numbered(seed, players, Side::A, Mode::Standard);
    c.species = species;
    if species == Species::VoidSeeders {
        c.dealer = Dealer::Box;
        c.insanity_track = Some([
            IntruderKind::Lurker,
            IntruderKind::Lurker,
            IntruderKind::Whisperer,
            IntruderKind::Stalker,
            IntruderKind::Despoiler,
        ]);
    }
    c
}

fn pick(values: &Values, rng: &mut ChaCha8Rng) -> Value {
    match values {
        Values::Range { min, max } => Value::from(rng.random_range(*min..=*max)),
        Values::OneOf { values } => values[rng.random_range(0..values.len())].clone(),
        Values::SubsetOf { values, min, max } => {
            let n = rng.random_range(*min..=*max);
            Value::Array(values.iter().take(n).cloned().collect())
        }
    }
}

fn percentile(sorted: &[f64], p: f64) -> f64 {
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i]
}

fn report(label: &str, mut times: Vec<f64>) {
    times.sort_by(f64::total_cmp);
    if times.is_empty() {
        return;
    }
    println!(
        "offers_nemesis {label:<12} positions {:>5}  p50 {:>7.1} µs  p95 {:>7.1} µs  p99 {:>7.1} µs  max {:>7.1} µs",
        times.len(),
        percentile(&times, 0.5),
        percentile(&times, 0.95),
        percentile(&times, 0.99),
        times[times.len() - 1]
    );
}

fn main() {
    let mut all = Vec::new();
    for species in [
        Species::Intruders,
        Species::Carnomorphs,
        Species::VoidSeeders,
    ] {
        let mut times = Vec::new();
        for seed in 0..SESSIONS {
            let Ok(mut g) = GameState::new(config(species, seed)) else {
                eprintln!("offers_nemesis: {species:?} seed {seed} did not set up");
                continue;
            };
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            for _ in 0..STEPS {
                // each position asked 3 times, its fastest kept: the machine is shared, and a
                // scheduler slice is not what the rules cost
                let mut fastest = f64::INFINITY;
                let mut offers = Vec::new();
                for _ in 0..3 {
                    let start = Instant::now();
                    offers = Nemesis::offers(&g);
                    let turn = Nemesis::turn(&g);
                    let pending = Nemesis::pending(&g);
                    fastest = fastest.min(start.elapsed().as_secs_f64() * 1e6);
                    std::hint::black_box((&turn, &pending));
                }
                times.push(fastest);
                if offers.is_empty() {
                    break;
                }
                let o = &offers[rng.random_range(0..offers.len())];
                let picks: Vec<Value> = o
                    .choices
                    .iter()
                    .map(|c| pick(&c.values, &mut rng))
                    .collect();
                let Some(cmd) = o.with(&picks) else {
                    break;
                };
                if Nemesis::apply(&mut g, &cmd).is_err() {
                    break;
                }
            }
        }
        report(&format!("{species:?}"), times.clone());
        all.extend(times);
    }
    report("all", all);
}
