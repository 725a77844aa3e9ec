//! Work that touches the disk, the camera list or the printer runs off the update loop: the
//! screen describes it, [`blocking`] runs it on the `blocking` crate's thread pool, and its result
//! comes back as a message. The window never waits on a slow disk or a camera driver.

use iced::Task;
use std::panic::{AssertUnwindSafe, catch_unwind};

/// A task that runs `work` on a pool thread and produces its result. Work that panics produces
/// nothing rather than taking the window down with it.
pub fn blocking<T, F>(work: F) -> Task<T>
where
    T: Send + 'static,
    F: FnOnce() -> T + Send + 'static,
{
    Task::future(async move {
        blocking::unblock(move || catch_unwind(AssertUnwindSafe(work)).ok()).await
    })
    .and_then(Task::done)
}
