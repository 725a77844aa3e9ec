//! Test kit: build a game, place things, rig the hidden components, run a rule directly.

use crate::ids::*;
use crate::nemesis::game::{Ctx, data};
use crate::nemesis::outcome::Outcome;
use crate::nemesis::state::*;
use crate::{Command, GameConfig, GameState, PlayerSetup, Role};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

pub(super) const ROLES: [Role; 5] = [
    Role::Captain,
    Role::Pilot,
    Role::Scientist,
    Role::Scout,
    Role::Soldier,
];

pub(super) fn game(players: usize, side: Side) -> GameState {
    game_of(Default::default(), players, side)
}

/// The insanity track the tests assume (levels 1..=5). Only levels 1 and 5 have a source
/// (cards.md §3.6); the real card is asked of its owner in the window.
pub(super) const TEST_TRACK: [IntruderKind; 5] = [
    IntruderKind::Lurker,
    IntruderKind::Lurker,
    IntruderKind::Whisperer,
    IntruderKind::Stalker,
    IntruderKind::Despoiler,
];

/// A game with `species` in the box.
pub(super) fn game_of(
    species: crate::nemesis::species::Species,
    players: usize,
    side: Side,
) -> GameState {
    GameState::new(GameConfig {
        species,
        // the rules make the box deal with Void Seeders (a Lair token's items are only printed)
        dealer: if species.own_exploration_tokens() {
            Dealer::Box
        } else {
            Dealer::App
        },
        mode: if players == 1 {
            Mode::Solo
        } else {
            Mode::Standard
        },
        side,
        seed: 42,
        edition: GameConfig::EDITION,
        insanity_track: species.insanity().then_some(TEST_TRACK),
        players: (0..players)
            .map(|i| PlayerSetup {
                name: format!("P{}", i + 1),
                role: ROLES[i],
                ring: None,
            })
            .collect(),
    })
    .expect("setup")
}

/// Runs rule code directly on the game (as `apply` does, but without the copy).
pub(super) fn run<R>(g: &mut GameState, f: impl FnOnce(&mut Ctx) -> R) -> (R, Vec<Outcome>) {
    let d = data().expect("data");
    let side = g.config.side;
    let species = g.config.species;
    let mut ctx = Ctx {
        g,
        c: d.content(species),
        b: d.board(side),
        out: Vec::new(),
        trace: None,
        marked: None,
    };
    let r = f(&mut ctx);
    (r, ctx.out)
}

pub(super) fn apply(g: &mut GameState, cmd: Command) -> Vec<Outcome> {
    g.apply(&cmd)
        .unwrap_or_else(|e| panic!("{cmd:?} refused: {e}"))
}

/// Makes a room explored with the given tile (any face-down tile there goes back to the box).
pub(super) fn room(g: &mut GameState, at: u8, kind: RoomKind) {
    let s = SlotId(at);
    // take the tile out of wherever it hides
    g.hidden.tiles.retain(|_, k| *k != kind);
    g.hidden.unused_tiles.retain(|k| *k != kind);
    if let Some(old) = g.hidden.tiles.remove(&s) {
        g.hidden.unused_tiles.push(old);
    }
    g.hidden.tokens.remove(&s);
    let r = g.rooms.get_mut(&s).expect("slot");
    r.room = Some(kind);
    r.explored = true;
}

/// Marks a slot explored, keeping its tile (revealed) so empty-room noise rolls can happen there.
pub(super) fn explore(g: &mut GameState, at: u8) {
    let s = SlotId(at);
    let tile = g.hidden.tiles.remove(&s);
    g.hidden.tokens.remove(&s);
    let r = g.rooms.get_mut(&s).expect("slot");
    if r.room.is_none() {
        r.room = tile;
    }
    r.explored = true;
}

pub(super) fn put(g: &mut GameState, p: u8, at: u8) {
    g.character_mut(PlayerId(p)).expect("player").at = Whereabouts::Room(SlotId(at));
}

pub(super) fn add(g: &mut GameState, kind: IntruderKind, at: u8) -> IntruderId {
    let id = IntruderId(g.next_intruder);
    g.next_intruder += 1;
    g.first_encounter = true;
    g.intruders.push(Intruder {
        id,
        kind,
        at: SlotId(at),
        injuries: 0,
    });
    id
}

fn token_of(g: &GameState, kind: IntruderKind, surprise: Option<u8>) -> u8 {
    let c = &data().expect("data").content(g.config.species);
    let all: Vec<u8> = (0..c.tokens.len() as u8).collect();
    *all.iter()
        .find(|&&t| {
            c.tokens[t as usize].kind.is(kind)
                && surprise.is_none_or(|s| c.tokens[t as usize].surprise == s)
                && !g.hidden.bag.contains(&t)
        })
        .expect("token available")
}

/// Puts exactly these tokens in the bag (type and, optionally, surprise value); all others go to
/// the supply.
pub(super) fn bag(g: &mut GameState, tokens: &[(IntruderKind, Option<u8>)]) {
    g.hidden.supply.append(&mut g.hidden.bag);
    for &(k, s) in tokens {
        let t = token_of(g, k, s);
        g.hidden.supply.retain(|&x| x != t);
        g.hidden.bag.push(t);
    }
}

pub(super) fn bag_kinds(g: &GameState) -> Vec<IntruderKind> {
    let c = &data().expect("data").content(g.config.species);
    let mut v: Vec<_> = g
        .hidden
        .bag
        .iter()
        .filter_map(|&t| c.tokens[t as usize].kind.typed())
        .collect();
    v.sort();
    v
}

fn card_ix(list: &[String], id: &str) -> u8 {
    list.iter()
        .position(|x| x == id)
        .unwrap_or_else(|| panic!("no card {id}")) as u8
}

/// Puts these event cards on top of the event deck, the first named on top.
pub(super) fn events_on_top(g: &mut GameState, ids: &[&str]) {
    let c = &data().expect("data").content(g.config.species);
    let names: Vec<String> = c.events.iter().map(|e| e.id.clone()).collect();
    for id in ids.iter().rev() {
        let ix = card_ix(&names, id);
        g.hidden.events.take(ix);
        g.hidden.events.draw.push(ix);
    }
}

/// Puts these attack cards on top of the attack deck, the first named on top.
pub(super) fn attacks_on_top(g: &mut GameState, ids: &[&str]) {
    let c = &data().expect("data").content(g.config.species);
    let names: Vec<String> = c.attacks.iter().map(|e| e.id.clone()).collect();
    for id in ids.iter().rev() {
        let ix = card_ix(&names, id);
        g.hidden.attacks.take(ix);
        g.hidden.attacks.draw.push(ix);
    }
}

pub(super) fn attack_ix(id: &str) -> u8 {
    let c = &data().expect("data").content(Default::default());
    card_ix(
        &c.attacks.iter().map(|e| e.id.clone()).collect::<Vec<_>>(),
        id,
    )
}

/// Finds an RNG state for which `f` gives outcomes satisfying `want`, leaves the game in that
/// state, and returns the outcomes. For dice and random draws.
pub(super) fn rig<R>(
    g: &mut GameState,
    mut f: impl FnMut(&mut Ctx) -> R,
    want: impl Fn(&[Outcome]) -> bool,
) -> (R, Vec<Outcome>) {
    for k in 0..10_000u64 {
        let mut trial = g.clone();
        trial.hidden.rng = ChaCha8Rng::seed_from_u64(k);
        let (r, out) = run(&mut trial, &mut f);
        if want(&out) {
            *g = trial;
            return (r, out);
        }
    }
    panic!("no RNG state gives the wanted outcome");
}

pub(super) fn noise_result(out: &[Outcome]) -> Option<NoiseResult> {
    out.iter().find_map(|o| match o {
        Outcome::NoiseRolled { result, .. } => Some(*result),
        _ => None,
    })
}

pub(super) fn has(out: &[Outcome], pred: impl Fn(&Outcome) -> bool) -> bool {
    out.iter().any(pred)
}

/// Hand sizes as the Event Phase takes them: `(player, cards)`.
pub(super) fn hands(list: &[(u8, u8)]) -> Vec<(PlayerId, u8)> {
    list.iter().map(|&(p, h)| (PlayerId(p), h)).collect()
}

/// The corridor joining two slots (the first one, on a side-B double corridor).
pub(super) fn corr(g: &GameState, a: u8, b: u8) -> crate::ids::CorridorId {
    *g.board()
        .expect("board")
        .corridors_between(SlotId(a), SlotId(b))
        .first()
        .unwrap_or_else(|| panic!("no corridor {a}-{b}"))
}

pub(super) fn noise_on(g: &GameState, a: u8, b: u8) -> bool {
    g.corridors[corr(g, a, b).0 as usize].noise
}

pub(super) fn door(g: &mut GameState, a: u8, b: u8, state: DoorState) {
    let c = corr(g, a, b);
    g.corridors[c.0 as usize].door = state;
}

pub(super) fn door_of(g: &GameState, a: u8, b: u8) -> DoorState {
    g.corridors[corr(g, a, b).0 as usize].door
}

/// Rigs an unexplored slot: this face-down tile and an exploration token with this effect (and
/// item number, if given). Both are swapped with wherever they were, so every tile and token
/// stays counted once.
pub(super) fn face_down(
    g: &mut GameState,
    at: u8,
    kind: RoomKind,
    effect: crate::nemesis::content::ExplorationEffect,
    items: Option<u8>,
) {
    let s = SlotId(at);
    assert!(!g.rooms[&s].explored, "slot {at} is explored");
    let h = &mut g.hidden;
    if g.rooms[&s].room.is_none() {
        let old = h.tiles.get(&s).copied().expect("face-down tile");
        if old != kind {
            if let Some((&y, _)) = h.tiles.iter().find(|(_, k)| **k == kind) {
                h.tiles.insert(y, old);
            } else {
                let i = h
                    .unused_tiles
                    .iter()
                    .position(|k| *k == kind)
                    .expect("tile is face up already");
                h.unused_tiles[i] = old;
            }
            h.tiles.insert(s, kind);
        }
    }
    let c = &data().expect("data").content(Default::default());
    let fits = |t: u8| {
        let f = &c.exploration[t as usize];
        f.effect == effect && items.is_none_or(|n| f.items == Some(n))
    };
    let old = h.tokens.get(&s).copied().expect("exploration token");
    if !fits(old) {
        if let Some((&z, &t)) = h.tokens.iter().find(|(_, t)| fits(**t)) {
            h.tokens.insert(z, old);
            h.tokens.insert(s, t);
        } else {
            let i = h
                .unused_tokens
                .iter()
                .position(|t| fits(*t))
                .expect("no such token left");
            h.tokens.insert(s, h.unused_tokens[i]);
            h.unused_tokens[i] = old;
        }
    }
}

/// Every room kind with the number of places it is in: face up on the board, face down, or in
/// the box. A healthy game has each kind exactly once.
pub(super) fn tile_census(g: &GameState) -> std::collections::BTreeMap<RoomKind, usize> {
    let mut m = std::collections::BTreeMap::new();
    let kinds = g
        .rooms
        .values()
        .filter_map(|r| r.room)
        .chain(g.hidden.tiles.values().copied())
        .chain(g.hidden.unused_tiles.iter().copied());
    for k in kinds {
        *m.entry(k).or_insert(0) += 1;
    }
    m
}

pub(super) fn count(out: &[Outcome], pred: impl Fn(&Outcome) -> bool) -> usize {
    out.iter().filter(|o| pred(o)).count()
}

/// Rigs the noise die for the next `f`: searches an RNG state whose first noise roll is `want`.
pub(super) fn rig_noise<R>(
    g: &mut GameState,
    want: NoiseResult,
    f: impl FnMut(&mut Ctx) -> R,
) -> (R, Vec<Outcome>) {
    rig(g, f, |out| noise_result(out) == Some(want))
}

/// Every noise result in order.
pub(super) fn noise_results(out: &[Outcome]) -> Vec<NoiseResult> {
    out.iter()
        .filter_map(|o| match o {
            Outcome::NoiseRolled { result, .. } => Some(*result),
            _ => None,
        })
        .collect()
}

pub(super) fn event_ix(id: &str) -> u8 {
    let c = &data().expect("data").content(Default::default());
    card_ix(
        &c.events.iter().map(|e| e.id.clone()).collect::<Vec<_>>(),
        id,
    )
}

pub(super) fn set_noise(g: &mut GameState, a: u8, b: u8) {
    let c = corr(g, a, b);
    g.corridors[c.0 as usize].noise = true;
}

/// Runs a whole Event Phase with this event card on top of the deck.
pub(super) fn event_phase_with(
    g: &mut GameState,
    event: &str,
    hand_list: &[(u8, u8)],
) -> Vec<Outcome> {
    events_on_top(g, &[event]);
    let (r, out) = run(g, |c| c.event_phase(&hands(hand_list)));
    r.expect("event phase");
    out
}

/// Runs one event card effect (no movement, no disposal).
pub(super) fn effect(
    g: &mut GameState,
    e: crate::nemesis::content::EventEffect,
    hand_list: &[(u8, u8)],
) -> Vec<Outcome> {
    run(g, |c| c.event_effect(e, &hands(hand_list))).1
}

/// A safe trip home: all three engines working and the destination marker on Earth.
pub(super) fn safe_trip(g: &mut GameState) {
    g.hidden.engines = [true; 3];
    g.destination = dest_letter(g, crate::nemesis::content::Destination::Earth);
}

/// The destination letter (0..=3) that leads to `d` on this game's coordinates card.
pub(super) fn dest_letter(g: &GameState, d: crate::nemesis::content::Destination) -> u8 {
    let c = &data().expect("data").content(Default::default());
    c.coordinates[g.hidden.coordinates as usize]
        .abcd
        .iter()
        .position(|x| *x == d)
        .expect("every card has every destination") as u8
}
