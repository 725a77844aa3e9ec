//! The facility as the players built it: the frame's hex spaces (by section), the rooms placed so
//! far with their markers, intruders and marines, and the corridors between them with their
//! numbers, doors, noise markers and intruders. Drawn once per change and kept in a cache; a tap
//! on a room names it.

use super::words;
use crate::gui::i18n::I18n;
use crate::gui::theme::MapColors;
use crate::rules::retaliation::map::{Dir, Door, Hex, Intruder, Section};
use crate::rules::retaliation::{MarineStatus, RKind, RetaliationState, tables};
use iced::alignment::Vertical;
use iced::widget::canvas::{self, Frame, Geometry, Path, Stroke, Text};
use iced::widget::text::{LineHeight, Shaping};
use iced::{Alignment, Color, Pixels, Point, Rectangle, Renderer, Size, Theme, mouse};
use std::cell::RefCell;

const SQRT3: f32 = 1.732_050_8;

/// Where the frame sits in a canvas of some size: the hex size and the offset of space (0, 0).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Fit {
    pub size: f32,
    pub origin: Point,
}

impl Fit {
    /// The largest hexes that fit `cells` in `bounds`.
    pub fn of(bounds: Size, cells: &[Hex]) -> Fit {
        let (mut x0, mut x1, mut y0, mut y1) = (f32::MAX, f32::MIN, f32::MAX, f32::MIN);
        for h in cells {
            let (x, y) = unit(*h);
            x0 = x0.min(x - SQRT3 / 2.0);
            x1 = x1.max(x + SQRT3 / 2.0);
            y0 = y0.min(y - 1.0);
            y1 = y1.max(y + 1.0);
        }
        if cells.is_empty() {
            return Fit {
                size: 1.0,
                origin: Point::ORIGIN,
            };
        }
        let size = (bounds.width / (x1 - x0)).min(bounds.height / (y1 - y0)) * 0.98;
        let w = (x1 - x0) * size;
        let h = (y1 - y0) * size;
        Fit {
            size,
            origin: Point::new(
                (bounds.width - w) / 2.0 - x0 * size,
                (bounds.height - h) / 2.0 - y0 * size,
            ),
        }
    }

    /// What the map shows: the rooms placed so far and every frame space next to them, so the
    /// hexes are as large as the facility allows (early in the game they are large enough to
    /// read from across the table) and grow smaller only as the facility grows.
    pub fn cells(state: &RetaliationState) -> Vec<Hex> {
        let Ok(t) = tables() else {
            return Vec::new();
        };
        let mut cells: Vec<Hex> = Vec::new();
        for r in state.map.rooms.values() {
            for h in std::iter::once(r.cell).chain(Dir::ALL.iter().map(|d| r.cell.step(*d))) {
                if t.frame.spaces.contains_key(&h) && !cells.contains(&h) {
                    cells.push(h);
                }
            }
        }
        cells
    }

    pub fn centre(&self, h: Hex) -> Point {
        let (x, y) = unit(h);
        Point::new(self.origin.x + x * self.size, self.origin.y + y * self.size)
    }

    /// The room's name size in pixels: a share of the hex, never below the chosen text size.
    pub fn name_size(&self, text_px: f32) -> f32 {
        (self.size * 0.19).max(text_px * 0.8).min(self.size * 0.3)
    }
}

/// A space's centre for hexes of size 1 (pointy top).
fn unit(h: Hex) -> (f32, f32) {
    let (q, r) = (f32::from(h.q), f32::from(h.r));
    (SQRT3 * (q + r / 2.0), 1.5 * r)
}

fn hexagon(c: Point, size: f32) -> Path {
    Path::new(|b| {
        for i in 0..6 {
            let a = std::f32::consts::PI / 180.0 * (60.0 * i as f32 - 30.0);
            let p = Point::new(c.x + size * a.cos(), c.y + size * a.sin());
            if i == 0 { b.move_to(p) } else { b.line_to(p) }
        }
        b.close();
    })
}

/// A room was tapped.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Tapped(pub u8);

pub struct FacilityMap<'a> {
    pub state: &'a RetaliationState,
    pub i18n: &'a I18n,
    pub colors: MapColors,
    /// The body text size in pixels (the map's words never go below it).
    pub text_px: f32,
    pub selected: Option<u8>,
    /// The space a room is about to be placed on (the tiles question).
    pub target: Option<Hex>,
    pub cache: &'a MapCache,
    /// Changes whenever anything drawn may have changed (the command count, the language…).
    pub version: u64,
}

#[derive(Default)]
pub struct MapCache {
    cache: canvas::Cache,
    /// The corridors' badges on their own layer: a layer's text is drawn over all its shapes,
    /// so the badges' backgrounds could not cover the rooms' words in one layer.
    badges: canvas::Cache,
    drawn: RefCell<Option<(u64, Option<u8>, u32)>>,
}

impl std::fmt::Debug for MapCache {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("MapCache")
    }
}

impl<M> canvas::Program<M> for FacilityMap<'_>
where
    M: From<Tapped>,
{
    type State = ();

    fn update(
        &self,
        _state: &mut (),
        event: &canvas::Event,
        bounds: Rectangle,
        cursor: mouse::Cursor,
    ) -> Option<canvas::Action<M>> {
        match event {
            canvas::Event::Mouse(mouse::Event::ButtonPressed(mouse::Button::Left)) => {
                let p = cursor.position_in(bounds)?;
                let fit = Fit::of(bounds.size(), &Fit::cells(self.state));
                let room = self.state.map.rooms.values().find(|r| {
                    let c = fit.centre(r.cell);
                    (c.x - p.x).hypot(c.y - p.y) < fit.size * 0.85
                })?;
                Some(canvas::Action::publish(M::from(Tapped(room.id))).and_capture())
            }
            _ => None,
        }
    }

    fn draw(
        &self,
        _state: &(),
        renderer: &Renderer,
        _theme: &Theme,
        bounds: Rectangle,
        _cursor: mouse::Cursor,
    ) -> Vec<Geometry> {
        let key = (self.version, self.selected, self.text_px.to_bits());
        // (the target follows the version: it changes only with a step)
        {
            let mut drawn = self.cache.drawn.borrow_mut();
            if *drawn != Some(key) {
                self.cache.cache.clear();
                self.cache.badges.clear();
                *drawn = Some(key);
            }
        }
        let fit = Fit::of(bounds.size(), &Fit::cells(self.state));
        vec![
            self.cache.cache.draw(renderer, bounds.size(), |frame| {
                self.paint(frame, fit);
            }),
            self.cache.badges.draw(renderer, bounds.size(), |frame| {
                self.paint_badges(frame, fit);
            }),
        ]
    }
}

/// A square of half-side `r` around `p`.
fn square(p: Point, r: f32) -> Rectangle {
    Rectangle::new(Point::new(p.x - r, p.y - r), Size::new(2.0 * r, 2.0 * r))
}

/// Where a room's words sit (its number, name, markers and intruders), around its centre `p`.
fn room_words(p: Point, s: f32) -> Rectangle {
    Rectangle::new(
        Point::new(p.x - s * 0.65, p.y - s * 0.72),
        Size::new(s * 1.3, s * 1.05),
    )
}

/// A corridor's intruder pill beside its badge (centre `mid`, radius `r`): right, left, below or
/// above, whichever covers the least of `taken`; right when nothing is in the way.
pub(super) fn tag_spot(mid: Point, r: f32, pill: Size, taken: &[Rectangle]) -> Rectangle {
    let gap = r * 0.1;
    let at = |x: f32, y: f32| {
        Rectangle::new(
            Point::new(x - pill.width / 2.0, y - pill.height / 2.0),
            pill,
        )
    };
    let candidates = [
        at(mid.x + r + gap + pill.width / 2.0, mid.y),
        at(mid.x - r - gap - pill.width / 2.0, mid.y),
        at(mid.x, mid.y + r + gap + pill.height / 2.0),
        at(mid.x, mid.y - r - gap - pill.height / 2.0),
    ];
    let covered = |spot: &Rectangle| -> f32 {
        taken
            .iter()
            .filter_map(|t| t.intersection(spot))
            .map(|i| i.width * i.height)
            .sum()
    };
    candidates
        .into_iter()
        .fold(None, |best: Option<(Rectangle, f32)>, spot| {
            let c = covered(&spot);
            match best {
                Some((_, b)) if b <= c => best,
                _ => Some((spot, c)),
            }
        })
        .map_or(candidates[0], |(spot, _)| spot)
}

fn section_tint(s: Section) -> Color {
    match s {
        Section::A => Color::from_rgb8(0x3a, 0x6e, 0xa5),
        Section::B => Color::from_rgb8(0x4e, 0x8f, 0x5a),
        Section::C => Color::from_rgb8(0xa5, 0x5a, 0x3a),
    }
}

fn alpha(c: Color, a: f32) -> Color {
    Color { a, ..c }
}

/// The size at which `text` fits in two lines of `width` pixels (never above `size`): wide
/// scripts count a full em a character, others about half. A line holds whole characters, so
/// the longer half is rounded up to the next em (11 kana make lines of 6 and 5, never 5, 5
/// and a third line of 1 that runs into the room's number).
pub fn fit_two_lines(text: &str, size: f32, width: f32) -> f32 {
    let ems = ems(text);
    if ems * size <= width {
        return size;
    }
    size.min(width / (ems / 2.0).ceil() * 0.95)
}

/// What a marine's disc says: the first letter of the name, or the player number when two
/// names start alike (the default P1, P2… would all read "P").
pub(super) fn disc_label(st: &RetaliationState, who: usize) -> String {
    let initial = |i: usize| words::marine(st, i).chars().next();
    let mine = initial(who);
    let shared = (0..st.marines.len()).any(|i| i != who && initial(i) == mine);
    match mine {
        Some(c) if !shared => c.to_string(),
        _ => (who + 1).to_string(),
    }
}

/// A name on two lines: at the space nearest its middle, or else after its middle character.
pub(super) fn two_line_name(name: &str) -> String {
    let chars: Vec<char> = name.chars().collect();
    let middle = chars.len() as f32 / 2.0;
    let space = chars
        .iter()
        .enumerate()
        .filter(|(_, c)| c.is_whitespace())
        .min_by(|(a, _), (b, _)| {
            (*a as f32 - middle)
                .abs()
                .total_cmp(&(*b as f32 - middle).abs())
        })
        .map(|(i, _)| i);
    match space {
        Some(i) => {
            let (a, b) = chars.split_at(i);
            format!(
                "{}\n{}",
                a.iter().collect::<String>(),
                b[1..].iter().collect::<String>()
            )
        }
        None => {
            // never a line that starts with a mark that may not begin one (ー, small kana…)
            let mut at = chars.len() / 2;
            while at > 1
                && chars
                    .get(at)
                    .is_some_and(|c| "ーァィゥェォッャュョ、。)」".contains(*c))
            {
                at -= 1;
            }
            let (a, b) = chars.split_at(at);
            format!(
                "{}\n{}",
                a.iter().collect::<String>(),
                b.iter().collect::<String>()
            )
        }
    }
}

/// A text's width in ems, roughly: wide scripts a full em a character, others about half.
fn ems(text: &str) -> f32 {
    text.chars()
        .map(|c| if (c as u32) >= 0x2E80 { 1.0 } else { 0.56 })
        .sum()
}

/// "A×2 D L": the intruders in a place, largest first.
pub fn intruder_tags(t: &I18n, v: &[Intruder]) -> String {
    let mut out = Vec::new();
    for k in [RKind::Queen, RKind::Drone, RKind::Adult, RKind::Larva] {
        let n = v.iter().filter(|i| i.kind == k).count();
        if n == 0 {
            continue;
        }
        let name = words::kind(t, k);
        out.push(if n > 1 { format!("{name}×{n}") } else { name });
    }
    out.join(" ")
}

impl FacilityMap<'_> {
    fn text(&self, frame: &mut Frame, s: &str, at: Point, size: f32, color: Color, width: f32) {
        frame.fill_text(Text {
            content: s.to_string(),
            position: at,
            max_width: width,
            color,
            size: Pixels(size.max(8.0)),
            line_height: LineHeight::Relative(1.05),
            font: crate::gui::fonts::BOLD,
            align_x: Alignment::Center.into(),
            align_y: Vertical::Center,
            shaping: Shaping::Advanced,
        });
    }

    fn paint(&self, frame: &mut Frame, fit: Fit) {
        let Ok(tb) = tables() else {
            return;
        };
        let st = self.state;
        let c = self.colors;
        let s = fit.size;
        let name_px = fit.name_size(self.text_px);
        // the frame around the facility: empty spaces by section
        let shown = Fit::cells(st);
        for (h, sec) in tb.frame.spaces.iter().filter(|(h, _)| shown.contains(h)) {
            let p = fit.centre(*h);
            if self.target == Some(*h) {
                frame.fill(&hexagon(p, s * 0.97), alpha(c.selected, 0.35));
            }
            let path = hexagon(p, s * 0.97);
            frame.fill(&path, alpha(section_tint(*sec), 0.12));
            frame.stroke(
                &path,
                Stroke::default()
                    .with_color(alpha(section_tint(*sec), 0.5))
                    .with_width(1.5),
            );
            if st.map.room_at(*h).is_none() {
                self.text(
                    frame,
                    &format!("{sec:?}"),
                    p,
                    s * 0.35,
                    alpha(c.text_dim, 0.35),
                    s,
                );
            }
        }
        // corridors under the rooms
        for cor in st.map.corridors.values() {
            let (a, b) = cor.ends();
            let (pa, pb) = (fit.centre(a), fit.centre(b));
            let unexplored = st.map.room_at(b).is_none();
            let width = s * 0.16;
            let color = if unexplored {
                alpha(c.corridor, 0.7)
            } else {
                c.corridor
            };
            frame.stroke(
                &Path::line(pa, pb),
                Stroke::default().with_color(color).with_width(width),
            );
            if unexplored {
                self.text(frame, "?", pb, s * 0.5, c.text_dim, s);
            }
        }
        // rooms
        for room in st.map.rooms.values() {
            let p = fit.centre(room.cell);
            let path = hexagon(p, s * 0.86);
            let hidden = room.id == crate::rules::retaliation::HIBERNATORIUM
                && !st.facility.hibernatorium_discovered;
            frame.fill(&path, if hidden { c.room_unexplored } else { c.room });
            let border = if self.selected == Some(room.id) {
                (c.selected, s * 0.08)
            } else if room.fire {
                (c.fire, s * 0.07)
            } else {
                (alpha(section_tint(room.section), 0.9), s * 0.04)
            };
            frame.stroke(
                &path,
                Stroke::default().with_color(border.0).with_width(border.1),
            );
            self.text(
                frame,
                &room.id.to_string(),
                Point::new(p.x, p.y - s * 0.6),
                name_px,
                c.text_dim,
                s,
            );
            let name = words::room_name(self.i18n, room.id);
            let name_size = fit_two_lines(&name, name_px, s * 1.3);
            // a name on two lines sits a little higher and pushes the markers down; never up
            // into the room's number (small hexes: the number's bottom is close to the name)
            let two_lines = ems(&name) * name_size > s * 1.3;
            let (name_y, marks_y) = if two_lines {
                (-0.36, name_size * 0.55)
            } else {
                (-0.32, 0.0)
            };
            let half_block = if two_lines { 1.05 } else { 0.525 } * name_size;
            let number_bottom = -0.6 * s + 0.5 * name_px.max(8.0);
            let below_number = (number_bottom + half_block + 1.0 - s * name_y).max(0.0);
            let marks_y = marks_y + below_number;
            // broken by us where the layout above expects it: left to the renderer, a name
            // judged two lines could stay on one and the markers would sit lower than it
            let name = if two_lines {
                two_line_name(&name)
            } else {
                name
            };
            self.text(
                frame,
                &name,
                Point::new(p.x, p.y + s * name_y + below_number),
                name_size,
                c.text,
                s * 1.3,
            );
            // markers on one line
            let mut marks: Vec<(String, Color)> = Vec::new();
            if room.fire {
                marks.push((crate::tr!(self.i18n, "rt-map-fire"), c.fire));
            }
            if room.malfunction {
                marks.push((crate::tr!(self.i18n, "rt-map-malfunction"), c.malfunction));
            }
            if room.secure > 0 {
                marks.push((
                    crate::tr!(self.i18n, "rt-map-secure", n = room.secure),
                    c.text,
                ));
            }
            let nest = tb.rooms.get(&room.id).is_some_and(|f| f.name == "nest");
            if nest && st.facility.eggs > 0 {
                marks.push((
                    crate::tr!(self.i18n, "rt-map-eggs", n = st.facility.eggs),
                    c.text,
                ));
            }
            if room.id == st.facility.robot_room {
                marks.push((crate::tr!(self.i18n, "rt-map-robot"), c.text));
            }
            // each line below the one above it: a two-line name pushes the markers down, and
            // the markers push the intruders and then the marines
            let mut below_marks = p.y + s * 0.2;
            for (row, pair) in marks.chunks(2).enumerate() {
                let n = pair.len() as f32;
                for (i, (m, col)) in pair.iter().enumerate() {
                    let x = p.x + (i as f32 - (n - 1.0) / 2.0) * s * 0.62;
                    let y = p.y - s * 0.04 + marks_y + row as f32 * name_px * 0.9;
                    let size = (name_px * 0.8).min(s * 0.58 / ems(m));
                    self.text(frame, m, Point::new(x, y), size, *col, s * 0.9);
                    below_marks = below_marks.max(y + name_px * 1.0);
                }
            }
            let mut marines_y = p.y + s * 0.41;
            if !room.intruders.is_empty() {
                let tags = intruder_tags(self.i18n, &room.intruders);
                // one line, smaller if it must be: a wrapped line would run into the marines
                let size = name_px.min(s * 1.05 / ems(&tags));
                self.text(
                    frame,
                    &tags,
                    Point::new(p.x, below_marks),
                    size,
                    c.intruder,
                    s * 1.4,
                );
                // the discs stay inside the hexagon (its bottom edge is 0.74 down)
                marines_y = marines_y
                    .max(below_marks + size * 0.5 + s * 0.14)
                    .min(p.y + s * 0.58);
            }
            // marines: a disc with each one's player number, in a row near the bottom of the room
            // (a fallen marine in co-op: a hollow disc, the model laid down)
            let here: Vec<(String, bool)> = st
                .marines
                .iter()
                .enumerate()
                .filter(|(_, m)| {
                    m.room == room.id
                        && matches!(
                            m.status,
                            MarineStatus::Inside | MarineStatus::InLander | MarineStatus::Fallen
                        )
                })
                .map(|(i, m)| (disc_label(st, i), m.status == MarineStatus::Fallen))
                .collect();
            let n = here.len() as f32;
            for (i, (initial, fallen)) in here.iter().enumerate() {
                let at = Point::new(p.x + (i as f32 - (n - 1.0) / 2.0) * s * 0.28, marines_y);
                if *fallen {
                    frame.fill(&Path::circle(at, s * 0.125), c.hull);
                    frame.stroke(
                        &Path::circle(at, s * 0.11),
                        Stroke::default()
                            .with_color(c.character)
                            .with_width(s * 0.025),
                    );
                    self.text(frame, initial, at, s * 0.16, c.character, s * 0.25);
                } else {
                    frame.fill(&Path::circle(at, s * 0.125), c.character);
                    self.text(frame, initial, at, s * 0.16, c.hull, s * 0.25);
                }
            }
        }
    }

    /// Corridor badges on top: number, noise, door, intruders.
    fn paint_badges(&self, frame: &mut Frame, fit: Fit) {
        let st = self.state;
        let c = self.colors;
        let s = fit.size;
        let name_px = fit.name_size(self.text_px);
        for cor in st.map.corridors.values() {
            let (a, b) = cor.ends();
            let (pa, pb) = (fit.centre(a), fit.centre(b));
            let mid = Point::new((pa.x + pb.x) / 2.0, (pa.y + pb.y) / 2.0);
            let r = s * 0.23;
            // the door as the ship's map draws it, across the corridor and under its badge: the
            // bar runs along the rooms' shared edge, away from their names
            if let Some(d) = cor.door {
                let door = match d {
                    Door::Open => crate::gui::map::Door::Open,
                    Door::Closed => crate::gui::map::Door::Closed,
                    Door::Destroyed => crate::gui::map::Door::Destroyed,
                };
                let along = (pb.y - pa.y).atan2(pb.x - pa.x);
                // the closed bar spans the shared edge (15 units each side = half an edge)
                crate::gui::map::door_across(frame, mid, along, s * 0.5 / 15.0, door, &c);
            }
            let ring = if cor.noise_marker {
                (c.noise, s * 0.07)
            } else {
                (c.outline, s * 0.02)
            };
            frame.fill(&Path::circle(mid, r), c.hull);
            frame.stroke(
                &Path::circle(mid, r),
                Stroke::default().with_color(ring.0).with_width(ring.1),
            );
            self.text(
                frame,
                &cor.id.to_string(),
                Point::new(mid.x, mid.y - r * 0.3),
                name_px * 0.85,
                c.text,
                r * 2.0,
            );
            let noise = match cor.deadly {
                Some(d) if st.config.deadly => format!("{}/{}", cor.noise, d),
                _ => cor.noise.to_string(),
            };
            self.text(
                frame,
                &noise,
                Point::new(mid.x, mid.y + r * 0.45),
                name_px * 0.7,
                c.noise,
                r * 2.0,
            );
            if cor.reinforced {
                self.text(
                    frame,
                    "■",
                    Point::new(mid.x + r * 1.2, mid.y),
                    name_px * 0.8,
                    c.tag,
                    r,
                );
            }
        }
        // the corridors' intruders, each on a dark pill beside its badge, on the side where it
        // covers the least of the other badges, the rooms' words and the pills already placed
        let mut taken: Vec<Rectangle> = st
            .map
            .corridors
            .values()
            .map(|cor| {
                let (a, b) = cor.ends();
                let (pa, pb) = (fit.centre(a), fit.centre(b));
                let mid = Point::new((pa.x + pb.x) / 2.0, (pa.y + pb.y) / 2.0);
                square(mid, s * 0.23)
            })
            .collect();
        taken.extend(
            st.map
                .rooms
                .values()
                .map(|r| room_words(fit.centre(r.cell), s)),
        );
        for cor in st.map.corridors.values() {
            if cor.intruders.is_empty() {
                continue;
            }
            let (a, b) = cor.ends();
            let (pa, pb) = (fit.centre(a), fit.centre(b));
            let mid = Point::new((pa.x + pb.x) / 2.0, (pa.y + pb.y) / 2.0);
            let tags = intruder_tags(self.i18n, &cor.intruders);
            let size = name_px * 0.85;
            let pill = Size::new(ems(&tags) * size + size * 0.6, size * 1.4);
            let spot = tag_spot(mid, s * 0.23, pill, &taken);
            taken.push(spot);
            frame.fill(
                &Path::rounded_rectangle(spot.position(), spot.size(), (size * 0.4).into()),
                alpha(c.hull, 0.92),
            );
            self.text(
                frame,
                &tags,
                spot.center(),
                size,
                c.intruder,
                pill.width + size,
            );
        }
    }
}
