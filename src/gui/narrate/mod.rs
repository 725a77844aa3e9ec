//! Puts the rules core's data into words in the chosen language: one log line per outcome (what
//! happened, why, and what to do on the board), the private sights shown behind the curtain,
//! undo/redo labels and refusals. Pure functions of the outcome and the game; nothing here
//! decides anything.
//!
//! STUB: the shapes below are the API the table codes against; the texts are placeholders until
//! the narration lands.

use super::game::Game;
use super::i18n::I18n;
use crate::rules::outcome::Sight;
use crate::rules::{Command, Outcome, RuleError};

/// What the narration needs: the language and the game (player names, board, room names).
#[derive(Clone, Copy)]
pub struct Narrator<'a> {
    pub i18n: &'a I18n,
    pub game: &'a Game,
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

impl Narrator<'_> {
    /// The log line for an outcome; `None` for private sights, which never go in the log.
    pub fn outcome(&self, outcome: &Outcome) -> Option<Line> {
        if outcome.private_to().is_some() {
            return None;
        }
        Some(Line {
            text: format!("{outcome:?}"),
            todo: None,
            tone: Tone::Info,
        })
    }

    /// What the one player behind the curtain sees.
    pub fn sight(&self, sight: &Sight) -> Vec<String> {
        vec![format!("{sight:?}")]
    }

    /// A label for undo and redo that never says anything hidden.
    pub fn command(&self, command: &Command) -> String {
        command.label()
    }

    /// Why the rules refused a command, in words the table understands.
    pub fn refusal(&self, error: &RuleError) -> String {
        error.to_string()
    }
}
