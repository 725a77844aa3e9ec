//! The stub fifth game's adapters (only with the `stub-game` feature, issue 52): how it is
//! saved and what it sounds like, as a new game would write them in its own files.

use crate::audio::{Atmosphere, Cue, Mood, Sounded};
use crate::rules::ids::{Mode, Side};
use crate::rules::species::Species;
use crate::rules::stub::{Stub, StubConfig, StubOutcome, StubState};
use crate::storage::stored::Stored;

impl Stored for Stub {
    fn listing(config: &StubConfig) -> (Mode, Side, Species) {
        let mode = if config.players.len() == 1 {
            Mode::Solo
        } else {
            Mode::Standard
        };
        (mode, Side::A, Species::Intruders)
    }
}

impl Sounded for Stub {
    fn cues(outcomes: &[StubOutcome], _: &StubState) -> Vec<Cue> {
        outcomes.iter().map(|_| Cue::NoiseMarker).take(1).collect()
    }
    fn atmosphere(_: &StubState) -> Atmosphere {
        Atmosphere::new(Mood::Calm)
    }
}
