//! The screens. Each has its own state, `Message`, `update` returning an `Action` for the app to
//! carry out, and `view`.

pub mod first_run;
pub mod home;
pub mod settings;
pub mod settings_camera;
pub mod settings_sound;
/// The games' own window code, under the paths the tests and tools have always used.
pub use crate::gui::nemesis::{checklist, new_game};
pub use crate::gui::retaliation;
/// The screen on show.
#[derive(Debug)]
pub enum Screen {
    FirstRun(first_run::FirstRun),
    /// Saved games: continue, resume, delete, export, import; or a new game.
    Home(Box<home::Home>),
    /// A new game being set up, of whichever game.
    Setup(crate::gui::games::Setup),
    /// Settings, remembering the screen to go back to.
    Settings(Box<Screen>),
    /// A game's table, of whichever game.
    Table(crate::gui::games::Table),
}

impl Screen {
    /// Whether this screen is a game's table.
    pub fn is_table(&self) -> bool {
        matches!(self, Screen::Table(_))
    }

    /// The table on show, also under the settings opened over it.
    pub fn table(&self) -> Option<&crate::gui::games::Table> {
        match self {
            Screen::Table(t) => Some(t),
            Screen::Settings(back) => back.table(),
            _ => None,
        }
    }

    pub fn table_mut(&mut self) -> Option<&mut crate::gui::games::Table> {
        match self {
            Screen::Table(t) => Some(t),
            Screen::Settings(back) => back.table_mut(),
            _ => None,
        }
    }

    /// The table of either game on show, also under the settings opened over it.
    pub fn game_table(&self) -> Option<&dyn crate::gui::table::GameTable> {
        self.table().map(|t| t.game())
    }

    pub fn game_table_mut(&mut self) -> Option<&mut dyn crate::gui::table::GameTable> {
        self.table_mut().map(|t| t.game_mut())
    }
}
