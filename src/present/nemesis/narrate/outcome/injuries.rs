//! Injuries to characters and intruders, deaths and retreats.

use crate::present::nemesis::narrate::{Known, Line, Narrator, Tone};
use crate::rules::Outcome;
use crate::rules::outcome::{HealthRead, InjuryCause, NestEnd};
use crate::tr;

impl Narrator<'_> {
    pub(super) fn injury_line(&self, outcome: &Outcome, known: &Known) -> Option<Line> {
        self.injured_line(outcome, known)
            .or_else(|| self.killed_line(outcome, known))
    }

    /// An intruder hurt, and the check that tells whether it dies.
    fn injured_line(&self, outcome: &Outcome, known: &Known) -> Option<Line> {
        use Line as L;
        use Outcome as O;
        use Tone::*;
        let i = self.i18n;
        let line = match outcome {
            O::IntruderInjured {
                intruder,
                injuries,
                cause,
                at,
            } => {
                // the room it was hurt in, told by the outcome: a retreat right after the death
                // check moves it, and the board now would name the room it fled to
                let (kind, room) = (self.intruder(*intruder, known), self.room(*at));
                let (k, r, n) = (kind.clone(), room.clone(), *injuries);
                let text = match cause {
                    InjuryCause::Attack => {
                        tr!(i, "log-injured-attack", kind = k, room = r, injuries = n)
                    }
                    InjuryCause::Fire => {
                        tr!(i, "log-injured-fire", kind = k, room = r, injuries = n)
                    }
                    InjuryCause::FireControl => {
                        tr!(
                            i,
                            "log-injured-fire-control",
                            kind = k,
                            room = r,
                            injuries = n
                        )
                    }
                };
                L::new(Good, text).todo(tr!(
                    i,
                    "log-injuries-todo",
                    kind = kind,
                    room = room,
                    injuries = n
                ))
            }
            O::DeathCheck {
                intruder,
                cards,
                health,
                retreat_icon,
                read,
                dies,
            } => {
                let kind = self.intruder(*intruder, known);
                let names: Vec<String> = cards.iter().map(|&c| self.attack_card(c)).collect();
                let cards = self.list(&names);
                if *retreat_icon && *health == 0 {
                    // only retreat cards: nothing to add up, so it cannot die (and "0" next to
                    // its injuries read as if it should have)
                    return Some(L::new(
                        Info,
                        tr!(
                            i,
                            "log-death-check-retreat-only",
                            kind = kind.clone(),
                            cards = cards.clone()
                        ),
                    ));
                }
                // how the numbers were read: added up, or the lowest (Lurker) or highest
                // (Stalker, Lair) card (issue 39 item 13: it said "add up" for every kind)
                let mut text = match read {
                    HealthRead::Sum => tr!(
                        i,
                        "log-death-check",
                        kind = kind,
                        cards = cards,
                        health = (*health)
                    ),
                    HealthRead::Lowest => tr!(
                        i,
                        "log-death-check-lowest",
                        kind = kind,
                        cards = cards,
                        health = (*health)
                    ),
                    HealthRead::Highest => tr!(
                        i,
                        "log-death-check-highest",
                        kind = kind,
                        cards = cards,
                        health = (*health)
                    ),
                };
                if !*dies {
                    text.push(' ');
                    text.push_str(&if *retreat_icon {
                        tr!(i, "log-death-check-retreat-icon")
                    } else {
                        tr!(i, "log-death-check-lives")
                    });
                }
                L::new(Info, text)
            }
            // every other outcome is told by another family (see `outcome_with`)
            _ => return None,
        };
        Some(line)
    }

    /// An intruder killed or retreating, eggs and the Nest destroyed.
    fn killed_line(&self, outcome: &Outcome, known: &Known) -> Option<Line> {
        use Line as L;
        use Outcome as O;
        use Tone::*;
        let i = self.i18n;
        let line = match outcome {
            O::IntruderKilled {
                kind, at, carcass, ..
            } => {
                let (kind, room) = (self.kind(*kind), self.room(*at));
                let line = L::new(
                    Good,
                    tr!(i, "log-killed", kind = kind.clone(), room = room.clone()),
                );
                if *carcass {
                    line.todo(tr!(i, "log-killed-carcass-todo", kind = kind, room = room))
                } else {
                    line.todo(tr!(i, "log-killed-todo", kind = kind, room = room))
                }
            }
            O::Retreat {
                intruder,
                card,
                corridor,
            } => L::new(
                Good,
                tr!(
                    i,
                    "log-retreat",
                    kind = self.intruder(*intruder, known),
                    card = self.event_card(*card),
                    number = (*corridor)
                ),
            ),
            O::EggsDestroyed { at, count, nest } => {
                if *nest {
                    L::new(Good, tr!(i, "log-eggs-nest", count = (*count))).todo(tr!(
                        i,
                        "log-eggs-nest-todo",
                        count = (*count)
                    ))
                } else {
                    let room = self.room(*at);
                    L::new(
                        Good,
                        tr!(i, "log-eggs-room", count = (*count), room = room.clone()),
                    )
                    .todo(tr!(
                        i,
                        "log-eggs-room-todo",
                        count = (*count),
                        room = room
                    ))
                }
            }
            O::NestDestroyed {
                cause: NestEnd::NoEggsLeft,
            } => L::new(Good, tr!(i, "log-nest-destroyed")),
            O::NestDestroyed {
                cause: NestEnd::ShipDestroyed,
            } => L::new(Good, tr!(i, "log-nest-destroyed-with-ship")),
            // every other outcome is told by another family (see `outcome_with`)
            _ => return None,
        };
        Some(line)
    }
}
