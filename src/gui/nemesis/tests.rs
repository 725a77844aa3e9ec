use super::*;
use crate::gui::nemesis::new_game::{Character, NewGameRequest};
use crate::gui::seed::SeedCode;
use crate::gui::table::shell::{CurtainMessage, ShellMessage};
use crate::rules::command::Correction;
use crate::rules::ids::{Mode, RoomKind, Side};
use crate::storage::store::GameStore;

fn request(side: Side, seed: &str) -> NewGameRequest {
    NewGameRequest {
        insanity_track: None,
        rings: Vec::new(),
        players: vec![
            ("Ana".into(), Character::Scout),
            (String::new(), Character::Soldier),
        ],
        mode: Mode::Standard,
        side,
        seed_code: SeedCode::parse(seed).unwrap(),
        secret_seed: None,
        dealer: crate::rules::ids::Dealer::App,
        species: Default::default(),
    }
}

fn table(side: Side) -> Table {
    Table::new(
        Game::start(
            Err(crate::storage::root::NoDataFolder),
            &request(side, "ACK74X"),
        )
        .unwrap(),
    )
}

fn hibernatorium(t: &Table) -> SlotId {
    t.board.fixed_slot(RoomKind::Hibernatorium).unwrap()
}

/// Taps the first neighbouring room of the chosen character and gives `hand` cards.
fn walk_step(t: &mut Table, step: usize, hand: u8) -> Action {
    let from = t.selected_room().unwrap();
    let rooms = t.board.neighbours(from);
    let to = rooms[step % rooms.len()];
    t.update(Message::Map(map::Event::SlotClicked(to)));
    assert!(
        matches!(t.prompt, Some(Prompt::Move(_))),
        "a tap asks the hand"
    );
    t.update(Message::Digit(hand));
    t.update(Message::Confirm)
}

fn next_all(t: &mut Table) -> Vec<Page> {
    let mut seen = Vec::new();
    while let Some((page, _)) = t.moment() {
        seen.push(page.clone());
        t.update(Message::Next);
    }
    seen
}

#[test]
fn everyone_starts_in_the_hibernatorium() {
    let a = table(Side::A);
    assert_eq!(a.overlay.slots[&SlotId(11)].characters, vec![1, 2]);
    assert_eq!(
        table(Side::B).overlay.slots[&SlotId(8)].characters,
        vec![1, 2]
    );
    assert_eq!(a.overlay.pods.len(), 2);
    assert!(a.log().is_empty());
    assert_eq!(
        a.rail().step,
        Some(Step::Draw),
        "a new round starts with the draw"
    );
}

#[test]
fn tapping_a_room_asks_the_hand_then_moves_and_flashes() {
    let mut t = table(Side::A);
    t.update(Message::Select(1));
    let to = t.board.neighbours(hibernatorium(&t))[0];
    t.update(Message::Map(map::Event::SlotClicked(to)));
    let Some(Prompt::Move(draft)) = &t.prompt else {
        panic!("no move prompt")
    };
    // the prefill is the hand after paying the move's card (the surprise attack counts those)
    assert_eq!(draft.hand(), DEFAULT_HAND - 1);
    assert_eq!(draft.player, PlayerId(2));
    assert_eq!(
        t.game.state().character(PlayerId(2)).unwrap().room(),
        Some(hibernatorium(&t))
    );
    // a digit sets the hand and leaves careful movement to choose; Enter moves
    assert!(matches!(t.update(Message::Digit(3)), Action::None));
    assert!(matches!(&t.prompt, Some(Prompt::Move(d)) if d.hand() == 3));
    t.update(Message::Careful(true));
    let action = t.update(Message::Confirm);
    assert!(matches!(action, Action::Played(ref o) if !o.is_empty()));
    assert_eq!(t.overlay.character_slot(2), Some(to));
    assert_eq!(t.overlay.character_slot(1), Some(hibernatorium(&t)));
    assert!(t.overlay.flash_slots.contains(&to));
    assert!(t.flash() > 0.9);
    assert_eq!(t.hand(PlayerId(2)), 3, "the hand size is remembered");
    assert_eq!(t.log().len(), 1);
    assert!(t.prompt.is_none());
    assert_eq!(t.rail().step, Some(Step::Turns));
}

#[test]
fn the_flash_fades_and_ends() {
    let mut t = table(Side::A);
    walk_step(&mut t, 0, 5);
    let start = t.flash_since.unwrap();
    t.update(Message::Tick(start + FLASH / 2));
    assert!((0.3..0.7).contains(&t.flash()), "{}", t.flash());
    assert!(t.is_animating());
    t.update(Message::Tick(start + FLASH * 2));
    assert!(!t.is_animating());
    assert!(t.overlay.flash_slots.is_empty());
}

#[test]
fn a_room_out_of_reach_is_refused_without_asking() {
    let mut t = table(Side::A);
    let from = hibernatorium(&t);
    let far = t
        .board
        .slot_ids()
        .find(|s| *s != from && !t.board.neighbours(from).contains(s))
        .unwrap();
    let before = t.game.state().clone();
    t.update(Message::Map(map::Event::SlotClicked(far)));
    assert!(t.prompt.is_none());
    assert_eq!(
        t.refusal(),
        Some(&RuleError::NotNeighbour { from, to: far })
    );
    assert_eq!(t.game.state(), &before);
    t.update(Message::Shell(ShellMessage::DismissRefusal));
    assert!(t.refusal().is_none());
}

#[test]
fn a_refused_command_changes_nothing_and_says_why() {
    let mut t = table(Side::A);
    walk_step(&mut t, 0, 5);
    next_all(&mut t);
    let before = t.game.state().clone();
    let overlay = t.overlay.slots.clone();
    let action = t.request(panels::Request::Apply(Command::Injure {
        intruder: IntruderId(99),
        injuries: 2,
    }));
    assert_eq!(action, Action::None);
    assert_eq!(
        t.refusal(),
        Some(&RuleError::UnknownIntruder(IntruderId(99)))
    );
    assert_eq!(t.game.state(), &before);
    assert_eq!(t.overlay.slots, overlay);
    assert_eq!(t.log().len(), 1);
}

/// Seed found by walking player 1 from the Hibernatorium into the first rooms with no cards in
/// hand until an intruder appears (see `encounter_seed`).
const SURPRISE_SEED: &str = "AAAAAA";

#[test]
fn a_move_into_an_encounter_shows_the_intruder_and_the_surprise_attack() {
    let mut t = Table::new(
        Game::start(
            Err(crate::storage::root::NoDataFolder),
            &request(Side::A, SURPRISE_SEED),
        )
        .unwrap(),
    );
    let mut pages = Vec::new();
    for step in 0..12 {
        let action = walk_step(&mut t, step, 0);
        let Action::Played(outcomes) = action else {
            panic!("the move was refused: {:?}", t.refusal())
        };
        if outcomes
            .iter()
            .any(|o| matches!(o, Outcome::SurpriseAttack { .. }))
        {
            // while a moment is on show, the map does not take taps
            let before = t.game.state().clone();
            t.update(Message::Map(map::Event::SlotClicked(SlotId(1))));
            assert!(t.prompt.is_none());
            assert_eq!(t.game.state(), &before);
            pages = next_all(&mut t);
            break;
        }
        next_all(&mut t);
    }
    let firsts: Vec<&Outcome> = pages.iter().filter_map(|p| p.outcomes.first()).collect();
    let placed = firsts
        .iter()
        .position(|o| matches!(o, Outcome::IntruderPlaced { .. }))
        .expect("the intruder has its own page");
    let surprise = firsts
        .iter()
        .position(|o| matches!(o, Outcome::SurpriseAttack { .. }))
        .expect("the surprise attack is called out");
    assert!(placed < surprise);
    assert!(
        firsts[surprise..]
            .iter()
            .any(|o| matches!(o, Outcome::Attack { .. })),
        "the attack follows"
    );
    // the map shows the intruder in the room at once
    let Outcome::IntruderPlaced { at, kind, .. } = firsts[placed] else {
        unreachable!()
    };
    assert!(t.overlay.slots[at].intruders.contains(kind));
}

#[test]
fn everybody_passes_then_the_event_phase_is_walked_step_by_step() {
    let mut t = table(Side::A);
    walk_step(&mut t, 0, 4);
    next_all(&mut t);
    assert_eq!(t.selected, Some(0));
    t.update(Message::Key(TableKey::Pass));
    assert_eq!(t.selected, Some(1), "the next character is chosen");
    t.update(Message::Key(TableKey::Pass));
    assert!(t.rail().all_passed);
    // Enter opens the hands, prefilled with what each player said last
    t.update(Message::Confirm);
    let Some(Prompt::EventPhase { hands, row, .. }) = &t.prompt else {
        panic!("no hands prompt")
    };
    assert_eq!(*row, 0);
    assert_eq!(hands, &vec![(PlayerId(1), 4), (PlayerId(2), DEFAULT_HAND)]);
    t.update(Message::Digit(2));
    t.update(Message::Digit(7));
    let action = t.update(Message::Confirm);
    let Action::Played(outcomes) = action else {
        panic!("the event phase was refused: {:?}", t.refusal())
    };
    assert!(outcomes.contains(&Outcome::TimeAdvanced { time: 14 }));
    let Some(Command::EventPhase { hands }) = &t.log().last().map(|e| e.command.clone()) else {
        panic!("logged")
    };
    assert_eq!(hands, &vec![(PlayerId(1), 2), (PlayerId(2), 7)]);
    // one step per page, in the rulebook's order, with the rail following
    let mut steps = Vec::new();
    while let Some((page, _)) = t.moment() {
        if let PageKind::Step(step) = page.kind {
            assert_eq!(t.rail().step, Some(Step::of_event(step)));
            steps.push(step);
        }
        t.update(Message::Confirm);
    }
    use crate::rules::outcome::EventStep as E;
    assert_eq!(
        steps,
        vec![
            E::Time,
            E::Attacks,
            E::Fire,
            E::EventCard,
            E::BagDevelopment,
            E::EndOfRound
        ]
    );
    assert_eq!(t.rail().round, 2);
    assert_eq!(t.rail().step, Some(Step::Draw));
    let first = t.game.state().first_player;
    assert_eq!(t.selected, Some(usize::from(first.0) - 1));
}

#[test]
fn a_private_sight_stays_behind_the_curtain_and_is_forgotten() {
    let mut t = table(Side::A);
    let engine = t.board.fixed_slot(RoomKind::Engine1).unwrap();
    t.request(panels::Request::Apply(Command::Fix(
        Correction::PlaceCharacter {
            player: PlayerId(1),
            at: engine,
        },
    )));
    let action = t.request(panels::Request::Apply(Command::CheckEngine {
        player: PlayerId(1),
        engine: 1,
    }));
    assert!(matches!(action, Action::Played(_)));
    assert!(t.curtain().is_up());
    assert_eq!(t.curtain().current().unwrap().to, PlayerId(1));
    assert!(!t.curtain().current().unwrap().revealed);
    // nothing else happens behind the curtain
    t.update(Message::Shell(ShellMessage::Undo));
    assert_eq!(t.log().len(), 2);
    t.update(Message::Confirm);
    assert!(t.curtain().current().unwrap().revealed);
    t.update(Message::Shell(ShellMessage::Curtain(CurtainMessage::Hide)));
    assert!(!t.curtain().is_up());
    assert_eq!(t.curtain(), &Curtain::default());
    for entry in t.log().entries() {
        assert!(entry.outcomes.iter().all(|o| o.private_to().is_none()));
    }
    assert!(t.moment().is_none());
}

#[test]
fn undo_restores_the_map_and_the_log_and_redo_brings_them_back() {
    let mut t = table(Side::A);
    let start = t.overlay.clone();
    walk_step(&mut t, 0, 5);
    next_all(&mut t);
    let moved = t.overlay.clone();
    assert_ne!(moved.slots, start.slots);
    t.update(Message::Shell(ShellMessage::Undo));
    assert_eq!(t.overlay.slots, start.slots);
    assert_eq!(t.overlay.corridors, start.corridors);
    assert!(t.log().is_empty());
    assert!(t.moment().is_none());
    let action = t.update(Message::Shell(ShellMessage::Redo));
    assert!(matches!(action, Action::Played(_)));
    assert_eq!(t.overlay.slots, moved.slots);
    assert_eq!(t.log().len(), 1);
}

#[test]
fn a_resumed_game_gets_its_log_back() {
    let dir = tempfile::tempdir().unwrap();
    let store = GameStore::new(dir.path());
    let mut t = Table::new(Game::start(Ok(store.clone()), &request(Side::A, "ACK74X")).unwrap());
    walk_step(&mut t, 0, 5);
    t.update(Message::Key(TableKey::EndTurn));
    let log = t.log().clone();
    let id = t.game.id().unwrap().clone();
    let slots = Overlay::from_state(t.game.state()).slots;
    drop(t); // the window closes (one writer per game)
    let (game, _) = Game::resume(store, &id).unwrap();
    let resumed = Table::new(game);
    assert_eq!(resumed.log(), &log);
    assert_eq!(resumed.overlay.slots, slots);
}

/// Issue 33 (one curtain): a quit or a crash while the curtain is up does not lose what the
/// player was about to see. The reopened table raises the curtain again, over the same sight,
/// until it is seen; once seen, a reopened table never shows it again. (Retaliation's curtain
/// did this; the base game's lost the sight.)
#[test]
fn a_sight_left_behind_the_curtain_comes_back_after_a_crash_and_never_once_seen() {
    let dir = tempfile::tempdir().unwrap();
    let store = GameStore::new(dir.path());
    let mut t = Table::new(Game::start(Ok(store.clone()), &request(Side::A, "ACK74X")).unwrap());
    let id = t.game.id().unwrap().clone();
    let engine = t.board.fixed_slot(RoomKind::Engine1).unwrap();
    t.request(panels::Request::Apply(Command::Fix(
        Correction::PlaceCharacter {
            player: PlayerId(1),
            at: engine,
        },
    )));
    t.request(panels::Request::Apply(Command::CheckEngine {
        player: PlayerId(1),
        engine: 1,
    }));
    let sight = t.curtain().current().unwrap().sights.clone();
    drop(t); // the laptop's battery dies behind the curtain
    let (game, _) = Game::resume(store.clone(), &id).unwrap();
    let mut again = Table::new(game);
    let front = again.curtain().current().expect("the curtain is up again");
    assert_eq!(front.to, PlayerId(1));
    assert_eq!(front.sights, sight, "the same sight");
    assert!(!front.revealed, "handed over first, as the first time");
    again.update(Message::Confirm);
    again.update(Message::Confirm);
    assert!(!again.curtain().is_up());
    drop(again);
    let (game, _) = Game::resume(store, &id).unwrap();
    assert!(
        !Table::new(game).curtain().is_up(),
        "seen once, never again"
    );
}

/// A game reopened in the middle of player 2's turn (player 1 moved and ended their turn,
/// player 2 moved) chooses player 2, the rules' answer of whose turn it is: it chose the first
/// player still to act, player 1 (seen in the real window after a restart with phones). The
/// hands the players said come back with it.
#[test]
fn a_reopened_table_chooses_the_player_whose_turn_the_rules_say_it_is() {
    let dir = tempfile::tempdir().unwrap();
    let store = GameStore::new(dir.path());
    let mut t = Table::new(Game::start(Ok(store.clone()), &request(Side::A, "ACK74X")).unwrap());
    let id = t.game.id().unwrap().clone();
    let from = hibernatorium(&t);
    let to = t.board.neighbours(from)[0];
    for p in [1, 2] {
        t.request(panels::Request::Apply(Command::Move {
            player: PlayerId(p),
            to,
            corridor: None,
            hand: 5 - p,
            careful: None,
            reveal: None,
        }));
        if p == 1 {
            t.request(panels::Request::Apply(Command::EndTurn {
                player: PlayerId(1),
                passed: false,
                hand: None,
            }));
        }
    }
    assert_eq!(
        t.game.state().turn().player,
        Some(2),
        "the rules: player 2 acts"
    );
    drop(t);
    let (game, _) = Game::resume(store, &id).unwrap();
    let again = Table::new(game);
    assert_eq!(again.selected, Some(1), "player 2 chosen (row 1)");
    // the hands said come back too: the Event Phase's question was prefilled with 5 for both
    assert_eq!((again.hand(PlayerId(1)), again.hand(PlayerId(2))), (4, 3));
}

#[test]
fn digits_choose_characters_and_arrows_point_at_rooms() {
    let mut t = table(Side::A);
    t.update(Message::Digit(2));
    assert_eq!(t.selected, Some(1));
    t.update(Message::Digit(9));
    assert_eq!(t.selected, Some(1), "no ninth character");
    t.update(Message::Key(TableKey::NextRoom));
    let pointed = t.pointed().unwrap();
    assert!(t.board.neighbours(hibernatorium(&t)).contains(&pointed));
    assert_eq!(t.overlay.selected, Some(pointed));
    t.update(Message::Confirm);
    assert!(matches!(&t.prompt, Some(Prompt::Move(d)) if d.to == pointed));
    t.update(Message::Cancel);
    assert!(t.prompt.is_none());
}

#[test]
fn a_scan_request_goes_to_the_app() {
    let mut t = table(Side::A);
    let scan = ScanRequest {
        player: PlayerId(1),
        purpose: crate::gui::scan::ScanPurpose::Victory,
    };
    assert_eq!(t.request(panels::Request::Scan(scan)), Action::Scan(scan));
    assert_eq!(t.update(Message::NewGame), Action::NewGame);
}

/// Finds a seed for `a_move_into_an_encounter_shows_the_intruder_and_the_surprise_attack`.
#[test]
#[ignore = "a search, run by hand"]
fn encounter_seed() {
    let alphabet: Vec<char> = crate::gui::seed::ALPHABET.chars().collect();
    for a in &alphabet {
        for b in &alphabet {
            let code = format!("AAAA{a}{b}");
            let mut t = Table::new(
                Game::start(
                    Err(crate::storage::root::NoDataFolder),
                    &request(Side::A, &code),
                )
                .unwrap(),
            );
            for step in 0..12 {
                let Action::Played(o) = walk_step(&mut t, step, 0) else {
                    break;
                };
                next_all(&mut t);
                if o.iter()
                    .any(|o| matches!(o, Outcome::SurpriseAttack { .. }))
                {
                    println!("SEED {code} at step {step}");
                    return;
                }
            }
        }
    }
    panic!("none found");
}

#[test]
fn panels_open_from_the_table_and_their_commands_reach_the_game() {
    use crate::gui::nemesis::panels::corrections::{self, Scope};
    use panel::{Panel, PanelMessage};
    let mut t = table(Side::A);
    t.update(Message::OpenActions);
    assert!(matches!(t.panel(), Some(Panel::Actions(_))));
    t.update(Message::ClosePanel);
    assert!(t.panel().is_none());
    // the tracks correction really changes the game and goes in the log
    t.update(Message::OpenFix(Scope::Tracks));
    let action = t.update(Message::Panel(PanelMessage::Fix(
        corrections::Message::Time(7),
    )));
    assert!(matches!(action, Action::Played(_)));
    assert_eq!(t.game.state().time, 7);
    assert_eq!(t.log().len(), 1);
    // a correction that wants a room takes the next map tap instead of a move
    t.update(Message::OpenFix(Scope::Player(PlayerId(2))));
    t.update(Message::Panel(PanelMessage::Fix(
        corrections::Message::PlaceCharacter,
    )));
    let to = t.board.neighbours(hibernatorium(&t))[0];
    t.update(Message::Map(map::Event::SlotClicked(to)));
    assert!(
        t.prompt.is_none(),
        "the tap went to the panel, not to a move"
    );
    assert_eq!(
        t.game.state().character(PlayerId(2)).unwrap().room(),
        Some(to)
    );
}

#[test]
fn the_victory_walk_opens_when_the_game_ends_and_closes_on_undo() {
    use crate::gui::nemesis::panels::corrections::{self, Scope};
    use panel::{Panel, PanelMessage};
    let mut t = table(Side::A);
    for p in [PlayerId(1), PlayerId(2)] {
        t.update(Message::OpenFix(Scope::Player(p)));
        t.update(Message::Panel(PanelMessage::Fix(
            corrections::Message::Kill,
        )));
        t.update(Message::Panel(PanelMessage::Fix(
            corrections::Message::ConfirmKill,
        )));
        next_all(&mut t);
    }
    assert!(
        t.game.state().ended.is_some(),
        "everyone dead ends the game"
    );
    assert!(matches!(t.panel(), Some(Panel::Victory(_))));
    // the walk stays while the game is over: closing the others' panels does not remove it
    t.update(Message::ClosePanel);
    assert!(matches!(t.panel(), Some(Panel::Victory(_))));
    t.update(Message::Shell(ShellMessage::Undo));
    assert!(t.game.state().ended.is_none());
    assert!(
        t.panel().is_none(),
        "undoing the ending takes the walk away"
    );
    // a resumed table of an ended game goes straight back to the walk
    t.update(Message::Shell(ShellMessage::Redo));
    next_all(&mut t);
    assert!(matches!(t.panel(), Some(Panel::Victory(_))));
}

/// The room actions work from the keyboard: A opens them, a digit picks the n-th action, Enter
/// looks behind the repair/sabotage curtain, 1 or 2 chooses the order, and the command is played.
#[test]
fn room_actions_are_played_with_digits_and_enter() {
    use crate::gui::nemesis::panels::room_actions::Stage;
    use crate::rules::command::Correction;
    use crate::rules::ids::{PlayerId, RoomKind};
    use crate::rules::offers::RoomOffer as Offer;
    let mut t = table(Side::A);
    let engine = t.board.fixed_slot(RoomKind::Engine1).unwrap();
    t.play(Command::Fix(Correction::PlaceCharacter {
        player: PlayerId(1),
        at: engine,
    }));
    let _ = t.update(Message::Select(0));
    let _ = t.update(Message::OpenActions);
    let offered = t.game.state().room_offers(PlayerId(1));
    let n = offered
        .iter()
        .position(|o| *o == Offer::Restack(1))
        .unwrap() as u8
        + 1;
    let _ = t.update(Message::Digit(n));
    let stage = |t: &Table| match t.panel() {
        Some(super::panel::Panel::Actions(p)) => p.stage.clone(),
        other => panic!("the room actions closed: {other:?}"),
    };
    assert_eq!(
        stage(&t),
        Stage::Restack {
            engine: 1,
            revealed: false
        }
    );
    // a digit before the look does nothing
    let before = t.log().len();
    let _ = t.update(Message::Digit(2));
    assert_eq!(t.log().len(), before);
    let _ = t.update(Message::Confirm);
    assert_eq!(
        stage(&t),
        Stage::Restack {
            engine: 1,
            revealed: true
        }
    );
    // the engine's tokens are drawn over the whole window, as the curtain (issue 13, item 5)
    assert!(t.panel().is_some_and(|p| p.is_private()));
    let _ = t.update(Message::Digit(2));
    let last = t.log().last().unwrap();
    assert_eq!(
        last.command,
        Command::RestackEngine {
            player: PlayerId(1),
            engine: 1,
            working_on_top: false
        }
    );
    assert_eq!(t.game.state().engine_on_top(1), Some(false));
    // a room action played closes the list (issue 39 item 17: it invited a second by mistake)
    assert!(
        t.panel().is_none(),
        "the played action closes the room actions"
    );
    // Esc closes the panel when nothing else is being asked
    let _ = t.update(Message::OpenActions);
    assert!(t.panel().is_some());
    let _ = t.update(Message::Cancel);
    assert!(t.panel().is_none(), "Esc closes the room actions");
}

/// The victory walk works from the keyboard: Enter reveals each beat and moves on, and a
/// survivor's yes/no questions take 1 or 2.
#[test]
fn the_victory_walk_is_played_with_enter_and_digits() {
    use crate::gui::nemesis::panels::victory::{Ask, Victory};
    use crate::rules::ids::PlayerId;
    let mut t = table(Side::A);
    let players = t.game.config().players.len() as u8;
    for p in 1..=players {
        t.play(Command::Fix(Correction::KillCharacter {
            player: PlayerId(p),
        }));
    }
    assert!(t.game.state().ended.is_some(), "everybody died");
    let walk = |t: &Table| match t.panel() {
        Some(super::panel::Panel::Victory(v)) => v.as_ref().clone(),
        other => panic!("no victory walk: {other:?}"),
    };
    assert!(walk(&t).revealing());
    let mut presses = 0;
    while walk(&t).revealing() {
        let _ = t.update(Message::Confirm);
        presses += 1;
        assert!(presses < 50, "Enter never finishes the walk");
    }
    assert_eq!(Victory::ask(&t.game), Ask::Done);
    // closed, the check can be opened again (the screen used to ask for it with no button)
    t.update(Message::Panel(super::panel::PanelMessage::Victory(
        crate::gui::nemesis::panels::victory::Message::Close,
    )));
    assert!(t.panel().is_none(), "closed");
    t.update(Message::OpenVictory);
    assert!(
        matches!(t.panel(), Some(super::panel::Panel::Victory(_))),
        "open again"
    );
    // the game-over page (one Next: it gives nothing of the check away), then every beat took a
    // reveal and a next
    assert!(presses >= 3 && presses % 2 == 1, "{presses} presses");
}

/// Issue "a table can trust it": quit on the attacks page of the Event Phase walk, Continue, and
/// the walk is back at that page; the rest of the walk follows, then nothing comes back again.
#[test]
fn an_unfinished_event_phase_walk_comes_back_at_its_page_after_a_quit() {
    let dir = tempfile::tempdir().unwrap();
    let store = GameStore::new(dir.path());
    let mut t = Table::new(Game::start(Ok(store.clone()), &request(Side::A, "ACK74X")).unwrap());
    walk_step(&mut t, 0, 4);
    next_all(&mut t);
    t.update(Message::Key(TableKey::Pass));
    t.update(Message::Key(TableKey::Pass));
    t.update(Message::Confirm);
    assert!(matches!(t.update(Message::Confirm), Action::Played(_)));
    let all = t.moments.clone();
    assert!(all.len() >= 4, "a walk of several pages: {}", all.len());
    t.update(Message::Next);
    let left: Vec<Page> = t.moments.iter().cloned().collect();
    let id = t.game.id().unwrap().clone();
    drop(t); // the window is closed on the second page
    let (game, _) = Game::resume(store.clone(), &id).unwrap();
    let mut back = Table::new(game);
    let again: Vec<Page> = back.moments.iter().cloned().collect();
    assert_eq!(again, left, "the walk is back at the page it was left on");
    assert_eq!(next_all(&mut back), left);
    let id = back.game.id().unwrap().clone();
    drop(back);
    let (game, _) = Game::resume(store, &id).unwrap();
    let done = Table::new(game);
    assert!(done.moment().is_none(), "a walk told to the end stays told");
}

/// Undo takes a step back: the step now last was told already and does not come back.
#[test]
fn after_an_undo_a_resume_tells_nothing_again() {
    let dir = tempfile::tempdir().unwrap();
    let store = GameStore::new(dir.path());
    let mut t = Table::new(Game::start(Ok(store.clone()), &request(Side::A, "ACK74X")).unwrap());
    walk_step(&mut t, 0, 4);
    next_all(&mut t);
    walk_step(&mut t, 1, 4);
    t.update(Message::Shell(ShellMessage::Undo));
    assert!(t.moment().is_none());
    let id = t.game.id().unwrap().clone();
    drop(t);
    let (game, _) = Game::resume(store, &id).unwrap();
    assert!(Table::new(game).moment().is_none());
}

/// Seen at the real window: every move was prefilled with the hand before it, so a table that
/// did not retype it told the app 5 cards after playing one, and a surprise attack was judged on
/// a card too many. The prefill pays the move (1 card, 2 for Careful Movement) until the
/// players type a number, which then stays whatever they toggle.
#[test]
fn a_move_prefills_the_hand_left_after_paying_for_it() {
    let mut t = table(Side::A);
    t.update(Message::Select(1));
    let to = t.board.neighbours(hibernatorium(&t))[0];
    t.update(Message::Map(map::Event::SlotClicked(to)));
    let hand = |t: &Table| match &t.prompt {
        Some(Prompt::Move(d)) => d.hand(),
        other => panic!("no move prompt: {other:?}"),
    };
    assert_eq!(hand(&t), 4);
    t.update(Message::Careful(true));
    assert_eq!(hand(&t), 3);
    t.update(Message::Careful(false));
    assert_eq!(hand(&t), 4);
    t.update(Message::Digit(5));
    t.update(Message::Careful(true));
    assert_eq!(hand(&t), 5, "a number the players typed is theirs");
}

/// Issue "a table can trust it": right after "everyone draws to 5" the hand prefill is 5, not
/// the last number typed in the round before.
#[test]
fn a_new_round_prefills_every_hand_with_five() {
    let mut t = table(Side::A);
    walk_step(&mut t, 0, 2);
    next_all(&mut t);
    t.update(Message::Key(TableKey::Pass));
    t.update(Message::Key(TableKey::Pass));
    t.update(Message::Confirm);
    t.update(Message::Digit(1));
    t.update(Message::Digit(3));
    let Action::Played(outcomes) = t.update(Message::Confirm) else {
        panic!("refused: {:?}", t.refusal())
    };
    if t.game.state().ended.is_some() {
        return;
    }
    assert!(
        outcomes
            .iter()
            .any(|o| matches!(o, Outcome::RoundStarted { .. }))
    );
    next_all(&mut t);
    for p in [PlayerId(1), PlayerId(2)] {
        assert_eq!(t.hand(p), DEFAULT_HAND, "{p:?}");
    }
}

/// Issue "a table can trust it": undo then redo of an engine check brought the curtain back and
/// showed the engines again to whoever held the laptop.
#[test]
fn a_redone_engine_check_does_not_show_the_engines_again() {
    let mut t = table(Side::A);
    let engine = t.board.fixed_slot(RoomKind::Engine1).unwrap();
    t.request(panels::Request::Apply(Command::Fix(
        Correction::PlaceCharacter {
            player: PlayerId(1),
            at: engine,
        },
    )));
    t.request(panels::Request::Apply(Command::CheckEngine {
        player: PlayerId(1),
        engine: 1,
    }));
    t.update(Message::Confirm);
    t.update(Message::Shell(ShellMessage::Curtain(CurtainMessage::Hide)));
    assert!(!t.curtain().is_up());
    t.update(Message::Shell(ShellMessage::Undo));
    assert!(matches!(
        t.update(Message::Shell(ShellMessage::Redo)),
        Action::Played(_)
    ));
    assert!(!t.curtain().is_up(), "seen once, never again");
    assert_eq!(t.curtain(), &Curtain::default());
}

/// Issue "a table can trust it": the round counter moved to the next round at the start of the
/// Event Phase walk. It shows the round being ended until the page that starts the next one.
#[test]
fn the_round_counter_moves_on_only_at_the_page_that_starts_the_next_round() {
    let mut t = table(Side::A);
    walk_step(&mut t, 0, 4);
    next_all(&mut t);
    t.update(Message::Key(TableKey::Pass));
    t.update(Message::Key(TableKey::Pass));
    t.update(Message::Confirm);
    assert!(matches!(t.update(Message::Confirm), Action::Played(_)));
    if t.game.state().ended.is_some() {
        return;
    }
    assert_eq!(t.game.state().round, 2);
    let mut rounds = Vec::new();
    while let Some((page, _)) = t.moment() {
        rounds.push((page.kind, t.rail().round));
        t.update(Message::Next);
    }
    let (last, before) = rounds.split_last().unwrap();
    assert!(before.iter().all(|(_, r)| *r == 1), "{rounds:?}");
    assert_eq!(
        *last,
        (
            PageKind::Step(crate::rules::outcome::EventStep::EndOfRound),
            2
        )
    );
    assert_eq!(t.rail().round, 2);
}

/// Issue "a table can trust it": the hands page listed players from the first player, not in
/// the roster's order. In round 2 the first player is P2, and the page still starts with P1.
#[test]
fn the_hands_page_lists_players_in_roster_order() {
    let mut t = table(Side::A);
    walk_step(&mut t, 0, 4);
    next_all(&mut t);
    t.update(Message::Key(TableKey::Pass));
    t.update(Message::Key(TableKey::Pass));
    t.update(Message::Confirm);
    assert!(matches!(t.update(Message::Confirm), Action::Played(_)));
    next_all(&mut t);
    if t.game.state().ended.is_some() {
        return;
    }
    assert_eq!(t.game.state().first_player, PlayerId(2));
    t.update(Message::Select(1));
    t.update(Message::Key(TableKey::Pass));
    t.update(Message::Select(0));
    t.update(Message::Key(TableKey::Pass));
    t.update(Message::Confirm);
    let Some(Prompt::EventPhase { hands, .. }) = &t.prompt else {
        panic!("no hands page: {:?}", t.prompt)
    };
    let order: Vec<PlayerId> = hands.iter().map(|(p, _)| *p).collect();
    assert_eq!(order, vec![PlayerId(1), PlayerId(2)]);
}

/// The box deals: a tap on an unexplored room asks which tile and token were flipped, the move
/// waits for both (a hand size alone does not move), and the room is the tile the players said.
#[test]
fn when_the_box_deals_the_move_asks_what_was_flipped() {
    let mut req = request(Side::A, "ACK74X");
    req.dealer = crate::rules::ids::Dealer::Box;
    let mut t = Table::new(Game::start(Err(crate::storage::root::NoDataFolder), &req).unwrap());
    t.update(Message::Select(1));
    let to = t
        .board
        .neighbours(hibernatorium(&t))
        .into_iter()
        .find(|s| t.game.state().room(*s).is_some_and(|r| r.room.is_none()))
        .expect("an unexplored neighbour");
    t.update(Message::Map(map::Event::SlotClicked(to)));
    let Some(Prompt::Move(draft)) = &t.prompt else {
        panic!("no move prompt")
    };
    assert!(draft.needs_reveal());
    assert_eq!(draft.tiles, t.game.state().tiles_for(to));
    let tile = *draft.tiles.last().unwrap();
    let face = draft.faces[0];
    // a hand size alone does not move: nothing is invented
    assert!(matches!(t.update(Message::Digit(4)), Action::None));
    assert!(matches!(t.prompt, Some(Prompt::Move(_))));
    assert_eq!(t.overlay.character_slot(2), Some(hibernatorium(&t)));
    t.update(Message::Tile(tile));
    assert!(
        matches!(t.update(Message::Confirm), Action::None),
        "the token is missing"
    );
    t.update(Message::Face(face.0, face.1));
    let action = t.update(Message::Confirm);
    assert!(matches!(action, Action::Played(ref o) if !o.is_empty()));
    assert_eq!(t.overlay.character_slot(2), Some(to));
    assert_eq!(t.game.state().room(to).and_then(|r| r.room), Some(tile));
    // the board instruction does not tell them to lay a tile they already flipped; when the
    // app deals, it names the tile and the token to lay
    let Action::Played(outcomes) = action else {
        unreachable!()
    };
    let revealed: Vec<_> = outcomes
        .iter()
        .filter(|o| matches!(o, Outcome::RoomRevealed { .. }))
        .collect();
    assert_eq!(revealed.len(), 1);
    let i18n = crate::gui::i18n::I18n::new(crate::gui::i18n::Language::En).unwrap();
    let todo = |game: &Game| {
        Narrator { i18n: &i18n, game }
            .outcome(revealed[0])
            .and_then(|l| l.todo)
            .unwrap()
    };
    let boxed = todo(&t.game);
    assert!(boxed.contains("Discard the exploration token"), "{boxed}");
    assert!(!boxed.contains("Take the"), "{boxed}");
    let app = Game::start(
        Err(crate::storage::root::NoDataFolder),
        &request(Side::A, "ACK74X"),
    )
    .unwrap();
    let dealt = todo(&app);
    assert!(
        dealt.contains("Take the") && dealt.contains("tile"),
        "{dealt}"
    );
}

/// M shows the map alone; a question (here a move's) brings the panel back, and M again
/// returns to it for good.
#[test]
fn m_shows_the_map_alone_until_the_table_is_asked_something() {
    let mut t = table(Side::A);
    assert!(!t.showing_map_only());
    t.update(Message::Key(TableKey::MapOnly));
    assert!(t.showing_map_only());
    t.update(Message::Select(0));
    let to = t.board.neighbours(hibernatorium(&t))[0];
    t.update(Message::Map(map::Event::SlotClicked(to)));
    assert!(!t.showing_map_only(), "the move's question needs the panel");
    t.update(Message::Cancel);
    assert!(t.showing_map_only(), "nothing asked: the map alone again");
    t.update(Message::ToggleMapOnly);
    assert!(!t.showing_map_only());
}

/// With the corrections open, a tap on any room, near or far, corrects that room and starts no
/// move (issue 13: corrections only reached rooms next to the character, and a tap moved).
#[test]
fn with_the_corrections_open_a_tap_anywhere_corrects_that_room() {
    use crate::gui::nemesis::panels::corrections::Scope;
    let mut t = table(Side::A);
    t.update(Message::Select(0));
    let here = hibernatorium(&t);
    t.update(Message::OpenFix(Scope::Slot(here)));
    let far = t
        .board
        .slots
        .iter()
        .map(|s| s.id)
        .find(|&s| s != here && !t.board.neighbours(here).contains(&s))
        .unwrap();
    let near = t.board.neighbours(here)[0];
    for slot in [far, near] {
        t.update(Message::Map(map::Event::SlotClicked(slot)));
        assert!(t.prompt.is_none(), "no move is started");
        assert!(t.refusal().is_none(), "a far room is no refusal");
        match t.panel() {
            Some(super::panel::Panel::Fix(c)) => {
                assert_eq!(c.scope, Scope::Slot(slot), "the tapped room is corrected")
            }
            other => panic!("the corrections closed: {other:?}"),
        }
    }
}

/// Issue 13, item 10: room actions opened while the side panel was scrolled down showed nothing.
/// Whatever newly heads the panel (room actions, corrections, a question, a result) changes its
/// head, and the app scrolls the panel back to its top on that change.
#[test]
fn what_newly_heads_the_side_panel_changes_its_head() {
    let mut t = table(Side::A);
    t.update(Message::Digit(1));
    let idle = t.side_head();
    t.update(Message::OpenActions);
    assert!(t.panel().is_some(), "the actions open");
    let actions = t.side_head();
    assert_ne!(actions, idle, "opening the room actions");
    t.update(Message::Cancel);
    assert_eq!(t.side_head(), idle, "closing them goes back");
    t.update(Message::OpenFix(
        crate::gui::nemesis::panels::corrections::Scope::Tracks,
    ));
    assert_ne!(t.side_head(), idle, "opening the corrections");
    t.update(Message::Cancel);
    walk_step(&mut t, 0, 4);
    next_all(&mut t);
    assert_ne!(t.side_head(), idle, "a new result heads the panel");
}

/// Issue 13, item 8: the map showed the end of the story on the first page of a walk; issue 39,
/// item 4: then it waited for the last page, so a Larva already moved stayed drawn where it was
/// and new noise markers came only at the end. Now the map and the roster show the board as of
/// the page on screen: each page shows what the rules had done when the next page began (the
/// same game, traced), the last Next shows the end, and a resume brings the same page back.
#[test]
fn the_map_and_the_roster_follow_the_walk_page_by_page() {
    let dir = tempfile::tempdir().unwrap();
    let store = GameStore::new(dir.path());
    let game = Game::start(Ok(store.clone()), &request(Side::A, "ACK74X")).unwrap();
    let id = game.id().unwrap().clone();
    let mut t = Table::new(game);
    walk_step(&mut t, 0, 4);
    next_all(&mut t);
    t.update(Message::Key(TableKey::Pass));
    t.update(Message::Key(TableKey::Pass));
    let before_state = t.game.state().clone();
    let before = Overlay::from_state(&before_state);
    t.update(Message::Confirm);
    let Action::Played(outcomes) = t.update(Message::Confirm) else {
        panic!("the event phase was refused: {:?}", t.refusal())
    };
    let after = Overlay::from_state(t.game.state());
    assert!(!before.same_board(&after), "the walk changes the board");
    assert!(t.moment().is_some(), "the walk has pages");
    // what each page must show, worked out from the rules' trace of the same command
    let cmd = t.game.commands().last().unwrap().clone();
    let (again, trace) = before_state.clone().apply_traced(&cmd).unwrap();
    assert_eq!(
        again, outcomes,
        "the same command from the same state: the same outcomes"
    );
    let pages = super::moments::pages(&outcomes);
    let expected: Vec<Overlay> = super::moments::page_states(&pages, &trace, t.game.state())
        .iter()
        .map(Overlay::from_state)
        .collect();
    assert!(
        expected.windows(2).any(|w| !w[0].same_board(&w[1])),
        "the board changes between pages of this walk"
    );
    assert!(t.overlay.same_board(&expected[0]), "the first page's board");
    assert_eq!(
        t.shown_state(),
        &super::moments::page_states(&pages, &trace, t.game.state())[0]
    );
    // quit on the first page: the walk and its page's board come back
    drop(t);
    let (resumed, _) = Game::resume(store, &id).unwrap();
    let mut t = Table::new(resumed);
    assert!(t.moment().is_some(), "the walk comes back");
    assert!(
        t.overlay.same_board(&expected[0]),
        "with the first page's board"
    );
    // every page shows its board, and the last Next the end
    let mut page = 0;
    while t.moment().is_some() {
        assert!(
            t.overlay.same_board(&expected[page]),
            "page {} shows the board as of that page",
            page + 1
        );
        t.update(Message::Next);
        page += 1;
    }
    assert_eq!(page, expected.len());
    assert!(t.overlay.same_board(&after), "the last Next shows the end");
    assert_eq!(t.shown_state(), t.game.state());
}

#[test]
fn l_opens_the_map_legend_and_closes_it_again_without_touching_the_game() {
    let mut t = table(Side::A);
    let before = t.game.state().clone();
    t.update(Message::Key(TableKey::Legend));
    assert!(t.legend);
    t.update(Message::ToggleLegend);
    assert!(!t.legend);
    assert_eq!(t.game.state(), &before);
}

/// Two players; player 2 has died and plays the intruders from round 2, which has begun; an
/// adult shares the Hibernatorium with player 1.
pub(crate) fn intruder_player_table() -> (Table, IntruderId) {
    let mut game = Game::start(
        Err(crate::storage::root::NoDataFolder),
        &request(Side::A, "ACK74X"),
    )
    .unwrap();
    let hib = game.board().fixed_slot(RoomKind::Hibernatorium).unwrap();
    let fix = |g: &mut Game, c| g.apply(Command::Fix(c)).unwrap();
    fix(
        &mut game,
        Correction::KillCharacter {
            player: PlayerId(2),
        },
    );
    game.apply(Command::BecomeIntruderPlayer {
        player: PlayerId(2),
        from_the_death: true,
    })
    .unwrap();
    game.apply(Command::EndTurn {
        player: PlayerId(1),
        passed: true,
        hand: None,
    })
    .unwrap();
    game.apply(Command::EventPhase {
        hands: vec![(PlayerId(1), 3)],
    })
    .unwrap();
    fix(
        &mut game,
        Correction::AddIntruder {
            kind: crate::rules::ids::IntruderKind::Adult,
            at: hib,
        },
    );
    let adult = game.state().intruders_in(hib).next().expect("the adult").id;
    let mut t = Table::new(game);
    next_all(&mut t);
    (t, adult)
}

/// The intruder player's attack by keys: digits fill the draft in order (intruder, target,
/// number on the card, then the target's hand), Enter draws behind the curtain, and Enter
/// there reveals but never puts the choice away.
#[test]
fn the_intruder_players_attack_is_chosen_behind_the_curtain_and_comes_back_after_an_undo() {
    let (mut t, adult) = intruder_player_table();
    assert_eq!(t.game.state().round, 2);
    t.update(Message::Select(1));
    t.update(Message::Ip(IpMessage::Play(IntruderPlay::Attack)));
    let Some(Prompt::Intruders(d)) = &t.prompt else {
        panic!("no attack draft: {:?}", t.prompt)
    };
    // one adult with one character: both are chosen already
    assert_eq!((d.intruder, d.target), (Some(adult), Some(PlayerId(1))));
    t.update(Message::Digit(2));
    t.update(Message::Digit(4));
    let Some(Prompt::Intruders(d)) = &t.prompt else {
        panic!("the draft went")
    };
    assert_eq!((d.cards, d.hand), (Some(2), 4));
    t.update(Message::Confirm);
    let cards = t.game.state().pending_attack.clone().expect("drawn").cards;
    assert_eq!(cards.len(), 2);
    assert!(t.curtain().is_up());
    t.update(Message::Confirm);
    assert!(t.curtain().asks_choice());
    t.update(Message::Confirm);
    t.update(Message::Shell(ShellMessage::Curtain(CurtainMessage::Hide)));
    assert!(
        t.curtain().is_up(),
        "the choice is not put away by Enter or Hide"
    );
    t.update(Message::Ip(IpMessage::Choose(cards[0])));
    assert!(!t.curtain().is_up());
    assert!(t.game.state().pending_attack.is_none());
    next_all(&mut t);

    // undo: the choice is open again, and the cards show only when asked for, to player 2
    t.update(Message::Shell(ShellMessage::Undo));
    assert!(!t.curtain().is_up(), "an undo shows nothing by itself");
    assert!(t.game.state().pending_attack.is_some());
    // the turn waits: End turn is not taken while the choice is open
    t.update(Message::Key(TableKey::EndTurn));
    assert!(t.game.state().pending_attack.is_some());
    t.update(Message::Ip(IpMessage::ShowCards));
    let front = t.curtain().current().expect("the curtain").clone();
    assert_eq!(front.to, PlayerId(2));
    assert_eq!(
        front.sights,
        vec![crate::rules::outcome::Sight::AttackCards {
            cards: cards.clone()
        }]
    );
    // and after a quit the same: the table comes back asking, without the cards on show
    let game = t.game;
    let resumed = Table::new(game);
    assert!(!resumed.curtain().is_up());
    assert!(resumed.game.state().pending_attack.is_some());
}

/// The first death asks; until it is answered, End turn and Pass wait; "No" is kept.
#[test]
fn the_first_death_question_holds_the_turns_until_answered() {
    let mut game = Game::start(
        Err(crate::storage::root::NoDataFolder),
        &request(Side::A, "ACK74X"),
    )
    .unwrap();
    game.apply(Command::Fix(Correction::KillCharacter {
        player: PlayerId(2),
    }))
    .unwrap();
    let mut t = Table::new(game);
    next_all(&mut t);
    assert_eq!(t.game.state().intruder_player_offer, Some((PlayerId(2), 2)));
    t.update(Message::Select(0));
    t.update(Message::Key(TableKey::Pass));
    assert!(
        !t.game.state().character(PlayerId(1)).unwrap().passed,
        "the question comes first"
    );
    t.update(Message::Ip(IpMessage::Answer(false)));
    assert_eq!(t.game.state().intruder_player_offer, None);
    assert_eq!(t.game.state().intruder_player, None);
    t.update(Message::Key(TableKey::Pass));
    assert!(t.game.state().character(PlayerId(1)).unwrap().passed);
}

/// A move's corridor is the card's number, 1 to 4, by key or button; the intruder player's
/// turn ends with End turn, and the next player is chosen.
#[test]
fn the_intruder_player_moves_by_corridor_number_then_ends_the_turn() {
    let (mut t, adult) = intruder_player_table();
    t.update(Message::Select(1));
    t.update(Message::Ip(IpMessage::Play(IntruderPlay::Move)));
    t.update(Message::Digit(3));
    let Some(Prompt::Intruders(d)) = &t.prompt else {
        panic!("no move draft")
    };
    assert_eq!((d.intruder, d.corridor), (Some(adult), Some(3)));
    let from = t.game.state().intruder(adult).unwrap().at;
    t.update(Message::Confirm);
    let moved = t.game.state().intruder(adult).map(|i| i.at);
    assert_ne!(moved, Some(from), "the adult left through corridor 3");
    next_all(&mut t);
    t.update(Message::Select(1));
    t.update(Message::Key(TableKey::EndTurn));
    assert_eq!(t.selected, Some(0), "player 1 is next");
}

/// An Intruder Player card that calls for an event card: the hands are asked as before the
/// Event Phase, and the card is drawn and resolved on the intruder player's turn.
#[test]
fn the_intruder_players_card_may_draw_an_event_card() {
    let (mut t, _) = intruder_player_table();
    t.update(Message::Select(1));
    t.update(Message::Ip(IpMessage::EventCard));
    assert!(matches!(
        t.prompt,
        Some(Prompt::EventPhase {
            for_intruders: true,
            ..
        })
    ));
    t.update(Message::Confirm);
    let last = t.log().last().expect("played");
    assert!(matches!(last.command, Command::IntruderEvent { .. }));
    assert!(
        last.outcomes
            .iter()
            .any(|o| matches!(o, Outcome::EventCard { .. }))
    );
}

#[test]
fn the_mutation_action_opens_the_scanner_for_one_card() {
    use crate::gui::scan::{ScanPurpose, ScanRequest};
    use crate::rules::ids::PlayerId;
    let mut req = request(Side::A, "ACK74X");
    req.species = crate::rules::species::Species::Carnomorphs;
    let mut t = Table::new(Game::start(Err(crate::storage::root::NoDataFolder), &req).unwrap());
    let p1 = PlayerId(1);
    t.play(Command::Fix(Correction::SetMutation {
        player: p1,
        card: true,
        markers: 0,
    }));
    assert_eq!(
        t.update(Message::Adaptation(
            carnomorph_side::AdaptationMessage::Mutate(p1)
        )),
        Action::Scan(ScanRequest {
            player: p1,
            purpose: ScanPurpose::Mutation,
        })
    );
}

#[test]
fn the_rail_has_a_lurking_step_only_with_void_seeders() {
    use crate::gui::nemesis::rail::{Rail, Step};
    use crate::rules::ids::IntruderKind::*;
    use crate::rules::outcome::EventStep;
    let base = table(Side::A);
    let rail = Rail::of(base.game.state(), Some(EventStep::BagDevelopment), false);
    assert!(!rail.lurking);
    assert_eq!(rail.step, Some(Step::Bag));
    let mut req = request(Side::A, "ACK74X");
    req.species = crate::rules::species::Species::VoidSeeders;
    req.dealer = crate::rules::ids::Dealer::Box;
    req.insanity_track = Some([Lurker, Lurker, Whisperer, Stalker, Despoiler]);
    let seeders = Table::new(Game::start(Err(crate::storage::root::NoDataFolder), &req).unwrap());
    let rail = Rail::of(seeders.game.state(), Some(EventStep::Lurking), false);
    assert!(rail.lurking);
    assert_eq!(rail.step, Some(Step::Lurking));
}

/// Seen at the real window (Japanese solo, issue 13 item 4): at "game over, everyone look:
/// reveal" the roster already said the hibernating character was dead, before the engines were
/// shown. Deaths the ending caused wait for the victory check to tell them.
#[test]
fn the_roster_keeps_the_endings_deaths_for_the_victory_check() {
    let mut t = table(Side::A);
    t.play(Command::Fix(Correction::SetTime { time: 1 }));
    t.update(Message::Key(TableKey::Pass));
    t.update(Message::Key(TableKey::Pass));
    t.update(Message::Confirm);
    assert!(matches!(t.update(Message::Confirm), Action::Played(_)));
    assert!(t.game.state().ended.is_some(), "the time ran out");
    next_all(&mut t);
    let walk = |t: &Table| match t.panel() {
        Some(super::panel::Panel::Victory(v)) => v.as_ref().clone(),
        other => panic!("no victory walk: {other:?}"),
    };
    assert!(walk(&t).revealing());
    let on_board_died = t
        .log()
        .last()
        .unwrap()
        .outcomes
        .iter()
        .filter(|o| matches!(o, Outcome::CharacterDied { .. }))
        .count();
    assert!(on_board_died > 0, "someone on board died in the jump");
    assert_eq!(t.deaths_untold().len(), on_board_died);
    while walk(&t).revealing() {
        let _ = t.update(Message::Confirm);
    }
    assert!(t.deaths_untold().is_empty(), "told by the end of the walk");
}

/// Seen at the real window (Japanese): a shot that left an Adult alive read well, but once a
/// later shot killed it the older log line said "the intruder's intruder" (the lines are written
/// against the board as it is now). The log names intruders by what all its entries told.
#[test]
fn the_log_still_names_an_intruder_a_later_step_killed() {
    use crate::gui::i18n::{I18n, Language};
    use crate::gui::narrate::Narrator;
    use crate::rules::ids::IntruderKind;
    use crate::rules::outcome::InjuryCause;
    let t = table(Side::A);
    let i18n = I18n::new(Language::En).unwrap();
    let narrator = Narrator {
        i18n: &i18n,
        game: &t.game,
    };
    let mut log = Log::default();
    let id = crate::rules::ids::IntruderId(40);
    log.push(
        Command::Injure {
            intruder: id,
            injuries: 2,
        },
        &[Outcome::IntruderInjured {
            intruder: id,
            injuries: 2,
            cause: InjuryCause::Attack,
            at: SlotId(11),
        }],
    );
    log.push(
        Command::Injure {
            intruder: id,
            injuries: 3,
        },
        &[Outcome::IntruderKilled {
            intruder: id,
            kind: IntruderKind::Adult,
            at: SlotId(11),
            carcass: true,
        }],
    );
    let first = &log.entries()[0];
    let line = &log.lines_of(narrator, first, None)[0].text;
    assert!(line.contains("Adult") && line.contains("011"), "{line}");
    // undo of the kill forgets what it told
    log.pop();
    let line = &log.lines_of(narrator, &log.entries()[0], None)[0].text;
    assert!(!line.contains("Adult"), "{line}");
}

/// Issue 39 item 5: after Surgery (which passes the character) or a hibernation the acting
/// character stayed chosen, End turn and Pass were greyed, and a tap on a room tried to move
/// them. The turn now goes on to the next character who can act, as after End turn.
#[test]
fn the_turn_goes_on_when_the_chosen_character_can_act_no_more() {
    use crate::rules::command::ScanKind;
    let mut t = table(Side::A);
    t.update(Message::Select(0));
    let p1 = PlayerId(1);
    // player 1 in a Surgery next door (the table's corrections say so)
    let crate::rules::state::Whereabouts::Room(here) = t.game.state().character(p1).unwrap().at
    else {
        panic!("on the ship")
    };
    let next_door = t.board.neighbours(here)[0];
    t.play(Command::Fix(Correction::SetRoom {
        at: next_door,
        room: RoomKind::Surgery,
    }));
    t.play(Command::Fix(Correction::PlaceCharacter {
        player: p1,
        at: next_door,
    }));
    assert_eq!(t.selected, Some(0));
    let played = t.play(Command::Scan {
        player: p1,
        kind: ScanKind::Surgery,
        labels: Vec::new(),
    });
    assert!(matches!(played, Action::Played(_)), "{:?}", t.refusal());
    assert!(
        t.game.state().character(p1).unwrap().passed,
        "Surgery passes"
    );
    assert_eq!(t.selected, Some(1), "player 2 has the turn");
}

/// Issue 39 item 8: careful movement is not allowed in combat; the move prompt no longer offers
/// it there (it was refused only after the table had committed), and the key cannot turn it on.
#[test]
fn careful_movement_is_not_offered_in_combat() {
    let mut t = table(Side::A);
    t.update(Message::Select(1));
    let hib = hibernatorium(&t);
    t.play(Command::Fix(Correction::AddIntruder {
        kind: crate::rules::ids::IntruderKind::Adult,
        at: hib,
    }));
    assert!(t.game.state().in_combat(hib));
    let to = t.board.neighbours(hib)[0];
    t.update(Message::Map(map::Event::SlotClicked(to)));
    t.update(Message::Careful(true));
    match &t.prompt {
        Some(Prompt::Move(d)) => assert!(!d.careful, "careful is off in combat"),
        other => panic!("no move prompt: {other:?}"),
    }
}

/// Issue 39 item 6: the hand prefill is the hand after everything the app knows was paid: a
/// shot costs a card, a room action two, Surgery leaves nothing in hand.
#[test]
fn the_hand_prefill_pays_for_shots_and_room_actions() {
    use crate::rules::command::Paid;
    let mut t = table(Side::A);
    // a shot is paid by the player whose turn it is (the rules' answer, not the row chosen)
    let p = PlayerId(t.game.state().turn().player.expect("a player's turn"));
    t.update(Message::Select(usize::from(p.0) - 1));
    let before = t.hand(p);
    t.play(Command::Fix(Correction::AddIntruder {
        kind: crate::rules::ids::IntruderKind::Adult,
        at: hibernatorium(&t),
    }));
    let id = t.game.state().intruders[0].id;
    t.play(Command::Injure {
        intruder: id,
        injuries: 1,
    });
    assert_eq!(t.hand(p), before - 1, "a shot paid one card");
    // the rules say what the room actions and Surgery cost
    assert_eq!(
        Command::HatchControl {
            player: p,
            pod: 1,
            locked: true
        }
        .cards_paid(),
        Some((p, Paid::Cards(2)))
    );
    assert_eq!(
        Command::Scan {
            player: p,
            kind: crate::rules::command::ScanKind::Surgery,
            labels: vec![]
        }
        .cards_paid(),
        Some((p, Paid::WholeHand))
    );
}

/// Issue 55: hibernation's hand question starts where a move's would, at the hand the table
/// last gave less what the rules say the action costs (a room action's two cards), and the hand
/// said is the one the next question starts from.
#[test]
fn the_hibernation_question_starts_at_the_last_hand_less_the_room_action() {
    use crate::gui::nemesis::panel::{Panel, PanelMessage};
    use crate::gui::nemesis::panels::room_actions::{self, HandFor};
    let mut t = table(Side::A);
    t.update(Message::Select(1));
    let p = PlayerId(2); // Select counts from 0
    assert_eq!(t.selected_room(), Some(hibernatorium(&t)));
    // the time track in its blue part: the chambers are open
    t.play(Command::Fix(Correction::SetTime { time: 6 }));
    t.update(Message::OpenActions);
    t.update(Message::Panel(PanelMessage::Actions(
        room_actions::Message::Offer(crate::rules::offers::RoomOffer::Hibernate),
    )));
    let Some(Panel::Actions(panel)) = t.panel() else {
        panic!("no room actions panel: {:?}", t.panel());
    };
    assert_eq!(panel.stage, room_actions::Stage::Hand(HandFor::Hibernate));
    assert_eq!(
        panel.hand_prefill(HandFor::Hibernate, &t.game),
        DEFAULT_HAND - 2,
        "the hand less the room action's two cards"
    );
    // the table says another hand: that one is kept, not paid for again
    t.update(Message::Digit(4));
    assert_eq!(
        t.log().last().map(|e| e.command.clone()),
        Some(Command::Hibernate { player: p, hand: 4 })
    );
    assert_eq!(t.hand(p), 4, "the hand said is kept");
}

/// Issue 39 item 9: an event that asks characters to reveal and scan cards (Eclosion) puts the
/// question at the top of the panel with a button each; the button opens the scanner for that
/// character, and a character not asked gets nothing.
#[test]
fn an_event_that_asks_a_scan_opens_the_scanner_from_the_panel() {
    use crate::rules::content::EventEffect;
    let mut t = table(Side::A);
    let content = crate::rules::data()
        .unwrap()
        .content(crate::rules::species::Species::Intruders);
    let Some(card) = (0u8..)
        .zip(&content.events)
        .find(|(_, e)| e.effect == EventEffect::Eclosion)
        .map(|(i, _)| i)
    else {
        panic!("no Eclosion card")
    };
    t.play(Command::Fix(Correction::NextEvent { card }));
    t.update(Message::Key(TableKey::Pass));
    t.update(Message::Key(TableKey::Pass));
    t.update(Message::Confirm);
    let Action::Played(_) = t.update(Message::Confirm) else {
        panic!("refused: {:?}", t.refusal())
    };
    let asked = t.game.state().scans_requested.clone();
    assert!(!asked.is_empty(), "Eclosion asks the characters to scan");
    let Action::Scan(request) = t.update(Message::ScanRevealed(asked[0])) else {
        panic!("the button opens the scanner")
    };
    assert_eq!(request.player, asked[0]);
    let other = PlayerId(9);
    assert!(matches!(
        t.update(Message::ScanRevealed(other)),
        Action::None
    ));
}

/// Issue 39 item 17: during round 1's Event Phase walk, the list of saved games said 「2라운드」
/// (the round the step ends in). It says the round of the page on screen, and round 2 once the
/// walk is over.
#[test]
fn the_saved_games_list_says_the_round_of_the_page_on_screen() {
    let dir = tempfile::tempdir().unwrap();
    let store = GameStore::new(dir.path());
    let mut t = Table::new(Game::start(Ok(store.clone()), &request(Side::A, "ACK74X")).unwrap());
    let round_listed = |store: &GameStore| {
        let list = crate::session::saves::recent_games(store).unwrap();
        list[0].meta.as_ref().unwrap().round
    };
    t.update(Message::Key(TableKey::Pass));
    t.update(Message::Key(TableKey::Pass));
    t.update(Message::Confirm);
    let Action::Played(_) = t.update(Message::Confirm) else {
        panic!("the event phase was refused: {:?}", t.refusal())
    };
    assert_eq!(t.game.state().round, 2, "the step ends in round 2");
    assert!(t.moment().is_some(), "its pages are told one by one");
    assert_eq!(round_listed(&store), 1, "the list says the page's round");
    // on to the last page: still round 1's Event Phase
    let pages = t.moment().unwrap().1;
    for _ in 1..pages {
        t.update(Message::Next);
    }
    assert_eq!(round_listed(&store), t.shown_state().round);
    t.update(Message::Next);
    assert!(t.moment().is_none());
    assert_eq!(round_listed(&store), 2, "told to its end: round 2");
}

/// A double tap on the walk's 「다음」 turns one page, not two: the second would turn a page (a
/// reveal) unread. Enter is not guarded (a key names what it does).
#[test]
fn a_double_tap_on_next_turns_one_page() {
    let mut t = table(Side::A);
    // the Event Phase's walk, as in everybody_passes_then_the_event_phase_is_walked_step_by_step
    walk_step(&mut t, 0, 4);
    next_all(&mut t);
    t.update(Message::Key(TableKey::Pass));
    t.update(Message::Key(TableKey::Pass));
    t.update(Message::Confirm);
    t.update(Message::Digit(2));
    t.update(Message::Digit(7));
    t.update(Message::Confirm);
    t.set_tap_guard(crate::gui::tap_guard::DOUBLE_TAP);
    let pages = t.moment().map(|(_, left)| left).unwrap_or(0);
    assert!(pages >= 3, "the Event Phase's pages: {pages}");
    t.update(Message::Next);
    t.update(Message::Next);
    assert_eq!(t.moment().map(|(_, left)| left), Some(pages - 1));
    t.update(Message::Confirm);
    assert_eq!(
        t.moment().map(|(_, left)| left).unwrap_or(0),
        pages - 2,
        "Enter turns the page at once"
    );
}

/// Issue 39 item 9: the walk said an adaptation card turned up during the attacks, but the
/// question came only after the round had ended. Now the Event Phase stops after that step: the
/// walk ends there, the question is the next thing on screen, and the name brings the rest of
/// the phase, walked page by page.
#[test]
fn an_adaptation_turned_up_in_the_event_phase_is_asked_before_the_phase_goes_on() {
    use crate::rules::ids::IntruderKind::{Metagorger, Shambler};
    use crate::rules::outcome::EventStep;
    let mut req = request(Side::A, "ACK74X");
    req.species = crate::rules::species::Species::Carnomorphs;
    let mut t = Table::new(Game::start(Err(crate::storage::root::NoDataFolder), &req).unwrap());
    // two Metagorgers alone in a room away from everyone (told by corrections): in step 5 one
    // eats the other and becomes the first Shambler
    let far = SlotId(13);
    for _ in 0..2 {
        t.play(Command::Fix(Correction::AddIntruder {
            kind: Metagorger,
            at: far,
        }));
    }
    next_all(&mut t);
    t.update(Message::Key(TableKey::Pass));
    t.update(Message::Key(TableKey::Pass));
    t.update(Message::Confirm);
    assert!(matches!(t.update(Message::Confirm), Action::Played(_)));
    let steps = |pages: &[Page]| -> Vec<EventStep> {
        pages
            .iter()
            .filter_map(|p| match p.kind {
                PageKind::Step(s) => Some(s),
                PageKind::Moment => None,
            })
            .collect()
    };
    let first = next_all(&mut t);
    assert_eq!(
        steps(&first),
        vec![EventStep::Time, EventStep::Attacks],
        "the walk stops after the step that turned the card"
    );
    let state = t.game.state();
    assert_eq!(state.round, 1);
    assert_eq!(state.adaptation_to_name(), Some(Shambler));
    // the rail stands at the step whose card is being named, where the table still is (issue
    // 55: it showed the fire step while the attacks' question was open); the rules say it
    assert_eq!(t.rail().step, Some(Step::Attacks));
    assert_eq!(
        state.turn().step,
        crate::rules::nemesis::turn::Step::EventPaused {
            during: EventStep::Attacks,
            next: EventStep::Fire
        }
    );
    // nothing but the question moves the game: neither E nor Enter opens the hands (seen at
    // the real window: Enter on the question asked the hands for a new Event Phase)
    let before = t.log().len();
    t.update(Message::Key(TableKey::EventPhase));
    assert!(t.prompt.is_none(), "no hands asked while the card waits");
    t.update(Message::Confirm);
    assert!(t.prompt.is_none(), "no hands asked while the card waits");
    assert_eq!(t.log().len(), before);
    assert!(matches!(
        t.update(Message::Adaptation(
            super::carnomorph_side::AdaptationMessage::Card(Shambler, "voracious".into())
        )),
        Action::Played(_)
    ));
    // the page that names the card stands at the step it turned up in; then the walk goes on
    // step by step (issue 55: the rail showed the time track, then the player turn, there)
    assert_eq!(t.rail().step, Some(Step::Attacks));
    let rest = next_all(&mut t);
    assert_eq!(
        steps(&rest),
        vec![
            EventStep::Fire,
            EventStep::EventCard,
            EventStep::BagDevelopment,
            EventStep::EndOfRound
        ]
    );
    assert_eq!(t.game.state().round, 2);
    assert!(t.game.state().event_paused.is_none());
}

/// Seen at the real window (Japanese Carnomorph game): a shot hurt a Metagorger in 018, its
/// death check drew a retreat and it fled to 021; the injury line said "the Metagorger in 021
/// has 2 injuries: put 2 injury markers on it in 021", a room it was not hurt in. The line
/// names the room the outcome says it was hurt in, not where it stands now.
#[test]
fn an_injury_line_names_the_room_it_was_hurt_in_after_a_retreat() {
    use crate::gui::i18n::{I18n, Language};
    use crate::gui::narrate::Narrator;
    use crate::rules::ids::IntruderKind;
    use crate::rules::outcome::InjuryCause;
    let mut t = table(Side::A);
    let fled_to = SlotId(21);
    t.play(Command::Fix(Correction::AddIntruder {
        kind: IntruderKind::Adult,
        at: fled_to,
    }));
    let id = t.game.state().intruders[0].id;
    let i18n = I18n::new(Language::En).unwrap();
    let narrator = Narrator {
        i18n: &i18n,
        game: &t.game,
    };
    let mut log = Log::default();
    log.push(
        Command::Injure {
            intruder: id,
            injuries: 2,
        },
        &[Outcome::IntruderInjured {
            intruder: id,
            injuries: 2,
            cause: InjuryCause::Attack,
            at: SlotId(18),
        }],
    );
    let lines = log.lines_of(narrator, &log.entries()[0], None);
    let line = &lines[0];
    assert!(line.text.contains("018"), "{}", line.text);
    assert!(!line.text.contains("021"), "{}", line.text);
    let todo = line.todo.clone().unwrap_or_default();
    assert!(todo.contains("018") && !todo.contains("021"), "{todo}");
}

/// Seen at the real window (Japanese Carnomorphs): the eggs' correction and lines spoke of the
/// Intruder board, a board the Carnomorph box does not have. Each game names its own board.
#[test]
fn the_eggs_board_is_named_after_the_species_in_the_box() {
    use crate::gui::i18n::{I18n, Language};
    use crate::gui::narrate::Narrator;
    use crate::rules::species::Species;
    let i18n = I18n::new(Language::Ja).unwrap();
    for (species, board) in [
        (Species::Intruders, crate::tr!(i18n, "board-intruders")),
        (Species::Carnomorphs, crate::tr!(i18n, "board-carnomorphs")),
    ] {
        let mut req = request(Side::A, "ACK74X");
        req.species = species;
        let t = Table::new(Game::start(Err(crate::storage::root::NoDataFolder), &req).unwrap());
        let narrator = Narrator {
            i18n: &i18n,
            game: &t.game,
        };
        let mut log = Log::default();
        log.push(
            Command::Fix(Correction::SetNestEggs { eggs: 3 }),
            &[Outcome::EggAdded { eggs: 4 }],
        );
        let line = &log.lines_of(narrator, &log.entries()[0], None)[0].text;
        assert!(line.contains(&board), "{species:?}: {line}");
    }
}

/// Issue 33 (one undo-note policy): the base table says what an undo or a redo did as the
/// Retaliation table does. A redo of an engine check shows no curtain (a sight is seen once),
/// and it said nothing of why; it says so now. With nothing to undo or redo, a key press says
/// that too, where the base table was silent.
#[test]
fn undo_and_redo_are_told_as_at_every_table() {
    use crate::gui::table::StepNote;
    let mut t = table(Side::A);
    t.update(Message::Shell(ShellMessage::Undo));
    assert_eq!(t.note().cloned(), Some(StepNote::NothingToUndo));
    t.update(Message::Shell(ShellMessage::Redo));
    assert_eq!(t.note().cloned(), Some(StepNote::NothingToRedo));
    let engine = t.board.fixed_slot(RoomKind::Engine1).unwrap();
    t.request(panels::Request::Apply(Command::Fix(
        Correction::PlaceCharacter {
            player: PlayerId(1),
            at: engine,
        },
    )));
    let check = Command::CheckEngine {
        player: PlayerId(1),
        engine: 1,
    };
    t.request(panels::Request::Apply(check.clone()));
    assert!(t.curtain().is_up());
    t.update(Message::Confirm);
    t.update(Message::Confirm);
    assert!(!t.curtain().is_up());
    assert_eq!(t.note().cloned(), None, "a step played clears the note");
    t.update(Message::Shell(ShellMessage::Undo));
    assert_eq!(t.note().cloned(), Some(StepNote::Undone(check)));
    t.update(Message::Shell(ShellMessage::Redo));
    assert!(!t.curtain().is_up(), "the sight is not shown twice");
    assert_eq!(
        t.note().cloned(),
        Some(StepNote::Redone {
            private_not_again: true
        })
    );
    let i18n = crate::gui::i18n::I18n::new(crate::gui::i18n::Language::Ko).unwrap();
    let said = t.note().unwrap().words(&i18n, |_| String::new());
    assert!(said.replace('\u{2060}', "").contains("한 사람만"), "{said}");
}

/// The intruder player's draft offers exactly what the rules take (issue 33: the draft worked
/// out the targets, the corridor numbers and the card numbers itself): each character as a
/// target, each corridor number 0..=6 and each card number 0..=7, against `apply`.
#[test]
fn the_intruder_players_draft_offers_what_the_rules_take() {
    let (mut t, adult) = intruder_player_table();
    t.update(Message::Select(1));
    t.update(Message::Ip(IpMessage::Play(IntruderPlay::Attack)));
    let state = t.game.state().clone();
    let offered = state.ip_attack_targets(adult);
    assert_eq!(offered, vec![PlayerId(1)]);
    for target in [PlayerId(1), PlayerId(2)] {
        let taken = state
            .clone()
            .apply(&Command::IntruderAttack {
                intruder: adult,
                target,
                hand: 3,
                cards: 2,
            })
            .is_ok();
        assert_eq!(offered.contains(&target), taken, "{target:?}");
    }
    for cards in 0..=7u8 {
        let taken = state
            .clone()
            .apply(&Command::IntruderAttack {
                intruder: adult,
                target: PlayerId(1),
                hand: 3,
                cards,
            })
            .is_ok();
        assert_eq!(
            crate::rules::limits::IP_ATTACK_CARDS.contains(&cards),
            taken,
            "{cards} cards"
        );
        // the draft keeps a number only when the rules would take it
        t.update(Message::Ip(IpMessage::Cards(cards)));
        let Some(Prompt::Intruders(d)) = &t.prompt else {
            panic!("the draft went")
        };
        assert_eq!(d.cards == Some(cards), taken, "{cards} cards kept");
    }
    for corridor in 0..=6u8 {
        let taken = state
            .clone()
            .apply(&Command::IntruderMove {
                intruder: adult,
                corridor,
            })
            .is_ok();
        assert_eq!(
            crate::rules::limits::IP_CORRIDORS.contains(&corridor),
            taken,
            "corridor {corridor}"
        );
    }
}

// ---------------------------------------------------------------------------------------------
// Issue 51: every widget draws the game as the table has been shown it.

/// A two-player game brought to the last space of the time track: player 1 hibernates, player 2
/// set the engines (`working` each) and passed; an Adult is on the board; the destination marker
/// is on Earth or not. The Event Phase comes next and makes the jump.
fn at_the_jump(working: [bool; 3], earth: bool) -> Table {
    use crate::rules::content::Destination;
    use crate::rules::ids::IntruderKind;
    use crate::rules::outcome::Sight;
    let mut game = Game::start(
        Err(crate::storage::root::NoDataFolder),
        &request(Side::A, "ACK74X"),
    )
    .unwrap();
    let board = game.board().clone();
    let p2 = PlayerId(2);
    for (engine, room) in [RoomKind::Engine1, RoomKind::Engine2, RoomKind::Engine3]
        .into_iter()
        .enumerate()
    {
        let at = board.fixed_slot(room).unwrap();
        game.apply(Command::Fix(Correction::PlaceCharacter { player: p2, at }))
            .unwrap();
        game.apply(Command::RestackEngine {
            player: p2,
            engine: engine as u8 + 1,
            working_on_top: working[engine],
        })
        .unwrap();
    }
    let cockpit = board.fixed_slot(RoomKind::Cockpit).unwrap();
    game.apply(Command::Fix(Correction::PlaceCharacter {
        player: p2,
        at: cockpit,
    }))
    .unwrap();
    let seen = game
        .apply(Command::CheckCoordinates { player: p2 })
        .unwrap();
    let abcd = seen
        .iter()
        .find_map(|o| match o {
            Outcome::Private {
                sight: Sight::Coordinates { abcd, .. },
                ..
            } => Some(*abcd),
            _ => None,
        })
        .unwrap();
    // not Earth: a destination that kills the sleepers (Mars would ask about quarantine)
    let letter = abcd
        .iter()
        .position(|d| match earth {
            true => *d == Destination::Earth,
            false => !matches!(d, Destination::Earth | Destination::Mars),
        })
        .unwrap();
    game.apply(Command::Fix(Correction::SetDestination {
        letter: letter as u8,
    }))
    .unwrap();
    game.apply(Command::Fix(Correction::SetTime { time: 6 }))
        .unwrap();
    game.apply(Command::Hibernate {
        player: PlayerId(1),
        hand: 0,
    })
    .unwrap();
    game.apply(Command::Fix(Correction::SetTime { time: 1 }))
        .unwrap();
    game.apply(Command::Fix(Correction::AddIntruder {
        kind: IntruderKind::Adult,
        at: cockpit,
    }))
    .unwrap();
    game.apply(Command::EndTurn {
        player: p2,
        passed: true,
        hand: Some(0),
    })
    .unwrap();
    let mut t = Table::new(game);
    t.update(Message::Confirm);
    let Action::Played(outcomes) = t.update(Message::Confirm) else {
        panic!("the event phase was refused: {:?}", t.refusal())
    };
    assert!(
        outcomes
            .iter()
            .any(|o| matches!(o, Outcome::GameEnded { .. })),
        "the jump"
    );
    t
}

fn victory_walk(t: &Table) -> crate::gui::nemesis::panels::victory::Victory {
    match t.panel() {
        Some(super::panel::Panel::Victory(v)) => v.as_ref().clone(),
        other => panic!("no victory walk: {other:?}"),
    }
}

/// Issue 51 (Japanese base game): two engines damaged, the page right after the jump showed
/// every intruder gone from the map, so the explosion was given away before the engines were
/// revealed. The map keeps the intruders until the engines' reveal is uncovered.
#[test]
fn the_map_keeps_the_intruders_until_the_engines_are_revealed() {
    let mut t = at_the_jump([false, false, true], true);
    assert!(
        t.game.state().intruders.is_empty(),
        "the ship exploded: the game as it is has no intruder"
    );
    assert!(t.moment().is_some(), "the walk has pages");
    let shown_intruders = |t: &Table| {
        assert!(
            t.overlay.same_board(&Overlay::from_state(t.shown_state())),
            "the map draws the game as shown"
        );
        t.shown_state().intruders.len()
    };
    while t.moment().is_some() {
        assert_eq!(shown_intruders(&t), 1, "{:?}", t.moment().map(|m| m.0));
        t.update(Message::Next);
    }
    // the victory check: the game over, then the engines
    let mut reveals = 0;
    while victory_walk(&t).revealing() {
        let v = victory_walk(&t);
        let engines = matches!(
            v.beats.get(v.cursor),
            Some(crate::gui::nemesis::panels::victory::Beat::Engines { .. })
        );
        let passed_engines = v.beats[..v.cursor].iter().any(|b| {
            matches!(
                b,
                crate::gui::nemesis::panels::victory::Beat::Engines { .. }
            )
        });
        let expected = if passed_engines || (engines && v.uncovered) {
            0
        } else {
            1
        };
        assert_eq!(shown_intruders(&t), expected, "reveal {reveals}: {v:?}");
        let _ = t.update(Message::Confirm);
        reveals += 1;
    }
    assert_eq!(shown_intruders(&t), 0);
    assert!(
        reveals >= 3,
        "the game over and the engines, each hidden then uncovered"
    );
}

/// The engines' log line up to its first engine (「엔진 확인」, 「エンジンの確認」): what a log
/// that told the engines says.
fn engines_line_head(i18n: &crate::gui::i18n::I18n) -> String {
    let line = crate::tr!(i18n, "log-engines", first = "", second = "", third = "")
        .replace('\u{2060}', "");
    line.split([':', '：']).next().unwrap().trim().to_string()
}

/// Seen in a Korean solo game played to its end: on the contamination reveal's cover (「1번
/// 플레이어의 오염 — 모두 화면을 보세요 — 공개」) the log already said 「오염 확인 통과」: the final
/// scan is a step of its own, played during the check, and its lines waited for nothing. A step
/// the check plays tells its lines (in the window and on the phones) once the check has shown
/// them.
#[test]
fn the_final_scan_waits_for_its_reveal_in_the_log() {
    let i18n = crate::gui::i18n::I18n::new(crate::gui::i18n::Language::Ko).unwrap();
    let newest_lines = |t: &Table| {
        let facts = t.facts();
        let narrator = Narrator {
            i18n: &i18n,
            game: &facts,
        };
        let entry = t.log().last().unwrap();
        t.log()
            .lines_of(narrator, entry, t.ending_held_from())
            .into_iter()
            .map(|l| l.whole())
            .collect::<Vec<_>>()
    };
    let mut t = at_the_jump([true; 3], true);
    while t.moment().is_some() {
        t.update(Message::Next);
    }
    while victory_walk(&t).revealing() {
        let _ = t.update(Message::Confirm);
    }
    // the sleeper holds no contamination card: Enter plays the empty final scan
    let before = t.log().entries().len();
    let _ = t.update(Message::Confirm);
    assert_eq!(
        t.log().entries().len(),
        before + 1,
        "the final scan was played"
    );
    assert!(
        matches!(
            t.log().last().map(|e| &e.command),
            Some(Command::VictoryScan { .. })
        ),
        "{:?}",
        t.log().last().map(|e| &e.command)
    );
    assert!(
        victory_walk(&t).revealing(),
        "its reveal waits behind its cover"
    );
    assert!(newest_lines(&t).is_empty(), "{:?}", newest_lines(&t));
    let phone = t.phone_frame(&i18n).to_string();
    let told = |t: &Table| newest_lines(t).join(" ");
    while victory_walk(&t).revealing() {
        let _ = t.update(Message::Confirm);
    }
    let said = told(&t);
    assert!(!said.is_empty(), "told once the check has shown it");
    assert!(!phone.contains(&said), "the phones waited too: {said}");
    // reopened after its end, the check is walked again from its first page, with the final
    // scan and the engines' step in the log behind it: none of it tells its ending (seen in
    // the same Korean solo game, reopened: the engines, the coordinates and 「오염 확인 통과」
    // showed under 「게임 종료 — 모두 화면을 보세요」)
    let reopened = Table::new(t.game);
    assert!(
        victory_walk(&reopened).revealing(),
        "the check starts again"
    );
    let facts = reopened.facts();
    let narrator = Narrator {
        i18n: &i18n,
        game: &facts,
    };
    let engines = engines_line_head(&i18n);
    let scan = said.replace('\u{2060}', "");
    for entry in reopened.log().entries() {
        for line in reopened
            .log()
            .lines_of(narrator, entry, reopened.ending_held_from())
        {
            let whole = line.whole().replace('\u{2060}', "");
            assert!(!whole.contains(&engines), "{whole}");
            assert!(!scan.contains(&whole) || whole.is_empty(), "{whole}");
        }
    }
    let frame = reopened
        .phone_frame(&i18n)
        .to_string()
        .replace('\u{2060}', "");
    assert!(!frame.contains(&engines), "the phones keep it too");
}

/// Seen from a Japanese seat page in a base game played to its end: while the window's victory
/// check was on its first page (who died aboard), the phones' log already said which engines
/// worked, where the coordinates pointed and that the check was over. The phones' log keeps the
/// ending for its reveals, as the window's log does, and tells it once the walk is done.
#[test]
fn the_phones_log_keeps_the_ending_for_its_reveals() {
    let i18n = crate::gui::i18n::I18n::new(crate::gui::i18n::Language::Ja).unwrap();
    let engines_word = engines_line_head(&i18n);
    let log_says_engines = |t: &Table| {
        let frame = t.phone_frame(&i18n);
        frame["log"]
            .as_array()
            .unwrap()
            .iter()
            .any(|l| l.as_str().unwrap().contains(&engines_word))
    };
    let mut t = at_the_jump([true; 3], true);
    while t.moment().is_some() {
        assert!(!log_says_engines(&t), "a page of the jump step");
        t.update(Message::Next);
    }
    let mut before_engines = 0;
    while victory_walk(&t).revealing() {
        let v = victory_walk(&t);
        let engines_told = v.beats[..v.cursor].iter().any(|b| {
            matches!(
                b,
                crate::gui::nemesis::panels::victory::Beat::Engines { .. }
            )
        });
        if !engines_told {
            assert!(!log_says_engines(&t), "reveal {} of the walk", v.cursor);
            before_engines += 1;
        }
        let _ = t.update(Message::Confirm);
    }
    assert!(before_engines >= 2, "the game over and the engines' cover");
    assert!(log_says_engines(&t), "told once the walk is done");
}

/// Issue 51 (Japanese base game): the roster showed the hibernating character's full status
/// when the coordinates were Earth and "revealed at the victory check" when they were not, so
/// the coordinates were given away before their reveal. The roster says the same either way
/// until the coordinates are uncovered.
#[test]
fn the_roster_gives_the_coordinates_away_to_nobody() {
    let i18n = crate::gui::i18n::I18n::new(crate::gui::i18n::Language::Ja).unwrap();
    let roster = |t: &Table| {
        let facts = t.facts();
        let narrator = Narrator {
            i18n: &i18n,
            game: &facts,
        };
        t.crew_words(narrator)
    };
    let coordinates_uncovered = |t: &Table| {
        let v = victory_walk(t);
        v.beats
            .iter()
            .position(|b| {
                matches!(
                    b,
                    crate::gui::nemesis::panels::victory::Beat::Coordinates { .. }
                )
            })
            .is_some_and(|c| v.cursor > c || (v.cursor == c && v.uncovered))
    };
    let mut home = at_the_jump([true; 3], true);
    let mut lost = at_the_jump([true; 3], false);
    assert!(
        !lost.game.state().character(PlayerId(1)).unwrap().alive(),
        "the wrong destination killed the sleeper"
    );
    assert!(home.game.state().character(PlayerId(1)).unwrap().alive());
    let mut compared = 0;
    loop {
        let (a, b) = (roster(&home), roster(&lost));
        if home.moment().is_none() && coordinates_uncovered(&home) {
            assert_ne!(a[0], b[0], "once uncovered, the roster tells the fate");
            break;
        }
        assert_eq!(a, b, "the roster before the coordinates' reveal");
        compared += 1;
        for t in [&mut home, &mut lost] {
            let _ = if t.moment().is_some() {
                t.update(Message::Next)
            } else {
                t.update(Message::Confirm)
            };
        }
    }
    assert!(compared >= 4, "{compared}");
}

/// Issue 51 (Japanese base game): the top bar showed 「自爆 6」 on the Event Phase's pages before
/// the event card that starts the self-destruct. It shows from the card's page on.
#[test]
fn the_top_bar_shows_the_self_destruct_from_its_event_cards_page_on() {
    use crate::rules::content::EventEffect;
    let mut t = table(Side::A);
    let content = crate::rules::data()
        .unwrap()
        .content(crate::rules::species::Species::Intruders);
    let card = (0u8..)
        .zip(&content.events)
        .find(|(_, e)| e.effect == EventEffect::CoolantLeak)
        .map(|(i, _)| i)
        .expect("a Coolant Leak card");
    // a malfunctioning Generator next door: the card starts the self-destruct
    let at = t.board.neighbours(hibernatorium(&t))[0];
    t.play(Command::Fix(Correction::SetRoom {
        at,
        room: RoomKind::Generator,
    }));
    t.play(Command::Fix(Correction::SetMalfunction {
        at,
        malfunction: true,
    }));
    t.play(Command::Fix(Correction::NextEvent { card }));
    t.update(Message::Key(TableKey::Pass));
    t.update(Message::Key(TableKey::Pass));
    t.update(Message::Confirm);
    let Action::Played(_) = t.update(Message::Confirm) else {
        panic!("refused: {:?}", t.refusal())
    };
    assert_eq!(t.game.state().self_destruct, Some(6), "the card started it");
    let mut before_the_card = 0;
    let mut card_seen = false;
    while let Some((page, _)) = t.moment() {
        card_seen |= page
            .outcomes
            .iter()
            .any(|o| matches!(o, Outcome::SelfDestructStarted));
        if card_seen {
            assert_eq!(t.rail().self_destruct, Some(6), "{:?}", page.kind);
        } else {
            assert_eq!(t.rail().self_destruct, None, "{:?}", page.kind);
            before_the_card += 1;
        }
        t.update(Message::Next);
    }
    assert!(card_seen && before_the_card >= 2, "{before_the_card}");
    assert_eq!(t.rail().self_destruct, Some(6));
}

/// Issue 51: the phones' "now" is the rules' turn. Once everyone has passed, and on every page
/// of the Event Phase, it names nobody's turn (it named the character the window had chosen);
/// during the Player Phase it names the player whose turn it is.
#[test]
fn the_phones_now_names_the_rules_turn_and_nobody_in_the_event_phase() {
    let i18n = crate::gui::i18n::I18n::new(crate::gui::i18n::Language::Ko).unwrap();
    let now = |t: &Table| {
        t.phone_frame(&i18n)["turn"]
            .as_str()
            .unwrap()
            .replace('\u{2060}', "")
    };
    let mut t = table(Side::A);
    assert!(now(&t).starts_with("Ana"), "{}", now(&t));
    t.update(Message::Key(TableKey::Pass));
    assert!(!now(&t).starts_with("Ana"), "Ana passed: {}", now(&t));
    t.update(Message::Key(TableKey::Pass));
    // the window's words carry word joiners for line breaking; the phones' page has none
    let event_phase = crate::tr!(i18n, "table-phase-event").replace('\u{2060}', "");
    assert_eq!(now(&t), event_phase, "everyone passed");
    t.update(Message::Confirm);
    t.update(Message::Confirm);
    assert!(t.moment().is_some(), "the Event Phase is told page by page");
    while t.moment().is_some() {
        // the end of the round's page starts the next round: its first player's turn
        let step = t.moment().and_then(|(p, _)| match p.kind {
            PageKind::Step(step) => Some(step),
            _ => None,
        });
        if step.is_some_and(|s| s != crate::rules::outcome::EventStep::EndOfRound) {
            assert_eq!(now(&t), event_phase, "the page of {step:?}");
        }
        t.update(Message::Confirm);
    }
}

/// Issue 51: the injuries an intruder may be given are the rules' range (1 to 20), not the
/// window's 1 to 6; a report of 12 injuries goes through.
#[test]
fn injuries_are_offered_as_far_as_the_rules_take_them() {
    let mut t = table(Side::A);
    let at = t.selected_room().unwrap();
    t.play(Command::Fix(Correction::AddIntruder {
        kind: crate::rules::ids::IntruderKind::Queen,
        at,
    }));
    let id = t.game.state().intruders[0].id;
    assert_eq!(super::prompt::injuries_taken(t.game.state(), id), 1..=20);
    t.prompt = Some(Prompt::Injure {
        options: vec![id],
        intruder: Some(id),
    });
    t.update(Message::Injuries(12));
    assert_eq!(
        t.log().last().map(|e| e.command.clone()),
        Some(Command::Injure {
            intruder: id,
            injuries: 12
        }),
        "{:?}",
        t.refusal()
    );
}

/// The last character on board dies to an intruder attack in the Event Phase (P1 hibernated):
/// the time track's page comes before the game's end. Tries the attack cards in turn until one
/// kills.
fn dying_in_the_event_phase() -> Table {
    use crate::rules::ids::IntruderKind;
    for card in 0u8..40 {
        let mut game = Game::start(
            Err(crate::storage::root::NoDataFolder),
            &request(Side::A, "ACK74X"),
        )
        .unwrap();
        let p2 = PlayerId(2);
        let cockpit = game.board().fixed_slot(RoomKind::Cockpit).unwrap();
        for fix in [
            Correction::SetTime { time: 6 },
            Correction::PlaceCharacter {
                player: p2,
                at: cockpit,
            },
        ] {
            game.apply(Command::Fix(fix)).unwrap();
        }
        game.apply(Command::Hibernate {
            player: PlayerId(1),
            hand: 0,
        })
        .unwrap();
        let fixes = [
            Correction::SetTime { time: 3 },
            Correction::SetWounds {
                player: p2,
                light: 2,
                serious: 2,
                dressed: 0,
            },
            Correction::AddIntruder {
                kind: IntruderKind::Adult,
                at: cockpit,
            },
            Correction::NextAttack { card },
        ];
        if fixes
            .into_iter()
            .any(|fix| game.apply(Command::Fix(fix)).is_err())
        {
            continue;
        }
        game.apply(Command::EndTurn {
            player: p2,
            passed: true,
            hand: Some(0),
        })
        .unwrap();
        let mut t = Table::new(game);
        t.update(Message::Confirm);
        let Action::Played(outcomes) = t.update(Message::Confirm) else {
            continue;
        };
        if outcomes
            .iter()
            .any(|o| matches!(o, Outcome::GameEnded { .. }))
        {
            return t;
        }
    }
    panic!("no attack card ended the game")
}

/// Issue 51 (Japanese base game, played in the window): the victory check's panel said 「ゲーム
/// 終了」 from the first page of the walk that ends the game, and the roster kept a player
/// highlighted as if it were their turn through the Event Phase's pages.
#[test]
fn the_victory_check_and_the_roster_wait_for_the_page_on_screen() {
    let mut t = dying_in_the_event_phase();
    assert!(
        t.panel().is_some_and(super::panel::Panel::is_victory),
        "the check is ready behind the pages"
    );
    let mut before_the_end = 0;
    while let Some((page, _)) = t.moment() {
        let kind = page.kind;
        if t.shown_state().ended.is_none() {
            assert!(t.panel_on_screen().is_none(), "{kind:?}");
            before_the_end += 1;
        } else {
            assert!(t.panel_on_screen().is_some(), "{kind:?}");
        }
        assert_eq!(t.highlighted_row(), None, "nobody's turn: {kind:?}");
        t.update(Message::Next);
    }
    assert!(before_the_end >= 1, "the time track page: {before_the_end}");
    assert!(t.panel_on_screen().is_some(), "after the pages, the check");
    assert_eq!(t.highlighted_row(), None, "nobody's turn through the check");
}

/// Issue 51: once everyone passed, the roster still showed the chosen character in the turn's
/// colour, as if it were their turn before the Event Phase.
#[test]
fn the_roster_highlights_nobody_once_everyone_passed() {
    let mut t = table(Side::A);
    assert_eq!(t.highlighted_row(), Some(0), "player 1 starts");
    t.update(Message::Key(TableKey::Pass));
    assert_eq!(t.highlighted_row(), Some(1), "then player 2");
    t.update(Message::Key(TableKey::Pass));
    assert_eq!(t.game.state().turn().player, None);
    assert_eq!(t.highlighted_row(), None);
}

/// Issue 55 item 9: a Metagorger that became a Shambler kept its first name in the log's later
/// injury and death-check lines (the prompt and the rules said Shambler). Each log line names an
/// intruder by its type as of its step.
#[test]
fn an_evolved_intruder_is_named_by_its_type_as_of_each_log_line() {
    use crate::rules::ids::{IntruderId, IntruderKind};
    use crate::rules::outcome::InjuryCause;
    let t = table(Side::A);
    let at = hibernatorium(&t);
    let id = IntruderId(90);
    let said = |o: Outcome| (Command::Fix(Correction::SetTime { time: 5 }), vec![o]);
    let history = [
        said(Outcome::IntruderPlaced {
            intruder: id,
            kind: IntruderKind::Metagorger,
            at,
        }),
        said(Outcome::Transformed {
            intruder: id,
            to: IntruderKind::Shambler,
        }),
        said(Outcome::IntruderInjured {
            intruder: id,
            injuries: 1,
            cause: InjuryCause::Attack,
            at,
        }),
    ];
    let log = super::log::Log::from_history(history.iter());
    let i18n = crate::gui::i18n::I18n::new(crate::gui::i18n::Language::En).unwrap();
    let facts = t.facts();
    let narrator = crate::gui::narrate::Narrator {
        i18n: &i18n,
        game: &facts,
    };
    let text = |i: usize| {
        log.lines_of(narrator, &log.entries()[i], None)
            .iter()
            .map(|l| l.text.replace('\u{2060}', ""))
            .collect::<Vec<_>>()
            .join(" ")
    };
    let (metagorger, shambler) = (
        narrator.kind(IntruderKind::Metagorger),
        narrator.kind(IntruderKind::Shambler),
    );
    assert!(text(2).contains(&shambler), "{}", text(2));
    assert!(!text(2).contains(&metagorger), "{}", text(2));
    assert!(text(0).contains(&metagorger), "{}", text(0));
}

/// Issue 55: carcasses and corpses shared one grey diamond on the map, though a Carnomorph feeds
/// on carcasses first. The map's overlay keeps them apart, and the legend names each.
#[test]
fn carcasses_and_corpses_are_told_apart_on_the_map() {
    use crate::present::nemesis::overlay::Overlay;
    let t = table(Side::A);
    let mut st = t.game.state().clone();
    let (&id, _) = st.rooms.iter().next().expect("a room");
    let room = st.rooms.get_mut(&id).unwrap();
    room.carcasses = 2;
    room.corpses = 1;
    let o = Overlay::from_state(&st);
    assert_eq!((o.slots[&id].carcasses, o.slots[&id].corpses), (2, 1));
    let i18n = crate::gui::i18n::I18n::new(crate::gui::i18n::Language::Ko).unwrap();
    let (carcass, corpse) = (
        crate::tr!(i18n, "legend-carcasses"),
        crate::tr!(i18n, "legend-corpses"),
    );
    assert_ne!(carcass, corpse);
}

/// Issue 55: a Lair and the Void Seeders' creatures were all red squares with a letter. A Lair
/// has a mark of its own on the map and a line in the legend.
#[test]
fn a_lair_has_its_own_mark_and_legend_line() {
    use crate::gui::nemesis::map::legend::Mark;
    assert!(Mark::ALL.contains(&Mark::Lair));
    for language in crate::gui::i18n::Language::ALL {
        let i18n = crate::gui::i18n::I18n::new(language).unwrap();
        let lair = crate::tr!(i18n, "legend-lair");
        assert!(lair.contains(&crate::tr!(i18n, "intruder-lair")), "{lair}");
    }
}
