//! The intruder bag and its supply, and bag development (base.md §5).

use super::content::Content;
use super::game::Ctx;
use super::outcome::{EncounterCause, Outcome};
use super::species::Development;
use super::state::BagFixes;
use crate::blocks::draw_random;
use crate::ids::*;
use std::collections::BTreeMap;

impl Ctx<'_> {
    /// Draws a token from the bag: the one the players named by correction, if any, else at random.
    pub(crate) fn draw_token(&mut self) -> Option<u8> {
        let h = &mut self.g.hidden;
        if let Some(kind) = h.next_token.take()
            && let Some(i) = h
                .bag
                .iter()
                .position(|&t| self.c.tokens[t as usize].kind.is(kind))
        {
            return Some(h.bag.swap_remove(i));
        }
        draw_random(&mut h.bag, &mut h.rng)
    }

    /// A random token of `kind` from the supply into the bag, telling the players. As many as
    /// possible, which may be none.
    pub(crate) fn token_to_bag(&mut self, kind: IntruderKind) -> bool {
        let ok = self.token_to_bag_quiet(kind);
        self.emit(if ok {
            Outcome::TokenToBag { kind }
        } else {
            Outcome::SupplyEmpty { kind }
        });
        ok
    }

    /// The same, for rules whose outcome already says it (vanishing into the ducts): a random
    /// token of `kind` from the supply to the end of the bag, if the supply has one.
    pub(crate) fn token_to_bag_quiet(&mut self, kind: IntruderKind) -> bool {
        let c = self.c;
        let h = &mut self.g.hidden;
        let kind = bag_kind(c, kind);
        // red Metagorger tokens first: a blue one only when no red is left (carnomorphs.md §3)
        let red_left = h
            .supply
            .iter()
            .any(|&t| c.tokens[t as usize].kind.is(kind) && !c.tokens[t as usize].blue);
        let mut of_kind: Vec<usize> = (0..h.supply.len())
            .filter(|&i| {
                let t = &c.tokens[h.supply[i] as usize];
                t.kind.is(kind) && !(red_left && t.blue)
            })
            .collect();
        let Some(pick) = draw_random(&mut of_kind, &mut h.rng) else {
            return false;
        };
        let t = h.supply.remove(pick);
        h.bag.push(t);
        true
    }

    /// A token back into the supply.
    pub(crate) fn return_to_supply(&mut self, token: u8) {
        self.g.hidden.supply.push(token);
    }

    /// A bag correction: the table added (`delta` > 0) or took out (`delta` < 0) tokens of
    /// `kind` by hand. The bag and the supply are recomputed from where they stood before the
    /// first correction since the last command of play and the net count of each type, so any
    /// corrections that cancel out leave both exactly as they were, in whatever order they came,
    /// and no correction draws at random (docs/architecture.md, "Hidden draws and corrections").
    /// Adding more than the supply holds, or taking out more than the bag holds, moves what
    /// there is and keeps the rest of the count, so taking back such a correction moves nothing.
    pub(crate) fn fix_bag(&mut self, kind: IntruderKind, delta: i16) {
        let kind = bag_kind(self.c, kind);
        let seed = self.g.config.seed;
        let h = &mut self.g.hidden;
        let mut run = match h.bag_fixes.take() {
            // a command between the corrections changed the bag: a new run starts from here
            Some(run) if run.after.0 == h.bag && run.after.1 == h.supply => run,
            _ => BagFixes {
                before: (h.bag.clone(), h.supply.clone()),
                after: (Vec::new(), Vec::new()),
                net: BTreeMap::new(),
            },
        };
        *run.net.entry(kind).or_insert(0) += delta;
        run.net.retain(|_, n| *n != 0);
        let (mut bag, mut supply) = run.before.clone();
        for (&k, &n) in &run.net {
            if n > 0 {
                for t in fix_picks(self.c, seed, &supply, k, n.unsigned_abs().into()) {
                    supply.retain(|&x| x != t);
                    bag.push(t);
                }
            } else {
                for _ in 0..n.unsigned_abs() {
                    let Some(i) = bag
                        .iter()
                        .rposition(|&t| self.c.tokens[t as usize].kind.is(k))
                    else {
                        break;
                    };
                    supply.push(bag.remove(i));
                }
            }
        }
        h.bag = bag;
        h.supply = supply;
        if !run.net.is_empty() {
            run.after = (h.bag.clone(), h.supply.clone());
            h.bag_fixes = Some(run);
        }
    }

    /// Event step 8: draw one token and apply its row.
    pub(crate) fn bag_development(&mut self, hands: &[(PlayerId, u8)]) {
        let Some(token) = self.draw_token() else {
            // our reading (base.md §17 item 2): nothing to develop
            self.emit(Outcome::BagEmpty);
            return;
        };
        let kind = self.drawn_kind(token);
        let blue = self.c.tokens[token as usize].blue;
        let row = self.g.config.species.development(kind, blue);
        self.emit(Outcome::BagDevelopment { kind, row });
        match row {
            Development::Replace(add) => {
                self.return_to_supply(token);
                self.emit(Outcome::TokenToSupply { kind });
                self.token_to_bag(add);
            }
            Development::Panic => self.insanity_token_developed(token, hands),
            Development::EveryoneRolls => {
                self.g.hidden.bag.push(token);
                self.everyone_rolls(hands, |_| true);
            }
            Development::QueenOrEgg => {
                let nest = self.g.slot_of(RoomKind::Nest);
                let in_nest: Vec<(PlayerId, u8)> = match nest {
                    Some(n) => self
                        .g
                        .characters_in(n)
                        .map(|c| (c.player, hand_of(hands, c.player)))
                        .collect(),
                    None => Vec::new(),
                };
                match nest {
                    Some(n) if !in_nest.is_empty() => {
                        // our reading (base.md §17 item 1): an Encounter with the Queen token
                        // already drawn; each character in the Nest gets a surprise check; the
                        // token leaves the bag
                        self.emit(Outcome::Encounter {
                            player: None,
                            at: n,
                            cause: EncounterCause::QueenInNest,
                        });
                        self.clear_noise(n);
                        let surprise = self.c.tokens[token as usize].surprise;
                        let guardian = self.g.config.species.nest_guardian();
                        let id = self.place_intruder(guardian, n);
                        self.return_to_supply(token);
                        for (p, hand) in in_nest {
                            if self.over() {
                                break;
                            }
                            self.surprise_check(id, p, surprise, hand);
                        }
                    }
                    _ => {
                        self.g.hidden.bag.push(token);
                        self.add_egg();
                    }
                }
            }
            Development::Add(add) => {
                self.g.hidden.bag.push(token);
                self.token_to_bag(add);
            }
            Development::BlueMetagorger => {
                self.return_to_supply(token);
                self.emit(Outcome::TokenToSupply { kind });
                self.token_to_bag(IntruderKind::Metagorger);
                self.everyone_rolls(hands, |_| true);
            }
            Development::MetagorgerSpawn => {
                self.g.hidden.bag.push(token);
                self.metagorger_spawn();
            }
            Development::ButcherHunts => {
                self.return_to_supply(token);
                self.emit(Outcome::TokenToSupply { kind });
                self.butcher_hunts(token, hands);
            }
            Development::ShamblersWithdraw => {
                self.g.hidden.bag.push(token);
                self.shamblers_withdraw();
                self.everyone_rolls(hands, |_| true);
            }
        }
    }

    pub(crate) fn add_egg(&mut self) {
        // 8 egg tokens in the box; the ones not in the Nest are on floors or carried
        let elsewhere: u8 = self.g.rooms.values().map(|r| r.eggs).sum::<u8>()
            + self
                .g
                .characters
                .iter()
                .map(|c| c.carrying.iter().filter(|o| **o == ObjectKind::Egg).count() as u8)
                .sum::<u8>();
        if self.g.nest_eggs + elsewhere < 8 {
            self.g.nest_eggs += 1;
            self.emit(Outcome::EggAdded {
                eggs: self.g.nest_eggs,
            });
        }
    }

    /// Every listed character on the ship and not in combat makes a noise roll, in turn order;
    /// each Encounter resolves before the next roll (our reading).
    pub(crate) fn everyone_rolls(
        &mut self,
        hands: &[(PlayerId, u8)],
        who: impl Fn(SlotId) -> bool,
    ) {
        let order: Vec<(PlayerId, SlotId)> = self
            .g
            .turn_order()
            .into_iter()
            .filter_map(|p| Some((p, self.rolling_room(p)?)))
            .filter(|&(_, at)| who(at) && !self.g.in_combat(at))
            .collect();
        self.emit(Outcome::EveryoneRolls {
            players: order.iter().map(|x| x.0).collect(),
        });
        for (p, _) in order {
            if self.over() {
                return;
            }
            // re-read: an earlier encounter may have changed who is in combat
            let Some(at) = self.rolling_room(p) else {
                continue;
            };
            if self.g.in_combat(at) {
                continue;
            }
            self.noise_roll(p, at, hand_of(hands, p));
        }
    }

    /// The room a character rolls noise in: its room, or the Evacuation room of its docked pod.
    pub(crate) fn rolling_room(&self, p: PlayerId) -> Option<SlotId> {
        let c = self.g.character(p)?;
        match c.at {
            super::state::Whereabouts::Room(s) => Some(s),
            super::state::Whereabouts::Pod(n) => {
                let pod = self.g.pods.iter().find(|x| x.number == n)?;
                let room = match pod.section {
                    super::state::Section::A => RoomKind::EvacuationA,
                    super::state::Section::B => RoomKind::EvacuationB,
                };
                self.g.slot_of(room)
            }
            _ => None,
        }
    }
}

/// A player's hand size from the list the players gave; 0 when missing (checked earlier).
pub(crate) fn hand_of(hands: &[(PlayerId, u8)], p: PlayerId) -> u8 {
    hands
        .iter()
        .find(|(q, _)| *q == p)
        .map(|(_, h)| *h)
        .unwrap_or(0)
}

/// The type a token of `kind` goes into the bag as: a Void Seeder of any type goes back as one of
/// the species' own tokens.
pub(crate) fn bag_kind(c: &Content, kind: IntruderKind) -> IntruderKind {
    let species = c.species.species;
    if species.returns_as_one_token() && species.creatures().contains(&kind) {
        IntruderKind::VoidSeeder
    } else {
        kind
    }
}

/// The `n` tokens of `kind` a correction takes from the supply: red Metagorgers before blue ones
/// (carnomorphs.md §3), then in an order fixed by the seed for each token, so the choice depends
/// only on what the supply holds (never on a random stream, never on the supply's order).
fn fix_picks(c: &Content, seed: u64, supply: &[u8], kind: IntruderKind, n: usize) -> Vec<u8> {
    let mut of_kind: Vec<u8> = supply
        .iter()
        .copied()
        .filter(|&t| c.tokens[t as usize].kind.is(kind))
        .collect();
    of_kind.sort_by_key(|&t| (c.tokens[t as usize].blue, token_key(seed, t), t));
    of_kind.truncate(n);
    of_kind
}

/// A number fixed by the seed for each token (splitmix64), so that which token of a type a
/// correction adds differs from game to game but never within one.
fn token_key(seed: u64, token: u8) -> u64 {
    let mut z = seed ^ u64::from(token).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}
