//! Save format versions. Every file says its version on its first line (`{"schema":N,…}`); that
//! rule holds for all versions to come. Each version has a frozen reader module, and `migrate`
//! brings what an old reader produced up to the current types. A file from a newer version is
//! refused with a message and left untouched.
//!
//! Policy: the JSON of rules commands and of the game setup is part of the format. A change to
//! their serialisation that old files would not read, or a rules change that makes a recorded
//! game replay differently, needs a new format version and a migration; the fixtures under
//! `tests/fixtures/saves/` fail when this is forgotten.

pub mod v1;
pub mod v2;

use super::contents::{Damage, Decoded, Event, Header, LoadError};
use super::stored::Stored;
use crate::rules::GameKind;
use serde::Deserialize;

/// Why a line of a journal could not be read (the header line refuses the file; a later line
/// ends what is read there, and the damage names it).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum LineProblem {
    #[error("the file is empty")]
    Empty,
    #[error("not text")]
    NotText,
    #[error("{0}")]
    Json(String),
    #[error("format {found} is not format {expected}")]
    Format { found: u32, expected: u32 },
    #[error("checksum mismatch")]
    Checksum,
    #[error("line number {found} where {due} was due")]
    OutOfOrder { found: u64, due: u64 },
}

impl From<serde_json::Error> for LineProblem {
    fn from(e: serde_json::Error) -> LineProblem {
        LineProblem::Json(e.to_string())
    }
}

/// The version this build writes.
pub const CURRENT: u32 = v2::SCHEMA;

/// The version a file's first line declares.
pub fn peek(first_line: &[u8]) -> Result<u32, LoadError> {
    #[derive(Deserialize)]
    struct Peek {
        schema: u32,
    }
    let text = std::str::from_utf8(first_line)
        .map_err(|_| LoadError::NotASave("the first line is not text".into()))?;
    serde_json::from_str::<Peek>(text)
        .map(|p| p.schema)
        .map_err(|_| LoadError::NotASave("the first line does not name a save format".into()))
}

/// Reads a file of any known version into the current types, as a game of `R`.
pub fn decode<R: Stored>(lines: &[&[u8]], last_terminated: bool) -> Result<Decoded<R>, LoadError> {
    let first = lines.first().ok_or(LoadError::Empty)?;
    match peek(first)? {
        v1::SCHEMA => v1::read(lines, last_terminated)
            .map_err(|p| LoadError::NotASave(format!("the first line: {p}")))
            .and_then(migrate_v1),
        v2::SCHEMA => v2::read(lines, last_terminated)
            .map_err(|p| LoadError::NotASave(format!("the first line: {p}")))
            .and_then(migrate_v2),
        n if n > CURRENT => Err(LoadError::NewerSchema {
            found: n,
            supported: CURRENT,
        }),
        n => Err(LoadError::NotASave(format!("unknown save format {n}"))),
    }
}

/// Which game a file holds, from its first line: format 1 knew only base *Nemesis*; format 2
/// names the game. A game this version does not know is refused by name.
pub fn game_of(first_line: &[u8]) -> Result<GameKind, LoadError> {
    match peek(first_line)? {
        v1::SCHEMA => Ok(GameKind::Nemesis),
        v2::SCHEMA => {
            let text = std::str::from_utf8(first_line)
                .map_err(|_| LoadError::NotASave("the first line is not text".into()))?;
            let line: v1::HeaderLine =
                serde_json::from_str(text).map_err(|e| LoadError::NotASave(e.to_string()))?;
            #[derive(Deserialize)]
            struct Game {
                game: String,
            }
            let game: Game = serde_json::from_str(line.header.get())
                .map_err(|e| LoadError::NotASave(e.to_string()))?;
            kind(&game.game)
        }
        n if n > CURRENT => Err(LoadError::NewerSchema {
            found: n,
            supported: CURRENT,
        }),
        n => Err(LoadError::NotASave(format!("unknown save format {n}"))),
    }
}

fn kind(key: &str) -> Result<GameKind, LoadError> {
    serde_json::from_value(serde_json::Value::String(key.to_string()))
        .map_err(|_| LoadError::UnknownGame(key.to_string()))
}

/// Format 1 → current: a v1 file is a base *Nemesis* game (the only game format 1 knew), its
/// species in its config.
pub fn migrate_v1<R: Stored>(file: v1::File) -> Result<Decoded<R>, LoadError> {
    if R::GAME != GameKind::Nemesis {
        return Err(LoadError::OtherGame(GameKind::Nemesis));
    }
    current::<R>(
        v1::SCHEMA,
        file.header.app,
        file.header.created,
        file.header.config,
        file.events,
        file.stopped,
    )
}

/// Format 2 → current. A game this version does not keep saves of is refused by name, a save of
/// another game than `R` as that game, and a header whose species contradicts its setup as not a
/// save.
pub fn migrate_v2<R: Stored>(file: v2::File) -> Result<Decoded<R>, LoadError> {
    let game = kind(&file.header.game)?;
    if game != R::GAME {
        return Err(LoadError::OtherGame(game));
    }
    let decoded = current::<R>(
        v2::SCHEMA,
        file.header.app,
        file.header.created,
        file.header.config,
        file.events,
        file.stopped,
    )?;
    let species = R::species_key(&decoded.header.config);
    if file.header.species != species {
        return Err(LoadError::NotASave(format!(
            "the header names species {:?} and the setup {:?}",
            file.header.species, species
        )));
    }
    Ok(decoded)
}

/// The config and events of a game of `R`, in the current types.
fn current<R: Stored>(
    schema: u32,
    app: String,
    created: u64,
    config: serde_json::Value,
    read: Vec<v1::Event>,
    stopped: Option<(usize, String, bool)>,
) -> Result<Decoded<R>, LoadError> {
    let config: R::Config = serde_json::from_value(config)
        .map_err(|e| LoadError::NotASave(format!("the game setup is not understood: {e}")))?;
    let mut events = Vec::with_capacity(read.len());
    let mut damage = stopped.map(|(line, reason, torn)| Damage { line, reason, torn });
    for (i, e) in read.into_iter().enumerate() {
        let event = match e {
            v1::Event::Cmd(value) => match serde_json::from_value::<R::Command>(value) {
                Ok(c) => Event::Command(c),
                Err(err) => {
                    damage = Some(Damage {
                        line: i + 2,
                        reason: format!("command not understood: {err}"),
                        torn: false,
                    });
                    break;
                }
            },
            v1::Event::Undo => Event::Undo,
            v1::Event::Redo => Event::Redo,
        };
        events.push(event);
    }
    Ok(Decoded {
        schema,
        header: Header {
            app,
            created,
            config,
        },
        events,
        damage,
    })
}
