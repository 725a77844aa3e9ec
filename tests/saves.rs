//! Saved games: every step on the disk, resumed exactly; damaged, foreign and newer files handled
//! with a message and without losing anything; a failing disk costs nothing already written.
#![allow(clippy::unwrap_used, clippy::expect_used)] // tests and tools may stop at a broken assumption

use nemesis_companion::rules::ids::{Mode, Side};
use nemesis_companion::session::saves::{self, Recovery};
use nemesis_companion::session::{Journal, PersistentJournal, Session, StorageStatus};
use nemesis_companion::sim::{Table, config};
use nemesis_companion::storage::store::JOURNAL;
use nemesis_companion::storage::{GameId, GameStore, LoadError};
use std::path::Path;

/// Plays `steps` steps: mostly what the simulated table does next, sometimes undo or redo.
fn play<S: Session>(s: &mut S, table: &mut Table, steps: usize, salt: usize) {
    for i in 0..steps {
        match (i * 7 + salt) % 23 {
            0 | 5 => {
                s.undo();
            }
            1 => {
                s.redo();
            }
            _ => {
                let cmd = table.choose(s.journal().state());
                let _ = s.apply(cmd);
            }
        }
    }
}

fn view(j: &Journal) -> serde_json::Value {
    serde_json::to_value(j.state().public_view()).unwrap()
}

/// The process that played the game stops: its lock goes with it (one writer per game), and
/// what it had in memory is kept for comparison.
fn close(pj: PersistentJournal) -> (GameId, Journal) {
    (pj.id().clone(), pj.journal().clone())
}

fn new_game(root: &Path, seed: u64) -> PersistentJournal {
    let store = GameStore::new(root);
    PersistentJournal::<nemesis_companion::rules::Nemesis>::create(
        store,
        config(seed, 3, Side::A, Mode::Standard),
    )
    .unwrap()
}

#[test]
fn a_saved_game_resumes_at_the_exact_step_with_its_undone_tail() {
    let dir = tempfile::tempdir().unwrap();
    let mut pj = new_game(dir.path(), 11);
    let mut table = Table::new(3);
    play(&mut pj, &mut table, 120, 0);
    pj.undo();
    pj.undo();
    assert_eq!(pj.status(), StorageStatus::Saved);
    let (pj_id, mem) = close(pj);
    let (resumed, recovery) = PersistentJournal::<nemesis_companion::rules::Nemesis>::resume(
        GameStore::new(dir.path()),
        &pj_id,
    )
    .unwrap();
    assert_eq!(recovery, None);
    assert_eq!(resumed.journal().saved(), mem.saved());
    assert_eq!(view(resumed.journal()), view(&mem));
    // the same future: redo and the next commands give the same draws
    let (mut a, mut b) = (mem, resumed);
    assert_eq!(a.redo(), b.redo());
    let mut ta = Table::new(9);
    let mut tb = Table::new(9);
    for _ in 0..30 {
        let ca = ta.choose(a.journal().state());
        let cb = tb.choose(b.journal().state());
        assert_eq!(a.apply(ca), b.apply(cb));
    }
}

#[test]
fn continue_picks_the_last_unfinished_game_and_the_list_shows_each_game() {
    let dir = tempfile::tempdir().unwrap();
    let store = GameStore::new(dir.path());
    assert_eq!(
        saves::last_unfinished::<nemesis_companion::rules::Nemesis>(&store).unwrap(),
        None
    );
    let mut first = new_game(dir.path(), 1);
    play(&mut first, &mut Table::new(1), 10, 0);
    std::thread::sleep(std::time::Duration::from_millis(20));
    let mut second = new_game(dir.path(), 2);
    play(&mut second, &mut Table::new(2), 10, 0);
    let list = saves::recent_games(&store).unwrap();
    assert_eq!(list.len(), 2);
    assert_eq!(&list[0].id, second.id(), "most recent first");
    let meta = list[0].meta.as_ref().unwrap();
    assert_eq!(meta.players, ["P1", "P2", "P3"]);
    assert_eq!((meta.mode, meta.ended), (Mode::Standard, false));
    let second_id = second.id().clone();
    // one writer per game: the game must be closed before it is continued elsewhere
    let in_use =
        PersistentJournal::<nemesis_companion::rules::Nemesis>::continue_last(store.clone())
            .unwrap_err();
    assert!(
        matches!(
            &in_use,
            nemesis_companion::session::ContinueError::Game {
                error: LoadError::InUse,
                ..
            }
        ),
        "{in_use}"
    );
    assert!(in_use.to_string().contains("open in another"), "{in_use}");
    drop(second);
    let (cont, _) =
        PersistentJournal::<nemesis_companion::rules::Nemesis>::continue_last(store.clone())
            .unwrap()
            .game
            .unwrap();
    assert_eq!(cont.id(), &second_id);
    drop(cont);
    // a missing meta.json is rebuilt from the journal
    std::fs::remove_file(store.meta_path(first.id())).unwrap();
    let list = saves::recent_games(&store).unwrap();
    assert_eq!(
        list[1].meta.as_ref().unwrap().round,
        first.journal().state().round
    );
    store.delete(&second_id).unwrap();
    assert_eq!(
        saves::last_unfinished::<nemesis_companion::rules::Nemesis>(&store)
            .unwrap()
            .as_ref(),
        Some(first.id())
    );
}

#[test]
fn a_finished_game_is_not_continued() {
    let dir = tempfile::tempdir().unwrap();
    let mut pj = new_game(dir.path(), 4);
    let mut table = Table::new(4);
    for _ in 0..20_000 {
        if saves::finished(pj.journal().state()) {
            break;
        }
        let cmd = table.choose(pj.journal().state());
        let _ = pj.apply(cmd);
    }
    assert!(saves::finished(pj.journal().state()));
    let store = GameStore::new(dir.path());
    assert!(store.read_meta(pj.id()).unwrap().ended);
    assert_eq!(
        saves::last_unfinished::<nemesis_companion::rules::Nemesis>(&store).unwrap(),
        None
    );
}

#[test]
fn a_torn_last_line_is_dropped_and_the_file_repaired() {
    let dir = tempfile::tempdir().unwrap();
    let mut pj = new_game(dir.path(), 5);
    play(&mut pj, &mut Table::new(5), 15, 0);
    let before = pj.journal().saved();
    let store = GameStore::new(dir.path());
    let path = store.journal_path(pj.id());
    let mut bytes = std::fs::read(&path).unwrap();
    bytes.extend_from_slice(br#"{"seq":99,"crc":"1234abcd","event":{"cmd":{"cmd":"mo"#);
    std::fs::write(&path, &bytes).unwrap();
    let (pj_id, _) = close(pj);
    let (resumed, recovery) =
        PersistentJournal::<nemesis_companion::rules::Nemesis>::resume(store.clone(), &pj_id)
            .unwrap();
    assert!(
        matches!(recovery, Some(Recovery::TornTail { .. })),
        "{recovery:?}"
    );
    assert!(recovery.unwrap().to_string().contains("cut short"));
    assert_eq!(resumed.journal().saved(), before);
    let repaired = std::fs::read(&path).unwrap();
    assert!(repaired.ends_with(b"\n"));
    assert_eq!(
        saves::load_bytes::<nemesis_companion::rules::Nemesis>(&repaired)
            .unwrap()
            .recovery,
        None,
        "the file reads clean again"
    );
}

fn flip_in_line(path: &Path, line: usize) {
    let mut bytes = std::fs::read(path).unwrap();
    let start = bytes
        .iter()
        .enumerate()
        .filter(|(_, b)| **b == b'\n')
        .nth(line - 2)
        .unwrap()
        .0
        + 1;
    let digit = start + 8; // inside the sequence number: still JSON, wrong number or checksum
    bytes[digit] ^= 0x01;
    std::fs::write(path, bytes).unwrap();
}

#[test]
fn a_damaged_line_keeps_the_file_aside_and_offers_the_last_good_step() {
    let dir = tempfile::tempdir().unwrap();
    let mut pj = new_game(dir.path(), 6);
    let mut table = Table::new(6);
    let mut good = None;
    for _ in 0..40 {
        let cmd = table.choose(pj.journal().state());
        let _ = pj.apply(cmd);
        if pj.journal().cursor() == 5 && good.is_none() {
            good = Some(pj.journal().saved());
        }
    }
    let store = GameStore::new(dir.path());
    let path = store.journal_path(pj.id());
    flip_in_line(&path, 7); // the 6th event
    let damaged = std::fs::read(&path).unwrap();
    let (pj_id, _) = close(pj);
    let (resumed, recovery) =
        PersistentJournal::<nemesis_companion::rules::Nemesis>::resume(store.clone(), &pj_id)
            .unwrap();
    let Some(Recovery::Damaged {
        line, kept_aside, ..
    }) = &recovery
    else {
        panic!("{recovery:?}")
    };
    assert_eq!(*line, 7);
    let aside = kept_aside.as_ref().unwrap();
    assert!(
        aside
            .file_name()
            .unwrap()
            .to_string_lossy()
            .starts_with("journal.jsonl.corrupt-")
    );
    assert_eq!(
        std::fs::read(aside).unwrap(),
        damaged,
        "the damaged file is kept whole"
    );
    assert_eq!(resumed.journal().saved(), good.unwrap());
    assert!(recovery.unwrap().to_string().contains("line 7"));
}

#[test]
fn a_command_the_rules_refuse_on_replay_is_treated_like_damage() {
    use nemesis_companion::storage::file::{Event, encode};
    let dir = tempfile::tempdir().unwrap();
    let pj = new_game(dir.path(), 7);
    let store = GameStore::new(dir.path());
    let good: nemesis_companion::rules::Command =
        serde_json::from_str(r#"{"cmd":"end_turn","player":1,"passed":false}"#).unwrap();
    let bad: nemesis_companion::rules::Command =
        serde_json::from_str(r#"{"cmd":"move","player":1,"to":99,"hand":5}"#).unwrap();
    let events = [
        Event::Command(good.clone()),
        Event::Command(bad),
        Event::Undo,
    ];
    std::fs::write(store.journal_path(pj.id()), encode(pj.header(), &events)).unwrap();
    let (pj_id, _) = close(pj);
    let (resumed, recovery) =
        PersistentJournal::<nemesis_companion::rules::Nemesis>::resume(store.clone(), &pj_id)
            .unwrap();
    assert!(
        matches!(
            &recovery,
            Some(Recovery::Refused {
                line: 3,
                kept_aside: Some(_),
                ..
            })
        ),
        "{recovery:?}"
    );
    assert_eq!(resumed.journal().commands(), [good]);
}

#[test]
fn a_file_from_a_newer_version_is_refused_and_left_untouched() {
    let dir = tempfile::tempdir().unwrap();
    let (id, _) = close(new_game(dir.path(), 8));
    let store = GameStore::new(dir.path());
    let path = store.journal_path(&id);
    let newer = b"{\"schema\":3,\"anything\":{}}\n{\"new\":\"stuff\"}\n";
    std::fs::write(&path, newer).unwrap();
    let err = PersistentJournal::<nemesis_companion::rules::Nemesis>::resume(store.clone(), &id)
        .unwrap_err();
    assert_eq!(
        err,
        LoadError::NewerSchema {
            found: 3,
            supported: 2
        }
    );
    // Continue passes over it and says why (it is the only game: nothing to continue)
    let cont = PersistentJournal::<nemesis_companion::rules::Nemesis>::continue_last(store.clone())
        .unwrap();
    assert!(cont.game.is_none());
    assert_eq!(cont.skipped.len(), 1);
    assert_eq!(cont.skipped[0].id, id);
    assert!(
        matches!(cont.skipped[0].reason, LoadError::NewerSchema { .. }),
        "{:?}",
        cont.skipped
    );
    assert!(cont.skipped[0].reason.to_string().contains("newer version"));
    assert_eq!(std::fs::read(&path).unwrap(), newer);
    let mut entries: Vec<String> = std::fs::read_dir(store.game_dir(&id))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    entries.sort();
    assert_eq!(
        entries,
        ["journal.jsonl", "lock", "meta.json"],
        "no copy, no temporary"
    );
}

#[test]
fn an_unwritable_data_folder_keeps_the_game_in_memory_until_it_works_again() {
    let dir = tempfile::tempdir().unwrap();
    // A regular file where a folder should be: no one can create folders under it, not even root.
    let blocker = dir.path().join("blocker");
    std::fs::write(&blocker, b"not a folder").unwrap();
    let root = blocker.join("data");
    let mut pj = new_game(&root, 9);
    assert!(matches!(pj.status(), StorageStatus::Failing(_)));
    let mut table = Table::new(9);
    play(&mut pj, &mut table, 25, 1);
    let warning = pj.storage_warning().unwrap();
    assert!(warning.saving_failed().contains("in memory"), "{warning}");
    std::fs::remove_file(&blocker).unwrap();
    play(&mut pj, &mut table, 10, 2); // the next accepted command retries
    assert_eq!(pj.status(), StorageStatus::Saved);
    let (pj_id, mem) = close(pj);
    let (resumed, recovery) = PersistentJournal::<nemesis_companion::rules::Nemesis>::resume(
        GameStore::new(&root),
        &pj_id,
    )
    .unwrap();
    assert_eq!(recovery, None);
    assert_eq!(resumed.journal().saved(), mem.saved());
}

#[test]
fn a_folder_that_fails_mid_game_harms_nothing_already_written() {
    let dir = tempfile::tempdir().unwrap();
    let mut pj = new_game(dir.path(), 10);
    let mut table = Table::new(10);
    play(&mut pj, &mut table, 20, 0);
    let store = GameStore::new(dir.path());
    let game_dir = store.game_dir(pj.id());
    let away = dir.path().join("away");
    std::fs::rename(&game_dir, &away).unwrap();
    std::fs::write(&game_dir, b"a file in the way").unwrap();
    let written = std::fs::read(away.join(JOURNAL)).unwrap();
    play(&mut pj, &mut table, 20, 3);
    assert!(matches!(pj.status(), StorageStatus::Failing(_)));
    assert!(matches!(pj.retry(), StorageStatus::Failing(_)));
    assert_eq!(std::fs::read(away.join(JOURNAL)).unwrap(), written);
    std::fs::remove_file(&game_dir).unwrap();
    std::fs::rename(&away, &game_dir).unwrap();
    assert_eq!(pj.retry(), StorageStatus::Saved);
    let (pj_id, mem) = close(pj);
    let (resumed, _) =
        PersistentJournal::<nemesis_companion::rules::Nemesis>::resume(store, &pj_id).unwrap();
    assert_eq!(resumed.journal().saved(), mem.saved());
    assert_eq!(view(resumed.journal()), view(&mem));
}

#[cfg(target_os = "linux")]
#[test]
fn a_full_disk_is_reported_and_the_next_write_replaces_the_file_whole() {
    let dir = tempfile::tempdir().unwrap();
    let mut pj = new_game(dir.path(), 12);
    let mut table = Table::new(12);
    play(&mut pj, &mut table, 10, 0);
    let store = GameStore::new(dir.path());
    let path = store.journal_path(pj.id());
    // Appends now go to /dev/full, which answers every write with "no space left".
    std::fs::remove_file(&path).unwrap();
    std::os::unix::fs::symlink("/dev/full", &path).unwrap();
    let before = pj.journal().cursor();
    while pj.journal().cursor() == before {
        let cmd = table.choose(pj.journal().state());
        let _ = pj.apply(cmd);
    }
    let StorageStatus::Failing(why) = pj.status() else {
        panic!("the failed append is reported")
    };
    assert!(
        matches!(why, nemesis_companion::storage::DiskTrouble::Full { .. }),
        "{why:?}"
    );
    assert!(why.to_string().contains("disk is full"), "{why}");
    play(&mut pj, &mut table, 10, 4);
    assert_eq!(pj.status(), StorageStatus::Saved);
    assert!(!std::fs::symlink_metadata(&path).unwrap().is_symlink());
    let (pj_id, mem) = close(pj);
    let (resumed, _) =
        PersistentJournal::<nemesis_companion::rules::Nemesis>::resume(store, &pj_id).unwrap();
    assert_eq!(resumed.journal().saved(), mem.saved());
}

#[test]
fn export_then_import_gives_the_same_game_under_a_new_id() {
    let dir = tempfile::tempdir().unwrap();
    let mut pj = new_game(dir.path(), 13);
    play(&mut pj, &mut Table::new(13), 50, 0);
    let store = GameStore::new(dir.path());
    let file = dir.path().join("export.nemesis.jsonl");
    saves::export(&store, pj.id(), &file).unwrap();
    let other = tempfile::tempdir().unwrap();
    let other_store = GameStore::new(other.path());
    let id = saves::import(&other_store, &file).unwrap();
    let id2 = saves::import(&other_store, &file).unwrap();
    assert_ne!(id, id2, "an import never replaces a game");
    let (imported, recovery) =
        PersistentJournal::<nemesis_companion::rules::Nemesis>::resume(other_store.clone(), &id)
            .unwrap();
    assert_eq!(recovery, None);
    assert_eq!(imported.journal().saved(), pj.journal().saved());
    assert!(other_store.read_meta(&id).is_some());
}

#[test]
fn import_refuses_damaged_newer_and_foreign_files_with_a_message() {
    let dir = tempfile::tempdir().unwrap();
    let store = GameStore::new(dir.path());
    let mut pj = new_game(dir.path(), 14);
    play(&mut pj, &mut Table::new(14), 10, 0);
    let good = std::fs::read(store.journal_path(pj.id())).unwrap();
    let cases: [(&str, Vec<u8>, &str); 5] = [
        ("newer", b"{\"schema\":7}\n".to_vec(), "newer version"),
        (
            "foreign",
            b"PK\x03\x04 zip bytes".to_vec(),
            "not a Nemesis Companion",
        ),
        ("empty", Vec::new(), "empty"),
        ("torn", good[..good.len() - 3].to_vec(), "cut short"),
        ("missing", Vec::new(), "could not be read"),
    ];
    for (name, bytes, expected) in cases {
        let file = dir.path().join(name);
        if name != "missing" {
            std::fs::write(&file, &bytes).unwrap();
        }
        let before = store.list().unwrap().len();
        let err = saves::import(&store, &file).unwrap_err().to_string();
        assert!(err.contains(expected), "{name}: {err}");
        assert_eq!(store.list().unwrap().len(), before, "{name}: nothing added");
    }
}

#[test]
fn hostile_game_ids_are_refused() {
    assert!(GameId::parse("../../etc").is_err());
}
