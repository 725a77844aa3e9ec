//! What a marine may do now, as the rules see it: the room actions and robot activations the
//! window offers as buttons (issue 33: the rules answer, the window does not work it out). Each
//! candidate is tried on a copy of the game, so an offer is exactly what `apply` takes.

use super::data::{RobotKind, RoomActionKey as K};
use super::map::{Dir, Door, Place, Section};
use super::{
    Fix, MarineStatus, RKind, RetaliationCommand as C, RetaliationState, RobotAct, RoomAct, tables,
};

/// Everything one marine may do now, as the rules see it (issue 33: the window shows these as
/// buttons and decides none of them). Each entry stands for a command `apply` takes now.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct MarineOffers {
    /// End the turn, or pass (`EndTurn` either way).
    pub end_turn: bool,
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
    /// An effect repels it (`Repel`).
    pub repel: bool,
}

impl RetaliationState {
    /// Whether `apply` takes this command now (tried on a copy; this state does not change).
    pub fn accepts(&self, cmd: &C) -> bool {
        self.clone().apply(cmd).is_ok()
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
                }
            })
            .collect();
        MarineOffers {
            end_turn: self.accepts(&C::EndTurn { who, pass: false }),
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

    /// The intruders marine `who` can fight: in their room and in its corridors, each kind
    /// once per place, room first (what the window lists to shoot, hit or repel).
    pub fn in_reach(&self, who: usize) -> Vec<(Place, RKind)> {
        let Some(m) = self.marines.get(who) else {
            return Vec::new();
        };
        let mut places = vec![Place::Room(m.room)];
        places.extend(
            self.map
                .corridors_of(m.room)
                .into_iter()
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

    fn room_key(&self, room: u8) -> Option<K> {
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
        v.retain(|fix| self.accepts(&C::Correct { fix: *fix }));
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
        v.retain(|fix| self.accepts(&C::Correct { fix: *fix }));
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
            .filter(|fix| self.accepts(&C::Correct { fix: *fix }))
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
