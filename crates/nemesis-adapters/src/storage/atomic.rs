//! Writes that survive a crash at any instant: a whole file is replaced atomically (the old
//! content or the new one, never a mix), and a journal line is on the disk before the call returns.

use std::fs::{File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

/// Replaces `path` with `bytes`: a temporary file in the same folder is written and synced, then
/// renamed over `path`, then the folder itself is synced so the rename is durable. A crash at any
/// moment leaves either the old file or the new one. On error the old file is untouched and the
/// temporary file is removed.
pub fn atomic_write(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let dir = parent_dir(path);
    let tmp = temp_path(path);
    let written = (|| {
        let mut f = OpenOptions::new().write(true).create_new(true).open(&tmp)?;
        f.write_all(bytes)?;
        f.sync_all()?;
        drop(f);
        std::fs::rename(&tmp, path)
    })();
    if let Err(e) = written {
        let _ = std::fs::remove_file(&tmp);
        return Err(e);
    }
    sync_dir(&dir)
}

/// Appends `line` (which must end with a newline) to `path` and waits until its data is on the
/// disk. The file is opened for each line and closed after, so no handle is held between commands.
pub fn append_synced(path: &Path, line: &[u8]) -> io::Result<()> {
    let mut f = OpenOptions::new().append(true).open(path)?;
    f.write_all(line)?;
    f.sync_data()
}

/// Makes a new entry in `dir` (a created file, a rename, a new subfolder) durable.
pub fn sync_dir(dir: &Path) -> io::Result<()> {
    #[cfg(unix)]
    {
        File::open(dir)?.sync_all()
    }
    #[cfg(not(unix))]
    {
        // Windows cannot open a directory as a file; NTFS journals the rename itself.
        let _ = dir;
        Ok(())
    }
}

/// Copies `path` to `to` and syncs the copy (used to keep a damaged file aside).
pub fn copy_synced(path: &Path, to: &Path) -> io::Result<()> {
    std::fs::copy(path, to)?;
    File::open(to)?.sync_all()?;
    sync_dir(&parent_dir(to))
}

/// Names of temporary files start with this, so folder listings can skip and clean them.
pub const TEMP_PREFIX: &str = ".tmp-";

fn parent_dir(path: &Path) -> PathBuf {
    match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
        _ => PathBuf::from("."),
    }
}

fn temp_path(path: &Path) -> PathBuf {
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let n = COUNTER.fetch_add(1, Ordering::Relaxed);
    let name = path
        .file_name()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default();
    parent_dir(path).join(format!("{TEMP_PREFIX}{name}-{}-{n}", std::process::id()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn atomic_write_replaces_the_whole_file_and_leaves_no_temporary() {
        let dir = tempfile::tempdir().unwrap();
        let p = dir.path().join("a.json");
        atomic_write(&p, b"first").unwrap();
        atomic_write(&p, b"second, longer").unwrap();
        assert_eq!(std::fs::read(&p).unwrap(), b"second, longer");
        let names: Vec<_> = std::fs::read_dir(dir.path()).unwrap().collect();
        assert_eq!(names.len(), 1, "no temporary file left: {names:?}");
    }

    #[test]
    fn a_failed_atomic_write_leaves_the_old_file() {
        let dir = tempfile::tempdir().unwrap();
        let p = dir.path().join("a.json");
        atomic_write(&p, b"old").unwrap();
        // renaming a file over a non-empty folder fails on every platform
        let folder = dir.path().join("busy");
        std::fs::create_dir(&folder).unwrap();
        std::fs::write(folder.join("x"), b"x").unwrap();
        assert!(atomic_write(&folder, b"new").is_err());
        assert_eq!(std::fs::read(&p).unwrap(), b"old");
        assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 2);
    }

    #[test]
    fn appended_lines_accumulate() {
        let dir = tempfile::tempdir().unwrap();
        let p = dir.path().join("j");
        std::fs::write(&p, b"1\n").unwrap();
        append_synced(&p, b"2\n").unwrap();
        append_synced(&p, b"3\n").unwrap();
        assert_eq!(std::fs::read(&p).unwrap(), b"1\n2\n3\n");
        assert!(append_synced(&dir.path().join("missing"), b"x\n").is_err());
    }
}
