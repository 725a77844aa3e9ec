//! The small names every line is built from: players, rooms, corridors as numbered from a room,
//! technical corridors, intruders, objects, cards and destinations.

use super::{Known, Narrator};
use crate::present::i18n::Language;
use crate::present::nemesis::board_words::{intruder_name, room_name};
use crate::rules::board::Exit;
use crate::rules::command::NoiseSpot;
use crate::rules::content::{
    AttackEffect, Content, Destination, EventEffect, ExplorationEffect, PanicEffect,
};
use crate::rules::ids::*;
use crate::rules::state::WeaknessSlot;
use crate::rules::{GameState, data};
use crate::tr;

/// A contamination card as the table reads it: the number printed under its label's code
/// (`C-03`), the same in the scanner, the log and the victory walk.
pub fn label_name(label: LabelId) -> String {
    crate::scanner::payload::Label {
        deck: crate::scanner::payload::Deck::Base,
        number: label.0,
    }
    .to_string()
}

/// The board beside the ship that holds the Nest's eggs: the Intruder board, or the species'
/// own (Carnomorph board, Void Seeder board), as the table calls the one in front of it.
pub fn intruder_board(
    i18n: &crate::present::i18n::I18n,
    species: crate::rules::species::Species,
) -> String {
    use crate::rules::species::Species;
    match species {
        Species::Intruders => tr!(i18n, "board-intruders"),
        Species::Carnomorphs => tr!(i18n, "board-carnomorphs"),
        Species::VoidSeeders => tr!(i18n, "board-void-seeders"),
    }
}

impl Narrator<'_> {
    /// The board beside the ship that holds the Nest's eggs, in this game.
    pub fn board(&self) -> String {
        intruder_board(self.i18n, self.game.config().species)
    }

    pub(super) fn state(&self) -> &GameState {
        self.game.state()
    }

    /// The card facts of the game's species (`None` only if the bundled data is broken, which the
    /// test suite rules out).
    pub(super) fn content(&self) -> Option<&'static Content> {
        data().ok().map(|d| d.content(self.game.config().species))
    }

    /// The name typed at setup, else "Player N".
    pub fn player(&self, p: PlayerId) -> String {
        match self.game.player_name(p) {
            Some(name) => name.trim().to_string(),
            None => tr!(self.i18n, "new-game-player-number", number = p.0),
        }
    }

    pub(super) fn players(&self, players: &[PlayerId]) -> String {
        let names: Vec<String> = players.iter().map(|&p| self.player(p)).collect();
        self.list(&names)
    }

    /// Joins names the way the language lists them.
    pub(super) fn list(&self, items: &[String]) -> String {
        let separator = match self.i18n.language() {
            Language::Ja => "、",
            Language::En | Language::Ko => ", ",
        };
        items.join(separator)
    }

    /// "room 007 (Laboratory)" once the tile is known to everybody, else "room 007". The number
    /// is written as printed on the board.
    /// A room as the log names it ("017번 방(식당)"), for the phones' steps.
    pub fn room_at(&self, slot: SlotId) -> String {
        self.room(slot)
    }

    pub(super) fn room(&self, slot: SlotId) -> String {
        let number = slot.to_string();
        match self.state().room(slot).and_then(|r| r.room) {
            Some(kind) => tr!(
                self.i18n,
                "name-room-known",
                number = number,
                name = room_name(self.i18n, kind)
            ),
            None => tr!(self.i18n, "name-room", number = number),
        }
    }

    /// The number(s) a room shows at one of its corridors ("2", or "1/2" for a corridor that
    /// takes two exits), if the corridor touches that room.
    pub(super) fn corridor_number(&self, corridor: CorridorId, slot: SlotId) -> Option<String> {
        let c = self.game.board().corridors.get(usize::from(corridor.0))?;
        let end = c.ends.iter().find(|e| e.slot == slot)?;
        Some(numbers(&end.numbers, "/"))
    }

    /// "corridor 2 of room 005 (Cabins)", seen from `slot`.
    pub(super) fn corridor_at(&self, corridor: CorridorId, slot: SlotId) -> String {
        match self.corridor_number(corridor, slot) {
            Some(number) => tr!(
                self.i18n,
                "name-corridor",
                number = number,
                room = self.room(slot)
            ),
            None => self.corridor(corridor),
        }
    }

    /// A corridor with no room to see it from: numbered from its lower room, toward the other.
    pub(super) fn corridor(&self, corridor: CorridorId) -> String {
        let Some(c) = self.game.board().corridors.get(usize::from(corridor.0)) else {
            return format!("#{}", corridor.0);
        };
        let (near, far) = if c.ends[0].slot <= c.ends[1].slot {
            (&c.ends[0], &c.ends[1])
        } else {
            (&c.ends[1], &c.ends[0])
        };
        tr!(
            self.i18n,
            "name-corridor-toward",
            number = numbers(&near.numbers, "/"),
            room = self.room(near.slot),
            other = self.room(far.slot)
        )
    }

    pub(super) fn tech(&self, net: TechNet) -> String {
        match net {
            TechNet::Main => tr!(self.i18n, "name-tech-main"),
            TechNet::Red => tr!(self.i18n, "name-tech-red"),
            TechNet::Blue => tr!(self.i18n, "name-tech-blue"),
        }
    }

    /// A technical network with an entrance in `at`, if any (for tests of the noise lines).
    #[cfg(test)]
    pub(super) fn board_spot_name(&self, at: SlotId) -> Option<TechNet> {
        self.game.board().networks_of(at).into_iter().next()
    }

    /// The exit numbers of `corridor` seen from `slot` ("2", or "1/3"), as the room tile prints
    /// them.
    pub fn corridor_exit(&self, corridor: CorridorId, slot: SlotId) -> Option<String> {
        self.corridor_number(corridor, slot)
    }

    /// Where a noise marker goes, seen from the room where it is made (for the phones).
    pub fn noise_spot(&self, at: SlotId, spot: NoiseSpot) -> String {
        self.spot(at, spot)
    }

    /// Where a noise marker goes, seen from the room where the noise was made.
    pub(super) fn spot(&self, at: SlotId, spot: NoiseSpot) -> String {
        match spot {
            NoiseSpot::Corridor(c) => self.corridor_at(c, at),
            NoiseSpot::Tech(net) => self.tech(net),
        }
    }

    /// The exit numbers of `at` that lead to these noise spots, e.g. "1, 3, 4".
    pub(super) fn exit_numbers(&self, at: SlotId, spots: &[NoiseSpot]) -> String {
        let mut found: Vec<u8> = (1..=4)
            .filter(|&n| {
                self.game.board().exit(at, n).is_some_and(|exit| {
                    spots.iter().any(|s| match (s, exit) {
                        (NoiseSpot::Corridor(c), Exit::Corridor(e)) => *c == e,
                        (NoiseSpot::Tech(t), Exit::Tech(e)) => *t == e,
                        _ => false,
                    })
                })
            })
            .collect();
        found.dedup();
        numbers(&found, ", ")
    }

    pub fn kind(&self, kind: IntruderKind) -> String {
        intruder_name(self.i18n, kind)
    }

    /// "an Adult", "the Queen": one intruder of a type, as a sentence needs it.
    pub(super) fn one(&self, kind: IntruderKind) -> String {
        match kind {
            IntruderKind::Larva => tr!(self.i18n, "name-one-larva"),
            IntruderKind::Creeper => tr!(self.i18n, "name-one-creeper"),
            IntruderKind::Adult => tr!(self.i18n, "name-one-adult"),
            IntruderKind::Breeder => tr!(self.i18n, "name-one-breeder"),
            IntruderKind::Queen => tr!(self.i18n, "name-one-queen"),
            IntruderKind::Blank => tr!(self.i18n, "name-one-blank"),
            IntruderKind::Metagorger => tr!(self.i18n, "name-one-metagorger"),
            IntruderKind::Shambler => tr!(self.i18n, "name-one-shambler"),
            IntruderKind::Fleshbeast => tr!(self.i18n, "name-one-fleshbeast"),
            IntruderKind::Butcher => tr!(self.i18n, "name-one-butcher"),
            IntruderKind::Lurker => tr!(self.i18n, "name-one-lurker"),
            IntruderKind::Whisperer => tr!(self.i18n, "name-one-whisperer"),
            IntruderKind::Stalker => tr!(self.i18n, "name-one-stalker"),
            IntruderKind::Despoiler => tr!(self.i18n, "name-one-despoiler"),
            IntruderKind::Lair => tr!(self.i18n, "name-one-lair"),
            IntruderKind::VoidSeeder => tr!(self.i18n, "name-one-void_seeder"),
            IntruderKind::Insanity => tr!(self.i18n, "name-one-insanity"),
        }
    }

    /// The type of one intruder: as named earlier in the same command, else as it is on the
    /// board now.
    pub(super) fn intruder_kind(&self, id: IntruderId, known: &Known) -> Option<IntruderKind> {
        known
            .kinds
            .get(&id)
            .copied()
            .or_else(|| self.state().intruder(id).map(|i| i.kind))
    }

    /// The name of one intruder's type, or just "intruder" when it cannot be told.
    pub(super) fn intruder(&self, id: IntruderId, known: &Known) -> String {
        match self.intruder_kind(id, known) {
            Some(kind) => self.kind(kind),
            None => tr!(self.i18n, "name-intruder-unknown"),
        }
    }

    pub(super) fn intruder_at(&self, id: IntruderId) -> Option<SlotId> {
        self.state().intruder(id).map(|i| i.at)
    }

    pub(super) fn object(&self, object: ObjectKind) -> String {
        match object {
            ObjectKind::Egg => tr!(self.i18n, "name-object-egg"),
            ObjectKind::Carcass => tr!(self.i18n, "name-object-carcass"),
            ObjectKind::Corpse => tr!(self.i18n, "name-object-corpse"),
        }
    }

    /// What a Void Seeder weakness card was turned up by: an object, or for the corpse slot a
    /// character's insanity (void-seeders.md §11).
    pub fn seeder_weakness_source(&self, slot: WeaknessSlot) -> String {
        match slot {
            WeaknessSlot::Corpse => tr!(self.i18n, "log-weakness-insanity"),
            _ => self.weakness_object(slot),
        }
    }

    pub fn weakness_category(&self, category: crate::rules::state::WeaknessCategory) -> String {
        self.i18n
            .effect(&format!("weakness-category-{}", snake(&category)))
    }

    pub(super) fn weakness_object(&self, slot: WeaknessSlot) -> String {
        self.object(match slot {
            WeaknessSlot::Corpse => ObjectKind::Corpse,
            WeaknessSlot::Egg => ObjectKind::Egg,
            WeaknessSlot::Carcass => ObjectKind::Carcass,
        })
    }

    pub(super) fn destination(&self, destination: Destination) -> String {
        match destination {
            Destination::Earth => tr!(self.i18n, "destination-earth"),
            Destination::Mars => tr!(self.i18n, "destination-mars"),
            Destination::Venus => tr!(self.i18n, "destination-venus"),
            Destination::DeepSpace => tr!(self.i18n, "destination-deep-space"),
        }
    }

    pub(super) fn working(&self, working: bool) -> String {
        if working {
            tr!(self.i18n, "name-working")
        } else {
            tr!(self.i18n, "name-damaged")
        }
    }

    /// An exploration token's face, short: "Fire · 2 items".
    pub fn token_face(&self, effect: ExplorationEffect, items: u8) -> String {
        let name = match effect {
            ExplorationEffect::Silence => tr!(self.i18n, "token-silence"),
            ExplorationEffect::Danger => tr!(self.i18n, "token-danger"),
            ExplorationEffect::Slime => tr!(self.i18n, "token-slime"),
            ExplorationEffect::Fire => tr!(self.i18n, "token-fire"),
            ExplorationEffect::Malfunction => tr!(self.i18n, "token-malfunction"),
            ExplorationEffect::Door => tr!(self.i18n, "token-door"),
            ExplorationEffect::Lair => tr!(self.i18n, "token-lair"),
        };
        tr!(self.i18n, "table-token-face", effect = name, items = items)
    }

    /// The exploration token's effect, in the words of effects.ftl.
    pub(super) fn exploration(&self, effect: ExplorationEffect) -> String {
        self.i18n.effect(match effect {
            ExplorationEffect::Silence => "exploration-silence",
            ExplorationEffect::Danger => "exploration-danger",
            ExplorationEffect::Slime => "exploration-slime",
            ExplorationEffect::Fire => "exploration-fire",
            ExplorationEffect::Malfunction => "exploration-malfunction",
            ExplorationEffect::Door => "exploration-door",
            ExplorationEffect::Lair => "exploration-lair",
        })
    }

    pub(super) fn attack_name(&self, effect: AttackEffect) -> String {
        match effect {
            AttackEffect::Slime => tr!(self.i18n, "name-attack-slime"),
            AttackEffect::Scratch => tr!(self.i18n, "name-attack-scratch"),
            AttackEffect::Claw => tr!(self.i18n, "name-attack-claw"),
            AttackEffect::Bite => tr!(self.i18n, "name-attack-bite"),
            AttackEffect::Tail => tr!(self.i18n, "name-attack-tail"),
            AttackEffect::Frenzy => tr!(self.i18n, "name-attack-frenzy"),
            AttackEffect::Transformation => tr!(self.i18n, "name-attack-transformation"),
            AttackEffect::Summoning => tr!(self.i18n, "name-attack-summoning"),
            AttackEffect::Devour => tr!(self.i18n, "name-attack-devour"),
            AttackEffect::Spawn => tr!(self.i18n, "name-attack-spawn"),
            AttackEffect::Bash => tr!(self.i18n, "name-attack-bash"),
            AttackEffect::Regurgitate => tr!(self.i18n, "name-attack-regurgitate"),
            AttackEffect::Duplicate => tr!(self.i18n, "name-attack-duplicate"),
            AttackEffect::Dread => tr!(self.i18n, "name-attack-dread"),
            AttackEffect::Braineating => tr!(self.i18n, "name-attack-braineating"),
            AttackEffect::Dismay => tr!(self.i18n, "name-attack-dismay"),
        }
    }

    /// What a feeding Carnomorph ate.
    pub(super) fn food(&self, food: crate::rules::outcome::Food) -> String {
        use crate::rules::outcome::Food as F;
        match food {
            F::Corpse => tr!(self.i18n, "name-food-corpse"),
            F::Egg => tr!(self.i18n, "name-food-egg"),
            F::NestEgg => tr!(self.i18n, "name-food-nest-egg"),
            F::Carcass => tr!(self.i18n, "name-food-carcass"),
            F::Metagorger(_) => tr!(self.i18n, "name-food-metagorger"),
            F::BlueCorpse => tr!(self.i18n, "name-food-blue-corpse"),
        }
    }

    /// A known adaptation card's name, or "another card".
    pub fn adaptation(&self, key: &str) -> String {
        self.i18n.effect(&format!("adaptation-{key}"))
    }

    /// What an adaptation changes.
    pub fn adaptation_category(&self, category: crate::rules::state::AdaptationCategory) -> String {
        self.i18n
            .effect(&format!("adaptation-category-{}", snake(&category)))
    }

    pub(super) fn attack_effect(&self, effect: AttackEffect) -> String {
        self.i18n.effect(&format!("attack-{}", snake(&effect)))
    }

    /// The name of an attack card by its index in the deck.
    pub(super) fn attack_card(&self, card: u8) -> String {
        match self
            .content()
            .and_then(|c| c.attacks.get(usize::from(card)))
        {
            Some(fact) => self.attack_name(fact.effect),
            None => format!("#{card}"),
        }
    }

    pub(super) fn event_name(&self, effect: EventEffect) -> String {
        use EventEffect as E;
        match effect {
            E::DamagingFire => tr!(self.i18n, "name-event-damaging_fire"),
            E::Regeneration => tr!(self.i18n, "name-event-regeneration"),
            E::ScentOfPrey => tr!(self.i18n, "name-event-scent_of_prey"),
            E::FlammableCompounds => tr!(self.i18n, "name-event-flammable_compounds"),
            E::BulkheadsOpen => tr!(self.i18n, "name-event-bulkheads_open"),
            E::Hunt => tr!(self.i18n, "name-event-hunt"),
            E::Eclosion => tr!(self.i18n, "name-event-eclosion"),
            E::CoolantLeak => tr!(self.i18n, "name-event-coolant_leak"),
            E::NestNoise => tr!(self.i18n, "name-event-nest_noise"),
            E::ShortCircuit => tr!(self.i18n, "name-event-short_circuit"),
            E::Damage => tr!(self.i18n, "name-event-damage"),
            E::EggProtection => tr!(self.i18n, "name-event-egg_protection"),
            E::ConsumingFire => tr!(self.i18n, "name-event-consuming_fire"),
            E::Malfunction => tr!(self.i18n, "name-event-malfunction"),
            E::Lurking => tr!(self.i18n, "name-event-lurking"),
            E::PodEjection => tr!(self.i18n, "name-event-pod_ejection"),
            E::Hatching => tr!(self.i18n, "name-event-hatching"),
            E::LifeSupportFailure => tr!(self.i18n, "name-event-life_support_failure"),
            E::TechNoise => tr!(self.i18n, "name-event-tech_noise"),
            E::RampantMutation => tr!(self.i18n, "name-event-rampant_mutation"),
            E::Reawakening => tr!(self.i18n, "name-event-reawakening"),
            E::CarnoLurking => tr!(self.i18n, "name-event-lurking"),
            E::Stalking => tr!(self.i18n, "name-event-stalking"),
            E::AirlockGlitch => tr!(self.i18n, "name-event-airlock_glitch"),
            E::GeneratorOverload => tr!(self.i18n, "name-event-generator_overload"),
            E::MarkedPrey => tr!(self.i18n, "name-event-marked_prey"),
            E::HatchesJam => tr!(self.i18n, "name-event-hatches_jam"),
            E::QuarantineProcedure => tr!(self.i18n, "name-event-quarantine_procedure"),
            E::Growl => tr!(self.i18n, "name-event-growl"),
            E::ScavengingBiomatter => tr!(self.i18n, "name-event-scavenging_biomatter"),
            E::StructuralWeakness => tr!(self.i18n, "name-event-structural_weakness"),
            E::ProtocolFailure => tr!(self.i18n, "name-event-protocol_failure"),
            E::ChemicalFire => tr!(self.i18n, "name-event-chemical_fire"),
            E::AmmunitionMeltdown => tr!(self.i18n, "name-event-ammunition_meltdown"),
            E::BeastOnTheProwl => tr!(self.i18n, "name-event-beast_on_the_prowl"),
            E::Terror => tr!(self.i18n, "name-event-terror"),
            E::VoidHunt => tr!(self.i18n, "name-event-hunt"),
            E::Tendrils => tr!(self.i18n, "name-event-tendrils"),
            E::ComputerFailure => tr!(self.i18n, "name-event-computer_failure"),
            E::Monophobia => tr!(self.i18n, "name-event-monophobia"),
            E::Neurosis => tr!(self.i18n, "name-event-neurosis"),
            E::Agoraphobia => tr!(self.i18n, "name-event-agoraphobia"),
            E::HighestPodEjection => tr!(self.i18n, "name-event-pod_ejection"),
            E::FireWave => tr!(self.i18n, "name-event-fire_wave"),
            E::GeneratorOverheat => tr!(self.i18n, "name-event-generator_overheat"),
            E::Whispers => tr!(self.i18n, "name-event-whispers"),
            E::Fear => tr!(self.i18n, "name-event-fear"),
            E::FuelExplosion => tr!(self.i18n, "name-event-fuel_explosion"),
            E::ShipAiFailure => tr!(self.i18n, "name-event-ship_ai_failure"),
        }
    }

    /// A panic card's name (Void Seeders).
    pub(super) fn panic_name(&self, effect: PanicEffect) -> String {
        use PanicEffect as P;
        match effect {
            P::DestructiveOutburst => tr!(self.i18n, "name-panic-destructive_outburst"),
            P::Defeatism => tr!(self.i18n, "name-panic-defeatism"),
            P::BlindEscape => tr!(self.i18n, "name-panic-blind_escape"),
            P::Destruction => tr!(self.i18n, "name-panic-destruction"),
            P::InsaneCourage => tr!(self.i18n, "name-panic-insane_courage"),
            P::Sabotage => tr!(self.i18n, "name-panic-sabotage"),
            P::SelfMutilation => tr!(self.i18n, "name-panic-self_mutilation"),
            P::HeartAttack => tr!(self.i18n, "name-panic-heart_attack"),
            P::Bloodlust => tr!(self.i18n, "name-panic-bloodlust"),
            P::Demotivation => tr!(self.i18n, "name-panic-demotivation"),
            P::RippingBandages => tr!(self.i18n, "name-panic-ripping_bandages"),
            P::Hopelessness => tr!(self.i18n, "name-panic-hopelessness"),
            P::Hallucinations => tr!(self.i18n, "name-panic-hallucinations"),
            P::Pyromaniac => tr!(self.i18n, "name-panic-pyromaniac"),
        }
    }

    /// What a panic card makes the character do, in the words of effects.ftl.
    pub(super) fn panic_effect(&self, effect: PanicEffect) -> String {
        self.i18n.effect(&format!("panic-{}", snake(&effect)))
    }

    /// A panic card's name by its index in the deck, for the table's question.
    pub fn panic_name_of(&self, card: u8) -> String {
        self.panic_card(card)
            .map_or_else(|| format!("#{card}"), |e| self.panic_name(e))
    }

    /// A panic card's threshold and effect by its index in the deck, for the [Interrupt]
    /// question (issue 39 item 13: the table saw the name only).
    pub fn panic_detail_of(&self, card: u8) -> Option<(u8, String)> {
        let fact = self.content()?.panic.get(usize::from(card))?;
        Some((fact.threshold, self.panic_effect(fact.effect)))
    }

    /// A panic card's effect by its index in the deck.
    pub(super) fn panic_card(&self, card: u8) -> Option<PanicEffect> {
        self.content()
            .and_then(|c| c.panic.get(usize::from(card)))
            .map(|p| p.effect)
    }

    /// The name of an event card by its index in the deck.
    pub(super) fn event_card(&self, card: u8) -> String {
        match self.content().and_then(|c| c.events.get(usize::from(card))) {
            Some(fact) => self.event_name(fact.effect),
            None => format!("#{card}"),
        }
    }

    pub(super) fn event_effect(&self, effect: EventEffect) -> String {
        self.i18n.effect(&format!("event-{}", snake(&effect)))
    }

    /// A weakness card's name and effect, by its index in the deck.
    pub(super) fn weakness(&self, card: u8) -> (String, String) {
        let Some(fact) = self
            .content()
            .and_then(|c| c.weaknesses.get(usize::from(card)))
        else {
            return (format!("#{card}"), String::new());
        };
        use crate::rules::content::WeaknessEffect as W;
        let name = match fact.effect {
            W::VitalPlaces => tr!(self.i18n, "name-weakness-vital_places"),
            W::WayOfMoving => tr!(self.i18n, "name-weakness-way_of_moving"),
            W::Phosphates => tr!(self.i18n, "name-weakness-phosphates"),
            W::Energy => tr!(self.i18n, "name-weakness-energy"),
            W::ReactionToDanger => tr!(self.i18n, "name-weakness-reaction_to_danger"),
            W::BrinkOfExtinction => tr!(self.i18n, "name-weakness-brink_of_extinction"),
            W::WayOfFighting => tr!(self.i18n, "name-weakness-way_of_fighting"),
            W::Fire => tr!(self.i18n, "name-weakness-fire"),
        };
        let effect = self.i18n.effect(&format!("weakness-{}", fact.effect.key()));
        (name, effect)
    }
}

/// A letter of the destination track (0..=3 → A..=D).
pub(super) fn letter(letter: u8) -> String {
    match letter {
        0 => "A",
        1 => "B",
        2 => "C",
        3 => "D",
        _ => "?",
    }
    .to_string()
}

fn numbers(numbers: &[u8], separator: &str) -> String {
    numbers
        .iter()
        .map(u8::to_string)
        .collect::<Vec<_>>()
        .join(separator)
}

/// The content files' key for a unit enum value (`damaging_fire`), as serde writes it.
pub(crate) fn snake<T: serde::Serialize>(value: &T) -> String {
    serde_json::to_value(value)
        .ok()
        .and_then(|v| v.as_str().map(str::to_string))
        .unwrap_or_default()
}
