//! Every table's log (issue 33: one log): one entry per step in force with its public outcomes,
//! oldest first. The shell keeps it as steps are played, undone and redone, so no table pushes
//! or pops it itself, and a private sight never enters it (the curtain has those). Entries keep
//! data, not words: each table puts them into the language chosen at that moment.

use super::sighted::Sighted;
use std::fmt;

/// One step in force and what it told everyone.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry<C, O> {
    pub command: C,
    /// The outcomes anyone may see (private sights removed).
    pub outcomes: Vec<O>,
}

/// An entry of `R`'s log.
pub type EntryOf<R> =
    Entry<<R as crate::rules::Ruleset>::Command, <R as crate::rules::Ruleset>::Outcome>;

pub struct Log<R: Sighted> {
    entries: Vec<EntryOf<R>>,
    /// What the whole log has learnt (the base game: what each intruder was, so an older line
    /// still names one that a later step killed).
    memory: R::Memory,
}

impl<R: Sighted> Default for Log<R> {
    fn default() -> Log<R> {
        Log {
            entries: Vec::new(),
            memory: R::Memory::default(),
        }
    }
}

impl<R: Sighted> Clone for Log<R> {
    fn clone(&self) -> Log<R> {
        Log {
            entries: self.entries.clone(),
            memory: self.memory.clone(),
        }
    }
}

impl<R: Sighted> fmt::Debug for Log<R> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Log")
            .field("entries", &self.entries)
            .field("memory", &self.memory)
            .finish()
    }
}

impl<R: Sighted> PartialEq for Log<R>
where
    R::Outcome: PartialEq,
{
    fn eq(&self, other: &Log<R>) -> bool {
        self.entries == other.entries && self.memory == other.memory
    }
}

impl<R: Sighted> Log<R> {
    /// The log of a reopened game, from its replayed steps.
    pub fn from_history<'a>(
        history: impl IntoIterator<Item = &'a (R::Command, Vec<R::Outcome>)>,
    ) -> Log<R>
    where
        R: 'a,
    {
        let mut log = Log::default();
        for (command, outcomes) in history {
            log.push(command.clone(), outcomes);
        }
        log
    }

    /// A step played (or played again): its public outcomes.
    pub fn push(&mut self, command: R::Command, outcomes: &[R::Outcome]) {
        let outcomes = R::public(outcomes);
        R::learn(&mut self.memory, &outcomes);
        self.entries.push(Entry { command, outcomes });
    }

    /// The last step undone.
    pub fn pop(&mut self) -> Option<EntryOf<R>> {
        let popped = self.entries.pop();
        self.memory = R::Memory::default();
        for e in &self.entries {
            R::learn(&mut self.memory, &e.outcomes);
        }
        popped
    }

    pub fn entries(&self) -> &[EntryOf<R>] {
        &self.entries
    }

    pub fn last(&self) -> Option<&EntryOf<R>> {
        self.entries.last()
    }

    /// What the last step told everyone (nothing before the first).
    pub fn said(&self) -> &[R::Outcome] {
        self.entries.last().map_or(&[], |e| e.outcomes.as_slice())
    }

    pub fn len(&self) -> usize {
        self.entries.len()
    }

    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    pub fn memory(&self) -> &R::Memory {
        &self.memory
    }
}
