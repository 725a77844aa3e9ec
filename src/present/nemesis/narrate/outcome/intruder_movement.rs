//! Intruders moving: through corridors, into ducts, off the board.

use crate::present::nemesis::narrate::{Known, Line, Narrator, Tone};
use crate::rules::Outcome;
use crate::tr;

impl Narrator<'_> {
    pub(super) fn intruder_movement_line(&self, outcome: &Outcome, known: &Known) -> Option<Line> {
        use Line as L;
        use Outcome as O;
        use Tone::*;
        let i = self.i18n;
        let line = match outcome {
            O::IntruderMoved {
                intruder,
                from,
                to,
                corridor,
                onto_characters,
            } => {
                let kind = self.intruder(*intruder, known);
                let number = self
                    .corridor_number(*corridor, *from)
                    .unwrap_or_else(|| "?".into());
                let danger = *onto_characters;
                let (from, to) = (self.room(*from), self.room(*to));
                L::new(
                    if danger { Danger } else { Info },
                    tr!(
                        i,
                        "log-intruder-moved",
                        kind = kind.clone(),
                        from = from.clone(),
                        number = number.clone(),
                        to = to.clone()
                    ),
                )
                .todo(tr!(
                    i,
                    "log-intruder-moved-todo",
                    kind = kind,
                    from = from,
                    number = number,
                    to = to
                ))
            }
            O::IntruderVanished {
                kind,
                from,
                network,
                ..
            } => {
                let (kind, from) = (self.kind(*kind), self.room(*from));
                L::new(
                    Info,
                    tr!(
                        i,
                        "log-intruder-vanished",
                        kind = kind.clone(),
                        from = from.clone(),
                        network = self.tech(*network)
                    ),
                )
                .todo(tr!(
                    i,
                    "log-intruder-vanished-todo",
                    kind = kind,
                    from = from
                ))
            }
            O::DoorDestroyed { corridor, at } => {
                let number = self
                    .corridor_number(*corridor, *at)
                    .unwrap_or_else(|| "?".into());
                let room = self.room(*at);
                L::new(
                    Danger,
                    tr!(
                        i,
                        "log-door-destroyed",
                        room = room.clone(),
                        number = number.clone()
                    ),
                )
                .todo(tr!(
                    i,
                    "log-door-destroyed-todo",
                    number = number,
                    room = room
                ))
            }
            O::IntruderWithdrawn { kind, from, .. } => {
                let (kind, from) = (self.kind(*kind), self.room(*from));
                L::new(
                    Info,
                    tr!(
                        i,
                        "log-intruder-withdrawn",
                        kind = kind.clone(),
                        from = from.clone()
                    ),
                )
                .todo(tr!(
                    i,
                    "log-intruder-withdrawn-todo",
                    kind = kind,
                    from = from
                ))
            }
            // every other outcome is told by another family (see `outcome_with`)
            _ => return None,
        };
        Some(line)
    }
}
