//! Writes that survive a crash: a whole file is replaced atomically (the old content or the new
//! one, never a mix), a journal line is in the system's hands before the call returns and on the
//! disk moments later (`background_sync`), and a best-effort file (the page mark, the
//! saved-games line) is replaced without waiting for the disk at all.

use super::background_sync::{Pending, sync_soon};
pub use super::background_sync::{sync_dir, wait_until_synced};
use std::fs::{File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

/// Replaces `path` with `bytes`: a temporary file in the same folder is written and synced, then
/// renamed over `path`; the folder is synced moments later so the rename is durable. A crash at
/// any moment leaves either the old file or the new one. On error the old file is untouched and
/// the temporary file is removed.
pub fn atomic_write(path: &Path, bytes: &[u8]) -> io::Result<()> {
    write_and_rename(path, bytes, true)?;
    sync_soon(Pending::Folder(parent_dir(path)));
    Ok(())
}

/// Replaces `path` with `bytes` for a file that is only a convenience (the page mark, the
/// saved-games line, the phones' links): renamed into place at once and synced moments later.
/// A crash of the app leaves the old file or the new one; a power cut in those moments may leave
/// it empty, which its reader takes as missing.
pub fn replace_soon(path: &Path, bytes: &[u8]) -> io::Result<()> {
    write_and_rename(path, bytes, false)?;
    sync_soon(Pending::File(path.to_path_buf()));
    sync_soon(Pending::Folder(parent_dir(path)));
    Ok(())
}

fn write_and_rename(path: &Path, bytes: &[u8], sync_first: bool) -> io::Result<()> {
    let tmp = temp_path(path);
    let written = (|| {
        let mut f = OpenOptions::new().write(true).create_new(true).open(&tmp)?;
        f.write_all(bytes)?;
        if sync_first {
            f.sync_all()?;
        }
        drop(f);
        std::fs::rename(&tmp, path)
    })();
    if written.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    written
}

/// Appends `line` (which must end with a newline) to `path`: in the system's cache when this
/// returns (a crash of the app loses nothing), synced to the disk moments later. The file is
/// opened for each line and closed after, so no handle is held between commands.
pub fn append_line(path: &Path, line: &[u8]) -> io::Result<()> {
    let mut f = OpenOptions::new().append(true).open(path)?;
    f.write_all(line)?;
    drop(f);
    sync_soon(Pending::File(path.to_path_buf()));
    Ok(())
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
    fn replace_soon_replaces_the_whole_file_and_leaves_no_temporary() {
        let dir = tempfile::tempdir().unwrap();
        let p = dir.path().join("seen.json");
        replace_soon(&p, b"first, longer").unwrap();
        replace_soon(&p, b"second").unwrap();
        assert_eq!(std::fs::read(&p).unwrap(), b"second");
        assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 1);
        // a folder in the way: the old content of the folder is left, no temporary either
        let folder = dir.path().join("busy");
        std::fs::create_dir(&folder).unwrap();
        std::fs::write(folder.join("x"), b"x").unwrap();
        assert!(replace_soon(&folder, b"new").is_err());
        assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 2);
        wait_until_synced();
    }

    #[test]
    fn appended_lines_accumulate() {
        let dir = tempfile::tempdir().unwrap();
        let p = dir.path().join("j");
        std::fs::write(&p, b"1\n").unwrap();
        append_line(&p, b"2\n").unwrap();
        append_line(&p, b"3\n").unwrap();
        assert_eq!(std::fs::read(&p).unwrap(), b"1\n2\n3\n");
        assert!(append_line(&dir.path().join("missing"), b"x\n").is_err());
    }
}
