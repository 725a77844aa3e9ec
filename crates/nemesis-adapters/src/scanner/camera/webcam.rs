//! The webcam, through nokhwa (native backends: V4L2, Media Foundation, AVFoundation). The camera
//! lists its formats and [`negotiate`](super::negotiate) picks the highest it offers at a steady
//! rate (MJPEG first), up to the table's cap; a camera that cannot list them is asked for the one
//! closest to 1280×720 MJPEG at 30 fps. MJPEG is decoded by the `image` crate, YUYV and NV12 give
//! their luma plane directly (see [`convert`](super::convert)).
//!
//! Not unit-tested against a device (there is none on CI); the error path is: with no camera,
//! listing gives an empty list and opening gives [`CameraError::NoCamera`].

use super::convert::{PixelLayout, to_frame};
use super::negotiate::{CameraQuality, Negotiated, Offer, Why, choose};
use super::{CameraChoice, CameraError, CameraInfo, FrameSource};
use crate::scanner::frame::Frame;
use nokhwa::pixel_format::LumaFormat;
use nokhwa::utils::{
    ApiBackend, CameraFormat, CameraIndex, FrameFormat, RequestedFormat, RequestedFormatType,
    Resolution,
};
use nokhwa::{Camera, NokhwaError};

/// The cameras present, for the settings screen. An error listing them means none can be used.
pub fn list_cameras() -> Result<Vec<CameraInfo>, CameraError> {
    let found = nokhwa::query(ApiBackend::Auto).map_err(|e| classify(&e))?;
    Ok(found
        .iter()
        .filter_map(|c| match c.index() {
            CameraIndex::Index(index) => Some(CameraInfo {
                index: *index,
                name: c.human_name(),
            }),
            CameraIndex::String(s) => s.parse().ok().map(|index| CameraInfo {
                index,
                name: c.human_name(),
            }),
        })
        .collect())
}

/// A webcam chosen in settings (or the first one). Opens the device on `open`, so it can be made
/// on any thread and reopened after an unplug.
pub struct Webcam {
    choice: Option<CameraChoice>,
    quality: CameraQuality,
    camera: Option<Camera>,
    format: Option<Negotiated>,
}

impl Webcam {
    pub fn new(choice: Option<CameraChoice>, quality: CameraQuality) -> Webcam {
        Webcam {
            choice,
            quality,
            camera: None,
            format: None,
        }
    }
}

fn offer(f: &CameraFormat) -> Offer {
    Offer {
        width: f.width(),
        height: f.height(),
        fps: f.frame_rate(),
        mjpeg: f.format() == FrameFormat::MJPEG,
    }
}

/// Asks the camera for the negotiated format; a camera that cannot list its formats keeps the
/// one closest to 1280×720 MJPEG at 30 fps, asked when it was opened.
fn negotiate(camera: &mut Camera, quality: CameraQuality) -> Negotiated {
    let unlisted = |camera: &Camera| Negotiated {
        offer: offer(&camera.camera_format()),
        why: Why::Unlisted,
        offered: 0,
    };
    let Ok(formats) = camera.compatible_camera_formats() else {
        return unlisted(camera);
    };
    let offers: Vec<Offer> = formats.iter().map(offer).collect();
    let Some(chosen) = choose(&offers, quality) else {
        return unlisted(camera);
    };
    let Some(exact) = formats.iter().find(|f| offer(f) == chosen.offer) else {
        return unlisted(camera);
    };
    let request = RequestedFormat::new::<LumaFormat>(RequestedFormatType::Exact(*exact));
    match camera.set_camera_requset(request) {
        Ok(_) => chosen,
        Err(_) => unlisted(camera),
    }
}

impl FrameSource for Webcam {
    fn open(&mut self) -> Result<(), CameraError> {
        self.close();
        if !nokhwa::nokhwa_check() {
            // Only macOS says no here: ask the player (once; the system remembers the answer) and
            // let the worker's retry find out whether access was granted.
            nokhwa::nokhwa_initialize(|_| {});
            return Err(CameraError::NoPermission);
        }
        let present = list_cameras()?;
        let index =
            CameraChoice::resolve(self.choice.as_ref(), &present).ok_or(CameraError::NoCamera)?;
        let wanted = CameraFormat::new(Resolution::new(1280, 720), FrameFormat::MJPEG, 30);
        let format = RequestedFormat::new::<LumaFormat>(RequestedFormatType::Closest(wanted));
        let mut camera =
            Camera::new(CameraIndex::Index(index), format).map_err(|e| classify(&e))?;
        self.format = Some(negotiate(&mut camera, self.quality));
        camera.open_stream().map_err(|e| classify(&e))?;
        self.camera = Some(camera);
        Ok(())
    }

    fn format(&self) -> Option<Negotiated> {
        self.format
    }

    fn next_frame(&mut self) -> Result<Frame, CameraError> {
        let camera = self
            .camera
            .as_mut()
            .ok_or_else(|| CameraError::Disconnected("camera not open".to_string()))?;
        let buffer = camera.frame().map_err(|e| match classify(&e) {
            // A camera that was streaming and stops is gone, whatever the backend calls it.
            CameraError::NoCamera | CameraError::Failed(_) => {
                CameraError::Disconnected(e.to_string())
            }
            other => other,
        });
        let buffer = match buffer {
            Ok(buffer) => buffer,
            Err(e) => {
                self.close();
                return Err(e);
            }
        };
        let layout = match buffer.source_frame_format() {
            FrameFormat::MJPEG => PixelLayout::Mjpeg,
            FrameFormat::YUYV => PixelLayout::Yuyv,
            FrameFormat::NV12 => PixelLayout::Nv12,
            FrameFormat::GRAY => PixelLayout::Gray,
            FrameFormat::RAWRGB => PixelLayout::Rgb,
            FrameFormat::RAWBGR => PixelLayout::Bgr,
        };
        let resolution = buffer.resolution();
        to_frame(
            layout,
            resolution.width(),
            resolution.height(),
            buffer.buffer(),
        )
    }

    fn close(&mut self) {
        if let Some(mut camera) = self.camera.take() {
            let _ = camera.stop_stream();
        }
    }
}

impl Drop for Webcam {
    fn drop(&mut self) {
        self.close();
    }
}

/// Sorts nokhwa's errors into the cases the player is told about.
fn classify(error: &NokhwaError) -> CameraError {
    let text = error.to_string();
    let lower = text.to_lowercase();
    if lower.contains("busy") || lower.contains("in use") || lower.contains("0xc00d3704") {
        CameraError::Busy(text)
    } else if lower.contains("no such file")
        || lower.contains("no such device")
        || lower.contains("not found")
        || lower.contains("no device")
    {
        CameraError::NoCamera
    } else {
        match error {
            NokhwaError::ReadFrameError(_) => CameraError::Disconnected(text),
            NokhwaError::OpenDeviceError(..) => CameraError::NoCamera,
            _ => CameraError::Failed(text),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn errors_are_sorted_for_the_player() {
        let missing = NokhwaError::OpenDeviceError(
            "0".into(),
            "V4L2 Error: No such file or directory".into(),
        );
        assert_eq!(classify(&missing), CameraError::NoCamera);
        let busy = NokhwaError::OpenStreamError("Device or resource busy".into());
        assert!(matches!(classify(&busy), CameraError::Busy(_)));
        let read = NokhwaError::ReadFrameError("Input/output error".into());
        assert!(matches!(classify(&read), CameraError::Disconnected(_)));
        let other = NokhwaError::GeneralError("strange".into());
        assert!(matches!(classify(&other), CameraError::Failed(_)));
    }

    /// On a machine without a camera (CI), opening fails cleanly with a clear error.
    #[test]
    fn no_camera_is_a_clear_error_not_a_panic() {
        if !matches!(list_cameras(), Ok(present) if present.is_empty()) {
            return; // a camera is attached, or the system cannot list them: not this test's case
        }
        let mut webcam = Webcam::new(None, CameraQuality::Best);
        assert_eq!(webcam.open(), Err(CameraError::NoCamera));
        assert!(matches!(
            webcam.next_frame(),
            Err(CameraError::Disconnected(_))
        ));
    }
}
