//! `headless --data-dir` and `--resume` through the real binary: the game survives the process,
//! and bad folders or files give a clear message without touching anything.

use serde_json::Value;
use std::io::Write;
use std::path::Path;
use std::process::{Command, Output, Stdio};

const BIN: &str = env!("CARGO_BIN_EXE_nemesis-companion");

fn run(args: &[&str], dir: &Path, lines: &[&str]) -> (Output, Vec<Value>) {
    let mut child = Command::new(BIN)
        .arg("headless")
        .args(args)
        .arg("--data-dir")
        .arg(dir)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn");
    {
        let mut stdin = child.stdin.take().expect("stdin");
        for l in lines {
            let _ = writeln!(stdin, "{l}");
        }
    }
    let out = child.wait_with_output().expect("wait");
    let answers = String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).expect("every answer is JSON"))
        .collect();
    (out, answers)
}

const MOVE: &str = r#"{"cmd":"move","player":1,"to":6,"hand":5}"#;
const END: &str = r#"{"cmd":"end_turn","player":1,"passed":true}"#;

#[test]
fn a_game_saved_by_one_process_is_resumed_by_the_next() {
    let dir = tempfile::tempdir().unwrap();
    let (out, first) = run(
        &["--seed", "5", "--players", "2"],
        dir.path(),
        &[MOVE, END, r#"{"meta":"undo"}"#, r#"{"meta":"journal"}"#],
    );
    assert!(out.status.success());
    assert_eq!(first[0]["resumed"], false);
    assert!(first[0]["game"].is_string());
    assert!(first.iter().all(|a| a.get("storage_warning").is_none()));
    let (_, second) = run(
        &["--resume"],
        dir.path(),
        &[r#"{"meta":"journal"}"#, r#"{"meta":"redo"}"#],
    );
    assert_eq!(second[0]["resumed"], true);
    assert_eq!(second[0]["n"], 1);
    assert_eq!(second[0]["game"], first[0]["game"]);
    assert_eq!(
        second[0]["ready"]["seed"], 5,
        "the saved setup, not the flags"
    );
    assert_eq!(
        second[1]["journal"], first[4]["journal"],
        "the undone tail too"
    );
    assert_eq!(
        second[2]["outcomes"], first[2]["outcomes"],
        "redo: the same draws"
    );
}

#[test]
fn resume_in_an_empty_folder_starts_a_new_game() {
    let dir = tempfile::tempdir().unwrap();
    let (out, answers) = run(&["--resume", "--seed", "9"], dir.path(), &[]);
    assert!(out.status.success());
    assert_eq!(answers[0]["resumed"], false);
    assert_eq!(answers[0]["ready"]["seed"], 9);
}

#[test]
fn an_unwritable_data_folder_plays_on_with_a_warning_on_every_answer() {
    let dir = tempfile::tempdir().unwrap();
    let blocker = dir.path().join("file");
    std::fs::write(&blocker, b"x").unwrap();
    let (out, answers) = run(&[], &blocker.join("data"), &[MOVE, END]);
    assert!(out.status.success());
    assert_eq!(answers.len(), 3);
    for a in &answers {
        let w = a["storage_warning"].as_str().unwrap_or_default();
        assert!(w.contains("in memory"), "{a}");
    }
    assert_eq!(answers[1]["ok"], true);
    assert_eq!(std::fs::read(&blocker).unwrap(), b"x");
}

#[test]
fn bad_folders_and_newer_saves_are_refused_with_a_message_and_left_alone() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("file");
    std::fs::write(&file, b"x").unwrap();
    let (out, answers) = run(&["--resume"], &file, &[MOVE]);
    assert_eq!(out.status.code(), Some(2));
    assert!(answers.is_empty());
    assert!(String::from_utf8_lossy(&out.stderr).contains("cannot be read"));
    assert_eq!(std::fs::read(&file).unwrap(), b"x");

    let (out, _) = run(&["--resume"], Path::new(""), &[]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("must not be empty"));

    let game = dir.path().join("data/games/1-future");
    std::fs::create_dir_all(&game).unwrap();
    let newer = b"{\"schema\":3,\"from\":\"the future\"}\n";
    std::fs::write(game.join("journal.jsonl"), newer).unwrap();
    let (out, _) = run(&["--resume"], &dir.path().join("data"), &[MOVE]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("newer version"));
    assert_eq!(std::fs::read(game.join("journal.jsonl")).unwrap(), newer);
    assert_eq!(std::fs::read_dir(&game).unwrap().count(), 1);
}

#[test]
fn hostile_arguments_get_a_message_not_a_panic() {
    for args in [
        &["headless", "--players", "0"][..],
        &["headless", "--seed", "-1"],
        &["headless", "--seed", "99999999999999999999999"],
        &["headless", "--data-dir"],
        &["headless", "--mode", "\u{7f}\u{1b}[2J"],
        &["headless", "--resume=yes"],
    ] {
        let out = Command::new(BIN)
            .args(args)
            .stdin(Stdio::null())
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(
            err.contains("error") && !err.contains("panicked"),
            "{args:?}: {err}"
        );
    }
}
