//! Intruder attacks, wounds and character death (base.md §8, §11.1).

use super::content::AttackEffect;
use super::game::Ctx;
use super::intruders::weakness;
use super::outcome::{DeathCause, Outcome};
use super::species::AttackStyle;
use super::state::Whereabouts;
use crate::ids::*;

impl Ctx<'_> {
    /// One intruder attacks one character. A Larva infests instead of drawing a card.
    pub(crate) fn intruder_attack(&mut self, id: IntruderId, target: PlayerId, hand: u8) {
        let Some(kind) = self.g.intruder(id).map(|i| i.kind) else {
            return;
        };
        match self.g.config.species.attack(kind) {
            AttackStyle::Infest => return self.infest(id, target),
            AttackStyle::Mutate => return self.metagorger_attack(id, target),
            AttackStyle::Never => return,
            AttackStyle::Card => {}
        }
        let Some((card, _)) = self.g.hidden.attacks.draw(&mut self.g.hidden.rng) else {
            return;
        };
        self.resolve_attack_card(id, kind, target, hand, card);
        self.g.hidden.attacks.discard(card);
    }

    /// Applies one drawn attack card (the caller puts the card away).
    pub(crate) fn resolve_attack_card(
        &mut self,
        id: IntruderId,
        kind: IntruderKind,
        target: PlayerId,
        hand: u8,
        card: u8,
    ) {
        let fact = &self.c.attacks[card as usize];
        let (hit, effect) = (fact.users.contains(&kind), fact.effect);
        self.emit(Outcome::Attack {
            intruder: id,
            kind,
            target,
            card,
            hit,
            effect,
        });
        if !hit {
            return;
        }
        match effect {
            AttackEffect::Slime => {
                self.slime(target);
                self.contaminate(target);
            }
            AttackEffect::Scratch => {
                self.light_wounds(target, 1);
                self.contaminate(target);
            }
            AttackEffect::Claw => {
                self.light_wounds(target, 2);
                self.contaminate(target);
            }
            AttackEffect::Bite => {
                let serious = self.g.character(target).map_or(0, |c| c.serious_wounds);
                if serious >= 2 {
                    self.kill_character(target, DeathCause::AttackCard);
                } else if kind == IntruderKind::Adult && self.weakness(weakness::WAY_OF_FIGHTING) {
                    self.light_wounds(target, 1);
                } else {
                    self.serious_wound(target);
                }
            }
            AttackEffect::Tail => {
                let serious = self.g.character(target).map_or(0, |c| c.serious_wounds);
                if serious >= 1 {
                    self.kill_character(target, DeathCause::AttackCard);
                } else {
                    self.serious_wound(target);
                }
            }
            AttackEffect::Frenzy => {
                let Some(at) = self.g.intruder(id).map(|i| i.at) else {
                    return;
                };
                let victims: Vec<(PlayerId, u8)> = self
                    .g
                    .characters_in(at)
                    .map(|c| (c.player, c.serious_wounds))
                    .collect();
                for (p, serious) in victims {
                    if serious >= 2 {
                        self.kill_character(p, DeathCause::AttackCard);
                    } else {
                        self.serious_wound(p);
                    }
                }
            }
            AttackEffect::Transformation => {
                let Some(into) = self.g.config.species.transforms_into(kind) else {
                    return;
                };
                let free = self.g.miniatures_on_board(into) < self.c.species.miniatures(into);
                if !free {
                    self.emit(Outcome::TransformationFailed { intruder: id });
                    return;
                }
                if let Some(i) = self.g.intruders.iter_mut().find(|i| i.id == id) {
                    i.kind = into;
                }
                self.emit(Outcome::Transformed {
                    intruder: id,
                    to: into,
                });
                if hand == 0 {
                    self.emit(Outcome::SurpriseAttack {
                        intruder: id,
                        player: target,
                        token: 0,
                        hand,
                    });
                    self.intruder_attack(id, target, hand);
                }
            }
            AttackEffect::Devour
            | AttackEffect::Spawn
            | AttackEffect::Bash
            | AttackEffect::Regurgitate => {
                self.carnomorph_attack_effect(id, effect, target);
            }
            AttackEffect::Duplicate
            | AttackEffect::Dread
            | AttackEffect::Braineating
            | AttackEffect::Dismay => {
                self.void_seeder_attack_effect(id, kind, effect, target);
            }
            AttackEffect::Summoning => {
                let Some(at) = self.g.intruder(id).map(|i| i.at) else {
                    return;
                };
                let Some(t) = self.draw_token() else {
                    self.emit(Outcome::BagEmpty);
                    return;
                };
                let k = self.drawn_kind(t);
                self.emit(Outcome::TokenDrawn {
                    kind: k,
                    surprise: self.c.tokens[t as usize].surprise,
                });
                if k == IntruderKind::Blank {
                    // our reading (cards.md §1.3): the Blank goes back and nothing is summoned
                    self.g.hidden.bag.push(t);
                } else {
                    self.place_intruder(k, at);
                    self.return_to_supply(t);
                }
            }
        }
    }

    /// A Larva attack: the larva goes onto the character board, plus a contamination card.
    fn infest(&mut self, id: IntruderId, target: PlayerId) {
        let already = self.g.character(target).is_some_and(|c| c.larva);
        let kind = self
            .g
            .intruder(id)
            .map(|i| i.kind)
            .unwrap_or(IntruderKind::Larva);
        self.g.intruders.retain(|i| i.id != id);
        if let Some(c) = self.g.character_mut(target) {
            c.larva = true;
        }
        self.emit(Outcome::Infestation {
            intruder: id,
            kind,
            player: target,
            larva_already: already,
        });
        self.contaminate(target);
    }

    /// Slimes a character; nothing with Void Seeders, whose box has no slime (seed 002: every
    /// rule about slime is ignored).
    pub(crate) fn slime(&mut self, p: PlayerId) {
        if !self.g.config.species.slime() {
            return;
        }
        if let Some(c) = self.g.character_mut(p)
            && !c.slime
        {
            c.slime = true;
            self.emit(Outcome::Slimed { player: p });
        }
    }

    /// The top contamination card goes onto the character's action discard pile.
    pub(crate) fn contaminate(&mut self, p: PlayerId) {
        if self.g.character(p).is_none_or(|c| !c.alive()) {
            return;
        }
        if self.g.contamination_deck == 0 {
            self.emit(Outcome::ContaminationDeckEmpty { player: p });
            return;
        }
        self.g.contamination_deck -= 1;
        if let Some(c) = self.g.character_mut(p) {
            c.contamination += 1;
        }
        self.emit(Outcome::ContaminationCard { player: p });
    }

    /// Light wounds: the third becomes a serious wound. With 3 serious wounds any wound kills.
    pub(crate) fn light_wounds(&mut self, p: PlayerId, n: u8) {
        for _ in 0..n {
            let Some(c) = self.g.character_mut(p) else {
                return;
            };
            if !c.alive() {
                return;
            }
            if c.serious_wounds >= 3 {
                self.kill_character(p, DeathCause::Wounds);
                return;
            }
            c.light_wounds += 1;
            if c.light_wounds >= 3 {
                c.light_wounds = 0;
                self.emit(Outcome::LightWound {
                    player: p,
                    light: 3,
                });
                self.serious_wound(p);
            } else {
                let light = c.light_wounds;
                self.emit(Outcome::LightWound { player: p, light });
            }
        }
    }

    pub(crate) fn serious_wound(&mut self, p: PlayerId) {
        let Some(c) = self.g.character_mut(p) else {
            return;
        };
        if !c.alive() {
            return;
        }
        if c.serious_wounds >= 3 {
            self.kill_character(p, DeathCause::Wounds);
            return;
        }
        c.serious_wounds += 1;
        let serious = c.serious_wounds;
        self.emit(Outcome::SeriousWound { player: p, serious });
    }

    /// A character dies: corpse and carried objects stay in the room; the first death unlocks
    /// every pod; the game may end.
    pub(crate) fn kill_character(&mut self, p: PlayerId, cause: DeathCause) {
        if self.g.character(p).is_some_and(|c| c.alive()) {
            // the death's page starts with the character still alive
            self.mark();
        }
        let Some(c) = self.g.character_mut(p) else {
            return;
        };
        if !c.alive() {
            return;
        }
        let at = c.room();
        let was = c.at;
        c.at = Whereabouts::Dead;
        let carried = std::mem::take(&mut c.carrying);
        c.larva = false; // its miniature goes back to the box's stock
        if let Whereabouts::Pod(n) = was
            && let Some(pod) = self.g.pods.iter_mut().find(|x| x.number == n)
        {
            pod.seats.retain(|&s| s != p);
        }
        if let Some(at) = at
            && let Some(r) = self.g.rooms.get_mut(&at)
        {
            r.corpses += 1;
            for o in carried {
                match o {
                    ObjectKind::Egg => r.eggs += 1,
                    ObjectKind::Carcass => r.carcasses += 1,
                    ObjectKind::Corpse => r.corpses += 1,
                }
            }
        }
        self.g.scans_requested.retain(|&x| x != p);
        self.emit(Outcome::CharacterDied {
            player: p,
            at,
            cause,
        });
        if self.g.first_death.is_none()
            && !matches!(cause, DeathCause::Jump | DeathCause::Explosion)
        {
            self.g.first_death = Some(p);
            self.emit(Outcome::FirstDeath { player: p });
            if self.g.config.mode == Mode::Standard {
                // the changes would start with the next round's Player Phase (base.md §13.3)
                self.g.intruder_player_offer = Some((p, self.g.round + 1));
            }
            self.unlock_pods();
        }
        self.check_last_character();
    }

    pub(crate) fn unlock_pods(&mut self) {
        let mut any = false;
        for pod in self.g.pods.iter_mut().filter(|p| !p.launched) {
            any |= pod.locked;
            pod.locked = false;
        }
        if any {
            self.emit(Outcome::PodsUnlocked);
        }
    }

    /// Target of an event-phase attack: fewest cards in hand, ties to the one closest to the first
    /// player in turn order (base.md §8.2).
    pub(crate) fn pick_target(&self, at: SlotId, hands: &[(PlayerId, u8)]) -> Option<PlayerId> {
        self.g
            .turn_order()
            .into_iter()
            .enumerate()
            .filter(|(_, p)| self.g.character(*p).is_some_and(|c| c.room() == Some(at)))
            .min_by_key(|(i, p)| (super::bag::hand_of(hands, *p), *i))
            .map(|(_, p)| p)
    }
}
