//! The games the window plays, listed once. A table of any game is a [`Table`]; the app reaches
//! it through the seam every table shares ([`GameTable`]) and the few calls here, and never asks
//! which game it is. Each game's window code lives in its own folder (`gui/nemesis/`,
//! `gui/retaliation/`); a new game adds its folder and one line to each list below.

use crate::gui::game::Game;
use crate::gui::i18n::I18n;
use crate::gui::nemesis::{self, map::MapLabels};
use crate::gui::phones::PhonesLink;
use crate::gui::retaliation::{self, RetGame, RetTable};
use crate::gui::scan::ScanRequest;
use crate::gui::scan::panel::{GameScan, ScanPanel};
use crate::gui::shortcuts::TableInput;
use crate::gui::sound::Sound;
use crate::gui::table::{GameTable, TableStep};
use crate::gui::widgets::Ctx;
use crate::rules::GameKind;
use crate::session::saves::Recovery;
use crate::storage::file::LoadError;
use crate::storage::store::{GameId, GameStore};
use iced::Element;
use std::time::Instant;

/// A game's table on the window.
#[derive(Debug)]
pub enum Table {
    Nemesis(Box<nemesis::Table>),
    Retaliation(Box<RetTable>),
}

/// A message for the table on show.
#[derive(Debug, Clone, PartialEq)]
pub enum TableMessage {
    Nemesis(nemesis::Message),
    Retaliation(retaliation::Message),
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
        }
    }

    /// The game's table.
    pub fn into_table(self) -> Table {
        match self {
            Opened::Nemesis(game) => nemesis::Table::new(*game).into(),
            Opened::Retaliation(game) => RetTable::new(*game).into(),
        }
    }
}

/// Runs `$body` with `$t` bound to the table of whichever game is on show.
macro_rules! each_game {
    ($table:expr, $t:ident => $body:expr) => {
        match $table {
            Table::Nemesis($t) => $body,
            Table::Retaliation($t) => $body,
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
        }
    }

    /// One message; a message for another game's table (left over from one that closed) does
    /// nothing.
    pub fn update(&mut self, message: TableMessage, sound: &mut Sound) -> TableStep {
        match (self, message) {
            (Table::Nemesis(t), TableMessage::Nemesis(m)) => t.on_message(m, sound),
            (Table::Retaliation(t), TableMessage::Retaliation(m)) => t.on_message(m, sound),
            _ => TableStep::default(),
        }
    }

    /// The table's keys, as this table takes them.
    pub fn input(&self, input: TableInput) -> TableMessage {
        match self {
            Table::Nemesis(_) => TableMessage::Nemesis(nemesis::Message::from(input)),
            Table::Retaliation(_) => TableMessage::Retaliation(retaliation::Message::Input(input)),
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
        }
    }

    /// What the scanner reads for this request, at a table whose game has contamination cards.
    pub fn scan_of(&self, request: ScanRequest, i18n: &I18n) -> Option<GameScan> {
        match self {
            Table::Nemesis(t) => Some(t.scan_of(request, i18n)),
            Table::Retaliation(_) => None,
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
            Table::Retaliation(_) => panel.refused_by_game(),
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
        GameKind::Retaliation => None,
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
