//! The Mission Tasks (retaliation.md §3.4, §16, §17.2; cards-retaliation.md §13): the deal at
//! setup, and the check at the end against what the facility shows. Co-op's Revive (§17.3) is
//! here too: a fallen marine, carried, stands up in Surgery.

use super::data::{MissionTask, RoomActionKey, RoomKind, tables};
use super::map::{Place, Section};
use super::{
    EndCause, LANDING_ZONE, MarineStatus, Requirement, RetaliationConfig, RetaliationError,
    RetaliationOutcome as O, RetaliationState, TaskCheck, Way,
};
use rand::SeedableRng;
use rand::seq::{IndexedRandom, SliceRandom};
use rand_chacha::ChaCha8Rng;
use std::collections::{BTreeSet, VecDeque};

/// The Mission Task cards turned up at setup: one standard card dealt among those for this many
/// players (a card whose minimum is unknown is dealt at any count), or in co-op one Solo/Coop card
/// per marine. Drawn from a stream of its own, so games saved before tasks existed replay as
/// they were.
pub(super) fn deal(config: &RetaliationConfig) -> Result<Vec<MissionTask>, RetaliationError> {
    let t = tables().map_err(RetaliationError::from)?;
    let mut rng = ChaCha8Rng::seed_from_u64(config.seed ^ 0x6d69_7373_696f_6e73);
    let players = config.players.len();
    if config.coop {
        let mut deck = t.coop_tasks.clone();
        deck.shuffle(&mut rng);
        deck.truncate(players);
        return Ok(deck);
    }
    let eligible: Vec<MissionTask> = t
        .standard_tasks
        .iter()
        .filter(|c| c.min_players.is_none_or(|m| usize::from(m) <= players))
        .map(|c| c.task)
        .collect();
    Ok(eligible.choose(&mut rng).copied().into_iter().collect())
}

impl RetaliationState {
    /// Every room of a kind (the fixed Landing Zone and Hibernatorium aside) is on the map.
    fn all_rooms_of(&self, kind: RoomKind) -> bool {
        tables().is_ok_and(|t| {
            t.rooms
                .values()
                .filter(|r| r.kind == kind && !r.fixed)
                .all(|r| self.map.rooms.contains_key(&r.id))
        })
    }

    /// Marines out of the facility at the end who are still alive or counted as escaped.
    fn escapers(&self) -> impl Iterator<Item = usize> + '_ {
        self.escaped_at_end.iter().copied()
    }

    fn escaped_by_lander_with_data(&self) -> bool {
        self.escapers().any(|i| {
            self.marines[i].data
                && matches!(self.marines[i].status, MarineStatus::Escaped(Way::Lander))
        })
    }

    /// A path of reinforced corridors between two rooms.
    fn reinforced_path(&self, from: u8, to: u8) -> bool {
        let mut seen = BTreeSet::from([from]);
        let mut queue = VecDeque::from([from]);
        while let Some(r) = queue.pop_front() {
            if r == to {
                return true;
            }
            for c in self.map.corridors_of(r) {
                if !self.map.corridors.get(&c).is_some_and(|k| k.reinforced) {
                    continue;
                }
                if let Some(next) = self.map.beyond(c, r)
                    && seen.insert(next)
                {
                    queue.push_back(next);
                }
            }
        }
        false
    }

    fn section_a_explored(&self) -> bool {
        self.map
            .rooms
            .values()
            .filter(|r| r.section == Section::A)
            .all(|r| {
                self.map
                    .corridors_of(r.id)
                    .into_iter()
                    .all(|c| !self.map.unexplored(c))
            })
    }

    /// The dealt tasks, each checked against the facility at the end of a game ending by `cause`.
    pub(super) fn check_missions(&self, cause: EndCause) -> Vec<TaskCheck> {
        use MissionTask as T;
        let f = &self.facility;
        let standing = cause != EndCause::Destroyed;
        let with_egg = self
            .escapers()
            .filter(|&i| self.marines[i].eggs > 0)
            .count();
        let egg_tasks = self
            .missions
            .iter()
            .filter(|t| matches!(t, T::CulinarySample | T::ScientificSample))
            .count();
        let robot_in_reactor = tables().is_ok_and(|t| {
            t.rooms
                .get(&f.robot_room)
                .is_some_and(|r| r.action == RoomActionKey::Reactor)
        });
        let lsc_c = tables().ok().and_then(|t| {
            t.rooms
                .values()
                .find(|r| r.action == RoomActionKey::LifeSupport && r.kind == RoomKind::C)
                .map(|r| r.id)
        });
        let lander_data = self.escaped_by_lander_with_data();
        let data_escaped = self.escapers().any(|i| self.marines[i].data);
        let (rooms_a, rooms_b, rooms_c) = (
            self.all_rooms_of(RoomKind::A),
            self.all_rooms_of(RoomKind::B),
            self.all_rooms_of(RoomKind::C),
        );
        self.missions
            .iter()
            .map(|&task| {
                use Requirement as R;
                // a task of several requirements checks each and names those not met; a task of
                // one is met or not as a whole
                let several = |parts: Vec<(Requirement, bool)>| TaskCheck {
                    task,
                    met: parts.iter().all(|(_, ok)| *ok),
                    unmet: parts
                        .iter()
                        .filter(|(_, ok)| !ok)
                        .map(|(r, _)| *r)
                        .collect(),
                };
                let one = |met: bool| TaskCheck {
                    task,
                    met,
                    unmet: Vec::new(),
                };
                match task {
                    T::Eradication => several(vec![
                        (R::QueenDead, self.queen_dead),
                        (R::FacilityStanding, standing),
                    ]),
                    T::EscortMission => several(vec![
                        (R::RobotAtReactor, f.robot_reached_reactor),
                        (R::DataEscaped, data_escaped),
                    ]),
                    T::EssentialData => several(vec![
                        (R::DataByLander, lander_data),
                        (R::SectionAExplored, self.section_a_explored()),
                    ]),
                    T::FacilityRestart => several(vec![
                        (R::HibernatoriumPowered, f.hibernatorium_powered),
                        (R::PowerCut, f.power_cut),
                    ]),
                    T::PerimeterClearing => {
                        several(vec![(R::PowerCut, f.power_cut), (R::RoomsA, rooms_a)])
                    }
                    T::Reconnaissance => several(vec![
                        (R::RoomsA, rooms_a),
                        (R::RoomsB, rooms_b),
                        (R::RoomsC, rooms_c),
                    ]),
                    T::SupplyRoute => several(vec![
                        (R::FacilityStanding, standing),
                        (
                            R::ReinforcedPath,
                            lsc_c.is_some_and(|to| self.reinforced_path(LANDING_ZONE, to)),
                        ),
                    ]),
                    T::PrimarySamples => one(self
                        .escapers()
                        .map(|i| u32::from(self.marines[i].eggs))
                        .sum::<u32>()
                        >= 2),
                    T::CleanUp => one(f.nest_destroyed),
                    T::Closedown => one(Section::ALL.iter().all(|&s| f.life_support(s))),
                    T::CrucialIntelligence => one(lander_data),
                    // the same requirement twice needs two marines (§17.2)
                    T::CulinarySample | T::ScientificSample => one(with_egg >= egg_tasks),
                    T::DeepSearch => one(rooms_c),
                    T::EntranceInspection => one(rooms_a),
                    T::NoCornerUncovered => one(rooms_b),
                    T::Faceoff => one(self.queen_dead),
                    T::SafetyProcedure => one(f.hibernatorium_powered),
                    T::Shutdown => one(f.power_cut),
                    T::SystemsBackup => one(robot_in_reactor),
                }
            })
            .collect()
    }

    /// Co-op: the marine falls where it is instead of dying.
    pub(super) fn fall(&mut self, who: usize, out: &mut Vec<O>) {
        let m = &mut self.marines[who];
        m.status = MarineStatus::Fallen;
        m.passed = true;
        out.push(O::MarineFell { who });
    }

    /// `by` carries the fallen marine out of the room it just left (§17.3).
    pub(super) fn carry(
        &mut self,
        fallen: usize,
        by: usize,
        out: &mut Vec<O>,
    ) -> Result<(), RetaliationError> {
        let to = self.marine_inside(by)?;
        let f = self.marine(fallen)?;
        if f.status != MarineStatus::Fallen {
            return Err(RetaliationError::NotFallen);
        }
        let from = f.room;
        // only the marine whose move just left that room (answers to its noise roll between)
        if from == to || self.just_left != Some((by, from)) {
            return Err(RetaliationError::NotAdjacent);
        }
        self.marines[fallen].room = to;
        out.push(O::Carried {
            fallen,
            by,
            room: to,
        });
        Ok(())
    }

    /// At the start of a round: a fallen marine in a Surgery without intruders or a malfunction
    /// stands up (§17.3).
    pub(super) fn revive(&mut self, out: &mut Vec<O>) {
        for surgery in self.rooms_with(RoomActionKey::Surgery) {
            let safe = self.map.rooms.get(&surgery).is_some_and(|r| !r.malfunction)
                && self.map.intruders(Place::Room(surgery)).is_empty();
            if !safe {
                continue;
            }
            for who in 0..self.marines.len() {
                let m = &mut self.marines[who];
                if m.status == MarineStatus::Fallen && m.room == surgery {
                    m.status = MarineStatus::Inside;
                    out.push(O::Revived { who });
                }
            }
        }
    }
}
