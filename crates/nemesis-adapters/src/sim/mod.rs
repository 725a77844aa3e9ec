//! Plays whole games with random legal choices for the players: a fuzzer for every rule path
//! and a benchmark in one. The players' RNG is separate from the game's, and both are seeded, so
//! the same seed gives the same games.

pub mod retaliation;

use crate::rules::board::Board;
use crate::rules::command::{Reveal, ScanKind, Treatment};
use crate::rules::ids::*;
use crate::rules::outcome::DeathCause;
use crate::rules::species::Species;
use crate::rules::state::{AdaptationCategory, EndCause, VictoryStep, WeaknessSlot, Whereabouts};
use crate::rules::{Command, GameConfig, GameState, Outcome};
use rand::seq::{IndexedRandom, SliceRandom};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::Serialize;
use std::collections::BTreeMap;

pub fn config(seed: u64, players: usize, side: Side, mode: Mode) -> GameConfig {
    GameConfig::numbered(seed, players, side, mode)
}

/// The same, with `species` in the box.
pub fn config_with(
    seed: u64,
    players: usize,
    side: Side,
    mode: Mode,
    species: Species,
) -> GameConfig {
    GameConfig {
        species,
        insanity_track: species.insanity().then_some(SIM_TRACK),
        // the rules make the box deal with Void Seeders: a Lair token's item number is printed
        // only on the token
        dealer: if species.own_exploration_tokens() {
            Dealer::Box
        } else {
            Dealer::App
        },
        ..config(seed, players, side, mode)
    }
}

/// The insanity track the simulator assumes for Void Seeders. Only "Lurker at 1, Despoiler at
/// 5" has a (weak) source (cards.md §3.6); levels 2-4 are the simulator's guess, for statistics
/// only. At the table the window asks the owner what their card shows.
pub const SIM_TRACK: [IntruderKind; 5] = [
    IntruderKind::Lurker,
    IntruderKind::Lurker,
    IntruderKind::Whisperer,
    IntruderKind::Stalker,
    IntruderKind::Despoiler,
];

/// What one game produced.
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
pub struct GameReport {
    pub end: Option<EndCause>,
    pub rounds: u32,
    pub commands: usize,
    /// Intruders appearing in Encounters, by round band (1-5, 6-10, 11+) and type.
    pub encounters: BTreeMap<String, BTreeMap<IntruderKind, u32>>,
    pub deaths: BTreeMap<DeathCause, u32>,
    pub survivors: u32,
    pub winners: u32,
    pub escaped: u32,
    pub hibernated: u32,
}

fn band(round: u32) -> &'static str {
    match round {
        0..=5 => "rounds_01_05",
        6..=10 => "rounds_06_10",
        _ => "rounds_11_up",
    }
}

/// Plays one game to its end (or a safety cap on commands) and reports it.
pub fn play(config: GameConfig, player_seed: u64) -> Result<(GameState, GameReport), String> {
    let mut g = GameState::new(config).map_err(|e| e.to_string())?;
    let mut table = Table::new(player_seed);
    let mut report = GameReport::default();
    let mut in_encounter = false;
    for _ in 0..20_000 {
        if g.victory
            .as_ref()
            .is_some_and(|v| v.step == VictoryStep::Done)
        {
            break;
        }
        let cmd = table.choose(&g);
        let round = g.round;
        if let Ok(out) = g.apply(&cmd) {
            report.commands += 1;
            for o in &out {
                match o {
                    Outcome::Encounter { .. } => in_encounter = true,
                    Outcome::IntruderPlaced { kind, .. }
                    | Outcome::IntruderRelocated { kind, .. }
                        if in_encounter && *kind != IntruderKind::Lair =>
                    {
                        *report
                            .encounters
                            .entry(band(round).into())
                            .or_default()
                            .entry(*kind)
                            .or_default() += 1;
                        in_encounter = false;
                    }
                    Outcome::BlankDrawn { .. }
                    | Outcome::BagEmpty
                    | Outcome::InsanityTokenDrawn { .. }
                    | Outcome::TrackRead { placed: None, .. } => in_encounter = false,
                    Outcome::CharacterDied { cause, .. } => {
                        *report.deaths.entry(*cause).or_default() += 1
                    }
                    Outcome::Winner { .. } => report.winners += 1,
                    Outcome::Escaped { .. } => report.escaped += 1,
                    Outcome::Hibernated { .. } => report.hibernated += 1,
                    _ => {}
                }
            }
        }
    }
    report.end = g.ended;
    report.rounds = g.round;
    report.survivors = g.victory.as_ref().map_or(0, |v| v.survivors.len() as u32);
    Ok((g, report))
}

/// Simulated players: they spend about five cards a round, fight with the combat die, explore
/// early and head for the hibernation chambers or the pods once the clock runs down.
pub struct Table {
    rng: ChaCha8Rng,
    round: u32,
    spent: BTreeMap<PlayerId, u8>,
}

impl Table {
    pub fn new(seed: u64) -> Table {
        Table {
            rng: ChaCha8Rng::seed_from_u64(seed),
            round: 0,
            spent: BTreeMap::new(),
        }
    }

    /// The next command the table gives. Most are legal; the rules refuse the rest and nothing
    /// changes, which also exercises the refusals. When the box deals, a move into a room not
    /// yet explored says what the players flipped, as the window asks them to.
    pub fn choose(&mut self, g: &GameState) -> Command {
        let cmd = self.choose_play(g);
        self.with_reveal(g, cmd)
    }

    /// The tile and token the players flip (the box deals): a tile the rules say could be
    /// there, and a face a token can show, weighted by how many tokens in the box show it (a
    /// model of the face-down box).
    fn with_reveal(&mut self, g: &GameState, cmd: Command) -> Command {
        let Command::Move {
            player,
            to,
            corridor,
            hand,
            careful,
            reveal: None,
        } = cmd
        else {
            return cmd;
        };
        let unexplored = g.room(to).filter(|r| !r.explored);
        let reveal = match unexplored {
            Some(r) if g.config.dealer == Dealer::Box => {
                let room = match r.room {
                    Some(printed) => Some(printed),
                    None => g.tiles_for(to).choose(&mut self.rng).copied(),
                };
                let faces = g.exploration_face_counts();
                let face = faces
                    .choose_weighted(&mut self.rng, |(_, n)| *n)
                    .ok()
                    .map(|(face, _)| *face);
                room.zip(face).map(|(room, (exploration, items))| Reveal {
                    room,
                    exploration,
                    items,
                })
            }
            _ => None,
        };
        Command::Move {
            player,
            to,
            corridor,
            hand,
            careful,
            reveal,
        }
    }

    fn choose_play(&mut self, g: &GameState) -> Command {
        if g.round != self.round {
            self.round = g.round;
            self.spent.clear();
        }
        let rng = &mut self.rng;
        if let Some(cmd) = answer_to_what_waits(g, rng) {
            return cmd;
        }
        let order = g.turn_order();
        let actor = order
            .iter()
            .copied()
            .find(|p| g.character(*p).is_some_and(|c| c.active() && !c.passed));
        if let Some((dead, _)) = g.intruder_player_offer {
            return answer_intruder_player_offer(dead, rng);
        }
        let Some(p) = actor else {
            return event_phase(g, &order, rng);
        };
        if g.intruder_player_active()
            && rng.random_bool(0.15)
            && let Some(cmd) = intruder_player_command(g, rng)
        {
            return cmd;
        }
        let spent = self.spent.entry(p).or_default();
        let hand = 5u8.saturating_sub(*spent);
        if hand == 0 {
            return pass(p, hand);
        }
        *spent += 1;
        character_turn(g, p, hand, rng)
    }
}

/// The answer to what the rules wait for before anyone plays on: the victory check, the intruder
/// player's attack card, a revival, an adaptation or weakness to name, a held panic card, a
/// panic not met in full, a scan. None when nothing waits.
fn answer_to_what_waits(g: &GameState, rng: &mut ChaCha8Rng) -> Option<Command> {
    if let Some(v) = &g.victory {
        return Some(victory_command(g, &v.step, rng));
    }
    if let Some(p) = &g.pending_attack {
        return Some(Command::IntruderChoose {
            card: *p.cards.choose(rng).unwrap_or(&0),
        });
    }
    if let Some(r) = &g.revival {
        return Some(Command::Revive {
            player: *r.dead.choose(rng).unwrap_or(&PlayerId(1)),
        });
    }
    // a revealed adaptation is named at once, before anything else (the rules wait for it):
    // a known card or "other"
    if let Some(slot) = g.adaptation_to_name() {
        let known = ["voracious", "agile", "other"];
        return Some(Command::NameAdaptation {
            slot,
            key: known.choose(rng).unwrap_or(&"other").to_string(),
            category: AdaptationCategory::Other,
        });
    }
    // a held panic card: someone in the room cancels it now and then
    if let Some(h) = g.held_panics.first() {
        return Some(Command::AnswerPanic {
            player: h.player,
            cancelled: rng.random_bool(0.2),
        });
    }
    if let Some(h) = g.panic_open
        && rng.random_bool(0.3)
    {
        return Some(Command::PanicShortfall { player: h.player });
    }
    if let Some(&p) = g.scans_requested.first() {
        return Some(scan_command(g, p, ScanKind::Revealed, rng));
    }
    // a turned-up Void Seeder weakness is named at once, with a category from the menu
    if let Some(slot) = g.weakness_to_describe() {
        use crate::rules::state::WeaknessCategory;
        return Some(Command::NameWeakness {
            slot,
            key: "other".into(),
            category: *WeaknessCategory::ALL
                .choose(rng)
                .unwrap_or(&WeaknessCategory::Other),
        });
    }
    None
}

/// The first dead player answers at once, before the Event Phase too (the rules wait for it),
/// half the time for the intruders.
fn answer_intruder_player_offer(dead: PlayerId, rng: &mut ChaCha8Rng) -> Command {
    if rng.random_bool(0.5) {
        Command::BecomeIntruderPlayer {
            player: dead,
            from_the_death: true,
        }
    } else {
        Command::DeclineIntruderPlayer { player: dead }
    }
}

/// Everyone has passed: the Event Phase, each active player with 0 to 2 cards in hand.
fn event_phase(g: &GameState, order: &[PlayerId], rng: &mut ChaCha8Rng) -> Command {
    let hands = order
        .iter()
        .filter(|p| g.character(**p).is_some_and(|c| c.active()))
        .map(|&p| (p, rng.random_range(0..=2)))
        .collect();
    Command::EventPhase { hands }
}

/// The player passes with `hand` cards left.
fn pass(player: PlayerId, hand: u8) -> Command {
    Command::EndTurn {
        player,
        passed: true,
        hand: Some(hand),
    }
}

/// One action of player `p`, with `hand` cards left: launch their pod, fight, make for a way out
/// late in the game, or act, pass or walk on.
fn character_turn(g: &GameState, p: PlayerId, hand: u8, rng: &mut ChaCha8Rng) -> Command {
    let Some(c) = g.character(p) else {
        return pass(p, hand);
    };
    let Some(at) = c.room() else {
        if let Whereabouts::Pod(n) = c.at
            && rng.random_bool(0.7)
        {
            return Command::LaunchPod { pod: n };
        }
        return pass(p, hand);
    };
    let Ok(board) = g.board() else {
        return pass(p, hand);
    };
    if g.in_combat(at) {
        return combat_turn(g, board, p, at, hand, rng);
    }
    if (g.hibernation_open() || g.self_destruct.is_some_and(|t| t <= 3))
        && let Some(cmd) = way_out(g, p, at, hand)
    {
        return cmd;
    }
    let roll: f64 = rng.random();
    if c.insanity > 1 && rng.random_bool(0.05) {
        return Command::LowerInsanity {
            player: p,
            to_three: c.insanity > 3 && rng.random_bool(0.3),
        };
    }
    if c.mutation_card
        && c.contamination > 0
        && rng.random_bool(0.1)
        && let Some(&label) = some_labels(g, 1, rng).first()
    {
        return Command::MutationAction { player: p, label };
    }
    if roll < 0.2 {
        return Command::EndTurn {
            player: p,
            passed: rng.random_bool(0.6),
            hand: Some(hand),
        };
    }
    if roll < 0.45
        && let Some(cmd) = room_action(g, p, at, hand, rng)
    {
        return cmd;
    }
    explore(g, board, p, at, hand, rng)
}

/// In combat: shoot an intruder in the room most of the time, else flee to a neighbouring room.
fn combat_turn(
    g: &GameState,
    board: &Board,
    p: PlayerId,
    at: SlotId,
    hand: u8,
    rng: &mut ChaCha8Rng,
) -> Command {
    let targets: Vec<(IntruderId, IntruderKind)> =
        g.intruders_in(at).map(|i| (i.id, i.kind)).collect();
    let &(intruder, kind) = targets
        .choose(rng)
        .unwrap_or(&(IntruderId(0), IntruderKind::Adult));
    if rng.random_bool(0.7) {
        return Command::Injure {
            intruder,
            injuries: combat_die(kind, rng),
        };
    }
    let to = *board.neighbours(at).choose(rng).unwrap_or(&at);
    walk(p, to, hand)
}

/// Late in the game: hibernate or board a pod when in a room that leaves the ship (the
/// hibernatorium only while the ship is not set to blow up), else a step towards one. None when
/// no such room can be reached.
fn way_out(g: &GameState, p: PlayerId, at: SlotId, hand: u8) -> Option<Command> {
    let goals: Vec<SlotId> = [
        RoomKind::Hibernatorium,
        RoomKind::EvacuationA,
        RoomKind::EvacuationB,
    ]
    .iter()
    .filter_map(|&k| g.slot_of(k))
    .filter(|&s| g.self_destruct.is_none() || s != g.slot_of(RoomKind::Hibernatorium).unwrap_or(s))
    .collect();
    if goals.contains(&at) {
        return Some(match g.room(at).and_then(|r| r.room) {
            Some(RoomKind::Hibernatorium) => Command::Hibernate { player: p, hand },
            _ => Command::BoardPod { player: p, hand },
        });
    }
    first_step(g, at, &goals).map(|step| walk(p, step, hand))
}

/// Walk on: into a neighbouring room not yet explored if there is one, else any neighbour.
fn explore(
    g: &GameState,
    board: &Board,
    p: PlayerId,
    at: SlotId,
    hand: u8,
    rng: &mut ChaCha8Rng,
) -> Command {
    let next = board.neighbours(at);
    let unexplored: Vec<SlotId> = next
        .iter()
        .copied()
        .filter(|s| g.room(*s).is_some_and(|r| !r.explored))
        .collect();
    let to = *unexplored
        .choose(rng)
        .or_else(|| next.choose(rng))
        .unwrap_or(&at);
    walk(p, to, hand)
}

/// A plain move of player `p` into `to`.
fn walk(player: PlayerId, to: SlotId, hand: u8) -> Command {
    Command::Move {
        player,
        to,
        corridor: None,
        hand,
        careful: None,
        reveal: None,
    }
}

/// The injuries one shot deals, by the combat die (base.md §1.2, the external face counts).
fn combat_die(target: IntruderKind, rng: &mut ChaCha8Rng) -> u8 {
    use IntruderKind as K;
    match rng.random_range(0..6) {
        0 => 0,
        // Carnomorphs (which faces hit which tier is a gap, cards.md §6.1 C16): by tier
        // Void Seeders likewise by tier (the die faces name base types, cards.md §6.2 V11)
        1 => u8::from(matches!(
            target,
            K::Larva | K::Creeper | K::Metagorger | K::Lurker
        )),
        2 | 3 => u8::from(matches!(
            target,
            K::Larva
                | K::Creeper
                | K::Adult
                | K::Metagorger
                | K::Shambler
                | K::Lurker
                | K::Whisperer
        )),
        4 => 1,
        _ => 2,
    }
}

/// The first room on a shortest path from `from` to any goal, through doors that are not closed.
fn first_step(g: &GameState, from: SlotId, goals: &[SlotId]) -> Option<SlotId> {
    let board = g.board().ok()?;
    let mut prev: BTreeMap<SlotId, SlotId> = BTreeMap::new();
    let mut queue = std::collections::VecDeque::from([from]);
    while let Some(s) = queue.pop_front() {
        if goals.contains(&s) && s != from {
            let mut cur = s;
            while let Some(&p) = prev.get(&cur) {
                if p == from {
                    return Some(cur);
                }
                cur = p;
            }
            return None;
        }
        for n in board.neighbours(s) {
            let open = board
                .corridors_between(s, n)
                .iter()
                .any(|c| g.corridors[c.0 as usize].door != crate::rules::state::DoorState::Closed);
            if open && n != from && !prev.contains_key(&n) {
                prev.insert(n, s);
                queue.push_back(n);
            }
        }
    }
    None
}

fn room_action(
    g: &GameState,
    p: PlayerId,
    at: SlotId,
    hand: u8,
    rng: &mut ChaCha8Rng,
) -> Option<Command> {
    let room = g.room(at)?.room?;
    Some(match room {
        RoomKind::Engine1 | RoomKind::Engine2 | RoomKind::Engine3 => {
            let engine = room.engine().unwrap_or(1);
            if rng.random_bool(0.5) {
                Command::CheckEngine { player: p, engine }
            } else {
                Command::RestackEngine {
                    player: p,
                    engine,
                    working_on_top: rng.random_bool(0.8),
                }
            }
        }
        RoomKind::EngineControl => Command::CheckAllEngines { player: p },
        RoomKind::Cockpit => {
            if rng.random_bool(0.5) {
                Command::CheckCoordinates { player: p }
            } else {
                Command::SetDestination {
                    player: p,
                    letter: rng.random_range(0..4),
                }
            }
        }
        RoomKind::Generator => Command::SelfDestruct {
            player: p,
            start: rng.random_bool(0.3),
        },
        RoomKind::Hibernatorium => Command::Hibernate { player: p, hand },
        RoomKind::EvacuationA | RoomKind::EvacuationB => Command::BoardPod { player: p, hand },
        RoomKind::HatchControl => Command::HatchControl {
            player: p,
            pod: rng.random_range(1..=4),
            locked: false,
        },
        RoomKind::Nest => {
            if rng.random_bool(0.5) {
                Command::TakeNestEgg { player: p, hand }
            } else {
                Command::DestroyEggs {
                    player: p,
                    at,
                    count: rng.random_range(1..=2),
                    hand,
                }
            }
        }
        RoomKind::Laboratory => Command::Analyse {
            player: p,
            object: *[
                WeaknessSlot::Corpse,
                WeaknessSlot::Egg,
                WeaknessSlot::Carcass,
            ]
            .choose(rng)?,
            slot: [IntruderKind::Fleshbeast, IntruderKind::Butcher]
                .choose(rng)
                .copied()
                .filter(|_| !g.adaptations.is_empty()),
        },
        RoomKind::FireControl => Command::FireControl {
            player: p,
            room: at,
        },
        RoomKind::EmergencyRoom => Command::TreatWounds {
            player: p,
            treatment: *[
                Treatment::DressAll,
                Treatment::HealDressed,
                Treatment::HealLight,
            ]
            .choose(rng)?,
        },
        RoomKind::Canteen | RoomKind::ShowerRoom => scan_command(g, p, ScanKind::Hand, rng),
        RoomKind::Surgery => scan_command(g, p, ScanKind::Surgery, rng),
        RoomKind::AirlockControl => {
            let yellow = g.airlock_targets(at);
            Command::Airlock {
                player: p,
                room: *yellow.choose(rng)?,
            }
        }
        _ => {
            let c = g.character(p)?;
            let r = g.room(at)?;
            if c.carrying.is_empty() && r.carcasses + r.corpses + r.eggs > 0 {
                let obj = if r.eggs > 0 {
                    ObjectKind::Egg
                } else if r.carcasses > 0 {
                    ObjectKind::Carcass
                } else {
                    ObjectKind::Corpse
                };
                Command::PickUp {
                    player: p,
                    object: obj,
                }
            } else {
                return None;
            }
        }
    })
}

/// Random labels standing for the cards a character holds (the simulator cannot see the
/// physical cards): distinct, still in the game.
fn some_labels(g: &GameState, n: usize, rng: &mut ChaCha8Rng) -> Vec<LabelId> {
    let mut free: Vec<LabelId> = (1..=27)
        .map(LabelId)
        .filter(|l| !g.labels_removed.contains(l))
        .collect();
    free.shuffle(rng);
    free.truncate(n);
    free
}

fn scan_command(g: &GameState, p: PlayerId, kind: ScanKind, rng: &mut ChaCha8Rng) -> Command {
    let have = g.character(p).map_or(0, |c| c.contamination as usize);
    let n = if have == 0 {
        0
    } else {
        rng.random_range(0..=have.min(4))
    };
    Command::Scan {
        player: p,
        kind,
        labels: some_labels(g, n, rng),
    }
}

fn intruder_player_command(g: &GameState, rng: &mut ChaCha8Rng) -> Option<Command> {
    if rng.random_bool(0.1) {
        // a card that calls for an event card
        let hands = g
            .characters
            .iter()
            .filter(|c| c.active())
            .map(|c| (c.player, rng.random_range(0..=5)))
            .collect();
        return Some(Command::IntruderEvent { hands });
    }
    let i = g.intruders.choose(rng)?;
    let target = g.characters_in(i.at).next().map(|c| c.player);
    Some(match target {
        Some(t) if rng.random_bool(0.6) => Command::IntruderAttack {
            intruder: i.id,
            target: t,
            hand: rng.random_range(0..=5),
            cards: rng.random_range(1..=3),
        },
        _ => Command::IntruderMove {
            intruder: i.id,
            corridor: rng.random_range(1..=4),
        },
    })
}

fn victory_command(g: &GameState, step: &VictoryStep, rng: &mut ChaCha8Rng) -> Command {
    match step {
        VictoryStep::Quarantine { pending } => Command::VictoryQuarantine {
            player: pending[0],
            quarantine: rng.random_bool(0.2),
        },
        // the player's own 4-card draw (edition 2): 10 action cards and their contamination
        // cards shuffled, as the table would
        VictoryStep::Contamination { .. }
            if g.victory.as_ref().and_then(|v| v.drawing).is_some() =>
        {
            let p = g
                .victory
                .as_ref()
                .and_then(|v| v.drawing)
                .unwrap_or(PlayerId(1));
            let n = g.character(p).map_or(0, |c| c.contamination as usize);
            let mut deck: Vec<bool> = std::iter::repeat_n(false, 10)
                .chain(std::iter::repeat_n(true, n))
                .collect();
            deck.shuffle(rng);
            Command::VictoryDraw {
                player: p,
                contamination: deck.iter().take(4).filter(|c| **c).count() as u8,
            }
        }
        VictoryStep::Contamination { pending } => {
            let p = pending[0];
            let n = g.character(p).map_or(0, |c| c.contamination as usize);
            Command::VictoryScan {
                player: p,
                labels: some_labels(g, n, rng),
            }
        }
        VictoryStep::Objectives { pending } => Command::VictoryObjective {
            player: pending[0],
            met: rng.random_bool(0.5),
        },
        VictoryStep::Done => Command::EndTurn {
            player: PlayerId(1),
            passed: true,
            hand: None,
        },
    }
}

/// The totals over many games.
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
pub struct Summary {
    pub games: u32,
    pub players: usize,
    pub species: Species,
    pub side: String,
    pub seed: u64,
    pub ended_by: BTreeMap<String, u32>,
    pub unfinished: u32,
    pub rounds_total: u64,
    pub rounds_min: u32,
    pub rounds_max: u32,
    pub commands_total: u64,
    pub encounters: BTreeMap<String, BTreeMap<IntruderKind, u32>>,
    pub deaths: BTreeMap<DeathCause, u32>,
    pub survivors: u32,
    pub winners: u32,
    pub escaped: u32,
    pub hibernated: u32,
}

pub fn simulate(
    games: u32,
    players: usize,
    side: Side,
    mode: Mode,
    species: Species,
    seed: u64,
) -> Result<Summary, String> {
    let mut s = Summary {
        games,
        players,
        species,
        side: format!("{side:?}"),
        seed,
        rounds_min: u32::MAX,
        ..Default::default()
    };
    let mut seeds = ChaCha8Rng::seed_from_u64(seed);
    for _ in 0..games {
        let (game_seed, player_seed) = (seeds.random(), seeds.random());
        let config = config_with(game_seed, players, side, mode, species);
        let (_, r) = play(config, player_seed)?;
        match r.end {
            Some(e) => *s.ended_by.entry(format!("{e:?}")).or_default() += 1,
            None => s.unfinished += 1,
        }
        s.rounds_total += r.rounds as u64;
        s.rounds_min = s.rounds_min.min(r.rounds);
        s.rounds_max = s.rounds_max.max(r.rounds);
        s.commands_total += r.commands as u64;
        for (band, m) in r.encounters {
            for (k, n) in m {
                *s.encounters
                    .entry(band.clone())
                    .or_default()
                    .entry(k)
                    .or_default() += n;
            }
        }
        for (k, n) in r.deaths {
            *s.deaths.entry(k).or_default() += n;
        }
        s.survivors += r.survivors;
        s.winners += r.winners;
        s.escaped += r.escaped;
        s.hibernated += r.hibernated;
    }
    if games == 0 {
        s.rounds_min = 0;
    }
    Ok(s)
}
