//! Issue 35: the expansions' last rule gaps. No slime with Void Seeders (seed 002: 「<보이드
//! 시더> 확장에는 점액이 사용되지 않습니다. 점액에 관련된 모든 규칙을 무시합니다.」); a component of
//! another box is refused, never played; with Void Seeders the box deals, in every front end.

use super::kit::*;
use crate::ids::*;
use crate::nemesis::command::{Correction as F, Reveal};
use crate::nemesis::content::ExplorationEffect;
use crate::nemesis::species::Species;
use crate::{Command, GameState, Refusal, RuleError};

fn not_in_box() -> Option<RuleError> {
    Some(RuleError::NotAllowed(Refusal::NotInThisBox))
}

fn boxed(species: Species) -> GameState {
    let mut g = game_of(species, 2, Side::A);
    g.config.dealer = Dealer::Box;
    g
}

/// A move into the unexplored room next to the start, the players saying they flipped `face`.
fn flip(
    g: &mut GameState,
    room: RoomKind,
    exploration: ExplorationEffect,
) -> Result<(), RuleError> {
    let to = first_unexplored(g);
    g.apply(&Command::Move {
        player: PlayerId(1),
        to,
        corridor: None,
        hand: 4,
        careful: None,
        reveal: Some(Reveal {
            room,
            exploration,
            items: 2,
        }),
    })
    .map(|_| ())
}

fn first_unexplored(g: &GameState) -> SlotId {
    let b = g.board().expect("board");
    let Whereabouts::Room(at) = g.characters[0].at else {
        panic!("on the board")
    };
    b.neighbours(at)
        .into_iter()
        .find(|s| {
            g.rooms
                .get(s)
                .is_some_and(|r| !r.explored && r.room.is_none())
        })
        .expect("an unexplored neighbour")
}

use crate::nemesis::state::Whereabouts;

#[test]
fn void_seeders_have_no_slime_anywhere() {
    let mut g = boxed(Species::VoidSeeders);
    // a Slime token or the slime room flipped: not in this box
    let room = g.tiles_for(first_unexplored(&g))[0];
    assert_eq!(
        flip(&mut g, room, ExplorationEffect::Slime).err(),
        not_in_box()
    );
    assert_eq!(
        flip(&mut g, RoomKind::SlimeRoom, ExplorationEffect::Silence).err(),
        not_in_box()
    );
    assert!(
        !g.tiles_for(first_unexplored(&g))
            .contains(&RoomKind::SlimeRoom),
        "the tile list does not offer the slime room"
    );
    // no correction slimes a character, and no rule does either
    assert_eq!(
        g.apply(&Command::Fix(F::SetSlime {
            player: PlayerId(1),
            slime: true
        }))
        .err(),
        not_in_box()
    );
    run(&mut g, |ctx| ctx.slime(PlayerId(1)));
    assert!(!g.characters[0].slime);
}

#[test]
fn a_lair_token_in_a_carnomorph_game_is_refused() {
    let mut g = boxed(Species::Carnomorphs);
    let room = g.tiles_for(first_unexplored(&g))[0];
    assert_eq!(
        flip(&mut g, room, ExplorationEffect::Lair).err(),
        not_in_box()
    );
    // the same room with a token of this box is played
    assert_eq!(flip(&mut g, room, ExplorationEffect::Silence), Ok(()));
}

#[test]
fn corrections_refuse_components_of_another_box() {
    let player = PlayerId(1);
    for species in [Species::Carnomorphs, Species::VoidSeeders] {
        let mut g = boxed(species);
        let larva = F::SetLarva {
            player,
            larva: true,
        };
        assert_eq!(
            g.apply(&Command::Fix(larva)).err(),
            not_in_box(),
            "{species:?}"
        );
        for kind in [
            IntruderKind::Queen,
            IntruderKind::Larva,
            IntruderKind::Adult,
        ] {
            for fix in [
                F::AddTokenToBag { kind },
                F::RemoveTokenFromBag { kind },
                F::NextToken { kind },
            ] {
                assert_eq!(
                    g.apply(&Command::Fix(fix.clone())).err(),
                    not_in_box(),
                    "{species:?} {fix:?}"
                );
            }
        }
    }
    for species in [Species::Intruders, Species::VoidSeeders] {
        let mut g = boxed(species);
        let mutation = F::SetMutation {
            player,
            card: true,
            markers: 1,
        };
        assert_eq!(
            g.apply(&Command::Fix(mutation)).err(),
            not_in_box(),
            "{species:?}"
        );
    }
    // what is in the box stays correctable
    let mut g = boxed(Species::Intruders);
    for fix in [
        F::SetLarva {
            player,
            larva: true,
        },
        F::SetSlime {
            player,
            slime: true,
        },
        F::AddTokenToBag {
            kind: IntruderKind::Queen,
        },
    ] {
        assert!(g.apply(&Command::Fix(fix.clone())).is_ok(), "{fix:?}");
    }
    let mut g = boxed(Species::Carnomorphs);
    let fix = F::AddTokenToBag {
        kind: IntruderKind::Metagorger,
    };
    assert!(g.apply(&Command::Fix(fix)).is_ok());
}

/// The Lair tokens' item numbers are printed only on the tokens: with Void Seeders the box
/// deals, whoever sets the game up (the window, headless, the simulator).
#[test]
fn with_void_seeders_the_app_never_deals() {
    let mut config = game_of(Species::VoidSeeders, 2, Side::A).config;
    config.dealer = Dealer::App;
    assert_eq!(
        GameState::new(config).err(),
        Some(RuleError::BadSetup(
            crate::nemesis::game::SetupError::BoxDealsWithVoidSeeders
        ))
    );
    // and a move into an unexplored room asks what was flipped
    let mut g = game_of(Species::VoidSeeders, 2, Side::A);
    let to = first_unexplored(&g);
    assert_eq!(
        g.apply(&Command::Move {
            player: PlayerId(1),
            to,
            corridor: None,
            hand: 4,
            careful: None,
            reveal: None,
        })
        .err(),
        Some(RuleError::NotAllowed(Refusal::RevealNeeded))
    );
}

/// Saves from before edition 1 replay as they were played: a Void Seeder game the app dealt
/// (headless could start one) still opens, and its corrections are taken as they were.
#[test]
fn older_saves_keep_their_rules() {
    let mut config = game_of(Species::VoidSeeders, 2, Side::A).config;
    config.dealer = Dealer::App;
    config.edition = 0;
    let mut g = GameState::new(config).expect("an edition-0 save opens");
    assert!(
        g.apply(&Command::Fix(F::SetSlime {
            player: PlayerId(1),
            slime: true
        }))
        .is_ok()
    );
}
