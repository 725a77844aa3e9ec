//! Save format version 1, FROZEN: these structs read every v1 file ever written. Never change
//! them; a new format gets a new module and a migration from this one (see `schema::migrate`).
//!
//! A v1 journal is UTF-8 text, one JSON object per line, each line ending with `\n`:
//! - line 1: `{"schema":1,"crc":"<8 hex>","header":{"app":…,"created":<unix s>,"config":{…}}}`
//! - line n ≥ 2: `{"seq":n-1,"crc":"<8 hex>","event":…}` where the event is `{"cmd":{…}}` (a rules
//!   command as the rules serialise it), `"undo"` or `"redo"`.
//!
//! `crc` is the CRC-32 (IEEE) of the exact bytes of the `header` or `event` value as written.

use super::LineProblem;
use serde::Deserialize;
use serde_json::value::RawValue;

pub const SCHEMA: u32 = 1;

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HeaderLine<'a> {
    pub schema: u32,
    pub crc: &'a str,
    #[serde(borrow)]
    pub header: &'a RawValue,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Header {
    pub app: String,
    pub created: u64,
    /// The rules' `GameConfig` as it serialised in format 1.
    pub config: serde_json::Value,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EventLine<'a> {
    pub seq: u64,
    pub crc: &'a str,
    #[serde(borrow)]
    pub event: &'a RawValue,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum Event {
    /// A rules `Command` as it serialised in format 1.
    Cmd(serde_json::Value),
    Undo,
    Redo,
}

/// A v1 file read line by line: the header, the events that read cleanly, and where reading
/// stopped if it did.
#[derive(Debug)]
pub struct File {
    pub header: Header,
    pub events: Vec<Event>,
    /// (1-based line, reason, the line had no newline: a torn write)
    pub stopped: Option<(usize, String, bool)>,
}

fn crc_ok(raw: &RawValue, crc: &str) -> bool {
    crc.len() == 8 && format!("{:08x}", crc32fast::hash(raw.get().as_bytes())) == crc
}

/// Reads a v1 file already split into lines (`lines[0]` is the header; `terminated` says whether
/// the last line ended with a newline). Errors only when the header itself is unreadable.
pub fn read(lines: &[&[u8]], last_terminated: bool) -> Result<File, LineProblem> {
    let first = lines.first().ok_or(LineProblem::Empty)?;
    let text = std::str::from_utf8(first).map_err(|_| LineProblem::NotText)?;
    let line: HeaderLine = serde_json::from_str(text)?;
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
        match read_event(bytes, i as u64) {
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

pub fn read_event(bytes: &[u8], seq: u64) -> Result<Event, LineProblem> {
    let text = std::str::from_utf8(bytes).map_err(|_| LineProblem::NotText)?;
    let line: EventLine = serde_json::from_str(text)?;
    if line.seq != seq {
        return Err(LineProblem::OutOfOrder {
            found: line.seq,
            due: seq,
        });
    }
    if !crc_ok(line.event, line.crc) {
        return Err(LineProblem::Checksum);
    }
    Ok(serde_json::from_str(line.event.get())?)
}
