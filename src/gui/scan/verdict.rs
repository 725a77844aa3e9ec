//! What a scan command did, from the core's outcomes: each card's verdict and what the players do
//! on the table. Only outcomes are read, so the page shows exactly what the rules decided.

use crate::rules::Outcome;
use crate::rules::ids::{IntruderKind, LabelId, PlayerId, SlotId};
use crate::rules::outcome::DeathCause;

/// One scanned card.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CardVerdict {
    pub label: LabelId,
    pub infected: bool,
    /// The card leaves the game.
    pub removed: bool,
}

/// What happens to the character, in the order the rules did it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Note {
    /// Nothing infected among the scanned cards.
    NoInfection,
    /// Put a larva on the character board.
    Larva,
    /// The larva already there hatched: the character dies.
    InfectionDeath,
    /// A Creeper miniature goes in this room.
    Creeper(SlotId),
    /// Surgery took the larva off the board.
    LarvaRemoved,
    /// End of game with a larva on the board: no scan, straight to the draw.
    LarvaSkipsScan,
    /// End of game: this many contamination cards among the 4 drawn.
    FinalDraw(u8),
    /// End of game: the player now draws 4 from their own shuffled cards.
    DrawAsked,
    /// Surgery's end: a light wound, the pass, and every card (hand included) shuffled into a
    /// new action deck, nothing in hand until the next round (base.md, Surgery).
    NewDeck,
    FinalDeath,
    Survived,
}

#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Verdict {
    pub cards: Vec<CardVerdict>,
    pub notes: Vec<Note>,
}

/// Reads `player`'s scan out of a command's outcomes.
pub fn verdict(player: PlayerId, outcomes: &[Outcome]) -> Verdict {
    let mut v = Verdict::default();
    let mut died_of_infection = false;
    let mut final_draw = false;
    for outcome in outcomes {
        match outcome {
            Outcome::LabelScanned {
                player: p,
                label,
                infected,
            } if *p == player => v.cards.push(CardVerdict {
                label: *label,
                infected: *infected,
                removed: false,
            }),
            Outcome::LabelRemoved { player: p, label } if *p == player => {
                if let Some(card) = v.cards.iter_mut().find(|c| c.label == *label) {
                    card.removed = true;
                }
            }
            Outcome::LarvaOnBoard { player: p } if *p == player => v.notes.push(Note::Larva),
            Outcome::LarvaRemoved { player: p } if *p == player => v.notes.push(Note::LarvaRemoved),
            Outcome::CharacterDied {
                player: p, cause, ..
            } if *p == player => match cause {
                DeathCause::Infection => {
                    died_of_infection = true;
                    v.notes.push(Note::InfectionDeath);
                }
                DeathCause::FinalContamination => v.notes.push(Note::FinalDeath),
                _ => {}
            },
            Outcome::IntruderPlaced {
                kind: IntruderKind::Creeper,
                at,
                ..
            } if died_of_infection => v.notes.push(Note::Creeper(*at)),
            Outcome::FinalDraw {
                player: p,
                contamination_drawn,
            } if *p == player => {
                final_draw = true;
                v.notes.push(Note::FinalDraw(*contamination_drawn));
            }
            Outcome::FinalDrawAsked { player: p } if *p == player => {
                final_draw = true;
                v.notes.push(Note::DrawAsked);
            }
            Outcome::Survived { player: p } if *p == player => v.notes.push(Note::Survived),
            // only Surgery passes the scanned character
            Outcome::Passed { player: p } if *p == player => v.notes.push(Note::NewDeck),
            _ => {}
        }
    }
    if final_draw && !v.cards.iter().any(|c| c.infected) {
        v.notes.insert(0, Note::LarvaSkipsScan);
    }
    if !v.cards.iter().any(|c| c.infected) && !final_draw {
        v.notes.insert(0, Note::NoInfection);
    }
    v
}

#[cfg(test)]
mod tests {
    use super::*;

    const P: PlayerId = PlayerId(2);

    #[test]
    fn cards_keep_their_verdict_and_removal() {
        let outcomes = [
            Outcome::LabelScanned {
                player: P,
                label: LabelId(3),
                infected: false,
            },
            Outcome::LabelScanned {
                player: P,
                label: LabelId(9),
                infected: true,
            },
            Outcome::LabelRemoved {
                player: P,
                label: LabelId(3),
            },
            Outcome::LarvaOnBoard { player: P },
        ];
        let v = verdict(P, &outcomes);
        assert_eq!(
            v.cards,
            vec![
                CardVerdict {
                    label: LabelId(3),
                    infected: false,
                    removed: true
                },
                CardVerdict {
                    label: LabelId(9),
                    infected: true,
                    removed: false
                }
            ]
        );
        assert_eq!(v.notes, vec![Note::Larva]);
        assert!(verdict(PlayerId(1), &outcomes).cards.is_empty());
    }

    #[test]
    fn all_clean_says_so() {
        let v = verdict(
            P,
            &[Outcome::LabelScanned {
                player: P,
                label: LabelId(1),
                infected: false,
            }],
        );
        assert_eq!(v.notes, vec![Note::NoInfection]);
    }

    /// Issue 39 item 8: Surgery ends with the pass and a new deck of every card, hand included.
    #[test]
    fn surgery_says_to_shuffle_every_card_into_a_new_deck() {
        let out = [
            Outcome::LarvaRemoved { player: P },
            Outcome::Passed { player: P },
        ];
        let v = verdict(P, &out);
        assert_eq!(v.notes.last(), Some(&Note::NewDeck));
        assert!(!verdict(PlayerId(3), &out).notes.contains(&Note::NewDeck));
    }
}
