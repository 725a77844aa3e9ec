//! Base *Nemesis* (with its expansions) on the phones: the public frame and the private sights.

use super::ring_hex;
use super::tap::Tap;
use crate::present::i18n::I18n;
use crate::present::nemesis::board_words::{map_room_label, map_short};
use crate::present::nemesis::map_geometry::corridor_lines;
use crate::present::nemesis::narrate::{Facts, Line, Narrator};
use crate::present::nemesis::overlay::{Door, Overlay};
use crate::present::roster::display_name;
use crate::rules::board::SlotKind;
use crate::rules::ids::{IntruderKind, PlayerId};

use crate::rules::outcome::Sight;
use crate::rules::{Command, GameState};
use crate::tr;
use serde_json::{Value, json};
use std::collections::BTreeMap;

/// The seats' names, in player order ("Player 2" for a player left unnamed).
pub fn seat_names(i18n: &I18n, game: &dyn Facts) -> Vec<String> {
    game.config()
        .players
        .iter()
        .enumerate()
        .map(|(i, p)| display_name(i18n, i, &p.name))
        .collect()
}

/// The public frame: nothing here is hidden from anyone at the table. Its "now" is the rules'
/// answer (issue 51): the player whose turn it is, the Event Phase, or the end; never the
/// character the window has chosen.
pub fn frame(
    i18n: &I18n,
    game: &dyn Facts,
    step_title: &str,
    step: &[Line],
    log: &[Line],
) -> Value {
    let state = game.state();
    let names = seat_names(i18n, game);
    let first = names
        .get(usize::from(state.first_player.0).wrapping_sub(1))
        .cloned()
        .unwrap_or_default();
    let first = tr!(i18n, "phones-first-player", name = first);
    use crate::rules::nemesis::turn::Step;
    let now = state.turn();
    let turn = match (now.player, now.step) {
        (Some(p), _) => {
            let name = names
                .get(usize::from(p).wrapping_sub(1))
                .cloned()
                .unwrap_or_default();
            format!("{name}  ({first})")
        }
        (None, Step::EventPhase | Step::EventPaused { .. }) => tr!(i18n, "table-phase-event"),
        (None, _) => tr!(i18n, "table-game-over"),
    };
    super::frame(
        i18n,
        super::Frame {
            // the round alone: the app's name before it pushed the seat's own name out of a
            // phone's header
            title: tr!(i18n, "table-round", round = state.round),
            map_title: tr!(i18n, "phones-page-map"),
            seats: names,
            turn,
            step_title,
            step,
            log,
            map: map(i18n, game),
        },
    )
}

/// The ship as the page draws it: rooms at their board positions with what is in them, and the
/// corridors with their doors and noise markers.
fn map(i18n: &I18n, game: &dyn Facts) -> Value {
    let board = game.board();
    let state = game.state();
    let overlay = Overlay::from_state(state);
    let mut rooms = Vec::new();
    for slot in board.slot_ids().filter_map(|id| board.slot(id)) {
        let (x, y) = (f32::from(slot.x), f32::from(slot.y));
        let o = overlay.slots.get(&slot.id).cloned().unwrap_or_default();
        let room = o.room.or(match slot.kind {
            SlotKind::Fixed { room } => Some(room),
            _ => None,
        });
        let name = match room {
            Some(r) if o.explored || matches!(slot.kind, SlotKind::Fixed { .. }) => {
                map_room_label(i18n, r)
            }
            _ => "?".to_string(),
        };
        let mut kinds: BTreeMap<IntruderKind, u32> = BTreeMap::new();
        for k in &o.intruders {
            *kinds.entry(*k).or_default() += 1;
        }
        let mut marks = Vec::new();
        if o.fire {
            marks.push("fire");
        }
        if o.malfunction {
            marks.push("malfunction");
        }
        rooms.push(json!({
            "x": x, "y": y, "r": 44,
            "n": format!("{:03}", slot.id.0),
            "name": name,
            "unexplored": !o.explored && !matches!(slot.kind, SlotKind::Fixed { .. }),
            "state": marks,
            "intruders": kinds.iter().map(|(k, n)| json!({"s": map_short(i18n, *k), "n": n})).collect::<Vec<_>>(),
            "people": o.characters.iter().map(|&p| person(i18n, game, p)).collect::<Vec<_>>(),
        }));
    }
    let lines: Vec<Value> = corridor_lines(board)
        .iter()
        .map(|c| {
            let co = overlay.corridors.get(&c.id).copied().unwrap_or_default();
            json!({
                "a": [c.from.0.round(), c.from.1.round()],
                "b": [c.to.0.round(), c.to.1.round()],
                "door": match co.door {
                    Door::Closed => Value::from("closed"),
                    Door::Destroyed => Value::from("broken"),
                    Door::Open => Value::from("open"),
                    Door::None => Value::Null,
                },
                "noise": co.noise,
            })
        })
        .collect();
    // the board's schematic is 1000 × 684
    json!({"w": 1000, "h": 684, "rooms": rooms, "lines": lines})
}

fn person(i18n: &I18n, game: &dyn Facts, player: u8) -> Value {
    let index = usize::from(player).wrapping_sub(1);
    let setup = game.config().players.get(index);
    let ring = setup
        .and_then(|p| p.ring)
        .unwrap_or_else(|| DEFAULT_RINGS[index % DEFAULT_RINGS.len()]);
    let name = setup
        .map(|p| display_name(i18n, index, &p.name))
        .unwrap_or_default();
    // "s": the seat, so a seat's page finds its own figure (it pans the map to it)
    json!({"i": initials(&name, player), "c": ring_hex(ring), "s": index})
}

/// Colours for players set up without a ring (headless games): the rings' order in the box.
const DEFAULT_RINGS: [crate::rules::ids::Ring; 5] = {
    use crate::rules::ids::Ring;
    [
        Ring::Red,
        Ring::Blue,
        Ring::Yellow,
        Ring::Green,
        Ring::Purple,
    ]
};

/// What a marine's disc says: a short Latin name whole ("P1", "Al"), else the name's first
/// letter ("민"), else the player number.
fn initials(name: &str, player: u8) -> String {
    let name = name.trim();
    if !name.is_empty() && name.chars().count() <= 3 && name.is_ascii() {
        return name.to_string();
    }
    name.chars()
        .next()
        .map(String::from)
        .unwrap_or_else(|| player.to_string())
}

/// A private sight as its seat's phone shows it, with what the seat may answer: each choice's
/// id, its words, and the command it stands for (a base game's, or Retaliation's).
#[derive(Debug, Clone)]
pub struct PhoneSight<C = Command> {
    pub to: PlayerId,
    pub body: Value,
    pub choices: Vec<(String, String, C)>,
    /// Choices asked in steps (a move into a room whose tile the table flips): each with the
    /// command it fills in.
    pub forms: Vec<super::moves::PhoneForm>,
}

impl<C> PhoneSight<C> {
    /// The same sight with each choice standing for `f` of its command (a private sight's
    /// commands sent where turn cards' taps go).
    pub fn map<D>(self, f: impl Fn(C) -> D) -> PhoneSight<D> {
        PhoneSight {
            to: self.to,
            body: self.body,
            choices: self
                .choices
                .into_iter()
                .map(|(id, label, c)| (id, label, f(c)))
                .collect(),
            forms: self.forms,
        }
    }
}

impl<C: Clone + serde::de::DeserializeOwned> PhoneSight<C> {
    /// The `(id, label)` pairs the server offers (labels without the window's word joiners).
    pub fn offered(&self) -> Vec<(String, String)> {
        self.choices
            .iter()
            .map(|(id, label, _)| (id.clone(), super::plain(label)))
            .collect()
    }

    /// The forms the server offers, as the page shows them.
    pub fn offered_forms(&self) -> Vec<nemesis_adapters::phones::Form> {
        self.forms.iter().map(|f| f.form.clone()).collect()
    }

    /// The command a choice stands for: one of the choices, or a form's `form/option/…`.
    pub fn command(&self, choice: &str) -> Option<C> {
        if let Some((_, _, c)) = self.choices.iter().find(|(id, _, _)| id == choice) {
            return Some(c.clone());
        }
        let mut parts = choice.split('/');
        let id = parts.next()?;
        let form = self.forms.iter().find(|f| f.form.id == id)?;
        let picks: Vec<&str> = parts.collect();
        serde_json::from_value(form.fill(&picks)?).ok()
    }
}

/// The phone's page for a private outcome of the rules (an engine, the coordinates, the
/// intruder player's attack cards); `None` for a public outcome.
pub fn sight(n: &Narrator<'_>, to: PlayerId, sight: &Sight) -> PhoneSight {
    let i18n = n.i18n;
    let mut lines = n.sight(sight);
    lines.extend(n.sight_hint(sight));
    let (title, choices) = match sight {
        Sight::AttackCards { cards } => (
            tr!(i18n, "phones-sight-attack-cards"),
            n.attack_card_lines(cards)
                .into_iter()
                .map(|(card, text)| (card.to_string(), text, Command::IntruderChoose { card }))
                .collect(),
        ),
        Sight::EngineStack { engine, .. } => (
            tr!(i18n, "action-restack", engine = engine),
            vec![
                (
                    "working".to_string(),
                    tr!(i18n, "action-restack-working"),
                    Command::RestackEngine {
                        player: to,
                        engine: *engine,
                        working_on_top: true,
                    },
                ),
                (
                    "damaged".to_string(),
                    tr!(i18n, "action-restack-damaged"),
                    Command::RestackEngine {
                        player: to,
                        engine: *engine,
                        working_on_top: false,
                    },
                ),
            ],
        ),
        Sight::Engine { .. } | Sight::Engines { .. } => {
            (tr!(i18n, "phones-sight-engines"), Vec::new())
        }
        Sight::Coordinates { .. } => (tr!(i18n, "phones-sight-coordinates"), Vec::new()),
    };
    PhoneSight {
        to,
        body: super::without_joiners(json!({"title": title, "lines": lines})),
        choices,
        forms: Vec::new(),
    }
}

/// The player the question waiting is addressed to, when the phone asks it
/// ([`question_sight`]): the window and headless send it to that player's phone.
pub fn asked_player(state: &GameState) -> Option<PlayerId> {
    use crate::rules::nemesis::turn::Question;
    match state.pending() {
        Some(Question::BecomeIntruderPlayer { player }) => Some(player),
        _ => None,
    }
}

/// A question the rules address to one player, on that player's phone (issue 53): the first
/// dead player's choice of taking the intruders' side (standard mode). Its buttons are the
/// commands the rules offer that player to answer it; `None` when the question waiting is not
/// addressed to `player` or is one the phone does not ask.
pub fn question_sight(
    n: &Narrator<'_>,
    state: &GameState,
    player: PlayerId,
) -> Option<PhoneSight<Tap>> {
    use crate::rules::ask::Actor;
    if asked_player(state) != Some(player) {
        return None;
    }
    let mine = Actor::Player { player: player.0 };
    let mut choices: Vec<(String, String, Tap)> = Vec::new();
    for o in state.offers() {
        let answers = matches!(
            o.command,
            Command::BecomeIntruderPlayer { .. } | Command::DeclineIntruderPlayer { .. }
        );
        let label = n.command(&o.command);
        // the rules may take one answer in two forms (taking the side from the death or from
        // the answer): one button, the first offered
        if o.actor == mine
            && o.choices.is_empty()
            && answers
            && !choices.iter().any(|(_, l, _)| *l == label)
        {
            choices.push((format!("q{}", choices.len()), label, Tap::Play(o.command)));
        }
    }
    if choices.is_empty() {
        return None;
    }
    let title = tr!(
        n.i18n,
        "phones-question-intruder-side",
        player = n.player(player)
    );
    Some(PhoneSight {
        to: player,
        // a question is no secret: an open sight, as a turn is
        body: super::without_joiners(json!({
            "title": title,
            "lines": Vec::<String>::new(),
            "open": true,
        })),
        choices,
        forms: Vec::new(),
    })
}

/// The player's own turn on their phone (issue 53: each player plays their turn from the
/// phone): the commands the rules offer that player now that need nothing but the hand the
/// table last gave (`hand`, shown on each button and form; without it, each form asks it first):
/// pass, end the turn, a noise roll, each move (with its corridor, careful movement and the tile
/// and token the table flipped, asked in steps), the room actions the window lists (see
/// [`super::room_actions`]: an engine's repair, the doors and the scans are opened by the table,
/// see [`Tap`]) and
/// the injuries dealt to each intruder in their fight.
/// An open sight (no cover: a turn is not a secret; what an action shows alone comes after, as a
/// private sight). `None` when the rules offer that player nothing of these.
pub fn turn_sight(
    n: &Narrator<'_>,
    state: &GameState,
    player: PlayerId,
    hand: Option<u8>,
) -> Option<PhoneSight<Tap>> {
    use crate::rules::ask::Actor;
    let i18n = n.i18n;
    let mine = Actor::Player { player: player.0 };
    let with_hand =
        |what: String, hand: u8| tr!(i18n, "phones-turn-with-hand", what = what, hand = hand);
    let mut choices: Vec<(String, String, Tap)> = Vec::new();
    // moves asked as forms, by room: into a room whose tile the table flips, or any move when
    // the app does not know the hand
    let mut noise = Vec::new();
    let mut injure = Vec::new();
    let mut lair_end = None;
    let mut flips: BTreeMap<
        (crate::rules::ids::SlotId, bool),
        Vec<crate::rules::ask::Offer<Command>>,
    > = BTreeMap::new();
    for offer in state.offers().into_iter().filter(|o| o.actor == mine) {
        let picked = match &offer.command {
            Command::EndTurn { hand: None, .. } => {
                for passed in [true, false] {
                    let cmd = Command::EndTurn {
                        player,
                        passed,
                        hand: None,
                    };
                    if offer.covers(&cmd) {
                        choices.push((String::new(), n.command(&cmd), Tap::Play(cmd)));
                    }
                }
                continue;
            }
            // in a Lair's room the end of the turn says the hand, for the Lair's noise roll
            // (the rules offer it only that way there; elsewhere the one without is taken)
            Command::EndTurn { hand: Some(_), .. } => {
                lair_end = Some(offer.clone());
                continue;
            }
            Command::NoiseRoll { .. } if hand.is_none() => {
                noise.extend(super::moves::noise_form(n, &offer));
                continue;
            }
            Command::NoiseRoll { .. } => hand.and_then(|hand| {
                offer
                    .with(&[serde_json::Value::from(hand)])
                    .map(|cmd| (with_hand(n.command(&cmd), hand), cmd))
            }),
            Command::Move {
                reveal: None, to, ..
            } if hand.is_none() => {
                flips.entry((*to, false)).or_default().push(offer.clone());
                continue;
            }
            Command::Move { reveal: None, .. } => {
                if let Some(hand) = hand {
                    choices.extend(
                        super::moves::move_steps(n, state, &offer, hand)
                            .into_iter()
                            .map(|(label, cmd)| (String::new(), label, Tap::Play(cmd))),
                    );
                }
                continue;
            }
            // what the table flipped, where the rules ask it (their offers carry a reveal only
            // there)
            Command::Move { to, .. } => {
                flips.entry((*to, true)).or_default().push(offer.clone());
                continue;
            }
            Command::Injure { .. } => {
                injure.push(offer.clone());
                continue;
            }
            // the room actions (picking up and dropping among them) come below, as the
            // window lists them
            _ => None,
        };
        if let Some((label, cmd)) = picked {
            choices.push((String::new(), label, Tap::Play(cmd)));
        }
    }
    let ends_here = choices
        .iter()
        .any(|(_, _, c)| matches!(c, Tap::Play(Command::EndTurn { .. })));
    if let Some(offer) = lair_end.filter(|_| !ends_here) {
        match hand {
            Some(hand) => {
                for passed in [true, false] {
                    let cmd = Command::EndTurn {
                        player,
                        passed,
                        hand: Some(hand),
                    };
                    if offer.covers(&cmd) {
                        choices.push((
                            String::new(),
                            with_hand(n.command(&cmd), hand),
                            Tap::Play(cmd),
                        ));
                    }
                }
            }
            None => noise.extend(super::moves::end_turn_forms(n, &offer)),
        }
    }
    let (actions, action_forms) = super::room_actions::room_actions(n, state, player, hand);
    choices.extend(
        actions
            .into_iter()
            .map(|(label, cmd)| (String::new(), label, cmd)),
    );
    let forms: Vec<super::moves::PhoneForm> = flips
        .values()
        .flat_map(|offers| super::moves::move_forms(n, state, offers, hand))
        .chain(noise)
        .chain(action_forms)
        .chain(super::injuries::injury_forms(n, state, &injure))
        .collect();
    if choices.is_empty() && forms.is_empty() {
        return None;
    }
    for (i, choice) in choices.iter_mut().enumerate() {
        choice.0 = format!("t{i}");
    }
    let name = n.player(player);
    Some(PhoneSight {
        to: player,
        body: super::without_joiners(json!({
            "title": tr!(i18n, "phones-turn-title", name = name),
            "lines": [tr!(i18n, "phones-turn-hint")],
            "open": true,
        })),
        choices,
        forms,
    })
}

/// The restack look (both tokens of an engine, top first) for the player who repairs or
/// sabotages it: the rules hold the order; the sight and its two choices go to the phone.
pub fn restack_sight(n: &Narrator<'_>, state: &GameState, to: PlayerId, engine: u8) -> PhoneSight {
    let top_working = state.engine_on_top(engine).unwrap_or(true);
    sight(
        n,
        to,
        &Sight::EngineStack {
            engine,
            top_working,
        },
    )
}
