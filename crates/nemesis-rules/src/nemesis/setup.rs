//! Setup (base.md §2): the board mirror, the bag, the decks and every hidden component.

use super::board::{Board, SlotKind};
use super::content::{Content, RoomGroup};
use super::game::SetupError;
use super::game::{RuleError, data};
use super::species::Species;
use super::state::*;
use crate::blocks::Deck;
use crate::ids::*;
use rand::SeedableRng;
use rand::seq::{IndexedRandom, SliceRandom};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet};
use std::ops::RangeInclusive;

/// Whether an insanity track names a Void Seeder creature on every level (which one is where
/// is the owner's reading of the card; nothing else is assumed).
pub fn track_is_sound(track: [IntruderKind; 5]) -> bool {
    let creatures = super::species::Species::VoidSeeders.creatures();
    track.iter().all(|k| creatures.contains(k))
}

/// Escape pods in play by player count (base.md §2.1 step 7).
pub fn pods_for(players: usize) -> usize {
    match players {
        0..=2 => 2,
        3..=4 => 3,
        _ => 4,
    }
}

impl GameConfig {
    /// Whether a game can be set up with this config, and why not: the one check the new-game
    /// form and `GameState::new` both ask.
    pub fn check(&self) -> Result<(), SetupError> {
        let n = self.players.len();
        if !self.players_allowed().contains(&n) {
            return Err(match self.mode {
                Mode::Solo => SetupError::SoloNeedsOnePlayer,
                Mode::Coop => SetupError::CoopNeedsTwoToFive,
                Mode::Standard => SetupError::OneToFivePlayers,
            });
        }
        let roles: BTreeSet<_> = self.players.iter().map(|p| p.role).collect();
        if roles.len() != n {
            return Err(SetupError::CharacterTwice);
        }
        if self.species.insanity() && !self.insanity_track.is_some_and(track_is_sound) {
            return Err(SetupError::InsanityTrackNeeded);
        }
        if !self.side_allowed(self.side) {
            return Err(SetupError::ExpansionOnSideA);
        }
        if !self.dealer_allowed(self.dealer) {
            return Err(SetupError::BoxDealsWithVoidSeeders);
        }
        Ok(())
    }

    /// How many players this mode takes: solo one (base.md §13), co-op two to five, the
    /// standard game one to five. The form offers "add a player" only inside this.
    pub fn players_allowed(&self) -> RangeInclusive<usize> {
        match self.mode {
            Mode::Solo => 1..=1,
            Mode::Coop => 2..=5,
            Mode::Standard => 1..=5,
        }
    }

    /// Whether this game may be laid out on `side` of the main board: the expansions' setup
    /// step 1 takes the basic side (carnomorphs.md and void-seeders.md §3, step 1).
    pub fn side_allowed(&self, side: Side) -> bool {
        side == Side::A || self.species == Default::default() || !self.since(3)
    }

    /// Whether `dealer` may deal this game's room tiles and exploration tokens: with Void
    /// Seeders only the box can, as a Lair token's item count is printed on the token alone
    /// (cards.md §6.2 V16; issue 35).
    pub fn dealer_allowed(&self, dealer: Dealer) -> bool {
        dealer == Dealer::Box || !self.species.own_exploration_tokens() || !self.since(1)
    }

    /// What the table lays out by hand before the first round, in the rulebook's order
    /// (base.md §2.1; the expansions' setup): the evacuation sections only on side B.
    pub fn table_steps(&self) -> Vec<TableStep> {
        let mut steps = vec![TableStep::Board];
        if self.side == Side::B {
            steps.push(TableStep::Evacuation);
        }
        steps.extend([
            TableStep::RoomTiles,
            TableStep::Exploration,
            TableStep::Pods,
            TableStep::Eggs,
            TableStep::ItemDecks,
            TableStep::Contamination,
            TableStep::Markers,
            TableStep::Tracks,
            TableStep::Crew,
        ]);
        steps
    }
}

/// A step of the setup done by hand on the table (the app holds the rest).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TableStep {
    Board,
    /// Side B only: the two evacuation sections on their slots.
    Evacuation,
    RoomTiles,
    Exploration,
    Pods,
    Eggs,
    ItemDecks,
    Contamination,
    Markers,
    Tracks,
    Crew,
}

impl GameState {
    /// Sets up a new game. Same config (seed included), same game.
    pub fn new(config: GameConfig) -> Result<GameState, RuleError> {
        let data = data()?;
        let (c, b) = (data.content(config.species), data.board(config.side));
        let n = config.players.len();
        let species = config.species;
        config.check().map_err(RuleError::BadSetup)?;
        let mut rng = ChaCha8Rng::seed_from_u64(config.seed);
        let (mut rooms, dealt) = deal_rooms(c, b, species, &mut rng)?;
        let hib = b
            .fixed_slot(RoomKind::Hibernatorium)
            .ok_or_else(|| RuleError::Data("no Hibernatorium".into()))?;
        if let Some(r) = rooms.get_mut(&hib) {
            r.corpses = 1; // the blue corpse
        }
        let (bag, supply) = fill_bag(c, n, &mut rng)?;
        let mut hidden = shuffle_hidden(c, rng, bag, supply, dealt);
        let pods = seat_pods(n, &mut hidden.rng);
        let characters = crew(&config, hib);

        Ok(GameState {
            hidden,
            round: 1,
            first_player: PlayerId(1),
            characters,
            rooms,
            corridors: vec![CorridorState::default(); b.corridors.len()],
            tech_noise: b.networks.iter().map(|&n| (n, false)).collect(),
            intruders: Vec::new(),
            next_intruder: 1,
            time: 15,
            self_destruct: None,
            destination: 1,
            pods,
            nest_eggs: c.species.starting_eggs,
            nest_destroyed: false,
            adaptations: species
                .adaptation_slots()
                .iter()
                .map(|&slot| Adaptation {
                    slot,
                    revealed: false,
                    card: None,
                    removed: false,
                })
                .collect(),
            event_paused: None,
            blue_corpse: species.feeds().then_some(hib),
            butcher_gone: false,
            lairs_destroyed: 0,
            held_panics: Vec::new(),
            panic_open: None,
            weaknesses_revealed: [false; 3],
            weakness_notes: Default::default(),
            labels_seen: BTreeMap::new(),
            labels_removed: BTreeSet::new(),
            contamination_deck: c.labels,
            first_encounter: false,
            first_death: None,
            intruder_player: None,
            intruder_card_played: false,
            intruder_player_offer: None,
            pending_attack: None,
            airlock: None,
            scans_requested: Vec::new(),
            scan_asked: Default::default(),
            ended: None,
            victory: None,
            revival: None,
            surprise_waiting: None,
            turn_ended: None,
            acting: None,
            hands_said: Default::default(),
            config,
        })
    }
}

/// The room tiles and exploration tokens the app deals face down (the rooms themselves go on the
/// board's mirror).
struct Dealt {
    tiles: BTreeMap<SlotId, RoomKind>,
    tokens: BTreeMap<SlotId, u8>,
    unused_tiles: Vec<RoomKind>,
    unused_tokens: Vec<u8>,
}

/// The rooms of the board: printed rooms are known; random tiles and exploration tokens go
/// face down.
fn deal_rooms(
    c: &Content,
    b: &Board,
    species: Species,
    rng: &mut ChaCha8Rng,
) -> Result<(BTreeMap<SlotId, RoomState>, Dealt), RuleError> {
    // Rooms: printed rooms are known; random tiles go face down on "1" and "2" slots.
    let fixed: Vec<RoomKind> = b
        .slots
        .iter()
        .filter_map(|s| match s.kind {
            SlotKind::Fixed { room } => Some(room),
            _ => None,
        })
        .collect();
    let pool = |group: RoomGroup, rng: &mut ChaCha8Rng| {
        let mut tiles: Vec<RoomKind> = c
            .rooms
            .iter()
            .filter(|r| r.group == group && !fixed.contains(&r.kind))
            // no slime with Void Seeders: its room tile stays in the box
            .filter(|r| species.has_room(r.kind))
            .map(|r| r.kind)
            .collect();
        tiles.shuffle(rng);
        tiles
    };
    let mut ones = pool(RoomGroup::Room1, rng);
    let mut twos = pool(RoomGroup::Room2, rng);
    let mut explo: Vec<u8> = (0..c.exploration.len() as u8).collect();
    explo.shuffle(rng);

    let mut rooms = BTreeMap::new();
    let mut tiles = BTreeMap::new();
    let mut tokens = BTreeMap::new();
    for s in &b.slots {
        let mut r = RoomState::default();
        let tile = match s.kind {
            SlotKind::Fixed { room } => {
                r.room = Some(room);
                // printed special rooms are explored; face-up room tiles (side B Evacuation)
                // still hide an exploration token
                r.explored = c.room(room).group == RoomGroup::Special;
                // Void Seeders put an exploration token on each Engine room too
                if species.own_exploration_tokens()
                    && matches!(
                        room,
                        RoomKind::Engine1 | RoomKind::Engine2 | RoomKind::Engine3
                    )
                {
                    r.explored = false;
                }
                None
            }
            SlotKind::Room1 => ones.pop(),
            SlotKind::Room2 => twos.pop(),
        };
        let tile = match (s.kind, tile) {
            (SlotKind::Fixed { .. }, _) => None,
            (_, Some(t)) => Some(t),
            (_, None) => {
                return Err(RuleError::Data(format!(
                    "board side {:?}: more slots than room tiles",
                    b.side
                )));
            }
        };
        if let Some(t) = tile {
            tiles.insert(s.id, t);
        }
        if !r.explored {
            let t = explo
                .pop()
                .ok_or_else(|| RuleError::Data("not enough exploration tokens".into()))?;
            tokens.insert(s.id, t);
        }
        rooms.insert(s.id, r);
    }
    let mut unused_tiles = ones;
    unused_tiles.append(&mut twos);
    Ok((
        rooms,
        Dealt {
            tiles,
            tokens,
            unused_tiles,
            unused_tokens: explo,
        },
    ))
}

/// The bag and the supply: the species' starting tokens drawn from each type's supply.
fn fill_bag(c: &Content, n: usize, rng: &mut ChaCha8Rng) -> Result<(Vec<u8>, Vec<u8>), RuleError> {
    // The bag: tokens of each type drawn at random from that type's supply (values differ).
    let mut supply: Vec<u8> = (0..c.tokens.len() as u8).collect();
    supply.shuffle(rng);
    let mut bag = Vec::new();
    for (kind, blue, count) in c.species.starting_bag(n) {
        if kind.is(IntruderKind::Insanity) {
            // each player's own colour (void-seeders.md §2 step 18): token k is player k's
            let mine: Vec<u8> = (0..c.tokens.len() as u8)
                .filter(|&t| c.tokens[t as usize].kind == kind)
                .take(count)
                .collect();
            supply.retain(|t| !mine.contains(t));
            bag.extend(mine);
            continue;
        }
        for _ in 0..count {
            let i = supply
                .iter()
                .position(|&t| {
                    let t = &c.tokens[t as usize];
                    t.kind == kind && t.blue == blue
                })
                .ok_or_else(|| RuleError::Data(format!("not enough {kind:?} tokens")))?;
            bag.push(supply.remove(i));
        }
    }

    Ok((bag, supply))
}

/// The hidden components: the decks, the engines, the coordinates, the weaknesses and the
/// infected labels, shuffled in this order, with the bag and the dealt rooms.
fn shuffle_hidden(
    c: &Content,
    mut rng: ChaCha8Rng,
    bag: Vec<u8>,
    supply: Vec<u8>,
    dealt: Dealt,
) -> Hidden {
    let events = Deck::shuffled(c.events.len() as u8, &mut rng);
    let attacks = Deck::shuffled(c.attacks.len() as u8, &mut rng);
    // only a species with a panic deck draws for it, so other games' seeds stay as they were
    let panic = if c.panic.is_empty() {
        Deck::default()
    } else {
        Deck::shuffled(c.panic.len() as u8, &mut rng)
    };
    let engines = [
        rand::RngExt::random_bool(&mut rng, 0.5),
        rand::RngExt::random_bool(&mut rng, 0.5),
        rand::RngExt::random_bool(&mut rng, 0.5),
    ];
    let coordinates = rand::RngExt::random_range(&mut rng, 0..c.coordinates.len() as u8);
    let mut weak: Vec<u8> = (0..c.weaknesses.len() as u8).collect();
    weak.shuffle(&mut rng);
    let weaknesses = match weak[..] {
        [a, b, c, ..] => [a, b, c],
        _ => [0; 3], // the species' cards stay physical (Carnomorph adaptations)
    };
    let labels: Vec<u8> = (1..=c.labels).collect();
    let infected: BTreeSet<LabelId> = labels
        .sample(&mut rng, c.infected as usize)
        .map(|&l| LabelId(l))
        .collect();

    Hidden {
        rng,
        bag,
        supply,
        events,
        attacks,
        panic,
        engines,
        coordinates,
        weaknesses,
        infected,
        tiles: dealt.tiles,
        tokens: dealt.tokens,
        unused_tiles: dealt.unused_tiles,
        unused_tokens: dealt.unused_tokens,
        next_token: None,
        bag_fixes: None,
    }
}

/// The escape pods in play, drawn at random from the four and laid out in number order.
fn seat_pods(n: usize, rng: &mut ChaCha8Rng) -> Vec<Pod> {
    let mut pod_numbers: Vec<u8> = vec![1, 2, 3, 4];
    pod_numbers.shuffle(rng);
    pod_numbers.truncate(pods_for(n));
    pod_numbers.sort();
    pod_numbers
        .iter()
        .enumerate()
        .map(|(i, &number)| Pod {
            number,
            section: if i % 2 == 0 { Section::A } else { Section::B },
            locked: true,
            launched: false,
            seats: Vec::new(),
        })
        .collect()
}

/// The characters, all in the Hibernatorium.
fn crew(config: &GameConfig, hib: SlotId) -> Vec<Character> {
    let species = config.species;
    config
        .players
        .iter()
        .enumerate()
        .map(|(i, p)| Character {
            player: PlayerId(i as u8 + 1),
            name: p.name.clone(),
            role: p.role,
            at: Whereabouts::Room(hib),
            slime: false,
            larva: false,
            light_wounds: 0,
            serious_wounds: 0,
            dressed_wounds: 0,
            contamination: 0,
            carrying: Vec::new(),
            passed: false,
            mutation_card: false,
            mutation_markers: 0,
            insanity: u8::from(species.insanity()),
        })
        .collect()
}
