//! Retaliation's answers to the seam every table shares (`gui::table::GameTable`): its
//! saved game, the disk's trouble, the double-tap guard, the ambience, whose sight is shown, the
//! seats, the keys; and one message taken for the app (`on_message`).

use super::focus::RetaliationFocus;
use crate::gui::i18n::I18n;
use crate::gui::shortcuts::TableInput;
use crate::gui::sound::Sound;
use crate::gui::table::{GameTable, TableAction, TableStep};
use crate::storage::store::GameId;
use crate::tr;
use std::time::Duration;

impl GameTable for super::RetTable {
    fn showing_map_only(&self) -> bool {
        self.map_only
    }

    fn kind(&self) -> crate::rules::GameKind {
        crate::rules::GameKind::Retaliation
    }

    fn arm_tap_guard(&mut self) {
        super::RetTable::arm_tap_guard(self);
    }

    fn tap_guard(&self) -> Duration {
        super::RetTable::tap_guard(self)
    }

    fn seat_names(&self, _: &I18n) -> Vec<String> {
        crate::phones::retaliation::seat_names(self.state())
    }

    /// A dead marine: nothing private reaches them again.
    fn seats_without_phone(&self) -> Vec<usize> {
        let dead = crate::rules::retaliation::MarineStatus::Dead;
        let marines = self.state().marines.iter().enumerate();
        marines
            .filter(|(_, m)| m.status == dead)
            .map(|(i, _)| i)
            .collect()
    }

    /// Nothing is worded for a phone: the curtain asks where a sight goes each time.
    fn phones_off(&mut self) {}

    fn help_rows(&self, i18n: &I18n) -> Vec<(&'static str, String)> {
        help_rows(i18n)
    }

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
        super::RetTable::set_tap_guard(self, window);
    }

    fn follow(&self, sound: &mut Sound) {
        sound.follow::<crate::rules::retaliation::Retaliation>(self.state());
    }

    fn sight_for(&self, _: &I18n) -> Option<String> {
        let to = self.curtain().current()?.to;
        Some(super::words::marine(self.state(), to))
    }

    fn sight_back_to_laptop(&mut self) {
        self.curtain_mut().back_to_laptop();
    }

    fn sight_seen_elsewhere(&mut self) {
        self.curtain_seen_elsewhere();
    }
}

impl super::RetTable {
    /// One message at the Retaliation table, for the app: the sound hears what was played, and
    /// the side panel's top comes into view when the table must look there (see
    /// [`RetaliationFocus`]); Enter with a question that only a tap can answer brings it too.
    pub fn on_message(&mut self, message: super::Message, sound: &mut Sound) -> TableStep {
        let before = RetaliationFocus::of(self);
        let enter = message == super::Message::Input(TableInput::Confirm);
        let action = match self.update(message) {
            super::Action::None => TableAction::None,
            super::Action::Played(outcomes) => {
                sound.on_played::<crate::rules::retaliation::Retaliation>(&outcomes, self.state());
                TableAction::None
            }
            super::Action::ShowOnLaptop(ids) => TableAction::ShowOnLaptop(ids),
        };
        let top = RetaliationFocus::of(self).brings_top_into_view(before, enter);
        TableStep {
            action,
            top_into_view: top.then_some(super::SIDE_ID),
        }
    }
}

/// The Retaliation table's keys, for the help page.
fn help_rows(i18n: &I18n) -> Vec<(&'static str, String)> {
    vec![
        ("1 – 4", tr!(i18n, "rt-help-digits")),
        ("H", tr!(i18n, "rt-help-hazard")),
        ("Enter  Space  E", tr!(i18n, "rt-help-confirm")),
        ("Tab", tr!(i18n, "rt-help-tab")),
        ("T  P", tr!(i18n, "rt-help-turn")),
        ("F", tr!(i18n, "rt-help-fix")),
        ("M", tr!(i18n, "table-help-map-only")),
        ("L", tr!(i18n, "table-help-legend")),
    ]
}
