//! The screens. Each has its own state, `Message`, `update` returning an `Action` for the app to
//! carry out, and `view`.

pub mod first_run;
pub mod home;
pub mod settings;
pub mod settings_camera;
pub mod settings_sound;
/// Retaliation's table (its map and panel), one of the two games of the one table.
pub use crate::gui::nemesis::{checklist, new_game};
pub use crate::gui::retaliation;
/// The screen on show.
#[derive(Debug)]
pub enum Screen {
    FirstRun(first_run::FirstRun),
    /// Saved games: continue, resume, delete, export, import; or a new game.
    Home(Box<home::Home>),
    NewGame(new_game::NewGame),
    Checklist(checklist::Checklist),
    /// Settings, remembering the screen to go back to.
    Settings(Box<Screen>),
    Table(Box<crate::gui::nemesis::Table>),
    /// A new game of *Nemesis: Retaliation*: names, mode, who deals.
    RetaliationSetup(Box<retaliation::setup::Setup>),
    /// The table of a *Nemesis: Retaliation* game.
    Retaliation(Box<retaliation::RetTable>),
}

impl Screen {
    /// Whether this screen is a game's table.
    pub fn is_table(&self) -> bool {
        matches!(self, Screen::Table(_) | Screen::Retaliation(_))
    }

    /// The table of either game on show, also under the settings opened over it.
    pub fn game_table(&self) -> Option<&dyn crate::gui::table::GameTable> {
        match self {
            Screen::Table(t) => Some(t.as_ref()),
            Screen::Retaliation(t) => Some(t.as_ref()),
            Screen::Settings(back) => back.game_table(),
            _ => None,
        }
    }

    pub fn game_table_mut(&mut self) -> Option<&mut dyn crate::gui::table::GameTable> {
        match self {
            Screen::Table(t) => Some(t.as_mut()),
            Screen::Retaliation(t) => Some(t.as_mut()),
            Screen::Settings(back) => back.game_table_mut(),
            _ => None,
        }
    }
}
