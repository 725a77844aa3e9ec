//! A code counts when it was seen in two of the last three frames: one stray misread never counts,
//! and one frame lost to motion blur does not delay a steady card.

use std::collections::{BTreeSet, VecDeque};

/// Frames remembered.
pub const WINDOW: usize = 3;
/// Frames, among the remembered ones, in which a code must appear.
pub const NEEDED: usize = 2;

#[derive(Debug, Clone)]
pub struct Debouncer<T: Ord + Clone> {
    recent: VecDeque<BTreeSet<T>>,
    confirmed: BTreeSet<T>,
}

impl<T: Ord + Clone> Default for Debouncer<T> {
    fn default() -> Self {
        Debouncer {
            recent: VecDeque::with_capacity(WINDOW),
            confirmed: BTreeSet::new(),
        }
    }
}

impl<T: Ord + Clone> Debouncer<T> {
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds one frame's codes (duplicates within a frame count once). Returns the codes that became
    /// confirmed with this frame, each only once until [`Debouncer::reset`].
    pub fn push(&mut self, seen: impl IntoIterator<Item = T>) -> Vec<T> {
        if self.recent.len() == WINDOW {
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
            if frames >= NEEDED {
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

    /// Codes seen in enough of the recent frames right now (what is steadily in view).
    pub fn steady(&self) -> BTreeSet<T> {
        let all: BTreeSet<&T> = self.recent.iter().flatten().collect();
        all.into_iter()
            .filter(|c| self.recent.iter().filter(|f| f.contains(*c)).count() >= NEEDED)
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
        d.push([]);
        d.push([]);
        assert!(
            d.push([9]).is_empty(),
            "the first sighting fell out of the window"
        );
        assert!(d.push([]).is_empty());
        assert_eq!(d.confirmed().count(), 0);
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
