//! *Nemesis: Retaliation* (retaliation.md, cards-retaliation.md; the Japanese seed 003 is the
//! authority): the second game behind the `Ruleset` seam, with its own config, state, commands,
//! outcomes and refusals.
//!
//! What it runs so far: the setup of the intruder bag and the face-up token piles, bag
//! development by the Help sheet (both sides), a Hazard draw in a room, the Queen Health deck
//! and her death, and the round track with the Lander. The growing map, movement, attacks,
//! events and the end-of-game checks come with issue 18; this module is their house.

mod data;
#[cfg(test)]
mod tests;

pub use data::{QueenHealthEffect, facts};

use super::ruleset::{GameKind, Ruleset};
use rand::SeedableRng;
use rand::seq::SliceRandom;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// Retaliation's intruder types and the Blank token, largest first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RKind {
    Queen,
    Drone,
    Adult,
    Larva,
    Blank,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RetaliationConfig {
    pub seed: u64,
    /// The marines' player names, by player number 1..=N.
    pub players: Vec<String>,
}

impl RetaliationConfig {
    /// `players` players named P1, P2, … (the simulator's and tests' setup).
    pub fn numbered(seed: u64, players: usize) -> RetaliationConfig {
        RetaliationConfig {
            seed,
            players: (1..=players).map(|i| format!("P{i}")).collect(),
        }
    }
}

/// The Queen as the table sees her.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "status", rename_all = "snake_case")]
pub enum Queen {
    Alive {
        on_map: bool,
    },
    /// The last Queen Health card went: her model is off the map and the Help sheet shows its
    /// "Queen is dead" side.
    Dead,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EndCause {
    /// Round 14 ended.
    TimeUp,
}

#[derive(Debug, Clone, PartialEq)]
pub struct RetaliationState {
    pub config: RetaliationConfig,
    /// The round marker, 1..=rounds.
    pub round: u8,
    pub queen: Queen,
    /// The face-up token piles beside the board: how many of each type are left.
    pub piles: BTreeMap<RKind, u8>,
    pub ended: Option<EndCause>,
    hidden: Hidden,
}

#[derive(Debug, Clone, PartialEq)]
struct Hidden {
    rng: ChaCha8Rng,
    bag: Vec<RKind>,
    /// The Queen Health deck, top last (indices into the facts).
    queen_deck: Vec<u8>,
}

/// Where a token drawn outside bag development was drawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DrawPlace {
    /// A Hazard in a room: only the token's front counts.
    Room,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "cmd", rename_all = "snake_case", deny_unknown_fields)]
pub enum RetaliationCommand {
    /// Event phase step 4: draw one token and apply the Help sheet's row.
    BagDevelopment {},
    /// Draw one token for a Hazard in a room.
    DrawToken { place: DrawPlace },
    /// The Queen took a critical: draw her top health card.
    QueenCritical {},
    /// The players put the Queen's model on the map or took it off (a correction).
    QueenOnMap { on_map: bool },
    /// Cleanup step 7: the round marker moves on.
    EndRound {},
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum RetaliationOutcome {
    TokenDrawn {
        kind: RKind,
    },
    /// Tokens taken from a face-up pile into the bag (`short` of them were missing: the pile
    /// ran out, and nothing else happens).
    TokensAdded {
        kind: RKind,
        count: u8,
        short: u8,
    },
    /// The drawn token goes to the bottom of its pile.
    TokenToPile {
        kind: RKind,
    },
    /// The drawn token leaves the game (a Queen token once she is dead).
    TokenRemoved {
        kind: RKind,
    },
    BlankBackInBag,
    /// Place one intruder of this type in the room.
    Place {
        kind: RKind,
    },
    /// The Queen appears in the room.
    QueenAppears,
    QueenActivates,
    /// A Queen Health card: its effect, and how many more cards went unseen.
    QueenHealth {
        effect: QueenHealthEffect,
        discarded: u8,
    },
    QueenLeavesMap,
    QueenDied,
    RoundStarted {
        round: u8,
    },
    /// The round marker reached the Lander's slot.
    LanderArrives,
    GameOver {
        cause: EndCause,
    },
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "error", content = "detail", rename_all = "snake_case")]
pub enum RetaliationError {
    Data(String),
    BadSetup(String),
    GameOver,
    /// The Queen is dead: nothing about her applies.
    QueenDead,
    /// The bag is empty (it never is while the Blank is in it; a guard, not a rule).
    BagEmpty,
    GameTooLong,
}

impl std::fmt::Display for RetaliationError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            RetaliationError::Data(e) => write!(f, "bundled data: {e}"),
            RetaliationError::BadSetup(e) => write!(f, "setup refused: {e}"),
            RetaliationError::GameOver => f.write_str("the game is over"),
            RetaliationError::QueenDead => f.write_str("the Queen is dead"),
            RetaliationError::BagEmpty => f.write_str("the bag is empty"),
            RetaliationError::GameTooLong => f.write_str("the game holds too many commands"),
        }
    }
}

impl std::error::Error for RetaliationError {}

/// What anyone at the table may see. The bag's contents and the Queen deck's order are not here.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct RetaliationView<'a> {
    pub round: u8,
    pub rounds: u8,
    pub lander_slot: u8,
    pub queen: Queen,
    pub piles: &'a BTreeMap<RKind, u8>,
    pub bag_size: usize,
    pub queen_deck_left: usize,
    pub ended: Option<EndCause>,
}

impl RetaliationState {
    pub fn new(config: &RetaliationConfig) -> Result<RetaliationState, RetaliationError> {
        let f = facts().map_err(RetaliationError::Data)?;
        let n = config.players.len();
        if !(1..=5).contains(&n) {
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
        let mut queen_deck: Vec<u8> = (0..f.queen_health.len() as u8).collect();
        queen_deck.shuffle(&mut rng);
        Ok(RetaliationState {
            config: config.clone(),
            round: 1,
            queen: Queen::Alive { on_map: false },
            piles,
            ended: None,
            hidden: Hidden {
                rng,
                bag,
                queen_deck,
            },
        })
    }

    /// Queen Health cards left in the face-down deck (their number is public, their order not).
    pub fn queen_deck_left(&self) -> usize {
        self.hidden.queen_deck.len()
    }

    pub fn public_view(&self) -> RetaliationView<'_> {
        let (rounds, lander_slot) = facts().map_or((0, 0), |f| (f.rounds, f.lander_slot));
        RetaliationView {
            round: self.round,
            rounds,
            lander_slot,
            queen: self.queen,
            piles: &self.piles,
            bag_size: self.hidden.bag.len(),
            queen_deck_left: self.queen_deck_left(),
            ended: self.ended,
        }
    }

    pub fn apply(
        &mut self,
        cmd: &RetaliationCommand,
    ) -> Result<Vec<RetaliationOutcome>, RetaliationError> {
        if self.ended.is_some() {
            return Err(RetaliationError::GameOver);
        }
        let mut next = self.clone();
        let mut out = Vec::new();
        next.run(cmd, &mut out)?;
        *self = next;
        Ok(out)
    }

    fn run(
        &mut self,
        cmd: &RetaliationCommand,
        out: &mut Vec<RetaliationOutcome>,
    ) -> Result<(), RetaliationError> {
        use RetaliationOutcome as O;
        match *cmd {
            RetaliationCommand::BagDevelopment {} => self.bag_development(out),
            RetaliationCommand::DrawToken {
                place: DrawPlace::Room,
            } => self.hazard(out),
            RetaliationCommand::QueenCritical {} => self.queen_critical(out),
            RetaliationCommand::QueenOnMap { on_map } => {
                if self.queen == Queen::Dead {
                    return Err(RetaliationError::QueenDead);
                }
                self.queen = Queen::Alive { on_map };
                Ok(())
            }
            RetaliationCommand::EndRound {} => {
                let f = facts().map_err(RetaliationError::Data)?;
                if self.round >= f.rounds {
                    self.ended = Some(EndCause::TimeUp);
                    out.push(O::GameOver {
                        cause: EndCause::TimeUp,
                    });
                    return Ok(());
                }
                self.round += 1;
                out.push(O::RoundStarted { round: self.round });
                if self.round == f.lander_slot {
                    out.push(O::LanderArrives);
                }
                Ok(())
            }
        }
    }

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
        if kind == RKind::Queen && self.queen == Queen::Dead {
            out.push(RetaliationOutcome::TokenRemoved { kind });
        } else {
            *self.piles.entry(kind).or_insert(0) += 1;
            out.push(RetaliationOutcome::TokenToPile { kind });
        }
    }

    /// The Blank's row, the same in every column: 2 Adults join the bag and the Blank goes back.
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
        let alive = matches!(self.queen, Queen::Alive { .. });
        match kind {
            RKind::Blank => {
                self.blank_drawn(out);
                return Ok(());
            }
            RKind::Queen => match self.queen {
                Queen::Alive { on_map: true } => out.push(RetaliationOutcome::QueenActivates),
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

    /// A Hazard in a room: the front of the token decides (cards-retaliation.md §1.3; the Blank
    /// row is the draft reading D4: nothing appears, 2 Adults join the bag, the Blank goes back).
    fn hazard(&mut self, out: &mut Vec<RetaliationOutcome>) -> Result<(), RetaliationError> {
        let kind = self.draw(out)?;
        match kind {
            RKind::Blank => {
                self.blank_drawn(out);
                return Ok(());
            }
            RKind::Queen => match self.queen {
                Queen::Alive { on_map: true } => out.push(RetaliationOutcome::QueenActivates),
                Queen::Alive { on_map: false } => {
                    self.queen = Queen::Alive { on_map: true };
                    out.push(RetaliationOutcome::QueenAppears);
                }
                Queen::Dead => out.push(RetaliationOutcome::Place { kind: RKind::Drone }),
            },
            kind => out.push(RetaliationOutcome::Place { kind }),
        }
        self.put_away(kind, out);
        Ok(())
    }

    /// The Queen's top health card, `discard` more unseen, its effect; the empty deck kills her.
    fn queen_critical(
        &mut self,
        out: &mut Vec<RetaliationOutcome>,
    ) -> Result<(), RetaliationError> {
        if self.queen == Queen::Dead {
            return Err(RetaliationError::QueenDead);
        }
        let f = facts().map_err(RetaliationError::Data)?;
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
        match fact.effect {
            QueenHealthEffect::QueenTokensToBag => {
                let n = self.piles.get(&RKind::Queen).copied().unwrap_or(0);
                self.add(RKind::Queen, n, out);
            }
            QueenHealthEffect::LeaveMap => {
                self.queen = Queen::Alive { on_map: false };
                out.push(RetaliationOutcome::QueenLeavesMap);
            }
            _ => {}
        }
        if self.hidden.queen_deck.is_empty() {
            self.queen = Queen::Dead;
            out.push(RetaliationOutcome::QueenDied);
        }
        Ok(())
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
        match cmd {
            RetaliationCommand::BagDevelopment {} => "bag development".into(),
            RetaliationCommand::DrawToken { .. } => "draw a token".into(),
            RetaliationCommand::QueenCritical {} => "Queen critical".into(),
            RetaliationCommand::QueenOnMap { on_map: true } => "Queen on the map".into(),
            RetaliationCommand::QueenOnMap { on_map: false } => "Queen off the map".into(),
            RetaliationCommand::EndRound {} => "end of round".into(),
        }
    }
    fn public_view(state: &Self::State) -> serde_json::Value {
        serde_json::to_value(state.public_view()).unwrap_or(serde_json::Value::Null)
    }
    fn too_long() -> Self::Error {
        RetaliationError::GameTooLong
    }
}
