//! The scanner overlay driven like the window drives it: generated label frames played by the fake
//! source through the real worker thread (decode, debounce), turned into the panel's messages by
//! the same converter the subscription uses; typing; camera trouble; the command it ends in; the
//! verdict from the core's outcomes; and the overlay rendered in Korean and Japanese.
//!
//! `cargo test --test gui_scan -- --ignored gallery` writes target/gallery/scan-*.png.
#![allow(clippy::unwrap_used, clippy::expect_used)] // tests and tools may stop at a broken assumption

mod fixtures;

use fixtures::*;
use iced_test::Simulator;
use nemesis_companion::gui::game::Game;
use nemesis_companion::gui::games::SetupMessage;
use nemesis_companion::gui::i18n::{I18n, Language};
use nemesis_companion::gui::nemesis::new_game::{Character, NewGameRequest};
use nemesis_companion::gui::scan::feed::{CameraSetting, Converter, Feed, SourceSpec};
use nemesis_companion::gui::scan::panel::{CameraLine, GameScan, Mode, Problem, Stage};
use nemesis_companion::gui::scan::verdict::Note;
use nemesis_companion::gui::scan::{Message, ScanAction, ScanPanel, ScanPurpose, ScanRequest};
use nemesis_companion::gui::screen::{
    Screen, checklist, home, new_game, settings, settings_camera,
};
use nemesis_companion::gui::seed::SeedCode;
use nemesis_companion::gui::settings::{Settings, Store};
use nemesis_companion::gui::theme::{TextSize, ThemeChoice};
use nemesis_companion::gui::widgets::Ctx;
use nemesis_companion::gui::{App, Message as AppMessage, fonts};
use nemesis_companion::rules::command::{Correction, ScanKind};
use nemesis_companion::rules::ids::{LabelId, Mode as GameMode, PlayerId, Side};
use nemesis_companion::rules::{Command, Outcome};
use nemesis_companion::scanner::camera::CameraError;
use nemesis_companion::scanner::camera::fake::FakeSource;
use nemesis_companion::scanner::camera::worker::{ScanWorker, WorkerOptions};
use nemesis_companion::scanner::frame::Frame;
use nemesis_companion::scanner::payload::{Deck, Label};
use nemesis_companion::tr;
use std::time::Duration;

/// Only a guard against a hung test; nothing is timed.
const PATIENCE: Duration = Duration::from_secs(120);

fn label(n: u8) -> Label {
    Label::new(Deck::Base, n).unwrap()
}

fn cards(contents: &[Content], seed: u64) -> Frame {
    Frame::from_gray(spread(contents, webcam_px_per_mm(), 1280, 720, seed)).unwrap()
}

fn labels_frame(numbers: &[u8], seed: u64) -> Frame {
    let contents: Vec<Content> = numbers.iter().map(|&n| Content::Label(label(n))).collect();
    cards(&contents, seed)
}

/// Plays `source` through the worker until it ends, as the window's feed would deliver it.
fn play(source: FakeSource) -> Vec<Feed> {
    let options = WorkerOptions {
        retry_after: Duration::from_millis(5),
        preview_every: 1,
    };
    let worker = ScanWorker::start(move || Box::new(source), options).unwrap();
    let mut converter = Converter::default();
    let mut feeds = Vec::new();
    loop {
        let event = worker
            .events()
            .recv_timeout(PATIENCE)
            .expect("the worker ends");
        let feed = converter.convert(event);
        let ended = matches!(feed, Feed::Ended);
        feeds.push(feed);
        if ended {
            return feeds;
        }
    }
}

fn feed_all(panel: &mut ScanPanel, feeds: impl IntoIterator<Item = Feed>) {
    for feed in feeds {
        assert_eq!(panel.update(Message::Feed(feed)), ScanAction::None);
    }
}

fn request() -> NewGameRequest {
    NewGameRequest {
        insanity_track: None,
        rings: Vec::new(),
        players: vec![
            ("Ana".into(), Character::Scout),
            ("Bo".into(), Character::Soldier),
        ],
        mode: GameMode::Standard,
        side: Side::A,
        seed_code: SeedCode::parse("ACK74X").unwrap(),
        secret_seed: None,
        dealer: nemesis_companion::rules::ids::Dealer::App,
        species: Default::default(),
    }
}

/// A game in memory where player 1 owns `cards` contamination cards.
fn game_with_cards(cards: u8) -> Game {
    let mut game = Game::start(
        Err(nemesis_companion::storage::root::NoDataFolder),
        &request(),
    )
    .unwrap();
    game.apply(Command::Fix(Correction::SetContamination {
        player: PlayerId(1),
        cards,
    }))
    .unwrap();
    game
}

fn hand_scan(game: &Game, source: SourceSpec) -> ScanPanel {
    let request = ScanRequest {
        player: PlayerId(1),
        purpose: ScanPurpose::Scan(ScanKind::Hand),
    };
    ScanPanel::new(
        Mode::Game(GameScan::new(request, game.state(), "Ana".into())),
        source,
        1,
    )
}

fn camera_source() -> SourceSpec {
    SourceSpec::Webcam(
        CameraSetting::First,
        nemesis_companion::scanner::camera::negotiate::CameraQuality::Best,
    )
}

fn typed(panel: &mut ScanPanel, text: &str) {
    panel.update(Message::Typed(text.into()));
    panel.update(Message::AddTyped);
}

#[test]
fn labels_seen_steadily_are_listed_once_and_confirmed_into_the_scan_command() {
    let game = game_with_cards(3);
    let mut panel = hand_scan(&game, camera_source());
    assert_eq!(panel.camera(), &CameraLine::Searching);
    // one stray frame of 20, then 3 and 9 steadily (the cards move a little between frames)
    let frames = vec![
        labels_frame(&[20], 1),
        labels_frame(&[3, 9], 2),
        labels_frame(&[3, 9], 3),
        labels_frame(&[3, 9], 4),
    ];
    feed_all(&mut panel, play(FakeSource::new(frames)));
    assert_eq!(panel.read(), &[label(3), label(9)], "20 was seen only once");
    assert!(panel.has_preview(), "the live picture arrived");
    // the same label typed again still counts once
    typed(&mut panel, "C-03");
    assert_eq!(panel.read().len(), 2);
    let action = panel.update(Message::Confirm);
    assert_eq!(
        action,
        ScanAction::Submit(Command::Scan {
            player: PlayerId(1),
            kind: ScanKind::Hand,
            labels: vec![LabelId(3), LabelId(9)],
        })
    );
    assert_eq!(panel.stage(), &Stage::Submitted);
    assert_eq!(
        panel.update(Message::Confirm),
        ScanAction::None,
        "only once"
    );
}

#[test]
fn a_foreign_code_or_another_printing_is_refused_and_never_submitted() {
    let game = game_with_cards(2);
    let mut panel = hand_scan(&game, camera_source());
    let foreign = Content::Foreign("https://example.com/not-a-label".into());
    let other_version = Content::Foreign("NMC2-C-07-Q".into());
    let frames = vec![
        cards(std::slice::from_ref(&foreign), 5),
        cards(std::slice::from_ref(&foreign), 6),
        cards(&[other_version.clone(), Content::Blank], 7),
        cards(&[other_version, Content::Blank], 8),
    ];
    let feeds = play(FakeSource::new(frames));
    let diagnoses: Vec<_> = feeds
        .iter()
        .filter_map(|f| match f {
            Feed::Frame { diagnosis, .. } => diagnosis.clone(),
            _ => None,
        })
        .collect();
    assert!(
        diagnoses.contains(&nemesis_companion::scanner::diagnose::Diagnosis::ForeignCode),
        "{diagnoses:?}"
    );
    feed_all(&mut panel, feeds);
    assert!(panel.read().is_empty());
    assert!(
        panel.problems().iter().any(|p| matches!(
            p,
            Problem::Code(nemesis_companion::scanner::payload::Parsed::OtherVersion { version: 2 })
        )),
        "{:?}",
        panel.problems()
    );
    let ScanAction::Submit(Command::Scan { labels, .. }) = panel.update(Message::Confirm) else {
        panic!("a scan of no cards is still a scan")
    };
    assert!(labels.is_empty());
}

#[test]
fn typing_works_without_a_camera() {
    let game = game_with_cards(2);
    let mut panel = hand_scan(&game, SourceSpec::Off);
    assert_eq!(panel.camera(), &CameraLine::Off);
    typed(&mut panel, "7");
    typed(&mut panel, "c-07");
    typed(&mut panel, "99");
    typed(&mut panel, "12");
    assert_eq!(panel.read(), &[label(7), label(12)]);
    assert_eq!(panel.problems(), &[Problem::Typed("99".into())]);
    panel.update(Message::Remove(label(12)));
    typed(&mut panel, "12");
    assert_eq!(
        panel.read(),
        &[label(7), label(12)],
        "a removed mistake can be typed back"
    );
    assert!(matches!(
        panel.update(Message::Confirm),
        ScanAction::Submit(Command::Scan { labels, .. }) if labels == vec![LabelId(7), LabelId(12)]
    ));
}

#[test]
fn more_cards_than_the_character_owns_are_not_submitted() {
    let game = game_with_cards(1);
    let mut panel = hand_scan(&game, SourceSpec::Off);
    typed(&mut panel, "1");
    typed(&mut panel, "2");
    assert_eq!(panel.update(Message::Confirm), ScanAction::None);
    assert_eq!(panel.problems(), &[Problem::TooMany { read: 2, owned: 1 }]);
    panel.update(Message::Remove(label(2)));
    // the error goes with the extra card (it stayed on screen at the table)
    assert_eq!(panel.problems(), &[]);
    assert!(matches!(
        panel.update(Message::Confirm),
        ScanAction::Submit(_)
    ));
}

#[test]
fn a_camera_lost_mid_scan_keeps_what_was_read_and_retries() {
    let game = game_with_cards(3);
    let mut panel = hand_scan(&game, camera_source());
    let frames = vec![
        labels_frame(&[4], 11),
        labels_frame(&[4], 12),
        labels_frame(&[4, 5], 13),
        labels_frame(&[4, 5], 14),
    ];
    let source = FakeSource::new(frames)
        .failing_opens([CameraError::NoCamera, CameraError::Busy("in use".into())])
        .failing_at(2, CameraError::Disconnected("unplugged".into()));
    let feeds = play(source);
    let lost = feeds
        .iter()
        .position(|f| {
            matches!(
                f,
                Feed::Camera(
                    nemesis_companion::scanner::camera::worker::CameraState::Unavailable(
                        CameraError::Disconnected(_)
                    )
                )
            )
        })
        .expect("the unplug is reported");
    let (before, after) = feeds.split_at(lost + 1);
    feed_all(&mut panel, before.to_vec());
    assert_eq!(panel.read(), &[label(4)], "read before the unplug");
    assert!(matches!(
        panel.camera(),
        CameraLine::Unavailable(CameraError::Disconnected(_))
    ));
    assert!(
        !panel.has_preview(),
        "no stale picture while the camera is gone"
    );
    let i18n = I18n::new(Language::En).unwrap();
    let mut ui = Simulator::with_size(
        fonts::iced_settings(),
        (1600.0, 1000.0),
        panel.view(ctx(&i18n)),
    );
    let line = format!(
        "{} {}",
        tr!(i18n, "camera-lost"),
        tr!(i18n, "camera-retrying", seconds = 2)
    );
    ui.find(line.as_str())
        .expect("the camera line says it retries");
    drop(ui);
    feed_all(&mut panel, after.to_vec());
    assert_eq!(
        panel.read(),
        &[label(4), label(5)],
        "reading goes on after the retry"
    );
}

#[test]
fn the_victory_check_ends_in_a_victory_scan() {
    let game = game_with_cards(2);
    let request = ScanRequest {
        player: PlayerId(1),
        purpose: ScanPurpose::Victory,
    };
    let mut panel = ScanPanel::new(
        Mode::Game(GameScan::new(request, game.state(), "Ana".into())),
        SourceSpec::Off,
        1,
    );
    // issue 39: the app knows of 2 cards; no label read, one click passed the character
    assert_eq!(panel.update(Message::Confirm), ScanAction::None);
    typed(&mut panel, "5");
    assert_eq!(
        panel.update(Message::Confirm),
        ScanAction::None,
        "one of two is not the whole deck"
    );
    typed(&mut panel, "9");
    assert_eq!(
        panel.update(Message::Confirm),
        ScanAction::Submit(Command::VictoryScan {
            player: PlayerId(1),
            labels: vec![LabelId(5), LabelId(9)],
        })
    );
}

/// A card really missing (lost under the table, or a count the app got wrong) is a question
/// the table answers on purpose: "we have fewer", then the labels read are confirmed.
#[test]
fn fewer_cards_than_the_app_knows_of_are_confirmed_only_on_purpose() {
    {
        let purpose = ScanPurpose::Scan(ScanKind::Surgery);
        let game = game_with_cards(2);
        let request = ScanRequest {
            player: PlayerId(1),
            purpose,
        };
        let mut panel = ScanPanel::new(
            Mode::Game(GameScan::new(request, game.state(), "Ana".into())),
            SourceSpec::Off,
            1,
        );
        typed(&mut panel, "5");
        assert_eq!(
            panel.update(Message::Confirm),
            ScanAction::None,
            "{purpose:?}"
        );
        panel.update(Message::Fewer);
        assert!(
            matches!(panel.update(Message::Confirm), ScanAction::Submit(_)),
            "{purpose:?}"
        );
    }
    // a hand scan takes what is in the hand: no count to reach
    let game = game_with_cards(2);
    let mut panel = hand_scan(&game, SourceSpec::Off);
    assert!(matches!(
        panel.update(Message::Confirm),
        ScanAction::Submit(_)
    ));
}

/// Issue 55 item 4: the end-of-game check takes every card the app counts (base.md §12.5 step
/// 3A). "We have fewer" does not confirm one card of two: the table corrects the count to what
/// it holds (a correction, in the log), and the scan of that one card is then taken.
#[test]
fn the_final_check_with_fewer_cards_corrects_the_count_before_it_confirms() {
    let mut game = game_with_cards(2);
    let request = ScanRequest {
        player: PlayerId(1),
        purpose: ScanPurpose::Victory,
    };
    let mut panel = ScanPanel::new(
        Mode::Game(GameScan::new(request, game.state(), "Ana".into())),
        SourceSpec::Off,
        1,
    );
    typed(&mut panel, "5");
    panel.update(Message::Fewer);
    assert_eq!(
        panel.update(Message::Confirm),
        ScanAction::None,
        "one card of two is not confirmed"
    );
    let fix = Command::Fix(Correction::SetContamination {
        player: PlayerId(1),
        cards: 1,
    });
    assert_eq!(
        panel.update(Message::Recount),
        ScanAction::Recount(fix.clone())
    );
    let outcomes = game.apply(fix).expect("the count is corrected");
    assert!(!outcomes.is_empty(), "the correction is told (and logged)");
    panel.recounted(game.state());
    assert_eq!(
        panel.update(Message::Confirm),
        ScanAction::Submit(Command::VictoryScan {
            player: PlayerId(1),
            labels: vec![LabelId(5)],
        })
    );
}

/// Scans all 27 labels in one hand scan: some are infected, the rest clean.
fn scan_everything(game: &mut Game) -> (ScanPanel, Vec<Outcome>) {
    let mut panel = hand_scan(game, SourceSpec::Off);
    for n in 1..=27 {
        typed(&mut panel, &n.to_string());
    }
    let ScanAction::Submit(command) = panel.update(Message::Confirm) else {
        panic!("{:?}", panel.problems())
    };
    let outcomes = game.apply(command).unwrap();
    panel.show_outcomes(&outcomes);
    (panel, outcomes)
}

#[test]
fn the_verdict_comes_from_the_outcomes_and_removed_cards_are_refused_later() {
    let mut game = game_with_cards(27);
    let (panel, _) = scan_everything(&mut game);
    let Stage::Verdict(verdict) = panel.stage() else {
        panic!("{:?}", panel.stage())
    };
    assert_eq!(verdict.cards.len(), 27);
    let infected: Vec<LabelId> = verdict
        .cards
        .iter()
        .filter(|c| c.infected)
        .map(|c| c.label)
        .collect();
    assert!(!infected.is_empty() && infected.len() < 27);
    for card in &verdict.cards {
        assert_eq!(
            card.removed, !card.infected,
            "a hand scan removes the clean cards"
        );
    }
    assert!(verdict.notes.contains(&Note::Larva));
    assert_eq!(
        game.state().character(PlayerId(1)).unwrap().contamination as usize,
        infected.len()
    );

    // next scan: a removed card is refused; an infected one keeps its verdict
    let mut again = hand_scan(&game, SourceSpec::Off);
    let clean = verdict.cards.iter().find(|c| !c.infected).unwrap().label;
    typed(&mut again, &clean.0.to_string());
    assert!(again.read().is_empty());
    assert_eq!(again.problems(), &[Problem::OutOfGame(label(clean.0))]);
    typed(&mut again, &infected[0].0.to_string());
    let ScanAction::Submit(command) = again.update(Message::Confirm) else {
        panic!()
    };
    let outcomes = game.apply(command).unwrap();
    again.show_outcomes(&outcomes);
    let Stage::Verdict(second) = again.stage() else {
        panic!()
    };
    assert!(second.cards[0].infected, "once revealed, the verdict stays");
    assert!(
        second.notes.contains(&Note::InfectionDeath),
        "a second infection with a larva on the board kills: {:?}",
        second.notes
    );
}

fn ctx(i18n: &I18n) -> Ctx<'_> {
    Ctx {
        i18n,
        ty: TextSize::Normal.typography(),
        theme: ThemeChoice::Dark,
        repaint: 0,
    }
}

fn app_at_table(language: Language) -> App {
    let mut app = App::new(
        Settings {
            language: Some(language),
            camera: CameraSetting::Off,
            ..Settings::default()
        },
        Store::memory(),
        None,
    );
    // a returning player starts on the saved-games screen
    if matches!(app.screen(), Screen::Home(_)) {
        let _ = app.update(AppMessage::Home(home::Message::New(
            nemesis_companion::gui::games::NewGameOf::Nemesis(None),
        )));
    }
    let _ = app.update(AppMessage::Setup(SetupMessage::NewGame(
        new_game::Message::Start,
    )));
    let _ = app.update(AppMessage::Setup(SetupMessage::Checklist(
        checklist::Message::Start,
    )));
    assert!(matches!(app.screen(), Screen::Table(_)));
    app
}

#[test]
fn the_app_opens_the_scanner_over_the_table_applies_the_scan_and_shows_the_verdict() {
    let mut app = app_at_table(Language::En);
    let request = ScanRequest {
        player: PlayerId(1),
        purpose: ScanPurpose::Scan(ScanKind::Hand),
    };
    let _ = app.update(AppMessage::OpenScan(request));
    let panel = app.scan_panel().expect("open");
    assert_eq!(
        panel.camera(),
        &CameraLine::Off,
        "camera off in the settings"
    );
    // nobody holds contamination cards yet: a scan of no cards is accepted and says so
    let _ = app.update(AppMessage::Scan(Message::Confirm));
    let Some(Stage::Verdict(verdict)) = app.scan_panel().map(|p| p.stage().clone()) else {
        panic!("{:?}", app.scan_panel().map(|p| p.stage()))
    };
    assert_eq!(verdict.notes, vec![Note::NoInfection]);
    let _ = app.update(AppMessage::Scan(Message::Done));
    assert!(app.scan_panel().is_none());

    // a card the character does not have is refused before the rules see it
    let _ = app.update(AppMessage::OpenScan(request));
    let _ = app.update(AppMessage::Scan(Message::Typed("4".into())));
    let _ = app.update(AppMessage::Scan(Message::AddTyped));
    let _ = app.update(AppMessage::Scan(Message::Confirm));
    assert_eq!(
        app.scan_panel().unwrap().problems(),
        &[Problem::TooMany { read: 1, owned: 0 }]
    );
    let _ = app.update(AppMessage::Shortcut(
        nemesis_companion::gui::shortcuts::Shortcut::Escape,
    ));
    assert!(app.scan_panel().is_none(), "Escape closes the scanner");
}

#[test]
fn the_settings_choose_the_camera_and_check_the_lighting() {
    let mut app = app_at_table(Language::Ja);
    let _ = app.update(AppMessage::OpenSettings);
    let _ = app.update(AppMessage::Settings(settings::Message::Camera(
        settings_camera::Message::Camera(CameraSetting::First),
    )));
    assert_eq!(app.settings().camera, CameraSetting::First);
    let _ = app.update(AppMessage::Settings(settings::Message::Camera(
        settings_camera::Message::CheckLighting,
    )));
    assert_eq!(
        app.scan_panel().map(|p| p.mode()),
        Some(&Mode::LightingCheck)
    );
    let _ = app.update(AppMessage::Scan(Message::Confirm));
    assert_eq!(
        app.scan_panel().map(|p| p.stage()),
        Some(&Stage::Reading),
        "a lighting check submits nothing"
    );
    let i18n = I18n::new(Language::Ja).unwrap();
    let mut ui = Simulator::with_size(fonts::iced_settings(), (1600.0, 1000.0), app.view());
    ui.find(tr!(i18n, "scan-lighting-title"))
        .expect("lighting check title");
    drop(ui);
    let _ = app.update(AppMessage::Scan(Message::Cancel));
    assert!(app.scan_panel().is_none());
}

/// The scanner reading three cards, for the overlay renders.
fn reading_feeds() -> Vec<Feed> {
    let frames = vec![
        labels_frame(&[3, 9, 14], 21),
        labels_frame(&[3, 9, 14], 22),
        labels_frame(&[3, 9, 14], 23),
    ];
    let mut feeds = play(FakeSource::new(frames));
    // keep the camera "on" as a live webcam would be (the recording ends)
    feeds.retain(|f| !matches!(f, Feed::Ended));
    feeds
}

fn check_overlay_text(language: Language, feeds: &[Feed]) {
    let mut app = app_at_table(language);
    let _ = app.update(AppMessage::OpenScan(ScanRequest {
        player: PlayerId(2),
        purpose: ScanPurpose::Scan(ScanKind::Hand),
    }));
    for f in feeds {
        let _ = app.update(AppMessage::Scan(Message::Feed(f.clone())));
    }
    let i18n = I18n::new(language).unwrap();
    let mut ui = Simulator::with_size(fonts::iced_settings(), (1920.0, 1080.0), app.view());
    ui.find(tr!(i18n, "scan-confirm", count = 3))
        .expect("confirm button");
    ui.find("C-09").expect("a read label");
    ui.find(tr!(i18n, "scan-how-hand")).expect("what to do");
}

#[test]
fn the_overlay_speaks_korean_and_japanese() {
    let feeds = reading_feeds();
    check_overlay_text(Language::Ko, &feeds);
    check_overlay_text(Language::Ja, &feeds);
}

/// Writes the overlay (reading over the table, the verdict, camera trouble) in each language to
/// target/gallery/scan-*.png, for a person to look at.
#[test]
#[ignore = "writes PNG files for a person to look at"]
fn gallery() {
    let out = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("target/gallery");
    std::fs::create_dir_all(&out).unwrap();
    fn save<M>(out: &std::path::Path, ui: &mut Simulator<'_, M>, theme: &iced::Theme, name: &str) {
        let path = out.join(format!("{name}.png"));
        let _ = std::fs::remove_file(&path);
        ui.snapshot(theme).unwrap().matches_image(&path).unwrap();
    }
    let feeds = reading_feeds();
    for language in Language::ALL {
        let code = language.code();
        let mut app = app_at_table(language);
        let _ = app.update(AppMessage::OpenScan(ScanRequest {
            player: PlayerId(1),
            purpose: ScanPurpose::Scan(ScanKind::Hand),
        }));
        for f in &feeds {
            let _ = app.update(AppMessage::Scan(Message::Feed(f.clone())));
        }
        let _ = app.update(AppMessage::Scan(Message::Typed("31".into())));
        let _ = app.update(AppMessage::Scan(Message::AddTyped));
        let mut ui = Simulator::with_size(fonts::iced_settings(), (1920.0, 1080.0), app.view());
        save(&out, &mut ui, &app.theme(), &format!("scan-reading-{code}"));

        let i18n = I18n::new(language).unwrap();
        let mut game = game_with_cards(27);
        let (mut panel, _) = scan_everything(&mut game);
        let mut ui = Simulator::with_size(
            fonts::iced_settings(),
            (1920.0, 1080.0),
            panel.view(ctx(&i18n)),
        );
        save(
            &out,
            &mut ui,
            &ThemeChoice::Dark.theme(),
            &format!("scan-verdict-{code}"),
        );
        drop(ui);
        panel = hand_scan(&game, camera_source());
        panel.update(Message::Feed(Feed::Camera(
            nemesis_companion::scanner::camera::worker::CameraState::Unavailable(
                CameraError::Busy("in use".into()),
            ),
        )));
        let mut ui = Simulator::with_size(
            fonts::iced_settings(),
            (1920.0, 1080.0),
            panel.view(ctx(&i18n)),
        );
        save(
            &out,
            &mut ui,
            &ThemeChoice::Dark.theme(),
            &format!("scan-busy-{code}"),
        );
        drop(ui);
        // the end-of-game check with one card of three read, then after "we have fewer"
        let game = game_with_cards(3);
        let request = ScanRequest {
            player: PlayerId(1),
            purpose: ScanPurpose::Victory,
        };
        panel = ScanPanel::new(
            Mode::Game(GameScan::new(request, game.state(), "Ana".into())),
            SourceSpec::Off,
            1,
        );
        typed(&mut panel, "5");
        for (name, step) in [
            ("victory-missing", None),
            ("victory-fewer", Some(Message::Fewer)),
        ] {
            if let Some(m) = step {
                panel.update(m);
            }
            let mut ui = Simulator::with_size(
                fonts::iced_settings(),
                (1920.0, 1080.0),
                panel.view(ctx(&i18n)),
            );
            save(
                &out,
                &mut ui,
                &ThemeChoice::Dark.theme(),
                &format!("scan-{name}-{code}"),
            );
        }
    }
}

/// Issue 16: "3 cards read" stayed after the players took the extra cards out of view. A read
/// card that stays out of view while the list is too long leaves it, and the message goes; a
/// card missing from one frame does not.
#[test]
fn taking_the_extra_cards_out_of_view_clears_too_many() {
    let game = game_with_cards(2);
    let mut panel = hand_scan(&game, camera_source());
    let frame = |in_view: &[u8]| Feed::Frame {
        in_view: in_view.iter().map(|n| label(*n)).collect(),
        marks: Vec::new(),
        diagnosis: None,
    };
    for n in [4, 5, 6] {
        panel.update(Message::Feed(Feed::Confirmed(label(n))));
    }
    assert_eq!(panel.update(Message::Confirm), ScanAction::None);
    assert_eq!(panel.problems(), &[Problem::TooMany { read: 3, owned: 2 }]);
    // one frame without card 5 (a missed read) changes nothing
    panel.update(Message::Feed(frame(&[4, 6])));
    panel.update(Message::Feed(frame(&[4, 5, 6])));
    assert_eq!(panel.read().len(), 3);
    // card 6 is taken away and stays away
    for _ in 0..10 {
        panel.update(Message::Feed(frame(&[4, 5])));
    }
    assert_eq!(panel.read(), &[label(4), label(5)]);
    assert_eq!(panel.problems(), &[]);
    assert!(matches!(
        panel.update(Message::Confirm),
        ScanAction::Submit(Command::Scan { labels, .. }) if labels == vec![LabelId(4), LabelId(5)]
    ));
}

#[test]
fn the_mutation_action_scans_exactly_one_card_and_plays_the_mutation() {
    let mut req = request();
    req.species = nemesis_companion::rules::species::Species::Carnomorphs;
    let mut game = Game::start(Err(nemesis_companion::storage::root::NoDataFolder), &req).unwrap();
    for fix in [
        Correction::SetContamination {
            player: PlayerId(1),
            cards: 3,
        },
        Correction::SetMutation {
            player: PlayerId(1),
            card: true,
            markers: 0,
        },
    ] {
        game.apply(Command::Fix(fix)).unwrap();
    }
    let request = ScanRequest {
        player: PlayerId(1),
        purpose: ScanPurpose::Mutation,
    };
    let mut panel = ScanPanel::new(
        Mode::Game(GameScan::new(request, game.state(), "Ana".into())),
        SourceSpec::Off,
        1,
    );
    // nothing read: nothing to submit
    assert_eq!(panel.update(Message::Confirm), ScanAction::None);
    typed(&mut panel, "4");
    typed(&mut panel, "9");
    assert_eq!(
        panel.update(Message::Confirm),
        ScanAction::None,
        "one card only"
    );
    assert!(matches!(panel.problems(), [Problem::TooMany { .. }]));
    panel.update(Message::Remove(label(9)));
    let ScanAction::Submit(command) = panel.update(Message::Confirm) else {
        panic!("one card read is submitted");
    };
    assert_eq!(
        command,
        Command::MutationAction {
            player: PlayerId(1),
            label: LabelId(4),
        }
    );
    let out = game.apply(command).unwrap();
    assert!(
        out.iter()
            .any(|o| matches!(o, Outcome::MutationUsed { .. }))
    );
    assert!(out.iter().any(|o| matches!(
        o,
        Outcome::LabelScanned {
            label: LabelId(4),
            ..
        }
    )));
    assert_eq!(
        game.state()
            .character(PlayerId(1))
            .unwrap()
            .mutation_markers,
        1
    );
}
