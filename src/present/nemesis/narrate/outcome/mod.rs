//! One log line per outcome. `outcome_with` is one exhaustive match that hands each outcome to
//! the family that tells it (one file each), so a new outcome cannot be forgotten: it does not
//! build until a family is named for it.

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
        use Outcome as O;
        match outcome {
            O::Private { .. } => None,
            O::CharacterMoved { .. }
            | O::RoomRevealed { .. }
            | O::ExplorationIgnored { .. }
            | O::NoiseRolled { .. }
            | O::NoisePlaced { .. }
            | O::NoiseCleared { .. }
            | O::NoRoll { .. }
            | O::DangerNothing { .. } => self.movement_line(outcome, known),
            O::FirstEncounter
            | O::Encounter { .. }
            | O::TokenDrawn { .. }
            | O::BagEmpty
            | O::IntruderPlaced { .. }
            | O::IntruderRelocated { .. }
            | O::BlankDrawn { .. }
            | O::SurpriseAttack { .. }
            | O::NoSurprise { .. } => self.encounter_line(outcome, known),
            O::IntruderMoved { .. }
            | O::IntruderVanished { .. }
            | O::DoorDestroyed { .. }
            | O::IntruderWithdrawn { .. } => self.intruder_movement_line(outcome, known),
            O::Attack { .. }
            | O::Infestation { .. }
            | O::ContaminationCard { .. }
            | O::ContaminationDeckEmpty { .. }
            | O::Slimed { .. }
            | O::LightWound { .. }
            | O::SeriousWound { .. }
            | O::Transformed { .. }
            | O::TransformationFailed { .. }
            | O::CharacterDied { .. }
            | O::FirstDeath { .. }
            | O::PodsUnlocked
            | O::WoundsTreated { .. }
            | O::RevivalAsked { .. }
            | O::Revived { .. } => self.attack_line(outcome, known),
            O::IntruderInjured { .. }
            | O::DeathCheck { .. }
            | O::IntruderKilled { .. }
            | O::Retreat { .. }
            | O::EggsDestroyed { .. }
            | O::NestDestroyed { .. } => self.injury_line(outcome, known),
            O::EventPhaseStep { .. }
            | O::TimeAdvanced { .. }
            | O::SelfDestructAdvanced { .. }
            | O::HibernationOpened
            | O::PointOfNoReturn
            | O::EventCard { .. }
            | O::EventEffectApplied { .. }
            | O::FirePlaced { .. }
            | O::FireRemoved { .. }
            | O::MalfunctionPlaced { .. }
            | O::InjuriesHealed { .. }
            | O::DoorOpened { .. }
            | O::ItemsLost { .. }
            | O::PodLaunched { .. }
            | O::BagDevelopment { .. }
            | O::TokenToBag { .. }
            | O::TokenToSupply { .. }
            | O::SupplyEmpty { .. }
            | O::EggAdded { .. }
            | O::EveryoneRolls { .. }
            | O::ScanRequested { .. }
            | O::RoundStarted { .. } => self.event_phase_line(outcome, known),
            O::FireWound { .. }
            | O::Passed { .. }
            | O::EngineRestacked { .. }
            | O::DestinationSet { .. }
            | O::SelfDestructStarted
            | O::SelfDestructCancelled
            | O::DoorSet { .. }
            | O::AirlockSealed { .. }
            | O::AirlockBroken { .. }
            | O::AirlockVented { .. }
            | O::PodLock { .. }
            | O::WeaknessRevealed { .. }
            | O::ObjectTaken { .. }
            | O::ObjectDropped { .. }
            | O::Hibernated { .. }
            | O::AttemptFailed { .. }
            | O::BoardedPod { .. }
            | O::LeftPod { .. }
            | O::Escaped { .. }
            | O::LabelScanned { .. }
            | O::LabelRemoved { .. }
            | O::LarvaOnBoard { .. }
            | O::LarvaRemoved { .. }
            | O::IntruderPlayerChosen { .. }
            | O::IntruderPlayerDeclined { .. }
            | O::Corrected { .. } => self.player_phase_line(outcome, known),
            O::NobodyLeft { .. }
            | O::GameEnded { .. }
            | O::EnginesRevealed { .. }
            | O::ShipExploded
            | O::CoordinatesRevealed { .. }
            | O::FinalDraw { .. }
            | O::FinalDrawAsked { .. }
            | O::Survived { .. }
            | O::ObjectiveReported { .. }
            | O::Winner { .. }
            | O::VictoryCheckDone => self.end_of_game_line(outcome, known),
            O::MetagorgerAttack { .. }
            | O::MutationCard { .. }
            | O::MutationMarker { .. }
            | O::MutationCardDiscarded { .. }
            | O::MutationUsed { .. }
            | O::AdaptationRevealed { .. }
            | O::AdaptationNamed { .. }
            | O::AdaptationRemoved { .. }
            | O::NothingToRemove { .. }
            | O::Fed { .. }
            | O::MetagorgerSpawn { .. }
            | O::NoMiniatureLeft { .. }
            | O::StaysOutOfDucts { .. }
            | O::CarcassPlaced { .. }
            | O::PodRemoved { .. }
            | O::FinalMutation { .. } => self.carnomorph_line(outcome, known),
            O::TrackRead { .. }
            | O::InsanityTokenDrawn { .. }
            | O::InsanityTokenRemoved { .. }
            | O::Insanity { .. }
            | O::PanicDrawn { .. }
            | O::PanicResisted { .. }
            | O::PanicApplied { .. }
            | O::PanicNotInFull { .. }
            | O::PanicCancelled { .. }
            | O::PanicDeckEmpty { .. }
            | O::PanicWalk { .. }
            | O::PanicCharge { .. }
            | O::ItemsEmptied { .. }
            | O::WoundReopened { .. }
            | O::Unhurt { .. }
            | O::LairHolds { .. }
            | O::LairDestroyed { .. }
            | O::DespoilerGone { .. }
            | O::LairUnsettles { .. }
            | O::Lurking { .. }
            | O::NobodyLurks
            | O::WhisperNumber { .. }
            | O::WeaknessTurnedUp { .. }
            | O::WeaknessNamed { .. }
            | O::FinalInsanity { .. } => self.void_seeder_line(outcome),
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
