//! The crash test: a scripted game is driven through `headless --data-dir`, the process is killed
//! with SIGKILL at seeded random moments (idle, mid-command, mid-resume), restarted with
//! `--resume`, and after every restart every acknowledged step must be there and the resumed state
//! must equal a clean replay of the journal.
//!
//! `NEMESIS_CRASH_SEED` and `NEMESIS_CRASH_KILLS` change the seed and the number of kills.
#![allow(clippy::unwrap_used, clippy::expect_used)] // tests and tools may stop at a broken assumption

use nemesis_companion::rules::{Command, GameConfig};
use nemesis_companion::session::saves::{self, finished};
use nemesis_companion::session::{Journal, SavedGame};
use nemesis_companion::sim::Table;
use nemesis_companion::storage::GameStore;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde_json::{Value, json};
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command as Process, Stdio};
use std::time::{Duration, Instant};

const BIN: &str = env!("CARGO_BIN_EXE_nemesis-companion");

fn env_or(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

struct Headless {
    child: Child,
    stdin: ChildStdin,
    stdout: BufReader<ChildStdout>,
}

impl Headless {
    fn start(dir: &std::path::Path, seed: u64, players: u8) -> Headless {
        let mut child = Process::new(BIN)
            .args(["headless", "--resume", "--seed", &seed.to_string()])
            .args(["--players", &players.to_string(), "--data-dir"])
            .arg(dir)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("spawn headless");
        let stdin = child.stdin.take().expect("stdin");
        let stdout = BufReader::new(child.stdout.take().expect("stdout"));
        Headless {
            child,
            stdin,
            stdout,
        }
    }

    fn send(&mut self, line: &str) {
        writeln!(self.stdin, "{line}").expect("write a line");
        self.stdin.flush().expect("flush");
    }

    fn read(&mut self) -> Value {
        let mut line = String::new();
        self.stdout.read_line(&mut line).expect("read an answer");
        serde_json::from_str(&line).unwrap_or_else(|e| panic!("answer {line:?}: {e}"))
    }

    fn ask(&mut self, line: &str) -> Value {
        self.send(line);
        self.read()
    }

    /// SIGKILL (what `Child::kill` sends on Unix), then reap.
    fn kill(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }

    fn close(self) {
        let Headless {
            mut child, stdin, ..
        } = self;
        drop(stdin);
        let status = child.wait().expect("wait");
        assert!(status.success(), "headless exits cleanly at end of input");
    }
}

#[derive(Debug, Clone)]
enum Step {
    Cmd(Command),
    Undo,
    Redo,
}

impl Step {
    fn line(&self) -> String {
        match self {
            Step::Cmd(c) => serde_json::to_string(c).expect("command json"),
            Step::Undo => json!({"meta": "undo"}).to_string(),
            Step::Redo => json!({"meta": "redo"}).to_string(),
        }
    }

    /// Applies the step to the test's own copy; true if the rules accept it.
    fn apply(&self, j: &mut Journal) -> bool {
        match self {
            Step::Cmd(c) => j.apply(c.clone()).is_ok(),
            Step::Undo => j.undo().is_some(),
            Step::Redo => matches!(j.redo(), Some(Ok(_))),
        }
    }
}

fn view(j: &Journal) -> Value {
    serde_json::to_value(j.state().public_view()).expect("view json")
}

/// After a restart: the resumed game holds every acknowledged step (and at most the one step in
/// flight when the process died), and its state is a clean replay of its journal.
fn check_resumed(
    h: &mut Headless,
    ready: &Value,
    model: Option<&Journal>,
    in_flight: Option<&Step>,
    ctx: &str,
) -> Journal {
    let saved: SavedGame =
        serde_json::from_value(h.ask(r#"{"meta":"journal"}"#)["journal"].clone())
            .expect("journal answer");
    assert_eq!(ready["n"], saved.cursor, "{ctx}: ready n is the cursor");
    match model {
        Some(m) => {
            let mut with_step = m.clone();
            let step_applies = in_flight.is_some_and(|s| s.apply(&mut with_step));
            let same = saved == m.saved();
            let plus = step_applies && saved == with_step.saved();
            assert!(
                same || plus,
                "{ctx}: resumed journal {saved:?}\n is neither the acknowledged {:?}\n nor that \
                 plus the step in flight {in_flight:?}",
                m.saved()
            );
            assert_eq!(
                ready["resumed"], true,
                "{ctx}: an unfinished game is resumed"
            );
        }
        None => assert!(
            saved.commands.is_empty(),
            "{ctx}: nothing was acknowledged yet, so nothing can be in the game: {saved:?}"
        ),
    }
    let replayed = Journal::replay(saved).unwrap_or_else(|e| panic!("{ctx}: replay {e:?}"));
    let resumed_view = h.ask(r#"{"meta":"view"}"#)["view"].clone();
    assert_eq!(
        resumed_view,
        view(&replayed),
        "{ctx}: resumed state = clean replay"
    );
    replayed
}

#[test]
fn killed_at_random_moments_the_game_comes_back_with_every_acknowledged_step() {
    let seed = env_or("NEMESIS_CRASH_SEED", 0x5EED_0001);
    let kills_wanted = env_or("NEMESIS_CRASH_KILLS", 200);
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let dir = tempfile::tempdir().expect("tempdir");
    let started = Instant::now();

    let mut model: Option<Journal> = None;
    let mut table = Table::new(seed);
    let mut in_flight: Option<Step> = None;
    let (mut kills, mut mid_command, mut mid_resume, mut acked, mut games) = (0, 0, 0, 0, 1);
    let mut game_seed = seed;
    let mut restarts = 0u64;

    while kills < kills_wanted {
        restarts += 1;
        let ctx = format!("seed {seed:#x}, restart {restarts}");
        let players = 2 + (game_seed % 4) as u8;
        let mut h = Headless::start(dir.path(), game_seed, players);
        if rng.random_bool(0.08) {
            // killed while resuming (maybe while repairing a torn line)
            std::thread::sleep(Duration::from_micros(rng.random_range(0..4000)));
            h.kill();
            kills += 1;
            mid_resume += 1;
            continue;
        }
        let ready = h.read();
        assert_eq!(ready["ok"], true, "{ctx}: {ready}");
        if ready["resumed"] == false
            && let (Some(m), Some(step)) = (&model, &in_flight)
        {
            // The step in flight finished the game and reached the disk before the kill: the
            // finished game must be on the disk whole, and a new game has started.
            let mut done = m.clone();
            assert!(
                step.apply(&mut done) && finished(done.state()),
                "{ctx}: game lost"
            );
            let store = GameStore::new(dir.path());
            let ended = saves::recent_games(&store)
                .expect("list")
                .into_iter()
                .find_map(|g| {
                    let loaded = store
                        .read::<nemesis_companion::rules::Nemesis>(&g.id)
                        .and_then(saves::open)
                        .ok()?;
                    (loaded.journal.saved() == done.saved()).then_some(loaded)
                });
            assert!(ended.is_some(), "{ctx}: the finished game is on the disk");
            model = None;
            game_seed += 1;
            games += 1;
            table = Table::new(game_seed);
        }
        let mut j = check_resumed(&mut h, &ready, model.as_ref(), in_flight.as_ref(), &ctx);
        if model.is_none() {
            let config: GameConfig = serde_json::from_value(ready["ready"].clone()).expect("cfg");
            assert_eq!(&config, j.config());
        }
        in_flight = None;

        let steps = rng.random_range(1..=8);
        let kill_at = rng.random_range(0..steps);
        let mid_write = rng.random_bool(0.6);
        let mut killed = false;
        for i in 0..steps {
            let step = match rng.random_range(0..100) {
                0..8 => Step::Undo,
                8..12 => Step::Redo,
                _ => Step::Cmd(table.choose(j.state())),
            };
            h.send(&step.line());
            if i == kill_at && mid_write {
                std::thread::sleep(Duration::from_micros(rng.random_range(0..3000)));
                h.kill();
                in_flight = Some(step);
                killed = true;
                mid_command += 1;
                break;
            }
            let answer = h.read();
            let accepted = step.apply(&mut j);
            assert_eq!(answer["ok"], accepted, "{ctx}: {step:?} -> {answer}");
            assert!(answer.get("storage_warning").is_none(), "{ctx}: {answer}");
            if accepted {
                acked += 1;
                assert_eq!(answer["n"], j.cursor(), "{ctx}");
            }
            if finished(j.state()) {
                break;
            }
            if i == kill_at {
                h.kill();
                killed = true;
                break;
            }
        }
        if killed {
            kills += 1;
            model = Some(j);
        } else {
            h.close();
            model = Some(j);
        }
        if model.as_ref().is_some_and(|m| finished(m.state())) && in_flight.is_none() {
            // the next start begins a new game: nothing of the finished one may be resumed
            model = None;
            game_seed += 1;
            games += 1;
            table = Table::new(game_seed);
        }
    }
    eprintln!(
        "crash test: seed {seed:#x}: {kills} kills ({mid_command} mid-command, {mid_resume} \
         mid-resume), {restarts} restarts, {acked} acknowledged steps, {games} games, {:.1} s",
        started.elapsed().as_secs_f64()
    );
    assert!(kills >= kills_wanted);
}
