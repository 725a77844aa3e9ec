//! `meta.json` beside each journal: what the list of recent games shows (date, players, round,
//! mode, finished or not) without replaying every game. It is a cache of the journal: when it is
//! missing, unreadable or of another version, it is rebuilt from the journal.

use super::atomic::replace_soon;
use crate::rules::ids::{Mode, Side};
use serde::{Deserialize, Serialize};
use std::path::Path;

pub const META_SCHEMA: u32 = 1;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Meta {
    pub schema: u32,
    /// Which game (a meta file written before Retaliation was kept here is a base game's).
    #[serde(default)]
    pub game: crate::rules::GameKind,
    /// Unix seconds when the game started and when this file was last written.
    pub created: u64,
    pub updated: u64,
    pub mode: Mode,
    pub side: Side,
    /// The intruders in the box (a meta file written before the expansions reads as the base
    /// game's, which is what it was).
    #[serde(default)]
    pub species: crate::rules::species::Species,
    /// Player names in turn order.
    pub players: Vec<String>,
    pub round: u32,
    /// Commands in force.
    pub commands: usize,
    /// The victory check is done: nothing left to play.
    pub ended: bool,
}

/// The meta file, if it is there and of this version.
pub fn read(path: &Path) -> Option<Meta> {
    let bytes = std::fs::read(path).ok()?;
    if bytes.len() > 1024 * 1024 {
        return None;
    }
    serde_json::from_slice::<Meta>(&bytes)
        .ok()
        .filter(|m| m.schema == META_SCHEMA)
}

pub fn write(path: &Path, meta: &Meta) -> std::io::Result<()> {
    let mut bytes = serde_json::to_vec_pretty(meta).map_err(std::io::Error::other)?;
    bytes.push(b'\n');
    // a cache of the journal, rebuilt when missing or damaged: not worth waiting for the disk
    replace_soon(path, &bytes)
}
