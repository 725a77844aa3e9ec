//! Save format version 2, FROZEN: these structs read every v2 file ever written. Never change
//! them; a new format gets a new module and a migration from this one (see `schema::migrate`).
//!
//! Version 2 is version 1 with the game and the species named in the header, so a save says
//! which ruleset replays it before anything is replayed:
//! - line 1: `{"schema":2,"crc":"<8 hex>","header":{"app":…,"created":<unix s>,"game":"nemesis",
//!   "species":"intruders","config":{…}}}`
//! - line n ≥ 2: exactly as in version 1 (`{"seq":n-1,"crc":…,"event":…}`), read by v1's reader.
//!
//! `species` is present for `"game":"nemesis"` and absent for a game without species.

use super::LineProblem;
use super::v1;
use serde::Deserialize;

pub const SCHEMA: u32 = 2;

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Header {
    pub app: String,
    pub created: u64,
    /// The ruleset's key (`GameKind` as it serialised in format 2).
    pub game: String,
    /// The species' key, for a game that has them.
    #[serde(default)]
    pub species: Option<String>,
    /// The ruleset's config as it serialised in format 2.
    pub config: serde_json::Value,
}

#[derive(Debug)]
pub struct File {
    pub header: Header,
    pub events: Vec<v1::Event>,
    /// (1-based line, reason, the line had no newline: a torn write)
    pub stopped: Option<(usize, String, bool)>,
}

fn crc_ok(raw: &serde_json::value::RawValue, crc: &str) -> bool {
    crc.len() == 8 && format!("{:08x}", crc32fast::hash(raw.get().as_bytes())) == crc
}

/// Reads a v2 file already split into lines. Errors only when the header itself is unreadable.
pub fn read(lines: &[&[u8]], last_terminated: bool) -> Result<File, LineProblem> {
    let first = lines.first().ok_or(LineProblem::Empty)?;
    let text = std::str::from_utf8(first).map_err(|_| LineProblem::NotText)?;
    let line: v1::HeaderLine = serde_json::from_str(text)?;
    if line.schema != SCHEMA {
        return Err(LineProblem::Format {
            found: line.schema,
            expected: SCHEMA,
        });
    }
    if !crc_ok(line.header, line.crc) {
        return Err(LineProblem::Checksum);
    }
    let header: Header = serde_json::from_str(line.header.get())?;
    let mut events = Vec::new();
    let mut stopped = None;
    for (i, bytes) in lines.iter().enumerate().skip(1) {
        let torn = i + 1 == lines.len() && !last_terminated;
        match v1::read_event(bytes, i as u64) {
            Ok(e) => events.push(e),
            Err(reason) => {
                stopped = Some((i + 1, reason.to_string(), torn));
                break;
            }
        }
    }
    Ok(File {
        header,
        events,
        stopped,
    })
}
