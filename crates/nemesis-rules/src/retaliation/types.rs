//! Retaliation's public vocabulary: its config, the table's commands, what the app says back,
//! its refusals and what anyone may see.

use super::data::{AttackRow, MissionTask, QueenHealthEffect, RobotKind};
use super::map::{Dir, Door, Hex, Map, Place, Section};
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, VecDeque};

/// Retaliation's intruder types and the Blank token, largest first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RKind {
    Queen,
    Drone,
    Adult,
    Larva,
    Blank,
}

impl RKind {
    /// The smallest back a token of this type shows, (Adults, Drones): an Adult token's back is
    /// 2, 3 or 4 Adults, a Drone token's 1, 2 or 3 Adults and 1 Drone (cards-retaliation.md
    /// §1.4; which token carries which value is not known, so the answer is not held to these).
    /// Where the window's token-back question starts.
    pub fn smallest_back(self) -> (u8, u8) {
        match self {
            RKind::Adult => (2, 0),
            RKind::Drone => (1, 1),
            _ => (0, 0),
        }
    }
    /// What the table may say a token of this type shows, (Adults, Drones): an Adult token
    /// shows Adults only, at least one; a Drone token at least one Drone (cards-retaliation.md
    /// §1.4); never more than 6 of a type (the printed backs show at most 4; since which token
    /// carries which value is not known, the bound only stops a slip). The rules take exactly
    /// these answers, and the window's steppers stay inside them.
    pub fn back_limits(self) -> (std::ops::RangeInclusive<u8>, std::ops::RangeInclusive<u8>) {
        match self {
            RKind::Adult => (1..=6, 0..=0),
            _ => (0..=6, 1..=6),
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RetaliationConfig {
    pub seed: u64,
    /// The marines' player names, by player number 1..=N.
    pub players: Vec<String>,
    /// Deadly mode: corridors match their second noise number too (retaliation.md §17.1).
    #[serde(default)]
    pub deadly: bool,
    /// Fire and malfunction markers in the box. No source gives the counts, so by default the
    /// app never runs out on its own; the table says when the physical supply is empty.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fire_markers: Option<u8>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub malfunction_markers: Option<u8>,
    /// Who deals the room and corridor tiles: the app names them, or the players draw the real
    /// ones and tell the app (a `tiles` answer for each exploration).
    #[serde(default)]
    pub dealer: crate::ids::Dealer,
    /// Solo and full co-op (retaliation.md §17.2–17.3): a Solo/Coop Mission Task per marine
    /// instead of one Mission Task, and a marine who dies falls and can be revived in Surgery.
    #[serde(default)]
    pub coop: bool,
    /// Two actions a turn, in turn order (retaliation.md §4.1; JA: 「2回のアクション」): the rules
    /// track whose turn it is and refuse a third action and another marine's action. Games set
    /// up before the rules counted (their journals may hold three actions in a turn) read as
    /// false and replay as they were played.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub two_actions: bool,
    /// A marine the table reports dead while their own move still waits (the pursuit's attacks,
    /// retaliation.md §8.1 step 2, killed them) goes no further: the exploration's tiles are not
    /// asked (its card goes back on the deck) and the noise roll is not asked; the model lies in
    /// the room it was leaving (§16: a dead character stays on the board). Games set up before
    /// this read as false and replay as they were played (the move went on).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub death_stops_move: bool,
}

impl RetaliationConfig {
    /// `players` players named P1, P2, … (the simulator's and tests' setup).
    pub fn numbered(seed: u64, players: usize) -> RetaliationConfig {
        RetaliationConfig {
            seed,
            players: (1..=players).map(|i| format!("P{i}")).collect(),
            deadly: false,
            fire_markers: None,
            malfunction_markers: None,
            dealer: crate::ids::Dealer::App,
            coop: false,
            two_actions: true,
            death_stops_move: true,
        }
    }
}

/// The Queen as the table sees her.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "status", rename_all = "snake_case")]
pub enum Queen {
    Alive {
        on_map: bool,
    },
    /// The last Queen Health card went: her model is off the map and the Help sheet shows its
    /// "Queen is dead" side.
    Dead,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EndCause {
    /// Round 14 ended.
    TimeUp,
    /// Nobody is left inside: every marine is dead or has escaped.
    NobodyLeft,
    /// Autodestruction went off, or a fire marker was needed and none was left.
    Destroyed,
}

/// Where the round is (retaliation.md §4).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Step {
    /// Turns until everyone has passed.
    Players,
    /// The intruder phase is done; the Lander may take off, then the event card.
    Event,
    /// Bag development.
    Bag,
    /// Start player, draw, time.
    Cleanup,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Way {
    Lander,
    Hibernatorium,
    Shuttle,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "status", content = "way", rename_all = "snake_case")]
pub enum MarineStatus {
    Inside,
    /// Aboard the landed Lander: turns skipped, safe, thrown out if an intruder comes.
    InLander,
    Hibernating,
    Escaped(Way),
    Dead,
    /// Co-op only: fallen, the model laid down in its room; revived in Surgery (§17.3).
    Fallen,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Marine {
    pub name: String,
    /// The room the marine is in (or was last in).
    pub room: u8,
    pub status: MarineStatus,
    pub larva: bool,
    pub passed: bool,
    pub data: bool,
    pub eggs: u8,
    /// Contamination cards the app has handed out (the cards themselves are physical).
    pub contamination: u8,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Lander {
    /// On the round track, due at slot 10.
    Coming,
    Landed,
    ShotDown,
    Departed,
}

/// An anti-aircraft token's face. Their mix is not printed anywhere we read: the app assumes one
/// of each (cards-retaliation.md §14 R15).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AaFace {
    Active,
    Inactive,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Facility {
    /// Life support per section A, B, C.
    pub life_support: [bool; 3],
    /// The Reactor cut all power for good.
    pub power_cut: bool,
    /// A marine has reached the Hibernatorium: its unexplored tile is off and the robot card
    /// revealed. Until then it counts as undiscovered (JA 60–61): no noise marker on its
    /// corridors, and the robot cannot be activated.
    pub hibernatorium_discovered: bool,
    pub hibernatorium_powered: bool,
    /// The round slot the autodestruction token sits on.
    pub autodestruction: Option<u8>,
    pub lander: Lander,
    /// The top AA token once it was revealed at the Lander's arrival.
    pub aa_revealed: Option<AaFace>,
    pub eggs: u8,
    pub nest_destroyed: bool,
    pub robot_room: u8,
    /// The robot card, once revealed.
    pub robot: Option<RobotKind>,
    pub robot_malfunction: bool,
    pub robot_reached_reactor: bool,
    /// Markers left in the supply, when the table told the app how many the box has.
    pub fire_left: Option<u8>,
    pub malfunction_left: Option<u8>,
}

impl Facility {
    pub fn life_support(&self, s: Section) -> bool {
        self.life_support[s.index()]
    }
}

/// The noise die's result, as the players read it off the physical die.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum NoiseFace {
    #[serde(rename = "1")]
    One,
    #[serde(rename = "2")]
    Two,
    #[serde(rename = "3")]
    Three,
    #[serde(rename = "4")]
    Four,
    Hazard,
}

impl NoiseFace {
    pub const ALL: [NoiseFace; 5] = [
        NoiseFace::One,
        NoiseFace::Two,
        NoiseFace::Three,
        NoiseFace::Four,
        NoiseFace::Hazard,
    ];
    pub fn number(self) -> Option<u8> {
        match self {
            NoiseFace::One => Some(1),
            NoiseFace::Two => Some(2),
            NoiseFace::Three => Some(3),
            NoiseFace::Four => Some(4),
            NoiseFace::Hazard => None,
        }
    }
}

/// Why a noise roll is asked for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "why", content = "way", rename_all = "snake_case")]
pub enum RollWhy {
    /// The marine moved into a discovered room.
    Move,
    /// A card or a room told them to.
    Effect,
    /// The escape procedure: it fails if an intruder ends up in the room.
    Escape(Way),
}

/// What the app waits to hear from the table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "ask", rename_all = "snake_case")]
pub enum Question {
    /// Roll the physical noise die for this marine and say the result.
    NoiseRoll { who: usize, why: RollWhy },
    /// A numbered token came out of the bag for a noise marker: take a random token of that
    /// type from its face-up pile, turn it over, and say what its back shows.
    TokenBack { kind: RKind, corridor: u16 },
    /// Scan the contamination cards in this marine's hand: is any INFECTED?
    Infection { who: usize },
    /// This marine draws 4 cards: is any of them a contamination card?
    Eclosion { who: usize },
    /// The box deals: exploration card `card` (its index in exploration.json) was drawn for
    /// this marine going through `corridor`; which room tile and which corridor tiles (one per
    /// slot that fits, in the card's order) did the players draw?
    Tiles {
        who: usize,
        corridor: u16,
        card: u8,
        careful: bool,
        /// The Exploration Robot explores (activated by `who`): the new room is the robot's.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        robot: bool,
    },
    /// This marine has looked at both AA tokens (behind the curtain): in which order do they
    /// go back?
    AaOrder { who: usize },
}

/// A room's action, as far as it changes what the app holds.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "act", rename_all = "snake_case", deny_unknown_fields)]
pub enum RoomAct {
    /// Life Support Control A/B/C: flip that section's life support.
    LifeSupport,
    /// Life Support Control B: look at both AA tokens, then put them back in any order
    /// (cards-retaliation §12 room 19). `swap` is absent in games from now on: the marine looks
    /// first, and the `aa_order` answer says the order (issue 38); saves from before chose blind.
    LookAa {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        swap: Option<bool>,
    },
    /// Cooling System.
    Autodestruction,
    Reactor,
    /// Life Support Control C: switch the Hibernatorium on.
    PowerHibernatorium,
    /// Landing Zone: board the Lander (the escape procedure).
    Board,
    Hibernate,
    Shuttle,
    /// Nest: take one egg (then a noise roll).
    TakeEgg,
    /// Server Room: take a Data token.
    Data,
    /// Surgery: the Larva comes off the character board.
    Surgery,
    /// Sprinklers Control: every Fire in one section goes.
    Sprinklers {
        section: Section,
    },
    /// Life Support Control: a Fire anywhere goes.
    DiscardFire {
        room: u8,
    },
    /// Drilling Station: a new corridor leads out of the robot's room on side `dir`. When the
    /// box deals, `tile` is the corridor tile the table drew; when the app deals it draws one.
    Drill {
        dir: Dir,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        tile: Option<u16>,
    },
    /// Pressure Control: one intruder moves anywhere in the facility.
    MoveIntruder {
        from: Place,
        kind: RKind,
        to: Place,
    },
    /// Alarm Room: the noise marker in `corridor` resolves (a token from the bag), or goes.
    Alarm {
        corridor: u16,
        resolve: bool,
    },
    /// Technical Corridor Entrance: the marine goes to any room, is attacked as if by an Adult,
    /// then rolls for noise.
    TechnicalCorridor {
        room: u8,
    },
    /// Door Control Room: doors of one section closed and opened.
    Doors {
        section: Section,
        #[serde(default)]
        close: Vec<u16>,
        #[serde(default)]
        open: Vec<u16>,
    },
    /// Security Robot Room: a secure token in the robot's room, or (`reinforce`) an empty
    /// corridor next to the robot's room reinforced.
    RobotSecure {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        reinforce: Option<u16>,
    },
    /// Server Room: another discovered computer room's action, used from here.
    Remote {
        room: u8,
        action: Box<RoomAct>,
    },
    /// Shelter: the contamination cards in hand leave the game unscanned (`removed` of them).
    Shelter {
        removed: u8,
    },
    /// Decontamination Room: every contamination card of the marine leaves the game.
    Decontaminate {},
    /// A room whose action changes nothing the app holds (Emergency Room, Supply Room, Armory,
    /// Gunnery Room, Experimental Military Lab): noted, and refused where it cannot be used. The
    /// Gunnery Room's hits follow as `hit` and `kill`.
    Used {},
}

/// What the activated robot does (cards-retaliation.md §10: one option an activation). Which
/// options a robot has depends on its card, public once revealed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "act", rename_all = "snake_case", deny_unknown_fields)]
pub enum RobotAct {
    /// Moves through these rooms, one neighbour at a time (up to the card's count: 1 for the
    /// Military Robot, 2 Exploration, Medical and Technical, 3 Securing and Server), never
    /// through a closed door or an unexplored corridor.
    Move { rooms: Vec<u8> },
    /// Medical Robot: a character in its room heals (their board is physical).
    Heal {},
    /// Military Robot: a burst into a corridor next to it; the hits follow as `hit`/`kill`.
    /// `jammed`: the die showed the Burst icon, and the robot takes a Malfunction.
    Burst {
        corridor: u16,
        #[serde(default)]
        jammed: bool,
    },
    /// Securing Robot: one door it can reach opened or closed.
    Door { corridor: u16, closed: bool },
    /// Securing Robot: 2 secure tokens in its room.
    Secure {},
    /// Server Robot: the computer room it stands in, used even with a Malfunction.
    Room { action: RoomAct },
    /// Exploration Robot: through an unexplored corridor next to it, the exploration sequence
    /// without the entrance effect; it stands in the new room.
    Explore { corridor: u16 },
    /// Technical Robot: a Malfunction (or with `fire`, a Fire) leaves its room.
    Clear {
        #[serde(default)]
        fire: bool,
    },
}

/// The table is the truth: a correction, or something a player-side effect did.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "fix", rename_all = "snake_case", deny_unknown_fields)]
pub enum Fix {
    Fire {
        room: u8,
        on: bool,
    },
    Malfunction {
        room: u8,
        on: bool,
    },
    Door {
        corridor: u16,
        door: Door,
    },
    Noise {
        corridor: u16,
        on: bool,
    },
    Secure {
        room: u8,
        count: u8,
    },
    Reinforce {
        corridor: u16,
    },
    /// A marine is somewhere else (a move to a named room, a mistake).
    MarineTo {
        who: usize,
        room: u8,
    },
    RobotTo {
        room: u8,
    },
    /// An intruder is on the map that the app did not place.
    Place {
        at: Place,
        kind: RKind,
    },
    /// The physical fire marker supply is empty: the facility is destroyed.
    FireSupplyEmpty,
    /// The corridor placed as `corridor` is really tile `tile` (from the pile).
    Tile {
        corridor: u16,
        tile: u16,
    },
    /// The room tile placed as `room` is really tile `tile` of the same type, from its pile.
    RoomTile {
        room: u8,
        tile: u8,
    },
    /// The round marker is on `round`.
    Round {
        round: u8,
    },
    /// A section's life support is on or off.
    LifeSupport {
        section: Section,
        on: bool,
    },
    /// The Reactor's power-down happened (or did not).
    PowerCut {
        cut: bool,
    },
    /// The Hibernatorium is switched on (or not).
    Hibernatorium {
        powered: bool,
    },
    /// The autodestruction token is on this round slot, or not on the track.
    Autodestruction {
        slot: Option<u8>,
    },
    /// The Lander is where the table says.
    Lander {
        lander: Lander,
    },
    /// Eggs left in the Nest.
    Eggs {
        eggs: u8,
    },
    /// A marine carries these eggs.
    CarriedEggs {
        who: usize,
        eggs: u8,
    },
    /// A Larva is (or is not) on a marine's board.
    Larva {
        who: usize,
        on: bool,
    },
    /// A marine holds (or does not hold) a Data token.
    Data {
        who: usize,
        on: bool,
    },
    /// A marine has this many contamination cards in their deck, hand and discard.
    Contamination {
        who: usize,
        count: u8,
    },
    /// The robot card carries a Malfunction (or not).
    RobotMalfunction {
        on: bool,
    },
    /// The room is in this section (the real frame differs from the app's model).
    Section {
        room: u8,
        section: Section,
    },
    /// The real frame has a space at `cell` in `section` (or, with none, no space there) where
    /// the app's model (facility.json) differs.
    Space {
        cell: Hex,
        section: Option<Section>,
    },
    /// The event card `card` (its place in events.json, E01 = 0) is the top of the event deck:
    /// it changes places with the card there (an effect let the table arrange the deck).
    NextEvent {
        card: u8,
    },
    /// A card of attack face `face` (its place in attacks.json's card list) is the top of the
    /// attack deck: it changes places with the card there.
    NextAttack {
        face: u8,
    },
    /// The AA token turned up at the Lander's arrival shows this face (or none is turned up).
    AaRevealed {
        face: Option<AaFace>,
    },
    /// A token of `kind` went into the bag from its pile (`add`), or came out to its pile.
    Bag {
        kind: RKind,
        add: bool,
    },
    /// It is marine `who`'s turn, with `actions_left` actions (0 to 2) left in it: the table
    /// played the turns differently from what the app counted.
    Turn {
        who: usize,
        actions_left: u8,
    },
}

/// What a shot or a burst did to its target (`RetaliationCommand::Shoot`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ShotResult {
    /// The intruder died.
    Kill,
    /// It took a hit and lived (in a room; the Queen's hit goes on her track).
    Hit,
    /// Nothing: a miss, or a burst of no hits.
    Miss,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "cmd", rename_all = "snake_case", deny_unknown_fields)]
pub enum RetaliationCommand {
    /// A marine moves through a corridor next to their room (exploring it if it is unexplored).
    Move {
        who: usize,
        corridor: u16,
        #[serde(default)]
        careful: bool,
    },
    /// Co-op: `by` has just left the room of the fallen marine and carries the model along
    /// (one extra action card, on the table).
    Carry {
        fallen: usize,
        by: usize,
    },
    /// The answer to a noise-roll question.
    NoiseRoll {
        face: NoiseFace,
    },
    /// The answer to a token-back question: Adults and Drones shown.
    TokenBack {
        adults: u8,
        drones: u8,
    },
    /// The answer to a scan or eclosion question.
    Scan {
        found: bool,
    },
    /// The answer to the AA-order question, given behind the curtain: swap the two tokens, or
    /// put them back as they were.
    AaOrder {
        swap: bool,
    },
    /// The answer to a tiles question: the room tile's number and the corridor tiles' ids.
    Tiles {
        room: u8,
        corridors: Vec<u16>,
    },
    /// A marine's turn ended (with a pass, or not): the oxygen and fire checks.
    EndTurn {
        who: usize,
        #[serde(default)]
        pass: bool,
    },
    /// A marine used their room's action.
    Room {
        who: usize,
        #[serde(deserialize_with = "strict")]
        action: RoomAct,
    },
    /// A marine places a secure token in their room (1 action; no intruders there, at most 3,
    /// never in a room that cannot be secured).
    Secure {
        who: usize,
    },
    /// An effect of `who` (a card, an item) repels an intruder: it moves one step away from
    /// their room (retaliation.md §10.5).
    Repel {
        who: usize,
        at: Place,
        kind: RKind,
    },
    /// Melee (retaliation.md §11.9): `who` takes a contamination card and hits an intruder in
    /// their room; `killed` is what the shooting die said. A survivor strikes back (a card from
    /// the app's attack deck) unless `blocked` (a weapon took a Malfunction instead).
    Melee {
        who: usize,
        kind: RKind,
        killed: bool,
        #[serde(default)]
        blocked: bool,
    },
    /// `who` activates the robot, in its room or from a computer room (retaliation.md §13).
    Robot {
        who: usize,
        #[serde(deserialize_with = "strict")]
        act: RobotAct,
    },
    /// A card or effect makes this marine roll for noise: the app asks for the die.
    Roll {
        who: usize,
    },
    /// A card or effect runs the infection procedure on this marine: the app asks for the scan.
    Infection {
        who: usize,
    },
    /// A marine died (their health track is physical).
    Died {
        who: usize,
    },
    /// `who` shoots into their room (§11.7) or bursts into a corridor next to it (§11.8): one
    /// of their two actions. `result` is what the die did to one intruder of `kind` at `at`: it
    /// died, it took a hit and lived (a Queen's hit goes on her own track), or nothing. A
    /// burst's further kills in the corridor are reported with `Kill`. Issue 54: reported only
    /// as `Kill` or `Hit`, a shot used none of the marine's actions and a third one went.
    Shoot {
        who: usize,
        at: Place,
        kind: RKind,
        result: ShotResult,
    },
    /// An intruder died to a shot, a burst, a grenade or a blow.
    Kill {
        at: Place,
        kind: RKind,
    },
    /// An intruder in a room took a hit marker and lived.
    Hit {
        at: Place,
        kind: RKind,
    },
    /// The Queen's hit track filled, or she took a critical.
    QueenCritical {},
    /// Everyone has passed: burning, then intruder attacks.
    IntruderPhase {},
    /// At the start of the Event phase, one marine aboard the Lander takes off with everyone in it.
    TakeOff {
        who: usize,
    },
    EventCard {},
    BagDevelopment {},
    /// Start player, draw up to 5, the round marker moves on.
    Cleanup {},
    Correct {
        #[serde(deserialize_with = "strict")]
        fix: Fix,
    },
}

/// Reads a part of a command and refuses a field it does not know at any depth. serde's
/// `deny_unknown_fields` covers the struct variants, but lets a unit variant of a tagged enum
/// through with anything beside its tag (`{"act": "data", "typo": 1}`): so the part is read,
/// written back, and every field read with a value must be one written back.
fn strict<'de, D, T>(d: D) -> Result<T, D::Error>
where
    D: serde::Deserializer<'de>,
    T: Serialize + serde::de::DeserializeOwned,
{
    use serde::de::Error;
    let read = serde_json::Value::deserialize(d)?;
    let part: T = serde_json::from_value(read.clone()).map_err(D::Error::custom)?;
    let back = serde_json::to_value(&part).map_err(D::Error::custom)?;
    match unknown_field(&read, &back, "") {
        Some(path) => Err(D::Error::custom(format!("unknown field `{path}`"))),
        None => Ok(part),
    }
}

/// The first field (as a JSON pointer) with a value in `read` that `back` does not have.
fn unknown_field(read: &serde_json::Value, back: &serde_json::Value, at: &str) -> Option<String> {
    use serde_json::Value as V;
    match (read, back) {
        (V::Object(r), V::Object(b)) => {
            r.iter()
                .filter(|(_, v)| !v.is_null())
                .find_map(|(k, v)| match b.get(k) {
                    None => Some(format!("{at}/{k}")),
                    Some(w) => unknown_field(v, w, &format!("{at}/{k}")),
                })
        }
        (V::Array(r), V::Array(b)) => r
            .iter()
            .zip(b)
            .enumerate()
            .find_map(|(i, (v, w))| unknown_field(v, w, &format!("{at}/{i}"))),
        _ => None,
    }
}

impl RetaliationCommand {
    pub fn is_answer(&self) -> bool {
        matches!(
            self,
            RetaliationCommand::NoiseRoll { .. }
                | RetaliationCommand::TokenBack { .. }
                | RetaliationCommand::Scan { .. }
                | RetaliationCommand::Tiles { .. }
                | RetaliationCommand::AaOrder { .. }
        )
    }

    /// The marine whose action this is, when it is one of the two actions of a turn
    /// (retaliation.md §4.1–4.2: a move, careful or not, a secure token, a room's action,
    /// melee, a shot or a burst, the robot, and passing). Answers, a card's effects (repel, a
    /// noise roll, an infection check), hits and kills reported alone, carrying a fallen marine
    /// and ending a turn are not: items and cards are actions the app does not see, and a kill
    /// reported alone may come from a card, a reaction or another marine's burst.
    pub fn action_of(&self) -> Option<usize> {
        use RetaliationCommand as C;
        match self {
            C::Move { who, .. }
            | C::Room { who, .. }
            | C::Secure { who }
            | C::Melee { who, .. }
            | C::Shoot { who, .. }
            | C::Robot { who, .. }
            | C::EndTurn { who, pass: true } => Some(*who),
            _ => None,
        }
    }

    /// The marine whose turn this command must come in, when the rules count turns: their
    /// actions, and ending their turn.
    pub fn turn_command_of(&self) -> Option<usize> {
        match self {
            RetaliationCommand::EndTurn { who, .. } => Some(*who),
            other => other.action_of(),
        }
    }

    /// A short label for undo and redo. It never names anything hidden.
    pub fn label(&self) -> String {
        use RetaliationCommand as C;
        match self {
            C::Move { who, corridor, .. } => format!("P{} moves through {corridor}", who + 1),
            C::NoiseRoll { face } => format!("noise roll {face:?}"),
            C::TokenBack { adults, drones } => format!("token back {adults}+{drones}"),
            C::Scan { found } => format!("scan: {}", if *found { "found" } else { "clean" }),
            C::Tiles { room, .. } => format!("tiles: room {room}"),
            // neither says whether the tokens were swapped: that is the marine's secret
            C::AaOrder { .. } => "anti-aircraft tokens put back".into(),
            C::Room {
                who,
                action: RoomAct::LookAa { .. },
            } => format!("P{} looks at the anti-aircraft tokens", who + 1),
            C::EndTurn { who, pass: true } => format!("P{} passes", who + 1),
            C::EndTurn { who, .. } => format!("P{} ends the turn", who + 1),
            C::Room { who, action } => format!("P{} room action {action:?}", who + 1),
            C::Secure { who } => format!("P{} secures the room", who + 1),
            C::Repel { who, kind, .. } => format!("P{} repels {kind:?}", who + 1),
            C::Melee { who, kind, .. } => format!("P{} melee on {kind:?}", who + 1),
            C::Robot { who, .. } => format!("P{} activates the robot", who + 1),
            C::Roll { who } => format!("P{} rolls for noise", who + 1),
            C::Infection { who } => format!("P{} infection check", who + 1),
            C::Died { who } => format!("P{} died", who + 1),
            C::Carry { fallen, by } => format!("P{} carries P{}", by + 1, fallen + 1),
            C::Shoot {
                who, kind, result, ..
            } => format!("P{} shoots {kind:?}: {result:?}", who + 1),
            C::Kill { kind, .. } => format!("{kind:?} killed"),
            C::Hit { kind, .. } => format!("{kind:?} hit"),
            C::QueenCritical {} => "Queen critical".into(),
            C::IntruderPhase {} => "intruder phase".into(),
            C::TakeOff { .. } => "take-off".into(),
            C::EventCard {} => "event card".into(),
            C::BagDevelopment {} => "bag development".into(),
            C::Cleanup {} => "end of round".into(),
            C::Correct { .. } => "correction".into(),
        }
    }
}

/// The end of the game, once every check is answered.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameResult {
    pub cause: EndCause,
    /// Marines alive after the checks (each then reveals their objective).
    pub survivors: Vec<usize>,
    /// Marines who escaped the facility (they count as escaped for objectives even if they
    /// died in the checks).
    pub escaped: Vec<usize>,
    /// The Mission Tasks and whether the facility shows them done.
    #[serde(default)]
    pub missions: Vec<TaskCheck>,
    /// Co-op: every task done and someone survived (§17.2); `None` in a standard game, where
    /// each player checks their own objective.
    #[serde(default)]
    pub coop_won: Option<bool>,
}

/// A Mission Task at the end, checked against what the app saw.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TaskCheck {
    pub task: MissionTask,
    pub met: bool,
    /// What was not done, for a task of several requirements (a task of one requirement failed
    /// as a whole). Issue 54: 「× 핵심 데이터」 left the table guessing which half failed.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub unmet: Vec<Requirement>,
}

/// One requirement of a Mission Task of several, checked apart at the end.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Requirement {
    /// A marine carrying a data token escaped in the Lander.
    DataByLander,
    /// A marine carrying a data token escaped.
    DataEscaped,
    /// No unexplored corridor is left in section A.
    SectionAExplored,
    /// The robot reached the Reactor.
    RobotAtReactor,
    QueenDead,
    /// The facility was not destroyed.
    FacilityStanding,
    HibernatoriumPowered,
    PowerCut,
    /// Every room of a kind is on the map.
    RoomsA,
    RoomsB,
    RoomsC,
    /// A path of reinforced corridors joins the Landing Zone to Life Support Control C.
    ReinforcedPath,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum RetaliationOutcome {
    /// The noise die answered was this marine's roll (the answer itself names nobody).
    NoiseRolled {
        who: usize,
    },
    /// A marine shot or burst at an intruder as one of their actions; a kill or a hit follows
    /// as its own outcome.
    Shot {
        who: usize,
        at: Place,
        kind: RKind,
        result: ShotResult,
    },
    TokenDrawn {
        kind: RKind,
    },
    /// Tokens taken from a face-up pile into the bag (`short` of them were missing).
    TokensAdded {
        kind: RKind,
        count: u8,
        short: u8,
    },
    TokenToPile {
        kind: RKind,
    },
    TokenRemoved {
        kind: RKind,
    },
    BlankBackInBag,
    /// A Blank drawn where an intruder would appear (a noise marker, a Danger, an event's
    /// draw): nothing appears; the Help sheet's Blank entry applies (the app's reading, see
    /// `RetaliationState::blank_drawn`).
    BlankNothingAppears,
    /// Put an intruder model here.
    Appears {
        at: Place,
        kind: RKind,
        id: u32,
    },
    /// A correction: the table says a model is here, and the app now counts it. It is on the
    /// board already, so nothing is asked of the table (issue 54: 「여기 성체가 있음」 was
    /// answered 「…에 성체를 놓으세요」).
    Counted {
        at: Place,
        kind: RKind,
        id: u32,
    },
    /// No model of that type is left in the box: nothing more happens.
    NoModel {
        kind: RKind,
    },
    /// A corridor is full: this intruder is not placed, or it went back where it came from.
    NoRoom {
        at: Place,
        kind: RKind,
    },
    Moves {
        id: u32,
        kind: RKind,
        from: Place,
        to: Place,
    },
    DoorDestroyed {
        corridor: u16,
    },
    /// A secure token in the room took the attack instead.
    SecureSpent {
        room: u8,
        kind: RKind,
    },
    /// An attack with an intruder attack card: apply this row to the target.
    Attack {
        by: RKind,
        target: usize,
        card: String,
        row: AttackRow,
    },
    /// A Larva attack: its model goes on the character board (or is discarded if one is there).
    LarvaAttack {
        target: usize,
        on_board: bool,
    },
    Contamination {
        who: usize,
        cards: u8,
    },
    AttackDeckShuffled,
    /// Up to 3 intruders attack a marine leaving.
    Pursuit {
        who: usize,
        attackers: u8,
    },
    NoiseMarker {
        corridor: u16,
    },
    /// A noise roll whose number no corridor of the room shows: nothing happens (said, so the
    /// table does not search the board for a change; issue 38).
    NoiseHitsNothing {
        room: u8,
        number: u8,
    },
    /// A noise marker resolves: a token is drawn for its corridor.
    NoiseResolves {
        corridor: u16,
    },
    /// An intruder breaks into a room from a corridor.
    BreaksIn {
        corridor: u16,
        room: u8,
        kind: RKind,
    },
    Explored {
        who: usize,
        card: String,
        room: u8,
        cell: Hex,
        section: Section,
    },
    /// Place this corridor tile on this side of the new room.
    CorridorPlaced {
        id: u16,
        from: Hex,
        dir: Dir,
        noise_marker: bool,
        door: Option<Door>,
    },
    HibernatoriumDiscovered,
    RobotRevealed {
        robot: RobotKind,
    },
    MarineMoved {
        who: usize,
        room: u8,
    },
    Secured {
        room: u8,
    },
    Fire {
        room: u8,
    },
    FireOut {
        room: u8,
    },
    Malfunction {
        room: u8,
    },
    RobotMalfunction,
    DoorsClosed {
        room: u8,
    },
    Ask {
        question: Question,
    },
    QueenActivates,
    QueenHealth {
        effect: QueenHealthEffect,
        discarded: u8,
    },
    QueenLeavesMap,
    QueenDied,
    /// The Queen burns: move her hit track one step.
    QueenBurns,
    Burns {
        room: u8,
        kind: RKind,
    },
    EggBurns {
        left: u8,
    },
    NestDestroyed,
    Event {
        id: String,
    },
    EventDeckShuffled,
    /// The event's movement moved no intruder.
    EventNobodyMoves,
    /// The event's effects found nothing on the map to act on: nothing changes.
    EventChangedNothing,
    /// The card's first effect found nothing on the map to act on; its second effect did.
    EventMainChangedNothing,
    /// An event's second effect draws a token for a marine in this room, which has no secure
    /// token (cards-retaliation.md: each character in a room with no Secure token resolves
    /// Hazard; what the token brings follows). `who` is absent in outcomes written before it
    /// was told.
    HazardRoom {
        room: u8,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        who: Option<usize>,
    },
    /// These marines each lose 1 oxygen or spend 1 ammo (Panic).
    Panic {
        who: Vec<usize>,
    },
    /// These marines lose HP (Rise of the Machine).
    LoseHp {
        who: Vec<usize>,
        hp: u8,
    },
    /// A marine in the Lander is thrown out: an intruder came to the Landing Zone.
    ThrownOut {
        who: usize,
    },
    EscapeFails {
        who: usize,
        way: Way,
    },
    Boarded {
        who: usize,
    },
    Hibernates {
        who: usize,
    },
    Escapes {
        who: usize,
        way: Way,
    },
    TakesOff {
        who: Vec<usize>,
    },
    LanderArrives,
    LanderLands {
        aa: Option<AaFace>,
    },
    LanderShotDown,
    /// The marine looked at the AA tokens (what they saw is `AaSeen`, theirs alone).
    AaLooked {
        who: usize,
    },
    /// Private to `to`: the AA stack, top first.
    AaSeen {
        to: usize,
        top: AaFace,
        bottom: AaFace,
        swapped: bool,
    },
    /// The marine put the AA tokens back in the order they chose (which, nobody else knows).
    AaPutBack {
        who: usize,
    },
    LifeSupport {
        section: Section,
        on: bool,
    },
    /// The noise marker in the corridor went (the Alarm Room).
    NoiseCleared {
        corridor: u16,
    },
    /// A door was set open or closed by a room or the robot.
    DoorSet {
        corridor: u16,
        door: Door,
    },
    /// The corridor is reinforced: no noise can reach it.
    Reinforced {
        corridor: u16,
    },
    /// Contamination cards left the game without a scan.
    ContaminationRemoved {
        who: usize,
        cards: u8,
    },
    /// A room's action that the table carries out on its own boards.
    RoomUsed {
        who: usize,
        room: u8,
    },
    /// The robot's miniature goes to this room.
    RobotMoved {
        room: u8,
    },
    /// The robot acted on the table's side (healing, a burst whose hits follow).
    RobotUsed {
        who: usize,
    },
    /// A Malfunction marker came off this room.
    MalfunctionOff {
        room: u8,
    },
    /// The table corrected something the app holds in the open (the round, the Lander…).
    Corrected,
    Autodestruction {
        slot: u8,
    },
    /// All power cut for good: life support off, the AA off (the Lander will land), and the
    /// autodestruction token off the track if it was on it (its slot).
    PowerCut {
        autodestruction: Option<u8>,
    },
    HibernatoriumPowered,
    EggTaken {
        who: usize,
        left: u8,
    },
    DataTaken {
        who: usize,
    },
    LarvaRemoved {
        who: usize,
    },
    /// End of a turn: lose 1 oxygen (no life support), lose 1 HP (fire).
    TurnEnded {
        who: usize,
        oxygen: bool,
        fire: bool,
        passed: bool,
    },
    Killed {
        at: Place,
        kind: RKind,
    },
    Hit {
        at: Place,
        kind: RKind,
        hits: u8,
    },
    MarineDied {
        who: usize,
    },
    /// Co-op: the marine fell; the model is laid down where it is.
    MarineFell {
        who: usize,
    },
    /// Co-op: carried along into `room`.
    Carried {
        fallen: usize,
        by: usize,
        room: u8,
    },
    /// Co-op: the fallen marine started the round in Surgery, safe: serious wounds discarded,
    /// the model stands up.
    Revived {
        who: usize,
    },
    /// Eclosion killed a marine mid-game: an Adult comes out in the room.
    Eclosion {
        who: usize,
    },
    Infected {
        who: usize,
    },
    IntruderPhase,
    StartPlayer {
        who: usize,
    },
    RoundStarted {
        round: u8,
    },
    Destroyed,
    GameOver {
        cause: EndCause,
    },
    Result {
        result: GameResult,
    },
}

impl RetaliationOutcome {
    /// The marine who alone may see this outcome, if it is private.
    pub fn private_to(&self) -> Option<usize> {
        match self {
            RetaliationOutcome::AaSeen { to, .. } => Some(*to),
            _ => None,
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "error", content = "detail", rename_all = "snake_case")]
pub enum RetaliationError {
    Data(String),
    BadSetup(String),
    GameOver,
    /// The Queen is dead: nothing about her applies.
    QueenDead,
    /// The bag is empty (it never is while the Blank is in it; a guard, not a rule).
    BagEmpty,
    GameTooLong,
    /// The app is waiting for this answer first.
    Waiting(Question),
    /// No question is waiting for that answer.
    NothingAsked,
    /// The answer does not fit the question.
    WrongAnswer,
    /// That tile is not in the pile it must come from.
    WrongTile,
    /// The tiles answer does not fit: a room tile from `pile` (these are left in it), or from
    /// another section's pile when the real frame differs, and `corridors` corridor tiles.
    TilesExpected {
        pile: super::data::RoomKind,
        rooms: Vec<u8>,
        corridors: usize,
    },
    NoSuchMarine,
    NoSuchRoom,
    NoSuchCorridor,
    /// The marine is not on the map (dead, escaped, aboard or hibernating).
    NotInside,
    /// Only a fallen marine (co-op) can be carried.
    NotFallen,
    /// The corridor does not touch the marine's room.
    NotAdjacent,
    DoorClosed,
    /// The corridor leads out of the frame.
    OutOfFrame,
    /// No room tile is left to place.
    NoRoomTile,
    /// Not now: the round is at another step.
    WrongStep(Step),
    /// Somebody on the map has not passed yet.
    NotAllPassed,
    /// This marine passed: no more turns this round (JA 179, 232).
    AlreadyPassed,
    /// This room has no such action, or the marine is not in the right room.
    WrongRoom,
    /// The room action cannot be used: a Malfunction is on it.
    RoomMalfunction,
    /// The action does not apply now (the power is cut, it is already on, the Lander is not here…).
    NotAvailable,
    NoSuchIntruder,
    /// The marine is neither in the robot's room nor in a room with a computer.
    RobotOutOfReach,
    /// The robot cannot act: it is not revealed yet, or a Malfunction is on its card.
    RobotUnavailable,
    /// The robot's card has no such option.
    NotThisRobot,
    /// No secure token can go there: intruders are in the room, it holds 3, or the room cannot
    /// be secured.
    CannotSecure,
    /// A correction's value is out of what the box allows.
    OutOfRange,
    /// It is another marine's turn (retaliation.md §4.1: turns go in order from the start
    /// player); `player` is whose, by player number.
    NotYourTurn {
        player: u8,
    },
    /// The marine took both actions of this turn (retaliation.md §4.1): only ending the turn
    /// is left.
    NoActionsLeft,
    /// Nobody can reach that intruder: no marine in its room, or for a corridor none next to
    /// it on a side without a closed door (retaliation.md §7.5), nor the Military Robot.
    OutOfReach,
    /// That place is not discovered yet (the Hibernatorium and its corridors until a marine
    /// reaches it, JA 60–61).
    NotDiscovered,
}

/// The bundled data did not load (a broken build): refused with the file and the problem.
impl From<crate::blocks::DataError> for RetaliationError {
    fn from(e: crate::blocks::DataError) -> RetaliationError {
        RetaliationError::Data(e.to_string())
    }
}

impl std::fmt::Display for RetaliationError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            RetaliationError::Data(e) => write!(f, "bundled data: {e}"),
            RetaliationError::BadSetup(e) => write!(f, "setup refused: {e}"),
            RetaliationError::Waiting(q) => write!(f, "first answer the question: {q:?}"),
            RetaliationError::WrongStep(s) => write!(f, "not now: the round is at {s:?}"),
            other => write!(f, "{}", serde_json::to_string(other).unwrap_or_default()),
        }
    }
}

impl std::error::Error for RetaliationError {}

/// What anyone at the table may see. The bag, the decks' order, the AA stack and the robot card
/// are not here.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct RetaliationView<'a> {
    pub round: u8,
    pub rounds: u8,
    pub lander_slot: u8,
    pub step: Step,
    pub queen: Queen,
    pub piles: &'a BTreeMap<RKind, u8>,
    pub bag_size: usize,
    pub queen_deck_left: usize,
    pub event_deck_left: usize,
    pub attack_deck_left: usize,
    pub map: &'a Map,
    pub marines: &'a [Marine],
    pub start_player: usize,
    pub facility: &'a Facility,
    pub pending: &'a VecDeque<Question>,
    pub last_event: Option<&'a str>,
    pub ended: Option<EndCause>,
    pub result: Option<&'a GameResult>,
    /// The Mission Task cards face up (co-op: one per marine).
    pub missions: &'a [MissionTask],
}

/// Where the components are, as counts (`RetaliationState::component_counts`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct ComponentCounts {
    /// Bag, piles and out of the game: always the box's 40.
    pub tokens: usize,
    /// Deck and discard: always 20.
    pub events: usize,
    /// Deck and discard: always 20.
    pub attacks: usize,
    /// Deck and discard: 12 less the cards that remove themselves once drawn.
    pub exploration: usize,
    /// On the map and in the piles: always 25.
    pub rooms: usize,
    /// On the map and in the pile: always 44 (40 and the Hibernatorium's 4).
    pub corridors: usize,
}

/// What a waiting tiles question accepts (`RetaliationState::tiles_wanted`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct TilesWanted {
    /// The exploration card drawn.
    pub card: String,
    /// The room pile to draw from (the card's type, or the one it falls back to).
    pub room_kind: super::data::RoomKind,
    pub rooms: Vec<u8>,
    /// Corridor tiles left in the pile.
    pub corridors: Vec<u16>,
    /// How many corridor tiles to draw.
    pub count: usize,
    /// The sides of the new room they go on, in order.
    pub slots: Vec<Dir>,
    /// The card's sides that get no tile only because the frame (the app's model, as corrected)
    /// has no space beyond them: where the real frame may differ (`Fix::Space`).
    pub off_frame: Vec<Dir>,
    pub cell: Hex,
    pub section: Section,
}
