//! Carnomorphs at the table: the adaptation cards stay physical (cards.md §6.1 C13), so when one
//! turns face up the table tells the app which it is, from the known names or "another card"
//! with what it changes. The app applies the cards it knows (Voracious) and shows the others as
//! standing reminders.

use super::{Message, Table};
use crate::gui::narrate::Narrator;
use crate::gui::widgets::{self, Ctx};
use crate::rules::Command;
use crate::rules::ids::IntruderKind;
use crate::rules::state::AdaptationCategory;
use crate::tr;
use iced::widget::{column, row};
use iced::{Element, Length};

/// The menu of what an unknown card changes (cards.md §6.1 C13).
const CATEGORIES: [AdaptationCategory; 7] = [
    AdaptationCategory::Feeding,
    AdaptationCategory::BeingHit,
    AdaptationCategory::Health,
    AdaptationCategory::Movement,
    AdaptationCategory::Attacks,
    AdaptationCategory::Bag,
    AdaptationCategory::Other,
];

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AdaptationMessage {
    /// A known card by its key, or "other" (then its category).
    Card(IntruderKind, String),
    Category(IntruderKind, AdaptationCategory),
    /// The mutation action of this character: scan one contamination card from hand.
    Mutate(crate::rules::ids::PlayerId),
}

impl Table {
    pub(super) fn adaptation(&mut self, m: AdaptationMessage) -> super::Action {
        match m {
            AdaptationMessage::Mutate(player) => {
                super::Action::Scan(crate::gui::scan::ScanRequest {
                    player,
                    purpose: crate::gui::scan::ScanPurpose::Mutation,
                })
            }
            AdaptationMessage::Card(slot, key) if key == "other" => {
                self.adaptation_other = Some(slot);
                super::Action::None
            }
            AdaptationMessage::Card(slot, key) => {
                self.adaptation_other = None;
                self.play(Command::NameAdaptation {
                    slot,
                    key,
                    category: AdaptationCategory::Other,
                })
            }
            AdaptationMessage::Category(slot, category) => {
                self.adaptation_other = None;
                self.play(Command::NameAdaptation {
                    slot,
                    key: "other".into(),
                    category,
                })
            }
        }
    }

    /// A revealed adaptation the table has not named yet: the question, before play goes on.
    pub(super) fn adaptation_card<'a>(
        &'a self,
        ctx: Ctx<'a>,
        narrator: Narrator<'a>,
    ) -> Option<Element<'a, Message>> {
        let state = self.game.state();
        let slot = state.adaptation_to_name()?;
        let i18n = ctx.i18n;
        let sp = ctx.ty.space;
        let kind = narrator.kind(slot);
        let mut card = column![
            widgets::heading(
                ctx,
                tr!(i18n, "table-adaptation-title", kind = kind.clone())
            ),
            widgets::body(ctx, tr!(i18n, "table-adaptation-ask", kind = kind)),
        ]
        .spacing(sp * 0.6);
        if self.adaptation_other == Some(slot) {
            card = card.push(widgets::body(ctx, tr!(i18n, "table-adaptation-category")));
            card = card.push(
                row(CATEGORIES.iter().map(|&c| {
                    widgets::plain(
                        ctx,
                        narrator.adaptation_category(c),
                        Some(Message::Adaptation(AdaptationMessage::Category(slot, c))),
                    )
                    .into()
                }))
                .spacing(sp * 0.5)
                .wrap(),
            );
        } else {
            let facts = &crate::rules::data()
                .ok()?
                .content(state.config.species)
                .species;
            let keys = facts
                .adaptations
                .iter()
                .map(|a| a.key.clone())
                .chain(["other".to_string()]);
            card = card.push(
                row(keys.map(|key| {
                    widgets::action(
                        ctx,
                        narrator.adaptation(&key),
                        Some(Message::Adaptation(AdaptationMessage::Card(slot, key))),
                    )
                    .into()
                }))
                .spacing(sp * 0.5)
                .wrap(),
            );
        }
        Some(widgets::next_panel(ctx, card).padding(sp).into())
    }

    /// The mutation action (carnomorphs.md §9.3) for the selected character who holds a
    /// mutation card: one card from hand goes under the scanner.
    pub(super) fn mutation_button<'a>(
        &'a self,
        ctx: Ctx<'a>,
        narrator: Narrator<'a>,
    ) -> Option<Element<'a, Message>> {
        let state = self.game.state();
        if !state.config.species.mutates() {
            return None;
        }
        let p = self.selected_player()?;
        let c = state
            .character(p)
            .filter(|c| c.active() && c.mutation_card)?;
        let ready = c.contamination > 0 && state.ended.is_none();
        Some(
            widgets::plain(
                ctx,
                tr!(
                    ctx.i18n,
                    "table-mutation-action",
                    player = narrator.player(p)
                ),
                ready.then_some(Message::Adaptation(AdaptationMessage::Mutate(p))),
            )
            .into(),
        )
    }

    /// The revealed adaptations the players apply by hand, as one reminder line each.
    pub(super) fn adaptation_reminders<'a>(
        &'a self,
        ctx: Ctx<'a>,
        narrator: Narrator<'a>,
    ) -> Option<Element<'a, Message>> {
        let i18n = ctx.i18n;
        let lines: Vec<Element<'a, Message>> = self
            .game
            .state()
            .adaptations
            .iter()
            .filter(|a| a.revealed && !a.removed)
            .filter_map(|a| a.card.as_ref().map(|c| (a.slot, c)))
            .map(|(slot, c)| {
                let text = if c.key == crate::rules::species::VORACIOUS {
                    tr!(
                        i18n,
                        "table-adaptation-auto",
                        name = narrator.adaptation(&c.key),
                        kind = narrator.kind(slot)
                    )
                } else {
                    tr!(
                        i18n,
                        "table-adaptation-reminder",
                        name = narrator.adaptation(&c.key),
                        category = narrator.adaptation_category(c.category),
                        kind = narrator.kind(slot)
                    )
                };
                widgets::small(ctx, text).into()
            })
            .collect();
        if lines.is_empty() {
            return None;
        }
        Some(
            column(lines)
                .spacing(ctx.ty.space * 0.3)
                .width(Length::Fill)
                .into(),
        )
    }
}
