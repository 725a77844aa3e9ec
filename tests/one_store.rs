//! One store for every game (issue 33): a Retaliation game is kept exactly as a base game is, in
//! the same folder, with the same line journal, lock, recovery, bounded reads, temporary cleanup,
//! list, Continue, export, import and delete; saves of the older Retaliation format are converted
//! once and kept aside.
#![allow(clippy::unwrap_used, clippy::expect_used)] // tests and tools may stop at a broken assumption

use nemesis_companion::rules::ids::{Mode, Side};
use nemesis_companion::rules::retaliation::{Retaliation, RetaliationConfig};
use nemesis_companion::rules::{GameKind, Nemesis, Ruleset};
use nemesis_companion::session::saves::{self, Recovery};
use nemesis_companion::session::{Journal, PersistentJournal, Session, legacy};
use nemesis_companion::sim::retaliation::played;
use nemesis_companion::storage::file::MAX_FILE_BYTES;
use nemesis_companion::storage::{GameId, GameStore, LoadError};
use std::path::Path;

/// A Retaliation game of a few rounds, played into the store with two undos and a redo at the
/// end: what the process had in memory, and its id. The process then stops (its lock goes).
fn retaliation_in(root: &Path, seed: u64, rounds: u32) -> (GameId, Journal<Retaliation>) {
    let played = played(RetaliationConfig::numbered(seed, 3), seed ^ 5, rounds).unwrap();
    let mut pj =
        PersistentJournal::<Retaliation>::create(GameStore::new(root), played.config().clone())
            .unwrap();
    for c in played.commands() {
        pj.apply(c.clone()).unwrap();
    }
    pj.undo().unwrap();
    pj.undo().unwrap();
    assert!(pj.redo().unwrap().is_ok());
    (pj.id().clone(), pj.journal().clone())
}

fn view(j: &Journal<Retaliation>) -> serde_json::Value {
    Retaliation::public_view(j.state())
}

#[test]
fn a_retaliation_game_is_a_line_journal_that_resumes_exactly() {
    let dir = tempfile::tempdir().unwrap();
    let (id, mem) = retaliation_in(dir.path(), 3, 3);
    let store = GameStore::new(dir.path());
    let text = std::fs::read_to_string(store.journal_path(&id)).unwrap();
    let first = text.lines().next().unwrap();
    assert!(
        first.starts_with("{\"schema\":2,") && first.contains("\"game\":\"retaliation\""),
        "{first}"
    );
    assert!(!first.contains("species"), "{first}");
    // one line per command, undo and redo
    assert_eq!(text.lines().count(), 1 + mem.all_commands().len() + 3);
    assert_eq!(store.game_of(&id), Ok(GameKind::Retaliation));
    let (resumed, recovery) = PersistentJournal::<Retaliation>::resume(store.clone(), &id).unwrap();
    assert_eq!(recovery, None);
    assert_eq!(resumed.journal().saved(), mem.saved());
    assert_eq!(view(resumed.journal()), view(&mem));
    // read as a base game it is another game, and nothing is written
    let before = std::fs::read(store.journal_path(&id)).unwrap();
    drop(resumed);
    assert_eq!(
        PersistentJournal::<Nemesis>::resume(store.clone(), &id).unwrap_err(),
        LoadError::OtherGame(GameKind::Retaliation)
    );
    assert_eq!(std::fs::read(store.journal_path(&id)).unwrap(), before);
}

#[test]
fn a_second_process_on_a_retaliation_game_is_refused_and_continue_does_not_start_another() {
    let dir = tempfile::tempdir().unwrap();
    let (id, _) = retaliation_in(dir.path(), 4, 2);
    let store = GameStore::new(dir.path());
    let (open, _) = PersistentJournal::<Retaliation>::resume(store.clone(), &id).unwrap();
    assert_eq!(
        PersistentJournal::<Retaliation>::resume(store.clone(), &id).unwrap_err(),
        LoadError::InUse
    );
    let err = PersistentJournal::<Retaliation>::continue_last(store.clone()).unwrap_err();
    assert!(err.to_string().contains("another window"), "{err}");
    drop(open);
    let cont = PersistentJournal::<Retaliation>::continue_last(store.clone()).unwrap();
    assert_eq!(cont.game.unwrap().0.id(), &id);
    assert_eq!(store.list().unwrap().len(), 1, "no second game was started");
}

#[test]
fn continue_finds_the_last_game_of_its_own_kind_and_home_lists_both() {
    let dir = tempfile::tempdir().unwrap();
    let store = GameStore::new(dir.path());
    let (ret, mem) = retaliation_in(dir.path(), 5, 2);
    std::thread::sleep(std::time::Duration::from_millis(20));
    let base = {
        let pj = PersistentJournal::<Nemesis>::create(
            store.clone(),
            nemesis_companion::sim::config(9, 2, Side::A, Mode::Standard),
        )
        .unwrap();
        pj.id().clone()
    };
    assert_eq!(
        saves::last_unfinished::<Retaliation>(&store).unwrap(),
        Some(ret.clone())
    );
    assert_eq!(
        saves::last_unfinished::<Nemesis>(&store).unwrap(),
        Some(base.clone())
    );
    // the list shows each game with its kind, round, players and whether it is over, and a
    // lost meta file is rebuilt from the journal for either game
    for id in [&ret, &base] {
        std::fs::remove_file(store.meta_path(id)).unwrap();
    }
    let list = saves::recent_games(&store).unwrap();
    assert_eq!(list.len(), 2);
    let meta = |id: &GameId| {
        list.iter()
            .find(|g| &g.id == id)
            .and_then(|g| g.meta.clone())
            .unwrap()
    };
    let r = meta(&ret);
    assert_eq!(r.game, GameKind::Retaliation);
    assert_eq!(r.players, ["P1", "P2", "P3"]);
    assert_eq!(r.round, u32::from(mem.state().round));
    assert_eq!(r.commands, mem.cursor());
    assert!(!r.ended);
    assert_eq!(meta(&base).game, GameKind::Nemesis);
}

#[test]
fn export_import_and_delete_work_for_a_retaliation_game() {
    let dir = tempfile::tempdir().unwrap();
    let (id, mem) = retaliation_in(dir.path(), 6, 3);
    let store = GameStore::new(dir.path());
    let file = dir.path().join("out.nemesis.jsonl");
    saves::export(&store, &id, &file).unwrap();
    let other = tempfile::tempdir().unwrap();
    let other_store = GameStore::new(other.path());
    let new_id = saves::import(&other_store, &file).unwrap();
    let (imported, recovery) =
        PersistentJournal::<Retaliation>::resume(other_store.clone(), &new_id).unwrap();
    assert_eq!(recovery, None);
    assert_eq!(imported.journal().saved(), mem.saved());
    let listed = saves::recent_games(&other_store).unwrap();
    assert_eq!(
        listed[0].meta.as_ref().map(|m| m.game),
        Some(GameKind::Retaliation)
    );
    store.delete(&id).unwrap();
    assert!(store.list().unwrap().is_empty());
}

#[test]
fn a_damaged_huge_or_crashed_retaliation_save_is_handled_like_a_base_one() {
    let dir = tempfile::tempdir().unwrap();
    let (id, mem) = retaliation_in(dir.path(), 7, 3);
    let store = GameStore::new(dir.path());
    let path = store.journal_path(&id);
    // a crash mid-write: a torn last line and a temporary file beside the journal
    let mut bytes = std::fs::read(&path).unwrap();
    bytes.truncate(bytes.len() - 5);
    std::fs::write(&path, &bytes).unwrap();
    let temp = store.game_dir(&id).join(".tmp-journal.jsonl-crashed");
    std::fs::write(&temp, b"half").unwrap();
    let (resumed, recovery) = PersistentJournal::<Retaliation>::resume(store.clone(), &id).unwrap();
    assert!(
        matches!(recovery, Some(Recovery::TornTail { .. })),
        "{recovery:?}"
    );
    assert!(!temp.exists(), "no temporary file outlives a resume");
    // the torn line was the last redo: the game stands one step back
    assert_eq!(resumed.journal().cursor(), mem.cursor() - 1);
    drop(resumed);
    // a flipped byte in the middle: the file is kept aside, the good part plays on
    let text = std::fs::read_to_string(&path).unwrap();
    let third = text.match_indices('\n').nth(2).unwrap().0 + 10;
    let mut bytes = text.into_bytes();
    bytes[third] ^= 0x01;
    std::fs::write(&path, &bytes).unwrap();
    let (_, recovery) = PersistentJournal::<Retaliation>::resume(store.clone(), &id).unwrap();
    match recovery {
        Some(Recovery::Damaged {
            line: 4,
            kept_aside: Some(aside),
            ..
        }) => assert_eq!(std::fs::read(aside).unwrap(), bytes),
        other => panic!("{other:?}"),
    }
    // a file larger than any game is refused without being read, and left as it is
    let big = GameId::parse("big").unwrap();
    std::fs::create_dir_all(store.game_dir(&big)).unwrap();
    let f = std::fs::File::create(store.journal_path(&big)).unwrap();
    f.set_len(MAX_FILE_BYTES as u64 + 1).unwrap();
    assert!(matches!(
        PersistentJournal::<Retaliation>::resume(store.clone(), &big),
        Err(LoadError::TooLarge(_))
    ));
    assert_eq!(
        std::fs::metadata(store.journal_path(&big)).unwrap().len(),
        MAX_FILE_BYTES as u64 + 1
    );
}

/// The file the older Retaliation wing wrote (`SavedSession`, format 1), byte for byte as it
/// serialised: `{"format":1,"game":"retaliation","app":…,"created":…,"saved":{config, commands,
/// cursor}}`.
fn old_format_file(j: &Journal<Retaliation>) -> Vec<u8> {
    serde_json::to_vec(&serde_json::json!({
        "format": 1,
        "game": "retaliation",
        "app": "nemesis-companion 0.9.0",
        "created": 1_763_000_000u64,
        "saved": j.saved(),
    }))
    .unwrap()
}

#[test]
fn an_older_retaliation_save_is_converted_once_and_kept_aside() {
    let dir = tempfile::tempdir().unwrap();
    let mut j = played(RetaliationConfig::numbered(8, 2), 1, 3).unwrap();
    j.undo().unwrap();
    let old_dir = legacy::old_games_dir(dir.path()).join("1763000000-0000abcd");
    std::fs::create_dir_all(&old_dir).unwrap();
    let original = old_format_file(&j);
    std::fs::write(old_dir.join(legacy::FILE), &original).unwrap();
    // last played a week ago: the list keeps that date and order
    let week_ago = std::time::SystemTime::now() - std::time::Duration::from_secs(7 * 86_400);
    std::fs::File::options()
        .write(true)
        .open(old_dir.join(legacy::FILE))
        .unwrap()
        .set_modified(week_ago)
        .unwrap();
    std::fs::write(
        old_dir.join("seen.json"),
        format!("{{\"command\":{},\"pages\":1}}", j.cursor()),
    )
    .unwrap();
    // a damaged old file beside it is reported and left untouched
    let broken_dir = legacy::old_games_dir(dir.path()).join("1763000001-0000abcd");
    std::fs::create_dir_all(&broken_dir).unwrap();
    std::fs::write(broken_dir.join(legacy::FILE), b"{\"format\":1,").unwrap();

    let store = GameStore::new(dir.path());
    let problems = legacy::convert_all(&store);
    assert_eq!(problems.len(), 1, "{problems:?}");
    assert_eq!(problems[0].id.as_str(), "1763000001-0000abcd");
    // typed, so the start screen says it in the players' language (it read English inside a
    // Korean line)
    assert!(
        matches!(problems[0].reason, LoadError::NotASave(_)),
        "{problems:?}"
    );
    assert_eq!(
        std::fs::read(broken_dir.join(legacy::FILE)).unwrap(),
        b"{\"format\":1,"
    );
    // the converted game: same id, steps, undone tail and page mark; the original kept
    let id = GameId::parse("1763000000-0000abcd").unwrap();
    assert!(!old_dir.join(legacy::FILE).exists());
    assert_eq!(
        std::fs::read(old_dir.join(legacy::CONVERTED)).unwrap(),
        original
    );
    let (pj, recovery) = PersistentJournal::<Retaliation>::resume(store.clone(), &id).unwrap();
    assert_eq!(recovery, None);
    assert_eq!(pj.journal().saved(), j.saved());
    assert_eq!(pj.header().created, 1_763_000_000);
    assert_eq!(pj.pages_seen(), 1);
    drop(pj);
    // converted once: a second pass changes nothing
    let journal = std::fs::read(store.journal_path(&id)).unwrap();
    assert_eq!(legacy::convert_all(&store).len(), 1);
    assert_eq!(std::fs::read(store.journal_path(&id)).unwrap(), journal);
    let list = saves::recent_games(&store).unwrap();
    assert_eq!(list.len(), 1);
    let secs =
        |t: std::time::SystemTime| t.duration_since(std::time::UNIX_EPOCH).unwrap().as_secs();
    assert_eq!(list[0].meta.as_ref().unwrap().updated, secs(week_ago));
    assert_eq!(list[0].modified.map(secs), Some(secs(week_ago)));
}

#[test]
fn a_save_of_a_game_this_version_does_not_know_is_refused_by_name_and_left_alone() {
    let dir = tempfile::tempdir().unwrap();
    let (id, _) = retaliation_in(dir.path(), 9, 1);
    let store = GameStore::new(dir.path());
    let text = std::fs::read_to_string(store.journal_path(&id)).unwrap();
    let (first, rest) = text.split_once('\n').unwrap();
    let body = first
        .split_once("\"header\":")
        .unwrap()
        .1
        .strip_suffix('}')
        .unwrap()
        .replacen("\"game\":\"retaliation\"", "\"game\":\"nemesis-3\"", 1);
    let crc = format!("{:08x}", crc32(body.as_bytes()));
    let future = format!("{{\"schema\":2,\"crc\":\"{crc}\",\"header\":{body}}}\n{rest}");
    std::fs::write(store.journal_path(&id), &future).unwrap();
    assert_eq!(
        store.game_of(&id),
        Err(LoadError::UnknownGame("nemesis-3".into()))
    );
    assert_eq!(
        PersistentJournal::<Retaliation>::resume(store.clone(), &id).unwrap_err(),
        LoadError::UnknownGame("nemesis-3".into())
    );
    assert_eq!(
        std::fs::read_to_string(store.journal_path(&id)).unwrap(),
        future
    );
}

/// CRC-32 (IEEE), as the save format's checksums.
fn crc32(bytes: &[u8]) -> u32 {
    let mut crc = 0xffff_ffffu32;
    for &b in bytes {
        crc ^= u32::from(b);
        for _ in 0..8 {
            crc = if crc & 1 == 1 {
                (crc >> 1) ^ 0xedb8_8320
            } else {
                crc >> 1
            };
        }
    }
    !crc
}
