//! Intruder attacks: the attack cards and what they do.

use crate::present::nemesis::narrate::{Known, Line, Narrator, Tone};
use crate::rules::Outcome;
use crate::rules::command::Treatment;
use crate::rules::ids::*;
use crate::rules::outcome::DeathCause;
use crate::tr;

impl Narrator<'_> {
    pub(super) fn attack_line(&self, outcome: &Outcome, known: &Known) -> Option<Line> {
        self.strike_line(outcome, known)
            .or_else(|| self.wound_line(outcome, known))
            .or_else(|| self.death_line(outcome, known))
    }

    /// An attack and its first marks: the card, an infestation, contamination, slime.
    fn strike_line(&self, outcome: &Outcome, _known: &Known) -> Option<Line> {
        use Line as L;
        use Outcome as O;
        use Tone::*;
        let i = self.i18n;
        let line =
            match outcome {
                O::Attack {
                    kind,
                    target,
                    card,
                    hit,
                    effect,
                    ..
                } => {
                    let (kind, player) = (self.kind(*kind), self.player(*target));
                    let card = self.attack_card(*card);
                    if *hit {
                        L::new(
                            Danger,
                            tr!(
                                i,
                                "log-attack",
                                kind = kind,
                                player = player,
                                card = card,
                                effect = self.attack_effect(*effect)
                            ),
                        )
                    } else {
                        L::new(
                            Info,
                            tr!(
                                i,
                                "log-attack-miss",
                                kind = kind,
                                player = player,
                                card = card
                            ),
                        )
                    }
                }
                O::Infestation {
                    player,
                    larva_already,
                    ..
                } => {
                    let player = self.player(*player);
                    if *larva_already {
                        L::new(Danger, tr!(i, "log-infestation-again", player = player))
                            .todo(tr!(i, "log-infestation-again-todo"))
                    } else {
                        L::new(Danger, tr!(i, "log-infestation", player = player.clone()))
                            .todo(tr!(i, "log-infestation-todo", player = player))
                    }
                }
                O::ContaminationCard { player } => {
                    let player = self.player(*player);
                    L::new(Danger, tr!(i, "log-contamination", player = player.clone())).todo(tr!(
                        i,
                        "log-contamination-todo",
                        player = player
                    ))
                }
                O::ContaminationDeckEmpty { player } => L::new(
                    Info,
                    tr!(i, "log-contamination-empty", player = self.player(*player)),
                ),
                O::Slimed { player } => {
                    let player = self.player(*player);
                    L::new(Danger, tr!(i, "log-slimed", player = player.clone())).todo(tr!(
                        i,
                        "log-slimed-todo",
                        player = player
                    ))
                }
                // every other outcome is told by another family (see `outcome_with`)
                _ => return None,
            };
        Some(line)
    }

    /// Wounds, and a larva or a character turned into an intruder.
    fn wound_line(&self, outcome: &Outcome, known: &Known) -> Option<Line> {
        use Line as L;
        use Outcome as O;
        use Tone::*;
        let i = self.i18n;
        let line = match outcome {
            O::LightWound { player, light } => {
                let player = self.player(*player);
                // the wound before this one and what it became: the rules' answer (issue 51)
                let became = crate::rules::nemesis::light_wound_becomes(light.saturating_sub(1), 0);
                if matches!(became, crate::rules::nemesis::WoundStep::Serious { .. }) {
                    L::new(
                        Danger,
                        tr!(i, "log-light-wound-third", player = player.clone()),
                    )
                    .todo(tr!(
                        i,
                        "log-light-wound-third-todo",
                        player = player
                    ))
                } else {
                    L::new(
                        Danger,
                        tr!(
                            i,
                            "log-light-wound",
                            player = player.clone(),
                            light = (*light)
                        ),
                    )
                    .todo(tr!(i, "log-light-wound-todo", player = player))
                }
            }
            O::SeriousWound { player, serious } => {
                let player = self.player(*player);
                L::new(
                    Danger,
                    tr!(
                        i,
                        "log-serious-wound",
                        player = player.clone(),
                        serious = (*serious)
                    ),
                )
                .todo(tr!(i, "log-serious-wound-todo", player = player))
            }
            O::Transformed { intruder, to } => {
                let from = self.intruder(*intruder, known);
                let room = self.intruder_room(*intruder, known);
                let one = self.one(*to);
                L::new(
                    Danger,
                    tr!(
                        i,
                        "log-transformed",
                        from = from.clone(),
                        room = room.clone(),
                        one = one.clone()
                    ),
                )
                .todo(tr!(
                    i,
                    "log-transformed-todo",
                    from = from,
                    room = room,
                    one = one
                ))
            }
            O::TransformationFailed { intruder } => L::new(
                Info,
                tr!(
                    i,
                    "log-transformation-failed",
                    kind = self.intruder(*intruder, known),
                    one = self.one(IntruderKind::Breeder)
                ),
            ),
            O::WoundsTreated {
                player,
                treatment,
                serious,
                dressed,
                ..
            } => {
                let player = self.player(*player);
                let (line, todo) = match treatment {
                    Treatment::DressAll => (
                        tr!(
                            i,
                            "log-dressed-all",
                            player = player.clone(),
                            dressed = (*dressed)
                        ),
                        tr!(i, "log-dressed-all-todo", player = player),
                    ),
                    Treatment::HealDressed => (
                        tr!(
                            i,
                            "log-healed-dressed",
                            player = player.clone(),
                            serious = (*serious)
                        ),
                        tr!(i, "log-healed-dressed-todo", player = player),
                    ),
                    Treatment::HealLight => (
                        tr!(i, "log-healed-light", player = player.clone()),
                        tr!(i, "log-healed-light-todo", player = player),
                    ),
                };
                L::new(Good, line).todo(todo)
            }
            // every other outcome is told by another family (see `outcome_with`)
            _ => return None,
        };
        Some(line)
    }

    /// A death, the first one, and a character brought back.
    fn death_line(&self, outcome: &Outcome, _known: &Known) -> Option<Line> {
        use Line as L;
        use Outcome as O;
        use Tone::*;
        let i = self.i18n;
        let line = match outcome {
            O::CharacterDied { player, at, cause } => {
                let name = self.player(*player);
                let text = match cause {
                    DeathCause::Wounds => tr!(i, "log-died-wounds", player = name.clone()),
                    DeathCause::AttackCard => tr!(i, "log-died-attack", player = name.clone()),
                    DeathCause::Infection => tr!(i, "log-died-infection", player = name.clone()),
                    DeathCause::Airlock => tr!(i, "log-died-airlock", player = name.clone()),
                    DeathCause::Reported => tr!(i, "log-died-reported", player = name.clone()),
                    DeathCause::Jump => tr!(i, "log-died-jump", player = name.clone()),
                    DeathCause::Explosion => tr!(i, "log-died-explosion", player = name.clone()),
                    DeathCause::WrongDestination => {
                        tr!(i, "log-died-destination", player = name.clone())
                    }
                    DeathCause::FinalContamination => {
                        tr!(i, "log-died-contamination", player = name.clone())
                    }
                    DeathCause::Mutation => tr!(i, "log-died-mutation", player = name.clone()),
                    DeathCause::Insanity => tr!(i, "log-died-insanity", player = name.clone()),
                    DeathCause::Panic => tr!(i, "log-died-panic", player = name.clone()),
                    DeathCause::FinalInsanity => {
                        tr!(i, "log-died-final-insanity", player = name.clone())
                    }
                };
                let line = L::new(Danger, text);
                // a corpse matters only while the game goes on
                match at {
                    Some(at) if !matches!(cause, DeathCause::Jump | DeathCause::Explosion) => line
                        .todo(tr!(
                            i,
                            "log-died-todo",
                            player = name,
                            room = self.room(*at)
                        )),
                    _ => line,
                }
            }
            O::FirstDeath { player } => {
                if self.game.config().mode == Mode::Standard {
                    L::new(
                        Moment,
                        tr!(
                            i,
                            "log-first-death-intruder-player",
                            player = self.player(*player)
                        ),
                    )
                } else {
                    L::new(Moment, tr!(i, "log-first-death"))
                }
            }
            O::PodsUnlocked => {
                L::new(Good, tr!(i, "log-pods-unlocked")).todo(tr!(i, "log-pods-unlocked-todo"))
            }
            O::RevivalAsked { at, corpses, dead } => {
                let room = self.room(*at);
                L::new(
                    Moment,
                    tr!(
                        i,
                        "log-revival-asked",
                        room = room.clone(),
                        corpses = (*corpses),
                        players = self.players(dead)
                    ),
                )
                .todo(tr!(i, "log-revival-asked-todo", room = room))
            }
            O::Revived { player, at, .. } => {
                let (player, room) = (self.player(*player), self.room(*at));
                L::new(
                    Good,
                    tr!(
                        i,
                        "log-revived",
                        player = player.clone(),
                        room = room.clone()
                    ),
                )
                .todo(tr!(i, "log-revived-todo", player = player, room = room))
            }
            // every other outcome is told by another family (see `outcome_with`)
            _ => return None,
        };
        Some(line)
    }
}
