//! Geometry of the schematic map: where rooms, corridor tags and technical entrances go. Pure
//! functions over the board, in the board's 1000 × 684 space; the window fits it to its widget
//! and the phones' page to its SVG.

use crate::rules::board::Board;
use crate::rules::ids::{CorridorId, SlotId, TechNet};
use std::f32::consts::{PI, TAU};

/// The part of board space the map shows: the board plus a margin for the pod docks.
pub const VIEW_LEFT: f32 = -20.0;
pub const VIEW_TOP: f32 = -26.0;
pub const VIEW_WIDTH: f32 = 1040.0;
pub const VIEW_HEIGHT: f32 = 734.0;

/// Room hexagon radius in board units (side B's engines are 91 units apart).
pub const ROOM_RADIUS: f32 = 43.0;
/// Radius of the round number tags at corridor ends.
pub const TAG_RADIUS: f32 = 11.5;

/// How much wider than the printed board the map may be drawn. A window wider than the board's
/// proportions (the map alone on a 16:9 screen) would otherwise leave bands of empty space at the
/// sides; spreading the rooms sideways into it widens every hexagon, and the room names, which are
/// bound by the hexagons' width, grow with it.
pub const MAX_STRETCH: f32 = 1.3;

pub fn slot_pos(board: &Board, slot: SlotId) -> (f32, f32) {
    board
        .slot(slot)
        .map(|s| (f32::from(s.x), f32::from(s.y)))
        .unwrap_or_default()
}

/// A font size (board units) at which `text` fits `max_width` in at most `lines` lines, broken
/// where the renderer may break it: at spaces, and in Korean and Japanese text between two
/// characters no word joiner holds together (the translations keep Korean words and Japanese
/// runs of one script whole, see `i18n::keep_japanese_words_whole`).
pub fn fit_text(text: &str, size: f32, max_width: f32, lines: usize) -> f32 {
    let joiner = crate::present::i18n::WORD_JOINER;
    let em = |c: char| -> f32 {
        if c == joiner {
            0.0
        } else if matches!(c, 'i' | 'l' | 'j' | 'I' | '.' | ',' | ':') {
            // the narrow letters of the bold sans: "Hibernatorium" was sized as if every
            // letter were an n and fitted smaller than it draws
            0.3
        } else if matches!(c, 't' | 'r' | 'f') {
            0.42
        } else if matches!(c, 'm' | 'w' | 'M' | 'W') {
            0.9
        } else if c.is_ascii_uppercase() || c.is_ascii_digit() {
            0.68
        } else if c.is_ascii() {
            if c == ' ' { 0.26 } else { 0.58 }
        } else if c.is_alphabetic() && (c as u32) < 0x1100 {
            0.55
        } else {
            1.0
        }
    };
    // the pieces a line may end after: words between spaces, split again between two wide
    // characters (or a wide one and another) that no joiner holds together
    let wide = |c: char| (c as u32) >= 0x1100;
    let mut pieces: Vec<f32> = Vec::new();
    let mut current = 0.0f32;
    let mut previous: Option<char> = None;
    for c in text.chars() {
        if c.is_whitespace() {
            if current > 0.0 {
                pieces.push(current);
            }
            current = 0.0;
            previous = None;
            continue;
        }
        if c != joiner
            && let Some(p) = previous
            && p != joiner
            && (wide(p) || wide(c))
            && current > 0.0
        {
            pieces.push(current);
            current = 0.0;
        }
        current += em(c);
        previous = Some(c);
    }
    if current > 0.0 {
        pieces.push(current);
    }
    let space = em(' ');
    let total: f32 = pieces.iter().sum::<f32>() + space * pieces.len().saturating_sub(1) as f32;
    let longest = pieces.iter().copied().fold(0.0, f32::max);
    let needed = match lines {
        0 | 1 => total,
        2 => {
            // the best place to break in two: the widest line as narrow as it can be
            let mut best = total;
            let mut left = 0.0;
            for (i, w) in pieces
                .iter()
                .enumerate()
                .take(pieces.len().saturating_sub(1))
            {
                left += w + if i > 0 { space } else { 0.0 };
                best = best.min(left.max(total - left - space));
            }
            best.max(longest)
        }
        n => (total / n as f32).max(longest),
    };
    if needed <= 0.0 {
        size
    } else {
        size.min(max_width / needed)
    }
}

/// The six corners of a flat-topped hexagon.
pub fn hexagon(center: (f32, f32), radius: f32) -> [(f32, f32); 6] {
    std::array::from_fn(|i| {
        let a = PI / 3.0 * i as f32;
        (center.0 + radius * a.cos(), center.1 + radius * a.sin())
    })
}

/// One corridor as drawn: the segment between its rooms' edges, shifted sideways when two
/// corridors join the same rooms (side B's double corridors), and the spots of its number tags.
#[derive(Debug, Clone, PartialEq)]
pub struct CorridorLine {
    pub id: CorridorId,
    pub from: (f32, f32),
    pub to: (f32, f32),
    /// Tag position and printed numbers at each end, in the order of the board file.
    pub tags: [((f32, f32), String); 2],
}

impl CorridorLine {
    pub fn middle(&self) -> (f32, f32) {
        (
            (self.from.0 + self.to.0) / 2.0,
            (self.from.1 + self.to.1) / 2.0,
        )
    }

    pub fn angle(&self) -> f32 {
        (self.to.1 - self.from.1).atan2(self.to.0 - self.from.0)
    }

    /// Where a noise marker goes: the middle of a corridor without a door; beside the door
    /// otherwise, halfway between the door's bar and the nearer number tag. Where the corridor is
    /// too short for that (side A's 001-003 is barely longer than its two tags), the marker
    /// stands off the line, clear of both tags and of the door's bar. A fixed step along the line
    /// put it on a number tag.
    pub fn noise_spot(&self, has_door: bool) -> (f32, f32) {
        let mid = self.middle();
        let [(a, _), (b, _)] = &self.tags;
        let half = ((b.0 - a.0).powi(2) + (b.1 - a.1).powi(2)).sqrt() / 2.0;
        let along = self.angle();
        let clear = TAG_RADIUS + NOISE_RADIUS + 0.5;
        let step = if has_door {
            ((DOOR_HALF_WIDTH + half - TAG_RADIUS) / 2.0).min(22.0)
        } else {
            0.0
        };
        let fits = half - step >= clear && (!has_door || step >= DOOR_HALF_WIDTH + NOISE_RADIUS);
        if fits {
            return (mid.0 + along.cos() * step, mid.1 + along.sin() * step);
        }
        // off the line, on the side of smaller y (above a level corridor)
        let mut off = (clear.powi(2) - half.powi(2)).max(0.0).sqrt();
        if has_door {
            off = off.max(DOOR_BAR_HALF_LENGTH + NOISE_RADIUS + 1.0);
        }
        let (mut nx, mut ny) = (-along.sin(), along.cos());
        if ny > 0.0 {
            (nx, ny) = (-nx, -ny);
        }
        (mid.0 + nx * off, mid.1 + ny * off)
    }
}

/// Half the thickness and half the length of a closed door's bar across a corridor
/// (marks::door).
const DOOR_HALF_WIDTH: f32 = 4.5;
const DOOR_BAR_HALF_LENGTH: f32 = 15.0;
/// The noise marker's radius (marks::noise).
pub const NOISE_RADIUS: f32 = 8.0;

pub fn corridor_lines(board: &Board) -> Vec<CorridorLine> {
    board
        .corridor_ids()
        .map(|id| {
            let c = board.corridor(id);
            let (a, b) = (c.ends[0].slot, c.ends[1].slot);
            let twins = board.corridors_between(a, b);
            let shift = if twins.len() > 1 {
                let index = twins.iter().position(|&t| t == id).unwrap_or(0) as f32;
                (index - (twins.len() as f32 - 1.0) / 2.0) * ROOM_RADIUS * 0.62
            } else {
                0.0
            };
            let (pa, pb) = (slot_pos(board, a), slot_pos(board, b));
            let (dx, dy) = (pb.0 - pa.0, pb.1 - pa.1);
            let length = dx.hypot(dy).max(1.0);
            let (ux, uy) = (dx / length, dy / length);
            let (nx, ny) = (-uy * shift, ux * shift);
            // start where the shifted line leaves the hexagon (approximated by its inner circle)
            let inset = (ROOM_RADIUS * 0.87).powi(2) - shift * shift;
            let edge = inset.max(0.0).sqrt();
            let from = (pa.0 + nx + ux * edge, pa.1 + ny + uy * edge);
            let to = (pb.0 + nx - ux * edge, pb.1 + ny - uy * edge);
            let tag_at = |p: (f32, f32), dir: f32| {
                let d = TAG_RADIUS * 1.25;
                (p.0 + ux * d * dir, p.1 + uy * d * dir)
            };
            let numbers = |i: usize| {
                c.ends[i]
                    .numbers
                    .iter()
                    .map(u8::to_string)
                    .collect::<Vec<_>>()
                    .join(",")
            };
            CorridorLine {
                id,
                from,
                to,
                tags: [
                    (tag_at(from, 1.0), numbers(0)),
                    (tag_at(to, -1.0), numbers(1)),
                ],
            }
        })
        .collect()
}

/// A technical-corridor entrance as drawn: a tag on the room's rim, away from the corridors.
#[derive(Debug, Clone, PartialEq)]
pub struct TechTag {
    pub slot: SlotId,
    pub network: TechNet,
    pub at: (f32, f32),
    pub numbers: String,
}

pub fn tech_tags(board: &Board) -> Vec<TechTag> {
    let lines = corridor_lines(board);
    let mut out: Vec<TechTag> = Vec::new();
    for e in &board.entrances {
        let center = slot_pos(board, e.slot);
        let angle_to = |p: (f32, f32)| (p.1 - center.1).atan2(p.0 - center.0);
        let mut taken: Vec<f32> = lines
            .iter()
            .flat_map(|l| &l.tags)
            .filter(|(p, _)| (p.0 - center.0).hypot(p.1 - center.1) < ROOM_RADIUS * 2.0)
            .map(|(p, _)| angle_to(*p))
            .collect();
        let near = |p: (f32, f32)| (p.0 - center.0).hypot(p.1 - center.1) < ROOM_RADIUS * 2.6;
        taken.extend(out.iter().filter(|t| near(t.at)).map(|t| angle_to(t.at)));
        // rooms close by (side B's engines are stacked without a corridor between them)
        taken.extend(
            board
                .slots
                .iter()
                .filter(|s| s.id != e.slot)
                .map(|s| (f32::from(s.x), f32::from(s.y)))
                .filter(|&p| near(p))
                .map(angle_to),
        );
        let gap = |a: f32| {
            taken
                .iter()
                .map(|&t| {
                    let d = (a - t).rem_euclid(TAU);
                    d.min(TAU - d)
                })
                .fold(PI, f32::min)
        };
        let best = (0..24)
            .map(|i| i as f32 * TAU / 24.0)
            .max_by(|a, b| gap(*a).total_cmp(&gap(*b)))
            .unwrap_or(0.0);
        let distance = ROOM_RADIUS + TAG_RADIUS * 0.35;
        out.push(TechTag {
            slot: e.slot,
            network: e.network,
            at: (
                center.0 + distance * best.cos(),
                center.1 + distance * best.sin(),
            ),
            numbers: e
                .numbers
                .iter()
                .map(u8::to_string)
                .collect::<Vec<_>>()
                .join(","),
        });
    }
    out
}

/// Centres of the four pod outlines: two at dock A (top edge), two at dock B (bottom edge),
/// in the order pods are placed (A, B, A, B).
pub const POD_SPOTS: [(f32, f32); 4] =
    [(300.0, -8.0), (300.0, 692.0), (370.0, -8.0), (370.0, 692.0)];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::ids::Side;
    #[test]
    fn a_noise_marker_never_covers_a_corridor_number() {
        for side in [Side::A, Side::B] {
            let board = Board::bundled(side).unwrap();
            for line in corridor_lines(&board) {
                for has_door in [false, true] {
                    let at = line.noise_spot(has_door);
                    if has_door {
                        let mid = line.middle();
                        let off = ((at.0 - mid.0).powi(2) + (at.1 - mid.1).powi(2)).sqrt();
                        assert!(
                            off >= DOOR_HALF_WIDTH + NOISE_RADIUS,
                            "{side:?} {:?}: noise on the door ({off:.1})",
                            line.id
                        );
                    }
                    for (tag, numbers) in &line.tags {
                        let gap = ((at.0 - tag.0).powi(2) + (at.1 - tag.1).powi(2)).sqrt();
                        assert!(
                            gap >= TAG_RADIUS + NOISE_RADIUS,
                            "{side:?} {:?} door {has_door}: noise {gap:.1} from tag {numbers}",
                            line.id
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn long_names_get_smaller_but_short_ones_keep_their_size() {
        assert_eq!(fit_text("Nest", 14.0, 75.0, 2), 14.0);
        let long = fit_text("Hibernatorium", 14.0, 75.0, 2);
        // the largest size that fits: at it the name fills the width, any larger would not
        assert!(long < 14.0, "{long}");
        assert!((fit_text("Hibernatorium", long, 75.0, 2) - long).abs() < 1e-3);
        assert!(fit_text("Hibernatorium", long * 1.01, 75.0, 2) < long * 1.01);
        assert!(fit_text("점액으로 뒤덮인 방", 14.0, 50.0, 2) < 14.0);
        assert!(fit_text("점액으로 뒤덮인 방", 14.0, 75.0, 1) < 14.0);
        assert_eq!(fit_text("", 14.0, 75.0, 2), 14.0);
    }

    /// Issue 39 item 15: 「第3エンジ/ン」 at the largest size. Japanese names carry joiners that
    /// keep a run of one script whole, so they break only between runs: the size is worked out
    /// for the break the renderer will make (第3 / エンジン), not for a break mid-word.
    #[test]
    fn japanese_names_are_sized_for_their_word_breaks() {
        use crate::present::i18n::keep_japanese_words_whole as joined;
        let engine = joined("第3エンジン");
        // two lines: 「第3」 and 「エンジン」, the longer 4 ems wide
        let two = fit_text(&engine, 20.0, 60.0, 2);
        assert!((two - 15.0).abs() < 1e-3, "{two}");
        // without joiners a break anywhere was assumed: 3 ems a line, drawn larger than fits
        assert!(fit_text("第3エンジン", 20.0, 60.0, 2) > two);
        // one run cannot break: sized for one line
        let cockpit = joined("コックピット");
        assert!((fit_text(&cockpit, 20.0, 60.0, 2) - 10.0).abs() < 1e-3);
        // a joined Korean word breaks only at its spaces
        let ko = crate::present::i18n::keep_korean_words_whole("점액으로 뒤덮인 방");
        assert!((fit_text(&ko, 20.0, 90.0, 2) - 20.0).abs() < 1e-3);
        assert!(fit_text(&ko, 20.0, 80.0, 2) < 20.0);
    }

    #[test]
    fn rooms_do_not_overlap() {
        for side in [Side::A, Side::B] {
            let board = Board::bundled(side).unwrap();
            for a in &board.slots {
                for b in board.slots.iter().filter(|b| b.id > a.id) {
                    let d =
                        (f32::from(a.x) - f32::from(b.x)).hypot(f32::from(a.y) - f32::from(b.y));
                    assert!(d > 2.0 * ROOM_RADIUS, "{side:?} {} {}", a.id, b.id);
                }
            }
        }
    }

    #[test]
    fn double_corridors_are_drawn_apart() {
        let board = Board::bundled(Side::B).unwrap();
        let lines = corridor_lines(&board);
        let twins = board.corridors_between(SlotId(5), SlotId(8));
        let (a, b) = (&lines[twins[0].0 as usize], &lines[twins[1].0 as usize]);
        let (ma, mb) = (a.middle(), b.middle());
        assert!(
            (ma.0 - mb.0).hypot(ma.1 - mb.1) > TAG_RADIUS * 2.0,
            "{ma:?} {mb:?}"
        );
    }

    #[test]
    fn every_entrance_gets_a_tag_clear_of_corridor_tags() {
        for side in [Side::A, Side::B] {
            let board = Board::bundled(side).unwrap();
            let tags = tech_tags(&board);
            assert_eq!(tags.len(), board.entrances.len());
            let corridor_tags: Vec<(f32, f32)> = corridor_lines(&board)
                .iter()
                .flat_map(|l| l.tags.iter().map(|t| t.0))
                .collect();
            for t in &tags {
                for c in corridor_tags
                    .iter()
                    .chain(tags.iter().filter(|o| *o != t).map(|o| &o.at))
                {
                    let d = (t.at.0 - c.0).hypot(t.at.1 - c.1);
                    assert!(
                        d > TAG_RADIUS * 1.6,
                        "{side:?} entrance at {} too close ({d})",
                        t.slot
                    );
                }
            }
        }
    }
}
