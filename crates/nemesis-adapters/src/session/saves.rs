//! Saved games as the session sees them: a journal file replayed into a `Journal`, what was
//! dropped from a damaged file, the list of recent games, export and import.

use super::Journal;
use crate::rules::retaliation::Retaliation;
use crate::rules::{GameKind, Nemesis};
use crate::storage::file::{self, Decoded, Event, Header, LoadError};
use crate::storage::meta::{META_SCHEMA, Meta};
use crate::storage::store::{self, GameId, GameStore, GameSummary};
use crate::storage::stored::Stored;
use std::fmt;
use std::path::{Path, PathBuf};

/// What was left out when a damaged game file was opened. The game resumes at the last good step.
#[derive(Debug, Clone, PartialEq)]
pub enum Recovery {
    /// The last line was cut short by a crash: its command was never acknowledged.
    TornTail { line: usize },
    /// A line is unreadable; it and everything after it were left out.
    Damaged {
        line: usize,
        reason: String,
        kept_aside: Option<PathBuf>,
    },
    /// The rules refuse the command on this line; it and everything after it were left out.
    Refused {
        line: usize,
        reason: String,
        kept_aside: Option<PathBuf>,
    },
}

impl Recovery {
    /// Whether a copy of the whole file should be kept before the damaged part is dropped.
    pub fn wants_copy(&self) -> bool {
        !matches!(self, Recovery::TornTail { .. })
    }

    pub(crate) fn set_kept_aside(&mut self, path: PathBuf) {
        if let Recovery::Damaged { kept_aside, .. } | Recovery::Refused { kept_aside, .. } = self {
            *kept_aside = Some(path);
        }
    }
}

impl fmt::Display for Recovery {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let aside = |k: &Option<PathBuf>| {
            k.as_ref()
                .map(|p| format!(" The whole file was kept as {}.", p.display()))
                .unwrap_or_default()
        };
        match self {
            Recovery::TornTail { line } => write!(
                f,
                "The last step (line {line}) was cut short when the app stopped; the game \
                 continues from the step before it."
            ),
            Recovery::Damaged {
                line,
                reason,
                kept_aside,
            } => write!(
                f,
                "The saved game is damaged at line {line} ({reason}); the game continues from \
                 the last good step before it.{}",
                aside(kept_aside)
            ),
            Recovery::Refused {
                line,
                reason,
                kept_aside,
            } => write!(
                f,
                "The step on line {line} of the saved game is refused by the rules ({reason}); \
                 the game continues from the step before it.{}",
                aside(kept_aside)
            ),
        }
    }
}

/// A game file read and replayed.
#[derive(Debug, Clone)]
pub struct Loaded<R: Stored = Nemesis> {
    pub header: Header<R>,
    pub journal: Journal<R>,
    /// The events that replayed (the file's events up to any damage).
    pub events: Vec<Event<R>>,
    pub recovery: Option<Recovery>,
}

/// Replays a decoded file. Fails only when the rules refuse the setup itself.
pub fn open<R: Stored>(decoded: Decoded<R>) -> Result<Loaded<R>, LoadError> {
    let mut journal = Journal::new(decoded.header.config.clone())
        .map_err(|e| LoadError::NotASave(format!("the rules refuse its setup: {e}")))?;
    let mut recovery = decoded.damage.map(|d| {
        if d.torn {
            Recovery::TornTail { line: d.line }
        } else {
            Recovery::Damaged {
                line: d.line,
                reason: d.reason,
                kept_aside: None,
            }
        }
    });
    let mut events = decoded.events;
    if let Some((i, reason)) = replay_into(&mut journal, &events) {
        events.truncate(i);
        recovery = Some(Recovery::Refused {
            line: i + 2,
            reason,
            kept_aside: None,
        });
    }
    Ok(Loaded {
        header: decoded.header,
        journal,
        events,
        recovery,
    })
}

/// Applies events in order; on the first one that cannot be applied, returns its index and why.
pub fn replay_into<R: Stored>(
    journal: &mut Journal<R>,
    events: &[Event<R>],
) -> Option<(usize, String)> {
    for (i, e) in events.iter().enumerate() {
        let refused = match e {
            Event::Command(c) => journal.apply(c.clone()).err().map(|e| e.to_string()),
            Event::Undo => journal
                .undo()
                .is_none()
                .then(|| "nothing to undo".to_string()),
            Event::Redo => match journal.redo() {
                None => Some("nothing to redo".to_string()),
                Some(Err(e)) => Some(e.to_string()),
                Some(Ok(_)) => None,
            },
        };
        if let Some(reason) = refused {
            return Some((i, reason));
        }
    }
    None
}

/// Reads and replays the bytes of a journal or exported file of a game of `R`, keeping the good
/// part of a damaged one. This is what the fuzzer feeds hostile bytes to.
pub fn load_bytes<R: Stored>(bytes: &[u8]) -> Result<Loaded<R>, LoadError> {
    open(file::decode_as(bytes)?)
}

/// The shortest events that rebuild a journal exactly: every command (the undone ones too), then
/// one undo per undone command. Replaying them gives the same commands, cursor and state.
pub fn compact<R: Stored>(journal: &Journal<R>) -> Vec<Event<R>> {
    let all = journal.all_commands();
    all.iter()
        .cloned()
        .map(Event::Command)
        .chain(std::iter::repeat_n(
            Event::Undo,
            all.len() - journal.cursor(),
        ))
        .collect()
}

/// The header of a new game started now by this build.
pub fn new_header<R: Stored>(config: R::Config) -> Header<R> {
    Header {
        app: crate::VERSION_LINE.to_string(),
        created: crate::storage::now_unix(),
        config,
    }
}

/// Nothing is left to play in a base game (its victory check is done).
pub fn finished(state: &crate::rules::GameState) -> bool {
    <Nemesis as crate::rules::Ruleset>::finished(state)
}

/// The list entry of a game as it stands.
pub fn meta_of<R: Stored>(header: &Header<R>, journal: &Journal<R>) -> Meta {
    let state = journal.state();
    let (mode, side, species) = R::listing(&header.config);
    Meta {
        schema: META_SCHEMA,
        game: R::GAME,
        created: header.created,
        updated: crate::storage::now_unix(),
        mode,
        side,
        species,
        players: R::player_names(&header.config),
        round: R::round(state),
        commands: journal.cursor(),
        ended: R::finished(state),
    }
}

/// The list entry of a stored game rebuilt from its journal, when the journal reads in full.
fn rebuilt_meta(store: &GameStore, id: &GameId) -> Option<Meta> {
    fn whole<R: Stored>(store: &GameStore, id: &GameId) -> Option<Meta> {
        let loaded = store.read::<R>(id).and_then(open).ok()?;
        loaded
            .recovery
            .is_none()
            .then(|| meta_of(&loaded.header, &loaded.journal))
    }
    match store.game_of(id).ok()? {
        GameKind::Nemesis => whole::<Nemesis>(store, id),
        GameKind::Retaliation => whole::<Retaliation>(store, id),
        #[cfg(feature = "stub-game")]
        GameKind::Stub => whole::<crate::rules::stub::Stub>(store, id),
    }
}

/// Saved games, most recently played first. A game whose `meta.json` is missing or stale gets
/// it rebuilt from its journal when the journal reads in full; games that cannot be read keep
/// `meta: None` (opening them gives the reason).
pub fn recent_games(store: &GameStore) -> std::io::Result<Vec<GameSummary>> {
    let mut games = store.list()?;
    for g in games.iter_mut().filter(|g| g.meta.is_none()) {
        if let Some(meta) = rebuilt_meta(store, &g.id) {
            let _ = store.write_meta(&g.id, &meta);
            g.meta = Some(meta);
        }
    }
    Ok(games)
}

/// A saved game passed over (when looking for the game to continue, or an older save that
/// could not be brought into the store), and why, for the window to say in its language.
#[derive(Debug, Clone, PartialEq)]
pub struct Skipped {
    pub id: GameId,
    pub reason: LoadError,
}

/// The game of `R` "Continue" resumes: the most recently played one whose journal reads and is
/// not finished. The journal decides, not `meta.json` (which may be stale or wrong). Games that
/// cannot be read at all (a newer format, empty, too large) are passed over, each with its
/// reason; a damaged one still resumes at its last good step; games of other games are passed
/// over in silence.
pub fn last_resumable<R: Stored>(
    store: &GameStore,
) -> std::io::Result<(Option<GameId>, Vec<Skipped>)> {
    let mut skipped = Vec::new();
    for g in store.list()? {
        match store.read::<R>(&g.id).and_then(open) {
            Err(LoadError::OtherGame(_)) => {}
            Err(e) => skipped.push(Skipped {
                id: g.id,
                reason: e,
            }),
            Ok(loaded) if R::finished(loaded.journal.state()) => {}
            Ok(_) => return Ok((Some(g.id), skipped)),
        }
    }
    Ok((None, skipped))
}

/// The game of `R` "Continue" resumes (see [`last_resumable`]).
pub fn last_unfinished<R: Stored>(store: &GameStore) -> std::io::Result<Option<GameId>> {
    Ok(last_resumable::<R>(store)?.0)
}

/// Why an export or an import did not happen. Nothing was written in any of these cases.
#[derive(Debug, thiserror::Error)]
pub enum TransferError {
    /// The game (export) or the file (import) could not be read as a saved game.
    #[error(transparent)]
    Unreadable(#[from] LoadError),
    /// The file reads only in part: importing it would lose steps.
    #[error("the file cannot be imported: {0}")]
    Damaged(Recovery),
    #[error("could not write {}: {source}", path.display())]
    Write {
        path: std::path::PathBuf,
        #[source]
        source: std::io::Error,
    },
    #[error("could not save the imported game: {0}")]
    Store(#[source] std::io::Error),
    #[error("could not find a free name for the imported game")]
    NoFreeName,
}

/// Writes a game (of any game) as one self-contained file at `dest` (atomically). A damaged game
/// is exported up to its last good step.
pub fn export(store: &GameStore, id: &GameId, dest: &Path) -> Result<(), TransferError> {
    fn bytes<R: Stored>(store: &GameStore, id: &GameId) -> Result<Vec<u8>, LoadError> {
        let loaded = store.read::<R>(id).and_then(open)?;
        Ok(file::encode(&loaded.header, &loaded.events))
    }
    let bytes = match store.game_of(id)? {
        GameKind::Nemesis => bytes::<Nemesis>(store, id)?,
        GameKind::Retaliation => bytes::<Retaliation>(store, id)?,
        #[cfg(feature = "stub-game")]
        GameKind::Stub => bytes::<crate::rules::stub::Stub>(store, id)?,
    };
    crate::storage::atomic_write(dest, &bytes).map_err(|source| TransferError::Write {
        path: dest.to_path_buf(),
        source,
    })
}

/// Checks a file of a game of `R` offered for import: it must read in full and replay without a
/// refusal.
pub fn validate_import<R: Stored>(bytes: &[u8]) -> Result<Loaded<R>, TransferError> {
    let loaded = load_bytes::<R>(bytes)?;
    match &loaded.recovery {
        None => Ok(loaded),
        Some(r) => Err(TransferError::Damaged(r.clone())),
    }
}

/// Imports a game file (of any game) as a new game of the store (never replacing one). Returns
/// its id.
pub fn import(store: &GameStore, src: &Path) -> Result<GameId, TransferError> {
    let bytes = store::read_bytes(src)?;
    match file::game_of(&bytes)? {
        GameKind::Nemesis => import_as::<Nemesis>(store, &bytes),
        GameKind::Retaliation => import_as::<Retaliation>(store, &bytes),
        #[cfg(feature = "stub-game")]
        GameKind::Stub => import_as::<crate::rules::stub::Stub>(store, &bytes),
    }
}

fn import_as<R: Stored>(store: &GameStore, bytes: &[u8]) -> Result<GameId, TransferError> {
    let loaded = validate_import::<R>(bytes)?;
    for _ in 0..8 {
        let id = GameId::fresh();
        match store.create(&id, &loaded.header, &loaded.events) {
            Ok(()) => {
                let _ = store.write_meta(&id, &meta_of(&loaded.header, &loaded.journal));
                return Ok(id);
            }
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {}
            Err(e) => return Err(TransferError::Store(e)),
        }
    }
    Err(TransferError::NoFreeName)
}
