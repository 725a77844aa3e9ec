//! Wounds mended: the Emergency Room's treatments and, in full co-op, the robot doctor's revival
//! of a corpse lying in a working Emergency Room at the start of a Player Phase (base.md §11.1
//! "Treatment", §13.2).

use super::command::Treatment;
use super::game::{Ctx, RuleError, not_allowed};
use super::outcome::Outcome;
use super::refusal::Refusal;
use super::state::{Revival, Whereabouts};
use crate::ids::*;

impl Ctx<'_> {
    /// Emergency Room action: dress every serious wound, heal one dressed serious wound, or heal
    /// every light wound. A treatment that changes nothing is refused (the action would be lost).
    pub(crate) fn treat_wounds(&mut self, p: PlayerId, t: Treatment) -> Result<(), RuleError> {
        self.g.treat_check(p, t)?;
        let c = self.char_mut(p)?;
        match t {
            Treatment::DressAll if c.dressed_wounds < c.serious_wounds => {
                c.dressed_wounds = c.serious_wounds;
            }
            Treatment::HealDressed if c.dressed_wounds > 0 => {
                c.dressed_wounds -= 1;
                c.serious_wounds -= 1;
            }
            Treatment::HealLight if c.light_wounds > 0 => c.light_wounds = 0,
            _ => return Err(not_allowed(Refusal::NoWoundToTreat)),
        }
        let (light, serious, dressed) = (c.light_wounds, c.serious_wounds, c.dressed_wounds);
        self.emit(Outcome::WoundsTreated {
            player: p,
            treatment: t,
            light,
            serious,
            dressed,
        });
        Ok(())
    }

    /// The start of a Player Phase in full co-op: corpses in a working Emergency Room (no
    /// intruder, no malfunction) come back. When every dead character's corpse must be there (as
    /// many corpses as dead characters, or more) they all come back at once; otherwise the table
    /// says whose (`Revival`).
    pub(crate) fn robot_doctor(&mut self) {
        if self.g.config.mode != Mode::Coop || self.over() {
            return;
        }
        let Some((&at, corpses)) = self.g.rooms.iter().find_map(|(s, r)| {
            (r.room == Some(RoomKind::EmergencyRoom) && r.corpses > 0 && !r.malfunction)
                .then_some((s, r.corpses))
        }) else {
            return;
        };
        if self.g.intruders_in(at).next().is_some() {
            return;
        }
        let dead: Vec<PlayerId> = self
            .g
            .characters
            .iter()
            .filter(|c| !c.alive())
            .map(|c| c.player)
            .collect();
        if dead.is_empty() {
            return;
        }
        if dead.len() <= usize::from(corpses) {
            for p in dead {
                self.bring_back(p, at);
            }
        } else {
            self.g.revival = Some(Revival {
                at,
                corpses,
                dead: dead.clone(),
            });
            self.emit(Outcome::RevivalAsked { at, corpses, dead });
        }
    }

    /// The table's answer to a `Revival`: this dead character's corpse is one of those there.
    pub(crate) fn revive(&mut self, p: PlayerId) -> Result<(), RuleError> {
        let Some(r) = self.g.revival.as_mut() else {
            return Err(not_allowed(Refusal::NoRevivalAsked));
        };
        let Some(i) = r.dead.iter().position(|&d| d == p) else {
            return Err(not_allowed(Refusal::NoRevivalAsked));
        };
        r.dead.remove(i);
        r.corpses -= 1;
        let at = r.at;
        if r.corpses == 0 {
            self.g.revival = None;
        }
        self.bring_back(p, at);
        Ok(())
    }

    fn bring_back(&mut self, p: PlayerId, at: SlotId) {
        if let Some(r) = self.g.rooms.get_mut(&at) {
            r.corpses = r.corpses.saturating_sub(1);
        }
        let Some(c) = self.g.character_mut(p) else {
            return;
        };
        c.at = Whereabouts::Room(at);
        c.light_wounds = 0;
        c.dressed_wounds = c.serious_wounds;
        c.passed = false;
        let serious = c.serious_wounds;
        self.emit(Outcome::Revived {
            player: p,
            at,
            serious,
        });
    }
}
