//! What the scanner's unit tests draw their scenes with.

use super::frame::Frame;

/// A `w`×`h` frame whose pixel (x, y) is `luma(x, y)`.
pub(crate) fn frame_of(w: usize, h: usize, luma: impl Fn(usize, usize) -> u8) -> Frame {
    Frame {
        width: w as u32,
        height: h as u32,
        luma: (0..w * h).map(|i| luma(i % w, i / w)).collect(),
    }
}

/// Blurs `luma` (`w`×`h`, row by row) `times` times with a 3×3 box, the edges repeated.
pub(crate) fn box_blur(luma: &mut [f32], w: usize, h: usize, times: usize) {
    for _ in 0..times {
        let src = luma.to_vec();
        for y in 0..h {
            for x in 0..w {
                let mut sum = 0.0;
                for dy in [-1i32, 0, 1] {
                    for dx in [-1i32, 0, 1] {
                        let sx = (x as i32 + dx).clamp(0, w as i32 - 1) as usize;
                        let sy = (y as i32 + dy).clamp(0, h as i32 - 1) as usize;
                        sum += src[sy * w + sx];
                    }
                }
                luma[y * w + x] = sum / 9.0;
            }
        }
    }
}
