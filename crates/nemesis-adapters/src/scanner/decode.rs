//! Every QR code in a frame, read by rxing from the luma plane, sorted by [`payload::parse`].

use super::frame::Frame;
use super::payload::{self, Parsed};
use rxing::common::HybridBinarizer;
use rxing::multi::MultipleBarcodeReader;
use rxing::qrcode::cpp_port::QrReader;
use rxing::{BarcodeFormat, BinaryBitmap, DecodeHints, Luma8Source};
use serde::Serialize;
use std::collections::HashSet;

/// Frames wider than this are halved before decoding: a 1080p frame costs twice a 720p one and a
/// label at the intended distance still has enough pixels per module after halving.
pub const MAX_DECODE_WIDTH: u32 = 1280;
/// Foreign texts are cut to this many characters for display.
const MAX_TEXT_CHARS: usize = 80;

/// One code found in a frame.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Detection {
    pub parsed: Parsed,
    /// The decoded text (cut to 80 characters), for showing foreign codes.
    pub text: String,
    /// Centre of the code, in pixels of the frame given to [`decode`].
    pub center: (f32, f32),
    /// The points rxing located (corners or finder patterns), same coordinates.
    pub points: Vec<(f32, f32)>,
}

/// Reads every QR code in `frame`. Never fails: an unreadable frame has no detections.
pub fn decode(frame: &Frame) -> Vec<Detection> {
    if frame.width <= MAX_DECODE_WIDTH {
        return decode_luma(frame, 1.0);
    }
    let mut work = frame.half();
    let mut scale = 2.0;
    while work.width > MAX_DECODE_WIDTH {
        work = work.half();
        scale *= 2.0;
    }
    decode_luma(&work, scale)
}

fn decode_luma(frame: &Frame, scale: f32) -> Vec<Detection> {
    let Ok(source) = Luma8Source::new_with_slice(&frame.luma, frame.width, frame.height) else {
        return Vec::new();
    };
    let mut bitmap = BinaryBitmap::new(HybridBinarizer::new(source));
    let hints = DecodeHints {
        PossibleFormats: Some(HashSet::from([BarcodeFormat::QR_CODE])),
        TryHarder: Some(true),
        ..DecodeHints::default()
    };
    let results = QrReader
        .decode_multiple_with_hints(&mut bitmap, &hints)
        .unwrap_or_default();
    let mut detections: Vec<Detection> = results
        .iter()
        .map(|r| {
            let points: Vec<(f32, f32)> = r
                .getPoints()
                .iter()
                .map(|p| (p.x * scale, p.y * scale))
                .collect();
            let n = points.len().max(1) as f32;
            let center = (
                points.iter().map(|p| p.0).sum::<f32>() / n,
                points.iter().map(|p| p.1).sum::<f32>() / n,
            );
            Detection {
                parsed: payload::parse(r.getText()),
                text: r.getText().chars().take(MAX_TEXT_CHARS).collect(),
                center,
                points,
            }
        })
        .collect();
    // Reading order: top to bottom, then left to right, so output is stable.
    detections.sort_by(|a, b| {
        (a.center.1, a.center.0)
            .partial_cmp(&(b.center.1, b.center.0))
            .unwrap_or(std::cmp::Ordering::Equal)
    });
    detections
}
