//! What a journal file holds once read, in the current types: its header, its events, where it
//! was damaged, and why a file could not be read at all. Both the writer (`file`) and the
//! version readers (`schema`) speak these, so neither depends on the other for them.

use crate::rules::{GameKind, Nemesis, Ruleset};
use std::fmt;

/// Files larger than this are refused rather than read (a game of three hours is ~200 KB).
pub const MAX_FILE_BYTES: usize = 64 * 1024 * 1024;

/// The first line of a game's file: who wrote it, when, and the game's setup. The game (which
/// ruleset replays it) is `R`, named in the file by `R::GAME`.
#[derive(Debug, Clone, PartialEq)]
pub struct Header<R: Ruleset = Nemesis> {
    /// `--version` line of the app that started the game.
    pub app: String,
    /// Unix seconds.
    pub created: u64,
    pub config: R::Config,
}

/// One thing that happened to the journal.
#[derive(Debug, Clone, PartialEq)]
pub enum Event<R: Ruleset = Nemesis> {
    Command(R::Command),
    Undo,
    Redo,
}

/// Where and why reading stopped before the end of the file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Damage {
    /// 1-based line number of the first unreadable line.
    pub line: usize,
    pub reason: String,
    /// The unreadable line is the last one and has no newline: a write cut short by a crash. Its
    /// command was never acknowledged.
    pub torn: bool,
}

/// What a file holds, in the current types, and where it was damaged if it was.
#[derive(Debug, Clone, PartialEq)]
pub struct Decoded<R: Ruleset = Nemesis> {
    /// The version the file was written in (older ones are migrated).
    pub schema: u32,
    pub header: Header<R>,
    /// The events before any damage.
    pub events: Vec<Event<R>>,
    pub damage: Option<Damage>,
}

/// Why a file could not be read at all. Nothing is ever written to the file in these cases.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LoadError {
    Io(String),
    Empty,
    TooLarge(usize),
    NotASave(String),
    NewerSchema {
        found: u32,
        supported: u32,
    },
    /// Another process (another window, another `headless`) has this game open: only one may
    /// write it, so it is not opened twice.
    InUse,
    /// A save of a game this version does not keep saves of (by the key in its header).
    UnknownGame(String),
    /// A save of another game than the one asked for (a Retaliation save opened as a base
    /// game): the caller asked the wrong ruleset; the file is fine.
    OtherGame(GameKind),
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LoadError::Io(e) => write!(f, "the file could not be read: {e}"),
            LoadError::Empty => f.write_str("the file is empty: nothing was saved in it"),
            LoadError::TooLarge(_) => write!(
                f,
                "the file is larger than any saved game could be (limit {MAX_FILE_BYTES} bytes)"
            ),
            LoadError::NotASave(why) => {
                write!(f, "this is not a Nemesis Companion game file ({why})")
            }
            LoadError::NewerSchema { found, supported } => write!(
                f,
                "this game was saved by a newer version of Nemesis Companion (save format \
                 {found}; this version reads up to {supported}). Update the app to open it; \
                 the file was left as it is."
            ),
            LoadError::UnknownGame(game) => write!(
                f,
                "this is a saved \"{game}\" game, which this version of Nemesis Companion \
                 cannot open; update the app to open it; the file was left as it is"
            ),
            LoadError::OtherGame(game) => write!(
                f,
                "this is a saved {game:?} game and was opened as another game; the file was left \
                 as it is"
            ),
            LoadError::InUse => f.write_str(
                "this game is open in another window or process; close it there first \
                 (only one may play a game at a time, so no step is lost)",
            ),
        }
    }
}

impl std::error::Error for LoadError {}
