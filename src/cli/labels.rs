//! `labels`: writes the printable contamination label sheet (PDF or SVG, by the file's extension).

use crate::label_sheet;
use crate::present::i18n::{I18n, Language};
use crate::scanner::labels::{self, Paper};
use crate::scanner::payload::Deck;
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum PaperArg {
    A4,
    Letter,
}

#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum LanguageArg {
    En,
    Ko,
    Ja,
}

#[derive(clap::Args, Debug)]
pub struct Args {
    /// Where to write the sheet: a `.pdf` or `.svg` file.
    #[arg(long)]
    pub out: PathBuf,
    /// Paper size.
    #[arg(long, value_enum, default_value_t = PaperArg::A4)]
    pub paper: PaperArg,
    /// The language of the printed words (the labels themselves are the same in every language);
    /// by default the system's, else English.
    #[arg(long, value_enum)]
    pub lang: Option<LanguageArg>,
    /// Replace the file at `--out` if there is one (otherwise an existing file is left alone).
    #[arg(long)]
    pub force: bool,
}

pub fn run(args: Args) -> Result<ExitCode, String> {
    let paper = match args.paper {
        PaperArg::A4 => Paper::A4,
        PaperArg::Letter => Paper::Letter,
    };
    let language = match args.lang {
        Some(LanguageArg::En) => Language::En,
        Some(LanguageArg::Ko) => Language::Ko,
        Some(LanguageArg::Ja) => Language::Ja,
        None => Language::from_os(),
    };
    let words = label_sheet::sheet_words(&I18n::new(language)?);
    let bytes = labels::render_file(&args.out, paper, &words, &label_sheet::fonts())?;
    let existing = std::fs::symlink_metadata(&args.out).is_ok();
    if args.out.is_dir() {
        // --force replaces a file, never a folder
        return Err(format!(
            "{} is a folder; --out names the file to write, for example {}",
            args.out.display(),
            args.out.join("labels.pdf").display()
        ));
    }
    if existing && !args.force {
        return Err(format!(
            "{} already exists and was left as it is; add --force to replace it",
            args.out.display()
        ));
    }
    // a temporary file beside it, synced, then renamed over: on a full disk the old file stays
    // whole and no truncated sheet is left
    crate::storage::atomic_write(&args.out, &bytes)
        .map_err(|e| format!("cannot write {}: {e}", args.out.display()))?;
    eprintln!(
        "{} {} ({}, {}): {} labels, print at 100% scale",
        if existing { "replaced" } else { "wrote" },
        args.out.display(),
        paper.name(),
        language.code(),
        Deck::ALL.iter().map(|d| u32::from(d.size())).sum::<u32>()
    );
    Ok(ExitCode::SUCCESS)
}
