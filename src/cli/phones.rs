//! `headless --phones ADDR`: the phones at the table without the window. The seat links and the
//! table display's link are in the ready line (and on stderr, one per line); after every
//! answered line the table's frame goes to every page, and each private sight goes to its
//! seat's pages only. What a seat answers on its phone is applied as a command and answered
//! with a line of its own (`"phone": {"seat": …, "choice": …}`).

use crate::gui::i18n::{I18n, Language};
use crate::gui::narrate::{GameFacts, Line, Narrator};
use crate::phones::nemesis::{PhoneSight, frame, restack_sight, sight};
use crate::rules::board::Board;
use crate::rules::ids::PlayerId;
use crate::rules::{Command, GameConfig, GameState, Outcome};
use nemesis_adapters::phones::{Phones, SightId, usable_addresses};
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

/// Base *Nemesis* on the phones.
pub struct NemesisPhones {
    phones: Phones,
    host: IpAddr,
    i18n: I18n,
    config: GameConfig,
    board: Board,
    /// Narrated lines of each command in force, oldest first, with the sights it sent.
    log: Vec<(Vec<Line>, Vec<SightId>)>,
    /// Sights sent, with their choices and the command each stands for.
    sent: BTreeMap<SightId, PhoneSight>,
}

impl NemesisPhones {
    pub fn start(
        bind: SocketAddr,
        language: Language,
        config: &GameConfig,
        state: &GameState,
    ) -> Result<NemesisPhones, String> {
        let i18n = I18n::new(language)?;
        let board = Board::bundled(config.side)?;
        let phones = Phones::start(bind, config.players.len()).map_err(|e| e.to_string())?;
        let host = link_host(phones.local_addr());
        let me = NemesisPhones {
            phones,
            host,
            i18n,
            config: config.clone(),
            board,
            log: Vec::new(),
            sent: BTreeMap::new(),
        };
        me.publish(state, &[]);
        Ok(me)
    }

    fn facts<'a>(&'a self, state: &'a GameState) -> GameFacts<'a> {
        GameFacts {
            config: &self.config,
            board: &self.board,
            state,
        }
    }

    fn publish(&self, state: &GameState, step: &[Line]) {
        let facts = self.facts(state);
        let log: Vec<Line> = self.log.iter().flat_map(|(l, _)| l).cloned().collect();
        self.phones
            .publish(&frame(&self.i18n, &facts, None, "", step, &log));
    }

    fn send(&mut self, sight: PhoneSight) -> Option<SightId> {
        let seat = usize::from(sight.to.0).checked_sub(1)?;
        let id = self.phones.show(seat, &sight.body, &sight.offered())?;
        self.sent.insert(id, sight);
        Some(id)
    }
}

impl PhoneSide<GameState> for NemesisPhones {
    fn links(&self) -> Value {
        let seats: Vec<String> = (0..self.phones.seats())
            .filter_map(|s| self.phones.seat_url(self.host, s))
            .collect();
        json!({"table": self.phones.table_url(self.host), "seats": seats})
    }

    fn after(&mut self, state: &GameState, reply: &Value) {
        if reply["ok"] != json!(true) {
            return;
        }
        if reply.get("undone").is_some() {
            // a sight of the undone command that no phone opened is taken back
            if let Some((_, sights)) = self.log.pop() {
                for id in sights {
                    let _ = self.phones.withdraw(id);
                }
            }
            self.publish(state, &[]);
            return;
        }
        let Some(outcomes) = reply
            .get("outcomes")
            .and_then(|o| serde_json::from_value::<Vec<Outcome>>(o.clone()).ok())
        else {
            return;
        };
        let lines = {
            let facts = self.facts(state);
            let n = Narrator {
                i18n: &self.i18n,
                game: &facts,
            };
            let lines = n.lines(&outcomes);
            let sights: Vec<PhoneSight> = outcomes
                .iter()
                .filter_map(|o| match o {
                    Outcome::Private { to, sight: s } => Some(sight(&n, *to, s)),
                    _ => None,
                })
                .collect();
            (lines, sights)
        };
        let (lines, sights) = lines;
        // the table's frame first, then the private sights of the same step
        self.log.push((lines.clone(), Vec::new()));
        self.publish(state, &lines);
        let sent = sights.into_iter().filter_map(|s| self.send(s)).collect();
        if let Some(last) = self.log.last_mut() {
            last.1 = sent;
        }
    }

    fn request(&mut self, state: &GameState, request: &Value) -> Value {
        match request.get("phone").and_then(Value::as_str) {
            Some("links") => json!({"ok": true, "phones": self.links()}),
            Some("revoke") => {
                let seat = request["player"].as_u64().and_then(|p| p.checked_sub(1));
                match seat {
                    Some(s) if self.phones.revoke(s as usize) => {
                        json!({"ok": true, "phones": self.links()})
                    }
                    _ => {
                        json!({"ok": false, "error": {"error": "bad_line", "detail": "phone revoke: \"player\" is a player number"}})
                    }
                }
            }
            Some("restack") => {
                let (Some(player), Some(engine)) = (
                    request["player"]
                        .as_u64()
                        .and_then(|p| u8::try_from(p).ok()),
                    request["engine"]
                        .as_u64()
                        .and_then(|e| u8::try_from(e).ok()),
                ) else {
                    return json!({"ok": false, "error": {"error": "bad_line", "detail": "phone restack: \"player\" and \"engine\" are numbers"}});
                };
                let player = PlayerId(player);
                // the rules say whether this player may restack this engine now
                let mut probe = state.clone();
                if let Err(e) = probe.apply(&Command::RestackEngine {
                    player,
                    engine,
                    working_on_top: true,
                }) {
                    return json!({"ok": false, "error": e});
                }
                let facts = self.facts(state);
                let n = Narrator {
                    i18n: &self.i18n,
                    game: &facts,
                };
                let s = restack_sight(&n, state, player, engine);
                match self.send(s) {
                    Some(id) => json!({"ok": true, "sight": id.0}),
                    None => {
                        json!({"ok": false, "error": {"error": "bad_line", "detail": "no such seat"}})
                    }
                }
            }
            _ => {
                json!({"ok": false, "error": {"error": "bad_line", "detail": "a phone request is \"links\", \"revoke\" or \"restack\""}})
            }
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

/// *Retaliation* on the phones.
pub struct RetaliationPhones {
    phones: Phones,
    host: IpAddr,
    i18n: I18n,
    /// Each answered step's lines, oldest first, with the sight it sent.
    log: Vec<(Vec<String>, Option<SightId>)>,
    sent: BTreeMap<SightId, PhoneSight<crate::rules::retaliation::RetaliationCommand>>,
}

impl RetaliationPhones {
    pub fn start(
        bind: SocketAddr,
        language: Language,
        state: &crate::rules::retaliation::RetaliationState,
    ) -> Result<RetaliationPhones, String> {
        let i18n = I18n::new(language)?;
        let phones = Phones::start(bind, state.marines.len()).map_err(|e| e.to_string())?;
        let host = link_host(phones.local_addr());
        let me = RetaliationPhones {
            phones,
            host,
            i18n,
            log: Vec::new(),
            sent: BTreeMap::new(),
        };
        me.publish(state, &[]);
        Ok(me)
    }

    fn publish(&self, state: &crate::rules::retaliation::RetaliationState, step: &[String]) {
        use crate::gui::screen::retaliation::words;
        let log: Vec<String> = self.log.iter().flat_map(|(l, _)| l.clone()).collect();
        let turn = state
            .pending
            .front()
            .map(|q| words::question(&self.i18n, state, q))
            .unwrap_or_default();
        self.phones.publish(&crate::phones::retaliation::frame(
            &self.i18n, state, &turn, step, &log,
        ));
    }
}

impl PhoneSide<crate::rules::retaliation::RetaliationState> for RetaliationPhones {
    fn links(&self) -> Value {
        let seats: Vec<String> = (0..self.phones.seats())
            .filter_map(|s| self.phones.seat_url(self.host, s))
            .collect();
        json!({"table": self.phones.table_url(self.host), "seats": seats})
    }

    fn after(&mut self, state: &crate::rules::retaliation::RetaliationState, reply: &Value) {
        use crate::rules::retaliation::RetaliationOutcome;
        if reply["ok"] != json!(true) {
            return;
        }
        if reply.get("undone").is_some() {
            if let Some((_, Some(id))) = self.log.pop() {
                let _ = self.phones.withdraw(id);
            }
            self.publish(state, &[]);
            return;
        }
        let Some(outcomes) = reply
            .get("outcomes")
            .and_then(|o| serde_json::from_value::<Vec<RetaliationOutcome>>(o.clone()).ok())
        else {
            return;
        };
        let lines = crate::gui::screen::retaliation::words::outcomes(&self.i18n, state, &outcomes);
        self.log.push((lines.clone(), None));
        self.publish(state, &lines);
        for o in &outcomes {
            if let Some(sight) = crate::phones::retaliation::sight(&self.i18n, state, o)
                && let Some(seat) = usize::from(sight.to.0).checked_sub(1)
                && let Some(id) = self.phones.show(seat, &sight.body, &sight.offered())
            {
                self.sent.insert(id, sight);
                if let Some(last) = self.log.last_mut() {
                    last.1 = Some(id);
                }
            }
        }
    }

    fn request(
        &mut self,
        _: &crate::rules::retaliation::RetaliationState,
        request: &Value,
    ) -> Value {
        match request.get("phone").and_then(Value::as_str) {
            Some("links") => json!({"ok": true, "phones": self.links()}),
            Some("revoke") => {
                let seat = request["player"].as_u64().and_then(|p| p.checked_sub(1));
                match seat {
                    Some(s) if self.phones.revoke(s as usize) => {
                        json!({"ok": true, "phones": self.links()})
                    }
                    _ => {
                        json!({"ok": false, "error": {"error": "bad_line", "detail": "phone revoke: \"player\" is a player number"}})
                    }
                }
            }
            _ => {
                json!({"ok": false, "error": {"error": "bad_line", "detail": "a phone request is \"links\" or \"revoke\""}})
            }
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
