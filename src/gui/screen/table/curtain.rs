//! The privacy curtain: a private sight (an engine, the coordinates) covers the whole window until
//! the one player it is for has the laptop. "Show" reveals it, "Hide" drops it: once hidden it is
//! gone from the table's memory, and it never enters the log. With one player at the table there
//! is nobody to hand the laptop to or to look away: the sight shows at once.

use super::Message;
use crate::gui::fonts;
use crate::gui::narrate::Narrator;
use crate::gui::widgets::{self, Ctx};
use crate::rules::Outcome;
use crate::rules::ids::PlayerId;
use crate::rules::outcome::Sight;
use crate::tr;
use iced::widget::{column, container, text};
use iced::{Alignment, Element, Length, Theme};
use std::collections::VecDeque;

/// What one player is about to see.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Sights {
    pub to: PlayerId,
    pub sights: Vec<Sight>,
    pub revealed: bool,
    /// Sent to the player's phone (the server's sight numbers): the window shows only "look at
    /// your phone" until the phone says it was seen, or the table takes it back.
    pub phone: Option<Vec<u64>>,
    /// The table chose the laptop for this one: it is not sent to a phone.
    pub laptop: bool,
}

#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Curtain {
    queue: VecDeque<Sights>,
    /// One player at the table (solo): no hand-over page.
    alone: bool,
}

impl Curtain {
    /// The curtain of a table of `players`.
    pub fn for_players(players: usize) -> Curtain {
        Curtain {
            queue: VecDeque::new(),
            alone: players == 1,
        }
    }

    /// Queues the private sights among `outcomes`, one curtain per player in a row.
    pub fn extend(&mut self, outcomes: &[Outcome]) {
        for o in outcomes {
            if let Outcome::Private { to, sight } = o {
                match self.queue.back_mut() {
                    Some(last) if last.to == *to && self.alone && last.phone.is_none() => {
                        last.sights.push(sight.clone())
                    }
                    Some(last) if last.to == *to && last.phone.is_none() && !last.revealed => {
                        last.sights.push(sight.clone())
                    }
                    _ => self.queue.push_back(Sights {
                        to: *to,
                        sights: vec![sight.clone()],
                        revealed: self.alone,
                        phone: None,
                        laptop: false,
                    }),
                }
            }
        }
    }

    /// The curtain on show, if any.
    pub fn current(&self) -> Option<&Sights> {
        self.queue.front()
    }

    pub fn is_up(&self) -> bool {
        !self.queue.is_empty()
    }

    /// The player has the laptop: show what they alone may see.
    pub fn reveal(&mut self) {
        if let Some(front) = self.queue.front_mut() {
            front.revealed = true;
        }
    }

    /// Hides the sight and forgets it.
    pub fn hide(&mut self) {
        self.queue.pop_front();
    }

    /// The sight on show went to its player's phone as these sights of the server.
    pub fn sent_to_phone(&mut self, ids: Vec<u64>) {
        if let Some(front) = self.queue.front_mut() {
            front.phone = Some(ids);
        }
    }

    /// The table takes the sight back from the phone (nobody opened it there): the laptop
    /// shows it behind the curtain as before.
    pub fn back_to_laptop(&mut self) {
        if let Some(front) = self.queue.front_mut() {
            front.phone = None;
            front.laptop = true;
        }
    }

    /// Whether the sight on show asks for a choice (the intruder player's attack cards): it
    /// goes with the choice, not with Enter or Hide.
    pub fn asks_choice(&self) -> bool {
        self.queue.front().is_some_and(|f| {
            f.revealed
                && f.sights
                    .iter()
                    .any(|s| matches!(s, Sight::AttackCards { .. }))
        })
    }

    /// Enter/Space: reveal, then hide (a choice waits for its tap).
    pub fn step(&mut self) {
        match self.queue.front() {
            // on a phone: the phone says when it was seen ("done" on the page)
            Some(front) if front.phone.is_some() => {}
            Some(_) if self.asks_choice() => {}
            Some(front) if front.revealed => self.hide(),
            Some(_) => self.reveal(),
            None => {}
        }
    }

    pub fn clear(&mut self) {
        self.queue.clear();
    }

    /// The cover over the whole table.
    pub fn view<'a>(
        &'a self,
        ctx: Ctx<'a>,
        narrator: Narrator<'a>,
    ) -> Option<Element<'a, Message>> {
        let front = self.queue.front()?;
        let i18n = ctx.i18n;
        let sp = ctx.ty.space;
        let name = super::player_label(narrator, front.to);
        let content = if front.phone.is_some() {
            // on the player's phone: nothing of it here
            column![
                widgets::title(ctx, tr!(i18n, "phones-look-at-phone", name = name.clone())),
                widgets::body(ctx, tr!(i18n, "phones-look-at-phone-body")),
                widgets::action(ctx, tr!(i18n, "phones-seen-on-phone"), Some(Message::Hide)),
                widgets::plain(
                    ctx,
                    tr!(i18n, "phones-show-here"),
                    Some(Message::ShowOnLaptop)
                ),
            ]
            .spacing(sp)
            .align_x(Alignment::Center)
        } else if front.revealed {
            let mut lines = column![widgets::title(
                ctx,
                tr!(i18n, "curtain-only-you", name = name.clone())
            )]
            .spacing(sp)
            .align_x(Alignment::Center);
            let mut choosing = false;
            for sight in &front.sights {
                if let Sight::AttackCards { cards } = sight {
                    // the intruder player's choice: each card is a button, and choosing hides
                    // the sight (the rest go to the bottom of the deck unseen by the others)
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
            if choosing {
                lines
            } else {
                lines
                    .push(widgets::body(ctx, tr!(i18n, "curtain-remember")))
                    .push(widgets::action(
                        ctx,
                        tr!(i18n, "curtain-hide"),
                        Some(Message::Hide),
                    ))
            }
        } else {
            column![
                widgets::title(ctx, tr!(i18n, "curtain-hand-to", name = name.clone())),
                widgets::body(ctx, tr!(i18n, "curtain-others-look-away")),
                widgets::action(
                    ctx,
                    tr!(i18n, "curtain-reveal", name = name),
                    Some(Message::Reveal)
                ),
                widgets::small(ctx, tr!(i18n, "curtain-keys")),
            ]
            .spacing(sp * 1.2)
            .align_x(Alignment::Center)
        };
        Some(
            container(container(content).max_width(ctx.ty.body * 40.0))
                .center(Length::Fill)
                .style(|theme: &Theme| {
                    let p = theme.extended_palette();
                    container::Style {
                        background: Some(iced::Background::Color(p.background.base.color)),
                        text_color: Some(p.background.base.text),
                        ..container::Style::default()
                    }
                })
                .into(),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_sight_is_revealed_then_forgotten() {
        let mut curtain = Curtain::default();
        curtain.extend(&[
            Outcome::Private {
                to: PlayerId(2),
                sight: Sight::Engine {
                    engine: 1,
                    working: true,
                },
            },
            Outcome::PodsUnlocked,
        ]);
        assert!(curtain.is_up());
        assert!(!curtain.current().unwrap().revealed);
        curtain.step();
        assert!(curtain.current().unwrap().revealed);
        curtain.step();
        assert!(!curtain.is_up());
        assert_eq!(curtain, Curtain::default(), "nothing of the sight is kept");
    }

    /// Solo: nobody to hand the laptop to, so no "hand it to …, the others look away" page; the
    /// sight shows at once and one step hides it (issue 13: the page was pointless alone).
    #[test]
    fn alone_the_sight_shows_at_once() {
        let engine = |engine| Outcome::Private {
            to: PlayerId(1),
            sight: Sight::Engine {
                engine,
                working: true,
            },
        };
        let mut curtain = Curtain::for_players(1);
        curtain.extend(&[engine(1), engine(2)]);
        let front = curtain.current().unwrap();
        assert!(front.revealed);
        assert_eq!(front.sights.len(), 2, "one page for one look");
        curtain.step();
        assert!(!curtain.is_up());

        let mut table_of_two = Curtain::for_players(2);
        table_of_two.extend(&[engine(1)]);
        assert!(!table_of_two.current().unwrap().revealed);
    }
}
