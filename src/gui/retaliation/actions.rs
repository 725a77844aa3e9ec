//! The marine's actions beyond moving and the first rooms (issue 34): securing, melee and
//! repelling beside each intruder in reach, the robot, Pressure Control's two taps (which
//! intruder, then where), and what a card asks (a noise roll, an infection check). Every button
//! plays a command the rules take now; the rules list the offers.

use super::{Message, RetTable, words};
use crate::gui::widgets::{self, Ctx};
use crate::rules::retaliation::map::{Door, Place};
use crate::rules::retaliation::{FightOffer, Fix, MarineOffers, RKind, RetaliationCommand as C};
use crate::tr;
use iced::Element;
use iced::widget::{column, row};

type El<'a> = Element<'a, Message>;

impl RetTable {
    /// Pressure Control: first the intruder, then its destination.
    pub(super) fn pressure_view<'a>(
        &'a self,
        ctx: Ctx<'a>,
        who: usize,
        offers: &MarineOffers,
    ) -> El<'a> {
        let t = ctx.i18n;
        let st = self.state();
        let sp = ctx.ty.space;
        if offers.pressure.is_empty() && self.pressure.is_none() {
            return column![].into();
        }
        let mut col = column![].spacing(sp * 0.4);
        if let Some((from, kind)) = self.pressure {
            col = col.push(widgets::body(
                ctx,
                tr!(
                    t,
                    "rt-pressure-where",
                    kind = words::kind(t, kind),
                    place = words::place(t, from)
                ),
            ));
            let to: Vec<El<'a>> = st
                .intruder_moves(who, from, kind)
                .into_iter()
                .map(|a| {
                    // each button names where the intruder goes (also from the Server Room,
                    // where the move is played as a remote use of Pressure Control)
                    use crate::rules::retaliation::RoomAct;
                    let moved = match &a {
                        RoomAct::Remote { action, .. } => action.as_ref(),
                        direct => direct,
                    };
                    let label = match moved {
                        RoomAct::MoveIntruder { to, .. } => words::place(t, *to),
                        other => words::room_act(t, other),
                    };
                    widgets::plain(ctx, label, Some(Message::Play(C::Room { who, action: a })))
                        .into()
                })
                .collect();
            col = col.push(row(to).spacing(sp * 0.5).wrap());
            col = col.push(widgets::plain(
                ctx,
                tr!(t, "rt-pressure-cancel"),
                Some(Message::Pressure(None)),
            ));
        } else {
            // the intruders the rules say may be moved somewhere now (`pressure_offers`)
            let picks: Vec<El<'a>> = offers
                .pressure
                .iter()
                .map(|&(p, k)| {
                    widgets::plain(
                        ctx,
                        tr!(
                            t,
                            "rt-pressure-pick",
                            kind = words::kind(t, k),
                            place = words::place(t, p)
                        ),
                        Some(Message::Pressure(Some((p, k)))),
                    )
                    .into()
                })
                .collect();
            if !picks.is_empty() {
                col = col.push(row(picks).spacing(sp * 0.5).wrap());
            }
        }
        col.into()
    }

    /// A secure token here, and the robot's options when it can act for `who` (the rules'
    /// offers).
    pub(super) fn secure_and_robot<'a>(
        &'a self,
        ctx: Ctx<'a>,
        who: usize,
        offers: &MarineOffers,
    ) -> El<'a> {
        let t = ctx.i18n;
        let sp = ctx.ty.space;
        let mut col = column![].spacing(sp * 0.4);
        if offers.secure {
            col = col.push(widgets::plain(
                ctx,
                tr!(t, "rt-secure"),
                Some(Message::Play(C::Secure { who })),
            ));
        }
        let robot: Vec<El<'a>> = offers
            .robot
            .iter()
            .map(|act| {
                widgets::plain(
                    ctx,
                    words::robot_act(t, act),
                    Some(Message::Play(C::Robot {
                        who,
                        act: act.clone(),
                    })),
                )
                .into()
            })
            .collect();
        if !robot.is_empty() {
            col = col.push(widgets::heading(ctx, tr!(t, "rt-robot")));
            col = col.push(row(robot).spacing(sp * 0.5).wrap());
        }
        col.into()
    }

    /// Beside an intruder in reach: melee (in the marine's room) and repel, as the rules offer.
    pub(super) fn melee_and_repel<'a>(
        &'a self,
        ctx: Ctx<'a>,
        who: usize,
        fight: FightOffer,
    ) -> El<'a> {
        let t = ctx.i18n;
        let sp = ctx.ty.space;
        let FightOffer { at, kind, .. } = fight;
        let mut buttons: Vec<El<'a>> = Vec::new();
        // the marine's own shot or burst first: one action, with the result the die gave
        let burst = words::burst(at);
        for result in fight.shots.results() {
            let label = tr!(
                t,
                "rt-shot",
                burst = burst,
                result = words::shot_result(result)
            );
            let cmd = C::Shoot {
                who,
                at,
                kind,
                result,
            };
            buttons.push(widgets::plain(ctx, label, Some(Message::Play(cmd))).into());
        }
        if fight.melee {
            for (killed, blocked, label) in [
                (true, false, tr!(t, "rt-melee-killed")),
                (false, false, tr!(t, "rt-melee-survived")),
                (false, true, tr!(t, "rt-melee-blocked")),
            ] {
                let cmd = C::Melee {
                    who,
                    kind,
                    killed,
                    blocked,
                };
                buttons.push(widgets::plain(ctx, label, Some(Message::Play(cmd))).into());
            }
        }
        if fight.repel {
            let repel = C::Repel { who, at, kind };
            buttons
                .push(widgets::plain(ctx, tr!(t, "rt-repel"), Some(Message::Play(repel))).into());
        }
        let buttons = row(buttons).spacing(sp * 0.5).wrap();
        if fight.shots.any() {
            column![
                buttons,
                widgets::small(
                    ctx,
                    tr!(
                        t,
                        "rt-shot-hint",
                        burst = burst,
                        queen = if kind == RKind::Queen { "yes" } else { "no" }
                    )
                )
            ]
            .spacing(sp * 0.3)
            .into()
        } else {
            buttons.into()
        }
    }

    /// A fight row whose intruder is gone: the same buttons, off.
    pub(super) fn gone_row<'a>(&'a self, ctx: Ctx<'a>, what: String, at: Place) -> El<'a> {
        let t = ctx.i18n;
        let sp = ctx.ty.space;
        let off = |label: String| -> El<'a> { widgets::plain(ctx, label, None).into() };
        let mut below = vec![];
        let own_room =
            matches!(at, Place::Room(r) if r == self.state().marines[self.selected].room);
        let shot = |result: &str| tr!(t, "rt-shot", burst = words::burst(at), result = result);
        match at {
            Place::Room(_) if own_room => {
                below.push(off(shot("kill")));
                below.push(off(shot("hit")));
            }
            Place::Corridor(_) => {
                below.push(off(shot("kill")));
                below.push(off(shot("miss")));
            }
            Place::Room(_) => {}
        }
        if own_room {
            below.push(off(tr!(t, "rt-melee-killed")));
            below.push(off(tr!(t, "rt-melee-survived")));
            below.push(off(tr!(t, "rt-melee-blocked")));
        }
        below.push(off(tr!(t, "rt-repel")));
        column![
            row![
                widgets::body(ctx, what).width(iced::Length::Fill),
                off(tr!(t, "rt-hit")),
                off(tr!(t, "rt-kill")),
            ]
            .spacing(sp * 0.5)
            .align_y(iced::Alignment::Center),
            row(below).spacing(sp * 0.5).wrap(),
        ]
        .spacing(sp * 0.4)
        .into()
    }

    /// What a card asks of this marine: a noise roll, an infection check.
    pub(super) fn card_effects<'a>(
        &'a self,
        ctx: Ctx<'a>,
        who: usize,
        offers: &MarineOffers,
    ) -> El<'a> {
        let t = ctx.i18n;
        let st = self.state();
        let sp = ctx.ty.space;
        let name = words::marine(st, who);
        let mut buttons: Vec<El<'a>> = Vec::new();
        if offers.roll {
            buttons.push(
                widgets::plain(
                    ctx,
                    tr!(t, "rt-card-roll", name = name.clone()),
                    Some(Message::Play(C::Roll { who })),
                )
                .into(),
            );
        }
        if offers.infection {
            buttons.push(
                widgets::plain(
                    ctx,
                    tr!(t, "rt-card-infection", name = name),
                    Some(Message::Play(C::Infection { who })),
                )
                .into(),
            );
        }
        // a card that opens or closes a door at this marine's room (issue 54: doors were only
        // in the corrections)
        for &(corridor, door) in &offers.doors {
            let label = if door == Door::Closed {
                tr!(t, "rt-card-door-close", corridor = corridor)
            } else {
                tr!(t, "rt-card-door-open", corridor = corridor)
            };
            buttons.push(
                widgets::plain(
                    ctx,
                    label,
                    Some(Message::Play(C::Correct {
                        fix: Fix::Door { corridor, door },
                    })),
                )
                .into(),
            );
        }
        if buttons.is_empty() {
            return column![].into();
        }
        column![
            widgets::heading(ctx, tr!(t, "rt-card-effects")),
            row(buttons).spacing(sp * 0.5).wrap()
        ]
        .spacing(sp * 0.4)
        .into()
    }
}
