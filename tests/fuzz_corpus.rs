//! Replays the committed fuzz corpus (`fuzz/corpus/<target>/`) through the same entry points the
//! fuzz targets call, so every CI run checks them without cargo-fuzz.
#![allow(clippy::unwrap_used, clippy::expect_used)] // tests and tools may stop at a broken assumption

use nemesis_companion::hostile;
use std::path::Path;

fn replay(target: &str, entry: fn(&[u8]) -> Result<(), String>) {
    let dir = Path::new("fuzz/corpus").join(target);
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.expect("entry").path())
        .collect();
    files.sort();
    assert!(!files.is_empty(), "{target}: empty corpus");
    for f in files {
        let bytes = std::fs::read(&f).expect("read");
        if let Err(broken) = entry(&bytes) {
            panic!("{}: {broken}", f.display());
        }
    }
}

#[test]
fn load_journal_corpus() {
    replay("load_journal", hostile::load_journal);
}

#[test]
fn import_file_corpus() {
    replay("import_file", hostile::import_file);
}

#[test]
fn headless_lines_corpus() {
    replay("headless_lines", hostile::headless_lines);
}

#[test]
fn the_save_fixtures_pass_the_loader_promises_too() {
    replay("../../tests/fixtures/saves", |b| {
        hostile::load_journal(b).and_then(|()| hostile::import_file(b))
    });
}

#[test]
fn other_files_corpus() {
    replay("other_files", hostile::other_files);
}
