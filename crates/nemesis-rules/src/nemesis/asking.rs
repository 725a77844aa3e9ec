//! `Nemesis::offers` (issue 51): every command the rules accept now, corrections aside, as it
//! would be sent, with who sends it and the fields the table fills in.
//!
//! Each command kind is built from what the state says may be done (the character's room, the
//! intruders, the questions waiting) and checked against the rules without running it, by the
//! `&self` checks `apply` runs first (`GameState::gate`, `move_check`, `careful_spot_check`,
//! the room actions', heavy objects' and pods' checks in `checks.rs`). Two kinds are still
//! tried once on a copy of the game (`GameState::dry_run`), after their cheap checks: the
//! intruder player's attack (the attack deck may be empty) and the victory walk's draw.
//!
//! Where a field's values do not change whether the command is accepted (a hand size, a number
//! of injuries, a die face the table reads), the field is a choice and one representative
//! stands for all of it; the property tests (`tests/offers.rs`) check every offer at its first,
//! its largest and a random value, and that every command accepted is offered.

use super::board::Board;
use super::command::{Command, MAX_HAND, MAX_INJURIES, Reveal, ScanKind, Treatment};
use super::game::{Ctx, data};
use super::state::{DoorState, GameState, WeaknessSlot, Whereabouts};
use crate::ask::{Actor, Choice, Offer, Values};
use crate::ids::*;
use serde_json::{Value, json};

/// Every hand size the rules take.
fn hand(field: &str) -> Choice {
    Choice::range(field, 0, u32::from(MAX_HAND))
}

fn player(p: PlayerId) -> Actor {
    Actor::Player { player: p.0 }
}

/// Every intruder type, as a field that takes any.
const ALL_KINDS: [IntruderKind; 17] = {
    use IntruderKind::*;
    [
        Larva, Creeper, Adult, Breeder, Queen, Blank, Metagorger, Shambler, Fleshbeast, Butcher,
        Lurker, Whisperer, Stalker, Despoiler, Lair, VoidSeeder, Insanity,
    ]
};

/// The adaptation card menu (`AdaptationCategory`), as sent.
const ADAPTATION_CATEGORIES: [&str; 7] = [
    "feeding",
    "being_hit",
    "health",
    "movement",
    "attacks",
    "bag",
    "other",
];

impl GameState {
    /// Whether the rules accept `cmd` now, run on a copy of the game (nothing here changes).
    pub(crate) fn dry_run(&self, cmd: &Command) -> bool {
        let Ok(data) = data() else {
            return false;
        };
        let mut next = self.clone();
        let mut ctx = Ctx {
            g: &mut next,
            c: data.content(self.config.species),
            b: data.board(self.config.side),
            out: Vec::new(),
            trace: None,
            marked: None,
        };
        ctx.run(cmd).is_ok()
    }

    /// Whether the rules accept `cmd` now, by the checks `apply` runs first where they decide
    /// it (`checks.rs`), else by a run on a copy of the game (`dry_run`).
    fn accepts(&self, cmd: &Command) -> bool {
        use super::actions::{analysable, engine_room};
        use Command as C;
        let room = |p: PlayerId, kind: RoomKind| self.room_action_check(p, kind, false);
        let r = match cmd {
            C::CheckEngine { player, engine } => engine_room(*engine)
                .and_then(|k| room(*player, k))
                .map(drop),
            C::RestackEngine { player, engine, .. } => engine_room(*engine)
                .and_then(|k| self.room_action_check(*player, k, true))
                .map(drop),
            C::CheckAllEngines { player } => room(*player, RoomKind::EngineControl).map(drop),
            C::CheckCoordinates { player } => room(*player, RoomKind::Cockpit).map(drop),
            C::SetDestination { player, letter } => self.set_destination_check(*player, *letter),
            C::SelfDestruct { player, start } => self.self_destruct_check(*player, *start),
            C::HatchControl { player, pod, .. } => self.hatch_control_check(*player, *pod),
            C::FireControl { player, room: r } => {
                room(*player, RoomKind::FireControl).and_then(|_| {
                    if self.rooms.contains_key(r) {
                        Ok(())
                    } else {
                        Err(super::RuleError::UnknownSlot(*r))
                    }
                })
            }
            C::Airlock { player, room: r } => {
                room(*player, RoomKind::AirlockControl).and_then(|at| {
                    if self.airlock_targets(at).contains(r) {
                        Ok(())
                    } else {
                        Err(super::RuleError::UnknownSlot(*r))
                    }
                })
            }
            // one door at a time (or none): of one room by itself; a destroyed door stays
            C::SetDoors { player, doors } if doors.len() <= 1 => {
                room(*player, RoomKind::CommandCenter).and_then(|_| {
                    for (c, door) in doors {
                        let now = self
                            .corridors
                            .get(usize::from(c.0))
                            .ok_or(super::RuleError::UnknownCorridor(*c))?;
                        if *door == DoorState::Destroyed || now.door == DoorState::Destroyed {
                            return Err(super::game::not_allowed(
                                super::refusal::Refusal::DoorDestroyed,
                            ));
                        }
                    }
                    Ok(())
                })
            }
            C::BecomeIntruderPlayer { player, .. } | C::DeclineIntruderPlayer { player } => {
                self.playing_check().and_then(|_| {
                    let asked = self.config.mode == Mode::Standard
                        && self
                            .intruder_player_offer
                            .is_some_and(|(q, _)| q == *player);
                    if asked {
                        Ok(())
                    } else {
                        Err(super::game::not_allowed(
                            super::refusal::Refusal::OnlyTheFirstDeadPlayer,
                        ))
                    }
                })
            }
            C::TreatWounds { player, treatment } => self.treat_check(*player, *treatment),
            C::TakeNestEgg { player, .. } => self.take_nest_egg_check(*player).map(drop),
            C::Hibernate { player, .. } => self.hibernate_check(*player).map(drop),
            C::BoardPod { player, .. } => self.board_pod_check(*player).map(drop),
            C::LaunchPod { pod } => self.launch_pod_check(*pod),
            C::LeavePod { player } => self.leave_pod_check(*player).map(drop),
            C::PickUp { player, object } => self.pick_up_check(*player, *object).map(drop),
            C::Drop { player, object } => self.drop_check(*player, *object).map(drop),
            C::Analyse {
                player,
                object,
                slot,
            } => room(*player, RoomKind::Laboratory).and_then(|at| {
                analysable(self, at, *object).map_err(super::game::not_allowed)?;
                let species = self.config.species;
                let named = !species.table_turns_weaknesses()
                    && !species.app_deals_weaknesses()
                    && *object != WeaknessSlot::Corpse;
                if named && !slot.is_some_and(|s| species.slots_named_by_icon().contains(&s)) {
                    return Err(super::game::not_allowed(
                        super::refusal::Refusal::WhichAdaptationSlot,
                    ));
                }
                Ok(())
            }),
            _ => return self.dry_run(cmd),
        };
        r.is_ok()
    }

    /// The labels a scan may name: the game's labels not removed from it, in order.
    fn labels_in_play(&self) -> Vec<Value> {
        let Ok(data) = data() else {
            return Vec::new();
        };
        (1..=data.content(self.config.species).labels)
            .map(LabelId)
            .filter(|l| !self.labels_removed.contains(l))
            .map(|l| json!(l.0))
            .collect()
    }

    /// Every command the rules accept now, corrections aside (see the module's words).
    pub fn offers(&self) -> Vec<Offer<Command>> {
        let mut out = Vec::new();
        if self.victory.is_some() || self.ended.is_some() {
            self.victory_offers(&mut out);
            self.table_answers(&mut out);
            return out;
        }
        self.table_answers(&mut out);
        self.intruder_player_offers(&mut out);
        for c in &self.characters {
            self.character_offers(c.player, &mut out);
        }
        out
    }

    fn push(
        &self,
        out: &mut Vec<Offer<Command>>,
        actor: Actor,
        cmd: Command,
        choices: Vec<Choice>,
    ) {
        if self.gate(&cmd).is_ok() {
            out.push(Offer {
                actor,
                command: cmd,
                choices,
            });
        }
    }

    fn push_tried(
        &self,
        out: &mut Vec<Offer<Command>>,
        actor: Actor,
        cmd: Command,
        choices: Vec<Choice>,
    ) {
        if self.gate(&cmd).is_ok() && self.accepts(&cmd) {
            out.push(Offer {
                actor,
                command: cmd,
                choices,
            });
        }
    }

    /// Answers the table gives together: the Event Phase, injuries, the cards it names, the
    /// robot doctor's, a held panic card's.
    fn table_answers(&self, out: &mut Vec<Offer<Command>>) {
        let Ok(data) = data() else {
            return;
        };
        let content = data.content(self.config.species);
        let playing = self.ended.is_none();
        if playing {
            // every character on the ship gives a hand, in player order as the window asks
            let (cmd, choices) = self.hands_command(|hands| Command::EventPhase { hands });
            self.push(out, Actor::Table, cmd, choices);
            for i in &self.intruders {
                self.push(
                    out,
                    Actor::Table,
                    Command::Injure {
                        intruder: i.id,
                        injuries: 0,
                    },
                    vec![Choice::range("/injuries", 0, u32::from(MAX_INJURIES))],
                );
            }
        }
        // an adaptation card turned face up: named (a known card under one slot only)
        for a in self.adaptations.iter().filter(|a| a.revealed) {
            let mut keys: Vec<Value> = content
                .species
                .adaptations
                .iter()
                .filter(|k| {
                    !self.config.since(3)
                        || !self.adaptations.iter().any(|b| {
                            b.slot != a.slot && b.card.as_ref().is_some_and(|c| c.key == k.key)
                        })
                })
                .map(|k| json!(k.key))
                .collect();
            keys.push(json!("other"));
            let cmd = Command::NameAdaptation {
                slot: a.slot,
                key: keys[0].as_str().unwrap_or("other").to_owned(),
                category: super::state::AdaptationCategory::Feeding,
            };
            self.push(
                out,
                Actor::Table,
                cmd,
                vec![
                    Choice::one_of("/key", keys),
                    Choice::one_of(
                        "/category",
                        ADAPTATION_CATEGORIES.iter().map(|c| json!(c)).collect(),
                    ),
                ],
            );
        }
        if self.config.species.insanity() {
            for slot in WeaknessSlot::ALL {
                if !self.weaknesses_revealed[slot.index()] {
                    continue;
                }
                let mut keys: Vec<Value> = content.weaknesses.iter().map(|w| json!(w.id)).collect();
                keys.push(json!("other"));
                let cmd = Command::NameWeakness {
                    slot,
                    key: keys[0].as_str().unwrap_or("other").to_owned(),
                    category: super::state::WeaknessCategory::ALL[0],
                };
                let categories = super::state::WeaknessCategory::ALL
                    .iter()
                    .filter_map(|c| serde_json::to_value(c).ok())
                    .collect();
                self.push(
                    out,
                    Actor::Table,
                    cmd,
                    vec![
                        Choice::one_of("/key", keys),
                        Choice::one_of("/category", categories),
                    ],
                );
            }
        }
        if let Some(r) = &self.revival {
            for &p in &r.dead {
                self.push(out, Actor::Table, Command::Revive { player: p }, Vec::new());
            }
        }
        if playing {
            for h in &self.held_panics {
                self.push(
                    out,
                    Actor::Table,
                    Command::AnswerPanic {
                        player: h.player,
                        cancelled: false,
                    },
                    vec![Choice::one_of(
                        "/cancelled",
                        vec![json!(false), json!(true)],
                    )],
                );
            }
        }
    }

    /// A command with every character on the ship's hand (player order), one choice per hand.
    fn hands_command(
        &self,
        make: impl Fn(Vec<(PlayerId, u8)>) -> Command,
    ) -> (Command, Vec<Choice>) {
        let mut players: Vec<PlayerId> = self
            .characters
            .iter()
            .filter(|c| c.active())
            .map(|c| c.player)
            .collect();
        players.sort();
        let choices = (0..players.len())
            .map(|i| hand(&format!("/hands/{i}/1")))
            .collect();
        (make(players.into_iter().map(|p| (p, 0)).collect()), choices)
    }

    fn intruder_player_offers(&self, out: &mut Vec<Offer<Command>>) {
        if let Some(a) = &self.pending_attack {
            let ip = self.intruder_player.map_or(PlayerId(0), |(p, _)| p);
            let cards: Vec<Value> = a.cards.iter().map(|c| json!(c)).collect();
            self.push(
                out,
                player(ip),
                Command::IntruderChoose { card: a.cards[0] },
                vec![Choice::one_of("/card", cards)],
            );
        }
        if let Some((p, _)) = self.intruder_player_offer {
            // one offer each way: the field is left out when false
            for from_the_death in [true, false] {
                self.push_tried(
                    out,
                    player(p),
                    Command::BecomeIntruderPlayer {
                        player: p,
                        from_the_death,
                    },
                    Vec::new(),
                );
            }
            self.push_tried(
                out,
                player(p),
                Command::DeclineIntruderPlayer { player: p },
                Vec::new(),
            );
        }
        let Some((ip, _)) = self
            .intruder_player
            .filter(|_| self.intruder_player_active())
        else {
            return;
        };
        let ready = self.character(ip).is_some_and(|c| !c.passed)
            && !(self.intruder_card_played && self.config.since(1));
        if !ready {
            return;
        }
        for i in &self.intruders {
            self.push(
                out,
                player(ip),
                Command::IntruderMove {
                    intruder: i.id,
                    corridor: 1,
                },
                vec![Choice::range("/corridor", 1, 4)],
            );
            for target in self.ip_attack_targets(i.id) {
                self.push_tried(
                    out,
                    player(ip),
                    Command::IntruderAttack {
                        intruder: i.id,
                        target,
                        hand: 0,
                        cards: 1,
                    },
                    vec![hand("/hand"), Choice::range("/cards", 1, 5)],
                );
            }
        }
        let (cmd, choices) = self.hands_command(|hands| Command::IntruderEvent { hands });
        self.push(out, player(ip), cmd, choices);
    }

    fn victory_offers(&self, out: &mut Vec<Offer<Command>>) {
        use super::state::VictoryStep as V;
        let Some(v) = &self.victory else {
            return;
        };
        if let Some(p) = v.drawing {
            self.push_tried(
                out,
                player(p),
                Command::VictoryDraw {
                    player: p,
                    contamination: 0,
                },
                vec![Choice::range(
                    "/contamination",
                    0,
                    u32::from(self.final_draw_most(p)),
                )],
            );
            return;
        }
        match &v.step {
            V::Quarantine { pending } => {
                for &p in pending {
                    self.push(
                        out,
                        player(p),
                        Command::VictoryQuarantine {
                            player: p,
                            quarantine: false,
                        },
                        vec![Choice::one_of(
                            "/quarantine",
                            vec![json!(false), json!(true)],
                        )],
                    );
                }
            }
            V::Contamination { pending } => {
                let labels = self.labels_in_play();
                for &p in pending {
                    let cards = self
                        .character(p)
                        .map_or(0, |c| usize::from(c.contamination));
                    self.push(
                        out,
                        player(p),
                        Command::VictoryScan {
                            player: p,
                            labels: Vec::new(),
                        },
                        vec![Choice {
                            field: "/labels".into(),
                            values: Values::SubsetOf {
                                max: cards.min(labels.len()),
                                values: labels.clone(),
                                min: 0,
                            },
                        }],
                    );
                }
            }
            V::Objectives { pending } => {
                for &p in pending {
                    self.push(
                        out,
                        player(p),
                        Command::VictoryObjective {
                            player: p,
                            met: false,
                        },
                        vec![Choice::one_of("/met", vec![json!(false), json!(true)])],
                    );
                }
            }
            V::Done => {}
        }
    }

    /// What one character's player may send now.
    fn character_offers(&self, p: PlayerId, out: &mut Vec<Offer<Command>>) {
        let Some(c) = self.character(p) else {
            return;
        };
        let me = player(p);
        // the end of a turn, passing or not (a Lair's room asks the hand for its noise roll)
        if self.takes_turns(p) && !c.passed {
            let lair = c
                .room()
                .is_some_and(|at| self.intruders_in(at).any(|i| i.kind == IntruderKind::Lair));
            let passed = Choice::one_of("/passed", vec![json!(false), json!(true)]);
            if !lair {
                self.push(
                    out,
                    me,
                    Command::EndTurn {
                        player: p,
                        passed: false,
                        hand: None,
                    },
                    vec![passed.clone()],
                );
            }
            self.push(
                out,
                me,
                Command::EndTurn {
                    player: p,
                    passed: false,
                    hand: Some(0),
                },
                vec![passed, hand("/hand")],
            );
        }
        if let Some(h) = self.panic_open.filter(|h| h.player == p) {
            self.push(
                out,
                me,
                Command::PanicShortfall { player: h.player },
                Vec::new(),
            );
        }
        if !c.active() {
            return;
        }
        // scans: any contamination card in hand, by a card, a room or an event
        let labels = self.labels_in_play();
        let most = usize::from(c.contamination).min(labels.len());
        for kind in [ScanKind::Hand, ScanKind::Revealed, ScanKind::Surgery] {
            let cmd = Command::Scan {
                player: p,
                kind,
                labels: Vec::new(),
            };
            let ok = kind != ScanKind::Surgery
                || c.room().is_some_and(|at| {
                    self.room(at).is_some_and(|r| {
                        r.room == Some(RoomKind::Surgery) && !r.malfunction && !self.in_combat(at)
                    })
                });
            if ok {
                self.push(
                    out,
                    me,
                    cmd,
                    vec![Choice {
                        field: "/labels".into(),
                        values: Values::SubsetOf {
                            values: labels.clone(),
                            min: 0,
                            max: most,
                        },
                    }],
                );
            }
        }
        if self.config.species.mutates()
            && c.mutation_card
            && c.contamination > 0
            && !labels.is_empty()
        {
            let first: u8 = labels[0].as_u64().unwrap_or(1) as u8;
            self.push(
                out,
                me,
                Command::MutationAction {
                    player: p,
                    label: LabelId(first),
                },
                vec![Choice::one_of("/label", labels.clone())],
            );
        }
        for to_three in [false, true] {
            if self.insanity_lowered_to(p, to_three).is_some() {
                self.push(
                    out,
                    me,
                    Command::LowerInsanity {
                        player: p,
                        to_three,
                    },
                    Vec::new(),
                );
            }
        }
        match c.at {
            Whereabouts::Pod(n) => {
                self.push_tried(out, me, Command::LaunchPod { pod: n }, Vec::new());
                self.push(out, me, Command::LeavePod { player: p }, Vec::new());
            }
            Whereabouts::Room(at) => self.room_commands(p, at, out),
            _ => {}
        }
    }

    fn room_commands(&self, p: PlayerId, at: SlotId, out: &mut Vec<Offer<Command>>) {
        let me = player(p);
        let Ok(board) = self.board() else {
            return;
        };
        self.push(
            out,
            me,
            Command::NoiseRoll { player: p, hand: 0 },
            vec![hand("/hand")],
        );
        self.move_offers(p, at, out);
        self.egg_offers(p, at, board, out);
        // the injuries the player whose turn it is dealt in their fight (a shot or a melee
        // attack, paid from their hand): theirs to say, as any injury is the table's
        if self.turn().player == Some(p.0) {
            for i in self.intruders_in(at) {
                self.push(
                    out,
                    me,
                    Command::Injure {
                        intruder: i.id,
                        injuries: 0,
                    },
                    vec![Choice::range("/injuries", 0, u32::from(MAX_INJURIES))],
                );
            }
        }
        let Some(c) = self.character(p) else {
            return;
        };
        // heavy objects: picking up needs a free hand and no combat
        for object in [ObjectKind::Egg, ObjectKind::Carcass, ObjectKind::Corpse] {
            if c.carrying.contains(&object) {
                self.push_tried(out, me, Command::Drop { player: p, object }, Vec::new());
            }
            self.push_tried(out, me, Command::PickUp { player: p, object }, Vec::new());
        }
        let Some(kind) = self.room(at).and_then(|r| r.room) else {
            return;
        };
        self.room_action_offers(p, at, kind, out);
    }

    /// Destroying eggs here or next door, through a corridor without every door closed.
    fn egg_offers(&self, p: PlayerId, at: SlotId, board: &Board, out: &mut Vec<Offer<Command>>) {
        for target in std::iter::once(at).chain(board.neighbours(at)) {
            if self.eggs_in(target) == 0 {
                continue;
            }
            let between = board.corridors_between(at, target);
            let blocked = target != at
                && between
                    .iter()
                    .all(|c| self.corridors[c.0 as usize].door == DoorState::Closed);
            if !blocked {
                self.push(
                    out,
                    player(p),
                    Command::DestroyEggs {
                        player: p,
                        at: target,
                        count: 0,
                        hand: 0,
                    },
                    vec![Choice::range("/count", 0, 255), hand("/hand")],
                );
            }
        }
    }

    /// The action of the room `kind` player `p` stands in (at `at`), each way it may be taken.
    fn room_action_offers(
        &self,
        p: PlayerId,
        at: SlotId,
        kind: RoomKind,
        out: &mut Vec<Offer<Command>>,
    ) {
        let me = player(p);
        let mut tried = |cmd: Command, choices: Vec<Choice>| self.push_tried(out, me, cmd, choices);
        let yes_no = |field: &str| Choice::one_of(field, vec![json!(false), json!(true)]);
        match kind {
            k if k.engine().is_some() => {
                let engine = k.engine().unwrap_or(1);
                tried(Command::CheckEngine { player: p, engine }, Vec::new());
                tried(
                    Command::RestackEngine {
                        player: p,
                        engine,
                        working_on_top: false,
                    },
                    vec![yes_no("/working_on_top")],
                );
            }
            RoomKind::EngineControl => tried(Command::CheckAllEngines { player: p }, Vec::new()),
            RoomKind::Cockpit => {
                tried(Command::CheckCoordinates { player: p }, Vec::new());
                tried(
                    Command::SetDestination {
                        player: p,
                        letter: 0,
                    },
                    vec![Choice::range("/letter", 0, 3)],
                );
            }
            RoomKind::Generator => {
                for start in [false, true] {
                    tried(Command::SelfDestruct { player: p, start }, Vec::new());
                }
            }
            RoomKind::CommandCenter => self.door_setting_offers(p, out),
            RoomKind::AirlockControl => {
                for room in self.airlock_targets(at) {
                    tried(Command::Airlock { player: p, room }, Vec::new());
                }
            }
            RoomKind::HatchControl => {
                for pod in self.pods.iter().filter(|x| !x.launched) {
                    tried(
                        Command::HatchControl {
                            player: p,
                            pod: pod.number,
                            locked: false,
                        },
                        vec![yes_no("/locked")],
                    );
                }
            }
            RoomKind::FireControl => {
                let rooms: Vec<Value> = self.rooms.keys().map(|s| json!(s.0)).collect();
                if let Some(&first) = self.rooms.keys().next() {
                    tried(
                        Command::FireControl {
                            player: p,
                            room: first,
                        },
                        vec![Choice::one_of("/room", rooms)],
                    );
                }
            }
            RoomKind::EmergencyRoom => {
                for treatment in [
                    Treatment::DressAll,
                    Treatment::HealDressed,
                    Treatment::HealLight,
                ] {
                    tried(
                        Command::TreatWounds {
                            player: p,
                            treatment,
                        },
                        Vec::new(),
                    );
                }
            }
            RoomKind::Laboratory => self.analysis_offers(p, out),
            RoomKind::Nest => tried(
                Command::TakeNestEgg { player: p, hand: 0 },
                vec![hand("/hand")],
            ),
            RoomKind::Hibernatorium => tried(
                Command::Hibernate { player: p, hand: 0 },
                vec![hand("/hand")],
            ),
            RoomKind::EvacuationA | RoomKind::EvacuationB => tried(
                Command::BoardPod { player: p, hand: 0 },
                vec![hand("/hand")],
            ),
            _ => {}
        }
    }

    /// The Command Center's doors: too many combinations to list, so one offer per door of each
    /// room (open or closed), and none at all (see the report of issue 51).
    fn door_setting_offers(&self, p: PlayerId, out: &mut Vec<Offer<Command>>) {
        let me = player(p);
        self.push_tried(
            out,
            me,
            Command::SetDoors {
                player: p,
                doors: Vec::new(),
            },
            Vec::new(),
        );
        for (i, cor) in self.corridors.iter().enumerate() {
            if cor.door == DoorState::Destroyed {
                continue;
            }
            let corridor = CorridorId(i as u8);
            self.push_tried(
                out,
                me,
                Command::SetDoors {
                    player: p,
                    doors: vec![(corridor, DoorState::Open)],
                },
                vec![Choice::one_of(
                    "/doors/0/1",
                    vec![json!("open"), json!("closed")],
                )],
            );
        }
    }

    /// The Laboratory's analyses of each object. The slot names an adaptation only for a
    /// Carnomorph egg or carcass; elsewhere the rules read no slot, so any is taken (none, or
    /// any type).
    fn analysis_offers(&self, p: PlayerId, out: &mut Vec<Offer<Command>>) {
        let me = player(p);
        let species = self.config.species;
        let every_kind: Vec<Value> = ALL_KINDS.iter().map(|k| json!(k)).collect();
        for object in WeaknessSlot::ALL {
            let named = !species.app_deals_weaknesses()
                && !species.table_turns_weaknesses()
                && object != WeaknessSlot::Corpse;
            if named {
                for slot in species.slots_named_by_icon() {
                    self.push_tried(
                        out,
                        me,
                        Command::Analyse {
                            player: p,
                            object,
                            slot: Some(slot),
                        },
                        Vec::new(),
                    );
                }
                continue;
            }
            let none = Command::Analyse {
                player: p,
                object,
                slot: None,
            };
            if self.gate(&none).is_ok() && self.accepts(&none) {
                self.push_tried(out, me, none, Vec::new());
                self.push_tried(
                    out,
                    me,
                    Command::Analyse {
                        player: p,
                        object,
                        slot: Some(ALL_KINDS[0]),
                    },
                    vec![Choice::one_of("/slot", every_kind.clone())],
                );
            }
        }
    }

    /// Movement into each neighbouring room: through each corridor without a closed door (or
    /// none named), carefully with each free noise spot, and, where the room is still face
    /// down, with each tile and token face the table may report.
    fn move_offers(&self, p: PlayerId, from: SlotId, out: &mut Vec<Offer<Command>>) {
        let me = player(p);
        let Ok(board) = self.board() else {
            return;
        };
        let probe = Command::Move {
            player: p,
            to: from,
            corridor: None,
            hand: 0,
            careful: None,
            reveal: None,
        };
        if self.gate(&probe).is_err() {
            return;
        }
        let escaping = self.in_combat(from);
        for to in board.neighbours(from) {
            if self.move_check(p, to).is_err() {
                continue;
            }
            // the corridor (none named: the first without a closed door) and the careful
            // spot are choices: either is accepted whatever the other is
            let mut corridors = vec![Value::Null];
            for c in board.corridors_between(from, to) {
                if self.corridors[c.0 as usize].door != DoorState::Closed {
                    corridors.push(json!(c.0));
                }
            }
            let mut spots = vec![Value::Null];
            if !escaping {
                spots.extend(
                    self.careful_spots(to)
                        .into_iter()
                        .filter(|(_, free)| *free)
                        .filter_map(|(s, _)| serde_json::to_value(s).ok()),
                );
            }
            for (reveal, choices) in self.reveals(to) {
                let mut ch = vec![
                    hand("/hand"),
                    Choice::one_of("/corridor", corridors.clone()),
                    Choice::one_of("/careful", spots.clone()),
                ];
                ch.extend(choices);
                out.push(Offer {
                    actor: me,
                    command: Command::Move {
                        player: p,
                        to,
                        corridor: None,
                        hand: 0,
                        careful: None,
                        reveal,
                    },
                    choices: ch,
                });
            }
        }
    }

    /// The reveals the rules ask for a room entered at `to`: where the table flips what lies
    /// there (`GameState::flip_asked`) one per exploration face (its items as a choice), with
    /// every tile not yet face up; elsewhere none. (An App-dealt game of edition 4 or older also
    /// took a reveal; it is not offered.)
    fn reveals(&self, to: SlotId) -> Vec<(Option<Reveal>, Vec<Choice>)> {
        let Some(r) = self.room(to) else {
            return Vec::new();
        };
        if !self.flip_asked(to) {
            return vec![(None, Vec::new())];
        }
        let mut out = Vec::new();
        let rooms: Vec<RoomKind> = match r.room {
            Some(k) => vec![k],
            None => {
                let mut v: Vec<RoomKind> = self
                    .hidden
                    .tiles
                    .values()
                    .chain(self.hidden.unused_tiles.iter())
                    .copied()
                    .filter(|k| self.config.species.has_room(*k))
                    .collect();
                v.sort();
                v.dedup();
                v
            }
        };
        let Some(&first) = rooms.first() else {
            return out;
        };
        let room_values: Vec<Value> = rooms
            .iter()
            .filter_map(|k| serde_json::to_value(k).ok())
            .collect();
        let mut effects: Vec<_> = self
            .exploration_faces()
            .into_iter()
            .map(|(e, _)| e)
            .filter(|e| self.exploration_effect_left(to, *e))
            .collect();
        effects.dedup();
        for exploration in effects {
            out.push((
                Some(Reveal {
                    room: first,
                    exploration,
                    items: 0,
                }),
                vec![
                    Choice::one_of("/reveal/room", room_values.clone()),
                    Choice::range("/reveal/items", 0, 255),
                ],
            ));
        }
        out
    }
}
