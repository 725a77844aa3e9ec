//! Every sound the app can play: one-shot [`Cue`]s and looping [`Ambience`] layers, each tied
//! to its file in `sounds/` (embedded in the binary), its loudness category and its priority.
//!
//! The files and `sounds/manifest.json` come from `sounds/generate.sh`; a test checks that this
//! table and the manifest agree.

use std::fmt;

/// Loudness class of a sound. Files of one category share a loudness target (see
/// `sounds/manifest.json`), and a playing cue ducks the ambience by its category's depth.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Category {
    /// Looping background layers.
    Ambience,
    /// Moments that must cut through: encounters, danger, self-destruct, deaths.
    Alert,
    /// The ordinary beats of play: attacks, noise, intruders moving, the ship's hazards.
    Action,
    /// Quiet information: the time track, events, a clean scan, the final reveal.
    Soft,
}

impl Category {
    /// The name used in `sounds/manifest.json`.
    pub fn manifest_name(self) -> &'static str {
        match self {
            Category::Ambience => "ambience",
            Category::Alert => "cue_alert",
            Category::Action => "cue_action",
            Category::Soft => "cue_soft",
        }
    }
}

macro_rules! cues {
    ($($(#[doc = $doc:literal])* $variant:ident => $id:literal, $category:ident, $priority:literal;)*) => {
        /// A one-shot sound cue. The outcome-to-cue mapping lives with the GUI; this is the set
        /// of sounds it can choose from.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum Cue {
            $($(#[doc = $doc])* $variant,)*
        }

        impl Cue {
            /// Every cue, in manifest order.
            pub const ALL: &'static [Cue] = &[$(Cue::$variant,)*];

            /// The snake_case id: the file stem in `sounds/` and the id in the manifest.
            pub fn id(self) -> &'static str {
                match self {
                    $(Cue::$variant => $id,)*
                }
            }

            /// The loudness category, which also sets how deep the cue ducks the ambience.
            pub fn category(self) -> Category {
                match self {
                    $(Cue::$variant => Category::$category,)*
                }
            }

            /// 0-100: when too many cues would play at once, the higher priority wins.
            pub fn priority(self) -> u8 {
                match self {
                    $(Cue::$variant => $priority,)*
                }
            }

            /// The embedded Ogg Vorbis file.
            pub fn bytes(self) -> &'static [u8] {
                match self {
                    $(Cue::$variant => include_bytes!(concat!(env!("CARGO_MANIFEST_DIR"), "/../../sounds/", $id, ".ogg")),)*
                }
            }
        }
    };
}

cues! {
    /// A noise marker is placed in a corridor.
    NoiseMarker => "noise_marker", Action, 48;
    /// A noise roll lands in the technical corridors.
    NoiseCorridor => "noise_corridor", Action, 50;
    /// Danger (noise die or exploration token): neighbouring intruders close in.
    Danger => "danger", Alert, 86;
    /// Encounter with a larva.
    EncounterLarva => "encounter_larva", Alert, 82;
    /// Encounter with a creeper.
    EncounterCreeper => "encounter_creeper", Alert, 83;
    /// Encounter with an adult.
    EncounterAdult => "encounter_adult", Alert, 84;
    /// Encounter with a breeder.
    EncounterBreeder => "encounter_breeder", Alert, 85;
    /// Encounter with the queen.
    EncounterQueen => "encounter_queen", Alert, 94;
    /// An intruder attacks by surprise.
    SurpriseAttack => "surprise_attack", Alert, 91;
    /// An intruder attack hits.
    AttackHit => "attack_hit", Action, 68;
    /// An intruder attack misses.
    AttackMiss => "attack_miss", Action, 60;
    /// A larva infests a character.
    LarvaInfestation => "larva_infestation", Action, 66;
    /// An intruder is injured.
    IntruderInjured => "intruder_injured", Action, 62;
    /// An intruder is killed.
    IntruderKilled => "intruder_killed", Action, 70;
    /// An intruder retreats.
    IntruderRetreat => "intruder_retreat", Action, 52;
    /// An intruder vanishes into the ducts.
    IntruderVanish => "intruder_vanish", Action, 54;
    /// An event card is drawn.
    EventCard => "event_card", Soft, 28;
    /// Bag development: everybody rolls for noise.
    BagAlarm => "bag_alarm", Alert, 80;
    /// Bag development draws the queen.
    BagQueen => "bag_queen", Alert, 93;
    /// The time track advances.
    TimeTick => "time_tick", Soft, 10;
    /// The hibernatorium opens.
    HibernationOpen => "hibernation_open", Action, 56;
    /// The self-destruct sequence starts.
    SelfDestructStarted => "self_destruct_started", Alert, 96;
    /// The self-destruct passes the point of no return.
    SelfDestructNoReturn => "self_destruct_no_return", Alert, 97;
    /// The self-destruct's final countdown.
    SelfDestructCountdown => "self_destruct_countdown", Alert, 98;
    /// The first character dies (the escape pods unlock).
    FirstDeath => "first_death", Alert, 92;
    /// The escape pods open.
    PodsOpening => "pods_opening", Action, 58;
    /// Fire markers are close to their limit.
    FireNearLimit => "fire_near_limit", Action, 64;
    /// Malfunction markers are close to their limit.
    MalfunctionNearLimit => "malfunction_near_limit", Action, 63;
    /// A scanned contamination card is clean.
    ScanClean => "scan_clean", Soft, 26;
    /// A scanned contamination card is INFECTED.
    ScanInfected => "scan_infected", Alert, 88;
    /// The ship jumps to hyperspace.
    Jump => "jump", Alert, 95;
    /// The ship explodes.
    Explosion => "explosion", Alert, 100;
    /// The victory check reveals a survivor who won.
    VictoryWon => "victory_won", Soft, 30;
    /// The victory check reveals a player who lost.
    VictoryLost => "victory_lost", Soft, 30;
    /// Encounter with a Metagorger (Carnomorphs).
    EncounterMetagorger => "encounter_metagorger", Alert, 83;
    /// Encounter with a Shambler (Carnomorphs).
    EncounterShambler => "encounter_shambler", Alert, 83;
    /// Encounter with a Fleshbeast (Carnomorphs).
    EncounterFleshbeast => "encounter_fleshbeast", Alert, 85;
    /// Encounter with the Butcher (Carnomorphs).
    EncounterButcher => "encounter_butcher", Alert, 90;
    /// A mutation: the Metagorger's attack, a mutation card or marker.
    Mutation => "mutation", Action, 66;
    /// A Carnomorph feeds on a corpse, a carcass or an egg.
    Feeding => "feeding", Action, 69;
    /// Encounter with a Lurker (Void Seeders).
    EncounterLurker => "encounter_lurker", Alert, 82;
    /// Encounter with a Whisperer (Void Seeders).
    EncounterWhisperer => "encounter_whisperer", Alert, 83;
    /// Encounter with a Stalker (Void Seeders).
    EncounterStalker => "encounter_stalker", Alert, 85;
    /// Encounter with a Despoiler (Void Seeders).
    EncounterDespoiler => "encounter_despoiler", Alert, 94;
    /// A Lair appears in a room (Void Seeders).
    LairAppears => "lair_appears", Alert, 84;
    /// A Lair is destroyed (Void Seeders).
    LairDestroyed => "lair_destroyed", Action, 70;
    /// A panic card is drawn (Void Seeders).
    Panic => "panic", Alert, 89;
    /// A character's insanity rises (Void Seeders).
    InsanityRise => "insanity_rise", Soft, 24;
}

impl fmt::Display for Cue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

/// Frames of padding around each ambience loop's period in its file (see
/// [`Ambience::loop_frames`]).
pub const LOOP_PAD_FRAMES: usize = 4096;

/// A looping ambience layer. Layers play together; [`super::Atmosphere`] says how loud each is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Ambience {
    /// The ship itself: machinery, hull, air vents. The calm base.
    Hum,
    /// Intruders are aboard.
    Tension,
    /// The self-destruct alarm.
    Alarm,
    /// A heartbeat for the last rounds.
    Heartbeat,
}

impl Ambience {
    /// Every layer, in manifest order.
    pub const ALL: [Ambience; 4] = [
        Ambience::Hum,
        Ambience::Tension,
        Ambience::Alarm,
        Ambience::Heartbeat,
    ];

    /// The snake_case id: the file stem in `sounds/` and the id in the manifest.
    pub fn id(self) -> &'static str {
        match self {
            Ambience::Hum => "amb_hum",
            Ambience::Tension => "amb_tension",
            Ambience::Alarm => "amb_alarm",
            Ambience::Heartbeat => "amb_heartbeat",
        }
    }

    /// Frames in one loop period. The file holds [`LOOP_PAD_FRAMES`] more on each side (the
    /// period's end before it, its start after it), so that the lossy coding of a file's first
    /// and last blocks never touches the loop point: playback skips the first pad, plays this
    /// many frames and starts over.
    pub fn loop_frames(self) -> usize {
        match self {
            Ambience::Hum => 3_456_000,
            Ambience::Tension => 3_072_000,
            Ambience::Alarm => 2_880_000,
            Ambience::Heartbeat => 2_880_000,
        }
    }

    /// Position in [`Ambience::ALL`].
    pub fn index(self) -> usize {
        match self {
            Ambience::Hum => 0,
            Ambience::Tension => 1,
            Ambience::Alarm => 2,
            Ambience::Heartbeat => 3,
        }
    }

    /// The embedded Ogg Vorbis loop.
    pub fn bytes(self) -> &'static [u8] {
        match self {
            Ambience::Hum => {
                include_bytes!(concat!(
                    env!("CARGO_MANIFEST_DIR"),
                    "/../../sounds/amb_hum.ogg"
                ))
            }
            Ambience::Tension => {
                include_bytes!(concat!(
                    env!("CARGO_MANIFEST_DIR"),
                    "/../../sounds/amb_tension.ogg"
                ))
            }
            Ambience::Alarm => {
                include_bytes!(concat!(
                    env!("CARGO_MANIFEST_DIR"),
                    "/../../sounds/amb_alarm.ogg"
                ))
            }
            Ambience::Heartbeat => {
                include_bytes!(concat!(
                    env!("CARGO_MANIFEST_DIR"),
                    "/../../sounds/amb_heartbeat.ogg"
                ))
            }
        }
    }
}

impl fmt::Display for Ambience {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}
