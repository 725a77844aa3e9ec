//! Work that touches the disk, the camera list or the printer runs off the update loop: the
//! screen describes it, [`blocking`] runs it on a short-lived thread, and its result comes back
//! as a message. The window never waits on a slow disk or a camera driver.

use iced::Task;
use std::sync::{Arc, Mutex};

/// A task that runs `work` on its own thread and produces its result. If no thread can be
/// started (the system is out of them), the work runs here instead: slower, but nothing is lost.
pub fn blocking<T, F>(work: F) -> Task<T>
where
    T: Send + 'static,
    F: FnOnce() -> T + Send + 'static,
{
    let (tx, rx) = iced::futures::channel::oneshot::channel();
    let slot = Arc::new(Mutex::new(Some(work)));
    let theirs = Arc::clone(&slot);
    let spawned = std::thread::Builder::new()
        .name("nemesis-work".into())
        .spawn(move || {
            let work = theirs.lock().ok().and_then(|mut w| w.take());
            if let Some(work) = work {
                let _ = tx.send(work());
            }
        });
    if spawned.is_err() {
        let work = slot.lock().ok().and_then(|mut w| w.take());
        if let Some(work) = work {
            return Task::done(work());
        }
    }
    Task::future(async move { rx.await.ok() }).and_then(Task::done)
}
