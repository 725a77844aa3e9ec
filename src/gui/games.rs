//! The games the window plays, listed once. A table of any game is a [`Table`]; the app reaches
//! it through the seam every table shares ([`GameTable`]) and the few calls here, and never asks
//! which game it is. Each game's window code lives in its own folder (`gui/nemesis/`,
//! `gui/retaliation/`); a new game adds its folder and one line to each list below.

use crate::gui::game::Game;
use crate::gui::i18n::I18n;
use crate::gui::nemesis::{self, checklist, map::MapLabels, new_game};
use crate::gui::phones::PhonesLink;
use crate::gui::retaliation::{self, RetGame, RetTable};
use crate::gui::scan::ScanRequest;
use crate::gui::scan::panel::{GameScan, ScanPanel};
use crate::gui::seed::SeedCode;
use crate::gui::shortcuts::TableInput;
use crate::gui::sound::Sound;
use crate::gui::table::{GameTable, TableStep};
use crate::gui::widgets::Ctx;
use crate::rules::GameKind;
use crate::rules::ids::IntruderKind;
use crate::rules::species::Species;
use crate::session::saves::Recovery;
use crate::storage::file::LoadError;
use crate::storage::root::NoDataFolder;
use crate::storage::store::{GameId, GameStore};
use iced::Element;
use std::time::Instant;

/// A game's table on the window.
#[derive(Debug)]
pub enum Table {
    Nemesis(Box<nemesis::Table>),
    Retaliation(Box<RetTable>),
    #[cfg(feature = "stub-game")]
    Stub(Box<crate::gui::stub::StubTable>),
}

/// A message for the table on show.
#[derive(Debug, Clone, PartialEq)]
pub enum TableMessage {
    Nemesis(nemesis::Message),
    Retaliation(retaliation::Message),
    #[cfg(feature = "stub-game")]
    Stub(crate::gui::stub::Message),
}

impl TableMessage {
    /// An animation's frame: it changes only what moves, not the rest of the window.
    pub fn is_tick(&self) -> bool {
        matches!(self, TableMessage::Nemesis(nemesis::Message::Tick(_)))
    }
}

/// What the tables' maps draw in the players' language, built once per language.
#[derive(Debug, Clone, PartialEq)]
pub struct Looks {
    nemesis: MapLabels,
}

impl Looks {
    pub fn new(i18n: &I18n) -> Looks {
        Looks {
            nemesis: MapLabels::new(i18n),
        }
    }
}

/// A game opened or started, not yet on a table: what a pool thread hands back to the window.
#[derive(Debug)]
pub enum Opened {
    Nemesis(Box<Game>),
    Retaliation(Box<RetGame>),
    #[cfg(feature = "stub-game")]
    Stub(Box<crate::gui::stub::StubGame>),
}

impl Opened {
    /// Opens a saved game, of whichever game the store says it is, with what a damaged file
    /// lost.
    pub fn resume(store: GameStore, id: &GameId) -> Result<(Opened, Option<Recovery>), LoadError> {
        match store.game_of(id)? {
            GameKind::Nemesis => Game::resume(store, id)
                .map(|(game, recovery)| (Opened::Nemesis(Box::new(game)), recovery)),
            GameKind::Retaliation => RetGame::resume(store, id)
                .map(|(game, recovery)| (Opened::Retaliation(Box::new(game)), recovery)),
            #[cfg(feature = "stub-game")]
            GameKind::Stub => crate::gui::stub::StubGame::resume(store, id)
                .map(|(game, recovery)| (Opened::Stub(Box::new(game)), recovery)),
        }
    }

    /// The game's table.
    pub fn into_table(self) -> Table {
        match self {
            Opened::Nemesis(game) => nemesis::Table::new(*game).into(),
            Opened::Retaliation(game) => RetTable::new(*game).into(),
            #[cfg(feature = "stub-game")]
            Opened::Stub(game) => Table::Stub(Box::new(crate::gui::stub::StubTable::new(*game))),
        }
    }
}

/// Runs `$body` with `$t` bound to the table of whichever game is on show.
macro_rules! each_game {
    ($table:expr, $t:ident => $body:expr) => {
        match $table {
            Table::Nemesis($t) => $body,
            Table::Retaliation($t) => $body,
            #[cfg(feature = "stub-game")]
            Table::Stub($t) => $body,
        }
    };
}

impl Table {
    /// The seam every table shares.
    pub fn game(&self) -> &dyn GameTable {
        each_game!(self, t => t.as_ref())
    }

    pub fn game_mut(&mut self) -> &mut dyn GameTable {
        each_game!(self, t => t.as_mut())
    }

    pub fn view<'a>(&'a self, ctx: Ctx<'a>, looks: &'a Looks) -> Element<'a, TableMessage> {
        match self {
            Table::Nemesis(t) => t.view(ctx, &looks.nemesis).map(TableMessage::Nemesis),
            Table::Retaliation(t) => t.view(ctx).map(TableMessage::Retaliation),
            #[cfg(feature = "stub-game")]
            Table::Stub(t) => t.view(ctx).map(TableMessage::Stub),
        }
    }

    /// One message; a message for another game's table (left over from one that closed) does
    /// nothing.
    pub fn update(&mut self, message: TableMessage, sound: &mut Sound) -> TableStep {
        match (self, message) {
            (Table::Nemesis(t), TableMessage::Nemesis(m)) => t.on_message(m, sound),
            (Table::Retaliation(t), TableMessage::Retaliation(m)) => t.on_message(m, sound),
            #[cfg(feature = "stub-game")]
            (Table::Stub(t), TableMessage::Stub(m)) => t.on_message(m, sound),
            _ => TableStep::default(),
        }
    }

    /// The table's keys, as this table takes them.
    pub fn input(&self, input: TableInput) -> TableMessage {
        match self {
            Table::Nemesis(_) => TableMessage::Nemesis(nemesis::Message::from(input)),
            Table::Retaliation(_) => TableMessage::Retaliation(retaliation::Message::Input(input)),
            #[cfg(feature = "stub-game")]
            Table::Stub(_) => TableMessage::Stub(crate::gui::stub::Message::Input(input)),
        }
    }

    pub fn kind(&self) -> GameKind {
        self.game().kind()
    }

    /// Brings the phones in step with the table; `None` when nothing changed, else the messages
    /// the phones' answers stand for (the app takes them as if tapped in the window).
    pub fn sync_phones(&mut self, link: &mut PhonesLink, i18n: &I18n) -> Option<Vec<TableMessage>> {
        match self {
            Table::Nemesis(t) => {
                let seen = |t: &nemesis::Table| {
                    let connected = t.phones_connected().clone();
                    (t.curtain().clone(), t.restack_on_phone(), connected)
                };
                let before = seen(t);
                let messages = link.sync(t, i18n);
                (!messages.is_empty() || seen(t) != before)
                    .then(|| messages.into_iter().map(TableMessage::Nemesis).collect())
            }
            Table::Retaliation(t) => {
                let before = (t.curtain().clone(), t.steps_in_force());
                let messages = link.sync_retaliation(t, i18n);
                let changed = (t.curtain().clone(), t.steps_in_force()) != before;
                (!messages.is_empty() || changed).then(|| {
                    messages
                        .into_iter()
                        .map(TableMessage::Retaliation)
                        .collect()
                })
            }
            #[cfg(feature = "stub-game")]
            Table::Stub(t) => {
                let messages = link.sync_stub(t, i18n);
                (!messages.is_empty())
                    .then(|| messages.into_iter().map(TableMessage::Stub).collect())
            }
        }
    }

    /// What the scanner reads for this request, at a table whose game has contamination cards.
    pub fn scan_of(&self, request: ScanRequest, i18n: &I18n) -> Option<GameScan> {
        match self {
            Table::Nemesis(t) => Some(t.scan_of(request, i18n)),
            _ => None,
        }
    }

    /// Plays the scanner's finished command (see [`nemesis::Table::scanned`]).
    pub fn scanned(
        &mut self,
        panel: &mut ScanPanel,
        command: crate::rules::Command,
        recount: bool,
        sound: &mut Sound,
    ) {
        match self {
            Table::Nemesis(t) => t.scanned(panel, command, recount, sound),
            _ => panel.refused_by_game(),
        }
    }

    /// The base game's table, for tests and benches that look into it.
    pub fn nemesis(&self) -> Option<&nemesis::Table> {
        match self {
            Table::Nemesis(t) => Some(t),
            _ => None,
        }
    }

    pub fn nemesis_mut(&mut self) -> Option<&mut nemesis::Table> {
        match self {
            Table::Nemesis(t) => Some(t),
            _ => None,
        }
    }

    pub fn retaliation_mut(&mut self) -> Option<&mut RetTable> {
        match self {
            Table::Retaliation(t) => Some(t),
            _ => None,
        }
    }

    /// Retaliation's table, for tests and benches that look into it.
    pub fn retaliation(&self) -> Option<&RetTable> {
        match self {
            Table::Retaliation(t) => Some(t),
            _ => None,
        }
    }
}

/// A frame of an animation that moves by itself, for the table of this game (a subscription
/// carries the game's kind, not the table).
pub fn tick(kind: GameKind, now: Instant) -> Option<TableMessage> {
    match kind {
        GameKind::Nemesis => Some(TableMessage::Nemesis(nemesis::Message::Tick(now))),
        _ => None,
    }
}

impl From<nemesis::Table> for Table {
    fn from(t: nemesis::Table) -> Table {
        Table::Nemesis(Box::new(t))
    }
}

impl From<RetTable> for Table {
    fn from(t: RetTable) -> Table {
        Table::Retaliation(Box::new(t))
    }
}

impl From<nemesis::Message> for TableMessage {
    fn from(m: nemesis::Message) -> TableMessage {
        TableMessage::Nemesis(m)
    }
}

impl From<retaliation::Message> for TableMessage {
    fn from(m: retaliation::Message) -> TableMessage {
        TableMessage::Retaliation(m)
    }
}

/// Which new game the players asked for (the base game with a species already chosen, from the
/// start screen's list of every game).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NewGameOf {
    Nemesis(Option<Species>),
    Retaliation,
    #[cfg(feature = "stub-game")]
    Stub,
}

/// The start screen's new-game button of the base game, and Retaliation's (tests click them).
pub const NEW_GAME_ID: &str = "home-new-game";
pub const NEW_RETALIATION_ID: &str = "home-new-retaliation";

/// The start screen's new-game buttons, one per game and expansion, in the order shown: the
/// words, the game each starts, and the id of the ones the tests click (issue 38: every game
/// at once on the start screen).
pub fn new_game_buttons(i18n: &I18n) -> Vec<(String, NewGameOf, Option<&'static str>)> {
    let with = |species: Species| {
        let name = new_game::species_name(i18n, species);
        let words = crate::tr!(i18n, "home-new-with", species = name);
        (words, NewGameOf::Nemesis(Some(species)), None)
    };
    vec![
        (
            crate::tr!(i18n, "home-new-game"),
            NewGameOf::Nemesis(None),
            Some(NEW_GAME_ID),
        ),
        with(Species::Carnomorphs),
        with(Species::VoidSeeders),
        (
            crate::tr!(i18n, "home-new-retaliation"),
            NewGameOf::Retaliation,
            Some(NEW_RETALIATION_ID),
        ),
        #[cfg(feature = "stub-game")]
        ("Stub".to_string(), NewGameOf::Stub, None),
    ]
}

impl From<GameKind> for NewGameOf {
    fn from(kind: GameKind) -> NewGameOf {
        match kind {
            GameKind::Nemesis => NewGameOf::Nemesis(None),
            GameKind::Retaliation => NewGameOf::Retaliation,
            #[cfg(feature = "stub-game")]
            GameKind::Stub => NewGameOf::Stub,
        }
    }
}

/// A new game being set up, of whichever game: the page on show.
#[derive(Debug)]
pub enum Setup {
    /// The base game's form: players, characters, mode, species.
    NewGame(new_game::NewGame),
    /// The base game's setup checklist, read before it starts.
    Checklist(checklist::Checklist),
    /// *Nemesis: Retaliation*: names, mode, who deals.
    Retaliation(Box<retaliation::setup::Setup>),
    #[cfg(feature = "stub-game")]
    Stub(crate::gui::stub::Setup),
}

#[derive(Debug, Clone)]
pub enum SetupMessage {
    NewGame(new_game::Message),
    Checklist(checklist::Message),
    Retaliation(retaliation::setup::Message),
    #[cfg(feature = "stub-game")]
    Stub(crate::gui::stub::SetupMessage),
}

/// Starts a game on a pool thread: the game's folder, header and lock are written there.
pub type StartWork =
    Box<dyn FnOnce(Result<GameStore, NoDataFolder>) -> Result<Opened, String> + Send>;

/// What the app carries out after a setup page took a message.
pub enum SetupAction {
    None,
    /// Another page of the setup: it opens at its top.
    Turned,
    /// Back to the start screen.
    Home,
    /// Start the game; the insanity track chosen, when the box's was read (it is offered again
    /// next time).
    Start {
        work: StartWork,
        insanity_track: Option<[IntruderKind; 5]>,
    },
}

impl Setup {
    /// The first page of a new game; the base game's form offers the insanity track read last.
    pub fn new(which: NewGameOf, insanity_track: Option<[IntruderKind; 5]>) -> Setup {
        match which {
            NewGameOf::Nemesis(species) => {
                let form = new_game::NewGame::new(SeedCode::random()).with_track(insanity_track);
                Setup::NewGame(match species {
                    Some(species) => form.with_species(species),
                    None => form,
                })
            }
            NewGameOf::Retaliation => Setup::Retaliation(Box::new(retaliation::setup::Setup::new(
                SeedCode::random().value(),
            ))),
            #[cfg(feature = "stub-game")]
            NewGameOf::Stub => {
                Setup::Stub(crate::gui::stub::Setup::new(SeedCode::random().value()))
            }
        }
    }

    pub fn view<'a>(&'a self, ctx: Ctx<'a>) -> Element<'a, SetupMessage> {
        match self {
            Setup::NewGame(s) => s.view(ctx).map(SetupMessage::NewGame),
            Setup::Checklist(s) => s.view(ctx).map(SetupMessage::Checklist),
            Setup::Retaliation(s) => s.view(ctx).map(SetupMessage::Retaliation),
            #[cfg(feature = "stub-game")]
            Setup::Stub(s) => s.view(ctx).map(SetupMessage::Stub),
        }
    }

    /// What Enter presses on this page, if anything.
    pub fn confirm(&self) -> Option<SetupMessage> {
        match self {
            Setup::Checklist(_) => Some(SetupMessage::Checklist(checklist::Message::Confirm)),
            _ => None,
        }
    }

    /// One message; one for another page (left over from the one before) does nothing.
    pub fn update(&mut self, message: SetupMessage) -> SetupAction {
        match (self, message) {
            (page @ Setup::NewGame(_), SetupMessage::NewGame(m)) => {
                let Setup::NewGame(form) = &mut *page else {
                    return SetupAction::None;
                };
                match form.update(m) {
                    new_game::Action::None => SetupAction::None,
                    new_game::Action::Start(request) => {
                        *page = Setup::Checklist(checklist::Checklist::new(request));
                        SetupAction::Turned
                    }
                }
            }
            (page @ Setup::Checklist(_), SetupMessage::Checklist(m)) => {
                let Setup::Checklist(list) = &mut *page else {
                    return SetupAction::None;
                };
                match list.update(m) {
                    checklist::Action::None => SetupAction::None,
                    checklist::Action::Back(request) => {
                        *page = Setup::NewGame(new_game::NewGame::from_request(&request));
                        SetupAction::None
                    }
                    checklist::Action::Start(request) => SetupAction::Start {
                        insanity_track: request.insanity_track,
                        work: Box::new(move |store| {
                            Game::start(store, &request)
                                .map(|game| Opened::Nemesis(Box::new(game)))
                                .map_err(|e| e.to_string())
                        }),
                    },
                }
            }
            (Setup::Retaliation(s), SetupMessage::Retaliation(m)) => match s.update(m) {
                retaliation::setup::Action::None => SetupAction::None,
                retaliation::setup::Action::Back => SetupAction::Home,
                retaliation::setup::Action::Start(config) => SetupAction::Start {
                    insanity_track: None,
                    work: Box::new(move |store| {
                        RetGame::start(store, config)
                            .map(|game| Opened::Retaliation(Box::new(game)))
                            .map_err(|e| e.to_string())
                    }),
                },
            },
            #[cfg(feature = "stub-game")]
            (Setup::Stub(s), SetupMessage::Stub(m)) => {
                let config = s.update(m);
                SetupAction::Start {
                    insanity_track: None,
                    work: Box::new(move |store| {
                        crate::gui::stub::StubGame::start(store, config)
                            .map(|game| Opened::Stub(Box::new(game)))
                            .map_err(|e| e.to_string())
                    }),
                }
            }
            _ => SetupAction::None,
        }
    }
}
