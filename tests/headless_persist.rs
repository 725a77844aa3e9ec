//! `headless --data-dir` and `--resume` through the real binary: the game survives the process,
//! and bad folders or files give a clear message without touching anything.
#![allow(clippy::unwrap_used, clippy::expect_used)] // tests and tools may stop at a broken assumption

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
    assert_eq!(answers.len(), 1, "one JSON line saying why, no game");
    assert_eq!(answers[0]["error"]["error"], "cannot_resume");
    assert!(String::from_utf8_lossy(&out.stderr).contains("cannot be read"));
    assert_eq!(std::fs::read(&file).unwrap(), b"x");

    let (out, _) = run(&["--resume"], Path::new(""), &[]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("must not be empty"));

    // a save from a newer version is passed over, said, and left as it is
    let game = dir.path().join("data/games/1-future");
    std::fs::create_dir_all(&game).unwrap();
    let newer = b"{\"schema\":3,\"from\":\"the future\"}\n";
    std::fs::write(game.join("journal.jsonl"), newer).unwrap();
    let (out, answers) = run(&["--resume"], &dir.path().join("data"), &[MOVE]);
    assert!(out.status.success());
    assert_eq!(answers[0]["resumed"], false, "nothing else to continue");
    assert_eq!(answers[0]["skipped"][0]["game"], "1-future");
    let reason = answers[0]["skipped"][0]["reason"].as_str().unwrap();
    assert!(reason.contains("newer version"), "{reason}");
    assert_eq!(std::fs::read(game.join("journal.jsonl")).unwrap(), newer);
    assert_eq!(std::fs::read_dir(&game).unwrap().count(), 1);
}

/// A headless process kept running, its answers read as they come.
struct Live {
    child: std::process::Child,
    stdin: std::process::ChildStdin,
    stdout: std::io::BufReader<std::process::ChildStdout>,
}

impl Live {
    fn start(args: &[&str], dir: &Path) -> Live {
        let mut child = Command::new(BIN)
            .arg("headless")
            .args(args)
            .arg("--data-dir")
            .arg(dir)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("spawn");
        let stdin = child.stdin.take().unwrap();
        let stdout = std::io::BufReader::new(child.stdout.take().unwrap());
        let mut live = Live {
            child,
            stdin,
            stdout,
        };
        let ready = live.read();
        assert_eq!(ready["ok"], true, "{ready}");
        live
    }

    fn read(&mut self) -> Value {
        use std::io::BufRead;
        let mut line = String::new();
        self.stdout.read_line(&mut line).unwrap();
        serde_json::from_str(&line).unwrap_or_else(|e| panic!("{e}: {line:?}"))
    }

    /// Sends a line and waits for its answer (acknowledged: on the disk).
    fn ask(&mut self, line: &str) -> Value {
        writeln!(self.stdin, "{line}").unwrap();
        self.stdin.flush().unwrap();
        self.read()
    }

    fn close(self) {
        drop(self.stdin);
        let mut child = self.child;
        assert!(child.wait().unwrap().success());
    }
}

/// A command every game accepts, toggling a noise marker on corridor 0.
fn toggle(i: usize) -> String {
    format!(
        r#"{{"cmd":"fix","fix":"set_noise","corridor":0,"noise":{}}}"#,
        i.is_multiple_of(2)
    )
}

#[test]
fn a_second_process_on_the_same_game_is_refused_and_no_acknowledged_step_is_lost() {
    let dir = tempfile::tempdir().unwrap();
    let mut first = Live::start(&["--seed", "4", "--players", "2"], dir.path());
    for i in 0..10 {
        assert_eq!(first.ask(&toggle(i))["n"], i + 1);
    }
    // the same game from a second process: refused with a JSON line and exit code 2
    let (out, answers) = run(&["--resume"], dir.path(), &[&toggle(0)]);
    assert_eq!(out.status.code(), Some(2), "{answers:?}");
    assert_eq!(answers.len(), 1, "one line saying why, no game");
    assert_eq!(answers[0]["ok"], false);
    assert_eq!(answers[0]["error"]["error"], "game_in_use");
    assert!(String::from_utf8_lossy(&out.stderr).contains("open in another"));
    // the first goes on, undisturbed
    for i in 10..15 {
        assert_eq!(first.ask(&toggle(i))["n"], i + 1);
    }
    first.close();
    let (out, answers) = run(&["--resume"], dir.path(), &[]);
    assert!(out.status.success());
    assert_eq!(answers[0]["resumed"], true);
    assert_eq!(answers[0]["n"], 15, "every acknowledged step is there");
    assert!(answers[0].get("recovered").is_none(), "{}", answers[0]);
}

#[test]
fn resume_passes_over_unreadable_newer_games_and_continues_the_newest_that_can_be_resumed() {
    let dir = tempfile::tempdir().unwrap();
    let (_, first) = run(&["--seed", "6", "--players", "2"], dir.path(), &[MOVE]);
    let id = first[0]["game"].as_str().unwrap().to_string();
    std::thread::sleep(std::time::Duration::from_millis(20));
    let games = dir.path().join("games");
    for (name, bytes) in [
        ("2-empty", &b""[..]),
        ("3-newer", &b"{\"schema\":9}\n"[..]),
        ("4-huge", &b"x"[..]),
    ] {
        std::fs::create_dir_all(games.join(name)).unwrap();
        let f = std::fs::File::create(games.join(name).join("journal.jsonl")).unwrap();
        if name == "4-huge" {
            f.set_len(70 * 1024 * 1024).unwrap();
        } else {
            std::fs::write(games.join(name).join("journal.jsonl"), bytes).unwrap();
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    let (out, answers) = run(&["--resume"], dir.path(), &[]);
    assert!(out.status.success());
    assert_eq!(answers[0]["resumed"], true);
    assert_eq!(answers[0]["game"], id.as_str(), "{}", answers[0]);
    assert_eq!(answers[0]["n"], 1);
    let skipped: Vec<&str> = answers[0]["skipped"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["game"].as_str().unwrap())
        .collect();
    assert_eq!(skipped, ["4-huge", "3-newer", "2-empty"], "newest first");
    for s in answers[0]["skipped"].as_array().unwrap() {
        assert!(!s["reason"].as_str().unwrap().is_empty());
    }
}

#[test]
fn a_meta_file_saying_ended_over_an_unfinished_journal_is_continued_not_replaced() {
    let dir = tempfile::tempdir().unwrap();
    let (_, first) = run(&["--seed", "8", "--players", "2"], dir.path(), &[MOVE]);
    let id = first[0]["game"].as_str().unwrap().to_string();
    let meta_path = dir.path().join("games").join(&id).join("meta.json");
    let mut meta: Value = serde_json::from_slice(&std::fs::read(&meta_path).unwrap()).unwrap();
    meta["ended"] = Value::Bool(true);
    std::fs::write(&meta_path, meta.to_string()).unwrap();
    let (_, answers) = run(&["--resume", "--seed", "1"], dir.path(), &[]);
    assert_eq!(answers[0]["resumed"], true, "{}", answers[0]);
    assert_eq!(answers[0]["game"], id.as_str());
    assert_eq!(answers[0]["ready"]["seed"], 8);
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

/// Issue 18: a Retaliation game is saved as the window saves it; the next process resumes it at
/// the same step with the same state, and an undone step can still be redone there.
#[test]
fn a_retaliation_game_saved_by_one_process_is_resumed_by_the_next() {
    let dir = tempfile::tempdir().unwrap();
    let retaliation = ["--game", "retaliation", "--seed", "5", "--players", "2"];
    let (out, answers) = run(
        &retaliation,
        dir.path(),
        &[
            r#"{"cmd":"end_turn","who":0,"pass":true}"#,
            r#"{"cmd":"end_turn","who":1,"pass":true}"#,
            r#"{"meta":"undo"}"#,
            r#"{"meta":"view"}"#,
        ],
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let game = answers[0]["game"].as_str().unwrap().to_string();
    let view = answers.last().unwrap().clone();
    let mut resume = retaliation.to_vec();
    resume.push("--resume");
    let (out, answers) = run(
        &resume,
        dir.path(),
        &[r#"{"meta":"view"}"#, r#"{"meta":"redo"}"#],
    );
    assert!(out.status.success());
    assert_eq!(answers[0]["resumed"], true);
    assert_eq!(answers[0]["game"], game.as_str());
    assert_eq!(answers[0]["n"], 1);
    assert_eq!(answers[1], view);
    assert_eq!(answers[2]["ok"], true, "{}", answers[2]);
    // the base game's resume does not pick it up
    let (_, answers) = run(&["--resume"], dir.path(), &[]);
    assert_eq!(answers[0]["resumed"], false);
}

/// Issue 53: a saved game played headless with phones keeps its seats' links across
/// `--resume`, as the window keeps them across a restart; a revoked seat's new link is the one
/// kept. Both games.
#[test]
fn the_phones_links_survive_a_resume() {
    let seats = |answers: &[Value]| answers[0]["phones"]["seats"].clone();
    for game in ["nemesis", "retaliation"] {
        let dir = tempfile::tempdir().unwrap();
        let phones = ["--game", game, "--phones", "127.0.0.1:0"];
        let (out, first) = run(&[&phones[..], &["--seed", "5"]].concat(), dir.path(), &[]);
        assert!(out.status.success(), "{game}: {out:?}");
        let links = seats(&first);
        assert!(links.as_array().is_some_and(|a| !a.is_empty()), "{first:?}");
        let (_, second) = run(&[&phones[..], &["--resume"]].concat(), dir.path(), &[]);
        assert_eq!(second[0]["resumed"], true);
        assert_eq!(
            seats(&second),
            links,
            "{game}: the same links after --resume"
        );
        // a new link for seat 1 replaces the old one for good
        let (_, third) = run(
            &[&phones[..], &["--resume"]].concat(),
            dir.path(),
            &[r#"{"phone":"revoke","player":1}"#],
        );
        let revoked = third[1]["phones"]["seats"].clone();
        assert_ne!(revoked[0], links[0], "{game}: {third:?}");
        assert_eq!(revoked[1], links[1]);
        let (_, fourth) = run(&[&phones[..], &["--resume"]].concat(), dir.path(), &[]);
        assert_eq!(
            seats(&fourth),
            revoked,
            "{game}: the revoked seat's new link is kept"
        );
    }
}
