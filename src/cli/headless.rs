//! `headless`: one command per line as JSON in, one JSON line out per input line.
//! A bad line gets a JSON error and changes nothing. See docs/headless.md.

use super::simulate::{ModeArg, SideArg, mode, side};
use crate::rules::{Command, RuleError};
use crate::session::{Journal, PersistentJournal, Session};
use crate::storage::GameStore;
use serde::Deserialize;
use serde_json::{Value, json};
use std::io::{BufRead, Write};
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(clap::Args, Debug)]
pub struct Args {
    /// Seed of the game.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Players (1-5).
    #[arg(long, default_value_t = 4, value_parser = clap::value_parser!(u8).range(1..=5))]
    pub players: u8,
    #[arg(long, value_enum, default_value = "a")]
    pub side: SideArg,
    #[arg(long, value_enum, default_value = "standard")]
    pub mode: ModeArg,
    /// Save the game in this folder as it goes: every command is on the disk before its answer.
    #[arg(long, value_name = "DIR", value_parser = folder)]
    pub data_dir: Option<PathBuf>,
    /// Continue the last unfinished game saved in the data folder (a new game if there is none).
    /// Without --data-dir, the app's data folder is used.
    #[arg(long)]
    pub resume: bool,
}

/// A folder argument: an empty one would mean the current folder without saying so.
fn folder(s: &str) -> Result<PathBuf, String> {
    if s.trim().is_empty() {
        Err("the folder must not be empty".into())
    } else {
        Ok(PathBuf::from(s))
    }
}

/// Requests that are about the session rather than the game.
#[derive(Debug, Deserialize)]
#[serde(tag = "meta", rename_all = "snake_case", deny_unknown_fields)]
pub enum Meta {
    Undo,
    Redo,
    /// Everything the table may see.
    View,
    /// The setup and the commands so far (a save).
    Journal,
}

#[derive(Debug, Deserialize)]
#[serde(untagged)]
enum Line {
    Meta(Meta),
    Command(Command),
}

/// Answers one input line. Pure apart from the session it changes, so tests drive it directly.
/// When the session cannot save, the answer carries `"storage_warning"`.
pub fn answer<S: Session>(journal: &mut S, line: &str) -> Value {
    let mut reply = answer_line(journal, line);
    if let (Some(warning), Some(obj)) = (journal.storage_warning(), reply.as_object_mut()) {
        obj.insert("storage_warning".into(), Value::String(warning));
    }
    reply
}

fn answer_line<S: Session>(journal: &mut S, line: &str) -> Value {
    let line = line.trim();
    let parsed: Result<Line, _> = serde_json::from_str(line);
    match parsed {
        Err(e) => json!({"ok": false, "error": {"error": "bad_line", "detail": e.to_string()}}),
        Ok(Line::Command(cmd)) => match journal.apply(cmd) {
            Ok(outcomes) => {
                json!({"ok": true, "n": journal.journal().cursor(), "outcomes": outcomes})
            }
            Err(e) => json!({"ok": false, "error": e}),
        },
        Ok(Line::Meta(Meta::Undo)) => match journal.undo() {
            Some(label) => json!({"ok": true, "n": journal.journal().cursor(), "undone": label}),
            None => json!({"ok": false, "error": {"error": "nothing_to_undo"}}),
        },
        Ok(Line::Meta(Meta::Redo)) => match journal.redo() {
            Some(Ok(outcomes)) => {
                json!({"ok": true, "n": journal.journal().cursor(), "outcomes": outcomes})
            }
            Some(Err(e)) => json!({"ok": false, "error": e}),
            None => json!({"ok": false, "error": {"error": "nothing_to_redo"}}),
        },
        Ok(Line::Meta(Meta::View)) => {
            json!({"ok": true, "view": journal.journal().state().public_view()})
        }
        Ok(Line::Meta(Meta::Journal)) => json!({"ok": true, "journal": journal.journal().saved()}),
    }
}

pub fn run(args: Args) -> Result<ExitCode, String> {
    let m = mode(args.mode);
    let players = if m == crate::rules::ids::Mode::Solo {
        1
    } else {
        args.players as usize
    };
    let config = crate::sim::config(args.seed, players, side(args.side), m);
    if args.data_dir.is_none() && !args.resume {
        let mut journal = Journal::new(config).map_err(|e: RuleError| e.to_string())?;
        let hello = json!({"ok": true, "ready": journal.config(), "resumed": false, "n": 0});
        return serve(&mut journal, hello);
    }
    let store = match args.data_dir {
        Some(dir) => GameStore::new(dir),
        None => GameStore::at_default_location()?,
    };
    let resumed = if args.resume {
        PersistentJournal::continue_last(store.clone())?
    } else {
        None
    };
    let (mut session, recovery, was_resumed) = match resumed {
        Some((pj, recovery)) => (pj, recovery, true),
        None => (
            PersistentJournal::create(store, config).map_err(|e| e.to_string())?,
            None,
            false,
        ),
    };
    let mut hello = json!({
        "ok": true,
        "ready": session.journal().config(),
        "resumed": was_resumed,
        "n": session.journal().cursor(),
        "game": session.id().as_str(),
    });
    if let Some(obj) = hello.as_object_mut() {
        if let Some(r) = recovery {
            obj.insert("recovered".into(), Value::String(r.to_string()));
        }
        if let Some(w) = session.storage_warning() {
            obj.insert("storage_warning".into(), Value::String(w));
        }
    }
    serve(&mut session, hello)
}

/// Writes the ready line, then answers stdin line by line.
fn serve<S: Session>(session: &mut S, hello: Value) -> Result<ExitCode, String> {
    let stdin = std::io::stdin();
    let mut out = std::io::stdout().lock();
    writeln!(out, "{hello}").map_err(|e| e.to_string())?;
    out.flush().map_err(|e| e.to_string())?;
    for line in stdin.lock().lines() {
        let line = line.map_err(|e| format!("reading stdin: {e}"))?;
        if line.trim().is_empty() {
            continue;
        }
        let reply = answer(session, &line);
        writeln!(out, "{reply}").map_err(|e| e.to_string())?;
        out.flush().map_err(|e| e.to_string())?;
    }
    Ok(ExitCode::SUCCESS)
}
