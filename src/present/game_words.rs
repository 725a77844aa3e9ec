//! Each game in words, wherever a screen names one: the saved games' list, a save of the wrong
//! game, the Phones page's introduction. The one place the presentation lists the games (a new
//! game adds an arm to each function here).

use crate::present::i18n::I18n;
use crate::rules::GameKind;
use crate::tr;

/// The game's name: 「네메시스」, 「네메시스: 리탈리에이션」.
pub fn game_name(i18n: &I18n, game: GameKind) -> String {
    match game {
        GameKind::Nemesis => tr!(i18n, "home-game-nemesis"),
        GameKind::Retaliation => tr!(i18n, "home-game-retaliation"),
        #[cfg(feature = "stub-game")]
        GameKind::Stub => "Stub".to_string(),
    }
}

/// What the phones show privately in this game, as the Phones page introduces them (the base
/// game's intro named Retaliation's anti-aircraft tokens once).
pub fn phones_intro(i18n: &I18n, game: GameKind) -> String {
    match game {
        GameKind::Nemesis => tr!(i18n, "phones-intro"),
        GameKind::Retaliation => tr!(i18n, "phones-intro-retaliation"),
        #[cfg(feature = "stub-game")]
        GameKind::Stub => String::new(),
    }
}
