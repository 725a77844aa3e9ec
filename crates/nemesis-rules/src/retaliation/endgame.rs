//! The end (retaliation.md §15.7, §16.1): what each cause does to the marines still inside, then
//! the Infection scans for escaped marines without a Larva and the Eclosion draws for those with
//! one, each a question to the table; then who survived.

use super::map::Place;
use super::{
    EndCause, GameResult, MarineStatus, Question, RKind, RetaliationError, RetaliationOutcome as O,
    RetaliationState,
};

impl RetaliationState {
    fn out_of_the_facility(&self, i: usize) -> bool {
        matches!(
            self.marines[i].status,
            MarineStatus::Escaped(_) | MarineStatus::Hibernating
        )
    }

    pub(super) fn end_game(&mut self, cause: EndCause, out: &mut Vec<O>) {
        if self.ended.is_some() {
            return;
        }
        self.ended = Some(cause);
        out.push(O::GameOver { cause });
        if cause == EndCause::Destroyed {
            out.push(O::Destroyed);
            for r in self.map.rooms.values_mut() {
                r.intruders.clear();
            }
            for c in self.map.corridors.values_mut() {
                c.intruders.clear();
            }
        }
        for who in self.turn_order() {
            let dies = match self.marines[who].status {
                MarineStatus::Inside | MarineStatus::InLander | MarineStatus::Fallen => true,
                MarineStatus::Hibernating => cause == EndCause::Destroyed,
                MarineStatus::Escaped(_) | MarineStatus::Dead => false,
            };
            if dies {
                self.marines[who].status = MarineStatus::Dead;
                out.push(O::MarineDied { who });
            }
        }
        self.pending.clear();
        self.raised.clear();
        self.escaped_at_end = self
            .turn_order()
            .into_iter()
            .filter(|&i| self.out_of_the_facility(i))
            .collect();
        for who in self.escaped_at_end.clone() {
            if !self.marines[who].larva {
                self.ask(Question::Infection { who });
            }
        }
    }

    pub(super) fn answer_scan(
        &mut self,
        found: bool,
        out: &mut Vec<O>,
    ) -> Result<(), RetaliationError> {
        match self.pending.front().copied() {
            Some(Question::Infection { who }) => {
                self.pending.pop_front();
                if found && !self.marines[who].larva {
                    self.marines[who].larva = true;
                    out.push(O::Infected { who });
                }
                Ok(())
            }
            Some(Question::Eclosion { who }) => {
                self.pending.pop_front();
                if !found || self.marines[who].status == MarineStatus::Dead {
                    return Ok(());
                }
                let room = self.marines[who].room;
                out.push(O::Eclosion { who });
                if self.config.coop && self.ended.is_none() {
                    // full co-op: every marine who would die falls instead and can be revived
                    // (JA 980); the Adult still comes out where the marine lies
                    if matches!(
                        self.marines[who].status,
                        MarineStatus::Inside | MarineStatus::InLander
                    ) {
                        self.marine_died(who, out)?;
                    }
                } else {
                    self.marines[who].status = MarineStatus::Dead;
                    out.push(O::MarineDied { who });
                }
                if self.ended.is_none() {
                    self.spawn(Place::Room(room), RKind::Adult, None, true, out);
                }
                Ok(())
            }
            _ => Err(RetaliationError::WrongAnswer),
        }
    }

    /// After every command: nobody left inside ends the game; once every end question is
    /// answered, the Eclosion draws are asked, then the result.
    pub(super) fn check_end(&mut self, out: &mut Vec<O>) {
        if self.ended.is_none()
            && !self
                .marines
                .iter()
                .any(|m| matches!(m.status, MarineStatus::Inside | MarineStatus::InLander))
        {
            self.end_game(EndCause::NobodyLeft, out);
        }
        let Some(cause) = self.ended else {
            return;
        };
        self.flush_raised(out);
        if !self.pending.is_empty() || self.result.is_some() {
            return;
        }
        if !self.eclosions_asked {
            self.eclosions_asked = true;
            for who in self.escaped_at_end.clone() {
                if self.marines[who].larva && self.marines[who].status != MarineStatus::Dead {
                    self.contaminate(who, 1, out);
                    self.ask(Question::Eclosion { who });
                }
            }
            self.flush_raised(out);
            if !self.pending.is_empty() {
                return;
            }
        }
        let survivors = self
            .escaped_at_end
            .iter()
            .copied()
            .filter(|&i| self.marines[i].status != MarineStatus::Dead)
            .collect();
        let missions = self.check_missions(cause);
        let coop_won = self.config.coop.then(|| {
            let survivors: &Vec<usize> = &survivors;
            !survivors.is_empty() && missions.iter().all(|m| m.met)
        });
        let result = GameResult {
            cause,
            survivors,
            escaped: self.escaped_at_end.clone(),
            missions,
            coop_won,
        };
        out.push(O::Result {
            result: result.clone(),
        });
        self.result = Some(result);
    }

    fn flush_raised(&mut self, out: &mut Vec<O>) {
        for q in std::mem::take(&mut self.raised) {
            out.push(O::Ask { question: q });
            self.pending.push_back(q);
        }
    }
}
