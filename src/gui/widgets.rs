//! Small view helpers shared by the screens: big text, big buttons, choice rows, panels.
//! Everything grows with the player's text size.

use super::fonts;
use super::i18n::I18n;
use super::theme::{ThemeChoice, Typography};
use iced::widget::{Text, button, container, row, text};
use iced::{Background, Border, Element, Length, Theme};

/// What every view needs: the language, the type sizes and the theme.
#[derive(Clone, Copy)]
pub struct Ctx<'a> {
    pub i18n: &'a I18n,
    pub ty: Typography,
    pub theme: ThemeChoice,
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
        .padding([ctx.ty.space * 0.6, ctx.ty.space * 1.2])
        .on_press_maybe(on_press)
        .style(button::secondary)
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
        .padding([ctx.ty.space * 0.6, ctx.ty.space * 1.2])
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
