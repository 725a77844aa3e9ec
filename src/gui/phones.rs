//! The phones at the table, from the window (issue 36): the Phones page (choose the address,
//! turn phones on, one QR code per seat and one for the table display, a new code for a lost
//! phone) and the link that keeps the phones in step with the table: the public frame after
//! every change, each private sight of the curtain sent to its player's phone when that phone
//! is connected (the curtain then only says "look at your phone"), and the answers phones gave.

use super::i18n::I18n;
use super::nemesis::{self, Table};
use super::widgets::{self, Ctx};
use crate::gui::table::shell::{CurtainMessage, ShellMessage};
use crate::phones::nemesis::{PhoneSight, sight};
use crate::storage::store::PhonesMark;
use crate::tr;
use iced::widget::{column, container, image, row, scrollable, text};
use iced::{Alignment, Element, Length, Theme};
use nemesis_adapters::phones::{
    Address, AddressKind, Phones, SightId, SightState, usable_addresses,
};
use std::collections::BTreeMap;
use std::net::{IpAddr, SocketAddr};

/// The port tried first, so a phone's bookmark survives a restart; any free port otherwise.
pub const PORT: u16 = 8765;

#[derive(Debug, Clone)]
pub enum Message {
    Open,
    Close,
    Pick(IpAddr),
    TurnOn,
    TurnOff,
    Revoke(usize),
    /// Look at the phones: their answers, what they saw, and the table's frame.
    Poll,
}

/// The Phones page while it is open.
#[derive(Debug, Clone, Default)]
pub struct PhonesPage {
    pub addresses: Vec<Address>,
    pub chosen: Option<IpAddr>,
    pub error: Option<String>,
}

impl PhonesPage {
    pub fn new() -> PhonesPage {
        let addresses = usable_addresses();
        let chosen = addresses
            .iter()
            .find(|a| a.kind.reachable_by_phones())
            .or(addresses.first())
            .map(|a| a.ip);
        PhonesPage {
            addresses,
            chosen,
            error: None,
        }
    }
}

/// The server while phones are on, and what the window sent it.
pub struct PhonesLink {
    server: Phones,
    host: IpAddr,
    /// The last frame sent, so an unchanged table is not sent again.
    last_frame: String,
    /// What the last frame was made from (the table's change key and the language): the
    /// frame is made again only when it moves.
    last_key: Option<(u64, Option<usize>, &'static str)>,
    /// The base game's curtain on the phones.
    curtain: CurtainLink<crate::rules::Command>,
    /// The restack asked on a phone: its sight (with its choices), player and engine.
    restack: Option<(SightId, PhoneSight, crate::rules::ids::PlayerId, u8)>,
    /// The turn on its player's phone (issue 53), in the base game and in Retaliation.
    turn: TurnOnPhone<crate::phones::tap::Tap>,
    turn_rt: TurnOnPhone<crate::rules::retaliation::RetaliationCommand>,
    #[cfg(feature = "stub-game")]
    turn_stub: TurnOnPhone<crate::rules::stub::StubCommand>,
    /// Retaliation's curtain on the phones.
    curtain_rt: CurtainLink<crate::rules::retaliation::RetaliationCommand>,
    /// The page on show, with its "Next", on the phone of the player whose turn it is: its
    /// sight and the page it was made for (the commands played, the pages left).
    page: Option<(SightId, (usize, usize))>,
    /// QR codes of the links, made once per link.
    codes: BTreeMap<String, image::Handle>,
}

impl std::fmt::Debug for PhonesLink {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PhonesLink")
            .field("addr", &self.server.local_addr())
            .finish()
    }
}

/// The curtain's sights on the phones, for either game: what was sent, with the command each
/// choice stands for.
struct CurtainLink<C> {
    sent: BTreeMap<SightId, PhoneSight<C>>,
}

impl<C> Default for CurtainLink<C> {
    fn default() -> Self {
        CurtainLink {
            sent: BTreeMap::new(),
        }
    }
}

/// What the phones said of the curtain's sight on show.
#[derive(Debug, Clone, PartialEq)]
enum CurtainNews<C> {
    Nothing,
    /// Every sight on show was opened on the phone and none asks anything: the curtain goes.
    Seen,
    /// The phone answered the sight's question with this command.
    Chose(C),
}

impl<C: Clone + serde::de::DeserializeOwned> CurtainLink<C> {
    /// The sight on show goes to its player's phone when that phone is connected (and the
    /// table did not keep it on the laptop); a sight the curtain no longer shows is taken back
    /// if nobody opened it; what the phone did with the sight on show comes back as news.
    fn sync<P: Copy + Eq, S: crate::gui::curtain::PrivateSight + Clone>(
        &mut self,
        server: &Phones,
        curtain: &mut crate::gui::curtain::Curtain<P, S>,
        seat: impl Fn(P) -> usize,
        page: impl Fn(P, &S) -> Option<PhoneSight<C>>,
    ) -> CurtainNews<C> {
        if let Some(front) = curtain.current()
            && front.phone.is_none()
            && !front.laptop
            && !front.revealed
        {
            let seat = seat(front.to);
            if server.connected().0.get(seat).copied().unwrap_or(0) > 0 {
                let mut ids = Vec::new();
                for s in &front.sights {
                    if let Some(phone) = page(front.to, s)
                        && let Some(id) = server.show_with_forms(
                            seat,
                            &phone.body,
                            &phone.offered(),
                            &phone.offered_forms(),
                        )
                    {
                        ids.push(id.0);
                        self.sent.insert(id, phone);
                    }
                }
                if !ids.is_empty() {
                    curtain.sent_to_phone(ids);
                }
            }
        }
        let on_show: Vec<u64> = curtain
            .current()
            .and_then(|f| f.phone.clone())
            .unwrap_or_default();
        // undone, cleared or back on the laptop: unopened, it is taken back
        for id in self.sent.keys().copied().collect::<Vec<_>>() {
            if !on_show.contains(&id.0) {
                if server.sight_state(id) == Some(SightState::Waiting) {
                    let _ = server.withdraw(id);
                }
                self.sent.remove(&id);
            }
        }
        let mut news = CurtainNews::Nothing;
        let mut all_seen = !on_show.is_empty();
        for id in on_show.iter().map(|id| SightId(*id)) {
            let asks = self.sent.get(&id).is_some_and(|s| !s.choices.is_empty());
            match server.sight_state(id) {
                Some(SightState::Answered(choice)) => {
                    if let Some(command) = self.sent.get(&id).and_then(|s| s.command(&choice)) {
                        news = CurtainNews::Chose(command);
                    }
                    all_seen = false;
                }
                Some(SightState::Seen) if !asks => {}
                _ => all_seen = false,
            }
        }
        if all_seen {
            news = CurtainNews::Seen;
        }
        news
    }
}

/// The turn on its player's phone (issue 53): the open question, and the game position it was
/// made for (steps in force, seat). Another position closes it, so a stale page's tap is
/// refused by the server and never reaches the game; the server takes one answer per question.
struct TurnOnPhone<C> {
    open: Option<(SightId, PhoneSight<C>, (usize, usize))>,
}

impl<C> Default for TurnOnPhone<C> {
    fn default() -> Self {
        TurnOnPhone { open: None }
    }
}

impl<C: Clone + serde::de::DeserializeOwned> TurnOnPhone<C> {
    /// Closes the open question when the game left the position it was made for, and asks the
    /// seat at `position` (if its phone is connected) what `make` offers.
    fn follow(
        &mut self,
        server: &Phones,
        position: Option<(usize, usize)>,
        connected: impl Fn(usize) -> bool,
        make: impl FnOnce(usize) -> Option<PhoneSight<C>>,
    ) {
        if let Some((id, _, made_for)) = &self.open
            && Some(*made_for) != position
        {
            server.close(*id);
            self.open = None;
        }
        let Some((steps, seat)) = position else {
            return;
        };
        if self.open.is_some() || !connected(seat) {
            return;
        }
        if let Some(phone) = make(seat)
            && let Some(id) =
                server.show_with_forms(seat, &phone.body, &phone.offered(), &phone.offered_forms())
        {
            self.open = Some((id, phone, (steps, seat)));
        }
    }

    /// The command an answer to the open question stands for: `None` when the answer is for
    /// another question, `Some(None)` for a choice it does not know.
    fn answered(&mut self, answer: &nemesis_adapters::phones::PhoneAnswer) -> Option<Option<C>> {
        let (id, phone, _) = self.open.as_ref()?;
        if *id != answer.sight {
            return None;
        }
        let played = phone.command(&answer.choice);
        self.open = None;
        Some(played)
    }
}

impl PhonesLink {
    /// Listens on `host` (the port [`PORT`], or any free one when it is taken).
    pub fn start(
        host: IpAddr,
        seats: usize,
    ) -> Result<PhonesLink, nemesis_adapters::phones::PhonesError> {
        PhonesLink::start_keeping(host, PORT, seats, &[])
    }

    /// Starts again as a game kept it ([`PhonesLink::mark`]): the same address, the same port
    /// where it is free, the same seat links, so the phones' pages reconnect by themselves.
    pub fn resume(
        mark: &PhonesMark,
        seats: usize,
    ) -> Result<PhonesLink, nemesis_adapters::phones::PhonesError> {
        PhonesLink::start_keeping(mark.address, mark.port, seats, &mark.secrets)
    }

    fn start_keeping(
        host: IpAddr,
        port: u16,
        seats: usize,
        kept: &[String],
    ) -> Result<PhonesLink, nemesis_adapters::phones::PhonesError> {
        let server = Phones::start_keeping(SocketAddr::new(host, port), seats, kept)
            .or_else(|_| Phones::start_keeping(SocketAddr::new(host, 0), seats, kept))?;
        let mut link = PhonesLink {
            server,
            host,
            last_frame: String::new(),
            last_key: None,
            curtain: CurtainLink::default(),
            restack: None,
            turn: TurnOnPhone::default(),
            turn_rt: TurnOnPhone::default(),
            #[cfg(feature = "stub-game")]
            turn_stub: TurnOnPhone::default(),
            curtain_rt: CurtainLink::default(),
            page: None,
            codes: BTreeMap::new(),
        };
        link.make_codes();
        Ok(link)
    }

    /// The QR code of every link, made once (again after a seat's new code).
    fn make_codes(&mut self) {
        let mut urls = vec![self.table_url()];
        urls.extend((0..self.server.seats()).filter_map(|s| self.seat_url(s)));
        self.codes.retain(|url, _| urls.contains(url));
        for url in urls {
            self.codes
                .entry(url.clone())
                .or_insert_with(|| qr_image(&url));
        }
    }

    /// What the game keeps of these phones, so a restart or a return from the saved games
    /// brings the same links back.
    pub fn mark(&self) -> PhonesMark {
        PhonesMark {
            address: self.host,
            port: self.port(),
            secrets: self.server.secrets(),
        }
    }

    pub fn port(&self) -> u16 {
        self.server.local_addr().port()
    }

    pub fn table_url(&self) -> String {
        self.server.table_url(self.host)
    }

    pub fn seat_url(&self, seat: usize) -> Option<String> {
        self.server.seat_url(self.host, seat)
    }

    /// The seat has a page open now.
    pub fn connected(&self, seat: usize) -> usize {
        self.server.connected().0.get(seat).copied().unwrap_or(0)
    }

    /// The players whose seat has a page open now (seat 0 is player 1).
    fn players_connected(&self) -> std::collections::BTreeSet<crate::rules::ids::PlayerId> {
        let (seats, _) = self.server.connected();
        (1..=u8::MAX)
            .zip(seats)
            .filter(|(_, open)| *open > 0)
            .map(|(p, _)| crate::rules::ids::PlayerId(p))
            .collect()
    }

    pub fn revoke(&mut self, seat: usize) {
        self.server.revoke(seat);
        self.make_codes();
    }

    fn code(&self, url: &str) -> image::Handle {
        self.codes
            .get(url)
            .cloned()
            .unwrap_or_else(|| qr_image(url))
    }

    /// Makes and sends the frame when the table moved since the last one (and it reads
    /// differently): the window calls this for every message while phones are on.
    fn publish_if_changed(
        &mut self,
        key: (u64, Option<usize>, &'static str),
        frame: impl FnOnce() -> serde_json::Value,
    ) {
        if self.last_key == Some(key) {
            return;
        }
        self.last_key = Some(key);
        let frame = frame();
        let text = frame.to_string();
        if text != self.last_frame {
            self.server.publish(&frame);
            self.last_frame = text;
        }
    }

    /// Brings the phones in step with the table; returns the table messages the phones'
    /// answers stand for (the app sends them as if tapped in the window).
    pub fn sync(&mut self, table: &mut Table, i18n: &I18n) -> Vec<nemesis::Message> {
        // 0. whose phone a private sight would go to: the room actions word their sights for it
        table.set_phones_connected(self.players_connected());
        // 1. the public frame
        let (changes, selected) = table.phone_key();
        self.publish_if_changed((changes, selected, i18n.language().code()), || {
            table.phone_frame(i18n)
        });
        // 2. the repair or sabotage: the two tokens and the choice go to the player's phone
        if let Some((player, engine)) = table.restack_unseen() {
            let seat = usize::from(player.0).wrapping_sub(1);
            if self.connected(seat) > 0 {
                let facts = table.facts();
                let n = super::narrate::Narrator { i18n, game: &facts };
                let phone =
                    crate::phones::nemesis::restack_sight(&n, table.facts().state, player, engine);
                if let Some(id) = self.server.show_with_forms(
                    seat,
                    &phone.body,
                    &phone.offered(),
                    &phone.offered_forms(),
                ) {
                    self.restack = Some((id, phone, player, engine));
                    table.restack_sent_to_phone();
                }
            }
        }
        let open = table.restack_on_phone();
        if self
            .restack
            .as_ref()
            .is_some_and(|(_, _, p, e)| open != Some((*p, *e)))
            && let Some((id, ..)) = self.restack.take()
            && self.server.sight_state(id) == Some(SightState::Waiting)
        {
            // the table answered in the window (or undid): the phone's question goes
            let _ = self.server.withdraw(id);
        }
        // 3. the curtain's sights, as every game's: sent, taken back, seen or answered
        // (the curtain is held apart while the narration reads the table)
        let mut curtain = std::mem::take(table.curtain_mut());
        let facts = table.facts();
        let n = super::narrate::Narrator { i18n, game: &facts };
        let news = self.curtain.sync(
            &self.server,
            &mut curtain,
            |p| usize::from(p.0).wrapping_sub(1),
            |to, s| Some(sight(&n, to, s)),
        );
        *table.curtain_mut() = curtain;
        let mut messages = Vec::new();
        match news {
            CurtainNews::Nothing => {}
            CurtainNews::Seen => messages.push(nemesis::Message::Shell(ShellMessage::Curtain(
                CurtainMessage::Hide,
            ))),
            CurtainNews::Chose(crate::rules::Command::IntruderChoose { card }) => {
                messages.push(nemesis::Message::Ip(nemesis::IpMessage::Choose(card)))
            }
            CurtainNews::Chose(_) => {}
        }
        // 4. the turn of the player whose turn it is, on their phone, or the page their step
        // told with its "Next"
        self.sync_turn(table, i18n);
        self.sync_page(table, i18n);
        // 5. the answers: the restack's, while the table still asks for it on that phone, and
        // the turn's, while the game is where it was made (a stale page's answer was refused)
        for answer in self.server.answers() {
            if let Some(played) = self.turn.answered(&answer) {
                use crate::phones::tap::Tap;
                messages.extend(played.map(|tap| match tap {
                    Tap::Play(cmd) => nemesis::Message::FromPhone(cmd),
                    Tap::Open { player, action } => nemesis::Message::OpenFromPhone(player, action),
                }));
                continue;
            }
            if let Some((id, made_for)) = self.page
                && id == answer.sight
            {
                // "Next" while the page it was made for is still the one on show
                self.page = None;
                if answer.choice == NEXT && page_key(table) == Some(made_for) {
                    messages.push(nemesis::Message::Confirm);
                }
                continue;
            }
            if let Some((id, phone, ..)) = &self.restack
                && *id == answer.sight
                && let Some(command) = phone.command(&answer.choice)
            {
                self.restack = None;
                messages.push(nemesis::Message::FromPhone(command));
            }
        }
        messages
    }

    /// While a page of a step is on show (an encounter, a Lair appearing) at a player's turn,
    /// that player's phone gets the page's "Next", so a turn played from the phone does not
    /// wait for someone to reach the laptop; taken back as soon as the page changes.
    fn sync_page(&mut self, table: &Table, i18n: &I18n) {
        let key = page_key(table).filter(|_| !table.curtain().is_up());
        let seat = table
            .game
            .state()
            .turn()
            .player
            .map(|p| usize::from(p).wrapping_sub(1));
        let wanted = key.zip(seat);
        if let Some((id, made_for)) = self.page
            && Some(made_for) != key
        {
            self.server.close(id);
            self.page = None;
        }
        let (Some((key, seat)), None) = (wanted, self.page) else {
            return;
        };
        if self.connected(seat) == 0 {
            return;
        }
        let body = crate::phones::without_joiners(serde_json::json!({
            "title": tr!(i18n, "phones-page-on-show"),
            "lines": Vec::<String>::new(),
            "open": true,
        }));
        let next = vec![(
            NEXT.to_string(),
            crate::phones::plain(&tr!(i18n, "moment-next")),
        )];
        if let Some(id) = self.server.show_with_forms(seat, &body, &next, &[]) {
            self.page = Some((id, key));
        }
    }

    /// Keeps the turn on the phone of the player whose turn it is by the rules: made when the
    /// game stands still at that player's turn (no page being read, no private look on show, no question waiting),
    /// closed as soon as the game moves (see [`TurnOnPhone`]).
    fn sync_turn(&mut self, table: &Table, i18n: &I18n) {
        let state = table.game.state();
        // nothing is offered while a page is read or a private look is on show (the phone
        // shows the look alone; the turn comes back once it was seen), as in Retaliation
        let still = table.moment().is_none() && !table.curtain().is_up();
        // a question the rules address to one player goes to that player's phone; else the
        // turn, when nothing waits
        let asked = crate::phones::nemesis::asked_player(state);
        let position = match state.pending() {
            _ if !still => None,
            Some(_) => asked,
            None => state.turn().player.map(crate::rules::ids::PlayerId),
        }
        .map(|p| {
            (
                table.game.commands().len(),
                usize::from(p.0).wrapping_sub(1),
            )
        });
        let connected = |seat| self.server.connected().0.get(seat).copied().unwrap_or(0) > 0;
        self.turn.follow(&self.server, position, connected, |seat| {
            let player = crate::rules::ids::PlayerId(u8::try_from(seat + 1).ok()?);
            let facts = table.facts();
            let n = super::narrate::Narrator { i18n, game: &facts };
            if asked.is_some() {
                return crate::phones::nemesis::question_sight(&n, state, player);
            }
            crate::phones::nemesis::turn_sight(&n, state, player, Some(table.hand(player)))
        });
    }

    /// Brings the phones in step with a Retaliation table; returns the messages the phones'
    /// answers stand for.
    pub fn sync_retaliation(
        &mut self,
        t: &mut super::retaliation::RetTable,
        i18n: &I18n,
    ) -> Vec<super::retaliation::Message> {
        use super::retaliation::Message as RtMessage;
        let (changes, selected) = t.phone_key();
        let key = (changes, Some(selected), i18n.language().code());
        if self.last_key != Some(key) {
            // the step just told, and the log of every step in force (the table's own log: an
            // undo takes its step's lines away, a phone that joins late gets the whole game)
            let step = t.said_lines(i18n);
            let log: Vec<crate::gui::narrate::Line> = t
                .log()
                .entries()
                .iter()
                .flat_map(|e| {
                    crate::gui::retaliation::words::outcomes(i18n, t.state(), &e.outcomes)
                })
                .collect();
            self.publish_if_changed(key, || {
                crate::phones::retaliation::frame(i18n, t.state(), &t.asking(i18n), &step, &log)
            });
        }
        // the curtain's sight, as every game's: sent, taken back, seen or answered
        let state = t.state().clone();
        let news = self.curtain_rt.sync(
            &self.server,
            t.curtain_mut(),
            |who| who,
            |_, s| crate::phones::retaliation::sight(i18n, &state, &s.outcome),
        );
        let mut messages = Vec::new();
        match news {
            CurtainNews::Nothing => {}
            CurtainNews::Seen => messages.push(RtMessage::Shell(ShellMessage::Curtain(
                CurtainMessage::Hide,
            ))),
            CurtainNews::Chose(crate::rules::retaliation::RetaliationCommand::AaOrder { swap }) => {
                messages.push(RtMessage::PutBack(swap))
            }
            CurtainNews::Chose(_) => {}
        }
        // the marine's turn on their phone, and its answer while the game is where it was made
        self.sync_turn_rt(t, i18n);
        for answer in self.server.answers() {
            if let Some(played) = self.turn_rt.answered(&answer) {
                messages.extend(played.map(RtMessage::Play));
            }
        }
        messages
    }

    /// Keeps the marine's turn on their phone, as [`PhonesLink::sync_turn`] does for the base
    /// game.
    fn sync_turn_rt(&mut self, t: &super::retaliation::RetTable, i18n: &I18n) {
        let st = t.state();
        let position = crate::phones::retaliation::phone_to_play(st)
            .filter(|_| t.curtain().current().is_none())
            .map(|who| (t.steps_in_force(), who));
        let connected = |seat| self.server.connected().0.get(seat).copied().unwrap_or(0) > 0;
        self.turn_rt
            .follow(&self.server, position, connected, |who| {
                crate::phones::retaliation::turn_sight(i18n, st, who)
            });
    }

    /// Brings the phones in step with the stub fifth game's table (issue 52): its frame, and
    /// the turn on the phone of the player whose turn it is.
    #[cfg(feature = "stub-game")]
    pub fn sync_stub(
        &mut self,
        t: &super::stub::StubTable,
        i18n: &I18n,
    ) -> Vec<super::stub::Message> {
        let state = t.state();
        let key = (t.steps_in_force() as u64, None, i18n.language().code());
        self.publish_if_changed(key, || {
            let log: Vec<crate::gui::narrate::Line> = t
                .log()
                .entries()
                .iter()
                .flat_map(|e| crate::present::stub::lines(state, &e.outcomes))
                .collect();
            crate::phones::stub::frame(i18n, state, &[], &log)
        });
        let position = <crate::rules::stub::Stub as crate::rules::Ruleset>::turn(state)
            .player
            .map(|p| (t.steps_in_force(), usize::from(p).wrapping_sub(1)));
        let connected = |seat| self.server.connected().0.get(seat).copied().unwrap_or(0) > 0;
        self.turn_stub
            .follow(&self.server, position, connected, |seat| {
                crate::phones::stub::turn_sight(state, seat)
            });
        let mut messages = Vec::new();
        for answer in self.server.answers() {
            if let Some(played) = self.turn_stub.answered(&answer) {
                messages.extend(played.map(super::stub::Message::Play));
            }
        }
        messages
    }

    /// Takes the sights back from the phone for the laptop: `false` when a phone had already
    /// opened one (it must not be shown again).
    pub fn take_back(&mut self, ids: &[u64]) -> bool {
        let mut all = true;
        for id in ids {
            if self.server.withdraw(SightId(*id)).is_err() {
                all = false;
            }
        }
        all
    }
}

/// A QR code as an image: black modules on white, 8 pixels a module, a 4-module quiet zone.
fn qr_image(url: &str) -> image::Handle {
    const SCALE: usize = 8;
    const QUIET: usize = 4;
    let Ok(code) = qrcode::QrCode::new(url.as_bytes()) else {
        return image::Handle::from_rgba(1, 1, vec![255; 4]);
    };
    let width = code.width();
    let colors = code.to_colors();
    let side = (width + 2 * QUIET) * SCALE;
    let mut rgba = vec![255u8; side * side * 4];
    for (i, c) in colors.iter().enumerate() {
        if *c != qrcode::Color::Dark {
            continue;
        }
        let (mx, my) = (i % width + QUIET, i / width + QUIET);
        for y in my * SCALE..(my + 1) * SCALE {
            for x in mx * SCALE..(mx + 1) * SCALE {
                let p = (y * side + x) * 4;
                rgba[p..p + 3].copy_from_slice(&[0, 0, 0]);
            }
        }
    }
    image::Handle::from_rgba(side as u32, side as u32, rgba)
}

fn kind_words(i18n: &I18n, kind: AddressKind) -> String {
    match kind {
        AddressKind::WiFi => tr!(i18n, "phones-kind-wifi"),
        AddressKind::Wired => tr!(i18n, "phones-kind-wired"),
        AddressKind::Other => tr!(i18n, "phones-kind-other"),
        AddressKind::Vpn => tr!(i18n, "phones-kind-vpn"),
        AddressKind::Virtual => tr!(i18n, "phones-kind-virtual"),
        AddressKind::Loopback => tr!(i18n, "phones-kind-loopback"),
    }
}

/// The choice of a page's "Next" on a phone.
const NEXT: &str = "next";

/// The page on show, as the phones' "Next" is made for it: the commands played and the pages
/// left (`None` when no page is on show).
fn page_key(table: &Table) -> Option<(usize, usize)> {
    table
        .moment()
        .map(|(_, left)| (table.game.commands().len(), left))
}

/// The Phones page, over the table.
pub fn view<'a>(
    ctx: Ctx<'a>,
    page: &'a PhonesPage,
    link: Option<&PhonesLink>,
    names: Vec<String>,
    game: crate::rules::GameKind,
    without_phone: Vec<usize>,
) -> Element<'a, Message> {
    let i18n = ctx.i18n;
    let sp = ctx.ty.space;
    let mut body = column![
        row![
            widgets::title(ctx, tr!(i18n, "phones-title")),
            iced::widget::space::horizontal(),
            widgets::action(ctx, tr!(i18n, "phones-close"), Some(Message::Close)),
        ]
        .align_y(Alignment::Center)
        .spacing(sp),
        // each game names its own private sights (the base game's intro named Retaliation's
        // anti-aircraft tokens)
        widgets::body(ctx, crate::present::game_words::phones_intro(i18n, game)),
        widgets::heading(ctx, tr!(i18n, "phones-needs")),
    ]
    .spacing(sp);
    if let Some(error) = &page.error {
        body = body.push(widgets::banner(ctx, error.clone()));
    }
    match link {
        None => {
            body = body.push(widgets::heading(ctx, tr!(i18n, "phones-address")));
            let mut choices = column![].spacing(sp * 0.5);
            for a in &page.addresses {
                let label = format!(
                    "{}  ·  {} ({})",
                    a.ip,
                    kind_words(i18n, a.kind),
                    a.interface
                );
                choices = choices.push(widgets::choice(
                    ctx,
                    label,
                    page.chosen == Some(a.ip),
                    Some(Message::Pick(a.ip)),
                ));
            }
            body = body.push(choices).push(widgets::action(
                ctx,
                tr!(i18n, "phones-turn-on"),
                page.chosen.map(|_| Message::TurnOn),
            ));
        }
        Some(link) => {
            let size = (ctx.ty.body * 11.0).max(180.0);
            let mut cards: Vec<Element<'a, Message>> = Vec::new();
            let table_url = link.table_url();
            cards.push(code_card(
                ctx,
                link.code(&table_url),
                tr!(i18n, "phones-table-display"),
                table_url,
                None,
                size,
            ));
            for (seat, name) in names.iter().enumerate() {
                // a dead marine's seat gets no code to scan
                if without_phone.contains(&seat) {
                    continue;
                }
                let Some(url) = link.seat_url(seat) else {
                    continue;
                };
                let connected = link.connected(seat);
                let status = if connected > 0 {
                    tr!(i18n, "phones-seat-connected", count = connected)
                } else {
                    tr!(i18n, "phones-seat-waiting")
                };
                cards.push(code_card(
                    ctx,
                    link.code(&url),
                    name.clone(),
                    format!(
                        "{}\n{status}",
                        tr!(i18n, "phones-seat-private", name = name.clone())
                    ),
                    Some(Message::Revoke(seat)),
                    size,
                ));
            }
            body = body
                .push(row(cards).spacing(sp).wrap())
                .push(widgets::body(
                    ctx,
                    tr!(i18n, "phones-trouble", port = link.port()),
                ))
                .push(widgets::plain(
                    ctx,
                    tr!(i18n, "phones-turn-off"),
                    Some(Message::TurnOff),
                ));
        }
    }
    let panel = widgets::panel(
        ctx,
        scrollable(body.padding(iced::Padding::ZERO.right(sp * 1.5))),
    );
    container(panel)
        .center(Length::Fill)
        .padding(sp)
        .style(|theme: &Theme| container::Style {
            background: Some(iced::Background::Color(
                theme.palette().background.scale_alpha(0.9),
            )),
            ..container::Style::default()
        })
        .into()
}

fn code_card<'a>(
    ctx: Ctx<'a>,
    code: image::Handle,
    name: String,
    note: String,
    revoke: Option<Message>,
    size: f32,
) -> Element<'a, Message> {
    let mut card = column![
        widgets::heading(ctx, name),
        image(code).width(size).height(size),
        text(note).size(ctx.ty.small),
    ]
    .spacing(ctx.ty.space * 0.4)
    .width(size + ctx.ty.space * 2.0)
    .align_x(Alignment::Center);
    // the button short, what it does under it (in Japanese the whole sentence on the button
    // wrapped to three lines inside the card)
    if let Some(m) = revoke {
        card = card
            .push(widgets::plain(ctx, tr!(ctx.i18n, "phones-revoke"), Some(m)))
            .push(text(tr!(ctx.i18n, "phones-revoke-note")).size(ctx.ty.small));
    }
    widgets::panel(ctx, card).width(Length::Shrink).into()
}

/// A phone as the window's tests drive it: a seat's page read as the bytes arrive, and its two
/// posts (the sight was opened; a choice was made).
/// Why the phones' server did not start, in the players' language (what the system said stays,
/// in brackets).
pub fn why_not_started(i18n: &I18n, e: &nemesis_adapters::phones::PhonesError) -> String {
    use nemesis_adapters::phones::PhonesError as E;
    match e {
        E::Listen { addr, source } => tr!(
            i18n,
            "phones-cannot-listen",
            addr = addr.to_string(),
            detail = source.to_string()
        ),
        E::Runtime(source) => tr!(i18n, "phones-no-server", detail = source.to_string()),
    }
}

#[cfg(test)]
pub(crate) mod test_phone {
    use std::io::{BufRead, BufReader, Read, Write};
    use std::net::TcpStream;
    use std::time::Duration;

    /// The host and path of a seat's link.
    fn split(url: &str) -> (String, String) {
        let rest = url.trim_start_matches("http://");
        let (host, path) = rest.split_at(rest.find('/').unwrap_or(rest.len()));
        (host.to_string(), path.to_string())
    }

    pub(crate) struct Page(BufReader<TcpStream>);

    impl Page {
        pub(crate) fn open(url: &str) -> Page {
            let (host, path) = split(url);
            let mut tcp = TcpStream::connect(host).unwrap();
            write!(tcp, "GET {path}/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n").unwrap();
            tcp.set_read_timeout(Some(Duration::from_millis(500)))
                .unwrap();
            Page(BufReader::new(tcp))
        }

        /// Everything received until the page has been quiet for half a second.
        pub(crate) fn text(&mut self) -> String {
            let mut all = String::new();
            let mut line = String::new();
            while self.0.read_line(&mut line).is_ok_and(|n| n > 0) {
                all.push_str(&line);
                line.clear();
            }
            all
        }

        /// The kinds of the events received until the page has been quiet.
        pub(crate) fn events(&mut self) -> Vec<String> {
            self.text()
                .lines()
                .filter_map(|l| l.trim().strip_prefix("event:"))
                .map(|k| k.trim().to_string())
                .collect()
        }
    }

    fn post(url: &str, what: &str, body: &str) {
        let (host, path) = split(url);
        let mut tcp = TcpStream::connect(host).unwrap();
        write!(
            tcp,
            "POST {path}/{what} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nConnection: close\r\nContent-Length: {}\r\n\r\n{body}",
            body.len()
        )
        .unwrap();
        let mut reply = String::new();
        let _ = tcp.read_to_string(&mut reply);
        assert!(reply.contains("200 OK"), "{reply}");
    }

    /// The phone opened the sight.
    pub(crate) fn seen(url: &str, sight: u64) {
        post(url, "seen", &format!(r#"{{"sight":{sight}}}"#));
    }

    /// The phone chose.
    pub(crate) fn answer(url: &str, sight: u64, choice: &str) {
        post(
            url,
            "answer",
            &format!(r#"{{"sight":{sight},"choice":"{choice}"}}"#),
        );
    }
}

#[cfg(test)]
mod tests {
    use super::test_phone::{Page, answer, seen};
    use super::*;
    use crate::gui::game::Game;
    use crate::gui::i18n::Language;
    use crate::gui::nemesis::new_game::{Character, NewGameRequest};
    use crate::gui::seed::SeedCode;
    use crate::rules::Command;
    use crate::rules::command::Correction;
    use crate::rules::ids::{Mode, PlayerId, RoomKind, Side};
    use std::time::Duration;

    /// A port another program holds, said in the table's language (the app's sentence, the
    /// address, and what the system said in brackets), not the server's English.
    #[test]
    fn why_the_phones_did_not_start_is_said_in_the_players_language() {
        let ko = I18n::new(Language::Ko).unwrap();
        let busy = nemesis_adapters::phones::PhonesError::Listen {
            addr: "192.168.0.7:8080".parse().unwrap(),
            source: std::io::Error::new(std::io::ErrorKind::AddrInUse, "Address in use"),
        };
        let words = why_not_started(&ko, &busy).replace('\u{2060}', "");
        assert!(words.contains("192.168.0.7:8080"), "{words}");
        assert!(words.contains("연결을 받을 수 없습니다"), "{words}");
        assert!(!words.contains("cannot listen"), "{words}");
    }

    fn table() -> Table {
        table_dealt_by(crate::rules::ids::Dealer::App)
    }

    /// Player 1's turn as their phone gets it, with `hand` cards (None: the app does not know).
    fn turn_of_player_1(
        t: &Table,
        i18n: &I18n,
        hand: Option<u8>,
    ) -> crate::phones::nemesis::PhoneSight {
        let facts = t.facts();
        let n = crate::gui::narrate::Narrator { i18n, game: &facts };
        let mut sight = crate::phones::nemesis::turn_sight(&n, t.game.state(), PlayerId(1), hand)
            .expect("player 1's turn on the phone");
        // the taps that play a command (what these tests read)
        sight.choices.retain(|(_, _, tap)| tap.command().is_some());
        sight.map(|tap| tap.command().cloned().expect("kept"))
    }

    fn table_dealt_by(dealer: crate::rules::ids::Dealer) -> Table {
        let request = NewGameRequest {
            insanity_track: None,
            rings: Vec::new(),
            players: vec![
                ("민지".into(), Character::Scout),
                ("서연".into(), Character::Soldier),
            ],
            mode: Mode::Standard,
            side: Side::A,
            seed_code: SeedCode::parse("ACK74X").unwrap(),
            secret_seed: None,
            dealer,
            species: Default::default(),
        };
        Table::new(Game::start(Err(crate::storage::root::NoDataFolder), &request).unwrap())
    }

    /// Player 1 stands in Engine 1's room and checks it: a private sight for player 1.
    fn check_engine(t: &mut Table) {
        let at = t.facts().board.fixed_slot(RoomKind::Engine1).unwrap();
        let _ = t.play(Command::Fix(Correction::PlaceCharacter {
            player: PlayerId(1),
            at,
        }));
        let _ = t.play(Command::CheckEngine {
            player: PlayerId(1),
            engine: 1,
        });
        while t.moment().is_some() {
            let _ = t.update(nemesis::Message::Next);
        }
        assert!(t.curtain().is_up(), "the engine check brings the curtain");
    }

    #[test]
    fn a_sight_goes_to_the_connected_phone_and_the_curtain_follows_it() {
        let i18n = I18n::new(Language::Ko).unwrap();
        let mut t = table();
        let mut link = PhonesLink::start(IpAddr::from([127, 0, 0, 1]), 2).unwrap();
        let url1 = link.seat_url(0).unwrap();
        let mut phone1 = Page::open(&url1);
        let mut phone2 = Page::open(&link.seat_url(1).unwrap());
        std::thread::sleep(Duration::from_millis(100));
        assert!(link.sync(&mut t, &i18n).is_empty());
        check_engine(&mut t);
        assert!(link.sync(&mut t, &i18n).is_empty());
        // the curtain now only says "look at your phone"; the phone has the sight
        let ids = t
            .curtain()
            .current()
            .unwrap()
            .phone
            .clone()
            .expect("sent to the phone");
        assert_eq!(ids.len(), 1);
        assert!(phone1.events().contains(&"sight".to_string()));
        assert!(!phone2.events().contains(&"sight".to_string()));
        // Enter does not hide it (the phone says when it was seen)
        let _ = t.update(nemesis::Message::Confirm);
        assert!(t.curtain().is_up());
        // seen on the phone: the window goes on by itself
        seen(&url1, ids[0]);
        let messages = link.sync(&mut t, &i18n);
        assert!(
            matches!(
                messages.as_slice(),
                [nemesis::Message::Shell(ShellMessage::Curtain(
                    CurtainMessage::Hide
                ))]
            ),
            "{messages:?}"
        );
        let _ = t.update(nemesis::Message::Shell(ShellMessage::Curtain(
            CurtainMessage::Hide,
        )));
        assert!(!t.curtain().is_up());
        // and it cannot be taken back for the laptop any more
        assert!(!link.take_back(&ids));
    }

    /// Issue 53: a room action played from the phone. Player 1 stands in Engine 1's room; the
    /// turn on their phone lists the engine check; the tap is played as the window's, and what
    /// it shows alone goes to that phone (the laptop's curtain only says to look at it).
    #[test]
    fn an_engine_check_is_played_from_the_phone_and_seen_on_it() {
        let i18n = I18n::new(Language::Ko).unwrap();
        let mut t = table();
        let at = t.facts().board.fixed_slot(RoomKind::Engine1).unwrap();
        let _ = t.play(Command::Fix(Correction::PlaceCharacter {
            player: PlayerId(1),
            at,
        }));
        let mut link = PhonesLink::start(IpAddr::from([127, 0, 0, 1]), 2).unwrap();
        let url1 = link.seat_url(0).unwrap();
        let mut phone1 = Page::open(&url1);
        std::thread::sleep(Duration::from_millis(100));
        assert!(link.sync(&mut t, &i18n).is_empty());
        let label = crate::phones::plain(&crate::tr!(i18n, "action-check-engine", engine = 1));
        let turns = sights_received(&phone1.text());
        let (id, choices) = turns.last().expect("player 1's turn on the phone");
        let (choice, _) = choices
            .iter()
            .find(|(_, l)| *l == label)
            .unwrap_or_else(|| panic!("no {label} among {choices:?}"));
        assert!(post_status(&url1, *id, choice).contains("200"));
        let messages = link.sync(&mut t, &i18n);
        let [nemesis::Message::FromPhone(cmd)] = messages.as_slice() else {
            panic!("one command from the phone: {messages:?}")
        };
        assert_eq!(
            *cmd,
            Command::CheckEngine {
                player: PlayerId(1),
                engine: 1
            }
        );
        assert!(matches!(
            t.play_from_phone(cmd.clone()),
            nemesis::Action::Played(_)
        ));
        while t.moment().is_some() {
            let _ = t.update(nemesis::Message::Next);
        }
        assert!(t.curtain().is_up(), "the engine's token is seen alone");
        assert!(link.sync(&mut t, &i18n).is_empty());
        let ids = t
            .curtain()
            .current()
            .and_then(|f| f.phone.clone())
            .expect("the look went to player 1's phone");
        assert!(phone1.events().contains(&"sight".to_string()));
        assert!(
            link.turn.open.is_none(),
            "no turn while the look is on show"
        );
        // seen on the phone: the laptop goes on, and the turn comes back to that phone
        seen(&url1, ids[0]);
        for m in link.sync(&mut t, &i18n) {
            let _ = t.update(m);
        }
        assert!(!t.curtain().is_up());
        assert!(link.sync(&mut t, &i18n).is_empty());
        assert!(
            link.turn.open.is_some(),
            "the turn is back on player 1's phone"
        );
    }

    /// Issue 53: a page a step told (here an exploration's moment) is turned from the phone of
    /// the player whose turn it is: the phone gets the page's "Next" instead of its turn, the
    /// answer turns the page on show (and only that page: a "Next" made for a page the laptop
    /// already turned does nothing), and the turn comes back once every page was read.
    #[test]
    fn the_turn_players_phone_turns_the_page_its_step_told() {
        let i18n = I18n::new(Language::Ko).unwrap();
        let mut t = table();
        let mut link = PhonesLink::start(IpAddr::from([127, 0, 0, 1]), 2).unwrap();
        let urls = [link.seat_url(0).unwrap(), link.seat_url(1).unwrap()];
        let mut pages = [Page::open(&urls[0]), Page::open(&urls[1])];
        std::thread::sleep(Duration::from_millis(100));
        // moves of whoever's turn it is, until one tells a page
        for _ in 0..12 {
            assert!(link.sync(&mut t, &i18n).is_empty());
            let state = t.game.state().clone();
            let p = state.turn().player.expect("a player's turn");
            let offer = state
                .offers()
                .into_iter()
                .find(|o| matches!(o.command, Command::Move { player, .. } if player.0 == p))
                .expect("a move");
            let cmd = offer
                .with(&[serde_json::Value::from(5)])
                .unwrap_or(offer.command.clone());
            assert!(matches!(t.play(cmd), nemesis::Action::Played(_)));
            if t.moment().is_some() && !t.curtain().is_up() {
                break;
            }
            while t.moment().is_some() {
                let _ = t.update(nemesis::Message::Next);
            }
        }
        let (_, left) = t.moment().expect("a move told a page");
        let seat = usize::from(t.game.state().turn().player.unwrap()) - 1;
        assert!(link.sync(&mut t, &i18n).is_empty());
        assert!(link.turn.open.is_none(), "no turn while a page is on show");
        let next = crate::phones::plain(&crate::tr!(i18n, "moment-next"));
        let asked = sights_received(&pages[seat].text());
        let (id, choices) = asked
            .last()
            .expect("the page's Next on the turn player's phone");
        assert_eq!(choices, &vec![("next".to_string(), next.clone())]);
        assert!(
            sights_received(&pages[1 - seat].text())
                .iter()
                .all(|(i, _)| i != id),
            "only on that player's phone"
        );
        // the laptop turns the page first: the phone's Next was made for it and does nothing
        let _ = t.update(nemesis::Message::Next);
        let stale = *id;
        answer(&urls[seat], stale, "next");
        let messages = link.sync(&mut t, &i18n);
        assert!(
            !messages.contains(&nemesis::Message::Confirm),
            "a stale Next: {messages:?}"
        );
        for m in messages {
            let _ = t.update(m);
        }
        // every page left is turned from the phone
        for _ in 1..left {
            let _ = link.sync(&mut t, &i18n);
            let (id, _) = link.page.expect("the next page's Next");
            answer(&urls[seat], id.0, "next");
            let messages = link.sync(&mut t, &i18n);
            assert_eq!(messages, vec![nemesis::Message::Confirm]);
            for m in messages {
                let _ = t.update(m);
            }
        }
        assert!(t.moment().is_none(), "every page read");
        assert!(link.sync(&mut t, &i18n).is_empty());
        assert!(link.page.is_none());
        assert!(link.turn.open.is_some(), "the turn is back on the phone");
    }

    /// Issue 33 (one curtain on the phones): the intruder player's attack cards go to their
    /// phone like any sight, and the card chosen there is played as the window's tap.
    #[test]
    fn the_intruder_players_card_is_chosen_on_their_phone() {
        use crate::gui::nemesis::{IntruderPlay, IpMessage};
        let i18n = I18n::new(Language::Ja).unwrap();
        let (mut t, _) = crate::gui::nemesis::tests::intruder_player_table();
        let mut link = PhonesLink::start(IpAddr::from([127, 0, 0, 1]), 2).unwrap();
        let url2 = link.seat_url(1).unwrap();
        let mut phone2 = Page::open(&url2);
        std::thread::sleep(Duration::from_millis(100));
        let _ = link.sync(&mut t, &i18n);
        let _ = t.update(nemesis::Message::Select(1));
        let _ = t.update(nemesis::Message::Ip(IpMessage::Play(IntruderPlay::Attack)));
        let _ = t.update(nemesis::Message::Digit(2));
        let _ = t.update(nemesis::Message::Digit(4));
        let _ = t.update(nemesis::Message::Confirm);
        let cards = t.game.state().pending_attack.clone().expect("drawn").cards;
        assert!(link.sync(&mut t, &i18n).is_empty());
        let ids = t
            .curtain()
            .current()
            .and_then(|f| f.phone.clone())
            .expect("the cards went to player 2's phone");
        assert!(phone2.events().contains(&"sight".to_string()));
        answer(&url2, ids[0], &cards[1].to_string());
        let messages = link.sync(&mut t, &i18n);
        let [m] = messages.as_slice() else {
            panic!("{messages:?}")
        };
        assert!(
            matches!(m, nemesis::Message::Ip(IpMessage::Choose(c)) if *c == cards[1]),
            "{m:?}"
        );
        let _ = t.update(m.clone());
        assert!(!t.curtain().is_up());
        assert!(
            t.game.state().pending_attack.is_none(),
            "the card was played"
        );
        assert!(link.sync(&mut t, &i18n).is_empty(), "told once");
    }

    #[test]
    fn without_a_phone_the_curtain_stays_on_the_laptop_and_a_sight_can_come_back() {
        let i18n = I18n::new(Language::Ko).unwrap();
        let mut t = table();
        let mut link = PhonesLink::start(IpAddr::from([127, 0, 0, 1]), 2).unwrap();
        check_engine(&mut t);
        link.sync(&mut t, &i18n);
        assert_eq!(
            t.curtain().current().unwrap().phone,
            None,
            "no phone connected"
        );
        let _ = t.update(nemesis::Message::Shell(ShellMessage::Curtain(
            CurtainMessage::Hide,
        )));

        // with the phone connected, then taken back unopened: the laptop shows it
        let mut phone = Page::open(&link.seat_url(0).unwrap());
        std::thread::sleep(Duration::from_millis(100));
        check_engine(&mut t);
        link.sync(&mut t, &i18n);
        let ids = t.curtain().current().unwrap().phone.clone().unwrap();
        assert!(phone.events().contains(&"sight".to_string()));
        assert!(link.take_back(&ids));
        t.curtain_mut().back_to_laptop();
        link.sync(&mut t, &i18n);
        let front = t.curtain().current().unwrap();
        assert_eq!(
            (front.phone.clone(), front.laptop),
            (None, true),
            "not sent again"
        );
        // the phone was told it is gone
        assert!(phone.events().contains(&"closed".to_string()));
    }

    /// Player 1 in Engine 1's room opens the room actions and asks to repair or sabotage it.
    fn ask_restack(t: &mut Table) {
        use crate::gui::nemesis::panel::PanelMessage;
        use crate::gui::nemesis::panels::room_actions::Message as Actions;
        use crate::rules::offers::RoomOffer;
        let at = t.facts().board.fixed_slot(RoomKind::Engine1).unwrap();
        let _ = t.play(Command::Fix(Correction::PlaceCharacter {
            player: PlayerId(1),
            at,
        }));
        let _ = t.update(nemesis::Message::Digit(1));
        let _ = t.update(nemesis::Message::OpenActions);
        let _ = t.update(nemesis::Message::Panel(PanelMessage::Actions(
            Actions::Offer(RoomOffer::Restack(1)),
        )));
        assert_eq!(t.restack_unseen(), Some((PlayerId(1), 1)));
    }

    /// Issue 55: the engine check's line in the room actions said "hand the screen over" while
    /// the player's phone was connected and the sight went there: the panel knows whose phone
    /// is connected, from the sync on, for a panel opened before or after it.
    #[test]
    fn the_room_actions_know_when_the_players_phone_is_connected() {
        use crate::gui::nemesis::panel::Panel;
        let phone_connected = |t: &Table| match t.panel() {
            Some(Panel::Actions(p)) => p.phone_connected,
            other => panic!("no room actions: {other:?}"),
        };
        let i18n = I18n::new(Language::Ko).unwrap();
        let mut t = table();
        let mut link = PhonesLink::start(IpAddr::from([127, 0, 0, 1]), 2).unwrap();
        ask_restack(&mut t);
        link.sync(&mut t, &i18n);
        assert!(t.phones_connected().is_empty());
        assert!(!phone_connected(&t), "no phone yet");
        let _phone = Page::open(&link.seat_url(0).unwrap());
        std::thread::sleep(Duration::from_millis(100));
        link.sync(&mut t, &i18n);
        assert_eq!(
            t.phones_connected().iter().copied().collect::<Vec<_>>(),
            vec![PlayerId(1)],
            "player 1's seat only"
        );
        assert!(phone_connected(&t), "the open panel learns it");
        let _ = t.update(nemesis::Message::ClosePanel);
        let _ = t.update(nemesis::Message::OpenActions);
        assert!(phone_connected(&t), "and a panel opened later");
        // the phones turned off
        t.set_phones_connected(Default::default());
        assert!(!phone_connected(&t));
    }

    #[test]
    fn repair_or_sabotage_is_chosen_on_the_phone() {
        let i18n = I18n::new(Language::Ko).unwrap();
        let mut t = table();
        let mut link = PhonesLink::start(IpAddr::from([127, 0, 0, 1]), 2).unwrap();
        let url = link.seat_url(0).unwrap();
        let _phone = Page::open(&url);
        std::thread::sleep(Duration::from_millis(100));
        ask_restack(&mut t);
        assert!(link.sync(&mut t, &i18n).is_empty());
        assert_eq!(t.restack_on_phone(), Some((PlayerId(1), 1)));
        let id = link.restack.as_ref().unwrap().0;
        // Enter on the laptop shows nothing while the phone has it
        let _ = t.update(nemesis::Message::Confirm);
        assert_eq!(t.restack_on_phone(), Some((PlayerId(1), 1)));
        answer(&url, id.0, "damaged");
        let replies = link.sync(&mut t, &i18n);
        let [nemesis::Message::FromPhone(cmd)] = replies.as_slice() else {
            panic!("{replies:?}");
        };
        assert_eq!(
            *cmd,
            Command::RestackEngine {
                player: PlayerId(1),
                engine: 1,
                working_on_top: false
            }
        );
        assert!(matches!(
            t.play_from_phone(cmd.clone()),
            nemesis::Action::Played(_)
        ));
        assert_eq!(t.restack_on_phone(), None, "the panel closed");
        assert_eq!(t.facts().state.engine_on_top(1), Some(false));
    }

    #[test]
    fn a_restack_taken_back_for_the_laptop_ignores_a_late_phone_answer() {
        use crate::gui::nemesis::panel::PanelMessage;
        use crate::gui::nemesis::panels::room_actions::Message as Actions;
        let i18n = I18n::new(Language::Ko).unwrap();
        let mut t = table();
        let mut link = PhonesLink::start(IpAddr::from([127, 0, 0, 1]), 2).unwrap();
        let url = link.seat_url(0).unwrap();
        let _phone = Page::open(&url);
        std::thread::sleep(Duration::from_millis(100));
        ask_restack(&mut t);
        link.sync(&mut t, &i18n);
        let id = link.restack.as_ref().unwrap().0;
        seen(&url, id.0);
        let _ = t.update(nemesis::Message::Panel(PanelMessage::Actions(
            Actions::RestackHere,
        )));
        assert_eq!(t.restack_on_phone(), None);
        assert!(link.sync(&mut t, &i18n).is_empty());
        assert_eq!(
            t.restack_unseen(),
            None,
            "kept for the laptop, not sent again"
        );
        // the phone's page still had the choice open: its answer changes nothing now
        let before = t.facts().state.engine_on_top(1);
        answer(&url, id.0, "working");
        assert!(link.sync(&mut t, &i18n).is_empty());
        assert_eq!(t.facts().state.engine_on_top(1), before);
    }

    /// Player 1's turn card on their phone, in Korean: the choice labelled `label`.
    fn turn_choice(phone: &mut Page, label: &str) -> (u64, String) {
        let turns = sights_received(&phone.text());
        let (id, choices) = turns.last().expect("player 1's turn on the phone");
        let (choice, _) = choices
            .iter()
            .find(|(_, l)| l == label)
            .unwrap_or_else(|| panic!("no {label} among {choices:?}"));
        (*id, choice.clone())
    }

    /// Issue 53: the three room actions the phone cannot finish alone are started from it. The
    /// repair or sabotage tapped on player 1's turn card opens it at the table, whose look and
    /// choice come back to that phone, and the choice played there restacks the engine; a
    /// scan tapped on the phone opens the laptop's scanner for that player; the doors open the
    /// door draft for the room the Command Center picks. A tap the rules no longer offer (the
    /// player moved on) opens nothing.
    #[test]
    fn the_actions_the_table_opens_are_started_from_the_phone() {
        use crate::gui::nemesis::panel::Panel;
        use crate::gui::nemesis::panels::room_actions::Stage;
        use crate::rules::ids::SlotId;
        use crate::rules::offers::RoomOffer;
        let i18n = I18n::new(Language::Ko).unwrap();
        let mut t = table();
        let place = |t: &mut Table, kind: RoomKind| {
            let at = t.facts().board.fixed_slot(kind).unwrap();
            let _ = t.play(Command::Fix(Correction::PlaceCharacter {
                player: PlayerId(1),
                at,
            }));
        };
        place(&mut t, RoomKind::Engine1);
        let mut link = PhonesLink::start(IpAddr::from([127, 0, 0, 1]), 2).unwrap();
        let url1 = link.seat_url(0).unwrap();
        let mut phone1 = Page::open(&url1);
        std::thread::sleep(Duration::from_millis(100));
        assert!(link.sync(&mut t, &i18n).is_empty());
        let repair = crate::phones::plain(&crate::tr!(i18n, "action-restack", engine = 1));
        let (id, choice) = turn_choice(&mut phone1, &repair);
        assert!(post_status(&url1, id, &choice).contains("200"));
        let messages = link.sync(&mut t, &i18n);
        assert_eq!(
            messages,
            vec![nemesis::Message::OpenFromPhone(
                PlayerId(1),
                RoomOffer::Restack(1)
            )]
        );
        for m in messages {
            let _ = t.update(m);
        }
        // the look and its choice go to the same phone
        assert!(link.sync(&mut t, &i18n).is_empty());
        assert_eq!(t.restack_on_phone(), Some((PlayerId(1), 1)));
        let restack = link.restack.as_ref().expect("the restack on the phone").0;
        answer(&url1, restack.0, "damaged");
        let replies = link.sync(&mut t, &i18n);
        let [nemesis::Message::FromPhone(cmd)] = replies.as_slice() else {
            panic!("{replies:?}");
        };
        assert!(matches!(
            t.play_from_phone(cmd.clone()),
            nemesis::Action::Played(_)
        ));
        assert_eq!(t.facts().state.engine_on_top(1), Some(false));

        // a scan of the hand, in the Canteen: the laptop's scanner opens for player 1
        let put = |t: &mut Table, slot: SlotId, room: RoomKind| {
            let _ = t.play(Command::Fix(Correction::SetRoom { at: slot, room }));
            let _ = t.play(Command::Fix(Correction::PlaceCharacter {
                player: PlayerId(1),
                at: slot,
            }));
        };
        let hand_scan = RoomOffer::RoomScan(crate::rules::command::ScanKind::Hand);
        put(&mut t, SlotId(17), RoomKind::Canteen);
        assert!(t.game.state().room_offers(PlayerId(1)).contains(&hand_scan));
        let action = t.update(nemesis::Message::OpenFromPhone(PlayerId(1), hand_scan));
        assert!(
            matches!(action, nemesis::Action::Scan(r) if r.player == PlayerId(1)),
            "{action:?}"
        );

        // the doors, in the Command Center: the panel asks the room, on the laptop
        let _ = t.update(nemesis::Message::ClosePanel);
        put(&mut t, SlotId(14), RoomKind::CommandCenter);
        let _ = t.update(nemesis::Message::OpenFromPhone(
            PlayerId(1),
            RoomOffer::Doors,
        ));
        assert!(
            matches!(t.panel(), Some(Panel::Actions(p)) if p.stage == Stage::DoorsRoom && p.player == PlayerId(1)),
            "{:?}",
            t.panel()
        );
        // a stale tap: the engine's repair, from a room without an engine, opens nothing
        let _ = t.update(nemesis::Message::ClosePanel);
        let _ = t.update(nemesis::Message::OpenFromPhone(
            PlayerId(1),
            RoomOffer::Restack(1),
        ));
        assert!(t.panel().is_none(), "{:?}", t.panel());
    }

    /// The open sights a page received, as (id, choices as (id, label)), newest last.
    fn sights_received(text: &str) -> Vec<(u64, Vec<(String, String)>)> {
        text.lines()
            .filter_map(|l| l.trim().strip_prefix("data:"))
            .filter_map(|d| serde_json::from_str::<serde_json::Value>(d.trim()).ok())
            .filter(|v| v["sight"]["open"] == serde_json::json!(true))
            .filter_map(|v| {
                let choices = v["choices"]
                    .as_array()?
                    .iter()
                    .filter_map(|c| Some((c["id"].as_str()?.into(), c["label"].as_str()?.into())))
                    .collect();
                Some((v["id"].as_u64()?, choices))
            })
            .collect()
    }

    /// A post's status line (200, or the refusal).
    fn post_status(url: &str, sight: u64, choice: &str) -> String {
        use std::io::{Read, Write};
        let rest = url.trim_start_matches("http://");
        let (host, path) = rest.split_at(rest.find('/').unwrap_or(rest.len()));
        let body = format!(r#"{{"sight":{sight},"choice":"{choice}"}}"#);
        let mut tcp = std::net::TcpStream::connect(host).unwrap();
        write!(
            tcp,
            "POST {path}/answer HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nConnection: close\r\nContent-Length: {}\r\n\r\n{body}",
            body.len()
        )
        .unwrap();
        let mut reply = String::new();
        let _ = tcp.read_to_string(&mut reply);
        reply.lines().next().unwrap_or_default().to_string()
    }

    /// Issue 53: the question the rules address to one player goes to that player's phone:
    /// the first dead player (standard mode) is asked there whether they take the intruders'
    /// side, and their answer is played as the window's tap; no other phone gets it.
    #[test]
    fn the_first_dead_player_answers_the_intruders_side_on_their_phone() {
        use crate::rules::nemesis::turn::Question;
        let i18n = I18n::new(Language::Ko).unwrap();
        let mut t = table();
        let mut link = PhonesLink::start(IpAddr::from([127, 0, 0, 1]), 2).unwrap();
        let (url1, url2) = (link.seat_url(0).unwrap(), link.seat_url(1).unwrap());
        let mut phone1 = Page::open(&url1);
        let mut phone2 = Page::open(&url2);
        std::thread::sleep(Duration::from_millis(100));
        let _ = t.play(Command::Fix(Correction::KillCharacter {
            player: PlayerId(2),
        }));
        while t.moment().is_some() {
            let _ = t.update(nemesis::Message::Next);
        }
        assert_eq!(
            t.game.state().pending(),
            Some(Question::BecomeIntruderPlayer {
                player: PlayerId(2)
            })
        );
        assert!(link.sync(&mut t, &i18n).is_empty());
        let asked = sights_received(&phone2.text());
        let (id, choices) = asked.last().expect("the question on player 2's phone");
        let decline = choices
            .iter()
            .find(|(_, l)| l.contains("인트루더 편에 서지 않기"))
            .unwrap_or_else(|| panic!("{choices:?}"));
        assert_eq!(
            choices
                .iter()
                .filter(|(_, l)| l.contains("인트루더 플레이어 되기"))
                .count(),
            1,
            "one button to take the side: {choices:?}"
        );
        assert!(
            sights_received(&phone1.text()).is_empty(),
            "not player 1's question (nor their turn while it waits)"
        );
        answer(&url2, *id, &decline.0);
        let messages = link.sync(&mut t, &i18n);
        let [nemesis::Message::FromPhone(cmd)] = messages.as_slice() else {
            panic!("one answer from the phone: {messages:?}")
        };
        assert_eq!(
            *cmd,
            Command::DeclineIntruderPlayer {
                player: PlayerId(2)
            }
        );
        let _ = t.update(messages[0].clone());
        assert_eq!(t.game.state().pending(), None, "answered");
    }

    /// Issue 53: each player plays their own turn from their phone. The turn goes to the phone
    /// of the player whose turn it is by the rules (and no other), with what the rules offer
    /// them; a page whose game moved on (the laptop played the turn) is refused; a choice is
    /// played as the window's tap, once: a second tap is refused.
    #[test]
    fn the_player_whose_turn_it_is_plays_it_from_their_phone_once() {
        let i18n = I18n::new(Language::Ko).unwrap();
        let mut t = table();
        let mut link = PhonesLink::start(IpAddr::from([127, 0, 0, 1]), 2).unwrap();
        let (url1, url2) = (link.seat_url(0).unwrap(), link.seat_url(1).unwrap());
        let mut phone1 = Page::open(&url1);
        let mut phone2 = Page::open(&url2);
        std::thread::sleep(Duration::from_millis(100));
        assert!(link.sync(&mut t, &i18n).is_empty());
        let pass = |t: &Table, p: u8| {
            let facts = t.facts();
            let n = crate::gui::narrate::Narrator {
                i18n: &i18n,
                game: &facts,
            };
            crate::phones::plain(&n.command(&Command::EndTurn {
                player: PlayerId(p),
                passed: true,
                hand: None,
            }))
        };
        let choice_of = |sights: &[(u64, Vec<(String, String)>)], label: &str| {
            let (id, choices) = sights.last().expect("a turn on the phone");
            let (choice, _) = choices
                .iter()
                .find(|(_, l)| l == label)
                .unwrap_or_else(|| panic!("no {label} among {choices:?}"));
            (*id, choice.clone())
        };
        let (id1, pass1) = choice_of(&sights_received(&phone1.text()), &pass(&t, 1));
        assert!(
            sights_received(&phone2.text()).is_empty(),
            "not player 2's turn"
        );
        // the laptop plays player 1's turn: the phone's page is stale, its tap refused
        assert!(matches!(
            t.play(Command::EndTurn {
                player: PlayerId(1),
                passed: true,
                hand: None
            }),
            nemesis::Action::Played(_)
        ));
        assert!(link.sync(&mut t, &i18n).is_empty());
        assert!(!post_status(&url1, id1, &pass1).contains("200"), "stale");
        assert!(link.sync(&mut t, &i18n).is_empty(), "nothing applied");
        // player 2's turn, on player 2's phone: played once from there
        let (id2, pass2) = choice_of(&sights_received(&phone2.text()), &pass(&t, 2));
        assert!(post_status(&url2, id2, &pass2).contains("200"));
        // the same tap again (a page resends until it hears back): acknowledged, applied once
        assert!(
            post_status(&url2, id2, &pass2).contains("200"),
            "a second tap"
        );
        let messages = link.sync(&mut t, &i18n);
        let [nemesis::Message::FromPhone(cmd)] = messages.as_slice() else {
            panic!("one command from the phone: {messages:?}")
        };
        assert_eq!(
            *cmd,
            Command::EndTurn {
                player: PlayerId(2),
                passed: true,
                hand: None
            }
        );
        assert!(matches!(
            t.play_from_phone(cmd.clone()),
            nemesis::Action::Played(_)
        ));
        assert_eq!(t.game.state().turn().player, None, "everyone passed");
        assert!(link.sync(&mut t, &i18n).is_empty());
    }

    /// Issue 53: a move asks its corridor and careful movement on the phone too, a step at a
    /// time (the label's steps joined by `STEP`): each destination with a choice is one first
    /// step, under it plain movement (hand less 1) and careful movement for each free noise spot
    /// (hand less 2); every leaf is a command the rules offer, and a careful leaf played puts
    /// its marker where its label says.
    #[test]
    fn a_move_on_the_phone_asks_careful_movement_a_step_at_a_time() {
        use crate::phones::STEP;
        use crate::rules::command::NoiseSpot;
        let i18n = I18n::new(Language::Ko).unwrap();
        let mut t = table();
        let sight = turn_of_player_1(&t, &i18n, Some(5));
        let state = t.game.state();
        let moves: Vec<(Vec<&str>, &Command)> = sight
            .choices
            .iter()
            .filter(|(_, _, c)| matches!(c, Command::Move { .. }))
            .map(|(_, label, c)| (label.split(STEP).collect(), c))
            .collect();
        assert!(!moves.is_empty());
        let offers = state.offers();
        let mut careful_leaf = None;
        for (steps, cmd) in &moves {
            assert!(steps.iter().all(|s| !s.trim().is_empty()), "{steps:?}");
            assert!(
                offers.iter().any(|o| o.covers(cmd)),
                "{cmd:?} is not offered"
            );
            let Command::Move {
                careful, hand, to, ..
            } = cmd
            else {
                unreachable!()
            };
            assert_eq!(*hand, if careful.is_some() { 3 } else { 4 }, "{steps:?}");
            if let Some(spot) = careful {
                assert!(
                    steps.len() >= 2,
                    "careful movement is a step under its room"
                );
                assert!(steps.last().unwrap().contains("경계 이동"), "{steps:?}");
                // the plain move to the same room shares the first step
                assert!(moves.iter().any(|(other, c)| other[0] == steps[0]
                    && matches!(c, Command::Move { careful: None, to: t2, .. } if t2 == to)));
                careful_leaf = Some(((*cmd).clone(), *to, *spot));
            }
        }
        let (cmd, to, spot) = careful_leaf.expect("a room with a free noise spot");
        assert!(matches!(t.play(cmd), nemesis::Action::Played(_)));
        let state = t.game.state();
        let NoiseSpot::Corridor(c) = spot else {
            return;
        };
        assert!(
            state.corridors[usize::from(c.0)].noise,
            "the marker in {c:?} beside {to:?}"
        );
    }

    /// Issue 53: a move out of a fight is an escape every intruder in the room attacks first
    /// (base.md §9.5): the phone says so on each move's first step, and says nothing of it out
    /// of a fight (a table at the real window read a plain move beside an Adult).
    #[test]
    fn a_move_out_of_a_fight_says_it_is_an_escape_on_the_phone() {
        use crate::phones::STEP;
        let i18n = I18n::new(Language::Ko).unwrap();
        let escape_words = |t: &Table| -> Vec<bool> {
            turn_of_player_1(t, &i18n, Some(5))
                .choices
                .iter()
                .filter(|(_, _, c)| matches!(c, Command::Move { .. }))
                .map(|(_, label, _)| {
                    let first = label.split(STEP).next().unwrap_or_default();
                    first.contains("도주") && first.contains("먼저 공격")
                })
                .collect()
        };
        let mut t = table();
        let calm = escape_words(&t);
        assert!(
            !calm.is_empty() && calm.iter().all(|e| !e),
            "no fight: {calm:?}"
        );
        let here = t
            .game
            .state()
            .character(PlayerId(1))
            .unwrap()
            .room()
            .unwrap();
        let _ = t.play(Command::Fix(Correction::AddIntruder {
            kind: crate::rules::ids::IntruderKind::Adult,
            at: here,
        }));
        let fight = escape_words(&t);
        assert!(
            !fight.is_empty() && fight.iter().all(|e| *e),
            "in a fight: {fight:?}"
        );
    }

    /// Issue 53: when the box deals, a move into an unexplored room asks on the phone what the
    /// table flipped, tile then token, after the room (and careful movement): every leaf is a
    /// command the rules offer, and one played reveals that tile in that room.
    #[test]
    fn a_move_into_an_unexplored_room_asks_the_flipped_tile_and_token_on_the_phone() {
        use crate::phones::STEP;
        let i18n = I18n::new(Language::Ko).unwrap();
        let mut t = table_dealt_by(crate::rules::ids::Dealer::Box);
        let sight = turn_of_player_1(&t, &i18n, Some(5));
        let state = t.game.state();
        let offers = state.offers();
        let forms = sight.offered_forms();
        eprintln!(
            "{} choices and {} forms on the phone, {} bytes of forms",
            sight.choices.len(),
            forms.len(),
            serde_json::to_string(&forms).unwrap().len()
        );
        assert!(
            !forms.is_empty(),
            "moves into unexplored rooms are on the phone"
        );
        // every option of every step makes a command the rules offer
        let mut played = None;
        for form in &forms {
            assert!(
                form.label.split(STEP).all(|s| !s.trim().is_empty()),
                "{form:?}"
            );
            let last = form.steps.len() - 1;
            for (s, step) in form.steps.iter().enumerate() {
                for (option, _) in &step.options {
                    let answer: Vec<&str> = form
                        .steps
                        .iter()
                        .enumerate()
                        .map(|(i, st)| {
                            if i == s {
                                option.as_str()
                            } else {
                                st.options[0].0.as_str()
                            }
                        })
                        .collect();
                    let choice = format!("{}/{}", form.id, answer.join("/"));
                    let cmd = sight.command(&choice).unwrap_or_else(|| panic!("{choice}"));
                    assert!(
                        offers.iter().any(|o| o.covers(&cmd)),
                        "{cmd:?} is not offered"
                    );
                    if s == last && played.is_none() && !form.label.contains("경계 이동") {
                        played = Some(cmd);
                    }
                }
            }
            // an option that is not the step's, or a step missing: no command
            assert!(sight.command(&format!("{}/x", form.id)).is_none());
        }
        let cmd = played.expect("a plain move into an unexplored room");
        let Command::Move {
            to,
            reveal: Some(reveal),
            hand,
            ..
        } = &cmd
        else {
            unreachable!()
        };
        assert_eq!(*hand, 4);
        let (to, room) = (*to, reveal.room);
        assert!(matches!(t.play(cmd.clone()), nemesis::Action::Played(_)));
        assert_eq!(t.game.state().room(to).and_then(|r| r.room), Some(room));
    }

    /// Issue 53: when the app does not know the hand (headless), every move and the noise roll
    /// are forms whose first step asks the cards in hand; answered, they make commands the rules
    /// offer with that hand.
    #[test]
    fn without_the_hand_a_move_on_the_phone_asks_it_first() {
        let i18n = I18n::new(Language::Ko).unwrap();
        for dealer in [
            crate::rules::ids::Dealer::Box,
            crate::rules::ids::Dealer::App,
        ] {
            let t = table_dealt_by(dealer);
            let sight = turn_of_player_1(&t, &i18n, None);
            let state = t.game.state();
            assert!(
                sight.choices.iter().all(|(_, _, c)| !matches!(
                    c,
                    Command::Move { .. } | Command::NoiseRoll { .. }
                )),
                "nothing that needs the hand is a plain button"
            );
            let forms = sight.offered_forms();
            assert!(
                forms.iter().any(|f| f.id == "r"),
                "the noise roll asks the hand"
            );
            let offers = state.offers();
            let mut moves = 0;
            for form in &forms {
                let hand = &form.steps[0];
                assert!(hand.title.contains("몇 장"), "{form:?}");
                let (three, _) = hand.options.iter().find(|(_, l)| l == "3").unwrap();
                let rest: Vec<&str> = form.steps[1..]
                    .iter()
                    .map(|s| s.options[0].0.as_str())
                    .collect();
                let answer = std::iter::once(three.as_str())
                    .chain(rest)
                    .collect::<Vec<_>>()
                    .join("/");
                let cmd = sight.command(&format!("{}/{answer}", form.id)).unwrap();
                assert!(
                    offers.iter().any(|o| o.covers(&cmd)),
                    "{cmd:?} is not offered"
                );
                if let Command::Move { hand, reveal, .. } = cmd {
                    assert_eq!(hand, 3);
                    assert_eq!(
                        reveal.is_some(),
                        dealer == crate::rules::ids::Dealer::Box,
                        "the tile asked only when the box deals"
                    );
                    moves += 1;
                }
            }
            assert!(moves > 0, "moves on the phone without the hand");
        }
    }

    /// Issue 53, Retaliation: the marine whose turn it is by the rules gets it on their phone
    /// (no other marine does), a choice there is played as the window's tap, once, and the
    /// question closes when the game moves on.
    #[test]
    fn a_marine_plays_their_turn_from_their_phone_once() {
        use crate::gui::retaliation::{Message as Rt, RetGame, RetTable};
        use crate::rules::retaliation::RetaliationConfig;
        let i18n = I18n::new(Language::Ja).unwrap();
        let mut t = RetTable::new(
            RetGame::start(
                Err(crate::storage::root::NoDataFolder),
                RetaliationConfig::numbered(3, 2),
            )
            .unwrap(),
        );
        let mut link = PhonesLink::start(IpAddr::from([127, 0, 0, 1]), 2).unwrap();
        let (url1, url2) = (link.seat_url(0).unwrap(), link.seat_url(1).unwrap());
        let mut phone1 = Page::open(&url1);
        let mut phone2 = Page::open(&url2);
        std::thread::sleep(Duration::from_millis(100));
        assert_eq!(t.state().current_turn().map(|(who, _)| who), Some(0));
        assert!(link.sync_retaliation(&mut t, &i18n).is_empty());
        let turns = sights_received(&phone1.text());
        let (id, choices) = turns.last().cloned().expect("the turn on marine 1's phone");
        assert!(
            sights_received(&phone2.text()).is_empty(),
            "not marine 2's turn"
        );
        // every button says something different (a careful move said the same as a plain one)
        let labels: std::collections::BTreeSet<&String> = choices.iter().map(|(_, l)| l).collect();
        assert_eq!(labels.len(), choices.len(), "{choices:?}");
        let (choice, _) = choices.first().cloned().expect("something to do");
        assert!(post_status(&url1, id, &choice).contains("200"));
        // the same tap again (a page resends until it hears back): acknowledged, applied once
        assert!(
            post_status(&url1, id, &choice).contains("200"),
            "a second tap"
        );
        let messages = link.sync_retaliation(&mut t, &i18n);
        let [Rt::Play(cmd)] = messages.as_slice() else {
            panic!("one command from the phone: {messages:?}")
        };
        let before = t.steps_in_force();
        let _ = t.update(Rt::Play(cmd.clone()));
        assert_eq!(t.steps_in_force(), before + 1, "played: {cmd:?}");
        assert!(link.sync_retaliation(&mut t, &i18n).is_empty());
        // the same tap once more, after it was played: told it was taken, and nothing is
        // applied again
        assert!(post_status(&url1, id, &choice).contains("200"));
        assert!(
            link.sync_retaliation(&mut t, &i18n).is_empty(),
            "applied once"
        );
    }
}
