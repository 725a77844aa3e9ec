//! The hard validation set (tests/fixtures/hard.rs) read by every decoder we tried, on the same
//! frames in one run: labels read, misreads (a label that is not in view, or a foreign code
//! taken for one), and decode time per frame by resolution (one thread; process time for
//! zbarimg, which runs once per frame). Then the live scan over several frames: a steady hand
//! holding six cards, 10 frames at 30 fps, each with new sensor noise.
//!
//! Run: `cargo bench --bench scanner_hard` (rxing and zxing-cpp as the scanner calls them, and
//! zbarimg when it is installed). `-- --frames N` sets the size of the set (default 240).
#![allow(clippy::unwrap_used, clippy::expect_used)] // a bench may stop at a broken assumption

#[path = "../tests/fixtures/mod.rs"]
mod fixtures;

use fixtures::hard::{HardFrame, RESOLUTIONS, hard_frame};
use nemesis_companion::scanner::decode::{
    Engine, LIVE, LIVE_ISSUE_16, LIVE_ISSUE_37, LIVE_ISSUE_56_FIFTH, LIVE_ISSUE_56_FOURTH,
    LIVE_ISSUE_56_SIXTH, SINGLE_PASS, Strategy, decode_with,
};
use nemesis_companion::scanner::frame::Frame;
use nemesis_companion::scanner::payload::{self, Label};
use std::collections::BTreeMap;
use std::time::Instant;

/// What one decoder made of one frame: the texts it read.
type Reader<'a> = Box<dyn Fn(&HardFrame) -> Vec<String> + 'a>;

#[derive(Default)]
struct Tally {
    read: usize,
    expected: usize,
    misreads: usize,
    by_resolution: [(usize, usize); 3],
    by_condition: BTreeMap<String, (usize, usize)>,
    ms: [Vec<f64>; 3],
}

fn percentile(v: &mut [f64], p: f64) -> f64 {
    if v.is_empty() {
        return f64::NAN;
    }
    v.sort_by(|a, b| a.partial_cmp(b).unwrap());
    v[((v.len() as f64 - 1.0) * p).round() as usize]
}

fn score(tally: &mut Tally, frame: &HardFrame, texts: &[String], ms: f64) {
    let res = RESOLUTIONS
        .iter()
        .position(|r| r.0 == frame.width)
        .unwrap_or(0);
    let mut got: Vec<Label> = Vec::new();
    for t in texts {
        match payload::parse(t).label() {
            Some(l) if frame.labels.contains(&l) && !got.contains(&l) => got.push(l),
            Some(l) if frame.labels.contains(&l) => {}
            Some(_) => tally.misreads += 1,
            None => {}
        }
    }
    tally.read += got.len();
    tally.expected += frame.labels.len();
    tally.by_resolution[res].0 += got.len();
    tally.by_resolution[res].1 += frame.labels.len();
    let mut conditions = vec![format!("{} labels", frame.labels.len())];
    conditions.extend(frame.worse.iter().map(|w| (*w).to_string()));
    for c in conditions {
        let e = tally.by_condition.entry(c).or_default();
        e.0 += got.len();
        e.1 += frame.labels.len();
    }
    tally.ms[res].push(ms);
}

fn ours(strategy: Strategy) -> Reader<'static> {
    Box::new(move |f: &HardFrame| {
        let frame = Frame::from_gray(f.image.clone()).unwrap();
        decode_with(&frame, strategy)
            .into_iter()
            .map(|d| d.text)
            .collect()
    })
}

fn zbarimg(dir: &std::path::Path) -> Option<Reader<'_>> {
    let ok = std::process::Command::new("zbarimg")
        .arg("--version")
        .output()
        .is_ok();
    if !ok {
        return None;
    }
    Some(Box::new(move |f: &HardFrame| {
        let path = dir.join("frame.png");
        f.image.save(&path).unwrap();
        let out = std::process::Command::new("zbarimg")
            .args(["--raw", "-q", "-Sdisable", "-Sqrcode.enable"])
            .arg(&path)
            .output()
            .unwrap();
        String::from_utf8_lossy(&out.stdout)
            .lines()
            .map(str::to_string)
            .collect()
    }))
}

/// zxing-cpp as the live scanner calls it, alone, with the 2x pass, and with rxing after it.
fn zxing() -> Vec<(&'static str, Reader<'static>)> {
    let plain = Strategy {
        upscale_below: 0,
        ..LIVE_ISSUE_37
    };
    let then_rxing: Reader<'static> = Box::new(|f: &HardFrame| {
        let frame = Frame::from_gray(f.image.clone()).unwrap();
        let mut texts: Vec<String> = decode_with(&frame, LIVE_ISSUE_16)
            .into_iter()
            .map(|d| d.text)
            .collect();
        let rxing = Strategy {
            max_width: 1920,
            upscale_below: 800,
            ..SINGLE_PASS
        };
        texts.extend(decode_with(&frame, rxing).into_iter().map(|d| d.text));
        texts
    });
    vec![
        ("zxing-cpp, one reading", ours(plain)),
        (
            "zxing-cpp + 2x small frames (issue 16)",
            ours(LIVE_ISSUE_16),
        ),
        (
            "zxing-cpp + 2x small sharpened",
            ours(Strategy {
                enlarge: 2,
                retry_unread: false,
                ..LIVE_ISSUE_37
            }),
        ),
        (
            "zxing-cpp + 3x small sharpened",
            ours(Strategy {
                retry_unread: false,
                ..LIVE_ISSUE_37
            }),
        ),
        (
            "zxing-cpp + 3x small sharpened, unread codes again 6x (issue 37)",
            ours(LIVE_ISSUE_37),
        ),
        (
            "live (issue 56, seventh session: finder search binarised twice, corner searched)",
            ours(LIVE),
        ),
        (
            "issue 56, sixth session: finder search",
            ours(LIVE_ISSUE_56_SIXTH),
        ),
        ("issue 56, fifth session", ours(LIVE_ISSUE_56_FIFTH)),
        ("issue 56, fourth session", ours(LIVE_ISSUE_56_FOURTH)),
        (
            "zxing-cpp + 4x small sharpened",
            ours(Strategy {
                enlarge: 4,
                retry_unread: false,
                ..LIVE_ISSUE_37
            }),
        ),
        (
            "zxing-cpp + 2x small, then rxing full + 2x small",
            then_rxing,
        ),
    ]
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let frames: u64 = args
        .iter()
        .position(|a| a == "--frames")
        .and_then(|i| args.get(i + 1))
        .and_then(|n| n.parse().ok())
        .unwrap_or(240);
    let started = Instant::now();
    let set: Vec<HardFrame> = (0..frames).map(hard_frame).collect();
    let labels: usize = set.iter().map(|f| f.labels.len()).sum();
    let foreign: usize = set.iter().map(|f| f.foreign).sum();
    println!(
        "hard set: {frames} frames, {labels} labels, {foreign} foreign codes (made in {:.1} s)",
        started.elapsed().as_secs_f64()
    );
    let dir = tempfile::tempdir().unwrap();
    let mut readers: Vec<(&str, Reader<'_>)> = vec![
        ("ours before (one pass, 1080p halved)", ours(SINGLE_PASS)),
        (
            "ours full size",
            ours(Strategy {
                max_width: 1920,
                ..SINGLE_PASS
            }),
        ),
        (
            "ours full + 2x small frames",
            ours(Strategy {
                max_width: 1920,
                upscale_below: 800,
                ..SINGLE_PASS
            }),
        ),
        (
            "ours full + 2x small + histogram",
            ours(Strategy {
                max_width: 1920,
                upscale_below: 800,
                histogram: true,
                ..SINGLE_PASS
            }),
        ),
        (
            "ours full + 2x small + histogram + tiles",
            ours(Strategy {
                engine: Engine::Rxing,
                max_width: 1920,
                upscale_below: 800,
                histogram: true,
                tiles: true,
                ..SINGLE_PASS
            }),
        ),
    ];
    if let Some(z) = zbarimg(dir.path()) {
        readers.push(("zbarimg (process per frame)", z));
    }
    readers.extend(zxing());
    // `--only TEXT`: just the decoders whose name holds TEXT
    if let Some(only) = args
        .iter()
        .position(|a| a == "--only")
        .and_then(|i| args.get(i + 1))
    {
        readers.retain(|(name, _)| name.contains(only.as_str()));
    }
    println!(
        "\n| decoder | labels read | misreads | 640×480 | 1280×720 | 1920×1080 | ms/frame 480p (median/p95) | 720p | 1080p |"
    );
    println!("|---|---|---|---|---|---|---|---|---|");
    let mut details = Vec::new();
    for (name, read) in &readers {
        let mut tally = Tally::default();
        for f in &set {
            let t = Instant::now();
            let texts = read(f);
            let ms = t.elapsed().as_secs_f64() * 1000.0;
            score(&mut tally, f, &texts, ms);
        }
        let pct = |(a, b): (usize, usize)| {
            if b == 0 {
                "-".to_string()
            } else {
                format!("{:.1} %", 100.0 * a as f64 / b as f64)
            }
        };
        let mut times = tally.ms.clone();
        let t =
            |v: &mut Vec<f64>| format!("{:.1} / {:.1}", percentile(v, 0.5), percentile(v, 0.95));
        println!(
            "| {name} | {} ({}/{}) | {} | {} | {} | {} | {} | {} | {} |",
            pct((tally.read, tally.expected)),
            tally.read,
            tally.expected,
            tally.misreads,
            pct(tally.by_resolution[0]),
            pct(tally.by_resolution[1]),
            pct(tally.by_resolution[2]),
            t(&mut times[0]),
            t(&mut times[1]),
            t(&mut times[2]),
        );
        details.push((name.to_string(), tally.by_condition));
    }
    println!("\nrecall by condition:");
    for (name, by) in details {
        let line: Vec<String> = by
            .iter()
            .map(|(c, (a, b))| format!("{c} {a}/{b}"))
            .collect();
        println!("  {name}: {}", line.join(", "));
    }
    steady_hand();
}

/// A steady hand of six cards in front of a 720p webcam: the same scene, 10 frames with new
/// sensor noise each (30 fps). Recall over the window, and the time to the verdict (frames until
/// the debouncer has seen every label in two of the last three frames).
fn steady_hand() {
    use nemesis_companion::scanner::session::ScanSession;
    let trials = 20u64;
    let mut all_read = 0;
    let mut total = 0;
    let mut first_frame_read = 0;
    let mut to_verdict = Vec::new();
    for trial in 0..trials {
        // a 720p frame with six labels from the hard set's recipe (i % 3 == 1: 720p;
        // (i / 3) % 4 == 3: six labels)
        let seed = 3 * (4 * (trial + 100) + 3) + 1;
        let scene = hard_frame(seed);
        let mut session = ScanSession::new();
        let mut seen: Vec<Label> = Vec::new();
        let mut verdict_at = None;
        for k in 0..10u64 {
            let noisy = fixtures::noise(&scene.image, 3.0, seed * 100 + k);
            let frame = Frame::from_gray(noisy).unwrap();
            let started = Instant::now();
            let found = decode_with(&frame, LIVE);
            let ms = started.elapsed().as_secs_f64() * 1000.0;
            let labels: Vec<Label> = found.iter().filter_map(|d| d.parsed.label()).collect();
            if k == 0 {
                first_frame_read += labels.iter().filter(|l| scene.labels.contains(l)).count();
            }
            for l in &labels {
                if !seen.contains(l) {
                    seen.push(*l);
                }
            }
            session.feed_detections(found, None);
            if verdict_at.is_none() && session.confirmed().len() >= scene.labels.len() {
                verdict_at = Some(k as f64 * 1000.0 / 30.0 + ms);
            }
        }
        all_read += seen.iter().filter(|l| scene.labels.contains(l)).count();
        total += scene.labels.len();
        if let Some(t) = verdict_at {
            to_verdict.push(t);
        }
    }
    println!(
        "\nsteady hand, six cards at 720p, 10 frames at 30 fps ({trials} scenes): one frame reads {first_frame_read}/{total}; ten frames read {all_read}/{total} ({:.1} %); every label confirmed in {}/{trials} scenes, median {:.0} ms to the verdict",
        100.0 * all_read as f64 / total.max(1) as f64,
        to_verdict.len(),
        percentile(&mut to_verdict, 0.5)
    );
}
