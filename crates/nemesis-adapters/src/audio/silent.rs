//! [`SilentAudio`]: the output when sound is off or no device opened. It plays nothing but
//! remembers the last cues asked for, so GUI tests can check which cue an outcome produced.

use std::collections::VecDeque;
use std::sync::Mutex;

use super::{Atmosphere, AudioOut, AudioStatus, Cue, MixerSettings};

/// How many recent cues [`SilentAudio`] remembers.
pub const REMEMBERED_CUES: usize = 64;

/// Plays nothing; keeps its status for the GUI's "sound unavailable" note.
#[derive(Debug)]
pub struct SilentAudio {
    status: AudioStatus,
    recent: Mutex<VecDeque<Cue>>,
    atmosphere: Mutex<Option<Atmosphere>>,
}

impl SilentAudio {
    /// A silent output with the status to show.
    pub fn new(status: AudioStatus) -> SilentAudio {
        SilentAudio {
            status,
            recent: Mutex::new(VecDeque::with_capacity(REMEMBERED_CUES)),
            atmosphere: Mutex::new(None),
        }
    }

    /// The cues asked for, oldest first (at most [`REMEMBERED_CUES`]).
    pub fn recent_cues(&self) -> Vec<Cue> {
        match self.recent.lock() {
            Ok(recent) => recent.iter().copied().collect(),
            Err(poisoned) => poisoned.into_inner().iter().copied().collect(),
        }
    }

    /// The last atmosphere asked for.
    pub fn atmosphere(&self) -> Option<Atmosphere> {
        match self.atmosphere.lock() {
            Ok(a) => *a,
            Err(poisoned) => *poisoned.into_inner(),
        }
    }
}

impl AudioOut for SilentAudio {
    fn play(&self, cue: Cue) {
        let mut recent = match self.recent.lock() {
            Ok(recent) => recent,
            Err(poisoned) => poisoned.into_inner(),
        };
        if recent.len() == REMEMBERED_CUES {
            recent.pop_front();
        }
        recent.push_back(cue);
    }

    fn set_atmosphere(&self, atmosphere: Atmosphere) {
        match self.atmosphere.lock() {
            Ok(mut a) => *a = Some(atmosphere),
            Err(poisoned) => *poisoned.into_inner() = Some(atmosphere),
        }
    }

    fn set_settings(&self, _settings: MixerSettings) {}

    fn status(&self) -> &AudioStatus {
        &self.status
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::audio::Mood;

    #[test]
    fn it_remembers_the_last_cues_and_the_atmosphere() {
        let audio = SilentAudio::new(AudioStatus::Unavailable {
            reason: crate::audio::NoSound::NoDevice,
        });
        for _ in 0..REMEMBERED_CUES {
            audio.play(Cue::TimeTick);
        }
        audio.play(Cue::Explosion);
        let recent = audio.recent_cues();
        assert_eq!(recent.len(), REMEMBERED_CUES);
        assert_eq!(recent.last(), Some(&Cue::Explosion));
        audio.set_atmosphere(Atmosphere::new(Mood::Alarm));
        assert_eq!(audio.atmosphere(), Some(Atmosphere::new(Mood::Alarm)));
    }
}
