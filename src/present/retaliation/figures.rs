//! What stands where on Retaliation's facility map, as every screen draws it: the intruders of
//! a place as squares by kind, a marine as a disc with a letter, and where a space's centre is.

use super::words;
use crate::present::i18n::I18n;
use crate::rules::retaliation::RKind;
use crate::rules::retaliation::RetaliationState;
use crate::rules::retaliation::map::{Hex, Intruder};

const SQRT3: f32 = 1.732_050_8;

/// A space's centre for hexes of size 1 (pointy top).
pub fn unit(h: Hex) -> (f32, f32) {
    let (q, r) = (f32::from(h.q), f32::from(h.r));
    (SQRT3 * (q + r / 2.0), 1.5 * r)
}

/// What a marine's disc says: the first letter of the name, or the player number when two
/// names start alike (the default P1, P2… would all read "P").
pub fn disc_label(st: &RetaliationState, who: usize) -> String {
    let initial = |i: usize| words::marine(st, i).chars().next();
    let mine = initial(who);
    let shared = (0..st.marines.len()).any(|i| i != who && initial(i) == mine);
    match mine {
        Some(c) if !shared => c.to_string(),
        _ => (who + 1).to_string(),
    }
}

/// Something standing in a room or corridor, as the map draws it.
#[derive(Debug, Clone, PartialEq)]
pub enum Figure {
    /// Intruders of one kind: a red square with the kind's first letter and how many.
    Intruders { initial: String, count: usize },
    /// A marine: a disc in the player's colour with the initial; a fallen one lies down.
    Marine {
        label: String,
        who: usize,
        fallen: bool,
        /// Asleep in a Hibernatorium pod: the disc dimmed inside a pale blue ring.
        asleep: bool,
    },
}

/// The intruders in a place as figures, largest kind first.
pub fn intruder_figures(t: &I18n, v: &[Intruder]) -> Vec<Figure> {
    [RKind::Queen, RKind::Drone, RKind::Adult, RKind::Larva]
        .into_iter()
        .filter_map(|k| {
            let count = v.iter().filter(|i| i.kind == k).count();
            (count > 0).then(|| Figure::Intruders {
                initial: kind_initial(t, k),
                count,
            })
        })
        .collect()
}

/// A kind's first letter as its square shows it (the legend under the map names each).
pub fn kind_initial(t: &I18n, k: RKind) -> String {
    words::kind(t, k)
        .chars()
        .find(|c| c.is_alphanumeric())
        .map(String::from)
        .unwrap_or_default()
}
