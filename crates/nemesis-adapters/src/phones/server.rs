//! The HTTP side: the page's own files, one event stream per page (server-sent events; a
//! browser reconnects by itself and says the last version it had), and two small posts (a
//! sight was opened; a choice was made). Every limit is here: open connections (in all, and of
//! one peer, with room always made for a newcomer), streams (of a seat, of the table display,
//! of strangers), body size, how long a request's head may take (and so how long a connection
//! may sit idle), how long its answer may take, body included.

use super::hub::{Hub, Refused, SightId};
use super::page;
use super::peers::{Peers, peer_of};
use axum::Router;
use axum::body::Body;
use axum::extract::{DefaultBodyLimit, Path, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use std::collections::{BTreeSet, VecDeque};
use std::convert::Infallible;
use std::net::IpAddr;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Duration;
use tokio::sync::{oneshot, watch};

/// Open TCP connections at once. At the limit a new connection still gets in: the peer holding
/// the most connections gives up its oldest, so a phone new to the server (a seat) always gets
/// in, however many other machines fill it.
pub(crate) const MAX_CONNECTIONS: usize = 256;
/// Open TCP connections of one peer (an address; an IPv6 one's /64) at once; its newest ends
/// its oldest (issue 53: 300 idle sockets from one machine held every connection). A phone's
/// browser opens up to six to a site and a page that reloads leaves its old stream behind for a
/// while; a laptop may show the table display and seat pages side by side. Loopback is a peer
/// like any other.
pub(crate) const MAX_PER_PEER: usize = 24;
/// Streams of one seat at once. A phone that slept or reloaded can leave a dead stream behind
/// until its connection times out: a new stream beyond this ends the seat's oldest, so a phone
/// that comes back is never turned away.
pub(crate) const MAX_SEAT_STREAMS: usize = 4;
// (the table display's streams are limited in `hub`, where their pool is kept)
/// Streams of links whose key names no seat at once, the same way, in a pool of their own:
/// a stranger's streams end only each other (issue 53: twenty of them, sharing the table
/// display's pool, ended the display's stream). A revoked seat's old page needs one, to hear
/// that its link names no seat.
pub(crate) const MAX_STRANGER_STREAMS: usize = 4;
/// A phone's post is a sight number and a choice: far below this.
const MAX_BODY: usize = 1024;
/// A request's head must arrive within this, counted from when the connection waits for one:
/// new, or idle between requests. A client that sends nothing is dropped, and so is a
/// keep-alive connection left idle (a page's stream is not idle: it waits for no head).
const HEAD_TIMEOUT: Duration = Duration::from_secs(10);
/// Once its head is in, a request is answered within this, its body read included (issue 53: a
/// body sent a byte at a time held its connection as long as the bytes kept coming), so a
/// whole request takes at most `HEAD_TIMEOUT` and this. A page's stream is answered at once
/// and then lives on: this does not bound it.
const ANSWER_TIMEOUT: Duration = Duration::from_secs(10);

pub(crate) fn router(hub: Arc<Hub>) -> Router {
    Router::new()
        .route("/", get(page_html))
        .route("/p/{key}", get(page_html))
        .route(
            "/app.js",
            get(|| async { asset(page::APP_JS, "text/javascript") }),
        )
        .route(
            "/app.css",
            get(|| async { asset(page::APP_CSS, "text/css") }),
        )
        .route("/events", get(table_events))
        .route("/p/{key}/events", get(seat_events))
        .route("/p/{key}/seen", post(seen))
        .route("/p/{key}/answer", post(answer))
        .fallback(|| async { plain(StatusCode::NOT_FOUND, "not found") })
        .layer(axum::middleware::from_fn(answered_in_time))
        .layer(DefaultBodyLimit::max(MAX_BODY))
        .layer(axum::middleware::from_fn(same_origin_only))
        .layer(axum::middleware::map_response(guarded))
        .with_state(hub)
}

/// Whether a `Host` header names this machine by address: an IP literal (any port) or
/// `localhost`. A page of another site that got its name to resolve to this address (DNS
/// rebinding) sends its own name here, and is refused.
fn host_is_an_address(host: &str) -> bool {
    let name = match host.strip_prefix('[') {
        // [v6]:port
        Some(rest) => {
            return rest
                .split(']')
                .next()
                .is_some_and(|ip| ip.parse::<std::net::Ipv6Addr>().is_ok());
        }
        None => host.rsplit_once(':').map_or(host, |(name, port)| {
            if port.bytes().all(|b| b.is_ascii_digit()) {
                name
            } else {
                host
            }
        }),
    };
    name.eq_ignore_ascii_case("localhost") || name.parse::<std::net::Ipv4Addr>().is_ok()
}

/// Every request names this machine by address in `Host`; a post is JSON (a form from another
/// site can be posted without asking, JSON cannot) and, when the browser says where it comes
/// from, comes from the page this server served (issue 53: a hostile audit got the table frame
/// with `Host: attacker.example` and had a form post from another origin applied).
async fn same_origin_only(
    request: axum::extract::Request,
    next: axum::middleware::Next,
) -> Response {
    let headers = request.headers();
    let host = headers
        .get(header::HOST)
        .and_then(|h| h.to_str().ok())
        .unwrap_or_default()
        .to_string();
    if !host_is_an_address(&host) {
        return plain(StatusCode::MISDIRECTED_REQUEST, "this address only");
    }
    if request.method() == axum::http::Method::POST {
        let json = headers
            .get(header::CONTENT_TYPE)
            .and_then(|h| h.to_str().ok())
            .is_some_and(|t| {
                t.trim_start()
                    .to_ascii_lowercase()
                    .starts_with("application/json")
            });
        if !json {
            return plain(StatusCode::UNSUPPORTED_MEDIA_TYPE, "json only");
        }
        let foreign = headers
            .get(header::ORIGIN)
            .and_then(|o| o.to_str().ok())
            .is_some_and(|o| o != format!("http://{host}"));
        if foreign {
            return plain(StatusCode::FORBIDDEN, "this page only");
        }
    }
    next.run(request).await
}

/// Answers 408 to a request not answered within `ANSWER_TIMEOUT` (its body still coming):
/// dropping it drops its body unread, and the connection closes after the answer.
async fn answered_in_time(
    request: axum::extract::Request,
    next: axum::middleware::Next,
) -> Response {
    match tokio::time::timeout(ANSWER_TIMEOUT, next.run(request)).await {
        Ok(response) => response,
        Err(_) => plain(StatusCode::REQUEST_TIMEOUT, "too slow"),
    }
}

/// Headers on every answer: nothing cached (a seat link is a secret), no referrer sent on (the
/// link would be in it), only the page's own files run.
async fn guarded(mut response: Response) -> Response {
    let h = response.headers_mut();
    h.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    h.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("no-referrer"),
    );
    h.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    h.insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static(
            "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
        ),
    );
    response
}

fn asset(body: &'static str, kind: &'static str) -> Response {
    ([(header::CONTENT_TYPE, kind)], body).into_response()
}

fn plain(status: StatusCode, text: &'static str) -> Response {
    (
        status,
        [(header::CONTENT_TYPE, "text/plain; charset=utf-8")],
        text,
    )
        .into_response()
}

async fn page_html() -> Response {
    asset(page::INDEX_HTML, "text/html; charset=utf-8")
}

/// The last version a reconnecting page had (`Last-Event-ID`).
fn last_version(headers: &HeaderMap) -> Option<String> {
    headers
        .get("last-event-id")
        .and_then(|v| v.to_str().ok())
        .filter(|v| v.len() <= 48)
        .map(str::to_string)
}

/// The peer a request came from, put in each request by [`serve`].
#[derive(Clone, Copy)]
pub(crate) struct Peer(pub(crate) IpAddr);

async fn table_events(
    State(hub): State<Arc<Hub>>,
    peer: Option<axum::Extension<Peer>>,
    headers: HeaderMap,
) -> Response {
    // (a router served some other way than by `serve` knows no peer: all are one)
    let peer = peer.map_or(IpAddr::from([0, 0, 0, 0]), |p| p.0.0);
    open_stream(hub, Some(peer), None, last_version(&headers))
}

async fn seat_events(
    State(hub): State<Arc<Hub>>,
    Path(key): Path<String>,
    headers: HeaderMap,
) -> Response {
    open_stream(hub, None, Some(key), last_version(&headers))
}

#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct SeenBody {
    sight: u64,
}

#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct AnswerBody {
    sight: u64,
    choice: String,
}

async fn seen(State(hub): State<Arc<Hub>>, Path(key): Path<String>, body: Body) -> Response {
    if hub.lock().seat_of(&key).is_none() {
        return reply(Err(Refused::UnknownSeat));
    }
    match read_json::<SeenBody>(body).await {
        Ok(b) => reply(hub.seen(&key, SightId(b.sight))),
        Err(r) => r,
    }
}

async fn answer(State(hub): State<Arc<Hub>>, Path(key): Path<String>, body: Body) -> Response {
    // the key first: a stranger learns nothing from how its body would have been answered
    if hub.lock().seat_of(&key).is_none() {
        return reply(Err(Refused::UnknownSeat));
    }
    match read_json::<AnswerBody>(body).await {
        Ok(b) if b.choice.len() <= 64 => reply(hub.answer(&key, SightId(b.sight), &b.choice)),
        Ok(_) => reply(Err(Refused::UnknownChoice)),
        Err(r) => r,
    }
}

async fn read_json<T: serde::de::DeserializeOwned>(body: Body) -> Result<T, Response> {
    let bytes = axum::body::to_bytes(body, MAX_BODY)
        .await
        .map_err(|_| plain(StatusCode::PAYLOAD_TOO_LARGE, "too large"))?;
    serde_json::from_slice(&bytes).map_err(|_| plain(StatusCode::BAD_REQUEST, "bad request"))
}

fn reply(result: Result<(), Refused>) -> Response {
    match result {
        Ok(()) => (
            [(header::CONTENT_TYPE, "application/json")],
            r#"{"ok":true}"#,
        )
            .into_response(),
        Err(r) => {
            let status = match r {
                Refused::UnknownSeat => StatusCode::FORBIDDEN,
                Refused::UnknownSight => StatusCode::NOT_FOUND,
                Refused::Closed | Refused::UnknownChoice => StatusCode::CONFLICT,
            };
            (
                status,
                [(header::CONTENT_TYPE, "application/json")],
                format!(r#"{{"ok":false,"error":"{}"}}"#, r.code()),
            )
                .into_response()
        }
    }
}

/// Whose limit a stream counts against.
#[derive(Clone, Copy)]
enum Pool {
    Seat(usize),
    /// The table display's, from this peer.
    Table(IpAddr),
    Strangers,
}

impl Pool {
    /// Counts stream `serial` in the pool, ending others to keep within its limits.
    fn admit(self, inner: &mut super::hub::Inner, serial: u64) {
        let (list, cap) = match self {
            Pool::Seat(s) => match inner.seats.get_mut(s) {
                Some(seat) => (&mut seat.open, MAX_SEAT_STREAMS),
                None => return,
            },
            Pool::Table(peer) => {
                // (the ended streams see it when they next look: `StreamSlot::open`)
                let _ended = inner.table_open.admit(peer, serial);
                return;
            }
            Pool::Strangers => (&mut inner.strangers_open, MAX_STRANGER_STREAMS),
        };
        list.push_back(serial);
        while list.len() > cap {
            list.pop_front();
        }
    }

    /// Stream `serial` closed.
    fn leave(self, inner: &mut super::hub::Inner, serial: u64) {
        let list = match self {
            Pool::Seat(s) => match inner.seats.get_mut(s) {
                Some(seat) => &mut seat.open,
                None => return,
            },
            Pool::Table(peer) => {
                inner.table_open.left_with(peer, &serial);
                return;
            }
            Pool::Strangers => &mut inner.strangers_open,
        };
        list.retain(|&n| n != serial);
    }
}

/// Counts a stream while it lives.
struct StreamSlot {
    hub: Arc<Hub>,
    pool: Pool,
    serial: u64,
}

impl StreamSlot {
    /// Still open: not ended to make room for a newer stream of its pool.
    fn open(&self, inner: &super::hub::Inner) -> bool {
        let list = match self.pool {
            Pool::Seat(s) => match inner.seats.get(s) {
                Some(seat) => &seat.open,
                None => return false,
            },
            Pool::Table(peer) => return inner.table_open.holds(peer, &self.serial),
            Pool::Strangers => &inner.strangers_open,
        };
        list.contains(&self.serial)
    }
}

impl Drop for StreamSlot {
    fn drop(&mut self) {
        let mut inner = self.hub.lock();
        self.pool.leave(&mut inner, self.serial);
    }
}

/// One page's stream and what it has been sent.
struct Stream {
    hub: Arc<Hub>,
    bell: watch::Receiver<u64>,
    /// The seat and its generation when the stream opened.
    seat: Option<(usize, u64)>,
    sent_version: Option<String>,
    sent_sights: BTreeSet<SightId>,
    queue: VecDeque<Event>,
    done: bool,
    slot: StreamSlot,
}

/// A page's stream: the table display's (from `peer`) or the seat's of `key`.
fn open_stream(
    hub: Arc<Hub>,
    peer: Option<IpAddr>,
    key: Option<String>,
    last: Option<String>,
) -> Response {
    let (seat, pool, serial, run) = {
        let mut inner = hub.lock();
        if inner.stopped {
            return plain(StatusCode::SERVICE_UNAVAILABLE, "stopped");
        }
        let serial = inner.next_stream;
        inner.next_stream += 1;
        let seat = key.as_deref().and_then(|k| inner.seat_of(k));
        let pool = match (seat, &key) {
            (Some(s), _) => Pool::Seat(s),
            (None, None) => Pool::Table(peer.unwrap_or(IpAddr::from([0, 0, 0, 0]))),
            (None, Some(_)) => Pool::Strangers,
        };
        pool.admit(&mut inner, serial);
        let seat = seat.map(|s| (s, inner.seats[s].generation));
        (seat, pool, serial, inner.epoch)
    };
    // a stream ended to make room looks, and ends
    hub.ring();
    let unknown_link = matches!(pool, Pool::Strangers);
    let slot = StreamSlot {
        hub: hub.clone(),
        pool,
        serial,
    };
    let mut queue = VecDeque::new();
    if unknown_link {
        queue.push_back(Event::default().event("unknown_link").data("{}"));
    }
    if let Some((s, _)) = seat {
        queue.push_back(
            Event::default()
                .event("seat")
                // the run: a page that kept cards from an earlier run of the server (the
                // laptop's app was restarted) drops them, their ids mean nothing now
                .data(format!(r#"{{"seat":{s},"run":{run}}}"#)),
        );
    }
    let stream = Stream {
        bell: hub.subscribe(),
        hub,
        seat,
        sent_version: last,
        sent_sights: BTreeSet::new(),
        queue,
        done: false,
        slot,
    };
    let events = futures_util::stream::unfold(stream, |mut s| async move {
        loop {
            if let Some(event) = s.queue.pop_front() {
                return Some((Ok::<_, Infallible>(event), s));
            }
            if s.done {
                return None;
            }
            s.bell.borrow_and_update();
            s.look();
            if s.queue.is_empty() && !s.done && s.bell.changed().await.is_err() {
                return None;
            }
        }
    });
    Sse::new(events)
        .keep_alive(KeepAlive::new().interval(Duration::from_secs(15)))
        .into_response()
}

impl Stream {
    /// Queues what changed since this stream last looked.
    fn look(&mut self) {
        let inner = self.hub.lock();
        if inner.stopped || !self.slot.open(&inner) {
            self.done = true;
            return;
        }
        if let Some((seat, generation)) = self.seat
            && inner.seats.get(seat).map(|s| s.generation) != Some(generation)
        {
            self.queue
                .push_back(Event::default().event("revoked").data("{}"));
            self.done = true;
            return;
        }
        let version = inner.version_id();
        if inner.version > 0 && self.sent_version.as_deref() != Some(version.as_str()) {
            self.queue.push_back(
                Event::default()
                    .event("table")
                    .id(version.clone())
                    .data(inner.frame.as_ref()),
            );
            self.sent_version = Some(version);
        }
        let Some((seat, _)) = self.seat else {
            return;
        };
        for sight in inner.sights.iter().filter(|s| s.seat == seat) {
            let sent = self.sent_sights.contains(&sight.id);
            if !sent && sight.deliverable() {
                self.queue
                    .push_back(Event::default().event("sight").data(sight.event.as_ref()));
                self.sent_sights.insert(sight.id);
            } else if sent && !sight.deliverable() {
                let state = match sight.state {
                    super::hub::SightState::Seen => "seen",
                    super::hub::SightState::Answered(_) => "answered",
                    _ => "withdrawn",
                };
                self.queue.push_back(
                    Event::default()
                        .event("closed")
                        .data(format!(r#"{{"id":{},"state":"{state}"}}"#, sight.id.0)),
                );
                self.sent_sights.remove(&sight.id);
            }
        }
    }
}

/// The connections of each peer, each with what ends it to make room for a newer one.
type Open = Arc<Mutex<Peers<oneshot::Sender<()>>>>;

fn lock(open: &Open) -> MutexGuard<'_, Peers<oneshot::Sender<()>>> {
    // nothing in it is left half-written by a panic
    open.lock().unwrap_or_else(|e| e.into_inner())
}

/// Frees a connection's place when its task ends, however it ends.
struct Leaving {
    open: Open,
    peer: IpAddr,
    ticket: u64,
}

impl Drop for Leaving {
    fn drop(&mut self) {
        let end = lock(&self.open).left(self.peer, self.ticket);
        drop(end);
    }
}

/// Accepts connections until `stop` is rung: at most `MAX_CONNECTIONS` open at once and
/// `MAX_PER_PEER` of one peer, a new one ending an old one rather than being turned away
/// ([`Peers::admit`]), each with a time limit on its request heads (the router bounds the
/// rest of a request).
pub(crate) async fn serve(
    listener: tokio::net::TcpListener,
    app: Router,
    mut stop: watch::Receiver<bool>,
) {
    let open: Open = Arc::new(Mutex::new(Peers::new(MAX_CONNECTIONS, MAX_PER_PEER)));
    loop {
        let accepted = tokio::select! {
            a = listener.accept() => a,
            _ = stop.changed() => return,
        };
        let Ok((tcp, from)) = accepted else {
            // out of file descriptors, or the peer gave up: wait a little and go on
            tokio::time::sleep(Duration::from_millis(50)).await;
            continue;
        };
        let _ = tcp.set_nodelay(true);
        let peer = peer_of(from.ip());
        let (end, ended) = oneshot::channel();
        let (ticket, make_room) = lock(&open).admit(peer, end);
        // dropping what ends them ends the connections that made room
        drop(make_room);
        let leaving = Leaving {
            open: open.clone(),
            peer,
            ticket,
        };
        // each request knows its peer (the table display's streams are limited per peer)
        let service = hyper_util::service::TowerToHyperService::new(
            app.clone().layer(axum::Extension(Peer(peer))),
        );
        tokio::spawn(async move {
            let _leaving = leaving;
            let io = hyper_util::rt::TokioIo::new(tcp);
            let connection = hyper::server::conn::http1::Builder::new()
                .timer(hyper_util::rt::TokioTimer::new())
                .header_read_timeout(HEAD_TIMEOUT)
                .max_buf_size(16 * 1024)
                .serve_connection(io, service);
            tokio::select! {
                _ = connection => {}
                // ended to make room for a newer connection
                _ = ended => {}
            }
        });
    }
}
