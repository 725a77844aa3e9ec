//! The Void Seeders' outcomes (void-seeders.md): insanity, panic, Lairs, Lurking.

use crate::present::nemesis::narrate::{Line, Narrator, Tone};
use crate::rules::Outcome;
use crate::rules::outcome::InsanityChange;
use crate::tr;

impl Narrator<'_> {
    /// The Void Seeders' outcomes (void-seeders.md): insanity, panic, Lairs, Lurking.
    pub(super) fn void_seeder_line(&self, outcome: &Outcome) -> Option<Line> {
        self.insanity_line(outcome)
            .or_else(|| self.panic_line(outcome))
            .or_else(|| self.panic_effect_line(outcome))
            .or_else(|| self.lair_line(outcome))
    }

    /// Insanity: the track read, the tokens, a character's level and the final check.
    fn insanity_line(&self, outcome: &Outcome) -> Option<Line> {
        use Line as L;
        use Outcome as O;
        use Tone::*;
        let i = self.i18n;
        let line = match outcome {
            O::TrackRead {
                player,
                level,
                shows,
                placed,
            } => {
                let who = player.map_or_else(|| tr!(i, "log-track-nobody"), |p| self.player(p));
                let shows = self.kind(*shows);
                match placed {
                    Some(k) if self.kind(*k) == shows => L::new(
                        Danger,
                        tr!(
                            i,
                            "log-track-read",
                            player = who,
                            level = (*level),
                            kind = shows
                        ),
                    ),
                    Some(k) => L::new(
                        Danger,
                        tr!(
                            i,
                            "log-track-read-lower",
                            player = who,
                            level = (*level),
                            kind = shows,
                            lower = self.kind(*k)
                        ),
                    ),
                    None => L::new(
                        Info,
                        tr!(
                            i,
                            "log-track-read-none",
                            player = who,
                            level = (*level),
                            kind = shows
                        ),
                    ),
                }
            }
            O::InsanityTokenDrawn { owner, at } => L::new(
                Danger,
                tr!(
                    i,
                    "log-insanity-token",
                    owner = self.player(*owner),
                    room = self.room(*at)
                ),
            ),
            O::InsanityTokenRemoved { owner } => L::new(
                Info,
                tr!(i, "log-insanity-token-removed", owner = self.player(*owner)),
            ),
            O::Insanity {
                player,
                level,
                change,
            } => {
                let (player, level) = (self.player(*player), *level);
                let who = player.clone();
                let (tone, text) = match change {
                    InsanityChange::Rose => (
                        Danger,
                        tr!(i, "log-insanity-rose", player = who, level = level),
                    ),
                    InsanityChange::Infected => (
                        Danger,
                        tr!(i, "log-insanity-infected", player = who, level = level),
                    ),
                    InsanityChange::Lowered => (
                        Good,
                        tr!(i, "log-insanity-lowered", player = who, level = level),
                    ),
                    InsanityChange::FinalCheck => (
                        Moment,
                        tr!(i, "log-insanity-final", player = who, level = level),
                    ),
                };
                L::new(tone, text).todo(tr!(i, "log-insanity-todo", player = player, level = level))
            }
            O::FinalInsanity {
                player,
                level,
                contamination_drawn,
            } => {
                let player = self.player(*player);
                match contamination_drawn {
                    None => L::new(
                        Moment,
                        tr!(i, "log-final-insanity", player = player, level = (*level)),
                    ),
                    Some(n) => L::new(
                        Moment,
                        tr!(i, "log-final-insanity-draw", player = player, count = (*n)),
                    ),
                }
            }
            // every other outcome is told in `outcome_with`
            _ => return None,
        };
        Some(line)
    }

    /// Panic cards: drawn, resisted, applied or cancelled.
    fn panic_line(&self, outcome: &Outcome) -> Option<Line> {
        use Line as L;
        use Outcome as O;
        use Tone::*;
        let i = self.i18n;
        let line = match outcome {
            O::PanicDrawn {
                player,
                card,
                threshold,
                level,
                held,
            } => {
                let name = self
                    .panic_card(*card)
                    .map_or_else(|| format!("#{card}"), |e| self.panic_name(e));
                let player = self.player(*player);
                let line = L::new(
                    Moment,
                    tr!(
                        i,
                        "log-panic-drawn",
                        player = player.clone(),
                        name = name,
                        threshold = (*threshold),
                        level = (*level)
                    ),
                );
                if *held {
                    line.todo(tr!(i, "log-panic-held-todo", player = player))
                } else {
                    line
                }
            }
            O::PanicResisted {
                player,
                threshold,
                level,
            } => L::new(
                Danger,
                tr!(
                    i,
                    "log-panic-resisted",
                    player = self.player(*player),
                    threshold = (*threshold),
                    level = (*level)
                ),
            ),
            O::PanicApplied { player, effect } => {
                let line = L::new(
                    Danger,
                    tr!(
                        i,
                        "log-panic-applied",
                        player = self.player(*player),
                        name = self.panic_name(*effect),
                        effect = self.panic_effect(*effect)
                    ),
                );
                if effect.table_decides() {
                    line.todo(tr!(i, "log-panic-table-todo"))
                } else {
                    line
                }
            }
            O::PanicNotInFull { player } => L::new(
                Danger,
                tr!(i, "log-panic-not-in-full", player = self.player(*player)),
            ),
            O::PanicCancelled { player, .. } => L::new(
                Good,
                tr!(i, "log-panic-cancelled", player = self.player(*player)),
            ),
            O::PanicDeckEmpty { player } => L::new(
                Info,
                tr!(i, "log-panic-deck-empty", player = self.player(*player)),
            ),
            // every other outcome is told in `outcome_with`
            _ => return None,
        };
        Some(line)
    }

    /// What a panic card does at the table: a walk, a charge, a sabotage, a wound reopened.
    fn panic_effect_line(&self, outcome: &Outcome) -> Option<Line> {
        use Line as L;
        use Outcome as O;
        use Tone::*;
        let i = self.i18n;
        let line = match outcome {
            O::PanicWalk {
                player,
                corridor,
                to,
            } => {
                let player = self.player(*player);
                match to {
                    Some(room) => L::new(
                        Danger,
                        tr!(
                            i,
                            "log-panic-walk",
                            player = player.clone(),
                            corridor = (*corridor),
                            room = self.room(*room)
                        ),
                    )
                    .todo(tr!(i, "log-panic-walk-todo", player = player)),
                    None => L::new(
                        Info,
                        tr!(
                            i,
                            "log-panic-walk-none",
                            player = player,
                            corridor = (*corridor)
                        ),
                    ),
                }
            }
            O::PanicCharge { player, to } => {
                let player = self.player(*player);
                match to {
                    Some(room) => L::new(
                        Danger,
                        tr!(
                            i,
                            "log-panic-charge",
                            player = player.clone(),
                            room = self.room(*room)
                        ),
                    )
                    .todo(tr!(i, "log-panic-walk-todo", player = player)),
                    None => L::new(Info, tr!(i, "log-panic-charge-none", player = player)),
                }
            }
            O::ItemsEmptied { at } => {
                L::new(Danger, tr!(i, "log-items-emptied", room = self.room(*at)))
            }
            O::WoundReopened { player } => L::new(
                Danger,
                tr!(i, "log-wound-reopened", player = self.player(*player)),
            ),
            // every other outcome is told in `outcome_with`
            _ => return None,
        };
        Some(line)
    }

    /// The creatures: the Despoiler and its Lairs, Lurking, the Whisperer's number, the weaknesses.
    fn lair_line(&self, outcome: &Outcome) -> Option<Line> {
        use Line as L;
        use Outcome as O;
        use Tone::*;
        let i = self.i18n;
        let line = match outcome {
            O::Unhurt { .. } => L::new(Info, tr!(i, "log-unhurt")),
            O::LairHolds { .. } => L::new(Info, tr!(i, "log-lair-holds")),
            O::LairDestroyed { at, destroyed } => L::new(
                Good,
                tr!(
                    i,
                    "log-lair-destroyed",
                    room = self.room(*at),
                    destroyed = (*destroyed)
                ),
            )
            .todo(tr!(i, "log-lair-destroyed-todo")),
            O::DespoilerGone { from } => {
                let line = L::new(Moment, tr!(i, "log-despoiler-gone"));
                match from {
                    Some(at) => line.todo(tr!(i, "log-despoiler-gone-todo", room = self.room(*at))),
                    None => line,
                }
            }
            O::LairUnsettles { player, at } => L::new(
                Danger,
                tr!(
                    i,
                    "log-lair-unsettles",
                    player = self.player(*player),
                    room = self.room(*at)
                ),
            ),
            O::Lurking { rooms } => {
                let rooms: Vec<String> = rooms.iter().map(|r| self.room(*r)).collect();
                L::new(Info, tr!(i, "log-lurking", rooms = rooms.join(", ")))
                    .todo(tr!(i, "log-lurking-todo"))
            }
            O::NobodyLurks => L::new(Info, tr!(i, "log-nobody-lurks")),
            O::WhisperNumber { corridor, .. } => {
                L::new(Info, tr!(i, "log-whisper-number", corridor = (*corridor)))
            }
            O::WeaknessTurnedUp { slot } => {
                let object = self.seeder_weakness_source(*slot);
                L::new(Good, tr!(i, "log-weakness-turned", object = object))
                    .todo(tr!(i, "log-weakness-turned-todo"))
            }
            O::WeaknessNamed { slot, note } => L::new(
                Info,
                tr!(
                    i,
                    "log-weakness-named",
                    object = self.seeder_weakness_source(*slot),
                    category = self.weakness_category(note.category)
                ),
            )
            .todo(tr!(i, "log-weakness-by-hand")),
            // every other outcome is told in `outcome_with`
            _ => return None,
        };
        Some(line)
    }
}
