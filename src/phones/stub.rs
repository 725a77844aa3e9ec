//! What the phones show of the stub fifth game (only with the `stub-game` feature, issue 52):
//! the public frame, and the turn on the phone of the player whose turn it is.

use super::nemesis::PhoneSight;
use crate::present::i18n::I18n;
use crate::present::nemesis::narrate::Line;
use crate::present::stub as words;
use crate::rules::Ruleset;
use crate::rules::ids::PlayerId;
use crate::rules::stub::{Stub, StubCommand, StubState};
use serde_json::{Value, json};

/// The public frame: the stub has no map.
pub fn frame(i18n: &I18n, state: &StubState, step: &[Line], log: &[Line]) -> Value {
    super::frame(
        i18n,
        super::Frame {
            title: words::title(state),
            map_title: String::new(),
            seats: state.config.players.clone(),
            turn: words::turn(state),
            step_title: "",
            step,
            log,
            map: Value::Null,
        },
    )
}

/// The turn on the seat's phone: the rules' offers to that player, one button each.
pub fn turn_sight(state: &StubState, seat: usize) -> Option<PhoneSight<StubCommand>> {
    let player = u8::try_from(seat + 1).ok()?;
    let mine = crate::rules::ask::Actor::Player { player };
    let choices: Vec<(String, String, StubCommand)> = Stub::offers(state)
        .into_iter()
        .filter(|o| o.actor == mine)
        .enumerate()
        .map(|(i, o)| (format!("t{i}"), Stub::label(&o.command), o.command))
        .collect();
    (!choices.is_empty()).then(|| PhoneSight {
        to: PlayerId(player),
        body: json!({"title": words::turn(state), "lines": [], "open": true}),
        choices,
        forms: Vec::new(),
    })
}
