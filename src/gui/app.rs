//! The application: owns the language, the settings and the current screen, routes messages to the
//! screen and carries out what the screen asks for (icebreaker's `Screen` + `Action` pattern).

use super::games::{self, Looks, NewGameOf, SetupAction, SetupMessage, TableMessage};
use super::i18n::{I18n, Language};
use super::scan::{self, ScanAction, ScanPanel, ScanRequest};
use super::screen::{Screen, first_run, home, settings as settings_screen};
use super::settings::{Notice, Settings, Store};
use super::shortcuts::{Shortcut, TableInput};
use super::sound::Sound;
use super::theme::ThemeChoice;
use super::widgets::{self, Ctx};
use crate::storage::root::NoDataFolder;
use crate::storage::store::GameStore;
use crate::tr;
use iced::widget::{column, container, opaque, row, space, stack, text};
use iced::{Alignment, Element, Length, Subscription, Task, Theme, keyboard, window};

pub struct App {
    i18n: I18n,
    settings: Settings,
    store: Store,
    /// A problem with the settings file or directory, shown until dismissed.
    notice: Option<String>,
    /// How long after a table button's command another is the same tap (none in tests).
    tap_guard: std::time::Duration,
    /// Disk work (opening and starting games, the start screen's files) runs on a pool thread
    /// and comes back as a message; tests that do not run iced's tasks do it in place.
    background_work: bool,
    /// A game is being started off the update loop: another Start waits for it (a second tap
    /// would start a second game).
    starting: bool,
    screen: Screen,
    help: bool,
    /// What the tables' maps draw, in the players' language.
    looks: Looks,
    sound: Sound,
    /// Where exports go and imports are looked for first.
    files_dir: std::path::PathBuf,
    /// The scanner, drawn over the current screen while open.
    scan: Option<ScanPanel>,
    /// Scans opened so far: each new scan gets a fresh camera feed.
    scans: u64,
    /// The cameras present (settings), and how many times they were asked for.
    cameras: scan::feed::CameraList,
    /// The format the webcam was last asked for, and why.
    camera_format: Option<crate::scanner::camera::negotiate::Negotiated>,
    /// The last "Print labels…": where the sheet went, or why not.
    printed: Option<Result<std::path::PathBuf, crate::gui::scan::print::SheetNotWritten>>,
    /// Updates taken that may change much of the window (see [`App::style`]).
    repaints: u64,
    /// The phones at the table, while on (issue 36).
    phones: Option<super::phones::PhonesLink>,
    /// The Phones page, while open.
    phones_page: Option<super::phones::PhonesPage>,
}

/// How often saving is tried again while a game cannot be written.
pub(super) const STORAGE_RETRY: std::time::Duration = std::time::Duration::from_secs(5);

#[derive(Debug, Clone)]
pub enum Message {
    FirstRun(first_run::Message),
    Setup(SetupMessage),
    Settings(settings_screen::Message),
    Table(TableMessage),
    Shortcut(Shortcut),
    OpenSettings,
    ToggleHelp,
    DismissNotice,
    Home(home::Message),
    /// Back to the start screen (the game on the table is saved as it goes).
    OpenHome,
    /// The storage timer: try saving the game again.
    RetryStorage,
    ToggleMute,
    Scan(scan::Message),
    /// Opens the scanner for a player of the game on the table.
    OpenScan(ScanRequest),
    /// Opens the scanner to check the lighting (no game needed).
    CheckLighting,
    Cameras(scan::feed::CameraList),
    /// The label sheet was written (and handed to the system's viewer), or why not.
    Printed(Result<std::path::PathBuf, crate::gui::scan::print::SheetNotWritten>),
    /// A game was started (off the update loop), or why not (`None`: the work failed).
    Started(crate::gui::work::Handoff<Option<Result<games::Opened, String>>>),
    /// The settings file was written, or why not.
    SettingsWritten(Result<(), crate::gui::settings::NotWritten>),
    Phones(super::phones::Message),
}

impl App {
    /// Starts from the settings on disk (`NEMESIS_DATA_DIR` or the platform data dir), with the
    /// sound device unless `--no-sound` or `NEMESIS_AUDIO=off`.
    pub fn boot(options: super::Options) -> App {
        let (store, settings, notice) = Store::open_default();
        let sound = Sound::open(options.no_sound, settings.sound);
        App::new(settings, store, notice)
            .with_sound(sound)
            .with_files_dir(home::default_files_dir())
            .with_tap_guard()
            .with_background_work()
    }

    /// Disk work runs off the update loop (the window; tests without iced's task runner do it
    /// in place).
    pub fn with_background_work(mut self) -> App {
        self.background_work = true;
        self
    }

    /// Runs `work` on a pool thread and hands its result to `done`'s message (`None` if the
    /// work panicked), or, without background work, in place.
    fn off_update<T: Send + 'static>(
        &mut self,
        work: impl FnOnce() -> T + Send + 'static,
        done: impl Fn(Option<T>) -> Message + Send + 'static,
    ) -> Task<Message> {
        if self.background_work {
            crate::gui::work::blocking_answered(work).map(done)
        } else {
            let message = done(Some(work()));
            self.handle(message)
        }
    }

    /// Two taps closer than a moment are one tap at the tables of every game (see
    /// [`super::tap_guard`]); the window has it, tests press faster.
    pub fn with_tap_guard(mut self) -> App {
        self.tap_guard = super::tap_guard::DOUBLE_TAP;
        if let Some(t) = self.screen.game_table_mut() {
            t.set_tap_guard(self.tap_guard);
        }
        self
    }

    /// A game's table for this window, with its double-tap guard.
    fn guarded(&self, table: impl Into<games::Table>) -> games::Table {
        let mut table = table.into();
        table.game_mut().set_tap_guard(self.tap_guard);
        table.game_mut().arm_tap_guard();
        table
    }

    /// Starts a game off the update loop (its folder, header and lock are written there); the
    /// game comes back in `Message::Started`.
    fn start(
        &mut self,
        work: impl FnOnce() -> Result<games::Opened, String> + Send + 'static,
    ) -> Task<Message> {
        self.off_update(work, |r| {
            Message::Started(crate::gui::work::Handoff::new(r))
        })
    }

    /// Uses this sound output (the app starts silent, as with `--no-sound`).
    pub fn with_sound(mut self, sound: Sound) -> App {
        sound.set_settings(self.settings.sound);
        self.sound = sound;
        self.follow_game();
        self
    }

    /// Where exports go and imports are looked for (the documents folder when booted).
    pub fn with_files_dir(mut self, dir: std::path::PathBuf) -> App {
        self.files_dir = dir;
        if let Screen::Home(_) = self.screen {
            self.screen = Screen::Home(Box::new(self.home()));
        }
        self
    }

    /// Starts from the given settings; a first-run screen when no language was chosen yet, else
    /// the start screen with the saved games (kept next to the settings).
    pub fn new(settings: Settings, store: Store, notice: Option<Notice>) -> App {
        let language = settings.language.unwrap_or_else(Language::from_os);
        let i18n = match I18n::new(language) {
            Ok(i18n) => i18n,
            // the bundled English file is checked by the tests; this is a broken build
            Err(e) => {
                eprintln!("nemesis-companion: {e}");
                I18n::new(Language::En).unwrap_or_else(|_| std::process::abort())
            }
        };
        let looks = Looks::new(&i18n);
        let notice = notice.map(|n| notice_text(&i18n, &n));
        let first_run = settings.language.is_none();
        let mut app = App {
            i18n,
            settings,
            store,
            notice,
            screen: Screen::FirstRun(first_run::FirstRun::new(language)),
            help: false,
            looks,
            scan: None,
            scans: 0,
            cameras: scan::feed::CameraList::default(),
            camera_format: None,
            printed: None,
            repaints: 0,
            phones: None,
            phones_page: None,
            sound: Sound::off(),
            files_dir: std::env::temp_dir(),
            tap_guard: std::time::Duration::ZERO,
            background_work: false,
            starting: false,
        };
        if !first_run {
            app.screen = Screen::Home(Box::new(app.home()));
        }
        app
    }

    /// The start screen over the saved games, read now (at boot, before the window runs).
    fn home(&self) -> home::Home {
        home::Home::new(self.game_store(), self.files_dir.clone())
    }

    /// Opens the start screen from `update`: its list of saved games is read off the update
    /// loop and arrives in a message.
    fn open_home(&mut self) -> Task<Message> {
        let mut home = home::Home::unlisted(self.game_store(), self.files_dir.clone());
        let action = home.list();
        self.screen = Screen::Home(Box::new(home));
        self.home_action(action)
    }

    /// What the start screen asked for.
    fn home_action(&mut self, action: home::Action) -> Task<Message> {
        match action {
            home::Action::None => {}
            home::Action::Run(job) => return self.run_home_job(job),
            home::Action::NewGame(which) => self.new_game(which),
            home::Action::Play(game, recovery) => {
                if let Some(r) = recovery {
                    self.notice = Some(super::saves_words::recovery(&self.i18n, &r));
                }
                self.screen = Screen::Table(self.guarded(game.into_table()));
                self.phones_come_back();
            }
        }
        Task::none()
    }

    /// The first page of a new game of this game.
    fn new_game(&mut self, which: NewGameOf) {
        self.screen = Screen::Setup(games::Setup::new(which, self.settings.insanity_track));
    }

    /// Runs a Home job off the update loop, as every disk job runs ([`App::off_update`]); one
    /// that stops without an answer says so rather than leaving the screen waiting.
    fn run_home_job(&mut self, job: home::Job) -> Task<Message> {
        self.off_update(
            move || job.run(),
            |done| Message::Home(home::Message::Done(done.unwrap_or(home::JobDone::Stopped))),
        )
    }

    /// The sound output's status ("sound unavailable" and why).
    pub fn sound(&self) -> &Sound {
        &self.sound
    }

    pub fn screen(&self) -> &Screen {
        &self.screen
    }

    /// The screen, to set up a scene in tests and screenshots.
    pub fn screen_mut(&mut self) -> &mut Screen {
        &mut self.screen
    }

    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// The scanner, when open.
    pub fn scan_panel(&self) -> Option<&ScanPanel> {
        self.scan.as_ref()
    }

    pub fn help_open(&self) -> bool {
        self.help
    }

    pub fn language(&self) -> Language {
        self.i18n.language()
    }

    /// The window title: the app's name as on the desktop entry, the same in every language
    /// (window managers and the packaging match on it).
    pub fn title(&self) -> String {
        super::WINDOW_TITLE.to_string()
    }

    pub fn theme(&self) -> Theme {
        self.settings.theme.theme()
    }

    fn ctx(&self) -> Ctx<'_> {
        Ctx {
            i18n: &self.i18n,
            ty: self.settings.text_size.typography(),
            theme: self.settings.theme,
            repaint: self.repaints,
        }
    }

    /// Where games are saved: next to the settings (the same data folder). When the settings live
    /// only in memory, so do the games, and the table says so.
    fn game_store(&self) -> Result<GameStore, NoDataFolder> {
        self.data_root().map(GameStore::new)
    }

    /// The data folder (saved games live under it), if there is one.
    fn data_root(&self) -> Result<std::path::PathBuf, NoDataFolder> {
        match self.store.path().and_then(|p| p.parent()) {
            Some(dir) => Ok(dir.to_path_buf()),
            None => Err(NoDataFolder),
        }
    }

    fn set_language(&mut self, language: Language) {
        match self.i18n.set_language(language) {
            Ok(()) => self.looks = Looks::new(&self.i18n),
            Err(e) => self.notice = Some(e.to_string()),
        }
    }

    /// Applies and saves new settings; returns the window task a change needs.
    fn apply(&mut self, next: Settings) -> Task<Message> {
        let fullscreen_changed = next.fullscreen != self.settings.fullscreen;
        if next.sound != self.settings.sound {
            self.sound.set_settings(next.sound);
        }
        if let Some(language) = next.language
            && language != self.i18n.language()
        {
            self.set_language(language);
        }
        self.settings = next;
        // the file is written off the update loop; a failure comes back as a notice
        let saved = match self.store.write(&self.settings) {
            Some(write) => self.off_update(
                move || write.run(),
                |done| {
                    Message::SettingsWritten(done.unwrap_or_else(|| {
                        Err(crate::gui::settings::NotWritten {
                            path: std::path::PathBuf::from(crate::gui::settings::FILE_NAME),
                            trouble: crate::storage::DiskTrouble::Other {
                                detail: "the write stopped".into(),
                            },
                        })
                    }))
                },
            ),
            None => Task::none(),
        };
        if fullscreen_changed {
            Task::batch([saved, set_fullscreen(self.settings.fullscreen)])
        } else {
            saved
        }
    }

    /// The window's background: the theme's.
    ///
    /// (It used to move by 1/255 in the blue channel after every input, so that iced's software
    /// renderer redrew the whole window each time instead of the many small regions that a
    /// changed panel made, which cost several times more. The parts that change with most
    /// inputs are now regions of their own, redrawn whole when `repaints` changes, and the map
    /// is redrawn whole when its cached layers are: see [`crate::gui::region`].)
    pub fn style(&self, theme: &Theme) -> iced::theme::Style {
        iced::theme::Base::base(theme)
    }

    /// Whether a message may change much of the window (see [`crate::gui::region`]): all but
    /// the animation's ticks and the camera's frames.
    fn repaints_all(message: &Message) -> bool {
        let tick = matches!(message, Message::Table(m) if m.is_tick());
        !tick
            && !matches!(
                message,
                Message::Scan(scan::Message::Feed(_))
                    | Message::Phones(super::phones::Message::Poll)
            )
    }

    pub fn update(&mut self, message: Message) -> Task<Message> {
        // the webcam's format, for Settings → Camera
        if let Message::Scan(scan::Message::Feed(scan::feed::Feed::Format(n))) = &message {
            self.camera_format = Some(*n);
        }
        if Self::repaints_all(&message) {
            self.repaints = self.repaints.wrapping_add(1);
        }
        let syncs = self.phones.is_some()
            && matches!(
                message,
                Message::Table(_) | Message::Scan(_) | Message::Phones(_)
            )
            && Self::repaints_all(&message)
            || matches!(message, Message::Phones(super::phones::Message::Poll));
        let task = self.handle(message);
        if syncs {
            // the phones follow the table at once; what they answered comes back as messages
            return Task::batch([task, self.sync_phones()]);
        }
        task
    }

    /// A saved game opened again whose phones were on when it was left (a restart, a return
    /// from the saved games): the phones come back on with the same address, port (where free)
    /// and seat links, so the pages on the table reconnect by themselves (issue 53). A game
    /// whose phones were turned off kept nothing.
    fn phones_come_back(&mut self) {
        let Some(mark) = self.screen.game_table().and_then(|t| t.phones_kept()) else {
            return;
        };
        let seats = self.seat_names().len();
        match super::phones::PhonesLink::resume(&mark, seats) {
            Ok(link) => {
                if let Some(t) = self.screen.game_table() {
                    t.keep_phones(Some(&link.mark()));
                }
                self.phones = Some(link);
            }
            Err(e) => {
                self.notice = Some(tr!(
                    self.i18n,
                    "phones-cannot-start",
                    reason = super::phones::why_not_started(&self.i18n, &e)
                ))
            }
        }
    }

    /// Brings the phones in step with the table (see [`super::phones::PhonesLink::sync`]).
    fn sync_phones(&mut self) -> Task<Message> {
        let Some(link) = &mut self.phones else {
            return Task::none();
        };
        // the settings open over a table: the phones stay on and keep the page they have; what
        // they answer waits in the server until the table is back on screen (issue 53: opening
        // the settings stopped the server and every phone froze reconnecting)
        if let Screen::Settings(back) = &self.screen
            && matches!(back.as_ref(), Screen::Table(_))
        {
            return Task::none();
        }
        let Screen::Table(table) = &mut self.screen else {
            // off the table, the phones are off: a new game gets new seats and secrets
            self.phones = None;
            return Task::none();
        };
        let Some(messages) = table.sync_phones(link, &self.i18n) else {
            return Task::none();
        };
        // what changed shows at once
        self.repaints = self.repaints.wrapping_add(1);
        let tasks: Vec<_> = messages
            .into_iter()
            .map(|m| self.handle(Message::Table(m)))
            .collect();
        Task::batch(tasks)
    }

    /// The seats' names of the game on the table (none off the table).
    fn seat_names(&self) -> Vec<String> {
        let table = self.screen.game_table();
        table.map(|t| t.seat_names(&self.i18n)).unwrap_or_default()
    }

    fn phones_message(&mut self, message: super::phones::Message) {
        use super::phones::{Message as M, PhonesLink, PhonesPage};
        match message {
            M::Open => {
                if self.screen.is_table() {
                    self.phones_page = Some(PhonesPage::new());
                }
            }
            M::Close => self.phones_page = None,
            M::Pick(ip) => {
                if let Some(page) = &mut self.phones_page {
                    page.chosen = Some(ip);
                }
            }
            M::TurnOn => {
                let seats = self.seat_names().len();
                let Some(page) = &mut self.phones_page else {
                    return;
                };
                let Some(ip) = page.chosen else {
                    return;
                };
                match PhonesLink::start(ip, seats) {
                    Ok(link) => {
                        if let Some(t) = self.screen.game_table() {
                            t.keep_phones(Some(&link.mark()));
                        }
                        self.phones = Some(link);
                        page.error = None;
                    }
                    Err(e) => {
                        page.error = Some(tr!(
                            self.i18n,
                            "phones-cannot-start",
                            reason = super::phones::why_not_started(&self.i18n, &e)
                        ))
                    }
                }
            }
            M::TurnOff => {
                self.phones = None;
                if let Some(t) = self.screen.game_table() {
                    t.keep_phones(None);
                }
                // no sight goes to a phone now: the room actions ask for the screen again
                if let Some(t) = self.screen.game_table_mut() {
                    t.phones_off();
                }
            }
            M::Revoke(seat) => {
                if let Some(link) = &mut self.phones {
                    link.revoke(seat);
                    if let Some(t) = self.screen.game_table() {
                        t.keep_phones(Some(&link.mark()));
                    }
                }
            }
            M::Poll => {}
        }
    }

    /// One message; shortcuts hand theirs on to here, so one input counts once in `repaints`.
    /// The sound follows the game after every message, whichever way its arm returned.
    fn handle(&mut self, message: Message) -> Task<Message> {
        let task = self.handle_message(message);
        self.follow_game();
        task
    }

    fn handle_message(&mut self, message: Message) -> Task<Message> {
        match message {
            Message::FirstRun(m) => {
                let Screen::FirstRun(screen) = &mut self.screen else {
                    return Task::none();
                };
                match screen.update(m) {
                    first_run::Action::Preview(language) => self.set_language(language),
                    first_run::Action::Done(language) => {
                        let next = Settings {
                            language: Some(language),
                            ..self.settings.clone()
                        };
                        let task = self.apply(next);
                        // the start screen: every game at once (issue 38: the first run went
                        // straight to the base game's New game), and any games already saved
                        let listed = self.open_home();
                        return Task::batch([task, listed]);
                    }
                }
            }
            Message::Setup(m) => {
                let Screen::Setup(setup) = &mut self.screen else {
                    return Task::none();
                };
                let action = setup.update(m);
                return self.setup_action(action);
            }
            Message::Home(m) => {
                let Screen::Home(screen) = &mut self.screen else {
                    return Task::none();
                };
                let note_before = screen.note().cloned();
                let action = screen.update(m);
                let task = self.home_action(action);
                // a new note sits at the top of the list: a tap at the foot of a long list (the
                // last game's export or delete) would otherwise show nothing happening
                let noted = matches!(&self.screen, Screen::Home(h)
                    if h.note().is_some() && h.note() != note_before.as_ref());
                if noted {
                    return Task::batch([
                        task,
                        iced::widget::operation::snap_to(
                            home::SCROLL_ID,
                            iced::widget::scrollable::RelativeOffset::START,
                        ),
                    ]);
                }
                return task;
            }
            Message::OpenHome => {
                if self.can_go_home() {
                    return self.open_home();
                }
            }
            Message::RetryStorage => {
                if let Some(t) = self.screen.game_table_mut() {
                    t.retry_storage();
                }
            }
            Message::ToggleMute => {
                let mut next = self.settings.clone();
                next.sound.muted = !next.sound.muted;
                return self.apply(next);
            }
            Message::Settings(m) => match settings_screen::update(&self.settings, m) {
                settings_screen::Action::Apply(next) => return self.apply(next),
                settings_screen::Action::Camera(request) => return self.camera_request(request),
                settings_screen::Action::Back => self.close_settings(),
            },
            Message::Table(m) => {
                let Screen::Table(table) = &mut self.screen else {
                    return Task::none();
                };
                let step = table.update(m, &mut self.sound);
                return self.table_step(step);
            }
            Message::Scan(m) => self.scan_message(m),
            Message::Phones(m) => self.phones_message(m),
            Message::OpenScan(request) => self.open_scan(request),
            Message::CheckLighting => self.open_lighting_check(),
            Message::Cameras(list) => self.cameras = list,
            Message::SettingsWritten(Ok(())) => {}
            Message::SettingsWritten(Err(e)) => {
                self.store.write_failed();
                self.notice = Some(tr!(
                    self.i18n,
                    "settings-not-saved",
                    reason = e.words(&self.i18n)
                ));
            }
            Message::Started(started) => {
                let Some(started) = started.take() else {
                    return Task::none();
                };
                self.starting = false;
                match started {
                    Some(Ok(game)) => self.screen = Screen::Table(self.guarded(game.into_table())),
                    Some(Err(e)) => self.notice = Some(e),
                    None => self.notice = Some(tr!(self.i18n, "start-failed")),
                }
            }
            Message::Printed(written) => self.printed = Some(written),
            Message::OpenSettings => return self.open_settings(),
            Message::ToggleHelp => self.help = !self.help,
            Message::DismissNotice => self.notice = None,
            Message::Shortcut(s) => return self.shortcut(s),
        }
        Task::none()
    }

    /// Carries out what a setup page asked for after a message.
    fn setup_action(&mut self, action: SetupAction) -> Task<Message> {
        match action {
            SetupAction::None => Task::none(),
            SetupAction::Home => self.open_home(),
            // New game was scrolled down to its Start button: the checklist opens at its title
            // (issue 39 item 17)
            SetupAction::Turned => iced::widget::operation::snap_to(
                super::widgets::PAGE_ID,
                iced::widget::scrollable::RelativeOffset::START,
            ),
            // a second tap while the first game is being started starts no second game
            SetupAction::Start { .. } if self.starting => Task::none(),
            SetupAction::Start {
                work,
                insanity_track,
            } => {
                self.starting = true;
                // the insanity track is read once per box: offer it again next time
                let remember =
                    if insanity_track.is_some() && insanity_track != self.settings.insanity_track {
                        let next = Settings {
                            insanity_track,
                            ..self.settings.clone()
                        };
                        self.apply(next)
                    } else {
                        Task::none()
                    };
                let store = self.game_store();
                let started = self.start(move || work(store));
                Task::batch([remember, started])
            }
        }
    }

    /// Carries out what the table asked for after a message, and brings the top of the
    /// scrollable it names into view (a new question, a new turn).
    fn table_step(&mut self, step: crate::gui::table::TableStep) -> Task<Message> {
        use crate::gui::table::TableAction;
        match step.action {
            TableAction::None => {}
            TableAction::NewGame => {
                if let Some(t) = self.screen.game_table() {
                    self.new_game(t.kind().into());
                }
                return Task::none();
            }
            TableAction::Scan(request) => self.open_scan(request),
            TableAction::ShowOnLaptop(ids) => self.show_on_laptop(&ids),
        }
        match step.top_into_view {
            Some(id) => iced::widget::operation::snap_to(
                id,
                iced::widget::scrollable::RelativeOffset::START,
            ),
            None => Task::none(),
        }
    }

    /// Keeps the ambience in step with the screen: the game's mood at the table (also under
    /// the settings), none elsewhere.
    fn follow_game(&mut self) {
        match self.screen.game_table() {
            Some(t) => t.follow(&mut self.sound),
            None => self.sound.silence(),
        }
    }

    /// The table, also while the settings are open over it.
    pub fn table(&self) -> Option<&games::Table> {
        self.screen.table()
    }

    /// A saved game on the table cannot be written at the moment (memory-only games have no
    /// file to retry).
    pub fn wants_storage_retry(&self) -> bool {
        // every game is kept in the same store, so every game's table retries the same way
        self.screen
            .game_table()
            .is_some_and(|t| t.wants_storage_retry())
    }

    /// The start screen is one tap away except during the first run, from the settings, and
    /// from a game that is not safely saved (leaving it would lose it).
    fn can_go_home(&self) -> bool {
        match &self.screen {
            Screen::FirstRun(_) | Screen::Settings(_) | Screen::Home(_) => false,
            Screen::Table(t) => t.game().safely_saved(),
            Screen::Setup(_) => true,
        }
    }

    fn open_scan(&mut self, request: ScanRequest) {
        let Screen::Table(table) = &self.screen else {
            return;
        };
        if let Some(game) = table.scan_of(request, &self.i18n) {
            self.open_panel(scan::panel::Mode::Game(game));
        }
    }

    fn open_lighting_check(&mut self) {
        self.open_panel(scan::panel::Mode::LightingCheck);
    }

    fn open_panel(&mut self, mode: scan::panel::Mode) {
        self.scans += 1;
        let source =
            scan::feed::SourceSpec::resolve(&self.settings.camera, self.settings.camera_quality);
        self.scan = Some(ScanPanel::new(mode, source, self.scans));
    }

    fn scan_message(&mut self, message: scan::Message) {
        let Some(panel) = &mut self.scan else {
            return;
        };
        let (command, recount) = match panel.update(message) {
            ScanAction::None => return,
            ScanAction::Cancel | ScanAction::Close => {
                self.scan = None;
                return;
            }
            ScanAction::Submit(command) => (command, false),
            // a correction of the count: the scan goes on with what the rules now ask
            ScanAction::Recount(fix) => (fix, true),
        };
        match &mut self.screen {
            Screen::Table(table) => {
                table.scanned(panel, command, recount, &mut self.sound);
                if panel.verdict_is_the_checks() {
                    self.scan = None;
                }
            }
            _ => panel.refused_by_game(),
        }
    }

    fn camera_request(&mut self, request: settings_screen::CameraRequest) -> Task<Message> {
        match request {
            settings_screen::CameraRequest::CheckLighting => {
                self.open_lighting_check();
                Task::none()
            }
            settings_screen::CameraRequest::FindCameras => self.find_cameras(),
            settings_screen::CameraRequest::PrintLabels(paper) => {
                let language = self.i18n.language();
                let words = scan::print::sheet_words(&self.i18n);
                crate::gui::work::blocking(move || {
                    let written = scan::print::write_sheet(paper, language, &words);
                    if let Ok(path) = &written {
                        scan::print::open_externally(path);
                    }
                    written
                })
                .map(Message::Printed)
            }
        }
    }

    /// Lists the cameras off the update loop; the list comes back as `Message::Cameras`.
    fn find_cameras(&mut self) -> Task<Message> {
        self.cameras = scan::feed::CameraList::Searching;
        crate::gui::work::blocking(scan::feed::camera_list).map(Message::Cameras)
    }

    /// Opens the settings over the current screen and lists the cameras for them.
    fn open_settings(&mut self) -> Task<Message> {
        if matches!(self.screen, Screen::Settings(_) | Screen::FirstRun(_)) {
            return Task::none();
        }
        let back = std::mem::replace(
            &mut self.screen,
            Screen::FirstRun(first_run::FirstRun::new(Language::En)),
        );
        self.screen = Screen::Settings(Box::new(back));
        self.find_cameras()
    }

    fn close_settings(&mut self) {
        if let Screen::Settings(back) = &mut self.screen {
            let back = std::mem::replace(
                back.as_mut(),
                Screen::FirstRun(first_run::FirstRun::new(Language::En)),
            );
            self.screen = back;
        }
    }

    fn shortcut(&mut self, shortcut: Shortcut) -> Task<Message> {
        match shortcut {
            Shortcut::Help => self.help = !self.help,
            Shortcut::Settings => return self.open_settings(),
            Shortcut::Fullscreen => {
                let next = Settings {
                    fullscreen: !self.settings.fullscreen,
                    ..self.settings.clone()
                };
                return self.apply(next);
            }
            Shortcut::Undo
            | Shortcut::Redo
            | Shortcut::Digit(_)
            | Shortcut::Confirm
            | Shortcut::Table(_)
                if self.scan.is_some() => {}
            Shortcut::Escape => {
                if self.help {
                    self.help = false;
                } else if self.phones_page.is_some() {
                    self.phones_page = None;
                } else if self.scan.is_some() {
                    self.scan = None;
                } else if self.screen.is_table() {
                    return self.table_input(TableInput::Cancel);
                } else {
                    self.close_settings();
                }
            }
            Shortcut::Quit => return iced::exit(),
            // the table's keys do nothing while the help or the Phones page covers it
            _ if self.help || self.phones_page.is_some() => {}
            // Enter presses the highlighted button of the screen on show (issue "a table can
            // trust it": it did nothing on the first-run and start screens)
            Shortcut::Confirm if !self.screen.is_table() => {
                let message = match &self.screen {
                    Screen::FirstRun(_) => Message::FirstRun(first_run::Message::Continue),
                    Screen::Home(_) => Message::Home(home::Message::Continue),
                    Screen::Setup(setup) => match setup.confirm() {
                        Some(m) => Message::Setup(m),
                        None => return Task::none(),
                    },
                    _ => return Task::none(),
                };
                return self.handle(message);
            }
            other => {
                if let Some(input) = other.table_input() {
                    return self.table_input(input);
                }
            }
        }
        Task::none()
    }

    /// "Show it on this laptop instead", at either game's table: the sight comes back from the
    /// phone, unless the phone had already opened it (then it is never shown again, and the
    /// table is told so).
    fn show_on_laptop(&mut self, ids: &[u64]) {
        let unopened = self.phones.as_mut().is_none_or(|l| l.take_back(ids));
        let Some(table) = self.screen.game_table_mut() else {
            return;
        };
        if unopened {
            table.sight_back_to_laptop();
            return;
        }
        let name = table.sight_for(&self.i18n).unwrap_or_default();
        table.sight_seen_elsewhere();
        self.notice = Some(tr!(self.i18n, "phones-already-seen", name = name));
    }

    /// The table's keys go to the table on show, whichever game it plays.
    fn table_input(&mut self, input: TableInput) -> Task<Message> {
        let Screen::Table(table) = &self.screen else {
            return Task::none();
        };
        let message = Message::Table(table.input(input));
        self.handle(message)
    }

    pub fn subscription(&self) -> Subscription<Message> {
        let keys = keyboard::listen()
            .filter_map(Shortcut::from_event)
            .map(Message::Shortcut);
        let frames = match &self.screen {
            Screen::Table(t) if t.game().is_animating() => window::frames()
                .with(t.kind())
                .filter_map(|(kind, now)| games::tick(kind, now).map(Message::Table)),
            _ => Subscription::none(),
        };
        // while a saved game cannot be written, try again every few seconds
        let retry = if self.wants_storage_retry() {
            iced::time::every(STORAGE_RETRY).map(|_| Message::RetryStorage)
        } else {
            Subscription::none()
        };
        let scanner = match &self.scan {
            Some(panel) => panel.subscription().map(Message::Scan),
            None => Subscription::none(),
        };
        // while phones are on: their answers and what they saw, a few times a second
        let phones = if self.phones.is_some() {
            iced::time::every(std::time::Duration::from_millis(300))
                .map(|_| Message::Phones(super::phones::Message::Poll))
        } else {
            Subscription::none()
        };
        Subscription::batch([keys, frames, retry, scanner, phones])
    }

    pub fn view(&self) -> Element<'_, Message> {
        let ctx = self.ctx();
        let body: Element<'_, Message> = match &self.screen {
            Screen::FirstRun(s) => s.view(ctx).map(Message::FirstRun),
            Screen::Home(s) => s.view(ctx).map(Message::Home),
            Screen::Setup(s) => s.view(ctx).map(Message::Setup),
            Screen::Settings(_) => {
                let camera = super::screen::settings_camera::Status {
                    cameras: &self.cameras,
                    format: self.camera_format.as_ref(),
                    printed: self.printed.as_ref(),
                };
                settings_screen::view(
                    ctx,
                    &self.settings,
                    self.store.path(),
                    None,
                    self.sound.status(),
                    camera,
                )
                .map(Message::Settings)
            }
            Screen::Table(s) => s.view(ctx, &self.looks).map(Message::Table),
        };
        // the map alone (M) takes the whole window, the bar's height too: its keys still work
        let show_bar = match &self.screen {
            Screen::FirstRun(_) | Screen::Settings(_) => false,
            screen => !screen
                .game_table()
                .is_some_and(|table| table.showing_map_only()),
        };
        let mut page = column![];
        if let Some(notice) = &self.notice {
            page = page.push(
                container(
                    row![
                        widgets::banner(ctx, notice.clone()),
                        widgets::plain(
                            ctx,
                            tr!(self.i18n, "button-close"),
                            Some(Message::DismissNotice)
                        )
                    ]
                    .spacing(ctx.ty.space)
                    .align_y(Alignment::Center),
                )
                .padding(ctx.ty.space),
            );
        }
        if show_bar {
            page = page.push(self.top_bar(ctx));
        }
        page = page.push(body);
        let base = container(page.height(Length::Fill))
            .width(Length::Fill)
            .height(Length::Fill);
        let mut layers = stack![base];
        if let Some(panel) = &self.scan {
            layers = layers.push(opaque(panel.view(ctx).map(Message::Scan)));
        }
        if let Some(page) = &self.phones_page {
            let table = self.screen.game_table();
            let kind = table.map(|t| t.kind()).unwrap_or_default();
            let without = table.map(|t| t.seats_without_phone()).unwrap_or_default();
            layers = layers.push(opaque(
                super::phones::view(
                    ctx,
                    page,
                    self.phones.as_ref(),
                    self.seat_names(),
                    kind,
                    without,
                )
                .map(Message::Phones),
            ));
        }
        if self.help {
            layers = layers.push(opaque(self.help_panel(ctx)));
        }
        layers.into()
    }

    fn top_bar<'a>(&'a self, ctx: Ctx<'a>) -> Element<'a, Message> {
        let home = self
            .can_go_home()
            .then(|| widgets::plain(ctx, tr!(self.i18n, "home-button"), Some(Message::OpenHome)));
        // the player asked for sound and the device failed: say so where it is always seen
        let unavailable = self.sound.unavailable().then(|| {
            text(tr!(self.i18n, "sound-unavailable-short"))
                .size(ctx.ty.small)
                .style(widgets::danger_text)
        });
        let mute = matches!(
            self.sound.status(),
            crate::audio::AudioStatus::Playing { .. }
        )
        .then(|| {
            let label = if self.settings.sound.muted {
                tr!(self.i18n, "sound-unmute")
            } else {
                tr!(self.i18n, "sound-mute")
            };
            widgets::plain(ctx, label, Some(Message::ToggleMute))
        });
        row![
            text(tr!(self.i18n, "app-title"))
                .size(ctx.ty.small)
                .style(widgets::dim),
        ]
        .push(home)
        .push(space::horizontal())
        .push(unavailable)
        .push(mute)
        .push(self.screen.is_table().then(|| {
            widgets::plain(
                ctx,
                tr!(self.i18n, "phones-open"),
                Some(Message::Phones(super::phones::Message::Open)),
            )
        }))
        .push(widgets::plain(
            ctx,
            tr!(self.i18n, "button-help"),
            Some(Message::ToggleHelp),
        ))
        .push(widgets::plain(
            ctx,
            tr!(self.i18n, "button-settings"),
            Some(Message::OpenSettings),
        ))
        .spacing(ctx.ty.space * 0.6)
        .padding([ctx.ty.space * 0.5, ctx.ty.space])
        .align_y(Alignment::Center)
        .into()
    }

    fn help_panel<'a>(&'a self, ctx: Ctx<'a>) -> Element<'a, Message> {
        let i18n = &self.i18n;
        // the keys every screen has, the table's own, then the window's
        let mut rows = vec![
            ("Ctrl+Z", tr!(i18n, "help-undo")),
            ("Ctrl+Shift+Z", tr!(i18n, "help-redo")),
        ];
        if let Some(table) = self.screen.game_table() {
            rows.extend(table.help_rows(i18n));
        }
        rows.extend([
            ("F11", tr!(i18n, "help-fullscreen")),
            ("Ctrl+,", tr!(i18n, "help-settings")),
            ("F1  ?", tr!(i18n, "help-help")),
            ("Esc", tr!(i18n, "help-close")),
            ("Ctrl+Q", tr!(i18n, "help-quit")),
        ]);
        let list = column(rows.into_iter().map(|(keys, what)| {
            row![
                text(keys)
                    .size(ctx.ty.heading)
                    .font(super::fonts::BOLD)
                    .width(Length::Fixed(ctx.ty.heading * 7.0)),
                widgets::body(ctx, what)
            ]
            .spacing(ctx.ty.space)
            .align_y(Alignment::Center)
            .into()
        }))
        .spacing(ctx.ty.space * 0.6)
        // room for the scrollbar: the last characters of a line sat under it (issue 39 item 17)
        .padding(iced::Padding::ZERO.right(ctx.ty.space * 1.5));
        // the close button first and the list in a scroll area: at the larger text sizes the
        // list is taller than the window
        let panel = widgets::panel(
            ctx,
            column![
                row![
                    widgets::title(ctx, tr!(i18n, "help-title")),
                    iced::widget::space::horizontal(),
                    widgets::action(ctx, tr!(i18n, "button-close"), Some(Message::ToggleHelp))
                ]
                .align_y(Alignment::Center)
                .spacing(ctx.ty.space),
                iced::widget::scrollable(list).height(Length::Shrink),
            ]
            .spacing(ctx.ty.space * 1.2),
        )
        .max_width(ctx.ty.body * 40.0);
        container(panel)
            .center(Length::Fill)
            .style(|theme: &Theme| container::Style {
                background: Some(iced::Background::Color(
                    theme.palette().background.scale_alpha(0.85),
                )),
                ..container::Style::default()
            })
            .into()
    }

    /// The theme choice, for callers that draw outside iced's theme (e.g. tests).
    pub fn theme_choice(&self) -> ThemeChoice {
        self.settings.theme
    }
}

fn set_fullscreen(on: bool) -> Task<Message> {
    let mode = if on {
        window::Mode::Fullscreen
    } else {
        window::Mode::Windowed
    };
    window::latest().and_then(move |id| window::set_mode(id, mode))
}

fn notice_text(i18n: &I18n, notice: &Notice) -> String {
    notice.words(i18n)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::gui::game::Game;
    use crate::gui::games::{Setup, SetupMessage, Table as AnyTable};
    use crate::gui::nemesis;
    use crate::gui::nemesis::new_game::{Character, NewGameRequest};
    use crate::gui::screen::{checklist, retaliation};
    use crate::gui::seed::SeedCode;
    use crate::rules::ids::{Mode, Side};

    impl App {
        fn base_table(&self, game: Game) -> AnyTable {
            self.guarded(nemesis::Table::new(game))
        }

        fn retaliation_table(&self, game: retaliation::RetGame) -> AnyTable {
            self.guarded(retaliation::RetTable::new(game))
        }
    }

    fn request() -> NewGameRequest {
        NewGameRequest {
            insanity_track: None,
            rings: Vec::new(),
            players: vec![
                ("Ana".into(), Character::Scout),
                ("Bo".into(), Character::Pilot),
            ],
            mode: Mode::Standard,
            side: Side::A,
            // a known seed: every run plays the same game (a random one made a test pass or
            // fail by luck, `played_outcomes_reach_the_sound` in 2026-11)
            seed_code: SeedCode::parse("ACK74X").unwrap(),
            secret_seed: None,
            dealer: crate::rules::ids::Dealer::App,
            species: Default::default(),
        }
    }

    /// The window guards the Retaliation table against double taps; tests without the guard
    /// press buttons as fast as they like.
    #[test]
    fn the_window_guards_its_retaliation_tables_against_double_taps() {
        use crate::rules::retaliation::RetaliationConfig;
        let game = || {
            retaliation::RetGame::start(
                Err(crate::storage::root::NoDataFolder),
                RetaliationConfig::numbered(3, 2),
            )
            .unwrap()
        };
        let guarded = app().with_tap_guard();
        assert_eq!(
            guarded.retaliation_table(game()).game().tap_guard(),
            crate::gui::tap_guard::DOUBLE_TAP
        );
        assert!(app().retaliation_table(game()).game().tap_guard().is_zero());
        // and the base game's (one table for every species)
        assert_eq!(
            guarded
                .base_table(
                    Game::start(Err(crate::storage::root::NoDataFolder), &request()).unwrap()
                )
                .game()
                .tap_guard(),
            crate::gui::tap_guard::DOUBLE_TAP
        );
        assert!(
            app()
                .base_table(
                    Game::start(Err(crate::storage::root::NoDataFolder), &request()).unwrap()
                )
                .game()
                .tap_guard()
                .is_zero()
        );
    }

    /// Issue 33 (one key routing): the keys reach either game's table by one route, the
    /// Retaliation table's Esc too (it did nothing there).
    #[test]
    fn the_keys_reach_either_games_table_by_one_route() {
        use crate::gui::shortcuts::TableKey;
        use crate::rules::retaliation::{RetaliationCommand as C, RetaliationConfig};
        let mut app = app();
        let game = retaliation::RetGame::start(
            Err(crate::storage::root::NoDataFolder),
            RetaliationConfig::numbered(3, 2),
        )
        .unwrap();
        app.screen = Screen::Table(app.retaliation_table(game));
        let rt = |app: &App| match &app.screen {
            Screen::Table(AnyTable::Retaliation(t)) => (t.correcting(), t.steps_in_force()),
            _ => panic!("the Retaliation table"),
        };
        let _ = app.update(Message::Shortcut(Shortcut::Table(TableKey::Fix)));
        assert_eq!(rt(&app), (true, 0), "F opens the corrections");
        let _ = app.update(Message::Shortcut(Shortcut::Escape));
        assert_eq!(rt(&app), (false, 0), "Esc closes them");
        let _ = app.update(Message::Table(TableMessage::Retaliation(
            retaliation::Message::Play(C::EndTurn {
                who: 0,
                pass: false,
            }),
        )));
        assert_eq!(rt(&app).1, 1);
        let _ = app.update(Message::Shortcut(Shortcut::Undo));
        assert_eq!(rt(&app).1, 0, "the undo key undoes");
        let _ = app.update(Message::Shortcut(Shortcut::Redo));
        assert_eq!(rt(&app).1, 1, "the redo key redoes");
        // the help covers the table: its keys wait
        let _ = app.update(Message::Shortcut(Shortcut::Help));
        let _ = app.update(Message::Shortcut(Shortcut::Undo));
        assert_eq!(rt(&app).1, 1);

        // the same route reaches the base game's table
        let mut base = self::app();
        base.screen =
            Screen::Table(base.base_table(
                Game::start(Err(crate::storage::root::NoDataFolder), &request()).unwrap(),
            ));
        let _ = base.update(Message::Shortcut(Shortcut::Table(TableKey::EndTurn)));
        let steps = |app: &App| {
            app.table()
                .and_then(|t| t.nemesis())
                .map(|t| t.game.commands().len())
        };
        assert_eq!(steps(&base), Some(1), "T ends the chosen character's turn");
        let _ = base.update(Message::Shortcut(Shortcut::Undo));
        assert_eq!(steps(&base), Some(0));
    }

    /// Issue 33: opening a saved game (reading and replaying its journal) and starting one
    /// (its folder, header and lock) run off the update loop in the window: `update` returns at
    /// once and the screen changes when the work's answer comes back. A second Start while the
    /// first is on its way starts nothing.
    #[test]
    fn opening_and_starting_a_game_run_off_the_update_loop() {
        let dir = tempfile::tempdir().unwrap();
        let store = GameStore::new(dir.path());
        let id = Game::start(Ok(store.clone()), &request())
            .unwrap()
            .id()
            .cloned()
            .unwrap();
        let (settings_store, _, _) = Store::open(dir.path());
        let mut app = App::new(
            Settings {
                language: Some(Language::Ko),
                ..Settings::default()
            },
            settings_store,
            None,
        )
        .with_background_work();
        let _task = app.update(Message::Shortcut(Shortcut::Confirm));
        assert!(
            matches!(app.screen, Screen::Home(_)),
            "nothing was read in update"
        );
        // the pool thread's answer
        let done = home::Job::Resume {
            store: store.clone(),
            id: id.clone(),
        }
        .run();
        let _ = app.update(Message::Home(home::Message::Done(done)));
        let Screen::Table(table) = &app.screen else {
            panic!("the game opens when its answer comes")
        };
        assert_eq!(table.game().game_id(), Some(&id));

        app.screen = Screen::Setup(Setup::Checklist(checklist::Checklist::new(request())));
        let games = || crate::session::saves::recent_games(&store).unwrap().len();
        let before = games();
        let _task = app.update(Message::Setup(SetupMessage::Checklist(
            checklist::Message::Start,
        )));
        let _again = app.update(Message::Setup(SetupMessage::Checklist(
            checklist::Message::Start,
        )));
        assert!(matches!(app.screen, Screen::Setup(Setup::Checklist(_))));
        assert_eq!(games(), before, "no game was started in update");
        let started = Game::start(app.game_store(), &request()).unwrap();
        let opened = games::Opened::Nemesis(Box::new(started));
        let handoff = crate::gui::work::Handoff::new(Some(Ok(opened)));
        let _ = app.update(Message::Started(handoff));
        assert!(matches!(app.screen, Screen::Table(_)));
        assert_eq!(games(), before + 1, "one game, for two taps");
        // the second tap was not kept: a later answer-less start is possible again
        app.screen = Screen::Setup(Setup::Checklist(checklist::Checklist::new(request())));
        let _task = app.update(Message::Setup(SetupMessage::Checklist(
            checklist::Message::Start,
        )));
        let _ = app.update(Message::Started(crate::gui::work::Handoff::new(None)));
        assert!(matches!(app.screen, Screen::Setup(Setup::Checklist(_))));
        assert!(app.notice.is_some(), "a start that failed says so");
    }

    /// Seen at the real window in Korean: the last game's export, at the foot of a long list,
    /// closed its panel and seemed to do nothing: the note that said where the file went was at
    /// the top of the list, out of sight. A new note brings the top into view.
    #[test]
    fn a_note_on_the_start_screen_is_brought_into_view() {
        let dir = tempfile::tempdir().unwrap();
        let store = GameStore::new(dir.path());
        let id = Game::start(Ok(store.clone()), &request())
            .unwrap()
            .id()
            .cloned()
            .unwrap();
        let (settings_store, _, _) = Store::open(dir.path());
        let mut app = App::new(
            Settings {
                language: Some(Language::Ko),
                ..Settings::default()
            },
            settings_store,
            None,
        );
        assert!(matches!(app.screen, Screen::Home(_)));
        let asked = app.update(Message::Home(home::Message::AskExport(id)));
        assert_eq!(asked.units(), 0, "a question scrolls nothing");
        let out = dir.path().join("out.jsonl");
        let _ = app.update(Message::Home(home::Message::ExportPath(
            out.display().to_string(),
        )));
        let done = app.update(Message::Home(home::Message::ConfirmExport));
        let Screen::Home(h) = &app.screen else {
            panic!("the start screen")
        };
        assert!(matches!(h.note(), Some(home::Note::Exported(_))));
        assert!(
            done.units() > 0,
            "the note's arrival brings the top into view"
        );
        assert!(out.is_file());
    }

    /// Issue 33: listing the saved games and saving the settings are disk work, and run off
    /// the update loop as opening and starting a game do. `update` changes the screen and the
    /// settings in memory; the list and the write's answer come in messages.
    #[test]
    fn listing_the_games_and_saving_the_settings_run_off_the_update_loop() {
        let dir = tempfile::tempdir().unwrap();
        let store = GameStore::new(dir.path());
        Game::start(Ok(store.clone()), &request()).unwrap();
        let (settings_store, _, _) = Store::open(dir.path());
        let mut app = App::new(
            Settings {
                language: Some(Language::Ko),
                ..Settings::default()
            },
            settings_store,
            None,
        )
        .with_background_work();
        app.screen = Screen::Setup(Setup::Checklist(checklist::Checklist::new(request())));
        let _task = app.update(Message::OpenHome);
        let Screen::Home(home) = &app.screen else {
            panic!("the start screen opens at once")
        };
        assert!(
            home.listing() && home.games().is_empty(),
            "nothing read in update"
        );
        let listed = home::Job::List {
            store: store.clone(),
        }
        .run();
        let _ = app.update(Message::Home(home::Message::Done(listed)));
        let Screen::Home(home) = &app.screen else {
            panic!("still the start screen")
        };
        assert!(!home.listing());
        assert_eq!(home.games().len(), 1, "the list arrives in a message");

        let file = dir.path().join(crate::gui::settings::FILE_NAME);
        let on_disk = || std::fs::read_to_string(&file).unwrap_or_default();
        let before = on_disk();
        let _task = app.update(Message::ToggleMute);
        assert!(
            app.settings.sound.muted,
            "the change holds in memory at once"
        );
        assert_eq!(on_disk(), before, "nothing written in update");
        // a write that failed says so, and the settings live in memory from then on
        let _ = app.update(Message::SettingsWritten(Err(
            crate::gui::settings::NotWritten {
                path: file.clone(),
                trouble: crate::storage::DiskTrouble::Full {
                    detail: "No space left on device (os error 28)".into(),
                },
            },
        )));
        // said in the table's language, with what the system said kept in brackets
        let full = crate::gui::saves_words::disk(
            &app.i18n,
            &crate::storage::DiskTrouble::Full {
                detail: "No space left on device (os error 28)".into(),
            },
        );
        assert!(
            app.notice.as_deref().is_some_and(|n| n.contains(&full)),
            "{:?}",
            app.notice
        );
        assert!(app.store.path().is_none());
    }

    /// Seen at the real window in Korean: a double click on 「그래도 시작」 started the game and
    /// its second click landed on the new table's 「패스」, which sits where Start was: player 1
    /// passed before anyone looked. The table's buttons are guarded from the moment it appears
    /// (End turn and Pass were not guarded at all on the base table); keys still act at once.
    #[test]
    fn the_second_tap_of_a_double_tap_on_start_does_not_land_on_the_new_table() {
        use crate::gui::shortcuts::TableKey;
        let mut app = app().with_tap_guard();
        app.screen = Screen::Setup(Setup::Checklist(checklist::Checklist::new(request())));
        let _ = app.update(Message::Setup(SetupMessage::Checklist(
            checklist::Message::Start,
        )));
        let steps = |app: &App| {
            app.table()
                .and_then(|t| t.nemesis())
                .map(|t| t.game.commands().len())
        };
        assert_eq!(steps(&app), Some(0), "the game is on the table");
        let _ = app.update(Message::Table(TableMessage::Nemesis(
            nemesis::Message::Pressed(TableKey::Pass),
        )));
        assert_eq!(
            steps(&app),
            Some(0),
            "the second tap of Start passed nobody"
        );
        let _ = app.update(Message::Shortcut(Shortcut::Table(TableKey::Pass)));
        assert_eq!(steps(&app), Some(1), "P on the keyboard names what it does");
        let _ = app.update(Message::Table(TableMessage::Nemesis(
            nemesis::Message::Pressed(TableKey::Pass),
        )));
        assert_eq!(
            steps(&app),
            Some(1),
            "nor a double tap on Pass passes twice"
        );
    }

    fn app() -> App {
        App::new(
            Settings {
                language: Some(Language::En),
                ..Settings::default()
            },
            Store::memory(),
            None,
        )
    }

    /// Issue "a table can trust it": Enter did not press the highlighted button on the
    /// first-run and start screens.
    #[test]
    fn enter_presses_the_highlighted_button_on_the_first_run_and_start_screens() {
        let mut first = App::new(Settings::default(), Store::memory(), None);
        assert!(matches!(first.screen, Screen::FirstRun(_)));
        let _ = first.update(Message::Shortcut(Shortcut::Confirm));
        assert!(
            !matches!(first.screen, Screen::FirstRun(_)),
            "Enter confirms the language"
        );
        assert!(first.settings.language.is_some());

        let dir = tempfile::tempdir().unwrap();
        let store = GameStore::new(dir.path());
        let game = Game::start(Ok(store.clone()), &request()).unwrap();
        let id = game.id().cloned();
        drop(game);
        let (settings_store, _, _) = Store::open(dir.path());
        let mut home = App::new(
            Settings {
                language: Some(Language::Ko),
                ..Settings::default()
            },
            settings_store,
            None,
        );
        assert!(matches!(home.screen, Screen::Home(_)));
        let _ = home.update(Message::Shortcut(Shortcut::Confirm));
        let Screen::Table(table) = &home.screen else {
            panic!("Enter continues the last game")
        };
        assert_eq!(table.game().game_id().cloned(), id);
    }

    #[test]
    fn played_outcomes_reach_the_sound() {
        let dir = tempfile::tempdir().unwrap();
        // a fixed seed: with a random one, forty rolls without Danger happened (a CI run failed)
        let request = NewGameRequest {
            seed_code: SeedCode::of_value(7).unwrap(),
            ..request()
        };
        let game = Game::start(Ok(GameStore::new(dir.path())), &request).unwrap();
        let (sound, heard) = crate::gui::sound::recording::recording();
        let mut app = app().with_sound(sound);
        // a noise roll played from a phone, as any command the table takes
        let roll = crate::rules::Command::NoiseRoll {
            player: crate::rules::ids::PlayerId(1),
            hand: 5,
        };
        let noise = |app: &mut App| {
            let m = TableMessage::Nemesis(nemesis::Message::FromPhone(roll.clone()));
            let _ = app.update(Message::Table(m));
        };
        // no table, no sound
        noise(&mut app);
        assert!(heard.recent_cues().is_empty());
        app.screen = Screen::Table(AnyTable::from(nemesis::Table::new(game)));
        // until a roll brings Danger: each roll's cues are the ones its outcomes call for
        let mut dangers = 0;
        for _ in 0..40 {
            let before = heard.recent_cues().len();
            noise(&mut app);
            let table = app.table().and_then(|t| t.nemesis()).expect("the table");
            let entry = table.log().entries().last().expect("the roll is logged");
            let expected = <crate::rules::Nemesis as crate::gui::sound::Sounded>::cues(
                &entry.outcomes,
                table.game.state(),
            );
            assert_eq!(heard.recent_cues()[before..], expected[..]);
            dangers += usize::from(expected.contains(&crate::audio::Cue::Danger));
            if dangers > 0 {
                break;
            }
        }
        assert!(dangers > 0, "forty rolls and never Danger");
        // the device failed: the top bar says so
        assert!(app.sound().unavailable());
    }

    #[test]
    fn a_failing_save_is_retried_until_the_disk_is_back() {
        let dir = tempfile::tempdir().unwrap();
        // the data folder is a plain file: nothing can be saved
        let blocked = dir.path().join("data");
        std::fs::write(&blocked, b"in the way").unwrap();
        let game = Game::start(Ok(GameStore::new(&blocked)), &request()).unwrap();
        assert!(game.storage_warning().is_some());
        let mut app = app();
        app.screen = Screen::Table(AnyTable::from(nemesis::Table::new(game)));
        assert!(app.wants_storage_retry());
        let _ = app.update(Message::RetryStorage);
        assert!(app.wants_storage_retry(), "still blocked");
        // also while the settings are open over the table
        let _ = app.open_settings();
        std::fs::remove_file(&blocked).unwrap();
        let _ = app.update(Message::RetryStorage);
        assert!(!app.wants_storage_retry(), "saved again");
        let id = app
            .table()
            .and_then(|t| t.nemesis())
            .unwrap()
            .game
            .id()
            .unwrap()
            .clone();
        let (resumed, _) = Game::resume(GameStore::new(&blocked), &id).unwrap();
        assert_eq!(
            resumed.state(),
            app.table().and_then(|t| t.nemesis()).unwrap().game.state()
        );
    }

    /// Every game is kept in the one store, so a Retaliation table retries a failing disk the
    /// same way (before, only the next step tried again).
    #[test]
    fn a_failing_retaliation_save_is_retried_until_the_disk_is_back() {
        use crate::rules::retaliation::RetaliationConfig;
        let dir = tempfile::tempdir().unwrap();
        let blocked = dir.path().join("data");
        std::fs::write(&blocked, b"in the way").unwrap();
        let game = retaliation::RetGame::start(
            Ok(GameStore::new(&blocked)),
            RetaliationConfig::numbered(3, 2),
        )
        .unwrap();
        assert!(game.storage_warning().is_some());
        let mut app = app();
        app.screen = Screen::Table(AnyTable::from(retaliation::RetTable::new(game)));
        assert!(app.wants_storage_retry());
        assert!(!app.can_go_home(), "leaving would lose the game");
        std::fs::remove_file(&blocked).unwrap();
        // the panel has the base table's button to try again (it had none); a tap on it saves
        let retry = tr!(app.i18n, "table-retry-saving");
        let mut ui = iced_test::Simulator::with_size(
            crate::gui::fonts::iced_settings(),
            (1280.0, 2600.0),
            app.view(),
        );
        assert!(ui.click(retry.as_str()).is_ok(), "the retry button");
        let messages: Vec<Message> = ui.into_messages().collect();
        assert!(!messages.is_empty());
        for m in messages {
            let _ = app.update(m);
        }
        assert!(!app.wants_storage_retry(), "saved again");
        assert!(app.can_go_home());
        let Screen::Table(AnyTable::Retaliation(t)) = &app.screen else {
            panic!("not the Retaliation table");
        };
        let id = t.game.id().unwrap().clone();
        let (resumed, _) = retaliation::RetGame::resume(GameStore::new(&blocked), &id).unwrap();
        assert_eq!(resumed.config(), t.game.config());
    }

    /// "Show it on this laptop instead" is one path at both games' tables (it was written
    /// twice in the app): a sight not opened on the phone comes back behind the curtain; one a
    /// phone opened is forgotten, and the table is told whose it was.
    #[test]
    fn a_sight_comes_back_from_the_phone_alike_at_both_tables() {
        use crate::rules::command::Correction;
        use crate::rules::ids::{PlayerId, RoomKind};
        let mut base = nemesis::Table::new(
            Game::start(Err(crate::storage::root::NoDataFolder), &request()).unwrap(),
        );
        let at = base.board.fixed_slot(RoomKind::Engine1).unwrap();
        let player = PlayerId(1);
        let _ = base.play(crate::rules::Command::Fix(Correction::PlaceCharacter {
            player,
            at,
        }));
        let _ = base.play(crate::rules::Command::CheckEngine { player, engine: 1 });
        let (mut ret, who) = retaliation::tests::at_the_aa_tokens();
        let _ = ret.update(retaliation::Message::Play(
            crate::rules::retaliation::RetaliationCommand::Room {
                who,
                action: crate::rules::retaliation::RoomAct::LookAa { swap: None },
            },
        ));
        let marine = retaliation::words::marine(ret.state(), who);
        let mut app = app();
        for (screen, name, show) in [
            (
                Screen::Table(AnyTable::from(base)),
                "Ana".to_string(),
                Message::Table(TableMessage::Nemesis(nemesis::Message::Shell(
                    crate::gui::table::shell::ShellMessage::Curtain(
                        crate::gui::table::shell::CurtainMessage::ShowOnLaptop,
                    ),
                ))),
            ),
            (
                Screen::Table(AnyTable::from(ret)),
                marine,
                Message::Table(TableMessage::Retaliation(retaliation::Message::Shell(
                    crate::gui::table::shell::ShellMessage::Curtain(
                        crate::gui::table::shell::CurtainMessage::ShowOnLaptop,
                    ),
                ))),
            ),
        ] {
            app.screen = screen;
            let front = |app: &App| app.screen.game_table().and_then(|t| t.sight_for(&app.i18n));
            assert_eq!(front(&app).as_deref(), Some(name.as_str()));
            // on the phone (no link: nobody opened it there), then back on the laptop
            let curtain_phone = |app: &mut App, ids: Vec<u64>| match &mut app.screen {
                Screen::Table(AnyTable::Nemesis(t)) => t.curtain_mut().sent_to_phone(ids),
                Screen::Table(AnyTable::Retaliation(t)) => t.curtain_mut().sent_to_phone(ids),
                _ => unreachable!(),
            };
            curtain_phone(&mut app, vec![7]);
            let _ = app.update(show.clone());
            let (phone, laptop) = match &app.screen {
                Screen::Table(AnyTable::Nemesis(t)) => {
                    t.curtain().current().map(|f| (f.phone.clone(), f.laptop))
                }
                Screen::Table(AnyTable::Retaliation(t)) => {
                    t.curtain().current().map(|f| (f.phone.clone(), f.laptop))
                }
                _ => None,
            }
            .expect("the sight is still up");
            assert_eq!((phone, laptop), (None, true), "{name}: back on the laptop");
            // a phone had opened it: forgotten, never shown again
            let table = app.screen.game_table_mut().unwrap();
            table.sight_seen_elsewhere();
            assert_eq!(front(&app), None, "{name}: gone");
        }
    }

    /// Issue 53: opening the settings (Ctrl+,) over a table with phones on turned the phones
    /// off: the server stopped and every phone froze reconnecting. The phones stay on through
    /// the settings, with the same links, and follow the table when it is back.
    #[test]
    fn the_phones_stay_on_while_the_settings_are_open() {
        let mut app = app();
        app.screen =
            Screen::Table(app.base_table(
                Game::start(Err(crate::storage::root::NoDataFolder), &request()).unwrap(),
            ));
        app.phones_message(super::super::phones::Message::Open);
        if let Some(page) = &mut app.phones_page {
            page.chosen = Some(std::net::IpAddr::V4(std::net::Ipv4Addr::LOCALHOST));
        }
        app.phones_message(super::super::phones::Message::TurnOn);
        let Some(url) = app.phones.as_ref().and_then(|l| l.seat_url(0)) else {
            // no loopback port to bind here: nothing to check
            return;
        };
        app.phones_page = None;
        let _ = app.open_settings();
        assert!(matches!(app.screen, Screen::Settings(_)));
        let _ = app.sync_phones();
        assert_eq!(
            app.phones.as_ref().and_then(|l| l.seat_url(0)),
            Some(url.clone()),
            "still on, same link"
        );
        app.close_settings();
        let _ = app.sync_phones();
        assert_eq!(app.phones.as_ref().and_then(|l| l.seat_url(0)), Some(url));
    }

    /// Issue 53: after a restart (Continue) every phone link had changed, and a return from
    /// the saved games turned the phones off for good; old pages said their link belonged to
    /// no seat. A saved game keeps its phones' links and brings them back when it is opened
    /// again; turning the phones off forgets them.
    #[test]
    fn a_saved_game_brings_its_phones_back_with_the_same_links() {
        let dir = tempfile::tempdir().unwrap();
        let store = GameStore::new(dir.path());
        let game = Game::start(Ok(store.clone()), &request()).unwrap();
        let id = game.id().cloned().unwrap();
        let mut first = app();
        first.screen = Screen::Table(first.base_table(game));
        first.phones_message(super::super::phones::Message::Open);
        if let Some(page) = &mut first.phones_page {
            page.chosen = Some(std::net::IpAddr::V4(std::net::Ipv4Addr::LOCALHOST));
        }
        first.phones_message(super::super::phones::Message::TurnOn);
        // a seat's key: its link after the port
        let keys = |app: &App| -> Vec<String> {
            (0..2)
                .filter_map(|s| app.phones.as_ref()?.seat_url(s))
                .filter_map(|u| u.rsplit_once('/').map(|(_, k)| k.to_string()))
                .collect()
        };
        let before = keys(&first);
        if before.len() != 2 {
            // no loopback port to bind here: nothing to check
            return;
        }
        // back to the saved games: the table closes, and its phones with it
        first.screen = Screen::Home(Box::new(first.home()));
        let _ = first.sync_phones();
        assert!(first.phones.is_none());
        drop(first);
        // opened again, as after a restart
        let mut again = app();
        let (game, _) = Game::resume(store.clone(), &id).unwrap();
        let _ = again.home_action(home::Action::Play(
            games::Opened::Nemesis(Box::new(game)),
            None,
        ));
        assert_eq!(keys(&again), before, "the same seat links");
        // turned off: the links are forgotten with them
        again.phones_message(super::super::phones::Message::TurnOff);
        assert!(again.phones.is_none());
        assert_eq!(
            again.screen.game_table().and_then(|t| t.phones_kept()),
            None
        );
    }

    /// Why a game is not on the disk is said in the table's language: a Korean table read
    /// 「저장되지 않음: saving failed: … the game goes on in memory and saving is retried」, the
    /// reason in English; a game in memory kept the words of the language it was started in.
    /// Only what the system said stays as it said it, in brackets.
    #[test]
    fn why_a_game_is_not_saved_is_said_in_the_tables_language() {
        use crate::gui::played::NotSaved;
        use crate::storage::DiskTrouble;
        let dir = tempfile::tempdir().unwrap();
        let blocked = dir.path().join("data");
        std::fs::write(&blocked, b"in the way").unwrap();
        let game = retaliation::RetGame::start(
            Ok(GameStore::new(&blocked)),
            crate::rules::retaliation::RetaliationConfig::numbered(3, 2),
        )
        .unwrap();
        let Some(NotSaved::Failing(trouble)) = game.storage_warning() else {
            panic!("the blocked folder fails the first write")
        };
        let mut app = App::new(
            Settings {
                language: Some(Language::Ko),
                ..Settings::default()
            },
            Store::memory(),
            None,
        );
        app.screen = Screen::Table(AnyTable::from(retaliation::RetTable::new(game)));
        let said =
            crate::gui::widgets::tr_not_saved(&app.i18n, &NotSaved::Failing(trouble.clone()));
        let mut ui = iced_test::Simulator::with_size(
            crate::gui::fonts::iced_settings(),
            (1280.0, 2600.0),
            app.view(),
        );
        assert!(ui.find(said.as_str()).is_ok(), "the panel says: {said}");
        // Korean and Japanese lines keep their words whole with joiners between letters
        let plain = |s: &str| s.replace('\u{2060}', "");
        let said = plain(&said);
        assert!(said.contains("게임을 쓰지 못했습니다"), "{said}");
        assert!(
            said.contains(trouble.detail()),
            "what the system said: {said}"
        );
        assert!(
            !said.contains("saving failed") && !said.contains("in memory"),
            "{said}"
        );

        let i18n = |l| crate::gui::i18n::I18n::new(l).unwrap();
        let detail = "No space left on device (os error 28)".to_string();
        for (warning, ko, ja) in [
            (
                NotSaved::Failing(DiskTrouble::Full {
                    detail: detail.clone(),
                }),
                "디스크가 가득 찼습니다",
                "ディスクがいっぱいです",
            ),
            (
                NotSaved::Failing(DiskTrouble::ReadOnly { detail }),
                "데이터 폴더에 쓸 수 없습니다",
                "データフォルダーに書き込めません",
            ),
            (NotSaved::MemoryOnly, "메모리에만", "メモリ上にだけ"),
        ] {
            let in_ko = plain(&crate::gui::widgets::tr_not_saved(
                &i18n(Language::Ko),
                &warning,
            ));
            let in_ja = plain(&crate::gui::widgets::tr_not_saved(
                &i18n(Language::Ja),
                &warning,
            ));
            assert!(
                in_ko.contains(ko) && in_ja.contains(ja),
                "{in_ko} / {in_ja}"
            );
        }
    }

    #[test]
    fn a_game_only_in_memory_is_not_retried_and_cannot_be_left_by_the_home_button() {
        let game = Game::start(Err(crate::storage::root::NoDataFolder), &request()).unwrap();
        let mut app = app();
        app.screen = Screen::Table(AnyTable::from(nemesis::Table::new(game)));
        assert!(!app.wants_storage_retry());
        assert!(!app.can_go_home());
        let _ = app.update(Message::OpenHome);
        assert!(matches!(app.screen, Screen::Table(_)));
    }

    /// Issue 33 (one table): the app reaches either game's table through one seam, so what it
    /// does for one table it does for both. With the settings open over a Retaliation table its
    /// ambience stopped (the app looked under the settings for the base table only); it plays on
    /// as the base game's does, and the start screen silences both.
    #[test]
    fn the_settings_over_either_games_table_keep_its_ambience() {
        let dir = tempfile::tempdir().unwrap();
        let base = Game::start(Ok(GameStore::new(dir.path())), &request()).unwrap();
        let ret = retaliation::RetGame::start(
            Ok(GameStore::new(dir.path())),
            crate::rules::retaliation::RetaliationConfig::numbered(3, 2),
        )
        .unwrap();
        for screen in [
            Screen::Table(AnyTable::from(nemesis::Table::new(base))),
            Screen::Table(AnyTable::from(retaliation::RetTable::new(ret))),
        ] {
            let mut app = app();
            app.screen = screen;
            let _ = app.update(Message::ToggleHelp);
            let at_table = app.sound.atmosphere();
            assert!(at_table.is_some_and(|a| a != crate::audio::Atmosphere::SILENT));
            let _ = app.update(Message::OpenSettings);
            assert!(matches!(app.screen, Screen::Settings(_)));
            let _ = app.update(Message::ToggleHelp);
            assert_eq!(app.sound.atmosphere(), at_table, "under the settings");
            assert!(app.screen.game_table().is_some_and(|t| t.safely_saved()));
            assert!(!app.wants_storage_retry());
        }
    }

    #[test]
    fn the_ambience_follows_the_screen_and_volumes_reach_the_output() {
        let dir = tempfile::tempdir().unwrap();
        let game = Game::start(Ok(GameStore::new(dir.path())), &request()).unwrap();
        let mut app = app();
        assert_eq!(
            app.sound.atmosphere(),
            None,
            "nothing asked yet at the start screen"
        );
        app.screen = Screen::Table(AnyTable::from(nemesis::Table::new(game)));
        let _ = app.update(Message::ToggleHelp);
        assert_eq!(
            app.sound.atmosphere(),
            Some(crate::audio::Atmosphere::new(crate::audio::Mood::Calm))
        );
        let _ = app.update(Message::ToggleMute);
        assert!(app.settings().sound.muted);
        let _ = app.update(Message::ToggleMute);
        assert!(!app.settings().sound.muted);
        let _ = app.update(Message::OpenHome);
        assert!(matches!(app.screen, Screen::Home(_)));
        assert_eq!(
            app.sound.atmosphere(),
            Some(crate::audio::Atmosphere::SILENT)
        );
    }
}
