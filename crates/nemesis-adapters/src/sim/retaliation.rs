//! Whole *Retaliation* games through the same journal the table uses, with a model of the
//! players' side: health, oxygen, hands of cards, shooting and bursting, and a marine who explores,
//! switches life support on, powers the Hibernatorium and heads for a way out late in the game.
//! It repairs a malfunction in a room whose action it needs (an action card or a technical item,
//! reported as the marker taken off), searches each room's item icons once, takes care in the
//! Emergency Room and ammunition in the Armory, and starts with 5 ammo spends (a loaded weapon and
//! a belt token). Without repairs, life support stayed off in 8 of 10 suffocations.
//! The app asks; the model answers: the noise die (a model d10: 1–4 twice each and 2 Hazards,
//! since the real faces are unknown), token backs (Adults 2–4, Drones 1–3 Adults + 1), and the
//! contamination scans (a model 7 of 27 infected). None of these models is in the rules crate.
//! With intruders in a corridor next door and nothing left to burst with, a marine may shut the
//! door with a card (one hand in three) or place a secure token; badly hurt in combat, one hand in
//! four repels. `coop` plays full co-op (a dying marine falls, JA 980; nobody carries the fallen).

use crate::rules::retaliation::map::Door;
use crate::rules::retaliation::{
    AttackRow, EndCause, Fix, Health, Lander, MarineStatus, NoiseFace, Question, RKind,
    Retaliation, RetaliationCommand as C, RetaliationConfig, RetaliationOutcome as O,
    RetaliationState, Step, Way, tables,
};
use crate::session::Journal;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::Serialize;
use std::collections::{BTreeMap, BTreeSet, VecDeque};

mod wishes;

#[derive(Debug, Clone, Default, PartialEq, Serialize)]
pub struct Summary {
    pub game: &'static str,
    pub games: u32,
    pub players: usize,
    pub seed: u64,
    /// Full co-op (a dying marine falls and can be revived).
    pub coop: bool,
    /// How games ended.
    pub ends: BTreeMap<EndCause, u32>,
    pub rounds_total: u64,
    pub commands_total: u64,
    /// The longest game, in commands.
    pub commands_max: usize,
    /// Intruders put on the map, by type.
    pub appeared: BTreeMap<RKind, u64>,
    /// Tokens drawn from the bag, by type.
    pub drawn: BTreeMap<RKind, u64>,
    pub rooms_explored: u64,
    pub queen_appeared: u32,
    pub queen_died: u32,
    pub lander_landed: u32,
    pub lander_shot_down: u32,
    pub autodestruction_started: u32,
    /// Marines out of the facility at the end, by way.
    pub escaped: BTreeMap<String, u64>,
    /// Marines alive after the end checks.
    pub survivors: u64,
    pub marines_died: u64,
    /// Co-op: marines who fell (instead of dying) during the game.
    pub fell: u64,
    /// Deaths the table reported, by what last hurt the marine (the model's side).
    pub deaths: BTreeMap<String, u64>,
    /// Questions the app asked the table, by kind.
    pub questions: BTreeMap<String, u64>,
    /// Tokens the piles could not give (the component limit).
    pub tokens_short: u64,
}

/// Whether the players know a way to the Hibernatorium: a marine reached it, or a placed room
/// has a corridor to it (its tile stays face down until someone gets there, JA 60–61).
fn hibernatorium_in_reach(st: &RetaliationState) -> bool {
    use crate::rules::retaliation::HIBERNATORIUM;
    st.facility.hibernatorium_discovered
        || st
            .map
            .rooms
            .keys()
            .filter(|&&r| r != HIBERNATORIUM)
            .flat_map(|&r| st.map.corridors_of(r))
            .any(|c| st.map.corridor_rooms(c).contains(&HIBERNATORIUM))
}

/// The players' side of one marine, which the app does not hold.
#[derive(Debug, Clone)]
struct Body {
    hp: i8,
    max: i8,
    oxygen: i8,
    oxygen_tokens: u8,
    medpacks: u8,
    ammo: u8,
    grenades: u8,
    suffocating: bool,
    cards: u8,
    /// What last took health away (the summary counts deaths by it).
    hurt: &'static str,
}

impl Body {
    fn new() -> Body {
        Body {
            hp: 9,
            max: 9,
            oxygen: 7,
            oxygen_tokens: 2,
            medpacks: 0,
            ammo: 5,
            grenades: 1,
            suffocating: false,
            cards: 5,
            hurt: "",
        }
    }
    fn health(&self) -> Health {
        match self.hp {
            7.. => Health::Fine,
            4..=6 => Health::Injured,
            _ => Health::HeavilyInjured,
        }
    }
    fn wound(&mut self, n: u8) {
        for _ in 0..n {
            self.max -= 1;
            self.hp -= 1;
        }
    }
    fn take(&mut self, row: &AttackRow) {
        if row.kills.is_some_and(|k| self.health() >= k) {
            self.hp = 0;
            return;
        }
        let wounds = match (self.health(), row.wounds_injured) {
            (Health::Injured, Some(w)) => w,
            _ => row.wounds,
        };
        self.hp -= row.hp as i8;
        self.wound(wounds);
    }
}

struct Table {
    rng: ChaCha8Rng,
    bodies: Vec<Body>,
    /// Queen hit track (its length is unknown; the model fills it at 3).
    queen_hits: u8,
    /// Oxygen tokens left in the Landing Zone's supply.
    lz_oxygen: u8,
    /// Rooms each marine has searched (the model searches a room once: its item decks are
    /// finite and what is left is thin).
    searched: BTreeSet<(usize, u8)>,
    /// Marines who emptied the Armory already.
    armed: BTreeSet<usize>,
}

fn noise_face(rng: &mut ChaCha8Rng) -> NoiseFace {
    const DIE: [NoiseFace; 10] = [
        NoiseFace::One,
        NoiseFace::One,
        NoiseFace::Two,
        NoiseFace::Two,
        NoiseFace::Three,
        NoiseFace::Three,
        NoiseFace::Four,
        NoiseFace::Four,
        NoiseFace::Hazard,
        NoiseFace::Hazard,
    ];
    DIE[rng.random_range(0..DIE.len())]
}

/// One action a marine wants: a command for the app with its card cost, or an action the app
/// does not hold (tactical gear, a shot on the Queen that fills no track, a missed burst, the
/// Landing Zone's supply) that only costs cards.
enum Choice {
    App(C, u8),
    Physical(u8),
}

struct Game {
    j: Journal<Retaliation>,
    t: Table,
}

impl Game {
    fn state(&self) -> &RetaliationState {
        self.j.state()
    }

    /// Applies a command; `None` when the rules refuse it. Then the table answers every question
    /// and reports every death, so the app never waits.
    fn try_cmd(&mut self, cmd: C, s: &mut Summary) -> Result<Option<Vec<O>>, String> {
        let out = match self.j.apply(cmd) {
            Ok(out) => out,
            Err(_) => return Ok(None),
        };
        s.commands_total += 1;
        self.observe(&out, s);
        self.settle(s)?;
        Ok(Some(out))
    }

    fn must(&mut self, cmd: C, s: &mut Summary) -> Result<Vec<O>, String> {
        let label = format!("{cmd:?}");
        let out = self
            .j
            .apply(cmd)
            .map_err(|e| format!("{label} refused: {e}"))?;
        s.commands_total += 1;
        self.observe(&out, s);
        self.settle(s)?;
        Ok(out)
    }

    fn observe(&mut self, out: &[O], s: &mut Summary) {
        for o in out {
            match o {
                O::TokenDrawn { kind } => *s.drawn.entry(*kind).or_default() += 1,
                O::TokensAdded { short, .. } => s.tokens_short += u64::from(*short),
                O::Appears { kind, .. } => *s.appeared.entry(*kind).or_default() += 1,
                O::Explored { .. } => s.rooms_explored += 1,
                O::MarineFell { .. } => s.fell += 1,
                O::Revived { who } => {
                    // serious wounds discarded, back on their feet with a little health
                    let b = &mut self.t.bodies[*who];
                    b.max = Body::new().max;
                    b.hp = b.hp.max(3);
                }
                O::Ask { question } => {
                    let k = match question {
                        Question::NoiseRoll { .. } => "noise_roll",
                        Question::TokenBack { .. } => "token_back",
                        Question::Infection { .. } => "infection",
                        Question::Eclosion { .. } => "eclosion",
                        Question::Tiles { .. } => "tiles",
                        Question::AaOrder { .. } => "aa_order",
                    };
                    *s.questions.entry(k.into()).or_default() += 1;
                }
                O::Attack { target, row, .. } => {
                    let st = self.state();
                    let hit: Vec<usize> = if row.room {
                        st.inside_room(st.marines[*target].room)
                    } else {
                        vec![*target]
                    };
                    for w in hit {
                        self.t.bodies[w].take(row);
                        self.t.bodies[w].hurt = "attacks";
                    }
                }
                O::LoseHp { who, hp } => {
                    for w in who {
                        self.t.bodies[*w].hp -= *hp as i8;
                        self.t.bodies[*w].hurt = "the robot";
                    }
                }
                O::Panic { who } => {
                    for w in who {
                        let b = &mut self.t.bodies[*w];
                        if b.ammo > 0 && b.oxygen <= 3 {
                            b.ammo -= 1;
                        } else {
                            b.oxygen -= 1;
                        }
                    }
                }
                O::TurnEnded {
                    who, oxygen, fire, ..
                } => {
                    let b = &mut self.t.bodies[*who];
                    if *fire {
                        b.hp -= 1;
                        b.hurt = "fire";
                    }
                    if *oxygen {
                        if b.suffocating {
                            b.hp = 0;
                            b.hurt = "suffocation";
                        }
                        b.oxygen -= 1;
                    }
                    if b.oxygen <= 0 && b.oxygen_tokens > 0 {
                        b.oxygen_tokens -= 1;
                        b.oxygen += 3;
                    }
                    b.suffocating = b.oxygen <= 0;
                }
                _ => {}
            }
        }
    }

    /// Deaths are reported, questions answered, until the app waits for nothing.
    fn settle(&mut self, s: &mut Summary) -> Result<(), String> {
        for _ in 0..1000 {
            let st = self.state();
            let dead = (0..st.marines.len()).find(|&i| {
                matches!(
                    st.marines[i].status,
                    MarineStatus::Inside | MarineStatus::InLander
                ) && self.t.bodies[i].hp <= 0
            });
            if let Some(who) = dead
                && (st.ended.is_none() || st.pending.is_empty())
            {
                *s.deaths.entry(self.t.bodies[who].hurt.into()).or_default() += 1;
                let out = self.j.apply(C::Died { who }).map_err(|e| e.to_string())?;
                s.commands_total += 1;
                self.observe(&out, s);
                continue;
            }
            let Some(q) = self.state().pending.front().copied() else {
                return Ok(());
            };
            let cmd = self.answer(q);
            let out = self
                .j
                .apply(cmd.clone())
                .map_err(|e| format!("answer {cmd:?} to {q:?} refused: {e}"))?;
            s.commands_total += 1;
            self.observe(&out, s);
        }
        Err("the table answered 1000 questions in a row".into())
    }

    fn answer(&mut self, q: Question) -> C {
        let st = self.j.state();
        let rng = &mut self.t.rng;
        match q {
            Question::Tiles { .. } => {
                // the players draw from the physical piles: any tile left in them
                let Some(w) = st.tiles_wanted() else {
                    return C::Tiles {
                        room: 0,
                        corridors: Vec::new(),
                    };
                };
                let room = w.rooms[rng.random_range(0..w.rooms.len())];
                let mut pile = w.corridors.clone();
                rand::seq::SliceRandom::shuffle(&mut pile[..], rng);
                pile.truncate(w.count);
                C::Tiles {
                    room,
                    corridors: pile,
                }
            }
            Question::NoiseRoll { .. } => C::NoiseRoll {
                face: noise_face(rng),
            },
            // the model's marines never look at the AA tokens; were one to, it keeps the order
            Question::AaOrder { .. } => C::AaOrder { swap: false },
            Question::TokenBack {
                kind: RKind::Adult, ..
            } => C::TokenBack {
                adults: rng.random_range(2..=4),
                drones: 0,
            },
            Question::TokenBack { .. } => C::TokenBack {
                adults: rng.random_range(1..=3),
                drones: 1,
            },
            Question::Infection { who } => {
                let k = i32::from(st.marines[who].contamination.min(12));
                let clean = (20.0f64 / 27.0).powi(k);
                C::Scan {
                    found: rng.random_bool(1.0 - clean),
                }
            }
            Question::Eclosion { who } => {
                let k = f64::from(st.marines[who].contamination.min(20));
                // four cards from an action deck of 15 plus the contamination cards
                let clean = (0..4).fold(1.0, |p, i| p * (15.0 - i as f64) / (15.0 + k - i as f64));
                C::Scan {
                    found: rng.random_bool((1.0 - clean).clamp(0.0, 1.0)),
                }
            }
        }
    }

    /// Rooms reachable from `from` through explored corridors: the corridor to take first
    /// toward each, with the distance.
    fn routes(&self, from: u8) -> BTreeMap<u8, (u16, u32)> {
        let st = self.state();
        let mut first: BTreeMap<u8, (u16, u32)> = BTreeMap::new();
        let mut seen = BTreeSet::from([from]);
        let mut queue = VecDeque::from([(from, None::<u16>, 0u32)]);
        while let Some((r, via, d)) = queue.pop_front() {
            for c in st.map.corridors_of(r) {
                let Some(next) = st.map.beyond(c, r) else {
                    continue;
                };
                if seen.insert(next) {
                    let v = via.unwrap_or(c);
                    first.insert(next, (v, d + 1));
                    queue.push_back((next, Some(v), d + 1));
                }
            }
        }
        first
    }

    /// An unexplored corridor of `room` that leads to a space of the frame.
    fn frontier(&self, room: u8) -> Option<u16> {
        let st = self.state();
        let t = tables().ok()?;
        let cell = st.map.rooms.get(&room)?.cell;
        st.map.corridors_of(room).into_iter().find(|c| {
            st.map.unexplored(*c)
                && st.map.corridors.get(c).is_some_and(|k| {
                    let (a, b) = k.ends();
                    let far = if a == cell { b } else { a };
                    t.frame.spaces.contains_key(&far)
                })
        })
    }

    /// A move through `c` (careful costs 2 cards), opening a closed door first (a door card)
    /// when there is one.
    fn walk(&self, who: usize, c: u16, careful: bool) -> Choice {
        let st = self.state();
        if st
            .map
            .corridors
            .get(&c)
            .is_some_and(|k| k.door == Some(Door::Closed))
        {
            return Choice::App(
                C::Correct {
                    fix: Fix::Door {
                        corridor: c,
                        door: Door::Open,
                    },
                },
                1,
            );
        }
        Choice::App(
            C::Move {
                who,
                corridor: c,
                careful,
            },
            1 + u8::from(careful),
        )
    }

    /// One marine's turn: up to two actions, then the turn ends (a pass with no cards left).
    fn turn(&mut self, who: usize, s: &mut Summary) -> Result<(), String> {
        let mut actions = 0;
        while actions < 2 {
            if self.state().ended.is_some()
                || self.state().marines[who].status != MarineStatus::Inside
            {
                return Ok(());
            }
            if self.t.bodies[who].cards == 0 {
                self.must(C::EndTurn { who, pass: true }, s)?;
                return Ok(());
            }
            let mut done = false;
            for choice in self.options(who) {
                let (cmd, cost) = match choice {
                    Choice::Physical(cost) => {
                        self.t.bodies[who].cards = self.t.bodies[who].cards.saturating_sub(cost);
                        done = true;
                        break;
                    }
                    Choice::App(cmd, cost) => (cmd, cost),
                };
                if self.t.bodies[who].cards < cost {
                    continue;
                }
                if self.try_cmd(cmd, s)?.is_some() {
                    self.t.bodies[who].cards -= cost;
                    done = true;
                    break;
                }
            }
            if !done {
                self.t.bodies[who].cards = 0;
                continue;
            }
            actions += 1;
        }
        if self.state().ended.is_none() && self.state().marines[who].status == MarineStatus::Inside
        {
            self.must(C::EndTurn { who, pass: false }, s)?;
        }
        Ok(())
    }

    fn round(&mut self, s: &mut Summary) -> Result<(), String> {
        // the player phase: turns in order until everyone has passed
        for _ in 0..20 {
            let st = self.state();
            if st.ended.is_some() {
                return Ok(());
            }
            let waiting: Vec<usize> = st
                .inside()
                .into_iter()
                .filter(|&i| !st.marines[i].passed)
                .collect();
            if waiting.is_empty() {
                break;
            }
            for who in waiting {
                self.turn(who, s)?;
            }
        }
        if self.state().ended.is_some() {
            return Ok(());
        }
        for who in self.state().inside() {
            if !self.state().marines[who].passed {
                self.must(C::EndTurn { who, pass: true }, s)?;
            }
        }
        if self.state().ended.is_some() {
            return Ok(());
        }
        self.must(C::IntruderPhase {}, s)?;
        if self.state().ended.is_some() {
            return Ok(());
        }
        let aboard: Vec<usize> = (0..self.state().marines.len())
            .filter(|&i| self.state().marines[i].status == MarineStatus::InLander)
            .collect();
        if let Some(&who) = aboard.first()
            && (self.state().inside().is_empty()
                || self.state().round >= 12
                || self.t.rng.random_bool(0.3))
        {
            self.must(C::TakeOff { who }, s)?;
        }
        if self.state().ended.is_some() {
            return Ok(());
        }
        self.must(C::EventCard {}, s)?;
        if self.state().ended.is_some() {
            return Ok(());
        }
        self.must(C::BagDevelopment {}, s)?;
        if self.state().ended.is_some() {
            return Ok(());
        }
        for b in &mut self.t.bodies {
            b.cards = 5;
        }
        self.must(C::Cleanup {}, s)?;
        Ok(())
    }
}

/// One game played by the simulated table for at most `rounds` rounds (or to its end): the
/// journal, with every command the table gave. The save fixtures and the store's tests use it.
pub fn played(
    config: RetaliationConfig,
    table_seed: u64,
    rounds: u32,
) -> Result<Journal<Retaliation>, String> {
    let players = config.players.len();
    let j = Journal::<Retaliation>::new(config).map_err(|e| e.to_string())?;
    let mut g = Game {
        j,
        t: Table {
            rng: ChaCha8Rng::seed_from_u64(table_seed),
            bodies: vec![Body::new(); players],
            queen_hits: 0,
            lz_oxygen: 4,
            searched: BTreeSet::new(),
            armed: BTreeSet::new(),
        },
    };
    let mut s = Summary::default();
    for _ in 0..rounds {
        if g.state().result.is_some() {
            break;
        }
        g.round(&mut s)?;
    }
    Ok(g.j)
}

pub fn simulate(games: u32, players: usize, seed: u64, coop: bool) -> Result<Summary, String> {
    let mut s = Summary {
        game: "retaliation",
        games,
        players,
        seed,
        coop,
        ..Default::default()
    };
    let mut seeds = ChaCha8Rng::seed_from_u64(seed);
    for n in 0..games {
        let (game_seed, table_seed): (u64, u64) = (seeds.random(), seeds.random());
        // every other game the box deals the tiles and the players say what they drew
        let mut config = RetaliationConfig::numbered(game_seed, players);
        config.coop = coop;
        if n % 2 == 1 {
            config.dealer = crate::rules::ids::Dealer::Box;
        }
        let j = Journal::<Retaliation>::new(config).map_err(|e| e.to_string())?;
        let mut g = Game {
            j,
            t: Table {
                rng: ChaCha8Rng::seed_from_u64(table_seed),
                bodies: vec![Body::new(); players],
                queen_hits: 0,
                lz_oxygen: 4,
                searched: BTreeSet::new(),
                armed: BTreeSet::new(),
            },
        };
        let mut appeared = false;
        for _ in 0..20 {
            if g.state().result.is_some() {
                break;
            }
            g.round(&mut s)
                .map_err(|e| format!("game {n} (seed {game_seed}): {e}"))?;
            appeared |=
                g.state().queen() != crate::rules::retaliation::Queen::Alive { on_map: false };
        }
        let st = g.state();
        let Some(result) = st.result.clone() else {
            return Err(format!(
                "game {n} (seed {game_seed}) did not end by the rules"
            ));
        };
        if st.component_counts().tokens != 40 {
            return Err(format!("game {n}: tokens were made or lost"));
        }
        if st.step != Step::Players && st.ended.is_none() {
            return Err(format!("game {n}: ended mid-round without a cause"));
        }
        *s.ends.entry(result.cause).or_default() += 1;
        s.rounds_total += u64::from(st.round);
        s.commands_max = s.commands_max.max(g.j.commands().len());
        s.queen_appeared += u32::from(appeared);
        s.queen_died += u32::from(st.queen() == crate::rules::retaliation::Queen::Dead);
        s.lander_landed += u32::from(matches!(
            st.facility.lander,
            Lander::Landed | Lander::Departed
        ));
        s.lander_shot_down += u32::from(st.facility.lander == Lander::ShotDown);
        s.autodestruction_started += u32::from(st.facility.autodestruction.is_some());
        s.survivors += result.survivors.len() as u64;
        s.marines_died += st
            .marines
            .iter()
            .filter(|m| m.status == MarineStatus::Dead)
            .count() as u64;
        for &i in &result.escaped {
            let way = match st.marines[i].status {
                MarineStatus::Escaped(Way::Lander) => "lander",
                MarineStatus::Escaped(Way::Shuttle) => "shuttle",
                MarineStatus::Hibernating => "hibernatorium",
                _ => "escaped, then died in the checks",
            };
            *s.escaped.entry(way.into()).or_default() += 1;
        }
    }
    Ok(s)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn whole_games_end_by_the_rules_and_the_same_seed_gives_the_same_numbers() {
        let a = simulate(30, 4, 5, false).unwrap();
        assert_eq!(a, simulate(30, 4, 5, false).unwrap());
        assert_ne!(a, simulate(30, 4, 6, false).unwrap());
        assert_eq!(a.ends.values().sum::<u32>(), 30);
        assert!(a.rooms_explored > 30 * 3, "{a:?}");
        assert!(
            a.appeared.get(&RKind::Adult).copied().unwrap_or(0) > 0,
            "{a:?}"
        );
        assert!(a.questions.get("noise_roll").copied().unwrap_or(0) > 0);
    }

    #[test]
    fn every_player_count_plays_to_the_end() {
        for players in 1..=5 {
            let s = simulate(6, players, 11, false).unwrap();
            assert_eq!(s.ends.values().sum::<u32>(), 6, "{players} players");
        }
        // full co-op: dying marines fall instead (JA 980)
        let mut fell = 0;
        for players in 2..=5 {
            let s = simulate(6, players, 11, true).unwrap();
            assert_eq!(s.ends.values().sum::<u32>(), 6, "co-op, {players} players");
            fell += s.fell;
            assert_eq!(simulate(6, players, 11, false).unwrap().fell, 0);
        }
        assert!(fell > 0, "some marine fell in 24 co-op games");
    }
}
