//! Refusals in words the table understands: every `RuleError`, and every reason code the rules
//! give with `NotAllowed`.

use super::Narrator;
use crate::rules::RuleError;
use crate::tr;

impl Narrator<'_> {
    pub(super) fn refusal_text(&self, error: &RuleError) -> String {
        use RuleError as E;
        let i = self.i18n;
        match error {
            E::Data(detail) => tr!(i, "refusal-data", detail = detail.clone()),
            E::BadSetup(detail) => match detail.as_str() {
                "solo mode is for 1 player" => tr!(i, "refusal-setup-solo"),
                "co-op needs 2 to 5 players" => tr!(i, "refusal-setup-coop"),
                "1 to 5 players" => tr!(i, "refusal-setup-count"),
                "each character can be played only once" => tr!(i, "refusal-setup-roles"),
                other => tr!(i, "refusal-setup", detail = other.to_string()),
            },
            E::GameOver => tr!(i, "refusal-game-over"),
            E::GameNotOver => tr!(i, "refusal-game-not-over"),
            E::UnknownPlayer(p) => tr!(i, "refusal-unknown-player", player = self.player(*p)),
            E::UnknownIntruder(_) => tr!(i, "refusal-unknown-intruder"),
            E::UnknownSlot(s) => tr!(i, "refusal-unknown-slot", number = s.to_string()),
            E::UnknownCorridor(_) => tr!(i, "refusal-unknown-corridor"),
            E::UnknownPod(pod) => tr!(i, "refusal-unknown-pod", pod = (*pod)),
            E::UnknownLabel(label) => tr!(i, "refusal-unknown-label", label = label.0),
            E::NotOnBoard(p) => tr!(i, "refusal-not-on-board", player = self.player(*p)),
            E::NotNeighbour { from, to } => tr!(
                i,
                "refusal-not-neighbour",
                from = self.room(*from),
                to = self.room(*to)
            ),
            E::DoorClosed(c) => tr!(i, "refusal-door-closed", corridor = self.corridor(*c)),
            E::InCombat => tr!(i, "refusal-in-combat"),
            E::WrongRoom(kind) => tr!(
                i,
                "refusal-wrong-room",
                room = crate::gui::map::room_name(i, *kind)
            ),
            E::Malfunction(s) => tr!(i, "refusal-malfunction", room = self.room(*s)),
            E::HandMissing(p) => tr!(i, "refusal-hand-missing", player = self.player(*p)),
            E::NotAllowed(code) => self
                .rule_reason(code)
                .unwrap_or_else(|| tr!(i, "refusal-not-allowed")),
        }
    }

    /// The words for a reason code of `RuleError::NotAllowed`; `None` for a code this table does
    /// not know yet (the caller falls back to a general refusal, and a test lists the codes).
    pub(super) fn rule_reason(&self, code: &str) -> Option<String> {
        let i = self.i18n;
        Some(match code {
            "airlock_needs_another_yellow_room" => tr!(i, "refusal-rule-airlock-yellow"),
            "already_dead" => tr!(i, "refusal-rule-already-dead"),
            "already_passed" => tr!(i, "refusal-rule-already-passed"),
            "already_running" => tr!(i, "refusal-rule-already-running"),
            "attack_deck_empty" => tr!(i, "refusal-rule-attack-deck-empty"),
            "blank_is_not_a_miniature" => tr!(i, "refusal-rule-blank-not-miniature"),
            "card_not_drawn" => tr!(i, "refusal-rule-card-not-drawn"),
            "card_not_in_deck_or_discard" => tr!(i, "refusal-rule-card-not-in-deck"),
            "cards_1_to_5" => tr!(i, "refusal-rule-cards-1-to-5"),
            "careful_spot_has_noise" => tr!(i, "refusal-rule-careful-spot-noise"),
            "corridor_1_to_4" => tr!(i, "refusal-rule-corridor-1-to-4"),
            "destination_locked" => tr!(i, "refusal-rule-destination-locked"),
            "door_destroyed" => tr!(i, "refusal-rule-door-destroyed"),
            "doors_of_one_room" => tr!(i, "refusal-rule-doors-of-one-room"),
            "hands_full" => tr!(i, "refusal-rule-hands-full"),
            "hibernation_closed" => tr!(i, "refusal-rule-hibernation-closed"),
            "intruder_player_choosing" => tr!(i, "refusal-rule-intruder-player-choosing"),
            "label_out_of_game" => tr!(i, "refusal-rule-label-out-of-game"),
            "more_labels_than_cards" => tr!(i, "refusal-rule-more-labels"),
            "no_eggs" => tr!(i, "refusal-rule-no-eggs"),
            "no_intruder_player" => tr!(i, "refusal-rule-no-intruder-player"),
            "no_open_pod" => tr!(i, "refusal-rule-no-open-pod"),
            "no_such_engine" => tr!(i, "refusal-rule-no-such-engine"),
            "no_such_entrance" => tr!(i, "refusal-rule-no-such-entrance"),
            "no_such_letter" => tr!(i, "refusal-rule-no-such-letter"),
            "no_such_network" => tr!(i, "refusal-rule-no-such-network"),
            "no_such_token" => tr!(i, "refusal-rule-no-such-token"),
            "no_tile_here" => tr!(i, "refusal-rule-no-tile-here"),
            "no_token_here" => tr!(i, "refusal-rule-no-token-here"),
            "not_carrying" => tr!(i, "refusal-rule-not-carrying"),
            "not_enough_contamination_cards" => tr!(i, "refusal-rule-not-enough-contamination"),
            "not_in_pod" => tr!(i, "refusal-rule-not-in-pod"),
            "not_running" => tr!(i, "refusal-rule-not-running"),
            "not_waiting_for_this" => tr!(i, "refusal-rule-not-waiting"),
            "nothing_to_choose" => tr!(i, "refusal-rule-nothing-to-choose"),
            "nothing_to_pick_up" => tr!(i, "refusal-rule-nothing-to-pick-up"),
            "object_not_in_lab" => tr!(i, "refusal-rule-object-not-in-lab"),
            "only_8_eggs" => tr!(i, "refusal-rule-only-8-eggs"),
            "only_8_fire_markers" => tr!(i, "refusal-rule-only-8-fires"),
            "only_8_malfunction_markers" => tr!(i, "refusal-rule-only-8-malfunctions"),
            "only_the_first_dead_player" => tr!(i, "refusal-rule-only-first-dead"),
            "pod_empty" => tr!(i, "refusal-rule-pod-empty"),
            "point_of_no_return" => tr!(i, "refusal-rule-point-of-no-return"),
            "room_already_known" => tr!(i, "refusal-rule-room-already-known"),
            "room_cannot_hold_malfunction" => tr!(i, "refusal-rule-room-no-malfunction"),
            "room_tile_already_in_play" => tr!(i, "refusal-rule-tile-in-play"),
            "someone_hibernating" => tr!(i, "refusal-rule-someone-hibernating"),
            "standard_mode_only" => tr!(i, "refusal-rule-standard-mode-only"),
            "target_not_in_room" => tr!(i, "refusal-rule-target-not-in-room"),
            "time_out_of_range" => tr!(i, "refusal-rule-time-out-of-range"),
            "track_out_of_range" => tr!(i, "refusal-rule-track-out-of-range"),
            "wounds_out_of_range" => tr!(i, "refusal-rule-wounds-out-of-range"),
            "corridor_twice" => tr!(i, "refusal-rule-corridor-twice"),
            "player_twice" => tr!(i, "refusal-rule-player-twice"),
            "game_too_long" => tr!(i, "refusal-rule-game-too-long"),
            "hand_out_of_range" => tr!(i, "refusal-rule-hand-out-of-range"),
            "injuries_out_of_range" => tr!(i, "refusal-rule-injuries-out-of-range"),
            "objects_out_of_range" => tr!(i, "refusal-rule-objects-out-of-range"),
            "labels_out_of_range" => tr!(i, "refusal-rule-labels-out-of-range"),
            "doors_out_of_range" => tr!(i, "refusal-rule-doors-out-of-range"),
            "hands_out_of_range" => tr!(i, "refusal-rule-hands-out-of-range"),
            _ => return None,
        })
    }
}
