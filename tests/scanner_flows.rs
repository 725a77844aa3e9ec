//! Scans driven end to end: generated frames played by the fake source through the worker thread,
//! the decoder and the debouncer, as the scan screen will see them.
#![allow(clippy::unwrap_used, clippy::expect_used)] // tests and tools may stop at a broken assumption

mod fixtures;

use fixtures::*;
use nemesis_companion::scanner::camera::fake::FakeSource;
use nemesis_companion::scanner::camera::negotiate::{CameraQuality, Negotiated, Offer, Why};
use nemesis_companion::scanner::camera::webcam::{Webcam, list_cameras};
use nemesis_companion::scanner::camera::worker::{
    CameraState, Command, ScanEvent, ScanWorker, WorkerOptions,
};
use nemesis_companion::scanner::camera::{CameraError, FrameSource};
use nemesis_companion::scanner::frame::Frame;
use nemesis_companion::scanner::payload::{Deck, Label, Parsed, check_char};
use std::time::Duration;

/// Only a guard against a hung test; nothing is timed.
const PATIENCE: Duration = Duration::from_secs(120);

fn label(n: u8) -> Label {
    Label::new(Deck::Base, n).unwrap()
}

fn frame_of(contents: &[Content], seed: u64) -> Frame {
    let cam = webcam_px_per_mm();
    let img = if contents.len() == 1 {
        single(&contents[0], cam, 400, 320, Pose::turned(5.0), seed)
    } else {
        spread(contents, cam, 1280, 720, seed)
    };
    Frame::from_gray(img).unwrap()
}

fn empty(seed: u64) -> Frame {
    Frame::from_gray(table(400, 320, seed)).unwrap()
}

fn options() -> WorkerOptions {
    WorkerOptions {
        retry_after: Duration::from_millis(5),
        preview_every: 0,
    }
}

/// Runs `source` to its end and returns every event but the per-frame ones.
fn play(source: FakeSource) -> Vec<ScanEvent> {
    let worker = ScanWorker::start(move || Box::new(source), options()).unwrap();
    let mut events = Vec::new();
    loop {
        let event = worker
            .events()
            .recv_timeout(PATIENCE)
            .expect("the worker ends");
        if matches!(event, ScanEvent::Frame { .. }) {
            continue;
        }
        let ended = event == ScanEvent::Ended;
        events.push(event);
        if ended {
            return events;
        }
    }
}

fn confirmed(events: &[ScanEvent]) -> Vec<Label> {
    events
        .iter()
        .filter_map(|e| match e {
            ScanEvent::Confirmed(label) => Some(*label),
            _ => None,
        })
        .collect()
}

#[test]
fn a_steady_card_is_confirmed_once() {
    let card = frame_of(&[Content::Label(label(7))], 1);
    let frames = vec![
        empty(2),
        empty(3),
        card.clone(),
        card.clone(),
        card.clone(),
        card,
    ];
    let events = play(FakeSource::new(frames));
    assert_eq!(
        events[..2],
        [
            ScanEvent::Camera(CameraState::Opening),
            ScanEvent::Camera(CameraState::Streaming)
        ]
    );
    assert_eq!(confirmed(&events), vec![label(7)]);
}

#[test]
fn a_label_in_one_frame_only_is_not_confirmed() {
    let card = frame_of(&[Content::Label(label(9))], 4);
    let frames = vec![empty(5), card, empty(6), empty(7), empty(8)];
    assert!(confirmed(&play(FakeSource::new(frames))).is_empty());
}

#[test]
fn a_whole_hand_is_read_at_once_and_each_label_counts_once() {
    let hand: Vec<Content> = [3, 11, 19].map(|n| Content::Label(label(n))).to_vec();
    let frame = frame_of(&hand, 9);
    let events = play(FakeSource::new(vec![frame; 5]));
    let mut got = confirmed(&events);
    got.sort();
    assert_eq!(got, vec![label(3), label(11), label(19)]);
}

#[test]
fn codes_from_another_version_or_deck_are_refused_with_a_reason() {
    let body = "NMC1R05";
    let other_deck = format!(
        "NMC1-R-05-{}",
        char::from(check_char(body.as_bytes()).unwrap())
    );
    let frames = vec![
        frame_of(&[Content::Foreign("NMC2-C-07-X".into())], 10),
        frame_of(&[Content::Foreign("NMC2-C-07-X".into())], 11),
        frame_of(&[Content::Foreign(other_deck.clone())], 12),
        frame_of(&[Content::Foreign(other_deck)], 13),
        frame_of(&[Content::Foreign("https://example.org".into())], 14),
        frame_of(&[Content::Foreign("https://example.org".into())], 15),
    ];
    let events = play(FakeSource::new(frames));
    assert!(confirmed(&events).is_empty());
    let refused: Vec<(Parsed, String)> = events
        .iter()
        .filter_map(|e| match e {
            ScanEvent::Refused(r) => Some((r.parsed.clone(), r.reason.clone())),
            _ => None,
        })
        .collect();
    assert_eq!(refused.len(), 2, "{refused:?}");
    assert_eq!(refused[0].0, Parsed::OtherVersion { version: 2 });
    assert!(refused[0].1.contains("print the labels again"));
    assert_eq!(
        refused[1].0,
        Parsed::UnknownDeck {
            letter: 'R',
            number: 5
        }
    );
}

#[test]
fn an_unplugged_camera_is_reported_and_the_scan_goes_on() {
    let a = frame_of(&[Content::Label(label(1))], 20);
    let b = frame_of(&[Content::Label(label(2))], 21);
    let frames = vec![a.clone(), a.clone(), a, b.clone(), b.clone(), b];
    let source =
        FakeSource::new(frames).failing_at(3, CameraError::Disconnected("unplugged".into()));
    let events = play(source);
    let unplugged = events
        .iter()
        .position(|e| {
            matches!(
                e,
                ScanEvent::Camera(CameraState::Unavailable(CameraError::Disconnected(_)))
            )
        })
        .expect("the unplug is reported");
    assert_eq!(
        events[unplugged + 1],
        ScanEvent::Camera(CameraState::Opening)
    );
    assert_eq!(
        events[unplugged + 2],
        ScanEvent::Camera(CameraState::Streaming)
    );
    assert_eq!(confirmed(&events[..unplugged]), vec![label(1)]);
    assert_eq!(confirmed(&events[unplugged..]), vec![label(2)]);
}

#[test]
fn a_missing_or_busy_camera_is_retried_until_it_comes() {
    let card = frame_of(&[Content::Label(label(5))], 30);
    let source = FakeSource::new(vec![card.clone(), card]).failing_opens([
        CameraError::NoCamera,
        CameraError::NoCamera,
        CameraError::Busy("in use".into()),
    ]);
    let events = play(source);
    let states: Vec<&ScanEvent> = events
        .iter()
        .filter(|e| matches!(e, ScanEvent::Camera(CameraState::Unavailable(_))))
        .collect();
    assert_eq!(
        states,
        [
            &ScanEvent::Camera(CameraState::Unavailable(CameraError::NoCamera)),
            &ScanEvent::Camera(CameraState::Unavailable(CameraError::NoCamera)),
            &ScanEvent::Camera(CameraState::Unavailable(CameraError::Busy("in use".into()))),
        ]
    );
    assert_eq!(confirmed(&events), vec![label(5)]);
}

#[test]
fn a_new_scan_confirms_the_same_label_again() {
    let card = frame_of(&[Content::Label(label(12))], 40);
    let source = FakeSource::new(vec![card])
        .looping()
        .paced(Duration::from_millis(2));
    let worker = ScanWorker::start(move || Box::new(source), options()).unwrap();
    let mut confirmations = 0;
    while confirmations < 2 {
        match worker
            .events()
            .recv_timeout(PATIENCE)
            .expect("events keep coming")
        {
            ScanEvent::Confirmed(l) => {
                assert_eq!(l, label(12));
                confirmations += 1;
                assert!(worker.send(Command::NewScan));
            }
            ScanEvent::Ended => panic!("a looping source never ends"),
            _ => {}
        }
    }
    drop(worker); // stops and joins the thread
}

#[test]
fn previews_carry_the_frames() {
    let card = frame_of(&[Content::Label(label(4))], 50);
    let source = FakeSource::new(vec![card.clone(), card.clone()]);
    let options = WorkerOptions {
        preview_every: 1,
        ..options()
    };
    let worker = ScanWorker::start(move || Box::new(source), options).unwrap();
    let mut previews = 0;
    loop {
        match worker
            .events()
            .recv_timeout(PATIENCE)
            .expect("the worker ends")
        {
            ScanEvent::Preview(frame) => {
                assert_eq!(*frame, card);
                previews += 1;
            }
            ScanEvent::Ended => break,
            _ => {}
        }
    }
    assert_eq!(previews, 2);
}

/// Without a camera (as on CI) the real webcam source reports it through the worker, without
/// panicking, and keeps retrying until stopped.
#[test]
fn the_webcam_without_a_camera_says_so() {
    if !matches!(list_cameras(), Ok(present) if present.is_empty()) {
        return; // a camera is attached, or the system cannot list them: not this test's case
    }
    let mut webcam = Webcam::new(None, CameraQuality::Best);
    assert_eq!(webcam.open(), Err(CameraError::NoCamera));
    assert_eq!(webcam.format(), None, "nothing was negotiated");
    let worker = ScanWorker::start(
        || Box::new(Webcam::new(None, CameraQuality::Best)),
        options(),
    )
    .unwrap();
    let mut unavailable = 0;
    while unavailable < 2 {
        match worker
            .events()
            .recv_timeout(PATIENCE)
            .expect("the worker reports")
        {
            ScanEvent::Camera(CameraState::Unavailable(e)) => {
                assert_eq!(e, CameraError::NoCamera);
                assert!(e.message().contains("type the label numbers"));
                unavailable += 1;
            }
            ScanEvent::Camera(_) => {}
            other => panic!("unexpected {other:?}"),
        }
    }
}

/// A source that says what it negotiated (as a webcam does after listing its formats).
struct Negotiating(FakeSource, Negotiated);

impl FrameSource for Negotiating {
    fn open(&mut self) -> Result<(), CameraError> {
        self.0.open()
    }
    fn next_frame(&mut self) -> Result<Frame, CameraError> {
        self.0.next_frame()
    }
    fn format(&self) -> Option<Negotiated> {
        Some(self.1)
    }
}

/// Issue 37: the format asked of the camera reaches the window (Settings → Camera and the scan
/// panel's camera line) before the first frame.
#[test]
fn the_negotiated_format_is_reported_as_the_camera_opens() {
    let n = Negotiated {
        offer: Offer {
            width: 1280,
            height: 720,
            fps: 30,
            mjpeg: true,
        },
        why: Why::Highest,
        offered: 5,
    };
    let source = Negotiating(FakeSource::new(vec![empty(1)]), n);
    let worker = ScanWorker::start(move || Box::new(source), options()).unwrap();
    let mut seen = Vec::new();
    loop {
        let e = worker
            .events()
            .recv_timeout(PATIENCE)
            .expect("the worker ends");
        let end = e == ScanEvent::Ended;
        if !matches!(e, ScanEvent::Frame { .. } | ScanEvent::Preview(_)) {
            seen.push(e);
        }
        if end {
            break;
        }
    }
    let format = seen.iter().position(|e| *e == ScanEvent::Format(n));
    let streaming = seen
        .iter()
        .position(|e| *e == ScanEvent::Camera(CameraState::Streaming));
    assert!(format.is_some() && format < streaming, "{seen:?}");
}
