//! The round (retaliation.md §4): turns end with the oxygen and fire checks; the intruder phase
//! (burning, then attacks room by room from the top left); the Event phase (take-off, the event
//! card, bag development); cleanup (start player, the round marker, the Lander and the AA
//! tokens, autodestruction).

use super::map::{Place, largest_first};
use super::{
    AaFace, EndCause, Lander, MarineStatus, RKind, RetaliationError, RetaliationOutcome as O,
    RetaliationState, Step, Way, facts,
};

/// The Nest's room number.
pub(super) const NEST: u8 = 25;

impl RetaliationState {
    pub(super) fn end_turn(
        &mut self,
        who: usize,
        pass: bool,
        out: &mut Vec<O>,
    ) -> Result<(), RetaliationError> {
        if self.step != Step::Players {
            return Err(RetaliationError::WrongStep(self.step));
        }
        let room = self.marine_inside(who)?;
        let r = self
            .map
            .rooms
            .get(&room)
            .ok_or(RetaliationError::NoSuchRoom)?;
        let oxygen = !self.facility.life_support(r.section);
        let fire = r.fire;
        if pass {
            self.marines[who].passed = true;
        }
        out.push(O::TurnEnded {
            who,
            oxygen,
            fire,
            passed: pass,
        });
        Ok(())
    }

    pub(super) fn intruder_phase(&mut self, out: &mut Vec<O>) -> Result<(), RetaliationError> {
        if self.step != Step::Players {
            return Err(RetaliationError::WrongStep(self.step));
        }
        if self.inside().iter().any(|&i| !self.marines[i].passed) {
            return Err(RetaliationError::NotAllPassed);
        }
        out.push(O::IntruderPhase);
        // step 1: intruders burning (the hits stay; burning alone kills nobody)
        for room in self.map.rooms_in_reading_order() {
            let Some(r) = self.map.rooms.get_mut(&room) else {
                continue;
            };
            if !r.fire {
                continue;
            }
            for i in r.intruders.iter_mut() {
                if i.kind == RKind::Queen {
                    out.push(O::QueenBurns);
                } else {
                    i.hits = i.hits.saturating_add(1);
                    out.push(O::Burns { room, kind: i.kind });
                }
            }
            if room == NEST && self.facility.eggs > 0 {
                self.facility.eggs -= 1;
                out.push(O::EggBurns {
                    left: self.facility.eggs,
                });
                if self.facility.eggs == 0 && !self.facility.nest_destroyed {
                    self.facility.nest_destroyed = true;
                    out.push(O::NestDestroyed);
                }
            }
        }
        // step 2: intruder attacks, rooms from the top left, largest first, one target a room
        for room in self.map.rooms_in_reading_order() {
            let here = self.inside_room(room);
            let Some(&target) = here.first() else {
                continue;
            };
            let mut attackers = self.map.intruders(Place::Room(room)).to_vec();
            largest_first(&mut attackers);
            for a in attackers {
                if self.map.locate(a.id) == Some(Place::Room(room)) {
                    self.attack(a.kind, Some(a.id), target, out);
                }
            }
        }
        self.step = Step::Event;
        Ok(())
    }

    pub(super) fn take_off(
        &mut self,
        who: usize,
        out: &mut Vec<O>,
    ) -> Result<(), RetaliationError> {
        if self.step != Step::Event {
            return Err(RetaliationError::WrongStep(self.step));
        }
        if self.marine(who)?.status != MarineStatus::InLander
            || self.facility.lander != Lander::Landed
        {
            return Err(RetaliationError::NotAvailable);
        }
        let aboard: Vec<usize> = self
            .turn_order()
            .into_iter()
            .filter(|&i| self.marines[i].status == MarineStatus::InLander)
            .collect();
        for &i in &aboard {
            self.marines[i].status = MarineStatus::Escaped(Way::Lander);
        }
        self.facility.lander = Lander::Departed;
        out.push(O::TakesOff { who: aboard });
        Ok(())
    }

    pub(super) fn bag_development_step(
        &mut self,
        out: &mut Vec<O>,
    ) -> Result<(), RetaliationError> {
        if self.step != Step::Bag {
            return Err(RetaliationError::WrongStep(self.step));
        }
        self.bag_development(out)?;
        self.step = Step::Cleanup;
        Ok(())
    }

    pub(super) fn cleanup(&mut self, out: &mut Vec<O>) -> Result<(), RetaliationError> {
        if self.step != Step::Cleanup {
            return Err(RetaliationError::WrongStep(self.step));
        }
        let f = facts().map_err(RetaliationError::from)?;
        let n = self.marines.len();
        let playing = |s: &Self, i: usize| {
            matches!(
                s.marines[i].status,
                MarineStatus::Inside | MarineStatus::InLander
            )
        };
        let next = (1..=n)
            .map(|k| (self.start_player + k) % n)
            .find(|&i| playing(self, i))
            .unwrap_or((self.start_player + 1) % n);
        self.start_player = next;
        out.push(O::StartPlayer { who: next });
        for m in &mut self.marines {
            m.passed = false;
        }
        self.step = Step::Players;
        if self.round >= f.rounds {
            let cause = if self.facility.autodestruction.is_some() {
                EndCause::Destroyed
            } else {
                EndCause::TimeUp
            };
            self.end_game(cause, out);
            return Ok(());
        }
        self.round += 1;
        out.push(O::RoundStarted { round: self.round });
        if self.config.coop {
            self.revive(out);
        }
        if self.round == f.lander_slot && self.facility.lander == Lander::Coming {
            out.push(O::LanderArrives);
            let aa = (!self.facility.power_cut).then_some(self.hidden.aa[0]);
            self.facility.aa_revealed = aa;
            if aa == Some(AaFace::Active) {
                self.facility.lander = Lander::ShotDown;
                out.push(O::LanderShotDown);
            } else {
                self.facility.lander = Lander::Landed;
                out.push(O::LanderLands { aa });
            }
        }
        if self.facility.autodestruction == Some(self.round) {
            self.end_game(EndCause::Destroyed, out);
        }
        Ok(())
    }
}
