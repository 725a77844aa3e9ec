//! The checks a command meets before it changes anything, as `&self` functions of the game:
//! `apply` runs them first and the offers (`Nemesis::offers`) ask them without running the
//! command, so the two cannot disagree (issue 51).

use super::command::Treatment;
use super::game::{RuleError, not_allowed};
use super::refusal::Refusal;
use super::state::{GameState, Section, Whereabouts};
use crate::ids::*;

impl GameState {
    /// The game is still being played.
    pub(crate) fn playing_check(&self) -> Result<(), RuleError> {
        if self.ended.is_some() {
            Err(RuleError::GameOver)
        } else {
            Ok(())
        }
    }

    /// The room of a character who must be in a room of the ship.
    pub(crate) fn room_of_check(&self, p: PlayerId) -> Result<SlotId, RuleError> {
        self.character(p)
            .ok_or(RuleError::UnknownPlayer(p))?
            .room()
            .ok_or(RuleError::NotOnBoard(p))
    }

    /// A room action of `room` by `p` now: there, not in combat, no malfunction (unless
    /// `ignore_malfunction`). The room's slot.
    pub fn room_action_check(
        &self,
        p: PlayerId,
        room: RoomKind,
        ignore_malfunction: bool,
    ) -> Result<SlotId, RuleError> {
        self.playing_check()?;
        let at = self.room_of_check(p)?;
        if self.rooms.get(&at).and_then(|r| r.room) != Some(room) {
            return Err(RuleError::WrongRoom(room));
        }
        if self.in_combat(at) {
            return Err(RuleError::InCombat);
        }
        if !ignore_malfunction && self.rooms[&at].malfunction {
            return Err(RuleError::Malfunction(at));
        }
        Ok(at)
    }

    /// A free hand for a heavy object.
    pub(crate) fn hands_free_check(&self, p: PlayerId) -> Result<(), RuleError> {
        let c = self.character(p).ok_or(RuleError::UnknownPlayer(p))?;
        if c.carrying.len() >= 2 {
            Err(not_allowed(Refusal::HandsFull))
        } else {
            Ok(())
        }
    }

    /// Picking up a heavy object from the floor: out of combat, a free hand, one there.
    pub(crate) fn pick_up_check(
        &self,
        p: PlayerId,
        object: ObjectKind,
    ) -> Result<SlotId, RuleError> {
        self.playing_check()?;
        let at = self.room_of_check(p)?;
        if self.in_combat(at) {
            return Err(RuleError::InCombat);
        }
        self.hands_free_check(p)?;
        let r = self.rooms.get(&at).ok_or(RuleError::UnknownSlot(at))?;
        let n = match object {
            ObjectKind::Egg => r.eggs,
            ObjectKind::Carcass => r.carcasses,
            ObjectKind::Corpse => r.corpses,
        };
        if n == 0 {
            return Err(not_allowed(Refusal::NothingToPickUp));
        }
        Ok(at)
    }

    /// Dropping a carried object: the character in a room, carrying one.
    pub(crate) fn drop_check(&self, p: PlayerId, object: ObjectKind) -> Result<SlotId, RuleError> {
        self.playing_check()?;
        let at = self.room_of_check(p)?;
        let c = self.character(p).ok_or(RuleError::UnknownPlayer(p))?;
        if !c.carrying.contains(&object) {
            return Err(not_allowed(Refusal::NotCarrying));
        }
        if !self.rooms.contains_key(&at) {
            return Err(RuleError::UnknownSlot(at));
        }
        Ok(at)
    }

    /// Cockpit: the destination marker moves to `letter` (A..=D as 0..=3).
    pub(crate) fn set_destination_check(&self, p: PlayerId, letter: u8) -> Result<(), RuleError> {
        let at = self.room_action_check(p, RoomKind::Cockpit, false)?;
        if letter > 3 {
            return Err(not_allowed(Refusal::NoSuchLetter));
        }
        if self.anyone_hibernating() || self.intruders_in(at).next().is_some() {
            return Err(not_allowed(Refusal::DestinationLocked));
        }
        Ok(())
    }

    /// Generator: starting (nobody hibernating) or cancelling (before the point of no return).
    pub(crate) fn self_destruct_check(&self, p: PlayerId, start: bool) -> Result<(), RuleError> {
        self.room_action_check(p, RoomKind::Generator, false)?;
        match (start, self.self_destruct) {
            (true, None) if self.anyone_hibernating() => {
                Err(not_allowed(Refusal::SomeoneHibernating))
            }
            (true, None) => Ok(()),
            (false, Some(t)) if t > 3 => Ok(()),
            (false, Some(_)) => Err(not_allowed(Refusal::PointOfNoReturn)),
            (true, Some(_)) => Err(not_allowed(Refusal::AlreadyRunning)),
            (false, None) => Err(not_allowed(Refusal::NotRunning)),
        }
    }

    /// Hatch Control: a pod not launched.
    pub(crate) fn hatch_control_check(&self, p: PlayerId, pod: u8) -> Result<(), RuleError> {
        self.room_action_check(p, RoomKind::HatchControl, false)?;
        if self.pods.iter().any(|x| x.number == pod && !x.launched) {
            Ok(())
        } else {
            Err(RuleError::UnknownPod(pod))
        }
    }

    /// Emergency Room: the treatment changes a wound.
    pub(crate) fn treat_check(&self, p: PlayerId, t: Treatment) -> Result<(), RuleError> {
        self.room_action_check(p, RoomKind::EmergencyRoom, false)?;
        let c = self.character(p).ok_or(RuleError::UnknownPlayer(p))?;
        let changes = match t {
            Treatment::DressAll => c.dressed_wounds < c.serious_wounds,
            Treatment::HealDressed => c.dressed_wounds > 0,
            Treatment::HealLight => c.light_wounds > 0,
        };
        if changes {
            Ok(())
        } else {
            Err(not_allowed(Refusal::NoWoundToTreat))
        }
    }

    /// Nest: an egg left on the Intruder board and a free hand.
    pub(crate) fn take_nest_egg_check(&self, p: PlayerId) -> Result<SlotId, RuleError> {
        let at = self.room_action_check(p, RoomKind::Nest, true)?;
        if self.nest_eggs == 0 {
            return Err(not_allowed(Refusal::NoEggs));
        }
        self.hands_free_check(p)?;
        Ok(at)
    }

    /// Hibernatorium: the chambers open, no intruder in the room.
    pub(crate) fn hibernate_check(&self, p: PlayerId) -> Result<SlotId, RuleError> {
        let at = self.room_action_check(p, RoomKind::Hibernatorium, false)?;
        if !self.hibernation_open() {
            return Err(not_allowed(Refusal::HibernationClosed));
        }
        if self.intruders_in(at).next().is_some() {
            return Err(RuleError::InCombat);
        }
        Ok(at)
    }

    /// Evacuation A/B: an unlocked pod of this section with a free seat. The room and the pod.
    pub(crate) fn board_pod_check(&self, p: PlayerId) -> Result<(SlotId, u8), RuleError> {
        self.playing_check()?;
        let at = self.room_of_check(p)?;
        let section = match self.rooms.get(&at).and_then(|r| r.room) {
            Some(RoomKind::EvacuationA) => Section::A,
            Some(RoomKind::EvacuationB) => Section::B,
            _ => return Err(RuleError::WrongRoom(RoomKind::EvacuationA)),
        };
        if self.intruders_in(at).next().is_some() {
            return Err(RuleError::InCombat);
        }
        if self.rooms[&at].malfunction {
            return Err(RuleError::Malfunction(at));
        }
        let pod = self
            .pods
            .iter()
            .find(|x| x.section == section && !x.launched && !x.locked && x.seats.len() < 2)
            .map(|x| x.number)
            .ok_or_else(|| not_allowed(Refusal::NoOpenPod))?;
        Ok((at, pod))
    }

    /// A docked pod with someone aboard.
    pub(crate) fn launch_pod_check(&self, pod: u8) -> Result<(), RuleError> {
        self.playing_check()?;
        let x = self
            .pods
            .iter()
            .find(|x| x.number == pod && !x.launched)
            .ok_or(RuleError::UnknownPod(pod))?;
        if x.seats.is_empty() {
            return Err(not_allowed(Refusal::PodEmpty));
        }
        Ok(())
    }

    /// Where a character seated in a pod steps back to: their pod and its Evacuation room.
    pub(crate) fn leave_pod_check(&self, p: PlayerId) -> Result<(u8, SlotId), RuleError> {
        self.playing_check()?;
        let c = self.character(p).ok_or(RuleError::UnknownPlayer(p))?;
        let Whereabouts::Pod(n) = c.at else {
            return Err(not_allowed(Refusal::NotInPod));
        };
        let room = self
            .pods
            .iter()
            .find(|x| x.number == n)
            .map(|pod| match pod.section {
                Section::A => RoomKind::EvacuationA,
                Section::B => RoomKind::EvacuationB,
            });
        let at = room
            .and_then(|r| self.slot_of(r))
            .ok_or_else(|| not_allowed(Refusal::NotInPod))?;
        Ok((n, at))
    }
}
