//! Nothing hidden leaks: two games that differ only in hidden components show the same public
//! view, and undo labels never carry a secret.

use super::kit::*;
use crate::ids::*;
use crate::nemesis::Command;
use crate::nemesis::outcome::Outcome;
use rand::SeedableRng;
use rand::seq::SliceRandom;

fn public_json(g: &crate::nemesis::GameState) -> String {
    serde_json::to_string(&g.public_view()).expect("json")
}

#[test]
fn the_public_view_does_not_change_with_hidden_components() {
    let g = game(4, Side::A);
    let mut other = g.clone();
    other.hidden.engines = other.hidden.engines.map(|w| !w);
    other.hidden.coordinates = (other.hidden.coordinates + 1) % 8;
    other.hidden.weaknesses.reverse();
    other.hidden.infected = (1..=7).map(LabelId).collect();
    other
        .hidden
        .bag
        .shuffle(&mut rand_chacha::ChaCha8Rng::seed_from_u64(3));
    other.hidden.events.draw.reverse();
    other.hidden.attacks.draw.reverse();
    let tiles: Vec<_> = other.hidden.tiles.values().copied().collect();
    for (slot, t) in other.hidden.tiles.values_mut().zip(tiles.iter().rev()) {
        *slot = *t;
    }
    other.hidden.rng = rand_chacha::ChaCha8Rng::seed_from_u64(12345);
    assert_ne!(g, other, "the games really differ");
    assert_eq!(public_json(&g), public_json(&other));
}

#[test]
fn the_public_view_holds_no_hidden_field_names() {
    let g = game(3, Side::B);
    let text = public_json(&g);
    for secret in [
        "infected",
        "engines",
        "coordinates\"",
        "tiles",
        "supply",
        "\"bag\"",
        "rng",
        "hidden",
    ] {
        assert!(!text.contains(secret), "public view mentions {secret}");
    }
}

#[test]
fn undo_labels_never_say_what_was_chosen_in_private() {
    let a = Command::RestackEngine {
        player: PlayerId(1),
        engine: 2,
        working_on_top: true,
    };
    let b = Command::RestackEngine {
        player: PlayerId(1),
        engine: 2,
        working_on_top: false,
    };
    assert_eq!(a.label(), b.label());
    let c = Command::IntruderChoose { card: 3 };
    let d = Command::IntruderChoose { card: 9 };
    assert_eq!(c.label(), d.label());
}

#[test]
fn an_engine_check_is_addressed_to_the_player_who_looked_and_nobody_else() {
    let mut g = game(2, Side::A);
    put(&mut g, 1, 19); // Engine 3 on side A
    let out = apply(
        &mut g,
        Command::CheckEngine {
            player: PlayerId(1),
            engine: 3,
        },
    );
    assert_eq!(out.len(), 1);
    assert_eq!(out[0].private_to(), Some(PlayerId(1)));
    let restack = apply(
        &mut g,
        Command::RestackEngine {
            player: PlayerId(1),
            engine: 3,
            working_on_top: true,
        },
    );
    assert!(restack.iter().all(|o| o.private_to().is_none()));
    assert!(matches!(
        restack[0],
        Outcome::EngineRestacked { engine: 3, .. }
    ));
}
