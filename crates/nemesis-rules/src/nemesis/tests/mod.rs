//! Rule scenarios from the digests, run against rigged games: the kit below sets the hidden
//! components (bag, decks, dice) so each scenario is exact.

#[allow(dead_code)]
mod kit;

mod asking;
mod attacks;
mod bag_and_encounters;
mod carnomorphs;
mod coop;
mod corrections;
mod event_phase;
mod events;
mod hidden_draws;
mod injuries;
mod intruder_player;
mod movement;
mod noise;
mod offers;
mod other_boxes;
mod privacy;
mod queries;
mod room_actions;
mod side_b;
mod table_draws;
mod table_rules;
mod victory;
mod void_seeders;
