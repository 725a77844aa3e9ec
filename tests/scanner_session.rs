//! The live scan over several frames (issue 56): `ScanSession::feed` reads one step of the
//! schedule a frame, and a label counts once read in two frames of the last second, whichever
//! steps read it. Behaviour only: nothing here is timed (the times are in
//! `cargo bench --bench scanner` and `--bench scanner_held_out`).
#![allow(clippy::unwrap_used, clippy::expect_used)] // tests may stop at a broken assumption

mod fixtures;

use fixtures::*;
use nemesis_companion::scanner::decode::SCHEDULE_STEPS;
use nemesis_companion::scanner::diagnose::Diagnosis;
use nemesis_companion::scanner::frame::Frame;
use nemesis_companion::scanner::payload::{Deck, Label, Parsed, check_char};
use nemesis_companion::scanner::session::ScanSession;

fn label(n: u8) -> Label {
    Label::new(Deck::Base, n).unwrap()
}

/// Cards laid over a 1280×720 frame at `px_per_mm`, with sensor noise keyed by `seed`.
fn hand_frame(contents: &[Content], px_per_mm: f32, seed: u64) -> Frame {
    let img = spread(contents, px_per_mm, 1280, 720, 7);
    Frame::from_gray(noise(&img, 3.0, seed)).unwrap()
}

/// Feeds `frames` in order; every label confirmed, in order.
fn scan(frames: &[Frame]) -> (ScanSession, Vec<Label>) {
    let mut session = ScanSession::new();
    let mut got = Vec::new();
    for f in frames {
        got.extend(session.feed(f).confirmed);
    }
    (session, got)
}

#[test]
fn labels_each_readable_in_only_some_frames_are_all_confirmed() {
    // three cards held up; in each frame only one of them shows its label (the others are
    // turned away, blank), so no frame holds the whole hand
    let hand = [3, 11, 19].map(label);
    let frames: Vec<Frame> = (0..24)
        .map(|k| {
            let contents: Vec<Content> = hand
                .iter()
                .enumerate()
                .map(|(i, l)| {
                    if k % 3 == i {
                        Content::Label(*l)
                    } else {
                        Content::Blank
                    }
                })
                .collect();
            hand_frame(&contents, webcam_px_per_mm(), k as u64)
        })
        .collect();
    let (session, mut got) = scan(&frames);
    got.sort();
    assert_eq!(got, hand.to_vec(), "every label, each once, nothing else");
    assert_eq!(session.confirmed().len(), 3);
}

#[test]
fn a_single_read_never_counts_whichever_step_reads_it() {
    let card = hand_frame(&[Content::Label(label(9))], webcam_px_per_mm(), 1);
    let empty = Frame::from_gray(noise(&table(1280, 720, 2), 3.0, 2)).unwrap();
    for at in 0..SCHEDULE_STEPS {
        let mut frames = vec![empty.clone(); 2 * SCHEDULE_STEPS];
        frames[at] = card.clone();
        let (_, got) = scan(&frames);
        assert!(got.is_empty(), "one frame with the label, at step {at}");
    }
}

#[test]
fn foreign_and_damaged_codes_never_become_cards() {
    let body = "NMC1C07";
    let check = char::from(check_char(body.as_bytes()).unwrap());
    let wrong = if check == 'A' { 'B' } else { 'A' };
    let contents = [
        Content::Foreign("https://example.com/nemesis".to_string()),
        Content::Foreign(format!("NMC1-C-07-{wrong}")),
        Content::Foreign(format!("NMC1-C-07-{check}")),
        Content::Foreign("NMC1-C-05".to_string()),
    ];
    let frames: Vec<Frame> = (0..20)
        .map(|k| hand_frame(&contents, webcam_px_per_mm(), k))
        .collect();
    let mut session = ScanSession::new();
    let mut confirmed = Vec::new();
    let mut refused = Vec::new();
    let mut foreign_seen = false;
    for f in &frames {
        let outcome = session.feed(f);
        confirmed.extend(outcome.confirmed);
        refused.extend(outcome.refused.into_iter().map(|r| r.parsed));
        foreign_seen |= outcome
            .detections
            .iter()
            .any(|d| d.parsed == Parsed::Foreign && d.text.starts_with("https://"));
    }
    // only the intact label of ours counts
    assert_eq!(confirmed, vec![label(7)]);
    assert!(foreign_seen, "the web address is seen, as a foreign code");
    assert!(refused.contains(&Parsed::BadCheck), "{refused:?}");
    assert!(refused.iter().all(|p| p.label().is_none()));
}

#[test]
fn only_foreign_codes_in_view_say_so() {
    let contents = [Content::Foreign(
        "WIFI:S:table;T:WPA;P:secret;;".to_string(),
    )];
    let frames: Vec<Frame> = (0..SCHEDULE_STEPS as u64 * 2)
        .map(|k| hand_frame(&contents, webcam_px_per_mm(), k))
        .collect();
    let mut session = ScanSession::new();
    let mut said = Vec::new();
    for f in &frames {
        let outcome = session.feed(f);
        assert!(outcome.confirmed.is_empty() && outcome.refused.is_empty());
        said.push(outcome.diagnosis);
    }
    // once the code was read, every later frame of the round says what it is
    let first = said
        .iter()
        .position(|d| *d == Some(Diagnosis::ForeignCode))
        .expect("the foreign code is read");
    assert!(
        said[first..]
            .iter()
            .all(|d| *d == Some(Diagnosis::ForeignCode)),
        "{said:?}"
    );
}

#[test]
fn a_label_read_by_one_step_stays_in_view_for_the_round() {
    let hand = [4, 13, 22, 6, 15, 24].map(label);
    let contents: Vec<Content> = hand.iter().map(|l| Content::Label(*l)).collect();
    let frames: Vec<Frame> = (0..SCHEDULE_STEPS as u64 * 3)
        .map(|k| hand_frame(&contents, webcam_px_per_mm(), k))
        .collect();
    let mut session = ScanSession::new();
    let mut in_view = Vec::new();
    for f in &frames {
        let outcome = session.feed(f);
        let mut labels: Vec<Label> = outcome
            .detections
            .iter()
            .filter_map(|d| d.parsed.label())
            .collect();
        labels.sort();
        labels.dedup();
        in_view.push(labels);
    }
    // after the first round, a label once in view never drops out while the hand is held
    for k in SCHEDULE_STEPS..in_view.len() {
        for l in &in_view[k - 1] {
            assert!(in_view[k].contains(l), "{l} left the view at frame {k}");
        }
    }
    let mut all = hand.to_vec();
    all.sort();
    assert_eq!(in_view.last().unwrap(), &all);
    let mut got = session.confirmed().to_vec();
    got.sort();
    assert_eq!(got, all);
}
