//! The colour of each plastic ring under a miniature, as every screen shows it (the window's
//! discs, the phones' page).

use crate::rules::ids::Ring;

/// The ring's colour, red, green and blue.
pub fn rgb(ring: Ring) -> [u8; 3] {
    match ring {
        Ring::Red => [0xd8, 0x34, 0x3a],
        Ring::Blue => [0x2f, 0x6f, 0xd6],
        Ring::Yellow => [0xf2, 0xc8, 0x1f],
        Ring::Green => [0x2e, 0x9e, 0x4f],
        Ring::Purple => [0x8a, 0x4f, 0xc7],
        Ring::Orange => [0xf0, 0x7f, 0x1e],
        Ring::White => [0xf2, 0xf2, 0xf2],
        Ring::Black => [0x1b, 0x1b, 0x1b],
    }
}
