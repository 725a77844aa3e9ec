//! The mixer's rules, kept free of any audio device so they can be tested as plain functions:
//! volumes and mute, which ambience layers a game moment calls for, how deep a cue ducks the
//! ambience, which cue wins when too many want to play, and the gain smoothing that keeps every
//! change free of clicks.

use std::time::{Duration, Instant};

use serde::{Deserialize, Serialize};

use super::catalog::{Ambience, Category, Cue};

/// The player's volume settings. Sliders run from 0 to 1; the GUI stores this with the other
/// settings so the volumes are remembered.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct MixerSettings {
    /// Scales everything.
    pub master: f32,
    /// The ambience loops.
    pub ambience: f32,
    /// The one-shot cues.
    pub cues: f32,
    /// Silences everything without losing the volumes.
    pub muted: bool,
}

impl Default for MixerSettings {
    fn default() -> Self {
        MixerSettings {
            master: 0.8,
            ambience: 0.75,
            cues: 0.9,
            muted: false,
        }
    }
}

impl MixerSettings {
    /// Linear gain of the ambience bus.
    pub fn ambience_gain(&self) -> f32 {
        if self.muted {
            0.0
        } else {
            slider_gain(self.master) * slider_gain(self.ambience)
        }
    }

    /// Linear gain of the cue bus.
    pub fn cue_gain(&self) -> f32 {
        if self.muted {
            0.0
        } else {
            slider_gain(self.master) * slider_gain(self.cues)
        }
    }
}

/// A slider position (0..=1) as a linear gain. Squaring makes equal slider steps sound like
/// roughly equal loudness steps (half way is -12 dB, not -6 dB). Out-of-range or NaN values
/// (a hand-edited settings file) are clamped.
pub fn slider_gain(position: f32) -> f32 {
    let p = if position.is_nan() {
        0.0
    } else {
        position.clamp(0.0, 1.0)
    };
    p * p
}

/// How the ship feels right now: the base mood and whether the heartbeat plays on top.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Mood {
    /// No ambience (menus, set-up).
    Silent,
    /// The ship hums; nothing is aboard yet.
    Calm,
    /// Intruders are on board.
    Tension,
    /// The self-destruct is running.
    Alarm,
}

/// Which ambience layers play and how loud: the GUI derives it from the game state.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Atmosphere {
    /// The base mood.
    pub mood: Mood,
    /// The heartbeat layer, for the last rounds.
    pub heartbeat: bool,
}

impl Atmosphere {
    /// No ambience at all.
    pub const SILENT: Atmosphere = Atmosphere {
        mood: Mood::Silent,
        heartbeat: false,
    };

    /// A mood without the heartbeat.
    pub fn new(mood: Mood) -> Atmosphere {
        Atmosphere {
            mood,
            heartbeat: false,
        }
    }

    /// The same mood with the heartbeat on or off.
    pub fn with_heartbeat(self, heartbeat: bool) -> Atmosphere {
        Atmosphere { heartbeat, ..self }
    }

    /// Relative gain of one layer (0 = off). The hum stays under the other moods, a little
    /// lower, so the ship never falls silent.
    pub fn layer_gain(&self, layer: Ambience) -> f32 {
        match layer {
            Ambience::Heartbeat => {
                if self.heartbeat {
                    1.0
                } else {
                    0.0
                }
            }
            Ambience::Hum => match self.mood {
                Mood::Silent => 0.0,
                Mood::Calm => 1.0,
                Mood::Tension => 0.7,
                Mood::Alarm => 0.5,
            },
            Ambience::Tension => match self.mood {
                Mood::Silent | Mood::Calm => 0.0,
                Mood::Tension => 1.0,
                Mood::Alarm => 0.5,
            },
            Ambience::Alarm => match self.mood {
                Mood::Alarm => 1.0,
                Mood::Silent | Mood::Calm | Mood::Tension => 0.0,
            },
        }
    }
}

/// Ambience gain while a cue of this category plays: alerts clear the floor (-10.5 dB),
/// actions make room (-6 dB), soft cues only lean on it (-3 dB).
pub fn duck_depth(category: Category) -> f32 {
    match category {
        Category::Alert => 0.3,
        Category::Action => 0.5,
        Category::Soft => 0.7,
        Category::Ambience => 1.0,
    }
}

/// Ambience gain for the cues playing now: the deepest duck among them, 1 when none plays.
pub fn duck_target(playing: impl IntoIterator<Item = Category>) -> f32 {
    playing.into_iter().map(duck_depth).fold(1.0, f32::min)
}

/// How long the ambience takes to duck under a cue, and to come back after it.
pub const DUCK_ATTACK: Duration = Duration::from_millis(40);
/// See [`DUCK_ATTACK`].
pub const DUCK_RELEASE: Duration = Duration::from_millis(700);
/// How long a mood change crossfades the ambience layers.
pub const MOOD_FADE: Duration = Duration::from_millis(1500);
/// How quickly a volume change takes effect (fast, but never a click).
pub const VOLUME_GLIDE: Duration = Duration::from_millis(40);
/// How quickly a cue that lost its voice to a more important one fades out.
pub const STEAL_FADE: Duration = Duration::from_millis(25);

/// At most this many cues sound at once; more would blur into noise.
pub const MAX_CUES: usize = 3;
/// The same cue started again within this time is dropped: it would only double the first.
pub const REPEAT_GUARD: Duration = Duration::from_millis(120);

/// A cue that is playing, as the voice policy sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Playing {
    /// The cue.
    pub cue: Cue,
    /// When it started.
    pub started: Instant,
}

/// What to do with a cue that asks to play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Admission {
    /// Start it; a voice is free.
    Start,
    /// Start it in place of the playing cue at this index, which fades out.
    Replace(usize),
    /// Do not start it.
    Reject(Rejection),
}

/// Why a cue was not started.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rejection {
    /// The same cue started a moment ago.
    Repeat,
    /// Every voice is busy with a more important cue.
    Outranked,
}

/// The voice policy. A repeat of a cue that has just started is dropped. Otherwise the cue
/// starts if fewer than `cap` cues play; if all voices are busy it takes the voice of the least
/// important playing cue (the oldest among equals) unless that one outranks it. Equal priority
/// goes to the newcomer: it reports the newest outcome.
pub fn admit(playing: &[Playing], cue: Cue, now: Instant, cap: usize) -> Admission {
    let just_started = playing
        .iter()
        .any(|p| p.cue == cue && now.saturating_duration_since(p.started) < REPEAT_GUARD);
    if just_started {
        return Admission::Reject(Rejection::Repeat);
    }
    if playing.len() < cap {
        return Admission::Start;
    }
    let weakest = playing
        .iter()
        .enumerate()
        .min_by_key(|(_, p)| (p.cue.priority(), p.started));
    match weakest {
        Some((index, p)) if p.cue.priority() <= cue.priority() => Admission::Replace(index),
        Some(_) => Admission::Reject(Rejection::Outranked),
        // cap == 0: nothing may play.
        None => Admission::Reject(Rejection::Outranked),
    }
}

/// A one-pole gain smoother stepped once per audio frame, with its own time constants for
/// rising and falling. It lands exactly on its target once within 1e-4 of it, so a faded-out
/// layer reads as exactly silent.
#[derive(Clone, Copy, Debug)]
pub struct Smoother {
    value: f32,
    rise: f32,
    fall: f32,
}

impl Smoother {
    /// A smoother starting at `value`, for a stream of `frame_rate` frames per second.
    pub fn new(value: f32, rise: Duration, fall: Duration, frame_rate: u32) -> Smoother {
        Smoother {
            value,
            rise: coefficient(rise, frame_rate),
            fall: coefficient(fall, frame_rate),
        }
    }

    /// Moves one frame towards `target` and returns the new value.
    pub fn step(&mut self, target: f32) -> f32 {
        let diff = target - self.value;
        if diff.abs() < 1e-4 {
            self.value = target;
        } else {
            let k = if diff > 0.0 { self.rise } else { self.fall };
            self.value += diff * k;
        }
        self.value
    }

    /// The current value.
    pub fn value(&self) -> f32 {
        self.value
    }
}

/// Per-frame coefficient of a one-pole filter with time constant `tau` (63% of the way).
fn coefficient(tau: Duration, frame_rate: u32) -> f32 {
    let frames = tau.as_secs_f32() * frame_rate.max(1) as f32;
    if frames <= 1.0 {
        1.0
    } else {
        1.0 - (-1.0 / frames).exp()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(base: Instant, ms: u64) -> Instant {
        base + Duration::from_millis(ms)
    }

    #[test]
    fn mute_silences_both_buses_and_keeps_the_volumes() {
        let settings = MixerSettings {
            muted: true,
            ..MixerSettings::default()
        };
        assert_eq!(settings.ambience_gain(), 0.0);
        assert_eq!(settings.cue_gain(), 0.0);
        let unmuted = MixerSettings {
            muted: false,
            ..settings
        };
        assert!(unmuted.cue_gain() > 0.5);
    }

    #[test]
    fn sliders_are_squared_and_clamped() {
        assert_eq!(slider_gain(0.5), 0.25);
        assert_eq!(slider_gain(2.0), 1.0);
        assert_eq!(slider_gain(-1.0), 0.0);
        assert_eq!(slider_gain(f32::NAN), 0.0);
        let s = MixerSettings {
            master: 0.5,
            ambience: 1.0,
            cues: 0.5,
            muted: false,
        };
        assert_eq!(s.ambience_gain(), 0.25);
        assert_eq!(s.cue_gain(), 0.0625);
    }

    #[test]
    fn settings_survive_a_round_trip_and_missing_fields_take_defaults() {
        let s = MixerSettings {
            master: 0.3,
            ambience: 0.2,
            cues: 1.0,
            muted: true,
        };
        let text = serde_json::to_string(&s).unwrap();
        assert_eq!(serde_json::from_str::<MixerSettings>(&text).unwrap(), s);
        let partial: MixerSettings = serde_json::from_str(r#"{"muted": true}"#).unwrap();
        assert_eq!(partial.master, MixerSettings::default().master);
        assert!(partial.muted);
    }

    #[test]
    fn moods_choose_their_layers() {
        let calm = Atmosphere::new(Mood::Calm);
        assert_eq!(calm.layer_gain(Ambience::Hum), 1.0);
        assert_eq!(calm.layer_gain(Ambience::Tension), 0.0);
        assert_eq!(calm.layer_gain(Ambience::Alarm), 0.0);
        let tension = Atmosphere::new(Mood::Tension);
        assert_eq!(tension.layer_gain(Ambience::Tension), 1.0);
        assert!(tension.layer_gain(Ambience::Hum) > 0.0);
        let alarm = Atmosphere::new(Mood::Alarm).with_heartbeat(true);
        assert_eq!(alarm.layer_gain(Ambience::Alarm), 1.0);
        assert_eq!(alarm.layer_gain(Ambience::Heartbeat), 1.0);
        for layer in Ambience::ALL {
            assert_eq!(Atmosphere::SILENT.layer_gain(layer), 0.0, "{layer}");
        }
    }

    #[test]
    fn the_deepest_duck_wins_and_no_cue_means_no_duck() {
        assert_eq!(duck_target([]), 1.0);
        assert_eq!(duck_target([Category::Soft]), 0.7);
        assert_eq!(
            duck_target([Category::Soft, Category::Alert, Category::Action]),
            0.3
        );
    }

    #[test]
    fn a_free_voice_starts_the_cue() {
        let t = Instant::now();
        let playing = [Playing {
            cue: Cue::TimeTick,
            started: t,
        }];
        assert_eq!(
            admit(&playing, Cue::AttackHit, at(t, 10), MAX_CUES),
            Admission::Start
        );
    }

    #[test]
    fn a_repeat_within_the_guard_is_dropped_but_not_after_it() {
        let t = Instant::now();
        let playing = [Playing {
            cue: Cue::NoiseMarker,
            started: t,
        }];
        assert_eq!(
            admit(&playing, Cue::NoiseMarker, at(t, 50), MAX_CUES),
            Admission::Reject(Rejection::Repeat)
        );
        assert_eq!(
            admit(&playing, Cue::NoiseMarker, at(t, 200), MAX_CUES),
            Admission::Start
        );
    }

    #[test]
    fn when_full_the_important_cue_takes_the_weakest_voice() {
        let t = Instant::now();
        let playing = [
            Playing {
                cue: Cue::AttackHit,
                started: t,
            },
            Playing {
                cue: Cue::TimeTick,
                started: at(t, 5),
            },
            Playing {
                cue: Cue::NoiseMarker,
                started: at(t, 10),
            },
        ];
        assert_eq!(
            admit(&playing, Cue::Explosion, at(t, 20), 3),
            Admission::Replace(1)
        );
        // The time tick (10) is the weakest; an event card (28) outranks it.
        assert_eq!(
            admit(&playing, Cue::EventCard, at(t, 20), 3),
            Admission::Replace(1)
        );
    }

    #[test]
    fn when_full_a_less_important_cue_is_dropped() {
        let t = Instant::now();
        let playing = [
            Playing {
                cue: Cue::Explosion,
                started: t,
            },
            Playing {
                cue: Cue::Jump,
                started: t,
            },
        ];
        assert_eq!(
            admit(&playing, Cue::TimeTick, at(t, 300), 2),
            Admission::Reject(Rejection::Outranked)
        );
    }

    #[test]
    fn equal_priority_replaces_the_oldest() {
        let t = Instant::now();
        let playing = [
            Playing {
                cue: Cue::VictoryLost,
                started: at(t, 10),
            },
            Playing {
                cue: Cue::VictoryWon,
                started: t,
            },
        ];
        assert_eq!(
            admit(&playing, Cue::VictoryLost, at(t, 500), 2),
            Admission::Replace(1)
        );
    }

    #[test]
    fn zero_voices_admit_nothing() {
        assert_eq!(
            admit(&[], Cue::Explosion, Instant::now(), 0),
            Admission::Reject(Rejection::Outranked)
        );
    }

    #[test]
    fn the_smoother_follows_its_time_constants_and_lands_exactly() {
        let rate = 48_000;
        let mut s = Smoother::new(1.0, DUCK_RELEASE, DUCK_ATTACK, rate);
        // Falling with the 40 ms constant: after 40 ms about 63% of the way down.
        for _ in 0..(rate / 25) {
            s.step(0.3);
        }
        let fallen = (1.0 - s.value()) / 0.7;
        assert!((0.6..0.67).contains(&fallen), "{fallen}");
        for _ in 0..rate {
            s.step(0.3);
        }
        assert_eq!(s.value(), 0.3);
        // Rising uses the slower constant: after 40 ms it has barely moved.
        for _ in 0..(rate / 25) {
            s.step(1.0);
        }
        assert!(s.value() < 0.4, "{}", s.value());
        let mut off = Smoother::new(1.0, MOOD_FADE, MOOD_FADE, rate);
        for _ in 0..(rate * 20) {
            off.step(0.0);
        }
        assert_eq!(off.value(), 0.0);
    }
}
