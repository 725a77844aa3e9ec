//! The game state: a mirror of the physical board plus the hidden components the app owns.
//! Fields that must stay hidden are private to the rules core; `view` exposes what may be shown.

pub use super::content::AdaptationCategory;
use super::content::Destination;
use crate::blocks::Deck;
use crate::ids::*;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet};

/// The six characters of the base game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Role {
    Captain,
    Pilot,
    Scientist,
    Scout,
    Soldier,
    Mechanic,
}

impl Role {
    /// Every character, in the order of the box.
    pub const ALL: [Role; 6] = [
        Role::Captain,
        Role::Pilot,
        Role::Scientist,
        Role::Scout,
        Role::Soldier,
        Role::Mechanic,
    ];
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameConfig {
    /// The intruders in the box (base Intruders unless an expansion replaces them).
    #[serde(default)]
    pub species: super::species::Species,
    pub mode: Mode,
    pub side: Side,
    /// Who deals the room tiles and exploration tokens (the app, in saves from before).
    #[serde(default)]
    pub dealer: Dealer,
    pub seed: u64,
    /// Players by player number 1..=N, in turn order from player 1.
    pub players: Vec<PlayerSetup>,
    /// Void Seeders: the symbol printed at insanity levels 1 to 5 on the insanity track card,
    /// as the owner read it off their own card (no public source has it; cards.md §6.2 V5).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub insanity_track: Option<[IntruderKind; 5]>,
    /// The edition of the rules the game was started under (0 in saves from before editions).
    /// A saved game replays under its own edition, so a refusal added later never stops an
    /// older save from opening; new games take `GameConfig::EDITION`.
    #[serde(default)]
    pub edition: u8,
}

impl GameConfig {
    /// The rules edition of new games. 1 (issue 35 and 39): the intruder player plays one card a
    /// turn; components of another box are refused; with Void Seeders the box deals. 2 (issue
    /// 39 item 7): the end-of-game 4-card draw is the player's, from their own cards; the app
    /// asks what came up instead of drawing itself. 3 (issue 51): an expansion is played on
    /// side A; a known adaptation card is named under one slot only; a surprise attack by a
    /// type whose adaptation just turned up waits for the card's name; a Void Seeder weakness
    /// to describe and the first dead player's side are answered before play goes on. 4 (issue
    /// 55 items 4 and 5): the end-of-game contamination check scans every card the app counts
    /// (a table holding fewer corrects the count first, which the victory walk now allows); an
    /// exploration token no longer in the box (a fourth Lair) is refused. 5 (issue 53): where
    /// the app deals, a move into a face-down room names no tile or token: the app's hidden
    /// draw is not the table's to name, and the move's offers carry no reveal.
    pub const EDITION: u8 = 5;

    /// Whether this game plays under the rules of `edition` or later.
    pub fn since(&self, edition: u8) -> bool {
        self.edition >= edition
    }

    /// A game of `players` players named P1, P2, … with the characters in the order of the
    /// box (Captain, Pilot, Scientist, Scout, Soldier, Mechanic): the simulator's and tests'
    /// setup.
    pub fn numbered(seed: u64, players: usize, side: Side, mode: Mode) -> GameConfig {
        GameConfig {
            species: Default::default(),
            mode,
            side,
            dealer: Dealer::App,
            seed,
            insanity_track: None,
            edition: GameConfig::EDITION,
            players: (0..players)
                .map(|i| PlayerSetup {
                    name: format!("P{}", i + 1),
                    role: Role::ALL[i % 6],
                    ring: None,
                })
                .collect(),
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerSetup {
    pub name: String,
    pub role: Role,
    /// The colour of the ring under the miniature, as the table chose (None in older saves:
    /// the window then uses `Ring::default_for`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ring: Option<Ring>,
}

impl GameConfig {
    /// The ring colour of player `player` (1-based).
    pub fn ring(&self, player: PlayerId) -> Ring {
        self.players
            .get(usize::from(player.0).wrapping_sub(1))
            .and_then(|p| p.ring)
            .unwrap_or_else(|| Ring::default_for(player.0))
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "status", content = "at", rename_all = "snake_case")]
pub enum Whereabouts {
    /// In a room of the ship.
    Room(SlotId),
    /// Seated in a docked escape pod (by pod number), waiting to launch.
    Pod(u8),
    Hibernating,
    Escaped,
    Dead,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Character {
    pub player: PlayerId,
    pub name: String,
    pub role: Role,
    pub at: Whereabouts,
    pub slime: bool,
    pub larva: bool,
    pub light_wounds: u8,
    pub serious_wounds: u8,
    /// How many of the serious wounds are dressed (card face down: effect ignored, still counted
    /// toward the limit of 3). Never more than `serious_wounds`.
    #[serde(default)]
    pub dressed_wounds: u8,
    /// Contamination cards this character owns (deck, hand and discard). Which labels they are is
    /// only known once scanned.
    pub contamination: u8,
    pub carrying: Vec<ObjectKind>,
    pub passed: bool,
    /// Carnomorphs: holds a (face-down or revealed) mutation card (carnomorphs.md §9.1).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub mutation_card: bool,
    /// Carnomorphs: mutation markers on the board; the 4th kills (carnomorphs.md §9.2).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub mutation_markers: u8,
    /// Void Seeders: the insanity level 1..=5 on the character's track (0 in other games).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub insanity: u8,
}

fn is_zero(n: &u8) -> bool {
    *n == 0
}

/// A panic card drawn for a character (an index into `Content::panic`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct HeldPanic {
    pub player: PlayerId,
    pub card: u8,
}

/// An adaptation card's place on the Carnomorph board (under the first Shambler, Fleshbeast or
/// Butcher miniature) and what the table told the app about it once it was turned face up.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Adaptation {
    /// The type whose first appearance reveals it.
    pub slot: IntruderKind,
    pub revealed: bool,
    /// The card as the table named it: a key from species.json's known adaptations, or
    /// "other"; None until they say.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub card: Option<AdaptationCard>,
    /// Removed by analysing its object in the Laboratory.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub removed: bool,
}

/// The rest of an Event Phase waiting for the table's answer: the hands it was started with
/// and the steps still to run, in order.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct EventPause {
    pub hands: Vec<(PlayerId, u8)>,
    pub steps: Vec<EventStep>,
    /// The step the card turned up in: the table is still there while it names the card
    /// (issue 55: the rail showed the next step while step 5's question was open).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub after: Option<EventStep>,
}

/// What a revealed adaptation card is, as the table read it (cards.md §6.1 C13).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct AdaptationCard {
    /// A known card's key (species.json `adaptations`), or "other".
    pub key: String,
    /// What it changes, from a fixed menu; the app automates only known keys.
    pub category: AdaptationCategory,
}

impl Character {
    pub fn room(&self) -> Option<SlotId> {
        match self.at {
            Whereabouts::Room(s) => Some(s),
            _ => None,
        }
    }
    pub fn alive(&self) -> bool {
        !matches!(self.at, Whereabouts::Dead)
    }
    /// On the ship and still acting: in a room or waiting in a docked pod.
    pub fn active(&self) -> bool {
        matches!(self.at, Whereabouts::Room(_) | Whereabouts::Pod(_))
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Intruder {
    pub id: IntruderId,
    pub kind: IntruderKind,
    pub at: SlotId,
    pub injuries: u8,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "snake_case")]
pub enum DoorState {
    #[default]
    Open,
    Closed,
    Destroyed,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct CorridorState {
    pub noise: bool,
    pub door: DoorState,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct RoomState {
    /// The room tile, once known to everybody (special rooms from the start).
    pub room: Option<RoomKind>,
    /// Explored: the tile is face up and its exploration token resolved.
    pub explored: bool,
    pub fire: bool,
    pub malfunction: bool,
    pub eggs: u8,
    pub carcasses: u8,
    pub corpses: u8,
    /// Items left for Search, once the exploration token has set it.
    pub items: Option<u8>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Section {
    A,
    B,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pod {
    pub number: u8,
    pub section: Section,
    pub locked: bool,
    pub launched: bool,
    pub seats: Vec<PlayerId>,
}

/// Which object a weakness slot on the Intruder board is tied to (base.md §11.2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum WeaknessSlot {
    Corpse,
    Egg,
    Carcass,
}

impl WeaknessSlot {
    /// The three slots, in board order (their `index`).
    pub const ALL: [WeaknessSlot; 3] = [
        WeaknessSlot::Corpse,
        WeaknessSlot::Egg,
        WeaknessSlot::Carcass,
    ];

    /// The heavy object analysed for this slot.
    pub fn object(self) -> ObjectKind {
        match self {
            WeaknessSlot::Corpse => ObjectKind::Corpse,
            WeaknessSlot::Egg => ObjectKind::Egg,
            WeaknessSlot::Carcass => ObjectKind::Carcass,
        }
    }

    pub fn index(self) -> usize {
        match self {
            WeaknessSlot::Corpse => 0,
            WeaknessSlot::Egg => 1,
            WeaknessSlot::Carcass => 2,
        }
    }
}

/// A Void Seeder weakness card as the table read it (cards.md §6.2 V12).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct WeaknessNote {
    /// A known card's id from void-seeders/weaknesses.json, or "other" (none is known yet).
    pub key: String,
    /// What it changes, from a fixed menu.
    pub category: WeaknessCategory,
}

/// The menu of what a Void Seeder weakness card changes (cards.md §6.2 V12).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum WeaknessCategory {
    /// Our attacks against them.
    OurAttacks,
    /// Their health and injuries.
    TheirHealth,
    /// How they move.
    TheirMovement,
    /// Insanity and panic.
    InsanityPanic,
    /// The Lairs.
    Lairs,
    Other,
}

impl WeaknessCategory {
    pub const ALL: [WeaknessCategory; 6] = [
        WeaknessCategory::OurAttacks,
        WeaknessCategory::TheirHealth,
        WeaknessCategory::TheirMovement,
        WeaknessCategory::InsanityPanic,
        WeaknessCategory::Lairs,
        WeaknessCategory::Other,
    ];
}

fn no_weakness_notes(notes: &[Option<WeaknessNote>; 3]) -> bool {
    notes.iter().all(Option::is_none)
}

/// Why the game ended (base.md §12.3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EndCause {
    /// The time track reached its end: the ship jumped.
    Jump,
    SelfDestruct,
    NinthFire,
    NinthMalfunction,
    /// A jump while self-destruct was active.
    JumpDuringSelfDestruct,
}

/// What the final contamination check (victory check step 3) asks of one survivor, as the rules
/// will apply it: scan every contamination card, or no scan and why.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FinalCheck {
    /// Scan every contamination card (deck, hand, discard).
    Scan,
    /// A larva on the board: no scan, straight to the 4-card draw (base.md §12.5).
    LarvaDraws,
    /// Carnomorphs: a mutation card already held: no scan, straight to the 4-card draw
    /// (carnomorphs.md §14, check B).
    MutationCardDraws,
    /// Void Seeders: the insanity check replaces the scan (void-seeders.md §10).
    Insanity,
    /// No contamination card to scan.
    NothingToScan,
}

/// Steps of the victory check that wait for the players.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "step", rename_all = "snake_case")]
pub enum VictoryStep {
    /// Destination Mars: hibernating characters say whether their objective is Quarantine.
    Quarantine {
        pending: Vec<PlayerId>,
    },
    /// Each survivor scans all their contamination cards.
    Contamination {
        pending: Vec<PlayerId>,
    },
    /// Each survivor reports whether their objective was met.
    Objectives {
        pending: Vec<PlayerId>,
    },
    Done,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Victory {
    pub step: VictoryStep,
    pub ship_destroyed: bool,
    pub destination: Option<Destination>,
    /// Survivors still alive after each step, with their objective result once reported.
    pub survivors: BTreeMap<PlayerId, Option<bool>>,
    /// The survivor who is drawing 4 from their own shuffled cards: the table says how many
    /// contamination cards came up (`victory_draw`; the app does not hold that deck).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub drawing: Option<PlayerId>,
}

/// An attack the intruder player is choosing (cards drawn, one to pick).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PendingIntruderAttack {
    pub intruder: IntruderId,
    pub target: PlayerId,
    pub hand: u8,
    pub cards: Vec<u8>,
}

/// Hidden components: never shown until the rules reveal them.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub(crate) struct Hidden {
    /// The game's random stream: every draw, shuffle and roll of play.
    pub rng: ChaCha8Rng,
    /// Token indices (into `Content::tokens`) in the bag.
    pub bag: Vec<u8>,
    /// Token indices in the supply beside the board.
    pub supply: Vec<u8>,
    pub events: Deck,
    pub attacks: Deck,
    /// Void Seeders: the panic deck (empty in other games).
    #[serde(default)]
    pub panic: Deck,
    /// Per engine 1..=3: is the Working token on top?
    pub engines: [bool; 3],
    pub coordinates: u8,
    /// Weakness card index per slot (corpse, egg, carcass).
    pub weaknesses: [u8; 3],
    pub infected: BTreeSet<LabelId>,
    /// The face-down room tile and exploration token on each unexplored slot.
    pub tiles: BTreeMap<SlotId, RoomKind>,
    pub tokens: BTreeMap<SlotId, u8>,
    /// Tiles and exploration tokens back in the box, unseen.
    pub unused_tiles: Vec<RoomKind>,
    pub unused_tokens: Vec<u8>,
    /// The type the next bag draw takes, when the players said what they drew by hand.
    #[serde(default)]
    pub next_token: Option<IntruderKind>,
    /// The bag corrections since the bag last changed in play: what cancels out leaves the bag
    /// and the supply exactly as they were (`Ctx::fix_bag`).
    #[serde(default)]
    pub bag_fixes: Option<BagFixes>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct GameState {
    pub config: GameConfig,
    pub(crate) hidden: Hidden,
    pub round: u32,
    pub first_player: PlayerId,
    pub characters: Vec<Character>,
    pub rooms: BTreeMap<SlotId, RoomState>,
    pub corridors: Vec<CorridorState>,
    pub tech_noise: BTreeMap<TechNet, bool>,
    pub intruders: Vec<Intruder>,
    pub next_intruder: u32,
    /// Time track: the space the marker is on, 15 (start) down to 1; 0 is the jump.
    pub time: u8,
    /// Self-destruct track: 6 (start) down to 1; 0 is the explosion. None when not running.
    pub self_destruct: Option<u8>,
    /// Destination marker: 0..=3 for A..=D (starts on B).
    pub destination: u8,
    pub pods: Vec<Pod>,
    pub nest_eggs: u8,
    pub nest_destroyed: bool,
    /// Carnomorphs: the three adaptation slots (empty for the base Intruders).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub adaptations: Vec<Adaptation>,
    /// Carnomorphs: the Event Phase stopped after the step in which an adaptation card turned
    /// face up, so the table names the card before the rest of the phase; what is left of it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub event_paused: Option<EventPause>,
    /// Carnomorphs: where the blue character corpse lies while nobody carries it (it can be
    /// eaten); None once eaten, carried, or in a base game.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub blue_corpse: Option<SlotId>,
    /// Carnomorphs: the Butcher died; its miniature is back in the box for good.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub butcher_gone: bool,
    /// Void Seeders: Lairs destroyed (on the board's destroyed-Lair slots); at 3 the Despoiler
    /// is dead for good.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub lairs_destroyed: u8,
    /// Void Seeders: panic cards drawn by a character who shares the room with another: held
    /// until the table says whether someone played the card that cancels it ([저지]).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub held_panics: Vec<HeldPanic>,
    /// Void Seeders: the last panic card applied whose effect is partly on the players' side of
    /// the board (cards, ammo, items): the table may still say it could not be done in full.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub panic_open: Option<HeldPanic>,
    pub weaknesses_revealed: [bool; 3],
    /// Void Seeders: what the table said each turned-up weakness card changes (cards.md §6.2
    /// V12), by slot: the app automates none of them and keeps each as a standing reminder.
    #[serde(default, skip_serializing_if = "no_weakness_notes")]
    pub weakness_notes: [Option<WeaknessNote>; 3],
    /// Labels whose verdict has been revealed by a scan: label → infected.
    pub labels_seen: BTreeMap<LabelId, bool>,
    /// Labels removed from the game.
    pub labels_removed: BTreeSet<LabelId>,
    /// Contamination cards still in the (physical) deck.
    pub contamination_deck: u8,
    pub first_encounter: bool,
    pub first_death: Option<PlayerId>,
    /// The intruder player and the round from which their rules apply.
    pub intruder_player: Option<(PlayerId, u32)>,
    /// The intruder player has played their one card this turn (KR 4497–4501: one action, a card
    /// from their hand, or a pass); ending the turn clears it.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub intruder_card_played: bool,
    /// Standard mode: the first dead player has not yet said whether they take the intruders'
    /// side; the round from which that side would play (the round after the death).
    #[serde(default)]
    pub intruder_player_offer: Option<(PlayerId, u32)>,
    pub pending_attack: Option<PendingIntruderAttack>,
    /// Emergency airlock running in this room until the end of the Player Phase.
    pub airlock: Option<SlotId>,
    /// Characters asked to scan after an event (Eclosion).
    pub scans_requested: Vec<PlayerId>,
    /// Which cards the event asked them to scan.
    #[serde(default)]
    pub scan_asked: ScanAsked,
    pub ended: Option<EndCause>,
    pub victory: Option<Victory>,
    /// Full co-op: the robot doctor waits for the table to say whose corpses lie in the
    /// Emergency Room (fewer corpses there than dead characters), at the start of a Player Phase.
    #[serde(default)]
    pub revival: Option<Revival>,
    /// Carnomorphs (edition 3): a surprise attack by a type whose adaptation card just turned
    /// face up, waiting until the table names the card (carnomorphs.md §5.4: the card applies
    /// from the moment it is known).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub surprise_waiting: Option<WaitingSurprise>,
    /// The Player Phase's turn order as the commands told it (issue 51): the player who ended
    /// the last turn this round. Rebuilt by replay; nothing is refused on its account.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub turn_ended: Option<PlayerId>,
    /// The player whose turn a command of play was last part of, until they end it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub acting: Option<PlayerId>,
    /// The cards in hand each player last said (a move's, a noise roll's, the Event Phase's
    /// hands), less what the rules know was paid since; cleared when a round starts and everyone
    /// draws up to 5. Public: what the next hand question starts from. Rebuilt by replay.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub hands_said: BTreeMap<PlayerId, u8>,
}

/// A surprise attack held back until an adaptation card is named: the intruder, the character
/// it surprised, the token's number and the hand it was compared with.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct WaitingSurprise {
    pub intruder: IntruderId,
    pub player: PlayerId,
    pub token: u8,
    pub hand: u8,
}

/// The question of a co-op revival: `corpses` corpse tokens lie in the working Emergency Room at
/// `at`, and more characters than that are dead; the table says whose, one `Revive` each.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Revival {
    pub at: SlotId,
    pub corpses: u8,
    pub dead: Vec<PlayerId>,
}

impl GameState {
    /// Whether engine 1–3 has its Working token on top. Hidden: only for the view the player
    /// repairing or sabotaging it sees behind the privacy curtain (the rules let them look).
    pub fn engine_on_top(&self, engine: u8) -> Option<bool> {
        self.hidden
            .engines
            .get(usize::from(engine).checked_sub(1)?)
            .copied()
    }

    pub fn character(&self, p: PlayerId) -> Option<&Character> {
        self.characters.iter().find(|c| c.player == p)
    }
    pub(crate) fn character_mut(&mut self, p: PlayerId) -> Option<&mut Character> {
        self.characters.iter_mut().find(|c| c.player == p)
    }
    pub fn intruder(&self, id: IntruderId) -> Option<&Intruder> {
        self.intruders.iter().find(|i| i.id == id)
    }
    pub fn characters_in(&self, slot: SlotId) -> impl Iterator<Item = &Character> {
        self.characters
            .iter()
            .filter(move |c| c.at == Whereabouts::Room(slot))
    }
    pub fn intruders_in(&self, slot: SlotId) -> impl Iterator<Item = &Intruder> {
        self.intruders.iter().filter(move |i| i.at == slot)
    }
    /// A room holding both a character and an intruder is in combat (base.md §9.1).
    pub fn in_combat(&self, slot: SlotId) -> bool {
        self.characters_in(slot).next().is_some() && self.intruders_in(slot).next().is_some()
    }
    pub fn room(&self, slot: SlotId) -> Option<&RoomState> {
        self.rooms.get(&slot)
    }
    /// The slot holding a known room tile.
    pub fn slot_of(&self, room: RoomKind) -> Option<SlotId> {
        self.rooms
            .iter()
            .find(|(_, r)| r.room == Some(room))
            .map(|(s, _)| *s)
    }
    pub fn fires(&self) -> usize {
        self.rooms.values().filter(|r| r.fire).count()
    }
    pub fn malfunctions(&self) -> usize {
        self.rooms.values().filter(|r| r.malfunction).count()
    }
    pub fn hibernation_open(&self) -> bool {
        self.time <= 8
    }
    pub fn anyone_hibernating(&self) -> bool {
        self.characters
            .iter()
            .any(|c| c.at == Whereabouts::Hibernating)
    }
    /// The intruder player's rules are in force this round.
    pub fn intruder_player_active(&self) -> bool {
        matches!(self.intruder_player, Some((_, from)) if self.round >= from)
    }
    /// Whether `p` takes turns in the Player Phase: a character on the ship, or the intruder
    /// player once their rules are in force (base.md §13.3: turns in normal order).
    pub fn takes_turns(&self, p: PlayerId) -> bool {
        let intruders = matches!(self.intruder_player, Some((ip, _)) if ip == p)
            && self.intruder_player_active();
        intruders || self.character(p).is_some_and(|c| c.active())
    }
    /// Whether `p` still has turns this round (takes turns and has not passed).
    pub fn still_to_act(&self, p: PlayerId) -> bool {
        self.takes_turns(p) && self.character(p).is_some_and(|c| !c.passed)
    }
    /// Players in turn order starting from the first player.
    pub fn turn_order(&self) -> Vec<PlayerId> {
        let n = self.characters.len();
        let start = self
            .characters
            .iter()
            .position(|c| c.player == self.first_player)
            .unwrap_or(0);
        (0..n)
            .map(|i| self.characters[(start + i) % n].player)
            .collect()
    }
    pub fn bag_size(&self) -> usize {
        self.hidden.bag.len()
    }
    pub fn miniatures_on_board(&self, kind: IntruderKind) -> usize {
        let on_boards = if kind == IntruderKind::Larva {
            self.characters
                .iter()
                .filter(|c| c.larva && c.alive())
                .count()
        } else {
            0
        };
        self.intruders.iter().filter(|i| i.kind == kind).count() + on_boards
    }
}

/// The bag corrections made since the last command of play (issue 35): the bag and the supply
/// as they stood before the first of them, as the corrections left them, and the net number of
/// tokens of each type the table added (positive) or took out (negative).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct BagFixes {
    pub(crate) before: (Vec<u8>, Vec<u8>),
    pub(crate) after: (Vec<u8>, Vec<u8>),
    pub(crate) net: BTreeMap<IntruderKind, i16>,
}

/// The cards an event has each character show and scan.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ScanAsked {
    /// The top four cards of their action deck, then discarded (Eclosion, Rampant Mutation).
    #[default]
    TopFour,
    /// Their hand once drawn up to five, then discarded (Void Seeders' Terror, cards.md VE01).
    HandOfFive,
}
