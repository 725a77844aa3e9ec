//! The Player Phase: rounds, turns, actions, items, rooms used.

use crate::present::nemesis::narrate::names::{label_name, letter};
use crate::present::nemesis::narrate::{Known, Line, Narrator, Tone};
use crate::rules::Outcome;
use crate::tr;

impl Narrator<'_> {
    pub(super) fn player_phase_line(&self, outcome: &Outcome, known: &Known) -> Option<Line> {
        self.ship_action_line(outcome, known)
            .or_else(|| self.crew_line(outcome, known))
            .or_else(|| self.intruder_player_line(outcome, known))
    }

    /// A character's actions on the ship: fire, passing, engines, destination, doors, airlocks, pods.
    fn ship_action_line(&self, outcome: &Outcome, _known: &Known) -> Option<Line> {
        use Line as L;
        use Outcome as O;
        use Tone::*;
        let i = self.i18n;
        let line = match outcome {
            O::FireWound { player, at } => L::new(
                Danger,
                tr!(
                    i,
                    "log-fire-wound",
                    player = self.player(*player),
                    room = self.room(*at)
                ),
            ),
            O::Passed { player } => {
                L::new(Info, tr!(i, "log-passed", player = self.player(*player)))
            }
            O::EngineRestacked { engine, changed } => {
                if *changed {
                    L::new(Info, tr!(i, "log-engine-changed", engine = (*engine)))
                } else {
                    L::new(Info, tr!(i, "log-engine-unchanged", engine = (*engine)))
                }
            }
            O::DestinationSet { letter: l } => {
                let l = letter(*l);
                L::new(Info, tr!(i, "log-destination", letter = l.clone())).todo(tr!(
                    i,
                    "log-destination-todo",
                    letter = l
                ))
            }
            O::SelfDestructStarted => L::new(Moment, tr!(i, "log-self-destruct-started"))
                .todo(tr!(i, "log-self-destruct-started-todo")),
            O::SelfDestructCancelled => L::new(Good, tr!(i, "log-self-destruct-cancelled"))
                .todo(tr!(i, "log-self-destruct-cancelled-todo")),
            O::DoorSet { corridor, door } => self.door_line(*corridor, *door),
            O::AirlockSealed { at } => {
                let room = self.room(*at);
                L::new(Danger, tr!(i, "log-airlock-sealed", room = room.clone())).todo(tr!(
                    i,
                    "log-airlock-sealed-todo",
                    room = room
                ))
            }
            O::AirlockBroken { at } => {
                let room = self.room(*at);
                L::new(Info, tr!(i, "log-airlock-broken", room = room.clone())).todo(tr!(
                    i,
                    "log-airlock-broken-todo",
                    room = room
                ))
            }
            O::AirlockVented { at } => {
                let room = self.room(*at);
                L::new(Danger, tr!(i, "log-airlock-vented", room = room.clone())).todo(tr!(
                    i,
                    "log-airlock-vented-todo",
                    room = room
                ))
            }
            O::PodLock { pod, locked } => {
                if *locked {
                    L::new(Info, tr!(i, "log-pod-locked", pod = (*pod))).todo(tr!(
                        i,
                        "log-pod-locked-todo",
                        pod = (*pod)
                    ))
                } else {
                    L::new(Good, tr!(i, "log-pod-unlocked", pod = (*pod))).todo(tr!(
                        i,
                        "log-pod-unlocked-todo",
                        pod = (*pod)
                    ))
                }
            }
            O::WeaknessRevealed { slot, card } => {
                let object = self.weakness_object(*slot);
                let (name, effect) = self.weakness(*card);
                L::new(
                    Good,
                    tr!(
                        i,
                        "log-weakness",
                        object = object.clone(),
                        name = name,
                        effect = effect
                    ),
                )
                .todo(tr!(i, "log-weakness-todo", object = object))
            }
            // every other outcome is told by another family (see `outcome_with`)
            _ => return None,
        };
        Some(line)
    }

    /// A character's objects, hibernation, escape and scanned labels.
    fn crew_line(&self, outcome: &Outcome, _known: &Known) -> Option<Line> {
        use Line as L;
        use Outcome as O;
        use Tone::*;
        let i = self.i18n;
        let line = match outcome {
            O::ObjectTaken {
                player,
                object,
                at,
                from_intruder_board,
            } => {
                let name = self.player(*player);
                if *from_intruder_board {
                    L::new(Info, tr!(i, "log-taken-nest", player = name.clone())).todo(tr!(
                        i,
                        "log-taken-nest-todo",
                        player = name,
                        board = self.board()
                    ))
                } else {
                    L::new(
                        Info,
                        tr!(
                            i,
                            "log-taken",
                            player = name,
                            object = self.object(*object),
                            room = self.room(*at)
                        ),
                    )
                }
            }
            O::ObjectDropped { player, object, at } => L::new(
                Info,
                tr!(
                    i,
                    "log-dropped",
                    player = self.player(*player),
                    object = self.object(*object),
                    room = self.room(*at)
                ),
            ),
            O::Hibernated { player } => {
                let player = self.player(*player);
                L::new(Good, tr!(i, "log-hibernated", player = player.clone())).todo(tr!(
                    i,
                    "log-hibernated-todo",
                    player = player
                ))
            }
            O::AttemptFailed { player } => L::new(
                Danger,
                tr!(i, "log-attempt-failed", player = self.player(*player)),
            ),
            O::BoardedPod { player, pod } => {
                let player = self.player(*player);
                L::new(
                    Good,
                    tr!(i, "log-boarded", player = player.clone(), pod = (*pod)),
                )
                .todo(tr!(i, "log-boarded-todo", player = player, pod = (*pod)))
            }
            O::LeftPod { player, at } => {
                let (player, room) = (self.player(*player), self.room(*at));
                L::new(
                    Info,
                    tr!(
                        i,
                        "log-left-pod",
                        player = player.clone(),
                        room = room.clone()
                    ),
                )
                .todo(tr!(i, "log-left-pod-todo", player = player, room = room))
            }
            O::Escaped { player, pod } => L::new(
                Good,
                tr!(
                    i,
                    "log-escaped",
                    player = self.player(*player),
                    pod = (*pod)
                ),
            ),
            O::LabelScanned {
                player,
                label,
                infected,
            } => {
                let (player, label) = (self.player(*player), label_name(*label));
                if *infected {
                    L::new(
                        Danger,
                        tr!(i, "log-label-infected", player = player, label = label),
                    )
                } else {
                    L::new(
                        Info,
                        tr!(i, "log-label-clean", player = player, label = label),
                    )
                }
            }
            O::LabelRemoved { player, label } => L::new(
                Info,
                tr!(i, "log-label-removed", label = label_name(*label)),
            )
            .todo(tr!(
                i,
                "log-label-removed-todo",
                player = self.player(*player),
                label = label_name(*label)
            )),
            // every other outcome is told by another family (see `outcome_with`)
            _ => return None,
        };
        Some(line)
    }

    /// Larvae, the intruder player and corrections.
    fn intruder_player_line(&self, outcome: &Outcome, known: &Known) -> Option<Line> {
        use Line as L;
        use Outcome as O;
        use Tone::*;
        let i = self.i18n;
        let line = match outcome {
            O::LarvaOnBoard { player } => {
                let player = self.player(*player);
                L::new(Danger, tr!(i, "log-larva", player = player.clone())).todo(tr!(
                    i,
                    "log-larva-todo",
                    player = player
                ))
            }
            O::LarvaRemoved { player } => {
                let player = self.player(*player);
                L::new(Good, tr!(i, "log-larva-removed", player = player.clone())).todo(tr!(
                    i,
                    "log-larva-removed-todo",
                    player = player
                ))
            }
            O::IntruderPlayerChosen { player, from_round } => L::new(
                Moment,
                tr!(
                    i,
                    "log-intruder-player",
                    player = self.player(*player),
                    round = (*from_round)
                ),
            ),
            O::IntruderPlayerDeclined { player } => L::new(
                Info,
                tr!(
                    i,
                    "log-intruder-player-declined",
                    player = self.player(*player)
                ),
            ),
            O::Corrected { correction } => L::new(
                Info,
                tr!(
                    i,
                    "log-corrected",
                    what = self.correction(correction, known)
                ),
            ),
            // every other outcome is told by another family (see `outcome_with`)
            _ => return None,
        };
        Some(line)
    }
}
