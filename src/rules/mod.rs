//! The pure rules core: no I/O, no clock, no threads. `apply(state, command)` is the only way the
//! game state changes, and every random draw comes from the RNG held in the state.

pub mod board;
pub mod content;
pub mod ids;
