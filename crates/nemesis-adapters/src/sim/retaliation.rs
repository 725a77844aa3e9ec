//! Whole *Retaliation* games with random choices for the table, as far as its rules run today:
//! each round some Hazards, a Queen critical now and then while she is on the map, bag
//! development, then the round marker. A fuzzer for the Retaliation ruleset through the same
//! journal the table uses, and a picture of how its bag grows.

use crate::rules::retaliation::{
    DrawPlace, Queen, RKind, Retaliation, RetaliationCommand, RetaliationConfig, RetaliationOutcome,
};
use crate::session::Journal;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::Serialize;
use std::collections::BTreeMap;

#[derive(Debug, Clone, Default, PartialEq, Serialize)]
pub struct Summary {
    pub game: &'static str,
    pub games: u32,
    pub players: usize,
    pub seed: u64,
    pub rounds_total: u64,
    pub commands_total: u64,
    /// Tokens drawn, by type, over all games (bag development and Hazards).
    pub drawn: BTreeMap<RKind, u64>,
    /// Bag size at the end of the game: smallest, largest, total over all games.
    pub bag_at_end_min: usize,
    pub bag_at_end_max: usize,
    pub bag_at_end_total: u64,
    /// Games in which the Queen appeared, and in which she died.
    pub queen_appeared: u32,
    pub queen_died: u32,
    /// Tokens the piles could not give (the component limit).
    pub tokens_short: u64,
}

fn apply(
    j: &mut Journal<Retaliation>,
    cmd: RetaliationCommand,
    s: &mut Summary,
) -> Result<Vec<RetaliationOutcome>, String> {
    let out = j.apply(cmd).map_err(|e| e.to_string())?;
    s.commands_total += 1;
    for o in &out {
        match o {
            RetaliationOutcome::TokenDrawn { kind } => *s.drawn.entry(*kind).or_default() += 1,
            RetaliationOutcome::TokensAdded { short, .. } => s.tokens_short += u64::from(*short),
            _ => {}
        }
    }
    Ok(out)
}

pub fn simulate(games: u32, players: usize, seed: u64) -> Result<Summary, String> {
    let mut s = Summary {
        game: "retaliation",
        games,
        players,
        seed,
        bag_at_end_min: usize::MAX,
        ..Default::default()
    };
    let mut seeds = ChaCha8Rng::seed_from_u64(seed);
    for _ in 0..games {
        let (game_seed, player_seed): (u64, u64) = (seeds.random(), seeds.random());
        let mut table = ChaCha8Rng::seed_from_u64(player_seed);
        let mut j = Journal::<Retaliation>::new(RetaliationConfig::numbered(game_seed, players))
            .map_err(|e| e.to_string())?;
        let (mut appeared, mut died) = (false, false);
        while j.state().ended.is_none() {
            for _ in 0..table.random_range(0..=2u8) {
                let out = apply(
                    &mut j,
                    RetaliationCommand::DrawToken {
                        place: DrawPlace::Room,
                    },
                    &mut s,
                )?;
                appeared |= out.contains(&RetaliationOutcome::QueenAppears);
            }
            if j.state().queen == (Queen::Alive { on_map: true }) && table.random_bool(0.3) {
                let out = apply(&mut j, RetaliationCommand::QueenCritical {}, &mut s)?;
                died |= out.contains(&RetaliationOutcome::QueenDied);
            }
            apply(&mut j, RetaliationCommand::BagDevelopment {}, &mut s)?;
            apply(&mut j, RetaliationCommand::EndRound {}, &mut s)?;
        }
        s.rounds_total += u64::from(j.state().round);
        let bag = j.state().public_view().bag_size;
        s.bag_at_end_min = s.bag_at_end_min.min(bag);
        s.bag_at_end_max = s.bag_at_end_max.max(bag);
        s.bag_at_end_total += bag as u64;
        s.queen_appeared += u32::from(appeared);
        s.queen_died += u32::from(died);
    }
    if games == 0 {
        s.bag_at_end_min = 0;
    }
    Ok(s)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_same_seed_gives_the_same_numbers_and_every_game_reaches_round_14() {
        let a = simulate(40, 3, 5).unwrap();
        assert_eq!(a, simulate(40, 3, 5).unwrap());
        assert_ne!(a, simulate(40, 3, 6).unwrap());
        assert_eq!(a.rounds_total, 40 * 14);
        // every game draws at least one token per round for bag development
        assert!(a.drawn.values().sum::<u64>() >= 40 * 14);
        // only the Blank always goes back, so the bag is never empty
        assert!(a.bag_at_end_min >= 1, "{a:?}");
        assert!(a.queen_appeared > 0 && a.queen_died <= a.queen_appeared);
    }
}
