//! Questions the window (and the simulated table) ask the rules instead of working the answer
//! out themselves: each is answered by the same code that decides the rule, so the window and
//! the rules cannot disagree.

use super::actions::airlock_can_seal;
use super::command::NoiseSpot;
use super::game::data;
use super::ids::SlotId;
use super::movement::careful_spot_check;
use super::state::GameState;

impl GameState {
    /// The rooms Airlock Control in `here` may seal now: other yellow rooms whose corridors hold
    /// no destroyed door, in slot order.
    pub fn airlock_targets(&self, here: SlotId) -> Vec<SlotId> {
        let (Ok(data), Ok(board)) = (data(), self.board()) else {
            return Vec::new();
        };
        let content = data.content(self.config.species);
        self.rooms
            .keys()
            .copied()
            .filter(|&room| airlock_can_seal(content, board, self, here, room).is_ok())
            .collect()
    }

    /// Where Careful Movement into `to` could put its noise marker: every corridor of the room,
    /// then every technical network it has an entrance to, each with whether it is free now
    /// (the move is accepted only with a free one).
    pub fn careful_spots(&self, to: SlotId) -> Vec<(NoiseSpot, bool)> {
        let Ok(board) = self.board() else {
            return Vec::new();
        };
        board
            .corridors_of(to)
            .into_iter()
            .map(NoiseSpot::Corridor)
            .chain(board.networks_of(to).into_iter().map(NoiseSpot::Tech))
            .map(|spot| (spot, careful_spot_check(board, self, to, spot).is_ok()))
            .collect()
    }
}
