//! The scanner over the base game's table: whose cards it reads, and the finished scan played.
//! (Only the base game and its expansions have contamination cards.)

use crate::gui::i18n::I18n;
use crate::gui::scan::ScanRequest;
use crate::gui::scan::panel::{GameScan, ScanPanel};
use crate::gui::sound::Sound;
use crate::rules::Command;

impl super::Table {
    /// What the scanner reads for this request: the player's cards as the game counts them.
    pub fn scan_of(&self, request: ScanRequest, i18n: &I18n) -> GameScan {
        let index = usize::from(request.player.0).saturating_sub(1);
        let given = self.game.player_name(request.player).unwrap_or("");
        let name = crate::gui::roster::display_name(i18n, index, given);
        GameScan::new(request, self.game.state(), name)
    }

    /// Plays the scanner's command. Refused, the panel says so; a correction of the count goes
    /// on with what the rules now ask; a finished scan shows its outcomes.
    pub fn scanned(
        &mut self,
        panel: &mut ScanPanel,
        command: Command,
        recount: bool,
        sound: &mut Sound,
    ) {
        let super::Action::Played(outcomes) = self.submit(command) else {
            panel.refused_by_game();
            return;
        };
        if recount {
            panel.recounted(self.game.state());
        } else {
            panel.show_outcomes(&outcomes);
        }
        sound.on_played::<crate::rules::Nemesis>(&outcomes, self.game.state());
    }
}
