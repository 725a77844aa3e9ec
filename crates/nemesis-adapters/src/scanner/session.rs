//! One scan, fed frame by frame: decodes, debounces, and keeps what was confirmed. A label counts
//! once per scan however long it stays in view; codes of ours that cannot be used (another version
//! or deck, another deck's number) are debounced the same way and reported with a reason.
//!
//! The reading is spread over frames (issue 56): each frame does one step of the live schedule
//! ([`read_step_with`] of [`LIVE`]: the frame at its own size, and one tile of it read larger
//! (a sixth of a 720p frame, a quarter of a 640×480 one), the next tile the next frame), so a
//! frame stays within its time budget and a label that only the larger reading of its tile reads
//! is still read once a round. The debouncer counts the reads of every step: a label counts once it
//! was read in two frames of the last second, whichever steps read it. Only codes read in a frame
//! are counted, never what is remembered from earlier frames, so one stray read still never
//! counts; only a payload that parses as one of our labels (our prefix, version, deck, a number
//! the deck has and a matching check character) can become a card, and foreign codes are
//! reported as foreign.

use super::debounce::Debouncer;
use super::decode::{Detection, LIVE, Reading, Strategy, read_step_with, schedule_steps};
use super::diagnose::{Diagnosis, diagnose};
use super::frame::Frame;
use super::payload::{Label, Parsed};
use serde::Serialize;
use std::collections::VecDeque;

/// What one frame brought.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct FrameOutcome {
    /// The codes in view: read in this frame, or in one of the frames of the last round of the
    /// schedule ([`SCHEDULE_STEPS`](super::decode::SCHEDULE_STEPS) frames with this one) and not read again since,
    /// where they were last read. A label that only its tile's step reads stays in view for
    /// the whole round instead of blinking.
    pub detections: Vec<Detection>,
    /// Why no label is in view, when none is.
    pub diagnosis: Option<Diagnosis>,
    /// Labels confirmed by this frame (first time in this scan).
    pub confirmed: Vec<Label>,
    /// Our codes confirmed by this frame that cannot be used, with the reason.
    pub refused: Vec<Refusal>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Refusal {
    pub parsed: Parsed,
    pub reason: String,
}

#[derive(Debug, Clone)]
pub struct ScanSession {
    labels: Debouncer<Label>,
    refused: Debouncer<Parsed>,
    confirmed: Vec<Label>,
    /// How frames are read ([`LIVE`], spread over frames).
    strategy: Strategy,
    /// The step of the schedule the next frame does.
    step: usize,
    /// The readings of the last round's frames, newest last.
    round: VecDeque<Reading>,
}

impl Default for ScanSession {
    fn default() -> Self {
        Self::reading_with(LIVE)
    }
}

impl ScanSession {
    pub fn new() -> Self {
        Self::default()
    }

    /// A scan that spreads `strategy` over frames instead of [`LIVE`] (for the benches).
    pub fn reading_with(strategy: Strategy) -> Self {
        ScanSession {
            labels: Debouncer::default(),
            refused: Debouncer::default(),
            confirmed: Vec::new(),
            strategy,
            step: 0,
            round: VecDeque::with_capacity(schedule_steps(strategy)),
        }
    }

    /// Reads `frame` (this frame's step of the schedule) and updates the scan.
    pub fn feed(&mut self, frame: &Frame) -> FrameOutcome {
        let reading = read_step_with(frame, self.step, self.strategy);
        // each frame takes its step modulo its own round (`steps_for`: 640×480 and 720p frames
        // may be cut into different tiles)
        self.step = self.step.wrapping_add(1);
        self.feed_reading(frame, reading)
    }

    /// Updates the scan with a reading of `frame` (one step or a whole reading): the debouncers
    /// count what this reading found, the view and the diagnosis take in the last round.
    pub fn feed_reading(&mut self, frame: &Frame, reading: Reading) -> FrameOutcome {
        if self.round.len() >= schedule_steps(self.strategy) {
            self.round.pop_front();
        }
        self.round.push_back(reading.clone());
        let in_view = self.in_view();
        let diagnosis = diagnose(frame, &in_view);
        let mut outcome = self.feed_detections(reading.found, diagnosis);
        outcome.detections = in_view.found;
        outcome
    }

    /// What the last round read: each code where it was last read (the same text near the same
    /// place is one code), and every code located but not read.
    fn in_view(&self) -> Reading {
        let mut view = Reading::default();
        for reading in self.round.iter().rev() {
            for d in &reading.found {
                let seen = view.found.iter().any(|f| {
                    f.text == d.text
                        && (f.center.0 - d.center.0).hypot(f.center.1 - d.center.1) < SAME_PLACE_PX
                });
                if !seen {
                    view.found.push(d.clone());
                }
            }
            view.unread_widths.extend(&reading.unread_widths);
        }
        view.found.sort_by(|a, b| {
            (a.center.1, a.center.0)
                .partial_cmp(&(b.center.1, b.center.0))
                .unwrap_or(std::cmp::Ordering::Equal)
        });
        view
    }

    /// Updates the scan with an already decoded frame (counted as read in this frame; the
    /// round's view is not kept: `detections` come back as given).
    pub fn feed_detections(
        &mut self,
        detections: Vec<Detection>,
        diagnosis: Option<Diagnosis>,
    ) -> FrameOutcome {
        let confirmed = self
            .labels
            .push(detections.iter().filter_map(|d| d.parsed.label()));
        self.confirmed.extend(&confirmed);
        let refused = self
            .refused
            .push(
                detections
                    .iter()
                    .filter(|d| d.parsed.is_ours() && d.parsed.label().is_none())
                    .map(|d| d.parsed.clone()),
            )
            .into_iter()
            .map(|parsed| Refusal {
                reason: parsed.refusal().unwrap_or_default(),
                parsed,
            })
            .collect();
        FrameOutcome {
            detections,
            diagnosis,
            confirmed,
            refused,
        }
    }

    /// Labels confirmed in this scan, in the order they were confirmed, each once.
    pub fn confirmed(&self) -> &[Label] {
        &self.confirmed
    }

    /// Starts a new scan.
    pub fn reset(&mut self) {
        self.labels.reset();
        self.refused.reset();
        self.confirmed.clear();
        self.round.clear();
        self.step = 0;
    }
}

/// A code read again within this many pixels of where it was read is the same card (a hand
/// moves a few pixels a frame; another card with the same label would be a card away).
const SAME_PLACE_PX: f32 = 80.0;
