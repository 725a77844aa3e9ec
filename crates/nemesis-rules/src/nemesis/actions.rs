//! Player-phase actions that touch what the app owns: room actions, objects, pods, scans and
//! the end of a turn (base.md §3.1, §9.6, §10, §11, §14.5).

use super::command::ScanKind;
use super::game::{Ctx, RuleError, not_allowed};
use super::outcome::{InjuryCause, Outcome, Sight};
use super::refusal::Refusal;
use super::state::{DoorState, GameState, WeaknessSlot, Whereabouts};
use crate::ids::*;

pub(crate) fn engine_room(engine: u8) -> Result<RoomKind, RuleError> {
    match engine {
        1 => Ok(RoomKind::Engine1),
        2 => Ok(RoomKind::Engine2),
        3 => Ok(RoomKind::Engine3),
        _ => Err(not_allowed(Refusal::NoSuchEngine)),
    }
}

/// Whether Airlock Control in `here` may seal `room`: another yellow room whose corridors hold
/// no destroyed door (base.md, Airlock Control). The rule and the window's list of targets
/// ([`GameState::airlock_targets`]) both ask this.
pub(crate) fn airlock_can_seal(
    c: &super::content::Content,
    b: &super::board::Board,
    g: &GameState,
    here: SlotId,
    room: SlotId,
) -> Result<(), RuleError> {
    let yellow = g
        .rooms
        .get(&room)
        .and_then(|r| r.room)
        .is_some_and(|k| c.room(k).colour == super::content::RoomColour::Yellow);
    if room == here || !yellow {
        return Err(not_allowed(Refusal::AirlockNeedsAnotherYellowRoom));
    }
    if b.corridors_of(room).iter().any(|x| {
        g.corridors
            .get(usize::from(x.0))
            .is_some_and(|k| k.door == DoorState::Destroyed)
    }) {
        return Err(not_allowed(Refusal::DoorDestroyed));
    }
    Ok(())
}

/// Door tokens in the box (base.md §2).
pub(crate) const DOOR_TOKENS: usize = 12;

impl Ctx<'_> {
    pub(crate) fn end_turn(
        &mut self,
        p: PlayerId,
        passed: bool,
        hand: Option<u8>,
    ) -> Result<(), RuleError> {
        self.playing()?;
        let c = self.player(p)?;
        if !self.g.takes_turns(p) {
            return Err(RuleError::NotOnBoard(p));
        }
        if c.passed {
            return Err(not_allowed(Refusal::AlreadyPassed));
        }
        if let Some(at) = c.room()
            && self.g.rooms[&at].fire
        {
            self.emit(Outcome::FireWound { player: p, at });
            self.light_wounds(p, 1);
        }
        // a turn ended in a Lair's room: one noise roll (void-seeders.md §4.2)
        if self.g.character(p).is_some_and(|c| c.alive()) {
            self.lair_roll(p, hand)?;
        }
        if self.over() {
            return Ok(());
        }
        if passed && let Some(c) = self.g.character_mut(p) {
            c.passed = true;
            self.emit(Outcome::Passed { player: p });
        }
        if self.g.intruder_player.is_some_and(|(ip, _)| ip == p) {
            self.g.intruder_card_played = false;
        }
        Ok(())
    }

    pub(crate) fn check_engine(&mut self, p: PlayerId, engine: u8) -> Result<(), RuleError> {
        self.room_action(p, engine_room(engine)?, false)?;
        let working = self.g.hidden.engines[engine as usize - 1];
        self.emit(Outcome::Private {
            to: p,
            sight: Sight::Engine { engine, working },
        });
        Ok(())
    }

    pub(crate) fn check_all_engines(&mut self, p: PlayerId) -> Result<(), RuleError> {
        self.room_action(p, RoomKind::EngineControl, false)?;
        self.emit(Outcome::Private {
            to: p,
            sight: Sight::Engines {
                working: self.g.hidden.engines,
            },
        });
        Ok(())
    }

    /// Repair or sabotage: allowed even with a malfunction; the public learns only whether the
    /// order changed.
    pub(crate) fn restack_engine(
        &mut self,
        p: PlayerId,
        engine: u8,
        working_on_top: bool,
    ) -> Result<(), RuleError> {
        self.room_action(p, engine_room(engine)?, true)?;
        let slot = &mut self.g.hidden.engines[engine as usize - 1];
        let changed = *slot != working_on_top;
        *slot = working_on_top;
        self.emit(Outcome::EngineRestacked { engine, changed });
        Ok(())
    }

    pub(crate) fn check_coordinates(&mut self, p: PlayerId) -> Result<(), RuleError> {
        self.room_action(p, RoomKind::Cockpit, false)?;
        let card = self.g.hidden.coordinates;
        let abcd = self.c.coordinates[card as usize].abcd;
        self.emit(Outcome::Private {
            to: p,
            sight: Sight::Coordinates { card, abcd },
        });
        Ok(())
    }

    pub(crate) fn set_destination(&mut self, p: PlayerId, letter: u8) -> Result<(), RuleError> {
        self.g.set_destination_check(p, letter)?;
        self.g.destination = letter;
        self.emit(Outcome::DestinationSet { letter });
        Ok(())
    }

    pub(crate) fn self_destruct(&mut self, p: PlayerId, start: bool) -> Result<(), RuleError> {
        self.g.self_destruct_check(p, start)?;
        if start {
            self.g.self_destruct = Some(6);
            self.emit(Outcome::SelfDestructStarted);
        } else {
            self.g.self_destruct = None;
            self.emit(Outcome::SelfDestructCancelled);
        }
        Ok(())
    }

    /// Command Center: open or close doors of one room's corridors (destroyed doors stay).
    pub(crate) fn set_doors(
        &mut self,
        p: PlayerId,
        doors: &[(CorridorId, DoorState)],
    ) -> Result<(), RuleError> {
        self.room_action(p, RoomKind::CommandCenter, false)?;
        let rooms: Vec<[SlotId; 2]> = doors
            .iter()
            .map(|(c, _)| {
                let cor = self
                    .b
                    .corridors
                    .get(c.0 as usize)
                    .ok_or(RuleError::UnknownCorridor(*c))?;
                Ok([cor.ends[0].slot, cor.ends[1].slot])
            })
            .collect::<Result<_, RuleError>>()?;
        let shared = rooms
            .first()
            .and_then(|f| f.iter().find(|s| rooms.iter().all(|r| r.contains(s))));
        if shared.is_none() && !rooms.is_empty() {
            return Err(not_allowed(Refusal::DoorsOfOneRoom));
        }
        for &(c, door) in doors {
            if door == DoorState::Destroyed
                || self.g.corridors[c.0 as usize].door == DoorState::Destroyed
            {
                return Err(not_allowed(Refusal::DoorDestroyed));
            }
        }
        let keep: Vec<CorridorId> = doors.iter().map(|(c, _)| *c).collect();
        for &(c, door) in doors {
            self.set_door(c, door, &keep);
        }
        Ok(())
    }

    /// Puts the corridor's door in `door`. Closing an open corridor needs a door token: the box
    /// has 12 (base.md §2); when all are on the board, a closed door elsewhere (never one of
    /// `keep`, the doors this same action sets) is taken off and opens (§4.4; KR rulebook, 문:
    /// 남은 문이 없다면 부서지지 않은 문 중 원하는 것을 가져와서 놓습니다). The players may take any;
    /// the app takes the lowest-numbered one and says which. With every token destroyed, no door
    /// can be placed.
    pub(crate) fn set_door(&mut self, c: CorridorId, door: DoorState, keep: &[CorridorId]) {
        let now = self.g.corridors[c.0 as usize].door;
        if now == door {
            return;
        }
        if door == DoorState::Closed && now == DoorState::Open {
            let on_board = self
                .g
                .corridors
                .iter()
                .filter(|x| x.door != DoorState::Open)
                .count();
            if on_board >= DOOR_TOKENS {
                let taken = (0..self.g.corridors.len())
                    .map(|i| CorridorId(i as u8))
                    .find(|x| {
                        *x != c
                            && !keep.contains(x)
                            && self.g.corridors[x.0 as usize].door == DoorState::Closed
                    });
                match taken {
                    Some(t) => self.set_door(t, DoorState::Open, keep),
                    None => return,
                }
            }
        }
        self.g.corridors[c.0 as usize].door = door;
        self.emit(Outcome::DoorSet { corridor: c, door });
        if door != DoorState::Closed
            && let Some(at) = self.g.airlock
            && self.b.corridor(c).joins(at)
        {
            self.g.airlock = None;
            self.emit(Outcome::AirlockBroken { at });
        }
    }

    /// Airlock Control: another yellow room with no destroyed door; all its doors close.
    pub(crate) fn airlock(&mut self, p: PlayerId, room: SlotId) -> Result<(), RuleError> {
        let here = self.room_action(p, RoomKind::AirlockControl, false)?;
        self.slot_ok(room)?;
        airlock_can_seal(self.c, self.b, self.g, here, room)?;
        self.seal_airlock(room);
        Ok(())
    }

    /// The emergency airlock procedure in `room`: every door closes; it vents at the end of the
    /// Player Phase if they all stay closed.
    pub(crate) fn seal_airlock(&mut self, room: SlotId) {
        let corridors = self.b.corridors_of(room);
        for &c in &corridors {
            self.set_door(c, DoorState::Closed, &corridors);
        }
        self.g.airlock = Some(room);
        self.emit(Outcome::AirlockSealed { at: room });
    }

    pub(crate) fn hatch_control(
        &mut self,
        p: PlayerId,
        pod: u8,
        locked: bool,
    ) -> Result<(), RuleError> {
        self.g.hatch_control_check(p, pod)?;
        let x = self
            .g
            .pods
            .iter_mut()
            .find(|x| x.number == pod && !x.launched)
            .ok_or(RuleError::UnknownPod(pod))?;
        x.locked = locked;
        self.emit(Outcome::PodLock { pod, locked });
        Ok(())
    }

    /// Fire Control System: the chosen room's fire goes out and every intruder there retreats.
    pub(crate) fn fire_control(&mut self, p: PlayerId, room: SlotId) -> Result<(), RuleError> {
        self.room_action(p, RoomKind::FireControl, false)?;
        self.slot_ok(room)?;
        if let Some(r) = self.g.rooms.get_mut(&room)
            && r.fire
        {
            r.fire = false;
            self.emit(Outcome::FireRemoved { at: room });
        }
        let ids: Vec<IntruderId> = self.g.intruders_in(room).map(|i| i.id).collect();
        for id in ids {
            if self.over() {
                break;
            }
            if self.weakness(super::intruders::weakness::PHOSPHATES) {
                self.injure(id, 0, InjuryCause::FireControl);
            }
            if self.g.intruder(id).is_some_and(|i| i.at == room) {
                self.retreat(id);
            }
        }
        Ok(())
    }

    /// Laboratory: analyse an object on the Lab floor or carried there; its weakness turns up.
    pub(crate) fn analyse(
        &mut self,
        p: PlayerId,
        object: WeaknessSlot,
        slot: Option<IntruderKind>,
    ) -> Result<(), RuleError> {
        let at = self.room_action(p, RoomKind::Laboratory, false)?;
        analysable(self.g, at, object).map_err(not_allowed)?;
        if self.g.config.species.table_turns_weaknesses() {
            // the weakness deck stays physical (cards.md §6.2 V12): the table turns the card
            let i = object.index();
            if !self.g.weaknesses_revealed[i] {
                self.g.weaknesses_revealed[i] = true;
                self.emit(Outcome::WeaknessTurnedUp { slot: object });
            }
            return Ok(());
        }
        if !self.g.config.species.app_deals_weaknesses() {
            let species = self.g.config.species;
            let slot = match object {
                WeaknessSlot::Corpse => super::species::Species::CORPSE_SLOT,
                _ => slot
                    .filter(|s| species.slots_named_by_icon().contains(s))
                    .ok_or(not_allowed(Refusal::WhichAdaptationSlot))?,
            };
            self.analyse_adaptation(slot);
            return Ok(());
        }
        let i = object.index();
        if !self.g.weaknesses_revealed[i] {
            self.g.weaknesses_revealed[i] = true;
            self.emit(Outcome::WeaknessRevealed {
                slot: object,
                card: self.g.hidden.weaknesses[i],
            });
        }
        Ok(())
    }

    /// Nest: take an egg from the Intruder board, then a noise roll.
    pub(crate) fn take_nest_egg(&mut self, p: PlayerId, hand: u8) -> Result<(), RuleError> {
        let at = self.g.take_nest_egg_check(p)?;
        if let Some(c) = self.g.character_mut(p) {
            c.carrying.push(ObjectKind::Egg);
        }
        self.emit(Outcome::ObjectTaken {
            player: p,
            object: ObjectKind::Egg,
            at,
            from_intruder_board: true,
        });
        // after the egg is told: an emptied Nest is destroyed, and that is told second
        self.remove_nest_eggs(1);
        self.noise_roll(p, at, hand);
        Ok(())
    }

    pub(crate) fn pick_up(&mut self, p: PlayerId, object: ObjectKind) -> Result<(), RuleError> {
        let at = self.g.pick_up_check(p, object)?;
        let r = self
            .g
            .rooms
            .get_mut(&at)
            .ok_or(RuleError::UnknownSlot(at))?;
        let n = match object {
            ObjectKind::Egg => &mut r.eggs,
            ObjectKind::Carcass => &mut r.carcasses,
            ObjectKind::Corpse => &mut r.corpses,
        };
        if *n == 0 {
            return Err(not_allowed(Refusal::NothingToPickUp));
        }
        *n -= 1;
        // our reading: the red corpses are taken first; the blue one goes when it is the last
        if object == ObjectKind::Corpse && r.corpses == 0 && self.g.blue_corpse == Some(at) {
            self.g.blue_corpse = None;
        }
        self.char_mut(p)?.carrying.push(object);
        self.emit(Outcome::ObjectTaken {
            player: p,
            object,
            at,
            from_intruder_board: false,
        });
        Ok(())
    }

    pub(crate) fn drop_object(&mut self, p: PlayerId, object: ObjectKind) -> Result<(), RuleError> {
        let at = self.g.drop_check(p, object)?;
        let c = self.char_mut(p)?;
        let i = c
            .carrying
            .iter()
            .position(|o| *o == object)
            .ok_or_else(|| not_allowed(Refusal::NotCarrying))?;
        c.carrying.remove(i);
        let r = self
            .g
            .rooms
            .get_mut(&at)
            .ok_or(RuleError::UnknownSlot(at))?;
        match object {
            ObjectKind::Egg => r.eggs += 1,
            ObjectKind::Carcass => r.carcasses += 1,
            ObjectKind::Corpse => r.corpses += 1,
        }
        self.emit(Outcome::ObjectDropped {
            player: p,
            object,
            at,
        });
        Ok(())
    }

    /// Shooting or hitting eggs: each injury destroys one; every attempt makes a noise roll in the
    /// attacker's room (a throw from next door rolls in the thrower's room).
    pub(crate) fn destroy_eggs(
        &mut self,
        p: PlayerId,
        at: SlotId,
        count: u8,
        hand: u8,
    ) -> Result<(), RuleError> {
        self.playing()?;
        let here = self.room_of(p)?;
        self.slot_ok(at)?;
        if at != here {
            let between = self.b.corridors_between(here, at);
            if between.is_empty() {
                return Err(RuleError::NotNeighbour { from: here, to: at });
            }
            // a throw does not pass a closed door (base.md §4.4; KR rulebook, 문: 닫힌 문 너머로
            // 아이템을 투척할 수도 없습니다)
            if let Some(&closed) = between
                .iter()
                .find(|c| self.g.corridors[c.0 as usize].door == DoorState::Closed)
                && between
                    .iter()
                    .all(|c| self.g.corridors[c.0 as usize].door == DoorState::Closed)
            {
                return Err(RuleError::DoorClosed(closed));
            }
        }
        let nest = self.room_kind(at) == Some(RoomKind::Nest);
        let available = self.g.eggs_in(at);
        if available == 0 {
            return Err(not_allowed(Refusal::NoEggs));
        }
        let n = count.min(available);
        if n > 0 {
            let from_nest = if nest { n.min(self.g.nest_eggs) } else { 0 };
            if let Some(r) = self.g.rooms.get_mut(&at) {
                r.eggs -= n - from_nest;
            }
            self.emit(Outcome::EggsDestroyed {
                at,
                count: n,
                nest: from_nest > 0,
            });
            // the eggs first, then (if it was the last) the Nest's destruction
            if from_nest > 0 {
                self.remove_nest_eggs(from_nest);
            }
        }
        self.noise_roll(p, here, hand);
        Ok(())
    }

    /// Hibernatorium: once the chambers are open; a noise roll; an intruder appearing fails it.
    pub(crate) fn hibernate(&mut self, p: PlayerId, hand: u8) -> Result<(), RuleError> {
        let at = self.g.hibernate_check(p)?;
        // our reading (base.md §17 item 6): intruders brought in by Danger also fail it
        let appeared = self.noise_roll(p, at, hand) || self.g.intruders_in(at).next().is_some();
        if self.over() || !self.player(p)?.alive() {
            return Ok(());
        }
        if appeared {
            self.emit(Outcome::AttemptFailed { player: p });
            return Ok(());
        }
        self.char_mut(p)?.at = Whereabouts::Hibernating;
        self.emit(Outcome::Hibernated { player: p });
        self.check_last_character();
        Ok(())
    }

    /// Evacuation A/B: an unlocked pod of this section with a free seat; a noise roll.
    pub(crate) fn board_pod(&mut self, p: PlayerId, hand: u8) -> Result<(), RuleError> {
        let (at, pod) = self.g.board_pod_check(p)?;
        let appeared = self.noise_roll(p, at, hand) || self.g.intruders_in(at).next().is_some();
        if self.over() || !self.player(p)?.alive() {
            return Ok(());
        }
        if appeared {
            self.emit(Outcome::AttemptFailed { player: p });
            return Ok(());
        }
        if let Some(x) = self.g.pods.iter_mut().find(|x| x.number == pod) {
            x.seats.push(p);
        }
        self.char_mut(p)?.at = Whereabouts::Pod(pod);
        self.emit(Outcome::BoardedPod { player: p, pod });
        Ok(())
    }

    pub(crate) fn launch_pod_cmd(&mut self, pod: u8) -> Result<(), RuleError> {
        self.g.launch_pod_check(pod)?;
        self.launch_pod(pod);
        Ok(())
    }

    /// A pod leaves; everyone aboard has escaped.
    pub(crate) fn launch_pod(&mut self, pod: u8) {
        let Some(x) = self
            .g
            .pods
            .iter_mut()
            .find(|x| x.number == pod && !x.launched)
        else {
            return;
        };
        x.launched = true;
        let occupants = std::mem::take(&mut x.seats);
        self.emit(Outcome::PodLaunched {
            pod,
            occupants: occupants.clone(),
        });
        for p in occupants {
            // the escape's page starts with the character still in the pod
            self.mark();
            if let Some(c) = self.g.character_mut(p) {
                c.at = Whereabouts::Escaped;
            }
            self.emit(Outcome::Escaped { player: p, pod });
        }
        self.check_last_character();
    }

    pub(crate) fn leave_pod(&mut self, p: PlayerId) -> Result<(), RuleError> {
        let (n, at) = self.g.leave_pod_check(p)?;
        if let Some(x) = self.g.pods.iter_mut().find(|x| x.number == n) {
            x.seats.retain(|&s| s != p);
        }
        self.char_mut(p)?.at = Whereabouts::Room(at);
        self.emit(Outcome::LeftPod { player: p, at });
        Ok(())
    }

    /// Checks scanned labels: known numbers, not out of the game, each counted once.
    pub(crate) fn scanned_labels(&self, labels: &[LabelId]) -> Result<Vec<LabelId>, RuleError> {
        let mut v = Vec::new();
        for &l in labels {
            if l.0 == 0 || l.0 > self.c.labels {
                return Err(RuleError::UnknownLabel(l));
            }
            if self.g.labels_removed.contains(&l) {
                return Err(not_allowed(Refusal::LabelOutOfGame));
            }
            if !v.contains(&l) {
                v.push(l);
            }
        }
        Ok(v)
    }

    /// Reveals each label's verdict (kept for the whole game); returns whether any is infected.
    pub(crate) fn reveal_labels(&mut self, p: PlayerId, labels: &[LabelId]) -> bool {
        let mut any = false;
        for &l in labels {
            let infected = self.g.hidden.infected.contains(&l);
            self.g.labels_seen.insert(l, infected);
            self.emit(Outcome::LabelScanned {
                player: p,
                label: l,
                infected,
            });
            any |= infected;
        }
        any
    }

    pub(crate) fn remove_label(&mut self, p: PlayerId, l: LabelId) {
        self.g.labels_removed.insert(l);
        if let Some(c) = self.g.character_mut(p) {
            c.contamination = c.contamination.saturating_sub(1);
        }
        self.emit(Outcome::LabelRemoved {
            player: p,
            label: l,
        });
    }

    /// The infection rule (base.md §10.4): a larva on the board, or death and a Creeper if one
    /// is already there.
    pub(crate) fn infection(&mut self, p: PlayerId) {
        if self.g.config.species.mutates() {
            // Carnomorphs: a mutation marker (or card) instead of a larva (carnomorphs.md §10)
            return self.mutation_marker(p);
        }
        if self.g.config.species.infection_raises_insanity() {
            // Void Seeders: insanity to 5 instead of a larva (void-seeders.md §5.3)
            return self.insanity_to_max(p);
        }
        let has = self.g.character(p).is_some_and(|c| c.larva);
        if has {
            self.infection_death(p);
        } else if let Some(c) = self.g.character_mut(p) {
            c.larva = true;
            self.emit(Outcome::LarvaOnBoard { player: p });
        }
    }

    pub(crate) fn scan(
        &mut self,
        p: PlayerId,
        kind: ScanKind,
        labels: &[LabelId],
    ) -> Result<(), RuleError> {
        self.playing()?;
        if !self.player(p)?.active() {
            return Err(RuleError::NotOnBoard(p));
        }
        let labels = self.scanned_labels(labels)?;
        if labels.len() > self.player(p)?.contamination as usize {
            return Err(not_allowed(Refusal::MoreLabelsThanCards));
        }
        if kind == ScanKind::Surgery {
            self.room_action(p, RoomKind::Surgery, false)?;
        }
        self.g.scans_requested.retain(|&x| x != p);
        let infected = self.reveal_labels(p, &labels);
        match kind {
            ScanKind::Hand => {
                for &l in &labels {
                    if !self.g.labels_seen[&l] {
                        self.remove_label(p, l);
                    }
                }
                if infected {
                    self.infection(p);
                }
            }
            ScanKind::Revealed => {
                if infected {
                    self.infection(p);
                }
            }
            ScanKind::Surgery => {
                for &l in &labels {
                    if self.g.labels_seen[&l] {
                        self.remove_label(p, l);
                    }
                }
                if let Some(c) = self.g.character_mut(p)
                    && c.larva
                {
                    c.larva = false;
                    self.emit(Outcome::LarvaRemoved { player: p });
                }
                if let Some(c) = self.g.character_mut(p)
                    && c.mutation_card
                {
                    c.mutation_card = false;
                    self.emit(Outcome::MutationCardDiscarded { player: p });
                }
                self.light_wounds(p, 1);
                if let Some(c) = self.g.character_mut(p)
                    && c.alive()
                {
                    c.passed = true;
                    self.emit(Outcome::Passed { player: p });
                }
            }
        }
        Ok(())
    }
}

/// Whether the Laboratory in `at` can analyse for the weakness in `object`'s slot: the object on
/// its floor or carried there; with Void Seeders the corpse slot is a character's insanity
/// instead, someone at insanity 3 or more in the Laboratory (void-seeders.md §11). One rule for
/// the command and for what the window offers (issue 39: the offer wanted a corpse).
pub(crate) fn analysable(g: &GameState, at: SlotId, object: WeaknessSlot) -> Result<(), Refusal> {
    if g.config.species.table_turns_weaknesses() && object == WeaknessSlot::Corpse {
        return if g.characters_in(at).any(|c| c.insanity >= 3) {
            Ok(())
        } else {
            Err(Refusal::NoInsaneCharacter)
        };
    }
    let kind = object.object();
    let on_floor = g.rooms.get(&at).is_some_and(|r| {
        let n = match kind {
            ObjectKind::Egg => r.eggs,
            ObjectKind::Carcass => r.carcasses,
            ObjectKind::Corpse => r.corpses,
        };
        n > 0
    });
    let carried = g.characters_in(at).any(|c| c.carrying.contains(&kind));
    if on_floor || carried {
        Ok(())
    } else {
        Err(Refusal::ObjectNotInLab)
    }
}
