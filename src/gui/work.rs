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

/// As [`blocking`], but it always answers: `None` when the work panicked, so a screen waiting
/// for it is never left waiting.
pub fn blocking_answered<T, F>(work: F) -> Task<Option<T>>
where
    T: Send + 'static,
    F: FnOnce() -> T + Send + 'static,
{
    Task::future(async move {
        blocking::unblock(move || catch_unwind(AssertUnwindSafe(work)).ok()).await
    })
}

/// A value made on a pool thread and handed to `update` inside a message. Messages are cloned
/// freely, so the value sits behind a shared slot: the first copy taken gets it, the others
/// find it gone.
pub struct Handoff<T>(std::sync::Arc<std::sync::Mutex<Option<T>>>);

impl<T> Handoff<T> {
    pub fn new(value: T) -> Handoff<T> {
        Handoff(std::sync::Arc::new(std::sync::Mutex::new(Some(value))))
    }

    /// The value, once (a poisoned slot gives it up too).
    pub fn take(&self) -> Option<T> {
        match self.0.lock() {
            Ok(mut slot) => slot.take(),
            Err(poisoned) => poisoned.into_inner().take(),
        }
    }
}

impl<T> Clone for Handoff<T> {
    fn clone(&self) -> Self {
        Handoff(self.0.clone())
    }
}

impl<T> std::fmt::Debug for Handoff<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Handoff")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_handed_off_value_is_taken_once_whichever_copy_takes_it() {
        let h = Handoff::new(7);
        let copy = h.clone();
        assert_eq!(copy.take(), Some(7));
        assert_eq!(h.take(), None);
    }
}
