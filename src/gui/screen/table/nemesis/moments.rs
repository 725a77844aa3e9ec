//! Moments: what the table should stop for, one page at a time, large in the side panel (an
//! intruder revealed, a surprise attack, an attack and what it does, a death, the end of the
//! game), and the Event Phase walked step by step. The rules split the outcomes into pages and
//! say the game as of each (`rules::told`); the map and every other widget draw the page on
//! screen (`Table::shown_state`), so the pages tell the story in order and nothing runs ahead.

use super::Message;
use crate::gui::fonts;
use crate::gui::map::intruder_name;
use crate::gui::narrate::Narrator;
use crate::gui::widgets::{self, Ctx};
use crate::rules::Outcome;
use crate::tr;
use iced::widget::{column, container, text};
use iced::{Element, Length, Theme};

// The pages and the game as of each are the rules' (`rules::told`, issue 51): the window only
// words them.
pub use crate::rules::told::{Page, PageKind, page_states, pages};

/// How the window words a page: its title, its lines and the large panel with "Next".
pub trait Words {
    fn lines(&self, narrator: Narrator<'_>) -> Vec<crate::gui::narrate::Line>;
    fn title(&self, narrator: Narrator<'_>) -> String;
    fn view<'a>(
        &'a self,
        ctx: Ctx<'a>,
        narrator: Narrator<'a>,
        left: usize,
    ) -> Element<'a, Message>;
}

impl Words for Page {
    /// The page's lines: what the same command did before it (on its first page), then its own.
    fn lines(&self, narrator: Narrator<'_>) -> Vec<crate::gui::narrate::Line> {
        let mut lines = narrator.lines_in(&self.lead, &self.command);
        lines.extend(narrator.lines_in(&self.outcomes, &self.command));
        lines
    }

    /// The big title of the page.
    fn title(&self, narrator: Narrator<'_>) -> String {
        let i18n = narrator.i18n;
        if let PageKind::Step(step) = self.kind {
            return super::rail::Step::of_event(step).name(i18n);
        }
        let name = |p: crate::rules::ids::PlayerId| super::player_label(narrator, p);
        match self.outcomes.first() {
            Some(Outcome::Encounter { at, .. }) => {
                tr!(i18n, "moment-encounter", room = at.to_string())
            }
            Some(
                Outcome::IntruderPlaced { kind, .. } | Outcome::IntruderRelocated { kind, .. },
            ) => tr!(
                i18n,
                "moment-intruder",
                intruder = intruder_name(i18n, *kind)
            ),
            Some(Outcome::SurpriseAttack { player, .. }) => {
                tr!(i18n, "moment-surprise", name = name(*player))
            }
            Some(Outcome::Attack { target, .. }) => {
                tr!(i18n, "moment-attack", name = name(*target))
            }
            Some(Outcome::CharacterDied { player, .. }) => {
                tr!(i18n, "moment-death", name = name(*player))
            }
            Some(Outcome::IntruderKilled { kind, .. }) => {
                tr!(i18n, "moment-killed", intruder = intruder_name(i18n, *kind))
            }
            Some(Outcome::EventCard { .. }) => tr!(i18n, "moment-event-card"),
            Some(Outcome::Escaped { player, .. }) => {
                tr!(i18n, "moment-escaped", name = name(*player))
            }
            Some(Outcome::GameEnded { .. }) => tr!(i18n, "moment-game-over"),
            Some(Outcome::Winner { player }) => tr!(i18n, "moment-winner", name = name(*player)),
            Some(Outcome::VictoryCheckDone) => tr!(i18n, "moment-victory-done"),
            _ => tr!(i18n, "moment-happened"),
        }
    }

    /// The page, large: title, what happened, what to do, and the "Next" button.
    fn view<'a>(
        &'a self,
        ctx: Ctx<'a>,
        narrator: Narrator<'a>,
        left: usize,
    ) -> Element<'a, Message> {
        page_view(self, ctx, narrator, left)
    }
}

/// Danger pages are drawn in the danger colour.
fn danger(page: &Page) -> bool {
    matches!(
        page.outcomes.first(),
        Some(
            Outcome::Encounter { .. }
                | Outcome::IntruderPlaced { .. }
                | Outcome::IntruderRelocated { .. }
                | Outcome::SurpriseAttack { .. }
                | Outcome::Attack { .. }
                | Outcome::CharacterDied { .. }
        )
    )
}

/// The page, large: title, what happened, what to do, and the "Next" button.
fn page_view<'a>(
    page: &'a Page,
    ctx: Ctx<'a>,
    narrator: Narrator<'a>,
    left: usize,
) -> Element<'a, Message> {
    let i18n = ctx.i18n;
    let sp = ctx.ty.space;
    let danger = danger(page);
    let title = text(page.title(narrator))
        .size(ctx.ty.title)
        .font(fonts::BOLD)
        .style(move |theme: &Theme| text::Style {
            color: Some(if danger {
                theme.palette().danger
            } else {
                theme.palette().primary
            }),
        });
    let more = left.saturating_sub(1);
    let next = if more > 0 {
        tr!(i18n, "moment-next-more", left = more)
    } else {
        tr!(i18n, "moment-next")
    };
    // "Next" sits under the title, always in the same place: a long attack page at the
    // larger text sizes pushed it below the bottom of a 1080p screen
    let mut body = column![
        title,
        widgets::action(ctx, next, Some(Message::Next)).width(Length::Fill)
    ]
    .spacing(sp * 0.6);
    let own_start = narrator.lines_in(&page.lead, &page.command).len();
    let lines = page.lines(narrator);
    if lines.is_empty() {
        body = body.push(widgets::body(ctx, tr!(i18n, "walk-nothing")));
    }
    let quiet = quiet_event(&page.outcomes);
    for (i, line) in lines.into_iter().enumerate() {
        body = body.push(widgets::line(ctx, line, ctx.ty.body));
        // the card's own line is first: say right under it that nobody moved
        if i == own_start && quiet.nobody_moved {
            body = body.push(widgets::body(ctx, tr!(i18n, "walk-event-nobody-moves")));
        }
    }
    if quiet.no_change {
        body = body.push(widgets::body(ctx, tr!(i18n, "walk-event-no-change")));
    }
    container(widgets::next_panel(ctx, body).padding(sp))
        .width(Length::Fill)
        .into()
}

/// What an event card's page would leave the table to work out alone: the card names intruders
/// to move and none did (all in combat, or none on the board), or its effect found nothing to
/// act on. Seen at the real window: Short Circuit's page said "a malfunction in every explored
/// yellow room with a computer" and nothing more, so the table went looking for such rooms.
#[derive(Debug, Default, PartialEq, Eq)]
struct Quiet {
    nobody_moved: bool,
    no_change: bool,
}

fn quiet_event(outcomes: &[Outcome]) -> Quiet {
    let Some(card_at) = outcomes
        .iter()
        .position(|o| matches!(o, Outcome::EventCard { .. }))
    else {
        return Quiet::default();
    };
    let shows_movers =
        matches!(&outcomes[card_at], Outcome::EventCard { moves, .. } if !moves.is_empty());
    let effect_at = outcomes[card_at..]
        .iter()
        .position(|o| matches!(o, Outcome::EventEffectApplied { .. }))
        .map(|i| card_at + i);
    match effect_at {
        Some(e) => Quiet {
            nobody_moved: shows_movers && e == card_at + 1,
            no_change: e + 1 == outcomes.len(),
        },
        None => Quiet::default(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::ids::{IntruderId, IntruderKind, PlayerId, SlotId};
    use crate::rules::outcome::EventStep;
    use crate::rules::outcome::{EncounterCause, Sight};

    /// The game-over page gives nothing of the victory check away: not the engines, not the
    /// coordinates, not who died of them, not the winners (issue 13: it listed them all while
    /// the panel still asked everyone to look).
    #[test]
    fn the_game_over_page_keeps_the_victory_check_for_its_own_steps() {
        use crate::rules::content::Destination;
        use crate::rules::outcome::DeathCause;
        use crate::rules::state::EndCause;
        let outcomes = vec![
            Outcome::GameEnded {
                cause: EndCause::Jump,
            },
            Outcome::EnginesRevealed {
                working: [true, false, true],
            },
            Outcome::CoordinatesRevealed {
                card: 2,
                letter: 1,
                destination: Destination::Mars,
            },
            Outcome::CharacterDied {
                player: PlayerId(2),
                cause: DeathCause::WrongDestination,
                at: None,
            },
            Outcome::Winner {
                player: PlayerId(1),
            },
            Outcome::VictoryCheckDone,
        ];
        let p = pages(&outcomes);
        assert_eq!(p.len(), 1, "{p:?}");
        assert_eq!(p[0].outcomes.len(), 1, "{:?}", p[0].outcomes);
        // the objectives' answer names the winners: no page for them before the panel's step
        assert!(pages(&outcomes[4..]).is_empty());
    }

    #[test]
    fn an_event_that_moves_nobody_and_changes_nothing_says_so() {
        use crate::rules::content::EventEffect;
        let card = Outcome::EventCard {
            card: 10,
            moves: vec![IntruderKind::Adult],
            corridor: 4,
        };
        let effect = Outcome::EventEffectApplied {
            card: 10,
            effect: EventEffect::ShortCircuit,
        };
        let moved = Outcome::IntruderMoved {
            intruder: IntruderId(1),
            from: SlotId(5),
            to: SlotId(6),
            corridor: crate::rules::ids::CorridorId(3),
            onto_characters: false,
        };
        let fault = Outcome::MalfunctionPlaced { at: SlotId(6) };
        let quiet = |o: &[Outcome]| {
            let q = quiet_event(o);
            (q.nobody_moved, q.no_change)
        };
        assert_eq!(quiet(&[card.clone(), effect.clone()]), (true, true));
        assert_eq!(
            quiet(&[card.clone(), moved.clone(), effect.clone()]),
            (false, true)
        );
        assert_eq!(
            quiet(&[card.clone(), effect.clone(), fault.clone()]),
            (true, false)
        );
        assert_eq!(quiet(&[card, moved, effect.clone(), fault]), (false, false));
        // a card that shows no intruders has nobody to move
        let no_movers = Outcome::EventCard {
            card: 3,
            moves: vec![],
            corridor: 1,
        };
        assert_eq!(quiet(&[no_movers, effect]), (false, true));
        assert_eq!(quiet(&[]), (false, false));
    }

    /// Issue 13, item 8: shooting the eggs removed them on the board only through the log; the
    /// noise roll's encounter page now tells the eggs first, with their board instruction.
    #[test]
    fn what_came_before_the_first_moment_leads_its_page() {
        let eggs = Outcome::EggsDestroyed {
            at: SlotId(5),
            count: 2,
            nest: false,
        };
        let outcomes = vec![
            eggs.clone(),
            Outcome::Encounter {
                player: Some(PlayerId(1)),
                at: SlotId(5),
                cause: EncounterCause::Noise,
            },
            Outcome::IntruderKilled {
                intruder: IntruderId(1),
                kind: IntruderKind::Adult,
                at: SlotId(5),
                carcass: true,
            },
        ];
        let p = pages(&outcomes);
        assert_eq!(p.len(), 2);
        assert_eq!(p[0].lead, vec![eggs.clone()]);
        assert!(
            matches!(p[0].outcomes[0], Outcome::Encounter { .. }),
            "it names the page"
        );
        assert!(p[1].lead.is_empty(), "only the first page has a lead");
        // without a moment there is no page: the eggs stay in the "just happened" card
        assert!(pages(&outcomes[..1]).is_empty());
        // and the page says it, with the instruction
        let i18n = crate::gui::i18n::I18n::new(crate::gui::i18n::Language::En).unwrap();
        let game = crate::gui::game::Game::start(
            Err(crate::storage::root::NoDataFolder),
            &crate::gui::screen::new_game::NewGameRequest {
                insanity_track: None,
                rings: Vec::new(),
                players: vec![("Ana".into(), crate::gui::screen::new_game::Character::Scout)],
                mode: crate::rules::ids::Mode::Standard,
                side: crate::rules::ids::Side::A,
                seed_code: crate::gui::seed::SeedCode::parse("ACK74X").unwrap(),
                secret_seed: None,
                dealer: crate::rules::ids::Dealer::App,
                species: Default::default(),
            },
        )
        .unwrap();
        let narrator = Narrator {
            i18n: &i18n,
            game: &game,
        };
        let told: Vec<String> = narrator
            .lines(&p[0].lead)
            .into_iter()
            .flat_map(|l| [Some(l.text), l.todo].into_iter().flatten())
            .collect();
        assert!(told.iter().any(|t| t.contains("egg tokens")), "{told:?}");

        // Seen at the real window (Japanese): shots that killed an intruder, the injury line in
        // the kill page's lead read "the intruder's intruder": the kill, which names it, was in
        // the page's other part. A page reads its lines with the whole command in view.
        let shot = vec![
            Outcome::IntruderInjured {
                intruder: IntruderId(7),
                injuries: 5,
                cause: crate::rules::outcome::InjuryCause::Attack,
                at: SlotId(11),
            },
            Outcome::IntruderKilled {
                intruder: IntruderId(7),
                kind: IntruderKind::Adult,
                at: SlotId(11),
                carcass: true,
            },
        ];
        let p = pages(&shot);
        assert_eq!(p.len(), 1);
        let lead = narrator.lines_in(&p[0].lead, &p[0].command);
        assert!(
            lead[0].text.contains("Adult") && lead[0].text.contains("011"),
            "{:?}",
            lead[0].text
        );
    }

    #[test]
    fn an_encounter_makes_a_page_per_moment_and_drops_private_sights() {
        let outcomes = vec![
            Outcome::CharacterMoved {
                player: PlayerId(1),
                from: SlotId(11),
                to: SlotId(5),
                escape: false,
            },
            Outcome::Encounter {
                player: Some(PlayerId(1)),
                at: SlotId(5),
                cause: EncounterCause::Noise,
            },
            Outcome::TokenDrawn {
                kind: IntruderKind::Adult,
                surprise: 5,
            },
            Outcome::IntruderPlaced {
                intruder: IntruderId(1),
                kind: IntruderKind::Adult,
                at: SlotId(5),
            },
            Outcome::Private {
                to: PlayerId(1),
                sight: Sight::Engines {
                    working: [true, false, true],
                },
            },
            Outcome::SurpriseAttack {
                intruder: IntruderId(1),
                player: PlayerId(1),
                token: 5,
                hand: 3,
            },
        ];
        let pages = pages(&outcomes);
        assert_eq!(pages.len(), 3);
        assert_eq!(
            pages[0].outcomes.len(),
            2,
            "the token drawn joins the encounter"
        );
        assert!(matches!(
            pages[2].outcomes[..],
            [Outcome::SurpriseAttack { .. }]
        ));
        assert!(
            pages
                .iter()
                .flat_map(|p| &p.outcomes)
                .all(|o| o.private_to().is_none())
        );
    }

    /// Issue 39: at the jump, the Time track page said which engines worked and where the ship
    /// went, with the deaths, before the victory check's reveal pages. Every ending of an Event
    /// Phase walk: no page names a result after the game over.
    #[test]
    fn no_page_tells_the_victory_checks_results_before_its_reveals() {
        use crate::rules::state::Whereabouts;
        use crate::rules::{Command, GameConfig, GameState};
        let mut endings = 0;
        for seed in 1..=40u64 {
            let config = GameConfig::numbered(
                seed,
                2,
                crate::rules::ids::Side::A,
                crate::rules::ids::Mode::Standard,
            );
            let mut g = GameState::new(config).unwrap();
            // one character hibernates, so the check has something to reveal; the clock is at
            // its last space
            g.characters[0].at = Whereabouts::Hibernating;
            g.time = 1;
            let _ = g.apply(&Command::EndTurn {
                player: PlayerId(2),
                passed: true,
                hand: None,
            });
            let Ok(out) = g.apply(&Command::EventPhase {
                hands: vec![(PlayerId(2), 4)],
            }) else {
                continue;
            };
            if !out.iter().any(|o| matches!(o, Outcome::GameEnded { .. })) {
                continue;
            }
            endings += 1;
            let walked = pages(&out);
            let told: Vec<&Outcome> = walked.iter().flat_map(|p| p.outcomes.iter()).collect();
            let game_over = told
                .iter()
                .position(|o| matches!(o, Outcome::GameEnded { .. }))
                .expect("the game over is told");
            assert_eq!(
                game_over,
                told.len() - 1,
                "seed {seed}: nothing after the game over"
            );
            assert!(
                !told.iter().any(|o| matches!(
                    o,
                    Outcome::EnginesRevealed { .. }
                        | Outcome::CoordinatesRevealed { .. }
                        | Outcome::ShipExploded
                        | Outcome::Winner { .. }
                )),
                "seed {seed}: {told:?}"
            );
        }
        assert!(endings > 0, "some game reached the jump");
    }

    #[test]
    fn an_event_phase_is_split_at_its_steps() {
        let outcomes = vec![
            Outcome::EventPhaseStep {
                step: EventStep::Time,
            },
            Outcome::TimeAdvanced { time: 14 },
            Outcome::EventPhaseStep {
                step: EventStep::Attacks,
            },
            Outcome::EventPhaseStep {
                step: EventStep::EventCard,
            },
            Outcome::EventCard {
                card: 3,
                moves: vec![IntruderKind::Adult],
                corridor: 2,
            },
        ];
        let pages = pages(&outcomes);
        let kinds: Vec<_> = pages.iter().map(|p| p.kind).collect();
        assert_eq!(
            kinds,
            vec![
                PageKind::Step(EventStep::Time),
                PageKind::Step(EventStep::Attacks),
                PageKind::Step(EventStep::EventCard)
            ]
        );
        assert_eq!(
            pages[2].outcomes.len(),
            1,
            "the event card stays in its step"
        );
    }
}
