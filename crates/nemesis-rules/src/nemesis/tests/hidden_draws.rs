//! Issue 35: a hidden draw is a function of the seed and the public history. Corrections that
//! cancel out, in any number, nested or interleaved, leave every future draw as it was: the bag,
//! the event and attack decks, the noise die, the tiles. Base game and both expansions here;
//! Retaliation in `retaliation/tests_hidden_draws.rs`.

use super::kit::*;
use crate::ids::*;
use crate::nemesis::command::{Correction as F, Reveal};
use crate::nemesis::outcome::Outcome;
use crate::nemesis::species::Species;
use crate::nemesis::state::Whereabouts;
use crate::{Command, GameState, RuleError};
use proptest::prelude::*;

/// One correction and the one that takes it back, as the game stands when it is made.
#[derive(Debug, Clone)]
enum Pair {
    /// A token of the species' kind `kind` (index) added then removed, or removed then added.
    Bag {
        kind: usize,
        add_first: bool,
    },
    /// An event card (index into the deck) put on top, then the old top card put back on top.
    NextEvent {
        card: u8,
    },
    NextAttack {
        card: u8,
    },
    /// A public field changed, then changed back.
    Noise {
        corridor: u8,
    },
    Fire {
        slot: u8,
    },
    Time {
        up: bool,
    },
    NestEggs {
        up: bool,
    },
    Wounds {
        player: u8,
    },
}

fn pair() -> impl Strategy<Value = Pair> {
    prop_oneof![
        4 => (0usize..16, any::<bool>()).prop_map(|(kind, add_first)| Pair::Bag { kind, add_first }),
        1 => (0u8..40).prop_map(|card| Pair::NextEvent { card }),
        1 => (0u8..40).prop_map(|card| Pair::NextAttack { card }),
        1 => (0u8..60).prop_map(|corridor| Pair::Noise { corridor }),
        1 => (0u8..24).prop_map(|slot| Pair::Fire { slot }),
        1 => any::<bool>().prop_map(|up| Pair::Time { up }),
        1 => any::<bool>().prop_map(|up| Pair::NestEggs { up }),
        1 => (1u8..5).prop_map(|player| Pair::Wounds { player }),
    ]
}

/// Every type a bag correction may name in a game with `species` (its own and the Blank).
fn kinds(species: Species) -> Vec<IntruderKind> {
    let mut k: Vec<IntruderKind> = species.creatures().to_vec();
    k.push(IntruderKind::Blank);
    if species.insanity() {
        k.push(IntruderKind::VoidSeeder);
        k.push(IntruderKind::Insanity);
    }
    k
}

/// The correction and its reverse, or None when this pair does not apply to this game now (a
/// card in the face-up discard, a corridor the board does not have).
fn fixes(g: &GameState, p: &Pair) -> Option<(F, F)> {
    Some(match *p {
        Pair::Bag { kind, add_first } => {
            let k = kinds(g.config.species);
            let kind = k[kind % k.len()];
            let (add, remove) = (F::AddTokenToBag { kind }, F::RemoveTokenFromBag { kind });
            if add_first {
                (add, remove)
            } else {
                (remove, add)
            }
        }
        Pair::NextEvent { card } => {
            let d = &g.hidden.events.draw;
            let (&top, card) = (d.last()?, *d.get(usize::from(card) % d.len())?);
            (F::NextEvent { card }, F::NextEvent { card: top })
        }
        Pair::NextAttack { card } => {
            let d = &g.hidden.attacks.draw;
            let (&top, card) = (d.last()?, *d.get(usize::from(card) % d.len())?);
            (F::NextAttack { card }, F::NextAttack { card: top })
        }
        Pair::Noise { corridor } => {
            let c = usize::from(corridor) % g.corridors.len();
            let noise = g.corridors[c].noise;
            let corridor = CorridorId(c as u8);
            (
                F::SetNoise {
                    corridor,
                    noise: !noise,
                },
                F::SetNoise { corridor, noise },
            )
        }
        Pair::Fire { slot } => {
            let at = SlotId(slot);
            let fire = g.rooms.get(&at)?.fire;
            (F::SetFire { at, fire: !fire }, F::SetFire { at, fire })
        }
        Pair::Time { up } => {
            let time = g.time;
            let to = if up {
                time.saturating_add(1)
            } else {
                time.saturating_sub(1)
            };
            (F::SetTime { time: to }, F::SetTime { time })
        }
        Pair::NestEggs { up } => {
            let eggs = g.nest_eggs;
            let to = if up {
                eggs.saturating_add(1)
            } else {
                eggs.saturating_sub(1)
            };
            (F::SetNestEggs { eggs: to }, F::SetNestEggs { eggs })
        }
        Pair::Wounds { player } => {
            let c = g.characters.get(usize::from(player) - 1)?;
            let (light, serious, dressed) = (c.light_wounds, c.serious_wounds, c.dressed_wounds);
            (
                F::SetWounds {
                    player: c.player,
                    light: (light + 1) % 3,
                    serious,
                    dressed,
                },
                F::SetWounds {
                    player: c.player,
                    light,
                    serious,
                    dressed,
                },
            )
        }
    })
}

/// Applies the pairs nested (each correction, then the reverses in the opposite order), as a
/// table that typed several corrections and then took them back; a correction the rules refuse
/// is left out with its reverse.
fn insert_pairs(g: &mut GameState, pairs: &[Pair]) -> usize {
    let mut undo = Vec::new();
    for p in pairs {
        let Some((fix, back)) = fixes(g, p) else {
            continue;
        };
        if g.apply(&Command::Fix(fix.clone())).is_ok() {
            undo.push((fix, back));
        }
    }
    let made = undo.len();
    for (fix, back) in undo.into_iter().rev() {
        let r = g.apply(&Command::Fix(back.clone()));
        assert!(r.is_ok(), "{back:?} (taking back {fix:?}) refused: {r:?}");
    }
    made
}

/// Bag corrections only, taken back in another order than they were made: the bag's corrections
/// count per type, so the order does not matter.
fn insert_bag_pairs_shuffled(g: &mut GameState, pairs: &[(usize, bool)], order: &[usize]) {
    let k = kinds(g.config.species);
    let mut backs = Vec::new();
    for &(kind, add_first) in pairs {
        let kind = k[kind % k.len()];
        let (fix, back) = if add_first {
            (F::AddTokenToBag { kind }, F::RemoveTokenFromBag { kind })
        } else {
            (F::RemoveTokenFromBag { kind }, F::AddTokenToBag { kind })
        };
        apply(g, Command::Fix(fix));
        backs.push(back);
    }
    let mut ix: Vec<usize> = (0..backs.len()).collect();
    for (i, &o) in order.iter().enumerate().take(ix.len()) {
        let j = i + o % (ix.len() - i);
        ix.swap(i, j);
    }
    for i in ix {
        apply(g, Command::Fix(backs[i].clone()));
    }
}

type Future = Vec<Result<Vec<Outcome>, RuleError>>;

/// What the game draws next: `rounds` rounds in which player 1 walks on (into rooms, making
/// noise rolls and meeting what the bag gives), everyone passes, and the Event Phase runs (event
/// cards, attacks, bag development). Refusals are part of the record.
fn future(g: &mut GameState, rounds: usize) -> Future {
    let mut said = Vec::new();
    for _ in 0..rounds {
        let board = g.board().expect("board");
        if let Some(c) = g.characters.first()
            && let Whereabouts::Room(at) = c.at
            && let Some(&to) = board.neighbours(at).first()
        {
            // when the box deals (Void Seeders), the first tile and face the rules offer
            let reveal = match g.rooms.get(&to) {
                Some(r) if !r.explored && g.config.dealer == Dealer::Box => {
                    let room = r.room.or_else(|| g.tiles_for(to).first().copied());
                    let face = g.exploration_faces().first().copied();
                    room.zip(face).map(|(room, (exploration, items))| Reveal {
                        room,
                        exploration,
                        items,
                    })
                }
                _ => None,
            };
            let mv = Command::Move {
                player: c.player,
                to,
                corridor: None,
                hand: 5,
                careful: None,
                reveal,
            };
            said.push(g.apply(&mv));
        }
        let players: Vec<PlayerId> = g.characters.iter().map(|c| c.player).collect();
        for &player in &players {
            said.push(g.apply(&Command::EndTurn {
                player,
                passed: true,
                hand: Some(5),
            }));
        }
        let hands = players.iter().map(|&p| (p, 4)).collect();
        said.push(g.apply(&Command::EventPhase { hands }));
    }
    said
}

/// A game of `species` with `seed`, after `rounds` rounds of that walk.
fn played(species: Species, players: usize, seed: u64, rounds: usize) -> GameState {
    let mut config = game_of(species, players, Side::A).config;
    config.seed = seed;
    let mut g = GameState::new(config).expect("setup");
    future(&mut g, rounds);
    g
}

const SPECIES: [Species; 3] = [
    Species::Intruders,
    Species::Carnomorphs,
    Species::VoidSeeders,
];

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    /// The promise, for every species: corrections that cancel out, inserted at any point of a
    /// game, change no future draw, and leave the whole state (hidden parts included) as it was.
    #[test]
    fn cancelling_corrections_change_no_future_draw(
        species in 0usize..3,
        players in 1usize..=4,
        seed in any::<u64>(),
        before in 0usize..4,
        pairs in prop::collection::vec(pair(), 1..8),
    ) {
        let species = SPECIES[species];
        let g = played(species, players, seed, before);
        prop_assume!(g.ended.is_none());
        let mut fixed = g.clone();
        insert_pairs(&mut fixed, &pairs);
        prop_assert_eq!(&fixed.public_view(), &g.public_view());
        prop_assert!(fixed == g, "the state differs after cancelling corrections");
        prop_assert_eq!(future(&mut fixed.clone(), 3), future(&mut g.clone(), 3));
    }

    /// Bag corrections taken back in any order.
    #[test]
    fn bag_corrections_cancel_in_any_order(
        species in 0usize..3,
        seed in any::<u64>(),
        before in 0usize..3,
        pairs in prop::collection::vec((0usize..16, any::<bool>()), 1..10),
        order in prop::collection::vec(any::<usize>(), 10),
    ) {
        let g = played(SPECIES[species], 2, seed, before);
        // corrections are refused once the game has ended: the promise is about a game in play
        prop_assume!(g.ended.is_none());
        let mut fixed = g.clone();
        insert_bag_pairs_shuffled(&mut fixed, &pairs, &order);
        prop_assert!(fixed == g, "the state differs after cancelling bag corrections");
        prop_assert_eq!(future(&mut fixed.clone(), 3), future(&mut g.clone(), 3));
    }
}

/// The audit's reproduction (issue 35): seed 1, two players pass, the Event Phase's bag
/// development drew a Queen; after an undo, "remove a Larva, add a Larva" (the view identical)
/// made it draw a Larva.
#[test]
fn remove_then_add_a_larva_does_not_redraw_the_bag() {
    let config = crate::nemesis::GameConfig::numbered(1, 2, Side::A, Mode::Standard);
    let mut g = GameState::new(config).expect("setup");
    for p in [1, 2] {
        apply(
            &mut g,
            Command::EndTurn {
                player: PlayerId(p),
                passed: true,
                hand: None,
            },
        );
    }
    let event = Command::EventPhase {
        hands: hands(&[(1, 5), (2, 5)]),
    };
    let drawn = |out: &[Outcome]| {
        out.iter().find_map(|o| match o {
            Outcome::BagDevelopment { kind, .. } => Some(*kind),
            _ => None,
        })
    };
    let first = drawn(&g.clone().apply(&event).expect("event phase"));
    assert_eq!(first, Some(IntruderKind::Queen), "the audit's first draw");
    for kind in [
        IntruderKind::Larva,
        IntruderKind::Adult,
        IntruderKind::Queen,
    ] {
        let mut fixed = g.clone();
        apply(&mut fixed, Command::Fix(F::RemoveTokenFromBag { kind }));
        apply(&mut fixed, Command::Fix(F::AddTokenToBag { kind }));
        assert_eq!(
            drawn(&fixed.apply(&event).expect("event phase")),
            first,
            "{kind:?}"
        );
    }
}

/// The Blank case: adding a Blank while the only one is already in the bag adds nothing, so
/// taking it back takes nothing out.
#[test]
fn adding_what_the_supply_lacks_then_taking_it_back_moves_nothing() {
    let mut g = game(2, Side::A);
    bag(
        &mut g,
        &[(IntruderKind::Blank, None), (IntruderKind::Adult, None)],
    );
    g.hidden
        .supply
        .retain(|&t| !data_tokens_is(t, IntruderKind::Blank));
    let before = g.clone();
    apply(
        &mut g,
        Command::Fix(F::AddTokenToBag {
            kind: IntruderKind::Blank,
        }),
    );
    apply(
        &mut g,
        Command::Fix(F::RemoveTokenFromBag {
            kind: IntruderKind::Blank,
        }),
    );
    assert_eq!(bag_kinds(&g), bag_kinds(&before));
    assert!(g == before);
}

fn data_tokens_is(t: u8, kind: IntruderKind) -> bool {
    let d = crate::nemesis::game::data().expect("data");
    d.content(Species::Intruders).tokens[t as usize]
        .kind
        .is(kind)
}

// ---------------------------------------------------------------------------------------------
// Issue 51: the public view is what the table has been shown. Two games alike in everything the
// table has seen and different in what it has not (the bag, the decks, the engines, the
// coordinates, the random stream) show the same view after every page until a page's outcomes
// tell them apart; and no page shows what a later page tells.

use crate::nemesis::told::{PageKind, Told};
use rand::SeedableRng;
use rand::seq::SliceRandom;

/// The same game with its hidden components dealt again from `seed`: the same public history,
/// another bag order, other decks, engines, coordinates and future rolls; with `late_only`, only
/// what the victory check reveals (the engines, the coordinates), so the two games are told
/// alike up to the end.
fn twin(g: &GameState, seed: u64, late_only: bool) -> GameState {
    let mut t = g.clone();
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    let h = &mut t.hidden;
    if !late_only {
        h.bag.shuffle(&mut rng);
        h.events.draw.shuffle(&mut rng);
        h.attacks.draw.shuffle(&mut rng);
        h.panic.draw.shuffle(&mut rng);
        h.rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15));
    }
    h.engines = [0, 1, 2].map(|_| rand::RngExt::random_bool(&mut rng, 0.5));
    let cards = crate::nemesis::game::data()
        .expect("data")
        .content(g.config.species)
        .coordinates
        .len() as u8;
    h.coordinates = rand::RngExt::random_range(&mut rng, 0..cards);
    t
}

/// The next command of a simple table: player 1 walks on, everyone passes, the Event Phase; once
/// the game is over, the victory check's answers (quarantine yes, nothing scanned, no card
/// drawn, every objective met).
fn next_commands(g: &GameState) -> Vec<Command> {
    use crate::nemesis::state::VictoryStep as V;
    if let Some(v) = &g.victory {
        if let Some(player) = v.drawing {
            return vec![Command::VictoryDraw {
                player,
                contamination: 0,
            }];
        }
        return match &v.step {
            V::Quarantine { pending } => pending
                .first()
                .map(|&player| Command::VictoryQuarantine {
                    player,
                    quarantine: true,
                })
                .into_iter()
                .collect(),
            V::Contamination { pending } => pending
                .first()
                .map(|&player| Command::VictoryScan {
                    player,
                    labels: Vec::new(),
                })
                .into_iter()
                .collect(),
            V::Objectives { pending } => pending
                .first()
                .map(|&player| Command::VictoryObjective { player, met: true })
                .into_iter()
                .collect(),
            V::Done => Vec::new(),
        };
    }
    if g.ended.is_some() {
        return Vec::new();
    }
    let mut out = Vec::new();
    let board = g.board().expect("board");
    if let Some(c) = g.characters.iter().find(|c| c.active() && !c.passed)
        && let Whereabouts::Room(at) = c.at
        && let Some(&to) = board.neighbours(at).first()
        && g.config.dealer == Dealer::App
    {
        out.push(Command::Move {
            player: c.player,
            to,
            corridor: None,
            hand: 5,
            careful: None,
            reveal: None,
        });
    }
    let players: Vec<PlayerId> = g
        .characters
        .iter()
        .filter(|c| c.active())
        .map(|c| c.player)
        .collect();
    for &player in &players {
        out.push(Command::EndTurn {
            player,
            passed: true,
            hand: Some(5),
        });
    }
    out.push(Command::EventPhase {
        hands: players.iter().map(|&p| (p, 4)).collect(),
    });
    out
}

/// A page as the table reads it: its kind and what it says.
fn said(t: &Told, k: usize) -> Option<(PageKind, &[Outcome], &[Outcome])> {
    t.pages
        .get(k)
        .map(|p| (p.kind, p.outcomes.as_slice(), p.lead.as_slice()))
}

/// What a walk of twins compared: pages with equal views, and how far the games went.
#[derive(Debug, Default)]
struct Walked {
    pages: usize,
    ended: bool,
    victory_commands: usize,
    told_apart: bool,
}

/// Compares two games told the same command page by page: while the pages say the same, the
/// views must be equal; the first page that says something else is where they may differ.
/// Returns whether the two games still share everything the table was told.
fn same_until_told(a: &Told, b: &Told, walked: &mut Walked) -> Result<bool, TestCaseError> {
    for k in 0..a.pages.len().max(b.pages.len()) {
        if said(a, k) != said(b, k) {
            // this page tells them apart: a revealing outcome, and the end of the comparison
            walked.told_apart = true;
            return Ok(false);
        }
        walked.pages += 1;
        prop_assert_eq!(
            a.view(k),
            b.view(k),
            "page {} ({:?}) shows what no page told: {:?}",
            k,
            said(a, k),
            a.outcomes
        );
    }
    // what no page tells (the victory check's reveals, or a command without pages) is told by
    // its own steps, or the log
    let public = |o: &[Outcome]| -> Vec<Outcome> {
        o.iter()
            .filter(|o| o.private_to().is_none())
            .cloned()
            .collect()
    };
    if public(a.untold()) != public(b.untold()) {
        walked.told_apart = true;
        return Ok(false);
    }
    prop_assert_eq!(a.after.public_view(), b.after.public_view());
    Ok(true)
}

/// No page's game shows a later page's moment early: the one who dies is alive on the page
/// before, the killed intruder still there, the placed one not yet, the escaped one not yet
/// escaped, the game not yet over, the self-destruct not yet running.
fn nothing_early(t: &Told, before: &GameState) -> Result<(), TestCaseError> {
    for (k, page) in t.pages.iter().enumerate() {
        let shown_before = if k == 0 { before } else { &t.shown[k - 1] };
        for o in page.lead.iter().chain(&page.outcomes) {
            match o {
                Outcome::CharacterDied { player, .. } => {
                    prop_assert!(
                        shown_before.character(*player).is_some_and(|c| c.alive()),
                        "page {} tells {:?}, the page before showed it",
                        k,
                        o
                    );
                }
                Outcome::IntruderPlaced { intruder, .. } => prop_assert!(
                    shown_before.intruder(*intruder).is_none(),
                    "page {} places {:?}, the page before showed it",
                    k,
                    intruder
                ),
                Outcome::GameEnded { .. } => prop_assert!(shown_before.ended.is_none()),
                Outcome::SelfDestructStarted => {
                    prop_assert!(shown_before.self_destruct.is_none())
                }
                Outcome::Escaped { player, .. } => prop_assert!(
                    shown_before.character(*player).map(|c| c.at) != Some(Whereabouts::Escaped)
                ),
                _ => {}
            }
        }
        // a page's own moments are on its board
        if let Some(Outcome::GameEnded { .. }) = page.outcomes.last() {
            prop_assert!(t.shown[k].ended.is_some());
        }
    }
    Ok(())
}

/// Plays two twin games to the end (or `commands` commands), comparing every page.
fn walk_twins(
    a: &mut GameState,
    b: &mut GameState,
    commands: usize,
) -> Result<Walked, TestCaseError> {
    let mut walked = Walked::default();
    let mut played = 0;
    while played < commands {
        let next = next_commands(a);
        if next.is_empty() {
            break;
        }
        for cmd in next {
            played += 1;
            walked.ended |= a.ended.is_some();
            if a.victory.is_some() {
                walked.victory_commands += 1;
            }
            let before = a.clone();
            let (ta, tb) = (a.apply_told(&cmd), b.apply_told(&cmd));
            let (ta, tb) = match (ta, tb) {
                (Ok(ta), Ok(tb)) => (ta, tb),
                (Err(ea), Err(eb)) => {
                    prop_assert_eq!(ea, eb, "{:?} refused for different reasons", cmd);
                    continue;
                }
                (ra, rb) => {
                    // a refusal the table cannot explain from what it saw
                    return Err(TestCaseError::fail(format!(
                        "{cmd:?}: {:?} against {:?}",
                        ra.map(|t| t.outcomes),
                        rb.map(|t| t.outcomes)
                    )));
                }
            };
            nothing_early(&ta, &before)?;
            walked.ended |= a.ended.is_some();
            if !same_until_told(&ta, &tb, &mut walked)? {
                return Ok(walked);
            }
            if a.ended.is_some() && a.victory.is_none() {
                return Ok(walked);
            }
        }
    }
    Ok(walked)
}

/// The walk of twins is not empty: over a few seeds, Event Phase pages are compared, games end
/// and the victory check is played, and hidden draws tell games apart.
#[test]
fn shown_twins_walk_to_the_victory_check() {
    let mut total = Walked::default();
    for seed in 1..=24u64 {
        let mut config = game_of(
            SPECIES[(seed % 3) as usize],
            2 + (seed % 3) as usize,
            Side::A,
        )
        .config;
        config.seed = seed;
        let mut a = GameState::new(config).expect("setup");
        a.time = 2;
        if let Some(c) = a.characters.get_mut(1) {
            c.at = Whereabouts::Hibernating;
        }
        // every fourth game against itself: nothing to tell apart, the victory check played on
        let mut b = if seed % 4 == 0 {
            a.clone()
        } else {
            twin(&a, seed + 1000, true)
        };
        let w = walk_twins(&mut a, &mut b, 80).expect("alike until told");
        total.pages += w.pages;
        total.ended |= w.ended;
        total.victory_commands += w.victory_commands;
        total.told_apart |= w.told_apart;
    }
    assert!(total.pages > 50, "{total:?}");
    assert!(
        total.ended && total.told_apart && total.victory_commands > 0,
        "{total:?}"
    );
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 32, ..ProptestConfig::default() })]

    /// Rounds of play, Event Phases walked page by page, to the jump (the clock is set near its
    /// end, some characters hibernate, the self-destruct may run) and through the victory check.
    #[test]
    fn shown_pages_are_alike_until_a_page_tells_the_hidden_draws_apart(
        species in 0usize..3,
        players in 1usize..=4,
        seed in any::<u64>(),
        other in any::<u64>(),
        time in 1u8..=4,
        sleepers in 0u8..16,
        self_destruct in prop::option::of(1u8..=3),
        wander in 0usize..3,
        late_only in any::<bool>(),
    ) {
        let mut config = game_of(SPECIES[species], players, Side::A).config;
        config.seed = seed;
        let mut a = GameState::new(config).expect("setup");
        a.time = time;
        a.self_destruct = self_destruct;
        // the first character stays awake; any of the others may be hibernating already
        for (i, c) in a.characters.iter_mut().enumerate().skip(1) {
            if sleepers & (1 << i) != 0 {
                c.at = Whereabouts::Hibernating;
            }
        }
        // a few rounds' walk first, so there are intruders and noise on the board
        future(&mut a, wander);
        prop_assume!(a.ended.is_none());
        let mut b = twin(&a, other, late_only);
        prop_assert_eq!(a.public_view(), b.public_view());
        walk_twins(&mut a, &mut b, 80)?;
    }

    /// The same with a game whose clock is far from the end: the Event Phase's every page, the
    /// encounters of a walk, attacks and deaths in the middle of a game.
    #[test]
    fn shown_pages_hide_the_hidden_draws_in_the_middle_of_a_game(
        species in 0usize..3,
        players in 1usize..=4,
        seed in any::<u64>(),
        other in any::<u64>(),
    ) {
        let mut config = game_of(SPECIES[species], players, Side::A).config;
        config.seed = seed;
        let mut a = GameState::new(config).expect("setup");
        let mut b = twin(&a, other, false);
        walk_twins(&mut a, &mut b, 40)?;
    }
}
