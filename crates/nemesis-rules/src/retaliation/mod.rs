//! *Nemesis: Retaliation* (retaliation.md, cards-retaliation.md; the Japanese seed 003 is the
//! authority): the second game behind the `Ruleset` seam, with its own config, state, commands,
//! outcomes and refusals.
//!
//! The app holds the bag and the token piles, the event, attack, exploration and Queen Health
//! decks, the room and corridor tile piles, the AA tokens and the robot card. It knows the map as
//! it grows and runs the intruder side. What no source gives is asked of the table, one typed
//! question at a time (`Question`): the noise die's result (its faces are unknown, so the players
//! roll the physical die), a numbered token's back (taken from the physical pile of that type),
//! and what the contamination scans find.

mod actions;
mod checks;
mod corrections;
mod data;
mod endgame;
mod events;
mod explore;
mod facility;
mod intruders;
pub mod map;
mod missions;
mod noise;
mod offers;
pub use offers::{FightOffer, MarineOffers, Shots};
mod phases;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_actions;
#[cfg(test)]
mod tests_coop;
#[cfg(test)]
mod tests_hidden_draws;
#[cfg(test)]
mod tests_offers;
#[cfg(test)]
mod tests_rulebook;
mod types;

pub use data::{
    AttackRow, EntranceStep, EventMain, EventSecondary, Health, MissionTask, QueenHealthEffect,
    RobotKind, RoomActionKey, RoomKind, StandardTask, facts, tables,
};
pub use data::{HIBERNATORIUM, LANDING_ZONE};
pub use types::*;

use super::ruleset::{GameKind, Ruleset};
use map::{Hex, Intruder, Map, Place, Section};
use rand::SeedableRng;
use rand::seq::{IndexedRandom, SliceRandom};
use rand_chacha::ChaCha8Rng;
use std::collections::{BTreeMap, VecDeque};

#[derive(Debug, Clone, PartialEq)]
pub struct RetaliationState {
    pub config: RetaliationConfig,
    /// The Mission Task cards face up under the round track (co-op: one per marine).
    pub missions: Vec<MissionTask>,
    /// The round marker, 1..=rounds.
    pub round: u8,
    pub step: Step,
    /// The last Queen Health card went (her status otherwise is where her model is).
    queen_dead: bool,
    /// The face-up token piles beside the board: how many of each type are left.
    pub piles: BTreeMap<RKind, u8>,
    pub map: Map,
    pub marines: Vec<Marine>,
    /// Index into `marines` of the start player.
    pub start_player: usize,
    pub facility: Facility,
    /// What the app waits to hear from the table, first first.
    pub pending: VecDeque<Question>,
    /// The last event card drawn.
    pub last_event: Option<String>,
    pub ended: Option<EndCause>,
    /// The end-of-game checks are done: who survived.
    pub result: Option<GameResult>,
    next_intruder: u32,
    /// Queen tokens drawn after her death: out of the game.
    pub tokens_removed: u8,
    /// Marines out of the facility when the game ended (they count as escaped for objectives).
    escaped_at_end: Vec<usize>,
    /// The marine whose move was the last command, and the room it left: who may carry a
    /// fallen marine out of it (co-op, §17.3).
    just_left: Option<(usize, u8)>,
    /// Pursuers that follow the exploring marine (Blood Sense) while the players say which
    /// tiles they drew: they come along into the new room once it is placed.
    followers: Vec<u32>,
    eclosions_asked: bool,
    /// Questions raised while the current command runs.
    raised: Vec<Question>,
    /// Where the table's real frame differs from the model (facility.json): a space there in
    /// a section, or none (`Fix::Space`).
    pub frame_fixes: BTreeMap<Hex, Option<Section>>,
    /// The turn as last recorded: the marine and the actions they took in it (`current_turn`
    /// reads it, passing it on when that marine can no longer act); none at a round's start.
    turn_of: Option<(usize, u8)>,
    /// The box deals and no step changed anything yet: the table has still to say which
    /// corridor tiles it laid at the Landing Zone (the app's are its guess).
    landing_zone_unsaid: bool,
    hidden: Hidden,
}

/// Actions a marine takes in one turn (retaliation.md §4.1).
pub const ACTIONS_PER_TURN: u8 = 2;

#[derive(Debug, Clone, PartialEq)]
struct Hidden {
    rng: ChaCha8Rng,
    bag: Vec<RKind>,
    /// The Queen Health deck, top last (indices into the facts).
    queen_deck: Vec<u8>,
    events: Vec<u8>,
    event_discard: Vec<u8>,
    attacks: Vec<u8>,
    attack_discard: Vec<u8>,
    exploration: Vec<u8>,
    exploration_discard: Vec<u8>,
    rooms: BTreeMap<RoomKind, Vec<u8>>,
    corridors: Vec<u16>,
    /// The AA stack, top first.
    aa: [AaFace; 2],
    robot: RobotKind,
    /// Bag corrections since the bag last changed in play (`Fix::Bag`).
    bag_fixes: Option<corrections::BagFixes>,
}

/// Puts a discard pile back into its deck and shuffles the whole deck.
fn reshuffle(deck: &mut Vec<u8>, discard: &mut Vec<u8>, rng: &mut ChaCha8Rng) {
    deck.append(discard);
    deck.shuffle(rng);
}

fn shuffled<T>(mut v: Vec<T>, rng: &mut ChaCha8Rng) -> Vec<T> {
    v.shuffle(rng);
    v
}

/// Marines in a game: the box says 1 to 5 (「1~5人用」).
pub const MAX_MARINES: usize = 5;

impl RetaliationState {
    pub fn new(config: &RetaliationConfig) -> Result<RetaliationState, RetaliationError> {
        let f = facts().map_err(RetaliationError::from)?;
        let t = tables().map_err(RetaliationError::from)?;
        let n = config.players.len();
        if !(1..=MAX_MARINES).contains(&n) {
            return Err(RetaliationError::BadSetup(format!(
                "a game has 1 to 5 marines, not {n}"
            )));
        }
        let mut rng = ChaCha8Rng::seed_from_u64(config.seed);
        let mut piles = f.tokens.clone();
        let mut bag = Vec::new();
        for e in &f.starting_bag {
            let want = e.count + e.per_player * n as u8;
            let pile = piles.entry(e.kind).or_insert(0);
            let take = want.min(*pile);
            *pile -= take;
            bag.extend(std::iter::repeat_n(e.kind, usize::from(take)));
        }
        let queen_deck = shuffled((0..f.queen_health.len() as u8).collect(), &mut rng);
        let events = shuffled((0..t.events.len() as u8).collect(), &mut rng);
        let attacks = shuffled((0..t.attacks.len() as u8).collect(), &mut rng);
        let exploration = shuffled((0..t.exploration.len() as u8).collect(), &mut rng);
        let mut rooms = BTreeMap::new();
        for r in t.rooms.values().filter(|r| !r.fixed) {
            rooms.entry(r.kind).or_insert_with(Vec::new).push(r.id);
        }
        for pile in rooms.values_mut() {
            pile.shuffle(&mut rng);
        }
        let corridors = shuffled(
            t.corridors
                .values()
                .filter(|c| !c.hibernatorium)
                .map(|c| c.id)
                .collect(),
            &mut rng,
        );
        let mut aa = [AaFace::Active, AaFace::Inactive];
        aa.shuffle(&mut rng);
        let robot = *t
            .robots
            .choose(&mut rng)
            .ok_or_else(|| RetaliationError::Data("robots.json: no robot cards".into()))?;
        let section = |h: Hex| t.frame.spaces.get(&h).copied().unwrap_or(Section::A);
        let mut map = Map::new();
        map.add_room(LANDING_ZONE, t.landing_zone, section(t.landing_zone));
        map.add_room(HIBERNATORIUM, t.hibernatorium, section(t.hibernatorium));
        let mut hidden = Hidden {
            rng,
            bag,
            queen_deck,
            events,
            event_discard: Vec::new(),
            attacks,
            attack_discard: Vec::new(),
            exploration,
            exploration_discard: Vec::new(),
            rooms,
            corridors,
            aa,
            robot,
            bag_fixes: None,
        };
        for (dir, tile) in &t.hibernatorium_corridors {
            map.add_corridor(explore::corridor_tile(*tile, t.hibernatorium, *dir, t)?);
        }
        for dir in &t.landing_corridors {
            let Some(tile) = hidden.corridors.pop() else {
                return Err(RetaliationError::Data(
                    "corridors.json: too few tiles".into(),
                ));
            };
            map.add_corridor(explore::corridor_tile(tile, t.landing_zone, *dir, t)?);
        }
        let marines = config
            .players
            .iter()
            .map(|name| Marine {
                name: name.clone(),
                room: LANDING_ZONE,
                status: MarineStatus::Inside,
                larva: false,
                passed: false,
                data: false,
                eggs: 0,
                contamination: 0,
            })
            .collect();
        let missions = missions::deal(config)?;
        Ok(RetaliationState {
            missions,
            config: config.clone(),
            round: 1,
            step: Step::Players,
            queen_dead: false,
            piles,
            map,
            marines,
            start_player: 0,
            facility: Facility {
                life_support: [false; 3],
                power_cut: false,
                hibernatorium_discovered: false,
                hibernatorium_powered: false,
                autodestruction: None,
                lander: Lander::Coming,
                aa_revealed: None,
                eggs: corrections::STARTING_EGGS,
                nest_destroyed: false,
                robot_room: HIBERNATORIUM,
                robot: None,
                robot_malfunction: false,
                robot_reached_reactor: false,
                fire_left: config.fire_markers,
                malfunction_left: config.malfunction_markers,
            },
            pending: VecDeque::new(),
            last_event: None,
            ended: None,
            result: None,
            next_intruder: 1,
            tokens_removed: 0,
            escaped_at_end: Vec::new(),
            eclosions_asked: false,
            just_left: None,
            followers: Vec::new(),
            raised: Vec::new(),
            frame_fixes: BTreeMap::new(),
            turn_of: None,
            landing_zone_unsaid: config.dealer == crate::ids::Dealer::Box,
            hidden,
        })
    }

    /// The room whose corridor tiles the table says first (issue 53: the rules answer what the
    /// window asks at the start): the Landing Zone, when the box deals and no step changed
    /// anything yet; the corrections open there. `None` once one did.
    pub fn setup_to_say(&self) -> Option<u8> {
        self.landing_zone_unsaid.then_some(LANDING_ZONE)
    }

    /// The frame's space at `cell` and its section: the model's, as the table corrected it.
    pub fn space(&self, cell: Hex) -> Option<Section> {
        match self.frame_fixes.get(&cell) {
            Some(fixed) => *fixed,
            None => tables().ok()?.frame.spaces.get(&cell).copied(),
        }
    }

    /// Every space of the frame with its section, as the table corrected it.
    pub fn spaces(&self) -> Vec<(Hex, Section)> {
        let mut all: BTreeMap<Hex, Section> =
            tables().map(|t| t.frame.spaces.clone()).unwrap_or_default();
        for (h, fixed) in &self.frame_fixes {
            match fixed {
                Some(s) => {
                    all.insert(*h, *s);
                }
                None => {
                    all.remove(h);
                }
            }
        }
        all.into_iter().collect()
    }

    /// Queen Health cards left in the face-down deck (their number is public, their order not).
    pub fn queen_deck_left(&self) -> usize {
        self.hidden.queen_deck.len()
    }

    pub fn bag_size(&self) -> usize {
        self.hidden.bag.len()
    }

    /// How many of each component is where, counts only (no order, no identities): for the
    /// checks that nothing is ever made or lost.
    pub fn component_counts(&self) -> ComponentCounts {
        ComponentCounts {
            tokens: self.hidden.bag.len()
                + self.piles.values().map(|&n| usize::from(n)).sum::<usize>()
                + usize::from(self.tokens_removed),
            events: self.hidden.events.len() + self.hidden.event_discard.len(),
            attacks: self.hidden.attacks.len() + self.hidden.attack_discard.len(),
            exploration: self.hidden.exploration.len() + self.hidden.exploration_discard.len(),
            rooms: self.map.rooms.len() + self.hidden.rooms.values().map(Vec::len).sum::<usize>(),
            corridors: self.map.corridors.len() + self.hidden.corridors.len(),
        }
    }

    pub fn public_view(&self) -> RetaliationView<'_> {
        let (rounds, lander_slot) = facts().map_or((0, 0), |f| (f.rounds, f.lander_slot));
        RetaliationView {
            round: self.round,
            rounds,
            lander_slot,
            step: self.step,
            queen: self.queen(),
            piles: &self.piles,
            bag_size: self.hidden.bag.len(),
            queen_deck_left: self.queen_deck_left(),
            event_deck_left: self.hidden.events.len(),
            attack_deck_left: self.hidden.attacks.len(),
            map: &self.map,
            marines: &self.marines,
            start_player: self.start_player,
            facility: &self.facility,
            pending: &self.pending,
            last_event: self.last_event.as_deref(),
            ended: self.ended,
            result: self.result.as_ref(),
            missions: &self.missions,
        }
    }

    /// The marines in turn order from the start player.
    pub fn turn_order(&self) -> Vec<usize> {
        let n = self.marines.len();
        (0..n).map(|i| (self.start_player + i) % n).collect()
    }

    /// Whether marine `who` may take a turn now: on the map, and not passed this round (JA 179,
    /// 232: a marine who passed takes no more turns until the next round).
    pub fn may_act(&self, who: usize) -> bool {
        self.marines
            .get(who)
            .is_some_and(|m| m.status == MarineStatus::Inside && !m.passed)
    }

    /// The marines who may still take a turn this round, in turn order from the start player.
    pub fn acting(&self) -> Vec<usize> {
        self.turn_order()
            .into_iter()
            .filter(|&i| self.may_act(i))
            .collect()
    }

    /// The next marine after `who` in turn order, round and round, who may still act (`who`
    /// again when nobody else can); the first who may act when `who` is None.
    pub fn next_to_act(&self, who: Option<usize>) -> Option<usize> {
        let order = self.turn_order();
        let at = who
            .and_then(|w| order.iter().position(|&i| i == w))
            .map_or(0, |p| p + 1);
        order
            .iter()
            .cycle()
            .skip(at)
            .take(order.len())
            .copied()
            .find(|&i| self.may_act(i))
    }

    /// Marines on the map (not in the Lander, hibernating, escaped or dead), in turn order.
    pub fn inside(&self) -> Vec<usize> {
        self.turn_order()
            .into_iter()
            .filter(|&i| self.marines[i].status == MarineStatus::Inside)
            .collect()
    }

    /// Marines on the map in this room, in turn order.
    pub fn inside_room(&self, room: u8) -> Vec<usize> {
        self.inside()
            .into_iter()
            .filter(|&i| self.marines[i].room == room)
            .collect()
    }

    pub fn apply(
        &mut self,
        cmd: &RetaliationCommand,
    ) -> Result<Vec<RetaliationOutcome>, RetaliationError> {
        // the refusals first, on `&self` (the offers ask the same); what `run` still refuses
        // is a backstop the offers' property test holds to agree with them
        self.check(cmd)?;
        let before = self.current_turn();
        let mut next = self.clone();
        let mut out = Vec::new();
        next.run(cmd, &mut out)?;
        next.count_turn(cmd, before);
        next.after(cmd.is_answer(), &mut out);
        // a step that changed nothing (a correction to what already stands) leaves the
        // Landing Zone still to say (the states are compared only while it is unsaid: the
        // first steps of a game where the box deals)
        if next.landing_zone_unsaid && next != *self {
            next.landing_zone_unsaid = false;
        }
        *self = next;
        Ok(out)
    }

    /// Whose turn it is and how many actions they took in it: the marine recorded, or when
    /// they can no longer act (passed, fell, boarded, died), the next in turn order with none
    /// taken. None outside the players' step or when nobody may act.
    pub fn current_turn(&self) -> Option<(usize, u8)> {
        if self.step != Step::Players || self.ended.is_some() || self.result.is_some() {
            return None;
        }
        match self.turn_of {
            Some((who, used)) if self.may_act(who) => Some((who, used)),
            Some((who, _)) => self.next_to_act(Some(who)).map(|n| (n, 0)),
            None => self.next_to_act(None).map(|n| (n, 0)),
        }
    }

    /// After a command went through: an action counts in its marine's turn, a turn's end
    /// hands it on, a new round starts with the start player.
    fn count_turn(&mut self, cmd: &RetaliationCommand, before: Option<(usize, u8)>) {
        use RetaliationCommand as C;
        match cmd {
            C::EndTurn { who, .. } => {
                self.turn_of = self.next_to_act(Some(*who)).map(|n| (n, 0));
            }
            C::Cleanup {} => self.turn_of = None,
            C::Correct {
                fix: Fix::Turn { .. },
            } => {}
            _ => {
                if let Some(who) = cmd.action_of() {
                    let used = match before {
                        Some((w, used)) if w == who => used,
                        _ => 0,
                    };
                    self.turn_of = Some((who, used.saturating_add(1)));
                }
            }
        }
    }

    /// Questions raised by an answer come before the ones already waiting; the rest queue up.
    fn after(&mut self, answer: bool, out: &mut Vec<RetaliationOutcome>) {
        let raised = std::mem::take(&mut self.raised);
        for q in &raised {
            out.push(RetaliationOutcome::Ask { question: *q });
        }
        if answer {
            for q in raised.into_iter().rev() {
                self.pending.push_front(q);
            }
        } else {
            self.pending.extend(raised);
        }
        self.check_end(out);
    }

    fn ask(&mut self, q: Question) {
        self.raised.push(q);
    }

    fn marine(&self, who: usize) -> Result<&Marine, RetaliationError> {
        self.marines.get(who).ok_or(RetaliationError::NoSuchMarine)
    }

    fn marine_inside(&self, who: usize) -> Result<u8, RetaliationError> {
        let m = self.marine(who)?;
        if m.status != MarineStatus::Inside {
            return Err(RetaliationError::NotInside);
        }
        Ok(m.room)
    }

    fn run(
        &mut self,
        cmd: &RetaliationCommand,
        out: &mut Vec<RetaliationOutcome>,
    ) -> Result<(), RetaliationError> {
        use RetaliationCommand as C;
        // `check` refused what waits for a question, what comes after the end and a marine
        // who passed (JA 179, 232) before this runs
        // a fallen marine is carried by the move just made, or not at all (a correction typed
        // in between changes nothing the table did)
        let left = self.just_left;
        if !cmd.is_answer() && !matches!(cmd, C::Carry { .. } | C::Correct { .. }) {
            self.just_left = None;
        }
        // bag corrections count from the bag as play last left it
        if !matches!(cmd, C::Correct { .. }) {
            self.hidden.bag_fixes = None;
        }
        match cmd {
            C::NoiseRoll { face } => self.answer_noise(*face, out),
            C::TokenBack { adults, drones } => self.answer_back(*adults, *drones, out),
            C::Scan { found } => self.answer_scan(*found, out),
            C::Tiles { room, corridors } => self.answer_tiles(*room, corridors, out),
            C::AaOrder { swap } => self.answer_aa_order(*swap, out),
            C::Move {
                who,
                corridor,
                careful,
            } => self.move_marine(*who, *corridor, *careful, out),
            C::EndTurn { who, pass } => self.end_turn(*who, *pass, out),
            C::Room { who, action } => self.room_action(*who, action.clone(), out),
            C::Secure { who } => self.secure(*who, out),
            C::Repel { who, at, kind } => self.repel_by(*who, *at, *kind, out),
            C::Melee {
                who,
                kind,
                killed,
                blocked,
            } => self.melee(*who, *kind, *killed, *blocked, out),
            C::Robot { who, act } => self.robot(*who, act.clone(), out),
            C::Roll { who } => self.ask_for(
                *who,
                Question::NoiseRoll {
                    who: *who,
                    why: RollWhy::Effect,
                },
            ),
            C::Infection { who } => self.ask_for(*who, Question::Infection { who: *who }),
            C::Died { who } => {
                self.stop_move_of(*who, left);
                self.marine_died(*who, out)
            }
            C::Carry { fallen, by } => self.carry(*fallen, *by, out),
            C::Shoot {
                who,
                at,
                kind,
                result,
            } => self.shoot(*who, *at, *kind, *result, out),
            C::Kill { at, kind } => self.kill(*at, *kind, out),
            C::Hit { at, kind } => self.hit(*at, *kind, out),
            C::QueenCritical {} => self.queen_critical(out),
            C::IntruderPhase {} => self.intruder_phase(out),
            C::TakeOff { who } => self.take_off(*who, out),
            C::EventCard {} => self.event_card(out),
            C::BagDevelopment {} => self.bag_development_step(out),
            C::Cleanup {} => self.cleanup(out),
            C::Correct { fix } => self.correct(*fix, out),
        }
    }

    // ----- the bag -----

    fn draw(&mut self, out: &mut Vec<RetaliationOutcome>) -> Result<RKind, RetaliationError> {
        if self.hidden.bag.is_empty() {
            return Err(RetaliationError::BagEmpty);
        }
        let i = rand::RngExt::random_range(&mut self.hidden.rng, 0..self.hidden.bag.len());
        let kind = self.hidden.bag.swap_remove(i);
        out.push(RetaliationOutcome::TokenDrawn { kind });
        Ok(kind)
    }

    /// Takes `count` tokens of `kind` from the top of its pile into the bag.
    fn add(&mut self, kind: RKind, count: u8, out: &mut Vec<RetaliationOutcome>) {
        let pile = self.piles.entry(kind).or_insert(0);
        let take = count.min(*pile);
        *pile -= take;
        self.hidden
            .bag
            .extend(std::iter::repeat_n(kind, usize::from(take)));
        out.push(RetaliationOutcome::TokensAdded {
            kind,
            count: take,
            short: count - take,
        });
    }

    /// A resolved token leaves the bag: to the bottom of its pile, or out of the game (a Queen
    /// token drawn once she is dead).
    fn put_away(&mut self, kind: RKind, out: &mut Vec<RetaliationOutcome>) {
        if kind == RKind::Queen && self.queen_dead {
            self.tokens_removed += 1;
            out.push(RetaliationOutcome::TokenRemoved { kind });
        } else {
            *self.piles.entry(kind).or_insert(0) += 1;
            out.push(RetaliationOutcome::TokenToPile { kind });
        }
    }

    /// The Blank's row, the same in every column: 2 Adults join the bag and the Blank goes back.
    /// A Blank from the bag. Bag development's row is on the Help sheet (JA rulebook: Blank:
    /// two random Adult tokens into the bag, the Blank goes back). The noise marker's table
    /// (JA 「騒音マーカーの解決」) and the Danger face say nothing of a Blank; the app follows
    /// the rulebook's nearest rule, the Intruder Bag section (JA: every token drawn, in any
    /// phase, is resolved by the Intruder Help sheet, and only the Blank returns to the bag),
    /// so a Blank drawn anywhere does what the Help sheet says, and nothing appears where it
    /// was drawn for. This is the app's reading, not a printed rule for those draws.
    fn blank_drawn(&mut self, out: &mut Vec<RetaliationOutcome>) {
        self.add(RKind::Adult, 2, out);
        self.hidden.bag.push(RKind::Blank);
        out.push(RetaliationOutcome::BlankBackInBag);
    }

    /// The Help sheet's bag-development column (cards-retaliation.md §1.3).
    fn bag_development(
        &mut self,
        out: &mut Vec<RetaliationOutcome>,
    ) -> Result<(), RetaliationError> {
        let kind = self.draw(out)?;
        let alive = !self.queen_dead;
        match kind {
            RKind::Blank => {
                self.blank_drawn(out);
                return Ok(());
            }
            RKind::Queen => match self.queen() {
                Queen::Alive { on_map: true } => self.queen_activates(None, out),
                Queen::Alive { on_map: false } => self.add(RKind::Larva, 2, out),
                Queen::Dead => self.add(RKind::Drone, 2, out),
            },
            RKind::Adult | RKind::Drone if alive => self.add(RKind::Queen, 2, out),
            RKind::Adult | RKind::Drone => self.add(RKind::Larva, 2, out),
            RKind::Larva => self.add(RKind::Drone, 2, out),
        }
        self.put_away(kind, out);
        Ok(())
    }

    /// The Queen's top health card, `discard` more unseen, its effect; the empty deck kills her.
    fn queen_critical(
        &mut self,
        out: &mut Vec<RetaliationOutcome>,
    ) -> Result<(), RetaliationError> {
        if self.queen_dead {
            return Err(RetaliationError::QueenDead);
        }
        let f = facts().map_err(RetaliationError::from)?;
        let Some(card) = self.hidden.queen_deck.pop() else {
            return Err(RetaliationError::QueenDead);
        };
        let fact = &f.queen_health[usize::from(card)];
        let discarded = fact.discard.min(self.hidden.queen_deck.len() as u8);
        for _ in 0..discarded {
            self.hidden.queen_deck.pop();
        }
        out.push(RetaliationOutcome::QueenHealth {
            effect: fact.effect,
            discarded,
        });
        let at = self.queen_place();
        match fact.effect {
            QueenHealthEffect::QueenTokensToBag => {
                let n = self.piles.get(&RKind::Queen).copied().unwrap_or(0);
                self.add(RKind::Queen, n, out);
            }
            QueenHealthEffect::LeaveMap => {
                if let Some(p) = at {
                    self.remove_kind(p, RKind::Queen);
                }
                out.push(RetaliationOutcome::QueenLeavesMap);
            }
            QueenHealthEffect::Repel => {
                if let Some(p) = at {
                    self.repel(p, RKind::Queen, out);
                }
            }
            QueenHealthEffect::Activate => self.queen_activates(None, out),
            QueenHealthEffect::RoomDrawsTwo => {}
            QueenHealthEffect::RoomNoiseRolls => {
                if let Some(Place::Room(r)) = at {
                    for who in self.inside_room(r) {
                        self.ask(Question::NoiseRoll {
                            who,
                            why: RollWhy::Effect,
                        });
                    }
                }
            }
            QueenHealthEffect::MalfunctionInRoom => {
                if let Some(Place::Room(r)) = at {
                    self.place_malfunction(r, out);
                }
            }
        }
        if self.hidden.queen_deck.is_empty() {
            if let Some(p) = self.queen_place() {
                self.remove_kind(p, RKind::Queen);
            }
            self.queen_dead = true;
            out.push(RetaliationOutcome::QueenDied);
        }
        Ok(())
    }

    /// The Queen as the table sees her: dead, or alive with her model on the map or not.
    pub fn queen(&self) -> Queen {
        if self.queen_dead {
            Queen::Dead
        } else {
            Queen::Alive {
                on_map: self.queen_place().is_some(),
            }
        }
    }

    pub fn queen_place(&self) -> Option<Place> {
        self.map
            .rooms
            .values()
            .find(|r| r.intruders.iter().any(|i| i.kind == RKind::Queen))
            .map(|r| Place::Room(r.id))
            .or_else(|| {
                self.map
                    .corridors
                    .values()
                    .find(|c| c.intruders.iter().any(|i| i.kind == RKind::Queen))
                    .map(|c| Place::Corridor(c.id))
            })
    }

    fn new_intruder(&mut self, kind: RKind) -> Intruder {
        let id = self.next_intruder;
        self.next_intruder += 1;
        Intruder { id, kind, hits: 0 }
    }

    /// Takes one intruder of `kind` off the map at `p` (the most hit first).
    fn remove_kind(&mut self, p: Place, kind: RKind) -> Option<Intruder> {
        let v = self.map.intruders_mut(p)?;
        let i = v
            .iter()
            .enumerate()
            .filter(|(_, i)| i.kind == kind)
            .max_by_key(|(_, i)| i.hits)
            .map(|(n, _)| n)?;
        Some(v.remove(i))
    }

    fn corridor_exists(&self, corridor: u16) -> Result<(), RetaliationError> {
        if self.map.corridors.contains_key(&corridor) {
            Ok(())
        } else {
            Err(RetaliationError::NoSuchCorridor)
        }
    }
}

/// *Nemesis: Retaliation*.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Retaliation;

impl Ruleset for Retaliation {
    const GAME: GameKind = GameKind::Retaliation;
    type Config = RetaliationConfig;
    type State = RetaliationState;
    type Command = RetaliationCommand;
    type Outcome = RetaliationOutcome;
    type Error = RetaliationError;
    type Step = Step;
    type Question = Question;

    fn start(config: &Self::Config) -> Result<Self::State, Self::Error> {
        RetaliationState::new(config)
    }
    fn apply(
        state: &mut Self::State,
        cmd: &Self::Command,
    ) -> Result<Vec<Self::Outcome>, Self::Error> {
        state.apply(cmd)
    }
    fn normalised(cmd: Self::Command) -> Result<Self::Command, Self::Error> {
        Ok(cmd)
    }
    fn label(cmd: &Self::Command) -> String {
        cmd.label()
    }
    fn public_view(state: &Self::State) -> serde_json::Value {
        serde_json::to_value(state.public_view()).unwrap_or(serde_json::Value::Null)
    }
    fn too_long() -> Self::Error {
        RetaliationError::GameTooLong
    }
    fn round(state: &Self::State) -> u32 {
        u32::from(state.round)
    }
    fn finished(state: &Self::State) -> bool {
        state.result.is_some()
    }
    fn player_names(config: &Self::Config) -> Vec<String> {
        config.players.clone()
    }
    fn offers(state: &Self::State) -> Vec<crate::ask::Offer<Self::Command>> {
        state.offers()
    }
    fn turn(state: &Self::State) -> crate::ask::Turn<Self::Step> {
        let now = state.current_turn();
        crate::ask::Turn {
            step: state.step,
            player: now.map(|(who, _)| who as u8 + 1),
            actions_left: now
                .filter(|_| state.config.two_actions)
                .map(|(_, used)| ACTIONS_PER_TURN.saturating_sub(used)),
        }
    }
    fn pending(state: &Self::State) -> Option<Self::Question> {
        state.pending.front().cloned()
    }
}
