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
        let doors: Vec<(CorridorId, DoorState, String, String)> = board
            .corridors_of(slot)
            .into_iter()
            .filter_map(|c| {
                let now = state.corridors.get(usize::from(c.0))?.door;
                let exit = n.corridor_exit(c, slot)?;
                let toward = n.room_at(board.corridors.get(usize::from(c.0))?.other(slot));
                (now != DoorState::Destroyed).then_some((c, now, exit, toward))
            })
            .collect();
        if doors.is_empty() {
            continue;
        }
        // every open/closed combination of the room's doors, a door at a time; at each step
        // the door left as it is comes first
        let mut ways: Vec<(Vec<bool>, String, Command)> = Vec::new();
        for bits in 1..(1u32 << doors.len()) {
            let mut steps = vec![super::plain(name), super::plain(&n.room_at(slot))];
            let mut changes = Vec::new();
            let mut changed = Vec::new();
            for (i, (corridor, now, exit, toward)) in doors.iter().enumerate() {
                let change = bits & (1 << i) != 0;
                let to = match (change, now) {
                    (false, now) => *now,
                    (true, DoorState::Closed) => DoorState::Open,
                    (true, _) => DoorState::Closed,
                };
                let door = match to {
                    DoorState::Closed => tr!(n.i18n, "action-door-closed"),
                    _ => tr!(n.i18n, "action-door-open"),
                };
                let (exit, toward) = (exit.clone(), toward.clone());
                let words = if change {
                    tr!(
                        n.i18n,
                        "phones-door-becomes",
                        exit = exit,
                        toward = toward,
                        door = door
                    )
                } else {
                    tr!(
                        n.i18n,
                        "phones-door-stays",
                        exit = exit,
                        toward = toward,
                        door = door
                    )
                };
                steps.push(super::plain(&words));
                changes.push(change);
                if change {
                    changed.push((*corridor, to));
                }
            }
            ways.push((
                changes,
                steps.join(STEP),
                Command::SetDoors {
                    player,
                    doors: changed,
                },
            ));
        }
        ways.sort_by(|a, b| a.0.cmp(&b.0));
        out.extend(ways.into_iter().map(|(_, label, cmd)| (label, cmd)));
    }
    out
}
