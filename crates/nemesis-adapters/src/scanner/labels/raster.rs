//! Rasterises sheet items into a grey image: used to build test and benchmark frames from the very
//! items that get printed, and for an on-screen preview of a label.
//!
//! Rectangles and axis-aligned lines are drawn with exact pixel coverage. Text is drawn as one
//! outlined box per character: good enough to put ink near the code as a real label has, without
//! a font rasteriser.

use super::{Anchor, Item, LABEL_H_MM, LABEL_W_MM, label_items, pt_to_mm, text_width_mm};
use crate::scanner::payload::Label;
use image::GrayImage;

/// One label as printed (white paper, black code, its number), `px_per_mm` pixels per millimetre.
pub fn label_image(label: Label, px_per_mm: f32) -> GrayImage {
    render(
        &label_items(label, 0.0, 0.0),
        (LABEL_W_MM, LABEL_H_MM),
        px_per_mm,
    )
}

/// Draws `items` over white paper of `size_mm`, at `px_per_mm`.
pub fn render(items: &[Item], size_mm: (f32, f32), px_per_mm: f32) -> GrayImage {
    let w = (size_mm.0 * px_per_mm).round().max(1.0) as u32;
    let h = (size_mm.1 * px_per_mm).round().max(1.0) as u32;
    let mut canvas = vec![1.0f32; (w * h) as usize];
    for item in items {
        for (x, y, bw, bh, gray) in boxes(item) {
            fill(
                &mut canvas,
                w,
                h,
                [x, y, bw, bh].map(|v| v * px_per_mm),
                gray,
            );
        }
    }
    let pixels = canvas
        .into_iter()
        .map(|v| (v.clamp(0.0, 1.0) * 255.0).round() as u8)
        .collect();
    GrayImage::from_raw(w, h, pixels).unwrap_or_else(|| GrayImage::new(w, h))
}

/// The filled boxes (mm) that stand for one item.
fn boxes(item: &Item) -> Vec<(f32, f32, f32, f32, f32)> {
    match item {
        Item::Fill { x, y, w, h, gray } => vec![(*x, *y, *w, *h, *gray)],
        Item::Line {
            from,
            to,
            width,
            gray,
        } => {
            let (x0, x1) = (from.0.min(to.0), from.0.max(to.0));
            let (y0, y1) = (from.1.min(to.1), from.1.max(to.1));
            let half = width / 2.0;
            vec![(
                x0 - half,
                y0 - half,
                x1 - x0 + width,
                y1 - y0 + width,
                *gray,
            )]
        }
        Item::Text {
            x,
            y,
            size,
            anchor,
            text,
            ..
        } => {
            let total = text_width_mm(text, *size);
            let mut left = match anchor {
                Anchor::Start => *x,
                Anchor::Middle => x - total / 2.0,
            };
            let cap = pt_to_mm(*size) * 0.72;
            let stroke = pt_to_mm(*size) * 0.1;
            let mut out = Vec::new();
            for c in text.chars() {
                let advance = text_width_mm(c.encode_utf8(&mut [0; 4]), *size);
                if !c.is_whitespace() {
                    let (gx, gw) = (left + advance * 0.1, advance * 0.8);
                    let top = y - cap;
                    out.push((gx, top, gw, stroke, 0.0));
                    out.push((gx, y - stroke, gw, stroke, 0.0));
                    out.push((gx, top, stroke, cap, 0.0));
                    out.push((gx + gw - stroke, top, stroke, cap, 0.0));
                }
                left += advance;
            }
            out
        }
    }
}

/// Paints a rectangle (pixels, fractional) with exact area coverage.
fn fill(canvas: &mut [f32], w: u32, h: u32, rect: [f32; 4], gray: f32) {
    let [x, y, bw, bh] = rect;
    let (x1, y1) = (x + bw, y + bh);
    let col_range = (x.floor().max(0.0) as u32)..(x1.ceil().min(w as f32).max(0.0) as u32);
    let row_range = (y.floor().max(0.0) as u32)..(y1.ceil().min(h as f32).max(0.0) as u32);
    for row in row_range {
        let cover_y = (y1.min(row as f32 + 1.0) - y.max(row as f32)).max(0.0);
        for col in col_range.clone() {
            let cover_x = (x1.min(col as f32 + 1.0) - x.max(col as f32)).max(0.0);
            let a = cover_x * cover_y;
            let p = &mut canvas[(row * w + col) as usize];
            *p = *p * (1.0 - a) + gray * a;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scanner::labels::{MODULE_MM, SYMBOL_MODULES, modules, symbol_offset_mm};
    use crate::scanner::payload::Deck;

    #[test]
    fn the_raster_matches_the_modules() {
        let label = Label::new(Deck::Base, 13).unwrap();
        let px_per_mm = 4.0 / MODULE_MM; // 4 pixels per module
        let img = label_image(label, px_per_mm);
        let bits = modules(label);
        let (ox, oy) = symbol_offset_mm();
        for row in 0..SYMBOL_MODULES {
            for col in 0..SYMBOL_MODULES {
                let cx = ((ox + (col as f32 + 0.5) * MODULE_MM) * px_per_mm) as u32;
                let cy = ((oy + (row as f32 + 0.5) * MODULE_MM) * px_per_mm) as u32;
                let dark = img.get_pixel(cx, cy).0[0] < 128;
                assert_eq!(dark, bits[row * SYMBOL_MODULES + col], "module {row},{col}");
            }
        }
        // The quiet zone's corner stays white.
        assert_eq!(img.get_pixel(1, 1).0[0], 255);
    }
}
