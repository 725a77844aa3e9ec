//! The injuries a player dealt in their fight, said from their phone (issue 53): one form per
//! intruder in their room that the rules let them injure, asking how many injuries their shot or
//! melee attack dealt.

use super::moves::{PhoneForm, step};
use crate::present::nemesis::board_words::intruder_name;
use crate::present::nemesis::narrate::Narrator;
use crate::rules::ask::Offer;
use crate::rules::{Command, GameState};
use crate::tr;
use nemesis_adapters::phones::Form;
use serde_json::Value;

/// The most injuries one answer lists (a shot deals one or two; a grenade or a card more).
const MOST_INJURIES: u32 = 8;

/// The forms for the injure offers among `offers` (ids `i{intruder}`).
pub fn injury_forms(
    n: &Narrator<'_>,
    state: &GameState,
    offers: &[Offer<Command>],
) -> Vec<PhoneForm> {
    let i18n = n.i18n;
    offers
        .iter()
        .filter_map(|offer| {
            let Command::Injure { intruder, .. } = offer.command else {
                return None;
            };
            let found = state.intruder(intruder)?;
            let (lo, hi) = offer.range_of("/injuries")?;
            let name = intruder_name(i18n, found.kind);
            let options: Vec<_> = (lo.max(1)..=hi.min(MOST_INJURIES))
                .map(|k| {
                    (
                        format!("n{k}"),
                        k.to_string(),
                        vec![("/injuries".to_string(), Value::from(k))],
                    )
                })
                .collect();
            if options.is_empty() {
                return None;
            }
            let (asked, sets) = step(
                tr!(i18n, "table-how-many-injuries", intruder = name.clone()),
                &options,
            );
            Some(PhoneForm {
                form: Form {
                    id: format!("i{}", intruder.0),
                    label: super::plain(&tr!(
                        i18n,
                        "phones-turn-injure",
                        intruder = name,
                        injuries = found.injuries
                    )),
                    steps: vec![asked],
                },
                command: serde_json::to_value(&offer.command).ok()?,
                sets: vec![sets],
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use crate::present::i18n::{I18n, Language};
    use crate::present::nemesis::narrate::{GameFacts, Narrator};
    use crate::rules::board::Board;
    use crate::rules::command::Correction;
    use crate::rules::ids::{IntruderKind, Mode, PlayerId, RoomKind, Side};
    use crate::rules::{Command, GameConfig, GameState};

    /// Issue 53: the player whose turn it is says on their phone how many injuries their attack
    /// dealt to an Adult in their room, and the Adult carries them; the other player, whose turn
    /// it is not, is offered no injury to say.
    #[test]
    fn the_player_whose_turn_it_is_says_the_injuries_dealt_on_their_phone() {
        let ko = I18n::new(Language::Ko).unwrap();
        let config = GameConfig::numbered(7, 2, Side::A, Mode::Standard);
        let board = Board::bundled(Side::A).unwrap();
        let mut state = GameState::new(config.clone()).unwrap();
        let at = board.fixed_slot(RoomKind::Cockpit).unwrap();
        let first = PlayerId(state.turn().player.expect("a player's turn"));
        let other = PlayerId(3 - first.0);
        for c in [
            Correction::PlaceCharacter { player: first, at },
            Correction::PlaceCharacter { player: other, at },
            Correction::AddIntruder {
                kind: IntruderKind::Adult,
                at,
            },
        ] {
            state.apply(&Command::Fix(c)).unwrap();
        }
        let adult = state.intruders_in(at).next().unwrap().id;
        let sight = |state: &GameState, p: PlayerId| {
            let facts = GameFacts {
                config: &config,
                board: &board,
                state,
            };
            let n = Narrator {
                i18n: &ko,
                game: &facts,
            };
            crate::phones::nemesis::turn_sight(&n, state, p, Some(5))
        };
        let mine = sight(&state, first).expect("the turn on the phone");
        let form = mine
            .forms
            .iter()
            .find(|f| f.form.id == format!("i{}", adult.0))
            .expect("the Adult's injuries asked");
        assert!(form.form.label.contains("성체"), "{}", form.form.label);
        assert_eq!(form.form.steps[0].options.len(), 8);
        let theirs = sight(&state, other);
        assert!(
            theirs.is_none_or(|s| s.forms.iter().all(|f| !f.form.id.starts_with('i'))),
            "not their turn"
        );
        let cmd: Command = serde_json::from_value(form.fill(&["n2"]).unwrap()).unwrap();
        assert_eq!(
            cmd,
            Command::Injure {
                intruder: adult,
                injuries: 2
            }
        );
        state.apply(&cmd).unwrap();
        assert_eq!(state.intruder(adult).map(|i| i.injuries), Some(2));
    }
}
