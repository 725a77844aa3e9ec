//! The bundled font (a subset of Noto Sans CJK JP, SIL OFL 1.1; see `assets/fonts/OFL.txt` and
//! `tools/subset_font.py`). It is the default font, so Korean and Japanese render the same on
//! every machine, with or without CJK fonts installed.

use iced::Font;
use iced::font::{Family, Weight};

pub const FAMILY: &str = "Nemesis Companion Sans";
pub use crate::present::fonts::{BOLD_BYTES, REGULAR_BYTES};

pub const REGULAR: Font = Font {
    family: Family::Name(FAMILY),
    ..Font::DEFAULT
};
pub const BOLD: Font = Font {
    family: Family::Name(FAMILY),
    weight: Weight::Bold,
    ..Font::DEFAULT
};

/// Both faces, for `iced::Settings::fonts` and the test simulator.
pub fn all() -> Vec<std::borrow::Cow<'static, [u8]>> {
    vec![REGULAR_BYTES.into(), BOLD_BYTES.into()]
}

/// Application settings with the bundled fonts loaded and the regular face as default.
pub fn iced_settings() -> iced::Settings {
    iced::Settings {
        id: Some(super::APP_ID.to_string()),
        fonts: all(),
        default_font: REGULAR,
        ..iced::Settings::default()
    }
}
