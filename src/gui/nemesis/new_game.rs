//! New game: players (1–5, each with an optional name and a different character), mode, board
//! side and the seed code. Produces a [`NewGameRequest`] for the rules core's setup.

use crate::gui::i18n::I18n;
use crate::gui::rings;
use crate::gui::seed::{self, SeedCode};
use crate::gui::widgets::{self, Ctx};
use crate::rules::GameConfig;
use crate::rules::game::SetupError;
use crate::rules::ids::IntruderKind;
use crate::rules::ids::{Dealer, Mode, Ring, Side};
use crate::rules::species::Species;
use crate::tr;
use iced::widget::{Column, column, responsive, row, space, text, text_input};
use iced::{Alignment, Element, Length};

pub const MAX_PLAYERS: usize = 5;
pub const MAX_NAME_CHARS: usize = 24;

pub use crate::gui::roster::{Character, CharacterName, NewGameRequest, display_name};

pub fn mode_name(i18n: &I18n, mode: Mode) -> String {
    match mode {
        Mode::Standard => tr!(i18n, "mode-standard"),
        Mode::Solo => tr!(i18n, "mode-solo"),
        Mode::Coop => tr!(i18n, "mode-coop"),
    }
}

pub fn side_name(i18n: &I18n, side: Side) -> String {
    match side {
        Side::A => tr!(i18n, "side-a"),
        Side::B => tr!(i18n, "side-b"),
    }
}

#[derive(Debug, Clone, PartialEq)]
pub struct PlayerEntry {
    pub name: String,
    pub character: Character,
    /// The colour of the ring under the miniature.
    pub ring: Ring,
}

#[derive(Debug, Clone, PartialEq)]
pub struct NewGame {
    pub players: Vec<PlayerEntry>,
    pub mode: Mode,
    pub side: Side,
    /// Who deals the room tiles and exploration tokens (the box, unless the table chooses).
    pub dealer: Dealer,
    /// The intruders in the box.
    pub species: Species,
    /// Void Seeders: the creature printed at insanity levels 1 to 5 on the track card, as
    /// the owner reads it off their own box (remembered for the next game).
    pub track: [Option<IntruderKind>; 5],
    pub seed_text: String,
    /// The secret seed the game gets unless the table chose to type a code.
    pub secret_seed: u64,
    /// The table chose to type a seed code (the field is shown, with what that gives away).
    pub typed_seed: bool,
    /// Set when Start was refused; cleared by the next edit.
    pub problem: Option<Problem>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Problem {
    BadSeed,
    /// What the rules say against this setup (`GameConfig::check`): the form asks them rather
    /// than checking players, characters and the insanity track a second time.
    Setup(SetupError),
}

#[derive(Debug, Clone, PartialEq)]
pub enum Message {
    NameChanged(usize, String),
    CharacterChosen(usize, Character),
    RingChosen(usize, Ring),
    AddPlayer,
    RemovePlayer(usize),
    ModeChosen(Mode),
    SideChosen(Side),
    DealerChosen(Dealer),
    SpeciesChosen(Species),
    /// Level (0-based) and the creature its track space shows.
    TrackChosen(usize, IntruderKind),
    SeedChanged(String),
    NewSeed,
    /// Show the seed field: the table wants to type a code (or stop typing one).
    TypeSeed(bool),
    Start,
}

#[derive(Debug, Clone, PartialEq)]
pub enum Action {
    None,
    Start(NewGameRequest),
}

impl NewGame {
    pub fn new(seed: SeedCode) -> NewGame {
        NewGame {
            players: vec![
                PlayerEntry {
                    name: String::new(),
                    character: Character::Captain,
                    ring: Ring::default_for(1),
                },
                PlayerEntry {
                    name: String::new(),
                    character: Character::Pilot,
                    ring: Ring::default_for(2),
                },
            ],
            mode: Mode::Standard,
            side: Side::A,
            dealer: Dealer::Box,
            species: Species::Intruders,
            track: [None; 5],
            seed_text: seed.to_string(),
            // a code's value, so the code shown at the victory check can be typed back to
            // replay the same game (a free 64-bit number had no code: the end screen showed 16
            // hex digits the seed field refuses)
            secret_seed: SeedCode::random().value(),
            typed_seed: false,
            problem: None,
        }
    }

    /// The form filled in again from an earlier request (going back from the checklist).
    pub fn from_request(request: &NewGameRequest) -> NewGame {
        NewGame {
            players: request
                .players
                .iter()
                .enumerate()
                .map(|(i, (name, character))| PlayerEntry {
                    name: name.clone(),
                    character: *character,
                    ring: request.ring(i),
                })
                .collect(),
            mode: request.mode,
            side: request.side,
            dealer: request.dealer,
            species: request.species,
            track: request.insanity_track.map_or([None; 5], |t| t.map(Some)),
            seed_text: request.seed_code.to_string(),
            secret_seed: request
                .secret_seed
                .unwrap_or_else(|| SeedCode::random().value()),
            typed_seed: request.secret_seed.is_none(),
            problem: None,
        }
    }

    fn free_character(&self) -> Option<Character> {
        Character::ALL
            .into_iter()
            .find(|c| self.players.iter().all(|p| p.character != *c))
    }

    /// The form's choices as the rules see them: what is allowed is the rules' answer, and
    /// names and the seed play no part in it.
    fn as_config(&self) -> GameConfig {
        let mut config = GameConfig::numbered(0, self.players.len(), self.side, self.mode);
        config.species = self.species;
        config.dealer = self.dealer;
        config
    }

    pub fn can_add_player(&self) -> bool {
        self.players.len() < MAX_PLAYERS
            && self
                .as_config()
                .players_allowed()
                .contains(&(self.players.len() + 1))
    }

    /// Whether the rules let the table choose who deals (not with Void Seeders).
    fn both_dealers(&self) -> bool {
        let config = self.as_config();
        [Dealer::App, Dealer::Box]
            .into_iter()
            .all(|d| config.dealer_allowed(d))
    }

    /// The dealer the game is set up with: the one chosen if the rules allow it with this box,
    /// else the one they do (with Void Seeders only the box deals).
    fn dealer_to_use(&self) -> Dealer {
        let config = self.as_config();
        [self.dealer, Dealer::Box, Dealer::App]
            .into_iter()
            .find(|&d| config.dealer_allowed(d))
            .unwrap_or(self.dealer)
    }

    pub fn update(&mut self, message: Message) -> Action {
        self.problem = None;
        match message {
            Message::NameChanged(i, name) => {
                if let Some(p) = self.players.get_mut(i) {
                    p.name = name.chars().take(MAX_NAME_CHARS).collect();
                }
            }
            Message::CharacterChosen(i, character) => {
                // choosing a character someone else has swaps the two
                let old = self.players.get(i).map(|p| p.character);
                if let Some(old) = old {
                    for p in self.players.iter_mut().filter(|p| p.character == character) {
                        p.character = old;
                    }
                    self.players[i].character = character;
                }
            }
            Message::RingChosen(i, ring) => {
                // choosing a ring someone else has swaps the two, as with characters
                let old = self.players.get(i).map(|p| p.ring);
                if let Some(old) = old {
                    for p in self.players.iter_mut().filter(|p| p.ring == ring) {
                        p.ring = old;
                    }
                    self.players[i].ring = ring;
                }
            }
            Message::AddPlayer => {
                if self.can_add_player()
                    && let Some(character) = self.free_character()
                {
                    let ring = Ring::ALL
                        .into_iter()
                        .find(|r| self.players.iter().all(|p| p.ring != *r))
                        .unwrap_or(Ring::Red);
                    self.players.push(PlayerEntry {
                        name: String::new(),
                        character,
                        ring,
                    });
                }
            }
            Message::RemovePlayer(i) => {
                if self.players.len() > 1 && i < self.players.len() {
                    self.players.remove(i);
                }
            }
            Message::ModeChosen(mode) => {
                self.mode = mode;
                // a mode that takes fewer players (solo: one) keeps the first ones
                let most = *self.as_config().players_allowed().end();
                self.players.truncate(most.max(1));
            }
            Message::SideChosen(side) => self.side = side,
            Message::DealerChosen(dealer) => self.dealer = dealer,
            Message::SpeciesChosen(species) => {
                // the board turns to a side the rules allow with this box (the expansions:
                // side A); side B stays a choice, with the rules' word why not
                let changed = species != self.species;
                self.species = species;
                let config = self.as_config();
                if changed && !config.side_allowed(self.side) {
                    self.side = [Side::A, Side::B]
                        .into_iter()
                        .find(|&s| config.side_allowed(s))
                        .unwrap_or(self.side);
                }
            }
            Message::TrackChosen(level, kind) => {
                if let Some(slot) = self.track.get_mut(level) {
                    *slot = Some(kind);
                }
            }
            Message::SeedChanged(text) => {
                self.seed_text = text.chars().take(seed::LENGTH * 2).collect()
            }
            Message::NewSeed => self.seed_text = SeedCode::random().to_string(),
            Message::TypeSeed(typed) => self.typed_seed = typed,
            Message::Start => match self.request() {
                Ok(request) => return Action::Start(request),
                Err(problem) => self.problem = Some(problem),
            },
        }
        Action::None
    }

    /// The request this form describes, or why it cannot start.
    pub fn request(&self) -> Result<NewGameRequest, Problem> {
        let seed_code = if self.typed_seed {
            SeedCode::parse(&self.seed_text).ok_or(Problem::BadSeed)?
        } else {
            // not shown and not used: a well-formed placeholder
            SeedCode::parse(&self.seed_text).unwrap_or_else(SeedCode::random)
        };
        // a track with a level left blank is no track: the rules say what is missing
        let insanity_track = if self.species.insanity() {
            let track: Option<Vec<IntruderKind>> = self.track.iter().copied().collect();
            track.and_then(|t| <[IntruderKind; 5]>::try_from(t).ok())
        } else {
            None
        };
        let request = NewGameRequest {
            players: self
                .players
                .iter()
                .map(|p| (p.name.trim().to_string(), p.character))
                .collect(),
            rings: self.players.iter().map(|p| p.ring).collect(),
            mode: self.mode,
            side: self.side,
            seed_code,
            secret_seed: (!self.typed_seed).then_some(self.secret_seed),
            // the item numbers of the Lair tokens are only on the physical tokens
            // (cards.md §6.2 V16): with Void Seeders the box deals
            dealer: self.dealer_to_use(),
            species: self.species,
            insanity_track,
        };
        crate::gui::game::config_for(&request)
            .check()
            .map_err(Problem::Setup)?;
        Ok(request)
    }

    /// The remembered insanity track of this install, for a new form.
    /// The form with `species` in the box (and the board on the side its rulebook sets up).
    pub fn with_species(mut self, species: Species) -> NewGame {
        let _ = self.update(Message::SpeciesChosen(species));
        self
    }

    pub fn with_track(mut self, track: Option<[IntruderKind; 5]>) -> NewGame {
        if let Some(t) = track {
            self.track = t.map(Some);
        }
        self
    }

    fn form<'a>(&'a self, ctx: Ctx<'a>, wide: bool) -> Element<'a, Message> {
        let i18n = ctx.i18n;
        let sp = ctx.ty.space;
        let players = self.players_form(ctx);
        let mode = self.mode_form(ctx);
        let side = self.side_form(ctx);
        let dealer = self.dealer_form(ctx);
        let species = self.species_form(ctx);
        let seed = self.seed_form(ctx);
        let problem = self.problem_line(ctx);

        let options = column![
            widgets::panel(ctx, species),
            widgets::panel(ctx, mode),
            widgets::panel(ctx, side),
        ]
        .push(self.both_dealers().then(|| widgets::panel(ctx, dealer)))
        .push(widgets::panel(ctx, seed))
        .push(problem)
        .spacing(sp * 1.4);
        let body: Element<'a, Message> = if wide {
            row![
                players.width(Length::FillPortion(5)),
                options.width(Length::FillPortion(4))
            ]
            .spacing(sp * 1.5)
            .into()
        } else {
            column![players, options].spacing(sp * 1.4).into()
        };
        column![widgets::title(ctx, tr!(i18n, "new-game-title")), body]
            .spacing(sp)
            .max_width(ctx.ty.body * 80.0)
            .into()
    }

    /// Each player: name, character and ring; then a player more (or why not).
    fn players_form<'a>(&'a self, ctx: Ctx<'a>) -> Column<'a, Message> {
        let i18n = ctx.i18n;
        let sp = ctx.ty.space;
        let mut players = column![widgets::heading(ctx, tr!(i18n, "new-game-players"))].spacing(sp);
        for (i, p) in self.players.iter().enumerate() {
            let name = text_input(&tr!(i18n, "new-game-name-placeholder"), &p.name)
                .id(name_input_id(i))
                .on_input(move |s| Message::NameChanged(i, s))
                .size(ctx.ty.body)
                .padding(sp * 0.6)
                .width(Length::FillPortion(2));
            let remove = widgets::plain(
                ctx,
                tr!(i18n, "new-game-remove-player"),
                (self.players.len() > 1).then_some(Message::RemovePlayer(i)),
            );
            let header = row![
                widgets::body(ctx, display_name(i18n, i, "")).width(Length::Shrink),
                name,
                remove
            ]
            .spacing(sp)
            .align_y(Alignment::Center);
            let characters = row(Character::ALL.iter().map(|&c| {
                widgets::choice(
                    ctx,
                    c.name(i18n),
                    c == p.character,
                    Some(Message::CharacterChosen(i, c)),
                )
                .into()
            }))
            .spacing(sp * 0.5)
            .wrap();
            let rings = row![widgets::small(ctx, tr!(i18n, "new-game-ring"))]
                .extend(
                    Ring::ALL
                        .iter()
                        .map(|&r| rings::swatch(ctx, r, r == p.ring, Message::RingChosen(i, r))),
                )
                .spacing(sp * 0.5)
                .align_y(Alignment::Center)
                .wrap();
            players = players.push(widgets::panel(
                ctx,
                column![header, characters, rings].spacing(sp * 0.6),
            ));
        }
        if self.can_add_player() {
            players = players.push(widgets::plain(
                ctx,
                tr!(i18n, "new-game-add-player"),
                Some(Message::AddPlayer),
            ));
        } else if self.mode == Mode::Solo {
            players = players.push(widgets::small(ctx, tr!(i18n, "new-game-solo-note")));
        }
        players
    }

    /// The game mode, with a word on the one chosen.
    fn mode_form<'a>(&'a self, ctx: Ctx<'a>) -> Column<'a, Message> {
        let i18n = ctx.i18n;
        let sp = ctx.ty.space;
        let mode_hint = match self.mode {
            Mode::Standard => tr!(i18n, "mode-standard-hint"),
            Mode::Solo => tr!(i18n, "mode-solo-hint"),
            Mode::Coop => tr!(i18n, "mode-coop-hint"),
        };
        column![
            widgets::heading(ctx, tr!(i18n, "new-game-mode")),
            widgets::choices(
                ctx,
                [Mode::Standard, Mode::Solo, Mode::Coop].map(|m| (m, mode_name(i18n, m))),
                self.mode,
                Message::ModeChosen
            ),
            widgets::small(ctx, mode_hint),
        ]
        .spacing(sp * 0.6)
    }

    /// The board side, with a word on the one chosen.
    fn side_form<'a>(&'a self, ctx: Ctx<'a>) -> Column<'a, Message> {
        let i18n = ctx.i18n;
        let sp = ctx.ty.space;
        let side_hint = match self.side {
            Side::A => tr!(i18n, "side-a-hint"),
            Side::B if !self.as_config().side_allowed(Side::B) => {
                tr!(i18n, "side-b-expansion-hint")
            }
            Side::B => tr!(i18n, "side-b-hint"),
        };
        column![
            widgets::heading(ctx, tr!(i18n, "new-game-side")),
            widgets::choices(
                ctx,
                [Side::A, Side::B].map(|s| (s, side_name(i18n, s))),
                self.side,
                Message::SideChosen
            ),
            widgets::small(ctx, side_hint),
        ]
        .spacing(sp * 0.6)
    }

    /// Who deals the room tiles and exploration tokens, with a word on the one chosen.
    fn dealer_form<'a>(&'a self, ctx: Ctx<'a>) -> Column<'a, Message> {
        let i18n = ctx.i18n;
        let sp = ctx.ty.space;
        let dealer_hint = match self.dealer {
            Dealer::Box => tr!(i18n, "dealer-box-hint"),
            Dealer::App => tr!(i18n, "dealer-app-hint"),
        };
        column![
            widgets::heading(ctx, tr!(i18n, "new-game-dealer")),
            widgets::choices(
                ctx,
                [
                    (Dealer::Box, tr!(i18n, "dealer-box")),
                    (Dealer::App, tr!(i18n, "dealer-app"))
                ],
                self.dealer,
                Message::DealerChosen
            ),
            widgets::small(ctx, dealer_hint),
        ]
        .spacing(sp * 0.6)
    }

    /// The intruders in the box, with a word on them (and the insanity track for the Void Seeders).
    fn species_form<'a>(&'a self, ctx: Ctx<'a>) -> Column<'a, Message> {
        let i18n = ctx.i18n;
        let sp = ctx.ty.space;
        let species_hint = match self.species {
            Species::Intruders => tr!(i18n, "species-intruders-hint"),
            Species::Carnomorphs => tr!(i18n, "species-carnomorphs-hint"),
            Species::VoidSeeders => tr!(i18n, "species-void-seeders-hint"),
        };
        let mut species = column![
            widgets::heading(ctx, tr!(i18n, "new-game-species")),
            widgets::choices(
                ctx,
                Species::ALL.map(|s| (s, species_name(i18n, s))),
                self.species,
                Message::SpeciesChosen
            ),
            widgets::small(ctx, species_hint),
        ]
        .spacing(sp * 0.6);
        if self.species.insanity() {
            species = species.push(self.track_form(ctx));
        }
        species
    }

    /// The seed: kept secret, or typed in (with its error while it does not read).
    fn seed_form<'a>(&'a self, ctx: Ctx<'a>) -> Column<'a, Message> {
        let i18n = ctx.i18n;
        let sp = ctx.ty.space;
        if self.typed_seed {
            let seed_ok = SeedCode::parse(&self.seed_text).is_some();
            let seed_input = text_input("", &self.seed_text)
                .id(SEED_INPUT)
                .on_input(Message::SeedChanged)
                .on_submit(Message::Start)
                .size(ctx.ty.heading)
                .font(crate::gui::fonts::BOLD)
                .padding(sp * 0.6)
                .width(Length::Fixed(ctx.ty.heading * 6.5));
            let mut seed = column![
                widgets::heading(ctx, tr!(i18n, "new-game-seed")),
                row![
                    seed_input,
                    widgets::plain(ctx, tr!(i18n, "new-game-seed-new"), Some(Message::NewSeed))
                ]
                .spacing(sp)
                .align_y(Alignment::Center),
                widgets::small(ctx, tr!(i18n, "new-game-seed-hint")),
                widgets::small(ctx, tr!(i18n, "new-game-seed-gives-away")),
                widgets::plain(
                    ctx,
                    tr!(i18n, "new-game-seed-secret-again"),
                    Some(Message::TypeSeed(false))
                ),
            ]
            .spacing(sp * 0.6);
            if !seed_ok {
                seed = seed.push(seed_error(ctx));
            }
            seed
        } else {
            column![
                widgets::heading(ctx, tr!(i18n, "new-game-seed")),
                widgets::small(ctx, tr!(i18n, "new-game-seed-secret")),
                widgets::plain(
                    ctx,
                    tr!(i18n, "new-game-seed-type"),
                    Some(Message::TypeSeed(true))
                ),
            ]
            .spacing(sp * 0.6)
        }
    }

    /// Why the game cannot start, when it cannot.
    fn problem_line<'a>(&'a self, ctx: Ctx<'a>) -> Option<Element<'a, Message>> {
        let i18n = ctx.i18n;
        self.problem.map(|p| {
            let message = match p {
                Problem::BadSeed => tr!(
                    i18n,
                    "new-game-error-seed",
                    length = seed::LENGTH,
                    alphabet = seed::ALPHABET
                ),
                Problem::Setup(SetupError::SoloNeedsOnePlayer) => tr!(i18n, "new-game-error-solo"),
                Problem::Setup(SetupError::CoopNeedsTwoToFive) => tr!(i18n, "new-game-error-coop"),
                Problem::Setup(SetupError::OneToFivePlayers) => {
                    tr!(i18n, "new-game-error-players")
                }
                Problem::Setup(SetupError::CharacterTwice) => {
                    tr!(i18n, "new-game-error-character")
                }
                Problem::Setup(SetupError::InsanityTrackNeeded) => {
                    tr!(i18n, "new-game-error-track")
                }
                Problem::Setup(SetupError::ExpansionOnSideA) => {
                    tr!(i18n, "new-game-error-side-a")
                }
                Problem::Setup(SetupError::BoxDealsWithVoidSeeders) => {
                    tr!(i18n, "new-game-error-box-deals")
                }
            };
            widgets::body(ctx, message)
                .style(widgets::danger_text)
                .into()
        })
    }

    pub fn view<'a>(&'a self, ctx: Ctx<'a>) -> Element<'a, Message> {
        responsive(move |size| {
            let footer = row![
                space::horizontal(),
                widgets::action(ctx, tr!(ctx.i18n, "new-game-start"), Some(Message::Start))
            ];
            widgets::page(
                ctx,
                self.form(ctx, size.width >= ctx.ty.body * 62.0),
                footer,
            )
        })
        .into()
    }
}

fn seed_error<'a>(ctx: Ctx<'_>) -> Element<'a, Message> {
    text(tr!(
        ctx.i18n,
        "new-game-error-seed",
        length = seed::LENGTH,
        alphabet = seed::ALPHABET
    ))
    .size(ctx.ty.small)
    .style(widgets::danger_text)
    .into()
}

pub const SEED_INPUT: &str = "seed-code";

pub fn name_input_id(index: usize) -> iced::widget::Id {
    iced::widget::Id::from(format!("player-name-{}", index + 1))
}

/// The name of a species, as the new-game form and the table show it.
pub fn species_name(i18n: &crate::gui::i18n::I18n, s: Species) -> String {
    match s {
        Species::Intruders => tr!(i18n, "species-intruders"),
        Species::Carnomorphs => tr!(i18n, "species-carnomorphs"),
        Species::VoidSeeders => tr!(i18n, "species-void-seeders"),
    }
}

impl NewGame {
    /// Void Seeders: "which creature is printed at each level of your insanity card?", five
    /// rows of four taps, remembered for the next game.
    fn track_form<'a>(&'a self, ctx: Ctx<'a>) -> Element<'a, Message> {
        let i18n = ctx.i18n;
        let sp = ctx.ty.space;
        let mut rows = column![
            widgets::heading(ctx, tr!(i18n, "new-game-track")),
            widgets::small(ctx, tr!(i18n, "new-game-track-hint")),
        ]
        .spacing(sp * 0.6);
        for level in 0..5 {
            let options = Species::VoidSeeders
                .creatures()
                .iter()
                .map(|&k| (Some(k), crate::gui::nemesis::map::intruder_name(i18n, k)));
            rows = rows.push(
                row![
                    widgets::body(
                        ctx,
                        tr!(i18n, "new-game-track-level", level = (level as u8 + 1))
                    )
                    .width(Length::Fixed(ctx.ty.body * 5.0)),
                    widgets::choices(ctx, options, self.track[level], move |k| {
                        Message::TrackChosen(level, k.unwrap_or(IntruderKind::Lurker))
                    }),
                ]
                .spacing(sp)
                .align_y(Alignment::Center),
            );
        }
        // said here too: the form's own error line sits below the fold, far from these rows
        if self.problem == Some(Problem::Setup(SetupError::InsanityTrackNeeded)) {
            rows = rows.push(
                widgets::body(ctx, tr!(i18n, "new-game-error-track")).style(widgets::danger_text),
            );
        }
        rows.into()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn form() -> NewGame {
        NewGame::new(SeedCode::parse("ACK74X").unwrap())
    }

    /// The box deals unless the table chooses the app; the choice reaches the request and comes
    /// back when the form is filled in again.
    #[test]
    fn the_box_deals_unless_the_table_chooses_the_app() {
        let mut f = form();
        assert_eq!(f.request().unwrap().dealer, Dealer::Box);
        f.update(Message::DealerChosen(Dealer::App));
        let req = f.request().unwrap();
        assert_eq!(req.dealer, Dealer::App);
        assert_eq!(NewGame::from_request(&req).dealer, Dealer::App);
        assert_eq!(crate::gui::game::config_for(&req).dealer, Dealer::App);
    }

    #[test]
    fn starts_with_two_players_and_a_valid_request() {
        let mut f = form();
        let Action::Start(req) = f.update(Message::Start) else {
            panic!("{:?}", f.problem)
        };
        assert_eq!(
            req.players,
            vec![
                (String::new(), Character::Captain),
                (String::new(), Character::Pilot)
            ]
        );
        assert_eq!(
            (req.mode, req.side, req.seed_code.as_str()),
            (Mode::Standard, Side::A, "ACK74X")
        );
    }

    #[test]
    fn players_are_added_up_to_five_with_free_characters() {
        let mut f = form();
        for _ in 0..10 {
            f.update(Message::AddPlayer);
        }
        assert_eq!(f.players.len(), MAX_PLAYERS);
        let mut chars: Vec<_> = f.players.iter().map(|p| p.character).collect();
        chars.sort();
        chars.dedup();
        assert_eq!(chars.len(), MAX_PLAYERS);
        assert!(!f.can_add_player());
    }

    #[test]
    fn the_last_player_cannot_be_removed() {
        let mut f = form();
        f.update(Message::RemovePlayer(0));
        f.update(Message::RemovePlayer(0));
        f.update(Message::RemovePlayer(7));
        assert_eq!(f.players.len(), 1);
        assert_eq!(f.players[0].character, Character::Pilot);
    }

    #[test]
    fn choosing_a_taken_character_swaps_it() {
        let mut f = form();
        f.update(Message::CharacterChosen(1, Character::Captain));
        assert_eq!(f.players[0].character, Character::Pilot);
        assert_eq!(f.players[1].character, Character::Captain);
        assert!(f.request().is_ok());
    }

    #[test]
    fn solo_keeps_one_player_and_blocks_adding() {
        let mut f = form();
        f.update(Message::AddPlayer);
        f.update(Message::ModeChosen(Mode::Solo));
        assert_eq!(f.players.len(), 1);
        f.update(Message::AddPlayer);
        assert_eq!(f.players.len(), 1);
        f.update(Message::ModeChosen(Mode::Coop));
        f.update(Message::AddPlayer);
        assert_eq!(f.players.len(), 2);
    }

    #[test]
    fn coop_needs_two_players() {
        let mut f = form();
        f.update(Message::RemovePlayer(1));
        f.update(Message::ModeChosen(Mode::Coop));
        assert_eq!(f.update(Message::Start), Action::None);
        assert_eq!(
            f.problem,
            Some(Problem::Setup(SetupError::CoopNeedsTwoToFive))
        );
        f.update(Message::AddPlayer);
        assert!(matches!(f.update(Message::Start), Action::Start(_)));
    }

    /// The form asks the rules' setup check (issue 33: it kept a copy of it): what the rules
    /// refuse, the form refuses with the same reason, and what they accept starts.
    #[test]
    fn the_form_refuses_what_the_rules_refuse() {
        // (choosing a taken character swaps the two; a form restored from an old install could
        // still hold the same one twice)
        let mut f = form();
        f.players[1].character = f.players[0].character;
        assert_eq!(f.update(Message::Start), Action::None);
        assert_eq!(f.problem, Some(Problem::Setup(SetupError::CharacterTwice)));
        let mut f = form();
        f.update(Message::ModeChosen(Mode::Solo));
        f.players.push(f.players[0].clone());
        f.players[1].character = Character::Soldier;
        assert_eq!(f.update(Message::Start), Action::None);
        assert_eq!(
            f.problem,
            Some(Problem::Setup(SetupError::SoloNeedsOnePlayer))
        );
        // and every request it lets through, the rules set up
        let mut f = form();
        let Action::Start(request) = f.update(Message::Start) else {
            panic!("a plain form starts")
        };
        assert!(crate::gui::game::config_for(&request).check().is_ok());
    }

    #[test]
    fn a_bad_seed_refuses_to_start_and_a_new_one_fixes_it() {
        let mut f = form();
        f.update(Message::TypeSeed(true));
        f.update(Message::SeedChanged("ABC".into()));
        assert_eq!(f.update(Message::Start), Action::None);
        assert_eq!(f.problem, Some(Problem::BadSeed));
        f.update(Message::NewSeed);
        assert_eq!(f.problem, None);
        assert!(matches!(f.update(Message::Start), Action::Start(_)));
    }

    #[test]
    fn a_typed_seed_is_normalised() {
        let mut f = form();
        f.update(Message::TypeSeed(true));
        f.update(Message::SeedChanged("mnp-379".into()));
        let Action::Start(req) = f.update(Message::Start) else {
            panic!()
        };
        assert_eq!(req.seed_code.as_str(), "MNP379");
        assert_eq!(req.secret_seed, None);
        assert_eq!(req.seed(), req.seed_code.value());
    }

    /// The seed is hidden state (issue "a table can trust it"): by default a full 64-bit seed
    /// from the OS that no screen shows, a different one for each new game, kept when going
    /// back from the checklist.
    #[test]
    fn the_seed_is_secret_unless_the_table_types_one() {
        let mut f = form();
        let Action::Start(req) = f.update(Message::Start) else {
            panic!()
        };
        let secret = req.secret_seed.expect("a secret seed by default");
        assert_eq!(req.seed(), secret);
        assert_ne!(
            NewGame::new(SeedCode::random()).secret_seed,
            f.secret_seed,
            "each new game draws its own"
        );
        // the secret is a code's value: shown at the end, it can be typed back to replay
        let code = SeedCode::of_value(secret).expect("the secret seed has a code");
        let mut again = form();
        again.update(Message::TypeSeed(true));
        again.update(Message::SeedChanged(code.to_string()));
        let Action::Start(replay) = again.update(Message::Start) else {
            panic!("the code shown at the end starts a game")
        };
        assert_eq!(replay.seed(), secret, "the same game");
        let back = NewGame::from_request(&req);
        assert_eq!(back.request().unwrap().seed(), secret, "kept going back");
        assert!(!back.typed_seed);
        // a bad typed code does not matter while the seed is secret
        f.update(Message::SeedChanged("??".into()));
        assert!(matches!(f.update(Message::Start), Action::Start(_)));
    }

    #[test]
    fn no_screen_before_the_game_shows_the_secret_seed() {
        use crate::gui::i18n::{I18n, Language};
        for language in [Language::En, Language::Ko, Language::Ja] {
            let i18n = I18n::new(language).unwrap();
            let f = form();
            let req = f.request().unwrap();
            let list = crate::gui::nemesis::checklist::Checklist::new(req.clone());
            let shown = list.summary_text(&i18n);
            for code in [req.seed_code.to_string(), req.seed().to_string()] {
                assert!(!shown.contains(&code), "{language:?}: {shown}");
            }
        }
    }

    #[test]
    fn names_are_trimmed_and_capped() {
        let mut f = form();
        f.update(Message::NameChanged(0, "  지민  ".into()));
        f.update(Message::NameChanged(1, "x".repeat(100)));
        f.update(Message::NameChanged(9, "nobody".into()));
        let req = f.request().unwrap();
        assert_eq!(req.players[0].0, "지민");
        assert_eq!(req.players[1].0.chars().count(), MAX_NAME_CHARS);
    }

    #[test]
    fn the_form_comes_back_from_its_request() {
        let mut f = form();
        f.update(Message::SideChosen(Side::B));
        f.update(Message::ModeChosen(Mode::Coop));
        f.update(Message::NameChanged(0, "Ana".into()));
        let req = f.request().unwrap();
        assert_eq!(NewGame::from_request(&req).request().unwrap(), req);
    }

    /// Issue 35: both expansion rulebooks set up the basic side (seed 001: 「1] 중앙 게임판을
    /// 기본 면으로 펼칩니다.」); choosing an expansion turns the board to side A, and side B
    /// chosen afterwards says the rulebook's setup uses side A.
    #[test]
    fn an_expansion_starts_on_the_basic_side() {
        let i18n = I18n::new(crate::gui::i18n::Language::Ko).unwrap();
        for species in [Species::Carnomorphs, Species::VoidSeeders] {
            let mut f = form();
            f.update(Message::SideChosen(Side::B));
            f.update(Message::SpeciesChosen(species));
            assert_eq!(f.side, Side::A, "{species:?}");
            f.update(Message::SideChosen(Side::B));
            assert_eq!(f.side, Side::B, "side B stays a choice");
            let words = tr!(&i18n, "side-b-expansion-hint");
            assert!(words.contains("A"), "{words}");
        }
        let mut f = form();
        f.update(Message::SideChosen(Side::B));
        f.update(Message::SpeciesChosen(Species::Intruders));
        assert_eq!(f.side, Side::B, "the base game keeps the side chosen");
    }

    #[test]
    fn empty_names_show_as_player_numbers() {
        let i18n = I18n::new(crate::gui::i18n::Language::En).unwrap();
        assert_eq!(display_name(&i18n, 2, " "), "Player 3");
        assert_eq!(display_name(&i18n, 0, "Mia"), "Mia");
    }

    #[test]
    fn void_seeders_start_only_with_the_whole_track_and_let_the_box_deal() {
        let mut f = form();
        f.update(Message::DealerChosen(Dealer::App));
        f.update(Message::SpeciesChosen(Species::VoidSeeders));
        assert!(matches!(f.update(Message::Start), Action::None));
        assert_eq!(
            f.problem,
            Some(Problem::Setup(SetupError::InsanityTrackNeeded))
        );
        for (level, kind) in crate::sim::SIM_TRACK.into_iter().enumerate() {
            f.update(Message::TrackChosen(level, kind));
        }
        let Action::Start(request) = f.update(Message::Start) else {
            panic!("the whole track lets the game start");
        };
        assert_eq!(request.insanity_track, Some(crate::sim::SIM_TRACK));
        assert_eq!(
            request.dealer,
            Dealer::Box,
            "Lair tokens are read off the real ones"
        );
        // the form filled again from the request keeps the track
        assert_eq!(
            NewGame::from_request(&request).track,
            crate::sim::SIM_TRACK.map(Some)
        );
    }
}
