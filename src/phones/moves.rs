//! A base game's move as the phone asks it (issue 53: careful or not, which corridor, and what
//! the table flipped): the destination, then the corridor when more than one is open, then plain
//! or careful movement with where its noise marker goes when the rules allow careful movement;
//! into a room whose tile the box deals, then the tile and the token the table flipped. Each
//! answer is one of the rules' offers filled in, with the hand left after paying (1 card, 2 for
//! careful movement).

use super::STEP;
use crate::present::nemesis::narrate::Narrator;
use crate::rules::ask::{Offer, Values};
use crate::rules::command::{NoiseSpot, move_cost};
use crate::rules::ids::CorridorId;
use crate::rules::state::Whereabouts;
use crate::rules::{Command, GameState};
use crate::tr;
use nemesis_adapters::phones::{Form, FormStep};
use serde_json::Value;

/// A choice asked in steps: the form the page shows, the command as JSON, and for each step
/// the fields each of its options sets (JSON pointers into the command).
#[derive(Debug, Clone)]
pub struct PhoneForm {
    pub form: nemesis_adapters::phones::Form,
    pub command: Value,
    pub sets: Vec<Vec<Vec<(String, Value)>>>,
}

impl PhoneForm {
    /// The command of the answer `picks` (the options' ids, one per step), if each is one of
    /// its step's.
    pub(super) fn fill(&self, picks: &[&str]) -> Option<Value> {
        if picks.len() != self.form.steps.len() {
            return None;
        }
        let mut cmd = self.command.clone();
        for ((step, sets), pick) in self.form.steps.iter().zip(&self.sets).zip(picks) {
            let at = step.options.iter().position(|(id, _)| id == pick)?;
            for (field, value) in sets.get(at)? {
                *cmd.pointer_mut(field)? = value.clone();
            }
        }
        Some(cmd)
    }
}

/// What an option of a form's step sets: JSON pointers into the command, and their values.
pub(super) type Sets = Vec<(String, Value)>;
/// An option of a form's step: its id, its words and what it sets.
pub(super) type FormOption = (String, String, Sets);

/// The values the offer takes in `field`, when it lists them.
fn values(offer: &Offer<Command>, field: &str) -> Vec<Value> {
    offer
        .choices
        .iter()
        .find(|c| c.field == field)
        .map(|c| match &c.values {
            Values::OneOf { values } => values.clone(),
            Values::Range { .. } | Values::SubsetOf { .. } => Vec::new(),
        })
        .unwrap_or_default()
}

/// One way to go into a room: the corridor (`null`: the rules take the first open one) and the
/// careful spot (`null`: plain movement), with the steps that name them.
struct Way {
    corridor: Value,
    spot: Value,
    steps: Vec<String>,
    /// The hand left after paying, when the app knows the hand before.
    hand: Option<u8>,
}

/// Every way the offer's move may go, each named by its steps after the destination (none when
/// there is no choice).
fn ways(n: &Narrator<'_>, state: &GameState, offer: &Offer<Command>, hand: Option<u8>) -> Vec<Way> {
    let Command::Move { player, to, .. } = offer.command else {
        return Vec::new();
    };
    let from = match state.character(player).map(|c| c.at) {
        Some(Whereabouts::Room(at)) => Some(at),
        _ => None,
    };
    let open: Vec<Value> = values(offer, "/corridor")
        .into_iter()
        .filter(|v| !v.is_null())
        .collect();
    // a step only when there is a choice
    let corridors = if open.len() > 1 {
        open
    } else {
        vec![Value::Null]
    };
    let mut spots = values(offer, "/careful");
    if spots.is_empty() {
        spots.push(Value::Null);
    }
    let i18n = n.i18n;
    let mut out = Vec::new();
    for corridor in &corridors {
        for spot in &spots {
            let careful: Option<NoiseSpot> = serde_json::from_value(spot.clone()).ok().flatten();
            let mut steps = Vec::new();
            if let Ok(c) = serde_json::from_value::<CorridorId>(corridor.clone()) {
                let number = from
                    .and_then(|f| n.corridor_exit(c, f))
                    .unwrap_or_else(|| c.0.to_string());
                steps.push(tr!(i18n, "table-corridor", number = number));
            }
            match careful {
                Some(spot) => steps.push(tr!(
                    i18n,
                    "phones-turn-careful",
                    spot = n.noise_spot(to, spot)
                )),
                None if spots.len() > 1 => steps.push(tr!(i18n, "phones-turn-plain-move")),
                None => {}
            }
            out.push(Way {
                corridor: corridor.clone(),
                spot: spot.clone(),
                steps,
                hand: hand.map(|h| h.saturating_sub(move_cost(careful.is_some()))),
            });
        }
    }
    out
}

/// The picks of `offer`'s choices for `way` (a field the way does not name keeps the offer's
/// first value).
fn picks(offer: &Offer<Command>, way: &Way) -> Vec<Value> {
    let command = serde_json::to_value(&offer.command).unwrap_or(Value::Null);
    offer
        .choices
        .iter()
        .map(|c| match c.field.as_str() {
            "/hand" => way.hand.map_or(Value::Null, Value::from),
            "/corridor" => way.corridor.clone(),
            "/careful" => way.spot.clone(),
            field => command.pointer(field).cloned().unwrap_or(Value::Null),
        })
        .collect()
}

/// The label of `steps`, the last saying the hand left when it is known.
/// A move's words on the phone: the command, and for a character in a fight, that the move is
/// an escape every intruder in the room attacks first (base.md §9.5); the table read
/// 「P3 → 014번 방 이동」 beside an Adult and did not know it. Beside a Lair alone, which never
/// attacks, it says nothing of the kind (it said every intruder would attack).
fn move_words(n: &Narrator<'_>, state: &GameState, cmd: &Command) -> String {
    let words = n.command(cmd);
    let escaping = match cmd {
        Command::Move { player, .. } => state
            .character(*player)
            .and_then(|c| c.room())
            .is_some_and(|from| state.escape_attacked(from)),
        _ => false,
    };
    if escaping {
        tr!(n.i18n, "phones-move-escape", what = words)
    } else {
        words
    }
}

fn label(n: &Narrator<'_>, mut steps: Vec<String>, hand: Option<u8>) -> String {
    if let Some(hand) = hand
        && let Some(last) = steps.pop()
    {
        steps.push(tr!(
            n.i18n,
            "phones-turn-with-hand",
            what = last,
            hand = hand
        ));
    }
    let steps: Vec<String> = steps.iter().map(|s| super::plain(s)).collect();
    steps.join(STEP)
}

/// A move into a room already explored (or whose tile the app deals) as the phone's choices:
/// `(label, command)`, the label's steps joined by [`STEP`]; a destination with one way to go is
/// a single step, as before.
pub fn move_steps(
    n: &Narrator<'_>,
    state: &GameState,
    offer: &Offer<Command>,
    hand: u8,
) -> Vec<(String, Command)> {
    let ways = ways(n, state, offer, Some(hand));
    let one = ways.len() == 1;
    ways.into_iter()
        .filter_map(|way| {
            let cmd = offer.with(&picks(offer, &way))?;
            let mut steps = vec![move_words(n, state, &offer.command)];
            if one {
                steps = vec![move_words(n, state, &cmd)];
            }
            steps.extend(way.steps.iter().cloned());
            Some((label(n, steps, way.hand), cmd))
        })
        .collect()
}

/// Moves into one room as the phone's forms, one per way to go: when the table flips the tile
/// (the rules offer one move per kind of token) they ask the tile (when more than one may lie
/// there) and the token; when the app does not know the hand (headless), they ask it first.
/// Ids `m{room}w{way}`.
pub fn move_forms(
    n: &Narrator<'_>,
    state: &GameState,
    offers: &[Offer<Command>],
    hand: Option<u8>,
) -> Vec<PhoneForm> {
    let Some(first) = offers.first() else {
        return Vec::new();
    };
    let Command::Move { to, .. } = first.command else {
        return Vec::new();
    };
    let i18n = n.i18n;
    // the tokens the table may have flipped: every face of the kinds the rules offer
    let effects: Vec<_> = offers
        .iter()
        .filter_map(|o| match &o.command {
            Command::Move {
                reveal: Some(r), ..
            } => Some(r.exploration),
            _ => None,
        })
        .collect();
    let faces: Vec<FormOption> = state
        .exploration_faces()
        .into_iter()
        .filter(|(e, _)| effects.contains(e))
        .enumerate()
        .filter_map(|(i, (e, items))| {
            let effect = serde_json::to_value(e).ok()?;
            Some((
                format!("f{i}"),
                super::plain(&n.token_face(e, items)),
                vec![
                    ("/reveal/exploration".to_string(), effect),
                    ("/reveal/items".to_string(), Value::from(items)),
                ],
            ))
        })
        .collect();
    let tiles: Vec<FormOption> = values(first, "/reveal/room")
        .into_iter()
        .enumerate()
        .filter_map(|(i, v)| {
            let kind = serde_json::from_value(v.clone()).ok()?;
            Some((
                format!("r{i}"),
                super::plain(&crate::present::nemesis::board_words::room_name(i18n, kind)),
                vec![("/reveal/room".to_string(), v)],
            ))
        })
        .collect();
    let mut steps = Vec::new();
    if hand.is_none() {
        steps.extend(hand_step(first).map(|options| step(hand_title(n, first), &options)));
    }
    if tiles.len() > 1 {
        steps.push(step(tr!(i18n, "table-flipped-tile"), &tiles));
    }
    if !faces.is_empty() {
        steps.push(step(tr!(i18n, "table-flipped-token"), &faces));
    }
    if steps.is_empty() {
        return Vec::new();
    }
    let (form_steps, sets): (Vec<FormStep>, Vec<Vec<Sets>>) = steps.into_iter().unzip();
    ways(n, state, first, hand)
        .into_iter()
        .enumerate()
        .filter_map(|(w, way)| {
            let mut picked = picks(first, &way);
            // (an unknown hand is the hand step's: any value the rules take stands in)
            for (pick, choice) in picked.iter_mut().zip(&first.choices) {
                if pick.is_null() && choice.field == "/hand" {
                    *pick = Value::from(first.range_of("/hand").map_or(0, |(min, _)| min));
                }
            }
            let command = serde_json::to_value(first.with(&picked)?).ok()?;
            let mut path = vec![move_words(n, state, &first.command)];
            path.extend(way.steps.iter().cloned());
            Some(PhoneForm {
                form: Form {
                    id: format!("m{}w{w}", to.0),
                    label: label(n, path, way.hand),
                    steps: form_steps.clone(),
                },
                command,
                sets: sets.clone(),
            })
        })
        .collect()
}

/// Most counts a hand step offers.
const MOST_HAND: u32 = 10;

/// The hand step's options: the counts the rules take for the offer's hand (at most
/// [`MOST_HAND`]), each setting `/hand`.
pub(super) fn hand_step(offer: &Offer<Command>) -> Option<Vec<FormOption>> {
    let (min, max) = offer.range_of("/hand")?;
    Some(
        (min..=max.min(min + MOST_HAND - 1))
            .map(|k| {
                (
                    format!("h{k}"),
                    k.to_string(),
                    vec![("/hand".to_string(), Value::from(k))],
                )
            })
            .collect(),
    )
}

/// What the hand step asks: the cards in the player's hand now (after paying for the move).
pub(super) fn hand_title(n: &Narrator<'_>, offer: &Offer<Command>) -> String {
    let player = match offer.command {
        Command::NoiseRoll { player, .. } | Command::EndTurn { player, .. } => n.player(player),
        ref cmd => cmd.turn_of().map(|p| n.player(p)).unwrap_or_default(),
    };
    tr!(n.i18n, "action-hand-question", name = player)
}

/// A noise roll when the app does not know the hand (headless): a form asking the hand. Id `r`.
pub fn noise_form(n: &Narrator<'_>, offer: &Offer<Command>) -> Option<PhoneForm> {
    let (hand, sets) = step(hand_title(n, offer), &hand_step(offer)?);
    let command = serde_json::to_value(&offer.command).ok()?;
    Some(PhoneForm {
        form: Form {
            id: "r".to_string(),
            label: super::plain(&n.command(&offer.command)),
            steps: vec![hand],
        },
        command,
        sets: vec![sets],
    })
}

/// The end of a turn in a Lair's room when the app does not know the hand (headless): a form
/// per way to end it (ids `e0` to pass, `e1` to end the turn) asking the hand for the Lair's
/// noise roll.
pub fn end_turn_forms(n: &Narrator<'_>, offer: &Offer<Command>) -> Vec<PhoneForm> {
    let Command::EndTurn { player, .. } = offer.command else {
        return Vec::new();
    };
    let Some(options) = hand_step(offer) else {
        return Vec::new();
    };
    let (asked, sets) = step(hand_title(n, offer), &options);
    [true, false]
        .into_iter()
        .enumerate()
        .filter_map(|(i, passed)| {
            let cmd = Command::EndTurn {
                player,
                passed,
                hand: Some(0),
            };
            Some(PhoneForm {
                form: Form {
                    id: format!("e{i}"),
                    label: super::plain(&n.command(&cmd)),
                    steps: vec![asked.clone()],
                },
                command: serde_json::to_value(&cmd).ok()?,
                sets: vec![sets.clone()],
            })
        })
        .collect()
}

/// A form's step asking `title` among `options`, and what each option sets.
pub(super) fn step(title: String, options: &[FormOption]) -> (FormStep, Vec<Sets>) {
    (
        FormStep {
            title: super::plain(&title),
            options: options
                .iter()
                .map(|(id, label, _)| (id.clone(), label.clone()))
                .collect(),
        },
        options.iter().map(|(_, _, sets)| sets.clone()).collect(),
    )
}

#[cfg(test)]
mod tests {
    use crate::present::i18n::{I18n, Language};
    use crate::present::nemesis::narrate::{GameFacts, Narrator};
    use crate::rules::board::Board;
    use crate::rules::command::Correction;
    use crate::rules::ids::{IntruderKind, Mode, PlayerId, Side, SlotId};
    use crate::rules::species::Species;
    use crate::rules::{Command, GameConfig, GameState};

    /// In a Lair's room a turn ends with the hand said (the Lair's noise roll follows), and the
    /// rules offer its end only that way there: the phone offered neither pass nor the end of
    /// the turn (seen in a Japanese Void Seeders game). With the hand known they are buttons
    /// carrying it; without (headless), forms asking it; each is accepted.
    #[test]
    fn a_turn_ends_from_the_phone_in_a_lairs_room() {
        let ja = I18n::new(Language::Ja).unwrap();
        let mut config = GameConfig::numbered(3, 2, Side::A, Mode::Standard);
        config.species = Species::VoidSeeders;
        config.insanity_track = Some(crate::sim::SIM_TRACK);
        config.dealer = crate::rules::ids::Dealer::Box;
        let board = Board::bundled(Side::A).unwrap();
        let mut state = GameState::new(config.clone()).unwrap();
        let p = PlayerId(state.turn().player.expect("a turn"));
        let at = SlotId(8);
        for c in [
            Correction::PlaceCharacter { player: p, at },
            Correction::AddIntruder {
                kind: IntruderKind::Lair,
                at,
            },
        ] {
            state.apply(&Command::Fix(c)).unwrap();
        }
        let facts = GameFacts {
            config: &config,
            board: &board,
            state: &state,
        };
        let n = Narrator {
            i18n: &ja,
            game: &facts,
        };
        let known = crate::phones::nemesis::turn_sight(&n, &state, p, Some(4)).unwrap();
        let ends: Vec<&Command> = known
            .choices
            .iter()
            .filter_map(|(_, _, c)| c.command())
            .filter(|c| matches!(c, Command::EndTurn { .. }))
            .collect();
        assert_eq!(ends.len(), 2, "pass and end the turn: {:?}", known.choices);
        for cmd in ends {
            assert!(matches!(cmd, Command::EndTurn { hand: Some(4), .. }));
            state.clone().apply(cmd).unwrap();
        }
        let unknown = crate::phones::nemesis::turn_sight(&n, &state, p, None).unwrap();
        let form = unknown
            .forms
            .iter()
            .find(|f| f.form.id == "e1")
            .expect("the end of the turn asks the hand");
        let first = form.form.steps[0].options[3].0.clone();
        let cmd: Command = serde_json::from_value(form.fill(&[first.as_str()]).unwrap()).unwrap();
        assert_eq!(
            cmd,
            Command::EndTurn {
                player: p,
                passed: false,
                hand: Some(3)
            }
        );
        state.apply(&cmd).unwrap();
    }
}
