//! Why a frame gave no label, in words a player can act on.
//!
//! The checks run in order: exposure first (a dark or burnt frame also looks flat and blurry),
//! then whether there is anything with edges at all, then sharpness, then codes that were read but
//! are not usable labels. Thresholds come from the generated fixtures in `tests/scanner_fixtures.rs`
//! (see [`Thresholds`]), on a 0–255 luma scale.

use super::decode::Reading;
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
    /// Codes are in view but too few pixels across to read: the cards should come closer.
    TooSmall,
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
            Diagnosis::TooSmall => {
                "Labels are in view but too small to read: hold the cards closer to the camera."
                    .to_string()
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
    /// How steep the sharpest edges are compared with their height (see [`edge_sharpness`]):
    /// about 0.5 for a crisp edge, lower as the frame gets blurrier; 0 when there is no edge.
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
    blurry_sharpness: 0.31,
};

pub fn stats(frame: &Frame) -> FrameStats {
    let (w, h) = (frame.width as usize, frame.height as usize);
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

    let sharpness = edge_sharpness(frame, (f64::from(p99) - mean).max(contrast) as f32);
    FrameStats {
        mean: mean as f32,
        contrast: contrast as f32,
        burnt: burnt as f32,
        p99,
        sharpness,
    }
}

/// The 90th percentile, over strong edges, of an edge's steepest slope (central difference) divided
/// by its height (the luma range within three pixels). A one-pixel step gives 0.5; a Gaussian blur
/// of σ pixels gives about 0.4/σ. Dividing by the height makes it independent of exposure and
/// contrast, and looking only at edges at least `min_height / 3` high keeps sensor noise out.
pub fn edge_sharpness(frame: &Frame, min_height: f32) -> f32 {
    let (w, h) = (frame.width as usize, frame.height as usize);
    if w < 8 || h < 8 {
        return 0.0;
    }
    let px = |x: usize, y: usize| i32::from(frame.luma[y * w + x]);
    let threshold = (min_height / 3.0).max(20.0) as i32;
    let mut bins = [0u32; 101];
    let mut edges = 0u32;
    let mut record = |diff: i32, range: i32| {
        if range >= threshold {
            let ratio = diff as f32 / 2.0 / range as f32;
            bins[((ratio * 100.0).round() as usize).min(100)] += 1;
            edges += 1;
        }
    };
    // the lowest and highest luma of the seven pixels around each pixel, along the row and down
    // the column, a row at a time (the same windows as pixel by pixel, in loops over a row)
    let (mut lo_along, mut hi_along) = (vec![0u8; w], vec![0u8; w]);
    let (mut lo_down, mut hi_down) = (vec![0u8; w], vec![0u8; w]);
    for y in (3..h - 3).step_by(2) {
        let row = |k: usize| &frame.luma[k * w..(k + 1) * w];
        let line = row(y);
        lo_along.fill(255);
        hi_along.fill(0);
        for k in 0..7 {
            let shifted = &line[k..w - 6 + k];
            for ((lo, hi), &v) in lo_along[3..w - 3]
                .iter_mut()
                .zip(&mut hi_along[3..w - 3])
                .zip(shifted)
            {
                *lo = (*lo).min(v);
                *hi = (*hi).max(v);
            }
        }
        lo_down.fill(255);
        hi_down.fill(0);
        for k in y - 3..=y + 3 {
            for ((lo, hi), &v) in lo_down.iter_mut().zip(&mut hi_down).zip(row(k)) {
                *lo = (*lo).min(v);
                *hi = (*hi).max(v);
            }
        }
        let (above, below) = (row(y - 1), row(y + 1));
        for x in (3..w - 3).step_by(2) {
            record(
                (px(x + 1, y) - px(x - 1, y)).abs(),
                i32::from(hi_along[x]) - i32::from(lo_along[x]),
            );
            record(
                (i32::from(below[x]) - i32::from(above[x])).abs(),
                i32::from(hi_down[x]) - i32::from(lo_down[x]),
            );
        }
    }
    if edges == 0 {
        return 0.0;
    }
    let target = (f64::from(edges) * 0.9).ceil() as u32;
    let mut seen = 0;
    for (bin, count) in bins.iter().enumerate() {
        seen += count;
        if seen >= target {
            return bin as f32 / 100.0;
        }
    }
    1.0
}

/// Why `frame` gave no label; `None` when at least one label was read. `reading` is what the
/// decoder made of the frame (the codes read, and those located but not read).
pub fn diagnose(frame: &Frame, reading: &Reading) -> Option<Diagnosis> {
    diagnose_with(frame, reading, &THRESHOLDS)
}

pub fn diagnose_with(frame: &Frame, reading: &Reading, t: &Thresholds) -> Option<Diagnosis> {
    let detections = &reading.found;
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
    // a code located but too few pixels across: fewer than about three a module (a version-1
    // label is 21 modules across)
    let too_small = reading.unread_widths.iter().any(|&w| w < SMALL_CODE_PX);
    Some(if s.mean < t.dark_mean || s.p99 < t.dark_p99 {
        Diagnosis::TooDark
    } else if s.mean > t.bright_mean || s.burnt > t.burnt_share {
        Diagnosis::TooBright
    } else if s.contrast < t.flat_contrast {
        Diagnosis::NoCode
    } else if too_small {
        Diagnosis::TooSmall
    } else if s.sharpness < t.blurry_sharpness {
        Diagnosis::Blurry
    } else {
        Diagnosis::NoCode
    })
}

/// Located codes narrower than this many pixels are "too small" (21 modules × 3 px).
pub const SMALL_CODE_PX: f32 = 63.0;

#[cfg(test)]
mod tests {
    use super::*;

    /// [`edge_sharpness`] pixel by pixel: every other pixel of every other row, the central
    /// difference along and down against the luma range of the seven pixels around it.
    fn sharpness_by_pixel(frame: &Frame, min_height: f32) -> f32 {
        let (w, h) = (frame.width as usize, frame.height as usize);
        let px = |x: usize, y: usize| i32::from(frame.luma[y * w + x]);
        let threshold = (min_height / 3.0).max(20.0) as i32;
        let mut ratios = Vec::new();
        for y in (3..h - 3).step_by(2) {
            for x in (3..w - 3).step_by(2) {
                let along: Vec<i32> = (x - 3..=x + 3).map(|k| px(k, y)).collect();
                let down: Vec<i32> = (y - 3..=y + 3).map(|k| px(x, k)).collect();
                for (diff, window) in [
                    ((px(x + 1, y) - px(x - 1, y)).abs(), along),
                    ((px(x, y + 1) - px(x, y - 1)).abs(), down),
                ] {
                    let range =
                        window.iter().max().unwrap_or(&0) - window.iter().min().unwrap_or(&0);
                    if range >= threshold {
                        let ratio = diff as f32 / 2.0 / range as f32;
                        ratios.push(((ratio * 100.0).round() as usize).min(100));
                    }
                }
            }
        }
        ratios.sort_unstable();
        match ratios.len() {
            0 => 0.0,
            n => ratios[((n as f64 * 0.9).ceil() as usize).max(1) - 1] as f32 / 100.0,
        }
    }

    /// The row-at-a-time windows give the same sharpness as pixel by pixel, on blurred and
    /// sharp patterns of odd sizes.
    #[test]
    fn sharpness_is_the_same_as_pixel_by_pixel() {
        for (w, h, period) in [
            (40usize, 30usize, 5usize),
            (97, 61, 9),
            (8, 8, 3),
            (131, 17, 14),
        ] {
            let frame = crate::scanner::test_scenes::frame_of(w, h, |x, y| {
                let wave = ((x * 7 + y * 3) % period) as f32 / period as f32;
                (40.0 + 170.0 * wave + ((x * 31 + y * 17) % 11) as f32) as u8
            });
            for min_height in [0.0, 60.0, 120.0] {
                let sharpness = edge_sharpness(&frame, min_height);
                // a pattern with edges to judge
                assert!(
                    w < 10 || (sharpness > 0.0 && sharpness < 1.0),
                    "{sharpness}"
                );
                assert_eq!(
                    sharpness,
                    sharpness_by_pixel(&frame, min_height),
                    "{w}x{h} period {period}, edges of {min_height}"
                );
            }
        }
    }
}
