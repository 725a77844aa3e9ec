//! The base game's table mid-game: four characters, saved and continued from the start screen.
//! A turn: point at a room, choose another character and the one on turn, tap a room next to
//! them, play the move (Enter), point again, take it back; open and close a panel; answer the
//! cards in hand for a noise roll, take it back. Every second turn everybody passes (not
//! measured), the hands are answered, the Event Phase is played and read page by page, then
//! taken back.

use super::frame::{Act, Bench, Input, Phases, SIZE};
use iced::{Point, Rectangle};
use iced_test::{Simulator, selector};
use nemesis_companion::gui::game::Game;
use nemesis_companion::gui::games::TableMessage;
use nemesis_companion::gui::i18n::Language;
use nemesis_companion::gui::nemesis::map::layout::{self, Layout};
use nemesis_companion::gui::nemesis::new_game::{Character, NewGameRequest};
use nemesis_companion::gui::nemesis::panel::Panel;
use nemesis_companion::gui::nemesis::{self, MAP_ID, MoveDraft, Prompt, Table};
use nemesis_companion::gui::screen::home;
use nemesis_companion::gui::seed::SeedCode;
use nemesis_companion::gui::settings::{Settings, Store};
use nemesis_companion::gui::shortcuts::{Shortcut, TableKey};
use nemesis_companion::gui::{App, Message, fonts};
use nemesis_companion::rules::Command;
use nemesis_companion::rules::board::Board;
use nemesis_companion::rules::ids::{Dealer, Mode, PlayerId, Side, SlotId};
use nemesis_companion::storage::store::GameStore;

fn mid_game(data: &std::path::Path, steps: usize) -> Game {
    let request = NewGameRequest {
        insanity_track: None,
        rings: Vec::new(),
        players: vec![
            ("민준".into(), Character::Scout),
            ("서연".into(), Character::Mechanic),
            ("지호".into(), Character::Captain),
            ("하은".into(), Character::Pilot),
        ],
        mode: Mode::Standard,
        side: Side::A,
        seed_code: SeedCode::parse("ACK74X").unwrap(),
        secret_seed: None,
        dealer: Dealer::App,
        species: Default::default(),
    };
    let mut game = Game::start(Ok(GameStore::new(data)), &request).unwrap();
    let mut table = nemesis_companion::sim::Table::new(7);
    for _ in 0..steps {
        if game.state().ended.is_some() {
            break;
        }
        let cmd = table.choose(game.state());
        let _ = game.apply(cmd);
    }
    game
}

fn table(b: &Bench) -> &Table {
    b.app
        .table()
        .and_then(|t| t.nemesis())
        .expect("at the base game's table")
}

fn steps(b: &Bench) -> usize {
    table(b).game.commands().len()
}

fn key(shortcut: Shortcut) -> Act {
    Act::Keys(vec![Message::Shortcut(shortcut)])
}

fn settle_key(b: &mut Bench, shortcut: Shortcut) {
    b.settle(vec![Message::Shortcut(shortcut)]);
}

/// Where the ship's rooms are on screen.
struct Ship {
    map: Rectangle,
    layout: Layout,
    board: Board,
}

impl Ship {
    fn point(&self, slot: SlotId) -> Point {
        let s = self.board.slot(slot).unwrap();
        let p = self.layout.point((f32::from(s.x), f32::from(s.y)));
        // the map's own hit test finds the room there
        assert_eq!(layout::slot_at(&self.board, &self.layout, p), Some(slot));
        Point::new(self.map.x + p.x, self.map.y + p.y)
    }
}

/// The character whose turn it is, as an index into the players.
fn on_turn(b: &Bench) -> usize {
    let p = table(b)
        .game
        .state()
        .current_player()
        .expect("a character's turn");
    usize::from(p.0) - 1
}

/// Pages and curtains of the last step are moved past (not measured).
fn past_pages(b: &mut Bench) {
    for _ in 0..200 {
        let t = table(b);
        if t.moment().is_none() && !t.curtain().is_up() {
            return;
        }
        settle_key(b, Shortcut::Confirm);
    }
    panic!("the pages do not end");
}

/// The table as a turn starts: nothing on show, a character on turn.
fn ready(b: &mut Bench) {
    for _ in 0..4 {
        past_pages(b);
        if table(b).game.state().current_player().is_some() {
            return;
        }
        assert!(
            table(b).rail().all_passed,
            "nobody on turn, and not all passed"
        );
        settle_key(b, Shortcut::Table(TableKey::EventPhase));
        settle_key(b, Shortcut::Confirm);
    }
    panic!("no character comes on turn");
}

/// The pointer moves onto a room it is not over yet: the map's hover ring follows it.
fn hover(b: &mut Bench, ship: &Ship, n: usize, over: &mut Option<SlotId>) {
    let rooms: Vec<SlotId> = ship.board.slots.iter().map(|s| s.id).collect();
    let slot = (0..rooms.len())
        .map(|i| rooms[(n * 7 + i) % rooms.len()])
        .find(|s| Some(*s) != *over)
        .unwrap();
    let done = b.input(Input::Hover, Act::Point(ship.point(slot)));
    assert!(done.redraw, "the map asks to redraw its hover ring");
    *over = Some(slot);
}

/// Rooms next to the character on turn that a move reaches, as the rules take it.
fn moves(b: &Bench, who: usize) -> Vec<SlotId> {
    let t = table(b);
    let st = t.game.state();
    let player = PlayerId(who as u8 + 1);
    let from = st
        .character(player)
        .and_then(|c| c.room())
        .expect("on the ship");
    let mut rooms = t.board.neighbours(from);
    rooms.sort_unstable();
    rooms.dedup();
    rooms.retain(|&to| {
        st.move_check(player, to).is_ok()
            && MoveDraft::new(st, &t.board, player, from, to, t.hand(player))
                .command()
                .is_some_and(|cmd| st.clone().apply(&cmd).is_ok())
    });
    rooms
}

fn turn(b: &mut Bench, ship: &Ship, n: usize, over: &mut Option<SlotId>) {
    hover(b, ship, n, over);

    // a digit chooses another character, then the one on turn
    let who = on_turn(b);
    let players = table(b).game.config().players.len();
    let selected = table(b).selected;
    let other = (1..players)
        .map(|d| (who + d + n) % players)
        .find(|&i| i != who && Some(i) != selected)
        .expect("another character");
    for i in [other, who] {
        b.input(Input::Choose, key(Shortcut::Digit(i as u8 + 1)));
        assert_eq!(table(b).selected, Some(i), "the digit chose that character");
    }

    // a tap on a room next to them asks for the move; Enter plays it
    let to = moves(b, who);
    assert!(!to.is_empty(), "the character on turn can move");
    let to = to[n % to.len()];
    let done = b.input(Input::Tap, Act::Tap(ship.point(to)));
    *over = Some(to);
    assert!(
        done.published.iter().any(|m| matches!(
            m,
            Message::Table(TableMessage::Nemesis(nemesis::Message::Map(nemesis::map::Event::SlotClicked(s)))) if *s == to
        )),
        "the map named the room tapped"
    );
    assert!(
        matches!(&table(b).prompt, Some(Prompt::Move(d)) if d.to == to),
        "the tap asks for the move"
    );
    let before = steps(b);
    b.input(Input::Play, key(Shortcut::Confirm));
    assert_eq!(steps(b), before + 1, "Enter played the move");
    assert!(matches!(
        table(b).game.commands().last(),
        Some(Command::Move { .. })
    ));
    hover(b, ship, n + 1, over);
    b.input(Input::Undo, key(Shortcut::Undo));
    assert_eq!(steps(b), before, "Ctrl+Z took the move back");

    // a panel opens (room actions or the room's corrections) and closes
    let actions = n.is_multiple_of(2);
    let open = if actions {
        TableKey::Actions
    } else {
        TableKey::Fix
    };
    b.input(Input::Open, key(Shortcut::Table(open)));
    assert!(
        match table(b).panel() {
            Some(Panel::Actions(_)) => actions,
            Some(Panel::Fix(_)) => !actions,
            _ => false,
        },
        "{open:?} opened its panel"
    );
    b.input(Input::Close, key(Shortcut::Escape));
    assert!(table(b).panel().is_none(), "Esc closed the panel");

    // the map's legend opens over the map's lower left corner and closes (L)
    b.input(Input::Open, key(Shortcut::Table(TableKey::Legend)));
    assert!(table(b).legend_open(), "L opened the legend");
    b.input(Input::Close, key(Shortcut::Table(TableKey::Legend)));
    assert!(!table(b).legend_open(), "L closed the legend");

    // N asks the cards in hand for a noise roll (not measured); the digit answers and rolls
    settle_key(b, Shortcut::Table(TableKey::Noise));
    assert!(matches!(table(b).prompt, Some(Prompt::Noise { .. })));
    b.input(Input::Answer, key(Shortcut::Digit(3)));
    assert_eq!(steps(b), before + 1, "the answer rolled for noise");
    assert!(matches!(
        table(b).game.commands().last(),
        Some(Command::NoiseRoll { hand: 3, .. })
    ));
    b.input(Input::Undo, key(Shortcut::Undo));
    assert_eq!(steps(b), before, "Ctrl+Z took the noise roll back");
}

fn event_phase(b: &mut Bench, n: usize) {
    let start = steps(b);
    // everybody passes (not measured)
    for _ in 0..12 {
        if table(b).rail().all_passed {
            break;
        }
        let who = on_turn(b);
        let before = steps(b);
        settle_key(b, Shortcut::Digit(who as u8 + 1));
        settle_key(b, Shortcut::Table(TableKey::Pass));
        assert_eq!(steps(b), before + 1, "the pass was taken");
        past_pages(b);
    }
    assert!(table(b).rail().all_passed, "everybody passed");

    // E asks everybody's hand; a digit answers each row
    settle_key(b, Shortcut::Table(TableKey::EventPhase));
    let rows = match &table(b).prompt {
        Some(Prompt::EventPhase { hands, .. }) => hands.len(),
        _ => panic!("E asks everybody's hand"),
    };
    for row in 0..rows {
        let hand = 2 + ((row + n) % 4) as u8;
        b.input(Input::Answer, key(Shortcut::Digit(hand)));
        match &table(b).prompt {
            Some(Prompt::EventPhase { hands, row: at, .. }) => {
                assert_eq!(hands[row].1, hand, "the hand was taken");
                assert_eq!(*at, (row + 1).min(rows - 1), "the next row is asked");
            }
            _ => panic!("the hands are still asked"),
        }
    }

    // Enter plays the Event Phase; Enter turns its pages
    let before = steps(b);
    b.input(Input::Event, key(Shortcut::Confirm));
    assert_eq!(steps(b), before + 1, "Enter played the Event Phase");
    assert!(matches!(
        table(b).game.commands().last(),
        Some(Command::EventPhase { .. })
    ));
    assert!(
        table(b).moment().is_some(),
        "the Event Phase is told page by page"
    );
    for _ in 0..200 {
        if table(b).curtain().is_up() {
            // a private sight on the way is stepped past (not measured)
            settle_key(b, Shortcut::Confirm);
            continue;
        }
        let Some((_, left)) = table(b).moment() else {
            break;
        };
        b.input(Input::Next, key(Shortcut::Confirm));
        let now = table(b).moment().map(|(_, left)| left);
        assert_eq!(now, (left > 1).then(|| left - 1), "Enter turned the page");
    }
    assert!(table(b).moment().is_none(), "every page was read");

    b.input(Input::Undo, key(Shortcut::Undo));
    assert_eq!(steps(b), before, "Ctrl+Z took the Event Phase back");
    // the passes are taken back (not measured)
    while steps(b) > start {
        let at = steps(b);
        settle_key(b, Shortcut::Undo);
        assert_eq!(steps(b), at - 1, "Ctrl+Z took a pass back");
    }
    assert!(!table(b).rail().all_passed);
}

/// Runs turns until `inputs` inputs are measured; returns their times and what was measured.
pub(crate) fn run(language: Language, inputs: usize) -> (Vec<(Input, Phases)>, String) {
    let dir = tempfile::tempdir().unwrap();
    // saved and closed (one writer per game), then continued from the start screen
    drop(mid_game(dir.path(), 80));
    let (store, settings, notice) = Store::open(dir.path());
    let mut app = App::new(
        Settings {
            language: Some(language),
            ..settings
        },
        store,
        notice,
    )
    .with_files_dir(dir.path().to_path_buf());
    let _ = app.update(Message::Home(home::Message::Continue));
    let board = app
        .table()
        .and_then(|t| t.nemesis())
        .expect("Continue opens the table")
        .board
        .clone();

    // a simulator of the same size loads the fonts and tells where the map is
    let map = {
        let mut ui = Simulator::with_size(fonts::iced_settings(), SIZE, app.view());
        let target = ui.find(selector::id(MAP_ID)).expect("the map is on screen");
        target.visible_bounds().expect("the map is visible")
    };
    let ship = Ship {
        map,
        layout: Layout::fit(map.size()),
        board,
    };

    let mut b = Bench::new(app);
    ready(&mut b);
    let round = table(&b).game.state().round;
    let mut over = None;
    let mut n = 0;
    while b.samples.len() < inputs {
        turn(&mut b, &ship, n, &mut over);
        if n % 2 == 1 {
            event_phase(&mut b, n);
        }
        n += 1;
    }
    let what = format!(
        "base game's table mid-game (round {round}, {} characters, {language:?}), {n} turns",
        table(&b).game.config().players.len(),
    );
    (b.samples, what)
}
