//! One log line per outcome: one exhaustive match, so a new outcome cannot be forgotten.

use super::names::letter;
use super::{Known, Line, Narrator, Tone};
use crate::rules::Outcome;
use crate::rules::command::{Correction, NoiseSpot, Treatment};
use crate::rules::ids::*;
use crate::rules::outcome::{
    DeathCause, EncounterCause, EventStep, HealthRead, InjuryCause, InsanityChange, NestEnd,
};
use crate::rules::species::Development;
use crate::rules::state::{DoorState, EndCause};
use crate::tr;

impl Narrator<'_> {
    pub(super) fn outcome_with(&self, outcome: &Outcome, known: &Known) -> Option<Line> {
        use Line as L;
        use Outcome as O;
        use Tone::*;
        let i = self.i18n;
        let line = match outcome {
            O::Private { .. } => return None,

            // ----- movement, exploration, noise -----
            O::CharacterMoved {
                player,
                from,
                to,
                escape,
            } => {
                let (player, from, to) = (self.player(*player), self.room(*from), self.room(*to));
                if *escape {
                    L::new(
                        Info,
                        tr!(i, "log-moved-escape", player = player, from = from, to = to),
                    )
                } else {
                    L::new(
                        Info,
                        tr!(i, "log-moved", player = player, from = from, to = to),
                    )
                }
            }
            O::RoomRevealed {
                at,
                room,
                exploration,
                items,
                printed_items,
            } => {
                let number = at.to_string();
                let name = crate::gui::map::room_name(i, *room);
                let text = tr!(
                    i,
                    "log-room-revealed",
                    number = number.clone(),
                    name = name,
                    items = (*items)
                );
                // the box deals: the players flipped both already; the app deals: it names them
                let todo = match self.game.config().dealer {
                    // the Nest, the slime room and the engines get no item counter (issue 39)
                    crate::rules::ids::Dealer::Box if !room.has_item_counter() => {
                        tr!(i, "log-room-revealed-todo-box-no-counter", number = number)
                    }
                    crate::rules::ids::Dealer::App if !room.has_item_counter() => tr!(
                        i,
                        "log-room-revealed-todo-app-no-counter",
                        name = crate::gui::map::room_name(i, *room),
                        number = number,
                        token = self.token_face(*exploration, printed_items.unwrap_or(*items))
                    ),
                    crate::rules::ids::Dealer::Box => tr!(
                        i,
                        "log-room-revealed-todo-box",
                        number = number,
                        items = (*items)
                    ),
                    // the token is named by what is printed on it, so the table takes the right
                    // one (solo halves only the counter)
                    crate::rules::ids::Dealer::App => tr!(
                        i,
                        "log-room-revealed-todo-app",
                        name = crate::gui::map::room_name(i, *room),
                        number = number,
                        items = (*items),
                        token = self.token_face(*exploration, printed_items.unwrap_or(*items))
                    ),
                };
                let todo = match printed_items {
                    Some(printed) if printed != items => format!(
                        "{todo} {}",
                        tr!(
                            i,
                            "log-solo-half-items",
                            printed = (*printed),
                            items = (*items)
                        )
                    ),
                    _ => todo,
                };
                L::new(Info, format!("{text} {}", self.exploration(*exploration))).todo(todo)
            }
            O::ExplorationIgnored {
                at,
                effect: crate::rules::content::ExplorationEffect::Malfunction,
            } => L::new(
                Info,
                tr!(i, "log-malfunction-not-here", room = self.room(*at)),
            ),
            O::ExplorationIgnored { at, effect } => {
                let token = match effect {
                    crate::rules::content::ExplorationEffect::Danger => tr!(i, "noise-danger"),
                    _ => tr!(i, "noise-silence"),
                };
                L::new(
                    Info,
                    tr!(
                        i,
                        "log-exploration-ignored",
                        token = token,
                        room = self.room(*at)
                    ),
                )
            }
            O::NoiseRolled {
                player,
                at,
                result,
                slime_made_danger,
            } => {
                let (player, room) = (self.player(*player), self.room(*at));
                match result {
                    NoiseResult::Corridor(n) => L::new(
                        Info,
                        tr!(
                            i,
                            "log-noise-corridor",
                            player = player,
                            room = room,
                            number = (*n)
                        ),
                    ),
                    NoiseResult::Danger => L::new(
                        Danger,
                        tr!(i, "log-noise-danger", player = player, room = room),
                    ),
                    NoiseResult::Silence if *slime_made_danger => L::new(
                        Danger,
                        tr!(i, "log-noise-slime", player = player, room = room),
                    ),
                    NoiseResult::Silence => L::new(
                        Info,
                        tr!(i, "log-noise-silence", player = player, room = room),
                    ),
                }
            }
            O::NoisePlaced { at, spot } => {
                let spot = self.spot(*at, *spot);
                L::new(Info, tr!(i, "log-noise-placed", spot = spot.clone())).todo(tr!(
                    i,
                    "log-noise-placed-todo",
                    spot = spot
                ))
            }
            O::NoiseCleared { at, spots } => {
                let room = self.room(*at);
                // the technical corridors are named as they were when their noise was placed,
                // not as an exit number
                let (tech, corridors): (Vec<NoiseSpot>, Vec<NoiseSpot>) =
                    spots.iter().partition(|s| matches!(s, NoiseSpot::Tech(_)));
                let tech: Vec<String> = tech.iter().map(|s| self.spot(*at, *s)).collect();
                let todo = match (corridors.is_empty(), tech.is_empty()) {
                    (false, true) => tr!(
                        i,
                        "log-noise-cleared-todo",
                        numbers = self.exit_numbers(*at, &corridors),
                        room = room.clone()
                    ),
                    (true, false) => {
                        tr!(i, "log-noise-cleared-todo-tech", tech = self.list(&tech))
                    }
                    _ => tr!(
                        i,
                        "log-noise-cleared-todo-both",
                        numbers = self.exit_numbers(*at, &corridors),
                        room = room.clone(),
                        tech = self.list(&tech)
                    ),
                };
                L::new(Info, tr!(i, "log-noise-cleared", room = room)).todo(todo)
            }
            O::NoRoll { player, at } => {
                let crowded = self.state().characters_in(*at).nth(1).is_some()
                    || self.state().intruders_in(*at).next().is_some();
                let (player, room) = (self.player(*player), self.room(*at));
                if crowded {
                    L::new(
                        Info,
                        tr!(i, "log-no-roll-company", player = player, room = room),
                    )
                } else {
                    L::new(
                        Info,
                        tr!(i, "log-no-roll-token", player = player, room = room),
                    )
                }
            }
            O::DangerNothing { at } => {
                L::new(Info, tr!(i, "log-danger-nothing", room = self.room(*at)))
            }

            // ----- encounters and intruders appearing -----
            O::FirstEncounter => L::new(Moment, tr!(i, "log-first-encounter"))
                .todo(tr!(i, "log-first-encounter-todo")),
            O::Encounter { player, at, cause } => {
                let room = self.room(*at);
                let text = match (cause, player) {
                    (EncounterCause::Noise, Some(p)) => {
                        tr!(
                            i,
                            "log-encounter-noise",
                            player = self.player(*p),
                            room = room
                        )
                    }
                    (EncounterCause::Event, Some(p)) => {
                        tr!(
                            i,
                            "log-encounter-event",
                            player = self.player(*p),
                            room = room
                        )
                    }
                    (EncounterCause::Butcher, Some(p)) => tr!(
                        i,
                        "log-encounter-butcher",
                        player = self.player(*p),
                        room = room
                    ),
                    (EncounterCause::QueenInNest | EncounterCause::Butcher, _) => {
                        tr!(i, "log-encounter-queen", room = room)
                    }
                    (EncounterCause::Noise | EncounterCause::Event, None) => {
                        tr!(i, "log-encounter-nobody", room = room)
                    }
                };
                L::new(Danger, text)
            }
            O::TokenDrawn { kind, surprise } => match kind {
                IntruderKind::Blank => L::new(Info, tr!(i, "log-token-blank")),
                // an insanity token has no number on it (issue 39 item 13: 「奇襲の数字 0」)
                IntruderKind::Insanity => L::new(
                    Danger,
                    tr!(i, "log-token-drawn-plain", one = self.one(*kind)),
                ),
                _ => L::new(
                    Danger,
                    tr!(
                        i,
                        "log-token-drawn",
                        one = self.one(*kind),
                        surprise = (*surprise)
                    ),
                ),
            },
            O::BagEmpty => L::new(Info, tr!(i, "log-bag-empty")),
            O::IntruderPlaced { kind, at, .. } => {
                let (one, room) = (self.one(*kind), self.room(*at));
                L::new(
                    Danger,
                    tr!(
                        i,
                        "log-intruder-placed",
                        one = one.clone(),
                        room = room.clone()
                    ),
                )
                .todo(tr!(i, "log-intruder-placed-todo", one = one, room = room))
            }
            O::IntruderRelocated { kind, from, to, .. } => {
                let (kind, from, to) = (self.kind(*kind), self.room(*from), self.room(*to));
                L::new(
                    Danger,
                    tr!(
                        i,
                        "log-intruder-relocated",
                        kind = kind.clone(),
                        from = from.clone(),
                        to = to.clone()
                    ),
                )
                .todo(tr!(
                    i,
                    "log-intruder-relocated-todo",
                    kind = kind,
                    from = from,
                    to = to
                ))
            }
            O::BlankDrawn { at, last_token } => {
                let room = self.room(*at);
                if *last_token {
                    L::new(Info, tr!(i, "log-blank-last", room = room))
                } else {
                    L::new(Info, tr!(i, "log-blank", room = room))
                }
            }
            O::SurpriseAttack {
                intruder,
                player,
                token,
                hand,
            } => {
                let (kind, player) = (self.intruder(*intruder, known), self.player(*player));
                if *token == 0 {
                    L::new(
                        Danger,
                        tr!(i, "log-surprise-no-cards", player = player, kind = kind),
                    )
                } else {
                    L::new(
                        Danger,
                        tr!(
                            i,
                            "log-surprise",
                            player = player,
                            hand = (*hand),
                            token = (*token),
                            kind = kind
                        ),
                    )
                }
            }
            O::NoSurprise {
                player,
                token,
                hand,
            } => L::new(
                Info,
                tr!(
                    i,
                    "log-no-surprise",
                    player = self.player(*player),
                    hand = (*hand),
                    token = (*token)
                ),
            ),

            // ----- intruder movement -----
            O::IntruderMoved {
                intruder,
                from,
                to,
                corridor,
            } => {
                let kind = self.intruder(*intruder, known);
                let number = self
                    .corridor_number(*corridor, *from)
                    .unwrap_or_else(|| "?".into());
                let danger = self.state().characters_in(*to).next().is_some();
                let (from, to) = (self.room(*from), self.room(*to));
                L::new(
                    if danger { Danger } else { Info },
                    tr!(
                        i,
                        "log-intruder-moved",
                        kind = kind.clone(),
                        from = from.clone(),
                        number = number.clone(),
                        to = to.clone()
                    ),
                )
                .todo(tr!(
                    i,
                    "log-intruder-moved-todo",
                    kind = kind,
                    from = from,
                    number = number,
                    to = to
                ))
            }
            O::IntruderVanished {
                kind,
                from,
                network,
                ..
            } => {
                let (kind, from) = (self.kind(*kind), self.room(*from));
                L::new(
                    Info,
                    tr!(
                        i,
                        "log-intruder-vanished",
                        kind = kind.clone(),
                        from = from.clone(),
                        network = self.tech(*network)
                    ),
                )
                .todo(tr!(
                    i,
                    "log-intruder-vanished-todo",
                    kind = kind,
                    from = from
                ))
            }
            O::DoorDestroyed { corridor, at } => {
                let number = self
                    .corridor_number(*corridor, *at)
                    .unwrap_or_else(|| "?".into());
                let room = self.room(*at);
                L::new(
                    Danger,
                    tr!(
                        i,
                        "log-door-destroyed",
                        room = room.clone(),
                        number = number.clone()
                    ),
                )
                .todo(tr!(
                    i,
                    "log-door-destroyed-todo",
                    number = number,
                    room = room
                ))
            }
            O::IntruderWithdrawn { kind, from, .. } => {
                let (kind, from) = (self.kind(*kind), self.room(*from));
                L::new(
                    Info,
                    tr!(
                        i,
                        "log-intruder-withdrawn",
                        kind = kind.clone(),
                        from = from.clone()
                    ),
                )
                .todo(tr!(
                    i,
                    "log-intruder-withdrawn-todo",
                    kind = kind,
                    from = from
                ))
            }

            // ----- attacks -----
            O::Attack {
                kind,
                target,
                card,
                hit,
                effect,
                ..
            } => {
                let (kind, player) = (self.kind(*kind), self.player(*target));
                let card = self.attack_card(*card);
                if *hit {
                    L::new(
                        Danger,
                        tr!(
                            i,
                            "log-attack",
                            kind = kind,
                            player = player,
                            card = card,
                            effect = self.attack_effect(*effect)
                        ),
                    )
                } else {
                    L::new(
                        Info,
                        tr!(
                            i,
                            "log-attack-miss",
                            kind = kind,
                            player = player,
                            card = card
                        ),
                    )
                }
            }
            O::Infestation {
                player,
                larva_already,
                ..
            } => {
                let player = self.player(*player);
                if *larva_already {
                    L::new(Danger, tr!(i, "log-infestation-again", player = player))
                        .todo(tr!(i, "log-infestation-again-todo"))
                } else {
                    L::new(Danger, tr!(i, "log-infestation", player = player.clone())).todo(tr!(
                        i,
                        "log-infestation-todo",
                        player = player
                    ))
                }
            }
            O::ContaminationCard { player } => {
                let player = self.player(*player);
                L::new(Danger, tr!(i, "log-contamination", player = player.clone())).todo(tr!(
                    i,
                    "log-contamination-todo",
                    player = player
                ))
            }
            O::ContaminationDeckEmpty { player } => L::new(
                Info,
                tr!(i, "log-contamination-empty", player = self.player(*player)),
            ),
            O::Slimed { player } => {
                let player = self.player(*player);
                L::new(Danger, tr!(i, "log-slimed", player = player.clone())).todo(tr!(
                    i,
                    "log-slimed-todo",
                    player = player
                ))
            }
            O::LightWound { player, light } => {
                let player = self.player(*player);
                if *light >= 3 {
                    L::new(
                        Danger,
                        tr!(i, "log-light-wound-third", player = player.clone()),
                    )
                    .todo(tr!(
                        i,
                        "log-light-wound-third-todo",
                        player = player
                    ))
                } else {
                    L::new(
                        Danger,
                        tr!(
                            i,
                            "log-light-wound",
                            player = player.clone(),
                            light = (*light)
                        ),
                    )
                    .todo(tr!(i, "log-light-wound-todo", player = player))
                }
            }
            O::SeriousWound { player, serious } => {
                let player = self.player(*player);
                L::new(
                    Danger,
                    tr!(
                        i,
                        "log-serious-wound",
                        player = player.clone(),
                        serious = (*serious)
                    ),
                )
                .todo(tr!(i, "log-serious-wound-todo", player = player))
            }
            O::Transformed { intruder, to } => {
                let from = self.intruder(*intruder, known);
                let room = self.intruder_room(*intruder, known);
                let one = self.one(*to);
                L::new(
                    Danger,
                    tr!(
                        i,
                        "log-transformed",
                        from = from.clone(),
                        room = room.clone(),
                        one = one.clone()
                    ),
                )
                .todo(tr!(
                    i,
                    "log-transformed-todo",
                    from = from,
                    room = room,
                    one = one
                ))
            }
            O::TransformationFailed { intruder } => L::new(
                Info,
                tr!(
                    i,
                    "log-transformation-failed",
                    kind = self.intruder(*intruder, known),
                    one = self.one(IntruderKind::Breeder)
                ),
            ),
            O::CharacterDied { player, at, cause } => {
                let name = self.player(*player);
                let text = match cause {
                    DeathCause::Wounds => tr!(i, "log-died-wounds", player = name.clone()),
                    DeathCause::AttackCard => tr!(i, "log-died-attack", player = name.clone()),
                    DeathCause::Infection => tr!(i, "log-died-infection", player = name.clone()),
                    DeathCause::Airlock => tr!(i, "log-died-airlock", player = name.clone()),
                    DeathCause::Reported => tr!(i, "log-died-reported", player = name.clone()),
                    DeathCause::Jump => tr!(i, "log-died-jump", player = name.clone()),
                    DeathCause::Explosion => tr!(i, "log-died-explosion", player = name.clone()),
                    DeathCause::WrongDestination => {
                        tr!(i, "log-died-destination", player = name.clone())
                    }
                    DeathCause::FinalContamination => {
                        tr!(i, "log-died-contamination", player = name.clone())
                    }
                    DeathCause::Mutation => tr!(i, "log-died-mutation", player = name.clone()),
                    DeathCause::Insanity => tr!(i, "log-died-insanity", player = name.clone()),
                    DeathCause::Panic => tr!(i, "log-died-panic", player = name.clone()),
                    DeathCause::FinalInsanity => {
                        tr!(i, "log-died-final-insanity", player = name.clone())
                    }
                };
                let line = L::new(Danger, text);
                // a corpse matters only while the game goes on
                match at {
                    Some(at) if !matches!(cause, DeathCause::Jump | DeathCause::Explosion) => line
                        .todo(tr!(
                            i,
                            "log-died-todo",
                            player = name,
                            room = self.room(*at)
                        )),
                    _ => line,
                }
            }
            O::FirstDeath { player } => {
                if self.game.config().mode == Mode::Standard {
                    L::new(
                        Moment,
                        tr!(
                            i,
                            "log-first-death-intruder-player",
                            player = self.player(*player)
                        ),
                    )
                } else {
                    L::new(Moment, tr!(i, "log-first-death"))
                }
            }
            O::PodsUnlocked => {
                L::new(Good, tr!(i, "log-pods-unlocked")).todo(tr!(i, "log-pods-unlocked-todo"))
            }
            O::WoundsTreated {
                player,
                treatment,
                serious,
                dressed,
                ..
            } => {
                let player = self.player(*player);
                let (line, todo) = match treatment {
                    Treatment::DressAll => (
                        tr!(
                            i,
                            "log-dressed-all",
                            player = player.clone(),
                            dressed = (*dressed)
                        ),
                        tr!(i, "log-dressed-all-todo", player = player),
                    ),
                    Treatment::HealDressed => (
                        tr!(
                            i,
                            "log-healed-dressed",
                            player = player.clone(),
                            serious = (*serious)
                        ),
                        tr!(i, "log-healed-dressed-todo", player = player),
                    ),
                    Treatment::HealLight => (
                        tr!(i, "log-healed-light", player = player.clone()),
                        tr!(i, "log-healed-light-todo", player = player),
                    ),
                };
                L::new(Good, line).todo(todo)
            }
            O::RevivalAsked { at, corpses, dead } => {
                let room = self.room(*at);
                L::new(
                    Moment,
                    tr!(
                        i,
                        "log-revival-asked",
                        room = room.clone(),
                        corpses = (*corpses),
                        players = self.players(dead)
                    ),
                )
                .todo(tr!(i, "log-revival-asked-todo", room = room))
            }
            O::Revived { player, at, .. } => {
                let (player, room) = (self.player(*player), self.room(*at));
                L::new(
                    Good,
                    tr!(
                        i,
                        "log-revived",
                        player = player.clone(),
                        room = room.clone()
                    ),
                )
                .todo(tr!(i, "log-revived-todo", player = player, room = room))
            }

            // ----- injuries -----
            O::IntruderInjured {
                intruder,
                injuries,
                cause,
                at,
            } => {
                // the room it was hurt in, told by the outcome: a retreat right after the death
                // check moves it, and the board now would name the room it fled to
                let (kind, room) = (self.intruder(*intruder, known), self.room(*at));
                let (k, r, n) = (kind.clone(), room.clone(), *injuries);
                let text = match cause {
                    InjuryCause::Attack => {
                        tr!(i, "log-injured-attack", kind = k, room = r, injuries = n)
                    }
                    InjuryCause::Fire => {
                        tr!(i, "log-injured-fire", kind = k, room = r, injuries = n)
                    }
                    InjuryCause::FireControl => {
                        tr!(
                            i,
                            "log-injured-fire-control",
                            kind = k,
                            room = r,
                            injuries = n
                        )
                    }
                };
                L::new(Good, text).todo(tr!(
                    i,
                    "log-injuries-todo",
                    kind = kind,
                    room = room,
                    injuries = n
                ))
            }
            O::DeathCheck {
                intruder,
                cards,
                health,
                retreat_icon,
                read,
                dies,
            } => {
                let kind = self.intruder(*intruder, known);
                let names: Vec<String> = cards.iter().map(|&c| self.attack_card(c)).collect();
                let cards = self.list(&names);
                if *retreat_icon && *health == 0 {
                    // only retreat cards: nothing to add up, so it cannot die (and "0" next to
                    // its injuries read as if it should have)
                    return Some(L::new(
                        Info,
                        tr!(
                            i,
                            "log-death-check-retreat-only",
                            kind = kind.clone(),
                            cards = cards.clone()
                        ),
                    ));
                }
                // how the numbers were read: added up, or the lowest (Lurker) or highest
                // (Stalker, Lair) card (issue 39 item 13: it said "add up" for every kind)
                let mut text = match read {
                    HealthRead::Sum => tr!(
                        i,
                        "log-death-check",
                        kind = kind,
                        cards = cards,
                        health = (*health)
                    ),
                    HealthRead::Lowest => tr!(
                        i,
                        "log-death-check-lowest",
                        kind = kind,
                        cards = cards,
                        health = (*health)
                    ),
                    HealthRead::Highest => tr!(
                        i,
                        "log-death-check-highest",
                        kind = kind,
                        cards = cards,
                        health = (*health)
                    ),
                };
                if !*dies {
                    text.push(' ');
                    text.push_str(&if *retreat_icon {
                        tr!(i, "log-death-check-retreat-icon")
                    } else {
                        tr!(i, "log-death-check-lives")
                    });
                }
                L::new(Info, text)
            }
            O::IntruderKilled {
                kind, at, carcass, ..
            } => {
                let (kind, room) = (self.kind(*kind), self.room(*at));
                let line = L::new(
                    Good,
                    tr!(i, "log-killed", kind = kind.clone(), room = room.clone()),
                );
                if *carcass {
                    line.todo(tr!(i, "log-killed-carcass-todo", kind = kind, room = room))
                } else {
                    line.todo(tr!(i, "log-killed-todo", kind = kind, room = room))
                }
            }
            O::Retreat {
                intruder,
                card,
                corridor,
            } => L::new(
                Good,
                tr!(
                    i,
                    "log-retreat",
                    kind = self.intruder(*intruder, known),
                    card = self.event_card(*card),
                    number = (*corridor)
                ),
            ),
            O::EggsDestroyed { at, count, nest } => {
                if *nest {
                    L::new(Good, tr!(i, "log-eggs-nest", count = (*count))).todo(tr!(
                        i,
                        "log-eggs-nest-todo",
                        count = (*count)
                    ))
                } else {
                    let room = self.room(*at);
                    L::new(
                        Good,
                        tr!(i, "log-eggs-room", count = (*count), room = room.clone()),
                    )
                    .todo(tr!(
                        i,
                        "log-eggs-room-todo",
                        count = (*count),
                        room = room
                    ))
                }
            }
            O::NestDestroyed {
                cause: NestEnd::NoEggsLeft,
            } => L::new(Good, tr!(i, "log-nest-destroyed")),
            O::NestDestroyed {
                cause: NestEnd::ShipDestroyed,
            } => L::new(Good, tr!(i, "log-nest-destroyed-with-ship")),

            // ----- event phase -----
            O::EventPhaseStep { step } => {
                let step = match step {
                    EventStep::Time => tr!(i, "step-time"),
                    EventStep::Attacks => tr!(i, "step-attacks"),
                    EventStep::Fire => tr!(i, "step-fire"),
                    EventStep::EventCard => tr!(i, "step-event"),
                    EventStep::BagDevelopment => tr!(i, "step-bag"),
                    EventStep::Lurking => tr!(i, "step-lurking"),
                    EventStep::EndOfRound => tr!(i, "step-end"),
                };
                L::new(Info, tr!(i, "log-event-step", step = step))
            }
            O::TimeAdvanced { time } => {
                let line = if *time == 0 {
                    L::new(Moment, tr!(i, "log-time-out"))
                } else {
                    L::new(Info, tr!(i, "log-time", time = (*time)))
                };
                line.todo(tr!(i, "log-time-todo"))
            }
            O::SelfDestructAdvanced { track } => L::new(
                Danger,
                tr!(i, "log-self-destruct-advanced", track = (*track)),
            )
            .todo(tr!(i, "log-self-destruct-advanced-todo")),
            O::HibernationOpened => L::new(Moment, tr!(i, "log-hibernation-opened")),
            O::PointOfNoReturn => L::new(Moment, tr!(i, "log-point-of-no-return"))
                .todo(tr!(i, "log-pods-unlocked-todo")),
            O::EventCard {
                card,
                moves,
                corridor,
            } => {
                let kinds: Vec<String> = moves.iter().map(|&k| self.kind(k)).collect();
                L::new(
                    Info,
                    tr!(
                        i,
                        "log-event-card",
                        name = self.event_card(*card),
                        kinds = self.list(&kinds),
                        number = (*corridor)
                    ),
                )
            }
            O::EventEffectApplied { effect, .. } => L::new(
                Info,
                tr!(
                    i,
                    "log-event-effect",
                    name = self.event_name(*effect),
                    effect = self.event_effect(*effect)
                ),
            ),
            O::FirePlaced { at } => {
                let room = self.room(*at);
                L::new(Danger, tr!(i, "log-fire", room = room.clone())).todo(tr!(
                    i,
                    "log-fire-todo",
                    room = room
                ))
            }
            O::FireRemoved { at } => {
                let room = self.room(*at);
                L::new(Good, tr!(i, "log-fire-out", room = room.clone())).todo(tr!(
                    i,
                    "log-fire-out-todo",
                    room = room
                ))
            }
            O::MalfunctionPlaced { at } => {
                let room = self.room(*at);
                L::new(Danger, tr!(i, "log-malfunction", room = room.clone())).todo(tr!(
                    i,
                    "log-malfunction-todo",
                    room = room
                ))
            }
            O::InjuriesHealed { intruder, injuries } => {
                let (kind, room) = (
                    self.intruder(*intruder, known),
                    self.intruder_room(*intruder, known),
                );
                L::new(
                    Danger,
                    tr!(
                        i,
                        "log-healed",
                        kind = kind.clone(),
                        room = room.clone(),
                        injuries = (*injuries)
                    ),
                )
                .todo(tr!(
                    i,
                    "log-injuries-todo",
                    kind = kind,
                    room = room,
                    injuries = (*injuries)
                ))
            }
            O::DoorOpened { corridor } => self.door_line(*corridor, DoorState::Open),
            O::ItemsLost { at } => {
                let room = self.room(*at);
                L::new(Danger, tr!(i, "log-items-lost", room = room.clone())).todo(tr!(
                    i,
                    "log-items-lost-todo",
                    room = room
                ))
            }
            O::PodLaunched { pod, occupants } => {
                let line = if occupants.is_empty() {
                    L::new(Info, tr!(i, "log-pod-launched-empty", pod = (*pod)))
                } else {
                    L::new(
                        Good,
                        tr!(
                            i,
                            "log-pod-launched",
                            pod = (*pod),
                            players = self.players(occupants)
                        ),
                    )
                };
                line.todo(tr!(i, "log-pod-launched-todo", pod = (*pod)))
            }
            O::BagDevelopment { kind, row } => {
                let one = self.one(*kind);
                let text = match row {
                    Development::Replace(next) => {
                        tr!(i, "log-bag-replace", one = one, next = self.one(*next))
                    }
                    Development::EveryoneRolls => tr!(i, "log-bag-roll", one = one),
                    Development::QueenOrEgg => tr!(i, "log-bag-queen", one = one),
                    Development::Add(next) => {
                        tr!(i, "log-bag-add", one = one, next = self.one(*next))
                    }
                    Development::BlueMetagorger => tr!(i, "log-bag-blue-metagorger"),
                    Development::MetagorgerSpawn => tr!(i, "log-bag-metagorger-spawn"),
                    Development::ButcherHunts => tr!(i, "log-bag-butcher"),
                    Development::ShamblersWithdraw => tr!(i, "log-bag-shamblers-withdraw"),
                    Development::Panic => tr!(i, "log-bag-insanity"),
                };
                L::new(Info, text)
            }
            O::TokenToBag { kind } => {
                L::new(Info, tr!(i, "log-token-to-bag", one = self.one(*kind)))
            }
            O::TokenToSupply { kind } => {
                L::new(Info, tr!(i, "log-token-to-supply", kind = self.kind(*kind)))
            }
            O::SupplyEmpty { kind } => {
                L::new(Info, tr!(i, "log-supply-empty", kind = self.kind(*kind)))
            }
            O::EggAdded { eggs } => L::new(
                Danger,
                tr!(i, "log-egg-added", eggs = (*eggs), board = self.board()),
            )
            .todo(tr!(i, "log-egg-added-todo")),
            O::EveryoneRolls { players } => {
                if players.is_empty() {
                    L::new(Info, tr!(i, "log-everyone-rolls-none"))
                } else {
                    L::new(
                        Info,
                        tr!(i, "log-everyone-rolls", players = self.players(players)),
                    )
                }
            }
            O::ScanRequested { players } => L::new(
                Danger,
                tr!(i, "log-scan-requested", players = self.players(players)),
            )
            .todo(tr!(i, "log-scan-requested-todo")),
            O::RoundStarted {
                round,
                first_player,
            } => {
                let player = self.player(*first_player);
                // solo: one player, no token to pass and nobody else to draw (issue 39 item 14,
                // seen in a Japanese solo game in the real window)
                let todo = if self.game.config().mode == crate::rules::ids::Mode::Solo {
                    tr!(i, "log-round-todo-solo")
                } else {
                    tr!(i, "log-round-todo", player = player.clone())
                };
                L::new(Info, tr!(i, "log-round", round = (*round), player = player)).todo(todo)
            }

            // ----- player phase -----
            O::FireWound { player, at } => L::new(
                Danger,
                tr!(
                    i,
                    "log-fire-wound",
                    player = self.player(*player),
                    room = self.room(*at)
                ),
            ),
            O::Passed { player } => {
                L::new(Info, tr!(i, "log-passed", player = self.player(*player)))
            }
            O::EngineRestacked { engine, changed } => {
                if *changed {
                    L::new(Info, tr!(i, "log-engine-changed", engine = (*engine)))
                } else {
                    L::new(Info, tr!(i, "log-engine-unchanged", engine = (*engine)))
                }
            }
            O::DestinationSet { letter: l } => {
                let l = letter(*l);
                L::new(Info, tr!(i, "log-destination", letter = l.clone())).todo(tr!(
                    i,
                    "log-destination-todo",
                    letter = l
                ))
            }
            O::SelfDestructStarted => L::new(Moment, tr!(i, "log-self-destruct-started"))
                .todo(tr!(i, "log-self-destruct-started-todo")),
            O::SelfDestructCancelled => L::new(Good, tr!(i, "log-self-destruct-cancelled"))
                .todo(tr!(i, "log-self-destruct-cancelled-todo")),
            O::DoorSet { corridor, door } => self.door_line(*corridor, *door),
            O::AirlockSealed { at } => {
                let room = self.room(*at);
                L::new(Danger, tr!(i, "log-airlock-sealed", room = room.clone())).todo(tr!(
                    i,
                    "log-airlock-sealed-todo",
                    room = room
                ))
            }
            O::AirlockBroken { at } => {
                let room = self.room(*at);
                L::new(Info, tr!(i, "log-airlock-broken", room = room.clone())).todo(tr!(
                    i,
                    "log-airlock-broken-todo",
                    room = room
                ))
            }
            O::AirlockVented { at } => {
                let room = self.room(*at);
                L::new(Danger, tr!(i, "log-airlock-vented", room = room.clone())).todo(tr!(
                    i,
                    "log-airlock-vented-todo",
                    room = room
                ))
            }
            O::PodLock { pod, locked } => {
                if *locked {
                    L::new(Info, tr!(i, "log-pod-locked", pod = (*pod))).todo(tr!(
                        i,
                        "log-pod-locked-todo",
                        pod = (*pod)
                    ))
                } else {
                    L::new(Good, tr!(i, "log-pod-unlocked", pod = (*pod))).todo(tr!(
                        i,
                        "log-pod-unlocked-todo",
                        pod = (*pod)
                    ))
                }
            }
            O::WeaknessRevealed { slot, card } => {
                let object = self.weakness_object(*slot);
                let (name, effect) = self.weakness(*card);
                L::new(
                    Good,
                    tr!(
                        i,
                        "log-weakness",
                        object = object.clone(),
                        name = name,
                        effect = effect
                    ),
                )
                .todo(tr!(i, "log-weakness-todo", object = object))
            }
            O::ObjectTaken { player, object, at } => {
                let nest = self.state().room(*at).and_then(|r| r.room) == Some(RoomKind::Nest);
                let name = self.player(*player);
                if nest && *object == ObjectKind::Egg {
                    L::new(Info, tr!(i, "log-taken-nest", player = name.clone())).todo(tr!(
                        i,
                        "log-taken-nest-todo",
                        player = name,
                        board = self.board()
                    ))
                } else {
                    L::new(
                        Info,
                        tr!(
                            i,
                            "log-taken",
                            player = name,
                            object = self.object(*object),
                            room = self.room(*at)
                        ),
                    )
                }
            }
            O::ObjectDropped { player, object, at } => L::new(
                Info,
                tr!(
                    i,
                    "log-dropped",
                    player = self.player(*player),
                    object = self.object(*object),
                    room = self.room(*at)
                ),
            ),
            O::Hibernated { player } => {
                let player = self.player(*player);
                L::new(Good, tr!(i, "log-hibernated", player = player.clone())).todo(tr!(
                    i,
                    "log-hibernated-todo",
                    player = player
                ))
            }
            O::AttemptFailed { player } => L::new(
                Danger,
                tr!(i, "log-attempt-failed", player = self.player(*player)),
            ),
            O::BoardedPod { player, pod } => {
                let player = self.player(*player);
                L::new(
                    Good,
                    tr!(i, "log-boarded", player = player.clone(), pod = (*pod)),
                )
                .todo(tr!(i, "log-boarded-todo", player = player, pod = (*pod)))
            }
            O::LeftPod { player, at } => {
                let (player, room) = (self.player(*player), self.room(*at));
                L::new(
                    Info,
                    tr!(
                        i,
                        "log-left-pod",
                        player = player.clone(),
                        room = room.clone()
                    ),
                )
                .todo(tr!(i, "log-left-pod-todo", player = player, room = room))
            }
            O::Escaped { player, pod } => L::new(
                Good,
                tr!(
                    i,
                    "log-escaped",
                    player = self.player(*player),
                    pod = (*pod)
                ),
            ),
            O::LabelScanned {
                player,
                label,
                infected,
            } => {
                let (player, label) = (self.player(*player), label.0);
                if *infected {
                    L::new(
                        Danger,
                        tr!(i, "log-label-infected", player = player, label = label),
                    )
                } else {
                    L::new(
                        Info,
                        tr!(i, "log-label-clean", player = player, label = label),
                    )
                }
            }
            O::LabelRemoved { player, label } => {
                L::new(Info, tr!(i, "log-label-removed", label = label.0)).todo(tr!(
                    i,
                    "log-label-removed-todo",
                    player = self.player(*player),
                    label = label.0
                ))
            }
            O::LarvaOnBoard { player } => {
                let player = self.player(*player);
                L::new(Danger, tr!(i, "log-larva", player = player.clone())).todo(tr!(
                    i,
                    "log-larva-todo",
                    player = player
                ))
            }
            O::LarvaRemoved { player } => {
                let player = self.player(*player);
                L::new(Good, tr!(i, "log-larva-removed", player = player.clone())).todo(tr!(
                    i,
                    "log-larva-removed-todo",
                    player = player
                ))
            }
            O::IntruderPlayerChosen { player, from_round } => L::new(
                Moment,
                tr!(
                    i,
                    "log-intruder-player",
                    player = self.player(*player),
                    round = (*from_round)
                ),
            ),
            O::IntruderPlayerDeclined { player } => L::new(
                Info,
                tr!(
                    i,
                    "log-intruder-player-declined",
                    player = self.player(*player)
                ),
            ),
            O::Corrected { correction } => L::new(
                Info,
                tr!(
                    i,
                    "log-corrected",
                    what = self.correction(correction, known)
                ),
            ),

            // ----- end of game -----
            O::NobodyLeft { self_destruct } => {
                L::new(Moment, tr!(i, "log-nobody-left")).todo(if *self_destruct {
                    tr!(i, "log-nobody-left-self-destruct-todo")
                } else {
                    tr!(i, "log-nobody-left-time-todo")
                })
            }
            O::GameEnded { cause } => L::new(
                Moment,
                match cause {
                    EndCause::Jump => tr!(i, "log-end-jump"),
                    EndCause::SelfDestruct => tr!(i, "log-end-self-destruct"),
                    EndCause::NinthFire => tr!(i, "log-end-ninth-fire"),
                    EndCause::NinthMalfunction => tr!(i, "log-end-ninth-malfunction"),
                    EndCause::JumpDuringSelfDestruct => tr!(i, "log-end-jump-self-destruct"),
                },
            ),
            O::EnginesRevealed { working } => L::new(
                Moment,
                tr!(
                    i,
                    "log-engines",
                    first = self.working(working[0]),
                    second = self.working(working[1]),
                    third = self.working(working[2])
                ),
            ),
            O::ShipExploded => L::new(Moment, tr!(i, "log-ship-exploded")),
            O::CoordinatesRevealed {
                letter: l,
                destination,
                ..
            } => L::new(
                Moment,
                tr!(
                    i,
                    "log-coordinates",
                    letter = letter(*l),
                    destination = self.destination(*destination)
                ),
            ),
            O::FinalDraw {
                player,
                contamination_drawn,
            } => L::new(
                Moment,
                tr!(
                    i,
                    "log-final-draw",
                    player = self.player(*player),
                    count = (*contamination_drawn)
                ),
            ),
            O::FinalDrawAsked { player } => L::new(
                Moment,
                tr!(i, "log-final-draw-asked", player = self.player(*player)),
            ),
            O::Survived { player } => {
                L::new(Good, tr!(i, "log-survived", player = self.player(*player)))
            }
            O::ObjectiveReported { player, met } => {
                let player = self.player(*player);
                if *met {
                    L::new(Good, tr!(i, "log-objective-met", player = player))
                } else {
                    L::new(Info, tr!(i, "log-objective-failed", player = player))
                }
            }
            O::Winner { player } => {
                L::new(Good, tr!(i, "log-winner", player = self.player(*player)))
            }
            O::VictoryCheckDone => L::new(Moment, tr!(i, "log-victory-done")),

            // ----- Carnomorphs -----
            O::MetagorgerAttack { player, .. } => {
                let player = self.player(*player);
                L::new(Danger, tr!(i, "log-metagorger-attack", player = player))
                    .todo(tr!(i, "log-metagorger-attack-todo"))
            }
            O::MutationCard { player } => {
                let player = self.player(*player);
                L::new(Danger, tr!(i, "log-mutation-card", player = player.clone())).todo(tr!(
                    i,
                    "log-mutation-card-todo",
                    player = player
                ))
            }
            O::MutationMarker { player, markers } => {
                let player = self.player(*player);
                L::new(
                    Danger,
                    tr!(
                        i,
                        "log-mutation-marker",
                        player = player.clone(),
                        markers = (*markers)
                    ),
                )
                .todo(tr!(i, "log-mutation-marker-todo", player = player))
            }
            O::MutationCardDiscarded { player } => {
                let player = self.player(*player);
                L::new(
                    Good,
                    tr!(i, "log-mutation-discarded", player = player.clone()),
                )
                .todo(tr!(i, "log-mutation-discarded-todo", player = player))
            }
            O::MutationUsed { player, infected } => {
                let player = self.player(*player);
                if *infected {
                    L::new(
                        Danger,
                        tr!(i, "log-mutation-used-infected", player = player.clone()),
                    )
                    .todo(tr!(
                        i,
                        "log-mutation-used-infected-todo",
                        player = player
                    ))
                } else {
                    L::new(
                        Info,
                        tr!(i, "log-mutation-used-clean", player = player.clone()),
                    )
                    .todo(tr!(
                        i,
                        "log-mutation-used-clean-todo",
                        player = player
                    ))
                }
            }
            O::AdaptationRevealed { slot } => {
                let kind = self.kind(*slot);
                L::new(
                    Moment,
                    tr!(i, "log-adaptation-revealed", kind = kind.clone()),
                )
                .todo(tr!(i, "log-adaptation-revealed-todo", kind = kind))
            }
            O::AdaptationNamed { slot, card } => {
                let name = self.adaptation(&card.key);
                let category = self.adaptation_category(card.category);
                let line = L::new(
                    Info,
                    tr!(
                        i,
                        "log-adaptation-named",
                        kind = self.kind(*slot),
                        name = name.clone(),
                        category = category.clone()
                    ),
                );
                if card.key == "voracious" {
                    line.todo(tr!(i, "log-adaptation-automated", name = name))
                } else {
                    line.todo(tr!(i, "log-adaptation-by-hand", name = name))
                }
            }
            O::AdaptationRemoved { slot } => {
                let kind = self.kind(*slot);
                L::new(Good, tr!(i, "log-adaptation-removed", kind = kind.clone())).todo(tr!(
                    i,
                    "log-adaptation-removed-todo",
                    kind = kind
                ))
            }
            O::NothingToRemove { slot } => L::new(
                Info,
                tr!(i, "log-adaptation-nothing", kind = self.kind(*slot)),
            ),
            O::Fed {
                kind,
                at,
                food,
                evolved,
                ..
            } => {
                let (name, room, food) = (self.kind(*kind), self.room(*at), self.food(*food));
                match evolved {
                    Some(next) => {
                        let next = self.kind(*next);
                        L::new(
                            Danger,
                            tr!(
                                i,
                                "log-fed-evolved",
                                kind = name.clone(),
                                room = room.clone(),
                                food = food.clone(),
                                next = next.clone()
                            ),
                        )
                        .todo(tr!(
                            i,
                            "log-fed-evolved-todo",
                            kind = name,
                            room = room,
                            food = food,
                            next = next
                        ))
                    }
                    None => L::new(
                        Danger,
                        tr!(
                            i,
                            "log-fed",
                            kind = name.clone(),
                            room = room.clone(),
                            food = food.clone()
                        ),
                    )
                    .todo(tr!(
                        i,
                        "log-fed-todo",
                        kind = name,
                        room = room,
                        food = food
                    )),
                }
            }
            O::MetagorgerSpawn { rooms } => {
                if rooms.is_empty() {
                    L::new(Info, tr!(i, "log-metagorger-spawn-none"))
                } else {
                    let rooms: Vec<String> = rooms.iter().map(|r| self.room(*r)).collect();
                    L::new(
                        Danger,
                        tr!(i, "log-metagorger-spawn", rooms = rooms.join(", ")),
                    )
                }
            }
            O::NoMiniatureLeft { kind, at } => L::new(
                Info,
                tr!(
                    i,
                    "log-no-miniature-left",
                    kind = self.kind(*kind),
                    room = self.room(*at)
                ),
            ),
            O::StaysOutOfDucts { intruder, at } => L::new(
                Info,
                tr!(
                    i,
                    "log-stays-out-of-ducts",
                    kind = self.intruder(*intruder, known),
                    room = self.room(*at)
                ),
            ),
            O::CarcassPlaced { at } => {
                let room = self.room(*at);
                L::new(Info, tr!(i, "log-carcass-placed", room = room.clone())).todo(tr!(
                    i,
                    "log-carcass-placed-todo",
                    room = room
                ))
            }
            O::PodRemoved { pod } => L::new(Danger, tr!(i, "log-pod-removed", pod = (*pod)))
                .todo(tr!(i, "log-pod-removed-todo", pod = (*pod))),
            O::FinalMutation {
                player,
                contamination_drawn,
                markers,
            } => L::new(
                Moment,
                tr!(
                    i,
                    "log-final-mutation",
                    player = self.player(*player),
                    count = (*contamination_drawn),
                    markers = (*markers)
                ),
            ),
            O::TrackRead { .. }
            | O::InsanityTokenDrawn { .. }
            | O::InsanityTokenRemoved { .. }
            | O::Insanity { .. }
            | O::PanicDrawn { .. }
            | O::PanicResisted { .. }
            | O::PanicApplied { .. }
            | O::PanicNotInFull { .. }
            | O::PanicCancelled { .. }
            | O::PanicDeckEmpty { .. }
            | O::PanicWalk { .. }
            | O::PanicCharge { .. }
            | O::ItemsEmptied { .. }
            | O::WoundReopened { .. }
            | O::Unhurt { .. }
            | O::LairHolds { .. }
            | O::LairDestroyed { .. }
            | O::DespoilerGone { .. }
            | O::LairUnsettles { .. }
            | O::Lurking { .. }
            | O::NobodyLurks
            | O::WhisperNumber { .. }
            | O::WeaknessTurnedUp { .. }
            | O::WeaknessNamed { .. }
            | O::FinalInsanity { .. } => return self.void_seeder_line(outcome),
        };
        Some(line)
    }

    /// The room an intruder stands in now, for lines about it ("room 005 (Cabins)").
    fn intruder_room(&self, id: IntruderId, known: &Known) -> String {
        match self
            .intruder_at(id)
            .or_else(|| known.places.get(&id).copied())
        {
            Some(at) => self.room(at),
            None => tr!(self.i18n, "name-intruder-unknown"),
        }
    }

    fn door_line(&self, corridor: CorridorId, door: DoorState) -> Line {
        let i = self.i18n;
        let c = self.corridor(corridor);
        match door {
            DoorState::Open => Line::new(Tone::Info, tr!(i, "log-door-open", corridor = c.clone()))
                .todo(tr!(i, "log-door-open-todo", corridor = c)),
            DoorState::Closed => Line::new(
                Tone::Info,
                tr!(i, "log-door-closed", corridor = c.clone()),
            )
            .todo(tr!(i, "log-door-closed-todo", corridor = c)),
            DoorState::Destroyed => Line::new(
                Tone::Danger,
                tr!(i, "log-door-broken", corridor = c.clone()),
            )
            .todo(tr!(i, "log-door-broken-todo", corridor = c)),
        }
    }

    /// What a correction told the app, for the log (the table typed it, so it is no secret to
    /// the table; deck and bag order is still left out).
    fn correction(&self, fix: &Correction, known: &Known) -> String {
        use Correction as F;
        let i = self.i18n;
        match fix {
            F::AddIntruder { kind, at } => tr!(
                i,
                "log-fix-add-intruder",
                one = self.one(*kind),
                room = self.room(*at)
            ),
            F::MoveIntruder { intruder, to } => tr!(
                i,
                "log-fix-move-intruder",
                kind = self.intruder(*intruder, known),
                room = self.room(*to)
            ),
            F::RemoveIntruder { intruder } => tr!(
                i,
                "log-fix-remove-intruder",
                kind = self.intruder(*intruder, known)
            ),
            F::SetInjuries { intruder, injuries } => tr!(
                i,
                "log-fix-injuries",
                kind = self.intruder(*intruder, known),
                room = self.intruder_room(*intruder, known),
                injuries = (*injuries)
            ),
            F::SetNoise { corridor, noise } => {
                let corridor = self.corridor(*corridor);
                if *noise {
                    tr!(i, "log-fix-noise-on", corridor = corridor)
                } else {
                    tr!(i, "log-fix-noise-off", corridor = corridor)
                }
            }
            F::SetTechNoise { network, noise } => {
                let network = self.tech(*network);
                if *noise {
                    tr!(i, "log-fix-tech-noise-on", network = network)
                } else {
                    tr!(i, "log-fix-tech-noise-off", network = network)
                }
            }
            F::SetDoor { corridor, door } => {
                let corridor = self.corridor(*corridor);
                match door {
                    DoorState::Open => tr!(i, "log-fix-door-open", corridor = corridor),
                    DoorState::Closed => tr!(i, "log-fix-door-closed", corridor = corridor),
                    DoorState::Destroyed => tr!(i, "log-fix-door-destroyed", corridor = corridor),
                }
            }
            F::SetFire { at, fire } => {
                let room = self.room(*at);
                if *fire {
                    tr!(i, "log-fix-fire-on", room = room)
                } else {
                    tr!(i, "log-fix-fire-off", room = room)
                }
            }
            F::SetMalfunction { at, malfunction } => {
                let room = self.room(*at);
                if *malfunction {
                    tr!(i, "log-fix-malfunction-on", room = room)
                } else {
                    tr!(i, "log-fix-malfunction-off", room = room)
                }
            }
            F::SetRoom { at, room } => tr!(
                i,
                "log-fix-room",
                number = at.to_string(),
                name = crate::gui::map::room_name(i, *room)
            ),
            F::SetObjects {
                at,
                eggs,
                carcasses,
                corpses,
            } => tr!(
                i,
                "log-fix-objects",
                room = self.room(*at),
                eggs = (*eggs),
                carcasses = (*carcasses),
                corpses = (*corpses)
            ),
            F::PlaceCharacter { player, at } => tr!(
                i,
                "log-fix-place-character",
                player = self.player(*player),
                room = self.room(*at)
            ),
            F::SetSlime { player, slime } => {
                let player = self.player(*player);
                if *slime {
                    tr!(i, "log-fix-slime-on", player = player)
                } else {
                    tr!(i, "log-fix-slime-off", player = player)
                }
            }
            F::SetInsanity { player, level } => tr!(
                i,
                "log-fix-insanity",
                player = self.player(*player),
                level = (*level)
            ),
            F::SetInsanityTrack { track } => {
                let names: Vec<String> = track.iter().map(|k| self.kind(*k)).collect();
                tr!(i, "log-fix-track", track = names.join(" · "))
            }
            F::SetMutation {
                player,
                card,
                markers,
            } => {
                let player = self.player(*player);
                if *card {
                    tr!(
                        i,
                        "log-fix-mutation-card",
                        player = player,
                        markers = (*markers)
                    )
                } else {
                    tr!(
                        i,
                        "log-fix-mutation-none",
                        player = player,
                        markers = (*markers)
                    )
                }
            }
            F::SetLarva { player, larva } => {
                let player = self.player(*player);
                if *larva {
                    tr!(i, "log-fix-larva-on", player = player)
                } else {
                    tr!(i, "log-fix-larva-off", player = player)
                }
            }
            F::SetWounds {
                player,
                light,
                serious,
                dressed: 0,
            } => tr!(
                i,
                "log-fix-wounds",
                player = self.player(*player),
                light = (*light),
                serious = (*serious)
            ),
            F::SetWounds {
                player,
                light,
                serious,
                dressed,
            } => tr!(
                i,
                "log-fix-wounds-dressed",
                player = self.player(*player),
                light = (*light),
                serious = (*serious),
                dressed = (*dressed)
            ),
            F::SetContamination { player, cards } => tr!(
                i,
                "log-fix-contamination",
                player = self.player(*player),
                cards = (*cards)
            ),
            F::SetTime { time } => tr!(i, "log-fix-time", time = (*time)),
            F::SetSelfDestruct { track } => match track {
                Some(t) => tr!(i, "log-fix-self-destruct-on", track = (*t)),
                None => tr!(i, "log-fix-self-destruct-off"),
            },
            F::SetDestination { letter: l } => {
                tr!(i, "log-fix-destination", letter = letter(*l))
            }
            F::SetNestEggs { eggs } => {
                tr!(i, "log-fix-nest-eggs", eggs = (*eggs), board = self.board())
            }
            F::SetPodLock { pod, locked } => {
                if *locked {
                    tr!(i, "log-fix-pod-locked", pod = (*pod))
                } else {
                    tr!(i, "log-fix-pod-unlocked", pod = (*pod))
                }
            }
            F::AddTokenToBag { kind } => tr!(i, "log-fix-token-to-bag", one = self.one(*kind)),
            F::RemoveTokenFromBag { kind } => {
                tr!(i, "log-fix-token-from-bag", one = self.one(*kind))
            }
            F::KillCharacter { player } => {
                tr!(i, "log-fix-kill", player = self.player(*player))
            }
            F::NextToken { .. } => tr!(i, "log-fix-next-token"),
            F::NextEvent { .. } => tr!(i, "log-fix-next-event"),
            F::NextAttack { .. } => tr!(i, "log-fix-next-attack"),
        }
    }
}

impl Narrator<'_> {
    /// The Void Seeders' outcomes (void-seeders.md): insanity, panic, Lairs, Lurking.
    fn void_seeder_line(&self, outcome: &Outcome) -> Option<Line> {
        use Line as L;
        use Outcome as O;
        use Tone::*;
        let i = self.i18n;
        let line = match outcome {
            O::TrackRead {
                player,
                level,
                shows,
                placed,
            } => {
                let who = player.map_or_else(|| tr!(i, "log-track-nobody"), |p| self.player(p));
                let shows = self.kind(*shows);
                match placed {
                    Some(k) if self.kind(*k) == shows => L::new(
                        Danger,
                        tr!(
                            i,
                            "log-track-read",
                            player = who,
                            level = (*level),
                            kind = shows
                        ),
                    ),
                    Some(k) => L::new(
                        Danger,
                        tr!(
                            i,
                            "log-track-read-lower",
                            player = who,
                            level = (*level),
                            kind = shows,
                            lower = self.kind(*k)
                        ),
                    ),
                    None => L::new(
                        Info,
                        tr!(
                            i,
                            "log-track-read-none",
                            player = who,
                            level = (*level),
                            kind = shows
                        ),
                    ),
                }
            }
            O::InsanityTokenDrawn { owner, at } => L::new(
                Danger,
                tr!(
                    i,
                    "log-insanity-token",
                    owner = self.player(*owner),
                    room = self.room(*at)
                ),
            ),
            O::InsanityTokenRemoved { owner } => L::new(
                Info,
                tr!(i, "log-insanity-token-removed", owner = self.player(*owner)),
            ),
            O::Insanity {
                player,
                level,
                change,
            } => {
                let (player, level) = (self.player(*player), *level);
                let who = player.clone();
                let (tone, text) = match change {
                    InsanityChange::Rose => (
                        Danger,
                        tr!(i, "log-insanity-rose", player = who, level = level),
                    ),
                    InsanityChange::Infected => (
                        Danger,
                        tr!(i, "log-insanity-infected", player = who, level = level),
                    ),
                    InsanityChange::Lowered => (
                        Good,
                        tr!(i, "log-insanity-lowered", player = who, level = level),
                    ),
                    InsanityChange::FinalCheck => (
                        Moment,
                        tr!(i, "log-insanity-final", player = who, level = level),
                    ),
                };
                L::new(tone, text).todo(tr!(i, "log-insanity-todo", player = player, level = level))
            }
            O::PanicDrawn {
                player,
                card,
                threshold,
                level,
                held,
            } => {
                let name = self
                    .panic_card(*card)
                    .map_or_else(|| format!("#{card}"), |e| self.panic_name(e));
                let player = self.player(*player);
                let line = L::new(
                    Moment,
                    tr!(
                        i,
                        "log-panic-drawn",
                        player = player.clone(),
                        name = name,
                        threshold = (*threshold),
                        level = (*level)
                    ),
                );
                if *held {
                    line.todo(tr!(i, "log-panic-held-todo", player = player))
                } else {
                    line
                }
            }
            O::PanicResisted {
                player,
                threshold,
                level,
            } => L::new(
                Danger,
                tr!(
                    i,
                    "log-panic-resisted",
                    player = self.player(*player),
                    threshold = (*threshold),
                    level = (*level)
                ),
            ),
            O::PanicApplied { player, effect } => {
                let line = L::new(
                    Danger,
                    tr!(
                        i,
                        "log-panic-applied",
                        player = self.player(*player),
                        name = self.panic_name(*effect),
                        effect = self.panic_effect(*effect)
                    ),
                );
                if effect.table_decides() {
                    line.todo(tr!(i, "log-panic-table-todo"))
                } else {
                    line
                }
            }
            O::PanicNotInFull { player } => L::new(
                Danger,
                tr!(i, "log-panic-not-in-full", player = self.player(*player)),
            ),
            O::PanicCancelled { player, .. } => L::new(
                Good,
                tr!(i, "log-panic-cancelled", player = self.player(*player)),
            ),
            O::PanicDeckEmpty { player } => L::new(
                Info,
                tr!(i, "log-panic-deck-empty", player = self.player(*player)),
            ),
            O::PanicWalk {
                player,
                corridor,
                to,
            } => {
                let player = self.player(*player);
                match to {
                    Some(room) => L::new(
                        Danger,
                        tr!(
                            i,
                            "log-panic-walk",
                            player = player.clone(),
                            corridor = (*corridor),
                            room = self.room(*room)
                        ),
                    )
                    .todo(tr!(i, "log-panic-walk-todo", player = player)),
                    None => L::new(
                        Info,
                        tr!(
                            i,
                            "log-panic-walk-none",
                            player = player,
                            corridor = (*corridor)
                        ),
                    ),
                }
            }
            O::PanicCharge { player, to } => {
                let player = self.player(*player);
                match to {
                    Some(room) => L::new(
                        Danger,
                        tr!(
                            i,
                            "log-panic-charge",
                            player = player.clone(),
                            room = self.room(*room)
                        ),
                    )
                    .todo(tr!(i, "log-panic-walk-todo", player = player)),
                    None => L::new(Info, tr!(i, "log-panic-charge-none", player = player)),
                }
            }
            O::ItemsEmptied { at } => {
                L::new(Danger, tr!(i, "log-items-emptied", room = self.room(*at)))
            }
            O::WoundReopened { player } => L::new(
                Danger,
                tr!(i, "log-wound-reopened", player = self.player(*player)),
            ),
            O::Unhurt { .. } => L::new(Info, tr!(i, "log-unhurt")),
            O::LairHolds { .. } => L::new(Info, tr!(i, "log-lair-holds")),
            O::LairDestroyed { at, destroyed } => L::new(
                Good,
                tr!(
                    i,
                    "log-lair-destroyed",
                    room = self.room(*at),
                    destroyed = (*destroyed)
                ),
            )
            .todo(tr!(i, "log-lair-destroyed-todo")),
            O::DespoilerGone { from } => {
                let line = L::new(Moment, tr!(i, "log-despoiler-gone"));
                match from {
                    Some(at) => line.todo(tr!(i, "log-despoiler-gone-todo", room = self.room(*at))),
                    None => line,
                }
            }
            O::LairUnsettles { player, at } => L::new(
                Danger,
                tr!(
                    i,
                    "log-lair-unsettles",
                    player = self.player(*player),
                    room = self.room(*at)
                ),
            ),
            O::Lurking { rooms } => {
                let rooms: Vec<String> = rooms.iter().map(|r| self.room(*r)).collect();
                L::new(Info, tr!(i, "log-lurking", rooms = rooms.join(", ")))
                    .todo(tr!(i, "log-lurking-todo"))
            }
            O::NobodyLurks => L::new(Info, tr!(i, "log-nobody-lurks")),
            O::WhisperNumber { corridor, .. } => {
                L::new(Info, tr!(i, "log-whisper-number", corridor = (*corridor)))
            }
            O::WeaknessTurnedUp { slot } => {
                let object = self.seeder_weakness_source(*slot);
                L::new(Good, tr!(i, "log-weakness-turned", object = object))
                    .todo(tr!(i, "log-weakness-turned-todo"))
            }
            O::WeaknessNamed { slot, note } => L::new(
                Info,
                tr!(
                    i,
                    "log-weakness-named",
                    object = self.seeder_weakness_source(*slot),
                    category = self.weakness_category(note.category)
                ),
            )
            .todo(tr!(i, "log-weakness-by-hand")),
            O::FinalInsanity {
                player,
                level,
                contamination_drawn,
            } => {
                let player = self.player(*player);
                match contamination_drawn {
                    None => L::new(
                        Moment,
                        tr!(i, "log-final-insanity", player = player, level = (*level)),
                    ),
                    Some(n) => L::new(
                        Moment,
                        tr!(i, "log-final-insanity-draw", player = player, count = (*n)),
                    ),
                }
            }
            // every other outcome is told in `outcome_with`
            _ => return None,
        };
        Some(line)
    }
}
