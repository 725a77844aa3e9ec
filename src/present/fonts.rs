//! The bundled font's two faces (a subset of Noto Sans CJK JP, SIL OFL 1.1; see
//! `assets/fonts/OFL.txt` and `tools/subset_font.py`): the window draws with them and the label
//! sheet embeds them, so Korean and Japanese look the same everywhere.

pub const REGULAR_BYTES: &[u8] =
    include_bytes!("../../assets/fonts/NemesisCompanionSans-Regular.otf");
pub const BOLD_BYTES: &[u8] = include_bytes!("../../assets/fonts/NemesisCompanionSans-Bold.otf");
