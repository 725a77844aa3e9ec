//! The coloured plastic rings under the miniatures: their colours on screen, their names, and the
//! swatch the new-game form picks one with. The roster and the map draw each character in its
//! ring's colour, so the screen and the board match at a glance.

use crate::gui::fonts;
use crate::gui::i18n::I18n;
use crate::gui::widgets::Ctx;
use crate::rules::ids::Ring;
use crate::tr;
use iced::widget::{button, container, text};
use iced::{Border, Color, Element, Length, Theme};

/// The ring's colour as the screen draws it (the colours every screen shares).
pub fn fill(ring: Ring) -> Color {
    let [r, g, b] = crate::present::rings::rgb(ring);
    Color::from_rgb8(r, g, b)
}

/// Black or white, whichever reads better on the ring's colour.
pub fn ink(ring: Ring) -> Color {
    let c = fill(ring);
    let luminance = 0.2126 * c.r + 0.7152 * c.g + 0.0722 * c.b;
    if luminance > 0.45 {
        Color::BLACK
    } else {
        Color::WHITE
    }
}

pub fn name(i18n: &I18n, ring: Ring) -> String {
    match ring {
        Ring::Red => tr!(i18n, "ring-red"),
        Ring::Blue => tr!(i18n, "ring-blue"),
        Ring::Yellow => tr!(i18n, "ring-yellow"),
        Ring::Green => tr!(i18n, "ring-green"),
        Ring::Purple => tr!(i18n, "ring-purple"),
        Ring::Orange => tr!(i18n, "ring-orange"),
        Ring::White => tr!(i18n, "ring-white"),
        Ring::Black => tr!(i18n, "ring-black"),
    }
}

/// A button in the ring's colour with its name on it; the chosen one has a thick frame.
pub fn swatch<'a, M: Clone + 'a>(
    ctx: Ctx<'_>,
    ring: Ring,
    chosen: bool,
    on_press: M,
) -> Element<'a, M> {
    let label = name(ctx.i18n, ring);
    let font = if chosen { fonts::BOLD } else { fonts::REGULAR };
    button(text(label).size(ctx.ty.small).font(font).color(ink(ring)))
        .padding([ctx.ty.space * 0.4, ctx.ty.space * 0.8])
        .on_press(on_press)
        .style(move |theme: &Theme, _status| {
            let p = theme.extended_palette();
            button::Style {
                background: Some(fill(ring).into()),
                text_color: ink(ring),
                border: Border {
                    color: if chosen {
                        p.primary.strong.color
                    } else {
                        p.background.strong.color
                    },
                    width: if chosen { 4.0 } else { 1.0 },
                    radius: 16.0.into(),
                },
                ..button::Style::default()
            }
        })
        .into()
}

/// A round dot in the ring's colour, `size` across (the roster's mark of a character).
pub fn dot<'a, M: 'a>(ring: Ring, size: f32) -> Element<'a, M> {
    container(text(""))
        .width(Length::Fixed(size))
        .height(Length::Fixed(size))
        .style(move |theme: &Theme| container::Style {
            background: Some(fill(ring).into()),
            border: Border {
                color: theme.extended_palette().background.strong.color,
                width: 2.0,
                radius: (size / 2.0).into(),
            },
            ..container::Style::default()
        })
        .into()
}
