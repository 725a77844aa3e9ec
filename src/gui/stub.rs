//! The stub fifth game's table and setup page (only with the `stub-game` feature, issue 52):
//! the shared shell (undo, redo, the log, the refusal, the double-tap guard) around one button
//! per offer of the rules, as a new game's folder would start.

use crate::gui::i18n::I18n;
use crate::gui::shortcuts::TableInput;
use crate::gui::sound::Sound;
use crate::gui::table::shell::{Shell, ShellAnswer, ShellMessage, Sighted};
use crate::gui::table::{GameTable, TableAction, TableStep};
use crate::gui::widgets::{self, Ctx};
use crate::rules::Ruleset;
use crate::rules::stub::{Stub, StubCommand, StubConfig, StubOutcome, StubState};
use crate::storage::store::GameId;
use iced::Element;
use iced::widget::{column, text};
use std::time::Duration;

/// A stub game in the window: the session every game has.
pub type StubGame = crate::gui::played::Played<Stub>;

/// The stub shows nobody anything alone.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NoSight {}

impl crate::gui::curtain::PrivateSight for NoSight {
    fn asks_choice(&self) -> bool {
        false
    }
}

impl Sighted for Stub {
    type Seat = usize;
    type Sight = NoSight;
    fn sights(_: &StubState, _: &[StubOutcome]) -> Vec<(usize, NoSight)> {
        Vec::new()
    }
    fn private(_: &StubOutcome) -> bool {
        false
    }
    type Memory = ();
}

#[derive(Debug, Clone, PartialEq)]
pub enum Message {
    Play(StubCommand),
    Shell(ShellMessage<StubCommand>),
    Input(TableInput),
}

#[derive(Debug)]
pub struct StubTable {
    pub game: StubGame,
    shell: Shell<Stub>,
}

impl StubTable {
    pub fn new(game: StubGame) -> StubTable {
        let history = game.history().unwrap_or_default();
        let shell = Shell::open(&game, &history);
        StubTable { game, shell }
    }

    pub fn state(&self) -> &StubState {
        self.game.state()
    }

    /// How many steps are in force: the phones' turn is made for one position.
    pub fn steps_in_force(&self) -> usize {
        self.game.commands().len()
    }

    /// The steps in force with what they told.
    pub fn log(&self) -> &crate::gui::table::log::Log<Stub> {
        self.shell.log()
    }

    pub fn on_message(&mut self, message: Message, sound: &mut Sound) -> TableStep {
        let shell = match message {
            Message::Play(cmd) => ShellAnswer::Play(cmd),
            Message::Shell(m) => self.shell.update(&mut self.game, m),
            Message::Input(TableInput::Undo) => {
                self.shell.update(&mut self.game, ShellMessage::Undo)
            }
            Message::Input(TableInput::Redo) => {
                self.shell.update(&mut self.game, ShellMessage::Redo)
            }
            Message::Input(_) => ShellAnswer::None,
        };
        if let ShellAnswer::Play(cmd) = shell
            && let Some(outcomes) = self.shell.play(&mut self.game, cmd)
        {
            sound.on_played::<Stub>(&outcomes, self.game.state());
        }
        TableStep::of(TableAction::None)
    }

    pub fn view<'a>(&'a self, ctx: Ctx<'a>) -> Element<'a, Message> {
        let state = self.game.state();
        let mut page = column![widgets::title(ctx, crate::present::stub::title(state))];
        page = page.push(text(crate::present::stub::turn(state)));
        for offer in Stub::offers(state) {
            page = page.push(widgets::action(
                ctx,
                Stub::label(&offer.command),
                Some(Message::Play(offer.command)),
            ));
        }
        for entry in self.shell.log().entries() {
            for line in crate::present::stub::lines(state, &entry.outcomes) {
                page = page.push(text(line.whole()));
            }
        }
        page.spacing(ctx.ty.space).into()
    }
}

impl GameTable for StubTable {
    fn game_id(&self) -> Option<&GameId> {
        self.game.id()
    }
    fn game_store(&self) -> Option<&crate::storage::GameStore> {
        self.game.store()
    }
    fn storage_warning(&self) -> Option<crate::gui::played::NotSaved> {
        self.game.storage_warning()
    }
    fn retry_storage(&mut self) {
        self.game.retry_storage();
    }
    fn set_tap_guard(&mut self, window: Duration) {
        self.shell.set_tap_guard(window);
    }
    fn follow(&self, sound: &mut Sound) {
        sound.follow::<Stub>(self.game.state());
    }
    fn sight_for(&self, _: &I18n) -> Option<String> {
        None
    }
    fn sight_back_to_laptop(&mut self) {}
    fn sight_seen_elsewhere(&mut self) {}
    fn showing_map_only(&self) -> bool {
        false
    }
    fn kind(&self) -> crate::rules::GameKind {
        Stub::GAME
    }
    fn arm_tap_guard(&mut self) {
        self.shell.arm_tap_guard();
    }
    fn tap_guard(&self) -> Duration {
        self.shell.tap_guard()
    }
    fn seat_names(&self, _: &I18n) -> Vec<String> {
        self.game.config().players.clone()
    }
    fn seats_without_phone(&self) -> Vec<usize> {
        Vec::new()
    }
    fn phones_off(&mut self) {}
    fn help_rows(&self, _: &I18n) -> Vec<(&'static str, String)> {
        Vec::new()
    }
}

/// The stub's setup page: two players and a start.
#[derive(Debug)]
pub struct Setup {
    seed: u64,
}

#[derive(Debug, Clone)]
pub enum SetupMessage {
    Start,
}

impl Setup {
    pub fn new(seed: u64) -> Setup {
        Setup { seed }
    }

    pub fn view<'a>(&'a self, ctx: Ctx<'a>) -> Element<'a, SetupMessage> {
        widgets::action(ctx, "Start", Some(SetupMessage::Start)).into()
    }

    /// The config to start with.
    pub fn update(&mut self, _: SetupMessage) -> StubConfig {
        StubConfig {
            players: vec!["A".into(), "B".into()],
            seed: self.seed,
        }
    }
}
