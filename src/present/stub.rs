//! The stub fifth game in words (only with the `stub-game` feature, issue 52). A real game's
//! words go through the translations; the stub's are fixed English, so it adds no key to them.

use crate::present::nemesis::narrate::{Line, Tone};
use crate::rules::stub::{StubOutcome, StubState};

/// The game's heading: how many numbers are left.
pub fn title(state: &StubState) -> String {
    format!("Stub: {} left", state.left())
}

/// Whose turn it is, by name.
pub fn turn(state: &StubState) -> String {
    match state.config.players.get(state.turn) {
        Some(name) if state.left() > 0 => format!("{name} draws"),
        _ => "Over".to_string(),
    }
}

/// What a step told the table.
pub fn lines(state: &StubState, outcomes: &[StubOutcome]) -> Vec<Line> {
    outcomes
        .iter()
        .map(|StubOutcome::Drew { player, number }| {
            let name = state
                .config
                .players
                .get(usize::from(*player).wrapping_sub(1))
                .map_or("?", String::as_str);
            Line::marked(Tone::Info, &format!("{name} drew {number}"))
        })
        .collect()
}
