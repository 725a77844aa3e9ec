//! Base Nemesis (and its expansions) as the screens tell it: the narration of every outcome,
//! the names of rooms and intruders, the map's geometry in board units and what stands where.

pub mod board_words;
pub mod map_geometry;
pub mod narrate;
pub mod overlay;
pub mod room_action_words;
