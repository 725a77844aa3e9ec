//! A game is its setup (seed included) plus the commands applied to it. Undo rewinds the
//! journal and redo re-applies the same commands, so the same draws come back: nothing is ever
//! re-rolled. Snapshots every few commands keep undo instant on a long game.

//!
//! The journal is written once for every game: it is generic over the rules' `Ruleset` seam
//! (`Journal` alone is a base *Nemesis* journal).

use crate::rules::{Nemesis, Ruleset};
use serde::{Deserialize, Serialize};

/// How many commands between two snapshots.
const SNAPSHOT_EVERY: usize = 16;

/// The most commands one game may hold. A three-hour game has about a thousand; the limit keeps
/// every saved game far below the size a save file may have, so every game that was accepted
/// loads again.
pub const MAX_COMMANDS: usize = 20_000;

/// What a save file holds of a game: its setup and its commands (and how many are in force).
#[derive(Serialize, Deserialize)]
#[serde(bound = "")]
pub struct SavedGame<R: Ruleset = Nemesis> {
    pub config: R::Config,
    pub commands: Vec<R::Command>,
    pub cursor: usize,
}

impl<R: Ruleset> Clone for SavedGame<R> {
    fn clone(&self) -> Self {
        SavedGame {
            config: self.config.clone(),
            commands: self.commands.clone(),
            cursor: self.cursor,
        }
    }
}

impl<R: Ruleset> PartialEq for SavedGame<R> {
    fn eq(&self, other: &Self) -> bool {
        self.config == other.config
            && self.commands == other.commands
            && self.cursor == other.cursor
    }
}

impl<R: Ruleset> std::fmt::Debug for SavedGame<R> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SavedGame")
            .field("config", &self.config)
            .field("commands", &self.commands.len())
            .field("cursor", &self.cursor)
            .finish()
    }
}

pub struct Journal<R: Ruleset = Nemesis> {
    config: R::Config,
    /// Every command applied; those past `cursor` are undone and wait for redo.
    commands: Vec<R::Command>,
    cursor: usize,
    /// Snapshot 0 (the setup) is always there.
    snapshots: Vec<(usize, R::State)>,
    state: R::State,
}

impl<R: Ruleset> Clone for Journal<R> {
    fn clone(&self) -> Self {
        Journal {
            config: self.config.clone(),
            commands: self.commands.clone(),
            cursor: self.cursor,
            snapshots: self.snapshots.clone(),
            state: self.state.clone(),
        }
    }
}

impl<R: Ruleset> PartialEq for Journal<R>
where
    R::State: PartialEq,
{
    fn eq(&self, other: &Self) -> bool {
        self.config == other.config
            && self.commands == other.commands
            && self.cursor == other.cursor
            && self.snapshots == other.snapshots
            && self.state == other.state
    }
}

impl<R: Ruleset> std::fmt::Debug for Journal<R> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Journal")
            .field("game", &R::GAME)
            .field("commands", &self.commands.len())
            .field("cursor", &self.cursor)
            .finish()
    }
}

impl<R: Ruleset> Journal<R> {
    pub fn new(config: R::Config) -> Result<Journal<R>, R::Error> {
        let state = R::start(&config)?;
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
    pub fn replay(saved: SavedGame<R>) -> Result<Journal<R>, (usize, R::Error)> {
        let mut j = Journal::new(saved.config).map_err(|e| (0, e))?;
        let cursor = saved.cursor.min(saved.commands.len());
        for (i, c) in saved.commands.iter().take(cursor).enumerate() {
            j.apply(c.clone()).map_err(|e| (i, e))?;
        }
        j.commands = saved.commands;
        Ok(j)
    }

    pub fn saved(&self) -> SavedGame<R> {
        SavedGame {
            config: self.config.clone(),
            commands: self.commands.clone(),
            cursor: self.cursor,
        }
    }

    pub fn state(&self) -> &R::State {
        &self.state
    }

    pub fn config(&self) -> &R::Config {
        &self.config
    }

    /// The commands in force (not the undone ones).
    pub fn commands(&self) -> &[R::Command] {
        &self.commands[..self.cursor]
    }

    pub fn all_commands(&self) -> &[R::Command] {
        &self.commands
    }

    pub fn cursor(&self) -> usize {
        self.cursor
    }

    /// Applies a new command; an undone tail is dropped. The command is checked and normalised
    /// first ([`Ruleset::normalised`]), and kept as normalised.
    pub fn apply(&mut self, cmd: R::Command) -> Result<Vec<R::Outcome>, R::Error> {
        let cmd = R::normalised(cmd)?;
        if self.cursor >= MAX_COMMANDS {
            return Err(R::too_long());
        }
        let mut state = self.state.clone();
        let out = R::apply(&mut state, &cmd)?;
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
        self.cursor
            .checked_sub(1)
            .map(|i| R::label(&self.commands[i]))
    }

    pub fn redo_label(&self) -> Option<String> {
        self.commands.get(self.cursor).map(R::label)
    }

    /// Takes back the last command. Returns its label.
    pub fn undo(&mut self) -> Option<String> {
        let label = self.undo_label()?;
        self.cursor -= 1;
        self.state = self.rebuild(self.cursor);
        Some(label)
    }

    /// Re-applies the next undone command: the same command, the same draws.
    pub fn redo(&mut self) -> Option<Result<Vec<R::Outcome>, R::Error>> {
        let cmd = self.commands.get(self.cursor)?.clone();
        let mut state = self.state.clone();
        let result = R::apply(&mut state, &cmd);
        if result.is_ok() {
            self.cursor += 1;
            self.state = state;
        }
        Some(result)
    }

    /// The state after the first `n` commands, from the nearest snapshot.
    fn rebuild(&self, n: usize) -> R::State {
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
            let _ = R::apply(&mut state, c);
        }
        state
    }
}
