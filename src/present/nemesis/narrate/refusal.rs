//! Refusals in words the table understands: every `RuleError`, and every reason code the rules
//! give with `NotAllowed`.

use super::Narrator;
use crate::rules::game::SetupError;
use crate::rules::{Refusal, RuleError};
use crate::tr;

impl Narrator<'_> {
    pub(super) fn refusal_text(&self, error: &RuleError) -> String {
        use RuleError as E;
        let i = self.i18n;
        match error {
            E::Data(detail) => tr!(i, "refusal-data", detail = detail.clone()),
            E::BadSetup(setup) => match setup {
                SetupError::SoloNeedsOnePlayer => tr!(i, "refusal-setup-solo"),
                SetupError::CoopNeedsTwoToFive => tr!(i, "refusal-setup-coop"),
                SetupError::OneToFivePlayers => tr!(i, "refusal-setup-count"),
                SetupError::CharacterTwice => tr!(i, "refusal-setup-roles"),
                SetupError::InsanityTrackNeeded => tr!(i, "refusal-setup-track"),
                SetupError::BoxDealsWithVoidSeeders => tr!(i, "refusal-setup-box-deals"),
                SetupError::ExpansionOnSideA => tr!(i, "refusal-setup-side-a"),
            },
            E::GameOver => tr!(i, "refusal-game-over"),
            E::GameNotOver => tr!(i, "refusal-game-not-over"),
            E::UnknownPlayer(p) => tr!(i, "refusal-unknown-player", player = self.player(*p)),
            E::UnknownIntruder(_) => tr!(i, "refusal-unknown-intruder"),
            E::UnknownSlot(s) => tr!(i, "refusal-unknown-slot", number = s.to_string()),
            E::UnknownCorridor(_) => tr!(i, "refusal-unknown-corridor"),
            E::UnknownPod(pod) => tr!(i, "refusal-unknown-pod", pod = (*pod)),
            E::UnknownLabel(label) => tr!(i, "refusal-unknown-label", label = label.0),
            E::NotOnBoard(p) => tr!(i, "refusal-not-on-board", player = self.player(*p)),
            E::NotNeighbour { from, to } => tr!(
                i,
                "refusal-not-neighbour",
                from = self.room(*from),
                to = self.room(*to)
            ),
            E::DoorClosed(c) => tr!(i, "refusal-door-closed", corridor = self.corridor(*c)),
            E::InCombat => tr!(i, "refusal-in-combat"),
            E::WrongRoom(kind) => tr!(
                i,
                "refusal-wrong-room",
                room = crate::present::nemesis::board_words::room_name(i, *kind)
            ),
            E::Malfunction(s) => tr!(i, "refusal-malfunction", room = self.room(*s)),
            E::HandMissing(p) => tr!(i, "refusal-hand-missing", player = self.player(*p)),
            E::NotAllowed(reason) => self.rule_reason(*reason),
        }
    }

    /// The words for a reason of `RuleError::NotAllowed`: every reason has its own (the match
    /// is exhaustive, so a new reason does not compile without them).
    pub(super) fn rule_reason(&self, reason: Refusal) -> String {
        use Refusal as R;
        let i = self.i18n;
        match reason {
            R::AirlockNeedsAnotherYellowRoom => tr!(i, "refusal-rule-airlock-yellow"),
            R::AlreadyDead => tr!(i, "refusal-rule-already-dead"),
            R::NoRevivalAsked => tr!(i, "refusal-rule-no-revival-asked"),
            R::NoWoundToTreat => tr!(i, "refusal-rule-no-wound-to-treat"),
            R::RevivalFirst => tr!(i, "refusal-rule-revival-first"),
            R::AlreadyPassed => tr!(i, "refusal-rule-already-passed"),
            R::AlreadyRunning => tr!(i, "refusal-rule-already-running"),
            R::AttackDeckEmpty => tr!(i, "refusal-rule-attack-deck-empty"),
            R::BlankIsNotAMiniature => tr!(i, "refusal-rule-blank-not-miniature"),
            R::CardNotDrawn => tr!(i, "refusal-rule-card-not-drawn"),
            R::CardNotInDeckOrDiscard => tr!(i, "refusal-rule-card-not-in-deck"),
            R::Cards1To5 => tr!(i, "refusal-rule-cards-1-to-5"),
            R::CarefulSpotHasNoise => tr!(i, "refusal-rule-careful-spot-noise"),
            R::Corridor1To4 => tr!(i, "refusal-rule-corridor-1-to-4"),
            R::DestinationLocked => tr!(i, "refusal-rule-destination-locked"),
            R::DoorDestroyed => tr!(i, "refusal-rule-door-destroyed"),
            R::DoorsOfOneRoom => tr!(i, "refusal-rule-doors-of-one-room"),
            R::HandsFull => tr!(i, "refusal-rule-hands-full"),
            R::NotThisSpecies => tr!(i, "refusal-rule-not-this-species"),
            R::HandNeededInLair => tr!(i, "refusal-rule-hand-needed-in-lair"),
            R::InsanityCannotDrop => tr!(i, "refusal-rule-insanity-cannot-drop"),
            R::InsanityOutOfRange => tr!(i, "refusal-rule-insanity-out-of-range"),
            R::NoInsaneCharacter => tr!(i, "refusal-rule-no-insane-character"),
            R::NoPanicHeld => tr!(i, "refusal-rule-no-panic-held"),
            R::NoPanicOpen => tr!(i, "refusal-rule-no-panic-open"),
            R::PanicFirst => tr!(i, "refusal-rule-panic-first"),
            R::TrackNeedsCreatures => tr!(i, "refusal-rule-track-needs-creatures"),
            R::NoMutationCard => tr!(i, "refusal-rule-no-mutation-card"),
            R::NoMiniatureLeft => tr!(i, "refusal-rule-no-miniature-left"),
            R::UnknownAdaptation => tr!(i, "refusal-rule-unknown-adaptation"),
            R::AdaptationFirst => tr!(i, "refusal-rule-adaptation-first"),
            R::AdaptationNamedElsewhere => tr!(i, "refusal-rule-adaptation-named-elsewhere"),
            R::IntruderSideFirst => tr!(i, "refusal-rule-intruder-side-first"),
            R::WeaknessFirst => tr!(i, "refusal-rule-weakness-first"),
            R::AdaptationHidden => tr!(i, "refusal-rule-adaptation-hidden"),
            R::UnknownWeakness => tr!(i, "refusal-rule-unknown-weakness"),
            R::WeaknessHidden => tr!(i, "refusal-rule-weakness-hidden"),
            R::WhichAdaptationSlot => tr!(i, "refusal-rule-which-adaptation-slot"),
            R::HibernationClosed => tr!(i, "refusal-rule-hibernation-closed"),
            R::IntruderPlayerChoosing => tr!(i, "refusal-rule-intruder-player-choosing"),
            R::LabelOutOfGame => tr!(i, "refusal-rule-label-out-of-game"),
            R::MoreLabelsThanCards => tr!(i, "refusal-rule-more-labels"),
            R::FewerLabelsThanCards => tr!(i, "refusal-rule-fewer-labels"),
            R::ExplorationTokenAlreadyInPlay => tr!(i, "refusal-rule-token-in-play"),
            R::DrawOutOfRange => tr!(i, "refusal-rule-draw-range"),
            R::NoEggs => tr!(i, "refusal-rule-no-eggs"),
            R::NoIntruderPlayer => tr!(i, "refusal-rule-no-intruder-player"),
            R::NoOpenPod => tr!(i, "refusal-rule-no-open-pod"),
            R::NoSuchEngine => tr!(i, "refusal-rule-no-such-engine"),
            R::NoSuchEntrance => tr!(i, "refusal-rule-no-such-entrance"),
            R::NoSuchLetter => tr!(i, "refusal-rule-no-such-letter"),
            R::NoSuchNetwork => tr!(i, "refusal-rule-no-such-network"),
            R::NoSuchToken => tr!(i, "refusal-rule-no-such-token"),
            R::NotInThisBox => tr!(i, "refusal-rule-not-in-this-box"),
            R::OneCardPerTurn => tr!(i, "refusal-rule-one-card-per-turn"),
            R::NoTileHere => tr!(i, "refusal-rule-no-tile-here"),
            R::RevealNeeded => tr!(i, "refusal-rule-reveal-needed"),
            R::TheAppDeals => tr!(i, "refusal-rule-the-app-deals"),
            R::NoTokenHere => tr!(i, "refusal-rule-no-token-here"),
            R::NotCarrying => tr!(i, "refusal-rule-not-carrying"),
            R::NotEnoughContaminationCards => tr!(i, "refusal-rule-not-enough-contamination"),
            R::NotInPod => tr!(i, "refusal-rule-not-in-pod"),
            R::NotRunning => tr!(i, "refusal-rule-not-running"),
            R::NotWaitingForThis => tr!(i, "refusal-rule-not-waiting"),
            R::NothingToChoose => tr!(i, "refusal-rule-nothing-to-choose"),
            R::NothingToPickUp => tr!(i, "refusal-rule-nothing-to-pick-up"),
            R::ObjectNotInLab => tr!(i, "refusal-rule-object-not-in-lab"),
            R::Only8Eggs => tr!(i, "refusal-rule-only-8-eggs"),
            R::Only8FireMarkers => tr!(i, "refusal-rule-only-8-fires"),
            R::Only8MalfunctionMarkers => tr!(i, "refusal-rule-only-8-malfunctions"),
            R::OnlyTheFirstDeadPlayer => tr!(i, "refusal-rule-only-first-dead"),
            R::PodEmpty => tr!(i, "refusal-rule-pod-empty"),
            R::PointOfNoReturn => tr!(i, "refusal-rule-point-of-no-return"),
            R::RoomAlreadyKnown => tr!(i, "refusal-rule-room-already-known"),
            R::RoomCannotHoldMalfunction => tr!(i, "refusal-rule-room-no-malfunction"),
            R::RoomTileAlreadyInPlay => tr!(i, "refusal-rule-tile-in-play"),
            R::SomeoneHibernating => tr!(i, "refusal-rule-someone-hibernating"),
            R::StandardModeOnly => tr!(i, "refusal-rule-standard-mode-only"),
            R::TargetNotInRoom => tr!(i, "refusal-rule-target-not-in-room"),
            R::TimeOutOfRange => tr!(i, "refusal-rule-time-out-of-range"),
            R::TrackOutOfRange => tr!(i, "refusal-rule-track-out-of-range"),
            R::WoundsOutOfRange => tr!(i, "refusal-rule-wounds-out-of-range"),
            R::CorridorTwice => tr!(i, "refusal-rule-corridor-twice"),
            R::PlayerTwice => tr!(i, "refusal-rule-player-twice"),
            R::GameTooLong => tr!(i, "refusal-rule-game-too-long"),
            R::HandOutOfRange => tr!(i, "refusal-rule-hand-out-of-range"),
            R::InjuriesOutOfRange => tr!(i, "refusal-rule-injuries-out-of-range"),
            R::ObjectsOutOfRange => tr!(i, "refusal-rule-objects-out-of-range"),
            R::LabelsOutOfRange => tr!(i, "refusal-rule-labels-out-of-range"),
            R::DoorsOutOfRange => tr!(i, "refusal-rule-doors-out-of-range"),
            R::HandsOutOfRange => tr!(i, "refusal-rule-hands-out-of-range"),
        }
    }
}
