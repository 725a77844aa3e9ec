//! The base game's answers to the seam every table shares (`gui::table::GameTable`): its
//! saved game, the disk's trouble, the double-tap guard, the ambience, whose sight is shown, the
//! seats, the keys; and one message taken for the app (`on_message`).

use crate::gui::i18n::I18n;
use crate::gui::sound::Sound;
use crate::gui::table::{GameTable, TableAction, TableStep};
use crate::storage::store::GameId;
use crate::tr;
use std::time::Duration;

impl GameTable for super::Table {
    fn game_id(&self) -> Option<&GameId> {
        self.game.id()
    }

    fn game_store(&self) -> Option<&crate::storage::GameStore> {
        self.game.store()
    }

    fn storage_warning(&self) -> Option<crate::gui::played::NotSaved> {
        self.game.storage_warning()
    }

    fn retry_storage(&mut self) {
        self.game.retry_storage();
    }

    fn set_tap_guard(&mut self, window: Duration) {
        super::Table::set_tap_guard(self, window);
    }

    fn showing_map_only(&self) -> bool {
        super::Table::showing_map_only(self)
    }

    fn kind(&self) -> crate::rules::GameKind {
        crate::rules::GameKind::Nemesis
    }

    fn arm_tap_guard(&mut self) {
        super::Table::arm_tap_guard(self);
    }

    fn tap_guard(&self) -> Duration {
        super::Table::tap_guard(self)
    }

    fn seat_names(&self, i18n: &I18n) -> Vec<String> {
        crate::phones::nemesis::seat_names(i18n, &self.facts())
    }

    /// A dead character keeps their seat: that player may become the intruder player.
    fn seats_without_phone(&self) -> Vec<usize> {
        Vec::new()
    }

    /// The room actions ask for the screen again.
    fn phones_off(&mut self) {
        self.set_phones_connected(Default::default());
    }

    fn help_rows(&self, i18n: &I18n) -> Vec<(&'static str, String)> {
        help_rows(i18n)
    }

    fn is_animating(&self) -> bool {
        super::Table::is_animating(self)
    }

    fn follow(&self, sound: &mut Sound) {
        sound.follow::<crate::rules::Nemesis>(self.game.state());
    }

    fn sight_for(&self, i18n: &I18n) -> Option<String> {
        let to = self.curtain().current()?.to;
        let facts = self.facts();
        let narrator = crate::gui::narrate::Narrator { i18n, game: &facts };
        Some(super::player_label(narrator, to))
    }

    fn sight_back_to_laptop(&mut self) {
        self.curtain_mut().back_to_laptop();
    }

    fn sight_seen_elsewhere(&mut self) {
        self.curtain_seen_elsewhere();
    }
}

impl super::Table {
    /// One message at the base game's table, for the app: the sound hears what was played, and
    /// the side panel's top comes into view when what leads it changed (a new question, a new
    /// turn: issue 38).
    pub fn on_message(&mut self, message: super::Message, sound: &mut Sound) -> TableStep {
        let head = self.side_head();
        let action = match self.update(message) {
            super::Action::None => TableAction::None,
            super::Action::NewGame => TableAction::NewGame,
            super::Action::Played(outcomes) => {
                sound.on_played::<crate::rules::Nemesis>(&outcomes, self.game.state());
                TableAction::None
            }
            super::Action::Scan(request) => TableAction::Scan(request),
            super::Action::ShowOnLaptop(ids) => TableAction::ShowOnLaptop(ids),
        };
        TableStep {
            action,
            top_into_view: (self.side_head() != head).then_some(super::SIDE_ID),
        }
    }
}

/// The base table's keys, for the help page.
fn help_rows(i18n: &I18n) -> Vec<(&'static str, String)> {
    vec![
        ("1 – 5", tr!(i18n, "help-players")),
        ("0 – 9", tr!(i18n, "table-help-digits")),
        ("Enter  Space", tr!(i18n, "table-help-confirm")),
        ("← →", tr!(i18n, "table-help-arrows")),
        ("Tab", tr!(i18n, "table-help-tab")),
        ("N", tr!(i18n, "table-help-noise")),
        ("I", tr!(i18n, "table-help-injure")),
        ("G", tr!(i18n, "table-help-eggs")),
        ("T  P", tr!(i18n, "table-help-turn")),
        ("E", tr!(i18n, "table-help-event")),
        ("A", tr!(i18n, "table-help-actions")),
        ("F", tr!(i18n, "table-help-fix")),
        ("M", tr!(i18n, "table-help-map-only")),
        ("L", tr!(i18n, "table-help-legend")),
    ]
}
