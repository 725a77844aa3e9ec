//! Nemesis: Retaliation as the screens tell it: its words and the figures its map draws.

pub mod figures;
pub mod words;
