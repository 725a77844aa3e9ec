//! Headless walks through the app with iced_test's Simulator, in each language: first run →
//! new game → setup checklist → table, then a tap on the ship map. Set ICED_TEST_BACKEND=tiny-skia
//! (scripts/test does) to render without a GPU.
//!
//! `cargo test --test gui_flow -- --ignored gallery` also writes PNGs of every screen in every
//! language and text size to target/gallery/, for looking at the layout.
#![allow(clippy::unwrap_used, clippy::expect_used)] // tests and tools may stop at a broken assumption

// the latency bench's window: frames painted as iced's software compositor paints them
#[allow(dead_code)]
#[path = "../benches/input_latency/frame.rs"]
mod frame;
#[allow(dead_code)]
#[path = "../benches/input_latency/base.rs"]
mod latency_base;
#[allow(dead_code)]
#[path = "../benches/input_latency/retaliation.rs"]
mod latency_retaliation;

use iced_test::Simulator;
use iced_test::selector;
use nemesis_companion::gui::game::Game;
use nemesis_companion::gui::games::{Setup, SetupMessage, Table as AnyTable, TableMessage};
use nemesis_companion::gui::i18n::{I18n, Language};
use nemesis_companion::gui::nemesis::map::layout::Layout;
use nemesis_companion::gui::nemesis::new_game::{Character, NewGameRequest};
use nemesis_companion::gui::nemesis::{self, MAP_ID};
use nemesis_companion::gui::screen::{Screen, home};
use nemesis_companion::gui::seed::SeedCode;
use nemesis_companion::gui::settings::{Settings, Store};
use nemesis_companion::gui::shortcuts::{Shortcut, TableKey};
use nemesis_companion::gui::table::shell::{CurtainMessage, ShellMessage};
use nemesis_companion::gui::theme::TextSize;
use nemesis_companion::gui::{App, Message, fonts};
use nemesis_companion::rules::Outcome;
use nemesis_companion::rules::board::Board;
use nemesis_companion::rules::ids::Mode;
use nemesis_companion::rules::ids::{Side, SlotId};
use nemesis_companion::rules::species::Species;
use nemesis_companion::storage::store::GameStore;
use nemesis_companion::tr;

const SIZE: (f32, f32) = (1280.0, 2600.0);
const GAME_SEED: &str = "AAAAAA";

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
        Screen::Setup(Setup::NewGame(_)) => "new game",
        Screen::Setup(Setup::Checklist(_)) => "checklist",
        Screen::Settings(_) => "settings",
        Screen::Table(AnyTable::Nemesis(_)) => "table",
        Screen::Setup(Setup::Retaliation(_)) => "retaliation setup",
        Screen::Table(AnyTable::Retaliation(_)) => "retaliation",
        #[cfg(feature = "stub-game")]
        _ => "stub",
    }
}

fn fresh_app() -> App {
    App::new(Settings::default(), Store::memory(), None)
}

/// First run → new game → checklist → table, choosing `language` on the first screen.
fn walk_to_table(language: Language) -> App {
    walk_to_table_with(language, Species::Intruders)
}

/// The same, with the Carnomorphs in the box when `carnomorphs`.
fn walk_to_table_with(language: Language, species: Species) -> App {
    let carnomorphs = species == Species::Carnomorphs;
    let t = I18n::new(language).unwrap();
    let mut app = fresh_app();
    assert_eq!(screen_name(&app), "first run");
    click(
        &mut app,
        &nemesis_companion::gui::screen::first_run::language_name(&t, language),
    );
    assert_eq!(app.language(), language);
    click(&mut app, &tr!(t, "button-continue"));
    // the start screen offers every game at once (issue 38)
    assert_eq!(screen_name(&app), "home");
    for words in [
        tr!(t, "home-new-game"),
        tr!(t, "home-new-retaliation"),
        tr!(
            t,
            "home-new-with",
            species =
                nemesis_companion::gui::nemesis::new_game::species_name(&t, Species::Carnomorphs)
        ),
        tr!(
            t,
            "home-new-with",
            species =
                nemesis_companion::gui::nemesis::new_game::species_name(&t, Species::VoidSeeders)
        ),
    ] {
        let mut ui = Simulator::with_size(fonts::iced_settings(), (1920.0, 1080.0), app.view());
        assert!(ui.find(words.as_str()).is_ok(), "{words}");
    }
    click(&mut app, &tr!(t, "home-new-game"));
    assert_eq!(screen_name(&app), "new game");
    assert_eq!(app.settings().language, Some(language));

    type_into(&mut app, "player-name-1", "Mia");
    click(&mut app, &tr!(t, "new-game-add-player"));
    if carnomorphs {
        click(&mut app, &tr!(t, "species-carnomorphs"));
    }
    if species == Species::VoidSeeders {
        click(&mut app, &tr!(t, "species-void-seeders"));
        // without the insanity track the game does not start: the form says so
        click(&mut app, &tr!(t, "new-game-start"));
        assert_eq!(screen_name(&app), "new game");
        // the owner taps what their card shows, level by level
        for (level, kind) in nemesis_companion::sim::SIM_TRACK.into_iter().enumerate() {
            let _ = app.update(Message::Setup(SetupMessage::NewGame(
                nemesis_companion::gui::nemesis::new_game::Message::TrackChosen(level, kind),
            )));
        }
        shot_if_asked(&app, &format!("void-new-game-{}", language.code()));
    }
    // side B is the table's to choose for the base game; an expansion is set up on the basic
    // side A (its rulebook's setup step 1), which the rules hold to (issue 51): asked for side B,
    // the form says why and stays
    click(&mut app, &tr!(t, "side-b"));
    let expansion = species != Species::Intruders;
    if expansion {
        click(&mut app, &tr!(t, "new-game-start"));
        assert_eq!(screen_name(&app), "new game");
        let why = tr!(t, "new-game-error-side-a");
        {
            let mut ui = Simulator::with_size(fonts::iced_settings(), SIZE, app.view());
            assert!(ui.find(why.as_str()).is_ok(), "{why}");
        }
        click(&mut app, &tr!(t, "side-a"));
    }
    // a known seed, so the games these tests play are always the same (typed: otherwise the
    // form keeps its secret random seed and every run plays another game)
    let _ = app.update(Message::Setup(SetupMessage::NewGame(
        nemesis_companion::gui::nemesis::new_game::Message::TypeSeed(true),
    )));
    let _ = app.update(Message::Setup(SetupMessage::NewGame(
        nemesis_companion::gui::nemesis::new_game::Message::SeedChanged(GAME_SEED.into()),
    )));
    click(&mut app, &tr!(t, "new-game-start"));
    assert_eq!(screen_name(&app), "checklist");
    let Screen::Setup(Setup::Checklist(list)) = app.screen() else {
        unreachable!()
    };
    assert_eq!(list.request.players.len(), 3);
    assert_eq!(list.request.players[0].0, "Mia");
    assert_eq!(list.request.side, if expansion { Side::A } else { Side::B });
    let before = list.left();
    let eggs = if species == Species::VoidSeeders {
        assert_eq!(
            list.request.insanity_track,
            Some(nemesis_companion::sim::SIM_TRACK)
        );
        assert_eq!(
            list.request.dealer,
            nemesis_companion::rules::ids::Dealer::Box
        );
        tr!(t, "setup-eggs-void-seeders")
    } else if carnomorphs {
        assert_eq!(
            list.request.species,
            nemesis_companion::rules::species::Species::Carnomorphs
        );
        tr!(t, "setup-eggs-carnomorphs")
    } else {
        tr!(t, "setup-eggs")
    };

    click(&mut app, &eggs);
    let Screen::Setup(Setup::Checklist(list)) = app.screen() else {
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
    let Screen::Table(AnyTable::Nemesis(table)) = app.screen() else {
        unreachable!()
    };
    assert!(
        matches!(table.prompt, Some(nemesis::Prompt::Move(_))),
        "a tap asks the cards in hand first"
    );
    say_what_was_flipped(&mut app, &t);
    click(&mut app, &tr!(t, "table-move"));
    let Screen::Table(AnyTable::Nemesis(table)) = app.screen() else {
        unreachable!()
    };
    assert_eq!(table.overlay.character_slot(1), Some(SlotId(5)));
    assert!(table.is_animating(), "the change is highlighted");
    assert_eq!(table.log().len(), 1);
}

/// The box deals (the new-game default): when the move prompt asks what was flipped, click the
/// last tile offered and a token face that varies with the room (so noise rolls and dangers
/// still come), as players would after flipping them.
fn say_what_was_flipped(app: &mut App, t: &nemesis_companion::gui::i18n::I18n) {
    let Screen::Table(AnyTable::Nemesis(table)) = app.screen() else {
        return;
    };
    let Some(nemesis::Prompt::Move(draft)) = &table.prompt else {
        return;
    };
    if !draft.needs_reveal() {
        return;
    }
    let narrator = nemesis_companion::gui::narrate::Narrator {
        i18n: t,
        game: &table.game,
    };
    let tile = (draft.tile.is_none())
        .then(|| {
            draft
                .tiles
                .last()
                .map(|&k| nemesis_companion::gui::nemesis::map::room_name(t, k))
        })
        .flatten();
    let (effect, items) = draft.faces[usize::from(draft.to.0) % draft.faces.len()];
    let face = narrator.token_face(effect, items);
    if let Some(tile) = tile {
        click(app, &tile);
    }
    click(app, &face);
}

fn table_of(app: &App) -> &nemesis::Table {
    match app.screen() {
        Screen::Table(AnyTable::Nemesis(t)) => t,
        _ => panic!("not on the table but on {}", screen_name(app)),
    }
}

fn key(app: &mut App, shortcut: Shortcut) {
    let _ = app.update(Message::Shortcut(shortcut));
}

/// Taps a room on the map as a player would (through the simulator).
fn tap_room(app: &mut App, slot: SlotId) {
    let board = table_of(app).board.clone();
    let mut ui = simulator(app, (1280.0, 800.0));
    let target = ui.find(selector::id(MAP_ID)).expect("map");
    let bounds = iced_test::selector::Bounded::visible_bounds(&target).expect("map visible");
    let layout = Layout::fit(bounds.size());
    let s = board.slot(slot).unwrap();
    let p = layout.point((f32::from(s.x), f32::from(s.y)));
    ui.point_at(iced::Point::new(bounds.x + p.x, bounds.y + p.y));
    ui.simulate(iced_test::simulator::click());
    let messages: Vec<Message> = ui.into_messages().collect();
    for m in messages {
        let _ = app.update(m);
    }
}

/// Clicks "Next" through every moment on show; returns how many there were.
fn click_through_moments(app: &mut App, t: &I18n) -> usize {
    let mut seen = 0;
    while let Some((_, left)) = table_of(app).moment() {
        let more = left - 1;
        let label = if more > 0 {
            tr!(t, "moment-next-more", left = more)
        } else {
            tr!(t, "moment-next")
        };
        click(app, &label);
        seen += 1;
        assert!(seen < 100, "moments never end");
    }
    seen
}

/// Plays a game from the new-game screen to its end: characters walk around the ship (by taps
/// and clicks for the first rounds, then by keys), everyone passes, and each Event Phase is run
/// and walked through, until the game ends.
fn play_to_the_end(language: Language) {
    play_species_to_the_end(language, Species::Intruders);
}

/// A panic card waiting for the room: nobody cancels it.
fn answer_panics(app: &mut App, t: &I18n) -> usize {
    let mut n = 0;
    while !table_of(app).game.state().held_panics.is_empty() {
        if n == 0 {
            shot_if_asked(app, &format!("void-panic-{}", t.language().code()));
        }
        click(app, &tr!(t, "table-panic-not-cancelled"));
        n += 1;
        assert!(n < 20, "a panic card is never answered");
    }
    n
}

/// An adaptation that turned up: the table names it (the first Voracious, then "another card"
/// and what it changes). A card turned up in the Event Phase stops the phase until it is named;
/// the rest of the phase is then walked. Returns the pages walked.
fn name_adaptation(app: &mut App, t: &I18n, named: &mut usize) -> usize {
    let Some(slot) = table_of(app).game.state().adaptation_to_name() else {
        return 0;
    };
    let paused = table_of(app).game.state().event_paused.is_some();
    shot_if_asked(app, &format!("carno-adaptation-{}", t.language().code()));
    if *named == 0 {
        click(app, &t.effect("adaptation-voracious"));
    } else {
        click(app, &t.effect("adaptation-other"));
        click(app, &t.effect("adaptation-category-movement"));
    }
    *named += 1;
    let state = table_of(app).game.state();
    let a = state.adaptations.iter().find(|a| a.slot == slot);
    assert!(
        a.is_some_and(|a| a.card.is_some()),
        "the adaptation was named"
    );
    let pages = click_through_moments(app, t);
    if paused {
        assert!(
            pages > 0 || table_of(app).game.state().adaptation_to_name().is_some(),
            "the rest of the Event Phase is walked after the name"
        );
    }
    pages + name_adaptation(app, t, named)
}

fn play_species_to_the_end(language: Language, species: Species) {
    let carnomorphs = species == Species::Carnomorphs;
    let t = I18n::new(language).unwrap();
    let mut app = walk_to_table_with(language, species);
    let mut panics = 0;
    let mut adaptations_named = 0;
    let players = table_of(&app).game.config().players.len();
    let mut moments = 0;
    let mut encounters = 0;
    let mut walks = 0;
    for round in 1..=30 {
        if table_of(&app).game.state().ended.is_some() {
            break;
        }
        let by_clicks = round <= 2;
        for index in 0..players {
            panics += answer_panics(&mut app, &t);
            // the first death's question comes first: no intruder player at this table
            if table_of(&app).game.state().intruder_player_offer.is_some() {
                shot_if_asked(&app, &format!("ip-offer-{}", language.code()));
                click(&mut app, &tr!(t, "table-ip-offer-no"));
            }
            moments += name_adaptation(&mut app, &t, &mut adaptations_named);
            let state = table_of(&app).game.state();
            let player = nemesis_companion::rules::ids::PlayerId(index as u8 + 1);
            let Some(at) = state.character(player).and_then(|c| c.room()) else {
                continue;
            };
            if state.character(player).is_some_and(|c| c.passed) || state.ended.is_some() {
                continue;
            }
            key(&mut app, Shortcut::Digit(index as u8 + 1));
            assert_eq!(table_of(&app).selected, Some(index));
            // one step to a neighbouring room, chosen by the round
            let rooms = table_of(&app).board.neighbours(at);
            let to = rooms[(round + index) % rooms.len()];
            let before = table_of(&app).log().len();
            if by_clicks {
                tap_room(&mut app, to);
                say_what_was_flipped(&mut app, &t);
                click(&mut app, &tr!(t, "table-move"));
            } else {
                let steps = rooms.iter().position(|r| *r == to).unwrap() + 1;
                for _ in 0..steps {
                    key(&mut app, Shortcut::Table(TableKey::NextRoom));
                }
                assert_eq!(table_of(&app).pointed(), Some(to));
                key(&mut app, Shortcut::Confirm);
                say_what_was_flipped(&mut app, &t);
                key(&mut app, Shortcut::Digit(3));
                key(&mut app, Shortcut::Confirm);
            }
            let table = table_of(&app);
            if table.log().len() == before {
                // refused (a closed door): say so and carry on
                assert!(table.refusal().is_some(), "a move did nothing silently");
                key(&mut app, Shortcut::Escape);
            } else if let Some(entry) = table.log().last() {
                encounters += entry
                    .outcomes
                    .iter()
                    .filter(|o| matches!(o, Outcome::Encounter { .. }))
                    .count();
            }
            moments += if by_clicks {
                click_through_moments(&mut app, &t)
            } else {
                let mut n = 0;
                while table_of(&app).moment().is_some() {
                    key(&mut app, Shortcut::Confirm);
                    n += 1;
                }
                n
            };
            if table_of(&app).game.state().ended.is_some() {
                break;
            }
            panics += answer_panics(&mut app, &t);
            let still_here = table_of(&app)
                .game
                .state()
                .character(player)
                .is_some_and(|c| c.active() && !c.passed);
            if still_here {
                if by_clicks {
                    key(&mut app, Shortcut::Digit(index as u8 + 1));
                    click(&mut app, &format!("{}  [P]", tr!(t, "table-pass")));
                } else {
                    key(&mut app, Shortcut::Digit(index as u8 + 1));
                    key(&mut app, Shortcut::Table(TableKey::Pass));
                }
                moments += click_through_moments(&mut app, &t);
            }
        }
        if table_of(&app).game.state().ended.is_some() {
            break;
        }
        panics += answer_panics(&mut app, &t);
        // the Event Phase: hands prefilled, then one step per "Next"
        let time = table_of(&app).game.state().time;
        if by_clicks {
            assert!(table_of(&app).rail().all_passed || table_of(&app).rail().passed.is_empty());
            click(&mut app, &format!("{}  [E]", tr!(t, "walk-open")));
            click(&mut app, &tr!(t, "walk-start"));
            walks += 1;
            moments += click_through_moments(&mut app, &t);
        } else {
            key(&mut app, Shortcut::Table(TableKey::EventPhase));
            key(&mut app, Shortcut::Confirm);
            walks += 1;
            while table_of(&app).moment().is_some() {
                key(&mut app, Shortcut::Confirm);
                moments += 1;
            }
        }
        moments += name_adaptation(&mut app, &t, &mut adaptations_named);
        let state = table_of(&app).game.state();
        assert!(
            state.time < time || state.ended.is_some(),
            "the Event Phase ran (round {round})"
        );
        assert!(state.event_paused.is_none(), "the Event Phase finished");
    }
    let table = table_of(&app);
    assert!(
        table.game.state().ended.is_some(),
        "the game reached its end"
    );
    assert!(
        walks >= 2 && moments > walks,
        "{walks} walks, {moments} moments"
    );
    assert!(encounters > 0, "the walk met intruders");
    if carnomorphs {
        let state = table.game.state();
        let kinds: Vec<_> = table
            .log()
            .entries()
            .iter()
            .flat_map(|e| e.outcomes.iter())
            .filter_map(|o| match o {
                Outcome::IntruderPlaced { kind, .. } => Some(kind),
                _ => None,
            })
            .collect();
        assert!(
            !kinds.is_empty()
                && kinds
                    .iter()
                    .all(|k| nemesis_companion::rules::ids::IntruderKind::CARNOMORPHS.contains(k)),
            "only Carnomorphs came: {kinds:?}"
        );
        assert!(state.adaptations.len() == 3);
        shot_if_asked(&app, &format!("carno-end-{}", language.code()));
    }
    if species == Species::VoidSeeders {
        let kinds: Vec<_> = table
            .log()
            .entries()
            .iter()
            .flat_map(|e| e.outcomes.iter())
            .filter_map(|o| match o {
                Outcome::IntruderPlaced { kind, .. } => Some(*kind),
                _ => None,
            })
            .collect();
        assert!(
            !kinds.is_empty()
                && kinds
                    .iter()
                    .all(|k| nemesis_companion::rules::ids::IntruderKind::VOID_SEEDERS.contains(k)),
            "only Void Seeders came: {kinds:?}"
        );
        let insane = table
            .game
            .state()
            .characters
            .iter()
            .any(|c| c.insanity > 1 || !c.alive());
        assert!(insane, "an evening with Void Seeders leaves a mark");
        eprintln!("{panics} panic cards answered at the table");
        shot_if_asked(&app, &format!("void-end-{}", language.code()));
    }
    // the end is on screen, in the chosen language
    let mut ui = simulator(&app, (1280.0, 800.0));
    ui.find(tr!(t, "table-game-over")).expect("game over shown");
    drop(ui);
    // and the victory walk goes by Enter, one reveal at a time, up to the first survivor's
    // question (scan, quarantine or objective) or the winners
    let revealing = |app: &App| match table_of(app).panel() {
        Some(nemesis::panel::Panel::Victory(v)) => v.revealing(),
        other => panic!("the victory walk is not open: {other:?}"),
    };
    let mut presses = 0;
    while revealing(&app) {
        key(&mut app, Shortcut::Confirm);
        presses += 1;
        assert!(presses < 100, "Enter never gets through the victory walk");
    }
    assert!(presses >= 2, "the walk had something to reveal");
}

#[test]
fn english_game_from_new_game_to_the_end() {
    play_to_the_end(Language::En);
}

#[test]
fn korean_carnomorph_game_from_new_game_to_the_end() {
    play_species_to_the_end(Language::Ko, Species::Carnomorphs);
}

#[test]
fn korean_void_seeder_game_from_new_game_to_the_end() {
    play_species_to_the_end(Language::Ko, Species::VoidSeeders);
}

#[test]
fn japanese_carnomorph_game_from_new_game_to_the_end() {
    play_species_to_the_end(Language::Ja, Species::Carnomorphs);
}

#[test]
fn japanese_void_seeder_game_from_new_game_to_the_end() {
    play_species_to_the_end(Language::Ja, Species::VoidSeeders);
}

#[test]
fn korean_game_from_new_game_to_the_end() {
    play_to_the_end(Language::Ko);
}

#[test]
fn japanese_game_from_new_game_to_the_end() {
    play_to_the_end(Language::Ja);
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
        insanity_track: None,
        rings: Vec::new(),
        players: vec![
            (names[0].into(), Character::Scout),
            (names[1].into(), Character::Mechanic),
        ],
        mode: Mode::Standard,
        side: Side::A,
        // fixed, so the gallery and docs/screenshots show the same game on every run
        seed_code: SeedCode::parse("ACK74X").unwrap(),
        secret_seed: None,
        dealer: nemesis_companion::rules::ids::Dealer::App,
        species: Default::default(),
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
    // the window that played it is still open: one writer per game, so this one says so
    click_id(&mut app, home::CONTINUE_ID);
    assert_eq!(screen_name(&app), "home");
    let mut ui = simulator(&app, (1280.0, 800.0));
    ui.find(tr!(t, "saves-error-in-use").as_str())
        .expect("the start screen says the game is open in another window");
    drop(ui);
    let (state, id) = (game.state().clone(), game.id().cloned());
    drop(game);
    click_id(&mut app, home::CONTINUE_ID);
    assert_eq!(screen_name(&app), "table");
    let Screen::Table(AnyTable::Nemesis(table)) = app.screen() else {
        unreachable!()
    };
    assert_eq!(table.game.state(), &state);
    assert_eq!(table.game.id(), id.as_ref());
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
        picture(app, &out, &name);
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
            table_scenes(&mut app, &|app: &App, scene: &str| {
                shot(app, format!("table-{scene}-{code}-{size_name}"))
            });
        }
        let played = tempfile::tempdir().unwrap();
        saved_game(played.path(), names[0], 40);
        let mut game_app = app_over(played.path(), language);
        click_id(&mut game_app, home::CONTINUE_ID);
        let all_sizes = |app: &mut App, scene: &str| {
            for (size, size_name) in sizes {
                let _ = app.update(Message::OpenSettings);
                let _ = app.update(Message::Settings(settings::Message::TextSize(size)));
                let _ = app.update(Message::Settings(settings::Message::Back));
                shot(app, format!("played-{scene}-{code}-{size_name}"));
            }
        };
        played_scenes(&mut game_app, &mut |app: &mut App, scene: &str| {
            all_sizes(app, scene)
        });
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
            let _ = app.update(Message::Setup(SetupMessage::NewGame(
                new_game::Message::TypeSeed(true),
            )));
            shot(&app, format!("newgame-{code}-{size_name}-typed-seed"));
            let _ = app.update(Message::Setup(SetupMessage::NewGame(
                new_game::Message::TypeSeed(false),
            )));
            let _ = app.update(Message::Setup(SetupMessage::NewGame(
                new_game::Message::Start,
            )));
            shot(&app, format!("checklist-{code}-{size_name}"));
        }
    }
}

/// A game in play for the gallery: the table with a long log, the first encounter and the
/// first intruder attack as moments, the room actions and corrections panels, and the victory
/// walk at the end. The simulated table chooses the commands.
fn played_scenes(app: &mut App, shot: &mut dyn FnMut(&mut App, &str)) {
    use nemesis_companion::gui::nemesis::panels::corrections::Scope;
    use nemesis_companion::rules::ids::PlayerId;
    let send = |app: &mut App, m: nemesis::Message| {
        let _ = app.update(Message::Table(TableMessage::from(m)));
    };
    shot(app, "log");
    let mut chooser = nemesis_companion::sim::Table::new(7);
    let (mut encounter, mut attack, mut panels) = (false, false, false);
    for _ in 0..3000 {
        if table_of(app).game.state().ended.is_some() {
            break;
        }
        if !panels
            && table_of(app)
                .game
                .state()
                .character(PlayerId(1))
                .is_some_and(|c| c.active())
        {
            panels = true;
            send(app, nemesis::Message::Select(0));
            send(app, nemesis::Message::OpenActions);
            shot(app, "actions");
            send(app, nemesis::Message::ClosePanel);
            send(app, nemesis::Message::OpenFix(Scope::Tracks));
            shot(app, "fix");
            send(app, nemesis::Message::ClosePanel);
        }
        let cmd = chooser.choose(table_of(app).game.state());
        let Screen::Table(AnyTable::Nemesis(t)) = app.screen_mut() else {
            unreachable!()
        };
        let _ = t.play(cmd);
        while let Some((page, _)) = table_of(app).moment() {
            let first = page.outcomes.first().cloned();
            if !encounter && matches!(first, Some(Outcome::Encounter { .. })) {
                encounter = true;
                shot(app, "encounter");
            }
            if !attack && matches!(first, Some(Outcome::Attack { .. })) {
                attack = true;
                shot(app, "attack");
            }
            send(app, nemesis::Message::Next);
        }
        if table_of(app).curtain().is_up() {
            send(
                app,
                nemesis::Message::Shell(ShellMessage::Curtain(CurtainMessage::Hide)),
            );
        }
    }
    assert!(table_of(app).game.state().ended.is_some(), "the game ended");
    shot(app, "victory");
    for step in 1..=6 {
        send(
            app,
            nemesis::Message::Panel(nemesis::panel::PanelMessage::Victory(
                nemesis_companion::gui::nemesis::panels::victory::Message::Reveal,
            )),
        );
        send(
            app,
            nemesis::Message::Panel(nemesis::panel::PanelMessage::Victory(
                nemesis_companion::gui::nemesis::panels::victory::Message::Next,
            )),
        );
        if step % 3 == 0 {
            shot(app, &format!("victory-{step}"));
        }
    }
}

/// The table's moments for the gallery: a move being asked, the hands before the Event Phase,
/// a page of the walk, the privacy curtain (covered and revealed). Everything is undone after.
fn table_scenes(app: &mut App, shot: &dyn Fn(&App, &str)) {
    use nemesis_companion::gui::nemesis::panels::Request;
    use nemesis_companion::rules::Command;
    use nemesis_companion::rules::command::Correction;
    use nemesis_companion::rules::ids::{PlayerId, RoomKind};
    let send = |app: &mut App, m: nemesis::Message| {
        let _ = app.update(Message::Table(TableMessage::from(m)));
    };
    let at = table_of(app)
        .game
        .state()
        .character(PlayerId(1))
        .unwrap()
        .room()
        .unwrap();
    let to = table_of(app).board.neighbours(at)[0];
    send(app, nemesis::Message::Select(0));
    send(
        app,
        nemesis::Message::Map(nemesis_companion::gui::nemesis::map::Event::SlotClicked(to)),
    );
    send(app, nemesis::Message::Careful(true));
    shot(app, "move");
    send(app, nemesis::Message::Cancel);

    send(app, nemesis::Message::ToggleLegend);
    shot(app, "legend");
    send(app, nemesis::Message::ToggleLegend);

    send(app, nemesis::Message::Key(TableKey::EventPhase));
    shot(app, "hands");
    send(app, nemesis::Message::Confirm);
    while let Some((page, _)) = table_of(app).moment() {
        if page.kind
            == nemesis::PageKind::Step(nemesis_companion::rules::outcome::EventStep::EventCard)
        {
            break;
        }
        send(app, nemesis::Message::Next);
    }
    shot(app, "walk");
    send(app, nemesis::Message::Shell(ShellMessage::Undo));

    let Screen::Table(AnyTable::Nemesis(t)) = app.screen_mut() else {
        unreachable!()
    };
    let engine = t.board.fixed_slot(RoomKind::Engine1).unwrap();
    t.request(Request::Apply(Command::Fix(Correction::PlaceCharacter {
        player: PlayerId(1),
        at: engine,
    })));
    t.request(Request::Apply(Command::CheckEngine {
        player: PlayerId(1),
        engine: 1,
    }));
    shot(app, "curtain");
    send(
        app,
        nemesis::Message::Shell(ShellMessage::Curtain(CurtainMessage::Reveal)),
    );
    shot(app, "sight");
    send(
        app,
        nemesis::Message::Shell(ShellMessage::Curtain(CurtainMessage::Hide)),
    );
    send(app, nemesis::Message::Shell(ShellMessage::Undo));
    // repair or sabotage: the engine's tokens over the whole window
    send(app, nemesis::Message::Select(0));
    send(app, nemesis::Message::OpenActions);
    let Screen::Table(AnyTable::Nemesis(t)) = app.screen() else {
        unreachable!()
    };
    let offered = t.game.state().room_offers(PlayerId(1));
    if let Some(n) = offered
        .iter()
        .position(|o| matches!(o, nemesis_companion::rules::offers::RoomOffer::Restack(1)))
    {
        send(app, nemesis::Message::Digit(n as u8 + 1));
        shot(app, "restack-ask");
        send(app, nemesis::Message::Confirm);
        shot(app, "restack");
        send(app, nemesis::Message::Cancel);
    }
    send(app, nemesis::Message::ClosePanel);
    send(app, nemesis::Message::Shell(ShellMessage::Undo));
    send(app, nemesis::Message::Key(TableKey::MapOnly));
    shot(app, "map-only");
    send(app, nemesis::Message::Key(TableKey::MapOnly));
}

/// At the largest text size on a 1080p screen, what the last command asks of the board (its
/// first line and that line's instruction) and End turn and Pass are on screen without
/// scrolling, and the Event Phase
/// hands can be confirmed without scrolling either.
#[test]
fn the_newest_instruction_is_above_the_fold_at_the_largest_text_size() {
    use nemesis_companion::gui::narrate::Narrator;
    use nemesis_companion::gui::screen::settings;
    let window = (1920.0, 1080.0);
    let on_screen = |app: &App, wanted: &str| {
        let mut ui = simulator(app, window);
        let found = ui
            .find(wanted)
            .unwrap_or_else(|e| panic!("{wanted:?} is not in the window: {e}"));
        let bounds = iced_test::selector::Bounded::visible_bounds(&found)
            .unwrap_or_else(|| panic!("{wanted:?} is scrolled out of sight"));
        assert!(
            bounds.y + bounds.height <= window.1,
            "{wanted:?} is below the bottom of the window ({bounds:?})"
        );
    };
    for language in Language::ALL {
        let t = I18n::new(language).unwrap();
        let mut app = walk_to_table(language);
        let _ = app.update(Message::OpenSettings);
        let _ = app.update(Message::Settings(settings::Message::TextSize(
            TextSize::Huge,
        )));
        let _ = app.update(Message::Settings(settings::Message::Back));
        // Mia walks into an unexplored room: the room is revealed, with what to do on the board
        let at = table_of(&app)
            .game
            .state()
            .character(nemesis_companion::rules::ids::PlayerId(1))
            .and_then(|c| c.room())
            .unwrap();
        let to = table_of(&app).board.neighbours(at)[0];
        key(&mut app, Shortcut::Digit(1));
        let _ = app.update(Message::Table(TableMessage::from(nemesis::Message::Map(
            nemesis_companion::gui::nemesis::map::Event::SlotClicked(to),
        ))));
        say_what_was_flipped(&mut app, &t);
        key(&mut app, Shortcut::Confirm);
        while table_of(&app).moment().is_some() {
            key(&mut app, Shortcut::Confirm);
        }
        let table = table_of(&app);
        let entry = table.log().last().expect("the move is in the log");
        let narrator = Narrator {
            i18n: &t,
            game: &table.game,
        };
        let first = narrator.lines(&entry.outcomes).remove(0);
        on_screen(&app, &first.text);
        if let Some(todo) = first.todo {
            on_screen(&app, &format!("→ {todo}"));
        }
        // however long that result, End turn and Pass stay in sight (issue 13, item 10)
        on_screen(&app, &format!("{}  [T]", tr!(t, "table-end-turn")));
        on_screen(&app, &format!("{}  [P]", tr!(t, "table-pass")));
        // the Event Phase asks every hand; its start button is in view at once
        key(&mut app, Shortcut::Table(TableKey::EventPhase));
        on_screen(&app, &tr!(t, "walk-start"));
    }
}

/// The software renderer redraws only what differs from the last frame, and what differs it finds
/// layer by layer, item by item: a changed panel made 30 to 110 small rectangles, each costing
/// about a whole region's redraw (100 to 270 ms a frame). The window no longer asks for a whole
/// redraw after every input (its background stays the theme's); the panels, the phase rail and
/// the maps are regions redrawn whole when they change (`gui::region`). Through both tables'
/// inputs, as the latency bench plays them, every frame the window paints that way must be the
/// window drawn whole (no pixel left from an earlier frame), and pointing at a room repaints a
/// small part of it.
#[test]
fn every_input_repaints_what_changed_and_pointing_repaints_little() {
    let mut app = fresh_app();
    let theme = app.theme();
    let _ = app.update(Message::Shortcut(Shortcut::Confirm));
    assert_eq!(screen_name(&app), "home");
    assert_eq!(
        app.style(&theme).background_color,
        theme.palette().background
    );

    frame::STRICT.store(true, std::sync::atomic::Ordering::Relaxed);
    for (samples, what) in [
        latency_base::run(Language::Ko, 12),
        latency_retaliation::run(Language::Ko, 12),
    ] {
        for (kind, phases) in &samples {
            if *kind == frame::Input::Hover {
                assert!(
                    phases.damaged < 0.05,
                    "{what}: pointing repainted {} of the window",
                    phases.damaged
                );
            }
        }
    }
}

/// Issue 14: a Korean co-op table of three. Player 2 died in the Emergency Room with three
/// serious wounds, player 3 elsewhere; the survivor passes and the Event Phase is walked through
/// the window. At the start of the next Player Phase the robot doctor asks whose corpse lies
/// there (one corpse, two dead), the tap brings player 2 back, and the roster shows player 2 in
/// their ring's colour, with every serious wound dressed.
#[test]
fn korean_coop_revival_by_the_robot_doctor_through_the_window() {
    use nemesis_companion::rules::Command;
    use nemesis_companion::rules::command::Correction as F;
    use nemesis_companion::rules::ids::{PlayerId, Ring, RoomKind};
    let language = Language::Ko;
    let t = I18n::new(language).unwrap();
    let dir = tempfile::tempdir().unwrap();
    let request = NewGameRequest {
        insanity_track: None,
        // player 2's miniature wears the green ring
        rings: vec![Ring::Red, Ring::Green, Ring::Blue],
        players: vec![
            ("민지".into(), Character::Scout),
            (String::new(), Character::Mechanic),
            (String::new(), Character::Soldier),
        ],
        mode: Mode::Coop,
        side: Side::A,
        seed_code: SeedCode::parse(GAME_SEED).unwrap(),
        secret_seed: None,
        dealer: nemesis_companion::rules::ids::Dealer::App,
        species: Default::default(),
    };
    let mut game = Game::start(Ok(GameStore::new(dir.path())), &request).unwrap();
    // what happened on the board, told to the app by corrections (the table is the truth)
    let board = Board::bundled(Side::A).unwrap();
    let er = board.neighbours(board.fixed_slot(RoomKind::Hibernatorium).unwrap())[0];
    let elsewhere = board.neighbours(er)[0];
    let fixes = [
        F::SetRoom {
            at: er,
            room: RoomKind::EmergencyRoom,
        },
        F::PlaceCharacter {
            player: PlayerId(2),
            at: er,
        },
        F::SetWounds {
            player: PlayerId(2),
            light: 1,
            serious: 3,
            dressed: 0,
        },
        F::KillCharacter {
            player: PlayerId(2),
        },
        F::PlaceCharacter {
            player: PlayerId(3),
            at: elsewhere,
        },
        F::KillCharacter {
            player: PlayerId(3),
        },
    ];
    for fix in fixes {
        game.apply(Command::Fix(fix)).unwrap();
    }
    drop(game);
    let mut app = app_over(dir.path(), language);
    click_id(&mut app, home::CONTINUE_ID);
    assert_eq!(screen_name(&app), "table");
    let state = table_of(&app).game.state();
    assert_eq!(state.config.ring(PlayerId(2)), Ring::Green);
    assert!(!state.character(PlayerId(2)).unwrap().alive());
    assert!(!state.character(PlayerId(3)).unwrap().alive());

    // the deaths' pages come back as they were left; then the survivor passes and the Event
    // Phase is walked page by page
    click_through_moments(&mut app, &t);
    key(&mut app, Shortcut::Digit(1));
    click(&mut app, &format!("{}  [P]", tr!(t, "table-pass")));
    click_through_moments(&mut app, &t);
    click(&mut app, &format!("{}  [E]", tr!(t, "walk-open")));
    click(&mut app, &tr!(t, "walk-start"));
    click_through_moments(&mut app, &t);
    let state = table_of(&app).game.state();
    assert_eq!(state.round, 2);
    assert!(state.revival.is_some(), "the robot doctor asks");

    // the question is on screen, End turn is not; the tap on player 2 answers it
    shot_if_asked(&app, "coop-revival-question-ko");
    let mut ui = simulator(&app, (1920.0, 1080.0));
    ui.find(tr!(t, "table-revival-title").as_str())
        .expect("the robot doctor's question is shown");
    assert!(
        ui.find(format!("{}  [T]", tr!(t, "table-end-turn")).as_str())
            .is_err(),
        "no turn before the answer"
    );
    drop(ui);
    // player 2's name is on the question's button and in the roster: the button sends this
    let _ = app.update(Message::Table(TableMessage::from(
        nemesis::Message::Revive(PlayerId(2)),
    )));
    let state = table_of(&app).game.state();
    assert!(state.revival.is_none());
    let c = state.character(PlayerId(2)).unwrap();
    assert_eq!(c.room(), Some(er), "back in the Emergency Room");
    assert_eq!(
        (c.light_wounds, c.serious_wounds, c.dressed_wounds),
        (0, 3, 3)
    );
    assert!(!state.character(PlayerId(3)).unwrap().alive());

    // the roster says it, and what to do on the board is in the log
    shot_if_asked(&app, "coop-revived-ko");
    let mut ui = simulator(&app, (1920.0, 1080.0));
    ui.find(tr!(t, "crew-serious-dressed", serious = 3, dressed = 3).as_str())
        .expect("the roster shows the dressed wounds");
    ui.find(format!("{}  [T]", tr!(t, "table-end-turn")).as_str())
        .expect("play goes on");
    drop(ui);
    let last = table_of(&app).log().last().expect("logged");
    assert!(last.outcomes.iter().any(|o| matches!(
        o,
        Outcome::Revived {
            player: PlayerId(2),
            ..
        }
    )));
}

/// With GALLERY set, a 1920x1080 picture of the window in target/gallery/, to look at.
fn shot_if_asked(app: &App, name: &str) {
    if std::env::var_os("GALLERY").is_none() {
        return;
    }
    let out = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("target/gallery");
    std::fs::create_dir_all(&out).unwrap();
    picture(app, &out, name);
}

/// A 1920x1080 picture of the window as `out/<name>-<renderer>.png`, made anew.
fn picture(app: &App, out: &std::path::Path, name: &str) {
    let _ = std::fs::remove_file(out.join(format!("{name}-tiny-skia.png")));
    let mut ui = Simulator::with_size(fonts::iced_settings(), (1920.0, 1080.0), app.view());
    ui.snapshot(&app.theme())
        .unwrap()
        .matches_image(out.join(format!("{name}.png")))
        .unwrap();
}

/// Issue 14: a four-player Korean game in which player 2 dies in round 3, takes the intruders'
/// side, plays rounds 4 and 5 as the intruders (a move through a numbered corridor, then an
/// attack whose cards only they see and choose from), and the game runs to the victory check,
/// which says what the intruder player played for.
#[test]
fn korean_intruder_player_from_the_first_death_to_the_victory_check() {
    intruder_player_game(Language::Ko);
}

/// The same game in Japanese: every label the test clicks is the Japanese one.
#[test]
fn japanese_intruder_player_from_the_first_death_to_the_victory_check() {
    intruder_player_game(Language::Ja);
}

fn intruder_player_game(language: Language) {
    use nemesis::IpMessage;
    use nemesis_companion::rules::Command;
    use nemesis_companion::rules::board::Exit;
    use nemesis_companion::rules::command::Correction as F;
    use nemesis_companion::rules::ids::{IntruderKind, PlayerId, RoomKind};
    use nemesis_companion::rules::outcome::EventStep;
    let t = I18n::new(language).unwrap();
    let lang = language.code();
    let dir = tempfile::tempdir().unwrap();
    let names = ["민지", "서준", "하은", "도윤"];
    let request = NewGameRequest {
        insanity_track: None,
        rings: Vec::new(),
        players: vec![
            (names[0].into(), Character::Scout),
            (names[1].into(), Character::Mechanic),
            (names[2].into(), Character::Soldier),
            (names[3].into(), Character::Pilot),
        ],
        mode: Mode::Standard,
        side: Side::A,
        seed_code: SeedCode::parse(GAME_SEED).unwrap(),
        secret_seed: None,
        dealer: nemesis_companion::rules::ids::Dealer::App,
        species: Default::default(),
    };
    let p = PlayerId;
    let mut game = Game::start(Ok(GameStore::new(dir.path())), &request).unwrap();
    let all_pass = |game: &mut Game| {
        for order in game.state().turn_order() {
            if game.state().still_to_act(order) {
                game.apply(Command::EndTurn {
                    player: order,
                    passed: true,
                    hand: None,
                })
                .unwrap();
            }
        }
    };
    let hands = |game: &Game| -> Vec<(PlayerId, u8)> {
        let s = game.state();
        s.characters
            .iter()
            .filter(|c| c.active())
            .map(|c| (c.player, 3))
            .collect()
    };
    // rounds 1 and 2 go by quietly; the crew waits in the Hibernatorium
    for _ in 0..2 {
        all_pass(&mut game);
        let hands = hands(&game);
        game.apply(Command::EventPhase { hands }).unwrap();
    }
    assert_eq!(game.state().round, 3);
    // round 3: adults lurk next door, and player 2 dies (the table says so)
    let board = Board::bundled(Side::A).unwrap();
    let hib = board.fixed_slot(RoomKind::Hibernatorium).unwrap();
    for next in board.neighbours(hib) {
        game.apply(Command::Fix(F::AddIntruder {
            kind: IntruderKind::Adult,
            at: next,
        }))
        .unwrap();
    }
    game.apply(Command::Fix(F::KillCharacter { player: p(2) }))
        .unwrap();
    drop(game);

    let mut app = app_over(dir.path(), language);
    click_id(&mut app, home::CONTINUE_ID);
    click_through_moments(&mut app, &t);
    // the question at the first death, with no turn below it until it is answered
    shot_if_asked(&app, &format!("ip-question-{lang}"));
    let mut ui = simulator(&app, (1920.0, 1080.0));
    ui.find(tr!(t, "table-ip-offer-title", player = names[1]).as_str())
        .expect("the first dead player is asked");
    assert!(
        ui.find(format!("{}  [P]", tr!(t, "table-pass")).as_str())
            .is_err(),
        "no turn before the answer"
    );
    drop(ui);
    click(&mut app, &tr!(t, "table-ip-offer-yes", player = names[1]));
    assert_eq!(table_of(&app).game.state().intruder_player, Some((p(2), 4)));

    // the rest of round 3: the living pass, and the Event Phase still has all its steps
    let pass_all = |app: &mut App| {
        for i in 1..=4u8 {
            if table_of(app).game.state().still_to_act(p(i)) {
                key(app, Shortcut::Digit(i));
                click(app, &format!("{}  [P]", tr!(t, "table-pass")));
                click_through_moments(app, &t);
            }
        }
    };
    let walk = |app: &mut App| -> Vec<EventStep> {
        click(app, &format!("{}  [E]", tr!(t, "walk-open")));
        click(app, &tr!(t, "walk-start"));
        let steps = table_of(app)
            .log()
            .last()
            .unwrap()
            .outcomes
            .iter()
            .filter_map(|o| match o {
                Outcome::EventPhaseStep { step } => Some(*step),
                _ => None,
            })
            .collect();
        click_through_moments(app, &t);
        steps
    };
    assert!(
        !table_of(&app).game.state().still_to_act(p(2)),
        "no intruder turns yet"
    );
    pass_all(&mut app);
    assert_eq!(walk(&mut app).len(), 6, "round 3 still has the full walk");
    let state = table_of(&app).game.state();
    assert_eq!(state.round, 4);
    assert_ne!(
        state.first_player,
        p(2),
        "the First Player token skips them"
    );

    // round 4: player 2's turn as the intruders; an adult walks into the crew's room through
    // the corridor number on their card
    key(&mut app, Shortcut::Digit(2));
    shot_if_asked(&app, &format!("ip-turn-{lang}"));
    let mut ui = simulator(&app, (1920.0, 1080.0));
    ui.find(tr!(t, "table-ip-turn", player = names[1]).as_str())
        .expect("the intruder player's turn is on screen");
    ui.find(tr!(t, "table-ip-cards", player = names[1]).as_str())
        .expect("the app says it does not know their cards");
    drop(ui);
    click(&mut app, &tr!(t, "table-ip-move"));
    let state = table_of(&app).game.state();
    // an adult away from the crew moves through the first numbered corridor that leads to
    // a room (not into the technical corridors)
    let (mover, corridor, to) = state
        .intruders
        .iter()
        .filter(|i| i.at != hib)
        .find_map(|i| {
            (1..=4u8).find_map(|n| match board.exit(i.at, n) {
                Some(Exit::Corridor(c))
                    if state.corridors[usize::from(c.0)].door
                        != nemesis_companion::rules::state::DoorState::Closed =>
                {
                    Some((i.id, n, board.corridor(c).other(i.at)))
                }
                _ => None,
            })
        })
        .expect("an adult away from the crew");
    let ip = |app: &mut App, m| {
        let _ = app.update(Message::Table(TableMessage::from(nemesis::Message::Ip(m))));
    };
    ip(&mut app, IpMessage::Intruder(mover));
    ip(&mut app, IpMessage::Corridor(corridor));
    shot_if_asked(&app, &format!("ip-move-{lang}"));
    click(&mut app, &tr!(t, "ip-move-go"));
    click_through_moments(&mut app, &t);
    let state = table_of(&app).game.state();
    assert_eq!(
        state.intruder(mover).map(|i| i.at),
        Some(to),
        "the adult went through corridor {corridor}"
    );
    key(&mut app, Shortcut::Digit(2));
    click(&mut app, &format!("{}  [P]", tr!(t, "table-pass")));
    pass_all(&mut app);
    assert_eq!(
        walk(&mut app),
        vec![EventStep::Time, EventStep::Fire, EventStep::EndOfRound],
        "no attacks, event card or bag development with an intruder player"
    );
    assert_eq!(table_of(&app).game.state().round, 5);

    // round 5: the attack; three cards for player 2's eyes only, behind the curtain
    key(&mut app, Shortcut::Digit(2));
    click(&mut app, &tr!(t, "table-ip-attack"));
    let attacker = table_of(&app)
        .game
        .state()
        .intruders_in(hib)
        .next()
        .expect("an adult with the crew")
        .id;
    ip(&mut app, IpMessage::Intruder(attacker));
    ip(&mut app, IpMessage::Target(p(1)));
    ip(&mut app, IpMessage::Cards(3));
    click(&mut app, &tr!(t, "ip-attack-go", n = 3, player = names[1]));
    assert!(
        table_of(&app).curtain().is_up(),
        "the cards hide behind the curtain"
    );
    let mut ui = simulator(&app, (1920.0, 1080.0));
    ui.find(tr!(t, "curtain-hand-to", name = names[1]).as_str())
        .expect("hand the laptop to the intruder player");
    drop(ui);
    click(&mut app, &tr!(t, "curtain-reveal", name = names[1]));
    shot_if_asked(&app, &format!("ip-choose-{lang}"));
    let pending = table_of(&app)
        .game
        .state()
        .pending_attack
        .clone()
        .expect("the choice waits");
    assert_eq!(pending.cards.len(), 3);
    // Enter does not put the choice away
    key(&mut app, Shortcut::Confirm);
    assert!(table_of(&app).curtain().is_up());
    let chosen = pending.cards[1];
    ip(&mut app, IpMessage::Choose(chosen));
    assert!(!table_of(&app).curtain().is_up());
    let state = table_of(&app).game.state();
    assert!(state.pending_attack.is_none());
    assert_eq!(state.public_view().attack_discard.last(), Some(&chosen));
    // what the others did not see stays unseen: no private sight in the log, and the undo
    // label does not name the card
    for entry in table_of(&app).log().entries() {
        assert!(
            !entry
                .outcomes
                .iter()
                .any(|o| matches!(o, Outcome::Private { .. })),
            "a private sight in the log"
        );
    }
    click_through_moments(&mut app, &t);
    key(&mut app, Shortcut::Digit(2));
    click(&mut app, &format!("{}  [P]", tr!(t, "table-pass")));
    pass_all(&mut app);
    walk(&mut app);
    assert_eq!(table_of(&app).game.state().round, 6);

    // the table runs the clock down (a correction): the ship jumps at the end of round 6
    let id = table_of(&app).game.id().cloned().unwrap();
    drop(app);
    let (mut game, _) = Game::resume(GameStore::new(dir.path()), &id).unwrap();
    game.apply(Command::Fix(F::SetTime { time: 1 })).unwrap();
    drop(game);
    let mut app = app_over(dir.path(), language);
    click_id(&mut app, home::CONTINUE_ID);
    click_through_moments(&mut app, &t);
    key(&mut app, Shortcut::Digit(2));
    click(&mut app, &format!("{}  [P]", tr!(t, "table-pass")));
    pass_all(&mut app);
    walk(&mut app);
    let state = table_of(&app).game.state();
    assert!(state.ended.is_some(), "the game is over");
    // the victory check to its end: nobody survived the jump awake, which is what the
    // intruder player played for
    let mut presses = 0;
    while !matches!(
        table_of(&app).panel(),
        Some(nemesis::panel::Panel::Victory(v)) if !v.revealing()
    ) {
        key(&mut app, Shortcut::Confirm);
        presses += 1;
        assert!(presses < 50, "the victory walk never ends");
    }
    shot_if_asked(&app, &format!("ip-victory-{lang}"));
    let mut ui = simulator(&app, (1920.0, 1080.0));
    ui.find(tr!(t, "victory-intruder-player-got", player = names[1]).as_str())
        .expect("the victory check says what the intruder player played for");
}

#[test]
fn a_turned_up_void_seeder_weakness_is_asked_in_korean_then_kept_as_a_reminder() {
    use nemesis_companion::rules::Command;
    use nemesis_companion::rules::command::Correction as F;
    use nemesis_companion::rules::ids::{IntruderKind::*, PlayerId, RoomKind};
    use nemesis_companion::rules::state::{WeaknessCategory, WeaknessSlot};
    let language = Language::Ko;
    let t = I18n::new(language).unwrap();
    let dir = tempfile::tempdir().unwrap();
    let request = NewGameRequest {
        insanity_track: Some([Lurker, Lurker, Whisperer, Stalker, Despoiler]),
        rings: Vec::new(),
        players: vec![
            ("민지".into(), Character::Scout),
            (String::new(), Character::Mechanic),
        ],
        mode: Mode::Standard,
        side: Side::A,
        seed_code: SeedCode::parse(GAME_SEED).unwrap(),
        secret_seed: None,
        dealer: nemesis_companion::rules::ids::Dealer::Box,
        species: Species::VoidSeeders,
    };
    let mut game = Game::start(Ok(GameStore::new(dir.path())), &request).unwrap();
    // the Laboratory found, 민지 there at insanity 3, and her insanity analysed
    let board = Board::bundled(Side::A).unwrap();
    let lab = board.neighbours(board.fixed_slot(RoomKind::Hibernatorium).unwrap())[0];
    let p1 = PlayerId(1);
    for fix in [
        F::SetRoom {
            at: lab,
            room: RoomKind::Laboratory,
        },
        F::PlaceCharacter {
            player: p1,
            at: lab,
        },
        F::SetInsanity {
            player: p1,
            level: 3,
        },
    ] {
        game.apply(Command::Fix(fix)).unwrap();
    }
    game.apply(Command::Analyse {
        player: p1,
        object: WeaknessSlot::Corpse,
        slot: None,
    })
    .unwrap();
    drop(game);
    let mut app = app_over(dir.path(), language);
    click_id(&mut app, home::CONTINUE_ID);
    assert_eq!(screen_name(&app), "table");
    click_through_moments(&mut app, &t);
    {
        let mut ui = simulator(&app, (1280.0, 800.0));
        ui.find(tr!(t, "table-weakness-ask"))
            .expect("the question is on screen");
    }
    shot_if_asked(&app, "void-weakness-ko");
    click(&mut app, &t.effect("weakness-category-insanity_panic"));
    let note = table_of(&app).game.state().weakness_notes[0].clone();
    assert_eq!(
        note.map(|n| n.category),
        Some(WeaknessCategory::InsanityPanic)
    );
    let mut ui = simulator(&app, (1280.0, 800.0));
    assert!(ui.find(tr!(t, "table-weakness-ask")).is_err(), "asked once");
    let reminder = tr!(
        t,
        "table-weakness-reminder",
        object = tr!(t, "log-weakness-insanity"),
        category = t.effect("weakness-category-insanity_panic")
    );
    ui.find(reminder).expect("the reminder stays on screen");
}

/// Issue 18: a whole game of *Nemesis: Retaliation* through the window, from the start screen
/// to the result, every step a click on what the players would tap (the box deals the tiles:
/// the test draws them from what the picker offers; the noise die and the token backs are
/// rolled and turned over by the test's own dice).
#[test]
fn japanese_retaliation_game_from_the_start_screen_to_the_end() {
    retaliation_game(Language::Ja, 2, false);
}

#[test]
fn korean_retaliation_game_from_the_start_screen_to_the_end() {
    retaliation_game(Language::Ko, 3, false);
}

/// Issue 38: a Japanese co-op game through the window to the team's verdict.
#[test]
fn japanese_coop_retaliation_game_to_the_team_verdict() {
    retaliation_game(Language::Ja, 4, true);
}

/// Issue 38: five marines, as the box allows (「1~5人用」), through the Korean window.
#[test]
fn korean_five_player_retaliation_game_to_the_end() {
    retaliation_game(Language::Ko, 5, false);
}

/// Co-op (retaliation.md §17.2–17.3): the shared tasks on screen, marines who fall instead of
/// dying, and the team's verdict at the end.
#[test]
fn korean_coop_retaliation_game_to_the_team_verdict() {
    retaliation_game(Language::Ko, 3, true);
}

/// Whether the text is on screen now.
fn shows(app: &App, text: &str) -> bool {
    simulator(app, SIZE).find(text).is_ok()
}

fn retaliation_of(app: &App) -> &nemesis_companion::gui::screen::retaliation::RetTable {
    match app.screen() {
        Screen::Table(AnyTable::Retaliation(t)) => t,
        _ => panic!("not at the Retaliation table: {}", screen_name(app)),
    }
}

/// The chosen marine's part of the Retaliation panel against the rules' offers: each offered
/// move, room action and secure token has its button, and a secure token the rules refuse has
/// none (issue 33: the window shows what the rules offer and decides nothing).
fn the_panel_shows_the_offers(
    app: &App,
    t: &I18n,
    st: &nemesis_companion::rules::retaliation::RetaliationState,
    who: usize,
    offered: &nemesis_companion::rules::retaliation::MarineOffers,
) {
    use nemesis_companion::gui::screen::retaliation::words;
    if retaliation_of(app).selected != who || retaliation_of(app).correcting() {
        return;
    }
    let mut ui = simulator(app, SIZE);
    let room = st.marines[who].room;
    for &c in &offered.moves {
        let label = match st.map.beyond(c, room) {
            Some(r) => tr!(
                t,
                "rt-move-to",
                corridor = words::corridor(t, c),
                room = words::room(t, r)
            ),
            None => tr!(t, "rt-move-explore", corridor = words::corridor(t, c)),
        };
        assert!(ui.find(label.as_str()).is_ok(), "offered move {label}");
    }
    for a in &offered.rooms {
        let label = words::room_act(t, a);
        assert!(
            ui.find(label.as_str()).is_ok(),
            "offered room action {label}"
        );
    }
    let secure = tr!(t, "rt-secure");
    assert_eq!(
        ui.find(secure.as_str()).is_ok(),
        offered.secure,
        "the secure button is there exactly when the rules offer it"
    );
    let end = tr!(t, "rt-end-turn");
    assert_eq!(ui.find(end.as_str()).is_ok(), offered.end_turn, "{end}");
    // issue 51: Pass is an action, shown exactly while the rules offer it
    let pass = tr!(t, "rt-pass");
    assert_eq!(ui.find(pass.as_str()).is_ok(), offered.pass, "{pass}");
    // issue 54: the marine's own shot or burst, each result the rules take
    for f in &offered.fights {
        for result in f.shots.results() {
            let label = tr!(
                t,
                "rt-shot",
                burst = words::burst(f.at),
                result = words::shot_result(result)
            );
            assert!(ui.find(label.as_str()).is_ok(), "offered shot {label}");
        }
    }
}

fn retaliation_game(language: Language, players: usize, coop: bool) {
    use nemesis_companion::gui::screen::retaliation::{self as rt, setup, words};
    use nemesis_companion::rules::retaliation::{
        MarineStatus, NoiseFace, Question, RKind, RetaliationOutcome as O, Step,
    };
    use rand::{RngExt, SeedableRng};
    let t = I18n::new(language).unwrap();
    let lang = language.code();
    let dir = tempfile::tempdir().unwrap();
    let mut app = app_over(dir.path(), language);
    assert_eq!(screen_name(&app), "home");
    click(&mut app, &tr!(t, "home-new-retaliation"));
    assert_eq!(screen_name(&app), "retaliation setup");
    click(&mut app, &players.to_string());
    let names = ["美咲", "大翔", "陽菜", "蓮", "서연"];
    for (i, name) in names.iter().enumerate().take(players) {
        type_into(&mut app, setup::NAME_IDS[i], name);
    }
    let _ = app.update(Message::Setup(SetupMessage::Retaliation(
        setup::Message::Seed(18),
    )));
    if coop {
        click(&mut app, &tr!(t, "rt-setup-coop"));
    }
    let mode = if coop { "coop-" } else { "" };
    shot_if_asked(&app, &format!("rt-setup-{mode}{lang}"));
    click(&mut app, &tr!(t, "rt-setup-start"));
    assert_eq!(screen_name(&app), "retaliation");
    assert_eq!(
        retaliation_of(&app).state().config.players,
        names[..players].to_vec()
    );
    // the game is saved as it goes: it is on the start screen's list
    let id = retaliation_of(&app).game.id().cloned().unwrap();
    // the Mission Task cards are on the table from the start (co-op: one per marine)
    let missions = retaliation_of(&app).state().missions.clone();
    assert_eq!(missions.len(), if coop { players } else { 1 });
    for m in &missions {
        assert!(shows(&app, &words::mission(&t, *m)), "{m:?} not on screen");
    }
    shot_if_asked(&app, &format!("rt-table-{lang}"));

    let mut dice = rand_chacha::ChaCha8Rng::seed_from_u64(7);
    let mut hurt = vec![0u8; players];
    let mut clicks = 0;
    let mut asked = std::collections::BTreeMap::<&str, usize>::new();
    let mut shots = std::collections::BTreeSet::new();
    let mut shot_once = |app: &App, what: &str| {
        if shots.insert(what.to_string()) {
            shot_if_asked(app, &format!("rt-{what}-{lang}"));
        }
    };
    let mut log_seen = false;
    loop {
        clicks += 1;
        assert!(clicks < 3000, "the game does not end");
        // the log (issue 33): once a few steps are played, the earlier ones are on the panel
        if !log_seen && clicks % 25 == 0 {
            let table = retaliation_of(&app);
            if !table.curtain().is_up() && table.log().len() >= 3 {
                let earlier = table.log().entries()[table.log().len() - 2]
                    .outcomes
                    .clone();
                let lines = words::outcomes(&t, table.state(), &earlier);
                if let Some(line) = lines.first() {
                    // the line's first text: what happened, or its board instruction
                    let line = match (&line.todo, line.text.is_empty()) {
                        (Some(todo), true) => format!("→ {todo}"),
                        _ => line.text.clone(),
                    };
                    assert!(shows(&app, &tr!(t, "table-log")), "the log's heading");
                    assert!(shows(&app, &line), "an earlier step's line: {line}");
                    log_seen = true;
                }
            }
        }
        let table = retaliation_of(&app);
        let st = table.state().clone();
        if st.result.is_some() {
            break;
        }
        if let Some(curtain) = table.curtain().current().cloned() {
            shot_once(&app, "curtain");
            if curtain.asks_choice() {
                click(&mut app, &tr!(t, "rt-aa-keep"));
            } else if curtain.revealed {
                click(&mut app, &tr!(t, "rt-curtain-hide"));
            } else {
                let name = words::marine(&st, curtain.to);
                click(&mut app, &tr!(t, "curtain-reveal", name = name));
            }
            continue;
        }
        let before = retaliation_of(&app).game.commands().len();
        if let Some(q) = st.pending.front().copied() {
            match q {
                Question::NoiseRoll { .. } => {
                    *asked.entry("noise").or_default() += 1;
                    shot_once(&app, "noise");
                    let face = [
                        NoiseFace::One,
                        NoiseFace::Two,
                        NoiseFace::Three,
                        NoiseFace::Four,
                        NoiseFace::Hazard,
                    ][dice.random_range(0..5)];
                    click(&mut app, &words::face(&t, face));
                }
                Question::TokenBack { kind, .. } => {
                    *asked.entry("token").or_default() += 1;
                    shot_once(&app, "token");
                    let (adults, drones) = if kind == RKind::Adult {
                        (dice.random_range(2..=4u8), 0)
                    } else {
                        (dice.random_range(1..=3u8), 1)
                    };
                    for _ in 0..adults {
                        let _ = app.update(Message::Table(TableMessage::from(
                            rt::Message::Adults(retaliation_of(&app).token_answer().0 + 1),
                        )));
                    }
                    for _ in 0..drones {
                        let _ = app.update(Message::Table(TableMessage::from(
                            rt::Message::Drones(retaliation_of(&app).token_answer().1 + 1),
                        )));
                    }
                    click(
                        &mut app,
                        &tr!(t, "rt-token-confirm", adults = adults, drones = drones),
                    );
                }
                Question::AaOrder { .. } => {
                    // answered from the panel (after a restart the curtain does not show the
                    // tokens again): keep the order
                    *asked.entry("aa").or_default() += 1;
                    click(&mut app, &tr!(t, "rt-aa-keep"));
                }
                Question::Infection { .. } | Question::Eclosion { .. } => {
                    *asked.entry("scan").or_default() += 1;
                    shot_once(&app, "scan");
                    let found = dice.random_bool(0.3);
                    let answer = if found {
                        tr!(t, "rt-yes")
                    } else {
                        tr!(t, "rt-no")
                    };
                    click(&mut app, &answer);
                }
                Question::Tiles { .. } => {
                    *asked.entry("tiles").or_default() += 1;
                    let w = st.tiles_wanted().unwrap();
                    let room = w.rooms[dice.random_range(0..w.rooms.len())];
                    click(&mut app, &words::room(&t, room));
                    let mut pile = w.corridors.clone();
                    for _ in 0..w.count {
                        let c = pile.remove(dice.random_range(0..pile.len()));
                        click(&mut app, &c.to_string());
                    }
                    shot_once(&app, "tiles");
                    click(&mut app, &tr!(t, "rt-tiles-confirm"));
                }
            }
            assert_eq!(
                retaliation_of(&app).game.commands().len(),
                before + 1,
                "the answer to {q:?} was not taken: {:?}",
                retaliation_of(&app).refused()
            );
            continue;
        }
        // deaths the physical health track shows: a marine hit three times dies
        if let Some(who) = (0..players).find(|&i| {
            hurt[i] >= 3
                && matches!(
                    st.marines[i].status,
                    MarineStatus::Inside | MarineStatus::InLander
                )
        }) && st.step == Step::Players
            && !st.marines[who].passed
            && retaliation_of(&app).selected == who
        {
            let name = words::marine(&st, who);
            let label = if coop {
                tr!(t, "rt-fell", name = name)
            } else {
                tr!(t, "rt-died", name = name)
            };
            click(&mut app, &label);
            let after = retaliation_of(&app).state();
            let status = after.marines[who].status;
            // co-op: down, not dead, while someone still stands (then the end takes them all)
            assert_eq!(
                status,
                if coop && after.ended.is_none() {
                    MarineStatus::Fallen
                } else {
                    MarineStatus::Dead
                }
            );
        } else if st.step == Step::Players
            && st
                .marines
                .iter()
                .any(|m| m.status == MarineStatus::Inside && !m.passed)
        {
            let who = retaliation_of(&app).selected;
            let m = &st.marines[who];
            // issue 33 (the rules answer): the panel's buttons are the rules' offers, side by side
            let offered = st.marine_offers(who);
            the_panel_shows_the_offers(&app, &t, &st, who, &offered);
            let moves = offered.moves.clone();
            // a move, then the end of the turn; the pass after two turns; now and then a room
            // action the rules offer, a melee whose blow a weapon takes, or a secure token
            // (issue 34: the buttons are the rules' offers)
            // the walk's own policy: two moves a round at most
            let moved_this_round = retaliation_of(&app)
                .game
                .commands()
                .iter()
                .rev()
                .take_while(|c| !matches!(c, nemesis_companion::rules::retaliation::RetaliationCommand::Cleanup {}))
                .filter(|c| matches!(c, nemesis_companion::rules::retaliation::RetaliationCommand::Move { who: w, .. } if *w == who))
                .count();
            let offers = offered.rooms.clone();
            let fight = offered
                .fights
                .iter()
                .any(|f| f.melee && f.kind != RKind::Queen);
            let secure = offered.secure;
            let shot = offered
                .fights
                .iter()
                .find_map(|f| f.shots.results().next().map(|r| (f.at, r)));
            if let Some((at, result)) = shot.filter(|_| dice.random_bool(0.3)) {
                // issue 54: a shot is one of the two actions
                *asked.entry("shot").or_default() += 1;
                shot_once(&app, "shot");
                let before = retaliation_of(&app).state().current_turn();
                click(
                    &mut app,
                    &tr!(
                        t,
                        "rt-shot",
                        burst = words::burst(at),
                        result = words::shot_result(result)
                    ),
                );
                let after = retaliation_of(&app).state().current_turn();
                assert_eq!(
                    after.map(|(w, used)| (w, used - 1)),
                    before,
                    "a shot uses one action"
                );
            } else if !offers.is_empty() && dice.random_bool(0.3) {
                let a = &offers[dice.random_range(0..offers.len())];
                *asked.entry("room action").or_default() += 1;
                shot_once(&app, "room-action");
                click(&mut app, &words::room_act(&t, a));
            } else if fight && dice.random_bool(0.08) {
                *asked.entry("melee").or_default() += 1;
                shot_once(&app, "melee");
                click(&mut app, &tr!(t, "rt-melee-blocked"));
            } else if secure && dice.random_bool(0.1) {
                *asked.entry("secure").or_default() += 1;
                click(&mut app, &tr!(t, "rt-secure"));
            } else if !moves.is_empty() && moved_this_round < 2 && dice.random_bool(0.8) {
                let c = moves[dice.random_range(0..moves.len())];
                let label = match st.map.beyond(c, m.room) {
                    Some(r) => tr!(
                        t,
                        "rt-move-to",
                        corridor = words::corridor(&t, c),
                        room = words::room(&t, r)
                    ),
                    None => tr!(t, "rt-move-explore", corridor = words::corridor(&t, c)),
                };
                if dice.random_bool(0.3) {
                    click(&mut app, &tr!(t, "rt-move-careful"));
                }
                click(&mut app, &label);
            } else if (moved_this_round >= 2 || moves.is_empty()) && offered.pass {
                // passing is an action: after both actions of a turn only its end is offered
                click(&mut app, &tr!(t, "rt-pass"));
            } else {
                click(&mut app, &tr!(t, "rt-end-turn"));
            }
        } else {
            let next = retaliation_of(&app).state().next_step();
            match next {
                Some(_) => {
                    let label = match st.step {
                        Step::Players => tr!(t, "rt-next-intruder-phase"),
                        Step::Event => tr!(t, "rt-next-event"),
                        Step::Bag => tr!(t, "rt-next-bag"),
                        Step::Cleanup => tr!(t, "rt-next-cleanup"),
                    };
                    click(&mut app, &label);
                }
                None => {
                    // the Lander waits: whoever is aboard takes off
                    let who = st
                        .marines
                        .iter()
                        .position(|m| m.status == MarineStatus::InLander)
                        .expect("nothing to do and nobody aboard");
                    click(
                        &mut app,
                        &tr!(t, "rt-take-off", name = words::marine(&st, who)),
                    );
                }
            }
        }
        let table = retaliation_of(&app);
        assert!(
            table.game.commands().len() > before || table.refused().is_none(),
            "a click was refused: {:?}",
            table.refused()
        );
        for o in table.said() {
            match o {
                O::Attack { target, .. } | O::LarvaAttack { target, .. } => {
                    shot_once(&app, "attack");
                    hurt[*target] += 1;
                }
                O::Event { .. } => shot_once(&app, "event"),
                O::Explored { .. } => shot_once(&app, "explored"),
                _ => {}
            }
        }
    }
    shot_if_asked(&app, &format!("rt-result-{mode}{lang}"));
    let st = retaliation_of(&app).state();
    eprintln!(
        "{lang}: {clicks} clicks, round {}, {:?}, asked {asked:?}, rooms {}",
        st.round,
        st.ended,
        st.map.rooms.len()
    );
    assert!(st.ended.is_some());
    assert!(
        asked.contains_key("noise") && asked.contains_key("tiles"),
        "{asked:?}"
    );
    assert!(st.map.rooms.len() > 3, "nobody explored");
    assert!(log_seen, "the log was never on the panel");
    // the result names every marine, checks the tasks, and gives the verdict
    let result = st.result.clone().unwrap();
    for i in 0..players {
        let name = words::marine(st, i);
        let line = if result.survivors.contains(&i) {
            tr!(t, "rt-result-survived", name = name)
        } else {
            tr!(t, "rt-result-dead", name = name)
        };
        // an escaped marine's line says so
        let line = if result.escaped.contains(&i) {
            format!("{line} {}", tr!(t, "rt-result-escaped"))
        } else {
            line
        };
        assert!(shows(&app, &line), "{line:?} not on the result page");
    }
    assert_eq!(result.missions.len(), missions.len());
    let verdict = match result.coop_won {
        Some(true) => tr!(t, "rt-result-coop-won"),
        Some(false) => tr!(t, "rt-result-coop-lost"),
        None => tr!(t, "rt-result-objectives"),
    };
    assert_eq!(result.coop_won.is_some(), coop);
    // the survivors check their objectives: with nobody alive the page does not ask it
    let asks = coop || !result.survivors.is_empty();
    assert_eq!(
        shows(&app, &verdict),
        asks,
        "{verdict:?} on the result page: {asks} expected"
    );
    // quit and come back: the game opens where it ended, with the same last lines
    let said = retaliation_of(&app).said().to_vec();
    drop(app);
    let mut app = app_over(dir.path(), language);
    // the start screen lists it, and does not also say there is no saved game
    assert!(!shows(&app, &tr!(t, "home-no-games")));
    let _ = app.update(Message::Home(home::Message::Resume(id)));
    assert_eq!(screen_name(&app), "retaliation");
    assert_eq!(retaliation_of(&app).said(), said.as_slice());
    assert!(retaliation_of(&app).state().result.is_some());
}

/// Issue 39 item 10: at the largest text size the side panel grew and the map shrank (about
/// 1260 → 970 px wide on 1920×1080). The map keeps its width at every text size.
#[test]
fn the_map_keeps_its_width_at_every_text_size() {
    let mut app = walk_to_table(Language::Ko);
    let t = I18n::new(Language::Ko).unwrap();
    let mut widths = Vec::new();
    for size in [
        "text-size-normal",
        "text-size-large",
        "text-size-larger",
        "text-size-huge",
    ] {
        click(&mut app, &tr!(t, "button-settings"));
        let label = match size {
            "text-size-normal" => tr!(t, "text-size-normal"),
            "text-size-large" => tr!(t, "text-size-large"),
            "text-size-larger" => tr!(t, "text-size-larger"),
            _ => tr!(t, "text-size-huge"),
        };
        click(&mut app, &label);
        click(&mut app, &tr!(t, "button-back"));
        assert_eq!(screen_name(&app), "table");
        let mut ui = simulator(&app, (1920.0, 1080.0));
        let target = ui.find(selector::id(MAP_ID)).expect("map");
        let bounds = iced_test::selector::Bounded::visible_bounds(&target).expect("map visible");
        widths.push(bounds.width);
    }
    let (least, most) = widths
        .iter()
        .fold((f32::MAX, 0.0f32), |(a, b), w| (a.min(*w), b.max(*w)));
    assert!(
        least >= 1250.0,
        "the map is about two thirds of 1920 px: {widths:?}"
    );
    eprintln!("map widths at the four text sizes: {widths:?}");
    // only the margins grow with the text (a few pixels a size)
    assert!(
        most - least <= 30.0,
        "about the same at every size: {widths:?}"
    );
}

/// Issue 39 item 15: at insanity 1 the table offered 「狂気を1から1下げる」 (greyed out); only
/// what can apply is offered now.
#[test]
fn lowering_insanity_is_offered_only_where_it_can_apply() {
    use nemesis_companion::rules::command::Correction;
    use nemesis_companion::rules::ids::PlayerId;
    let t = I18n::new(Language::Ja).unwrap();
    let mut app = walk_to_table_with(Language::Ja, Species::VoidSeeders);
    let _ = app.update(Message::Table(TableMessage::from(
        nemesis::Message::Select(0),
    )));
    let down = |level: u8| tr!(t, "table-insanity-down", level = level);
    assert!(!shows(&app, &down(1)), "nothing to lower at 1");
    let Screen::Table(AnyTable::Nemesis(table)) = app.screen_mut() else {
        panic!("at the table")
    };
    let _ = table.play(nemesis_companion::rules::Command::Fix(
        Correction::SetInsanity {
            player: PlayerId(1),
            level: 2,
        },
    ));
    assert_eq!(
        table_of(&app)
            .game
            .state()
            .character(PlayerId(1))
            .map(|c| c.insanity),
        Some(2)
    );
    assert!(shows(&app, &down(2)), "from 2 it can go down");
    // at every level, the window offers exactly the two ways down the rules take (the
    // window decided them itself before; `GameState::insanity_lowered_to` answers both now)
    let three = tr!(t, "table-insanity-three");
    let mut checked = 0;
    for level in 1..=9u8 {
        let Screen::Table(AnyTable::Nemesis(table)) = app.screen_mut() else {
            panic!("at the table")
        };
        let _ = table.play(nemesis_companion::rules::Command::Fix(
            Correction::SetInsanity {
                player: PlayerId(1),
                level,
            },
        ));
        let state = table_of(&app).game.state().clone();
        if state.character(PlayerId(1)).map(|c| c.insanity) != Some(level) {
            continue;
        }
        for (to_three, label) in [(false, down(level)), (true, three.clone())] {
            let taken = state
                .clone()
                .apply(&nemesis_companion::rules::Command::LowerInsanity {
                    player: PlayerId(1),
                    to_three,
                })
                .is_ok();
            assert_eq!(
                shows(&app, &label),
                taken,
                "insanity {level}, to three {to_three}: offered exactly when taken"
            );
            checked += 1;
        }
    }
    assert!(
        checked >= 10,
        "most levels of the track were checked: {checked}"
    );
}

/// Issue 38 item 2, seen again in the five-player Korean walk: F (or the corrections' button)
/// opened the corrections at the foot of a long side panel, below the fold, and nothing seemed
/// to happen. Open, they lead the panel: on a small window their heading is in sight at once.
#[test]
fn opened_corrections_are_in_sight_at_once() {
    use nemesis_companion::gui::screen::retaliation::setup;
    let t = I18n::new(Language::Ko).unwrap();
    let dir = tempfile::tempdir().unwrap();
    let mut app = app_over(dir.path(), Language::Ko);
    click(&mut app, &tr!(t, "home-new-retaliation"));
    click(&mut app, "5");
    let _ = app.update(Message::Setup(SetupMessage::Retaliation(
        setup::Message::Seed(18),
    )));
    click(&mut app, &tr!(t, "rt-setup-start"));
    assert_eq!(screen_name(&app), "retaliation");
    let heading = tr!(t, "rt-corrections");
    let in_sight = |app: &App| {
        Simulator::with_size(fonts::iced_settings(), (1280.0, 600.0), app.view())
            .find(heading.as_str())
            .ok()
            .and_then(|target| target.visible_bounds())
            .is_some()
    };
    // the box deals: the corrections open at the start for the Landing Zone's corridors, below
    // the first turn's buttons
    assert!(retaliation_of(&app).correcting());
    key(&mut app, Shortcut::Table(TableKey::Fix));
    assert!(!retaliation_of(&app).correcting());
    assert!(!in_sight(&app), "closed: only their button");
    key(&mut app, Shortcut::Table(TableKey::Fix));
    assert!(retaliation_of(&app).correcting());
    assert!(
        in_sight(&app),
        "opened again with F: the heading is in sight"
    );
}

/// Every text the window shows (text inputs aside), word joiners taken out.
fn screen_texts(app: &App) -> Vec<String> {
    let mut texts = Vec::new();
    let mut ui = simulator(app, (1920.0, 1080.0));
    let _ = ui.find(|c: iced_test::selector::Candidate<'_>| {
        if let iced_test::selector::Candidate::Text { content, .. } = c {
            texts.push(content.replace('\u{2060}', ""));
        }
        None::<()>
    });
    texts
}

#[derive(Debug, Clone, Copy, PartialEq)]
enum Ending {
    /// The time track runs out with everyone aboard.
    Jump,
    /// The self-destruct track runs out first.
    SelfDestruct,
    /// The jump with self-destruct running.
    JumpDuringSelfDestruct,
    /// The last character awake goes into hibernation: nobody is left, the ship jumps.
    Hibernation,
    /// One character hibernates, the other is still aboard when the time runs out.
    JumpWithOneAsleep,
}

/// What an ending must keep for its reveals, and whether each was told on screen.
struct Secrets {
    engines: Vec<String>,
    engines_heading: String,
    coordinates: Vec<String>,
    coordinates_heading: String,
    /// The dead word of the roster, and the names whose deaths the ending caused.
    dead_word: String,
    dying: Vec<String>,
    death_lines: Vec<String>,
}

fn prefix(line: &str) -> String {
    let end = line.find([':', '：']).map_or(line.len(), |i| i + 1);
    line[..end].trim().to_string()
}

/// Issue 39 items 2 and 3: at the jump the Time track page already said which engines worked
/// and where the coordinates pointed, and the roster said "dead" before the victory check told
/// it. Every ending, in every game, on every path (played in the window, or reopened after it
/// was played), is walked page by page: an engine's state shows only from the engines' reveal
/// on, the destination only from the coordinates' reveal on, and a death the ending caused
/// only from the reveal that names it; and each of them is told by the end of the walk.
#[test]
fn no_ending_tells_its_results_before_their_reveal() {
    use nemesis_companion::rules::Command;
    use nemesis_companion::rules::command::Correction as F;
    use nemesis_companion::rules::ids::PlayerId;
    let language = Language::Ko;
    let t = I18n::new(language).unwrap();
    let (mut walked, mut engines, mut coordinates) = (0, 0, 0);
    let mut final_checks = Vec::new();
    for species in [
        Species::Intruders,
        Species::Carnomorphs,
        Species::VoidSeeders,
    ] {
        for ending in [
            Ending::Jump,
            Ending::SelfDestruct,
            Ending::JumpDuringSelfDestruct,
            Ending::Hibernation,
            Ending::JumpWithOneAsleep,
        ] {
            for reopened in [false, true] {
                if ending == Ending::Hibernation && !reopened {
                    continue; // hibernating is a room action: played before the window opens
                }
                let dir = tempfile::tempdir().unwrap();
                use nemesis_companion::rules::ids::{Dealer, IntruderKind::*};
                let seeders = species == Species::VoidSeeders;
                let request = NewGameRequest {
                    insanity_track: seeders
                        .then_some([Lurker, Lurker, Whisperer, Stalker, Despoiler]),
                    rings: Vec::new(),
                    players: vec![
                        ("민지".into(), Character::Scout),
                        ("서준".into(), Character::Mechanic),
                    ],
                    mode: Mode::Standard,
                    side: Side::A,
                    seed_code: SeedCode::parse(GAME_SEED).unwrap(),
                    secret_seed: None,
                    dealer: if seeders { Dealer::Box } else { Dealer::App },
                    species,
                };
                let mut game = Game::start(Ok(GameStore::new(dir.path())), &request).unwrap();
                let fixes: Vec<F> = match ending {
                    Ending::Jump => vec![F::SetTime { time: 1 }],
                    Ending::SelfDestruct => vec![F::SetSelfDestruct { track: Some(1) }],
                    Ending::JumpDuringSelfDestruct => vec![
                        F::SetTime { time: 1 },
                        F::SetSelfDestruct { track: Some(4) },
                    ],
                    Ending::Hibernation => vec![F::SetTime { time: 6 }],
                    Ending::JumpWithOneAsleep => vec![F::SetTime { time: 6 }],
                };
                for fix in fixes {
                    game.apply(Command::Fix(fix)).unwrap();
                }
                let mut awake = vec![1, 2];
                if ending == Ending::JumpWithOneAsleep {
                    // player 2 makes the jump safe for the sleeper: every engine working
                    // (restacked), the destination marker on Earth (seen in the Cockpit)
                    use nemesis_companion::rules::content::Destination;
                    use nemesis_companion::rules::ids::RoomKind;
                    use nemesis_companion::rules::outcome::Sight;
                    let board = game.board().clone();
                    for (room, engine) in [
                        (RoomKind::Engine1, 1),
                        (RoomKind::Engine2, 2),
                        (RoomKind::Engine3, 3),
                    ] {
                        let at = board.fixed_slot(room).unwrap();
                        game.apply(Command::Fix(F::PlaceCharacter {
                            player: PlayerId(2),
                            at,
                        }))
                        .unwrap();
                        game.apply(Command::RestackEngine {
                            player: PlayerId(2),
                            engine,
                            working_on_top: true,
                        })
                        .unwrap();
                    }
                    let cockpit = board.fixed_slot(RoomKind::Cockpit).unwrap();
                    game.apply(Command::Fix(F::PlaceCharacter {
                        player: PlayerId(2),
                        at: cockpit,
                    }))
                    .unwrap();
                    let seen = game
                        .apply(Command::CheckCoordinates {
                            player: PlayerId(2),
                        })
                        .unwrap();
                    let earth = seen
                        .iter()
                        .find_map(|o| match o {
                            Outcome::Private {
                                sight: Sight::Coordinates { abcd, .. },
                                ..
                            } => abcd.iter().position(|d| *d == Destination::Earth),
                            _ => None,
                        })
                        .unwrap();
                    game.apply(Command::Fix(F::SetDestination {
                        letter: earth as u8,
                    }))
                    .unwrap();
                    // the sleeper holds contamination cards (and, with Carnomorphs, a mutation
                    // card): the final check asks what the rules will apply
                    game.apply(Command::Fix(F::SetContamination {
                        player: PlayerId(1),
                        cards: 2,
                    }))
                    .unwrap();
                    if species == Species::Carnomorphs {
                        game.apply(Command::Fix(F::SetMutation {
                            player: PlayerId(1),
                            card: true,
                            markers: 0,
                        }))
                        .unwrap();
                    }
                    game.apply(Command::Hibernate {
                        player: PlayerId(1),
                        hand: 0,
                    })
                    .unwrap();
                    game.apply(Command::Fix(F::SetTime { time: 1 })).unwrap();
                    awake = vec![2];
                }
                if ending == Ending::Hibernation {
                    for p in [1, 2] {
                        game.apply(Command::Hibernate {
                            player: PlayerId(p),
                            hand: 0,
                        })
                        .unwrap();
                    }
                } else if reopened {
                    let hands: Vec<(PlayerId, u8)> =
                        awake.iter().map(|&p| (PlayerId(p), 0)).collect();
                    for &p in &awake {
                        game.apply(Command::EndTurn {
                            player: PlayerId(p),
                            passed: true,
                            hand: Some(0),
                        })
                        .unwrap();
                    }
                    game.apply(Command::EventPhase { hands }).unwrap();
                }
                let what = format!("{species:?} {ending:?} reopened {reopened}");
                if reopened {
                    assert!(game.state().ended.is_some(), "{what}: the game ended");
                }
                drop(game);
                let mut app = app_over(dir.path(), language);
                // a finished game is opened from its line in the list
                click(&mut app, &tr!(t, "home-resume"));
                assert_eq!(screen_name(&app), "table", "{what}");
                if !reopened {
                    for &p in &awake {
                        key(&mut app, Shortcut::Digit(p));
                        key(&mut app, Shortcut::Table(TableKey::Pass));
                        while table_of(&app).moment().is_some() {
                            key(&mut app, Shortcut::Confirm);
                        }
                    }
                    key(&mut app, Shortcut::Table(TableKey::EventPhase));
                    key(&mut app, Shortcut::Confirm);
                    assert!(table_of(&app).game.state().ended.is_some(), "{what}");
                }
                let secrets = secrets_of(&app, &t);
                walk_the_ending(&mut app, &secrets, &what);
                if ending == Ending::JumpWithOneAsleep
                    && final_check_asks_what_the_rules_apply(&app, &t, species, &what)
                {
                    final_checks.push(species);
                    walk_the_final_check(&mut app, &t, species, &what);
                }
                walked += 1;
                engines += usize::from(!secrets.engines.is_empty());
                coordinates += usize::from(!secrets.coordinates.is_empty());
            }
        }
    }
    assert_eq!(walked, 27);
    assert!(
        final_checks.contains(&Species::Carnomorphs),
        "a Carnomorph sleeper reached the final check: {final_checks:?}"
    );
    // the hibernating paths reach the engines and, when they hold, the coordinates
    assert!(
        engines >= 6 && coordinates >= 1,
        "{engines} engine checks, {coordinates} coordinates"
    );
}

/// Seen at the real window (Japanese Carnomorphs): a survivor holding a mutation card was asked
/// to scan all three contamination cards, and only after the scan was told the scan is skipped
/// "because of a larva". The window's question is the rules' answer (`GameState::final_check`).
fn final_check_asks_what_the_rules_apply(
    app: &App,
    t: &I18n,
    species: Species,
    what: &str,
) -> bool {
    use nemesis_companion::gui::nemesis::panels::victory::{Ask, Victory};
    use nemesis_companion::rules::ids::PlayerId;
    use nemesis_companion::rules::state::FinalCheck;
    let game = &table_of(app).game;
    let sleeper = PlayerId(1);
    if !game.state().character(sleeper).is_some_and(|c| c.alive()) {
        return false; // the engines or the destination took them
    }
    let expected = match species {
        Species::Carnomorphs => Ask::NoScan {
            player: sleeper,
            why: FinalCheck::MutationCardDraws,
        },
        Species::VoidSeeders => Ask::NoScan {
            player: sleeper,
            why: FinalCheck::Insanity,
        },
        Species::Intruders => Ask::Scan(sleeper),
    };
    assert_eq!(Victory::ask(game), expected, "{what}");
    if species == Species::Carnomorphs {
        let words = tr!(t, "victory-mutation-card").replace('\u{2060}', "");
        assert!(
            screen_texts(app).contains(&words),
            "{what}: the question says why there is no scan"
        );
    }
    true
}

/// One page of the final check: where the walk stood, and what the window and the phones said.
struct FinalPage {
    /// The reveal on screen (the panel's cursor) and whether it was uncovered.
    cursor: usize,
    uncovered: bool,
    texts: Vec<String>,
    phone: Vec<String>,
}

fn victory_of(app: &App) -> nemesis_companion::gui::nemesis::panels::victory::Victory {
    match table_of(app).panel() {
        Some(nemesis::panel::Panel::Victory(v)) => (**v).clone(),
        other => panic!("no victory check on screen: {other:?}"),
    }
}

/// Issue 55: the final check walked to its end as a table would (the quarantine answered no,
/// the cards scanned by typing their labels, the draw of 4, the objective met, by their keys), every page of
/// it read, in the window and in the phones' frame. What a reveal tells (each card's verdict,
/// the draw's mutation markers, survives or dies, the winners, and the log's lines for them)
/// shows on no page before that reveal is uncovered, and every one of them is told by the end.
/// Carnomorphs: the reveal of the draw says why there was no scan (the mutation card, not a
/// larva) and how many mutation markers the board holds now.
fn walk_the_final_check(app: &mut App, t: &I18n, species: Species, what: &str) {
    use nemesis_companion::gui::nemesis::panels::victory::{Ask, Beat, Victory};
    use nemesis_companion::gui::scan::Message as Scan;
    use nemesis_companion::gui::scan::panel::Stage;
    use nemesis_companion::present::nemesis::narrate::label_name;
    use nemesis_companion::present::roster::display_name;
    let clean = |s: String| s.replace('\u{2060}', "");
    let mut pages: Vec<FinalPage> = Vec::new();
    let record = |app: &App, pages: &mut Vec<FinalPage>| {
        let v = victory_of(app);
        pages.push(FinalPage {
            cursor: v.cursor,
            uncovered: v.uncovered,
            texts: screen_texts(app),
            phone: phone_texts(app),
        });
    };
    let mut scanned = false;
    for _ in 0..60 {
        record(app, &mut pages);
        if victory_of(app).revealing() {
            key(app, Shortcut::Confirm);
            continue;
        }
        match Victory::ask(&table_of(app).game) {
            Ask::Done => break,
            Ask::NotOver => panic!("{what}: the check lost its game"),
            // 1 and 2 answer yes and no
            Ask::Quarantine(_) => key(app, Shortcut::Digit(2)),
            Ask::Objective(_) => key(app, Shortcut::Digit(1)),
            Ask::NoScan { .. } => key(app, Shortcut::Confirm),
            Ask::Draw { .. } => key(app, Shortcut::Digit(1)),
            Ask::Scan(_) => {
                key(app, Shortcut::Confirm);
                assert!(
                    app.scan_panel().is_some(),
                    "{what}: Enter opens the scanner"
                );
                // the two cards the sleeper holds, typed as a table without a camera would
                for label in ["5", "9"] {
                    let _ = app.update(Message::Scan(Scan::Typed(label.into())));
                    let _ = app.update(Message::Scan(Scan::AddTyped));
                }
                let _ = app.update(Message::Scan(Scan::Confirm));
                scanned = true;
                // the scanner hands the verdict to the check's reveal: it does not show it
                // itself, behind the reveal's cover
                assert!(
                    victory_of(app).revealing(),
                    "{what}: the scan is played and waits behind its cover"
                );
                if let Some(panel) = app.scan_panel() {
                    assert!(
                        !matches!(panel.stage(), Stage::Verdict(_)),
                        "{what}: the scanner shows the verdict before the check's reveal: {:?}",
                        screen_texts(app)
                    );
                }
            }
        }
    }
    assert!(
        matches!(Victory::ask(&table_of(app).game), Ask::Done),
        "{what}: the check never ended"
    );
    assert_eq!(scanned, species == Species::Intruders, "{what}");
    // what each reveal tells, in the words the window and the log use
    let game = &table_of(app).game;
    let name = |p: nemesis_companion::rules::ids::PlayerId| {
        let index = usize::from(p.0).saturating_sub(1);
        display_name(t, index, game.player_name(p).unwrap_or(""))
    };
    let v = victory_of(app);
    let mut reveals = 0;
    // the log's lines for a result, which stay in the log once told
    let mut log_lines: Vec<String> = Vec::new();
    for (k, beat) in v.beats.iter().enumerate() {
        let mut secrets: Vec<String> = Vec::new();
        match beat {
            Beat::Scan {
                player,
                labels,
                markers,
                survived,
                ..
            } => {
                for (label, infected) in labels {
                    let label = label_name(*label);
                    secrets.push(if *infected {
                        tr!(t, "victory-label-infected", label = label)
                    } else {
                        tr!(t, "victory-label-clean", label = label)
                    });
                }
                if let Some(m) = markers {
                    secrets.push(tr!(t, "victory-mutation-markers", markers = u32::from(*m)));
                }
                match survived {
                    Some(true) => {
                        secrets.push(tr!(t, "victory-survives"));
                        let line = tr!(t, "log-survived", player = name(*player));
                        log_lines.push(clean(line.clone()));
                        secrets.push(line);
                    }
                    Some(false) => secrets.push(tr!(t, "victory-dies")),
                    None => {}
                }
            }
            Beat::Winners { players } if players.is_empty() => {
                secrets.push(tr!(t, "victory-no-winner"));
            }
            Beat::Winners { players } => {
                let names: Vec<String> = players.iter().map(|p| name(*p)).collect();
                secrets.push(tr!(t, "victory-winners-are", names = names.join(", ")));
                for p in players {
                    let line = tr!(t, "log-winner", player = name(*p));
                    log_lines.push(clean(line.clone()));
                    secrets.push(line);
                }
            }
            _ => continue,
        }
        reveals += 1;
        assert!(
            !secrets.is_empty(),
            "{what}: beat {k} {beat:?} tells something"
        );
        for secret in secrets.into_iter().map(clean) {
            let mut told = false;
            for (i, page) in pages.iter().enumerate() {
                let before = page.cursor < k || (page.cursor == k && !page.uncovered);
                let on_screen = page.texts.iter().any(|x| x.contains(&secret));
                let on_phones = page.phone.iter().any(|x| x.contains(&secret));
                if before && !told {
                    assert!(
                        !on_screen,
                        "{what}: page {i} shows {secret:?} before its reveal ({beat:?}): {:?}",
                        page.texts
                    );
                    assert!(
                        !on_phones,
                        "{what}: the phones say {secret:?} on page {i}, before its reveal ({beat:?}): {:?}",
                        page.phone
                    );
                }
                told |= on_screen && !before;
            }
            assert!(told, "{what}: {secret:?} was never told ({beat:?})");
        }
        if let (Species::Carnomorphs, Beat::Scan { .. }) = (species, beat) {
            let reveal = pages
                .iter()
                .find(|p| p.cursor == k && p.uncovered)
                .expect("the draw's reveal");
            let card = clean(tr!(t, "victory-mutation-card"));
            let larva = clean(tr!(t, "victory-scan-larva"));
            assert!(reveal.texts.contains(&card), "{what}: {:?}", reveal.texts);
            assert!(!reveal.texts.contains(&larva), "{what}: {:?}", reveal.texts);
        }
    }
    assert!(
        reveals >= 2,
        "{what}: a verdict and the winners: {:?}",
        v.beats
    );
    // a result told stays in the log on every later page, the next reveals' covers too (the
    // final scan's lines were in the log under the objective's question and gone again under
    // the winners' cover, seen in a Korean game)
    for line in &log_lines {
        let first = pages
            .iter()
            .position(|p| p.texts.iter().any(|x| x.contains(line.as_str())))
            .unwrap_or_else(|| panic!("{what}: {line:?} never in the log"));
        for (i, page) in pages.iter().enumerate().skip(first) {
            assert!(
                page.texts.iter().any(|x| x.contains(line.as_str())),
                "{what}: page {i} lost {line:?} after page {first} told it: {:?}",
                page.texts
            );
            assert!(
                page.phone.iter().any(|x| x.contains(line.as_str())),
                "{what}: the phones lost {line:?} on page {i}: {:?}",
                page.phone
            );
        }
    }
}

/// What the ending's command revealed, in the words the window would use.
fn secrets_of(app: &App, t: &I18n) -> Secrets {
    use nemesis_companion::rules::content::Destination;
    let table = table_of(app);
    let ending: Vec<&Outcome> = table
        .log()
        .entries()
        .iter()
        .rev()
        .find(|e| {
            e.outcomes
                .iter()
                .any(|o| matches!(o, Outcome::GameEnded { .. }))
        })
        .map(|e| e.outcomes.iter().collect())
        .unwrap_or_default();
    let mut s = Secrets {
        engines: Vec::new(),
        engines_heading: tr!(t, "victory-engines"),
        coordinates: Vec::new(),
        coordinates_heading: tr!(t, "victory-coordinates"),
        dead_word: tr!(t, "table-dead"),
        dying: Vec::new(),
        death_lines: Vec::new(),
    };
    for o in ending {
        match o {
            Outcome::EnginesRevealed { working } => {
                s.engines.push(prefix(&tr!(
                    t,
                    "log-engines",
                    first = "",
                    second = "",
                    third = ""
                )));
                for (i, ok) in working.iter().enumerate() {
                    let engine = i as u32 + 1;
                    s.engines.push(if *ok {
                        tr!(t, "victory-engine-working", engine = engine)
                    } else {
                        tr!(t, "victory-engine-damaged", engine = engine)
                    });
                }
            }
            Outcome::CoordinatesRevealed { destination, .. } => {
                s.coordinates.push(prefix(&tr!(
                    t,
                    "log-coordinates",
                    letter = "",
                    destination = ""
                )));
                s.coordinates.push(match destination {
                    Destination::Earth => tr!(t, "destination-earth"),
                    Destination::Mars => tr!(t, "destination-mars"),
                    Destination::Venus => tr!(t, "destination-venus"),
                    Destination::DeepSpace => tr!(t, "destination-deep-space"),
                });
            }
            Outcome::CharacterDied { player, .. } => {
                let name = table
                    .game
                    .config()
                    .players
                    .get(usize::from(player.0).saturating_sub(1))
                    .map(|p| p.name.clone())
                    .unwrap_or_default();
                s.dying.push(name);
            }
            _ => {}
        }
    }
    s.death_lines
        .push(prefix(&tr!(t, "victory-died-aboard", names = "")));
    s.death_lines
        .push(prefix(&tr!(t, "victory-died-hibernating", names = "")));
    s.engines.retain(|x| !x.is_empty());
    s.coordinates.retain(|x| !x.is_empty());
    s.engines = s
        .engines
        .into_iter()
        .map(|x| x.replace('\u{2060}', ""))
        .collect();
    s.coordinates = s
        .coordinates
        .into_iter()
        .map(|x| x.replace('\u{2060}', ""))
        .collect();
    s.death_lines = s
        .death_lines
        .into_iter()
        .map(|x| x.replace('\u{2060}', ""))
        .collect();
    s.engines_heading = s.engines_heading.replace('\u{2060}', "");
    s.coordinates_heading = s.coordinates_heading.replace('\u{2060}', "");
    s.dead_word = s.dead_word.replace('\u{2060}', "");
    s
}

/// Walks the ending's pages and the victory check's reveals with Enter, reading every screen.
/// Every text of the frame the phones' pages get now (in Korean, the walk's language).
fn phone_texts(app: &App) -> Vec<String> {
    fn strings(v: &serde_json::Value, out: &mut Vec<String>) {
        match v {
            serde_json::Value::String(s) => out.push(s.clone()),
            serde_json::Value::Array(a) => a.iter().for_each(|x| strings(x, out)),
            serde_json::Value::Object(o) => o.values().for_each(|x| strings(x, out)),
            _ => {}
        }
    }
    let i18n = I18n::new(Language::Ko).unwrap();
    let mut out = Vec::new();
    strings(&table_of(app).phone_frame(&i18n), &mut out);
    out
}

fn walk_the_ending(app: &mut App, s: &Secrets, what: &str) {
    let (mut engines_told, mut coordinates_told) = (false, false);
    let mut deaths_told: Vec<&String> = Vec::new();
    let mut screens = 0;
    loop {
        let texts = screen_texts(app);
        let shows = |x: &str| texts.iter().any(|t| t.contains(x));
        // a reveal on screen tells its facts from now on
        if shows(&s.engines_heading) && s.engines.iter().skip(1).any(|e| shows(e)) {
            engines_told = true;
        }
        if shows(&s.coordinates_heading) && s.coordinates.iter().skip(1).any(|c| shows(c)) {
            coordinates_told = true;
        }
        for name in &s.dying {
            let named = texts
                .iter()
                .any(|t| t.contains(name.as_str()) && s.death_lines.iter().any(|l| t.contains(l)));
            if named && !deaths_told.contains(&name) {
                deaths_told.push(name);
            }
        }
        // from the reveal that names a death on, the roster says it (it said "revealed in the
        // victory check" until the walk's end, seen at the real window in Korean)
        let roster_dead = texts
            .iter()
            .filter(|t| t.split(" · ").any(|part| part == s.dead_word))
            .count();
        assert!(
            roster_dead >= deaths_told.len(),
            "{what}: screen {screens}: {} deaths told, {roster_dead} shown dead in the roster",
            deaths_told.len()
        );
        // the phones' pages (the table display and every seat get the same frame) keep them
        // as long as the window does: their log told the engines and the coordinates at the
        // jump (seen from a Japanese seat page)
        let phone = phone_texts(app);
        let phone_shows = |x: &str| phone.iter().any(|t| t.contains(x));
        if !engines_told {
            for e in &s.engines {
                assert!(
                    !shows(e),
                    "{what}: screen {screen} says {e:?} before the engines' reveal: {texts:?}",
                    screen = screens
                );
                assert!(
                    !phone_shows(e),
                    "{what}: the phones say {e:?} before the engines' reveal (screen {screens}): {phone:?}"
                );
            }
        }
        if !coordinates_told {
            for c in &s.coordinates {
                assert!(
                    !shows(c),
                    "{what}: screen {screens} says {c:?} before the coordinates' reveal: {texts:?}"
                );
                assert!(
                    !phone_shows(c),
                    "{what}: the phones say {c:?} before the coordinates' reveal (screen {screens}): {phone:?}"
                );
            }
        }
        if deaths_told.len() < s.dying.len() {
            // nobody was dead before the ending: the roster's word waits for the reveal
            let untold: Vec<&String> = s
                .dying
                .iter()
                .filter(|n| !deaths_told.contains(n))
                .collect();
            for t in &texts {
                let says_dead = t.split(" · ").any(|part| part == s.dead_word);
                assert!(
                    !says_dead || untold.is_empty() || deaths_told.len() == s.dying.len(),
                    "{what}: screen {screens} says {t:?} before the deaths' reveal (untold: {untold:?}): {texts:?}"
                );
            }
        }
        screens += 1;
        assert!(screens < 60, "{what}: the walk never ends");
        let table = table_of(app);
        let revealing = matches!(
            table.panel(),
            Some(nemesis::panel::Panel::Victory(v)) if v.revealing()
        );
        if table.moment().is_none() && !revealing {
            break;
        }
        key(app, Shortcut::Confirm);
    }
    assert!(screens > 1, "{what}: there was a walk");
    assert!(
        s.engines.is_empty() || engines_told,
        "{what}: the engines were never told"
    );
    assert!(
        s.coordinates.is_empty() || coordinates_told,
        "{what}: the coordinates were never told"
    );
    assert_eq!(
        deaths_told.len(),
        s.dying.len(),
        "{what}: every death of the ending was told ({:?})",
        s.dying
    );
}

/// Seen at the real window (Japanese Carnomorph game): an event sealed the room a character
/// stood in with the emergency airlock; the page said so once, the map showed nothing, the
/// character passed there and was vented at the end of the Player Phase. The sealed room is
/// marked on the map, and the turn card of a character in it says what will happen.
#[test]
fn a_room_the_airlock_seals_is_marked_and_its_character_warned() {
    use nemesis_companion::gui::nemesis::map::Overlay;
    use nemesis_companion::rules::Command;
    use nemesis_companion::rules::command::Correction as F;
    use nemesis_companion::rules::ids::{PlayerId, RoomKind};
    let language = Language::Ko;
    let t = I18n::new(language).unwrap();
    let dir = tempfile::tempdir().unwrap();
    let request = NewGameRequest {
        insanity_track: None,
        rings: Vec::new(),
        players: vec![
            ("민지".into(), Character::Scout),
            ("서준".into(), Character::Mechanic),
        ],
        mode: Mode::Standard,
        side: Side::A,
        seed_code: SeedCode::parse(GAME_SEED).unwrap(),
        secret_seed: None,
        dealer: nemesis_companion::rules::ids::Dealer::App,
        species: Species::Intruders,
    };
    let mut game = Game::start(Ok(GameStore::new(dir.path())), &request).unwrap();
    // player 1 at the Airlock Control, player 2 in a room it can seal (told by corrections)
    let control = SlotId(14);
    for fix in [
        F::SetRoom {
            at: control,
            room: RoomKind::AirlockControl,
        },
        F::SetRoom {
            at: SlotId(17),
            room: RoomKind::CommsRoom,
        },
        F::PlaceCharacter {
            player: PlayerId(1),
            at: control,
        },
    ] {
        game.apply(Command::Fix(fix)).unwrap();
    }
    let target = game.state().airlock_targets(control)[0];
    game.apply(Command::Fix(F::PlaceCharacter {
        player: PlayerId(2),
        at: target,
    }))
    .unwrap();
    game.apply(Command::Airlock {
        player: PlayerId(1),
        room: target,
    })
    .unwrap();
    assert_eq!(game.state().airlock, Some(target));
    let overlay = Overlay::from_state(game.state());
    assert!(overlay.slots[&target].airlock, "the sealed room is marked");
    assert!(!overlay.slots[&control].airlock);
    drop(game);
    let mut app = app_over(dir.path(), language);
    click_id(&mut app, home::CONTINUE_ID);
    while table_of(&app).moment().is_some() {
        key(&mut app, Shortcut::Confirm);
    }
    // what the warning says after its colon, whoever and wherever
    let warning =
        tr!(t, "table-airlock-warning", player = "서준", room = "x").replace('\u{2060}', "");
    let tail = warning
        .rsplit(':')
        .next()
        .unwrap_or_default()
        .trim()
        .to_string();
    assert!(tail.chars().count() > 10, "{tail}");
    key(&mut app, Shortcut::Digit(1));
    assert!(
        !screen_texts(&app).iter().any(|s| s.contains(&tail)),
        "player 1 is not in the sealed room"
    );
    key(&mut app, Shortcut::Digit(2));
    let texts = screen_texts(&app);
    assert!(
        texts
            .iter()
            .any(|s| s.contains("서준") && s.contains(&tail)),
        "the turn card warns 서준: {texts:?}"
    );
}

/// A five-marine Retaliation game saved in `data`: the first of a few simulated games whose
/// facility reaches 13 rooms before it ends.
fn large_facility(
    data: &std::path::Path,
) -> nemesis_companion::session::Journal<nemesis_companion::rules::retaliation::Retaliation> {
    use nemesis_companion::rules::retaliation::{Retaliation, RetaliationConfig};
    use nemesis_companion::session::{PersistentJournal, Session};
    let journal = (1..40u64)
        .find_map(|seed| {
            let j = nemesis_companion::sim::retaliation::played(
                RetaliationConfig::numbered(seed, 5),
                seed,
                8,
            )
            .unwrap();
            (j.state().map.rooms.len() >= 13 && j.state().result.is_none()).then_some(j)
        })
        .expect("a simulated game reaches 13 rooms");
    let mut pj =
        PersistentJournal::<Retaliation>::create(GameStore::new(data), journal.config().clone())
            .unwrap();
    for c in journal.commands() {
        pj.apply(c.clone()).unwrap();
    }
    journal
}

/// Issue 54 item 1: the facility alone (M) takes the whole window, as the ship alone does: at the
/// largest text size the app's bar and the status strip took a fifth of its height, and 13 rooms
/// were too small to read from across the table. Beside the panel, the doors' legend waits for L.
#[test]
fn the_facility_map_alone_takes_the_whole_window() {
    use nemesis_companion::gui::screen::settings;
    let data = tempfile::tempdir().unwrap();
    large_facility(data.path());
    let mut app = app_over(data.path(), Language::Ko);
    click_id(&mut app, home::CONTINUE_ID);
    assert_eq!(screen_name(&app), "retaliation");
    let _ = app.update(Message::OpenSettings);
    let _ = app.update(Message::Settings(settings::Message::TextSize(
        TextSize::Huge,
    )));
    let _ = app.update(Message::Settings(settings::Message::Back));
    let t = I18n::new(Language::Ko).unwrap();
    let map_height = |app: &App| {
        let mut ui = simulator(app, (1920.0, 1080.0));
        let target = ui
            .find(selector::id(nemesis_companion::gui::retaliation::MAP_ID))
            .expect("the facility map");
        iced_test::selector::Bounded::visible_bounds(&target)
            .expect("visible")
            .height
    };
    let beside = map_height(&app);
    let doors = tr!(t, "legend-door-destroyed");
    assert!(!shows_at(&app, &doors), "the doors' legend waits for L");
    key(&mut app, Shortcut::Table(TableKey::Legend));
    assert!(shows_at(&app, &doors), "L shows the doors' legend");
    // the legend's and the map's buttons do what L and M do
    click(&mut app, &tr!(t, "legend-close"));
    assert!(!shows_at(&app, &doors), "the button closes the legend");
    click(&mut app, &format!("{}  [M]", tr!(t, "table-map-only")));
    let alone = map_height(&app);
    assert!(
        alone >= 1080.0 - 10.0,
        "the map alone is as tall as the window: {alone} (beside the panel {beside})"
    );
    assert!(!shows_at(&app, &tr!(t, "button-settings")), "no bar");
    click(&mut app, &tr!(t, "rt-map-only-back"));
    assert!(
        shows_at(&app, &tr!(t, "button-settings")),
        "the bar is back"
    );
    assert_eq!(map_height(&app), beside);
}

fn shows_at(app: &App, text: &str) -> bool {
    simulator(app, (1920.0, 1080.0)).find(text).is_ok()
}

/// Issue 54 item 1: the maps as the table sees them from across it, at the largest text size: a
/// Retaliation facility of 13 rooms or more and the base ship mid-game, each beside the panel
/// and alone (M), written to target/gallery/readable-*.png for `tools/map_ocr.sh` to read at
/// half size.
#[test]
#[ignore = "writes PNG files for tools/map_ocr.sh"]
fn readable_maps_gallery() {
    use nemesis_companion::gui::screen::settings;
    let out = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("target/gallery");
    std::fs::create_dir_all(&out).unwrap();
    let huge = |app: &mut App| {
        let _ = app.update(Message::OpenSettings);
        let _ = app.update(Message::Settings(settings::Message::TextSize(
            TextSize::Huge,
        )));
        let _ = app.update(Message::Settings(settings::Message::Back));
    };
    let facility = tempfile::tempdir().unwrap();
    let journal = large_facility(facility.path());
    let rooms = journal.state().map.rooms.len();
    let mut app = app_over(facility.path(), Language::Ko);
    click_id(&mut app, home::CONTINUE_ID);
    assert_eq!(screen_name(&app), "retaliation");
    huge(&mut app);
    let t = I18n::new(Language::Ko).unwrap();
    // what a reader should find, and where: each room's name and each corridor's number, as
    // `text<TAB>x<TAB>y<TAB>width<TAB>height` in the window's pixels
    let areas = |app: &App| {
        use nemesis_companion::gui::retaliation::map::{Fit, RoomWords};
        let st = journal.state();
        let mut ui = simulator(app, (1920.0, 1080.0));
        let target = ui
            .find(selector::id(nemesis_companion::gui::retaliation::MAP_ID))
            .expect("the facility map");
        let map = iced_test::selector::Bounded::visible_bounds(&target).expect("visible");
        let fit = Fit::of(map.size(), &Fit::cells(st));
        let name_px = fit.name_size(TextSize::Huge.typography().body);
        let at = |h| {
            let p = fit.centre(h);
            (map.x + p.x, map.y + p.y)
        };
        let mut lines = Vec::new();
        for room in st.map.rooms.values() {
            let name = nemesis_companion::present::retaliation::words::room_name(&t, room.id);
            let w = RoomWords::of(&name, name_px, fit.size);
            let (x, y) = at(room.cell);
            lines.push(format!(
                "{name}\t{}\t{}\t{}\t{}",
                x - w.half_width,
                y + w.name_y - w.half_height,
                2.0 * w.half_width,
                2.0 * w.half_height
            ));
        }
        for (id, cor) in &st.map.corridors {
            let (a, b) = cor.ends();
            let ((xa, ya), (xb, yb)) = (at(a), at(b));
            let r = fit.size * 0.23;
            let (x, y) = ((xa + xb) / 2.0, (ya + yb) / 2.0);
            // the number is the badge's upper line, inside its ring
            lines.push(format!(
                "#{id}\t{}\t{}\t{}\t{}",
                x - r * 0.68,
                y - r * 0.78,
                r * 1.36,
                r * 0.9
            ));
        }
        lines.join("\n")
    };
    std::fs::write(out.join("readable-rt.areas"), areas(&app)).unwrap();
    picture(&app, &out, "readable-rt-ko-huge");
    key(&mut app, Shortcut::Table(TableKey::MapOnly));
    std::fs::write(out.join("readable-rt-map-only.areas"), areas(&app)).unwrap();
    picture(&app, &out, "readable-rt-map-only-ko-huge");
    eprintln!("facility: {rooms} rooms");
    // the ship, mid-game
    let ship = tempfile::tempdir().unwrap();
    drop(saved_game(ship.path(), ["민지", "서준"], 60));
    let mut app = app_over(ship.path(), Language::Ko);
    click_id(&mut app, home::CONTINUE_ID);
    assert_eq!(screen_name(&app), "table");
    huge(&mut app);
    // each explored room's name, in the band its hexagon prints it in (its middle)
    let areas = |app: &App| {
        use nemesis_companion::present::nemesis::map_geometry::ROOM_RADIUS;
        let table = table_of(app);
        let overlay =
            nemesis_companion::present::nemesis::overlay::Overlay::from_state(table.game.state());
        let mut ui = simulator(app, (1920.0, 1080.0));
        let target = ui.find(selector::id(MAP_ID)).expect("the ship map");
        let map = iced_test::selector::Bounded::visible_bounds(&target).expect("visible");
        let layout = Layout::fit(map.size());
        let mut lines = Vec::new();
        for (id, slot) in &overlay.slots {
            let (Some(room), Some(at)) = (slot.room, table.board.slot(*id)) else {
                continue;
            };
            let name = nemesis_companion::present::nemesis::board_words::map_room_label(&t, room);
            let (x, y) = (f32::from(at.x), f32::from(at.y));
            let a = layout.point((x - ROOM_RADIUS * 0.85, y - ROOM_RADIUS * 0.45));
            let b = layout.point((x + ROOM_RADIUS * 0.85, y + ROOM_RADIUS * 0.3));
            lines.push(format!(
                "{name}\t{}\t{}\t{}\t{}",
                map.x + a.x,
                map.y + a.y,
                b.x - a.x,
                b.y - a.y
            ));
        }
        lines.join("\n")
    };
    std::fs::write(out.join("readable-base.areas"), areas(&app)).unwrap();
    picture(&app, &out, "readable-base-ko-huge");
    key(&mut app, Shortcut::Table(TableKey::MapOnly));
    std::fs::write(out.join("readable-base-map-only.areas"), areas(&app)).unwrap();
    picture(&app, &out, "readable-base-map-only-ko-huge");
}

/// A five-marine Retaliation game at its start, saved in `data`, as `headless --game
/// retaliation --players 5 --seed 7` saves it.
fn retaliation_start(data: &std::path::Path) {
    use nemesis_companion::rules::retaliation::{Retaliation, RetaliationConfig};
    use nemesis_companion::session::PersistentJournal;
    PersistentJournal::<Retaliation>::create(
        GameStore::new(data),
        RetaliationConfig::numbered(7, 5),
    )
    .unwrap();
}

/// The app over `data` in Korean at the largest text size, its last game continued.
fn continued_huge(data: &std::path::Path) -> App {
    continued_huge_in(data, Language::Ko)
}

/// The same in `language`.
fn continued_huge_in(data: &std::path::Path, language: Language) -> App {
    use nemesis_companion::gui::screen::settings;
    let mut app = app_over(data, language);
    click_id(&mut app, home::CONTINUE_ID);
    let _ = app.update(Message::OpenSettings);
    let _ = app.update(Message::Settings(settings::Message::TextSize(
        TextSize::Huge,
    )));
    let _ = app.update(Message::Settings(settings::Message::Back));
    app
}

/// A picture of the window at `size` as `out/<name>.png`, made anew.
fn picture_at(app: &App, out: &std::path::Path, name: &str, size: (f32, f32)) {
    let _ = std::fs::remove_file(out.join(format!("{name}-tiny-skia.png")));
    let mut ui = Simulator::with_size(fonts::iced_settings(), size, app.view());
    ui.snapshot(&app.theme())
        .unwrap()
        .matches_image(out.join(format!("{name}.png")))
        .unwrap();
}

/// Issue 54: both tables at the largest text size in the windows of a laptop (the app's default
/// 1280×800, and 1366×768) and of a 1080p screen, written to target/gallery/small-*.png.
#[test]
#[ignore = "writes PNG files for a person to look at"]
fn small_windows_gallery() {
    let out = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("target/gallery");
    std::fs::create_dir_all(&out).unwrap();
    let sizes = [
        ("1280x800", (1280.0, 800.0)),
        ("1366x768", (1366.0, 768.0)),
        ("1920x1080", (1920.0, 1080.0)),
    ];
    let start = tempfile::tempdir().unwrap();
    retaliation_start(start.path());
    let facility = tempfile::tempdir().unwrap();
    large_facility(facility.path());
    let ship = tempfile::tempdir().unwrap();
    drop(saved_game(ship.path(), ["민지", "서준"], 60));
    for (game, data) in [
        ("rt-start", start.path()),
        ("rt-facility", facility.path()),
        ("base", ship.path()),
    ] {
        for language in Language::ALL {
            let app = continued_huge_in(data, language);
            let code = language.code();
            for (size_name, size) in sizes {
                picture_at(
                    &app,
                    &out,
                    &format!("small-{game}-{code}-{size_name}"),
                    size,
                );
            }
        }
    }
}

/// The laptops' windows of issue 54: the app's default, and a common laptop's screen.
const LAPTOPS: [(f32, f32); 2] = [(1280.0, 800.0), (1366.0, 768.0)];

/// The visible bounds of `selector` in the window at `size`.
fn bounds_at<S>(app: &App, size: (f32, f32), selector: S) -> iced::Rectangle
where
    S: iced_test::Selector + Send,
    S::Output: iced_test::selector::Bounded + Clone + Send,
{
    let mut ui = simulator(app, size);
    let found = ui
        .find(selector)
        .unwrap_or_else(|e| panic!("not found: {e}"));
    iced_test::selector::Bounded::visible_bounds(&found).expect("scrolled out of sight")
}

/// Issue 54: at the largest text size in a laptop's window the Retaliation table can be played:
/// the status strip takes no more than a row of buttons over the map (it broke into five lines
/// beside undo and redo), the first marine's moves are in sight in the panel (End turn and Pass
/// pinned under it left its first line only), and the facility is drawn larger than it was.
#[test]
fn a_laptops_window_at_the_largest_text_plays_retaliation() {
    use nemesis_companion::gui::retaliation::map::Fit;
    use nemesis_companion::gui::screen::retaliation::words;
    let data = tempfile::tempdir().unwrap();
    retaliation_start(data.path());
    let mut app = continued_huge(data.path());
    assert_eq!(screen_name(&app), "retaliation");
    let t = I18n::new(Language::Ko).unwrap();
    let st = retaliation_of(&app).state().clone();
    let first = st.marine_offers(0).moves[0];
    let first_move = match st.map.beyond(first, st.marines[0].room) {
        Some(r) => tr!(
            t,
            "rt-move-to",
            corridor = words::corridor(&t, first),
            room = words::room(&t, r)
        ),
        None => tr!(t, "rt-move-explore", corridor = words::corridor(&t, first)),
    };
    // every shortfall in both windows is told at once
    let mut short = Vec::new();
    for window in LAPTOPS {
        let bar = bounds_at(&app, window, tr!(t, "button-settings").as_str());
        let map = bounds_at(
            &app,
            window,
            selector::id(nemesis_companion::gui::retaliation::MAP_ID),
        );
        let strip = map.y - (bar.y + bar.height);
        if strip > 4.0 * TextSize::Huge.typography().body {
            short.push(format!(
                "{window:?}: the strip over the map is {strip} px high"
            ));
        }
        let hex = Fit::of(map.size(), &Fit::cells(&st)).size;
        if hex < 45.0 {
            short.push(format!("{window:?}: hexes of {hex} px ({map:?})"));
        }
        let mut ui = simulator(&app, window);
        let moved = ui
            .find(first_move.as_str())
            .ok()
            .and_then(|m| iced_test::selector::Bounded::visible_bounds(&m));
        if !moved.is_some_and(|m| m.y + m.height <= window.1) {
            short.push(format!(
                "{window:?}: the first move is out of sight ({moved:?})"
            ));
        }
        // End turn is still in the panel, under the actions
        if ui.find(tr!(t, "rt-end-turn").as_str()).is_err() {
            short.push(format!("{window:?}: no End turn"));
        }
    }
    assert!(short.is_empty(), "{short:#?}");
    // the keys still undo and redo; the buttons there say so without them in a narrow window
    key(&mut app, Shortcut::Table(TableKey::EndTurn));
    let mut ui = simulator(&app, LAPTOPS[0]);
    ui.click(tr!(t, "table-undo").as_str())
        .expect("undo, without its key in a narrow window");
}

/// Issue 54: the base game's table at the largest text size in a laptop's window: the side
/// panel keeps a useful height (the rail and End turn and Pass pinned under it left 190 px of
/// 800), End turn and Pass under the turn's card in it.
#[test]
fn a_laptops_window_at_the_largest_text_leaves_the_base_panel_its_height() {
    let data = tempfile::tempdir().unwrap();
    drop(saved_game(data.path(), ["민지", "서준"], 60));
    let app = continued_huge(data.path());
    assert_eq!(screen_name(&app), "table");
    let t = I18n::new(Language::Ko).unwrap();
    for window in LAPTOPS {
        let side = bounds_at(&app, window, selector::id(nemesis::SIDE_ID));
        assert!(
            side.height >= window.1 * 0.45,
            "{window:?}: the panel is {side:?}"
        );
        let mut ui = simulator(&app, window);
        ui.find(format!("{}  [T]", tr!(t, "table-end-turn")).as_str())
            .expect("End turn in the panel");
    }
}

/// A window that keeps its widgets' state (a panel's scrolling) from one view to the next, as
/// the real window does: a Simulator builds each view anew.
struct KeptWindow {
    renderer: iced::Renderer,
    cache: Option<iced_test::runtime::user_interface::Cache>,
    size: iced::Size,
}

impl KeptWindow {
    fn new(size: (f32, f32)) -> KeptWindow {
        use iced::advanced::renderer::Headless;
        // the Simulator loads the app's fonts
        drop(simulator(&fresh_app(), size));
        let settings = fonts::iced_settings();
        let renderer = iced_test::futures::futures::executor::block_on(iced::Renderer::new(
            settings.default_font,
            settings.default_text_size,
            Some("tiny-skia"),
        ))
        .expect("a renderer");
        KeptWindow {
            renderer,
            cache: None,
            size: size.into(),
        }
    }

    /// Shows the app's view as it is now, and runs `operation` over it.
    fn show(&mut self, app: &App, operation: &mut dyn iced::advanced::widget::Operation) {
        let mut ui = iced_test::runtime::UserInterface::build(
            app.view(),
            self.size,
            self.cache.take().unwrap_or_default(),
            &mut self.renderer,
        );
        ui.operate(&self.renderer, operation);
        self.cache = Some(ui.into_cache());
    }

    /// How far the scrollable `id` is scrolled down, as the window shows the app now.
    fn scrolled(&mut self, app: &App, id: &'static str) -> f32 {
        struct Offset(iced::advanced::widget::Id, Option<f32>);
        impl iced::advanced::widget::Operation for Offset {
            fn traverse(
                &mut self,
                operate: &mut dyn FnMut(&mut dyn iced::advanced::widget::Operation),
            ) {
                operate(self);
            }
            fn scrollable(
                &mut self,
                id: Option<&iced::advanced::widget::Id>,
                _bounds: iced::Rectangle,
                _content: iced::Rectangle,
                translation: iced::Vector,
                _state: &mut dyn iced::advanced::widget::operation::Scrollable,
            ) {
                if id == Some(&self.0) {
                    self.1 = Some(translation.y);
                }
            }
        }
        let mut offset = Offset(iced::advanced::widget::Id::new(id), None);
        self.show(app, &mut offset);
        offset.1.unwrap_or_else(|| panic!("no scrollable {id}"))
    }

    /// Scrolls `id` down to `y`, as a wheel or a finger would.
    fn scroll(&mut self, app: &App, id: &'static str, y: f32) {
        let mut to = iced::advanced::widget::operation::scrollable::scroll_to(
            iced::advanced::widget::Id::new(id),
            iced::advanced::widget::operation::scrollable::AbsoluteOffset {
                x: Some(0.0),
                y: Some(y),
            },
        );
        self.show(app, &mut to);
    }
}

/// Issue 54: a correction keeps the Retaliation panel where the table scrolled it, and its rows
/// where they were: the panel seemed to jump after each one, and the next correction had to be
/// looked for again. Its scrolling is kept from one view to the next (the window keeps the
/// widgets' state), and what the correction told no longer comes above the corrections and
/// pushes them down by its height.
#[test]
fn a_correction_keeps_the_panel_where_it_was_scrolled() {
    use nemesis_companion::gui::screen::retaliation::Message as R;
    use nemesis_companion::rules::retaliation::RetaliationCommand as C;
    let side = nemesis_companion::gui::retaliation::SIDE_ID;
    let data = tempfile::tempdir().unwrap();
    retaliation_start(data.path());
    let mut app = continued_huge(data.path());
    let room = retaliation_of(&app).state().marines[0].room;
    let _ = app.update(Message::Table(TableMessage::from(R::Room(room))));
    assert!(retaliation_of(&app).correcting());
    let t = I18n::new(Language::Ko).unwrap();
    let heading = nemesis_companion::gui::screen::retaliation::words::room(&t, room);
    let heading_y = |app: &App| bounds_at(app, (1280.0, 800.0), heading.as_str()).y;
    let at_first = heading_y(&app);
    let mut window = KeptWindow::new((1280.0, 800.0));
    assert_eq!(window.scrolled(&app, side), 0.0);
    window.scroll(&app, side, 400.0);
    let before = window.scrolled(&app, side);
    assert!(before > 300.0, "scrolled down: {before}");
    for n in 0..3 {
        let st = retaliation_of(&app).state().clone();
        let fix = st.room_corrections(room)[0];
        let task = app.update(Message::Table(TableMessage::from(R::Play(C::Correct {
            fix,
        }))));
        assert_eq!(task.units(), 0, "correction {n}: nothing scrolls the panel");
        assert_eq!(retaliation_of(&app).steps_in_force(), n + 1, "played");
        // nothing the correction told pushed the corrections down
        assert_eq!(heading_y(&app), at_first, "correction {n}: the rows moved");
        let after = window.scrolled(&app, side);
        assert!(
            (after - before).abs() < 1.0,
            "correction {n}: the panel was at {before}, now at {after}"
        );
    }
}
