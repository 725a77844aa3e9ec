//! (Patched: not in the published crate, issue 57; see `PATCH.md`.) A widget's quad that
//! crosses the edge of what is being repainted, drawn as its part inside that edge, without the
//! clip mask.
//!
//! Upstream draws such a quad whole through a mask of the repainted rectangle, and tiny-skia
//! passes every pixel of it through the mask, 5 to 10 times slower than without one: a side
//! panel's 758 × 920 background behind a repaint of most of it cost 1.6 ms a frame. When the
//! part in view is bounded by straight lines only (the clip lies on whole pixels and clear of
//! the rounded corners), filling that part is the same as filling the quad through the mask:
//! the quad's own edges are where they were, and the clip's edges, on whole pixels, cover a
//! pixel wholly or not at all. Otherwise the caller draws through the mask as upstream does.

use crate::core::renderer::Quad;
use crate::core::{Background, Rectangle, Transformation};

/// Draws the part of `quad` in `clip` (physical pixels) and returns `true`, or returns `false`
/// having drawn nothing when the part is not bounded by straight lines only (or the background
/// is not a plain colour, or the border's corners are drawn upstream's other way).
pub(super) fn draw_quad(
    quad: &Quad,
    background: &Background,
    transformation: Transformation,
    pixels: &mut tiny_skia::PixmapMut<'_>,
    clip: Rectangle,
) -> bool {
    let Background::Color(color) = background else {
        return false;
    };
    let whole = |v: f32| v.fract() == 0.0;
    if !(whole(clip.x)
        && whole(clip.y)
        && whole(clip.width)
        && whole(clip.height))
    {
        return false;
    }
    let scale = transformation.scale_factor();
    let bounds = quad.bounds * transformation;
    // as upstream clamps them, in physical pixels
    let half = (quad.bounds.width / 2.0).min(quad.bounds.height / 2.0);
    let border = quad.border.width.min(half) * scale;
    let radii =
        <[f32; 4]>::from(quad.border.radius).map(|r| r.min(half) * scale);
    if border > 0.0
        && (border <= 1.0
            || radii.iter().any(|&r| r != 0.0 && r <= border / 2.0))
    {
        // tiny-skia draws a border a pixel wide or less as a line of lighter colour, and
        // upstream draws one whose corners are tighter than half its width on a pixel map of
        // its own, masked by the rounded shape
        return false;
    }
    let Some(part) = bounds.intersection(&clip) else {
        return true;
    };
    // each rounded corner's box, widened to whole pixels, must stay out of the clip
    let [top_left, top_right, bottom_right, bottom_left] = radii;
    let (right, bottom) = (bounds.x + bounds.width, bounds.y + bounds.height);
    let corners = [
        (bounds.x, bounds.y, top_left),
        (right - top_right, bounds.y, top_right),
        (right - bottom_right, bottom - bottom_right, bottom_right),
        (bounds.x, bottom - bottom_left, bottom_left),
    ];
    for (x, y, r) in corners {
        if r > 0.0 {
            let (left, top) = (x.floor(), y.floor());
            let corner = Rectangle {
                x: left,
                y: top,
                width: (x + r).ceil() - left,
                height: (y + r).ceil() - top,
            };
            if corner.intersects(&clip) {
                return false;
            }
        }
    }

    let fill = |pixels: &mut tiny_skia::PixmapMut<'_>,
                path: &tiny_skia::Path,
                color: crate::core::Color| {
        pixels.fill_path(
            path,
            &tiny_skia::Paint {
                shader: tiny_skia::Shader::SolidColor(super::into_color(color)),
                anti_alias: true,
                ..tiny_skia::Paint::default()
            },
            tiny_skia::FillRule::EvenOdd,
            tiny_skia::Transform::identity(),
            None,
        );
    };
    let mut builder = tiny_skia::PathBuilder::new();
    push(&mut builder, part);
    if let Some(path) = builder.finish() {
        fill(pixels, &path, *color);
    }
    if border > 0.0 {
        // the border in view: the part less what lies inside the border
        let inside = Rectangle {
            x: bounds.x + border,
            y: bounds.y + border,
            width: bounds.width - 2.0 * border,
            height: bounds.height - 2.0 * border,
        };
        let mut builder = tiny_skia::PathBuilder::new();
        push(&mut builder, part);
        if let Some(hole) = inside.intersection(&part) {
            push(&mut builder, hole);
        }
        if let Some(path) = builder.finish() {
            fill(pixels, &path, quad.border.color);
        }
    }
    true
}

fn push(builder: &mut tiny_skia::PathBuilder, rect: Rectangle) {
    if let Some(rect) =
        tiny_skia::Rect::from_xywh(rect.x, rect.y, rect.width, rect.height)
    {
        builder.push_rect(rect);
    }
}
