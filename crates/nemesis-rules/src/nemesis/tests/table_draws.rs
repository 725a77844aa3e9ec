//! The table is the truth for draws too: the players can say which token or card comes next.

use super::kit::*;
use crate::ids::*;
use crate::nemesis::Command;
use crate::nemesis::outcome::Outcome;

#[test]
fn the_table_can_say_which_token_and_cards_come_next() {
    use crate::nemesis::Correction;
    use crate::nemesis::outcome::EncounterCause;
    let mut g = game(2, Side::A);
    explore(&mut g, 2);
    put(&mut g, 1, 2);
    apply(
        &mut g,
        Command::Fix(Correction::NextToken {
            kind: IntruderKind::Queen,
        }),
    );
    let (_, out) = run(&mut g, |c| {
        c.encounter(Some(PlayerId(1)), SlotId(2), Some(5), EncounterCause::Noise)
    });
    assert!(has(&out, |o| matches!(
        o,
        Outcome::TokenDrawn {
            kind: IntruderKind::Queen,
            ..
        }
    )));
    apply(&mut g, Command::Fix(Correction::NextEvent { card: 7 }));
    assert_eq!(g.hidden.events.draw.last(), Some(&7));
    assert_eq!(g.component_counts().1, 20);
    // the table drew a Queen again although the app had none left in the bag: the table is the
    // truth, so one comes from the supply and is drawn next
    apply(
        &mut g,
        Command::Fix(Correction::NextToken {
            kind: IntruderKind::Queen,
        }),
    );
    assert_eq!(
        bag_kinds(&g)
            .iter()
            .filter(|k| **k == IntruderKind::Queen)
            .count(),
        1
    );
    assert_eq!(g.hidden.next_token, Some(IntruderKind::Queen));
}
