//! Scanning contamination cards in the window. The table asks for a scan with a [`ScanRequest`];
//! the app opens the scanner over the table and hands the finished command back to the table.

use crate::rules::command::ScanKind;
use crate::rules::ids::PlayerId;

/// Why a scan is wanted, which decides the command it ends in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ScanPurpose {
    /// A room action, item or event (`Command::Scan` of this kind).
    Scan(ScanKind),
    /// The end-of-game contamination check of one survivor (`Command::VictoryScan`).
    Victory,
}

/// The table wants this player's contamination cards scanned.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ScanRequest {
    pub player: PlayerId,
    pub purpose: ScanPurpose,
}
