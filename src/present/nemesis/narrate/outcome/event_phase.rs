//! The Event Phase: the time track, fire, event cards, bag development.

use crate::present::nemesis::narrate::{Known, Line, Narrator, Tone};
use crate::rules::Outcome;
use crate::rules::outcome::EventStep;
use crate::rules::species::Development;
use crate::rules::state::DoorState;
use crate::tr;

impl Narrator<'_> {
    pub(super) fn event_phase_line(&self, outcome: &Outcome, known: &Known) -> Option<Line> {
        self.phase_step_line(outcome, known)
            .or_else(|| self.ship_line(outcome, known))
            .or_else(|| self.bag_line(outcome, known))
    }

    /// The steps of the Event Phase: the tracks, the event card, a new round.
    fn phase_step_line(&self, outcome: &Outcome, _known: &Known) -> Option<Line> {
        use Line as L;
        use Outcome as O;
        use Tone::*;
        let i = self.i18n;
        let line = match outcome {
            O::EventPhaseStep { step } => {
                let step = match step {
                    EventStep::Time => tr!(i, "step-time"),
                    EventStep::Attacks => tr!(i, "step-attacks"),
                    EventStep::Fire => tr!(i, "step-fire"),
                    EventStep::EventCard => tr!(i, "step-event"),
                    EventStep::BagDevelopment => tr!(i, "step-bag"),
                    EventStep::Lurking => tr!(i, "step-lurking"),
                    EventStep::EndOfRound => tr!(i, "step-end"),
                };
                L::new(Info, tr!(i, "log-event-step", step = step))
            }
            O::TimeAdvanced { time } => {
                let line = if *time == 0 {
                    L::new(Moment, tr!(i, "log-time-out"))
                } else {
                    L::new(Info, tr!(i, "log-time", time = (*time)))
                };
                line.todo(tr!(i, "log-time-todo"))
            }
            O::SelfDestructAdvanced { track } => L::new(
                Danger,
                tr!(i, "log-self-destruct-advanced", track = (*track)),
            )
            .todo(tr!(i, "log-self-destruct-advanced-todo")),
            O::HibernationOpened => L::new(Moment, tr!(i, "log-hibernation-opened")),
            O::PointOfNoReturn => L::new(Moment, tr!(i, "log-point-of-no-return"))
                .todo(tr!(i, "log-pods-unlocked-todo")),
            O::EventCard {
                card,
                moves,
                corridor,
            } => {
                let kinds: Vec<String> = moves.iter().map(|&k| self.kind(k)).collect();
                L::new(
                    Info,
                    tr!(
                        i,
                        "log-event-card",
                        name = self.event_card(*card),
                        kinds = self.list(&kinds),
                        number = (*corridor)
                    ),
                )
            }
            O::EventEffectApplied { effect, .. } => L::new(
                Info,
                tr!(
                    i,
                    "log-event-effect",
                    name = self.event_name(*effect),
                    effect = self.event_effect(*effect)
                ),
            ),
            O::RoundStarted {
                round,
                first_player,
            } => {
                let player = self.player(*first_player);
                // solo: one player, no token to pass and nobody else to draw (issue 39 item 14,
                // seen in a Japanese solo game in the real window)
                let todo = if self.game.config().mode == crate::rules::ids::Mode::Solo {
                    tr!(i, "log-round-todo-solo")
                } else {
                    tr!(i, "log-round-todo", player = player.clone())
                };
                L::new(Info, tr!(i, "log-round", round = (*round), player = player)).todo(todo)
            }
            // every other outcome is told by another family (see `outcome_with`)
            _ => return None,
        };
        Some(line)
    }

    /// What an event does to the ship: fire, malfunctions, doors, items, pods, healing.
    fn ship_line(&self, outcome: &Outcome, known: &Known) -> Option<Line> {
        use Line as L;
        use Outcome as O;
        use Tone::*;
        let i = self.i18n;
        let line = match outcome {
            O::FirePlaced { at } => {
                let room = self.room(*at);
                L::new(Danger, tr!(i, "log-fire", room = room.clone())).todo(tr!(
                    i,
                    "log-fire-todo",
                    room = room
                ))
            }
            O::FireRemoved { at } => {
                let room = self.room(*at);
                L::new(Good, tr!(i, "log-fire-out", room = room.clone())).todo(tr!(
                    i,
                    "log-fire-out-todo",
                    room = room
                ))
            }
            O::MalfunctionPlaced { at } => {
                let room = self.room(*at);
                L::new(Danger, tr!(i, "log-malfunction", room = room.clone())).todo(tr!(
                    i,
                    "log-malfunction-todo",
                    room = room
                ))
            }
            O::InjuriesHealed { intruder, injuries } => {
                let (kind, room) = (
                    self.intruder(*intruder, known),
                    self.intruder_room(*intruder, known),
                );
                L::new(
                    Danger,
                    tr!(
                        i,
                        "log-healed",
                        kind = kind.clone(),
                        room = room.clone(),
                        injuries = (*injuries)
                    ),
                )
                .todo(tr!(
                    i,
                    "log-injuries-todo",
                    kind = kind,
                    room = room,
                    injuries = (*injuries)
                ))
            }
            O::DoorOpened { corridor } => self.door_line(*corridor, DoorState::Open),
            O::ItemsLost { at } => {
                let room = self.room(*at);
                L::new(Danger, tr!(i, "log-items-lost", room = room.clone())).todo(tr!(
                    i,
                    "log-items-lost-todo",
                    room = room
                ))
            }
            O::PodLaunched { pod, occupants } => {
                let line = if occupants.is_empty() {
                    L::new(Info, tr!(i, "log-pod-launched-empty", pod = (*pod)))
                } else {
                    L::new(
                        Good,
                        tr!(
                            i,
                            "log-pod-launched",
                            pod = (*pod),
                            players = self.players(occupants)
                        ),
                    )
                };
                line.todo(tr!(i, "log-pod-launched-todo", pod = (*pod)))
            }
            // every other outcome is told by another family (see `outcome_with`)
            _ => return None,
        };
        Some(line)
    }

    /// The bag's development, the Nest's eggs, everyone's rolls and the scans asked.
    fn bag_line(&self, outcome: &Outcome, _known: &Known) -> Option<Line> {
        use Line as L;
        use Outcome as O;
        use Tone::*;
        let i = self.i18n;
        let line = match outcome {
            O::BagDevelopment { kind, row } => {
                let one = self.one(*kind);
                let text = match row {
                    Development::Replace(next) => {
                        tr!(i, "log-bag-replace", one = one, next = self.one(*next))
                    }
                    Development::EveryoneRolls => tr!(i, "log-bag-roll", one = one),
                    Development::QueenOrEgg => tr!(i, "log-bag-queen", one = one),
                    Development::Add(next) => {
                        tr!(i, "log-bag-add", one = one, next = self.one(*next))
                    }
                    Development::BlueMetagorger => tr!(i, "log-bag-blue-metagorger"),
                    Development::MetagorgerSpawn => tr!(i, "log-bag-metagorger-spawn"),
                    Development::ButcherHunts => tr!(i, "log-bag-butcher"),
                    Development::ShamblersWithdraw => tr!(i, "log-bag-shamblers-withdraw"),
                    Development::Panic => tr!(i, "log-bag-insanity"),
                };
                L::new(Info, text)
            }
            O::TokenToBag { kind } => {
                L::new(Info, tr!(i, "log-token-to-bag", one = self.one(*kind)))
            }
            O::TokenToSupply { kind } => {
                L::new(Info, tr!(i, "log-token-to-supply", kind = self.kind(*kind)))
            }
            O::SupplyEmpty { kind } => {
                L::new(Info, tr!(i, "log-supply-empty", kind = self.kind(*kind)))
            }
            O::EggAdded { eggs } => L::new(
                Danger,
                tr!(i, "log-egg-added", eggs = (*eggs), board = self.board()),
            )
            .todo(tr!(i, "log-egg-added-todo")),
            O::EveryoneRolls { players } => {
                if players.is_empty() {
                    L::new(Info, tr!(i, "log-everyone-rolls-none"))
                } else {
                    L::new(
                        Info,
                        tr!(i, "log-everyone-rolls", players = self.players(players)),
                    )
                }
            }
            O::ScanRequested {
                players,
                asked: crate::rules::outcome::ScanAsked::TopFour,
            } => L::new(
                Danger,
                tr!(i, "log-scan-requested", players = self.players(players)),
            )
            .todo(tr!(i, "log-scan-requested-todo")),
            // Void Seeders' Terror: the hand drawn up to five (issue 55 item 7: it said the
            // Carnomorphs' Rampant Mutation's four revealed cards)
            O::ScanRequested {
                players,
                asked: crate::rules::outcome::ScanAsked::HandOfFive,
            } => L::new(
                Danger,
                tr!(
                    i,
                    "log-scan-requested-hand",
                    players = self.players(players)
                ),
            )
            .todo(tr!(i, "log-scan-requested-hand-todo")),
            // every other outcome is told by another family (see `outcome_with`)
            _ => return None,
        };
        Some(line)
    }
}
