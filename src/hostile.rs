//! Entry points for hostile input, shared by the fuzz targets (`fuzz/`) and the test that replays
//! their corpus (`tests/fuzz_corpus.rs`). Each takes arbitrary bytes and returns `Err` only when
//! a promise is broken (a panic is a broken promise too): bad input itself must give a clear error.

use crate::cli::headless::answer;
use crate::rules::ids::{Mode, Side};
use crate::rules::retaliation::{Retaliation, RetaliationConfig};
use crate::rules::{Nemesis, Ruleset};
use crate::session::Journal;
use crate::session::saves::{load_bytes, validate_import};
use crate::storage::Stored;
use crate::storage::file::encode;

/// Lines fed to one game at most, so one input stays quick.
const MAX_LINES: usize = 64;

/// A journal or save file from the disk: loads or is refused with a reason; what loads writes
/// back to a file that loads clean to the same game.
pub fn load_journal(bytes: &[u8]) -> Result<(), String> {
    load_journal_of::<Nemesis>(bytes)?;
    load_journal_of::<Retaliation>(bytes)
}

fn load_journal_of<R: Stored>(bytes: &[u8]) -> Result<(), String> {
    let Ok(loaded) = load_bytes::<R>(bytes) else {
        return Ok(());
    };
    let again = load_bytes(&encode(&loaded.header, &loaded.events))
        .map_err(|e| format!("a re-encoded game does not load: {e}"))?;
    if again.recovery.is_some() {
        return Err(format!(
            "a re-encoded game is damaged: {:?}",
            again.recovery
        ));
    }
    if again.journal.saved() != loaded.journal.saved() {
        return Err("a re-encoded game replays to another game".into());
    }
    Ok(())
}

/// A file offered for import: accepted only when whole, and then it exports and imports again.
pub fn import_file(bytes: &[u8]) -> Result<(), String> {
    import_file_of::<Nemesis>(bytes)?;
    import_file_of::<Retaliation>(bytes)
}

fn import_file_of<R: Stored>(bytes: &[u8]) -> Result<(), String> {
    let Ok(loaded) = validate_import::<R>(bytes) else {
        return Ok(());
    };
    if loaded.recovery.is_some() {
        return Err("a damaged file was accepted for import".into());
    }
    let exported = encode(&loaded.header, &loaded.events);
    let again = validate_import(&exported).map_err(|e| format!("an export is refused: {e}"))?;
    if again.journal.saved() != loaded.journal.saved() {
        return Err("export then import gives another game".into());
    }
    Ok(())
}

/// `headless` lines (one per line of input) against a fresh game of each ruleset: every line
/// gets a JSON answer with `ok`, and a refused line changes nothing.
pub fn headless_lines(bytes: &[u8]) -> Result<(), String> {
    let text = String::from_utf8_lossy(bytes);
    let Ok(nemesis) = Journal::<Nemesis>::new(crate::sim::config(1, 4, Side::A, Mode::Standard))
    else {
        return Err("the fixed setup is refused".into());
    };
    lines_against(nemesis, &text)?;
    let Ok(retaliation) = Journal::<Retaliation>::new(RetaliationConfig::numbered(1, 4)) else {
        return Err("the fixed Retaliation setup is refused".into());
    };
    lines_against(retaliation, &text)
}

fn lines_against<R: Ruleset>(mut journal: Journal<R>, text: &str) -> Result<(), String>
where
    R::State: PartialEq,
{
    for line in text.lines().take(MAX_LINES) {
        let before = journal.clone();
        let reply = answer::<R, _>(&mut journal, line);
        match reply.get("ok").and_then(|v| v.as_bool()) {
            Some(true) => {}
            Some(false) => {
                // the whole journal: commands, cursor, snapshots and the state, hidden part too
                if journal != before {
                    return Err(format!(
                        "refused line changed the game: {line:?} -> {reply}"
                    ));
                }
                if reply.get("error").and_then(|e| e.get("error")).is_none() {
                    return Err(format!("refusal without an error code: {reply}"));
                }
            }
            None => return Err(format!("answer without ok: {reply}")),
        }
    }
    Ok(())
}

/// The files beside the journals, from the disk: an older Retaliation save (format 1), a game's
/// `meta.json` and `settings.json`. Each is read or refused with a reason; a refused save is
/// left exactly as it was, and a refused settings file is set aside under another name, never
/// lost.
pub fn other_files(bytes: &[u8]) -> Result<(), String> {
    use crate::session::legacy;
    use crate::storage::store::{GameId, GameStore};
    let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
    let fail = |e: std::io::Error| e.to_string();
    // an older Retaliation save
    let store = GameStore::new(dir.path().join("data"));
    let id = GameId::parse("1700000000-hostile").map_err(|e| e.to_string())?;
    let old = legacy::old_games_dir(store.root()).join(id.as_str());
    std::fs::create_dir_all(&old).map_err(fail)?;
    std::fs::write(old.join(legacy::FILE), bytes).map_err(fail)?;
    let refused = legacy::convert_all(&store);
    if refused.is_empty() {
        if std::fs::read(old.join(legacy::CONVERTED)).map_err(fail)? != bytes {
            return Err("a converted older save was not kept as it was".into());
        }
        // it opens, or says why it cannot (a journal of refused steps is a damaged game)
        let _ = crate::session::PersistentJournal::<Retaliation>::resume(store.clone(), &id);
    } else if std::fs::read(old.join(legacy::FILE)).map_err(fail)? != bytes {
        return Err("a refused older save was changed".into());
    }
    // a game's summary
    let meta = dir.path().join("meta.json");
    std::fs::write(&meta, bytes).map_err(fail)?;
    let _ = crate::storage::meta::read(&meta);
    // the settings
    let settings = dir.path().join("settings");
    std::fs::create_dir_all(&settings).map_err(fail)?;
    std::fs::write(settings.join("settings.json"), bytes).map_err(fail)?;
    let (_, _, notice) = crate::settings::Store::open(&settings);
    if notice.is_some() {
        let kept = std::fs::read_dir(&settings)
            .map_err(fail)?
            .flatten()
            .any(|f| std::fs::read(f.path()).is_ok_and(|b| b == bytes));
        if !kept {
            return Err("a refused settings file was lost".into());
        }
    }
    Ok(())
}
