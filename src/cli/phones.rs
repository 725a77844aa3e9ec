//! `headless --phones ADDR`: the phones at the table without the window. The seat links and the
//! table display's link are in the ready line (and on stderr, one per line); after every
//! answered line the table's frame goes to every page, and each private sight goes to its
//! seat's pages only. What a seat answers on its phone is applied as a command and answered
//! with a line of its own (`"phone": {"seat": …, "choice": …}`).

use crate::phones::nemesis::{PhoneSight, frame, restack_sight, sight};
use crate::phones::tap::Tap;
use crate::present::i18n::{I18n, Language};
use crate::present::nemesis::narrate::{GameFacts, Line, Narrator};
use crate::rules::board::Board;
use crate::rules::ids::PlayerId;
use crate::rules::retaliation::{RetaliationCommand, RetaliationOutcome, RetaliationState};
use crate::rules::{Command, GameConfig, GameState, Outcome};
use crate::storage::GameStore;
use crate::storage::store::{GameId, PhonesMark};
use nemesis_adapters::phones::{Phones, SightId, SightState, usable_addresses};
use serde::Serialize;
use serde_json::{Value, json};
use std::collections::BTreeMap;
use std::net::{IpAddr, SocketAddr};

/// The phones' side of a headless session, for any game.
pub trait PhoneSide<S> {
    /// The links, for the ready line.
    fn links(&self) -> Value;
    /// After an answered line (`reply` is its answer), with the game as it is now.
    fn after(&mut self, state: &S, reply: &Value);
    /// A `{"phone": …}` request.
    fn request(&mut self, state: &S, request: &Value) -> Value;
    /// What the seats answered since the last call: the answer's words and its command as a
    /// request line.
    fn answered(&mut self) -> Vec<(Value, String)>;
}

/// The host a link names: the bound address, or (bound to every address) the first a phone can
/// likely reach.
fn link_host(bound: SocketAddr) -> IpAddr {
    if !bound.ip().is_unspecified() {
        return bound.ip();
    }
    usable_addresses()
        .into_iter()
        .find(|a| a.kind.reachable_by_phones())
        .map(|a| a.ip)
        .unwrap_or(IpAddr::from([127, 0, 0, 1]))
}

/// The server with what every game sends through it: the links, the requests both games
/// answer (`links`, `revoke`), the sights sent with the command each choice stands for, and
/// the answers turned into request lines.
struct Served<C> {
    phones: Phones,
    host: IpAddr,
    sent: BTreeMap<SightId, PhoneSight<C>>,
    /// The saved game the links are kept with, so `--resume` serves the same ones.
    keep: Option<(GameStore, GameId)>,
}

impl<C: Clone + Serialize + serde::de::DeserializeOwned> Served<C> {
    /// Starts the server. A saved game whose phones were on before keeps its seats' links (and
    /// its port where it is free and none was asked for), as the window does (issue 53: the
    /// links changed on every `--resume`).
    fn start(
        bind: SocketAddr,
        seats: usize,
        keep: Option<(GameStore, GameId)>,
    ) -> Result<Served<C>, String> {
        let kept = keep.as_ref().and_then(|(store, id)| store.read_phones(id));
        let phones = match &kept {
            Some(mark) => {
                let port = if bind.port() == 0 {
                    mark.port
                } else {
                    bind.port()
                };
                Phones::start_keeping(SocketAddr::new(bind.ip(), port), seats, &mark.secrets)
                    .or_else(|_| Phones::start_keeping(bind, seats, &mark.secrets))
            }
            None => Phones::start(bind, seats),
        }
        .map_err(|e| e.to_string())?;
        let host = link_host(phones.local_addr());
        let served = Served {
            phones,
            host,
            sent: BTreeMap::new(),
            keep,
        };
        served.keep_links();
        Ok(served)
    }

    /// Writes the links beside the saved game (best effort: losing them only means new links).
    fn keep_links(&self) {
        if let Some((store, id)) = &self.keep {
            let mark = PhonesMark {
                address: self.host,
                port: self.phones.local_addr().port(),
                secrets: self.phones.secrets(),
            };
            let _ = store.write_phones(id, &mark);
        }
    }

    fn links(&self) -> Value {
        let seats: Vec<String> = (0..self.phones.seats())
            .filter_map(|s| self.phones.seat_url(self.host, s))
            .collect();
        json!({"table": self.phones.table_url(self.host), "seats": seats})
    }

    /// Sends a sight to its player's seat.
    fn send(&mut self, sight: PhoneSight<C>) -> Option<SightId> {
        let seat = usize::from(sight.to.0).checked_sub(1)?;
        let id = self.phones.show_with_forms(
            seat,
            &sight.body,
            &sight.offered(),
            &sight.offered_forms(),
        )?;
        self.sent.insert(id, sight);
        Some(id)
    }

    /// `links` and `revoke`; `None` for a request of one game only.
    fn request(&mut self, request: &Value) -> Option<Value> {
        match request.get("phone").and_then(Value::as_str)? {
            "links" => Some(json!({"ok": true, "phones": self.links()})),
            "revoke" => {
                let seat = request["player"].as_u64().and_then(|p| p.checked_sub(1));
                Some(match seat {
                    Some(s) if self.phones.revoke(s as usize) => {
                        self.keep_links();
                        json!({"ok": true, "phones": self.links()})
                    }
                    _ => bad_line("phone revoke: \"player\" is a player number"),
                })
            }
            _ => None,
        }
    }

    fn answered(&mut self) -> Vec<(Value, String)> {
        self.phones
            .answers()
            .into_iter()
            .filter_map(|a| {
                let cmd = self.sent.get(&a.sight)?.command(&a.choice)?;
                let line = serde_json::to_string(&cmd).ok()?;
                Some((json!({"seat": a.seat + 1, "choice": a.choice}), line))
            })
            .collect()
    }
}

fn bad_line(detail: &str) -> Value {
    json!({"ok": false, "error": {"error": "bad_line", "detail": detail}})
}

/// The outcomes of an accepted command's answer; `None` for a refusal, an undo, a meta answer.
fn outcomes_of<O: serde::de::DeserializeOwned>(reply: &Value) -> Option<Vec<O>> {
    if reply["ok"] != json!(true) {
        return None;
    }
    serde_json::from_value(reply.get("outcomes")?.clone()).ok()
}

/// An accepted undo.
fn undone(reply: &Value) -> bool {
    reply["ok"] == json!(true) && reply.get("undone").is_some()
}

/// Base *Nemesis* on the phones.
pub struct NemesisPhones {
    served: Served<Tap>,
    i18n: I18n,
    config: GameConfig,
    board: Board,
    /// Narrated lines of each command in force, oldest first, with the sights it sent.
    log: Vec<(Vec<Line>, Vec<SightId>)>,
    /// The restack questions asked on a phone and still open: sight, player, engine.
    restacks: Vec<(SightId, PlayerId, u8)>,
    /// The turn on the phone of the player whose turn it is (issue 53).
    turn: Option<SightId>,
}

/// Whether the rules would let `player` restack `engine` now (the premise of a restack sight).
fn may_restack(state: &GameState, player: PlayerId, engine: u8) -> Result<(), Value> {
    let mut probe = state.clone();
    probe
        .apply(&Command::RestackEngine {
            player,
            engine,
            working_on_top: true,
        })
        .map(|_| ())
        .map_err(|e| json!({"ok": false, "error": e}))
}

impl NemesisPhones {
    pub fn start(
        bind: SocketAddr,
        language: Language,
        config: &GameConfig,
        state: &GameState,
        keep: Option<(GameStore, GameId)>,
    ) -> Result<NemesisPhones, String> {
        let mut me = NemesisPhones {
            served: Served::start(bind, config.players.len(), keep)?,
            i18n: I18n::new(language)?,
            config: config.clone(),
            board: Board::bundled(config.side).map_err(|e| e.to_string())?,
            log: Vec::new(),
            restacks: Vec::new(),
            turn: None,
        };
        me.publish(state, &[]);
        me.refresh_turn(state);
        Ok(me)
    }

    fn facts<'a>(&'a self, state: &'a GameState) -> GameFacts<'a> {
        GameFacts {
            config: &self.config,
            board: &self.board,
            state,
        }
    }

    /// Closes every restack question whose premise ended (the player left the engine room,
    /// the engine was restacked, the step was undone), as the window does: the phone can no
    /// longer answer what the game would refuse.
    /// The turn goes to the phone of the player whose turn it is by the rules (or a question the
    /// rules address to one player, to that player's), made again after every step (the old one
    /// closed, so a stale page's tap is refused). A move and a noise roll
    /// ask the hand on the phone first: at a headless table it is the player's to say.
    fn refresh_turn(&mut self, state: &GameState) {
        if let Some(id) = self.turn.take() {
            self.served.phones.close(id);
        }
        // a question the rules address to one player goes to that player's phone (the first
        // dead player's side); else the turn, when nothing waits
        let asked = crate::phones::nemesis::asked_player(state);
        let Some(player) = asked.or_else(|| {
            state
                .turn()
                .player
                .map(PlayerId)
                .filter(|_| state.pending().is_none())
        }) else {
            return;
        };
        let sight = {
            let facts = self.facts(state);
            let n = Narrator {
                i18n: &self.i18n,
                game: &facts,
            };
            if asked.is_some() {
                crate::phones::nemesis::question_sight(&n, state, player)
            } else {
                crate::phones::nemesis::turn_sight(&n, state, player, None)
            }
        };
        self.turn = sight.and_then(|s| self.served.send(s));
    }

    /// `{"phone":"open","player":…,"action":…}`: a room action a seat tapped that the table
    /// opens (the doors, a scan; see [`Tap`]). Headless has no laptop: the answer tells the
    /// driver to take it on, when the rules offer it to that player now; the seat gets its turn
    /// card again meanwhile.
    fn open(&mut self, state: &GameState, request: &Value) -> Value {
        let player = request["player"]
            .as_u64()
            .and_then(|p| u8::try_from(p).ok())
            .map(PlayerId);
        let action = request["action"].as_str().and_then(Tap::action_named);
        let (Some(player), Some(action)) = (player, action) else {
            return bad_line("phone open: \"player\" is a number, \"action\" a room action's name");
        };
        if !state.room_offers(player).contains(&action) {
            return json!({"ok": false, "error": {"error": "not_offered", "detail": "the rules do not offer this player that action now"}});
        }
        self.refresh_turn(state);
        json!({"ok": true, "open": {"player": player.0, "action": request["action"]}})
    }

    fn close_stale_restacks(&mut self, state: &GameState) {
        let phones = &self.served.phones;
        self.restacks.retain(|&(id, player, engine)| {
            let stands = may_restack(state, player, engine).is_ok()
                && matches!(
                    phones.sight_state(id),
                    Some(SightState::Waiting | SightState::Seen)
                );
            if !stands {
                phones.close(id);
            }
            stands
        });
    }

    fn publish(&self, state: &GameState, step: &[Line]) {
        let facts = self.facts(state);
        let log: Vec<Line> = self.log.iter().flat_map(|(l, _)| l).cloned().collect();
        self.served
            .phones
            .publish(&frame(&self.i18n, &facts, "", step, &log));
    }
}

impl PhoneSide<GameState> for NemesisPhones {
    fn links(&self) -> Value {
        self.served.links()
    }

    fn after(&mut self, state: &GameState, reply: &Value) {
        self.close_stale_restacks(state);
        // a step (or an undo) moved the game: the turn is asked again (a meta request is not)
        if undone(reply) || outcomes_of::<Outcome>(reply).is_some() {
            self.refresh_turn(state);
        }
        if undone(reply) {
            // a sight of the undone command that no phone opened is taken back
            if let Some((_, sights)) = self.log.pop() {
                for id in sights {
                    let _ = self.served.phones.withdraw(id);
                }
            }
            self.publish(state, &[]);
            return;
        }
        let Some(outcomes) = outcomes_of::<Outcome>(reply) else {
            return;
        };
        let (lines, sights) = {
            let facts = self.facts(state);
            let n = Narrator {
                i18n: &self.i18n,
                game: &facts,
            };
            let sights: Vec<PhoneSight> = outcomes
                .iter()
                .filter_map(|o| match o {
                    Outcome::Private { to, sight: s } => Some(sight(&n, *to, s)),
                    _ => None,
                })
                .collect();
            (n.lines(&outcomes), sights)
        };
        // the table's frame (its log with this step) first, then the step's private sights
        self.log.push((lines.clone(), Vec::new()));
        self.publish(state, &lines);
        let sent = sights
            .into_iter()
            .filter_map(|s| self.served.send(s.map(Tap::Play)))
            .collect();
        if let Some(last) = self.log.last_mut() {
            last.1 = sent;
        }
    }

    fn request(&mut self, state: &GameState, request: &Value) -> Value {
        if let Some(answer) = self.served.request(request) {
            return answer;
        }
        match request.get("phone").and_then(Value::as_str) {
            Some("restack") => {}
            Some("open") => return self.open(state, request),
            _ => {
                return bad_line(
                    "a phone request is \"links\", \"revoke\", \"restack\" or \"open\"",
                );
            }
        }
        let (Some(player), Some(engine)) = (
            request["player"]
                .as_u64()
                .and_then(|p| u8::try_from(p).ok()),
            request["engine"]
                .as_u64()
                .and_then(|e| u8::try_from(e).ok()),
        ) else {
            return bad_line("phone restack: \"player\" and \"engine\" are numbers");
        };
        let player = PlayerId(player);
        // the rules say whether this player may restack this engine now, and why not
        if let Err(refused) = may_restack(state, player, engine) {
            return refused;
        }
        // asked again while the first question is open: the same question, not a second one
        // the phone could answer twice
        self.close_stale_restacks(state);
        if let Some((id, ..)) = self
            .restacks
            .iter()
            .find(|&&(_, p, e)| p == player && e == engine)
        {
            return json!({"ok": true, "sight": id.0});
        }
        let facts = self.facts(state);
        let n = Narrator {
            i18n: &self.i18n,
            game: &facts,
        };
        let s = restack_sight(&n, state, player, engine).map(Tap::Play);
        match self.served.send(s) {
            Some(id) => {
                self.restacks.push((id, player, engine));
                // a restack tapped on the turn card answered that card: the seat gets its turn
                // again beside the look, as in the window (a tap by mistake is not a dead end);
                // a restack the driver asked leaves the card as it is
                let tapped = self.turn.is_some_and(|t| {
                    matches!(
                        self.served.phones.sight_state(t),
                        Some(SightState::Answered(_))
                    )
                });
                if tapped {
                    self.refresh_turn(state);
                }
                json!({"ok": true, "sight": id.0})
            }
            None => bad_line("no such seat"),
        }
    }

    fn answered(&mut self) -> Vec<(Value, String)> {
        self.served.answered()
    }
}

/// *Retaliation* on the phones.
pub struct RetaliationPhones {
    served: Served<RetaliationCommand>,
    i18n: I18n,
    /// Each answered step's lines, oldest first, with the sight it sent.
    log: Vec<(Vec<Line>, Option<SightId>)>,
    /// The turn on the phone of the marine whose turn it is (issue 53).
    turn: Option<SightId>,
}

impl RetaliationPhones {
    pub fn start(
        bind: SocketAddr,
        language: Language,
        state: &RetaliationState,
        keep: Option<(GameStore, GameId)>,
    ) -> Result<RetaliationPhones, String> {
        let mut me = RetaliationPhones {
            served: Served::start(bind, state.marines.len(), keep)?,
            i18n: I18n::new(language)?,
            log: Vec::new(),
            turn: None,
        };
        me.publish(state, &[]);
        me.refresh_turn(state);
        Ok(me)
    }

    /// The marine's turn on their phone, made again after every step (see the base game's).
    fn refresh_turn(&mut self, state: &RetaliationState) {
        if let Some(id) = self.turn.take() {
            self.served.phones.close(id);
        }
        let Some(who) = crate::phones::retaliation::phone_to_play(state) else {
            return;
        };
        let sight = crate::phones::retaliation::turn_sight(&self.i18n, state, who);
        self.turn = sight.and_then(|s| self.served.send(s));
    }

    fn publish(&self, state: &RetaliationState, step: &[Line]) {
        let log: Vec<Line> = self.log.iter().flat_map(|(l, _)| l).cloned().collect();
        let turn = crate::phones::retaliation::turn(&self.i18n, state);
        self.served
            .phones
            .publish(&crate::phones::retaliation::frame(
                &self.i18n, state, &turn, step, &log,
            ));
    }
}

impl PhoneSide<RetaliationState> for RetaliationPhones {
    fn links(&self) -> Value {
        self.served.links()
    }

    fn after(&mut self, state: &RetaliationState, reply: &Value) {
        if undone(reply) || outcomes_of::<RetaliationOutcome>(reply).is_some() {
            self.refresh_turn(state);
        }
        if undone(reply) {
            if let Some((_, Some(id))) = self.log.pop() {
                let _ = self.served.phones.withdraw(id);
            }
            self.publish(state, &[]);
            return;
        }
        let Some(outcomes) = outcomes_of::<RetaliationOutcome>(reply) else {
            return;
        };
        let lines = crate::present::retaliation::words::outcomes(&self.i18n, state, &outcomes);
        // the table's frame (its log with this step) first, then the step's private sight
        self.log.push((lines.clone(), None));
        self.publish(state, &lines);
        let sent = outcomes
            .iter()
            .filter_map(|o| crate::phones::retaliation::sight(&self.i18n, state, o))
            .filter_map(|s| self.served.send(s))
            .last();
        if let Some(last) = self.log.last_mut() {
            last.1 = sent;
        }
    }

    fn request(&mut self, _: &RetaliationState, request: &Value) -> Value {
        self.served
            .request(request)
            .unwrap_or_else(|| bad_line("a phone request is \"links\" or \"revoke\""))
    }

    fn answered(&mut self) -> Vec<(Value, String)> {
        self.served.answered()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::command::Correction;
    use crate::rules::ids::{Mode, RoomKind, Side};

    /// English phones for this game on a free loopback port; `None` where no port can be bound
    /// (nothing to check there).
    fn on_loopback(config: &GameConfig, state: &GameState) -> Option<NemesisPhones> {
        NemesisPhones::start(
            "127.0.0.1:0".parse().unwrap(),
            Language::En,
            config,
            state,
            None,
        )
        .ok()
    }

    /// Issue 53 (a hostile audit of headless): a second restack question for the same engine
    /// stayed answerable beside the first, and both were applied; a question whose premise had
    /// ended (the player left the room) still took the phone's answer. Asked again, it is the
    /// same question; once its premise ends it closes, opened or not.
    #[test]
    fn a_restack_question_is_asked_once_and_closes_when_its_premise_ends() {
        let config = GameConfig::numbered(1, 2, Side::A, Mode::Standard);
        let mut state = GameState::new(config.clone()).unwrap();
        let board = Board::bundled(Side::A).unwrap();
        let place = |at| {
            Command::Fix(Correction::PlaceCharacter {
                player: PlayerId(1),
                at,
            })
        };
        let engine_room = board.fixed_slot(RoomKind::Engine1).unwrap();
        state.apply(&place(engine_room)).unwrap();
        let Some(mut phones) = on_loopback(&config, &state) else {
            // no loopback port to bind here: nothing to check
            return;
        };
        let ask = json!({"phone": "restack", "player": 1, "engine": 1});
        let first = phones.request(&state, &ask);
        assert_eq!(first["ok"], json!(true), "{first}");
        let again = phones.request(&state, &ask);
        assert_eq!(again["sight"], first["sight"], "the same question, once");
        let id = SightId(first["sight"].as_u64().unwrap());
        // the player leaves the engine room
        let cockpit = board.fixed_slot(RoomKind::Cockpit).unwrap();
        let outcomes = state.apply(&place(cockpit)).unwrap();
        phones.after(&state, &json!({"ok": true, "outcomes": outcomes}));
        assert_eq!(
            phones.served.phones.sight_state(id),
            Some(SightState::Withdrawn)
        );
        assert!(phones.restacks.is_empty());
    }

    /// A seat's answer posted as its page would; whether it was taken (200).
    fn post(phones: &NemesisPhones, seat: usize, sight: SightId, choice: &str) -> bool {
        use std::io::{Read, Write};
        let url = phones
            .served
            .phones
            .seat_url(IpAddr::from([127, 0, 0, 1]), seat)
            .unwrap();
        let rest = url.trim_start_matches("http://");
        let (host, path) = rest.split_at(rest.find('/').unwrap());
        let body = format!(r#"{{"sight":{},"choice":"{choice}"}}"#, sight.0);
        let mut tcp = std::net::TcpStream::connect(host).unwrap();
        write!(
            tcp,
            "POST {path}/answer HTTP/1.1\r\nHost: {host}\r\nContent-Type: application/json\r\nConnection: close\r\nContent-Length: {}\r\n\r\n{body}",
            body.len()
        )
        .unwrap();
        let mut reply = String::new();
        let _ = tcp.read_to_string(&mut reply);
        reply.lines().next().unwrap_or_default().contains("200")
    }

    /// Issue 53 (headless): the actions the table opens are tapped on the turn card too. The
    /// engine's repair comes back as the restack request, whose look and choice then go to that
    /// seat; the doors come back as an `open` request the driver takes on (refused when the
    /// rules do not offer them to that player now).
    #[test]
    fn headless_opens_what_a_seat_taps_that_the_table_opens() {
        use crate::phones::tap::Tap;
        use crate::rules::ids::SlotId;
        use crate::rules::offers::RoomOffer;
        let config = GameConfig::numbered(1, 2, Side::A, Mode::Standard);
        let mut state = GameState::new(config.clone()).unwrap();
        let board = Board::bundled(Side::A).unwrap();
        let engine_room = board.fixed_slot(RoomKind::Engine1).unwrap();
        state
            .apply(&Command::Fix(Correction::PlaceCharacter {
                player: PlayerId(1),
                at: engine_room,
            }))
            .unwrap();
        let Some(mut phones) = on_loopback(&config, &state) else {
            return;
        };
        let turn = phones.turn.expect("player 1's turn on their phone");
        let tapped = |phones: &NemesisPhones, wanted: RoomOffer| {
            phones.served.sent[&turn]
                .choices
                .iter()
                .find(|(_, _, tap)| matches!(tap, Tap::Open { action, .. } if *action == wanted))
                .map(|(id, ..)| id.clone())
                .unwrap_or_else(|| panic!("no {wanted:?} on the turn card"))
        };
        let choice = tapped(&phones, RoomOffer::Restack(1));
        assert!(post(&phones, 0, turn, &choice));
        let answered = phones.answered();
        let [(phone, line)] = answered.as_slice() else {
            panic!("one line: {answered:?}")
        };
        assert_eq!(phone["seat"], json!(1));
        let request: Value = serde_json::from_str(line).unwrap();
        assert_eq!(
            request,
            json!({"phone": "restack", "player": 1, "engine": 1})
        );
        let reply = phones.request(&state, &request);
        assert_eq!(reply["ok"], json!(true), "{reply}");
        let restack = SightId(reply["sight"].as_u64().unwrap());
        assert_eq!(phones.served.sent[&restack].to, PlayerId(1));
        let again = phones.turn.expect("the turn card again beside the look");
        assert_ne!(again, turn, "a new card: the tapped one was answered");
        // the doors: not offered in the engine room; in the Command Center, opened
        let doors = json!({"phone": "open", "player": 1, "action": "doors"});
        let refused = phones.request(&state, &doors);
        assert_eq!(refused["error"]["error"], json!("not_offered"), "{refused}");
        for fix in [
            Correction::SetRoom {
                at: SlotId(14),
                room: RoomKind::CommandCenter,
            },
            Correction::PlaceCharacter {
                player: PlayerId(1),
                at: SlotId(14),
            },
        ] {
            let outcomes = state.apply(&Command::Fix(fix)).unwrap();
            phones.after(&state, &json!({"ok": true, "outcomes": outcomes}));
        }
        let opened = phones.request(&state, &doors);
        assert_eq!(
            opened,
            json!({"ok": true, "open": {"player": 1, "action": "doors"}})
        );
        assert!(
            phones.turn.is_some(),
            "the seat keeps its turn card while the table opens the doors"
        );
    }

    /// Issue 53 (headless): the player whose turn it is gets it on their phone; their tap comes
    /// back as the command line, once; after the step the old question is closed and the next
    /// player's is sent.
    #[test]
    fn headless_sends_the_turn_to_its_players_phone() {
        let config = GameConfig::numbered(1, 2, Side::A, Mode::Standard);
        let mut state = GameState::new(config.clone()).unwrap();
        let Some(mut phones) = on_loopback(&config, &state) else {
            return;
        };
        let first = phones.turn.expect("player 1's turn on their phone");
        // t0 is the pass (the first of the turn's choices)
        assert!(post(&phones, 0, first, "t0"));
        // the same answer again (a page resends until it hears back): acknowledged, taken once
        assert!(post(&phones, 0, first, "t0"), "acknowledged again");
        let answered = phones.answered();
        let [(_, line)] = answered.as_slice() else {
            panic!("one line: {answered:?}")
        };
        let cmd: Command = serde_json::from_str(line).unwrap();
        assert_eq!(
            cmd,
            Command::EndTurn {
                player: PlayerId(1),
                passed: true,
                hand: None
            }
        );
        let outcomes = state.apply(&cmd).unwrap();
        phones.after(&state, &json!({"ok": true, "outcomes": outcomes}));
        let second = phones.turn.expect("player 2's turn on their phone");
        assert_ne!(second, first);
        assert_eq!(
            phones.served.phones.sight_state(first),
            Some(SightState::Answered("t0".into()))
        );
        assert!(!post(&phones, 1, first, "t0"), "not player 2's question");
    }

    /// Issue 53 (headless too): the first dead player is asked on their phone whether they take
    /// the intruders' side, and no turn is sent while that question waits.
    #[test]
    fn headless_asks_the_first_dead_player_on_their_phone() {
        let config = GameConfig::numbered(1, 2, Side::A, Mode::Standard);
        let mut state = GameState::new(config.clone()).unwrap();
        let Some(mut phones) = on_loopback(&config, &state) else {
            return;
        };
        let kill = Command::Fix(Correction::KillCharacter {
            player: PlayerId(2),
        });
        let outcomes = state.apply(&kill).unwrap();
        phones.after(&state, &json!({"ok": true, "outcomes": outcomes}));
        let asked = phones.turn.expect("the question on a phone");
        let sight = phones.served.sent.get(&asked).expect("sent");
        assert_eq!(sight.to, PlayerId(2), "to the dead player");
        let commands: Vec<&Command> = sight
            .choices
            .iter()
            .filter_map(|(_, _, c)| c.command())
            .collect();
        assert!(
            commands.iter().any(
                |c| matches!(c, Command::DeclineIntruderPlayer { player } if *player == PlayerId(2))
            ),
            "{commands:?}"
        );
        assert!(
            commands
                .iter()
                .any(|c| matches!(c, Command::BecomeIntruderPlayer { player, .. } if *player == PlayerId(2))),
            "{commands:?}"
        );
    }
}
