//! The screens. Each has its own state, `Message`, `update` returning an `Action` for the app to
//! carry out, and `view`.

pub mod checklist;
pub mod first_run;
pub mod new_game;
pub mod settings;
pub mod settings_camera;
pub mod table;

/// The screen on show.
#[derive(Debug)]
pub enum Screen {
    FirstRun(first_run::FirstRun),
    NewGame(new_game::NewGame),
    Checklist(checklist::Checklist),
    /// Settings, remembering the screen to go back to.
    Settings(Box<Screen>),
    Table(Box<table::Table>),
}
