//! The text inside a contamination label's QR code, e.g. `NMC1-C-07-K`.
//!
//! Fields, separated by `-`: `NMC` (this app) immediately followed by the format version (`1`),
//! the deck letter (`C` = base game contamination), the label number on two digits, and one check
//! character. Every character is in the QR alphanumeric set, so the code stays a version-1 symbol.
//!
//! The check character is ISO/IEC 7064 MOD 37,36 over `NMC1C07` (the fields without the dashes):
//! a hybrid system over 0-9A-Z that catches every single wrong character and every swap of two
//! neighbours. It is a guard against a misread symbol that still passes the QR error correction,
//! and against hand-made look-alikes.
//!
//! Parsing never panics and sorts every input into one of the [`Parsed`] cases, so the rules core can
//! refuse a label from another deck or another format version with a reason.

use serde::{Deserialize, Serialize};
use std::fmt;

/// What every label payload starts with.
pub const APP_TAG: &str = "NMC";
/// The payload format this build prints and reads.
pub const FORMAT_VERSION: u32 = 1;

/// A deck of contamination cards that has its own set of labels.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Deck {
    /// The base game's 27 contamination cards, letter `C`.
    Base,
}

impl Deck {
    /// Every deck this build knows, in printing order. A Retaliation deck will be added here
    /// with its own letter; the sheet gives each deck its own page.
    pub const ALL: [Deck; 1] = [Deck::Base];

    pub fn letter(self) -> char {
        match self {
            Deck::Base => 'C',
        }
    }

    pub fn from_letter(letter: char) -> Option<Deck> {
        Deck::ALL.into_iter().find(|d| d.letter() == letter)
    }

    /// Labels are numbered 1..=size.
    pub fn size(self) -> u8 {
        match self {
            Deck::Base => 27,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Deck::Base => "base game contamination deck",
        }
    }

    /// Every label of the deck, in number order.
    pub fn labels(self) -> impl Iterator<Item = Label> {
        (1..=self.size()).map(move |number| Label { deck: self, number })
    }
}

/// One printed label: a deck and a number in 1..=deck size.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Label {
    pub deck: Deck,
    pub number: u8,
}

impl Label {
    /// The label, if `number` exists in `deck`.
    pub fn new(deck: Deck, number: u8) -> Option<Label> {
        (1..=deck.size())
            .contains(&number)
            .then_some(Label { deck, number })
    }

    /// The QR payload printed for this label.
    pub fn payload(self) -> String {
        let body = format!(
            "{APP_TAG}{FORMAT_VERSION}{}{:02}",
            self.deck.letter(),
            self.number
        );
        // The body is made of 0-9A-Z only, so a check character always exists.
        let check = check_char(body.as_bytes()).map_or('?', char::from);
        format!(
            "{APP_TAG}{FORMAT_VERSION}-{}-{:02}-{check}",
            self.deck.letter(),
            self.number
        )
    }
}

impl fmt::Display for Label {
    /// The human-readable form printed under the code: `C-07`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{:02}", self.deck.letter(), self.number)
    }
}

/// What a decoded QR text turned out to be.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Parsed {
    /// One of our labels.
    Label(Label),
    /// Our current format, intact, but a deck letter this build does not know.
    UnknownDeck { letter: char, number: u8 },
    /// Our current format and a known deck, but a number the deck does not have.
    NumberOutOfRange { deck: Deck, number: u8 },
    /// Made by this app, but in another payload format version (a newer or older printing).
    OtherVersion { version: u32 },
    /// Our prefix and version, but the check character does not match: damaged or misread.
    BadCheck,
    /// Our prefix and version, but not the shape of a label.
    Malformed,
    /// Not made by this app.
    Foreign,
}

impl Parsed {
    pub fn label(&self) -> Option<Label> {
        match self {
            Parsed::Label(label) => Some(*label),
            _ => None,
        }
    }

    /// Whether the text came from this app at all (any version, intact or not).
    pub fn is_ours(&self) -> bool {
        !matches!(self, Parsed::Foreign)
    }

    /// A short sentence for the player about a code that is not a usable label; `None` for a label.
    pub fn refusal(&self) -> Option<String> {
        Some(match self {
            Parsed::Label(_) => return None,
            Parsed::UnknownDeck { letter, number } => {
                format!("label {letter}-{number:02} belongs to a deck this version does not know")
            }
            Parsed::NumberOutOfRange { deck, number } => format!(
                "label {}-{number:02} does not exist in the {}",
                deck.letter(),
                deck.name()
            ),
            Parsed::OtherVersion { version } => format!(
                "label printed in format {version}; this version reads format {FORMAT_VERSION}: print the labels again"
            ),
            Parsed::BadCheck => "label damaged or misread (check character wrong)".to_string(),
            Parsed::Malformed => "damaged label (wrong layout)".to_string(),
            Parsed::Foreign => "not a Nemesis Companion label".to_string(),
        })
    }
}

/// Sorts a decoded QR text into one of the [`Parsed`] cases. Never panics.
pub fn parse(text: &str) -> Parsed {
    let Some(rest) = text.strip_prefix(APP_TAG) else {
        return Parsed::Foreign;
    };
    let mut fields = rest.split('-');
    let version_field = fields.next().unwrap_or_default();
    // "NMC" followed by anything but digits and a dash is someone else's text that happens to
    // start with the same letters.
    let Some(version) = parse_digits(version_field, 1..=4) else {
        return Parsed::Foreign;
    };
    if !rest[version_field.len()..].starts_with('-') {
        return Parsed::Foreign;
    }
    if version != FORMAT_VERSION {
        return Parsed::OtherVersion { version };
    }
    let parts: Vec<&str> = fields.collect();
    let [deck, number, check] = parts.as_slice() else {
        return Parsed::Malformed;
    };
    let (Some(letter), Some(number), Some(check)) = (
        single_upper(deck),
        parse_digits(number, 2..=2),
        single_alnum(check),
    ) else {
        return Parsed::Malformed;
    };
    let body = format!("{APP_TAG}{version_field}{letter}{number:02}");
    if check_char(body.as_bytes()) != Some(check) {
        return Parsed::BadCheck;
    }
    // Two digits always fit a u8.
    let number = number as u8;
    match Deck::from_letter(letter) {
        None => Parsed::UnknownDeck { letter, number },
        Some(deck) => match Label::new(deck, number) {
            Some(label) => Parsed::Label(label),
            None => Parsed::NumberOutOfRange { deck, number },
        },
    }
}

/// Reads a label number typed by the player (the fallback that always works): `17`, `C-17`,
/// `c17`, `C 17` or `#17` for a label of `deck`. `None` for anything else, or a number the deck
/// does not have.
pub fn parse_typed(input: &str, deck: Deck) -> Option<Label> {
    let text = input.trim();
    let text = text.strip_prefix('#').unwrap_or(text);
    let mut chars = text.chars();
    let rest = match chars.next() {
        Some(c) if c.eq_ignore_ascii_case(&deck.letter()) => {
            let rest = chars.as_str().trim_start();
            rest.strip_prefix('-').unwrap_or(rest).trim_start()
        }
        _ => text,
    };
    let number = parse_digits(rest, 1..=2)?;
    Label::new(deck, u8::try_from(number).ok()?)
}

/// Parses raw QR bytes: anything that is not UTF-8 is foreign.
pub fn parse_bytes(bytes: &[u8]) -> Parsed {
    std::str::from_utf8(bytes).map_or(Parsed::Foreign, parse)
}

fn parse_digits(s: &str, lengths: std::ops::RangeInclusive<usize>) -> Option<u32> {
    if !lengths.contains(&s.len()) || !s.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    s.parse().ok()
}

fn single_upper(s: &str) -> Option<char> {
    let b = single_byte(s)?;
    b.is_ascii_uppercase().then_some(char::from(b))
}

fn single_alnum(s: &str) -> Option<u8> {
    let b = single_byte(s)?;
    (b.is_ascii_digit() || b.is_ascii_uppercase()).then_some(b)
}

fn single_byte(s: &str) -> Option<u8> {
    match s.as_bytes() {
        [b] => Some(*b),
        _ => None,
    }
}

const ALPHABET: &[u8; 36] = b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/// ISO/IEC 7064 MOD 37,36 check character over 0-9A-Z; `None` if `data` has another byte.
pub fn check_char(data: &[u8]) -> Option<u8> {
    const M: u32 = 36;
    let mut p = M;
    for &b in data {
        let v = ALPHABET.iter().position(|&a| a == b)? as u32;
        let mut s = (p + v) % M;
        if s == 0 {
            s = M;
        }
        p = (2 * s) % (M + 1);
    }
    let d = (M + 1 - p) % M;
    Some(ALPHABET[d as usize])
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn every_label_round_trips() {
        for label in Deck::Base.labels() {
            let text = label.payload();
            assert_eq!(text.len(), 11, "{text}");
            assert_eq!(parse(&text), Parsed::Label(label), "{text}");
        }
        assert_eq!(Deck::Base.labels().count(), 27);
    }

    #[test]
    fn payload_shape_and_display() {
        let label = Label::new(Deck::Base, 7).unwrap();
        let text = label.payload();
        assert!(text.starts_with("NMC1-C-07-"), "{text}");
        assert_eq!(label.to_string(), "C-07");
        assert!(Label::new(Deck::Base, 0).is_none());
        assert!(Label::new(Deck::Base, 28).is_none());
    }

    #[test]
    fn check_char_matches_the_iso_definition() {
        // Verifying a string that ends in its own check character yields 1 in MOD 37,36.
        for label in Deck::Base.labels() {
            let compact: String = label.payload().chars().filter(|c| *c != '-').collect();
            let (body, check) = compact.split_at(compact.len() - 1);
            assert_eq!(
                check_char(body.as_bytes()).map(char::from),
                check.chars().next()
            );
        }
        assert_eq!(check_char(b"nmc"), None);
    }

    #[test]
    fn every_single_substitution_is_caught() {
        for label in Deck::Base.labels() {
            let text = label.payload();
            for (i, original) in text.char_indices() {
                for &b in ALPHABET.iter().chain(b"-") {
                    let c = char::from(b);
                    if c == original {
                        continue;
                    }
                    let mut changed = text.clone();
                    changed.replace_range(i..i + 1, c.encode_utf8(&mut [0; 4]));
                    let parsed = parse(&changed);
                    assert!(
                        parsed.label().is_none_or(|other| other != label)
                            && !matches!(parsed, Parsed::Label(_)),
                        "{text} -> {changed} read as {parsed:?}"
                    );
                }
            }
        }
    }

    #[test]
    fn every_neighbour_swap_is_caught() {
        for label in Deck::Base.labels() {
            let text = label.payload();
            let bytes = text.as_bytes();
            for i in 0..bytes.len() - 1 {
                if bytes[i] == bytes[i + 1] {
                    continue;
                }
                let mut swapped = bytes.to_vec();
                swapped.swap(i, i + 1);
                let swapped = String::from_utf8(swapped).unwrap();
                assert!(parse(&swapped).label().is_none(), "{text} -> {swapped}");
            }
        }
    }

    fn with_check(body_fields: (&str, &str, &str)) -> String {
        let (version, deck, number) = body_fields;
        let body = format!("NMC{version}{deck}{number}");
        let check = char::from(check_char(body.as_bytes()).unwrap());
        format!("NMC{version}-{deck}-{number}-{check}")
    }

    #[test]
    fn the_cases_are_told_apart() {
        assert_eq!(
            parse(&with_check(("1", "R", "05"))),
            Parsed::UnknownDeck {
                letter: 'R',
                number: 5
            }
        );
        assert_eq!(
            parse(&with_check(("1", "C", "28"))),
            Parsed::NumberOutOfRange {
                deck: Deck::Base,
                number: 28
            }
        );
        assert_eq!(
            parse(&with_check(("1", "C", "00"))),
            Parsed::NumberOutOfRange {
                deck: Deck::Base,
                number: 0
            }
        );
        assert_eq!(parse("NMC2-C-07-X"), Parsed::OtherVersion { version: 2 });
        assert_eq!(
            parse("NMC12-anything"),
            Parsed::OtherVersion { version: 12 }
        );
        let mut bad = Label::new(Deck::Base, 7).unwrap().payload();
        let last = bad.pop().unwrap();
        bad.push(if last == 'A' { 'B' } else { 'A' });
        assert_eq!(parse(&bad), Parsed::BadCheck);
        for malformed in [
            "NMC1-",
            "NMC1-C-7-K",
            "NMC1-C-07",
            "NMC1-C-07-K-",
            "NMC1-c-07-K",
            "NMC1-C-07-k",
        ] {
            assert_eq!(parse(malformed), Parsed::Malformed, "{malformed}");
        }
        for foreign in [
            "",
            "NMC",
            "NMC1",
            "NMCDONALDS",
            "https://example.org/NMC1-C-07-K",
            " NMC1-C-07-K",
            "nmc1-c-07-k",
            "NMC11111-C-07-K",
            "NMC１-C-07-K",
        ] {
            assert_eq!(parse(foreign), Parsed::Foreign, "{foreign:?}");
        }
        assert_eq!(parse_bytes(&[0xff, 0xfe]), Parsed::Foreign);
        assert_eq!(
            parse_bytes(Label::new(Deck::Base, 1).unwrap().payload().as_bytes()),
            Parsed::Label(Label::new(Deck::Base, 1).unwrap())
        );
    }

    #[test]
    fn refusals_are_sentences_and_labels_have_none() {
        assert_eq!(
            Parsed::Label(Label::new(Deck::Base, 3).unwrap()).refusal(),
            None
        );
        assert!(
            Parsed::OtherVersion { version: 2 }
                .refusal()
                .unwrap()
                .contains("format 2")
        );
        assert!(
            Parsed::UnknownDeck {
                letter: 'R',
                number: 1
            }
            .refusal()
            .unwrap()
            .contains("R-01")
        );
        assert!(!Parsed::Foreign.is_ours());
        assert!(Parsed::BadCheck.is_ours());
    }

    #[test]
    fn typed_numbers_are_understood() {
        let l17 = Label::new(Deck::Base, 17);
        for typed in ["17", " 17 ", "C-17", "c17", "C 17", "#17", "c - 17"] {
            assert_eq!(parse_typed(typed, Deck::Base), l17, "{typed:?}");
        }
        assert_eq!(parse_typed("7", Deck::Base), Label::new(Deck::Base, 7));
        assert_eq!(parse_typed("07", Deck::Base), Label::new(Deck::Base, 7));
        for wrong in [
            "",
            "0",
            "28",
            "99",
            "R-17",
            "C-",
            "C--17",
            "1 7",
            "seventeen",
            "１７",
            "170",
        ] {
            assert_eq!(parse_typed(wrong, Deck::Base), None, "{wrong:?}");
        }
    }

    proptest! {
        #[test]
        fn parse_typed_never_panics(s in "\\PC{0,12}") {
            let _ = parse_typed(&s, Deck::Base);
        }

        #[test]
        fn parse_never_panics_and_only_our_exact_payloads_are_labels(s in "\\PC{0,40}") {
            if let Parsed::Label(label) = parse(&s) {
                prop_assert_eq!(label.payload(), s);
            }
        }

        #[test]
        fn near_payloads_never_panic(s in "NMC[0-9]{0,3}(-[A-Z0-9]{0,3}){0,4}") {
            if let Parsed::Label(label) = parse(&s) {
                prop_assert_eq!(label.payload(), s);
            }
        }

        #[test]
        fn parse_bytes_never_panics(bytes in proptest::collection::vec(any::<u8>(), 0..40)) {
            let _ = parse_bytes(&bytes);
        }
    }
}
