//! What a disk refused, sorted so the window can tell the players in their language: it is full,
//! the folder cannot be written, the file or folder is not there, or something else. What the system said is kept as it said it.

use std::io;

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DiskTrouble {
    #[error("{detail} (the disk is full)")]
    Full { detail: String },
    #[error("{detail} (the folder cannot be written)")]
    ReadOnly { detail: String },
    #[error("{detail} (no such file or folder)")]
    Missing { detail: String },
    #[error("{detail}")]
    Other { detail: String },
}

impl DiskTrouble {
    /// The trouble a disk operation met.
    pub fn of(e: &io::Error) -> DiskTrouble {
        let detail = e.to_string();
        match e.kind() {
            io::ErrorKind::StorageFull | io::ErrorKind::QuotaExceeded => {
                DiskTrouble::Full { detail }
            }
            io::ErrorKind::ReadOnlyFilesystem | io::ErrorKind::PermissionDenied => {
                DiskTrouble::ReadOnly { detail }
            }
            io::ErrorKind::NotFound | io::ErrorKind::NotADirectory => {
                DiskTrouble::Missing { detail }
            }
            _ => DiskTrouble::Other { detail },
        }
    }

    /// What the system said.
    pub fn detail(&self) -> &str {
        match self {
            DiskTrouble::Full { detail }
            | DiskTrouble::ReadOnly { detail }
            | DiskTrouble::Missing { detail }
            | DiskTrouble::Other { detail } => detail,
        }
    }

    /// The trouble of a game's save, for a reader without the window (the headless answers):
    /// the game goes on in memory and the next write tries again.
    pub fn saving_failed(&self) -> String {
        format!("saving failed: {self}; the game goes on in memory and saving is retried")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_full_disk_and_a_folder_that_cannot_be_written_are_told_apart() {
        let full = DiskTrouble::of(&io::Error::from(io::ErrorKind::StorageFull));
        assert!(matches!(full, DiskTrouble::Full { .. }));
        assert!(full.saving_failed().contains("disk is full"));
        let denied = DiskTrouble::of(&io::Error::from(io::ErrorKind::PermissionDenied));
        assert!(matches!(denied, DiskTrouble::ReadOnly { .. }));
        let other = DiskTrouble::of(&io::Error::other("the cable came out"));
        assert_eq!(other.detail(), "the cable came out");
        assert!(other.saving_failed().contains("in memory"));
    }
}
