//! The corrections of what is not in one room (issue 34): the round, life support, the power,
//! the Hibernatorium, autodestruction, the Lander, the Nest, the robot, each marine's board and
//! the bag; and, for the room being corrected, its section (the real frame may differ from the
//! app's model) and which tile it really is. Each button shows the state it sets, by name.

use super::{Message, RetTable, words};
use crate::gui::widgets::{self, Ctx};
use crate::rules::retaliation::map::Section;
use crate::rules::retaliation::{Fix, Lander, MarineStatus, RKind, RetaliationCommand as C};
use crate::tr;
use iced::widget::{column, row};
use iced::{Element, Length};

type El<'a> = Element<'a, Message>;

fn fix(f: Fix) -> Message {
    Message::Play(C::Correct { fix: f })
}

impl RetTable {
    /// A room's section and tile, for the room being corrected.
    pub(super) fn room_frame_fixes<'a>(&'a self, ctx: Ctx<'a>, room: u8) -> El<'a> {
        let t = ctx.i18n;
        let st = self.state();
        let sp = ctx.ty.space;
        // the rules list them: another section, or a tile of its type from the pile
        let buttons: Vec<El<'a>> = st
            .room_frame_corrections(room)
            .into_iter()
            .filter_map(|f| {
                let label = match f {
                    Fix::Section { section, .. } => {
                        tr!(t, "rt-fix-section", section = words::section(t, section))
                    }
                    Fix::RoomTile { tile, .. } => {
                        tr!(t, "rt-fix-room-tile", room = words::room(t, tile))
                    }
                    _ => return None,
                };
                Some(widgets::plain(ctx, label, Some(fix(f))).into())
            })
            .collect();
        row(buttons).spacing(sp * 0.4).wrap().into()
    }

    /// Everything not in one room.
    pub(super) fn facility_fixes<'a>(&'a self, ctx: Ctx<'a>) -> El<'a> {
        let t = ctx.i18n;
        let st = self.state();
        let sp = ctx.ty.space;
        let f = &st.facility;
        // a button only for a change the rules take (no "+1" past the box, no "−1" below 0)
        let line = |label: String, fixes: Vec<(String, Fix)>| -> El<'a> {
            fixes
                .into_iter()
                .filter(|(_, x)| st.correction_changes(*x))
                .fold(
                    row![widgets::body(ctx, label).width(Length::Fill)].spacing(sp * 0.4),
                    |r, (l, x)| r.push(widgets::plain(ctx, l, Some(fix(x)))),
                )
                .align_y(iced::Alignment::Center)
                .into()
        };
        let step = |n: u8, up: bool| {
            if up {
                n.saturating_add(1)
            } else {
                n.saturating_sub(1)
            }
        };
        let mut col = column![widgets::heading(ctx, tr!(t, "rt-fix-facility"))].spacing(sp * 0.4);
        col = col.push(line(
            tr!(t, "rt-fix-round-now", round = st.round),
            vec![
                (
                    "−1".into(),
                    Fix::Round {
                        round: step(st.round, false),
                    },
                ),
                (
                    "+1".into(),
                    Fix::Round {
                        round: step(st.round, true),
                    },
                ),
            ],
        ));
        for section in Section::ALL {
            let on = f.life_support(section);
            col = col.push(line(
                if on {
                    tr!(
                        t,
                        "rt-fix-life-support-on-now",
                        section = words::section(t, section)
                    )
                } else {
                    tr!(
                        t,
                        "rt-fix-life-support-off-now",
                        section = words::section(t, section)
                    )
                },
                vec![(
                    if on {
                        tr!(t, "rt-fix-switch-off")
                    } else {
                        tr!(t, "rt-fix-switch-on")
                    },
                    Fix::LifeSupport { section, on: !on },
                )],
            ));
        }
        col = col.push(line(
            if f.hibernatorium_powered {
                tr!(t, "rt-fix-hib-on-now")
            } else {
                tr!(t, "rt-fix-hib-off-now")
            },
            vec![(
                if f.hibernatorium_powered {
                    tr!(t, "rt-fix-switch-off")
                } else {
                    tr!(t, "rt-fix-switch-on")
                },
                Fix::Hibernatorium {
                    powered: !f.hibernatorium_powered,
                },
            )],
        ));
        let auto = match f.autodestruction {
            Some(slot) => tr!(t, "rt-fix-auto-now", slot = slot),
            None => tr!(t, "rt-fix-auto-none"),
        };
        let mut auto_fixes = Vec::new();
        match f.autodestruction {
            Some(slot) => {
                auto_fixes.push((
                    "−1".into(),
                    Fix::Autodestruction {
                        slot: Some(step(slot, false)),
                    },
                ));
                auto_fixes.push((
                    "+1".into(),
                    Fix::Autodestruction {
                        slot: Some(step(slot, true)),
                    },
                ));
                auto_fixes.push((
                    tr!(t, "rt-fix-auto-off"),
                    Fix::Autodestruction { slot: None },
                ));
            }
            None => auto_fixes.push((
                tr!(t, "rt-fix-auto-on", slot = st.autodestruction_starts_at()),
                Fix::Autodestruction {
                    slot: Some(st.autodestruction_starts_at()),
                },
            )),
        }
        col = col.push(line(auto, auto_fixes));
        let landers = [
            Lander::Coming,
            Lander::Landed,
            Lander::ShotDown,
            Lander::Departed,
        ];
        col = col.push(line(
            tr!(t, "rt-fix-lander-now", state = lander(t, f.lander)),
            landers
                .into_iter()
                .filter(|l| *l != f.lander)
                .map(|l| (lander(t, l), Fix::Lander { lander: l }))
                .collect(),
        ));
        col = col.push(line(
            tr!(t, "rt-fix-eggs-now", n = f.eggs),
            vec![
                (
                    "−1".into(),
                    Fix::Eggs {
                        eggs: step(f.eggs, false),
                    },
                ),
                (
                    "+1".into(),
                    Fix::Eggs {
                        eggs: step(f.eggs, true),
                    },
                ),
            ],
        ));
        if f.robot.is_some() {
            col = col.push(line(
                if f.robot_malfunction {
                    tr!(t, "rt-fix-robot-broken-now")
                } else {
                    tr!(t, "rt-fix-robot-fine-now")
                },
                vec![(
                    if f.robot_malfunction {
                        tr!(t, "rt-fix-malfunction-off")
                    } else {
                        tr!(t, "rt-fix-malfunction-on")
                    },
                    Fix::RobotMalfunction {
                        on: !f.robot_malfunction,
                    },
                )],
            ));
        }
        col = col.push(line(
            if f.power_cut {
                tr!(t, "rt-fix-power-cut-now")
            } else {
                tr!(t, "rt-fix-power-on-now")
            },
            vec![(
                if f.power_cut {
                    tr!(t, "rt-fix-power-back")
                } else {
                    tr!(t, "rt-fix-power-cut")
                },
                Fix::PowerCut { cut: !f.power_cut },
            )],
        ));
        for (who, m) in st.marines.iter().enumerate() {
            if matches!(m.status, MarineStatus::Dead) {
                continue;
            }
            col = col.push(line(
                tr!(
                    t,
                    "rt-fix-marine-now",
                    name = words::marine(st, who),
                    larva = if m.larva {
                        tr!(t, "rt-fix-yes")
                    } else {
                        tr!(t, "rt-fix-no")
                    },
                    data = if m.data {
                        tr!(t, "rt-fix-yes")
                    } else {
                        tr!(t, "rt-fix-no")
                    },
                    n = m.contamination
                ),
                vec![
                    (
                        if m.larva {
                            tr!(t, "rt-fix-larva-off")
                        } else {
                            tr!(t, "rt-fix-larva-on")
                        },
                        Fix::Larva { who, on: !m.larva },
                    ),
                    (
                        if m.data {
                            tr!(t, "rt-fix-data-off")
                        } else {
                            tr!(t, "rt-fix-data-on")
                        },
                        Fix::Data { who, on: !m.data },
                    ),
                    (
                        tr!(t, "rt-fix-contamination-less"),
                        Fix::Contamination {
                            who,
                            count: step(m.contamination, false),
                        },
                    ),
                    (
                        tr!(t, "rt-fix-contamination-more"),
                        Fix::Contamination {
                            who,
                            count: step(m.contamination, true),
                        },
                    ),
                ],
            ));
        }
        // the bag: its contents stay hidden; a token goes in from its pile, or out onto it
        for kind in [
            RKind::Adult,
            RKind::Drone,
            RKind::Larva,
            RKind::Queen,
            RKind::Blank,
        ] {
            col = col.push(line(
                tr!(
                    t,
                    "rt-fix-bag-line",
                    kind = words::kind(t, kind),
                    n = st.piles.get(&kind).copied().unwrap_or(0)
                ),
                vec![
                    (tr!(t, "rt-fix-bag-in"), Fix::Bag { kind, add: true }),
                    (tr!(t, "rt-fix-bag-out"), Fix::Bag { kind, add: false }),
                ],
            ));
        }
        col.into()
    }
}

fn lander(t: &crate::gui::i18n::I18n, l: Lander) -> String {
    match l {
        Lander::Coming => tr!(t, "rt-fix-lander-coming"),
        Lander::Landed => tr!(t, "rt-fix-lander-landed"),
        Lander::ShotDown => tr!(t, "rt-fix-lander-shot-down"),
        Lander::Departed => tr!(t, "rt-fix-lander-departed"),
    }
}
