//! Where the round stands and what the game waits for, as every screen asks it (issue 51):
//! `Nemesis::turn` and `Nemesis::pending`.

use super::state::GameState;
use crate::ask::Turn;
use serde::Serialize;

/// The phase and step of a base round (base.md §8), and the end.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "step", rename_all = "snake_case")]
pub enum Step {
    /// The Player Phase: turns until everyone has passed.
    PlayerTurns,
    /// Everyone has passed: the Event Phase is next.
    EventPhase,
    /// The game has ended: the victory check.
    Victory,
    /// The result is told.
    Done,
}

/// A question the game waits for before play goes on.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "question", rename_all = "snake_case")]
pub enum Question {
    /// Placeholder until the typed questions land.
    Answer { refusal: String },
}

impl GameState {
    /// Where the round stands and whose turn it is.
    pub fn turn(&self) -> Turn<Step> {
        Turn {
            step: if self.ended.is_some() {
                Step::Victory
            } else {
                Step::PlayerTurns
            },
            player: None,
            actions_left: None,
        }
    }

    /// The first question the game waits for.
    pub fn pending(&self) -> Option<Question> {
        self.questions_pending()
            .first()
            .map(|r| Question::Answer {
                refusal: format!("{r:?}"),
            })
    }
}
