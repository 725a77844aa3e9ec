//! Measures cue start latency: the time from `AudioOut::play` to the first non-silent sample
//! leaving the mixer. A simulated sound card pulls the mixer's output in blocks of
//! `DEVICE_BUFFER_FRAMES` frames at real-time pace, as the device callback would; every cue is
//! played once, each after the previous one has died away.
//!
//!     cargo run --release --example cue_latency
//!
//! A real device adds its own output buffer (one block, about 21 ms, when it accepts the size
//! we ask for) on top of the number measured here.
#![allow(clippy::unwrap_used, clippy::expect_used)] // tests and tools may stop at a broken assumption

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc;
use std::thread;
use std::time::{Duration, Instant};

use nemesis_companion::audio::device::DEVICE_BUFFER_FRAMES;
use nemesis_companion::audio::graph::{Command, Engine};
use nemesis_companion::audio::{AudioOut, Cue, MixerSettings, RodioAudio};
use rodio::mixer::MixerSource;
use rodio::nz;

const RATE: f64 = 48_000.0;

fn main() {
    let engine_ms = engine_start_times();
    let (outputs, output) = mpsc::channel::<MixerSource>();
    let audio = RodioAudio::start(MixerSettings::default(), move || {
        let (mixer, source) = rodio::mixer::mixer(nz!(2), nz!(48_000));
        outputs
            .send(source)
            .map_err(|e| nemesis_companion::audio::NoSound::CannotOpen(e.to_string()))?;
        Ok((mixer, Box::new(()), "simulated device".into()))
    })
    .expect("the audio thread starts");
    let mut source = output.recv().expect("the mixer output");

    // The simulated sound card: one block every block period, reporting when each block was
    // taken and whether it carried sound.
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
            // Take the whole block, as the device does, then look at it.
            let block: Vec<f32> = (0..samples).map(|_| source.next().unwrap_or(0.0)).collect();
            let sound = block.iter().any(|s| s.abs() > 1e-4);
            if blocks.send((taken, sound)).is_err() {
                break;
            }
        }
    });

    let mut latencies = Vec::new();
    for (i, &cue) in Cue::ALL.iter().enumerate() {
        // Wait for silence: ten quiet blocks in a row.
        let mut quiet = 0;
        while quiet < 10 {
            let (_, sound) = block_reports.recv().expect("device running");
            quiet = if sound { 0 } else { quiet + 1 };
        }
        // Vary where in the block period the call lands.
        thread::sleep(Duration::from_millis((i as u64 * 7) % 21));
        let asked = Instant::now();
        audio.play(cue);
        let heard = loop {
            let (taken, sound) = block_reports.recv().expect("device running");
            if sound && taken >= asked {
                break taken;
            }
        };
        let ms = heard.duration_since(asked).as_secs_f64() * 1000.0;
        println!("{:<26} {ms:6.1} ms", cue.id());
        latencies.push(ms);
    }
    stop.store(true, Ordering::Relaxed);
    drop(block_reports);
    let _ = device.join();

    let block_ms = f64::from(DEVICE_BUFFER_FRAMES) / RATE * 1000.0;
    println!();
    println!(
        "play() to first sound leaving the mixer, {} cues, {DEVICE_BUFFER_FRAMES}-frame blocks ({block_ms:.1} ms):",
        latencies.len()
    );
    print_stats(&mut latencies);
    println!("Engine::apply(Play) alone (decoder set-up on the audio thread), every cue:");
    print_stats(&mut engine_ms.clone());
}

/// How long the audio thread spends starting a cue: decoder set-up and handing it to the mixer.
fn engine_start_times() -> Vec<f64> {
    Cue::ALL
        .iter()
        .map(|&cue| {
            // A fresh engine each time, so no cue is turned away by the voice cap.
            let (mixer, _output) = rodio::mixer::mixer(nz!(2), nz!(48_000));
            let mut engine = Engine::new(mixer, MixerSettings::default()).expect("engine");
            let t = Instant::now();
            engine.apply(Command::Play(cue)).expect("cue decodes");
            t.elapsed().as_secs_f64() * 1000.0
        })
        .collect()
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
