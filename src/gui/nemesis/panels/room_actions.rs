//! What one character can do here that the app must know about: the room action of the room they
//! stand in (engines, coordinates, self-destruct, doors, airlock, pods, fire control, the Lab, the
//! Nest, hibernation, boarding), heavy objects, and the scans a room or a card calls for.
//!
//! [`offers`] reads the rules (base.md §14.5, §11) from the state and lists only what is allowed
//! now; the panel turns a tap into a command, asking first for what the command needs (a hand
//! size, a room, a letter, which token goes on top).

use super::Request;
use super::common::{self, big, big_with_hint};
use crate::gui::game::Game;
use crate::gui::nemesis::map::room_name;
use crate::gui::scan::{ScanPurpose, ScanRequest};
use crate::gui::widgets::{self, Ctx};
use crate::rules::Command;
use crate::rules::command::ScanKind;
use crate::rules::ids::{CorridorId, PlayerId, RoomKind, SlotId};
use crate::rules::offers::RoomOffer as Offer;
use crate::rules::state::{DoorState, Section, Whereabouts};
use crate::tr;
use iced::widget::{column, row, scrollable};
use iced::{Element, Length};

/// What a hand size is being asked for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HandFor {
    TakeNestEgg,
    Hibernate,
    BoardPod,
    DestroyEggs(u8),
}

/// What the panel is asking right now.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Stage {
    List,
    Hand(HandFor),
    EggCount,
    /// Repair or sabotage, behind a curtain: until `revealed` the panel only asks for the
    /// laptop to be handed over; then it shows the engine's two tokens and the two choices.
    Restack {
        engine: u8,
        revealed: bool,
    },
    Destination,
    DoorsRoom,
    Doors {
        room: SlotId,
        draft: Vec<(CorridorId, DoorState)>,
    },
    Airlock,
    Hatch,
    FireControl,
    /// Carnomorphs: analysing an egg or a carcass; which adaptation slot shows its icon.
    AdaptationSlot(crate::rules::state::WeaknessSlot),
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Message {
    /// Repair or sabotage on this laptop instead of the player's phone.
    RestackHere,
    Offer(Offer),
    Hand(u8),
    EggCount(u8),
    /// Repair or sabotage: the player holding the laptop looks at the tokens.
    RevealStack,
    /// Repair or sabotage: which token goes on top.
    OnTop {
        working: bool,
    },
    Letter(u8),
    /// A room chosen in the list or tapped on the map.
    Slot(SlotId),
    Door(CorridorId, DoorState),
    ConfirmDoors,
    Pod(u8, bool),
    /// Carnomorphs: the adaptation slot the analysed object's icon is printed by.
    AdaptationSlot(crate::rules::ids::IntruderKind),
    Back,
    Close,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RoomActions {
    pub player: PlayerId,
    pub stage: Stage,
    /// Repair or sabotage asked on the player's phone (phones at the table): the panel only
    /// says "look at your phone" until the phone answers, or the table takes it back.
    pub on_phone: bool,
    /// The table chose the laptop for this restack: it is not sent to a phone.
    pub on_laptop: bool,
    /// The hand the table last gave for this player: the hand question starts at it, less what
    /// the action costs (issue 55: hibernation's hand was not prefilled, moves were).
    pub hand: u8,
    /// The player's phone is connected: an engine or coordinates check goes to it, so the
    /// list says so instead of asking for the screen to be handed over (issue 55).
    pub phone_connected: bool,
}

impl RoomActions {
    pub fn new(player: PlayerId) -> RoomActions {
        RoomActions {
            player,
            stage: Stage::List,
            on_phone: false,
            on_laptop: false,
            hand: 5,
            phone_connected: false,
        }
    }

    /// The panel with the hand the table last gave for its player.
    pub fn with_hand(mut self, hand: u8) -> RoomActions {
        self.hand = hand;
        self
    }

    /// The command a hand answer stands for (`None` when the room is gone).
    fn hand_command(&self, what: HandFor, hand: u8, game: &Game) -> Option<Command> {
        let p = self.player;
        Some(match what {
            HandFor::TakeNestEgg => Command::TakeNestEgg { player: p, hand },
            HandFor::Hibernate => Command::Hibernate { player: p, hand },
            HandFor::BoardPod => Command::BoardPod { player: p, hand },
            HandFor::DestroyEggs(count) => Command::DestroyEggs {
                player: p,
                at: self.here(game)?,
                count,
                hand,
            },
        })
    }

    /// The hand the question starts at: the last one given, less what the action costs by the
    /// rules (`Command::cards_paid`).
    pub fn hand_prefill(&self, what: HandFor, game: &Game) -> u8 {
        self.hand_command(what, 0, game)
            .map_or(self.hand, |c| c.hand_after_paying(self.hand))
    }

    /// True while the panel waits for a room: the table may route map taps here as [`Message::Slot`].
    /// True while the panel shows (or is about to show) a private sight: repair or sabotage
    /// of an engine. The table draws it over the whole window, as the curtain, not beside the
    /// map where the table can read it.
    pub fn is_private(&self) -> bool {
        matches!(self.stage, Stage::Restack { .. })
    }

    /// The engine a restack waits to be looked at for, before anyone looked (the moment it
    /// can go to the player's phone instead).
    pub fn restack_unseen(&self) -> Option<u8> {
        match self.stage {
            Stage::Restack {
                engine,
                revealed: false,
            } if !self.on_laptop => Some(engine),
            _ => None,
        }
    }

    pub fn wants_room(&self) -> bool {
        matches!(
            self.stage,
            Stage::DoorsRoom | Stage::Airlock | Stage::FireControl
        )
    }

    fn here(&self, game: &Game) -> Option<SlotId> {
        game.state().character(self.player).and_then(|c| c.room())
    }

    fn apply(&mut self, command: Command) -> Request {
        self.stage = Stage::List;
        Request::Apply(command)
    }

    fn scan(&mut self, kind: ScanKind) -> Request {
        self.stage = Stage::List;
        Request::Scan(ScanRequest {
            player: self.player,
            purpose: ScanPurpose::Scan(kind),
        })
    }

    /// A room action tapped in the list: played at once, or the question it asks next.
    fn take(&mut self, offer: Offer, game: &Game) -> Request {
        let p = self.player;
        let state = game.state();
        // a tap on a stale view (the game moved on) does nothing
        if !state.room_offers(p).contains(&offer) {
            self.stage = Stage::List;
            return Request::None;
        }
        match offer {
            Offer::CheckEngine(engine) => self.apply(Command::CheckEngine { player: p, engine }),
            Offer::Restack(engine) => {
                self.stage = Stage::Restack {
                    engine,
                    revealed: false,
                };
                self.on_phone = false;
                self.on_laptop = false;
                Request::None
            }
            Offer::CheckAllEngines => self.apply(Command::CheckAllEngines { player: p }),
            Offer::CheckCoordinates => self.apply(Command::CheckCoordinates { player: p }),
            Offer::SetDestination => {
                self.stage = Stage::Destination;
                Request::None
            }
            Offer::SelfDestruct { start } => self.apply(Command::SelfDestruct { player: p, start }),
            Offer::Doors => {
                self.stage = Stage::DoorsRoom;
                Request::None
            }
            Offer::Airlock => {
                self.stage = Stage::Airlock;
                Request::None
            }
            Offer::HatchControl => {
                self.stage = Stage::Hatch;
                Request::None
            }
            Offer::FireControl => {
                self.stage = Stage::FireControl;
                Request::None
            }
            Offer::Analyse(object)
                if !game.config().species.app_deals_weaknesses()
                    && object != crate::rules::state::WeaknessSlot::Corpse =>
            {
                self.stage = Stage::AdaptationSlot(object);
                Request::None
            }
            Offer::Analyse(object) => self.apply(Command::Analyse {
                player: p,
                object,
                slot: None,
            }),
            Offer::Treat(treatment) => self.apply(Command::TreatWounds {
                player: p,
                treatment,
            }),
            Offer::TakeNestEgg => {
                self.stage = Stage::Hand(HandFor::TakeNestEgg);
                Request::None
            }
            Offer::DestroyEggs => {
                self.stage = Stage::EggCount;
                Request::None
            }
            Offer::PickUp(object) => self.apply(Command::PickUp { player: p, object }),
            Offer::Drop(object) => self.apply(Command::Drop { player: p, object }),
            Offer::Hibernate => {
                self.stage = Stage::Hand(HandFor::Hibernate);
                Request::None
            }
            Offer::BoardPod => {
                self.stage = Stage::Hand(HandFor::BoardPod);
                Request::None
            }
            Offer::LaunchPod(pod) => self.apply(Command::LaunchPod { pod }),
            Offer::LeavePod => self.apply(Command::LeavePod { player: p }),
            Offer::RoomScan(kind) => self.scan(kind),
            Offer::RestScan => self.scan(ScanKind::Hand),
            Offer::RevealedScan => self.scan(ScanKind::Revealed),
        }
    }

    /// A room picked (on the map or the grid) for the question the panel asks.
    fn slot(&mut self, slot: SlotId, game: &Game) -> Request {
        let p = self.player;
        let state = game.state();
        match self.stage {
            Stage::DoorsRoom if state.room(slot).is_some() => {
                let draft = game
                    .board()
                    .corridors_of(slot)
                    .into_iter()
                    .filter_map(|c| {
                        let door = state.corridors.get(usize::from(c.0))?.door;
                        Some((c, door))
                    })
                    .collect();
                self.stage = Stage::Doors { room: slot, draft };
                Request::None
            }
            Stage::Airlock => match self.here(game) {
                Some(here) if state.airlock_targets(here).contains(&slot) => {
                    self.apply(Command::Airlock {
                        player: p,
                        room: slot,
                    })
                }
                _ => Request::None,
            },
            Stage::FireControl if state.room(slot).is_some() => self.apply(Command::FireControl {
                player: p,
                room: slot,
            }),
            _ => Request::None,
        }
    }

    /// The doors as drafted: only those the player changed.
    fn confirm_doors(&mut self, game: &Game) -> Request {
        let p = self.player;
        let state = game.state();
        let Stage::Doors { draft, .. } = &self.stage else {
            return Request::None;
        };
        let doors: Vec<(CorridorId, DoorState)> = draft
            .iter()
            .filter(|(c, d)| {
                state
                    .corridors
                    .get(usize::from(c.0))
                    .is_some_and(|x| x.door != *d)
            })
            .copied()
            .collect();
        if doors.is_empty() {
            self.stage = Stage::List;
            return Request::None;
        }
        self.apply(Command::SetDoors { player: p, doors })
    }

    pub fn update(&mut self, message: Message, game: &Game) -> Request {
        let p = self.player;
        match message {
            Message::Offer(offer) => self.take(offer, game),
            Message::Hand(hand) => match self.stage {
                Stage::Hand(what) => match self.hand_command(what, hand, game) {
                    Some(command) => self.apply(command),
                    None => {
                        self.stage = Stage::List;
                        Request::None
                    }
                },
                _ => Request::None,
            },
            Message::EggCount(count) if self.stage == Stage::EggCount && count > 0 => {
                self.stage = Stage::Hand(HandFor::DestroyEggs(count));
                Request::None
            }
            Message::EggCount(_) => Request::None,
            // on the phone, the laptop shows nothing until the table takes it back
            Message::RevealStack if self.on_phone => Request::None,
            Message::RestackHere => {
                self.on_phone = false;
                self.on_laptop = true;
                Request::None
            }
            Message::RevealStack => {
                if let Stage::Restack { engine, .. } = self.stage {
                    self.stage = Stage::Restack {
                        engine,
                        revealed: true,
                    };
                }
                Request::None
            }
            // only once the tokens are shown: a choice made in front of everybody would tell them
            Message::OnTop { working } => match self.stage {
                Stage::Restack {
                    engine,
                    revealed: true,
                } => self.apply(Command::RestackEngine {
                    player: p,
                    engine,
                    working_on_top: working,
                }),
                _ => Request::None,
            },
            Message::Letter(letter) if self.stage == Stage::Destination && letter <= 3 => {
                self.apply(Command::SetDestination { player: p, letter })
            }
            Message::Letter(_) => Request::None,
            Message::Slot(slot) => self.slot(slot, game),
            Message::Door(corridor, door) => {
                if let Stage::Doors { draft, .. } = &mut self.stage
                    && door != DoorState::Destroyed
                    && let Some(entry) = draft
                        .iter_mut()
                        .find(|(c, d)| *c == corridor && *d != DoorState::Destroyed)
                {
                    entry.1 = door;
                }
                Request::None
            }
            Message::ConfirmDoors => self.confirm_doors(game),
            Message::Pod(pod, locked) if self.stage == Stage::Hatch => {
                self.apply(Command::HatchControl {
                    player: p,
                    pod,
                    locked,
                })
            }
            Message::Pod(..) => Request::None,
            Message::AdaptationSlot(slot) => match self.stage {
                Stage::AdaptationSlot(object) => self.apply(Command::Analyse {
                    player: p,
                    object,
                    slot: Some(slot),
                }),
                _ => Request::None,
            },
            Message::Back => {
                self.stage = match self.stage {
                    Stage::Doors { .. } => Stage::DoorsRoom,
                    _ => Stage::List,
                };
                Request::None
            }
            Message::Close => {
                self.stage = Stage::List;
                Request::Close
            }
        }
    }

    /// A digit key (0–9) while the panel is open: the n-th action of the list, or the number,
    /// letter or token order the panel is asking for. None when the digit means nothing here.
    pub fn digit(&self, n: u8, game: &Game) -> Option<Message> {
        match &self.stage {
            Stage::List => game
                .state()
                .room_offers(self.player)
                .get(usize::from(n).checked_sub(1)?)
                .map(|&offer| Message::Offer(offer)),
            Stage::Hand(_) => Some(Message::Hand(n)),
            Stage::EggCount if n > 0 => Some(Message::EggCount(n)),
            Stage::Restack { revealed: true, .. } if (1..=2).contains(&n) => {
                Some(Message::OnTop { working: n == 1 })
            }
            Stage::Destination if (1..=4).contains(&n) => Some(Message::Letter(n - 1)),
            _ => None,
        }
    }

    /// Enter or Space while the panel is open: look behind the curtain, or confirm the doors.
    pub fn confirm(&self, game: &Game) -> Option<Message> {
        match &self.stage {
            // Enter takes the prefilled hand, as a move's question does
            Stage::Hand(what) => Some(Message::Hand(self.hand_prefill(*what, game))),
            Stage::Restack {
                revealed: false, ..
            } if !self.on_phone => Some(Message::RevealStack),
            Stage::Doors { .. } => Some(Message::ConfirmDoors),
            _ => None,
        }
    }

    /// The repair or sabotage: handed over (to the phone or the player), then the two tokens.
    fn restack_view<'a>(&'a self, ctx: Ctx<'a>, game: &'a Game) -> Element<'a, Message> {
        let i18n = ctx.i18n;
        let sp = ctx.ty.space;
        let state = game.state();
        match &self.stage {
            Stage::Restack {
                engine,
                revealed: false,
            } if self.on_phone => {
                let name = common::player_name(i18n, game, self.player);
                column![
                    widgets::heading(ctx, tr!(i18n, "action-restack", engine = engine)),
                    widgets::title(ctx, tr!(i18n, "phones-look-at-phone", name = name)),
                    widgets::body(ctx, tr!(i18n, "phones-restack-on-phone")),
                    widgets::plain(
                        ctx,
                        tr!(i18n, "phones-show-here"),
                        Some(Message::RestackHere)
                    ),
                ]
                .spacing(sp * 0.6)
                .into()
            }
            Stage::Restack {
                engine,
                revealed: false,
            } => {
                let name = common::player_name(i18n, game, self.player);
                column![
                    widgets::heading(ctx, tr!(i18n, "action-restack", engine = engine)),
                    widgets::title(ctx, tr!(i18n, "curtain-hand-to", name = name.clone())),
                    widgets::body(ctx, tr!(i18n, "curtain-others-look-away")),
                    widgets::action(
                        ctx,
                        tr!(i18n, "curtain-reveal", name = name),
                        Some(Message::RevealStack)
                    )
                    .width(Length::Fill),
                ]
                .spacing(sp * 0.6)
                .into()
            }
            Stage::Restack {
                engine,
                revealed: true,
            } => {
                let narrator = crate::gui::narrate::Narrator { i18n, game };
                let top_working = state.engine_on_top(*engine).unwrap_or(true);
                // the order of the two tokens (the panel's own hint below says what the others
                // will hear)
                let seen = narrator
                    .sight(&crate::rules::outcome::Sight::EngineStack {
                        engine: *engine,
                        top_working,
                    })
                    .join(" ");
                let seen = widgets::heading(ctx, seen);
                column![
                    widgets::heading(ctx, tr!(i18n, "action-restack-question", engine = engine)),
                    seen,
                    row![
                        widgets::action(
                            ctx,
                            format!("1  {}", tr!(i18n, "action-restack-working")),
                            Some(Message::OnTop { working: true })
                        )
                        .width(Length::Fill),
                        widgets::action(
                            ctx,
                            format!("2  {}", tr!(i18n, "action-restack-damaged")),
                            Some(Message::OnTop { working: false })
                        )
                        .width(Length::Fill),
                    ]
                    .spacing(sp),
                    widgets::small(ctx, tr!(i18n, "action-restack-hint")),
                ]
                .spacing(sp * 0.6)
                .into()
            }
            _ => column![].into(),
        }
    }

    /// The question a room action asks before it is played: a letter, a room, its doors, a pod
    /// or an adaptation slot.
    fn question_view<'a>(&'a self, ctx: Ctx<'a>, game: &'a Game) -> Element<'a, Message> {
        let i18n = ctx.i18n;
        let sp = ctx.ty.space;
        let state = game.state();
        match &self.stage {
            Stage::Destination => column![
                widgets::heading(ctx, tr!(i18n, "action-destination-question")),
                widgets::choices(
                    ctx,
                    (0..=3u8).map(|l| (l, common::letter(l))),
                    state.destination,
                    Message::Letter
                ),
                widgets::small(ctx, tr!(i18n, "action-destination-hint")),
            ]
            .spacing(sp * 0.6)
            .into(),
            Stage::DoorsRoom => column![
                widgets::heading(ctx, tr!(i18n, "action-doors-room")),
                widgets::small(ctx, tr!(i18n, "action-pick-room-hint")),
                common::slot_grid(ctx, game, game.board().slot_ids(), Message::Slot),
            ]
            .spacing(sp * 0.6)
            .into(),
            Stage::Doors { room, draft } => {
                let mut list = column![widgets::heading(
                    ctx,
                    tr!(
                        i18n,
                        "action-doors-of",
                        room = common::slot_label(i18n, game, *room)
                    )
                )]
                .spacing(sp * 0.6);
                for &(c, door) in draft {
                    let label = widgets::body(ctx, common::corridor_label(i18n, game, *room, c));
                    let control: Element<'a, Message> = if door == DoorState::Destroyed {
                        widgets::small(ctx, common::door_name(i18n, door)).into()
                    } else {
                        widgets::choices(
                            ctx,
                            [DoorState::Open, DoorState::Closed]
                                .map(|d| (d, common::door_name(i18n, d))),
                            door,
                            move |d| Message::Door(c, d),
                        )
                    };
                    list = list.push(column![label, control].spacing(sp * 0.3));
                }
                list.push(big(
                    ctx,
                    tr!(i18n, "action-doors-confirm"),
                    Message::ConfirmDoors,
                ))
                .into()
            }
            Stage::Airlock => {
                let targets = self
                    .here(game)
                    .map(|h| state.airlock_targets(h))
                    .unwrap_or_default();
                column![
                    widgets::heading(ctx, tr!(i18n, "action-airlock-question")),
                    widgets::small(ctx, tr!(i18n, "action-airlock-hint")),
                    common::slot_grid(ctx, game, targets, Message::Slot),
                ]
                .spacing(sp * 0.6)
                .into()
            }
            Stage::Hatch => {
                let mut list = column![widgets::heading(ctx, tr!(i18n, "action-hatch-question"))]
                    .spacing(sp * 0.6);
                for pod in state.pods.iter().filter(|p| !p.launched) {
                    let dock = match pod.section {
                        Section::A => "A",
                        Section::B => "B",
                    };
                    let (label, next) = if pod.locked {
                        (
                            tr!(i18n, "action-pod-unlock", pod = pod.number, dock = dock),
                            false,
                        )
                    } else {
                        (
                            tr!(i18n, "action-pod-lock", pod = pod.number, dock = dock),
                            true,
                        )
                    };
                    list = list.push(big(ctx, label, Message::Pod(pod.number, next)));
                }
                list.into()
            }
            Stage::FireControl => {
                let (hot, rest): (Vec<SlotId>, Vec<SlotId>) =
                    game.board().slot_ids().partition(|s| {
                        state.room(*s).is_some_and(|r| r.fire) || state.intruders_in(*s).count() > 0
                    });
                column![
                    widgets::heading(ctx, tr!(i18n, "action-fire-question")),
                    widgets::small(ctx, tr!(i18n, "action-fire-hint")),
                    common::slot_grid(ctx, game, hot, Message::Slot),
                    widgets::small(ctx, tr!(i18n, "action-fire-other")),
                    common::slot_grid(ctx, game, rest, Message::Slot),
                ]
                .spacing(sp * 0.6)
                .into()
            }
            Stage::AdaptationSlot(_) => {
                let mut list = column![widgets::heading(
                    ctx,
                    tr!(i18n, "action-adaptation-slot-question")
                )]
                .spacing(sp * 0.6);
                for kind in game.config().species.slots_named_by_icon() {
                    let label = tr!(
                        i18n,
                        "action-adaptation-slot",
                        kind = crate::gui::nemesis::map::intruder_name(i18n, kind)
                    );
                    list = list.push(big(ctx, label, Message::AdaptationSlot(kind)));
                }
                list.into()
            }
            Stage::List | Stage::Hand(_) | Stage::EggCount | Stage::Restack { .. } => {
                column![].into()
            }
        }
    }

    pub fn view<'a>(&'a self, ctx: Ctx<'a>, game: &'a Game) -> Element<'a, Message> {
        let i18n = ctx.i18n;
        let sp = ctx.ty.space;
        let state = game.state();
        let who = common::player_label(i18n, game, self.player);
        let place = match state.character(self.player).map(|c| c.at) {
            Some(Whereabouts::Room(at)) => common::slot_label(i18n, game, at),
            Some(Whereabouts::Pod(n)) => tr!(i18n, "action-in-pod", pod = n),
            Some(Whereabouts::Hibernating) => tr!(i18n, "action-hibernating"),
            Some(Whereabouts::Escaped) => tr!(i18n, "action-escaped"),
            Some(Whereabouts::Dead) | None => tr!(i18n, "action-dead"),
        };
        let header = column![
            widgets::title(ctx, who),
            widgets::body(ctx, place).style(widgets::dim),
        ]
        .spacing(sp * 0.2);
        let body = match &self.stage {
            Stage::List => self.list(ctx, game),
            Stage::Hand(what) => {
                let name = common::player_name(i18n, game, self.player);
                let question = match what {
                    HandFor::DestroyEggs(n) => {
                        tr!(i18n, "action-hand-question-eggs", name = name, count = n)
                    }
                    _ => tr!(i18n, "action-hand-question", name = name),
                };
                common::hand_picker(
                    ctx,
                    question,
                    Some(self.hand_prefill(*what, game)),
                    Message::Hand,
                )
            }
            Stage::EggCount => {
                let at = self.here(game);
                let max = at.map_or(0, |at| state.eggs_in(at));
                column![
                    widgets::heading(ctx, tr!(i18n, "action-eggs-question")),
                    common::number_row(ctx, 1..=max.clamp(1, 8), None, Message::EggCount),
                    widgets::small(ctx, tr!(i18n, "action-eggs-hint")),
                ]
                .spacing(sp * 0.6)
                .into()
            }
            Stage::Restack { .. } => self.restack_view(ctx, game),
            _ => self.question_view(ctx, game),
        };
        let footer: Element<'a, Message> = match self.stage {
            Stage::List => {
                widgets::plain(ctx, tr!(i18n, "button-close"), Some(Message::Close)).into()
            }
            // the confirmation never scrolls away under a long list of corridors
            Stage::Doors { .. } => row![
                widgets::plain(ctx, tr!(i18n, "button-back"), Some(Message::Back)),
                widgets::action(
                    ctx,
                    tr!(i18n, "action-doors-confirm"),
                    Some(Message::ConfirmDoors)
                )
                .width(Length::Fill),
            ]
            .spacing(sp)
            .align_y(iced::Alignment::Center)
            .into(),
            _ => widgets::plain(ctx, tr!(i18n, "button-back"), Some(Message::Back)).into(),
        };
        widgets::panel(
            ctx,
            column![
                header,
                scrollable(body).height(Length::Fill).spacing(sp * 0.5),
                footer
            ]
            .spacing(sp),
        )
        .into()
    }

    fn list<'a>(&'a self, ctx: Ctx<'a>, game: &'a Game) -> Element<'a, Message> {
        let i18n = ctx.i18n;
        let state = game.state();
        let offered = state.room_offers(self.player);
        if offered.is_empty() {
            return widgets::body(ctx, tr!(i18n, "action-nothing")).into();
        }
        let mut list = column![].spacing(ctx.ty.space * 0.6);
        for (n, offer) in (1..).zip(offered) {
            let (label, hint) = crate::present::nemesis::room_action_words::offer_words(
                ctx.i18n,
                state,
                offer,
                self.phone_connected,
            );
            // the digit key that picks it (digits past 9 have no key)
            let label = if n <= 9 {
                format!("{n}  {label}")
            } else {
                label
            };
            let msg = Message::Offer(offer);
            list = list.push(match hint {
                Some(hint) => big_with_hint(ctx, label, hint, msg),
                None => big(ctx, label, msg),
            });
        }
        if let Some(kind) = self
            .here(game)
            .and_then(|at| state.room(at))
            .and_then(|r| r.room)
            && quiet_room(kind)
        {
            list = list.push(widgets::small(
                ctx,
                tr!(
                    i18n,
                    "action-room-needs-nothing",
                    room = room_name(i18n, kind)
                ),
            ));
        }
        list.into()
    }
}

/// Rooms whose action the app does not track (the players do it on the board).
fn quiet_room(kind: RoomKind) -> bool {
    matches!(
        kind,
        RoomKind::Armory
            | RoomKind::CommsRoom
            | RoomKind::EmergencyRoom
            | RoomKind::Storage
            | RoomKind::Monitoring
            | RoomKind::Cabins
    )
}

/// The button text of an offer and an optional line under it; `phone`: the player's phone is
/// connected, so a private sight goes there rather than to the screen handed over.
#[cfg(test)]
mod tests {
    use super::*;
    use crate::gui::nemesis::map::ALL_ROOMS;
    use crate::gui::nemesis::panels::common::test_game;
    use crate::rules::Correction;
    use crate::rules::command::Treatment;
    use crate::rules::ids::ObjectKind;
    use crate::rules::ids::{IntruderKind, LabelId};
    use crate::rules::outcome::Outcome;
    use crate::rules::state::{GameState, WeaknessSlot};

    const P1: PlayerId = PlayerId(1);
    /// A room "1" slot of side A, where tile rooms are put for the tests.
    const TILE_SLOT: SlotId = SlotId(2);

    fn fix(game: &mut Game, c: Correction) {
        game.apply(Command::Fix(c.clone()))
            .unwrap_or_else(|e| panic!("{c:?}: {e}"));
    }

    /// Puts player 1 in a room of this kind (laying the tile first when it is not printed).
    fn stand_in(game: &mut Game, kind: RoomKind) -> SlotId {
        let at = game.board().fixed_slot(kind).unwrap_or(TILE_SLOT);
        if game.state().room(at).and_then(|r| r.room) != Some(kind) {
            fix(game, Correction::SetRoom { at, room: kind });
        }
        fix(game, Correction::PlaceCharacter { player: P1, at });
        at
    }

    /// Answers every question the panel asks until it returns a request.
    fn drive(panel: &mut RoomActions, offer: Offer, game: &Game) -> Request {
        let mut request = panel.update(Message::Offer(offer), game);
        for _ in 0..4 {
            if request != Request::None {
                return request;
            }
            let here = game.state().character(P1).and_then(|c| c.room());
            let next = match &panel.stage {
                Stage::List => return Request::None,
                Stage::Hand(_) => Message::Hand(3),
                Stage::EggCount => Message::EggCount(1),
                Stage::Restack {
                    revealed: false, ..
                } => Message::RevealStack,
                Stage::Restack { revealed: true, .. } => Message::OnTop { working: false },
                Stage::Destination => Message::Letter(2),
                Stage::DoorsRoom | Stage::FireControl => Message::Slot(here.expect("in a room")),
                Stage::Doors { draft, .. } => {
                    match draft.iter().find(|(_, d)| *d != DoorState::Destroyed) {
                        Some(&(c, DoorState::Open)) if panel_draft_unchanged(panel, game) => {
                            Message::Door(c, DoorState::Closed)
                        }
                        Some(&(c, DoorState::Closed)) if panel_draft_unchanged(panel, game) => {
                            Message::Door(c, DoorState::Open)
                        }
                        _ => Message::ConfirmDoors,
                    }
                }
                Stage::Airlock => {
                    Message::Slot(game.state().airlock_targets(here.expect("in a room"))[0])
                }
                Stage::Hatch => {
                    let pod = game.state().pods.iter().find(|p| !p.launched).unwrap();
                    Message::Pod(pod.number, !pod.locked)
                }
                Stage::AdaptationSlot(_) => {
                    Message::AdaptationSlot(crate::rules::ids::IntruderKind::Butcher)
                }
            };
            request = panel.update(next, game);
        }
        request
    }

    fn panel_draft_unchanged(panel: &RoomActions, game: &Game) -> bool {
        match &panel.stage {
            Stage::Doors { draft, .. } => draft
                .iter()
                .all(|(c, d)| game.state().corridors[usize::from(c.0)].door == *d),
            _ => false,
        }
    }

    /// The commands that need one particular room, each with the offer that stands for it.
    fn probes(state: &GameState, here: SlotId) -> Vec<(Offer, Command)> {
        let p = P1;
        let mut v = vec![
            (
                Offer::CheckAllEngines,
                Command::CheckAllEngines { player: p },
            ),
            (
                Offer::CheckCoordinates,
                Command::CheckCoordinates { player: p },
            ),
            (
                Offer::SetDestination,
                Command::SetDestination {
                    player: p,
                    letter: 0,
                },
            ),
            (
                Offer::SelfDestruct { start: true },
                Command::SelfDestruct {
                    player: p,
                    start: true,
                },
            ),
            (
                Offer::Doors,
                Command::SetDoors {
                    player: p,
                    doors: vec![],
                },
            ),
            (
                Offer::HatchControl,
                Command::HatchControl {
                    player: p,
                    pod: state.pods[0].number,
                    locked: false,
                },
            ),
            (
                Offer::FireControl,
                Command::FireControl {
                    player: p,
                    room: here,
                },
            ),
            (
                Offer::TakeNestEgg,
                Command::TakeNestEgg { player: p, hand: 0 },
            ),
            (Offer::Hibernate, Command::Hibernate { player: p, hand: 0 }),
            (Offer::BoardPod, Command::BoardPod { player: p, hand: 0 }),
            (
                Offer::RoomScan(ScanKind::Surgery),
                Command::Scan {
                    player: p,
                    kind: ScanKind::Surgery,
                    labels: vec![],
                },
            ),
        ];
        for treatment in [
            Treatment::DressAll,
            Treatment::HealDressed,
            Treatment::HealLight,
        ] {
            v.push((
                Offer::Treat(treatment),
                Command::TreatWounds {
                    player: p,
                    treatment,
                },
            ));
        }
        for engine in 1..=3 {
            v.push((
                Offer::CheckEngine(engine),
                Command::CheckEngine { player: p, engine },
            ));
            v.push((
                Offer::Restack(engine),
                Command::RestackEngine {
                    player: p,
                    engine,
                    working_on_top: true,
                },
            ));
        }
        for room in state.rooms.keys() {
            v.push((
                Offer::Airlock,
                Command::Airlock {
                    player: p,
                    room: *room,
                },
            ));
        }
        v
    }

    /// In every room, under every condition tried, the panel offers a room action exactly when
    /// the rules core accepts it; and every offer, answered, is a command the core accepts.
    #[test]
    fn offers_match_what_the_core_accepts_in_every_room() {
        type Setup = fn(&mut Game, SlotId);
        let conditions: [(&str, Setup); 6] = [
            ("plain", |_, _| {}),
            ("wounded, one serious wound dressed", |g, _| {
                fix(
                    g,
                    Correction::SetWounds {
                        player: P1,
                        light: 2,
                        serious: 2,
                        dressed: 1,
                    },
                )
            }),
            ("hibernation open, pods unlocked", |g, _| {
                fix(g, Correction::SetTime { time: 8 });
                let pods: Vec<u8> = g.state().pods.iter().map(|p| p.number).collect();
                for pod in pods {
                    fix(g, Correction::SetPodLock { pod, locked: false });
                }
                // a yellow room for the airlock (refused when the Generator is the room tested)
                let _ = g.apply(Command::Fix(Correction::SetRoom {
                    at: SlotId(3),
                    room: RoomKind::Generator,
                }));
            }),
            ("malfunction", |g, at| {
                let _ = g.apply(Command::Fix(Correction::SetMalfunction {
                    at,
                    malfunction: true,
                }));
            }),
            ("combat", |g, at| {
                fix(
                    g,
                    Correction::AddIntruder {
                        kind: IntruderKind::Adult,
                        at,
                    },
                )
            }),
            ("self-destruct running", |g, _| {
                fix(g, Correction::SetSelfDestruct { track: Some(5) })
            }),
        ];
        let mut checked = 0;
        for kind in ALL_ROOMS {
            for (name, setup) in conditions {
                let mut game = test_game(2, "ACK74X");
                let at = stand_in(&mut game, kind);
                setup(&mut game, at);
                let offered = game.state().room_offers(P1);
                for (offer, command) in probes(game.state(), at) {
                    let accepted = game.state().clone().apply(&command).is_ok();
                    let is_offered = offered.contains(&offer)
                        || (matches!(offer, Offer::SelfDestruct { .. })
                            && offered.contains(&Offer::SelfDestruct { start: true }));
                    if let Command::Airlock { room, .. } = command {
                        let expect = offered.contains(&Offer::Airlock)
                            && game.state().airlock_targets(at).contains(&room);
                        assert_eq!(accepted, expect, "{kind:?} {name}: airlock to {room}");
                        continue;
                    }
                    assert_eq!(accepted, is_offered, "{kind:?} {name}: {command:?}");
                    checked += 1;
                }
                for offer in offered {
                    let mut panel = RoomActions::new(P1);
                    match drive(&mut panel, offer, &game) {
                        Request::Apply(command) => {
                            game.apply(command.clone()).unwrap_or_else(|e| {
                                panic!("{kind:?} {name}: {offer:?} gave {command:?}, refused: {e}")
                            });
                            assert!(game.undo().is_some());
                        }
                        Request::Scan(scan) => assert_eq!(scan.player, P1),
                        other => panic!("{kind:?} {name}: {offer:?} ended in {other:?}"),
                    }
                    assert_eq!(panel.stage, Stage::List, "{kind:?} {offer:?}");
                }
            }
        }
        assert!(checked > 1000, "{checked}");
    }

    #[test]
    fn no_engine_check_outside_the_engine_rooms() {
        for kind in ALL_ROOMS {
            let mut game = test_game(2, "ACK74X");
            stand_in(&mut game, kind);
            let engine_offers: Vec<Offer> = game
                .state()
                .room_offers(P1)
                .into_iter()
                .filter(|o| matches!(o, Offer::CheckEngine(_) | Offer::Restack(_)))
                .collect();
            match kind.engine() {
                Some(e) => assert_eq!(
                    engine_offers,
                    vec![Offer::CheckEngine(e), Offer::Restack(e)]
                ),
                None => assert!(engine_offers.is_empty(), "{kind:?}: {engine_offers:?}"),
            }
        }
    }

    #[test]
    fn a_malfunctioned_engine_room_still_allows_repair_but_not_a_check() {
        let mut game = test_game(2, "ACK74X");
        let at = stand_in(&mut game, RoomKind::Engine2);
        fix(
            &mut game,
            Correction::SetMalfunction {
                at,
                malfunction: true,
            },
        );
        assert_eq!(
            game.state().room_offers(P1),
            vec![Offer::Restack(2), Offer::RestScan]
        );
    }

    #[test]
    fn the_scans_ask_the_scanner_for_the_right_kind() {
        for (kind, want) in [
            (RoomKind::Canteen, Offer::RoomScan(ScanKind::Hand)),
            (RoomKind::ShowerRoom, Offer::RoomScan(ScanKind::Hand)),
            (RoomKind::Surgery, Offer::RoomScan(ScanKind::Surgery)),
            (RoomKind::Armory, Offer::RestScan),
        ] {
            let mut game = test_game(2, "ACK74X");
            stand_in(&mut game, kind);
            let offered = game.state().room_offers(P1);
            assert!(offered.contains(&want), "{kind:?}: {offered:?}");
            // the Rest card is not offered twice where the room already scans the hand
            let hand_scans = offered
                .iter()
                .filter(|o| matches!(o, Offer::RestScan | Offer::RoomScan(ScanKind::Hand)))
                .count();
            assert_eq!(hand_scans, 1, "{kind:?}");
            let mut panel = RoomActions::new(P1);
            let expected = match want {
                Offer::RoomScan(k) => k,
                _ => ScanKind::Hand,
            };
            assert_eq!(
                panel.update(Message::Offer(want), &game),
                Request::Scan(ScanRequest {
                    player: P1,
                    purpose: ScanPurpose::Scan(expected)
                })
            );
        }
    }

    #[test]
    fn the_surgery_scan_the_scanner_ends_in_is_accepted() {
        let mut game = test_game(2, "ACK74X");
        stand_in(&mut game, RoomKind::Surgery);
        fix(
            &mut game,
            Correction::SetContamination {
                player: P1,
                cards: 2,
            },
        );
        let out = game
            .apply(Command::Scan {
                player: P1,
                kind: ScanKind::Surgery,
                labels: vec![LabelId(1), LabelId(2)],
            })
            .unwrap();
        assert!(out.contains(&Outcome::Passed { player: P1 }));
        // passed: the room's actions are still listed by the rules (passing is the table's)
        assert!(game.state().character(P1).unwrap().passed);
    }

    #[test]
    fn the_lab_analyses_only_objects_that_are_there_and_not_yet_known() {
        let mut game = test_game(2, "ACK74X");
        let at = stand_in(&mut game, RoomKind::Laboratory);
        assert!(
            !game
                .state()
                .room_offers(P1)
                .iter()
                .any(|o| matches!(o, Offer::Analyse(_)))
        );
        fix(
            &mut game,
            Correction::SetObjects {
                at,
                eggs: 0,
                carcasses: 1,
                corpses: 0,
            },
        );
        let offered = game.state().room_offers(P1);
        assert!(offered.contains(&Offer::Analyse(WeaknessSlot::Carcass)));
        assert!(offered.contains(&Offer::PickUp(ObjectKind::Carcass)));
        let mut panel = RoomActions::new(P1);
        let Request::Apply(cmd) =
            panel.update(Message::Offer(Offer::Analyse(WeaknessSlot::Carcass)), &game)
        else {
            panic!("no command")
        };
        let out = game.apply(cmd).unwrap();
        assert!(
            out.iter()
                .any(|o| matches!(o, Outcome::WeaknessRevealed { .. }))
        );
        assert!(
            !game
                .state()
                .room_offers(P1)
                .contains(&Offer::Analyse(WeaknessSlot::Carcass))
        );
        // carried objects count too: pick it up, it can be dropped, and the hands fill up
        let Request::Apply(cmd) =
            panel.update(Message::Offer(Offer::PickUp(ObjectKind::Carcass)), &game)
        else {
            panic!("no command")
        };
        game.apply(cmd).unwrap();
        assert!(
            game.state()
                .room_offers(P1)
                .contains(&Offer::Drop(ObjectKind::Carcass))
        );
    }

    #[test]
    fn boarding_then_launching_from_the_pod() {
        let mut found = false;
        for seed in ["ACK74X", "MNP3QR", "TUVW47", "XY9ACD", "EFHJK3", "RTUV94"] {
            let mut game = test_game(2, seed);
            stand_in(&mut game, RoomKind::EvacuationA);
            assert!(
                !game.state().room_offers(P1).contains(&Offer::BoardPod),
                "all pods locked"
            );
            let pod = game.state().pods[0].number;
            assert_eq!(game.state().pods[0].section, Section::A);
            fix(&mut game, Correction::SetPodLock { pod, locked: false });
            let mut panel = RoomActions::new(P1);
            assert_eq!(
                panel.update(Message::Offer(Offer::BoardPod), &game),
                Request::None
            );
            assert_eq!(panel.stage, Stage::Hand(HandFor::BoardPod));
            let Request::Apply(cmd) = panel.update(Message::Hand(4), &game) else {
                panic!("no command")
            };
            assert_eq!(
                cmd,
                Command::BoardPod {
                    player: P1,
                    hand: 4
                }
            );
            game.apply(cmd).unwrap();
            if game.state().character(P1).unwrap().at != Whereabouts::Pod(pod) {
                continue; // an intruder came: try another seed
            }
            let offered = game.state().room_offers(P1);
            assert_eq!(offered[..2], [Offer::LaunchPod(pod), Offer::LeavePod]);
            let Request::Apply(cmd) = panel.update(Message::Offer(Offer::LaunchPod(pod)), &game)
            else {
                panic!("no command")
            };
            game.apply(cmd).unwrap();
            assert_eq!(game.state().character(P1).unwrap().at, Whereabouts::Escaped);
            assert!(game.state().room_offers(P1).is_empty());
            found = true;
            break;
        }
        assert!(found, "no seed boarded without an intruder");
    }

    #[test]
    fn doors_change_only_what_the_player_changed() {
        let mut game = test_game(2, "ACK74X");
        stand_in(&mut game, RoomKind::CommandCenter);
        let target = SlotId(11);
        let corridors = game.board().corridors_of(target);
        fix(
            &mut game,
            Correction::SetDoor {
                corridor: corridors[1],
                door: DoorState::Destroyed,
            },
        );
        let mut panel = RoomActions::new(P1);
        panel.update(Message::Offer(Offer::Doors), &game);
        assert!(panel.wants_room());
        panel.update(Message::Slot(target), &game);
        // a destroyed door cannot be set by the room action
        panel.update(Message::Door(corridors[1], DoorState::Open), &game);
        panel.update(Message::Door(corridors[0], DoorState::Closed), &game);
        let Request::Apply(cmd) = panel.update(Message::ConfirmDoors, &game) else {
            panic!("no command")
        };
        assert_eq!(
            cmd,
            Command::SetDoors {
                player: P1,
                doors: vec![(corridors[0], DoorState::Closed)]
            }
        );
        game.apply(cmd).unwrap();
        // nothing changed: no command, back to the list
        panel.update(Message::Offer(Offer::Doors), &game);
        panel.update(Message::Slot(target), &game);
        assert_eq!(panel.update(Message::ConfirmDoors, &game), Request::None);
        assert_eq!(panel.stage, Stage::List);
    }

    #[test]
    fn a_stale_tap_does_nothing() {
        let mut game = test_game(2, "ACK74X");
        stand_in(&mut game, RoomKind::Cockpit);
        let mut panel = RoomActions::new(P1);
        assert_eq!(
            panel.update(Message::Offer(Offer::CheckEngine(1)), &game),
            Request::None
        );
        assert_eq!(panel.update(Message::Hand(3), &game), Request::None);
        assert_eq!(panel.update(Message::Letter(1), &game), Request::None);
        panel.update(Message::Offer(Offer::SetDestination), &game);
        assert_eq!(panel.update(Message::Letter(9), &game), Request::None);
        assert_eq!(
            panel.update(Message::Letter(3), &game),
            Request::Apply(Command::SetDestination {
                player: P1,
                letter: 3
            })
        );
        assert_eq!(panel.update(Message::Close, &game), Request::Close);
    }

    /// Issue 55 (small): hibernation's hand question was not prefilled, while moves and the
    /// Event Phase were. It starts at the hand the table last gave less the two cards these room
    /// actions cost by the rules (as a move's starts one card below), and Enter takes it; how
    /// eggs are destroyed (and so what it costs) the panel does not know, so that question
    /// starts at the last hand.
    #[test]
    fn the_hand_questions_start_at_the_last_hand_less_the_cost() {
        let game = test_game(2, "ACK74X");
        for (what, expected) in [
            (HandFor::Hibernate, 1),
            (HandFor::BoardPod, 1),
            (HandFor::TakeNestEgg, 1),
            (HandFor::DestroyEggs(1), 3),
        ] {
            let mut panel = RoomActions::new(P1).with_hand(3);
            panel.stage = Stage::Hand(what);
            assert_eq!(panel.hand_prefill(what, &game), expected, "{what:?}");
            assert_eq!(
                panel.confirm(&game),
                Some(Message::Hand(expected)),
                "{what:?}"
            );
        }
    }
}
