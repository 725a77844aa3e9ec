//! Retaliation's answers to the seam every table shares (`gui::table::GameTable`): its
//! saved game, the disk's trouble, the double-tap guard, the ambience and whose sight is shown.

use crate::gui::i18n::I18n;
use crate::gui::sound::Sound;
use crate::gui::table::GameTable;
use crate::storage::store::GameId;
use std::time::Duration;

impl GameTable for super::RetTable {
    fn showing_map_only(&self) -> bool {
        self.map_only
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
