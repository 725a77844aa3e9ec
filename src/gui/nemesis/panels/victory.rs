//! The end of the game as a walk the whole table watches: how the game ended, the engines, the
//! coordinates, each survivor's contamination, the objectives and the winners, one reveal at a
//! time (base.md §12.5).
//!
//! The reveals are the core's outcomes: the table hands them over ([`Victory::new`] with the
//! outcomes of the command that ended the game, then [`Message::Outcomes`] after each command).
//! What to ask next comes from the state (`GameState::victory`): whether a hibernating survivor's
//! objective is Quarantine, each survivor's final scan, each objective.

use super::Request;
use super::common::{self, big};
use crate::gui::fonts;
use crate::gui::game::Game;
use crate::gui::i18n::I18n;
use crate::gui::scan::{ScanPurpose, ScanRequest};
use crate::gui::widgets::{self, Ctx};
use crate::present::nemesis::narrate::label_name;
use crate::rules::content::Destination;
use crate::rules::ids::{LabelId, PlayerId};
use crate::rules::outcome::DeathCause;
use crate::rules::state::{EndCause, FinalCheck, VictoryStep};
use crate::rules::{Command, GameState, Outcome};
use crate::tr;
use iced::widget::{column, container, row, scrollable, text};
use iced::{Background, Border, Element, Length, Theme};

/// One reveal of the walk.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Beat {
    /// Why the game ended and who died aboard with it.
    Ended {
        cause: EndCause,
        dead: Vec<PlayerId>,
    },
    /// The three engines; two damaged ones blow the ship up with everyone hibernating.
    Engines {
        working: [bool; 3],
        exploded: bool,
        lost: Vec<PlayerId>,
    },
    /// The coordinates card under the destination marker; hibernating characters die unless
    /// it is Earth (or Mars for Quarantine).
    Coordinates {
        letter: Option<u8>,
        destination: Destination,
        lost: Vec<PlayerId>,
    },
    /// A hibernating character whose objective was not Quarantine, on Mars.
    NotQuarantined {
        player: PlayerId,
    },
    /// One survivor's final contamination check.
    Scan {
        player: PlayerId,
        labels: Vec<(LabelId, bool)>,
        /// Contamination cards among the 4 drawn, when the draw happened.
        drawn: Option<u8>,
        /// Carnomorphs: the mutation markers on the board after the draw (4 kill).
        markers: Option<u8>,
        survived: Option<bool>,
    },
    Winners {
        players: Vec<PlayerId>,
    },
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Message {
    /// Outcomes of a command the table applied (this panel's or any other).
    Outcomes(Vec<Outcome>),
    /// Show what the current reveal hides.
    Reveal,
    /// On to the next reveal.
    Next,
    Quarantine(PlayerId, bool),
    /// Scan this survivor's contamination cards (or go straight to the draw when there is
    /// nothing to scan).
    Scan(PlayerId),
    /// The survivor drew 4 from their own shuffled cards: this many were contamination cards.
    Drawn(PlayerId, u8),
    Objective(PlayerId, bool),
    Close,
}

/// What the walk waits for once every reveal so far has been seen.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ask {
    /// The game is not over (the panel was opened too early).
    NotOver,
    Quarantine(PlayerId),
    /// Scan with the camera.
    Scan(PlayerId),
    /// Nothing to scan, and why (the rules' answer, `GameState::final_check`): a larva or a
    /// Carnomorph mutation card (straight to the draw), no contamination cards, or a Void Seeder
    /// game (the app counts the cards and draws, no scan).
    NoScan {
        player: PlayerId,
        why: FinalCheck,
    },
    /// The survivor draws 4 from their own shuffled cards; at most `most` can be contamination
    /// cards (they have no more).
    Draw {
        player: PlayerId,
        most: u8,
    },
    Objective(PlayerId),
    Done,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Victory {
    pub beats: Vec<Beat>,
    /// The game as each reveal shows it (same order as `beats`), when the command that told it
    /// was traced: the map, the roster and the top bar draw it, so nothing a later reveal tells
    /// shows early (issue 51).
    shown: Vec<BeatShown>,
    /// The reveal on screen (== `beats.len()` once all were seen).
    pub cursor: usize,
    /// Whether the reveal on screen has been uncovered.
    pub uncovered: bool,
    /// The reveals the walk opened with (the ending's, or what a reopened game's state says).
    opened_with: usize,
    /// For each command played since the walk opened (the check's own steps, oldest first),
    /// the reveals there were once its outcomes were in.
    followed: Vec<usize>,
}

/// The game before a reveal is uncovered and once it is.
#[derive(Debug, Clone, PartialEq, Default)]
struct BeatShown {
    before: Option<GameState>,
    after: Option<GameState>,
}

/// A command's outcomes with the game just before each (`GameState::apply_traced`) and after it.
pub type Traced<'a> = Option<(&'a [GameState], &'a GameState)>;

impl Victory {
    /// Opens the walk with the outcomes of the command that ended the game. A game resumed after
    /// its end has no outcomes at hand: the walk starts from what the state still says.
    pub fn new(game: &Game, ending: &[Outcome]) -> Victory {
        Victory::told(game, ending, None)
    }

    /// The same with the game as each outcome found it (see [`Traced`]).
    pub fn told(game: &Game, ending: &[Outcome], traced: Traced<'_>) -> Victory {
        let mut v = Victory {
            beats: Vec::new(),
            shown: Vec::new(),
            cursor: 0,
            uncovered: false,
            opened_with: 0,
            followed: Vec::new(),
        };
        v.absorb(ending, traced);
        if v.beats.is_empty() {
            let state = game.state();
            if let Some(cause) = state.ended {
                v.beats.push(Beat::Ended {
                    cause,
                    dead: Vec::new(),
                });
            }
            if let Some(destination) = state.victory.as_ref().and_then(|x| x.destination) {
                v.beats.push(Beat::Coordinates {
                    letter: Some(state.destination),
                    destination,
                    lost: Vec::new(),
                });
            }
        }
        // the reveals a resumed game rebuilt without outcomes show the game as it is
        v.shown.resize(v.beats.len(), BeatShown::default());
        v.opened_with = v.beats.len();
        v
    }

    /// A command's outcomes, with the game as each found it when it was traced.
    pub fn follow(&mut self, outcomes: &[Outcome], traced: Traced<'_>) {
        self.absorb(outcomes, traced);
        self.followed.push(self.beats.len());
    }

    /// How many commands were played since the walk opened (the newest entries of the log).
    pub fn steps_followed(&self) -> usize {
        self.followed.len()
    }

    /// Whether a step's lines may be read in the log now: `None` for the step that ended the
    /// game (and, in a reopened game, every step before the walk opened), `Some(j)` for the
    /// j-th command played since. Told once the walk has moved past the reveals it added, or
    /// shows the last of them uncovered; a step told stays told on the later reveals' covers
    /// (seen in a Korean game: the final scan's lines were in the log under the objective's
    /// question, and gone again under the winners' cover).
    pub fn step_told(&self, followed: Option<usize>) -> bool {
        let end = match followed {
            None => self.opened_with,
            Some(j) => self.followed.get(j).copied().unwrap_or(self.beats.len()),
        };
        self.cursor >= end || (self.uncovered && self.cursor + 1 == end)
    }

    /// The game as the reveal on screen shows it: before it is uncovered, the game before what
    /// it reveals; once uncovered, with it. `None` once every reveal was seen (the game as it
    /// is), or when the reveal's command was not traced.
    pub fn shown(&self) -> Option<&GameState> {
        let beat = self.shown.get(self.cursor)?;
        if self.uncovered {
            beat.after.as_ref()
        } else {
            beat.before.as_ref()
        }
    }

    /// Turns outcomes into reveals.
    fn absorb(&mut self, outcomes: &[Outcome], traced: Traced<'_>) {
        // deaths join a reveal of the same command only, never one the table already saw
        let batch = self.beats.len();
        let mut winners: Vec<PlayerId> = Vec::new();
        // the first reveal this command adds to or opens
        let mut touched = None::<usize>;
        for (at, o) in outcomes.iter().enumerate() {
            let count = self.beats.len();
            let last_open = self.beats.last().cloned();
            self.absorb_one(o, batch, &mut winners);
            if self.beats.len() > count {
                // a reveal opens here: before it is uncovered, the game as this outcome found it
                // (the game over: as it was said, the ending's deaths not yet)
                let from = if matches!(o, Outcome::GameEnded { .. }) {
                    at + 1
                } else {
                    at
                };
                let before = traced.map(|(trace, after)| trace.get(from).unwrap_or(after).clone());
                self.shown.push(BeatShown {
                    before,
                    after: None,
                });
                touched.get_or_insert(count);
            } else if self.beats.last().cloned() != last_open {
                touched.get_or_insert(self.beats.len().saturating_sub(1));
            }
        }
        // once uncovered, a reveal shows the game as the next one found it, the last one the
        // game after the command
        let Some(first) = touched else {
            return;
        };
        for j in first..self.shown.len() {
            let next = self.shown.get(j + 1).and_then(|b| b.before.clone());
            let after = next.or_else(|| traced.map(|(_, after)| after.clone()));
            if let Some(beat) = self.shown.get_mut(j) {
                beat.after = after;
            }
        }
    }

    fn absorb_one(&mut self, o: &Outcome, batch: usize, winners: &mut Vec<PlayerId>) {
        {
            match o {
                Outcome::GameEnded { cause } => self.beats.push(Beat::Ended {
                    cause: *cause,
                    dead: Vec::new(),
                }),
                Outcome::EnginesRevealed { working } => self.beats.push(Beat::Engines {
                    working: *working,
                    exploded: false,
                    lost: Vec::new(),
                }),
                Outcome::ShipExploded => {
                    if let Some(Beat::Engines { exploded, .. }) = self.beats.last_mut() {
                        *exploded = true;
                    }
                }
                Outcome::CoordinatesRevealed {
                    letter,
                    destination,
                    ..
                } => self.beats.push(Beat::Coordinates {
                    letter: Some(*letter),
                    destination: *destination,
                    lost: Vec::new(),
                }),
                Outcome::CharacterDied { player, cause, .. } => self.death(*player, *cause, batch),
                Outcome::LabelScanned {
                    player,
                    label,
                    infected,
                } => {
                    if let Beat::Scan { labels, .. } = self.scan_beat(*player) {
                        labels.push((*label, *infected));
                    }
                }
                Outcome::FinalDraw {
                    player,
                    contamination_drawn,
                } => {
                    if let Beat::Scan { drawn, .. } = self.scan_beat(*player) {
                        *drawn = Some(*contamination_drawn);
                    }
                }
                Outcome::FinalMutation {
                    player,
                    contamination_drawn,
                    markers: total,
                } => {
                    if let Beat::Scan { drawn, markers, .. } = self.scan_beat(*player) {
                        *drawn = Some(*contamination_drawn);
                        *markers = Some(*total);
                    }
                }
                Outcome::Survived { player } => {
                    if let Beat::Scan { survived, .. } = self.scan_beat(*player) {
                        *survived = Some(true);
                    }
                }
                Outcome::Winner { player } => winners.push(*player),
                Outcome::VictoryCheckDone => self.beats.push(Beat::Winners {
                    players: std::mem::take(winners),
                }),
                _ => {}
            }
        }
    }

    fn death(&mut self, player: PlayerId, cause: DeathCause, batch: usize) {
        let last = if self.beats.len() > batch {
            self.beats.last_mut()
        } else {
            None
        };
        match (cause, last) {
            (DeathCause::Jump | DeathCause::Explosion, Some(Beat::Ended { dead, .. })) => {
                dead.push(player)
            }
            (DeathCause::Explosion, Some(Beat::Engines { lost, .. })) => lost.push(player),
            (DeathCause::WrongDestination, Some(Beat::Coordinates { lost, .. })) => {
                lost.push(player)
            }
            (DeathCause::WrongDestination, _) => self.beats.push(Beat::NotQuarantined { player }),
            (DeathCause::FinalContamination, _) => {
                if let Beat::Scan { survived, .. } = self.scan_beat(player) {
                    *survived = Some(false);
                }
            }
            _ => {}
        }
    }

    /// The open scan reveal of this player, started if needed.
    fn scan_beat(&mut self, player: PlayerId) -> &mut Beat {
        // a reveal the table has already passed stays as it was seen: the 4-card draw told after
        // it (edition 2) is a reveal of its own
        let open = self.beats.len() > self.cursor
            && matches!(
                self.beats.last(),
                Some(Beat::Scan { player: p, survived: None, .. }) if *p == player
            );
        if !open {
            self.beats.push(Beat::Scan {
                player,
                labels: Vec::new(),
                drawn: None,
                markers: None,
                survived: None,
            });
        }
        let last = self.beats.len() - 1;
        &mut self.beats[last]
    }

    /// What the walk needs from the players now (once the reveals so far are seen).
    pub fn ask(game: &Game) -> Ask {
        let state = game.state();
        let Some(v) = state.victory.as_ref() else {
            return Ask::NotOver;
        };
        if let Some(p) = v.drawing {
            return Ask::Draw {
                player: p,
                most: state.final_draw_most(p),
            };
        }
        match &v.step {
            VictoryStep::Quarantine { pending } => {
                pending.first().map_or(Ask::Done, |p| Ask::Quarantine(*p))
            }
            VictoryStep::Contamination { pending } => match pending.first() {
                None => Ask::Done,
                Some(&p) => match state.final_check(p) {
                    Some(FinalCheck::Scan) | None => Ask::Scan(p),
                    Some(why) => Ask::NoScan { player: p, why },
                },
            },
            VictoryStep::Objectives { pending } => {
                pending.first().map_or(Ask::Done, |p| Ask::Objective(*p))
            }
            VictoryStep::Done => Ask::Done,
        }
    }

    /// Which check of §12.5 the screen is at: the reveal on screen, else the question.
    fn rail_step(&self, game: &Game) -> usize {
        match self.beats.get(self.cursor) {
            Some(Beat::Ended { .. } | Beat::Engines { .. }) => 1,
            Some(Beat::Coordinates { .. } | Beat::NotQuarantined { .. }) => 2,
            Some(Beat::Scan { .. }) => 3,
            Some(Beat::Winners { .. }) => 4,
            None => match Victory::ask(game) {
                Ask::Quarantine(_) => 2,
                Ask::Scan(_) | Ask::NoScan { .. } | Ask::Draw { .. } => 3,
                Ask::Objective(_) => 4,
                Ask::NotOver | Ask::Done => 0,
            },
        }
    }

    /// The players whose death a reveal has shown so far (the one on screen once uncovered):
    /// the roster says "dead" from that reveal on, not before and not only at the end.
    pub fn deaths_told(&self) -> std::collections::BTreeSet<PlayerId> {
        let shown = self.cursor + usize::from(self.uncovered);
        let mut told = std::collections::BTreeSet::new();
        for beat in self.beats.iter().take(shown) {
            match beat {
                Beat::Ended { dead, .. } => told.extend(dead.iter().copied()),
                Beat::Engines { lost, .. } | Beat::Coordinates { lost, .. } => {
                    told.extend(lost.iter().copied())
                }
                Beat::NotQuarantined { player }
                | Beat::Scan {
                    player,
                    survived: Some(false),
                    ..
                } => {
                    told.insert(*player);
                }
                _ => {}
            }
        }
        told
    }

    /// True while a reveal is still on screen (questions wait until the table has seen it).
    pub fn revealing(&self) -> bool {
        self.cursor < self.beats.len()
    }

    /// Enter or Space: reveal, then on to the next reveal; then scan (or draw) for the survivor
    /// the check is at.
    pub fn confirm(&self, game: &Game) -> Option<Message> {
        if self.revealing() {
            return Some(if self.uncovered {
                Message::Next
            } else {
                Message::Reveal
            });
        }
        match Victory::ask(game) {
            Ask::Scan(player) | Ask::NoScan { player, .. } => Some(Message::Scan(player)),
            _ => None,
        }
    }

    /// 1 or 2: yes or no to the question asked (quarantine, objective).
    pub fn digit(&self, n: u8, game: &Game) -> Option<Message> {
        if self.revealing() {
            return None;
        }
        match Victory::ask(game) {
            // the draw: the digit is the count (0 too)
            Ask::Draw { player, most } if n <= most => Some(Message::Drawn(player, n)),
            _ if !(1..=2).contains(&n) => None,
            Ask::Quarantine(p) => Some(Message::Quarantine(p, n == 1)),
            Ask::Objective(p) => Some(Message::Objective(p, n == 1)),
            _ => None,
        }
    }

    pub fn update(&mut self, message: Message, game: &Game) -> Request {
        match message {
            Message::Outcomes(outcomes) => {
                self.absorb(&outcomes, None);
                Request::None
            }
            Message::Reveal => {
                if self.revealing() {
                    self.uncovered = true;
                }
                Request::None
            }
            Message::Next => {
                if self.revealing() && self.uncovered {
                    self.cursor += 1;
                    self.uncovered = false;
                }
                Request::None
            }
            Message::Quarantine(player, quarantine) => {
                if self.revealing() || Victory::ask(game) != Ask::Quarantine(player) {
                    return Request::None;
                }
                Request::Apply(Command::VictoryQuarantine { player, quarantine })
            }
            Message::Scan(player) => {
                if self.revealing() {
                    return Request::None;
                }
                match Victory::ask(game) {
                    Ask::Scan(p) if p == player => Request::Scan(ScanRequest {
                        player,
                        purpose: ScanPurpose::Victory,
                    }),
                    Ask::NoScan { player: p, .. } if p == player => {
                        Request::Apply(Command::VictoryScan {
                            player,
                            labels: Vec::new(),
                        })
                    }
                    _ => Request::None,
                }
            }
            Message::Drawn(player, contamination) => match Victory::ask(game) {
                Ask::Draw { player: p, most } if p == player && contamination <= most => {
                    Request::Apply(Command::VictoryDraw {
                        player,
                        contamination,
                    })
                }
                _ => Request::None,
            },
            Message::Objective(player, met) => {
                if self.revealing() || Victory::ask(game) != Ask::Objective(player) {
                    return Request::None;
                }
                Request::Apply(Command::VictoryObjective { player, met })
            }
            Message::Close => Request::Close,
        }
    }

    pub fn view<'a>(&'a self, ctx: Ctx<'a>, game: &'a Game) -> Element<'a, Message> {
        let i18n = ctx.i18n;
        let sp = ctx.ty.space;
        let body: Element<'a, Message> = match self.beats.get(self.cursor) {
            Some(beat) => self.beat_view(ctx, game, beat),
            None => self.ask_view(ctx, game),
        };
        // the button that moves the walk on never scrolls away
        let footer: Option<Element<'a, Message>> = if self.revealing() {
            Some(if self.uncovered {
                big(ctx, tr!(i18n, "victory-next"), Message::Next)
            } else {
                big(ctx, tr!(i18n, "victory-reveal"), Message::Reveal)
            })
        } else if Victory::ask(game) == Ask::Done {
            Some(big(ctx, tr!(i18n, "button-close"), Message::Close))
        } else {
            None
        };
        widgets::panel(
            ctx,
            column![
                widgets::small(ctx, tr!(i18n, "victory-title")),
                steps_rail(ctx, self.rail_step(game)),
                scrollable(body).height(Length::Fill).spacing(sp * 0.5),
            ]
            .push(footer)
            .spacing(sp),
        )
        .into()
    }

    fn beat_view<'a>(
        &'a self,
        ctx: Ctx<'a>,
        game: &'a Game,
        beat: &'a Beat,
    ) -> Element<'a, Message> {
        let i18n = ctx.i18n;
        let sp = ctx.ty.space;
        let names = |ps: &[PlayerId]| {
            ps.iter()
                .map(|p| common::player_name(i18n, game, *p))
                .collect::<Vec<_>>()
                .join(", ")
        };
        let heading = match beat {
            Beat::Ended { .. } => tr!(i18n, "victory-ended"),
            Beat::Engines { .. } => tr!(i18n, "victory-engines"),
            Beat::Coordinates { .. } => tr!(i18n, "victory-coordinates"),
            Beat::NotQuarantined { player } => common::player_label(i18n, game, *player),
            Beat::Scan { player, .. } => tr!(
                i18n,
                "victory-scan-of",
                name = common::player_label(i18n, game, *player)
            ),
            Beat::Winners { .. } => tr!(i18n, "victory-winners"),
        };
        let mut out = column![widgets::title(ctx, heading)].spacing(sp * 0.8);
        if !self.uncovered {
            out = out.push(widgets::body(ctx, tr!(i18n, "victory-reveal-hint")));
            return out.into();
        }
        match beat {
            Beat::Ended { cause, dead } => {
                out = out.push(widgets::heading(ctx, end_cause(i18n, *cause)));
                if !dead.is_empty() {
                    out = out.push(bad(
                        ctx,
                        tr!(i18n, "victory-died-aboard", names = names(dead)),
                    ));
                }
            }
            Beat::Engines {
                working,
                exploded,
                lost,
            } => {
                out = out.push(
                    column((0..3).map(|i| {
                        let ok = working[i];
                        let engine = i as u32 + 1;
                        let label = if ok {
                            tr!(i18n, "victory-engine-working", engine = engine)
                        } else {
                            tr!(i18n, "victory-engine-damaged", engine = engine)
                        };
                        tile(ctx, label, ok)
                    }))
                    .spacing(sp * 0.5),
                );
                if *exploded {
                    // as many as the reveal shows (it said "two" over three damaged engines)
                    let damaged = working.iter().filter(|ok| !**ok).count();
                    out = out.push(bad(ctx, tr!(i18n, "victory-exploded", damaged = damaged)));
                    if !lost.is_empty() {
                        out = out.push(bad(
                            ctx,
                            tr!(i18n, "victory-died-hibernating", names = names(lost)),
                        ));
                    }
                } else {
                    out = out.push(good(ctx, tr!(i18n, "victory-engines-ok")));
                }
            }
            Beat::Coordinates {
                letter,
                destination,
                lost,
            } => {
                let place = common::destination_name(i18n, *destination);
                let line = match letter {
                    Some(l) => tr!(
                        i18n,
                        "victory-destination",
                        letter = common::letter(*l),
                        place = place
                    ),
                    None => place,
                };
                out = out.push(tile(ctx, line, *destination == Destination::Earth));
                if *destination == Destination::Mars {
                    out = out.push(widgets::body(ctx, tr!(i18n, "victory-mars-quarantine")));
                }
                if !lost.is_empty() {
                    out = out.push(bad(
                        ctx,
                        tr!(i18n, "victory-died-hibernating", names = names(lost)),
                    ));
                }
            }
            Beat::NotQuarantined { .. } => {
                out = out.push(bad(ctx, tr!(i18n, "victory-not-quarantined")));
            }
            Beat::Scan {
                labels,
                drawn,
                markers,
                survived,
                ..
            } => out = scan_beat(ctx, out, labels, *drawn, *markers, *survived),
            Beat::Winners { players } => {
                if players.is_empty() {
                    out = out.push(bad(ctx, tr!(i18n, "victory-no-winner")));
                } else {
                    for p in players {
                        out = out.push(
                            text(common::player_label(i18n, game, *p))
                                .size(ctx.ty.title)
                                .font(fonts::BOLD)
                                .style(success),
                        );
                    }
                }
                if let Some(line) = intruder_player_line(i18n, game) {
                    out = out.push(widgets::heading(ctx, line));
                }
            }
        }
        out.into()
    }

    fn ask_view<'a>(&'a self, ctx: Ctx<'a>, game: &'a Game) -> Element<'a, Message> {
        let i18n = ctx.i18n;
        let sp = ctx.ty.space;
        let name = |p| common::player_label(i18n, game, p);
        let two = |yes: (String, Message), no: (String, Message)| -> Element<'a, Message> {
            // 1 and 2 are their keys
            row![
                widgets::action(ctx, format!("1  {}", yes.0), Some(yes.1)).width(Length::Fill),
                widgets::action(ctx, format!("2  {}", no.0), Some(no.1)).width(Length::Fill),
            ]
            .spacing(sp)
            .into()
        };
        match Victory::ask(game) {
            Ask::NotOver => widgets::body(ctx, tr!(i18n, "victory-not-over")).into(),
            Ask::Quarantine(p) => column![
                widgets::title(ctx, name(p)),
                widgets::heading(ctx, tr!(i18n, "victory-quarantine-question")),
                two(
                    (tr!(i18n, "victory-yes"), Message::Quarantine(p, true)),
                    (tr!(i18n, "victory-no"), Message::Quarantine(p, false)),
                ),
            ]
            .spacing(sp)
            .into(),
            Ask::Scan(p) => column![
                widgets::title(ctx, name(p)),
                widgets::heading(ctx, tr!(i18n, "victory-scan-question")),
                big(ctx, tr!(i18n, "victory-scan"), Message::Scan(p)),
            ]
            .spacing(sp)
            .into(),
            Ask::NoScan { player, why } => {
                let (why, go) = match why {
                    FinalCheck::Insanity => (
                        tr!(i18n, "victory-insanity"),
                        tr!(i18n, "victory-insanity-go"),
                    ),
                    FinalCheck::LarvaDraws => {
                        (tr!(i18n, "victory-larva"), tr!(i18n, "victory-draw-four"))
                    }
                    FinalCheck::MutationCardDraws => (
                        tr!(i18n, "victory-mutation-card"),
                        tr!(i18n, "victory-draw-four"),
                    ),
                    FinalCheck::NothingToScan | FinalCheck::Scan => {
                        (tr!(i18n, "victory-no-cards"), tr!(i18n, "victory-next"))
                    }
                };
                column![
                    widgets::title(ctx, name(player)),
                    widgets::heading(ctx, why),
                    big(ctx, go, Message::Scan(player)),
                ]
                .spacing(sp)
                .into()
            }
            Ask::Draw { player, most } => column![
                widgets::title(ctx, name(player)),
                widgets::heading(ctx, tr!(i18n, "victory-draw-question")),
                row((0..=most).map(|n| {
                    widgets::action(ctx, n.to_string(), Some(Message::Drawn(player, n)))
                        .width(Length::Fill)
                        .into()
                }))
                .spacing(sp),
            ]
            .spacing(sp)
            .into(),
            Ask::Objective(p) => column![
                widgets::title(ctx, name(p)),
                widgets::heading(ctx, tr!(i18n, "victory-objective-question")),
                two(
                    (tr!(i18n, "victory-met"), Message::Objective(p, true)),
                    (tr!(i18n, "victory-missed"), Message::Objective(p, false)),
                ),
            ]
            .spacing(sp)
            .into(),
            Ask::Done => {
                let mut out =
                    column![widgets::title(ctx, tr!(i18n, "victory-over"))].spacing(sp * 0.8);
                let winners = game.state().winners();
                if winners.is_empty() {
                    out = out.push(widgets::heading(ctx, tr!(i18n, "victory-no-winner")));
                } else {
                    let list = winners
                        .iter()
                        .map(|p| common::player_name(i18n, game, *p))
                        .collect::<Vec<_>>()
                        .join(", ");
                    out = out.push(
                        text(tr!(i18n, "victory-winners-are", names = list))
                            .size(ctx.ty.heading)
                            .font(fonts::BOLD)
                            .style(success),
                    );
                }
                if let Some(line) = intruder_player_line(i18n, game) {
                    out = out.push(widgets::heading(ctx, line));
                }
                // the game code, secret until now (issue 39 item 17)
                let seed = game.state().config.seed;
                let code = crate::gui::seed::SeedCode::of_value(seed)
                    .map_or_else(|| format!("{seed:016X}"), |c| c.to_string());
                out = out.push(widgets::body(ctx, tr!(i18n, "victory-seed", code = code)));
                out.into()
            }
        }
    }
}

/// What the intruder player played for (base.md §13.3: they cannot win; their aim was that
/// every other player loses) and whether the table gave it to them.
fn intruder_player_line(i18n: &I18n, game: &Game) -> Option<String> {
    let (ip, met) = game.state().intruder_player_aim()?;
    let name = common::player_name(i18n, game, ip);
    Some(if met {
        tr!(i18n, "victory-intruder-player-got", player = name)
    } else {
        tr!(i18n, "victory-intruder-player-missed", player = name)
    })
}

fn end_cause(i18n: &I18n, cause: EndCause) -> String {
    match cause {
        EndCause::Jump => tr!(i18n, "victory-cause-jump"),
        EndCause::SelfDestruct => tr!(i18n, "victory-cause-self-destruct"),
        EndCause::NinthFire => tr!(i18n, "victory-cause-fire"),
        EndCause::NinthMalfunction => tr!(i18n, "victory-cause-malfunction"),
        EndCause::JumpDuringSelfDestruct => tr!(i18n, "victory-cause-jump-self-destruct"),
    }
}

/// The four checks of §12.5 in a row, the current one (1..=4, 0 for none) marked.
fn steps_rail<'a>(ctx: Ctx<'_>, current: usize) -> Element<'a, Message> {
    let i18n = ctx.i18n;
    let names = [
        tr!(i18n, "victory-engines"),
        tr!(i18n, "victory-coordinates"),
        tr!(i18n, "victory-contamination"),
        tr!(i18n, "victory-objectives"),
    ];
    row(names.into_iter().enumerate().map(|(i, n)| {
        let t = text(n).size(ctx.ty.small);
        if i + 1 == current {
            t.font(fonts::BOLD).into()
        } else {
            t.style(widgets::dim).into()
        }
    }))
    .spacing(ctx.ty.space)
    .wrap()
    .into()
}

fn success(theme: &Theme) -> text::Style {
    text::Style {
        color: Some(theme.palette().success),
    }
}

fn good<'a>(ctx: Ctx<'_>, s: String) -> Element<'a, Message> {
    text(s)
        .size(ctx.ty.heading)
        .font(fonts::BOLD)
        .style(success)
        .into()
}

fn bad<'a>(ctx: Ctx<'_>, s: String) -> Element<'a, Message> {
    text(s)
        .size(ctx.ty.heading)
        .font(fonts::BOLD)
        .style(widgets::danger_text)
        .into()
}

/// A big framed word, green when good for the crew, red when not.
fn tile<'a>(ctx: Ctx<'_>, label: String, ok: bool) -> Element<'a, Message> {
    container(text(label).size(ctx.ty.heading).font(fonts::BOLD))
        .padding(ctx.ty.space)
        .width(Length::Fill)
        .style(move |theme: &Theme| {
            let p = theme.extended_palette();
            let pair = if ok { p.success.weak } else { p.danger.weak };
            container::Style {
                background: Some(Background::Color(pair.color)),
                text_color: Some(pair.text),
                border: Border {
                    color: if ok {
                        p.success.strong.color
                    } else {
                        p.danger.strong.color
                    },
                    width: 2.0,
                    radius: 10.0.into(),
                },
                ..container::Style::default()
            }
        })
        .into()
}

/// A character's final scan: why nothing was scanned before a draw, the labels read, the draw,
/// the mutation markers and whether they survive.
fn scan_beat<'a>(
    ctx: Ctx<'a>,
    mut out: iced::widget::Column<'a, Message>,
    labels: &'a [(LabelId, bool)],
    drawn: Option<u8>,
    markers: Option<u8>,
    survived: Option<bool>,
) -> iced::widget::Column<'a, Message> {
    let i18n = ctx.i18n;
    let sp = ctx.ty.space;
    if labels.is_empty() && drawn.is_some() {
        // no scan before the draw: a mutation card (Carnomorphs: the draw counts
        // markers) or a larva
        let why = if markers.is_some() {
            tr!(i18n, "victory-mutation-card")
        } else {
            tr!(i18n, "victory-scan-larva")
        };
        out = out.push(widgets::body(ctx, why));
    }
    if !labels.is_empty() {
        out = out.push(
            row(labels.iter().map(|(l, infected)| {
                let word = if *infected {
                    tr!(i18n, "victory-label-infected", label = label_name(*l))
                } else {
                    tr!(i18n, "victory-label-clean", label = label_name(*l))
                };
                tile(ctx, word, !infected)
            }))
            .spacing(sp * 0.5)
            .wrap(),
        );
    }
    if let Some(n) = drawn {
        out = out.push(widgets::body(ctx, tr!(i18n, "victory-draw", count = n)));
    }
    if let Some(m) = markers {
        out = out.push(widgets::body(
            ctx,
            tr!(i18n, "victory-mutation-markers", markers = m),
        ));
    }
    match survived {
        Some(true) => out = out.push(good(ctx, tr!(i18n, "victory-survives"))),
        Some(false) => out = out.push(bad(ctx, tr!(i18n, "victory-dies"))),
        None => {}
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::gui::nemesis::panels::common::test_game;
    use crate::rules::Correction;
    use crate::rules::ids::{RoomKind, SlotId};
    use crate::rules::outcome::Sight;
    use crate::rules::state::{Section, Whereabouts};

    const P1: PlayerId = PlayerId(1);
    const P2: PlayerId = PlayerId(2);
    const P3: PlayerId = PlayerId(3);

    fn fix(game: &mut Game, c: Correction) -> Vec<Outcome> {
        game.apply(Command::Fix(c.clone()))
            .unwrap_or_else(|e| panic!("{c:?}: {e}"))
    }

    /// Three players: all engines set working, the ship heading to Mars, player 2 hibernating,
    /// player 1 escaped in a pod with two contamination cards, then player 3 dies and the game
    /// ends. `None` when the seed's noise rolls spoil the plan.
    fn ended_game(seed: &str) -> Option<(Game, Vec<Outcome>)> {
        let mut game = test_game(3, seed);
        for (kind, engine) in [
            (RoomKind::Engine1, 1),
            (RoomKind::Engine2, 2),
            (RoomKind::Engine3, 3),
        ] {
            let at = game.board().fixed_slot(kind)?;
            fix(&mut game, Correction::PlaceCharacter { player: P3, at });
            game.apply(Command::RestackEngine {
                player: P3,
                engine,
                working_on_top: true,
            })
            .ok()?;
        }
        let cockpit = game.board().fixed_slot(RoomKind::Cockpit)?;
        fix(
            &mut game,
            Correction::PlaceCharacter {
                player: P3,
                at: cockpit,
            },
        );
        let seen = game.apply(Command::CheckCoordinates { player: P3 }).ok()?;
        let abcd = seen.iter().find_map(|o| match o {
            Outcome::Private {
                sight: Sight::Coordinates { abcd, .. },
                ..
            } => Some(*abcd),
            _ => None,
        })?;
        let mars = abcd.iter().position(|d| *d == Destination::Mars)? as u8;
        fix(&mut game, Correction::SetDestination { letter: mars });
        fix(
            &mut game,
            Correction::SetContamination {
                player: P1,
                cards: 2,
            },
        );
        fix(&mut game, Correction::SetTime { time: 8 });
        game.apply(Command::Hibernate {
            player: P2,
            hand: 0,
        })
        .ok()?;
        if game.state().character(P2)?.at != Whereabouts::Hibernating {
            return None;
        }
        fix(
            &mut game,
            Correction::SetRoom {
                at: SlotId(2),
                room: RoomKind::EvacuationA,
            },
        );
        fix(
            &mut game,
            Correction::PlaceCharacter {
                player: P1,
                at: SlotId(2),
            },
        );
        let pod = game
            .state()
            .pods
            .iter()
            .find(|p| p.section == Section::A)?
            .number;
        fix(&mut game, Correction::SetPodLock { pod, locked: false });
        game.apply(Command::BoardPod {
            player: P1,
            hand: 0,
        })
        .ok()?;
        if game.state().character(P1)?.at != Whereabouts::Pod(pod) {
            return None;
        }
        game.apply(Command::LaunchPod { pod }).ok()?;
        let out = fix(&mut game, Correction::KillCharacter { player: P3 });
        game.state().ended?;
        Some((game, out))
    }

    /// Walks the panel to the end the way the table would: reveal, answer, scan (labels 1 and 2
    /// stand for the scanner's result), feeding every outcome back.
    fn walk(game: &mut Game, v: &mut Victory) -> Vec<Ask> {
        let mut asked = Vec::new();
        for _ in 0..60 {
            if v.revealing() {
                // questions wait until the table has seen the reveal
                if let Ask::Quarantine(p) | Ask::Objective(p) | Ask::Scan(p) = Victory::ask(game) {
                    assert_eq!(v.update(Message::Quarantine(p, true), game), Request::None);
                    assert_eq!(v.update(Message::Objective(p, true), game), Request::None);
                    assert_eq!(v.update(Message::Scan(p), game), Request::None);
                }
                assert_eq!(v.update(Message::Next, game), Request::None);
                assert!(v.revealing(), "Next before Reveal moves nothing");
                v.update(Message::Reveal, game);
                v.update(Message::Next, game);
                continue;
            }
            let ask = Victory::ask(game);
            asked.push(ask);
            let request = match ask {
                Ask::NotOver => panic!("the game is over"),
                Ask::Done => return asked,
                Ask::Quarantine(p) => v.update(Message::Quarantine(p, true), game),
                Ask::Objective(p) => v.update(Message::Objective(p, true), game),
                Ask::NoScan { player, .. } => v.update(Message::Scan(player), game),
                // the player's own draw: the first card of four was contamination when they had any
                Ask::Draw { player, most } => {
                    // the panel takes exactly the answers the rules take (0 to `most`)
                    for n in 0..=8u8 {
                        let taken = game
                            .state()
                            .clone()
                            .apply(&Command::VictoryDraw {
                                player,
                                contamination: n,
                            })
                            .is_ok();
                        let offered =
                            matches!(v.update(Message::Drawn(player, n), game), Request::Apply(_));
                        assert_eq!(offered, taken, "{n} contamination cards drawn");
                        assert_eq!(offered, n <= most, "{n} of at most {most}");
                    }
                    v.update(Message::Drawn(player, most.min(1)), game)
                }
                Ask::Scan(p) => {
                    let request = v.update(Message::Scan(p), game);
                    assert_eq!(
                        request,
                        Request::Scan(ScanRequest {
                            player: p,
                            purpose: ScanPurpose::Victory
                        })
                    );
                    // the scanner ends in this command
                    Request::Apply(Command::VictoryScan {
                        player: p,
                        labels: vec![LabelId(1), LabelId(2)],
                    })
                }
            };
            let Request::Apply(command) = request else {
                panic!("{ask:?} gave {request:?}")
            };
            let out = game
                .apply(command.clone())
                .unwrap_or_else(|e| panic!("{command:?}: {e}"));
            v.update(Message::Outcomes(out), game);
        }
        panic!("the walk did not end: {asked:?}")
    }

    /// Seen in a Korean solo game: the question said 검역 (the rulebook's word for the
    /// objective) and the log's entry for its answer said 격리. Both name it alike, in every
    /// language.
    #[test]
    fn the_quarantine_answer_is_named_as_its_question() {
        for (language, word) in [
            (crate::gui::i18n::Language::Ko, "검역"),
            (crate::gui::i18n::Language::Ja, "検疫"),
            (crate::gui::i18n::Language::En, "uarantine"),
        ] {
            let i18n = I18n::new(language).unwrap();
            let plain = |s: String| s.replace('\u{2060}', "");
            let question = plain(crate::tr!(i18n, "victory-quarantine-question"));
            let entry = plain(crate::tr!(i18n, "cmd-victory-quarantine", player = "P1"));
            assert!(question.contains(word), "{question}");
            assert!(entry.contains(word), "{entry}");
        }
    }

    /// Seen in a Japanese Void Seeders game: with all three engines damaged the reveal said
    /// 「2つのエンジンが損傷しています」; it says as many as its tiles show.
    #[test]
    fn an_explosion_says_how_many_engines_are_damaged() {
        let seeds = ["ACK74X", "MNP3QR", "TUVW47", "XY9ACD", "EFHJK3"];
        let Some((game, out)) = seeds.iter().find_map(|s| ended_game(s)) else {
            panic!("no seed reached the end as planned")
        };
        let i18n = I18n::new(crate::gui::i18n::Language::Ja).unwrap();
        let ctx = Ctx {
            i18n: &i18n,
            ty: crate::gui::theme::TextSize::Normal.typography(),
            theme: crate::gui::theme::ThemeChoice::Dark,
            repaint: 0,
        };
        for working in [[false; 3], [true, false, false]] {
            let mut v = Victory::new(&game, &out);
            v.beats = vec![Beat::Engines {
                working,
                exploded: true,
                lost: vec![],
            }];
            v.cursor = 0;
            v.uncovered = true;
            let damaged = working.iter().filter(|ok| !**ok).count();
            let said = crate::tr!(i18n, "victory-exploded", damaged = damaged);
            assert!(said.contains(&format!("{damaged}つ")), "{said}");
            let mut ui = iced_test::Simulator::with_size(
                crate::gui::fonts::iced_settings(),
                (1280.0, 1600.0),
                v.view(ctx, &game),
            );
            assert!(ui.find(said.as_str()).is_ok(), "{said} is on the page");
        }
    }

    #[test]
    fn the_victory_walk_runs_to_the_winners() {
        let seeds = [
            "ACK74X", "MNP3QR", "TUVW47", "XY9ACD", "EFHJK3", "RTUV94", "QRTU79",
        ];
        let Some((mut game, out)) = seeds.iter().find_map(|s| ended_game(s)) else {
            panic!("no seed reached the end as planned")
        };
        let mut v = Victory::new(&game, &out);
        assert!(matches!(
            v.beats.first(),
            Some(Beat::Ended {
                cause: EndCause::Jump,
                ..
            })
        ));
        assert!(v.beats.contains(&Beat::Engines {
            working: [true; 3],
            exploded: false,
            lost: vec![]
        }));
        assert!(v.beats.iter().any(|b| matches!(
            b,
            Beat::Coordinates {
                destination: Destination::Mars,
                ..
            }
        )));
        let asked = walk(&mut game, &mut v);
        assert_eq!(asked[0], Ask::Quarantine(P2), "{asked:?}");
        assert!(asked.contains(&Ask::Scan(P1)), "{asked:?}");
        assert!(
            asked.contains(&Ask::NoScan {
                player: P2,
                why: FinalCheck::NothingToScan
            }),
            "{asked:?}"
        );
        assert_eq!(asked.last(), Some(&Ask::Done));
        // the scan of player 1 was revealed label by label
        let p1_scan = v.beats.iter().find_map(|b| match b {
            Beat::Scan {
                player,
                labels,
                survived,
                ..
            } if *player == P1 => Some((labels.len(), *survived)),
            _ => None,
        });
        let (labels, p1_survived) = p1_scan.expect("a scan reveal for player 1");
        assert_eq!(labels, 2);
        let Some(Beat::Winners { players }) = v.beats.last() else {
            panic!("the walk ends on the winners: {:?}", v.beats)
        };
        let mut expected = vec![P2];
        if p1_survived == Some(true) {
            expected.insert(0, P1);
        }
        assert_eq!(players, &expected);
        assert_eq!(game.state().winners(), expected);
        assert_eq!(v.cursor, v.beats.len());
        assert_eq!(v.update(Message::Close, &game), Request::Close);
    }

    #[test]
    fn saying_no_to_quarantine_on_mars_costs_the_hibernating_character() {
        let seeds = [
            "ACK74X", "MNP3QR", "TUVW47", "XY9ACD", "EFHJK3", "RTUV94", "QRTU79",
        ];
        let Some((mut game, out)) = seeds.iter().find_map(|s| ended_game(s)) else {
            panic!("no seed reached the end as planned")
        };
        let mut v = Victory::new(&game, &out);
        while v.revealing() {
            v.update(Message::Reveal, &game);
            v.update(Message::Next, &game);
        }
        let Request::Apply(cmd) = v.update(Message::Quarantine(P2, false), &game) else {
            panic!("no command")
        };
        let out = game.apply(cmd).unwrap();
        v.update(Message::Outcomes(out), &game);
        assert_eq!(v.beats.last(), Some(&Beat::NotQuarantined { player: P2 }));
        assert!(!game.state().character(P2).unwrap().alive());
    }

    #[test]
    fn when_everyone_died_the_walk_says_nobody_wins() {
        let mut game = test_game(2, "ACK74X");
        fix(&mut game, Correction::KillCharacter { player: P1 });
        let out = fix(&mut game, Correction::KillCharacter { player: P2 });
        let mut v = Victory::new(&game, &out);
        assert_eq!(v.beats.last(), Some(&Beat::Winners { players: vec![] }));
        let asked = walk(&mut game, &mut v);
        assert_eq!(asked, vec![Ask::Done]);
        assert!(game.state().winners().is_empty());
    }

    #[test]
    fn a_game_resumed_after_its_end_starts_from_the_state() {
        let seeds = [
            "ACK74X", "MNP3QR", "TUVW47", "XY9ACD", "EFHJK3", "RTUV94", "QRTU79",
        ];
        let Some((game, _)) = seeds.iter().find_map(|s| ended_game(s)) else {
            panic!("no seed reached the end as planned")
        };
        let v = Victory::new(&game, &[]);
        assert_eq!(
            v.beats,
            vec![
                Beat::Ended {
                    cause: EndCause::Jump,
                    dead: vec![]
                },
                Beat::Coordinates {
                    letter: Some(game.state().destination),
                    destination: Destination::Mars,
                    lost: vec![]
                }
            ]
        );
    }

    #[test]
    fn before_the_end_the_panel_asks_nothing() {
        let game = test_game(2, "ACK74X");
        let mut v = Victory::new(&game, &[]);
        assert!(v.beats.is_empty());
        assert_eq!(Victory::ask(&game), Ask::NotOver);
        assert_eq!(v.update(Message::Scan(P1), &game), Request::None);
        assert_eq!(v.update(Message::Objective(P1, true), &game), Request::None);
    }
}
