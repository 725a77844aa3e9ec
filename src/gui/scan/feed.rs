//! The camera worker (`scanner::camera::worker`) as an iced subscription: a thread starts the
//! worker, turns its events into [`Feed`] messages (the preview already shrunk to a picture the
//! window can draw) and hands them over a bounded channel. When the panel closes, iced drops the
//! stream, the thread notices and drops the worker, which releases the camera.
//!
//! Which source: `NEMESIS_CAMERA` overrides the settings (`off` for typing only, or image files
//! separated like `PATH`, played in a loop: tests, screenshots and trying the scanner without a
//! webcam), else the camera chosen in the settings.

use crate::scanner::camera::fake::FakeSource;
use crate::scanner::camera::negotiate::{CameraQuality, Negotiated};
use crate::scanner::camera::webcam::{Webcam, list_cameras};
use crate::scanner::camera::worker::{CameraState, ScanEvent, ScanWorker, WorkerOptions};
use crate::scanner::camera::{CameraChoice, CameraError, CameraInfo, FrameSource};
use crate::scanner::diagnose::Diagnosis;
use crate::scanner::frame::Frame;
use crate::scanner::payload::{Label, Parsed};
use iced::Subscription;
use iced::futures::channel::mpsc;
use iced::widget::image;
use std::path::PathBuf;
use std::sync::mpsc::RecvTimeoutError;
use std::time::Duration;

/// Overrides the camera: `off`, or image files to play in a loop.
pub const CAMERA_ENV: &str = "NEMESIS_CAMERA";
/// How long the worker waits before trying a missing, busy or lost camera again.
pub const RETRY_AFTER: Duration = Duration::from_secs(2);
/// Previews are shrunk (by halving) until they are at most this wide.
pub const PREVIEW_MAX_WIDTH: u32 = 640;
/// Image files play at about 8 frames a second, like a slow webcam.
const FILE_FRAME_INTERVAL: Duration = Duration::from_millis(125);

pub use crate::settings::CameraSetting;

impl CameraSetting {
    pub fn of(info: &CameraInfo) -> CameraSetting {
        CameraSetting::Chosen {
            index: info.index,
            name: info.name.clone(),
        }
    }
}

/// Where a scan's frames come from.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum SourceSpec {
    /// Typing only.
    Off,
    Webcam(CameraSetting, CameraQuality),
    /// Image files played in a loop (see [`CAMERA_ENV`]).
    Files(Vec<PathBuf>),
}

impl SourceSpec {
    /// The source for a scan: `NEMESIS_CAMERA` when set, else the settings.
    pub fn resolve(setting: &CameraSetting, quality: CameraQuality) -> SourceSpec {
        match SourceSpec::from_env(std::env::var_os(CAMERA_ENV), setting) {
            SourceSpec::Webcam(camera, _) => SourceSpec::Webcam(camera, quality),
            other => other,
        }
    }

    pub fn from_env(env: Option<std::ffi::OsString>, setting: &CameraSetting) -> SourceSpec {
        match env {
            Some(value) if value.eq_ignore_ascii_case("off") => SourceSpec::Off,
            Some(value) if !value.is_empty() => {
                SourceSpec::Files(std::env::split_paths(&value).collect())
            }
            _ => match setting {
                CameraSetting::Off => SourceSpec::Off,
                other => SourceSpec::Webcam(other.clone(), CameraQuality::default()),
            },
        }
    }

    /// Builds the source; runs on the worker thread.
    fn source(self) -> Box<dyn FrameSource> {
        match self {
            SourceSpec::Off => Box::new(FakeSource::new(Vec::new())),
            SourceSpec::Webcam(setting, quality) => Box::new(Webcam::new(
                match setting {
                    CameraSetting::Chosen { index, name } => Some(CameraChoice { index, name }),
                    CameraSetting::First | CameraSetting::Off => None,
                },
                quality,
            )),
            SourceSpec::Files(paths) => match FakeSource::from_files(&paths) {
                Ok(source) => Box::new(source.looping().paced(FILE_FRAME_INTERVAL)),
                Err(reason) => Box::new(Broken(reason)),
            },
        }
    }
}

/// A source that cannot work (unreadable image files): it says why on every try.
struct Broken(String);

impl FrameSource for Broken {
    fn open(&mut self) -> Result<(), CameraError> {
        Err(CameraError::Failed(self.0.clone()))
    }
    fn next_frame(&mut self) -> Result<Frame, CameraError> {
        Err(CameraError::Failed(self.0.clone()))
    }
}

/// The live picture, ready to draw.
#[derive(Debug, Clone)]
pub struct Preview {
    pub handle: image::Handle,
    pub width: u32,
    pub height: u32,
}

/// A code found in the frame, to outline on the preview. Corners in 0..1 of the frame's size.
#[derive(Debug, Clone, PartialEq)]
pub struct Mark {
    pub points: Vec<(f32, f32)>,
    pub center: (f32, f32),
    /// The label, when it is a usable one.
    pub label: Option<Label>,
}

/// What the camera side tells the panel.
#[derive(Debug, Clone)]
pub enum Feed {
    Camera(CameraState),
    /// The format asked of the webcam, and why.
    Format(Negotiated),
    Preview(Preview),
    /// After each decoded frame: labels in view, codes to outline, and why nothing was read.
    Frame {
        in_view: Vec<Label>,
        marks: Vec<Mark>,
        diagnosis: Option<Diagnosis>,
    },
    /// A label read reliably (two frames of the last second), once per scan.
    Confirmed(Label),
    /// One of our codes that cannot be used, once per scan.
    Refused(Parsed),
    /// A recorded source has no more frames.
    Ended,
}

/// Turns worker events into feed messages; remembers the frame size for the marks.
#[derive(Debug, Default)]
pub struct Converter {
    size: (f32, f32),
}

impl Converter {
    pub fn convert(&mut self, event: ScanEvent) -> Feed {
        match event {
            ScanEvent::Camera(state) => Feed::Camera(state),
            ScanEvent::Format(n) => Feed::Format(n),
            ScanEvent::Preview(frame) => {
                self.size = (frame.width as f32, frame.height as f32);
                Feed::Preview(preview(&frame))
            }
            ScanEvent::Frame {
                in_view,
                detections,
                diagnosis,
            } => {
                let (w, h) = (self.size.0.max(1.0), self.size.1.max(1.0));
                let marks = detections
                    .iter()
                    .map(|d| Mark {
                        points: d.points.iter().map(|p| (p.0 / w, p.1 / h)).collect(),
                        center: (d.center.0 / w, d.center.1 / h),
                        label: d.parsed.label(),
                    })
                    .collect();
                Feed::Frame {
                    in_view,
                    marks,
                    diagnosis,
                }
            }
            ScanEvent::Confirmed(label) => Feed::Confirmed(label),
            ScanEvent::Refused(refusal) => Feed::Refused(refusal.parsed),
            ScanEvent::Ended => Feed::Ended,
        }
    }
}

/// The frame shrunk to at most [`PREVIEW_MAX_WIDTH`] wide, as grey RGBA pixels.
pub fn preview(frame: &Frame) -> Preview {
    let mut small = None;
    while small.as_ref().unwrap_or(frame).width > PREVIEW_MAX_WIDTH {
        small = Some(small.as_ref().unwrap_or(frame).half());
    }
    let small = small.as_ref().unwrap_or(frame);
    let rgba: Vec<u8> = small.luma.iter().flat_map(|&v| [v, v, v, 255]).collect();
    Preview {
        handle: image::Handle::from_rgba(small.width, small.height, rgba),
        width: small.width,
        height: small.height,
    }
}

/// Worker options for the window: a new try every [`RETRY_AFTER`], every frame previewed.
pub fn worker_options() -> WorkerOptions {
    WorkerOptions {
        retry_after: RETRY_AFTER,
        preview_every: 1,
    }
}

/// The camera feed of scan number `session` (a new number starts a new worker).
pub fn subscription(session: u64, spec: SourceSpec) -> Subscription<Feed> {
    if spec == SourceSpec::Off {
        return Subscription::none();
    }
    Subscription::run_with((session, spec), start)
}

fn start(data: &(u64, SourceSpec)) -> mpsc::Receiver<Feed> {
    let (tx, rx) = mpsc::channel(8);
    let spec = data.1.clone();
    let spawned = std::thread::Builder::new()
        .name("scan-feed".to_string())
        .spawn(move || forward(spec, tx));
    if let Err(e) = spawned {
        eprintln!("nemesis-companion: cannot start the camera thread: {e}");
    }
    rx
}

/// Runs a worker and forwards its events until the window stops listening.
fn forward(spec: SourceSpec, mut tx: mpsc::Sender<Feed>) {
    let worker = match ScanWorker::start(move || spec.source(), worker_options()) {
        Ok(worker) => worker,
        Err(e) => {
            let state = CameraState::Unavailable(CameraError::Failed(e.to_string()));
            deliver(&mut tx, Feed::Camera(state));
            return;
        }
    };
    let mut converter = Converter::default();
    loop {
        let event = match worker.events().recv_timeout(Duration::from_millis(500)) {
            Ok(event) => event,
            Err(RecvTimeoutError::Timeout) if tx.is_closed() => return,
            Err(RecvTimeoutError::Timeout) => continue,
            Err(RecvTimeoutError::Disconnected) => return,
        };
        if !deliver(&mut tx, converter.convert(event)) {
            return;
        }
    }
}

/// Sends one message; `false` once the window stopped listening. A preview that finds the channel
/// full is dropped (the next one is coming); anything else waits for room.
fn deliver(tx: &mut mpsc::Sender<Feed>, feed: Feed) -> bool {
    let mut feed = feed;
    loop {
        match tx.try_send(feed) {
            Ok(()) => return true,
            Err(e) if e.is_disconnected() => return false,
            Err(e) => {
                let back = e.into_inner();
                if matches!(back, Feed::Preview(_)) {
                    return true;
                }
                feed = back;
                std::thread::sleep(Duration::from_millis(5));
            }
        }
    }
}

/// The cameras present, for the settings screen.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub enum CameraList {
    #[default]
    Searching,
    Found(Vec<CameraInfo>),
    Failed(String),
    /// `NEMESIS_CAMERA` decides, not the webcams: these image files are played (a scan works
    /// with them, so the settings must not say "no camera").
    Files(usize),
    /// `NEMESIS_CAMERA=off`: typing only, whatever is plugged in.
    TurnedOff,
}

/// The cameras the system offers, or why they cannot be listed (blocking: run it off the update
/// loop). `NEMESIS_CAMERA` comes first, as it does for the scan.
pub fn camera_list() -> CameraList {
    camera_list_with(std::env::var_os(CAMERA_ENV), list_cameras)
}

fn camera_list_with(
    env: Option<std::ffi::OsString>,
    list: impl FnOnce() -> Result<Vec<CameraInfo>, CameraError>,
) -> CameraList {
    match SourceSpec::from_env(env, &CameraSetting::First) {
        SourceSpec::Files(paths) => return CameraList::Files(paths.len()),
        SourceSpec::Off => return CameraList::TurnedOff,
        SourceSpec::Webcam(..) => {}
    }
    match list() {
        Ok(found) => CameraList::Found(found),
        Err(e) => CameraList::Failed(e.to_string()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Issue 16: with NEMESIS_CAMERA set the scan plays files (or types only), so the settings
    /// say so instead of "no camera found" from a webcam list nobody uses.
    #[test]
    fn the_settings_list_follows_the_environment_as_the_scan_does() {
        let none = || Ok(Vec::new());
        assert_eq!(
            camera_list_with(Some("a.png:b.png".into()), none),
            CameraList::Files(2)
        );
        assert_eq!(
            camera_list_with(Some("OFF".into()), none),
            CameraList::TurnedOff
        );
        assert_eq!(camera_list_with(None, none), CameraList::Found(Vec::new()));
    }

    #[test]
    fn the_environment_overrides_the_settings() {
        let chosen = CameraSetting::Chosen {
            index: 1,
            name: "USB".into(),
        };
        assert_eq!(
            SourceSpec::from_env(None, &chosen),
            SourceSpec::Webcam(chosen.clone(), CameraQuality::Best)
        );
        assert_eq!(
            SourceSpec::from_env(None, &CameraSetting::Off),
            SourceSpec::Off
        );
        assert_eq!(
            SourceSpec::from_env(Some("OFF".into()), &chosen),
            SourceSpec::Off
        );
        let files = std::env::join_paths(["/a.png", "/b.png"]).unwrap();
        assert_eq!(
            SourceSpec::from_env(Some(files), &CameraSetting::Off),
            SourceSpec::Files(vec!["/a.png".into(), "/b.png".into()])
        );
        assert_eq!(
            SourceSpec::from_env(Some("".into()), &CameraSetting::First),
            SourceSpec::Webcam(CameraSetting::First, CameraQuality::Best)
        );
    }

    #[test]
    fn previews_are_shrunk_to_a_drawable_size() {
        let frame = Frame::new(1920, 1080, vec![128; 1920 * 1080]).unwrap();
        let p = preview(&frame);
        assert_eq!((p.width, p.height), (480, 270));
        let small = Frame::new(320, 240, vec![7; 320 * 240]).unwrap();
        assert_eq!(preview(&small).width, 320);
    }

    #[test]
    fn unreadable_files_become_a_failing_camera_not_a_panic() {
        let mut source = SourceSpec::Files(vec!["/nonexistent/x.png".into()]).source();
        assert!(matches!(source.open(), Err(CameraError::Failed(m)) if m.contains("x.png")));
    }
}
