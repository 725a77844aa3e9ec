//! The end of the game: escapes, the ship's fate, the victory check.

use crate::present::nemesis::narrate::names::letter;
use crate::present::nemesis::narrate::{Known, Line, Narrator, Tone};
use crate::rules::Outcome;
use crate::rules::state::EndCause;
use crate::tr;

impl Narrator<'_> {
    pub(super) fn end_of_game_line(&self, outcome: &Outcome, _known: &Known) -> Option<Line> {
        use Line as L;
        use Outcome as O;
        use Tone::*;
        let i = self.i18n;
        let line = match outcome {
            O::NobodyLeft { self_destruct } => {
                L::new(Moment, tr!(i, "log-nobody-left")).todo(if *self_destruct {
                    tr!(i, "log-nobody-left-self-destruct-todo")
                } else {
                    tr!(i, "log-nobody-left-time-todo")
                })
            }
            O::GameEnded { cause } => L::new(
                Moment,
                match cause {
                    EndCause::Jump => tr!(i, "log-end-jump"),
                    EndCause::SelfDestruct => tr!(i, "log-end-self-destruct"),
                    EndCause::NinthFire => tr!(i, "log-end-ninth-fire"),
                    EndCause::NinthMalfunction => tr!(i, "log-end-ninth-malfunction"),
                    EndCause::JumpDuringSelfDestruct => tr!(i, "log-end-jump-self-destruct"),
                },
            ),
            O::EnginesRevealed { working } => L::new(
                Moment,
                tr!(
                    i,
                    "log-engines",
                    first = self.working(working[0]),
                    second = self.working(working[1]),
                    third = self.working(working[2])
                ),
            ),
            O::ShipExploded => L::new(Moment, tr!(i, "log-ship-exploded")),
            O::CoordinatesRevealed {
                letter: l,
                destination,
                ..
            } => L::new(
                Moment,
                tr!(
                    i,
                    "log-coordinates",
                    letter = letter(*l),
                    destination = self.destination(*destination)
                ),
            ),
            O::FinalDraw {
                player,
                contamination_drawn,
            } => L::new(
                Moment,
                tr!(
                    i,
                    "log-final-draw",
                    player = self.player(*player),
                    count = (*contamination_drawn)
                ),
            ),
            O::FinalDrawAsked { player } => L::new(
                Moment,
                tr!(i, "log-final-draw-asked", player = self.player(*player)),
            ),
            O::Survived { player } => {
                L::new(Good, tr!(i, "log-survived", player = self.player(*player)))
            }
            O::ObjectiveReported { player, met } => {
                let player = self.player(*player);
                if *met {
                    L::new(Good, tr!(i, "log-objective-met", player = player))
                } else {
                    L::new(Info, tr!(i, "log-objective-failed", player = player))
                }
            }
            O::Winner { player } => {
                L::new(Good, tr!(i, "log-winner", player = self.player(*player)))
            }
            O::VictoryCheckDone => L::new(Moment, tr!(i, "log-victory-done")),
            // every other outcome is told by another family (see `outcome_with`)
            _ => return None,
        };
        Some(line)
    }
}
