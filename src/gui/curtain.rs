//! The privacy curtain of every game: a private sight (an engine, the coordinates, the AA tokens
//! a marine looked at) covers the whole window until the one player it is for has the laptop.
//! "Show" reveals it, "Hide" drops it: once hidden it is gone from the table's memory, and it
//! never enters the log. With one player at the table there is nobody to hand the laptop to or
//! to look away: the sight shows at once. A sight can go to its player's phone instead; the
//! window then only says "look at your phone".
//!
//! Both tables keep one [`Curtain`] and draw its hand-over and phone pages with [`page`]; each
//! game draws only what the sight says ([`PrivateSight`] tells whether it asks for a choice).

use crate::gui::widgets::{self, Ctx};
use crate::tr;
use iced::widget::{column, container};
use iced::{Alignment, Element, Length, Theme};
use std::collections::VecDeque;

/// What a game's private sight tells the curtain.
pub trait PrivateSight {
    /// The sight goes with a choice made behind the curtain (the intruder player's attack
    /// cards, the AA tokens' order): the choice hides it, not Enter or Hide.
    fn asks_choice(&self) -> bool;
}

/// What one player is about to see.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Sights<P, S> {
    pub to: P,
    pub sights: Vec<S>,
    pub revealed: bool,
    /// Sent to the player's phone (the server's sight numbers): the window shows only "look at
    /// your phone" until the phone says it was seen, or the table takes it back.
    pub phone: Option<Vec<u64>>,
    /// The table chose the laptop for this one: it is not sent to a phone.
    pub laptop: bool,
}

impl<P, S: PrivateSight> Sights<P, S> {
    /// Revealed, and one of its sights waits for a choice.
    pub fn asks_choice(&self) -> bool {
        self.revealed && self.sights.iter().any(PrivateSight::asks_choice)
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Curtain<P, S> {
    queue: VecDeque<Sights<P, S>>,
    /// One player at the table (solo): no hand-over page.
    alone: bool,
}

impl<P, S> Default for Curtain<P, S> {
    fn default() -> Self {
        Curtain {
            queue: VecDeque::new(),
            alone: false,
        }
    }
}

impl<P: Copy + Eq, S: PrivateSight + Clone> Curtain<P, S> {
    /// The curtain of a table of `players`.
    pub fn for_players(players: usize) -> Self {
        Curtain {
            queue: VecDeque::new(),
            alone: players == 1,
        }
    }

    /// Queues private sights, one curtain per player in a row: a sight for the player whose
    /// curtain is last (and not yet opened) joins it.
    pub fn extend(&mut self, sights: impl IntoIterator<Item = (P, S)>) {
        for (to, sight) in sights {
            match self.queue.back_mut() {
                Some(last)
                    if last.to == to && last.phone.is_none() && (self.alone || !last.revealed) =>
                {
                    last.sights.push(sight)
                }
                _ => self.queue.push_back(Sights {
                    to,
                    sights: vec![sight],
                    revealed: self.alone,
                    phone: None,
                    laptop: false,
                }),
            }
        }
    }

    /// The curtain on show, if any.
    pub fn current(&self) -> Option<&Sights<P, S>> {
        self.queue.front()
    }

    pub fn is_up(&self) -> bool {
        !self.queue.is_empty()
    }

    /// The player has the laptop: show what they alone may see (on a phone, the laptop shows
    /// nothing).
    pub fn reveal(&mut self) {
        if let Some(front) = self.queue.front_mut()
            && front.phone.is_none()
        {
            front.revealed = true;
        }
    }

    /// Hides the sight on show and forgets it; returns it, so the table knows whether it was
    /// seen.
    pub fn hide(&mut self) -> Option<Sights<P, S>> {
        self.queue.pop_front()
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

    /// Whether the sight on show asks for a choice: it goes with the choice, not with Enter or
    /// Hide.
    pub fn asks_choice(&self) -> bool {
        self.queue.front().is_some_and(Sights::asks_choice)
    }

    /// Enter/Space: reveal, then hide (a choice waits for its tap, a phone for the phone).
    /// Returns the sight hidden, if this step hid one.
    pub fn step(&mut self) -> Option<Sights<P, S>> {
        match self.queue.front() {
            Some(front) if front.phone.is_some() || front.asks_choice() => None,
            Some(front) if front.revealed => self.hide(),
            Some(_) => {
                self.reveal();
                None
            }
            None => None,
        }
    }

    pub fn clear(&mut self) {
        self.queue.clear();
    }
}

/// The messages of the curtain's buttons, in the table's own message type.
pub struct Buttons<M> {
    pub reveal: M,
    /// "Seen on the phone" (the phone page) hides the sight.
    pub hide: M,
    pub show_here: M,
}

/// The cover over the whole table: "hand the laptop to …" until revealed, "look at your
/// phone" while the phone has it, and once revealed the game's own `revealed` content (its
/// lines and its hide or choice buttons).
pub fn page<'a, P, S, M: Clone + 'a>(
    ctx: Ctx<'a>,
    front: &Sights<P, S>,
    name: String,
    revealed: Element<'a, M>,
    buttons: Buttons<M>,
) -> Element<'a, M> {
    let i18n = ctx.i18n;
    let sp = ctx.ty.space;
    let content: Element<'a, M> = if front.phone.is_some() {
        // on the player's phone: nothing of it here
        column![
            widgets::title(ctx, tr!(i18n, "phones-look-at-phone", name = name.clone())),
            widgets::body(ctx, tr!(i18n, "phones-look-at-phone-body")),
            widgets::action(ctx, tr!(i18n, "phones-seen-on-phone"), Some(buttons.hide)),
            widgets::plain(ctx, tr!(i18n, "phones-show-here"), Some(buttons.show_here)),
        ]
        .spacing(sp)
        .align_x(Alignment::Center)
        .into()
    } else if front.revealed {
        column![
            widgets::title(ctx, tr!(i18n, "curtain-only-you", name = name)),
            revealed
        ]
        .spacing(sp)
        .align_x(Alignment::Center)
        .into()
    } else {
        column![
            widgets::title(ctx, tr!(i18n, "curtain-hand-to", name = name.clone())),
            widgets::body(ctx, tr!(i18n, "curtain-others-look-away")),
            widgets::action(
                ctx,
                tr!(i18n, "curtain-reveal", name = name),
                Some(buttons.reveal)
            ),
            widgets::small(ctx, tr!(i18n, "curtain-keys")),
        ]
        .spacing(sp * 1.2)
        .align_x(Alignment::Center)
        .into()
    };
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
        .into()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Debug, Clone, PartialEq, Eq)]
    enum Look {
        Engine(u8),
        Choose,
    }

    impl PrivateSight for Look {
        fn asks_choice(&self) -> bool {
            matches!(self, Look::Choose)
        }
    }

    #[test]
    fn a_sight_is_revealed_then_forgotten() {
        let mut curtain = Curtain::for_players(2);
        curtain.extend([(2u8, Look::Engine(1))]);
        assert!(curtain.is_up());
        assert!(!curtain.current().unwrap().revealed);
        assert_eq!(curtain.step(), None, "the first step reveals");
        assert!(curtain.current().unwrap().revealed);
        let hidden = curtain.step().expect("the second step hides");
        assert!(hidden.revealed, "it was seen before it was hidden");
        assert!(!curtain.is_up());
        assert_eq!(
            curtain,
            Curtain::for_players(2),
            "nothing of the sight is kept"
        );
    }

    /// Solo: nobody to hand the laptop to, so no "hand it to …, the others look away" page; the
    /// sight shows at once and one step hides it (issue 13: the page was pointless alone).
    #[test]
    fn alone_the_sight_shows_at_once() {
        let mut curtain = Curtain::for_players(1);
        curtain.extend([(1u8, Look::Engine(1)), (1, Look::Engine(2))]);
        let front = curtain.current().unwrap();
        assert!(front.revealed);
        assert_eq!(front.sights.len(), 2, "one page for one look");
        curtain.step();
        assert!(!curtain.is_up());

        let mut table_of_two = Curtain::for_players(2);
        table_of_two.extend([(1u8, Look::Engine(1))]);
        assert!(!table_of_two.current().unwrap().revealed);
    }

    #[test]
    fn each_player_gets_their_own_curtain_in_turn() {
        let mut curtain = Curtain::for_players(3);
        curtain.extend([
            (1u8, Look::Engine(1)),
            (1, Look::Engine(2)),
            (2, Look::Engine(3)),
        ]);
        assert_eq!(curtain.current().unwrap().sights.len(), 2);
        curtain.step();
        curtain.step();
        assert_eq!(curtain.current().unwrap().to, 2, "the next player's turn");
        // a sight for the player already looking does not slip into what they saw
        curtain.reveal();
        curtain.extend([(2u8, Look::Engine(1))]);
        assert_eq!(curtain.current().unwrap().sights, vec![Look::Engine(3)]);
    }

    #[test]
    fn a_choice_waits_for_its_tap_and_a_phone_for_the_phone() {
        let mut curtain = Curtain::for_players(2);
        curtain.extend([(1u8, Look::Choose)]);
        assert!(!curtain.asks_choice(), "nothing is asked before it shows");
        curtain.step();
        assert!(curtain.asks_choice());
        assert_eq!(curtain.step(), None, "Enter does not hide a choice");
        assert!(curtain.is_up());

        let mut on_phone = Curtain::for_players(2);
        on_phone.extend([(2u8, Look::Engine(1))]);
        on_phone.sent_to_phone(vec![7]);
        on_phone.reveal();
        assert!(
            !on_phone.current().unwrap().revealed,
            "the laptop shows nothing of a sight on a phone"
        );
        assert_eq!(on_phone.step(), None, "Enter waits for the phone");
        on_phone.back_to_laptop();
        let front = on_phone.current().unwrap();
        assert!(front.laptop && front.phone.is_none());
        on_phone.reveal();
        assert!(
            on_phone.current().unwrap().revealed,
            "back on the laptop, it shows behind the curtain"
        );
    }
}
