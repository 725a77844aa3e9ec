//! Each character's state at a glance, in words for the roster: wounds (and how many serious ones
//! are dressed), slime, larva, a Carnomorph mutation, the contamination cards the app knows of,
//! and what they carry.

use crate::gui::i18n::I18n;
use crate::rules::ids::ObjectKind;
use crate::rules::state::Character;
use crate::tr;

/// What the roster says of a character's body and hands, most urgent first; empty when unhurt,
/// clean and empty-handed. A dead character shows nothing (its card is face down).
pub(super) fn condition(i18n: &I18n, c: &Character) -> Vec<String> {
    let mut out = Vec::new();
    if !c.alive() {
        return out;
    }
    if c.serious_wounds > 0 {
        out.push(if c.dressed_wounds > 0 {
            tr!(
                i18n,
                "crew-serious-dressed",
                serious = c.serious_wounds,
                dressed = c.dressed_wounds
            )
        } else {
            tr!(i18n, "crew-serious", serious = c.serious_wounds)
        });
    }
    if c.light_wounds > 0 {
        out.push(tr!(i18n, "crew-light", light = c.light_wounds));
    }
    if c.insanity > 0 {
        out.push(tr!(i18n, "crew-insanity", level = c.insanity));
    }
    if c.larva {
        out.push(tr!(i18n, "crew-larva"));
    }
    // Carnomorphs: the card and the markers that kill at the 4th (issue 55: not on the roster
    // even at 3 of 4)
    if c.mutation_card {
        out.push(tr!(i18n, "crew-mutation-card"));
    }
    if c.mutation_markers > 0 {
        out.push(tr!(
            i18n,
            "crew-mutation-markers",
            markers = c.mutation_markers
        ));
    }
    if c.slime {
        out.push(tr!(i18n, "crew-slime"));
    }
    if c.contamination > 0 {
        out.push(tr!(i18n, "crew-contamination", cards = c.contamination));
    }
    for object in &c.carrying {
        let what = match object {
            ObjectKind::Egg => tr!(i18n, "name-object-egg"),
            ObjectKind::Carcass => tr!(i18n, "name-object-carcass"),
            ObjectKind::Corpse => tr!(i18n, "name-object-corpse"),
        };
        out.push(tr!(i18n, "crew-carrying", object = what));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::gui::i18n::Language;
    use crate::rules::ids::{PlayerId, SlotId};
    use crate::rules::state::Whereabouts;

    fn character() -> Character {
        Character {
            player: PlayerId(1),
            name: "Ana".into(),
            role: crate::rules::Role::Scout,
            at: Whereabouts::Room(SlotId(11)),
            slime: false,
            larva: false,
            mutation_card: false,
            mutation_markers: 0,
            insanity: 0,
            light_wounds: 0,
            serious_wounds: 0,
            dressed_wounds: 0,
            contamination: 0,
            carrying: Vec::new(),
            passed: false,
        }
    }

    #[test]
    fn an_unhurt_character_shows_nothing_and_each_state_shows_in_every_language() {
        for language in [Language::En, Language::Ko, Language::Ja] {
            let i18n = I18n::new(language).expect("bundled words");
            assert!(condition(&i18n, &character()).is_empty());
            let mut c = character();
            c.light_wounds = 2;
            c.serious_wounds = 3;
            c.dressed_wounds = 1;
            c.slime = true;
            c.larva = true;
            c.contamination = 4;
            c.carrying = vec![ObjectKind::Egg];
            c.mutation_card = true;
            c.mutation_markers = 3;
            let words = condition(&i18n, &c);
            assert_eq!(words.len(), 8, "{language:?}: {words:?}");
            let all = words.join(" ");
            assert!(
                all.contains("3/4"),
                "{language:?}: the mutation markers in {all}"
            );
            for n in ["3", "1", "2", "4"] {
                assert!(all.contains(n), "{language:?}: {n} missing in {all}");
            }
            assert!(words.iter().all(|w| !w.contains('{')), "{words:?}");
            c.at = Whereabouts::Dead;
            assert!(condition(&i18n, &c).is_empty());
        }
    }

    #[test]
    fn a_serious_wound_says_whether_it_is_dressed() {
        let i18n = I18n::new(Language::En).expect("bundled words");
        let mut c = character();
        c.serious_wounds = 2;
        let undressed = condition(&i18n, &c);
        c.dressed_wounds = 2;
        let dressed = condition(&i18n, &c);
        assert_ne!(undressed, dressed);
        assert!(dressed[0].contains("dressed"), "{dressed:?}");
    }
}
