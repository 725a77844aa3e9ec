//! Words and pickers the three panels share: who a player is, what a room is called, a row of
//! big numbers for a hand size, a grid of rooms to choose from.

use crate::gui::game::Game;
use crate::gui::i18n::I18n;
use crate::gui::nemesis::map::{intruder_name, room_name};
use crate::gui::roster::CharacterName;
use crate::gui::roster::display_name;
use crate::gui::widgets::{self, Ctx};
pub(super) use crate::present::nemesis::room_action_words::letter;
use crate::rules::content::Destination;
use crate::rules::ids::{CorridorId, IntruderKind, PlayerId, SlotId};
use crate::rules::state::DoorState;
use crate::tr;
use iced::widget::{button, column, row, text};
use iced::{Element, Length};

/// "Ana (Scout)" or "Player 2 (Soldier)".
pub(super) fn player_label(i18n: &I18n, game: &Game, player: PlayerId) -> String {
    let index = usize::from(player.0).saturating_sub(1);
    let name = display_name(i18n, index, game.player_name(player).unwrap_or(""));
    match game.config().players.get(index) {
        Some(setup) => format!("{name} ({})", setup.role.name(i18n)),
        None => name,
    }
}

/// Just the name: "Ana" or "Player 2".
pub(super) fn player_name(i18n: &I18n, game: &Game, player: PlayerId) -> String {
    let index = usize::from(player.0).saturating_sub(1);
    display_name(i18n, index, game.player_name(player).unwrap_or(""))
}

/// "005 Laboratory", or "012 unexplored" for a room nobody has seen yet.
pub(super) fn slot_label(i18n: &I18n, game: &Game, slot: SlotId) -> String {
    let known = game.state().room(slot).and_then(|r| r.room);
    match known {
        Some(kind) => format!("{slot} {}", room_name(i18n, kind)),
        None => format!("{slot} {}", tr!(i18n, "map-unexplored")),
    }
}

/// "Corridor 2 → 007 Evacuation A": a corridor seen from one of its rooms.
pub(super) fn corridor_label(
    i18n: &I18n,
    game: &Game,
    from: SlotId,
    corridor: CorridorId,
) -> String {
    let Some(c) = game.board().corridors.get(usize::from(corridor.0)) else {
        return format!("#{}", corridor.0);
    };
    let numbers: Vec<String> = c
        .ends
        .iter()
        .find(|e| e.slot == from)
        .map(|e| e.numbers.iter().map(|n| n.to_string()).collect())
        .unwrap_or_default();
    tr!(
        i18n,
        "action-corridor",
        numbers = numbers.join("/"),
        room = slot_label(i18n, game, c.other(from))
    )
}

pub(super) fn door_name(i18n: &I18n, door: DoorState) -> String {
    match door {
        DoorState::Open => tr!(i18n, "action-door-open"),
        DoorState::Closed => tr!(i18n, "action-door-closed"),
        DoorState::Destroyed => tr!(i18n, "action-door-destroyed"),
    }
}

pub(super) fn destination_name(i18n: &I18n, destination: Destination) -> String {
    match destination {
        Destination::Earth => tr!(i18n, "destination-earth"),
        Destination::Mars => tr!(i18n, "destination-mars"),
        Destination::Venus => tr!(i18n, "destination-venus"),
        Destination::DeepSpace => tr!(i18n, "destination-deep-space"),
    }
}

pub(super) fn kind_name(i18n: &I18n, kind: IntruderKind) -> String {
    intruder_name(i18n, kind)
}

/// A full-width big button: one tap, one action.
pub(super) fn big<'a, M: Clone + 'a>(ctx: Ctx<'_>, label: String, on_press: M) -> Element<'a, M> {
    widgets::action(ctx, label, Some(on_press))
        .width(Length::Fill)
        .into()
}

/// A big button with a line of explanation under it.
pub(super) fn big_with_hint<'a, M: Clone + 'a>(
    ctx: Ctx<'_>,
    label: String,
    hint: String,
    on_press: M,
) -> Element<'a, M> {
    column![big(ctx, label, on_press), widgets::small(ctx, hint)]
        .spacing(ctx.ty.space * 0.2)
        .into()
}

/// The numbers `from..=to` as large tappable squares, the current one filled.
pub(super) fn number_row<'a, M: Clone + 'a>(
    ctx: Ctx<'_>,
    range: std::ops::RangeInclusive<u8>,
    current: Option<u8>,
    on_pick: impl Fn(u8) -> M,
) -> Element<'a, M> {
    let side = ctx.ty.heading * 2.4;
    row(range.map(|n| {
        let chosen = current == Some(n);
        button(
            text(n.to_string())
                .size(ctx.ty.title)
                .font(crate::gui::fonts::BOLD)
                .width(Length::Fill)
                .height(Length::Fill)
                .align_x(iced::alignment::Horizontal::Center)
                .align_y(iced::alignment::Vertical::Center),
        )
        .width(Length::Fixed(side))
        .height(Length::Fixed(side))
        .style(if chosen {
            button::primary
        } else {
            button::secondary
        })
        .on_press(on_pick(n))
        .into()
    }))
    .spacing(ctx.ty.space * 0.5)
    .wrap()
    .into()
}

/// The hand-size question: 0 to 9 cards.
pub(super) fn hand_picker<'a, M: Clone + 'a>(
    ctx: Ctx<'_>,
    question: String,
    current: Option<u8>,
    on_pick: impl Fn(u8) -> M,
) -> Element<'a, M> {
    column![
        widgets::heading(ctx, question),
        number_row(ctx, 0..=9, current, on_pick),
        widgets::small(ctx, tr!(ctx.i18n, "action-hand-hint")),
    ]
    .spacing(ctx.ty.space * 0.6)
    .into()
}

/// Rooms to choose from, by number and name; tapping the room on the map does the same.
pub(super) fn slot_grid<'a, M: Clone + 'a>(
    ctx: Ctx<'_>,
    game: &Game,
    slots: impl IntoIterator<Item = SlotId>,
    on_pick: impl Fn(SlotId) -> M,
) -> Element<'a, M> {
    let i18n = ctx.i18n;
    row(slots.into_iter().map(|s| {
        button(text(slot_label(i18n, game, s)).size(ctx.ty.body))
            .padding([ctx.ty.space * 0.6, ctx.ty.space])
            .style(button::secondary)
            .on_press(on_pick(s))
            .into()
    }))
    .spacing(ctx.ty.space * 0.5)
    .wrap()
    .into()
}

/// A stepper: − value +, each tap one step inside `range`.
pub(super) fn stepper<'a, M: Clone + 'a>(
    ctx: Ctx<'_>,
    label: String,
    value: u8,
    range: std::ops::RangeInclusive<u8>,
    on_set: impl Fn(u8) -> M,
) -> Element<'a, M> {
    let down = (value > *range.start()).then(|| on_set(value - 1));
    let up = (value < *range.end()).then(|| on_set(value + 1));
    let side = ctx.ty.heading * 2.2;
    let step = |sign: &'static str, on_press: Option<M>| {
        button(
            text(sign)
                .size(ctx.ty.heading)
                .font(crate::gui::fonts::BOLD)
                .width(Length::Fill)
                .height(Length::Fill)
                .align_x(iced::alignment::Horizontal::Center)
                .align_y(iced::alignment::Vertical::Center),
        )
        .width(Length::Fixed(side))
        .height(Length::Fixed(side))
        .style(button::secondary)
        .on_press_maybe(on_press)
    };
    row![
        text(label).size(ctx.ty.body).width(Length::Fill),
        step("−", down),
        text(value.to_string())
            .size(ctx.ty.heading)
            .font(crate::gui::fonts::BOLD)
            .width(Length::Fixed(side))
            .align_x(iced::alignment::Horizontal::Center),
        step("+", up),
    ]
    .spacing(ctx.ty.space * 0.5)
    .align_y(iced::Alignment::Center)
    .into()
}

/// A labelled on/off pair.
pub(super) fn toggle<'a, M: Clone + 'a>(
    ctx: Ctx<'_>,
    label: String,
    on: bool,
    on_set: impl Fn(bool) -> M,
) -> Element<'a, M> {
    row![
        text(label).size(ctx.ty.body).width(Length::Fill),
        widgets::choice(ctx, tr!(ctx.i18n, "fix-no"), !on, Some(on_set(false))),
        widgets::choice(ctx, tr!(ctx.i18n, "fix-yes"), on, Some(on_set(true))),
    ]
    .spacing(ctx.ty.space * 0.5)
    .align_y(iced::Alignment::Center)
    .into()
}

/// A test game in memory: `players` characters, side A, a fixed seed.
#[cfg(test)]
pub(super) fn test_game(players: usize, seed: &str) -> Game {
    test_game_of(players, seed, Default::default())
}

/// The same, with `species` in the box (Void Seeders with the simulator's track).
#[cfg(test)]
pub(super) fn test_game_of(
    players: usize,
    seed: &str,
    species: crate::rules::species::Species,
) -> Game {
    use crate::gui::roster::{Character, NewGameRequest};
    use crate::gui::seed::SeedCode;
    use crate::rules::ids::{Mode, Side};
    let all = [
        Character::Scout,
        Character::Soldier,
        Character::Captain,
        Character::Pilot,
        Character::Mechanic,
    ];
    let request = NewGameRequest {
        insanity_track: species.insanity().then_some(crate::sim::SIM_TRACK),
        rings: Vec::new(),
        players: all[..players]
            .iter()
            .enumerate()
            .map(|(i, c)| (if i == 0 { "Ana".into() } else { String::new() }, *c))
            .collect(),
        mode: Mode::Standard,
        side: Side::A,
        seed_code: SeedCode::parse(seed).expect("test seed"),
        secret_seed: None,
        // the rules make the box deal with Void Seeders
        dealer: if species.own_exploration_tokens() {
            crate::rules::ids::Dealer::Box
        } else {
            crate::rules::ids::Dealer::App
        },
        species,
    };
    Game::start(Err(crate::storage::root::NoDataFolder), &request).expect("test game")
}
