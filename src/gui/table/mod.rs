//! The table, of whichever game it plays (issue 33: one table with two maps and panels): base
//! *Nemesis* in `gui/nemesis/` (its species included), *Retaliation* in `gui/retaliation/`.
//! What every table shares is written once around them: the curtain (`gui::curtain`), the log's lines and
//! entries (`gui::narrate::Line`, `widgets::line`, `widgets::log_entry`), the keys
//! (`shortcuts::TableInput`), the double-tap guard, the session (`gui::played`), and here the
//! one seam the app reaches either table through: its saved game, the disk's trouble and the
//! retry, the double-tap guard and the ambience.

pub mod log;
pub mod shell;
pub mod sighted;

use crate::gui::i18n::I18n;
use crate::gui::sound::Sound;
use crate::storage::store::GameId;
use crate::tr;
use std::time::Duration;

/// What an undo or a redo just did, said the same way at both tables (one undo-note policy):
/// an undo names the step it took back by its public label, and a redo says when what only one
/// player saw is not shown again.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum StepNote<C> {
    Undone(C),
    Redone { private_not_again: bool },
    NothingToUndo,
    NothingToRedo,
}

impl<C> StepNote<C> {
    /// The note in the players' language; `label` names a step (never what was hidden).
    pub fn words(&self, i18n: &I18n, label: impl Fn(&C) -> String) -> String {
        match self {
            StepNote::Undone(cmd) => tr!(i18n, "table-undone", what = label(cmd)),
            StepNote::Redone {
                private_not_again: true,
            } => tr!(i18n, "table-note-private-not-again"),
            StepNote::Redone { .. } => tr!(i18n, "table-note-redone"),
            StepNote::NothingToUndo => tr!(i18n, "table-note-nothing-to-undo"),
            StepNote::NothingToRedo => tr!(i18n, "table-note-nothing-to-redo"),
        }
    }
}

/// What the app carries out after a table took a message: the table's own work is done; these
/// reach outside it.
#[derive(Debug, Default)]
pub enum TableAction {
    #[default]
    None,
    /// Open the new-game screen.
    NewGame,
    /// Scan this player's contamination cards: the app opens the scanner over the table.
    Scan(crate::gui::scan::ScanRequest),
    /// The table wants the private sight on show back from the phone it was sent to (these are
    /// the server's sight numbers): the app takes it back and, if no phone opened it, the
    /// curtain shows it here.
    ShowOnLaptop(Vec<u64>),
}

/// A table's answer to one message: what the app carries out, and the scrollable whose top the
/// table must see now (a new question, a new turn), if any.
#[derive(Debug, Default)]
pub struct TableStep {
    pub action: TableAction,
    pub top_into_view: Option<&'static str>,
}

impl TableStep {
    pub fn of(action: TableAction) -> TableStep {
        TableStep {
            action,
            top_into_view: None,
        }
    }
}

/// Every game's table, as the app sees it.
pub trait GameTable {
    /// The saved game's id (`None` for a game played in memory).
    fn game_id(&self) -> Option<&GameId>;
    /// The store the game is saved in (`None` for a game played in memory).
    fn game_store(&self) -> Option<&crate::storage::GameStore>;
    /// Why the game is not safely on the disk, if it is not.
    fn storage_warning(&self) -> Option<crate::gui::played::NotSaved>;
    /// Tries to write the game again after the disk failed.
    fn retry_storage(&mut self);
    /// Two taps closer than `window` on a button that plays a command are one tap.
    fn set_tap_guard(&mut self, window: Duration);
    /// Sets the ambience for the game as it stands.
    fn follow(&self, sound: &mut Sound);
    /// Whom the private sight on show is for, by the name the table knows them by.
    fn sight_for(&self, i18n: &I18n) -> Option<String>;
    /// The sight on the phone comes back to the laptop, behind the curtain as before.
    fn sight_back_to_laptop(&mut self);
    /// A phone had already opened the sight the table wanted back: it is never shown again.
    fn sight_seen_elsewhere(&mut self);
    /// The map alone (M) is on show: it takes the whole window, the app's bar too.
    fn showing_map_only(&self) -> bool;
    /// Which game this table plays.
    fn kind(&self) -> crate::rules::GameKind;
    /// Starts the double-tap guard's clock, as if a command had just been played (a table that
    /// opens under a finger still on the glass takes no tap from it).
    fn arm_tap_guard(&mut self);
    /// How long after a command another tap is the same tap.
    fn tap_guard(&self) -> Duration;
    /// The seats' names, in seat order (the Phones page and its links).
    fn seat_names(&self, i18n: &I18n) -> Vec<String>;
    /// The seats that no longer take a phone (nothing private reaches them again).
    fn seats_without_phone(&self) -> Vec<usize>;
    /// The phones were turned off: no sight goes to a phone now.
    fn phones_off(&mut self);
    /// The table's keys and what each does, for the help page (after the ones every screen has).
    fn help_rows(&self, i18n: &I18n) -> Vec<(&'static str, String)>;
    /// Something on the table moves by itself (fading rings): the window sends frame ticks.
    fn is_animating(&self) -> bool {
        false
    }

    /// The phones' links this game kept when they were last on (saved games only).
    fn phones_kept(&self) -> Option<crate::storage::store::PhonesMark> {
        self.game_store()?.read_phones(self.game_id()?)
    }

    /// Keeps the phones' links with the game, or forgets them when the phones are turned off
    /// (best effort: losing it only means new links).
    fn keep_phones(&self, mark: Option<&crate::storage::store::PhonesMark>) {
        if let (Some(store), Some(id)) = (self.game_store(), self.game_id()) {
            let _ = match mark {
                Some(m) => store.write_phones(id, m),
                None => store.forget_phones(id),
            };
        }
    }

    /// Saved, and safely: leaving the table loses nothing.
    fn safely_saved(&self) -> bool {
        self.game_id().is_some() && self.storage_warning().is_none()
    }

    /// Saved, but the last write failed: the window tries again.
    fn wants_storage_retry(&self) -> bool {
        self.game_id().is_some() && self.storage_warning().is_some()
    }
}
