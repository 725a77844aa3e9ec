//! What every game's table does alike around its own map and panel (issue 33: one shell): the
//! curtain over private sights and the mark a reopened game reads (were they seen), undo and redo
//! with the note that tells them, the log of the steps in force, the refusal of the last tap, and
//! the double-tap guard. A table keeps one [`Shell`] and lends it its game for each call; what a
//! step means to its own map and panel stays with the table.

use super::StepNote;
use super::log::Log;
pub use super::sighted::Sighted;
use crate::gui::curtain::{Buttons, Curtain, Sights};
use crate::gui::played::Played;
use crate::gui::tap_guard::TapGuard;
use std::fmt::Debug;
use std::time::Duration;

/// The messages of the curtain, the same at every table.
#[derive(Debug, Clone, PartialEq)]
pub enum CurtainMessage<C> {
    /// The player has the laptop: show it.
    Reveal,
    /// Seen (on the laptop or the phone): hide and forget it. A sight that asks for a choice
    /// waits for the choice instead.
    Hide,
    /// Enter: reveal, then hide.
    Step,
    /// A sight on the phone is shown on this laptop instead.
    ShowOnLaptop,
    /// The choice made behind the curtain (the attack card, the AA tokens' order): it hides the
    /// sight, and the table plays it.
    Choose(C),
}

/// The messages every table hands its shell, alike at both tables: undo and redo, the curtain's,
/// the refusal read, and the disk tried again.
#[derive(Debug, Clone, PartialEq)]
pub enum ShellMessage<C> {
    Undo,
    Redo,
    Curtain(CurtainMessage<C>),
    /// The refusal on show is read (tapped away).
    DismissRefusal,
    /// Try again to write the game after the disk failed.
    RetryStorage,
}

impl<C> ShellMessage<C> {
    /// The curtain's buttons (reveal, hide, show on this laptop), as a table wraps them.
    pub fn curtain_buttons<M>(wrap: impl Fn(ShellMessage<C>) -> M) -> Buttons<M> {
        Buttons {
            reveal: wrap(ShellMessage::Curtain(CurtainMessage::Reveal)),
            hide: wrap(ShellMessage::Curtain(CurtainMessage::Hide)),
            show_here: wrap(ShellMessage::Curtain(CurtainMessage::ShowOnLaptop)),
        }
    }
}

/// What the table does after a shell message: its own map and panel follow the game.
#[derive(Debug)]
pub enum ShellAnswer<R: crate::rules::Ruleset> {
    /// Nothing of the game changed (a note or a refusal may be on show).
    None,
    /// The last step was taken back.
    Undone,
    /// The step undone last was played again, with the same draws; `before` is the game before
    /// it.
    Redone {
        before: R::State,
        command: R::Command,
        outcomes: Vec<R::Outcome>,
    },
    /// Take the sight back from the phone (these are its sights on the server).
    ShowOnLaptop(Vec<u64>),
    /// Play the choice made behind the curtain.
    Play(R::Command),
}

pub type Step<R> = (
    <R as crate::rules::Ruleset>::Command,
    Vec<<R as crate::rules::Ruleset>::Outcome>,
);

#[derive(Debug)]
pub struct Shell<R: Sighted> {
    curtain: Curtain<R::Seat, R::Sight>,
    /// What the last undo or redo did.
    note: Option<StepNote<R::Command>>,
    /// Why the last tap was refused (nothing changed).
    refusal: Option<R::Error>,
    /// Double taps on the buttons that play (see [`crate::gui::tap_guard`]).
    taps: TapGuard,
    /// The steps in force with their public outcomes.
    log: Log<R>,
}

impl<R: Sighted> Shell<R> {
    /// The shell of a table that opens `game`, whose replayed steps are `history`: the log is
    /// theirs, and a quit or a crash while the curtain was up raises it again (the sights come
    /// back from the last step's replay, never from a file of their own).
    pub fn open(game: &Played<R>, history: &[Step<R>]) -> Shell<R> {
        let mut curtain = Curtain::for_players(R::players(game.config()));
        if game.sights_unseen()
            && let Some((_, last)) = history.last()
        {
            curtain.extend(R::sights(game.state(), last));
        }
        Shell {
            curtain,
            note: None,
            refusal: None,
            taps: TapGuard::default(),
            log: Log::from_history(history),
        }
    }

    /// The steps in force with what they told everyone, oldest first.
    pub fn log(&self) -> &Log<R> {
        &self.log
    }

    pub fn curtain(&self) -> &Curtain<R::Seat, R::Sight> {
        &self.curtain
    }

    pub fn curtain_mut(&mut self) -> &mut Curtain<R::Seat, R::Sight> {
        &mut self.curtain
    }

    /// The curtain is up: nothing but the curtain's own messages may happen.
    pub fn curtain_up(&self) -> bool {
        self.curtain.is_up()
    }

    pub fn note(&self) -> Option<&StepNote<R::Command>> {
        self.note.as_ref()
    }

    pub fn refusal(&self) -> Option<&R::Error> {
        self.refusal.as_ref()
    }

    /// The table refuses a tap itself, before the rules are asked (a room out of reach on the
    /// map): nothing changed, and the refusal says why.
    pub fn refuse(&mut self, e: R::Error) {
        self.refusal = Some(e);
    }

    /// The refusal is read (tapped away, or Esc).
    pub fn dismiss_refusal(&mut self) {
        self.refusal = None;
    }

    /// Whether a button's tap now is the previous tap landing again (then it is ignored).
    pub fn tap_again(&mut self) -> bool {
        self.taps.again()
    }

    pub fn set_tap_guard(&mut self, window: Duration) {
        self.taps = TapGuard::new(window);
    }

    /// Counts a tap now: for a table that has just appeared, so the second tap of the double
    /// tap that brought it does not land on it.
    pub fn arm_tap_guard(&mut self) {
        self.taps = TapGuard::armed(self.taps.window());
    }

    pub fn tap_guard(&self) -> Duration {
        self.taps.window()
    }

    #[cfg(test)]
    pub fn forget_last_tap(&mut self) {
        self.taps.forget();
    }

    /// A message every table handles alike. Behind the curtain only the curtain's own messages
    /// do anything (no undo, no retry, nothing played until the sight is hidden again).
    pub fn update(
        &mut self,
        game: &mut Played<R>,
        message: ShellMessage<R::Command>,
    ) -> ShellAnswer<R> {
        if self.curtain_up() && !matches!(message, ShellMessage::Curtain(_)) {
            return ShellAnswer::None;
        }
        match message {
            ShellMessage::Undo => match self.undo(game) {
                Some(_) => ShellAnswer::Undone,
                None => ShellAnswer::None,
            },
            ShellMessage::Redo => {
                let before = game.state().clone();
                match self.redo(game) {
                    Some((command, outcomes)) => ShellAnswer::Redone {
                        before,
                        command,
                        outcomes,
                    },
                    None => ShellAnswer::None,
                }
            }
            ShellMessage::Curtain(m) => self.curtain_message(game, m),
            ShellMessage::DismissRefusal => {
                self.dismiss_refusal();
                ShellAnswer::None
            }
            ShellMessage::RetryStorage => {
                game.retry_storage();
                ShellAnswer::None
            }
        }
    }

    /// A curtain message. Once the last sight of the step is hidden, a reopened game does not
    /// raise it again.
    fn curtain_message(
        &mut self,
        game: &mut Played<R>,
        message: CurtainMessage<R::Command>,
    ) -> ShellAnswer<R> {
        let was_up = self.curtain.is_up();
        let answer = match message {
            CurtainMessage::Reveal => {
                self.curtain.reveal();
                ShellAnswer::None
            }
            CurtainMessage::Hide => {
                if !self.curtain.asks_choice() {
                    self.curtain.hide();
                }
                ShellAnswer::None
            }
            CurtainMessage::Step => {
                self.curtain.step();
                ShellAnswer::None
            }
            CurtainMessage::ShowOnLaptop => match self.curtain.current() {
                Some(Sights {
                    phone: Some(ids), ..
                }) => ShellAnswer::ShowOnLaptop(ids.clone()),
                _ => ShellAnswer::None,
            },
            CurtainMessage::Choose(cmd) => {
                // the choice (on the laptop or the phone) goes to the rules; the sight is
                // forgotten with it
                self.curtain.hide();
                ShellAnswer::Play(cmd)
            }
        };
        if was_up && !self.curtain.is_up() {
            game.mark_sights_unseen(false);
        }
        answer
    }

    /// A phone had already opened the sight the table wanted back: it is never shown again.
    pub fn seen_elsewhere(&mut self, game: &mut Played<R>) {
        if self.curtain.hide().is_some() && !self.curtain.is_up() {
            game.mark_sights_unseen(false);
        }
    }

    /// Plays a command: its outcomes, or `None` when the rules refused it (nothing changed, and
    /// the refusal says why).
    pub fn play(&mut self, game: &mut Played<R>, cmd: R::Command) -> Option<Vec<R::Outcome>> {
        match game.apply(cmd.clone()) {
            Ok(outcomes) => {
                self.played(game, &outcomes);
                self.log.push(cmd, &outcomes);
                Some(outcomes)
            }
            Err(e) => {
                self.refusal = Some(e);
                None
            }
        }
    }

    /// A step was played for the first time: its private sights go behind the curtain (and a
    /// reopened game raises them until seen); the last note and refusal are old news.
    fn played(&mut self, game: &mut Played<R>, outcomes: &[R::Outcome]) {
        self.note = None;
        self.refusal = None;
        self.curtain.extend(R::sights(game.state(), outcomes));
        if self.curtain.is_up() {
            game.mark_sights_unseen(true);
        }
    }

    /// Takes back the last step: it, or `None` with "nothing to undo" said. The step now last
    /// was played and shown before, so its sights are not raised again, now or on a reopen.
    fn undo(&mut self, game: &mut Played<R>) -> Option<R::Command> {
        let undone = game.undo_command().cloned();
        let undone = game.undo().and(undone);
        self.note = Some(match &undone {
            Some(cmd) => StepNote::Undone(cmd.clone()),
            None => StepNote::NothingToUndo,
        });
        self.curtain.clear();
        self.refusal = None;
        game.mark_sights_unseen(false);
        if undone.is_some() {
            self.log.pop();
        }
        undone
    }

    /// Plays the last undone step again, with the same draws: it and its outcomes, or `None`
    /// ("nothing to redo" said, or its refusal). What only one player saw was seen when the
    /// step was first played: it is not shown again, and the note says so.
    fn redo(&mut self, game: &mut Played<R>) -> Option<Step<R>> {
        let Some(cmd) = game.redo_command().cloned() else {
            self.note = Some(StepNote::NothingToRedo);
            return None;
        };
        match game.redo()? {
            Ok(outcomes) => {
                self.refusal = None;
                self.note = Some(StepNote::Redone {
                    private_not_again: outcomes.iter().any(R::private),
                });
                game.mark_sights_unseen(false);
                self.log.push(cmd.clone(), &outcomes);
                Some((cmd, outcomes))
            }
            Err(e) => {
                self.refusal = Some(e);
                None
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::command::Correction;
    use crate::rules::ids::{PlayerId, RoomKind};
    use crate::rules::{Command, Nemesis};
    use crate::storage::store::GameStore;

    /// A saved two-player base game with the first character in an engine room.
    fn at_an_engine(store: &GameStore) -> (crate::gui::game::Game, Command) {
        use crate::gui::roster::{Character, NewGameRequest};
        let request = NewGameRequest {
            insanity_track: None,
            rings: Vec::new(),
            players: vec![
                ("Ana".into(), Character::Scout),
                (String::new(), Character::Soldier),
            ],
            mode: crate::rules::ids::Mode::Standard,
            side: crate::rules::ids::Side::A,
            seed_code: crate::gui::seed::SeedCode::parse("ACK74X").unwrap(),
            secret_seed: None,
            dealer: crate::rules::ids::Dealer::App,
            species: Default::default(),
        };
        let mut game = crate::gui::game::Game::start(Ok(store.clone()), &request).unwrap();
        let at = game.board().fixed_slot(RoomKind::Engine1).unwrap();
        let player = PlayerId(1);
        game.apply(Command::Fix(Correction::PlaceCharacter { player, at }))
            .unwrap();
        (game, Command::CheckEngine { player, engine: 1 })
    }

    /// The shell keeps the promises of every table: a private sight raises the curtain and a
    /// reopened game raises it again until it is seen; an undo takes the step and its curtain
    /// back and names the step; a redo plays the same step without showing the sight twice
    /// and says so; a refusal changes nothing and says why; nothing to undo or redo is said.
    #[test]
    fn the_shell_keeps_every_tables_promises() {
        let dir = tempfile::tempdir().unwrap();
        let store = GameStore::new(dir.path());
        let (mut game, check) = at_an_engine(&store);
        let played: &mut Played<crate::rules::Nemesis> = &mut game;
        let history = played.history().expect("replays");
        let mut shell = Shell::<Nemesis>::open(played, &history);
        assert!(!shell.curtain_up());
        let logged = shell.log().len();
        assert_eq!(logged, history.len(), "the log is the replay's");

        let said = shell
            .play(played, check.clone())
            .expect("the check is played");
        assert!(shell.curtain_up(), "the engine check is for one player");
        assert!(played.sights_unseen(), "a crash now raises it again");
        // the log has the step, and never the sight
        assert_eq!(shell.log().len(), logged + 1);
        assert!(said.iter().any(|o| o.private_to().is_some()));
        assert_eq!(shell.log().said(), &Nemesis::public(&said)[..]);
        // a quit behind the curtain: the reopened table raises the same sight, and logs alike
        let history = played.history().expect("replays");
        let again = Shell::<Nemesis>::open(played, &history);
        assert_eq!(again.curtain().current(), shell.curtain().current());
        assert_eq!(again.log(), shell.log());

        // nothing but the curtain happens behind it; Enter reveals, then hides
        assert!(matches!(
            shell.curtain_message(played, CurtainMessage::Step),
            ShellAnswer::None
        ));
        assert!(shell.curtain().current().is_some_and(|s| s.revealed));
        shell.curtain_message(played, CurtainMessage::Step);
        assert!(!shell.curtain_up());
        assert!(!played.sights_unseen(), "seen: a reopen does not raise it");
        assert!(
            Shell::<Nemesis>::open(played, &history)
                .curtain()
                .current()
                .is_none()
        );

        let with_check = shell.log().clone();
        assert_eq!(shell.undo(played), Some(check.clone()));
        assert_eq!(shell.note(), Some(&StepNote::Undone(check.clone())));
        assert_eq!(shell.log().len(), logged, "the undone step leaves the log");
        let (redone, outcomes) = shell.redo(played).expect("the same step again");
        assert_eq!((redone, outcomes), (check.clone(), said));
        assert_eq!(shell.log(), &with_check, "the redone step is logged again");
        assert!(!shell.curtain_up(), "a sight is shown once");
        assert_eq!(
            shell.note(),
            Some(&StepNote::Redone {
                private_not_again: true
            })
        );
        assert!(shell.redo(played).is_none());
        assert_eq!(shell.note(), Some(&StepNote::NothingToRedo));

        // a refusal: nothing changed, the reason is kept until read
        let before = played.state().clone();
        let far = Command::CheckEngine {
            player: PlayerId(2),
            engine: 1,
        };
        assert!(shell.play(played, far).is_none());
        assert!(shell.refusal().is_some());
        assert_eq!(played.state(), &before);
        assert_eq!(shell.log(), &with_check, "a refusal is not logged");
        shell.dismiss_refusal();
        assert!(shell.refusal().is_none());

        while shell.undo(played).is_some() {}
        assert_eq!(shell.note(), Some(&StepNote::NothingToUndo));
    }

    /// A choice made behind the curtain (on the laptop or the phone) hides the sight and comes
    /// back as the command to play.
    #[test]
    fn a_choice_behind_the_curtain_hides_it_and_is_played() {
        let dir = tempfile::tempdir().unwrap();
        let (mut game, check) = at_an_engine(&GameStore::new(dir.path()));
        let played: &mut Played<crate::rules::Nemesis> = &mut game;
        let history = played.history().expect("replays");
        let mut shell = Shell::<Nemesis>::open(played, &history);
        shell.play(played, check.clone());
        let choice = Command::IntruderChoose { card: 0 };
        assert!(matches!(
            shell.curtain_message(played, CurtainMessage::Choose(choice.clone())),
            ShellAnswer::Play(played_choice) if played_choice == choice
        ));
        assert!(!shell.curtain_up());
        assert!(!played.sights_unseen());
    }
}
