//! Where the round stands and what the game waits for, as every screen asks it (issue 51):
//! `Nemesis::turn` and `Nemesis::pending`.

use super::state::{FinalCheck, GameState, VictoryStep};
use crate::ask::Turn;
use crate::ids::{EventStep, IntruderId, IntruderKind, PlayerId, SlotId};
use serde::Serialize;

/// The phase and step of a base round (base.md §8), and the end-of-game victory walk (§12).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "step", rename_all = "snake_case")]
pub enum Step {
    /// The Player Phase: a character's turn (`Turn::player` says whose).
    PlayerTurn,
    /// The Player Phase: the intruder player's turn (base.md §13.3: one card, or a pass).
    IntruderPlayerTurn,
    /// Everyone has passed: the Event Phase is next (the table gives every hand).
    EventPhase,
    /// The Event Phase stopped after step `during` (an adaptation card turned up in it): the
    /// table is still there while it names the card; `next` runs once it is named.
    EventPaused { during: EventStep, next: EventStep },
    /// The victory walk, step 2: hibernating characters say whether their objective is
    /// Quarantine (Destination Mars).
    VictoryQuarantine,
    /// Step 3: each survivor's contamination check (or what replaces it).
    VictoryContamination,
    /// Step 3: a survivor draws 4 from their own cards; the table says what came up.
    VictoryDraw,
    /// Step 4: each survivor says whether their objective was met.
    VictoryObjectives,
    /// The result is told.
    Done,
}

/// A question the game waits for before play goes on, first one first (`Nemesis::pending`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "question", rename_all = "snake_case")]
pub enum Question {
    /// The intruder player picks one of the `cards` attack cards they drew (which ones is
    /// theirs to see: the offers of `player` list them).
    IntruderPlayerCard {
        player: PlayerId,
        intruder: IntruderId,
        target: PlayerId,
        cards: u8,
    },
    /// Full co-op: whose corpses lie in the Emergency Room (one `Revive` each).
    Revival {
        at: SlotId,
        corpses: u8,
        dead: Vec<PlayerId>,
    },
    /// Carnomorphs: the adaptation card turned face up under `slot` is named.
    NameAdaptation { slot: IntruderKind },
    /// Void Seeders: a held panic card; did someone in the room cancel it?
    HeldPanic { player: PlayerId, card: u8 },
    /// Void Seeders: the weakness card turned face up in `slot` is described.
    DescribeWeakness { slot: super::state::WeaknessSlot },
    /// Standard mode: the first dead player says whether they take the intruders' side.
    BecomeIntruderPlayer { player: PlayerId },
    /// Victory walk step 2: is `player`'s objective Quarantine?
    Quarantine { player: PlayerId },
    /// Victory walk step 3: `player`'s contamination check, as `check` says it goes.
    FinalCheck { player: PlayerId, check: FinalCheck },
    /// Victory walk step 3: how many contamination cards `player` drew (0 to `most`).
    FinalDraw { player: PlayerId, most: u8 },
    /// Victory walk step 4: was `player`'s objective met?
    Objective { player: PlayerId },
}

impl GameState {
    /// Where the round stands and whose turn it is. Nobody's during the Event Phase and the
    /// victory walk. `actions_left` is None: the rules see only the actions that reach the app
    /// (movement, room actions…), not the action cards played at the table (Shoot, Melee,
    /// Search, items), so they cannot count a turn's two actions.
    pub fn turn(&self) -> Turn<Step> {
        let (step, player) = self.step_and_player();
        Turn {
            step,
            player: player.map(|p| p.0),
            actions_left: None,
        }
    }

    fn step_and_player(&self) -> (Step, Option<PlayerId>) {
        if let Some(v) = &self.victory {
            let step = match &v.step {
                _ if v.drawing.is_some() => Step::VictoryDraw,
                VictoryStep::Quarantine { .. } => Step::VictoryQuarantine,
                VictoryStep::Contamination { .. } => Step::VictoryContamination,
                VictoryStep::Objectives { .. } => Step::VictoryObjectives,
                VictoryStep::Done => Step::Done,
            };
            return (step, None);
        }
        if self.ended.is_some() {
            return (Step::Done, None);
        }
        if let Some(pause) = &self.event_paused
            && let Some(&next) = pause.steps.first()
        {
            // every pause the rules make says its step; one read from elsewhere may not
            let during = pause.after.unwrap_or(next);
            return (Step::EventPaused { during, next }, None);
        }
        match self.current_player() {
            Some(p)
                if self.intruder_player_active()
                    && self.intruder_player.is_some_and(|(ip, _)| ip == p) =>
            {
                (Step::IntruderPlayerTurn, Some(p))
            }
            Some(p) => (Step::PlayerTurn, Some(p)),
            None => (Step::EventPhase, None),
        }
    }

    /// The player whose turn it is in the Player Phase: the one acting until they end their
    /// turn, else the next in turn order after the last turn ended (the first player at the
    /// start of a round) who has not passed; None once everyone has passed.
    pub fn current_player(&self) -> Option<PlayerId> {
        if let Some(p) = self.acting.filter(|p| self.still_to_act(*p)) {
            return Some(p);
        }
        let order = self.turn_order();
        let start = self
            .turn_ended
            .and_then(|p| order.iter().position(|&q| q == p))
            .map_or(0, |i| i + 1);
        (0..order.len())
            .map(|i| order[(start + i) % order.len()])
            .find(|&p| self.still_to_act(p))
    }

    /// Everyone still taking turns has passed: the Event Phase is what comes next.
    pub fn everyone_passed(&self) -> bool {
        self.ended.is_none() && self.event_paused.is_none() && self.current_player().is_none()
    }

    /// The first question the game waits for.
    pub fn pending(&self) -> Option<Question> {
        self.questions().into_iter().next()
    }

    /// Every question the game waits for, first one first.
    pub fn questions(&self) -> Vec<Question> {
        let mut out = Vec::new();
        if let Some(a) = &self.pending_attack {
            out.push(Question::IntruderPlayerCard {
                player: self.intruder_player.map_or(PlayerId(0), |(p, _)| p),
                intruder: a.intruder,
                target: a.target,
                cards: a.cards.len() as u8,
            });
        }
        if let Some(r) = &self.revival {
            out.push(Question::Revival {
                at: r.at,
                corpses: r.corpses,
                dead: r.dead.clone(),
            });
        }
        if let Some(slot) = self.adaptation_to_name() {
            out.push(Question::NameAdaptation { slot });
        }
        if let Some(h) = self.held_panics.first() {
            out.push(Question::HeldPanic {
                player: h.player,
                card: h.card,
            });
        }
        if let Some(slot) = self.weakness_waiting() {
            out.push(Question::DescribeWeakness { slot });
        }
        if let Some(player) = self.intruder_side_waiting() {
            out.push(Question::BecomeIntruderPlayer { player });
        }
        if let Some(v) = &self.victory {
            match (&v.step, v.drawing) {
                (_, Some(player)) => out.push(Question::FinalDraw {
                    player,
                    most: self.final_draw_most(player),
                }),
                (VictoryStep::Quarantine { pending }, _) => out.extend(
                    pending
                        .iter()
                        .map(|&player| Question::Quarantine { player }),
                ),
                (VictoryStep::Contamination { pending }, _) => {
                    out.extend(pending.iter().filter_map(|&player| {
                        Some(Question::FinalCheck {
                            player,
                            check: self.final_check(player)?,
                        })
                    }))
                }
                (VictoryStep::Objectives { pending }, _) => {
                    out.extend(pending.iter().map(|&player| Question::Objective { player }))
                }
                (VictoryStep::Done, _) => {}
            }
        }
        out
    }

    /// Void Seeders (edition 3): a weakness card turned up that the table has not described
    /// yet, while the game is on.
    pub(crate) fn weakness_waiting(&self) -> Option<super::state::WeaknessSlot> {
        if self.ended.is_some() || !self.config.since(3) {
            return None;
        }
        self.weakness_to_describe()
    }

    /// Standard mode (edition 3): the first dead player has not said yet whether they take the
    /// intruders' side, while the game is on.
    pub(crate) fn intruder_side_waiting(&self) -> Option<PlayerId> {
        if self.ended.is_some() || !self.config.since(3) {
            return None;
        }
        self.intruder_player_offer.map(|(p, _)| p)
    }
}
