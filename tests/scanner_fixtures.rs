//! The decoder against generated camera frames: labels rendered by the real label code, then
//! turned, tilted, blurred, dimmed, over-exposed, noisy, small, six at once, next to foreign codes,
//! and frames with no code at all.
//!
//! Asserted: at least 98% of the labels in readable frames are decoded, no foreign code is ever
//! taken for a label, no label is ever read as another number, and frames with nothing readable get
//! the right diagnosis.
#![allow(clippy::unwrap_used, clippy::expect_used)] // tests and tools may stop at a broken assumption

mod fixtures;

use fixtures::*;
use image::GrayImage;
use nemesis_companion::scanner::decode::{Reading, decode, read};
use nemesis_companion::scanner::diagnose::{Diagnosis, diagnose, stats};
use nemesis_companion::scanner::frame::Frame;
use nemesis_companion::scanner::payload::{Deck, Label, Parsed, check_char};
use rand::RngExt;
use std::collections::BTreeSet;

struct Case {
    name: String,
    frame: GrayImage,
    expected: BTreeSet<Label>,
}

fn label(n: u8) -> Label {
    Label::new(Deck::Base, n).unwrap()
}

fn lab(n: u8) -> Content {
    Content::Label(label(n))
}

/// A payload in our format with a correct check character (for "ours but refused" codes).
fn ours(version: &str, deck: &str, number: &str) -> String {
    let body = format!("NMC{version}{deck}{number}");
    let check = char::from(check_char(body.as_bytes()).unwrap());
    format!("NMC{version}-{deck}-{number}-{check}")
}

const FOREIGN_TEXTS: &[&str] = &[
    "https://example.org/boardgames/nemesis",
    "WIFI:S:home;T:WPA;P:secret;;",
    "NMC",
    "C-07",
    "NMC1C07K",
];

/// Frames in which every label is meant to be readable (built once, shared by the tests).
fn readable_cases() -> &'static [Case] {
    static CASES: std::sync::OnceLock<Vec<Case>> = std::sync::OnceLock::new();
    CASES.get_or_init(build_readable_cases)
}

fn build_readable_cases() -> Vec<Case> {
    let mut cases = Vec::new();
    let mut r = rng(2026);
    let cam = webcam_px_per_mm();
    let mut n = 0u8;
    let mut next_label = || {
        n = n % 27 + 1;
        n
    };
    let mut add = |name: String, frame: GrayImage, labels: &[u8]| {
        cases.push(Case {
            name,
            frame,
            expected: labels.iter().map(|&n| label(n)).collect(),
        })
    };
    let turned = |r: &mut rand_chacha::ChaCha8Rng| Pose {
        angle_deg: r.random_range(-8.0..8.0),
        pitch_deg: r.random_range(-10.0..10.0),
        yaw_deg: r.random_range(-10.0..10.0),
        ..Pose::at(0.0, 0.0)
    };

    for i in 0..8 {
        let l = next_label();
        let pose = turned(&mut r);
        add(
            format!("upright {i}"),
            single(&lab(l), cam, 400, 320, pose, 100 + i),
            &[l],
        );
    }
    for (i, angle) in (0..12).map(|k| k as f32 * 30.0 + 7.0).enumerate() {
        let l = next_label();
        let pose = Pose::turned(angle);
        add(
            format!("rotated {angle}"),
            single(&lab(l), cam, 400, 320, pose, 200 + i as u64),
            &[l],
        );
    }
    for i in 0..12u64 {
        let l = next_label();
        // Up to 35 degrees away from facing the camera, in any direction.
        let tilt = 15.0 + 4.0 * (i % 6) as f32;
        let sign = if i % 4 < 2 { 1.0 } else { -1.0 };
        let pose = Pose {
            angle_deg: r.random_range(-30.0..30.0),
            pitch_deg: if i % 2 == 0 {
                sign * tilt
            } else {
                r.random_range(-10.0..10.0)
            },
            yaw_deg: if i % 2 == 1 {
                sign * tilt
            } else {
                r.random_range(-10.0..10.0)
            },
            ..Pose::at(0.0, 0.0)
        };
        add(
            format!("perspective {tilt} deg ({i})"),
            single(&lab(l), cam, 400, 320, pose, 300 + i),
            &[l],
        );
    }
    for (i, sigma) in [0.5f32, 0.7, 0.9, 1.1].iter().cycle().take(8).enumerate() {
        let l = next_label();
        let frame = single(&lab(l), cam, 400, 320, turned(&mut r), 400 + i as u64);
        add(format!("blur {sigma}"), blur(&frame, *sigma), &[l]);
    }
    for (i, gain) in [0.25f32, 0.3, 0.4, 0.5].iter().cycle().take(8).enumerate() {
        let l = next_label();
        let frame = single(&lab(l), cam, 400, 320, turned(&mut r), 500 + i as u64);
        add(
            format!("dim {gain}"),
            noise(&exposure(&frame, *gain, 0.0), 2.0, i as u64),
            &[l],
        );
    }
    for (i, gain) in [1.4f32, 1.6, 1.8, 2.0].iter().cycle().take(8).enumerate() {
        let l = next_label();
        let mut frame = exposure(
            &single(&lab(l), cam, 400, 320, turned(&mut r), 600 + i as u64),
            *gain,
            20.0,
        );
        glare(&mut frame, (40.0, 40.0), 35.0, 200.0);
        add(format!("over-exposed {gain}"), frame, &[l]);
    }
    for (i, sigma) in [6.0f64, 10.0, 14.0, 18.0]
        .iter()
        .cycle()
        .take(8)
        .enumerate()
    {
        let l = next_label();
        let frame = single(&lab(l), cam, 400, 320, turned(&mut r), 700 + i as u64);
        add(
            format!("noise {sigma}"),
            noise(&frame, *sigma, 70 + i as u64),
            &[l],
        );
    }
    for (i, module_px) in [2.2f32, 2.4, 2.6, 2.8].iter().cycle().take(8).enumerate() {
        let l = next_label();
        let frame = single(
            &lab(l),
            px_per_mm_for_module(*module_px),
            360,
            280,
            turned(&mut r),
            800 + i as u64,
        );
        add(format!("small {module_px} px/module"), frame, &[l]);
    }
    for i in 0..4u64 {
        let l = next_label();
        let frame = single(
            &lab(l),
            px_per_mm_for_module(6.0),
            640,
            720,
            turned(&mut r),
            900 + i,
        );
        add(format!("close {i}"), frame, &[l]);
    }
    for i in 0..6u64 {
        let labels: Vec<u8> = (0..6).map(|_| next_label()).collect();
        let contents: Vec<Content> = labels.iter().map(|&l| lab(l)).collect();
        add(
            format!("six in a frame {i}"),
            spread(&contents, cam, 1280, 720, 1000 + i),
            &labels,
        );
    }
    for i in 0..8u64 {
        let l = next_label();
        let foreign = [
            Content::Foreign(FOREIGN_TEXTS[i as usize % FOREIGN_TEXTS.len()].to_string()),
            Content::Foreign(ours("2", "C", "07")),
            Content::Foreign(ours("1", "R", "05")),
            Content::Foreign(ours("1", "C", "28")),
        ];
        let contents = vec![
            lab(l),
            foreign[i as usize % 4].clone(),
            foreign[(i as usize + 1) % 4].clone(),
        ];
        add(
            format!("next to foreign codes {i}"),
            spread(&contents, cam, 960, 400, 1100 + i),
            &[l],
        );
    }
    cases
}

/// Decodes every case; returns (labels expected, labels found) and checks that nothing is misread.
fn run_cases(cases: &[Case]) -> (usize, usize, Vec<String>) {
    let (mut expected, mut found) = (0, 0);
    let mut misses = Vec::new();
    // NMC_FIXTURE_DIR=/some/dir keeps the frames as PNG files, e.g. to try `nemesis-companion scan`.
    let dump = std::env::var_os("NMC_FIXTURE_DIR").map(std::path::PathBuf::from);
    for case in cases {
        if let Some(dir) = &dump {
            std::fs::create_dir_all(dir).unwrap();
            let name: String = format!(
                "{:03} {}",
                cases
                    .iter()
                    .position(|c| std::ptr::eq(c, case))
                    .unwrap_or(0),
                case.name
            )
            .chars()
            .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
            .collect();
            case.frame.save(dir.join(format!("{name}.png"))).unwrap();
        }
        let frame = Frame::from_gray(case.frame.clone()).unwrap();
        let detections = decode(&frame);
        let read: BTreeSet<Label> = detections.iter().filter_map(|d| d.parsed.label()).collect();
        for d in &detections {
            if let Some(l) = d.parsed.label() {
                assert!(
                    case.expected.contains(&l),
                    "{}: read {l} which is not in the frame",
                    case.name
                );
            }
        }
        expected += case.expected.len();
        let hit = case.expected.intersection(&read).count();
        found += hit;
        if hit < case.expected.len() {
            misses.push(format!("{}: {:?} of {:?}", case.name, read, case.expected));
        }
    }
    (expected, found, misses)
}

#[test]
fn readable_labels_are_decoded_and_never_misread() {
    let cases = readable_cases();
    let (expected, found, misses) = run_cases(cases);
    let rate = found as f64 / expected as f64;
    eprintln!(
        "decoded {found}/{expected} labels ({:.1}%) in {} frames; misses: {misses:#?}",
        rate * 100.0,
        cases.len()
    );
    assert!(expected >= 100, "enough cases: {expected}");
    assert!(rate >= 0.98, "decoded {found}/{expected}: {misses:#?}");
}

#[test]
fn foreign_and_refused_codes_are_never_labels() {
    let cam = webcam_px_per_mm();
    let mut texts: Vec<String> = FOREIGN_TEXTS.iter().map(|s| s.to_string()).collect();
    texts.extend([
        ours("2", "C", "07"),
        ours("1", "R", "05"),
        ours("1", "C", "28"),
        ours("1", "C", "00"),
    ]);
    // A label text with a wrong check character.
    let good = label(9).payload();
    let wrong = if good.ends_with('A') { "B" } else { "A" };
    texts.push(format!("{}{wrong}", &good[..good.len() - 1]));
    let mut count = 0;
    for (i, text) in texts.iter().enumerate() {
        let img = single(
            &Content::Foreign(text.clone()),
            cam,
            400,
            320,
            Pose::at(0.0, 0.0),
            40 + i as u64,
        );
        let frame = Frame::from_gray(img).unwrap();
        let reading = read(&frame);
        let detections = &reading.found;
        for d in detections {
            assert_eq!(d.parsed.label(), None, "{text} taken for a label");
            count += 1;
        }
        let diagnosis = diagnose(&frame, &reading);
        if let Some(d) = detections.first() {
            let expected = if d.parsed == Parsed::Foreign {
                Diagnosis::ForeignCode
            } else {
                Diagnosis::Refused {
                    reason: d.parsed.refusal().unwrap(),
                }
            };
            assert_eq!(diagnosis, Some(expected), "{text}");
        }
    }
    // The codes themselves must be readable, or the test proves nothing.
    assert!(
        count >= texts.len() - 1,
        "only {count} of {} foreign codes were read",
        texts.len()
    );
}

#[test]
fn empty_frames_have_no_labels_and_say_no_code() {
    for seed in 0..6u64 {
        let mut img = table(640, 480, 50 + seed);
        if seed % 2 == 1 {
            place(
                &mut img,
                &card(&Content::Blank, webcam_px_per_mm()),
                webcam_px_per_mm(),
                Pose::at(320.0, 240.0),
            );
        }
        let frame = Frame::from_gray(img).unwrap();
        let reading = read(&frame);
        assert!(reading.found.is_empty(), "seed {seed}: {:?}", reading.found);
        assert_eq!(
            diagnose(&frame, &reading),
            Some(Diagnosis::NoCode),
            "seed {seed}: {:?}",
            stats(&frame)
        );
    }
}

#[test]
fn unreadable_frames_say_why() {
    let cam = webcam_px_per_mm();
    let mut checked = 0;
    for seed in 0..4u64 {
        let base = single(
            &lab(3 + seed as u8),
            cam,
            400,
            320,
            Pose::at(0.0, 0.0),
            60 + seed,
        );
        let dark = noise(&exposure(&base, 0.06, 0.0), 1.0, seed);
        let burnt = exposure(&base, 4.0, 120.0);
        let blurry = blur(&base, 3.5 + seed as f32 * 0.5);
        for (name, img, want) in [
            ("dark", dark, Diagnosis::TooDark),
            ("burnt", burnt, Diagnosis::TooBright),
            ("blurry", blurry, Diagnosis::Blurry),
        ] {
            let frame = Frame::from_gray(img).unwrap();
            let reading = read(&frame);
            if reading.found.iter().any(|d| d.parsed.label().is_some()) {
                // Still read: nothing to diagnose (rxing is tolerant); the frame is no test of it.
                continue;
            }
            checked += 1;
            assert_eq!(
                diagnose(&frame, &reading),
                Some(want),
                "{name} {seed}: {:?}",
                stats(&frame)
            );
        }
    }
    assert!(
        checked >= 8,
        "too few unreadable frames to test the diagnosis: {checked}"
    );
}

#[test]
fn readable_frames_are_not_called_dark_bright_or_blurry() {
    // The thresholds leave the readable fixtures alone: were the decoder to miss one of them, the
    // player would not be told a wrong cause.
    for case in readable_cases().iter().step_by(3) {
        let frame = Frame::from_gray(case.frame.clone()).unwrap();
        let s = stats(&frame);
        let diagnosis = diagnose(&frame, &Reading::default());
        assert!(
            matches!(diagnosis, Some(Diagnosis::NoCode))
                || case.name.starts_with("dim")
                || case.name.starts_with("over"),
            "{}: {diagnosis:?} {s:?}",
            case.name
        );
    }
}

#[test]
fn a_whole_printed_page_reads_at_webcam_resolution() {
    use nemesis_companion::scanner::labels::{Paper, raster, sheet};
    for paper in [Paper::A4, Paper::Letter] {
        let words = nemesis_companion::gui::scan::print::sheet_words(
            &nemesis_companion::gui::i18n::I18n::new(nemesis_companion::gui::i18n::Language::Ko)
                .unwrap(),
        );
        let sheet = sheet(paper, &words);
        let page = &sheet.pages[0];
        // The whole page as a wide 720p webcam sees it from 40 cm: every label must read at once.
        let img = raster::render(&page.items, (page.width, page.height), webcam_px_per_mm());
        let frame = Frame::from_gray(img).unwrap();
        let read: BTreeSet<Label> = decode(&frame)
            .iter()
            .filter_map(|d| d.parsed.label())
            .collect();
        assert_eq!(read, Deck::Base.labels().collect(), "{paper:?}");
    }
}

/// The hard set (tests/fixtures/hard.rs; `cargo bench --bench scanner_hard` measures it whole):
/// a regression guard for the live decoder, not its goal. On the first 36 frames (three of
/// each resolution and label count) the decoder of issue 37 reads 84 of 88 (issue 16's read 83)
/// and never misreads; this fails 5 points below that, or on any misread or foreign code taken for a label
/// (the frames are slow to make in a debug build: 36 keep the test under a minute).
#[test]
fn the_hard_set_reads_as_measured_and_never_misreads() {
    use fixtures::hard::hard_frame;
    let (mut read, mut expected, mut misread) = (0, 0, Vec::new());
    for i in 0..36 {
        let f = hard_frame(i);
        let frame = Frame::from_gray(f.image.clone()).unwrap();
        let mut got = Vec::new();
        for d in decode(&frame) {
            match d.parsed.label() {
                Some(l) if f.labels.contains(&l) && !got.contains(&l) => got.push(l),
                Some(l) if f.labels.contains(&l) => {}
                Some(l) => misread.push((i, l, d.text)),
                None => {}
            }
        }
        read += got.len();
        expected += f.labels.len();
    }
    let rate = read as f64 / expected as f64;
    println!(
        "hard set, 36 frames: {read}/{expected} labels ({:.1} %)",
        rate * 100.0
    );
    assert_eq!(misread, vec![], "misreads");
    assert!(rate >= 0.905, "{read}/{expected}");
}

/// Issue 37: when labels are in view but too small to read, the scanner says "hold the cards
/// closer" instead of nothing; a frame with no code never says it. Each of the hard set's
/// 640×480 frames is shrunk to a quarter, then less and less ([`SHRINKS`]) until a label is
/// read; the diagnosis is judged at the largest shrink at which none is, where the labels are
/// just too small to read and a player most needs the word. The same frames with the cards left
/// out are judged at every shrink. A code located but not read (by zxing-cpp, outlined by our
/// search and not taken by the codebook, completed from one finder and not taken, two finders
/// of a symbol, or one finder alone that looks like one) is what asks for the cards closer. A
/// frame too dark or too bright says so first, rightly (the light is what to fix), and is not
/// counted. Until issue 56's tenth session the frames were shrunk to two fifths and a third
/// (once to half), and each time the search read more the frames left unread grew too few to
/// judge; now they are always the ones at the edge of reading. What a player needs from such a
/// frame is a label or a reason to come closer: at least half the frames with labels give one
/// of the two, and at least twelve ask (tenth session: 24 read at a quarter, 15 of 49 ask at
/// the edge; without the lone finder, 11 ask and the half is not met).
/// The scales [`labels_too_small_to_read_ask_for_the_cards_closer`] shrinks a frame to, smallest
/// first.
const SHRINKS: [(u32, u32); 5] = [(1, 4), (2, 7), (1, 3), (2, 5), (1, 2)];

#[test]
fn labels_too_small_to_read_ask_for_the_cards_closer() {
    use fixtures::hard::hard_frame;
    use nemesis_companion::scanner::diagnose::{Diagnosis, diagnose};
    let (mut asked, mut frames, mut empty_asked, mut lighting, mut read_frames) = (0, 0, 0, 0, 0);
    let mut others: Vec<Option<Diagnosis>> = Vec::new();
    for i in (0..300).filter(|i| i % 3 == 0) {
        let f = hard_frame(i);
        // the frame shrunk less and less until a label is read: the smallest scale at which the
        // labels are just too small to read is where a player most needs to hear "closer"
        let mut unread_at = None;
        for (num, den) in SHRINKS {
            let (w, h) = (f.image.width() * num / den, f.image.height() * num / den);
            let shrunk =
                image::imageops::resize(&f.image, w, h, image::imageops::FilterType::Triangle);
            let small = Frame::from_gray(shrunk).unwrap();
            let found = read(&small);
            let said = diagnose(&small, &found);
            if f.labels.is_empty() {
                if f.foreign == 0 && said == Some(Diagnosis::TooSmall) {
                    empty_asked += 1;
                }
                continue;
            }
            if found.found.iter().any(|d| d.parsed.label().is_some()) {
                break;
            }
            unread_at = Some(said);
        }
        if f.labels.is_empty() {
            continue;
        }
        match unread_at {
            None => read_frames += 1,
            Some(Some(Diagnosis::TooSmall)) => {
                asked += 1;
                frames += 1;
            }
            Some(Some(Diagnosis::TooDark | Diagnosis::TooBright)) => lighting += 1,
            Some(other) => {
                frames += 1;
                others.push(other);
            }
        }
    }
    println!(
        "labels too small: {read_frames} frames read a label; {asked} of {frames} unread frames \
         asked for the cards closer ({lighting} more said the light was wrong); the others said \
         {others:?}"
    );
    assert_eq!(
        empty_asked, 0,
        "a frame without labels asked for them closer"
    );
    assert!(frames >= 20, "too few unread frames: {frames}");
    assert!(asked >= 12, "{asked} of {frames} unread frames asked");
    assert!(
        (read_frames + asked) * 2 >= read_frames + frames,
        "{read_frames} read, {asked} of {frames} unread asked"
    );
}
