//! Moving, exploring and noise: characters walk, rooms are revealed, the noise die speaks.

use crate::present::nemesis::narrate::{Known, Line, Narrator, Tone};
use crate::rules::Outcome;
use crate::rules::command::NoiseSpot;
use crate::rules::ids::*;
use crate::tr;

impl Narrator<'_> {
    pub(super) fn movement_line(&self, outcome: &Outcome, _known: &Known) -> Option<Line> {
        self.explore_line(outcome, _known)
            .or_else(|| self.noise_line(outcome, _known))
    }

    /// A character's move and the room it explores.
    fn explore_line(&self, outcome: &Outcome, _known: &Known) -> Option<Line> {
        use Line as L;
        use Outcome as O;
        use Tone::*;
        let i = self.i18n;
        let line = match outcome {
            O::CharacterMoved {
                player,
                from,
                to,
                escape,
            } => {
                let (player, from, to) = (self.player(*player), self.room(*from), self.room(*to));
                if *escape {
                    L::new(
                        Info,
                        tr!(i, "log-moved-escape", player = player, from = from, to = to),
                    )
                } else {
                    L::new(
                        Info,
                        tr!(i, "log-moved", player = player, from = from, to = to),
                    )
                }
            }
            O::RoomRevealed {
                at,
                room,
                exploration,
                items,
                printed_items,
            } => {
                let number = at.to_string();
                let name = crate::present::nemesis::board_words::room_name(i, *room);
                let text = tr!(
                    i,
                    "log-room-revealed",
                    number = number.clone(),
                    name = name,
                    items = (*items)
                );
                // the box deals: the players flipped both already; the app deals: it names them
                let todo = match self.game.config().dealer {
                    // the Nest, the slime room and the engines get no item counter (issue 39)
                    crate::rules::ids::Dealer::Box if !room.has_item_counter() => {
                        tr!(i, "log-room-revealed-todo-box-no-counter", number = number)
                    }
                    crate::rules::ids::Dealer::App if !room.has_item_counter() => tr!(
                        i,
                        "log-room-revealed-todo-app-no-counter",
                        name = crate::present::nemesis::board_words::room_name(i, *room),
                        number = number,
                        token = self.token_face(*exploration, printed_items.unwrap_or(*items))
                    ),
                    crate::rules::ids::Dealer::Box => tr!(
                        i,
                        "log-room-revealed-todo-box",
                        number = number,
                        items = (*items)
                    ),
                    // the token is named by what is printed on it, so the table takes the right
                    // one (solo halves only the counter)
                    crate::rules::ids::Dealer::App => tr!(
                        i,
                        "log-room-revealed-todo-app",
                        name = crate::present::nemesis::board_words::room_name(i, *room),
                        number = number,
                        items = (*items),
                        token = self.token_face(*exploration, printed_items.unwrap_or(*items))
                    ),
                };
                let todo = match printed_items {
                    Some(printed) if printed != items => format!(
                        "{todo} {}",
                        tr!(
                            i,
                            "log-solo-half-items",
                            printed = (*printed),
                            items = (*items)
                        )
                    ),
                    _ => todo,
                };
                L::new(Info, format!("{text} {}", self.exploration(*exploration))).todo(todo)
            }
            O::ExplorationIgnored {
                at,
                effect: crate::rules::content::ExplorationEffect::Malfunction,
            } => L::new(
                Info,
                tr!(i, "log-malfunction-not-here", room = self.room(*at)),
            ),
            O::ExplorationIgnored { at, effect } => {
                let token = match effect {
                    crate::rules::content::ExplorationEffect::Danger => tr!(i, "noise-danger"),
                    _ => tr!(i, "noise-silence"),
                };
                L::new(
                    Info,
                    tr!(
                        i,
                        "log-exploration-ignored",
                        token = token,
                        room = self.room(*at)
                    ),
                )
            }
            // every other outcome is told by another family (see `outcome_with`)
            _ => return None,
        };
        Some(line)
    }

    /// Noise: the roll, the markers placed or cleared, no roll, danger with nothing there.
    fn noise_line(&self, outcome: &Outcome, _known: &Known) -> Option<Line> {
        use Line as L;
        use Outcome as O;
        use Tone::*;
        let i = self.i18n;
        let line = match outcome {
            O::NoiseRolled {
                player,
                at,
                result,
                slime_made_danger,
            } => {
                let (player, room) = (self.player(*player), self.room(*at));
                match result {
                    NoiseResult::Corridor(n) => L::new(
                        Info,
                        tr!(
                            i,
                            "log-noise-corridor",
                            player = player,
                            room = room,
                            number = (*n)
                        ),
                    ),
                    NoiseResult::Danger => L::new(
                        Danger,
                        tr!(i, "log-noise-danger", player = player, room = room),
                    ),
                    NoiseResult::Silence if *slime_made_danger => L::new(
                        Danger,
                        tr!(i, "log-noise-slime", player = player, room = room),
                    ),
                    NoiseResult::Silence => L::new(
                        Info,
                        tr!(i, "log-noise-silence", player = player, room = room),
                    ),
                }
            }
            O::NoisePlaced { at, spot } => {
                let spot = self.spot(*at, *spot);
                L::new(Info, tr!(i, "log-noise-placed", spot = spot.clone())).todo(tr!(
                    i,
                    "log-noise-placed-todo",
                    spot = spot
                ))
            }
            O::NoiseCleared { at, spots } => {
                let room = self.room(*at);
                // the technical corridors are named as they were when their noise was placed,
                // not as an exit number
                let (tech, corridors): (Vec<NoiseSpot>, Vec<NoiseSpot>) =
                    spots.iter().partition(|s| matches!(s, NoiseSpot::Tech(_)));
                let tech: Vec<String> = tech.iter().map(|s| self.spot(*at, *s)).collect();
                let todo = match (corridors.is_empty(), tech.is_empty()) {
                    (false, true) => tr!(
                        i,
                        "log-noise-cleared-todo",
                        numbers = self.exit_numbers(*at, &corridors),
                        room = room.clone()
                    ),
                    (true, false) => {
                        tr!(i, "log-noise-cleared-todo-tech", tech = self.list(&tech))
                    }
                    _ => tr!(
                        i,
                        "log-noise-cleared-todo-both",
                        numbers = self.exit_numbers(*at, &corridors),
                        room = room.clone(),
                        tech = self.list(&tech)
                    ),
                };
                L::new(Info, tr!(i, "log-noise-cleared", room = room)).todo(todo)
            }
            O::NoRoll {
                player,
                at,
                company,
            } => {
                let (player, room) = (self.player(*player), self.room(*at));
                if *company {
                    L::new(
                        Info,
                        tr!(i, "log-no-roll-company", player = player, room = room),
                    )
                } else {
                    L::new(
                        Info,
                        tr!(i, "log-no-roll-token", player = player, room = room),
                    )
                }
            }
            O::DangerNothing { at } => {
                L::new(Info, tr!(i, "log-danger-nothing", room = self.room(*at)))
            }
            // every other outcome is told by another family (see `outcome_with`)
            _ => return None,
        };
        Some(line)
    }
}
