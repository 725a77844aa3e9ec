//! One log line per outcome. `family` is one exhaustive match that names the family that tells
//! each outcome (one file each), and `outcome_with` hands the outcome to it, so a new outcome
//! cannot be forgotten: it does not build until a family is named for it.

mod attacks;
mod carnomorphs;
mod corrections;
mod encounters;
mod end_of_game;
mod event_phase;
mod injuries;
mod intruder_movement;
mod movement;
mod player_phase;
mod void_seeders;

use crate::present::nemesis::narrate::{Known, Line, Narrator, Tone};
use crate::rules::Outcome;
use crate::rules::ids::*;
use crate::rules::state::DoorState;
use crate::tr;

impl Narrator<'_> {
    pub(in crate::present::nemesis::narrate) fn outcome_with(
        &self,
        outcome: &Outcome,
        known: &Known,
    ) -> Option<Line> {
        match family(outcome)? {
            Family::Movement => self.movement_line(outcome, known),
            Family::Encounter => self.encounter_line(outcome, known),
            Family::IntruderMovement => self.intruder_movement_line(outcome, known),
            Family::Attack => self.attack_line(outcome, known),
            Family::Injury => self.injury_line(outcome, known),
            Family::EventPhase => self.event_phase_line(outcome, known),
            Family::PlayerPhase => self.player_phase_line(outcome, known),
            Family::EndOfGame => self.end_of_game_line(outcome, known),
            Family::Carnomorph => self.carnomorph_line(outcome, known),
            Family::VoidSeeder => self.void_seeder_line(outcome),
        }
    }

    /// The room an intruder stands in now, for lines about it ("room 005 (Cabins)").
    pub(super) fn intruder_room(&self, id: IntruderId, known: &Known) -> String {
        match self
            .intruder_at(id)
            .or_else(|| known.places.get(&id).copied())
        {
            Some(at) => self.room(at),
            None => tr!(self.i18n, "name-intruder-unknown"),
        }
    }

    pub(super) fn door_line(&self, corridor: CorridorId, door: DoorState) -> Line {
        let i = self.i18n;
        let c = self.corridor(corridor);
        match door {
            DoorState::Open => Line::new(Tone::Info, tr!(i, "log-door-open", corridor = c.clone()))
                .todo(tr!(i, "log-door-open-todo", corridor = c)),
            DoorState::Closed => Line::new(
                Tone::Info,
                tr!(i, "log-door-closed", corridor = c.clone()),
            )
            .todo(tr!(i, "log-door-closed-todo", corridor = c)),
            DoorState::Destroyed => Line::new(
                Tone::Danger,
                tr!(i, "log-door-broken", corridor = c.clone()),
            )
            .todo(tr!(i, "log-door-broken-todo", corridor = c)),
        }
    }
}

/// The family of outcomes that tells one (one file each).
enum Family {
    /// Characters moving and exploring, and the noise rolls.
    Movement,
    /// Encounters: tokens drawn, intruders placed, surprise attacks.
    Encounter,
    /// Intruders moving, vanishing and breaking doors.
    IntruderMovement,
    /// Intruder attacks, contamination, wounds, deaths and revivals.
    Attack,
    /// Intruders injured, killed or retreating, and eggs and the nest destroyed.
    Injury,
    /// The Event Phase: time, self-destruct, events, fire and malfunctions, the bag.
    EventPhase,
    /// The Player Phase: actions, rooms, pods, scans and the intruder player.
    PlayerPhase,
    /// The end of the game: escapes, the ship's fate, the victory check.
    EndOfGame,
    /// The Carnomorphs' own outcomes.
    Carnomorph,
    /// The Void Seeders' own outcomes.
    VoidSeeder,
}

/// The family that tells `outcome`; none for a private sight, which the public log never shows.
/// The match names every outcome, so a new one does not build until a family is named for it.
fn family(outcome: &Outcome) -> Option<Family> {
    use Family::*;
    use Outcome as O;
    Some(match outcome {
        O::Private { .. } => return None,
        O::CharacterMoved { .. } | O::RoomRevealed { .. } => Movement,
        O::ExplorationIgnored { .. } | O::NoiseRolled { .. } | O::NoisePlaced { .. } => Movement,
        O::NoiseCleared { .. } | O::NoRoll { .. } | O::DangerNothing { .. } => Movement,
        O::FirstEncounter | O::Encounter { .. } | O::TokenDrawn { .. } | O::BagEmpty => Encounter,
        O::IntruderPlaced { .. } | O::IntruderRelocated { .. } | O::BlankDrawn { .. } => Encounter,
        O::SurpriseAttack { .. } | O::NoSurprise { .. } => Encounter,
        O::IntruderMoved { .. } | O::IntruderVanished { .. } => IntruderMovement,
        O::DoorDestroyed { .. } | O::IntruderWithdrawn { .. } => IntruderMovement,
        O::Attack { .. } | O::Infestation { .. } | O::ContaminationCard { .. } => Attack,
        O::ContaminationDeckEmpty { .. } | O::Slimed { .. } | O::LightWound { .. } => Attack,
        O::SeriousWound { .. } | O::Transformed { .. } | O::TransformationFailed { .. } => Attack,
        O::CharacterDied { .. } | O::FirstDeath { .. } | O::PodsUnlocked => Attack,
        O::WoundsTreated { .. } | O::RevivalAsked { .. } | O::Revived { .. } => Attack,
        O::IntruderInjured { .. } | O::DeathCheck { .. } | O::IntruderKilled { .. } => Injury,
        O::Retreat { .. } | O::EggsDestroyed { .. } | O::NestDestroyed { .. } => Injury,
        O::EventPhaseStep { .. } | O::TimeAdvanced { .. } => EventPhase,
        O::SelfDestructAdvanced { .. } | O::HibernationOpened | O::PointOfNoReturn => EventPhase,
        O::EventCard { .. } | O::EventEffectApplied { .. } | O::FirePlaced { .. } => EventPhase,
        O::FireRemoved { .. } | O::MalfunctionPlaced { .. } => EventPhase,
        O::InjuriesHealed { .. } | O::DoorOpened { .. } | O::ItemsLost { .. } => EventPhase,
        O::PodLaunched { .. } | O::BagDevelopment { .. } | O::TokenToBag { .. } => EventPhase,
        O::TokenToSupply { .. } | O::SupplyEmpty { .. } | O::EggAdded { .. } => EventPhase,
        O::EveryoneRolls { .. } | O::ScanRequested { .. } | O::RoundStarted { .. } => EventPhase,
        O::FireWound { .. } | O::Passed { .. } | O::EngineRestacked { .. } => PlayerPhase,
        O::DestinationSet { .. } | O::SelfDestructStarted | O::SelfDestructCancelled => PlayerPhase,
        O::DoorSet { .. } | O::AirlockSealed { .. } | O::AirlockBroken { .. } => PlayerPhase,
        O::AirlockVented { .. } | O::PodLock { .. } | O::WeaknessRevealed { .. } => PlayerPhase,
        O::ObjectTaken { .. } | O::ObjectDropped { .. } | O::Hibernated { .. } => PlayerPhase,
        O::AttemptFailed { .. } | O::BoardedPod { .. } | O::LeftPod { .. } => PlayerPhase,
        O::Escaped { .. } | O::LabelScanned { .. } | O::LabelRemoved { .. } => PlayerPhase,
        O::LarvaOnBoard { .. } | O::LarvaRemoved { .. } => PlayerPhase,
        O::IntruderPlayerChosen { .. } | O::IntruderPlayerDeclined { .. } => PlayerPhase,
        O::Corrected { .. } => PlayerPhase,
        O::NobodyLeft { .. } | O::GameEnded { .. } | O::EnginesRevealed { .. } => EndOfGame,
        O::ShipExploded | O::CoordinatesRevealed { .. } | O::FinalDraw { .. } => EndOfGame,
        O::FinalDrawAsked { .. } | O::Survived { .. } | O::ObjectiveReported { .. } => EndOfGame,
        O::Winner { .. } | O::VictoryCheckDone => EndOfGame,
        O::MetagorgerAttack { .. } | O::MutationCard { .. } => Carnomorph,
        O::MutationMarker { .. } | O::MutationCardDiscarded { .. } => Carnomorph,
        O::MutationUsed { .. } | O::AdaptationRevealed { .. } => Carnomorph,
        O::AdaptationNamed { .. } | O::AdaptationRemoved { .. } => Carnomorph,
        O::NothingToRemove { .. } | O::Fed { .. } | O::MetagorgerSpawn { .. } => Carnomorph,
        O::NoMiniatureLeft { .. } | O::StaysOutOfDucts { .. } => Carnomorph,
        O::CarcassPlaced { .. } | O::PodRemoved { .. } | O::FinalMutation { .. } => Carnomorph,
        O::TrackRead { .. } | O::InsanityTokenDrawn { .. } => VoidSeeder,
        O::InsanityTokenRemoved { .. } | O::Insanity { .. } | O::PanicDrawn { .. } => VoidSeeder,
        O::PanicResisted { .. } | O::PanicApplied { .. } | O::PanicNotInFull { .. } => VoidSeeder,
        O::PanicCancelled { .. } | O::PanicDeckEmpty { .. } | O::PanicWalk { .. } => VoidSeeder,
        O::PanicCharge { .. } | O::ItemsEmptied { .. } | O::WoundReopened { .. } => VoidSeeder,
        O::Unhurt { .. } | O::LairHolds { .. } | O::LairDestroyed { .. } => VoidSeeder,
        O::DespoilerGone { .. } | O::LairUnsettles { .. } | O::Lurking { .. } => VoidSeeder,
        O::NobodyLurks | O::WhisperNumber { .. } | O::WeaknessTurnedUp { .. } => VoidSeeder,
        O::WeaknessNamed { .. } | O::FinalInsanity { .. } => VoidSeeder,
    })
}
