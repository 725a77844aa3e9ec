//! Scanner speed, on generated 1280×720 camera frames (see tests/fixtures), one thread:
//!
//! 1. decode time per frame: median and 95th percentile, for six labels, one label, and no code:
//!    the whole live reading of a frame (`decode`, what a still image gets), and what the live
//!    scan spends on a frame (`ScanSession::feed`: one step of the schedule, issue 56);
//!    Also the time to turn one MJPEG camera frame into luma (webcams send MJPEG at 720p).
//! 2. time from a steady card to the verdict at 30 fps: frames until the debouncer confirms every
//!    label in view (two frames of the last second), times 33.3 ms, plus the decode time of the
//!    confirming frame. Each trial is a new scene; each frame of a trial gets new sensor noise.
//!
//! Run: `cargo bench --bench scanner` (prints the percentile tables, then criterion's estimates).
//! `cargo bench --bench scanner -- --quick-table` prints only the tables; `--reps N` times each
//! frame's decode and live step N times and takes the mean (the thread's CPU time moves in the
//! kernel's 4 ms ticks, so a single run is off by up to 4 ms).
#![allow(clippy::unwrap_used, clippy::expect_used)] // tests and tools may stop at a broken assumption

#[path = "../tests/fixtures/mod.rs"]
mod fixtures;

use criterion::Criterion;
use fixtures::*;
use nemesis_companion::scanner::decode::decode;
use nemesis_companion::scanner::frame::Frame;
use nemesis_companion::scanner::payload::{Deck, Label};
use nemesis_companion::scanner::session::ScanSession;
use rand::RngExt;
use std::hint::black_box;
use std::time::Duration;

const FRAME_INTERVAL_MS: f64 = 1000.0 / 30.0;

fn label(n: u8) -> Label {
    Label::new(Deck::Base, n).unwrap()
}

fn six(seed: u64) -> Frame {
    let contents: Vec<Content> = (0..6)
        .map(|i| Content::Label(label((seed as u8 * 6 + i) % 27 + 1)))
        .collect();
    Frame::from_gray(noise(
        &spread(&contents, webcam_px_per_mm(), 1280, 720, seed),
        4.0,
        seed,
    ))
    .unwrap()
}

fn one(seed: u64) -> Frame {
    let mut r = rng(seed);
    let mut img = table(1280, 720, seed);
    let pose = Pose {
        center: (r.random_range(300.0..980.0), r.random_range(200.0..520.0)),
        angle_deg: r.random_range(-30.0..30.0),
        pitch_deg: r.random_range(-20.0..20.0),
        yaw_deg: r.random_range(-20.0..20.0),
    };
    let px = webcam_px_per_mm();
    place(
        &mut img,
        &card(&Content::Label(label(seed as u8 % 27 + 1)), px),
        px,
        pose,
    );
    Frame::from_gray(noise(&img, 4.0, seed)).unwrap()
}

fn nothing(seed: u64) -> Frame {
    let mut img = table(1280, 720, seed);
    let px = webcam_px_per_mm();
    place(
        &mut img,
        &card(&Content::Blank, px),
        px,
        Pose::at(640.0, 360.0),
    );
    Frame::from_gray(noise(&img, 4.0, seed)).unwrap()
}

fn percentile(sorted: &[f64], p: f64) -> f64 {
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i.min(sorted.len() - 1)]
}

fn summary(name: &str, mut samples: Vec<f64>, unit: &str) {
    samples.sort_by(|a, b| a.total_cmp(b));
    println!(
        "{name:<34} n={:<4} median {:>7.1} {unit}   p95 {:>7.1} {unit}   max {:>7.1} {unit}",
        samples.len(),
        percentile(&samples, 0.5),
        percentile(&samples, 0.95),
        samples[samples.len() - 1]
    );
}

/// `--reps N` from the command line (1 without).
fn reps() -> u32 {
    let args: Vec<String> = std::env::args().collect();
    args.iter()
        .position(|a| a == "--reps")
        .and_then(|i| args.get(i + 1))
        .and_then(|n| n.parse().ok())
        .unwrap_or(1)
        .max(1)
}

fn decode_table() {
    let reps = reps();
    println!("decode time per 1280x720 frame (release, one thread, mean of {reps} runs):");
    println!("  (decode: the whole reading; live scan: ScanSession::feed, one step a frame)");
    for (name, make) in [
        ("six labels", six as fn(u64) -> Frame),
        ("one label", one),
        ("no code", nothing),
    ] {
        let frames: Vec<Frame> = (0..12).map(make).collect();
        for f in &frames {
            black_box(decode(f)); // warm up
        }
        let mut samples = Vec::new();
        for _ in 0..10 {
            for f in &frames {
                let t = Stopwatch::start();
                for _ in 0..reps {
                    black_box(decode(f));
                }
                samples.push(t.ms() / f64::from(reps));
            }
        }
        summary(&format!("  decode, {name}"), samples, "ms");
        // what the live scan spends on a frame: one step of the schedule (ScanSession::feed,
        // the debouncer and diagnosis included), every step in turn
        let mut session = ScanSession::new();
        for f in &frames {
            black_box(session.feed(f)); // warm up
        }
        let mut samples = Vec::new();
        for _ in 0..10 {
            for f in &frames {
                // the same step again on copies of the session, then the session moves on
                let t = Stopwatch::start();
                for _ in 1..reps {
                    black_box(session.clone().feed(f));
                }
                black_box(session.feed(f));
                samples.push(t.ms() / f64::from(reps));
            }
        }
        summary(&format!("  live scan a frame, {name}"), samples, "ms");
    }
}

fn mjpeg_table() {
    use nemesis_companion::scanner::camera::convert::{PixelLayout, to_frame};
    let mut samples = Vec::new();
    for seed in 0..6 {
        let mut jpeg = Vec::new();
        image::DynamicImage::ImageLuma8(six(seed).to_gray())
            .write_to(
                &mut std::io::Cursor::new(&mut jpeg),
                image::ImageFormat::Jpeg,
            )
            .unwrap();
        for _ in 0..10 {
            let t = Stopwatch::start();
            black_box(to_frame(PixelLayout::Mjpeg, 1280, 720, &jpeg).unwrap());
            samples.push(t.ms());
        }
    }
    summary("  MJPEG 1280x720 to luma", samples, "ms");
}

fn verdict_table() {
    println!("steady card to verdict at 30 fps (frames x 33.3 ms + decode of the last frame):");
    for (name, scene) in [("one label", false), ("six labels", true)] {
        let mut latencies = Vec::new();
        let mut frames_needed = Vec::new();
        for trial in 0..30u64 {
            let clean = if scene {
                six(100 + trial)
            } else {
                one(100 + trial)
            };
            let expected = decode(&clean)
                .iter()
                .filter_map(|d| d.parsed.label())
                .count();
            let want = if scene { 6 } else { 1 };
            let mut session = ScanSession::new();
            let mut confirmed = 0;
            let mut frame_no = 0u64;
            loop {
                frame_no += 1;
                let img = noise(&clean.to_gray(), 3.0, trial * 1000 + frame_no);
                let frame = Frame::from_gray(img).unwrap();
                let t = Stopwatch::start();
                let outcome = session.feed(&frame);
                let decode_ms = t.ms();
                confirmed += outcome.confirmed.len();
                if confirmed >= want.min(expected.max(1)) || frame_no >= 30 {
                    latencies.push(frame_no as f64 * FRAME_INTERVAL_MS + decode_ms);
                    frames_needed.push(frame_no as f64);
                    break;
                }
            }
        }
        summary(&format!("  verdict, {name}"), latencies, "ms");
        summary(&format!("  frames needed, {name}"), frames_needed, "  ");
    }
}

fn main() {
    decode_table();
    mjpeg_table();
    verdict_table();
    if std::env::args().any(|a| a == "--quick-table") {
        return;
    }
    let mut c = Criterion::default()
        .sample_size(20)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(4))
        .configure_from_args();
    let (six_frame, one_frame, empty_frame) = (six(1), one(1), nothing(1));
    c.bench_function("decode 1280x720, six labels", |b| {
        b.iter(|| decode(black_box(&six_frame)))
    });
    c.bench_function("decode 1280x720, one label", |b| {
        b.iter(|| decode(black_box(&one_frame)))
    });
    c.bench_function("decode 1280x720, no code", |b| {
        b.iter(|| decode(black_box(&empty_frame)))
    });
    c.final_summary();
}
