//! Intruders on the board: movement through numbered exits, injuries, the death check, retreat
//! and death (base.md §4.2, §9.2–9.4).

use super::board::Exit;
use super::content::Health;
use super::game::Ctx;
use super::outcome::{InjuryCause, Outcome};
use super::species::DeathCheck;
use super::state::DoorState;
use crate::ids::*;

/// Weakness effects the app applies itself.
pub(crate) mod weakness {
    use crate::nemesis::content::WeaknessEffect;
    pub(crate) const WAY_OF_MOVING: WeaknessEffect = WeaknessEffect::WayOfMoving;
    pub(crate) const PHOSPHATES: WeaknessEffect = WeaknessEffect::Phosphates;
    pub(crate) const REACTION_TO_DANGER: WeaknessEffect = WeaknessEffect::ReactionToDanger;
    pub(crate) const BRINK_OF_EXTINCTION: WeaknessEffect = WeaknessEffect::BrinkOfExtinction;
    pub(crate) const WAY_OF_FIGHTING: WeaknessEffect = WeaknessEffect::WayOfFighting;
    pub(crate) const FIRE: WeaknessEffect = WeaknessEffect::Fire;
}

impl Ctx<'_> {
    /// Whether a revealed weakness card has this effect.
    pub(crate) fn weakness(&self, key: super::content::WeaknessEffect) -> bool {
        // a species whose cards stay physical has none here: nothing the app applies
        (0..3).any(|i| {
            self.g.weaknesses_revealed[i]
                && self
                    .c
                    .weaknesses
                    .get(self.g.hidden.weaknesses[i] as usize)
                    .is_some_and(|w| w.effect == key)
        })
    }

    /// Whether this intruder breaks a closed door it must pass (The Way of Moving: only Breeders
    /// and the Queen do, once that weakness is known).
    pub(crate) fn can_break_doors(&self, id: IntruderId) -> bool {
        let species = self.g.config.species;
        !self.weakness(weakness::WAY_OF_MOVING)
            || self
                .g
                .intruder(id)
                .is_some_and(|i| species.breaks_doors_despite_way_of_moving(i.kind))
    }

    /// Moves an intruder through a corridor into `to` (the caller has checked the door).
    pub(crate) fn relocate(&mut self, id: IntruderId, to: SlotId, corridor: CorridorId) {
        if let Some(i) = self.g.intruders.iter_mut().find(|i| i.id == id) {
            let from = i.at;
            i.at = to;
            let onto_characters = self.g.characters_in(to).next().is_some();
            self.emit(Outcome::IntruderMoved {
                intruder: id,
                from,
                to,
                corridor,
                onto_characters,
            });
        }
        self.pods_empty_into(to);
    }

    /// Moves a group of intruders standing in one room through exit `n` together: a closed door
    /// stops them all and is destroyed; a technical entrance swallows each of them.
    pub(crate) fn move_group_through(&mut self, ids: &[IntruderId], from: SlotId, n: u8) {
        let Some(exit) = self.b.exit(from, n) else {
            return;
        };
        match exit {
            Exit::Tech(net) => {
                let species = self.g.config.species;
                for &id in ids {
                    match self.g.intruder(id).map(|i| i.kind) {
                        Some(k) if !species.enters_technical_corridors(k) => {
                            self.emit(Outcome::StaysOutOfDucts {
                                intruder: id,
                                at: from,
                            });
                        }
                        _ => self.vanish(id, net),
                    }
                }
            }
            Exit::Corridor(c) => {
                let to = self.b.corridor(c).other(from);
                if self.g.corridors[c.0 as usize].door == DoorState::Closed
                    && !self.g.config.species.passes_closed_doors()
                {
                    if ids.iter().any(|&id| self.can_break_doors(id)) {
                        self.g.corridors[c.0 as usize].door = DoorState::Destroyed;
                        self.emit(Outcome::DoorDestroyed {
                            corridor: c,
                            at: from,
                        });
                    }
                    return;
                }
                for &id in ids {
                    self.relocate(id, to, c);
                }
            }
        }
    }

    /// Into the technical corridors: the miniature leaves, its injuries are discarded, a token of
    /// its type goes from the supply into the bag.
    pub(crate) fn vanish(&mut self, id: IntruderId, network: TechNet) {
        let Some(ix) = self.g.intruders.iter().position(|i| i.id == id) else {
            return;
        };
        let i = self.g.intruders.remove(ix);
        let token_returned = self.token_to_bag_quiet(i.kind);
        self.emit(Outcome::IntruderVanished {
            intruder: id,
            kind: i.kind,
            from: i.at,
            network,
            token_returned,
        });
    }

    /// Injuries on an intruder, then its death check (and retreat).
    pub(crate) fn injure(&mut self, id: IntruderId, injuries: u8, cause: InjuryCause) {
        let extra = u8::from(matches!(cause, InjuryCause::Fire) && self.weakness(weakness::FIRE))
            + u8::from(
                matches!(cause, InjuryCause::FireControl) && self.weakness(weakness::PHOSPHATES),
            );
        let species = self.g.config.species;
        let Some(i) = self.g.intruders.iter_mut().find(|i| i.id == id) else {
            return;
        };
        if species.death_check(i.kind) == DeathCheck::RetreatOnly {
            // the Despoiler takes no injuries; the check only looks for the retreat icon
            let kind = i.kind;
            if injuries + extra > 0 {
                self.emit(Outcome::Unhurt { intruder: id });
                self.death_check(id, kind, 0);
            }
            return;
        }
        i.injuries = i.injuries.saturating_add(injuries + extra);
        let (kind, total, at) = (i.kind, i.injuries, i.at);
        if injuries + extra == 0 {
            return;
        }
        self.emit(Outcome::IntruderInjured {
            intruder: id,
            injuries: total,
            cause,
            at,
        });
        self.death_check(id, kind, total);
    }

    fn death_check(&mut self, id: IntruderId, kind: IntruderKind, injuries: u8) {
        let check = self.g.config.species.death_check(kind);
        let draws = match check {
            DeathCheck::FirstInjury => {
                self.kill_intruder(id);
                return;
            }
            DeathCheck::Cards(n) | DeathCheck::Lowest(n) | DeathCheck::Highest(n) => n,
            DeathCheck::RetreatOnly => 1,
            DeathCheck::Lair => 2,
        };
        let mut cards = Vec::new();
        let mut values = Vec::new();
        let mut retreat_icon = false;
        for _ in 0..draws {
            let Some((card, _)) = self.g.hidden.attacks.draw(&mut self.g.hidden.rng) else {
                break;
            };
            let column = self.g.config.species.health_column(kind);
            match self.c.attacks[card as usize].health.column(column) {
                Health::Value(v) => values.push(v),
                Health::Retreat(_) => retreat_icon = true,
            }
            cards.push(card);
        }
        let numbers = values.len();
        // base cards add up; Void Seeders read the lowest (Lurker) or highest (Stalker, Lair)
        let health = match check {
            DeathCheck::Lowest(_) => values.iter().copied().min().unwrap_or(0),
            DeathCheck::Highest(_) | DeathCheck::Lair => values.iter().copied().max().unwrap_or(0),
            DeathCheck::RetreatOnly => 0,
            _ => values.iter().sum(),
        };
        // Species on the Brink of Extinction: dies with 1 injury fewer than the check asks for.
        let needed = if self.weakness(weakness::BRINK_OF_EXTINCTION) {
            health.saturating_sub(1)
        } else {
            health
        };
        let read = match check {
            DeathCheck::Lowest(_) => crate::nemesis::outcome::HealthRead::Lowest,
            DeathCheck::Highest(_) | DeathCheck::Lair => {
                crate::nemesis::outcome::HealthRead::Highest
            }
            _ => crate::nemesis::outcome::HealthRead::Sum,
        };
        // what follows from the check, said with it (issue 39 item 13: nothing said whether a
        // Lair was destroyed)
        let saved = match check {
            DeathCheck::RetreatOnly => true,
            DeathCheck::Lair => retreat_icon,
            _ => false,
        };
        let dies = !saved && numbers > 0 && needed <= injuries;
        self.emit(Outcome::DeathCheck {
            intruder: id,
            cards: cards.clone(),
            health,
            retreat_icon,
            read,
            dies,
        });
        for &card in &cards {
            self.g.hidden.attacks.discard(card);
        }
        match check {
            DeathCheck::RetreatOnly => {
                if retreat_icon {
                    self.retreat(id);
                }
                return;
            }
            // a retreat icon on either card saves a Lair, whatever the number (§4.4)
            DeathCheck::Lair if retreat_icon => {
                self.emit(Outcome::LairHolds { intruder: id });
                return;
            }
            _ => {}
        }
        // Our reading (base.md §17 item 4): death first; only a survivor retreats. A retreat card
        // adds nothing to the health sum, and a check with only retreat cards cannot kill.
        if dies {
            self.kill_intruder(id);
        } else if retreat_icon {
            self.retreat(id);
        }
    }

    /// Retreat: an event card gives the corridor number; the card is discarded.
    pub(crate) fn retreat(&mut self, id: IntruderId) {
        let Some(from) = self.g.intruder(id).map(|i| i.at) else {
            return;
        };
        let Some((card, _)) = self.g.hidden.events.draw(&mut self.g.hidden.rng) else {
            return;
        };
        let corridor = self.c.events[card as usize].corridor;
        self.g.hidden.events.discard(card);
        self.emit(Outcome::Retreat {
            intruder: id,
            card,
            corridor,
        });
        self.move_group_through(&[id], from, corridor);
    }

    /// Death: the miniature leaves; every type but the Larva leaves a carcass.
    pub(crate) fn kill_intruder(&mut self, id: IntruderId) {
        let Some(ix) = self.g.intruders.iter().position(|i| i.id == id) else {
            return;
        };
        // the kill's page starts with the intruder still on the board
        self.mark();
        let i = self.g.intruders.remove(ix);
        let remains = self.g.config.species.remains(i.kind);
        let carcass = remains.carcass;
        if carcass && let Some(r) = self.g.rooms.get_mut(&i.at) {
            r.carcasses += 1;
        }
        if remains.gone_for_good {
            self.g.butcher_gone = true;
        }
        self.emit(Outcome::IntruderKilled {
            intruder: id,
            kind: i.kind,
            at: i.at,
            carcass,
        });
        if remains.token_back {
            self.token_to_bag(IntruderKind::VoidSeeder);
        }
        if i.kind == IntruderKind::Lair {
            self.lair_destroyed(i.at);
        }
        for _ in 0..remains.shamblers {
            if self.over() {
                return;
            }
            self.appear(IntruderKind::Shambler, i.at);
        }
    }
}
