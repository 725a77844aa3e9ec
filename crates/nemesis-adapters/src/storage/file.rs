//! The journal file of one game: a header line (format version, app version, time, setup) and one
//! line per session event (a command, an undo, a redo), each with a sequence number and a checksum.
//! Replaying the events in order gives back the commands, the undone tail and the cursor exactly.
//! An exported game is the same file.

use super::schema;
use super::stored::Stored;
use crate::rules::{GameKind, Nemesis};
use serde::Serialize;

pub use super::contents::{Damage, Decoded, Event, Header, LoadError, MAX_FILE_BYTES};

#[derive(Serialize)]
struct HeaderOut<'a, C> {
    app: &'a str,
    created: u64,
    game: GameKind,
    #[serde(skip_serializing_if = "Option::is_none")]
    species: Option<String>,
    config: &'a C,
}

#[derive(Serialize)]
#[serde(rename_all = "snake_case")]
enum EventOut<'a, C> {
    Cmd(&'a C),
    Undo,
    Redo,
}

fn json<T: Serialize>(value: &T) -> String {
    // Serialising plain data structs with string keys cannot fail.
    serde_json::to_string(value).unwrap_or_else(|_| "null".into())
}

/// The header line, newline included, in the current format.
pub fn encode_header<R: Stored>(header: &Header<R>) -> String {
    let body = json(&HeaderOut {
        app: &header.app,
        created: header.created,
        game: R::GAME,
        species: R::species_key(&header.config),
        config: &header.config,
    });
    let crc = crc32fast::hash(body.as_bytes());
    format!(
        "{{\"schema\":{},\"crc\":\"{crc:08x}\",\"header\":{body}}}\n",
        schema::CURRENT
    )
}

/// The line of the `seq`-th event (1-based), newline included.
pub fn encode_event<R: Stored>(seq: usize, event: &Event<R>) -> String {
    let body = json(&match event {
        Event::Command(c) => EventOut::Cmd(c),
        Event::Undo => EventOut::Undo,
        Event::Redo => EventOut::Redo,
    });
    let crc = crc32fast::hash(body.as_bytes());
    format!("{{\"seq\":{seq},\"crc\":\"{crc:08x}\",\"event\":{body}}}\n")
}

/// A whole file.
pub fn encode<R: Stored>(header: &Header<R>, events: &[Event<R>]) -> Vec<u8> {
    let mut s = encode_header(header);
    for (i, e) in events.iter().enumerate() {
        s.push_str(&encode_event(i + 1, e));
    }
    s.into_bytes()
}

/// Reads a whole base-game file of any known version (see [`decode_as`]).
pub fn decode(bytes: &[u8]) -> Result<Decoded, LoadError> {
    decode_as::<Nemesis>(bytes)
}

/// Reads a whole file of any known version as a game of `R`. A damaged line stops the reading;
/// what came before is returned with the damage described. A file of another game is
/// `LoadError::OtherGame`.
pub fn decode_as<R: Stored>(bytes: &[u8]) -> Result<Decoded<R>, LoadError> {
    let (lines, terminated) = split(bytes)?;
    schema::decode::<R>(&lines, terminated)
}

/// Which game a file holds, from its first line alone (so the right ruleset can read the rest).
pub fn game_of(bytes: &[u8]) -> Result<GameKind, LoadError> {
    let (lines, _) = split(bytes)?;
    schema::game_of(lines[0])
}

fn split(bytes: &[u8]) -> Result<(Vec<&[u8]>, bool), LoadError> {
    if bytes.len() > MAX_FILE_BYTES {
        return Err(LoadError::TooLarge(bytes.len()));
    }
    if bytes.iter().all(u8::is_ascii_whitespace) {
        return Err(LoadError::Empty);
    }
    let terminated = bytes.ends_with(b"\n");
    let body = if terminated {
        &bytes[..bytes.len() - 1]
    } else {
        bytes
    };
    Ok((body.split(|b| *b == b'\n').collect(), terminated))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Command;
    use crate::rules::ids::{Mode, Side};

    fn header() -> Header {
        Header {
            app: "test".into(),
            created: 1_700_000_000,
            config: crate::sim::config(5, 2, Side::A, Mode::Standard),
        }
    }

    fn events() -> Vec<Event> {
        let c: Command =
            serde_json::from_str(r#"{"cmd":"end_turn","player":1,"passed":true}"#).unwrap();
        vec![
            Event::Command(c.clone()),
            Event::Undo,
            Event::Redo,
            Event::Command(c),
        ]
    }

    #[test]
    fn a_file_reads_back_what_was_written() {
        let bytes = encode(&header(), &events());
        let d = decode(&bytes).unwrap();
        assert_eq!(d.header, header());
        assert_eq!(d.events, events());
        assert_eq!(d.damage, None);
        assert_eq!(d.schema, schema::CURRENT);
    }

    #[test]
    fn a_torn_last_line_is_reported_as_torn_and_the_rest_kept() {
        let bytes = encode(&header(), &events());
        let cut = &bytes[..bytes.len() - 7];
        let d = decode(cut).unwrap();
        assert_eq!(d.events, events()[..3]);
        let damage = d.damage.unwrap();
        assert!(damage.torn);
        assert_eq!(damage.line, 5);
    }

    #[test]
    fn a_flipped_byte_in_the_middle_stops_reading_there() {
        let mut bytes = encode(&header(), &events());
        let text = String::from_utf8(bytes.clone()).unwrap();
        let third = text.match_indices('\n').nth(1).unwrap().0 + 1; // start of line 3
        let pos = third + text[third..].find("undo").unwrap();
        bytes[pos] = b'x'; // "undo" -> "xndo": still JSON, the checksum catches it
        let d = decode(&bytes).unwrap();
        assert_eq!(d.events, events()[..1]);
        let damage = d.damage.unwrap();
        assert_eq!((damage.line, damage.torn), (3, false));
    }

    #[test]
    fn a_missing_line_is_caught_by_the_sequence_numbers() {
        let text = String::from_utf8(encode(&header(), &events())).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        let without = [lines[0], lines[1], lines[3], lines[4]].join("\n") + "\n";
        let d = decode(without.as_bytes()).unwrap();
        assert_eq!(d.events.len(), 1);
        assert_eq!(d.damage.unwrap().line, 3);
    }

    /// Format 2 names the game and the species in the header; it round-trips, a game this
    /// version keeps no saves of is refused by name, and a header that contradicts its setup is
    /// not taken.
    #[test]
    fn format_2_names_the_game_and_species() {
        let bytes = encode(&header(), &events());
        let first = String::from_utf8(bytes.clone()).unwrap();
        let first = first.lines().next().unwrap();
        assert!(first.starts_with("{\"schema\":2,"), "{first}");
        assert!(
            first.contains("\"game\":\"nemesis\",\"species\":\"intruders\""),
            "{first}"
        );
        let d = decode(&bytes).unwrap();
        assert_eq!(
            (d.schema, &d.header, d.events.len()),
            (2, &header(), events().len())
        );
        let reheader = |from: &str, to: &str| {
            let text = String::from_utf8(bytes.clone()).unwrap();
            let (line, rest) = text.split_once('\n').unwrap();
            let body = line
                .split_once("\"header\":")
                .unwrap()
                .1
                .strip_suffix('}')
                .unwrap()
                .replacen(from, to, 1);
            let crc = crc32fast::hash(body.as_bytes());
            format!("{{\"schema\":2,\"crc\":\"{crc:08x}\",\"header\":{body}}}\n{rest}")
        };
        let other = reheader("\"game\":\"nemesis\"", "\"game\":\"retaliation\"");
        // a Retaliation header: another game, read by Retaliation's rules, not these
        let err = decode(other.as_bytes()).unwrap_err();
        assert_eq!(err, LoadError::OtherGame(GameKind::Retaliation));
        assert_eq!(game_of(other.as_bytes()), Ok(GameKind::Retaliation));
        let future = reheader("\"game\":\"nemesis\"", "\"game\":\"nemesis-3\"");
        assert_eq!(
            decode(future.as_bytes()),
            Err(LoadError::UnknownGame("nemesis-3".into()))
        );
        let liar = reheader("\"species\":\"intruders\"", "\"species\":\"carnomorphs\"");
        assert!(matches!(
            decode(liar.as_bytes()),
            Err(LoadError::NotASave(_))
        ));
    }

    #[test]
    fn newer_formats_empty_files_and_foreign_files_are_refused_with_a_reason() {
        let newer = b"{\"schema\":99,\"whatever\":true}\n";
        assert_eq!(
            decode(newer),
            Err(LoadError::NewerSchema {
                found: 99,
                supported: 2
            })
        );
        assert!(
            decode(newer)
                .unwrap_err()
                .to_string()
                .contains("newer version")
        );
        assert_eq!(decode(b""), Err(LoadError::Empty));
        assert_eq!(decode(b"\n\n"), Err(LoadError::Empty));
        assert!(matches!(decode(b"hello"), Err(LoadError::NotASave(_))));
        assert!(matches!(
            decode(b"{\"schema\":0}"),
            Err(LoadError::NotASave(_))
        ));
        assert!(matches!(
            decode(b"{\"schema\":1,\"crc\":\"00000000\",\"header\":{}}"),
            Err(LoadError::NotASave(_))
        ));
    }
}
