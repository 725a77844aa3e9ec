//! Decoding the Ogg Vorbis files with rodio's decoder, for playback and for measurement.

use std::io::Cursor;

use rodio::decoder::DecoderBuilder;
use rodio::{Decoder, Source};

use super::AudioError;

/// Bytes of a sound file: embedded (`&'static [u8]`) or read at run time (`Arc<[u8]>`).
pub trait SoundBytes: AsRef<[u8]> + Clone + Send + Sync + 'static {}

impl<T: AsRef<[u8]> + Clone + Send + Sync + 'static> SoundBytes for T {}

/// A streaming decoder over a sound file.
pub fn decode<B: SoundBytes>(bytes: B) -> Result<Decoder<Cursor<B>>, AudioError> {
    let len = bytes.as_ref().len() as u64;
    DecoderBuilder::new()
        .with_data(Cursor::new(bytes))
        .with_byte_len(len)
        .with_hint("ogg")
        .with_gapless(true)
        .build()
        .map_err(|e| AudioError::Decode(e.to_string()))
}

/// A whole decoded file, interleaved.
#[derive(Clone, Debug)]
pub struct Decoded {
    /// Interleaved samples, -1..1.
    pub samples: Vec<f32>,
    /// Channels per frame.
    pub channels: u16,
    /// Frames per second.
    pub rate: u32,
}

impl Decoded {
    /// Number of frames.
    pub fn frames(&self) -> usize {
        self.samples.len() / usize::from(self.channels.max(1))
    }

    /// Length in seconds.
    pub fn duration_s(&self) -> f64 {
        self.frames() as f64 / f64::from(self.rate.max(1))
    }
}

/// Decodes a complete file.
pub fn decode_all<B: SoundBytes>(bytes: B) -> Result<Decoded, AudioError> {
    let decoder = decode(bytes)?;
    let channels = decoder.channels().get();
    let rate = decoder.sample_rate().get();
    Ok(Decoded {
        samples: decoder.collect(),
        channels,
        rate,
    })
}
