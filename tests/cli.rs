//! The command-line surfaces, driven through the real binary.

use std::io::Write;
use std::process::{Command, Stdio};

const BIN: &str = env!("CARGO_BIN_EXE_nemesis-companion");

fn simulate(args: &[&str]) -> String {
    let out = Command::new(BIN)
        .arg("simulate")
        .args(args)
        .output()
        .expect("run");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("rounds/s"),
        "throughput on stderr"
    );
    String::from_utf8(out.stdout).expect("utf8")
}

#[test]
fn simulate_is_identical_for_the_same_seed_and_games_end_by_the_rules() {
    let a = simulate(&["--games", "60", "--players", "4", "--seed", "9", "--json"]);
    let b = simulate(&["--games", "60", "--players", "4", "--seed", "9", "--json"]);
    assert_eq!(a, b);
    let v: serde_json::Value = serde_json::from_str(&a).expect("json");
    assert_eq!(v["unfinished"], 0, "every game ended by the rules: {a}");
    let ended: u64 = v["ended_by"]
        .as_object()
        .expect("ended_by")
        .values()
        .map(|n| n.as_u64().unwrap_or(0))
        .sum();
    assert_eq!(ended, 60);
    let c = simulate(&["--games", "60", "--players", "4", "--seed", "10", "--json"]);
    assert_ne!(a, c, "another seed, other games");
}

#[test]
fn simulate_runs_every_mode_and_side() {
    for args in [
        ["--players", "1", "--mode", "solo", "--side", "b"],
        ["--players", "5", "--mode", "coop", "--side", "a"],
    ] {
        let out = simulate(&[&["--games", "20"][..], &args[..]].concat());
        assert!(out.contains("ended by"), "{out}");
    }
}

#[test]
fn simulate_refuses_bad_arguments_with_a_message() {
    let out = Command::new(BIN)
        .args(["simulate", "--players", "9"])
        .output()
        .expect("run");
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("players"));
    let out = Command::new(BIN)
        .args(["simulate", "--mode", "coop", "--players", "1"])
        .output()
        .expect("run");
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("co-op"));
}

fn headless(lines: &[&str]) -> Vec<serde_json::Value> {
    let mut child = Command::new(BIN)
        .args(["headless", "--seed", "3", "--players", "2"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("spawn");
    {
        let mut stdin = child.stdin.take().expect("stdin");
        for l in lines {
            writeln!(stdin, "{l}").expect("write");
        }
    }
    let out = child.wait_with_output().expect("wait");
    assert!(out.status.success());
    String::from_utf8(out.stdout)
        .expect("utf8")
        .lines()
        .map(|l| serde_json::from_str(l).expect("every answer is JSON"))
        .collect()
}

#[test]
fn headless_answers_every_line_and_bad_lines_change_nothing() {
    let ans = headless(&[
        r#"{"meta":"view"}"#,
        "this is not json",
        r#"{"cmd":"move","player":1,"to":99,"hand":5}"#,
        r#"{"cmd":"launch_missiles"}"#,
        r#"{"meta":"view"}"#,
        r#"{"cmd":"move","player":1,"to":6,"hand":5}"#,
        r#"{"meta":"undo"}"#,
        r#"{"meta":"redo"}"#,
    ]);
    assert_eq!(ans.len(), 9, "a ready line and one answer per line");
    assert_eq!(ans[0]["ready"]["seed"], 3);
    assert_eq!(ans[2]["ok"], false);
    assert_eq!(ans[2]["error"]["error"], "bad_line");
    assert_eq!(ans[3]["error"]["error"], "unknown_slot");
    assert_eq!(ans[4]["error"]["error"], "bad_line");
    assert_eq!(
        ans[1], ans[5],
        "the view is unchanged after the refused lines"
    );
    assert_eq!(ans[6]["ok"], true);
    assert_eq!(ans[7]["undone"], "move P1 to 006");
    assert_eq!(
        ans[6]["outcomes"], ans[8]["outcomes"],
        "redo brings back the same draws"
    );
}

#[test]
fn version_names_the_package_version() {
    let out = Command::new(BIN).arg("--version").output().expect("run");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains(env!("CARGO_PKG_VERSION")), "{text}");
}
