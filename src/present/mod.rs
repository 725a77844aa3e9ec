//! What every screen shows, without a window: the words in three languages (`i18n`), each
//! game's narration and names, and the view models the window draws with iced, the phones serve
//! as JSON and headless and the simulator print. Nothing here imports the window; the window,
//! the phones and the command line import this.

pub mod fonts;
pub mod game_words;
pub mod i18n;
pub mod nemesis;
pub mod played;
pub mod retaliation;
pub mod rings;
pub mod roster;
pub mod saves_words;
pub mod seed;
#[cfg(feature = "stub-game")]
pub mod stub;
