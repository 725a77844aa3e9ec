//! The start screen: "Continue" the last unfinished game, start a new one, or pick from the saved
//! games (resume, delete after a confirmation, export to a file), or import a game file.
//!
//! Files are chosen by typing a path (with a default in the documents folder and the game files
//! found there offered as buttons): a system file dialog needs a desktop portal or GTK, which a
//! plain Linux machine may lack, and a text field works everywhere and in tests.

use super::new_game::{display_name, mode_name, species_name};
use crate::gui::games::{NewGameOf, Opened};
use crate::gui::i18n::I18n;
use crate::gui::saves_words;
use crate::gui::widgets::{self, Ctx};
use crate::rules::species::Species;
use crate::session::saves::{self, Recovery};
use crate::storage::DiskTrouble;
use crate::storage::file::LoadError;
use crate::storage::meta::Meta;
use crate::storage::store::{GameId, GameStore, GameSummary};
use crate::tr;
use iced::widget::{column, container, row, scrollable, space, text, text_input};
use iced::{Alignment, Element, Length};
use std::path::{Path, PathBuf};

/// Widget ids the tests (and the walk through the app) click.
pub use crate::gui::games::{NEW_GAME_ID, NEW_RETALIATION_ID};
pub const CONTINUE_ID: &str = "home-continue";
pub const IMPORT_ID: &str = "home-import";
pub const EXPORT_PATH_ID: &str = "home-export-path";
pub const IMPORT_PATH_ID: &str = "home-import-path";

/// The suffix suggested for exported games (docs/saves.md).
pub const FILE_SUFFIX: &str = ".nemesis.jsonl";
/// How many game files found in the folder are offered as buttons.
const FOUND_SHOWN: usize = 6;

#[derive(Debug)]
pub struct Home {
    /// Where games are saved; `Err(reason)` when there is no usable data folder.
    store: Result<GameStore, crate::storage::root::NoDataFolder>,
    /// Where exports go and imports are looked for by default (the documents folder).
    files_dir: PathBuf,
    /// Saved games of every game, the most recent first.
    games: Vec<GameSummary>,
    /// Older Retaliation saves that could not be brought into the store, and why.
    unconverted: Vec<crate::session::saves::Skipped>,
    /// The list could not be read.
    listing_error: Option<(PathBuf, DiskTrouble)>,
    /// The list is being read (the window does it off the update loop).
    listing: bool,
    pending: Pending,
    note: Option<Note>,
}

/// A question on screen.
#[derive(Debug, Clone, PartialEq)]
enum Pending {
    None,
    Delete(GameId),
    Export { id: GameId, path: String },
    Import { path: String, found: Vec<PathBuf> },
}

/// What the last action did, for the player to read.
#[derive(Debug, Clone, PartialEq)]
pub enum Note {
    Deleted,
    DeleteFailed(DiskTrouble),
    Exported(PathBuf),
    ExportExists(PathBuf),
    ExportFailed(ExportProblem),
    Imported,
    ImportFailed(ImportProblem),
    /// A saved game could not be opened; the file was left as it is.
    OpenFailed(LoadError),
    /// The work asked for stopped before it answered (it panicked on its thread).
    Stopped,
}

/// Why a file could not be imported (nothing was written).
#[derive(Debug, Clone, PartialEq)]
pub enum ImportProblem {
    Unreadable(LoadError),
    Damaged(Recovery),
    /// The store's disk refused the imported game.
    Disk(DiskTrouble),
    /// Eight fresh names in a row were taken (a clock gone wrong).
    NoFreeName,
}

/// Why a game could not be exported (nothing was written).
#[derive(Debug, Clone, PartialEq)]
pub enum ExportProblem {
    Unreadable(LoadError),
    Write { path: PathBuf, trouble: DiskTrouble },
}

impl From<saves::TransferError> for ImportProblem {
    fn from(e: saves::TransferError) -> ImportProblem {
        use saves::TransferError as T;
        match e {
            T::Unreadable(e) => ImportProblem::Unreadable(e),
            T::Damaged(r) => ImportProblem::Damaged(r),
            T::Write { source, .. } | T::Store(source) => {
                ImportProblem::Disk(DiskTrouble::of(&source))
            }
            T::NoFreeName => ImportProblem::NoFreeName,
        }
    }
}

impl ExportProblem {
    fn of(e: saves::TransferError, dest: &Path) -> ExportProblem {
        use saves::TransferError as T;
        match e {
            T::Unreadable(e) => ExportProblem::Unreadable(e),
            T::Write { path, source } => ExportProblem::Write {
                path,
                trouble: DiskTrouble::of(&source),
            },
            T::Store(source) => ExportProblem::Write {
                path: dest.to_path_buf(),
                trouble: DiskTrouble::of(&source),
            },
            // an export reads one game and writes one file: nothing else can go wrong
            other @ (T::Damaged(_) | T::NoFreeName) => ExportProblem::Write {
                path: dest.to_path_buf(),
                trouble: DiskTrouble::Other {
                    detail: other.to_string(),
                },
            },
        }
    }
}

#[derive(Debug, Clone)]
pub enum Message {
    Continue,
    /// A new game of the game (and expansion) on the button.
    New(NewGameOf),
    Resume(GameId),
    AskDelete(GameId),
    ConfirmDelete,
    AskExport(GameId),
    ExportPath(String),
    ConfirmExport,
    AskImport,
    ImportPath(String),
    ConfirmImport,
    /// A file job finished.
    Done(JobDone),
    Cancel,
    DismissNote,
}

#[derive(Debug)]
pub enum Action {
    None,
    /// A new game of this game (the start screen offers every game at once, the base game's
    /// species too).
    NewGame(NewGameOf),
    /// Play this game, telling the players what a damaged file lost, if anything.
    Play(Opened, Option<Recovery>),
    /// File work to run off the update loop; its result comes back as `Message::Done`.
    Run(Job),
}

/// Disk work the start screen asks for. [`Job::run`] does it (blocking); the window runs it on
/// another thread and hands the result back, tests run it in place.
#[derive(Debug, Clone)]
pub enum Job {
    Delete {
        store: GameStore,
        id: GameId,
    },
    Export {
        store: GameStore,
        id: GameId,
        dest: PathBuf,
    },
    Import {
        store: GameStore,
        src: PathBuf,
    },
    /// Open a saved game (read and replay its journal).
    Resume {
        store: GameStore,
        id: GameId,
    },
    /// Read the list of saved games (older Retaliation saves are brought in first).
    List {
        store: GameStore,
    },
}

/// The saved games as read from the store, or why the list could not be read.
#[derive(Debug, Clone)]
pub struct Listing {
    games: Result<Vec<GameSummary>, (PathBuf, DiskTrouble)>,
    unconverted: Vec<crate::session::saves::Skipped>,
}

impl Listing {
    /// Reads the store: disk work, done off the update loop in the window.
    pub fn read(store: &GameStore) -> Listing {
        let unconverted = crate::session::legacy::convert_all(store);
        let games =
            saves::recent_games(store).map_err(|e| (store.games_dir(), DiskTrouble::of(&e)));
        Listing { games, unconverted }
    }
}

/// What a [`Job`] did.
#[derive(Debug, Clone)]
pub enum JobDone {
    Deleted(Result<(), DiskTrouble>),
    Exported(PathBuf, Result<(), ExportProblem>),
    Imported(Result<GameId, ImportProblem>),
    Resumed(crate::gui::work::Handoff<Result<(Opened, Option<Recovery>), LoadError>>),
    Listed(Listing),
    /// The job stopped without an answer (it panicked on its pool thread): the screen does not
    /// wait for it.
    Stopped,
}

impl Job {
    pub fn run(self) -> JobDone {
        match self {
            Job::Delete { store, id } => {
                JobDone::Deleted(store.delete(&id).map_err(|e| DiskTrouble::of(&e)))
            }
            Job::Export { store, id, dest } => {
                let done =
                    saves::export(&store, &id, &dest).map_err(|e| ExportProblem::of(e, &dest));
                JobDone::Exported(dest, done)
            }
            Job::Import { store, src } => {
                // the typed reason is given in the player's language
                JobDone::Imported(saves::import(&store, &src).map_err(ImportProblem::from))
            }
            Job::Resume { store, id } => {
                let opened = Opened::resume(store, &id);
                JobDone::Resumed(crate::gui::work::Handoff::new(opened))
            }
            Job::List { store } => JobDone::Listed(Listing::read(&store)),
        }
    }
}

/// The documents folder (else the home folder, else the current one): where exports go.
pub fn default_files_dir() -> PathBuf {
    directories::UserDirs::new()
        .map(|u| {
            u.document_dir()
                .map(Path::to_path_buf)
                .unwrap_or_else(|| u.home_dir().to_path_buf())
        })
        .unwrap_or_else(|| PathBuf::from("."))
}

/// The start screen's scrolling column: a note (exported, deleted, could not open) is at its
/// top, and the window brings the top into view when one appears.
pub const SCROLL_ID: &str = "home-scroll";

impl Home {
    /// Reads the list of saved games from `store` now (at boot, before the window runs).
    pub fn new(
        store: Result<GameStore, crate::storage::root::NoDataFolder>,
        files_dir: PathBuf,
    ) -> Home {
        let mut home = Home::unlisted(store, files_dir);
        if let Ok(store) = &home.store {
            let listing = Listing::read(store);
            home.listed(listing);
        }
        home
    }

    /// The start screen before its list is read: [`Home::list`] is the job that reads it (the
    /// window runs it off the update loop).
    pub fn unlisted(
        store: Result<GameStore, crate::storage::root::NoDataFolder>,
        files_dir: PathBuf,
    ) -> Home {
        Home {
            listing: store.is_ok(),
            store,
            files_dir,
            games: Vec::new(),
            unconverted: Vec::new(),
            listing_error: None,
            pending: Pending::None,
            note: None,
        }
    }

    /// The job that reads the list of saved games again.
    pub fn list(&mut self) -> Action {
        let Ok(store) = &self.store else {
            return Action::None;
        };
        self.listing = true;
        Action::Run(Job::List {
            store: store.clone(),
        })
    }

    fn listed(&mut self, listing: Listing) {
        self.listing = false;
        self.unconverted = listing.unconverted;
        match listing.games {
            Ok(games) => {
                self.games = games;
                self.listing_error = None;
            }
            Err(e) => {
                self.games.clear();
                self.listing_error = Some(e);
            }
        }
    }

    /// Whether the list of saved games is being read (the screen says nothing of it yet).
    pub fn listing(&self) -> bool {
        self.listing
    }

    pub fn games(&self) -> &[GameSummary] {
        &self.games
    }

    pub fn note(&self) -> Option<&Note> {
        self.note.as_ref()
    }

    /// Whether any game is saved (the app opens this screen after the first run only then).
    pub fn has_games(&self) -> bool {
        !self.games.is_empty()
    }

    /// The game "Continue" opens: the most recently played one that is not finished and whose
    /// summary can be read (a game that cannot be read is still in the list, with its reason).
    pub fn continue_target(&self) -> Option<&GameSummary> {
        self.games
            .iter()
            .find(|g| g.meta.as_ref().is_some_and(|m| !m.ended))
    }

    pub fn update(&mut self, message: Message) -> Action {
        match message {
            Message::Continue => {
                if let Some(id) = self.continue_target().map(|g| g.id.clone()) {
                    return self.resume(&id);
                }
            }
            Message::New(which) => return Action::NewGame(which),
            Message::Resume(id) => return self.resume(&id),
            Message::AskDelete(id) => self.pending = Pending::Delete(id),
            Message::ConfirmDelete => {
                let job = match (&self.pending, &self.store) {
                    (Pending::Delete(id), Ok(store)) => Some(Job::Delete {
                        store: store.clone(),
                        id: id.clone(),
                    }),
                    _ => None,
                };
                self.pending = Pending::None;
                if let Some(job) = job {
                    return Action::Run(job);
                }
            }
            Message::AskExport(id) => {
                let path = self.files_dir.join(export_name(&id));
                self.pending = Pending::Export {
                    id,
                    path: path.display().to_string(),
                };
            }
            Message::ExportPath(p) => {
                if let Pending::Export { path, .. } = &mut self.pending {
                    *path = p;
                }
            }
            Message::ConfirmExport => return self.export(),
            Message::AskImport => {
                self.pending = Pending::Import {
                    path: format!("{}{}", self.files_dir.display(), std::path::MAIN_SEPARATOR),
                    found: game_files_in(&self.files_dir),
                }
            }
            Message::ImportPath(p) => {
                if let Pending::Import { path, .. } = &mut self.pending {
                    *path = p;
                }
            }
            Message::ConfirmImport => return self.import(),
            Message::Done(done) => return self.done(done),
            Message::Cancel => self.pending = Pending::None,
            Message::DismissNote => self.note = None,
        }
        Action::None
    }

    /// Opens a saved game of whichever game it is (its journal's first line says).
    /// (Reading and replaying the journal is a job: it runs off the update loop.)
    fn resume(&mut self, id: &GameId) -> Action {
        let Ok(store) = &self.store else {
            return Action::None;
        };
        Action::Run(Job::Resume {
            store: store.clone(),
            id: id.clone(),
        })
    }

    fn export(&mut self) -> Action {
        let (Pending::Export { id, path }, Ok(store)) = (&self.pending, &self.store) else {
            return Action::None;
        };
        let dest = expand_home(path.trim());
        if dest.exists() {
            self.note = Some(Note::ExportExists(dest));
            return Action::None;
        }
        Action::Run(Job::Export {
            store: store.clone(),
            id: id.clone(),
            dest,
        })
    }

    fn import(&mut self) -> Action {
        let (Pending::Import { path, .. }, Ok(store)) = (&self.pending, &self.store) else {
            return Action::None;
        };
        Action::Run(Job::Import {
            store: store.clone(),
            src: expand_home(path.trim()),
        })
    }

    /// A job's result: the note to read, the question closed when it worked, the list again.
    fn done(&mut self, done: JobDone) -> Action {
        match done {
            JobDone::Deleted(result) => {
                self.note = Some(match result {
                    Ok(()) => Note::Deleted,
                    Err(e) => Note::DeleteFailed(e),
                });
                return self.list();
            }
            JobDone::Exported(dest, Ok(())) => {
                self.note = Some(Note::Exported(dest));
                self.pending = Pending::None;
            }
            JobDone::Exported(_, Err(e)) => self.note = Some(Note::ExportFailed(e)),
            JobDone::Imported(Ok(_)) => {
                self.note = Some(Note::Imported);
                self.pending = Pending::None;
                return self.list();
            }
            JobDone::Imported(Err(problem)) => self.note = Some(Note::ImportFailed(problem)),
            JobDone::Listed(listing) => self.listed(listing),
            JobDone::Stopped => {
                self.listing = false;
                self.note = Some(Note::Stopped);
            }
            JobDone::Resumed(opened) => match opened.take() {
                Some(Ok((game, recovery))) => return Action::Play(game, recovery),
                Some(Err(e)) => {
                    self.note = Some(Note::OpenFailed(e));
                    return self.list();
                }
                None => {}
            },
        }
        Action::None
    }

    pub fn view<'a>(&'a self, ctx: Ctx<'a>) -> Element<'a, Message> {
        let i18n = ctx.i18n;
        let sp = ctx.ty.space;
        // the top bar already names the app: the first thing here is what to do
        let mut content = column![].spacing(sp * 1.2);
        if let Some(note) = &self.note {
            content = content.push(
                row![
                    widgets::banner(ctx, note_text(i18n, note)),
                    widgets::plain(ctx, tr!(i18n, "button-close"), Some(Message::DismissNote))
                ]
                .spacing(sp)
                .align_y(Alignment::Center),
            );
        }
        if self.store.is_err() {
            content = content.push(widgets::banner(ctx, tr!(i18n, "storage-memory-only")));
        }
        if let Some((folder, trouble)) = &self.listing_error {
            let reason = saves_words::disk_at(i18n, folder, trouble);
            content = content.push(widgets::banner(
                ctx,
                tr!(i18n, "home-list-failed", reason = reason),
            ));
        }
        if let Some(last) = self.continue_target() {
            let (who, what) = last
                .meta
                .as_ref()
                .map(|m| (players(i18n, m), dated_summary(i18n, m)))
                .unwrap_or_default();
            content = content.push(widgets::next_panel(
                ctx,
                row![
                    container(
                        widgets::action(ctx, tr!(i18n, "home-continue"), Some(Message::Continue))
                            .padding([sp * 1.2, sp * 3.0])
                    )
                    .id(CONTINUE_ID),
                    column![text(who).size(ctx.ty.heading), widgets::body(ctx, what)]
                        .spacing(sp * 0.3),
                ]
                .spacing(sp * 1.5)
                .align_y(Alignment::Center)
                .padding(sp * 0.6)
                .wrap(),
            ));
        }
        let import = container(widgets::plain(
            ctx,
            tr!(i18n, "home-import"),
            self.store.is_ok().then_some(Message::AskImport),
        ))
        .id(IMPORT_ID);
        // every game at once (issue 38: Retaliation was found only through the saved games, the
        // expansions only inside New game), as the games' list has them
        let mut buttons = row![].spacing(sp).align_y(Alignment::Center);
        for (words, which, id) in crate::gui::games::new_game_buttons(i18n) {
            let button = widgets::action(ctx, words, Some(Message::New(which)));
            buttons = buttons.push(match id {
                Some(id) => container(button).id(id),
                None => container(button),
            });
        }
        content = content.push(buttons.wrap());
        content = content.push(import);
        if let Pending::Import { path, found } = &self.pending {
            content = content.push(self.import_panel(ctx, path, found));
        }
        if !self.games.is_empty() {
            content = content.push(widgets::heading(ctx, tr!(i18n, "home-recent")));
            for game in &self.games {
                content = content.push(self.game_row(ctx, game));
            }
        } else if self.store.is_ok() && self.listing_error.is_none() && !self.listing {
            // (while the list is read, a moment, the screen does not say there is none)
            content = content.push(widgets::small(ctx, tr!(i18n, "home-no-games")));
        }
        for old in &self.unconverted {
            content = content.push(widgets::banner(
                ctx,
                tr!(
                    i18n,
                    "home-old-save-unread",
                    id = old.id.to_string(),
                    reason = saves_words::load_error(i18n, &old.reason)
                ),
            ));
        }
        if let Ok(store) = &self.store {
            content = content.push(widgets::small(
                ctx,
                tr!(
                    i18n,
                    "home-saved-in",
                    // the folder of every game
                    path = store.root().display().to_string()
                ),
            ));
        }
        scrollable(
            container(content.max_width(ctx.ty.body * 56.0))
                .center_x(Length::Fill)
                .padding(sp * 1.5),
        )
        .id(SCROLL_ID)
        .height(Length::Fill)
        .into()
    }

    fn game_row<'a>(&'a self, ctx: Ctx<'a>, game: &'a GameSummary) -> Element<'a, Message> {
        let i18n = ctx.i18n;
        let sp = ctx.ty.space;
        let id = &game.id;
        let (headline, details) = match &game.meta {
            Some(m) => (players(i18n, m), dated_summary(i18n, m)),
            None => (tr!(i18n, "home-unreadable"), id.to_string()),
        };
        let buttons: Element<'a, Message> = match &self.pending {
            Pending::Delete(d) if d == id => row![
                text(tr!(i18n, "home-delete-confirm"))
                    .size(ctx.ty.body)
                    .style(widgets::danger_text),
                space::horizontal(),
                widgets::plain(ctx, tr!(i18n, "home-keep"), Some(Message::Cancel)),
                widgets::action(ctx, tr!(i18n, "home-delete"), Some(Message::ConfirmDelete))
                    .style(iced::widget::button::danger),
            ]
            .spacing(sp)
            .align_y(Alignment::Center)
            .into(),
            _ => row![
                widgets::action(
                    ctx,
                    tr!(i18n, "home-resume"),
                    Some(Message::Resume(id.clone()))
                ),
                widgets::plain(
                    ctx,
                    tr!(i18n, "home-export"),
                    game.meta.is_some().then(|| Message::AskExport(id.clone()))
                ),
                space::horizontal(),
                widgets::plain(
                    ctx,
                    tr!(i18n, "home-delete"),
                    Some(Message::AskDelete(id.clone()))
                ),
            ]
            .spacing(sp)
            .align_y(Alignment::Center)
            .into(),
        };
        // regular weight: players' names may use any Hangul or kanji, which only the regular
        // face of the bundled font carries in full
        let mut body = column![
            text(headline).size(ctx.ty.heading),
            widgets::body(ctx, details),
            buttons
        ]
        .spacing(sp * 0.5);
        if let Pending::Export { id: e, path } = &self.pending
            && e == id
        {
            body = body.push(path_form(
                ctx,
                tr!(i18n, "home-export-to"),
                EXPORT_PATH_ID,
                path,
                Message::ExportPath,
                tr!(i18n, "home-export"),
                Message::ConfirmExport,
            ));
        }
        widgets::panel(ctx, body).into()
    }

    fn import_panel<'a>(
        &'a self,
        ctx: Ctx<'a>,
        path: &'a str,
        found: &'a [PathBuf],
    ) -> Element<'a, Message> {
        let i18n = ctx.i18n;
        let sp = ctx.ty.space;
        let mut body = column![path_form(
            ctx,
            tr!(i18n, "home-import-from"),
            IMPORT_PATH_ID,
            path,
            Message::ImportPath,
            tr!(i18n, "home-import-button"),
            Message::ConfirmImport,
        )]
        .spacing(sp * 0.6);
        if !found.is_empty() {
            body = body.push(widgets::small(ctx, tr!(i18n, "home-import-found")));
            let files = found.iter().take(FOUND_SHOWN).map(|p| {
                let name = p
                    .file_name()
                    .map(|n| n.to_string_lossy().into_owned())
                    .unwrap_or_default();
                widgets::plain(
                    ctx,
                    name,
                    Some(Message::ImportPath(p.display().to_string())),
                )
                .into()
            });
            body = body.push(row(files).spacing(sp * 0.6).wrap());
        }
        widgets::next_panel(ctx, body.padding(sp * 0.6)).into()
    }
}

/// A labelled path field with its confirm and cancel buttons.
fn path_form<'a>(
    ctx: Ctx<'a>,
    label: String,
    id: &'static str,
    path: &'a str,
    on_input: fn(String) -> Message,
    confirm: String,
    on_confirm: Message,
) -> Element<'a, Message> {
    let sp = ctx.ty.space;
    column![
        widgets::body(ctx, label),
        text_input("", path)
            .id(id)
            .on_input(on_input)
            .on_submit(on_confirm.clone())
            .size(ctx.ty.body)
            .padding(sp * 0.6),
        row![
            space::horizontal(),
            widgets::plain(ctx, tr!(ctx.i18n, "home-cancel"), Some(Message::Cancel)),
            widgets::action(ctx, confirm, Some(on_confirm)),
        ]
        .spacing(sp)
        .align_y(Alignment::Center),
    ]
    .spacing(sp * 0.5)
    .into()
}

/// The players' names, "Player N" for those left empty.
fn players(i18n: &I18n, m: &Meta) -> String {
    m.players
        .iter()
        .enumerate()
        .map(|(i, name)| display_name(i18n, i, name))
        .collect::<Vec<_>>()
        .join(", ")
}

/// Every game alike (issue 33): which game, the species when it is an expansion's, the round,
/// the mode and whether the game is over: "Nemesis · Void Seeders · Round 3 · Standard · In
/// progress", "Retaliation · Round 1 · Standard · In progress".
fn summary(i18n: &I18n, m: &Meta) -> String {
    let state = if m.ended {
        tr!(i18n, "home-finished")
    } else {
        tr!(i18n, "home-in-progress")
    };
    let mut parts = vec![crate::present::game_words::game_name(i18n, m.game)];
    // the expansion in the box (a game without species has only the base's, Intruders)
    if m.species != Species::Intruders {
        parts.push(species_name(i18n, m.species));
    }
    parts.push(tr!(i18n, "home-round", round = m.round));
    parts.push(mode_name(i18n, m.mode));
    parts.push(state);
    parts.join(" · ")
}

/// When it was last played, then the summary.
fn dated_summary(i18n: &I18n, m: &Meta) -> String {
    format!(
        "{} · {}",
        saves_words::local_date(i18n.language(), m.updated),
        summary(i18n, m)
    )
}

/// The player-readable text of a note.
pub fn note_text(i18n: &I18n, note: &Note) -> String {
    match note {
        Note::Deleted => tr!(i18n, "home-deleted"),
        Note::DeleteFailed(trouble) => {
            tr!(
                i18n,
                "home-delete-failed",
                reason = saves_words::disk(i18n, trouble)
            )
        }
        Note::Exported(path) => tr!(i18n, "home-exported", path = path.display().to_string()),
        Note::ExportExists(path) => {
            tr!(
                i18n,
                "home-export-exists",
                path = path.display().to_string()
            )
        }
        Note::ExportFailed(ExportProblem::Unreadable(e)) => tr!(
            i18n,
            "home-export-failed",
            reason = saves_words::load_error(i18n, e)
        ),
        Note::ExportFailed(ExportProblem::Write { path, trouble }) => tr!(
            i18n,
            "home-export-failed",
            reason = saves_words::disk_at(i18n, path, trouble)
        ),
        Note::Imported => tr!(i18n, "home-imported"),
        Note::Stopped => tr!(i18n, "home-job-stopped"),
        Note::ImportFailed(ImportProblem::Unreadable(e)) => format!(
            "{} {}",
            tr!(i18n, "home-import-failed"),
            saves_words::load_error(i18n, e)
        ),
        Note::ImportFailed(ImportProblem::Damaged(r)) => format!(
            "{} {}",
            tr!(i18n, "home-import-damaged"),
            saves_words::recovery(i18n, r)
        ),
        Note::ImportFailed(ImportProblem::Disk(trouble)) => format!(
            "{} {}",
            tr!(i18n, "home-import-failed"),
            saves_words::disk(i18n, trouble)
        ),
        Note::ImportFailed(ImportProblem::NoFreeName) => format!(
            "{} {}",
            tr!(i18n, "home-import-failed"),
            tr!(i18n, "home-import-no-free-name")
        ),
        Note::OpenFailed(e) => saves_words::load_error(i18n, e),
    }
}

/// The suggested file name of an exported game.
fn export_name(id: &GameId) -> String {
    format!("nemesis-{id}{FILE_SUFFIX}")
}

/// `~/x` as the home folder's `x`; anything else as typed.
fn expand_home(path: &str) -> PathBuf {
    match path.strip_prefix("~/").zip(directories::UserDirs::new()) {
        Some((rest, dirs)) => dirs.home_dir().join(rest),
        None => PathBuf::from(path),
    }
}

/// Game files in a folder, newest first (none when it cannot be read).
fn game_files_in(dir: &Path) -> Vec<PathBuf> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut files: Vec<(Option<std::time::SystemTime>, PathBuf)> = entries
        .flatten()
        .filter(|e| e.file_name().to_string_lossy().ends_with(FILE_SUFFIX))
        .filter(|e| e.file_type().is_ok_and(|t| t.is_file()))
        .map(|e| (e.metadata().and_then(|m| m.modified()).ok(), e.path()))
        .collect();
    files.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
    files.into_iter().map(|(_, p)| p).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::gui::game::Game;
    use crate::rules::GameKind;

    /// `update`, with a file job run in place and its result handed back, as the window does on
    /// another thread.
    fn act(h: &mut Home, m: Message) -> Action {
        match h.update(m) {
            // a job's answer may ask for another (the list read again after a deletion)
            Action::Run(job) => act(h, Message::Done(job.run())),
            other => other,
        }
    }
    use crate::gui::i18n::Language;
    use crate::gui::nemesis::new_game::{Character, NewGameRequest};
    use crate::gui::seed::SeedCode;
    use crate::rules::ids::{Mode, Side};

    #[test]
    fn every_saved_game_names_its_game_and_an_expansion_its_species() {
        let ko = I18n::new(Language::Ko).expect("ko");
        let meta = |species| Meta {
            schema: crate::storage::meta::META_SCHEMA,
            game: GameKind::Nemesis,
            created: 0,
            updated: 0,
            mode: Mode::Standard,
            side: Side::A,
            species,
            players: vec!["A".into()],
            round: 3,
            commands: 10,
            ended: false,
        };
        let seeders = summary(&ko, &meta(Species::VoidSeeders));
        assert!(
            seeders.contains(&tr!(ko, "species-void-seeders")),
            "{seeders}"
        );
        let carno = summary(&ko, &meta(Species::Carnomorphs));
        assert!(carno.contains(&tr!(ko, "species-carnomorphs")), "{carno}");
        let base = summary(&ko, &meta(Species::Intruders));
        assert!(base.starts_with(&tr!(ko, "home-game-nemesis")), "{base}");
        assert_eq!(base.matches(" · ").count(), 3, "{base}");
        assert!(carno.starts_with(&tr!(ko, "home-game-nemesis")), "{carno}");
        let retaliation = summary(
            &ko,
            &Meta {
                game: GameKind::Retaliation,
                ..meta(Species::Intruders)
            },
        );
        assert!(
            retaliation.starts_with(&tr!(ko, "home-game-retaliation")),
            "{retaliation}"
        );
        assert_eq!(retaliation.matches(" · ").count(), 3, "{retaliation}");
        // a meta file from before the expansions reads as a base game
        let old = r#"{"schema":SCHEMA,"created":0,"updated":0,"mode":"standard","side":"A","players":[],"round":1,"commands":0,"ended":false}"#
            .replace("SCHEMA", &crate::storage::meta::META_SCHEMA.to_string());
        let m: Meta = serde_json::from_str(&old).expect("old meta");
        assert_eq!(m.species, Species::Intruders);
    }

    fn request(seed: &str) -> NewGameRequest {
        NewGameRequest {
            insanity_track: None,
            rings: Vec::new(),
            players: vec![
                ("Ana".into(), Character::Scout),
                (String::new(), Character::Soldier),
            ],
            mode: Mode::Standard,
            side: Side::A,
            seed_code: SeedCode::parse(seed).unwrap_or_else(SeedCode::random),
            secret_seed: None,
            dealer: crate::rules::ids::Dealer::App,
            species: Default::default(),
        }
    }

    /// A saved game with `steps` commands chosen by the simulated table.
    fn saved_game(store: &GameStore, seed: &str, steps: usize) -> Game {
        let mut game = Game::start(Ok(store.clone()), &request(seed)).unwrap();
        let mut table = crate::sim::Table::new(steps as u64);
        for _ in 0..steps {
            let cmd = table.choose(game.state());
            let _ = game.apply(cmd);
        }
        assert_eq!(game.storage_warning(), None);
        game
    }

    fn age(store: &GameStore, id: &GameId, seconds: u64) {
        let when = std::time::SystemTime::now() - std::time::Duration::from_secs(seconds);
        let f = std::fs::File::options()
            .append(true)
            .open(store.journal_path(id))
            .unwrap();
        f.set_modified(when).unwrap();
    }

    fn home(store: &GameStore, files: &Path) -> Home {
        Home::new(Ok(store.clone()), files.to_path_buf())
    }

    fn played(action: Action) -> (Game, Option<Recovery>) {
        match action {
            Action::Play(Opened::Nemesis(game), recovery) => (*game, recovery),
            other => panic!("expected a game, got {other:?}"),
        }
    }

    /// What a closed window's game was: its id, state and undo label.
    struct Closed {
        id: Option<GameId>,
        state: crate::rules::GameState,
        undo: Option<String>,
    }

    impl Closed {
        fn of(game: Game) -> Closed {
            Closed {
                id: game.id().cloned(),
                state: game.state().clone(),
                undo: game.undo_label(),
            }
        }
        fn id(&self) -> Option<&GameId> {
            self.id.as_ref()
        }
        fn state(&self) -> &crate::rules::GameState {
            &self.state
        }
        fn undo_label(&self) -> Option<String> {
            self.undo.clone()
        }
    }

    #[test]
    fn continue_resumes_the_last_played_game_at_the_same_step() {
        let dir = tempfile::tempdir().unwrap();
        let store = GameStore::new(dir.path().join("data"));
        let older = saved_game(&store, "ACK74X", 12);
        let newer = saved_game(&store, "BCK74X", 20);
        age(&store, older.id().unwrap(), 3600);
        // the windows that played them are closed (one writer per game)
        let older = Closed::of(older);
        let newer = Closed::of(newer);
        let mut h = home(&store, dir.path());
        assert_eq!(h.games().len(), 2);
        assert_eq!(
            h.continue_target().map(|g| &g.id),
            newer.id(),
            "the most recently played"
        );
        let (game, recovery) = played(act(&mut h, Message::Continue));
        assert_eq!(recovery, None);
        assert_eq!(game.id(), newer.id());
        assert_eq!(game.state(), newer.state());
        assert_eq!(game.undo_label(), newer.undo_label());
        // Resume opens the chosen one
        let (game, _) = played(act(&mut h, Message::Resume(older.id().unwrap().clone())));
        assert_eq!(game.state(), older.state());
    }

    #[test]
    fn no_game_no_continue() {
        let dir = tempfile::tempdir().unwrap();
        let mut h = home(&GameStore::new(dir.path()), dir.path());
        assert!(!h.has_games());
        assert!(h.continue_target().is_none());
        assert!(matches!(act(&mut h, Message::Continue), Action::None));
        assert!(matches!(
            h.update(Message::New(NewGameOf::Nemesis(None))),
            Action::NewGame(NewGameOf::Nemesis(None))
        ));
        // without a data folder the list is empty and nothing can be imported
        let mut memory = Home::new(
            Err(crate::storage::root::NoDataFolder),
            dir.path().to_path_buf(),
        );
        assert!(matches!(memory.update(Message::AskImport), Action::None));
        assert!(matches!(
            act(&mut memory, Message::ConfirmImport),
            Action::None
        ));
    }

    /// A job that stops without an answer (a panic on its pool thread) says so: the list no
    /// longer waits to be read, and the screen does not claim there are no games.
    #[test]
    fn a_job_that_stops_without_an_answer_is_said_and_waited_for_no_longer() {
        let dir = tempfile::tempdir().unwrap();
        let mut h = Home::unlisted(Ok(GameStore::new(dir.path())), dir.path().to_path_buf());
        assert!(matches!(h.list(), Action::Run(Job::List { .. })));
        assert!(h.listing());
        h.update(Message::Done(JobDone::Stopped));
        assert!(!h.listing());
        assert_eq!(h.note(), Some(&Note::Stopped));
    }

    #[test]
    fn delete_asks_first_and_removes_the_game() {
        let dir = tempfile::tempdir().unwrap();
        let store = GameStore::new(dir.path().join("data"));
        let keep = saved_game(&store, "ACK74X", 3);
        let gone = saved_game(&store, "BCK74X", 3);
        let gone_id = gone.id().unwrap().clone();
        let mut h = home(&store, dir.path());
        h.update(Message::AskDelete(gone_id.clone()));
        h.update(Message::Cancel);
        assert_eq!(h.games().len(), 2, "cancel keeps it");
        h.update(Message::AskDelete(gone_id.clone()));
        // the screen only asks for the deletion: the disk is untouched until the job runs
        let Action::Run(job) = h.update(Message::ConfirmDelete) else {
            panic!("a deletion is a job off the update loop")
        };
        assert!(store.game_dir(&gone_id).exists());
        act(&mut h, Message::Done(job.run()));
        assert_eq!(h.note(), Some(&Note::Deleted));
        let ids: Vec<_> = h.games().iter().map(|g| g.id.clone()).collect();
        assert_eq!(ids, vec![keep.id().unwrap().clone()]);
        assert!(!store.game_dir(&gone_id).exists());
        // a confirmation without a question deletes nothing
        act(&mut h, Message::ConfirmDelete);
        assert_eq!(h.games().len(), 1);
    }

    #[test]
    fn export_then_import_gives_an_equal_game() {
        let dir = tempfile::tempdir().unwrap();
        let store = GameStore::new(dir.path().join("data"));
        let mut original = saved_game(&store, "ACK74X", 25);
        original.undo();
        let id = original.id().unwrap().clone();
        let files = dir.path().join("docs");
        std::fs::create_dir(&files).unwrap();
        let mut h = home(&store, &files);
        h.update(Message::AskExport(id.clone()));
        let Pending::Export { path, .. } = &h.pending else {
            panic!("{:?}", h.pending)
        };
        assert!(path.starts_with(&files.display().to_string()), "{path}");
        assert!(path.ends_with(FILE_SUFFIX));
        let dest = files.join("our game.nemesis.jsonl");
        h.update(Message::ExportPath(dest.display().to_string()));
        act(&mut h, Message::ConfirmExport);
        assert_eq!(h.note(), Some(&Note::Exported(dest.clone())));
        // exporting again over it is refused
        h.update(Message::AskExport(id.clone()));
        h.update(Message::ExportPath(dest.display().to_string()));
        act(&mut h, Message::ConfirmExport);
        assert_eq!(h.note(), Some(&Note::ExportExists(dest.clone())));
        h.update(Message::Cancel);

        h.update(Message::AskImport);
        let Pending::Import { found, .. } = &h.pending else {
            panic!("{:?}", h.pending)
        };
        assert_eq!(
            found,
            &vec![dest.clone()],
            "the folder's game files are offered"
        );
        h.update(Message::ImportPath(dest.display().to_string()));
        act(&mut h, Message::ConfirmImport);
        assert_eq!(h.note(), Some(&Note::Imported));
        assert_eq!(h.games().len(), 2);
        let imported = h
            .games()
            .iter()
            .find(|g| g.id != id)
            .map(|g| g.id.clone())
            .unwrap();
        let (copy, recovery) = played(act(&mut h, Message::Resume(imported)));
        assert_eq!(recovery, None);
        assert_eq!(copy.state(), original.state());
        assert_eq!(copy.config(), original.config());
        assert_eq!(
            copy.redo_label(),
            original.redo_label(),
            "the undone step too"
        );
    }

    /// An export to a folder that is not there says so in the players' language: the Korean
    /// note read 「게임을 내보낼 수 없습니다: could not write …: No such file or directory」.
    #[test]
    fn a_failed_export_says_why_in_the_players_language() {
        let dir = tempfile::tempdir().unwrap();
        let store = GameStore::new(dir.path().join("data"));
        let game = saved_game(&store, "ACK74X", 3);
        let id = game.id().unwrap().clone();
        drop(game);
        let mut h = home(&store, dir.path());
        let dest = dir.path().join("no such folder").join("game.nemesis.jsonl");
        h.update(Message::AskExport(id));
        h.update(Message::ExportPath(dest.display().to_string()));
        act(&mut h, Message::ConfirmExport);
        let Some(Note::ExportFailed(ExportProblem::Write { path, trouble })) = h.note() else {
            panic!("{:?}", h.note())
        };
        assert_eq!(path, &dest);
        assert!(
            matches!(trouble, DiskTrouble::Missing { .. }),
            "{trouble:?}"
        );
        let ko = crate::gui::i18n::I18n::new(crate::gui::i18n::Language::Ko).unwrap();
        let said = note_text(&ko, h.note().unwrap()).replace('\u{2060}', "");
        assert!(
            said.contains("게임을 내보낼 수 없습니다")
                && said.contains("그런 파일이나 폴더가 없습니다"),
            "{said}"
        );
        assert!(!dest.exists() && !dest.parent().unwrap().exists());
    }

    #[test]
    fn a_foreign_file_is_not_imported_and_says_why() {
        let dir = tempfile::tempdir().unwrap();
        let store = GameStore::new(dir.path().join("data"));
        let foreign = dir.path().join("notes.txt");
        std::fs::write(&foreign, b"shopping list\n").unwrap();
        let mut h = home(&store, dir.path());
        h.update(Message::AskImport);
        h.update(Message::ImportPath(foreign.display().to_string()));
        act(&mut h, Message::ConfirmImport);
        let Some(Note::ImportFailed(ImportProblem::Unreadable(LoadError::NotASave(_)))) = h.note()
        else {
            panic!("{:?}", h.note())
        };
        assert!(h.games().is_empty());
        let i18n = I18n::new(Language::Ko).unwrap();
        let words = note_text(&i18n, h.note().unwrap());
        assert!(
            words.contains(&crate::gui::i18n::keep_korean_words_whole(
                "가져올 수 없습니다"
            )),
            "{words}"
        );
    }

    /// Flips a bit inside the sequence number of a journal line (1-based): still one line, but
    /// its checksum or number is wrong.
    fn damage_line(path: &Path, line: usize) {
        let mut bytes = std::fs::read(path).unwrap();
        let start = bytes
            .iter()
            .enumerate()
            .filter(|(_, b)| **b == b'\n')
            .nth(line - 2)
            .unwrap()
            .0
            + 1;
        bytes[start + 8] ^= 0x01;
        std::fs::write(path, bytes).unwrap();
    }

    #[test]
    fn a_damaged_game_resumes_at_the_last_good_step_and_says_so() {
        let dir = tempfile::tempdir().unwrap();
        let store = GameStore::new(dir.path().join("data"));
        let mut game = Game::start(Ok(store.clone()), &request("ACK74X")).unwrap();
        let mut table = crate::sim::Table::new(4);
        let lines = |game: &Game| {
            std::fs::read(store.journal_path(game.id().unwrap()))
                .unwrap()
                .iter()
                .filter(|b| **b == b'\n')
                .count()
        };
        let mut good = None;
        while lines(&game) < 12 {
            let cmd = table.choose(game.state());
            if game.apply(cmd).is_ok() && lines(&game) == 5 {
                // the header and 4 events are on the disk
                good = Some(game.state().clone());
            }
        }
        let id = game.id().unwrap().clone();
        drop(game);
        let path = store.journal_path(&id);
        damage_line(&path, 6); // the 5th event
        let damaged = std::fs::read(&path).unwrap();
        let mut h = home(&store, dir.path());
        let (resumed, recovery) = played(act(&mut h, Message::Resume(id)));
        let Some(
            r @ Recovery::Damaged {
                line: 6,
                kept_aside: Some(aside),
                ..
            },
        ) = &recovery
        else {
            panic!("{recovery:?}")
        };
        assert_eq!(std::fs::read(aside).unwrap(), damaged, "kept whole");
        assert_eq!(Some(resumed.state()), good.as_ref());
        for language in Language::ALL {
            let words = crate::gui::saves_words::recovery(&I18n::new(language).unwrap(), r);
            assert!(words.contains('6'), "{words}");
            assert!(words.contains(&aside.display().to_string()), "{words}");
        }
    }

    #[test]
    fn a_newer_file_is_refused_with_a_message_and_left_byte_for_byte() {
        let dir = tempfile::tempdir().unwrap();
        let store = GameStore::new(dir.path().join("data"));
        let game = saved_game(&store, "ACK74X", 5);
        let id = game.id().unwrap().clone();
        drop(game);
        let path = store.journal_path(&id);
        let newer = b"{\"schema\":3,\"from\":\"the future\"}\n{\"new\":\"stuff\"}\n".to_vec();
        std::fs::write(&path, &newer).unwrap();
        let listed_before: Vec<_> = std::fs::read_dir(store.game_dir(&id))
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        let mut h = home(&store, dir.path());
        assert!(matches!(
            act(&mut h, Message::Resume(id.clone())),
            Action::None
        ));
        let Some(Note::OpenFailed(e @ LoadError::NewerSchema { found: 3, .. })) = h.note() else {
            panic!("{:?}", h.note())
        };
        assert_eq!(std::fs::read(&path).unwrap(), newer, "untouched");
        let listed_after: Vec<_> = std::fs::read_dir(store.game_dir(&id))
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        assert_eq!(listed_before.len(), listed_after.len(), "nothing added");
        let ja = I18n::new(Language::Ja).unwrap();
        assert!(
            crate::gui::saves_words::load_error(&ja, e)
                .replace(crate::gui::i18n::WORD_JOINER, "")
                .contains("新しいバージョン")
        );
        // Continue does not lead to it again: its summary (meta) is still readable, so it stays
        // listed, and opening it keeps failing the same way without touching it
        assert!(matches!(act(&mut h, Message::Continue), Action::None));
        assert_eq!(std::fs::read(&path).unwrap(), newer);
    }
}
