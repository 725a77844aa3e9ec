//! Questions the window (and the simulated table) ask the rules instead of working the answer
//! out themselves: each is answered by the same code that decides the rule, so the window and
//! the rules cannot disagree.

use super::actions::airlock_can_seal;
use super::board::SlotKind;
use super::command::{LabelsAsked, NoiseSpot, ScanKind, ScanPurpose};
use super::content::{ExplorationEffect, RoomGroup};
use super::game::data;
use super::movement::careful_spot_check;
use super::state::GameState;
use crate::ids::{Dealer, PlayerId, RoomKind, SlotId};

impl GameState {
    /// Whether a token of `effect` may still be the one flipped at `at`: false from edition 4
    /// once every token of that kind in the box is face up elsewhere (neither the one the app
    /// holds at `at` nor any other hidden or unused token shows it). The move refuses such a
    /// flip (`exploration_token_already_in_play`) and its offer leaves it out.
    pub fn exploration_effect_left(&self, at: SlotId, effect: ExplorationEffect) -> bool {
        let Ok(data) = data() else {
            return true;
        };
        let tokens = &data.content(self.config.species).exploration;
        let shows = |t: &u8| {
            tokens
                .get(usize::from(*t))
                .is_some_and(|f| f.effect == effect)
        };
        !self.config.since(4)
            || !self.hidden.tokens.contains_key(&at)
            || self.hidden.tokens.values().any(shows)
            || self.hidden.unused_tokens.iter().any(shows)
    }

    /// Whether leaving `from` is an escape some intruder attacks first (base.md §9.5): a
    /// character in combat there with an intruder that attacks. A Void Seeder Lair puts a
    /// character in combat but never attacks (void-seeders.md §4.4), so leaving it alone is
    /// no attacked escape.
    pub fn escape_attacked(&self, from: SlotId) -> bool {
        use super::species::AttackStyle;
        self.in_combat(from)
            && self
                .intruders_in(from)
                .any(|i| self.config.species.attack(i.kind) != AttackStyle::Never)
    }

    /// The cards in hand `p` last said, less what the rules know was paid since (a full hand of
    /// `DEFAULT_HAND` when nobody said this round): where the next hand question starts.
    pub fn hand_said(&self, p: PlayerId) -> u8 {
        self.hands_said
            .get(&p)
            .copied()
            .unwrap_or(super::game::DEFAULT_HAND)
    }

    /// Whether a move into `to` says what the table flipped there: a face-down room where the
    /// box deals. The move's offers then carry the tile and token to pick, and a move without
    /// them is refused; where the app deals, the app lays its own (and edition 5 refuses a
    /// reported one).
    pub fn flip_asked(&self, to: SlotId) -> bool {
        self.config.dealer == Dealer::Box && self.room(to).is_some_and(|r| !r.explored)
    }

    /// The victory walk waits for survivor `p`'s contamination check (and no one is drawing).
    pub fn contamination_check_waits_for(&self, p: PlayerId) -> bool {
        self.victory.as_ref().is_some_and(|v| {
            v.drawing.is_none()
                && matches!(&v.step, super::state::VictoryStep::Contamination { pending }
                    if pending.contains(&p))
        })
    }

    /// How many contamination labels a scan of player `p`'s cards for `purpose` takes (all
    /// zero for a player who is not a character). The scanner asks for these; `Command::Scan`,
    /// `VictoryScan` and `MutationAction` refuse counts outside them.
    pub fn labels_asked(&self, p: PlayerId, purpose: ScanPurpose) -> LabelsAsked {
        let owned = self.character(p).map_or(0, |c| c.contamination);
        match purpose {
            ScanPurpose::Mutation => LabelsAsked {
                most: owned.min(1),
                every: false,
                least: 0,
            },
            ScanPurpose::Scan(kind) => LabelsAsked {
                most: owned,
                every: kind == ScanKind::Surgery,
                least: 0,
            },
            ScanPurpose::Victory => {
                // the check reads the cards unless it is the insanity check, or a draw instead
                // of the scan (a mutation card; a larva, outside Carnomorphs)
                use super::state::FinalCheck as F;
                let scans = match self.final_check(p) {
                    None | Some(F::Insanity | F::MutationCardDraws) => false,
                    Some(F::LarvaDraws) => self.config.species.mutates(),
                    Some(F::Scan | F::NothingToScan) => true,
                };
                LabelsAsked {
                    most: owned,
                    every: true,
                    least: if scans && self.config.since(4) {
                        owned
                    } else {
                        0
                    },
                }
            }
        }
    }

    /// Void Seeders: the level this character's insanity goes down to by the card effect, one
    /// step (never below 1, and a level of 3 stays) or down to 3 (`to_three`, from above it);
    /// `None` when it cannot drop that way. The rules lower it exactly so; the window offers
    /// only what this names.
    pub fn insanity_lowered_to(&self, p: PlayerId, to_three: bool) -> Option<u8> {
        if !self.config.species.insanity() {
            return None;
        }
        let c = self.character(p).filter(|c| c.active())?;
        let level = c.insanity;
        if to_three {
            (level > 3).then_some(3)
        } else {
            (level != 3 && level > 1).then(|| level - 1)
        }
    }

    /// Intruder Player mode: the characters an intruder may attack with a card (those on the
    /// ship in its room), in player order; empty for an intruder not on the board.
    pub fn ip_attack_targets(&self, id: crate::ids::IntruderId) -> Vec<PlayerId> {
        let Some(at) = self.intruder(id).map(|i| i.at) else {
            return Vec::new();
        };
        self.characters
            .iter()
            .filter(|c| c.active() && c.room() == Some(at))
            .map(|c| c.player)
            .collect()
    }

    /// The final draw (edition 2): the most contamination cards that can turn up among the
    /// cards the player draws, which is the answer's upper bound.
    pub fn final_draw_most(&self, p: PlayerId) -> u8 {
        self.character(p)
            .map_or(0, |c| c.contamination)
            .min(super::endgame::FINAL_DRAW_CARDS)
    }

    /// Void Seeders: the first weakness card turned face up that the table has not described
    /// yet (the window's question, the simulator's answer).
    pub fn weakness_to_describe(&self) -> Option<super::state::WeaknessSlot> {
        if !self.config.species.insanity() {
            return None;
        }
        super::state::WeaknessSlot::ALL.into_iter().find(|s| {
            self.weaknesses_revealed[s.index()] && self.weakness_notes[s.index()].is_none()
        })
    }

    /// Carnomorphs: the first adaptation card turned face up that the table has not named yet.
    /// Play waits for it (the window's question, the simulator's answer): a card that turns up
    /// during the Event Phase is named before the phase goes on. Nothing waits once the game
    /// is over.
    pub fn adaptation_to_name(&self) -> Option<crate::ids::IntruderKind> {
        if self.ended.is_some() {
            return None;
        }
        self.adaptations
            .iter()
            .find(|a| a.revealed && a.card.is_none())
            .map(|a| a.slot)
    }

    /// The questions the game waits for before play goes on, in the order they are asked, each
    /// named by the refusal a command that does not answer it gets: the intruder player's
    /// choice, the robot doctor's question, an adaptation to name, a held panic card.
    pub fn questions_pending(&self) -> Vec<super::refusal::Refusal> {
        use super::refusal::Refusal as R;
        [
            (self.pending_attack.is_some(), R::IntruderPlayerChoosing),
            (self.revival.is_some(), R::RevivalFirst),
            (self.adaptation_to_name().is_some(), R::AdaptationFirst),
            (!self.held_panics.is_empty(), R::PanicFirst),
            (self.weakness_waiting().is_some(), R::WeaknessFirst),
            (self.intruder_side_waiting().is_some(), R::IntruderSideFirst),
        ]
        .into_iter()
        .filter_map(|(pending, question)| pending.then_some(question))
        .collect()
    }

    /// The game waits for the table's answer (`pending` names the question): neither a turn
    /// nor the Event Phase is accepted until it comes; at the end, the victory walk's answers
    /// are all that is left.
    pub fn awaits_answer(&self) -> bool {
        !self.questions_pending().is_empty() || self.pending().is_some()
    }

    /// What the final contamination check asks of survivor `p`: the same reading
    /// `VictoryScan` applies (None for a player who is not a character).
    pub fn final_check(&self, p: PlayerId) -> Option<super::state::FinalCheck> {
        use super::state::FinalCheck as F;
        let c = self.character(p)?;
        Some(if self.config.species.final_check_is_insanity() {
            F::Insanity
        } else if self.config.species.mutates() && c.mutation_card {
            F::MutationCardDraws
        } else if c.larva {
            F::LarvaDraws
        } else if c.contamination == 0 {
            F::NothingToScan
        } else {
            F::Scan
        })
    }

    /// The room tiles the players may have flipped at `at` (the box deals): the tiles of the
    /// slot's kind ("1" or "2") not already face up elsewhere, in the order of the data. Empty
    /// for a printed room or a slot already explored.
    pub fn tiles_for(&self, at: SlotId) -> Vec<RoomKind> {
        let (Ok(data), Ok(board)) = (data(), self.board()) else {
            return Vec::new();
        };
        if self.rooms.get(&at).is_none_or(|r| r.room.is_some()) {
            return Vec::new();
        }
        let group = match board.slot(at).map(|s| s.kind) {
            Some(SlotKind::Room1) => RoomGroup::Room1,
            Some(SlotKind::Room2) => RoomGroup::Room2,
            _ => return Vec::new(),
        };
        let shown: Vec<RoomKind> = self.rooms.values().filter_map(|r| r.room).collect();
        data.content(self.config.species)
            .rooms
            .iter()
            .filter(|r| r.group == group && !shown.contains(&r.kind))
            .filter(|r| self.config.species.has_room(r.kind))
            .map(|r| r.kind)
            .collect()
    }

    /// The faces an exploration token can show (effect and item count), each once, in a fixed
    /// order: what the players pick from when they flip one.
    pub fn exploration_faces(&self) -> Vec<(ExplorationEffect, u8)> {
        let Ok(data) = data() else {
            return Vec::new();
        };
        let tokens = &data.content(self.config.species).exploration;
        // a token whose number the app does not know (a Lair's) may show any the box prints
        let printed = tokens.iter().filter_map(|t| t.items).max().unwrap_or(0);
        let mut faces: Vec<(ExplorationEffect, u8)> = tokens
            .iter()
            .flat_map(|t| {
                match t.items {
                    Some(n) => n..=n,
                    None => 0..=printed,
                }
                .map(move |n| (t.effect, n))
            })
            .collect();
        faces.sort_by_key(|&(e, n)| (e as u8, n));
        faces.dedup();
        faces
    }

    /// The same faces, each with how many tokens in the box show it: the simulated table's model
    /// of a face-down token.
    pub fn exploration_face_counts(&self) -> Vec<((ExplorationEffect, u8), usize)> {
        let Ok(data) = data() else {
            return Vec::new();
        };
        let tokens = &data.content(self.config.species).exploration;
        self.exploration_faces()
            .into_iter()
            .map(|face| {
                let n = tokens
                    .iter()
                    .filter(|t| (t.effect, t.items.unwrap_or(0)) == face)
                    .count();
                (face, n)
            })
            .collect()
    }

    /// The rooms Airlock Control in `here` may seal now: other yellow rooms whose corridors hold
    /// no destroyed door, in slot order.
    pub fn airlock_targets(&self, here: SlotId) -> Vec<SlotId> {
        let (Ok(data), Ok(board)) = (data(), self.board()) else {
            return Vec::new();
        };
        let content = data.content(self.config.species);
        self.rooms
            .keys()
            .copied()
            .filter(|&room| airlock_can_seal(content, board, self, here, room).is_ok())
            .collect()
    }

    /// Where Careful Movement into `to` could put its noise marker: every corridor of the room,
    /// then every technical network it has an entrance to, each with whether it is free now
    /// (the move is accepted only with a free one).
    pub fn careful_spots(&self, to: SlotId) -> Vec<(NoiseSpot, bool)> {
        let Ok(board) = self.board() else {
            return Vec::new();
        };
        board
            .corridors_of(to)
            .into_iter()
            .map(NoiseSpot::Corridor)
            .chain(board.networks_of(to).into_iter().map(NoiseSpot::Tech))
            .map(|spot| (spot, careful_spot_check(board, self, to, spot).is_ok()))
            .collect()
    }
}

/// What one more light wound does to a character (base.md §11.1): the light wounds it leaves,
/// or a serious wound (the third light wound turns serious), or death (a wound of any kind on a
/// character with 3 serious wounds). The rules wound exactly so.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(tag = "becomes", rename_all = "snake_case")]
pub enum WoundStep {
    /// The character now has `light` light wounds.
    Light { light: u8 },
    /// Three light wounds: they go and a serious wound comes, the character's `serious`th.
    Serious { serious: u8 },
    /// The character dies.
    Death,
}

/// What `n`-th light wound becomes for a character with `light` light and `serious` serious
/// wounds (one wound at a time; call again with the result for more).
pub fn light_wound_becomes(light: u8, serious: u8) -> WoundStep {
    if serious >= 3 {
        WoundStep::Death
    } else if light + 1 >= 3 {
        WoundStep::Serious {
            serious: serious + 1,
        }
    } else {
        WoundStep::Light { light: light + 1 }
    }
}

/// What a serious wound does to a character with `serious` serious wounds.
pub fn serious_wound_becomes(serious: u8) -> WoundStep {
    if serious >= 3 {
        WoundStep::Death
    } else {
        WoundStep::Serious {
            serious: serious + 1,
        }
    }
}

impl GameState {
    /// The rooms joined to `slot` by a corridor (on this game's board side), in slot order.
    pub fn neighbours(&self, slot: SlotId) -> Vec<SlotId> {
        self.board()
            .map_or_else(|_| Vec::new(), |b| b.neighbours(slot))
    }

    /// Whether a corridor joins `a` and `b`: what Movement needs (else `NotNeighbour`).
    pub fn are_neighbours(&self, a: SlotId, b: SlotId) -> bool {
        self.board()
            .is_ok_and(|b_| !b_.corridors_between(a, b).is_empty())
    }

    /// Whether `player` may move from their room into `to` now, as `Move` checks it before
    /// anything happens (the character in a room, `to` a neighbour, a corridor without a
    /// closed door): the window's refusal when a room is tapped.
    pub fn move_check(&self, player: PlayerId, to: SlotId) -> Result<(), super::RuleError> {
        use super::RuleError as E;
        use super::state::DoorState;
        if self.ended.is_some() {
            return Err(E::GameOver);
        }
        let c = self.character(player).ok_or(E::UnknownPlayer(player))?;
        let from = c.room().ok_or(E::NotOnBoard(player))?;
        if !self.rooms.contains_key(&to) {
            return Err(E::UnknownSlot(to));
        }
        let board = self.board()?;
        let options = board.corridors_between(from, to);
        let Some(&first) = options.first() else {
            return Err(E::NotNeighbour { from, to });
        };
        let open = options
            .iter()
            .copied()
            .find(|c| self.corridors[c.0 as usize].door != DoorState::Closed);
        match open {
            Some(_) => Ok(()),
            None => Err(E::DoorClosed(first)),
        }
    }

    /// What one more light wound does to `player` now (None for a player who is not a
    /// character): the narration's "the third light wound turns serious".
    pub fn light_wound_becomes(&self, player: PlayerId) -> Option<WoundStep> {
        let c = self.character(player)?;
        Some(light_wound_becomes(c.light_wounds, c.serious_wounds))
    }

    /// The type of the intruder an `Outcome::Infestation` names, read from the game as it stood
    /// just before that outcome (`apply_traced`): the intruder leaves the board when it infests.
    /// For a state where it is gone already, the type whose attack infests in this game (the
    /// base Larva; None where no type infests).
    pub fn infesting_kind(
        &self,
        intruder: crate::ids::IntruderId,
    ) -> Option<crate::ids::IntruderKind> {
        if let Some(i) = self.intruder(intruder) {
            return Some(i.kind);
        }
        self.config.species.infester()
    }
}
