//! The corrections of what is not in one room (issue 34): the round, life support, the power,
//! the Hibernatorium, autodestruction, the Lander, the Nest, the robot, each marine's board and
//! the bag; and, for the room being corrected, its section (the real frame may differ from the
//! app's model) and which tile it really is. Each button shows the state it sets, by name.

use super::{Message, RetTable, words};
use crate::gui::i18n::I18n;
use crate::gui::widgets::{self, Ctx};
use crate::rules::retaliation::map::Section;
use crate::rules::retaliation::{
    Fix, Lander, MarineStatus, RKind, RetaliationCommand as C, RetaliationState,
};
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
        // a button only for a change the rules take (no "+1" past the box, no "−1" below 0)
        let line = |(label, fixes): FixLine| -> El<'a> {
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
        let lines = facility_lines(t, st)
            .into_iter()
            .chain(marine_lines(t, st))
            .chain(bag_lines(t, st));
        lines
            .fold(
                column![widgets::heading(ctx, tr!(t, "rt-fix-facility"))].spacing(sp * 0.4),
                |col, l| col.push(line(l)),
            )
            .into()
    }
}

/// One line of the facility's corrections: what stands now, and the fixes offered beside it.
type FixLine = (String, Vec<(String, Fix)>);

/// One more or one fewer, never below 0.
fn step(n: u8, up: bool) -> u8 {
    if up {
        n.saturating_add(1)
    } else {
        n.saturating_sub(1)
    }
}

/// A line that switches something on or off: what it is now, and the switch.
fn switch(now: String, on: bool, t: &I18n, to: Fix) -> FixLine {
    let label = if on {
        tr!(t, "rt-fix-switch-off")
    } else {
        tr!(t, "rt-fix-switch-on")
    };
    (now, vec![(label, to)])
}

/// The round, the life support of each section, the hibernatorium, the autodestruction, the
/// Lander, the eggs, the robot and the power.
fn facility_lines(t: &I18n, st: &RetaliationState) -> Vec<FixLine> {
    let f = &st.facility;
    let round = |up| Fix::Round {
        round: step(st.round, up),
    };
    let mut lines = vec![(
        tr!(t, "rt-fix-round-now", round = st.round),
        vec![("−1".into(), round(false)), ("+1".into(), round(true))],
    )];
    for section in Section::ALL {
        let on = f.life_support(section);
        let section_name = words::section(t, section);
        let now = if on {
            tr!(t, "rt-fix-life-support-on-now", section = section_name)
        } else {
            tr!(t, "rt-fix-life-support-off-now", section = section_name)
        };
        lines.push(switch(now, on, t, Fix::LifeSupport { section, on: !on }));
    }
    let powered = f.hibernatorium_powered;
    let now = if powered {
        tr!(t, "rt-fix-hib-on-now")
    } else {
        tr!(t, "rt-fix-hib-off-now")
    };
    lines.push(switch(
        now,
        powered,
        t,
        Fix::Hibernatorium { powered: !powered },
    ));
    lines.push(autodestruction_line(t, st));
    let landers = [
        Lander::Coming,
        Lander::Landed,
        Lander::ShotDown,
        Lander::Departed,
    ];
    lines.push((
        tr!(t, "rt-fix-lander-now", state = lander(t, f.lander)),
        landers
            .into_iter()
            .filter(|l| *l != f.lander)
            .map(|l| (lander(t, l), Fix::Lander { lander: l }))
            .collect(),
    ));
    let eggs = |up| Fix::Eggs {
        eggs: step(f.eggs, up),
    };
    lines.push((
        tr!(t, "rt-fix-eggs-now", n = f.eggs),
        vec![("−1".into(), eggs(false)), ("+1".into(), eggs(true))],
    ));
    if f.robot.is_some() {
        lines.push(robot_line(t, f.robot_malfunction));
    }
    lines.push(power_line(t, f.power_cut));
    lines
}

/// The autodestruction: its space and a step either way, or none and where it would start.
fn autodestruction_line(t: &I18n, st: &RetaliationState) -> FixLine {
    match st.facility.autodestruction {
        Some(slot) => (
            tr!(t, "rt-fix-auto-now", slot = slot),
            vec![
                (
                    "−1".into(),
                    Fix::Autodestruction {
                        slot: Some(step(slot, false)),
                    },
                ),
                (
                    "+1".into(),
                    Fix::Autodestruction {
                        slot: Some(step(slot, true)),
                    },
                ),
                (
                    tr!(t, "rt-fix-auto-off"),
                    Fix::Autodestruction { slot: None },
                ),
            ],
        ),
        None => {
            let starts = st.autodestruction_starts_at();
            (
                tr!(t, "rt-fix-auto-none"),
                vec![(
                    tr!(t, "rt-fix-auto-on", slot = starts),
                    Fix::Autodestruction { slot: Some(starts) },
                )],
            )
        }
    }
}

fn robot_line(t: &I18n, broken: bool) -> FixLine {
    let fix = Fix::RobotMalfunction { on: !broken };
    if broken {
        let label = tr!(t, "rt-fix-malfunction-off");
        (tr!(t, "rt-fix-robot-broken-now"), vec![(label, fix)])
    } else {
        let label = tr!(t, "rt-fix-malfunction-on");
        (tr!(t, "rt-fix-robot-fine-now"), vec![(label, fix)])
    }
}

fn power_line(t: &I18n, cut: bool) -> FixLine {
    let fix = Fix::PowerCut { cut: !cut };
    if cut {
        let label = tr!(t, "rt-fix-power-back");
        (tr!(t, "rt-fix-power-cut-now"), vec![(label, fix)])
    } else {
        let label = tr!(t, "rt-fix-power-cut");
        (tr!(t, "rt-fix-power-on-now"), vec![(label, fix)])
    }
}

/// Each living marine: the larva, the data, the contamination cards.
fn marine_lines(t: &I18n, st: &RetaliationState) -> Vec<FixLine> {
    let yes_no = |on: bool| {
        if on {
            tr!(t, "rt-fix-yes")
        } else {
            tr!(t, "rt-fix-no")
        }
    };
    let living = st.marines.iter().enumerate();
    let living = living.filter(|(_, m)| !matches!(m.status, MarineStatus::Dead));
    living
        .map(|(who, m)| {
            let now = tr!(
                t,
                "rt-fix-marine-now",
                name = words::marine(st, who),
                larva = yes_no(m.larva),
                data = yes_no(m.data),
                n = m.contamination
            );
            let count = |up| Fix::Contamination {
                who,
                count: step(m.contamination, up),
            };
            let fixes = vec![
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
                (tr!(t, "rt-fix-contamination-less"), count(false)),
                (tr!(t, "rt-fix-contamination-more"), count(true)),
            ];
            (now, fixes)
        })
        .collect()
}

/// The bag: its contents stay hidden; a token goes in from its pile, or out onto it.
fn bag_lines(t: &I18n, st: &RetaliationState) -> Vec<FixLine> {
    let kinds = [
        RKind::Adult,
        RKind::Drone,
        RKind::Larva,
        RKind::Queen,
        RKind::Blank,
    ];
    kinds
        .into_iter()
        .map(|kind| {
            let pile = st.piles.get(&kind).copied().unwrap_or(0);
            (
                tr!(t, "rt-fix-bag-line", kind = words::kind(t, kind), n = pile),
                vec![
                    (tr!(t, "rt-fix-bag-in"), Fix::Bag { kind, add: true }),
                    (tr!(t, "rt-fix-bag-out"), Fix::Bag { kind, add: false }),
                ],
            )
        })
        .collect()
}

fn lander(t: &crate::gui::i18n::I18n, l: Lander) -> String {
    match l {
        Lander::Coming => tr!(t, "rt-fix-lander-coming"),
        Lander::Landed => tr!(t, "rt-fix-lander-landed"),
        Lander::ShotDown => tr!(t, "rt-fix-lander-shot-down"),
        Lander::Departed => tr!(t, "rt-fix-lander-departed"),
    }
}
