//! "Print labels…": writes the label sheet as a PDF where the player finds it (Documents, else
//! Downloads, else the app's data folder) and asks the system to open it. Opening may fail (no
//! viewer, a bare system): the path stays on screen either way.

use crate::scanner::labels::{self, Paper};
use crate::scanner::payload::Deck;
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

/// The file name for a paper size.
pub fn file_name(paper: PaperChoice) -> String {
    match paper {
        PaperChoice::A4 => "nemesis-companion-labels-a4.pdf".to_string(),
        PaperChoice::Letter => "nemesis-companion-labels-letter.pdf".to_string(),
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

/// Writes the sheet into `dir` and returns its path. Never overwrites another file: a file of
/// the same name with the same sheet is kept as it is, and a different one keeps its name while
/// the sheet gets a numbered one. The write is atomic (a temporary file renamed), so a full disk
/// leaves no truncated sheet.
pub fn write_sheet_in(dir: &Path, paper: PaperChoice) -> Result<PathBuf, String> {
    std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let sheet = labels::sheet(paper.paper(), &Deck::ALL);
    let bytes = labels::pdf::render(&sheet);
    let name = file_name(paper);
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
                    .map_err(|e| format!("{}: {e}", path.display()))?;
                return Ok(path);
            }
            Err(_) => continue,
        }
    }
    Err(format!(
        "{}: no free file name for the sheet",
        dir.display()
    ))
}

/// Writes the sheet into [`folder`].
pub fn write_sheet(paper: PaperChoice) -> Result<PathBuf, String> {
    write_sheet_in(&folder().map_err(|e| e.to_string())?, paper)
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
        let path = write_sheet_in(&dir.path().join("docs"), PaperChoice::Letter).unwrap();
        assert!(path.ends_with("nemesis-companion-labels-letter.pdf"));
        let bytes = std::fs::read(&path).unwrap();
        assert!(bytes.starts_with(b"%PDF-"));
    }

    #[test]
    fn another_file_of_the_same_name_is_never_overwritten() {
        let dir = tempfile::tempdir().unwrap();
        let mine = dir.path().join(file_name(PaperChoice::A4));
        std::fs::write(&mine, b"my own notes").unwrap();
        let path = write_sheet_in(dir.path(), PaperChoice::A4).unwrap();
        assert_ne!(path, mine);
        assert_eq!(std::fs::read(&mine).unwrap(), b"my own notes");
        assert!(std::fs::read(&path).unwrap().starts_with(b"%PDF"));
        // printing again finds the same sheet and writes nothing new
        assert_eq!(write_sheet_in(dir.path(), PaperChoice::A4).unwrap(), path);
        assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 2);
    }

    #[test]
    fn an_unwritable_place_is_an_error_not_a_panic() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("a-file");
        std::fs::write(&file, b"x").unwrap();
        let err = write_sheet_in(&file, PaperChoice::A4).unwrap_err();
        assert!(err.contains("a-file"), "{err}");
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
