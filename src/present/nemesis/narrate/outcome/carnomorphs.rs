//! The Carnomorphs (carnomorphs.md): mutations, the Metagorger, carcasses.

use crate::present::nemesis::narrate::{Known, Line, Narrator, Tone};
use crate::rules::Outcome;
use crate::tr;

impl Narrator<'_> {
    pub(super) fn carnomorph_line(&self, outcome: &Outcome, known: &Known) -> Option<Line> {
        self.mutation_line(outcome, known)
            .or_else(|| self.adaptation_line(outcome, known))
            .or_else(|| self.feeding_line(outcome, known))
    }

    /// Mutations: the Metagorger's attack, the cards and markers, the final check.
    fn mutation_line(&self, outcome: &Outcome, _known: &Known) -> Option<Line> {
        use Line as L;
        use Outcome as O;
        use Tone::*;
        let i = self.i18n;
        let line = match outcome {
            O::MetagorgerAttack { player, .. } => {
                let player = self.player(*player);
                L::new(Danger, tr!(i, "log-metagorger-attack", player = player))
                    .todo(tr!(i, "log-metagorger-attack-todo"))
            }
            O::MutationCard { player } => {
                let player = self.player(*player);
                L::new(Danger, tr!(i, "log-mutation-card", player = player.clone())).todo(tr!(
                    i,
                    "log-mutation-card-todo",
                    player = player
                ))
            }
            O::MutationMarker { player, markers } => {
                let player = self.player(*player);
                L::new(
                    Danger,
                    tr!(
                        i,
                        "log-mutation-marker",
                        player = player.clone(),
                        markers = (*markers)
                    ),
                )
                .todo(tr!(i, "log-mutation-marker-todo", player = player))
            }
            O::MutationCardDiscarded { player } => {
                let player = self.player(*player);
                L::new(
                    Good,
                    tr!(i, "log-mutation-discarded", player = player.clone()),
                )
                .todo(tr!(i, "log-mutation-discarded-todo", player = player))
            }
            O::MutationUsed { player, infected } => {
                let player = self.player(*player);
                if *infected {
                    L::new(
                        Danger,
                        tr!(i, "log-mutation-used-infected", player = player.clone()),
                    )
                    .todo(tr!(
                        i,
                        "log-mutation-used-infected-todo",
                        player = player
                    ))
                } else {
                    L::new(
                        Info,
                        tr!(i, "log-mutation-used-clean", player = player.clone()),
                    )
                    .todo(tr!(
                        i,
                        "log-mutation-used-clean-todo",
                        player = player
                    ))
                }
            }
            O::FinalMutation {
                player,
                contamination_drawn,
                markers,
            } => L::new(
                Moment,
                tr!(
                    i,
                    "log-final-mutation",
                    player = self.player(*player),
                    count = (*contamination_drawn),
                    markers = (*markers)
                ),
            ),
            // every other outcome is told by another family (see `outcome_with`)
            _ => return None,
        };
        Some(line)
    }

    /// The adaptation cards on the Intruder board.
    fn adaptation_line(&self, outcome: &Outcome, _known: &Known) -> Option<Line> {
        use Line as L;
        use Outcome as O;
        use Tone::*;
        let i = self.i18n;
        let line = match outcome {
            O::AdaptationRevealed { slot } => {
                let kind = self.kind(*slot);
                L::new(
                    Moment,
                    tr!(i, "log-adaptation-revealed", kind = kind.clone()),
                )
                .todo(tr!(i, "log-adaptation-revealed-todo", kind = kind))
            }
            O::AdaptationNamed { slot, card } => {
                let name = self.adaptation(&card.key);
                let category = self.adaptation_category(card.category);
                let line = L::new(
                    Info,
                    tr!(
                        i,
                        "log-adaptation-named",
                        kind = self.kind(*slot),
                        name = name.clone(),
                        category = category.clone()
                    ),
                );
                if card.key == "voracious" {
                    line.todo(tr!(i, "log-adaptation-automated", name = name))
                } else if card.key == "other" {
                    // a card the app does not know by name: "another card" is no card's name
                    line.todo(tr!(i, "log-adaptation-other-by-hand"))
                } else {
                    line.todo(tr!(i, "log-adaptation-by-hand", name = name))
                }
            }
            O::AdaptationRemoved { slot } => {
                let kind = self.kind(*slot);
                L::new(Good, tr!(i, "log-adaptation-removed", kind = kind.clone())).todo(tr!(
                    i,
                    "log-adaptation-removed-todo",
                    kind = kind
                ))
            }
            O::NothingToRemove { slot } => L::new(
                Info,
                tr!(i, "log-adaptation-nothing", kind = self.kind(*slot)),
            ),
            // every other outcome is told by another family (see `outcome_with`)
            _ => return None,
        };
        Some(line)
    }

    /// Feeding and what the Carnomorphs leave or take on the board.
    fn feeding_line(&self, outcome: &Outcome, known: &Known) -> Option<Line> {
        use Line as L;
        use Outcome as O;
        use Tone::*;
        let i = self.i18n;
        let line = match outcome {
            O::Fed {
                kind,
                at,
                food,
                evolved,
                ..
            } => {
                let (name, room, food) = (self.kind(*kind), self.room(*at), self.food(*food));
                match evolved {
                    Some(next) => {
                        let next = self.kind(*next);
                        L::new(
                            Danger,
                            tr!(
                                i,
                                "log-fed-evolved",
                                kind = name.clone(),
                                room = room.clone(),
                                food = food.clone(),
                                next = next.clone()
                            ),
                        )
                        .todo(tr!(
                            i,
                            "log-fed-evolved-todo",
                            kind = name,
                            room = room,
                            food = food,
                            next = next
                        ))
                    }
                    None => L::new(
                        Danger,
                        tr!(
                            i,
                            "log-fed",
                            kind = name.clone(),
                            room = room.clone(),
                            food = food.clone()
                        ),
                    )
                    .todo(tr!(
                        i,
                        "log-fed-todo",
                        kind = name,
                        room = room,
                        food = food
                    )),
                }
            }
            O::MetagorgerSpawn { rooms } => {
                if rooms.is_empty() {
                    L::new(Info, tr!(i, "log-metagorger-spawn-none"))
                } else {
                    let rooms: Vec<String> = rooms.iter().map(|r| self.room(*r)).collect();
                    L::new(
                        Danger,
                        tr!(i, "log-metagorger-spawn", rooms = rooms.join(", ")),
                    )
                }
            }
            O::NoMiniatureLeft { kind, at } => L::new(
                Info,
                tr!(
                    i,
                    "log-no-miniature-left",
                    kind = self.kind(*kind),
                    room = self.room(*at)
                ),
            ),
            O::StaysOutOfDucts { intruder, at } => L::new(
                Info,
                tr!(
                    i,
                    "log-stays-out-of-ducts",
                    kind = self.intruder(*intruder, known),
                    room = self.room(*at)
                ),
            ),
            O::CarcassPlaced { at } => {
                let room = self.room(*at);
                L::new(Info, tr!(i, "log-carcass-placed", room = room.clone())).todo(tr!(
                    i,
                    "log-carcass-placed-todo",
                    room = room
                ))
            }
            O::PodRemoved { pod } => L::new(Danger, tr!(i, "log-pod-removed", pod = (*pod)))
                .todo(tr!(i, "log-pod-removed-todo", pod = (*pod))),
            // every other outcome is told by another family (see `outcome_with`)
            _ => return None,
        };
        Some(line)
    }
}
