//! The disk work the window does on its update loop, timed (issue 33: listing saves, resuming,
//! starting a game and the per-command write; the write may stay on the loop if its 95th
//! percentile is under 10 ms). A plain timing harness: `cargo bench --bench saves` prints the
//! median and the 95th percentile of each, on this machine's disk.
#![allow(clippy::unwrap_used, clippy::expect_used)] // a bench stops at a broken assumption

use nemesis_companion::gui::game::Game;
use nemesis_companion::gui::nemesis::new_game::{Character, NewGameRequest};
use nemesis_companion::gui::seed::SeedCode;
use nemesis_companion::rules::ids::{Dealer, Mode, Side};
use nemesis_companion::session::saves;
use nemesis_companion::storage::store::GameStore;
use std::time::{Duration, Instant};

fn request() -> NewGameRequest {
    NewGameRequest {
        insanity_track: None,
        rings: Vec::new(),
        players: vec![
            ("Mia".into(), Character::Scout),
            ("Jun".into(), Character::Mechanic),
            ("Ana".into(), Character::Captain),
        ],
        mode: Mode::Standard,
        side: Side::A,
        seed_code: SeedCode::parse("ACK74X").unwrap(),
        secret_seed: None,
        dealer: Dealer::App,
        species: Default::default(),
    }
}

fn report(what: &str, mut times: Vec<Duration>) {
    times.sort();
    let at = |q: f64| times[((times.len() - 1) as f64 * q).round() as usize];
    println!(
        "{what:<44} n={:<4} median {:>8.3} ms   p95 {:>8.3} ms",
        times.len(),
        at(0.5).as_secs_f64() * 1e3,
        at(0.95).as_secs_f64() * 1e3
    );
}

/// The simulated table (by its seed) that plays the longest of the first 40 games.
fn longest_table() -> u64 {
    (0..40)
        .max_by_key(|&seed| {
            let mut game = Game::start(
                Err(nemesis_companion::storage::root::NoDataFolder),
                &request(),
            )
            .unwrap();
            let mut table = nemesis_companion::sim::Table::new(seed);
            for _ in 0..3000 {
                let cmd = table.choose(game.state());
                let _ = game.apply(cmd);
            }
            game.commands().len()
        })
        .unwrap_or(7)
}

/// A saved game of up to `steps` simulated commands; the time each accepted command took to
/// apply and write.
fn played(store: &GameStore, steps: usize) -> (Game, Vec<Duration>) {
    let mut game = Game::start(Ok(store.clone()), &request()).unwrap();
    let mut table = nemesis_companion::sim::Table::new(longest_table());
    let mut writes = Vec::new();
    for _ in 0..steps {
        let cmd = table.choose(game.state());
        let t = Instant::now();
        if game.apply(cmd).is_ok() {
            writes.push(t.elapsed());
        }
    }
    (game, writes)
}

fn main() {
    // on the build's disk, not /tmp: a RAM-backed /tmp would make every fsync free
    std::fs::create_dir_all("target").unwrap();
    let dir = tempfile::tempdir_in("target").unwrap();
    let store = GameStore::new(dir.path());

    let mut starts = Vec::new();
    for _ in 0..20 {
        let t = Instant::now();
        let game = Game::start(Ok(store.clone()), &request()).unwrap();
        starts.push(t.elapsed());
        drop(game);
    }
    report("start a game (write its header)", starts);

    let (game, writes) = played(&store, 3000);
    let steps = game.commands().len();
    let id = game.id().cloned().unwrap();
    report("apply and write one command", writes);
    drop(game);

    let mut resumes = Vec::new();
    for _ in 0..20 {
        let t = Instant::now();
        let (game, _) = Game::resume(store.clone(), &id).unwrap();
        resumes.push(t.elapsed());
        drop(game);
    }
    report(&format!("resume a game of {steps} commands"), resumes);

    let mut listings = Vec::new();
    for _ in 0..20 {
        let t = Instant::now();
        let games = saves::recent_games(&store).unwrap();
        listings.push(t.elapsed());
        assert!(games.len() > 20);
    }
    report("list 21 saved games", listings);
}
