//! Intruder Player mode (base.md §13.3): the first player whose character dies may take the
//! intruders' side; events and bag development stop, and the player moves and attacks.

use super::game::{Ctx, RuleError, not_allowed};
use super::outcome::{Outcome, Sight};
use super::refusal::Refusal;
use super::state::PendingIntruderAttack;
use crate::ids::*;

impl Ctx<'_> {
    pub(crate) fn become_intruder_player(
        &mut self,
        p: PlayerId,
        from_the_death: bool,
    ) -> Result<(), RuleError> {
        self.playing()?;
        if self.g.config.mode != Mode::Standard {
            return Err(not_allowed(Refusal::StandardModeOnly));
        }
        let Some((asked, from_round)) = self.g.intruder_player_offer else {
            return Err(not_allowed(Refusal::OnlyTheFirstDeadPlayer));
        };
        if asked != p {
            return Err(not_allowed(Refusal::OnlyTheFirstDeadPlayer));
        }
        // answered in the round of the death: from the next one; answered later (the death came
        // in an Event Phase, answered after it): from this round on. Older journals: from the
        // round after the answer.
        let from_round = if from_the_death {
            from_round.max(self.g.round)
        } else {
            self.g.round + 1
        };
        self.g.intruder_player_offer = None;
        self.g.intruder_player = Some((p, from_round));
        self.emit(Outcome::IntruderPlayerChosen {
            player: p,
            from_round,
        });
        Ok(())
    }

    pub(crate) fn decline_intruder_player(&mut self, p: PlayerId) -> Result<(), RuleError> {
        self.playing()?;
        if self.g.config.mode != Mode::Standard {
            return Err(not_allowed(Refusal::StandardModeOnly));
        }
        if !matches!(self.g.intruder_player_offer, Some((asked, _)) if asked == p) {
            return Err(not_allowed(Refusal::OnlyTheFirstDeadPlayer));
        }
        self.g.intruder_player_offer = None;
        self.emit(Outcome::IntruderPlayerDeclined { player: p });
        Ok(())
    }

    /// The intruder player may play a card: their rules are in force and they have not passed
    /// this round (one card per turn; the window ends the turn).
    fn ip_ready(&self) -> Result<(), RuleError> {
        self.playing()?;
        let Some((ip, _)) = self
            .g
            .intruder_player
            .filter(|_| self.g.intruder_player_active())
        else {
            return Err(not_allowed(Refusal::NoIntruderPlayer));
        };
        if self.g.character(ip).is_some_and(|c| c.passed) {
            return Err(not_allowed(Refusal::AlreadyPassed));
        }
        // one card a turn (KR 4497–4501: 「단, 인트루더 플레이어는 자기 차례가 되면 행동 1회(손에
        // 든 카드 사용)만 하거나 패스를 선언해야 합니다」), then the turn ends
        if self.g.intruder_card_played && self.g.config.since(1) {
            return Err(not_allowed(Refusal::OneCardPerTurn));
        }
        Ok(())
    }

    /// The intruder player's card for this turn is played.
    fn ip_played(&mut self) {
        self.g.intruder_card_played = true;
    }

    pub(crate) fn ip_move(&mut self, id: IntruderId, corridor: u8) -> Result<(), RuleError> {
        self.ip_ready()?;
        if !super::limits::IP_CORRIDORS.contains(&corridor) {
            return Err(not_allowed(Refusal::Corridor1To4));
        }
        let from = self
            .g
            .intruder(id)
            .ok_or(RuleError::UnknownIntruder(id))?
            .at;
        self.move_group_through(&[id], from, corridor);
        self.ip_played();
        Ok(())
    }

    /// An Intruder Player card calls for an event card (base.md §13.3: the only event cards
    /// drawn in this mode): drawn and resolved as in the Event Phase's step.
    pub(crate) fn ip_event(&mut self, hands: &[(PlayerId, u8)]) -> Result<(), RuleError> {
        self.ip_ready()?;
        self.hands_given(hands)?;
        self.event_card_step(hands);
        self.ip_played();
        Ok(())
    }

    /// Draw `cards` attack cards for the intruder player, who then chooses one.
    pub(crate) fn ip_attack(
        &mut self,
        id: IntruderId,
        target: PlayerId,
        hand: u8,
        cards: u8,
    ) -> Result<(), RuleError> {
        self.ip_ready()?;
        self.g.intruder(id).ok_or(RuleError::UnknownIntruder(id))?;
        self.player(target)?;
        if !self.g.ip_attack_targets(id).contains(&target) {
            return Err(not_allowed(Refusal::TargetNotInRoom));
        }
        if !super::limits::IP_ATTACK_CARDS.contains(&cards) {
            return Err(not_allowed(Refusal::Cards1To5));
        }
        let Some((ip, _)) = self.g.intruder_player else {
            return Err(not_allowed(Refusal::NoIntruderPlayer));
        };
        if self
            .g
            .intruder(id)
            .is_some_and(|i| i.kind == IntruderKind::Larva)
        {
            self.intruder_attack(id, target, hand);
            self.ip_played();
            return Ok(());
        }
        let mut drawn = Vec::new();
        for _ in 0..cards {
            if let Some((c, _)) = self.g.hidden.attacks.draw(&mut self.g.hidden.rng) {
                drawn.push(c);
            }
        }
        if drawn.is_empty() {
            return Err(not_allowed(Refusal::AttackDeckEmpty));
        }
        self.emit(Outcome::Private {
            to: ip,
            sight: Sight::AttackCards {
                cards: drawn.clone(),
            },
        });
        self.g.pending_attack = Some(PendingIntruderAttack {
            intruder: id,
            target,
            hand,
            cards: drawn,
        });
        self.ip_played();
        Ok(())
    }

    /// The chosen card is applied and discarded; the others go to the bottom of the deck.
    pub(crate) fn ip_choose(&mut self, card: u8) -> Result<(), RuleError> {
        let pending = self
            .g
            .pending_attack
            .clone()
            .ok_or_else(|| not_allowed(Refusal::NothingToChoose))?;
        if !pending.cards.contains(&card) {
            return Err(not_allowed(Refusal::CardNotDrawn));
        }
        self.g.pending_attack = None;
        for &c in pending.cards.iter().filter(|&&c| c != card) {
            self.g.hidden.attacks.to_bottom(c);
        }
        if let Some(kind) = self.g.intruder(pending.intruder).map(|i| i.kind) {
            self.resolve_attack_card(pending.intruder, kind, pending.target, pending.hand, card);
        }
        self.g.hidden.attacks.discard(card);
        Ok(())
    }
}
