//! The application: owns the language, the settings and the current screen, routes messages to the
//! screen and carries out what the screen asks for (icebreaker's `Screen` + `Action` pattern).

use super::game::Game;
use super::i18n::{I18n, Language};
use super::map::MapLabels;
use super::scan::{self, ScanAction, ScanPanel, ScanRequest};
use super::screen::{Screen, checklist, first_run, new_game, settings as settings_screen, table};
use super::seed::SeedCode;
use super::settings::{Notice, Settings, Store};
use super::shortcuts::Shortcut;
use super::theme::ThemeChoice;
use super::widgets::{self, Ctx};
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
    screen: Screen,
    help: bool,
    labels: MapLabels,
    /// The scanner, drawn over the current screen while open.
    scan: Option<ScanPanel>,
    /// Scans opened so far: each new scan gets a fresh camera feed.
    scans: u64,
    /// The cameras present (settings), and how many times they were asked for.
    cameras: scan::feed::CameraList,
    camera_lists: u64,
    /// The last "Print labels…": where the sheet went, or why not.
    printed: Option<Result<std::path::PathBuf, String>>,
}

#[derive(Debug, Clone)]
pub enum Message {
    FirstRun(first_run::Message),
    NewGame(new_game::Message),
    Checklist(checklist::Message),
    Settings(settings_screen::Message),
    Table(table::Message),
    Shortcut(Shortcut),
    OpenSettings,
    ToggleHelp,
    DismissNotice,
    Scan(scan::Message),
    /// Opens the scanner for a player of the game on the table.
    OpenScan(ScanRequest),
    /// Opens the scanner to check the lighting (no game needed).
    CheckLighting,
    Cameras(scan::feed::CameraList),
}

impl App {
    /// Starts from the settings on disk (`NEMESIS_DATA_DIR` or the platform data dir).
    pub fn boot() -> App {
        let (store, settings, notice) = Store::open_default();
        App::new(settings, store, notice)
    }

    /// Starts from the given settings; a first-run screen when no language was chosen yet.
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
        let screen = match settings.language {
            None => Screen::FirstRun(first_run::FirstRun::new(language)),
            Some(_) => Screen::NewGame(new_game::NewGame::new(SeedCode::random())),
        };
        let labels = MapLabels::new(&i18n);
        let notice = notice.map(|n| notice_text(&i18n, &n));
        App {
            i18n,
            settings,
            store,
            notice,
            screen,
            help: false,
            labels,
            scan: None,
            scans: 0,
            cameras: scan::feed::CameraList::default(),
            camera_lists: 0,
            printed: None,
        }
    }

    pub fn screen(&self) -> &Screen {
        &self.screen
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
        }
    }

    /// Where games are saved: next to the settings (the same data folder). When the settings live
    /// only in memory, so do the games, and the table says so.
    fn game_store(&self) -> Result<GameStore, String> {
        match self.store.path().and_then(|p| p.parent()) {
            Some(dir) => Ok(GameStore::new(dir)),
            None => Err(tr!(self.i18n, "storage-memory-only")),
        }
    }

    fn set_language(&mut self, language: Language) {
        match self.i18n.set_language(language) {
            Ok(()) => self.labels = MapLabels::new(&self.i18n),
            Err(e) => self.notice = Some(e),
        }
    }

    /// Applies and saves new settings; returns the window task a change needs.
    fn apply(&mut self, next: Settings) -> Task<Message> {
        let fullscreen_changed = next.fullscreen != self.settings.fullscreen;
        if let Some(language) = next.language
            && language != self.i18n.language()
        {
            self.set_language(language);
        }
        self.settings = next;
        if let Err(reason) = self.store.save(&self.settings) {
            self.notice = Some(tr!(self.i18n, "settings-not-saved", reason = reason));
        }
        if fullscreen_changed {
            set_fullscreen(self.settings.fullscreen)
        } else {
            Task::none()
        }
    }

    pub fn update(&mut self, message: Message) -> Task<Message> {
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
                        self.screen = Screen::NewGame(new_game::NewGame::new(SeedCode::random()));
                        return self.apply(next);
                    }
                }
            }
            Message::NewGame(m) => {
                let Screen::NewGame(screen) = &mut self.screen else {
                    return Task::none();
                };
                match screen.update(m) {
                    new_game::Action::None => {}
                    new_game::Action::Start(request) => {
                        self.screen = Screen::Checklist(checklist::Checklist::new(request))
                    }
                }
            }
            Message::Checklist(m) => {
                let Screen::Checklist(screen) = &mut self.screen else {
                    return Task::none();
                };
                match screen.update(m) {
                    checklist::Action::None => {}
                    checklist::Action::Back(request) => {
                        self.screen = Screen::NewGame(new_game::NewGame::from_request(&request))
                    }
                    checklist::Action::Start(request) => {
                        match Game::start(self.game_store(), &request) {
                            Ok(game) => {
                                self.screen = Screen::Table(Box::new(table::Table::new(game)))
                            }
                            Err(e) => self.notice = Some(e.to_string()),
                        }
                    }
                }
            }
            Message::Settings(m) => match settings_screen::update(&self.settings, m) {
                settings_screen::Action::Apply(next) => return self.apply(next),
                settings_screen::Action::Camera(request) => self.camera_request(request),
                settings_screen::Action::Back => self.close_settings(),
            },
            Message::Table(m) => {
                let Screen::Table(screen) = &mut self.screen else {
                    return Task::none();
                };
                match screen.update(m) {
                    table::Action::None => {}
                    table::Action::NewGame => {
                        self.screen = Screen::NewGame(new_game::NewGame::new(SeedCode::random()))
                    }
                    table::Action::Played(outcomes) => self.on_played(&outcomes),
                    table::Action::Scan(request) => self.open_scan(request),
                }
            }
            Message::Scan(m) => self.scan_message(m),
            Message::OpenScan(request) => self.open_scan(request),
            Message::CheckLighting => self.open_lighting_check(),
            Message::Cameras(list) => self.cameras = list,
            Message::OpenSettings => self.open_settings(),
            Message::ToggleHelp => self.help = !self.help,
            Message::DismissNotice => self.notice = None,
            Message::Shortcut(s) => return self.shortcut(s),
        }
        Task::none()
    }

    /// Everything outside the table that reacts to what just happened in the game (sound).
    fn on_played(&mut self, _outcomes: &[crate::rules::Outcome]) {}

    fn open_scan(&mut self, request: ScanRequest) {
        let Screen::Table(table) = &self.screen else {
            return;
        };
        let index = usize::from(request.player.0).saturating_sub(1);
        let name = table.player_name(&self.i18n, index);
        let game = scan::panel::GameScan::new(request, table.game.state(), name);
        self.open_panel(scan::panel::Mode::Game(game));
    }

    fn open_lighting_check(&mut self) {
        self.open_panel(scan::panel::Mode::LightingCheck);
    }

    fn open_panel(&mut self, mode: scan::panel::Mode) {
        self.scans += 1;
        let source = scan::feed::SourceSpec::resolve(&self.settings.camera);
        self.scan = Some(ScanPanel::new(mode, source, self.scans));
    }

    fn scan_message(&mut self, message: scan::Message) {
        let Some(panel) = &mut self.scan else {
            return;
        };
        match panel.update(message) {
            ScanAction::None => {}
            ScanAction::Cancel | ScanAction::Close => self.scan = None,
            ScanAction::Submit(command) => {
                let result = match &mut self.screen {
                    Screen::Table(table) => table.submit(command),
                    _ => table::Action::None,
                };
                match result {
                    table::Action::Played(outcomes) => {
                        if let Some(panel) = &mut self.scan {
                            panel.show_outcomes(&outcomes);
                        }
                        self.on_played(&outcomes);
                    }
                    _ => {
                        if let Some(panel) = &mut self.scan {
                            panel.refused_by_game();
                        }
                    }
                }
            }
        }
    }

    fn camera_request(&mut self, request: settings_screen::CameraRequest) {
        match request {
            settings_screen::CameraRequest::CheckLighting => self.open_lighting_check(),
            settings_screen::CameraRequest::FindCameras => {
                self.camera_lists += 1;
                self.cameras = scan::feed::CameraList::Searching;
            }
            settings_screen::CameraRequest::PrintLabels(paper) => {
                let written = scan::print::write_sheet(paper);
                if let Ok(path) = &written {
                    scan::print::open_externally(path);
                }
                self.printed = Some(written);
            }
        }
    }

    fn open_settings(&mut self) {
        if matches!(self.screen, Screen::Settings(_) | Screen::FirstRun(_)) {
            return;
        }
        let back = std::mem::replace(
            &mut self.screen,
            Screen::FirstRun(first_run::FirstRun::new(Language::En)),
        );
        self.screen = Screen::Settings(Box::new(back));
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
            Shortcut::Settings => self.open_settings(),
            Shortcut::Fullscreen => {
                let next = Settings {
                    fullscreen: !self.settings.fullscreen,
                    ..self.settings.clone()
                };
                return self.apply(next);
            }
            Shortcut::Undo | Shortcut::Redo | Shortcut::Player(_) if self.scan.is_some() => {}
            Shortcut::Escape => {
                if self.help {
                    self.help = false;
                } else if self.scan.is_some() {
                    self.scan = None;
                } else {
                    self.close_settings();
                }
            }
            Shortcut::Quit => return iced::exit(),
            Shortcut::Undo => return self.update(Message::Table(table::Message::Undo)),
            Shortcut::Redo => return self.update(Message::Table(table::Message::Redo)),
            Shortcut::Player(i) => return self.update(Message::Table(table::Message::Select(i))),
        }
        Task::none()
    }

    pub fn subscription(&self) -> Subscription<Message> {
        let keys = keyboard::listen()
            .filter_map(Shortcut::from_event)
            .map(Message::Shortcut);
        let animating = matches!(&self.screen, Screen::Table(t) if t.is_animating());
        let frames = if animating {
            window::frames().map(|now| Message::Table(table::Message::Tick(now)))
        } else {
            Subscription::none()
        };
        let scanner = match &self.scan {
            Some(panel) => panel.subscription().map(Message::Scan),
            None => Subscription::none(),
        };
        let cameras = if matches!(self.screen, Screen::Settings(_)) {
            scan::feed::list_subscription(self.camera_lists).map(Message::Cameras)
        } else {
            Subscription::none()
        };
        Subscription::batch([keys, frames, scanner, cameras])
    }

    pub fn view(&self) -> Element<'_, Message> {
        let ctx = self.ctx();
        let body: Element<'_, Message> = match &self.screen {
            Screen::FirstRun(s) => s.view(ctx).map(Message::FirstRun),
            Screen::NewGame(s) => s.view(ctx).map(Message::NewGame),
            Screen::Checklist(s) => s.view(ctx).map(Message::Checklist),
            Screen::Settings(_) => {
                let camera = super::screen::settings_camera::Status {
                    cameras: &self.cameras,
                    printed: self.printed.as_ref(),
                };
                settings_screen::view(ctx, &self.settings, self.store.path(), None, camera)
                    .map(Message::Settings)
            }
            Screen::Table(s) => s.view(ctx, &self.labels).map(Message::Table),
        };
        let show_bar = !matches!(self.screen, Screen::FirstRun(_) | Screen::Settings(_));
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
        if self.help {
            layers = layers.push(opaque(self.help_panel(ctx)));
        }
        layers.into()
    }

    fn top_bar<'a>(&'a self, ctx: Ctx<'a>) -> Element<'a, Message> {
        row![
            text(tr!(self.i18n, "app-title"))
                .size(ctx.ty.small)
                .style(widgets::dim),
            space::horizontal(),
            widgets::plain(
                ctx,
                tr!(self.i18n, "button-help"),
                Some(Message::ToggleHelp)
            ),
            widgets::plain(
                ctx,
                tr!(self.i18n, "button-settings"),
                Some(Message::OpenSettings)
            ),
        ]
        .spacing(ctx.ty.space * 0.6)
        .padding([ctx.ty.space * 0.5, ctx.ty.space])
        .align_y(Alignment::Center)
        .into()
    }

    fn help_panel<'a>(&'a self, ctx: Ctx<'a>) -> Element<'a, Message> {
        let i18n = &self.i18n;
        let rows = [
            ("Ctrl+Z", tr!(i18n, "help-undo")),
            ("Ctrl+Shift+Z", tr!(i18n, "help-redo")),
            ("1 – 5", tr!(i18n, "help-players")),
            ("F11", tr!(i18n, "help-fullscreen")),
            ("Ctrl+,", tr!(i18n, "help-settings")),
            ("F1  ?", tr!(i18n, "help-help")),
            ("Esc", tr!(i18n, "help-close")),
            ("Ctrl+Q", tr!(i18n, "help-quit")),
        ];
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
        .spacing(ctx.ty.space * 0.6);
        let panel = widgets::panel(
            ctx,
            column![
                widgets::title(ctx, tr!(i18n, "help-title")),
                list,
                widgets::action(ctx, tr!(i18n, "button-close"), Some(Message::ToggleHelp))
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
    let kept = |p: &Option<std::path::PathBuf>| {
        p.as_ref()
            .map(|p| p.display().to_string())
            .unwrap_or_else(|| "-".into())
    };
    match notice {
        Notice::Unreadable { kept_as, reason } => tr!(
            i18n,
            "settings-reset-notice",
            path = kept(kept_as),
            reason = reason.clone()
        ),
        Notice::Newer { kept_as } => tr!(i18n, "settings-newer-notice", path = kept(kept_as)),
        Notice::MemoryOnly { reason } => tr!(i18n, "settings-not-saved", reason = reason.clone()),
    }
}
