//! Encounters: tokens drawn from the bag, intruders placed, surprise attacks.

use crate::present::nemesis::narrate::{Known, Line, Narrator, Tone};
use crate::rules::Outcome;
use crate::rules::ids::*;
use crate::rules::outcome::EncounterCause;
use crate::tr;

impl Narrator<'_> {
    pub(super) fn encounter_line(&self, outcome: &Outcome, known: &Known) -> Option<Line> {
        self.meeting_line(outcome, known)
            .or_else(|| self.surprise_line(outcome, known))
    }

    /// An Encounter: the first one, the token drawn, the intruder placed or moved.
    fn meeting_line(&self, outcome: &Outcome, _known: &Known) -> Option<Line> {
        use Line as L;
        use Outcome as O;
        use Tone::*;
        let i = self.i18n;
        let line = match outcome {
            // the objectives kept depend on the mode (base.md §13.1, §13.2): two Solo/Co-op
            // cards in solo, shared ones in co-op (nothing to choose), two each in standard
            O::FirstEncounter => match self.game.config().mode {
                crate::rules::ids::Mode::Solo => L::new(Moment, tr!(i, "log-first-encounter-solo"))
                    .todo(tr!(i, "log-first-encounter-solo-todo")),
                crate::rules::ids::Mode::Coop => L::new(Moment, tr!(i, "log-first-encounter-coop")),
                _ => L::new(Moment, tr!(i, "log-first-encounter"))
                    .todo(tr!(i, "log-first-encounter-todo")),
            },
            O::Encounter { player, at, cause } => {
                let room = self.room(*at);
                let text = match (cause, player) {
                    (EncounterCause::Noise, Some(p)) => {
                        tr!(
                            i,
                            "log-encounter-noise",
                            player = self.player(*p),
                            room = room
                        )
                    }
                    (EncounterCause::Event, Some(p)) => {
                        tr!(
                            i,
                            "log-encounter-event",
                            player = self.player(*p),
                            room = room
                        )
                    }
                    (EncounterCause::Butcher, Some(p)) => tr!(
                        i,
                        "log-encounter-butcher",
                        player = self.player(*p),
                        room = room
                    ),
                    (EncounterCause::QueenInNest | EncounterCause::Butcher, _) => {
                        tr!(i, "log-encounter-queen", room = room)
                    }
                    (EncounterCause::Noise | EncounterCause::Event, None) => {
                        tr!(i, "log-encounter-nobody", room = room)
                    }
                };
                L::new(Danger, text)
            }
            O::TokenDrawn { kind, surprise } => match kind {
                IntruderKind::Blank => L::new(Info, tr!(i, "log-token-blank")),
                // an insanity token has no number on it (issue 39 item 13: 「奇襲の数字 0」)
                IntruderKind::Insanity => L::new(
                    Danger,
                    tr!(i, "log-token-drawn-plain", one = self.one(*kind)),
                ),
                _ => L::new(
                    Danger,
                    tr!(
                        i,
                        "log-token-drawn",
                        one = self.one(*kind),
                        surprise = (*surprise)
                    ),
                ),
            },
            O::BagEmpty => L::new(Info, tr!(i, "log-bag-empty")),
            O::IntruderPlaced { kind, at, .. } => {
                let (one, room) = (self.one(*kind), self.room(*at));
                L::new(
                    Danger,
                    tr!(
                        i,
                        "log-intruder-placed",
                        one = one.clone(),
                        room = room.clone()
                    ),
                )
                .todo(tr!(i, "log-intruder-placed-todo", one = one, room = room))
            }
            O::IntruderRelocated { kind, from, to, .. } => {
                let (kind, from, to) = (self.kind(*kind), self.room(*from), self.room(*to));
                L::new(
                    Danger,
                    tr!(
                        i,
                        "log-intruder-relocated",
                        kind = kind.clone(),
                        from = from.clone(),
                        to = to.clone()
                    ),
                )
                .todo(tr!(
                    i,
                    "log-intruder-relocated-todo",
                    kind = kind,
                    from = from,
                    to = to
                ))
            }
            // every other outcome is told by another family (see `outcome_with`)
            _ => return None,
        };
        Some(line)
    }

    /// A blank token and the surprise attack, or none.
    fn surprise_line(&self, outcome: &Outcome, known: &Known) -> Option<Line> {
        use Line as L;
        use Outcome as O;
        use Tone::*;
        let i = self.i18n;
        let line = match outcome {
            O::BlankDrawn { at, last_token } => {
                let room = self.room(*at);
                if *last_token {
                    L::new(Info, tr!(i, "log-blank-last", room = room))
                } else {
                    L::new(Info, tr!(i, "log-blank", room = room))
                }
            }
            O::SurpriseAttack {
                intruder,
                player,
                token,
                hand,
            } => {
                let (kind, player) = (self.intruder(*intruder, known), self.player(*player));
                if *token == 0 {
                    L::new(
                        Danger,
                        tr!(i, "log-surprise-no-cards", player = player, kind = kind),
                    )
                } else {
                    L::new(
                        Danger,
                        tr!(
                            i,
                            "log-surprise",
                            player = player,
                            hand = (*hand),
                            token = (*token),
                            kind = kind
                        ),
                    )
                }
            }
            O::NoSurprise {
                player,
                token,
                hand,
            } => L::new(
                Info,
                tr!(
                    i,
                    "log-no-surprise",
                    player = self.player(*player),
                    hand = (*hand),
                    token = (*token)
                ),
            ),
            // every other outcome is told by another family (see `outcome_with`)
            _ => return None,
        };
        Some(line)
    }
}
