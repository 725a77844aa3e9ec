//! The facility as the players built it: the frame's hex spaces (by section), the rooms placed so
//! far with their markers, intruders and marines, and the corridors between them with their
//! numbers, doors, noise markers and intruders. Drawn once per change and kept in a cache; a tap
//! on a room names it.

mod cache;

pub use cache::MapCache;

use super::words;
use crate::gui::canvas_words::Pen;
use crate::gui::i18n::{I18n, NO_LINE_START};
use crate::gui::theme::MapColors;
pub use crate::present::retaliation::figures::{
    Figure, disc_label, intruder_figures, kind_initial, unit,
};
use crate::rules::retaliation::map::{Corridor, Door, Hex, Intruder, Room, Section};
use crate::rules::retaliation::{MarineStatus, RKind, RetaliationState, tables};
use iced::alignment::Vertical;
use iced::widget::canvas::{self, Frame, Geometry, Path, Stroke, Text};
use iced::widget::text::{LineHeight, Shaping};
use iced::{Alignment, Color, Pixels, Point, Rectangle, Renderer, Size, Theme, mouse};

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

    /// What the map shows: the rooms placed so far and the spaces their unexplored corridors
    /// lead to (a "?" where a tile will go), so the hexes are as large as the facility allows
    /// (early in the game large enough to read from across the table) and grow smaller only as
    /// the facility grows. Empty frame spaces nothing leads to are left out (issue 38: they
    /// made the map a row taller and every room smaller).
    pub fn cells(state: &RetaliationState) -> Vec<Hex> {
        let mut cells: Vec<Hex> = state.map.rooms.values().map(|r| r.cell).collect();
        for cor in state.map.corridors.values() {
            let (a, b) = cor.ends();
            for h in [a, b] {
                if state.space(h).is_some() && !cells.contains(&h) {
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

    /// The side of a figure (an intruder square, a marine disc): its letter is at least the
    /// room name's size where the hex allows, the same however many kinds arrive.
    pub fn figure_size(&self, text_px: f32) -> f32 {
        (self.name_size(text_px) * 1.3).min(self.size * 0.32)
    }
}

/// A hexagon of `size` around `c`; its path's bounds reach as far as a stroke of up to a tenth
/// of its size does (see [`crate::gui::repaint_guard::mark_ink`]).
fn hexagon(c: Point, size: f32) -> Path {
    Path::new(|b| {
        for i in 0..6 {
            let a = std::f32::consts::PI / 180.0 * (60.0 * i as f32 - 30.0);
            let p = Point::new(c.x + size * a.cos(), c.y + size * a.sin());
            if i == 0 { b.move_to(p) } else { b.line_to(p) }
        }
        b.close();
        crate::gui::repaint_guard::mark_ink(b, square(c, size * 1.06));
    })
}

/// A line from `a` to `b` whose path's bounds reach as far as its stroke `width` wide does.
fn inked_line(a: Point, b: Point, width: f32) -> Path {
    Path::new(|p| {
        p.move_to(a);
        p.line_to(b);
        if let Some(ink) = crate::gui::repaint_guard::bounds_of([a, b]) {
            crate::gui::repaint_guard::mark_ink(p, ink.expand(width / 2.0));
        }
    })
}

/// A circle whose path's bounds reach as far as its stroke `width` wide does.
fn inked_circle(c: Point, r: f32, width: f32) -> Path {
    Path::new(|p| {
        p.circle(c, r);
        crate::gui::repaint_guard::mark_ink(p, square(c, r + width / 2.0));
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
        self.cache.follow(self);
        let fit = Fit::of(bounds.size(), &Fit::cells(self.state));
        self.cache.layers(self, renderer, bounds, fit)
    }
}

impl FacilityMap<'_> {
    /// The selected room's border, over the rooms and under the corridors' badges; not cached,
    /// so that choosing another room redraws the two borders alone (an empty frame when none
    /// is selected, so that the badges' layer keeps its place in the renderer's list).
    fn selection(&self, renderer: &Renderer, size: Size, fit: Fit) -> Geometry {
        let mut frame = Frame::new(renderer, size);
        if let Some(room) = self
            .selected
            .and_then(|id| self.state.map.rooms.values().find(|r| r.id == id))
        {
            let s = fit.size;
            let (centre, r, width) = (fit.centre(room.cell), s * 0.86, s * 0.08);
            frame.stroke(
                &hexagon(centre, r),
                Stroke::default()
                    .with_color(self.colors.selected)
                    .with_width(width),
            );
            // the border's outer half and edge are repainted when it moves on
            crate::gui::repaint_guard::guard(
                &mut frame,
                Point::new(centre.x - r, centre.y - r),
                Point::new(centre.x + r, centre.y + r),
                width / 2.0,
            );
        }
        frame.into_geometry()
    }
}

/// A square of half-side `r` around `p`.
fn square(p: Point, r: f32) -> Rectangle {
    Rectangle::new(Point::new(p.x - r, p.y - r), Size::new(2.0 * r, 2.0 * r))
}

/// Where a room's words and figures sit (its number, name, markers, intruders and marines),
/// around its centre `p`.
fn room_words(p: Point, s: f32) -> Rectangle {
    Rectangle::new(
        Point::new(p.x - s * 0.65, p.y - s * 0.72),
        Size::new(s * 1.3, s * 1.44),
    )
}

/// What a corridor's intruder pill should keep off, and how much covering it costs: a room's
/// number or another badge costs most (a table reads the room by its number), a room's name
/// next, the rest of a room's words and figures least.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) struct Keep {
    pub(super) area: Rectangle,
    pub(super) weight: f32,
}

impl Keep {
    pub(super) const NUMBER: f32 = 20.0;
    pub(super) const BADGE: f32 = 10.0;
    pub(super) const NAME: f32 = 5.0;
    pub(super) const WORDS: f32 = 1.0;
}

/// A corridor's intruder pill beside its badge (centre `mid`, radius `r`): right, left, below or
/// above, whichever covers least of what `taken` keeps (weighted); right when nothing is in the
/// way.
pub(super) fn tag_spot(mid: Point, r: f32, pill: Size, taken: &[Keep]) -> Rectangle {
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
            .filter_map(|t| {
                t.area
                    .intersection(spot)
                    .map(|i| i.width * i.height * t.weight)
            })
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

/// Where a room's number is drawn (centre `p`, hex size `s`, number size `name_px`).
pub(super) fn number_area(p: Point, s: f32, name_px: f32, number: &str) -> Rectangle {
    let half_w = ems(number) * name_px / 2.0 + 2.0;
    let half_h = name_px * 0.6;
    Rectangle::new(
        Point::new(p.x - half_w, p.y - s * 0.6 - half_h),
        Size::new(2.0 * half_w, 2.0 * half_h),
    )
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
    // sized for the lines the map will draw: its own break, at a space or a word's edge
    let widest = two_line_name(text)
        .lines()
        .map(self::ems)
        .fold(0.0, f32::max);
    size.min(width / widest.max(1.0) * 0.95)
}

/// A name on two lines: at the space nearest its middle, or else after its middle character.
pub(super) fn two_line_name(name: &str) -> String {
    // the map breaks its names itself: the joiners that steer the panels' wrapping go
    let chars: Vec<char> = name.chars().filter(|c| !zero_width(*c)).collect();
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
            // Japanese: at a word's edge nearest the middle, where the script changes (生命維持|
            // システム, スプリンクラー|制御室) or before ルーム (コールドスリープ|ルーム); never a
            // line that starts with a mark that may not begin one (ー, small kana…)
            if let Some(at) = word_edge(&chars) {
                let (a, b) = chars.split_at(at);
                return format!(
                    "{}\n{}",
                    a.iter().collect::<String>(),
                    b.iter().collect::<String>()
                );
            }
            let mut at = chars.len() / 2;
            while at > 1 && chars.get(at).is_some_and(|c| NO_LINE_START.contains(*c)) {
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

/// Where a name written without spaces breaks best: the word edge nearest its middle (a change
/// of script, or before ルーム), leaving at least two characters on each line.
fn word_edge(chars: &[char]) -> Option<usize> {
    #[derive(PartialEq)]
    enum Script {
        Kanji,
        Kana,
        Other,
    }
    let script = |c: char| match c as u32 {
        0x4E00..=0x9FFF => Script::Kanji,
        0x3040..=0x30FF => Script::Kana,
        _ => Script::Other,
    };
    let room: Vec<char> = "ルーム".chars().collect();
    let middle = chars.len() as f32 / 2.0;
    (2..chars.len().saturating_sub(1))
        .filter(|&i| !NO_LINE_START.contains(chars[i]))
        .filter(|&i| script(chars[i - 1]) != script(chars[i]) || chars[i..].starts_with(&room))
        .min_by(|a, b| {
            (*a as f32 - middle)
                .abs()
                .total_cmp(&(*b as f32 - middle).abs())
        })
}

/// A text's width in ems, roughly: wide scripts a full em a character, others about half.
fn ems(text: &str) -> f32 {
    text.chars()
        .filter(|c| !zero_width(*c))
        .map(|c| if (c as u32) >= 0x2E80 { 1.0 } else { 0.56 })
        .sum()
}

/// Marks that take no room: the word joiners the translations carry (Korean and Japanese words
/// kept whole), which counted as half an em each and shrank every Korean and Japanese room name.
fn zero_width(c: char) -> bool {
    matches!(c, '\u{200B}'..='\u{200F}' | '\u{2060}' | '\u{FEFF}')
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

/// A figure's letter, as a share of its side.
pub const FIGURE_LETTER: f32 = 0.78;

/// Where a room's rows of figures start: under its name, and lower by the count badge's reach
/// when a square carries one (the badge sits on the square's upper corner and reached up into
/// the name's last line: 「제어실 A」 under a 성² in the five-player walk).
pub fn figures_start(words: &RoomWords, figs: &[Figure], side: f32) -> f32 {
    let counted = figs
        .iter()
        .any(|f| matches!(f, Figure::Intruders { count, .. } if *count > 1));
    words.figures_top() + if counted { side * BADGE_REACH } else { 0.0 }
}

/// A square's count badge: its radius and its digit's size, in sides. Issue 54: at 0.3 and
/// 0.42 a count was about 7 px at half size (what a reader across the table sees), the one
/// number of a room nobody could read.
pub const BADGE_RADIUS: f32 = 0.36;
pub const BADGE_DIGIT: f32 = 0.54;

/// How far a square's count badge reaches above the square, in sides.
pub const BADGE_REACH: f32 = 0.85 * 0.5 + BADGE_RADIUS - 0.5;

/// Where a room's name goes (relative to the room's centre) and how it is broken: under the
/// room's number, on one line or two, never up into the number.
#[derive(Debug, Clone, PartialEq)]
pub struct RoomWords {
    /// The name as drawn (with a line break when on two lines).
    pub name: String,
    pub name_size: f32,
    /// The name's centre, below the room's centre (negative: above it).
    pub name_y: f32,
    /// Half the name's height.
    pub half_height: f32,
    /// Half the widest line's width.
    pub half_width: f32,
}

impl RoomWords {
    pub fn of(name: &str, name_px: f32, s: f32) -> RoomWords {
        let name_size = fit_two_lines(name, name_px, s * 1.3);
        let two_lines = ems(name) * name_size > s * 1.3;
        let name_y = if two_lines { -0.36 } else { -0.32 };
        let half_height = if two_lines { 1.05 } else { 0.525 } * name_size;
        let number_bottom = -0.6 * s + 0.5 * name_px.max(8.0);
        let below_number = (number_bottom + half_height + 1.0 - s * name_y).max(0.0);
        // broken by us where this layout expects it: left to the renderer, a name judged two
        // lines could stay on one and what is below would sit lower than it
        let (name, widest) = if two_lines {
            let broken = two_line_name(name);
            let widest = broken.lines().map(ems).fold(0.0, f32::max);
            (broken, widest)
        } else {
            (name.to_string(), ems(name))
        };
        RoomWords {
            name,
            name_size,
            name_y: s * name_y + below_number,
            half_height,
            half_width: (widest * name_size / 2.0).min(s * 0.65),
        }
    }

    /// Where the rows of markers and figures start: just under the name.
    pub fn figures_top(&self) -> f32 {
        self.name_y + self.half_height + 2.0
    }
}

/// A marker on a room, drawn as a symbol (the legend under the map names each).
#[derive(Debug, Clone, PartialEq)]
pub enum Marker {
    Fire,
    Malfunction,
    /// Secure tokens, how many.
    Secure(u8),
    /// Eggs in the Nest, how many.
    Eggs(u8),
    /// The robot, with the first letter of its name.
    Robot(String),
    /// The Lander, landed at the Landing Zone.
    Lander,
}

fn robot_initial(t: &I18n) -> String {
    crate::tr!(t, "rt-map-robot")
        .chars()
        .find(|c| c.is_alphanumeric())
        .map(String::from)
        .unwrap_or_default()
}

/// One marker of side `side` centred on `at`.
pub fn draw_marker(frame: &mut Pen<'_>, m: &Marker, at: Point, side: f32, c: &MapColors) {
    let h = side / 2.0;
    let outline = Stroke::default().with_color(c.hull).with_width(side * 0.07);
    match m {
        Marker::Fire => {
            let flame = Path::new(|b| {
                b.move_to(Point::new(at.x, at.y - h));
                b.line_to(Point::new(at.x + h * 0.9, at.y + h * 0.8));
                b.line_to(Point::new(at.x - h * 0.9, at.y + h * 0.8));
                b.close();
            });
            frame.fill(&flame, c.fire);
            frame.stroke(&flame, outline);
        }
        Marker::Malfunction => {
            let sq = Path::rectangle(
                Point::new(at.x - h * 0.85, at.y - h * 0.85),
                Size::new(side * 0.85, side * 0.85),
            );
            frame.fill(&sq, c.malfunction);
            frame.stroke(&sq, outline);
            fig_text(frame, "!", at, side * 0.7, Color::BLACK);
        }
        Marker::Secure(n) => {
            // a shield: flat top, pointed bottom
            let shield = Path::new(|b| {
                b.move_to(Point::new(at.x - h * 0.8, at.y - h * 0.85));
                b.line_to(Point::new(at.x + h * 0.8, at.y - h * 0.85));
                b.line_to(Point::new(at.x + h * 0.8, at.y + h * 0.1));
                b.line_to(Point::new(at.x, at.y + h));
                b.line_to(Point::new(at.x - h * 0.8, at.y + h * 0.1));
                b.close();
            });
            frame.fill(&shield, c.text);
            frame.stroke(&shield, outline);
            fig_text(
                frame,
                &n.to_string(),
                Point::new(at.x, at.y - h * 0.1),
                side * 0.6,
                Color::BLACK,
            );
        }
        Marker::Eggs(n) => {
            let egg = Path::new(|b| {
                for i in 0..=24 {
                    let a = std::f32::consts::TAU * i as f32 / 24.0;
                    let rx = if a.sin() < 0.0 { h * 0.62 } else { h * 0.72 };
                    let p = Point::new(at.x + rx * a.cos(), at.y + h * a.sin());
                    if i == 0 { b.move_to(p) } else { b.line_to(p) }
                }
                b.close();
            });
            frame.fill(&egg, c.text);
            frame.stroke(&egg, outline);
            fig_text(frame, &n.to_string(), at, side * 0.6, Color::BLACK);
        }
        Marker::Robot(initial) => {
            let body = Path::rounded_rectangle(
                Point::new(at.x - h * 0.85, at.y - h * 0.85),
                Size::new(side * 0.85, side * 0.85),
                (side * 0.18).into(),
            );
            frame.fill(&body, c.text_dim);
            frame.stroke(&body, outline);
            fig_text(frame, initial, at, side * 0.6, Color::BLACK);
        }
        Marker::Lander => {
            // a craft seen from above: a nose, swept wings, a notched tail
            let craft = Path::new(|b| {
                b.move_to(Point::new(at.x, at.y - h));
                b.line_to(Point::new(at.x + h * 0.9, at.y + h * 0.6));
                b.line_to(Point::new(at.x + h * 0.25, at.y + h * 0.35));
                b.line_to(Point::new(at.x, at.y + h * 0.9));
                b.line_to(Point::new(at.x - h * 0.25, at.y + h * 0.35));
                b.line_to(Point::new(at.x - h * 0.9, at.y + h * 0.6));
                b.close();
            });
            frame.fill(&craft, Color::WHITE);
            frame.stroke(&craft, outline);
        }
    }
}

/// Where the figures of a room go: their side and their centres relative to the room's centre.
#[derive(Debug, Clone, PartialEq)]
pub struct FigureRows {
    pub side: f32,
    pub spots: Vec<Point>,
}

/// Lays `n` figures of side `side` (smaller only if they cannot fit) in rows inside a room of
/// hex size `s`, starting `top` below its centre and ending above the hexagon's lower corners
/// and the corridor badges there.
pub fn figure_rows(n: usize, side: f32, s: f32, top: f32) -> FigureRows {
    if n == 0 {
        return FigureRows {
            side,
            spots: Vec::new(),
        };
    }
    let bottom = s * 0.72;
    let mut side = side;
    loop {
        let pitch = side * 1.12;
        let mut spots = Vec::with_capacity(n);
        let mut y = top;
        let mut fits = true;
        while spots.len() < n {
            let lower = y + pitch;
            let hw = row_half_width(y + (pitch - side) / 2.0, lower - (pitch - side) / 2.0, s);
            let room_for = if hw < side / 2.0 {
                0
            } else {
                ((2.0 * (hw - side / 2.0)) / pitch).floor() as usize + 1
            };
            if room_for == 0 || lower > bottom {
                fits = false;
                break;
            }
            let in_row = room_for.min(n - spots.len());
            for col in 0..in_row {
                spots.push(Point::new(
                    (col as f32 - (in_row as f32 - 1.0) / 2.0) * pitch,
                    y + pitch / 2.0,
                ));
            }
            y = lower;
        }
        if fits || side <= s * 0.12 {
            // at the smallest size what does not fit still goes in one more row each
            while spots.len() < n {
                spots.push(Point::new(0.0, y + pitch / 2.0));
                y += pitch;
            }
            return FigureRows { side, spots };
        }
        side *= 0.92;
    }
}

/// How far from the room's centre a row of figures spanning `y0..y1` (below the centre) may
/// reach sideways: inside the room's hexagon (circumradius 0.86 s, pointy top) and clear of the
/// corridor badges (radius 0.23 s) on the middles of its six edges, wherever corridors are.
pub fn row_half_width(y0: f32, y1: f32, s: f32) -> f32 {
    let hex = |y: f32| {
        let y = y.abs();
        if y <= s * 0.43 {
            s * 0.745
        } else {
            ((s * 0.86 - y) * SQRT3).max(0.0)
        }
    };
    let mut hw = hex(y0).min(hex(y1));
    let r = s * 0.235;
    // badges at (±0.866 s, 0) and (±0.433 s, ±0.75 s)
    for (bx, by) in [
        (s * 0.866, 0.0),
        (s * 0.433, s * 0.75),
        (s * 0.433, -s * 0.75),
    ] {
        let dy = by - by.clamp(y0, y1);
        if dy.abs() < r {
            hw = hw.min(bx - (r * r - dy * dy).sqrt());
        }
    }
    hw.max(0.0)
}

fn fig_text(frame: &mut Pen<'_>, s: &str, at: Point, size: f32, color: Color) {
    frame.fill_text(Text {
        content: s.to_string(),
        position: at,
        max_width: size * 4.0,
        color,
        size: Pixels(size.max(8.0)),
        line_height: LineHeight::Relative(1.0),
        font: crate::gui::fonts::BOLD,
        align_x: Alignment::Center.into(),
        align_y: Vertical::Center,
        shaping: Shaping::Advanced,
    });
}

/// The colour a marine is drawn in: player 1's ring colour first, as the base game's defaults.
pub fn marine_colors(who: usize) -> (Color, Color) {
    let ring = crate::rules::ids::Ring::default_for(u8::try_from(who + 1).unwrap_or(1));
    (crate::gui::rings::fill(ring), crate::gui::rings::ink(ring))
}

/// One figure of side `side` centred on `at`.
pub fn draw_figure(frame: &mut Pen<'_>, fig: &Figure, at: Point, side: f32, c: &MapColors) {
    let h = side / 2.0;
    match fig {
        Figure::Intruders { initial, count } => {
            frame.fill(
                &Path::rectangle(Point::new(at.x - h, at.y - h), Size::new(side, side)),
                c.intruder,
            );
            frame.stroke(
                &Path::rectangle(Point::new(at.x - h, at.y - h), Size::new(side, side)),
                Stroke::default().with_color(c.hull).with_width(side * 0.06),
            );
            fig_text(frame, initial, at, side * FIGURE_LETTER, Color::WHITE);
            if *count > 1 {
                // how many: a white disc on the square's upper right corner
                let badge = Point::new(at.x + h * 0.85, at.y - h * 0.85);
                frame.fill(&Path::circle(badge, side * BADGE_RADIUS), Color::WHITE);
                frame.stroke(
                    &Path::circle(badge, side * BADGE_RADIUS),
                    Stroke::default().with_color(c.hull).with_width(side * 0.05),
                );
                fig_text(
                    frame,
                    &count.to_string(),
                    badge,
                    side * BADGE_DIGIT,
                    Color::BLACK,
                );
            }
        }
        Figure::Marine {
            label,
            who,
            fallen,
            asleep,
        } => {
            let (fill, ink) = marine_colors(*who);
            if *asleep {
                // asleep in a pod: the disc dimmed inside a pale blue ring
                frame.fill(&Path::circle(at, h), alpha(fill, 0.4));
                frame.stroke(
                    &Path::circle(at, h),
                    Stroke::default()
                        .with_color(Color::from_rgb(0.6, 0.85, 1.0))
                        .with_width(side * 0.1),
                );
                fig_text(frame, label, at, side * FIGURE_LETTER * 0.92, c.text);
            } else if *fallen {
                // the model laid down: a lying capsule, dimmed, with a dark stripe across
                let size = Size::new(side * 1.05, side * 0.62);
                let corner = Point::new(at.x - size.width / 2.0, at.y - size.height / 2.0);
                let body = Path::rounded_rectangle(corner, size, (size.height / 2.0).into());
                frame.fill(&body, alpha(fill, 0.55));
                frame.stroke(
                    &body,
                    Stroke::default().with_color(c.text).with_width(side * 0.07),
                );
                fig_text(frame, label, at, side * 0.5, c.text);
            } else {
                frame.fill(&Path::circle(at, h), fill);
                frame.stroke(
                    &Path::circle(at, h),
                    Stroke::default().with_color(c.hull).with_width(side * 0.06),
                );
                fig_text(frame, label, at, side * FIGURE_LETTER * 0.92, ink);
            }
        }
    }
}

/// What a room shows: its markers as symbols (fire, malfunction, secure tokens, the Nest's
/// eggs, the robot, the Lander once it has landed), then its figures (the intruders as red
/// squares, one per kind with how many, then the marines in their colours: standing, fallen in
/// co-op, or asleep in a Hibernatorium pod). The legend names each.
pub fn room_contents(
    st: &RetaliationState,
    i18n: &I18n,
    room_id: u8,
) -> (Vec<Marker>, Vec<Figure>) {
    let mut marks: Vec<Marker> = Vec::new();
    let Some(room) = st.map.rooms.get(&room_id) else {
        return (marks, Vec::new());
    };
    if room.fire {
        marks.push(Marker::Fire);
    }
    if room.malfunction {
        marks.push(Marker::Malfunction);
    }
    if room.secure > 0 {
        marks.push(Marker::Secure(room.secure));
    }
    let name = tables()
        .ok()
        .and_then(|tb| tb.rooms.get(&room.id).map(|f| f.name.clone()));
    if name.as_deref() == Some("nest") && st.facility.eggs > 0 {
        marks.push(Marker::Eggs(st.facility.eggs));
    }
    if room.id == st.facility.robot_room {
        marks.push(Marker::Robot(robot_initial(i18n)));
    }
    if room.id == crate::rules::retaliation::LANDING_ZONE
        && st.facility.lander == crate::rules::retaliation::Lander::Landed
    {
        marks.push(Marker::Lander);
    }
    let mut figs: Vec<Figure> = intruder_figures(i18n, &room.intruders);
    figs.extend(
        st.marines
            .iter()
            .enumerate()
            .filter(|(_, m)| {
                m.room == room.id
                    && matches!(
                        m.status,
                        MarineStatus::Inside
                            | MarineStatus::InLander
                            | MarineStatus::Fallen
                            | MarineStatus::Hibernating
                    )
            })
            .map(|(i, m)| Figure::Marine {
                label: disc_label(st, i),
                who: i,
                fallen: m.status == MarineStatus::Fallen,
                asleep: m.status == MarineStatus::Hibernating,
            }),
    );
    (marks, figs)
}

impl FacilityMap<'_> {
    fn text(&self, frame: &mut Pen<'_>, s: &str, at: Point, size: f32, color: Color, width: f32) {
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

    /// The frame's spaces (by section) and the corridors, under the rooms.
    fn paint_ground(&self, frame: &mut Pen<'_>, fit: Fit) {
        let st = self.state;
        let c = self.colors;
        let s = fit.size;
        // the frame around the facility: empty spaces by section
        let shown = Fit::cells(st);
        for (h, sec) in st.spaces().iter().filter(|(h, _)| shown.contains(h)) {
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
                &inked_line(pa, pb, width),
                Stroke::default().with_color(color).with_width(width),
            );
            if unexplored {
                self.text(frame, "?", pb, s * 0.5, c.text_dim, s);
            }
        }
    }

    /// A room with its number, name, markers and figures.
    fn paint_room(&self, frame: &mut Pen<'_>, fit: Fit, room: &Room) {
        let st = self.state;
        let c = self.colors;
        let s = fit.size;
        let name_px = fit.name_size(self.text_px);
        let p = fit.centre(room.cell);
        let path = hexagon(p, s * 0.86);
        let hidden = room.id == crate::rules::retaliation::HIBERNATORIUM
            && !st.facility.hibernatorium_discovered;
        frame.fill(&path, if hidden { c.room_unexplored } else { c.room });
        // (the selected room's border is drawn over this one: see `paint_selected`)
        let border = if room.fire {
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
        let words_at = RoomWords::of(&name, name_px, s);
        self.text(
            frame,
            &words_at.name,
            Point::new(p.x, p.y + words_at.name_y),
            words_at.name_size,
            c.text,
            s * 1.3,
        );
        let (marks, figs) = room_contents(st, self.i18n, room.id);
        let figure = fit.figure_size(self.text_px);
        // the markers lead the same rows, a little smaller: one flow that the hexagon's
        // outline and the corridor badges on its edges leave room for
        let top = figures_start(&words_at, &figs, figure);
        let layout = figure_rows(marks.len() + figs.len(), figure, s, top);
        for (i, at) in layout.spots.iter().enumerate() {
            let at = Point::new(p.x + at.x, p.y + at.y);
            match i.checked_sub(marks.len()) {
                None => draw_marker(frame, &marks[i], at, layout.side * 0.85, &c),
                Some(f) => draw_figure(frame, &figs[f], at, layout.side, &c),
            }
        }
    }

    /// A corridor's badge on top: number, noise, door; and its intruders on a dark pill at
    /// `pill`, beside the badge.
    fn paint_badge(&self, frame: &mut Pen<'_>, fit: Fit, cor: &Corridor, pill: Option<Rectangle>) {
        let st = self.state;
        let c = self.colors;
        let s = fit.size;
        let name_px = fit.name_size(self.text_px);
        let (a, b) = cor.ends();
        let (pa, pb) = (fit.centre(a), fit.centre(b));
        let mid = Point::new((pa.x + pb.x) / 2.0, (pa.y + pb.y) / 2.0);
        let r = s * 0.23;
        // the door as the ship's map draws it, across the corridor and under its badge: the
        // bar runs along the rooms' shared edge, away from their names
        if let Some(d) = cor.door {
            use crate::gui::door_marks::{self, DoorMark};
            let door = match d {
                Door::Open => DoorMark::Open,
                Door::Closed => DoorMark::Closed,
                Door::Destroyed => DoorMark::Destroyed,
            };
            let along = (pb.y - pa.y).atan2(pb.x - pa.x);
            // the closed bar spans the shared edge (15 units each side = half an edge)
            let unit = s * 0.5 / 15.0;
            let at = |q: (f32, f32)| Point::new(mid.x + q.0 * unit, mid.y + q.1 * unit);
            door_marks::draw(frame, at, unit, (0.0, 0.0), along, door, &c);
        }
        let ring = if cor.noise_marker {
            (c.noise, s * 0.07)
        } else {
            (c.outline, s * 0.02)
        };
        let circle = inked_circle(mid, r, ring.1);
        frame.fill(&circle, c.hull);
        frame.stroke(
            &circle,
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
            name_px * 0.8,
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
        // the corridor's intruders, on a dark pill beside its badge
        if let Some(spot) = pill {
            let figs = intruder_figures(self.i18n, &cor.intruders);
            let side = fit.figure_size(self.text_px);
            let gap = side * 0.15;
            frame.fill(
                &Path::rounded_rectangle(spot.position(), spot.size(), (gap * 2.0).into()),
                alpha(c.hull, 0.92),
            );
            for (i, fig) in figs.iter().enumerate() {
                let at = Point::new(
                    spot.x + gap + side / 2.0 + i as f32 * (side + gap),
                    spot.center_y(),
                );
                draw_figure(frame, fig, at, side, &c);
            }
        }
    }
}

/// Where each corridor's intruder pill goes: beside its badge, on the side where it covers the
/// least of the rooms' numbers, the other badges and pills, the rooms' names and their other
/// words, in that order of cost.
pub(super) fn corridor_pills<'a>(
    st: &'a RetaliationState,
    fit: Fit,
    i18n: &I18n,
    text_px: f32,
) -> Vec<(&'a Corridor, Rectangle)> {
    let s = fit.size;
    let name_px = fit.name_size(text_px);
    let mid_of = |cor: &Corridor| {
        let (a, b) = cor.ends();
        let (pa, pb) = (fit.centre(a), fit.centre(b));
        Point::new((pa.x + pb.x) / 2.0, (pa.y + pb.y) / 2.0)
    };
    let keep = |area, weight| Keep { area, weight };
    let mut taken: Vec<Keep> = st
        .map
        .corridors
        .values()
        .map(|cor| keep(square(mid_of(cor), s * 0.23), Keep::BADGE))
        .collect();
    for r in st.map.rooms.values() {
        let p = fit.centre(r.cell);
        taken.push(keep(room_words(p, s), Keep::WORDS));
        taken.push(keep(
            number_area(p, s, name_px, &r.id.to_string()),
            Keep::NUMBER,
        ));
        let words_at = RoomWords::of(&words::room_name(i18n, r.id), name_px, s);
        taken.push(keep(
            Rectangle::new(
                Point::new(
                    p.x - words_at.half_width,
                    p.y + words_at.name_y - words_at.half_height,
                ),
                Size::new(2.0 * words_at.half_width, 2.0 * words_at.half_height),
            ),
            Keep::NAME,
        ));
    }
    let side = fit.figure_size(text_px);
    let gap = side * 0.15;
    let mut pills = Vec::new();
    for cor in st.map.corridors.values() {
        if cor.intruders.is_empty() {
            continue;
        }
        let n = intruder_figures(i18n, &cor.intruders).len() as f32;
        let pill = Size::new(n * side + (n + 1.0) * gap, side + 2.0 * gap);
        let spot = tag_spot(mid_of(cor), s * 0.23, pill, &taken);
        taken.push(keep(spot, Keep::BADGE));
        pills.push((cor, spot));
    }
    pills
}

/// One figure or marker in a square canvas, for the legend under the map.
struct FigureSymbol {
    figure: Result<Figure, Marker>,
    colors: MapColors,
}

impl<M> canvas::Program<M> for FigureSymbol {
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
        let side = bounds.width.min(bounds.height) * 0.8;
        let at = Point::new(bounds.width / 2.0, bounds.height / 2.0);
        let pen = &mut Pen {
            frame: &mut frame,
            words: None,
        };
        match &self.figure {
            Ok(f) => draw_figure(pen, f, at, side, &self.colors),
            Err(m) => draw_marker(pen, m, at, side * 0.85, &self.colors),
        }
        vec![frame.into_geometry()]
    }
}

/// What the map's figures mean: a square per intruder kind with its letter, a marine's disc and
/// a fallen marine, drawn exactly as the map draws them.
pub fn figures_line<'a, M: 'a>(
    ctx: crate::gui::widgets::Ctx<'_>,
    colors: MapColors,
) -> iced::Element<'a, M> {
    use iced::widget::{canvas as canvas_widget, row};
    let size = ctx.ty.body * 1.6;
    let t = ctx.i18n;
    let mut entries: Vec<(Result<Figure, Marker>, String)> =
        [RKind::Queen, RKind::Drone, RKind::Adult, RKind::Larva]
            .into_iter()
            .map(|k| {
                (
                    Ok(Figure::Intruders {
                        initial: kind_initial(t, k),
                        count: 1,
                    }),
                    words::kind(t, k),
                )
            })
            .collect();
    entries.push((
        Ok(Figure::Intruders {
            initial: kind_initial(t, RKind::Adult),
            count: 2,
        }),
        crate::tr!(t, "rt-legend-count"),
    ));
    entries.push((
        Ok(Figure::Marine {
            label: "1".into(),
            who: 0,
            fallen: false,
            asleep: false,
        }),
        crate::tr!(t, "rt-legend-marine"),
    ));
    entries.push((
        Ok(Figure::Marine {
            label: "1".into(),
            who: 0,
            fallen: true,
            asleep: false,
        }),
        crate::tr!(t, "rt-legend-fallen"),
    ));
    entries.push((
        Ok(Figure::Marine {
            label: "1".into(),
            who: 0,
            fallen: false,
            asleep: true,
        }),
        crate::tr!(t, "rt-legend-asleep"),
    ));
    entries.push((Err(Marker::Lander), crate::tr!(t, "rt-legend-lander")));
    entries.push((Err(Marker::Fire), crate::tr!(t, "rt-map-fire")));
    entries.push((
        Err(Marker::Malfunction),
        crate::tr!(t, "rt-map-malfunction"),
    ));
    entries.push((Err(Marker::Secure(1)), crate::tr!(t, "rt-legend-secure")));
    entries.push((Err(Marker::Eggs(2)), crate::tr!(t, "rt-legend-eggs")));
    entries.push((
        Err(Marker::Robot(robot_initial(t))),
        crate::tr!(t, "rt-map-robot"),
    ));
    let mut line = row![].spacing(ctx.ty.space * 1.2);
    for (figure, words) in entries {
        line = line.push(
            row![
                canvas_widget(FigureSymbol { figure, colors })
                    .width(iced::Length::Fixed(size))
                    .height(iced::Length::Fixed(size)),
                crate::gui::widgets::small(ctx, words),
            ]
            .spacing(ctx.ty.space * 0.4)
            .align_y(iced::Alignment::Center),
        );
    }
    line.wrap().into()
}
