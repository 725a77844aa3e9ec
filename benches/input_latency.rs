//! Input latency of the table screen: from an input (a pointer move, a tap on a room, a key) to
//! the repainted frame, mid-game, at 1920×1080 with the software renderer (tiny-skia), as the
//! window runs it: the event goes through the widget tree, the app updates, the view is rebuilt
//! and laid out, drawn, and rasterised. One renderer and one layout cache are kept from frame to
//! frame, as a window keeps them, and the frame is rasterised as iced's tiny-skia compositor
//! does: only the regions whose layers differ from the last frame. The whole window is also
//! rasterised once per input ("full", a bound for a window that must repaint everything: the
//! first frame, a resize, a screen that changes all over); that time is reported apart.
//!
//!   cargo bench --bench input_latency [-- --inputs N] [-- --lang ko|ja|en]
//!
//! Prints, per input kind and overall, the 50th and 95th percentile and the worst time, and the
//! median of each phase. It asserts nothing about time: speed is measured here, not tested.
//! `LATENCY_RECTS=1` also prints the rectangles each frame redraws.
#![allow(clippy::unwrap_used, clippy::expect_used)] // tools may stop at a broken assumption

use iced::mouse;
use iced::{Event, Point, Size, Theme};
use iced_test::core::renderer::Headless;
use iced_test::renderer::Renderer;
use iced_test::runtime::UserInterface;
use iced_test::runtime::user_interface::Cache;
use iced_test::selector;
use iced_test::{Simulator, core::clipboard};
use nemesis_companion::gui::game::Game;
use nemesis_companion::gui::i18n::Language;
use nemesis_companion::gui::nemesis::MAP_ID;
use nemesis_companion::gui::nemesis::map::layout::Layout;
use nemesis_companion::gui::nemesis::new_game::{Character, NewGameRequest};
use nemesis_companion::gui::screen::home;
use nemesis_companion::gui::seed::SeedCode;
use nemesis_companion::gui::settings::{Settings, Store};
use nemesis_companion::gui::shortcuts::Shortcut;
use nemesis_companion::gui::{App, Message, fonts};
use nemesis_companion::rules::ids::{Dealer, Mode, Side, SlotId};
use nemesis_companion::storage::store::GameStore;
use std::time::{Duration, Instant};

const SIZE: Size = Size::new(1920.0, 1080.0);

/// One input of a turn at the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Input {
    /// The pointer moves onto another room (the hover ring moves).
    Hover,
    /// A digit: choose a character.
    Choose,
    /// A tap on a room next to the chosen character: the move is asked for.
    Tap,
    /// Enter: the move is played (rules, save to disk, narration, map).
    Play,
    /// Ctrl+Z: the move is taken back.
    Undo,
}

impl Input {
    const TURN: [Input; 6] = [
        Input::Hover,
        Input::Choose,
        Input::Tap,
        Input::Play,
        Input::Hover,
        Input::Undo,
    ];
}

#[derive(Default, Clone, Copy)]
struct Phases {
    events: Duration,
    update: Duration,
    view: Duration,
    draw: Duration,
    /// Rasterising what changed, as the window does.
    raster: Duration,
    /// Rasterising the whole window (not part of the total).
    full: Duration,
    /// Share of the window's area that was rasterised (rectangles may overlap).
    damaged: f32,
    /// How many rectangles that was.
    rects: usize,
}

impl Phases {
    fn total(&self) -> Duration {
        self.events + self.update + self.view + self.draw + self.raster
    }
}

/// What the compositor keeps between frames: the last frame's pixels and layers.
struct Window {
    pixels: tiny_skia::Pixmap,
    mask: tiny_skia::Mask,
    viewport: iced_tiny_skia::graphics::Viewport,
    last: Option<Vec<iced_tiny_skia::Layer>>,
    /// The background of the last frame drawn: a new one redraws the whole window.
    background: Option<iced::Color>,
}

impl Window {
    fn new(size: Size<u32>) -> Window {
        Window {
            pixels: tiny_skia::Pixmap::new(size.width, size.height).expect("a pixmap"),
            mask: tiny_skia::Mask::new(size.width, size.height).expect("a mask"),
            viewport: iced_tiny_skia::graphics::Viewport::with_physical_size(size, 1.0),
            last: None,
            background: None,
        }
    }

    /// Rasterises the regions that differ from the last frame; returns their share of the area
    /// and how many rectangles they were drawn as.
    fn present(&mut self, renderer: &mut Renderer, background: iced::Color) -> (f32, usize) {
        use iced_tiny_skia::graphics::damage;
        let Renderer::Secondary(renderer) = renderer else {
            panic!("the bench runs the software renderer (tiny-skia)");
        };
        let whole = iced::Rectangle::with_size(self.viewport.logical_size());
        let layers = renderer.layers().to_vec();
        let changed = match &self.last {
            Some(last) if self.background == Some(background) => damage::diff(
                last,
                &layers,
                |layer| vec![layer.bounds],
                iced_tiny_skia::Layer::damage,
            ),
            _ => vec![whole],
        };
        self.last = Some(layers);
        if changed.is_empty() {
            return (0.0, 0);
        }
        self.background = Some(background);
        let changed = damage::group(changed, whole);
        if std::env::var_os("LATENCY_RECTS").is_some() {
            let show: Vec<String> = changed
                .iter()
                .take(8)
                .map(|r| format!("{:.0}x{:.0}@{:.0},{:.0}", r.width, r.height, r.x, r.y))
                .collect();
            eprintln!("{} rectangles: {}", changed.len(), show.join(" "));
        }
        renderer.draw(
            &mut self.pixels.as_mut(),
            &mut self.mask,
            &self.viewport,
            &changed,
            background,
        );
        let area: f32 = changed.iter().map(|r| r.width * r.height).sum();
        (area / (whole.width * whole.height), changed.len())
    }
}

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

fn arg(name: &str) -> Option<String> {
    let args: Vec<String> = std::env::args().collect();
    args.iter()
        .position(|a| a == name)
        .and_then(|i| args.get(i + 1).cloned())
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i.min(sorted.len() - 1)]
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

fn main() {
    let inputs: usize = arg("--inputs").and_then(|s| s.parse().ok()).unwrap_or(120);
    let language = match arg("--lang").as_deref() {
        Some("ja") => Language::Ja,
        Some("en") => Language::En,
        _ => Language::Ko,
    };
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
    let table = app.table().expect("Continue opens the table");
    let board = table.board.clone();
    let round = table.game.state().round;

    // a simulator of the same size loads the fonts and tells where the map is
    let map = {
        let mut ui = Simulator::with_size(fonts::iced_settings(), SIZE, app.view());
        let target = ui.find(selector::id(MAP_ID)).expect("the map is on screen");
        target.visible_bounds().expect("the map is visible")
    };
    let layout = Layout::fit(map.size());
    let room_point = |slot: SlotId| {
        let s = board.slot(slot).unwrap();
        let p = layout.point((f32::from(s.x), f32::from(s.y)));
        Point::new(map.x + p.x, map.y + p.y)
    };
    let rooms: Vec<SlotId> = board.slots.iter().map(|s| s.id).collect();

    let settings = fonts::iced_settings();
    let mut renderer = iced_test::futures::futures::executor::block_on(Renderer::new(
        settings.default_font,
        settings.default_text_size,
        Some("tiny-skia"),
    ))
    .expect("the software renderer");
    let theme: Theme = app.theme();
    let style = iced_test::core::renderer::Style {
        text_color: theme.palette().text,
    };
    let physical = Size::new(SIZE.width as u32, SIZE.height as u32);

    let mut cache = Cache::default();
    let mut cursor = mouse::Cursor::Available(Point::new(5.0, 5.0));
    let mut samples: Vec<(Input, Phases)> = Vec::new();

    let mut window = Window::new(physical);
    // a first frame, as the window paints before any input (not counted)
    {
        let mut ui = UserInterface::build(app.view(), SIZE, cache, &mut renderer);
        ui.draw(&mut renderer, &theme, &style, cursor);
        window.present(&mut renderer, app.style(&theme).background_color);
        cache = ui.into_cache();
    }

    let mut played = 0;
    for i in 0..inputs {
        let input = Input::TURN[i % Input::TURN.len()];
        let turn = i / Input::TURN.len();
        let state = app
            .table()
            .expect("still at the table")
            .game
            .state()
            .clone();
        // the character of this turn: the living ones on the board who have not passed, in turn
        let movers: Vec<(usize, SlotId)> = state
            .characters
            .iter()
            .enumerate()
            .filter(|(_, c)| !c.passed)
            .filter_map(|(n, c)| c.room().map(|r| (n, r)))
            .collect();
        let (who, at) = movers
            .get(turn % movers.len().max(1))
            .copied()
            .unwrap_or((0, rooms[0]));
        let next = board.neighbours(at);
        let to = next.get(turn % next.len().max(1)).copied().unwrap_or(at);
        let mut phases = Phases::default();
        let start = Instant::now();
        let mut ui = UserInterface::build(app.view(), SIZE, cache, &mut renderer);
        let mut messages: Vec<Message> = Vec::new();
        match input {
            Input::Hover | Input::Tap => {
                let slot = if input == Input::Tap {
                    to
                } else {
                    rooms[(i * 7) % rooms.len()]
                };
                let at = room_point(slot);
                cursor = mouse::Cursor::Available(at);
                let mut events = vec![Event::Mouse(mouse::Event::CursorMoved { position: at })];
                if input == Input::Tap {
                    events.push(Event::Mouse(mouse::Event::ButtonPressed(
                        mouse::Button::Left,
                    )));
                    events.push(Event::Mouse(mouse::Event::ButtonReleased(
                        mouse::Button::Left,
                    )));
                }
                let _ = ui.update(
                    &events,
                    cursor,
                    &mut renderer,
                    &mut clipboard::Null,
                    &mut messages,
                );
            }
            // keys reach the app through its keyboard subscription, not the widget tree
            Input::Choose => messages.push(Message::Shortcut(Shortcut::Digit(who as u8 + 1))),
            Input::Play => messages.push(Message::Shortcut(Shortcut::Confirm)),
            Input::Undo => messages.push(Message::Shortcut(Shortcut::Undo)),
        }
        let steps_before = app.table().map(|t| t.game.commands().len());
        cache = ui.into_cache();
        phases.events = start.elapsed();

        let t = Instant::now();
        for m in messages {
            let _ = app.update(m);
        }
        phases.update = t.elapsed();
        if input == Input::Play && app.table().map(|t| t.game.commands().len()) != steps_before {
            played += 1;
        }

        let t = Instant::now();
        let mut ui = UserInterface::build(app.view(), SIZE, cache, &mut renderer);
        phases.view = t.elapsed();

        let t = Instant::now();
        ui.draw(&mut renderer, &theme, &style, cursor);
        phases.draw = t.elapsed();

        let t = Instant::now();
        let background = app.style(&theme).background_color;
        (phases.damaged, phases.rects) = window.present(&mut renderer, background);
        phases.raster = t.elapsed();

        let t = Instant::now();
        let pixels = renderer.screenshot(physical, 1.0, background);
        phases.full = t.elapsed();
        assert_eq!(
            pixels.len(),
            (physical.width * physical.height * 4) as usize
        );
        cache = ui.into_cache();
        samples.push((input, phases));
    }

    println!(
        "input latency, table screen mid-game (round {round}, {language:?}), {}x{} tiny-skia, {} inputs, {played} moves played and saved",
        SIZE.width,
        SIZE.height,
        samples.len()
    );
    let report = |name: &str, of: &[&Phases]| {
        let mut totals: Vec<Duration> = of.iter().map(|p| p.total()).collect();
        totals.sort();
        let median = |f: &dyn Fn(&Phases) -> Duration| {
            let mut v: Vec<Duration> = of.iter().map(|p| f(p)).collect();
            v.sort();
            ms(percentile(&v, 0.5))
        };
        let mut full: Vec<Duration> = of.iter().map(|p| p.total() - p.raster + p.full).collect();
        full.sort();
        let damaged = of.iter().map(|p| p.damaged).sum::<f32>() / of.len().max(1) as f32;
        println!(
            "{name:>6}: n={:>4}  p50 {:>6.1} ms  p95 {:>6.1} ms  max {:>6.1} ms  | full redraw p95 {:>6.1} ms | median: events {:.1}, update {:.1}, view+layout {:.1}, draw {:.1}, raster {:.1} ({:.0} % of the window in {:.0} rectangles on average)",
            of.len(),
            ms(percentile(&totals, 0.5)),
            ms(percentile(&totals, 0.95)),
            ms(*totals.last().unwrap_or(&Duration::ZERO)),
            ms(percentile(&full, 0.95)),
            median(&|p| p.events),
            median(&|p| p.update),
            median(&|p| p.view),
            median(&|p| p.draw),
            median(&|p| p.raster),
            damaged * 100.0,
            of.iter().map(|p| p.rects).sum::<usize>() as f32 / of.len().max(1) as f32,
        );
    };
    for kind in [
        Input::Hover,
        Input::Choose,
        Input::Tap,
        Input::Play,
        Input::Undo,
    ] {
        let of: Vec<&Phases> = samples
            .iter()
            .filter(|(k, _)| *k == kind)
            .map(|(_, p)| p)
            .collect();
        report(&format!("{kind:?}").to_lowercase(), &of);
    }
    let all: Vec<&Phases> = samples.iter().map(|(_, p)| p).collect();
    report("all", &all);
}
