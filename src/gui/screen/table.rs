//! The table: the phase rail, the ship map and the crew. For now a shell around the map: tapping a
//! room moves the chosen character's marker there (and flashes the room), until the rules core is
//! wired in and moves become commands.

use super::new_game::display_name;
use crate::gui::fonts;
use crate::gui::game::{Game, character_of};
use crate::gui::map::{self, MapLabels, Overlay, Pod, PodState, ShipMap};
use crate::gui::widgets::{self, Ctx};
use crate::rules::board::Board;
use crate::rules::ids::{CorridorId, RoomKind, SlotId};
use crate::tr;
use iced::widget::{button, canvas, column, container, row, scrollable, text};
use iced::{Alignment, Element, Length, Theme};
use std::collections::BTreeSet;
use std::time::{Duration, Instant};

/// Widget id of the map's container (tests find the map by it).
pub const MAP_ID: &str = "ship-map";

/// How long a change stays highlighted on the map.
pub const FLASH: Duration = Duration::from_millis(1400);

/// The nine steps of a round (base.md §3): 1–3 player phase, 4–9 event phase.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Step {
    Draw,
    FirstPlayer,
    Turns,
    Time,
    Attacks,
    Fire,
    Event,
    Bag,
    End,
}

impl Step {
    pub const ALL: [Step; 9] = [
        Step::Draw,
        Step::FirstPlayer,
        Step::Turns,
        Step::Time,
        Step::Attacks,
        Step::Fire,
        Step::Event,
        Step::Bag,
        Step::End,
    ];

    pub fn is_event_phase(self) -> bool {
        self >= Step::Time
    }

    pub fn name(self, i18n: &crate::gui::i18n::I18n) -> String {
        match self {
            Step::Draw => tr!(i18n, "step-draw"),
            Step::FirstPlayer => tr!(i18n, "step-first-player"),
            Step::Turns => tr!(i18n, "step-turns"),
            Step::Time => tr!(i18n, "step-time"),
            Step::Attacks => tr!(i18n, "step-attacks"),
            Step::Fire => tr!(i18n, "step-fire"),
            Step::Event => tr!(i18n, "step-event"),
            Step::Bag => tr!(i18n, "step-bag"),
            Step::End => tr!(i18n, "step-end"),
        }
    }
}

#[derive(Debug)]
pub struct Table {
    pub game: Game,
    pub board: Board,
    pub overlay: Overlay,
    pub round: u32,
    pub step: Step,
    /// Index into the game's players of the character that moves on the next room tap.
    pub selected: Option<usize>,
    flash_since: Option<Instant>,
    now: Instant,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Message {
    Map(map::Event),
    Select(usize),
    Undo,
    Redo,
    Tick(Instant),
    NewGame,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Action {
    None,
    NewGame,
    /// A command (or a redo) was applied: these are its outcomes, for the sound and anything else
    /// outside the table that reacts to the game.
    Played(Vec<crate::rules::Outcome>),
    /// Scan a player's contamination cards: the app opens the scanner over the table.
    Scan(crate::gui::scan::ScanRequest),
}

impl Table {
    pub fn new(game: Game) -> Table {
        let board = game.board().clone();
        let players = game.config().players.len();
        let mut overlay = Overlay::default();
        if let Some(hibernatorium) = board.fixed_slot(RoomKind::Hibernatorium) {
            for player in 1..=players {
                overlay.move_character(player as u8, hibernatorium);
            }
        }
        let pods = super::checklist::pods_for(players);
        overlay.pods = (1..=pods as u8)
            .map(|number| Pod {
                number,
                state: PodState::Locked,
            })
            .collect();
        Table {
            game,
            board,
            overlay,
            round: 1,
            step: Step::Draw,
            selected: Some(0),
            flash_since: None,
            now: Instant::now(),
        }
    }

    /// The name shown for player `index` (0-based): the one typed at setup or "Player N".
    pub fn player_name(&self, i18n: &crate::gui::i18n::I18n, index: usize) -> String {
        let name = self
            .game
            .config()
            .players
            .get(index)
            .map(|p| p.name.as_str())
            .unwrap_or("");
        display_name(i18n, index, name)
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

    pub fn update(&mut self, message: Message) -> Action {
        match message {
            Message::Map(map::Event::SlotClicked(slot)) => self.move_selected(slot, Instant::now()),
            Message::Select(i) => {
                if i < self.game.config().players.len() {
                    self.selected = Some(i);
                }
            }
            Message::Tick(now) => {
                self.now = now;
                if self.flash() <= 0.0 {
                    self.flash_since = None;
                    self.overlay.flash_slots.clear();
                    self.overlay.flash_corridors.clear();
                }
            }
            // Undo and redo belong to the session journal, which is not wired in yet.
            Message::Undo | Message::Redo => {}
            Message::NewGame => return Action::NewGame,
        }
        Action::None
    }

    /// Applies a command built outside the table (the scanner). Minimal version from the scanner
    /// branch: a refused command changes nothing and gives `Action::None`.
    pub fn submit(&mut self, cmd: crate::rules::Command) -> Action {
        match self.game.apply(cmd) {
            Ok(outcomes) => Action::Played(outcomes),
            Err(_) => Action::None,
        }
    }

    fn move_selected(&mut self, slot: SlotId, now: Instant) {
        let Some(index) = self.selected else { return };
        self.overlay.move_character(index as u8 + 1, slot);
        self.overlay.selected = Some(slot);
        self.highlight([slot].into(), BTreeSet::new(), now);
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

    pub fn view<'a>(&'a self, ctx: Ctx<'a>, labels: &'a MapLabels) -> Element<'a, Message> {
        let i18n = ctx.i18n;
        let sp = ctx.ty.space;

        let rail = row![widgets::heading(
            ctx,
            tr!(i18n, "table-round", round = self.round)
        )]
        .push(phase_group(
            ctx,
            tr!(i18n, "table-phase-player"),
            false,
            self.step,
        ))
        .push(phase_group(
            ctx,
            tr!(i18n, "table-phase-event"),
            true,
            self.step,
        ))
        .spacing(sp)
        .align_y(Alignment::Center)
        .wrap();

        let ship = ShipMap {
            board: &self.board,
            overlay: &self.overlay,
            labels,
            colors: ctx.theme.map(),
            flash: self.flash(),
            text_scale: (ctx.ty.body / 22.0).clamp(0.9, 1.35),
        };
        let map = iced::Element::from(canvas(ship).width(Length::Fill).height(Length::Fill))
            .map(Message::Map);

        let mut crew = column![].spacing(sp * 0.5);
        for (i, setup) in self.game.config().players.iter().enumerate() {
            let character = character_of(setup.role);
            let chosen = self.selected == Some(i);
            let room = self
                .overlay
                .character_slot(i as u8 + 1)
                .map(|s| s.to_string())
                .unwrap_or_default();
            let label = column![
                text(format!("{}  {}", i + 1, self.player_name(i18n, i)))
                    .size(ctx.ty.body)
                    .font(fonts::BOLD),
                text(format!("{} · {}", character.name(i18n), room)).size(ctx.ty.small),
            ];
            crew = crew.push(
                button(label)
                    .width(Length::Fill)
                    .padding(sp * 0.6)
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
        let prompt = match self.selected {
            Some(i) => tr!(i18n, "table-moving", name = self.player_name(i18n, i)),
            None => tr!(i18n, "table-move-hint"),
        };
        let now = widgets::next_panel(
            ctx,
            column![
                widgets::heading(ctx, self.step.name(i18n)),
                widgets::body(ctx, prompt),
                widgets::small(ctx, tr!(i18n, "table-move-hint"))
            ]
            .spacing(sp * 0.4),
        );
        let side = column![
            now,
            crew,
            row![
                widgets::plain(ctx, tr!(i18n, "table-undo"), None::<Message>),
                widgets::plain(ctx, tr!(i18n, "table-redo"), None::<Message>)
            ]
            .spacing(sp * 0.5)
            .wrap(),
            widgets::plain(ctx, tr!(i18n, "table-new-game"), Some(Message::NewGame)),
        ]
        .spacing(sp)
        .width(Length::Fixed((ctx.ty.body * 10.5).clamp(240.0, 360.0)));

        column![
            rail,
            row![
                container(map)
                    .id(MAP_ID)
                    .width(Length::Fill)
                    .height(Length::Fill),
                scrollable(side).height(Length::Fill)
            ]
            .spacing(sp)
            .height(Length::Fill)
        ]
        .height(Length::Fill)
        .spacing(sp * 0.6)
        .padding([sp * 0.4, sp])
        .into()
    }
}

/// One phase of the rail: its name, then its steps; the current step stands out.
fn phase_group<'a>(
    ctx: Ctx<'_>,
    label: String,
    event_phase: bool,
    current: Step,
) -> Element<'a, Message> {
    let i18n = ctx.i18n;
    let sp = ctx.ty.space;
    let steps = Step::ALL
        .into_iter()
        .filter(move |s| s.is_event_phase() == event_phase)
        .map(move |s| {
            if s == current {
                container(text(s.name(i18n)).size(ctx.ty.body).font(fonts::BOLD))
                    .padding([sp * 0.2, sp * 0.6])
                    .style(|theme: &Theme| {
                        let p = theme.extended_palette();
                        container::Style {
                            background: Some(iced::Background::Color(p.primary.base.color)),
                            text_color: Some(p.primary.base.text),
                            border: iced::Border {
                                radius: 6.0.into(),
                                ..iced::Border::default()
                            },
                            ..container::Style::default()
                        }
                    })
                    .into()
            } else {
                container(text(s.name(i18n)).size(ctx.ty.small))
                    .padding([sp * 0.2, sp * 0.3])
                    .into()
            }
        });
    widgets::panel(
        ctx,
        row![
            text(label)
                .size(ctx.ty.small)
                .font(fonts::BOLD)
                .style(widgets::dim)
        ]
        .extend(steps)
        .spacing(sp * 0.4)
        .align_y(Alignment::Center)
        .wrap(),
    )
    .padding([sp * 0.3, sp * 0.6])
    .width(Length::Shrink)
    .into()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::gui::screen::new_game::{Character, NewGameRequest};
    use crate::gui::seed::SeedCode;
    use crate::rules::ids::{Mode, Side};

    fn table(side: Side) -> Table {
        let request = NewGameRequest {
            players: vec![
                ("Ana".into(), Character::Scout),
                (String::new(), Character::Soldier),
            ],
            mode: Mode::Standard,
            side,
            seed_code: SeedCode::parse("ACK74X").unwrap(),
        };
        Table::new(Game::start(Err("test".into()), &request).unwrap())
    }

    #[test]
    fn everyone_starts_in_the_hibernatorium() {
        assert_eq!(
            table(Side::A).overlay.slots[&SlotId(11)].characters,
            vec![1, 2]
        );
        assert_eq!(
            table(Side::B).overlay.slots[&SlotId(8)].characters,
            vec![1, 2]
        );
        assert_eq!(table(Side::A).overlay.pods.len(), 2);
    }

    #[test]
    fn tapping_a_room_moves_the_selected_character_and_flashes_it() {
        let mut t = table(Side::A);
        t.update(Message::Select(1));
        t.update(Message::Map(map::Event::SlotClicked(SlotId(7))));
        assert_eq!(t.overlay.character_slot(2), Some(SlotId(7)));
        assert_eq!(t.overlay.character_slot(1), Some(SlotId(11)));
        assert!(t.overlay.flash_slots.contains(&SlotId(7)));
        assert!(t.flash() > 0.9);
    }

    #[test]
    fn the_flash_fades_and_ends() {
        let mut t = table(Side::A);
        t.update(Message::Map(map::Event::SlotClicked(SlotId(3))));
        let start = t.flash_since.unwrap();
        t.update(Message::Tick(start + FLASH / 2));
        assert!((0.3..0.7).contains(&t.flash()), "{}", t.flash());
        assert!(t.is_animating());
        t.update(Message::Tick(start + FLASH * 2));
        assert!(!t.is_animating());
        assert!(t.overlay.flash_slots.is_empty());
    }

    #[test]
    fn selecting_a_missing_player_is_ignored() {
        let mut t = table(Side::A);
        t.update(Message::Select(4));
        assert_eq!(t.selected, Some(0));
        assert_eq!(t.update(Message::NewGame), Action::NewGame);
    }

    #[test]
    fn the_rail_splits_the_round_into_its_two_phases() {
        assert_eq!(Step::ALL.iter().filter(|s| !s.is_event_phase()).count(), 3);
        assert_eq!(Step::ALL.iter().filter(|s| s.is_event_phase()).count(), 6);
    }
}
