//! A door across a corridor, drawn the same way on both games' maps (a thin bar open, a thick
//! one closed, a red cross destroyed), and the legend's line of the three. Each map says where
//! its board units fall in pixels; the drawing is written once here.

use crate::gui::theme::MapColors;
use crate::gui::widgets::{self, Ctx};
use crate::tr;
use iced::widget::canvas::{self, Frame, Geometry, Path, Stroke};
use iced::widget::{canvas as canvas_widget, row};
use iced::{Alignment, Color, Element, Length, Point, Rectangle, Renderer, Theme, mouse};

/// A door's state as drawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DoorMark {
    Open,
    Closed,
    Destroyed,
}

/// Draws a door at `mid` (board units) across a corridor running at `along` radians: `point`
/// puts a board position in pixels, `unit` is the pixels of one board unit for line widths.
/// The closed bar is 30 units long.
pub fn draw(
    frame: &mut Frame,
    point: impl Fn((f32, f32)) -> Point,
    unit: f32,
    mid: (f32, f32),
    along: f32,
    door: DoorMark,
    colors: &MapColors,
) {
    let across = along + std::f32::consts::FRAC_PI_2;
    let bar = |len: f32| {
        let (dx, dy) = (across.cos() * len, across.sin() * len);
        ((mid.0 - dx, mid.1 - dy), (mid.0 + dx, mid.1 + dy))
    };
    let mut line = |a: (f32, f32), b: (f32, f32), color: Color, width: f32| {
        let (a, b) = (point(a), point(b));
        let ink =
            crate::gui::repaint_guard::bounds_of([a, b]).map(|r| r.expand(width * unit / 2.0));
        let path = Path::new(|p| {
            p.move_to(a);
            p.line_to(b);
            if let Some(ink) = ink {
                crate::gui::repaint_guard::mark_ink(p, ink);
            }
        });
        let stroke = Stroke::default().with_color(color).with_width(width * unit);
        frame.stroke(&path, stroke);
    };
    match door {
        DoorMark::Open => {
            let (a, b) = bar(13.0);
            line(a, b, colors.door, 2.5);
        }
        DoorMark::Closed => {
            let (a, b) = bar(15.0);
            line(a, b, colors.door, 9.0);
        }
        DoorMark::Destroyed => {
            let (a, b) = bar(14.0);
            let (d1, d2) = (along.cos() * 7.0, along.sin() * 7.0);
            line(
                (a.0 - d1, a.1 - d2),
                (b.0 + d1, b.1 + d2),
                colors.intruder,
                3.0,
            );
            line(
                (a.0 + d1, a.1 + d2),
                (b.0 - d1, b.1 - d2),
                colors.intruder,
                3.0,
            );
        }
    }
}

/// A door as the legend shows it, in a square of `size`: a stub of corridor with the door
/// across it, at a little less than its size on the map so it fits.
pub fn draw_symbol(frame: &mut Frame, size: iced::Size, door: DoorMark, colors: &MapColors) {
    // the legend's marks are about 20 board units across: the square is 24, centred on 0
    let unit = size.width.min(size.height) / 24.0;
    let centre = Point::new(size.width / 2.0, size.height / 2.0);
    let at = |scale: f32| {
        move |p: (f32, f32)| Point::new(centre.x + p.0 * scale, centre.y + p.1 * scale)
    };
    let stub = Path::line(at(unit)((-12.0, 0.0)), at(unit)((12.0, 0.0)));
    let stroke = Stroke::default()
        .with_color(colors.corridor)
        .with_width(5.0 * unit);
    frame.stroke(&stub, stroke);
    let small = unit * 0.7;
    draw(frame, at(small), small, (0.0, 0.0), 0.0, door, colors);
}

/// The three doors on one line with their words, for a map whose legend shares only its doors
/// with the ship's.
pub fn legend_line<'a, M: 'a>(ctx: Ctx<'_>, colors: MapColors) -> Element<'a, M> {
    let i = ctx.i18n;
    let entries = [
        (DoorMark::Closed, tr!(i, "legend-door-closed")),
        (DoorMark::Open, tr!(i, "legend-door-open")),
        (DoorMark::Destroyed, tr!(i, "legend-door-destroyed")),
    ];
    let size = ctx.ty.body * 1.5;
    let mut line = row![].spacing(ctx.ty.space * 1.5);
    for (door, words) in entries {
        line = line.push(
            row![
                canvas_widget(Symbol { door, colors })
                    .width(Length::Fixed(size))
                    .height(Length::Fixed(size)),
                widgets::small(ctx, words),
            ]
            .spacing(ctx.ty.space * 0.6)
            .align_y(Alignment::Center),
        );
    }
    // at the larger text sizes the entries go on as many lines as they need, never squeezed
    line.wrap().into()
}

struct Symbol {
    door: DoorMark,
    colors: MapColors,
}

impl<M> canvas::Program<M> for Symbol {
    type State = ();

    fn draw(
        &self,
        _state: &(),
        renderer: &Renderer,
        _theme: &Theme,
        bounds: Rectangle,
        _cursor: mouse::Cursor,
    ) -> Vec<Geometry> {
        let mut frame = Frame::new(renderer, bounds.size());
        draw_symbol(&mut frame, bounds.size(), self.door, &self.colors);
        vec![frame.into_geometry()]
    }
}
