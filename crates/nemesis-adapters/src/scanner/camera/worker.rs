//! Runs a frame source on its own thread and turns its frames into scan events on a channel.
//!
//! The thread opens the source, and whenever the source fails (no camera, busy, unplugged) it
//! reports the state and tries again after [`WorkerOptions::retry_after`], until it is stopped.
//! Decoding happens on the same thread, one frame at a time; frames that arrive while a frame is
//! being decoded are simply the next ones read, so a slow machine drops frames instead of queuing
//! them.

use super::{CameraError, FrameSource};
use crate::scanner::decode::Detection;
use crate::scanner::diagnose::Diagnosis;
use crate::scanner::frame::Frame;
use crate::scanner::payload::Label;
use crate::scanner::session::{Refusal, ScanSession};
use std::sync::Arc;
use std::sync::mpsc::{Receiver, RecvTimeoutError, Sender, TryRecvError, channel};
use std::thread::JoinHandle;
use std::time::Duration;

/// Camera state, for the scan screen.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CameraState {
    Opening,
    Streaming,
    /// Not available; another try comes after the retry delay.
    Unavailable(CameraError),
}

/// What the worker reports.
#[derive(Debug, Clone, PartialEq)]
pub enum ScanEvent {
    Camera(CameraState),
    /// The format asked of the camera as it opened, and why (webcams only).
    Format(super::negotiate::Negotiated),
    /// A frame for the live preview (every [`WorkerOptions::preview_every`]th frame).
    Preview(Arc<Frame>),
    /// After each decoded frame: the labels in view, every code found with its position (to mark
    /// them on the preview), and, when no label was read, why.
    Frame {
        in_view: Vec<Label>,
        detections: Vec<Detection>,
        diagnosis: Option<Diagnosis>,
    },
    /// A label read reliably, once per scan.
    Confirmed(Label),
    /// One of our codes that cannot be used, once per scan.
    Refused(Refusal),
    /// The source has no more frames (recorded sources only); the worker has stopped.
    Ended,
}

/// Requests to the worker.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Command {
    /// Forget what this scan confirmed: the next scan begins.
    NewScan,
    Stop,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct WorkerOptions {
    pub retry_after: Duration,
    /// Send every n-th frame as a preview; 0 sends none.
    pub preview_every: u32,
}

impl Default for WorkerOptions {
    fn default() -> Self {
        WorkerOptions {
            retry_after: Duration::from_secs(1),
            preview_every: 1,
        }
    }
}

/// A running worker. Dropping it stops the thread and waits for it.
pub struct ScanWorker {
    events: Receiver<ScanEvent>,
    commands: Sender<Command>,
    thread: Option<JoinHandle<()>>,
}

impl ScanWorker {
    /// Starts a worker. `make_source` runs on the worker thread, so the source itself does not
    /// have to be `Send` (camera handles often are not).
    pub fn start<F>(make_source: F, options: WorkerOptions) -> std::io::Result<ScanWorker>
    where
        F: FnOnce() -> Box<dyn FrameSource> + Send + 'static,
    {
        let (event_tx, events) = channel();
        let (commands, command_rx) = channel();
        let thread = std::thread::Builder::new()
            .name("scanner".to_string())
            .spawn(move || run(make_source(), options, &event_tx, &command_rx))?;
        Ok(ScanWorker {
            events,
            commands,
            thread: Some(thread),
        })
    }

    pub fn events(&self) -> &Receiver<ScanEvent> {
        &self.events
    }

    /// Sends a command; `false` if the worker has already stopped.
    pub fn send(&self, command: Command) -> bool {
        self.commands.send(command).is_ok()
    }
}

impl Drop for ScanWorker {
    fn drop(&mut self) {
        let _ = self.commands.send(Command::Stop);
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

/// Whether the worker goes on after looking at pending commands.
fn handle_commands(commands: &Receiver<Command>, session: &mut ScanSession) -> bool {
    loop {
        match commands.try_recv() {
            Ok(Command::NewScan) => session.reset(),
            Ok(Command::Stop) | Err(TryRecvError::Disconnected) => return false,
            Err(TryRecvError::Empty) => return true,
        }
    }
}

/// Sleeps `delay` unless a command arrives; `false` when told to stop.
fn wait(commands: &Receiver<Command>, session: &mut ScanSession, delay: Duration) -> bool {
    match commands.recv_timeout(delay) {
        Ok(Command::NewScan) => {
            session.reset();
            true
        }
        Ok(Command::Stop) | Err(RecvTimeoutError::Disconnected) => false,
        Err(RecvTimeoutError::Timeout) => true,
    }
}

fn run(
    mut source: Box<dyn FrameSource>,
    options: WorkerOptions,
    events: &Sender<ScanEvent>,
    commands: &Receiver<Command>,
) {
    let mut session = ScanSession::new();
    let mut frames: u64 = 0;
    let send = |event| events.send(event).is_ok();
    'reopen: loop {
        if !handle_commands(commands, &mut session)
            || !send(ScanEvent::Camera(CameraState::Opening))
        {
            break;
        }
        if let Err(error) = source.open() {
            if !error.is_retryable() {
                let _ = send(ScanEvent::Ended);
                break;
            }
            if !send(ScanEvent::Camera(CameraState::Unavailable(error)))
                || !wait(commands, &mut session, options.retry_after)
            {
                break;
            }
            continue;
        }
        if let Some(format) = source.format()
            && !send(ScanEvent::Format(format))
        {
            break;
        }
        if !send(ScanEvent::Camera(CameraState::Streaming)) {
            break;
        }
        loop {
            if !handle_commands(commands, &mut session) {
                break 'reopen;
            }
            let frame = match source.next_frame() {
                Ok(frame) => frame,
                Err(CameraError::Ended) => {
                    let _ = send(ScanEvent::Ended);
                    break 'reopen;
                }
                Err(error) => {
                    source.close();
                    if !send(ScanEvent::Camera(CameraState::Unavailable(error)))
                        || !wait(commands, &mut session, options.retry_after)
                    {
                        break 'reopen;
                    }
                    continue 'reopen;
                }
            };
            frames += 1;
            let outcome = session.feed(&frame);
            if options.preview_every > 0
                && frames.is_multiple_of(u64::from(options.preview_every))
                && !send(ScanEvent::Preview(Arc::new(frame)))
            {
                break 'reopen;
            }
            let in_view = outcome
                .detections
                .iter()
                .filter_map(|d| d.parsed.label())
                .collect();
            let mut ok = send(ScanEvent::Frame {
                in_view,
                detections: outcome.detections,
                diagnosis: outcome.diagnosis,
            });
            for label in outcome.confirmed {
                ok &= send(ScanEvent::Confirmed(label));
            }
            for refusal in outcome.refused {
                ok &= send(ScanEvent::Refused(refusal));
            }
            if !ok {
                break 'reopen;
            }
        }
    }
    source.close();
}
