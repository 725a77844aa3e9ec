//! [`RodioAudio`]: the real output. One thread owns the device (some platforms' output streams
//! must stay on the thread that opened them) and the [`Engine`]; the GUI talks to it through a
//! channel, so no call ever waits on audio.

use std::any::Any;
use std::error::Error;
use std::sync::mpsc::{self, Sender};
use std::thread::{self, JoinHandle};

use rodio::cpal::BufferSize;
use rodio::cpal::traits::HostTrait;
use rodio::mixer::Mixer;
use rodio::{DeviceSinkBuilder, DeviceTrait};

use super::graph::{Command, Engine};
use super::{Atmosphere, AudioOut, AudioStatus, Cue, MixerSettings, NoSound};

/// Frames per device callback we ask for: about 21 ms at 48 kHz, so a cue is heard well within
/// 50 ms. If the device refuses, rodio's own choice (about 50 ms) is used.
pub const DEVICE_BUFFER_FRAMES: u32 = 1024;

/// A mixer to play into, something to keep alive while it plays (the device stream), and the
/// device's name.
pub type Opened = (Mixer, Box<dyn Any>, String);

enum Message {
    Command(Command),
    Stop,
}

/// Sound through rodio on the default output device.
pub struct RodioAudio {
    commands: Sender<Message>,
    thread: Option<JoinHandle<()>>,
    status: AudioStatus,
}

impl RodioAudio {
    /// Opens the default output device on a new audio thread. The error is the reason to show
    /// in "sound unavailable: <reason>".
    pub fn open_default(settings: MixerSettings) -> Result<RodioAudio, NoSound> {
        RodioAudio::start(settings, open_default_device)
    }

    /// Starts the audio thread, which calls `open` to get its output. Tests and the latency
    /// example pass a mixer whose output they pull themselves.
    pub fn start<F>(settings: MixerSettings, open: F) -> Result<RodioAudio, NoSound>
    where
        F: FnOnce() -> Result<Opened, NoSound> + Send + 'static,
    {
        let (commands, inbox) = mpsc::channel::<Message>();
        let (ready, opened) = mpsc::sync_channel::<Result<String, NoSound>>(1);
        let thread = thread::Builder::new()
            .name("nemesis-audio".into())
            .spawn(move || {
                let (mixer, keep_alive, device) = match open() {
                    Ok(opened) => opened,
                    Err(reason) => {
                        let _ = ready.send(Err(reason));
                        return;
                    }
                };
                let mut engine = match Engine::new(mixer, settings) {
                    Ok(engine) => engine,
                    Err(e) => {
                        let _ = ready.send(Err(NoSound::CannotOpen(e.to_string())));
                        return;
                    }
                };
                let _ = ready.send(Ok(device));
                while let Ok(Message::Command(command)) = inbox.recv() {
                    // A cue that fails to decode is skipped; the files are checked by tests.
                    let _ = engine.apply(command);
                }
                drop(engine);
                drop(keep_alive);
            })
            .map_err(|e| NoSound::Thread(e.to_string()))?;
        match opened.recv() {
            Ok(Ok(device)) => Ok(RodioAudio {
                commands,
                thread: Some(thread),
                status: AudioStatus::Playing { device },
            }),
            Ok(Err(reason)) => {
                let _ = thread.join();
                Err(reason)
            }
            Err(_) => {
                let _ = thread.join();
                Err(NoSound::Thread(
                    "it stopped while opening the device".into(),
                ))
            }
        }
    }

    fn send(&self, command: Command) {
        // If the audio thread is gone there is nobody to hear it; nothing to do.
        let _ = self.commands.send(Message::Command(command));
    }
}

impl AudioOut for RodioAudio {
    fn play(&self, cue: Cue) {
        self.send(Command::Play(cue));
    }

    fn set_atmosphere(&self, atmosphere: Atmosphere) {
        self.send(Command::Atmosphere(atmosphere));
    }

    fn set_settings(&self, settings: MixerSettings) {
        self.send(Command::Settings(settings));
    }

    fn status(&self) -> &AudioStatus {
        &self.status
    }
}

impl Drop for RodioAudio {
    fn drop(&mut self) {
        let _ = self.commands.send(Message::Stop);
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

/// Opens the default output device, asking for a short buffer first.
fn open_default_device() -> Result<Opened, NoSound> {
    let device = rodio::cpal::default_host()
        .default_output_device()
        .ok_or(NoSound::NoDevice)?;
    let name = device
        .description()
        .map(|d| d.name().to_string())
        .unwrap_or_else(|_| "default output".to_string());
    let short = DeviceSinkBuilder::from_device(device)
        .map(|b| b.with_buffer_size(BufferSize::Fixed(DEVICE_BUFFER_FRAMES)))
        .and_then(|b| b.open_stream());
    let mut sink = match short {
        Ok(sink) => sink,
        Err(_) => DeviceSinkBuilder::open_default_sink()
            .map_err(|e| NoSound::CannotOpen(with_causes(&e)))?,
    };
    sink.log_on_drop(false);
    let mixer = sink.mixer().clone();
    Ok((mixer, Box::new(sink), name))
}

/// An error and its causes on one line.
fn with_causes(e: &dyn Error) -> String {
    let mut text = e.to_string();
    let mut cause = e.source();
    while let Some(c) = cause {
        text.push_str(": ");
        text.push_str(&c.to_string());
        cause = c.source();
    }
    text
}
