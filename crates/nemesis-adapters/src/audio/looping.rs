//! [`PeriodLoop`]: an ambience file played as an endless loop without a click.
//!
//! An ambience file holds one loop period with [`LOOP_PAD_FRAMES`] of padding on each side:
//! the period's end before it and its start after it. Lossy coding is least faithful at a
//! file's two ends, and each pass of a loop carries its own small coding error, so jumping
//! straight from the period's last frame to its first would leave a step of coding noise. The
//! player instead plays on into the trailing pad (the start again, as coded at the end) while
//! it fades over, in [`LOOP_FADE_FRAMES`], to the restarted decoder (the same start, as coded
//! at the beginning): two renderings of the same sound, so the fade is inaudible and the seam
//! is as smooth as anywhere else in the loop.

use std::io::Cursor;
use std::time::Duration;

use rodio::{ChannelCount, Decoder, Sample, SampleRate, Source};

use super::AudioError;
use super::catalog::LOOP_PAD_FRAMES;
use super::decode::{SoundBytes, decode};

/// Frames over which a loop fades from its end into its restart (about 5 ms at 48 kHz).
pub const LOOP_FADE_FRAMES: usize = 256;

/// See the module documentation.
pub struct PeriodLoop<B: SoundBytes> {
    bytes: B,
    current: Decoder<Cursor<B>>,
    restart: Option<Decoder<Cursor<B>>>,
    channels: ChannelCount,
    rate: SampleRate,
    /// Samples in one period.
    period: usize,
    /// Samples in the fade.
    fade: usize,
    /// Samples played from `current` since its period began.
    position: usize,
    /// Samples into the fade while `restart` runs.
    faded: usize,
}

impl<B: SoundBytes> PeriodLoop<B> {
    /// Loops the `period_frames` frames that follow the leading pad of the file `bytes`.
    pub fn new(bytes: B, period_frames: usize) -> Result<PeriodLoop<B>, AudioError> {
        if period_frames == 0 || LOOP_FADE_FRAMES > LOOP_PAD_FRAMES {
            return Err(AudioError::Decode("an empty loop period".into()));
        }
        let current = padded_start(bytes.clone())?;
        let channels = current.channels();
        let ch = usize::from(channels.get());
        Ok(PeriodLoop {
            bytes,
            rate: current.sample_rate(),
            current,
            restart: None,
            channels,
            period: period_frames * ch,
            fade: LOOP_FADE_FRAMES * ch,
            position: 0,
            faded: 0,
        })
    }
}

/// A decoder positioned at the start of a loop's period: the leading pad is decoded and
/// dropped (4096 frames, well under a millisecond of work).
fn padded_start<B: SoundBytes>(bytes: B) -> Result<Decoder<Cursor<B>>, AudioError> {
    let mut decoder = decode(bytes)?;
    let pad = LOOP_PAD_FRAMES * usize::from(decoder.channels().get());
    if decoder.by_ref().take(pad).count() < pad {
        return Err(AudioError::Decode(
            "a loop file shorter than its padding".into(),
        ));
    }
    Ok(decoder)
}

impl<B: SoundBytes> Iterator for PeriodLoop<B> {
    type Item = Sample;

    fn next(&mut self) -> Option<Sample> {
        if self.position == self.period && self.restart.is_none() {
            // Re-opening the decoder happens once per period on the playing thread, as with
            // rodio's own looping decoder; a failure ends the layer.
            self.restart = Some(padded_start(self.bytes.clone()).ok()?);
            self.faded = 0;
        }
        let Some(restart) = self.restart.as_mut() else {
            self.position += 1;
            return self.current.next();
        };
        let ch = usize::from(self.channels.get());
        let frame = self.faded / ch;
        let t = (frame as f32 + 0.5) / (self.fade / ch) as f32;
        let old = self.current.next().unwrap_or(0.0);
        let new = restart.next()?;
        self.faded += 1;
        if self.faded == self.fade
            && let Some(restart) = self.restart.take()
        {
            self.current = restart;
            self.position = self.fade;
        }
        Some(old * (1.0 - t) + new * t)
    }
}

impl<B: SoundBytes> Source for PeriodLoop<B> {
    fn current_span_len(&self) -> Option<usize> {
        None
    }
    fn channels(&self) -> ChannelCount {
        self.channels
    }
    fn sample_rate(&self) -> SampleRate {
        self.rate
    }
    fn total_duration(&self) -> Option<Duration> {
        None
    }
}
