//! Listening by measurement: decode a sound file and report its length, loudness, peak, onset
//! and, for loops, how smoothly the end runs into the start. Used by the tests and by
//! `cargo run --example sound_report` (behind `sounds/measure.sh`).
//!
//! Loudness is the loudest 400 ms window (windows start every 50 ms; mean square over all
//! channels), in dBFS: the same measure `sounds/generate.sh` levels to, so a short tick and a
//! long rumble of one category sound equally loud at their loudest.

pub use super::decode::{Decoded, decode_all};
use super::looping::LOOP_FADE_FRAMES;

/// Level measurements of one file.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Levels {
    /// Length in seconds.
    pub duration_s: f64,
    /// Loudest 400 ms window, dBFS RMS.
    pub loudness_db: f64,
    /// Highest absolute sample, dBFS.
    pub peak_db: f64,
    /// RMS over the whole file, dBFS.
    pub rms_db: f64,
    /// Time until the first sample reaches -40 dBFS, in milliseconds.
    pub onset_ms: Option<f64>,
}

/// Window and hop of the loudness measure.
pub const LOUDNESS_WINDOW_S: f64 = 0.4;
/// See [`LOUDNESS_WINDOW_S`].
pub const LOUDNESS_HOP_S: f64 = 0.05;
/// The level that counts as "sound has started".
pub const ONSET_DB: f64 = -40.0;

/// Measures length, loudness, peak, RMS and onset.
pub fn levels(d: &Decoded) -> Levels {
    let ch = usize::from(d.channels.max(1));
    let power: Vec<f64> = d
        .samples
        .chunks(ch)
        .map(|f| f.iter().map(|&s| f64::from(s) * f64::from(s)).sum::<f64>() / ch as f64)
        .collect();
    let n = power.len();
    let total: f64 = power.iter().sum();
    let rate = f64::from(d.rate.max(1));
    let win = (rate * LOUDNESS_WINDOW_S) as usize;
    let hop = ((rate * LOUDNESS_HOP_S) as usize).max(1);
    let loudest = if n == 0 {
        0.0
    } else if n <= win {
        total / n as f64
    } else {
        (0..=n - win)
            .step_by(hop)
            .map(|start| power[start..start + win].iter().sum::<f64>())
            .fold(0.0, f64::max)
            / win as f64
    };
    let peak = d.samples.iter().fold(0.0f32, |m, s| m.max(s.abs()));
    let threshold = 10f64.powf(ONSET_DB / 20.0) as f32;
    let onset = d
        .samples
        .iter()
        .position(|s| s.abs() >= threshold)
        .map(|i| (i / ch) as f64 * 1000.0 / rate);
    Levels {
        duration_s: d.duration_s(),
        loudness_db: power_db(loudest),
        peak_db: amplitude_db(f64::from(peak)),
        rms_db: power_db(if n == 0 { 0.0 } else { total / n as f64 }),
        onset_ms: onset,
    }
}

/// How a loop's end runs into its start.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Seam {
    /// The largest jump from the last frame to the first, over the channels.
    pub step: f32,
    /// The mean sample-to-sample step in the 32 frames on each side of the seam.
    pub local_step: f32,
    /// `step / local_step` for the worst channel: about 1 for a seamless loop, far above 1 for
    /// a click.
    pub ratio: f32,
    /// The roughest stretch inside the loop: the worst ratio within a window as long as the
    /// player's seam fade, over 64 windows spread through the period. Lossy coding and the
    /// sound itself make some steps large anyway; a seam no rougher than this cannot be told
    /// from the rest of the loop.
    pub inside_ratio: f32,
    /// RMS of the last 50 ms minus RMS of the first 50 ms, dB (informative: a rhythmic loop
    /// differs here by design).
    pub edge_level_diff_db: f64,
}

/// Frames compared on each side of a seam.
pub const SEAM_CONTEXT: usize = 32;

/// Frames examined around a played loop point: the player's fade and a frame on each side.
pub const SEAM_WINDOW: usize = LOOP_FADE_FRAMES + 2;

/// The worst jump of a played loop around its loop point: `played` is the player's output
/// from the start of the period, for more than one period; the [`SEAM_WINDOW`] frames from
/// the loop point through the player's fade are examined. Returns (step, local mean step,
/// ratio) as [`jump_at`] does.
pub fn played_seam(played: &[f32], channels: u16, period: usize) -> (f32, f32, f32) {
    let frames = played.len() / usize::from(channels.max(1));
    (period..(period + SEAM_WINDOW).min(frames.saturating_sub(1)))
        .map(|at| jump_at(played, channels, at))
        .fold(
            (0.0, 0.0, 0.0),
            |worst, j| if j.2 >= worst.2 { j } else { worst },
        )
}

/// Measures the seam of a loop whose period is `period` frames starting at frame `start` of
/// the file: the period's last frame followed by its first.
pub fn seam(d: &Decoded, start: usize, period: usize) -> Seam {
    let ch = usize::from(d.channels.max(1));
    let start = start.min(d.frames());
    let frames = period.min(d.frames() - start);
    let d = &Decoded {
        samples: d.samples[start * ch..(start + frames) * ch].to_vec(),
        channels: d.channels,
        rate: d.rate,
    };
    let context = SEAM_CONTEXT.min(frames / 2);
    let mut joined = Vec::with_capacity(2 * context * ch);
    joined.extend_from_slice(&d.samples[(frames - context) * ch..frames * ch]);
    joined.extend_from_slice(&d.samples[..context * ch]);
    let (step, local_step, ratio) = jump_at(&joined, d.channels, context);
    let window = SEAM_WINDOW.min(frames / 2);
    let inside_ratio = (1..=64)
        .map(|k| k * frames / 66)
        .flat_map(|first| first.max(1)..first.max(1) + window)
        .map(|at| jump_at(&d.samples, d.channels, at).2)
        .fold(0.0, f32::max);
    let edge = ((f64::from(d.rate) * 0.05) as usize).clamp(1, frames.max(1));
    let head = power_db(mean_power(&d.samples[..edge * ch]));
    let tail = power_db(mean_power(&d.samples[(frames - edge) * ch..frames * ch]));
    Seam {
        step,
        local_step,
        ratio,
        inside_ratio,
        edge_level_diff_db: tail - head,
    }
}

/// The step into frame `at` of an interleaved signal, against the mean step of the frames
/// around it (not counting that step): returns (step, local mean step, ratio) for the channel
/// where the ratio is worst.
pub fn jump_at(samples: &[f32], channels: u16, at: usize) -> (f32, f32, f32) {
    let ch = usize::from(channels.max(1));
    let frames = samples.len() / ch;
    let mut worst = (0.0f32, 0.0f32, 0.0f32);
    if at == 0 || at >= frames {
        return worst;
    }
    for c in 0..ch {
        let x = |i: usize| samples[i * ch + c];
        let step = (x(at) - x(at - 1)).abs();
        let lo = at.saturating_sub(SEAM_CONTEXT).max(1);
        let hi = (at + SEAM_CONTEXT).min(frames - 1);
        let around: Vec<f32> = (lo..=hi)
            .filter(|&i| i != at)
            .map(|i| (x(i) - x(i - 1)).abs())
            .collect();
        let local = around.iter().sum::<f32>() / around.len().max(1) as f32;
        let ratio = if local > 0.0 {
            step / local
        } else if step > 0.0 {
            f32::INFINITY
        } else {
            0.0
        };
        if ratio >= worst.2 {
            worst = (step, local, ratio);
        }
    }
    worst
}

fn mean_power(samples: &[f32]) -> f64 {
    if samples.is_empty() {
        return 0.0;
    }
    samples
        .iter()
        .map(|&s| f64::from(s) * f64::from(s))
        .sum::<f64>()
        / samples.len() as f64
}

/// A mean square as dBFS (-200 for silence).
pub fn power_db(power: f64) -> f64 {
    if power > 0.0 {
        10.0 * power.log10()
    } else {
        -200.0
    }
}

/// An amplitude as dBFS (-200 for silence).
pub fn amplitude_db(amplitude: f64) -> f64 {
    if amplitude > 0.0 {
        20.0 * amplitude.log10()
    } else {
        -200.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sine(freq: f32, frames: usize, rate: u32, amp: f32) -> Vec<f32> {
        (0..frames)
            .map(|i| amp * (std::f32::consts::TAU * freq * i as f32 / rate as f32).sin())
            .collect()
    }

    #[test]
    fn a_full_scale_sine_measures_minus_three_db() {
        let d = Decoded {
            samples: sine(1000.0, 48_000, 48_000, 1.0),
            channels: 1,
            rate: 48_000,
        };
        let l = levels(&d);
        assert!((l.loudness_db + 3.01).abs() < 0.05, "{l:?}");
        assert!(l.peak_db.abs() < 0.01, "{l:?}");
        assert_eq!(l.duration_s, 1.0);
        assert!(l.onset_ms.is_some_and(|ms| ms < 1.0));
    }

    #[test]
    fn loudness_is_the_loudest_window_not_the_average() {
        // 0.4 s of sine, then 1.6 s of silence: the average is 7 dB lower, the window is not.
        let mut samples = sine(500.0, 19_200, 48_000, 0.5);
        samples.extend(std::iter::repeat_n(0.0, 76_800));
        let l = levels(&Decoded {
            samples,
            channels: 1,
            rate: 48_000,
        });
        assert!((l.loudness_db - (-9.03)).abs() < 0.1, "{l:?}");
        assert!((l.rms_db - (-16.02)).abs() < 0.1, "{l:?}");
    }

    #[test]
    fn a_whole_cycle_loop_has_a_smooth_seam_and_a_cut_one_clicks() {
        // 1 s at 48 kHz holds exactly 100 cycles of 100 Hz: seamless.
        let good = Decoded {
            samples: sine(100.0, 48_000, 48_000, 0.5),
            channels: 1,
            rate: 48_000,
        };
        let s = seam(&good, 0, 48_000);
        assert!(s.ratio < 1.5, "{s:?}");
        assert!(s.edge_level_diff_db.abs() < 0.5, "{s:?}");
        // 101.25 Hz ends a quarter cycle early: the loop jumps.
        let bad = Decoded {
            samples: sine(101.25, 48_000, 48_000, 0.5),
            channels: 1,
            rate: 48_000,
        };
        assert!(
            seam(&bad, 0, 48_000).ratio > 10.0,
            "{:?}",
            seam(&bad, 0, 48_000)
        );
        // Only the period counts: padding before and after it is ignored.
        let mut padded = good.clone();
        padded.samples.splice(0..0, sine(333.0, 100, 48_000, 0.9));
        padded.samples.extend(sine(333.0, 100, 48_000, 0.9));
        assert_eq!(seam(&padded, 100, 48_000), s);
    }
}
