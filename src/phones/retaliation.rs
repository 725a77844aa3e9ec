//! *Nemesis: Retaliation* on the phones: the public frame (the facility as its window map
//! shows it, whose turn, the step's lines, the log) and the AA tokens' look with its choice.

use super::nemesis::PhoneSight;
use super::ring_hex;
use crate::present::i18n::I18n;
use crate::present::nemesis::narrate::Line;
use crate::present::retaliation::figures::{Figure, disc_label, intruder_figures, unit};
use crate::present::retaliation::words;
use crate::rules::ids::{PlayerId, Ring};
use crate::rules::retaliation::map::{Door, Hex};
use crate::rules::retaliation::{
    Fix, MarineStatus, RetaliationCommand as C, RetaliationOutcome as O, RetaliationState,
};
use crate::tr;
use serde_json::{Value, json};

/// Board units per hex of size 1.
const SCALE: f32 = 100.0;

/// The marines' names, in seat order.
pub fn seat_names(st: &RetaliationState) -> Vec<String> {
    (0..st.marines.len())
        .map(|i| words::marine(st, i))
        .collect()
}

/// What the page's "now" says: the question the table must answer, else the marine whose turn
/// it is by the rules (issue 51: nobody's outside the players' step), else nothing.
pub fn turn(t: &I18n, st: &RetaliationState) -> String {
    match (st.pending.front(), st.current_turn()) {
        (Some(q), _) => words::question(t, st, q),
        (None, Some((who, _))) => words::marine(st, who),
        (None, None) => String::new(),
    }
}

/// The public frame: nothing here is hidden from anyone at the table.
pub fn frame(t: &I18n, st: &RetaliationState, turn: &str, step: &[Line], log: &[Line]) -> Value {
    super::frame(
        t,
        super::Frame {
            title: tr!(
                t,
                "rt-round",
                round = st.round,
                rounds = st.public_view().rounds
            ),
            // Retaliation is played in a facility, not on a ship
            map_title: tr!(t, "phones-page-map-facility"),
            seats: seat_names(st),
            turn: turn.to_string(),
            step_title: "",
            step,
            log,
            map: map(t, st),
        },
    )
}

fn map(t: &I18n, st: &RetaliationState) -> Value {
    let mut cells: Vec<Hex> = st.map.rooms.values().map(|r| r.cell).collect();
    for c in st.map.corridors.values() {
        let (a, b) = c.ends();
        cells.extend([a, b]);
    }
    let points: Vec<(f32, f32)> = cells.iter().map(|h| unit(*h)).collect();
    let min_x = points.iter().map(|p| p.0).fold(f32::MAX, f32::min);
    let min_y = points.iter().map(|p| p.1).fold(f32::MAX, f32::min);
    let max_x = points.iter().map(|p| p.0).fold(f32::MIN, f32::max);
    let max_y = points.iter().map(|p| p.1).fold(f32::MIN, f32::max);
    let margin = 1.0;
    let at = |h: Hex| {
        let (x, y) = unit(h);
        (
            ((x - min_x + margin) * SCALE).round(),
            ((y - min_y + margin) * SCALE).round(),
        )
    };
    let rooms: Vec<Value> = st
        .map
        .rooms
        .values()
        .map(|room| {
            let (x, y) = at(room.cell);
            let hidden = room.id == crate::rules::retaliation::HIBERNATORIUM
                && !st.facility.hibernatorium_discovered;
            let mut marks = Vec::new();
            if room.fire {
                marks.push("fire");
            }
            if room.malfunction {
                marks.push("malfunction");
            }
            let intruders = figures_of(t, &room.intruders);
            let people: Vec<Value> = st
                .marines
                .iter()
                .enumerate()
                .filter(|(_, m)| {
                    m.room == room.id
                        && matches!(
                            m.status,
                            MarineStatus::Inside | MarineStatus::InLander | MarineStatus::Fallen
                        )
                })
                .map(|(i, m)| {
                    let ring = Ring::default_for(u8::try_from(i + 1).unwrap_or(1));
                    json!({
                        "i": disc_label(st, i),
                        "c": ring_hex(ring),
                        "s": i,
                        "down": m.status == MarineStatus::Fallen,
                    })
                })
                .collect();
            json!({
                "x": x, "y": y, "r": 78,
                "n": room.id.to_string(),
                "name": if hidden { "?".to_string() } else { words::room_name(t, room.id) },
                "unexplored": hidden,
                "state": marks,
                "intruders": intruders,
                "people": people,
            })
        })
        .collect();
    let lines: Vec<Value> = st
        .map
        .corridors
        .values()
        .map(|c| {
            let (a, b) = c.ends();
            let (pa, pb) = (at(a), at(b));
            json!({
                "a": [pa.0, pa.1],
                "b": [pb.0, pb.1],
                "door": match c.door {
                    Some(Door::Closed) => Value::from("closed"),
                    Some(Door::Destroyed) => Value::from("broken"),
                    Some(Door::Open) => Value::from("open"),
                    None => Value::Null,
                },
                "noise": c.noise_marker,
                // a corridor's intruders, drawn at its middle (issue 53: five corridors held
                // Adults the page did not show)
                "intruders": figures_of(t, &c.intruders),
            })
        })
        .collect();
    let w = ((max_x - min_x + 2.0 * margin) * SCALE).round();
    let h = ((max_y - min_y + 2.0 * margin) * SCALE).round();
    json!({"w": w.max(100.0), "h": h.max(100.0), "rooms": rooms, "lines": lines})
}

/// The phone's page for a private outcome (the AA tokens), with the order to choose when the
/// rules ask for it.
pub fn sight(t: &I18n, st: &RetaliationState, outcome: &O) -> Option<PhoneSight<C>> {
    let O::AaSeen {
        to,
        top,
        bottom,
        swapped,
    } = outcome
    else {
        return None;
    };
    let mut line = tr!(
        t,
        "rt-curtain-aa",
        top = words::aa(t, *top),
        bottom = words::aa(t, *bottom)
    );
    if *swapped {
        line.push(' ');
        line.push_str(&tr!(t, "rt-curtain-swapped"));
    }
    let asks = matches!(
        st.pending.front(),
        Some(crate::rules::retaliation::Question::AaOrder { who }) if who == to
    );
    let mut lines = vec![line];
    let choices = if asks {
        lines.push(tr!(t, "rt-curtain-aa-order"));
        vec![
            (
                "keep".to_string(),
                tr!(t, "rt-aa-keep"),
                C::AaOrder { swap: false },
            ),
            (
                "swap".to_string(),
                tr!(t, "rt-aa-swap"),
                C::AaOrder { swap: true },
            ),
        ]
    } else {
        Vec::new()
    };
    Some(PhoneSight {
        to: PlayerId(u8::try_from(to + 1).unwrap_or(1)),
        body: super::without_joiners(json!({"title": tr!(t, "phones-sight-aa"), "lines": lines})),
        choices,
        forms: Vec::new(),
    })
}

/// The marine on whose phone the game is now played (issue 53): while a question waits, the
/// marine the rules address its answer to (the noise die they rolled), if any; else the marine
/// whose turn it is. `None` while the table answers or nobody acts.
pub fn phone_to_play(st: &RetaliationState) -> Option<usize> {
    use crate::rules::ask::Actor;
    if st.pending.is_empty() {
        return st.current_turn().map(|(who, _)| who);
    }
    // (the AA order is answered on the private sight itself)
    st.offers()
        .iter()
        .filter(|o| !matches!(o.command, C::AaOrder { .. }))
        .find_map(|o| match o.actor {
            Actor::Player { player } if player > 0 => Some(usize::from(player) - 1),
            _ => None,
        })
}

/// The marine's own turn on their phone (issue 53), as in the base game: what the rules offer
/// the marine whose turn it is that needs no answer from the table (moves, securing, room
/// actions with nothing to choose, ending the turn, passing), each played once from the phone;
/// while a question waits for that marine's answer (the noise die they rolled), its answers.
/// A death report stays on the laptop. An open sight: a turn is not a secret.
pub fn turn_sight(t: &I18n, st: &RetaliationState, who: usize) -> Option<PhoneSight<C>> {
    use crate::rules::ask::Actor;
    let mine = Actor::Player {
        player: u8::try_from(who + 1).ok()?,
    };
    let plays = st
        .offers()
        .into_iter()
        .filter(|o| o.actor == mine)
        .filter(|o| !matches!(o.command, C::Died { .. } | C::AaOrder { .. }))
        .flat_map(|o| filled(t, st, &o));
    // a card that opens or closes a door at the marine's room, as the window's turn panel
    // offers it (issue 53: the phones did not offer doors)
    // (none while a question waits: only its answers then)
    let doors = st
        .marine_offers(who)
        .doors
        .into_iter()
        .filter(|_| st.pending.is_empty())
        .map(|(corridor, door)| {
            let label = if door == Door::Closed {
                tr!(t, "rt-card-door-close", corridor = corridor)
            } else {
                tr!(t, "rt-card-door-open", corridor = corridor)
            };
            let fix = Fix::Door { corridor, door };
            (label, C::Correct { fix })
        });
    let choices: Vec<(String, String, C)> = plays
        .chain(doors)
        .enumerate()
        .map(|(i, (label, command))| (format!("t{i}"), label, command))
        .collect();
    if choices.is_empty() {
        return None;
    }
    // a question waiting for this marine's answer is its own title
    let (title, hint) = match st.pending.front() {
        Some(q) => (words::question(t, st, q), Vec::new()),
        None => (
            tr!(t, "phones-turn-title", name = words::marine(st, who)),
            vec![tr!(t, "phones-turn-hint-retaliation")],
        ),
    };
    Some(PhoneSight {
        to: PlayerId(u8::try_from(who + 1).ok()?),
        body: super::without_joiners(json!({
            "title": title,
            "lines": hint,
            "open": true,
        })),
        choices,
        forms: Vec::new(),
    })
}

/// Most choices a phone's turn lists for one offer: more stay on the laptop, where they are
/// asked in steps.
const MOST_FILLED: usize = 12;

/// An offer as the phone's buttons, each with its words (issue 53: a room action whose
/// destination or room the marine picks, as Pressure Control or the technical corridor, stayed
/// on the laptop): the offer itself when it asks nothing, else every way of filling in its
/// listed values, when they are few and each reads differently; none otherwise.
fn filled(
    t: &I18n,
    st: &RetaliationState,
    offer: &crate::rules::ask::Offer<C>,
) -> Vec<(String, C)> {
    use crate::rules::ask::Values;
    let mut combos: Vec<Vec<Value>> = vec![Vec::new()];
    for choice in &offer.choices {
        let values: Vec<Value> = match &choice.values {
            Values::OneOf { values } => values.clone(),
            Values::Range { min, max } if max.saturating_sub(*min) < MOST_FILLED as u32 => {
                (*min..=*max).map(Value::from).collect()
            }
            _ => return Vec::new(),
        };
        combos = combos
            .iter()
            .flat_map(|c| {
                values.iter().map(|v| {
                    let mut c = c.clone();
                    c.push(v.clone());
                    c
                })
            })
            .collect();
        if combos.len() > MOST_FILLED {
            return Vec::new();
        }
    }
    let out: Vec<(String, C)> = combos
        .iter()
        .filter_map(|picks| offer.with(picks))
        .map(|cmd| (words::command(t, st, &cmd), cmd))
        .collect();
    let labels: std::collections::BTreeSet<&String> = out.iter().map(|(l, _)| l).collect();
    if labels.len() < out.len() {
        return Vec::new();
    }
    out
}

/// The intruders of one place as the page draws them: each kind once, with how many.
fn figures_of(t: &I18n, intruders: &[crate::rules::retaliation::map::Intruder]) -> Vec<Value> {
    intruder_figures(t, intruders)
        .into_iter()
        .filter_map(|f| match f {
            Figure::Intruders { initial, count } => Some(json!({"s": initial, "n": count})),
            Figure::Marine { .. } => None,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::present::i18n::Language;
    use crate::rules::Ruleset;
    use crate::rules::retaliation::{Retaliation, RetaliationConfig};

    /// Issue 53: the noise result a marine rolled is theirs to say from their phone. While the
    /// question waits, the game is played on that marine's phone (and no other): one button per
    /// face, each reading differently, under the question's words; the answer is applied.
    #[test]
    fn the_noise_die_a_marine_rolled_is_answered_on_their_phone() {
        let ja = I18n::new(Language::Ja).unwrap();
        let mut st = RetaliationState::new(&RetaliationConfig::numbered(5, 2)).unwrap();
        assert_eq!(phone_to_play(&st), Some(0), "the first marine's turn");
        st.apply(&C::Roll { who: 0 }).unwrap();
        let q = st.pending.front().cloned().expect("the noise die asked");
        assert_eq!(phone_to_play(&st), Some(0));
        let sight = turn_sight(&ja, &st, 0).expect("the question on the phone");
        assert_eq!(
            sight.body["title"],
            super::super::plain(&words::question(&ja, &st, &q))
        );
        assert_eq!(sight.choices.len(), 5, "{:?}", sight.choices);
        assert!(
            sight
                .choices
                .iter()
                .all(|(_, _, c)| matches!(c, C::NoiseRoll { .. }))
        );
        let labels: std::collections::BTreeSet<&String> =
            sight.choices.iter().map(|(_, l, _)| l).collect();
        assert_eq!(labels.len(), 5);
        assert!(turn_sight(&ja, &st, 1).is_none(), "not the other marine's");
        let (_, _, answer) = sight.choices[0].clone();
        st.apply(&answer).unwrap();
        assert!(st.pending.is_empty(), "answered");
    }

    /// Issue 53: a room action whose value the marine picks (Pressure Control's destination,
    /// the technical corridor's room, a robot's burst) is on the phone as one button per way
    /// of filling it in, when they are few and read differently. Through simulated games, every
    /// button of every turn is a command the rules offer, no two read the same, and some came
    /// from offers with values to pick.
    #[test]
    fn room_actions_with_values_to_pick_are_on_the_phone_as_buttons() {
        let t = I18n::new(Language::Ko).unwrap();
        let mut filled_in = 0;
        for seed in 1..12u64 {
            let config = RetaliationConfig::numbered(seed, 3);
            let played = crate::sim::retaliation::played(config.clone(), seed, 12).unwrap();
            let mut st = Retaliation::start(&config).unwrap();
            for cmd in played.commands() {
                if let Some((who, _)) = st.current_turn()
                    && let Some(sight) = turn_sight(&t, &st, who)
                {
                    let offers = st.offers();
                    let labels: std::collections::BTreeSet<&String> =
                        sight.choices.iter().map(|(_, l, _)| l).collect();
                    assert_eq!(labels.len(), sight.choices.len(), "{:?}", sight.choices);
                    for (_, _, c) in &sight.choices {
                        if matches!(c, C::Correct { .. }) {
                            continue;
                        }
                        assert!(offers.iter().any(|o| o.covers(c)), "{c:?} is not offered");
                        filled_in += usize::from(
                            offers
                                .iter()
                                .any(|o| !o.choices.is_empty() && o.covers(c) && o.command != *c),
                        );
                    }
                }
                Retaliation::apply(&mut st, cmd).unwrap();
            }
        }
        assert!(
            filled_in > 0,
            "no room action with a value to pick was on a phone"
        );
    }

    /// Issue 53: a card that opens or closes a door at the marine's room is on their phone's
    /// turn, as it is in the window's turn panel, and plays the same door fix.
    #[test]
    fn a_marines_phone_offers_the_doors_at_their_room() {
        let t = I18n::new(Language::Ko).unwrap();
        let config = RetaliationConfig::numbered(3, 2);
        let mut st = Retaliation::start(&config).unwrap();
        let (who, _) = st.current_turn().expect("a marine's turn");
        let room = st.marines[who].room;
        let corridor = *st.map.corridors_of(room).first().expect("a corridor");
        let open = Fix::Door {
            corridor,
            door: Door::Open,
        };
        Retaliation::apply(&mut st, &C::Correct { fix: open }).unwrap();
        let close = C::Correct {
            fix: Fix::Door {
                corridor,
                door: Door::Closed,
            },
        };
        let sight = turn_sight(&t, &st, who).expect("the turn on the phone");
        let door = sight.choices.iter().find(|(_, _, c)| *c == close);
        let (_, label, _) = door.expect("the door's choice");
        assert_eq!(label, &tr!(t, "rt-card-door-close", corridor = corridor));
        // and every button still says something different
        let labels: std::collections::BTreeSet<&String> =
            sight.choices.iter().map(|(_, l, _)| l).collect();
        assert_eq!(labels.len(), sight.choices.len());
    }

    /// Issue 54: a marine's own shot is one of their actions, on their phone as in the turn
    /// panel: one button a result, each saying what was shot and how it went; played, it uses
    /// an action.
    #[test]
    fn a_marines_phone_offers_their_shot_with_each_result() {
        use crate::rules::retaliation::map::Place;
        use crate::rules::retaliation::{LANDING_ZONE, RKind, ShotResult};
        let t = I18n::new(Language::Ko).unwrap();
        let mut st = Retaliation::start(&RetaliationConfig::numbered(3, 2)).unwrap();
        let (who, _) = st.current_turn().expect("a marine's turn");
        let at = Place::Room(LANDING_ZONE);
        let place = C::Correct {
            fix: Fix::Place {
                at,
                kind: RKind::Adult,
            },
        };
        Retaliation::apply(&mut st, &place).unwrap();
        let sight = turn_sight(&t, &st, who).expect("the turn on the phone");
        let shots: Vec<(&String, &C)> = sight
            .choices
            .iter()
            .filter(|(_, _, c)| matches!(c, C::Shoot { .. }))
            .map(|(_, l, c)| (l, c))
            .collect();
        let results: Vec<ShotResult> = shots
            .iter()
            .filter_map(|(_, c)| match c {
                C::Shoot { result, .. } => Some(*result),
                _ => None,
            })
            .collect();
        assert_eq!(results, vec![ShotResult::Kill, ShotResult::Hit]);
        assert!(shots[0].0.replace('\u{2060}', "").contains("사격 (처치)"));
        assert_ne!(shots[0].0, shots[1].0);
        Retaliation::apply(&mut st, shots[1].1).unwrap();
        assert_eq!(st.current_turn(), Some((who, 1)), "one action used");
    }
}
