//! A base game's room actions as the phone asks them (issue 53: each player plays their own
//! turn from their phone): the actions the rules offer the player in the room they stand in,
//! named as the window's list names them, in the rules' order. An action with one way to take
//! it is a button; one with several (which room the fire control empties, which pod's hatch,
//! which letter, how many eggs, which adaptation slot) is a form of one step listing them.
//! Each carries the hand left after paying what the rules say it costs; when the app does not
//! know the hand (headless), the form asks it first.
//!
//! Two kinds are opened by the table for the player who taps them (see [`super::tap`]): the
//! repair or sabotage of an engine (the table hands its private look back to the phone) and
//! the scans (the laptop's camera reads the cards). The Command Center's doors are asked a
//! step at a time (see [`super::doors`]).

use super::moves::{FormOption, PhoneForm, hand_step, hand_title, step};
use super::tap::Tap;
use crate::present::nemesis::narrate::Narrator;
use crate::present::nemesis::room_action_words::{letter, offer_words};
use crate::rules::ask::{Actor, Offer, Values};
use crate::rules::ids::PlayerId;
use crate::rules::offers::RoomOffer;
use crate::rules::state::Section;
use crate::rules::{Command, GameState};
use crate::tr;
use nemesis_adapters::phones::Form;
use serde_json::Value;

/// Most ways a form lists (the fire control's rooms are the most: every room of the ship).
const MOST_WAYS: usize = 40;

/// The room actions on `player`'s phone: buttons `(label, tap)` and forms (ids `a{i}`).
pub fn room_actions(
    n: &Narrator<'_>,
    state: &GameState,
    player: PlayerId,
    hand: Option<u8>,
) -> (Vec<(String, Tap)>, Vec<PhoneForm>) {
    let mine = Actor::Player { player: player.0 };
    let offers: Vec<Offer<Command>> = state
        .offers()
        .into_iter()
        .filter(|o| o.actor == mine)
        .collect();
    let mut buttons = Vec::new();
    let mut forms = Vec::new();
    for action in state.room_offers(player) {
        if action == RoomOffer::Doors {
            let (name, _) = offer_words(n.i18n, state, action, true);
            buttons.extend(
                super::doors::door_steps(n, state, player, &name)
                    .into_iter()
                    .map(|(label, cmd)| (label, Tap::Play(cmd))),
            );
            continue;
        }
        if Tap::opened_by_the_table(action) {
            let (name, _) = offer_words(n.i18n, state, action, true);
            let label = match action {
                // the look and its choice come back to this phone
                RoomOffer::Restack(_) => name,
                _ => tr!(n.i18n, "phones-turn-on-laptop", what = name),
            };
            buttons.push((label, Tap::Open { player, action }));
            continue;
        }
        let group: Vec<&Offer<Command>> = offers
            .iter()
            .filter(|o| RoomOffer::of(&o.command) == Some(action))
            .collect();
        let ways: Vec<Command> = group.iter().flat_map(|o| ways(state, o, hand)).collect();
        let Some(first) = ways.first() else {
            continue;
        };
        let (name, _) = offer_words(n.i18n, state, action, true);
        let says_hand = group.iter().any(|o| o.range_of("/hand").is_some());
        let label = match hand.filter(|_| says_hand) {
            Some(hand) => tr!(
                n.i18n,
                "phones-turn-with-hand",
                what = name,
                hand = first.hand_after_paying(hand)
            ),
            None => name.clone(),
        };
        let asks_hand = hand.is_none() && says_hand;
        if ways.len() == 1 && !asks_hand {
            buttons.push((label, Tap::Play(first.clone())));
            continue;
        }
        let id = format!("a{}", forms.len());
        forms.extend(form(n, state, id, label, action, &group, &ways, asks_hand));
    }
    (buttons, forms)
}

/// Every way to take the offer: each value of each choice but the hand, the hand left after
/// paying filled in (any the rules take when it is not known). A choice of a range lists at most
/// [`MOST_WAYS`] values; eggs are counted from one to the eggs there.
fn ways(state: &GameState, offer: &Offer<Command>, hand: Option<u8>) -> Vec<Command> {
    let mut picks: Vec<Vec<Value>> = vec![Vec::new()];
    for choice in &offer.choices {
        let values: Vec<Value> = match (&choice.values, choice.field.as_str()) {
            (Values::Range { min, .. }, "/hand") => {
                let left = hand.map(|h| offer.command.hand_after_paying(h));
                vec![Value::from(left.map_or(*min, u32::from))]
            }
            (Values::Range { .. }, "/count") => match offer.command {
                Command::DestroyEggs { at, .. } => {
                    (1..=state.eggs_in(at)).map(Value::from).collect()
                }
                _ => Vec::new(),
            },
            (Values::Range { min, max }, _) => {
                (*min..=*max).take(MOST_WAYS).map(Value::from).collect()
            }
            (Values::OneOf { values }, _) => values.iter().take(MOST_WAYS).cloned().collect(),
            // a set to pick from (none of the room actions the phone takes)
            (Values::SubsetOf { .. }, _) => return Vec::new(),
        };
        picks = picks
            .into_iter()
            .flat_map(|done| {
                values.iter().map(move |v| {
                    let mut next = done.clone();
                    next.push(v.clone());
                    next
                })
            })
            .collect();
    }
    picks
        .iter()
        .filter_map(|p| offer.with(p))
        // a hatch answers only the way the window asks it: lock an open pod, open a locked one
        .filter(|cmd| match *cmd {
            Command::HatchControl { pod, locked, .. } => state
                .pods
                .iter()
                .any(|x| x.number == pod && x.locked != locked),
            _ => true,
        })
        .collect()
}

/// The form asking which way (and first the hand, when it is not known).
#[allow(clippy::too_many_arguments)]
fn form(
    n: &Narrator<'_>,
    state: &GameState,
    id: String,
    label: String,
    action: RoomOffer,
    group: &[&Offer<Command>],
    ways: &[Command],
    asks_hand: bool,
) -> Option<PhoneForm> {
    let first = ways.first()?;
    let mut steps = Vec::new();
    if asks_hand {
        let offer = group.iter().find(|o| o.covers(first))?;
        steps.push(step(hand_title(n, offer), &hand_step(offer)?));
    }
    if ways.len() > 1 {
        let options: Vec<FormOption> = ways
            .iter()
            .enumerate()
            .filter_map(|(i, way)| {
                let Value::Object(fields) = serde_json::to_value(way).ok()? else {
                    return None;
                };
                // every field but the hand: the hand step (or the filled-in hand) says it
                let sets = fields
                    .into_iter()
                    .filter(|(k, _)| k != "hand" || !asks_hand)
                    .map(|(k, v)| (format!("/{k}"), v))
                    .collect();
                Some((
                    format!("w{i}"),
                    super::plain(&way_words(n, state, way)),
                    sets,
                ))
            })
            .collect();
        steps.push(step(question(n, state, action), &options));
    }
    let (form_steps, sets): (Vec<_>, Vec<Vec<super::moves::Sets>>) = steps.into_iter().unzip();
    // the command the options fill in holds every field any way sets (a field a way leaves out,
    // as an analysis without an adaptation slot, stands there as null)
    let mut command = serde_json::to_value(first).ok()?;
    for (field, _) in sets.iter().flatten().flatten() {
        if command.pointer(field).is_none()
            && let Value::Object(o) = &mut command
        {
            o.insert(field.trim_start_matches('/').to_owned(), Value::Null);
        }
    }
    Some(PhoneForm {
        form: Form {
            id,
            label: super::plain(&label),
            steps: form_steps,
        },
        command,
        sets,
    })
}

/// What the form's step of ways asks.
fn question(n: &Narrator<'_>, state: &GameState, action: RoomOffer) -> String {
    let i18n = n.i18n;
    match action {
        RoomOffer::FireControl => tr!(i18n, "action-fire-question"),
        RoomOffer::Airlock => tr!(i18n, "action-airlock-question"),
        RoomOffer::HatchControl => tr!(i18n, "action-hatch-question"),
        RoomOffer::SetDestination => tr!(i18n, "action-destination-question"),
        RoomOffer::DestroyEggs => tr!(i18n, "action-eggs-question"),
        RoomOffer::Analyse(_) => tr!(i18n, "action-adaptation-slot-question"),
        other => offer_words(i18n, state, other, true).0,
    }
}

/// One way in the step's list: the room, the pod and what happens to it, the letter, the count
/// or the adaptation slot; the whole action in words for anything else.
fn way_words(n: &Narrator<'_>, state: &GameState, way: &Command) -> String {
    let i18n = n.i18n;
    match *way {
        Command::HatchControl { pod, locked, .. } => {
            let dock = match state
                .pods
                .iter()
                .find(|x| x.number == pod)
                .map(|x| x.section)
            {
                Some(Section::B) => "B",
                _ => "A",
            };
            if locked {
                tr!(i18n, "action-pod-lock", pod = pod, dock = dock)
            } else {
                tr!(i18n, "action-pod-unlock", pod = pod, dock = dock)
            }
        }
        Command::SetDestination { letter: l, .. } => letter(l),
        Command::DestroyEggs { count, .. } => count.to_string(),
        Command::Analyse { slot: Some(k), .. } => n.kind(k),
        _ => n.command(way),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::present::i18n::{I18n, Language};
    use crate::present::nemesis::narrate::GameFacts;
    use crate::rules::board::Board;
    use crate::rules::command::Correction;
    use crate::rules::command::Paid;
    use crate::rules::ids::{Mode, RoomKind, Side, SlotId};
    use crate::rules::species::Species;
    use crate::rules::{GameConfig, GameState};

    const P1: PlayerId = PlayerId(1);

    /// Whether the command says the player's hand (read from what it sends).
    fn has_hand(cmd: &Command) -> bool {
        serde_json::to_value(cmd).is_ok_and(|v| v.get("hand").is_some_and(|h| !h.is_null()))
    }

    /// A room "1" slot of side A, where tile rooms are laid for the tests.
    const TILE_SLOT: SlotId = SlotId(2);

    /// A two-player game with player 1 standing in a room of `kind`.
    fn standing_in(kind: RoomKind) -> (GameConfig, Board, GameState) {
        standing_in_with(kind, Species::Intruders)
    }

    /// The same with `species` in the box (Void Seeders with the simulator's insanity track,
    /// the box dealing as their rules make it).
    fn standing_in_with(kind: RoomKind, species: Species) -> (GameConfig, Board, GameState) {
        let mut config = GameConfig::numbered(7, 2, Side::A, Mode::Standard);
        config.species = species;
        if species.insanity() {
            config.insanity_track = Some(crate::sim::SIM_TRACK);
        }
        if species.own_exploration_tokens() {
            config.dealer = crate::rules::ids::Dealer::Box;
        }
        let board = Board::bundled(Side::A).unwrap();
        let mut state = GameState::new(config.clone()).unwrap();
        let at = board.fixed_slot(kind).unwrap_or(TILE_SLOT);
        let mut fix = |c: Correction| {
            state
                .apply(&Command::Fix(c.clone()))
                .unwrap_or_else(|e| panic!("{c:?}: {e}"));
        };
        if board.fixed_slot(kind).is_none() {
            fix(Correction::SetRoom { at, room: kind });
        }
        fix(Correction::PlaceCharacter { player: P1, at });
        // something to destroy and something on fire, so that those actions are offered too
        fix(Correction::SetObjects {
            at,
            eggs: 2,
            carcasses: 0,
            corpses: 0,
        });
        (config, board, state)
    }

    /// Every way of every form: each option of each step in turn (the others at their first).
    fn every_filling(form: &PhoneForm) -> Vec<Command> {
        let mut out = Vec::new();
        for (s, step) in form.form.steps.iter().enumerate() {
            for (id, _) in &step.options {
                let picks: Vec<&str> = form
                    .form
                    .steps
                    .iter()
                    .enumerate()
                    .map(|(k, st)| {
                        if k == s {
                            id.as_str()
                        } else {
                            st.options[0].0.as_str()
                        }
                    })
                    .collect();
                let json = form.fill(&picks).expect("a form's options fill it");
                out.push(serde_json::from_value(json).expect("a command"));
            }
        }
        out
    }

    /// Issue 53: in every room, each room action the window lists is on the phone once, as a
    /// button or a form (the three the table opens as a button naming that action), and every
    /// command the phone can send
    /// is one the rules accept: with the hand known, each that says the hand carries the hand
    /// left after paying; without it, the form asks the hand first.
    #[test]
    fn every_room_action_on_the_phone_is_one_the_rules_accept() {
        let ko = I18n::new(Language::Ko).unwrap();
        let (mut seen_forms, mut opened) = (0, 0);
        let everywhere = RoomKind::ALL
            .into_iter()
            .flat_map(|k| Species::ALL.into_iter().map(move |s| (k, s)));
        for (kind, species) in everywhere {
            let (config, board, state) = standing_in_with(kind, species);
            let facts = GameFacts {
                config: &config,
                board: &board,
                state: &state,
            };
            let n = Narrator {
                i18n: &ko,
                game: &facts,
            };
            let listed: Vec<RoomOffer> = state.room_offers(P1);
            for hand in [Some(5), None] {
                let (buttons, forms) = room_actions(&n, &state, P1, hand);
                let mut on_phone: Vec<RoomOffer> = buttons
                    .iter()
                    .map(|(_, tap)| match tap {
                        Tap::Play(c) => RoomOffer::of(c).unwrap(),
                        Tap::Open { player, action } => {
                            assert_eq!(*player, P1);
                            assert!(Tap::opened_by_the_table(*action), "{action:?}");
                            *action
                        }
                    })
                    .collect();
                opened += buttons
                    .iter()
                    .filter(|(_, t)| matches!(t, Tap::Open { .. }))
                    .count();
                for form in &forms {
                    let cmd: Command = serde_json::from_value(form.command.clone()).unwrap();
                    on_phone.push(RoomOffer::of(&cmd).unwrap());
                }
                on_phone.sort_by_key(|o| format!("{o:?}"));
                // the doors are one button per way, under one first step
                on_phone.dedup();
                let mut want = listed.clone();
                want.sort_by_key(|o| format!("{o:?}"));
                assert_eq!(on_phone, want, "{kind:?} {species:?}, hand {hand:?}");
                let sent = buttons
                    .iter()
                    .filter_map(|(_, t)| t.command().cloned())
                    .chain(forms.iter().flat_map(every_filling));
                for cmd in sent {
                    let mut after = state.clone();
                    after
                        .apply(&cmd)
                        .unwrap_or_else(|e| panic!("{kind:?} {species:?}: {cmd:?} refused: {e}"));
                    if let (Some(5), Some((_, Paid::Cards(paid))), true) =
                        (hand, cmd.cards_paid(), has_hand(&cmd))
                    {
                        let said = serde_json::to_value(&cmd).unwrap()["hand"].as_u64();
                        assert_eq!(said, Some(5 - u64::from(paid)), "{cmd:?}");
                    }
                }
                for form in &forms {
                    let cmd: Command = serde_json::from_value(form.command.clone()).unwrap();
                    if hand.is_none() && has_hand(&cmd) {
                        assert_eq!(
                            form.form.steps[0].title,
                            super::super::plain(&tr!(
                                ko,
                                "action-hand-question",
                                name = n.player(P1)
                            )),
                            "{kind:?}: the hand first"
                        );
                    }
                    seen_forms += 1;
                }
            }
        }
        assert!(seen_forms > 0, "some action asks which way");
        assert!(opened > 0, "some action is opened by the table");
    }

    /// Issue 53: the Command Center's doors are asked on the phone a step at a time: the action,
    /// the room, then each of its doors, open or closed (the way it stands marked). Each room
    /// with k doors has 2^k − 1 ways (all but "nothing changes"), and the way that closes every
    /// door of a room closes them all in one action.
    #[test]
    fn the_doors_are_asked_room_then_door_by_door() {
        use crate::rules::state::DoorState;
        let ko = I18n::new(Language::Ko).unwrap();
        let (config, board, state) = standing_in(RoomKind::CommandCenter);
        let facts = GameFacts {
            config: &config,
            board: &board,
            state: &state,
        };
        let n = Narrator {
            i18n: &ko,
            game: &facts,
        };
        let (buttons, _) = room_actions(&n, &state, P1, Some(5));
        let doors: Vec<(Vec<&str>, &Command)> = buttons
            .iter()
            .filter_map(|(label, tap)| match tap.command() {
                Some(cmd @ Command::SetDoors { .. }) => {
                    Some((label.split(super::super::STEP).collect(), cmd))
                }
                _ => None,
            })
            .collect();
        assert!(!doors.is_empty(), "the doors on the phone");
        let name = super::super::plain(&offer_words(&ko, &state, RoomOffer::Doors, true).0);
        assert!(doors.iter().all(|(steps, _)| steps[0] == name));
        let mut rooms: Vec<&str> = doors.iter().map(|(steps, _)| steps[1]).collect();
        rooms.dedup();
        for room in rooms {
            let ways: Vec<&(Vec<&str>, &Command)> =
                doors.iter().filter(|(steps, _)| steps[1] == room).collect();
            let k = ways[0].0.len() - 2;
            assert_eq!(ways.len(), (1 << k) - 1, "{room}: {k} doors");
            // each step offers the door as it stands first, and names the room it leads to
            if k >= 2 {
                assert!(ways[0].0[2].contains("그대로"), "{:?}", ways[0].0);
            }
            assert!(ways[0].0[2].contains("쪽)"), "{:?}", ways[0].0);
            // every door open now (a new game): closing them all is the way of k "→" steps
            let all_closed = ways
                .iter()
                .find(|(steps, _)| steps[2..].iter().all(|s| s.contains('→')))
                .unwrap_or_else(|| panic!("{room}: {ways:?}"));
            let mut after = state.clone();
            after.apply(all_closed.1).unwrap();
            let Command::SetDoors { doors: set, .. } = all_closed.1 else {
                unreachable!()
            };
            assert_eq!(set.len(), k);
            for (c, _) in set {
                assert_eq!(after.corridors[usize::from(c.0)].door, DoorState::Closed);
            }
        }
    }

    /// The fire control lists every room, named, and the one picked is the one emptied; the
    /// engine check is one button.
    #[test]
    fn the_fire_control_asks_the_room_and_the_engine_check_is_one_button() {
        let ko = I18n::new(Language::Ko).unwrap();
        let (config, board, state) = standing_in(RoomKind::FireControl);
        let facts = GameFacts {
            config: &config,
            board: &board,
            state: &state,
        };
        let n = Narrator {
            i18n: &ko,
            game: &facts,
        };
        let (_, forms) = room_actions(&n, &state, P1, Some(5));
        let fire = forms
            .iter()
            .find(|f| f.form.label.contains("소화 장치"))
            .unwrap_or_else(|| {
                panic!(
                    "the fire control asks which room: {:?} {:?}",
                    state.room_offers(P1),
                    forms.iter().map(|f| &f.form.label).collect::<Vec<_>>()
                )
            });
        let step = &fire.form.steps[0];
        assert_eq!(step.options.len(), state.rooms.len());
        let (id, words) = &step.options[3];
        let cmd: Command = serde_json::from_value(fire.fill(&[id.as_str()]).unwrap()).unwrap();
        let Command::FireControl { room, .. } = cmd else {
            panic!("{cmd:?}")
        };
        assert!(words.contains(&room.to_string()), "{words} names {room}");

        let (config, board, state) = standing_in(RoomKind::Engine1);
        let facts = GameFacts {
            config: &config,
            board: &board,
            state: &state,
        };
        let n = Narrator {
            i18n: &ko,
            game: &facts,
        };
        let (buttons, _) = room_actions(&n, &state, P1, Some(5));
        assert!(
            buttons.iter().any(|(_, c)| *c
                == Tap::Play(Command::CheckEngine {
                    player: P1,
                    engine: 1
                })),
            "{buttons:?}"
        );

        // Carnomorphs: the Lab's analysis of an egg asks which adaptation slot has its icon
        let (config, board, state) = standing_in_with(RoomKind::Laboratory, Species::Carnomorphs);
        let facts = GameFacts {
            config: &config,
            board: &board,
            state: &state,
        };
        let n = Narrator {
            i18n: &ko,
            game: &facts,
        };
        let (_, forms) = room_actions(&n, &state, P1, Some(5));
        let slots = Species::Carnomorphs.slots_named_by_icon();
        let asked = super::super::plain(&tr!(ko, "action-adaptation-slot-question"));
        let analyse = forms
            .iter()
            .find(|f| f.form.steps.iter().any(|s| s.title == asked))
            .unwrap_or_else(|| panic!("{:?}", forms.iter().map(|f| &f.form).collect::<Vec<_>>()));
        assert_eq!(analyse.form.steps[0].options.len(), slots.len());
        for (option, kind) in analyse.form.steps[0].options.iter().zip(&slots) {
            assert_eq!(option.1, super::super::plain(&n.kind(*kind)));
        }
    }
}
