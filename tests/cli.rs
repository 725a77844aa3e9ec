//! The command-line surfaces, driven through the real binary.
#![allow(clippy::unwrap_used, clippy::expect_used)] // tests and tools may stop at a broken assumption

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
    headless_with(&["--seed", "3", "--players", "2"], lines)
}

/// A headless session with `args`, fed `lines`: its answers, each JSON; it exits cleanly.
fn headless_with(args: &[&str], lines: &[&str]) -> Vec<serde_json::Value> {
    let mut child = Command::new(BIN)
        .arg("headless")
        .args(args)
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

/// The headless surface fed raw bytes (not always text): its answers, and whether it exited 0.
fn headless_bytes(input: &[u8]) -> (bool, Vec<serde_json::Value>) {
    let mut child = Command::new(BIN)
        .args(["headless", "--seed", "3", "--players", "2"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("spawn");
    {
        let mut stdin = child.stdin.take().expect("stdin");
        let _ = stdin.write_all(input);
    }
    let out = child.wait_with_output().expect("wait");
    let answers = String::from_utf8(out.stdout)
        .expect("utf8")
        .lines()
        .map(|l| serde_json::from_str(l).expect("every answer is JSON"))
        .collect();
    (out.status.success(), answers)
}

#[test]
fn headless_refuses_every_loose_line_by_name_and_changes_nothing() {
    let bad = [
        // a misspelt optional field: never a plain move with a die roll
        (
            r#"{"cmd":"move","player":1,"to":6,"hand":5,"carefull":{"corridor":1}}"#,
            "carefull",
        ),
        (r#"{"meta":"undo","x":1}"#, "\"x\""),
        // numbers are not names
        (r#"{"cmd":1,"player":1,"hand":5}"#, "cmd"),
        (r#"{"meta":0}"#, "meta"),
        (r#"{"cmd":"fix","fix":2,"intruder":1}"#, "fix"),
        (r#"{"cmd":"move","meta":"undo"}"#, "not both"),
        (r#"[1,2]"#, "object"),
        (r#"{"cmd":"noise_roll","player":1}"#, "hand"),
        (r#"{"cmd":"noise_roll","player":1,"hand":300}"#, "hand"),
        (r#"{"cmd":"launch_missiles"}"#, "launch_missiles"),
        (r#"{"meta":"explode"}"#, "explode"),
    ];
    let mut lines = vec![r#"{"meta":"view"}"#];
    lines.extend(bad.iter().map(|(l, _)| *l));
    lines.push(r#"{"meta":"view"}"#);
    let ans = headless(&lines);
    for (i, (line, names)) in bad.iter().enumerate() {
        let a = &ans[i + 2];
        assert_eq!(a["ok"], false, "{line} was accepted: {a}");
        assert_eq!(a["error"]["error"], "bad_line", "{line}: {a}");
        let detail = a["error"]["detail"].as_str().unwrap();
        assert!(
            detail.contains(names) && !detail.contains("untagged"),
            "{line}: the message says what is wrong: {detail}"
        );
    }
    assert_eq!(ans[1], ans[ans.len() - 1], "nothing changed");
    // the field named and what was expected
    let detail = ans[2]["error"]["detail"].as_str().unwrap();
    assert!(
        detail.starts_with("move:") && detail.contains("careful"),
        "{detail}"
    );
}

/// Issue 35: a bad value in a field names the field and what it may be, not an unknown command.
#[test]
fn a_bad_value_names_its_field_and_what_is_allowed() {
    let cases = [
        (
            r#"{"cmd":"scan","player":1,"kind":"hnd","labels":[]}"#,
            "scan: field \"kind\"",
            "`hand`",
        ),
        (
            r#"{"cmd":"move","player":1,"to":3,"hand":4,"careful":"xx"}"#,
            "move: field \"careful\"",
            "`corridor`",
        ),
        (
            r#"{"cmd":"fix","fix":"set_door","corridor":1,"door":"ajar"}"#,
            "fix: field \"door\"",
            "`open`",
        ),
    ];
    let lines: Vec<&str> = cases.iter().map(|c| c.0).collect();
    let ans = headless(&lines);
    for ((line, field, allowed), a) in cases.iter().zip(&ans[1..]) {
        let detail = a["error"]["detail"].as_str().unwrap();
        assert!(
            detail.starts_with(field) && detail.contains(allowed),
            "{line}: {detail}"
        );
        assert!(!detail.contains("unknown command"), "{line}: {detail}");
    }
}

/// Issue 33/34: the base game's check that `"fix"` is a name refused every Retaliation
/// correction, whose `"fix"` is an object with the name inside.
#[test]
fn headless_takes_retaliation_corrections() {
    let mut child = Command::new(BIN)
        .args([
            "headless",
            "--game",
            "retaliation",
            "--seed",
            "3",
            "--players",
            "2",
        ])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("spawn");
    {
        let mut stdin = child.stdin.take().expect("stdin");
        writeln!(stdin, r#"{{"meta":"view"}}"#).expect("write");
        writeln!(
            stdin,
            r#"{{"cmd":"correct","fix":{{"fix":"fire","room":14,"on":true}}}}"#
        )
        .expect("write");
        writeln!(stdin, r#"{{"cmd":"correct","fix":{{"fix":7}}}}"#).expect("write");
    }
    let out = child.wait_with_output().expect("wait");
    let ans: Vec<serde_json::Value> = String::from_utf8(out.stdout)
        .expect("utf8")
        .lines()
        .map(|l| serde_json::from_str(l).expect("JSON"))
        .collect();
    assert_eq!(ans[2]["ok"], true, "{}", ans[2]);
    assert_eq!(ans[3]["error"]["error"], "bad_line", "{}", ans[3]);
}

#[test]
fn headless_checks_numbers_against_the_rules_ranges() {
    let ans = headless(&[
        r#"{"meta":"view"}"#,
        r#"{"cmd":"fix","fix":"set_objects","at":6,"eggs":255,"carcasses":0,"corpses":0}"#,
        r#"{"cmd":"fix","fix":"set_injuries","intruder":1,"injuries":250}"#,
        r#"{"cmd":"event_phase","hands":[[1,3],[1,4]]}"#,
        r#"{"cmd":"move","player":1,"to":6,"hand":200}"#,
        r#"{"meta":"view"}"#,
        r#"{"cmd":"fix","fix":"set_objects","at":6,"eggs":8,"carcasses":8,"corpses":5}"#,
    ]);
    assert_eq!(
        ans[2]["error"]["detail"], "objects_out_of_range",
        "{}",
        ans[2]
    );
    assert_eq!(ans[3]["error"]["detail"], "injuries_out_of_range");
    assert_eq!(ans[4]["error"]["detail"], "player_twice");
    assert_eq!(ans[5]["error"]["detail"], "hand_out_of_range");
    assert_eq!(ans[1], ans[6], "nothing changed");
    assert_eq!(
        ans[7]["ok"], true,
        "the box's counts are accepted: {}",
        ans[7]
    );
}

#[test]
fn headless_answers_a_line_that_is_not_utf8_and_goes_on() {
    let mut input = b"{\"meta\":\"view\"}\n".to_vec();
    input.extend_from_slice(b"{\"cmd\":\"noise_roll\xff\"}\n");
    input.extend_from_slice(b"{\"cmd\":\"move\",\"player\":1,\"to\":6,\"hand\":5}\n");
    let (ok, ans) = headless_bytes(&input);
    assert!(ok, "the session ends normally");
    assert_eq!(ans.len(), 4, "every line answered: {ans:?}");
    assert_eq!(ans[2]["ok"], false);
    assert!(
        ans[2]["error"]["detail"]
            .as_str()
            .unwrap()
            .contains("UTF-8")
    );
    assert_eq!(ans[3]["ok"], true, "the next line is played: {}", ans[3]);
}

#[test]
fn headless_refuses_a_line_over_a_megabyte_without_keeping_it_and_goes_on() {
    let mut input = Vec::new();
    input.extend_from_slice(b"{\"cmd\":\"scan\",\"player\":1,\"kind\":\"hand\",\"labels\":[");
    while input.len() < 3 * 1024 * 1024 {
        input.extend_from_slice(b"1,");
    }
    input.extend_from_slice(b"1]}\n{\"meta\":\"view\"}\n");
    let (ok, ans) = headless_bytes(&input);
    assert!(ok);
    assert_eq!(ans.len(), 3, "{ans:?}");
    assert_eq!(ans[1]["error"]["error"], "line_too_long");
    assert_eq!(ans[2]["ok"], true);
}

#[test]
fn repeated_labels_are_kept_once_so_every_saved_game_loads() {
    let mut labels = String::from("1");
    for _ in 0..20_000 {
        labels.push_str(",2,1");
    }
    let scan = format!(r#"{{"cmd":"scan","player":1,"kind":"hand","labels":[{labels}]}}"#);
    let ans = headless(&[
        r#"{"cmd":"fix","fix":"set_contamination","player":1,"cards":2}"#,
        &scan,
        r#"{"meta":"journal"}"#,
    ]);
    assert_eq!(ans[2]["ok"], true, "two cards, two labels: {}", ans[2]);
    let commands = ans[3]["journal"]["commands"].as_array().unwrap();
    assert_eq!(
        commands[1]["labels"],
        serde_json::json!([1, 2]),
        "kept once each, in the order read"
    );
}

/// Issue 34: `headless --game retaliation` ignored --mode and had no Deadly mode or dealer; an
/// option of the base game only is refused. Issue 33: a second process on a Retaliation game
/// started a new game instead of being refused.
#[test]
fn headless_retaliation_takes_the_windows_setup_and_refuses_a_second_process() {
    let ready = |extra: &[&str]| {
        let out = Command::new(BIN)
            .args([
                "headless",
                "--game",
                "retaliation",
                "--seed",
                "5",
                "--players",
                "3",
            ])
            .args(extra)
            .stdin(Stdio::null())
            .output()
            .expect("run");
        (
            out.status.code(),
            String::from_utf8_lossy(&out.stdout).to_string(),
            String::from_utf8_lossy(&out.stderr).to_string(),
        )
    };
    let (code, out, _) = ready(&["--mode", "coop", "--deadly", "--dealer", "box"]);
    assert_eq!(code, Some(0));
    let hello: serde_json::Value = serde_json::from_str(out.lines().next().unwrap()).unwrap();
    assert_eq!(hello["ready"]["coop"], true);
    assert_eq!(hello["ready"]["deadly"], true);
    assert_eq!(hello["ready"]["dealer"], "box");
    // solo is one marine: three players beside it are refused, not quietly made one (issue 51)
    let (code, _, err) = ready(&["--mode", "solo"]);
    assert_eq!(code, Some(2));
    assert!(err.contains("solo"), "{err}");
    for wrong in [
        &["--species", "carnomorphs"][..],
        &["--side", "b"][..],
        &["--track", "lurker,lurker,lurker,lurker,lurker"][..],
    ] {
        let (code, _, err) = ready(wrong);
        assert_ne!(code, Some(0), "{wrong:?}");
        assert!(err.contains(wrong[0]), "{wrong:?}: {err}");
    }
    let (code, _, err) = {
        let out = Command::new(BIN)
            .args(["headless", "--deadly"])
            .stdin(Stdio::null())
            .output()
            .expect("run");
        (
            out.status.code(),
            (),
            String::from_utf8_lossy(&out.stderr).to_string(),
        )
    };
    assert_ne!(code, Some(0));
    assert!(err.contains("--deadly"), "{err}");

    // one process holds a saved game; a second one that resumes is refused
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().to_str().unwrap();
    let mut first = Command::new(BIN)
        .args(["headless", "--game", "retaliation", "--data-dir", data])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("spawn");
    let mut line = String::new();
    std::io::BufRead::read_line(
        &mut std::io::BufReader::new(first.stdout.as_mut().unwrap()),
        &mut line,
    )
    .unwrap();
    assert!(line.contains("\"ok\":true"), "{line}");
    let second = Command::new(BIN)
        .args([
            "headless",
            "--game",
            "retaliation",
            "--data-dir",
            data,
            "--resume",
        ])
        .stdin(Stdio::null())
        .output()
        .expect("run");
    assert_ne!(second.status.code(), Some(0));
    let err = String::from_utf8_lossy(&second.stderr);
    assert!(err.contains("another"), "{err}");
    drop(first.stdin.take());
    first.wait().unwrap();
    let games = std::fs::read_dir(dir.path().join("retaliation/games"))
        .or_else(|_| std::fs::read_dir(dir.path().join("games")))
        .map(|d| d.count())
        .unwrap_or(0);
    assert!(games <= 1, "no second game was started");
}

/// Issue 51: headless asks the rules what may be done, whose turn it is and what the game waits
/// for. At the start of each game something is offered, and every offered command, sent back as a
/// line exactly as offered (its choices at their first values), is accepted; undo after each
/// keeps the game where it was.
#[test]
fn headless_offers_are_commands_the_game_takes() {
    for game in ["nemesis", "retaliation"] {
        let ask = |lines: &[String]| {
            let lines: Vec<&str> = lines.iter().map(String::as_str).collect();
            headless_with(&["--game", game, "--seed", "5", "--players", "2"], &lines)
        };
        let first = ask(&[
            r#"{"meta":"offers"}"#.to_owned(),
            r#"{"meta":"turn"}"#.to_owned(),
            r#"{"meta":"pending"}"#.to_owned(),
        ]);
        assert_eq!(first[1]["ok"], true, "{game}: {}", first[1]);
        assert_eq!(first[2]["ok"], true, "{game}: {}", first[2]);
        assert!(first[2]["turn"]["step"].is_string() || first[2]["turn"]["step"].is_object());
        assert_eq!(first[3]["ok"], true, "{game}: {}", first[3]);
        let commands: Vec<String> = first[1]["offers"]
            .as_array()
            .expect("groups")
            .iter()
            .flat_map(|g| g["offers"].as_array().expect("offers").clone())
            .map(|o| o["command"].to_string())
            .collect();
        assert!(!commands.is_empty(), "{game}: nothing offered at the start");
        let mut lines = Vec::new();
        for c in &commands {
            lines.push(c.clone());
            lines.push(r#"{"meta":"undo"}"#.to_owned());
        }
        let answers = ask(&lines);
        for (i, c) in commands.iter().enumerate() {
            assert_eq!(
                answers[1 + 2 * i]["ok"],
                true,
                "{game}: offered {c} was refused: {}",
                answers[1 + 2 * i]
            );
        }
    }
}
