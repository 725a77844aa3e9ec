//! Commands: everything the players tell the app. A game is its seed plus its commands.
//! Each command carries the facts the rules need from the table (hand sizes, injuries dealt).

use super::content::ExplorationEffect;
use super::error::not_allowed;
use super::refusal::Refusal;
use super::state::{DoorState, WeaknessSlot};
use crate::ids::*;
use serde::{Deserialize, Serialize};

/// What the players say they found when a room is revealed by hand.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Reveal {
    pub room: RoomKind,
    pub exploration: ExplorationEffect,
    pub items: u8,
}

/// Where Careful Movement puts its noise marker.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum NoiseSpot {
    Corridor(CorridorId),
    Tech(TechNet),
}

/// Why contamination cards are being scanned (base.md §10.3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ScanKind {
    /// Canteen, Shower Room, Rest card: the cards in hand; clean ones leave the game.
    Hand,
    /// Surgery: every card; infected ones leave the game, the larva goes, a light wound, auto-pass.
    Surgery,
    /// Cards revealed by an event (Eclosion): nothing leaves the game.
    Revealed,
}

/// What a scan of contamination cards is for: the command it ends in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ScanPurpose {
    /// A room action, item or event (`Command::Scan` of this kind).
    Scan(ScanKind),
    /// The end-of-game contamination check of one survivor (`Command::VictoryScan`).
    Victory,
    /// Carnomorphs: the mutation action, one card from hand (`Command::MutationAction`).
    Mutation,
}

/// How many labels a scan takes (`GameState::labels_asked`): the screens ask for these and the
/// rules refuse anything outside them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct LabelsAsked {
    /// At most this many: the contamination cards the character owns (one for the mutation).
    pub most: u8,
    /// Every card the character owns is gathered for this scan (Surgery, the end-of-game
    /// check): the screens ask for `most` of them.
    pub every: bool,
    /// Fewer than this many are refused (the end-of-game check from edition 4): a table that
    /// holds fewer corrects the count first.
    pub least: u8,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "fix", rename_all = "snake_case", deny_unknown_fields)]
pub enum Correction {
    AddIntruder {
        kind: IntruderKind,
        at: SlotId,
    },
    MoveIntruder {
        intruder: IntruderId,
        to: SlotId,
    },
    RemoveIntruder {
        intruder: IntruderId,
    },
    SetInjuries {
        intruder: IntruderId,
        injuries: u8,
    },
    SetNoise {
        corridor: CorridorId,
        noise: bool,
    },
    SetTechNoise {
        network: TechNet,
        noise: bool,
    },
    SetDoor {
        corridor: CorridorId,
        door: DoorState,
    },
    SetFire {
        at: SlotId,
        fire: bool,
    },
    SetMalfunction {
        at: SlotId,
        malfunction: bool,
    },
    SetRoom {
        at: SlotId,
        room: RoomKind,
    },
    SetObjects {
        at: SlotId,
        eggs: u8,
        carcasses: u8,
        corpses: u8,
    },
    PlaceCharacter {
        player: PlayerId,
        at: SlotId,
    },
    SetSlime {
        player: PlayerId,
        slime: bool,
    },
    SetLarva {
        player: PlayerId,
        larva: bool,
    },
    /// Void Seeders: a character's insanity level (1–5).
    SetInsanity {
        player: PlayerId,
        level: u8,
    },
    /// Void Seeders: the creature printed at each insanity level, read again off the card.
    SetInsanityTrack {
        track: [IntruderKind; 5],
    },
    /// Carnomorphs: a character's mutation card and markers (0–3).
    SetMutation {
        player: PlayerId,
        card: bool,
        markers: u8,
    },
    SetWounds {
        player: PlayerId,
        light: u8,
        serious: u8,
        /// Of the serious wounds, how many are dressed (0 in journals from before).
        #[serde(default)]
        dressed: u8,
    },
    SetContamination {
        player: PlayerId,
        cards: u8,
    },
    SetTime {
        time: u8,
    },
    SetSelfDestruct {
        track: Option<u8>,
    },
    SetDestination {
        letter: u8,
    },
    SetNestEggs {
        eggs: u8,
    },
    SetPodLock {
        pod: u8,
        locked: bool,
    },
    /// A token of this type goes from the supply into the bag.
    AddTokenToBag {
        kind: IntruderKind,
    },
    /// A token of this type goes from the bag to the supply.
    RemoveTokenFromBag {
        kind: IntruderKind,
    },
    /// The character died at the table for a reason the app does not track (a card, a wound).
    KillCharacter {
        player: PlayerId,
    },
    /// The next token drawn from the bag is one of this type (the table drew it by hand).
    NextToken {
        kind: IntruderKind,
    },
    /// This event card (from the draw or discard pile) goes on top of the event deck.
    NextEvent {
        card: u8,
    },
    /// This attack card (from the draw or discard pile) goes on top of the attack deck.
    NextAttack {
        card: u8,
    },
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "cmd", rename_all = "snake_case", deny_unknown_fields)]
pub enum Command {
    /// Movement (or Careful Movement with `careful`) into a neighbouring room. From combat this is
    /// an escape. `hand` is the player's hand size now, for surprise attacks.
    Move {
        player: PlayerId,
        to: SlotId,
        #[serde(default)]
        corridor: Option<CorridorId>,
        hand: u8,
        #[serde(default)]
        careful: Option<NoiseSpot>,
        #[serde(default)]
        reveal: Option<Reveal>,
    },
    /// A noise roll for a character, when a card or item calls for one.
    NoiseRoll {
        player: PlayerId,
        hand: u8,
    },
    /// Injuries dealt to an intruder by a character's attack or item.
    Injure {
        intruder: IntruderId,
        injuries: u8,
    },
    /// Shoot or melee at eggs: `count` eggs destroyed in `at` (the Nest uses the Intruder board).
    DestroyEggs {
        player: PlayerId,
        at: SlotId,
        count: u8,
        hand: u8,
    },
    /// End of a player's turn (fire damage), passing or not.
    EndTurn {
        player: PlayerId,
        passed: bool,
        /// The hand size, needed only when the turn ends in a Void Seeder Lair's room (a noise
        /// roll follows, which may bring an Encounter).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        hand: Option<u8>,
    },
    /// All players have passed: run the whole Event Phase. Hand sizes of every character on board.
    EventPhase {
        hands: Vec<(PlayerId, u8)>,
    },
    CheckEngine {
        player: PlayerId,
        engine: u8,
    },
    CheckAllEngines {
        player: PlayerId,
    },
    /// Repair or sabotage: the player restacks the engine's two tokens.
    RestackEngine {
        player: PlayerId,
        engine: u8,
        working_on_top: bool,
    },
    CheckCoordinates {
        player: PlayerId,
    },
    SetDestination {
        player: PlayerId,
        letter: u8,
    },
    SelfDestruct {
        player: PlayerId,
        start: bool,
    },
    SetDoors {
        player: PlayerId,
        doors: Vec<(CorridorId, DoorState)>,
    },
    Airlock {
        player: PlayerId,
        room: SlotId,
    },
    HatchControl {
        player: PlayerId,
        pod: u8,
        locked: bool,
    },
    FireControl {
        player: PlayerId,
        room: SlotId,
    },
    Analyse {
        player: PlayerId,
        object: WeaknessSlot,
        /// Carnomorphs: the adaptation slot whose object icon matches the egg or carcass (the
        /// table reads it on its board; the corpse's slot is the Shambler's).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        slot: Option<IntruderKind>,
    },
    /// Carnomorphs: the mutation action, with the contamination card scanned from hand.
    MutationAction {
        player: PlayerId,
        label: LabelId,
    },
    /// Void Seeders: a held panic card, answered: `cancelled` when another character in the
    /// room discarded the card that stops it ([저지]).
    AnswerPanic {
        player: PlayerId,
        cancelled: bool,
    },
    /// Void Seeders: the last panic card's part on the players' side of the board could not be
    /// carried out in full (insanity +1).
    PanicShortfall {
        player: PlayerId,
    },
    /// Void Seeders: Rest, Shower or Canteen lower insanity one level (`to_three`: Surgery or
    /// the Antidote, down to 3).
    LowerInsanity {
        player: PlayerId,
        #[serde(default)]
        to_three: bool,
    },
    /// Carnomorphs: the table names a revealed adaptation card ("other" when not known).
    NameAdaptation {
        slot: IntruderKind,
        key: String,
        category: super::state::AdaptationCategory,
    },
    /// Void Seeders: the table says what a turned-up weakness card changes ("other" when its
    /// name is not in the data).
    NameWeakness {
        slot: super::state::WeaknessSlot,
        key: String,
        category: super::state::WeaknessCategory,
    },
    TakeNestEgg {
        player: PlayerId,
        hand: u8,
    },
    PickUp {
        player: PlayerId,
        object: ObjectKind,
    },
    Drop {
        player: PlayerId,
        object: ObjectKind,
    },
    Hibernate {
        player: PlayerId,
        hand: u8,
    },
    BoardPod {
        player: PlayerId,
        hand: u8,
    },
    LaunchPod {
        pod: u8,
    },
    LeavePod {
        player: PlayerId,
    },
    Scan {
        player: PlayerId,
        kind: ScanKind,
        labels: Vec<LabelId>,
    },
    BecomeIntruderPlayer {
        player: PlayerId,
        /// The intruders' side plays from the round after the death, even when the answer
        /// comes later (after an Event Phase in which they died). Journals written before the
        /// question was asked at the death lack it: there the side plays from the round after
        /// the answer, as those games were played.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        from_the_death: bool,
    },
    /// The first dead player stays out: no intruder player this game.
    DeclineIntruderPlayer {
        player: PlayerId,
    },
    IntruderMove {
        intruder: IntruderId,
        corridor: u8,
    },
    IntruderAttack {
        intruder: IntruderId,
        target: PlayerId,
        hand: u8,
        cards: u8,
    },
    IntruderChoose {
        card: u8,
    },
    /// An Intruder Player card calls for an event card: one is drawn and resolved (movement,
    /// then its effect), as in the Event Phase; `hands` as for `EventPhase`.
    IntruderEvent {
        hands: Vec<(PlayerId, u8)>,
    },
    Fix(Correction),
    /// End of game: the contamination scan of one survivor (all their cards).
    VictoryScan {
        player: PlayerId,
        labels: Vec<LabelId>,
    },
    /// End of game: the player drew 4 from their own shuffled cards; this many were
    /// contamination cards.
    VictoryDraw {
        player: PlayerId,
        contamination: u8,
    },
    VictoryQuarantine {
        player: PlayerId,
        quarantine: bool,
    },
    VictoryObjective {
        player: PlayerId,
        met: bool,
    },
    /// Emergency Room action: one of its three treatments.
    TreatWounds {
        player: PlayerId,
        treatment: Treatment,
    },
    /// Full co-op: the corpse of this dead character is one of those lying in the working
    /// Emergency Room; the robot doctor brings them back (answers a `Revival` question).
    Revive {
        player: PlayerId,
    },
}

/// The Emergency Room's three treatments (base.md, room actions): dress every serious wound, heal
/// one dressed serious wound, or heal every light wound.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Treatment {
    DressAll,
    HealDressed,
    HealLight,
}

/// The most cards a hand can hold: 5 action cards and every contamination card of the box, with
/// room to spare for items that draw. A larger number is a typing error, not a hand.
pub const MAX_HAND: u8 = 40;
/// The most injuries one report can deal, or an intruder can carry (the Queen dies well before).
pub const MAX_INJURIES: u8 = 20;
/// Labels in one scan: every contamination card of every deck the app prints, with room to spare.
pub const MAX_LABELS: usize = 64;
/// The box's tokens: 8 eggs, 8 carcasses, 5 character corpses (base.md §2).
pub const MAX_EGGS: u8 = 8;
pub const MAX_CARCASSES: u8 = 8;
pub const MAX_CORPSES: u8 = 5;
/// Players at most, so at most this many hands in an Event Phase.
pub const MAX_PLAYERS: usize = 5;
/// Doors one Command Center action can set: a room has at most a handful of corridors.
pub const MAX_DOORS: usize = 16;

/// Cards a Movement costs its player before the noise roll, 2 for Careful Movement (base.md §9,
/// basic actions): the hand the surprise attack compares is the hand after paying.
pub fn move_cost(careful: bool) -> u8 {
    if careful { 2 } else { 1 }
}

/// What a command cost its player in action cards, as far as the rules know (base.md §14: a
/// room action 2, a basic action 1; Surgery ends with every card shuffled into a new deck).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Paid {
    Cards(u8),
    /// Nothing is left in hand.
    WholeHand,
}

impl Paid {
    /// The cards left of `hand` once this is paid.
    pub fn left_of(self, hand: u8) -> u8 {
        match self {
            Paid::Cards(n) => hand.saturating_sub(n),
            Paid::WholeHand => 0,
        }
    }
}

impl Command {
    /// The cards left of `hand` once the command is paid (`hand` when the rules know of no
    /// cost): where a hand question after it starts.
    pub fn hand_after_paying(&self, hand: u8) -> u8 {
        self.cards_paid()
            .map_or(hand, |(_, paid)| paid.left_of(hand))
    }

    /// The player and what this command cost them in cards, when the rules know it (issue 39
    /// item 6: the window's hand prefill is the hand after everything the app knows was paid).
    /// A command that carries the hand says the hand after paying; for the room actions among
    /// them (taking a Nest egg, hibernating, boarding a pod) this is what their hand question
    /// starts below the last hand, as a move's starts `move_cost` below it (issue 55: the
    /// hibernation question started at the hand before the action's two cards). Shots name no
    /// player (the window knows who shot).
    pub fn cards_paid(&self) -> Option<(PlayerId, Paid)> {
        use Command as C;
        let room_action = Paid::Cards(2);
        Some(match self {
            C::SelfDestruct { player, .. }
            | C::SetDoors { player, .. }
            | C::Airlock { player, .. }
            | C::HatchControl { player, .. }
            | C::FireControl { player, .. }
            | C::Analyse { player, .. }
            | C::CheckAllEngines { player }
            // base.md §9.6, §11.5, §14.5: room actions, paid before their noise roll
            | C::TakeNestEgg { player, .. }
            | C::Hibernate { player, .. }
            | C::BoardPod { player, .. } => (*player, room_action),
            C::PickUp { player, .. } => (*player, Paid::Cards(1)),
            C::Scan {
                player,
                kind: ScanKind::Surgery,
                ..
            } => (*player, Paid::WholeHand),
            _ => return None,
        })
    }

    /// The command as the journal keeps it: numbers checked against the rules' ranges and lists
    /// without duplicates (a label read twice counts once), so that every accepted command is
    /// small and every saved game loads. Refuses what no table could mean.
    pub fn normalised(self) -> Result<Command, super::error::RuleError> {
        let hand_ok = |hand: u8| {
            if hand > MAX_HAND {
                Err(not_allowed(Refusal::HandOutOfRange))
            } else {
                Ok(())
            }
        };
        let labels_ok = |labels: Vec<LabelId>| {
            let mut seen = Vec::with_capacity(labels.len().min(MAX_LABELS));
            for l in labels {
                if !seen.contains(&l) {
                    if seen.len() == MAX_LABELS {
                        return Err(not_allowed(Refusal::LabelsOutOfRange));
                    }
                    seen.push(l);
                }
            }
            Ok(seen)
        };
        match self {
            Command::Move { hand, .. }
            | Command::NoiseRoll { hand, .. }
            | Command::DestroyEggs { hand, .. }
            | Command::TakeNestEgg { hand, .. }
            | Command::Hibernate { hand, .. }
            | Command::BoardPod { hand, .. }
            | Command::IntruderAttack { hand, .. } => hand_ok(hand)?,
            Command::EndTurn {
                hand: Some(hand), ..
            } => hand_ok(hand)?,
            Command::Injure { injuries, .. } if injuries > MAX_INJURIES => {
                return Err(not_allowed(Refusal::InjuriesOutOfRange));
            }
            Command::EventPhase { ref hands } | Command::IntruderEvent { ref hands } => {
                if hands.len() > MAX_PLAYERS {
                    return Err(not_allowed(Refusal::HandsOutOfRange));
                }
                for (i, (p, h)) in hands.iter().enumerate() {
                    hand_ok(*h)?;
                    if hands[..i].iter().any(|(q, _)| q == p) {
                        return Err(not_allowed(Refusal::PlayerTwice));
                    }
                }
            }
            Command::SetDoors { ref doors, .. } => {
                if doors.len() > MAX_DOORS {
                    return Err(not_allowed(Refusal::DoorsOutOfRange));
                }
                for (i, (c, _)) in doors.iter().enumerate() {
                    if doors[..i].iter().any(|(d, _)| d == c) {
                        return Err(not_allowed(Refusal::CorridorTwice));
                    }
                }
            }
            Command::Scan {
                player,
                kind,
                labels,
            } => {
                return Ok(Command::Scan {
                    player,
                    kind,
                    labels: labels_ok(labels)?,
                });
            }
            Command::VictoryScan { player, labels } => {
                return Ok(Command::VictoryScan {
                    player,
                    labels: labels_ok(labels)?,
                });
            }
            Command::Fix(Correction::SetInjuries { injuries, .. }) if injuries > MAX_INJURIES => {
                return Err(not_allowed(Refusal::InjuriesOutOfRange));
            }
            Command::Fix(Correction::SetObjects {
                eggs,
                carcasses,
                corpses,
                ..
            }) if eggs > MAX_EGGS || carcasses > MAX_CARCASSES || corpses > MAX_CORPSES => {
                return Err(not_allowed(Refusal::ObjectsOutOfRange));
            }
            _ => {}
        }
        Ok(self)
    }

    /// The player whose turn this command is part of: the actions of a turn (movement, room
    /// actions, eggs, heavy objects, hibernating, boarding a pod). A player who passed takes no
    /// more turns this round. Commands that may come outside one's own turn (a noise roll an
    /// interrupt card asks for, a scan, injuries, corrections) name no turn.
    pub fn turn_of(&self) -> Option<PlayerId> {
        use Command as C;
        match self {
            C::Move { player, .. }
            | C::DestroyEggs { player, .. }
            | C::CheckEngine { player, .. }
            | C::CheckAllEngines { player }
            | C::RestackEngine { player, .. }
            | C::CheckCoordinates { player }
            | C::SetDestination { player, .. }
            | C::SelfDestruct { player, .. }
            | C::SetDoors { player, .. }
            | C::Airlock { player, .. }
            | C::HatchControl { player, .. }
            | C::FireControl { player, .. }
            | C::Analyse { player, .. }
            | C::MutationAction { player, .. }
            | C::TakeNestEgg { player, .. }
            | C::PickUp { player, .. }
            | C::Drop { player, .. }
            | C::Hibernate { player, .. }
            | C::BoardPod { player, .. }
            | C::TreatWounds { player, .. } => Some(*player),
            _ => None,
        }
    }

    /// A label for undo/redo menus that never says anything hidden.
    pub fn label(&self) -> String {
        match self {
            Command::Move { player, to, .. } => format!("move P{} to {to}", player.0),
            Command::NoiseRoll { player, .. } => format!("noise roll P{}", player.0),
            Command::Injure { intruder, injuries } => {
                format!("{injuries} injuries to intruder #{}", intruder.0)
            }
            Command::DestroyEggs { at, count, .. } => format!("destroy {count} eggs in {at}"),
            Command::EndTurn { player, .. } => format!("end turn P{}", player.0),
            Command::EventPhase { .. } => "event phase".into(),
            Command::CheckEngine { engine, .. } => format!("check engine {engine}"),
            Command::CheckAllEngines { .. } => "check all engines".into(),
            Command::RestackEngine { engine, .. } => format!("repair or sabotage engine {engine}"),
            Command::CheckCoordinates { .. } => "check coordinates".into(),
            Command::SetDestination { .. } => "set destination".into(),
            Command::SelfDestruct { start, .. } => if *start {
                "start self-destruct"
            } else {
                "cancel self-destruct"
            }
            .into(),
            Command::SetDoors { .. } => "doors".into(),
            Command::Airlock { room, .. } => format!("airlock {room}"),
            Command::HatchControl { pod, .. } => format!("hatch control pod {pod}"),
            Command::FireControl { room, .. } => format!("fire control {room}"),
            Command::Analyse { .. } => "analyse object".into(),
            Command::MutationAction { player, .. } => format!("mutation P{}", player.0),
            Command::NameAdaptation { .. } => "name adaptation".into(),
            Command::NameWeakness { .. } => "name weakness".into(),
            Command::AnswerPanic { player, .. } => format!("panic P{}", player.0),
            Command::PanicShortfall { player } => format!("panic not in full P{}", player.0),
            Command::LowerInsanity { player, .. } => format!("insanity down P{}", player.0),
            Command::TakeNestEgg { .. } => "take egg".into(),
            Command::PickUp { .. } => "pick up".into(),
            Command::Drop { .. } => "drop".into(),
            Command::Hibernate { player, .. } => format!("hibernate P{}", player.0),
            Command::BoardPod { player, .. } => format!("board pod P{}", player.0),
            Command::LaunchPod { pod } => format!("launch pod {pod}"),
            Command::LeavePod { player } => format!("leave pod P{}", player.0),
            Command::Scan { player, .. } => format!("scan P{}", player.0),
            Command::BecomeIntruderPlayer { player, .. } => {
                format!("P{} becomes intruder player", player.0)
            }
            Command::DeclineIntruderPlayer { player } => {
                format!("P{} stays out", player.0)
            }
            Command::IntruderMove { .. } => "intruder player move".into(),
            Command::IntruderAttack { .. } => "intruder player attack".into(),
            Command::IntruderChoose { .. } => "intruder player choice".into(),
            Command::IntruderEvent { .. } => "intruder player event card".into(),
            Command::Fix(_) => "correction".into(),
            Command::VictoryScan { player, .. } => format!("final scan P{}", player.0),
            Command::VictoryDraw { player, .. } => format!("final draw P{}", player.0),
            Command::VictoryQuarantine { player, .. } => format!("quarantine P{}", player.0),
            Command::VictoryObjective { player, .. } => format!("objective P{}", player.0),
            Command::TreatWounds { player, .. } => format!("treat wounds P{}", player.0),
            Command::Revive { player } => format!("revive P{}", player.0),
        }
    }
}
