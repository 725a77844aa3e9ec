//! Where the app keeps its files: the `NEMESIS_DATA_DIR` folder when that variable is set (tests,
//! portable installs), otherwise the platform's data folder from `directories`
//! (`~/.local/share/nemesiscompanion` on Linux, honouring `XDG_DATA_HOME`).

use std::path::PathBuf;

/// The variable that overrides the data folder.
pub const DATA_DIR_VAR: &str = "NEMESIS_DATA_DIR";

/// The data folder, or a message saying why none could be found (no home folder).
pub fn data_root() -> Result<PathBuf, String> {
    if let Some(dir) = std::env::var_os(DATA_DIR_VAR).filter(|d| !d.is_empty()) {
        return Ok(PathBuf::from(dir));
    }
    directories::ProjectDirs::from("io.github", "nemesiscompanion", "NemesisCompanion")
        .map(|p| p.data_dir().to_path_buf())
        .ok_or_else(|| {
            format!("no home folder to keep saved games in; set {DATA_DIR_VAR} to a folder")
        })
}
