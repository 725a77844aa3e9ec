//! What the table has been shown (issue 51): a command's outcomes told as pages, one moment or
//! one Event Phase step at a time, each with the game as the table may see it once that page is
//! read. Every screen that draws the game (the window's map, roster, top bar, pods and log, the
//! phones) draws the page on screen from here, never the game as it already is: a result then
//! cannot show before the page that reveals it, whichever widget draws it.
//!
//! The game over is the last page: what follows it in the same command (the engines, the
//! coordinates, who died of them, the winners) is the victory check's to reveal, one step at a
//! time, after everyone looked; the last page's game is the one before the first of those.

use super::command::Command;
use super::game::RuleError;
use super::outcome::{EventStep, Outcome};
use super::state::GameState;
use super::view::PublicView;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PageKind {
    /// One step of the Event Phase walk.
    Step(EventStep),
    /// A big moment, named by its first outcome.
    Moment,
}

/// One page: its outcomes, starting with the one that names it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Page {
    pub kind: PageKind,
    pub outcomes: Vec<Outcome>,
    /// On a command's first page, what the same command did before the moment that names it
    /// (eggs destroyed, then the noise roll that brought the encounter): told first, so no board
    /// instruction is left in the log alone.
    pub lead: Vec<Outcome>,
    /// Every public outcome of the command the page is part of, so an intruder a later page
    /// removes is still named by its type and room.
    pub command: Vec<Outcome>,
    /// Where the page starts in the command's outcomes (private sights counted).
    pub start: usize,
    /// Where what this page tells ends in the command's outcomes: the next page's start, the
    /// first outcome no page tells (the victory check's, after the game over), or the end.
    pub end: usize,
}

/// Outcomes that start a page of their own.
pub fn is_moment(outcome: &Outcome) -> bool {
    matches!(
        outcome,
        Outcome::Encounter { .. }
            | Outcome::IntruderPlaced { .. }
            | Outcome::IntruderRelocated { .. }
            | Outcome::SurpriseAttack { .. }
            | Outcome::Attack { .. }
            | Outcome::CharacterDied { .. }
            | Outcome::IntruderKilled { .. }
            | Outcome::EventCard { .. }
            | Outcome::Escaped { .. }
            | Outcome::GameEnded { .. }
    )
}

/// The public outcomes (private sights left out).
fn public(outcomes: &[Outcome]) -> Vec<Outcome> {
    outcomes
        .iter()
        .filter(|o| o.private_to().is_none())
        .cloned()
        .collect()
}

/// The pages of one command's outcomes (private sights left out): an Event Phase is split at
/// its steps; anything else gets a page per moment, each carrying the outcomes that follow it.
/// Outcomes before the first moment lead its page; when no moment comes, there is no page.
pub fn pages(outcomes: &[Outcome]) -> Vec<Page> {
    let command = public(outcomes);
    let walk = command
        .iter()
        .any(|o| matches!(o, Outcome::EventPhaseStep { .. }));
    let mut pages: Vec<Page> = Vec::new();
    let mut lead = Vec::new();
    let mut lead_start = None;
    let mut ended = false;
    let mut cut = None;
    let public_ones = outcomes
        .iter()
        .enumerate()
        .filter(|(_, o)| o.private_to().is_none());
    for (at, o) in public_ones {
        let o = o.clone();
        // The game over is said, and why, nothing more: what follows is the victory check's to
        // reveal (issue 13; issue 39 for the end inside an Event Phase walk).
        if ended {
            cut = Some(at);
            break;
        }
        ended = matches!(o, Outcome::GameEnded { .. });
        if matches!(o, Outcome::Winner { .. } | Outcome::VictoryCheckDone) {
            continue;
        }
        let page = |kind, outcomes, lead, start| Page {
            kind,
            outcomes,
            lead,
            command: command.clone(),
            start,
            // filled in once every page is known
            end: 0,
        };
        match o {
            Outcome::EventPhaseStep { step } => {
                pages.push(page(PageKind::Step(step), Vec::new(), Vec::new(), at))
            }
            o if !walk && is_moment(&o) => {
                let start = lead_start.take().unwrap_or(at);
                pages.push(page(
                    PageKind::Moment,
                    vec![o],
                    std::mem::take(&mut lead),
                    start,
                ))
            }
            // before the first step of a walk (the emergency airlock): a page of its own
            o if walk && pages.is_empty() => {
                pages.push(page(PageKind::Moment, vec![o], Vec::new(), at))
            }
            o => match pages.last_mut() {
                Some(page) => page.outcomes.push(o),
                None => {
                    lead_start.get_or_insert(at);
                    lead.push(o);
                }
            },
        }
    }
    let last_end = cut.unwrap_or(outcomes.len());
    let starts: Vec<usize> = pages.iter().skip(1).map(|p| p.start).collect();
    for (k, page) in pages.iter_mut().enumerate() {
        page.end = starts.get(k).copied().unwrap_or(last_end);
    }
    pages
}

/// The game as of each page: as it stood when the first outcome the page does not tell was said
/// (`trace` is the game before each outcome of the command, `GameState::apply_traced`), and the
/// game after the whole command when the page tells everything to the end.
pub fn page_states(pages: &[Page], trace: &[GameState], after: &GameState) -> Vec<GameState> {
    pages
        .iter()
        .map(|page| trace.get(page.end).unwrap_or(after).clone())
        .collect()
}

/// A command told page by page: its outcomes, its pages, and the game as the table has been
/// shown it after each page (`shown[k]` goes with `pages[k]`).
#[derive(Debug, Clone)]
pub struct Told {
    pub outcomes: Vec<Outcome>,
    pub pages: Vec<Page>,
    pub shown: Vec<GameState>,
    /// The game as it stood just before each outcome (`GameState::apply_traced`): what the
    /// victory check's reveals, which no page tells, show before each is uncovered.
    pub trace: Vec<GameState>,
    /// The game once every page was read and the victory check (if the command ended the game)
    /// told the rest: the game as it is.
    pub after: GameState,
}

impl Told {
    /// What anyone at the table may see after page `k` (`None` past the last page).
    pub fn view(&self, k: usize) -> Option<PublicView<'_>> {
        self.shown.get(k).map(GameState::public_view)
    }

    /// The outcomes no page tells: the victory check's, after the game over, or all of them when
    /// the command has no page (the log tells them): what the game as it is knows beyond the
    /// last page.
    pub fn untold(&self) -> &[Outcome] {
        let from = self.pages.last().map_or(0, |p| p.end);
        self.outcomes.get(from..).unwrap_or(&[])
    }
}

impl GameState {
    /// Applies one command as `apply` does and tells it page by page: the pages and the game as
    /// of each (see [`Told`]). On error nothing changed.
    pub fn apply_told(&mut self, cmd: &Command) -> Result<Told, RuleError> {
        let (outcomes, trace) = self.apply_traced(cmd)?;
        let pages = pages(&outcomes);
        let shown = page_states(&pages, &trace, self);
        Ok(Told {
            outcomes,
            pages,
            shown,
            trace,
            after: self.clone(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ids::{IntruderId, IntruderKind, PlayerId, SlotId};
    use crate::nemesis::outcome::{EncounterCause, Sight};

    /// The game-over page gives nothing of the victory check away: not the engines, not the
    /// coordinates, not who died of them, not the winners (issue 13: it listed them all while
    /// the panel still asked everyone to look).
    #[test]
    fn the_game_over_page_keeps_the_victory_check_for_its_own_steps() {
        use crate::content::Destination;
        use crate::outcome::DeathCause;
        use crate::state::EndCause;
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
        use crate::state::Whereabouts;
        use crate::{Command, GameConfig, GameState};
        let mut endings = 0;
        for seed in 1..=40u64 {
            let config =
                GameConfig::numbered(seed, 2, crate::ids::Side::A, crate::ids::Mode::Standard);
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
