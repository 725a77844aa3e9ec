//! "The table is the truth": put the app back in step with the physical board. Opened from what
//! the players tapped: a room ([`Corrections::for_slot`]: intruders, fire, malfunction, the tile,
//! objects, corridors, who stands there), a character ([`Corrections::for_player`]: wounds, slime,
//! larva, contamination, where they are, death) or the tracks ([`Corrections::for_tracks`]: time,
//! self-destruct, destination, Nest eggs, pods, the bag and the next cards). Every change is one
//! `Command::Fix`, applied at once, so undo takes back exactly one fix.

use super::Request;
use super::common;
use crate::gui::game::Game;
use crate::gui::nemesis::map::{ALL_ROOMS, room_name};
use crate::gui::widgets::{self, Ctx};
use crate::rules::board::SlotKind;
use crate::rules::ids::{
    CorridorId, IntruderId, IntruderKind, PlayerId, RoomKind, SlotId, TechNet,
};
use crate::rules::limits;
use crate::rules::state::{DoorState, Section, Whereabouts};
use crate::rules::{Command, Correction};
use crate::tr;
use iced::widget::{button, column, row, rule, scrollable, text};
use iced::{Alignment, Element, Length};

/// What the panel corrects.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Scope {
    Slot(SlotId),
    Player(PlayerId),
    Tracks,
}

/// A question inside the panel (a room or a card to choose).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stage {
    Main,
    /// Where this intruder really is.
    MoveIntruder(IntruderId),
    /// Where the character really is.
    PlaceCharacter,
    /// Which tile lies in this slot.
    RoomTile,
    ConfirmKill,
    NextEvent,
    NextAttack,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Message {
    // a room
    AddIntruder(IntruderKind),
    Injuries(IntruderId, u8),
    RemoveIntruder(IntruderId),
    MoveIntruder(IntruderId),
    Fire(bool),
    Malfunction(bool),
    PickRoomTile,
    RoomTile(RoomKind),
    Objects {
        eggs: u8,
        carcasses: u8,
        corpses: u8,
    },
    Noise(CorridorId, bool),
    TechNoise(TechNet, bool),
    Door(CorridorId, DoorState),
    /// Put this character in the room the panel is about.
    PlaceHere(PlayerId),
    // a character
    Slime(bool),
    Larva(bool),
    /// Void Seeders: the character's insanity level.
    Insanity(u8),
    /// Void Seeders: the creature printed at a level (0-based) of the insanity track.
    Track(usize, IntruderKind),
    /// Carnomorphs: the mutation card and markers.
    Mutation {
        card: bool,
        markers: u8,
    },
    Wounds {
        light: u8,
        serious: u8,
        dressed: u8,
    },
    Contamination(u8),
    PlaceCharacter,
    Kill,
    ConfirmKill,
    // the tracks
    Time(u8),
    SelfDestruct(Option<u8>),
    Destination(u8),
    NestEggs(u8),
    PodLock(u8, bool),
    AddToken(IntruderKind),
    RemoveToken(IntruderKind),
    NextToken(IntruderKind),
    PickNextEvent,
    NextEvent(u8),
    PickNextAttack,
    NextAttack(u8),
    /// A room chosen in the list or tapped on the map.
    Slot(SlotId),
    Back,
    Close,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Corrections {
    pub scope: Scope,
    pub stage: Stage,
}

impl Corrections {
    pub fn for_slot(slot: SlotId) -> Corrections {
        Corrections {
            scope: Scope::Slot(slot),
            stage: Stage::Main,
        }
    }

    pub fn for_player(player: PlayerId) -> Corrections {
        Corrections {
            scope: Scope::Player(player),
            stage: Stage::Main,
        }
    }

    pub fn for_tracks() -> Corrections {
        Corrections {
            scope: Scope::Tracks,
            stage: Stage::Main,
        }
    }

    /// True while the panel waits for a room: the table may route map taps here as [`Message::Slot`].
    pub fn wants_room(&self) -> bool {
        matches!(self.stage, Stage::MoveIntruder(_) | Stage::PlaceCharacter)
    }

    fn fix(&mut self, correction: Correction) -> Request {
        self.stage = Stage::Main;
        Request::Apply(Command::Fix(correction))
    }

    fn open(&mut self, stage: Stage) -> Request {
        self.stage = stage;
        Request::None
    }

    /// A correction of the character chosen (`player`): slime, larva, insanity and its
    /// track, mutation, wounds, contamination, where they stand, death.
    fn character_message(
        &mut self,
        message: Message,
        player: Option<PlayerId>,
        game: &Game,
    ) -> Request {
        use Correction as F;
        match message {
            Message::Slime(slime) => match player {
                Some(p) => self.fix(F::SetSlime { player: p, slime }),
                None => Request::None,
            },
            Message::Larva(larva) => match player {
                Some(p) => self.fix(F::SetLarva { player: p, larva }),
                None => Request::None,
            },
            Message::Insanity(level) => match player {
                Some(p) => self.fix(F::SetInsanity { player: p, level }),
                None => Request::None,
            },
            Message::Track(level, kind) => {
                // the state's config: an earlier correction may have changed the track
                let mut track = game
                    .state()
                    .config
                    .insanity_track
                    .unwrap_or([IntruderKind::Lurker; 5]);
                match track.get_mut(level) {
                    Some(slot) => {
                        *slot = kind;
                        self.fix(F::SetInsanityTrack { track })
                    }
                    None => Request::None,
                }
            }
            Message::Mutation { card, markers } => match player {
                Some(p) => self.fix(F::SetMutation {
                    player: p,
                    card,
                    markers,
                }),
                None => Request::None,
            },
            Message::Wounds {
                light,
                serious,
                dressed,
            } => match player {
                Some(p) => self.fix(F::SetWounds {
                    player: p,
                    light,
                    serious,
                    dressed: dressed.min(serious),
                }),
                None => Request::None,
            },
            Message::Contamination(cards) => match player {
                Some(p) => self.fix(F::SetContamination { player: p, cards }),
                None => Request::None,
            },
            Message::PlaceCharacter => match player {
                Some(_) => self.open(Stage::PlaceCharacter),
                None => Request::None,
            },
            Message::Kill => match player {
                Some(_) => self.open(Stage::ConfirmKill),
                None => Request::None,
            },
            Message::ConfirmKill => match (player, self.stage) {
                (Some(p), Stage::ConfirmKill) => self.fix(F::KillCharacter { player: p }),
                _ => Request::None,
            },
            _ => Request::None,
        }
    }

    pub fn update(&mut self, message: Message, game: &Game) -> Request {
        use Correction as F;
        let state = game.state();
        let slot = match self.scope {
            Scope::Slot(s) => Some(s),
            _ => None,
        };
        let player = match self.scope {
            Scope::Player(p) => Some(p),
            _ => None,
        };
        match message {
            Message::AddIntruder(kind) => match slot {
                Some(at) if kind != IntruderKind::Blank => self.fix(F::AddIntruder { kind, at }),
                _ => Request::None,
            },
            Message::Injuries(intruder, injuries) => {
                self.fix(F::SetInjuries { intruder, injuries })
            }
            Message::RemoveIntruder(intruder) => self.fix(F::RemoveIntruder { intruder }),
            Message::MoveIntruder(intruder) => self.open(Stage::MoveIntruder(intruder)),
            Message::Fire(fire) => match slot {
                Some(at) => self.fix(F::SetFire { at, fire }),
                None => Request::None,
            },
            Message::Malfunction(malfunction) => match slot {
                Some(at) => self.fix(F::SetMalfunction { at, malfunction }),
                None => Request::None,
            },
            Message::PickRoomTile => match slot {
                Some(_) => self.open(Stage::RoomTile),
                None => Request::None,
            },
            Message::RoomTile(room) => match (slot, self.stage) {
                (Some(at), Stage::RoomTile) => self.fix(F::SetRoom { at, room }),
                _ => Request::None,
            },
            Message::Objects {
                eggs,
                carcasses,
                corpses,
            } => match slot {
                Some(at) => self.fix(F::SetObjects {
                    at,
                    eggs,
                    carcasses,
                    corpses,
                }),
                None => Request::None,
            },
            Message::Noise(corridor, noise) => self.fix(F::SetNoise { corridor, noise }),
            Message::TechNoise(network, noise) => self.fix(F::SetTechNoise { network, noise }),
            Message::Door(corridor, door) => self.fix(F::SetDoor { corridor, door }),
            Message::PlaceHere(p) => match slot {
                Some(at) => self.fix(F::PlaceCharacter { player: p, at }),
                None => Request::None,
            },
            m @ (Message::Slime(_)
            | Message::Larva(_)
            | Message::Insanity(_)
            | Message::Track(..)
            | Message::Mutation { .. }
            | Message::Wounds { .. }
            | Message::Contamination(_)
            | Message::PlaceCharacter
            | Message::Kill
            | Message::ConfirmKill) => self.character_message(m, player, game),
            Message::Time(time) => self.fix(F::SetTime { time }),
            Message::SelfDestruct(track) => self.fix(F::SetSelfDestruct { track }),
            Message::Destination(letter) => self.fix(F::SetDestination { letter }),
            Message::NestEggs(eggs) => self.fix(F::SetNestEggs { eggs }),
            Message::PodLock(pod, locked) => self.fix(F::SetPodLock { pod, locked }),
            Message::AddToken(kind) => self.fix(F::AddTokenToBag { kind }),
            Message::RemoveToken(kind) => self.fix(F::RemoveTokenFromBag { kind }),
            Message::NextToken(kind) => self.fix(F::NextToken { kind }),
            Message::PickNextEvent => self.open(Stage::NextEvent),
            Message::NextEvent(card) if self.stage == Stage::NextEvent => {
                self.fix(F::NextEvent { card })
            }
            Message::PickNextAttack => self.open(Stage::NextAttack),
            Message::NextAttack(card) if self.stage == Stage::NextAttack => {
                self.fix(F::NextAttack { card })
            }
            Message::NextEvent(_) | Message::NextAttack(_) => Request::None,
            Message::Slot(to) => {
                if state.room(to).is_none() {
                    return Request::None;
                }
                match (self.stage, player) {
                    (Stage::MoveIntruder(intruder), _) => {
                        self.fix(F::MoveIntruder { intruder, to })
                    }
                    (Stage::PlaceCharacter, Some(p)) => {
                        self.fix(F::PlaceCharacter { player: p, at: to })
                    }
                    _ => Request::None,
                }
            }
            Message::Back => self.open(Stage::Main),
            Message::Close => {
                self.stage = Stage::Main;
                Request::Close
            }
        }
    }

    pub fn view<'a>(&'a self, ctx: Ctx<'a>, game: &'a Game) -> Element<'a, Message> {
        let i18n = ctx.i18n;
        let sp = ctx.ty.space;
        let title = match self.scope {
            Scope::Slot(s) => tr!(
                i18n,
                "fix-title-room",
                room = common::slot_label(i18n, game, s)
            ),
            Scope::Player(p) => tr!(
                i18n,
                "fix-title-player",
                name = common::player_label(i18n, game, p)
            ),
            Scope::Tracks => tr!(i18n, "fix-title-tracks"),
        };
        let body: Element<'a, Message> = match self.stage {
            Stage::Main => match self.scope {
                Scope::Slot(s) => self.slot_view(ctx, game, s),
                Scope::Player(p) => self.player_view(ctx, game, p),
                Scope::Tracks => self.tracks_view(ctx, game),
            },
            Stage::MoveIntruder(id) => {
                let what = game
                    .state()
                    .intruder(id)
                    .map(|x| common::kind_name(i18n, x.kind))
                    .unwrap_or_default();
                column![
                    widgets::heading(ctx, tr!(i18n, "fix-move-intruder-question", kind = what)),
                    widgets::small(ctx, tr!(i18n, "action-pick-room-hint")),
                    common::slot_grid(ctx, game, game.board().slot_ids(), Message::Slot),
                ]
                .spacing(sp * 0.6)
                .into()
            }
            Stage::PlaceCharacter => column![
                widgets::heading(ctx, tr!(i18n, "fix-place-question")),
                widgets::small(ctx, tr!(i18n, "action-pick-room-hint")),
                common::slot_grid(ctx, game, game.board().slot_ids(), Message::Slot),
            ]
            .spacing(sp * 0.6)
            .into(),
            Stage::RoomTile => {
                let state = game.state();
                let here = match self.scope {
                    Scope::Slot(s) => s,
                    _ => SlotId(0),
                };
                let tiles = ALL_ROOMS.into_iter().filter(|k| {
                    game.board().fixed_slot(*k).is_none()
                        && state.slot_of(*k).is_none_or(|s| s == here)
                });
                let current = state.room(here).and_then(|r| r.room);
                column![
                    widgets::heading(ctx, tr!(i18n, "fix-room-tile-question")),
                    row(tiles.map(|k| {
                        widgets::choice(
                            ctx,
                            room_name(i18n, k),
                            current == Some(k),
                            Some(Message::RoomTile(k)),
                        )
                        .into()
                    }))
                    .spacing(sp * 0.5)
                    .wrap(),
                ]
                .spacing(sp * 0.6)
                .into()
            }
            Stage::ConfirmKill => {
                let name = match self.scope {
                    Scope::Player(p) => common::player_name(i18n, game, p),
                    _ => String::new(),
                };
                column![
                    widgets::heading(ctx, tr!(i18n, "fix-kill-question", name = name)),
                    widgets::body(ctx, tr!(i18n, "fix-kill-hint")),
                    widgets::action(
                        ctx,
                        tr!(i18n, "fix-kill-confirm"),
                        Some(Message::ConfirmKill)
                    )
                    .style(button::danger)
                    .width(Length::Fill),
                ]
                .spacing(sp * 0.6)
                .into()
            }
            Stage::NextEvent => self.cards_view(ctx, game, true),
            Stage::NextAttack => self.cards_view(ctx, game, false),
        };
        let footer: Element<'a, Message> = if self.stage == Stage::Main {
            widgets::plain(ctx, tr!(i18n, "button-close"), Some(Message::Close)).into()
        } else {
            widgets::plain(ctx, tr!(i18n, "button-back"), Some(Message::Back)).into()
        };
        widgets::panel(
            ctx,
            column![
                widgets::title(ctx, title),
                widgets::small(ctx, tr!(i18n, "fix-hint")),
                scrollable(body).height(Length::Fill).spacing(sp * 0.5),
                footer
            ]
            .spacing(sp),
        )
        .into()
    }

    fn slot_view<'a>(&'a self, ctx: Ctx<'a>, game: &'a Game, at: SlotId) -> Element<'a, Message> {
        let i18n = ctx.i18n;
        let sp = ctx.ty.space;
        let state = game.state();
        let Some(room) = state.room(at) else {
            return widgets::body(ctx, tr!(i18n, "fix-nothing")).into();
        };
        let out = column![].spacing(sp * 0.8);
        let out = intruders_here(ctx, game, at, out);
        let out = room_itself(ctx, game, at, room, out);
        let out = corridors_here(ctx, game, at, out);
        characters_here(ctx, game, at, out).into()
    }

    fn player_view<'a>(
        &'a self,
        ctx: Ctx<'a>,
        game: &'a Game,
        p: PlayerId,
    ) -> Element<'a, Message> {
        let i18n = ctx.i18n;
        let sp = ctx.ty.space;
        let state = game.state();
        let Some(c) = state.character(p) else {
            return widgets::body(ctx, tr!(i18n, "fix-nothing")).into();
        };
        if !c.alive() {
            return widgets::body(ctx, tr!(i18n, "action-dead")).into();
        }
        let (light, serious, dressed) = (c.light_wounds, c.serious_wounds, c.dressed_wounds);
        let mut out = column![
            common::stepper(
                ctx,
                tr!(i18n, "fix-light-wounds"),
                light,
                limits::LIGHT_WOUNDS,
                move |n| {
                    Message::Wounds {
                        light: n,
                        serious,
                        dressed,
                    }
                }
            ),
            common::stepper(
                ctx,
                tr!(i18n, "fix-serious-wounds"),
                serious,
                limits::SERIOUS_WOUNDS,
                move |n| Message::Wounds {
                    light,
                    serious: n,
                    dressed
                }
            ),
            common::stepper(
                ctx,
                tr!(i18n, "fix-dressed-wounds"),
                dressed,
                0..=serious,
                move |n| Message::Wounds {
                    light,
                    serious,
                    dressed: n
                }
            ),
            common::stepper(
                ctx,
                tr!(i18n, "fix-contamination"),
                c.contamination,
                state.contamination_range(c.player),
                Message::Contamination
            ),
        ]
        .spacing(sp * 0.8);
        // only what is in the box: no slime with Void Seeders, Larvae only with the base Intruders
        if game.config().species.slime() {
            out = out.push(common::toggle(
                ctx,
                tr!(i18n, "fix-slime"),
                c.slime,
                Message::Slime,
            ));
        }
        if game.config().species.insanity() {
            out = out.push(common::stepper(
                ctx,
                tr!(i18n, "fix-insanity"),
                c.insanity.max(1),
                limits::INSANITY,
                Message::Insanity,
            ));
        }
        if game.config().species.mutates() {
            let (card, markers) = (c.mutation_card, c.mutation_markers);
            out = out
                .push(common::toggle(
                    ctx,
                    tr!(i18n, "fix-mutation-card"),
                    card,
                    move |card| Message::Mutation { card, markers },
                ))
                .push(common::stepper(
                    ctx,
                    tr!(i18n, "fix-mutation-markers"),
                    markers,
                    limits::MUTATION_MARKERS,
                    move |markers| Message::Mutation { card, markers },
                ));
        } else if game.config().species.larvae() {
            out = out.push(common::toggle(
                ctx,
                tr!(i18n, "fix-larva"),
                c.larva,
                Message::Larva,
            ));
        }
        if let Whereabouts::Room(at) = c.at {
            out = out.push(
                row![
                    text(tr!(
                        i18n,
                        "fix-where",
                        room = common::slot_label(i18n, game, at)
                    ))
                    .size(ctx.ty.body)
                    .width(Length::Fill),
                    widgets::plain(ctx, tr!(i18n, "fix-change"), Some(Message::PlaceCharacter)),
                ]
                .spacing(sp * 0.5)
                .align_y(Alignment::Center),
            );
        }
        out = out.push(rule::horizontal(1));
        out = out.push(
            widgets::plain(ctx, tr!(i18n, "fix-kill"), Some(Message::Kill)).style(button::danger),
        );
        out.into()
    }

    fn tracks_view<'a>(&'a self, ctx: Ctx<'a>, game: &'a Game) -> Element<'a, Message> {
        let i18n = ctx.i18n;
        let sp = ctx.ty.space;
        let state = game.state();
        let mut out = column![
            common::stepper(
                ctx,
                tr!(i18n, "fix-time"),
                state.time.max(1),
                limits::TIME,
                Message::Time
            ),
            widgets::small(ctx, tr!(i18n, "fix-self-destruct")),
            widgets::choices(
                ctx,
                std::iter::once((None, tr!(i18n, "fix-off"))).chain(
                    limits::SELF_DESTRUCT
                        .rev()
                        .map(|t| (Some(t), t.to_string()))
                ),
                state.self_destruct,
                Message::SelfDestruct
            ),
            widgets::small(ctx, tr!(i18n, "fix-destination")),
            widgets::choices(
                ctx,
                limits::DESTINATION.map(|l| (l, common::letter(l))),
                state.destination,
                Message::Destination
            ),
            common::stepper(
                ctx,
                tr!(
                    i18n,
                    "fix-nest-eggs",
                    board = crate::gui::narrate::intruder_board(i18n, game.config().species)
                ),
                state.nest_eggs,
                limits::NEST_EGGS,
                Message::NestEggs
            ),
        ]
        .spacing(sp * 0.8);
        for pod in state.pods.iter().filter(|p| !p.launched) {
            let n = pod.number;
            out = out.push(common::toggle(
                ctx,
                tr!(i18n, "fix-pod-locked", pod = n),
                pod.locked,
                move |l| Message::PodLock(n, l),
            ));
        }
        if let Some(track) = game.state().config.insanity_track {
            out = out.push(rule::horizontal(1));
            out = out.push(widgets::heading(ctx, tr!(i18n, "fix-track")));
            for (level, shown) in track.into_iter().enumerate() {
                let options = crate::rules::species::Species::VoidSeeders
                    .creatures()
                    .iter()
                    .map(|&k| (k, common::kind_name(i18n, k)));
                out = out.push(
                    row![
                        text(tr!(i18n, "new-game-track-level", level = (level as u8 + 1)))
                            .size(ctx.ty.body)
                            .width(Length::Fixed(ctx.ty.body * 5.0)),
                        widgets::choices(ctx, options, shown, move |k| Message::Track(level, k)),
                    ]
                    .spacing(sp)
                    .align_y(iced::Alignment::Center),
                );
            }
        }
        out = out.push(rule::horizontal(1));
        out = out.push(widgets::heading(ctx, tr!(i18n, "fix-bag")));
        out = out.push(widgets::small(ctx, tr!(i18n, "fix-bag-hint")));
        // the token types of this game's bag (Void Seeder tokens and insanity tokens included)
        let kinds: Vec<IntruderKind> = crate::rules::data()
            .map(|d| {
                d.content(game.config().species)
                    .species
                    .tokens
                    .keys()
                    .copied()
                    .collect()
            })
            .unwrap_or_default();
        for k in kinds {
            out = out.push(
                row![
                    text(common::kind_name(i18n, k))
                        .size(ctx.ty.body)
                        .width(Length::Fill),
                    widgets::plain(ctx, tr!(i18n, "fix-bag-add"), Some(Message::AddToken(k))),
                    widgets::plain(
                        ctx,
                        tr!(i18n, "fix-bag-remove"),
                        Some(Message::RemoveToken(k))
                    ),
                    widgets::plain(ctx, tr!(i18n, "fix-bag-next"), Some(Message::NextToken(k))),
                ]
                .spacing(sp * 0.5)
                .align_y(Alignment::Center)
                .wrap(),
            );
        }
        out = out.push(rule::horizontal(1));
        out = out.push(
            row![
                widgets::plain(
                    ctx,
                    tr!(i18n, "fix-next-event"),
                    Some(Message::PickNextEvent)
                ),
                widgets::plain(
                    ctx,
                    tr!(i18n, "fix-next-attack"),
                    Some(Message::PickNextAttack)
                ),
            ]
            .spacing(sp * 0.5)
            .wrap(),
        );
        out.into()
    }

    /// The event or attack cards the table may have drawn by hand (the ones out of the game are
    /// left out), by their printed name with our summary of the effect.
    fn cards_view<'a>(
        &'a self,
        ctx: Ctx<'a>,
        game: &'a Game,
        events: bool,
    ) -> Element<'a, Message> {
        let i18n = ctx.i18n;
        let sp = ctx.ty.space;
        let Ok(data) = crate::rules::data() else {
            return widgets::body(ctx, tr!(i18n, "fix-nothing")).into();
        };
        let content = data.content(game.config().species);
        let view = game.state().public_view();
        let cards: Vec<(u8, String, String)> = if events {
            content
                .events
                .iter()
                .enumerate()
                .filter(|(i, _)| !view.event_removed.contains(&(*i as u8)))
                .map(|(i, f)| {
                    (
                        i as u8,
                        f.name.clone(),
                        i18n.effect(&effect_key("event", &f.effect)),
                    )
                })
                .collect()
        } else {
            content
                .attacks
                .iter()
                .enumerate()
                .map(|(i, f)| {
                    (
                        i as u8,
                        f.name.clone(),
                        i18n.effect(&effect_key("attack", &f.effect)),
                    )
                })
                .collect()
        };
        let question = if events {
            tr!(i18n, "fix-next-event-question")
        } else {
            tr!(i18n, "fix-next-attack-question")
        };
        let mut out = column![widgets::heading(ctx, question)].spacing(sp * 0.5);
        for (i, name, effect) in cards {
            let msg = if events {
                Message::NextEvent(i)
            } else {
                Message::NextAttack(i)
            };
            out = out.push(
                button(
                    column![
                        text(name).size(ctx.ty.body).font(crate::gui::fonts::BOLD),
                        text(effect).size(ctx.ty.small),
                    ]
                    .spacing(sp * 0.2),
                )
                .width(Length::Fill)
                .padding(sp * 0.6)
                .style(button::secondary)
                .on_press(msg),
            );
        }
        out.into()
    }
}

/// `event-<effect>` / `attack-<effect>`: the effect's key in effects.ftl.
fn effect_key(prefix: &str, effect: &impl serde::Serialize) -> String {
    format!("{prefix}-{}", crate::gui::narrate::snake(effect))
}

/// A fixed slot (printed room) never changes its tile.
pub fn tile_can_change(game: &Game, slot: SlotId) -> bool {
    !matches!(
        game.board().slot(slot).map(|s| s.kind),
        Some(SlotKind::Fixed { .. })
    )
}

/// The intruders in the room: their injuries, moved or removed, and one added.
fn intruders_here<'a>(
    ctx: Ctx<'a>,
    game: &'a Game,
    at: SlotId,
    mut out: iced::widget::Column<'a, Message>,
) -> iced::widget::Column<'a, Message> {
    let i18n = ctx.i18n;
    let sp = ctx.ty.space;
    let state = game.state();
    // intruders here
    out = out.push(widgets::heading(ctx, tr!(i18n, "fix-intruders")));
    for x in state.intruders_in(at) {
        let id = x.id;
        out = out.push(
            column![
                common::stepper(
                    ctx,
                    tr!(
                        i18n,
                        "fix-intruder-injuries",
                        kind = common::kind_name(i18n, x.kind),
                        id = x.id.0
                    ),
                    x.injuries,
                    limits::INJURIES,
                    move |n| Message::Injuries(id, n)
                ),
                row![
                    widgets::plain(
                        ctx,
                        tr!(i18n, "fix-move-intruder"),
                        Some(Message::MoveIntruder(id))
                    ),
                    widgets::plain(
                        ctx,
                        tr!(i18n, "fix-remove-intruder"),
                        Some(Message::RemoveIntruder(id))
                    )
                    .style(button::danger),
                ]
                .spacing(sp * 0.5)
                .wrap(),
            ]
            .spacing(sp * 0.3),
        );
    }
    out = out.push(widgets::small(ctx, tr!(i18n, "fix-add-intruder")));
    out = out.push(
        row(game.config().species.kinds().iter().map(|&k| {
            widgets::plain(
                ctx,
                common::kind_name(i18n, k),
                Some(Message::AddIntruder(k)),
            )
            .into()
        }))
        .spacing(sp * 0.5)
        .wrap(),
    );

    out
}

/// The room itself: fire, malfunction, its tile, the objects on it, the Nest's eggs and the pods.
fn room_itself<'a>(
    ctx: Ctx<'a>,
    game: &'a Game,
    at: SlotId,
    room: &crate::rules::state::RoomState,
    mut out: iced::widget::Column<'a, Message>,
) -> iced::widget::Column<'a, Message> {
    let i18n = ctx.i18n;
    let sp = ctx.ty.space;
    let state = game.state();
    // the room itself
    out = out.push(rule::horizontal(1));
    out = out.push(common::toggle(
        ctx,
        tr!(i18n, "fix-fire"),
        room.fire,
        Message::Fire,
    ));
    let can_malfunction = room.explored && room.room.is_some_and(|k| !k.refuses_malfunction());
    if can_malfunction || room.malfunction {
        out = out.push(common::toggle(
            ctx,
            tr!(i18n, "fix-malfunction"),
            room.malfunction,
            Message::Malfunction,
        ));
    }
    if tile_can_change(game, at) {
        let tile = match room.room {
            Some(k) => room_name(i18n, k),
            None => tr!(i18n, "map-unexplored"),
        };
        out = out.push(
            row![
                text(tr!(i18n, "fix-room-tile", room = tile))
                    .size(ctx.ty.body)
                    .width(Length::Fill),
                widgets::plain(ctx, tr!(i18n, "fix-change"), Some(Message::PickRoomTile)),
            ]
            .spacing(sp * 0.5)
            .align_y(Alignment::Center),
        );
    }
    let (e, ca, co) = (room.eggs, room.carcasses, room.corpses);
    out = out.push(common::stepper(
        ctx,
        tr!(i18n, "fix-eggs"),
        e,
        limits::ROOM_EGGS,
        move |n| Message::Objects {
            eggs: n,
            carcasses: ca,
            corpses: co,
        },
    ));
    out = out.push(common::stepper(
        ctx,
        tr!(i18n, "fix-carcasses"),
        ca,
        limits::CARCASSES,
        move |n| Message::Objects {
            eggs: e,
            carcasses: n,
            corpses: co,
        },
    ));
    out = out.push(common::stepper(
        ctx,
        tr!(i18n, "fix-corpses"),
        co,
        limits::CORPSES,
        move |n| Message::Objects {
            eggs: e,
            carcasses: ca,
            corpses: n,
        },
    ));
    if room.room == Some(RoomKind::Nest) {
        out = out.push(common::stepper(
            ctx,
            tr!(
                i18n,
                "fix-nest-eggs",
                board = crate::gui::narrate::intruder_board(i18n, game.config().species)
            ),
            state.nest_eggs,
            limits::NEST_EGGS,
            Message::NestEggs,
        ));
    }
    let section = match room.room {
        Some(RoomKind::EvacuationA) => Some(Section::A),
        Some(RoomKind::EvacuationB) => Some(Section::B),
        _ => None,
    };
    if let Some(section) = section {
        for pod in state
            .pods
            .iter()
            .filter(|p| p.section == section && !p.launched)
        {
            let n = pod.number;
            out = out.push(common::toggle(
                ctx,
                tr!(i18n, "fix-pod-locked", pod = n),
                pod.locked,
                move |l| Message::PodLock(n, l),
            ));
        }
    }

    out
}

/// The room's corridors (noise and door) and technical entrances.
fn corridors_here<'a>(
    ctx: Ctx<'a>,
    game: &'a Game,
    at: SlotId,
    mut out: iced::widget::Column<'a, Message>,
) -> iced::widget::Column<'a, Message> {
    let i18n = ctx.i18n;
    let sp = ctx.ty.space;
    let state = game.state();
    // corridors and technical entrances
    out = out.push(rule::horizontal(1));
    out = out.push(widgets::heading(ctx, tr!(i18n, "fix-corridors")));
    for c in game.board().corridors_of(at) {
        let Some(cs) = state.corridors.get(usize::from(c.0)) else {
            continue;
        };
        out = out.push(
            column![
                widgets::body(ctx, common::corridor_label(i18n, game, at, c)),
                row![
                    widgets::choice(
                        ctx,
                        tr!(i18n, "fix-noise"),
                        cs.noise,
                        Some(Message::Noise(c, !cs.noise))
                    ),
                    widgets::choices(
                        ctx,
                        // an open corridor has no door token on the board: say so, as the
                        // table sees it ("open door" read as a token that is not there)
                        [DoorState::Open, DoorState::Closed, DoorState::Destroyed].map(|d| {
                            let name = match d {
                                DoorState::Open => tr!(i18n, "fix-door-none"),
                                _ => common::door_name(i18n, d),
                            };
                            (d, name)
                        }),
                        cs.door,
                        move |d| Message::Door(c, d)
                    ),
                ]
                .spacing(sp)
                .wrap(),
            ]
            .spacing(sp * 0.3),
        );
    }
    for net in game.board().networks_of(at) {
        let noise = state.tech_noise.get(&net).copied().unwrap_or(false);
        out = out.push(common::toggle(
            ctx,
            tr!(i18n, "fix-tech-noise"),
            noise,
            move |n| Message::TechNoise(net, n),
        ));
    }

    out
}

/// Characters placed here from another room (who is really here).
fn characters_here<'a>(
    ctx: Ctx<'a>,
    game: &'a Game,
    at: SlotId,
    mut out: iced::widget::Column<'a, Message>,
) -> iced::widget::Column<'a, Message> {
    let i18n = ctx.i18n;
    let sp = ctx.ty.space;
    let state = game.state();
    // characters: who is really here
    let elsewhere: Vec<PlayerId> = state
        .characters
        .iter()
        .filter(|c| matches!(c.at, Whereabouts::Room(s) if s != at))
        .map(|c| c.player)
        .collect();
    if !elsewhere.is_empty() {
        out = out.push(rule::horizontal(1));
        out = out.push(widgets::small(ctx, tr!(i18n, "fix-place-here")));
        out = out.push(
            row(elsewhere.into_iter().map(|p| {
                widgets::plain(
                    ctx,
                    common::player_label(i18n, game, p),
                    Some(Message::PlaceHere(p)),
                )
                .into()
            }))
            .spacing(sp * 0.5)
            .wrap(),
        );
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::gui::nemesis::panels::common::test_game;
    use std::collections::BTreeSet;

    /// Every correction the core knows, by position. A new variant fails to compile here until it
    /// is added, and then the test below fails until a message produces it.
    fn variant(c: &Correction) -> usize {
        use Correction as F;
        match c {
            F::AddIntruder { .. } => 0,
            F::MoveIntruder { .. } => 1,
            F::RemoveIntruder { .. } => 2,
            F::SetInjuries { .. } => 3,
            F::SetNoise { .. } => 4,
            F::SetTechNoise { .. } => 5,
            F::SetDoor { .. } => 6,
            F::SetFire { .. } => 7,
            F::SetMalfunction { .. } => 8,
            F::SetRoom { .. } => 9,
            F::SetObjects { .. } => 10,
            F::PlaceCharacter { .. } => 11,
            F::SetSlime { .. } => 12,
            F::SetLarva { .. } => 13,
            F::SetMutation { .. } => 27,
            F::SetInsanity { .. } => 28,
            F::SetInsanityTrack { .. } => 29,
            F::SetWounds { .. } => 14,
            F::SetContamination { .. } => 15,
            F::SetTime { .. } => 16,
            F::SetSelfDestruct { .. } => 17,
            F::SetDestination { .. } => 18,
            F::SetNestEggs { .. } => 19,
            F::SetPodLock { .. } => 20,
            F::AddTokenToBag { .. } => 21,
            F::RemoveTokenFromBag { .. } => 22,
            F::KillCharacter { .. } => 23,
            F::NextToken { .. } => 24,
            F::NextEvent { .. } => 25,
            F::NextAttack { .. } => 26,
        }
    }
    const VARIANTS: usize = 30;

    /// Sends the messages to the panel and applies what it asks for; every fix must be accepted.
    fn play(
        game: &mut Game,
        panel: &mut Corrections,
        messages: Vec<Message>,
        seen: &mut BTreeSet<usize>,
    ) {
        for m in messages {
            match panel.update(m.clone(), game) {
                Request::Apply(Command::Fix(fix)) => {
                    seen.insert(variant(&fix));
                    game.apply(Command::Fix(fix.clone()))
                        .unwrap_or_else(|e| panic!("{m:?} gave {fix:?}, refused: {e}"));
                }
                Request::None => {}
                other => panic!("{m:?} asked for {other:?}"),
            }
        }
    }

    #[test]
    fn every_correction_can_be_made_from_the_panels_and_the_core_takes_it() {
        let mut game = test_game(3, "ACK74X");
        let mut seen = BTreeSet::new();
        let room = SlotId(5);
        let corridor = game.board().corridors_of(room)[0];

        // a room
        let mut panel = Corrections::for_slot(room);
        play(
            &mut game,
            &mut panel,
            vec![
                Message::PickRoomTile,
                Message::RoomTile(RoomKind::Laboratory),
                Message::AddIntruder(IntruderKind::Adult),
                Message::Fire(true),
                Message::Malfunction(true),
                Message::Objects {
                    eggs: 2,
                    carcasses: 1,
                    corpses: 0,
                },
                Message::Noise(corridor, true),
                Message::Door(corridor, DoorState::Closed),
                Message::PlaceHere(PlayerId(2)),
            ],
            &mut seen,
        );
        let id = game.state().intruders_in(room).next().unwrap().id;
        play(
            &mut game,
            &mut panel,
            vec![
                Message::Injuries(id, 2),
                Message::MoveIntruder(id),
                Message::Slot(SlotId(6)),
            ],
            &mut seen,
        );
        assert_eq!(game.state().intruder(id).unwrap().at, SlotId(6));
        let mut panel = Corrections::for_slot(SlotId(6));
        play(
            &mut game,
            &mut panel,
            vec![Message::RemoveIntruder(id)],
            &mut seen,
        );
        let tech_slot = game
            .board()
            .slot_ids()
            .find(|s| !game.board().networks_of(*s).is_empty())
            .unwrap();
        let net = game.board().networks_of(tech_slot)[0];
        let mut panel = Corrections::for_slot(tech_slot);
        play(
            &mut game,
            &mut panel,
            vec![Message::TechNoise(net, true)],
            &mut seen,
        );

        // a character
        let mut panel = Corrections::for_player(PlayerId(1));
        play(
            &mut game,
            &mut panel,
            vec![
                Message::Slime(true),
                Message::Larva(true),
                Message::Wounds {
                    light: 1,
                    serious: 2,
                    dressed: 1,
                },
                Message::Contamination(3),
                Message::PlaceCharacter,
                Message::Slot(SlotId(1)),
            ],
            &mut seen,
        );
        let c = game.state().character(PlayerId(1)).unwrap();
        assert_eq!(
            (
                c.slime,
                c.larva,
                c.light_wounds,
                c.serious_wounds,
                c.dressed_wounds,
                c.contamination
            ),
            (true, true, 1, 2, 1, 3)
        );
        assert_eq!(c.room(), Some(SlotId(1)));

        // the tracks
        let pod = game.state().pods[0].number;
        let mut panel = Corrections::for_tracks();
        play(
            &mut game,
            &mut panel,
            vec![
                Message::Time(7),
                Message::SelfDestruct(Some(5)),
                Message::Destination(3),
                Message::NestEggs(4),
                Message::PodLock(pod, false),
                Message::RemoveToken(IntruderKind::Adult),
                Message::AddToken(IntruderKind::Adult),
                Message::NextToken(IntruderKind::Adult),
                Message::PickNextEvent,
                Message::NextEvent(0),
                Message::PickNextAttack,
                Message::NextAttack(0),
            ],
            &mut seen,
        );
        let s = game.state();
        assert_eq!(
            (s.time, s.self_destruct, s.destination, s.nest_eggs),
            (7, Some(5), 3, 4)
        );

        // a death, confirmed
        let mut panel = Corrections::for_player(PlayerId(3));
        let before = seen.len();
        play(&mut game, &mut panel, vec![Message::Kill], &mut seen);
        assert_eq!(seen.len(), before, "a kill needs a confirmation");
        play(&mut game, &mut panel, vec![Message::ConfirmKill], &mut seen);
        assert!(!game.state().character(PlayerId(3)).unwrap().alive());

        // Carnomorphs: the mutation card and markers (only their box has them)
        let mut carno =
            common::test_game_of(2, "ACK74X", crate::rules::species::Species::Carnomorphs);
        let mut panel = Corrections::for_player(PlayerId(1));
        play(
            &mut carno,
            &mut panel,
            vec![Message::Mutation {
                card: true,
                markers: 2,
            }],
            &mut seen,
        );

        // Void Seeders: insanity and the track
        let mut vs = common::test_game_of(2, "ACK74X", crate::rules::species::Species::VoidSeeders);
        let mut panel = Corrections::for_player(PlayerId(1));
        play(&mut vs, &mut panel, vec![Message::Insanity(4)], &mut seen);
        assert_eq!(vs.state().character(PlayerId(1)).unwrap().insanity, 4);
        let mut panel = Corrections::for_tracks();
        play(
            &mut vs,
            &mut panel,
            vec![Message::Track(2, IntruderKind::Stalker)],
            &mut seen,
        );
        assert_eq!(
            vs.state().config.insanity_track.map(|t| t[2]),
            Some(IntruderKind::Stalker)
        );

        let missing: Vec<usize> = (0..VARIANTS).filter(|v| !seen.contains(v)).collect();
        assert!(
            missing.is_empty(),
            "no message makes corrections {missing:?}"
        );
    }

    #[test]
    fn a_panel_only_builds_fixes_of_its_own_scope() {
        let game = test_game(2, "ACK74X");
        let mut tracks = Corrections::for_tracks();
        for m in [
            Message::Fire(true),
            Message::Slime(true),
            Message::PlaceHere(PlayerId(1)),
            Message::AddIntruder(IntruderKind::Adult),
            Message::ConfirmKill,
            Message::NextEvent(0),
            Message::Slot(SlotId(3)),
        ] {
            assert_eq!(tracks.update(m.clone(), &game), Request::None, "{m:?}");
        }
        let mut room = Corrections::for_slot(SlotId(3));
        assert_eq!(room.update(Message::Larva(true), &game), Request::None);
        assert_eq!(
            room.update(Message::AddIntruder(IntruderKind::Blank), &game),
            Request::None,
            "the Blank is a token, not a miniature"
        );
        assert_eq!(room.update(Message::Close, &game), Request::Close);
    }

    #[test]
    fn picking_a_room_waits_for_a_slot_and_back_cancels() {
        let game = test_game(2, "ACK74X");
        let mut panel = Corrections::for_player(PlayerId(2));
        panel.update(Message::PlaceCharacter, &game);
        assert!(panel.wants_room());
        assert_eq!(
            panel.update(Message::Slot(SlotId(99)), &game),
            Request::None
        );
        panel.update(Message::Back, &game);
        assert!(!panel.wants_room());
        assert_eq!(panel.update(Message::Slot(SlotId(4)), &game), Request::None);
    }
}
