//! The game store: one folder per game under `<data>/games/<id>/`, holding `journal.jsonl` (the
//! game, appended line by line with fsync) and `meta.json` (for the list of recent games, written
//! atomically). Only bytes and files here; the session layer decides what goes in them.

use super::atomic::{self, TEMP_PREFIX};
use super::file::{self, Decoded, Event, Header, LoadError, MAX_FILE_BYTES};
use super::meta::{self, Meta};
use super::stored::Stored;
use crate::rules::GameKind;
use std::fmt;
use std::io::{self, Read};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU32, Ordering};
use std::time::SystemTime;

pub const JOURNAL: &str = "journal.jsonl";
pub const META: &str = "meta.json";
/// The file a process holds an OS lock on for as long as it has the game open. It is never
/// renamed or replaced (the journal is), so the lock stays on the same file.
pub const LOCK: &str = "lock";
/// How far the table has looked through the pages (moments, the Event Phase walk) of the last
/// step: window state that must survive a quit or a crash, so the walk comes back at its page.
pub const SEEN: &str = "seen.json";
/// The phones a game had on: their address, port and seat secrets (issue 53).
pub const PHONES: &str = "phones.json";

/// The pages of command number `command` (1-based: the journal's cursor after it) that the
/// table has moved past with "Next".
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Seen {
    pub command: usize,
    pub pages: usize,
    /// Whether the step's private sights were still unseen (the curtain was up): a resume
    /// raises the curtain again. `None` in a file written before it was kept: each game says
    /// how such a mark reads ([`crate::storage::Stored::sights_unseen_in_older_mark`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sights_unseen: Option<bool>,
}

/// The phones a game had on when it was last open: the address the table chose, the port and
/// each seat's secret, so the same links work again after a restart or a return from the
/// saved games (a seat link is the seat's key; it stays in the game's own folder).
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct PhonesMark {
    pub address: std::net::IpAddr,
    pub port: u16,
    pub secrets: Vec<String>,
}

/// The OS lock that makes a process the only writer of one game. Released when dropped, and by
/// the OS when the process ends in any way (a crash, SIGKILL), so a stale lock never blocks.
#[derive(Debug)]
pub struct GameLock {
    /// `None` when the folder cannot be written (read-only disk): nothing can be saved then, so
    /// there is nothing to protect, and the game is played in memory.
    _file: Option<std::fs::File>,
}

impl GameLock {
    /// A lock on nothing: the folder could not be made, so nothing is written there either.
    pub fn none() -> GameLock {
        GameLock { _file: None }
    }
}

/// Why a game could not be locked.
#[derive(Debug)]
pub enum LockError {
    /// Another process (another window, another `headless`) has the game open.
    InUse,
    Io(io::Error),
}

/// A game's folder name: 1 to 64 ASCII letters, digits, `-` or `_`, so it can never name a path
/// outside the store.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct GameId(String);

/// A folder name that cannot be a game's (see [`GameId`]).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0:?} is not a game id")]
pub struct NotAGameId(pub String);

impl GameId {
    pub fn parse(s: &str) -> Result<GameId, NotAGameId> {
        let ok = (1..=64).contains(&s.len())
            && s.bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_');
        if ok {
            Ok(GameId(s.to_string()))
        } else {
            Err(NotAGameId(s.to_string()))
        }
    }

    /// A fresh id: the start time in seconds, then a few hex digits that differ between games
    /// started in the same second.
    pub fn fresh() -> GameId {
        static COUNTER: AtomicU32 = AtomicU32::new(0);
        let now = SystemTime::now()
            .duration_since(SystemTime::UNIX_EPOCH)
            .unwrap_or_default();
        let mix = now.subsec_nanos()
            ^ std::process::id().rotate_left(16)
            ^ COUNTER
                .fetch_add(1, Ordering::Relaxed)
                .wrapping_mul(0x9e37_79b9);
        GameId(format!("{}-{:08x}", now.as_secs(), mix))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// One entry of the list of saved games.
#[derive(Debug, Clone, PartialEq)]
pub struct GameSummary {
    pub id: GameId,
    /// When the journal was last written (the list is sorted by it, newest first).
    pub modified: Option<SystemTime>,
    /// None when `meta.json` is missing or unreadable (the session layer can rebuild it).
    pub meta: Option<Meta>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameStore {
    root: PathBuf,
}

impl GameStore {
    /// A store under `root` (nothing is created until a game is saved).
    pub fn new(root: impl Into<PathBuf>) -> GameStore {
        GameStore { root: root.into() }
    }

    /// The store in the data folder (`NEMESIS_DATA_DIR` or the platform's).
    pub fn at_default_location() -> Result<GameStore, super::root::NoDataFolder> {
        super::root::data_root().map(GameStore::new)
    }

    pub fn root(&self) -> &Path {
        &self.root
    }

    pub fn games_dir(&self) -> PathBuf {
        self.root.join("games")
    }

    pub fn game_dir(&self, id: &GameId) -> PathBuf {
        self.games_dir().join(id.as_str())
    }

    pub fn journal_path(&self, id: &GameId) -> PathBuf {
        self.game_dir(id).join(JOURNAL)
    }

    pub fn meta_path(&self, id: &GameId) -> PathBuf {
        self.game_dir(id).join(META)
    }

    /// Makes the folder of a new game and writes its journal atomically. Fails if the folder
    /// already exists: nothing is ever overwritten.
    pub fn create<R: Stored>(
        &self,
        id: &GameId,
        header: &Header<R>,
        events: &[Event<R>],
    ) -> io::Result<()> {
        let games = self.games_dir();
        std::fs::create_dir_all(&games)?;
        let dir = self.game_dir(id);
        std::fs::create_dir(&dir)?;
        atomic::sync_dir(&games)?;
        atomic::atomic_write(&dir.join(JOURNAL), &file::encode(header, events))
    }

    /// Takes the game's writer lock without waiting: `LockError::InUse` when another process
    /// holds it.
    pub fn lock(&self, id: &GameId) -> Result<GameLock, LockError> {
        let path = self.game_dir(id).join(LOCK);
        let file = match std::fs::OpenOptions::new()
            .read(true)
            .write(true)
            .create(true)
            .truncate(false)
            .open(&path)
        {
            Ok(f) => f,
            // A folder that cannot be written: an existing lock file can still be locked
            // (flock works on a read-only handle); without one there is nothing to lock.
            Err(e) if is_read_only(&e) => match std::fs::File::open(&path) {
                Ok(f) => f,
                Err(_) => return Ok(GameLock { _file: None }),
            },
            Err(e) => return Err(LockError::Io(e)),
        };
        match file.try_lock() {
            Ok(()) => Ok(GameLock { _file: Some(file) }),
            Err(std::fs::TryLockError::WouldBlock) => Err(LockError::InUse),
            Err(std::fs::TryLockError::Error(e)) if is_read_only(&e) => {
                Ok(GameLock { _file: None })
            }
            Err(std::fs::TryLockError::Error(e)) => Err(LockError::Io(e)),
        }
    }

    /// Appends the `seq`-th event (1-based): safe from a crash of the app when this returns, on
    /// the disk moments later (`atomic::append_line`).
    pub fn append<R: Stored>(&self, id: &GameId, seq: usize, event: &Event<R>) -> io::Result<()> {
        atomic::append_line(
            &self.journal_path(id),
            file::encode_event(seq, event).as_bytes(),
        )
    }

    /// Replaces the whole journal atomically (the folder is made if missing): the old file stays
    /// whole until the new one is complete on the disk.
    pub fn rewrite<R: Stored>(
        &self,
        id: &GameId,
        header: &Header<R>,
        events: &[Event<R>],
    ) -> io::Result<()> {
        let dir = self.game_dir(id);
        if !dir.is_dir() {
            std::fs::create_dir_all(&dir)?;
            atomic::sync_dir(&self.games_dir())?;
        }
        atomic::atomic_write(&dir.join(JOURNAL), &file::encode(header, events))
    }

    pub fn write_meta(&self, id: &GameId, meta: &Meta) -> io::Result<()> {
        meta::write(&self.meta_path(id), meta)
    }

    pub fn write_seen(&self, id: &GameId, seen: Seen) -> io::Result<()> {
        let bytes = serde_json::to_vec(&seen).map_err(io::Error::other)?;
        atomic::replace_soon(&self.game_dir(id).join(SEEN), &bytes)
    }

    /// Keeps the phones' links of a game (best effort, as `seen.json`: losing it only means new
    /// links).
    pub fn write_phones(&self, id: &GameId, mark: &PhonesMark) -> io::Result<()> {
        let bytes = serde_json::to_vec(mark).map_err(io::Error::other)?;
        atomic::replace_soon(&self.game_dir(id).join(PHONES), &bytes)
    }

    /// The phones' links a game kept, if any (a missing or unreadable file is none).
    pub fn read_phones(&self, id: &GameId) -> Option<PhonesMark> {
        let bytes = std::fs::read(self.game_dir(id).join(PHONES)).ok()?;
        serde_json::from_slice(&bytes).ok()
    }

    /// The table turned its phones off: their links are forgotten with them.
    pub fn forget_phones(&self, id: &GameId) -> io::Result<()> {
        match std::fs::remove_file(self.game_dir(id).join(PHONES)) {
            Err(e) if e.kind() != io::ErrorKind::NotFound => Err(e),
            _ => Ok(()),
        }
    }

    /// What the table had seen, if it was written (a missing or unreadable file is none).
    pub fn read_seen(&self, id: &GameId) -> Option<Seen> {
        let bytes = std::fs::read(self.game_dir(id).join(SEEN)).ok()?;
        serde_json::from_slice(&bytes).ok()
    }

    /// How many pages of the step at `command` the table had moved past: 0 when nothing was
    /// recorded for that step (a mark written at another step is stale).
    pub fn pages_seen(&self, id: &GameId, command: usize) -> usize {
        match self.read_seen(id) {
            Some(s) if s.command == command => s.pages,
            _ => 0,
        }
    }

    /// The mark of the step at `command`, if the table wrote one for that step (a mark
    /// written at another step is stale).
    pub fn seen_at(&self, id: &GameId, command: usize) -> Option<Seen> {
        self.read_seen(id).filter(|s| s.command == command)
    }

    pub fn read_meta(&self, id: &GameId) -> Option<Meta> {
        meta::read(&self.meta_path(id))
    }

    /// Reads a game's journal as a game of `R`. Never writes.
    pub fn read<R: Stored>(&self, id: &GameId) -> Result<Decoded<R>, LoadError> {
        read_file(&self.journal_path(id))
    }

    /// Which game a journal holds (its first line decides). Never writes.
    pub fn game_of(&self, id: &GameId) -> Result<GameKind, LoadError> {
        file::game_of(&read_bytes(&self.journal_path(id))?)
    }

    /// Copies the journal aside as `journal.jsonl.corrupt-<unix seconds>` before a damaged
    /// part is dropped. Returns the copy's path.
    pub fn keep_aside(&self, id: &GameId) -> io::Result<PathBuf> {
        let dir = self.game_dir(id);
        let stamp = super::now_unix();
        let mut aside = dir.join(format!("{JOURNAL}.corrupt-{stamp}"));
        let mut n = 2;
        while aside.exists() {
            aside = dir.join(format!("{JOURNAL}.corrupt-{stamp}-{n}"));
            n += 1;
        }
        atomic::copy_synced(&self.journal_path(id), &aside)?;
        Ok(aside)
    }

    /// Removes temporary files a crash may have left in a game's folder.
    pub fn clean_temporaries(&self, id: &GameId) {
        if let Ok(entries) = std::fs::read_dir(self.game_dir(id)) {
            for e in entries.flatten() {
                if e.file_name().to_string_lossy().starts_with(TEMP_PREFIX) {
                    let _ = std::fs::remove_file(e.path());
                }
            }
        }
    }

    /// Every game folder with a journal, the most recently played first. A missing store is an
    /// empty list.
    pub fn list(&self) -> io::Result<Vec<GameSummary>> {
        let entries = match std::fs::read_dir(self.games_dir()) {
            Ok(e) => e,
            Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(Vec::new()),
            Err(e) => return Err(e),
        };
        let mut games = Vec::new();
        for entry in entries {
            let entry = entry?;
            let Ok(id) = GameId::parse(&entry.file_name().to_string_lossy()) else {
                continue;
            };
            let Ok(md) = std::fs::metadata(self.journal_path(&id)) else {
                continue;
            };
            if !md.is_file() {
                continue;
            }
            games.push(GameSummary {
                meta: self.read_meta(&id),
                modified: md.modified().ok(),
                id,
            });
        }
        games.sort_by(|a, b| b.modified.cmp(&a.modified).then(b.id.cmp(&a.id)));
        Ok(games)
    }

    /// Deletes a game's folder and everything in it.
    pub fn delete(&self, id: &GameId) -> io::Result<()> {
        std::fs::remove_dir_all(self.game_dir(id))?;
        atomic::sync_dir(&self.games_dir())
    }
}

fn is_read_only(e: &io::Error) -> bool {
    matches!(
        e.kind(),
        io::ErrorKind::ReadOnlyFilesystem | io::ErrorKind::PermissionDenied
    )
}

/// Reads a journal or exported game file and decodes it as a game of `R`.
pub fn read_file<R: Stored>(path: &Path) -> Result<Decoded<R>, LoadError> {
    file::decode_as(&read_bytes(path)?)
}

/// The bytes of a game file, refusing files larger than any game without reading them whole.
pub fn read_bytes(path: &Path) -> Result<Vec<u8>, LoadError> {
    let io_err = |e: io::Error| LoadError::Io(format!("{}: {e}", path.display()));
    let f = std::fs::File::open(path).map_err(io_err)?;
    let mut bytes = Vec::new();
    f.take(MAX_FILE_BYTES as u64 + 1)
        .read_to_end(&mut bytes)
        .map_err(io_err)?;
    if bytes.len() > MAX_FILE_BYTES {
        return Err(LoadError::TooLarge(bytes.len()));
    }
    Ok(bytes)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::ids::{Mode, Side};

    fn header() -> Header {
        Header {
            app: "test".into(),
            created: 1,
            config: crate::sim::config(5, 2, Side::A, Mode::Standard),
        }
    }

    /// The mark of sights left behind the curtain: kept for its step only, and a file written
    /// before it was kept says so (`None`; each game reads it its own way).
    #[test]
    fn sights_left_unseen_are_kept_for_their_step_only() {
        let dir = tempfile::tempdir().unwrap();
        let store = GameStore::new(dir.path());
        let id = GameId::fresh();
        std::fs::create_dir_all(store.game_dir(&id)).unwrap();
        let seen = |command, pages, sights_unseen| Seen {
            command,
            pages,
            sights_unseen: Some(sights_unseen),
        };
        store.write_seen(&id, seen(4, 2, true)).unwrap();
        assert_eq!(store.seen_at(&id, 4).unwrap().sights_unseen, Some(true));
        assert_eq!(store.pages_seen(&id, 4), 2);
        assert!(
            store.seen_at(&id, 5).is_none(),
            "a mark of another step is stale"
        );
        store.write_seen(&id, seen(4, 2, false)).unwrap();
        assert_eq!(store.seen_at(&id, 4).unwrap().sights_unseen, Some(false));
        std::fs::write(store.game_dir(&id).join(SEEN), r#"{"command":4,"pages":0}"#).unwrap();
        assert_eq!(
            store.seen_at(&id, 4).unwrap().sights_unseen,
            None,
            "an older file says it did not keep it"
        );
    }

    /// `meta.json`, `seen.json` and `phones.json` are renamed into place before the disk has
    /// them: a power cut in those moments may leave them empty, which must read as missing.
    #[test]
    fn convenience_files_a_power_cut_left_empty_read_as_missing() {
        let dir = tempfile::tempdir().unwrap();
        let store = GameStore::new(dir.path());
        let id = GameId::parse("g1").unwrap();
        store.create(&id, &header(), &[]).unwrap();
        store
            .write_seen(
                &id,
                Seen {
                    command: 0,
                    pages: 3,
                    sights_unseen: Some(true),
                },
            )
            .unwrap();
        assert_eq!(store.pages_seen(&id, 0), 3);
        for name in [SEEN, META, PHONES] {
            std::fs::write(store.game_dir(&id).join(name), b"").unwrap();
        }
        assert_eq!(store.pages_seen(&id, 0), 0);
        assert!(store.seen_at(&id, 0).is_none());
        assert_eq!(store.read_meta(&id), None);
        assert!(store.read_phones(&id).is_none());
        let list = store.list().unwrap();
        assert_eq!(list.len(), 1, "the game is still listed");
        assert_eq!(list[0].meta, None);
    }

    #[test]
    fn ids_cannot_leave_the_store() {
        for bad in ["", "..", "a/b", "a\\b", "../x", "é", &"x".repeat(65)] {
            assert!(GameId::parse(bad).is_err(), "{bad}");
        }
        let fresh = GameId::fresh();
        assert_eq!(GameId::parse(fresh.as_str()), Ok(fresh.clone()));
        assert_ne!(GameId::fresh(), fresh);
    }

    #[test]
    fn create_append_list_and_delete() {
        let dir = tempfile::tempdir().unwrap();
        let store = GameStore::new(dir.path());
        assert_eq!(store.list().unwrap(), vec![]);
        let id = GameId::parse("g1").unwrap();
        store.create(&id, &header(), &[]).unwrap();
        assert!(
            store.create(&id, &header(), &[]).is_err(),
            "never overwrites"
        );
        store
            .append(&id, 1, &Event::<crate::rules::Nemesis>::Undo)
            .unwrap();
        let d = store.read::<crate::rules::Nemesis>(&id).unwrap();
        assert_eq!(d.events, vec![Event::Undo]);
        let list = store.list().unwrap();
        assert_eq!(list.len(), 1);
        assert_eq!(list[0].id, id);
        assert_eq!(list[0].meta, None);
        let aside = store.keep_aside(&id).unwrap();
        assert_eq!(
            std::fs::read(&aside).unwrap(),
            std::fs::read(store.journal_path(&id)).unwrap()
        );
        assert_ne!(
            store.keep_aside(&id).unwrap(),
            aside,
            "a second copy gets its own name"
        );
        store.delete(&id).unwrap();
        assert_eq!(store.list().unwrap(), vec![]);
    }

    #[test]
    fn oversized_files_are_refused_unread() {
        let dir = tempfile::tempdir().unwrap();
        let p = dir.path().join("big");
        let f = std::fs::File::create(&p).unwrap();
        f.set_len(MAX_FILE_BYTES as u64 + 10).unwrap();
        assert!(matches!(
            read_file::<crate::rules::Nemesis>(&p),
            Err(LoadError::TooLarge(_))
        ));
    }
}
