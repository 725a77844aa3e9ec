//! Nemesis Companion: an unofficial companion for the board game Nemesis.
//!
//! `rules` is the pure core; everything else is a thin adapter around it.

pub mod rules;
