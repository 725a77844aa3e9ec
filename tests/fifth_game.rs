//! Issue 52: a fifth game is a folder, not a wing. With the `stub-game` feature the rules crate
//! has a stub game (`rules::stub`), and each layer its few lines of glue; this test plays it
//! through what every game shares: the window's setup and table (the shell, its undo), the
//! saves (a game started in the window reopens, and one played headless opens in the window),
//! the phones (the turn on the seat's phone, its answer played as the window's tap) and
//! headless. `tests/architecture.rs` counts the files of glue the stub needed.
//! Run: `cargo test --features stub-game --test fifth_game`.
#![cfg(feature = "stub-game")]
#![allow(clippy::unwrap_used, clippy::expect_used)] // tests may stop at a broken assumption

use nemesis_companion::gui::games::TableMessage;
use nemesis_companion::gui::games::{NewGameOf, Opened, Setup, SetupAction, SetupMessage, Table};
use nemesis_companion::gui::i18n::{I18n, Language};
use nemesis_companion::gui::phones::PhonesLink;
use nemesis_companion::gui::sound::Sound;
use nemesis_companion::gui::stub::{self, StubTable};
use nemesis_companion::gui::table::shell::ShellMessage;
use nemesis_companion::rules::GameKind;
use nemesis_companion::rules::stub::{StubCommand, StubState};
use nemesis_companion::storage::GameStore;
use std::io::{BufRead, BufReader, Read, Write};
use std::net::{IpAddr, TcpStream};
use std::process::{Command, Stdio};
use std::time::Duration;

fn draw(player: u8) -> TableMessage {
    TableMessage::Stub(stub::Message::Play(StubCommand::Draw { player }))
}

fn stub_of(table: &Table) -> &StubTable {
    match table {
        Table::Stub(t) => t,
        _ => panic!("not the stub's table"),
    }
}

fn state(table: &Table) -> &StubState {
    stub_of(table).state()
}

/// A new stub game started as the window starts one: its setup page, then the work the app
/// runs on a pool thread, then its table.
fn started(store: &GameStore) -> Table {
    let mut setup = Setup::new(NewGameOf::from(GameKind::Stub), None);
    let SetupAction::Start { work, .. } =
        setup.update(SetupMessage::Stub(stub::SetupMessage::Start))
    else {
        panic!("the stub's page starts the game");
    };
    work(Ok(store.clone())).unwrap().into_table()
}

#[test]
fn the_stub_game_is_played_and_undone_at_the_shared_table_and_reopens_from_its_save() {
    let dir = tempfile::tempdir().unwrap();
    let store = GameStore::new(dir.path());
    let mut sound = Sound::off();
    let mut table = started(&store);
    assert_eq!(table.kind(), GameKind::Stub);
    assert_eq!(
        table.game().seat_names(&I18n::new(Language::En).unwrap()),
        ["A", "B"]
    );
    // player 2 may not draw at player 1's turn: refused, nothing changed
    let _ = table.update(draw(2), &mut sound);
    assert_eq!(state(&table).left(), 6);
    let _ = table.update(draw(1), &mut sound);
    assert_eq!(state(&table).left(), 5);
    assert_eq!(state(&table).drawn[0].len(), 1);
    // the shell's undo and redo, as at every table
    let _ = table.update(
        TableMessage::Stub(stub::Message::Shell(ShellMessage::Undo)),
        &mut sound,
    );
    assert_eq!(state(&table).left(), 6);
    let _ = table.update(
        TableMessage::Stub(stub::Message::Shell(ShellMessage::Redo)),
        &mut sound,
    );
    let drawn = state(&table).drawn.clone();
    assert_eq!(drawn[0].len(), 1, "redone with the same draw");
    // the save reopens as the window reopens any game
    let id = table.game().game_id().cloned().expect("saved");
    drop(table);
    let (opened, recovery) = Opened::resume(store.clone(), &id).unwrap();
    assert!(recovery.is_none());
    let table = opened.into_table();
    assert_eq!(state(&table).drawn, drawn);
}

/// A seat's page, as the browser opens it: its event stream.
struct Page(BufReader<TcpStream>);

fn host_and_path(url: &str) -> (String, String) {
    let rest = url.trim_start_matches("http://");
    let (host, path) = rest.split_at(rest.find('/').unwrap_or(rest.len()));
    (host.to_string(), path.to_string())
}

impl Page {
    fn open(url: &str) -> Page {
        let (host, path) = host_and_path(url);
        let mut tcp = TcpStream::connect(&host).unwrap();
        write!(tcp, "GET {path}/events HTTP/1.1\r\nHost: {host}\r\n\r\n").unwrap();
        tcp.set_read_timeout(Some(Duration::from_millis(500)))
            .unwrap();
        Page(BufReader::new(tcp))
    }

    /// The open questions received until the page was quiet: (sight, [(choice, label)]).
    fn questions(&mut self) -> Vec<(u64, Vec<(String, String)>)> {
        let mut all = String::new();
        let mut line = String::new();
        while self.0.read_line(&mut line).is_ok_and(|n| n > 0) {
            all.push_str(&line);
            line.clear();
        }
        all.lines()
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
}

fn answer(url: &str, sight: u64, choice: &str) -> String {
    let (host, path) = host_and_path(url);
    let body = format!(r#"{{"sight":{sight},"choice":"{choice}"}}"#);
    let mut tcp = TcpStream::connect(&host).unwrap();
    write!(
        tcp,
        "POST {path}/answer HTTP/1.1\r\nHost: {host}\r\nOrigin: http://{host}\r\nContent-Type: application/json\r\nConnection: close\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    )
    .unwrap();
    let mut reply = String::new();
    let _ = tcp.read_to_string(&mut reply);
    reply.lines().next().unwrap_or_default().to_string()
}

#[test]
fn the_stub_game_is_played_from_the_phone_of_the_player_whose_turn_it_is() {
    let i18n = I18n::new(Language::En).unwrap();
    let dir = tempfile::tempdir().unwrap();
    let mut sound = Sound::off();
    let mut table = started(&GameStore::new(dir.path()));
    let Ok(mut link) = PhonesLink::start(IpAddr::from([127, 0, 0, 1]), 2) else {
        return; // no port to bind here: nothing to check
    };
    let (url1, url2) = (link.seat_url(0).unwrap(), link.seat_url(1).unwrap());
    let mut phone1 = Page::open(&url1);
    let mut phone2 = Page::open(&url2);
    std::thread::sleep(Duration::from_millis(100));
    assert_eq!(table.sync_phones(&mut link, &i18n), None);
    let asked = phone1.questions();
    let (sight, choices) = asked.last().expect("player 1's turn on their phone");
    assert_eq!(choices.len(), 1, "{choices:?}");
    assert!(phone2.questions().is_empty(), "not player 2's turn");
    assert!(answer(&url1, *sight, &choices[0].0).contains("200"));
    let messages = table
        .sync_phones(&mut link, &i18n)
        .expect("the phone's answer");
    assert_eq!(messages, vec![draw(1)]);
    for m in messages {
        let _ = table.update(m, &mut sound);
    }
    assert_eq!(state(&table).left(), 5);
    // the same answer sent again (a page retrying after a dropped reply) plays nothing more;
    // the turn moved to player 2's phone
    let _ = answer(&url1, *sight, &choices[0].0);
    assert_eq!(table.sync_phones(&mut link, &i18n), None);
    assert!(
        !phone2.questions().is_empty(),
        "player 2's turn on their phone"
    );
    assert_eq!(state(&table).left(), 5, "applied once");
}

#[test]
fn the_stub_game_is_played_headless_and_its_save_opens_in_the_window() {
    let dir = tempfile::tempdir().unwrap();
    let mut child = Command::new(env!("CARGO_BIN_EXE_nemesis-companion"))
        .args(["headless", "--game", "stub", "--seed", "7", "--data-dir"])
        .arg(dir.path())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    {
        let mut stdin = child.stdin.take().unwrap();
        writeln!(stdin, r#"{{"cmd":"draw","player":1}}"#).unwrap();
        writeln!(stdin, r#"{{"cmd":"draw","player":1}}"#).unwrap();
    }
    let out = child.wait_with_output().unwrap();
    let lines: Vec<serde_json::Value> = String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 3, "{lines:?}");
    assert_eq!(lines[0]["ruleset"], "stub");
    assert_eq!(lines[1]["ok"], true, "{}", lines[1]);
    assert_eq!(lines[1]["outcomes"][0]["outcome"], "drew", "{}", lines[1]);
    assert_eq!(
        lines[2]["ok"], false,
        "not player 1's turn again: {}",
        lines[2]
    );
    let store = GameStore::new(dir.path());
    let id = GameStore::new(dir.path()).list().unwrap()[0].id.clone();
    let table = Opened::resume(store, &id).unwrap().0.into_table();
    assert_eq!(state(&table).left(), 5);
    assert_eq!(
        state(&table).drawn[0],
        vec![lines[1]["outcomes"][0]["number"].as_u64().unwrap() as u8]
    );
}

#[test]
fn the_stub_game_is_simulated_to_the_end() {
    let out = Command::new(env!("CARGO_BIN_EXE_nemesis-companion"))
        .args([
            "simulate",
            "--game",
            "stub",
            "--games",
            "3",
            "--players",
            "2",
        ])
        .output()
        .unwrap();
    assert!(out.status.success(), "{out:?}");
    // six numbers a game, one command each
    assert_eq!(
        String::from_utf8_lossy(&out.stdout).trim(),
        "Stub: 3 games, 18 commands"
    );
}
