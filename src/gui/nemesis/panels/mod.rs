//! Panels the table shows beside the map: each has its own state, `Message`, `update` returning a
//! [`Request`] and `view`. They build commands; the table applies them.

mod common;
pub mod corrections;
pub mod room_actions;
pub mod victory;

use crate::gui::scan::ScanRequest;
use crate::rules::Command;

/// What a panel asks the table to do after a message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Request {
    /// Nothing yet (the panel changed its own state).
    None,
    /// Apply this command to the game.
    Apply(Command),
    /// Scan a player's contamination cards; the scanner ends in the command.
    Scan(ScanRequest),
    /// The panel is done without a command.
    Close,
}
