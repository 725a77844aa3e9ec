//! The table's layout: the storage warning, the phase rail, the map, and the side panel (what is
//! asked or happening now, the crew, undo and redo, the log). A private sight covers it all.

use super::moments::Words;
use super::{Message, Table, crew, player_label, room_label};
use crate::gui::fonts;
use crate::gui::narrate::Narrator;
use crate::gui::nemesis::map::{MapLabels, ShipMap};
use crate::gui::nemesis::new_game::CharacterName;
use crate::gui::region::{part, region};
use crate::gui::rings;
use crate::gui::shortcuts::TableKey;
use crate::gui::widgets::{self, Ctx};
use crate::rules::ids::PlayerId;
use crate::rules::state::Whereabouts;
use crate::tr;
use iced::widget::{button, canvas, column, container, row, scrollable, text};
use iced::{Alignment, Element, Length, Theme};

/// Width of the side panel, growing with the text size: wide enough for a row of ten hand-size
/// keys (the Event Phase asks for every hand; at 17× the body size they wrapped to two rows and
/// pushed the start button below a 1080p screen at the larger sizes).
/// The side panel's width in a window `width` wide: 30 % of the window at every text size, so
/// a table that asks for larger text does not get a smaller map (issue 39 item 10: at the
/// largest size the panel grew to 756 px and the map shrank from about 1260 to 970 px); but
/// never narrower than 15 body widths while the map keeps 55 % (a small window with large
/// text would otherwise wrap every button into a column taller than the window).
pub(super) fn side_width(ctx: Ctx<'_>, width: f32) -> f32 {
    (width * 0.3).max((ctx.ty.body * 15.0).min(width * 0.45))
}

/// Whether End turn and Pass are pinned under the side panel in a table area `height` high: not
/// where it is lower than 15 lines of text (issue 54: at 1280×800 with the largest text the rail
/// and the two buttons left the panel a fifth of the window, its first lines only). A 1920×1080
/// window keeps them pinned at every text size (issue 13 item 10).
pub(super) fn pinned_turn(ctx: Ctx<'_>, height: f32) -> bool {
    height >= ctx.ty.body * 15.0
}

impl Table {
    pub fn view<'a>(&'a self, ctx: Ctx<'a>, labels: &'a MapLabels) -> Element<'a, Message> {
        let narrator = Narrator {
            i18n: ctx.i18n,
            game: &self.game,
        };
        if let Some(cover) = super::curtain::view(self.shell.curtain(), ctx, narrator) {
            return cover;
        }
        // repair or sabotage: the engine's tokens cover the whole window, as the curtain does
        if let Some(panel) = self.panel().filter(|p| p.is_private()) {
            let sp = ctx.ty.space;
            return container(
                widgets::next_panel(ctx, column![panel.view(ctx, self)]).padding(sp * 1.5),
            )
            .width(Length::Fill)
            .height(Length::Fill)
            .padding(sp * 2.0)
            .center_x(Length::Fill)
            .center_y(Length::Fill)
            .into();
        }
        let sp = ctx.ty.space;

        if self.showing_map_only() {
            // the map alone, as large as the window allows; the way back sits in the map's
            // empty lower right corner (beside Evacuation B's pod row), so it costs no height
            let back = widgets::plain(
                ctx,
                tr!(ctx.i18n, "table-show-panel"),
                Some(Message::ToggleMapOnly),
            );
            return container(iced::widget::stack![
                container(self.map_stack(ctx, labels))
                    .id(super::MAP_ID)
                    .width(Length::Fill)
                    .height(Length::Fill),
                container(back)
                    .width(Length::Fill)
                    .height(Length::Fill)
                    .align_right(Length::Fill)
                    .align_bottom(Length::Fill),
            ])
            .height(Length::Fill)
            .padding([sp * 0.4, sp])
            .into();
        }
        let mut page = column![].spacing(sp * 0.6);
        if let Some(warning) = self.game.storage_warning() {
            page = page.push(widgets::not_saved(
                ctx,
                &warning,
                self.game
                    .id()
                    .map(|_| Message::Shell(crate::gui::table::shell::ShellMessage::RetryStorage)),
            ));
        }
        // the panel's width depends on the window's: the row is laid out once its size is known
        let body = iced::widget::responsive(move |size| {
            let side_w = side_width(ctx, size.width);
            row![
                container(self.map_stack(ctx, labels))
                    .id(super::MAP_ID)
                    .width(Length::Fill)
                    .height(Length::Fill),
                // the panel is made of parts, each repainted when it changes or moves
                part(self.side_panel(ctx, narrator, side_w, pinned_turn(ctx, size.height)))
            ]
            .spacing(sp)
            .height(Length::Fill)
            .into()
        });
        // the phase rail changes in many places at once when it changes: redrawn whole then,
        // and only then (an input that leaves the round where it stands leaves it alone)
        let rail = self.rail();
        page.push(region(rail.view(ctx), rail.key()))
            .push(body)
            .height(Length::Fill)
            .padding([sp * 0.4, sp])
            .into()
    }

    /// The ship map with the legend (or its button) in its empty lower left corner.
    fn map_stack<'a>(&'a self, ctx: Ctx<'a>, labels: &'a MapLabels) -> Element<'a, Message> {
        let sp = ctx.ty.space;
        let ship = ShipMap {
            board: &self.board,
            overlay: &self.overlay,
            labels,
            colors: ctx.theme.map(),
            flash: self.flash(),
            text_scale: crate::gui::nemesis::map::text_scale(ctx.ty.body),
            cache: &self.map_cache,
        };
        let drawn = self.map_cache.follow(&ship);
        let map = crate::gui::canvas_words::over(
            canvas(ship).width(Length::Fill).height(Length::Fill),
            self.map_cache.words(),
            drawn,
        )
        .map(Message::Map);
        // the legend (or the button that opens it) in the map's empty lower left corner
        let legend: Element<'a, Message> = if self.legend {
            // its way out on top; the list scrolls when the text is large
            widgets::panel(
                ctx,
                column![
                    row![
                        widgets::heading(ctx, tr!(ctx.i18n, "legend-title")),
                        widgets::plain(
                            ctx,
                            tr!(ctx.i18n, "legend-close"),
                            Some(Message::ToggleLegend)
                        ),
                    ]
                    .spacing(sp)
                    .align_y(Alignment::Center)
                    .wrap(),
                    scrollable(crate::gui::nemesis::map::legend::view(ctx, ctx.theme.map())),
                ]
                .spacing(sp * 0.6),
            )
            .max_height(ctx.ty.body * 24.0)
            .width(Length::Shrink)
            .into()
        } else {
            widgets::plain(
                ctx,
                tr!(ctx.i18n, "legend-open"),
                Some(Message::ToggleLegend),
            )
            .into()
        };
        let legend = container(legend)
            .width(Length::Fill)
            .height(Length::Fill)
            .align_left(Length::Fill)
            .align_bottom(Length::Fill);
        let map = iced::widget::stack![map, legend];
        map.into()
    }

    /// The side panel, `width` wide, with End turn and Pass pinned under it when `pinned`, else
    /// under the turn's card in it.
    fn side_panel<'a>(
        &'a self,
        ctx: Ctx<'a>,
        narrator: Narrator<'a>,
        width: f32,
        pinned: bool,
    ) -> Element<'a, Message> {
        let sp = ctx.ty.space;
        let scrolled = crate::gui::region::scrolled(
            scrollable(self.side(ctx, narrator, pinned).padding([0.0, sp * 0.6]))
                .id(super::SIDE_ID)
                .height(Length::Fill),
        );
        // End turn and Pass stay in sight below the panel, however long the last result is
        match self.turn_buttons(ctx).filter(|_| pinned) {
            Some(footer) => column![scrolled, part(container(footer).padding([0.0, sp * 0.6]))]
                .spacing(sp * 0.5)
                .height(Length::Fill)
                .width(Length::Fixed(width))
                .into(),
            None => column![scrolled]
                .height(Length::Fill)
                .width(Length::Fixed(width))
                .into(),
        }
    }

    /// The panel's parts, top to bottom: what the table is told or asked now, the room
    /// actions or an open panel, the crew, undo and redo, the log, a new game. Each is a layer of
    /// its own (see [`crate::gui::region`]): a part that neither changed nor moved is not
    /// repainted. What is told or asked now and an open panel change with most inputs, in many
    /// places: they are redrawn whole after each.
    fn side<'a>(
        &'a self,
        ctx: Ctx<'a>,
        narrator: Narrator<'a>,
        turn_pinned: bool,
    ) -> iced::widget::Column<'a, Message> {
        let i18n = ctx.i18n;
        let sp = ctx.ty.space;
        let mut now: Vec<Element<'a, Message>> = Vec::new();

        if let Some(error) = self.shell.refusal() {
            now.push(widgets::refusal(
                ctx,
                narrator.refusal(error),
                tr!(i18n, "table-refused-nothing-changed"),
                Message::Shell(crate::gui::table::shell::ShellMessage::DismissRefusal),
            ));
        }
        // an event asked characters to reveal cards and scan them (Eclosion, Rampant Mutation):
        // the question sits at the top with a button each, so the app's count of larvae and
        // mutation markers follows the table (issue 39 item 9: the scan was only in the room
        // actions, and the table added markers by hand)
        let scanners = &self.shown_state().scans_requested;
        if !scanners.is_empty() {
            let buttons: Vec<Element<'a, Message>> = scanners
                .iter()
                .map(|&p| {
                    widgets::action(
                        ctx,
                        tr!(i18n, "table-scan-revealed", player = narrator.player(p)),
                        Some(Message::ScanRevealed(p)),
                    )
                    .into()
                })
                .collect();
            now.push(
                (widgets::next_panel(
                    ctx,
                    column![
                        widgets::heading(
                            ctx,
                            match self.shown_state().scan_asked {
                                crate::rules::outcome::ScanAsked::TopFour => {
                                    tr!(i18n, "table-scans-requested")
                                }
                                crate::rules::outcome::ScanAsked::HandOfFive => {
                                    tr!(i18n, "table-scans-requested-hand")
                                }
                            }
                        ),
                        row(buttons).spacing(sp * 0.5).wrap()
                    ]
                    .spacing(sp * 0.5),
                ))
                .into(),
            );
        }
        if let Some(error) = &self.history_error {
            now.push(widgets::banner(
                ctx,
                tr!(i18n, "table-log-lost", reason = narrator.refusal(error)),
            ));
        }
        if let Some(note) = self.shell.note() {
            now.push(widgets::small(ctx, note.words(i18n, |cmd| narrator.command(cmd))).into());
        }

        // what is happening or asked now
        let mut latest_shown = false;
        if let Some((page, left)) = self.moment() {
            now.push(page.view(ctx, narrator, left));
            // the newest entry is being told page by page: the log keeps it until the end, so
            // it does not give away the next pages of the walk
            latest_shown = true;
        } else if let Some(prompt) = &self.prompt {
            now.push(prompt.view(ctx, narrator, &self.board));
        } else if self.panel().is_none() {
            if let Some((latest, whole)) =
                self.log()
                    .latest_view(ctx, narrator, self.ending_held_from())
            {
                now.push(latest);
                latest_shown = whole;
            }
            now.push(self.now_card(ctx, narrator));
            // a low window keeps its panel's height for what it says: the turn's end comes
            // under the turn's card instead of pinned under the panel
            if !turn_pinned {
                now.push(self.turn_buttons(ctx).into());
            }
            if let Some(reminders) = self.adaptation_reminders(ctx, narrator) {
                now.push(reminders);
            }
            if let Some(reminders) = self.weakness_reminders(ctx, narrator) {
                now.push(reminders);
            }
            if let Some(button) = self.mutation_button(ctx, narrator) {
                now.push(button);
            }
            if let Some(buttons) = self.insanity_buttons(ctx, narrator) {
                now.push(buttons);
            }
        }
        // otherwise an open panel takes this place: below the turn card it started under the
        // fold at the larger text sizes (the rail still says "game over" during the victory walk)
        let mut side = column![].spacing(sp);
        if !now.is_empty() {
            side = side.push(region(column(now).spacing(sp), ctx.repaint));
        }

        // the room actions, corrections or victory walk; else the buttons that open them
        match self.panel_on_screen() {
            // the panels have their own Close (and Back inside a question); Esc closes them too
            Some(panel) => {
                side = side.push(region(panel.view(ctx, self), ctx.repaint));
            }
            None if self.game.state().ended.is_none() => {
                side = side.push(part(self.panel_buttons(ctx)));
            }
            None => {}
        }

        side = side.push(part(self.crew(ctx, narrator)));
        side = side.push(part(self.undo_redo(ctx, narrator)));
        if self.log().len() > usize::from(latest_shown) {
            side = side.push(part(
                column![
                    widgets::heading(ctx, tr!(i18n, "table-log")),
                    self.log()
                        .view(ctx, narrator, latest_shown, self.ending_held_from()),
                ]
                .spacing(sp),
            ));
        }
        side.push(part(widgets::plain(
            ctx,
            tr!(i18n, "table-new-game"),
            Some(Message::NewGame),
        )))
    }

    /// Room actions for the chosen character and the corrections ("the table is the truth").
    fn panel_buttons<'a>(&'a self, ctx: Ctx<'a>) -> Element<'a, Message> {
        use crate::gui::nemesis::panels::corrections::Scope;
        let i18n = ctx.i18n;
        let sp = ctx.ty.space;
        let player = self.selected_player();
        let room = self.pointed().or_else(|| self.selected_room());
        row![
            widgets::plain(
                ctx,
                format!("{}  [A]", tr!(i18n, "table-open-actions")),
                player.map(|_| Message::OpenActions)
            ),
            widgets::plain(
                ctx,
                format!("{}  [F]", tr!(i18n, "table-fix-room")),
                room.map(|at| Message::OpenFix(Scope::Slot(at)))
            ),
            widgets::plain(
                ctx,
                tr!(i18n, "table-fix-character"),
                player.map(|p| Message::OpenFix(Scope::Player(p)))
            ),
            widgets::plain(
                ctx,
                tr!(i18n, "table-fix-tracks"),
                Some(Message::OpenFix(Scope::Tracks))
            ),
            widgets::plain(
                ctx,
                format!("{}  [M]", tr!(i18n, "table-map-only")),
                Some(Message::ToggleMapOnly)
            ),
        ]
        .spacing(sp * 0.4)
        .wrap()
        .into()
    }

    /// The next expected step and the big actions: the game's end, a question the table must
    /// answer first, the Event Phase to begin, or the turn.
    fn now_card<'a>(&'a self, ctx: Ctx<'a>, narrator: Narrator<'a>) -> Element<'a, Message> {
        let rail = self.rail();
        if rail.over {
            return self.game_over_card(ctx);
        }
        // an adaptation card turned up stops the Event Phase until it is named: asked first
        // built one at a time, and only until one asks: this runs on every view
        let asked = self
            .adaptation_card(ctx, narrator)
            .or_else(|| self.intruder_side_card(ctx, narrator))
            .or_else(|| self.panic_card(ctx, narrator))
            .or_else(|| self.weakness_card(ctx, narrator))
            .or_else(|| self.revival_card(ctx, narrator));
        if let Some(card) = asked {
            return card;
        }
        if rail.all_passed {
            return self.event_phase_card(ctx);
        }
        if let Some(card) = self.intruder_turn_card(ctx, narrator) {
            return card;
        }
        self.turn_card(ctx, narrator)
    }

    /// The game is over: the victory check to walk, to open again, or a new game.
    fn game_over_card<'a>(&'a self, ctx: Ctx<'a>) -> Element<'a, Message> {
        let i18n = ctx.i18n;
        let sp = ctx.ty.space;
        let mut card = column![].spacing(sp * 0.6);
        use crate::gui::nemesis::panels::victory::{Ask, Victory};
        card = card.push(widgets::title(ctx, tr!(i18n, "table-game-over")));
        if self.panel().is_some() {
            card = card.push(widgets::body(ctx, tr!(i18n, "table-victory-next")));
        } else if Victory::ask(&self.game) == Ask::Done {
            // the check was walked and closed: what is left is a new game, or the walk again
            card = card
                .push(widgets::body(ctx, tr!(i18n, "table-victory-over")))
                .push(
                    widgets::action(ctx, tr!(i18n, "table-new-game"), Some(Message::NewGame))
                        .width(Length::Fill),
                )
                .push(widgets::plain(
                    ctx,
                    tr!(i18n, "table-victory-again"),
                    Some(Message::OpenVictory),
                ));
        } else {
            // closed half-way: the way back to it
            card = card
                .push(widgets::body(ctx, tr!(i18n, "table-victory-next")))
                .push(
                    widgets::action(
                        ctx,
                        tr!(i18n, "table-victory-open"),
                        Some(Message::OpenVictory),
                    )
                    .width(Length::Fill),
                );
        }
        widgets::next_panel(ctx, card).padding(sp).into()
    }

    /// The robot doctor waits for the table: whose corpses lie in the Emergency Room.
    fn revival_card<'a>(
        &'a self,
        ctx: Ctx<'a>,
        narrator: Narrator<'a>,
    ) -> Option<Element<'a, Message>> {
        let i18n = ctx.i18n;
        let sp = ctx.ty.space;
        let revival = self.game.state().revival.as_ref()?;
        let mut card = column![].spacing(sp * 0.6);
        // the robot doctor waits for the table: whose corpses lie in the Emergency Room
        card = card
            .push(widgets::heading(ctx, tr!(i18n, "table-revival-title")))
            .push(widgets::body(
                ctx,
                tr!(
                    i18n,
                    "table-revival-ask",
                    room = room_label(narrator, revival.at),
                    corpses = revival.corpses
                ),
            ));
        for &player in &revival.dead {
            let ring = self.game.config().ring(player);
            card = card.push(
                button(
                    row![
                        rings::dot(ring, ctx.ty.body),
                        text(player_label(narrator, player))
                            .size(ctx.ty.body)
                            .font(fonts::BOLD),
                    ]
                    .spacing(sp * 0.5)
                    .align_y(Alignment::Center),
                )
                .width(Length::Fill)
                .padding([sp * 0.5, sp * 0.8])
                .on_press(Message::Revive(player))
                .style(button::secondary),
            );
        }
        Some(widgets::next_panel(ctx, card).padding(sp).into())
    }

    /// Every player passed: the Event Phase is next.
    fn event_phase_card<'a>(&'a self, ctx: Ctx<'a>) -> Element<'a, Message> {
        let i18n = ctx.i18n;
        let sp = ctx.ty.space;
        let key = |label: String, k: &str| format!("{label}  [{k}]");
        let card = column![].spacing(sp * 0.6);
        let card = card
            .push(widgets::heading(ctx, tr!(i18n, "walk-next")))
            .push(widgets::body(ctx, tr!(i18n, "walk-next-hint")))
            .push(
                widgets::action(
                    ctx,
                    key(tr!(i18n, "walk-open"), "E"),
                    Some(Message::Pressed(TableKey::EventPhase)),
                )
                .width(Length::Fill),
            );
        widgets::next_panel(ctx, card).padding(sp).into()
    }

    /// A player's turn: whose it is, and the big actions (noise, injuries, eggs, the Event
    /// Phase).
    fn turn_card<'a>(&'a self, ctx: Ctx<'a>, narrator: Narrator<'a>) -> Element<'a, Message> {
        let i18n = ctx.i18n;
        let sp = ctx.ty.space;
        let rail = self.rail();
        let state = self.game.state();
        let key = |label: String, k: &str| format!("{label}  [{k}]");
        let mut card = column![].spacing(sp * 0.6);
        if rail.step == Some(super::Step::Draw) {
            let first = player_label(narrator, state.first_player);
            card = card.push(widgets::body(
                ctx,
                tr!(i18n, "table-round-start", name = first),
            ));
        }
        let who = self
            .who_plays(narrator)
            .unwrap_or_else(|| tr!(i18n, "table-move-hint"));
        card = card
            .push(widgets::heading(ctx, who))
            .push(widgets::small(ctx, tr!(i18n, "table-tap-room")));
        // the emergency airlock sealed the chosen character's room: said on every turn, as the
        // token on the board says it (seen at the real window: a character passed in a room an
        // event had sealed two pages earlier, and was vented)
        if let (Some(p), Some(at)) = (self.selected_player(), self.selected_room())
            && state.airlock == Some(at)
        {
            card = card.push(
                widgets::body(
                    ctx,
                    tr!(
                        i18n,
                        "table-airlock-warning",
                        player = player_label(narrator, p),
                        room = room_label(narrator, at)
                    ),
                )
                .style(widgets::danger_text),
            );
        }
        let eggs = self.selected_room().map(|at| self.eggs_in(at)).unwrap_or(0);
        let big = |label: String, k: &'a str, m: Message, on: bool| {
            button(text(key(label, k)).size(ctx.ty.body).font(fonts::BOLD))
                .width(Length::Fill)
                .padding([sp * 0.5, sp * 0.8])
                .on_press_maybe(on.then_some(m))
                .style(button::secondary)
        };
        let in_room = self.selected_room().is_some();
        card = card
            .push(big(
                tr!(i18n, "table-noise-roll"),
                "N",
                Message::Pressed(TableKey::Noise),
                in_room,
            ))
            .push(big(
                tr!(i18n, "table-injured"),
                "I",
                Message::Pressed(TableKey::Injure),
                !state.intruders.is_empty(),
            ));
        if eggs > 0 {
            card = card.push(big(
                tr!(i18n, "table-eggs"),
                "G",
                Message::Pressed(TableKey::Eggs),
                true,
            ));
        }
        card = card.push(big(
            tr!(i18n, "walk-open"),
            "E",
            Message::Pressed(TableKey::EventPhase),
            true,
        ));
        widgets::next_panel(ctx, card).padding(sp).into()
    }

    /// End turn and Pass, under the side panel's scrolling part, while a player's turn is what
    /// the table is doing (no page, question or panel is open and the round still runs).
    fn turn_buttons<'a>(&'a self, ctx: Ctx<'a>) -> Option<Element<'a, Message>> {
        let rail = self.rail();
        let shown = self.moment().is_none()
            && self.prompt.is_none()
            && self.panel().is_none()
            && !rail.over
            && !rail.all_passed
            && self.game.state().revival.is_none()
            && self.game.state().intruder_player_offer.is_none()
            && self.game.state().pending_attack.is_none();
        if !shown {
            return None;
        }
        let i18n = ctx.i18n;
        let key = |label: String, k: &str| format!("{label}  [{k}]");
        let acting = self
            .selected_player()
            .is_some_and(|p| self.game.state().still_to_act(p));
        Some(
            row![
                widgets::action(
                    ctx,
                    key(tr!(i18n, "table-end-turn"), "T"),
                    acting.then_some(Message::Pressed(TableKey::EndTurn))
                ),
                widgets::action(
                    ctx,
                    key(tr!(i18n, "table-pass"), "P"),
                    acting.then_some(Message::Pressed(TableKey::Pass))
                ),
            ]
            .spacing(ctx.ty.space * 0.5)
            .wrap()
            .into(),
        )
    }

    /// What the roster says of each player, in player order: the card and where they are, then
    /// their body and hands. As the table has been shown the game (issue 51): nothing a later
    /// page or a later reveal of the victory check tells shows early.
    pub(super) fn crew_words(&self, narrator: Narrator<'_>) -> Vec<(String, String)> {
        let i18n = narrator.i18n;
        let state = self.shown_state();
        let untold = self.deaths_untold();
        let mut words = Vec::new();
        for (i, setup) in self.game.config().players.iter().enumerate() {
            let Ok(number) = u8::try_from(i + 1) else {
                continue;
            };
            let player = PlayerId(number);
            let character = state.character(player);
            let place = match character.map(|c| c.at) {
                Some(Whereabouts::Room(at)) => room_label(narrator, at),
                Some(Whereabouts::Pod(pod)) => tr!(i18n, "table-in-pod", pod = pod),
                Some(Whereabouts::Hibernating) => tr!(i18n, "table-hibernating"),
                Some(Whereabouts::Escaped) => tr!(i18n, "table-escaped"),
                Some(Whereabouts::Dead)
                    if state.intruder_player.is_some_and(|(ip, _)| ip == player) =>
                {
                    tr!(i18n, "table-plays-intruders")
                }
                Some(Whereabouts::Dead) if untold.contains(&player) => {
                    tr!(i18n, "table-fate-untold")
                }
                Some(Whereabouts::Dead) => tr!(i18n, "table-dead"),
                None => String::new(),
            };
            let mut facts = vec![setup.role.name(i18n), place];
            // "passed" is about this round's turns: not said of the dead or the escaped
            if character.is_some_and(|c| c.passed) && state.takes_turns(player) {
                facts.push(tr!(i18n, "table-passed"));
            }
            let body = character
                .map(|c| crew::condition(i18n, c))
                .unwrap_or_default();
            words.push((facts.join(" · "), body.join(" · ")));
        }
        words
    }

    /// The roster's highlighted row, in the turn's colour: nobody when the rules say it is
    /// nobody's turn (everyone passed, the Event Phase, the end: through the victory check a
    /// highlighted row read as its winner); while a command's pages are read, whose turn it is
    /// as of the page on screen (the choice already follows the end of the story, and would
    /// tell a death or a hibernation before its page); else the chosen character.
    pub(super) fn highlighted_row(&self) -> Option<usize> {
        let now = self.shown_state().turn().player?;
        if self.moments.is_empty() {
            return self.selected;
        }
        Some(usize::from(now).saturating_sub(1))
    }

    fn crew<'a>(&'a self, ctx: Ctx<'a>, narrator: Narrator<'a>) -> Element<'a, Message> {
        let sp = ctx.ty.space;
        let mut crew = column![].spacing(sp * 0.4);
        for (i, (facts, body)) in self.crew_words(narrator).into_iter().enumerate() {
            let Ok(number) = u8::try_from(i + 1) else {
                continue;
            };
            let player = PlayerId(number);
            let chosen = self.highlighted_row() == Some(i);
            let ring = self.game.config().ring(player);
            let mut label = column![
                row![
                    rings::dot(ring, ctx.ty.body),
                    text(format!("{}  {}", i + 1, player_label(narrator, player)))
                        .size(ctx.ty.body)
                        .font(fonts::BOLD),
                ]
                .spacing(sp * 0.5)
                .align_y(Alignment::Center),
                text(facts).size(ctx.ty.small),
            ];
            if !body.is_empty() {
                label = label.push(text(body).size(ctx.ty.small).font(fonts::BOLD));
            }
            crew = crew.push(
                button(label)
                    .width(Length::Fill)
                    .padding(sp * 0.5)
                    .on_press(Message::Select(i))
                    .style(move |theme: &Theme, status| {
                        if chosen {
                            button::primary(theme, status)
                        } else {
                            button::secondary(theme, status)
                        }
                    }),
            );
        }
        crew.into()
    }

    fn undo_redo<'a>(&'a self, ctx: Ctx<'a>, narrator: Narrator<'a>) -> Element<'a, Message> {
        use crate::gui::table::shell::ShellMessage as S;
        widgets::undo_redo(
            ctx,
            self.game
                .undo_command()
                .map(|c| (Message::Shell(S::Undo), narrator.command(c))),
            self.game.redo_command().map(|_| Message::Shell(S::Redo)),
        )
        .into()
    }
}

#[cfg(test)]
mod label_tests {
    use crate::gui::i18n::{I18n, Language};
    use crate::gui::nemesis::map::layout::Layout;
    use crate::gui::nemesis::map::{map_room_label, name_size, number_size, text_scale};
    use crate::gui::theme::TextSize;
    use iced::Size;

    /// The map's area on a 1920×1080 screen, with the side panel or alone (M, which has neither
    /// the top bar nor the rail). The heights of the top bar and the phase rail follow the text
    /// size as the views lay them out (two rail rows, each about two lines of body text).
    fn map_area(size: TextSize, alone: bool) -> Size {
        let ty = size.typography();
        let top = ty.body * 2.6;
        if alone {
            // the top bar gives way too
            Size::new(1920.0 - 2.0 * ty.space, 1080.0 - 0.8 * ty.space)
        } else {
            let side = (ty.body * 21.0).clamp(360.0, 760.0);
            Size::new(
                1920.0 - side - 3.0 * ty.space,
                1080.0 - top - 2.0 * ty.body * 2.0 - ty.space,
            )
        }
    }

    /// The smallest room name on screen, in pixels, over every room and language.
    fn smallest_name_px(size: TextSize, alone: bool) -> f32 {
        let layout = Layout::fit(map_area(size, alone));
        let ts = text_scale(size.typography().body);
        let rooms = &crate::rules::data()
            .unwrap()
            .content(Default::default())
            .rooms;
        let mut smallest = f32::MAX;
        for language in Language::ALL {
            let i18n = I18n::new(language).unwrap();
            for r in rooms {
                let label = map_room_label(&i18n, r.kind);
                let (s, _) = name_size(&label, ts, layout.stretch);
                if std::env::var_os("MAP_LABELS").is_some() {
                    println!("{size:?} alone={alone} {:.1} {label}", s * layout.scale);
                }
                smallest = smallest.min(s * layout.scale);
            }
        }
        smallest
    }

    /// Issue 13: names must not be drawn smaller than the slot numbers, stay at least 11.5 px
    /// beside the panel (the table saw 9 px at the largest size), and with the map alone (M) the
    /// map grows with the text: at the two larger sizes its smallest name is at least a fifth
    /// larger than the smallest name at the default size beside the panel, and no size is
    /// drawn more than 3 % smaller than the one below it. Printed by `cargo test map_labels -- --nocapture`.
    #[test]
    fn map_labels_at_each_text_size() {
        let normal = smallest_name_px(TextSize::Normal, false);
        let mut below = 0.0;
        for size in TextSize::ALL {
            let ts = text_scale(size.typography().body);
            let with_panel = smallest_name_px(size, false);
            let alone = smallest_name_px(size, true);
            let number = number_size(ts) * Layout::fit(map_area(size, false)).scale;
            println!(
                "{size:?}: smallest room name {with_panel:.1} px beside the panel, \
                 {alone:.1} px map alone; slot numbers {number:.1} px"
            );
            assert!(
                with_panel >= number * 0.95,
                "{size:?}: names smaller than numbers"
            );
            assert!(
                with_panel >= 11.5,
                "{size:?}: {with_panel} px beside the panel"
            );
            assert!(alone >= 16.0, "{size:?}: {alone} px with the map alone");
            assert!(alone >= with_panel, "{size:?}: the map alone is not larger");
            // one long word ("Hibernatorium") is bound by the hexagon's width, which the wider
            // margins of the larger sizes narrow by a few pixels
            assert!(
                alone >= below * 0.97,
                "{size:?}: the map alone shrank with larger text"
            );
            if matches!(size, TextSize::Larger | TextSize::Huge) {
                assert!(
                    alone >= normal * 1.2,
                    "{size:?}: {alone} px alone does not grow past the default {normal} px"
                );
            }
            below = alone;
        }
    }

    /// The sideways stretch only ever widens: a window of the board's own proportions draws it
    /// as printed, a wide one stretches it up to the limit, and a tall one never squeezes it.
    #[test]
    fn the_map_stretches_only_sideways_and_within_its_limit() {
        use crate::gui::nemesis::map::layout::{MAX_STRETCH, VIEW_HEIGHT, VIEW_WIDTH};
        let exact = Layout::fit(Size::new(VIEW_WIDTH * 2.0, VIEW_HEIGHT * 2.0));
        assert_eq!((exact.stretch, exact.scale), (1.0, 2.0));
        let wide = Layout::fit(Size::new(3000.0, 700.0));
        assert_eq!(wide.stretch, MAX_STRETCH);
        assert!(wide.width(VIEW_WIDTH) <= 3000.0 + 0.01);
        let tall = Layout::fit(Size::new(800.0, 2000.0));
        assert_eq!(tall.stretch, 1.0);
        // a point and its board position round-trip under the stretch
        let p = wide.point((300.0, 200.0));
        let (x, y) = wide.to_board(p);
        assert!((x - 300.0).abs() < 0.01 && (y - 200.0).abs() < 0.01);
    }
}
