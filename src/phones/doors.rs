//! The Command Center's doors as the phone asks them (issue 53: each player plays their own turn
//! from the phone): the room, then each door of its corridors in turn, open or closed (the way
//! it stands now marked), a step at a time; the answer is one `set_doors` with the doors that
//! change (base.md, Command Center: "open or close any doors on its corridors as you like").
//! A way that changes nothing is not offered; a destroyed door is not asked.

use super::STEP;
use crate::present::nemesis::narrate::Narrator;
use crate::rules::ids::{CorridorId, PlayerId, SlotId};
use crate::rules::state::DoorState;
use crate::rules::{Command, GameState};
use crate::tr;

/// One door of a room as the steps name it: its corridor, how it stands, the exit number the
/// room tile prints and the room it leads to.
struct Door {
    corridor: CorridorId,
    now: DoorState,
    exit: String,
    toward: String,
}

/// Every way to set the doors of every room: `(label, command)`, the label's steps joined by
/// [`STEP`] after `name` (the action's name), room by room.
pub fn door_steps(
    n: &Narrator<'_>,
    state: &GameState,
    player: PlayerId,
    name: &str,
) -> Vec<(String, Command)> {
    let mut out = Vec::new();
    for slot in n.game.board().slot_ids() {
        if state.room(slot).is_none() {
            continue;
        }
        let doors = doors_of(n, state, slot);
        let room = [super::plain(name), super::plain(&n.room_at(slot))];
        // every open/closed combination of the room's doors but "nothing changes", a door at
        // a time; at each step the door left as it is comes first
        let mut ways: Vec<(Vec<bool>, String, Command)> = (1..(1u32 << doors.len()))
            .map(|bits| {
                let changes: Vec<bool> = (0..doors.len()).map(|i| bits & (1 << i) != 0).collect();
                let (label, cmd) = way(n, player, &room, &doors, &changes);
                (changes, label, cmd)
            })
            .collect();
        ways.sort_by(|a, b| a.0.cmp(&b.0));
        out.extend(ways.into_iter().map(|(_, label, cmd)| (label, cmd)));
    }
    out
}

/// The doors of `slot` the Command Center can set (a destroyed one cannot).
fn doors_of(n: &Narrator<'_>, state: &GameState, slot: SlotId) -> Vec<Door> {
    let board = n.game.board();
    board
        .corridors_of(slot)
        .into_iter()
        .filter_map(|corridor| {
            let now = state.corridors.get(usize::from(corridor.0))?.door;
            let exit = n.corridor_exit(corridor, slot)?;
            let other = board.corridors.get(usize::from(corridor.0))?.other(slot);
            (now != DoorState::Destroyed).then(|| Door {
                corridor,
                now,
                exit,
                toward: n.room_at(other),
            })
        })
        .collect()
}

/// One way: each door changed or left as it is (`changes`, in the doors' order), as its
/// label's steps and its command.
fn way(
    n: &Narrator<'_>,
    player: PlayerId,
    room: &[String],
    doors: &[Door],
    changes: &[bool],
) -> (String, Command) {
    let mut steps = room.to_vec();
    let mut set = Vec::new();
    for (door, &change) in doors.iter().zip(changes) {
        let to = match (change, door.now) {
            (false, now) => now,
            (true, DoorState::Closed) => DoorState::Open,
            (true, _) => DoorState::Closed,
        };
        let state = match to {
            DoorState::Closed => tr!(n.i18n, "action-door-closed"),
            _ => tr!(n.i18n, "action-door-open"),
        };
        let (exit, toward) = (door.exit.clone(), door.toward.clone());
        let words = if change {
            set.push((door.corridor, to));
            tr!(
                n.i18n,
                "phones-door-becomes",
                exit = exit,
                toward = toward,
                door = state
            )
        } else {
            tr!(
                n.i18n,
                "phones-door-stays",
                exit = exit,
                toward = toward,
                door = state
            )
        };
        steps.push(super::plain(&words));
    }
    (steps.join(STEP), Command::SetDoors { player, doors: set })
}
