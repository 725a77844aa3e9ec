//! Measures the window's cue latency: from `gui::sound::Sound::on_played` (what the App calls
//! after each command with its outcomes and the new state) to the first block carrying the cue
//! taken by a simulated sound card. The outcomes are real ones, from seeded simulated games
//! (every command that has a cue, up to 80). The card pulls `DEVICE_BUFFER_FRAMES` frames at
//! real-time pace, as the device callback does; the ambience is turned down to zero so only
//! cues make sound.
//!
//!     cargo run --release --example played_latency
//!
//! A real device adds its own output buffer (about one block) on top of the number here.
#![allow(clippy::unwrap_used, clippy::expect_used)] // tests and tools may stop at a broken assumption

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc;
use std::thread;
use std::time::{Duration, Instant};

use nemesis_companion::audio::device::DEVICE_BUFFER_FRAMES;
use nemesis_companion::audio::nemesis::{Board, cues_for};
use nemesis_companion::audio::{MixerSettings, RodioAudio};
use nemesis_companion::gui::sound::Sound;
use nemesis_companion::rules::ids::{Mode, Side};
use nemesis_companion::rules::{GameState, Outcome};
use rodio::mixer::MixerSource;
use rodio::nz;

const RATE: f64 = 48_000.0;
const SAMPLES: usize = 80;

fn main() {
    let played = played_commands();
    let settings = MixerSettings {
        ambience: 0.0,
        ..MixerSettings::default()
    };
    let (outputs, output) = mpsc::channel::<MixerSource>();
    let audio = RodioAudio::start(settings, move || {
        let (mixer, source) = rodio::mixer::mixer(nz!(2), nz!(48_000));
        outputs
            .send(source)
            .map_err(|e| nemesis_companion::audio::NoSound::CannotOpen(e.to_string()))?;
        Ok((mixer, Box::new(()), "simulated device".into()))
    })
    .expect("the audio thread starts");
    let mut source = output.recv().expect("the mixer output");
    let mut sound = Sound::with_output(Box::new(audio));

    let (blocks, block_reports) = mpsc::channel::<(Instant, bool)>();
    let stop = Arc::new(AtomicBool::new(false));
    let device_stop = Arc::clone(&stop);
    let device = thread::spawn(move || {
        let period = Duration::from_secs_f64(f64::from(DEVICE_BUFFER_FRAMES) / RATE);
        let start = Instant::now();
        let mut n: u32 = 0;
        while !device_stop.load(Ordering::Relaxed) {
            n += 1;
            let due = start + period * n;
            if let Some(wait) = due.checked_duration_since(Instant::now()) {
                thread::sleep(wait);
            }
            let taken = Instant::now();
            let samples = DEVICE_BUFFER_FRAMES as usize * 2;
            let block: Vec<f32> = (0..samples).map(|_| source.next().unwrap_or(0.0)).collect();
            let sound = block.iter().any(|s| s.abs() > 1e-4);
            if blocks.send((taken, sound)).is_err() {
                break;
            }
        }
    });

    let mut heard_ms = Vec::new();
    let mut call_ms = Vec::new();
    for (i, (outcomes, state)) in played.iter().enumerate() {
        let mut quiet = 0;
        while quiet < 10 {
            let (_, sound) = block_reports.recv().expect("device running");
            quiet = if sound { 0 } else { quiet + 1 };
        }
        thread::sleep(Duration::from_millis((i as u64 * 7) % 21));
        let asked = Instant::now();
        sound.on_played::<nemesis_companion::rules::Nemesis>(outcomes, state);
        call_ms.push(asked.elapsed().as_secs_f64() * 1000.0);
        let heard = loop {
            let (taken, sound) = block_reports.recv().expect("device running");
            if sound && taken >= asked {
                break taken;
            }
        };
        heard_ms.push(heard.duration_since(asked).as_secs_f64() * 1000.0);
    }
    stop.store(true, Ordering::Relaxed);
    drop(block_reports);
    let _ = device.join();

    let block_ms = f64::from(DEVICE_BUFFER_FRAMES) / RATE * 1000.0;
    println!(
        "on_played() to the first block with sound, {} played commands, {DEVICE_BUFFER_FRAMES}-frame blocks ({block_ms:.1} ms):",
        heard_ms.len()
    );
    print_stats(&mut heard_ms);
    println!("on_played() itself (cues_for, ambience choice, channel sends):");
    print_stats(&mut call_ms);
}

/// Commands of seeded simulated games whose outcomes have at least one cue, with the state after.
fn played_commands() -> Vec<(Vec<Outcome>, GameState)> {
    let mut found = Vec::new();
    for seed in 0..40 {
        let mut g = GameState::new(nemesis_companion::sim::config(
            seed,
            4,
            Side::A,
            Mode::Standard,
        ))
        .expect("setup");
        let mut table = nemesis_companion::sim::Table::new(seed);
        for _ in 0..3000 {
            if g.victory.is_some() || found.len() >= SAMPLES {
                break;
            }
            let cmd = table.choose(&g);
            if let Ok(out) = g.apply(&cmd) {
                let board = Board {
                    fires: g.fires(),
                    malfunctions: g.malfunctions(),
                };
                if !cues_for(&out, board).is_empty() {
                    found.push((out, g.clone()));
                }
            }
        }
        if found.len() >= SAMPLES {
            break;
        }
    }
    found
}

fn print_stats(values: &mut [f64]) {
    values.sort_by(f64::total_cmp);
    let at = |q: f64| values[((values.len() - 1) as f64 * q).round() as usize];
    println!(
        "  min {:.2} ms, median {:.2} ms, p95 {:.2} ms, max {:.2} ms",
        at(0.0),
        at(0.5),
        at(0.95),
        at(1.0)
    );
}
