//! Puts the rules core's data into words in the chosen language: one log line per outcome (what
//! happened, why, and what to do on the board), the private sights shown behind the curtain,
//! undo/redo labels and refusals. Pure functions of the outcome and the game; nothing here
//! decides anything.
//!
//! The words live in `assets/i18n/<lang>/nemesis_companion.ftl` under `log-`, `sight-`, `cmd-`,
//! `refusal-` and `name-`; card effects come from `effects.ftl` through [`I18n::effect`].

mod command;
mod names;
pub(crate) use names::snake;
pub use names::{intruder_board, label_name};
mod outcome;
mod refusal;
mod sight;
#[cfg(test)]
mod tests;

use crate::present::i18n::I18n;
use crate::rules::board::Board;
use crate::rules::ids::{IntruderId, IntruderKind, PlayerId, SlotId};
use crate::rules::outcome::Sight;
use crate::rules::{Command, GameConfig, GameState, Outcome, RuleError};
use std::collections::BTreeMap;

/// What the narration needs: the language and the game (player names, board, room names).
#[derive(Clone, Copy)]
pub struct Narrator<'a> {
    pub i18n: &'a I18n,
    pub game: &'a dyn Facts,
}

/// What narration reads of a game: its setup, board and state. The window's `Game` has them;
/// so has a game played without the window (`headless --phones`), through [`GameFacts`].
pub trait Facts {
    fn config(&self) -> &GameConfig;
    fn board(&self) -> &Board;
    fn state(&self) -> &GameState;
    /// The name a player was given at setup, if any.
    fn player_name(&self, player: PlayerId) -> Option<&str> {
        self.config()
            .players
            .get(usize::from(player.0).wrapping_sub(1))
            .map(|p| p.name.as_str())
            .filter(|n| !n.is_empty())
    }
}

/// A game's facts held apart from the window's `Game`.
#[derive(Clone, Copy)]
pub struct GameFacts<'a> {
    pub config: &'a GameConfig,
    pub board: &'a Board,
    pub state: &'a GameState,
}

impl Facts for GameFacts<'_> {
    fn config(&self) -> &GameConfig {
        self.config
    }
    fn board(&self) -> &Board {
        self.board
    }
    fn state(&self) -> &GameState {
        self.state
    }
}

/// How a line should look.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tone {
    /// Routine bookkeeping (a noise marker, the time track).
    Info,
    /// Something bad for the crew (an encounter, a wound, fire).
    Danger,
    /// Something good for the crew (an intruder killed, an escape).
    Good,
    /// A big moment the table should stop for (first encounter, self-destruct, the victory check).
    Moment,
}

/// One line of the game log.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Line {
    /// What happened and why, in one sentence.
    pub text: String,
    /// What the players must do on the physical board, if anything.
    pub todo: Option<String>,
    pub tone: Tone,
}

impl Line {
    fn new(tone: Tone, text: String) -> Line {
        Line {
            text: capitalized(text),
            todo: None,
            tone,
        }
    }

    fn todo(mut self, todo: String) -> Line {
        self.todo = Some(capitalized(todo));
        self
    }

    /// The whole line in one string: what happened, then "→" and what to do on the board.
    pub fn whole(&self) -> String {
        match (&self.todo, self.text.is_empty()) {
            (Some(todo), true) => format!("→ {todo}"),
            (Some(todo), false) => format!("{} → {todo}", self.text),
            (None, _) => self.text.clone(),
        }
    }

    /// A line from one message in which "→" marks where the board instruction begins (how
    /// Retaliation's messages are written): the words before it are what happened, the words
    /// after it what to do. A message that is all instruction has no text of its own.
    pub fn marked(tone: Tone, message: &str) -> Line {
        match message.split_once('→') {
            Some((said, todo)) => Line {
                text: capitalized(said.trim().to_string()),
                todo: Some(capitalized(todo.trim().to_string())),
                tone,
            },
            None => Line::new(tone, message.trim().to_string()),
        }
    }
}

/// What the outcomes of one command already told about intruders that have left the board by the
/// time the lines are written (killed, vanished, infested): their type and the room they left.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Known {
    pub(crate) kinds: BTreeMap<IntruderId, IntruderKind>,
    pub(crate) places: BTreeMap<IntruderId, SlotId>,
}

impl Known {
    pub(crate) fn new() -> Known {
        Known::default()
    }
}

impl Narrator<'_> {
    /// The log line for an outcome; `None` for private sights, which never go in the log.
    pub fn outcome(&self, outcome: &Outcome) -> Option<Line> {
        self.outcome_with(outcome, &Known::new())
    }

    /// The log lines for all the outcomes of one command, in order. Better than calling
    /// [`Narrator::outcome`] one by one: an intruder that died later in the same command is still
    /// named by its type.
    pub fn lines(&self, outcomes: &[Outcome]) -> Vec<Line> {
        self.lines_in(outcomes, outcomes)
    }

    /// The lines for some of one command's outcomes (a page of it), with `command` (all of its
    /// outcomes) telling what left the board later: seen at the real window, the injury line
    /// before a kill read "the intruder's intruder" because the kill was on the page's other part.
    pub fn lines_in(&self, outcomes: &[Outcome], command: &[Outcome]) -> Vec<Line> {
        self.lines_knowing(outcomes, known_kinds(command))
    }

    /// The lines for `outcomes`, with what `known` learnt elsewhere (the whole log) about
    /// intruders no longer on the board.
    pub(crate) fn lines_knowing(&self, outcomes: &[Outcome], mut known: Known) -> Vec<Line> {
        let mut lines = Vec::new();
        for o in outcomes {
            lines.extend(self.outcome_with(o, &known));
            if let Outcome::Transformed { intruder, to } = o {
                known.kinds.insert(*intruder, *to);
            }
        }
        lines
    }

    /// What the one player behind the curtain sees.
    pub fn sight(&self, sight: &Sight) -> Vec<String> {
        self.sight_lines(sight)
            .into_iter()
            .map(capitalized)
            .collect()
    }

    /// The hint said after a sight's facts (see [`Narrator::sight`]), if it has one.
    pub fn sight_hint(&self, sight: &Sight) -> Option<String> {
        self.sight_hint_line(sight).map(capitalized)
    }

    /// A label for undo and redo that never says anything hidden.
    pub fn command(&self, command: &Command) -> String {
        capitalized(self.command_label(command))
    }

    /// Why the rules refused a command, in words the table understands.
    pub fn refusal(&self, error: &RuleError) -> String {
        capitalized(self.refusal_text(error))
    }
}

/// The type each intruder had when a batch of outcomes first named it.
fn known_kinds(outcomes: &[Outcome]) -> Known {
    let mut known = Known::new();
    known.learn(outcomes);
    known
}

impl Known {
    /// Learns the evolutions a step told, for the steps after it: an intruder that changed type
    /// (a Metagorger become a Shambler) is named by its new type from then on (issue 55 item 9:
    /// the log kept its first name in the injury and death-check lines after it evolved).
    pub(crate) fn learn_evolutions(&mut self, outcomes: &[Outcome]) {
        for o in outcomes {
            if let Outcome::Transformed { intruder, to } = o {
                self.kinds.insert(*intruder, *to);
            }
        }
    }

    /// Learns the types and last rooms of the intruders `outcomes` mention.
    pub(crate) fn learn(&mut self, outcomes: &[Outcome]) {
        let known = self;
        for o in outcomes {
            match o {
                Outcome::IntruderPlaced { intruder, kind, .. }
                | Outcome::IntruderRelocated { intruder, kind, .. }
                | Outcome::IntruderVanished { intruder, kind, .. }
                | Outcome::IntruderWithdrawn { intruder, kind, .. }
                | Outcome::Attack { intruder, kind, .. }
                | Outcome::IntruderKilled { intruder, kind, .. } => {
                    known.kinds.entry(*intruder).or_insert(*kind);
                }
                Outcome::Infestation { intruder, kind, .. } => {
                    known.kinds.entry(*intruder).or_insert(*kind);
                }
                _ => {}
            }
            match o {
                Outcome::IntruderKilled { intruder, at, .. } => {
                    known.places.insert(*intruder, *at);
                }
                Outcome::IntruderVanished { intruder, from, .. }
                | Outcome::IntruderWithdrawn { intruder, from, .. } => {
                    known.places.insert(*intruder, *from);
                }
                _ => {}
            }
        }
    }
}

/// Upper-cases the first letter (English lines may begin with a name such as "room 003"); other
/// scripts are left as they are.
fn capitalized(text: String) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) if first.is_lowercase() => first.to_uppercase().chain(chars).collect(),
        _ => text,
    }
}
