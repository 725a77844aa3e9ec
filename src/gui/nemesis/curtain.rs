//! The base game's side of the curtain (see [`crate::gui::curtain`]): its private sights (an
//! engine, the coordinates, the intruder player's attack cards) and how they read once revealed.

use super::Message;
use crate::gui::curtain::{self, PrivateSight};
use crate::gui::fonts;
use crate::gui::narrate::Narrator;
use crate::gui::table::shell::{CurtainMessage, ShellMessage};
use crate::gui::widgets::{self, Ctx};
use crate::rules::Outcome;
use crate::rules::ids::PlayerId;
use crate::rules::outcome::Sight;
use crate::tr;
use iced::widget::{column, text};
use iced::{Alignment, Element, Length};

/// The base game's curtain: a player's private sights (see [`crate::gui::curtain`]).
pub type Curtain = crate::gui::curtain::Curtain<PlayerId, Sight>;
pub type Sights = crate::gui::curtain::Sights<PlayerId, Sight>;

impl PrivateSight for Sight {
    fn asks_choice(&self) -> bool {
        matches!(self, Sight::AttackCards { .. })
    }
}

impl crate::gui::table::shell::Sighted for crate::rules::Nemesis {
    type Seat = PlayerId;
    type Sight = Sight;

    fn sights(_: &crate::rules::GameState, outcomes: &[Outcome]) -> Vec<(PlayerId, Sight)> {
        private_sights(outcomes).collect()
    }

    fn private(outcome: &Outcome) -> bool {
        outcome.private_to().is_some()
    }

    type Memory = crate::gui::narrate::Known;

    fn learn(known: &mut crate::gui::narrate::Known, public: &[Outcome]) {
        known.learn(public);
    }
}

/// The private sights among `outcomes`, for [`Curtain::extend`].
pub(super) fn private_sights(outcomes: &[Outcome]) -> impl Iterator<Item = (PlayerId, Sight)> + '_ {
    outcomes.iter().filter_map(|o| match o {
        Outcome::Private { to, sight } => Some((*to, sight.clone())),
        _ => None,
    })
}

/// The cover over the whole table, with what the sights say once revealed.
pub(super) fn view<'a>(
    curtain: &'a Curtain,
    ctx: Ctx<'a>,
    narrator: Narrator<'a>,
) -> Option<Element<'a, Message>> {
    let front = curtain.current()?;
    let i18n = ctx.i18n;
    let sp = ctx.ty.space;
    let name = super::player_label(narrator, front.to);
    let mut lines = column![].spacing(sp).align_x(Alignment::Center);
    let mut choosing = false;
    for sight in &front.sights {
        if let Sight::AttackCards { cards } = sight {
            // the intruder player's choice: each card is a button, and choosing hides the
            // sight (the rest go to the bottom of the deck unseen by the others)
            choosing = true;
            if let Some(head) = narrator.sight(sight).into_iter().next() {
                lines = lines.push(text(head).size(ctx.ty.heading).font(fonts::BOLD));
            }
            lines = lines.push(widgets::body(ctx, tr!(i18n, "curtain-choose")));
            for (card, line) in narrator.attack_card_lines(cards) {
                lines = lines.push(
                    iced::widget::button(text(line).size(ctx.ty.heading).font(fonts::BOLD))
                        .width(Length::Fill)
                        .padding(ctx.ty.space * 0.8)
                        .on_press(Message::Ip(super::IpMessage::Choose(card)))
                        .style(iced::widget::button::secondary),
                );
            }
            continue;
        }
        for line in narrator.sight(sight) {
            lines = lines.push(text(line).size(ctx.ty.title).font(fonts::BOLD));
        }
        // what they may do with it (you may lie): smaller than the facts
        if let Some(hint) = narrator.sight_hint(sight) {
            lines = lines.push(widgets::body(ctx, hint));
        }
    }
    if !choosing {
        lines = lines
            .push(widgets::body(ctx, tr!(i18n, "curtain-remember")))
            .push(widgets::action(
                ctx,
                tr!(i18n, "curtain-hide"),
                Some(Message::Shell(ShellMessage::Curtain(CurtainMessage::Hide))),
            ));
    }
    Some(curtain::page(
        ctx,
        front,
        name,
        lines.into(),
        ShellMessage::curtain_buttons(Message::Shell),
    ))
}
