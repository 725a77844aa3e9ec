//! A room action in words, as every screen names it (the window's list of room actions and the
//! player's phone): what it is called and, where the table needs one, a hint of what follows.

use crate::present::i18n::I18n;
use crate::rules::command::{ScanKind, Treatment};
use crate::rules::ids::ObjectKind;
use crate::rules::offers::RoomOffer;
use crate::rules::state::{GameState, WeaknessSlot};
use crate::tr;

/// An egg, a carcass or a corpse in words.
pub fn object_name(i18n: &I18n, object: ObjectKind) -> String {
    match object {
        ObjectKind::Egg => tr!(i18n, "action-object-egg"),
        ObjectKind::Carcass => tr!(i18n, "action-object-carcass"),
        ObjectKind::Corpse => tr!(i18n, "action-object-corpse"),
    }
}

/// The object whose weakness a slot of the Laboratory's analysis stands for.
pub fn weakness_object(slot: WeaknessSlot) -> ObjectKind {
    match slot {
        WeaknessSlot::Corpse => ObjectKind::Corpse,
        WeaknessSlot::Egg => ObjectKind::Egg,
        WeaknessSlot::Carcass => ObjectKind::Carcass,
    }
}

/// A–D for the destination track (0..=3).
pub fn letter(letter: u8) -> String {
    char::from(b'A' + letter.min(3)).to_string()
}

/// A room action's name and hint (`phone`: the player looks at their own phone rather than
/// the laptop for what is private).
pub fn offer_words(
    i18n: &I18n,
    state: &GameState,
    offer: RoomOffer,
    phone: bool,
) -> (String, Option<String>) {
    let alone = || {
        if phone {
            tr!(i18n, "action-alone-hint-phone")
        } else {
            tr!(i18n, "action-alone-hint")
        }
    };
    match offer {
        RoomOffer::CheckEngine(e) => (tr!(i18n, "action-check-engine", engine = e), Some(alone())),
        RoomOffer::Restack(e) => (
            tr!(i18n, "action-restack", engine = e),
            Some(tr!(i18n, "action-restack-needs")),
        ),
        RoomOffer::CheckAllEngines => (tr!(i18n, "action-check-all-engines"), Some(alone())),
        RoomOffer::CheckCoordinates => (tr!(i18n, "action-check-coordinates"), Some(alone())),
        RoomOffer::SetDestination => (
            tr!(
                i18n,
                "action-set-destination",
                letter = letter(state.destination)
            ),
            None,
        ),
        RoomOffer::SelfDestruct { start: true } => (
            tr!(i18n, "action-self-destruct-start"),
            Some(tr!(i18n, "action-self-destruct-hint")),
        ),
        RoomOffer::SelfDestruct { start: false } => {
            (tr!(i18n, "action-self-destruct-cancel"), None)
        }
        RoomOffer::Doors => (tr!(i18n, "action-doors"), None),
        RoomOffer::Airlock => (
            tr!(i18n, "action-airlock"),
            Some(tr!(i18n, "action-airlock-hint")),
        ),
        RoomOffer::HatchControl => (tr!(i18n, "action-hatch"), None),
        RoomOffer::FireControl => (tr!(i18n, "action-fire-control"), None),
        RoomOffer::Treat(Treatment::DressAll) => (
            tr!(i18n, "action-dress-all"),
            Some(tr!(i18n, "action-dress-all-hint")),
        ),
        RoomOffer::Treat(Treatment::HealDressed) => (tr!(i18n, "action-heal-dressed"), None),
        RoomOffer::Treat(Treatment::HealLight) => (tr!(i18n, "action-heal-light"), None),
        // with Void Seeders the corpse's slot is a character's insanity (void-seeders.md §11)
        RoomOffer::Analyse(crate::rules::state::WeaknessSlot::Corpse)
            if state.config.species.table_turns_weaknesses() =>
        {
            (
                tr!(i18n, "action-analyse-insanity"),
                Some(tr!(i18n, "action-analyse-insanity-hint")),
            )
        }
        RoomOffer::Analyse(slot) => (
            tr!(
                i18n,
                "action-analyse",
                object = object_name(i18n, weakness_object(slot))
            ),
            None,
        ),
        RoomOffer::TakeNestEgg => (
            tr!(i18n, "action-take-nest-egg"),
            Some(tr!(i18n, "action-noise-roll-follows")),
        ),
        RoomOffer::DestroyEggs => (
            tr!(i18n, "action-destroy-eggs"),
            Some(tr!(i18n, "action-noise-roll-follows")),
        ),
        RoomOffer::PickUp(o) => (
            tr!(i18n, "action-pick-up", object = object_name(i18n, o)),
            None,
        ),
        RoomOffer::Drop(o) => (
            tr!(i18n, "action-drop", object = object_name(i18n, o)),
            None,
        ),
        RoomOffer::Hibernate => (
            tr!(i18n, "action-hibernate"),
            Some(tr!(i18n, "action-noise-roll-follows")),
        ),
        RoomOffer::BoardPod => (
            tr!(i18n, "action-board-pod"),
            Some(tr!(i18n, "action-noise-roll-follows")),
        ),
        RoomOffer::LaunchPod(pod) => (tr!(i18n, "action-launch-pod", pod = pod), None),
        RoomOffer::LeavePod => (tr!(i18n, "action-leave-pod"), None),
        RoomOffer::RoomScan(ScanKind::Surgery) => (
            tr!(i18n, "action-scan-surgery"),
            Some(tr!(i18n, "action-scan-surgery-hint")),
        ),
        RoomOffer::RoomScan(_) => (
            tr!(i18n, "action-scan-room"),
            Some(tr!(i18n, "action-scan-room-hint")),
        ),
        RoomOffer::RestScan => (tr!(i18n, "action-scan-rest"), None),
        RoomOffer::RevealedScan => (
            tr!(i18n, "action-scan-revealed"),
            Some(tr!(i18n, "action-scan-revealed-hint")),
        ),
    }
}
