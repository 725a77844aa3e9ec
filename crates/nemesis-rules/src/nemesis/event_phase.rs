//! The Event Phase in the rulebook's order (base.md §3.2): time, intruder attacks, fire damage,
//! the event card, bag development, end of round.

use super::content::AfterEvent;
use super::game::{Ctx, RuleError};
use super::outcome::{DeathCause, EventStep, InjuryCause, Outcome};
use super::state::{DoorState, EndCause, EventPause};
use crate::ids::*;

impl Ctx<'_> {
    /// Every character on the ship has a hand size in `hands`.
    pub(crate) fn hands_given(&self, hands: &[(PlayerId, u8)]) -> Result<(), RuleError> {
        for c in self.g.characters.iter().filter(|c| c.active()) {
            if !hands.iter().any(|(p, _)| *p == c.player) {
                return Err(RuleError::HandMissing(c.player));
            }
        }
        Ok(())
    }

    pub(crate) fn event_phase(&mut self, hands: &[(PlayerId, u8)]) -> Result<(), RuleError> {
        self.playing()?;
        self.hands_given(hands)?;
        self.resolve_airlock();
        let steps = self.event_steps();
        self.run_event_steps(hands, steps);
        Ok(())
    }

    /// The steps of this round's Event Phase, in order.
    fn event_steps(&self) -> &'static [EventStep] {
        if self.g.intruder_player_active() {
            &[EventStep::Time, EventStep::Fire, EventStep::EndOfRound]
        } else if self.g.config.species.lurks() {
            // Void Seeders add Lurking before bag development (void-seeders.md §9)
            &[
                EventStep::Time,
                EventStep::Attacks,
                EventStep::Fire,
                EventStep::EventCard,
                EventStep::Lurking,
                EventStep::BagDevelopment,
                EventStep::EndOfRound,
            ]
        } else {
            &[
                EventStep::Time,
                EventStep::Attacks,
                EventStep::Fire,
                EventStep::EventCard,
                EventStep::BagDevelopment,
                EventStep::EndOfRound,
            ]
        }
    }

    /// Runs `steps` in order. A Carnomorph adaptation card that turns face up during a step
    /// stops the phase after that step, until the table names it: an adaptation applies from
    /// the moment it is known, so the fire, the event card and the bag of the same phase are
    /// played with it (issue 39 item 9; our reading of carnomorphs.md §5.4 and §8).
    fn run_event_steps(&mut self, hands: &[(PlayerId, u8)], steps: &[EventStep]) {
        for (i, &step) in steps.iter().enumerate() {
            if self.over() {
                self.g.event_paused = None;
                break;
            }
            self.emit(Outcome::EventPhaseStep { step });
            // a resumed phase stands at its pause until its next step begins: the page that
            // names the card is still in the step the card turned up in (issue 55: the rail
            // showed the time track there)
            self.g.event_paused = None;
            match step {
                EventStep::Time => self.advance_time(),
                EventStep::Attacks if self.g.config.species.feeds() => {
                    self.carnomorph_attack_step(hands)
                }
                EventStep::Attacks => self.attack_step(hands),
                EventStep::Fire => self.fire_step(),
                EventStep::EventCard => self.event_card_step(hands),
                EventStep::Lurking => self.lurking(),
                EventStep::BagDevelopment => self.bag_development(hands),
                EventStep::EndOfRound => self.end_of_round(),
            }
            let rest = &steps[i + 1..];
            if !rest.is_empty() && !self.over() && self.g.adaptation_to_name().is_some() {
                self.g.event_paused = Some(EventPause {
                    hands: hands.to_vec(),
                    steps: rest.to_vec(),
                    after: Some(step),
                });
                return;
            }
        }
    }

    /// The table named the card the Event Phase stopped for: the phase goes on where it was.
    pub(crate) fn resume_event_phase(&mut self) {
        if self.g.adaptation_to_name().is_some() {
            return;
        }
        // kept until the first step left begins (see `run_event_steps`)
        if let Some(pause) = self.g.event_paused.clone() {
            self.run_event_steps(&pause.hands, &pause.steps);
        }
    }

    /// The emergency airlock: if every door of the room is still closed at the end of the Player
    /// Phase, everyone in the room dies; the token and any fire go.
    fn resolve_airlock(&mut self) {
        let Some(at) = self.g.airlock.take() else {
            return;
        };
        let sealed = self
            .b
            .corridors_of(at)
            .iter()
            .all(|c| self.g.corridors[c.0 as usize].door == DoorState::Closed);
        if !sealed {
            self.emit(Outcome::AirlockBroken { at });
            return;
        }
        self.emit(Outcome::AirlockVented { at });
        let victims: Vec<PlayerId> = self.g.characters_in(at).map(|c| c.player).collect();
        for p in victims {
            self.kill_character(p, DeathCause::Airlock);
        }
        let gone: Vec<(IntruderId, IntruderKind)> =
            self.g.intruders_in(at).map(|i| (i.id, i.kind)).collect();
        for (id, kind) in gone {
            if self.g.config.species.airlock_kills() {
                // Void Seeders: each is killed (a token back; a Lair falls and leaves its
                // carcass); the Despoiler only dies with the last Lair (void-seeders.md §4.3)
                if kind != IntruderKind::Despoiler {
                    self.kill_intruder(id);
                }
                continue;
            }
            // our reading (base.md §17 item 9): vented intruders leave no carcass
            self.g.intruders.retain(|i| i.id != id);
            self.emit(Outcome::IntruderKilled {
                intruder: id,
                kind,
                at,
                carcass: false,
            });
        }
        if let Some(r) = self.g.rooms.get_mut(&at)
            && r.fire
        {
            r.fire = false;
            self.emit(Outcome::FireRemoved { at });
        }
    }

    /// Step 4: the time marker moves, and the self-destruct marker with it.
    fn advance_time(&mut self) {
        self.g.time = self.g.time.saturating_sub(1);
        let time = self.g.time;
        self.emit(Outcome::TimeAdvanced { time });
        if time == 8 {
            self.emit(Outcome::HibernationOpened);
        }
        if let Some(t) = self.g.self_destruct {
            let t = t.saturating_sub(1);
            self.g.self_destruct = Some(t);
            self.emit(Outcome::SelfDestructAdvanced { track: t });
            if t == 3 {
                self.emit(Outcome::PointOfNoReturn);
                self.unlock_pods();
            }
            if t == 0 {
                self.end_game(EndCause::SelfDestruct);
                return;
            }
        }
        if time == 0 {
            let cause = if self.g.self_destruct.is_some() {
                EndCause::JumpDuringSelfDestruct
            } else {
                EndCause::Jump
            };
            self.end_game(cause);
        }
    }

    /// Step 5: every intruder in a room with a character attacks, strongest first (our reading,
    /// base.md §17 item 3), each against the character with the fewest cards.
    pub(crate) fn attack_step(&mut self, hands: &[(PlayerId, u8)]) {
        let mut order: Vec<(SlotId, u8, IntruderId)> = self
            .g
            .intruders
            .iter()
            .map(|i| (i.at, i.kind.attack_order(), i.id))
            .collect();
        order.sort();
        for (at, _, id) in order {
            if self.over() {
                return;
            }
            if self.g.intruder(id).is_none_or(|i| i.at != at) {
                continue;
            }
            let Some(target) = self.pick_target(at, hands) else {
                continue;
            };
            self.intruder_attack(id, target, super::bag::hand_of(hands, target));
        }
    }

    /// Step 6: each intruder in a burning room takes 1 injury; each burning room loses 1 egg.
    fn fire_step(&mut self) {
        let burning: Vec<SlotId> = self
            .g
            .rooms
            .iter()
            .filter(|(_, r)| r.fire)
            .map(|(s, _)| *s)
            .collect();
        // who burns is decided before any injury: an intruder that retreats from one burning
        // room into another is not burned twice
        let ids: Vec<IntruderId> = self
            .g
            .intruders
            .iter()
            .filter(|i| burning.contains(&i.at))
            .map(|i| i.id)
            .collect();
        for id in ids {
            if self.over() {
                return;
            }
            self.injure(id, 1, InjuryCause::Fire);
        }
        for at in burning {
            if self.over() {
                return;
            }
            if self.room_kind(at) == Some(RoomKind::Nest) && self.g.nest_eggs > 0 {
                self.emit(Outcome::EggsDestroyed {
                    at,
                    count: 1,
                    nest: true,
                });
                // told after the egg: "no eggs left" read before "1 egg destroyed"
                self.remove_nest_eggs(1);
            } else if let Some(r) = self.g.rooms.get_mut(&at)
                && r.eggs > 0
            {
                r.eggs -= 1;
                self.emit(Outcome::EggsDestroyed {
                    at,
                    count: 1,
                    nest: false,
                });
            }
        }
    }

    pub(crate) fn remove_nest_eggs(&mut self, n: u8) {
        self.g.nest_eggs = self.g.nest_eggs.saturating_sub(n);
        if self.g.nest_eggs == 0 && !self.g.nest_destroyed {
            self.g.nest_destroyed = true;
            self.emit(Outcome::NestDestroyed {
                cause: super::outcome::NestEnd::NoEggsLeft,
            });
        }
    }

    /// Step 7: draw an event card; movement first, then the effect.
    pub(crate) fn event_card_step(&mut self, hands: &[(PlayerId, u8)]) {
        let Some((card, _)) = self.g.hidden.events.draw(&mut self.g.hidden.rng) else {
            return;
        };
        let fact = &self.c.events[card as usize];
        let (moves, corridor, effect, after) =
            (fact.moves.clone(), fact.corridor, fact.effect, fact.after);
        self.emit(Outcome::EventCard {
            card,
            moves: moves.clone(),
            corridor,
        });
        // every intruder of a shown type not in combat moves; one room's movers move together
        let mut groups: std::collections::BTreeMap<SlotId, Vec<IntruderId>> = Default::default();
        for i in &self.g.intruders {
            if moves.contains(&i.kind) && !self.g.in_combat(i.at) {
                groups.entry(i.at).or_default().push(i.id);
            }
        }
        for (from, ids) in groups {
            self.move_group_through(&ids, from, corridor);
        }
        self.emit(Outcome::EventEffectApplied { card, effect });
        self.event_effect(effect, hands);
        let h = &mut self.g.hidden;
        match after {
            AfterEvent::Discard => h.events.discard(card),
            AfterEvent::ShuffleBack => h.events.shuffle_in(card, &mut h.rng),
            AfterEvent::RemoveReshuffle => h.events.remove_and_reshuffle(card, &mut h.rng),
        }
    }

    /// Step 9: the next round; the First Player token moves on, skipping the intruder player
    /// and anyone out of the game.
    fn end_of_round(&mut self) {
        self.g.round += 1;
        for c in &mut self.g.characters {
            c.passed = false;
        }
        self.g.intruder_card_played = false;
        let order = self.g.turn_order();
        let ip = self.g.intruder_player.map(|(p, _)| p);
        if let Some(next) = order
            .iter()
            .skip(1)
            .chain(order.first())
            .copied()
            .find(|p| Some(*p) != ip && self.g.character(*p).is_some_and(|c| c.active()))
        {
            self.g.first_player = next;
        }
        self.emit(Outcome::RoundStarted {
            round: self.g.round,
            first_player: self.g.first_player,
        });
        self.robot_doctor();
    }
}
