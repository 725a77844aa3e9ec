//! Screenshots of the table's panels (room actions, corrections, the victory walk) in every
//! language at the largest and the smallest text size, for a person to look at:
//! `cargo test --test panels_gallery -- --ignored` writes target/gallery/panel-*.png.
//! `GALLERY=ko,huge` keeps only names containing every listed part.
//!
//! The panels are also clicked through here (not ignored): each view must offer the buttons the
//! tests of `update` rely on, in every language.
#![allow(clippy::unwrap_used, clippy::expect_used)] // tests and tools may stop at a broken assumption

use iced::Element;
use iced_test::Simulator;
use nemesis_companion::gui::fonts;
use nemesis_companion::gui::game::Game;
use nemesis_companion::gui::i18n::{I18n, Language};
use nemesis_companion::gui::nemesis::new_game::{Character, NewGameRequest};
use nemesis_companion::gui::nemesis::panels::corrections::{self, Corrections};
use nemesis_companion::gui::nemesis::panels::room_actions::{self, RoomActions};
use nemesis_companion::gui::nemesis::panels::victory::{self, Victory};
use nemesis_companion::gui::seed::SeedCode;
use nemesis_companion::gui::theme::{TextSize, ThemeChoice};
use nemesis_companion::gui::widgets::Ctx;
use nemesis_companion::rules::ids::{IntruderKind, Mode, PlayerId, RoomKind, Side, SlotId};
use nemesis_companion::rules::offers::RoomOffer as Offer;
use nemesis_companion::rules::{Command, Correction};
use nemesis_companion::tr;

const P1: PlayerId = PlayerId(1);
/// The area a panel gets beside the map (logical pixels).
const SIZE: (f32, f32) = (900.0, 1080.0);

fn game() -> Game {
    let request = NewGameRequest {
        insanity_track: None,
        rings: Vec::new(),
        players: vec![
            ("Ana".into(), Character::Scout),
            ("민지".into(), Character::Soldier),
            ("さくら".into(), Character::Captain),
        ],
        mode: Mode::Standard,
        side: Side::A,
        seed_code: SeedCode::parse("ACK74X").unwrap(),
        secret_seed: None,
        dealer: nemesis_companion::rules::ids::Dealer::App,
        species: Default::default(),
    };
    Game::start(
        Err(nemesis_companion::storage::root::NoDataFolder),
        &request,
    )
    .unwrap()
}

/// The game with player 1 standing in Engine Room 1.
fn game_in_engine_1() -> Game {
    let mut game = game();
    let engine = game.board().fixed_slot(RoomKind::Engine1).unwrap();
    fix(
        &mut game,
        Correction::PlaceCharacter {
            player: P1,
            at: engine,
        },
    );
    game
}

fn fix(game: &mut Game, c: Correction) -> Vec<nemesis_companion::rules::Outcome> {
    game.apply(Command::Fix(c)).unwrap()
}

fn ctx(i18n: &I18n, size: TextSize) -> Ctx<'_> {
    Ctx {
        i18n,
        ty: size.typography(),
        theme: ThemeChoice::Dark,
        repaint: 0,
    }
}

fn wanted(name: &str) -> bool {
    std::env::var("GALLERY")
        .unwrap_or_default()
        .split(',')
        .filter(|f| !f.is_empty())
        .all(|f| name.contains(f))
}

fn shot<M>(name: &str, view: Element<'_, M>) {
    if !wanted(name) {
        return;
    }
    let out = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("target/gallery");
    std::fs::create_dir_all(&out).unwrap();
    let path = out.join(format!("{name}.png"));
    let _ = std::fs::remove_file(out.join(format!("{name}-tiny-skia.png")));
    let mut ui = Simulator::with_size(fonts::iced_settings(), SIZE, view);
    ui.snapshot(&ThemeChoice::Dark.theme())
        .unwrap()
        .matches_image(path)
        .unwrap();
}

/// Clicks `label` in the view and returns the messages it produced.
fn click<M: Clone>(view: Element<'_, M>, label: &str) -> Vec<M> {
    let mut ui = Simulator::with_size(fonts::iced_settings(), (1200.0, 3000.0), view);
    if let Err(e) = ui.click(label) {
        panic!("cannot click {label:?}: {e}");
    }
    ui.into_messages().collect()
}

#[test]
fn the_panels_buttons_carry_their_messages_in_every_language() {
    for language in Language::ALL {
        let i18n = I18n::new(language).unwrap();
        let c = ctx(&i18n, TextSize::Large);
        let mut game = game_in_engine_1();
        let panel = RoomActions::new(P1);
        // each action carries the digit key that picks it
        let n = game
            .state()
            .room_offers(P1)
            .iter()
            .position(|o| *o == Offer::CheckEngine(1))
            .unwrap()
            + 1;
        let got = click(
            panel.view(c, &game),
            &format!("{n}  {}", tr!(i18n, "action-check-engine", engine = 1)),
        );
        assert_eq!(
            got,
            vec![room_actions::Message::Offer(Offer::CheckEngine(1))]
        );

        let panel = Corrections::for_player(P1);
        let got = click(panel.view(c, &game), &tr!(i18n, "fix-kill"));
        assert_eq!(got, vec![corrections::Message::Kill]);

        fix(
            &mut game,
            Correction::KillCharacter {
                player: PlayerId(2),
            },
        );
        fix(
            &mut game,
            Correction::KillCharacter {
                player: PlayerId(3),
            },
        );
        let out = fix(&mut game, Correction::KillCharacter { player: P1 });
        let v = Victory::new(&game, &out);
        let got = click(v.view(c, &game), &tr!(i18n, "victory-reveal"));
        assert_eq!(got, vec![victory::Message::Reveal]);
    }
}

/// A corridor with no door token on the board is corrected as "no door", not "open door" (issue 13:
/// the table read "open door" as a token that was not there); a door closed through the panel
/// then shows as closed.
#[test]
fn corrections_call_a_corridor_without_a_door_token_no_door() {
    for language in Language::ALL {
        let i18n = I18n::new(language).unwrap();
        let c = ctx(&i18n, TextSize::Large);
        let game = game();
        let room = SlotId(5);
        let corridor = game.board().corridors_of(room)[0];
        let panel = Corrections::for_slot(room);
        let mut ui = Simulator::with_size(
            fonts::iced_settings(),
            (1200.0, 3000.0),
            panel.view(c, &game),
        );
        assert!(
            ui.find(tr!(i18n, "fix-door-none").as_str()).is_ok(),
            "{language:?}: no 'no door' choice"
        );
        assert!(
            ui.find(tr!(i18n, "action-door-open").as_str()).is_err(),
            "{language:?}: a corridor without a token still reads 'open door'"
        );
        let got = click(panel.view(c, &game), &tr!(i18n, "action-door-closed"));
        assert_eq!(
            got.first(),
            Some(&corrections::Message::Door(
                corridor,
                nemesis_companion::rules::state::DoorState::Closed
            ))
        );
    }
}

/// Issue 55: the checks only one player may see say where the sight goes: to the player's
/// phone when it is connected, else to the screen handed over.
#[test]
fn the_engine_check_says_the_sight_goes_to_a_connected_phone() {
    let has = |view: Element<'_, room_actions::Message>, text: &str| {
        let mut ui = Simulator::with_size(fonts::iced_settings(), (1200.0, 3000.0), view);
        ui.find(text).is_ok()
    };
    for language in Language::ALL {
        let i18n = I18n::new(language).unwrap();
        let c = ctx(&i18n, TextSize::Large);
        let game = game_in_engine_1();
        let (hand_over, phone) = (
            tr!(i18n, "action-alone-hint"),
            tr!(i18n, "action-alone-hint-phone"),
        );
        let mut panel = RoomActions::new(P1);
        assert!(has(panel.view(c, &game), &hand_over), "{language:?}");
        assert!(!has(panel.view(c, &game), &phone), "{language:?}");
        panel.phone_connected = true;
        assert!(has(panel.view(c, &game), &phone), "{language:?}");
        assert!(!has(panel.view(c, &game), &hand_over), "{language:?}");
    }
}

/// Repair or sabotage happens behind a curtain: until the player holding the laptop asks to look,
/// the panel shows neither the tokens nor the two choices, and a choice sent anyway does nothing;
/// after the look it shows the real order and the choice becomes the command.
#[test]
fn repair_or_sabotage_shows_the_tokens_only_behind_the_curtain() {
    let has = |view: Element<'_, room_actions::Message>, text: &str| {
        let mut ui = Simulator::with_size(fonts::iced_settings(), (1200.0, 3000.0), view);
        ui.find(text).is_ok()
    };
    for language in Language::ALL {
        let i18n = I18n::new(language).unwrap();
        let c = ctx(&i18n, TextSize::Large);
        let game = game_in_engine_1();
        let working = game.state().engine_on_top(1).unwrap();
        let name_of = |w: bool| {
            if w {
                tr!(i18n, "name-working")
            } else {
                tr!(i18n, "name-damaged")
            }
        };
        let stack = tr!(
            i18n,
            "sight-engine-stack",
            engine = 1,
            top = name_of(working),
            bottom = name_of(!working)
        );
        let on_top = format!("1  {}", tr!(i18n, "action-restack-working"));
        let mut panel = RoomActions::new(P1);
        let _ = panel.update(room_actions::Message::Offer(Offer::Restack(1)), &game);
        assert!(
            !has(panel.view(c, &game), &stack),
            "{language:?}: shown before the look"
        );
        assert!(
            !has(panel.view(c, &game), &on_top),
            "{language:?}: choices before the look"
        );
        assert_eq!(
            panel.update(room_actions::Message::OnTop { working: true }, &game),
            nemesis_companion::gui::nemesis::panels::Request::None,
            "a choice before the look is ignored"
        );
        let got = click(
            panel.view(c, &game),
            &tr!(i18n, "curtain-reveal", name = "Ana"),
        );
        assert_eq!(got, vec![room_actions::Message::RevealStack]);
        let _ = panel.update(room_actions::Message::RevealStack, &game);
        assert!(
            has(panel.view(c, &game), &stack),
            "{language:?}: the tokens after the look"
        );
        assert!(
            has(panel.view(c, &game), &on_top),
            "{language:?}: the choices after it"
        );
        let request = panel.update(room_actions::Message::OnTop { working: false }, &game);
        assert_eq!(
            request,
            nemesis_companion::gui::nemesis::panels::Request::Apply(Command::RestackEngine {
                player: P1,
                engine: 1,
                working_on_top: false,
            })
        );
        assert!(
            !has(panel.view(c, &game), &stack),
            "{language:?}: nothing stays on screen"
        );
    }
}

#[test]
#[ignore = "writes PNG files for a person to look at"]
fn gallery() {
    for language in Language::ALL {
        let i18n = I18n::new(language).unwrap();
        let code = language.code();
        for (size, size_name) in [(TextSize::Normal, "normal"), (TextSize::Huge, "huge")] {
            let c = ctx(&i18n, size);
            let name = |what: &str| format!("panel-{what}-{code}-{size_name}");

            // room actions: an engine room, the cockpit's destination, the doors, a hand size
            let mut g = game();
            let engine = g.board().fixed_slot(RoomKind::Engine1).unwrap();
            fix(
                &mut g,
                Correction::PlaceCharacter {
                    player: P1,
                    at: engine,
                },
            );
            fix(
                &mut g,
                Correction::SetObjects {
                    at: engine,
                    eggs: 1,
                    carcasses: 1,
                    corpses: 0,
                },
            );
            let mut panel = RoomActions::new(P1);
            shot(&name("actions-engine"), panel.view(c, &g));
            panel.stage = room_actions::Stage::Restack {
                engine: 1,
                revealed: false,
            };
            shot(&name("actions-restack-covered"), panel.view(c, &g));
            panel.stage = room_actions::Stage::Restack {
                engine: 1,
                revealed: true,
            };
            shot(&name("actions-restack"), panel.view(c, &g));
            panel.stage = room_actions::Stage::Hand(room_actions::HandFor::Hibernate);
            shot(&name("actions-hand"), panel.view(c, &g));
            panel.stage = room_actions::Stage::FireControl;
            shot(&name("actions-fire"), panel.view(c, &g));
            fix(
                &mut g,
                Correction::SetRoom {
                    at: SlotId(2),
                    room: RoomKind::CommandCenter,
                },
            );
            fix(
                &mut g,
                Correction::PlaceCharacter {
                    player: P1,
                    at: SlotId(2),
                },
            );
            let mut panel = RoomActions::new(P1);
            panel.update(room_actions::Message::Offer(Offer::Doors), &g);
            panel.update(room_actions::Message::Slot(SlotId(11)), &g);
            shot(&name("actions-doors"), panel.view(c, &g));

            // corrections: a room with an intruder, a character, the tracks, the event cards
            fix(
                &mut g,
                Correction::AddIntruder {
                    kind: IntruderKind::Adult,
                    at: SlotId(11),
                },
            );
            let panel = Corrections::for_slot(SlotId(11));
            shot(&name("fix-room"), panel.view(c, &g));
            let panel = Corrections::for_player(P1);
            shot(&name("fix-player"), panel.view(c, &g));
            let mut panel = Corrections::for_tracks();
            shot(&name("fix-tracks"), panel.view(c, &g));
            panel.update(corrections::Message::PickNextEvent, &g);
            shot(&name("fix-events"), panel.view(c, &g));

            // the victory walk: everybody dies, and the reveals show
            let mut g = game();
            fix(
                &mut g,
                Correction::SetContamination {
                    player: P1,
                    cards: 2,
                },
            );
            fix(
                &mut g,
                Correction::KillCharacter {
                    player: PlayerId(2),
                },
            );
            fix(
                &mut g,
                Correction::KillCharacter {
                    player: PlayerId(3),
                },
            );
            let out = fix(&mut g, Correction::KillCharacter { player: P1 });
            let mut v = Victory::new(&g, &out);
            shot(&name("victory-covered"), v.view(c, &g));
            v.update(victory::Message::Reveal, &g);
            shot(&name("victory-ended"), v.view(c, &g));
            v.beats = vec![
                victory::Beat::Engines {
                    working: [true, false, true],
                    exploded: false,
                    lost: vec![],
                },
                victory::Beat::Scan {
                    player: P1,
                    labels: vec![
                        (nemesis_companion::rules::ids::LabelId(4), false),
                        (nemesis_companion::rules::ids::LabelId(17), true),
                    ],
                    drawn: Some(1),
                    markers: None,
                    survived: Some(false),
                },
            ];
            v.cursor = 0;
            v.uncovered = true;
            shot(&name("victory-engines"), v.view(c, &g));
            v.cursor = 1;
            shot(&name("victory-scan"), v.view(c, &g));
            v.cursor = 2;
            shot(&name("victory-done"), v.view(c, &g));
        }
    }
}
