//! Intruder Player mode at the table (base.md §13.3): the first dead player's question, and that
//! player's turns. Each turn they play one of their physical Intruder Player cards or pass; the
//! app does not know the cards' text, so the table says which way the card is played: move one
//! intruder through the card's corridor number, attack (the app draws the card's number of
//! attack cards for the intruder player's eyes only, behind the curtain, and they choose one), or
//! a special card the table applies by hand with corrections at hand.

use super::intruder_draft::{Draft, IpMessage, Play, intruders_for};
use super::prompt::Prompt;
use super::{Message, Table, player_label};
use crate::gui::fonts;
use crate::gui::narrate::Narrator;
use crate::gui::shortcuts::TableKey;
use crate::gui::widgets::{self, Ctx};
use crate::rules::Command;
use crate::rules::ids::PlayerId;
use crate::rules::outcome::Sight;
use crate::tr;
use iced::widget::{button, column, row, text};
use iced::{Element, Length};

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
                    d.update(self.game.state(), other);
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
