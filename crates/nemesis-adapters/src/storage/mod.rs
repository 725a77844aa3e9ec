//! Files on disk: the data folder, atomic writes, the game journal file format with its schema
//! versions, and the game store (one folder per game). No game rules here: the session layer
//! replays what this module reads.
//!
//! See docs/saves.md for the layout and the guarantees.

pub mod atomic;
pub mod background_sync;
pub mod contents;
pub mod file;
pub mod meta;
pub mod root;
pub mod schema;
pub mod store;
pub mod stored;
pub mod trouble;

pub use atomic::atomic_write;
pub use file::{Damage, Decoded, Event, Header, LoadError};
pub use meta::Meta;
pub use root::data_root;
pub use store::{GameId, GameStore, GameSummary};
pub use stored::Stored;
pub use trouble::DiskTrouble;

/// Seconds since 1970 (UTC), the time stamp in headers and meta files. 0 if the clock is before.
pub fn now_unix() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs())
}
