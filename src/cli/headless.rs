//! `headless`: JSON lines in, JSON lines out (placeholder until the core lands).

use std::process::ExitCode;

#[derive(clap::Args, Debug)]
pub struct Args {}

pub fn run(_args: Args) -> Result<ExitCode, String> {
    Err("headless is not built yet".into())
}
