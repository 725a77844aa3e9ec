//! Whether a command goes through, without playing it (issue 51): `check` is the refusal part
//! of every command, on `&self`. `apply` runs it first, and the offers are built from it, so an
//! offer and a refusal cannot disagree; no copy of the game is made to find out.

use super::data::{RobotKind, RoomActionKey as K, RoomFact, RoomKind, Tables};
use super::map::{CORRIDOR_ROOM, Dir, Door, Place, Section, size};
use super::{
    ACTIONS_PER_TURN, HIBERNATORIUM, Lander, MarineStatus, Question, RKind,
    RetaliationCommand as C, RetaliationError as E, RetaliationState, RobotAct, RoomAct,
    ShotResult, Step, tables,
};

type Checked = Result<(), E>;

impl RetaliationState {
    /// Whether `apply` takes `cmd` now, and if not, the refusal it gives. Nothing changes.
    pub fn check(&self, cmd: &C) -> Checked {
        if self.result.is_some() {
            return Err(E::GameOver);
        }
        self.check_waiting(cmd)?;
        self.check_turn(cmd)?;
        self.check_command(cmd)
    }

    /// What holds for every command: an answer answers the first question and nothing else
    /// goes while one waits (but a death and a correction); after the end only answers.
    fn check_waiting(&self, cmd: &C) -> Checked {
        if let Some(q) = self.pending.front().copied() {
            if !cmd.is_answer() && !matches!(cmd, C::Correct { .. } | C::Died { .. }) {
                return Err(E::Waiting(q));
            }
        } else if cmd.is_answer() {
            return Err(E::NothingAsked);
        }
        if self.ended.is_some() && !cmd.is_answer() {
            return Err(E::GameOver);
        }
        Ok(())
    }

    /// A marine who passed takes no more turns this round (JA 179, 232); with turns counted,
    /// a marine acts in their own turn, two actions at most (retaliation.md §4.1).
    fn check_turn(&self, cmd: &C) -> Checked {
        let turn_of = match cmd {
            C::Carry { by, .. } => Some(*by),
            other => other.turn_command_of(),
        };
        if let Some(who) = turn_of
            && self.marines.get(who).is_some_and(|m| m.passed)
        {
            return Err(E::AlreadyPassed);
        }
        if !self.config.two_actions || self.step != Step::Players {
            return Ok(());
        }
        let (Some(who), Some((now, used))) = (cmd.turn_command_of(), self.current_turn()) else {
            return Ok(());
        };
        if who != now {
            return Err(E::NotYourTurn {
                player: now as u8 + 1,
            });
        }
        if cmd.action_of().is_some() && used >= ACTIONS_PER_TURN {
            return Err(E::NoActionsLeft);
        }
        Ok(())
    }

    fn check_command(&self, cmd: &C) -> Checked {
        match cmd {
            C::NoiseRoll { .. } => match self.pending.front() {
                Some(Question::NoiseRoll { .. }) => Ok(()),
                _ => Err(E::WrongAnswer),
            },
            C::TokenBack { adults, drones } => match self.pending.front() {
                Some(Question::TokenBack { kind, .. }) => {
                    let (a, d) = kind.back_limits();
                    if a.contains(adults) && d.contains(drones) {
                        Ok(())
                    } else {
                        Err(E::WrongAnswer)
                    }
                }
                _ => Err(E::WrongAnswer),
            },
            C::Scan { .. } => match self.pending.front() {
                Some(Question::Infection { .. } | Question::Eclosion { .. }) => Ok(()),
                _ => Err(E::WrongAnswer),
            },
            C::AaOrder { .. } => match self.pending.front() {
                Some(Question::AaOrder { .. }) => Ok(()),
                _ => Err(E::WrongAnswer),
            },
            C::Tiles { room, corridors } => self.check_tiles(*room, corridors),
            C::Move { who, corridor, .. } => self.check_move(*who, *corridor),
            C::EndTurn { who, .. } => {
                self.players_step()?;
                let room = self.marine_inside(*who)?;
                self.map.rooms.get(&room).ok_or(E::NoSuchRoom).map(|_| ())
            }
            C::Room { who, action } => {
                self.players_step()?;
                let room = self.marine_inside(*who)?;
                if self.map.rooms.get(&room).is_some_and(|r| r.malfunction) {
                    return Err(E::RoomMalfunction);
                }
                self.check_room(*who, room, action)
            }
            C::Secure { who } => {
                self.players_step()?;
                let room = self.marine_inside(*who)?;
                self.check_secure(room)
            }
            C::Repel { who, at, kind } => {
                self.marine_inside(*who)?;
                self.check_intruder(*at, *kind)
            }
            C::Melee { who, kind, .. } => {
                self.players_step()?;
                let room = self.marine_inside(*who)?;
                self.check_intruder(Place::Room(room), *kind)
            }
            C::Robot { who, act } => self.check_robot(*who, act),
            C::Roll { who } | C::Infection { who } => self.marine_inside(*who).map(|_| ()),
            C::Died { who } => match self.marine(*who)?.status {
                MarineStatus::Inside | MarineStatus::InLander => Ok(()),
                _ => Err(E::NotInside),
            },
            C::Carry { fallen, by } => {
                let to = self.marine_inside(*by)?;
                let f = self.marine(*fallen)?;
                if f.status != MarineStatus::Fallen {
                    return Err(E::NotFallen);
                }
                if f.room == to || self.just_left != Some((*by, f.room)) {
                    return Err(E::NotAdjacent);
                }
                Ok(())
            }
            C::Shoot {
                who,
                at,
                kind,
                result,
            } => self.check_shot(*who, *at, *kind, *result),
            C::Kill { at, kind } => {
                if *kind == RKind::Queen {
                    return Err(E::NoSuchIntruder);
                }
                self.check_intruder(*at, *kind)?;
                self.check_reach(*at)
            }
            C::Hit { at, kind } => {
                if *kind == RKind::Queen || !matches!(at, Place::Room(_)) {
                    return Err(E::NoSuchIntruder);
                }
                self.check_intruder(*at, *kind)?;
                self.check_reach(*at)
            }
            C::QueenCritical {} => {
                if self.queen_dead || self.hidden.queen_deck.is_empty() {
                    Err(E::QueenDead)
                } else {
                    Ok(())
                }
            }
            C::IntruderPhase {} => {
                self.players_step()?;
                if self.inside().iter().any(|&i| !self.marines[i].passed) {
                    return Err(E::NotAllPassed);
                }
                Ok(())
            }
            C::TakeOff { who } => {
                if self.step != Step::Event {
                    return Err(E::WrongStep(self.step));
                }
                if self.marine(*who)?.status != MarineStatus::InLander
                    || self.facility.lander != Lander::Landed
                {
                    return Err(E::NotAvailable);
                }
                Ok(())
            }
            C::EventCard {} => self.at_step(Step::Event),
            C::BagDevelopment {} => {
                self.at_step(Step::Bag)?;
                if self.hidden.bag.is_empty() {
                    return Err(E::BagEmpty);
                }
                Ok(())
            }
            C::Cleanup {} => self.at_step(Step::Cleanup),
            // the table is the truth: a correction is checked as it is made
            C::Correct { .. } => Ok(()),
        }
    }

    fn at_step(&self, step: Step) -> Checked {
        if self.step == step {
            Ok(())
        } else {
            Err(E::WrongStep(self.step))
        }
    }

    fn players_step(&self) -> Checked {
        self.at_step(Step::Players)
    }

    /// An intruder of `kind` (not the Blank) at `at`.
    /// A shot goes at an intruder in the marine's room, a burst into a corridor next to it
    /// without a closed door between (retaliation.md §7.5, §11.7–11.8). A shot always puts a
    /// hit marker on its target before the die, so it kills or hits, never misses; a burst's
    /// hits go only where they kill, so it kills or misses. The Queen's hits go on her track
    /// (§10.6): she is never killed by a shot.
    fn check_shot(&self, who: usize, at: Place, kind: RKind, result: ShotResult) -> Checked {
        self.players_step()?;
        self.marine_inside(who)?;
        self.check_intruder(at, kind)?;
        if !self.in_reach(who).contains(&(at, kind)) {
            return Err(E::OutOfReach);
        }
        let queen = kind == RKind::Queen;
        let room = matches!(at, Place::Room(_));
        let takes = match result {
            ShotResult::Kill => !queen,
            ShotResult::Hit => room || queen,
            ShotResult::Miss => !room,
        };
        if takes {
            Ok(())
        } else {
            Err(E::NoSuchIntruder)
        }
    }

    fn check_intruder(&self, at: Place, kind: RKind) -> Checked {
        if kind == RKind::Blank || !self.map.intruders(at).iter().any(|i| i.kind == kind) {
            return Err(E::NoSuchIntruder);
        }
        Ok(())
    }

    /// Whether someone can hurt what stands at `at` (retaliation.md §7.5: a closed door blocks
    /// everything beyond it): a marine in that room (shooting, melee); for a corridor, a marine
    /// in a room next to it on a side without a closed door (burst, grenade), the Military
    /// Robot likewise, or a marine in the Gunnery Room, which fires into corridors beyond doors.
    pub fn reaches(&self, at: Place) -> bool {
        match at {
            Place::Room(r) => !self.inside_room(r).is_empty(),
            Place::Corridor(c) => {
                let from_room = |room: u8| {
                    self.map.corridors_of(room).contains(&c) && !self.map.closed_between(c, room)
                };
                self.inside().into_iter().any(|i| {
                    let room = self.marines[i].room;
                    from_room(room)
                        || (self.room_key(room) == Some(K::Gunnery)
                            && !self.map.rooms.get(&room).is_some_and(|r| r.malfunction))
                }) || (self.facility.robot == Some(RobotKind::Military)
                    && from_room(self.facility.robot_room))
            }
        }
    }

    fn check_reach(&self, at: Place) -> Checked {
        if self.reaches(at) {
            Ok(())
        } else {
            Err(E::OutOfReach)
        }
    }

    /// A secure token may go in `room`: it can be secured, no intruders, fewer than 3.
    pub(super) fn check_secure(&self, room: u8) -> Checked {
        let unsecurable = tables()
            .map_err(E::from)?
            .rooms
            .get(&room)
            .is_some_and(|f| f.no_secure);
        let r = self.map.rooms.get(&room).ok_or(E::NoSuchRoom)?;
        if unsecurable || !r.intruders.is_empty() || r.secure >= 3 {
            return Err(E::CannotSecure);
        }
        Ok(())
    }

    /// A move through `corridor` out of the marine's room: next to it, no closed door on
    /// either end, and an unexplored corridor leads into the frame with a room tile left.
    pub(super) fn check_move(&self, who: usize, corridor: u16) -> Checked {
        self.players_step()?;
        let room = self.marine_inside(who)?;
        if !self.map.corridors_of(room).contains(&corridor) {
            return Err(E::NotAdjacent);
        }
        if self.map.closed_between(corridor, room) {
            return Err(E::DoorClosed);
        }
        match self.map.beyond(corridor, room) {
            Some(d) if self.map.closed_between(corridor, d) => Err(E::DoorClosed),
            Some(_) => Ok(()),
            None => self.check_explore(corridor, room),
        }
    }

    /// An exploration through `corridor` from `from`: into the frame, with a room tile left.
    fn check_explore(&self, corridor: u16, from: u8) -> Checked {
        if self.space(self.far_end(corridor, from)?).is_none() {
            return Err(E::OutOfFrame);
        }
        // a room tile left, and an exploration card to draw (cards that leave the game once
        // drawn can empty deck and discard both)
        if self.hidden.rooms.values().all(Vec::is_empty)
            || (self.hidden.exploration.is_empty() && self.hidden.exploration_discard.is_empty())
        {
            return Err(E::NoRoomTile);
        }
        Ok(())
    }

    /// The tiles answer fits the waiting exploration (`tiles_wanted`).
    fn check_tiles(&self, room: u8, corridors: &[u16]) -> Checked {
        let Some(Question::Tiles { .. }) = self.pending.front() else {
            return Err(E::WrongAnswer);
        };
        let Some(w) = self.tiles_wanted() else {
            return Err(E::NoRoomTile);
        };
        let mut distinct = corridors.to_vec();
        distinct.sort_unstable();
        distinct.dedup();
        if !self.tile_rooms(&w).contains(&room)
            || distinct.len() != corridors.len()
            || corridors.len() != w.count
            || corridors.iter().any(|c| !self.hidden.corridors.contains(c))
        {
            return Err(E::TilesExpected {
                pile: w.room_kind,
                rooms: w.rooms,
                corridors: w.count,
            });
        }
        Ok(())
    }

    /// The room tiles a tiles answer may name: the pile the card draws from, and for a card
    /// that draws by section, the other sections' piles too (the real frame may differ).
    pub(super) fn tile_rooms(&self, w: &super::TilesWanted) -> Vec<u8> {
        let mut rooms = w.rooms.clone();
        let by_section = tables().is_ok_and(|t| {
            self.pending.front().is_some_and(|q| match q {
                Question::Tiles { card, .. } => t
                    .exploration
                    .get(usize::from(*card))
                    .is_some_and(|f| f.room == super::data::ExploreRoom::Section),
                _ => false,
            })
        });
        if by_section {
            for k in [RoomKind::A, RoomKind::B, RoomKind::C] {
                if k != w.room_kind
                    && let Some(p) = self.hidden.rooms.get(&k)
                {
                    rooms.extend(p.iter().copied());
                }
            }
        }
        rooms.sort_unstable();
        rooms.dedup();
        rooms
    }

    /// The robot's card, if it can act now.
    pub(super) fn robot_ready(&self) -> Result<RobotKind, E> {
        let f = &self.facility;
        match f.robot {
            Some(kind) if f.hibernatorium_discovered && !f.robot_malfunction => Ok(kind),
            _ => Err(E::RobotUnavailable),
        }
    }

    /// `who` activates the robot: in its room, or from any room with a computer.
    pub(super) fn check_robot(&self, who: usize, act: &RobotAct) -> Checked {
        self.players_step()?;
        let room = self.marine_inside(who)?;
        let robot = self.robot_ready()?;
        let t = tables().map_err(E::from)?;
        let computer = t.rooms.get(&room).is_some_and(|f| f.computer);
        let here = self.facility.robot_room;
        if room != here && !computer {
            return Err(E::RobotOutOfReach);
        }
        use RobotKind as R;
        match (robot, act) {
            (_, RobotAct::Move { rooms }) => {
                if rooms.is_empty() || rooms.len() > robot.moves() {
                    return Err(E::NotAvailable);
                }
                let mut at = here;
                for &next in rooms {
                    self.robot_step(at, next)?;
                    at = next;
                }
                Ok(())
            }
            (R::Medical, RobotAct::Heal {}) => Ok(()),
            (R::Exploration, RobotAct::Explore { corridor }) => {
                if !self.map.corridors_of(here).contains(corridor)
                    || !self.map.unexplored(*corridor)
                {
                    return Err(E::NotAdjacent);
                }
                if self.map.closed_between(*corridor, here) {
                    return Err(E::DoorClosed);
                }
                self.check_explore(*corridor, here)
            }
            (R::Military, RobotAct::Burst { corridor, .. }) => {
                if !self.map.corridors_of(here).contains(corridor) {
                    return Err(E::NotAdjacent);
                }
                Ok(())
            }
            (R::Securing, RobotAct::Door { corridor, .. }) => {
                if !self.map.corridors_of(here).contains(corridor) {
                    return Err(E::NotAdjacent);
                }
                self.check_door(*corridor)
            }
            (R::Securing, RobotAct::Secure {}) => self.check_secure(here),
            (R::Server, RobotAct::Room { action }) => {
                if !t.rooms.get(&here).is_some_and(|f| f.computer) {
                    return Err(E::WrongRoom);
                }
                // the Server Robot uses the room even with a Malfunction on it
                self.check_room(who, here, action)
            }
            (R::Technical, RobotAct::Clear { fire }) => {
                let r = self.map.rooms.get(&here).ok_or(E::NoSuchRoom)?;
                if (*fire && !r.fire) || (!*fire && !r.malfunction) {
                    return Err(E::NotAvailable);
                }
                Ok(())
            }
            _ => Err(E::NotThisRobot),
        }
    }

    /// One robot step from `from` to `to`: through an explored corridor, no closed door on it.
    pub(super) fn robot_step(&self, from: u8, to: u8) -> Checked {
        let Some(c) = self
            .map
            .corridors_of(from)
            .into_iter()
            .find(|&c| self.map.beyond(c, from) == Some(to))
        else {
            return Err(E::NotAdjacent);
        };
        if self.map.closed_between(c, from) || self.map.closed_between(c, to) {
            return Err(E::DoorClosed);
        }
        Ok(())
    }

    /// A door that can be opened or closed (there is one, and it is not destroyed).
    fn check_door(&self, corridor: u16) -> Checked {
        match self
            .map
            .corridors
            .get(&corridor)
            .ok_or(E::NoSuchCorridor)?
            .door
        {
            Some(Door::Open | Door::Closed) => Ok(()),
            _ => Err(E::NotAvailable),
        }
    }

    /// Whether a corridor lies in `section` (one of its rooms does).
    pub(super) fn corridor_in_section(&self, c: u16, section: super::map::Section) -> bool {
        self.map
            .corridor_rooms(c)
            .iter()
            .any(|r| self.map.rooms.get(r).is_some_and(|r| r.section == section))
    }

    /// A place an intruder may be moved to by Pressure Control: on the map and discovered (the
    /// Hibernatorium and its corridors count as undiscovered until a marine reaches it, JA
    /// 60–61), and not the place it is in.
    pub(super) fn check_destination(&self, from: Place, kind: RKind, to: Place) -> Checked {
        match to {
            _ if to == from => Err(E::NotAvailable),
            Place::Room(r) if !self.map.rooms.contains_key(&r) => Err(E::NoSuchRoom),
            Place::Room(HIBERNATORIUM) if !self.facility.hibernatorium_discovered => {
                Err(E::NotDiscovered)
            }
            Place::Room(_) => Ok(()),
            Place::Corridor(c) => {
                let corr = self.map.corridors.get(&c).ok_or(E::NoSuchCorridor)?;
                if self.hidden_hibernatorium_corridor(c) {
                    return Err(E::NotDiscovered);
                }
                if corr.load() + size(kind) > CORRIDOR_ROOM {
                    return Err(E::NotAvailable);
                }
                Ok(())
            }
        }
    }

    /// The action of `room` used by `who` (standing there, through the Server Room or the
    /// Server Robot): whether it applies now.
    pub(super) fn check_room(&self, who: usize, room: u8, act: &RoomAct) -> Checked {
        let t = tables().map_err(E::from)?;
        let fact = t.rooms.get(&room).ok_or(E::NoSuchRoom)?;
        let need = |key: K| action_is(fact, key);
        let need_kind = |kind: RoomKind| kind_is(fact, kind);
        let f = &self.facility;
        let m = self.marine(who)?;
        match act {
            RoomAct::LifeSupport => {
                need(K::LifeSupport)?;
                fact.kind.section().ok_or(E::WrongRoom)?;
                available(!f.power_cut)
            }
            RoomAct::LookAa { swap } => {
                need(K::LifeSupport)?;
                need_kind(RoomKind::B)?;
                // choosing the order blind (`swap`) is how games before issue 38 were saved;
                // games that count turns are newer and look first (the `aa_order` answer)
                available(
                    !f.power_cut
                        && f.aa_revealed.is_none()
                        && !(swap.is_some() && self.config.two_actions),
                )
            }
            RoomAct::Autodestruction => {
                need(K::Autodestruction)?;
                available(!f.power_cut && f.autodestruction.is_none())
            }
            RoomAct::Reactor => {
                need(K::Reactor)?;
                available(!f.power_cut)
            }
            RoomAct::PowerHibernatorium => {
                need(K::LifeSupport)?;
                need_kind(RoomKind::C)?;
                available(!f.power_cut && !f.hibernatorium_powered)
            }
            RoomAct::Board => {
                need(K::LandingZone)?;
                available(f.lander == Lander::Landed)
            }
            RoomAct::Hibernate => {
                need(K::Hibernate)?;
                available(f.hibernatorium_powered)
            }
            RoomAct::Shuttle => need(K::Shuttle),
            RoomAct::TakeEgg => {
                need(K::Nest)?;
                available(f.eggs > 0)
            }
            RoomAct::Data => {
                need(K::Server)?;
                available(!m.data)
            }
            RoomAct::Surgery => {
                need(K::Surgery)?;
                available(m.larva)
            }
            RoomAct::Sprinklers { .. } => need(K::Sprinklers),
            RoomAct::DiscardFire { room: target } => {
                need(K::LifeSupport)?;
                // only Life Support Control A puts out a fire (cards-retaliation §12; JA 430)
                need_kind(RoomKind::A)?;
                available(self.map.rooms.get(target).is_some_and(|r| r.fire))
            }
            RoomAct::Drill { dir, tile } => {
                need(K::Drilling)?;
                self.check_drill(*dir, *tile)
            }
            RoomAct::MoveIntruder { from, kind, to } => {
                need(K::MoveIntruder)?;
                self.check_intruder(*from, *kind)?;
                self.check_destination(*from, *kind, *to)
            }
            RoomAct::Alarm { corridor, .. } => {
                need(K::Alarm)?;
                let c = self.map.corridors.get(corridor).ok_or(E::NoSuchCorridor)?;
                available(c.noise_marker)
            }
            RoomAct::TechnicalCorridor { room: to } => {
                need(K::TechnicalCorridor)?;
                if *to == room || !self.map.rooms.contains_key(to) {
                    return Err(E::NoSuchRoom);
                }
                Ok(())
            }
            RoomAct::Doors {
                section,
                close,
                open,
            } => {
                need(K::DoorsInSection)?;
                self.check_section_doors(*section, close, open)
            }
            RoomAct::RobotSecure { reinforce } => {
                need(K::RobotSecures)?;
                self.check_robot_secure(*reinforce)
            }
            RoomAct::Remote { room: used, action } => {
                need(K::Server)?;
                self.check_remote(t, who, room, *used, action)
            }
            RoomAct::Shelter { removed } => {
                need(K::Shelter)?;
                available(!m.larva && *removed <= m.contamination)
            }
            RoomAct::Decontaminate {} => need(K::Decontamination),
            RoomAct::Used {} => {
                if matches!(
                    fact.action,
                    K::Heal | K::Supplies | K::Armory | K::Gunnery | K::MilitaryLab
                ) {
                    Ok(())
                } else {
                    Err(E::WrongRoom)
                }
            }
        }
    }

    /// The Drilling Station: the robot, ready, has a side of its room free inside the frame, and
    /// the named corridor tile (or, when the app deals, any) is still in the pile.
    fn check_drill(&self, dir: Dir, tile: Option<u16>) -> Checked {
        self.robot_ready()?;
        let at = self.facility.robot_room;
        let cell = self.map.rooms.get(&at).ok_or(E::NoSuchRoom)?.cell;
        if self.space(cell.step(dir)).is_none() {
            return Err(E::OutOfFrame);
        }
        if self.map.corridor_on(cell, dir).is_some() {
            return Err(E::NotAvailable);
        }
        let ok = match tile {
            Some(tile) => self.hidden.corridors.contains(&tile),
            None => {
                self.config.dealer != crate::ids::Dealer::Box && !self.hidden.corridors.is_empty()
            }
        };
        if ok { Ok(()) } else { Err(E::WrongTile) }
    }

    /// The doors of one section: at least one door, each door once in a list (the offers give
    /// each list without repeats), each in the section and able to change.
    fn check_section_doors(&self, section: Section, close: &[u16], open: &[u16]) -> Checked {
        if close.is_empty() && open.is_empty() {
            return Err(E::NotAvailable);
        }
        for (i, c) in close.iter().enumerate() {
            if close[..i].contains(c) {
                return Err(E::NotAvailable);
            }
        }
        for (i, c) in open.iter().enumerate() {
            if open[..i].contains(c) {
                return Err(E::NotAvailable);
            }
        }
        for &c in close.iter().chain(open) {
            if !self.corridor_in_section(c, section) {
                return Err(E::NoSuchCorridor);
            }
            self.check_door(c)?;
        }
        Ok(())
    }

    /// The Security Robot, ready: a secure token in its room, or an empty corridor next to its
    /// room (not the Hibernatorium's) reinforced.
    fn check_robot_secure(&self, reinforce: Option<u16>) -> Checked {
        self.robot_ready()?;
        let at = self.facility.robot_room;
        match reinforce {
            None => self.check_secure(at),
            Some(c) => {
                if !self.map.corridors_of(at).contains(&c) {
                    return Err(E::NotAdjacent);
                }
                if self.map.corridor_rooms(c).contains(&HIBERNATORIUM) {
                    return Err(E::NotAvailable);
                }
                let corr = self.map.corridors.get(&c).ok_or(E::NoSuchCorridor)?;
                available(!corr.reinforced && corr.intruders.is_empty())
            }
        }
    }

    /// The Server Room used from `room` on another room with a computer, placed and working:
    /// then that room's action as if standing there.
    fn check_remote(
        &self,
        t: &Tables,
        who: usize,
        room: u8,
        used: u8,
        action: &RoomAct,
    ) -> Checked {
        let computer = t.rooms.get(&used).is_some_and(|f| f.computer);
        if used == room || !computer || !self.map.rooms.contains_key(&used) {
            return Err(E::WrongRoom);
        }
        if self.map.rooms.get(&used).is_some_and(|r| r.malfunction) {
            return Err(E::RoomMalfunction);
        }
        self.check_room(who, used, action)
    }
}

/// The room's action is `key`, or it is the wrong room.
fn action_is(fact: &RoomFact, key: K) -> Checked {
    if fact.action == key {
        Ok(())
    } else {
        Err(E::WrongRoom)
    }
}

/// The room is of `kind` (a life support room of one section), or it is the wrong room.
fn kind_is(fact: &RoomFact, kind: RoomKind) -> Checked {
    if fact.kind == kind {
        Ok(())
    } else {
        Err(E::WrongRoom)
    }
}

/// The action is available now, or not.
fn available(ok: bool) -> Checked {
    if ok { Ok(()) } else { Err(E::NotAvailable) }
}
