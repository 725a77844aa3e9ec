//! Where the app keeps its files: the `NEMESIS_DATA_DIR` folder when that variable is set (tests,
//! portable installs), otherwise the platform's data folder from `directories`
//! (`~/.local/share/nemesiscompanion` on Linux, honouring `XDG_DATA_HOME`).

use std::path::PathBuf;

/// The variable that overrides the data folder.
pub const DATA_DIR_VAR: &str = "NEMESIS_DATA_DIR";

/// No data folder could be found (no home folder, and no `NEMESIS_DATA_DIR`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("no home folder to keep saved games in; set {DATA_DIR_VAR} to a folder")]
pub struct NoDataFolder;

/// The data folder.
pub fn data_root() -> Result<PathBuf, NoDataFolder> {
    if let Some(dir) = std::env::var_os(DATA_DIR_VAR).filter(|d| !d.is_empty()) {
        return Ok(PathBuf::from(dir));
    }
    directories::ProjectDirs::from("io.github", "nemesiscompanion", "NemesisCompanion")
        .map(|p| p.data_dir().to_path_buf())
        .ok_or(NoDataFolder)
}
