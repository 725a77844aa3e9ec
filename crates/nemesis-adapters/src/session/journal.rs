//! A game is its setup (seed included) plus the commands applied to it. Undo rewinds the
//! journal and redo re-applies the same commands, so the same draws come back: nothing is ever
//! re-rolled. Snapshots every few commands keep undo instant on a long game.

use crate::rules::{Command, GameConfig, GameState, Outcome, RuleError};
use serde::{Deserialize, Serialize};

/// How many commands between two snapshots.
const SNAPSHOT_EVERY: usize = 16;

/// The most commands one game may hold. A three-hour game has about a thousand; the limit keeps
/// every saved game far below the size a save file may have, so every game that was accepted
/// loads again.
pub const MAX_COMMANDS: usize = 20_000;

/// What a save file holds of a game: its setup and its commands (and how many are in force).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedGame {
    pub config: GameConfig,
    pub commands: Vec<Command>,
    pub cursor: usize,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Journal {
    config: GameConfig,
    /// Every command applied; those past `cursor` are undone and wait for redo.
    commands: Vec<Command>,
    cursor: usize,
    /// Snapshot 0 (the setup) is always there.
    snapshots: Vec<(usize, GameState)>,
    state: GameState,
}

impl Journal {
    pub fn new(config: GameConfig) -> Result<Journal, RuleError> {
        let state = GameState::new(config.clone())?;
        Ok(Journal {
            config,
            commands: Vec::new(),
            cursor: 0,
            snapshots: vec![(0, state.clone())],
            state,
        })
    }

    /// Rebuilds a game from its setup and commands (a saved journal). Fails on the first
    /// command the rules refuse, naming its position.
    pub fn replay(saved: SavedGame) -> Result<Journal, (usize, RuleError)> {
        let mut j = Journal::new(saved.config).map_err(|e| (0, e))?;
        let cursor = saved.cursor.min(saved.commands.len());
        for (i, c) in saved.commands.iter().take(cursor).enumerate() {
            j.apply(c.clone()).map_err(|e| (i, e))?;
        }
        j.commands = saved.commands;
        Ok(j)
    }

    pub fn saved(&self) -> SavedGame {
        SavedGame {
            config: self.config.clone(),
            commands: self.commands.clone(),
            cursor: self.cursor,
        }
    }

    pub fn state(&self) -> &GameState {
        &self.state
    }

    pub fn config(&self) -> &GameConfig {
        &self.config
    }

    /// The commands in force (not the undone ones).
    pub fn commands(&self) -> &[Command] {
        &self.commands[..self.cursor]
    }

    pub fn all_commands(&self) -> &[Command] {
        &self.commands
    }

    pub fn cursor(&self) -> usize {
        self.cursor
    }

    /// Applies a new command; an undone tail is dropped. The command is checked and normalised
    /// first ([`Command::normalised`]), and kept as normalised.
    pub fn apply(&mut self, cmd: Command) -> Result<Vec<Outcome>, RuleError> {
        let cmd = cmd.normalised()?;
        if self.cursor >= MAX_COMMANDS {
            return Err(RuleError::not_allowed(crate::rules::Refusal::GameTooLong));
        }
        let mut state = self.state.clone();
        let out = state.apply(&cmd)?;
        self.commands.truncate(self.cursor);
        self.snapshots.retain(|(i, _)| *i <= self.cursor);
        self.commands.push(cmd);
        self.cursor += 1;
        if self.cursor.is_multiple_of(SNAPSHOT_EVERY) {
            self.snapshots.push((self.cursor, state.clone()));
        }
        self.state = state;
        Ok(out)
    }

    /// The label of the command undo would take back.
    pub fn undo_label(&self) -> Option<String> {
        self.cursor.checked_sub(1).map(|i| self.commands[i].label())
    }

    pub fn redo_label(&self) -> Option<String> {
        self.commands.get(self.cursor).map(Command::label)
    }

    /// Takes back the last command. Returns its label.
    pub fn undo(&mut self) -> Option<String> {
        let label = self.undo_label()?;
        self.cursor -= 1;
        self.state = self.rebuild(self.cursor);
        Some(label)
    }

    /// Re-applies the next undone command: the same command, the same draws.
    pub fn redo(&mut self) -> Option<Result<Vec<Outcome>, RuleError>> {
        let cmd = self.commands.get(self.cursor)?.clone();
        let mut state = self.state.clone();
        let result = state.apply(&cmd);
        if result.is_ok() {
            self.cursor += 1;
            self.state = state;
        }
        Some(result)
    }

    /// The state after the first `n` commands, from the nearest snapshot.
    fn rebuild(&self, n: usize) -> GameState {
        let (start, snap) = self
            .snapshots
            .iter()
            .rev()
            .find(|(i, _)| *i <= n)
            .map(|(i, s)| (*i, s.clone()))
            .unwrap_or_else(|| (0, self.snapshots[0].1.clone()));
        let mut state = snap;
        for c in &self.commands[start..n] {
            // every command here was accepted before from this very state, so it applies again
            let _ = state.apply(c);
        }
        state
    }
}
