//! One window's frames, as the window makes them: the event goes through the widget tree, the
//! app updates, the view is rebuilt and laid out, drawn, and rasterised. One renderer and one
//! layout cache are kept from frame to frame, as a window keeps them, and the frame is rasterised
//! as iced's tiny-skia compositor does: only the regions whose layers differ from the last frame.
//! The whole window is also rasterised once per input ("full", a bound for a window that must
//! repaint everything: the first frame, a resize, a screen that changes all over); that time is
//! reported apart.

use iced::mouse;
use iced::{Event, Point, Rectangle, Size, Theme};
use iced_test::core::clipboard;
use iced_test::core::renderer::Headless;
use iced_test::core::widget::Operation;
use iced_test::core::widget::operation::{Outcome, black_box};
use iced_test::core::window::RedrawRequest;
use iced_test::renderer::Renderer;
use iced_test::runtime::UserInterface;
use iced_test::runtime::user_interface::{Cache, State};
use iced_test::selector::Selector;
use nemesis_companion::gui::{App, Message, fonts};
use std::time::{Duration, Instant};

#[path = "zones.rs"]
mod zones;

pub(crate) const SIZE: Size = Size::new(1920.0, 1080.0);

/// Every frame is compared with the window drawn whole, and a difference stops the run (the
/// tests set it; `LATENCY_CHECK=1` compares and only reports).
pub(crate) static STRICT: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// How far (a channel's levels, of 255) a pixel of a shape repainted through a clipping mask
/// may be from the same pixel drawn whole: tiny-skia blends a masked shape's anti-aliased edge
/// with other rounding. Measured: 1 to 2 (issue 57). An edge pixel blended twice (drawn over
/// itself without the repaint clearing it) is off by up to a quarter of the edge's contrast.
const MASK_ROUNDING: u8 = 4;

/// How many pictures of stale pixels were saved (`LATENCY_STALE_PNG=dir`).
static STALE_SHOTS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);

/// One input at a table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) enum Input {
    /// The pointer moves onto another room.
    Hover,
    /// A character (a digit) or a marine (Tab) is chosen.
    Choose,
    /// A tap on a room: a move is asked for (base), the room's corrections open (Retaliation).
    Tap,
    /// A move is played: Enter on the move asked for (base), a tap on a move button
    /// (Retaliation).
    Play,
    /// A panel opens: room actions (A) or corrections (F).
    Open,
    /// The panel closes (Esc, or F again).
    Close,
    /// A question is answered: the cards in hand for a noise roll or for the Event Phase
    /// (base), the noise die's face or a token's back (Retaliation).
    Answer,
    /// Enter: the Event Phase is played (base).
    Event,
    /// Enter: the next page of the Event Phase (base).
    Next,
    /// Ctrl+Z: the last step is taken back.
    Undo,
}

impl Input {
    pub(crate) const ALL: [Input; 10] = [
        Input::Hover,
        Input::Choose,
        Input::Tap,
        Input::Play,
        Input::Open,
        Input::Close,
        Input::Answer,
        Input::Event,
        Input::Next,
        Input::Undo,
    ];
}

/// What an input does: the pointer moves to a point (and taps there), or keys reach the app
/// (through its keyboard subscription, not the widget tree).
pub(crate) enum Act {
    Point(Point),
    Tap(Point),
    Keys(Vec<Message>),
}

/// What the widget tree made of an input.
pub(crate) struct Done {
    /// The messages the widgets published.
    pub(crate) published: Vec<Message>,
    /// A widget asked for the next frame (the base map's hover ring moved).
    pub(crate) redraw: bool,
}

#[derive(Default, Clone, Copy)]
pub(crate) struct Phases {
    pub(crate) events: Duration,
    pub(crate) update: Duration,
    pub(crate) view: Duration,
    pub(crate) draw: Duration,
    /// Rasterising what changed, as the window does.
    pub(crate) raster: Duration,
    /// Rasterising the whole window (not part of the total).
    pub(crate) full: Duration,
    /// Share of the window's area that was rasterised (rectangles may overlap).
    pub(crate) damaged: f32,
    /// How many rectangles that was.
    pub(crate) rects: usize,
    /// The time this thread spent on the CPU for the five phases (the whole window's
    /// rasterising, not part of the total, left out): what the input costs, without the time
    /// the thread waited for a core while other work ran.
    pub(crate) cpu: Duration,
}

impl Phases {
    pub(crate) fn total(&self) -> Duration {
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
    /// Whether each frame is compared with the window drawn whole (`LATENCY_CHECK=1`).
    check: bool,
    /// How many pixels of the last frame differed from the window drawn whole.
    pub(crate) stale: usize,
}

impl Window {
    fn new(size: Size<u32>) -> Window {
        Window {
            pixels: tiny_skia::Pixmap::new(size.width, size.height).expect("a pixmap"),
            mask: tiny_skia::Mask::new(size.width, size.height).expect("a mask"),
            viewport: iced_tiny_skia::graphics::Viewport::with_physical_size(size, 1.0),
            last: None,
            background: None,
            check: std::env::var_os("LATENCY_CHECK").is_some()
                || STRICT.load(std::sync::atomic::Ordering::Relaxed),
            stale: 0,
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
        if std::env::var_os("LATENCY_LAYERS").is_some()
            && let Some(last) = &self.last
        {
            explain(last, &layers);
        }
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
            self.compare(renderer, background);
            return (0.0, 0);
        }
        self.background = Some(background);
        let changed = damage::group(changed, whole);
        if std::env::var_os("LATENCY_RECTS").is_some() {
            // each rectangle drawn alone on a copy of the window: what it costs
            let mut scratch = self.pixels.clone();
            let show: Vec<String> = changed
                .iter()
                .take(8)
                .map(|r| {
                    let t = Instant::now();
                    renderer.draw(
                        &mut scratch.as_mut(),
                        &mut self.mask,
                        &self.viewport,
                        std::slice::from_ref(r),
                        background,
                    );
                    let took = t.elapsed().as_secs_f64() * 1000.0;
                    format!(
                        "{:.0}x{:.0}@{:.0},{:.0} ({took:.1} ms)",
                        r.width, r.height, r.x, r.y
                    )
                })
                .collect();
            eprintln!("{} rectangles: {}", changed.len(), show.join(" "));
        }
        if std::env::var_os("LATENCY_LAYERS").is_some() {
            // what iced's draw will do: per rectangle, a clip mask (the window's size) cleared
            // and refilled for each layer it touches and twice for each primitive group
            let layers = self.last.as_deref().unwrap_or(&[]);
            let mut clears = 0;
            for r in &changed {
                for layer in layers {
                    let Some(b) = r.intersection(&layer.bounds) else {
                        continue;
                    };
                    clears += 1;
                    clears += 2 * layer
                        .primitives
                        .iter()
                        .filter(|g| g.clip_bounds().intersection(&b).is_some())
                        .count();
                }
            }
            eprintln!(
                "{} layers, {} rectangles, {clears} clip mask clears",
                layers.len(),
                changed.len()
            );
        }
        if std::env::var_os("LATENCY_ZONES").is_some() {
            let layers = self.last.as_deref().unwrap_or(&[]);
            zones::report(
                renderer,
                &mut self.pixels,
                &mut self.mask,
                &self.viewport,
                layers,
                background,
            );
        }
        renderer.draw(
            &mut self.pixels.as_mut(),
            &mut self.mask,
            &self.viewport,
            &changed,
            background,
        );
        self.compare(renderer, background);
        let area: f32 = changed.iter().map(|r| r.width * r.height).sum();
        (area / (whole.width * whole.height), changed.len())
    }

    /// With `LATENCY_CHECK=1`: counts the pixels where the window as the partial redraws left
    /// it differs from the window drawn whole, and says where they are.
    fn compare(&mut self, renderer: &mut iced_tiny_skia::Renderer, background: iced::Color) {
        if !self.check {
            return;
        }
        let whole = iced::Rectangle::with_size(self.viewport.logical_size());
        let mut whole_pixels = self.pixels.clone();
        renderer.draw(
            &mut whole_pixels.as_mut(),
            &mut self.mask,
            &self.viewport,
            &[whole],
            background,
        );
        let width = self.pixels.width() as usize;
        let stale: Vec<usize> = self
            .pixels
            .pixels()
            .iter()
            .zip(whole_pixels.pixels())
            .enumerate()
            .filter(|(_, (a, b))| a != b)
            .map(|(i, _)| i)
            .collect();
        self.stale = stale.len();
        if let Some(dir) = std::env::var_os("LATENCY_STALE_PNG")
            && !stale.is_empty()
        {
            // the window as the partial redraws left it, its stale pixels in magenta
            let mut marked = self.pixels.clone();
            for &i in &stale {
                marked.pixels_mut()[i] =
                    tiny_skia::PremultipliedColorU8::from_rgba(255, 0, 255, 255).expect("opaque");
            }
            let n = STALE_SHOTS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            let path = std::path::Path::new(&dir).join(format!("stale-{n:03}.png"));
            let (w, h) = (marked.width(), marked.height());
            match image::RgbaImage::from_raw(w, h, marked.data().to_vec()) {
                Some(img) => {
                    if let Err(e) = img.save(&path) {
                        eprintln!("not saved {}: {e}", path.display());
                    }
                }
                None => eprintln!("not saved {}", path.display()),
            }
        }
        if let (Some(first), Some(last)) = (stale.first(), stale.last()) {
            // how far the worst pixel is from the window drawn whole (a channel's largest
            // difference, 0 to 255): a pixel blended twice at a shape's edge is off by a little, a
            // shape or a word left unpainted by much more
            let (now, whole) = (self.pixels.pixels(), whole_pixels.pixels());
            let off = stale
                .iter()
                .map(|&i| {
                    let (a, b) = (now[i], whole[i]);
                    [
                        a.red().abs_diff(b.red()),
                        a.green().abs_diff(b.green()),
                        a.blue().abs_diff(b.blue()),
                        a.alpha().abs_diff(b.alpha()),
                    ]
                    .into_iter()
                    .max()
                    .unwrap_or(0)
                })
                .max()
                .unwrap_or(0);
            // (a shape clipped to a repainted rectangle is rasterised through a mask, and its
            // anti-aliased edge may come out a level or two off the same shape drawn whole: that
            // is tolerated, a pixel blended twice, a region or a word left unpainted is not)
            assert!(
                !STRICT.load(std::sync::atomic::Ordering::Relaxed)
                    || (stale.len() < 5_000 && off <= MASK_ROUNDING),
                "{} pixels not repainted, rows {} to {}, off by up to {off}",
                stale.len(),
                first / width,
                last / width
            );
            eprintln!(
                "{} pixels not repainted, rows {} to {} (first at x {}), off by up to {off}",
                stale.len(),
                first / width,
                last / width,
                first % width
            );
        }
    }
}

/// The time this thread has spent on a CPU (the kernel's clock for the calling thread, to the
/// nanosecond: it brings the running thread's count up to date when read).
fn thread_cpu_time() -> Duration {
    let t = rustix::time::clock_gettime(rustix::time::ClockId::ThreadCPUTime);
    Duration::new(t.tv_sec as u64, t.tv_nsec as u32)
}

/// Which layers differ from the last frame, and by what (`LATENCY_LAYERS=1`).
fn explain(last: &[iced_tiny_skia::Layer], now: &[iced_tiny_skia::Layer]) {
    if last.len() != now.len() {
        eprintln!("  layers {} -> {}", last.len(), now.len());
    }
    for (i, (a, b)) in last.iter().zip(now).enumerate() {
        let d = iced_tiny_skia::Layer::damage(a, b);
        if d.is_empty() {
            continue;
        }
        let kinds = |l: &iced_tiny_skia::Layer| {
            let (mut live, mut group, mut cached) = (0, 0, 0);
            for p in &l.primitives {
                // the item's kind is not nameable outside iced_tiny_skia: its Debug says it
                let debug = format!("{p:?}");
                if debug.starts_with("Live") {
                    live += 1;
                } else if debug.starts_with("Group") {
                    group += 1;
                } else {
                    cached += 1;
                }
            }
            format!(
                "q{} t{} i{} p(live {live} group {group} cached {cached})",
                l.quads.len(),
                l.text.len(),
                l.images.len()
            )
        };
        let show: Vec<String> = d
            .iter()
            .take(6)
            .map(|r| format!("{:.0}x{:.0}@{:.0},{:.0}", r.width, r.height, r.x, r.y))
            .collect();
        eprintln!(
            "  layer {i} {:.0}x{:.0}@{:.0},{:.0} {} -> {}: {} rects {}",
            b.bounds.width,
            b.bounds.height,
            b.bounds.x,
            b.bounds.y,
            kinds(a),
            kinds(b),
            d.len(),
            show.join(" ")
        );
    }
}

/// The app in a window of [`SIZE`], and the time each measured input took.
pub(crate) struct Bench {
    pub(crate) app: App,
    renderer: Renderer,
    cache: Cache,
    window: Window,
    cursor: mouse::Cursor,
    theme: Theme,
    style: iced_test::core::renderer::Style,
    physical: Size<u32>,
    pub(crate) samples: Vec<(Input, Phases)>,
}

impl Bench {
    /// The window paints its first frame (not counted).
    pub(crate) fn new(app: App) -> Bench {
        let settings = fonts::iced_settings();
        let renderer = iced_test::futures::futures::executor::block_on(Renderer::new(
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
        let mut bench = Bench {
            app,
            renderer,
            cache: Cache::default(),
            window: Window::new(physical),
            cursor: mouse::Cursor::Available(Point::new(5.0, 5.0)),
            theme,
            style,
            physical,
            samples: Vec::new(),
        };
        bench.settle(Vec::new());
        bench
    }

    /// A measured input: from the event to the repainted frame.
    pub(crate) fn input(&mut self, kind: Input, act: Act) -> Done {
        self.frame(Some(kind), act)
    }

    /// Messages that bring the table to what the next input needs (not measured); the window
    /// paints their frame, so the next input's damage is counted from there.
    pub(crate) fn settle(&mut self, messages: Vec<Message>) {
        let _ = self.frame(None, Act::Keys(messages));
    }

    /// Where a text is on screen (its visible part), as a tap would find it.
    pub(crate) fn find_text(&mut self, label: &str) -> Option<Rectangle> {
        let cache = std::mem::take(&mut self.cache);
        let mut ui = UserInterface::build(self.app.view(), SIZE, cache, &mut self.renderer);
        let mut find = Selector::find(label);
        ui.operate(&self.renderer, &mut black_box(&mut find));
        self.cache = ui.into_cache();
        match find.finish() {
            Outcome::Some(Some(text)) => text.visible_bounds(),
            _ => None,
        }
    }

    fn frame(&mut self, kind: Option<Input>, act: Act) -> Done {
        let mut phases = Phases::default();
        let cpu_start = thread_cpu_time();
        let start = Instant::now();
        let cache = std::mem::take(&mut self.cache);
        let mut ui = UserInterface::build(self.app.view(), SIZE, cache, &mut self.renderer);
        let mut messages: Vec<Message> = Vec::new();
        let mut redraw = false;
        let published = match act {
            Act::Point(at) | Act::Tap(at) => {
                self.cursor = mouse::Cursor::Available(at);
                let mut events = vec![Event::Mouse(mouse::Event::CursorMoved { position: at })];
                if matches!(act, Act::Tap(_)) {
                    events.push(Event::Mouse(mouse::Event::ButtonPressed(
                        mouse::Button::Left,
                    )));
                    events.push(Event::Mouse(mouse::Event::ButtonReleased(
                        mouse::Button::Left,
                    )));
                }
                let (state, _) = ui.update(
                    &events,
                    self.cursor,
                    &mut self.renderer,
                    &mut clipboard::Null,
                    &mut messages,
                );
                redraw = matches!(
                    state,
                    State::Updated {
                        redraw_request: RedrawRequest::NextFrame,
                        ..
                    }
                );
                messages.clone()
            }
            Act::Keys(keys) => {
                messages = keys;
                Vec::new()
            }
        };
        self.cache = ui.into_cache();
        phases.events = start.elapsed();

        let t = Instant::now();
        for m in messages {
            let _ = self.app.update(m);
        }
        phases.update = t.elapsed();

        let t = Instant::now();
        let cache = std::mem::take(&mut self.cache);
        let mut ui = UserInterface::build(self.app.view(), SIZE, cache, &mut self.renderer);
        phases.view = t.elapsed();

        let t = Instant::now();
        ui.draw(&mut self.renderer, &self.theme, &self.style, self.cursor);
        phases.draw = t.elapsed();

        let t = Instant::now();
        let background = self.app.style(&self.theme).background_color;
        if std::env::var_os("LATENCY_RECTS").is_some() {
            // whose rectangles the next line lists (a settling step's are the table's own)
            eprint!("{:>8} ", kind.map_or("settle".into(), |k| format!("{k:?}")));
        }
        (phases.damaged, phases.rects) = self.window.present(&mut self.renderer, background);
        phases.raster = t.elapsed();
        phases.cpu = thread_cpu_time().saturating_sub(cpu_start);

        if let Some(kind) = kind {
            let t = Instant::now();
            let pixels = self.renderer.screenshot(self.physical, 1.0, background);
            phases.full = t.elapsed();
            assert_eq!(
                pixels.len(),
                (self.physical.width * self.physical.height * 4) as usize
            );
            if let Some(slow) = std::env::var("LATENCY_SLOW")
                .ok()
                .and_then(|v| v.parse::<f64>().ok())
                && phases.total().as_secs_f64() * 1000.0 > slow
            {
                // an input over the threshold, phase by phase (what made it slow)
                let ms = |d: Duration| d.as_secs_f64() * 1000.0;
                eprintln!(
                    "slow {kind:?}: {:.1} ms (on the CPU {:.1}): events {:.1}, update {:.1}, view+layout {:.1}, draw {:.1}, raster {:.1}",
                    ms(phases.total()),
                    ms(phases.cpu),
                    ms(phases.events),
                    ms(phases.update),
                    ms(phases.view),
                    ms(phases.draw),
                    ms(phases.raster),
                );
            }
            self.samples.push((kind, phases));
        }
        self.cache = ui.into_cache();
        Done { published, redraw }
    }
}
