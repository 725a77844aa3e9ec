//! A journal that is saved as it goes: every command is applied by the rules in memory first,
//! then appended to the game's journal file, and only then are its outcomes returned (the disk
//! confirms the line moments later, off the caller's thread: `storage::background_sync`).
//! When the disk fails (full, read-only, removed) the game goes on in memory with
//! `StorageStatus::Failing`, and the next command (or `retry`) rewrites the whole file atomically
//! from memory, never touching what is already on the disk until the new file is complete.

use super::saves::{self, Loaded, Recovery};
use super::{Journal, Session};
use crate::rules::Nemesis;
use crate::storage::DiskTrouble;
use crate::storage::file::{Event, Header, LoadError};
use crate::storage::store::{GameId, GameLock, GameStore, LockError, Seen};
use crate::storage::stored::Stored;
use std::io;

/// A journal file longer than this many lines is rewritten compact: at most
/// `2 × MAX_COMMANDS` lines, so a saved game always stays far below the file size limit.
const COMPACT_AFTER_LINES: usize = 3 * super::journal::MAX_COMMANDS;

/// Whether the game is safely on the disk.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum StorageStatus {
    /// Everything played is on the disk.
    Saved,
    /// The last write failed for this reason; the game is only in memory until a write succeeds.
    Failing(DiskTrouble),
}

/// What `continue_last` found: the game resumed (with what was dropped from a damaged file),
/// if any, and the newer games it passed over.
#[derive(Debug)]
pub struct Continued<R: Stored = Nemesis> {
    pub game: Option<(PersistentJournal<R>, Option<Recovery>)>,
    pub skipped: Vec<saves::Skipped>,
}

/// Why `continue_last` could not continue.
#[derive(Debug, Clone, PartialEq)]
pub enum ContinueError {
    /// The folder of saved games cannot be read.
    Unreadable(String),
    /// The game to continue could not be opened (`LoadError::InUse`: another process has it).
    Game { id: GameId, error: LoadError },
}

impl std::fmt::Display for ContinueError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ContinueError::Unreadable(why) => f.write_str(why),
            ContinueError::Game { id, error } => write!(f, "game {id}: {error}"),
        }
    }
}

/// A game of any game (`R`), saved as it goes in the one store.
#[derive(Debug)]
pub struct PersistentJournal<R: Stored = Nemesis> {
    journal: Journal<R>,
    store: GameStore,
    id: GameId,
    header: Header<R>,
    /// Events in the file on disk when `clean`; the next line is number `on_disk + 1`.
    on_disk: usize,
    /// The file on disk is exactly the game so far, so new events can be appended to it.
    clean: bool,
    /// A damaged file must be copied aside before it may be rewritten.
    copy_aside_first: bool,
    journal_error: Option<DiskTrouble>,
    meta_error: Option<DiskTrouble>,
    /// (round, finished) last written to meta.json.
    meta_written: Option<(u32, bool)>,
    /// While the table tells the last step page by page: the round, and whether the game is
    /// over, as of the page on screen. The saved-games line says these, not the end of the step
    /// (issue 39: 「2라운드」 in the list during round 1's Event Phase).
    shown: Option<(u32, bool)>,
    /// Held for the game's life: a second process cannot open the game (`LoadError::InUse`).
    _lock: Option<GameLock>,
}

impl<R: Stored> PersistentJournal<R> {
    /// Starts a new game in the store. Only a setup the rules refuse is an error: when the disk
    /// fails, the game starts in memory with a `Failing` status.
    pub fn create(store: GameStore, config: R::Config) -> Result<PersistentJournal<R>, R::Error> {
        let journal = Journal::new(config.clone())?;
        let header = saves::new_header(config);
        let mut id = GameId::fresh();
        let mut result = store.create(&id, &header, &[]);
        for _ in 0..8 {
            match &result {
                Err(e) if e.kind() == io::ErrorKind::AlreadyExists => {
                    id = GameId::fresh();
                    result = store.create(&id, &header, &[]);
                }
                _ => break,
            }
        }
        // a fresh folder: nobody else can hold its lock; a folder that could not be made has
        // nothing to lock
        let lock = result.as_ref().ok().and_then(|_| store.lock(&id).ok());
        let mut pj = PersistentJournal {
            journal,
            store,
            id,
            header,
            _lock: lock,
            on_disk: 0,
            clean: result.is_ok(),
            copy_aside_first: false,
            journal_error: result.err().map(|e| DiskTrouble::of(&e)),
            meta_error: None,
            meta_written: None,
            shown: None,
        };
        pj.write_meta();
        Ok(pj)
    }

    /// Opens a saved game where it stopped. A damaged file is copied aside (for a damaged or
    /// refused line) and rewritten up to its last good step, which the returned `Recovery`
    /// describes. Unreadable files (newer format, not a save) are left untouched.
    pub fn resume(
        store: GameStore,
        id: &GameId,
    ) -> Result<(PersistentJournal<R>, Option<Recovery>), LoadError> {
        // the lock first: the file is read only by its one writer
        let lock = match store.lock(id) {
            Ok(l) => l,
            Err(LockError::InUse) => return Err(LoadError::InUse),
            Err(LockError::Io(e)) => {
                return Err(LoadError::Io(format!(
                    "{}: {e}",
                    store.game_dir(id).display()
                )));
            }
        };
        let Loaded {
            header,
            journal,
            events,
            mut recovery,
        } = saves::open(store.read::<R>(id)?)?;
        store.clean_temporaries(id);
        let mut pj = PersistentJournal {
            journal,
            store,
            id: id.clone(),
            header,
            _lock: Some(lock),
            on_disk: events.len(),
            clean: recovery.is_none(),
            copy_aside_first: false,
            journal_error: None,
            meta_error: None,
            meta_written: None,
            shown: None,
        };
        if let Some(r) = &mut recovery {
            if r.wants_copy() {
                match pj.store.keep_aside(id) {
                    Ok(path) => r.set_kept_aside(path),
                    // Without a copy the damaged file must stay as it is: play goes on in
                    // memory and the rewrite waits until a copy can be made.
                    Err(_) => pj.copy_aside_first = true,
                }
            }
            pj.flush_all();
        }
        pj.meta_written = pj
            .store
            .read_meta(id)
            .map(|m| (m.round, m.ended))
            .filter(|_| pj.clean);
        pj.write_meta();
        Ok((pj, recovery))
    }

    /// Resumes the most recently played game that can be resumed (see
    /// [`saves::last_resumable`]), with the games passed over and why. A game open in another
    /// process is an error, not skipped: the player asked for that game.
    pub fn continue_last(store: GameStore) -> Result<Continued<R>, ContinueError> {
        let (last, skipped) = saves::last_resumable::<R>(&store).map_err(|e| {
            ContinueError::Unreadable(format!(
                "the saved games in {} cannot be read: {e}",
                store.games_dir().display()
            ))
        })?;
        let game = match last {
            None => None,
            Some(id) => Some(
                PersistentJournal::resume(store, &id)
                    .map_err(|error| ContinueError::Game { id, error })?,
            ),
        };
        Ok(Continued { game, skipped })
    }

    pub fn id(&self) -> &GameId {
        &self.id
    }

    pub fn store(&self) -> &GameStore {
        &self.store
    }

    /// Records that the table moved past `pages` pages of the last step. Best effort: losing it
    /// loses no step, only the page a resumed walk starts at.
    pub fn mark_seen(&mut self, pages: usize) {
        let sights_unseen = self.sights_unseen();
        self.write_seen(pages, sights_unseen);
    }

    /// Records whether the last step's private sights are still behind the curtain (best
    /// effort, as the pages): a quit or a crash before they were seen raises it again.
    pub fn mark_sights_unseen(&mut self, unseen: bool) {
        let pages = self.pages_seen();
        self.write_seen(pages, unseen);
    }

    /// Whether the last step's private sights were left unseen (a mark from before this was
    /// kept reads as the game says: [`Stored::sights_unseen_in_older_mark`]).
    pub fn sights_unseen(&self) -> bool {
        match self.store.seen_at(&self.id, self.journal.cursor()) {
            Some(Seen {
                sights_unseen: Some(unseen),
                ..
            }) => unseen,
            Some(older) => R::sights_unseen_in_older_mark(older.pages),
            None => false,
        }
    }

    fn write_seen(&mut self, pages: usize, sights_unseen: bool) {
        let seen = Seen {
            command: self.journal.cursor(),
            pages,
            sights_unseen: Some(sights_unseen),
        };
        let _ = self.store.write_seen(&self.id, seen);
    }

    /// Records the pages seen, and the round (and whether the game is over) as of the page on
    /// screen, for the list of saved games; `None` once the step is told to its end.
    pub fn mark_seen_showing(&mut self, pages: usize, shown: Option<(u32, bool)>) {
        self.mark_seen(pages);
        if self.shown != shown {
            self.shown = shown;
            self.write_meta();
        }
    }

    /// How many pages of the last step the table had moved past (0 when it had not recorded
    /// any for this step).
    pub fn pages_seen(&self) -> usize {
        self.store.pages_seen(&self.id, self.journal.cursor())
    }

    pub fn header(&self) -> &Header<R> {
        &self.header
    }

    pub fn status(&self) -> StorageStatus {
        match (&self.journal_error, &self.meta_error) {
            (Some(e), _) | (None, Some(e)) => StorageStatus::Failing(e.clone()),
            (None, None) => StorageStatus::Saved,
        }
    }

    /// Tries again to bring the disk up to date (the GUI may call this on a timer while failing).
    pub fn retry(&mut self) -> StorageStatus {
        if !self.clean {
            self.flush_all();
        }
        self.write_meta();
        self.status()
    }

    fn persist(&mut self, event: Event<R>) {
        if self.clean {
            match self.store.append(&self.id, self.on_disk + 1, &event) {
                Ok(()) => {
                    self.on_disk += 1;
                    self.journal_error = None;
                    // undo and redo lines add up without bound; past this many lines the file
                    // is rewritten compact (the commands, then one undo per undone one)
                    if self.on_disk > COMPACT_AFTER_LINES {
                        self.flush_all();
                    }
                }
                Err(e) => {
                    // The file may now end with part of a line: never append to it again; the
                    // next write replaces it whole.
                    self.clean = false;
                    self.journal_error = Some(DiskTrouble::of(&e));
                }
            }
        } else {
            self.flush_all();
        }
        self.write_meta();
    }

    /// Rewrites the whole journal atomically from memory.
    fn flush_all(&mut self) {
        if self.copy_aside_first {
            match self.store.keep_aside(&self.id) {
                Ok(_) => self.copy_aside_first = false,
                Err(e) => {
                    self.journal_error = Some(DiskTrouble::of(&e));
                    return;
                }
            }
        }
        let events = saves::compact(&self.journal);
        match self.store.rewrite(&self.id, &self.header, &events) {
            Ok(()) => {
                self.clean = true;
                self.on_disk = events.len();
                self.journal_error = None;
            }
            Err(e) => self.journal_error = Some(DiskTrouble::of(&e)),
        }
    }

    fn write_meta(&mut self) {
        let mut meta = saves::meta_of(&self.header, &self.journal);
        if let Some((round, ended)) = self.shown {
            meta.round = round;
            meta.ended = ended;
        }
        let key = (meta.round, meta.ended);
        if self.meta_written == Some(key) && self.meta_error.is_none() {
            return;
        }
        match self.store.write_meta(&self.id, &meta) {
            Ok(()) => {
                self.meta_written = Some(key);
                self.meta_error = None;
            }
            Err(e) => self.meta_error = Some(DiskTrouble::of(&e)),
        }
    }
}

impl<R: Stored> Session<R> for PersistentJournal<R> {
    fn journal(&self) -> &Journal<R> {
        &self.journal
    }

    fn kept(&self) -> Option<(GameStore, GameId)> {
        Some((self.store.clone(), self.id.clone()))
    }

    fn apply(&mut self, cmd: R::Command) -> Result<Vec<R::Outcome>, R::Error> {
        let out = self.journal.apply(cmd)?;
        self.shown = None;
        // the command as the journal keeps it (normalised), not as it was sent
        if let Some(kept) = self.journal.commands().last().cloned() {
            self.persist(Event::Command(kept));
        }
        Ok(out)
    }

    fn undo(&mut self) -> Option<String> {
        let label = self.journal.undo()?;
        self.shown = None;
        self.persist(Event::Undo);
        Some(label)
    }

    fn redo(&mut self) -> Option<Result<Vec<R::Outcome>, R::Error>> {
        let result = self.journal.redo()?;
        self.shown = None;
        if result.is_ok() {
            self.persist(Event::Redo);
        }
        Some(result)
    }

    fn storage_warning(&self) -> Option<DiskTrouble> {
        match self.status() {
            StorageStatus::Saved => None,
            StorageStatus::Failing(e) => Some(e),
        }
    }
}
