//! When the Retaliation side panel brings its top into view: what it shows the table before and
//! after an input, compared.

/// What the Retaliation side panel is showing the table, before and after an input: when it
/// changes in a way the table must see, the panel is scrolled to its top.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub(super) struct RetaliationFocus {
    questions: usize,
    refused: bool,
    correcting: bool,
    /// The round, its step and the marine chosen.
    turn: Option<(u8, crate::rules::retaliation::Step, usize)>,
    /// How many steps are in force, and whether the last is a room's action.
    steps: (usize, bool),
    /// The legend is open (at the panel's top).
    legend: bool,
}

impl RetaliationFocus {
    /// What the panel shows the table now.
    pub(super) fn of(t: &super::RetTable) -> RetaliationFocus {
        RetaliationFocus {
            questions: t.state().pending.len(),
            refused: t.refused().is_some(),
            correcting: t.correcting(),
            turn: Some((t.state().round, t.state().step, t.selected)),
            steps: (t.steps_in_force(), t.last_step_is_room_action()),
            legend: t.legend,
        }
    }

    /// Whether the panel's top comes into view: a new question, a new refusal, Enter pressed
    /// while a question waits, the corrections just opened (F or their button: they lead the
    /// panel; the five-player walk opened them below the fold and nothing seemed to happen), or
    /// another marine's turn or step of the round (a turn began with the panel still scrolled to
    /// the last one's fights), the legend opened (it opens there), or a room's action played: what it did is said at the panel's top
    /// (issue 54: a room action's result appeared off screen). A fight or a correction keeps the
    /// panel where it is (the next row is under the finger).
    pub(super) fn brings_top_into_view(self, before: RetaliationFocus, enter: bool) -> bool {
        let new_question = self.questions != before.questions;
        let new_refusal = self.refused && !before.refused;
        let waiting = enter && self.questions > 0;
        let correcting = self.correcting && !before.correcting;
        let new_turn = self.turn != before.turn;
        let room_action = self.steps.0 != before.steps.0 && self.steps.1;
        // the legend opens at the panel's top (L: the table looks for it there)
        let legend = self.legend && !before.legend;
        new_question || new_refusal || waiting || correcting || new_turn || room_action || legend
    }
}

#[cfg(test)]
mod focus_tests {
    use super::RetaliationFocus;
    use crate::rules::retaliation::Step;

    #[test]
    fn the_retaliation_panel_shows_its_top_when_the_table_must_look_there() {
        let calm = RetaliationFocus {
            questions: 0,
            refused: false,
            correcting: false,
            turn: Some((3, Step::Players, 1)),
            steps: (10, false),
            legend: false,
        };
        let same = |f: RetaliationFocus| f.brings_top_into_view(calm, false);
        assert!(
            !same(calm),
            "nothing changed: the panel stays where the table put it"
        );
        assert!(same(RetaliationFocus {
            questions: 1,
            ..calm
        }));
        assert!(same(RetaliationFocus {
            refused: true,
            ..calm
        }));
        assert!(same(RetaliationFocus {
            correcting: true,
            ..calm
        }));
        assert!(same(RetaliationFocus {
            turn: Some((3, Step::Players, 2)),
            ..calm
        }));
        assert!(same(RetaliationFocus {
            turn: Some((4, Step::Players, 1)),
            ..calm
        }));
        // the corrections closed, or still open: no jump
        let open = RetaliationFocus {
            correcting: true,
            ..calm
        };
        assert!(!open.brings_top_into_view(open, false));
        assert!(!calm.brings_top_into_view(open, false));
        // Enter while a question waits
        let asked = RetaliationFocus {
            questions: 1,
            ..calm
        };
        assert!(asked.brings_top_into_view(asked, true));
        assert!(!asked.brings_top_into_view(asked, false));
        // a room's action played: its result is at the top; a fight or a correction: no jump
        assert!(same(RetaliationFocus {
            steps: (11, true),
            ..calm
        }));
        assert!(!same(RetaliationFocus {
            steps: (11, false),
            ..calm
        }));
        // the legend opened at the top; closed, or left open: no jump
        let legend = RetaliationFocus {
            legend: true,
            ..calm
        };
        assert!(same(legend));
        assert!(!legend.brings_top_into_view(legend, false));
        assert!(!calm.brings_top_into_view(legend, false));
    }
}
