//! Building blocks that stand in for physical components: a deck with a discard pile, a bag of
//! tokens, and the dice. Every random choice takes the game's own RNG.

use rand::RngExt;
use rand::seq::SliceRandom;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use super::ids::NoiseResult;

/// A face-down deck of card indices (top = last element), its face-up discard pile and the cards
/// removed from the game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct Deck {
    pub draw: Vec<u8>,
    pub discard: Vec<u8>,
    pub removed: Vec<u8>,
}

impl Deck {
    pub fn shuffled(cards: u8, rng: &mut ChaCha8Rng) -> Deck {
        let mut draw: Vec<u8> = (0..cards).collect();
        draw.shuffle(rng);
        Deck {
            draw,
            discard: Vec::new(),
            removed: Vec::new(),
        }
    }

    /// Draws the top card; an empty draw pile is first refilled by shuffling the discard pile.
    /// Returns the card and whether a reshuffle happened.
    pub fn draw(&mut self, rng: &mut ChaCha8Rng) -> Option<(u8, bool)> {
        let mut reshuffled = false;
        if self.draw.is_empty() {
            if self.discard.is_empty() {
                return None;
            }
            self.draw.append(&mut self.discard);
            self.draw.shuffle(rng);
            reshuffled = true;
        }
        self.draw.pop().map(|c| (c, reshuffled))
    }

    pub fn discard(&mut self, card: u8) {
        self.discard.push(card);
    }

    /// Puts a card at the bottom of the draw pile.
    pub fn to_bottom(&mut self, card: u8) {
        self.draw.insert(0, card);
    }

    /// Shuffles a card back into the draw pile.
    pub fn shuffle_in(&mut self, card: u8, rng: &mut ChaCha8Rng) {
        self.draw.push(card);
        self.draw.shuffle(rng);
    }

    /// Removes a card from the game and shuffles the discard pile back into the draw pile.
    pub fn remove_and_reshuffle(&mut self, card: u8, rng: &mut ChaCha8Rng) {
        self.removed.push(card);
        self.draw.append(&mut self.discard);
        self.draw.shuffle(rng);
    }

    /// Puts a card on top of the draw pile (corrections): a card in the draw pile changes places
    /// with the top card, so the rest of the pile keeps its order and putting the old top card
    /// back on top restores the pile exactly; a card from the discard pile (face up) goes on top.
    /// False when the card is in neither pile.
    pub fn put_on_top(&mut self, card: u8) -> bool {
        if let Some(i) = self.draw.iter().position(|&c| c == card) {
            let top = self.draw.len() - 1;
            self.draw.swap(i, top);
            return true;
        }
        if let Some(i) = self.discard.iter().position(|&c| c == card) {
            self.discard.remove(i);
            self.draw.push(card);
            return true;
        }
        false
    }

    /// Takes a specific card out of wherever it is in the draw or discard pile (for corrections).
    pub fn take(&mut self, card: u8) -> bool {
        for pile in [&mut self.draw, &mut self.discard] {
            if let Some(i) = pile.iter().position(|&c| c == card) {
                pile.remove(i);
                return true;
            }
        }
        false
    }

    pub fn len_all(&self) -> usize {
        self.draw.len() + self.discard.len() + self.removed.len()
    }
}

/// Draws one element at random from a bag and removes it.
pub fn draw_random<T>(bag: &mut Vec<T>, rng: &mut ChaCha8Rng) -> Option<T> {
    if bag.is_empty() {
        return None;
    }
    let i = rng.random_range(0..bag.len());
    Some(bag.swap_remove(i))
}

/// The noise die: 1–4 twice each, one Danger, one Silence (base.md §1.2, the external reading;
/// the sources name the results but not their counts).
pub fn roll_noise(rng: &mut ChaCha8Rng) -> NoiseResult {
    match rng.random_range(0..10u8) {
        face @ 0..=7 => NoiseResult::Corridor(face / 2 + 1),
        8 => NoiseResult::Danger,
        _ => NoiseResult::Silence,
    }
}

/// Why the bundled data did not load: the file (as a path under `assets/data/`) and what is wrong.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DataError {
    pub file: String,
    pub problem: String,
}

impl std::fmt::Display for DataError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "assets/data/{}: {}", self.file, self.problem)
    }
}

impl std::error::Error for DataError {}

impl DataError {
    /// `file` as a path under `assets/data/`.
    pub fn new(file: &str, problem: impl Into<String>) -> DataError {
        DataError {
            file: file.to_string(),
            problem: problem.into(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    #[test]
    fn deck_reshuffles_its_discard_when_empty() {
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        let mut d = Deck::shuffled(3, &mut rng);
        let mut seen = vec![];
        for _ in 0..3 {
            let (c, re) = d.draw(&mut rng).unwrap();
            assert!(!re);
            d.discard(c);
            seen.push(c);
        }
        seen.sort();
        assert_eq!(seen, vec![0, 1, 2]);
        let (_, re) = d.draw(&mut rng).unwrap();
        assert!(re, "the fourth draw reshuffles");
        assert_eq!(d.len_all(), 2, "one card is in hand, not in any pile");
    }

    #[test]
    fn noise_die_has_the_promised_distribution() {
        let mut rng = ChaCha8Rng::seed_from_u64(7);
        let mut counts = [0u32; 6];
        for _ in 0..100_000 {
            let i = match roll_noise(&mut rng) {
                NoiseResult::Corridor(n) => n as usize - 1,
                NoiseResult::Danger => 4,
                NoiseResult::Silence => 5,
            };
            counts[i] += 1;
        }
        for (i, &c) in counts.iter().enumerate() {
            let want = if i < 4 { 20_000.0 } else { 10_000.0 };
            assert!((c as f64 - want).abs() < want * 0.05, "face {i}: {c}");
        }
    }
}
