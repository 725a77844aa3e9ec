//! Setup checklist: what the players lay out on the physical board (ticked off one by one), and
//! what the app has taken over and can stay in the box.

use super::new_game::{NewGameRequest, mode_name, side_name};
use crate::gui::widgets::{self, Ctx};
use crate::rules::ids::{Dealer, Mode};
use crate::rules::species::Species;
use crate::rules::state::Section;
use crate::tr;
use iced::widget::{checkbox, column, container, responsive, row, space, text};
use iced::{Alignment, Element, Length};

/// Steps done by hand on the table, in the order of the rulebook's setup: the rules' answer.
pub use crate::rules::TableStep;

/// Parts of the box the app replaces.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AppPart {
    Bag,
    Events,
    Attacks,
    Engines,
    Coordinates,
    Weaknesses,
    Infected,
    Noise,
}

impl AppPart {
    pub const ALL: [AppPart; 8] = [
        AppPart::Bag,
        AppPart::Events,
        AppPart::Attacks,
        AppPart::Engines,
        AppPart::Coordinates,
        AppPart::Weaknesses,
        AppPart::Infected,
        AppPart::Noise,
    ];
}

/// Escape pods at setup by player count: the rules' answer.
pub use crate::rules::pods_for;

/// Tokens in the intruder bag at setup, as the species' data sets it up (base: Blank, 4
/// Larvae, Creeper, 3 + N Adults, Queen; Carnomorphs: Blank, 2 blue and 2 + N red Metagorgers).
pub fn bag_tokens_for(species: Species, players: usize) -> usize {
    crate::rules::data().map_or(0, |d| {
        d.content(species)
            .species
            .starting_bag(players)
            .iter()
            .map(|&(_, _, n)| n)
            .sum()
    })
}

/// How many tokens of one kind (and colour) a species' bag starts with, from the same facts
/// the rules fill the bag from.
fn starting_tokens(
    species: Species,
    players: usize,
    of: impl Fn(crate::rules::content::TokenKind, bool) -> bool,
) -> usize {
    crate::rules::data().map_or(0, |d| {
        d.content(species)
            .species
            .starting_bag(players)
            .iter()
            .filter(|&&(kind, blue, _)| of(kind, blue))
            .map(|&(_, _, n)| n)
            .sum()
    })
}

/// The red Metagorger tokens the Carnomorph bag starts with (carnomorphs.md §2.1: 2 and one a
/// player).
pub fn red_metagorgers_for(players: usize) -> usize {
    use crate::rules::content::TokenKind;
    use crate::rules::ids::IntruderKind;
    starting_tokens(Species::Carnomorphs, players, |kind, blue| {
        kind == TokenKind::Typed(IntruderKind::Metagorger) && !blue
    })
}

/// The Void Seeder tokens the Void Seeders' bag starts with (void-seeders.md §2.1: 2 and one a
/// player), the insanity tokens and the Blank aside.
pub fn void_seeder_tokens_for(players: usize) -> usize {
    use crate::rules::content::TokenKind;
    use crate::rules::ids::IntruderKind;
    starting_tokens(Species::VoidSeeders, players, |kind, _| {
        kind == TokenKind::Typed(IntruderKind::VoidSeeder)
    })
}

#[derive(Debug, Clone, PartialEq)]
pub struct Checklist {
    pub request: NewGameRequest,
    pub steps: Vec<(TableStep, bool)>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Message {
    Toggle(usize, bool),
    /// Enter or Space: tick the highlighted step (the first not done), or start once all are.
    Confirm,
    Start,
    Back,
}

#[derive(Debug, Clone, PartialEq)]
pub enum Action {
    None,
    Start(NewGameRequest),
    Back(NewGameRequest),
}

impl Checklist {
    /// The line above the checklist: players, mode, side. Never the seed: it is hidden state.
    pub(crate) fn summary_text(&self, i18n: &crate::gui::i18n::I18n) -> String {
        let r = &self.request;
        let summary = tr!(
            i18n,
            "checklist-summary",
            players = r.players.len(),
            mode = mode_name(i18n, r.mode),
            side = side_name(i18n, r.side)
        );
        // an expansion in the box is named, so a table sees it before laying anything out
        match r.species {
            Species::Intruders => summary,
            other => format!(
                "{summary} · {}",
                crate::gui::nemesis::new_game::species_name(i18n, other)
            ),
        }
    }

    pub fn new(request: NewGameRequest) -> Checklist {
        let steps = crate::gui::game::config_for(&request).table_steps();
        Checklist {
            request,
            steps: steps.into_iter().map(|s| (s, false)).collect(),
        }
    }

    pub fn left(&self) -> usize {
        self.steps.iter().filter(|(_, done)| !done).count()
    }

    pub fn update(&mut self, message: Message) -> Action {
        match message {
            Message::Toggle(i, done) => {
                if let Some(step) = self.steps.get_mut(i) {
                    step.1 = done;
                }
                Action::None
            }
            Message::Confirm => match self.steps.iter_mut().find(|s| !s.1) {
                Some(step) => {
                    step.1 = true;
                    Action::None
                }
                None => Action::Start(self.request.clone()),
            },
            Message::Start => Action::Start(self.request.clone()),
            Message::Back => Action::Back(self.request.clone()),
        }
    }

    /// The escape pods this game has, as the rules drew them from the seed: numbers for
    /// Evacuation A and for Evacuation B. Pods are public once laid, so naming them gives nothing
    /// away; without them the table would take its own at random and the app's would not match.
    pub fn pods(&self) -> (Vec<u8>, Vec<u8>) {
        let state = crate::rules::GameState::new(crate::gui::game::config_for(&self.request));
        let pods = state.map(|s| s.pods).unwrap_or_default();
        let numbers = |section| {
            pods.iter()
                .filter(|p| p.section == section)
                .map(|p| p.number)
                .collect()
        };
        (numbers(Section::A), numbers(Section::B))
    }

    fn step_text(&self, ctx: Ctx<'_>, step: TableStep) -> String {
        let i18n = ctx.i18n;
        let players = self.request.players.len();
        let carnomorphs = self.request.species == Species::Carnomorphs;
        let void_seeders = self.request.species == Species::VoidSeeders;
        match step {
            TableStep::Board => tr!(
                i18n,
                "setup-board",
                side = side_name(i18n, self.request.side)
            ),
            TableStep::Evacuation => tr!(i18n, "setup-evacuation"),
            TableStep::RoomTiles if void_seeders => tr!(i18n, "setup-room-tiles-void-seeders"),
            TableStep::RoomTiles => match self.request.dealer {
                Dealer::Box => tr!(i18n, "setup-room-tiles"),
                Dealer::App => tr!(i18n, "setup-room-tiles-aside"),
            },
            TableStep::Exploration if void_seeders => tr!(i18n, "setup-exploration-void-seeders"),
            TableStep::Exploration => match self.request.dealer {
                Dealer::Box => tr!(i18n, "setup-exploration"),
                Dealer::App => tr!(i18n, "setup-exploration-aside"),
            },
            TableStep::Pods => {
                let (a, b) = self.pods();
                let list = |n: Vec<u8>| n.iter().map(u8::to_string).collect::<Vec<_>>().join(", ");
                tr!(
                    i18n,
                    "setup-pods",
                    pods = pods_for(players),
                    a = list(a),
                    b = list(b)
                )
            }
            TableStep::Eggs if carnomorphs => tr!(i18n, "setup-eggs-carnomorphs"),
            TableStep::Eggs if void_seeders => tr!(i18n, "setup-eggs-void-seeders"),
            TableStep::ItemDecks if void_seeders => tr!(i18n, "setup-item-decks-void-seeders"),
            TableStep::Crew if void_seeders => tr!(i18n, "setup-crew-void-seeders"),
            TableStep::Eggs => tr!(i18n, "setup-eggs"),
            TableStep::ItemDecks if carnomorphs => tr!(i18n, "setup-item-decks-carnomorphs"),
            TableStep::ItemDecks => tr!(i18n, "setup-item-decks"),
            TableStep::Contamination => tr!(i18n, "setup-contamination"),
            TableStep::Markers => tr!(i18n, "setup-markers"),
            TableStep::Tracks => tr!(i18n, "setup-tracks"),
            // Solo/Co-op objectives (base.md §13): solo draws 2 and keeps 1 at the first
            // encounter; co-op draws 1 each, shared openly (issue 39 item 14)
            TableStep::Crew if self.request.mode == Mode::Solo => tr!(i18n, "setup-crew-solo"),
            TableStep::Crew if self.request.mode == Mode::Coop => tr!(i18n, "setup-crew-coop"),
            TableStep::Crew => tr!(i18n, "setup-crew"),
        }
    }

    fn part_text(&self, ctx: Ctx<'_>, part: AppPart) -> String {
        let i18n = ctx.i18n;
        let carnomorphs = self.request.species == Species::Carnomorphs;
        let void_seeders = self.request.species == Species::VoidSeeders;
        match part {
            AppPart::Bag if void_seeders => tr!(
                i18n,
                "app-bag-void-seeders",
                tokens = bag_tokens_for(self.request.species, self.request.players.len()),
                seeders = void_seeder_tokens_for(self.request.players.len())
            ),
            AppPart::Events if void_seeders => tr!(i18n, "app-events-void-seeders"),
            AppPart::Attacks if void_seeders => tr!(i18n, "app-attacks-void-seeders"),
            AppPart::Weaknesses if void_seeders => tr!(i18n, "app-weaknesses-void-seeders"),
            AppPart::Bag if carnomorphs => tr!(
                i18n,
                "app-bag-carnomorphs",
                tokens = bag_tokens_for(self.request.species, self.request.players.len()),
                red = red_metagorgers_for(self.request.players.len())
            ),
            AppPart::Bag => tr!(
                i18n,
                "app-bag",
                tokens = bag_tokens_for(self.request.species, self.request.players.len())
            ),
            AppPart::Events if carnomorphs => tr!(i18n, "app-events-carnomorphs"),
            AppPart::Attacks if carnomorphs => tr!(i18n, "app-attacks-carnomorphs"),
            AppPart::Weaknesses if carnomorphs => tr!(i18n, "app-adaptations"),
            AppPart::Events => tr!(i18n, "app-events"),
            AppPart::Attacks => tr!(i18n, "app-attacks"),
            AppPart::Engines => tr!(i18n, "app-engines"),
            AppPart::Coordinates => tr!(i18n, "app-coordinates"),
            AppPart::Weaknesses => tr!(i18n, "app-weaknesses"),
            AppPart::Infected => tr!(i18n, "app-infected"),
            AppPart::Noise => tr!(i18n, "app-noise"),
        }
    }

    fn lists<'a>(&'a self, ctx: Ctx<'a>, wide: bool) -> Element<'a, Message> {
        let i18n = ctx.i18n;
        let sp = ctx.ty.space;
        let summary = self.summary_text(i18n);
        let next = self.steps.iter().position(|(_, done)| !done);
        let physical = column(self.steps.iter().enumerate().map(|(i, &(step, done))| {
            let item = checkbox(done)
                .label(self.step_text(ctx, step))
                .on_toggle(move |on| Message::Toggle(i, on))
                .size(ctx.ty.heading)
                .text_size(ctx.ty.body)
                .spacing(sp)
                .width(Length::Fill)
                .style(widgets::tick);
            if next == Some(i) {
                widgets::next_panel(ctx, item).into()
            } else {
                container(item).padding(sp * 0.6).into()
            }
        }))
        .spacing(sp * 0.2);
        let app = column(AppPart::ALL.iter().map(|&part| {
            row![
                text("■").size(ctx.ty.body).style(widgets::dim),
                widgets::body(ctx, self.part_text(ctx, part))
            ]
            .spacing(sp)
            .into()
        }))
        .spacing(sp * 0.7);
        let physical = widgets::panel(
            ctx,
            column![
                widgets::heading(ctx, tr!(i18n, "checklist-physical")),
                physical
            ]
            .spacing(sp),
        );
        let app = widgets::panel(
            ctx,
            column![widgets::heading(ctx, tr!(i18n, "checklist-app")), app].spacing(sp),
        );
        let body: Element<'a, Message> = if wide {
            row![
                physical.width(Length::FillPortion(3)),
                app.width(Length::FillPortion(2))
            ]
            .spacing(sp * 1.5)
            .into()
        } else {
            column![physical, app].spacing(sp * 1.4).into()
        };
        column![
            widgets::title(ctx, tr!(i18n, "checklist-title")),
            widgets::body(ctx, summary),
            body
        ]
        .spacing(sp)
        .max_width(ctx.ty.body * 80.0)
        .into()
    }

    pub fn view<'a>(&'a self, ctx: Ctx<'a>) -> Element<'a, Message> {
        responsive(move |size| {
            let i18n = ctx.i18n;
            let left = self.left();
            let start_label = if left == 0 {
                tr!(i18n, "checklist-start")
            } else {
                tr!(i18n, "checklist-start-anyway")
            };
            let footer = row![
                widgets::plain(ctx, tr!(i18n, "button-back"), Some(Message::Back)),
                widgets::body(ctx, tr!(i18n, "checklist-left", count = left)),
                space::horizontal(),
                widgets::action(ctx, start_label, Some(Message::Start)),
            ]
            .spacing(ctx.ty.space)
            .align_y(Alignment::Center);
            widgets::page(
                ctx,
                self.lists(ctx, size.width >= ctx.ty.body * 62.0),
                footer,
            )
        })
        .into()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::gui::nemesis::new_game::Character;
    use crate::gui::seed::SeedCode;
    use crate::rules::ids::Side;
    use std::collections::BTreeSet;

    fn request(side: Side, players: usize) -> NewGameRequest {
        NewGameRequest {
            insanity_track: None,
            rings: Vec::new(),
            players: Character::ALL[..players]
                .iter()
                .map(|&c| (String::new(), c))
                .collect(),
            mode: Mode::Standard,
            side,
            seed_code: SeedCode::parse("ACK74X").unwrap(),
            secret_seed: None,
            dealer: crate::rules::ids::Dealer::App,
            species: Default::default(),
        }
    }

    /// The checklist names the pods the game holds (issue 13: it gave only their count, so the
    /// table took its own at random): every number once, lowest to A, then B, A, B.
    #[test]
    fn the_checklist_names_the_pods_the_game_has() {
        let mut seen = BTreeSet::new();
        for players in 1..=5 {
            for secret in 0..20u64 {
                let mut r = request(Side::A, players);
                r.secret_seed = Some(secret);
                let list = Checklist::new(r.clone());
                let (a, b) = list.pods();
                let game =
                    crate::gui::game::Game::start(Err(crate::storage::root::NoDataFolder), &r)
                        .unwrap();
                let want = |section| -> Vec<u8> {
                    let pods = &game.state().pods;
                    pods.iter()
                        .filter(|p| p.section == section)
                        .map(|p| p.number)
                        .collect()
                };
                assert_eq!((a.clone(), b.clone()), (want(Section::A), want(Section::B)));
                assert_eq!(a.len() + b.len(), pods_for(players));
                let mut all: Vec<u8> = a.iter().chain(&b).copied().collect();
                all.sort();
                assert!(a.iter().zip(&b).all(|(x, y)| x < y), "A takes the lower");
                seen.insert(all);
            }
        }
        assert!(
            seen.len() > 3,
            "the pods are drawn, not always 1, 2…: {seen:?}"
        );
    }

    /// Enter ticks the highlighted step (the first not done), and starts once all are done.
    #[test]
    fn enter_ticks_the_steps_in_order_then_starts() {
        let mut c = Checklist::new(request(Side::A, 2));
        c.update(Message::Toggle(1, true));
        assert_eq!(c.update(Message::Confirm), Action::None);
        assert!(c.steps[0].1 && c.steps[1].1 && !c.steps[2].1);
        for _ in 2..c.steps.len() {
            assert_eq!(c.update(Message::Confirm), Action::None);
        }
        assert_eq!(c.left(), 0);
        assert_eq!(
            c.update(Message::Confirm),
            Action::Start(request(Side::A, 2))
        );
    }

    #[test]
    fn side_b_adds_the_evacuation_step() {
        assert_eq!(
            Checklist::new(request(Side::A, 2)).steps.len() + 1,
            Checklist::new(request(Side::B, 2)).steps.len()
        );
        assert!(
            Checklist::new(request(Side::B, 2))
                .steps
                .iter()
                .any(|s| s.0 == TableStep::Evacuation)
        );
    }

    #[test]
    fn ticking_counts_down_and_unticking_counts_up() {
        let mut c = Checklist::new(request(Side::A, 3));
        let all = c.left();
        c.update(Message::Toggle(0, true));
        c.update(Message::Toggle(1, true));
        c.update(Message::Toggle(1, false));
        c.update(Message::Toggle(99, true));
        assert_eq!(c.left(), all - 1);
    }

    #[test]
    fn start_and_back_carry_the_request() {
        let mut c = Checklist::new(request(Side::B, 4));
        assert_eq!(c.update(Message::Start), Action::Start(request(Side::B, 4)));
        assert_eq!(c.update(Message::Back), Action::Back(request(Side::B, 4)));
    }

    /// Issue 39 item 14: solo deals 2 Solo/Co-op objectives (one kept at the first encounter),
    /// co-op one each, shared; the standard game its usual objectives.
    #[test]
    fn solo_and_coop_deal_their_own_objectives() {
        use crate::gui::theme::{TextSize, ThemeChoice};
        let i18n = crate::gui::i18n::I18n::new(crate::gui::i18n::Language::Ja).unwrap();
        let ctx = Ctx {
            i18n: &i18n,
            ty: TextSize::Normal.typography(),
            theme: ThemeChoice::Dark,
            repaint: 0,
        };
        let mut solo = request(Side::A, 1);
        solo.mode = Mode::Solo;
        let mut coop = request(Side::A, 3);
        coop.mode = Mode::Coop;
        let text = |r: NewGameRequest| Checklist::new(r).step_text(ctx, TableStep::Crew);
        assert_eq!(text(solo), crate::tr!(i18n, "setup-crew-solo"));
        assert_eq!(text(coop), crate::tr!(i18n, "setup-crew-coop"));
        assert_eq!(text(request(Side::A, 3)), crate::tr!(i18n, "setup-crew"));
        assert!(crate::tr!(i18n, "setup-crew-solo").contains('2'));
    }

    #[test]
    fn the_summary_names_an_expansion_in_the_box() {
        let i18n = crate::gui::i18n::I18n::new(crate::gui::i18n::Language::Ko).unwrap();
        let base = Checklist::new(request(Side::A, 2));
        let mut carno = request(Side::A, 2);
        carno.species = Species::Carnomorphs;
        let name = crate::gui::nemesis::new_game::species_name(&i18n, Species::Carnomorphs);
        assert!(!base.summary_text(&i18n).contains(&name));
        assert!(Checklist::new(carno).summary_text(&i18n).contains(&name));
    }

    #[test]
    fn pods_and_bag_follow_the_player_count() {
        assert_eq!(
            (1..=5).map(pods_for).collect::<Vec<_>>(),
            vec![2, 2, 3, 3, 4]
        );
        let bag = |species| {
            (1..=5)
                .map(|n| bag_tokens_for(species, n))
                .collect::<Vec<_>>()
        };
        assert_eq!(bag(Species::Intruders), vec![11, 12, 13, 14, 15]);
        assert_eq!(bag(Species::Carnomorphs), vec![6, 7, 8, 9, 10]);
    }

    /// Seen on a Korean two-player Carnomorphs checklist: the bag's line said 「토큰 7개: 공허,
    /// 파란색 변이식충 2개, 빨간색 변이식충」, as if one red; it names the four.
    #[test]
    fn the_carnomorph_bag_line_counts_the_red_metagorgers() {
        assert_eq!(
            (1..=5).map(red_metagorgers_for).collect::<Vec<_>>(),
            vec![3, 4, 5, 6, 7]
        );
        for (language, red) in [
            (crate::gui::i18n::Language::Ko, "빨간색 변이식충 4개"),
            (crate::gui::i18n::Language::Ja, "赤いメタゴージャー4個"),
            (crate::gui::i18n::Language::En, "4 red Metagorgers"),
        ] {
            let i18n = crate::gui::i18n::I18n::new(language).unwrap();
            let line = crate::tr!(i18n, "app-bag-carnomorphs", tokens = 7, red = 4);
            assert!(line.replace('\u{2060}', "").contains(red), "{line}");
        }
    }

    /// The Void Seeders' line named the Void Seeder tokens without their number, beside the
    /// bag's total (void-seeders.md §2.1: 2 and one a player).
    #[test]
    fn the_void_seeder_bag_line_counts_its_void_seeder_tokens() {
        assert_eq!(
            (1..=5).map(void_seeder_tokens_for).collect::<Vec<_>>(),
            vec![3, 4, 5, 6, 7]
        );
        for (language, seeders) in [
            (crate::gui::i18n::Language::Ko, "보이드 시더 토큰 4개"),
            (
                crate::gui::i18n::Language::Ja,
                "ヴォイドシーダートークン4個",
            ),
            (crate::gui::i18n::Language::En, "4 Void Seeder tokens"),
        ] {
            let i18n = crate::gui::i18n::I18n::new(language).unwrap();
            let line = crate::tr!(i18n, "app-bag-void-seeders", tokens = 7, seeders = 4);
            assert!(line.replace('\u{2060}', "").contains(seeders), "{line}");
        }
    }
}
