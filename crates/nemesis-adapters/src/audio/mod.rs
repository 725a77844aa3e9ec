//! Sound: ambience that follows the game and cues that answer the rules' outcomes.
//!
//! - [`catalog`]: every sound ([`Cue`], [`Ambience`]) and its embedded file.
//! - [`decode`]: rodio's decoder over those files.
//! - [`looping`]: ambience loops that restart without a click.
//! - [`mix`]: the mixer's rules (volumes, moods, ducking, the voice cap), device-free.
//! - [`graph`]: those rules as rodio sources on a mixer, driven by an [`graph::Engine`].
//! - [`device`]: [`RodioAudio`], one audio thread that owns the output device.
//! - [`silent`]: [`SilentAudio`], for `--no-sound`, `NEMESIS_AUDIO=off` or no device.
//! - [`measure`]: decoding and level measurements, used by the tests and `sounds/measure.sh`.
//!
//! The sound files are embedded with `include_bytes!`: about 1.3 MB, always present, no install
//! path to look up on Linux, Windows or macOS, and no "file missing" failure at run time.

pub mod catalog;
pub mod decode;
pub mod device;
pub mod graph;
pub mod looping;
pub mod measure;
pub mod mix;
pub mod nemesis;
pub mod retaliation;
pub mod silent;
mod sounded;

use std::fmt;

pub use catalog::{Ambience, Category, Cue};
pub use device::RodioAudio;
pub use mix::{Atmosphere, MixerSettings, Mood};
pub use silent::SilentAudio;
pub use sounded::Sounded;

/// The environment variable that turns sound off for headless runs: `NEMESIS_AUDIO=off`.
pub const ENV_SWITCH: &str = "NEMESIS_AUDIO";

/// Where sounds go. Every method returns at once; the work happens on the audio thread.
pub trait AudioOut: Send {
    /// Plays a cue now (or drops it if more important cues hold every voice).
    fn play(&self, cue: Cue);
    /// Crossfades the ambience to this atmosphere.
    fn set_atmosphere(&self, atmosphere: Atmosphere);
    /// Applies volumes and mute.
    fn set_settings(&self, settings: MixerSettings);
    /// Whether sound is on, and why not.
    fn status(&self) -> &AudioStatus;
}

/// Whether sound plays, for the GUI to show.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AudioStatus {
    /// Sound plays on this output device.
    Playing {
        /// The device's name, when the system gives one.
        device: String,
    },
    /// The player turned sound off.
    Off(OffSwitch),
    /// No output device could be opened.
    Unavailable {
        /// What went wrong.
        reason: NoSound,
    },
}

/// Why no output device plays (the window says it in the players' language).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum NoSound {
    /// The system has no output device.
    #[error("no output device")]
    NoDevice,
    /// The device is there but would not open, in the system's words.
    #[error("{0}")]
    CannotOpen(String),
    /// The audio thread could not start, or stopped while opening the device.
    #[error("the audio thread: {0}")]
    Thread(String),
}

/// Which switch turned sound off.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OffSwitch {
    /// The `--no-sound` flag.
    Flag,
    /// `NEMESIS_AUDIO=off`.
    Environment,
}

impl AudioStatus {
    /// A short note for the GUI when sound is not playing, `None` when it is.
    pub fn note(&self) -> Option<String> {
        match self {
            AudioStatus::Playing { .. } => None,
            other => Some(other.to_string()),
        }
    }
}

impl fmt::Display for AudioStatus {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AudioStatus::Playing { device } => write!(f, "sound on: {device}"),
            AudioStatus::Off(OffSwitch::Flag) => f.write_str("sound off (--no-sound)"),
            AudioStatus::Off(OffSwitch::Environment) => {
                write!(f, "sound off ({ENV_SWITCH}=off)")
            }
            AudioStatus::Unavailable { reason } => write!(f, "sound unavailable: {reason}"),
        }
    }
}

/// A sound file that cannot be played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AudioError {
    /// The decoder rejected the file.
    Decode(String),
}

impl fmt::Display for AudioError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AudioError::Decode(e) => write!(f, "cannot decode sound: {e}"),
        }
    }
}

impl std::error::Error for AudioError {}

/// Opens the sound output: silent when `no_sound` (the `--no-sound` flag) or
/// `NEMESIS_AUDIO=off` asks for it, otherwise the default device, and silent with a
/// "sound unavailable" status when that fails.
pub fn open(no_sound: bool, settings: MixerSettings) -> Box<dyn AudioOut> {
    let env = std::env::var(ENV_SWITCH).ok();
    match off_switch(no_sound, env.as_deref()) {
        Some(switch) => Box::new(SilentAudio::new(AudioStatus::Off(switch))),
        None => match RodioAudio::open_default(settings) {
            Ok(audio) => Box::new(audio),
            Err(reason) => Box::new(SilentAudio::new(AudioStatus::Unavailable { reason })),
        },
    }
}

/// Which switch, if any, turns sound off. The flag wins; the variable counts when it reads
/// `off`, `0`, `false` or `no` (any case).
pub fn off_switch(no_sound: bool, env: Option<&str>) -> Option<OffSwitch> {
    if no_sound {
        return Some(OffSwitch::Flag);
    }
    let off = env.is_some_and(|v| {
        matches!(
            v.trim().to_ascii_lowercase().as_str(),
            "off" | "0" | "false" | "no"
        )
    });
    off.then_some(OffSwitch::Environment)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_flag_and_the_environment_turn_sound_off() {
        assert_eq!(off_switch(true, None), Some(OffSwitch::Flag));
        assert_eq!(off_switch(true, Some("on")), Some(OffSwitch::Flag));
        assert_eq!(off_switch(false, Some("off")), Some(OffSwitch::Environment));
        assert_eq!(
            off_switch(false, Some(" OFF ")),
            Some(OffSwitch::Environment)
        );
        assert_eq!(off_switch(false, Some("0")), Some(OffSwitch::Environment));
        assert_eq!(off_switch(false, Some("on")), None);
        assert_eq!(off_switch(false, Some("")), None);
        assert_eq!(off_switch(false, None), None);
    }

    #[test]
    fn the_status_note_says_why_there_is_no_sound() {
        let status = AudioStatus::Unavailable {
            reason: NoSound::NoDevice,
        };
        assert_eq!(
            status.note().as_deref(),
            Some("sound unavailable: no output device")
        );
        assert_eq!(
            AudioStatus::Off(OffSwitch::Environment).note().as_deref(),
            Some("sound off (NEMESIS_AUDIO=off)")
        );
        assert_eq!(
            AudioStatus::Playing {
                device: "default".into()
            }
            .note(),
            None
        );
    }

    #[test]
    fn the_flag_gives_a_silent_output() {
        let audio = open(true, MixerSettings::default());
        assert_eq!(audio.status(), &AudioStatus::Off(OffSwitch::Flag));
        audio.play(Cue::Explosion);
    }
}
