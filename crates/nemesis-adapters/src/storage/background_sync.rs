//! Syncing files to the disk on a thread of its own (issue 57).
//!
//! A step's journal line, the page mark and the saved-games line are written (into the system's
//! cache: safe from a crash of the app) before the table sees the step; waiting for the disk
//! itself took 2–6 ms a step on an idle disk and tens of milliseconds on a busy one, in the
//! middle of answering a tap. So those syncs are queued here and done moments later, in order,
//! by one thread; only a power cut in those moments can lose the last step, and losing it
//! changes no draw (a step played again draws the same). Files whose whole content must never be
//! half old and half new on the disk (a rewritten journal, a copy kept aside) are still synced
//! before they are renamed into place (`atomic::atomic_write`).
//!
//! A sync that fails is not reported here: the write before it succeeded, and a disk that fails
//! fails the next write too, which the game's storage status shows.

use std::collections::BTreeSet;
use std::fs::File;
use std::io;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;
use std::sync::mpsc::{self, Receiver, Sender};

/// What to bring to the disk: a file's data, or a folder's entries (a new or renamed file).
/// Files sort before folders, so a batch syncs a renamed file's data before its name.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub enum Pending {
    File(PathBuf),
    Folder(PathBuf),
}

enum Job {
    Sync(Pending),
    /// Answered once every job queued before it is done.
    Done(Sender<()>),
}

/// The syncing thread's queue; `None` when no thread could be started (then syncs are done at
/// once, as before).
fn queue() -> Option<&'static Sender<Job>> {
    static QUEUE: OnceLock<Option<Sender<Job>>> = OnceLock::new();
    QUEUE
        .get_or_init(|| {
            let (tx, rx) = mpsc::channel();
            std::thread::Builder::new()
                .name("disk-sync".into())
                .spawn(move || run(&rx))
                .ok()
                .map(|_| tx)
        })
        .as_ref()
}

/// Queues a sync; done at once when no thread can do it.
pub fn sync_soon(pending: Pending) {
    let unsent = match queue() {
        Some(tx) => match tx.send(Job::Sync(pending)) {
            Ok(()) => return,
            Err(mpsc::SendError(Job::Sync(p))) => p,
            Err(_) => return,
        },
        None => pending,
    };
    let _ = sync_now(&unsent);
}

/// Waits until every sync queued before this call is done (before the app exits, and in tests).
pub fn wait_until_synced() {
    if let Some(tx) = queue() {
        let (done, answered) = mpsc::channel();
        if tx.send(Job::Done(done)).is_ok() {
            let _ = answered.recv();
        }
    }
}

fn run(jobs: &Receiver<Job>) {
    while let Ok(first) = jobs.recv() {
        // everything queued meanwhile in one batch: a file written three times is synced once
        let mut batch = BTreeSet::new();
        let mut waiting = Vec::new();
        for job in std::iter::once(first).chain(jobs.try_iter()) {
            match job {
                Job::Sync(p) => {
                    batch.insert(p);
                }
                Job::Done(tx) => waiting.push(tx),
            }
        }
        for pending in &batch {
            // a game removed meanwhile, a temporary renamed: nothing left to sync
            let _ = sync_now(pending);
        }
        for tx in waiting {
            let _ = tx.send(());
        }
    }
}

fn sync_now(pending: &Pending) -> io::Result<()> {
    match pending {
        Pending::File(path) => File::open(path)?.sync_data(),
        Pending::Folder(dir) => sync_dir(dir),
    }
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_thread_outlives_syncs_that_fail_and_answers_every_wait() {
        let dir = tempfile::tempdir().unwrap();
        let gone = dir.path().join("removed meanwhile");
        let kept = dir.path().join("kept");
        std::fs::write(&kept, b"x").unwrap();
        for _ in 0..3 {
            sync_soon(Pending::File(gone.clone()));
            sync_soon(Pending::Folder(dir.path().join("no such folder")));
            sync_soon(Pending::File(kept.clone()));
            sync_soon(Pending::Folder(dir.path().to_path_buf()));
            // returns only when the thread answered: a thread that died on the missing file
            // would leave this waiting for ever (the test would hang, not pass)
            wait_until_synced();
        }
        assert_eq!(std::fs::read(&kept).unwrap(), b"x");
    }

    #[test]
    fn a_batch_syncs_files_before_folders() {
        let mut batch = BTreeSet::new();
        batch.insert(Pending::Folder(PathBuf::from("/a")));
        batch.insert(Pending::File(PathBuf::from("/z/f")));
        batch.insert(Pending::File(PathBuf::from("/z/f")));
        let order: Vec<_> = batch.into_iter().collect();
        assert_eq!(
            order,
            vec![
                Pending::File(PathBuf::from("/z/f")),
                Pending::Folder(PathBuf::from("/a"))
            ]
        );
    }
}
