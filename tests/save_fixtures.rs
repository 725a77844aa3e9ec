//! Every save format version keeps loading: the committed fixtures (real scripted games written by
//! the version that introduced the format) replay to the public view recorded beside them.
//!
//! A failure here means old saves would no longer load or would replay to another game: bump the
//! save format and add a migration (docs/saves.md), do not edit the fixtures.
#![allow(clippy::unwrap_used, clippy::expect_used)] // tests and tools may stop at a broken assumption

use nemesis_companion::rules::Nemesis;
use nemesis_companion::rules::ids::{Mode, Side};
use nemesis_companion::session::saves::{self, finished};
use nemesis_companion::session::{PersistentJournal, Session};
use nemesis_companion::sim::{Table, config};
use nemesis_companion::storage::store::JOURNAL;
use nemesis_companion::storage::{GameStore, file};
use serde_json::Value;
use std::path::Path;

const DIR: &str = "tests/fixtures/saves";

/// (file stem, setup, table seed, steps; 0 steps = play to the end)
fn fixtures() -> [(
    &'static str,
    nemesis_companion::rules::GameConfig,
    u64,
    usize,
); 3] {
    [
        (
            "v1-standard-a-4p",
            config(2024, 4, Side::A, Mode::Standard),
            7,
            160,
        ),
        (
            "v1-coop-b-5p-finished",
            config(77, 5, Side::B, Mode::Coop),
            8,
            0,
        ),
        // format 2: the game and species in the header
        (
            "v2-standard-b-3p",
            config(4242, 3, Side::B, Mode::Standard),
            11,
            220,
        ),
    ]
}

/// Every value of `expected` is in `actual` (fields added later to the view are ignored).
fn contains(actual: &Value, expected: &Value, path: &str) -> Result<(), String> {
    match (actual, expected) {
        (Value::Object(a), Value::Object(e)) => {
            for (k, ev) in e {
                let av = a.get(k).ok_or(format!("{path}.{k} is missing"))?;
                contains(av, ev, &format!("{path}.{k}"))?;
            }
            Ok(())
        }
        // lists keep their length and order; their items may have gained fields too
        (Value::Array(a), Value::Array(e)) if a.len() == e.len() => {
            for (i, (av, ev)) in a.iter().zip(e).enumerate() {
                contains(av, ev, &format!("{path}[{i}]"))?;
            }
            Ok(())
        }
        _ if actual == expected => Ok(()),
        _ => Err(format!("{path}: {actual} instead of {expected}")),
    }
}

#[test]
fn every_committed_save_fixture_loads_and_replays_to_its_recorded_view() {
    let mut seen = 0;
    for (stem, ..) in fixtures() {
        let bytes = std::fs::read(Path::new(DIR).join(format!("{stem}.jsonl"))).unwrap();
        let loaded = saves::load_bytes::<Nemesis>(&bytes).unwrap_or_else(|e| panic!("{stem}: {e}"));
        assert_eq!(loaded.recovery, None, "{stem}");
        let expected: Value = serde_json::from_str(
            &std::fs::read_to_string(Path::new(DIR).join(format!("{stem}.expected.json"))).unwrap(),
        )
        .unwrap();
        let actual = serde_json::json!({
            "schema": file::decode(&bytes).unwrap().schema,
            "cursor": loaded.journal.cursor(),
            "commands": loaded.journal.all_commands().len(),
            "finished": finished(loaded.journal.state()),
            "view": loaded.journal.state().public_view(),
        });
        if let Err(e) = contains(&actual, &expected, stem) {
            panic!("{e}");
        }
        seen += 1;
    }
    // one fixture at least per format version up to the current one
    assert!(seen >= nemesis_companion::storage::schema::CURRENT as usize);
}

/// Writes the fixtures of the current format. Run once when a format is introduced:
/// `cargo test --test save_fixtures -- --ignored`; never to "fix" a failing fixture.
#[test]
#[ignore]
fn write_fixtures_of_the_current_format() {
    let dir = tempfile::tempdir().unwrap();
    for (stem, cfg, seed, steps) in fixtures() {
        let out = Path::new(DIR).join(format!("{stem}.jsonl"));
        if out.exists() {
            continue;
        }
        let mut pj = PersistentJournal::<Nemesis>::create(GameStore::new(dir.path()), cfg).unwrap();
        let mut table = Table::new(seed);
        let mut i = 0;
        while (steps == 0 && !finished(pj.journal().state()) && i < 20_000) || i < steps {
            match i % 31 {
                3 | 17 => {
                    pj.undo();
                }
                4 => {
                    pj.redo();
                }
                _ => {
                    let cmd = table.choose(pj.journal().state());
                    let _ = pj.apply(cmd);
                }
            }
            i += 1;
        }
        if steps > 0 {
            pj.undo();
            pj.undo();
        }
        let journal = std::fs::read(pj.store().game_dir(pj.id()).join(JOURNAL)).unwrap();
        std::fs::create_dir_all(DIR).unwrap();
        std::fs::write(&out, &journal).unwrap();
        let expected = serde_json::json!({
            "schema": nemesis_companion::storage::schema::CURRENT,
            "cursor": pj.journal().cursor(),
            "commands": pj.journal().all_commands().len(),
            "finished": finished(pj.journal().state()),
            "view": pj.journal().state().public_view(),
        });
        let mut text = serde_json::to_string_pretty(&expected).unwrap();
        text.push('\n');
        std::fs::write(Path::new(DIR).join(format!("{stem}.expected.json")), text).unwrap();
    }
}
