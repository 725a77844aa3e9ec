//! Headless walks through the app with iced_test's Simulator, in each language: first run →
//! new game → setup checklist → table, then a tap on the ship map. Set ICED_TEST_BACKEND=tiny-skia
//! (scripts/test does) to render without a GPU.
//!
//! `cargo test --test gui_flow -- --ignored gallery` also writes PNGs of every screen in every
//! language and text size to target/gallery/, for looking at the layout.

use iced_test::Simulator;
use iced_test::selector;
use nemesis_companion::gui::game::Game;
use nemesis_companion::gui::i18n::{I18n, Language};
use nemesis_companion::gui::map::layout::Layout;
use nemesis_companion::gui::screen::new_game::{Character, NewGameRequest};
use nemesis_companion::gui::screen::table::MAP_ID;
use nemesis_companion::gui::screen::{Screen, home};
use nemesis_companion::gui::seed::SeedCode;
use nemesis_companion::gui::settings::{Settings, Store};
use nemesis_companion::gui::theme::TextSize;
use nemesis_companion::gui::{App, Message, fonts};
use nemesis_companion::rules::board::Board;
use nemesis_companion::rules::ids::Mode;
use nemesis_companion::rules::ids::{Side, SlotId};
use nemesis_companion::storage::store::GameStore;
use nemesis_companion::tr;

const SIZE: (f32, f32) = (1280.0, 2600.0);

fn simulator(app: &App, size: (f32, f32)) -> Simulator<'_, Message> {
    Simulator::with_size(fonts::iced_settings(), size, app.view())
}

/// Clicks the text `label` and feeds the resulting messages back into the app.
fn click(app: &mut App, label: &str) {
    let mut ui = simulator(app, SIZE);
    if let Err(e) = ui.click(label) {
        panic!("cannot click {label:?} on {:?}: {e}", screen_name(app));
    }
    let messages: Vec<Message> = ui.into_messages().collect();
    assert!(!messages.is_empty(), "clicking {label:?} did nothing");
    for m in messages {
        let _ = app.update(m);
    }
}

/// Clicks the widget with this id and feeds the resulting messages back into the app.
fn click_id(app: &mut App, id: &'static str) {
    let mut ui = simulator(app, SIZE);
    if let Err(e) = ui.click(selector::id(id)) {
        panic!("cannot click #{id} on {:?}: {e}", screen_name(app));
    }
    let messages: Vec<Message> = ui.into_messages().collect();
    assert!(!messages.is_empty(), "clicking #{id} did nothing");
    for m in messages {
        let _ = app.update(m);
    }
}

fn type_into(app: &mut App, id: &'static str, text: &str) {
    let mut ui = simulator(app, SIZE);
    ui.click(selector::id(id))
        .unwrap_or_else(|e| panic!("{id}: {e}"));
    ui.typewrite(text);
    let messages: Vec<Message> = ui.into_messages().collect();
    for m in messages {
        let _ = app.update(m);
    }
}

fn screen_name(app: &App) -> &'static str {
    match app.screen() {
        Screen::FirstRun(_) => "first run",
        Screen::Home(_) => "home",
        Screen::NewGame(_) => "new game",
        Screen::Checklist(_) => "checklist",
        Screen::Settings(_) => "settings",
        Screen::Table(_) => "table",
    }
}

fn fresh_app() -> App {
    App::new(Settings::default(), Store::memory(), None)
}

/// First run → new game → checklist → table, choosing `language` on the first screen.
fn walk_to_table(language: Language) -> App {
    let t = I18n::new(language).unwrap();
    let mut app = fresh_app();
    assert_eq!(screen_name(&app), "first run");
    click(
        &mut app,
        &nemesis_companion::gui::screen::first_run::language_name(&t, language),
    );
    assert_eq!(app.language(), language);
    click(&mut app, &tr!(t, "button-continue"));
    assert_eq!(screen_name(&app), "new game");
    assert_eq!(app.settings().language, Some(language));

    type_into(&mut app, "player-name-1", "Mia");
    click(&mut app, &tr!(t, "side-b"));
    click(&mut app, &tr!(t, "new-game-add-player"));
    click(&mut app, &tr!(t, "new-game-start"));
    assert_eq!(screen_name(&app), "checklist");
    let Screen::Checklist(list) = app.screen() else {
        unreachable!()
    };
    assert_eq!(list.request.players.len(), 3);
    assert_eq!(list.request.players[0].0, "Mia");
    assert_eq!(list.request.side, Side::B);
    let before = list.left();

    click(&mut app, &tr!(t, "setup-eggs"));
    let Screen::Checklist(list) = app.screen() else {
        unreachable!()
    };
    assert_eq!(list.left(), before - 1, "ticking a step by its text");

    click(&mut app, &tr!(t, "checklist-start-anyway"));
    assert_eq!(screen_name(&app), "table");
    app
}

fn check_walk(language: Language) {
    let mut app = walk_to_table(language);
    let t = I18n::new(language).unwrap();
    // the table shows the round and the step names in the chosen language
    let mut ui = simulator(&app, (1280.0, 800.0));
    ui.find(tr!(t, "table-round", round = 1))
        .expect("round title");
    ui.find(tr!(t, "step-bag")).expect("phase rail");
    ui.find(tr!(t, "room-hibernatorium")).err(); // drawn on the canvas, not a text widget

    // tap slot 005 on the map: the selected character (player 1) moves there
    let board = Board::bundled(Side::B).unwrap();
    let target = ui.find(selector::id(MAP_ID)).expect("map");
    let bounds = iced_test::selector::Bounded::visible_bounds(&target).expect("map visible");
    let layout = Layout::fit(bounds.size());
    let slot = board.slot(SlotId(5)).unwrap();
    let p = layout.point((f32::from(slot.x), f32::from(slot.y)));
    ui.point_at(iced::Point::new(bounds.x + p.x, bounds.y + p.y));
    ui.simulate(iced_test::simulator::click());
    let messages: Vec<Message> = ui.into_messages().collect();
    assert!(!messages.is_empty(), "tapping the map produced nothing");
    for m in messages {
        let _ = app.update(m);
    }
    let Screen::Table(table) = app.screen() else {
        unreachable!()
    };
    assert_eq!(table.overlay.character_slot(1), Some(SlotId(5)));
    assert!(table.is_animating(), "the change is highlighted");
}

#[test]
fn english_walk_from_first_run_to_the_table() {
    check_walk(Language::En);
}

#[test]
fn korean_walk_from_first_run_to_the_table() {
    check_walk(Language::Ko);
}

#[test]
fn japanese_walk_from_first_run_to_the_table() {
    check_walk(Language::Ja);
}

#[test]
fn settings_open_change_the_text_size_and_go_back() {
    let mut app = App::new(
        Settings {
            language: Some(Language::En),
            ..Settings::default()
        },
        Store::memory(),
        None,
    );
    let t = I18n::new(Language::En).unwrap();
    assert_eq!(
        screen_name(&app),
        "home",
        "later starts open the start screen"
    );
    click_id(&mut app, home::NEW_GAME_ID);
    assert_eq!(screen_name(&app), "new game");
    click(&mut app, &tr!(t, "button-settings"));
    assert_eq!(screen_name(&app), "settings");
    click(&mut app, &tr!(t, "text-size-huge"));
    assert_eq!(app.settings().text_size, TextSize::Huge);
    click(&mut app, &tr!(t, "language-ja"));
    assert_eq!(app.language(), Language::Ja);
    let j = I18n::new(Language::Ja).unwrap();
    click(&mut app, &tr!(j, "button-back"));
    assert_eq!(screen_name(&app), "new game", "back where we were");
}

#[test]
fn keys_open_help_and_escape_closes_it() {
    let mut app = App::new(
        Settings {
            language: Some(Language::Ko),
            ..Settings::default()
        },
        Store::memory(),
        None,
    );
    let t = I18n::new(Language::Ko).unwrap();
    // keys reach the app through a subscription, which the simulator does not run: send the
    // shortcut the subscription would produce for F1 (shortcuts.rs tests the key mapping)
    let _ = app.update(Message::Shortcut(
        nemesis_companion::gui::shortcuts::Shortcut::Help,
    ));
    assert!(app.help_open());
    let mut ui = simulator(&app, (1280.0, 800.0));
    ui.find(tr!(t, "help-undo"))
        .expect("help lists undo in Korean");
    drop(ui);
    let _ = app.update(Message::Shortcut(
        nemesis_companion::gui::shortcuts::Shortcut::Escape,
    ));
    assert!(!app.help_open());
}

#[test]
fn a_broken_settings_file_shows_a_notice_on_screen() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("settings.json"), b"\x00\x01 garbage").unwrap();
    let (store, settings, notice) = Store::open(dir.path());
    assert!(notice.is_some());
    let app = App::new(
        Settings {
            language: Some(Language::En),
            ..settings
        },
        store,
        notice,
    );
    let mut ui = simulator(&app, (1280.0, 800.0));
    let found = ui.find(
        |candidate: iced_test::selector::Candidate<'_>| match candidate {
            iced_test::selector::Candidate::Text { content, .. }
                if content.contains("could not be read") =>
            {
                Some(())
            }
            _ => None,
        },
    );
    assert!(found.is_ok(), "the notice is on screen");
}

/// Saves a game of `steps` simulated steps in `data` (the folder the settings live in).
fn saved_game(data: &std::path::Path, names: [&str; 2], steps: usize) -> Game {
    let request = NewGameRequest {
        players: vec![
            (names[0].into(), Character::Scout),
            (names[1].into(), Character::Mechanic),
        ],
        mode: Mode::Standard,
        side: Side::A,
        seed_code: SeedCode::random(),
    };
    let mut game = Game::start(Ok(GameStore::new(data)), &request).unwrap();
    let mut table = nemesis_companion::sim::Table::new(steps as u64);
    for _ in 0..steps {
        let cmd = table.choose(game.state());
        let _ = game.apply(cmd);
    }
    game
}

fn app_over(data: &std::path::Path, language: Language) -> App {
    let (store, settings, notice) = Store::open(data);
    App::new(
        Settings {
            language: Some(language),
            ..settings
        },
        store,
        notice,
    )
    .with_files_dir(data.to_path_buf())
}

#[test]
fn continue_on_the_start_screen_opens_the_last_game_where_it_stopped() {
    let dir = tempfile::tempdir().unwrap();
    let game = saved_game(dir.path(), ["Mia", "Jun"], 30);
    let mut app = app_over(dir.path(), Language::En);
    assert_eq!(screen_name(&app), "home");
    let t = I18n::new(Language::En).unwrap();
    let mut ui = simulator(&app, (1280.0, 800.0));
    ui.find("Mia, Jun")
        .expect("the game is listed by its players");
    drop(ui);
    click_id(&mut app, home::CONTINUE_ID);
    assert_eq!(screen_name(&app), "table");
    let Screen::Table(table) = app.screen() else {
        unreachable!()
    };
    assert_eq!(table.game.state(), game.state());
    assert_eq!(table.game.id(), game.id());
    // and back to the start screen: the game is listed, still in progress
    click(&mut app, &tr!(t, "home-button"));
    assert_eq!(screen_name(&app), "home");
}

#[test]
fn a_damaged_game_says_what_was_lost_when_it_opens() {
    let dir = tempfile::tempdir().unwrap();
    let game = saved_game(dir.path(), ["민지", "서준"], 30);
    let path = GameStore::new(dir.path()).journal_path(game.id().unwrap());
    drop(game);
    // cut the last line short, as a crash in the middle of a write would
    let bytes = std::fs::read(&path).unwrap();
    std::fs::write(&path, &bytes[..bytes.len() - 5]).unwrap();
    let lines = bytes.iter().filter(|b| **b == b'\n').count();
    let mut app = app_over(dir.path(), Language::Ko);
    let t = I18n::new(Language::Ko).unwrap();
    click(&mut app, &tr!(t, "home-resume"));
    assert_eq!(screen_name(&app), "table");
    let mut ui = simulator(&app, (1280.0, 800.0));
    let expected = tr!(t, "saves-recovery-torn", line = lines.to_string());
    ui.find(expected.as_str())
        .expect("the recovery notice is on screen, in Korean");
}

/// Writes screenshots of each screen, language and text size to target/gallery/ (1920×1080
/// logical, rendered at scale 2). `GALLERY=table,ko` keeps only names containing every listed part.
#[test]
#[ignore = "writes PNG files for a person to look at"]
fn gallery() {
    use nemesis_companion::gui::screen::{first_run, new_game, settings};
    let out = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("target/gallery");
    std::fs::create_dir_all(&out).unwrap();
    let filter = std::env::var("GALLERY").unwrap_or_default();
    let wanted = |name: &str| {
        filter
            .split(',')
            .filter(|f| !f.is_empty())
            .all(|f| name.contains(f))
    };
    let shot = |app: &App, name: String| {
        if !wanted(&name) {
            return;
        }
        let path = out.join(format!("{name}.png"));
        let _ = std::fs::remove_file(out.join(format!("{name}-tiny-skia.png")));
        let mut ui = Simulator::with_size(fonts::iced_settings(), (1920.0, 1080.0), app.view());
        ui.snapshot(&app.theme())
            .unwrap()
            .matches_image(path)
            .unwrap();
    };
    let sizes = [
        (TextSize::Normal, "normal"),
        (TextSize::Large, "large"),
        (TextSize::Larger, "larger"),
        (TextSize::Huge, "huge"),
    ];
    for language in Language::ALL {
        let code = language.code();
        let names = match language {
            Language::En => [["Mia", "Jun"], ["Alex", ""]],
            Language::Ko => [["민지", "서준"], ["하늘", ""]],
            Language::Ja => [["ゆい", "はると"], ["さくら", ""]],
        };
        let data = tempfile::tempdir().unwrap();
        saved_game(data.path(), names[1], 12);
        saved_game(data.path(), names[0], 60);
        for (size, size_name) in sizes {
            let mut app = app_over(data.path(), language);
            let _ = app.update(Message::Settings(settings::Message::TextSize(size)));
            shot(&app, format!("home-{code}-{size_name}"));
            if size == TextSize::Huge {
                let Screen::Home(h) = app.screen() else {
                    unreachable!()
                };
                let second = h.games()[1].id.clone();
                let _ = app.update(Message::Home(home::Message::AskDelete(second)));
                let _ = app.update(Message::Home(home::Message::AskImport));
                shot(&app, format!("home-{code}-{size_name}-asking"));
            }
        }
        let mut app = walk_to_table(language);
        for (size, size_name) in sizes {
            let _ = app.update(Message::OpenSettings);
            let _ = app.update(Message::Settings(settings::Message::TextSize(size)));
            shot(&app, format!("settings-{code}-{size_name}"));
            let _ = app.update(Message::Settings(settings::Message::Back));
            shot(&app, format!("table-{code}-{size_name}"));
            let _ = app.update(Message::ToggleHelp);
            shot(&app, format!("help-{code}-{size_name}"));
            let _ = app.update(Message::ToggleHelp);
        }
        let _ = app.update(Message::OpenSettings);
        let _ = app.update(Message::Settings(settings::Message::Theme(
            nemesis_companion::gui::theme::ThemeChoice::Light,
        )));
        let _ = app.update(Message::Settings(settings::Message::Back));
        shot(&app, format!("table-{code}-light"));
        for (size, size_name) in sizes {
            let settings = Settings {
                text_size: size,
                ..Settings::default()
            };
            let mut app = App::new(settings, Store::memory(), None);
            let _ = app.update(Message::FirstRun(first_run::Message::Pick(language)));
            shot(&app, format!("firstrun-{code}-{size_name}"));
            let _ = app.update(Message::FirstRun(first_run::Message::Continue));
            shot(&app, format!("newgame-{code}-{size_name}"));
            let _ = app.update(Message::NewGame(new_game::Message::Start));
            shot(&app, format!("checklist-{code}-{size_name}"));
        }
    }
}
