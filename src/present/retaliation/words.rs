//! Retaliation in the players' language: names of things on the board, the questions the app
//! asks, what each outcome tells the table to do, and why a step was refused. A step's outcomes
//! become the same [`Line`]s as the base game's (what happened, in its tone, then what to do on
//! the board): in the messages, "→" marks where the board instruction begins.

use crate::present::i18n::I18n;
use crate::present::nemesis::narrate::{Line, Tone, snake};
use crate::rules::retaliation::map::{Dir, Door, Place, Section};
use crate::rules::retaliation::{
    AaFace, AttackRow, EndCause, Health, MissionTask, NoiseFace, Question, RKind,
    RetaliationCommand as C, RetaliationError as E, RetaliationOutcome as O, RetaliationState,
    RobotAct, RollWhy, RoomAct, RoomKind, ShotResult, Step, Way, tables,
};
use crate::tr;

mod outcome_lines;

pub fn marine(st: &RetaliationState, who: usize) -> String {
    st.config
        .players
        .get(who)
        .map(|n| n.trim())
        .filter(|n| !n.is_empty())
        .map(str::to_string)
        .unwrap_or_else(|| format!("P{}", who + 1))
}

pub fn kind(t: &I18n, k: RKind) -> String {
    match k {
        RKind::Queen => tr!(t, "rt-kind-queen"),
        RKind::Drone => tr!(t, "rt-kind-drone"),
        RKind::Adult => tr!(t, "rt-kind-adult"),
        RKind::Larva => tr!(t, "rt-kind-larva"),
        RKind::Blank => tr!(t, "rt-kind-blank"),
    }
}

/// "14 Landing Zone": the number printed on the tile and its name.
pub fn room(t: &I18n, id: u8) -> String {
    format!("{id} {}", room_name(t, id))
}

pub fn room_name(t: &I18n, id: u8) -> String {
    tables()
        .ok()
        .and_then(|tb| tb.rooms.get(&id))
        .map(|f| t.effect(&format!("rt-room-{}", f.name)))
        .unwrap_or_else(|| id.to_string())
}

pub fn corridor(t: &I18n, id: u16) -> String {
    tr!(t, "rt-corridor", id = id)
}

/// A corridor with the rooms it touches, so the table finds it on the board when one event asks
/// about several corridors in a row (issue 54 item 5).
pub fn corridor_by(t: &I18n, st: &RetaliationState, id: u16) -> String {
    let rooms = st.map.corridor_rooms(id);
    if rooms.is_empty() {
        return corridor(t, id);
    }
    let rooms = rooms
        .iter()
        .map(|r| room(t, *r))
        .collect::<Vec<_>>()
        .join(" / ");
    tr!(
        t,
        "rt-corridor-by",
        corridor = corridor(t, id),
        rooms = rooms
    )
}

/// Whether a marine's fire at `at` is a burst (into a corridor) or a shot (in their room), for
/// the translations' selector.
pub fn burst(at: Place) -> &'static str {
    match at {
        Place::Corridor(_) => "yes",
        Place::Room(_) => "no",
    }
}

/// A shot's result, for the translations' selector.
pub fn shot_result(r: ShotResult) -> &'static str {
    match r {
        ShotResult::Kill => "kill",
        ShotResult::Hit => "hit",
        ShotResult::Miss => "miss",
    }
}

pub fn place(t: &I18n, p: Place) -> String {
    match p {
        Place::Room(r) => room(t, r),
        Place::Corridor(c) => corridor(t, c),
    }
}

pub fn section(t: &I18n, s: Section) -> String {
    tr!(t, "rt-section", section = format!("{s:?}"))
}

pub fn way(t: &I18n, w: Way) -> String {
    match w {
        Way::Lander => tr!(t, "rt-way-lander"),
        Way::Hibernatorium => tr!(t, "rt-way-hibernatorium"),
        Way::Shuttle => tr!(t, "rt-way-shuttle"),
    }
}

pub fn face(t: &I18n, f: NoiseFace) -> String {
    match f {
        NoiseFace::One => "1".into(),
        NoiseFace::Two => "2".into(),
        NoiseFace::Three => "3".into(),
        NoiseFace::Four => "4".into(),
        NoiseFace::Hazard => tr!(t, "rt-face-hazard"),
    }
}

pub fn aa(t: &I18n, f: AaFace) -> String {
    match f {
        AaFace::Active => tr!(t, "rt-aa-active"),
        AaFace::Inactive => tr!(t, "rt-aa-inactive"),
    }
}

pub fn door(t: &I18n, d: Option<Door>) -> String {
    match d {
        None => tr!(t, "rt-door-none"),
        Some(Door::Open) => tr!(t, "rt-door-open"),
        Some(Door::Closed) => tr!(t, "rt-door-closed"),
        Some(Door::Destroyed) => tr!(t, "rt-door-destroyed"),
    }
}

pub fn dir(t: &I18n, d: Dir) -> String {
    match d {
        Dir::Nw => tr!(t, "rt-dir-nw"),
        Dir::Ne => tr!(t, "rt-dir-ne"),
        Dir::E => tr!(t, "rt-dir-e"),
        Dir::Se => tr!(t, "rt-dir-se"),
        Dir::Sw => tr!(t, "rt-dir-sw"),
        Dir::W => tr!(t, "rt-dir-w"),
    }
}

pub fn pile(t: &I18n, k: RoomKind) -> String {
    match k {
        RoomKind::A => tr!(t, "rt-pile", pile = "A"),
        RoomKind::B => tr!(t, "rt-pile", pile = "B"),
        RoomKind::C => tr!(t, "rt-pile", pile = "C"),
        RoomKind::Unknown => tr!(t, "rt-pile", pile = "?"),
    }
}

pub fn step(t: &I18n, s: Step) -> String {
    match s {
        Step::Players => tr!(t, "rt-step-players"),
        Step::Event => tr!(t, "rt-step-event"),
        Step::Bag => tr!(t, "rt-step-bag"),
        Step::Cleanup => tr!(t, "rt-step-cleanup"),
    }
}

pub fn end_cause(t: &I18n, c: EndCause) -> String {
    match c {
        EndCause::TimeUp => tr!(t, "rt-end-time-up"),
        EndCause::NobodyLeft => tr!(t, "rt-end-nobody-left"),
        EndCause::Destroyed => tr!(t, "rt-end-destroyed"),
    }
}

pub fn room_act(t: &I18n, a: &RoomAct) -> String {
    match *a {
        RoomAct::LifeSupport => tr!(t, "rt-act-life-support"),
        // saves from before chose the order blind (Some); now the marine looks first (None)
        RoomAct::LookAa { swap: Some(true) } => tr!(t, "rt-act-swap-aa"),
        RoomAct::LookAa { .. } => tr!(t, "rt-act-look-aa"),
        RoomAct::Autodestruction => tr!(t, "rt-act-autodestruction"),
        RoomAct::Reactor => tr!(t, "rt-act-reactor"),
        RoomAct::PowerHibernatorium => tr!(t, "rt-act-power-hibernatorium"),
        RoomAct::Board => tr!(t, "rt-act-board"),
        RoomAct::Hibernate => tr!(t, "rt-act-hibernate"),
        RoomAct::Shuttle => tr!(t, "rt-act-shuttle"),
        RoomAct::TakeEgg => tr!(t, "rt-act-take-egg"),
        RoomAct::Data => tr!(t, "rt-act-data"),
        RoomAct::Surgery => tr!(t, "rt-act-surgery"),
        RoomAct::Sprinklers { section: s } => {
            tr!(t, "rt-act-sprinklers", section = section(t, s))
        }
        RoomAct::DiscardFire { room: r } => tr!(t, "rt-act-discard-fire", room = room(t, r)),
        RoomAct::Drill { dir: d, .. } => tr!(t, "rt-act-drill", side = dir(t, d)),
        RoomAct::MoveIntruder { from, kind: k, to } => tr!(
            t,
            "rt-act-move-intruder",
            kind = kind(t, k),
            from = place(t, from),
            to = place(t, to)
        ),
        RoomAct::Alarm {
            corridor: c,
            resolve: true,
        } => tr!(t, "rt-act-alarm-resolve", corridor = corridor(t, c)),
        RoomAct::Alarm { corridor: c, .. } => {
            tr!(t, "rt-act-alarm-discard", corridor = corridor(t, c))
        }
        RoomAct::TechnicalCorridor { room: r } => {
            tr!(t, "rt-act-technical-corridor", room = room(t, r))
        }
        RoomAct::Doors {
            section: s,
            ref close,
            ref open,
        } => {
            let list = |v: &[u16]| {
                v.iter()
                    .map(|c| corridor(t, *c))
                    .collect::<Vec<_>>()
                    .join(", ")
            };
            match (close.is_empty(), open.is_empty()) {
                (false, true) => tr!(
                    t,
                    "rt-act-doors-close",
                    section = section(t, s),
                    doors = list(close)
                ),
                (true, false) => tr!(
                    t,
                    "rt-act-doors-open",
                    section = section(t, s),
                    doors = list(open)
                ),
                _ => tr!(
                    t,
                    "rt-act-doors",
                    section = section(t, s),
                    close = list(close),
                    open = list(open)
                ),
            }
        }
        RoomAct::RobotSecure { reinforce: None } => tr!(t, "rt-act-robot-secure"),
        RoomAct::RobotSecure { reinforce: Some(c) } => {
            tr!(t, "rt-act-robot-reinforce", corridor = corridor(t, c))
        }
        RoomAct::Remote {
            room: r,
            ref action,
        } => tr!(
            t,
            "rt-act-remote",
            room = room(t, r),
            action = room_act(t, action)
        ),
        RoomAct::Shelter { removed } => tr!(t, "rt-act-shelter", n = removed),
        RoomAct::Decontaminate {} => tr!(t, "rt-act-decontaminate"),
        RoomAct::Used {} => tr!(t, "rt-act-used"),
    }
}

/// A robot activation, as a button says it.
pub fn robot_act(t: &I18n, a: &RobotAct) -> String {
    match *a {
        RobotAct::Move { ref rooms } => tr!(
            t,
            "rt-robot-move",
            room = rooms.last().map_or_else(String::new, |r| room(t, *r))
        ),
        RobotAct::Heal {} => tr!(t, "rt-robot-heal"),
        RobotAct::Explore { corridor: c } => {
            tr!(t, "rt-robot-explore", corridor = corridor(t, c))
        }
        RobotAct::Burst {
            corridor: c,
            jammed: false,
        } => tr!(t, "rt-robot-burst", corridor = corridor(t, c)),
        RobotAct::Burst { corridor: c, .. } => {
            tr!(t, "rt-robot-burst-jammed", corridor = corridor(t, c))
        }
        RobotAct::Door {
            corridor: c,
            closed: true,
        } => tr!(t, "rt-robot-close", corridor = corridor(t, c)),
        RobotAct::Door { corridor: c, .. } => tr!(t, "rt-robot-open", corridor = corridor(t, c)),
        RobotAct::Secure {} => tr!(t, "rt-robot-secure"),
        RobotAct::Room { ref action } => room_act(t, action),
        RobotAct::Clear { fire: true } => tr!(t, "rt-robot-clear-fire"),
        RobotAct::Clear { fire: false } => tr!(t, "rt-robot-clear-malfunction"),
    }
}

/// What the app asks, and what the players do to answer it.
pub fn question(t: &I18n, st: &RetaliationState, q: &Question) -> String {
    match *q {
        Question::AaOrder { who } => tr!(t, "rt-q-aa-order", name = marine(st, who)),
        Question::NoiseRoll { who, why } => {
            let name = marine(st, who);
            match why {
                RollWhy::Move => tr!(t, "rt-q-noise-move", name = name),
                RollWhy::Effect => tr!(t, "rt-q-noise-effect", name = name),
                RollWhy::Escape(w) => tr!(t, "rt-q-noise-escape", name = name, way = way(t, w)),
            }
        }
        Question::TokenBack {
            kind: k,
            corridor: c,
        } => tr!(
            t,
            "rt-q-token-back",
            kind = kind(t, k),
            corridor = corridor_by(t, st, c)
        ),
        // at the end the check comes after every card is drawn into the hand (JA: 「すべての
        // カードをプレイヤーの手札に引いた後」; issue 38 item 4)
        Question::Infection { who } if st.ended.is_some() => {
            tr!(t, "rt-q-infection-end", name = marine(st, who))
        }
        Question::Infection { who } => tr!(t, "rt-q-infection", name = marine(st, who)),
        Question::Eclosion { who } => tr!(t, "rt-q-eclosion", name = marine(st, who)),
        Question::Tiles {
            who, corridor: c, ..
        } => {
            let wanted = st.tiles_wanted();
            tr!(
                t,
                "rt-q-tiles",
                name = marine(st, who),
                corridor = corridor(t, c),
                card = wanted.as_ref().map(|w| w.card.clone()).unwrap_or_default(),
                pile = wanted
                    .as_ref()
                    .map(|w| pile(t, w.room_kind))
                    .unwrap_or_default(),
                count = wanted.as_ref().map(|w| w.count).unwrap_or(0)
            )
        }
    }
}

/// The attack card's row, as what happens to the marine.
fn attack_row(t: &I18n, st: &RetaliationState, who: usize, row: &AttackRow) -> String {
    let name = marine(st, who);
    let mut parts = Vec::new();
    if let Some(h) = row.kills {
        let from = match h {
            Health::Fine => tr!(t, "rt-health-healthy"),
            Health::Injured => tr!(t, "rt-health-injured"),
            Health::HeavilyInjured => tr!(t, "rt-health-heavily"),
        };
        parts.push(tr!(t, "rt-row-kills", from = from));
    }
    if row.hp > 0 {
        parts.push(tr!(t, "rt-row-hp", hp = row.hp));
    }
    if row.wounds > 0 {
        match row.wounds_injured {
            Some(w) => parts.push(tr!(t, "rt-row-wounds-injured", n = row.wounds, injured = w)),
            None => parts.push(tr!(t, "rt-row-wounds", n = row.wounds)),
        }
    }
    if row.contamination > 0 {
        parts.push(tr!(t, "rt-row-contamination", n = row.contamination));
    }
    if row.larva {
        parts.push(tr!(t, "rt-row-larva"));
    }
    if parts.is_empty() {
        parts.push(tr!(t, "rt-row-miss"));
    }
    let whom = if row.room {
        tr!(t, "rt-row-everyone-in-room", name = name)
    } else {
        name
    };
    let mut s = format!("{whom}: {}", parts.join(&tr!(t, "rt-list-sep")));
    if row.follows {
        s.push(' ');
        s.push_str(&tr!(t, "rt-row-follows"));
    }
    s
}

/// A step's label in the players' language, for the log's heading of the step and the undo
/// note (as the base game's `Narrator::command`). It never names what was hidden: the order the
/// AA tokens were put back in is the marine's secret, whichever way the command holds it.
pub fn command(t: &I18n, st: &RetaliationState, cmd: &C) -> String {
    let m = |who: usize| marine(st, who);
    match cmd {
        // a careful move says so: the phone's turn lists both, and the undo label tells them
        // apart
        C::Move {
            who,
            corridor: c,
            careful: true,
        } => tr!(
            t,
            "rt-cmd-move-careful",
            name = m(*who),
            corridor = corridor(t, *c)
        ),
        C::Move {
            who, corridor: c, ..
        } => {
            tr!(t, "rt-cmd-move", name = m(*who), corridor = corridor(t, *c))
        }
        C::Carry { fallen, by } => tr!(t, "rt-cmd-carry", by = m(*by), name = m(*fallen)),
        C::NoiseRoll { face: f } => tr!(t, "rt-cmd-noise-roll", face = face(t, *f)),
        C::TokenBack { adults, drones } => {
            tr!(t, "rt-cmd-token-back", adults = adults, drones = drones)
        }
        C::Scan { found: true } => tr!(t, "rt-cmd-scan-found"),
        C::Scan { found: false } => tr!(t, "rt-cmd-scan-clean"),
        C::AaOrder { .. } => tr!(t, "rt-cmd-aa-order"),
        C::Tiles { room: r, .. } => tr!(t, "rt-cmd-tiles", room = room(t, *r)),
        C::EndTurn { who, pass: true } => tr!(t, "rt-cmd-pass", name = m(*who)),
        C::EndTurn { who, pass: false } => tr!(t, "rt-cmd-end-turn", name = m(*who)),
        C::Room {
            who,
            action: RoomAct::LookAa { .. },
        } => tr!(
            t,
            "rt-cmd-room",
            name = m(*who),
            action = tr!(t, "rt-act-look-aa")
        ),
        C::Room { who, action } => {
            let action = match action {
                RoomAct::Remote { action, .. } if matches!(**action, RoomAct::LookAa { .. }) => {
                    tr!(t, "rt-act-look-aa")
                }
                other => room_act(t, other),
            };
            tr!(t, "rt-cmd-room", name = m(*who), action = action)
        }
        C::Secure { who } => tr!(t, "rt-cmd-secure", name = m(*who)),
        // (the place too: a marine may repel from the room or from a corridor beside it, and
        // the phone lists both)
        C::Repel { who, at, kind: k } => tr!(
            t,
            "rt-cmd-repel",
            name = m(*who),
            place = place(t, *at),
            kind = kind(t, *k)
        ),
        C::Melee {
            who,
            kind: k,
            killed,
            blocked,
        } => {
            // what the die said, as the button said it: the log and the undo label told only
            // 「P1: 성체에게 근접 공격」
            let result = match (killed, blocked) {
                (true, _) => "kill",
                (false, true) => "blocked",
                (false, false) => "survived",
            };
            tr!(
                t,
                "rt-cmd-melee",
                name = m(*who),
                kind = kind(t, *k),
                result = result
            )
        }
        C::Robot { who, act } => tr!(t, "rt-cmd-room", name = m(*who), action = robot_act(t, act)),
        C::Roll { who } => tr!(t, "rt-card-roll", name = m(*who)),
        C::Infection { who } => tr!(t, "rt-card-infection", name = m(*who)),
        C::Died { who } if st.config.coop => tr!(t, "rt-fell", name = m(*who)),
        C::Died { who } => tr!(t, "rt-died", name = m(*who)),
        C::Shoot {
            who,
            at,
            kind: k,
            result,
        } => tr!(
            t,
            "rt-cmd-shoot",
            name = m(*who),
            kind = kind(t, *k),
            place = place(t, *at),
            burst = burst(*at),
            result = shot_result(*result)
        ),
        C::Kill { at, kind: k } => tr!(t, "rt-cmd-kill", kind = kind(t, *k), place = place(t, *at)),
        C::Hit { at, kind: k } => tr!(t, "rt-cmd-hit", kind = kind(t, *k), place = place(t, *at)),
        C::QueenCritical {} => tr!(t, "rt-queen-critical"),
        C::IntruderPhase {} => tr!(t, "rt-cmd-intruder-phase"),
        C::TakeOff { who } => tr!(t, "rt-take-off", name = m(*who)),
        C::EventCard {} => tr!(t, "rt-next-event"),
        C::BagDevelopment {} => tr!(t, "rt-next-bag"),
        C::Cleanup {} => tr!(t, "rt-next-cleanup"),
        // a door a card opens or closes, named as the turn card names it
        C::Correct {
            fix:
                crate::rules::retaliation::Fix::Door {
                    corridor,
                    door: Door::Closed,
                },
        } => tr!(t, "rt-card-door-close", corridor = u32::from(*corridor)),
        C::Correct {
            fix:
                crate::rules::retaliation::Fix::Door {
                    corridor,
                    door: Door::Open,
                },
        } => tr!(t, "rt-card-door-open", corridor = u32::from(*corridor)),
        C::Correct { .. } => tr!(t, "rt-cmd-correction"),
    }
}

/// What a step told the table, a line per outcome, as both games' logs show them. Intruders
/// put in one place one after the other (four Adults into the entry corridor) are said once with
/// how many ("성체 4마리"); any other line said twice in a row is said once with its count.
pub fn outcomes(t: &I18n, st: &RetaliationState, said: &[O]) -> Vec<Line> {
    let mut lines: Vec<(String, Tone, usize)> = Vec::new();
    let mut i = 0;
    while i < said.len() {
        let tone = tone(&said[i]);
        // a run of the same thing said of several models: said once, with how many
        let run = said[i..]
            .iter()
            .take_while(|o| same_but_model(o, &said[i]))
            .count();
        if run > 1 {
            let line = match &said[i] {
                O::Appears { at, kind: k, .. } => Some(tr!(
                    t,
                    "rt-o-appears-many",
                    kind = kind(t, *k),
                    place = place(t, *at),
                    n = run
                )),
                O::Moves {
                    kind: k, from, to, ..
                } => Some(tr!(
                    t,
                    "rt-o-moves-many",
                    kind = kind(t, *k),
                    from = place(t, *from),
                    to = place(t, *to),
                    n = run
                )),
                // "no model left" is the same news however many were wanted
                other => outcome(t, st, other),
            };
            lines.extend(line.map(|l| (l, tone, 1)));
            i += run;
            continue;
        }
        if let Some(line) = outcome(t, st, &said[i]) {
            match lines.last_mut() {
                Some((last, _, n)) if *last == line => *n += 1,
                _ => lines.push((line, tone, 1)),
            }
        }
        i += 1;
    }
    lines
        .into_iter()
        .map(|(line, tone, n)| {
            let line = if n == 1 {
                line
            } else {
                tr!(t, "rt-o-repeated", line = line, count = n)
            };
            Line::marked(tone, &line)
        })
        .collect()
}

/// A step as the log shows it: its label (the command) and what it told the table, without a
/// line that only repeats the label (「지우: 패스」 over 「지우: 패스.」); `None` for a step that
/// told nothing.
pub fn log_entry(
    t: &I18n,
    st: &RetaliationState,
    cmd: &C,
    said: &[O],
) -> Option<(String, Vec<Line>)> {
    let label = match (cmd, said.first()) {
        // the roller is named: 「소음 주사위: 1」 four times in a row told a table nothing
        (C::NoiseRoll { face: f }, Some(O::NoiseRolled { who })) => tr!(
            t,
            "rt-cmd-noise-roll-by",
            name = marine(st, *who),
            face = face(t, *f)
        ),
        _ => command(t, st, cmd),
    };
    let lines = outcomes(t, st, said);
    // a step that told no line is still a step in force: a door a card closed, a correction
    // (seen in a Japanese round: 「303番通路のドアを閉める」 left no trace in the log)
    if lines.is_empty() {
        return Some((label, lines));
    }
    let bare = |s: &str| s.trim_end_matches(['.', '。']).trim().to_string();
    // the label already says it: the line keeps only what the players must do, if anything
    let lines = lines
        .into_iter()
        .filter_map(|mut l| {
            if bare(&l.text) != bare(&label) {
                return Some(l);
            }
            l.todo.as_ref()?;
            l.text.clear();
            Some(l)
        })
        .collect();
    Some((label, lines))
}

/// How a line reads at the table: bad news for the marines, good news, a moment to stop for,
/// or bookkeeping (the same tones as the base game's log).
pub fn tone(o: &O) -> Tone {
    match o {
        O::Appears { .. }
        | O::Attack { .. }
        | O::LarvaAttack { .. }
        | O::Contamination { .. }
        | O::Pursuit { .. }
        | O::BreaksIn { .. }
        | O::Fire { .. }
        | O::Malfunction { .. }
        | O::RobotMalfunction
        | O::QueenActivates
        | O::Panic { .. }
        | O::LoseHp { .. }
        | O::ThrownOut { .. }
        | O::EscapeFails { .. }
        | O::LanderShotDown
        | O::PowerCut { .. }
        | O::MarineDied { .. }
        | O::MarineFell { .. }
        | O::Eclosion { .. }
        | O::Infected { .. } => Tone::Danger,
        O::Secured { .. }
        | O::FireOut { .. }
        | O::QueenDied
        | O::QueenBurns
        | O::Burns { .. }
        | O::EggBurns { .. }
        | O::NestDestroyed
        | O::Boarded { .. }
        | O::Hibernates { .. }
        | O::Escapes { .. }
        | O::LanderLands { .. }
        | O::EggTaken { .. }
        | O::DataTaken { .. }
        | O::Killed { .. }
        | O::Hit { .. }
        | O::Carried { .. }
        | O::Revived { .. } => Tone::Good,
        O::HibernatoriumDiscovered
        | O::QueenHealth { .. }
        | O::Event { .. }
        | O::TakesOff { .. }
        | O::Autodestruction { .. }
        | O::Destroyed
        | O::GameOver { .. } => Tone::Moment,
        _ => Tone::Info,
    }
}

/// Whether `o` says the same as `first` of another model (an Adult put, moved, or missing from
/// the box): such runs are told once.
fn same_but_model(o: &O, first: &O) -> bool {
    match (o, first) {
        (O::Appears { at, kind, .. }, O::Appears { at: a, kind: k, .. }) => at == a && kind == k,
        (
            O::Moves { kind, from, to, .. },
            O::Moves {
                kind: k,
                from: f,
                to: d,
                ..
            },
        ) => kind == k && from == f && to == d,
        (O::NoModel { kind }, O::NoModel { kind: k }) => kind == k,
        _ => false,
    }
}

/// One outcome as a line for the table; `None` for bookkeeping nobody needs to hear. The match
/// names every outcome, so a new one does not build until a family is named for it.
pub fn outcome(t: &I18n, st: &RetaliationState, o: &O) -> Option<String> {
    use outcome_lines as family;
    match o {
        O::TokenDrawn { .. }
        | O::TokensAdded { .. }
        | O::TokenToPile { .. }
        | O::TokenRemoved { .. }
        | O::BlankBackInBag
        | O::BlankNothingAppears
        | O::NoModel { .. } => family::bag(t, o),
        O::Appears { .. }
        | O::Counted { .. }
        | O::NoRoom { .. }
        | O::Moves { .. }
        | O::DoorDestroyed { .. }
        | O::SecureSpent { .. }
        | O::BreaksIn { .. }
        | O::Burns { .. }
        | O::Killed { .. }
        | O::Hit { .. }
        | O::Shot { .. } => family::intruders(t, o),
        O::Attack { .. }
        | O::LarvaAttack { .. }
        | O::Contamination { .. }
        | O::AttackDeckShuffled
        | O::Pursuit { .. }
        | O::ContaminationRemoved { .. }
        | O::MarineDied { .. }
        | O::MarineFell { .. }
        | O::Carried { .. }
        | O::Revived { .. }
        | O::Eclosion { .. }
        | O::Infected { .. } => family::attacks(t, st, o),
        O::NoiseMarker { .. }
        | O::NoiseHitsNothing { .. }
        | O::NoiseResolves { .. }
        | O::NoiseCleared { .. } => family::noise(t, o),
        O::Explored { .. }
        | O::CorridorPlaced { .. }
        | O::HibernatoriumDiscovered
        | O::RobotRevealed { .. }
        | O::MarineMoved { .. } => family::exploring(t, st, o),
        O::Secured { .. }
        | O::Fire { .. }
        | O::FireOut { .. }
        | O::Malfunction { .. }
        | O::RobotMalfunction
        | O::DoorSet { .. }
        | O::Reinforced { .. }
        | O::RoomUsed { .. }
        | O::RobotMoved { .. }
        | O::RobotUsed { .. }
        | O::MalfunctionOff { .. }
        | O::DoorsClosed { .. }
        | O::LifeSupport { .. }
        | O::Autodestruction { .. }
        | O::PowerCut { .. }
        | O::HibernatoriumPowered
        | O::EggTaken { .. }
        | O::DataTaken { .. }
        | O::LarvaRemoved { .. } => family::facility(t, st, o),
        // bookkeeping nobody needs to hear; what a marine saw of the AA tokens is theirs alone:
        // the curtain shows it, never a table's line
        O::Corrected | O::Ask { .. } | O::AaSeen { .. } | O::NoiseRolled { .. } => None,
        O::QueenActivates
        | O::QueenHealth { .. }
        | O::QueenLeavesMap
        | O::QueenDied
        | O::QueenBurns
        | O::EggBurns { .. }
        | O::NestDestroyed => family::queen_and_nest(t, o),
        O::Event { .. }
        | O::EventDeckShuffled
        | O::EventNobodyMoves
        | O::EventChangedNothing
        | O::EventMainChangedNothing
        | O::HazardRoom { .. }
        | O::Panic { .. }
        | O::LoseHp { .. } => family::events(t, st, o),
        O::ThrownOut { .. }
        | O::EscapeFails { .. }
        | O::Boarded { .. }
        | O::Hibernates { .. }
        | O::Escapes { .. }
        | O::TakesOff { .. }
        | O::LanderArrives
        | O::LanderLands { .. }
        | O::LanderShotDown
        | O::AaLooked { .. }
        | O::AaPutBack { .. } => family::ways_out(t, st, o),
        O::TurnEnded { .. }
        | O::IntruderPhase
        | O::StartPlayer { .. }
        | O::RoundStarted { .. }
        | O::Destroyed
        | O::GameOver { .. }
        | O::Result { .. } => family::rounds(t, st, o),
    }
}

/// The attack card's key: its name in attacks.json (the card id is looked up there).
fn attack_name(card: &str) -> String {
    tables()
        .ok()
        .and_then(|tb| tb.attacks.iter().find(|a| a.id == card || a.name == card))
        .map(|a| a.name.clone())
        .unwrap_or_else(|| card.to_string())
}

/// A Mission Task card: its title, then what it asks (in our words).
/// A requirement of a Mission Task, said as what was not done (the end names those of a task of
/// several that failed).
pub fn unmet(t: &I18n, r: crate::rules::retaliation::Requirement) -> String {
    use crate::rules::retaliation::Requirement as R;
    match r {
        R::DataByLander => tr!(t, "rt-req-data_by_lander"),
        R::DataEscaped => tr!(t, "rt-req-data_escaped"),
        R::SectionAExplored => tr!(t, "rt-req-section_a_explored"),
        R::RobotAtReactor => tr!(t, "rt-req-robot_at_reactor"),
        R::QueenDead => tr!(t, "rt-req-queen_dead"),
        R::FacilityStanding => tr!(t, "rt-req-facility_standing"),
        R::HibernatoriumPowered => tr!(t, "rt-req-hibernatorium_powered"),
        R::PowerCut => tr!(t, "rt-req-power_cut"),
        R::RoomsA => tr!(t, "rt-req-rooms_a"),
        R::RoomsB => tr!(t, "rt-req-rooms_b"),
        R::RoomsC => tr!(t, "rt-req-rooms_c"),
        R::ReinforcedPath => tr!(t, "rt-req-reinforced_path"),
    }
}

/// A checked task as the end shows it: ✓ or ×, its name, and for a failed task of several
/// requirements what was not done.
pub fn task_line(t: &I18n, check: &crate::rules::retaliation::TaskCheck) -> String {
    let mark = if check.met {
        tr!(t, "rt-result-task-done")
    } else {
        tr!(t, "rt-result-task-not-done")
    };
    let name = mission(t, check.task);
    let task = if check.unmet.is_empty() {
        name
    } else {
        let unmet: Vec<String> = check.unmet.iter().map(|r| unmet(t, *r)).collect();
        tr!(
            t,
            "rt-result-task-why",
            task = name,
            unmet = unmet.join(" · ")
        )
    };
    format!("{mark} {task}")
}

pub fn mission(t: &I18n, task: MissionTask) -> String {
    let key = format!("rt-mission-{}", snake(&task));
    tr!(
        t,
        "rt-mission-line",
        title = t.effect(&key),
        condition = t.effect(&format!("{key}-if"))
    )
}

/// Why the rules refused a step, in words a player can act on.
pub fn error(t: &I18n, st: &RetaliationState, e: &E) -> String {
    match e {
        E::Waiting(q) => tr!(t, "rt-e-waiting", question = question(t, st, q)),
        E::WrongStep(s) => tr!(t, "rt-e-wrong-step", step = step(t, *s)),
        E::NotAllPassed => tr!(t, "rt-e-not-all-passed"),
        E::AlreadyPassed => tr!(t, "rt-e-already-passed"),
        E::DoorClosed => tr!(t, "rt-e-door-closed"),
        E::NotAdjacent => tr!(t, "rt-e-not-adjacent"),
        E::OutOfFrame => tr!(t, "rt-e-out-of-frame"),
        E::NotInside => tr!(t, "rt-e-not-inside"),
        E::NotFallen => tr!(t, "rt-e-not-fallen"),
        E::RoomMalfunction => tr!(t, "rt-e-room-malfunction"),
        E::WrongRoom => tr!(t, "rt-e-wrong-room"),
        E::NotAvailable => tr!(t, "rt-e-not-available"),
        E::WrongTile => tr!(t, "rt-e-wrong-tile"),
        E::TilesExpected {
            pile: p,
            rooms,
            corridors,
        } => tr!(
            t,
            "rt-e-tiles-expected",
            pile = pile(t, *p),
            rooms = rooms
                .iter()
                .map(|r| r.to_string())
                .collect::<Vec<_>>()
                .join(", "),
            corridors = corridors
        ),
        E::GameOver => tr!(t, "rt-e-game-over"),
        E::RobotOutOfReach => tr!(t, "rt-e-robot-out-of-reach"),
        E::RobotUnavailable => tr!(t, "rt-e-robot-unavailable"),
        E::NotThisRobot => tr!(t, "rt-e-not-this-robot"),
        E::CannotSecure => tr!(t, "rt-e-cannot-secure"),
        E::OutOfRange => tr!(t, "rt-e-out-of-range"),
        E::NoSuchIntruder => tr!(t, "rt-e-no-such-intruder"),
        other => tr!(t, "rt-e-other", detail = other.to_string()),
    }
}
