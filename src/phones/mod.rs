//! What the phones at the table are sent (issue 36), in the table's language: the public frame
//! (title, whose turn, the step's board lines, the log, the map) and each private sight with its
//! choices. The server (`nemesis_adapters::phones`) carries these and never reads them; the
//! window and `headless --phones` make them with the same functions here.

pub mod doors;
pub mod injuries;
pub mod moves;
pub mod nemesis;
pub mod retaliation;
pub mod room_actions;
#[cfg(feature = "stub-game")]
pub mod stub;
pub mod tap;
pub mod words;

use crate::present::nemesis::narrate::Line;

/// The most log lines a frame carries (the page shows the newest last).
pub const LOG_LINES: usize = 40;

/// A narrated line as the page shows it, in either game: the sentence, then its "→" board
/// instruction (a line that is all instruction has no sentence).
pub fn line_texts(lines: &[Line]) -> Vec<String> {
    let mut out = Vec::new();
    for line in lines {
        if !line.text.is_empty() {
            out.push(line.text.clone());
        }
        if let Some(todo) = &line.todo {
            out.push(format!("→ {todo}"));
        }
    }
    out
}

/// What one game's public frame holds; [`frame`] puts it in the one envelope every game's page
/// reads (issue 33: the phones' frame written once).
pub struct Frame<'a> {
    pub title: String,
    /// The map's heading: the ship, or Retaliation's facility.
    pub map_title: String,
    pub seats: Vec<String>,
    pub turn: String,
    pub step_title: &'a str,
    pub step: &'a [Line],
    /// The log, oldest first: the page gets its newest [`LOG_LINES`] lines.
    pub log: &'a [Line],
    pub map: serde_json::Value,
}

/// The public frame of either game, in the table's language: nothing here is hidden from
/// anyone at the table.
pub fn frame(i18n: &crate::present::i18n::I18n, f: Frame<'_>) -> serde_json::Value {
    let mut log = line_texts(f.log);
    if log.len() > LOG_LINES {
        log.drain(..log.len() - LOG_LINES);
    }
    without_joiners(serde_json::json!({
        "lang": i18n.language().code(),
        "words": words::page_words(i18n, &f.map_title),
        "title": f.title,
        "seats": f.seats,
        "turn": f.turn,
        "step": {"title": f.step_title, "lines": line_texts(f.step)},
        "log": log,
        "map": f.map,
    }))
}

/// The colour of a player's ring on the page (`#rrggbb`), as the window draws it.
pub fn ring_hex(ring: crate::rules::ids::Ring) -> String {
    let [r, g, b] = crate::present::rings::rgb(ring);
    format!("#{r:02x}{g:02x}{b:02x}")
}

/// A text without the window's word joiners (see [`without_joiners`]).
/// Between the steps of a choice's label: the page asks a choice of several steps one step at
/// a time (a move's destination, then its corridor, then plain or careful movement).
pub const STEP: &str = "\u{1f}";

pub fn plain(text: &str) -> String {
    text.replace(crate::present::i18n::WORD_JOINER, "")
}

/// The window keeps Korean words whole with invisible joiners between their letters (its text
/// engine breaks anywhere otherwise); a browser keeps them whole by itself (`word-break:
/// keep-all`), and the joiners would only get in the way of search and copy. Every string of a
/// frame or sight goes out without them.
pub fn without_joiners(value: serde_json::Value) -> serde_json::Value {
    use serde_json::Value;
    match value {
        Value::String(s) => Value::String(plain(&s)),
        Value::Array(a) => Value::Array(a.into_iter().map(without_joiners).collect()),
        Value::Object(o) => Value::Object(
            o.into_iter()
                .map(|(k, v)| (k, without_joiners(v)))
                .collect(),
        ),
        other => other,
    }
}

#[cfg(test)]
mod tests {
    use crate::present::i18n::{I18n, Language};
    use crate::present::nemesis::narrate::GameFacts;
    use crate::rules::board::Board;
    use crate::rules::ids::{Mode, Side};
    use crate::rules::retaliation::{RetaliationConfig, RetaliationState};
    use crate::rules::{GameConfig, GameState};

    /// Issue 53: Retaliation's page called its map 「우주선」 (the ship) and its header began with
    /// the app's long name, which pushed the seat's own name off a phone's header
    /// (「ネメシス・コンパニオン・ラ…」).
    #[test]
    fn each_games_page_names_its_own_map_and_leads_with_the_round() {
        let ko = I18n::new(Language::Ko).unwrap();
        let config = GameConfig::numbered(1, 2, Side::A, Mode::Standard);
        let state = GameState::new(config.clone()).unwrap();
        let board = Board::bundled(Side::A).unwrap();
        let facts = GameFacts {
            config: &config,
            board: &board,
            state: &state,
        };
        let base = super::nemesis::frame(&ko, &facts, "", &[], &[]);
        let st = RetaliationState::new(&RetaliationConfig::numbered(1, 2)).unwrap();
        let ret = super::retaliation::frame(&ko, &st, "", &[], &[]);
        assert_eq!(base["words"]["map"], "우주선");
        assert_eq!(ret["words"]["map"], "시설");
        let app = crate::tr!(ko, "app-title");
        for frame in [&base, &ret] {
            let title = frame["title"].as_str().unwrap();
            assert!(!title.contains(&app), "{title}");
        }
    }
}
