//! The phones' server over loopback, spoken to byte by byte as a phone's browser would: what
//! each connection receives (not what a page would draw), the seat secrets, reconnecting, and
//! clients that misbehave.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests and tools may stop at a broken assumption

use nemesis_adapters::phones::{Phones, SightState};
use serde_json::json;
use std::io::{BufRead, BufReader, Read, Write};
use std::net::{IpAddr, SocketAddr, TcpStream};
use std::time::{Duration, Instant};

fn loopback() -> SocketAddr {
    "127.0.0.1:0".parse().unwrap()
}

fn start(seats: usize) -> Phones {
    Phones::start(loopback(), seats).expect("the server starts on loopback")
}

fn lo() -> IpAddr {
    IpAddr::from([127, 0, 0, 1])
}

/// The path of a seat's link (`/p/<secret>`).
fn seat_path(phones: &Phones, seat: usize) -> String {
    let url = phones.seat_url(lo(), seat).unwrap();
    url.split_once(&format!(":{}", phones.local_addr().port()))
        .unwrap()
        .1
        .to_string()
}

/// One HTTP request on a new connection; the status, the headers (lower-case names) and body.
fn request(addr: SocketAddr, method: &str, path: &str, body: &str) -> (u16, String, String) {
    let mut tcp = TcpStream::connect(addr).unwrap();
    tcp.set_read_timeout(Some(Duration::from_secs(5))).unwrap();
    write!(
        tcp,
        "{method} {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    )
    .unwrap();
    let mut all = String::new();
    let _ = tcp.read_to_string(&mut all);
    let (head, body) = all.split_once("\r\n\r\n").unwrap_or((&all, ""));
    let status = head
        .split(' ')
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    (status, head.to_ascii_lowercase(), body.to_string())
}

#[derive(Debug, Clone, PartialEq)]
struct Received {
    event: String,
    id: Option<String>,
    data: serde_json::Value,
}

/// An open event stream, read as the bytes arrive.
struct Stream {
    reader: BufReader<TcpStream>,
}

impl Stream {
    fn open(addr: SocketAddr, path: &str, last: Option<&str>) -> Stream {
        Stream::open_on(TcpStream::connect(addr).unwrap(), path, last)
    }

    /// The stream of `path` on a connection already open.
    fn open_on(mut tcp: TcpStream, path: &str, last: Option<&str>) -> Stream {
        let last = last
            .map(|l| format!("Last-Event-ID: {l}\r\n"))
            .unwrap_or_default();
        write!(
            tcp,
            "GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n{last}\r\n"
        )
        .unwrap();
        tcp.set_read_timeout(Some(Duration::from_secs(5))).unwrap();
        let mut reader = BufReader::new(tcp);
        let mut line = String::new();
        reader.read_line(&mut line).unwrap();
        assert!(line.contains(" 200 "), "stream refused: {line}");
        loop {
            line.clear();
            reader.read_line(&mut line).unwrap();
            if line == "\r\n" {
                break;
            }
        }
        Stream { reader }
    }

    /// A seat's stream, its `seat` event received, all within `wait`: the liveness check after
    /// each hostile probe below (a free server needs a few milliseconds; `wait` is generous).
    fn seat_within(addr: SocketAddr, seat: &str, wait: Duration) -> Result<Stream, String> {
        let until = Instant::now() + wait;
        let left = || {
            until
                .checked_duration_since(Instant::now())
                .filter(|d| !d.is_zero())
                .ok_or("out of time")
        };
        let mut tcp = TcpStream::connect_timeout(&addr, left()?).map_err(|e| e.to_string())?;
        write!(
            tcp,
            "GET {seat}/events HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n"
        )
        .map_err(|e| e.to_string())?;
        let mut reader = BufReader::new(tcp);
        let mut line = String::new();
        loop {
            reader.get_ref().set_read_timeout(Some(left()?)).unwrap();
            line.clear();
            match reader.read_line(&mut line) {
                Ok(0) => return Err("closed before the stream began".into()),
                Ok(_) if line == "\r\n" => break,
                Ok(_) => {}
                Err(e) => return Err(e.to_string()),
            }
        }
        let mut stream = Stream { reader };
        match stream.next(left()?) {
            Some(e) if e.event == "seat" => Ok(stream),
            other => Err(format!("no seat event: {other:?}")),
        }
    }

    /// The next event within `wait`, skipping keep-alive comments; None when nothing came or
    /// the stream ended.
    fn next(&mut self, wait: Duration) -> Option<Received> {
        self.reader.get_ref().set_read_timeout(Some(wait)).unwrap();
        let (mut event, mut id, mut data) = (String::from("message"), None, String::new());
        let mut any = false;
        loop {
            let mut line = String::new();
            match self.reader.read_line(&mut line) {
                Ok(0) | Err(_) => return None,
                Ok(_) => {}
            }
            let line = line.trim_end_matches(['\r', '\n']);
            // chunked transfer: the chunk sizes are lines of hex digits between events
            if line.is_empty() {
                if any {
                    return Some(Received {
                        event,
                        id,
                        data: serde_json::from_str(&data).unwrap_or(json!(null)),
                    });
                }
                continue;
            }
            if let Some(v) = line.strip_prefix("event:") {
                event = v.trim().to_string();
                any = true;
            } else if let Some(v) = line.strip_prefix("id:") {
                id = Some(v.trim().to_string());
            } else if let Some(v) = line.strip_prefix("data:") {
                data.push_str(v.trim_start());
                any = true;
            }
        }
    }

    /// Every event that arrives within `wait`.
    fn drain(&mut self, wait: Duration) -> Vec<Received> {
        let until = Instant::now() + wait;
        let mut all = Vec::new();
        while let Some(left) = until.checked_duration_since(Instant::now()) {
            match self.next(left.max(Duration::from_millis(1))) {
                Some(e) => all.push(e),
                None => break,
            }
        }
        all
    }

    /// The next event of this kind (others before it are passed over).
    fn expect(&mut self, kind: &str) -> Received {
        for _ in 0..20 {
            match self.next(Duration::from_secs(5)) {
                Some(e) if e.event == kind => return e,
                Some(_) => continue,
                None => break,
            }
        }
        panic!("no {kind} event came");
    }
}

const QUIET: Duration = Duration::from_millis(400);

fn engine_sight() -> serde_json::Value {
    json!({"title": "Engine 2", "lines": ["Engine 2: damaged"]})
}

fn kinds(events: &[Received]) -> Vec<&str> {
    events.iter().map(|e| e.event.as_str()).collect()
}

#[test]
fn a_private_sight_reaches_its_seat_and_no_other_connection() {
    let phones = start(3);
    let addr = phones.local_addr();
    phones.publish(&json!({"title": "round 1"}));
    let mut seat0 = Stream::open(addr, &format!("{}/events", seat_path(&phones, 0)), None);
    let mut seat1 = Stream::open(addr, &format!("{}/events", seat_path(&phones, 1)), None);
    let mut table = Stream::open(addr, "/events", None);
    // the seat, and the server's run (a page drops cards of a run that is gone)
    let s0 = seat0.expect("seat").data;
    assert_eq!(s0["seat"], json!(0));
    assert_eq!(seat0.expect("table").data, json!({"title": "round 1"}));
    let s1 = seat1.expect("seat").data;
    assert_eq!(s1["seat"], json!(1));
    assert!(s0["run"].is_u64() && s0["run"] == s1["run"], "{s0} {s1}");
    seat1.expect("table");
    table.expect("table");

    let id = phones.show(0, &engine_sight(), &[]).unwrap();
    let sight = seat0.expect("sight");
    assert_eq!(sight.data["sight"], engine_sight());
    assert_eq!(sight.data["id"], json!(id.0));
    // nothing at all reached the other seat or the table display
    assert_eq!(seat1.drain(QUIET), vec![]);
    assert_eq!(table.drain(QUIET), vec![]);
    assert_eq!(phones.sight_state(id), Some(SightState::Waiting));
}

#[test]
fn a_seat_answers_its_choice_from_the_phone_once() {
    let phones = start(2);
    let addr = phones.local_addr();
    let seat = seat_path(&phones, 1);
    let choices = [
        ("repair".to_string(), "Repair".to_string()),
        ("sabotage".to_string(), "Sabotage".to_string()),
    ];
    let id = phones.show(1, &engine_sight(), &choices).unwrap();
    let mut phone = Stream::open(addr, &format!("{seat}/events"), None);
    let got = phone.expect("sight");
    assert_eq!(
        got.data["choices"][1],
        json!({"id": "sabotage", "label": "Sabotage"})
    );

    let (status, _, body) = request(
        addr,
        "POST",
        &format!("{seat}/seen"),
        &format!(r#"{{"sight":{}}}"#, id.0),
    );
    assert_eq!((status, body.as_str()), (200, r#"{"ok":true}"#));
    assert_eq!(phones.sight_state(id), Some(SightState::Seen));
    // a choice that is not offered is refused, and nothing reaches the app
    let (status, _, body) = request(
        addr,
        "POST",
        &format!("{seat}/answer"),
        &format!(r#"{{"sight":{},"choice":"swap"}}"#, id.0),
    );
    assert_eq!(status, 409, "{body}");
    assert!(phones.answers().is_empty());
    let (status, _, _) = request(
        addr,
        "POST",
        &format!("{seat}/answer"),
        &format!(r#"{{"sight":{},"choice":"repair"}}"#, id.0),
    );
    assert_eq!(status, 200);
    let answers = phones.answers();
    assert_eq!(answers.len(), 1);
    assert_eq!(
        (
            answers[0].seat,
            answers[0].sight,
            answers[0].choice.as_str()
        ),
        (1, id, "repair")
    );
    assert_eq!(
        phones.sight_state(id),
        Some(SightState::Answered("repair".into()))
    );
    // the page is told the sight is closed; a second answer is refused
    assert_eq!(
        phone.expect("closed").data,
        json!({"id": id.0, "state": "answered"})
    );
    let (status, _, body) = request(
        addr,
        "POST",
        &format!("{seat}/answer"),
        &format!(r#"{{"sight":{},"choice":"sabotage"}}"#, id.0),
    );
    assert_eq!(status, 409);
    assert!(body.contains("closed"));
    assert!(phones.answers().is_empty());
    // issue 53: the same answer again (the page sends until it hears back, and the first reply
    // was lost on the way) is answered as the first time and taken once
    let (status, _, body) = request(
        addr,
        "POST",
        &format!("{seat}/answer"),
        &format!(r#"{{"sight":{},"choice":"repair"}}"#, id.0),
    );
    assert_eq!(status, 200, "{body}");
    assert!(phones.answers().is_empty(), "nothing is applied twice");
    // another seat cannot answer it
    let other = seat_path(&phones, 0);
    let id2 = phones.show(1, &engine_sight(), &choices).unwrap();
    let (status, _, body) = request(
        addr,
        "POST",
        &format!("{other}/answer"),
        &format!(r#"{{"sight":{},"choice":"repair"}}"#, id2.0),
    );
    assert_eq!((status, body.contains("unknown_sight")), (404, true));
}

#[test]
fn a_wrong_secret_gets_the_public_frames_only() {
    let phones = start(2);
    let addr = phones.local_addr();
    phones.publish(&json!({"title": "public"}));
    let wrong = "/p/0123456789abcdef0123456789abcdef";
    let mut page = Stream::open(addr, &format!("{wrong}/events"), None);
    assert_eq!(page.expect("unknown_link").data, json!({}));
    assert_eq!(page.expect("table").data, json!({"title": "public"}));
    let id = phones
        .show(0, &engine_sight(), &[("a".into(), "A".into())])
        .unwrap();
    phones.show(1, &engine_sight(), &[]).unwrap();
    assert_eq!(page.drain(QUIET), vec![]);
    let (status, _, _) = request(
        addr,
        "POST",
        &format!("{wrong}/seen"),
        &format!(r#"{{"sight":{}}}"#, id.0),
    );
    assert_eq!(status, 403);
    let (status, _, _) = request(
        addr,
        "POST",
        &format!("{wrong}/answer"),
        &format!(r#"{{"sight":{},"choice":"a"}}"#, id.0),
    );
    assert_eq!(status, 403);
    assert_eq!(phones.sight_state(id), Some(SightState::Waiting));
    // the seat's page itself opens with the wrong secret too: it is the same public page
    let (status, head, html) = request(addr, "GET", wrong, "");
    assert_eq!(status, 200);
    assert!(head.contains("content-security-policy"));
    assert!(!html.contains("0123456789abcdef"));
}

#[test]
fn a_page_that_reconnects_catches_up_from_its_version() {
    let phones = start(1);
    let addr = phones.local_addr();
    let seat = seat_path(&phones, 0);
    phones.publish(&json!({"n": 1}));
    let mut page = Stream::open(addr, &format!("{seat}/events"), None);
    let first = page.expect("table");
    let v1 = first.id.clone().unwrap();
    drop(page); // the phone slept
    phones.publish(&json!({"n": 2}));
    let waiting = phones.show(0, &engine_sight(), &[]).unwrap();
    let mut page = Stream::open(addr, &format!("{seat}/events"), Some(&v1));
    let got = page.drain(QUIET);
    assert_eq!(kinds(&got), vec!["seat", "table", "sight"]);
    assert_eq!(got[1].data, json!({"n": 2}));
    assert_eq!(got[2].data["id"], json!(waiting.0));
    let v2 = got[1].id.clone().unwrap();
    assert_ne!(v1, v2);
    drop(page);
    // opened now, the sight is never sent again; a page that is up to date gets no frame again
    let (status, _, _) = request(
        addr,
        "POST",
        &format!("{seat}/seen"),
        &format!(r#"{{"sight":{}}}"#, waiting.0),
    );
    assert_eq!(status, 200);
    let mut page = Stream::open(addr, &format!("{seat}/events"), Some(&v2));
    assert_eq!(kinds(&page.drain(QUIET)), vec!["seat"]);
    // a version from an earlier run of the server is not taken for this one
    let mut page = Stream::open(addr, &format!("{seat}/events"), Some("1.2"));
    assert_eq!(kinds(&page.drain(QUIET)), vec!["seat", "table"]);
}

#[test]
fn a_revoked_seat_gets_nothing_more() {
    let phones = start(2);
    let addr = phones.local_addr();
    let old = seat_path(&phones, 0);
    phones.publish(&json!({"n": 1}));
    let mut lost = Stream::open(addr, &format!("{old}/events"), None);
    lost.expect("table");
    assert!(phones.revoke(0));
    assert_eq!(lost.expect("revoked").data, json!({}));
    assert_eq!(lost.next(QUIET), None, "the stream ends");
    let new = seat_path(&phones, 0);
    assert_ne!(old, new);
    // the old link is now a stranger's: public frames only
    let mut stranger = Stream::open(addr, &format!("{old}/events"), None);
    stranger.expect("unknown_link");
    let id = phones.show(0, &engine_sight(), &[]).unwrap();
    assert!(stranger.drain(QUIET).iter().all(|e| e.event != "sight"));
    let (status, _, _) = request(
        addr,
        "POST",
        &format!("{old}/seen"),
        &format!(r#"{{"sight":{}}}"#, id.0),
    );
    assert_eq!(status, 403);
    // the new link is the seat's
    let mut phone = Stream::open(addr, &format!("{new}/events"), None);
    assert_eq!(phone.expect("sight").data["id"], json!(id.0));
}

#[test]
fn a_sight_taken_back_closes_on_the_phone_and_an_opened_one_cannot_be() {
    let phones = start(1);
    let addr = phones.local_addr();
    let seat = seat_path(&phones, 0);
    let mut phone = Stream::open(addr, &format!("{seat}/events"), None);
    let a = phones.show(0, &engine_sight(), &[]).unwrap();
    phone.expect("sight");
    assert_eq!(phones.withdraw(a), Ok(()));
    assert_eq!(
        phone.expect("closed").data,
        json!({"id": a.0, "state": "withdrawn"})
    );
    let b = phones.show(0, &engine_sight(), &[]).unwrap();
    phone.expect("sight");
    request(
        addr,
        "POST",
        &format!("{seat}/seen"),
        &format!(r#"{{"sight":{}}}"#, b.0),
    );
    // shown on the phone: the laptop must not show it again
    assert_eq!(phones.withdraw(b), Err(SightState::Seen));
}

#[test]
fn a_phone_that_keeps_reconnecting_is_never_turned_away() {
    let phones = start(1);
    let addr = phones.local_addr();
    let seat = seat_path(&phones, 0);
    phones.publish(&json!({"n": 1}));
    // dead streams a sleeping phone left behind, still open on the server
    let mut old: Vec<Stream> = (0..10)
        .map(|_| Stream::open(addr, &format!("{seat}/events"), None))
        .collect();
    let mut newest = Stream::open(addr, &format!("{seat}/events"), None);
    newest.expect("table");
    let (per_seat, _) = phones.connected();
    assert!(per_seat[0] <= 4, "{per_seat:?}");
    // the oldest were ended to make room
    assert_eq!(
        old[0].drain(QUIET).last().map(|e| e.event.clone()),
        Some("table".into())
    );
    assert_eq!(old[0].next(QUIET), None);
    phones.show(0, &engine_sight(), &[]).unwrap();
    newest.expect("sight");
    old.clear();
}

#[test]
fn hostile_clients_neither_stall_the_app_nor_get_anything() {
    let phones = start(2);
    let addr = phones.local_addr();
    let seat = seat_path(&phones, 0);
    // malformed and oversized posts
    for body in [
        "",
        "{",
        "[]",
        r#"{"sight":"x"}"#,
        r#"{"sight":1,"extra":2}"#,
    ] {
        let (status, _, _) = request(addr, "POST", &format!("{seat}/seen"), body);
        assert_eq!(status, 400, "{body}");
    }
    let huge = format!(r#"{{"sight":1,"choice":"{}"}}"#, "x".repeat(100_000));
    let (status, _, _) = request(addr, "POST", &format!("{seat}/answer"), &huge);
    assert_eq!(status, 413);
    // garbage instead of HTTP, a head without end, a path that is not the page's
    let mut junk = TcpStream::connect(addr).unwrap();
    junk.write_all(&[0xff; 4096]).unwrap();
    let mut endless = TcpStream::connect(addr).unwrap();
    endless.write_all(b"GET / HTTP/1.1\r\nX: ").unwrap();
    endless.write_all(&[b'a'; 64 * 1024]).unwrap_or(());
    assert_eq!(request(addr, "GET", "/../../etc/passwd", "").0, 404);
    assert_eq!(request(addr, "GET", "/p/zz/../events", "").0, 404);
    // hundreds of idle connections
    let idle: Vec<TcpStream> = (0..400)
        .filter_map(|_| TcpStream::connect(addr).ok())
        .collect();
    // the app's side never waits on any of it
    let started = Instant::now();
    for n in 0..100 {
        phones.publish(&json!({"n": n}));
        phones.show(1, &engine_sight(), &[]).unwrap();
        assert!(phones.answers().is_empty());
    }
    let app_side = started.elapsed();
    drop(idle);
    drop(junk);
    drop(endless);
    // and once they are gone the seat's page works (at once: a new connection is never turned
    // away, even while the server still counts the closed ones)
    let mut page = Stream::seat_within(addr, &seat, SEAT_WAIT).expect("the server answers");
    assert_eq!(page.expect("table").data, json!({"n": 99}));
    // recorded, not asserted: a timing assert would fail on a loaded machine
    eprintln!("100 publishes and sights with 400 idle connections: {app_side:?}");
}

#[test]
fn the_page_is_the_apps_own_files_with_guarding_headers() {
    let phones = start(1);
    let addr = phones.local_addr();
    for (path, kind) in [
        ("/", "text/html"),
        ("/app.js", "text/javascript"),
        ("/app.css", "text/css"),
    ] {
        let (status, head, body) = request(addr, "GET", path, "");
        assert_eq!(status, 200, "{path}");
        assert!(
            head.contains(&format!("content-type: {kind}")),
            "{path}: {head}"
        );
        assert!(head.contains("cache-control: no-store"));
        assert!(head.contains("referrer-policy: no-referrer"));
        assert!(head.contains("script-src 'self'"));
        // nothing from elsewhere
        assert!(!body.contains("https://"), "{path}");
    }
    assert_eq!(request(addr, "GET", "/favicon.ico", "").0, 404);
    assert_eq!(request(addr, "DELETE", "/", "").0, 405);
}

/// Issue 53: the page filled a player's name into its words with `String.replace`, which reads
/// `$&`, `$'` and the like in a replacement as patterns (a name with `$&` came out changed). It
/// splits and joins instead: no `replace` call is left in the page's script for a name to reach.
#[test]
fn the_page_fills_names_without_replace_patterns() {
    let phones = start(1);
    let (status, _, js) = request(phones.local_addr(), "GET", "/app.js", "");
    assert_eq!(status, 200);
    let replaces: Vec<&str> = js
        .match_indices(".replace")
        .map(|(at, _)| js[at..].lines().next().unwrap_or_default())
        .filter(|call| !call.starts_with(".replaceChildren("))
        .collect();
    assert!(replaces.is_empty(), "{replaces:?}");
}

#[test]
fn stopping_ends_every_stream() {
    let phones = start(1);
    let addr = phones.local_addr();
    phones.publish(&json!({"n": 1}));
    let mut page = Stream::open(addr, "/events", None);
    page.expect("table");
    drop(phones);
    assert_eq!(page.next(Duration::from_secs(2)), None);
    assert!(TcpStream::connect_timeout(&addr, Duration::from_millis(500)).is_err());
}

/// Issue 53: after a restart every phone link changed, and old pages said the link belonged to
/// no seat. A server started with a game's kept secrets gives the seats the same links; a kept
/// value that is not one of our secrets is replaced, and seats beyond the kept ones get new
/// secrets.
#[test]
fn a_server_started_again_keeps_the_seats_links() {
    let first = start(3);
    let kept = first.secrets();
    assert_eq!(kept.len(), 3);
    drop(first);
    let mut given = kept.clone();
    given[1] = "not-a-secret'><script>".into();
    let again = Phones::start_keeping(loopback(), 4, &given).unwrap();
    let now = again.secrets();
    assert_eq!(now[0], kept[0]);
    assert_eq!(now[2], kept[2]);
    assert_ne!(now[1], given[1], "a foreign value is never a seat's key");
    assert_eq!(now[1].len(), 32);
    assert_eq!(now.len(), 4);
    assert!(!kept.contains(&now[3]));
    // the kept link reaches its seat: a sight for seat 0 arrives on its old link
    assert!(
        again
            .seat_url(lo(), 0)
            .is_some_and(|u| u.ends_with(&kept[0]))
    );
}

/// One raw request with the headers given; the status.
fn raw(addr: SocketAddr, head: &str, body: &str) -> u16 {
    let mut tcp = TcpStream::connect(addr).unwrap();
    tcp.set_read_timeout(Some(Duration::from_secs(5))).unwrap();
    write!(
        tcp,
        "{head}\r\nConnection: close\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    )
    .unwrap();
    let mut all = String::new();
    let _ = tcp.read_to_string(&mut all);
    all.split(' ')
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(0)
}

/// Issue 53, a hostile audit on loopback: a request naming another site in `Host` got the table
/// frame (DNS rebinding: a site whose name was made to resolve to this computer); a
/// form-encoded post from another origin was applied; a wrong key with a long choice was
/// answered 409 (so a stranger learnt how its body would have been read) instead of 403.
#[test]
fn strangers_from_other_sites_get_nothing_and_change_nothing() {
    let phones = start(1);
    let addr = phones.local_addr();
    let id = phones
        .show(0, &engine_sight(), &[("a".into(), "A".into())])
        .unwrap();
    let seat = seat_path(&phones, 0);
    let body = format!(r#"{{"sight":{},"choice":"a"}}"#, id.0);
    // another site's name in Host: no frame, no page
    assert_eq!(
        raw(
            addr,
            "GET /events HTTP/1.1\r\nHost: attacker.example:8765",
            ""
        ),
        421
    );
    assert_eq!(
        raw(addr, "GET / HTTP/1.1\r\nHost: attacker.example", ""),
        421
    );
    // a form post, and a JSON post from another origin: refused, nothing answered
    assert_eq!(
        raw(
            addr,
            &format!(
                "POST {seat}/answer HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded"
            ),
            &body
        ),
        415
    );
    assert_eq!(
        raw(
            addr,
            &format!(
                "POST {seat}/answer HTTP/1.1\r\nHost: 127.0.0.1:{}\r\nContent-Type: application/json\r\nOrigin: http://evil.example",
                addr.port()
            ),
            &body
        ),
        403
    );
    assert_eq!(phones.sight_state(id), Some(SightState::Waiting));
    // a wrong key is a wrong key, whatever the body
    let long = format!(r#"{{"sight":{},"choice":"{}"}}"#, id.0, "x".repeat(500));
    assert_eq!(
        raw(
            addr,
            "POST /p/0123456789abcdef0123456789abcdef/answer HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json",
            &long
        ),
        403
    );
    // the page's own post, from its own origin, is taken
    assert_eq!(
        raw(
            addr,
            &format!(
                "POST {seat}/answer HTTP/1.1\r\nHost: 127.0.0.1:{}\r\nContent-Type: application/json\r\nOrigin: http://127.0.0.1:{}",
                addr.port(),
                addr.port()
            ),
            &body
        ),
        200
    );
    assert_eq!(
        phones.sight_state(id),
        Some(SightState::Answered("a".into()))
    );
}

/// A key that names no seat.
const WRONG: &str = "/p/0123456789abcdef0123456789abcdef";

/// How long a seat may take to connect after a hostile probe: liveness, not speed.
const SEAT_WAIT: Duration = Duration::from_secs(2);

/// Issue 53, a hostile audit: twenty streams on a link whose key names no seat ended the table
/// display's stream (strangers shared its limit). Strangers have a small pool of their own: the
/// display's stream and the seat's stay, and a seat still connects.
#[test]
fn a_strangers_streams_end_neither_the_table_displays_nor_a_seats() {
    let phones = start(1);
    let addr = phones.local_addr();
    let seat = seat_path(&phones, 0);
    phones.publish(&json!({"n": 1}));
    let mut display = Stream::open(addr, "/events", None);
    display.expect("table");
    let mut phone = Stream::open(addr, &format!("{seat}/events"), None);
    phone.expect("table");
    // 23 connections in all from loopback: within one peer's share of the connections
    let strangers: Vec<Stream> = (0..20)
        .map(|_| Stream::open(addr, &format!("{WRONG}/events"), None))
        .collect();
    phones.publish(&json!({"n": 2}));
    assert_eq!(display.expect("table").data, json!({"n": 2}));
    assert_eq!(phone.expect("table").data, json!({"n": 2}));
    assert_eq!(
        phones.connected(),
        (vec![1], 1),
        "strangers are no table display"
    );
    let mut again = Stream::seat_within(addr, &seat, SEAT_WAIT).expect("a seat still connects");
    assert_eq!(again.expect("table").data, json!({"n": 2}));
    drop(strangers);
}

/// Issue 53, a hostile audit: 300 idle sockets from one address held every connection slot,
/// and no phone could connect (each was closed after ten seconds, and opened again). An address
/// holds a share of the slots, its newest connections ending its oldest: a seat still
/// connects, even from the flood's own address.
#[test]
fn an_idle_flood_does_not_lock_a_seat_out() {
    let phones = start(1);
    let addr = phones.local_addr();
    let seat = seat_path(&phones, 0);
    let idle: Vec<TcpStream> = (0..300)
        .filter_map(|_| TcpStream::connect(addr).ok())
        .collect();
    assert!(idle.len() > 256, "{} connected", idle.len());
    let mut page = Stream::seat_within(addr, &seat, SEAT_WAIT).expect("a seat still connects");
    phones.publish(&json!({"n": 1}));
    assert_eq!(page.expect("table").data, json!({"n": 1}));
    drop(idle);
}

/// Issue 53, a hostile audit: 260 connections sending their requests a byte at a time held
/// every connection slot. Half of these post to the seat's own link (the one body the server
/// reads, so it waits for it) and half send a head without end; while the bytes keep coming, a
/// seat still connects.
#[test]
fn slow_requests_do_not_lock_a_seat_out() {
    let phones = start(1);
    let addr = phones.local_addr();
    let seat = seat_path(&phones, 0);
    let mut slow: Vec<TcpStream> = (0..260)
        .filter_map(|n| {
            let mut tcp = TcpStream::connect(addr).ok()?;
            let head = if n % 2 == 0 {
                format!(
                    "POST {seat}/answer HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{{"
                )
            } else {
                "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ".to_string()
            };
            tcp.write_all(head.as_bytes()).ok()?;
            Some(tcp)
        })
        .collect();
    assert!(slow.len() > 256, "{} connected", slow.len());
    // a byte more on each, as the audit did, and the seat comes
    for tcp in &mut slow {
        let _ = tcp.write_all(b" ");
    }
    let mut page = Stream::seat_within(addr, &seat, SEAT_WAIT).expect("a seat still connects");
    for tcp in &mut slow {
        let _ = tcp.write_all(b" ");
    }
    phones.publish(&json!({"n": 1}));
    assert_eq!(page.expect("table").data, json!({"n": 1}));
}

/// A connection from `ip` (another loopback address: Linux answers on all of 127.0.0.0/8).
#[cfg(target_os = "linux")]
fn connect_from(
    runtime: &tokio::runtime::Runtime,
    ip: [u8; 4],
    to: SocketAddr,
) -> Option<TcpStream> {
    runtime.block_on(async {
        let socket = tokio::net::TcpSocket::new_v4().ok()?;
        socket.bind(SocketAddr::from((ip, 0))).ok()?;
        let tcp = socket.connect(to).await.ok()?.into_std().ok()?;
        tcp.set_nonblocking(false).ok()?;
        Some(tcp)
    })
}

/// A server full of other addresses' connections still lets a new address in: the address
/// holding the most gives up its oldest. Twelve addresses open 24 idle sockets each (one
/// address's share), past the server's 256; a seat from another address connects.
#[cfg(target_os = "linux")]
#[test]
fn a_server_full_of_other_addresses_still_lets_a_seat_in() {
    let phones = start(1);
    let addr = phones.local_addr();
    let seat = seat_path(&phones, 0);
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_io()
        .build()
        .unwrap();
    let idle: Vec<TcpStream> = (2..14u8)
        .flat_map(|last| (0..24).map(move |_| [127, 0, 0, last]))
        .filter_map(|ip| connect_from(&runtime, ip, addr))
        .collect();
    assert!(idle.len() > 256, "{} connected", idle.len());
    let mut page = Stream::seat_within(addr, &seat, SEAT_WAIT).expect("a seat still connects");
    phones.publish(&json!({"n": 1}));
    assert_eq!(page.expect("table").data, json!({"n": 1}));
    drop(idle);
}

/// Issue 53: a choice asked in steps (a form: a move into a room whose tile the table flips) is
/// answered with one option of each step, `form/option/option`; an answer missing a step or
/// naming an option of no step is refused, and nothing reaches the app.
#[test]
fn a_form_is_answered_with_one_option_of_each_step() {
    use nemesis_adapters::phones::{Form, FormStep};
    let phones = start(1);
    let addr = phones.local_addr();
    let seat = seat_path(&phones, 0);
    let option = |id: &str| (id.to_string(), id.to_uppercase());
    let form = Form {
        id: "m5w0".into(),
        label: "Lab".into(),
        steps: vec![
            FormStep {
                title: "Tile".into(),
                options: vec![option("r0"), option("r1")],
            },
            FormStep {
                title: "Token".into(),
                options: vec![option("f0"), option("f1")],
            },
        ],
    };
    let id = phones
        .show_with_forms(0, &engine_sight(), &[], std::slice::from_ref(&form))
        .unwrap();
    let mut phone = Stream::open(addr, &format!("{seat}/events"), None);
    let got = phone.expect("sight");
    assert_eq!(
        got.data["forms"][0]["steps"][1]["options"][1],
        json!(["f1", "F1"])
    );
    for wrong in [
        "m5w0",
        "m5w0/r1",
        "m5w0/f0/r1",
        "m5w0/r1/f0/f1",
        "m5w1/r1/f0",
        "r1/f0",
    ] {
        let (status, _, body) = request(
            addr,
            "POST",
            &format!("{seat}/answer"),
            &format!(r#"{{"sight":{},"choice":"{wrong}"}}"#, id.0),
        );
        assert_eq!(status, 409, "{wrong}: {body}");
    }
    assert!(phones.answers().is_empty());
    let (status, _, _) = request(
        addr,
        "POST",
        &format!("{seat}/answer"),
        &format!(r#"{{"sight":{},"choice":"m5w0/r1/f0"}}"#, id.0),
    );
    assert_eq!(status, 200);
    let answers = phones.answers();
    assert_eq!(answers.len(), 1);
    assert_eq!(answers[0].choice, "m5w0/r1/f0");
}

/// Issue 53, a hostile audit: the table display's link needs no key, so anyone may open its
/// stream, and its pool of streams was shared: one machine opening twenty ended the real
/// display's. A machine holds a few of that pool (its newest ending its own oldest), and a full
/// pool ends a stream of the machine holding the most: the display on the laptop keeps its
/// stream through one stranger's twenty and through six strangers' four each.
#[cfg(target_os = "linux")]
#[test]
fn strangers_opening_the_table_display_end_their_own_streams_not_the_real_one() {
    let phones = start(1);
    let addr = phones.local_addr();
    phones.publish(&json!({"n": 1}));
    let mut display = Stream::open(addr, "/events", None);
    display.expect("table");
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_io()
        .build()
        .unwrap();
    let from = |last: u8| {
        let tcp = connect_from(&runtime, [127, 0, 0, last], addr).expect("connects");
        Stream::open_on(tcp, "/events", None)
    };
    let one: Vec<Stream> = (0..20).map(|_| from(2)).collect();
    phones.publish(&json!({"n": 2}));
    assert_eq!(display.expect("table").data, json!({"n": 2}));
    assert_eq!(
        phones.connected().1,
        1 + 4,
        "one stranger holds four of the display's streams"
    );
    let many: Vec<Stream> = (3..9u8)
        .flat_map(|last| (0..4).map(move |_| last))
        .map(from)
        .collect();
    phones.publish(&json!({"n": 3}));
    assert_eq!(display.expect("table").data, json!({"n": 3}));
    assert_eq!(phones.connected().1, 16, "the pool is full");
    drop((one, many));
}

/// Issue 53: once its head was in, nothing bounded a request, and a post whose body came a byte
/// at a time held its connection for as long as the bytes kept coming. A request is answered
/// within a bound, its body read included: this one gets 408 and its connection closes.
#[test]
fn a_body_that_never_ends_is_cut_off() {
    let phones = start(1);
    let addr = phones.local_addr();
    let seat = seat_path(&phones, 0);
    let mut tcp = TcpStream::connect(addr).unwrap();
    write!(
        tcp,
        "POST {seat}/answer HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{{"
    )
    .unwrap();
    // a byte every 200 ms (the whole body would take hours), until the server closes
    let mut dribble = tcp.try_clone().unwrap();
    let dribbler = std::thread::spawn(move || {
        while dribble.write_all(b" ").is_ok() {
            std::thread::sleep(Duration::from_millis(200));
        }
    });
    // a liveness bound, far past the server's own
    tcp.set_read_timeout(Some(Duration::from_secs(60))).unwrap();
    let mut answer = String::new();
    let closed = tcp.read_to_string(&mut answer);
    let _ = tcp.shutdown(std::net::Shutdown::Both);
    dribbler.join().unwrap();
    assert!(answer.starts_with("HTTP/1.1 408 "), "{answer:?}");
    assert!(closed.is_ok(), "the connection closes: {closed:?}");
}

/// A connection idle between requests is closed after a bounded time (the head timeout counts
/// from when a connection waits for a head, its first or its next one), while a page's stream,
/// which sends nothing after its head and outlives every request bound, lives on.
#[test]
fn an_idle_connection_is_closed_and_a_stream_is_not() {
    let phones = start(1);
    let addr = phones.local_addr();
    let seat = seat_path(&phones, 0);
    let mut page = Stream::open(addr, &format!("{seat}/events"), None);
    page.expect("seat");
    let mut idle = TcpStream::connect(addr).unwrap();
    write!(idle, "GET /app.css HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n").unwrap();
    // a liveness bound, far past the server's own
    idle.set_read_timeout(Some(Duration::from_secs(60)))
        .unwrap();
    let mut all = Vec::new();
    let closed = idle.read_to_end(&mut all);
    assert!(all.starts_with(b"HTTP/1.1 200 "));
    assert!(closed.is_ok(), "the idle connection closes: {closed:?}");
    phones.publish(&json!({"n": 1}));
    assert_eq!(page.expect("table").data, json!({"n": 1}));
}
