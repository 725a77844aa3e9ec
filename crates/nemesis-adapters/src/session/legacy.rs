//! Retaliation games saved before every game shared one store: one whole-file JSON per game at
//! `<data>/retaliation/games/<id>/game.json` ("format 1" of that wing, FROZEN below). Each is
//! converted once into the one store as a line journal with the same id, steps, undone tail
//! and the table's page mark; the original is then renamed `game.json.converted` beside where
//! it was, so it is kept and never converted twice. A file that cannot be read is left as it
//! is, and the list says why.

use super::saves::{self, Skipped};
use crate::rules::Ruleset;
use crate::rules::retaliation::Retaliation;
use crate::storage::file::{Event, Header, LoadError};
use crate::storage::store::{self, GameId, GameStore, LockError, SEEN};
use serde::Deserialize;
use std::path::{Path, PathBuf};

/// The old file of one game.
pub const FILE: &str = "game.json";
/// What it is renamed to once converted.
pub const CONVERTED: &str = "game.json.converted";

/// The old file, FROZEN: it read every file that wing wrote.
#[derive(Deserialize)]
struct File {
    format: u32,
    game: String,
    app: String,
    created: u64,
    saved: Saved,
}

#[derive(Deserialize)]
struct Saved {
    config: <Retaliation as Ruleset>::Config,
    commands: Vec<<Retaliation as Ruleset>::Command>,
    cursor: usize,
}

/// The old wing's folder of games under the data folder `root`.
pub fn old_games_dir(root: &Path) -> PathBuf {
    root.join("retaliation").join("games")
}

/// Converts every old Retaliation save under the store's data folder that is not converted yet.
/// Returns the ones that could not be, with why (they are left untouched). Nothing to convert is
/// quick: one directory listing.
pub fn convert_all(store: &GameStore) -> Vec<Skipped> {
    let Ok(entries) = std::fs::read_dir(old_games_dir(store.root())) else {
        return Vec::new();
    };
    let mut problems = Vec::new();
    for entry in entries.flatten() {
        let Ok(id) = GameId::parse(&entry.file_name().to_string_lossy()) else {
            continue;
        };
        if !entry.path().join(FILE).is_file() {
            continue;
        }
        if let Err(reason) = convert(store, &entry.path(), &id) {
            problems.push(Skipped { id, reason });
        }
    }
    problems
}

fn convert(store: &GameStore, dir: &Path, id: &GameId) -> Result<(), LoadError> {
    let io = |e: std::io::Error| LoadError::Io(e.to_string());
    // an old window may still have it open: leave it until it is closed
    let old = GameStore::new(store.root().join("retaliation"));
    let _lock = match old.lock(id) {
        Ok(l) => l,
        Err(LockError::InUse) => return Err(LoadError::InUse),
        Err(LockError::Io(e)) => return Err(io(e)),
    };
    let path = dir.join(FILE);
    let bytes = store::read_bytes(&path)?;
    let file: File = serde_json::from_slice(&bytes).map_err(|e| {
        LoadError::NotASave(format!(
            "an older Retaliation save that cannot be read: {e}"
        ))
    })?;
    if file.format != 1 || file.game != "retaliation" {
        return Err(LoadError::NotASave(format!(
            "an older Retaliation save of an unknown kind ({} format {})",
            file.game, file.format
        )));
    }
    let header = Header::<Retaliation> {
        app: file.app,
        created: file.created,
        config: file.saved.config,
    };
    let all = file.saved.commands.len();
    let undone = all - file.saved.cursor.min(all);
    let events: Vec<Event<Retaliation>> = file
        .saved
        .commands
        .into_iter()
        .map(Event::Command)
        .chain(std::iter::repeat_n(Event::Undo, undone))
        .collect();
    if !store.journal_path(id).is_file() {
        match store.create(id, &header, &events) {
            Ok(()) => {}
            // a half-made folder from a conversion cut short: write the journal into it
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {
                store.rewrite(id, &header, &events).map_err(io)?
            }
            Err(e) => return Err(io(e)),
        }
        if let Ok(seen) = std::fs::read(dir.join(SEEN)) {
            let _ = crate::storage::atomic_write(&store.game_dir(id).join(SEEN), &seen);
        }
        // the list shows when it was last played, not when it was converted
        let played = std::fs::metadata(&path).and_then(|m| m.modified()).ok();
        if let Some(t) = played
            && let Ok(f) = std::fs::File::options()
                .write(true)
                .open(store.journal_path(id))
        {
            let _ = f.set_modified(t);
        }
        if let Ok(loaded) = store.read::<Retaliation>(id).and_then(saves::open) {
            let mut meta = saves::meta_of(&loaded.header, &loaded.journal);
            if let Some(secs) = played
                .and_then(|t| t.duration_since(std::time::UNIX_EPOCH).ok())
                .map(|d| d.as_secs())
            {
                meta.updated = secs;
            }
            let _ = store.write_meta(id, &meta);
        }
    }
    std::fs::rename(&path, dir.join(CONVERTED)).map_err(io)
}
