//! The table screen of *Nemesis: Retaliation*: the facility as it grows (a map of the frame),
//! what the app asks the table (the noise die, a token's back, the tiles drawn, the scans), what
//! just happened with what to do on the board ("→" lines), the marines' actions and the round's
//! steps, corrections anywhere on the map, and the curtain for what only one marine may see.
//!
//! What is shown is derived from the journal: after a quit, a crash or an undo, the last step's
//! lines come back from a replay, never from window state.

mod actions;
mod fixes;
mod focus;
mod game_table;
pub mod map;
mod panel;
pub mod setup;
pub use crate::present::retaliation::words;

use crate::gui::table::shell::{CurtainMessage, Shell, ShellAnswer, ShellMessage, Sighted};
use crate::rules::retaliation::map::Place;
use crate::rules::retaliation::{
    RetaliationCommand as C, RetaliationOutcome as O, RetaliationState,
};
/// A Retaliation game in the window: the session every game has, as it is (saved as it goes in
/// the one store, or in memory with a warning); the map and the panel are the table's.
pub type RetGame = crate::gui::played::Played<crate::rules::retaliation::Retaliation>;

/// Retaliation's log: every table's log, which the shell keeps.
pub type Log = crate::gui::table::log::Log<crate::rules::retaliation::Retaliation>;

/// Ids the tests and the keys find widgets by.
pub const SIDE_ID: &str = "rt-side";
/// The facility map's place on screen (tests and tools find it by this).
pub const MAP_ID: &str = "rt-map";

#[derive(Debug, Clone, PartialEq)]
pub enum Message {
    /// Play this command (every button of the table names the command it plays).
    Play(C),
    Select(usize),
    Careful(bool),
    /// The token-back answer being entered.
    Adults(u8),
    Drones(u8),
    /// The tiles answer being entered: the room tile, and corridor tiles in the card's order.
    TileRoom(u8),
    TileCorridor(u16),
    TilesClear,
    /// A room of the map was tapped (its corrections open).
    Room(u8),
    Corrections(bool),
    /// Which corridor's tile number is being corrected (the pile opens under it).
    TileFix(Option<u16>),
    /// What every table's shell does alike: undo, redo, the curtain's messages (reveal, hide,
    /// show on this laptop), the refusal read, the disk tried again.
    Shell(ShellMessage<C>),
    /// Behind the curtain: the AA tokens go back swapped (true) or as they were.
    PutBack(bool),
    /// Pressure Control: the intruder chosen to move (its places are offered next), or none.
    Pressure(Option<(Place, crate::rules::retaliation::RKind)>),
    /// A key of the table (the app routes every game's keys the same way).
    Input(crate::gui::shortcuts::TableInput),
}

impl From<map::Tapped> for Message {
    fn from(t: map::Tapped) -> Message {
        Message::Room(t.0)
    }
}

pub enum Action {
    None,
    Played(Vec<O>),
    /// Take the sight on show back from the phone (the server's numbers) for this laptop.
    ShowOnLaptop(Vec<u64>),
}

/// Something only one marine may see: the curtain is the one every game uses
/// ([`crate::gui::curtain`]).
pub type Curtain = crate::gui::curtain::Curtain<usize, RtSight>;

/// A marine's private sight, and whether they answer it behind the curtain (the AA tokens'
/// order, asked when they looked without choosing it).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RtSight {
    pub outcome: O,
    pub asks_order: bool,
}

impl crate::gui::curtain::PrivateSight for RtSight {
    fn asks_choice(&self) -> bool {
        self.asks_order
    }
}

impl Sighted for crate::rules::retaliation::Retaliation {
    type Seat = usize;
    type Sight = RtSight;

    /// The private sights among a step's outcomes, for the curtain: the AA order is asked of
    /// the marine who looked while the rules wait for it.
    fn sights(state: &RetaliationState, out: &[O]) -> Vec<(usize, RtSight)> {
        private_sights(state, out)
    }

    fn private(outcome: &O) -> bool {
        outcome.private_to().is_some()
    }

    type Memory = ();
}

fn private_sights(state: &RetaliationState, out: &[O]) -> Vec<(usize, RtSight)> {
    out.iter()
        .filter_map(|o| {
            o.private_to().map(|to| {
                let asks_order = matches!(o, O::AaSeen { .. })
                    && matches!(
                        state.pending.front(),
                        Some(crate::rules::retaliation::Question::AaOrder { who }) if *who == to
                    );
                (
                    to,
                    RtSight {
                        outcome: o.clone(),
                        asks_order,
                    },
                )
            })
        })
        .collect()
}

#[derive(Debug)]
pub struct RetTable {
    pub game: RetGame,
    pub selected: usize,
    careful: bool,
    /// The curtain, undo and redo with their note, the log (its last step is what the table
    /// was just told; the phones' log is built from it), the refusal, the double-tap guard: as
    /// at every table.
    shell: Shell<crate::rules::retaliation::Retaliation>,
    /// The token-back answer being entered; None until the table touches it.
    adults: Option<u8>,
    drones: Option<u8>,
    tile_room: Option<u8>,
    tile_corridors: Vec<u16>,
    /// Digits typed towards a tile's number: a room's (true) or a corridor's.
    tile_typed: Option<(bool, String)>,
    /// The room whose corrections are open.
    fixing: Option<u8>,
    corrections: bool,
    tile_fix: Option<u16>,
    /// The corrections were opened for the Landing Zone's tiles at the start: they close with
    /// the first step of play.
    corrections_for_setup: bool,
    /// Steps, undos and redos so far in this window: the map is redrawn when it moves.
    changes: u64,
    map_cache: map::MapCache,
    /// M: the map alone, without the side panel.
    pub map_only: bool,
    /// L: what the map's figures and markers mean, under the map.
    pub legend: bool,
    /// Pressure Control: the intruder being moved, while its destination is chosen.
    pressure: Option<(Place, crate::rules::retaliation::RKind)>,
    /// The rows of intruders in reach as they were before the last fight (a kill, a hit, a
    /// melee, a repel): a row whose intruder went keeps its place, so a second tap does not land
    /// on the next intruder (issue 38 item 6).
    held_targets: Option<Vec<(Place, crate::rules::retaliation::RKind)>>,
}

impl RetTable {
    pub fn new(game: RetGame) -> RetTable {
        let history: Vec<(C, Vec<O>)> = game.history().unwrap_or_default();
        // the log, and a quit behind the curtain raises the last step's sights again, from the
        // replay
        let shell = Shell::open(&game, &history);
        let mut t = RetTable {
            game,
            selected: 0,
            careful: false,
            shell,
            adults: None,
            drones: None,
            tile_room: None,
            tile_typed: None,
            tile_corridors: Vec::new(),
            fixing: None,
            corrections: false,
            tile_fix: None,
            corrections_for_setup: false,
            changes: 0,
            map_cache: map::MapCache::default(),
            map_only: false,
            legend: false,
            pressure: None,
            held_targets: None,
        };
        // the box deals: the first thing to do is to tell the app which corridor tiles the
        // players attached to the Landing Zone (the rules say when)
        if let Some(room) = t.game.state().setup_to_say() {
            t.corrections = true;
            t.corrections_for_setup = true;
            t.fixing = Some(room);
        }
        t.choose_turn();
        t
    }

    pub fn state(&self) -> &RetaliationState {
        self.game.state()
    }

    /// The steps in force with their public outcomes, oldest first (the log).
    pub fn log(&self) -> &Log {
        self.shell.log()
    }

    /// The last step's public outcomes.
    pub fn said(&self) -> &[O] {
        self.shell.log().said()
    }

    pub fn refused(&self) -> Option<&crate::rules::retaliation::RetaliationError> {
        self.shell.refusal()
    }

    /// What the last undo or redo did.
    pub fn note(&self) -> Option<&crate::gui::table::StepNote<C>> {
        self.shell.note()
    }

    pub fn curtain(&self) -> &Curtain {
        self.shell.curtain()
    }

    pub fn curtain_mut(&mut self) -> &mut Curtain {
        self.shell.curtain_mut()
    }

    /// The token-back answer being entered: (Adults, Drones).
    pub fn token_answer(&self) -> (u8, u8) {
        (self.adults.unwrap_or(0), self.drones.unwrap_or(0))
    }

    pub fn update(&mut self, message: Message) -> Action {
        // behind the curtain nothing else happens until the sight is hidden again (as on the
        // base game's table: an undo, a step or a tap on the hidden panel waits)
        if self.shell.curtain_up()
            && !matches!(
                message,
                Message::Shell(_) | Message::PutBack(_) | Message::Input(_)
            )
        {
            return Action::None;
        }
        match message {
            Message::Input(input) => return self.input(input),
            Message::Play(cmd) => {
                if self.shell.tap_again() {
                    return Action::None;
                }
                return self.play(cmd);
            }
            Message::Select(who) => {
                self.selected = who;
                self.held_targets = None;
                self.careful = false;
                // the intruder being pushed was the other marine's choice
                self.pressure = None;
            }
            Message::Careful(on) => self.careful = on,
            Message::Pressure(pick) => self.pressure = pick,
            // kept as tapped; what a token's back may show is the rules' (`token_back`)
            Message::Adults(n) => self.adults = Some(n),
            Message::Drones(n) => self.drones = Some(n),
            Message::TileRoom(r) => {
                self.tile_room = Some(r);
                self.tile_typed = None;
            }
            Message::TileCorridor(c) => {
                let count = self.state().tiles_wanted().map_or(0, |w| w.count);
                if let Some(i) = self.tile_corridors.iter().position(|x| *x == c) {
                    self.tile_corridors.remove(i);
                } else if self.tile_corridors.len() < count {
                    // a tile more than the card's slots is not taken (issue 38 item 6)
                    self.tile_corridors.push(c);
                }
            }
            Message::TilesClear => {
                self.tile_room = None;
                self.tile_corridors.clear();
            }
            Message::Room(r) => {
                self.fixing = Some(r);
                self.corrections = true;
            }
            Message::Corrections(open) => {
                self.corrections = open;
                self.corrections_for_setup = false;
            }
            Message::TileFix(c) => self.tile_fix = c,
            Message::Shell(m) => return self.shell_message(m),
            Message::PutBack(swap) => {
                return self.shell_message(ShellMessage::Curtain(CurtainMessage::Choose(
                    C::AaOrder { swap },
                )));
            }
        }
        Action::None
    }

    fn play(&mut self, cmd: C) -> Action {
        let cmd_was_fix = matches!(cmd, C::Correct { .. });
        let fight = matches!(
            cmd,
            C::Kill { .. }
                | C::Hit { .. }
                | C::Shoot { .. }
                | C::Melee { .. }
                | C::Repel { .. }
                | C::QueenCritical {}
        );
        // the rows as the table sees them now, held through this fight so a second tap lands
        // on nothing; a row already gone stays out (it was held for the step before only)
        let rows = self
            .targets_shown()
            .into_iter()
            .filter(|(_, present)| *present)
            .map(|(r, _)| r)
            .collect();
        let Some(out) = self.shell.play(&mut self.game, cmd.clone()) else {
            return Action::None;
        };
        if self.corrections_for_setup && !cmd_was_fix {
            self.corrections = false;
            self.corrections_for_setup = false;
        }
        self.held_targets = fight.then_some(rows);
        self.after_change();
        Action::Played(out)
    }

    /// The game changed (a step, an undo, a redo): `said` is what its last step told the table.
    fn after_change(&mut self) {
        self.changes += 1;
        self.careful = false;
        // an intruder chosen for Pressure Control may be gone, or elsewhere, after the change
        self.pressure = None;
        self.adults = None;
        self.drones = None;
        self.tile_room = None;
        self.tile_corridors.clear();
        self.tile_typed = None;
        self.tile_fix = None;
        self.choose_turn();
    }

    /// Whose turn it is after the last step (`said`): the start player's at a new round, the
    /// next marine's after a turn ended.
    /// Whose turn it is is the rules' answer (issue 51): after every step, on opening a saved
    /// game, after an undo, the marine the rules give the turn to is chosen. Tab may still choose
    /// another marine to look at; their actions are refused until their turn.
    fn choose_turn(&mut self) {
        if let Some((who, _)) = self.game.state().current_turn() {
            self.selected = who;
        }
    }

    /// The rows of the fight list: the intruders in reach, each with whether it is still
    /// there; after a fight the rows keep their places (a gone intruder's row stays, empty).
    pub(super) fn targets_shown(&self) -> Vec<((Place, crate::rules::retaliation::RKind), bool)> {
        let now = self.targets();
        let Some(held) = &self.held_targets else {
            return now.into_iter().map(|r| (r, true)).collect();
        };
        let mut rows: Vec<_> = held.iter().map(|r| (*r, now.contains(r))).collect();
        rows.extend(now.iter().filter(|r| !held.contains(r)).map(|r| (*r, true)));
        rows
    }

    /// Whether the corrections are open (they then lead the side panel).
    pub fn correcting(&self) -> bool {
        self.corrections
    }

    /// Guards the buttons that play a command against double taps: one within `window` of the
    /// previous is ignored ([`crate::gui::tap_guard`]); keys are not guarded.
    pub fn set_tap_guard(&mut self, window: std::time::Duration) {
        self.shell.set_tap_guard(window);
    }

    /// The table has just appeared: the tap that brought it (on Start, on Continue) does not
    /// land on it.
    pub fn arm_tap_guard(&mut self) {
        self.shell.arm_tap_guard();
    }

    /// The double-tap window in force (none until the window sets it).
    pub fn tap_guard(&self) -> std::time::Duration {
        self.shell.tap_guard()
    }

    /// As if the last tap was long ago (a test cannot wait for a die roll).
    #[cfg(test)]
    pub(super) fn forget_last_tap_for_tests(&mut self) {
        self.shell.forget_last_tap();
    }

    /// Intruders the selected marine can fight (the rules' answer: in their room and in its
    /// corridors).
    fn targets(&self) -> Vec<(Place, crate::rules::retaliation::RKind)> {
        self.state().in_reach(self.selected)
    }

    /// The command Enter plays: the one button that moves the round on, when there is one.
    pub fn confirm(&mut self) -> Action {
        // Enter behind the curtain reveals, then hides (a choice waits for its tap)
        if self.shell.curtain_up() {
            return self.shell_message(ShellMessage::Curtain(CurtainMessage::Step));
        }
        // Enter answers what is asked when the screen already holds the answer: the token-back
        // steppers (issue 38 item 2); a question only a tap can answer is brought into view by
        // the app instead
        if let Some(crate::rules::retaliation::Question::TokenBack { kind, .. }) =
            self.state().pending.front().copied()
        {
            let (adults, drones) = self.token_back(kind);
            return self.play(C::TokenBack { adults, drones });
        }
        // and the tiles once the room and every corridor slot are picked, as 「이 타일입니다」:
        // a table typing the tiles' numbers (9, then 101, 202) pressed Enter and nothing came
        if let Some(crate::rules::retaliation::Question::Tiles { .. }) =
            self.state().pending.front()
        {
            return match self.tiles_answer() {
                Some(answer) => self.play(answer),
                None => Action::None,
            };
        }
        match self.state().next_step() {
            Some(cmd) => self.play(cmd),
            None => Action::None,
        }
    }

    /// The tiles picked, once the room and every corridor slot the card asks for are: the
    /// answer 「이 타일입니다」 and Enter both play.
    pub(super) fn tiles_answer(&self) -> Option<C> {
        let w = self.state().tiles_wanted()?;
        let room = self.tile_room?;
        (self.tile_corridors.len() == w.count).then(|| C::Tiles {
            room,
            corridors: self.tile_corridors.clone(),
        })
    }

    /// A message the shell handles as at every table; the map and the panel follow.
    fn shell_message(&mut self, message: ShellMessage<C>) -> Action {
        match self.shell.update(&mut self.game, message) {
            ShellAnswer::None => Action::None,
            // what the table was told before the undone step is the log's last step now
            ShellAnswer::Undone => {
                self.held_targets = None;
                self.after_change();
                Action::None
            }
            ShellAnswer::Redone { outcomes, .. } => {
                self.held_targets = None;
                self.after_change();
                Action::Played(outcomes)
            }
            ShellAnswer::ShowOnLaptop(ids) => Action::ShowOnLaptop(ids),
            ShellAnswer::Play(cmd) => self.play(cmd),
        }
    }

    /// A phone had already opened the sight the table wanted back: it is never shown again.
    pub fn curtain_seen_elsewhere(&mut self) {
        self.shell.seen_elsewhere(&mut self.game);
    }

    /// How many steps are in force (the phones' log follows it through undo and redo).
    pub fn steps_in_force(&self) -> usize {
        self.game.commands().len()
    }

    /// The last step in force is a room's action (its result is said at the panel's top).
    pub fn last_step_is_room_action(&self) -> bool {
        matches!(self.game.commands().last(), Some(C::Room { .. }))
    }

    /// The last step's lines, as the panel tells them.
    pub fn said_lines(&self, t: &crate::gui::i18n::I18n) -> Vec<crate::gui::narrate::Line> {
        words::outcomes(t, self.state(), self.said())
    }

    /// What is asked now, in words (the phones' "whose turn").
    pub fn asking(&self, t: &crate::gui::i18n::I18n) -> String {
        crate::phones::retaliation::turn(t, self.state())
    }

    /// Changes when what the phones show may have changed (a step, an undo or redo, the marine
    /// chosen), so the frame is not rebuilt for every key.
    pub fn phone_key(&self) -> (u64, usize) {
        (self.changes, self.selected)
    }

    /// A key of the table: undo and redo as their buttons, Enter, a digit or a letter.
    fn input(&mut self, input: crate::gui::shortcuts::TableInput) -> Action {
        use crate::gui::shortcuts::TableInput as I;
        match input {
            I::Undo => self.update(Message::Shell(ShellMessage::Undo)),
            I::Redo => self.update(Message::Shell(ShellMessage::Redo)),
            I::Digit(n) => self.digit(n),
            I::Confirm => self.confirm(),
            I::Cancel => {
                // what the panel has open: an intruder being pushed, a tile being corrected,
                // then the corrections themselves
                if self.shell.curtain_up() {
                } else if self.pressure.is_some() {
                    self.pressure = None;
                } else if self.tile_fix.is_some() {
                    self.tile_fix = None;
                } else {
                    self.corrections = false;
                    self.corrections_for_setup = false;
                }
                Action::None
            }
            I::Key(key) => self.key(key),
        }
    }

    /// A digit key: the noise die's face 1 to 4 while the app asks for it.
    pub fn digit(&mut self, n: u8) -> Action {
        use crate::rules::retaliation::{NoiseFace, Question};
        if self.shell.curtain_up() {
            return Action::None;
        }
        if let Some(Question::Tiles { .. }) = self.state().pending.front() {
            self.type_tile(n);
            return Action::None;
        }
        let face = match n {
            1 => NoiseFace::One,
            2 => NoiseFace::Two,
            3 => NoiseFace::Three,
            4 => NoiseFace::Four,
            _ => return Action::None,
        };
        match self.state().pending.front() {
            Some(Question::NoiseRoll { .. }) => self.play(C::NoiseRoll { face }),
            _ => Action::None,
        }
    }

    /// A digit while the box deals a room's tiles (issue 54 item 7: 9 did not pick
    /// 「9 압력 제어실」): the digits typed make a number; the room tile of that number is
    /// chosen (or, once a room is chosen, the corridor tile), as a tap on its button would. A
    /// number that could still grow into another offered one waits for its next digit (1, then
    /// 9, is 19 where 19 is offered); one that leads nowhere starts again from this digit.
    fn type_tile(&mut self, n: u8) {
        let Some(w) = self.state().tiles_wanted() else {
            return;
        };
        let digit = char::from(b'0' + n.min(9));
        // a room's number still being typed stays a room's (1 chose room 1; 9 next makes it 19)
        let (room, mut typed) = self
            .tile_typed
            .take()
            .unwrap_or((self.tile_room.is_none(), String::new()));
        let offered: Vec<String> = if room {
            w.rooms.iter().map(u8::to_string).collect()
        } else {
            w.corridors.iter().map(u16::to_string).collect()
        };
        typed.push(digit);
        if !offered.iter().any(|o| o.starts_with(&typed)) {
            typed = digit.to_string();
        }
        if offered.contains(&typed) {
            if room {
                self.tile_room = typed.parse().ok();
            } else if let Ok(c) = typed.parse() {
                let _ = self.update(Message::TileCorridor(c));
            }
        }
        // kept only while it can still grow into another offered number
        let grows = offered
            .iter()
            .any(|o| o.len() > typed.len() && o.starts_with(&typed));
        self.tile_typed = grows.then_some((room, typed));
    }

    /// A letter key or Tab (the help lists them): the chosen marine ends the turn (T) or passes
    /// (P), Tab chooses the next marine who can act, H answers Hazard to the noise die, F opens or
    /// closes the corrections, E plays the round's next step as Enter does.
    pub fn key(&mut self, key: crate::gui::shortcuts::TableKey) -> Action {
        use crate::gui::shortcuts::TableKey as K;
        use crate::rules::retaliation::{NoiseFace, Question};
        let who = self.selected;
        if self.shell.curtain_up() {
            return Action::None;
        }
        match key {
            K::EndTurn | K::Pass
                if self.state().accepts(&C::EndTurn {
                    who,
                    pass: key == K::Pass,
                }) =>
            {
                return self.play(C::EndTurn {
                    who,
                    pass: key == K::Pass,
                });
            }
            K::Hazard => {
                if let Some(Question::NoiseRoll { .. }) = self.state().pending.front() {
                    return self.play(C::NoiseRoll {
                        face: NoiseFace::Hazard,
                    });
                }
            }
            // the same choice as the "whose turn?" row: marines who passed are not on it
            K::NextCharacter => {
                if let Some(next) = self.game.state().next_to_act(Some(who)) {
                    self.selected = next;
                }
            }
            K::Fix => {
                self.corrections = !self.corrections;
                self.corrections_for_setup = false;
            }
            K::MapOnly => self.map_only = !self.map_only,
            K::Legend => self.legend = !self.legend,
            K::EventPhase => return self.confirm(),
            _ => {}
        }
        Action::None
    }

    /// The back the table is saying for a token of `kind`: an Adult token shows at least one
    /// Adult and no Drone, a Drone token at least one Drone.
    pub fn token_back(&self, kind: crate::rules::retaliation::RKind) -> (u8, u8) {
        // untouched, the steppers show the smallest back a token of the type shows; never a
        // back the rules would refuse
        let (adults, drones) = kind.smallest_back();
        let (may_adults, may_drones) = kind.back_limits();
        (
            self.adults
                .unwrap_or(adults)
                .clamp(*may_adults.start(), *may_adults.end()),
            self.drones
                .unwrap_or(drones)
                .clamp(*may_drones.start(), *may_drones.end()),
        )
    }

    /// The id of the map's drawing: changes with every change of the game.
    fn version(&self) -> u64 {
        self.changes
    }
}

#[cfg(test)]
pub(crate) mod tests;
