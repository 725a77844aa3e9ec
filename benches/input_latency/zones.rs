//! What one region's repaint costs (`LATENCY_ZONES=1`): the map, a room-sized rectangle in its
//! middle, the side panel and the whole window, each redrawn alone; and the shapes that cross the
//! room-sized rectangle, each drawn alone as the renderer draws it there (whole, clipped by a
//! mask), the costliest first. A small change on the map costs what crosses it, not its area.

use iced::Rectangle;
use iced_tiny_skia::graphics::Viewport;
use iced_tiny_skia::{Layer, Primitive, Renderer};
use std::time::Instant;

/// A room and a bit around it, as a token's or a ring's repaint covers.
const ROOM: (f32, f32) = (260.0, 230.0);

pub(crate) fn report(
    renderer: &mut Renderer,
    pixels: &mut tiny_skia::Pixmap,
    mask: &mut tiny_skia::Mask,
    viewport: &Viewport,
    layers: &[Layer],
    background: iced::Color,
) {
    let whole = Rectangle::with_size(viewport.logical_size());
    // the map: the largest canvas on screen; the side panel: the last layer
    let map = layers
        .iter()
        .flat_map(|l| l.primitives.iter().map(|p| p.clip_bounds()))
        .filter(|b| b.width < 4000.0)
        .max_by(|a, b| (a.width * a.height).total_cmp(&(b.width * b.height)));
    let panel = layers.last().map(|l| l.bounds);
    let room = map.map(|m| Rectangle {
        x: m.center_x() - ROOM.0 / 2.0,
        y: m.center_y() - ROOM.1 / 2.0,
        width: ROOM.0,
        height: ROOM.1,
    });
    if let Some(room) = room {
        crossing(pixels, mask, layers, room);
    }
    let mut line = String::new();
    for (name, zone) in [
        ("map", map),
        ("room", room),
        ("panel", panel),
        ("whole", Some(whole)),
    ] {
        let Some(zone) = zone.and_then(|z| z.intersection(&whole)) else {
            continue;
        };
        let t = Instant::now();
        renderer.draw(&mut pixels.as_mut(), mask, viewport, &[zone], background);
        line += &format!(
            " {name} {:.0}x{:.0}@{:.0},{:.0} {:.1} ms",
            zone.width,
            zone.height,
            zone.x,
            zone.y,
            t.elapsed().as_secs_f64() * 1000.0
        );
    }
    eprintln!("zones:{line}");
}

/// The shapes crossing `room`, each filled or stroked alone through a mask of `room`.
fn crossing(
    pixels: &mut tiny_skia::Pixmap,
    mask: &mut tiny_skia::Mask,
    layers: &[Layer],
    room: Rectangle,
) {
    mask.clear();
    if let Some(rect) = tiny_skia::Rect::from_xywh(room.x, room.y, room.width, room.height) {
        mask.fill_path(
            &tiny_skia::PathBuilder::from_rect(rect),
            tiny_skia::FillRule::EvenOdd,
            false,
            tiny_skia::Transform::default(),
        );
    }
    let mut costs: Vec<(f64, String)> = Vec::new();
    let mut quads = 0;
    for layer in layers.iter().filter(|l| l.bounds.intersects(&room)) {
        quads += layer
            .quads
            .iter()
            .filter(|(q, _)| q.bounds.intersects(&room))
            .count();
        for group in &layer.primitives {
            let t = group.transformation();
            let to_screen = tiny_skia::Transform::from_row(
                t.scale_factor(),
                0.0,
                0.0,
                t.scale_factor(),
                t.translation().x,
                t.translation().y,
            );
            for p in group.as_slice() {
                let b = p.visible_bounds() * t;
                if !b.intersects(&room) {
                    continue;
                }
                let start = Instant::now();
                let kind = match p {
                    Primitive::Fill { path, paint, rule } => {
                        pixels.fill_path(path, paint, *rule, to_screen, Some(mask));
                        "fill"
                    }
                    Primitive::Stroke {
                        path,
                        paint,
                        stroke,
                    } => {
                        pixels.stroke_path(path, paint, stroke, to_screen, Some(mask));
                        "stroke"
                    }
                };
                costs.push((
                    start.elapsed().as_secs_f64() * 1000.0,
                    format!(
                        "{kind} {:.0}x{:.0}@{:.0},{:.0}",
                        b.width, b.height, b.x, b.y
                    ),
                ));
            }
        }
    }
    costs.sort_by(|a, b| b.0.total_cmp(&a.0));
    let total: f64 = costs.iter().map(|c| c.0).sum();
    let top: Vec<String> = costs
        .iter()
        .take(6)
        .map(|(ms, what)| format!("{what} {ms:.2} ms"))
        .collect();
    eprintln!(
        "room-sized repaint: {} shapes and {quads} quads cross it; the shapes drawn alone {total:.2} ms, the costliest: {}",
        costs.len(),
        top.join(", ")
    );
}
