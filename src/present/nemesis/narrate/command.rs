//! Undo and redo labels: what the command was, in words, never what was chosen or seen in
//! private (engine order, destination letter, attack card, scanned verdicts, bag and deck order).
//! The core's `Command::label` is the English model.

use super::{Known, Narrator};
use crate::rules::Command;
use crate::rules::command::Correction;
use crate::tr;

impl Narrator<'_> {
    pub(super) fn command_label(&self, command: &Command) -> String {
        use Command as C;
        let i = self.i18n;
        let known = Known::new();
        match command {
            C::Move {
                player,
                to,
                careful,
                ..
            } => {
                let (player, room) = (self.player(*player), self.room(*to));
                if careful.is_some() {
                    tr!(i, "cmd-move-careful", player = player, room = room)
                } else {
                    tr!(i, "cmd-move", player = player, room = room)
                }
            }
            C::NoiseRoll { player, .. } => tr!(i, "cmd-noise-roll", player = self.player(*player)),
            C::Injure { intruder, injuries } => tr!(
                i,
                "cmd-injure",
                kind = self.intruder(*intruder, &known),
                injuries = (*injuries)
            ),
            C::DestroyEggs { at, .. } => tr!(i, "cmd-destroy-eggs", room = self.room(*at)),
            C::EndTurn { player, passed, .. } => {
                let player = self.player(*player);
                if *passed {
                    tr!(i, "cmd-pass", player = player)
                } else {
                    tr!(i, "cmd-end-turn", player = player)
                }
            }
            C::EventPhase { .. } => tr!(i, "cmd-event-phase"),
            C::CheckEngine { engine, .. } => tr!(i, "cmd-check-engine", engine = (*engine)),
            C::CheckAllEngines { .. } => tr!(i, "cmd-check-all-engines"),
            C::RestackEngine { engine, .. } => tr!(i, "cmd-restack-engine", engine = (*engine)),
            C::CheckCoordinates { .. } => tr!(i, "cmd-check-coordinates"),
            C::SetDestination { .. } => tr!(i, "cmd-set-destination"),
            C::SelfDestruct { start, .. } => {
                if *start {
                    tr!(i, "cmd-self-destruct-start")
                } else {
                    tr!(i, "cmd-self-destruct-cancel")
                }
            }
            C::SetDoors { .. } => tr!(i, "cmd-doors"),
            C::Airlock { room, .. } => tr!(i, "cmd-airlock", room = self.room(*room)),
            C::HatchControl { pod, .. } => tr!(i, "cmd-hatch", pod = (*pod)),
            C::FireControl { room, .. } => tr!(i, "cmd-fire-control", room = self.room(*room)),
            C::MutationAction { player, .. } => {
                tr!(i, "cmd-mutation-action", player = self.player(*player))
            }
            C::NameAdaptation { slot, .. } => {
                tr!(i, "cmd-name-adaptation", kind = self.kind(*slot))
            }
            C::NameWeakness { slot, .. } => tr!(
                i,
                "cmd-name-weakness",
                object = self.seeder_weakness_source(*slot)
            ),
            C::AnswerPanic { player, .. } => {
                tr!(i, "cmd-answer-panic", player = self.player(*player))
            }
            C::PanicShortfall { player } => {
                tr!(i, "cmd-panic-shortfall", player = self.player(*player))
            }
            C::LowerInsanity { player, .. } => {
                tr!(i, "cmd-lower-insanity", player = self.player(*player))
            }
            C::Analyse { object, .. } => {
                // with Void Seeders the corpse's slot is analysed through a character's insanity
                let object = if self.game.config().species.table_turns_weaknesses() {
                    self.seeder_weakness_source(*object)
                } else {
                    self.weakness_object(*object)
                };
                tr!(i, "cmd-analyse", object = object)
            }
            C::TreatWounds { player, .. } => {
                tr!(i, "cmd-treat-wounds", player = self.player(*player))
            }
            C::Revive { player } => tr!(i, "cmd-revive", player = self.player(*player)),
            C::TakeNestEgg { player, .. } => tr!(i, "cmd-take-egg", player = self.player(*player)),
            C::PickUp { player, object } => tr!(
                i,
                "cmd-pick-up",
                player = self.player(*player),
                object = self.object(*object)
            ),
            C::Drop { player, object } => tr!(
                i,
                "cmd-drop",
                player = self.player(*player),
                object = self.object(*object)
            ),
            C::Hibernate { player, .. } => tr!(i, "cmd-hibernate", player = self.player(*player)),
            C::BoardPod { player, .. } => tr!(i, "cmd-board-pod", player = self.player(*player)),
            C::LaunchPod { pod } => tr!(i, "cmd-launch-pod", pod = (*pod)),
            C::LeavePod { player } => tr!(i, "cmd-leave-pod", player = self.player(*player)),
            C::Scan { player, .. } => tr!(i, "cmd-scan", player = self.player(*player)),
            C::BecomeIntruderPlayer { player, .. } => {
                tr!(
                    i,
                    "cmd-become-intruder-player",
                    player = self.player(*player)
                )
            }
            C::DeclineIntruderPlayer { player } => tr!(
                i,
                "cmd-decline-intruder-player",
                player = self.player(*player)
            ),
            C::IntruderMove { intruder, .. } => tr!(
                i,
                "cmd-intruder-move",
                kind = self.intruder(*intruder, &known)
            ),
            C::IntruderAttack { target, .. } => {
                tr!(i, "cmd-intruder-attack", player = self.player(*target))
            }
            C::IntruderChoose { .. } => tr!(i, "cmd-intruder-choose"),
            C::IntruderEvent { .. } => tr!(i, "cmd-intruder-event"),
            C::Fix(fix) => self.fix_label(fix),
            C::VictoryScan { player, .. } => {
                tr!(i, "cmd-victory-scan", player = self.player(*player))
            }
            C::VictoryDraw { player, .. } => {
                tr!(i, "cmd-victory-draw", player = self.player(*player))
            }
            C::VictoryQuarantine { player, .. } => {
                tr!(i, "cmd-victory-quarantine", player = self.player(*player))
            }
            C::VictoryObjective { player, .. } => {
                tr!(i, "cmd-victory-objective", player = self.player(*player))
            }
        }
    }

    /// What a correction was about, never the values (a bag or deck correction must not say
    /// which token or card).
    fn fix_label(&self, fix: &Correction) -> String {
        use Correction as F;
        let i = self.i18n;
        match fix {
            F::AddIntruder { .. }
            | F::MoveIntruder { .. }
            | F::RemoveIntruder { .. }
            | F::SetInjuries { .. } => tr!(i, "cmd-fix-intruders"),
            F::SetNoise { .. } | F::SetTechNoise { .. } => tr!(i, "cmd-fix-noise"),
            F::SetDoor { .. } => tr!(i, "cmd-fix-doors"),
            F::SetFire { .. } => tr!(i, "cmd-fix-fire"),
            F::SetMalfunction { .. } => tr!(i, "cmd-fix-malfunction"),
            F::SetRoom { .. } => tr!(i, "cmd-fix-room"),
            F::SetObjects { .. } => tr!(i, "cmd-fix-objects"),
            F::PlaceCharacter { player, .. }
            | F::SetSlime { player, .. }
            | F::SetLarva { player, .. }
            | F::SetMutation { player, .. }
            | F::SetInsanity { player, .. }
            | F::SetWounds { player, .. }
            | F::SetContamination { player, .. }
            | F::KillCharacter { player } => {
                tr!(i, "cmd-fix-character", player = self.player(*player))
            }
            F::SetTime { .. } => tr!(i, "cmd-fix-time"),
            F::SetInsanityTrack { .. } => tr!(i, "cmd-fix-track"),
            F::SetSelfDestruct { .. } => tr!(i, "cmd-fix-self-destruct"),
            F::SetDestination { .. } => tr!(i, "cmd-fix-destination"),
            F::SetNestEggs { .. } => tr!(i, "cmd-fix-eggs", board = self.board()),
            F::SetPodLock { pod, .. } => tr!(i, "cmd-fix-pod", pod = (*pod)),
            F::AddTokenToBag { .. } | F::RemoveTokenFromBag { .. } | F::NextToken { .. } => {
                tr!(i, "cmd-fix-bag")
            }
            F::NextEvent { .. } => tr!(i, "cmd-fix-events"),
            F::NextAttack { .. } => tr!(i, "cmd-fix-attacks"),
        }
    }
}
