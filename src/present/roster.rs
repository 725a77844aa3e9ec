//! Who plays: the character cards, the players' names as the window shows them, and the new-game
//! request that the game glue turns into the rules' setup. Plain data and words, shared by the
//! screens, the panels and the game glue (which must not depend on a screen).

use crate::present::i18n::I18n;
use crate::present::seed::SeedCode;
use crate::rules::ids::{Dealer, Mode, Ring, Side};
use crate::tr;

/// A character card: the rules' own list (`Role`), not a copy.
pub use crate::rules::Role as Character;

/// A character's name on its card, in the window's language.
pub trait CharacterName {
    fn name(self, i18n: &I18n) -> String;
}

impl CharacterName for Character {
    fn name(self, i18n: &I18n) -> String {
        match self {
            Character::Captain => tr!(i18n, "character-captain"),
            Character::Pilot => tr!(i18n, "character-pilot"),
            Character::Scientist => tr!(i18n, "character-scientist"),
            Character::Scout => tr!(i18n, "character-scout"),
            Character::Soldier => tr!(i18n, "character-soldier"),
            Character::Mechanic => tr!(i18n, "character-mechanic"),
        }
    }
}

/// What the players asked for; the lead maps it to the rules core's setup command.
#[derive(Debug, Clone, PartialEq)]
pub struct NewGameRequest {
    /// In player-number order (player 1 first). An empty name means "Player N".
    pub players: Vec<(String, Character)>,
    /// The ring colour under each player's miniature, by player number; missing ones get
    /// `Ring::default_for`.
    pub rings: Vec<Ring>,
    pub mode: Mode,
    pub side: Side,
    /// The code typed by the table, used when `secret_seed` is `None`.
    pub seed_code: SeedCode,
    /// A full 64-bit seed drawn from the OS, never shown before the game ends (the default):
    /// with a shown code, a few public moves and the simulator single out the hidden setup.
    pub secret_seed: Option<u64>,
    /// Who deals the room tiles and exploration tokens: the box (the players flip the real ones
    /// and tell the app) or the app.
    pub dealer: Dealer,
    /// The intruders in the box: the base game's, or an expansion's.
    pub species: crate::rules::species::Species,
    /// Void Seeders: the creature printed at each insanity level (None in other games).
    pub insanity_track: Option<[crate::rules::ids::IntruderKind; 5]>,
}

impl NewGameRequest {
    /// The seed of the rules core's setup.
    pub fn seed(&self) -> u64 {
        self.secret_seed.unwrap_or_else(|| self.seed_code.value())
    }

    /// The ring colour of player `index` (0-based).
    pub fn ring(&self, index: usize) -> Ring {
        self.rings
            .get(index)
            .copied()
            .unwrap_or_else(|| Ring::default_for(u8::try_from(index + 1).unwrap_or(u8::MAX)))
    }

    /// The name to show for player `index` (0-based).
    pub fn player_name(&self, i18n: &I18n, index: usize) -> String {
        display_name(
            i18n,
            index,
            self.players.get(index).map(|p| p.0.as_str()).unwrap_or(""),
        )
    }
}

pub fn display_name(i18n: &I18n, index: usize, name: &str) -> String {
    let number = index + 1;
    if name.trim().is_empty() {
        tr!(i18n, "new-game-player-number", number = number)
    } else {
        name.trim().to_string()
    }
}
