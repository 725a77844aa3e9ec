//! The screens. Each has its own state, `Message`, `update` returning an `Action` for the app to
//! carry out, and `view`.

pub mod checklist;
pub mod first_run;
pub mod home;
pub mod new_game;
pub mod settings;
pub mod settings_camera;
pub mod settings_sound;
pub mod table;
/// Retaliation's table (its map and panel), one of the two games of the one table.
pub use table::retaliation;
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
    Table(Box<table::Table>),
    /// A new game of *Nemesis: Retaliation*: names, mode, who deals.
    RetaliationSetup(Box<retaliation::setup::Setup>),
    /// The table of a *Nemesis: Retaliation* game.
    Retaliation(Box<retaliation::RetTable>),
}
