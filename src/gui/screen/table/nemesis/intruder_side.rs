//! Intruder Player mode at the table (base.md §13.3): the first dead player's question, and that
//! player's turns. Each turn they play one of their physical Intruder Player cards or pass; the
//! app does not know the cards' text, so the table says which way the card is played: move one
//! intruder through the card's corridor number, attack (the app draws the card's number of
//! attack cards for the intruder player's eyes only, behind the curtain, and they choose one), or
//! a special card the table applies by hand with corrections at hand.

use super::prompt::Prompt;
use super::{Message, Table, player_label, room_label};
use crate::gui::fonts;
use crate::gui::map::intruder_name;
use crate::gui::narrate::Narrator;
use crate::gui::shortcuts::TableKey;
use crate::gui::widgets::{self, Ctx};
use crate::rules::board::{Board, Exit};
use crate::rules::ids::{IntruderId, PlayerId};
use crate::rules::outcome::Sight;
use crate::rules::state::DoorState;
use crate::rules::{Command, GameState, limits};
use crate::tr;
use iced::widget::{button, column, row, text};
use iced::{Element, Length, Theme};
use std::collections::BTreeMap;

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

    pub fn update(&mut self, state: &GameState, m: IpMessage, hands: &BTreeMap<PlayerId, u8>) {
        match m {
            IpMessage::Intruder(id) if intruders_for(state, self.play).contains(&id) => {
                self.pick_intruder(state, id)
            }
            IpMessage::Corridor(n) if limits::IP_CORRIDORS.contains(&n) => self.corridor = Some(n),
            IpMessage::Target(p) => {
                self.target = Some(p);
                self.hand = super::hand_in(hands, p);
            }
            IpMessage::Cards(n) if limits::IP_ATTACK_CARDS.contains(&n) => self.cards = Some(n),
            IpMessage::TargetHand(n) => self.hand = n,
            _ => {}
        }
    }

    /// A digit key: the first thing still to choose (the intruder by its place in the list,
    /// the corridor, the character, the number on the card), then the target's hand.
    pub fn digit(&mut self, state: &GameState, n: u8, hands: &BTreeMap<PlayerId, u8>) {
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
        self.update(state, m, hands);
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

impl Table {
    /// The intruder player whose turn can be played now: chosen in the roster, their rules in
    /// force, not passed.
    pub(super) fn intruder_player_to_act(&self) -> Option<PlayerId> {
        let state = self.game.state();
        let (ip, _) = state.intruder_player?;
        (self.selected_player() == Some(ip) && state.still_to_act(ip)).then_some(ip)
    }

    pub(super) fn intruder_side(&mut self, m: IpMessage) -> super::Action {
        let state = self.game.state();
        match m {
            IpMessage::Answer(yes) => {
                let Some((player, _)) = state.intruder_player_offer else {
                    return super::Action::None;
                };
                self.play(if yes {
                    Command::BecomeIntruderPlayer {
                        player,
                        from_the_death: true,
                    }
                } else {
                    Command::DeclineIntruderPlayer { player }
                })
            }
            IpMessage::Play(play) => {
                if let Some(ip) = self.intruder_player_to_act() {
                    self.panel = None;
                    self.prompt = Some(Prompt::Intruders(Draft::new(state, ip, play)));
                }
                super::Action::None
            }
            IpMessage::ShowCards => {
                if let (Some(p), Some((ip, _))) = (&state.pending_attack, state.intruder_player) {
                    self.shell.curtain_mut().extend([(
                        ip,
                        Sight::AttackCards {
                            cards: p.cards.clone(),
                        },
                    )]);
                }
                super::Action::None
            }
            IpMessage::EventCard => {
                if self.intruder_player_to_act().is_some() {
                    self.panel = None;
                    self.ask_hands(true);
                }
                super::Action::None
            }
            // chosen behind the curtain (see `update`)
            IpMessage::Choose(_) => super::Action::None,
            other => {
                if let Some(Prompt::Intruders(d)) = &mut self.prompt {
                    d.update(self.game.state(), other, &self.hands);
                    // the chosen intruder's room is marked on the map
                    self.overlay.selected = d
                        .intruder
                        .and_then(|id| self.game.state().intruder(id))
                        .map(|i| i.at);
                }
                super::Action::None
            }
        }
    }

    /// The question at the first death, or the intruder player choosing an attack card: either
    /// waits for the table before the turns go on.
    pub(super) fn intruder_side_card<'a>(
        &'a self,
        ctx: Ctx<'a>,
        narrator: Narrator<'a>,
    ) -> Option<Element<'a, Message>> {
        let i18n = ctx.i18n;
        let sp = ctx.ty.space;
        let state = self.game.state();
        let mut card = column![].spacing(sp * 0.6);
        if state.pending_attack.is_some() {
            let (ip, _) = state.intruder_player?;
            let name = player_label(narrator, ip);
            card = card
                .push(widgets::heading(
                    ctx,
                    tr!(i18n, "table-ip-choosing", player = name.clone()),
                ))
                .push(
                    widgets::action(
                        ctx,
                        tr!(i18n, "table-ip-show-cards", player = name),
                        Some(Message::Ip(IpMessage::ShowCards)),
                    )
                    .width(Length::Fill),
                );
        } else if let Some((player, round)) = state.intruder_player_offer {
            let name = player_label(narrator, player);
            let round = round.max(state.round);
            card = card
                .push(widgets::heading(
                    ctx,
                    tr!(i18n, "table-ip-offer-title", player = name.clone()),
                ))
                .push(widgets::body(
                    ctx,
                    tr!(
                        i18n,
                        "table-ip-offer-ask",
                        player = name.clone(),
                        round = round
                    ),
                ))
                .push(
                    row![
                        widgets::action(
                            ctx,
                            tr!(i18n, "table-ip-offer-yes", player = name),
                            Some(Message::Ip(IpMessage::Answer(true)))
                        ),
                        widgets::plain(
                            ctx,
                            tr!(i18n, "table-ip-offer-no"),
                            Some(Message::Ip(IpMessage::Answer(false)))
                        ),
                    ]
                    .spacing(sp * 0.6)
                    .wrap(),
                );
        } else {
            return None;
        }
        Some(widgets::next_panel(ctx, card).padding(sp).into())
    }

    /// The intruder player's turn: the honest line about their cards, and the two ways of
    /// playing one that the app carries out (End turn and Pass stay below, as for everyone).
    pub(super) fn intruder_turn_card<'a>(
        &'a self,
        ctx: Ctx<'a>,
        narrator: Narrator<'a>,
    ) -> Option<Element<'a, Message>> {
        let ip = self.intruder_player_to_act()?;
        let i18n = ctx.i18n;
        let sp = ctx.ty.space;
        let state = self.game.state();
        let name = player_label(narrator, ip);
        let big = |label: String, play: Play, on: bool| {
            button(text(label).size(ctx.ty.body).font(fonts::BOLD))
                .width(Length::Fill)
                .padding([sp * 0.5, sp * 0.8])
                .on_press_maybe(on.then_some(Message::Ip(IpMessage::Play(play))))
                .style(button::secondary)
        };
        let card = column![
            widgets::heading(ctx, tr!(i18n, "table-ip-turn", player = name.clone())),
            widgets::body(ctx, tr!(i18n, "table-ip-cards", player = name)),
            big(
                tr!(i18n, "table-ip-move"),
                Play::Move,
                !intruders_for(state, Play::Move).is_empty()
            ),
            big(
                tr!(i18n, "table-ip-attack"),
                Play::Attack,
                !intruders_for(state, Play::Attack).is_empty()
            ),
            widgets::plain(
                ctx,
                tr!(i18n, "table-ip-event"),
                Some(Message::Ip(IpMessage::EventCard))
            )
            .width(Length::Fill),
            widgets::small(ctx, tr!(i18n, "table-ip-special")),
            widgets::plain(
                ctx,
                format!("{}  [E]", tr!(i18n, "walk-open")),
                Some(Message::Pressed(TableKey::EventPhase))
            ),
        ]
        .spacing(sp * 0.6);
        Some(widgets::next_panel(ctx, card).padding(sp).into())
    }
}
