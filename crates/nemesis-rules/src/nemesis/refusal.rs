//! Why a rule forbids a command now: one reason per case, serialised as its snake_case code
//! (`{"error":"not_allowed","detail":"<code>"}` in headless answers). The window gives each
//! its own words; the compiler checks that none is forgotten.

use serde::{Deserialize, Serialize};

macro_rules! refusals {
    ($($variant:ident = $code:literal),* $(,)?) => {
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
        pub enum Refusal {
            $(#[serde(rename = $code)] $variant),*
        }

        impl Refusal {
            /// Every reason, in code order.
            pub const ALL: &[Refusal] = &[$(Refusal::$variant),*];

            /// The reason's code, as serialised.
            pub fn code(self) -> &'static str {
                match self {
                    $(Refusal::$variant => $code),*
                }
            }

            /// The reason with this code, if there is one.
            pub fn from_code(code: &str) -> Option<Refusal> {
                Refusal::ALL.iter().copied().find(|r| r.code() == code)
            }
        }
    };
}

refusals! {
    AdaptationFirst = "adaptation_first",
    AdaptationHidden = "adaptation_hidden",
    AdaptationNamedElsewhere = "adaptation_named_elsewhere",
    AirlockNeedsAnotherYellowRoom = "airlock_needs_another_yellow_room",
    AlreadyDead = "already_dead",
    AlreadyPassed = "already_passed",
    AlreadyRunning = "already_running",
    AttackDeckEmpty = "attack_deck_empty",
    BlankIsNotAMiniature = "blank_is_not_a_miniature",
    CardNotDrawn = "card_not_drawn",
    CardNotInDeckOrDiscard = "card_not_in_deck_or_discard",
    Cards1To5 = "cards_1_to_5",
    CarefulSpotHasNoise = "careful_spot_has_noise",
    Corridor1To4 = "corridor_1_to_4",
    CorridorTwice = "corridor_twice",
    DestinationLocked = "destination_locked",
    DoorDestroyed = "door_destroyed",
    DoorsOfOneRoom = "doors_of_one_room",
    DoorsOutOfRange = "doors_out_of_range",
    DrawOutOfRange = "draw_out_of_range",
    ExplorationTokenAlreadyInPlay = "exploration_token_already_in_play",
    FewerLabelsThanCards = "fewer_labels_than_cards",
    GameTooLong = "game_too_long",
    HandNeededInLair = "hand_needed_in_lair",
    HandOutOfRange = "hand_out_of_range",
    HandsFull = "hands_full",
    HandsOutOfRange = "hands_out_of_range",
    HibernationClosed = "hibernation_closed",
    InjuriesOutOfRange = "injuries_out_of_range",
    InsanityCannotDrop = "insanity_cannot_drop",
    InsanityOutOfRange = "insanity_out_of_range",
    IntruderSideFirst = "intruder_side_first",
    IntruderPlayerChoosing = "intruder_player_choosing",
    LabelOutOfGame = "label_out_of_game",
    LabelsOutOfRange = "labels_out_of_range",
    MoreLabelsThanCards = "more_labels_than_cards",
    NoEggs = "no_eggs",
    NoInsaneCharacter = "no_insane_character",
    NoIntruderPlayer = "no_intruder_player",
    NoMiniatureLeft = "no_miniature_left",
    NoMutationCard = "no_mutation_card",
    NoOpenPod = "no_open_pod",
    NoPanicHeld = "no_panic_held",
    NoPanicOpen = "no_panic_open",
    NoRevivalAsked = "no_revival_asked",
    NoSuchEngine = "no_such_engine",
    NoSuchEntrance = "no_such_entrance",
    NoSuchLetter = "no_such_letter",
    NoSuchNetwork = "no_such_network",
    NoSuchToken = "no_such_token",
    NoTileHere = "no_tile_here",
    NoTokenHere = "no_token_here",
    NoWoundToTreat = "no_wound_to_treat",
    NotCarrying = "not_carrying",
    NotEnoughContaminationCards = "not_enough_contamination_cards",
    NotInPod = "not_in_pod",
    OneCardPerTurn = "one_card_per_turn",
    NotInThisBox = "not_in_this_box",
    NotRunning = "not_running",
    NotThisSpecies = "not_this_species",
    NotWaitingForThis = "not_waiting_for_this",
    NothingToChoose = "nothing_to_choose",
    NothingToPickUp = "nothing_to_pick_up",
    ObjectNotInLab = "object_not_in_lab",
    ObjectsOutOfRange = "objects_out_of_range",
    Only8Eggs = "only_8_eggs",
    Only8FireMarkers = "only_8_fire_markers",
    Only8MalfunctionMarkers = "only_8_malfunction_markers",
    OnlyTheFirstDeadPlayer = "only_the_first_dead_player",
    PanicFirst = "panic_first",
    PlayerTwice = "player_twice",
    PodEmpty = "pod_empty",
    PointOfNoReturn = "point_of_no_return",
    RevealNeeded = "reveal_needed",
    RevivalFirst = "revival_first",
    RoomAlreadyKnown = "room_already_known",
    RoomCannotHoldMalfunction = "room_cannot_hold_malfunction",
    RoomTileAlreadyInPlay = "room_tile_already_in_play",
    SomeoneHibernating = "someone_hibernating",
    StandardModeOnly = "standard_mode_only",
    TargetNotInRoom = "target_not_in_room",
    TheAppDeals = "the_app_deals",
    TimeOutOfRange = "time_out_of_range",
    TrackNeedsCreatures = "track_needs_creatures",
    TrackOutOfRange = "track_out_of_range",
    UnknownAdaptation = "unknown_adaptation",
    UnknownWeakness = "unknown_weakness",
    WeaknessFirst = "weakness_first",
    WeaknessHidden = "weakness_hidden",
    WhichAdaptationSlot = "which_adaptation_slot",
    WoundsOutOfRange = "wounds_out_of_range",
}

impl std::fmt::Display for Refusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.code())
    }
}

#[cfg(test)]
mod tests {
    use super::Refusal;

    #[test]
    fn every_reason_serialises_as_its_code_and_back() {
        for &r in Refusal::ALL {
            let json = serde_json::to_string(&r).unwrap();
            assert_eq!(json, format!("\"{}\"", r.code()));
            assert_eq!(serde_json::from_str::<Refusal>(&json).unwrap(), r);
            assert_eq!(Refusal::from_code(r.code()), Some(r));
        }
    }
}
