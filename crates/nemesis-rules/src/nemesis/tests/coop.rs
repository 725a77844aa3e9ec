//! Full co-op (base.md §13.2) and the Emergency Room's treatments (§11.1 "Treatment", room table).
//! Side A; rooms set with the kit.

use super::kit::*;
use crate::ids::*;
use crate::nemesis::command::{Correction, Treatment};
use crate::nemesis::outcome::Outcome;
use crate::nemesis::state::Whereabouts;
use crate::{Command, GameState, RuleError};

fn na(reason: &str) -> RuleError {
    RuleError::NotAllowed(crate::nemesis::Refusal::from_code(reason).expect("a reason code"))
}

fn coop(players: usize) -> GameState {
    let mut g = game(players, Side::A);
    g.config.mode = Mode::Coop;
    g
}

fn kill(g: &mut GameState, p: u8) {
    apply(
        g,
        Command::Fix(Correction::KillCharacter {
            player: PlayerId(p),
        }),
    );
}

fn wounds(g: &GameState, p: u8) -> (u8, u8, u8) {
    let c = g.character(PlayerId(p)).unwrap();
    (c.light_wounds, c.serious_wounds, c.dressed_wounds)
}

fn set_wounds(g: &mut GameState, p: u8, light: u8, serious: u8, dressed: u8) {
    apply(
        g,
        Command::Fix(Correction::SetWounds {
            player: PlayerId(p),
            light,
            serious,
            dressed,
        }),
    );
}

fn treat(p: u8, treatment: Treatment) -> Command {
    Command::TreatWounds {
        player: PlayerId(p),
        treatment,
    }
}

const ER: u8 = 6;

/// Player 2 died in the Emergency Room (slot 6); the Player Phase is about to begin.
fn corpse_in_er(players: usize) -> GameState {
    let mut g = coop(players);
    room(&mut g, ER, RoomKind::EmergencyRoom);
    put(&mut g, 2, ER);
    set_wounds(&mut g, 2, 2, 3, 0);
    kill(&mut g, 2);
    assert_eq!(g.rooms[&SlotId(ER)].corpses, 1);
    g
}

fn doctor(g: &mut GameState) -> Vec<Outcome> {
    run(g, |c| c.robot_doctor()).1
}

// ----- the Emergency Room's treatments -----

#[test]
fn the_emergency_room_dresses_every_serious_wound_heals_one_dressed_or_heals_the_light_ones() {
    let mut g = game(2, Side::A);
    room(&mut g, ER, RoomKind::EmergencyRoom);
    put(&mut g, 1, ER);
    set_wounds(&mut g, 1, 2, 2, 0);
    let out = apply(&mut g, treat(1, Treatment::DressAll));
    assert_eq!(wounds(&g, 1), (2, 2, 2), "both serious wounds dressed");
    assert!(has(&out, |o| matches!(
        o,
        Outcome::WoundsTreated {
            serious: 2,
            dressed: 2,
            ..
        }
    )));
    apply(&mut g, treat(1, Treatment::HealDressed));
    assert_eq!(
        wounds(&g, 1),
        (2, 1, 1),
        "one dressed wound healed: its card goes"
    );
    apply(&mut g, treat(1, Treatment::HealLight));
    assert_eq!(wounds(&g, 1), (0, 1, 1), "every light wound healed");
}

#[test]
fn a_treatment_that_would_change_nothing_is_refused_and_so_is_one_outside_the_room() {
    let mut g = game(2, Side::A);
    room(&mut g, ER, RoomKind::EmergencyRoom);
    put(&mut g, 1, ER);
    set_wounds(&mut g, 1, 0, 1, 0);
    let before = g.clone();
    for t in [Treatment::HealDressed, Treatment::HealLight] {
        assert_eq!(g.apply(&treat(1, t)), Err(na("no_wound_to_treat")));
    }
    assert_eq!(g, before, "a refused treatment changes nothing");
    // an undressed wound cannot be healed before it is dressed
    assert_eq!(wounds(&g, 1), (0, 1, 0));
    put(&mut g, 1, 7);
    assert!(
        g.apply(&treat(1, Treatment::DressAll)).is_err(),
        "not in the Emergency Room"
    );
    put(&mut g, 1, ER);
    g.rooms.get_mut(&SlotId(ER)).unwrap().malfunction = true;
    assert!(
        g.apply(&treat(1, Treatment::DressAll)).is_err(),
        "a malfunction stops it"
    );
}

#[test]
fn a_dressed_wound_still_counts_toward_the_three_and_a_new_one_comes_undressed() {
    let mut g = game(2, Side::A);
    set_wounds(&mut g, 1, 0, 2, 2);
    run(&mut g, |c| c.serious_wound(PlayerId(1)));
    assert_eq!(wounds(&g, 1), (0, 3, 2));
    run(&mut g, |c| c.serious_wound(PlayerId(1)));
    assert!(
        !g.character(PlayerId(1)).unwrap().alive(),
        "the fourth serious wound kills"
    );
}

#[test]
fn dressed_wounds_cannot_outnumber_serious_ones_in_a_correction() {
    let mut g = game(2, Side::A);
    let cmd = Command::Fix(Correction::SetWounds {
        player: PlayerId(1),
        light: 0,
        serious: 1,
        dressed: 2,
    });
    assert_eq!(g.apply(&cmd), Err(na("wounds_out_of_range")));
}

#[test]
fn a_correction_from_an_older_journal_reads_without_dressed_wounds() {
    let json = r#"{"fix":"set_wounds","player":1,"light":1,"serious":2}"#;
    let c: Correction = serde_json::from_str(json).expect("an older correction still reads");
    assert_eq!(
        c,
        Correction::SetWounds {
            player: PlayerId(1),
            light: 1,
            serious: 2,
            dressed: 0
        }
    );
}

// ----- the robot doctor -----

#[test]
fn a_corpse_in_a_working_emergency_room_comes_back_at_the_start_of_the_player_phase() {
    let mut g = corpse_in_er(3);
    put(&mut g, 1, 7);
    put(&mut g, 3, 7);
    let out = event_phase_with(&mut g, "BE02", &[(1, 5), (3, 5)]);
    let revived = out
        .iter()
        .position(|o| {
            matches!(
                o,
                Outcome::Revived {
                    player: PlayerId(2),
                    ..
                }
            )
        })
        .expect("revived");
    let round = out
        .iter()
        .position(|o| matches!(o, Outcome::RoundStarted { .. }))
        .expect("a new round");
    assert!(
        revived > round,
        "at the start of the new Player Phase, not before"
    );
    let c = g.character(PlayerId(2)).unwrap();
    assert_eq!(
        c.at,
        Whereabouts::Room(SlotId(ER)),
        "the miniature stands in the Emergency Room"
    );
    assert_eq!(
        wounds(&g, 2),
        (0, 3, 3),
        "light wounds healed, serious wounds dressed"
    );
    assert_eq!(
        g.rooms[&SlotId(ER)].corpses,
        0,
        "the corpse token leaves the room"
    );
}

#[test]
fn no_revival_outside_co_op_nor_with_an_intruder_or_a_malfunction_in_the_room() {
    let mut standard = corpse_in_er(3);
    standard.config.mode = Mode::Standard;
    assert!(doctor(&mut standard).is_empty());

    let mut g = corpse_in_er(3);
    add(&mut g, IntruderKind::Adult, ER);
    assert!(doctor(&mut g).is_empty(), "an intruder in the room");

    let mut g = corpse_in_er(3);
    g.rooms.get_mut(&SlotId(ER)).unwrap().malfunction = true;
    assert!(doctor(&mut g).is_empty(), "a malfunction in the room");
    assert!(!g.character(PlayerId(2)).unwrap().alive());

    let mut g = corpse_in_er(3);
    g.rooms.get_mut(&SlotId(ER)).unwrap().corpses = 0;
    g.rooms.get_mut(&SlotId(7)).unwrap().corpses = 1;
    assert!(doctor(&mut g).is_empty(), "the corpse lies elsewhere");
}

#[test]
fn with_fewer_corpses_there_than_dead_characters_the_table_says_whose_and_play_waits() {
    let mut g = corpse_in_er(4);
    put(&mut g, 3, 7);
    kill(&mut g, 3); // dead in room 7: its corpse is not in the Emergency Room
    let out = doctor(&mut g);
    assert_eq!(
        out,
        vec![Outcome::RevivalAsked {
            at: SlotId(ER),
            corpses: 1,
            dead: vec![PlayerId(2), PlayerId(3)],
        }]
    );
    let before = g.clone();
    let mv = Command::EndTurn {
        player: PlayerId(1),
        passed: false,
        hand: None,
    };
    assert_eq!(
        g.apply(&mv),
        Err(na("revival_first")),
        "play waits for the answer"
    );
    assert_eq!(
        g.apply(&Command::Revive {
            player: PlayerId(1)
        }),
        Err(na("no_revival_asked")),
        "a living character has no corpse"
    );
    assert_eq!(g, before);
    apply(
        &mut g,
        Command::Revive {
            player: PlayerId(2),
        },
    );
    assert!(g.revival.is_none(), "one corpse, one answer");
    assert!(g.character(PlayerId(2)).unwrap().alive());
    assert!(!g.character(PlayerId(3)).unwrap().alive());
    apply(&mut g, mv);
}

#[test]
fn when_every_corpse_must_be_there_all_come_back_without_a_question() {
    let mut g = corpse_in_er(4);
    put(&mut g, 3, ER);
    kill(&mut g, 3);
    let out = doctor(&mut g);
    assert_eq!(count(&out, |o| matches!(o, Outcome::Revived { .. })), 2);
    assert!(g.revival.is_none());
    assert_eq!(g.rooms[&SlotId(ER)].corpses, 0);
}
