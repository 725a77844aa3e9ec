//! The window (iced 0.14). `run()` opens it; everything else is testable without a display:
//! screens are plain state with `update -> Action` and `view`, the map is a canvas program over
//! the board data and an [`map::Overlay`].
//!
//! The window decides no rule: it shows the rules' public view and the private sights addressed
//! to a player, and asks the rules crate's queries (room offers, airlock targets, winners, eggs,
//! careful-movement spots) what may be done. Disk, camera-list and print work runs off the update
//! loop through [`work::blocking`].

mod app;
pub mod canvas_words;
pub mod curtain;
pub mod door_marks;
pub mod fonts;
pub mod game;
pub mod games;
pub mod nemesis;
pub mod phones;
pub mod region;
pub mod repaint_guard;
pub mod retaliation;
pub mod rings;
pub mod scan;
pub mod screen;
pub mod shortcuts;
pub mod sound;
#[cfg(feature = "stub-game")]
pub mod stub;
pub mod table;
pub mod tap_guard;
pub mod theme;
pub mod widgets;
pub mod work;

pub use app::{App, Message};

// the words, names and view models every screen shares live in `crate::present` (no window
// there); the window reaches them by their old names
pub use crate::present::nemesis::narrate;
pub use crate::present::{i18n, played, roster, saves_words, seed};
pub use crate::settings;

/// Application id for the desktop entry, Wayland's app_id and X11's WM_CLASS.
pub const APP_ID: &str = "io.github.nemesiscompanion.NemesisCompanion";
pub const WINDOW_TITLE: &str = "Nemesis Companion";

/// How the window was asked to start (command-line flags).
#[derive(Debug, Clone, Copy, Default)]
pub struct Options {
    /// `--no-sound`: never open the sound device.
    pub no_sound: bool,
}

/// Opens the window and runs until it is closed. A panic inside iced or winit (no display to
/// open, a bug) comes back as an error with one line to read, not a backtrace: the game itself is
/// on disk up to its last step.
pub fn run(options: Options) -> Result<(), String> {
    let caught = std::sync::Arc::new(std::sync::Mutex::new(None::<String>));
    let sink = caught.clone();
    let previous = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let payload = info.payload();
        let what = payload
            .downcast_ref::<&str>()
            .copied()
            .or_else(|| payload.downcast_ref::<String>().map(String::as_str))
            .unwrap_or("unknown panic");
        let at = info
            .location()
            .map(|l| format!(" at {}:{}", l.file(), l.line()))
            .unwrap_or_default();
        let line = format!("{what}{at}");
        if std::thread::current().name() == Some("main") {
            // the window's thread: run() returns it as the error
            if let Ok(mut slot) = sink.lock() {
                slot.get_or_insert(line);
            }
        } else {
            // other threads (sound, camera) are not unwound here: say it, without a backtrace
            eprintln!("nemesis-companion: internal error: {line}");
        }
    }));
    let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| run_window(options)));
    std::panic::set_hook(previous);
    match result {
        Ok(result) => result,
        Err(_) => {
            let what = caught
                .lock()
                .ok()
                .and_then(|mut slot| slot.take())
                .unwrap_or_default();
            Err(
                if what.contains("event loop") || what.contains("XOpenDisplay") {
                    format!(
                        "no window could be opened (is there a display? DISPLAY or WAYLAND_DISPLAY \
                     must point at one): {what}"
                    )
                } else {
                    format!("the window stopped on an internal error (your game is saved): {what}")
                },
            )
        }
    }
}

fn run_window(options: Options) -> Result<(), String> {
    let app = App::boot(options);
    let fullscreen = app.settings().fullscreen;
    let window = iced::window::Settings {
        size: iced::Size::new(1280.0, 800.0),
        min_size: Some(iced::Size::new(640.0, 480.0)),
        fullscreen,
        platform_specific: platform_specific(),
        ..iced::window::Settings::default()
    };
    // iced asks for a boot function; hand it the app built above (the settings file is read once)
    let booted = std::sync::Mutex::new(Some(app));
    iced::application(
        move || {
            let app = booted
                .lock()
                .ok()
                .and_then(|mut app| app.take())
                .unwrap_or_else(|| App::boot(options));
            // a screen at the table: open as large as the desktop allows (1280×800 when
            // restored; F11 goes fullscreen). winit's "start maximised" flag did nothing on X11.
            let maximise = if fullscreen {
                iced::Task::none()
            } else {
                iced::window::oldest().and_then(|id| iced::window::maximize(id, true))
            };
            (app, maximise)
        },
        App::update,
        App::view,
    )
    .title(App::title)
    .theme(App::theme)
    .style(App::style)
    .subscription(App::subscription)
    .settings(fonts::iced_settings())
    .window(window)
    .run()
    .map_err(|e| format!("the window failed: {e}"))
}

#[cfg(target_os = "linux")]
fn platform_specific() -> iced::window::settings::PlatformSpecific {
    iced::window::settings::PlatformSpecific {
        application_id: APP_ID.to_string(),
        ..Default::default()
    }
}

#[cfg(not(target_os = "linux"))]
fn platform_specific() -> iced::window::settings::PlatformSpecific {
    iced::window::settings::PlatformSpecific::default()
}
