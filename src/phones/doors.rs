//! The Command Center's doors as the phone asks them (issue 53: each player plays their own turn
//! from the phone): the room, then each door of its corridors in turn, open or closed (the way
//! it stands now marked), a step at a time; the answer is one `set_doors` with the doors that
//! change (base.md, Command Center: "open or close any doors on its corridors as you like").
//! A way that changes nothing is not offered; a destroyed door is not asked.

use super::STEP;
use crate::present::nemesis::narrate::Narrator;
use crate::rules::ids::{CorridorId, PlayerId};
use crate::rules::state::DoorState;
use crate::rules::{Command, GameState};
use crate::tr;

/// Every way to set the doors of one room: `(label, command)`, the label's steps joined by
/// [`STEP`] after `name` (the action's name).
pub fn door_steps(
    n: &Narrator<'_>,
    state: &GameState,
    player: PlayerId,
    name: &str,
) -> Vec<(String, Command)> {
    let board = n.game.board();
    let mut out = Vec::new();
    for slot in board.slot_ids() {
        if state.room(slot).is_none() {
            continue;
        }
        let doors: Vec<(CorridorId, DoorState, String)> = board
            .corridors_of(slot)
            .into_iter()
            .filter_map(|c| {
                let now = state.corridors.get(usize::from(c.0))?.door;
                let exit = n.corridor_exit(c, slot)?;
                (now != DoorState::Destroyed).then_some((c, now, exit))
            })
            .collect();
        if doors.is_empty() {
            continue;
        }
        // every open/closed combination of the room's doors, the first door first
        for bits in 0..(1u32 << doors.len()) {
            let mut steps = vec![super::plain(name), super::plain(&n.room_at(slot))];
            let mut changed = Vec::new();
            for (i, (corridor, now, exit)) in doors.iter().enumerate() {
                let to = if bits & (1 << i) == 0 {
                    DoorState::Open
                } else {
                    DoorState::Closed
                };
                let door = match to {
                    DoorState::Closed => tr!(n.i18n, "action-door-closed"),
                    _ => tr!(n.i18n, "action-door-open"),
                };
                let words = if to == *now {
                    tr!(
                        n.i18n,
                        "phones-door-stays",
                        exit = exit.clone(),
                        door = door
                    )
                } else {
                    tr!(
                        n.i18n,
                        "phones-door-becomes",
                        exit = exit.clone(),
                        door = door
                    )
                };
                steps.push(super::plain(&words));
                if to != *now {
                    changed.push((*corridor, to));
                }
            }
            if changed.is_empty() {
                continue;
            }
            out.push((
                steps.join(STEP),
                Command::SetDoors {
                    player,
                    doors: changed,
                },
            ));
        }
    }
    out
}
