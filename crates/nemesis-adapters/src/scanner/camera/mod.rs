//! Where frames come from: a webcam through nokhwa, or image files played back (tests, `scan`).
//! The [`worker`] runs a source on its own thread and turns frames into scan events.

pub mod convert;
pub mod fake;
pub mod negotiate;
pub mod webcam;
pub mod worker;

use super::frame::Frame;
use serde::{Deserialize, Serialize};
use std::fmt;

/// Why a source gives no frame. Every case but `Ended` is worth retrying.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", content = "detail", rename_all = "snake_case")]
pub enum CameraError {
    /// No camera is connected (or the chosen one is not).
    NoCamera,
    /// The system has not (yet) allowed this app to use the camera (macOS asks the player).
    NoPermission,
    /// The camera exists but another program is using it.
    Busy(String),
    /// The camera stopped giving frames (unplugged mid-scan, driver error).
    Disconnected(String),
    /// Anything else the camera layer reported.
    Failed(String),
    /// A recorded source has no more frames.
    Ended,
}

impl CameraError {
    /// The sentence shown to the player.
    pub fn message(&self) -> String {
        match self {
            CameraError::NoCamera => {
                "No camera found. Plug in a webcam, or type the label numbers.".to_string()
            }
            CameraError::NoPermission => {
                "The app may not use the camera yet: allow it in the system's privacy settings, or type the label numbers.".to_string()
            }
            CameraError::Busy(_) => {
                "The camera is busy: another program is using it. Close it, or type the label numbers.".to_string()
            }
            CameraError::Disconnected(_) => {
                "The camera stopped (unplugged?). Reconnecting; meanwhile you can type the label numbers.".to_string()
            }
            CameraError::Failed(detail) => {
                format!("The camera failed ({detail}). Retrying; meanwhile you can type the label numbers.")
            }
            CameraError::Ended => "No more frames.".to_string(),
        }
    }

    pub fn is_retryable(&self) -> bool {
        !matches!(self, CameraError::Ended)
    }
}

impl fmt::Display for CameraError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message())
    }
}

impl std::error::Error for CameraError {}

/// Something that yields frames. `open` may be called again after any error except `Ended`.
/// Calls block; the [`worker`] makes them on its own thread.
pub trait FrameSource {
    fn open(&mut self) -> Result<(), CameraError>;
    fn next_frame(&mut self) -> Result<Frame, CameraError>;
    /// Releases the device; the default does nothing.
    fn close(&mut self) {}
    /// The format asked of the camera at the last `open`, and why (webcams only).
    fn format(&self) -> Option<negotiate::Negotiated> {
        None
    }
}

/// A camera offered in settings.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CameraInfo {
    pub index: u32,
    pub name: String,
}

/// The camera the player chose, as remembered in settings. The name is matched first, so the
/// choice survives the camera moving to another index after being plugged in again.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CameraChoice {
    pub index: u32,
    pub name: String,
}

impl CameraChoice {
    pub fn of(info: &CameraInfo) -> CameraChoice {
        CameraChoice {
            index: info.index,
            name: info.name.clone(),
        }
    }

    /// The index to open among the cameras present: the same name if present, else the same index,
    /// else the first camera.
    pub fn resolve(choice: Option<&CameraChoice>, present: &[CameraInfo]) -> Option<u32> {
        if let Some(choice) = choice {
            if let Some(same_name) = present.iter().find(|c| c.name == choice.name) {
                return Some(same_name.index);
            }
            if let Some(same_index) = present.iter().find(|c| c.index == choice.index) {
                return Some(same_index.index);
            }
        }
        present.first().map(|c| c.index)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cam(index: u32, name: &str) -> CameraInfo {
        CameraInfo {
            index,
            name: name.to_string(),
        }
    }

    #[test]
    fn the_remembered_camera_is_found_by_name_then_index() {
        let present = [cam(0, "Laptop"), cam(2, "USB Cam")];
        let usb = CameraChoice {
            index: 1,
            name: "USB Cam".into(),
        };
        assert_eq!(CameraChoice::resolve(Some(&usb), &present), Some(2));
        let gone = CameraChoice {
            index: 2,
            name: "Old".into(),
        };
        assert_eq!(CameraChoice::resolve(Some(&gone), &present), Some(2));
        let nothing = CameraChoice {
            index: 7,
            name: "Old".into(),
        };
        assert_eq!(CameraChoice::resolve(Some(&nothing), &present), Some(0));
        assert_eq!(CameraChoice::resolve(None, &[]), None);
    }

    #[test]
    fn every_error_has_a_sentence() {
        for e in [
            CameraError::NoCamera,
            CameraError::NoPermission,
            CameraError::Busy("x".into()),
            CameraError::Disconnected("x".into()),
            CameraError::Failed("x".into()),
        ] {
            assert!(e.is_retryable());
            assert!(e.message().ends_with('.'));
        }
        assert!(!CameraError::Ended.is_retryable());
    }
}
