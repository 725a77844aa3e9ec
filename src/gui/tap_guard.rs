//! Double taps at the table: two taps on a button closer than a moment are one tap. The rows
//! and pages of a table move when what is above them changes, and the next question, page or
//! player takes the place of the one just answered, so a second tap lands on something else:
//! in the Retaliation walk a double tap on 「처치」 killed the Larva the rows moved under it, one
//! on 「아니요」 answered the next marine's infection scan; on the base table one on 「다음」 turns
//! a page of the walk (a reveal) unread, and a double click on the checklist's 「그래도 시작」
//! started the game and passed its first player with the second click (「패스」 sits where
//! Start was). So every button of both tables that plays is guarded, and a table that has just
//! appeared counts the tap that brought it. Keys are not guarded: a key names what it answers.

use std::time::{Duration, Instant};

/// Two taps closer than this are one tap: a table reads what changed (a die roll, the next
/// question, the next page) before it taps again.
pub const DOUBLE_TAP: Duration = Duration::from_millis(700);

/// When a table button last acted, and how close another tap is the same tap. Off (no window)
/// until the app turns it on: the window has it, tests press buttons faster than hands can.
#[derive(Debug, Clone, Default)]
pub struct TapGuard {
    window: Duration,
    last: Option<Instant>,
}

impl TapGuard {
    pub fn new(window: Duration) -> TapGuard {
        TapGuard { window, last: None }
    }

    /// A guard that counts a tap now: for a table that has just appeared, so the second tap
    /// of the double tap that brought it (on Start, on Continue) does not land on it.
    pub fn armed(window: Duration) -> TapGuard {
        TapGuard {
            window,
            last: (!window.is_zero()).then(Instant::now),
        }
    }

    pub fn window(&self) -> Duration {
        self.window
    }

    /// Whether a tap now is the previous tap landing again (then it is to be ignored); else it
    /// is recorded as the last tap.
    pub fn again(&mut self) -> bool {
        if self.window.is_zero() {
            return false;
        }
        let now = Instant::now();
        if self
            .last
            .is_some_and(|at| now.duration_since(at) < self.window)
        {
            return true;
        }
        self.last = Some(now);
        false
    }

    /// As if the last tap was long ago (a test cannot wait for a die roll).
    pub fn forget(&mut self) {
        self.last = None;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_second_tap_within_the_window_is_the_same_tap() {
        let mut off = TapGuard::default();
        assert!(!off.again() && !off.again(), "off: every tap counts");
        let mut on = TapGuard::new(DOUBLE_TAP);
        assert!(!on.again(), "the first tap counts");
        assert!(on.again(), "the second, at once, is the same tap");
        on.forget();
        assert!(!on.again(), "a tap a moment later counts");
        let mut fresh = TapGuard::armed(DOUBLE_TAP);
        assert!(
            fresh.again(),
            "the tap that brought the table does not land on it"
        );
        assert!(!TapGuard::armed(Duration::ZERO).again(), "off stays off");
    }
}
