//! Each family of Retaliation outcomes as a line for the table (`words::outcome` hands each
//! outcome to its family).

use super::{
    aa, attack_name, attack_row, corridor, dir, door, end_cause, kind, marine, place, room,
    section, way,
};
use crate::present::i18n::I18n;
use crate::present::nemesis::narrate::snake;
use crate::rules::retaliation::{
    QueenHealthEffect, RKind, RetaliationOutcome as O, RetaliationState, ShotResult, tables,
};
use crate::tr;

/// Tokens in and out of the bag and the piles.
pub(super) fn bag(t: &I18n, o: &O) -> Option<String> {
    Some(match o {
        O::TokenDrawn { kind: k } => tr!(t, "rt-o-token-drawn", kind = kind(t, *k)),
        O::TokensAdded {
            kind: k,
            count,
            short,
        } => {
            if *short > 0 {
                tr!(
                    t,
                    "rt-o-tokens-added-short",
                    kind = kind(t, *k),
                    count = count,
                    short = short
                )
            } else {
                tr!(t, "rt-o-tokens-added", kind = kind(t, *k), count = count)
            }
        }
        O::TokenToPile { kind: k } => tr!(t, "rt-o-token-to-pile", kind = kind(t, *k)),
        O::TokenRemoved { kind: k } => tr!(t, "rt-o-token-removed", kind = kind(t, *k)),
        O::BlankBackInBag => tr!(t, "rt-o-blank-back"),
        O::BlankNothingAppears => tr!(t, "rt-o-blank-nothing"),
        O::NoModel { kind: k } => tr!(t, "rt-o-no-model", kind = kind(t, *k)),
        _ => return None,
    })
}

/// Intruders on the map: appearing, moving, breaking in, hit, killed, burnt.
pub(super) fn intruders(t: &I18n, o: &O) -> Option<String> {
    Some(match o {
        O::Appears { at, kind: k, .. } => {
            tr!(t, "rt-o-appears", kind = kind(t, *k), place = place(t, *at))
        }
        O::Counted { at, kind: k, .. } => {
            tr!(t, "rt-o-counted", kind = kind(t, *k), place = place(t, *at))
        }
        O::NoRoom { at, kind: k } => {
            tr!(t, "rt-o-no-room", kind = kind(t, *k), place = place(t, *at))
        }
        O::Moves {
            kind: k, from, to, ..
        } => tr!(
            t,
            "rt-o-moves",
            kind = kind(t, *k),
            from = place(t, *from),
            to = place(t, *to)
        ),
        O::DoorDestroyed { corridor: c } => {
            tr!(t, "rt-o-door-destroyed", corridor = corridor(t, *c))
        }
        O::SecureSpent { room: r, kind: k } => {
            tr!(
                t,
                "rt-o-secure-spent",
                room = room(t, *r),
                kind = kind(t, *k)
            )
        }
        O::BreaksIn {
            corridor: c,
            room: r,
            kind: k,
        } => tr!(
            t,
            "rt-o-breaks-in",
            kind = kind(t, *k),
            corridor = corridor(t, *c),
            room = room(t, *r)
        ),
        O::Burns { room: r, kind: k } => {
            tr!(t, "rt-o-burns", kind = kind(t, *k), room = room(t, *r))
        }
        O::Killed { at, kind: k } => {
            tr!(t, "rt-o-killed", kind = kind(t, *k), place = place(t, *at))
        }
        // a kill or a hit follows as its own line; a miss and a hit on the Queen (her track is
        // on the board) have none, so they are said here
        O::Shot {
            at,
            kind: k,
            result: ShotResult::Miss,
            ..
        } => tr!(
            t,
            "rt-o-shot-missed",
            kind = kind(t, *k),
            place = place(t, *at)
        ),
        O::Shot {
            kind: RKind::Queen,
            result: ShotResult::Hit,
            ..
        } => tr!(t, "rt-o-shot-queen-hit"),
        O::Hit { at, kind: k, hits } => {
            tr!(
                t,
                "rt-o-hit",
                kind = kind(t, *k),
                place = place(t, *at),
                hits = hits
            )
        }
        _ => return None,
    })
}

/// Attacks on the marines and what they leave: contamination, infection, death, a fall.
pub(super) fn attacks(t: &I18n, st: &RetaliationState, o: &O) -> Option<String> {
    Some(match o {
        O::Attack {
            by,
            target,
            card,
            row,
        } => tr!(
            t,
            "rt-o-attack",
            kind = kind(t, *by),
            card = t.effect(&format!("rt-attack-{}", attack_name(card))),
            effect = attack_row(t, st, *target, row)
        ),
        O::LarvaAttack { target, on_board } => {
            if *on_board {
                tr!(t, "rt-o-larva-attack-board", name = marine(st, *target))
            } else {
                tr!(t, "rt-o-larva-attack-again", name = marine(st, *target))
            }
        }
        O::Contamination { who, cards } => {
            tr!(t, "rt-o-contamination", name = marine(st, *who), n = cards)
        }
        O::AttackDeckShuffled => tr!(t, "rt-o-attack-shuffled"),
        O::Pursuit { who, attackers } => {
            tr!(t, "rt-o-pursuit", name = marine(st, *who), n = attackers)
        }
        O::ContaminationRemoved { who, cards } => {
            tr!(
                t,
                "rt-o-contamination-removed",
                name = marine(st, *who),
                n = cards
            )
        }
        O::MarineDied { who } => tr!(t, "rt-o-marine-died", name = marine(st, *who)),
        O::MarineFell { who } => tr!(t, "rt-o-marine-fell", name = marine(st, *who)),
        O::Carried { fallen, by, room } => tr!(
            t,
            "rt-o-carried",
            name = marine(st, *by),
            fallen = marine(st, *fallen),
            room = self::room(t, *room)
        ),
        O::Revived { who } => tr!(t, "rt-o-revived", name = marine(st, *who)),
        O::Eclosion { who } => tr!(t, "rt-o-eclosion", name = marine(st, *who)),
        O::Infected { who } => tr!(t, "rt-o-infected", name = marine(st, *who)),
        _ => return None,
    })
}

/// Noise markers and what a noise roll reaches.
pub(super) fn noise(t: &I18n, o: &O) -> Option<String> {
    Some(match o {
        O::NoiseMarker { corridor: c } => tr!(t, "rt-o-noise-marker", corridor = corridor(t, *c)),
        O::NoiseHitsNothing { room: r, number } => {
            tr!(t, "rt-o-noise-nothing", room = room(t, *r), number = number)
        }
        O::NoiseResolves { corridor: c } => {
            tr!(t, "rt-o-noise-resolves", corridor = corridor(t, *c))
        }
        O::NoiseCleared { corridor: c } => {
            tr!(t, "rt-o-noise-cleared", corridor = corridor(t, *c))
        }
        _ => return None,
    })
}

/// Exploring the facility: rooms and corridors placed, the marine moved, the robot found.
pub(super) fn exploring(t: &I18n, st: &RetaliationState, o: &O) -> Option<String> {
    Some(match o {
        O::Explored {
            who,
            card,
            room: r,
            section: s,
            ..
        } => tr!(
            t,
            "rt-o-explored",
            name = marine(st, *who),
            card = card.clone(),
            room = room(t, *r),
            section = section(t, *s)
        ),
        O::CorridorPlaced {
            id,
            from,
            dir: d,
            noise_marker,
            door: dr,
        } => {
            let at = st
                .map
                .room_at(*from)
                .map(|r| room(t, r))
                .unwrap_or_default();
            let mut s = tr!(
                t,
                "rt-o-corridor-placed",
                corridor = corridor(t, *id),
                room = at,
                side = dir(t, *d)
            );
            if *noise_marker {
                s.push(' ');
                s.push_str(&tr!(t, "rt-o-with-noise"));
            }
            if dr.is_some() {
                s.push(' ');
                s.push_str(&tr!(t, "rt-o-with-door", door = door(t, *dr)));
            }
            s
        }
        O::HibernatoriumDiscovered => tr!(t, "rt-o-hibernatorium-discovered"),
        O::RobotRevealed { robot } => tr!(
            t,
            "rt-o-robot-revealed",
            robot = t.effect(&format!("rt-robot-{}", snake(robot)))
        ),
        O::MarineMoved { who, room: r } => {
            tr!(
                t,
                "rt-o-marine-moved",
                name = marine(st, *who),
                room = room(t, *r)
            )
        }
        _ => return None,
    })
}

/// The facility: its markers, doors, rooms and robot used, life support, power and autodestruction.
pub(super) fn facility(t: &I18n, st: &RetaliationState, o: &O) -> Option<String> {
    Some(match o {
        O::Secured { room: r } => tr!(t, "rt-o-secured", room = room(t, *r)),
        O::Fire { room: r } => tr!(t, "rt-o-fire", room = room(t, *r)),
        O::FireOut { room: r } => tr!(t, "rt-o-fire-out", room = room(t, *r)),
        O::Malfunction { room: r } => tr!(t, "rt-o-malfunction", room = room(t, *r)),
        O::RobotMalfunction => tr!(t, "rt-o-robot-malfunction"),
        O::DoorSet {
            corridor: c,
            door: d,
        } => tr!(
            t,
            "rt-o-door-set",
            corridor = corridor(t, *c),
            door = door(t, Some(*d))
        ),
        O::Reinforced { corridor: c } => tr!(t, "rt-o-reinforced", corridor = corridor(t, *c)),
        O::RoomUsed { who, room: r } => {
            tr!(
                t,
                "rt-o-room-used",
                name = marine(st, *who),
                room = room(t, *r)
            )
        }
        O::RobotMoved { room: r } => tr!(t, "rt-o-robot-moved", room = room(t, *r)),
        O::RobotUsed { who } => tr!(t, "rt-o-robot-used", name = marine(st, *who)),
        O::MalfunctionOff { room: r } => tr!(t, "rt-o-malfunction-off", room = room(t, *r)),
        O::DoorsClosed { room: r } => tr!(t, "rt-o-doors-closed", room = room(t, *r)),
        O::LifeSupport { section: s, on } => {
            if *on {
                tr!(t, "rt-o-life-support-on", section = section(t, *s))
            } else {
                tr!(t, "rt-o-life-support-off", section = section(t, *s))
            }
        }
        O::Autodestruction { slot } => tr!(t, "rt-o-autodestruction", slot = slot),
        O::PowerCut { autodestruction } => {
            let mut line = tr!(t, "rt-o-power-cut");
            if let Some(slot) = autodestruction {
                line.push(' ');
                line.push_str(&tr!(t, "rt-o-power-cut-autodestruction", slot = slot));
            }
            line
        }
        O::HibernatoriumPowered => tr!(t, "rt-o-hibernatorium-powered"),
        O::EggTaken { who, left } => tr!(t, "rt-o-egg-taken", name = marine(st, *who), left = left),
        O::DataTaken { who } => tr!(t, "rt-o-data-taken", name = marine(st, *who)),
        O::LarvaRemoved { who } => tr!(t, "rt-o-larva-removed", name = marine(st, *who)),
        _ => return None,
    })
}

/// The Queen and the nest.
pub(super) fn queen_and_nest(t: &I18n, o: &O) -> Option<String> {
    Some(match o {
        O::QueenActivates => tr!(t, "rt-o-queen-activates"),
        O::QueenHealth { effect, discarded } => {
            let what = match effect {
                QueenHealthEffect::Repel => tr!(t, "rt-qh-repel"),
                QueenHealthEffect::Activate => tr!(t, "rt-qh-activate"),
                QueenHealthEffect::LeaveMap => tr!(t, "rt-qh-leave"),
                QueenHealthEffect::QueenTokensToBag => tr!(t, "rt-qh-tokens"),
                QueenHealthEffect::RoomDrawsTwo => tr!(t, "rt-qh-draws-two"),
                QueenHealthEffect::RoomNoiseRolls => tr!(t, "rt-qh-noise-rolls"),
                QueenHealthEffect::MalfunctionInRoom => tr!(t, "rt-qh-malfunction"),
            };
            tr!(t, "rt-o-queen-health", effect = what, discarded = discarded)
        }
        O::QueenLeavesMap => tr!(t, "rt-o-queen-leaves"),
        O::QueenDied => tr!(t, "rt-o-queen-died"),
        O::QueenBurns => tr!(t, "rt-o-queen-burns"),
        O::EggBurns { left } => tr!(t, "rt-o-egg-burns", left = left),
        O::NestDestroyed => tr!(t, "rt-o-nest-destroyed"),
        _ => return None,
    })
}

/// The event cards and what they do to the marines.
pub(super) fn events(t: &I18n, st: &RetaliationState, o: &O) -> Option<String> {
    Some(match o {
        O::Event { id } => {
            let fact = tables()
                .ok()
                .and_then(|tb| tb.events.iter().find(|e| &e.id == id));
            match fact {
                Some(f) => tr!(
                    t,
                    "rt-o-event",
                    name = t.effect(&format!("rt-event-{}", f.name)),
                    effect = t.effect(&format!("rt-main-{}", snake(&f.main))),
                    second = t.effect(&format!("rt-second-{}", snake(&f.secondary)))
                ),
                None => id.clone(),
            }
        }
        O::EventDeckShuffled => tr!(t, "rt-o-event-shuffled"),
        O::EventNobodyMoves => tr!(t, "rt-o-event-nobody-moves"),
        O::EventChangedNothing => tr!(t, "rt-o-event-changed-nothing"),
        O::EventMainChangedNothing => tr!(t, "rt-o-event-main-changed-nothing"),
        O::HazardRoom { room: r, who } => tr!(
            t,
            "rt-o-hazard-room",
            room = room(t, *r),
            who = who.map_or_else(|| "?".to_string(), |w| super::marine(st, w))
        ),
        O::Panic { who } => tr!(t, "rt-o-panic", names = names(st, who)),
        O::LoseHp { who, hp } => tr!(t, "rt-o-lose-hp", names = names(st, who), hp = hp),
        _ => return None,
    })
}

/// The ways out: the lander, the Hibernatorium, the shuttle, and the AA tokens the lander meets.
pub(super) fn ways_out(t: &I18n, st: &RetaliationState, o: &O) -> Option<String> {
    Some(match o {
        O::ThrownOut { who } => tr!(t, "rt-o-thrown-out", name = marine(st, *who)),
        O::EscapeFails { who, way: w } => {
            tr!(
                t,
                "rt-o-escape-fails",
                name = marine(st, *who),
                way = way(t, *w)
            )
        }
        O::Boarded { who } => tr!(t, "rt-o-boarded", name = marine(st, *who)),
        O::Hibernates { who } => tr!(t, "rt-o-hibernates", name = marine(st, *who)),
        O::Escapes { who, way: w } => {
            tr!(t, "rt-o-escapes", name = marine(st, *who), way = way(t, *w))
        }
        O::TakesOff { who } => tr!(t, "rt-o-takes-off", names = names(st, who)),
        O::LanderArrives => tr!(t, "rt-o-lander-arrives"),
        O::LanderLands { aa: None } => tr!(t, "rt-o-lander-lands"),
        O::LanderLands { aa: Some(f) } => tr!(t, "rt-o-lander-lands-aa", aa = aa(t, *f)),
        O::LanderShotDown => tr!(t, "rt-o-lander-shot-down"),
        // private: shown behind the curtain only
        O::AaLooked { who } => tr!(t, "rt-o-aa-seen", name = marine(st, *who)),
        O::AaPutBack { who } => tr!(t, "rt-o-aa-put-back", name = marine(st, *who)),
        _ => return None,
    })
}

/// Turns, rounds and the end of the game.
pub(super) fn rounds(t: &I18n, st: &RetaliationState, o: &O) -> Option<String> {
    Some(match o {
        O::TurnEnded {
            who,
            oxygen,
            fire,
            passed,
        } => {
            let mut s = if *passed {
                tr!(t, "rt-o-passed", name = marine(st, *who))
            } else {
                tr!(t, "rt-o-turn-ended", name = marine(st, *who))
            };
            if *oxygen {
                s.push(' ');
                s.push_str(&tr!(t, "rt-o-lose-oxygen"));
            }
            if *fire {
                s.push(' ');
                s.push_str(&tr!(t, "rt-o-fire-hp"));
            }
            s
        }
        O::IntruderPhase => tr!(t, "rt-o-intruder-phase"),
        O::StartPlayer { who } => tr!(t, "rt-o-start-player", name = marine(st, *who)),
        O::RoundStarted { round } => tr!(t, "rt-o-round-started", round = round),
        O::Destroyed => tr!(t, "rt-o-destroyed"),
        O::GameOver { cause } => tr!(t, "rt-o-game-over", cause = end_cause(t, *cause)),
        O::Result { result } => {
            let survivors = if result.survivors.is_empty() {
                tr!(t, "rt-nobody")
            } else {
                names(st, &result.survivors)
            };
            tr!(t, "rt-o-result", survivors = survivors)
        }
        _ => return None,
    })
}

/// The marines named, by their players' names.
fn names(st: &RetaliationState, who: &[usize]) -> String {
    who.iter()
        .map(|w| marine(st, *w))
        .collect::<Vec<_>>()
        .join(", ")
}
