//! The phase rail: where the round stands, read from the game state (and from the Event Phase walk
//! while it is on screen), with the next expected step highlighted.

use super::Message;
use crate::gui::fonts;
use crate::gui::i18n::I18n;
use crate::gui::widgets::{self, Ctx};
use crate::rules::GameState;
use crate::rules::ids::PlayerId;
use crate::rules::outcome::EventStep;
use crate::tr;
use iced::widget::{container, row, text};
use iced::{Alignment, Element, Length, Theme};

/// The nine steps of a round (base.md §3): 1–3 player phase, 4–9 event phase; Void Seeders
/// add Lurking between the event card and bag development (void-seeders.md).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Step {
    Draw,
    FirstPlayer,
    Turns,
    Time,
    Attacks,
    Fire,
    Event,
    Lurking,
    Bag,
    End,
}

impl Step {
    pub const ALL: [Step; 10] = [
        Step::Draw,
        Step::FirstPlayer,
        Step::Turns,
        Step::Time,
        Step::Attacks,
        Step::Fire,
        Step::Event,
        Step::Lurking,
        Step::Bag,
        Step::End,
    ];

    pub fn is_event_phase(self) -> bool {
        self >= Step::Time
    }

    pub fn of_event(step: EventStep) -> Step {
        match step {
            EventStep::Time => Step::Time,
            EventStep::Attacks => Step::Attacks,
            EventStep::Fire => Step::Fire,
            EventStep::EventCard => Step::Event,
            EventStep::Lurking => Step::Lurking,
            EventStep::BagDevelopment => Step::Bag,
            EventStep::EndOfRound => Step::End,
        }
    }

    pub fn name(self, i18n: &I18n) -> String {
        match self {
            Step::Draw => tr!(i18n, "step-draw"),
            Step::FirstPlayer => tr!(i18n, "step-first-player"),
            Step::Turns => tr!(i18n, "step-turns"),
            Step::Time => tr!(i18n, "step-time"),
            Step::Attacks => tr!(i18n, "step-attacks"),
            Step::Fire => tr!(i18n, "step-fire"),
            Step::Event => tr!(i18n, "step-event"),
            Step::Lurking => tr!(i18n, "step-lurking"),
            Step::Bag => tr!(i18n, "step-bag"),
            Step::End => tr!(i18n, "step-end"),
        }
    }
}

/// Where the round stands.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Rail {
    pub round: u32,
    pub time: u8,
    pub self_destruct: Option<u8>,
    /// The step to highlight (`None` once the game is over).
    pub step: Option<Step>,
    /// Players taking turns (characters on the ship and the intruder player), and whether each
    /// has passed this round.
    pub passed: Vec<(PlayerId, bool)>,
    /// Every character on the ship has passed: the Event Phase is next.
    pub all_passed: bool,
    pub over: bool,
    /// The round has the Lurking step (Void Seeders).
    pub lurking: bool,
}

impl Rail {
    /// What the rail shows, as a number: its region is redrawn whole when this changes, and not
    /// at every input (see [`crate::gui::region`]; a change of language or text size is still
    /// repainted, item by item).
    pub fn key(&self) -> u64 {
        use std::hash::{Hash, Hasher};
        let mut h = std::hash::DefaultHasher::new();
        self.hash(&mut h);
        h.finish()
    }

    /// `walking` is the Event Phase step on screen; `fresh` says that nobody has acted yet this
    /// round (the players draw and pass the first player token first).
    pub fn of(state: &GameState, walking: Option<EventStep>, fresh: bool) -> Rail {
        let passed: Vec<(PlayerId, bool)> = state
            .characters
            .iter()
            .filter(|c| state.takes_turns(c.player))
            .map(|c| (c.player, c.passed))
            .collect();
        // where the round stands is the rules' answer (issue 51); the page on screen while the
        // Event Phase is told, and the draw before anyone acts, are the window's own
        use crate::rules::nemesis::turn::Step as T;
        let turn = state.turn();
        let all_passed = turn.step == T::EventPhase;
        let over = state.ended.is_some();
        let step = match turn.step {
            _ if over => None,
            _ if walking.is_some() => walking.map(Step::of_event),
            // the step whose card the table is naming, not the one after it (issue 55)
            T::EventPaused { during, .. } => Some(Step::of_event(during)),
            T::EventPhase => Some(Step::Time),
            T::PlayerTurn | T::IntruderPlayerTurn if fresh => Some(Step::Draw),
            T::PlayerTurn | T::IntruderPlayerTurn => Some(Step::Turns),
            _ => None,
        };
        Rail {
            round: state.round,
            time: state.time,
            self_destruct: state.self_destruct,
            step,
            passed,
            all_passed,
            over,
            lurking: state.config.species.lurks(),
        }
    }

    pub fn view<'a>(&self, ctx: Ctx<'a>) -> Element<'a, Message> {
        let i18n = ctx.i18n;
        let sp = ctx.ty.space;
        let mut bar = row![widgets::heading(
            ctx,
            tr!(i18n, "table-round", round = self.round)
        )]
        .push(chip(ctx, tr!(i18n, "table-time", time = self.time), false));
        if let Some(track) = self.self_destruct {
            bar = bar.push(chip(
                ctx,
                tr!(i18n, "table-self-destruct", track = track),
                true,
            ));
        }
        bar = bar
            .push(phase_group(
                ctx,
                tr!(i18n, "table-phase-player"),
                false,
                self.step,
                self.lurking,
            ))
            .push(phase_group(
                ctx,
                tr!(i18n, "table-phase-event"),
                true,
                self.step,
                self.lurking,
            ));
        if self.over {
            bar = bar.push(chip(ctx, tr!(i18n, "table-game-over"), true));
        }
        bar.spacing(sp * 0.8)
            .align_y(Alignment::Center)
            .wrap()
            .into()
    }
}

/// A small framed fact (time track, self-destruct); `loud` marks the danger ones.
fn chip<'a>(ctx: Ctx<'_>, label: String, loud: bool) -> Element<'a, Message> {
    let sp = ctx.ty.space;
    container(text(label).size(ctx.ty.body).font(fonts::BOLD))
        .padding([sp * 0.25, sp * 0.6])
        .style(move |theme: &Theme| {
            let p = theme.extended_palette();
            let (bg, fg) = if loud {
                (p.danger.base.color, p.danger.base.text)
            } else {
                (p.background.weak.color, p.background.weak.text)
            };
            container::Style {
                background: Some(iced::Background::Color(bg)),
                text_color: Some(fg),
                border: iced::Border {
                    radius: 6.0.into(),
                    color: p.background.strong.color,
                    width: 1.0,
                },
                ..container::Style::default()
            }
        })
        .into()
}

/// One phase of the rail: its name, then its steps; the current step stands out.
fn phase_group<'a>(
    ctx: Ctx<'_>,
    label: String,
    event_phase: bool,
    current: Option<Step>,
    lurking: bool,
) -> Element<'a, Message> {
    let i18n = ctx.i18n;
    let sp = ctx.ty.space;
    let steps = Step::ALL
        .into_iter()
        .filter(move |s| s.is_event_phase() == event_phase)
        .filter(move |s| lurking || *s != Step::Lurking)
        .map(move |s| {
            if Some(s) == current {
                container(text(s.name(i18n)).size(ctx.ty.body).font(fonts::BOLD))
                    .padding([sp * 0.2, sp * 0.6])
                    .style(|theme: &Theme| {
                        let p = theme.extended_palette();
                        container::Style {
                            background: Some(iced::Background::Color(p.primary.base.color)),
                            text_color: Some(p.primary.base.text),
                            border: iced::Border {
                                radius: 6.0.into(),
                                ..iced::Border::default()
                            },
                            ..container::Style::default()
                        }
                    })
                    .into()
            } else {
                container(text(s.name(i18n)).size(ctx.ty.small))
                    .padding([sp * 0.2, sp * 0.3])
                    .into()
            }
        });
    widgets::panel(
        ctx,
        row![
            text(label)
                .size(ctx.ty.small)
                .font(fonts::BOLD)
                .style(widgets::dim)
        ]
        .extend(steps)
        .spacing(sp * 0.4)
        .align_y(Alignment::Center)
        .wrap(),
    )
    .padding([sp * 0.3, sp * 0.6])
    .width(Length::Shrink)
    .into()
}
