//! What a correction told the app, in the log.

use crate::present::nemesis::narrate::names::letter;
use crate::present::nemesis::narrate::{Known, Narrator};
use crate::rules::command::Correction;
use crate::rules::state::DoorState;
use crate::tr;

impl Narrator<'_> {
    /// What a correction told the app, for the log (the table typed it, so it is no secret to
    /// the table; deck and bag order is still left out).
    pub(super) fn correction(&self, fix: &Correction, known: &Known) -> String {
        use Correction as F;
        let i = self.i18n;
        match fix {
            F::AddIntruder { .. }
            | F::MoveIntruder { .. }
            | F::RemoveIntruder { .. }
            | F::SetInjuries { .. }
            | F::SetObjects { .. } => self.intruder_fix(fix, known),
            F::SetNoise { .. }
            | F::SetTechNoise { .. }
            | F::SetDoor { .. }
            | F::SetFire { .. }
            | F::SetMalfunction { .. }
            | F::SetRoom { .. } => self.room_fix(fix),
            F::PlaceCharacter { .. }
            | F::SetSlime { .. }
            | F::SetInsanity { .. }
            | F::SetInsanityTrack { .. }
            | F::SetMutation { .. }
            | F::SetLarva { .. }
            | F::SetWounds { .. }
            | F::SetContamination { .. } => self.character_fix(fix),
            F::SetTime { time } => tr!(i, "log-fix-time", time = (*time)),
            F::SetSelfDestruct { track } => match track {
                Some(t) => tr!(i, "log-fix-self-destruct-on", track = (*t)),
                None => tr!(i, "log-fix-self-destruct-off"),
            },
            F::SetDestination { letter: l } => {
                tr!(i, "log-fix-destination", letter = letter(*l))
            }
            F::SetNestEggs { eggs } => {
                tr!(i, "log-fix-nest-eggs", eggs = (*eggs), board = self.board())
            }
            F::SetPodLock { pod, locked } => {
                if *locked {
                    tr!(i, "log-fix-pod-locked", pod = (*pod))
                } else {
                    tr!(i, "log-fix-pod-unlocked", pod = (*pod))
                }
            }
            F::AddTokenToBag { kind } => tr!(i, "log-fix-token-to-bag", one = self.one(*kind)),
            F::RemoveTokenFromBag { kind } => {
                tr!(i, "log-fix-token-from-bag", one = self.one(*kind))
            }
            F::KillCharacter { player } => {
                tr!(i, "log-fix-kill", player = self.player(*player))
            }
            F::NextToken { .. } => tr!(i, "log-fix-next-token"),
            F::NextEvent { .. } => tr!(i, "log-fix-next-event"),
            F::NextAttack { .. } => tr!(i, "log-fix-next-attack"),
        }
    }

    /// The intruders and the objects in a room.
    fn intruder_fix(&self, fix: &Correction, known: &Known) -> String {
        use Correction as F;
        let i = self.i18n;
        match fix {
            F::AddIntruder { kind, at } => tr!(
                i,
                "log-fix-add-intruder",
                one = self.one(*kind),
                room = self.room(*at)
            ),
            F::MoveIntruder { intruder, to } => tr!(
                i,
                "log-fix-move-intruder",
                kind = self.intruder(*intruder, known),
                room = self.room(*to)
            ),
            F::RemoveIntruder { intruder } => tr!(
                i,
                "log-fix-remove-intruder",
                kind = self.intruder(*intruder, known)
            ),
            F::SetInjuries { intruder, injuries } => tr!(
                i,
                "log-fix-injuries",
                kind = self.intruder(*intruder, known),
                room = self.intruder_room(*intruder, known),
                injuries = (*injuries)
            ),
            F::SetObjects {
                at,
                eggs,
                carcasses,
                corpses,
            } => tr!(
                i,
                "log-fix-objects",
                room = self.room(*at),
                eggs = (*eggs),
                carcasses = (*carcasses),
                corpses = (*corpses)
            ),
            // the other corrections are told by `correction`
            _ => unreachable!("`correction` tells {:?}", fix),
        }
    }

    /// The corridors and the rooms: noise, doors, fire, malfunctions, tiles.
    fn room_fix(&self, fix: &Correction) -> String {
        use Correction as F;
        let i = self.i18n;
        match fix {
            F::SetNoise { corridor, noise } => {
                let corridor = self.corridor(*corridor);
                if *noise {
                    tr!(i, "log-fix-noise-on", corridor = corridor)
                } else {
                    tr!(i, "log-fix-noise-off", corridor = corridor)
                }
            }
            F::SetTechNoise { network, noise } => {
                let network = self.tech(*network);
                if *noise {
                    tr!(i, "log-fix-tech-noise-on", network = network)
                } else {
                    tr!(i, "log-fix-tech-noise-off", network = network)
                }
            }
            F::SetDoor { corridor, door } => {
                let corridor = self.corridor(*corridor);
                match door {
                    DoorState::Open => tr!(i, "log-fix-door-open", corridor = corridor),
                    DoorState::Closed => tr!(i, "log-fix-door-closed", corridor = corridor),
                    DoorState::Destroyed => tr!(i, "log-fix-door-destroyed", corridor = corridor),
                }
            }
            F::SetFire { at, fire } => {
                let room = self.room(*at);
                if *fire {
                    tr!(i, "log-fix-fire-on", room = room)
                } else {
                    tr!(i, "log-fix-fire-off", room = room)
                }
            }
            F::SetMalfunction { at, malfunction } => {
                let room = self.room(*at);
                if *malfunction {
                    tr!(i, "log-fix-malfunction-on", room = room)
                } else {
                    tr!(i, "log-fix-malfunction-off", room = room)
                }
            }
            F::SetRoom { at, room } => tr!(
                i,
                "log-fix-room",
                number = at.to_string(),
                name = crate::present::nemesis::board_words::room_name(i, *room)
            ),
            // the other corrections are told by `correction`
            _ => unreachable!("`correction` tells {:?}", fix),
        }
    }

    /// A character: where they stand, slime, insanity, mutation, larva, wounds, contamination.
    fn character_fix(&self, fix: &Correction) -> String {
        use Correction as F;
        let i = self.i18n;
        match fix {
            F::PlaceCharacter { player, at } => tr!(
                i,
                "log-fix-place-character",
                player = self.player(*player),
                room = self.room(*at)
            ),
            F::SetSlime { player, slime } => {
                let player = self.player(*player);
                if *slime {
                    tr!(i, "log-fix-slime-on", player = player)
                } else {
                    tr!(i, "log-fix-slime-off", player = player)
                }
            }
            F::SetInsanity { player, level } => tr!(
                i,
                "log-fix-insanity",
                player = self.player(*player),
                level = (*level)
            ),
            F::SetInsanityTrack { track } => {
                let names: Vec<String> = track.iter().map(|k| self.kind(*k)).collect();
                tr!(i, "log-fix-track", track = names.join(" · "))
            }
            F::SetMutation {
                player,
                card,
                markers,
            } => {
                let player = self.player(*player);
                if *card {
                    tr!(
                        i,
                        "log-fix-mutation-card",
                        player = player,
                        markers = (*markers)
                    )
                } else {
                    tr!(
                        i,
                        "log-fix-mutation-none",
                        player = player,
                        markers = (*markers)
                    )
                }
            }
            F::SetLarva { player, larva } => {
                let player = self.player(*player);
                if *larva {
                    tr!(i, "log-fix-larva-on", player = player)
                } else {
                    tr!(i, "log-fix-larva-off", player = player)
                }
            }
            F::SetWounds {
                player,
                light,
                serious,
                dressed: 0,
            } => tr!(
                i,
                "log-fix-wounds",
                player = self.player(*player),
                light = (*light),
                serious = (*serious)
            ),
            F::SetWounds {
                player,
                light,
                serious,
                dressed,
            } => tr!(
                i,
                "log-fix-wounds-dressed",
                player = self.player(*player),
                light = (*light),
                serious = (*serious),
                dressed = (*dressed)
            ),
            F::SetContamination { player, cards } => tr!(
                i,
                "log-fix-contamination",
                player = self.player(*player),
                cards = (*cards)
            ),
            // the other corrections are told by `correction`
            _ => unreachable!("`correction` tells {:?}", fix),
        }
    }
}
