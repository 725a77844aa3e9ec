//! One scan, fed frame by frame: decodes, debounces, and keeps what was confirmed. A label counts
//! once per scan however long it stays in view; codes of ours that cannot be used (another version
//! or deck, another deck's number) are debounced the same way and reported with a reason.

use super::debounce::Debouncer;
use super::decode::{Detection, read};
use super::diagnose::{Diagnosis, diagnose};
use super::frame::Frame;
use super::payload::{Label, Parsed};
use serde::Serialize;

/// What one frame brought.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct FrameOutcome {
    pub detections: Vec<Detection>,
    /// Why no label was read, when none was.
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

#[derive(Debug, Clone, Default)]
pub struct ScanSession {
    labels: Debouncer<Label>,
    refused: Debouncer<Parsed>,
    confirmed: Vec<Label>,
}

impl ScanSession {
    pub fn new() -> Self {
        Self::default()
    }

    /// Decodes `frame` and updates the scan.
    pub fn feed(&mut self, frame: &Frame) -> FrameOutcome {
        let reading = read(frame);
        let diagnosis = diagnose(frame, &reading);
        self.feed_detections(reading.found, diagnosis)
    }

    /// Updates the scan with an already decoded frame.
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
    }
}
