//! Moments: what the table should stop for, one page at a time, large in the side panel (an
//! intruder revealed, a surprise attack, an attack and what it does, a death, the end of the
//! game), and the Event Phase walked step by step. The rules split the outcomes into pages and
//! say the game as of each (`rules::told`); the map and every other widget draw the page on
//! screen (`Table::shown_state`), so the pages tell the story in order and nothing runs ahead.

use super::Message;
use crate::gui::fonts;
use crate::gui::narrate::Narrator;
use crate::gui::nemesis::map::intruder_name;
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
    use crate::rules::outcome::EncounterCause;

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
            &crate::gui::nemesis::new_game::NewGameRequest {
                insanity_track: None,
                rings: Vec::new(),
                players: vec![(
                    "Ana".into(),
                    crate::gui::nemesis::new_game::Character::Scout,
                )],
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
}
