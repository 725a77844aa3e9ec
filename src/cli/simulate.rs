//! `simulate`: many seeded games with random legal choices; statistics on stdout (identical for
//! the same arguments), throughput on stderr.

use crate::rules::ids::{Mode, Side};
use std::process::ExitCode;
use std::time::Instant;

/// Which game: base Nemesis (with its species) or Nemesis: Retaliation.
#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameArg {
    Nemesis,
    Retaliation,
    /// The stub fifth game (only with the `stub-game` feature, issue 52).
    #[cfg(feature = "stub-game")]
    Stub,
}

/// Which intruders are in the box (base Nemesis only).
#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum SpeciesArg {
    Intruders,
    Carnomorphs,
    VoidSeeders,
}

/// A creature printed on the Void Seeder insanity track.
#[derive(clap::ValueEnum, Clone, Copy, Debug)]
pub enum TrackArg {
    Lurker,
    Whisperer,
    Stalker,
    Despoiler,
}

pub fn track_kind(t: TrackArg) -> crate::rules::ids::IntruderKind {
    use crate::rules::ids::IntruderKind as K;
    match t {
        TrackArg::Lurker => K::Lurker,
        TrackArg::Whisperer => K::Whisperer,
        TrackArg::Stalker => K::Stalker,
        TrackArg::Despoiler => K::Despoiler,
    }
}

pub fn species(s: SpeciesArg) -> crate::rules::species::Species {
    match s {
        SpeciesArg::Intruders => crate::rules::species::Species::Intruders,
        SpeciesArg::Carnomorphs => crate::rules::species::Species::Carnomorphs,
        SpeciesArg::VoidSeeders => crate::rules::species::Species::VoidSeeders,
    }
}

#[derive(clap::ValueEnum, Clone, Copy, Debug)]
pub enum SideArg {
    A,
    B,
}

/// Who deals the room tiles and exploration tokens.
#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum DealerArg {
    /// The app holds them and names each one as a room is explored.
    App,
    /// The players lay the real ones face down and say what they flip (`reveal` in `move`).
    Box,
}

#[derive(clap::ValueEnum, Clone, Copy, Debug)]
pub enum ModeArg {
    Standard,
    Solo,
    Coop,
}

#[derive(clap::Args, Debug)]
pub struct Args {
    /// Which game.
    #[arg(long, value_enum, default_value = "nemesis")]
    pub game: GameArg,
    /// How many games to play.
    #[arg(long, default_value_t = 100)]
    pub games: u32,
    /// Players per game (1-5).
    #[arg(long, default_value_t = 4, value_parser = clap::value_parser!(u8).range(1..=5))]
    pub players: u8,
    /// Board side.
    #[arg(long, value_enum, default_value = "a")]
    pub side: SideArg,
    #[arg(long, value_enum, default_value = "standard")]
    pub mode: ModeArg,
    /// The intruders in the box (base Nemesis).
    #[arg(long, value_enum, default_value = "intruders")]
    pub species: SpeciesArg,
    /// Seed of the whole run.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Print the statistics as JSON.
    #[arg(long)]
    pub json: bool,
}

pub fn side(s: SideArg) -> Side {
    match s {
        SideArg::A => Side::A,
        SideArg::B => Side::B,
    }
}

pub fn dealer(d: DealerArg) -> crate::rules::ids::Dealer {
    match d {
        DealerArg::App => crate::rules::ids::Dealer::App,
        DealerArg::Box => crate::rules::ids::Dealer::Box,
    }
}

pub fn mode(m: ModeArg) -> Mode {
    match m {
        ModeArg::Standard => Mode::Standard,
        ModeArg::Solo => Mode::Solo,
        ModeArg::Coop => Mode::Coop,
    }
}

pub fn run(args: Args) -> Result<ExitCode, String> {
    if args.game == GameArg::Retaliation {
        return run_retaliation(&args);
    }
    #[cfg(feature = "stub-game")]
    if args.game == GameArg::Stub {
        return run_stub(&args);
    }
    let mode = mode(args.mode);
    let players = if mode == Mode::Solo {
        1
    } else {
        args.players as usize
    };
    if mode == Mode::Coop && players < 2 {
        return Err("co-op needs at least 2 players".into());
    }
    let start = Instant::now();
    let s = crate::sim::simulate(
        args.games,
        players,
        side(args.side),
        mode,
        species(args.species),
        args.seed,
    )?;
    let secs = start.elapsed().as_secs_f64();
    if args.json {
        println!(
            "{}",
            serde_json::to_string_pretty(&s).map_err(|e| e.to_string())?
        );
    } else {
        print_text(&s);
    }
    eprintln!(
        "throughput: {} rounds, {} commands in {:.2} s = {:.0} rounds/s, {:.0} games/s",
        s.rounds_total,
        s.commands_total,
        secs,
        s.rounds_total as f64 / secs.max(1e-9),
        s.games as f64 / secs.max(1e-9)
    );
    Ok(ExitCode::SUCCESS)
}

fn print_text(s: &crate::sim::Summary) {
    println!(
        "{} games, {} players, side {}, {:?}, seed {}",
        s.games, s.players, s.side, s.species, s.seed
    );
    println!("ended by:");
    for (k, n) in &s.ended_by {
        println!("  {k:<24} {n}");
    }
    if s.unfinished > 0 {
        println!("  {:<24} {}", "unfinished (cap)", s.unfinished);
    }
    let avg = if s.games > 0 {
        s.rounds_total as f64 / s.games as f64
    } else {
        0.0
    };
    println!(
        "rounds: average {avg:.1}, min {}, max {}",
        s.rounds_min, s.rounds_max
    );
    println!("intruders appearing in encounters:");
    for (band, m) in &s.encounters {
        let total: u32 = m.values().sum();
        let parts: Vec<String> = m
            .iter()
            .map(|(k, n)| {
                format!(
                    "{k:?} {n} ({:.0}%)",
                    100.0 * *n as f64 / total.max(1) as f64
                )
            })
            .collect();
        println!("  {band}: {}", parts.join(", "));
    }
    println!("deaths:");
    for (k, n) in &s.deaths {
        println!("  {:<24} {n}", format!("{k:?}"));
    }
    println!(
        "escaped {}, hibernated {}, survivors after the victory check {}, winners {}",
        s.escaped, s.hibernated, s.survivors, s.winners
    );
}

/// The stub's simulation: every game drawn to the end, its commands counted.
#[cfg(feature = "stub-game")]
fn run_stub(args: &Args) -> Result<ExitCode, String> {
    use crate::rules::Ruleset;
    use crate::rules::stub::{Stub, StubConfig};
    let mut commands = 0u64;
    for g in 0..u64::from(args.games) {
        let config = StubConfig {
            players: (1..=args.players).map(|p| format!("P{p}")).collect(),
            seed: args.seed.wrapping_add(g),
        };
        let mut state = Stub::start(&config).map_err(|e| e.to_string())?;
        while let Some(offer) = Stub::offers(&state).into_iter().next() {
            Stub::apply(&mut state, &offer.command).map_err(|e| e.to_string())?;
            commands += 1;
        }
    }
    println!("Stub: {} games, {commands} commands", args.games);
    Ok(ExitCode::SUCCESS)
}

/// Retaliation's simulation: whole games, the table's side played by a model.
fn run_retaliation(args: &Args) -> Result<ExitCode, String> {
    let start = Instant::now();
    let coop = match args.mode {
        ModeArg::Standard => false,
        ModeArg::Coop => true,
        ModeArg::Solo => {
            return Err("Retaliation's solo game is --players 1 (standard mode)".into());
        }
    };
    let s =
        crate::sim::retaliation::simulate(args.games, usize::from(args.players), args.seed, coop)?;
    let secs = start.elapsed().as_secs_f64();
    if args.json {
        println!(
            "{}",
            serde_json::to_string_pretty(&s).map_err(|e| e.to_string())?
        );
    } else {
        println!(
            "Retaliation: {} games, {} players{}, seed {}",
            s.games,
            s.players,
            if s.coop { ", full co-op" } else { "" },
            s.seed
        );
        let g = f64::from(s.games.max(1));
        println!("how games ended: {:?}", s.ends);
        println!(
            "average {:.1} rounds, {:.1} rooms explored; longest game {} commands",
            s.rounds_total as f64 / g,
            s.rooms_explored as f64 / g,
            s.commands_max
        );
        println!("intruders put on the map: {:?}", s.appeared);
        println!("tokens drawn: {:?}", s.drawn);
        println!(
            "the Queen came in {} games and died in {}; the Lander landed in {} and was shot down in {}; autodestruction started in {}",
            s.queen_appeared,
            s.queen_died,
            s.lander_landed,
            s.lander_shot_down,
            s.autodestruction_started
        );
        println!(
            "out of the facility at the end: {:?}; survivors after the checks {} ({:.2} a game); marines dead {}",
            s.escaped,
            s.survivors,
            s.survivors as f64 / g,
            s.marines_died
        );
        println!(
            "deaths reported by the table, by what last hurt: {:?}",
            s.deaths
        );
        println!(
            "questions to the table: {:?}; tokens the piles lacked: {}",
            s.questions, s.tokens_short
        );
    }
    eprintln!(
        "throughput: {} rounds, {} commands in {:.2} s = {:.0} rounds/s",
        s.rounds_total,
        s.commands_total,
        secs,
        s.rounds_total as f64 / secs.max(1e-9)
    );
    Ok(ExitCode::SUCCESS)
}
