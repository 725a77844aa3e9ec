//! The questions every screen asks the rules (issue 51): what may be done now and by whom
//! (`Offer`), whose turn it is and what they have left (`Turn`). The window, the phones and
//! headless ask these instead of working the answers out, so a fix reaches every screen at once.
//!
//! An offer is a command exactly as it would be sent. Where the table answers with a value the
//! app cannot know (a die face, a hand size, a number of injuries, the labels it scanned), the
//! offer names that field in `choices` with every value the rules take there; the command holds
//! the first of them. Every combination of the choices is a command `apply` accepts now (sound),
//! and every command `apply` accepts now, corrections aside, is one of them (complete): each game's
//! property tests check both over random sessions.

use serde::{Serialize, de::DeserializeOwned};
use serde_json::Value;

/// Who may send an offered command.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(tag = "by", rename_all = "snake_case")]
pub enum Actor {
    /// Anyone at the table: the next phase, an answer the table gives together.
    Table,
    /// One player, by their number at the table (1 is the first player at setup).
    Player { player: u8 },
}

/// The values one field of an offered command may take.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Values {
    /// Any whole number from `min` to `max`, both included.
    Range { min: u32, max: u32 },
    /// One of these.
    OneOf { values: Vec<Value> },
    /// Any list of these without repeats, of `min` to `max` entries, in any order.
    SubsetOf {
        values: Vec<Value>,
        min: usize,
        max: usize,
    },
}

impl Values {
    /// Whether `v` is one of the values.
    pub fn allows(&self, v: &Value) -> bool {
        match self {
            Values::Range { min, max } => v
                .as_u64()
                .is_some_and(|n| n >= u64::from(*min) && n <= u64::from(*max)),
            Values::OneOf { values } => values.contains(v),
            Values::SubsetOf { values, min, max } => v.as_array().is_some_and(|list| {
                (*min..=*max).contains(&list.len())
                    && list.iter().all(|x| values.contains(x))
                    && list
                        .iter()
                        .enumerate()
                        .all(|(i, x)| !list[..i].contains(x))
            }),
        }
    }

    /// The first value (what an offered command holds).
    pub fn first(&self) -> Option<Value> {
        match self {
            Values::Range { min, .. } => Some(Value::from(*min)),
            Values::OneOf { values } => values.first().cloned(),
            Values::SubsetOf { values, min, .. } => {
                Some(Value::Array(values.iter().take(*min).cloned().collect()))
            }
        }
    }
}

/// One field of an offered command that the table fills in: a JSON pointer into the command as
/// it is sent (`/hand`, `/hands/0/1`), and the values the rules take there.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Choice {
    pub field: String,
    #[serde(flatten)]
    pub values: Values,
}

impl Choice {
    pub fn range(field: &str, min: u32, max: u32) -> Choice {
        Choice {
            field: field.to_owned(),
            values: Values::Range { min, max },
        }
    }
    pub fn one_of(field: &str, values: Vec<Value>) -> Choice {
        Choice {
            field: field.to_owned(),
            values: Values::OneOf { values },
        }
    }
}

/// One command the rules accept now, and who may send it.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Offer<C> {
    pub actor: Actor,
    /// The command as it is sent; a field named in `choices` holds its first value.
    pub command: C,
    /// The fields the table fills in, each with the values the rules take.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub choices: Vec<Choice>,
}

impl<C: Serialize + DeserializeOwned> Offer<C> {
    /// A command with nothing left for the table to fill in.
    pub fn fixed(actor: Actor, command: C) -> Self {
        Offer {
            actor,
            command,
            choices: Vec::new(),
        }
    }

    /// The offer with `picks[i]` in the field of `choices[i]` (a missing pick keeps the value the
    /// command holds); None when a pick is not one of the values the offer allows.
    pub fn with(&self, picks: &[Value]) -> Option<C> {
        let mut json = serde_json::to_value(&self.command).ok()?;
        for (choice, pick) in self.choices.iter().zip(picks) {
            if !choice.values.allows(pick) {
                return None;
            }
            *json.pointer_mut(&choice.field)? = pick.clone();
        }
        serde_json::from_value(json).ok()
    }

    /// Whether `cmd` is this offer with some allowed value in each choice.
    pub fn covers(&self, cmd: &C) -> bool {
        let (Ok(mut mine), Ok(mut theirs)) =
            (serde_json::to_value(&self.command), serde_json::to_value(cmd))
        else {
            return false;
        };
        for choice in &self.choices {
            let Some(v) = theirs.pointer_mut(&choice.field) else {
                return false;
            };
            if !choice.values.allows(v) {
                return false;
            }
            *v = Value::Null;
            if let Some(m) = mine.pointer_mut(&choice.field) {
                *m = Value::Null;
            }
        }
        strip_nulls(&mut mine);
        strip_nulls(&mut theirs);
        mine == theirs
    }
}

/// Absent optional fields and nulls are the same command (`"hand": null` is sent as no `hand`).
fn strip_nulls(v: &mut Value) {
    match v {
        Value::Object(map) => {
            map.retain(|_, x| !x.is_null());
            map.values_mut().for_each(strip_nulls);
        }
        Value::Array(list) => list.iter_mut().for_each(strip_nulls),
        _ => {}
    }
}

/// Whose turn it is, and where the round stands (issue 51: the phase rail, the roster's "now",
/// the phones' turn line all read this).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Turn<S> {
    /// The phase and step the round is in.
    pub step: S,
    /// Whose turn it is, by player number; None when it is nobody's (an Event Phase, the end).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub player: Option<u8>,
    /// What that player has left this turn, where the rules count it (Retaliation: actions).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub actions_left: Option<u8>,
}

/// The offers of one actor.
pub fn offers_of<C: Clone>(offers: &[Offer<C>], actor: Actor) -> Vec<Offer<C>> {
    offers.iter().filter(|o| o.actor == actor).cloned().collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde::Deserialize;

    #[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
    #[serde(tag = "cmd", rename_all = "snake_case")]
    enum C {
        Roll {
            who: u8,
            hand: u8,
            #[serde(default, skip_serializing_if = "Option::is_none")]
            note: Option<u8>,
        },
        Scan {
            labels: Vec<u8>,
        },
    }

    fn roll() -> Offer<C> {
        Offer {
            actor: Actor::Player { player: 1 },
            command: C::Roll {
                who: 1,
                hand: 0,
                note: None,
            },
            choices: vec![Choice::range("/hand", 0, 5)],
        }
    }

    #[test]
    fn an_offer_covers_exactly_its_values() {
        let o = roll();
        let at = |hand| C::Roll {
            who: 1,
            hand,
            note: None,
        };
        assert!(o.covers(&at(0)) && o.covers(&at(5)));
        assert!(!o.covers(&at(6)), "6 is past the range");
        assert!(
            !o.covers(&C::Roll {
                who: 2,
                hand: 1,
                note: None
            }),
            "a fixed field must match"
        );
        assert!(!o.covers(&C::Roll {
            who: 1,
            hand: 1,
            note: Some(1)
        }));
        assert_eq!(o.with(&[Value::from(3)]), Some(at(3)));
        assert_eq!(o.with(&[Value::from(9)]), None);
    }

    #[test]
    fn a_subset_takes_no_repeats_and_keeps_its_bounds() {
        let o = Offer {
            actor: Actor::Table,
            command: C::Scan { labels: vec![] },
            choices: vec![Choice {
                field: "/labels".into(),
                values: Values::SubsetOf {
                    values: vec![1.into(), 2.into(), 3.into()],
                    min: 0,
                    max: 2,
                },
            }],
        };
        assert!(o.covers(&C::Scan { labels: vec![3, 1] }));
        assert!(!o.covers(&C::Scan { labels: vec![1, 1] }));
        assert!(!o.covers(&C::Scan {
            labels: vec![1, 2, 3]
        }));
        assert!(!o.covers(&C::Scan { labels: vec![4] }));
    }
}
