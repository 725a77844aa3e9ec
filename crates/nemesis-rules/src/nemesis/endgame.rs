//! Game end (base.md §12.3) and the victory check in its exact order (§12.5).

use super::command::ScanPurpose;
use super::content::Destination;
use super::game::{Ctx, RuleError, not_allowed};
use super::outcome::{DeathCause, Outcome};
use super::refusal::Refusal;
use super::state::{EndCause, GameState, Victory, VictoryStep, Whereabouts};
use crate::ids::*;
use rand::seq::SliceRandom;

/// How many cards the final draw turns up (edition 2: the player's own shuffled action and
/// contamination cards).
pub(crate) const FINAL_DRAW_CARDS: u8 = 4;

/// Action cards each character owns (base.md §1.3: 10 per character).
const ACTION_CARDS: u8 = 10;

impl Ctx<'_> {
    /// Game end condition 3: nobody on board is still acting.
    pub(crate) fn check_last_character(&mut self) {
        if self.over() || self.g.characters.iter().any(|c| c.active()) {
            return;
        }
        let self_destruct = self.g.self_destruct.is_some();
        self.emit(Outcome::NobodyLeft { self_destruct });
        if self_destruct {
            self.g.self_destruct = Some(0);
            self.end_game(EndCause::SelfDestruct);
        } else {
            self.g.time = 0;
            self.end_game(EndCause::Jump);
        }
    }

    pub(crate) fn end_game(&mut self, cause: EndCause) {
        if self.over() {
            return;
        }
        // the game-over page starts with the game still in play
        self.mark();
        self.g.ended = Some(cause);
        // an attack the intruder player was still choosing is void; its cards go to the discard
        if let Some(p) = self.g.pending_attack.take() {
            for c in p.cards {
                self.g.hidden.attacks.discard(c);
            }
        }
        // panic cards still waiting for an answer no longer matter
        for h in std::mem::take(&mut self.g.held_panics) {
            self.g.hidden.panic.discard(h.card);
        }
        self.g.panic_open = None;
        // an Event Phase waiting for an adaptation's name does not go on
        self.g.event_paused = None;
        self.emit(Outcome::GameEnded { cause });
        let explosion = cause != EndCause::Jump;
        let doomed: Vec<PlayerId> = self
            .g
            .characters
            .iter()
            .filter(|c| c.active() || (explosion && c.at == Whereabouts::Hibernating))
            .map(|c| c.player)
            .collect();
        let death = if explosion {
            DeathCause::Explosion
        } else {
            DeathCause::Jump
        };
        for p in doomed {
            self.kill_quietly(p, death);
        }
        if explosion {
            self.ship_destroyed();
        }
        self.start_victory(explosion);
    }

    /// Death at the end of the game: no first-death moment, no new end.
    fn kill_quietly(&mut self, p: PlayerId, cause: DeathCause) {
        if self.g.character(p).is_some() {
            // told by the victory check's own reveal, not shown before it
            self.mark();
        }
        if let Some(c) = self.g.character_mut(p) {
            let at = c.room();
            c.at = Whereabouts::Dead;
            self.g.scans_requested.retain(|&x| x != p);
            self.emit(Outcome::CharacterDied {
                player: p,
                at,
                cause,
            });
        }
    }

    /// The ship is destroyed: every intruder dies and the Nest counts as destroyed.
    fn ship_destroyed(&mut self) {
        self.g.intruders.clear();
        if !self.g.nest_destroyed {
            self.g.nest_destroyed = true;
            self.emit(Outcome::NestDestroyed {
                cause: super::outcome::NestEnd::ShipDestroyed,
            });
        }
    }

    fn start_victory(&mut self, destroyed: bool) {
        let mut v = Victory {
            step: VictoryStep::Done,
            ship_destroyed: destroyed,
            destination: None,
            survivors: Default::default(),
            drawing: None,
        };
        for c in &self.g.characters {
            if matches!(c.at, Whereabouts::Hibernating | Whereabouts::Escaped) {
                v.survivors.insert(c.player, None);
            }
        }
        if v.survivors.is_empty() {
            self.g.victory = Some(v);
            self.emit(Outcome::VictoryCheckDone);
            return;
        }
        // 1. engines
        if !destroyed {
            let working = self.g.hidden.engines;
            self.emit(Outcome::EnginesRevealed { working });
            if working.iter().filter(|w| !**w).count() >= 2 {
                self.emit(Outcome::ShipExploded);
                v.ship_destroyed = true;
                self.ship_destroyed();
                self.kill_hibernating(&mut v, DeathCause::Explosion);
            }
        }
        // 2. coordinates
        let mut quarantine = Vec::new();
        if !v.ship_destroyed {
            let card = self.g.hidden.coordinates;
            let letter = self.g.destination;
            let destination = self.c.coordinates[card as usize].abcd[letter as usize];
            v.destination = Some(destination);
            self.emit(Outcome::CoordinatesRevealed {
                card,
                letter,
                destination,
            });
            match destination {
                Destination::Earth => {}
                Destination::Mars => quarantine = self.hibernating_in(&v),
                _ => self.kill_hibernating(&mut v, DeathCause::WrongDestination),
            }
        }
        v.step = if !quarantine.is_empty() {
            VictoryStep::Quarantine {
                pending: quarantine,
            }
        } else {
            VictoryStep::Contamination {
                pending: v.survivors.keys().copied().collect(),
            }
        };
        self.g.victory = Some(v);
        self.next_victory_step();
    }

    fn hibernating_in(&self, v: &Victory) -> Vec<PlayerId> {
        v.survivors
            .keys()
            .copied()
            .filter(|p| {
                self.g
                    .character(*p)
                    .is_some_and(|c| c.at == Whereabouts::Hibernating)
            })
            .collect()
    }

    fn kill_hibernating(&mut self, v: &mut Victory, cause: DeathCause) {
        for p in self.hibernating_in(v) {
            v.survivors.remove(&p);
            self.kill_quietly(p, cause);
        }
    }

    /// Moves on when a waiting step has nobody left to wait for.
    fn next_victory_step(&mut self) {
        let Some(v) = self.g.victory.as_mut() else {
            return;
        };
        loop {
            let empty = match &v.step {
                VictoryStep::Quarantine { pending }
                | VictoryStep::Contamination { pending }
                | VictoryStep::Objectives { pending } => pending.is_empty(),
                VictoryStep::Done => return,
            };
            if !empty {
                return;
            }
            v.step = match v.step {
                VictoryStep::Quarantine { .. } => VictoryStep::Contamination {
                    pending: v.survivors.keys().copied().collect(),
                },
                VictoryStep::Contamination { .. } => VictoryStep::Objectives {
                    pending: v.survivors.keys().copied().collect(),
                },
                _ => VictoryStep::Done,
            };
            if v.step == VictoryStep::Done {
                self.out.push(Outcome::VictoryCheckDone);
                return;
            }
        }
    }

    fn take_pending(
        &mut self,
        p: PlayerId,
        want: fn(&VictoryStep) -> Option<&Vec<PlayerId>>,
    ) -> Result<(), RuleError> {
        let v = self.g.victory.as_mut().ok_or(RuleError::GameNotOver)?;
        let ok = want(&v.step).is_some_and(|pending| pending.contains(&p));
        if !ok {
            return Err(not_allowed(Refusal::NotWaitingForThis));
        }
        match &mut v.step {
            VictoryStep::Quarantine { pending }
            | VictoryStep::Contamination { pending }
            | VictoryStep::Objectives { pending } => pending.retain(|&x| x != p),
            VictoryStep::Done => {}
        }
        Ok(())
    }

    pub(crate) fn victory_quarantine(
        &mut self,
        p: PlayerId,
        quarantine: bool,
    ) -> Result<(), RuleError> {
        self.take_pending(p, |s| match s {
            VictoryStep::Quarantine { pending } => Some(pending),
            _ => None,
        })?;
        if !quarantine {
            if let Some(v) = self.g.victory.as_mut() {
                v.survivors.remove(&p);
            }
            self.kill_quietly(p, DeathCause::WrongDestination);
            if let Some(VictoryStep::Contamination { pending }) =
                self.g.victory.as_mut().map(|v| &mut v.step)
            {
                pending.retain(|&x| x != p);
            }
        }
        self.next_victory_step();
        Ok(())
    }

    /// Step 3: scan every contamination card; infected (or a larva) means the 4-card draw.
    pub(crate) fn victory_scan(
        &mut self,
        p: PlayerId,
        labels: &[LabelId],
    ) -> Result<(), RuleError> {
        let labels = self.scanned_labels(labels)?;
        // while a survivor draws, nothing else is checked (their draw is told first)
        if self.g.victory.as_ref().is_some_and(|v| v.drawing.is_some()) {
            return Err(not_allowed(Refusal::NotWaitingForThis));
        }
        self.take_pending(p, |s| match s {
            VictoryStep::Contamination { pending } => Some(pending),
            _ => None,
        })?;
        if labels.len() > self.player(p)?.contamination as usize {
            return Err(not_allowed(Refusal::MoreLabelsThanCards));
        }
        // step 3A gathers every contamination card of the character (base.md §12.5): from
        // edition 4 a scan of fewer is refused; a table that holds fewer corrects the count
        // (`Correction::SetContamination`, allowed while this survivor's check waits)
        if labels.len() < usize::from(self.g.labels_asked(p, ScanPurpose::Victory).least) {
            return Err(not_allowed(Refusal::FewerLabelsThanCards));
        }
        // what step 3 is for this survivor: the same answer the window reads before it asks
        // (`GameState::final_check`)
        use super::state::FinalCheck as F;
        let check = self.g.final_check(p).ok_or(RuleError::UnknownPlayer(p))?;
        let survived = match check {
            // Void Seeders replace step 3 with the insanity check: no scan (void-seeders.md §10)
            F::Insanity => self.final_insanity_check(p),
            // Carnomorphs replace step 3 (carnomorphs.md §14): a character who already holds a
            // mutation card skips the scan (check A) and draws (check B)
            F::MutationCardDraws => self.final_mutation_check(p, false),
            _ if self.g.config.species.mutates() => {
                let infected = self.reveal_labels(p, &labels);
                self.final_mutation_check(p, infected)
            }
            F::LarvaDraws => self
                .final_draw(p)
                .map(|drawn| self.finish_final_draw(p, drawn)),
            F::Scan | F::NothingToScan => {
                if self.reveal_labels(p, &labels) {
                    self.final_draw(p)
                        .map(|drawn| self.finish_final_draw(p, drawn))
                } else {
                    Some(true)
                }
            }
        };
        let Some(survived) = survived else {
            // the player draws: the check waits for `victory_draw`
            if let Some(VictoryStep::Contamination { pending }) =
                self.g.victory.as_mut().map(|v| &mut v.step)
            {
                pending.insert(0, p);
            }
            return Ok(());
        };
        self.end_contamination_check(p, survived);
        Ok(())
    }

    /// The table drew 4 from the player's own shuffled cards: `contamination` of them were
    /// contamination cards (edition 2; the app does not hold that deck).
    pub(crate) fn victory_draw(&mut self, p: PlayerId, contamination: u8) -> Result<(), RuleError> {
        let v = self.g.victory.as_ref().ok_or(RuleError::GameNotOver)?;
        if v.drawing != Some(p) {
            return Err(not_allowed(Refusal::NotWaitingForThis));
        }
        self.player(p)?;
        if contamination > self.g.final_draw_most(p) {
            return Err(not_allowed(Refusal::DrawOutOfRange));
        }
        self.take_pending(p, |s| match s {
            VictoryStep::Contamination { pending } => Some(pending),
            _ => None,
        })?;
        if let Some(v) = self.g.victory.as_mut() {
            v.drawing = None;
        }
        let survived = if self.g.config.species.insanity() {
            self.finish_insanity_check(p, Some(contamination))
        } else if self.g.config.species.mutates() {
            self.finish_mutation_check(p, contamination)
        } else {
            self.finish_final_draw(p, contamination)
        };
        self.end_contamination_check(p, survived);
        Ok(())
    }

    /// Base step 3's draw told: any contamination card kills.
    fn finish_final_draw(&mut self, p: PlayerId, drawn: u8) -> bool {
        self.emit(Outcome::FinalDraw {
            player: p,
            contamination_drawn: drawn,
        });
        drawn == 0
    }

    fn end_contamination_check(&mut self, p: PlayerId, survived: bool) {
        let cause = if self.g.config.species.final_check_is_insanity() {
            DeathCause::FinalInsanity
        } else if self.g.config.species.mutates() {
            DeathCause::Mutation
        } else {
            DeathCause::FinalContamination
        };
        let death = (!survived).then_some(cause);
        match death {
            Some(cause) => {
                if let Some(v) = self.g.victory.as_mut() {
                    v.survivors.remove(&p);
                }
                self.kill_quietly(p, cause);
            }
            None => self.emit(Outcome::Survived { player: p }),
        }
        self.next_victory_step();
    }

    /// The final draw: the character's 10 action cards and contamination cards shuffled, the
    /// top 4 turned up; how many of them are contamination cards. From edition 2 the player
    /// draws from their own cards and the table says (`None` now: the draw is asked); older
    /// saves replay the app's own draw.
    pub(crate) fn final_draw(&mut self, p: PlayerId) -> Option<u8> {
        if self.g.config.since(2) {
            if let Some(v) = self.g.victory.as_mut() {
                v.drawing = Some(p);
            }
            self.emit(Outcome::FinalDrawAsked { player: p });
            return None;
        }
        let contamination = self.g.character(p).map_or(0, |c| c.contamination);
        let mut deck: Vec<bool> = std::iter::repeat_n(false, ACTION_CARDS as usize)
            .chain(std::iter::repeat_n(true, contamination as usize))
            .collect();
        deck.shuffle(&mut self.g.hidden.rng);
        Some(
            deck.iter()
                .take(usize::from(FINAL_DRAW_CARDS))
                .filter(|c| **c)
                .count() as u8,
        )
    }

    pub(crate) fn victory_objective(&mut self, p: PlayerId, met: bool) -> Result<(), RuleError> {
        self.take_pending(p, |s| match s {
            VictoryStep::Objectives { pending } => Some(pending),
            _ => None,
        })?;
        if let Some(v) = self.g.victory.as_mut() {
            v.survivors.insert(p, Some(met));
        }
        self.emit(Outcome::ObjectiveReported { player: p, met });
        let done = matches!(&self.g.victory, Some(v) if matches!(&v.step, VictoryStep::Objectives { pending } if pending.is_empty()));
        if done {
            self.announce_winners();
        }
        self.next_victory_step();
        Ok(())
    }

    /// Standard play: every survivor who met their objective wins. Full co-op: everyone wins
    /// when every surviving character's objective was met.
    fn announce_winners(&mut self) {
        for player in winners_of(self.g) {
            self.emit(Outcome::Winner { player });
        }
    }
}

/// Who won (see `announce_winners`), from the victory check as it stands: nobody until every
/// objective is reported. The rule and [`GameState::winners`] both use this.
fn winners_of(g: &GameState) -> Vec<PlayerId> {
    let Some(v) = g.victory.as_ref() else {
        return Vec::new();
    };
    let reported = v.survivors.values().all(Option::is_some);
    if !reported {
        return Vec::new();
    }
    if g.config.mode == Mode::Coop {
        if !v.survivors.is_empty() && v.survivors.values().all(|m| *m == Some(true)) {
            g.characters.iter().map(|c| c.player).collect()
        } else {
            Vec::new()
        }
    } else {
        v.survivors
            .iter()
            .filter(|(_, met)| **met == Some(true))
            .map(|(p, _)| *p)
            .collect()
    }
}

impl GameState {
    /// The winners once the victory check is done (empty before, and when nobody won): for a
    /// window that resumes a finished game after its outcomes are gone.
    pub fn winners(&self) -> Vec<PlayerId> {
        match &self.victory {
            Some(v) if v.step == VictoryStep::Done => winners_of(self),
            _ => Vec::new(),
        }
    }

    /// The intruder player and whether their aim was met, once the check is done: they cannot
    /// win, they play for every other player to lose (base.md §13.3).
    pub fn intruder_player_aim(&self) -> Option<(PlayerId, bool)> {
        let (ip, _) = self.intruder_player?;
        let done = self
            .victory
            .as_ref()
            .is_some_and(|v| v.step == VictoryStep::Done);
        done.then(|| (ip, self.winners().is_empty()))
    }
}
