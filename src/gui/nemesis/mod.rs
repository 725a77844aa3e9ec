//! The table: the phase rail, the ship map and the side panel that drives the game. Tapping a
//! room moves the chosen character there (after the cards in hand), and the rules core runs
//! everything that follows; the map shows the new state at once with the changes flashing, big
//! moments wait for "Next" one at a time, the Event Phase is walked step by step, and private
//! sights hide behind a curtain.
//!
//! Everything of the base game's window is in this folder: its table (this module), its ship map
//! (`map`) and its panels (`panels`); what both games' tables share is in `gui::table`.

mod carnomorph_side;
pub mod checklist;
mod crew;
mod curtain;
mod game_table;
mod intruder_draft;
mod intruder_side;
pub mod log;
pub mod map;
pub mod moments;
pub mod new_game;
pub mod panel;
pub mod panels;
mod prompt;
pub mod rail;
mod scanning;
mod view;
mod void_side;

pub use curtain::{Curtain, Sights};
pub use intruder_draft::{IpMessage, Play as IntruderPlay};
pub use log::{Entry, Log};
pub use moments::{Page, PageKind, Words as _};
pub use prompt::{MoveDraft, Prompt};
pub use rail::{Rail, Step};

use crate::gui::game::Game;
use crate::gui::narrate::Narrator;
use crate::gui::nemesis::new_game::display_name;
use crate::gui::scan::ScanRequest;
use crate::gui::shortcuts::TableKey;
use crate::rules::board::{Board, SlotKind};
use crate::rules::command::NoiseSpot;
use crate::rules::content::ExplorationEffect;
use crate::rules::ids::{CorridorId, IntruderId, PlayerId, RoomKind, SlotId};
use crate::rules::{Command, Outcome, RuleError};
use map::{Overlay, room_name};
use std::collections::{BTreeSet, VecDeque};
use std::time::{Duration, Instant};

/// Widget id of the map's container (tests find the map by it).
pub const MAP_ID: &str = "ship-map";
/// The side panel's scrolling part: it goes back to its top when something new heads it.
pub const SIDE_ID: &str = "side-panel";

/// How long a change stays highlighted on the map.
pub const FLASH: Duration = Duration::from_millis(1400);

/// The hand size offered before a player has said one (the rules' default).
pub const DEFAULT_HAND: u8 = crate::rules::DEFAULT_HAND;

#[derive(Debug)]
pub struct Table {
    pub game: Game,
    pub board: Board,
    pub overlay: Overlay,
    /// The board as of each page in `moments` (same order): the map and the roster show the
    /// front one, so they follow the story page by page and never run ahead of it.
    page_states: VecDeque<crate::rules::GameState>,
    /// Index into the game's players of the character the actions are for.
    pub selected: Option<usize>,
    /// What the side panel is asking before a command.
    pub prompt: Option<Prompt>,
    /// The room picked with the arrow keys (Enter moves there).
    pointed: Option<SlotId>,
    /// The log could not be rebuilt from the saved commands (the game itself is fine).
    history_error: Option<RuleError>,
    moments: VecDeque<Page>,
    /// Pages of the last step moved past with "Next" (saved with the game as they go).
    pages_seen: usize,
    /// The curtain, undo and redo with their note, the refusal, the double-tap guard: as at
    /// every table.
    shell: crate::gui::table::shell::Shell<crate::rules::Nemesis>,
    /// How many times the board as shown was recomputed (a step, a page, an undo): what the
    /// phones show can only change with it or with the chosen character.
    refreshes: u64,
    /// Room actions, corrections or the victory walk beside the map.
    panel: Option<panel::Panel>,
    flash_since: Option<Instant>,
    now: Instant,
    /// The map's drawing, kept from frame to frame.
    pub map_cache: map::MapCache,
    /// M: the map alone, to read it from across the table. Anything the table must answer
    /// (a page, a question, a refusal, a panel, the curtain) brings the panel back.
    map_only: bool,
    /// The map's legend is open over the map (L).
    legend: bool,
    /// Carnomorphs: the slot whose revealed adaptation the table called "another card" (its
    /// category is asked next).
    adaptation_other: Option<crate::rules::ids::IntruderKind>,
    /// The players whose seat page is connected while the phones are on: a private sight for
    /// them goes to their phone, so the room actions say so instead of asking for the screen
    /// to be handed over (issue 55). The phones' sync keeps it; empty while they are off.
    phones_connected: BTreeSet<PlayerId>,
}

#[derive(Debug, Clone, PartialEq)]
pub enum Message {
    Map(map::Event),
    /// What every table's shell does alike: undo, redo, the curtain's messages (reveal, hide,
    /// show on this laptop), the refusal read, the disk tried again.
    Shell(crate::gui::table::shell::ShellMessage<Command>),
    /// For the open panel (room actions, corrections, victory walk).
    Panel(panel::PanelMessage),
    /// Room actions for the chosen character.
    OpenActions,
    /// The map alone, or the panel back (M).
    ToggleMapOnly,
    /// The map's legend, or closed again (L).
    ToggleLegend,
    /// The victory check again, after its panel was closed.
    OpenVictory,
    /// Corrections for a room, a character or the tracks.
    OpenFix(crate::gui::nemesis::panels::corrections::Scope),
    ClosePanel,
    Select(usize),
    /// A digit key: the hand size or number the table is asking for, else choose a character.
    Digit(u8),
    /// Enter/Space: the highlighted step.
    Confirm,
    /// Esc: close what the table is asking.
    Cancel,
    Key(TableKey),
    /// A button of the table that does what its key does (End turn, Pass, the noise roll, the
    /// Event Phase, …): guarded against a double tap, which keys are not.
    Pressed(TableKey),
    Hand(u8),
    Corridor(CorridorId),
    Careful(bool),
    Spot(NoiseSpot),
    /// The room tile the players flipped (the box deals).
    Tile(RoomKind),
    /// The exploration token the players flipped: its effect and item count.
    Face(ExplorationEffect, u8),
    PickIntruder(IntruderId),
    Injuries(u8),
    EggCount(u8),
    EventHand(usize, u8),
    EventRow(usize),
    Next,
    Tick(Instant),
    NewGame,
    /// Full co-op: this dead character's corpse is one of those in the Emergency Room.
    Revive(PlayerId),
    /// Intruder Player mode: the question at the first death and the intruder player's turn.
    Ip(IpMessage),
    /// Carnomorphs: which adaptation card turned up.
    Adaptation(carnomorph_side::AdaptationMessage),
    /// Void Seeders: panic answers and insanity.
    Void(void_side::VoidMessage),
    /// An event asked this character to reveal cards and scan them (Eclosion, Rampant
    /// Mutation): open the scanner for it.
    ScanRevealed(PlayerId),
    /// A choice made on a phone (repair or sabotage), played as the panel would play it.
    FromPhone(Command),
    /// A room action a player tapped on their phone that the table opens for them (the repair
    /// or sabotage, the doors, a scan: see `phones::tap`).
    OpenFromPhone(PlayerId, crate::rules::offers::RoomOffer),
}

impl From<crate::gui::shortcuts::TableInput> for Message {
    fn from(input: crate::gui::shortcuts::TableInput) -> Message {
        use crate::gui::shortcuts::TableInput as I;
        match input {
            I::Undo => Message::Shell(crate::gui::table::shell::ShellMessage::Undo),
            I::Redo => Message::Shell(crate::gui::table::shell::ShellMessage::Redo),
            I::Digit(n) => Message::Digit(n),
            I::Confirm => Message::Confirm,
            I::Cancel => Message::Cancel,
            I::Key(key) => Message::Key(key),
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Action {
    None,
    NewGame,
    /// A command (or a redo) was applied: these are its outcomes, for the sound and anything else
    /// outside the table that reacts to the game.
    Played(Vec<Outcome>),
    /// Scan this player's contamination cards; the app opens the scanner over the table and
    /// hands the finished command to [`Table::submit`].
    Scan(ScanRequest),
    /// The table wants the private sight on show back from the phone it was sent to (these
    /// are the server's sight numbers): the app takes it back and, if no phone opened it, the
    /// curtain shows it here ([`Curtain::back_to_laptop`]).
    ShowOnLaptop(Vec<u64>),
}

/// The name shown for a player: the one typed at setup or "Player N".
pub fn player_label(narrator: Narrator<'_>, player: PlayerId) -> String {
    let index = usize::from(player.0).saturating_sub(1);
    display_name(
        narrator.i18n,
        index,
        narrator.game.player_name(player).unwrap_or(""),
    )
}

/// A room as the table names it: the printed number, and the room once anyone can see it.
pub fn room_label(narrator: Narrator<'_>, slot: SlotId) -> String {
    let known = narrator
        .game
        .state()
        .room(slot)
        .and_then(|r| r.room)
        .or_else(|| match narrator.game.board().slot(slot).map(|s| s.kind) {
            Some(SlotKind::Fixed { room }) => Some(room),
            _ => None,
        });
    match known {
        Some(room) => format!("{slot} {}", room_name(narrator.i18n, room)),
        None => slot.to_string(),
    }
}

impl Table {
    /// Guards the walk's 「다음」 button against double taps: a tap within `window` of the
    /// previous is ignored ([`crate::gui::tap_guard`]).
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

    pub fn new(game: Game) -> Table {
        let board = game.board().clone();
        let overlay = Overlay::from_state(game.state());
        // the pages of the last step that the table had not moved past come back, at the page
        // where they were left (a quit, a crash, Continue): they are derived from the journal,
        // and private sights are never among them
        let pages_seen = game.pages_seen();
        let mut last_pages = Vec::new();
        let mut since_the_end: Vec<Vec<Outcome>> = Vec::new();
        let (history, history_error) = match game.history() {
            Ok(history) => (history, None),
            Err(e) => (Vec::new(), Some(e)),
        };
        if let Some((_, outcomes)) = history.last() {
            last_pages = moments::pages(outcomes);
        }
        // the victory check is told again from the ending on, command by command, as it was
        // first told: the deaths the ending caused are in its reveals, not lost
        if let Some(end) = history.iter().rposition(|(_, outcomes)| {
            outcomes
                .iter()
                .any(|o| matches!(o, Outcome::GameEnded { .. }))
        }) {
            since_the_end = history[end..].iter().map(|(_, o)| o.clone()).collect();
        }
        // the character chosen is the rules' answer of whose turn it is: a game reopened in the
        // middle of player 2's turn chose the first player still to act (player 1) instead
        let selected = game
            .state()
            .current_player()
            .map(|p| usize::from(p.0).saturating_sub(1));
        // the log and a curtain a quit left up come back from the replay
        let shell = crate::gui::table::shell::Shell::open(&game, &history);
        let mut table = Table {
            game,
            board,
            overlay,
            page_states: VecDeque::new(),
            selected: selected.or(Some(0)),
            prompt: None,
            pointed: None,
            history_error,
            pages_seen,
            moments: VecDeque::new(),
            shell,
            refreshes: 0,
            panel: None,
            flash_since: None,
            map_cache: map::MapCache::default(),
            map_only: false,
            legend: false,
            adaptation_other: None,
            phones_connected: BTreeSet::new(),
            now: Instant::now(),
        };
        // a resumed game that already ended goes straight back to its victory check, each of its
        // reveals with the game as it showed it (the commands since the end, traced again)
        let commands = table.game.commands().to_vec();
        let end_at = commands.len().saturating_sub(since_the_end.len());
        let mut at_end = table
            .game
            .replay(&commands[..end_at])
            .ok()
            .map(|(journal, _)| journal.state().clone());
        for (k, outcomes) in since_the_end.iter().enumerate() {
            let traced = at_end
                .as_mut()
                .zip(commands.get(end_at + k))
                .and_then(|(state, cmd)| state.apply_traced(cmd).ok())
                .map(|(_, trace)| trace);
            let after = at_end.clone();
            table.panel_follows(outcomes, traced.as_deref().zip(after.as_ref()));
        }
        if since_the_end.is_empty() {
            table.panel_follows(&[], None);
        }
        if last_pages.len() > pages_seen {
            // the pages come back over the board as of each page, as when first told
            let states = table
                .told(
                    table.game.state_before_last(),
                    table.game.commands().last().cloned(),
                )
                .map(|told| told.shown)
                .unwrap_or_default();
            table.page_states = states.into_iter().skip(pages_seen).collect();
            table.moments = last_pages.into_iter().skip(pages_seen).collect();
            table.overlay = Overlay::from_state(table.shown_state());
        }
        table
    }

    pub fn log(&self) -> &Log {
        self.shell.log()
    }

    /// What heads the side panel: when it changes (a page, a question, a panel, a refusal or a
    /// new result), the panel scrolls back to its top, or the new thing would open out of sight
    /// below a panel the table had scrolled down.
    pub fn side_head(&self) -> (Option<usize>, bool, bool, bool, usize) {
        (
            self.moment().map(|(_, left)| left),
            self.prompt.is_some(),
            self.panel().is_some(),
            self.shell.refusal().is_some(),
            self.log().len(),
        )
    }

    /// The map alone fills the window: M was pressed and nothing waits for the table.
    pub fn showing_map_only(&self) -> bool {
        self.map_only
            && self.prompt.is_none()
            && self.shell.refusal().is_none()
            && self.panel.is_none()
            && self.moment().is_none()
    }

    /// The moment on show and how many wait (this one included).
    pub fn moment(&self) -> Option<(&Page, usize)> {
        self.moments.front().map(|p| (p, self.moments.len()))
    }

    pub fn curtain(&self) -> &Curtain {
        self.shell.curtain()
    }

    pub fn curtain_mut(&mut self) -> &mut Curtain {
        self.shell.curtain_mut()
    }

    /// A phone had already opened the sight the table wanted back: it is never shown again.
    pub fn curtain_seen_elsewhere(&mut self) {
        self.shell.seen_elsewhere(&mut self.game);
    }

    /// A repair or sabotage waiting for its player to look (the room actions' restack, not yet
    /// revealed nor sent to a phone, nor kept for the laptop): who and which engine.
    pub fn restack_unseen(&self) -> Option<(PlayerId, u8)> {
        match &self.panel {
            Some(panel::Panel::Actions(p)) if !p.on_phone => {
                p.restack_unseen().map(|e| (p.player, e))
            }
            _ => None,
        }
    }

    /// The players whose phone a private sight would go to now (see `phones_connected`).
    pub fn phones_connected(&self) -> &BTreeSet<PlayerId> {
        &self.phones_connected
    }

    /// The phones say whose seat page is connected (nobody's once they are off); the room
    /// actions open now word their private sights for it.
    pub fn set_phones_connected(&mut self, players: BTreeSet<PlayerId>) {
        if let Some(panel::Panel::Actions(p)) = &mut self.panel {
            p.phone_connected = players.contains(&p.player);
        }
        self.phones_connected = players;
    }

    /// The restack waiting went to its player's phone.
    pub fn restack_sent_to_phone(&mut self) {
        if let Some(panel::Panel::Actions(p)) = &mut self.panel {
            p.on_phone = true;
        }
    }

    /// The restack asked on a phone now: who and which engine.
    pub fn restack_on_phone(&self) -> Option<(PlayerId, u8)> {
        match &self.panel {
            Some(panel::Panel::Actions(p)) if p.on_phone => match p.stage {
                crate::gui::nemesis::panels::room_actions::Stage::Restack { engine, .. } => {
                    Some((p.player, engine))
                }
                _ => None,
            },
            _ => None,
        }
    }

    /// A choice made on a phone (repair or sabotage): the room actions close as after a tap.
    pub fn play_from_phone(&mut self, cmd: Command) -> Action {
        let action = self.play(cmd);
        if matches!(action, Action::Played(_))
            && matches!(self.panel, Some(panel::Panel::Actions(_)))
        {
            self.panel = None;
        }
        action
    }

    /// A room action a player tapped on their phone, opened as the window's own taps open it
    /// (that player's room actions, then the action): the repair or sabotage sends its look to
    /// that phone, the doors wait on the map, a scan opens the scanner. Only while the rules
    /// still offer it to that player and the table is not in the middle of something else (a
    /// page being read, a private look on show, the victory check); else nothing happens.
    pub fn open_from_phone(
        &mut self,
        player: PlayerId,
        action: crate::rules::offers::RoomOffer,
    ) -> Action {
        use panel::PanelMessage;
        use panels::room_actions::Message as Actions;
        let busy = !self.moments.is_empty()
            || self.shell.curtain_up()
            || self.panel.as_ref().is_some_and(panel::Panel::is_victory);
        if busy || !self.game.state().room_offers(player).contains(&action) {
            return Action::None;
        }
        self.select(usize::from(player.0).saturating_sub(1));
        self.prompt = None;
        self.open_actions(player);
        self.panel_message(PanelMessage::Actions(Actions::Offer(action)))
    }

    /// What the list of saved games should say while a step is told page by page: the round and
    /// whether the game is over as of the page on screen (`None` once every page was seen).
    fn shown_for_the_list(&self) -> Option<(u32, bool)> {
        let shown = self.page_states.front()?;
        Some((
            shown.round,
            <crate::rules::Nemesis as crate::rules::Ruleset>::finished(shown),
        ))
    }

    /// The game's setup and board with the board as shown now (see [`Table::shown_state`]).
    pub fn facts(&self) -> crate::gui::narrate::GameFacts<'_> {
        crate::gui::narrate::GameFacts {
            config: self.game.config(),
            board: self.game.board(),
            state: self.shown_state(),
        }
    }

    /// The character the table is playing, and their room (as the board is shown), if one is
    /// chosen: the side panel's heading and the phones' "now".
    pub fn who_plays(&self, narrator: Narrator<'_>) -> Option<String> {
        let i18n = narrator.i18n;
        let p = self.selected_player()?;
        let name = player_label(narrator, p);
        Some(match self.shown_state().character(p).map(|c| c.at) {
            Some(crate::rules::state::Whereabouts::Room(at)) => crate::tr!(
                i18n,
                "table-turn-of",
                name = name,
                room = room_label(narrator, at)
            ),
            _ => crate::tr!(i18n, "table-not-on-ship", name = name),
        })
    }

    /// Changes when what the phones show may have changed (see `refreshes`), so the frame is
    /// not rebuilt for every key.
    pub fn phone_key(&self) -> (u64, Option<usize>) {
        (self.refreshes, self.selected)
    }

    /// The game as the phones' pages show it: the board as of the page on screen, the page's
    /// lines as the step in progress (or the newest entry's), and the log without the entry
    /// whose pages are still being told.
    pub fn phone_frame(&self, i18n: &crate::gui::i18n::I18n) -> serde_json::Value {
        let facts = self.facts();
        let narrator = Narrator { i18n, game: &facts };
        let telling = self.moment().is_some();
        let (title, step) = match self.moment() {
            Some((page, _)) => (page.title(narrator), page.lines(narrator)),
            None => match self.log().last() {
                Some(entry) => (
                    String::new(),
                    self.log()
                        .lines_of(narrator, entry, self.ending_held_from()),
                ),
                None => (String::new(), Vec::new()),
            },
        };
        let entries = self.log().entries();
        let told = if telling {
            &entries[..entries.len().saturating_sub(1)]
        } else {
            entries
        };
        let start = told.len().saturating_sub(crate::phones::LOG_LINES);
        // the ending waits for the victory check's reveals, as in the window's log (the
        // phones' log told the engines and the coordinates at the jump)
        let untold = self.ending_held_from();
        let log: Vec<_> = told[start..]
            .iter()
            .flat_map(|e| self.log().lines_of(narrator, e, untold))
            .collect();
        crate::phones::nemesis::frame(i18n, &facts, &title, &step, &log)
    }

    pub fn refusal(&self) -> Option<&RuleError> {
        self.shell.refusal()
    }

    /// What the last undo or redo did.
    pub fn note(&self) -> Option<&crate::gui::table::StepNote<Command>> {
        self.shell.note()
    }

    /// The room the arrow keys point at.
    pub fn pointed(&self) -> Option<SlotId> {
        self.pointed
    }

    /// The first log entry whose ending the victory check has not told yet (the entry that
    /// ended the game, or a step the check played since): the log, in the window and on the
    /// phones, holds back the ending from it on. `None` when everything has been told.
    pub fn ending_held_from(&self) -> Option<usize> {
        let Some(panel::Panel::Victory(v)) = &self.panel else {
            return None;
        };
        let log = self.log();
        let ended = log.ending_index()?;
        if !v.step_told(None) {
            return Some(ended);
        }
        let first_followed = log.entries().len().saturating_sub(v.steps_followed());
        (0..v.steps_followed())
            .find(|&j| !v.step_told(Some(j)))
            .map(|j| (first_followed + j).max(ended))
    }

    /// Whether the victory check is still revealing the ending: until it is done, the roster and
    /// the log keep what it reveals.
    pub fn ending_untold(&self) -> bool {
        matches!(&self.panel, Some(panel::Panel::Victory(v)) if v.cursor < v.beats.len())
    }

    /// Players the ending killed (the jump, the explosion, a wrong destination, the final
    /// scans: every death told after the game-over line) while the victory check has not told
    /// it yet: the roster said "dead" beside "everyone look: reveal", before the engines were
    /// shown (issue 13, item 4, seen again at the real window in Japanese).
    pub fn deaths_untold(&self) -> std::collections::BTreeSet<PlayerId> {
        if !self.ending_untold() {
            return Default::default();
        }
        let told = match &self.panel {
            Some(panel::Panel::Victory(v)) => v.deaths_told(),
            _ => Default::default(),
        };
        self.log()
            .ending()
            .iter()
            .filter_map(|o| match o {
                Outcome::CharacterDied { player, .. } if !told.contains(player) => Some(*player),
                _ => None,
            })
            .collect()
    }

    /// The hand a player last gave, less what was paid since (the rules keep it).
    pub fn hand(&self, player: PlayerId) -> u8 {
        self.game.state().hand_said(player)
    }

    /// Where the round stands.
    pub fn rail(&self) -> Rail {
        let walking = match self.moments.front().map(|p| p.kind) {
            Some(PageKind::Step(step)) => Some(step),
            _ => None,
        };
        let fresh = self
            .log()
            .last()
            .is_none_or(|e| matches!(e.command, Command::EventPhase { .. }));
        // the round, the time, the self-destruct and the end as the table has been shown them:
        // the self-destruct an event card starts shows from the card's page on, not before
        // (issue 51), and the next round's number from its page ("round N starts")
        Rail::of(self.shown_state(), walking, fresh)
    }

    /// Whether the map's legend is open.
    pub fn legend_open(&self) -> bool {
        self.legend
    }

    fn selected_player(&self) -> Option<PlayerId> {
        self.selected
            .and_then(|i| u8::try_from(i + 1).ok())
            .map(PlayerId)
    }

    /// The room of the chosen character, when they are in one.
    fn selected_room(&self) -> Option<SlotId> {
        let player = self.selected_player()?;
        self.game.state().character(player)?.room()
    }

    /// 1.0 right after a change, fading to 0.0 over [`FLASH`].
    pub fn flash(&self) -> f32 {
        match self.flash_since {
            Some(since) => {
                let elapsed = self.now.saturating_duration_since(since).as_secs_f32();
                (1.0 - elapsed / FLASH.as_secs_f32()).clamp(0.0, 1.0)
            }
            None => 0.0,
        }
    }

    pub fn is_animating(&self) -> bool {
        self.flash_since.is_some()
    }

    /// Marks what just changed on the map; the rings fade out over [`FLASH`].
    pub fn highlight(
        &mut self,
        slots: BTreeSet<SlotId>,
        corridors: BTreeSet<CorridorId>,
        now: Instant,
    ) {
        self.overlay.flash_slots = slots;
        self.overlay.flash_corridors = corridors;
        self.flash_since = Some(now);
        self.now = now;
    }

    /// The game as the table has been shown it (issue 51), the one thing every widget that
    /// draws the game reads (the map, the roster, the top bar, the pods, the log's names, the
    /// phones): as of the page on screen while a command's pages are told, then as of the
    /// victory check's reveal on screen, else as it is.
    pub fn shown_state(&self) -> &crate::rules::GameState {
        if let Some(page) = self.page_states.front() {
            return page;
        }
        if let Some(panel::Panel::Victory(v)) = &self.panel
            && let Some(shown) = v.shown()
        {
            return shown;
        }
        self.game.state()
    }

    /// `cmd` played again from `before`, told page by page by the rules (the same command from
    /// the same state gives the same outcomes): its pages and the game as of each.
    fn told(
        &self,
        before: Option<crate::rules::GameState>,
        cmd: Option<Command>,
    ) -> Option<crate::rules::told::Told> {
        before?.apply_told(&cmd?).ok()
    }

    /// Redraws the map from the game state (as of the page on screen), flashing what changed.
    fn refresh(&mut self) {
        self.refreshes += 1;
        if self.moments.is_empty() {
            self.page_states.clear();
        }
        let mut next = Overlay::from_state(self.shown_state());
        let (slots, corridors) = self.overlay.changes(&next);
        next.selected = self.pointed;
        self.overlay = next;
        if !slots.is_empty() || !corridors.is_empty() {
            self.highlight(slots, corridors, Instant::now());
        }
    }

    pub fn update(&mut self, message: Message) -> Action {
        if let Message::Tick(now) = message {
            self.tick(now);
            return Action::None;
        }
        // the phone's choice answers the sight the phone holds, whatever the laptop shows
        if let Message::FromPhone(cmd) = message {
            return self.play_from_phone(cmd);
        }
        if let Message::OpenFromPhone(player, action) = message {
            return self.open_from_phone(player, action);
        }
        if self.shell.curtain_up() {
            return self.behind_the_curtain(message);
        }
        let message = match self.anytime(message) {
            Ok(action) => return action,
            Err(message) => message,
        };
        // a moment on show waits for "Next"; the panels work beside it otherwise
        if !self.moments.is_empty() {
            return self.next_page(message);
        }
        match self.beside_the_panels(message) {
            Ok(action) => action,
            Err(message) => self.step(message),
        }
    }

    /// An animation's frame: the flash of what changed fades, and ends.
    fn tick(&mut self, now: Instant) {
        self.now = now;
        if self.flash() <= 0.0 {
            self.flash_since = None;
            self.overlay.flash_slots.clear();
            self.overlay.flash_corridors.clear();
        }
    }

    /// Behind the curtain nothing else happens until the sight is hidden again: Enter steps it,
    /// and the intruder player's card choice is made behind it.
    fn behind_the_curtain(&mut self, message: Message) -> Action {
        use crate::gui::table::shell::{CurtainMessage as M, ShellMessage as S};
        let message = match message {
            Message::Shell(m) => m,
            Message::Confirm => S::Curtain(M::Step),
            Message::Ip(IpMessage::Choose(card)) => {
                S::Curtain(M::Choose(Command::IntruderChoose { card }))
            }
            _ => return Action::None,
        };
        self.shell_message(message)
    }

    /// What the table does whatever is on show (undo and redo, the map alone, the legend, the
    /// victory check, choosing a character); any other message comes back.
    fn anytime(&mut self, message: Message) -> Result<Action, Message> {
        match message {
            Message::Shell(m) => Ok(self.shell_message(m)),
            Message::NewGame => Ok(Action::NewGame),
            Message::ToggleMapOnly => {
                self.map_only = !self.map_only;
                Ok(Action::None)
            }
            Message::OpenVictory => {
                self.panel_follows(&[], None);
                Ok(Action::None)
            }
            Message::Revive(player) => Ok(self.play(Command::Revive { player })),
            Message::ScanRevealed(player)
                if self.game.state().scans_requested.contains(&player) =>
            {
                Ok(Action::Scan(ScanRequest {
                    player,
                    purpose: crate::gui::scan::ScanPurpose::Scan(
                        crate::rules::command::ScanKind::Revealed,
                    ),
                }))
            }
            Message::ToggleLegend => {
                self.legend = !self.legend;
                Ok(Action::None)
            }
            Message::Select(i) => {
                self.select(i);
                Ok(Action::None)
            }
            other => Err(other),
        }
    }

    /// The panels beside the map (room actions, corrections, the victory walk), when no moment
    /// is on show; any other message comes back.
    fn beside_the_panels(&mut self, message: Message) -> Result<Action, Message> {
        match message {
            Message::Panel(m) => Ok(self.panel_message(m)),
            Message::OpenActions => {
                if let Some(p) = self.selected_player() {
                    self.prompt = None;
                    self.open_actions(p);
                }
                Ok(Action::None)
            }
            Message::OpenFix(scope) => {
                self.prompt = None;
                self.open_fix(scope);
                Ok(Action::None)
            }
            Message::ClosePanel => {
                self.close_panel();
                Ok(Action::None)
            }
            Message::Map(map::Event::SlotClicked(slot)) => match self.panel_tap(slot) {
                Some(action) => Ok(action),
                None => Err(message),
            },
            other => Err(other),
        }
    }

    /// A moment on show: "Next" (or Enter) turns to the next page; nothing else happens.
    fn next_page(&mut self, message: Message) -> Action {
        // the button's second tap of a double tap is the same tap, not the next page (Enter
        // names what it does and is not guarded)
        if message == Message::Next && self.shell.tap_again() {
            return Action::None;
        }
        if matches!(message, Message::Next | Message::Confirm) {
            self.moments.pop_front();
            self.page_states.pop_front();
            self.pages_seen += 1;
            let shown = self.shown_for_the_list();
            self.game.mark_seen_showing(self.pages_seen, shown);
            // the map moves on to the board as of the next page (or where the story ended),
            // flashing what changed
            self.refresh();
        }
        Action::None
    }

    /// A step of play: a tap on the map, a key, an answer to what the table asks.
    fn step(&mut self, message: Message) -> Action {
        match message {
            Message::Map(map::Event::SlotClicked(slot)) => self.tap_room(slot),
            Message::Digit(n) => return self.digit(n),
            Message::Confirm => return self.confirm(),
            Message::Cancel => self.cancel(),
            Message::Key(key) => return self.key(key),
            Message::Pressed(key) => {
                if self.shell.tap_again() {
                    return Action::None;
                }
                return self.key(key);
            }
            Message::Ip(m) => return self.intruder_side(m),
            Message::Adaptation(m) => return self.adaptation(m),
            Message::Void(m) => return self.void_side(m),
            Message::Hand(n) => return self.hand_chosen(n),
            Message::Injuries(n) => return self.injure(n),
            other => self.fill_in(other),
        }
        Action::None
    }

    /// Esc: closes what the table is asking, else the room actions or corrections.
    fn cancel(&mut self) {
        let asking =
            self.prompt.is_some() || self.pointed.is_some() || self.shell.refusal().is_some();
        self.prompt = None;
        self.pointed = None;
        self.overlay.selected = None;
        self.shell.dismiss_refusal();
        if !asking {
            self.close_panel();
        }
    }

    /// A part of the question being filled in: the move's corridor, care, noise spot, tile and
    /// token; the intruder hurt; the eggs; the Event Phase's hands.
    fn fill_in(&mut self, message: Message) {
        match message {
            Message::Corridor(c) => {
                if let Some(Prompt::Move(d)) = &mut self.prompt {
                    d.corridor = Some(c);
                }
            }
            Message::Careful(on) => {
                let state = self.game.state();
                if let Some(Prompt::Move(d)) = &mut self.prompt {
                    // no careful movement in combat (the rules refuse it)
                    d.careful = on && !state.in_combat(d.from);
                }
            }
            Message::Spot(spot) => {
                if let Some(Prompt::Move(d)) = &mut self.prompt {
                    d.spot = Some(spot);
                }
            }
            Message::Tile(kind) => {
                if let Some(Prompt::Move(d)) = &mut self.prompt
                    && d.tiles.contains(&kind)
                {
                    d.tile = Some(kind);
                }
            }
            Message::Face(effect, items) => {
                if let Some(Prompt::Move(d)) = &mut self.prompt
                    && d.faces.contains(&(effect, items))
                {
                    d.face = Some((effect, items));
                }
            }
            Message::PickIntruder(id) => {
                if let Some(Prompt::Injure { intruder, .. }) = &mut self.prompt {
                    *intruder = Some(id);
                }
            }
            Message::EggCount(n) => {
                if let Some(Prompt::Eggs { count, max, .. }) = &mut self.prompt {
                    *count = n.clamp(1, (*max).max(1));
                }
            }
            Message::EventHand(row, n) => {
                if let Some(Prompt::EventPhase { hands, row: at, .. }) = &mut self.prompt
                    && let Some(entry) = hands.get_mut(row)
                {
                    entry.1 = n;
                    *at = (row + 1).min(hands.len().saturating_sub(1));
                }
            }
            Message::EventRow(row) => {
                if let Some(Prompt::EventPhase { hands, row: at, .. }) = &mut self.prompt
                    && row < hands.len()
                {
                    *at = row;
                }
            }
            // taken before a step is asked for (or by the steps above)
            Message::Next
            | Message::Map(_)
            | Message::Digit(_)
            | Message::Confirm
            | Message::Cancel
            | Message::Key(_)
            | Message::Pressed(_)
            | Message::Ip(_)
            | Message::Adaptation(_)
            | Message::Void(_)
            | Message::Hand(_)
            | Message::Injuries(_)
            | Message::Shell(_)
            | Message::NewGame
            | Message::Revive(_)
            | Message::ScanRevealed(_)
            | Message::ToggleLegend
            | Message::ToggleMapOnly
            | Message::OpenVictory
            | Message::Select(_)
            | Message::Panel(_)
            | Message::OpenActions
            | Message::OpenFix(_)
            | Message::ClosePanel
            | Message::Tick(_)
            | Message::FromPhone(_)
            | Message::OpenFromPhone(..) => {}
        }
    }

    /// A request from a panel beside the map (room actions, corrections, the victory walk).
    pub fn request(&mut self, request: panels::Request) -> Action {
        match request {
            panels::Request::None | panels::Request::Close => Action::None,
            panels::Request::Apply(cmd) => self.play(cmd),
            panels::Request::Scan(scan) => Action::Scan(scan),
        }
    }

    /// A finished command from outside the table (the scanner).
    pub fn submit(&mut self, cmd: Command) -> Action {
        self.play(cmd)
    }

    /// Applies a command: on success the log, the map, the moments and the curtain follow; on a
    /// refusal nothing changes and the reason shows.
    pub fn play(&mut self, cmd: Command) -> Action {
        let before = self.game.state().clone();
        match self.shell.play(&mut self.game, cmd.clone()) {
            Some(outcomes) => {
                self.after_play(cmd, &outcomes, before);
                Action::Played(outcomes)
            }
            None => Action::None,
        }
    }

    fn after_play(&mut self, cmd: Command, outcomes: &[Outcome], before: crate::rules::GameState) {
        // the board as of each page, when the command has pages or the game is over (traced
        // again from `before`, told by the rules)
        let pages = moments::pages(outcomes);
        let told = if pages.is_empty() && self.game.state().ended.is_none() {
            None
        } else {
            self.told(Some(before), Some(cmd.clone()))
                .filter(|told| told.outcomes == outcomes)
        };
        let states = told.as_ref().map(|t| t.shown.clone()).unwrap_or_default();
        let ended_turn = match &cmd {
            Command::EndTurn { player, .. } => Some(*player),
            _ => None,
        };
        // the shell logged the step, and the curtain took its private sights when it was
        // first played (a redo does not offer them twice)
        self.panel_follows(
            outcomes,
            told.as_ref().map(|t| (t.trace.as_slice(), &t.after)),
        );
        if !pages.is_empty() {
            // a new step with pages: none seen yet (steps without pages leave the record of
            // the last one alone: on a resume, only the last step's pages can come back)
            self.pages_seen = 0;
            self.game.mark_seen(0);
            // the board as of each page; the game as it is, should the trace not line up
            if states.len() == pages.len() {
                self.page_states.extend(states);
            } else {
                let now = self.game.state().clone();
                self.page_states.extend(pages.iter().map(|_| now.clone()));
            }
        }
        self.moments.extend(pages);
        if !self.moments.is_empty() {
            let shown = self.shown_for_the_list();
            self.game.mark_seen_showing(self.pages_seen, shown);
        }
        self.prompt = None;
        self.pointed = None;
        self.refresh();
        // the character chosen follows the rules' answer of whose turn it is after a turn
        // ended, a round started, or the chosen one can act no more this round (Surgery passes
        // them, a hibernation or an escape takes them off the ship, a death: issue 39 item 5)
        let round_started = outcomes
            .iter()
            .any(|o| matches!(o, Outcome::RoundStarted { .. }));
        let chosen_done = self
            .selected_player()
            .is_some_and(|p| !self.game.state().still_to_act(p));
        if (ended_turn.is_some() || round_started || chosen_done)
            && let Some(next) = self.game.state().current_player()
        {
            self.selected = Some(usize::from(next.0).saturating_sub(1));
        }
    }

    /// A message the shell handles as at every table; the map, the pages and the panel follow.
    fn shell_message(
        &mut self,
        message: crate::gui::table::shell::ShellMessage<Command>,
    ) -> Action {
        use crate::gui::table::shell::ShellAnswer as A;
        match self.shell.update(&mut self.game, message) {
            A::None => Action::None,
            A::Undone => {
                self.after_undo();
                Action::None
            }
            A::Redone {
                before,
                command,
                outcomes,
            } => {
                self.after_play(command, &outcomes, before);
                Action::Played(outcomes)
            }
            A::ShowOnLaptop(ids) => Action::ShowOnLaptop(ids),
            A::Play(cmd) => self.play(cmd),
        }
    }

    /// A step was taken back: what it told and the pages it showed go with it.
    fn after_undo(&mut self) {
        self.moments.clear();
        self.page_states.clear();
        // the step now last was told before: it does not come back on a resume
        self.pages_seen = usize::MAX;
        self.game.mark_seen(usize::MAX);
        self.prompt = None;
        self.pointed = None;
        if let Some(panel::Panel::Victory(_)) = &self.panel {
            // the walk asks again from the state the undo left (or goes, if the game is on again)
            self.panel = None;
        }
        self.panel_follows(&[], None);
        self.refresh();
    }

    fn select(&mut self, i: usize) {
        if i < self.game.config().players.len() {
            self.selected = Some(i);
            if matches!(
                self.prompt,
                Some(Prompt::Move(_) | Prompt::Noise { .. } | Prompt::Eggs { .. })
            ) {
                self.prompt = None;
            }
            self.pointed = None;
            self.overlay.selected = None;
        }
    }

    /// Chooses the next character in turn order after `player` who still acts this round.
    fn tap_room(&mut self, to: SlotId) {
        let Some(player) = self.selected_player() else {
            return;
        };
        let Some(character) = self.game.state().character(player) else {
            return;
        };
        let Some(from) = character.room() else {
            self.shell.refuse(RuleError::NotOnBoard(player));
            return;
        };
        if from == to {
            return;
        }
        // whether a corridor joins the rooms is the rules' answer (issue 51); a closed door is
        // for the move's own prompt, which lists the corridors the rules take
        if let Err(e @ RuleError::NotNeighbour { .. }) = self.game.state().move_check(player, to) {
            self.shell.refuse(e);
            return;
        }
        self.shell.dismiss_refusal();
        self.pointed = Some(to);
        self.overlay.selected = Some(to);
        self.prompt = Some(Prompt::Move(MoveDraft::new(
            self.game.state(),
            &self.board,
            player,
            from,
            to,
            self.hand(player),
        )));
    }

    /// Enter/Space without a moment or curtain: confirm what is asked, move to the pointed room,
    /// or start the Event Phase once everybody has passed.
    fn confirm(&mut self) -> Action {
        if let Some(prompt) = &self.prompt {
            return match prompt.command() {
                Some(cmd) => self.play(cmd),
                None => Action::None,
            };
        }
        if let Some(m) = self.panel.as_ref().and_then(|p| p.confirm(&self.game)) {
            return self.panel_message(m);
        }
        if let Some(to) = self.pointed {
            self.tap_room(to);
            return Action::None;
        }
        if self.rail().all_passed && !self.rail().over {
            self.open_event_phase();
        }
        Action::None
    }

    fn digit(&mut self, n: u8) -> Action {
        match &mut self.prompt {
            Some(Prompt::Move(_) | Prompt::Noise { .. } | Prompt::Eggs { .. }) => {
                self.hand_chosen(n)
            }
            Some(Prompt::Injure {
                options,
                intruder: None,
            }) => {
                if let Some(id) = usize::from(n)
                    .checked_sub(1)
                    .and_then(|i| options.get(i))
                    .copied()
                {
                    self.prompt = Some(Prompt::Injure {
                        options: options.clone(),
                        intruder: Some(id),
                    });
                }
                Action::None
            }
            Some(Prompt::Injure {
                intruder: Some(_), ..
            }) => self.injure(n),
            Some(Prompt::EventPhase { row, .. }) => {
                let row = *row;
                self.update(Message::EventHand(row, n))
            }
            Some(Prompt::Intruders(d)) => {
                d.digit(self.game.state(), n);
                Action::None
            }
            // with the room actions open, digits pick in the panel (Esc closes it first)
            None => {
                if let Some(m) = self.panel.as_ref().and_then(|p| p.digit(n, &self.game)) {
                    return m.map_or(Action::None, |m| self.panel_message(m));
                }
                if (1..=5).contains(&n) {
                    self.select(usize::from(n) - 1);
                }
                Action::None
            }
        }
    }

    /// A hand size was chosen: it goes ahead at once.
    fn hand_chosen(&mut self, n: u8) -> Action {
        match &mut self.prompt {
            // a move has more to choose (the corridor, careful movement, what was flipped):
            // the digit sets the hand and Enter moves
            Some(Prompt::Move(d)) => {
                d.hand_said = Some(n);
                return Action::None;
            }
            Some(Prompt::Noise { hand, .. } | Prompt::Eggs { hand, .. }) => *hand = n,
            _ => return Action::None,
        }
        self.confirm()
    }

    fn injure(&mut self, injuries: u8) -> Action {
        let Some(Prompt::Injure {
            intruder: Some(intruder),
            ..
        }) = self.prompt
        else {
            return Action::None;
        };
        // the numbers the rules take, as the buttons show them
        if !prompt::injuries_taken(self.game.state(), intruder).contains(&injuries) {
            return Action::None;
        }
        self.play(Command::Injure { intruder, injuries })
    }

    fn key(&mut self, key: TableKey) -> Action {
        if key == TableKey::MapOnly {
            self.map_only = !self.map_only;
            return Action::None;
        }
        if key == TableKey::Legend {
            self.legend = !self.legend;
            return Action::None;
        }
        if self.game.state().ended.is_some() && !matches!(key, TableKey::NextCharacter) {
            return Action::None;
        }
        let player = self.selected_player();
        match key {
            TableKey::Actions => {
                if let Some(player) = player {
                    self.prompt = None;
                    self.open_actions(player);
                }
            }
            TableKey::MapOnly | TableKey::Legend | TableKey::Hazard => {}
            TableKey::Fix => {
                if let Some(at) = self.pointed.or_else(|| self.selected_room()) {
                    self.prompt = None;
                    self.open_fix(crate::gui::nemesis::panels::corrections::Scope::Slot(at));
                }
            }
            TableKey::Noise => {
                if let Some(player) = player {
                    if self.selected_room().is_some() {
                        self.prompt = Some(Prompt::Noise {
                            player,
                            hand: self.hand(player),
                        });
                    } else {
                        self.shell.refuse(RuleError::NotOnBoard(player));
                    }
                }
            }
            TableKey::Injure => {
                let state = self.game.state();
                let here: Vec<IntruderId> = match self.selected_room() {
                    Some(at) => state.intruders_in(at).map(|i| i.id).collect(),
                    None => Vec::new(),
                };
                let options = if here.is_empty() {
                    state.intruders.iter().map(|i| i.id).collect()
                } else {
                    here
                };
                let intruder = match options[..] {
                    [only] => Some(only),
                    _ => None,
                };
                self.prompt = Some(Prompt::Injure { options, intruder });
            }
            TableKey::Eggs => {
                if let (Some(player), Some(at)) = (player, self.selected_room()) {
                    let max = self.eggs_in(at);
                    if max > 0 {
                        self.prompt = Some(Prompt::Eggs {
                            player,
                            at,
                            max,
                            count: 1,
                            hand: self.hand(player),
                        });
                    }
                }
            }
            TableKey::EndTurn | TableKey::Pass => {
                let state = self.game.state();
                // the first dead player's question and the intruder player's choice come first
                if state.intruder_player_offer.is_some() || state.pending_attack.is_some() {
                    return Action::None;
                }
                if let Some(player) = player {
                    // the hand matters only beside a Void Seeder Lair (a noise roll follows)
                    return self.play(Command::EndTurn {
                        player,
                        passed: key == TableKey::Pass,
                        hand: Some(self.hand(player)),
                    });
                }
            }
            TableKey::EventPhase => self.open_event_phase(),
            TableKey::PrevRoom | TableKey::NextRoom => self.point(key == TableKey::NextRoom),
            TableKey::NextCharacter => {
                let n = self.game.config().players.len();
                if n > 0 {
                    let next = self.selected.map_or(0, |i| (i + 1) % n);
                    self.select(next);
                }
            }
        }
        Action::None
    }

    /// Eggs a character in `at` can destroy: the room's, or the Nest's on the Intruder board.
    pub fn eggs_in(&self, at: SlotId) -> u8 {
        self.game.state().eggs_in(at)
    }

    fn open_event_phase(&mut self) {
        // a question on screen comes first (a paused Event Phase goes on by its answer)
        if self.game.state().awaits_answer() {
            return;
        }
        self.ask_hands(false);
    }

    /// Everybody's hand, before the Event Phase or an event card an Intruder Player card calls
    /// for (`for_intruders`).
    pub(super) fn ask_hands(&mut self, for_intruders: bool) {
        let state = self.game.state();
        // in roster order (player 1 first), as the roster beside it lists them, not from the
        // first player: the table reads the two lists side by side
        let mut players: Vec<PlayerId> = state
            .characters
            .iter()
            .filter(|c| c.active())
            .map(|c| c.player)
            .collect();
        players.sort();
        let hands = players.into_iter().map(|p| (p, self.hand(p))).collect();
        self.prompt = Some(Prompt::EventPhase {
            hands,
            row: 0,
            for_intruders,
        });
        self.pointed = None;
    }

    /// The arrow keys walk through the rooms next to the chosen character.
    fn point(&mut self, forward: bool) {
        let Some(from) = self.selected_room() else {
            return;
        };
        let mut rooms = self.board.neighbours(from);
        rooms.sort_unstable();
        rooms.dedup();
        if rooms.is_empty() {
            return;
        }
        let at = self
            .pointed
            .and_then(|p| rooms.iter().position(|r| *r == p));
        let next = match (at, forward) {
            (None, true) => 0,
            (None, false) => rooms.len() - 1,
            (Some(i), true) => (i + 1) % rooms.len(),
            (Some(i), false) => (i + rooms.len() - 1) % rooms.len(),
        };
        self.pointed = Some(rooms[next]);
        self.overlay.selected = self.pointed;
        if matches!(self.prompt, Some(Prompt::Move(_))) {
            self.prompt = None;
        }
    }
}

#[cfg(test)]
pub(crate) mod tests;
