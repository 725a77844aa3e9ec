//! Every save format version keeps loading: the committed fixtures (real scripted games written by
//! the version that introduced the format) replay to the public view recorded beside them.
//!
//! A failure here means old saves would no longer load or would replay to another game: bump the
//! save format and add a migration (docs/saves.md), do not edit the fixtures.
#![allow(clippy::unwrap_used, clippy::expect_used)] // tests and tools may stop at a broken assumption

use nemesis_companion::rules::ids::{Mode, Side};
use nemesis_companion::rules::retaliation::{Retaliation, RetaliationConfig};
use nemesis_companion::rules::species::Species;
use nemesis_companion::rules::{Nemesis, Ruleset};
use nemesis_companion::session::saves::{self, finished};
use nemesis_companion::session::{Journal, PersistentJournal, Session, legacy};
use nemesis_companion::sim::retaliation::played;
use nemesis_companion::sim::{Table, config, config_with};
use nemesis_companion::storage::store::JOURNAL;
use nemesis_companion::storage::{GameId, GameStore, file};
use serde_json::Value;
use std::path::Path;

const DIR: &str = "tests/fixtures/saves";

/// (file stem, setup, table seed, steps; 0 steps = play to the end)
fn fixtures() -> [(
    &'static str,
    nemesis_companion::rules::GameConfig,
    u64,
    usize,
); 5] {
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
        // the expansions' intruders (issue 33): their species in the header and the setup
        (
            "v2-carnomorphs-a-3p",
            config_with(515, 3, Side::A, Mode::Standard, Species::Carnomorphs),
            12,
            240,
        ),
        (
            "v2-void-seeders-b-2p",
            config_with(616, 2, Side::B, Mode::Coop, Species::VoidSeeders),
            13,
            240,
        ),
    ]
}

/// Retaliation games: (file stem, setup, table seed, rounds played).
fn retaliation_fixtures() -> [(&'static str, RetaliationConfig, u64, u32); 1] {
    let mut coop = RetaliationConfig::numbered(717, 3);
    coop.coop = true;
    [("v2-retaliation-coop-3p", coop, 14, 5)]
}

fn retaliation_actual(schema: u32, j: &Journal<Retaliation>) -> Value {
    serde_json::json!({
        "schema": schema,
        "cursor": j.cursor(),
        "commands": j.all_commands().len(),
        "finished": Retaliation::finished(j.state()),
        "view": Retaliation::public_view(j.state()),
    })
}

/// The older Retaliation format (one `game.json`, converted into the store on first listing):
/// a committed file converts and replays to its recorded view.
const OLD_RETALIATION: &str = "retaliation-format1-2p";

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

#[test]
fn every_committed_retaliation_save_loads_and_replays_to_its_recorded_view() {
    for (stem, ..) in retaliation_fixtures() {
        let bytes = std::fs::read(Path::new(DIR).join(format!("{stem}.jsonl"))).unwrap();
        let loaded =
            saves::load_bytes::<Retaliation>(&bytes).unwrap_or_else(|e| panic!("{stem}: {e}"));
        assert_eq!(loaded.recovery, None, "{stem}");
        let schema = file::decode_as::<Retaliation>(&bytes).unwrap().schema;
        let actual = retaliation_actual(schema, &loaded.journal);
        if let Err(e) = contains(&actual, &expected(stem), stem) {
            panic!("{e}");
        }
    }
    // the older format: converted into a store, then opened as any game is
    let dir = tempfile::tempdir().unwrap();
    let id = "1763000000-00000001";
    let old = legacy::old_games_dir(dir.path()).join(id);
    std::fs::create_dir_all(&old).unwrap();
    std::fs::copy(
        Path::new(DIR).join(format!("{OLD_RETALIATION}.json")),
        old.join(legacy::FILE),
    )
    .unwrap();
    let store = GameStore::new(dir.path());
    assert_eq!(legacy::convert_all(&store), vec![]);
    let id = GameId::parse(id).unwrap();
    let (pj, recovery) = PersistentJournal::<Retaliation>::resume(store.clone(), &id).unwrap();
    assert_eq!(recovery, None);
    let bytes = std::fs::read(store.journal_path(&id)).unwrap();
    let schema = file::decode_as::<Retaliation>(&bytes).unwrap().schema;
    let actual = retaliation_actual(schema, pj.journal());
    if let Err(e) = contains(&actual, &expected(OLD_RETALIATION), OLD_RETALIATION) {
        panic!("{e}");
    }
}

fn expected(stem: &str) -> Value {
    serde_json::from_str(
        &std::fs::read_to_string(Path::new(DIR).join(format!("{stem}.expected.json"))).unwrap(),
    )
    .unwrap()
}

/// Writes the Retaliation fixtures (as `write_fixtures_of_the_current_format`, once).
#[test]
#[ignore]
fn write_retaliation_fixtures() {
    let dir = tempfile::tempdir().unwrap();
    let write_expected = |stem: &str, value: &Value| {
        let mut text = serde_json::to_string_pretty(value).unwrap();
        text.push('\n');
        std::fs::write(Path::new(DIR).join(format!("{stem}.expected.json")), text).unwrap();
    };
    for (stem, cfg, seed, rounds) in retaliation_fixtures() {
        let out = Path::new(DIR).join(format!("{stem}.jsonl"));
        if out.exists() {
            continue;
        }
        let played = played(cfg, seed, rounds).unwrap();
        let mut pj = PersistentJournal::<Retaliation>::create(
            GameStore::new(dir.path()),
            played.config().clone(),
        )
        .unwrap();
        for (i, c) in played.commands().iter().enumerate() {
            pj.apply(c.clone()).unwrap();
            if i % 29 == 3 {
                pj.undo();
                pj.redo();
            }
        }
        pj.undo();
        pj.undo();
        let journal = std::fs::read(pj.store().journal_path(pj.id())).unwrap();
        std::fs::write(&out, &journal).unwrap();
        write_expected(stem, &retaliation_actual(2, pj.journal()));
    }
    let out = Path::new(DIR).join(format!("{OLD_RETALIATION}.json"));
    if !out.exists() {
        let mut j = played(RetaliationConfig::numbered(818, 2), 15, 4).unwrap();
        j.undo();
        // the older wing's file, as it serialised
        let old = serde_json::json!({
            "format": 1,
            "game": "retaliation",
            "app": "nemesis-companion 0.9.0",
            "created": 1_763_000_000u64,
            "saved": j.saved(),
        });
        std::fs::write(&out, serde_json::to_vec(&old).unwrap()).unwrap();
        write_expected(OLD_RETALIATION, &retaliation_actual(2, &j));
    }
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
