//! `headless`: one command per line as JSON in, one JSON line out per input line.
//! A bad line gets a JSON error and changes nothing. See docs/headless.md.

use super::phones::{NemesisPhones, PhoneSide, RetaliationPhones};
use super::simulate::{
    DealerArg, GameArg, ModeArg, SideArg, SpeciesArg, TrackArg, dealer, mode, side, species,
    track_kind,
};
use crate::rules::ids::Dealer;
use crate::rules::retaliation::{Retaliation, RetaliationConfig};
use crate::rules::{Nemesis, RuleError, Ruleset};
use crate::session::{Journal, PersistentJournal, Session};
use crate::storage::{GameStore, Stored};
use serde::de::DeserializeOwned;
use serde_json::{Value, json};
use std::io::{BufRead, Write};
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(clap::Args, Debug)]
pub struct Args {
    /// Which game: base Nemesis, or Nemesis: Retaliation.
    #[arg(long, value_enum, default_value = "nemesis")]
    pub game: GameArg,
    /// Seed of the game.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Players (1-5); 4 when not given, 1 in solo. A count the rules do not take for the mode
    /// (solo with more than one) is refused, not changed.
    #[arg(long, value_parser = clap::value_parser!(u8).range(1..=5))]
    pub players: Option<u8>,
    #[arg(long, value_enum, default_value = "a")]
    pub side: SideArg,
    #[arg(long, value_enum, default_value = "standard")]
    pub mode: ModeArg,
    /// The intruders in the box (base Nemesis).
    #[arg(long, value_enum, default_value = "intruders")]
    pub species: SpeciesArg,
    /// Void Seeders: the creature printed at insanity levels 1 to 5 on your insanity track
    /// card, e.g. `--track lurker,lurker,whisperer,stalker,despoiler` (no public source has it).
    #[arg(long, value_enum, value_delimiter = ',')]
    pub track: Vec<TrackArg>,
    /// Who deals the room tiles and exploration tokens (base Nemesis; the room and corridor
    /// tiles in Retaliation): `app` by default, `box` with Void Seeders (the only choice there: a
    /// Lair token's item number is printed only on the token).
    #[arg(long, value_enum)]
    pub dealer: Option<DealerArg>,
    /// Retaliation: Deadly mode (corridors match their second noise number too).
    #[arg(long)]
    pub deadly: bool,
    /// Save the game in this folder as it goes: every command is in its journal before its answer.
    #[arg(long, value_name = "DIR", value_parser = folder)]
    pub data_dir: Option<PathBuf>,
    /// Continue the last unfinished game saved in the data folder (a new game if there is none).
    /// Without --data-dir, the app's data folder is used.
    #[arg(long)]
    pub resume: bool,
    /// Phones at the table: serve the seat pages and the table display on this address and port
    /// (`127.0.0.1:0` for this computer only on any free port, `0.0.0.0:8765` for the Wi-Fi).
    /// The links are in the ready line under "phones" and on stderr.
    #[arg(long, value_name = "ADDR")]
    pub phones: Option<std::net::SocketAddr>,
    /// The phones' language: en, ko or ja.
    #[arg(long, default_value = "en", value_parser = language)]
    pub lang: crate::present::i18n::Language,
}

fn language(s: &str) -> Result<crate::present::i18n::Language, String> {
    crate::present::i18n::Language::from_tag(s)
        .ok_or_else(|| format!("{s:?}: the languages are en, ko and ja"))
}

/// A folder argument: an empty one would mean the current folder without saying so.
fn folder(s: &str) -> Result<PathBuf, String> {
    if s.trim().is_empty() {
        Err("the folder must not be empty".into())
    } else {
        Ok(PathBuf::from(s))
    }
}

/// Requests that are about the session rather than the game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Meta {
    Undo,
    Redo,
    /// Everything the table may see.
    View,
    /// The setup and the commands so far (a save).
    Journal,
    /// Every command the rules accept now, grouped by who may send it (issue 51).
    Offers,
    /// The round's step, whose turn it is and what they have left.
    Turn,
    /// The question the game waits for, if any.
    Pending,
}

/// The names of the meta requests, as a line says them.
const META_NAMES: &str = "undo, redo, view, journal, offers, turn, pending";

/// One input line, understood.
#[derive(Debug)]
enum Request<C> {
    Meta(Meta),
    Command(C),
}

/// The longest line answered. A real command is under a kilobyte; a longer line is refused
/// without being read whole, so no input can take the memory of the machine.
pub const MAX_LINE_BYTES: usize = 1024 * 1024;

/// Reads one request: a JSON object with exactly one of `"cmd"` (a command, its fields beside it)
/// or `"meta"` (a session request, alone), each naming its request by a string. Unknown fields
/// are refused, numbers are never taken for names, and the error says which request and field.
fn parse_request<C: DeserializeOwned>(line: &str) -> Result<Request<C>, String> {
    let value: Value =
        serde_json::from_str(line).map_err(|e| format!("the line is not JSON: {e}"))?;
    let Value::Object(obj) = &value else {
        return Err(
            "a request is a JSON object with \"cmd\" (a command) or \"meta\" (undo, redo, \
             view, journal)"
                .into(),
        );
    };
    match (obj.get("cmd"), obj.get("meta")) {
        (Some(_), Some(_)) => Err("a request has \"cmd\" or \"meta\", not both".into()),
        (None, None) => {
            Err("a request names a command with \"cmd\" or a session request with \"meta\"".into())
        }
        (None, Some(Value::String(name))) => {
            let meta = match name.as_str() {
                "undo" => Meta::Undo,
                "redo" => Meta::Redo,
                "view" => Meta::View,
                "journal" => Meta::Journal,
                "offers" => Meta::Offers,
                "turn" => Meta::Turn,
                "pending" => Meta::Pending,
                other => {
                    return Err(format!(
                        "unknown meta request {other:?}, expected one of {META_NAMES}"
                    ));
                }
            };
            if let Some(extra) = obj.keys().find(|k| *k != "meta") {
                return Err(format!(
                    "meta {name}: unknown field {extra:?}, a meta request has no other field"
                ));
            }
            Ok(Request::Meta(meta))
        }
        (None, Some(other)) => Err(format!(
            "\"meta\" must be the request's name as a string ({META_NAMES}), not {other}"
        )),
        (Some(Value::String(name)), None) => {
            names_are_strings(&value)?;
            let name = name.clone();
            serde_json::from_value::<C>(value.clone())
                .map(Request::Command)
                .map_err(|e| {
                    let e = e.to_string();
                    // serde says "unknown variant" both for a command's name and for a field's
                    // value (`"kind":"hnd"`): only the first is an unknown command
                    let variant = e.split('`').nth(1);
                    if e.starts_with("unknown variant") && variant == Some(name.as_str()) {
                        format!("unknown command {name:?}: {e}")
                    } else if let Some(field) = culprit::<C>(&value, &e) {
                        format!("{name}: field {field:?}: {e}")
                    } else {
                        format!("{name}: {e}")
                    }
                })
        }
        (Some(other), None) => Err(format!(
            "\"cmd\" must be the command's name as a string (for example \"move\"), not {other}"
        )),
    }
}

/// The field whose value serde refused, when its message does not name it (a value of the wrong
/// type or out of range inside a command): fields are read in order and the first bad value
/// stops the reading, so it is the first field whose removal changes the error.
fn culprit<C: DeserializeOwned>(value: &Value, error: &str) -> Option<String> {
    if error.contains("field `") {
        return None;
    }
    let Value::Object(obj) = value else {
        return None;
    };
    obj.keys()
        .filter(|k| *k != "cmd" && *k != "fix")
        .find(|k| {
            let mut without = obj.clone();
            without.remove(*k);
            serde_json::from_value::<C>(Value::Object(without))
                .err()
                .is_none_or(|e| e.to_string() != error)
        })
        .cloned()
}

/// serde takes a number in place of a tag (`{"cmd":1}` would run the second command): the tags
/// of commands and corrections must be strings. A Retaliation correction is an object with its
/// own `"fix"` tag inside (`{"cmd":"correct","fix":{"fix":"fire",…}}`), checked the same way.
fn names_are_strings(value: &Value) -> Result<(), String> {
    let fix = match value {
        Value::Object(obj) => match obj.get("fix") {
            Some(Value::Object(inner)) => inner.get("fix"),
            other => other,
        },
        _ => None,
    };
    if let Some(fix) = fix
        && !fix.is_string()
    {
        return Err(format!(
            "fix: \"fix\" must be the correction's name as a string (for example \"set_noise\"), \
             not {fix}"
        ));
    }
    Ok(())
}

/// Answers one input line. Pure apart from the session it changes, so tests drive it directly.
/// When the session cannot save, the answer carries `"storage_warning"`.
pub fn answer<R: Ruleset, S: Session<R>>(journal: &mut S, line: &str) -> Value {
    let mut reply = answer_line(journal, line);
    if let (Some(warning), Some(obj)) = (journal.storage_warning(), reply.as_object_mut()) {
        obj.insert(
            "storage_warning".into(),
            Value::String(warning.saving_failed()),
        );
    }
    reply
}

fn bad_line(detail: impl Into<String>) -> Value {
    json!({"ok": false, "error": {"error": "bad_line", "detail": detail.into()}})
}

fn answer_line<R: Ruleset, S: Session<R>>(journal: &mut S, line: &str) -> Value {
    let line = line.trim();
    if line.len() > MAX_LINE_BYTES {
        return too_long();
    }
    match parse_request::<R::Command>(line) {
        Err(detail) => bad_line(detail),
        Ok(Request::Command(cmd)) => match journal.apply(cmd) {
            Ok(outcomes) => {
                json!({"ok": true, "n": journal.journal().cursor(), "outcomes": outcomes})
            }
            Err(e) => json!({"ok": false, "error": e}),
        },
        Ok(Request::Meta(Meta::Undo)) => match journal.undo() {
            Some(label) => json!({"ok": true, "n": journal.journal().cursor(), "undone": label}),
            None => json!({"ok": false, "error": {"error": "nothing_to_undo"}}),
        },
        Ok(Request::Meta(Meta::Redo)) => match journal.redo() {
            Some(Ok(outcomes)) => {
                json!({"ok": true, "n": journal.journal().cursor(), "outcomes": outcomes})
            }
            Some(Err(e)) => json!({"ok": false, "error": e}),
            None => json!({"ok": false, "error": {"error": "nothing_to_redo"}}),
        },
        Ok(Request::Meta(Meta::View)) => {
            json!({"ok": true, "view": R::public_view(journal.journal().state())})
        }
        Ok(Request::Meta(Meta::Journal)) => {
            json!({"ok": true, "journal": journal.journal().saved()})
        }
        Ok(Request::Meta(Meta::Offers)) => {
            json!({"ok": true, "offers": offers_by_actor::<R>(journal.journal().state())})
        }
        Ok(Request::Meta(Meta::Turn)) => {
            json!({"ok": true, "turn": R::turn(journal.journal().state())})
        }
        Ok(Request::Meta(Meta::Pending)) => {
            json!({"ok": true, "pending": R::pending(journal.journal().state())})
        }
    }
}

/// The rules' offers grouped by who may send them, in the order the rules give the actors:
/// `[{"by":"player","player":1,"offers":[{"command":{…},"choices":[…]}, …]}, …]`.
fn offers_by_actor<R: Ruleset>(state: &R::State) -> Value {
    let mut groups: Vec<(crate::rules::ask::Actor, Vec<Value>)> = Vec::new();
    for offer in R::offers(state) {
        let one = json!({"command": offer.command, "choices": offer.choices});
        match groups.iter_mut().find(|(actor, _)| *actor == offer.actor) {
            Some((_, list)) => list.push(one),
            None => groups.push((offer.actor, vec![one])),
        }
    }
    Value::Array(
        groups
            .into_iter()
            .map(|(actor, offers)| {
                let mut group = serde_json::to_value(actor).unwrap_or(Value::Null);
                if let Some(obj) = group.as_object_mut() {
                    obj.insert("offers".into(), Value::Array(offers));
                }
                group
            })
            .collect(),
    )
}

/// The players when `--players` is not given: four, or as near four as the mode takes (the
/// rules' answer: solo is one).
fn default_players(m: crate::rules::ids::Mode) -> u8 {
    let config = crate::rules::GameConfig::numbered(0, 4, crate::rules::ids::Side::A, m);
    let allowed = config.players_allowed();
    u8::try_from(4.clamp(*allowed.start(), *allowed.end())).unwrap_or(4)
}

pub fn run(args: Args) -> Result<ExitCode, String> {
    if args.game == GameArg::Retaliation {
        return run_retaliation(&args);
    }
    #[cfg(feature = "stub-game")]
    if args.game == GameArg::Stub {
        return run_stub(&args);
    }
    if args.deadly {
        return Err("--deadly is Retaliation's Deadly mode (with --game retaliation)".into());
    }
    let m = mode(args.mode);
    let players = usize::from(args.players.unwrap_or(default_players(m)));
    let mut config = crate::sim::config_with(
        args.seed,
        players,
        side(args.side),
        m,
        species(args.species),
    );
    config.dealer = match args.dealer {
        Some(d) => dealer(d),
        None if config.species.own_exploration_tokens() => Dealer::Box,
        None => Dealer::App,
    };
    if config.species.insanity() {
        let track: Vec<_> = args.track.iter().map(|&t| track_kind(t)).collect();
        config.insanity_track = Some(track.try_into().map_err(|_| {
            "--track needs the five symbols of your insanity track card, levels 1 to 5, \
             e.g. --track lurker,lurker,whisperer,stalker,despoiler"
                .to_string()
        })?);
    }
    if args.data_dir.is_none() && !args.resume {
        let mut journal: Journal = Journal::new(config).map_err(|e: RuleError| e.to_string())?;
        let mut hello = json!({"ok": true, "ruleset": Nemesis::GAME, "ready": journal.config(),
            "resumed": false, "n": 0});
        let phones = Nemesis::phones(&args, &journal)?;
        if let (Some(p), Some(obj)) = (&phones, hello.as_object_mut()) {
            obj.insert("phones".into(), p.links());
        }
        return serve::<Nemesis, _>(&mut journal, hello, phones);
    }
    serve_saved::<Nemesis>(&args, config)
}

/// A Retaliation game: in memory, or saved under `--data-dir` (or the app's data folder with
/// `--resume`) as the window saves it, so a game started here opens there and back.
fn run_retaliation(args: &Args) -> Result<ExitCode, String> {
    // the window's setup choices; an option of the base game only is refused, not ignored
    // (issue 34: --mode coop was silently ignored)
    if !matches!(args.species, SpeciesArg::Intruders) {
        return Err("--species is for base Nemesis; Retaliation has its own intruders".into());
    }
    if !matches!(args.side, SideArg::A) {
        return Err("--side is for base Nemesis; Retaliation's facility has no sides".into());
    }
    if !args.track.is_empty() {
        return Err("--track is for Void Seeders in base Nemesis".into());
    }
    let players = usize::from(args.players.unwrap_or(default_players(mode(args.mode))));
    // Retaliation's rules know solo only as co-op with one marine: a count beside it is refused,
    // not changed (issue 51: the setup is not quietly rewritten)
    if matches!(args.mode, ModeArg::Solo) && players != 1 {
        return Err("--mode solo is one marine: leave --players out or give 1".into());
    }
    let mut config = RetaliationConfig::numbered(args.seed, players);
    config.coop = !matches!(args.mode, ModeArg::Standard);
    config.deadly = args.deadly;
    config.dealer = args.dealer.map_or(Dealer::App, dealer);
    if args.data_dir.is_none() && !args.resume {
        let mut journal = Journal::<Retaliation>::new(config).map_err(|e| e.to_string())?;
        let mut hello = json!({"ok": true, "ruleset": Retaliation::GAME, "ready": journal.config(),
            "resumed": false, "n": 0});
        let phones = Retaliation::phones(args, &journal)?;
        if let (Some(p), Some(obj)) = (&phones, hello.as_object_mut()) {
            obj.insert("phones".into(), p.links());
        }
        return serve::<Retaliation, _>(&mut journal, hello, phones);
    }
    serve_saved::<Retaliation>(args, config)
}

/// The stub fifth game (only with the `stub-game` feature, issue 52): in memory, or saved as
/// every game is.
#[cfg(feature = "stub-game")]
fn run_stub(args: &Args) -> Result<ExitCode, String> {
    use crate::rules::stub::{Stub, StubConfig};
    let players = args.players.unwrap_or(2);
    let config = StubConfig {
        players: (1..=players).map(|p| format!("P{p}")).collect(),
        seed: args.seed,
    };
    if args.data_dir.is_none() && !args.resume {
        let mut journal = Journal::<Stub>::new(config).map_err(|e| e.to_string())?;
        let hello = json!({"ok": true, "ruleset": Stub::GAME, "ready": journal.config(),
            "resumed": false, "n": 0});
        return serve::<Stub, _>(&mut journal, hello, None);
    }
    serve_saved::<Stub>(args, config)
}

#[cfg(feature = "stub-game")]
impl OnPhones for crate::rules::stub::Stub {
    /// The stub's phones are the window's only (its test plays them there).
    fn phones<S: Session<Self>>(args: &Args, _: &S) -> PhonesOf<Self> {
        match args.phones {
            Some(_) => Err("the stub game has no headless phones".into()),
            None => Ok(None),
        }
    }
}

/// A game of `R` saved as it goes in the one store of every game (under `--data-dir`, or the
/// app's data folder), as the window saves it, so a game started here opens there and back.
/// With `--resume` the last unfinished game of `R` is played on; one open in another process is
/// refused, never replaced by a new game.
fn serve_saved<R: Stored + OnPhones>(args: &Args, config: R::Config) -> Result<ExitCode, String> {
    let store = match &args.data_dir {
        Some(dir) => GameStore::new(dir.clone()),
        None => GameStore::at_default_location().map_err(|e| e.to_string())?,
    };
    // Retaliation games an older version saved elsewhere join the store first
    let mut skipped = crate::session::legacy::convert_all(&store);
    let resumed = if args.resume {
        match PersistentJournal::<R>::continue_last(store.clone()) {
            Ok(c) => {
                skipped.extend(c.skipped);
                c.game
            }
            Err(e) => return refuse_to_start(&e),
        }
    } else {
        None
    };
    let (mut session, recovery, was_resumed) = match resumed {
        Some((pj, recovery)) => (pj, recovery, true),
        None => (
            PersistentJournal::<R>::create(store, config).map_err(|e| e.to_string())?,
            None,
            false,
        ),
    };
    let mut hello = json!({
        "ok": true,
        "ruleset": R::GAME,
        "ready": session.journal().config(),
        "resumed": was_resumed,
        "n": session.journal().cursor(),
        "game": session.id().as_str(),
    });
    if let Some(obj) = hello.as_object_mut() {
        if let Some(r) = recovery {
            obj.insert("recovered".into(), Value::String(r.to_string()));
        }
        if !skipped.is_empty() {
            let list: Vec<Value> = skipped
                .iter()
                .map(|s| json!({"game": s.id.as_str(), "reason": s.reason.to_string()}))
                .collect();
            obj.insert("skipped".into(), Value::Array(list));
        }
        if let Some(w) = session.storage_warning() {
            obj.insert("storage_warning".into(), Value::String(w.saving_failed()));
        }
    }
    let phones = R::phones(args, &session)?;
    if let (Some(p), Some(obj)) = (&phones, hello.as_object_mut()) {
        obj.insert("phones".into(), p.links());
    }
    serve::<R, _>(&mut session, hello, phones)
}

/// A game's pages for the phones at the table (`--phones`).
trait OnPhones: Ruleset + Sized {
    fn phones<S: Session<Self>>(args: &Args, session: &S) -> PhonesOf<Self>;
}

type PhonesOf<R> = Result<Option<Box<dyn PhoneSide<<R as Ruleset>::State>>>, String>;

impl OnPhones for Nemesis {
    fn phones<S: Session<Self>>(args: &Args, session: &S) -> PhonesOf<Self> {
        let Some(bind) = args.phones else {
            return Ok(None);
        };
        let journal = session.journal();
        let keep = session.kept();
        let phones =
            NemesisPhones::start(bind, args.lang, journal.config(), journal.state(), keep)?;
        let links = phones.links();
        eprintln!(
            "table display: {}",
            links["table"].as_str().unwrap_or_default()
        );
        for (i, url) in links["seats"].as_array().into_iter().flatten().enumerate() {
            eprintln!("player {}: {}", i + 1, url.as_str().unwrap_or_default());
        }
        Ok(Some(Box::new(phones)))
    }
}

impl OnPhones for Retaliation {
    fn phones<S: Session<Self>>(args: &Args, session: &S) -> PhonesOf<Self> {
        let Some(bind) = args.phones else {
            return Ok(None);
        };
        let state = session.journal().state();
        let phones = RetaliationPhones::start(bind, args.lang, state, session.kept())?;
        print_links(&phones.links());
        Ok(Some(Box::new(phones)))
    }
}

/// One line per link on stderr, for a person at the terminal.
fn print_links(links: &Value) {
    eprintln!(
        "table display: {}",
        links["table"].as_str().unwrap_or_default()
    );
    for (i, url) in links["seats"].as_array().into_iter().flatten().enumerate() {
        eprintln!("player {}: {}", i + 1, url.as_str().unwrap_or_default());
    }
}

/// The game cannot be opened (another process has it, the folder cannot be read): one JSON line
/// saying why on stdout, the same on stderr, exit code 2. Nothing was touched.
fn refuse_to_start(e: &crate::session::ContinueError) -> Result<ExitCode, String> {
    use crate::session::ContinueError;
    use crate::storage::file::LoadError;
    let code = match e {
        ContinueError::Game {
            error: LoadError::InUse,
            ..
        } => "game_in_use",
        _ => "cannot_resume",
    };
    let message = e.to_string();
    let line = json!({"ok": false, "error": {"error": code, "detail": message}});
    let mut out = std::io::stdout().lock();
    let _ = writeln!(out, "{line}");
    let _ = out.flush();
    Err(message)
}

fn too_long() -> Value {
    json!({"ok": false, "error": {"error": "line_too_long",
        "detail": format!("a line may have at most {MAX_LINE_BYTES} bytes; this one was not read")}})
}

/// One line of input as it came: its text, or why it cannot be read as text.
#[derive(Debug, PartialEq, Eq)]
pub enum InputLine {
    Text(String),
    NotUtf8,
    TooLong,
}

/// Reads the next line (without its newline), keeping at most `MAX_LINE_BYTES` of it in memory:
/// the rest of a longer line is skipped as it is read. `None` at the end of the input.
pub fn read_line(input: &mut impl BufRead) -> std::io::Result<Option<InputLine>> {
    let mut bytes = Vec::new();
    let mut too_long = false;
    let mut any = false;
    loop {
        let buf = input.fill_buf()?;
        if buf.is_empty() {
            break;
        }
        any = true;
        let (chunk, done) = match buf.iter().position(|&b| b == b'\n') {
            Some(i) => (&buf[..i], Some(i + 1)),
            None => (buf, None),
        };
        if !too_long {
            if bytes.len() + chunk.len() > MAX_LINE_BYTES {
                too_long = true;
                bytes = Vec::new();
            } else {
                bytes.extend_from_slice(chunk);
            }
        }
        let used = done.unwrap_or(buf.len());
        input.consume(used);
        if done.is_some() {
            break;
        }
    }
    if !any {
        return Ok(None);
    }
    if too_long {
        return Ok(Some(InputLine::TooLong));
    }
    if bytes.last() == Some(&b'\r') {
        bytes.pop();
    }
    Ok(Some(match String::from_utf8(bytes) {
        Ok(s) => InputLine::Text(s),
        Err(_) => InputLine::NotUtf8,
    }))
}

/// Writes the ready line, then answers stdin line by line: every line gets one answer, a line
/// that is not text or too long too, and the session goes on. With phones, what a seat answers
/// on its phone is applied between lines, each with an answer line of its own.
fn serve<R: Ruleset, S: Session<R>>(
    session: &mut S,
    hello: Value,
    phones: Option<Box<dyn PhoneSide<R::State>>>,
) -> Result<ExitCode, String> {
    let mut out = std::io::stdout().lock();
    writeln!(out, "{hello}").map_err(|e| e.to_string())?;
    out.flush().map_err(|e| e.to_string())?;
    let Some(mut phones) = phones else {
        let stdin = std::io::stdin();
        let mut input = stdin.lock();
        while let Some(line) = read_line(&mut input).map_err(|e| format!("reading stdin: {e}"))? {
            let Some(reply) = reply_to::<R, S>(session, line) else {
                continue;
            };
            writeln!(out, "{reply}").map_err(|e| e.to_string())?;
            out.flush().map_err(|e| e.to_string())?;
        }
        return Ok(ExitCode::SUCCESS);
    };
    // stdin is read on a thread of its own, so the phones' answers are taken while it waits
    let (lines, input) = std::sync::mpsc::sync_channel(1);
    std::thread::spawn(move || {
        let stdin = std::io::stdin();
        let mut stdin = stdin.lock();
        loop {
            let line = read_line(&mut stdin).map_err(|e| format!("reading stdin: {e}"));
            let end = !matches!(line, Ok(Some(_)));
            if lines.send(line).is_err() || end {
                return;
            }
        }
    });
    loop {
        for (phone, line) in phones.answered() {
            // a tap the table opens comes as a phone request (see `phones::tap`)
            let request = serde_json::from_str::<Value>(&line)
                .ok()
                .filter(|v| v.get("phone").is_some());
            let mut reply = match request {
                Some(request) => phones.request(session.journal().state(), &request),
                None => {
                    let reply = answer::<R, S>(session, &line);
                    phones.after(session.journal().state(), &reply);
                    reply
                }
            };
            if let Some(obj) = reply.as_object_mut() {
                obj.insert("phone".into(), phone);
            }
            writeln!(out, "{reply}").map_err(|e| e.to_string())?;
            out.flush().map_err(|e| e.to_string())?;
        }
        let line = match input.recv_timeout(std::time::Duration::from_millis(20)) {
            Ok(line) => line?,
            Err(std::sync::mpsc::RecvTimeoutError::Timeout) => continue,
            Err(std::sync::mpsc::RecvTimeoutError::Disconnected) => None,
        };
        let Some(line) = line else {
            return Ok(ExitCode::SUCCESS);
        };
        let phone_request = match &line {
            InputLine::Text(text) => serde_json::from_str::<Value>(text)
                .ok()
                .filter(|v| v.get("phone").is_some()),
            _ => None,
        };
        let reply = match phone_request {
            Some(request) => phones.request(session.journal().state(), &request),
            None => {
                let Some(reply) = reply_to::<R, S>(session, line) else {
                    continue;
                };
                phones.after(session.journal().state(), &reply);
                reply
            }
        };
        writeln!(out, "{reply}").map_err(|e| e.to_string())?;
        out.flush().map_err(|e| e.to_string())?;
    }
}

/// The answer to one input line; `None` for a blank line.
fn reply_to<R: Ruleset, S: Session<R>>(session: &mut S, line: InputLine) -> Option<Value> {
    Some(match line {
        InputLine::Text(line) if line.trim().is_empty() => return None,
        InputLine::Text(line) => answer::<R, S>(session, &line),
        InputLine::NotUtf8 => bad_line("the line is not UTF-8 text"),
        InputLine::TooLong => too_long(),
    })
}
