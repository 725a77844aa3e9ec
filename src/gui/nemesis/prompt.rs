//! What the table asks before a command: the cards in hand (a big 0–9 picker, remembered per
//! player), the corridor when two join the rooms, where Careful Movement puts its noise, which
//! intruder was injured and how badly, how many eggs, and everybody's hand before the Event Phase.

use super::{Message, player_label, room_label};
use crate::gui::fonts;
use crate::gui::narrate::Narrator;
use crate::gui::nemesis::map::intruder_name;
use crate::gui::widgets::{self, Ctx};
use crate::rules::board::Board;
use crate::rules::command::{NoiseSpot, Reveal};
use crate::rules::content::ExplorationEffect;
use crate::rules::ids::{CorridorId, IntruderId, PlayerId, RoomKind, SlotId, TechNet};
use crate::rules::{Command, GameState};
use crate::tr;
use iced::widget::{button, column, container, row, text};
use iced::{Alignment, Element, Length, Theme};

/// A move being set up: the room is chosen, the rest has defaults.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MoveDraft {
    pub player: PlayerId,
    pub from: SlotId,
    pub to: SlotId,
    /// The corridors joining the two rooms (two on some of side B's pairs).
    pub corridors: Vec<CorridorId>,
    /// The chosen corridor when there is a choice.
    pub corridor: Option<CorridorId>,
    pub careful: bool,
    /// Where Careful Movement may put its noise marker, and the chosen spot.
    pub spots: Vec<NoiseSpot>,
    pub spot: Option<NoiseSpot>,
    /// The hand before this move, and the hand the players typed, if they did (see
    /// [`MoveDraft::hand`]).
    pub hand_before: u8,
    pub hand_said: Option<u8>,
    /// The box deals and the room is unexplored: the tiles the players may have flipped (one,
    /// already chosen, for a face-up tile), and the faces a token can show. Empty otherwise.
    pub tiles: Vec<RoomKind>,
    pub faces: Vec<(ExplorationEffect, u8)>,
    pub tile: Option<RoomKind>,
    pub face: Option<(ExplorationEffect, u8)>,
}

impl MoveDraft {
    pub fn new(
        state: &GameState,
        board: &Board,
        player: PlayerId,
        from: SlotId,
        to: SlotId,
        hand_before: u8,
    ) -> MoveDraft {
        let corridors = board.corridors_between(from, to);
        let open = |c: &CorridorId| {
            state.corridors.get(usize::from(c.0)).map(|s| s.door)
                != Some(crate::rules::state::DoorState::Closed)
        };
        let corridor = if corridors.len() > 1 {
            corridors
                .iter()
                .copied()
                .find(open)
                .or(corridors.first().copied())
        } else {
            None
        };
        // where the marker may go is the rules' answer
        let offered = state.careful_spots(to);
        let spots: Vec<NoiseSpot> = offered.iter().map(|(s, _)| *s).collect();
        let spot = offered.iter().find(|(_, free)| *free).map(|(s, _)| *s);
        // what was flipped is the players' to say where the rules ask it (the rules' lists)
        let (tiles, faces, tile) = match state.room(to) {
            Some(r) if state.flip_asked(to) => match r.room {
                Some(known) => (vec![known], state.exploration_faces(), Some(known)),
                None => (state.tiles_for(to), state.exploration_faces(), None),
            },
            _ => (Vec::new(), Vec::new(), None),
        };
        MoveDraft {
            player,
            from,
            to,
            corridors,
            corridor,
            careful: false,
            spots,
            spot,
            hand_before,
            hand_said: None,
            tiles,
            faces,
            tile,
            face: None,
        }
    }

    /// The cards in hand now: what the players typed, or else the hand before the move less
    /// what the move costs (1 card, 2 for Careful Movement), as the surprise attack counts the
    /// cards left after paying.
    pub fn hand(&self) -> u8 {
        let cost = crate::rules::command::move_cost(self.careful);
        self.hand_said
            .unwrap_or(self.hand_before.saturating_sub(cost))
    }

    /// Whether the players must say what they flipped before the move can go.
    pub fn needs_reveal(&self) -> bool {
        !self.faces.is_empty()
    }

    /// The move, or `None` while the flipped tile or token is still to be said.
    pub fn command(&self) -> Option<Command> {
        let reveal = if self.needs_reveal() {
            let ((exploration, items), room) = (self.face?, self.tile?);
            Some(Reveal {
                room,
                exploration,
                items,
            })
        } else {
            None
        };
        Some(Command::Move {
            player: self.player,
            to: self.to,
            corridor: self.corridor,
            hand: self.hand(),
            careful: if self.careful { self.spot } else { None },
            reveal,
        })
    }
}

/// The box deals: which tile and which token the players flipped, as big buttons (two taps).
fn reveal_pickers<'a>(ctx: Ctx<'a>, narrator: Narrator<'_>, d: &MoveDraft) -> Element<'a, Message> {
    let i18n = ctx.i18n;
    let sp = ctx.ty.space;
    let mut body = column![].spacing(sp * 0.5);
    if d.tiles.len() > 1 || d.tile.is_none() {
        body = body.push(widgets::body(ctx, tr!(i18n, "table-flipped-tile")));
        body = body.push(
            row(d.tiles.iter().map(|&kind| {
                widgets::choice(
                    ctx,
                    crate::gui::nemesis::map::room_name(i18n, kind),
                    d.tile == Some(kind),
                    Some(Message::Tile(kind)),
                )
                .into()
            }))
            .spacing(sp * 0.5)
            .wrap(),
        );
    }
    body = body.push(widgets::body(ctx, tr!(i18n, "table-flipped-token")));
    body = body.push(
        row(d.faces.iter().map(|&(effect, items)| {
            widgets::choice(
                ctx,
                narrator.token_face(effect, items),
                d.face == Some((effect, items)),
                Some(Message::Face(effect, items)),
            )
            .into()
        }))
        .spacing(sp * 0.5)
        .wrap(),
    );
    body.into()
}

/// A noise marker may go there (the rules' answer).
pub(super) fn spot_free(state: &GameState, to: SlotId, spot: NoiseSpot) -> bool {
    state
        .careful_spots(to)
        .iter()
        .any(|(s, free)| *s == spot && *free)
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Prompt {
    Move(MoveDraft),
    Noise {
        player: PlayerId,
        hand: u8,
    },
    /// A shoot or melee result: which intruder (from `options`), then the injuries.
    Injure {
        options: Vec<IntruderId>,
        intruder: Option<IntruderId>,
    },
    Eggs {
        player: PlayerId,
        at: SlotId,
        max: u8,
        count: u8,
        hand: u8,
    },
    /// Everybody's hand before the Event Phase; `row` is the one the digit keys fill.
    EventPhase {
        hands: Vec<(PlayerId, u8)>,
        row: usize,
        /// The hands for an event card an Intruder Player card calls for, not the whole phase.
        for_intruders: bool,
    },
    /// The intruder player plays a card: a move or an attack.
    Intruders(super::intruder_draft::Draft),
}

impl Prompt {
    /// The command this prompt makes with what is chosen so far (`None` while something is
    /// still missing, e.g. which intruder).
    pub fn command(&self) -> Option<Command> {
        match self {
            Prompt::Move(draft) => draft.command(),
            Prompt::Noise { player, hand } => Some(Command::NoiseRoll {
                player: *player,
                hand: *hand,
            }),
            Prompt::Injure { .. } => None,
            Prompt::Eggs {
                player,
                at,
                count,
                hand,
                ..
            } => Some(Command::DestroyEggs {
                player: *player,
                at: *at,
                count: *count,
                hand: *hand,
            }),
            Prompt::EventPhase {
                hands,
                for_intruders: false,
                ..
            } => Some(Command::EventPhase {
                hands: hands.clone(),
            }),
            Prompt::EventPhase { hands, .. } => Some(Command::IntruderEvent {
                hands: hands.clone(),
            }),
            Prompt::Intruders(d) => d.command(),
        }
    }

    pub fn view<'a>(
        &'a self,
        ctx: Ctx<'a>,
        narrator: Narrator<'a>,
        board: &'a Board,
    ) -> Element<'a, Message> {
        let i18n = ctx.i18n;
        let sp = ctx.ty.space;
        let mut body = column![].spacing(sp * 0.7);
        let confirm_label;
        match self {
            Prompt::Intruders(d) => return framed(ctx, d.view(ctx, narrator, board)),
            Prompt::Move(d) => return framed(ctx, move_view(ctx, narrator, board, d)),
            Prompt::Noise { player, hand } => {
                body = body.push(widgets::heading(
                    ctx,
                    tr!(
                        i18n,
                        "table-noise-for",
                        name = player_label(narrator, *player)
                    ),
                ));
                body = body.push(hand_picker(ctx, *hand));
                confirm_label = tr!(i18n, "table-roll");
            }
            Prompt::Injure { options, intruder } => {
                return injure_view(ctx, narrator, options, *intruder);
            }
            Prompt::Eggs {
                at,
                max,
                count,
                hand,
                ..
            } => {
                body = body.push(widgets::heading(
                    ctx,
                    tr!(i18n, "table-eggs-in", room = room_label(narrator, *at)),
                ));
                body = body.push(number_row(ctx, 1..=*max, Some(*count), Message::EggCount));
                body = body.push(hand_picker(ctx, *hand));
                confirm_label = tr!(i18n, "table-confirm");
            }
            Prompt::EventPhase {
                hands,
                row: current,
                for_intruders,
            } => {
                let (title, go) = if *for_intruders {
                    (tr!(i18n, "ip-event-title"), tr!(i18n, "ip-event-go"))
                } else {
                    (tr!(i18n, "walk-hands-title"), tr!(i18n, "walk-start"))
                };
                body = body.push(widgets::heading(ctx, title));
                body = body.push(widgets::small(ctx, tr!(i18n, "walk-hands-hint")));
                // the hands come prefilled: the start button goes first, so it is on screen
                // with five players at the largest text size
                body = body.push(confirm_buttons(ctx, go));
                for (i, (player, hand)) in hands.iter().enumerate() {
                    let here = i == *current;
                    let name = text(player_label(narrator, *player))
                        .size(ctx.ty.body)
                        .font(if here { fonts::BOLD } else { fonts::REGULAR });
                    let digits = row((0..=9u8)
                        .map(|n| small_digit(ctx, n, n == *hand, Message::EventHand(i, n))))
                    .spacing(sp * 0.25)
                    .wrap();
                    let line = column![name, digits].spacing(sp * 0.25);
                    body = body.push(
                        button(line)
                            .on_press(Message::EventRow(i))
                            .width(Length::Fill)
                            .padding(sp * 0.4)
                            .style(move |theme: &Theme, status| {
                                let mut style = button::text(theme, status);
                                if here {
                                    let p = theme.extended_palette();
                                    style.border = iced::Border {
                                        color: p.primary.base.color,
                                        width: 2.0,
                                        radius: 8.0.into(),
                                    };
                                }
                                style
                            }),
                    );
                }
                return framed(ctx, body);
            }
        }
        framed(ctx, body.push(confirm_buttons(ctx, confirm_label)))
    }
}

/// A move's questions: the buttons first, what was flipped, the corridor, careful movement and
/// its noise spot, the hand.
fn move_view<'a>(
    ctx: Ctx<'a>,
    narrator: Narrator<'a>,
    board: &'a Board,
    d: &'a MoveDraft,
) -> iced::widget::Column<'a, Message> {
    let i18n = ctx.i18n;
    let sp = ctx.ty.space;
    let state = narrator.game.state();
    let mut body = column![].spacing(sp * 0.7);
    body = body.push(widgets::heading(
        ctx,
        tr!(
            i18n,
            "table-move-to",
            name = player_label(narrator, d.player),
            room = room_label(narrator, d.to)
        ),
    ));
    // the buttons first: with two corridors and careful movement the questions
    // reach below a 1080p screen at the largest text size
    body = body.push(confirm_buttons_if(
        ctx,
        tr!(i18n, "table-move"),
        d.command().is_some(),
    ));
    if d.needs_reveal() {
        body = body.push(reveal_pickers(ctx, narrator, d));
    }
    if d.corridors.len() > 1 {
        body = body.push(widgets::small(ctx, tr!(i18n, "table-which-corridor")));
        body = body.push(widgets::choices(
            ctx,
            d.corridors.iter().map(|&c| {
                (
                    c,
                    tr!(
                        i18n,
                        "table-corridor",
                        number = corridor_numbers(board, c, d.from)
                    ),
                )
            }),
            d.corridor.unwrap_or(d.corridors[0]),
            Message::Corridor,
        ));
    }
    // careful movement is not allowed in combat (the rules refuse it): it is not
    // offered there (issue 39 item 8: it was refused only after the table committed)
    if !state.in_combat(d.from) {
        body = body.push(widgets::choice(
            ctx,
            tr!(i18n, "table-careful"),
            d.careful,
            Some(Message::Careful(!d.careful)),
        ));
    }
    if d.careful && !state.in_combat(d.from) {
        body = body.push(widgets::small(ctx, tr!(i18n, "table-careful-where")));
        body = body.push(
            row(d.spots.iter().map(|&s| {
                let label = match s {
                    NoiseSpot::Corridor(c) => tr!(
                        i18n,
                        "table-corridor",
                        number = corridor_numbers(board, c, d.to)
                    ),
                    NoiseSpot::Tech(net) => tech_name(ctx, net),
                };
                let free = spot_free(state, d.to, s);
                widgets::choice(
                    ctx,
                    label,
                    d.spot == Some(s),
                    free.then_some(Message::Spot(s)),
                )
                .into()
            }))
            .spacing(sp * 0.5)
            .wrap(),
        );
    }
    body = body.push(hand_picker(ctx, d.hand()));
    body
}

/// A shoot or melee result: which intruder, then how many injuries.
fn injure_view<'a>(
    ctx: Ctx<'a>,
    narrator: Narrator<'a>,
    options: &'a [IntruderId],
    intruder: Option<IntruderId>,
) -> Element<'a, Message> {
    let i18n = ctx.i18n;
    let sp = ctx.ty.space;
    let state = narrator.game.state();
    let mut body = column![].spacing(sp * 0.7);
    match intruder {
        None => {
            body = body.push(widgets::heading(ctx, tr!(i18n, "table-which-intruder")));
            if options.is_empty() {
                body = body.push(widgets::body(ctx, tr!(i18n, "table-no-intruders")));
            }
            for (n, id) in options.iter().enumerate() {
                let Some(found) = state.intruder(*id) else {
                    continue;
                };
                let key = n + 1;
                let label = tr!(
                    i18n,
                    "table-intruder-choice",
                    key = key,
                    intruder = intruder_name(i18n, found.kind),
                    room = room_label(narrator, found.at),
                    injuries = found.injuries
                );
                body = body.push(
                    widgets::plain(ctx, label, Some(Message::PickIntruder(*id)))
                        .width(Length::Fill),
                );
            }
        }
        Some(id) => {
            let name = state
                .intruder(id)
                .map(|i| intruder_name(i18n, i.kind))
                .unwrap_or_default();
            body = body.push(widgets::heading(
                ctx,
                tr!(i18n, "table-how-many-injuries", intruder = name),
            ));
            body = body.push(number_row(
                ctx,
                injuries_taken(state, id),
                None,
                Message::Injuries,
            ));
        }
    }
    framed(
        ctx,
        body.push(widgets::plain(
            ctx,
            tr!(i18n, "table-cancel"),
            Some(Message::Cancel),
        )),
    )
}

fn confirm_buttons<'a>(ctx: Ctx<'_>, label: String) -> Element<'a, Message> {
    confirm_buttons_if(ctx, label, true)
}

/// The confirm button, greyed out while something is still to be chosen.
fn confirm_buttons_if<'a>(ctx: Ctx<'_>, label: String, ready: bool) -> Element<'a, Message> {
    row![
        widgets::action(ctx, label, ready.then_some(Message::Confirm)),
        widgets::plain(ctx, tr!(ctx.i18n, "table-cancel"), Some(Message::Cancel)),
    ]
    .spacing(ctx.ty.space * 0.6)
    .align_y(Alignment::Center)
    .wrap()
    .into()
}

fn framed<'a>(ctx: Ctx<'_>, body: iced::widget::Column<'a, Message>) -> Element<'a, Message> {
    widgets::next_panel(ctx, body).padding(ctx.ty.space).into()
}

/// The printed number(s) of a corridor at the end touching `slot`.
pub(super) fn corridor_numbers(board: &Board, corridor: CorridorId, slot: SlotId) -> String {
    let c = board.corridor(corridor);
    let end = c.ends.iter().find(|e| e.slot == slot).unwrap_or(&c.ends[0]);
    end.numbers
        .iter()
        .map(u8::to_string)
        .collect::<Vec<_>>()
        .join("/")
}

fn tech_name(ctx: Ctx<'_>, net: TechNet) -> String {
    let i18n = ctx.i18n;
    match net {
        TechNet::Main => tr!(i18n, "table-tech"),
        TechNet::Red => tr!(i18n, "table-tech-red"),
        TechNet::Blue => tr!(i18n, "table-tech-blue"),
    }
}

/// The cards-in-hand picker: ten big keys, the remembered value highlighted. Tapping one goes
/// ahead at once (digit keys do the same).
pub(super) fn hand_picker<'a>(ctx: Ctx<'_>, current: u8) -> Element<'a, Message> {
    column![
        widgets::small(ctx, tr!(ctx.i18n, "table-hand")),
        number_row(ctx, 0..=9, Some(current), Message::Hand)
    ]
    .spacing(ctx.ty.space * 0.3)
    .into()
}

/// The injuries the rules take for `intruder` now (issue 51: the window offered 1 to 6 while the
/// rules take up to 20), from 1 (a report of none changes nothing); empty when none is offered.
pub(super) fn injuries_taken(
    state: &GameState,
    intruder: IntruderId,
) -> std::ops::RangeInclusive<u8> {
    state
        .offers()
        .iter()
        .find(|o| matches!(o.command, Command::Injure { intruder: i, .. } if i == intruder))
        .and_then(|o| o.range_of("/injuries"))
        .map_or(std::ops::RangeInclusive::new(1, 0), |(lo, hi)| {
            let lo = u8::try_from(lo.max(1)).unwrap_or(u8::MAX);
            lo..=u8::try_from(hi).unwrap_or(u8::MAX)
        })
}

fn number_row<'a>(
    ctx: Ctx<'_>,
    numbers: std::ops::RangeInclusive<u8>,
    current: Option<u8>,
    on: fn(u8) -> Message,
) -> Element<'a, Message> {
    let sp = ctx.ty.space;
    row(numbers.map(|n| {
        let chosen = current == Some(n);
        button(
            container(text(n.to_string()).size(ctx.ty.heading).font(fonts::BOLD))
                .center_x(Length::Fill),
        )
        .width(Length::Fixed(ctx.ty.heading * 1.9))
        .padding([sp * 0.4, 0.0])
        .on_press(on(n))
        .style(move |theme: &Theme, status| {
            if chosen {
                button::primary(theme, status)
            } else {
                button::secondary(theme, status)
            }
        })
        .into()
    }))
    .spacing(sp * 0.35)
    .wrap()
    .into()
}

fn small_digit<'a>(ctx: Ctx<'_>, n: u8, chosen: bool, on: Message) -> Element<'a, Message> {
    button(
        container(text(n.to_string()).size(ctx.ty.body).font(fonts::BOLD)).center_x(Length::Fill),
    )
    .width(Length::Fixed(ctx.ty.body * 1.5))
    .padding([ctx.ty.space * 0.2, 0.0])
    .on_press(on)
    .style(move |theme: &Theme, status| {
        if chosen {
            button::primary(theme, status)
        } else {
            button::secondary(theme, status)
        }
    })
    .into()
}
