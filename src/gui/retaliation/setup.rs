//! A new game of *Nemesis: Retaliation*: the players' names, Deadly mode, who deals the tiles,
//! and what to lay out on the table (and what stays in the box because the app holds it). The
//! seed is drawn from the system and never shown before the game ends.

use crate::gui::widgets::{self, Ctx};
use crate::rules::ids::Dealer;
use crate::rules::retaliation::MAX_MARINES;
use crate::rules::retaliation::RetaliationConfig;
use crate::tr;
use iced::widget::{column, row, text_input};
use iced::{Element, Length};

/// One name field for each marine the box allows (a fifth was missing: issue 38 item 8).
pub const NAME_IDS: [&str; MAX_MARINES] = [
    "rt-name-1",
    "rt-name-2",
    "rt-name-3",
    "rt-name-4",
    "rt-name-5",
];

#[derive(Debug, Clone, PartialEq)]
pub enum Message {
    Players(usize),
    Name(usize, String),
    Deadly(bool),
    Coop(bool),
    Dealer(Dealer),
    /// A chosen game code (tests and replays; the window draws one from the system).
    Seed(u64),
    Start,
    Back,
}

pub enum Action {
    None,
    Start(RetaliationConfig),
    Back,
}

#[derive(Debug, Clone)]
pub struct Setup {
    players: usize,
    names: [String; MAX_MARINES],
    deadly: bool,
    coop: bool,
    dealer: Dealer,
    seed: u64,
}

impl Setup {
    pub fn new(seed: u64) -> Setup {
        Setup {
            players: 2,
            names: Default::default(),
            deadly: false,
            coop: false,
            dealer: Dealer::Box,
            seed,
        }
    }

    pub fn config(&self) -> RetaliationConfig {
        RetaliationConfig {
            seed: self.seed,
            players: self.names[..self.players]
                .iter()
                .enumerate()
                .map(|(i, n)| {
                    let n = n.trim();
                    if n.is_empty() {
                        format!("P{}", i + 1)
                    } else {
                        n.chars().take(24).collect()
                    }
                })
                .collect(),
            deadly: self.deadly,
            fire_markers: None,
            malfunction_markers: None,
            dealer: self.dealer,
            coop: self.coop,
            // a new game: the rules count two actions a turn (issue 51)
            two_actions: true,
            death_stops_move: true,
        }
    }

    pub fn update(&mut self, m: Message) -> Action {
        match m {
            Message::Players(n) => self.players = n.clamp(1, MAX_MARINES),
            Message::Name(i, s) => {
                if let Some(n) = self.names.get_mut(i) {
                    *n = s;
                }
            }
            Message::Deadly(on) => self.deadly = on,
            Message::Coop(on) => self.coop = on,
            Message::Dealer(d) => self.dealer = d,
            Message::Seed(seed) => self.seed = seed,
            Message::Start => return Action::Start(self.config()),
            Message::Back => return Action::Back,
        }
        Action::None
    }

    pub fn view<'a>(&'a self, ctx: Ctx<'a>) -> Element<'a, Message> {
        let t = ctx.i18n;
        let sp = ctx.ty.space;
        let mut names = column![].spacing(sp * 0.5);
        for (i, id) in NAME_IDS.iter().enumerate().take(self.players) {
            let number = (i + 1) as u32;
            names = names.push(
                row![
                    widgets::body(ctx, tr!(t, "rt-setup-player", n = number))
                        .width(Length::Fixed(ctx.ty.body * 7.0)),
                    text_input(&format!("P{}", i + 1), &self.names[i])
                        .id(*id)
                        .on_input(move |s| Message::Name(i, s))
                        .size(ctx.ty.body)
                        .padding(sp * 0.6),
                ]
                .spacing(sp)
                .align_y(iced::Alignment::Center),
            );
        }
        let lay_out = [
            tr!(t, "rt-setup-lay-frame"),
            tr!(t, "rt-setup-lay-app-holds"),
            tr!(t, "rt-setup-lay-hibernatorium"),
            tr!(t, "rt-setup-lay-piles"),
            match self.dealer {
                Dealer::Box => tr!(t, "rt-setup-lay-tiles-box"),
                Dealer::App => tr!(t, "rt-setup-lay-tiles-app"),
            },
            if self.coop {
                tr!(t, "rt-setup-lay-missions-coop")
            } else {
                tr!(t, "rt-setup-lay-missions")
            },
            tr!(t, "rt-setup-lay-marines"),
        ]
        .into_iter()
        .fold(column![].spacing(sp * 0.4), |c, l| {
            c.push(widgets::body(ctx, format!("• {l}")))
        });
        let content = column![
            widgets::title(ctx, tr!(t, "rt-setup-title")),
            widgets::heading(ctx, tr!(t, "rt-setup-players")),
            widgets::choices(
                ctx,
                (1..=MAX_MARINES).map(|n| (n, n.to_string())),
                self.players,
                Message::Players
            ),
            names,
            widgets::heading(ctx, tr!(t, "rt-setup-dealer")),
            widgets::choices(
                ctx,
                [
                    (Dealer::Box, tr!(t, "rt-setup-dealer-box")),
                    (Dealer::App, tr!(t, "rt-setup-dealer-app"))
                ],
                self.dealer,
                Message::Dealer,
            ),
            widgets::heading(ctx, tr!(t, "rt-setup-mode")),
            widgets::choices(
                ctx,
                [
                    (false, tr!(t, "rt-setup-standard")),
                    (true, tr!(t, "rt-setup-deadly"))
                ],
                self.deadly,
                Message::Deadly,
            ),
            widgets::heading(ctx, tr!(t, "rt-setup-game")),
            widgets::choices(
                ctx,
                [
                    (false, tr!(t, "rt-setup-objectives")),
                    (true, tr!(t, "rt-setup-coop"))
                ],
                self.coop,
                Message::Coop,
            ),
            widgets::heading(ctx, tr!(t, "rt-setup-lay-title")),
            lay_out,
        ]
        .spacing(sp)
        .max_width(ctx.ty.body * 50.0);
        let footer = row![
            widgets::plain(ctx, tr!(t, "rt-setup-back"), Some(Message::Back)),
            iced::widget::space::horizontal(),
            widgets::action(ctx, tr!(t, "rt-setup-start"), Some(Message::Start)),
        ]
        .spacing(sp);
        widgets::page(ctx, content, footer)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn empty_names_become_player_numbers_and_the_count_is_kept_in_range() {
        let mut s = Setup::new(5);
        s.update(Message::Players(9));
        s.update(Message::Name(0, "  민지 ".into()));
        let Action::Start(c) = s.update(Message::Start) else {
            panic!("no start");
        };
        // the box says 1-5 (「1~5人用」): five marines, no more
        assert_eq!(c.players, vec!["민지", "P2", "P3", "P4", "P5"]);
        assert_eq!(c.seed, 5);
        assert_eq!(c.dealer, Dealer::Box);
        assert!(!c.coop);
        s.update(Message::Coop(true));
        assert!(s.config().coop, "co-op reaches the rules");
        s.update(Message::Players(0));
        assert_eq!(s.config().players.len(), 1);
    }
}
