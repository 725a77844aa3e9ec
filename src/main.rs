//! Command-line entry point. With no subcommand the app starts its window; the subcommands drive
//! the same code without a screen.

use clap::{Parser, Subcommand};
use std::process::ExitCode;

#[derive(Parser)]
#[command(name = "nemesis-companion", version = nemesis_companion::VERSION_LINE, about = "Unofficial companion app for the board game Nemesis")]
struct Cli {
    /// Start the window without sound (also `NEMESIS_AUDIO=off`).
    #[arg(long)]
    no_sound: bool,
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Play many seeded games with random legal choices and print statistics.
    Simulate(nemesis_companion::cli::simulate::Args),
    /// Read commands as JSON lines on stdin, write outcomes as JSON lines on stdout.
    Headless(nemesis_companion::cli::headless::Args),
    /// Write the printable contamination label sheet (PDF or SVG).
    Labels(nemesis_companion::cli::labels::Args),
    /// Read label images and say what was found, or why nothing was.
    Scan(nemesis_companion::cli::scan::Args),
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Some(Command::Simulate(args)) => nemesis_companion::cli::simulate::run(args),
        Some(Command::Headless(args)) => nemesis_companion::cli::headless::run(args),
        Some(Command::Labels(args)) => nemesis_companion::cli::labels::run(args),
        Some(Command::Scan(args)) => nemesis_companion::cli::scan::run(args),
        None => nemesis_companion::gui::run(nemesis_companion::gui::Options {
            no_sound: cli.no_sound,
        })
        .map(|()| ExitCode::SUCCESS),
    };
    // the last steps' syncs, queued so that the table never waited for the disk
    nemesis_companion::storage::atomic::wait_until_synced();
    match result {
        Ok(code) => code,
        Err(message) => {
            eprintln!("nemesis-companion: {message}");
            ExitCode::from(2)
        }
    }
}
