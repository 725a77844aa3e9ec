//! The second frame generator (tests/fixtures/held_out.rs, issue 56) read by the old and new
//! decoders: labels read and misreads per resolution, on the tuning split and on the held-out
//! split (the one reported), with decode time per frame. Then the live scan over 30 fps
//! sequences of a hand of three and of six cards held in front of a 720p camera: the share of
//! labels one frame reads, and the time until every label is confirmed, for the debouncer of
//! issue 16 (two of the last three frames) and the one of issue 56 (two of the last 30).
//!
//! Run: `cargo bench --bench scanner_held_out`. Options after `--`: `--frames N` (frames per
//! split, default 300), `--split tuning|held-out|both` (default held-out), `--only TEXT` (just the
//! decoders whose name holds TEXT), `--hands N` (sequences per hand size, default 12, read by the issue 37 and
//! the live decoder; 0 skips),
//! `--no-tags` (no per-condition lines).
#![allow(clippy::unwrap_used, clippy::expect_used)] // a bench may stop at a broken assumption

#[path = "../tests/fixtures/mod.rs"]
mod fixtures;

use fixtures::held_out::{SIZES, Shot, Split, hand, shot};
use nemesis_companion::scanner::debounce::{Debouncer, NEEDED, WINDOW, WINDOW_ISSUE_16};
use nemesis_companion::scanner::decode::{
    LIVE, LIVE_ISSUE_16, LIVE_ISSUE_37, SCHEDULE_STEPS, Strategy, decode_with, read_step,
};
use nemesis_companion::scanner::frame::Frame;
use nemesis_companion::scanner::payload::{self, Label};
use std::collections::BTreeMap;
use std::time::Instant;

#[derive(Default)]
struct Tally {
    read: usize,
    expected: usize,
    misreads: usize,
    by_size: [(usize, usize); 3],
    by_tag: BTreeMap<String, (usize, usize)>,
    ms: [Vec<f64>; 3],
}

fn percentile(v: &mut [f64], p: f64) -> f64 {
    if v.is_empty() {
        return f64::NAN;
    }
    v.sort_by(|a, b| a.total_cmp(b));
    v[((v.len() as f64 - 1.0) * p).round() as usize]
}

fn pct((a, b): (usize, usize)) -> String {
    if b == 0 {
        "-".to_string()
    } else {
        format!("{:.1} %", 100.0 * a as f64 / b as f64)
    }
}

/// The labels of `truth` read in `texts`, and how many texts were labels not in `truth`.
fn judge(truth: &[Label], texts: &[String]) -> (Vec<Label>, usize) {
    let mut got = Vec::new();
    let mut misreads = 0;
    for t in texts {
        match payload::parse(t).label() {
            Some(l) if truth.contains(&l) && !got.contains(&l) => got.push(l),
            Some(l) if truth.contains(&l) => {}
            Some(_) => misreads += 1,
            None => {}
        }
    }
    (got, misreads)
}

fn score(tally: &mut Tally, shot: &Shot, texts: &[String], ms: f64) {
    let size = SIZES.iter().position(|s| s.0 == shot.width).unwrap_or(0);
    let (got, misreads) = judge(&shot.labels, texts);
    tally.misreads += misreads;
    tally.read += got.len();
    tally.expected += shot.labels.len();
    tally.by_size[size].0 += got.len();
    tally.by_size[size].1 += shot.labels.len();
    let mut tags = vec![format!("{} labels", shot.labels.len())];
    tags.extend(shot.tags.iter().map(|t| (*t).to_string()));
    tags.dedup();
    for t in tags {
        let e = tally.by_tag.entry(t).or_default();
        e.0 += got.len();
        e.1 += shot.labels.len();
    }
    tally.ms[size].push(ms);
}

fn read(strategy: Strategy, image: &image::GrayImage) -> (Vec<String>, f64) {
    let frame = Frame::from_gray(image.clone()).unwrap();
    let t = Instant::now();
    let texts = decode_with(&frame, strategy)
        .into_iter()
        .map(|d| d.text)
        .collect();
    (texts, t.elapsed().as_secs_f64() * 1000.0)
}

/// The decoders compared: the two earlier live ones, the new live one, and the variants tried.
fn decoders() -> Vec<(&'static str, Strategy)> {
    // issue 37 without zxing-cpp's second look for light-on-dark codes, and enlarged frames
    // not shrunk again
    let lean = Strategy {
        inverted: false,
        downscale_enlarged: false,
        ..LIVE_ISSUE_37
    };
    let mid = |halves| Strategy {
        mid_below: 1400,
        mid_halves: halves,
        ..lean
    };
    vec![
        ("issue 16: 2x small frames", LIVE_ISSUE_16),
        (
            "issue 37: 3x sharpened small frames, unread again",
            LIVE_ISSUE_37,
        ),
        ("issue 37, lean (no inverted look)", lean),
        (
            "lean + unread codes at 720p/1080p again 3x",
            Strategy {
                retry_unread_full: true,
                ..lean
            },
        ),
        ("lean + 720p 1.5x sharpened", mid(3)),
        (
            "lean + 720p 1.5x sharpened, unread codes there again 2x",
            Strategy {
                mid_retry: true,
                ..mid(3)
            },
        ),
        (
            "lean + 720p 1.5x sharpened when a code is unread",
            Strategy {
                mid_only_when_unread: true,
                ..mid(3)
            },
        ),
        ("lean + 720p 2x sharpened", mid(4)),
        (
            "lean + 720p 2x sharpened when a code is unread",
            Strategy {
                mid_only_when_unread: true,
                ..mid(4)
            },
        ),
        ("live (issue 56)", LIVE),
    ]
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let value = |name: &str| {
        args.iter()
            .position(|a| a == name)
            .and_then(|i| args.get(i + 1))
            .cloned()
    };
    let frames: u64 = value("--frames")
        .and_then(|n| n.parse().ok())
        .unwrap_or(300);
    let hands: u64 = value("--hands").and_then(|n| n.parse().ok()).unwrap_or(12);
    let splits = match value("--split").as_deref() {
        Some("tuning") => vec![Split::Tuning],
        Some("both") => vec![Split::Tuning, Split::HeldOut],
        _ => vec![Split::HeldOut],
    };
    let mut decoders = decoders();
    if let Some(only) = value("--only") {
        decoders.retain(|(name, _)| name.contains(only.as_str()));
    }
    for split in splits {
        let started = Instant::now();
        let set: Vec<Shot> = (0..frames).map(|k| shot(split, k)).collect();
        let labels: usize = set.iter().map(|s| s.labels.len()).sum();
        let foreign: usize = set.iter().map(|s| s.foreign).sum();
        println!(
            "\n{split:?} split: {frames} frames, {labels} labels, {foreign} foreign codes (made in {:.1} s)",
            started.elapsed().as_secs_f64()
        );
        println!(
            "\n| decoder | labels read | misreads | 640×480 | 1280×720 | 1920×1080 | ms/frame 480p (median/p95) | 720p | 1080p |"
        );
        println!("|---|---|---|---|---|---|---|---|---|");
        let mut details = Vec::new();
        for (name, strategy) in &decoders {
            let mut tally = Tally::default();
            for s in &set {
                let (texts, ms) = read(*strategy, &s.image);
                score(&mut tally, s, &texts, ms);
            }
            print_row(name, &mut tally);
            details.push((*name, tally.by_tag));
        }
        if value("--only").is_none_or(|o| "live schedule".contains(o.as_str())) {
            details.push(("live schedule", scheduled(&set)));
        }
        if !args.iter().any(|a| a == "--no-tags") {
            println!("\nrecall by condition:");
            for (name, by) in details {
                let line: Vec<String> = by
                    .iter()
                    .map(|(c, &(a, b))| format!("{c} {}", pct((a, b))))
                    .collect();
                println!("  {name}: {}", line.join(", "));
            }
        }
    }
    if hands > 0 {
        // the live decoders only: each hand is 60 frames
        decoders.retain(|(name, _)| name.starts_with("issue 37:") || name.starts_with("live"));
        held_hands(hands, &decoders);
    }
}

/// The live reading spread over frames (`read_step`): each still frame read by every step of one
/// round, the labels of all steps together (what a card held still for a round gives the
/// debouncer), and the time of each step alone (what one camera frame costs).
fn scheduled(set: &[Shot]) -> BTreeMap<String, (usize, usize)> {
    let mut tally = Tally::default();
    for s in set {
        let frame = Frame::from_gray(s.image.clone()).unwrap();
        let size = SIZES.iter().position(|z| z.0 == s.width).unwrap_or(0);
        let mut texts = Vec::new();
        let mut steps_ms = Vec::new();
        for step in 0..SCHEDULE_STEPS {
            let t = Instant::now();
            texts.extend(read_step(&frame, step).found.into_iter().map(|d| d.text));
            steps_ms.push(t.elapsed().as_secs_f64() * 1000.0);
        }
        let worst = steps_ms.iter().copied().fold(0.0, f64::max);
        score(&mut tally, s, &texts, worst);
        // score kept the slowest step; the table shows every step alone (one camera frame each)
        tally.ms[size].pop();
        tally.ms[size].extend(steps_ms);
    }
    print_row(
        &format!("live schedule, {SCHEDULE_STEPS} frames a round (ms per frame)"),
        &mut tally,
    );
    tally.by_tag
}

/// One line of the table: the rates overall and by size, the misreads, and the time per frame
/// (p50 / p95) by size.
fn print_row(name: &str, tally: &mut Tally) {
    let t = |v: &mut Vec<f64>| format!("{:.1} / {:.1}", percentile(v, 0.5), percentile(v, 0.95));
    println!(
        "| {name} | {} ({}/{}) | {} | {} | {} | {} | {} | {} | {} |",
        pct((tally.read, tally.expected)),
        tally.read,
        tally.expected,
        tally.misreads,
        pct(tally.by_size[0]),
        pct(tally.by_size[1]),
        pct(tally.by_size[2]),
        t(&mut tally.ms[0]),
        t(&mut tally.ms[1]),
        t(&mut tally.ms[2]),
    );
}

/// Hands of three and of six cards at 720p, 60 frames (two seconds) at 30 fps each: per decoder
/// the share of labels a single frame reads, and with each debouncer the share of hands fully
/// confirmed within the two seconds and the time until then (frame number × 33.3 ms plus the
/// decode time of that frame; a hand never confirmed counts as "> 2 s" in the percentiles).
fn held_hands(hands: u64, decoders: &[(&'static str, Strategy)]) {
    const FRAMES: usize = 60;
    let rules = [
        ("2 of the last 3 (issue 16)", WINDOW_ISSUE_16, NEEDED),
        ("2 of the last 30 (issue 56)", WINDOW, NEEDED),
    ];
    println!(
        "\nhands at 720p, {FRAMES} frames at 30 fps, {hands} hands each; time until every label is confirmed (median / p95; \"> 2 s\": not within the two seconds)"
    );
    println!(
        "\n| decoder | cards | one frame reads | debouncer | hands confirmed | median | p95 | misreads |"
    );
    println!("|---|---|---|---|---|---|---|---|");
    for cards in [3usize, 6] {
        let sequences: Vec<Vec<Shot>> = (0..hands)
            .map(|seed| hand(seed * 7919 + cards as u64, cards, FRAMES))
            .collect();
        for (name, strategy) in decoders {
            // every frame read once; the debouncers replay the readings
            let mut single = (0, 0);
            let mut readings: Vec<Vec<(Vec<Label>, f64)>> = Vec::new();
            let mut misreads = 0;
            for seq in &sequences {
                let mut frames = Vec::new();
                for s in seq {
                    let (texts, ms) = read(*strategy, &s.image);
                    let (got, bad) = judge(&s.labels, &texts);
                    misreads += bad;
                    single.0 += got.len();
                    single.1 += s.labels.len();
                    frames.push((got, ms));
                }
                readings.push(frames);
            }
            for (rule, window, needed) in rules {
                let mut times = Vec::new();
                let mut done = 0;
                for (seq, frames) in sequences.iter().zip(&readings) {
                    let want = seq[0].labels.len();
                    let mut d = Debouncer::with_window(window, needed);
                    let mut confirmed = 0;
                    let mut at = None;
                    for (k, (got, ms)) in frames.iter().enumerate() {
                        confirmed += d.push(got.iter().copied()).len();
                        if confirmed >= want {
                            at = Some(k as f64 * 1000.0 / 30.0 + ms);
                            break;
                        }
                    }
                    if let Some(t) = at {
                        done += 1;
                        times.push(t);
                    } else {
                        times.push(f64::INFINITY);
                    }
                }
                let show = |v: f64| {
                    if v.is_finite() {
                        format!("{v:.0} ms")
                    } else {
                        "> 2 s".to_string()
                    }
                };
                println!(
                    "| {name} | {cards} | {} | {rule} | {done}/{} | {} | {} | {misreads} |",
                    pct(single),
                    sequences.len(),
                    show(percentile(&mut times.clone(), 0.5)),
                    show(percentile(&mut times, 0.95)),
                );
            }
        }
    }
}
