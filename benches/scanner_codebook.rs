//! How well the codebook alone reads the labels of the held-out generator's frames when it is
//! given each label's true corners (issue 56): what the matching of modules can reach apart
//! from the search for symbols, for each way of cleaning the modules (labels taken per
//! resolution, labels taken as another label: must be 0, the true label's scores). Then, at
//! 640×480, the labels the live reading gets by how many of their three finders the search
//! found: where the search, not the codebook, loses them.
//!
//! Run: `cargo bench --bench scanner_codebook -- --frames 300 --split tuning|held-out`.
#![allow(clippy::unwrap_used, clippy::expect_used)] // a bench may stop at a broken assumption

#[path = "../tests/fixtures/mod.rs"]
mod fixtures;

use fixtures::held_out::{SIZES, Shot, Split, shot};
use nemesis_companion::scanner::codebook::{CLEANING, Cleaning, best_match_with};
use nemesis_companion::scanner::frame::Frame;
use nemesis_companion::scanner::payload::{Label, Parsed};
use nemesis_companion::scanner::{decode, finder};

/// The ways of cleaning compared: the app's, and the eighth session's steps towards it.
fn ways() -> [(&'static str, Cleaning); 3] {
    [
        (
            "sharp labels (seventh session)",
            Cleaning {
                blurred_labels: false,
                local_light: 0,
                ..CLEANING
            },
        ),
        (
            "blurred labels, light as a plane",
            Cleaning {
                local_light: 0,
                ..CLEANING
            },
        ),
        ("as the app reads", CLEANING),
    ]
}

/// How many of `label`'s three finders (at `corners`) the search found, within 1.5 modules.
fn finders_seen(found: &[finder::Finder], corners: [(f32, f32); 4]) -> usize {
    let [tl, tr, _, bl] = corners;
    let module = (tr.0 - tl.0).hypot(tr.1 - tl.1) / 21.0;
    let at = |a: f32, b: f32| {
        (
            tl.0 + ((tr.0 - tl.0) * a + (bl.0 - tl.0) * b) / 21.0,
            tl.1 + ((tr.1 - tl.1) * a + (bl.1 - tl.1) * b) / 21.0,
        )
    };
    [at(3.5, 3.5), at(17.5, 3.5), at(3.5, 17.5)]
        .iter()
        .filter(|c| {
            found
                .iter()
                .any(|f| (f.x - c.0).hypot(f.y - c.1) < 1.5 * module)
        })
        .count()
}

fn frame_of(s: &Shot) -> Frame {
    Frame {
        width: s.image.width(),
        height: s.image.height(),
        luma: s.image.as_raw().clone(),
    }
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let value = |name: &str| {
        args.iter()
            .position(|a| a == name)
            .and_then(|i| args.get(i + 1).cloned())
    };
    let frames: u64 = value("--frames")
        .and_then(|n| n.parse().ok())
        .unwrap_or(300);
    let split = match value("--split").as_deref() {
        Some("held-out") => Split::HeldOut,
        _ => Split::Tuning,
    };
    let ways = ways();
    // per way, per size: (taken, taken as another label, labels)
    let mut tally = vec![[(0usize, 0usize, 0usize); 3]; ways.len()];
    let mut scores: Vec<Vec<f32>> = vec![Vec::new(); ways.len()];
    // 640x480 labels by finders found (0..=3): (read by the live reading, labels)
    let mut by_finders = [(0usize, 0usize); 4];
    for k in 0..frames {
        let s = shot(split, k);
        let size = SIZES.iter().position(|&(w, _)| w == s.width).unwrap_or(0);
        let frame = frame_of(&s);
        for (label, corners) in &s.symbols {
            for (i, (_, cleaning)) in ways.iter().enumerate() {
                let t = &mut tally[i][size];
                t.2 += 1;
                let Some(m) = best_match_with(&frame, *corners, *cleaning) else {
                    continue;
                };
                if m.label == *label {
                    scores[i].push(m.score);
                }
                if m.is_sure() {
                    if m.label == *label {
                        t.0 += 1;
                    } else {
                        t.1 += 1;
                    }
                }
            }
        }
        if size == 0 {
            let found = finder::finders_with(&frame, finder::SEARCH);
            let read: Vec<Label> = decode::decode_with(&frame, decode::LIVE)
                .into_iter()
                .filter_map(|d| match d.parsed {
                    Parsed::Label(l) => Some(l),
                    _ => None,
                })
                .collect();
            for (label, corners) in &s.symbols {
                let t = &mut by_finders[finders_seen(&found, *corners)];
                t.1 += 1;
                t.0 += usize::from(read.contains(label));
            }
        }
    }
    println!("{split:?} split, {frames} frames, the codebook given each label's true corners:");
    for (i, (name, _)) in ways.iter().enumerate() {
        let s = &mut scores[i];
        s.sort_by(|a, b| a.total_cmp(b));
        let q = |p: f32| {
            s.get(((s.len() as f32 - 1.0) * p) as usize)
                .copied()
                .unwrap_or(0.0)
        };
        let sizes: Vec<String> = tally[i]
            .iter()
            .zip(SIZES)
            .map(|(&(ok, wrong, all), (w, h))| format!("{w}x{h} {ok}/{all} (wrong {wrong})"))
            .collect();
        println!(
            "  {name:<34} {}   true label's score p10 {:.2}, median {:.2}",
            sizes.join("  "),
            q(0.1),
            q(0.5)
        );
    }
    println!("640x480 labels read by the live reading (one frame, every pass), by finders found:");
    for (seen, (read, all)) in by_finders.iter().enumerate() {
        println!("  {seen} of 3 finders found: {read}/{all} read");
    }
}
