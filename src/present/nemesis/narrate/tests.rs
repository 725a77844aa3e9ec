//! The narration in every language: simulated games and hand-built outcomes of every variant give
//! clean lines, a few English sentences are checked word for word, undo labels keep secrets and
//! every refusal has its words.

use super::*;
// the games these tests narrate are started as the window starts them
use crate::gui::game::Game;
use crate::present::i18n::Language;
use crate::present::roster::{Character, NewGameRequest};
use crate::present::seed::SeedCode;
use crate::rules::Refusal;
use crate::rules::command::{Correction, NoiseSpot, ScanKind};
use crate::rules::content::{AttackEffect, Destination, EventEffect, ExplorationEffect};
use crate::rules::game::SetupError;
use crate::rules::ids::*;
use crate::rules::outcome::{
    DeathCause, EncounterCause, EventStep, Food, HealthRead, InjuryCause, NestEnd,
};
use crate::rules::state::{DoorState, EndCause, WeaknessSlot};
use crate::sim::Table;
use std::collections::BTreeSet;

fn request(side: Side, mode: Mode, players: usize, code: &str) -> NewGameRequest {
    let characters = [
        Character::Scout,
        Character::Soldier,
        Character::Captain,
        Character::Pilot,
        Character::Mechanic,
    ];
    NewGameRequest {
        insanity_track: None,
        rings: Vec::new(),
        players: (0..players)
            .map(|n| {
                let name = if n == 0 { "Ana" } else { "" };
                (name.to_string(), characters[n])
            })
            .collect(),
        mode,
        side,
        seed_code: SeedCode::parse(code).expect("seed code"),
        secret_seed: None,
        dealer: crate::rules::ids::Dealer::App,
        species: Default::default(),
    }
}

fn game(side: Side) -> Game {
    Game::start(
        Err(crate::storage::root::NoDataFolder),
        &request(side, Mode::Standard, 3, "ACK74X"),
    )
    .expect("game")
}

fn languages() -> Vec<I18n> {
    Language::ALL
        .into_iter()
        .map(|l| I18n::new(l).expect("language loads"))
        .collect()
}

/// Text a player may see: not empty, no Fluent leftovers, no debug output, no raw keys.
fn assert_clean(text: &str, what: &str) {
    assert!(!text.trim().is_empty(), "{what}: empty");
    for bad in [
        "{",
        "}",
        "$",
        "?",
        "SlotId(",
        "PlayerId(",
        "IntruderId(",
        "CorridorId(",
        "LabelId(",
        "Some(",
        "None",
        "log-",
        "name-",
        "cmd-",
        "refusal-",
        "sight-",
        "event-",
        "attack-",
        "weakness-",
        "exploration-",
        "\u{2068}",
    ] {
        assert!(!text.contains(bad), "{what}: {bad:?} in {text:?}");
    }
}

fn assert_line(line: &Line, what: &str) {
    assert_clean(&line.text, what);
    if let Some(todo) = &line.todo {
        assert_clean(todo, what);
    }
}

/// A number per outcome variant. The match has no wildcard, so a new variant stops the build
/// here until it gets an example below.
fn arm(o: &Outcome) -> usize {
    use Outcome as O;
    match o {
        O::Private { .. } => 0,
        O::CharacterMoved { .. } => 1,
        O::RoomRevealed { .. } => 2,
        O::ExplorationIgnored { .. } => 3,
        O::NoiseRolled { .. } => 4,
        O::NoisePlaced { .. } => 5,
        O::NoiseCleared { .. } => 6,
        O::NoRoll { .. } => 7,
        O::DangerNothing { .. } => 8,
        O::FirstEncounter => 9,
        O::Encounter { .. } => 10,
        O::TokenDrawn { .. } => 11,
        O::BagEmpty => 12,
        O::IntruderPlaced { .. } => 13,
        O::IntruderRelocated { .. } => 14,
        O::BlankDrawn { .. } => 15,
        O::SurpriseAttack { .. } => 16,
        O::NoSurprise { .. } => 17,
        O::IntruderMoved { .. } => 18,
        O::IntruderVanished { .. } => 19,
        O::DoorDestroyed { .. } => 20,
        O::IntruderWithdrawn { .. } => 21,
        O::Attack { .. } => 22,
        O::Infestation { .. } => 23,
        O::ContaminationCard { .. } => 24,
        O::ContaminationDeckEmpty { .. } => 25,
        O::Slimed { .. } => 26,
        O::LightWound { .. } => 27,
        O::SeriousWound { .. } => 28,
        O::Transformed { .. } => 29,
        O::TransformationFailed { .. } => 30,
        O::CharacterDied { .. } => 31,
        O::FirstDeath { .. } => 32,
        O::PodsUnlocked => 33,
        O::IntruderInjured { .. } => 34,
        O::DeathCheck { .. } => 35,
        O::IntruderKilled { .. } => 36,
        O::Retreat { .. } => 37,
        O::EggsDestroyed { .. } => 38,
        O::NestDestroyed { .. } => 39,
        O::EventPhaseStep { .. } => 40,
        O::TimeAdvanced { .. } => 41,
        O::SelfDestructAdvanced { .. } => 42,
        O::HibernationOpened => 43,
        O::PointOfNoReturn => 44,
        O::EventCard { .. } => 45,
        O::EventEffectApplied { .. } => 46,
        O::FirePlaced { .. } => 47,
        O::FireRemoved { .. } => 48,
        O::MalfunctionPlaced { .. } => 49,
        O::InjuriesHealed { .. } => 50,
        O::DoorOpened { .. } => 51,
        O::ItemsLost { .. } => 52,
        O::PodLaunched { .. } => 53,
        O::BagDevelopment { .. } => 54,
        O::TokenToBag { .. } => 55,
        O::TokenToSupply { .. } => 56,
        O::SupplyEmpty { .. } => 57,
        O::EggAdded { .. } => 58,
        O::EveryoneRolls { .. } => 59,
        O::ScanRequested { .. } => 60,
        O::RoundStarted { .. } => 61,
        O::FireWound { .. } => 62,
        O::Passed { .. } => 63,
        O::EngineRestacked { .. } => 64,
        O::DestinationSet { .. } => 65,
        O::SelfDestructStarted => 66,
        O::SelfDestructCancelled => 67,
        O::DoorSet { .. } => 68,
        O::AirlockSealed { .. } => 69,
        O::AirlockBroken { .. } => 70,
        O::AirlockVented { .. } => 71,
        O::PodLock { .. } => 72,
        O::WeaknessRevealed { .. } => 73,
        O::ObjectTaken { .. } => 74,
        O::ObjectDropped { .. } => 75,
        O::Hibernated { .. } => 76,
        O::AttemptFailed { .. } => 77,
        O::BoardedPod { .. } => 78,
        O::LeftPod { .. } => 79,
        O::Escaped { .. } => 80,
        O::LabelScanned { .. } => 81,
        O::LabelRemoved { .. } => 82,
        O::LarvaOnBoard { .. } => 83,
        O::LarvaRemoved { .. } => 84,
        O::IntruderPlayerChosen { .. } => 85,
        O::Corrected { .. } => 86,
        O::GameEnded { .. } => 87,
        O::EnginesRevealed { .. } => 88,
        O::ShipExploded => 89,
        O::CoordinatesRevealed { .. } => 90,
        O::FinalDraw { .. } => 91,
        O::Survived { .. } => 92,
        O::ObjectiveReported { .. } => 93,
        O::Winner { .. } => 94,
        O::VictoryCheckDone => 95,
        O::WoundsTreated { .. } => 96,
        O::RevivalAsked { .. } => 97,
        O::Revived { .. } => 98,
        O::IntruderPlayerDeclined { .. } => 99,
        O::MetagorgerAttack { .. } => 100,
        O::MutationCard { .. } => 101,
        O::MutationMarker { .. } => 102,
        O::MutationCardDiscarded { .. } => 103,
        O::MutationUsed { .. } => 104,
        O::AdaptationRevealed { .. } => 105,
        O::AdaptationNamed { .. } => 106,
        O::AdaptationRemoved { .. } => 107,
        O::NothingToRemove { .. } => 108,
        O::Fed { .. } => 109,
        O::MetagorgerSpawn { .. } => 110,
        O::NoMiniatureLeft { .. } => 111,
        O::StaysOutOfDucts { .. } => 112,
        O::CarcassPlaced { .. } => 113,
        O::PodRemoved { .. } => 114,
        O::FinalMutation { .. } => 115,
        O::TrackRead { .. } => 116,
        O::InsanityTokenDrawn { .. } => 117,
        O::InsanityTokenRemoved { .. } => 118,
        O::Insanity { .. } => 119,
        O::PanicDrawn { .. } => 120,
        O::PanicResisted { .. } => 121,
        O::PanicApplied { .. } => 122,
        O::PanicNotInFull { .. } => 123,
        O::PanicCancelled { .. } => 124,
        O::PanicDeckEmpty { .. } => 125,
        O::PanicWalk { .. } => 126,
        O::PanicCharge { .. } => 127,
        O::ItemsEmptied { .. } => 128,
        O::WoundReopened { .. } => 129,
        O::Unhurt { .. } => 130,
        O::LairHolds { .. } => 131,
        O::LairDestroyed { .. } => 132,
        O::DespoilerGone { .. } => 133,
        O::LairUnsettles { .. } => 134,
        O::Lurking { .. } => 135,
        O::NobodyLurks => 136,
        O::WhisperNumber { .. } => 137,
        O::WeaknessTurnedUp { .. } => 138,
        O::FinalInsanity { .. } => 139,
        O::WeaknessNamed { .. } => 140,
        O::NobodyLeft { .. } => 141,
        O::FinalDrawAsked { .. } => 142,
    }
}
const ARMS: usize = 143;

const P1: PlayerId = PlayerId(1);
const P2: PlayerId = PlayerId(2);
const HIB: SlotId = SlotId(8); // the Hibernatorium on side B
const DARK: SlotId = SlotId(5); // a face-down room "2" slot on side B

/// Hand-built examples: every variant, and every value of the enums inside them that changes
/// the words.
fn examples(board: &crate::rules::board::Board) -> Vec<Outcome> {
    use Outcome as O;
    let c = board.corridors_between(HIB, DARK)[0];
    let i = IntruderId(900);
    let mut v = vec![
        O::Private {
            to: P1,
            sight: Sight::Engine {
                engine: 1,
                working: true,
            },
        },
        O::CharacterMoved {
            player: P1,
            from: HIB,
            to: DARK,
            escape: false,
        },
        O::CharacterMoved {
            player: P2,
            from: HIB,
            to: DARK,
            escape: true,
        },
        O::NoiseRolled {
            player: P1,
            at: HIB,
            result: NoiseResult::Corridor(3),
            slime_made_danger: false,
        },
        O::NoiseRolled {
            player: P1,
            at: HIB,
            result: NoiseResult::Danger,
            slime_made_danger: false,
        },
        O::NoiseRolled {
            player: P1,
            at: HIB,
            result: NoiseResult::Silence,
            slime_made_danger: true,
        },
        O::NoiseRolled {
            player: P1,
            at: HIB,
            result: NoiseResult::Silence,
            slime_made_danger: false,
        },
        O::NoisePlaced {
            at: HIB,
            spot: NoiseSpot::Corridor(c),
        },
        O::NoisePlaced {
            at: SlotId(11),
            spot: NoiseSpot::Tech(TechNet::Red),
        },
        O::NoiseCleared {
            at: HIB,
            spots: vec![NoiseSpot::Corridor(c)],
        },
        O::NoiseCleared {
            at: SlotId(11),
            spots: vec![NoiseSpot::Tech(TechNet::Red)],
        },
        O::NoiseCleared {
            at: SlotId(11),
            spots: vec![NoiseSpot::Corridor(c), NoiseSpot::Tech(TechNet::Red)],
        },
        O::NoRoll {
            player: P1,
            at: HIB,
            company: true,
        },
        O::NoRoll {
            player: P1,
            at: HIB,
            company: false,
        },
        O::DangerNothing { at: HIB },
        O::FirstEncounter,
        O::BagEmpty,
        O::IntruderRelocated {
            intruder: i,
            kind: IntruderKind::Larva,
            from: HIB,
            to: DARK,
        },
        O::BlankDrawn {
            at: HIB,
            last_token: false,
        },
        O::BlankDrawn {
            at: HIB,
            last_token: true,
        },
        O::NoSurprise {
            player: P1,
            token: 3,
            hand: 1,
        },
        O::IntruderVanished {
            intruder: i,
            kind: IntruderKind::Adult,
            from: HIB,
            network: TechNet::Blue,
            token_returned: true,
        },
        O::DoorDestroyed {
            corridor: c,
            at: HIB,
        },
        O::IntruderWithdrawn {
            intruder: i,
            kind: IntruderKind::Breeder,
            from: HIB,
            token_returned: false,
        },
        O::ContaminationCard { player: P1 },
        O::ContaminationDeckEmpty { player: P1 },
        O::Slimed { player: P2 },
        O::LightWound {
            player: P1,
            light: 1,
        },
        O::LightWound {
            player: P1,
            light: 3,
        },
        O::SeriousWound {
            player: P1,
            serious: 2,
        },
        O::Transformed {
            intruder: i,
            to: IntruderKind::Breeder,
        },
        O::TransformationFailed { intruder: i },
        O::FirstDeath { player: P2 },
        O::PodsUnlocked,
        O::WoundsTreated {
            player: P1,
            treatment: crate::rules::command::Treatment::DressAll,
            light: 1,
            serious: 2,
            dressed: 2,
        },
        O::WoundsTreated {
            player: P1,
            treatment: crate::rules::command::Treatment::HealDressed,
            light: 1,
            serious: 1,
            dressed: 1,
        },
        O::WoundsTreated {
            player: P1,
            treatment: crate::rules::command::Treatment::HealLight,
            light: 0,
            serious: 1,
            dressed: 1,
        },
        O::RevivalAsked {
            at: HIB,
            corpses: 1,
            dead: vec![P1, P2],
        },
        O::Revived {
            player: P2,
            at: HIB,
            serious: 3,
        },
        O::DeathCheck {
            intruder: i,
            cards: vec![9, 12],
            health: 4,
            retreat_icon: true,
            read: HealthRead::Sum,
            dies: false,
        },
        O::DeathCheck {
            intruder: i,
            cards: vec![12],
            health: 0,
            retreat_icon: true,
            read: HealthRead::Sum,
            dies: false,
        },
        O::DeathCheck {
            intruder: i,
            cards: vec![9, 10],
            health: 3,
            retreat_icon: false,
            read: HealthRead::Lowest,
            dies: false,
        },
        O::DeathCheck {
            intruder: i,
            cards: vec![9, 10],
            health: 4,
            retreat_icon: false,
            read: HealthRead::Highest,
            dies: true,
        },
        O::Retreat {
            intruder: i,
            card: 5,
            corridor: 2,
        },
        O::EggsDestroyed {
            at: HIB,
            count: 1,
            nest: true,
        },
        O::EggsDestroyed {
            at: HIB,
            count: 2,
            nest: false,
        },
        O::NestDestroyed {
            cause: NestEnd::NoEggsLeft,
        },
        O::NestDestroyed {
            cause: NestEnd::ShipDestroyed,
        },
        O::TimeAdvanced { time: 8 },
        O::TimeAdvanced { time: 1 },
        O::TimeAdvanced { time: 0 },
        O::SelfDestructAdvanced { track: 3 },
        O::HibernationOpened,
        O::PointOfNoReturn,
        O::FirePlaced { at: HIB },
        O::FireRemoved { at: HIB },
        O::MalfunctionPlaced { at: HIB },
        O::InjuriesHealed {
            intruder: i,
            injuries: 0,
        },
        O::DoorOpened { corridor: c },
        O::ItemsLost { at: HIB },
        O::PodLaunched {
            pod: 1,
            occupants: vec![P1, P2],
        },
        O::PodLaunched {
            pod: 2,
            occupants: vec![],
        },
        O::TokenToBag {
            kind: IntruderKind::Adult,
        },
        O::TokenToSupply {
            kind: IntruderKind::Larva,
        },
        O::SupplyEmpty {
            kind: IntruderKind::Breeder,
        },
        O::EggAdded { eggs: 6 },
        O::EveryoneRolls {
            players: vec![P2, P1],
        },
        O::EveryoneRolls { players: vec![] },
        O::ScanRequested {
            players: vec![P1, P2],
            asked: crate::rules::outcome::ScanAsked::TopFour,
        },
        O::ScanRequested {
            players: vec![P1],
            asked: crate::rules::outcome::ScanAsked::HandOfFive,
        },
        O::RoundStarted {
            round: 2,
            first_player: P2,
        },
        O::FireWound {
            player: P1,
            at: HIB,
        },
        O::Passed { player: P1 },
        O::EngineRestacked {
            engine: 2,
            changed: true,
        },
        O::EngineRestacked {
            engine: 3,
            changed: false,
        },
        O::DestinationSet { letter: 2 },
        O::SelfDestructStarted,
        O::SelfDestructCancelled,
        O::AirlockSealed { at: HIB },
        O::AirlockBroken { at: HIB },
        O::AirlockVented { at: HIB },
        O::PodLock {
            pod: 1,
            locked: true,
        },
        O::PodLock {
            pod: 1,
            locked: false,
        },
        O::ObjectTaken {
            player: P1,
            object: ObjectKind::Carcass,
            at: HIB,
            from_intruder_board: false,
        },
        O::ObjectTaken {
            player: P1,
            object: ObjectKind::Egg,
            at: HIB,
            from_intruder_board: true,
        },
        O::ObjectDropped {
            player: P1,
            object: ObjectKind::Corpse,
            at: HIB,
        },
        O::Hibernated { player: P1 },
        O::AttemptFailed { player: P1 },
        O::BoardedPod { player: P1, pod: 1 },
        O::LeftPod {
            player: P1,
            at: HIB,
        },
        O::Escaped { player: P1, pod: 1 },
        O::LabelScanned {
            player: P1,
            label: LabelId(4),
            infected: true,
        },
        O::LabelScanned {
            player: P1,
            label: LabelId(5),
            infected: false,
        },
        O::LabelRemoved {
            player: P1,
            label: LabelId(5),
        },
        O::LarvaOnBoard { player: P1 },
        O::LarvaRemoved { player: P1 },
        O::IntruderPlayerChosen {
            player: P2,
            from_round: 4,
        },
        O::IntruderPlayerDeclined { player: P2 },
        O::EnginesRevealed {
            working: [true, false, true],
        },
        O::ShipExploded,
        O::CoordinatesRevealed {
            card: 0,
            letter: 1,
            destination: Destination::Mars,
        },
        O::FinalDraw {
            player: P1,
            contamination_drawn: 0,
        },
        O::FinalDraw {
            player: P1,
            contamination_drawn: 2,
        },
        O::FinalDrawAsked { player: P1 },
        O::Survived { player: P1 },
        O::ObjectiveReported {
            player: P1,
            met: true,
        },
        O::ObjectiveReported {
            player: P2,
            met: false,
        },
        O::Winner { player: P1 },
        O::VictoryCheckDone,
        O::MetagorgerAttack {
            intruder: i,
            player: P1,
            mutation_card: true,
        },
        O::MutationCard { player: P1 },
        O::MutationMarker {
            player: P1,
            markers: 2,
        },
        O::MutationCardDiscarded { player: P1 },
        O::MutationUsed {
            player: P1,
            infected: true,
        },
        O::MutationUsed {
            player: P2,
            infected: false,
        },
        O::AdaptationRevealed {
            slot: IntruderKind::Shambler,
        },
        O::AdaptationNamed {
            slot: IntruderKind::Shambler,
            card: crate::rules::state::AdaptationCard {
                key: "voracious".into(),
                category: crate::rules::state::AdaptationCategory::Feeding,
            },
        },
        O::AdaptationNamed {
            slot: IntruderKind::Butcher,
            card: crate::rules::state::AdaptationCard {
                key: "other".into(),
                category: crate::rules::state::AdaptationCategory::Movement,
            },
        },
        O::AdaptationRemoved {
            slot: IntruderKind::Fleshbeast,
        },
        O::NothingToRemove {
            slot: IntruderKind::Butcher,
        },
        O::MetagorgerSpawn {
            rooms: vec![HIB, DARK],
        },
        O::MetagorgerSpawn { rooms: vec![] },
        O::NoMiniatureLeft {
            kind: IntruderKind::Metagorger,
            at: HIB,
        },
        O::StaysOutOfDucts {
            intruder: i,
            at: HIB,
        },
        O::CarcassPlaced { at: HIB },
        O::PodRemoved { pod: 3 },
        O::FinalMutation {
            player: P1,
            contamination_drawn: 1,
            markers: 3,
        },
    ];
    v.extend(void_seeder_examples(i));
    for food in [
        Food::Corpse,
        Food::Egg,
        Food::NestEgg,
        Food::Carcass,
        Food::Metagorger(IntruderId(902)),
        Food::BlueCorpse,
    ] {
        for evolved in [None, Some(IntruderKind::Fleshbeast)] {
            v.push(O::Fed {
                intruder: i,
                kind: IntruderKind::Shambler,
                at: HIB,
                food,
                healed: 1,
                evolved,
            });
        }
    }
    for cause in [
        EncounterCause::Noise,
        EncounterCause::QueenInNest,
        EncounterCause::Event,
        EncounterCause::Butcher,
    ] {
        v.push(O::Encounter {
            player: Some(P1),
            at: HIB,
            cause,
        });
        v.push(O::Encounter {
            player: None,
            at: HIB,
            cause,
        });
    }
    for kind in [
        IntruderKind::Larva,
        IntruderKind::Creeper,
        IntruderKind::Adult,
        IntruderKind::Breeder,
        IntruderKind::Queen,
        IntruderKind::Blank,
        IntruderKind::Metagorger,
        IntruderKind::Shambler,
        IntruderKind::Fleshbeast,
        IntruderKind::Butcher,
        IntruderKind::Lurker,
        IntruderKind::Whisperer,
        IntruderKind::Stalker,
        IntruderKind::Despoiler,
        IntruderKind::Lair,
        IntruderKind::VoidSeeder,
        IntruderKind::Insanity,
    ] {
        let species = if IntruderKind::CARNOMORPHS.contains(&kind) {
            crate::rules::species::Species::Carnomorphs
        } else if IntruderKind::VOID_SEEDERS.contains(&kind)
            || matches!(kind, IntruderKind::VoidSeeder | IntruderKind::Insanity)
        {
            crate::rules::species::Species::VoidSeeders
        } else {
            crate::rules::species::Species::Intruders
        };
        v.push(O::TokenDrawn { kind, surprise: 2 });
        v.push(O::BagDevelopment {
            kind,
            row: species.development(kind, false),
        });
        v.push(O::BagDevelopment {
            kind,
            row: crate::rules::species::Species::Carnomorphs.development(kind, true),
        });
        v.push(O::IntruderPlaced {
            intruder: IntruderId(901),
            kind,
            at: HIB,
        });
        v.push(O::IntruderKilled {
            intruder: i,
            kind,
            at: HIB,
            carcass: kind != IntruderKind::Larva,
        });
    }
    for effect in [
        ExplorationEffect::Silence,
        ExplorationEffect::Danger,
        ExplorationEffect::Slime,
        ExplorationEffect::Fire,
        ExplorationEffect::Malfunction,
        ExplorationEffect::Door,
        ExplorationEffect::Lair,
    ] {
        v.push(O::RoomRevealed {
            at: DARK,
            room: RoomKind::Cabins,
            exploration: effect,
            items: 2,
            printed_items: None,
        });
        v.push(O::ExplorationIgnored { at: DARK, effect });
    }
    for (card, effect) in [
        (0, AttackEffect::Slime),
        (1, AttackEffect::Scratch),
        (5, AttackEffect::Claw),
        (9, AttackEffect::Bite),
        (13, AttackEffect::Tail),
        (15, AttackEffect::Frenzy),
        (17, AttackEffect::Transformation),
        (19, AttackEffect::Summoning),
    ] {
        for hit in [true, false] {
            v.push(O::Attack {
                intruder: i,
                kind: IntruderKind::Queen,
                target: P1,
                card,
                hit,
                effect,
            });
        }
    }
    v.push(O::SurpriseAttack {
        intruder: i,
        player: P1,
        token: 4,
        hand: 1,
    });
    v.push(O::SurpriseAttack {
        intruder: i,
        player: P1,
        token: 0,
        hand: 0,
    });
    for onto_characters in [false, true] {
        v.push(O::IntruderMoved {
            intruder: i,
            from: HIB,
            to: DARK,
            corridor: c,
            onto_characters,
        });
    }
    for larva_already in [false, true] {
        v.push(O::Infestation {
            intruder: i,
            kind: IntruderKind::Larva,
            player: P1,
            larva_already,
        });
    }
    for cause in [
        DeathCause::Wounds,
        DeathCause::AttackCard,
        DeathCause::Infection,
        DeathCause::Airlock,
        DeathCause::Reported,
        DeathCause::Jump,
        DeathCause::Explosion,
        DeathCause::WrongDestination,
        DeathCause::FinalContamination,
        DeathCause::Mutation,
        DeathCause::Insanity,
        DeathCause::Panic,
        DeathCause::FinalInsanity,
    ] {
        v.push(O::CharacterDied {
            player: P1,
            at: Some(HIB),
            cause,
        });
        v.push(O::CharacterDied {
            player: P1,
            at: None,
            cause,
        });
    }
    for cause in [
        InjuryCause::Attack,
        InjuryCause::Fire,
        InjuryCause::FireControl,
    ] {
        v.push(O::IntruderInjured {
            intruder: i,
            injuries: 2,
            cause,
            at: SlotId(11),
        });
    }
    for step in [
        EventStep::Time,
        EventStep::Attacks,
        EventStep::Fire,
        EventStep::EventCard,
        EventStep::BagDevelopment,
        EventStep::EndOfRound,
        EventStep::Lurking,
    ] {
        v.push(O::EventPhaseStep { step });
    }
    if let Ok(data) = crate::rules::data() {
        for (card, fact) in (0u8..).zip(&data.content(Default::default()).events) {
            v.push(O::EventCard {
                card,
                moves: fact.moves.clone(),
                corridor: fact.corridor,
            });
            v.push(O::EventEffectApplied {
                card,
                effect: fact.effect,
            });
        }
    }
    v.push(O::EventEffectApplied {
        card: 0,
        effect: EventEffect::TechNoise,
    });
    for door in [DoorState::Open, DoorState::Closed, DoorState::Destroyed] {
        v.push(O::DoorSet { corridor: c, door });
    }
    for slot in [
        WeaknessSlot::Corpse,
        WeaknessSlot::Egg,
        WeaknessSlot::Carcass,
    ] {
        for card in 0..8 {
            v.push(O::WeaknessRevealed { slot, card });
        }
    }
    for correction in corrections(c, i) {
        v.push(O::Corrected { correction });
    }
    for cause in [
        EndCause::Jump,
        EndCause::SelfDestruct,
        EndCause::NinthFire,
        EndCause::NinthMalfunction,
        EndCause::JumpDuringSelfDestruct,
    ] {
        v.push(O::GameEnded { cause });
    }
    for self_destruct in [false, true] {
        v.push(O::NobodyLeft { self_destruct });
    }
    v
}

fn corrections(c: CorridorId, i: IntruderId) -> Vec<Correction> {
    use Correction as F;
    vec![
        F::AddIntruder {
            kind: IntruderKind::Adult,
            at: HIB,
        },
        F::MoveIntruder {
            intruder: i,
            to: HIB,
        },
        F::RemoveIntruder { intruder: i },
        F::SetInjuries {
            intruder: i,
            injuries: 1,
        },
        F::SetNoise {
            corridor: c,
            noise: true,
        },
        F::SetNoise {
            corridor: c,
            noise: false,
        },
        F::SetTechNoise {
            network: TechNet::Red,
            noise: true,
        },
        F::SetTechNoise {
            network: TechNet::Blue,
            noise: false,
        },
        F::SetDoor {
            corridor: c,
            door: DoorState::Open,
        },
        F::SetDoor {
            corridor: c,
            door: DoorState::Closed,
        },
        F::SetDoor {
            corridor: c,
            door: DoorState::Destroyed,
        },
        F::SetFire {
            at: HIB,
            fire: true,
        },
        F::SetFire {
            at: HIB,
            fire: false,
        },
        F::SetMalfunction {
            at: HIB,
            malfunction: true,
        },
        F::SetMalfunction {
            at: HIB,
            malfunction: false,
        },
        F::SetRoom {
            at: DARK,
            room: RoomKind::Canteen,
        },
        F::SetObjects {
            at: HIB,
            eggs: 1,
            carcasses: 0,
            corpses: 2,
        },
        F::PlaceCharacter {
            player: P1,
            at: DARK,
        },
        F::SetSlime {
            player: P1,
            slime: true,
        },
        F::SetSlime {
            player: P1,
            slime: false,
        },
        F::SetLarva {
            player: P2,
            larva: true,
        },
        F::SetLarva {
            player: P2,
            larva: false,
        },
        F::SetWounds {
            player: P1,
            light: 1,
            serious: 2,
            dressed: 0,
        },
        F::SetWounds {
            player: P1,
            light: 1,
            serious: 2,
            dressed: 1,
        },
        F::SetContamination {
            player: P1,
            cards: 3,
        },
        F::SetTime { time: 7 },
        F::SetSelfDestruct { track: Some(4) },
        F::SetSelfDestruct { track: None },
        F::SetDestination { letter: 3 },
        F::SetNestEggs { eggs: 4 },
        F::SetPodLock {
            pod: 2,
            locked: true,
        },
        F::SetPodLock {
            pod: 2,
            locked: false,
        },
        F::AddTokenToBag {
            kind: IntruderKind::Creeper,
        },
        F::RemoveTokenFromBag {
            kind: IntruderKind::Adult,
        },
        F::KillCharacter { player: P2 },
        F::NextToken {
            kind: IntruderKind::Queen,
        },
        F::NextEvent { card: 3 },
        F::NextAttack { card: 7 },
    ]
}

#[test]
fn every_outcome_variant_has_clean_words_in_every_language_and_private_ones_stay_out() {
    let game = game(Side::B);
    let examples = examples(game.board());
    let covered: BTreeSet<usize> = examples.iter().map(arm).collect();
    let missing: Vec<usize> = (0..ARMS).filter(|a| !covered.contains(a)).collect();
    assert!(
        missing.is_empty(),
        "no example for outcome arms {missing:?}"
    );
    for i18n in languages() {
        let n = Narrator {
            i18n: &i18n,
            game: &game,
        };
        for o in &examples {
            let what = format!("{:?} {o:?}", i18n.language());
            match n.outcome(o) {
                None => assert!(o.private_to().is_some(), "{what}: no line"),
                Some(line) => {
                    assert!(
                        o.private_to().is_none(),
                        "{what}: a private sight in the log"
                    );
                    assert_line(&line, &what);
                }
            }
        }
        assert_eq!(n.lines(&examples).len(), examples.len() - 1);
    }
}

#[test]
fn key_sentences_read_as_written_in_english() {
    let game = game(Side::B);
    let en = I18n::new(Language::En).unwrap();
    let n = Narrator {
        i18n: &en,
        game: &game,
    };
    let board = game.board();
    let c = board.corridors_between(HIB, DARK)[0];
    let at_hib = n.corridor_number(c, HIB).unwrap();
    let at_dark = n.corridor_number(c, DARK).unwrap();
    let adult = IntruderId(77);

    // technical-corridor noise is cleared under the name it was placed with, not an exit
    // number (issue "a table can trust it")
    let (room, net) = (1..=21u8)
        .find_map(|s| n.board_spot_name(SlotId(s)).map(|net| (SlotId(s), net)))
        .expect("a room with a technical corridor entrance");
    let placed = n.lines(&[Outcome::NoisePlaced {
        at: room,
        spot: NoiseSpot::Tech(net),
    }]);
    let cleared = n.lines(&[Outcome::NoiseCleared {
        at: room,
        spots: vec![NoiseSpot::Tech(net)],
    }]);
    let name = n.tech(net);
    assert!(placed[0].todo.as_deref().unwrap().contains(&name));
    let todo = cleared[0].todo.as_deref().unwrap();
    assert!(todo.contains(&name) && !todo.contains("exits"), "{todo}");

    // an encounter with a surprise attack, named through the batch
    let lines = n.lines(&[
        Outcome::Encounter {
            player: Some(P1),
            at: HIB,
            cause: EncounterCause::Noise,
        },
        Outcome::TokenDrawn {
            kind: IntruderKind::Adult,
            surprise: 4,
        },
        Outcome::IntruderPlaced {
            intruder: adult,
            kind: IntruderKind::Adult,
            at: HIB,
        },
        Outcome::SurpriseAttack {
            intruder: adult,
            player: P1,
            token: 4,
            hand: 2,
        },
    ]);
    assert_eq!(
        lines[0].text,
        "Ana makes noise in a corridor that already had some: an encounter in room 008 (Hibernatorium)!"
    );
    assert_eq!(lines[0].tone, Tone::Danger);
    assert_eq!(
        lines[1].text,
        "From the intruder bag: an Adult (surprise number 4)."
    );
    assert_eq!(
        lines[2].text,
        "An Adult appears in room 008 (Hibernatorium)!"
    );
    assert_eq!(
        lines[2].todo.as_deref(),
        Some("Place an Adult miniature in room 008 (Hibernatorium).")
    );
    assert_eq!(
        lines[3].text,
        "Surprise attack! Ana has 2 cards in hand, fewer than the token's 4: the Adult attacks at once."
    );

    // noise placed, seen from the room where it was made
    let noise = n
        .outcome(&Outcome::NoisePlaced {
            at: HIB,
            spot: NoiseSpot::Corridor(c),
        })
        .unwrap();
    assert_eq!(
        noise.text,
        format!("Noise in corridor {at_hib} of room 008 (Hibernatorium).")
    );
    assert_eq!(
        noise.todo.as_deref(),
        Some(
            format!("Put a noise marker in corridor {at_hib} of room 008 (Hibernatorium).")
                .as_str()
        )
    );
    assert_eq!(noise.tone, Tone::Info);

    // an intruder moving through a corridor, numbered from the room it leaves
    let moved = n
        .lines(&[
            Outcome::IntruderMoved {
                intruder: adult,
                from: DARK,
                to: HIB,
                corridor: c,
                onto_characters: false,
            },
            Outcome::IntruderKilled {
                intruder: adult,
                kind: IntruderKind::Adult,
                at: HIB,
                carcass: true,
            },
        ])
        .remove(0);
    assert_eq!(
        moved.todo.as_deref(),
        Some(
            format!(
                "Move the Adult from room 005 through corridor {at_dark} into room 008 (Hibernatorium)."
            )
            .as_str()
        )
    );

    // a death check (card 9 is a Bite with 4 blood drops)
    let check = n.lines(&[
        Outcome::DeathCheck {
            intruder: adult,
            cards: vec![9],
            health: 4,
            retreat_icon: false,
            read: HealthRead::Sum,
            dies: true,
        },
        Outcome::IntruderKilled {
            intruder: adult,
            kind: IntruderKind::Adult,
            at: HIB,
            carcass: true,
        },
    ]);
    assert_eq!(
        check[0].text,
        "Death check for the Adult: the attack cards drawn (Bite) add up to 4."
    );
    // only a retreat card: the table read "0 with 3 injuries" as "it should have died"
    let retreat_only = n.lines(&[Outcome::DeathCheck {
        intruder: adult,
        cards: vec![12],
        health: 0,
        retreat_icon: true,
        read: HealthRead::Sum,
        dies: false,
    }]);
    // Void Seeders read the lowest or highest card, and a survivor is said to live (issue 39
    // item 13: "add up to" for every kind, and nothing said whether a Lair was destroyed)
    let lair = n.lines(&[Outcome::DeathCheck {
        intruder: adult,
        cards: vec![9, 12],
        health: 4,
        retreat_icon: false,
        read: HealthRead::Highest,
        dies: false,
    }]);
    assert!(
        lair[0].text.contains("the highest number counts: 4")
            && lair[0].text.contains("It lives")
            && !lair[0].text.contains("add up"),
        "{}",
        lair[0].text
    );
    assert!(
        retreat_only[0].text.contains("only a retreat icon")
            && retreat_only[0].text.contains("it lives")
            && !retreat_only[0].text.contains("add up to 0"),
        "{}",
        retreat_only[0].text
    );
    assert_eq!(check[1].tone, Tone::Good);
    assert_eq!(
        check[1].todo.as_deref(),
        Some(
            "Replace the Adult miniature in room 008 (Hibernatorium) with an intruder carcass token."
        )
    );

    // an event card (card 5 is Hunt: Creeper, Breeder, Queen through corridor 2)
    let event = n
        .outcome(&Outcome::EventCard {
            card: 5,
            moves: vec![
                IntruderKind::Creeper,
                IntruderKind::Breeder,
                IntruderKind::Queen,
            ],
            corridor: 2,
        })
        .unwrap();
    assert_eq!(
        event.text,
        "Event card: Hunt. Intruders shown on it (Creeper, Breeder, Queen) move through corridor 2, unless they are in combat."
    );

    // a nameless player is "Player N"; big moments are marked as such
    let passed = n.outcome(&Outcome::Passed { player: P2 }).unwrap();
    assert_eq!(passed.text, "Player 2 passes.");
    let first = n.outcome(&Outcome::FirstEncounter).unwrap();
    assert_eq!(first.tone, Tone::Moment);
}

#[test]
fn the_same_outcome_reads_differently_in_each_language() {
    let game = game(Side::B);
    let texts: BTreeSet<String> = languages()
        .iter()
        .map(|i18n| {
            let n = Narrator { i18n, game: &game };
            n.outcome(&Outcome::FirePlaced { at: HIB }).unwrap().text
        })
        .collect();
    assert_eq!(texts.len(), 3, "{texts:?}");
}

/// Plays seeded games through the window's `Game` and narrates everything that happens.
#[test]
fn long_simulated_games_narrate_cleanly_in_every_language() {
    let langs = languages();
    let mut seen = BTreeSet::new();
    let mut refusals = 0;
    for (seed, side, code) in [
        (1, Side::A, "ACK74X"),
        (2, Side::B, "QD9K7M"),
        (3, Side::A, "YY3H7P"),
        (4, Side::B, "M4XR9T"),
    ] {
        let mut game = Game::start(
            Err(crate::storage::root::NoDataFolder),
            &request(side, Mode::Standard, 4, code),
        )
        .expect("game");
        let mut table = Table::new(seed);
        for _ in 0..2500 {
            if game
                .state()
                .victory
                .as_ref()
                .is_some_and(|v| v.step == crate::rules::state::VictoryStep::Done)
            {
                break;
            }
            let cmd = table.choose(game.state());
            let labels: Vec<String> = langs
                .iter()
                .map(|i18n| Narrator { i18n, game: &game }.command(&cmd))
                .collect();
            for l in &labels {
                assert_clean(l, &format!("label of {cmd:?}"));
            }
            match game.apply(cmd) {
                Ok(out) => {
                    for i18n in &langs {
                        let n = Narrator { i18n, game: &game };
                        let lines = n.lines(&out);
                        let public = out.iter().filter(|o| o.private_to().is_none()).count();
                        assert_eq!(lines.len(), public);
                        for line in &lines {
                            assert_line(line, &format!("{:?}", i18n.language()));
                        }
                        for o in &out {
                            if let Outcome::Private { sight, .. } = o {
                                let hint = n.sight_hint(sight);
                                let sight = n.sight(sight);
                                assert!(!sight.is_empty());
                                for s in sight.iter().chain(&hint) {
                                    assert_clean(s, "sight");
                                }
                            }
                        }
                    }
                    seen.extend(out.iter().map(arm));
                }
                Err(e) => {
                    refusals += 1;
                    for i18n in &langs {
                        let text = Narrator { i18n, game: &game }.refusal(&e);
                        assert_clean(&text, &format!("{e:?}"));
                    }
                }
            }
        }
    }
    assert!(refusals > 0, "the simulated table never got a refusal");
    assert!(
        seen.len() >= 55,
        "only {} outcome kinds in the simulated games",
        seen.len()
    );
}

#[test]
fn every_sight_gives_clear_lines_for_the_player_behind_the_curtain() {
    let game = game(Side::A);
    let en = I18n::new(Language::En).unwrap();
    let sights = [
        Sight::Engine {
            engine: 2,
            working: false,
        },
        Sight::Engines {
            working: [true, true, false],
        },
        Sight::EngineStack {
            engine: 1,
            top_working: true,
        },
        Sight::Coordinates {
            card: 0,
            abcd: [
                Destination::Earth,
                Destination::Mars,
                Destination::Venus,
                Destination::DeepSpace,
            ],
        },
        Sight::AttackCards {
            cards: vec![0, 9, 18],
        },
    ];
    for i18n in languages() {
        let n = Narrator {
            i18n: &i18n,
            game: &game,
        };
        for s in &sights {
            let lines = n.sight(s);
            let hint = n.sight_hint(s);
            assert!(lines.len() + usize::from(hint.is_some()) >= 2, "{s:?}");
            for l in lines.iter().chain(&hint) {
                assert_clean(l, &format!("{s:?}"));
            }
        }
    }
    let n = Narrator {
        i18n: &en,
        game: &game,
    };
    assert_eq!(n.sight(&sights[0])[0], "Engine 2: Damaged.");
    let coordinates = n.sight(&sights[3]);
    assert_eq!(coordinates[1], "A: Earth");
    assert_eq!(coordinates[4], "D: Deep space");
    assert_eq!(coordinates[5], "The destination marker is on B.");
    let attacks = n.sight(&sights[4]);
    assert_eq!(attacks.len(), 4);
    assert!(
        attacks[2].starts_with("Bite (blood drops: 4)"),
        "{attacks:?}"
    );
}

#[test]
fn undo_labels_never_say_what_was_chosen_or_seen_in_private() {
    let game = game(Side::A);
    for i18n in languages() {
        let n = Narrator {
            i18n: &i18n,
            game: &game,
        };
        let same = |commands: Vec<Command>| {
            let labels: BTreeSet<String> = commands.iter().map(|c| n.command(c)).collect();
            assert_eq!(labels.len(), 1, "{labels:?}");
            let label = labels.into_iter().next().unwrap_or_default();
            assert_clean(&label, "label");
            for secret in [
                n.working(true),
                n.working(false),
                n.destination(Destination::Earth),
                n.destination(Destination::Mars),
                n.destination(Destination::Venus),
                n.destination(Destination::DeepSpace),
            ] {
                assert!(!label.contains(&secret), "{label:?} says {secret:?}");
            }
        };
        same(
            [true, false]
                .map(|working_on_top| Command::RestackEngine {
                    player: P1,
                    engine: 2,
                    working_on_top,
                })
                .into(),
        );
        same(
            (0..4)
                .map(|letter| Command::SetDestination { player: P1, letter })
                .collect(),
        );
        same(
            (0..20)
                .map(|card| Command::IntruderChoose { card })
                .collect(),
        );
        same(vec![
            Command::CheckCoordinates { player: P1 },
            Command::CheckCoordinates { player: P1 },
        ]);
        let kinds = [
            IntruderKind::Larva,
            IntruderKind::Creeper,
            IntruderKind::Adult,
            IntruderKind::Breeder,
            IntruderKind::Queen,
            IntruderKind::Blank,
        ];
        same(
            kinds
                .iter()
                .flat_map(|&kind| {
                    [
                        Command::Fix(Correction::NextToken { kind }),
                        Command::Fix(Correction::AddTokenToBag { kind }),
                        Command::Fix(Correction::RemoveTokenFromBag { kind }),
                    ]
                })
                .collect(),
        );
        same(
            (0..20)
                .map(|card| Command::Fix(Correction::NextEvent { card }))
                .collect(),
        );
        same(
            (0..20)
                .map(|card| Command::Fix(Correction::NextAttack { card }))
                .collect(),
        );
        same(
            (0..4)
                .map(|letter| Command::Fix(Correction::SetDestination { letter }))
                .collect(),
        );
        same(
            [ScanKind::Hand, ScanKind::Surgery, ScanKind::Revealed]
                .map(|kind| Command::Scan {
                    player: P1,
                    kind,
                    labels: vec![LabelId(u8::from(kind == ScanKind::Hand) + 1)],
                })
                .into(),
        );
        same(
            [vec![], vec![LabelId(3), LabelId(9)]]
                .map(|labels| Command::VictoryScan { player: P1, labels })
                .into(),
        );
        same(
            [true, false]
                .map(|quarantine| Command::VictoryQuarantine {
                    player: P1,
                    quarantine,
                })
                .into(),
        );
        same(
            [1, 3]
                .map(|cards| Command::IntruderAttack {
                    intruder: IntruderId(1),
                    target: P1,
                    hand: cards,
                    cards,
                })
                .into(),
        );
    }
}

#[test]
fn every_refusal_has_words_of_its_own() {
    let game = game(Side::B);
    let errors = [
        RuleError::Data("assets/data/base/events.json: missing".into()),
        RuleError::BadSetup(SetupError::SoloNeedsOnePlayer),
        RuleError::BadSetup(SetupError::CoopNeedsTwoToFive),
        RuleError::BadSetup(SetupError::OneToFivePlayers),
        RuleError::BadSetup(SetupError::CharacterTwice),
        RuleError::GameOver,
        RuleError::GameNotOver,
        RuleError::UnknownPlayer(PlayerId(5)),
        RuleError::UnknownIntruder(IntruderId(3)),
        RuleError::UnknownSlot(SlotId(30)),
        RuleError::UnknownCorridor(CorridorId(2)),
        RuleError::UnknownPod(7),
        RuleError::UnknownLabel(LabelId(40)),
        RuleError::NotOnBoard(P1),
        RuleError::NotNeighbour {
            from: HIB,
            to: DARK,
        },
        RuleError::DoorClosed(CorridorId(2)),
        RuleError::InCombat,
        RuleError::WrongRoom(RoomKind::Generator),
        RuleError::Malfunction(HIB),
        RuleError::HandMissing(P2),
        RuleError::NotAllowed(Refusal::HandsFull),
    ];
    for i18n in languages() {
        let n = Narrator {
            i18n: &i18n,
            game: &game,
        };
        let texts: BTreeSet<String> = errors.iter().map(|e| n.refusal(e)).collect();
        assert_eq!(texts.len(), errors.len(), "two refusals share their words");
        for t in &texts {
            assert_clean(t, "refusal");
        }
        let mut reasons = BTreeSet::new();
        for &reason in Refusal::ALL {
            let words = n.rule_reason(reason);
            assert_clean(&words, reason.code());
            reasons.insert(words);
        }
        assert_eq!(
            reasons.len(),
            Refusal::ALL.len(),
            "two reasons share their words"
        );
    }
    let en = I18n::new(Language::En).unwrap();
    let n = Narrator {
        i18n: &en,
        game: &game,
    };
    assert_eq!(n.refusal(&RuleError::GameOver), "The game is over.");
    assert_eq!(
        n.refusal(&RuleError::NotNeighbour {
            from: SlotId(4),
            to: HIB
        }),
        "Room 004 is not next to room 008 (Hibernatorium)."
    );
}

/// Within one command an intruder that dies or leaves is still named and placed (the room it
/// left), and every Korean line is written in Korean.
#[test]
fn lines_of_one_command_keep_gone_intruders_in_their_room_and_korean_stays_korean() {
    let en = I18n::new(Language::En).expect("en");
    let ko = I18n::new(Language::Ko).expect("ko");
    let hangul = |t: &str| t.chars().any(|c| ('\u{AC00}'..='\u{D7A3}').contains(&c));
    let mut killed = 0;
    for (seed, code) in [(5, "ACK74X"), (6, "QD9K7M"), (7, "M4XR9T")] {
        let mut game = Game::start(
            Err(crate::storage::root::NoDataFolder),
            &request(Side::A, Mode::Standard, 4, code),
        )
        .expect("game");
        let mut table = Table::new(seed);
        for _ in 0..3000 {
            if game.state().victory.is_some() {
                break;
            }
            let command = table.choose(game.state());
            let Ok(outcomes) = game.apply(command) else {
                continue;
            };
            killed += outcomes
                .iter()
                .filter(|o| matches!(o, Outcome::IntruderKilled { .. }))
                .count();
            for line in (Narrator {
                i18n: &en,
                game: &game,
            })
            .lines(&outcomes)
            {
                assert!(!line.text.contains(" in intruder"), "{:?}", line.text);
            }
            for line in (Narrator {
                i18n: &ko,
                game: &game,
            })
            .lines(&outcomes)
            {
                assert!(
                    !line
                        .text
                        .contains(&crate::present::i18n::keep_korean_words_whole(
                            "인트루더의 인트루더"
                        )),
                    "{:?}",
                    line.text
                );
                assert!(hangul(&line.text), "{:?}", line.text);
                assert!(line.todo.as_deref().is_none_or(hangul), "{:?}", line.todo);
            }
        }
    }
    assert!(killed > 0, "no intruder died in these games");
}

/// Every Void Seeder outcome, and each value inside them that changes the words.
fn void_seeder_examples(i: IntruderId) -> Vec<Outcome> {
    use crate::rules::content::PanicEffect as P;
    use crate::rules::outcome::InsanityChange;
    use Outcome as O;
    let mut v = vec![
        O::TrackRead {
            player: Some(P1),
            level: 4,
            shows: IntruderKind::Stalker,
            placed: Some(IntruderKind::Stalker),
        },
        O::TrackRead {
            player: Some(P1),
            level: 4,
            shows: IntruderKind::Stalker,
            placed: Some(IntruderKind::Whisperer),
        },
        O::TrackRead {
            player: None,
            level: 1,
            shows: IntruderKind::Lurker,
            placed: None,
        },
        O::InsanityTokenDrawn { owner: P2, at: HIB },
        O::InsanityTokenRemoved { owner: P2 },
        O::PanicDrawn {
            player: P1,
            card: 3,
            threshold: 3,
            level: 2,
            held: false,
        },
        O::PanicDrawn {
            player: P1,
            card: 7,
            threshold: 5,
            level: 5,
            held: true,
        },
        O::PanicResisted {
            player: P1,
            threshold: 4,
            level: 2,
        },
        O::PanicNotInFull { player: P1 },
        O::PanicCancelled {
            player: P1,
            card: 2,
        },
        O::PanicDeckEmpty { player: P1 },
        O::PanicWalk {
            player: P1,
            corridor: 3,
            to: Some(DARK),
        },
        O::PanicWalk {
            player: P1,
            corridor: 2,
            to: None,
        },
        O::PanicCharge {
            player: P1,
            to: Some(DARK),
        },
        O::PanicCharge {
            player: P1,
            to: None,
        },
        O::ItemsEmptied { at: HIB },
        O::WoundReopened { player: P1 },
        O::Unhurt { intruder: i },
        O::LairHolds { intruder: i },
        O::LairDestroyed {
            at: HIB,
            destroyed: 2,
        },
        O::DespoilerGone { from: Some(HIB) },
        O::DespoilerGone { from: None },
        O::LairUnsettles {
            player: P1,
            at: HIB,
        },
        O::Lurking {
            rooms: vec![HIB, DARK],
        },
        O::NobodyLurks,
        O::WhisperNumber {
            card: 4,
            corridor: 2,
        },
        O::FinalInsanity {
            player: P1,
            level: 3,
            contamination_drawn: None,
        },
        O::FinalInsanity {
            player: P1,
            level: 5,
            contamination_drawn: Some(1),
        },
    ];
    for change in [
        InsanityChange::Rose,
        InsanityChange::Infected,
        InsanityChange::Lowered,
        InsanityChange::FinalCheck,
    ] {
        v.push(O::Insanity {
            player: P1,
            level: 4,
            change,
        });
    }
    for effect in [
        P::DestructiveOutburst,
        P::Defeatism,
        P::BlindEscape,
        P::Destruction,
        P::InsaneCourage,
        P::Sabotage,
        P::SelfMutilation,
        P::HeartAttack,
        P::Bloodlust,
        P::Demotivation,
        P::RippingBandages,
        P::Hopelessness,
        P::Hallucinations,
        P::Pyromaniac,
    ] {
        v.push(O::PanicApplied { player: P1, effect });
    }
    for slot in [
        WeaknessSlot::Corpse,
        WeaknessSlot::Egg,
        WeaknessSlot::Carcass,
    ] {
        v.push(O::WeaknessTurnedUp { slot });
        for category in crate::rules::state::WeaknessCategory::ALL {
            v.push(O::WeaknessNamed {
                slot,
                note: crate::rules::state::WeaknessNote {
                    key: "other".into(),
                    category,
                },
            });
        }
    }
    if let Ok(data) = crate::rules::data() {
        let c = data.content(crate::rules::species::Species::VoidSeeders);
        for (card, fact) in (0u8..).zip(&c.events) {
            v.push(O::EventEffectApplied {
                card,
                effect: fact.effect,
            });
        }
        for (card, fact) in (0u8..).zip(&c.attacks) {
            v.push(O::Attack {
                intruder: i,
                kind: IntruderKind::Despoiler,
                target: P1,
                card,
                hit: true,
                effect: fact.effect,
            });
        }
    }
    v
}

/// Issue 39 item 14: in a solo game the app named the exploration token by the halved item
/// number (「探査トークン: ドア・アイテム 2」 for a token printed 3 or 4), so the table took the
/// wrong physical token. The token is named by its printed number, then the halved counter and
/// why.
#[test]
fn a_solo_exploration_token_is_named_as_printed_then_halved() {
    let game = Game::start(
        Err(crate::storage::root::NoDataFolder),
        &request(Side::A, Mode::Solo, 1, "ACK74X"),
    )
    .expect("game");
    let i18n = I18n::new(Language::Ja).unwrap();
    let n = Narrator {
        i18n: &i18n,
        game: &game,
    };
    let line = &n.lines(&[Outcome::RoomRevealed {
        at: SlotId(6),
        room: RoomKind::Canteen,
        exploration: ExplorationEffect::Door,
        items: 2,
        printed_items: Some(3),
    }])[0];
    let plain = |s: &str| s.replace('\u{2060}', "");
    let todo = plain(&line.todo.clone().expect("a board instruction"));
    let printed = plain(&n.token_face(ExplorationEffect::Door, 3));
    assert!(todo.contains(&printed), "{todo}");
    assert!(
        !todo.contains(&plain(&n.token_face(ExplorationEffect::Door, 2))),
        "{todo}"
    );
    assert!(todo.contains("ソロ"), "{todo}");
}

/// Issue 39 item 8: the Nest said 「아이템 재고량을 0에 맞추세요」 though the Nest gets no item
/// counter (nor the slime room or the engines).
#[test]
fn a_room_without_an_item_counter_is_not_given_one() {
    let game = game(Side::A);
    let i18n = I18n::new(Language::Ko).unwrap();
    let n = Narrator {
        i18n: &i18n,
        game: &game,
    };
    for (room, counter) in [(RoomKind::Nest, false), (RoomKind::Canteen, true)] {
        let line = &n.lines(&[Outcome::RoomRevealed {
            at: SlotId(6),
            room,
            exploration: ExplorationEffect::Silence,
            items: 0,
            printed_items: None,
        }])[0];
        let todo = line.todo.clone().expect("a board instruction");
        let todo = todo.replace('\u{2060}', "");
        assert_eq!(todo.contains("맞추세요"), counter, "{room:?}: {todo}");
    }
}

/// Issue 39 item 14, seen in a Japanese solo game: the new round told the only player to pass
/// the first player token to themselves and "everyone" to draw.
#[test]
fn a_solo_round_asks_only_for_the_draw() {
    let solo = Game::start(
        Err(crate::storage::root::NoDataFolder),
        &request(Side::A, Mode::Solo, 1, "ACK74X"),
    )
    .expect("game");
    let i18n = I18n::new(Language::Ja).unwrap();
    let round = Outcome::RoundStarted {
        round: 2,
        first_player: PlayerId(1),
    };
    let todo = |game: &Game| {
        Narrator { i18n: &i18n, game }.lines(std::slice::from_ref(&round))[0]
            .todo
            .clone()
            .expect("a board instruction")
            .replace('\u{2060}', "")
    };
    let said = todo(&solo);
    assert!(
        !said.contains("全員") && !said.contains("スタートプレイヤー"),
        "{said}"
    );
    let table = game(Side::A);
    assert!(todo(&table).contains("スタートプレイヤー"));
}

/// Issue 39 item 13: the [Interrupt] question named the panic card only; its threshold and
/// effect come with it now, in every language.
#[test]
fn a_held_panic_card_is_asked_with_its_threshold_and_effect() {
    let mut req = request(Side::A, Mode::Standard, 3, "ACK74X");
    req.species = crate::rules::species::Species::VoidSeeders;
    req.dealer = crate::rules::ids::Dealer::Box;
    req.insanity_track = Some(crate::sim::SIM_TRACK);
    let game = Game::start(Err(crate::storage::root::NoDataFolder), &req).expect("game");
    for i18n in languages() {
        let n = Narrator {
            i18n: &i18n,
            game: &game,
        };
        let (threshold, effect) = n.panic_detail_of(0).expect("the first panic card");
        assert!((1..=5).contains(&threshold), "{threshold}");
        assert!(
            !effect.is_empty() && !effect.starts_with("panic-"),
            "{effect}"
        );
    }
}

/// Issue 39 items 11 and 13: an insanity token has no number (it read 「奇襲の数字 0」), and
/// Korean and Japanese say the token's number as their rulebooks do.
#[test]
fn a_drawn_token_is_told_with_the_rulebooks_number_word() {
    let game = game(Side::A);
    for i18n in languages() {
        let n = Narrator {
            i18n: &i18n,
            game: &game,
        };
        let insanity = n.lines(&[Outcome::TokenDrawn {
            kind: IntruderKind::Insanity,
            surprise: 0,
        }]);
        assert!(!insanity[0].text.contains('0'), "{}", insanity[0].text);
        let adult = n.lines(&[Outcome::TokenDrawn {
            kind: IntruderKind::Adult,
            surprise: 4,
        }]);
        let text = adult[0].text.replace('\u{2060}', "");
        assert!(
            !text.contains("기습 숫자") && !text.contains("奇襲の数字"),
            "{text}"
        );
        assert!(text.contains('4'));
    }
}

/// Issue 33: outcomes carry their reasons, so a line told again later (a resume, the log of an
/// old round) reads as it did when played, whatever the board holds now. The game here holds
/// nobody in the room and no Nest: before, the words were worked out from that state and came
/// out differently.
#[test]
fn a_line_keeps_the_reason_it_was_told_with_whatever_the_board_holds_now() {
    let game = game(Side::A);
    let i18n = I18n::new(Language::En).unwrap();
    let n = Narrator {
        i18n: &i18n,
        game: &game,
    };
    let room = SlotId(6);
    assert!(game.state().characters_in(room).next().is_none());
    assert!(game.state().intruders_in(room).next().is_none());
    let player = n.player(PlayerId(1));
    let place = n.room(room);
    let no_roll = |company| {
        n.outcome(&Outcome::NoRoll {
            player: PlayerId(1),
            at: room,
            company,
        })
        .unwrap()
        .text
    };
    assert_eq!(
        no_roll(true),
        capitalized(crate::tr!(
            i18n,
            "log-no-roll-company",
            player = player.clone(),
            room = place.clone()
        ))
    );
    assert_eq!(
        no_roll(false),
        capitalized(crate::tr!(
            i18n,
            "log-no-roll-token",
            player = player,
            room = place
        ))
    );

    let moved = |onto_characters| {
        n.outcome(&Outcome::IntruderMoved {
            intruder: IntruderId(1),
            from: SlotId(5),
            to: room,
            corridor: game.board().corridors_of(room)[0],
            onto_characters,
        })
        .unwrap()
        .tone
    };
    assert_eq!(moved(true), Tone::Danger, "it came in on the crew");
    assert_eq!(moved(false), Tone::Info);

    let taken = |from_intruder_board| {
        n.outcome(&Outcome::ObjectTaken {
            player: PlayerId(1),
            object: ObjectKind::Egg,
            at: room,
            from_intruder_board,
        })
        .unwrap()
        .todo
    };
    let from_board = taken(true).expect("the egg comes off the Intruder board");
    assert!(from_board.contains(&n.board()), "{from_board}");
    assert_ne!(
        taken(false),
        Some(from_board),
        "an egg from the room's floor"
    );
}

/// Issue 55: an adaptation card the app does not know by name was told as 「→ 다른 카드은(를)
/// 직접 적용하세요」, as if "another card" were its name. It now asks for the card's effect as
/// printed, in every language.
#[test]
fn an_adaptation_the_app_does_not_know_is_not_named_another_card() {
    let game = game(Side::A);
    for i18n in languages() {
        let n = Narrator {
            i18n: &i18n,
            game: &game,
        };
        let line = &n.lines(&[Outcome::AdaptationNamed {
            slot: IntruderKind::Butcher,
            card: crate::rules::state::AdaptationCard {
                key: "other".into(),
                category: crate::rules::state::AdaptationCategory::Movement,
            },
        }])[0];
        let todo = line.todo.clone().expect("a board instruction");
        for other in ["another card", "その他のカード", "다른 카드"] {
            assert!(!todo.contains(other), "{todo}");
        }
        assert_clean(&todo, "the unknown adaptation's instruction");
    }
}

/// Issue 55: a solo game's first encounter told the standard game's two objective cards per
/// player. Solo keeps one of its two Solo/Co-op cards; co-op has nothing to choose (base.md
/// §13.1, §13.2).
#[test]
fn the_first_encounter_tells_the_objectives_of_the_mode() {
    let i18n = I18n::new(Language::En).unwrap();
    let told = |mode: Mode, players: usize| {
        let game = Game::start(
            Err(crate::storage::root::NoDataFolder),
            &request(Side::A, mode, players, "ACK74X"),
        )
        .expect("game");
        let n = Narrator {
            i18n: &i18n,
            game: &game,
        };
        let line = n.lines(&[Outcome::FirstEncounter])[0].clone();
        (line.text, line.todo)
    };
    let (_, solo) = told(Mode::Solo, 1);
    let solo = solo.expect("the solo player keeps one card");
    assert!(solo.contains("Solo/Co-op"), "{solo}");
    assert!(!solo.contains("Each player"), "{solo}");
    let (coop, todo) = told(Mode::Coop, 2);
    assert!(todo.is_none(), "co-op has nothing to choose: {coop}");
    let (_, standard) = told(Mode::Standard, 3);
    assert!(standard.expect("each keeps one").contains("Each player"));
}

/// Issue 55: a card was 「C-03」 in the scanner and 「#3」 on the victory page (and 3 in the
/// log). Every screen names it as printed under its code.
#[test]
fn a_contamination_card_is_named_as_printed_everywhere() {
    let game = game(Side::A);
    assert_eq!(super::label_name(LabelId(3)), "C-03");
    for i18n in languages() {
        let n = Narrator {
            i18n: &i18n,
            game: &game,
        };
        for outcome in [
            Outcome::LabelScanned {
                player: PlayerId(1),
                label: LabelId(3),
                infected: true,
            },
            Outcome::LabelRemoved {
                player: PlayerId(1),
                label: LabelId(3),
            },
        ] {
            let line = &n.lines(&[outcome])[0];
            let all = format!("{} {}", line.text, line.todo.clone().unwrap_or_default());
            assert!(all.contains("C-03"), "{all}");
        }
        for key in ["victory-label-clean", "victory-label-infected"] {
            let text = match key {
                "victory-label-clean" => crate::tr!(i18n, "victory-label-clean", label = "C-03"),
                _ => crate::tr!(i18n, "victory-label-infected", label = "C-03"),
            };
            assert!(!text.contains('#'), "{text}");
        }
    }
}
