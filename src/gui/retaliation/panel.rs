//! The Retaliation table's view: the status strip, the map beside the side panel, and in the
//! panel, top to bottom, what the app asks now, what just happened (with "→" board lines), the
//! marine's actions or the round's next step, the corrections and the result.

use super::map::FacilityMap;
use super::{Message, RetTable, words};
use crate::gui::shortcuts::{TableInput, TableKey};
use crate::gui::table::shell::{CurtainMessage, ShellMessage};
use crate::gui::widgets::{self, Ctx};
use crate::rules::Ruleset;
use crate::rules::retaliation::map::Section;
use crate::rules::retaliation::{
    Fix, Lander, MarineOffers, NoiseFace, Queen, Question, RetaliationCommand as C,
    RetaliationOutcome as O, Step,
};
use crate::tr;
use iced::widget::{canvas, column, container, row, scrollable, space, text};
use iced::{Element, Length};

type El<'a> = Element<'a, Message>;

/// How many earlier steps the log shows (the whole game stays in the journal).
const LOG_STEPS: usize = 40;

impl RetTable {
    pub fn view<'a>(&'a self, ctx: Ctx<'a>) -> El<'a> {
        if let Some(c) = self.curtain().current() {
            return self.curtain_view(ctx, c);
        }
        let sp = ctx.ty.space;
        // M: the map alone, as large as the window allows (issue 38: at the largest text size
        // the map shrank to make room for the panel); the questions come back with M again
        if self.map_only {
            // the whole window, the app's bar and the status strip too (issue 54: with them,
            // 13 rooms at the largest text size left the names too small to read from across
            // the table); the way back is a button over the map's lower left corner, which
            // costs no height
            let back = widgets::plain(
                ctx,
                tr!(ctx.i18n, "rt-map-only-back"),
                Some(Message::Input(TableInput::Key(TableKey::MapOnly))),
            );
            return iced::widget::stack![
                self.map(ctx),
                container(back)
                    .width(Length::Fill)
                    .height(Length::Fill)
                    .align_bottom(Length::Fill),
            ]
            .width(Length::Fill)
            .height(Length::Fill)
            .into();
        }
        // how the strip, the map and the panel share the window depends on its size: laid out
        // once the size is known
        container(iced::widget::responsive(move |size| {
            self.table_view(ctx, Room::of(ctx, size), size.width)
        }))
        .padding(sp * 0.5)
        .into()
    }

    /// The strip over the map beside the panel, in a window `width` wide (inside its margins).
    /// The map keeps its share at every text size: the panel scrolls instead.
    fn table_view<'a>(&'a self, ctx: Ctx<'a>, room: Room, width: f32) -> El<'a> {
        let sp = ctx.ty.space;
        let map_column = column![self.map(ctx), self.legend(ctx)].spacing(sp * 0.3);
        // in a narrow window the panel's margins are halved: a row of five marines fits
        let margin = if room.narrow { sp * 0.5 } else { sp };
        let side = crate::gui::region::scrolled(
            scrollable(self.side(ctx, room).padding([0.0, margin]))
                .id(SIDE)
                .height(Length::Fill),
        );
        // End turn and Pass pinned under the panel, where there is height for them
        let pinned = if room.short {
            None
        } else {
            self.turn_buttons(ctx)
        };
        column![
            // the strip changes with the game, in many places at once: redrawn whole then, and
            // only then (choosing a marine or a room leaves it alone)
            crate::gui::region::region(self.strip(ctx, room), self.version()),
            row![
                container(map_column)
                    .width(Length::Fill)
                    .height(Length::Fill),
                // the panel is made of parts, each repainted when it changes or moves; the
                // turn's buttons pinned under it change with the marine chosen
                crate::gui::region::part(
                    container(
                        column![side]
                            .push(pinned.map(|b| crate::gui::region::region(
                                container(b).padding([sp * 0.3, margin]),
                                ctx.repaint
                            )))
                            .spacing(sp * 0.3)
                    )
                    .width(Length::Fixed(side_width(ctx, width)))
                    .height(Length::Fill)
                ),
            ]
            .spacing(sp)
            .height(Length::Fill),
        ]
        .spacing(sp * 0.5)
        .into()
    }

    /// The facility map, filling what it is given.
    fn map<'a>(&'a self, ctx: Ctx<'a>) -> El<'a> {
        let st = self.state();
        let target = st.tiles_wanted().map(|w| w.cell);
        // the map's layers are drawn again only when what they show changed, not after every
        // step (issue 57: an answer that moved nothing on the map redrew all of it)
        let shown = self.map_cache.content_key(self.version(), || {
            use std::hash::{Hash, Hasher};
            let mut h = std::hash::DefaultHasher::new();
            let drawn = (
                &st.map,
                &st.facility,
                &st.marines,
                st.spaces(),
                st.config.deadly,
                target,
            );
            serde_json::to_vec(&drawn).unwrap_or_default().hash(&mut h);
            h.finish()
        });
        let mut h = std::hash::DefaultHasher::new();
        std::hash::Hash::hash(
            &(
                shown,
                ctx.i18n.language().code(),
                format!("{:?}", ctx.theme),
            ),
            &mut h,
        );
        let version = std::hash::Hasher::finish(&h);
        let map = FacilityMap {
            state: st,
            i18n: ctx.i18n,
            colors: ctx.theme.map(),
            text_px: ctx.ty.body,
            selected: self.fixing.filter(|_| self.corrections),
            target,
            cache: &self.map_cache,
            version,
        };
        let drawn = self.map_cache.follow(&map);
        container(crate::gui::canvas_words::over(
            canvas(map).width(Length::Fill).height(Length::Fill),
            self.map_cache.words(),
            drawn,
        ))
        .id(super::MAP_ID)
        .into()
    }

    /// The marks' meanings on L (as on the base map), the doors' too, at the top of the side
    /// panel: the map keeps its size (issue 57), and the panel wraps them (issue 54 item 1: at
    /// the largest text size the doors' line took two lines of the map's height).
    fn legend_panel<'a>(&'a self, ctx: Ctx<'a>) -> Option<El<'a>> {
        if !self.legend {
            return None;
        }
        let colors = ctx.theme.map();
        Some(
            widgets::panel(
                ctx,
                column![
                    super::map::figures_line(ctx, colors),
                    crate::gui::door_marks::legend_line(ctx, colors)
                ]
                .spacing(ctx.ty.space * 0.3),
            )
            .into(),
        )
    }

    /// Under the map: the M and L buttons.
    fn legend<'a>(&'a self, ctx: Ctx<'a>) -> El<'a> {
        let sp = ctx.ty.space;
        // (the legend itself opens at the top of the side panel: under the map it shrank the
        // map, which was then drawn anew, 110 ms in the real window; see `legend_panel`)
        // M and L as buttons too, as on the ship's map: a table with only a mouse or a finger
        // reached neither before
        row![
            widgets::plain(
                ctx,
                format!("{}  [M]", tr!(ctx.i18n, "table-map-only")),
                Some(Message::Input(TableInput::Key(TableKey::MapOnly))),
            ),
            widgets::plain(
                ctx,
                if self.legend {
                    tr!(ctx.i18n, "legend-close")
                } else {
                    tr!(ctx.i18n, "legend-open")
                },
                Some(Message::Input(TableInput::Key(TableKey::Legend))),
            ),
        ]
        .spacing(sp * 0.5)
        .into()
    }

    /// Round, Lander, autodestruction, life support, the Queen, the bag; undo and redo. In a
    /// narrow window the status is told in the small size beside undo and redo without their
    /// keys (issue 54: at 1280×800 with the largest text it broke into five lines beside them,
    /// and took the map's height).
    fn strip<'a>(&'a self, ctx: Ctx<'a>, room: Room) -> El<'a> {
        let t = ctx.i18n;
        let st = self.state();
        let f = &st.facility;
        let mut parts = vec![
            tr!(
                t,
                "rt-round",
                round = st.round,
                rounds = st.public_view().rounds
            ),
            words::step(t, st.step),
        ];
        parts.push(match f.lander {
            Lander::Coming => tr!(t, "rt-lander-coming", slot = st.public_view().lander_slot),
            Lander::Landed => tr!(t, "rt-lander-landed"),
            Lander::ShotDown => tr!(t, "rt-lander-shot-down"),
            Lander::Departed => tr!(t, "rt-lander-departed"),
        });
        if let Some(slot) = f.autodestruction {
            parts.push(tr!(t, "rt-autodestruction-at", slot = slot));
        }
        // the sections with air, then those without, each group said once ("A B C: life
        // support off" rather than three times)
        let sections = |on: bool| {
            Section::ALL
                .iter()
                .filter(|s| f.life_support(**s) == on)
                .map(|s| format!("{s:?}"))
                .collect::<Vec<_>>()
                .join(" ")
        };
        let (with_air, without) = (sections(true), sections(false));
        if !with_air.is_empty() {
            parts.push(tr!(t, "rt-air-on", section = with_air));
        }
        if !without.is_empty() {
            parts.push(tr!(t, "rt-air-off", section = without));
        }
        parts.push(match st.queen() {
            Queen::Dead => tr!(t, "rt-queen-dead"),
            Queen::Alive { on_map: true, .. } => tr!(t, "rt-queen-on-map"),
            Queen::Alive { .. } => tr!(t, "rt-queen-off-map"),
        });
        parts.push(tr!(t, "rt-bag-size", n = st.bag_size()));
        let undo = self
            .game
            .undo_command()
            .map(|c| (Message::Shell(ShellMessage::Undo), words::command(t, st, c)));
        let redo = self
            .game
            .redo_command()
            .map(|_| Message::Shell(ShellMessage::Redo));
        if room.narrow {
            let status = text(parts.join(" · "))
                .size(ctx.ty.small)
                .width(Length::Fill);
            return row![status, narrow_undo_redo(ctx, undo, redo)]
                .spacing(ctx.ty.space * 0.6)
                .align_y(iced::Alignment::Center)
                .into();
        }
        // as at every table: each with its key, and the step an undo takes back by name
        let undo_redo = widgets::undo_redo(ctx, undo, redo);
        row![
            widgets::body(ctx, parts.join("  ·  ")).width(Length::Fill),
            // a long step's name wraps under the buttons instead of squeezing the status
            undo_redo
                .width(Length::Shrink)
                .max_width(ctx.ty.space * 36.0),
        ]
        .spacing(ctx.ty.space * 0.6)
        .align_y(iced::Alignment::Center)
        .into()
    }

    /// The panel's parts, top to bottom (see the numbers below). What the table is told or
    /// asked now and what it may do change with most inputs, in many places: a layer redrawn
    /// whole after each. The Mission Tasks, the corrections while closed, and the log are
    /// parts of their own, repainted only where they changed or when they moved (see
    /// [`crate::gui::region`]).
    fn side<'a>(&'a self, ctx: Ctx<'a>, room: Room) -> iced::widget::Column<'a, Message> {
        use crate::gui::region::{part, region};
        let t = ctx.i18n;
        let st = self.state();
        let sp = ctx.ty.space;
        let mut col = column![].spacing(sp);
        // what changes with most inputs, gathered until a part of its own comes
        let mut now: Vec<El<'a>> = Vec::new();
        let told = |col: iced::widget::Column<'a, Message>, now: &mut Vec<El<'a>>| {
            if now.is_empty() {
                col
            } else {
                col.push(region(column(std::mem::take(now)).spacing(sp), ctx.repaint))
            }
        };
        if let Some(w) = self.game.storage_warning() {
            // as at the base table, with its button to try again
            now.push(widgets::not_saved(
                ctx,
                &w,
                self.game
                    .id()
                    .map(|_| Message::Shell(ShellMessage::RetryStorage)),
            ));
        }
        if let Some(legend) = self.legend_panel(ctx) {
            now.push(legend);
        }
        if let Some(e) = self.refused() {
            // as at the base table: why, and that nothing changed
            now.push(widgets::refusal(
                ctx,
                words::error(t, st, e),
                tr!(t, "table-refused-nothing-changed"),
                Message::Shell(ShellMessage::DismissRefusal),
            ));
        }
        // the corrections, opened by the table while nothing is asked, come before the turn: a
        // table that opens them is looking for them (opened by the app at the start for the
        // Landing Zone's corridors, they stay below the first turn's buttons)
        let fixing_first = self.corrections
            && !self.corrections_for_setup
            && st.pending.is_empty()
            && st.result.is_none();
        // the undo's note and what the last step told: leading the corrections they pushed
        // them down by their height after every correction, and the row under the finger moved
        // away (issue 54: the panel seemed to jump); what a correction tells is on the board
        // already, so they follow the corrections then
        let note = self.note().map(|n| {
            // as the base table says it: what was taken back, by name
            let line = n.words(t, |cmd| words::command(t, st, cmd));
            widgets::small(ctx, line)
        });
        // 2. what just happened
        let lines = words::outcomes(t, st, self.said());
        let said = (!lines.is_empty()).then(|| {
            let said = lines
                .into_iter()
                .fold(column![].spacing(sp * 0.35), |c, l| {
                    c.push(widgets::line(ctx, l, ctx.ty.body))
                });
            widgets::panel(ctx, said)
        });
        if fixing_first {
            col = told(col, &mut now);
            col = col.push(region(self.corrections_view(ctx), ctx.repaint));
            now.extend(note.map(Into::into));
            now.extend(said.map(Into::into));
        } else {
            now.extend(note.map(Into::into));
            // 1. what the app waits for
            if let Some(q) = st.pending.front() {
                now.push(widgets::next_panel(ctx, self.question(ctx, q)).into());
                now.extend(self.deaths_while_asked(ctx));
            }
            now.extend(said.map(Into::into));
        }
        // 3. the end, or what to do next
        if let Some(result) = &st.result {
            now.push(widgets::next_panel(ctx, self.result(ctx, result)).into());
        } else if st.pending.is_empty() {
            now.push(self.actions(ctx, room));
        }
        col = told(col, &mut now);
        // 4. the Mission Tasks, public from the start
        if st.result.is_none() && !st.missions.is_empty() {
            col = col.push(part(widgets::panel(ctx, self.missions_view(ctx))));
        }
        // 5. corrections: open, they change with every choice in them
        if !fixing_first {
            col = col.push(if self.corrections {
                region(self.corrections_view(ctx), ctx.repaint)
            } else {
                part(self.corrections_view(ctx))
            });
        }
        // 6. the log: what happened before the last step, newest first (the last step is told
        // above), as far back as a table looks
        // (each step under its label, as in the base game's log)
        let earlier: Vec<(String, Vec<crate::gui::narrate::Line>)> = self
            .log()
            .entries()
            .iter()
            .rev()
            .skip(1)
            .filter_map(|e| words::log_entry(t, st, &e.command, &e.outcomes))
            .take(LOG_STEPS)
            .collect();
        if !earlier.is_empty() {
            let log = earlier.into_iter().fold(
                column![widgets::heading(ctx, tr!(t, "table-log"))].spacing(sp * 0.5),
                |c, (label, lines)| c.push(widgets::log_entry(ctx, label, lines, ctx.ty.small)),
            );
            col = col.push(part(widgets::panel(ctx, log)));
        }
        col
    }

    /// While a question waits, the death of a marine the step just attacked, as the rules
    /// offer it then (a death is taken while anything is asked): a pursuit that killed P4 on
    /// the way out left the tiles of P4's exploration asked, and the death button was only
    /// in the turn panel, hidden under the question (the Korean five-player evening).
    fn deaths_while_asked<'a>(&'a self, ctx: Ctx<'a>) -> Option<El<'a>> {
        let t = ctx.i18n;
        let st = self.state();
        let mut hit: Vec<usize> = Vec::new();
        for o in self.said() {
            let who = match o {
                O::Attack { target, .. } | O::LarvaAttack { target, .. } => *target,
                O::Pursuit { who, .. } => *who,
                _ => continue,
            };
            if !hit.contains(&who) && st.accepts(&C::Died { who }) {
                hit.push(who);
            }
        }
        if hit.is_empty() {
            return None;
        }
        let sp = ctx.ty.space;
        let buttons = hit.into_iter().map(|who| {
            let down = if st.config.coop {
                tr!(t, "rt-fell", name = words::marine(st, who))
            } else {
                tr!(t, "rt-died", name = words::marine(st, who))
            };
            widgets::plain(ctx, down, Some(Message::Play(C::Died { who }))).into()
        });
        Some(
            column![
                widgets::small(ctx, tr!(t, "rt-died-while-asked")),
                row(buttons.collect::<Vec<El<'a>>>())
                    .spacing(sp * 0.5)
                    .wrap()
            ]
            .spacing(sp * 0.3)
            .into(),
        )
    }

    fn question<'a>(&'a self, ctx: Ctx<'a>, q: &'a Question) -> El<'a> {
        let t = ctx.i18n;
        let st = self.state();
        let sp = ctx.ty.space;
        let ask = widgets::heading(ctx, words::question(t, st, q));
        let answers: El<'a> = match q {
            Question::NoiseRoll { .. } => row([
                NoiseFace::One,
                NoiseFace::Two,
                NoiseFace::Three,
                NoiseFace::Four,
                NoiseFace::Hazard,
            ]
            .into_iter()
            .map(|face| {
                widgets::action(
                    ctx,
                    words::face(t, face),
                    Some(Message::Play(C::NoiseRoll { face })),
                )
                .into()
            }))
            .spacing(sp * 0.6)
            .wrap()
            .into(),
            Question::TokenBack { kind, .. } => {
                // the steppers move within what a token of this type may show (the rules'
                // limits: an Adult token shows Adults only), starting at its smallest back
                let (adults, drones) = self.token_back(*kind);
                let (may_adults, may_drones) = kind.back_limits();
                let stepper = |label: String,
                               n: u8,
                               may: std::ops::RangeInclusive<u8>,
                               set: fn(u8) -> Message|
                 -> El<'a> {
                    row![
                        widgets::body(ctx, label).width(Length::Fill),
                        widgets::plain(ctx, "−", (n > *may.start()).then(|| set(n - 1))),
                        widgets::heading(ctx, n.to_string()),
                        widgets::plain(ctx, "+", (n < *may.end()).then(|| set(n + 1))),
                    ]
                    .spacing(sp * 0.6)
                    .align_y(iced::Alignment::Center)
                    .into()
                };
                let mut col = column![stepper(
                    tr!(t, "rt-token-adults"),
                    adults,
                    may_adults,
                    Message::Adults
                )]
                .spacing(sp * 0.6);
                // a type that shows no Drone has no Drone stepper
                if *may_drones.end() > 0 {
                    col = col.push(stepper(
                        tr!(t, "rt-token-drones"),
                        drones,
                        may_drones,
                        Message::Drones,
                    ));
                }
                col.push(widgets::action(
                    ctx,
                    tr!(t, "rt-token-confirm", adults = adults, drones = drones),
                    Some(Message::Play(C::TokenBack { adults, drones })),
                ))
                .into()
            }
            Question::Infection { .. } | Question::Eclosion { .. } => row![
                widgets::action(
                    ctx,
                    tr!(t, "rt-yes"),
                    Some(Message::Play(C::Scan { found: true }))
                ),
                widgets::action(
                    ctx,
                    tr!(t, "rt-no"),
                    Some(Message::Play(C::Scan { found: false }))
                ),
            ]
            .spacing(sp)
            .into(),
            Question::Tiles { .. } => self.tiles_picker(ctx),
            // the curtain offers the order beside the tokens; after a restart (the tokens are
            // never shown twice) the marine answers here from memory
            Question::AaOrder { .. } => row![
                widgets::action(
                    ctx,
                    tr!(t, "rt-aa-keep"),
                    Some(Message::Play(C::AaOrder { swap: false }))
                ),
                widgets::action(
                    ctx,
                    tr!(t, "rt-aa-swap"),
                    Some(Message::Play(C::AaOrder { swap: true }))
                ),
            ]
            .spacing(sp)
            .into(),
        };
        column![ask, answers].spacing(sp).into()
    }

    /// The box deals: tap the room tile drawn, then the corridor tiles in the card's order.
    fn tiles_picker<'a>(&'a self, ctx: Ctx<'a>) -> El<'a> {
        let t = ctx.i18n;
        let sp = ctx.ty.space;
        let Some(w) = self.state().tiles_wanted() else {
            return space().into();
        };
        let rooms = row(w.rooms.iter().map(|r| {
            widgets::choice(
                ctx,
                words::room(t, *r),
                self.tile_room == Some(*r),
                Some(Message::TileRoom(*r)),
            )
            .into()
        }))
        .spacing(sp * 0.5)
        .wrap();
        let sides: Vec<String> = w.slots.iter().map(|d| words::dir(t, *d)).collect();
        // the buttons keep their labels and places (issue 38 item 6: a chosen number grew into
        // 「204 (오른쪽 위)」 and pushed the rest along); once the card's slots are filled the others
        // cannot be chosen; where each chosen tile goes is said on its own line below
        let full = self.tile_corridors.len() >= w.count;
        let corridors = row(w.corridors.iter().map(|c| {
            let chosen = self.tile_corridors.contains(c);
            let tap = (chosen || !full).then_some(Message::TileCorridor(*c));
            widgets::choice(ctx, c.to_string(), chosen, tap).into()
        }))
        .spacing(sp * 0.5)
        .wrap();
        // a card slot the app's model frame has no space beyond (the rules say which): the
        // table can say its frame has one, in the new room's section
        let missing: Vec<El<'a>> = w
            .off_frame
            .iter()
            .copied()
            .map(|d| {
                widgets::plain(
                    ctx,
                    tr!(
                        t,
                        "rt-fix-space",
                        side = words::dir(t, d),
                        section = words::section(t, w.section)
                    ),
                    Some(Message::Play(C::Correct {
                        fix: Fix::Space {
                            cell: w.cell.step(d),
                            section: Some(w.section),
                        },
                    })),
                )
                .into()
            })
            .collect();
        let placed = self
            .tile_corridors
            .iter()
            .zip(&sides)
            .map(|(c, side)| tr!(t, "rt-tiles-placed", corridor = c, side = side.clone()))
            .collect::<Vec<_>>()
            .join(", ");
        // a card that places no corridor (a dead end) shows no corridor tiles to pick: a grid
        // of greyed numbers under 「통로 타일 0장」 asked the table for nothing
        let corridor_part = (w.count > 0).then(|| {
            column![
                widgets::body(
                    ctx,
                    tr!(
                        t,
                        "rt-tiles-corridors",
                        count = w.count,
                        sides = sides.join(", ")
                    )
                ),
                corridors,
                widgets::small(ctx, placed),
            ]
            .spacing(sp * 0.6)
        });
        column![
            widgets::body(
                ctx,
                tr!(t, "rt-tiles-room", pile = words::pile(t, w.room_kind))
            ),
            rooms,
        ]
        .push(corridor_part)
        .push(
            column![
                row(missing).spacing(sp * 0.5).wrap(),
                row![
                    widgets::action(
                        ctx,
                        tr!(t, "rt-tiles-confirm"),
                        self.tiles_answer().map(Message::Play)
                    ),
                    widgets::plain(ctx, tr!(t, "rt-tiles-clear"), Some(Message::TilesClear)),
                ]
                .spacing(sp),
            ]
            .spacing(sp * 0.6),
        )
        .spacing(sp * 0.6)
        .into()
    }

    /// End turn and Pass for the chosen marine, pinned under the panel (a long list of
    /// intruders in reach would push them out of sight), while that marine can take them.
    fn turn_buttons<'a>(&'a self, ctx: Ctx<'a>) -> Option<El<'a>> {
        let t = ctx.i18n;
        let who = self.selected;
        let end = C::EndTurn { who, pass: false };
        let pass = C::EndTurn { who, pass: true };
        if self.shell.curtain_up() || !self.state().accepts(&end) {
            return None;
        }
        // passing is an action (retaliation.md §4.1): after both actions only ending is left
        let mut buttons = row![widgets::action(
            ctx,
            tr!(t, "rt-end-turn"),
            Some(Message::Play(end))
        )];
        if self.state().accepts(&pass) {
            buttons = buttons.push(widgets::action(
                ctx,
                tr!(t, "rt-pass"),
                Some(Message::Play(pass)),
            ));
        }
        Some(buttons.spacing(ctx.ty.space).wrap().into())
    }

    /// Whose turn, the marines, the chosen marine's actions (and in a low window End turn and
    /// Pass after them), or the round's next step.
    fn actions<'a>(&'a self, ctx: Ctx<'a>, room: Room) -> El<'a> {
        let t = ctx.i18n;
        let st = self.state();
        let sp = ctx.ty.space;
        let mut col = column![].spacing(sp * 0.8);
        if st.step == Step::Players {
            let acting = st.acting();
            if !acting.is_empty() {
                // whose turn it is and what is left of it: the rules' answer (issue 51)
                let heading = match crate::rules::retaliation::Retaliation::turn(st) {
                    crate::rules::ask::Turn {
                        player: Some(p),
                        actions_left: Some(left),
                        ..
                    } => tr!(
                        t,
                        "rt-turn-now",
                        name = words::marine(st, usize::from(p).saturating_sub(1)),
                        left = left
                    ),
                    _ => tr!(t, "rt-whose-turn"),
                };
                col = col.push(widgets::heading(ctx, heading));
                col = col.push(
                    row(acting.iter().map(|&i| {
                        widgets::choice(
                            ctx,
                            words::marine(st, i),
                            i == self.selected,
                            Some(Message::Select(i)),
                        )
                        .into()
                    }))
                    .spacing(sp * 0.5)
                    .wrap(),
                );
                if acting.contains(&self.selected) {
                    col = col.push(self.marine_actions(ctx));
                }
                // a low window keeps its height for the actions: the turn's end comes after them
                if room.short {
                    col = col.push(self.turn_buttons(ctx));
                }
            }
        }
        // the Lander's take-off, at the start of the Event phase
        for i in st.take_offs() {
            col = col.push(widgets::action(
                ctx,
                tr!(t, "rt-take-off", name = words::marine(st, i)),
                Some(Message::Play(C::TakeOff { who: i })),
            ));
        }
        if let Some(next) = st.next_step() {
            let label = match next {
                C::IntruderPhase {} => tr!(t, "rt-next-intruder-phase"),
                C::EventCard {} => tr!(t, "rt-next-event"),
                C::BagDevelopment {} => tr!(t, "rt-next-bag"),
                _ => tr!(t, "rt-next-cleanup"),
            };
            col = col.push(widgets::action(ctx, label, Some(Message::Play(next))));
        }
        col.into()
    }

    /// Move, room actions, fights, end of turn, death: for the chosen marine.
    fn marine_actions<'a>(&'a self, ctx: Ctx<'a>) -> El<'a> {
        let t = ctx.i18n;
        let st = self.state();
        let sp = ctx.ty.space;
        let who = self.selected;
        let m = &st.marines[who];
        // what the rules let this marine do now: every button below is one of these
        let offers = st.marine_offers(who);
        let here = tr!(
            t,
            "rt-in-room",
            name = words::marine(st, who),
            room = words::room(t, m.room)
        );
        let mut col = column![widgets::body(ctx, here)].spacing(sp * 0.6);
        col = col.push(self.moves_view(ctx, who, &offers));
        col = col.push(self.room_acts_view(ctx, who, &offers));
        col = col.push(self.pressure_view(ctx, who, &offers));
        col = col.push(self.secure_and_robot(ctx, who, &offers));
        col = col.push(self.fights_view(ctx, who, &offers));
        // co-op: bring a fallen marine along from the room just left
        for &f in &offers.carry {
            col = col.push(widgets::plain(
                ctx,
                tr!(
                    t,
                    "rt-carry",
                    name = words::marine(st, f),
                    room = words::room(t, st.marines[f].room)
                ),
                Some(Message::Play(C::Carry { fallen: f, by: who })),
            ));
        }
        col = col.push(self.card_effects(ctx, who, &offers));
        let down = if st.config.coop {
            tr!(t, "rt-fell", name = words::marine(st, who))
        } else {
            tr!(t, "rt-died", name = words::marine(st, who))
        };
        col = col.push(widgets::plain(
            ctx,
            down,
            Some(Message::Play(C::Died { who })),
        ));
        col.into()
    }

    /// The marine's moves, careful or not, through each corridor the rules offer.
    fn moves_view<'a>(&'a self, ctx: Ctx<'a>, who: usize, offers: &MarineOffers) -> Option<El<'a>> {
        let t = ctx.i18n;
        let st = self.state();
        let room = st.marines[who].room;
        let moves: Vec<El<'a>> = offers
            .moves
            .iter()
            .map(|&c| {
                let label = match st.map.beyond(c, room) {
                    Some(r) => tr!(
                        t,
                        "rt-move-to",
                        corridor = words::corridor(t, c),
                        room = words::room(t, r)
                    ),
                    None => tr!(t, "rt-move-explore", corridor = words::corridor(t, c)),
                };
                // the careful choice made beside the corridor buttons goes with the button;
                // a move from a phone keeps its own (issue 54: the window's choice, off,
                // overrode a phone's 「경계 이동」)
                let play = C::Move {
                    who,
                    corridor: c,
                    careful: self.careful,
                };
                widgets::plain(ctx, label, Some(Message::Play(play))).into()
            })
            .collect();
        if moves.is_empty() {
            return None;
        }
        let care = widgets::choices(
            ctx,
            [
                (false, tr!(t, "rt-move-normal")),
                (true, tr!(t, "rt-move-careful")),
            ],
            self.careful,
            Message::Careful,
        );
        let sp = ctx.ty.space;
        let body = column![
            widgets::heading(ctx, tr!(t, "rt-move")),
            care,
            column(moves).spacing(sp * 0.4)
        ]
        .spacing(sp * 0.6);
        Some(body.into())
    }

    /// The room actions the rules take now (the rules list them: `room_offers`).
    fn room_acts_view<'a>(
        &'a self,
        ctx: Ctx<'a>,
        who: usize,
        offers: &MarineOffers,
    ) -> Option<El<'a>> {
        let t = ctx.i18n;
        let acts: Vec<El<'a>> = offers
            .rooms
            .iter()
            .map(|a| {
                let play = C::Room {
                    who,
                    action: a.clone(),
                };
                widgets::plain(ctx, words::room_act(t, a), Some(Message::Play(play))).into()
            })
            .collect();
        if acts.is_empty() && offers.pressure.is_empty() {
            return None;
        }
        let sp = ctx.ty.space;
        let body = column![
            widgets::heading(ctx, tr!(t, "rt-room-action")),
            row(acts).spacing(sp * 0.5).wrap()
        ]
        .spacing(sp * 0.6);
        Some(body.into())
    }

    /// The intruders within reach, a row each with the hit, kill and the Queen's critical the
    /// rules allow; a row whose intruders are gone stays, greyed, until the next step.
    fn fights_view<'a>(
        &'a self,
        ctx: Ctx<'a>,
        who: usize,
        offers: &MarineOffers,
    ) -> Option<El<'a>> {
        let t = ctx.i18n;
        let st = self.state();
        let sp = ctx.ty.space;
        let targets = self.targets_shown();
        if targets.is_empty() {
            return None;
        }
        let mut col = column![widgets::heading(ctx, tr!(t, "rt-fight"))].spacing(sp * 0.6);
        for ((at, kind), present) in targets {
            // how many of the kind are there, so a table sees a kill take one of them
            let n = st
                .map
                .intruders(at)
                .iter()
                .filter(|i| i.kind == kind)
                .count();
            let (kind_name, place) = (words::kind(t, kind), words::place(t, at));
            let what = if n > 1 {
                tr!(t, "rt-target-many", kind = kind_name, place = place, n = n)
            } else {
                tr!(t, "rt-target", kind = kind_name, place = place)
            };
            let fight = offers
                .fights
                .iter()
                .find(|f| f.at == at && f.kind == kind)
                .copied();
            let Some(fight) = fight.filter(|_| present) else {
                // the row keeps its place and its shape, its buttons off, until the next step:
                // a second tap lands on nothing
                col = col.push(self.gone_row(ctx, tr!(t, "rt-target-gone", what = what), at));
                continue;
            };
            let button =
                |label: String, play: C| widgets::plain(ctx, label, Some(Message::Play(play)));
            let r = row![widgets::body(ctx, what).width(Length::Fill)]
                .spacing(sp * 0.5)
                .push(
                    fight
                        .queen_critical
                        .then(|| button(tr!(t, "rt-queen-critical"), C::QueenCritical {})),
                )
                .push(
                    fight
                        .hit
                        .then(|| button(tr!(t, "rt-hit"), C::Hit { at, kind })),
                )
                .push(
                    fight
                        .kill
                        .then(|| button(tr!(t, "rt-kill"), C::Kill { at, kind })),
                );
            col = col.push(r.align_y(iced::Alignment::Center));
            col = col.push(self.melee_and_repel(ctx, who, fight));
        }
        Some(col.into())
    }

    /// The Mission Task cards face up under the round track, each with what it asks.
    fn missions_view<'a>(&'a self, ctx: Ctx<'a>) -> El<'a> {
        let t = ctx.i18n;
        let st = self.state();
        let heading = if st.config.coop {
            tr!(t, "rt-missions-coop")
        } else {
            tr!(t, "rt-missions")
        };
        st.missions
            .iter()
            .fold(
                column![widgets::heading(ctx, heading)].spacing(ctx.ty.space * 0.3),
                |c, m| c.push(widgets::small(ctx, words::mission(t, *m))),
            )
            .into()
    }

    fn corrections_view<'a>(&'a self, ctx: Ctx<'a>) -> El<'a> {
        let t = ctx.i18n;
        let st = self.state();
        let sp = ctx.ty.space;
        if !self.corrections {
            return widgets::plain(
                ctx,
                tr!(t, "rt-corrections-open"),
                Some(Message::Corrections(true)),
            )
            .into();
        }
        let mut col = column![
            row![
                widgets::heading(ctx, tr!(t, "rt-corrections")).width(Length::Fill),
                widgets::plain(ctx, tr!(t, "rt-close"), Some(Message::Corrections(false))),
            ]
            .align_y(iced::Alignment::Center),
            widgets::small(
                ctx,
                if self.game.state().setup_to_say().is_some() {
                    tr!(t, "rt-corrections-start")
                } else {
                    tr!(t, "rt-corrections-how")
                }
            ),
            row(st.map.rooms_in_reading_order().into_iter().map(|r| {
                widgets::choice(
                    ctx,
                    r.to_string(),
                    self.fixing == Some(r),
                    Some(Message::Room(r)),
                )
                .into()
            }))
            .spacing(sp * 0.3)
            .wrap(),
        ]
        .spacing(sp * 0.6);
        if let Some(room) = self.fixing.filter(|r| st.map.rooms.contains_key(r)) {
            col = col.push(widgets::heading(ctx, words::room(t, room)));
            let fix = |f: Fix| Message::Play(C::Correct { fix: f });
            // the rules list what may be corrected here (each one `apply` takes)
            let buttons: Vec<El<'a>> = st
                .room_corrections(room)
                .into_iter()
                .map(|f| widgets::plain(ctx, room_fix_label(ctx, st, f), Some(fix(f))).into())
                .collect();
            col = col.push(row(buttons).spacing(sp * 0.4).wrap());
            col = col.push(self.room_frame_fixes(ctx, room));
            for c in st.map.corridors_of(room) {
                let cor = &st.map.corridors[&c];
                // the noise marker, then the door as each other state by name (issue 38: one
                // button cycled open → closed → destroyed, and its label read as the door's state)
                let fixes = st.corridor_corrections(c);
                let name = match cor.door {
                    Some(d) => format!("{} · {}", words::corridor(t, c), words::door(t, Some(d))),
                    None => words::corridor(t, c),
                };
                let open = self.tile_fix == Some(c);
                let tile_button = widgets::choice(
                    ctx,
                    tr!(t, "rt-fix-tile"),
                    open,
                    Some(Message::TileFix((!open).then_some(c))),
                );
                let buttons = fixes
                    .iter()
                    .map(|&f| widgets::plain(ctx, fix_label(ctx, f), Some(fix(f))).into())
                    .chain(std::iter::once(tile_button.into()));
                if cor.door.is_some() {
                    // a door's two other states make four buttons: the corridor's name gets its
                    // own line above them (beside them it broke into three lines)
                    col = col.push(widgets::body(ctx, name));
                    col = col.push(row(buttons).spacing(sp * 0.4).wrap());
                } else {
                    let r = row![widgets::body(ctx, name).width(Length::Fill)]
                        .spacing(sp * 0.4)
                        .extend(buttons);
                    col = col.push(r.align_y(iced::Alignment::Center));
                }
                if open {
                    col = col.push(widgets::small(
                        ctx,
                        tr!(t, "rt-fix-tile-how", corridor = words::corridor(t, c)),
                    ));
                    // the tiles still in the pile, in number order (the rules list them)
                    col = col.push(
                        row(st.corridor_tile_corrections(c).into_iter().filter_map(|f| {
                            let Fix::Tile { tile, .. } = f else {
                                return None;
                            };
                            Some(widgets::plain(ctx, tile.to_string(), Some(fix(f))).into())
                        }))
                        .spacing(sp * 0.3)
                        .wrap(),
                    );
                }
            }
        }
        col = col.push(self.facility_fixes(ctx));
        col = col.push(widgets::plain(
            ctx,
            tr!(t, "rt-fix-fire-supply-empty"),
            Some(Message::Play(C::Correct {
                fix: Fix::FireSupplyEmpty,
            })),
        ));
        widgets::panel(ctx, col).into()
    }

    fn result<'a>(&'a self, ctx: Ctx<'a>, r: &'a crate::rules::retaliation::GameResult) -> El<'a> {
        let t = ctx.i18n;
        let st = self.state();
        let mut col = column![
            widgets::title(ctx, tr!(t, "rt-result-title")),
            widgets::body(ctx, words::end_cause(t, r.cause))
        ]
        .spacing(ctx.ty.space * 0.6);
        for (i, _) in st.marines.iter().enumerate() {
            let line = if r.survivors.contains(&i) {
                tr!(t, "rt-result-survived", name = words::marine(st, i))
            } else {
                tr!(t, "rt-result-dead", name = words::marine(st, i))
            };
            let line = if r.escaped.contains(&i) {
                format!("{line} {}", tr!(t, "rt-result-escaped"))
            } else {
                line
            };
            col = col.push(widgets::heading(ctx, line));
        }
        for check in &r.missions {
            col = col.push(widgets::body(ctx, words::task_line(t, check)));
        }
        let verdict = verdict(t, r);
        if let Some(verdict) = verdict {
            col = col.push(widgets::body(ctx, verdict));
        }
        col = col.push(widgets::body(
            ctx,
            tr!(t, "rt-result-seed", seed = grouped_code(st.config.seed)),
        ));
        col.into()
    }

    fn curtain_view<'a>(
        &'a self,
        ctx: Ctx<'a>,
        c: &'a crate::gui::curtain::Sights<usize, super::RtSight>,
    ) -> El<'a> {
        let t = ctx.i18n;
        let sp = ctx.ty.space;
        let mut lines = column![].spacing(sp).align_x(iced::Alignment::Center);
        for sight in &c.sights {
            if let O::AaSeen {
                top,
                bottom,
                swapped,
                ..
            } = &sight.outcome
            {
                let mut s = tr!(
                    t,
                    "rt-curtain-aa",
                    top = words::aa(t, *top),
                    bottom = words::aa(t, *bottom)
                );
                if *swapped {
                    s.push(' ');
                    s.push_str(&tr!(t, "rt-curtain-swapped"));
                }
                lines = lines.push(widgets::title(ctx, s));
            }
        }
        // the AA tokens just seen: the marine puts them back in the order they choose, here,
        // behind the curtain (the answer hides it)
        lines = if c.asks_choice() {
            lines
                .push(widgets::body(ctx, tr!(t, "rt-curtain-aa-order")))
                .push(
                    row![
                        widgets::action(ctx, tr!(t, "rt-aa-keep"), Some(Message::PutBack(false))),
                        widgets::action(ctx, tr!(t, "rt-aa-swap"), Some(Message::PutBack(true))),
                    ]
                    .spacing(sp),
                )
        } else {
            lines
                .push(widgets::body(ctx, tr!(t, "curtain-remember")))
                .push(widgets::action(
                    ctx,
                    tr!(t, "rt-curtain-hide"),
                    Some(Message::Shell(ShellMessage::Curtain(CurtainMessage::Hide))),
                ))
        };
        crate::gui::curtain::page(
            ctx,
            c,
            words::marine(self.state(), c.to),
            lines.into(),
            ShellMessage::curtain_buttons(Message::Shell),
        )
    }
}

const SIDE: &str = super::SIDE_ID;

/// How much room the window leaves the table at the text size chosen (issue 54: a laptop's
/// window at the largest text size).
#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) struct Room {
    /// Too narrow for the status strip in the body size beside undo and redo with their keys.
    pub(super) narrow: bool,
    /// Too low for End turn and Pass pinned under the panel: they come after the marine's
    /// actions, in the panel, which keeps the height for the actions.
    pub(super) short: bool,
}

impl Room {
    /// The room in a table area of `size` (the window less the app's bar and the margins): at
    /// the largest text size a 1920×1080 window has room, 1280×800 and 1366×768 have not.
    pub(super) fn of(ctx: Ctx<'_>, size: iced::Size) -> Room {
        Room {
            narrow: size.width < ctx.ty.body * 44.0,
            short: size.height < ctx.ty.body * 22.0,
        }
    }
}

/// The side panel's width in a table area `width` wide: 40 % of it (the map keeps its share at
/// every text size), but wide enough for a row of five marines and a turn's heading on one line
/// while the map keeps half (issue 54: at 1280×800 with the largest text they broke into two
/// lines each, and the moves fell below the panel's fold).
fn side_width(ctx: Ctx<'_>, width: f32) -> f32 {
    let shared = (width - ctx.ty.space).max(0.0);
    (shared * 0.4).max((ctx.ty.body * 17.0).min(shared * 0.5))
}

/// Undo and redo in a narrow window: their keys left to the help (Ctrl+Z, Ctrl+Shift+Z), and the
/// step an undo takes back told over the button when the pointer is on it.
fn narrow_undo_redo<'a>(
    ctx: Ctx<'a>,
    undo: Option<(Message, String)>,
    redo: Option<Message>,
) -> El<'a> {
    let t = ctx.i18n;
    let (undo, label) = match undo {
        Some((m, label)) => (Some(m), Some(label)),
        None => (None, None),
    };
    let undo_button = widgets::plain(ctx, tr!(t, "table-undo"), undo);
    let undo_button: El<'a> = match label {
        Some(label) => iced::widget::tooltip(
            undo_button,
            container(widgets::small(ctx, label))
                .padding(ctx.ty.space * 0.4)
                .style(container::bordered_box),
            iced::widget::tooltip::Position::Bottom,
        )
        .into(),
        None => undo_button.into(),
    };
    row![undo_button, widgets::plain(ctx, tr!(t, "table-redo"), redo)]
        .spacing(ctx.ty.space * 0.5)
        .into()
}

/// The door corrections of a corridor: each state but the one it is in, by name.
/// A room correction's button: who or what is put here, or [`fix_label`].
fn room_fix_label(
    ctx: Ctx<'_>,
    st: &crate::rules::retaliation::RetaliationState,
    f: Fix,
) -> String {
    let t = ctx.i18n;
    match f {
        Fix::MarineTo { who, .. } => tr!(t, "rt-fix-marine-here", name = words::marine(st, who)),
        Fix::Place { kind, .. } => tr!(t, "rt-fix-place", kind = words::kind(t, kind)),
        other => fix_label(ctx, other),
    }
}

pub(super) fn fix_label(ctx: Ctx<'_>, f: Fix) -> String {
    let t = ctx.i18n;
    match f {
        Fix::Fire { on: true, .. } => tr!(t, "rt-fix-fire-on"),
        Fix::Fire { on: false, .. } => tr!(t, "rt-fix-fire-off"),
        Fix::Malfunction { on: true, .. } => tr!(t, "rt-fix-malfunction-on"),
        Fix::Malfunction { on: false, .. } => tr!(t, "rt-fix-malfunction-off"),
        Fix::Secure { count, .. } => tr!(t, "rt-fix-secure", n = count),
        Fix::Noise { on: true, .. } => tr!(t, "rt-fix-noise-on"),
        Fix::Noise { on: false, .. } => tr!(t, "rt-fix-noise-off"),
        Fix::Door { door, .. } => tr!(t, "rt-fix-door", door = words::door(t, Some(door))),
        // the buttons say what they do; the room's line above says what is there now
        _ => String::new(),
    }
}

/// The game code in four groups of four hex digits, easier to read out and copy than sixteen in
/// a row (`0000 0000 0000 0012`).
pub(super) fn grouped_code(seed: u64) -> String {
    let hex = format!("{seed:016X}");
    hex.as_bytes()
        .chunks(4)
        .map(|c| String::from_utf8_lossy(c).into_owned())
        .collect::<Vec<_>>()
        .join(" ")
}

/// The result's last word: the co-op team's verdict, or the survivors checking their objectives
/// (nothing when nobody survived: there is nobody to check).
pub(super) fn verdict(
    t: &crate::gui::i18n::I18n,
    r: &crate::rules::retaliation::GameResult,
) -> Option<String> {
    match r.coop_won {
        Some(true) => Some(tr!(t, "rt-result-coop-won")),
        Some(false) => Some(tr!(t, "rt-result-coop-lost")),
        None if r.survivors.is_empty() => None,
        None => Some(tr!(t, "rt-result-objectives")),
    }
}
