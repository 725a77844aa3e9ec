//! What one character can do here that the app must know about: the room action of the room they
//! stand in (engines, coordinates, self-destruct, doors, airlock, pods, fire control, the Lab, the
//! Nest, hibernation, boarding), heavy objects, and the scans a room or a card calls for
//! (base.md §14.5, §11). The window lists these and nothing else; a test in the window checks
//! each offer against what `apply` accepts in every room.

use super::command::{ScanKind, Treatment};
use super::state::{GameState, Section, WeaknessSlot, Whereabouts};
use crate::ids::{ObjectKind, PlayerId, RoomKind, SlotId};

/// One thing the character may do now.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RoomOffer {
    /// Engine room 1–3: look alone at the top token.
    CheckEngine(u8),
    /// Engine room 1–3 with a Repair card or Tools: choose which token goes on top.
    Restack(u8),
    /// Engine Control Room: look alone at all three engines.
    CheckAllEngines,
    /// Cockpit: look alone at the coordinates card.
    CheckCoordinates,
    /// Cockpit: move the destination marker.
    SetDestination,
    /// Generator.
    SelfDestruct {
        start: bool,
    },
    /// Command Center: open or close the doors of one room.
    Doors,
    /// Airlock Control: seal another yellow room.
    Airlock,
    /// Hatch Control System: lock or unlock one pod.
    HatchControl,
    /// Fire Control System: put out a room's fire and drive its intruders away.
    FireControl,
    /// Emergency Room: one of its three treatments, offered when it would change a wound.
    Treat(Treatment),
    /// Laboratory: analyse an object on the floor or in a hand here.
    Analyse(WeaknessSlot),
    /// Nest: take an egg from the Intruder board (a noise roll follows).
    TakeNestEgg,
    /// Shoot or hit the eggs here (a noise roll follows).
    DestroyEggs,
    PickUp(ObjectKind),
    Drop(ObjectKind),
    /// Hibernatorium, once the chambers are open.
    Hibernate,
    /// Evacuation A or B: try to board an unlocked pod of this section.
    BoardPod,
    LaunchPod(u8),
    LeavePod,
    /// The room's scan: Canteen and Shower Room (`Hand`) or Surgery.
    RoomScan(ScanKind),
    /// The Rest card (or an item): scan the contamination cards in hand, anywhere.
    RestScan,
    /// An event revealed cards that must be scanned.
    RevealedScan,
}

impl RoomOffer {
    /// The offer a command of the rules' `offers` stands for (issue 53: the phone words a room
    /// action as the window lists it); `None` for a command no room action is (moves, the turn's
    /// end, a noise roll, the table's answers). A scan of the hand is the room's (`RoomScan`),
    /// though the Rest card offers the same command.
    pub fn of(command: &super::command::Command) -> Option<RoomOffer> {
        use super::command::Command as C;
        Some(match *command {
            C::CheckEngine { engine, .. } => RoomOffer::CheckEngine(engine),
            C::RestackEngine { engine, .. } => RoomOffer::Restack(engine),
            C::CheckAllEngines { .. } => RoomOffer::CheckAllEngines,
            C::CheckCoordinates { .. } => RoomOffer::CheckCoordinates,
            C::SetDestination { .. } => RoomOffer::SetDestination,
            C::SelfDestruct { start, .. } => RoomOffer::SelfDestruct { start },
            C::SetDoors { .. } => RoomOffer::Doors,
            C::Airlock { .. } => RoomOffer::Airlock,
            C::HatchControl { .. } => RoomOffer::HatchControl,
            C::FireControl { .. } => RoomOffer::FireControl,
            C::TreatWounds { treatment, .. } => RoomOffer::Treat(treatment),
            C::Analyse { object, .. } => RoomOffer::Analyse(object),
            C::TakeNestEgg { .. } => RoomOffer::TakeNestEgg,
            C::DestroyEggs { .. } => RoomOffer::DestroyEggs,
            C::PickUp { object, .. } => RoomOffer::PickUp(object),
            C::Drop { object, .. } => RoomOffer::Drop(object),
            C::Hibernate { .. } => RoomOffer::Hibernate,
            C::BoardPod { .. } => RoomOffer::BoardPod,
            C::LaunchPod { pod } => RoomOffer::LaunchPod(pod),
            C::LeavePod { .. } => RoomOffer::LeavePod,
            C::Scan {
                kind: super::command::ScanKind::Revealed,
                ..
            } => RoomOffer::RevealedScan,
            C::Scan { kind, .. } => RoomOffer::RoomScan(kind),
            _ => return None,
        })
    }
}

impl GameState {
    /// Everything `player` may do now that touches the app, in the order the window shows it.
    pub fn room_offers(&self, player: PlayerId) -> Vec<RoomOffer> {
        offers(self, player)
    }

    /// Eggs a character in `at` can destroy: the room's, plus the Nest's on the Intruder board
    /// when `at` is the Nest.
    pub fn eggs_in(&self, at: SlotId) -> u8 {
        let Some(room) = self.rooms.get(&at) else {
            return 0;
        };
        if room.room == Some(RoomKind::Nest) {
            self.nest_eggs.saturating_add(room.eggs)
        } else {
            room.eggs
        }
    }
}

fn offers(state: &GameState, player: PlayerId) -> Vec<RoomOffer> {
    let mut out = Vec::new();
    if state.ended.is_some() || state.pending_attack.is_some() || state.revival.is_some() {
        return out;
    }
    let Some(c) = state.character(player) else {
        return out;
    };
    let at = match c.at {
        Whereabouts::Room(at) => at,
        Whereabouts::Pod(pod) => {
            out.push(RoomOffer::LaunchPod(pod));
            out.push(RoomOffer::LeavePod);
            push_scans(state, player, None, &mut out);
            return out;
        }
        _ => return out,
    };
    let Some(room) = state.room(at) else {
        return out;
    };
    let combat = state.in_combat(at);
    // a room action: in the room, not in combat, no malfunction (base.md §14.1)
    let action = !combat && !room.malfunction;
    let kind = room.room;
    match kind {
        Some(k) if k.engine().is_some() => {
            let engine = k.engine().unwrap_or(1);
            if action {
                out.push(RoomOffer::CheckEngine(engine));
            }
            if !combat {
                out.push(RoomOffer::Restack(engine));
            }
        }
        Some(RoomKind::EngineControl) if action => out.push(RoomOffer::CheckAllEngines),
        Some(RoomKind::Cockpit) if action => {
            out.push(RoomOffer::CheckCoordinates);
            if !state.anyone_hibernating() {
                out.push(RoomOffer::SetDestination);
            }
        }
        Some(RoomKind::Generator) if action => match state.self_destruct {
            None if !state.anyone_hibernating() => {
                out.push(RoomOffer::SelfDestruct { start: true })
            }
            Some(t) if t > 3 => out.push(RoomOffer::SelfDestruct { start: false }),
            _ => {}
        },
        Some(RoomKind::CommandCenter) if action => out.push(RoomOffer::Doors),
        Some(RoomKind::EmergencyRoom) if action => {
            if c.dressed_wounds < c.serious_wounds {
                out.push(RoomOffer::Treat(Treatment::DressAll));
            }
            if c.dressed_wounds > 0 {
                out.push(RoomOffer::Treat(Treatment::HealDressed));
            }
            if c.light_wounds > 0 {
                out.push(RoomOffer::Treat(Treatment::HealLight));
            }
        }
        Some(RoomKind::AirlockControl) if action && !state.airlock_targets(at).is_empty() => {
            out.push(RoomOffer::Airlock)
        }
        Some(RoomKind::HatchControl) if action && state.pods.iter().any(|p| !p.launched) => {
            out.push(RoomOffer::HatchControl)
        }
        Some(RoomKind::FireControl) if action => out.push(RoomOffer::FireControl),
        Some(RoomKind::Laboratory) if action => {
            for slot in [
                WeaknessSlot::Corpse,
                WeaknessSlot::Egg,
                WeaknessSlot::Carcass,
            ] {
                let here = super::actions::analysable(state, at, slot).is_ok();
                if here && !state.weaknesses_revealed[slot.index()] {
                    out.push(RoomOffer::Analyse(slot));
                }
            }
        }
        Some(RoomKind::Nest) if !combat && state.nest_eggs > 0 && c.carrying.len() < 2 => {
            out.push(RoomOffer::TakeNestEgg)
        }
        Some(RoomKind::Hibernatorium) if action && state.hibernation_open() => {
            out.push(RoomOffer::Hibernate)
        }
        Some(RoomKind::EvacuationA | RoomKind::EvacuationB) if action => {
            let section = if kind == Some(RoomKind::EvacuationA) {
                Section::A
            } else {
                Section::B
            };
            let open = state
                .pods
                .iter()
                .any(|p| p.section == section && !p.launched && !p.locked && p.seats.len() < 2);
            if open {
                out.push(RoomOffer::BoardPod);
            }
        }
        _ => {}
    }
    if state.eggs_in(at) > 0 {
        out.push(RoomOffer::DestroyEggs);
    }
    if !combat && c.carrying.len() < 2 {
        for object in [ObjectKind::Egg, ObjectKind::Carcass, ObjectKind::Corpse] {
            if floor_count(state, at, object) > 0 {
                out.push(RoomOffer::PickUp(object));
            }
        }
    }
    let mut carried = c.carrying.clone();
    carried.sort();
    carried.dedup();
    out.extend(carried.into_iter().map(RoomOffer::Drop));
    let room_scan = match kind {
        Some(RoomKind::Canteen | RoomKind::ShowerRoom) if action => Some(ScanKind::Hand),
        Some(RoomKind::Surgery) if action => Some(ScanKind::Surgery),
        _ => None,
    };
    push_scans(state, player, room_scan, &mut out);
    out
}

fn push_scans(
    state: &GameState,
    player: PlayerId,
    room: Option<ScanKind>,
    out: &mut Vec<RoomOffer>,
) {
    if let Some(kind) = room {
        out.push(RoomOffer::RoomScan(kind));
    }
    if state.scans_requested.contains(&player) {
        out.push(RoomOffer::RevealedScan);
    }
    if room != Some(ScanKind::Hand) {
        out.push(RoomOffer::RestScan);
    }
}

fn floor_count(state: &GameState, at: SlotId, object: ObjectKind) -> u8 {
    state.room(at).map_or(0, |r| match object {
        ObjectKind::Egg => r.eggs,
        ObjectKind::Carcass => r.carcasses,
        ObjectKind::Corpse => r.corpses,
    })
}
