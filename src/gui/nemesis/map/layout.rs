//! The schematic map fitted to the window's widget, and which room a point of it falls in; the
//! geometry in board units is the screens' shared one (`present::nemesis::map_geometry`).

pub use crate::present::nemesis::map_geometry::*;
use crate::rules::board::Board;
use crate::rules::ids::SlotId;
use iced::{Point, Size, Vector};

/// Maps board space onto the widget, keeping the board's height-to-width proportions up to a
/// sideways stretch ([`MAX_STRETCH`]) and centring. Lengths (line widths, circles, text sizes)
/// follow the vertical scale, so circles stay round; only positions and text widths stretch.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Layout {
    pub scale: f32,
    /// Horizontal positions are multiplied by this on top of `scale` (1 to [`MAX_STRETCH`]).
    pub stretch: f32,
    pub offset: Vector,
}

impl Layout {
    pub fn fit(size: Size) -> Layout {
        let wide = (size.width / size.height.max(1.0)) / (VIEW_WIDTH / VIEW_HEIGHT);
        let stretch = if wide.is_finite() {
            wide.clamp(1.0, MAX_STRETCH)
        } else {
            1.0
        };
        let scale = (size.width / (VIEW_WIDTH * stretch))
            .min(size.height / VIEW_HEIGHT)
            .max(0.01);
        let offset = Vector::new(
            (size.width - VIEW_WIDTH * stretch * scale) / 2.0 - VIEW_LEFT * stretch * scale,
            (size.height - VIEW_HEIGHT * scale) / 2.0 - VIEW_TOP * scale,
        );
        Layout {
            scale,
            stretch,
            offset,
        }
    }

    pub fn point(&self, p: (f32, f32)) -> Point {
        Point::new(
            p.0 * self.scale * self.stretch + self.offset.x,
            p.1 * self.scale + self.offset.y,
        )
    }

    pub fn len(&self, l: f32) -> f32 {
        l * self.scale
    }

    /// A horizontal length (a width), stretched as positions are.
    pub fn width(&self, l: f32) -> f32 {
        l * self.scale * self.stretch
    }

    pub fn to_board(&self, p: Point) -> (f32, f32) {
        (
            (p.x - self.offset.x) / (self.scale * self.stretch),
            (p.y - self.offset.y) / self.scale,
        )
    }
}

/// The room under a point of the widget, if any.
pub fn slot_at(board: &Board, layout: &Layout, p: Point) -> Option<SlotId> {
    let (x, y) = layout.to_board(p);
    board
        .slots
        .iter()
        .map(|s| (s.id, (f32::from(s.x) - x).hypot(f32::from(s.y) - y)))
        .filter(|&(_, d)| d <= ROOM_RADIUS)
        .min_by(|a, b| a.1.total_cmp(&b.1))
        .map(|(id, _)| id)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::ids::Side;
    #[test]
    fn every_room_centre_hits_its_own_slot_at_any_size() {
        for side in [Side::A, Side::B] {
            let board = Board::bundled(side).unwrap();
            for size in [
                Size::new(1400.0, 900.0),
                Size::new(500.0, 900.0),
                Size::new(1920.0, 400.0),
            ] {
                let layout = Layout::fit(size);
                for s in &board.slots {
                    let p = layout.point((f32::from(s.x), f32::from(s.y)));
                    assert_eq!(slot_at(&board, &layout, p), Some(s.id), "{side:?} {size:?}");
                }
            }
        }
    }

    /// Seen in the real window: a noise marker drawn a fixed step from the middle sat on the
    /// corridor's number tag on short corridors (015-018 on side A), hiding the number.
    #[test]
    fn empty_space_hits_no_room() {
        let board = Board::bundled(Side::A).unwrap();
        let layout = Layout::fit(Size::new(1000.0, 700.0));
        assert_eq!(slot_at(&board, &layout, layout.point((114.0, 99.0))), None);
        assert_eq!(slot_at(&board, &layout, Point::new(-50.0, -50.0)), None);
    }

    #[test]
    fn the_view_keeps_every_room_inside() {
        let layout = Layout::fit(Size::new(VIEW_WIDTH, VIEW_HEIGHT));
        for side in [Side::A, Side::B] {
            let board = Board::bundled(side).unwrap();
            let mut spots: Vec<(f32, f32)> = board
                .slots
                .iter()
                .map(|s| (f32::from(s.x), f32::from(s.y)))
                .collect();
            spots.extend(POD_SPOTS);
            for at in spots {
                let p = layout.point(at);
                let r = layout.len(ROOM_RADIUS);
                assert!(p.x - r >= 0.0 && p.x + r <= VIEW_WIDTH, "{at:?}");
                assert!(p.y >= 0.0 && p.y <= VIEW_HEIGHT, "{at:?}");
            }
            for s in &board.slots {
                let p = layout.point((f32::from(s.x), f32::from(s.y)));
                assert!(
                    p.y - layout.len(ROOM_RADIUS) >= 0.0
                        && p.y + layout.len(ROOM_RADIUS) <= VIEW_HEIGHT
                );
            }
        }
    }
}
