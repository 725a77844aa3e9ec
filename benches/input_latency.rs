//! Input latency of both games' table screens: from an input (a pointer move, a tap, a key) to
//! the repainted frame, at 1920×1080 with the software renderer (tiny-skia), as the window runs
//! it (see `input_latency/frame.rs`). The base game's table is mid-game with four characters
//! (`input_latency/base.rs`); the Retaliation table has 13 rooms on the facility and four
//! marines (`input_latency/retaliation.rs`). Every kind of input the issue names is measured
//! where the table has it: choose a character, point at a room, tap a room, play, open and close
//! a panel, an answer, the next page of the Event Phase, undo. Each input is checked to have done
//! what it claims (the panel opened, the page turned, the answer was taken…), so an input that
//! did nothing cannot pass for a fast one.
//!
//!   cargo bench --bench input_latency [-- --inputs N] [-- --lang ko|ja|en]
//!       [-- --table base|retaliation|both]
//!
//! Prints, per table and per input kind and overall, the 50th and 95th percentile and the worst
//! time (wall clock), the 50th and 95th percentile of the time the thread was on a CPU (the same
//! phases without the waits for a core: on a machine busy with other work the wall clock
//! measures the machine as much as the app), and the median of each phase. It asserts nothing about time: speed is measured here,
//! not tested. `--inputs` is per table (at least; turns are run whole). `LATENCY_RECTS=1` also
//! prints the rectangles each frame redraws and what each costs drawn alone; `LATENCY_ZONES=1` times the map, a room-sized
//! rectangle in its middle, the side panel and the whole window each redrawn alone, and lists
//! the shapes that cross the room-sized rectangle with what each costs drawn alone (the renderer
//! draws every shape that crosses a repainted rectangle whole, clipped by a mask).
//! `LATENCY_SLOW=MS` prints, phase by phase, every input that took longer than MS milliseconds.
//!
//! On a shared machine, measure with nothing else running. Two traps met on the 2-core test
//! machine (issue 57): real-time priority (`chrt -f 50`) freezes the bench for 50 ms of every
//! second it keeps a core busy unless the kernel's throttle is off
//! (`/proc/sys/kernel/sched_rt_runtime_us`, 950000 by default; -1 turns it off), which looks
//! exactly like a stall of the app; and `nice` does not keep another terminal's build off the
//! bench while `/proc/sys/kernel/sched_autogroup_enabled` is 1 (nice counts only within a
//! terminal's session).
#![allow(clippy::unwrap_used, clippy::expect_used)] // tools may stop at a broken assumption

#[path = "input_latency/base.rs"]
mod base;
#[path = "input_latency/frame.rs"]
mod frame;
#[path = "input_latency/retaliation.rs"]
mod retaliation;

use frame::{Input, Phases, SIZE};
use nemesis_companion::gui::i18n::Language;
use std::time::Duration;

fn arg(name: &str) -> Option<String> {
    let args: Vec<String> = std::env::args().collect();
    args.iter()
        .position(|a| a == name)
        .and_then(|i| args.get(i + 1).cloned())
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i.min(sorted.len() - 1)]
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

fn report(name: &str, of: &[&Phases]) {
    let mut totals: Vec<Duration> = of.iter().map(|p| p.total()).collect();
    totals.sort();
    let median = |f: &dyn Fn(&Phases) -> Duration| {
        let mut v: Vec<Duration> = of.iter().map(|p| f(p)).collect();
        v.sort();
        ms(percentile(&v, 0.5))
    };
    let mut full: Vec<Duration> = of.iter().map(|p| p.total() - p.raster + p.full).collect();
    full.sort();
    let mut cpu: Vec<Duration> = of.iter().map(|p| p.cpu).collect();
    cpu.sort();
    let damaged = of.iter().map(|p| p.damaged).sum::<f32>() / of.len().max(1) as f32;
    println!(
        "{name:>6}: n={:>4}  p50 {:>6.1} ms  p95 {:>6.1} ms  max {:>6.1} ms  | on the CPU p50 {:>5.1} p95 {:>5.1} ms | full redraw p95 {:>6.1} ms | median: events {:.1}, update {:.1}, view+layout {:.1}, draw {:.1}, raster {:.1} ({:.0} % of the window in {:.0} rectangles on average)",
        of.len(),
        ms(percentile(&totals, 0.5)),
        ms(percentile(&totals, 0.95)),
        ms(*totals.last().unwrap_or(&Duration::ZERO)),
        ms(percentile(&cpu, 0.5)),
        ms(percentile(&cpu, 0.95)),
        ms(percentile(&full, 0.95)),
        median(&|p| p.events),
        median(&|p| p.update),
        median(&|p| p.view),
        median(&|p| p.draw),
        median(&|p| p.raster),
        damaged * 100.0,
        of.iter().map(|p| p.rects).sum::<usize>() as f32 / of.len().max(1) as f32,
    );
}

/// One table per screen: each kind of input it had, then all of them.
fn print_table(what: &str, samples: &[(Input, Phases)]) {
    println!(
        "input latency, {what}, {}x{} tiny-skia, {} inputs",
        SIZE.width,
        SIZE.height,
        samples.len()
    );
    for kind in Input::ALL {
        let of: Vec<&Phases> = samples
            .iter()
            .filter(|(k, _)| *k == kind)
            .map(|(_, p)| p)
            .collect();
        if !of.is_empty() {
            report(&format!("{kind:?}").to_lowercase(), &of);
        }
    }
    let all: Vec<&Phases> = samples.iter().map(|(_, p)| p).collect();
    report("all", &all);
}

fn main() {
    let inputs: usize = arg("--inputs").and_then(|s| s.parse().ok()).unwrap_or(300);
    let language = match arg("--lang").as_deref() {
        Some("ja") => Language::Ja,
        Some("en") => Language::En,
        _ => Language::Ko,
    };
    let (base, retaliation) = match arg("--table").as_deref() {
        None | Some("both") => (true, true),
        Some("base") => (true, false),
        Some("retaliation") => (false, true),
        Some(other) => panic!("--table base|retaliation|both, not {other:?}"),
    };
    if base {
        let (samples, what) = base::run(language, inputs);
        print_table(&what, &samples);
    }
    if base && retaliation {
        println!();
    }
    if retaliation {
        let (samples, what) = retaliation::run(language, inputs);
        print_table(&what, &samples);
    }
}
