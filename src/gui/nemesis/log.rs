//! The base game's log in words: one entry per command in force, with its public outcomes (the
//! shell keeps the log itself, `table::log`; private sights never enter it). The view puts the
//! entries into words in the language chosen at that moment.

use super::Message;
use crate::gui::narrate::{Line, Narrator};
use crate::gui::widgets::{self, Ctx};
use crate::rules::{Command, Nemesis, Outcome};
use iced::Element;
use iced::widget::column;

/// How many of the latest entries the side panel shows.
pub const SHOWN: usize = 12;

/// How many lines of the newest entry the top of the side panel shows.
pub const LATEST_LINES: usize = 6;

/// The base game's log: every table's log (`table::log`, which the shell keeps), put into words
/// here.
pub type Log = crate::gui::table::log::Log<Nemesis>;
pub type Entry = crate::gui::table::log::EntryOf<Nemesis>;

/// The outcomes everybody may see.
pub fn public(outcomes: &[Outcome]) -> Vec<Outcome> {
    <Nemesis as crate::gui::table::shell::Sighted>::public(outcomes)
}

impl crate::gui::table::log::Log<Nemesis> {
    /// An entry's lines, naming intruders by what the whole log knows of them. `held_from` is
    /// the first entry the victory check has not told yet (the table's `ending_held_from`):
    /// from it on, the entry that ended the game stops at its game-over line and the steps the
    /// check played tell nothing (see [`told`]).
    pub fn lines_of(
        &self,
        narrator: Narrator<'_>,
        entry: &Entry,
        held_from: Option<usize>,
    ) -> Vec<Line> {
        // looked up only while the check holds something back: every repaint reads the log
        let untold = held_from.is_some_and(|h| {
            let at = self.entries().iter().position(|e| std::ptr::eq(e, entry));
            at.is_some_and(|i| i >= h) && self.is_ending_or_after(entry)
        });
        narrator.lines_knowing(told(&entry.outcomes, untold), self.memory_at(entry))
    }

    /// The index of the entry that ended the game (the newest such), if it ended.
    pub fn ending_index(&self) -> Option<usize> {
        self.entries().iter().rposition(|e| {
            e.outcomes
                .iter()
                .any(|o| matches!(o, Outcome::GameEnded { .. }))
        })
    }

    /// The entry that ended the game, and every entry after it (the victory check's own steps):
    /// a game reopened after its end walks the check again from its first page with all of them
    /// in the log (seen in a Korean solo game: the engines, the coordinates and the final scan
    /// showed under 「게임 종료 — 모두 화면을 보세요」).
    fn is_ending_or_after(&self, entry: &Entry) -> bool {
        let ended = self.ending_index();
        let at = self.entries().iter().position(|e| std::ptr::eq(e, entry));
        matches!((ended, at), (Some(end), Some(i)) if i >= end)
    }

    /// What the log knows of the intruders for `entry`'s lines: every type its entries named
    /// (so an intruder a later step killed is still named), with the evolutions told before
    /// `entry` (an intruder is named by its type as of that step: issue 55 item 9).
    fn memory_at(&self, entry: &Entry) -> crate::gui::narrate::Known {
        let mut known = self.memory().clone();
        for earlier in self.entries() {
            if std::ptr::eq(earlier, entry) {
                break;
            }
            known.learn_evolutions(&earlier.outcomes);
        }
        known
    }

    /// What the log told after the game-over line (the engines, the coordinates, the deaths
    /// they caused, the scans, the winners), in the entry that ended the game and the victory
    /// check's steps after it: empty before the end.
    pub fn ending(&self) -> Vec<Outcome> {
        self.entries()
            .iter()
            .filter(|e| self.is_ending_or_after(e))
            .flat_map(|e| e.outcomes[told(&e.outcomes, true).len()..].iter().cloned())
            .collect()
    }

    /// The newest entry, large, for the top of the side panel: what just happened and what to
    /// do on the board, readable without scrolling at every text size. None when it said
    /// nothing or was an Event Phase. The flag says whether all of it is shown (a long entry
    /// shows its first lines and stays in the log below as well).
    pub fn latest_view<'a>(
        &'a self,
        ctx: Ctx<'a>,
        narrator: Narrator<'a>,
        held_from: Option<usize>,
    ) -> Option<(Element<'a, Message>, bool)> {
        let entry = self.last()?;
        // the Event Phase was just walked through page by page; its whole story is in the log
        if matches!(entry.command, Command::EventPhase { .. }) {
            return None;
        }
        let mut lines = self.lines_of(narrator, entry, held_from);
        if lines.is_empty() {
            return None;
        }
        let more = lines.len().saturating_sub(LATEST_LINES);
        lines.truncate(LATEST_LINES);
        let mut block =
            widgets::log_entry(ctx, narrator.command(&entry.command), lines, ctx.ty.body);
        if more > 0 {
            block = block.push(widgets::small(
                ctx,
                crate::tr!(narrator.i18n, "table-latest-more", count = more),
            ));
        }
        Some((block.into(), more == 0))
    }

    /// The latest entries, newest first; `skip_newest` when `latest_view` shows it above.
    pub fn view<'a>(
        &'a self,
        ctx: Ctx<'a>,
        narrator: Narrator<'a>,
        skip_newest: bool,
        held_from: Option<usize>,
    ) -> Element<'a, Message> {
        let sp = ctx.ty.space;
        let mut list = column![].spacing(sp * 0.6);
        let skip = usize::from(skip_newest);
        for entry in self.entries().iter().rev().skip(skip).take(SHOWN) {
            let lines = self.lines_of(narrator, entry, held_from);
            list = list.push(widgets::log_entry(
                ctx,
                narrator.command(&entry.command),
                lines,
                ctx.ty.small,
            ));
        }
        list.into()
    }
}

/// An entry's outcomes as far as the table may read them: while the victory check is still to
/// reveal the ending, up to the game-over line (the engines, the coordinates, who died of them
/// and the winners follow it, and the check shows them one at a time); an entry the check itself
/// played (a final scan, a quarantine or objective answer) has no game-over line and tells
/// nothing until the check has shown it (a Korean solo game's log said 「오염 확인 통과」 beside
/// the contamination reveal's cover).
fn told(outcomes: &[Outcome], ending_untold: bool) -> &[Outcome] {
    if !ending_untold {
        return outcomes;
    }
    match outcomes
        .iter()
        .position(|o| matches!(o, Outcome::GameEnded { .. }))
    {
        Some(end) => &outcomes[..=end],
        None => &[],
    }
}

#[cfg(test)]
mod ending_tests {
    use super::*;
    use crate::rules::state::EndCause;

    /// The log below the victory check listed the engines and who died of them while the check
    /// still asked everyone to look before its reveal (seen at the real window, Japanese solo).
    #[test]
    fn the_log_stops_at_the_game_over_line_until_the_check_has_told_the_rest() {
        let ending = vec![
            Outcome::Passed {
                player: crate::rules::ids::PlayerId(1),
            },
            Outcome::GameEnded {
                cause: EndCause::Jump,
            },
            Outcome::EnginesRevealed {
                working: [true, false, false],
            },
            Outcome::ShipExploded,
        ];
        assert_eq!(told(&ending, true), &ending[..2]);
        assert_eq!(told(&ending, false), &ending[..]);
        // a step the check played (no game-over line): nothing until the check has shown it
        assert!(told(&ending[..1], true).is_empty());
        assert_eq!(told(&ending[..1], false), &ending[..1]);
    }
}
