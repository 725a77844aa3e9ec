//! Every QR code in a frame, read by rxing from the luma plane, sorted by [`payload::parse`].

use super::frame::Frame;
use super::payload::{self, Parsed};
use rxing::common::{GlobalHistogramBinarizer, HybridBinarizer};
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

/// Which library reads the codes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Engine {
    /// rxing, the Rust port of ZXing (the first release's decoder).
    Rxing,
    /// zxing-cpp, the C++ library through its official bindings.
    ZxingCpp,
}

/// How a frame is read: by which library, at which sizes, with which binarizers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Strategy {
    pub engine: Engine,
    /// Frames wider than this are halved (again) first.
    pub max_width: u32,
    /// Frames narrower than this are also read at twice their size: small labels on small
    /// frames have too few pixels per module for the finder.
    pub upscale_below: u32,
    /// rxing only: a second pass with the global histogram binarizer (glare and uneven light
    /// defeat the local one in places, and the other way round).
    pub histogram: bool,
    /// rxing only: a last pass over overlapping tiles at full size, for many small codes.
    pub tiles: bool,
}

/// The one pass of the first release: frames wider than 1280 halved, the hybrid binarizer.
pub const SINGLE_PASS: Strategy = Strategy {
    engine: Engine::Rxing,
    max_width: MAX_DECODE_WIDTH,
    upscale_below: 0,
    histogram: false,
    tiles: false,
};

/// What the live scan uses, chosen by `cargo bench --bench scanner_hard` (docs/scanner.md):
/// zxing-cpp at full size up to 1080p, and small frames read again at twice their size. On the
/// hard set (240 frames) it read 87.5 % of the labels where zxing-cpp alone read 85.6 % and
/// rxing at its best 82.0 %, with no misread, in 5.4 ms median per 720p frame.
pub const LIVE: Strategy = Strategy {
    engine: Engine::ZxingCpp,
    max_width: 1920,
    upscale_below: 800,
    histogram: false,
    tiles: false,
};

/// Reads every QR code in `frame` the live way. Never fails: an unreadable frame has no
/// detections.
pub fn decode(frame: &Frame) -> Vec<Detection> {
    decode_with(frame, LIVE)
}

/// Reads every QR code in `frame` with `strategy`; a code found by several passes counts once.
pub fn decode_with(frame: &Frame, strategy: Strategy) -> Vec<Detection> {
    let mut work = std::borrow::Cow::Borrowed(frame);
    let mut scale = 1.0;
    while work.width > strategy.max_width {
        work = std::borrow::Cow::Owned(work.half());
        scale *= 2.0;
    }
    if strategy.engine == Engine::ZxingCpp {
        let mut found = zxing(&work, scale);
        if frame.width < strategy.upscale_below {
            merge(&mut found, zxing(&frame.double(), 0.5));
        }
        sort(&mut found);
        return found;
    }
    let mut found = decode_luma(&work, scale, Binarizer::Hybrid);
    if strategy.histogram {
        merge(&mut found, decode_luma(&work, scale, Binarizer::Histogram));
    }
    if frame.width < strategy.upscale_below {
        let double = frame.double();
        merge(&mut found, decode_luma(&double, 0.5, Binarizer::Hybrid));
    }
    if strategy.tiles {
        for (tile, (x, y)) in frame.tiles(2, 2, 0.3) {
            let mut more = decode_luma(&tile, 1.0, Binarizer::Hybrid);
            for d in &mut more {
                d.center = (d.center.0 + x as f32, d.center.1 + y as f32);
                for p in &mut d.points {
                    *p = (p.0 + x as f32, p.1 + y as f32);
                }
            }
            merge(&mut found, more);
        }
    }
    sort(&mut found);
    found
}

/// Reading order: top to bottom, then left to right, so output is stable.
fn sort(found: &mut [Detection]) {
    found.sort_by(|a, b| {
        (a.center.1, a.center.0)
            .partial_cmp(&(b.center.1, b.center.0))
            .unwrap_or(std::cmp::Ordering::Equal)
    });
}

/// Every QR code zxing-cpp finds in `frame` (any rotation, trying harder), positions times
/// `scale`. A frame the library cannot take has no detections.
fn zxing(frame: &Frame, scale: f32) -> Vec<Detection> {
    let Ok(view) = zxingcpp::ImageView::from_slice(
        &frame.luma,
        frame.width,
        frame.height,
        zxingcpp::ImageFormat::Lum,
    ) else {
        return Vec::new();
    };
    let reader = zxingcpp::read()
        .formats([zxingcpp::BarcodeFormat::QRCode])
        .try_harder(true)
        .try_rotate(true);
    let Ok(codes) = reader.from(view) else {
        return Vec::new();
    };
    codes
        .into_iter()
        .filter(|c| c.is_valid())
        .map(|c| {
            let p = c.position();
            let points = [p.top_left, p.top_right, p.bottom_right, p.bottom_left]
                .iter()
                .map(|q| (q.x as f32 * scale, q.y as f32 * scale))
                .collect();
            detection(&c.text(), points)
        })
        .collect()
}

/// A code read with its text and the points the library located, centred between them.
fn detection(text: &str, points: Vec<(f32, f32)>) -> Detection {
    let n = points.len().max(1) as f32;
    let center = (
        points.iter().map(|p| p.0).sum::<f32>() / n,
        points.iter().map(|p| p.1).sum::<f32>() / n,
    );
    Detection {
        parsed: payload::parse(text),
        text: text.chars().take(MAX_TEXT_CHARS).collect(),
        center,
        points,
    }
}

/// Adds the detections of another pass that are not already there (same text, near the same
/// place: a code seen twice; the same text far away is a second card).
fn merge(found: &mut Vec<Detection>, more: Vec<Detection>) {
    for d in more {
        let seen = found.iter().any(|f| {
            f.text == d.text && (f.center.0 - d.center.0).hypot(f.center.1 - d.center.1) < 80.0
        });
        if !seen {
            found.push(d);
        }
    }
}

#[derive(Debug, Clone, Copy)]
enum Binarizer {
    Hybrid,
    Histogram,
}

fn decode_luma(frame: &Frame, scale: f32, binarizer: Binarizer) -> Vec<Detection> {
    let Ok(source) = Luma8Source::new_with_slice(&frame.luma, frame.width, frame.height) else {
        return Vec::new();
    };
    let hints = DecodeHints {
        PossibleFormats: Some(HashSet::from([BarcodeFormat::QR_CODE])),
        TryHarder: Some(true),
        ..DecodeHints::default()
    };
    let results = match binarizer {
        Binarizer::Hybrid => QrReader.decode_multiple_with_hints(
            &mut BinaryBitmap::new(HybridBinarizer::new(source)),
            &hints,
        ),
        Binarizer::Histogram => QrReader.decode_multiple_with_hints(
            &mut BinaryBitmap::new(GlobalHistogramBinarizer::new(source)),
            &hints,
        ),
    }
    .unwrap_or_default();
    results
        .iter()
        .map(|r| {
            let points = r
                .getPoints()
                .iter()
                .map(|p| (p.x * scale, p.y * scale))
                .collect();
            detection(r.getText(), points)
        })
        .collect()
}
