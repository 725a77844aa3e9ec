//! `cargo bench -p nemesis-adapters --bench phones`: how long a frame takes from `publish` to
//! every connected page (six pages on loopback: five seats and a table display), and whether a
//! thousand reconnects leave the memory where it was. Prints numbers; asserts nothing.
#![allow(clippy::unwrap_used, clippy::expect_used)] // tests and tools may stop at a broken assumption

use nemesis_adapters::phones::Phones;
use serde_json::json;
use std::io::{BufRead, BufReader, Write};
use std::net::{IpAddr, TcpStream};
use std::sync::mpsc;
use std::time::{Duration, Instant};

/// Opens a page's stream and reports each `table` event's version on `tx` as it arrives.
fn page(addr: std::net::SocketAddr, path: String, tx: mpsc::Sender<(usize, String)>, n: usize) {
    std::thread::spawn(move || {
        let mut tcp = TcpStream::connect(addr).unwrap();
        write!(tcp, "GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n").unwrap();
        let mut reader = BufReader::new(tcp);
        let mut line = String::new();
        while reader.read_line(&mut line).is_ok_and(|k| k > 0) {
            if let Some(id) = line.trim().strip_prefix("id:")
                && tx.send((n, id.trim().to_string())).is_err()
            {
                return;
            }
            line.clear();
        }
    });
}

fn rss_kib() -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("VmRSS:"))
                .and_then(|l| l.split_whitespace().nth(1)?.parse().ok())
        })
        .unwrap_or(0)
}

fn main() {
    let phones = Phones::start("127.0.0.1:0".parse().unwrap(), 5).unwrap();
    let addr = phones.local_addr();
    let lo = IpAddr::from([127, 0, 0, 1]);
    let (tx, rx) = mpsc::channel();
    let mut paths: Vec<String> = (0..5)
        .map(|s| {
            let url = phones.seat_url(lo, s).unwrap();
            format!("{}/events", &url[url.find("/p/").unwrap()..])
        })
        .collect();
    paths.push("/events".into());
    for (n, path) in paths.into_iter().enumerate() {
        page(addr, path, tx.clone(), n);
    }
    std::thread::sleep(Duration::from_millis(300));
    // a frame the size of a base game's mid-game frame (map, 40 log lines)
    let log: Vec<String> = (0..40)
        .map(|i| format!("{i}: 민지가 017번 방으로 이동합니다. → 소음 주사위를 굴리세요."))
        .collect();
    let mut times = Vec::new();
    for round in 0..300 {
        while rx.try_recv().is_ok() {}
        let frame = json!({"round": round, "log": log, "map": {"rooms": vec![json!({"x": 1, "y": 2, "name": "수술실"}); 21]}});
        let started = Instant::now();
        phones.publish(&frame);
        let mut got = [false; 6];
        while !got.iter().all(|g| *g) {
            let (n, id) = rx
                .recv_timeout(Duration::from_secs(5))
                .expect("every page gets the frame");
            if id.ends_with(&format!(".{}", round + 1)) {
                got[n] = true;
            }
        }
        times.push(started.elapsed());
    }
    times.sort();
    let pct = |p: f64| times[((times.len() as f64 * p) as usize).min(times.len() - 1)];
    println!(
        "publish → all 6 pages ({} frames of {} bytes): p50 {:.2} ms, p95 {:.2} ms, max {:.2} ms",
        times.len(),
        json!({"log": log}).to_string().len() + 2_000,
        pct(0.50).as_secs_f64() * 1e3,
        pct(0.95).as_secs_f64() * 1e3,
        times[times.len() - 1].as_secs_f64() * 1e3
    );

    let seat = phones.seat_url(lo, 0).unwrap();
    let path = format!("{}/events", &seat[seat.find("/p/").unwrap()..]);
    let reconnect = |count: usize| {
        for _ in 0..count {
            let mut tcp = TcpStream::connect(addr).unwrap();
            write!(tcp, "GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n").unwrap();
            let mut reader = BufReader::new(tcp);
            let mut line = String::new();
            // read up to the first event, then drop the connection as a sleeping phone does
            while reader.read_line(&mut line).is_ok_and(|k| k > 0) {
                if line.starts_with("data:") {
                    break;
                }
                line.clear();
            }
        }
    };
    reconnect(200); // warm up allocators
    std::thread::sleep(Duration::from_millis(300));
    let before = rss_kib();
    reconnect(1000);
    std::thread::sleep(Duration::from_millis(500));
    let after = rss_kib();
    let (seats, table) = phones.connected();
    println!(
        "1000 reconnects: resident memory {before} KiB → {after} KiB ({:+} KiB); streams open now: seats {seats:?}, table {table}",
        after as i64 - before as i64
    );
}
