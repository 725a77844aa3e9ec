//! The short seed code shown at setup: 6 characters from an alphabet without look-alikes
//! (no 0/O, 1/I/L, 2/Z, 5/S, 8/B, 6/G), so players can read it out and type it back to replay the
//! same hidden setup.

use rand::RngExt;
use std::fmt;

pub const ALPHABET: &str = "ACDEFHJKMNPQRTUVWXY3479";
pub const LENGTH: usize = 6;

#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct SeedCode(String);

impl SeedCode {
    /// A fresh random code.
    pub fn random() -> SeedCode {
        SeedCode::generate(&mut rand::rng())
    }

    pub fn generate(rng: &mut impl rand::Rng) -> SeedCode {
        let alphabet = ALPHABET.as_bytes();
        let code = (0..LENGTH)
            .map(|_| char::from(alphabet[rng.random_range(0..alphabet.len())]))
            .collect();
        SeedCode(code)
    }

    /// Reads a typed code: case, spaces and dashes do not matter. `None` if it is not a code.
    pub fn parse(text: &str) -> Option<SeedCode> {
        let code: String = text
            .chars()
            .filter(|c| !c.is_whitespace() && *c != '-')
            .map(|c| c.to_ascii_uppercase())
            .collect();
        (code.chars().count() == LENGTH && code.chars().all(|c| ALPHABET.contains(c)))
            .then_some(SeedCode(code))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The number the game's random generator is seeded with: the code read as a base-23 number,
    /// so it never changes between versions or machines.
    pub fn value(&self) -> u64 {
        let base = ALPHABET.len() as u64;
        self.0
            .chars()
            .map(|c| ALPHABET.find(c).unwrap_or(0) as u64)
            .fold(0, |acc, digit| acc * base + digit)
    }
}

impl SeedCode {
    /// The code of a seed number, when it is one a code gives (`value` backwards): a game set up
    /// from a code shows that code again at its end.
    pub fn of_value(value: u64) -> Option<SeedCode> {
        let base = ALPHABET.len() as u64;
        let alphabet = ALPHABET.as_bytes();
        let mut rest = value;
        let mut code = vec![' '; LENGTH];
        for slot in code.iter_mut().rev() {
            *slot = char::from(alphabet[(rest % base) as usize]);
            rest /= base;
        }
        (rest == 0).then(|| SeedCode(code.into_iter().collect()))
    }
}

impl fmt::Display for SeedCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    #[test]
    fn generated_codes_parse_back() {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(7);
        for _ in 0..200 {
            let code = SeedCode::generate(&mut rng);
            assert_eq!(code.as_str().len(), LENGTH);
            assert_eq!(SeedCode::parse(code.as_str()), Some(code));
        }
    }

    #[test]
    fn typing_is_forgiving_about_case_spaces_and_dashes() {
        assert_eq!(
            SeedCode::parse(" ack-74x ").map(|c| c.to_string()),
            Some("ACK74X".to_string())
        );
    }

    #[test]
    fn look_alikes_and_wrong_lengths_are_refused() {
        for bad in [
            "ACK740",
            "ACKO4X",
            "ACK74",
            "ACK74XY",
            "ACK7IX",
            "",
            "가나다라마바",
        ] {
            assert_eq!(SeedCode::parse(bad), None, "{bad}");
        }
    }

    #[test]
    fn the_value_is_stable_and_distinct() {
        let a = SeedCode::parse("AAAAAA").unwrap();
        let b = SeedCode::parse("AAAAAC").unwrap();
        assert_eq!(a.value(), 0);
        assert_eq!(b.value(), 1);
        assert_eq!(SeedCode::parse("999999").unwrap().value(), 23u64.pow(6) - 1);
    }

    #[test]
    fn the_alphabet_has_no_look_alikes_or_repeats() {
        for c in "0O1IL2Z5S8B6G".chars() {
            assert!(!ALPHABET.contains(c), "{c}");
        }
        let mut chars: Vec<char> = ALPHABET.chars().collect();
        chars.sort();
        chars.dedup();
        assert_eq!(chars.len(), ALPHABET.len());
    }

    #[test]
    fn a_code_comes_back_from_its_value() {
        let mut rng = <rand_chacha::ChaCha8Rng as rand::SeedableRng>::seed_from_u64(3);
        for _ in 0..200 {
            let code = SeedCode::generate(&mut rng);
            assert_eq!(SeedCode::of_value(code.value()), Some(code));
        }
        assert_eq!(SeedCode::of_value(u64::MAX), None, "not a code's number");
    }
}
