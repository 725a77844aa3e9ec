//! Scanning contamination cards in the window. The table asks for a scan with a [`ScanRequest`];
//! the app opens the [`ScanPanel`] over the table and hands the finished command back to the table,
//! then shows the panel's verdict page built from the outcomes.
//!
//! - [`panel`]: the overlay: live preview, what was read, typing, confirm, verdict.
//! - [`feed`]: the camera worker as an iced subscription, and which source to use.
//! - [`preview`]: the live picture with the framing guide and the codes found.
//! - [`verdict`]: the core's outcomes turned into "clean / INFECTED, what to do".
//! - [`words`]: camera troubles, lighting diagnoses and refusals in the player's language.
//! - [`print`]: the printable label sheet written from the settings.

pub mod feed;
pub mod panel;
pub mod preview;
pub use crate::label_sheet as print;
pub mod verdict;
pub mod words;

pub use panel::{Message, ScanAction, ScanPanel};

use crate::rules::ids::PlayerId;

/// Why a scan is wanted, which decides the command it ends in (the rules' type: they answer
/// how many labels it takes, `GameState::labels_asked`).
pub use crate::rules::command::ScanPurpose;

/// The table wants this player's contamination cards scanned.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ScanRequest {
    pub player: PlayerId,
    pub purpose: ScanPurpose,
}
