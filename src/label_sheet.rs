//! "Print labels…": writes the label sheet as a PDF where the player finds it (Documents, else
//! Downloads, else the app's data folder) and asks the system to open it. Opening may fail (no
//! viewer, a bare system): the path stays on screen either way.

use crate::present::i18n::{I18n, Language};
use crate::scanner::labels::{self, DeckWords, Paper, SheetWords};
use crate::scanner::payload::Deck;
use crate::tr;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// Paper size for the label sheet, as chosen in the settings.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PaperChoice {
    A4,
    Letter,
}

impl PaperChoice {
    pub const ALL: [PaperChoice; 2] = [PaperChoice::A4, PaperChoice::Letter];

    pub fn paper(self) -> Paper {
        match self {
            PaperChoice::A4 => Paper::A4,
            PaperChoice::Letter => Paper::Letter,
        }
    }

    /// US Letter where the region uses it (the Americas mostly, the Philippines), else A4.
    pub fn for_region(region: Option<&str>) -> PaperChoice {
        const LETTER: [&str; 10] = ["US", "CA", "MX", "PH", "CL", "CO", "VE", "PR", "GT", "CR"];
        match region {
            Some(r) if LETTER.iter().any(|l| l.eq_ignore_ascii_case(r)) => PaperChoice::Letter,
            _ => PaperChoice::A4,
        }
    }

    /// From the system: `LC_PAPER`, else the preferred languages' regions.
    pub fn from_os() -> PaperChoice {
        let from_env = ["LC_PAPER", "LC_ALL", "LANG"]
            .iter()
            .filter_map(|v| std::env::var(v).ok())
            .find(|v| !v.is_empty() && v != "C" && v != "POSIX");
        if let Some(tag) = from_env {
            return PaperChoice::for_region(region_of(&tag));
        }
        let requested = i18n_embed::DesktopLanguageRequester::requested_languages();
        let region = requested
            .iter()
            .find_map(|id| id.region.map(|r| r.to_string()));
        PaperChoice::for_region(region.as_deref())
    }
}

/// The region of a locale tag: `en_US.UTF-8` → `US`, `ko-KR` → `KR`.
fn region_of(tag: &str) -> Option<&str> {
    let base = tag.split(['.', '@']).next()?;
    base.split(['_', '-']).nth(1).filter(|r| r.len() == 2)
}

/// The file name for a paper size and a language (`nemesis-companion-labels-a4-ko.pdf`): a sheet
/// in another language is another file.
pub fn file_name(paper: PaperChoice, language: Language) -> String {
    let paper = match paper {
        PaperChoice::A4 => "a4",
        PaperChoice::Letter => "letter",
    };
    format!("nemesis-companion-labels-{paper}-{}.pdf", language.code())
}

/// The sheet's words in the window's language.
pub fn sheet_words(i18n: &I18n) -> SheetWords {
    let decks = Deck::ALL
        .iter()
        .map(|&deck| {
            let count = i64::from(deck.size());
            DeckWords {
                deck,
                title: match deck {
                    Deck::Base => tr!(i18n, "labels-sheet-title-base"),
                },
                cut: tr!(i18n, "labels-sheet-cut", count = count),
            }
        })
        .collect();
    let count = i64::from(Deck::Base.size());
    SheetWords {
        decks,
        actual_size: tr!(i18n, "labels-sheet-actual-size"),
        note_title: tr!(i18n, "labels-sheet-note-title"),
        note: vec![
            tr!(i18n, "labels-sheet-note-1"),
            tr!(i18n, "labels-sheet-note-2"),
            tr!(i18n, "labels-sheet-note-3"),
            tr!(i18n, "labels-sheet-note-4"),
            tr!(i18n, "labels-sheet-note-5", count = count),
            tr!(i18n, "labels-sheet-note-6"),
            tr!(i18n, "labels-sheet-note-7"),
            tr!(i18n, "labels-sheet-note-8"),
            tr!(i18n, "labels-sheet-note-9"),
        ],
    }
}

/// The app's own faces, embedded (as subsets) for Korean and Japanese text.
pub fn fonts() -> labels::pdf::Fonts<'static> {
    labels::pdf::Fonts {
        regular: crate::present::fonts::REGULAR_BYTES,
        bold: crate::present::fonts::BOLD_BYTES,
    }
}

/// Where the sheet goes: the data folder when `NEMESIS_DATA_DIR` is set (tests, portable
/// installs), else Documents, else Downloads, else the data folder.
pub fn folder() -> Result<PathBuf, crate::storage::root::NoDataFolder> {
    if std::env::var_os(crate::storage::root::DATA_DIR_VAR).is_some_and(|v| !v.is_empty()) {
        return crate::storage::root::data_root();
    }
    let user = directories::UserDirs::new();
    let found = user
        .as_ref()
        .and_then(|u| u.document_dir().or(u.download_dir()))
        .filter(|d| d.is_dir())
        .map(Path::to_path_buf);
    match found {
        Some(dir) => Ok(dir),
        None => crate::storage::root::data_root(),
    }
}

/// Why the label sheet was not written (nothing was: the write is atomic).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SheetNotWritten {
    /// The folder or the file could not be written.
    Disk {
        path: PathBuf,
        trouble: crate::storage::DiskTrouble,
    },
    /// Every name for it in the folder is taken by another sheet.
    NoFreeName(PathBuf),
    /// No folder to put it in (no documents, downloads or data folder).
    NoFolder,
    /// The PDF could not be made (what the PDF writer said).
    Render(String),
}

impl SheetNotWritten {
    fn disk(path: &Path, e: &std::io::Error) -> SheetNotWritten {
        SheetNotWritten::Disk {
            path: path.to_path_buf(),
            trouble: crate::storage::DiskTrouble::of(e),
        }
    }

    /// Why, in the players' language (what the system said stays, in brackets).
    pub fn words(&self, i18n: &I18n) -> String {
        let reason = match self {
            SheetNotWritten::Disk { path, trouble } => {
                crate::present::saves_words::disk_at(i18n, path, trouble)
            }
            SheetNotWritten::NoFreeName(dir) => crate::tr!(
                i18n,
                "labels-no-free-name",
                folder = dir.display().to_string()
            ),
            SheetNotWritten::NoFolder => crate::tr!(i18n, "labels-no-folder"),
            SheetNotWritten::Render(why) => why.clone(),
        };
        crate::tr!(i18n, "labels-failed", reason = reason)
    }
}

/// Writes the sheet into `dir` and returns its path. Never overwrites another file: a file of
/// the same name with the same sheet is kept as it is, and a different one keeps its name while
/// the sheet gets a numbered one. The write is atomic (a temporary file renamed), so a full disk
/// leaves no truncated sheet.
pub fn write_sheet_in(
    dir: &Path,
    paper: PaperChoice,
    language: Language,
    words: &SheetWords,
) -> Result<PathBuf, SheetNotWritten> {
    std::fs::create_dir_all(dir).map_err(|e| SheetNotWritten::disk(dir, &e))?;
    let sheet = labels::sheet(paper.paper(), words);
    let bytes = labels::pdf::render(&sheet, &fonts()).map_err(SheetNotWritten::Render)?;
    let name = file_name(paper, language);
    let stem = name.trim_end_matches(".pdf");
    for n in 1..1000 {
        let path = if n == 1 {
            dir.join(&name)
        } else {
            dir.join(format!("{stem}-{n}.pdf"))
        };
        match std::fs::read(&path) {
            Ok(old) if old == bytes => return Ok(path),
            Ok(_) => continue,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                crate::storage::atomic_write(&path, &bytes)
                    .map_err(|e| SheetNotWritten::disk(&path, &e))?;
                return Ok(path);
            }
            Err(_) => continue,
        }
    }
    Err(SheetNotWritten::NoFreeName(dir.to_path_buf()))
}

/// Writes the sheet into [`folder`].
pub fn write_sheet(
    paper: PaperChoice,
    language: Language,
    words: &SheetWords,
) -> Result<PathBuf, SheetNotWritten> {
    write_sheet_in(
        &folder().map_err(|_| SheetNotWritten::NoFolder)?,
        paper,
        language,
        words,
    )
}

/// Asks the system to show the file (the `open` crate: `xdg-open`, `open`, `start`, with the path
/// passed safely); failures are ignored.
pub fn open_externally(path: &Path) {
    // detached: the viewer outlives nothing of ours, and a missing viewer is no error to the
    // table (the sheet's path is on screen)
    let _ = open::that_detached(path);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_sheet_is_a_pdf_in_the_folder() {
        let dir = tempfile::tempdir().unwrap();
        let en = I18n::new(Language::En).unwrap();
        let path = write_sheet_in(
            &dir.path().join("docs"),
            PaperChoice::Letter,
            Language::En,
            &sheet_words(&en),
        )
        .unwrap();
        assert!(path.ends_with("nemesis-companion-labels-letter-en.pdf"));
        let bytes = std::fs::read(&path).unwrap();
        assert!(bytes.starts_with(b"%PDF-"));
    }

    /// Every language's sheet: the words are all there, the how-to page fits its paper, and the
    /// PDF embeds the glyphs (none missing from the bundled font) for Korean and Japanese only.
    #[test]
    fn the_sheet_is_printed_in_the_windows_language() {
        use crate::scanner::labels::Item;
        for language in Language::ALL {
            let i18n = I18n::new(language).unwrap();
            let words = sheet_words(&i18n);
            assert_eq!(words.note.len(), 9);
            assert!(words.note[4].contains("27"), "{language:?}");
            assert!(words.decks[0].cut.contains("27"), "{language:?}");
            for paper in PaperChoice::ALL {
                let sheet = labels::sheet(paper.paper(), &words);
                let note = sheet.pages.last().unwrap();
                let last = note
                    .items
                    .iter()
                    .filter_map(|i| match i {
                        Item::Text { y, .. } => Some(*y),
                        _ => None,
                    })
                    .fold(0.0, f32::max);
                assert!(last < note.height - 15.0, "{language:?} {paper:?}: {last}");
            }
            let bytes = labels::pdf::render(&labels::sheet(Paper::A4, &words), &fonts()).unwrap();
            let text = String::from_utf8_lossy(&bytes);
            let embedded = text.matches("/FontFile3").count();
            assert_eq!(embedded, if language == Language::En { 0 } else { 2 });
            let font = ttf_parser::Face::parse(crate::present::fonts::REGULAR_BYTES, 0).unwrap();
            let bold = ttf_parser::Face::parse(crate::present::fonts::BOLD_BYTES, 0).unwrap();
            let printed = [
                words.note.concat(),
                words.actual_size.clone(),
                words.decks[0].cut.clone(),
            ];
            for c in printed
                .concat()
                .chars()
                .filter(|c| !labels::is_invisible(*c))
            {
                assert!(
                    font.glyph_index(c).is_some(),
                    "{language:?}: no glyph for {c:?}"
                );
            }
            for c in (words.note_title.clone() + &words.decks[0].title).chars() {
                assert!(
                    labels::is_invisible(c) || bold.glyph_index(c).is_some(),
                    "{language:?}: no bold glyph for {c:?}"
                );
            }
        }
    }

    #[test]
    fn another_file_of_the_same_name_is_never_overwritten() {
        let dir = tempfile::tempdir().unwrap();
        let mine = dir.path().join(file_name(PaperChoice::A4, Language::Ko));
        std::fs::write(&mine, b"my own notes").unwrap();
        let words = sheet_words(&I18n::new(Language::Ko).unwrap());
        let path = write_sheet_in(dir.path(), PaperChoice::A4, Language::Ko, &words).unwrap();
        assert_ne!(path, mine);
        assert_eq!(std::fs::read(&mine).unwrap(), b"my own notes");
        assert!(std::fs::read(&path).unwrap().starts_with(b"%PDF"));
        // printing again finds the same sheet and writes nothing new
        assert_eq!(
            write_sheet_in(dir.path(), PaperChoice::A4, Language::Ko, &words).unwrap(),
            path
        );
        assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 2);
    }

    #[test]
    fn an_unwritable_place_is_an_error_not_a_panic() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("a-file");
        std::fs::write(&file, b"x").unwrap();
        let words = sheet_words(&I18n::new(Language::Ja).unwrap());
        let err = write_sheet_in(&file, PaperChoice::A4, Language::Ja, &words).unwrap_err();
        let SheetNotWritten::Disk { path, .. } = &err else {
            panic!("{err:?}")
        };
        assert_eq!(path, &file);
        // said in the window's language, naming the place
        let said = err
            .words(&I18n::new(Language::Ja).unwrap())
            .replace('\u{2060}', "");
        assert!(
            said.contains("ラベルシート") && said.contains("a-file"),
            "{said}"
        );
    }

    #[test]
    fn letter_paper_follows_the_region() {
        assert_eq!(region_of("en_US.UTF-8"), Some("US"));
        assert_eq!(region_of("ko-KR"), Some("KR"));
        assert_eq!(region_of("ja"), None);
        assert_eq!(PaperChoice::for_region(Some("us")), PaperChoice::Letter);
        assert_eq!(PaperChoice::for_region(Some("KR")), PaperChoice::A4);
        assert_eq!(PaperChoice::for_region(None), PaperChoice::A4);
    }
}
