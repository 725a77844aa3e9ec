//! The second frame generator (tests/fixtures/held_out.rs, issue 56) read by the old and new
//! decoders: labels read and misreads per resolution, on the tuning split and on the held-out
//! split (the one reported), with decode time per frame; the live reading spread over frames
//! (every step of a round on each still frame). Then the live scan over 30 fps sequences of a
//! hand of three and of six cards held in front of a 720p camera, played in real time: the time
//! until every label is confirmed, beside what one frame reads and costs.
//!
//! Run: `cargo bench --bench scanner_held_out`. Options after `--`: `--frames N` (frames per
//! split, default 300), `--split tuning|held-out|both|none` (default held-out), `--only TEXT`
//! (just the decoders and schedules whose name holds TEXT, also in the hands), `--hands N` (sequences per hand
//! size, default 12; 0 skips), `--no-tags` (no per-condition lines), `--reps N` (each step of a
//! schedule on the still frames done N times and timed as the mean, default 1).
#![allow(clippy::unwrap_used, clippy::expect_used)] // a bench may stop at a broken assumption

#[path = "../tests/fixtures/mod.rs"]
mod fixtures;

use fixtures::Stopwatch;
use fixtures::held_out::{SIZES, Shot, Split, hand, shot};
use nemesis_companion::scanner::decode::{
    LIVE, LIVE_ISSUE_16, LIVE_ISSUE_37, LIVE_ISSUE_56, LIVE_ISSUE_56_FIFTH, LIVE_ISSUE_56_FOURTH,
    LIVE_ISSUE_56_SIXTH, LIVE_ISSUE_56_THIRD, LIVE_SMALL_FINDERS, Strategy, decode_with,
    read_step_with, steps_for,
};
use nemesis_companion::scanner::finder::{self, Search};
use nemesis_companion::scanner::frame::Frame;
use nemesis_companion::scanner::payload::{self, Label};
use nemesis_companion::scanner::session::ScanSession;
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

/// The labels of `truth` read in `texts`, and how many texts were labels not on any card in
/// the scene (a label whose code leaves the frame, `also_there`, is on the table: reading it
/// is no misread, though it is not expected either).
fn judge(truth: &[Label], also_there: &[Label], texts: &[String]) -> (Vec<Label>, usize) {
    let mut got = Vec::new();
    let mut misreads = 0;
    for t in texts {
        match payload::parse(t).label() {
            Some(l) if truth.contains(&l) && !got.contains(&l) => got.push(l),
            Some(l) if truth.contains(&l) || also_there.contains(&l) => {}
            Some(_) => misreads += 1,
            None => {}
        }
    }
    (got, misreads)
}

fn score(tally: &mut Tally, shot: &Shot, texts: &[String], ms: f64) {
    let size = SIZES.iter().position(|s| s.0 == shot.width).unwrap_or(0);
    let (got, misreads) = judge(&shot.labels, &shot.partly_in_view, texts);
    if misreads > 0 {
        // a misread is named, with what was in view, so it can be found and fixed
        let foreign: Vec<&String> = texts
            .iter()
            .filter(|t| {
                payload::parse(t)
                    .label()
                    .is_some_and(|l| !shot.labels.contains(&l))
            })
            .collect();
        println!(
            "misread at {}px wide ({:?}): read {foreign:?}; in view {:?}",
            shot.width, shot.tags, shot.labels
        );
        if let Some(dir) = std::env::var_os("SCANNER_MISREAD_DIR") {
            let path = std::path::Path::new(&dir).join(format!("misread-{}.png", tally.misreads));
            if let Err(e) = shot.image.save(&path) {
                println!("  (not saved to {}: {e})", path.display());
            }
        }
    }
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
    let t = Stopwatch::start();
    let texts = decode_with(&frame, strategy)
        .into_iter()
        .map(|d| d.text)
        .collect();
    (texts, t.ms())
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
        (
            "issue 56, second session: 720p 1.5x sharpened",
            LIVE_ISSUE_56,
        ),
        (
            "issue 56, third session: mean threshold 18 px (480p), 25 px (720p)",
            LIVE_ISSUE_56_THIRD,
        ),
        ("issue 56, fourth session", LIVE_ISSUE_56_FOURTH),
        ("issue 56, fifth session: codebook", LIVE_ISSUE_56_FIFTH),
        (
            "live (issue 56, seventh session: finder search binarised twice, corner searched)",
            LIVE,
        ),
        (
            "issue 56, sixth session: finder search",
            LIVE_ISSUE_56_SIXTH,
        ),
        (
            "sixth session, finder search on 640x480 only",
            LIVE_SMALL_FINDERS,
        ),
    ]
}

/// The live reading spread over frames, as the live scan does it, the earlier schedules, and the
/// fourth session's changes one at a time (issue 56: a step of its own for the frame at its own
/// size left a steady card that its own size reads to be read once a round, and unconfirmed for
/// five frames).
fn schedules() -> Vec<(&'static str, Strategy)> {
    let dark = Strategy {
        plain_inverted: false,
        ..LIVE_ISSUE_56
    };
    let retry = Strategy {
        mid_retry: true,
        ..dark
    };
    let model2 = Strategy {
        model2_only: true,
        mid_model2_only: true,
        ..retry
    };
    let sixths = Strategy {
        mid_schedule_tiles: (3, 2),
        ..model2
    };
    vec![
        (
            "live schedule: own size every frame, 720p a sixth larger, 640x480 a quarter",
            LIVE,
        ),
        (
            "sixth session schedule: own size every frame, one binarisation at 12 %, corner as guessed",
            LIVE_ISSUE_56_SIXTH,
        ),
        (
            "fifth session schedule: own size every frame, as live without the finder search",
            LIVE_ISSUE_56_FIFTH,
        ),
        (
            "small finders schedule: own size every frame, finder search on 640x480 only",
            LIVE_SMALL_FINDERS,
        ),
        ("finder variant: as live", LIVE),
        (
            "finder variant: no finder completed alone (the eighth session's live search)",
            Strategy {
                finder_search: Search {
                    single_guesses: 0,
                    ..finder::SEARCH
                },
                ..LIVE
            },
        ),
        (
            "finder variant: 16 finders completed alone",
            Strategy {
                finder_search: Search {
                    single_guesses: 16,
                    ..finder::SEARCH
                },
                ..LIVE
            },
        ),
        (
            "finder variant: pair guesses 0",
            Strategy {
                finder_search: Search {
                    pair_guesses: 0,
                    ..finder::SEARCH
                },
                ..LIVE
            },
        ),
        (
            "finder variant: pair guesses 4",
            Strategy {
                finder_search: Search {
                    pair_guesses: 4,
                    ..finder::SEARCH
                },
                ..LIVE
            },
        ),
        (
            "finder variant: middle run not dominant",
            Strategy {
                finder_search: Search {
                    centre_dominance_tenths: 0,
                    ..finder::SEARCH
                },
                ..LIVE
            },
        ),
        (
            "finder variant: middle run 1.2x",
            Strategy {
                finder_search: Search {
                    centre_dominance_tenths: 12,
                    ..finder::SEARCH
                },
                ..LIVE
            },
        ),
        (
            "finder variant: one hit a finder",
            Strategy {
                finder_search: Search {
                    min_hits: 1,
                    ..finder::SEARCH
                },
                ..LIVE
            },
        ),
        (
            "finder variant: not re-centred along",
            Strategy {
                finder_search: Search {
                    recentre: false,
                    ..finder::SEARCH
                },
                ..LIVE
            },
        ),
        (
            "fourth session schedule: own size every frame, as fifth without the codebook",
            LIVE_ISSUE_56_FOURTH,
        ),
        (
            "issue 56 schedule: own size every frame, a quarter larger",
            LIVE_ISSUE_56,
        ),
        (
            "issue 56 schedule, own size a step of its own",
            Strategy {
                plain_each_step: false,
                ..LIVE_ISSUE_56
            },
        ),
        (
            "third session schedule: a ninth larger, mean threshold a round of its own",
            LIVE_ISSUE_56_THIRD,
        ),
        ("step 1: own size dark on light only", dark),
        ("step 2: + 720p unread codes cut out again", retry),
        ("step 3: + QR model 2 only at own size and 720p", model2),
        ("step 4: + 720p in 3x2 tiles", sixths),
        (
            "live schedule, own size with shrunk copies and trying harder",
            Strategy {
                plain_downscale: true,
                plain_try_harder: true,
                ..LIVE
            },
        ),
        (
            "live schedule with 720p in 2x2 tiles",
            Strategy {
                mid_schedule_tiles: (0, 0),
                ..LIVE
            },
        ),
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
    let reps: u32 = value("--reps").and_then(|n| n.parse().ok()).unwrap_or(1);
    let splits = match value("--split").as_deref() {
        Some("tuning") => vec![Split::Tuning],
        Some("both") => vec![Split::Tuning, Split::HeldOut],
        Some("none") => vec![],
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
        for (name, strategy) in schedules() {
            if value("--only").is_none_or(|o| name.contains(o.as_str())) {
                details.push((name, scheduled(&set, strategy, name, reps)));
            }
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
        held_hands(hands, value("--only"));
    }
}

/// The live reading spread over frames (`read_step`): each still frame read by every step of one
/// round (a round of its own size, `steps_for`), the labels of all steps together (what a card
/// held still for a round gives the debouncer), and the time of each step alone (what one
/// camera frame costs). With `reps` above 1 each step is done that many times and its time is
/// the mean: the thread's time on the CPU moves in the kernel's 4 ms ticks, so one step's
/// figure is off by up to 4 ms, a mean of `reps` by a `reps`th of that.
fn scheduled(
    set: &[Shot],
    strategy: Strategy,
    name: &str,
    reps: u32,
) -> BTreeMap<String, (usize, usize)> {
    let mut tally = Tally::default();
    let mut rounds = Vec::new();
    for s in set {
        let frame = Frame::from_gray(s.image.clone()).unwrap();
        let size = SIZES.iter().position(|z| z.0 == s.width).unwrap_or(0);
        let steps = steps_for(frame.width, strategy);
        if !rounds.contains(&steps) {
            rounds.push(steps);
        }
        let mut texts = Vec::new();
        let mut steps_ms = Vec::new();
        for step in 0..steps {
            let t = Stopwatch::start();
            texts.extend(
                read_step_with(&frame, step, strategy)
                    .found
                    .into_iter()
                    .map(|d| d.text),
            );
            for _ in 1..reps {
                std::hint::black_box(read_step_with(&frame, step, strategy));
            }
            steps_ms.push(t.ms() / f64::from(reps.max(1)));
        }
        let worst = steps_ms.iter().copied().fold(0.0, f64::max);
        score(&mut tally, s, &texts, worst);
        // score kept the slowest step; the table shows every step alone (one camera frame each)
        tally.ms[size].pop();
        tally.ms[size].extend(steps_ms);
    }
    rounds.sort();
    let rounds: Vec<String> = rounds.iter().map(|r| r.to_string()).collect();
    print_row(
        &format!(
            "{name}, {} frames a round (ms per frame)",
            rounds.join(" or ")
        ),
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

/// Hands of three and of six cards at 720p, [`HAND_FRAMES`] frames (three seconds) at 30 fps
/// each, played in real time: frame k arrives at k × 33.3 ms; the scanner takes the newest frame
/// that has arrived (a frame that came while it was busy is dropped, as the camera thread does),
/// spends the measured time on it, and takes the next. The time until every label of the hand is
/// confirmed is the clock when the frame that confirms the last one is done (a hand not confirmed
/// within the sequence counts as "> 3 s"). Each way of reading is given the same frames:
///
/// - the live scan (`ScanSession::feed`: one step of the schedule a frame, two reads in the last
///   second);
/// - the whole live reading of every frame it can keep up with, same debouncer;
/// - issue 37's whole reading, same debouncer.
///
/// Beside it, the single-frame numbers: the share of the labels in view that one whole live
/// reading of a frame reads, and the time one frame costs each way (median / p95).
fn held_hands(hands: u64, only: Option<String>) {
    println!(
        "\nhands at 720p, {HAND_FRAMES} frames at 30 fps played in real time, {hands} hands each; time from the first frame until every label is confirmed (median / p95; \"> 3 s\": not within the sequence)"
    );
    println!(
        "\n| cards | reading | one frame: labels read | one frame: ms (median / p95) | frames read | hands fully read | time to every label: median | p95 | misreads |"
    );
    println!("|---|---|---|---|---|---|---|---|---|");
    for cards in [3usize, 6] {
        let sequences: Vec<Vec<Shot>> = (0..hands)
            .map(|seed| hand(seed * 7919 + cards as u64, cards, HAND_FRAMES))
            .collect();
        let frames: Vec<Vec<Frame>> = sequences
            .iter()
            .map(|seq| {
                seq.iter()
                    .map(|s| Frame::from_gray(s.image.clone()).unwrap())
                    .collect()
            })
            .collect();
        // one whole live reading of every frame: what a single frame reads
        let mut single = (0, 0);
        for (seq, fr) in sequences.iter().zip(&frames) {
            for (s, f) in seq.iter().zip(fr) {
                let texts: Vec<String> = decode_with(f, LIVE).into_iter().map(|d| d.text).collect();
                single.0 += judge(&s.labels, &s.partly_in_view, &texts).0.len();
                single.1 += s.labels.len();
            }
        }
        let mut ways: Vec<Way> = schedules()
            .into_iter()
            .filter(|(n, _)| only.as_ref().is_none_or(|o| n.contains(o.as_str())))
            .map(|(n, s)| Way::Session(n, s))
            .collect();
        ways.extend([Way::Whole(LIVE), Way::Whole(LIVE_ISSUE_37)]);
        for way in ways {
            let mut times = Vec::new();
            let mut frame_ms = Vec::new();
            let mut done = 0;
            let mut misreads = 0;
            let mut read_frames = 0;
            for (seq, fr) in sequences.iter().zip(&frames) {
                let mut want: Vec<Label> = seq.iter().flat_map(|s| s.labels.clone()).collect();
                want.sort();
                want.dedup();
                let run = play_in_real_time(fr, way, &want);
                misreads += run.misreads;
                read_frames += run.frames_read;
                frame_ms.extend(run.frame_ms);
                if let Some(t) = run.all_read_at {
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
                    "> 3 s".to_string()
                }
            };
            let single_line = match way {
                Way::Whole(s) if s == LIVE => pct(single),
                _ => "".to_string(),
            };
            println!(
                "| {cards} | {} | {single_line} | {:.1} / {:.1} | {read_frames}/{} | {done}/{} | {} | {} | {misreads} |",
                way.name(),
                percentile(&mut frame_ms.clone(), 0.5),
                percentile(&mut frame_ms, 0.95),
                sequences.len() * HAND_FRAMES,
                sequences.len(),
                show(percentile(&mut times.clone(), 0.5)),
                show(percentile(&mut times, 0.95)),
            );
        }
    }
}

/// Frames in a hand's sequence: three seconds at 30 fps.
const HAND_FRAMES: usize = 90;

/// How the frames of a hand are read.
#[derive(Clone, Copy)]
enum Way {
    /// The live scan: `ScanSession::feed`, one step a frame of this schedule.
    Session(&'static str, Strategy),
    /// The whole reading of each frame with this strategy, then the live debouncer.
    Whole(Strategy),
}

impl Way {
    fn name(self) -> &'static str {
        match self {
            Way::Session(name, _) => name,
            Way::Whole(s) if s == LIVE => "whole live reading a frame",
            Way::Whole(_) => "whole issue 37 reading a frame",
        }
    }
}

struct Run {
    all_read_at: Option<f64>,
    frames_read: usize,
    frame_ms: Vec<f64>,
    misreads: usize,
}

/// Plays `frames` at 30 fps to a scan read `way`, until every label of `want` is confirmed.
fn play_in_real_time(frames: &[Frame], way: Way, want: &[Label]) -> Run {
    const INTERVAL: f64 = 1000.0 / 30.0;
    let mut session = match way {
        Way::Session(_, strategy) => ScanSession::reading_with(strategy),
        Way::Whole(_) => ScanSession::new(),
    };
    let mut clock = 0.0f64;
    let mut next = 0usize;
    let mut run = Run {
        all_read_at: None,
        frames_read: 0,
        frame_ms: Vec::new(),
        misreads: 0,
    };
    let mut got: Vec<Label> = Vec::new();
    while next < frames.len() {
        // the newest frame that has arrived, or the next one when none is waiting
        let arrived = (clock / INTERVAL).floor() as usize;
        let k = arrived.max(next).min(frames.len() - 1);
        clock = clock.max(k as f64 * INTERVAL);
        let t = Stopwatch::start();
        let outcome = match way {
            Way::Session(..) => session.feed(&frames[k]),
            Way::Whole(strategy) => {
                let found = decode_with(&frames[k], strategy);
                session.feed_detections(found, None)
            }
        };
        let ms = t.ms();
        clock += ms;
        run.frame_ms.push(ms);
        run.frames_read += 1;
        next = k + 1;
        for l in outcome.confirmed {
            if want.contains(&l) {
                got.push(l);
            } else {
                run.misreads += 1;
            }
        }
        if got.len() >= want.len() {
            run.all_read_at = Some(clock);
            break;
        }
    }
    run
}
