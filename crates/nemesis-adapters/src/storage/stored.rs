//! What the save store needs to know of a game beyond the rules' `Ruleset` seam: the key its
//! files are named by, the species its header names, and the parts of a saved-games line that
//! only that game has. Every game is kept in the one store the same way; this trait is the whole
//! of what differs.

use crate::rules::ids::{Mode, Side};
use crate::rules::retaliation::Retaliation;
use crate::rules::species::Species;
use crate::rules::{Nemesis, Ruleset};

/// (The supertraits let the store's generic types derive `Clone`, `PartialEq` and `Debug`.)
pub trait Stored: Ruleset + Clone + PartialEq + std::fmt::Debug + 'static {
    /// The species the header names (format 2), for a game that has species.
    fn species_key(_config: &Self::Config) -> Option<String> {
        None
    }
    /// The mode, board side and species a saved-games line shows.
    fn listing(config: &Self::Config) -> (Mode, Side, Species);
    /// How a mark of the last step written before the sights' mark was kept reads: the base
    /// game kept none, so its sights read as seen.
    fn sights_unseen_in_older_mark(_pages: usize) -> bool {
        false
    }
}

impl Stored for Nemesis {
    fn species_key(config: &Self::Config) -> Option<String> {
        serde_json::to_value(config.species)
            .ok()
            .and_then(|v| v.as_str().map(str::to_string))
    }
    fn listing(config: &Self::Config) -> (Mode, Side, Species) {
        (config.mode, config.side, config.species)
    }
}

impl Stored for Retaliation {
    /// Retaliation's table marked its step's sight with the pages: 0 while the curtain was
    /// up, 1 once it was hidden. A game quit behind the curtain then raises it again.
    fn sights_unseen_in_older_mark(pages: usize) -> bool {
        pages == 0
    }
    fn listing(config: &Self::Config) -> (Mode, Side, Species) {
        let mode = if config.players.len() == 1 {
            Mode::Solo
        } else if config.coop {
            Mode::Coop
        } else {
            Mode::Standard
        };
        (mode, Side::A, Species::Intruders)
    }
}
