//! The private sights, as lines for the one player behind the curtain.

use super::names::letter;
use super::{Known, Narrator};
use crate::rules::content::Health;
use crate::rules::outcome::Sight;
use crate::tr;

impl Narrator<'_> {
    /// What the player behind the curtain may do with a sight (tell the truth or lie, restack),
    /// said after its facts; None for the attack cards, which are chosen on the spot.
    pub(super) fn sight_hint_line(&self, sight: &Sight) -> Option<String> {
        let i = self.i18n;
        match sight {
            Sight::Engine { .. } | Sight::Engines { .. } => Some(tr!(i, "sight-engine-hint")),
            Sight::EngineStack { .. } => Some(tr!(i, "sight-engine-stack-hint")),
            Sight::Coordinates { .. } => Some(tr!(i, "sight-coordinates-hint")),
            Sight::AttackCards { .. } => None,
        }
    }

    pub(super) fn sight_lines(&self, sight: &Sight) -> Vec<String> {
        let i = self.i18n;
        match sight {
            Sight::Engine { engine, working } => vec![tr!(
                i,
                "sight-engine",
                engine = (*engine),
                state = self.working(*working)
            )],
            Sight::Engines { working } => {
                let mut lines = vec![tr!(i, "sight-engines")];
                for (n, w) in (1u8..).zip(working) {
                    lines.push(tr!(i, "sight-engine", engine = n, state = self.working(*w)));
                }
                lines
            }
            Sight::EngineStack {
                engine,
                top_working,
            } => vec![tr!(
                i,
                "sight-engine-stack",
                engine = (*engine),
                top = self.working(*top_working),
                bottom = self.working(!*top_working)
            )],
            Sight::Coordinates { abcd, .. } => {
                let mut lines = vec![tr!(i, "sight-coordinates")];
                for (n, d) in (0u8..).zip(abcd) {
                    lines.push(tr!(
                        i,
                        "sight-coordinates-letter",
                        letter = letter(n),
                        destination = self.destination(*d)
                    ));
                }
                lines.push(tr!(
                    i,
                    "sight-coordinates-marker",
                    letter = letter(self.state().destination)
                ));
                lines
            }
            Sight::AttackCards { cards } => {
                let pending = self.state().pending_attack.as_ref();
                let kind = pending.and_then(|p| self.intruder_kind(p.intruder, &Known::new()));
                let mut lines = vec![match (pending, kind) {
                    (Some(p), Some(k)) => tr!(
                        i,
                        "sight-attack",
                        kind = self.kind(k),
                        player = self.player(p.target)
                    ),
                    _ => tr!(i, "sight-attack-any"),
                }];
                lines.extend(self.attack_card_lines(cards).into_iter().map(|(_, l)| l));
                lines
            }
        }
    }

    /// One line per attack card the intruder player drew (its name, and its blood drop and
    /// effect, or why it misses): the curtain makes each a button to choose.
    pub fn attack_card_lines(&self, cards: &[u8]) -> Vec<(u8, String)> {
        let i = self.i18n;
        let pending = self.state().pending_attack.as_ref();
        let kind = pending.and_then(|p| self.intruder_kind(p.intruder, &Known::new()));
        let mut lines = Vec::new();
        let content = self.content();
        for &card in cards {
            let Some(fact) = content.and_then(|c| c.attacks.get(usize::from(card))) else {
                continue;
            };
            let name = self.attack_name(fact.effect);
            let line = match kind {
                Some(k) if !fact.users.contains(&k) => {
                    tr!(
                        i,
                        "sight-attack-card-miss",
                        name = name,
                        kind = self.kind(k)
                    )
                }
                _ => tr!(
                    i,
                    "sight-attack-card",
                    name = name,
                    health = match fact
                        .health
                        .column(kind.map_or(0, |k| self.game.config().species.health_column(k)))
                    {
                        Health::Value(v) => v.to_string(),
                        Health::Retreat(_) => tr!(i, "name-retreat"),
                    },
                    effect = self.attack_effect(fact.effect)
                ),
            };
            lines.push((card, line));
        }
        lines
    }
}
