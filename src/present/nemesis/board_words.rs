//! The names of rooms and intruders as every screen says them, and the short forms the maps
//! print (the window's canvas and the phones' page).

use crate::present::i18n::I18n;
use crate::rules::ids::{IntruderKind, RoomKind};
use crate::tr;

/// A room's name as the map prints it: the full name, shortened for the few whose full name
/// would shrink below the slot number inside a hexagon (`map-room-*` in the translations).
pub fn map_room_label(i18n: &I18n, room: RoomKind) -> String {
    match room {
        RoomKind::SlimeRoom => tr!(i18n, "map-room-slime-room"),
        RoomKind::HatchControl => tr!(i18n, "map-room-hatch-control"),
        RoomKind::FireControl => tr!(i18n, "map-room-fire-control"),
        RoomKind::EngineControl => tr!(i18n, "map-room-engine-control"),
        RoomKind::AirlockControl => tr!(i18n, "map-room-airlock-control"),
        _ => room_name(i18n, room),
    }
}

pub fn room_name(i18n: &I18n, room: RoomKind) -> String {
    match room {
        RoomKind::Cockpit => tr!(i18n, "room-cockpit"),
        RoomKind::Hibernatorium => tr!(i18n, "room-hibernatorium"),
        RoomKind::Engine1 => tr!(i18n, "room-engine1"),
        RoomKind::Engine2 => tr!(i18n, "room-engine2"),
        RoomKind::Engine3 => tr!(i18n, "room-engine3"),
        RoomKind::Armory => tr!(i18n, "room-armory"),
        RoomKind::CommsRoom => tr!(i18n, "room-comms-room"),
        RoomKind::EmergencyRoom => tr!(i18n, "room-emergency-room"),
        RoomKind::EvacuationA => tr!(i18n, "room-evacuation-a"),
        RoomKind::EvacuationB => tr!(i18n, "room-evacuation-b"),
        RoomKind::FireControl => tr!(i18n, "room-fire-control"),
        RoomKind::Generator => tr!(i18n, "room-generator"),
        RoomKind::Laboratory => tr!(i18n, "room-laboratory"),
        RoomKind::Nest => tr!(i18n, "room-nest"),
        RoomKind::Storage => tr!(i18n, "room-storage"),
        RoomKind::Surgery => tr!(i18n, "room-surgery"),
        RoomKind::AirlockControl => tr!(i18n, "room-airlock-control"),
        RoomKind::Cabins => tr!(i18n, "room-cabins"),
        RoomKind::Canteen => tr!(i18n, "room-canteen"),
        RoomKind::CommandCenter => tr!(i18n, "room-command-center"),
        RoomKind::EngineControl => tr!(i18n, "room-engine-control"),
        RoomKind::HatchControl => tr!(i18n, "room-hatch-control"),
        RoomKind::Monitoring => tr!(i18n, "room-monitoring"),
        RoomKind::SlimeRoom => tr!(i18n, "room-slime-room"),
        RoomKind::ShowerRoom => tr!(i18n, "room-shower-room"),
    }
}

/// The short label of an intruder type on the map.
pub fn map_short(i18n: &I18n, kind: IntruderKind) -> String {
    match kind {
        IntruderKind::Lurker => tr!(i18n, "map-short-lurker"),
        IntruderKind::Queen => tr!(i18n, "map-short-queen"),
        IntruderKind::Lair => tr!(i18n, "map-short-lair"),
        k => intruder_name(i18n, k)
            .chars()
            .find(|c| *c != crate::present::i18n::WORD_JOINER)
            .map(String::from)
            .unwrap_or_default(),
    }
}

pub fn intruder_name(i18n: &I18n, kind: IntruderKind) -> String {
    match kind {
        IntruderKind::Larva => tr!(i18n, "intruder-larva"),
        IntruderKind::Creeper => tr!(i18n, "intruder-creeper"),
        IntruderKind::Adult => tr!(i18n, "intruder-adult"),
        IntruderKind::Breeder => tr!(i18n, "intruder-breeder"),
        IntruderKind::Queen => tr!(i18n, "intruder-queen"),
        IntruderKind::Blank => tr!(i18n, "intruder-blank"),
        IntruderKind::Metagorger => tr!(i18n, "intruder-metagorger"),
        IntruderKind::Shambler => tr!(i18n, "intruder-shambler"),
        IntruderKind::Fleshbeast => tr!(i18n, "intruder-fleshbeast"),
        IntruderKind::Butcher => tr!(i18n, "intruder-butcher"),
        IntruderKind::Lurker => tr!(i18n, "intruder-lurker"),
        IntruderKind::Whisperer => tr!(i18n, "intruder-whisperer"),
        IntruderKind::Stalker => tr!(i18n, "intruder-stalker"),
        IntruderKind::Despoiler => tr!(i18n, "intruder-despoiler"),
        IntruderKind::Lair => tr!(i18n, "intruder-lair"),
        IntruderKind::VoidSeeder => tr!(i18n, "intruder-void_seeder"),
        IntruderKind::Insanity => tr!(i18n, "intruder-insanity"),
    }
}
