//! The intruder player's card as the table fills it in: which way it is played, the intruder,
//! the corridor number, the target and the number of attack cards, and the command it becomes.

use super::{Message, player_label, room_label};
use crate::gui::fonts;
use crate::gui::narrate::Narrator;
use crate::gui::nemesis::map::intruder_name;
use crate::gui::widgets::{self, Ctx};
use crate::rules::board::{Board, Exit};
use crate::rules::ids::{IntruderId, PlayerId};
use crate::rules::state::DoorState;
use crate::rules::{Command, GameState, limits};
use crate::tr;
use iced::widget::{button, column, row, text};
use iced::{Element, Length, Theme};

/// The two ways of playing a card that the app carries out.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Play {
    Move,
    Attack,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum IpMessage {
    /// The first dead player's answer: take the intruders' side, or not.
    Answer(bool),
    Play(Play),
    Intruder(IntruderId),
    Corridor(u8),
    Target(PlayerId),
    /// The number on the card: how many attack cards to draw.
    Cards(u8),
    /// Cards in the attacked character's hand.
    TargetHand(u8),
    /// Behind the curtain: the attack card the intruder player plays.
    Choose(u8),
    /// The cards again, for the intruder player alone (after a resume or an undo).
    ShowCards,
    /// Their card calls for an event card: everybody's hand, then it is drawn and resolved.
    EventCard,
}

/// A card being played: what is chosen so far.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Draft {
    pub player: PlayerId,
    pub play: Play,
    pub intruder: Option<IntruderId>,
    pub corridor: Option<u8>,
    pub target: Option<PlayerId>,
    pub cards: Option<u8>,
    pub hand: u8,
}

/// Intruders the card can move (any on the board) or make attack (in a room with a character).
pub(super) fn intruders_for(state: &GameState, play: Play) -> Vec<IntruderId> {
    state
        .intruders
        .iter()
        .filter(|i| play == Play::Move || !state.ip_attack_targets(i.id).is_empty())
        .map(|i| i.id)
        .collect()
}

impl Draft {
    pub fn new(state: &GameState, player: PlayerId, play: Play) -> Draft {
        let mut draft = Draft {
            player,
            play,
            intruder: None,
            corridor: None,
            target: None,
            cards: None,
            hand: super::DEFAULT_HAND,
        };
        if let [only] = intruders_for(state, play)[..] {
            draft.pick_intruder(state, only);
        }
        draft
    }

    fn pick_intruder(&mut self, state: &GameState, id: IntruderId) {
        self.intruder = Some(id);
        self.target = None;
        if self.play == Play::Attack
            && let [only] = state.ip_attack_targets(id)[..]
        {
            self.target = Some(only);
        }
    }

    pub fn update(&mut self, state: &GameState, m: IpMessage) {
        match m {
            IpMessage::Intruder(id) if intruders_for(state, self.play).contains(&id) => {
                self.pick_intruder(state, id)
            }
            IpMessage::Corridor(n) if limits::IP_CORRIDORS.contains(&n) => self.corridor = Some(n),
            IpMessage::Target(p) => {
                self.target = Some(p);
                self.hand = state.hand_said(p);
            }
            IpMessage::Cards(n) if limits::IP_ATTACK_CARDS.contains(&n) => self.cards = Some(n),
            IpMessage::TargetHand(n) => self.hand = n,
            _ => {}
        }
    }

    /// A digit key: the first thing still to choose (the intruder by its place in the list,
    /// the corridor, the character, the number on the card), then the target's hand.
    pub fn digit(&mut self, state: &GameState, n: u8) {
        if self.intruder.is_none() {
            let options = intruders_for(state, self.play);
            if let Some(&id) = usize::from(n).checked_sub(1).and_then(|i| options.get(i)) {
                self.pick_intruder(state, id);
            }
            return;
        }
        let m = match self.play {
            Play::Move => IpMessage::Corridor(n),
            Play::Attack if self.target.is_none() => {
                let here = self
                    .intruder
                    .map(|id| state.ip_attack_targets(id))
                    .unwrap_or_default();
                match usize::from(n).checked_sub(1).and_then(|i| here.get(i)) {
                    Some(&p) => IpMessage::Target(p),
                    None => return,
                }
            }
            Play::Attack if self.cards.is_none() => IpMessage::Cards(n),
            Play::Attack => IpMessage::TargetHand(n),
        };
        self.update(state, m);
    }

    /// The command once everything is chosen.
    pub fn command(&self) -> Option<Command> {
        let intruder = self.intruder?;
        Some(match self.play {
            Play::Move => Command::IntruderMove {
                intruder,
                corridor: self.corridor?,
            },
            Play::Attack => Command::IntruderAttack {
                intruder,
                target: self.target?,
                hand: self.hand,
                cards: self.cards?,
            },
        })
    }

    pub fn view<'a>(
        &'a self,
        ctx: Ctx<'a>,
        narrator: Narrator<'a>,
        board: &'a Board,
    ) -> iced::widget::Column<'a, Message> {
        let i18n = ctx.i18n;
        let sp = ctx.ty.space;
        let state = narrator.game.state();
        let who = player_label(narrator, self.player);
        let mut body = column![widgets::heading(
            ctx,
            match self.play {
                Play::Move => tr!(i18n, "ip-move-title", player = who.clone()),
                Play::Attack => tr!(i18n, "ip-attack-title", player = who.clone()),
            }
        )]
        .spacing(sp * 0.6);
        let options = intruders_for(state, self.play);
        if options.is_empty() {
            body = body.push(widgets::body(ctx, tr!(i18n, "ip-no-attack")));
        }
        body = body.push(widgets::small(ctx, tr!(i18n, "ip-which-intruder")));
        for (n, id) in options.iter().enumerate() {
            let Some(found) = state.intruder(*id) else {
                continue;
            };
            let label = tr!(
                i18n,
                "table-intruder-choice",
                key = (n + 1),
                intruder = intruder_name(i18n, found.kind),
                room = room_label(narrator, found.at),
                injuries = found.injuries
            );
            body = body.push(
                widgets::choice(
                    ctx,
                    label,
                    self.intruder == Some(*id),
                    Some(Message::Ip(IpMessage::Intruder(*id))),
                )
                .width(Length::Fill),
            );
        }
        let at = self
            .intruder
            .and_then(|id| state.intruder(id))
            .map(|i| i.at);
        match (self.play, at) {
            (Play::Move, Some(at)) => {
                body = body.push(widgets::small(ctx, tr!(i18n, "ip-corridor-title")));
                for n in limits::IP_CORRIDORS {
                    let label = match board.exit(at, n) {
                        Some(Exit::Tech(_)) => tr!(i18n, "ip-corridor-tech", n = n),
                        Some(Exit::Corridor(c)) => {
                            let room = room_label(narrator, board.corridor(c).other(at));
                            let closed = state.corridors.get(usize::from(c.0)).map(|k| k.door)
                                == Some(DoorState::Closed);
                            if closed {
                                tr!(i18n, "ip-corridor-door", n = n, room = room)
                            } else {
                                tr!(i18n, "ip-corridor-room", n = n, room = room)
                            }
                        }
                        None => tr!(i18n, "ip-corridor-none", n = n),
                    };
                    body = body.push(
                        widgets::choice(
                            ctx,
                            label,
                            self.corridor == Some(n),
                            Some(Message::Ip(IpMessage::Corridor(n))),
                        )
                        .width(Length::Fill),
                    );
                }
            }
            (Play::Attack, Some(_)) => {
                body = body.push(widgets::small(ctx, tr!(i18n, "ip-target")));
                let targets = self
                    .intruder
                    .map(|id| state.ip_attack_targets(id))
                    .unwrap_or_default();
                body = body.push(
                    row(targets.into_iter().map(|p| {
                        widgets::choice(
                            ctx,
                            player_label(narrator, p),
                            self.target == Some(p),
                            Some(Message::Ip(IpMessage::Target(p))),
                        )
                        .into()
                    }))
                    .spacing(sp * 0.5)
                    .wrap(),
                );
                body = body.push(widgets::small(ctx, tr!(i18n, "ip-cards")));
                body = body.push(digits(
                    ctx,
                    limits::IP_ATTACK_CARDS,
                    self.cards,
                    IpMessage::Cards,
                ));
                if let Some(target) = self.target {
                    body = body.push(widgets::small(
                        ctx,
                        tr!(
                            i18n,
                            "ip-target-hand",
                            player = player_label(narrator, target)
                        ),
                    ));
                    body = body.push(digits(ctx, 0..=9, Some(self.hand), IpMessage::TargetHand));
                }
            }
            _ => {}
        }
        let go = match self.play {
            Play::Move => tr!(i18n, "ip-move-go"),
            Play::Attack => tr!(
                i18n,
                "ip-attack-go",
                n = self.cards.unwrap_or(0),
                player = who
            ),
        };
        body.push(
            row![
                widgets::action(ctx, go, self.command().map(|_| Message::Confirm)),
                widgets::plain(ctx, tr!(i18n, "table-cancel"), Some(Message::Cancel)),
            ]
            .spacing(sp * 0.6)
            .wrap(),
        )
    }
}

fn digits<'a>(
    ctx: Ctx<'_>,
    numbers: std::ops::RangeInclusive<u8>,
    current: Option<u8>,
    on: fn(u8) -> IpMessage,
) -> Element<'a, Message> {
    let sp = ctx.ty.space;
    row(numbers.map(|n| {
        let chosen = current == Some(n);
        button(text(n.to_string()).size(ctx.ty.heading).font(fonts::BOLD))
            .padding([sp * 0.3, sp * 0.8])
            .on_press(Message::Ip(on(n)))
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
