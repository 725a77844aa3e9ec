//! Colours and type sizes. Dark and high-contrast by default: the app sits next to a board in a
//! dim room and is read from across the table.

pub use crate::settings::{TextSize, ThemeChoice};
use iced::theme::Palette;
use iced::{Color, Theme, color};

impl ThemeChoice {
    pub const ALL: [ThemeChoice; 2] = [ThemeChoice::Dark, ThemeChoice::Light];

    pub fn theme(self) -> Theme {
        Theme::custom(
            match self {
                ThemeChoice::Dark => "Nemesis Dark",
                ThemeChoice::Light => "Nemesis Light",
            },
            self.palette(),
        )
    }

    pub fn palette(self) -> Palette {
        match self {
            ThemeChoice::Dark => Palette {
                background: color!(0x0b0f14),
                text: color!(0xeef2f6),
                primary: color!(0xf2a33a),
                success: color!(0x3fbf6f),
                warning: color!(0xf2d03a),
                danger: color!(0xff5a4f),
            },
            ThemeChoice::Light => Palette {
                background: color!(0xf4f1ea),
                text: color!(0x11151a),
                primary: color!(0xb35f00),
                success: color!(0x1d7a43),
                warning: color!(0x8a6d00),
                danger: color!(0xc42b1c),
            },
        }
    }

    /// Colours of the ship map.
    pub fn map(self) -> MapColors {
        match self {
            ThemeChoice::Dark => MapColors {
                hull: color!(0x121a23),
                room: color!(0x1f2b38),
                room_unexplored: color!(0x17202a),
                room_fixed: color!(0x283a4c),
                outline: color!(0x8aa0b5),
                corridor: color!(0x5d7286),
                text: color!(0xeef2f6),
                text_dim: color!(0x9fb0c0),
                tag: color!(0x2d3d4d),
                noise: color!(0xf2d03a),
                fire: color!(0xff6a2a),
                malfunction: color!(0x4fb4ff),
                door: color!(0xeef2f6),
                selected: color!(0xf2a33a),
                // not white: a fading white bar beside a corridor read as a closed door (issue
                // 39 item 17); magenta is no marker's colour
                flash: color!(0xe879f9),
                character: color!(0x3fbf6f),
                intruder: color!(0xff5a4f),
                tech_main: color!(0xc9a227),
                tech_red: color!(0xff5a4f),
                tech_blue: color!(0x4f9dff),
            },
            ThemeChoice::Light => MapColors {
                hull: color!(0xe7e1d6),
                room: color!(0xfbf9f4),
                room_unexplored: color!(0xd9d2c5),
                room_fixed: color!(0xcfe0ef),
                outline: color!(0x3b4a59),
                corridor: color!(0x6b7785),
                text: color!(0x11151a),
                text_dim: color!(0x47525e),
                tag: color!(0xffffff),
                noise: color!(0x8a6d00),
                fire: color!(0xd14400),
                malfunction: color!(0x0063b8),
                door: color!(0x11151a),
                selected: color!(0xb35f00),
                flash: color!(0xa21caf),
                character: color!(0x1d7a43),
                intruder: color!(0xc42b1c),
                tech_main: color!(0x8a6d00),
                tech_red: color!(0xc42b1c),
                tech_blue: color!(0x0057b8),
            },
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq)]
pub struct MapColors {
    pub hull: Color,
    pub room: Color,
    pub room_unexplored: Color,
    pub room_fixed: Color,
    pub outline: Color,
    pub corridor: Color,
    pub text: Color,
    pub text_dim: Color,
    pub tag: Color,
    pub noise: Color,
    pub fire: Color,
    pub malfunction: Color,
    pub door: Color,
    pub selected: Color,
    pub flash: Color,
    pub character: Color,
    pub intruder: Color,
    pub tech_main: Color,
    pub tech_red: Color,
    pub tech_blue: Color,
}

impl TextSize {
    pub const ALL: [TextSize; 4] = [
        TextSize::Normal,
        TextSize::Large,
        TextSize::Larger,
        TextSize::Huge,
    ];

    pub fn typography(self) -> Typography {
        let body = match self {
            TextSize::Normal => 18.0,
            TextSize::Large => 22.0,
            TextSize::Larger => 28.0,
            TextSize::Huge => 36.0,
        };
        Typography {
            body,
            small: (body * 0.8).round(),
            heading: (body * 1.35).round(),
            title: (body * 1.8).round(),
            space: (body * 0.7).round(),
        }
    }
}

/// Sizes derived from the chosen text size, used by every view.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Typography {
    pub body: f32,
    pub small: f32,
    pub heading: f32,
    pub title: f32,
    /// Spacing and padding unit; grows with the text so targets stay big enough.
    pub space: f32,
}

#[cfg(test)]
mod tests {
    use super::*;

    /// WCAG relative luminance contrast ratio.
    fn contrast(a: Color, b: Color) -> f32 {
        fn lum(c: Color) -> f32 {
            let f = |v: f32| {
                if v <= 0.03928 {
                    v / 12.92
                } else {
                    ((v + 0.055) / 1.055).powf(2.4)
                }
            };
            0.2126 * f(c.r) + 0.7152 * f(c.g) + 0.0722 * f(c.b)
        }
        let (x, y) = (lum(a), lum(b));
        (x.max(y) + 0.05) / (x.min(y) + 0.05)
    }

    #[test]
    fn text_has_high_contrast_on_both_themes() {
        for t in ThemeChoice::ALL {
            let p = t.palette();
            assert!(contrast(p.text, p.background) >= 12.0, "{t:?}");
            let m = t.map();
            for bg in [m.room, m.room_unexplored, m.room_fixed] {
                assert!(contrast(m.text, bg) >= 7.0, "{t:?} map text");
            }
        }
    }

    #[test]
    fn text_sizes_grow_strictly() {
        let sizes: Vec<f32> = TextSize::ALL.iter().map(|s| s.typography().body).collect();
        assert!(sizes.windows(2).all(|w| w[0] < w[1]), "{sizes:?}");
        assert!(TextSize::Huge.typography().title >= 60.0);
    }
}
