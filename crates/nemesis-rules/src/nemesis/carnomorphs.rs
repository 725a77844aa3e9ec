//! The Carnomorphs' own rules (carnomorphs.md), the ones with no base counterpart: the
//! Metagorger's attack, mutations, feeding and evolution, adaptations turning up, their
//! bag-development rows, and what a dead Carnomorph leaves. Their event and attack card effects
//! are in `carnomorph_cards.rs`.

use super::game::{Ctx, RuleError, not_allowed};
use super::outcome::{DeathCause, EncounterCause, Food, Outcome};
use super::refusal::Refusal;
use super::state::{AdaptationCard, AdaptationCategory};
use crate::ids::*;

use super::species::VORACIOUS;

impl Ctx<'_> {
    /// The Metagorger's attack (carnomorphs.md §6.1): a mutation card unless the target has
    /// one, a contamination card and a light wound; a Shambler token into the bag; the
    /// Metagorger leaves the board.
    pub(crate) fn metagorger_attack(&mut self, id: IntruderId, target: PlayerId) {
        let had = self.g.character(target).is_some_and(|c| c.mutation_card);
        self.g.intruders.retain(|i| i.id != id);
        self.emit(Outcome::MetagorgerAttack {
            intruder: id,
            player: target,
            mutation_card: !had,
        });
        if !had {
            self.gain_mutation_card(target);
        }
        self.contaminate(target);
        self.light_wounds(target, 1);
        self.token_to_bag(IntruderKind::Shambler);
    }

    /// A mutation card (draw 2, keep 1, face down; carnomorphs.md §9.1). At most one.
    pub(crate) fn gain_mutation_card(&mut self, p: PlayerId) -> bool {
        match self.g.character_mut(p) {
            Some(c) if c.alive() && !c.mutation_card => {
                c.mutation_card = true;
                self.emit(Outcome::MutationCard { player: p });
                true
            }
            _ => false,
        }
    }

    /// A mutation marker, or the card for a character without one (§9.2); the 4th marker kills,
    /// leaving a Shambler (not from the bag) and a corpse.
    pub(crate) fn mutation_marker(&mut self, p: PlayerId) {
        let Some(c) = self.g.character_mut(p) else {
            return;
        };
        if !c.alive() {
            return;
        }
        if !c.mutation_card {
            self.gain_mutation_card(p);
            return;
        }
        c.mutation_markers += 1;
        let markers = c.mutation_markers;
        let at = c.room();
        self.emit(Outcome::MutationMarker { player: p, markers });
        if markers >= 4 {
            self.kill_character(p, DeathCause::Mutation);
            if let Some(at) = at
                && !self.over()
            {
                self.appear(IntruderKind::Shambler, at);
            }
        }
    }

    /// The mutation action (§9.3): one contamination card from hand is scanned; a marker
    /// whatever it says; infected, the card goes to the discard pile; clean, it leaves the game
    /// and a new contamination card goes to the discard pile. The players apply the card's
    /// matching effect.
    pub(crate) fn mutation_action(&mut self, p: PlayerId, label: LabelId) -> Result<(), RuleError> {
        self.playing()?;
        if !self.g.config.species.mutates() {
            return Err(not_allowed(Refusal::NotThisSpecies));
        }
        let c = self.player(p)?;
        if !c.active() {
            return Err(RuleError::NotOnBoard(p));
        }
        if !c.mutation_card {
            return Err(not_allowed(Refusal::NoMutationCard));
        }
        if c.contamination == 0 {
            return Err(not_allowed(Refusal::MoreLabelsThanCards));
        }
        let labels = self.scanned_labels(&[label])?;
        let infected = self.reveal_labels(p, &labels);
        self.emit(Outcome::MutationUsed {
            player: p,
            infected,
        });
        self.mutation_marker(p);
        if !infected && self.g.character(p).is_some_and(|c| c.alive()) {
            self.remove_label(p, label);
            self.contaminate(p);
        }
        Ok(())
    }

    /// Puts a Carnomorph that does not come from the bag (a spawn, a death's Shamblers): only
    /// while a miniature is free, and never a Butcher that died.
    pub(crate) fn appear(&mut self, kind: IntruderKind, at: SlotId) -> Option<IntruderId> {
        if !self.miniature_free(kind) {
            self.emit(Outcome::NoMiniatureLeft { kind, at });
            return None;
        }
        Some(self.place_intruder(kind, at))
    }

    pub(crate) fn miniature_free(&self, kind: IntruderKind) -> bool {
        // a destroyed Lair does not come back: its miniature is not free (as a Lair token counts
        // it, void-seeders.md §4.1)
        let gone = if kind == IntruderKind::Lair {
            usize::from(self.g.lairs_destroyed)
        } else {
            0
        };
        self.g.miniatures_on_board(kind) + gone < self.c.species.miniatures(kind)
            && !(kind == IntruderKind::Butcher && self.g.butcher_gone)
            && !(kind == IntruderKind::Despoiler && self.despoiler_gone())
    }

    /// The first time a type with an adaptation slot is on the board, its card turns face up
    /// (carnomorphs.md §5.4; every way of appearing counts, our reading).
    pub(crate) fn first_appearance(&mut self, kind: IntruderKind) {
        if let Some(a) = self
            .g
            .adaptations
            .iter_mut()
            .find(|a| a.slot == kind && !a.revealed)
        {
            a.revealed = true;
            self.emit(Outcome::AdaptationRevealed { slot: kind });
        }
    }

    /// Whether a revealed, not removed adaptation is this known card.
    pub(crate) fn adaptation(&self, key: &str) -> bool {
        self.g
            .adaptations
            .iter()
            .any(|a| a.revealed && !a.removed && a.card.as_ref().is_some_and(|c| c.key == key))
    }

    /// The table names a revealed adaptation card (cards.md §6.1 C13).
    pub(crate) fn name_adaptation(
        &mut self,
        slot: IntruderKind,
        key: &str,
        category: AdaptationCategory,
    ) -> Result<(), RuleError> {
        let known = self.c.species.adaptations.iter().find(|a| a.key == key);
        if known.is_none() && key != "other" {
            return Err(not_allowed(Refusal::UnknownAdaptation));
        }
        let category = known.map_or(category, |k| k.category);
        // 3 of the 8 cards are dealt, each once (carnomorphs.md §8): a known card named under
        // one slot is not under another
        let elsewhere = self.g.adaptations.iter().any(|a| {
            a.slot != slot
                && a.card
                    .as_ref()
                    .is_some_and(|c| c.key == key && key != "other")
        });
        if elsewhere && self.g.config.since(3) {
            return Err(not_allowed(Refusal::AdaptationNamedElsewhere));
        }
        let a = self
            .g
            .adaptations
            .iter_mut()
            .find(|a| a.slot == slot)
            .ok_or(not_allowed(Refusal::NotThisSpecies))?;
        if !a.revealed {
            return Err(not_allowed(Refusal::AdaptationHidden));
        }
        let card = AdaptationCard {
            key: key.to_string(),
            category,
        };
        a.card = Some(card.clone());
        self.emit(Outcome::AdaptationNamed { slot, card });
        Ok(())
    }

    /// Laboratory analysis in a Carnomorph game: the revealed card of the analysed object's
    /// slot leaves the game. The corpse's slot is the Shambler's (the rulebook's example); the
    /// table names the slot for eggs and carcasses from the icon printed on its board.
    pub(crate) fn analyse_adaptation(&mut self, slot: IntruderKind) {
        match self
            .g
            .adaptations
            .iter_mut()
            .find(|a| a.slot == slot && a.revealed && !a.removed)
        {
            Some(a) => {
                a.removed = true;
                self.emit(Outcome::AdaptationRemoved { slot });
            }
            None => self.emit(Outcome::NothingToRemove { slot }),
        }
    }

    /// Event step 5 for Carnomorphs: those in combat attack, the others feed where there is
    /// food; with Voracious known, every Carnomorph with food feeds first, then those in combat
    /// attack (carnomorphs.md §11.1–§11.2).
    pub(crate) fn carnomorph_attack_step(&mut self, hands: &[(PlayerId, u8)]) {
        let voracious = self.adaptation(VORACIOUS);
        let feeders: Vec<IntruderId> = self
            .g
            .intruders
            .iter()
            .filter(|i| voracious || !self.g.in_combat(i.at))
            .map(|i| i.id)
            .collect();
        if voracious {
            self.feeding(&feeders);
            self.attack_step(hands);
        } else {
            self.attack_step(hands);
            self.feeding(&feeders);
        }
    }

    /// Feeding, room by room: Butcher, Fleshbeast, Shambler, Metagorger, each once; each heals,
    /// evolves if a miniature of the next tier is free, and eats one food item by priority.
    fn feeding(&mut self, feeders: &[IntruderId]) {
        let mut order: Vec<(SlotId, u8, IntruderId)> = self
            .g
            .intruders
            .iter()
            .filter(|i| feeders.contains(&i.id))
            .map(|i| (i.at, i.kind.attack_order(), i.id))
            .collect();
        order.sort();
        let mut evolved = Vec::new();
        for (at, _, id) in order {
            if self.over() {
                return;
            }
            let Some(i) = self.g.intruder(id).cloned() else {
                continue; // eaten earlier in the step
            };
            if i.at != at || evolved.contains(&id) {
                continue;
            }
            let Some(food) = self.food_in(at, id) else {
                continue;
            };
            let into = self
                .g
                .config
                .species
                .evolves_into(i.kind)
                .filter(|&k| self.miniature_free(k));
            if let Some(x) = self.g.intruders.iter_mut().find(|x| x.id == id) {
                x.injuries = 0;
                if let Some(k) = into {
                    x.kind = k;
                }
            }
            self.emit(Outcome::Fed {
                intruder: id,
                kind: i.kind,
                at,
                food,
                healed: i.injuries,
                evolved: into,
            });
            self.eat(at, food);
            if let Some(k) = into {
                evolved.push(id);
                self.first_appearance(k);
            }
        }
    }

    /// The food a Carnomorph in `at` eats first: red corpse, egg, carcass, another Metagorger,
    /// the blue corpse (objects carried by characters are not food).
    fn food_in(&self, at: SlotId, eater: IntruderId) -> Option<Food> {
        let r = self.g.rooms.get(&at)?;
        let blue = u8::from(self.g.blue_corpse == Some(at));
        if r.corpses > blue {
            return Some(Food::Corpse);
        }
        if r.eggs > 0 {
            return Some(Food::Egg);
        }
        if r.room == Some(RoomKind::Nest) && !self.g.nest_destroyed && self.g.nest_eggs > 0 {
            return Some(Food::NestEgg);
        }
        if r.carcasses > 0 {
            return Some(Food::Carcass);
        }
        if let Some(m) = self
            .g
            .intruders_in(at)
            .find(|i| i.kind == IntruderKind::Metagorger && i.id != eater)
        {
            return Some(Food::Metagorger(m.id));
        }
        (blue > 0).then_some(Food::BlueCorpse)
    }

    /// Takes the food away (an emptied Nest is destroyed).
    fn eat(&mut self, at: SlotId, food: Food) {
        if food == Food::NestEgg {
            return self.remove_nest_eggs(1);
        }
        let Some(r) = self.g.rooms.get_mut(&at) else {
            return;
        };
        match food {
            Food::Corpse => r.corpses -= 1,
            Food::Egg => r.eggs -= 1,
            Food::NestEgg => {}
            Food::Carcass => r.carcasses -= 1,
            Food::BlueCorpse => {
                r.corpses -= 1;
                self.g.blue_corpse = None;
            }
            Food::Metagorger(id) => self.g.intruders.retain(|i| i.id != id),
        }
    }

    /// Bag development, red Metagorger: one Metagorger in every room with a Metagorger or a
    /// heavy object (carried ones too), and in the explored, intact Nest. No surprise attacks.
    pub(crate) fn metagorger_spawn(&mut self) {
        let nest = self.g.slot_of(RoomKind::Nest);
        let rooms: Vec<SlotId> = self
            .g
            .rooms
            .iter()
            .filter(|&(&s, r)| {
                r.eggs + r.carcasses + r.corpses > 0
                    || self
                        .g
                        .intruders_in(s)
                        .any(|i| i.kind == IntruderKind::Metagorger)
                    || self.g.characters_in(s).any(|c| !c.carrying.is_empty())
                    || (Some(s) == nest && r.explored && !self.g.nest_destroyed)
            })
            .map(|(&s, _)| s)
            .collect();
        self.emit(Outcome::MetagorgerSpawn {
            rooms: rooms.clone(),
        });
        for at in rooms {
            if self.over() {
                return;
            }
            self.appear(IntruderKind::Metagorger, at);
        }
    }

    /// Bag development, Butcher: it comes to the slimed character with the fewest cards (turn
    /// order on ties), else to the first player, who encounters it. A Butcher already on the
    /// board or dead: nothing happens (our reading of a gap, cards.md §6.1 C15).
    pub(crate) fn butcher_hunts(&mut self, token: u8, hands: &[(PlayerId, u8)]) {
        let order = self.g.turn_order();
        let on_ship = |p: &PlayerId| {
            self.g
                .character(*p)
                .and_then(|c| c.room())
                .map(|at| (*p, at))
        };
        let slimed = order
            .iter()
            .enumerate()
            .filter(|(_, p)| self.g.character(**p).is_some_and(|c| c.slime))
            .filter_map(|(i, p)| on_ship(p).map(|x| (i, x)))
            .min_by_key(|(i, (p, _))| (super::bag::hand_of(hands, *p), *i))
            .map(|(_, x)| x);
        let Some((p, at)) = slimed.or_else(|| order.iter().find_map(on_ship)) else {
            return;
        };
        if !self.miniature_free(IntruderKind::Butcher) {
            self.emit(Outcome::NoMiniatureLeft {
                kind: IntruderKind::Butcher,
                at,
            });
            return;
        }
        self.emit(Outcome::Encounter {
            player: Some(p),
            at,
            cause: EncounterCause::Butcher,
        });
        self.clear_noise(at);
        let id = self.place_intruder(IntruderKind::Butcher, at);
        let surprise = self.c.tokens[token as usize].surprise;
        self.surprise_check(id, p, surprise, super::bag::hand_of(hands, p));
    }

    /// Bag development, Blank: every Shambler in a room without characters goes back into the
    /// bag as a token; a Metagorger token comes in.
    pub(crate) fn shamblers_withdraw(&mut self) {
        self.withdraw(|i| i.kind == IntruderKind::Shambler);
        self.token_to_bag(IntruderKind::Metagorger);
    }

    /// The end-of-game check that replaces base step 3 (carnomorphs.md §14): without a mutation
    /// card, any infected card gives one; with a card, the top 4 of action and contamination
    /// cards shuffled together give a marker per contamination card, and 4 markers kill.
    /// Returns whether the character survived, or `None` while the player draws.
    pub(crate) fn final_mutation_check(&mut self, p: PlayerId, infected: bool) -> Option<bool> {
        if infected {
            self.gain_mutation_card(p);
        }
        let c = self.g.character(p)?;
        if !c.mutation_card {
            return Some(true);
        }
        let drawn = self.final_draw(p)?;
        Some(self.finish_mutation_check(p, drawn))
    }

    /// The draw told: a marker per contamination card, and 4 markers kill.
    pub(crate) fn finish_mutation_check(&mut self, p: PlayerId, drawn: u8) -> bool {
        let Some(c) = self.g.character_mut(p) else {
            return false;
        };
        c.mutation_markers = c.mutation_markers.saturating_add(drawn);
        let markers = c.mutation_markers;
        self.emit(Outcome::FinalMutation {
            player: p,
            contamination_drawn: drawn,
            markers,
        });
        markers < 4
    }
}
