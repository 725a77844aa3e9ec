//! A game of another ruleset than base *Nemesis* (today: Retaliation), saved as it goes: after
//! every command, undo and redo the whole game (its setup and its commands, never a state) is
//! written atomically to `<data>/<game>/games/<id>/game.json`, so a crash at any moment leaves
//! the previous or the new file, whole. The folder holds an OS lock while the game is open, so
//! a second window cannot play it at the same time and lose steps. Reading refuses a damaged,
//! foreign or newer file with a reason and never touches it.
//!
//! Why not the base game's line-per-command journal: these games are a few hundred commands, so
//! rewriting ~50 KB per step costs nothing, and the file is one `SavedGame` anyone can read.

use super::{Journal, SavedGame, Session, StorageStatus};
use crate::rules::{GameKind, Ruleset};
use crate::storage::atomic;
use crate::storage::file::LoadError;
use crate::storage::store::{GameId, GameLock, GameStore, LockError};
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// The one file of a saved game.
pub const FILE: &str = "game.json";
/// The file format this build writes and reads.
pub const FORMAT: u32 = 1;

#[derive(Serialize, Deserialize)]
#[serde(bound = "")]
struct File<R: Ruleset> {
    format: u32,
    game: GameKind,
    app: String,
    created: u64,
    saved: SavedGame<R>,
}

/// What the start screen shows of a saved game without replaying it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Listed {
    pub id: GameId,
    pub players: usize,
    /// The players' names as the game was set up (empty when the file does not say).
    pub names: Vec<String>,
    pub commands: usize,
    pub modified: Option<std::time::SystemTime>,
}

/// The saved games of ruleset `R` under `root` (the app's data folder).
pub fn store<R: Ruleset>(root: &Path) -> GameStore {
    GameStore::new(root.join(key::<R>()))
}

fn key<R: Ruleset>() -> String {
    serde_json::to_value(R::GAME)
        .ok()
        .and_then(|v| v.as_str().map(str::to_string))
        .unwrap_or_else(|| "game".into())
}

fn path(store: &GameStore, id: &GameId) -> PathBuf {
    store.game_dir(id).join(FILE)
}

/// Reads a saved file into a journal. A command the rules refuse ends the replay there: the game
/// continues from the step before it, and the reason is returned.
pub fn decode<R: Ruleset>(bytes: &[u8]) -> Result<(Journal<R>, Option<String>), LoadError> {
    #[derive(Deserialize)]
    struct Peek {
        format: u32,
        game: serde_json::Value,
    }
    let peek: Peek = serde_json::from_slice(bytes).map_err(|e| {
        if bytes.iter().all(u8::is_ascii_whitespace) {
            LoadError::Empty
        } else {
            LoadError::NotASave(format!("not a saved game file: {e}"))
        }
    })?;
    if peek.format > FORMAT {
        return Err(LoadError::NewerSchema {
            found: peek.format,
            supported: FORMAT,
        });
    }
    let game = peek.game.as_str().unwrap_or("?").to_string();
    if game != key::<R>() {
        return Err(LoadError::UnknownGame(game));
    }
    let file: File<R> = serde_json::from_slice(bytes)
        .map_err(|e| LoadError::NotASave(format!("the game is not understood: {e}")))?;
    let saved = file.saved;
    match Journal::replay(saved.clone()) {
        Ok(j) => Ok((j, None)),
        Err((0, e)) => Err(LoadError::NotASave(format!(
            "the rules refuse its setup: {e}"
        ))),
        Err((i, e)) => {
            let mut shorter = saved;
            shorter.commands.truncate(i);
            shorter.cursor = shorter.cursor.min(i);
            let j = Journal::replay(shorter).map_err(|(_, e)| {
                LoadError::NotASave(format!("the game cannot be replayed: {e}"))
            })?;
            Ok((
                j,
                Some(format!("step {} is refused by the rules ({e})", i + 1)),
            ))
        }
    }
}

/// Every saved game of `R`, the most recently played first. Unreadable ones are listed too (the
/// window says why when it is opened).
pub fn list<R: Ruleset>(root: &Path) -> Vec<Listed> {
    let store = store::<R>(root);
    let Ok(entries) = std::fs::read_dir(store.games_dir()) else {
        return Vec::new();
    };
    let mut out: Vec<Listed> = entries
        .flatten()
        .filter_map(|e| GameId::parse(&e.file_name().to_string_lossy()).ok())
        .filter_map(|id| {
            let p = path(&store, &id);
            let modified = std::fs::metadata(&p).ok()?.modified().ok();
            let bytes = std::fs::read(&p).ok()?;
            #[derive(Deserialize)]
            struct Summary {
                saved: SummarySaved,
            }
            #[derive(Deserialize)]
            struct SummarySaved {
                config: serde_json::Value,
                cursor: usize,
            }
            let s: Option<Summary> = serde_json::from_slice(&bytes).ok();
            let names: Vec<String> = s
                .as_ref()
                .and_then(|s| s.saved.config.get("players")?.as_array().cloned())
                .unwrap_or_default()
                .iter()
                .map(|n| n.as_str().unwrap_or_default().to_string())
                .collect();
            Some(Listed {
                players: names.len(),
                names,
                commands: s.map(|s| s.saved.cursor).unwrap_or(0),
                id,
                modified,
            })
        })
        .collect();
    out.sort_by(|a, b| b.modified.cmp(&a.modified).then(b.id.cmp(&a.id)));
    out
}

/// A game of `R` played in memory and written to its file after every change.
pub struct SavedSession<R: Ruleset> {
    journal: Journal<R>,
    store: GameStore,
    id: GameId,
    created: u64,
    status: StorageStatus,
    _lock: GameLock,
}

impl<R: Ruleset> std::fmt::Debug for SavedSession<R> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SavedSession")
            .field("id", &self.id)
            .field("status", &self.status)
            .finish_non_exhaustive()
    }
}

impl<R: Ruleset> SavedSession<R> {
    /// Starts a new game. Only a setup the rules refuse is an error; when the disk fails, the
    /// game is played in memory with a `Failing` status and written as soon as the disk allows.
    pub fn create(root: &Path, config: R::Config) -> Result<SavedSession<R>, R::Error> {
        let journal = Journal::new(config)?;
        let store = store::<R>(root);
        let id = GameId::fresh();
        let made = std::fs::create_dir_all(store.game_dir(&id));
        let lock = store.lock(&id).unwrap_or_else(|_| GameLock::none());
        let mut s = SavedSession {
            journal,
            store,
            id,
            created: crate::storage::now_unix(),
            status: StorageStatus::Saved,
            _lock: lock,
        };
        match made {
            Ok(()) => s.write(),
            Err(e) => s.status = StorageStatus::Failing(e.to_string()),
        }
        Ok(s)
    }

    /// Opens a saved game where it stopped, with what was dropped (a step the rules refuse).
    pub fn resume(
        root: &Path,
        id: &GameId,
    ) -> Result<(SavedSession<R>, Option<String>), LoadError> {
        let store = store::<R>(root);
        let lock = match store.lock(id) {
            Ok(l) => l,
            Err(LockError::InUse) => return Err(LoadError::InUse),
            Err(LockError::Io(e)) => return Err(LoadError::Io(e.to_string())),
        };
        // a crash mid-write leaves a temporary file beside the game: nothing else uses it
        store.clean_temporaries(id);
        let p = path(&store, id);
        let io = |e: std::io::Error| LoadError::Io(format!("{}: {e}", p.display()));
        // the size first: a huge file is refused without being read (issue 33: a 2 GiB save
        // took 2.1 GB of memory)
        let size = std::fs::metadata(&p).map_err(io)?.len();
        let max = crate::storage::file::MAX_FILE_BYTES;
        if size > max as u64 {
            return Err(LoadError::TooLarge(
                usize::try_from(size).unwrap_or(usize::MAX),
            ));
        }
        let mut bytes = Vec::new();
        std::io::Read::read_to_end(
            &mut std::io::Read::take(std::fs::File::open(&p).map_err(io)?, max as u64 + 1),
            &mut bytes,
        )
        .map_err(io)?;
        if bytes.len() > max {
            return Err(LoadError::TooLarge(bytes.len()));
        }
        let (journal, dropped) = decode::<R>(&bytes)?;
        #[derive(Deserialize)]
        struct Created {
            created: u64,
        }
        let created = serde_json::from_slice::<Created>(&bytes)
            .map(|c| c.created)
            .unwrap_or_else(|_| crate::storage::now_unix());
        if dropped.is_some() {
            // the whole file is kept beside it before the shorter game replaces it
            let _ = atomic::copy_synced(&p, &p.with_extension("damaged.json"));
        }
        let mut s = SavedSession {
            journal,
            store,
            id: id.clone(),
            created,
            status: StorageStatus::Saved,
            _lock: lock,
        };
        if dropped.is_some() {
            s.write();
        }
        Ok((s, dropped))
    }

    /// Records how far the table got through what the last step showed (for Retaliation: 1
    /// once the private sight was shown and hidden again). Best effort, beside the game file:
    /// losing it loses no step, only whether a resumed game shows the curtain again.
    pub fn mark_seen(&mut self, pages: usize) {
        let seen = crate::storage::store::Seen {
            command: self.journal.cursor(),
            pages,
        };
        let _ = self.store.write_seen(&self.id, seen);
    }

    /// What [`mark_seen`](Self::mark_seen) recorded for the last step (0 when nothing was).
    pub fn pages_seen(&self) -> usize {
        self.store.pages_seen(&self.id, self.journal.cursor())
    }

    pub fn id(&self) -> &GameId {
        &self.id
    }

    pub fn status(&self) -> StorageStatus {
        self.status.clone()
    }

    /// Tries the disk again after a failure.
    pub fn retry(&mut self) {
        if self.status != StorageStatus::Saved {
            self.write();
        }
    }

    fn write(&mut self) {
        let file = File::<R> {
            format: FORMAT,
            game: R::GAME,
            app: crate::VERSION_LINE.to_string(),
            created: self.created,
            saved: self.journal.saved(),
        };
        let result = serde_json::to_vec(&file)
            .map_err(|e| std::io::Error::other(e.to_string()))
            .and_then(|bytes| {
                std::fs::create_dir_all(self.store.game_dir(&self.id))?;
                atomic::atomic_write(&path(&self.store, &self.id), &bytes)
            });
        self.status = match result {
            Ok(()) => StorageStatus::Saved,
            Err(e) => StorageStatus::Failing(e.to_string()),
        };
    }
}

impl<R: Ruleset> Session<R> for SavedSession<R> {
    fn journal(&self) -> &Journal<R> {
        &self.journal
    }
    fn apply(&mut self, cmd: R::Command) -> Result<Vec<R::Outcome>, R::Error> {
        let out = self.journal.apply(cmd)?;
        self.write();
        Ok(out)
    }
    fn undo(&mut self) -> Option<String> {
        let label = self.journal.undo()?;
        self.write();
        Some(label)
    }
    fn redo(&mut self) -> Option<Result<Vec<R::Outcome>, R::Error>> {
        let out = self.journal.redo()?;
        if out.is_ok() {
            self.write();
        }
        Some(out)
    }
    fn storage_warning(&self) -> Option<String> {
        match &self.status {
            StorageStatus::Saved => None,
            StorageStatus::Failing(why) => Some(why.clone()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::retaliation::{Retaliation, RetaliationCommand as C, RetaliationConfig};

    fn config() -> RetaliationConfig {
        RetaliationConfig::numbered(7, 2)
    }

    /// A few commands the rules take at the start of any game.
    fn play(s: &mut SavedSession<Retaliation>) -> usize {
        let mut n = 0;
        for who in 0..2 {
            if s.apply(C::EndTurn { who, pass: true }).is_ok() {
                n += 1;
            }
        }
        n
    }

    /// Issue 33: a huge Retaliation save was read whole before its size was checked (a 2 GiB
    /// file took 2.1 GB of memory), and crashes left temporary files that nothing cleaned.
    #[test]
    fn a_huge_save_is_refused_unread_and_temporaries_go_on_resume() {
        let dir = tempfile::tempdir().unwrap();
        let s = SavedSession::<Retaliation>::create(dir.path(), config()).unwrap();
        let id = s.id().clone();
        drop(s);
        let store = store::<Retaliation>(dir.path());
        let tmp = store.game_dir(&id).join(format!(
            "{}{FILE}-4242",
            crate::storage::atomic::TEMP_PREFIX
        ));
        std::fs::write(&tmp, b"half a write").unwrap();
        let (again, _) = SavedSession::<Retaliation>::resume(dir.path(), &id).unwrap();
        assert!(!tmp.exists(), "no temporary file outlives a resume");
        drop(again);
        // a file claiming more than the limit (sparse: nothing is written) is refused as it is
        let p = path(&store, &id);
        let huge = crate::storage::file::MAX_FILE_BYTES as u64 * 32;
        std::fs::OpenOptions::new()
            .write(true)
            .open(&p)
            .unwrap()
            .set_len(huge)
            .unwrap();
        let refused = SavedSession::<Retaliation>::resume(dir.path(), &id).map(|_| ());
        assert!(
            matches!(refused, Err(LoadError::TooLarge(n)) if n as u64 == huge),
            "{refused:?}"
        );
        assert_eq!(std::fs::metadata(&p).unwrap().len(), huge, "left untouched");
    }

    #[test]
    fn a_game_is_on_the_disk_after_every_step_and_resumes_where_it_stopped() {
        let dir = tempfile::tempdir().unwrap();
        let mut s = SavedSession::<Retaliation>::create(dir.path(), config()).unwrap();
        assert_eq!(s.status(), StorageStatus::Saved);
        assert_eq!(play(&mut s), 2);
        s.undo().unwrap();
        let id = s.id().clone();
        let state = s.journal().state().clone();
        // a second window cannot open it while the first has it
        assert!(matches!(
            SavedSession::<Retaliation>::resume(dir.path(), &id),
            Err(LoadError::InUse)
        ));
        drop(s);
        let (mut back, dropped) = SavedSession::<Retaliation>::resume(dir.path(), &id).unwrap();
        assert!(dropped.is_none());
        assert_eq!(back.journal().state(), &state);
        // the undone step is still there to redo, with the same outcome
        assert!(back.redo().unwrap().is_ok());
        assert_eq!(list::<Retaliation>(dir.path())[0].id, id);
        assert_eq!(list::<Retaliation>(dir.path())[0].players, 2);
    }

    /// The curtain's mark: kept beside the game, for the step it was written at only.
    #[test]
    fn what_the_table_saw_is_kept_for_its_step_across_a_quit() {
        let dir = tempfile::tempdir().unwrap();
        let mut s = SavedSession::<Retaliation>::create(dir.path(), config()).unwrap();
        s.apply(C::EndTurn { who: 0, pass: true }).unwrap();
        assert_eq!(s.pages_seen(), 0, "nothing recorded yet");
        s.mark_seen(1);
        let id = s.id().clone();
        drop(s);
        let (mut back, _) = SavedSession::<Retaliation>::resume(dir.path(), &id).unwrap();
        assert_eq!(back.pages_seen(), 1, "seen before the quit");
        // another step: the mark belonged to the one before
        back.apply(C::EndTurn { who: 1, pass: true }).unwrap();
        assert_eq!(back.pages_seen(), 0);
    }

    #[test]
    fn foreign_newer_and_broken_files_are_refused_and_left_as_they_are() {
        let dir = tempfile::tempdir().unwrap();
        let s = SavedSession::<Retaliation>::create(dir.path(), config()).unwrap();
        let id = s.id().clone();
        drop(s);
        let p = path(&store::<Retaliation>(dir.path()), &id);
        let good = std::fs::read_to_string(&p).unwrap();
        for (text, want) in [
            (good.replace("\"format\":1", "\"format\":9"), "newer"),
            (
                good.replace("\"game\":\"retaliation\"", "\"game\":\"nemesis\""),
                "nemesis",
            ),
            (good[..good.len() / 2].to_string(), "not a saved game"),
            (String::new(), "empty"),
        ] {
            std::fs::write(&p, &text).unwrap();
            let err = SavedSession::<Retaliation>::resume(dir.path(), &id).unwrap_err();
            assert!(err.to_string().contains(want), "{err}");
            assert_eq!(
                std::fs::read_to_string(&p).unwrap(),
                text,
                "the file was touched"
            );
        }
    }

    #[test]
    fn a_step_the_rules_refuse_is_dropped_with_the_whole_file_kept_aside() {
        let dir = tempfile::tempdir().unwrap();
        let mut s = SavedSession::<Retaliation>::create(dir.path(), config()).unwrap();
        play(&mut s);
        let id = s.id().clone();
        drop(s);
        let p = path(&store::<Retaliation>(dir.path()), &id);
        // the second pass becomes a move through a corridor that does not exist
        let text = std::fs::read_to_string(&p).unwrap();
        let i = text.rfind("{\"cmd\":\"end_turn\"").unwrap();
        let j = i + text[i..].find('}').unwrap() + 1;
        let broken = format!(
            "{}{{\"cmd\":\"move\",\"who\":1,\"corridor\":999}}{}",
            &text[..i],
            &text[j..]
        );
        std::fs::write(&p, &broken).unwrap();
        let (back, dropped) = SavedSession::<Retaliation>::resume(dir.path(), &id).unwrap();
        assert!(dropped.unwrap().contains("step 2"));
        assert_eq!(back.journal().commands().len(), 1);
        assert_eq!(
            std::fs::read_to_string(p.with_extension("damaged.json")).unwrap(),
            broken
        );
    }

    #[cfg(unix)]
    #[test]
    fn a_read_only_disk_plays_on_in_memory_and_says_why() {
        use std::os::unix::fs::PermissionsExt;
        let dir = tempfile::tempdir().unwrap();
        std::fs::set_permissions(dir.path(), std::fs::Permissions::from_mode(0o555)).unwrap();
        if std::fs::write(dir.path().join("probe"), b"").is_ok() {
            return; // running as root: permissions do not stop writes
        }
        let mut s = SavedSession::<Retaliation>::create(dir.path(), config()).unwrap();
        assert!(s.storage_warning().is_some());
        assert_eq!(play(&mut s), 2);
        assert!(s.storage_warning().is_some());
        std::fs::set_permissions(dir.path(), std::fs::Permissions::from_mode(0o755)).unwrap();
        s.retry();
        assert_eq!(s.storage_warning(), None);
    }
}
