//! `labels`: writes the printable contamination label sheet (PDF or SVG, by the file's extension).

use crate::scanner::labels::{self, Paper};
use crate::scanner::payload::Deck;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum PaperArg {
    A4,
    Letter,
}

#[derive(clap::Args, Debug)]
pub struct Args {
    /// Where to write the sheet: a `.pdf` or `.svg` file.
    #[arg(long)]
    pub out: PathBuf,
    /// Paper size.
    #[arg(long, value_enum, default_value_t = PaperArg::A4)]
    pub paper: PaperArg,
}

/// The sheet as file bytes, in the format `path`'s extension names.
pub fn render_for(path: &Path, paper: Paper) -> Result<Vec<u8>, String> {
    let sheet = labels::sheet(paper, &Deck::ALL);
    let extension = path
        .extension()
        .and_then(|e| e.to_str())
        .map(str::to_ascii_lowercase);
    match extension.as_deref() {
        Some("pdf") => Ok(labels::pdf::render(&sheet)),
        Some("svg") => Ok(labels::svg::render(&sheet).into_bytes()),
        _ => Err(format!(
            "{}: the file name must end in .pdf or .svg",
            path.display()
        )),
    }
}

pub fn run(args: Args) -> Result<ExitCode, String> {
    let paper = match args.paper {
        PaperArg::A4 => Paper::A4,
        PaperArg::Letter => Paper::Letter,
    };
    let bytes = render_for(&args.out, paper)?;
    std::fs::write(&args.out, bytes)
        .map_err(|e| format!("cannot write {}: {e}", args.out.display()))?;
    eprintln!(
        "wrote {} ({}): {} labels, print at 100% scale",
        args.out.display(),
        paper.name(),
        Deck::ALL.iter().map(|d| u32::from(d.size())).sum::<u32>()
    );
    Ok(ExitCode::SUCCESS)
}
