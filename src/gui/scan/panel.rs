//! The scanner overlay. Reading: the live picture with its framing guide, what the camera says,
//! why nothing reads, the labels read so far (each once, a mistake can be taken out), a field to
//! type label numbers (always works, camera or not) and "Confirm N cards". The confirmed list
//! becomes the command for the request's purpose; the app applies it and hands the outcomes back
//! for the verdict page. A lighting check (from the settings) reads and explains, and submits
//! nothing.

use super::ScanPurpose;
use super::ScanRequest;
use super::feed::{Feed, Mark, Preview, SourceSpec};
use super::verdict::{self, Note, Verdict};
use super::words;
use crate::gui::fonts;
use crate::gui::i18n::I18n;
use crate::gui::widgets::{self, Ctx};
use crate::rules::command::LabelsAsked;
use crate::rules::command::ScanKind;
use crate::rules::ids::LabelId;
use crate::rules::{Command, Correction, GameState, Outcome};
use crate::scanner::camera::CameraError;
use crate::scanner::camera::worker::CameraState;
use crate::scanner::diagnose::Diagnosis;
use crate::scanner::payload::{self, Deck, Label, Parsed};
use crate::tr;
use iced::widget::{column, container, row, scrollable, space, text, text_input};
use iced::{Alignment, Background, Border, Element, Length, Theme};
use std::collections::BTreeSet;

/// Widget id of the label number field.
pub const TYPED_ID: &str = "scan-typed";
/// Refusals kept on screen (the latest ones).
const MAX_PROBLEMS: usize = 4;

/// A scan for the game, with what the panel needs to know about the player.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameScan {
    pub request: ScanRequest,
    pub player_name: String,
    /// How many labels the scan takes, as the rules answer it (`GameState::labels_asked`): at
    /// most the cards the character owns (one for the mutation), every one of them for Surgery
    /// and the end-of-game check, and no fewer than `least`.
    pub asked: LabelsAsked,
    /// A larva is on the character board (the end-of-game check skips the scan).
    pub larva: bool,
    /// Labels out of the game: refused if they show up again.
    pub removed: BTreeSet<LabelId>,
}

impl GameScan {
    /// Whether this scan takes every contamination card the character owns (Surgery, the
    /// end-of-game check): then it asks for as many labels as the app knows of.
    pub fn wants_all(&self) -> bool {
        self.asked.every
    }

    pub fn new(request: ScanRequest, state: &GameState, player_name: String) -> GameScan {
        GameScan {
            request,
            player_name,
            asked: state.labels_asked(request.player, request.purpose),
            larva: state.character(request.player).is_some_and(|c| c.larva),
            removed: state.labels_removed.clone(),
        }
    }

    /// The count the table holds when it is fewer than the app knows of and the rules take no
    /// fewer: the correction that says so (it goes to the log), if `read` is a count to set.
    pub fn recount(&self, read: usize) -> Option<Command> {
        let cards = u8::try_from(read).ok()?;
        (cards < self.asked.least).then_some(Command::Fix(Correction::SetContamination {
            player: self.request.player,
            cards,
        }))
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Mode {
    Game(GameScan),
    /// "Check lighting": reads and explains, submits nothing.
    LightingCheck,
}

/// What the camera is doing, for the status line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CameraLine {
    /// No camera in use (settings or `NEMESIS_CAMERA=off`): typing only.
    Off,
    Searching,
    Streaming,
    /// Not available; the worker tries again every 2 s.
    Unavailable(CameraError),
    /// Recorded frames ran out.
    Ended,
}

/// Something read or typed that was not added, with the reason.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Problem {
    /// A code that cannot be used (another printing or deck, damaged, not ours).
    Code(Parsed),
    /// This card left the game after an earlier scan.
    OutOfGame(Label),
    /// Typed text that is not a label number.
    Typed(String),
    /// More cards than the character owns.
    TooMany { read: usize, owned: u8 },
    /// The rules refused the command (the table says why).
    GameRefused,
}

#[derive(Debug, Clone, PartialEq)]
pub enum Stage {
    Reading,
    /// The command was handed to the app; waiting for its outcomes.
    Submitted,
    Verdict(Verdict),
}

#[derive(Debug)]
pub struct ScanPanel {
    mode: Mode,
    source: SourceSpec,
    session: u64,
    stage: Stage,
    read: Vec<Label>,
    problems: Vec<Problem>,
    typed: String,
    camera: CameraLine,
    /// The format asked of the webcam, shown beside "camera on".
    format: Option<crate::scanner::camera::negotiate::Negotiated>,
    preview: Option<Preview>,
    marks: Vec<Mark>,
    in_view: Vec<Label>,
    diagnosis: Option<Diagnosis>,
    /// While too many cards are read: frames in a row each read label has been out of view.
    absent: std::collections::BTreeMap<Label, u8>,
    /// A scan of every card found fewer labels than the app knows of, and the table said so
    /// (issue 39: one click passed a character holding two cards).
    fewer_said: bool,
}

/// Frames in a row (about a quarter of a second at 30 fps) a read card must be out of view,
/// while too many are read, before it leaves the list: one missed frame is not a card taken away.
const GONE_AFTER_FRAMES: u8 = 8;

#[derive(Debug, Clone)]
pub enum Message {
    Feed(Feed),
    Typed(String),
    AddTyped,
    Remove(Label),
    Confirm,
    /// A scan of every card: the table says it has fewer cards than the app knows of.
    Fewer,
    /// The rules take no fewer: the table corrects the count to the cards it read.
    Recount,
    Cancel,
    /// Closes the verdict page.
    Done,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ScanAction {
    None,
    /// Closed without a command.
    Cancel,
    /// Apply this command, then call [`ScanPanel::show_outcomes`].
    Submit(Command),
    /// Apply this correction of the count, then call [`ScanPanel::recounted`]; the scan goes on.
    Recount(Command),
    /// The verdict was read: close.
    Close,
}

impl ScanPanel {
    /// A panel reading from `source`; `session` must differ from the previous scan's so the
    /// camera feed starts afresh.
    pub fn new(mode: Mode, source: SourceSpec, session: u64) -> ScanPanel {
        let camera = if source == SourceSpec::Off {
            CameraLine::Off
        } else {
            CameraLine::Searching
        };
        ScanPanel {
            mode,
            source,
            session,
            stage: Stage::Reading,
            read: Vec::new(),
            problems: Vec::new(),
            typed: String::new(),
            camera,
            format: None,
            preview: None,
            marks: Vec::new(),
            in_view: Vec::new(),
            absent: Default::default(),
            fewer_said: false,
            diagnosis: None,
        }
    }

    pub fn mode(&self) -> &Mode {
        &self.mode
    }

    pub fn stage(&self) -> &Stage {
        &self.stage
    }

    /// Labels read so far, in the order they were read, each once.
    pub fn read(&self) -> &[Label] {
        &self.read
    }

    pub fn problems(&self) -> &[Problem] {
        &self.problems
    }

    pub fn camera(&self) -> &CameraLine {
        &self.camera
    }

    pub fn diagnosis(&self) -> Option<&Diagnosis> {
        self.diagnosis.as_ref()
    }

    pub fn has_preview(&self) -> bool {
        self.preview.is_some()
    }

    /// The camera feed while reading (none when typing only or once the verdict shows).
    pub fn subscription(&self) -> iced::Subscription<Message> {
        if self.stage != Stage::Reading {
            return iced::Subscription::none();
        }
        super::feed::subscription(self.session, self.source.clone()).map(Message::Feed)
    }

    pub fn update(&mut self, message: Message) -> ScanAction {
        match message {
            Message::Feed(feed) => self.feed(feed),
            Message::Typed(text) => self.typed = text,
            Message::AddTyped => self.add_typed(),
            Message::Remove(label) => {
                self.read.retain(|l| *l != label);
                self.recount();
            }
            Message::Confirm => return self.confirm(),
            Message::Fewer => self.fewer_said = true,
            Message::Recount => {
                if let Mode::Game(game) = &self.mode
                    && self.stage == Stage::Reading
                    && let Some(fix) = game.recount(self.read.len())
                {
                    return ScanAction::Recount(fix);
                }
            }
            Message::Cancel => return ScanAction::Cancel,
            Message::Done => return ScanAction::Close,
        }
        ScanAction::None
    }

    /// The outcomes of the submitted command: the verdict page.
    pub fn show_outcomes(&mut self, outcomes: &[Outcome]) {
        let player = match &self.mode {
            Mode::Game(game) => game.request.player,
            Mode::LightingCheck => return,
        };
        self.stage = Stage::Verdict(verdict::verdict(player, outcomes));
    }

    /// Whether the scan was taken and its verdict belongs to the end-of-game check, which
    /// reveals it to the whole table behind its own cover: the scanner then closes without
    /// showing it (seen in a walk of every ending: the scanner said 「C-09 감염」 and asked for the
    /// draw of four over the check's 「모두 화면을 보세요」).
    pub fn verdict_is_the_checks(&self) -> bool {
        matches!(self.stage, Stage::Verdict(_))
            && matches!(&self.mode, Mode::Game(g) if g.request.purpose == ScanPurpose::Victory)
    }

    /// The count was corrected: what the scan asks is read again from the rules.
    pub fn recounted(&mut self, state: &GameState) {
        if let Mode::Game(game) = &mut self.mode {
            game.asked = state.labels_asked(game.request.player, game.request.purpose);
        }
    }

    /// The rules refused the command: back to reading, with a word about it.
    pub fn refused_by_game(&mut self) {
        self.stage = Stage::Reading;
        self.problem(Problem::GameRefused);
    }

    fn feed(&mut self, feed: Feed) {
        if self.stage != Stage::Reading {
            return;
        }
        match feed {
            Feed::Camera(state) => {
                self.camera = match state {
                    CameraState::Opening => CameraLine::Searching,
                    CameraState::Streaming => CameraLine::Streaming,
                    CameraState::Unavailable(error) => {
                        // a lost camera shows no stale picture; what was read stays
                        self.preview = None;
                        self.marks.clear();
                        CameraLine::Unavailable(error)
                    }
                }
            }
            Feed::Format(n) => self.format = Some(n),
            Feed::Preview(preview) => self.preview = Some(preview),
            Feed::Frame {
                in_view,
                marks,
                diagnosis,
            } => {
                self.in_view = in_view;
                self.marks = marks;
                self.diagnosis = diagnosis;
                self.drop_cards_taken_away();
            }
            Feed::Confirmed(label) => self.add(label),
            Feed::Refused(parsed) => self.problem(Problem::Code(parsed)),
            Feed::Ended => self.camera = CameraLine::Ended,
        }
    }

    /// "n cards read, but this character owns only m" goes once it is no longer true, and
    /// says the new count while it is.
    fn recount(&mut self) {
        let read = self.read.len();
        if let Mode::Game(game) = &self.mode {
            let owned = usize::from(game.asked.most);
            self.problems
                .retain(|p| !matches!(p, Problem::TooMany { .. }) || read > owned);
            if read > owned {
                for p in &mut self.problems {
                    if let Problem::TooMany { read: r, .. } = p {
                        *r = read;
                    }
                }
            } else {
                self.absent.clear();
            }
        }
    }

    /// Too many cards read: the players take the extra ones out of view (issue 16: the message
    /// stayed when they did). A card gone for [`GONE_AFTER_FRAMES`] frames leaves the list,
    /// only while the list is still too long and some card is still in view.
    fn drop_cards_taken_away(&mut self) {
        let too_many = self
            .problems
            .iter()
            .any(|p| matches!(p, Problem::TooMany { .. }));
        if !too_many || self.in_view.is_empty() {
            return;
        }
        for label in &self.read {
            let n = self.absent.entry(*label).or_default();
            *n = if self.in_view.contains(label) {
                0
            } else {
                n.saturating_add(1)
            };
        }
        let owned = match &self.mode {
            Mode::Game(game) => usize::from(game.asked.most),
            Mode::LightingCheck => return,
        };
        while self.read.len() > owned {
            let Some(i) = self
                .read
                .iter()
                .position(|l| self.absent.get(l).is_some_and(|n| *n >= GONE_AFTER_FRAMES))
            else {
                break;
            };
            let gone = self.read.remove(i);
            self.absent.remove(&gone);
        }
        self.recount();
    }

    fn add(&mut self, label: Label) {
        if let Mode::Game(game) = &self.mode
            && game.removed.contains(&LabelId(label.number))
        {
            self.problem(Problem::OutOfGame(label));
            return;
        }
        if !self.read.contains(&label) {
            self.read.push(label);
        }
    }

    fn problem(&mut self, problem: Problem) {
        self.problems.retain(|p| *p != problem);
        self.problems.push(problem);
        if self.problems.len() > MAX_PROBLEMS {
            self.problems.remove(0);
        }
    }

    fn add_typed(&mut self) {
        let text = self.typed.trim().to_string();
        if text.is_empty() {
            return;
        }
        match read_typed(&text) {
            Ok(label) => {
                self.add(label);
                self.typed.clear();
            }
            Err(problem) => self.problem(problem),
        }
    }

    /// Cards a scan of every card still has to read: what the app knows the character owns,
    /// less what was read (0 for the other scans).
    fn missing(&self) -> usize {
        match &self.mode {
            Mode::Game(game) if game.wants_all() => {
                usize::from(game.asked.most).saturating_sub(self.read.len())
            }
            _ => 0,
        }
    }

    fn confirm(&mut self) -> ScanAction {
        let Mode::Game(game) = &self.mode else {
            return ScanAction::None;
        };
        if self.stage != Stage::Reading {
            return ScanAction::None;
        }
        if self.read.len() > usize::from(game.asked.most) {
            let problem = Problem::TooMany {
                read: self.read.len(),
                owned: game.asked.most,
            };
            self.problem(problem);
            return ScanAction::None;
        }
        if self.missing() > 0
            && (!self.fewer_said || self.read.len() < usize::from(game.asked.least))
        {
            // a scan of every card is not confirmed with fewer than the app knows of unless
            // the table says so first, and, where the rules take no fewer, corrects the count
            return ScanAction::None;
        }
        let labels: Vec<LabelId> = self.read.iter().map(|l| LabelId(l.number)).collect();
        let player = game.request.player;
        let command = match game.request.purpose {
            ScanPurpose::Scan(kind) => Command::Scan {
                player,
                kind,
                labels,
            },
            ScanPurpose::Victory => Command::VictoryScan { player, labels },
            ScanPurpose::Mutation => match labels[..] {
                [label] => Command::MutationAction { player, label },
                // nothing read yet: the card is still on its way to the camera
                _ => return ScanAction::None,
            },
        };
        self.stage = Stage::Submitted;
        ScanAction::Submit(command)
    }

    pub fn view<'a>(&'a self, ctx: Ctx<'a>) -> Element<'a, Message> {
        let sp = ctx.ty.space;
        let body: Element<'a, Message> = match &self.stage {
            Stage::Verdict(v) => self.verdict_view(ctx, v),
            Stage::Reading | Stage::Submitted => self.reading_view(ctx),
        };
        let panel = widgets::panel(ctx, body).max_width(ctx.ty.body * 64.0);
        container(panel)
            .center(Length::Fill)
            .padding(sp)
            .style(|theme: &Theme| container::Style {
                background: Some(Background::Color(
                    theme.palette().background.scale_alpha(0.9),
                )),
                ..container::Style::default()
            })
            .into()
    }

    fn title(&self, i18n: &I18n) -> String {
        match &self.mode {
            Mode::LightingCheck => tr!(i18n, "scan-lighting-title"),
            Mode::Game(game) => match game.request.purpose {
                ScanPurpose::Victory => {
                    tr!(i18n, "scan-title-victory", name = game.player_name.clone())
                }
                ScanPurpose::Scan(_) | ScanPurpose::Mutation => {
                    tr!(i18n, "scan-title", name = game.player_name.clone())
                }
            },
        }
    }

    fn instruction(&self, i18n: &I18n) -> String {
        match &self.mode {
            Mode::LightingCheck => tr!(i18n, "scan-lighting-how"),
            Mode::Game(game) => match game.request.purpose {
                ScanPurpose::Scan(ScanKind::Hand) => tr!(i18n, "scan-how-hand"),
                ScanPurpose::Scan(ScanKind::Revealed) => tr!(i18n, "scan-how-revealed"),
                ScanPurpose::Mutation => tr!(i18n, "scan-how-mutation"),
                ScanPurpose::Scan(ScanKind::Surgery) | ScanPurpose::Victory => {
                    tr!(i18n, "scan-how-all", count = game.asked.most)
                }
            },
        }
    }

    fn camera_line(&self, i18n: &I18n) -> String {
        match &self.camera {
            CameraLine::Off => tr!(i18n, "camera-off"),
            CameraLine::Searching => tr!(i18n, "camera-searching"),
            CameraLine::Streaming => match &self.format {
                Some(n) => format!(
                    "{} · {}",
                    tr!(i18n, "camera-on"),
                    super::words::format_words(i18n, &n.offer)
                ),
                None => tr!(i18n, "camera-on"),
            },
            CameraLine::Unavailable(error) => format!(
                "{} {}",
                words::camera_error(i18n, error),
                tr!(
                    i18n,
                    "camera-retrying",
                    seconds = super::feed::RETRY_AFTER.as_secs()
                )
            ),
            CameraLine::Ended => tr!(i18n, "camera-ended"),
        }
    }

    /// The camera's side of the page: the picture with what was read marked, the camera's
    /// state and what is in view (or why nothing is read).
    fn camera_side<'a>(&'a self, ctx: Ctx<'a>) -> iced::widget::Column<'a, Message> {
        let i18n = ctx.i18n;
        let sp = ctx.ty.space;
        let picture = super::preview::view(
            self.preview.as_ref(),
            &self.marks,
            ctx.ty.small,
            ctx.ty.body * 15.0,
        );
        let camera_ok = matches!(self.camera, CameraLine::Streaming);
        let camera_line =
            text(self.camera_line(i18n))
                .size(ctx.ty.small)
                .style(move |theme: &Theme| {
                    if camera_ok {
                        widgets::dim(theme)
                    } else {
                        text::Style {
                            color: Some(theme.extended_palette().warning.base.color),
                        }
                    }
                });
        let seeing = if !self.in_view.is_empty() {
            let names: Vec<String> = self.in_view.iter().map(Label::to_string).collect();
            Some(widgets::body(
                ctx,
                tr!(i18n, "scan-in-view", labels = names.join("  ")),
            ))
        } else {
            self.diagnosis
                .as_ref()
                .filter(|_| camera_ok)
                .map(|d| widgets::body(ctx, words::diagnosis(i18n, d)))
        };
        column![picture, camera_line]
            .push(seeing)
            .spacing(sp * 0.5)
            .width(Length::FillPortion(3))
    }

    /// The buttons under the page: cancel, and confirm as the cards read allow (or "fewer").
    fn buttons<'a>(&'a self, ctx: Ctx<'a>) -> iced::widget::Row<'a, Message> {
        let i18n = ctx.i18n;
        let sp = ctx.ty.space;
        match &self.mode {
            Mode::LightingCheck => row![
                space::horizontal(),
                widgets::action(ctx, tr!(i18n, "button-close"), Some(Message::Cancel))
            ],
            Mode::Game(game) => {
                let ready = self.stage == Stage::Reading;
                let missing = self.missing();
                let mut buttons = row![
                    widgets::plain(ctx, tr!(i18n, "scan-cancel"), Some(Message::Cancel)),
                    space::horizontal(),
                ]
                .spacing(sp);
                if missing > 0 && !self.fewer_said {
                    // every card is asked for: the big button waits for them, and "fewer" is a
                    // question the table answers on purpose, never the default
                    buttons = buttons
                        .push(widgets::plain(
                            ctx,
                            tr!(i18n, "scan-fewer", owned = game.asked.most),
                            ready.then_some(Message::Fewer),
                        ))
                        .push(widgets::action(
                            ctx,
                            tr!(
                                i18n,
                                "scan-confirm-missing",
                                read = self.read.len(),
                                owned = game.asked.most,
                                missing = missing
                            ),
                            None,
                        ));
                } else if missing > 0 && self.read.len() < usize::from(game.asked.least) {
                    // the rules take no fewer: the table says how many it holds, in the log
                    buttons = buttons.push(widgets::action(
                        ctx,
                        tr!(i18n, "scan-recount", read = self.read.len()),
                        ready.then_some(Message::Recount),
                    ));
                } else {
                    buttons = buttons.push(widgets::action(
                        ctx,
                        tr!(i18n, "scan-confirm", count = self.read.len()),
                        ready.then_some(Message::Confirm),
                    ));
                }
                buttons
            }
        }
        .spacing(sp)
        .align_y(Alignment::Center)
    }

    fn reading_view<'a>(&'a self, ctx: Ctx<'a>) -> Element<'a, Message> {
        let i18n = ctx.i18n;
        let sp = ctx.ty.space;

        let left = self.camera_side(ctx);

        let mut list = column![widgets::heading(
            ctx,
            tr!(i18n, "scan-read-count", count = self.read.len())
        )]
        .spacing(sp * 0.4);
        if self.read.is_empty() {
            list = list.push(widgets::small(ctx, tr!(i18n, "scan-read-none")));
        }
        for &label in &self.read {
            list = list.push(
                row![
                    text(label.to_string())
                        .size(ctx.ty.heading)
                        .font(fonts::BOLD),
                    space::horizontal(),
                    widgets::plain(
                        ctx,
                        tr!(i18n, "scan-remove"),
                        (self.stage == Stage::Reading).then_some(Message::Remove(label))
                    )
                ]
                .align_y(Alignment::Center)
                .spacing(sp * 0.5),
            );
        }
        let problems = column(self.problems.iter().map(|p| {
            text(self.problem_text(i18n, p))
                .size(ctx.ty.small)
                .style(widgets::danger_text)
                .into()
        }))
        .spacing(sp * 0.3);
        let typing = row![
            text_input(&tr!(i18n, "scan-type-placeholder"), &self.typed)
                .id(TYPED_ID)
                .on_input(Message::Typed)
                .on_submit(Message::AddTyped)
                .size(ctx.ty.body)
                .padding(sp * 0.5),
            widgets::plain(
                ctx,
                tr!(i18n, "scan-type-add"),
                (!self.typed.trim().is_empty()).then_some(Message::AddTyped)
            )
        ]
        .spacing(sp * 0.5)
        .align_y(Alignment::Center);
        let right = column![
            widgets::body(ctx, self.instruction(i18n)),
            scrollable(list).height(Length::Fill),
            problems,
            widgets::small(ctx, tr!(i18n, "scan-type-hint")),
            typing,
        ]
        .spacing(sp * 0.6)
        .width(Length::FillPortion(2));

        let buttons = self.buttons(ctx);

        let fewer_line = match &self.mode {
            Mode::Game(game) if self.fewer_said && self.missing() > 0 => Some(widgets::body(
                ctx,
                if self.read.len() < usize::from(game.asked.least) {
                    tr!(
                        i18n,
                        "scan-fewer-recount",
                        owned = game.asked.most,
                        read = self.read.len()
                    )
                } else {
                    tr!(
                        i18n,
                        "scan-fewer-said",
                        owned = game.asked.most,
                        read = self.read.len()
                    )
                },
            )),
            _ => None,
        };
        let mut page = column![
            widgets::title(ctx, self.title(i18n)),
            // taller than the picture needs, so the list of cards read shows five or six rows
            // before it scrolls (at 19× the body size it showed two and a half)
            row![left, right].spacing(sp * 1.2).height(Length::Fixed(
                (ctx.ty.body * 24.0).min(600.0).max(ctx.ty.body * 19.0)
            )),
        ]
        .spacing(sp);
        if let Some(line) = fewer_line {
            page = page.push(line);
        }
        page.push(buttons).into()
    }

    fn problem_text(&self, i18n: &I18n, problem: &Problem) -> String {
        match problem {
            Problem::Code(parsed) => words::refusal(i18n, parsed),
            Problem::OutOfGame(label) => {
                tr!(i18n, "scan-refused-out-of-game", label = label.to_string())
            }
            Problem::Typed(text) => tr!(
                i18n,
                "scan-refused-typed",
                text = text.clone(),
                size = Deck::Base.size()
            ),
            Problem::TooMany { .. } if matches!(&self.mode, Mode::Game(g) if g.request.purpose == ScanPurpose::Mutation) =>
            {
                tr!(i18n, "scan-too-many-mutation")
            }
            Problem::TooMany { read, owned } => tr!(
                i18n,
                "scan-too-many",
                read = read.to_string(),
                owned = usize::from(*owned)
            ),
            Problem::GameRefused => tr!(i18n, "scan-refused-game"),
        }
    }

    fn verdict_view<'a>(&'a self, ctx: Ctx<'a>, v: &'a Verdict) -> Element<'a, Message> {
        let i18n = ctx.i18n;
        let sp = ctx.ty.space;
        let name = match &self.mode {
            Mode::Game(game) => game.player_name.clone(),
            Mode::LightingCheck => String::new(),
        };
        let mut cards = column![].spacing(sp * 0.5);
        for card in &v.cards {
            let label = Label::new(Deck::Base, card.label.0)
                .map_or_else(|| card.label.0.to_string(), |l| l.to_string());
            let (word, infected) = if card.infected {
                (tr!(i18n, "scan-infected"), true)
            } else {
                (tr!(i18n, "scan-clean"), false)
            };
            let todo = if card.removed {
                tr!(i18n, "scan-do-remove")
            } else {
                tr!(i18n, "scan-do-keep")
            };
            cards = cards.push(
                row![
                    text(label)
                        .size(ctx.ty.heading)
                        .font(fonts::BOLD)
                        .width(Length::Fixed(ctx.ty.heading * 4.0)),
                    verdict_chip(ctx, word, infected),
                    widgets::body(ctx, todo)
                ]
                .spacing(sp)
                .align_y(Alignment::Center),
            );
        }
        let notes = column(v.notes.iter().map(|note| {
            let line = match note {
                Note::NoInfection => tr!(i18n, "scan-note-clean"),
                Note::Larva => tr!(i18n, "scan-note-larva", name = name.clone()),
                Note::InfectionDeath => tr!(i18n, "scan-note-death", name = name.clone()),
                Note::Creeper(_) => tr!(i18n, "scan-note-creeper", name = name.clone()),
                Note::LarvaRemoved => tr!(i18n, "scan-note-larva-removed", name = name.clone()),
                Note::LarvaSkipsScan => tr!(i18n, "scan-note-larva-draw", name = name.clone()),
                Note::FinalDraw(n) => tr!(i18n, "scan-note-final-draw", count = usize::from(*n)),
                Note::DrawAsked => tr!(i18n, "scan-note-draw-asked", name = name.clone()),
                Note::NewDeck => tr!(i18n, "scan-note-new-deck", name = name.clone()),
                Note::FinalDeath => tr!(i18n, "scan-note-final-death", name = name.clone()),
                Note::Survived => tr!(i18n, "scan-note-survived", name = name.clone()),
            };
            widgets::heading(ctx, line).into()
        }))
        .spacing(sp * 0.5);
        // a hand holds a few cards; a whole deck (surgery, end of game) scrolls
        let list_height = if v.cards.len() <= 8 {
            Length::Shrink
        } else {
            Length::Fixed(ctx.ty.heading * 1.6 * 8.0)
        };
        column![
            widgets::title(ctx, tr!(i18n, "scan-verdict-title", name = name.clone())),
            notes,
            scrollable(cards).height(list_height),
            row![
                space::horizontal(),
                widgets::action(ctx, tr!(i18n, "scan-done"), Some(Message::Done))
            ]
        ]
        .spacing(sp)
        .into()
    }
}

/// A label typed by the player: `7`, `C-07`, `c7`, or the whole printed code; else the reason.
pub fn read_typed(text: &str) -> Result<Label, Problem> {
    if let Some(label) = payload::parse_typed(text, Deck::Base) {
        return Ok(label);
    }
    let parsed = payload::parse(&text.trim().to_ascii_uppercase());
    match parsed {
        Parsed::Label(label) => Ok(label),
        Parsed::Foreign => Err(Problem::Typed(text.to_string())),
        other => Err(Problem::Code(other)),
    }
}

fn verdict_chip<'a>(ctx: Ctx<'_>, word: String, infected: bool) -> Element<'a, Message> {
    container(text(word).size(ctx.ty.heading).font(fonts::BOLD))
        .padding([ctx.ty.space * 0.2, ctx.ty.space * 0.8])
        .style(move |theme: &Theme| {
            let p = theme.extended_palette();
            let pair = if infected {
                p.danger.base
            } else {
                p.success.base
            };
            container::Style {
                background: Some(Background::Color(pair.color)),
                text_color: Some(pair.text),
                border: Border {
                    radius: 6.0.into(),
                    ..Border::default()
                },
                ..container::Style::default()
            }
        })
        .into()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn typed_numbers_are_read_like_printed_ones() {
        let seven = Label::new(Deck::Base, 7).unwrap();
        assert_eq!(read_typed("7"), Ok(seven));
        assert_eq!(read_typed(" c-07 "), Ok(seven));
        assert_eq!(read_typed(&seven.payload().to_lowercase()), Ok(seven));
        assert_eq!(read_typed("28"), Err(Problem::Typed("28".into())));
        assert_eq!(read_typed("hello"), Err(Problem::Typed("hello".into())));
        assert!(matches!(
            read_typed("NMC2-C-07-X"),
            Err(Problem::Code(Parsed::OtherVersion { version: 2 }))
        ));
    }
}
