//! What may be done now, as the rules see it (issues 33 and 51): the queries every screen asks
//! instead of working the answers out.
//!
//! - `offers()` (`Ruleset::offers`): every command `apply` takes now, corrections aside, as
//!   `ask::Offer`s: the command as sent, who sends it (`Actor::Player` for a marine's own
//!   commands, player numbers from 1; `Actor::Table` for the round's steps and the answers to
//!   the table's questions), and the fields the table fills in (`choices`: a die face, a
//!   token's back, the tiles drawn, a number) with every value the rules take there.
//! - `current_turn()` (`Ruleset::turn`): whose turn it is in the players' step and how many of
//!   their two actions they took; nobody's outside it.
//! - `pending.front()` (`Ruleset::pending`): the question the game waits for; while one waits
//!   only its answers, a death and corrections are offered or taken.
//!
//! Everything here asks `check` (checks.rs), the refusal half of `apply`, on `&self`: no copy of
//! the game per candidate, and an offer cannot disagree with a refusal. The older helpers
//! (`marine_offers`, `room_offers`, `robot_offers`, `pressure_offers`, `intruder_moves`,
//! `next_step`, `take_offs`, `accepts`) ask the same checks. The correction lists still try
//! each correction on a copy: corrections are the table's truth and are not offered.

use super::data::{RobotKind, RoomActionKey as K};
use super::map::{Dir, Door, Place, Section};
use super::{
    Fix, MarineStatus, NoiseFace, Question, RKind, RetaliationCommand as C, RetaliationState,
    RobotAct, RoomAct, ShotResult, tables,
};
use crate::ask::{Actor, Choice, Offer, Values};
use serde_json::Value;

/// Everything one marine may do now, as the rules see it (issue 33: the window shows these as
/// buttons and decides none of them). Each entry stands for a command `apply` takes now.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct MarineOffers {
    /// End the turn (`EndTurn`).
    pub end_turn: bool,
    /// Pass (`EndTurn` with `pass`): an action, so not once both actions of the turn are
    /// taken where the rules count them (retaliation.md §4.1).
    pub pass: bool,
    /// The corridors next to the marine's room they may move through (`Move`, careful or not).
    pub moves: Vec<u16>,
    /// A secure token in their room (`Secure`).
    pub secure: bool,
    /// Their room's actions (`room_offers`), Pressure Control's moves left out.
    pub rooms: Vec<RoomAct>,
    /// The robot's activations (`robot_offers`).
    pub robot: Vec<RobotAct>,
    /// Pressure Control: the intruders (each kind once per place, in the map's reading order)
    /// that may be moved somewhere now (`intruder_moves` gives where).
    pub pressure: Vec<(Place, RKind)>,
    /// Each intruder kind in reach, once per place, room first (`in_reach`), with what may be
    /// done to it.
    pub fights: Vec<FightOffer>,
    /// Fallen marines this one may carry along (`Carry`, co-op).
    pub carry: Vec<usize>,
    /// A card's noise roll (`Roll`).
    pub roll: bool,
    /// A card's infection procedure (`Infection`).
    pub infection: bool,
    /// A card that opens or closes a door: each door at the marine's room that can still
    /// change, with the state it would take (`Correct` with `Fix::Door`; a destroyed door never
    /// closes again, §7.5). Issue 54: doors are part of play, not only of corrections.
    pub doors: Vec<(u16, Door)>,
}

/// What may be done to the intruders of one kind in one place within a marine's reach.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FightOffer {
    pub at: Place,
    pub kind: RKind,
    /// It took a hit marker and lived (`Hit`; intruders in rooms only).
    pub hit: bool,
    /// It died (`Kill`).
    pub kill: bool,
    /// The Queen's hit track filled or she took a critical (`QueenCritical`), instead of hit and kill.
    pub queen_critical: bool,
    /// Melee, with each of its outcomes (`Melee`; in the marine's own room).
    pub melee: bool,
    /// This marine's shot (their room) or burst (a corridor next to it) as one of their
    /// actions (`Shoot`), with the results the rules take; none when no action is left.
    pub shots: Shots,
    /// An effect repels it (`Repel`).
    pub repel: bool,
}

/// The results a marine's shot or burst may report now (`FightOffer::shots`).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Shots {
    pub kill: bool,
    pub hit: bool,
    pub miss: bool,
}

impl Shots {
    /// The results offered, in the order a panel shows them.
    pub fn results(self) -> impl Iterator<Item = ShotResult> {
        [
            (self.kill, ShotResult::Kill),
            (self.hit, ShotResult::Hit),
            (self.miss, ShotResult::Miss),
        ]
        .into_iter()
        .filter_map(|(on, r)| on.then_some(r))
    }

    pub fn any(self) -> bool {
        self.kill || self.hit || self.miss
    }
}

impl RetaliationState {
    /// Whether `apply` takes this command now (`check`: nothing is copied or changed). A
    /// correction is checked as it is made, so it is tried on a copy.
    pub fn accepts(&self, cmd: &C) -> bool {
        match cmd {
            C::Correct { fix } => self.accepts_fix(*fix),
            _ => self.check(cmd).is_ok(),
        }
    }

    /// Whether `apply` takes this correction, tried on a copy (a correction is checked as it
    /// is made).
    fn accepts_fix(&self, fix: Fix) -> bool {
        self.clone().apply(&C::Correct { fix }).is_ok()
    }

    /// What marine `who` may do now: the buttons of their part of the panel.
    pub fn marine_offers(&self, who: usize) -> MarineOffers {
        let Some(m) = self.marines.get(who) else {
            return MarineOffers::default();
        };
        let fights = self
            .in_reach(who)
            .into_iter()
            .map(|(at, kind)| {
                let queen = kind == RKind::Queen;
                FightOffer {
                    at,
                    kind,
                    hit: !queen
                        && matches!(at, Place::Room(_))
                        && self.accepts(&C::Hit { at, kind }),
                    kill: !queen && self.accepts(&C::Kill { at, kind }),
                    queen_critical: queen && self.accepts(&C::QueenCritical {}),
                    melee: at == Place::Room(m.room)
                        && self.accepts(&C::Melee {
                            who,
                            kind,
                            killed: false,
                            blocked: false,
                        }),
                    repel: self.accepts(&C::Repel { who, at, kind }),
                    shots: {
                        let shot = |result| {
                            self.accepts(&C::Shoot {
                                who,
                                at,
                                kind,
                                result,
                            })
                        };
                        Shots {
                            kill: shot(ShotResult::Kill),
                            hit: shot(ShotResult::Hit),
                            miss: shot(ShotResult::Miss),
                        }
                    },
                }
            })
            .collect();
        MarineOffers {
            end_turn: self.accepts(&C::EndTurn { who, pass: false }),
            pass: self.accepts(&C::EndTurn { who, pass: true }),
            moves: self
                .map
                .corridors_of(m.room)
                .into_iter()
                .filter(|&corridor| {
                    self.accepts(&C::Move {
                        who,
                        corridor,
                        careful: false,
                    })
                })
                .collect(),
            secure: self.accepts(&C::Secure { who }),
            rooms: self.room_offers(who),
            robot: self.robot_offers(who),
            pressure: self.pressure_offers(who),
            fights,
            carry: (0..self.marines.len())
                .filter(|&fallen| {
                    self.marines[fallen].status == MarineStatus::Fallen
                        && self.accepts(&C::Carry { fallen, by: who })
                })
                .collect(),
            roll: self.accepts(&C::Roll { who }),
            infection: self.accepts(&C::Infection { who }),
            doors: self
                .map
                .corridors_of(m.room)
                .into_iter()
                .filter_map(|corridor| {
                    let to = match self.map.corridors.get(&corridor)?.door? {
                        Door::Open => Door::Closed,
                        Door::Closed => Door::Open,
                        Door::Destroyed => return None,
                    };
                    self.accepts_fix(Fix::Door { corridor, door: to })
                        .then_some((corridor, to))
                })
                .collect(),
        }
    }

    /// Where the autodestruction marker goes if it starts now, by a room action, an event or a
    /// correction: 5 spaces after the round marker.
    pub fn autodestruction_starts_at(&self) -> u8 {
        self.round
            .saturating_add(super::facility::AUTODESTRUCTION_SPACES)
    }

    /// The marines aboard the Lander who may take off with it now (`TakeOff`).
    pub fn take_offs(&self) -> Vec<usize> {
        (0..self.marines.len())
            .filter(|&who| {
                self.marines[who].status == MarineStatus::InLander
                    && self.accepts(&C::TakeOff { who })
            })
            .collect()
    }

    /// The round's next step when no question waits and the game goes on: the Intruder phase,
    /// the event card, the bag's development or the clean-up, whichever the rules take now.
    pub fn next_step(&self) -> Option<C> {
        if !self.pending.is_empty() || self.result.is_some() {
            return None;
        }
        [
            C::IntruderPhase {},
            C::EventCard {},
            C::BagDevelopment {},
            C::Cleanup {},
        ]
        .into_iter()
        .find(|c| self.accepts(c))
    }

    /// Whether the rules take this correction and it changes what they hold (a stepper's "+1"
    /// past the box or "−1" below nothing is not offered).
    pub fn correction_changes(&self, fix: Fix) -> bool {
        let mut probe = self.clone();
        probe.apply(&C::Correct { fix }).is_ok() && probe != *self
    }

    /// The intruders marine `who` can fight: in their room and in its corridors without a
    /// closed door on their side, each kind once per place, room first (what the window lists to shoot, hit or repel).
    pub fn in_reach(&self, who: usize) -> Vec<(Place, RKind)> {
        let Some(m) = self.marines.get(who) else {
            return Vec::new();
        };
        // a closed door blocks everything beyond it (retaliation.md §7.5)
        let mut places = vec![Place::Room(m.room)];
        places.extend(
            self.map
                .corridors_of(m.room)
                .into_iter()
                .filter(|&c| !self.map.closed_between(c, m.room))
                .map(Place::Corridor),
        );
        let mut out = Vec::new();
        for p in places {
            for i in self.map.intruders(p) {
                if !out.contains(&(p, i.kind)) {
                    out.push((p, i.kind));
                }
            }
        }
        out
    }

    /// The room actions `who` may use now. Pressure Control's moves are not listed one by one
    /// (every intruder to every place): `intruder_moves` gives them for one intruder.
    pub fn room_offers(&self, who: usize) -> Vec<RoomAct> {
        let Some(m) = self.marines.get(who) else {
            return Vec::new();
        };
        if m.status != MarineStatus::Inside {
            return Vec::new();
        }
        let mut v = self.room_candidates(who, m.room);
        if self.room_key(m.room) == Some(K::Server) {
            for room in self.map.rooms.keys().copied().filter(|r| *r != m.room) {
                if tables().is_ok_and(|t| t.rooms.get(&room).is_some_and(|f| f.computer)) {
                    v.extend(self.room_candidates(who, room).into_iter().map(|action| {
                        RoomAct::Remote {
                            room,
                            action: Box::new(action),
                        }
                    }));
                }
            }
        }
        v.into_iter()
            .filter(|action| {
                self.accepts(&C::Room {
                    who,
                    action: action.clone(),
                })
            })
            .collect()
    }

    pub(super) fn room_key(&self, room: u8) -> Option<K> {
        tables().ok()?.rooms.get(&room).map(|f| f.action)
    }

    /// Every action `room` could have for `who`, before the rules say which apply.
    fn room_candidates(&self, who: usize, room: u8) -> Vec<RoomAct> {
        let Some(key) = self.room_key(room) else {
            return Vec::new();
        };
        let corridors: Vec<u16> = self.map.corridors.keys().copied().collect();
        match key {
            K::LifeSupport => {
                let mut v = vec![
                    RoomAct::LifeSupport,
                    RoomAct::LookAa { swap: None },
                    RoomAct::PowerHibernatorium,
                ];
                v.extend(
                    self.map
                        .rooms
                        .values()
                        .filter(|r| r.fire)
                        .map(|r| RoomAct::DiscardFire { room: r.id }),
                );
                v
            }
            K::Autodestruction => vec![RoomAct::Autodestruction],
            K::Reactor => vec![RoomAct::Reactor],
            K::LandingZone => vec![RoomAct::Board],
            K::Hibernate => vec![RoomAct::Hibernate],
            K::Shuttle => vec![RoomAct::Shuttle],
            K::Nest => vec![RoomAct::TakeEgg],
            K::Server => vec![RoomAct::Data],
            K::Surgery => vec![RoomAct::Surgery],
            K::Sprinklers => Section::ALL
                .into_iter()
                .map(|section| RoomAct::Sprinklers { section })
                .collect(),
            // the box deals the tile: the window asks for it (not offered here)
            K::Drilling if self.config.dealer == crate::ids::Dealer::Box => Vec::new(),
            K::Drilling => Dir::ALL
                .into_iter()
                .map(|dir| RoomAct::Drill { dir, tile: None })
                .collect(),
            K::Alarm => corridors
                .iter()
                .filter(|c| self.map.corridors[c].noise_marker)
                .flat_map(|&corridor| {
                    [true, false].map(|resolve| RoomAct::Alarm { corridor, resolve })
                })
                .collect(),
            K::TechnicalCorridor => self
                .map
                .rooms
                .keys()
                .map(|&room| RoomAct::TechnicalCorridor { room })
                .collect(),
            K::DoorsInSection => self.door_offers(),
            K::RobotSecures => {
                let mut v = vec![RoomAct::RobotSecure { reinforce: None }];
                v.extend(
                    self.map
                        .corridors_of(self.facility.robot_room)
                        .into_iter()
                        .map(|c| RoomAct::RobotSecure { reinforce: Some(c) }),
                );
                v
            }
            // a hand holds at most 5 cards
            K::Shelter => (1..=self.marines[who].contamination.min(5))
                .map(|removed| RoomAct::Shelter { removed })
                .collect(),
            K::Decontamination => vec![RoomAct::Decontaminate {}],
            K::Heal | K::Supplies | K::Armory | K::Gunnery | K::MilitaryLab => {
                vec![RoomAct::Used {}]
            }
            K::MoveIntruder => Vec::new(),
        }
    }

    /// Door Control: for each section, each door that can change on its own, and all of a
    /// section's open doors closed at once.
    fn door_offers(&self) -> Vec<RoomAct> {
        let mut v = Vec::new();
        for section in Section::ALL {
            let mut open = Vec::new();
            for (&c, corr) in &self.map.corridors {
                let here = self
                    .map
                    .corridor_rooms(c)
                    .iter()
                    .any(|r| self.map.rooms.get(r).is_some_and(|r| r.section == section));
                if !here {
                    continue;
                }
                match corr.door {
                    Some(Door::Open) => {
                        open.push(c);
                        v.push(RoomAct::Doors {
                            section,
                            close: vec![c],
                            open: vec![],
                        });
                    }
                    Some(Door::Closed) => v.push(RoomAct::Doors {
                        section,
                        close: vec![],
                        open: vec![c],
                    }),
                    _ => {}
                }
            }
            if open.len() > 1 {
                v.push(RoomAct::Doors {
                    section,
                    close: open,
                    open: vec![],
                });
            }
        }
        v
    }

    /// Pressure Control: the intruders `who` may move now (each kind once per place, in the
    /// map's reading order), from the Pressure Control room or, through the Server Room, from
    /// afar; none when they stand in neither or cannot act.
    pub fn pressure_offers(&self, who: usize) -> Vec<(Place, RKind)> {
        if self.pressure_ways(who).is_empty() {
            return Vec::new();
        }
        let mut out = Vec::new();
        for at in self.map.occupied_in_reading_order(true, true) {
            let mut kinds: Vec<RKind> = self.map.intruders(at).iter().map(|i| i.kind).collect();
            kinds.sort();
            kinds.dedup();
            for kind in kinds {
                if self.moves_of(who, at, kind).next().is_some() {
                    out.push((at, kind));
                }
            }
        }
        out
    }

    /// Pressure Control: the room actions that move the intruder of `kind` at `from`, one per
    /// place it may go (through the Server Room they are `Remote`).
    pub fn intruder_moves(&self, who: usize, from: Place, kind: RKind) -> Vec<RoomAct> {
        self.moves_of(who, from, kind).collect()
    }

    fn moves_of(&self, who: usize, from: Place, kind: RKind) -> impl Iterator<Item = RoomAct> + '_ {
        let ways = self.pressure_ways(who);
        self.pressure_destinations()
            .flat_map(move |to| {
                let act = RoomAct::MoveIntruder { from, kind, to };
                ways.clone().into_iter().map(move |via| match via {
                    None => act.clone(),
                    Some(room) => RoomAct::Remote {
                        room,
                        action: Box::new(act.clone()),
                    },
                })
            })
            .filter(move |action| {
                self.accepts(&C::Room {
                    who,
                    action: action.clone(),
                })
            })
    }

    /// How `who` may reach Pressure Control: in its room (`None`), or from the Server Room
    /// through a Pressure Control room on the map (`Some(room)`).
    fn pressure_ways(&self, who: usize) -> Vec<Option<u8>> {
        let Some(here) = self.marines.get(who).map(|m| m.room) else {
            return Vec::new();
        };
        match self.room_key(here) {
            Some(K::MoveIntruder) => vec![None],
            Some(K::Server) => self
                .map
                .rooms
                .keys()
                .filter(|&&room| room != here && self.room_key(room) == Some(K::MoveIntruder))
                .map(|&room| Some(room))
                .collect(),
            _ => Vec::new(),
        }
    }

    /// Every place of the map an intruder could be moved to.
    fn pressure_destinations(&self) -> impl Iterator<Item = Place> + '_ {
        self.map
            .rooms
            .keys()
            .map(|r| Place::Room(*r))
            .chain(self.map.corridors.keys().map(|c| Place::Corridor(*c)))
    }

    /// What the robot may do for `who` now (nothing before the Hibernatorium is discovered, or
    /// with a Malfunction on its card).
    pub fn robot_offers(&self, who: usize) -> Vec<RobotAct> {
        let Some(kind) = self.facility.robot else {
            return Vec::new();
        };
        let at = self.facility.robot_room;
        let mut v: Vec<RobotAct> = self
            .robot_paths(at, kind.moves())
            .into_iter()
            .map(|rooms| RobotAct::Move { rooms })
            .collect();
        let next = self.map.corridors_of(at);
        match kind {
            RobotKind::Medical => v.push(RobotAct::Heal {}),
            RobotKind::Military => {
                for &corridor in &next {
                    for jammed in [false, true] {
                        v.push(RobotAct::Burst { corridor, jammed });
                    }
                }
            }
            RobotKind::Securing => {
                for &corridor in &next {
                    for closed in [true, false] {
                        v.push(RobotAct::Door { corridor, closed });
                    }
                }
                v.push(RobotAct::Secure {});
            }
            RobotKind::Server => v.extend(
                self.room_candidates(who, at)
                    .into_iter()
                    .map(|action| RobotAct::Room { action }),
            ),
            RobotKind::Technical => {
                v.push(RobotAct::Clear { fire: true });
                v.push(RobotAct::Clear { fire: false });
            }
            RobotKind::Exploration => v.extend(
                next.iter()
                    .filter(|c| self.map.unexplored(**c))
                    .map(|&corridor| RobotAct::Explore { corridor }),
            ),
        }
        v.into_iter()
            .filter(|act| {
                self.accepts(&C::Robot {
                    who,
                    act: act.clone(),
                })
            })
            .collect()
    }

    /// The corrections the table may make in a room (what the window lists when the room is
    /// tapped): its Fire and its Malfunction put on or taken off, one secure token more or
    /// fewer (3 at most), each marine who is inside or fallen put here, and each intruder
    /// type placed here (the Queen while she waits off the map). Each is one `apply` takes.
    pub fn room_corrections(&self, room: u8) -> Vec<Fix> {
        let Some(r) = self.map.rooms.get(&room) else {
            return Vec::new();
        };
        let mut v = vec![
            Fix::Fire { room, on: !r.fire },
            Fix::Malfunction {
                room,
                on: !r.malfunction,
            },
            Fix::Secure {
                room,
                count: r.secure + 1,
            },
        ];
        if r.secure > 0 {
            v.push(Fix::Secure {
                room,
                count: r.secure - 1,
            });
        }
        v.extend(
            self.marines
                .iter()
                .enumerate()
                .filter(|(_, m)| m.room != room)
                .map(|(who, _)| Fix::MarineTo { who, room }),
        );
        v.extend(
            [RKind::Adult, RKind::Drone, RKind::Larva, RKind::Queen]
                .into_iter()
                .map(|kind| Fix::Place {
                    at: Place::Room(room),
                    kind,
                }),
        );
        v.retain(|fix| self.accepts_fix(*fix));
        v
    }

    /// The corrections of a corridor: its noise marker put or taken off, and its door (if it
    /// has one) as each other state it can be in.
    pub fn corridor_corrections(&self, corridor: u16) -> Vec<Fix> {
        let Some(c) = self.map.corridors.get(&corridor) else {
            return Vec::new();
        };
        let mut v = vec![Fix::Noise {
            corridor,
            on: !c.noise_marker,
        }];
        if let Some(now) = c.door {
            v.extend(
                [Door::Open, Door::Closed, Door::Destroyed]
                    .into_iter()
                    .filter(|&other| other != now)
                    .map(|door| Fix::Door { corridor, door }),
            );
        }
        v.retain(|fix| self.accepts_fix(*fix));
        v
    }

    /// A placed room's frame corrections: another section, or another tile of its type from
    /// its pile (the tiles not on the map, in number order: the pile's order stays hidden).
    /// Each one the rules take and that changes something.
    pub fn room_frame_corrections(&self, room: u8) -> Vec<Fix> {
        let Some(r) = self.map.rooms.get(&room) else {
            return Vec::new();
        };
        let mut v: Vec<Fix> = Section::ALL
            .into_iter()
            .filter(|&section| section != r.section)
            .map(|section| Fix::Section { room, section })
            .collect();
        let pile = tables()
            .ok()
            .and_then(|t| t.rooms.get(&room))
            .filter(|f| !f.fixed)
            .and_then(|f| self.hidden.rooms.get(&f.kind));
        if let Some(pile) = pile {
            let mut tiles = pile.clone();
            tiles.sort_unstable();
            v.extend(tiles.into_iter().map(|tile| Fix::RoomTile { room, tile }));
        }
        v.retain(|&fix| self.correction_changes(fix));
        v
    }

    /// The tiles a placed corridor may be corrected to: the corridor tiles still in the pile,
    /// in number order (the pile's order stays hidden); none for the Hibernatorium's own.
    pub fn corridor_tile_corrections(&self, corridor: u16) -> Vec<Fix> {
        let mut tiles = self.hidden.corridors.clone();
        tiles.sort_unstable();
        tiles
            .into_iter()
            .map(|tile| Fix::Tile { corridor, tile })
            .filter(|fix| self.accepts_fix(*fix))
            .collect()
    }

    /// The shortest robot path to each room it can reach in `most` steps.
    fn robot_paths(&self, from: u8, most: usize) -> Vec<Vec<u8>> {
        let mut paths: Vec<Vec<u8>> = Vec::new();
        let mut frontier = vec![(from, Vec::new())];
        let mut seen = vec![from];
        for _ in 0..most {
            let mut next = Vec::new();
            for (at, path) in frontier {
                for c in self.map.corridors_of(at) {
                    let Some(to) = self.map.beyond(c, at) else {
                        continue;
                    };
                    if seen.contains(&to)
                        || self.map.closed_between(c, at)
                        || self.map.closed_between(c, to)
                    {
                        continue;
                    }
                    seen.push(to);
                    let mut p: Vec<u8> = path.clone();
                    p.push(to);
                    paths.push(p.clone());
                    next.push((to, p));
                }
            }
            frontier = next;
        }
        paths
    }
}

/// A command's part with the fields of it the table fills in.
type WithChoices<T> = (T, Vec<Choice>);

fn json<T: serde::Serialize>(v: T) -> Value {
    serde_json::to_value(v).unwrap_or(Value::Null)
}

/// The pointer to field `f` of the action under `at`.
fn field(at: &str, f: &str) -> String {
    format!("{at}/{f}")
}

fn both() -> Vec<Value> {
    vec![Value::Bool(false), Value::Bool(true)]
}

/// The player number of marine `who` (1-based).
fn player(who: usize) -> Actor {
    Actor::Player {
        player: u8::try_from(who + 1).unwrap_or(u8::MAX),
    }
}

impl RetaliationState {
    /// Every command `apply` takes now, corrections aside (`Ruleset::offers`): sound and
    /// complete, each with who sends it and the fields the table fills in.
    pub fn offers(&self) -> Vec<Offer<C>> {
        let mut v = Vec::new();
        if self.result.is_some() {
            return v;
        }
        let push = |v: &mut Vec<Offer<C>>, actor: Actor, command: C, choices: Vec<Choice>| {
            if self.accepts(&command) {
                v.push(Offer {
                    actor,
                    command,
                    choices,
                });
            }
        };
        if let Some(q) = self.pending.front().copied() {
            self.answer_offers(q, &mut v);
        }
        for who in 0..self.marines.len() {
            push(&mut v, player(who), C::Died { who }, Vec::new());
        }
        if !self.pending.is_empty() || self.ended.is_some() {
            return v;
        }
        for step in [
            C::IntruderPhase {},
            C::EventCard {},
            C::BagDevelopment {},
            C::Cleanup {},
            C::QueenCritical {},
        ] {
            push(&mut v, Actor::Table, step, Vec::new());
        }
        for at in self.map.occupied_in_reading_order(true, true) {
            for kind in self.kinds_at(at) {
                push(&mut v, Actor::Table, C::Kill { at, kind }, Vec::new());
                push(&mut v, Actor::Table, C::Hit { at, kind }, Vec::new());
            }
        }
        for who in self.turn_order() {
            self.marine_commands(who, &mut v);
        }
        v
    }

    /// The intruder kinds at `at`, each once, largest first.
    fn kinds_at(&self, at: Place) -> Vec<RKind> {
        let mut kinds: Vec<RKind> = self.map.intruders(at).iter().map(|i| i.kind).collect();
        kinds.sort();
        kinds.dedup();
        kinds
    }

    /// The answers to the waiting question: each with every value the rules take.
    fn answer_offers(&self, q: Question, v: &mut Vec<Offer<C>>) {
        let offer = |actor, command, choices| Offer {
            actor,
            command,
            choices,
        };
        match q {
            // the marine who rolled says what came up (issue 53: from their phone)
            Question::NoiseRoll { who, .. } => v.push(offer(
                player(who),
                C::NoiseRoll {
                    face: NoiseFace::One,
                },
                vec![Choice::one_of(
                    "/face",
                    NoiseFace::ALL.into_iter().map(json).collect(),
                )],
            )),
            Question::TokenBack { kind, .. } => {
                let (a, d) = kind.back_limits();
                v.push(offer(
                    Actor::Table,
                    C::TokenBack {
                        adults: *a.start(),
                        drones: *d.start(),
                    },
                    vec![
                        Choice::range("/adults", u32::from(*a.start()), u32::from(*a.end())),
                        Choice::range("/drones", u32::from(*d.start()), u32::from(*d.end())),
                    ],
                ));
            }
            Question::Infection { .. } | Question::Eclosion { .. } => v.push(offer(
                Actor::Table,
                C::Scan { found: false },
                vec![Choice::one_of("/found", both())],
            )),
            // given behind the curtain by the marine who looked
            Question::AaOrder { who } => v.push(offer(
                player(who),
                C::AaOrder { swap: false },
                vec![Choice::one_of("/swap", both())],
            )),
            Question::Tiles { .. } => {
                let Some(w) = self.tiles_wanted() else {
                    return;
                };
                let rooms = self.tile_rooms(&w);
                let Some(&room) = rooms.first() else {
                    return;
                };
                let command = C::Tiles {
                    room,
                    corridors: w.corridors.iter().take(w.count).copied().collect(),
                };
                if self.accepts(&command) {
                    v.push(offer(
                        Actor::Table,
                        command,
                        vec![
                            Choice::one_of("/room", rooms.into_iter().map(json).collect()),
                            Choice {
                                field: "/corridors".into(),
                                values: Values::SubsetOf {
                                    values: w.corridors.into_iter().map(json).collect(),
                                    min: w.count,
                                    max: w.count,
                                },
                            },
                        ],
                    ));
                }
            }
        }
    }

    /// What marine `who` may send now (no question waiting).
    fn marine_commands(&self, who: usize, v: &mut Vec<Offer<C>>) {
        let Some(m) = self.marines.get(who) else {
            return;
        };
        let actor = player(who);
        let push = |v: &mut Vec<Offer<C>>, command: C, choices: Vec<Choice>| {
            if self.accepts(&command) {
                v.push(Offer {
                    actor,
                    command,
                    choices,
                });
            }
        };
        push(v, C::TakeOff { who }, Vec::new());
        for fallen in 0..self.marines.len() {
            push(v, C::Carry { fallen, by: who }, Vec::new());
        }
        if m.status != MarineStatus::Inside {
            return;
        }
        push(v, C::Roll { who }, Vec::new());
        push(v, C::Infection { who }, Vec::new());
        for at in self.map.occupied_in_reading_order(true, true) {
            for kind in self.kinds_at(at) {
                push(v, C::Repel { who, at, kind }, Vec::new());
            }
        }
        // the rest are turn commands: one check tells whether any goes
        if self.check(&C::EndTurn { who, pass: false }).is_err() {
            return;
        }
        push(v, C::EndTurn { who, pass: false }, Vec::new());
        push(v, C::EndTurn { who, pass: true }, Vec::new());
        for corridor in self.map.corridors_of(m.room) {
            for careful in [false, true] {
                push(
                    v,
                    C::Move {
                        who,
                        corridor,
                        careful,
                    },
                    Vec::new(),
                );
            }
        }
        push(v, C::Secure { who }, Vec::new());
        for kind in self.kinds_at(Place::Room(m.room)) {
            push(
                v,
                C::Melee {
                    who,
                    kind,
                    killed: false,
                    blocked: false,
                },
                vec![
                    Choice::one_of("/killed", both()),
                    Choice::one_of("/blocked", both()),
                ],
            );
        }
        for (at, kind) in self.in_reach(who) {
            for result in [ShotResult::Kill, ShotResult::Hit, ShotResult::Miss] {
                push(
                    v,
                    C::Shoot {
                        who,
                        at,
                        kind,
                        result,
                    },
                    Vec::new(),
                );
            }
        }
        for (action, choices) in self.room_acts(who, m.room, "/action") {
            push(v, C::Room { who, action }, choices);
        }
        if self.robot_ready().is_ok() {
            for (act, choices) in self.robot_acts(who) {
                push(v, C::Robot { who, act }, choices);
            }
        }
    }

    /// Every action of `room` for `who` that the rules take (the room's own checks only: the
    /// caller checks the marine's part), with the fields the table fills in under `at`, the
    /// pointer to the action in the command.
    fn room_acts(&self, who: usize, room: u8, at: &str) -> Vec<WithChoices<RoomAct>> {
        let Some(key) = self.room_key(room) else {
            return Vec::new();
        };
        let mut v: Vec<WithChoices<RoomAct>> = match key {
            K::Shelter => vec![(
                RoomAct::Shelter { removed: 0 },
                vec![Choice::range(
                    &field(at, "removed"),
                    0,
                    u32::from(self.marines.get(who).map_or(0, |m| m.contamination)),
                )],
            )],
            K::Drilling => self.drill_acts(at),
            K::MoveIntruder => self.move_intruder_acts(at),
            K::TechnicalCorridor => self.technical_corridor_acts(room, at),
            K::DoorsInSection => self.section_door_acts(at),
            K::Server => self.server_acts(who, room, at),
            _ => self.plain_room_acts(who, room, key, at),
        };
        v.retain(|(act, _)| self.check_room(who, room, act).is_ok());
        v
    }

    /// The Drilling Station: each side, with no tile named (the app deals) or with any tile
    /// still in the pile.
    fn drill_acts(&self, at: &str) -> Vec<WithChoices<RoomAct>> {
        let mut v: Vec<WithChoices<RoomAct>> = Vec::new();
        let mut tiles = self.hidden.corridors.clone();
        tiles.sort_unstable();
        for dir in Dir::ALL {
            v.push((RoomAct::Drill { dir, tile: None }, Vec::new()));
            if let Some(&first) = tiles.first() {
                v.push((
                    RoomAct::Drill {
                        dir,
                        tile: Some(first),
                    },
                    vec![Choice::one_of(
                        &field(at, "tile"),
                        tiles.iter().map(|&t| json(t)).collect(),
                    )],
                ));
            }
        }
        v
    }

    /// Moving an intruder: each intruder on the map, to any place the pressure may send it.
    fn move_intruder_acts(&self, at: &str) -> Vec<WithChoices<RoomAct>> {
        let mut v: Vec<WithChoices<RoomAct>> = Vec::new();
        for from in self.map.occupied_in_reading_order(true, true) {
            for kind in self.kinds_at(from) {
                let to: Vec<Place> = self
                    .pressure_destinations()
                    .filter(|&to| self.check_destination(from, kind, to).is_ok())
                    .collect();
                if let Some(&first) = to.first() {
                    v.push((
                        RoomAct::MoveIntruder {
                            from,
                            kind,
                            to: first,
                        },
                        vec![Choice::one_of(
                            &field(at, "to"),
                            to.into_iter().map(json).collect(),
                        )],
                    ));
                }
            }
        }
        v
    }

    /// A technical corridor from `room` to any other placed room.
    fn technical_corridor_acts(&self, room: u8, at: &str) -> Vec<WithChoices<RoomAct>> {
        let rooms: Vec<u8> = self
            .map
            .rooms
            .keys()
            .copied()
            .filter(|&r| r != room)
            .collect();
        let Some(&first) = rooms.first() else {
            return Vec::new();
        };
        vec![(
            RoomAct::TechnicalCorridor { room: first },
            vec![Choice::one_of(
                &field(at, "room"),
                rooms.into_iter().map(json).collect(),
            )],
        )]
    }

    /// The doors of each section: some closed (and some opened), or some opened.
    fn section_door_acts(&self, at: &str) -> Vec<WithChoices<RoomAct>> {
        let mut v: Vec<WithChoices<RoomAct>> = Vec::new();
        for section in Section::ALL {
            let doors: Vec<u16> = self
                .map
                .corridors
                .iter()
                .filter(|(c, corr)| {
                    matches!(corr.door, Some(Door::Open | Door::Closed))
                        && self.corridor_in_section(**c, section)
                })
                .map(|(c, _)| *c)
                .collect();
            let Some(&first) = doors.first() else {
                continue;
            };
            let all: Vec<Value> = doors.iter().map(|&c| json(c)).collect();
            let n = all.len();
            let subset = |f: &str, min: usize| Choice {
                field: field(at, f),
                values: Values::SubsetOf {
                    values: all.clone(),
                    min,
                    max: n,
                },
            };
            v.push((
                RoomAct::Doors {
                    section,
                    close: vec![first],
                    open: vec![],
                },
                vec![subset("close", 1), subset("open", 0)],
            ));
            v.push((
                RoomAct::Doors {
                    section,
                    close: vec![],
                    open: vec![first],
                },
                vec![subset("open", 1)],
            ));
        }
        v
    }

    /// The Server Room: the data, and the action of each other placed room with a computer.
    fn server_acts(&self, who: usize, room: u8, at: &str) -> Vec<WithChoices<RoomAct>> {
        let mut v: Vec<WithChoices<RoomAct>> = vec![(RoomAct::Data, Vec::new())];
        let computers: Vec<u8> = self
            .map
            .rooms
            .keys()
            .copied()
            .filter(|&r| {
                r != room && tables().is_ok_and(|t| t.rooms.get(&r).is_some_and(|f| f.computer))
            })
            .collect();
        for used in computers {
            let inner = format!("{at}/action");
            for (action, choices) in self.room_acts(who, used, &inner) {
                v.push((
                    RoomAct::Remote {
                        room: used,
                        action: Box::new(action),
                    },
                    choices,
                ));
            }
        }
        v
    }

    /// Every other room's actions, which the table fills in nothing of; and, in games from
    /// before the count (which chose the AA order blind, and still may), the AA order.
    fn plain_room_acts(&self, who: usize, room: u8, key: K, at: &str) -> Vec<WithChoices<RoomAct>> {
        let mut v: Vec<WithChoices<RoomAct>> = self
            .room_candidates(who, room)
            .into_iter()
            .map(|a| (a, Vec::new()))
            .collect();
        if key == K::LifeSupport && !self.config.two_actions {
            v.push((
                RoomAct::LookAa { swap: Some(false) },
                vec![Choice::one_of(&field(at, "swap"), both())],
            ));
        }
        v
    }

    /// Every robot activation (the marine's part is checked by the caller), with the fields the
    /// table fills in.
    fn robot_acts(&self, who: usize) -> Vec<WithChoices<RobotAct>> {
        let Some(kind) = self.facility.robot else {
            return Vec::new();
        };
        let at = self.facility.robot_room;
        let mut v: Vec<WithChoices<RobotAct>> = self
            .robot_walks(at, kind.moves())
            .into_iter()
            .map(|rooms| (RobotAct::Move { rooms }, Vec::new()))
            .collect();
        let next = self.map.corridors_of(at);
        match kind {
            RobotKind::Medical => v.push((RobotAct::Heal {}, Vec::new())),
            RobotKind::Military => {
                for &corridor in &next {
                    v.push((
                        RobotAct::Burst {
                            corridor,
                            jammed: false,
                        },
                        vec![Choice::one_of("/act/jammed", both())],
                    ));
                }
            }
            RobotKind::Securing => {
                for &corridor in &next {
                    for closed in [true, false] {
                        v.push((RobotAct::Door { corridor, closed }, Vec::new()));
                    }
                }
                v.push((RobotAct::Secure {}, Vec::new()));
            }
            RobotKind::Server => v.extend(
                self.room_acts(who, at, "/act/action")
                    .into_iter()
                    .map(|(action, choices)| (RobotAct::Room { action }, choices)),
            ),
            RobotKind::Technical => {
                v.push((RobotAct::Clear { fire: true }, Vec::new()));
                v.push((RobotAct::Clear { fire: false }, Vec::new()));
            }
            RobotKind::Exploration => v.extend(
                next.iter()
                    .map(|&corridor| (RobotAct::Explore { corridor }, Vec::new())),
            ),
        }
        v
    }

    /// Every walk of the robot from `from`, 1 to `most` rooms long, one open step at a time
    /// (a walk may come back through a room: the rules take any).
    fn robot_walks(&self, from: u8, most: usize) -> Vec<Vec<u8>> {
        let mut all = Vec::new();
        let mut frontier: Vec<Vec<u8>> = vec![Vec::new()];
        for _ in 0..most {
            let mut next = Vec::new();
            for path in frontier {
                let at = path.last().copied().unwrap_or(from);
                for c in self.map.corridors_of(at) {
                    let Some(to) = self.map.beyond(c, at) else {
                        continue;
                    };
                    if self.robot_step(at, to).is_err() {
                        continue;
                    }
                    let mut p = path.clone();
                    p.push(to);
                    all.push(p.clone());
                    next.push(p);
                }
            }
            frontier = next;
        }
        all
    }
}
