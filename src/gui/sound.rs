//! The window's side of the sound: opens the output once at start (silent with a reason when
//! `--no-sound`, `NEMESIS_AUDIO=off` or no device), plays the cues of each played command and
//! keeps the ambience in step with the game. All rules-to-sound decisions live in each game's
//! sound (`crate::audio::nemesis`, `crate::audio::retaliation`, through [`Sounded`]); the device
//! work happens on the audio thread, so nothing here waits.

pub use crate::audio::Sounded;
use crate::audio::{self, Atmosphere, AudioOut, AudioStatus, MixerSettings, OffSwitch};

/// The sound output and what it was last asked to do.
pub struct Sound {
    out: Box<dyn AudioOut>,
    atmosphere: Option<Atmosphere>,
}

impl std::fmt::Debug for Sound {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Sound")
            .field("status", self.out.status())
            .field("atmosphere", &self.atmosphere)
            .finish()
    }
}

impl Sound {
    /// Opens the default device unless `no_sound` or `NEMESIS_AUDIO=off` says not to; a device
    /// that fails to open gives a silent output whose status says why.
    pub fn open(no_sound: bool, settings: MixerSettings) -> Sound {
        Sound::with_output(audio::open(no_sound, settings))
    }

    /// Silent, as with `--no-sound` (tests and the screenshots).
    pub fn off() -> Sound {
        Sound::with_output(Box::new(audio::SilentAudio::new(AudioStatus::Off(
            OffSwitch::Flag,
        ))))
    }

    pub fn with_output(out: Box<dyn AudioOut>) -> Sound {
        Sound {
            out,
            atmosphere: None,
        }
    }

    pub fn status(&self) -> &AudioStatus {
        self.out.status()
    }

    /// Whether a device failed: the player asked for sound and gets none, so the window says so.
    pub fn unavailable(&self) -> bool {
        matches!(self.status(), AudioStatus::Unavailable { .. })
    }

    /// Volumes and mute, applied at once.
    pub fn set_settings(&self, settings: MixerSettings) {
        self.out.set_settings(settings);
    }

    /// A step of any game was played: its cues (most important first; the mixer keeps the most
    /// important when too many want to play), then the ambience the game now calls for.
    pub fn on_played<R: Sounded>(&mut self, outcomes: &[R::Outcome], state: &R::State) {
        for cue in R::cues(outcomes, state) {
            self.out.play(cue);
        }
        self.follow::<R>(state);
    }

    /// Sets the ambience for the game on screen. Only changes are sent, so this can be called
    /// after every message.
    pub fn follow<R: Sounded>(&mut self, state: &R::State) {
        self.set_atmosphere(R::atmosphere(state));
    }

    /// No game on screen (menus): no ambience.
    pub fn silence(&mut self) {
        self.set_atmosphere(Atmosphere::SILENT);
    }

    fn set_atmosphere(&mut self, wanted: Atmosphere) {
        if self.atmosphere != Some(wanted) {
            self.out.set_atmosphere(wanted);
            self.atmosphere = Some(wanted);
        }
    }

    /// The ambience last asked for.
    pub fn atmosphere(&self) -> Option<Atmosphere> {
        self.atmosphere
    }
}

/// A silent output that the tests can still read after handing it to [`Sound`].
#[cfg(test)]
pub(crate) mod recording {
    use super::*;
    use crate::audio::{Cue, SilentAudio};
    use std::sync::Arc;

    struct Shared(Arc<SilentAudio>);

    impl AudioOut for Shared {
        fn play(&self, cue: Cue) {
            self.0.play(cue)
        }
        fn set_atmosphere(&self, atmosphere: Atmosphere) {
            self.0.set_atmosphere(atmosphere)
        }
        fn set_settings(&self, settings: MixerSettings) {
            self.0.set_settings(settings)
        }
        fn status(&self) -> &AudioStatus {
            self.0.status()
        }
    }

    /// A [`Sound`] whose cues and ambience the returned handle remembers; its status says the
    /// device is unavailable.
    pub(crate) fn recording() -> (Sound, Arc<SilentAudio>) {
        let silent = Arc::new(SilentAudio::new(AudioStatus::Unavailable {
            reason: crate::audio::NoSound::NoDevice,
        }));
        (
            Sound::with_output(Box::new(Shared(Arc::clone(&silent)))),
            silent,
        )
    }
}

#[cfg(test)]
mod tests {
    use super::recording::recording;
    use super::*;
    use crate::audio::nemesis::{HEARTBEAT_SELF_DESTRUCT, HEARTBEAT_TIME, atmosphere_for};
    use crate::audio::{Cue, Mood};
    use crate::rules::ids::{IntruderId, IntruderKind, Mode, NoiseResult, PlayerId, Side, SlotId};
    use crate::rules::{GameState, Nemesis, Outcome};

    fn state() -> GameState {
        GameState::new(crate::sim::config(3, 2, Side::A, Mode::Standard)).expect("setup")
    }

    fn intruder(kind: IntruderKind) -> crate::rules::state::Intruder {
        crate::rules::state::Intruder {
            id: IntruderId(1),
            kind,
            at: SlotId(2),
            injuries: 0,
        }
    }

    #[test]
    fn the_mood_follows_the_game() {
        let mut g = state();
        assert_eq!(atmosphere_for(&g), Atmosphere::new(Mood::Calm));
        g.intruders.push(intruder(IntruderKind::Adult));
        assert_eq!(atmosphere_for(&g), Atmosphere::new(Mood::Tension));
        g.self_destruct = Some(5);
        assert_eq!(atmosphere_for(&g), Atmosphere::new(Mood::Alarm));
        g.self_destruct = Some(HEARTBEAT_SELF_DESTRUCT);
        assert_eq!(
            atmosphere_for(&g),
            Atmosphere::new(Mood::Alarm).with_heartbeat(true)
        );
        g.self_destruct = None;
        g.intruders.clear();
        g.time = HEARTBEAT_TIME;
        assert_eq!(
            atmosphere_for(&g),
            Atmosphere::new(Mood::Calm).with_heartbeat(true)
        );
        g.ended = Some(crate::rules::state::EndCause::Jump);
        assert_eq!(atmosphere_for(&g), Atmosphere::SILENT);
    }

    #[test]
    fn played_outcomes_sound_their_cues_and_set_the_mood() {
        let (mut sound, out) = recording();
        let mut g = state();
        sound.follow::<Nemesis>(&g);
        assert_eq!(out.atmosphere(), Some(Atmosphere::new(Mood::Calm)));
        g.intruders.push(intruder(IntruderKind::Queen));
        let placed = Outcome::IntruderPlaced {
            intruder: IntruderId(1),
            kind: IntruderKind::Queen,
            at: SlotId(2),
        };
        sound.on_played::<Nemesis>(&[placed], &g);
        assert_eq!(out.recent_cues(), vec![Cue::EncounterQueen]);
        assert_eq!(out.atmosphere(), Some(Atmosphere::new(Mood::Tension)));

        g.self_destruct = Some(6);
        sound.on_played::<Nemesis>(&[Outcome::SelfDestructStarted], &g);
        assert_eq!(out.recent_cues().last(), Some(&Cue::SelfDestructStarted));
        assert_eq!(out.atmosphere(), Some(Atmosphere::new(Mood::Alarm)));

        // leaving the table (menus) silences the ambience
        sound.silence();
        assert_eq!(out.atmosphere(), Some(Atmosphere::SILENT));
    }

    #[test]
    fn the_important_cue_goes_first() {
        let (mut sound, out) = recording();
        let g = state();
        let quiet = Outcome::TimeAdvanced { time: 9 };
        let loud = Outcome::NoiseRolled {
            player: PlayerId(1),
            at: SlotId(2),
            result: NoiseResult::Danger,
            slime_made_danger: false,
        };
        sound.on_played::<Nemesis>(&[quiet.clone(), loud, quiet], &g);
        let cues = out.recent_cues();
        assert_eq!(
            cues,
            vec![Cue::Danger, Cue::TimeTick],
            "each once, loudest first"
        );
        assert!(Cue::Danger.priority() > Cue::TimeTick.priority());
    }

    #[test]
    fn a_silent_start_says_why() {
        let sound = Sound::off();
        assert!(!sound.unavailable());
        let (failing, _) = recording();
        assert!(failing.unavailable());
        assert!(failing.status().note().is_some());
    }
}
