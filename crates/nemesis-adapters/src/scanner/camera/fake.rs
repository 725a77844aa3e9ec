//! A source that plays frames from memory or image files: for tests, for `scan`, and for trying the
//! scan screen without a webcam. It can also act out camera trouble (not there, busy, unplugged).

use super::{CameraError, FrameSource};
use crate::scanner::frame::Frame;
use std::collections::VecDeque;
use std::path::Path;
use std::time::Duration;

#[derive(Debug, Clone, Default)]
pub struct FakeSource {
    frames: Vec<Frame>,
    next: usize,
    played: usize,
    looping: bool,
    interval: Option<Duration>,
    open_failures: VecDeque<CameraError>,
    frame_failures: Vec<(usize, CameraError)>,
    opened: bool,
    opens: u32,
}

/// Reads an image file (PNG or JPEG) as a grey frame, with a clear message when it cannot.
pub fn load_frame(path: &Path) -> Result<Frame, String> {
    // an image file is small (a photo is a few MB); a larger file is not read whole
    const MAX_FILE: u64 = 64 * 1024 * 1024;
    let f =
        std::fs::File::open(path).map_err(|e| format!("cannot open {}: {e}", path.display()))?;
    let mut bytes = Vec::new();
    std::io::Read::read_to_end(&mut std::io::Read::take(f, MAX_FILE + 1), &mut bytes)
        .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    if bytes.len() as u64 > MAX_FILE {
        return Err(format!(
            "{} is larger than any camera frame or photo ({} MB at most)",
            path.display(),
            MAX_FILE / (1024 * 1024)
        ));
    }
    crate::scanner::frame::decode_image(&bytes, None)
        .map_err(|e| format!("{}: {e}", path.display()))
}

impl FakeSource {
    /// Plays `frames` once, then reports [`CameraError::Ended`].
    pub fn new(frames: Vec<Frame>) -> FakeSource {
        FakeSource {
            frames,
            ..FakeSource::default()
        }
    }

    /// Plays the images at `paths` in order.
    pub fn from_files(paths: &[impl AsRef<Path>]) -> Result<FakeSource, String> {
        let frames = paths
            .iter()
            .map(|p| load_frame(p.as_ref()))
            .collect::<Result<Vec<_>, _>>()?;
        Ok(FakeSource::new(frames))
    }

    /// Starts over at the first frame instead of ending.
    pub fn looping(mut self) -> Self {
        self.looping = true;
        self
    }

    /// Waits this long before each frame, like a camera at a fixed rate.
    pub fn paced(mut self, interval: Duration) -> Self {
        self.interval = Some(interval);
        self
    }

    /// The next `open` calls fail with these errors, in order.
    pub fn failing_opens(mut self, errors: impl IntoIterator<Item = CameraError>) -> Self {
        self.open_failures.extend(errors);
        self
    }

    /// Fails once with `error` when frame number `at` (0-based, counted over the whole playback) is
    /// due; the source must then be opened again, as after an unplugged camera.
    pub fn failing_at(mut self, at: usize, error: CameraError) -> Self {
        self.frame_failures.push((at, error));
        self
    }

    /// How many times `open` was called.
    pub fn opens(&self) -> u32 {
        self.opens
    }
}

impl FrameSource for FakeSource {
    fn open(&mut self) -> Result<(), CameraError> {
        self.opens += 1;
        if let Some(error) = self.open_failures.pop_front() {
            return Err(error);
        }
        if self.frames.is_empty() {
            return Err(CameraError::NoCamera);
        }
        self.opened = true;
        Ok(())
    }

    fn next_frame(&mut self) -> Result<Frame, CameraError> {
        if !self.opened {
            return Err(CameraError::Disconnected("not open".to_string()));
        }
        if let Some(pos) = self
            .frame_failures
            .iter()
            .position(|(at, _)| *at == self.played)
        {
            let (_, error) = self.frame_failures.remove(pos);
            self.opened = false;
            return Err(error);
        }
        if self.next >= self.frames.len() {
            if !self.looping || self.frames.is_empty() {
                return Err(CameraError::Ended);
            }
            self.next = 0;
        }
        if let Some(interval) = self.interval {
            std::thread::sleep(interval);
        }
        let frame = self.frames[self.next].clone();
        self.next += 1;
        self.played += 1;
        Ok(frame)
    }

    fn close(&mut self) {
        self.opened = false;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn frame(v: u8) -> Frame {
        Frame::new(1, 1, vec![v]).unwrap()
    }

    #[test]
    fn plays_once_then_ends() {
        let mut s = FakeSource::new(vec![frame(1), frame(2)]);
        assert!(s.next_frame().is_err(), "must be opened first");
        s.open().unwrap();
        assert_eq!(s.next_frame().unwrap().luma, vec![1]);
        assert_eq!(s.next_frame().unwrap().luma, vec![2]);
        assert_eq!(s.next_frame(), Err(CameraError::Ended));
    }

    #[test]
    fn loops_and_acts_out_trouble() {
        let mut s = FakeSource::new(vec![frame(1)])
            .looping()
            .failing_opens([CameraError::Busy("in use".into())])
            .failing_at(2, CameraError::Disconnected("unplugged".into()));
        assert_eq!(s.open(), Err(CameraError::Busy("in use".into())));
        s.open().unwrap();
        assert!(s.next_frame().is_ok());
        assert!(s.next_frame().is_ok());
        assert!(matches!(s.next_frame(), Err(CameraError::Disconnected(_))));
        assert!(s.next_frame().is_err(), "closed until opened again");
        s.open().unwrap();
        assert!(s.next_frame().is_ok());
        assert_eq!(s.opens(), 3);
    }

    #[test]
    fn no_frames_means_no_camera() {
        assert_eq!(FakeSource::new(vec![]).open(), Err(CameraError::NoCamera));
    }

    #[test]
    fn unreadable_files_give_clear_messages() {
        let missing = FakeSource::from_files(&["/nonexistent/frame.png"]).unwrap_err();
        assert!(missing.contains("/nonexistent/frame.png"), "{missing}");
        let dir = std::env::temp_dir().join(format!("nmc-fake-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let junk = dir.join("junk.png");
        std::fs::write(&junk, b"definitely not a png").unwrap();
        let err = FakeSource::from_files(&[&junk]).unwrap_err();
        assert!(err.contains("not a readable"), "{err}");
        std::fs::remove_dir_all(&dir).ok();
    }
}
