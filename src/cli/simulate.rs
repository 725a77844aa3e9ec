//! `simulate`: many seeded games with random legal choices (placeholder until the core lands).

use std::process::ExitCode;

#[derive(clap::Args, Debug)]
pub struct Args {
    /// How many games to play.
    #[arg(long, default_value_t = 100)]
    pub games: u32,
}

pub fn run(_args: Args) -> Result<ExitCode, String> {
    Err("simulate is not built yet".into())
}
