//! The one place where rules outcomes become sound cues. The match has no wildcard, so a new
//! outcome does not compile until someone decides its cue (or that it has none). An outcome whose
//! cue depends on what it says (the noise roll, the cause of a death…) asks a named step below.

use super::{Atmosphere, Cue, Mood, Sounded};
use crate::rules::command::NoiseSpot;
use crate::rules::ids::{IntruderKind, NoiseResult};
use crate::rules::outcome::{DeathCause, InsanityChange, NestEnd, Outcome};
use crate::rules::species::Development;
use crate::rules::state::EndCause;
use crate::rules::{GameState, Nemesis};

/// Fire or malfunction markers from which the "near the limit" warning sounds (8 is the limit).
pub const NEAR_LIMIT: usize = 6;

/// What the board looks like after the outcome, for the cues that depend on it.
#[derive(Debug, Clone, Copy, Default)]
pub struct Board {
    pub fires: usize,
    pub malfunctions: usize,
}

/// The cue for one outcome, or none.
pub fn cue_for(outcome: &Outcome, board: Board) -> Option<Cue> {
    use Outcome as O;
    match outcome {
        // private sights make no sound: a sound must not tell the table what was seen
        O::Private { .. } => None,
        O::CharacterMoved { .. } | O::RoomRevealed { .. } | O::ExplorationIgnored { .. } => None,
        O::NoiseRolled {
            result,
            slime_made_danger,
            ..
        } => noise_roll(*result, *slime_made_danger),
        O::NoisePlaced { spot, .. } => Some(noise_placed(spot)),
        O::NoiseCleared { .. } | O::NoRoll { .. } | O::DangerNothing { .. } => None,
        O::FirstEncounter | O::Encounter { .. } | O::TokenDrawn { .. } | O::BagEmpty => None,
        O::IntruderPlaced { kind, .. } | O::IntruderRelocated { kind, .. } => {
            Some(encounter(*kind))
        }
        O::BlankDrawn { .. } => Some(Cue::NoiseMarker),
        O::SurpriseAttack { .. } => Some(Cue::SurpriseAttack),
        O::NoSurprise { .. } => None,
        O::IntruderMoved { .. } => None,
        O::IntruderVanished { .. } | O::IntruderWithdrawn { .. } => Some(Cue::IntruderVanish),
        O::DoorDestroyed { .. } => Some(Cue::AttackHit),
        O::Attack { hit: true, .. } => Some(Cue::AttackHit),
        O::Attack { hit: false, .. } => Some(Cue::AttackMiss),
        O::Infestation { .. } => Some(Cue::LarvaInfestation),
        O::ContaminationCard { .. } | O::ContaminationDeckEmpty { .. } | O::Slimed { .. } => None,
        O::LightWound { .. } | O::SeriousWound { .. } => None,
        O::Transformed { .. } => Some(Cue::EncounterBreeder),
        O::TransformationFailed { .. } => None,
        O::CharacterDied { cause, .. } => death(*cause),
        O::FirstDeath { .. } => Some(Cue::FirstDeath),
        O::PodsUnlocked => Some(Cue::PodsOpening),
        O::WoundsTreated { .. } | O::RevivalAsked { .. } => None,
        // the robot doctor's capsule opens as the hibernation chambers do
        O::Revived { .. } => Some(Cue::HibernationOpen),
        O::IntruderInjured { .. } => Some(Cue::IntruderInjured),
        O::DeathCheck { .. } => None,
        O::IntruderKilled { .. } => Some(Cue::IntruderKilled),
        O::Retreat { .. } => Some(Cue::IntruderRetreat),
        O::EggsDestroyed { .. } => Some(Cue::IntruderKilled),
        O::NestDestroyed { cause } => nest_destroyed(*cause),
        O::EventPhaseStep { .. } => None,
        O::TimeAdvanced { .. } => Some(Cue::TimeTick),
        O::SelfDestructAdvanced { track } if *track <= 2 => Some(Cue::SelfDestructCountdown),
        O::SelfDestructAdvanced { .. } => Some(Cue::TimeTick),
        O::HibernationOpened => Some(Cue::HibernationOpen),
        O::PointOfNoReturn => Some(Cue::SelfDestructNoReturn),
        O::EventCard { .. } => Some(Cue::EventCard),
        O::EventEffectApplied { .. } => None,
        O::FirePlaced { .. } => near_limit(board.fires, Cue::FireNearLimit),
        O::MalfunctionPlaced { .. } => near_limit(board.malfunctions, Cue::MalfunctionNearLimit),
        O::FireRemoved { .. } => None,
        O::InjuriesHealed { .. } | O::DoorOpened { .. } | O::ItemsLost { .. } => None,
        O::PodLaunched { .. } => Some(Cue::PodsOpening),
        O::BagDevelopment { row, .. } => bag_development(row),
        O::TokenToBag { .. }
        | O::TokenToSupply { .. }
        | O::SupplyEmpty { .. }
        | O::EggAdded { .. } => None,
        O::EveryoneRolls { .. } | O::ScanRequested { .. } | O::RoundStarted { .. } => None,
        O::FireWound { .. }
        | O::Passed { .. }
        | O::EngineRestacked { .. }
        | O::DestinationSet { .. } => None,
        O::SelfDestructStarted => Some(Cue::SelfDestructStarted),
        O::SelfDestructCancelled => None,
        O::DoorSet { .. } | O::AirlockSealed { .. } | O::AirlockBroken { .. } => None,
        O::AirlockVented { .. } => Some(Cue::Explosion),
        O::PodLock { .. }
        | O::WeaknessRevealed { .. }
        | O::ObjectTaken { .. }
        | O::ObjectDropped { .. } => None,
        O::Hibernated { .. } => None,
        O::AttemptFailed { .. } => None,
        O::BoardedPod { .. } | O::LeftPod { .. } => None,
        O::Escaped { .. } => Some(Cue::PodsOpening),
        O::LabelScanned { infected, .. } => Some(label_scanned(*infected)),
        O::LabelRemoved { .. } | O::LarvaRemoved { .. } => None,
        O::LarvaOnBoard { .. } => Some(Cue::LarvaInfestation),
        O::IntruderPlayerChosen { .. } | O::IntruderPlayerDeclined { .. } | O::Corrected { .. } => {
            None
        }
        // the end's own cue follows at once
        O::NobodyLeft { .. } => None,
        O::GameEnded { cause } => Some(game_ended(*cause)),
        O::EnginesRevealed { .. } | O::CoordinatesRevealed { .. } => Some(Cue::EventCard),
        O::ShipExploded => Some(Cue::Explosion),
        O::FinalDraw { .. } | O::FinalDrawAsked { .. } => None,
        O::Survived { .. } | O::Winner { .. } => Some(Cue::VictoryWon),
        O::ObjectiveReported { .. } | O::VictoryCheckDone => None,
        // Carnomorphs
        O::MetagorgerAttack { .. }
        | O::MutationCard { .. }
        | O::MutationMarker { .. }
        | O::MutationUsed { .. } => Some(Cue::Mutation),
        O::Fed { .. } => Some(Cue::Feeding),
        O::AdaptationRevealed { .. } => Some(Cue::EventCard),
        O::MutationCardDiscarded { .. }
        | O::AdaptationNamed { .. }
        | O::AdaptationRemoved { .. }
        | O::NothingToRemove { .. }
        | O::MetagorgerSpawn { .. }
        | O::NoMiniatureLeft { .. }
        | O::StaysOutOfDucts { .. }
        | O::CarcassPlaced { .. }
        | O::PodRemoved { .. }
        | O::FinalMutation { .. } => None,
        // Void Seeders
        O::PanicDrawn { .. } => Some(Cue::Panic),
        O::InsanityTokenDrawn { .. } => Some(Cue::InsanityRise),
        O::Insanity { change, .. } => insanity(*change),
        O::PanicResisted { .. } | O::PanicNotInFull { .. } => None,
        O::LairUnsettles { .. } | O::WhisperNumber { .. } => Some(Cue::NoiseCorridor),
        O::Lurking { .. } => Some(Cue::IntruderVanish),
        O::LairDestroyed { .. } => Some(Cue::LairDestroyed),
        O::DespoilerGone { .. } => Some(Cue::IntruderKilled),
        O::WeaknessTurnedUp { .. } => Some(Cue::EventCard),
        O::TrackRead { .. }
        | O::WeaknessNamed { .. }
        | O::InsanityTokenRemoved { .. }
        | O::PanicApplied { .. }
        | O::PanicCancelled { .. }
        | O::PanicDeckEmpty { .. }
        | O::PanicWalk { .. }
        | O::PanicCharge { .. }
        | O::ItemsEmptied { .. }
        | O::WoundReopened { .. }
        | O::Unhurt { .. }
        | O::LairHolds { .. }
        | O::NobodyLurks
        | O::FinalInsanity { .. } => None,
    }
}

/// A danger roll sounds, and a silence the slime turned into danger.
fn noise_roll(result: NoiseResult, slime_made_danger: bool) -> Option<Cue> {
    match result {
        NoiseResult::Danger => Some(Cue::Danger),
        NoiseResult::Silence if slime_made_danger => Some(Cue::Danger),
        _ => None,
    }
}

/// A noise marker in a technical corridor sounds as a corridor; in a corridor, as a marker.
fn noise_placed(spot: &NoiseSpot) -> Cue {
    match spot {
        NoiseSpot::Tech(_) => Cue::NoiseCorridor,
        NoiseSpot::Corridor(_) => Cue::NoiseMarker,
    }
}

/// A death at the end checks loses; in the jump or the explosion the end's own cue sounds.
fn death(cause: DeathCause) -> Option<Cue> {
    match cause {
        DeathCause::FinalContamination | DeathCause::WrongDestination => Some(Cue::VictoryLost),
        DeathCause::Jump | DeathCause::Explosion => None,
        _ => Some(Cue::FirstDeath),
    }
}

/// The nest falls as an intruder does; the explosion has its own cue.
fn nest_destroyed(cause: NestEnd) -> Option<Cue> {
    match cause {
        NestEnd::NoEggsLeft => Some(Cue::IntruderKilled),
        NestEnd::ShipDestroyed => None,
    }
}

/// A fire or malfunction marker sounds from `NEAR_LIMIT` markers on the board.
fn near_limit(markers: usize, cue: Cue) -> Option<Cue> {
    (markers >= NEAR_LIMIT).then_some(cue)
}

/// The row of the bag development the draw reached.
fn bag_development(row: &Development) -> Option<Cue> {
    match row {
        Development::EveryoneRolls => Some(Cue::BagAlarm),
        Development::QueenOrEgg => Some(Cue::BagQueen),
        Development::ShamblersWithdraw | Development::BlueMetagorger => Some(Cue::BagAlarm),
        Development::ButcherHunts => Some(Cue::EncounterButcher),
        Development::MetagorgerSpawn => Some(Cue::EncounterMetagorger),
        Development::Panic => Some(Cue::Panic),
        Development::Replace(_) | Development::Add(_) => None,
    }
}

fn label_scanned(infected: bool) -> Cue {
    if infected {
        Cue::ScanInfected
    } else {
        Cue::ScanClean
    }
}

/// The jump ends with its own cue; every other end with the explosion.
fn game_ended(cause: EndCause) -> Cue {
    match cause {
        EndCause::Jump => Cue::Jump,
        _ => Cue::Explosion,
    }
}

/// Insanity that rises sounds; insanity lowered does not.
fn insanity(change: InsanityChange) -> Option<Cue> {
    match change {
        InsanityChange::Rose | InsanityChange::Infected | InsanityChange::FinalCheck => {
            Some(Cue::InsanityRise)
        }
        InsanityChange::Lowered => None,
    }
}

fn encounter(kind: IntruderKind) -> Cue {
    match kind {
        IntruderKind::Larva => Cue::EncounterLarva,
        IntruderKind::Creeper => Cue::EncounterCreeper,
        IntruderKind::Adult | IntruderKind::Blank => Cue::EncounterAdult,
        IntruderKind::Breeder => Cue::EncounterBreeder,
        IntruderKind::Queen => Cue::EncounterQueen,
        IntruderKind::Metagorger => Cue::EncounterMetagorger,
        IntruderKind::Shambler => Cue::EncounterShambler,
        IntruderKind::Fleshbeast => Cue::EncounterFleshbeast,
        IntruderKind::Butcher => Cue::EncounterButcher,
        // an untyped token never stands on the board; the lowest type's cue if it ever did
        IntruderKind::Lurker | IntruderKind::VoidSeeder | IntruderKind::Insanity => {
            Cue::EncounterLurker
        }
        IntruderKind::Whisperer => Cue::EncounterWhisperer,
        IntruderKind::Stalker => Cue::EncounterStalker,
        IntruderKind::Despoiler => Cue::EncounterDespoiler,
        IntruderKind::Lair => Cue::LairAppears,
    }
}

/// The cues of one command's outcomes, most important first, each at most once: what the mixer
/// is asked to play (it caps simultaneous cues; the highest priority wins).
pub fn cues_for(outcomes: &[Outcome], board: Board) -> Vec<Cue> {
    let mut cues: Vec<Cue> = Vec::new();
    for o in outcomes {
        if let Some(c) = cue_for(o, board)
            && !cues.contains(&c)
        {
            cues.push(c);
        }
    }
    cues.sort_by_key(|c| std::cmp::Reverse(c.priority()));
    cues
}

impl Sounded for Nemesis {
    fn cues(outcomes: &[Outcome], state: &GameState) -> Vec<Cue> {
        let board = Board {
            fires: state.fires(),
            malfunctions: state.malfunctions(),
        };
        cues_for(outcomes, board)
    }
    fn atmosphere(state: &GameState) -> Atmosphere {
        atmosphere_for(state)
    }
}

/// The time track space from which the heartbeat plays: the last rounds before the jump.
pub const HEARTBEAT_TIME: u8 = 3;
/// The self-destruct track space from which the heartbeat plays.
pub const HEARTBEAT_SELF_DESTRUCT: u8 = 2;

/// The ambience a game calls for: alarm while the self-destruct runs, tension while intruders are
/// on board, calm otherwise; the heartbeat in the last rounds (time or self-destruct nearly out).
/// Once the game is over the ambience stops (the ending's own cue has the last word).
pub fn atmosphere_for(state: &GameState) -> Atmosphere {
    if state.ended.is_some() || state.victory.is_some() {
        return Atmosphere::SILENT;
    }
    let mood = if state.self_destruct.is_some() {
        Mood::Alarm
    } else if !state.intruders.is_empty() {
        Mood::Tension
    } else {
        Mood::Calm
    };
    let heartbeat = state.time <= HEARTBEAT_TIME
        || state
            .self_destruct
            .is_some_and(|t| t <= HEARTBEAT_SELF_DESTRUCT);
    Atmosphere::new(mood).with_heartbeat(heartbeat)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::ids::*;

    #[test]
    fn outcomes_map_to_the_cues_a_table_expects() {
        let b = Board::default();
        let placed = |kind| Outcome::IntruderPlaced {
            intruder: IntruderId(1),
            kind,
            at: SlotId(2),
        };
        assert_eq!(
            cue_for(&placed(IntruderKind::Queen), b),
            Some(Cue::EncounterQueen)
        );
        assert_eq!(
            cue_for(&placed(IntruderKind::Larva), b),
            Some(Cue::EncounterLarva)
        );
        let tech = Outcome::NoisePlaced {
            at: SlotId(2),
            spot: NoiseSpot::Tech(TechNet::Main),
        };
        assert_eq!(cue_for(&tech, b), Some(Cue::NoiseCorridor));
        let scan = |infected| Outcome::LabelScanned {
            player: PlayerId(1),
            label: LabelId(3),
            infected,
        };
        assert_eq!(cue_for(&scan(true), b), Some(Cue::ScanInfected));
        assert_eq!(cue_for(&scan(false), b), Some(Cue::ScanClean));
        let fire = Outcome::FirePlaced { at: SlotId(4) };
        assert_eq!(
            cue_for(
                &fire,
                Board {
                    fires: 3,
                    malfunctions: 0
                }
            ),
            None
        );
        assert_eq!(
            cue_for(
                &fire,
                Board {
                    fires: 7,
                    malfunctions: 0
                }
            ),
            Some(Cue::FireNearLimit)
        );
        let sight = Outcome::Private {
            to: PlayerId(1),
            sight: crate::rules::outcome::Sight::Engine {
                engine: 1,
                working: false,
            },
        };
        assert_eq!(cue_for(&sight, b), None, "private sights stay silent");
    }

    /// Cues heard over `games` simulated games of one species at four players.
    fn heard_in(species: crate::rules::species::Species, games: u64) -> Vec<Cue> {
        use crate::rules::GameState;
        use crate::sim::{Table, config_with};
        let mut heard = std::collections::BTreeSet::new();
        for seed in 0..games {
            let config = config_with(seed, 4, Side::A, Mode::Standard, species);
            let mut g = GameState::new(config).expect("setup");
            let mut table = Table::new(seed);
            for _ in 0..3000 {
                if g.victory.is_some() {
                    break;
                }
                let cmd = table.choose(&g);
                if let Ok(out) = g.apply(&cmd) {
                    let board = Board {
                        fires: g.fires(),
                        malfunctions: g.malfunctions(),
                    };
                    heard.extend(cues_for(&out, board));
                }
            }
        }
        heard.into_iter().collect()
    }

    #[test]
    fn each_species_is_heard_through_its_own_cues() {
        use crate::rules::species::Species;
        let carnomorphs = heard_in(Species::Carnomorphs, 12);
        for cue in [
            Cue::EncounterMetagorger,
            Cue::EncounterShambler,
            Cue::EncounterFleshbeast,
            Cue::Mutation,
        ] {
            assert!(
                carnomorphs.contains(&cue),
                "{cue} not heard: {carnomorphs:?}"
            );
        }
        let seeders = heard_in(Species::VoidSeeders, 12);
        for cue in [
            Cue::EncounterLurker,
            Cue::EncounterWhisperer,
            Cue::LairAppears,
            Cue::Panic,
            Cue::InsanityRise,
        ] {
            assert!(seeders.contains(&cue), "{cue} not heard: {seeders:?}");
        }
        // base intruders never sound in an expansion game, and the other way round
        for cue in [
            Cue::EncounterCreeper,
            Cue::EncounterBreeder,
            Cue::EncounterLurker,
        ] {
            assert!(!carnomorphs.contains(&cue), "{cue} in a Carnomorph game");
        }
        for cue in [Cue::EncounterCreeper, Cue::EncounterShambler, Cue::Feeding] {
            assert!(!seeders.contains(&cue), "{cue} in a Void Seeder game");
        }
        let base = heard_in(Species::Intruders, 6);
        for cue in [Cue::EncounterMetagorger, Cue::EncounterLurker, Cue::Panic] {
            assert!(!base.contains(&cue), "{cue} in a base game");
        }
    }

    #[test]
    fn a_whole_simulated_game_plays_many_different_cues_each_once_per_command() {
        use crate::rules::GameState;
        use crate::sim::{Table, config};
        let mut heard = std::collections::BTreeSet::new();
        for seed in 0..20 {
            let mut g = GameState::new(config(seed, 4, Side::A, Mode::Standard)).expect("setup");
            let mut table = Table::new(seed);
            for _ in 0..3000 {
                if g.victory.is_some() {
                    break;
                }
                let cmd = table.choose(&g);
                if let Ok(out) = g.apply(&cmd) {
                    let board = Board {
                        fires: g.fires(),
                        malfunctions: g.malfunctions(),
                    };
                    let cues = cues_for(&out, board);
                    let mut unique = cues.clone();
                    unique.dedup();
                    assert_eq!(unique.len(), cues.len());
                    assert!(cues.windows(2).all(|w| w[0].priority() >= w[1].priority()));
                    heard.extend(cues);
                }
            }
        }
        assert!(
            heard.len() >= 20,
            "only {} distinct cues in 20 games: {heard:?}",
            heard.len()
        );
    }
}
