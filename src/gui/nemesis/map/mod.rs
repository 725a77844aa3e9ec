//! The ship map: a schematic of the chosen board side drawn from the board data (slot numbers as
//! printed, corridors with their numbers at each end, technical entrances in their network's
//! colour, pod docks), with the game state of an [`Overlay`] on top. Tapping a room produces
//! [`Event::SlotClicked`].

mod cache;
pub mod layout;
pub mod legend;
mod marks;
pub use crate::present::nemesis::board_words::{
    intruder_name, map_room_label, map_short, room_name,
};
pub use crate::present::nemesis::overlay;
pub use cache::MapCache;

pub use overlay::{CorridorOverlay, Door, Overlay, Pod, PodState, SlotOverlay};

use crate::gui::canvas_words::{Pen, Words};
use crate::gui::repaint_guard::mark_ink;
use crate::rules::board::{Board, SlotKind};
use crate::rules::ids::{IntruderKind, RoomKind, SlotId, TechNet};
use crate::tr;
use iced::alignment::Vertical;
use iced::mouse;
use iced::widget::canvas::{self, Frame, Geometry, Path, Stroke, Text};
use iced::widget::text::{Alignment, LineHeight, Shaping};
use iced::{Color, Font, Pixels, Rectangle, Renderer, Size, Theme};
use layout::{Layout, ROOM_RADIUS, TAG_RADIUS};
use std::collections::BTreeMap;

use crate::gui::fonts;
use crate::gui::i18n::I18n;
use crate::gui::rings;
use crate::gui::theme::MapColors;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Event {
    SlotClicked(SlotId),
}

/// Translated words the map draws, built once per view from the current language.
#[derive(Debug, Clone, PartialEq)]
pub struct MapLabels {
    rooms: BTreeMap<RoomKind, String>,
    intruders: BTreeMap<IntruderKind, String>,
    tech: String,
    pods: [String; 2],
}

impl MapLabels {
    pub fn new(i18n: &I18n) -> MapLabels {
        let rooms = ALL_ROOMS
            .iter()
            .map(|&r| (r, map_room_label(i18n, r)))
            .collect();
        // what a red square shows: the type's first letter, or its own short word where two
        // types of one box begin alike (Lurker and Lair, クリーパー and クイーン; issue 39 item 13)
        let intruders = IntruderKind::MINIATURES
            .iter()
            .chain(IntruderKind::CARNOMORPHS.iter())
            .chain(IntruderKind::VOID_SEEDERS.iter())
            .map(|&k| (k, map_short(i18n, k)))
            .collect();
        MapLabels {
            rooms,
            intruders,
            tech: tr!(i18n, "map-tech"),
            pods: [
                tr!(i18n, "map-pods", dock = "A"),
                tr!(i18n, "map-pods", dock = "B"),
            ],
        }
    }
}

/// Every room of the base game (the rules' list).
pub const ALL_ROOMS: [RoomKind; 25] = RoomKind::ALL;

/// How much the map's labels grow with the window's text size (1 at the default size).
pub fn text_scale(body: f32) -> f32 {
    (body / 22.0).clamp(0.9, 1.35)
}

/// The printed slot number's size (board units): smaller than a room's name, which is what the
/// table reads from across it.
pub fn number_size(text_scale: f32) -> f32 {
    (11.0 * text_scale).min(11.0)
}

/// A room name's size (board units) and the width it may take before the layout's sideways
/// `stretch` (which widens the hexagons, see [`Layout`]): on one line or, where it may break
/// (a space, or Korean and Japanese text), on two, whichever draws it larger. Each line stays
/// inside the hexagon at the height it is drawn: a flat-topped hexagon narrows above and below
/// its centre, so a taller name has less width (第3エンジン and コックピット ran over the
/// outline at the largest text size when one line could take the width across the corners).
pub fn name_size(name: &str, text_scale: f32, stretch: f32) -> (f32, f32) {
    let width = ROOM_RADIUS * 1.8;
    let base = 14.0 * text_scale;
    let one_line = size_in_hexagon(name, base, stretch, 1);
    let breakable = name.contains(' ') || name.chars().any(|c| c as u32 >= 0x1100);
    // two lines no taller than the gap between the slot number and the figures, which moves
    // down a little at the larger text sizes; chosen when they draw the name larger
    let two_lines = size_in_hexagon(name, base, stretch, 2).min(two_line_cap(text_scale));
    if !breakable || one_line >= two_lines {
        // wider than the line needs, so that the painter never breaks it
        (one_line, width * 1.2)
    } else {
        // the hexagon's width at the lines' outer edge: the painter breaks where it must, into
        // at most the two lines the size was fitted to
        (
            two_lines,
            hexagon_width_at(name_reach(two_lines, 2, ink_height(name))),
        )
    }
}

/// The hull's pieces across and down (see [`ShipMap::paint_hull`]): a room's repaint crosses
/// one to four of them; a whole repaint fills all twelve, a little more than one fill.
const HULL_PIECES: (usize, usize) = (4, 3);

/// How far above a room's centre its name is drawn (board units): a little, for the figures'
/// row below it, and no more, since the hexagon narrows away from its centre.
const NAME_ABOVE: f32 = 2.0;

/// How far a room name's letters reach above or below the room's centre (board units): drawn
/// `NAME_ABOVE` over it, each line's ink `ink` of its size tall.
fn name_reach(size: f32, lines: usize, ink: f32) -> f32 {
    NAME_ABOVE + ink / 2.0 * lines as f32 * size
}

/// A line's ink height in its size: a Japanese or Korean character fills 0.9 of it, Latin
/// capitals about 0.72.
fn ink_height(name: &str) -> f32 {
    if name.chars().any(|c| c as u32 >= 0x1100) {
        0.9
    } else {
        0.72
    }
}

/// The width of a room's hexagon (board units, before the stretch) `reach` above or below its
/// centre, less a margin off the outline on each side.
fn hexagon_width_at(reach: f32) -> f32 {
    const MARGIN: f32 = 1.0;
    2.0 * ROOM_RADIUS - 2.0 * reach / 3f32.sqrt() - 2.0 * MARGIN
}

/// The largest size up to `base` at which `name` on `lines` lines fits inside the hexagon at
/// the height it is drawn: its widest line, `needed` ems, is at most the hexagon's width there,
/// which shrinks as the size grows (solved directly: both sides are straight lines in the size).
fn size_in_hexagon(name: &str, base: f32, stretch: f32, lines: usize) -> f32 {
    // the widest line in ems: the size that fits one unit of width is 1 / ems
    let ems = 1.0 / layout::fit_text(name, f32::MAX, 1.0, lines);
    if !ems.is_finite() || ems <= 0.0 {
        return base;
    }
    // ems·s <= stretch·(hexagon_width_at(NAME_ABOVE) - (2/√3)·(ink/2)·lines·s)
    let ink = ink_height(name);
    let slope = 2.0 / 3f32.sqrt() * ink / 2.0 * lines as f32;
    let size = stretch * hexagon_width_at(name_reach(0.0, lines, ink)) / (ems + stretch * slope);
    size.clamp(0.0, base)
}

/// The tallest a two-line room name may be (board units): the gap between the slot number and
/// the row of figures, which moves down a little at the larger text sizes.
fn two_line_cap(text_scale: f32) -> f32 {
    15.0 + 3.0 * (text_scale - 1.0).clamp(0.0, 0.35)
}

/// Where the row of figures starts below a room's centre (board units).
fn figures_y(text_scale: f32) -> f32 {
    20.0 + (two_line_cap(text_scale) - 15.0)
}

/// The canvas program. Borrowed from the screen's state for one view.
pub struct ShipMap<'a> {
    pub board: &'a Board,
    pub overlay: &'a Overlay,
    pub labels: &'a MapLabels,
    pub colors: MapColors,
    /// Strength of the "just changed" rings, 0.0 (gone) to 1.0.
    pub flash: f32,
    /// Grows the map's words with the player's text size (1.0 = the "Large" setting).
    pub text_scale: f32,
    /// The drawing kept from the last frame, owned by the screen.
    pub cache: &'a MapCache,
}

#[derive(Debug, Default)]
pub struct State {
    hovered: Option<SlotId>,
}

impl canvas::Program<Event> for ShipMap<'_> {
    type State = State;

    fn update(
        &self,
        state: &mut State,
        event: &canvas::Event,
        bounds: Rectangle,
        cursor: mouse::Cursor,
    ) -> Option<canvas::Action<Event>> {
        let layout = Layout::fit(bounds.size());
        let under = cursor
            .position_in(bounds)
            .and_then(|p| layout::slot_at(self.board, &layout, p));
        match event {
            canvas::Event::Mouse(mouse::Event::ButtonPressed(mouse::Button::Left))
            | canvas::Event::Touch(iced::touch::Event::FingerPressed { .. }) => {
                under.map(|slot| canvas::Action::publish(Event::SlotClicked(slot)).and_capture())
            }
            canvas::Event::Mouse(mouse::Event::CursorMoved { .. } | mouse::Event::CursorLeft)
                if under != state.hovered =>
            {
                state.hovered = under;
                Some(canvas::Action::request_redraw())
            }
            _ => None,
        }
    }

    fn draw(
        &self,
        state: &State,
        renderer: &Renderer,
        _theme: &Theme,
        bounds: Rectangle,
        _cursor: mouse::Cursor,
    ) -> Vec<Geometry> {
        let layout = Layout::fit(bounds.size());
        self.cache.follow(self);
        let hull = self.cache.hull.draw(renderer, bounds.size(), |frame| {
            self.cache.hull_words.clear();
            self.paint_hull(&mut Painter::new(
                frame,
                layout,
                Some(&self.cache.hull_words),
            ));
        });
        let mut layers = Vec::with_capacity(32);
        layers.push(hull);
        // the fading rings go under the board layer's rooms and corridors, as halos; with none
        // the frame is there all the same, empty, so that the board's layer keeps its place in
        // the renderer's list and is not redrawn whole when the rings end
        let mut frame = Frame::new(renderer, bounds.size());
        if self.flash > 0.0
            && !(self.overlay.flash_slots.is_empty() && self.overlay.flash_corridors.is_empty())
        {
            self.paint_flash(&mut Painter::live(&mut frame, layout));
        }
        layers.push(frame.into_geometry());
        layers.extend(self.cache.board(self, renderer, bounds, layout));
        // the outlines of the room under the pointer and of the chosen room, over the board
        let hovered = state.hovered.filter(|&h| self.overlay.selected != Some(h));
        let origin = bounds.position();
        let ring = |cache, id, width| self.ring(renderer, cache, id, width, layout, origin);
        layers.push(ring(&self.cache.hover_ring, hovered, 3.5));
        layers.push(ring(&self.cache.chosen_ring, self.overlay.selected, 6.0));
        layers
    }

    fn mouse_interaction(
        &self,
        _state: &State,
        bounds: Rectangle,
        cursor: mouse::Cursor,
    ) -> mouse::Interaction {
        let layout = Layout::fit(bounds.size());
        match cursor
            .position_in(bounds)
            .and_then(|p| layout::slot_at(self.board, &layout, p))
        {
            Some(_) => mouse::Interaction::Pointer,
            None => mouse::Interaction::default(),
        }
    }
}

/// Drawing helpers in board units.
struct Painter<'f> {
    /// The frame, and where a cached layer's words go to be drawn over the canvas (see
    /// [`crate::gui::canvas_words`]).
    frame: Pen<'f>,
    layout: Layout,
    /// A layer drawn anew each frame (not cached): each shape and line is guarded so that the
    /// repaint after it changes covers all its pixels (see [`crate::gui::repaint_guard`]).
    live: bool,
    /// The box (pixels) around everything drawn so far, strokes and their corners included: the
    /// bounds a piece of the map is cached within ([`cache`]).
    reach: Option<Rectangle>,
}

impl<'f> Painter<'f> {
    fn new(frame: &'f mut Frame, layout: Layout, words: Option<&'f Words>) -> Painter<'f> {
        Painter {
            frame: Pen { frame, words },
            layout,
            live: false,
            reach: None,
        }
    }

    /// A painter for a layer drawn anew each frame (the fading rings, the pointer's outline).
    fn live(frame: &'f mut Frame, layout: Layout) -> Painter<'f> {
        Painter {
            live: true,
            ..Painter::new(frame, layout, None)
        }
    }

    /// Widens the reach by the box from `min` to `max` (pixels) and `pad` around it.
    fn touch_px(&mut self, min: iced::Point, max: iced::Point, pad: f32) {
        let b = Rectangle::new(
            iced::Point::new(min.x - pad, min.y - pad),
            Size::new(max.x - min.x + 2.0 * pad, max.y - min.y + 2.0 * pad),
        );
        self.reach = Some(match self.reach {
            Some(r) => r.union(&b),
            None => b,
        });
    }

    /// Widens the reach by the shape through `points` (board units), stroked `width` wide: a
    /// stroke's mitred corner may reach further than half its width past a point, up to the
    /// width twice over at the map's sharpest corners.
    fn touch(&mut self, points: &[(f32, f32)], width: f32) {
        let pixels = points.iter().map(|&p| self.layout.point(p));
        if let Some(b) = crate::gui::repaint_guard::bounds_of(pixels) {
            let pad = self.layout.len(width) * 2.0;
            self.touch_px(
                b.position(),
                iced::Point::new(b.x + b.width, b.y + b.height),
                pad,
            );
        }
    }

    /// On a live layer, guards the repaint of what is drawn through `points` (board units),
    /// a stroke of `width` (board units) reaching half of it past them.
    fn guard(&mut self, points: &[(f32, f32)], width: f32) {
        if !self.live {
            return;
        }
        let pixels = points.iter().map(|&p| self.layout.point(p));
        if let Some(b) = crate::gui::repaint_guard::bounds_of(pixels) {
            crate::gui::repaint_guard::guard(
                self.frame.frame,
                b.position(),
                iced::Point::new(b.x + b.width, b.y + b.height),
                self.layout.len(width) / 2.0,
            );
        }
    }
}

impl Painter<'_> {
    fn circle(
        &mut self,
        at: (f32, f32),
        r: f32,
        fill: Option<Color>,
        stroke: Option<(Color, f32)>,
    ) {
        let centre = self.layout.point(at);
        let ink = self.layout.len(r) + stroke.map_or(0.0, |(_, w)| self.layout.len(w) / 2.0);
        let path = Path::new(|b| {
            b.circle(centre, self.layout.len(r));
            mark_ink(b, Rectangle::new(centre, Size::ZERO).expand(ink));
        });
        self.shape(&path, fill, stroke);
        let pad = self.layout.len(r + stroke.map_or(0.0, |(_, w)| w));
        self.touch_px(centre, centre, pad);
    }

    fn polygon(
        &mut self,
        points: &[(f32, f32)],
        fill: Option<Color>,
        stroke: Option<(Color, f32)>,
    ) {
        let pixels = points.iter().map(|&p| self.layout.point(p));
        let ink = crate::gui::repaint_guard::bounds_of(pixels.clone())
            .map(|b| b.expand(stroke.map_or(0.0, |(_, w)| self.layout.len(w) * 2.0)));
        let path = Path::new(|b| {
            for (i, p) in pixels.enumerate() {
                if i == 0 { b.move_to(p) } else { b.line_to(p) }
            }
            b.close();
            if let Some(ink) = ink {
                mark_ink(b, ink);
            }
        });
        self.shape(&path, fill, stroke);
        self.guard(points, stroke.map_or(0.0, |(_, w)| w));
        self.touch(points, stroke.map_or(0.0, |(_, w)| w));
    }

    fn line(&mut self, from: (f32, f32), to: (f32, f32), color: Color, width: f32) {
        self.guard(&[from, to], width);
        self.touch(&[from, to], width);
        let (a, b) = (self.layout.point(from), self.layout.point(to));
        let ink = crate::gui::repaint_guard::bounds_of([a, b])
            .map(|r| r.expand(self.layout.len(width) / 2.0));
        let path = Path::new(|p| {
            p.move_to(a);
            p.line_to(b);
            if let Some(ink) = ink {
                mark_ink(p, ink);
            }
        });
        self.frame.stroke(
            &path,
            Stroke::default()
                .with_color(color)
                .with_width(self.layout.len(width)),
        );
    }

    fn shape(&mut self, path: &Path, fill: Option<Color>, stroke: Option<(Color, f32)>) {
        if let Some(fill) = fill {
            self.frame.fill(path, fill);
        }
        if let Some((color, width)) = stroke {
            self.frame.stroke(
                path,
                Stroke::default()
                    .with_color(color)
                    .with_width(self.layout.len(width)),
            );
        }
    }

    fn text(
        &mut self,
        content: &str,
        at: (f32, f32),
        size: f32,
        color: Color,
        font: Font,
        max_width: f32,
    ) {
        let position = self.layout.point(at);
        // the box the word may take over the canvas (`canvas_words` draws it within it): the
        // piece it belongs to is repainted over it when it changes
        let (w, h) = (
            self.layout.width(max_width),
            self.layout.len(size).max(6.0) * 1.05 * 4.0,
        );
        self.touch_px(
            iced::Point::new(position.x - w / 2.0, position.y - h / 2.0),
            iced::Point::new(position.x + w / 2.0, position.y + h / 2.0),
            0.0,
        );
        let text = Text {
            content: content.to_string(),
            position,
            max_width: self.layout.width(max_width),
            color,
            size: Pixels(self.layout.len(size).max(6.0)),
            line_height: LineHeight::Relative(1.05),
            font,
            align_x: Alignment::Center,
            align_y: Vertical::Center,
            shaping: Shaping::Advanced,
        };
        self.frame.fill_text(text);
    }
}

fn with_alpha(c: Color, a: f32) -> Color {
    Color { a: c.a * a, ..c }
}

fn net_color(colors: &MapColors, net: TechNet) -> Color {
    match net {
        TechNet::Main => colors.tech_main,
        TechNet::Red => colors.tech_red,
        TechNet::Blue => colors.tech_blue,
    }
}

impl ShipMap<'_> {
    /// The hull: a rounded rectangle, filled in [`HULL_PIECES`] pieces that overlap by a pixel.
    /// The renderer fills a shape whole, through a mask, for any rectangle it repaints across
    /// it: one hull-sized fill was half the cost of repainting a room (issue 57). The hull's
    /// colour is opaque, so where the pieces overlap nothing shows.
    fn paint_hull(&self, p: &mut Painter<'_>) {
        let top_left = p.layout.point((-14.0, 18.0));
        let size = Size::new(p.layout.width(1028.0), p.layout.len(648.0));
        let r = p.layout.len(40.0);
        let (cols, rows) = HULL_PIECES;
        for (col, row) in (0..cols).flat_map(|c| (0..rows).map(move |r| (c, r))) {
            // from one cut to the next, each cut inside the hull overlapped by half a pixel
            // on each side
            let span = |i: usize, n: usize, from: f32, len: f32| {
                let cut = |k: usize| from + len * k as f32 / n as f32;
                let pad = |k: usize| if k == 0 || k == n { 0.0 } else { 0.5 };
                (cut(i) - pad(i), cut(i + 1) + pad(i + 1))
            };
            let (x0, x1) = span(col, cols, top_left.x, size.width);
            let (y0, y1) = span(row, rows, top_left.y, size.height);
            let corner = |across: bool, down: bool| if across && down { r } else { 0.0 };
            let (left, right, top, bottom) = (col == 0, col + 1 == cols, row == 0, row + 1 == rows);
            let radius = iced::border::Radius {
                top_left: corner(left, top),
                top_right: corner(right, top),
                bottom_right: corner(right, bottom),
                bottom_left: corner(left, bottom),
            };
            let piece = Rectangle::new(iced::Point::new(x0, y0), Size::new(x1 - x0, y1 - y0));
            let path = Path::new(|b| {
                b.rounded_rectangle(piece.position(), piece.size(), radius);
                mark_ink(b, piece);
            });
            p.frame.fill(&path, self.colors.hull);
        }
    }

    /// The technical entrances, over the rooms: drawn from the board alone.
    fn paint_entrances(&self, p: &mut Painter<'_>) {
        let c = self.colors;
        for tag in layout::tech_tags(self.board) {
            marks::tech_entrance(p, tag.at, &tag.numbers, net_color(&c, tag.network), &c);
        }
    }

    /// The fading rings around what just changed, between the hull and the board layer, so they
    /// show as halos around rooms and corridors.
    fn paint_flash(&self, p: &mut Painter<'_>) {
        let c = self.colors;
        for line in layout::corridor_lines(self.board) {
            if self.overlay.flash_corridors.contains(&line.id) {
                p.line(line.from, line.to, with_alpha(c.flash, self.flash), 14.0);
            }
        }
        for slot in &self.board.slots {
            if self.overlay.flash_slots.contains(&slot.id) {
                let center = (f32::from(slot.x), f32::from(slot.y));
                p.polygon(
                    &layout::hexagon(center, ROOM_RADIUS + 9.0),
                    Some(with_alpha(c.flash, self.flash * 0.8)),
                    None,
                );
            }
        }
    }

    /// The outline of room `id` (none for `None`), `width` wide, in `ring`'s cached layer,
    /// bounded by what the outline touches (no two rooms' outlines have the same bounds, so new
    /// bounds are a new outline and the cache draws it again).
    fn ring(
        &self,
        renderer: &Renderer,
        ring: &canvas::Cache,
        id: Option<SlotId>,
        width: f32,
        layout: Layout,
        origin: iced::Point,
    ) -> Geometry {
        let hexagon = id
            .and_then(|id| self.board.slot(id))
            .map(|slot| layout::hexagon((f32::from(slot.x), f32::from(slot.y)), ROOM_RADIUS));
        let bounds = hexagon
            .as_ref()
            .and_then(|h| crate::gui::repaint_guard::bounds_of(h.iter().map(|&p| layout.point(p))))
            .map(|b| crate::gui::repaint_guard::reach_in(b, layout.len(width) / 2.0, origin))
            .unwrap_or_default();
        let c = self.colors.selected;
        ring.draw_with_bounds(renderer, bounds, |frame| {
            if let Some(hexagon) = &hexagon {
                Painter::new(frame, layout, None).polygon(hexagon, None, Some((c, width)));
            }
        })
    }

    /// The noise space of the network at `index` in the board's list.
    fn paint_noise_space(&self, p: &mut Painter<'_>, index: usize) {
        let c = self.colors;
        let Some(space) = self.board.noise_spaces.get(index) else {
            return;
        };
        let (net, at) = (space.network, (f32::from(space.x), f32::from(space.y)));
        let noisy = self.overlay.tech_noise.contains(&net);
        let color = net_color(&c, net);
        marks::tech_space(p, at, color, noisy, &c);
        p.text(
            &self.labels.tech,
            (at.0, at.1 + 31.0),
            11.0 * self.text_scale,
            c.text_dim,
            fonts::REGULAR,
            120.0,
        );
    }

    /// The corridors' lines and their number tags: drawn from the board alone.
    fn paint_corridor_lines(&self, p: &mut Painter<'_>) {
        let c = self.colors;
        for line in layout::corridor_lines(self.board) {
            p.line(line.from, line.to, c.corridor, 6.0);
            for (at, numbers) in &line.tags {
                p.circle(*at, TAG_RADIUS, Some(c.tag), Some((c.corridor, 1.5)));
                let size = if numbers.len() > 1 { 10.0 } else { 14.0 };
                p.text(numbers, *at, size, c.text, fonts::BOLD, 30.0);
            }
        }
    }

    /// A corridor's door and noise marker.
    fn paint_corridor_marks(&self, p: &mut Painter<'_>, line: &layout::CorridorLine) {
        let c = self.colors;
        let state = self
            .overlay
            .corridors
            .get(&line.id)
            .copied()
            .unwrap_or_default();
        marks::door(p, line.middle(), line.angle(), state.door, &c);
        if state.noise {
            marks::noise(p, line.noise_spot(state.door != Door::None), &c);
        }
    }

    fn paint_room(&self, p: &mut Painter<'_>, id: SlotId) {
        let c = self.colors;
        let Some(slot) = self.board.slot(id) else {
            return;
        };
        let center = (f32::from(slot.x), f32::from(slot.y));
        let state = self.overlay.slots.get(&id).cloned().unwrap_or_default();
        let fixed = match slot.kind {
            SlotKind::Fixed { room } => Some(room),
            _ => None,
        };
        let room = state.room.or(fixed);
        let explored = state.explored || fixed.is_some();
        let fill = match (fixed, explored) {
            (Some(_), _) => c.room_fixed,
            (None, true) => c.room,
            (None, false) => c.room_unexplored,
        };
        let hex = layout::hexagon(center, ROOM_RADIUS);
        p.polygon(&hex, Some(fill), Some((c.outline, 2.0)));
        if state.airlock {
            marks::airlock(p, center, ROOM_RADIUS - 5.0, &c);
        }

        // printed slot number, and the room "1"/"2" group while the tile is face down
        p.text(
            &id.to_string(),
            (center.0, center.1 - 27.0),
            number_size(self.text_scale),
            c.text_dim,
            fonts::BOLD,
            60.0,
        );
        match room {
            Some(kind) => {
                let name = self
                    .labels
                    .rooms
                    .get(&kind)
                    .map(String::as_str)
                    .unwrap_or("");
                let (size, max_width) = name_size(name, self.text_scale, p.layout.stretch);
                p.text(
                    name,
                    (center.0, center.1 - NAME_ABOVE),
                    size,
                    c.text,
                    fonts::BOLD,
                    max_width,
                );
            }
            None => {
                let group = match slot.kind {
                    SlotKind::Room1 => "1",
                    SlotKind::Room2 => "2",
                    SlotKind::Fixed { .. } => "",
                };
                p.circle(
                    (center.0, center.1 - 2.0),
                    12.0,
                    None,
                    Some((c.text_dim, 1.5)),
                );
                p.text(
                    group,
                    (center.0, center.1 - 2.0),
                    14.0,
                    c.text_dim,
                    fonts::BOLD,
                    30.0,
                );
            }
        }

        // fire (left) and malfunction (right) badges on the upper rim
        if state.fire {
            marks::fire(p, (center.0 - 27.0, center.1 - 22.0), &c);
        }
        if state.malfunction {
            marks::malfunction(p, (center.0 + 27.0, center.1 - 22.0), &c);
        }

        // the lower half holds one centred row (two when crowded) of: the eggs (light ovals,
        // with their count), the characters (numbered discs in the colour of their ring), the
        // intruders (red squares: a red ring's disc looked like one), the remains (carcasses
        // as diamonds and corpses as lying bodies, grey, with their count). Eggs and remains sat at the name's sides once
        // and covered the end of a long name.
        enum Chip {
            Eggs(u8),
            Character(String, Color, Color),
            Intruder(String),
            Lair(String),
            Carcasses(u8),
            Corpses(u8),
        }
        let mut chips: Vec<Chip> = Vec::new();
        if state.eggs > 0 {
            chips.push(Chip::Eggs(state.eggs));
        }
        chips.extend(state.characters.iter().map(|&n| {
            match self.overlay.rings.get(usize::from(n).wrapping_sub(1)) {
                Some(&ring) => Chip::Character(n.to_string(), rings::fill(ring), rings::ink(ring)),
                None => Chip::Character(n.to_string(), c.character, Color::BLACK),
            }
        }));
        chips.extend(state.intruders.iter().map(|k| {
            let short: String = self.labels.intruders.get(k).cloned().unwrap_or_default();
            if *k == crate::rules::ids::IntruderKind::Lair {
                Chip::Lair(short)
            } else {
                Chip::Intruder(short)
            }
        }));
        if state.carcasses > 0 {
            chips.push(Chip::Carcasses(state.carcasses));
        }
        if state.corpses > 0 {
            chips.push(Chip::Corpses(state.corpses));
        }
        let per_row = 4;
        // every chip is drawn: a crowded room takes a third row rather than hiding its remains
        for (i, chip) in chips.iter().enumerate() {
            let row = (i / per_row) as f32;
            let in_row = chips
                .len()
                .saturating_sub(i / per_row * per_row)
                .min(per_row) as f32;
            let col = (i % per_row) as f32;
            let x = center.0 + (col - (in_row - 1.0) / 2.0) * 20.5;
            let y = center.1 + figures_y(self.text_scale) + row * 19.0;
            match chip {
                Chip::Eggs(n) => marks::eggs(p, (x, y), *n, &c),
                Chip::Character(label, fill, ink) => {
                    marks::figure(p, (x, y), label, *fill, *ink, &c)
                }
                Chip::Intruder(label) => marks::intruder(p, (x, y), label, &c),
                Chip::Lair(label) => marks::lair(p, (x, y), label, &c),
                Chip::Carcasses(n) => marks::carcasses(p, (x, y), *n, &c),
                Chip::Corpses(n) => marks::corpses(p, (x, y), *n, &c),
            }
        }
    }

    /// The escape pods at dock `dock` (0 for A, 1 for B) with the dock's name: the spots of
    /// [`layout::POD_SPOTS`] alternate between the docks.
    fn paint_dock(&self, p: &mut Painter<'_>, dock: usize) {
        let c = self.colors;
        let spots = layout::POD_SPOTS.iter().zip(self.overlay.pods_at_spots());
        for (&at, pod) in spots.skip(dock).step_by(2) {
            marks::pod(p, at, pod.map(|pod| (pod.number, pod.state)), &c);
        }
        let Some(name) = self.labels.pods.get(dock) else {
            return;
        };
        let y = layout::POD_SPOTS.get(dock).map_or(-8.0, |s| s.1);
        p.text(
            name,
            (480.0, y),
            13.0 * self.text_scale,
            c.text_dim,
            fonts::REGULAR,
            200.0,
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::gui::i18n::Language;

    /// Issue 39 item 13: every Void Seeder and the Lair had the same blank red square; and in
    /// English a Lurker and a Lair would both read "L". Within each box the squares differ.
    #[test]
    fn each_intruder_of_a_box_has_its_own_mark_in_every_language() {
        for language in [Language::En, Language::Ko, Language::Ja] {
            let i18n = I18n::new(language).unwrap_or_else(|e| panic!("{e:?}"));
            let labels = MapLabels::new(&i18n);
            for kinds in [
                &IntruderKind::MINIATURES[..],
                &IntruderKind::CARNOMORPHS[..],
                &IntruderKind::VOID_SEEDERS[..],
            ] {
                let marks: Vec<&String> = kinds
                    .iter()
                    .map(|k| labels.intruders.get(k).unwrap_or_else(|| panic!("{k:?}")))
                    .collect();
                let mut distinct = marks.clone();
                distinct.sort();
                distinct.dedup();
                assert_eq!(distinct.len(), marks.len(), "{language:?}: {marks:?}");
                assert!(marks.iter().all(|m| !m.is_empty()));
            }
        }
    }

    /// Issue 55: 第1/第3エンジン and コックピット ran over their hexagons' outline at the largest
    /// text size, sized for the width across the corners wherever they were drawn. Every room
    /// name of every language, at every text size and sideways stretch, keeps its widest line
    /// (as the map measures it) inside the hexagon at the height of its outermost line, and a
    /// two-line name's width lets the painter break it into no more than two lines.
    #[test]
    fn every_room_name_stays_inside_its_hexagon() {
        use crate::gui::theme::TextSize;
        for language in [Language::En, Language::Ko, Language::Ja] {
            let i18n = I18n::new(language).unwrap_or_else(|e| panic!("{e:?}"));
            let labels = MapLabels::new(&i18n);
            for size in TextSize::ALL {
                let ts = text_scale(size.typography().body);
                for stretch in [1.0, 1.15, layout::MAX_STRETCH] {
                    for name in labels.rooms.values() {
                        let (s, max_width) = name_size(name, ts, stretch);
                        let lines = if max_width >= ROOM_RADIUS * 1.8 * 1.2 - 1e-3 {
                            1
                        } else {
                            2
                        };
                        let ems = 1.0 / layout::fit_text(name, f32::MAX, 1.0, lines);
                        // the hexagon's width where the outermost line's letters end
                        let reach = NAME_ABOVE + ink_height(name) / 2.0 * lines as f32 * s;
                        let inside = 2.0 * ROOM_RADIUS - 2.0 * reach / 3f32.sqrt();
                        assert!(
                            ems * s <= stretch * inside + 1e-3,
                            "{language:?} {size:?} stretch {stretch}: {name} at {s:.1} is {:.1} wide, the hexagon {:.1}",
                            ems * s,
                            stretch * inside
                        );
                        if lines == 2 {
                            // the painter's width holds the widest line of the best break
                            assert!(ems * s <= max_width * stretch + 1e-3, "{name}");
                            assert!(s <= two_line_cap(ts) + 1e-3);
                        }
                    }
                }
            }
        }
    }
}
