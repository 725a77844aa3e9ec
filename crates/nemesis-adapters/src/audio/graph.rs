//! The audio graph on a rodio [`Mixer`]: four ambience layers that always run (parked, not
//! decoding, while silent) and up to [`MAX_CUES`] cue voices. The [`Engine`] lives on the
//! audio thread and turns commands into changes of shared gains; the sources read those gains
//! on the device's thread and smooth them frame by frame.
//!
//! Nothing here needs a device: give the engine a mixer from `rodio::mixer::mixer` and pull
//! samples from its output, as the tests and the latency example do.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU32, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use rodio::mixer::Mixer;
use rodio::{ChannelCount, Sample, SampleRate, Source};

use super::AudioError;
use super::catalog::{Ambience, Category, Cue};
use super::decode::decode;
use super::looping::PeriodLoop;
use super::mix::{
    self, Admission, Atmosphere, DUCK_ATTACK, DUCK_RELEASE, MAX_CUES, MOOD_FADE, MixerSettings,
    Playing, STEAL_FADE, Smoother, VOLUME_GLIDE,
};

/// A command for the engine.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Command {
    /// Play a cue now.
    Play(Cue),
    /// Change the ambience.
    Atmosphere(Atmosphere),
    /// Change volumes or mute.
    Settings(MixerSettings),
}

/// An `f32` shared between threads.
#[derive(Debug)]
struct SharedF32(AtomicU32);

impl SharedF32 {
    fn new(value: f32) -> SharedF32 {
        SharedF32(AtomicU32::new(value.to_bits()))
    }
    fn get(&self) -> f32 {
        f32::from_bits(self.0.load(Ordering::Relaxed))
    }
    fn set(&self, value: f32) {
        self.0.store(value.to_bits(), Ordering::Relaxed);
    }
}

/// Gains written by the engine and read by the sources.
#[derive(Debug)]
struct Controls {
    ambience_bus: SharedF32,
    cue_bus: SharedF32,
    layers: [SharedF32; 4],
    /// Cues sounding now, by category (alert, action, soft): they set the duck.
    sounding: [AtomicUsize; 3],
}

impl Controls {
    fn duck_target(&self) -> f32 {
        let counts = [Category::Alert, Category::Action, Category::Soft]
            .into_iter()
            .zip(&self.sounding)
            .filter(|(_, n)| n.load(Ordering::Relaxed) > 0)
            .map(|(c, _)| c);
        mix::duck_target(counts)
    }
}

fn sounding_slot(category: Category) -> Option<usize> {
    match category {
        Category::Alert => Some(0),
        Category::Action => Some(1),
        Category::Soft => Some(2),
        Category::Ambience => None,
    }
}

/// Frames between two reads of the shared gains (about 1.3 ms at 48 kHz).
const POLL_FRAMES: u32 = 64;

/// One ambience layer: the looping file times its mood gain, the duck and the bus volume.
struct LayerSource<S> {
    inner: S,
    layer: usize,
    controls: Arc<Controls>,
    channels: ChannelCount,
    rate: SampleRate,
    channel: u16,
    until_poll: u32,
    targets: (f32, f32, f32),
    mood: Smoother,
    duck: Smoother,
    bus: Smoother,
    gain: f32,
    parked: bool,
}

impl<S: Source> LayerSource<S> {
    fn new(inner: S, layer: Ambience, controls: Arc<Controls>) -> Self {
        let channels = inner.channels();
        let rate = inner.sample_rate();
        let r = rate.get();
        LayerSource {
            inner,
            layer: layer.index(),
            controls,
            channels,
            rate,
            channel: 0,
            until_poll: 0,
            targets: (0.0, 1.0, 0.0),
            mood: Smoother::new(0.0, MOOD_FADE, MOOD_FADE, r),
            duck: Smoother::new(1.0, DUCK_RELEASE, DUCK_ATTACK, r),
            bus: Smoother::new(0.0, VOLUME_GLIDE, VOLUME_GLIDE, r),
            gain: 0.0,
            parked: true,
        }
    }

    fn begin_frame(&mut self) {
        if self.until_poll == 0 {
            self.until_poll = POLL_FRAMES;
            self.targets = (
                self.controls.layers[self.layer].get(),
                self.controls.duck_target(),
                self.controls.ambience_bus.get(),
            );
        }
        self.until_poll -= 1;
        let (mood, duck, bus) = self.targets;
        self.gain = self.mood.step(mood) * self.duck.step(duck) * self.bus.step(bus);
        // Parked while silent and meant to stay silent: the decoder is not pulled, so silent
        // layers cost nothing; the loop resumes where it stopped.
        self.parked = self.gain == 0.0 && mood * bus == 0.0;
    }
}

impl<S: Source> Iterator for LayerSource<S> {
    type Item = Sample;

    fn next(&mut self) -> Option<Sample> {
        if self.channel == 0 {
            self.begin_frame();
        }
        let out = if self.parked {
            0.0
        } else {
            self.inner.next()? * self.gain
        };
        self.channel = (self.channel + 1) % self.channels.get();
        Some(out)
    }
}

impl<S: Source> Source for LayerSource<S> {
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

/// Shared between a cue voice and the engine.
#[derive(Debug, Default)]
struct VoiceControl {
    /// Set by the engine when a more important cue takes this voice.
    stop: AtomicBool,
    /// Set by the source when it has ended (or was dropped).
    done: AtomicBool,
}

/// One playing cue: the decoded file times the cue bus volume, fading out when stopped.
/// While it exists it counts as sounding in its category, which ducks the ambience.
struct CueVoice<S> {
    inner: S,
    control: Arc<VoiceControl>,
    controls: Arc<Controls>,
    slot: Option<usize>,
    channels: ChannelCount,
    rate: SampleRate,
    channel: u16,
    until_poll: u32,
    bus_target: f32,
    bus: Smoother,
    gain: f32,
    fade: Option<(u32, u32)>,
}

impl<S: Source> CueVoice<S> {
    fn new(
        inner: S,
        category: Category,
        control: Arc<VoiceControl>,
        controls: Arc<Controls>,
    ) -> Self {
        let channels = inner.channels();
        let rate = inner.sample_rate();
        let slot = sounding_slot(category);
        if let Some(i) = slot {
            controls.sounding[i].fetch_add(1, Ordering::Relaxed);
        }
        let bus_target = controls.cue_bus.get();
        CueVoice {
            inner,
            control,
            controls,
            slot,
            channels,
            rate,
            channel: 0,
            until_poll: 0,
            bus_target,
            // Start at the bus level: a cue's first sample must not be faded in.
            bus: Smoother::new(bus_target, VOLUME_GLIDE, VOLUME_GLIDE, rate.get()),
            gain: bus_target,
            fade: None,
        }
    }

    /// Returns false when the voice has faded out completely.
    fn begin_frame(&mut self) -> bool {
        if self.until_poll == 0 {
            self.until_poll = POLL_FRAMES;
            self.bus_target = self.controls.cue_bus.get();
            if self.fade.is_none() && self.control.stop.load(Ordering::Relaxed) {
                let frames = (STEAL_FADE.as_secs_f32() * self.rate.get() as f32) as u32;
                self.fade = Some((frames.max(1), frames.max(1)));
            }
        }
        self.until_poll -= 1;
        let mut gain = self.bus.step(self.bus_target);
        if let Some((left, total)) = self.fade {
            if left == 0 {
                return false;
            }
            gain *= left as f32 / total as f32;
            self.fade = Some((left - 1, total));
        }
        self.gain = gain;
        true
    }
}

impl<S: Source> Iterator for CueVoice<S> {
    type Item = Sample;

    fn next(&mut self) -> Option<Sample> {
        if self.channel == 0 && !self.begin_frame() {
            self.control.done.store(true, Ordering::Relaxed);
            return None;
        }
        match self.inner.next() {
            Some(s) => {
                self.channel = (self.channel + 1) % self.channels.get();
                Some(s * self.gain)
            }
            None => {
                self.control.done.store(true, Ordering::Relaxed);
                None
            }
        }
    }
}

impl<S: Source> Source for CueVoice<S> {
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

impl<S> Drop for CueVoice<S> {
    fn drop(&mut self) {
        if let Some(i) = self.slot {
            self.controls.sounding[i].fetch_sub(1, Ordering::Relaxed);
        }
        self.control.done.store(true, Ordering::Relaxed);
    }
}

struct Voice {
    playing: Playing,
    control: Arc<VoiceControl>,
}

/// Owns the graph's state on the audio thread.
pub struct Engine {
    mixer: Mixer,
    controls: Arc<Controls>,
    voices: Vec<Voice>,
    cap: usize,
}

impl Engine {
    /// Builds the graph on `mixer`: the four ambience layers start silent.
    pub fn new(mixer: Mixer, settings: MixerSettings) -> Result<Engine, AudioError> {
        let controls = Arc::new(Controls {
            ambience_bus: SharedF32::new(settings.ambience_gain()),
            cue_bus: SharedF32::new(settings.cue_gain()),
            layers: [0.0; 4].map(SharedF32::new),
            sounding: Default::default(),
        });
        for layer in Ambience::ALL {
            let source = PeriodLoop::new(layer.bytes(), layer.loop_frames())?;
            mixer.add(LayerSource::new(source, layer, Arc::clone(&controls)));
        }
        Ok(Engine {
            mixer,
            controls,
            voices: Vec::new(),
            cap: MAX_CUES,
        })
    }

    /// Carries out one command.
    pub fn apply(&mut self, command: Command) -> Result<(), AudioError> {
        match command {
            Command::Play(cue) => self.play(cue, Instant::now()),
            Command::Atmosphere(atmosphere) => {
                for layer in Ambience::ALL {
                    self.controls.layers[layer.index()].set(atmosphere.layer_gain(layer));
                }
                Ok(())
            }
            Command::Settings(settings) => {
                self.controls.ambience_bus.set(settings.ambience_gain());
                self.controls.cue_bus.set(settings.cue_gain());
                Ok(())
            }
        }
    }

    /// Cues that hold a voice now (ended ones are forgotten first).
    pub fn playing(&mut self) -> Vec<Cue> {
        self.forget_finished();
        self.voices.iter().map(|v| v.playing.cue).collect()
    }

    fn forget_finished(&mut self) {
        self.voices
            .retain(|v| !v.control.done.load(Ordering::Relaxed));
    }

    fn play(&mut self, cue: Cue, now: Instant) -> Result<(), AudioError> {
        self.forget_finished();
        let playing: Vec<Playing> = self.voices.iter().map(|v| v.playing).collect();
        match mix::admit(&playing, cue, now, self.cap) {
            Admission::Reject(_) => return Ok(()),
            Admission::Replace(index) => {
                let stolen = self.voices.remove(index);
                stolen.control.stop.store(true, Ordering::Relaxed);
            }
            Admission::Start => {}
        }
        let source = decode(cue.bytes())?;
        let control = Arc::new(VoiceControl::default());
        self.mixer.add(CueVoice::new(
            source,
            cue.category(),
            Arc::clone(&control),
            Arc::clone(&self.controls),
        ));
        self.voices.push(Voice {
            playing: Playing { cue, started: now },
            control,
        });
        Ok(())
    }
}
