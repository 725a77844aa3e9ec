//! What *Nemesis: Retaliation* sounds like: the cues of a step and the ambience of the game.

use super::{Atmosphere, Cue, Mood, Sounded};
use crate::rules::retaliation::{Retaliation, RetaliationOutcome, RetaliationState};

impl Sounded for Retaliation {
    fn cues(outcomes: &[RetaliationOutcome], _: &RetaliationState) -> Vec<Cue> {
        cues_for_retaliation(outcomes)
    }
    fn atmosphere(state: &RetaliationState) -> Atmosphere {
        retaliation_atmosphere(state)
    }
}

/// The cues of a Retaliation step, most important first, at most one of each. A private sight
/// (the AA tokens) makes no sound: a sound must not tell the table what was seen.
pub fn cues_for_retaliation(
    outcomes: &[crate::rules::retaliation::RetaliationOutcome],
) -> Vec<Cue> {
    use crate::rules::retaliation::{RKind, RetaliationOutcome as O};
    let mut cues: Vec<Cue> = outcomes
        .iter()
        .filter_map(|o| match o {
            O::Destroyed => Some(Cue::Explosion),
            O::Autodestruction { .. } => Some(Cue::SelfDestructStarted),
            O::MarineDied { .. } | O::Eclosion { .. } => Some(Cue::FirstDeath),
            O::Appears {
                kind: RKind::Queen, ..
            } => Some(Cue::EncounterQueen),
            O::Appears {
                kind: RKind::Larva, ..
            } => Some(Cue::EncounterLarva),
            O::Appears { .. } | O::BreaksIn { .. } => Some(Cue::EncounterAdult),
            O::Attack { .. } | O::LarvaAttack { .. } => Some(Cue::AttackHit),
            O::Killed { .. } | O::QueenDied => Some(Cue::IntruderKilled),
            O::Hit { .. } => Some(Cue::IntruderInjured),
            O::Event { .. } => Some(Cue::EventCard),
            O::Panic { .. } => Some(Cue::Panic),
            O::NoiseMarker { .. } => Some(Cue::NoiseMarker),
            O::TakesOff { .. } | O::Escapes { .. } => Some(Cue::Jump),
            O::Hibernates { .. } => Some(Cue::HibernationOpen),
            O::Infected { .. } => Some(Cue::ScanInfected),
            _ => None,
        })
        .collect();
    let mut seen = Vec::new();
    cues.retain(|c| {
        let new = !seen.contains(c);
        seen.push(*c);
        new
    });
    cues
}

/// Retaliation's ambience: alarm while the autodestruction runs, tension while intruders are on
/// the map, calm otherwise, the heartbeat from round 12; silence once the game is over.
pub fn retaliation_atmosphere(state: &RetaliationState) -> Atmosphere {
    if state.ended.is_some() {
        return Atmosphere::SILENT;
    }
    let intruders = state.map.rooms.values().any(|r| !r.intruders.is_empty())
        || state
            .map
            .corridors
            .values()
            .any(|c| !c.intruders.is_empty());
    let mood = if state.facility.autodestruction.is_some() {
        Mood::Alarm
    } else if intruders {
        Mood::Tension
    } else {
        Mood::Calm
    };
    Atmosphere::new(mood).with_heartbeat(state.round >= 12)
}

#[cfg(test)]
mod retaliation_tests {
    use super::*;
    use crate::rules::retaliation::map::Place;
    use crate::rules::retaliation::{AaFace, RKind, RetaliationOutcome as O};

    #[test]
    fn a_retaliation_step_sounds_once_per_kind_and_a_private_sight_is_silent() {
        let appears = O::Appears {
            at: Place::Room(14),
            kind: RKind::Adult,
            id: 1,
        };
        assert_eq!(
            cues_for_retaliation(&[appears.clone(), appears, O::NoiseMarker { corridor: 3 }]),
            vec![Cue::EncounterAdult, Cue::NoiseMarker]
        );
        let seen = O::AaSeen {
            to: 0,
            top: AaFace::Active,
            bottom: AaFace::Inactive,
            swapped: false,
        };
        assert!(cues_for_retaliation(&[seen]).is_empty());
    }
}
