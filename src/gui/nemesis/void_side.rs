//! Void Seeders at the table: a panic card drawn beside another character waits for the room to
//! say whether someone cancels it ([저지]); a panic card whose part lies in the players' hands
//! (cards, ammo, items) can be reported as not done in full; and Rest, Shower, Canteen, Surgery
//! and the Antidote bring insanity down. The weakness cards stay physical (cards.md §6.2 V12):
//! when one turns face up the table says what it changes, and it stays on screen as a reminder.

use super::{Message, Table};
use crate::gui::narrate::Narrator;
use crate::gui::widgets::{self, Ctx};
use crate::rules::Command;
use crate::rules::ids::PlayerId;
use crate::rules::state::{WeaknessCategory, WeaknessSlot};
use crate::tr;
use iced::Element;
use iced::widget::{column, row};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum VoidMessage {
    /// The held panic card of this character: cancelled by someone in the room, or not.
    AnswerPanic(PlayerId, bool),
    /// The last panic card could not be carried out in full.
    Shortfall(PlayerId),
    /// Rest, Shower or Canteen (one level down), or Surgery and the Antidote (`true`: to 3).
    Lower(PlayerId, bool),
    /// What the turned-up weakness card of this slot changes.
    NameWeakness(WeaknessSlot, WeaknessCategory),
}

impl Table {
    pub(super) fn void_side(&mut self, m: VoidMessage) -> super::Action {
        self.play(match m {
            VoidMessage::AnswerPanic(player, cancelled) => {
                Command::AnswerPanic { player, cancelled }
            }
            VoidMessage::Shortfall(player) => Command::PanicShortfall { player },
            VoidMessage::Lower(player, to_three) => Command::LowerInsanity { player, to_three },
            VoidMessage::NameWeakness(slot, category) => Command::NameWeakness {
                slot,
                key: "other".into(),
                category,
            },
        })
    }

    /// A turned-up weakness card the table has not described yet: the question.
    pub(super) fn weakness_card<'a>(
        &'a self,
        ctx: Ctx<'a>,
        narrator: Narrator<'a>,
    ) -> Option<Element<'a, Message>> {
        let slot = self.game.state().weakness_to_describe()?;
        let i18n = ctx.i18n;
        let sp = ctx.ty.space;
        let object = narrator.seeder_weakness_source(slot);
        let card = column![
            widgets::heading(ctx, tr!(i18n, "table-weakness-title", object = object)),
            widgets::body(ctx, tr!(i18n, "table-weakness-ask")),
            row(WeaknessCategory::ALL.iter().map(|&c| {
                widgets::action(
                    ctx,
                    narrator.weakness_category(c),
                    Some(Message::Void(VoidMessage::NameWeakness(slot, c))),
                )
                .into()
            }))
            .spacing(sp * 0.5)
            .wrap(),
        ]
        .spacing(sp * 0.6);
        Some(widgets::next_panel(ctx, card).padding(sp).into())
    }

    /// The weakness cards in play, one reminder line each: the app applies none of them.
    pub(super) fn weakness_reminders<'a>(
        &'a self,
        ctx: Ctx<'a>,
        narrator: Narrator<'a>,
    ) -> Option<Element<'a, Message>> {
        let state = self.game.state();
        let lines: Vec<Element<'a, Message>> = WeaknessSlot::ALL
            .into_iter()
            .filter_map(|s| state.weakness_notes[s.index()].as_ref().map(|n| (s, n)))
            .map(|(s, n)| {
                widgets::small(
                    ctx,
                    tr!(
                        ctx.i18n,
                        "table-weakness-reminder",
                        object = narrator.seeder_weakness_source(s),
                        category = narrator.weakness_category(n.category)
                    ),
                )
                .into()
            })
            .collect();
        (!lines.is_empty()).then(|| column(lines).spacing(ctx.ty.space * 0.3).into())
    }

    /// A held panic card: the question, before play goes on.
    pub(super) fn panic_card<'a>(
        &'a self,
        ctx: Ctx<'a>,
        narrator: Narrator<'a>,
    ) -> Option<Element<'a, Message>> {
        let state = self.game.state();
        let held = state.held_panics.first()?;
        let i18n = ctx.i18n;
        let sp = ctx.ty.space;
        let player = narrator.player(held.player);
        let name = narrator.panic_name_of(held.card);
        let card = column![
            widgets::heading(ctx, tr!(i18n, "table-panic-title", player = player.clone())),
            widgets::body(
                ctx,
                tr!(i18n, "table-panic-ask", player = player, name = name)
            ),
            widgets::small(
                ctx,
                narrator
                    .panic_detail_of(held.card)
                    .map(|(threshold, effect)| tr!(
                        i18n,
                        "table-panic-detail",
                        threshold = threshold,
                        effect = effect
                    ))
                    .unwrap_or_default()
            ),
            row![
                widgets::action(
                    ctx,
                    tr!(i18n, "table-panic-cancelled"),
                    Some(Message::Void(VoidMessage::AnswerPanic(held.player, true))),
                ),
                widgets::action(
                    ctx,
                    tr!(i18n, "table-panic-not-cancelled"),
                    Some(Message::Void(VoidMessage::AnswerPanic(held.player, false))),
                ),
            ]
            .spacing(sp * 0.5)
            .wrap(),
        ]
        .spacing(sp * 0.6);
        Some(widgets::next_panel(ctx, card).padding(sp).into())
    }

    /// Under the turn card: "could not do it all" for the last panic card, and the ways down
    /// the insanity track for the selected character.
    pub(super) fn insanity_buttons<'a>(
        &'a self,
        ctx: Ctx<'a>,
        narrator: Narrator<'a>,
    ) -> Option<Element<'a, Message>> {
        let state = self.game.state();
        if !state.config.species.insanity() {
            return None;
        }
        let i18n = ctx.i18n;
        let sp = ctx.ty.space;
        let mut out = column![].spacing(sp * 0.4);
        if let Some(open) = state.panic_open {
            out = out.push(widgets::plain(
                ctx,
                tr!(
                    i18n,
                    "table-panic-shortfall",
                    player = narrator.player(open.player)
                ),
                Some(Message::Void(VoidMessage::Shortfall(open.player))),
            ));
        }
        if let Some(p) = self.selected_player()
            && let Some(c) = state.character(p).filter(|c| c.active())
        {
            // only what can apply is offered, as the rules answer it (issue 39 item 15:
            // 「狂気を1から1下げる」 at level 1)
            let down = state.insanity_lowered_to(p, false).is_some();
            let to_three = state.insanity_lowered_to(p, true).is_some();
            let mut lower = row![].spacing(sp * 0.5);
            if down {
                lower = lower.push(widgets::plain(
                    ctx,
                    tr!(i18n, "table-insanity-down", level = c.insanity),
                    Some(Message::Void(VoidMessage::Lower(p, false))),
                ));
            }
            if to_three {
                lower = lower.push(widgets::plain(
                    ctx,
                    tr!(i18n, "table-insanity-three"),
                    Some(Message::Void(VoidMessage::Lower(p, true))),
                ));
            }
            out = out.push(lower.wrap());
        }
        Some(out.into())
    }
}
