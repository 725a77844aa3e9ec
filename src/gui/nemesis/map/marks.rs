//! The small marks the map draws on rooms, corridors and technical entrances, each drawn by one
//! function around a centre in board units: the map and its legend call the same ones, so the
//! legend shows exactly what the map shows.

use super::Painter;
use crate::gui::fonts;
use crate::gui::theme::MapColors;
use iced::Color;

pub(super) fn fire(p: &mut Painter<'_>, (x, y): (f32, f32), c: &MapColors) {
    p.polygon(
        &[(x, y - 11.0), (x + 9.0, y + 8.0), (x - 9.0, y + 8.0)],
        Some(c.fire),
        Some((c.hull, 1.5)),
    );
}

pub(super) fn malfunction(p: &mut Painter<'_>, (x, y): (f32, f32), c: &MapColors) {
    p.polygon(
        &[
            (x - 8.0, y - 8.0),
            (x + 8.0, y - 8.0),
            (x + 8.0, y + 8.0),
            (x - 8.0, y + 8.0),
        ],
        Some(c.malfunction),
        Some((c.hull, 1.5)),
    );
    p.text("!", (x, y), 13.0, Color::BLACK, fonts::BOLD, 20.0);
}

/// A room the emergency airlock seals: a thick red ring inside its walls with a door-coloured
/// ring inside it, the whole room marked (a badge was too small to read from across the table,
/// and an orange ring alone read as the chosen room's outline).
pub(super) fn airlock(p: &mut Painter<'_>, center: (f32, f32), radius: f32, c: &MapColors) {
    p.polygon(
        &super::layout::hexagon(center, radius),
        None,
        Some((c.intruder, 5.0)),
    );
    p.polygon(
        &super::layout::hexagon(center, radius - 4.5),
        None,
        Some((c.door, 2.0)),
    );
}

/// Eggs in a room: a light egg shape (taller than wide, so it is not taken for a white ring's
/// character disc) with how many.
pub(super) fn eggs(p: &mut Painter<'_>, (x, y): (f32, f32), count: u8, c: &MapColors) {
    let outline: Vec<(f32, f32)> = (0..20)
        .map(|i| {
            let a = std::f32::consts::TAU * i as f32 / 20.0;
            // a little narrower at the top, as an egg
            let rx = if a.sin() < 0.0 { 7.0 } else { 8.0 };
            (x + rx * a.cos(), y + 10.5 * a.sin())
        })
        .collect();
    p.polygon(&outline, Some(c.text), Some((c.hull, 1.5)));
    p.text(
        &count.to_string(),
        (x, y + 1.0),
        12.0,
        c.hull,
        fonts::BOLD,
        20.0,
    );
}

/// Intruder carcasses in a room: a grey diamond with how many.
pub(super) fn carcasses(p: &mut Painter<'_>, (x, y): (f32, f32), count: u8, c: &MapColors) {
    p.polygon(
        &[(x, y - 9.0), (x + 9.0, y), (x, y + 9.0), (x - 9.0, y)],
        Some(c.text_dim),
        Some((c.hull, 1.5)),
    );
    p.text(&count.to_string(), (x, y), 11.0, c.hull, fonts::BOLD, 20.0);
}

/// Character corpses in a room: a grey body lying down (a long, flat hexagon) with how many.
/// Not a diamond: a Carnomorph feeds on carcasses before corpses, so the table must tell them
/// apart (issue 55).
pub(super) fn corpses(p: &mut Painter<'_>, (x, y): (f32, f32), count: u8, c: &MapColors) {
    p.polygon(
        &[
            (x - 10.5, y),
            (x - 6.0, y - 6.5),
            (x + 6.0, y - 6.5),
            (x + 10.5, y),
            (x + 6.0, y + 6.5),
            (x - 6.0, y + 6.5),
        ],
        Some(c.text_dim),
        Some((c.hull, 1.5)),
    );
    p.text(&count.to_string(), (x, y), 11.0, c.hull, fonts::BOLD, 20.0);
}

/// A figure in a room: a character (its number, in its ring's colour) or an intruder.
pub(super) fn figure(
    p: &mut Painter<'_>,
    at: (f32, f32),
    label: &str,
    fill: Color,
    ink: Color,
    c: &MapColors,
) {
    p.circle(at, 10.0, Some(fill), Some((c.hull, 1.5)));
    p.text(label, at, 13.0, ink, fonts::BOLD, 20.0);
}

/// An intruder in a room: a red square with the first letter of its type. Square, not round,
/// because a character with a red ring is a red disc.
pub(super) fn intruder(p: &mut Painter<'_>, (x, y): (f32, f32), label: &str, c: &MapColors) {
    let r = 9.5;
    p.polygon(
        &[
            (x - r, y - r),
            (x + r, y - r),
            (x + r, y + r),
            (x - r, y + r),
        ],
        Some(c.intruder),
        Some((c.hull, 1.5)),
    );
    p.text(label, (x, y), 13.0, Color::WHITE, fonts::BOLD, 20.0);
}

/// A Lair (Void Seeders): a red house-shaped token with its letter, so it is not read as one of
/// the Void Seeders' creatures, which are red squares (issue 55). It never moves.
pub(super) fn lair(p: &mut Painter<'_>, (x, y): (f32, f32), label: &str, c: &MapColors) {
    let r = 9.5;
    p.polygon(
        &[
            (x, y - r - 3.0),
            (x + r + 1.0, y - r + 5.0),
            (x + r, y + r),
            (x - r, y + r),
            (x - r - 1.0, y - r + 5.0),
        ],
        Some(c.intruder),
        Some((c.text, 1.5)),
    );
    p.text(label, (x, y + 1.5), 12.0, Color::WHITE, fonts::BOLD, 20.0);
}

/// A noise marker on a corridor.
pub(super) fn noise(p: &mut Painter<'_>, at: (f32, f32), c: &MapColors) {
    p.circle(
        at,
        super::layout::NOISE_RADIUS,
        Some(c.noise),
        Some((c.hull, 2.0)),
    );
}

/// A technical entrance: a diamond in its network's colour with its corridor numbers.
pub(super) fn tech_entrance(
    p: &mut Painter<'_>,
    (x, y): (f32, f32),
    numbers: &str,
    color: Color,
    c: &MapColors,
) {
    let r = super::TAG_RADIUS * 1.05;
    p.polygon(
        &[(x, y - r), (x + r, y), (x, y + r), (x - r, y)],
        Some(color),
        Some((c.hull, 1.5)),
    );
    p.text(numbers, (x, y), 11.0, Color::BLACK, fonts::BOLD, 30.0);
}

/// A technical network's noise space: a ring in the network's colour, filled when noisy.
pub(super) fn tech_space(
    p: &mut Painter<'_>,
    at: (f32, f32),
    color: Color,
    noisy: bool,
    c: &MapColors,
) {
    p.circle(at, 20.0, noisy.then_some(c.noise), Some((color, 4.0)));
}

/// A door token across a corridor whose line runs at `along` (radians) through `mid`: a thin bar
/// when open, a thick one when closed, a red cross when destroyed.
pub(super) fn door(
    p: &mut Painter<'_>,
    mid: (f32, f32),
    along: f32,
    door: super::Door,
    c: &MapColors,
) {
    use super::Door;
    use crate::gui::door_marks::{self, DoorMark};
    let mark = match door {
        Door::None => return,
        Door::Open => DoorMark::Open,
        Door::Closed => DoorMark::Closed,
        Door::Destroyed => DoorMark::Destroyed,
    };
    let layout = p.layout;
    let unit = layout.len(1.0);
    // the longest bar (15) with the cross's lean (7) and the thickest stroke's half (4.5)
    let centre = layout.point(mid);
    p.touch_px(centre, centre, layout.len(22.0));
    door_marks::draw(
        p.frame.frame,
        |q| layout.point(q),
        unit,
        mid,
        along,
        mark,
        c,
    );
}

/// An escape pod at its dock: an empty outline where no pod is, grey with its number while
/// locked, lit while unlocked, a dim outline struck through once launched (issue 39 item 17:
/// without the stroke a launched pod looked almost like a locked one).
pub(super) fn pod(
    p: &mut Painter<'_>,
    (x, y): (f32, f32),
    pod: Option<(u8, super::PodState)>,
    c: &MapColors,
) {
    use super::PodState;
    let (fill, outline) = match pod.map(|(_, state)| state) {
        None => (None, c.corridor),
        Some(PodState::Locked) => (Some(c.room_unexplored), c.outline),
        Some(PodState::Unlocked) => (Some(c.character), c.outline),
        Some(PodState::Launched) => (None, c.text_dim),
    };
    p.polygon(
        &[
            (x - 24.0, y - 11.0),
            (x + 14.0, y - 11.0),
            (x + 26.0, y),
            (x + 14.0, y + 11.0),
            (x - 24.0, y + 11.0),
        ],
        fill,
        Some((outline, 2.0)),
    );
    if let Some((_, PodState::Launched)) = pod {
        p.line((x - 20.0, y + 9.0), (x + 20.0, y - 9.0), c.text_dim, 2.5);
    }
    if let Some((number, state)) = pod {
        let ink = match state {
            PodState::Unlocked => Color::BLACK,
            PodState::Launched => c.text_dim,
            PodState::Locked => c.text,
        };
        p.text(
            &number.to_string(),
            (x - 2.0, y),
            13.0,
            ink,
            fonts::BOLD,
            30.0,
        );
    }
}
