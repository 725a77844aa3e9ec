//! A code counts when it was seen in two frames of the last second (30 frames at 30 fps): one
//! stray misread never counts, and a label that a trembling hand lets the camera read only now
//! and then still counts (issue 56; it was two of the last three frames until then, which a
//! label read in one frame out of three missed for seconds).

use std::collections::{BTreeSet, VecDeque};

/// Frames remembered: one second at 30 fps.
pub const WINDOW: usize = 30;
/// Frames, among the remembered ones, in which a code must appear.
pub const NEEDED: usize = 2;
/// The rule before issue 56: two of the last three frames (kept for the benches).
pub const WINDOW_ISSUE_16: usize = 3;
/// Frames that say what is steadily in view ([`Debouncer::steady`]).
const STEADY_WINDOW: usize = 3;

#[derive(Debug, Clone)]
pub struct Debouncer<T: Ord + Clone> {
    recent: VecDeque<BTreeSet<T>>,
    confirmed: BTreeSet<T>,
    window: usize,
    needed: usize,
}

impl<T: Ord + Clone> Default for Debouncer<T> {
    fn default() -> Self {
        Self::with_window(WINDOW, NEEDED)
    }
}

impl<T: Ord + Clone> Debouncer<T> {
    pub fn new() -> Self {
        Self::default()
    }

    /// A code counts once seen in `needed` of the last `window` frames.
    pub fn with_window(window: usize, needed: usize) -> Self {
        let window = window.max(1);
        Debouncer {
            recent: VecDeque::with_capacity(window),
            confirmed: BTreeSet::new(),
            window,
            needed: needed.clamp(1, window),
        }
    }

    /// Adds one frame's codes (duplicates within a frame count once). Returns the codes that became
    /// confirmed with this frame, each only once until [`Debouncer::reset`].
    pub fn push(&mut self, seen: impl IntoIterator<Item = T>) -> Vec<T> {
        if self.recent.len() == self.window {
            self.recent.pop_front();
        }
        self.recent.push_back(seen.into_iter().collect());
        let latest = self.recent.back().cloned().unwrap_or_default();
        let mut newly = Vec::new();
        for code in latest {
            if self.confirmed.contains(&code) {
                continue;
            }
            let frames = self.recent.iter().filter(|f| f.contains(&code)).count();
            if frames >= self.needed {
                self.confirmed.insert(code.clone());
                newly.push(code);
            }
        }
        newly
    }

    /// Codes confirmed since the last reset, in order.
    pub fn confirmed(&self) -> impl Iterator<Item = &T> {
        self.confirmed.iter()
    }

    /// Codes seen in two of the last three frames right now (what is steadily in view).
    pub fn steady(&self) -> BTreeSet<T> {
        let last = self.recent.len().saturating_sub(STEADY_WINDOW);
        let recent: Vec<&BTreeSet<T>> = self.recent.iter().skip(last).collect();
        let all: BTreeSet<&T> = recent.iter().copied().flatten().collect();
        all.into_iter()
            .filter(|c| recent.iter().filter(|f| f.contains(*c)).count() >= 2)
            .cloned()
            .collect()
    }

    /// Forgets everything: a new scan begins.
    pub fn reset(&mut self) {
        self.recent.clear();
        self.confirmed.clear();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn two_of_three_confirms_once() {
        let mut d = Debouncer::new();
        assert!(d.push([7]).is_empty());
        assert_eq!(d.push([7]), vec![7]);
        assert!(d.push([7]).is_empty(), "confirmed only once");
        assert_eq!(d.confirmed().copied().collect::<Vec<_>>(), vec![7]);
    }

    #[test]
    fn a_gap_of_one_frame_still_confirms() {
        let mut d = Debouncer::new();
        d.push([3]);
        d.push([]);
        assert_eq!(d.push([3]), vec![3]);
    }

    #[test]
    fn a_single_stray_read_never_confirms() {
        let mut d = Debouncer::new();
        d.push([9]);
        for _ in 0..WINDOW - 1 {
            assert!(d.push([]).is_empty());
        }
        assert!(
            d.push([9]).is_empty(),
            "the first sighting fell out of the window"
        );
        assert!(d.push([]).is_empty());
        assert_eq!(d.confirmed().count(), 0);
    }

    #[test]
    fn two_reads_within_a_second_confirm() {
        let mut d = Debouncer::new();
        d.push([6]);
        for _ in 0..WINDOW - 2 {
            assert!(d.push([]).is_empty());
        }
        assert_eq!(
            d.push([6]),
            vec![6],
            "the first read is still in the window"
        );
    }

    #[test]
    fn the_old_rule_wants_two_of_three() {
        let mut d = Debouncer::with_window(WINDOW_ISSUE_16, NEEDED);
        d.push([9]);
        d.push([]);
        d.push([]);
        assert!(d.push([9]).is_empty());
        assert_eq!(d.push([9]), vec![9]);
    }

    #[test]
    fn duplicates_in_one_frame_count_once() {
        let mut d = Debouncer::new();
        assert!(d.push([4, 4, 4]).is_empty());
        assert_eq!(d.push([4, 5]), vec![4]);
    }

    #[test]
    fn reset_starts_over() {
        let mut d = Debouncer::new();
        d.push([2]);
        d.push([2]);
        d.reset();
        assert!(d.push([2]).is_empty());
        assert_eq!(d.push([2]), vec![2]);
        assert_eq!(d.steady(), BTreeSet::from([2]));
    }
}
