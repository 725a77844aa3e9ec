//! The facility's drawing kept from frame to frame, in pieces, so that a step repaints the
//! rooms and corridors it changed and not the whole facility (issue 57).
//!
//! The frame's spaces and the corridors under the rooms change only when a room is placed (the
//! map then grows and everything moves), with the language, the colours or the text size:
//! one layer, drawn again with all the others then. Each room is a cached layer over it, and
//! each corridor's badge (with its door and its intruders' pill) one over the rooms; each is
//! drawn again when what it shows changes, and the software renderer repaints a changed
//! layer over its own bounds only.

use super::{FacilityMap, Fit, corridor_pills, room_contents, square};
use crate::gui::canvas_words::{Pen, Words};
use crate::gui::repaint_guard::reach_in;
use iced::widget::canvas::{self, Frame, Geometry, Text};
use iced::{Point, Rectangle, Renderer};
use std::cell::{Cell, RefCell};
use std::hash::{Hash, Hasher};

/// How far a room's drawing reaches from its centre, in hex sizes: its outline (0.86) with the
/// widest border, its number's letters above it.
const ROOM_REACH: f32 = 1.05;

/// How far a corridor's badge reaches from its middle, in hex sizes: the door's bar across the
/// corridor (half a hex edge, and the destroyed door's cross a little more), the badge's
/// words, the reinforcement's square beside it.
const BADGE_REACH: f32 = 0.65;

/// One piece's cached layer: a key of what it shows, and where it reaches (pixels).
#[derive(Default)]
struct Kept {
    cache: canvas::Cache,
    shows: Option<u64>,
    reach: Rectangle,
}

impl Kept {
    /// Clears the layer unless it shows `shows` within `reach` already.
    fn follow(&mut self, shows: u64, reach: Rectangle) {
        if self.shows != Some(shows) || self.reach != reach {
            self.cache.clear();
            self.shows = Some(shows);
            self.reach = reach;
        }
    }
}

/// The facility's drawing, kept by the screen (see the module's notes).
#[derive(Default)]
pub struct MapCache {
    /// The frame's spaces and the corridors.
    ground: canvas::Cache,
    /// Each room's layer, in the order of the map's rooms.
    rooms: RefCell<Vec<Kept>>,
    /// Each corridor's badge, in the order of the map's corridors: over the rooms, so that a
    /// badge covers the rooms' words where they meet (a layer's words are drawn over all its
    /// shapes).
    badges: RefCell<Vec<Kept>>,
    /// A key of what every layer depends on (see [`MapCache::follow`]).
    drawn: Cell<Option<u64>>,
    /// How many times every layer was cleared.
    cleared: Cell<u64>,
    /// The step the map's content key was last worked out for, and the key.
    content: Cell<Option<(u64, u64)>>,
    /// The step and the canvas's bounds the pieces were last followed for.
    followed: Cell<Option<(u64, Rectangle)>>,
    /// The words of the ground (piece 0) and the rooms (piece 1 on), drawn over the canvas
    /// ([`MapCache::words`]); and of the badges.
    words: Words,
    badge_words: Words,
}

impl std::fmt::Debug for MapCache {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("MapCache")
    }
}

/// A key of `value` as it prints (the map's states do not all hash).
fn key_of(value: &impl std::fmt::Debug) -> u64 {
    let mut h = std::hash::DefaultHasher::new();
    format!("{value:?}").hash(&mut h);
    h.finish()
}

impl MapCache {
    /// A key of what the map shows at step `version`, worked out by `key` once per step: the
    /// layers follow it, so a step that changed nothing on the map leaves them drawn.
    pub fn content_key(&self, version: u64, key: impl FnOnce() -> u64) -> u64 {
        match self.content.get() {
            Some((v, k)) if v == version => k,
            _ => {
                let k = key();
                self.content.set(Some((version, k)));
                k
            }
        }
    }

    /// The cached layers' words, for [`crate::gui::canvas_words::over`].
    pub fn words(&self) -> [&Words; 2] {
        [&self.words, &self.badge_words]
    }

    /// Clears every layer if `map` shows another facility's shape (a room placed, the tile's
    /// target), language, colours or text size than it was drawn for; returns how many times
    /// every layer was cleared so far. The view calls it before the canvas draws, so that the
    /// map's words know whether they are all drawn anew ([`crate::gui::canvas_words::over`]);
    /// the rooms and badges follow their own content when the canvas draws.
    pub fn follow(&self, map: &FacilityMap<'_>) -> u64 {
        let st = map.state;
        let corridors: Vec<_> = st
            .map
            .corridors
            .values()
            .map(|c| (c.id, c.ends(), st.map.room_at(c.ends().1).is_some()))
            .collect();
        let key = key_of(&(
            Fit::cells(st),
            st.spaces(),
            map.target,
            corridors,
            st.config.deadly,
            map.i18n.language().code(),
            map.colors,
            map.text_px.to_bits(),
        ));
        if self.drawn.get() != Some(key) {
            self.drawn.set(Some(key));
            self.cleared.set(self.cleared.get().wrapping_add(1));
            self.ground.clear();
            self.rooms.borrow_mut().clear();
            self.badges.borrow_mut().clear();
            self.followed.set(None);
        }
        self.cleared.get()
    }

    /// Clears each room's and badge's layer whose content or place changed since the last
    /// step or size they were followed for.
    fn follow_pieces(&self, map: &FacilityMap<'_>, bounds: Rectangle, fit: Fit) {
        if self.followed.get() == Some((map.version, bounds)) {
            return;
        }
        self.followed.set(Some((map.version, bounds)));
        let st = map.state;
        let s = fit.size;
        let origin = bounds.position();
        let mut rooms = self.rooms.borrow_mut();
        rooms.resize_with(st.map.rooms.len(), Kept::default);
        for (kept, room) in rooms.iter_mut().zip(st.map.rooms.values()) {
            let hidden = room.id == crate::rules::retaliation::HIBERNATORIUM
                && !st.facility.hibernatorium_discovered;
            let shows = key_of(&(room, room_contents(st, map.i18n, room.id), hidden));
            let reach = reach_in(square(fit.centre(room.cell), s * ROOM_REACH), 0.0, origin);
            kept.follow(shows, reach);
        }
        let pills = corridor_pills(st, fit, map.i18n, map.text_px);
        let mut badges = self.badges.borrow_mut();
        badges.resize_with(st.map.corridors.len(), Kept::default);
        for (kept, cor) in badges.iter_mut().zip(st.map.corridors.values()) {
            let pill = pills.iter().find(|(c, _)| c.id == cor.id).map(|(_, r)| *r);
            let (a, b) = cor.ends();
            let (pa, pb) = (fit.centre(a), fit.centre(b));
            let mid = Point::new((pa.x + pb.x) / 2.0, (pa.y + pb.y) / 2.0);
            let mut reach = square(mid, s * BADGE_REACH);
            if let Some(pill) = pill {
                reach = reach.union(&pill);
            }
            kept.follow(key_of(&(cor, pill)), reach_in(reach, 0.0, origin));
        }
    }

    /// The map's layers in drawing order: the ground, the rooms, the chosen room's border, the
    /// corridors' badges.
    pub(super) fn layers(
        &self,
        map: &FacilityMap<'_>,
        renderer: &Renderer,
        bounds: Rectangle,
        fit: Fit,
    ) -> Vec<Geometry> {
        let size = bounds.size();
        self.follow_pieces(map, bounds, fit);
        let st = map.state;
        let mut layers = Vec::new();
        layers.push(self.ground.draw(renderer, size, |frame| {
            let words = paint_words(frame, |pen| map.paint_ground(pen, fit));
            self.words.set(0, words);
        }));
        let rooms = self.rooms.borrow();
        for (i, (kept, room)) in rooms.iter().zip(st.map.rooms.values()).enumerate() {
            layers.push(kept.cache.draw_with_bounds(renderer, kept.reach, |frame| {
                let words = paint_words(frame, |pen| map.paint_room(pen, fit, room));
                self.words.set(1 + i, words);
            }));
        }
        layers.push(map.selection(renderer, size, fit));
        // (worked out only if a badge is drawn anew)
        let pills = std::cell::OnceCell::new();
        let badges = self.badges.borrow();
        for (i, (kept, cor)) in badges.iter().zip(st.map.corridors.values()).enumerate() {
            layers.push(kept.cache.draw_with_bounds(renderer, kept.reach, |frame| {
                let pills = pills.get_or_init(|| corridor_pills(st, fit, map.i18n, map.text_px));
                let pill = pills.iter().find(|(c, _)| c.id == cor.id).map(|(_, r)| *r);
                let words = paint_words(frame, |pen| map.paint_badge(pen, fit, cor, pill));
                self.badge_words.set(i, words);
            }));
        }
        layers
    }
}

/// Paints with `paint` in `frame`, and returns the words it drew (drawn over the canvas).
fn paint_words(frame: &mut Frame, paint: impl FnOnce(&mut Pen<'_>)) -> Vec<Text> {
    let words = Words::default();
    paint(&mut Pen {
        frame,
        words: Some(&words),
    });
    words.take()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::gui::i18n::{I18n, Language};
    use crate::gui::theme::ThemeChoice;
    use crate::rules::retaliation::{RetaliationConfig, RetaliationState};
    use iced::Size;

    /// What each room's and badge's layer shows, and how many times every layer was cleared,
    /// after following `st` as the step `version`.
    fn follow(
        cache: &MapCache,
        st: &RetaliationState,
        i18n: &I18n,
        version: u64,
    ) -> (u64, Vec<Option<u64>>, Vec<Option<u64>>) {
        let map = FacilityMap {
            state: st,
            i18n,
            colors: ThemeChoice::Dark.map(),
            text_px: 22.0,
            selected: None,
            target: None,
            cache,
            version,
        };
        let everything = cache.follow(&map);
        let bounds = Rectangle::new(Point::new(7.3, 155.6), Size::new(1135.0, 864.0));
        let fit = Fit::of(bounds.size(), &Fit::cells(st));
        cache.follow_pieces(&map, bounds, fit);
        let shows = |kept: &RefCell<Vec<Kept>>| kept.borrow().iter().map(|k| k.shows).collect();
        (everything, shows(&cache.rooms), shows(&cache.badges))
    }

    /// Issue 57: a step that changes one room draws that room's layer again and no other; one
    /// that changes a corridor draws its badge again; a step that places nothing clears no
    /// layer wholesale. A room's or a badge's layer is cleared exactly when what it shows
    /// changes (a cache that kept an old drawing would pass the frame check, which compares the
    /// window with itself drawn whole from the same caches).
    #[test]
    fn a_step_draws_again_the_rooms_and_badges_it_changed() {
        let i18n = I18n::new(Language::Ko).unwrap_or_else(|e| panic!("{e:?}"));
        let st = RetaliationState::new(&RetaliationConfig::numbered(11, 2))
            .unwrap_or_else(|e| panic!("{e:?}"));
        let cache = MapCache::default();
        let (everything, rooms, badges) = follow(&cache, &st, &i18n, 1);
        assert!(rooms.len() > 1 && rooms.iter().all(Option::is_some));
        assert!(!badges.is_empty() && badges.iter().all(Option::is_some));
        // the same facility at the next step: nothing is drawn again
        assert_eq!(
            follow(&cache, &st, &i18n, 2),
            (everything, rooms.clone(), badges.clone())
        );

        let mut fire = st.clone();
        let Some(room) = fire.map.rooms.values_mut().nth(1) else {
            panic!("a second room");
        };
        room.fire = true;
        let (again, fired, same) = follow(&cache, &fire, &i18n, 3);
        assert_eq!(again, everything, "a fire cleared every layer");
        assert_eq!(same, badges, "a fire drew a badge again");
        let changed: Vec<usize> = (0..rooms.len()).filter(|&i| rooms[i] != fired[i]).collect();
        assert_eq!(changed, vec![1], "the room on fire, and only it");

        let mut noisy = fire.clone();
        let Some(cor) = noisy.map.corridors.values_mut().next() else {
            panic!("a corridor");
        };
        cor.noise_marker = !cor.noise_marker;
        let (again, rooms_now, noisy_badges) = follow(&cache, &noisy, &i18n, 4);
        assert_eq!(again, everything);
        assert_eq!(rooms_now, fired, "a noise marker drew a room again");
        let changed: Vec<usize> = (0..badges.len())
            .filter(|&i| badges[i] != noisy_badges[i])
            .collect();
        assert_eq!(changed, vec![0], "the corridor's badge, and only it");
    }
}
