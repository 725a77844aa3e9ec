//! The window's renderer (iced's tiny-skia compositor) repaints, after a change, only the
//! bounds of the paths that changed: a path's outline, without its anti-aliased edge or the
//! outer half of its stroke. A ring drawn in a layer that is not cached (the room under the
//! pointer, the selected room, the fading rings) then left a ghost where it had been: a thin
//! line above and below a hexagon after the pointer moved on. A guard is an empty rectangle in
//! the same frame over everything the path may touch; its bounds widen the repainted area.

use iced::widget::canvas::Frame;
use iced::{Color, Point, Rectangle, Size};

/// How far past a path's outline its pixels may reach besides a stroke's half width: the
/// anti-aliased edge, and rounding to whole pixels.
const EDGE: f32 = 2.0;

/// Covers the box from `min` to `max` (pixels), widened by `reach` (a stroke's half width) and
/// the anti-aliased edge, with a transparent rectangle, so that a repaint covers the path.
pub fn guard(frame: &mut Frame, min: Point, max: Point, reach: f32) {
    let area = reach_of(
        Rectangle::new(min, Size::new(max.x - min.x, max.y - min.y)),
        reach,
    );
    frame.fill_rectangle(area.position(), area.size(), Color::TRANSPARENT);
}

/// Everything a path inside `bounds` (pixels) may touch, a stroke reaching `reach` (its half
/// width) past it: the box widened by that and the anti-aliased edge, on whole pixels (a
/// repaint whose edge falls inside a pixel blends that pixel twice). A cached layer drawn
/// within these bounds is repainted over all of it when it changes.
pub fn reach_of(bounds: Rectangle, reach: f32) -> Rectangle {
    let pad = reach.max(0.0) + EDGE;
    let (x0, y0) = ((bounds.x - pad).floor(), (bounds.y - pad).floor());
    let (x1, y1) = (
        (bounds.x + bounds.width + pad).ceil(),
        (bounds.y + bounds.height + pad).ceil(),
    );
    Rectangle::new(Point::new(x0, y0), Size::new(x1 - x0, y1 - y0))
}

/// [`reach_of`] for a canvas whose top left is at `origin` in the window (pixels): `bounds` in
/// the canvas's coordinates, widened onto the window's whole pixels. A canvas sits where the
/// layout puts it, often between pixels, and a cached layer's bounds are where the renderer
/// repaints it; an edge inside a pixel blends the pixel twice.
pub fn reach_in(bounds: Rectangle, reach: f32, origin: Point) -> Rectangle {
    let shift = iced::Vector::new(origin.x, origin.y);
    let r = reach_of(bounds + shift, reach);
    Rectangle::new(r.position() - shift, r.size())
}

/// Adds to a path two subpaths of no length at the corners of `ink` (pixels: what the shape's
/// fill and stroke cover) widened by the anti-aliased edge. They draw nothing (a stroke's flat
/// ends give a line of no length no ink), but they are part of the path's bounds.
///
/// Why: the software renderer clips a shape to the rectangle it repaints only when the path's
/// bounds cross that rectangle's edge, and a path's bounds leave out its stroke's outer half and
/// its anti-aliased edge; a room's outline just inside a repainted rectangle may be drawn
/// unclipped, its outer half over pixels the repaint did not clear, blended twice (issue 57: a
/// map that repaints a room at a time cuts such rectangles everywhere). With the marks, every
/// shape crossing a rectangle's edge is drawn through the renderer's mask, as in a whole repaint.
pub fn mark_ink(path: &mut iced::widget::canvas::path::Builder, ink: Rectangle) {
    let far = Point::new(ink.x + ink.width + EDGE, ink.y + ink.height + EDGE);
    for corner in [Point::new(ink.x - EDGE, ink.y - EDGE), far] {
        path.move_to(corner);
        path.line_to(corner);
    }
}

/// The box around `points` (pixels), as `guard` takes it: `None` for no points.
pub fn bounds_of(points: impl IntoIterator<Item = Point>) -> Option<Rectangle> {
    let mut it = points.into_iter();
    let first = it.next()?;
    let (mut min, mut max) = (first, first);
    for p in it {
        min = Point::new(min.x.min(p.x), min.y.min(p.y));
        max = Point::new(max.x.max(p.x), max.y.max(p.y));
    }
    Some(Rectangle::new(min, Size::new(max.x - min.x, max.y - min.y)))
}
