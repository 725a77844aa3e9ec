//! The map's drawing kept from frame to frame, in pieces, so that a step repaints the rooms it
//! changed and not the whole ship (issue 57).
//!
//! What changes with the game is cut into pieces: each room (with the door and noise marks of
//! the corridors it keeps), each technical network's noise space, the escape pods. Each piece
//! is a cached layer bounded by what it draws, redrawn when what it shows changes; the
//! software renderer repaints a changed cache over its bounds only. What never changes while
//! a game is on the table (the hull, the corridors' lines and numbers, the technical
//! entrances) is drawn once. The layers keep the order the map was always drawn in: the
//! noise spaces, the corridors, the rooms over them, the entrances over the rooms, the pods.

use super::layout::{self, Layout};
use super::overlay::{CorridorOverlay, PodState, SlotOverlay};
use super::{MapColors, MapLabels, Painter, ShipMap};
use crate::gui::canvas_words::Words;
use crate::rules::ids::{CorridorId, Ring, Side, SlotId};
use iced::widget::canvas::{self, Frame, Geometry};
use iced::{Rectangle, Renderer};
use std::cell::{Cell, RefCell};

/// A part of the map that changes on its own.
#[derive(Debug, Clone, PartialEq)]
enum Piece {
    /// The noise space of the network at this index of the board's list.
    NoiseSpace(usize),
    /// A room, with the door and noise marks of these corridors (the corridors that leave it
    /// first in the board's list: each corridor is kept by one room).
    Room(SlotId, Vec<CorridorId>),
    /// The escape pods at a dock (0 for A, 1 for B).
    Dock(usize),
}

/// What a piece shows: drawn again when this changes.
#[derive(Debug, Clone, PartialEq)]
enum Shows {
    NoiseSpace(bool),
    Room {
        slot: SlotOverlay,
        corridors: Vec<CorridorOverlay>,
        /// The players' rings, for the characters' colours (empty when no character is there).
        rings: Vec<Ring>,
    },
    Dock(Vec<Option<(u8, PodState)>>),
}

impl Piece {
    /// Every piece of `map`'s board, in drawing order.
    fn all(map: &ShipMap<'_>) -> Vec<Piece> {
        let board = map.board;
        let mut pieces: Vec<Piece> = (0..board.noise_spaces.len())
            .map(Piece::NoiseSpace)
            .collect();
        let mut kept: Vec<(SlotId, Vec<CorridorId>)> =
            board.slots.iter().map(|s| (s.id, Vec::new())).collect();
        for id in board.corridor_ids() {
            let end = board.corridor(id).ends[0].slot;
            // a corridor's end is always a room; were it not, the first room keeps it
            let at = kept.iter().position(|(s, _)| *s == end).unwrap_or(0);
            if let Some((_, corridors)) = kept.get_mut(at) {
                corridors.push(id);
            }
        }
        pieces.extend(kept.into_iter().map(|(s, c)| Piece::Room(s, c)));
        pieces.extend([Piece::Dock(0), Piece::Dock(1)]);
        pieces
    }

    fn shows(&self, map: &ShipMap<'_>) -> Shows {
        let overlay = map.overlay;
        match self {
            Piece::NoiseSpace(i) => Shows::NoiseSpace(
                map.board
                    .noise_spaces
                    .get(*i)
                    .is_some_and(|s| overlay.tech_noise.contains(&s.network)),
            ),
            Piece::Room(slot, corridors) => {
                let slot = overlay.slots.get(slot).cloned().unwrap_or_default();
                let rings = if slot.characters.is_empty() {
                    Vec::new()
                } else {
                    overlay.rings.clone()
                };
                Shows::Room {
                    slot,
                    corridors: corridors
                        .iter()
                        .map(|c| overlay.corridors.get(c).copied().unwrap_or_default())
                        .collect(),
                    rings,
                }
            }
            Piece::Dock(dock) => Shows::Dock(
                overlay
                    .pods_at_spots()
                    .iter()
                    .skip(*dock)
                    .step_by(2)
                    .map(|p| p.map(|p| (p.number, p.state)))
                    .collect(),
            ),
        }
    }
}

/// One piece's cached layer, what it was drawn from and where it reaches.
struct Kept {
    piece: Piece,
    cache: canvas::Cache,
    shows: Option<Shows>,
    /// The pixels the piece's drawing reaches, in a canvas at these bounds in the window.
    reach: Option<(Rectangle, Rectangle)>,
    /// How many times the piece's layer was cleared.
    cleared: u64,
}

/// The map's drawing, kept by the screen from frame to frame (see the module's notes); the
/// small layers of the pointer's and the chosen room's outlines are kept here too.
#[derive(Default)]
pub struct MapCache {
    /// The hull, under the fading rings.
    pub(super) hull: canvas::Cache,
    /// The corridors' lines and number tags.
    corridors: canvas::Cache,
    /// The technical entrances, over the rooms.
    entrances: canvas::Cache,
    pieces: RefCell<Vec<Kept>>,
    /// The words of `hull`, and of the board: the corridors' and entrances' words (pieces 0
    /// and 1), then each piece's. Drawn over the canvas ([`MapCache::words`]).
    pub(super) hull_words: Words,
    board_words: Words,
    /// The outline of the room under the pointer, and of the chosen room: each a layer bounded
    /// by what the outline touches, drawn again when those bounds change (the outline moved) or
    /// when the board's layers are cleared (a new colour), so that an input that moves neither
    /// repaints neither (a layer drawn anew each frame repainted the chosen room's box at every
    /// input: issue 57).
    pub(super) hover_ring: canvas::Cache,
    pub(super) chosen_ring: canvas::Cache,
    /// What the whole drawing was made for: a frame for anything else clears every layer.
    drawn: RefCell<Option<Drawn>>,
    /// How many times every layer was cleared (see [`MapCache::follow`]).
    cleared: Cell<u64>,
}

impl std::fmt::Debug for MapCache {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("MapCache").finish_non_exhaustive()
    }
}

/// Everything every layer depends on besides the window's size (the caches follow it).
struct Drawn {
    side: Side,
    labels: MapLabels,
    colors: MapColors,
    text_scale: f32,
}

impl Drawn {
    fn of(map: &ShipMap<'_>) -> Drawn {
        Drawn {
            side: map.board.side,
            labels: map.labels.clone(),
            colors: map.colors,
            text_scale: map.text_scale,
        }
    }

    fn shows(&self, map: &ShipMap<'_>) -> bool {
        self.side == map.board.side
            && self.labels == *map.labels
            && self.colors == map.colors
            && self.text_scale == map.text_scale
    }
}

/// The board's words' pieces before the first piece's: the corridors', the entrances'.
const FIRST_PIECE_WORDS: usize = 2;

impl MapCache {
    /// The cached layers' words, for [`crate::gui::canvas_words::over`].
    pub fn words(&self) -> [&Words; 2] {
        [&self.hull_words, &self.board_words]
    }

    /// Clears every layer if the map was drawn for another board, language, colours or text
    /// size than `map`'s, and each piece whose content `map` changes; returns how many times
    /// every layer was cleared so far. The view calls it before the canvas draws, so that the
    /// map's words know whether they are all drawn anew ([`crate::gui::canvas_words::over`]):
    /// a piece drawn anew is repainted over its own bounds, its words among them.
    pub fn follow(&self, map: &ShipMap<'_>) -> u64 {
        let mut drawn = self.drawn.borrow_mut();
        let mut pieces = self.pieces.borrow_mut();
        if !drawn.as_ref().is_some_and(|d| d.shows(map)) {
            self.cleared.set(self.cleared.get().wrapping_add(1));
            for cache in [
                &self.hull,
                &self.corridors,
                &self.entrances,
                &self.hover_ring,
                &self.chosen_ring,
            ] {
                cache.clear();
            }
            *pieces = Piece::all(map)
                .into_iter()
                .map(|piece| Kept {
                    piece,
                    cache: canvas::Cache::new(),
                    shows: None,
                    reach: None,
                    cleared: 0,
                })
                .collect();
            *drawn = Some(Drawn::of(map));
        }
        for kept in pieces.iter_mut() {
            let shows = kept.piece.shows(map);
            if kept.shows.as_ref() != Some(&shows) {
                kept.cache.clear();
                kept.reach = None;
                kept.shows = Some(shows);
                kept.cleared += 1;
            }
        }
        self.cleared.get()
    }

    /// Each piece with how many times its layer was cleared.
    #[cfg(test)]
    fn clears(&self) -> Vec<(Piece, u64)> {
        let pieces = self.pieces.borrow();
        pieces
            .iter()
            .map(|k| (k.piece.clone(), k.cleared))
            .collect()
    }

    /// The layers of the board over the fading rings, in drawing order: the noise spaces, the
    /// corridors, the rooms, the entrances, the docks.
    pub(super) fn board(
        &self,
        map: &ShipMap<'_>,
        renderer: &Renderer,
        bounds: Rectangle,
        layout: Layout,
    ) -> Vec<Geometry> {
        let size = bounds.size();
        let mut pieces = self.pieces.borrow_mut();
        let mut layers = Vec::with_capacity(pieces.len() + 2);
        let rooms = pieces
            .iter()
            .position(|k| matches!(k.piece, Piece::Room(..)))
            .unwrap_or(pieces.len());
        let pods = pieces
            .iter()
            .position(|k| matches!(k.piece, Piece::Dock(_)))
            .unwrap_or(pieces.len());
        for (i, kept) in pieces.iter_mut().enumerate() {
            if i == rooms {
                layers.push(self.corridors.draw(renderer, size, |frame| {
                    let words = paint_words(frame, layout, |p| map.paint_corridor_lines(p));
                    self.board_words.set(0, words);
                }));
            }
            if i == pods {
                layers.push(self.entrances.draw(renderer, size, |frame| {
                    let words = paint_words(frame, layout, |p| map.paint_entrances(p));
                    self.board_words.set(1, words);
                }));
            }
            let words = FIRST_PIECE_WORDS + i;
            layers.push(self.piece(kept, words, map, renderer, bounds, layout));
        }
        layers
    }

    /// A piece's cached layer, drawn within what it reaches in a canvas at `bounds`; its words
    /// go to the board's words' piece `words`.
    fn piece(
        &self,
        kept: &mut Kept,
        words: usize,
        map: &ShipMap<'_>,
        renderer: &Renderer,
        bounds: Rectangle,
        layout: Layout,
    ) -> Geometry {
        let size = bounds.size();
        let reach = match kept.reach {
            Some((b, r)) if b == bounds => r,
            _ => {
                // what the piece reaches, from a drawing made only to measure it
                let mut scratch = Frame::new(renderer, size);
                let mut p = Painter::new(&mut scratch, layout, None);
                map.paint_piece(&kept.piece, &mut p);
                let r = p
                    .reach
                    .map(|r| crate::gui::repaint_guard::reach_in(r, 0.0, bounds.position()))
                    .unwrap_or_default();
                kept.reach = Some((bounds, r));
                r
            }
        };
        let piece = &kept.piece;
        kept.cache.draw_with_bounds(renderer, reach, |frame| {
            let drawn = paint_words(frame, layout, |p| map.paint_piece(piece, p));
            self.board_words.set(words, drawn);
        })
    }
}

/// Paints with `paint` in `frame`, and returns the words it drew (drawn over the canvas).
fn paint_words(
    frame: &mut Frame,
    layout: Layout,
    paint: impl FnOnce(&mut Painter<'_>),
) -> Vec<iced::widget::canvas::Text> {
    let words = Words::default();
    paint(&mut Painter::new(frame, layout, Some(&words)));
    words.take()
}

impl ShipMap<'_> {
    fn paint_piece(&self, piece: &Piece, p: &mut Painter<'_>) {
        match piece {
            Piece::NoiseSpace(i) => self.paint_noise_space(p, *i),
            Piece::Room(slot, corridors) => {
                for line in layout::corridor_lines(self.board) {
                    if corridors.contains(&line.id) {
                        self.paint_corridor_marks(p, &line);
                    }
                }
                self.paint_room(p, *slot);
            }
            Piece::Dock(dock) => self.paint_dock(p, *dock),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::overlay::{Door, Overlay, Pod};
    use super::*;
    use crate::gui::i18n::{I18n, Language};
    use crate::gui::theme::ThemeChoice;
    use crate::rules::board::Board;
    use crate::rules::ids::{CorridorId, TechNet};

    /// The pieces whose layers a map that showed `before` clears to show `after`; the map
    /// clears nothing more when it shows `after` again.
    fn redrawn(board: &Board, before: &Overlay, after: &Overlay) -> Vec<Piece> {
        let i18n = I18n::new(Language::Ko).unwrap_or_else(|e| panic!("{e:?}"));
        let labels = MapLabels::new(&i18n);
        let cache = MapCache::default();
        let map = |overlay| ShipMap {
            board,
            overlay,
            labels: &labels,
            colors: ThemeChoice::Dark.map(),
            flash: 0.0,
            text_scale: 1.0,
            cache: &cache,
        };
        let everything = cache.follow(&map(before));
        let was = cache.clears();
        assert_eq!(cache.follow(&map(after)), everything, "every layer cleared");
        let now = cache.clears();
        cache.follow(&map(after));
        assert_eq!(cache.clears(), now, "cleared again for the same overlay");
        was.into_iter()
            .zip(now)
            .filter(|((_, a), (_, b))| a != b)
            .map(|((p, _), _)| p)
            .collect()
    }

    /// Issue 57: a step repaints the pieces it changed, and only those. Every change the
    /// players must copy onto the board (the overlay's board, as `same_board` sees it) draws
    /// at least one piece again, the piece where the change is; the pointer's room, the
    /// chosen room and the fading rings draw none.
    #[test]
    fn a_change_on_the_board_draws_again_the_pieces_it_changed() {
        let board = Board::bundled(Side::A).unwrap_or_else(|e| panic!("{e:?}"));
        let (room, other) = (board.slots[3].id, board.slots[9].id);
        let corridor = board.corridor_ids().next().unwrap_or(CorridorId(1));
        let keeper = board.corridor(corridor).ends[0].slot;
        let network = board
            .noise_spaces
            .first()
            .map_or(TechNet::Main, |s| s.network);
        let mut a = Overlay::default();
        a.move_character(1, room);
        a.rings = vec![Ring::Red, Ring::Blue];

        let mut b = a.clone();
        b.selected = Some(other);
        b.flash_slots.insert(room);
        b.flash_corridors.insert(corridor);
        assert_eq!(redrawn(&board, &a, &b), vec![]);

        let room_piece = |id: SlotId| move |p: &Piece| matches!(p, Piece::Room(s, _) if *s == id);
        type Change = Box<dyn Fn(&mut Overlay)>;
        type Expected = Box<dyn Fn(&Piece) -> bool>;
        let changes: Vec<(&str, Change, Expected)> = vec![
            (
                "a move",
                Box::new(move |o| o.move_character(1, other)),
                Box::new(move |p| room_piece(room)(p) || room_piece(other)(p)),
            ),
            (
                "a fire",
                Box::new(move |o| o.slot_mut(other).fire = true),
                Box::new(room_piece(other)),
            ),
            (
                "a door",
                Box::new(move |o| {
                    o.corridors.insert(
                        corridor,
                        CorridorOverlay {
                            noise: false,
                            door: Door::Closed,
                        },
                    );
                }),
                Box::new(room_piece(keeper)),
            ),
            (
                "a ring's colour",
                Box::new(|o| o.rings[0] = Ring::Green),
                Box::new(room_piece(room)),
            ),
            (
                "noise in a network",
                Box::new(move |o| {
                    o.tech_noise.insert(network);
                }),
                Box::new(|p| matches!(p, Piece::NoiseSpace(_))),
            ),
            (
                "a pod",
                Box::new(|o| {
                    o.pods.push(Pod {
                        number: 1,
                        section: crate::rules::state::Section::A,
                        state: PodState::Locked,
                    });
                }),
                Box::new(|p| *p == Piece::Dock(0)),
            ),
        ];
        for (what, change, expected) in &changes {
            let mut c = a.clone();
            change(&mut c);
            assert!(!a.same_board(&c), "{what}");
            let drawn = redrawn(&board, &a, &c);
            assert!(!drawn.is_empty(), "{what} drew nothing again");
            assert!(drawn.iter().all(expected), "{what} drew {drawn:?}");
        }
    }

    /// Each corridor's marks are kept by exactly one room, one of its ends.
    #[test]
    fn every_corridor_is_kept_by_one_of_its_rooms() {
        for side in [Side::A, Side::B] {
            let board = Board::bundled(side).unwrap_or_else(|e| panic!("{e:?}"));
            let i18n = I18n::new(Language::En).unwrap_or_else(|e| panic!("{e:?}"));
            let labels = MapLabels::new(&i18n);
            let cache = MapCache::default();
            let overlay = Overlay::default();
            let map = ShipMap {
                board: &board,
                overlay: &overlay,
                labels: &labels,
                colors: ThemeChoice::Dark.map(),
                flash: 0.0,
                text_scale: 1.0,
                cache: &cache,
            };
            let pieces = Piece::all(&map);
            for id in board.corridor_ids() {
                let keepers: Vec<SlotId> = pieces
                    .iter()
                    .filter_map(|p| match p {
                        Piece::Room(s, c) if c.contains(&id) => Some(*s),
                        _ => None,
                    })
                    .collect();
                assert_eq!(keepers.len(), 1, "{side:?} {id:?}");
                assert!(board.corridor(id).joins(keepers[0]), "{side:?} {id:?}");
            }
        }
    }
}
