//! Why a frame gave no label, in words a player can act on.
//!
//! The checks run in order: exposure first (a dark or burnt frame also looks flat and blurry),
//! then whether there is anything with edges at all, then sharpness, then codes that were read but
//! are not usable labels. Thresholds come from the generated fixtures in `tests/scanner_fixtures.rs`
//! (see [`Thresholds`]), on a 0–255 luma scale.

use super::decode::Detection;
use super::frame::Frame;
use super::payload::Parsed;
use serde::Serialize;

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Diagnosis {
    TooDark,
    /// Too bright overall, or a patch of glare burnt to white.
    TooBright,
    Blurry,
    /// Nothing that looks like a code is in view.
    NoCode,
    /// Only codes that are not ours were read.
    ForeignCode,
    /// One of our codes was read but cannot be used (another version or deck, damaged).
    Refused {
        reason: String,
    },
}

impl Diagnosis {
    /// The sentence shown to the player.
    pub fn message(&self) -> String {
        match self {
            Diagnosis::TooDark => "Too dark: add light or move closer to a lamp.".to_string(),
            Diagnosis::TooBright => {
                "Too bright or glare: tilt the cards or move them out of direct light.".to_string()
            }
            Diagnosis::Blurry => {
                "Blurry: hold the cards still, about 40 cm from the camera.".to_string()
            }
            Diagnosis::NoCode => {
                "No label in view: show the labels to the camera, or type the number.".to_string()
            }
            Diagnosis::ForeignCode => "That code is not a Nemesis Companion label.".to_string(),
            Diagnosis::Refused { reason } => format!("Label refused: {reason}."),
        }
    }
}

/// Brightness and sharpness figures of a frame, computed on every other pixel.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct FrameStats {
    /// Mean luma.
    pub mean: f32,
    /// Standard deviation of luma: how much there is to see at all.
    pub contrast: f32,
    /// Share of pixels at 250 or above (burnt white).
    pub burnt: f32,
    /// 99th percentile of luma: the brightest real content.
    pub p99: u8,
    /// Mean absolute Laplacian over pixels that sit on an edge, divided by the contrast: high for
    /// crisp edges, low for soft ones, and independent of how bright the frame is.
    pub sharpness: f32,
}

/// The limits [`diagnose`] uses.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct Thresholds {
    pub dark_mean: f32,
    pub dark_p99: u8,
    pub bright_mean: f32,
    pub burnt_share: f32,
    pub flat_contrast: f32,
    pub blurry_sharpness: f32,
}

pub const THRESHOLDS: Thresholds = Thresholds {
    dark_mean: 40.0,
    dark_p99: 70,
    bright_mean: 215.0,
    burnt_share: 0.20,
    flat_contrast: 12.0,
    blurry_sharpness: 0.9,
};

pub fn stats(frame: &Frame) -> FrameStats {
    let (w, h) = (frame.width as usize, frame.height as usize);
    let px = |x: usize, y: usize| f32::from(frame.luma[y * w + x]);
    let mut histogram = [0u32; 256];
    let (mut sum, mut sum_sq, mut n) = (0.0f64, 0.0f64, 0u32);
    for y in (0..h).step_by(2) {
        for x in (0..w).step_by(2) {
            let v = frame.luma[y * w + x];
            histogram[usize::from(v)] += 1;
            sum += f64::from(v);
            sum_sq += f64::from(v) * f64::from(v);
            n += 1;
        }
    }
    let n_f = f64::from(n.max(1));
    let mean = sum / n_f;
    let contrast = (sum_sq / n_f - mean * mean).max(0.0).sqrt();
    let burnt = histogram[250..].iter().sum::<u32>() as f64 / n_f;
    let mut seen = 0u32;
    let target = (f64::from(n) * 0.99).ceil() as u32;
    let p99 = histogram
        .iter()
        .position(|&count| {
            seen += count;
            seen >= target
        })
        .unwrap_or(255) as u8;

    // Laplacian on the edges only: pixels whose gradient is large compared with the contrast.
    let (mut lap_sum, mut edges) = (0.0f64, 0u32);
    let edge_gradient = (contrast * 0.5).max(4.0) as f32;
    if w >= 3 && h >= 3 {
        for y in (1..h - 1).step_by(2) {
            for x in (1..w - 1).step_by(2) {
                let c = px(x, y);
                let (l, r, u, d) = (px(x - 1, y), px(x + 1, y), px(x, y - 1), px(x, y + 1));
                let gradient = (r - l).abs().max((d - u).abs());
                if gradient >= edge_gradient {
                    lap_sum += f64::from((4.0 * c - l - r - u - d).abs());
                    edges += 1;
                }
            }
        }
    }
    let sharpness = if edges == 0 || contrast < 1.0 {
        0.0
    } else {
        (lap_sum / f64::from(edges) / contrast) as f32
    };
    FrameStats {
        mean: mean as f32,
        contrast: contrast as f32,
        burnt: burnt as f32,
        p99,
        sharpness,
    }
}

/// Why `frame` gave no label; `None` when at least one label was read.
pub fn diagnose(frame: &Frame, detections: &[Detection]) -> Option<Diagnosis> {
    diagnose_with(frame, detections, &THRESHOLDS)
}

pub fn diagnose_with(frame: &Frame, detections: &[Detection], t: &Thresholds) -> Option<Diagnosis> {
    if detections.iter().any(|d| d.parsed.label().is_some()) {
        return None;
    }
    // A code that was read says more than the lighting does.
    if let Some(reason) = detections
        .iter()
        .filter(|d| d.parsed.is_ours())
        .find_map(|d| d.parsed.refusal())
    {
        return Some(Diagnosis::Refused { reason });
    }
    if detections.iter().any(|d| d.parsed == Parsed::Foreign) {
        return Some(Diagnosis::ForeignCode);
    }
    let s = stats(frame);
    Some(if s.mean < t.dark_mean || s.p99 < t.dark_p99 {
        Diagnosis::TooDark
    } else if s.mean > t.bright_mean || s.burnt > t.burnt_share {
        Diagnosis::TooBright
    } else if s.contrast < t.flat_contrast {
        Diagnosis::NoCode
    } else if s.sharpness < t.blurry_sharpness {
        Diagnosis::Blurry
    } else {
        Diagnosis::NoCode
    })
}
