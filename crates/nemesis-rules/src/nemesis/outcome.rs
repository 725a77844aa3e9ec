//! Outcomes: what happened, why, and what the players must do on the board. Data only (ids and
//! numbers); the GUI and CLI put them into words. Nothing hidden appears here until the rules
//! reveal it; private sights are addressed to one player.

use super::command::{Correction, NoiseSpot};
use super::content::{AttackEffect, Destination, EventEffect, ExplorationEffect, PanicEffect};
use super::state::{DoorState, EndCause, WeaknessSlot};
use crate::ids::*;
use serde::{Deserialize, Serialize};

/// The cards an event has each character show and scan (kept with the state).
pub use super::state::ScanAsked;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EncounterCause {
    /// A noise marker fell on a corridor that already had one.
    Noise,
    /// The Queen token came out of the bag with characters in the Nest.
    QueenInNest,
    /// An event card (Egg Protection).
    Event,
    /// Carnomorphs: the Butcher token came out in bag development.
    Butcher,
}

/// What a feeding Carnomorph eats (carnomorphs.md §11.2, in priority order).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "food", content = "intruder", rename_all = "snake_case")]
pub enum Food {
    /// A red character corpse on the floor.
    Corpse,
    /// An egg on the floor.
    Egg,
    /// An egg from the Carnomorph board (the Nest's).
    NestEgg,
    Carcass,
    /// Another Metagorger in the room.
    Metagorger(IntruderId),
    /// The blue character corpse.
    BlueCorpse,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum InjuryCause {
    Attack,
    Fire,
    FireControl,
}

/// Why the Nest counts as destroyed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum NestEnd {
    /// The last egg on the Intruder board was destroyed.
    NoEggsLeft,
    /// The ship exploded (self-destruct, or the jump into the sun): every intruder and egg with
    /// it, whatever was left on the board.
    ShipDestroyed,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DeathCause {
    Wounds,
    AttackCard,
    /// Infection rule: the larva already on the board hatched (a Creeper appears).
    Infection,
    Airlock,
    /// Killed at the table for a reason the app does not track.
    Reported,
    Jump,
    Explosion,
    WrongDestination,
    FinalContamination,
    /// Carnomorphs: the 4th mutation marker.
    Mutation,
    /// Void Seeders: insanity had to rise beyond 5.
    Insanity,
    /// Void Seeders: a panic card (Heart Attack).
    Panic,
    /// Void Seeders: the end-of-game insanity check drew a contamination card.
    FinalInsanity,
}

/// Why a character's insanity level changed (void-seeders.md §5.3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum InsanityChange {
    /// One level up (a panic card, an event, an attack).
    Rose,
    /// An infected card in a hand scan: straight to 5 (never lethal).
    Infected,
    /// Rest, Shower, Canteen (one down) or Surgery, Antidote (down to 3).
    Lowered,
    /// The end-of-game check: one up per contamination card, capped at 5.
    FinalCheck,
}

pub use crate::ids::EventStep;

/// Things only one player may see.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "sight", rename_all = "snake_case")]
pub enum Sight {
    Engine {
        engine: u8,
        working: bool,
    },
    Engines {
        working: [bool; 3],
    },
    /// Both tokens of an engine, before restacking (one Working, one Damaged, top first).
    EngineStack {
        engine: u8,
        top_working: bool,
    },
    Coordinates {
        card: u8,
        abcd: [Destination; 4],
    },
    /// Attack cards drawn for the intruder player to choose from.
    AttackCards {
        cards: Vec<u8>,
    },
}

/// How a death check reads the attack cards' numbers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum HealthRead {
    #[default]
    Sum,
    Lowest,
    Highest,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Outcome {
    // ----- private sights -----
    Private {
        to: PlayerId,
        sight: Sight,
    },

    // ----- movement, exploration, noise -----
    CharacterMoved {
        player: PlayerId,
        from: SlotId,
        to: SlotId,
        escape: bool,
    },
    RoomRevealed {
        at: SlotId,
        room: RoomKind,
        exploration: ExplorationEffect,
        items: u8,
        /// Solo: the item number printed on the token, of which the counter takes half, rounded
        /// up (issue 39: naming the token by the halved number sent the table to the wrong one).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        printed_items: Option<u8>,
    },
    /// The exploration token has no effect here: careful movement (or a card) ignored its
    /// Silence/Danger, or a Malfunction came up in a room that cannot break down.
    ExplorationIgnored {
        at: SlotId,
        effect: ExplorationEffect,
    },
    NoiseRolled {
        player: PlayerId,
        at: SlotId,
        result: NoiseResult,
        slime_made_danger: bool,
    },
    /// Put a noise marker here.
    NoisePlaced {
        at: SlotId,
        spot: NoiseSpot,
    },
    /// Take these noise markers off the board.
    NoiseCleared {
        at: SlotId,
        spots: Vec<NoiseSpot>,
    },
    /// No noise roll after a move: `company` when another character or an intruder was in the
    /// room, else the exploration token said so (the reason is kept, so a line told again
    /// later reads as it did).
    NoRoll {
        player: PlayerId,
        at: SlotId,
        company: bool,
    },
    /// Danger: nothing could come and every corridor already had noise.
    DangerNothing {
        at: SlotId,
    },

    // ----- encounters and intruders appearing -----
    FirstEncounter,
    Encounter {
        player: Option<PlayerId>,
        at: SlotId,
        cause: EncounterCause,
    },
    TokenDrawn {
        kind: IntruderKind,
        surprise: u8,
    },
    BagEmpty,
    /// Put a miniature of this type here (a new intruder).
    IntruderPlaced {
        intruder: IntruderId,
        kind: IntruderKind,
        at: SlotId,
    },
    /// All miniatures of this type are in use: take this one and move it here (base.md §7.5).
    IntruderRelocated {
        intruder: IntruderId,
        kind: IntruderKind,
        from: SlotId,
        to: SlotId,
    },
    /// The Blank: no intruder; noise on every corridor of the room.
    BlankDrawn {
        at: SlotId,
        last_token: bool,
    },
    SurpriseAttack {
        intruder: IntruderId,
        player: PlayerId,
        token: u8,
        hand: u8,
    },
    NoSurprise {
        player: PlayerId,
        token: u8,
        hand: u8,
    },

    // ----- intruder movement -----
    IntruderMoved {
        intruder: IntruderId,
        from: SlotId,
        to: SlotId,
        corridor: CorridorId,
        /// A character was in the room it came into.
        onto_characters: bool,
    },
    /// The intruder went into a technical entrance: remove the miniature, its token goes to the bag.
    IntruderVanished {
        intruder: IntruderId,
        kind: IntruderKind,
        from: SlotId,
        network: TechNet,
        token_returned: bool,
    },
    /// A closed door stopped the intruder(s); the door is destroyed.
    DoorDestroyed {
        corridor: CorridorId,
        at: SlotId,
    },
    /// Removed from the board for a rule (Lurking, Adult limit); its token goes back to the bag.
    IntruderWithdrawn {
        intruder: IntruderId,
        kind: IntruderKind,
        from: SlotId,
        token_returned: bool,
    },

    // ----- attacks -----
    Attack {
        intruder: IntruderId,
        kind: IntruderKind,
        target: PlayerId,
        card: u8,
        hit: bool,
        effect: AttackEffect,
    },
    Infestation {
        intruder: IntruderId,
        /// What the intruder was (it leaves the board as it infests): the log names it from
        /// here, not from a guess (issue 51).
        kind: IntruderKind,
        player: PlayerId,
        larva_already: bool,
    },
    ContaminationCard {
        player: PlayerId,
    },
    ContaminationDeckEmpty {
        player: PlayerId,
    },
    Slimed {
        player: PlayerId,
    },
    LightWound {
        player: PlayerId,
        light: u8,
    },
    SeriousWound {
        player: PlayerId,
        serious: u8,
    },
    Transformed {
        intruder: IntruderId,
        to: IntruderKind,
    },
    TransformationFailed {
        intruder: IntruderId,
    },
    CharacterDied {
        player: PlayerId,
        at: Option<SlotId>,
        cause: DeathCause,
    },
    FirstDeath {
        player: PlayerId,
    },
    PodsUnlocked,
    /// Emergency Room: wounds after the treatment.
    WoundsTreated {
        player: PlayerId,
        treatment: super::command::Treatment,
        light: u8,
        serious: u8,
        dressed: u8,
    },
    /// Full co-op: fewer corpses lie in the working Emergency Room than characters are dead; the
    /// table says whose (one `Revive` per corpse) before the Player Phase goes on.
    RevivalAsked {
        at: SlotId,
        corpses: u8,
        dead: Vec<PlayerId>,
    },
    /// Full co-op: the robot doctor brought this character back in the Emergency Room; the corpse
    /// token leaves the room, the miniature stands there, light wounds healed, serious ones dressed.
    Revived {
        player: PlayerId,
        at: SlotId,
        serious: u8,
    },

    // ----- injuries -----
    IntruderInjured {
        intruder: IntruderId,
        injuries: u8,
        cause: InjuryCause,
        /// The room it was hurt in (a retreat after the death check may take it elsewhere).
        at: SlotId,
    },
    /// Attack cards drawn for a death check, their health sum and whether a retreat icon showed.
    DeathCheck {
        intruder: IntruderId,
        cards: Vec<u8>,
        health: u8,
        retreat_icon: bool,
        /// How the cards' numbers were read: added up (base), the lowest (Lurker), the highest
        /// (Stalker, Lair).
        #[serde(default)]
        read: HealthRead,
        /// Whether it dies of its injuries (a kill follows); otherwise it lives (and a retreat
        /// icon sends it away, or a Lair holds).
        #[serde(default)]
        dies: bool,
    },
    IntruderKilled {
        intruder: IntruderId,
        kind: IntruderKind,
        at: SlotId,
        carcass: bool,
    },
    /// The intruder retreats along the event card's corridor number.
    Retreat {
        intruder: IntruderId,
        card: u8,
        corridor: u8,
    },
    EggsDestroyed {
        at: SlotId,
        count: u8,
        nest: bool,
    },
    NestDestroyed {
        cause: NestEnd,
    },

    // ----- event phase -----
    EventPhaseStep {
        step: EventStep,
    },
    TimeAdvanced {
        time: u8,
    },
    SelfDestructAdvanced {
        track: u8,
    },
    HibernationOpened,
    PointOfNoReturn,
    EventCard {
        card: u8,
        moves: Vec<IntruderKind>,
        corridor: u8,
    },
    EventEffectApplied {
        card: u8,
        effect: EventEffect,
    },
    FirePlaced {
        at: SlotId,
    },
    FireRemoved {
        at: SlotId,
    },
    MalfunctionPlaced {
        at: SlotId,
    },
    InjuriesHealed {
        intruder: IntruderId,
        injuries: u8,
    },
    DoorOpened {
        corridor: CorridorId,
    },
    ItemsLost {
        at: SlotId,
    },
    PodLaunched {
        pod: u8,
        occupants: Vec<PlayerId>,
    },
    BagDevelopment {
        kind: IntruderKind,
        /// What the drawn token does, by the species' development table.
        row: super::species::Development,
    },
    TokenToBag {
        kind: IntruderKind,
    },
    TokenToSupply {
        kind: IntruderKind,
    },
    SupplyEmpty {
        kind: IntruderKind,
    },
    EggAdded {
        eggs: u8,
    },
    /// Every listed player makes a noise roll, in this order.
    EveryoneRolls {
        players: Vec<PlayerId>,
    },
    /// These players must reveal cards and scan (Eclosion).
    ScanRequested {
        players: Vec<PlayerId>,
        /// Which cards they show and scan (what the scan does is the same: nothing leaves the
        /// game; an infected card infects).
        #[serde(default)]
        asked: ScanAsked,
    },
    RoundStarted {
        round: u32,
        first_player: PlayerId,
    },

    // ----- player phase -----
    FireWound {
        player: PlayerId,
        at: SlotId,
    },
    Passed {
        player: PlayerId,
    },
    EngineRestacked {
        engine: u8,
        changed: bool,
    },
    DestinationSet {
        letter: u8,
    },
    SelfDestructStarted,
    SelfDestructCancelled,
    DoorSet {
        corridor: CorridorId,
        door: DoorState,
    },
    AirlockSealed {
        at: SlotId,
    },
    AirlockBroken {
        at: SlotId,
    },
    AirlockVented {
        at: SlotId,
    },
    PodLock {
        pod: u8,
        locked: bool,
    },
    WeaknessRevealed {
        slot: WeaknessSlot,
        card: u8,
    },
    ObjectTaken {
        player: PlayerId,
        object: ObjectKind,
        at: SlotId,
        /// An egg taken from the Intruder board (the Nest's action), not from the room.
        from_intruder_board: bool,
    },
    ObjectDropped {
        player: PlayerId,
        object: ObjectKind,
        at: SlotId,
    },
    Hibernated {
        player: PlayerId,
    },
    /// An intruder appeared: the attempt (hibernation, boarding) fails.
    AttemptFailed {
        player: PlayerId,
    },
    BoardedPod {
        player: PlayerId,
        pod: u8,
    },
    LeftPod {
        player: PlayerId,
        at: SlotId,
    },
    Escaped {
        player: PlayerId,
        pod: u8,
    },
    LabelScanned {
        player: PlayerId,
        label: LabelId,
        infected: bool,
    },
    LabelRemoved {
        player: PlayerId,
        label: LabelId,
    },
    LarvaOnBoard {
        player: PlayerId,
    },
    LarvaRemoved {
        player: PlayerId,
    },
    IntruderPlayerChosen {
        player: PlayerId,
        from_round: u32,
    },
    /// The first dead player did not take the intruders' side.
    IntruderPlayerDeclined {
        player: PlayerId,
    },
    Corrected {
        correction: Correction,
    },

    // ----- end of game -----
    /// Game end condition 3: no character on board is still acting (all dead, hibernating or
    /// escaped), so the time marker (or the self-destruct marker, when it runs) goes to its last
    /// space and the game ends as that track's end says. Told before `GameEnded`, so a table
    /// that sees "the ship jumps" with time left knows why.
    NobodyLeft {
        self_destruct: bool,
    },
    GameEnded {
        cause: EndCause,
    },
    EnginesRevealed {
        working: [bool; 3],
    },
    ShipExploded,
    CoordinatesRevealed {
        card: u8,
        letter: u8,
        destination: Destination,
    },
    FinalDraw {
        player: PlayerId,
        contamination_drawn: u8,
    },
    /// The check calls for the 4-card draw: the player shuffles their action and contamination
    /// cards (deck, hand and discard) and draws 4; the table says how many were contamination
    /// cards (`victory_draw`).
    FinalDrawAsked {
        player: PlayerId,
    },
    Survived {
        player: PlayerId,
    },
    ObjectiveReported {
        player: PlayerId,
        met: bool,
    },
    Winner {
        player: PlayerId,
    },
    VictoryCheckDone,
    // --- Carnomorphs ---
    /// A Metagorger attacked: a mutation card (unless the target had one), a contamination card
    /// and a light wound follow; the Metagorger leaves the board.
    MetagorgerAttack {
        intruder: IntruderId,
        player: PlayerId,
        mutation_card: bool,
    },
    /// The player draws 2 mutation cards, keeps 1 face down, shuffles the other back.
    MutationCard {
        player: PlayerId,
    },
    /// A mutation marker on the character board (the 4th kills).
    MutationMarker {
        player: PlayerId,
        markers: u8,
    },
    /// The mutation card was discarded (Surgery, Antidote); its markers stay.
    MutationCardDiscarded {
        player: PlayerId,
    },
    /// The mutation action: the scanned card's verdict picks the card's effect to apply.
    MutationUsed {
        player: PlayerId,
        infected: bool,
    },
    /// The adaptation card under this type's miniature on the Carnomorph board turns face up.
    AdaptationRevealed {
        slot: IntruderKind,
    },
    /// The table said which adaptation it is.
    AdaptationNamed {
        slot: IntruderKind,
        card: super::state::AdaptationCard,
    },
    /// Laboratory analysis removed the revealed adaptation of this slot.
    AdaptationRemoved {
        slot: IntruderKind,
    },
    /// Analysis found no revealed adaptation in that slot to remove.
    NothingToRemove {
        slot: IntruderKind,
    },
    /// A Carnomorph fed: healed, perhaps evolved, and ate.
    Fed {
        intruder: IntruderId,
        kind: IntruderKind,
        at: SlotId,
        food: Food,
        healed: u8,
        evolved: Option<IntruderKind>,
    },
    /// Red Metagorger in bag development: a Metagorger appears in each of these rooms.
    MetagorgerSpawn {
        rooms: Vec<SlotId>,
    },
    /// No miniature of this type is left (or the Butcher died): none appears.
    NoMiniatureLeft {
        kind: IntruderKind,
        at: SlotId,
    },
    /// The Butcher does not go into the technical corridors: it stays in its room.
    StaysOutOfDucts {
        intruder: IntruderId,
        at: SlotId,
    },
    /// A card put an intruder carcass in the room.
    CarcassPlaced {
        at: SlotId,
    },
    /// A card removed this escape pod from the game.
    PodRemoved {
        pod: u8,
    },
    /// The end-of-game mutation check: contamination cards among the 4 drawn, markers now.
    FinalMutation {
        player: PlayerId,
        contamination_drawn: u8,
        markers: u8,
    },
    /// Void Seeders: an Encounter's token is typed by the encountering character's insanity
    /// level: the track shows `shows`; `placed` is what came (a lower type when none is
    /// free, nothing when no lower one is either).
    TrackRead {
        player: Option<PlayerId>,
        level: u8,
        shows: IntruderKind,
        placed: Option<IntruderKind>,
    },
    /// Void Seeders: an Encounter drew `owner`'s insanity token: noise, then the encountering
    /// character panics; the token goes back.
    InsanityTokenDrawn {
        owner: PlayerId,
        at: SlotId,
    },
    /// Bag development drew the insanity token of a character no longer on the ship: it leaves
    /// the bag for good and another token is drawn.
    InsanityTokenRemoved {
        owner: PlayerId,
    },
    /// A character's insanity level changed.
    Insanity {
        player: PlayerId,
        level: u8,
        change: InsanityChange,
    },
    /// A panic card was drawn. `held`: another character shares the room, so it waits for the
    /// table to say whether someone cancels it.
    PanicDrawn {
        player: PlayerId,
        card: u8,
        threshold: u8,
        level: u8,
        held: bool,
    },
    /// The panic card needs more insanity than the character has: no effect, insanity +1.
    PanicResisted {
        player: PlayerId,
        threshold: u8,
        level: u8,
    },
    /// The panic card's effect applies (the app does its part, the players the rest).
    PanicApplied {
        player: PlayerId,
        effect: PanicEffect,
    },
    /// Part of the panic effect could not be carried out: insanity +1.
    PanicNotInFull {
        player: PlayerId,
    },
    /// Another character in the room cancelled the panic card: no effect, no rise.
    PanicCancelled {
        player: PlayerId,
        card: u8,
    },
    /// The panic deck and its discards are empty.
    PanicDeckEmpty {
        player: PlayerId,
    },
    /// Blind Escape: the character walks out through this exit (`to` none: it cannot).
    PanicWalk {
        player: PlayerId,
        corridor: u8,
        to: Option<SlotId>,
    },
    /// Insane Courage: the character walks into this room with a Void Seeder or a Lair.
    PanicCharge {
        player: PlayerId,
        to: Option<SlotId>,
    },
    /// Sabotage: the room's item counter goes to 0.
    ItemsEmptied {
        at: SlotId,
    },
    /// A dressed serious wound is turned back face up.
    WoundReopened {
        player: PlayerId,
    },
    /// The Despoiler cannot be injured; its check looks only for the retreat icon.
    Unhurt {
        intruder: IntruderId,
    },
    /// A retreat icon in a Lair's check: it stands, whatever its injuries.
    LairHolds {
        intruder: IntruderId,
    },
    /// A Lair fell: its miniature goes to the board's destroyed-Lair slots (`destroyed` of 3).
    LairDestroyed {
        at: SlotId,
        destroyed: u8,
    },
    /// Every Lair has fallen: the Despoiler is dead for good (removed from `from`).
    DespoilerGone {
        from: Option<SlotId>,
    },
    /// A turn ended in a Lair's room: a noise roll follows.
    LairUnsettles {
        player: PlayerId,
        at: SlotId,
    },
    /// Lurking: the Void Seeders in these rooms fade back into the bag; noise on their
    /// corridors.
    Lurking {
        rooms: Vec<SlotId>,
    },
    /// Lurking found no room.
    NobodyLurks,
    /// Whispers: the extra event card's number (the card is discarded unresolved).
    WhisperNumber {
        card: u8,
        corridor: u8,
    },
    /// A physical weakness card turns face up on the Void Seeder board (the players read it).
    WeaknessTurnedUp {
        slot: WeaknessSlot,
    },
    /// The table said what the turned-up weakness card of this slot changes.
    WeaknessNamed {
        slot: WeaknessSlot,
        note: super::state::WeaknessNote,
    },
    /// The end-of-game insanity check: the level after step A, and at 5 the contamination
    /// cards among the 4 drawn.
    FinalInsanity {
        player: PlayerId,
        level: u8,
        contamination_drawn: Option<u8>,
    },
}

impl Outcome {
    /// The player who alone may see this outcome, if it is private.
    pub fn private_to(&self) -> Option<PlayerId> {
        match self {
            Outcome::Private { to, .. } => Some(*to),
            _ => None,
        }
    }
}
