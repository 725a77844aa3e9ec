//! The game log: one entry per command in force, with its public outcomes. Private sights never
//! enter it. Entries keep data (the command and its outcomes), and the view puts them into words
//! in the language chosen at that moment.

use super::Message;
use crate::gui::narrate::{Known, Line, Narrator};
use crate::gui::widgets::{self, Ctx};
use crate::rules::{Command, Outcome};
use iced::Element;
use iced::widget::column;

/// How many of the latest entries the side panel shows.
pub const SHOWN: usize = 12;

/// How many lines of the newest entry the top of the side panel shows.
pub const LATEST_LINES: usize = 6;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry {
    pub command: Command,
    /// The outcomes anyone may see (private sights removed).
    pub outcomes: Vec<Outcome>,
}

#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Log {
    entries: Vec<Entry>,
    /// What all entries told about intruders, so an older line still names one that a later
    /// step killed (it read "the intruder's intruder" once the intruder was off the board).
    known: Known,
}

/// The outcomes everybody may see.
pub fn public(outcomes: &[Outcome]) -> Vec<Outcome> {
    <crate::rules::Nemesis as crate::gui::screen::table::shell::Sighted>::public(outcomes)
}

impl Log {
    /// The log of a resumed game, from its replayed history.
    pub fn from_history(history: Vec<(Command, Vec<Outcome>)>) -> Log {
        let mut log = Log::default();
        for (command, outcomes) in history {
            log.push(command, &outcomes);
        }
        log
    }

    pub fn push(&mut self, command: Command, outcomes: &[Outcome]) {
        let outcomes = public(outcomes);
        self.known.learn(&outcomes);
        self.entries.push(Entry { command, outcomes });
    }

    /// An entry's lines, naming intruders by what the whole log knows of them; `ending_untold`
    /// stops them at the game-over line (see [`told`]).
    pub fn lines_of(
        &self,
        narrator: Narrator<'_>,
        entry: &Entry,
        ending_untold: bool,
    ) -> Vec<Line> {
        narrator.lines_knowing(told(&entry.outcomes, ending_untold), self.known.clone())
    }

    /// What the newest entry told after its game-over line (the engines, the coordinates, the
    /// deaths they caused, the scans): empty unless it ended the game.
    pub fn ending(&self) -> &[Outcome] {
        let Some(last) = self.entries.last() else {
            return &[];
        };
        let told = told(&last.outcomes, true).len();
        &last.outcomes[told..]
    }

    pub fn pop(&mut self) -> Option<Entry> {
        let popped = self.entries.pop();
        self.known = Known::default();
        for e in &self.entries {
            self.known.learn(&e.outcomes);
        }
        popped
    }

    pub fn entries(&self) -> &[Entry] {
        &self.entries
    }

    pub fn last(&self) -> Option<&Entry> {
        self.entries.last()
    }

    pub fn len(&self) -> usize {
        self.entries.len()
    }

    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// The newest entry, large, for the top of the side panel: what just happened and what to
    /// do on the board, readable without scrolling at every text size. None when it said
    /// nothing or was an Event Phase. The flag says whether all of it is shown (a long entry
    /// shows its first lines and stays in the log below as well).
    pub fn latest_view<'a>(
        &'a self,
        ctx: Ctx<'a>,
        narrator: Narrator<'a>,
        ending_untold: bool,
    ) -> Option<(Element<'a, Message>, bool)> {
        let entry = self.entries.last()?;
        // the Event Phase was just walked through page by page; its whole story is in the log
        if matches!(entry.command, Command::EventPhase { .. }) {
            return None;
        }
        let mut lines = self.lines_of(narrator, entry, ending_untold);
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
        ending_untold: bool,
    ) -> Element<'a, Message> {
        let sp = ctx.ty.space;
        let mut list = column![].spacing(sp * 0.6);
        let skip = usize::from(skip_newest);
        for (i, entry) in self.entries.iter().rev().enumerate().skip(skip).take(SHOWN) {
            // only the newest entry can hold the ending
            let lines = self.lines_of(narrator, entry, ending_untold && i == 0);
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
/// and the winners follow it, and the check shows them one at a time).
fn told(outcomes: &[Outcome], ending_untold: bool) -> &[Outcome] {
    if !ending_untold {
        return outcomes;
    }
    match outcomes
        .iter()
        .position(|o| matches!(o, Outcome::GameEnded { .. }))
    {
        Some(end) => &outcomes[..=end],
        None => outcomes,
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
        assert_eq!(told(&ending[..1], true), &ending[..1]);
    }
}
