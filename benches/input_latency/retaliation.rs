//! The Retaliation table with 13 rooms on the facility: four marines, a game the simulated
//! table played up to the start of a round, saved and continued from the start screen. A turn:
//! point at a room, tap it (its corrections open), close them (Esc), open and close the
//! corrections (F), choose each marine in turn (Tab) back to the one on turn, tap one of their
//! move buttons, answer what the move asks (the noise die, a token's back), and take it all back.

use super::frame::{Act, Bench, Input, Phases, SIZE};
use iced::{Point, Rectangle};
use iced_test::{Simulator, selector};
use nemesis_companion::gui::games::{Table as AnyTable, TableMessage};
use nemesis_companion::gui::i18n::{I18n, Language};
use nemesis_companion::gui::screen::retaliation::map::Fit;
use nemesis_companion::gui::screen::retaliation::{self as rt, MAP_ID, RetTable, words};
use nemesis_companion::gui::screen::{Screen, home};
use nemesis_companion::gui::settings::{Settings, Store};
use nemesis_companion::gui::shortcuts::{Shortcut, TableKey};
use nemesis_companion::gui::{App, Message, fonts};
use nemesis_companion::rules::retaliation::{
    Question, Retaliation, RetaliationCommand as C, RetaliationConfig, RetaliationState, Step,
};
use nemesis_companion::session::{Journal, PersistentJournal, Session};
use nemesis_companion::sim::retaliation::played;
use nemesis_companion::storage::GameStore;
use nemesis_companion::tr;

const ROOMS: usize = 13;
const MARINES: [&str; 4] = ["민준", "서연", "지호", "하은"];

/// Whether a round can start here for the bench: the marines' turns, nothing asked, two
/// marines or more to choose from, and the one on turn can walk into a room already placed.
fn suitable(st: &RetaliationState) -> bool {
    let Some((who, 0)) = st.current_turn() else {
        return false;
    };
    st.step == Step::Players
        && st.pending.is_empty()
        && st.acting().len() >= 2
        && !walks(st, who).is_empty()
}

/// The corridors marine `who` may walk through into a room already placed, with that room.
fn walks(st: &RetaliationState, who: usize) -> Vec<(u16, u8)> {
    let room = st.marines[who].room;
    st.marine_offers(who)
        .moves
        .into_iter()
        .filter_map(|c| st.map.beyond(c, room).map(|r| (c, r)))
        .collect()
}

/// The first game of the simulated table with [`ROOMS`] rooms placed as a round starts.
fn facility() -> (Journal<Retaliation>, u64) {
    for seed in 1..500u64 {
        let mut config = RetaliationConfig::numbered(seed, MARINES.len());
        config.players = MARINES.iter().map(|s| s.to_string()).collect();
        for rounds in 1..15 {
            let j = played(config.clone(), seed, rounds).unwrap();
            let st = j.state();
            if st.result.is_some() || st.map.rooms.len() > ROOMS {
                break;
            }
            if st.map.rooms.len() == ROOMS && suitable(st) {
                return (j, seed);
            }
        }
    }
    panic!("no simulated game has {ROOMS} rooms as a round starts");
}

fn table(b: &Bench) -> &RetTable {
    match b.app.screen() {
        Screen::Table(AnyTable::Retaliation(t)) => t,
        _ => panic!("not at the Retaliation table"),
    }
}

fn steps(b: &Bench) -> usize {
    table(b).game.commands().len()
}

fn key(shortcut: Shortcut) -> Act {
    Act::Keys(vec![Message::Shortcut(shortcut)])
}

/// Where a room's hexagon is on screen, as the map places it.
fn room_point(b: &Bench, map: Rectangle, room: u8) -> Point {
    let st = table(b).state();
    let fit = Fit::of(map.size(), &Fit::cells(st));
    let c = fit.centre(st.map.rooms[&room].cell);
    Point::new(map.x + c.x, map.y + c.y)
}

fn turn(b: &mut Bench, i18n: &I18n, map: Rectangle, n: usize, over: &mut Option<u8>) {
    let start = steps(b);
    let st = table(b).state().clone();
    let (who, _) = st.current_turn().expect("a marine's turn");

    // the pointer moves onto a room; a tap there opens its corrections; Esc closes them
    let rooms: Vec<u8> = st.map.rooms.keys().copied().collect();
    let room = (0..rooms.len())
        .map(|i| rooms[(n * 5 + i) % rooms.len()])
        .find(|r| Some(*r) != *over)
        .unwrap();
    let at = room_point(b, map, room);
    let done = b.input(Input::Hover, Act::Point(at));
    // (nothing on the facility map follows the pointer: the tap below shows where it is)
    assert!(done.published.is_empty(), "pointing plays nothing");
    *over = Some(room);
    let done = b.input(Input::Tap, Act::Tap(at));
    assert!(
        done.published.iter().any(|m| matches!(
            m,
            Message::Table(TableMessage::Retaliation(rt::Message::Room(r))) if *r == room
        )),
        "the map named the room tapped"
    );
    assert!(
        table(b).correcting(),
        "the tap opened the room's corrections"
    );
    b.input(Input::Close, key(Shortcut::Escape));
    assert!(!table(b).correcting(), "Esc closed the corrections");

    // F opens the corrections, and F again closes them
    b.input(Input::Open, key(Shortcut::Table(TableKey::Fix)));
    assert!(table(b).correcting(), "F opened the corrections");
    b.input(Input::Close, key(Shortcut::Table(TableKey::Fix)));
    assert!(!table(b).correcting(), "F closed the corrections");

    // Tab chooses each marine who can act in turn, back to the one on turn
    assert_eq!(table(b).selected, who);
    for _ in 0..st.acting().len() {
        let next = st.next_to_act(Some(table(b).selected)).unwrap();
        assert_ne!(next, table(b).selected);
        b.input(Input::Choose, key(Shortcut::Table(TableKey::NextCharacter)));
        assert_eq!(table(b).selected, next, "Tab chose the next marine");
        if next == who {
            break;
        }
    }
    assert_eq!(
        table(b).selected,
        who,
        "Tab came back to the marine on turn"
    );

    // a tap on one of their move buttons plays the move
    let walks = walks(&st, who);
    let (corridor, to) = walks[n % walks.len()];
    let label = tr!(
        i18n,
        "rt-move-to",
        corridor = words::corridor(i18n, corridor),
        room = words::room(i18n, to)
    );
    let button = b
        .find_text(&label)
        .unwrap_or_else(|| panic!("the move button {label:?} is on screen"));
    let before = steps(b);
    let done = b.input(Input::Play, Act::Tap(button.center()));
    *over = None;
    assert!(
        done.published.iter().any(|m| matches!(
            m,
            Message::Table(TableMessage::Retaliation(rt::Message::Play(C::Move { who: w, corridor: c, .. })))
                if *w == who && *c == corridor
        )),
        "the tap pressed the move's button"
    );
    assert_eq!(steps(b), before + 1, "the move was played");

    // what the move asks is answered: the noise die (a digit), a token's back (Enter)
    for i in 0..8 {
        if table(b).curtain().is_up() {
            // a private sight on the way is stepped past (not measured)
            b.settle(vec![Message::Shortcut(Shortcut::Confirm)]);
            continue;
        }
        let before = steps(b);
        match table(b).state().pending.front() {
            Some(Question::NoiseRoll { .. }) => {
                let face = 1 + ((n + i) % 4) as u8;
                b.input(Input::Answer, key(Shortcut::Digit(face)));
                assert!(matches!(
                    table(b).game.commands().last(),
                    Some(C::NoiseRoll { .. })
                ));
            }
            Some(Question::TokenBack { .. }) => {
                b.input(Input::Answer, key(Shortcut::Confirm));
                assert!(matches!(
                    table(b).game.commands().last(),
                    Some(C::TokenBack { .. })
                ));
            }
            _ => break,
        }
        assert_eq!(steps(b), before + 1, "the answer was taken");
    }

    // and everything is taken back, step by step
    while steps(b) > start {
        let at = steps(b);
        b.input(Input::Undo, key(Shortcut::Undo));
        assert_eq!(steps(b), at - 1, "Ctrl+Z took a step back");
    }
}

/// Runs turns until `inputs` inputs are measured; returns their times and what was measured.
pub(crate) fn run(language: Language, inputs: usize) -> (Vec<(Input, Phases)>, String) {
    let dir = tempfile::tempdir().unwrap();
    let (game, seed) = facility();
    // saved and closed (one writer per game), then continued from the start screen
    {
        let mut saved = PersistentJournal::<Retaliation>::create(
            GameStore::new(dir.path()),
            game.config().clone(),
        )
        .unwrap();
        for cmd in game.commands() {
            saved.apply(cmd.clone()).unwrap();
        }
    }
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
    assert!(
        matches!(app.screen(), Screen::Table(AnyTable::Retaliation(_))),
        "Continue opens the Retaliation table"
    );

    // a simulator of the same size loads the fonts and tells where the map is
    let map = {
        let mut ui = Simulator::with_size(fonts::iced_settings(), SIZE, app.view());
        let target = ui.find(selector::id(MAP_ID)).expect("the map is on screen");
        target.visible_bounds().expect("the map is visible")
    };
    let i18n = I18n::new(language).unwrap();

    let mut b = Bench::new(app);
    let st = table(&b).state();
    assert_eq!(st.map.rooms.len(), ROOMS);
    let round = st.round;
    let mut over = None;
    let mut n = 0;
    while b.samples.len() < inputs {
        turn(&mut b, &i18n, map, n, &mut over);
        n += 1;
    }
    let what = format!(
        "Retaliation table (round {round}, {ROOMS} rooms, {} marines, simulated game {seed}, {language:?}), {n} turns",
        MARINES.len()
    );
    (b.samples, what)
}
