//! Phones at the table (issue 36): a small web server on its own thread, on only while the
//! table turns phones on. Each seat's phone opens a link carrying a random secret and receives
//! that seat's private sights; every page (seat or table display) receives the table's public
//! frame. The app never waits for a phone: it writes frames and sights here, and reads the
//! answers phones gave when it looks.
//!
//! The frames are JSON the app makes (the map, whose turn, the step's board lines, the log, the
//! page's words in the table's language); this module carries them and never reads them.

mod addresses;
mod hub;
mod page;
mod peers;

/// A choice a seat's page asks in steps: its `label` (steps of the way to it joined by U+001F,
/// as a choice's), then one option of each step, in order. Answered as its `id` and the
/// options' ids, joined by `/` (so no id holds a `/`).
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Form {
    pub id: String,
    pub label: String,
    pub steps: Vec<FormStep>,
}

/// One step of a [`Form`]: what it asks, and its options as `(id, label)`.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct FormStep {
    pub title: String,
    pub options: Vec<(String, String)>,
}
mod server;

pub use addresses::{Address, AddressKind, usable_addresses};
pub use hub::{PhoneAnswer, SightId, SightState};

use hub::Hub;
use std::net::SocketAddr;
use std::sync::Arc;
use std::thread::JoinHandle;
use tokio::sync::watch;

/// Why the phones could not be turned on.
#[derive(Debug, thiserror::Error)]
pub enum PhonesError {
    #[error("cannot listen on {addr}: {source}")]
    Listen {
        addr: SocketAddr,
        source: std::io::Error,
    },
    #[error("cannot start the phones' server: {0}")]
    Runtime(std::io::Error),
}

/// The running server. Dropping it stops the server and closes every page's stream.
pub struct Phones {
    hub: Arc<Hub>,
    addr: SocketAddr,
    stop: watch::Sender<bool>,
    thread: Option<JoinHandle<()>>,
}

impl Phones {
    /// Listens on `bind` (port 0: any free port) with `seats` seats, each with a new secret.
    pub fn start(bind: SocketAddr, seats: usize) -> Result<Phones, PhonesError> {
        Phones::start_keeping(bind, seats, &[])
    }

    /// The same, the seats keeping the secrets a game kept ([`Phones::secrets`]), so the links
    /// the phones have work again (a secret that is not one of ours is replaced).
    pub fn start_keeping(
        bind: SocketAddr,
        seats: usize,
        kept: &[String],
    ) -> Result<Phones, PhonesError> {
        let listener = std::net::TcpListener::bind(bind)
            .map_err(|source| PhonesError::Listen { addr: bind, source })?;
        listener
            .set_nonblocking(true)
            .map_err(|source| PhonesError::Listen { addr: bind, source })?;
        let addr = listener
            .local_addr()
            .map_err(|source| PhonesError::Listen { addr: bind, source })?;
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .map_err(PhonesError::Runtime)?;
        let hub = Arc::new(Hub::keeping(seats, kept));
        let (stop, stopped) = watch::channel(false);
        let app = server::router(hub.clone());
        let thread = std::thread::Builder::new()
            .name("phones".into())
            .spawn(move || {
                runtime.block_on(async move {
                    if let Ok(listener) = tokio::net::TcpListener::from_std(listener) {
                        server::serve(listener, app, stopped).await;
                    }
                });
                // dropping the runtime ends every connection's task
            })
            .map_err(PhonesError::Runtime)?;
        Ok(Phones {
            hub,
            addr,
            stop,
            thread: Some(thread),
        })
    }

    /// The address and port the server listens on.
    pub fn local_addr(&self) -> SocketAddr {
        self.addr
    }

    /// Every seat's secret, to keep with the game (they are the seats' keys: never shown but in
    /// a seat's own link).
    pub fn secrets(&self) -> Vec<String> {
        self.hub
            .lock()
            .seats
            .iter()
            .map(|s| s.secret.clone())
            .collect()
    }

    /// How many seats there are.
    pub fn seats(&self) -> usize {
        self.hub.lock().seats.len()
    }

    /// The table display's link on `host` (an address from [`usable_addresses`]).
    pub fn table_url(&self, host: std::net::IpAddr) -> String {
        format!("http://{}/", SocketAddr::new(host, self.addr.port()))
    }

    /// A seat's link on `host`: it carries the seat's secret, so it is shown only to that seat
    /// (as a QR code on the Phones page).
    pub fn seat_url(&self, host: std::net::IpAddr, seat: usize) -> Option<String> {
        let inner = self.hub.lock();
        let secret = &inner.seats.get(seat)?.secret;
        Some(format!(
            "http://{}/p/{secret}",
            SocketAddr::new(host, self.addr.port())
        ))
    }

    /// How many pages of each seat are connected now, then the table displays' (pages whose
    /// link names no seat are neither).
    pub fn connected(&self) -> (Vec<usize>, usize) {
        let inner = self.hub.lock();
        (
            inner.seats.iter().map(|s| s.open.len()).collect(),
            inner.table_open.total(),
        )
    }

    /// Sends the table's public frame to every page; returns its version.
    pub fn publish(&self, frame: &serde_json::Value) -> u64 {
        self.hub.publish(Arc::from(frame.to_string()))
    }

    /// Sends a private sight to one seat's pages only; `choices` are `(id, label)` pairs the
    /// seat answers from the phone (empty: a sight to look at). `None` for a seat that does
    /// not exist.
    pub fn show(
        &self,
        seat: usize,
        sight: &serde_json::Value,
        choices: &[(String, String)],
    ) -> Option<SightId> {
        self.hub.show(seat, sight, choices, &[])
    }

    /// As [`Phones::show`], with forms among the choices: a choice the page asks in steps, one
    /// option of each (a move into an unexplored room: which tile, which token), answered
    /// `form/option/option…`.
    pub fn show_with_forms(
        &self,
        seat: usize,
        sight: &serde_json::Value,
        choices: &[(String, String)],
        forms: &[Form],
    ) -> Option<SightId> {
        self.hub.show(seat, sight, choices, forms)
    }

    pub fn sight_state(&self, id: SightId) -> Option<SightState> {
        self.hub.sight_state(id)
    }

    /// Closes a sight whose question no longer stands, even one a phone has opened: its
    /// choice can no longer be answered (nothing more is shown). False once answered.
    pub fn close(&self, id: SightId) -> bool {
        self.hub.close(id)
    }

    /// Takes a sight back from the phones (to show it on the laptop instead, or because the
    /// step was undone). Refused with the sight's state once a phone has opened it.
    pub fn withdraw(&self, id: SightId) -> Result<(), SightState> {
        self.hub.withdraw(id)
    }

    /// The answers phones gave since the last call, oldest first. Never waits.
    pub fn answers(&self) -> Vec<PhoneAnswer> {
        self.hub.take_answers()
    }

    /// A new secret for the seat: its old link stops working and its open pages are told so.
    pub fn revoke(&self, seat: usize) -> bool {
        self.hub.revoke(seat)
    }
}

impl Drop for Phones {
    fn drop(&mut self) {
        self.hub.stop();
        let _ = self.stop.send(true);
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}
