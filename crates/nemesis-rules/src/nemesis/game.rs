//! `GameState::new` (setup) and `GameState::apply` (the only way the state changes).
//! Commands run on a copy of the state, so a refused command changes nothing.

use super::board::Board;
use super::command::Command;
use super::content::Content;
pub(crate) use super::error::not_allowed;
pub use super::error::{RuleError, SetupError};
use super::outcome::Outcome;
use super::refusal::Refusal;
use super::state::*;
use crate::ids::*;
use std::sync::OnceLock;

/// The bundled facts every game reads.
pub struct Data {
    /// The base Intruders' facts (one `Content` per species; more come with the expansions).
    intruders: Content,
    carnomorphs: Content,
    void_seeders: Content,
    pub board_a: Board,
    pub board_b: Board,
}

impl Data {
    /// The tokens and decks of a species.
    pub fn content(&self, species: super::species::Species) -> &Content {
        match species {
            super::species::Species::Intruders => &self.intruders,
            super::species::Species::Carnomorphs => &self.carnomorphs,
            super::species::Species::VoidSeeders => &self.void_seeders,
        }
    }

    pub fn board(&self, side: Side) -> &Board {
        match side {
            Side::A => &self.board_a,
            Side::B => &self.board_b,
        }
    }
}

static DATA: OnceLock<Result<Data, crate::blocks::DataError>> = OnceLock::new();

/// The bundled data, validated once. An error names the file and the card or slot.
pub fn data() -> Result<&'static Data, RuleError> {
    DATA.get_or_init(|| {
        Ok(Data {
            intruders: Content::bundled(super::species::Species::Intruders)?,
            carnomorphs: Content::bundled(super::species::Species::Carnomorphs)?,
            void_seeders: Content::bundled(super::species::Species::VoidSeeders)?,
            board_a: Board::bundled(Side::A)?,
            board_b: Board::bundled(Side::B)?,
        })
    })
    .as_ref()
    .map_err(|e| RuleError::Data(e.to_string()))
}

/// Everything a rule needs while it runs: the state being changed, the facts, and the outcomes
/// collected so far.
pub(crate) struct Ctx<'a> {
    pub g: &'a mut GameState,
    pub c: &'static Content,
    pub b: &'static Board,
    pub out: Vec<Outcome>,
    /// When traced: the game as it stood just before each outcome (`GameState::apply_traced`).
    pub trace: Option<Vec<GameState>>,
    /// When traced: the game as it stood before the change the next outcome reports, kept by
    /// [`Ctx::mark`] where a rule changes the board before it says so.
    pub marked: Option<GameState>,
}

impl Ctx<'_> {
    pub(crate) fn emit(&mut self, o: Outcome) {
        if let Some(trace) = &mut self.trace {
            trace.push(self.marked.take().unwrap_or_else(|| self.g.clone()));
        }
        self.out.push(o);
    }

    /// The next outcome reports a change made from here on: its page starts with the game as it
    /// is now (a death, a kill, an escape, the end), so the page before it does not show the
    /// change early (issue 51). Nothing is kept when the command is not traced.
    pub(crate) fn mark(&mut self) {
        if self.trace.is_some() && self.marked.is_none() {
            self.marked = Some(self.g.clone());
        }
    }
    pub(crate) fn over(&self) -> bool {
        self.g.ended.is_some()
    }
    pub(crate) fn player(&self, p: PlayerId) -> Result<&Character, RuleError> {
        self.g.character(p).ok_or(RuleError::UnknownPlayer(p))
    }
    pub(crate) fn char_mut(&mut self, p: PlayerId) -> Result<&mut Character, RuleError> {
        self.g.character_mut(p).ok_or(RuleError::UnknownPlayer(p))
    }
    /// The room of a character who must be in a room of the ship.
    pub(crate) fn room_of(&self, p: PlayerId) -> Result<SlotId, RuleError> {
        self.player(p)?.room().ok_or(RuleError::NotOnBoard(p))
    }
    pub(crate) fn slot_ok(&self, s: SlotId) -> Result<(), RuleError> {
        if self.g.rooms.contains_key(&s) {
            Ok(())
        } else {
            Err(RuleError::UnknownSlot(s))
        }
    }
    pub(crate) fn intruder_ix(&self, id: IntruderId) -> Result<usize, RuleError> {
        self.g
            .intruders
            .iter()
            .position(|i| i.id == id)
            .ok_or(RuleError::UnknownIntruder(id))
    }
    pub(crate) fn room_kind(&self, s: SlotId) -> Option<RoomKind> {
        self.g.rooms.get(&s).and_then(|r| r.room)
    }
    /// Checks that a player can take a room action of `room` now: there, not in combat, no
    /// malfunction (unless `ignore_malfunction`).
    pub(crate) fn room_action(
        &self,
        p: PlayerId,
        room: RoomKind,
        ignore_malfunction: bool,
    ) -> Result<SlotId, RuleError> {
        self.g.room_action_check(p, room, ignore_malfunction)
    }
    pub(crate) fn playing(&self) -> Result<(), RuleError> {
        if self.over() {
            Err(RuleError::GameOver)
        } else {
            Ok(())
        }
    }
}

impl GameState {
    /// Applies one command. On success the outcomes say what happened; on error nothing changed.
    pub fn apply(&mut self, cmd: &Command) -> Result<Vec<Outcome>, RuleError> {
        self.apply_with(cmd, false).map(|(out, _)| out)
    }

    /// The same as `apply`, also giving the game as it stood just before each outcome (one
    /// state per outcome, in order): the window shows the board as of the page on screen, so
    /// its map and roster follow the story page by page and never run ahead of it.
    pub fn apply_traced(
        &mut self,
        cmd: &Command,
    ) -> Result<(Vec<Outcome>, Vec<GameState>), RuleError> {
        self.apply_with(cmd, true)
    }

    fn apply_with(
        &mut self,
        cmd: &Command,
        traced: bool,
    ) -> Result<(Vec<Outcome>, Vec<GameState>), RuleError> {
        let data = data()?;
        let mut next = self.clone();
        let mut ctx = Ctx {
            g: &mut next,
            c: data.content(self.config.species),
            b: data.board(self.config.side),
            out: Vec::new(),
            trace: traced.then(Vec::new),
            marked: None,
        };
        ctx.run(cmd)?;
        let out = std::mem::take(&mut ctx.out);
        let trace = ctx.trace.take().unwrap_or_default();
        *self = next;
        Ok((out, trace))
    }

    /// The bundled board this game is played on.
    pub fn board(&self) -> Result<&'static Board, RuleError> {
        Ok(data()?.board(self.config.side))
    }
}

impl Ctx<'_> {
    /// Runs a command, then notes where the Player Phase's turns stand (`GameState::turn`).
    pub(crate) fn run(&mut self, cmd: &Command) -> Result<(), RuleError> {
        let round = self.g.round;
        let on_turn = self.g.current_player();
        self.run_command(cmd)?;
        self.note_hand(cmd, on_turn);
        self.note_turn(cmd, round);
        Ok(())
    }

    /// The hand each player last said, less what the rules know was paid since: what the next
    /// hand question starts from (the window kept this itself, and lost it on a restart).
    /// `on_turn` is the player whose turn it was: a shot or a blow (`Injure` names nobody) is
    /// paid from their hand. A new round clears it (everyone draws up to 5).
    fn note_hand(&mut self, cmd: &Command, on_turn: Option<PlayerId>) {
        use Command as C;
        let g = &mut self.g;
        let less = |p: PlayerId, n: u8| (p, g.hand_said(p).saturating_sub(n));
        let said = match cmd {
            // the hand said is after paying: the room actions among these are not paid again
            C::Move { player, hand, .. }
            | C::NoiseRoll { player, hand }
            | C::DestroyEggs { player, hand, .. }
            | C::TakeNestEgg { player, hand }
            | C::Hibernate { player, hand }
            | C::BoardPod { player, hand } => vec![(*player, *hand)],
            C::EventPhase { hands } => hands.clone(),
            C::Injure { .. } => on_turn.map(|p| less(p, 1)).into_iter().collect(),
            other => other
                .cards_paid()
                .map(|(p, _)| (p, other.hand_after_paying(g.hand_said(p))))
                .into_iter()
                .collect(),
        };
        g.hands_said.extend(said);
        if self
            .out
            .iter()
            .any(|o| matches!(o, Outcome::RoundStarted { .. }))
        {
            self.g.hands_said.clear();
        }
    }

    /// The turn order as the commands tell it: a command of a turn makes its player the one
    /// acting; ending a turn hands it on; a new round starts from the first player.
    fn note_turn(&mut self, cmd: &Command, round: u32) {
        use Command as C;
        if self.g.round != round {
            self.g.turn_ended = None;
            self.g.acting = None;
            return;
        }
        let ip = self.g.intruder_player.map(|(p, _)| p);
        match cmd {
            C::EndTurn { player, .. } => {
                self.g.turn_ended = Some(*player);
                self.g.acting = None;
            }
            C::IntruderMove { .. }
            | C::IntruderAttack { .. }
            | C::IntruderChoose { .. }
            | C::IntruderEvent { .. } => self.g.acting = ip,
            _ => {
                if let Some(p) = cmd.turn_of() {
                    self.g.acting = Some(p);
                }
            }
        }
    }

    fn run_command(&mut self, cmd: &Command) -> Result<(), RuleError> {
        use Command as C;
        self.g.gate(cmd)?;
        if !matches!(cmd, C::PanicShortfall { .. } | C::Fix(_)) {
            // "could not do it all" is said right after the card, or not at all
            self.g.panic_open = None;
        }
        match cmd {
            C::Move {
                player,
                to,
                corridor,
                hand,
                careful,
                reveal,
            } => self.move_character(*player, *to, *corridor, *hand, *careful, *reveal),
            C::NoiseRoll { player, hand } => {
                self.playing()?;
                let at = self.room_of(*player)?;
                self.noise_roll(*player, at, *hand);
                Ok(())
            }
            C::Injure { intruder, injuries } => {
                self.playing()?;
                self.intruder_ix(*intruder)?;
                self.injure(*intruder, *injuries, super::outcome::InjuryCause::Attack);
                Ok(())
            }
            C::DestroyEggs {
                player,
                at,
                count,
                hand,
            } => self.destroy_eggs(*player, *at, *count, *hand),
            C::EndTurn {
                player,
                passed,
                hand,
            } => self.end_turn(*player, *passed, *hand),
            C::EventPhase { hands } => self.event_phase(hands),
            C::CheckEngine { player, engine } => self.check_engine(*player, *engine),
            C::CheckAllEngines { player } => self.check_all_engines(*player),
            C::RestackEngine {
                player,
                engine,
                working_on_top,
            } => self.restack_engine(*player, *engine, *working_on_top),
            C::CheckCoordinates { player } => self.check_coordinates(*player),
            C::SetDestination { player, letter } => self.set_destination(*player, *letter),
            C::SelfDestruct { player, start } => self.self_destruct(*player, *start),
            C::SetDoors { player, doors } => self.set_doors(*player, doors),
            C::Airlock { player, room } => self.airlock(*player, *room),
            C::HatchControl {
                player,
                pod,
                locked,
            } => self.hatch_control(*player, *pod, *locked),
            C::FireControl { player, room } => self.fire_control(*player, *room),
            C::Analyse {
                player,
                object,
                slot,
            } => self.analyse(*player, *object, *slot),
            C::MutationAction { player, label } => self.mutation_action(*player, *label),
            C::NameAdaptation {
                slot,
                key,
                category,
            } => {
                self.name_adaptation(*slot, key, *category)?;
                self.release_waiting_surprise();
                self.resume_event_phase();
                Ok(())
            }
            C::NameWeakness {
                slot,
                key,
                category,
            } => self.name_weakness(*slot, key, *category),
            C::AnswerPanic { player, cancelled } => {
                self.playing()?;
                self.answer_panic(*player, *cancelled)
            }
            C::PanicShortfall { player } => {
                self.playing()?;
                self.panic_shortfall(*player)
            }
            C::LowerInsanity { player, to_three } => self.lower_insanity(*player, *to_three),
            C::TakeNestEgg { player, hand } => self.take_nest_egg(*player, *hand),
            C::PickUp { player, object } => self.pick_up(*player, *object),
            C::Drop { player, object } => self.drop_object(*player, *object),
            C::Hibernate { player, hand } => self.hibernate(*player, *hand),
            C::BoardPod { player, hand } => self.board_pod(*player, *hand),
            C::LaunchPod { pod } => self.launch_pod_cmd(*pod),
            C::LeavePod { player } => self.leave_pod(*player),
            C::Scan {
                player,
                kind,
                labels,
            } => self.scan(*player, *kind, labels),
            C::BecomeIntruderPlayer {
                player,
                from_the_death,
            } => self.become_intruder_player(*player, *from_the_death),
            C::DeclineIntruderPlayer { player } => self.decline_intruder_player(*player),
            C::IntruderMove { intruder, corridor } => self.ip_move(*intruder, *corridor),
            C::IntruderAttack {
                intruder,
                target,
                hand,
                cards,
            } => self.ip_attack(*intruder, *target, *hand, *cards),
            C::IntruderChoose { card } => self.ip_choose(*card),
            C::IntruderEvent { hands } => self.ip_event(hands),
            C::Fix(c) => self.correct(c),
            C::VictoryScan { player, labels } => self.victory_scan(*player, labels),
            C::VictoryDraw {
                player,
                contamination,
            } => self.victory_draw(*player, *contamination),
            C::VictoryQuarantine { player, quarantine } => {
                self.victory_quarantine(*player, *quarantine)
            }
            C::VictoryObjective { player, met } => self.victory_objective(*player, *met),
            C::TreatWounds { player, treatment } => self.treat_wounds(*player, *treatment),
            C::Revive { player } => self.revive(*player),
        }
    }
}

impl GameState {
    /// What every command meets before its own rule: a question the game waits for is answered
    /// first, and a player who passed takes no more turns this round. Shared by `apply` and the
    /// offers (`Nemesis::offers`), so they cannot disagree.
    pub(crate) fn gate(&self, cmd: &Command) -> Result<(), RuleError> {
        use Command as C;
        // a question the game waits for is answered before play goes on; each lets its own
        // answer through, and corrections
        for question in self.questions_pending() {
            let answers = match question {
                Refusal::IntruderPlayerChoosing => matches!(cmd, C::IntruderChoose { .. }),
                Refusal::RevivalFirst => matches!(cmd, C::Revive { .. }),
                // the card turned face up is named before play goes on (carnomorphs.md §5.4);
                // the answers to other open questions (a requested scan, the first death's
                // side) move no turn and no phase, so they may come first
                Refusal::AdaptationFirst => matches!(
                    cmd,
                    C::NameAdaptation { .. }
                        | C::Scan { .. }
                        | C::BecomeIntruderPlayer { .. }
                        | C::DeclineIntruderPlayer { .. }
                ),
                // a held panic card (void-seeders.md §6 step 3)
                Refusal::PanicFirst => matches!(cmd, C::AnswerPanic { .. }),
                // edition 3: a weakness to describe and the first dead player's side are
                // answered before play goes on; any other answer may come first
                Refusal::WeaknessFirst | Refusal::IntruderSideFirst => matches!(
                    cmd,
                    C::NameWeakness { .. }
                        | C::NameAdaptation { .. }
                        | C::Scan { .. }
                        | C::BecomeIntruderPlayer { .. }
                        | C::DeclineIntruderPlayer { .. }
                        | C::IntruderChoose { .. }
                        | C::Revive { .. }
                        | C::AnswerPanic { .. }
                ),
                _ => false,
            };
            if !answers && !matches!(cmd, C::Fix(_)) {
                return Err(not_allowed(question));
            }
        }
        if let Some(p) = cmd.turn_of()
            && self.character(p).is_some_and(|c| c.passed)
        {
            // a player who passed takes no more turns this round (KR rulebook, 플레이어 턴: 패스를
            // 선언한 플레이어에게는 이번 라운드 동안 더 이상 차례가 돌아오지 않습니다)
            return Err(not_allowed(Refusal::AlreadyPassed));
        }
        Ok(())
    }
}

/// The cards in hand a player is taken to hold when nobody said: a full hand.
pub const DEFAULT_HAND: u8 = 5;

impl Ctx<'_> {
    /// The type of a drawn bag token. Typed tokens show it; no bundled species has untyped
    /// tokens yet (`Content` refuses them unless `Species::types_untyped_tokens`), and the one
    /// that will (Void Seeders) types them here from the encountering character's insanity level.
    pub(crate) fn drawn_kind(&self, token: u8) -> IntruderKind {
        match self.c.tokens[token as usize].kind {
            super::content::TokenKind::Typed(kind) => kind,
            super::content::TokenKind::Untyped(_) => IntruderKind::Blank,
        }
    }
}
