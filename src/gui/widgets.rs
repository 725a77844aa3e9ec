//! Small view helpers shared by the screens: big text, big buttons, choice rows, panels.
//! Everything grows with the player's text size.

use super::fonts;
use super::i18n::I18n;
use super::theme::{ThemeChoice, Typography};
use iced::widget::{Text, button, checkbox, column, container, row, scrollable, text};
use iced::{Background, Border, Element, Length, Theme};

/// What every view needs: the language, the type sizes and the theme.
#[derive(Clone, Copy)]
pub struct Ctx<'a> {
    pub i18n: &'a I18n,
    pub ty: Typography,
    pub theme: ThemeChoice,
    /// Counts the inputs that may have changed the panels: a region keyed on it is redrawn
    /// whole after each (see [`crate::gui::region`]).
    pub repaint: u64,
}

pub fn title<'a>(ctx: Ctx<'_>, content: impl text::IntoFragment<'a>) -> Text<'a> {
    text(content).size(ctx.ty.title).font(fonts::BOLD)
}

pub fn heading<'a>(ctx: Ctx<'_>, content: impl text::IntoFragment<'a>) -> Text<'a> {
    text(content).size(ctx.ty.heading).font(fonts::BOLD)
}

pub fn body<'a>(ctx: Ctx<'_>, content: impl text::IntoFragment<'a>) -> Text<'a> {
    text(content).size(ctx.ty.body)
}

pub fn small<'a>(ctx: Ctx<'_>, content: impl text::IntoFragment<'a>) -> Text<'a> {
    text(content).size(ctx.ty.small).style(dim)
}

pub fn dim(theme: &Theme) -> text::Style {
    let p = theme.extended_palette();
    text::Style {
        color: Some(p.background.strong.text.scale_alpha(0.8)),
    }
}

pub fn danger_text(theme: &Theme) -> text::Style {
    text::Style {
        color: Some(theme.palette().danger),
    }
}

/// A large button with a bold label; `None` disables it.
pub fn action<'a, M: Clone + 'a>(
    ctx: Ctx<'_>,
    label: impl text::IntoFragment<'a>,
    on_press: Option<M>,
) -> button::Button<'a, M> {
    button(text(label).size(ctx.ty.heading).font(fonts::BOLD))
        .padding([ctx.ty.space, ctx.ty.space * 2.0])
        .on_press_maybe(on_press)
        .style(button::primary)
}

/// A plain secondary button.
pub fn plain<'a, M: Clone + 'a>(
    ctx: Ctx<'_>,
    label: impl text::IntoFragment<'a>,
    on_press: Option<M>,
) -> button::Button<'a, M> {
    button(text(label).size(ctx.ty.body))
        .padding([ctx.ty.space * 0.7, ctx.ty.space * 1.2])
        .on_press_maybe(on_press)
        .style(button::secondary)
}

/// Undo and redo, as every table shows them: each with its key, and under them the step an undo
/// would take back, by its public label (`undo`: its message and that label; either is `None`
/// when there is nothing to take back or to play again).
pub fn undo_redo<'a, M: Clone + 'a>(
    ctx: Ctx<'_>,
    undo: Option<(M, String)>,
    redo: Option<M>,
) -> iced::widget::Column<'a, M> {
    let i18n = ctx.i18n;
    let sp = ctx.ty.space;
    let (undo, label) = match undo {
        Some((m, label)) => (Some(m), label),
        None => (None, String::new()),
    };
    column![
        row![
            plain(
                ctx,
                format!("{}  [Ctrl+Z]", crate::tr!(i18n, "table-undo")),
                undo
            ),
            plain(
                ctx,
                format!("{}  [Ctrl+Shift+Z]", crate::tr!(i18n, "table-redo")),
                redo
            ),
        ]
        .spacing(sp * 0.5)
        .wrap(),
        small(ctx, label),
    ]
    .spacing(sp * 0.2)
}

/// One option of a choice row: filled when chosen, outlined otherwise.
pub fn choice<'a, M: Clone + 'a>(
    ctx: Ctx<'_>,
    label: impl text::IntoFragment<'a>,
    chosen: bool,
    on_press: Option<M>,
) -> button::Button<'a, M> {
    let font = if chosen { fonts::BOLD } else { fonts::REGULAR };
    button(text(label).size(ctx.ty.body).font(font))
        .padding([ctx.ty.space * 0.7, ctx.ty.space * 1.2])
        .on_press_maybe(on_press)
        .style(move |theme: &Theme, status| chip(theme, status, chosen))
}

fn chip(theme: &Theme, status: button::Status, chosen: bool) -> button::Style {
    let p = theme.extended_palette();
    let base = if chosen {
        button::primary(theme, status)
    } else {
        button::secondary(theme, status)
    };
    let border_color = if chosen {
        p.primary.strong.color
    } else {
        p.background.strong.color
    };
    button::Style {
        border: Border {
            color: border_color,
            width: 2.0,
            radius: 8.0.into(),
        },
        ..if chosen || status != button::Status::Active {
            base
        } else {
            button::Style {
                background: Some(Background::Color(p.background.weak.color)),
                text_color: p.background.weak.text,
                ..base
            }
        }
    }
}

/// A row of mutually exclusive choices.
pub fn choices<'a, T: Copy + PartialEq + 'a, M: Clone + 'a>(
    ctx: Ctx<'_>,
    options: impl IntoIterator<Item = (T, String)>,
    current: T,
    on_choose: impl Fn(T) -> M + 'a,
) -> Element<'a, M> {
    row(options
        .into_iter()
        .map(|(value, label)| choice(ctx, label, value == current, Some(on_choose(value))).into()))
    .spacing(ctx.ty.space * 0.6)
    .wrap()
    .into()
}

/// A framed panel.
pub fn panel<'a, M: 'a>(
    ctx: Ctx<'_>,
    content: impl Into<Element<'a, M>>,
) -> container::Container<'a, M> {
    container(content)
        .padding(ctx.ty.space * 1.2)
        .width(Length::Fill)
        .style(|theme: &Theme| {
            let p = theme.extended_palette();
            container::Style {
                background: Some(Background::Color(p.background.weak.color)),
                border: Border {
                    color: p.background.strong.color,
                    width: 1.0,
                    radius: 12.0.into(),
                },
                ..container::Style::default()
            }
        })
}

/// A coloured banner for warnings the player should read.
pub fn banner<'a, M: 'a>(ctx: Ctx<'_>, message: String) -> Element<'a, M> {
    container(text(message).size(ctx.ty.body))
        .padding(ctx.ty.space)
        .width(Length::Fill)
        .style(|theme: &Theme| {
            let p = theme.extended_palette();
            container::Style {
                background: Some(Background::Color(p.warning.weak.color)),
                text_color: Some(p.warning.weak.text),
                border: Border {
                    color: p.warning.strong.color,
                    width: 2.0,
                    radius: 8.0.into(),
                },
                ..container::Style::default()
            }
        })
        .into()
}

/// A checklist tick box that stays visible on the dark panels: light outline, green when done,
/// done items dimmed.
pub fn tick(theme: &Theme, status: checkbox::Status) -> checkbox::Style {
    let p = theme.extended_palette();
    let (checked, hovered) = match status {
        checkbox::Status::Active { is_checked } | checkbox::Status::Disabled { is_checked } => {
            (is_checked, false)
        }
        checkbox::Status::Hovered { is_checked } => (is_checked, true),
    };
    let outline = if checked {
        p.success.base.color
    } else if hovered {
        p.primary.base.color
    } else {
        p.background.base.text.scale_alpha(0.75)
    };
    checkbox::Style {
        background: Background::Color(if checked {
            p.success.base.color
        } else {
            p.background.base.color
        }),
        icon_color: p.success.base.text,
        border: Border {
            color: outline,
            width: 2.5,
            radius: 6.0.into(),
        },
        text_color: Some(if checked {
            p.background.base.text.scale_alpha(0.6)
        } else {
            p.background.base.text
        }),
    }
}

/// A panel marking "this is next": outlined in the primary colour.
pub fn next_panel<'a, M: 'a>(
    ctx: Ctx<'_>,
    content: impl Into<Element<'a, M>>,
) -> container::Container<'a, M> {
    container(content)
        .padding(ctx.ty.space * 0.6)
        .width(Length::Fill)
        .style(|theme: &Theme| {
            let p = theme.extended_palette();
            container::Style {
                background: Some(Background::Color(p.background.weak.color)),
                border: Border {
                    color: p.primary.base.color,
                    width: 2.5,
                    radius: 10.0.into(),
                },
                ..container::Style::default()
            }
        })
}

/// A screen with scrolling content and a footer that always stays in view (the next step's
/// button is never scrolled away).
/// The id of a [`page`]'s scrolled body: a screen that follows another page scrolls it back to
/// the top (iced keeps a scroll offset when the next screen has the same shape).
pub const PAGE_ID: &str = "page";

pub fn page<'a, M: 'a>(
    ctx: Ctx<'_>,
    content: impl Into<Element<'a, M>>,
    footer: impl Into<Element<'a, M>>,
) -> Element<'a, M> {
    let sp = ctx.ty.space;
    let body = scrollable(
        container(content)
            .center_x(Length::Fill)
            .padding([sp, sp * 1.5]),
    )
    .id(PAGE_ID)
    .height(Length::Fill);
    let bar = container(container(footer).max_width(ctx.ty.body * 80.0))
        .center_x(Length::Fill)
        .padding([sp * 0.8, sp * 1.5])
        .style(|theme: &Theme| {
            let p = theme.extended_palette();
            container::Style {
                background: Some(Background::Color(p.background.weak.color)),
                border: Border {
                    color: p.background.strong.color,
                    width: 1.0,
                    radius: 0.0.into(),
                },
                ..container::Style::default()
            }
        });
    column![body, bar].into()
}

/// One narrated line, in either game: what happened coloured by its tone (bold for a moment),
/// then what to do on the board after "→" in the accent colour. A line that is all board
/// instruction shows only that.
pub fn line<'a, M: 'a>(ctx: Ctx<'_>, line: super::narrate::Line, size: f32) -> Element<'a, M> {
    use super::narrate::Tone;
    let tone = line.tone;
    let todo = line.todo.map(|todo| {
        text(format!("→ {todo}"))
            .size(size)
            .font(fonts::BOLD)
            .style(|theme: &Theme| text::Style {
                color: Some(theme.extended_palette().primary.base.color),
            })
    });
    let todo = match todo {
        Some(todo) if line.text.is_empty() => return todo.into(),
        other => other,
    };
    let body = text(line.text)
        .size(size)
        .style(move |theme: &Theme| tone_style(theme, tone));
    let body = if tone == Tone::Moment {
        body.font(fonts::BOLD)
    } else {
        body
    };
    match todo {
        Some(todo) => column![body, todo].spacing(ctx.ty.space * 0.1).into(),
        None => body.into(),
    }
}

/// The colour of a narrated line's tone.
pub fn tone_style(theme: &Theme, tone: super::narrate::Tone) -> text::Style {
    use super::narrate::Tone;
    let p = theme.extended_palette();
    text::Style {
        color: Some(match tone {
            Tone::Info => p.background.base.text,
            Tone::Danger => theme.palette().danger,
            Tone::Good => theme.palette().success,
            Tone::Moment => theme.palette().warning,
        }),
    }
}

/// One step of either game's log: the step's label, small and dim, then its lines at `size`.
pub fn log_entry<'a, M: 'a>(
    ctx: Ctx<'_>,
    label: String,
    lines: Vec<super::narrate::Line>,
    size: f32,
) -> iced::widget::Column<'a, M> {
    let header = text(label).size(ctx.ty.small).font(fonts::BOLD).style(dim);
    let mut block = column![header].spacing(ctx.ty.space * 0.2);
    for l in lines {
        block = block.push(line(ctx, l, size));
    }
    block
}

/// A step the rules refused, at either table: why, in bold on red, and that nothing changed; a
/// tap on it puts it away.
pub fn refusal<'a, M: Clone + 'a>(
    ctx: Ctx<'_>,
    why: String,
    nothing_changed: String,
    dismiss: M,
) -> Element<'a, M> {
    let sp = ctx.ty.space;
    button(
        column![
            text(why).size(ctx.ty.body).font(fonts::BOLD),
            text(nothing_changed).size(ctx.ty.small)
        ]
        .spacing(sp * 0.2),
    )
    .width(Length::Fill)
    .padding(sp * 0.6)
    .on_press(dismiss)
    .style(button::danger)
    .into()
}

/// The game is not safely on the disk, at either table: why, and a button to try again (none
/// for a game with no data folder at all: there is nothing to retry).
pub fn not_saved<'a, M: Clone + 'a>(
    ctx: Ctx<'_>,
    warning: &crate::gui::played::NotSaved,
    retry: Option<M>,
) -> Element<'a, M> {
    row![
        banner(ctx, tr_not_saved(ctx.i18n, warning)),
        plain(ctx, crate::tr!(ctx.i18n, "table-retry-saving"), retry)
    ]
    .spacing(ctx.ty.space)
    .align_y(iced::Alignment::Center)
    .into()
}

/// Why the game is not on the disk, in the players' language (what the system said stays as
/// it said it, in brackets).
pub fn tr_not_saved(i18n: &I18n, warning: &crate::gui::played::NotSaved) -> String {
    use crate::gui::played::NotSaved;
    use crate::storage::DiskTrouble;
    let reason = match warning {
        NotSaved::MemoryOnly => crate::tr!(i18n, "storage-memory-only"),
        NotSaved::Failing(DiskTrouble::Full { detail }) => {
            crate::tr!(i18n, "storage-disk-full", detail = detail.clone())
        }
        NotSaved::Failing(DiskTrouble::ReadOnly { detail }) => {
            crate::tr!(i18n, "storage-read-only", detail = detail.clone())
        }
        NotSaved::Failing(trouble @ (DiskTrouble::Missing { .. } | DiskTrouble::Other { .. })) => {
            crate::tr!(
                i18n,
                "storage-write-failed",
                detail = trouble.detail().to_string()
            )
        }
    };
    crate::tr!(i18n, "table-not-saved", reason = reason)
}
