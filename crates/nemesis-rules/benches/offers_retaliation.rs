//! What asking the rules costs in Retaliation (issue 51): `offers`, `turn` and `pending` are
//! asked on every repaint, so each position of seeded random sessions (1 to 5 marines) is timed
//! and the count, p50, p95 and max are printed in microseconds. The target is a p95 under 1 ms.
//!
//! `cargo bench -p nemesis-rules --bench offers_retaliation`
#![allow(
    clippy::disallowed_methods,
    reason = "a benchmark measures wall time: std::time::Instant is what it is for"
)]

use nemesis_rules::ask::Offer;
use nemesis_rules::retaliation::{Retaliation, RetaliationCommand, RetaliationConfig};
use nemesis_rules::ruleset::Ruleset;
use std::hint::black_box;
use std::time::{Duration, Instant};

/// Sessions per marine count, and commands a session plays at most.
const SESSIONS: u64 = 12;
const STEPS: usize = 150;

/// A small deterministic generator (splitmix64): the bench needs no more than this.
struct Mix(u64);

impl Mix {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

/// An offered command with a random value in each choice.
fn pick(o: &Offer<RetaliationCommand>, mix: &mut Mix) -> Option<RetaliationCommand> {
    use nemesis_rules::ask::Values;
    use serde_json::Value;
    let picks: Vec<Value> = o
        .choices
        .iter()
        .map(|c| match &c.values {
            Values::Range { min, max } => {
                Value::from(*min + mix.below((*max - *min + 1) as usize) as u32)
            }
            Values::OneOf { values } => values[mix.below(values.len())].clone(),
            Values::SubsetOf { values, min, .. } => {
                let mut v = values.clone();
                for i in (1..v.len()).rev() {
                    v.swap(i, mix.below(i + 1));
                }
                v.truncate(*min);
                Value::Array(v)
            }
        })
        .collect();
    o.with(&picks)
}

fn percentile(sorted: &[Duration], p: f64) -> f64 {
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i].as_secs_f64() * 1e6
}

fn main() {
    let mut times = Vec::new();
    let mut offers_seen = 0usize;
    for players in 1..=5 {
        for s in 0..SESSIONS {
            let seed = s * 7919 + players as u64;
            let mut mix = Mix(seed);
            let config = RetaliationConfig::numbered(seed, players);
            let Ok(mut g) = Retaliation::start(&config) else {
                continue;
            };
            for _ in 0..STEPS {
                if Retaliation::finished(&g) {
                    break;
                }
                let at = Instant::now();
                let offers = black_box(Retaliation::offers(&g));
                black_box(Retaliation::turn(&g));
                black_box(Retaliation::pending(&g));
                times.push(at.elapsed());
                offers_seen += offers.len();
                // the round moves on more often than not; nobody dies on purpose
                let moves_on: Vec<&Offer<RetaliationCommand>> = offers
                    .iter()
                    .filter(|o| {
                        o.command.is_answer()
                            || matches!(
                                o.command,
                                RetaliationCommand::EndTurn { .. }
                                    | RetaliationCommand::Move { .. }
                                    | RetaliationCommand::IntruderPhase {}
                                    | RetaliationCommand::EventCard {}
                                    | RetaliationCommand::BagDevelopment {}
                                    | RetaliationCommand::Cleanup {}
                            )
                    })
                    .collect();
                let rest: Vec<&Offer<RetaliationCommand>> = offers
                    .iter()
                    .filter(|o| !matches!(o.command, RetaliationCommand::Died { .. }))
                    .collect();
                let pool = if mix.below(10) < 7 && !moves_on.is_empty() {
                    moves_on
                } else {
                    rest
                };
                if pool.is_empty() {
                    break;
                }
                let o = pool[mix.below(pool.len())];
                let Some(cmd) = pick(o, &mut mix) else {
                    break;
                };
                if Retaliation::apply(&mut g, &cmd).is_err() {
                    eprintln!("offered but refused: {cmd:?}");
                    break;
                }
            }
        }
    }
    times.sort();
    if times.is_empty() {
        println!("offers_retaliation: no positions");
        return;
    }
    println!(
        "offers_retaliation: {} positions ({} offers), offers+turn+pending p50 {:.1} µs, p95 {:.1} µs, max {:.1} µs",
        times.len(),
        offers_seen,
        percentile(&times, 0.50),
        percentile(&times, 0.95),
        percentile(&times, 1.0),
    );
}
