//! The Retaliation table without a window: what it shows comes from the journal, refusals
//! change nothing, undo and redo never re-roll, and the map's words stay readable.
#![allow(clippy::unwrap_used)]

use super::map::Fit;
use super::{Message, RetGame, RetTable};
use crate::gui::table::StepNote as Note;
use crate::gui::table::shell::{CurtainMessage, ShellMessage};
use crate::gui::theme::TextSize;
use crate::rules::retaliation::{
    Question, RetaliationCommand as C, RetaliationConfig, RetaliationOutcome as O,
};
use crate::storage::store::GameStore;
use iced::Size;

/// The table's window as drawn (normal text size, dark), tall enough for the whole panel: a
/// test finds and clicks what the table would.
fn drawn<'a>(
    t: &'a RetTable,
    i18n: &'a crate::gui::i18n::I18n,
) -> iced_test::Simulator<'a, Message> {
    let ctx = crate::gui::widgets::Ctx {
        i18n,
        ty: crate::gui::theme::TextSize::Normal.typography(),
        theme: crate::gui::theme::ThemeChoice::Dark,
        repaint: 0,
    };
    iced_test::Simulator::with_size(
        crate::gui::fonts::iced_settings(),
        (1280.0, 2600.0),
        t.view(ctx),
    )
}

fn table(players: usize) -> RetTable {
    let config = RetaliationConfig::numbered(11, players);
    RetTable::new(RetGame::start(Err(crate::storage::root::NoDataFolder), config).unwrap())
}

/// Plays the first move the table offers, answering what it asks with the first answer.
fn explore(t: &mut RetTable) -> Vec<O> {
    let st = t.state();
    let who = t.selected;
    let c = st.map.corridors_of(st.marines[who].room)[0];
    let cmd = C::Move {
        who,
        corridor: c,
        careful: false,
    };
    match t.update(Message::Play(cmd)) {
        super::Action::Played(out) => out,
        _ => panic!("refused: {:?}", t.refused()),
    }
}

fn answer_all(t: &mut RetTable) {
    for _ in 0..50 {
        let Some(q) = t.state().pending.front().copied() else {
            return;
        };
        let cmd = match q {
            Question::NoiseRoll { .. } => C::NoiseRoll {
                face: crate::rules::retaliation::NoiseFace::One,
            },
            Question::TokenBack { .. } => C::TokenBack {
                adults: 2,
                drones: 0,
            },
            Question::Infection { .. } | Question::Eclosion { .. } => C::Scan { found: false },
            Question::AaOrder { .. } => C::AaOrder { swap: false },
            Question::Tiles { .. } => {
                let w = t.state().tiles_wanted().unwrap();
                C::Tiles {
                    room: w.rooms[0],
                    corridors: w.corridors[..w.count].to_vec(),
                }
            }
        };
        t.update(Message::Play(cmd));
    }
}

#[test]
fn the_last_lines_come_from_the_journal_after_undo_and_redo_and_nothing_is_re_rolled() {
    let mut t = table(2);
    let first = explore(&mut t);
    assert_eq!(t.said(), first.as_slice());
    answer_all(&mut t);
    let state = t.state().clone();
    let said = t.said().to_vec();
    let last = t.game.commands().last().cloned().unwrap();
    t.update(Message::Shell(ShellMessage::Undo));
    assert_eq!(t.note().cloned(), Some(Note::Undone(last)));
    t.update(Message::Shell(ShellMessage::Redo));
    assert_eq!(
        t.note().cloned(),
        Some(Note::Redone {
            private_not_again: false
        })
    );
    // the same draws, the same lines
    assert_eq!(t.state(), &state);
    assert_eq!(t.said(), said.as_slice());
    // a reopened table (a quit, a crash) shows the same lines as before
    let game = std::mem::replace(
        &mut t.game,
        RetGame::start(
            Err(crate::storage::root::NoDataFolder),
            RetaliationConfig::numbered(1, 1),
        )
        .unwrap(),
    );
    let back = RetTable::new(game);
    assert_eq!(back.said(), said.as_slice());
}

#[test]
fn a_refused_tap_is_said_and_changes_nothing() {
    let mut t = table(2);
    let before = t.state().clone();
    // the intruders' phase before everyone passed
    t.update(Message::Play(C::IntruderPhase {}));
    assert!(t.refused().is_some());
    assert_eq!(t.state(), &before);
    assert!(!t.state().accepts(&C::IntruderPhase {}));
    // said as at the base table (why, and that nothing changed), and a tap puts it away
    let i18n = crate::gui::i18n::I18n::new(crate::gui::i18n::Language::Ko).unwrap();
    let ctx = crate::gui::widgets::Ctx {
        i18n: &i18n,
        ty: crate::gui::theme::TextSize::Normal.typography(),
        theme: crate::gui::theme::ThemeChoice::Dark,
        repaint: 0,
    };
    let nothing = crate::tr!(i18n, "table-refused-nothing-changed");
    let mut ui = iced_test::Simulator::with_size(
        crate::gui::fonts::iced_settings(),
        (1280.0, 2600.0),
        t.view(ctx),
    );
    assert!(ui.find(nothing.as_str()).is_ok());
    let _ = ui.click(nothing.as_str());
    for m in ui.into_messages().collect::<Vec<_>>() {
        t.update(m);
    }
    assert!(t.refused().is_none(), "tapped away");
    assert_eq!(t.state().next_step(), None);
    // once both passed, it is the next step, and Enter plays it
    for who in 0..2 {
        t.update(Message::Play(C::EndTurn { who, pass: true }));
    }
    assert_eq!(t.state().next_step(), Some(C::IntruderPhase {}));
    assert!(matches!(t.confirm(), super::Action::Played(_)));
}

#[test]
fn the_move_takes_the_careful_choice_and_the_choice_resets_after_a_step() {
    use crate::gui::i18n::{I18n, Language};
    let mut t = table(1);
    t.update(Message::Careful(true));
    // the corridor's button, as the panel draws it, carries the choice
    let i18n = I18n::new(Language::Ko).unwrap();
    let st = t.state();
    let c = st.map.corridors_of(st.marines[0].room)[0];
    let label = match st.map.beyond(c, st.marines[0].room) {
        Some(r) => crate::tr!(
            i18n,
            "rt-move-to",
            corridor = super::words::corridor(&i18n, c),
            room = super::words::room(&i18n, r)
        ),
        None => crate::tr!(
            i18n,
            "rt-move-explore",
            corridor = super::words::corridor(&i18n, c)
        ),
    };
    let mut ui = drawn(&t, &i18n);
    ui.click(label.as_str()).unwrap();
    for message in ui.into_messages() {
        t.update(message);
    }
    assert!(matches!(
        t.game.commands().last(),
        Some(C::Move { careful: true, .. })
    ));
    assert!(!t.careful);
}

/// The Korean five-player evening: P1's 「경계 이동」 tapped on the phone was played as a plain
/// move (no secure token), because the window put its own careful choice, off, on every move.
/// A move keeps the care it was sent with.
#[test]
fn a_careful_move_from_a_phone_stays_careful() {
    let mut t = table(1);
    assert!(!t.careful, "the window's choice is off");
    let st = t.state();
    let c = st.map.corridors_of(st.marines[0].room)[0];
    t.update(Message::Play(C::Move {
        who: 0,
        corridor: c,
        careful: true,
    }));
    assert!(matches!(
        t.game.commands().last(),
        Some(C::Move { careful: true, .. })
    ));
}

#[test]
fn the_box_deals_so_the_table_first_checks_the_landing_zone_tiles() {
    let mut config = RetaliationConfig::numbered(3, 2);
    config.dealer = crate::rules::ids::Dealer::Box;
    let mut t =
        RetTable::new(RetGame::start(Err(crate::storage::root::NoDataFolder), config).unwrap());
    assert!(t.corrections);
    assert_eq!(t.fixing, Some(crate::rules::retaliation::LANDING_ZONE));
    // a tile correction keeps the panel open; the first step of play closes it
    let c = t
        .state()
        .map
        .corridors_of(crate::rules::retaliation::LANDING_ZONE)[0];
    // the pile the panel offers is the rules' (`corridor_tile_corrections`), each one taken
    let offered = t.state().corridor_tile_corrections(c);
    assert!(!offered.is_empty());
    let crate::rules::retaliation::Fix::Tile { tile, .. } = offered[0] else {
        panic!("{offered:?}")
    };
    t.update(Message::Play(C::Correct { fix: offered[0] }));
    assert!(t.refused().is_none(), "{:?}", t.refused());
    assert!(t.state().map.corridors.contains_key(&tile));
    assert!(
        !t.state().corridor_tile_corrections(c).iter().any(
            |f| matches!(f, crate::rules::retaliation::Fix::Tile { tile: x, .. } if *x == tile)
        ),
        "the tile laid is no longer in the pile"
    );
    assert!(t.corrections);
    t.update(Message::Play(C::EndTurn { who: 0, pass: true }));
    assert!(!t.corrections);
}

/// Issue 13's lesson for this map too: at every text size the room names are at least 80 % of
/// the body text and grow with it, on a 1920×1080 window (the map takes 60 % of the width).
#[test]
fn room_names_grow_with_the_text_size_and_never_go_below_it() {
    let t = table(4);
    let fit = Fit::of(Size::new(1100.0, 960.0), &Fit::cells(t.state()));
    let mut last = 0.0;
    for size in TextSize::ALL {
        let body = size.typography().body;
        let name = fit.name_size(body);
        assert!(name >= body * 0.8, "{size:?}: {name} px for {body} px text");
        assert!(name >= last, "{size:?}");
        last = name;
    }
    // at the start the map shows the Landing Zone and the Hibernatorium with their neighbours,
    // so the hexes are larger than the whole frame would allow
    let whole: Vec<_> = crate::rules::retaliation::tables()
        .unwrap()
        .frame
        .spaces
        .keys()
        .copied()
        .collect();
    assert!(fit.size > Fit::of(Size::new(1100.0, 960.0), &whole).size);
}

#[test]
fn long_names_shrink_to_two_lines_and_short_ones_keep_their_size() {
    assert_eq!(super::map::fit_two_lines("Nest", 20.0, 100.0), 20.0);
    let long = super::map::fit_two_lines("コールドスリープルーム", 20.0, 100.0);
    // two lines broken at the word's edge: the longer, コールドスリープ, holds 8 of the 11
    // (sized for half of it, the line did not fit and the renderer wrapped it a third time, as
    // the Japanese walk showed at the largest text size)
    assert!(long < 20.0 && long * 8.0 <= 100.0, "{long}");
    assert!(long * 8.0 > 90.0, "as large as fits: {long}");
}

#[test]
fn a_digit_answers_the_noise_die_and_does_nothing_otherwise() {
    let mut t = table(1);
    let before = t.game.commands().len();
    assert!(matches!(t.digit(3), super::Action::None));
    assert_eq!(t.game.commands().len(), before);
    // walk until the app asks for the noise die
    for _ in 0..30 {
        if matches!(t.state().pending.front(), Some(Question::NoiseRoll { .. })) {
            break;
        }
        if t.state().pending.is_empty() {
            let st = t.state();
            let m = &st.marines[0];
            let c = st
                .map
                .corridors_of(m.room)
                .into_iter()
                .find(|c| st.map.beyond(*c, m.room).is_some())
                .or_else(|| st.map.corridors_of(m.room).first().copied())
                .unwrap();
            t.update(Message::Play(C::Move {
                who: 0,
                corridor: c,
                careful: false,
            }));
        } else {
            answer_all(&mut t);
        }
    }
    assert!(matches!(
        t.state().pending.front(),
        Some(Question::NoiseRoll { .. })
    ));
    assert!(matches!(t.digit(3), super::Action::Played(_)));
    assert!(matches!(
        t.game.commands().last(),
        Some(C::NoiseRoll {
            face: crate::rules::retaliation::NoiseFace::Three
        })
    ));
}

/// The map's drawing is kept until the game changes. An undo followed by another step leaves as
/// many commands as before, so a key made of counts repeated and the map showed the undone step.
#[test]
fn every_change_redraws_the_map_even_when_the_command_count_repeats() {
    let mut t = table(2);
    t.update(Message::Play(C::EndTurn { who: 0, pass: true }));
    let after_pass = t.version();
    t.update(Message::Shell(ShellMessage::Undo));
    assert_ne!(t.version(), after_pass);
    // another step by the marine whose turn it is: ending the turn without passing
    t.update(Message::Play(C::EndTurn {
        who: 0,
        pass: false,
    }));
    assert_eq!(t.game.commands().len(), 1);
    assert_ne!(
        t.version(),
        after_pass,
        "the undone step's drawing would be shown"
    );
    // a refused tap changes nothing, so nothing is redrawn
    let now = t.version();
    t.update(Message::Play(C::IntruderPhase {}));
    assert_eq!(t.version(), now);
}

/// Co-op through the table: a marine who dies falls, the one who walks out of that room is
/// offered to carry the model along, and the Mission Tasks are on the side panel's data.
#[test]
fn in_coop_a_fallen_marine_is_carried_by_the_one_who_leaves_the_room() {
    let mut config = RetaliationConfig::numbered(11, 2);
    config.coop = true;
    let mut t =
        RetTable::new(RetGame::start(Err(crate::storage::root::NoDataFolder), config).unwrap());
    assert_eq!(t.state().missions.len(), 2, "a Solo/Coop task per marine");
    t.update(Message::Select(0));
    explore(&mut t);
    answer_all(&mut t);
    let room = t.state().marines[0].room;
    // marine 0 is down where it stands
    t.update(Message::Select(1));
    let c = t.state().map.corridors_of(room)[0];
    let to_lz = t
        .state()
        .map
        .corridors_of(crate::rules::retaliation::LANDING_ZONE)
        .into_iter()
        .find(|k| {
            t.state()
                .map
                .beyond(*k, crate::rules::retaliation::LANDING_ZONE)
                == Some(room)
        })
        .unwrap_or(c);
    let super::Action::Played(out) = t.update(Message::Play(C::Died { who: 0 })) else {
        panic!("refused: {:?}", t.refused());
    };
    assert_eq!(out, vec![O::MarineFell { who: 0 }]);
    let i18n = crate::gui::i18n::I18n::new(crate::gui::i18n::Language::En).unwrap();
    let line = super::words::outcome(&i18n, t.state(), &out[0]).unwrap();
    assert!(
        line.contains("lay the miniature down") && line.contains("Surgery"),
        "{line}"
    );
    // not next door yet: no carry on offer
    assert!(!t.state().accepts(&C::Carry { fallen: 0, by: 1 }));
    // marine 1 (in the Landing Zone) steps into the fallen marine's room and back out
    t.update(Message::Play(C::Move {
        who: 1,
        corridor: to_lz,
        careful: false,
    }));
    answer_all(&mut t);
    assert_eq!(t.state().marines[1].room, room, "marine 1 walked in");
    {
        t.update(Message::Play(C::EndTurn {
            who: 1,
            pass: false,
        }));
        answer_all(&mut t);
        t.update(Message::Play(C::Move {
            who: 1,
            corridor: to_lz,
            careful: false,
        }));
        answer_all(&mut t);
    }
    assert_eq!(
        t.state().marines[1].room,
        crate::rules::retaliation::LANDING_ZONE,
        "and back out"
    );
    {
        assert!(t.state().accepts(&C::Carry { fallen: 0, by: 1 }));
        let super::Action::Played(out) = t.update(Message::Play(C::Carry { fallen: 0, by: 1 }))
        else {
            panic!("refused: {:?}", t.refused());
        };
        assert_eq!(t.state().marines[0].room, t.state().marines[1].room);
        let line = super::words::outcome(&i18n, t.state(), &out[0]).unwrap();
        assert!(line.contains("extra action card"), "{line}");
    }
}

#[test]
fn the_game_code_reads_in_groups_of_four() {
    assert_eq!(super::panel::grouped_code(0x12), "0000 0000 0000 0012");
    assert_eq!(
        super::panel::grouped_code(u64::MAX - 1),
        "FFFF FFFF FFFF FFFE"
    );
}

#[test]
fn an_ended_turn_hands_the_turn_to_the_next_marine_who_can_act() {
    let mut t = table(3);
    let order = t.state().turn_order();
    assert_eq!(t.selected, order[0]);
    let end = |t: &mut RetTable, who: usize, pass: bool| {
        let played = t.update(Message::Play(C::EndTurn { who, pass }));
        assert!(
            matches!(played, super::Action::Played(_)),
            "{:?}",
            t.refused()
        );
    };
    end(&mut t, order[0], false);
    assert_eq!(t.selected, order[1], "the second marine's turn");
    end(&mut t, order[1], true);
    assert_eq!(t.selected, order[2]);
    end(&mut t, order[2], false);
    assert_eq!(t.selected, order[0], "round and round");
    end(&mut t, order[0], false);
    assert_eq!(t.selected, order[2], "a marine who passed is skipped");
    // undo back to the second marine's pass: the turn is the third marine's again
    t.update(Message::Shell(ShellMessage::Undo));
    t.update(Message::Shell(ShellMessage::Undo));
    assert_eq!(t.selected, order[2]);
}

#[test]
fn the_same_line_twice_in_a_row_is_said_once_with_its_count() {
    use crate::rules::retaliation::RKind;
    use crate::rules::retaliation::map::Place;
    let t = table(2);
    let i18n = crate::gui::i18n::I18n::new(crate::gui::i18n::Language::Ja).unwrap();
    let adult = |id| O::Appears {
        at: Place::Corridor(110),
        kind: RKind::Adult,
        id,
    };
    let drone = O::Appears {
        at: Place::Corridor(110),
        kind: RKind::Drone,
        id: 9,
    };
    let said = [adult(1), adult(2), adult(3), drone, adult(4)];
    let lines = super::words::outcomes(&i18n, t.state(), &said);
    assert_eq!(lines.len(), 3, "{lines:?}");
    let one = super::words::outcomes(&i18n, t.state(), &[adult(1)]).remove(0);
    assert!(
        lines[0] != one && lines[0].whole().contains('3'),
        "{lines:?}"
    );
    assert_ne!(lines[1], lines[0]);
    assert_eq!(lines[2], one, "not next to the others: said on its own");
    // any other line twice in a row: said once, with its count
    let noise = O::NoiseMarker { corridor: 110 };
    let lines = super::words::outcomes(&i18n, t.state(), &[noise.clone(), noise.clone()]);
    let once = super::words::outcomes(&i18n, t.state(), &[noise]).remove(0);
    assert_eq!(lines.len(), 1);
    assert!(
        lines[0].whole().starts_with(&once.whole()) && lines[0].whole().contains('2'),
        "{lines:?}"
    );
}

#[test]
fn a_new_round_hands_the_first_turn_to_the_start_player() {
    let mut t = table(2);
    let first = t.state().start_player;
    for who in t.state().turn_order() {
        t.update(Message::Play(C::EndTurn { who, pass: true }));
    }
    for cmd in [C::IntruderPhase {}, C::EventCard {}, C::BagDevelopment {}] {
        t.update(Message::Play(cmd));
        answer_all(&mut t);
    }
    // someone looked at the old start player's row before the round ended
    t.update(Message::Select(first));
    t.update(Message::Play(C::Cleanup {}));
    answer_all(&mut t);
    assert_eq!(t.state().round, 2, "{:?}", t.refused());
    assert_ne!(t.state().start_player, first, "the token moved on");
    assert_eq!(t.selected, t.state().start_player);
}

#[test]
fn the_letter_keys_end_a_turn_pass_choose_a_marine_and_answer_hazard() {
    use crate::gui::shortcuts::TableKey as K;
    let mut t = table(3);
    let order = t.state().turn_order();
    t.key(K::NextCharacter);
    assert_eq!(t.selected, order[1], "Tab: the next marine");
    t.key(K::NextCharacter);
    t.key(K::NextCharacter);
    assert_eq!(t.selected, order[0], "round and round");
    t.key(K::EndTurn);
    assert!(!t.state().marines[order[0]].passed);
    assert_eq!(t.selected, order[1], "T ended the first marine's turn");
    t.key(K::Pass);
    assert!(t.state().marines[order[1]].passed, "P passed");
    assert_eq!(t.selected, order[2]);
    t.key(K::NextCharacter);
    assert_eq!(t.selected, order[0], "Tab skips the marine who passed");
    t.key(K::NextCharacter);
    assert_eq!(t.selected, order[2]);
    // H does nothing until the noise die is asked, then answers Hazard
    let before = t.state().clone();
    t.key(K::Hazard);
    assert_eq!(t.state(), &before);
    // explore, then walk back into the Landing Zone: a move into a known room asks the die
    let who = t.selected;
    let from = t.state().marines[who].room;
    explore(&mut t);
    answer_all(&mut t);
    let back = t
        .state()
        .map
        .corridors_of(t.state().marines[who].room)
        .into_iter()
        .find(|c| t.state().map.corridor_rooms(*c).contains(&from))
        .unwrap();
    t.update(Message::Play(C::Move {
        who,
        corridor: back,
        careful: false,
    }));
    assert!(
        matches!(t.state().pending.front(), Some(Question::NoiseRoll { .. })),
        "{:?}",
        t.state().pending
    );
    let played = t.key(K::Hazard);
    let super::Action::Played(out) = played else {
        panic!("H was not taken: {:?}", t.refused())
    };
    assert!(
        !matches!(t.state().pending.front(), Some(Question::NoiseRoll { .. })),
        "{out:?}"
    );
    assert!(t.game.commands().iter().any(|c| matches!(
        c,
        C::NoiseRoll {
            face: crate::rules::retaliation::NoiseFace::Hazard
        }
    )));
}

#[test]
fn reopened_mid_turn_the_acting_marine_is_chosen_again() {
    let mut t = table(3);
    let order = t.state().turn_order();
    t.update(Message::Play(C::EndTurn {
        who: order[0],
        pass: false,
    }));
    assert_eq!(t.selected, order[1]);
    explore(&mut t);
    answer_all(&mut t);
    let again = RetTable::new(t.game);
    assert_eq!(again.selected, order[1]);
}

#[test]
fn a_token_back_starts_at_what_its_type_must_show() {
    use crate::rules::retaliation::RKind;
    let mut t = table(2);
    // issue 38: the steppers started at backs no token shows (1 Adult; 0 Adults + 1 Drone):
    // they start at the smallest printed back (cards-retaliation §1.4)
    assert_eq!(
        t.token_back(RKind::Adult),
        (2, 0),
        "an Adult token: 2, 3 or 4 Adults"
    );
    assert_eq!(
        t.token_back(RKind::Drone),
        (1, 1),
        "a Drone token: 1 to 3 Adults and 1 Drone"
    );
    t.update(Message::Adults(3));
    t.update(Message::Drones(2));
    assert_eq!(
        t.token_back(RKind::Adult),
        (3, 0),
        "never a Drone on an Adult token"
    );
    assert_eq!(t.token_back(RKind::Drone), (3, 2));
}

/// The token-back steppers stay within what the rules take, whatever is tapped: the window
/// once held its own copy of the limits (`max(1)`, `min(6)`); now both read `back_limits`.
#[test]
fn the_token_back_steppers_offer_only_what_the_rules_take() {
    use crate::rules::retaliation::{Question, RKind};
    let t = table(2);
    let corridor = *t.state().map.corridors.keys().next().unwrap();
    for kind in [RKind::Adult, RKind::Drone] {
        for adults in 0..=9 {
            for drones in 0..=9 {
                let mut tapped = table(2);
                tapped.update(Message::Adults(adults));
                tapped.update(Message::Drones(drones));
                let (a, d) = tapped.token_back(kind);
                let mut asked = t.state().clone();
                asked
                    .pending
                    .push_front(Question::TokenBack { kind, corridor });
                assert!(
                    asked.accepts(&C::TokenBack {
                        adults: a,
                        drones: d
                    }),
                    "{kind:?} after tapping {adults}+{drones}: {a}+{d} is refused"
                );
            }
        }
    }
}

#[test]
fn a_corridors_intruder_pill_goes_where_it_covers_nothing() {
    use super::map::{Keep, tag_spot};
    use iced::{Point, Rectangle};
    let words_of = |area| Keep {
        area,
        weight: Keep::WORDS,
    };
    let mid = Point::new(100.0, 100.0);
    let pill = Size::new(80.0, 20.0);
    let free = tag_spot(mid, 10.0, pill, &[]);
    assert!(free.x > mid.x, "nothing in the way: to the right, {free:?}");
    // a room's words to the right and a badge to the left: below
    let words = Rectangle::new(Point::new(105.0, 60.0), Size::new(200.0, 45.0));
    let badge = Rectangle::new(Point::new(0.0, 90.0), Size::new(85.0, 20.0));
    let spot = tag_spot(mid, 10.0, pill, &[words_of(words), words_of(badge)]);
    assert!(spot.intersection(&words).is_none() && spot.intersection(&badge).is_none());
    assert!(spot.y > mid.y, "{spot:?}");
    // everything covered somewhat: the side that covers least
    let above = Rectangle::new(Point::new(0.0, 0.0), Size::new(200.0, 89.0));
    let below = Rectangle::new(Point::new(0.0, 111.0), Size::new(200.0, 100.0));
    let left = Rectangle::new(Point::new(0.0, 85.0), Size::new(20.0, 30.0));
    let spot = tag_spot(
        mid,
        10.0,
        pill,
        &[
            words_of(above),
            words_of(below),
            words_of(left),
            words_of(words),
        ],
    );
    assert!(spot.x < mid.x, "the left side covers least: {spot:?}");
    // the same, but a room's number sits in the small spot on the left: a table reads a room by
    // its number, so the pill covers more of the words rather than the number (issue 38)
    let number = Keep {
        area: left,
        weight: Keep::NUMBER,
    };
    let spot = tag_spot(
        mid,
        10.0,
        pill,
        &[words_of(above), words_of(below), number, words_of(words)],
    );
    assert!(spot.intersection(&left).is_none(), "{spot:?}");
}

#[test]
fn no_corridor_pill_covers_a_room_number() {
    // mid-game facilities with an intruder in every corridor: at every text size and in every
    // language, no pill is drawn over a room's number (issue 38: one covered the Landing
    // Site's 14)
    use super::map::{Fit, corridor_pills, number_area};
    use crate::gui::i18n::{I18n, Language};
    use crate::rules::retaliation::RKind;
    use crate::rules::retaliation::map::Intruder;
    let games: Vec<_> = [(21u64, 4usize), (23, 5), (24, 2)]
        .into_iter()
        .map(|(seed, players)| {
            let j = crate::sim::retaliation::played(
                RetaliationConfig::numbered(seed, players),
                seed,
                9,
            )
            .unwrap();
            let mut st = j.state().clone();
            for (i, cor) in st.map.corridors.values_mut().enumerate() {
                let kind = [RKind::Drone, RKind::Adult, RKind::Queen][i % 3];
                cor.intruders = (0..=i % 2)
                    .map(|n| Intruder {
                        id: 100 + n as u32,
                        kind,
                        hits: 0,
                    })
                    .collect();
            }
            st
        })
        .collect();
    let mut pills = 0;
    for language in Language::ALL {
        let i18n = I18n::new(language).unwrap();
        for (st, size) in games.iter().flat_map(|st| TextSize::ALL.map(|z| (st, z))) {
            let text_px = size.typography().body;
            let fit = Fit::of(Size::new(1284.0, 900.0), &Fit::cells(st));
            let name_px = fit.name_size(text_px);
            for (_, spot) in corridor_pills(st, fit, &i18n, text_px) {
                pills += 1;
                for r in st.map.rooms.values() {
                    let n = number_area(fit.centre(r.cell), fit.size, name_px, &r.id.to_string());
                    assert!(
                        spot.intersection(&n).is_none(),
                        "{language:?} {size:?}: a pill at {spot:?} covers room {}",
                        r.id
                    );
                }
            }
        }
    }
    assert!(pills > 100, "{pills}");
}

#[test]
fn nobody_is_asked_to_check_objectives_when_nobody_survived() {
    let mut t = table(2);
    for who in 0..2 {
        t.update(Message::Play(C::Died { who }));
    }
    let r = t
        .state()
        .result
        .clone()
        .expect("nobody left: the game is over");
    let i18n = crate::gui::i18n::I18n::new(crate::gui::i18n::Language::Ja).unwrap();
    assert!(r.survivors.is_empty());
    assert_eq!(super::panel::verdict(&i18n, &r), None);
    let mut alive = r.clone();
    alive.survivors = vec![1];
    assert!(super::panel::verdict(&i18n, &alive).is_some());
}

#[test]
fn after_an_undo_a_reopened_game_raises_no_curtain_again() {
    let dir = tempfile::tempdir().unwrap();
    let config = RetaliationConfig::numbered(11, 2);
    let game = RetGame::start(Ok(GameStore::new(dir.path())), config).unwrap();
    let id = game.id().cloned().unwrap();
    let mut t = RetTable::new(game);
    t.update(Message::Play(C::EndTurn {
        who: 0,
        pass: false,
    }));
    // a step whose sight (had it one) was not yet shown when the table quit
    t.game.mark_sights_unseen(true);
    t.update(Message::Play(C::EndTurn {
        who: 1,
        pass: false,
    }));
    t.game.mark_sights_unseen(true);
    t.update(Message::Shell(ShellMessage::Undo));
    assert!(
        !t.game.sights_unseen(),
        "the step now in force was shown when it was played"
    );
    drop(t);
    let (again, _) = RetGame::resume(GameStore::new(dir.path()), &id).unwrap();
    assert!(!again.sights_unseen());
}

/// Japanese names break at a word's edge, not in the middle of a word: the real window showed
/// 「コールドス / リープルーム」 on the Japanese co-op map (issue 38; issue 39 item 15).
#[test]
fn a_two_line_name_breaks_at_its_middle_space_or_its_middle() {
    use super::map::two_line_name;
    assert_eq!(two_line_name("군사 실험실"), "군사\n실험실");
    assert_eq!(
        two_line_name("コールドスリープルーム"),
        "コールドスリープ\nルーム"
    );
    assert_eq!(
        two_line_name("生命維持システム制御室A"),
        "生命維持\nシステム制御室A"
    );
    assert_eq!(
        two_line_name("スプリンクラー制御室"),
        "スプリンクラー\n制御室"
    );
    assert_eq!(two_line_name("サーバールーム"), "サーバー\nルーム");
    assert_eq!(two_line_name("警備ロボット室"), "警備\nロボット室");
    // the middle falls before ー: the break moves left of it
    assert_eq!(two_line_name("アーアーアーア"), "アー\nアーアーア");
    assert_eq!(
        two_line_name("Life Support Control A"),
        "Life Support\nControl A"
    );
}

#[test]
fn a_marines_disc_is_told_apart_from_the_others() {
    use super::map::disc_label;
    let t = table(3);
    // the default names P1, P2, P3 all start with P: the discs show the numbers
    let labels: Vec<String> = (0..3).map(|i| disc_label(t.state(), i)).collect();
    assert_eq!(labels, ["1", "2", "3"]);
    let mut config = RetaliationConfig::numbered(11, 3);
    config.players = vec!["アキ".into(), "ユウ".into(), "アヤ".into()];
    let t = RetTable::new(RetGame::start(Err(crate::storage::root::NoDataFolder), config).unwrap());
    let labels: Vec<String> = (0..3).map(|i| disc_label(t.state(), i)).collect();
    assert_eq!(
        labels,
        ["1", "ユ", "3"],
        "only the clashing initials give way"
    );
}

/// Issue 38: the AA tokens were swapped blind (「보고 바꾸기」 chose before the look). Now one
/// button looks; behind the curtain the marine sees both tokens and chooses there to put them
/// back as they are or swapped; the answer hides the curtain and the game goes on. The undo label
/// never says which.
/// A table where a marine who may act stands in Life Support Control B (the AA look's room).
pub(crate) fn at_the_aa_tokens() -> (RetTable, usize) {
    at_the_aa_tokens_with(2)
}

fn at_the_aa_tokens_with(players: usize) -> (RetTable, usize) {
    use crate::rules::retaliation::Fix;
    const LS_B: u8 = 19;
    // the box deals: the players say they drew Life Support Control B as soon as its pile is
    // drawn from; the marines walk the facility until then (some seed gets there)
    let mut found = None;
    'seeds: for seed in 1..40 {
        let mut config = RetaliationConfig::numbered(seed, players);
        config.dealer = crate::rules::ids::Dealer::Box;
        let mut t =
            RetTable::new(RetGame::start(Err(crate::storage::root::NoDataFolder), config).unwrap());
        for step in 0..400usize {
            if t.state().map.rooms.contains_key(&LS_B) {
                found = Some(t);
                break 'seeds;
            }
            if t.state().ended.is_some() {
                continue 'seeds;
            }
            let st = t.state();
            let cmd = match st.pending.front().copied() {
                Some(Question::Tiles { .. }) => {
                    let w = st.tiles_wanted().unwrap();
                    let room = if w.rooms.contains(&LS_B) {
                        LS_B
                    } else {
                        w.rooms[step % w.rooms.len()]
                    };
                    C::Tiles {
                        room,
                        corridors: w.corridors[..w.count].to_vec(),
                    }
                }
                Some(_) => {
                    answer_all(&mut t);
                    continue;
                }
                None if st.step != crate::rules::retaliation::Step::Players => match st.step {
                    crate::rules::retaliation::Step::Event => C::EventCard {},
                    crate::rules::retaliation::Step::Bag => C::BagDevelopment {},
                    _ => C::Cleanup {},
                },
                // whose turn it is is the rules' answer; two actions end it (issue 51)
                None => match st.current_turn() {
                    None => C::IntruderPhase {},
                    Some((who, 2..)) => C::EndTurn { who, pass: false },
                    Some((who, _)) if step % 4 == 3 => C::EndTurn { who, pass: true },
                    Some((who, _)) => {
                        let cs = st.map.corridors_of(st.marines[who].room);
                        C::Move {
                            who,
                            corridor: cs[(step * 7 + seed as usize) % cs.len()],
                            careful: false,
                        }
                    }
                },
            };
            t.update(Message::Play(cmd));
        }
    }
    let mut t = found.expect("some game reaches Life Support Control B");
    // on to a marine who may act (the round goes on while everyone has passed)
    for _ in 0..20 {
        answer_all(&mut t);
        let st = t.state();
        if st.step == crate::rules::retaliation::Step::Players {
            match st.current_turn() {
                Some((_, 0)) => break,
                Some((who, _)) => {
                    t.update(Message::Play(C::EndTurn { who, pass: false }));
                    continue;
                }
                None => {}
            }
        }
        let cmd = match st.step {
            crate::rules::retaliation::Step::Players => C::IntruderPhase {},
            crate::rules::retaliation::Step::Event => C::EventCard {},
            crate::rules::retaliation::Step::Bag => C::BagDevelopment {},
            crate::rules::retaliation::Step::Cleanup => C::Cleanup {},
        };
        t.update(Message::Play(cmd));
    }
    let (who, _) = t.state().current_turn().expect("a marine whose turn it is");
    t.update(Message::Play(C::Correct {
        fix: Fix::MarineTo { who, room: LS_B },
    }));
    // the room works whatever the walk did to it (a malfunction would refuse its action)
    if t.state()
        .map
        .rooms
        .get(&LS_B)
        .is_some_and(|r| r.malfunction)
    {
        t.update(Message::Play(C::Correct {
            fix: Fix::Malfunction {
                room: LS_B,
                on: false,
            },
        }));
    }
    (t, who)
}

/// Issue 33 (one curtain): the Retaliation table keeps the curtain every game keeps. Behind it
/// the table's keys, a step and an undo wait (before, Enter and T went on playing under the
/// cover); Enter reveals; alone at the table the sight shows at once.
#[test]
fn behind_the_curtain_the_retaliation_table_waits_as_the_base_table_does() {
    use crate::gui::shortcuts::TableKey;
    use crate::rules::retaliation::RoomAct;
    let (mut t, who) = at_the_aa_tokens();
    t.update(Message::Play(C::Room {
        who,
        action: RoomAct::LookAa { swap: None },
    }));
    let steps = t.steps_in_force();
    let state = t.state().clone();
    t.key(TableKey::EndTurn);
    t.key(TableKey::Pass);
    t.digit(1);
    t.update(Message::Shell(ShellMessage::Undo));
    t.update(Message::Play(C::EndTurn { who, pass: true }));
    assert_eq!(t.steps_in_force(), steps, "nothing was played or undone");
    assert_eq!(t.state(), &state);
    assert!(t.curtain().is_up() && !t.curtain().current().unwrap().revealed);
    t.confirm();
    assert!(
        t.curtain().current().unwrap().revealed,
        "Enter reveals, as on the base table"
    );

    let (mut solo, who) = at_the_aa_tokens_with(1);
    solo.update(Message::Play(C::Room {
        who,
        action: RoomAct::LookAa { swap: None },
    }));
    let front = solo.curtain().current().expect("the curtain is up");
    assert!(front.revealed, "alone, nobody is handed the laptop");
    assert!(front.asks_choice(), "the order is asked at once");
    solo.update(Message::PutBack(false));
    assert!(!solo.curtain().is_up());
    assert!(!solo.game.sights_unseen());
}

#[test]
fn the_aa_tokens_are_seen_before_their_order_is_chosen_behind_the_curtain() {
    use crate::rules::retaliation::RoomAct;
    let (mut t, who) = at_the_aa_tokens();
    let look = C::Room {
        who,
        action: RoomAct::LookAa { swap: None },
    };
    t.update(Message::Play(look));
    assert!(t.refused().is_none(), "{:?}", t.refused());
    let curtain = t
        .curtain()
        .current()
        .cloned()
        .expect("the curtain is up for the marine who looked");
    assert_eq!(curtain.to, who);
    assert!(!curtain.revealed, "nothing shows until the marine asks");
    t.update(Message::Shell(ShellMessage::Curtain(
        CurtainMessage::Reveal,
    )));
    assert!(t.curtain().current().is_some_and(|c| c.revealed));
    let [sight] = curtain.sights.as_slice() else {
        panic!("one sight: {:?}", curtain.sights)
    };
    let O::AaSeen { top, bottom, .. } = sight.outcome else {
        panic!("the curtain shows the AA tokens")
    };
    // Enter and Hide do not take the question away: the order is chosen here
    t.confirm();
    t.update(Message::Shell(ShellMessage::Curtain(CurtainMessage::Hide)));
    assert!(
        t.curtain().is_up(),
        "the order waits for the marine's answer"
    );
    // the marine chooses behind the curtain: swapped
    t.update(Message::PutBack(true));
    assert!(!t.curtain().is_up(), "the answer hides the curtain");
    assert!(t.state().pending.is_empty(), "the question is answered");
    assert!(t.refused().is_none());
    // the next look shows them swapped: what was on top is now below
    t.update(Message::Play(C::Room {
        who,
        action: RoomAct::LookAa { swap: None },
    }));
    let again = t.curtain().current().cloned().expect("curtain");
    assert_eq!(
        again.sights[0].outcome,
        O::AaSeen {
            to: who,
            top: bottom,
            bottom: top,
            swapped: false
        }
    );
}

/// What only one marine saw never enters the log (as in the base game's): the AA tokens' faces
/// stay behind the curtain, while the table is told that the marine looked, after the step,
/// a redo and a reopen alike. The phones' log is built from this one.
#[test]
fn the_log_keeps_what_the_table_saw_and_never_a_private_sight() {
    use crate::rules::retaliation::RoomAct;
    let (mut t, who) = at_the_aa_tokens();
    t.update(Message::Play(C::Room {
        who,
        action: RoomAct::LookAa { swap: None },
    }));
    assert!(
        t.curtain().is_up(),
        "the marine sees them behind the curtain"
    );
    let check = |t: &RetTable, when: &str| {
        assert!(
            t.log()
                .entries()
                .iter()
                .all(|e| e.outcomes.iter().all(|o| o.private_to().is_none())),
            "{when}: a private sight in the log"
        );
        assert!(
            t.said().contains(&O::AaLooked { who }),
            "{when}: the table is told the marine looked"
        );
        let i18n = crate::gui::i18n::I18n::new(crate::gui::i18n::Language::Ko).unwrap();
        let said: Vec<String> = t.said_lines(&i18n).into_iter().map(|l| l.text).collect();
        assert!(
            said.iter()
                .any(|l| l.replace('\u{2060}', "").contains("보았습니다")),
            "{when}: {said:?}"
        );
    };
    check(&t, "played");
    t.update(Message::Shell(ShellMessage::Curtain(
        CurtainMessage::Reveal,
    )));
    t.update(Message::PutBack(false));
    t.update(Message::Shell(ShellMessage::Undo));
    t.update(Message::Shell(ShellMessage::Undo));
    t.update(Message::Shell(ShellMessage::Redo));
    check(&t, "redone");
    assert!(!t.curtain().is_up(), "a redo shows no sight again");
    let again = RetTable::new(t.game);
    check(&again, "reopened");
}

/// Issue 38 item 5: the door correction was one button cycling open → closed → destroyed (the
/// "open" it then offered was refused), and labels like 「여기 고장 없음」 read as the room's
/// state. Each other door state is offered by name, and every correction says what it does.
#[test]
fn corrections_offer_each_other_door_state_and_say_what_they_do() {
    use super::panel::fix_label;
    use crate::gui::i18n::{I18n, Language};
    use crate::gui::theme::ThemeChoice;
    use crate::gui::widgets::Ctx;
    use crate::rules::retaliation::Fix;
    use crate::rules::retaliation::map::Door;
    let mut t = table(2);
    let st = t.state().clone();
    let c = st
        .map
        .corridors_of(crate::rules::retaliation::LANDING_ZONE)
        .into_iter()
        .find(|c| st.map.corridors[c].door.is_some())
        .expect("a corridor with a door");
    for now in [Door::Open, Door::Closed, Door::Destroyed] {
        t.update(Message::Play(C::Correct {
            fix: Fix::Door {
                corridor: c,
                door: now,
            },
        }));
        assert_eq!(t.state().map.corridors[&c].door, Some(now));
        let offered: Vec<Door> = t
            .state()
            .corridor_corrections(c)
            .into_iter()
            .filter_map(|f| match f {
                Fix::Door { door, .. } => Some(door),
                _ => None,
            })
            .collect();
        assert_eq!(offered.len(), 2, "{now:?}");
        assert!(!offered.contains(&now));
    }
    if let Some(bare) = st
        .map
        .corridors
        .values()
        .find(|c| c.door.is_none())
        .map(|c| c.id)
    {
        assert!(
            t.state()
                .corridor_corrections(bare)
                .iter()
                .all(|f| !matches!(f, Fix::Door { .. })),
            "no door, no door correction"
        );
    }
    let i18n = I18n::new(Language::Ko).unwrap();
    let ctx = Ctx {
        i18n: &i18n,
        ty: TextSize::Normal.typography(),
        theme: ThemeChoice::Dark,
        repaint: 0,
    };
    let close = fix_label(
        ctx,
        Fix::Door {
            corridor: 204,
            door: Door::Closed,
        },
    );
    assert_eq!(close.replace('\u{2060}', ""), "문 닫힘으로 바꾸기");
    let clear = fix_label(ctx, Fix::Malfunction { room: 9, on: false });
    assert_eq!(clear.replace('\u{2060}', ""), "고장 마커 치우기");
    // and the rules take every change, a destroyed door put right included
    let mut t = table(2);
    let c = t
        .state()
        .map
        .corridors_of(crate::rules::retaliation::LANDING_ZONE)[0];
    for door in [Door::Destroyed, Door::Open, Door::Closed, Door::Open] {
        t.update(Message::Play(C::Correct {
            fix: Fix::Door { corridor: c, door },
        }));
        if t.state().map.corridors[&c].door.is_some() {
            assert!(t.refused().is_none(), "{door:?}: {:?}", t.refused());
        }
    }
}

/// Issue 38 item 2: Enter did nothing while a question waited. Enter answers the token-back
/// question with the values the steppers show (a question only a tap can answer is brought into
/// view by the app instead).
#[test]
fn enter_answers_the_token_back_question_with_what_the_steppers_show() {
    use crate::rules::retaliation::{NoiseFace, RKind, Step};
    let mut asked = 0;
    for seed in 1..30u64 {
        let config = RetaliationConfig::numbered(seed, 2);
        let mut t =
            RetTable::new(RetGame::start(Err(crate::storage::root::NoDataFolder), config).unwrap());
        for step in 0..300usize {
            if t.state().ended.is_some() {
                break;
            }
            let st = t.state();
            let cmd = match st.pending.front().copied() {
                Some(Question::TokenBack { kind, .. }) => {
                    let shown = t.token_back(kind);
                    let super::Action::Played(out) = t.confirm() else {
                        panic!("Enter did nothing: {:?}", t.refused())
                    };
                    let placed = out
                        .iter()
                        .filter(|o| matches!(o, O::Appears { .. }))
                        .count();
                    assert!(placed <= usize::from(shown.0 + shown.1));
                    assert_eq!(
                        t.game.commands().last(),
                        Some(&C::TokenBack {
                            adults: shown.0,
                            drones: shown.1
                        }),
                        "the question is answered with what the steppers show"
                    );
                    asked += 1;
                    assert!(shown.0 >= u8::from(kind == RKind::Adult) * 2);
                    continue;
                }
                Some(Question::NoiseRoll { .. }) => C::NoiseRoll {
                    face: [NoiseFace::One, NoiseFace::Two, NoiseFace::Three][step % 3],
                },
                Some(_) => {
                    answer_all(&mut t);
                    continue;
                }
                None if st.step != Step::Players => match st.step {
                    Step::Event => C::EventCard {},
                    Step::Bag => C::BagDevelopment {},
                    _ => C::Cleanup {},
                },
                None => match st.current_turn() {
                    None => C::IntruderPhase {},
                    Some((who, 2..)) => C::EndTurn { who, pass: false },
                    Some((who, _)) if step % 3 == 2 => C::EndTurn { who, pass: true },
                    Some((who, _)) => {
                        let cs = st.map.corridors_of(st.marines[who].room);
                        C::Move {
                            who,
                            corridor: cs[step % cs.len()],
                            careful: false,
                        }
                    }
                },
            };
            t.update(Message::Play(cmd));
        }
        if asked >= 3 {
            break;
        }
    }
    assert!(asked > 0, "some game asked a token back");
}

/// Issue 38: the map read from across the table. In mid-game facilities, at every text size,
/// beside the panel and with the map alone (M), every room's markers and figures lie inside its
/// hexagon, below its name, and clear of the corridor badges on its edges; no letter is below
/// 14 px; a room with up to three keeps them at full size at the two smaller text sizes, and
/// their letters at 70 % of the room's name or more at every size (the hexagon bounds both at
/// the larger sizes: the map is as tall as the window allows). Printed by `cargo test map_figures -- --nocapture`.
#[test]
fn map_figures_fit_their_rooms_at_every_text_size() {
    use super::map::{RoomWords, figure_rows};
    use crate::gui::i18n::{I18n, Language};
    let games: Vec<_> = [(21u64, 4usize, false), (22, 3, true), (23, 5, false)]
        .into_iter()
        .map(|(seed, players, coop)| {
            let mut config = RetaliationConfig::numbered(seed, players);
            config.coop = coop;
            crate::sim::retaliation::played(config, seed, 7).unwrap()
        })
        .collect();
    let inside_hexagon = |x: f32, y: f32, s: f32| {
        // pointy top, circumradius 0.86 s
        let (x, y) = (x.abs(), y.abs());
        let r = s * 0.86;
        x <= r * 0.866 && x * 0.5 + y * 0.866 <= r * 0.866
    };
    let mut checked = 0;
    for language in Language::ALL {
        let i18n = I18n::new(language).unwrap();
        for size in TextSize::ALL {
            let body = size.typography().body;
            for (area, label) in [
                (Size::new(1100.0, 1080.0 - 7.0 * body), "beside the panel"),
                (Size::new(1880.0, 1080.0 - 6.0 * body), "alone"),
            ] {
                let mut smallest = f32::MAX;
                for j in &games {
                    let st = j.state();
                    let fit = Fit::of(area, &Fit::cells(st));
                    let s = fit.size;
                    let name_px = fit.name_size(body);
                    for room in st.map.rooms.values() {
                        let name = super::words::room_name(&i18n, room.id);
                        let w = RoomWords::of(&name, name_px, s);
                        // what the map draws in the room: its markers and its figures
                        let (marks, figs) = super::map::room_contents(st, &i18n, room.id);
                        let n = marks.len() + figs.len();
                        let rows = figure_rows(n, fit.figure_size(body), s, w.figures_top());
                        let centre = fit.centre(room.cell);
                        let badges: Vec<(f32, f32)> = st
                            .map
                            .corridors_of(room.id)
                            .into_iter()
                            .filter_map(|c| st.map.corridors.get(&c))
                            .map(|cor| {
                                let (a, b) = cor.ends();
                                let (pa, pb) = (fit.centre(a), fit.centre(b));
                                (
                                    (pa.x + pb.x) / 2.0 - centre.x,
                                    (pa.y + pb.y) / 2.0 - centre.y,
                                )
                            })
                            .collect();
                        let h = rows.side / 2.0;
                        for spot in &rows.spots {
                            let what = format!(
                                "{language:?} {size:?} {label}: room {} ({n} figures, side \
                                 {:.1} px, hex {s:.1} px)",
                                room.id, rows.side
                            );
                            for (dx, dy) in [(-h, -h), (h, -h), (-h, h), (h, h)] {
                                assert!(
                                    inside_hexagon(spot.x + dx, spot.y + dy, s),
                                    "{what}: a figure leaves the room"
                                );
                            }
                            assert!(
                                spot.y - h >= w.name_y + w.half_height,
                                "{what}: a figure covers the name"
                            );
                            for (bx, by) in &badges {
                                let nx = bx.clamp(spot.x - h, spot.x + h);
                                let ny = by.clamp(spot.y - h, spot.y + h);
                                assert!(
                                    (nx - bx).hypot(ny - by) >= s * 0.23,
                                    "{what}: a figure under a corridor badge"
                                );
                            }
                        }
                        if n > 0 && n <= 3 && matches!(size, TextSize::Normal | TextSize::Large) {
                            assert!(
                                rows.side >= fit.figure_size(body) * 0.99,
                                "{language:?} {size:?} {label}: room {} shrank its {n} figures",
                                room.id
                            );
                        }
                        if n > 0 {
                            let letter = rows.side * super::map::FIGURE_LETTER;
                            assert!(
                                letter >= 14.0 && (letter >= w.name_size * 0.7 || n > 3),
                                "{language:?} {size:?} {label}: room {}: letters {:.1} px, \
                                 name {:.1} px",
                                room.id,
                                letter,
                                w.name_size
                            );
                            if n <= 3 {
                                smallest = smallest.min(letter);
                            }
                        }
                        checked += 1;
                    }
                }
                if language == Language::Ko && smallest < f32::MAX {
                    println!(
                        "{size:?} {label}: smallest letter of a room with up to three figures {smallest:.1} px"
                    );
                }
            }
        }
    }
    assert!(checked > 100, "{checked}");
}

/// Issue 38 item 6: pickers that moved under the finger. A card's slots once filled take no
/// more corridor tiles; after a kill the fight list keeps the gone intruder's row in its place
/// (buttons off), so a second tap does not kill the next one; choosing a marine starts afresh.
#[test]
fn pickers_keep_their_places_and_take_no_more_than_asked() {
    use crate::rules::retaliation::map::Place;
    use crate::rules::retaliation::{Fix, LANDING_ZONE, RKind};
    let mut config = RetaliationConfig::numbered(3, 2);
    config.dealer = crate::rules::ids::Dealer::Box;
    let mut t =
        RetTable::new(RetGame::start(Err(crate::storage::root::NoDataFolder), config).unwrap());
    let c = t.state().map.corridors_of(LANDING_ZONE)[0];
    t.update(Message::Play(C::Move {
        who: 0,
        corridor: c,
        careful: false,
    }));
    let w = t.state().tiles_wanted().unwrap();
    for tile in &w.corridors {
        t.update(Message::TileCorridor(*tile));
    }
    assert_eq!(
        t.tile_corridors.len(),
        w.count,
        "no more than the card's slots"
    );
    assert_eq!(t.tile_corridors, w.corridors[..w.count].to_vec());
    // taking one back frees a place
    t.update(Message::TileCorridor(w.corridors[0]));
    assert_eq!(t.tile_corridors.len(), w.count.saturating_sub(1));

    let mut t = table(2);
    for kind in [RKind::Adult, RKind::Drone] {
        t.update(Message::Play(C::Correct {
            fix: Fix::Place {
                at: Place::Room(LANDING_ZONE),
                kind,
            },
        }));
    }
    let before: Vec<_> = t.targets_shown();
    assert_eq!(before.len(), 2);
    assert!(before.iter().all(|(_, present)| *present));
    t.update(Message::Play(C::Kill {
        at: Place::Room(LANDING_ZONE),
        kind: RKind::Adult,
    }));
    let after = t.targets_shown();
    assert_eq!(
        after.iter().map(|(r, _)| *r).collect::<Vec<_>>(),
        before.iter().map(|(r, _)| *r).collect::<Vec<_>>(),
        "the rows keep their order"
    );
    assert_eq!(after[0], ((Place::Room(LANDING_ZONE), RKind::Adult), false));
    assert!(after[1].1, "the Drone is still there");
    t.update(Message::Select(1));
    assert_eq!(t.targets_shown().len(), 1, "a new choice starts afresh");
}

/// Issue 38 item 6, seen again in the five-player walk: a row stands for every intruder of a
/// kind in one place, so a double tap on a row of two Adults killed both. The row says how many
/// there are, and the same fight twice within a double tap's time is one tap; a second kill
/// later (after a die roll) is taken.
#[test]
fn a_double_tap_on_a_row_of_two_kills_one() {
    use crate::rules::retaliation::map::Place;
    use crate::rules::retaliation::{Fix, LANDING_ZONE, RKind};
    let mut t = table(2);
    t.set_tap_guard(crate::gui::tap_guard::DOUBLE_TAP);
    for _ in 0..2 {
        t.forget_last_tap_for_tests();
        t.update(Message::Play(C::Correct {
            fix: Fix::Place {
                at: Place::Room(LANDING_ZONE),
                kind: RKind::Adult,
            },
        }));
    }
    let adults = |t: &RetTable| {
        t.state()
            .map
            .intruders(Place::Room(LANDING_ZONE))
            .iter()
            .filter(|i| i.kind == RKind::Adult)
            .count()
    };
    assert_eq!(adults(&t), 2);
    assert_eq!(t.targets_shown().len(), 1, "one row for the two Adults");
    let kill = C::Kill {
        at: Place::Room(LANDING_ZONE),
        kind: RKind::Adult,
    };
    t.forget_last_tap_for_tests();
    t.update(Message::Play(kill.clone()));
    t.update(Message::Play(kill.clone()));
    assert_eq!(adults(&t), 1, "a double tap kills one");
    // the second tap landing on another row the panel moved under it: not taken either
    t.forget_last_tap_for_tests();
    t.update(Message::Play(C::Correct {
        fix: Fix::Place {
            at: Place::Room(LANDING_ZONE),
            kind: RKind::Drone,
        },
    }));
    t.forget_last_tap_for_tests();
    t.update(Message::Play(kill.clone()));
    t.update(Message::Play(C::Kill {
        at: Place::Room(LANDING_ZONE),
        kind: RKind::Drone,
    }));
    assert_eq!(adults(&t), 0);
    assert_eq!(
        t.state().map.intruders(Place::Room(LANDING_ZONE)).len(),
        1,
        "the Drone is still there"
    );
    t.forget_last_tap_for_tests();
    t.update(Message::Play(C::Correct {
        fix: Fix::Place {
            at: Place::Room(LANDING_ZONE),
            kind: RKind::Adult,
        },
    }));
    // the second shot, a die roll later
    t.forget_last_tap_for_tests();
    t.update(Message::Play(kill));
    assert_eq!(adults(&t), 0);
}

/// Issue 36: with the marine's phone connected, the AA look goes to that phone only; the window
/// says "look at your phone"; the order chosen on the phone is played as behind the curtain.
#[test]
fn the_aa_tokens_are_looked_at_and_put_back_on_the_phone() {
    use crate::gui::i18n::{I18n, Language};
    use crate::gui::phones::PhonesLink;
    use crate::gui::phones::test_phone::{Page, answer};
    use crate::rules::retaliation::RoomAct;
    let i18n = I18n::new(Language::Ja).unwrap();
    let (mut t, who) = at_the_aa_tokens();
    let mut link = PhonesLink::start(std::net::IpAddr::from([127, 0, 0, 1]), 2).unwrap();
    let url = link.seat_url(who).unwrap();
    let mut phone = Page::open(&url);
    std::thread::sleep(std::time::Duration::from_millis(100));
    link.sync_retaliation(&mut t, &i18n);
    t.update(Message::Play(C::Room {
        who,
        action: RoomAct::LookAa { swap: None },
    }));
    assert!(link.sync_retaliation(&mut t, &i18n).is_empty());
    let id = t
        .curtain()
        .current()
        .and_then(|c| c.phone.clone())
        .and_then(|ids| ids.first().copied())
        .expect("sent to the phone");
    // Show on the laptop does nothing while the phone has it
    t.update(Message::Shell(ShellMessage::Curtain(
        CurtainMessage::Reveal,
    )));
    assert!(!t.curtain().current().unwrap().revealed);
    let got = phone.text();
    assert!(got.contains("event: sight"), "{got}");
    assert!(
        got.contains("\"swap\""),
        "the order is chosen on the phone: {got}"
    );
    // the phone answers: swap
    answer(&url, id, "swap");
    let messages = link.sync_retaliation(&mut t, &i18n);
    assert!(
        matches!(messages.as_slice(), [Message::PutBack(true)]),
        "{messages:?}"
    );
    for m in messages {
        t.update(m);
    }
    assert!(!t.curtain().is_up(), "the answer hides the curtain");
    assert!(
        t.state().pending.is_empty(),
        "the order question is answered"
    );
    assert!(!t.game.sights_unseen(), "seen: never shown again");
}

/// Issue 38 item 11, seen in the five-player walk: four Adults put into the entry corridor read
/// 「→ 107번 통로에 성체를 놓으세요. (4회)」, "put an Adult (4 times)". They are told once with how
/// many, in every language; one Adult is told as before.
#[test]
fn intruders_put_in_one_place_are_counted_not_repeated() {
    use super::words::outcomes;
    use crate::gui::i18n::{I18n, Language};
    use crate::rules::retaliation::RKind;
    use crate::rules::retaliation::map::Place;
    let t = table(2);
    let st = t.state();
    let c = st.map.corridors_of(crate::rules::retaliation::LANDING_ZONE)[0];
    let appears = |id| O::Appears {
        at: Place::Corridor(c),
        kind: RKind::Adult,
        id,
    };
    let said = [appears(1), appears(2), appears(3), appears(4)];
    for (language, four) in [
        (Language::Ko, "성체 4마리를"),
        (Language::Ja, "アダルトを4体"),
        (Language::En, "Put 4 "),
    ] {
        let i18n = I18n::new(language).unwrap();
        let plain = |v: Vec<crate::gui::narrate::Line>| -> Vec<String> {
            v.into_iter()
                .map(|l| l.whole().replace('\u{2060}', ""))
                .collect()
        };
        let lines = plain(outcomes(&i18n, st, &said));
        assert_eq!(lines.len(), 1, "{lines:?}");
        assert!(lines[0].contains(four), "{language:?}: {}", lines[0]);
        let one = plain(outcomes(&i18n, st, &said[..1]));
        assert!(!one[0].contains('4'), "{one:?}");
        // moved together: counted too; no model left: said once, without a count
        let moves: Vec<O> = (1..=3)
            .map(|id| O::Moves {
                id,
                kind: RKind::Adult,
                from: Place::Corridor(c),
                to: Place::Room(crate::rules::retaliation::LANDING_ZONE),
            })
            .collect();
        let lines = plain(outcomes(&i18n, st, &moves));
        assert_eq!(lines.len(), 1, "{lines:?}");
        assert!(lines[0].contains('3'), "{lines:?}");
        let none = vec![O::NoModel { kind: RKind::Adult }; 12];
        let lines = plain(outcomes(&i18n, st, &none));
        assert_eq!(lines.len(), 1, "{lines:?}");
        assert!(!lines[0].contains("12"), "{lines:?}");
    }
}

/// Issue 38 item 1, seen in the five-player walk: the count badge on an intruder square reached
/// up into the last line of the room's name (「제어실 A」 under 성²). At every text size and in
/// every language, a counted square's badge stays below the name.
#[test]
fn a_count_badge_never_reaches_into_the_room_name() {
    use super::map::{BADGE_REACH, Figure, RoomWords, figure_rows, figures_start};
    use crate::gui::i18n::{I18n, Language};
    let fig = |count| Figure::Intruders {
        initial: "성".into(),
        count,
    };
    for language in Language::ALL {
        let i18n = I18n::new(language).unwrap();
        for size in TextSize::ALL {
            let body = size.typography().body;
            for s in [60.0f32, 90.0, 130.0] {
                let fit = Fit {
                    size: s,
                    origin: iced::Point::ORIGIN,
                };
                let name_px = fit.name_size(body);
                let name = super::words::room_name(&i18n, 15);
                let w = RoomWords::of(&name, name_px, s);
                let figs = [fig(2), fig(1)];
                let side = fit.figure_size(body);
                let rows = figure_rows(figs.len(), side, s, figures_start(&w, &figs, side));
                let first = rows.spots[0];
                let badge_top = first.y - rows.side * (0.5 + BADGE_REACH);
                assert!(
                    badge_top >= w.name_y + w.half_height,
                    "{language:?} {size:?} s={s}: badge top {badge_top} above the name's bottom {}",
                    w.name_y + w.half_height
                );
                // no count, no shift
                assert_eq!(figures_start(&w, &[fig(1)], side), w.figures_top());
            }
        }
    }
}

/// Issue 38, the five-player walk: the Lander's take-off only said who left; the table must also
/// take the Lander token and its passengers off the board. Every language says to.
#[test]
fn the_take_off_tells_the_table_what_to_take_off_the_board() {
    use crate::gui::i18n::{I18n, Language};
    let t = table(2);
    for language in Language::ALL {
        let i18n = I18n::new(language).unwrap();
        let line = super::words::outcome(&i18n, t.state(), &O::TakesOff { who: vec![0] })
            .unwrap()
            .replace('\u{2060}', "");
        assert!(line.contains('→'), "{language:?}: {line}");
        assert!(line.contains("P1"), "{language:?}: {line}");
    }
}

/// A Korean five-player evening: 「3 응급실의 성체가 불탑니다」 left the table guessing; the
/// Intruders Burning step gives each intruder in a fire room 1 hit that cannot kill
/// (retaliation.md §11.10). Every language says to put the hit marker, as for any hit.
#[test]
fn a_burning_intruder_gets_its_hit_marker_on_the_board() {
    use crate::gui::i18n::{I18n, Language};
    use crate::rules::retaliation::RKind;
    let t = table(2);
    for language in Language::ALL {
        let i18n = I18n::new(language).unwrap();
        let burns = O::Burns {
            room: 3,
            kind: RKind::Adult,
        };
        let line = super::words::outcome(&i18n, t.state(), &burns).unwrap();
        let hit = super::words::outcome(
            &i18n,
            t.state(),
            &O::Hit {
                at: crate::rules::retaliation::map::Place::Room(3),
                kind: RKind::Adult,
                hits: 1,
            },
        )
        .unwrap();
        // the hit line's words for the marker (「피해 마커」, 「ヒットマーカー」, "hit marker")
        let marker = match language {
            Language::Ko => "피해 마커",
            Language::Ja => "ヒットマーカー",
            Language::En => "hit marker",
        };
        let plain = |s: &str| s.replace('\u{2060}', "");
        assert!(plain(&hit).contains(marker), "{language:?}: {hit}");
        assert!(plain(&line).contains(marker), "{language:?}: {line}");
    }
}

/// The five-player walk: a marine asleep in a Hibernatorium pod vanished from the map, and the
/// Lander on the Landing Zone was never drawn; a table checks its board against the map. Both
/// are drawn now, and the legend names them.
#[test]
fn the_map_shows_marines_asleep_and_the_landed_lander() {
    use super::map::{Figure, Marker, room_contents};
    use crate::gui::i18n::{I18n, Language};
    use crate::rules::retaliation::{HIBERNATORIUM, LANDING_ZONE, Lander, MarineStatus};
    let i18n = I18n::new(Language::Ko).unwrap();
    let mut t = table(3);
    let mut st = t.state().clone();
    let (marks, _) = room_contents(&st, &i18n, LANDING_ZONE);
    assert!(!marks.contains(&Marker::Lander), "not landed yet");
    st.facility.lander = Lander::Landed;
    let (marks, figs) = room_contents(&st, &i18n, LANDING_ZONE);
    assert!(marks.contains(&Marker::Lander));
    assert_eq!(figs.len(), 3, "the three marines stand on the Landing Zone");
    st.marines[1].room = HIBERNATORIUM;
    st.marines[1].status = MarineStatus::Hibernating;
    let (_, figs) = room_contents(&st, &i18n, HIBERNATORIUM);
    assert!(
        matches!(
            figs.as_slice(),
            [Figure::Marine {
                who: 1,
                asleep: true,
                fallen: false,
                ..
            }]
        ),
        "{figs:?}"
    );
    // the legend names both, in every language
    for language in Language::ALL {
        let i18n = I18n::new(language).unwrap();
        assert_ne!(crate::tr!(i18n, "rt-legend-asleep"), "rt-legend-asleep");
        assert_ne!(crate::tr!(i18n, "rt-legend-lander"), "rt-legend-lander");
    }
    t.update(Message::Select(0));
}

/// Found in the Japanese walk at the largest text size: the word joiners the translations carry
/// (Korean and Japanese words kept whole) counted as half an em each, so every Korean and
/// Japanese room name was drawn smaller than it had room for, and the map's own line break
/// fell mid-word (「コールドス/リープルーム」). The map measures and breaks names without them.
#[test]
fn word_joiners_neither_shrink_nor_split_room_names() {
    use super::map::{fit_two_lines, two_line_name};
    use crate::gui::i18n::{I18n, Language};
    for language in [Language::Ko, Language::Ja] {
        let i18n = I18n::new(language).unwrap();
        for id in [14u8, 15, 18, 22] {
            let name = super::words::room_name(&i18n, id);
            let bare = name.replace('\u{2060}', "");
            assert_ne!(
                name, bare,
                "{language:?} {id}: the translations carry joiners"
            );
            assert_eq!(
                fit_two_lines(&name, 20.0, 120.0),
                fit_two_lines(&bare, 20.0, 120.0),
                "{language:?} {bare}"
            );
            assert_eq!(two_line_name(&name), two_line_name(&bare), "{bare}");
        }
    }
    let ja = I18n::new(Language::Ja).unwrap();
    assert_eq!(
        two_line_name(&super::words::room_name(&ja, 18)),
        "コールドスリープ\nルーム"
    );
}

/// The five-player walk: a second tap on 「아니요」 answered the next marine's infection scan,
/// and a double tap on 「패스」 passes the next marine too; any button's command within a double
/// tap's time of the previous one is the same tap. Keys are not guarded (a key names what it
/// answers), and the window turns the guard on (tests press faster than hands).
#[test]
fn a_double_tap_answers_one_question_and_passes_one_marine() {
    let mut t = table(3);
    t.set_tap_guard(crate::gui::tap_guard::DOUBLE_TAP);
    let first = t.selected;
    t.update(Message::Play(C::EndTurn {
        who: first,
        pass: true,
    }));
    let second = t.selected;
    assert_ne!(second, first);
    t.update(Message::Play(C::EndTurn {
        who: second,
        pass: true,
    }));
    assert_eq!(
        t.selected, second,
        "the second tap did not pass the next marine"
    );
    assert!(!t.state().marines[second].passed);
    // a tap a moment later is taken
    t.forget_last_tap_for_tests();
    t.update(Message::Play(C::EndTurn {
        who: second,
        pass: true,
    }));
    assert!(t.state().marines[second].passed);
    // keys are not guarded: P passes the marine on turn at once
    let third = t.selected;
    t.key(crate::gui::shortcuts::TableKey::Pass);
    assert!(t.state().marines[third].passed);
}

/// Issue 33 (the rules answer): the corrections a room offers are the rules' list
/// (`RetaliationState::room_corrections`), and each one the window plays is taken. The window's
/// own list offered a fourth secure token the rules refuse, and left out a fallen marine and
/// the Queen, whom the rules let the table put right.
#[test]
fn a_rooms_corrections_are_the_rules_list_and_each_is_taken_through_the_window() {
    use crate::rules::retaliation::{Fix, LANDING_ZONE, RKind};
    let mut config = RetaliationConfig::numbered(11, 2);
    config.coop = true;
    let mut t =
        RetTable::new(RetGame::start(Err(crate::storage::root::NoDataFolder), config).unwrap());
    t.update(Message::Select(0));
    explore(&mut t);
    answer_all(&mut t);
    let room = t.state().marines[0].room;
    assert_ne!(room, LANDING_ZONE);
    t.update(Message::Play(C::Died { who: 0 }));
    assert!(t.refused().is_none(), "{:?}", t.refused());
    // every room on the map: each offer, played through the window on a copy, is taken
    let rooms: Vec<u8> = t.state().map.rooms.keys().copied().collect();
    let mut offered = 0;
    for r in &rooms {
        for fix in t.state().room_corrections(*r) {
            let mut copy = RetTable::new(
                RetGame::start(
                    Err(crate::storage::root::NoDataFolder),
                    t.state().config.clone(),
                )
                .unwrap(),
            );
            for c in t.game.commands() {
                copy.update(Message::Play(c.clone()));
            }
            let before = copy.steps_in_force();
            copy.update(Message::Play(C::Correct { fix }));
            assert!(copy.refused().is_none(), "{fix:?}: {:?}", copy.refused());
            assert_eq!(copy.steps_in_force(), before + 1, "{fix:?}");
            offered += 1;
        }
    }
    assert!(offered > 10, "{offered}");
    let lz = t.state().room_corrections(LANDING_ZONE);
    assert!(
        lz.contains(&Fix::MarineTo {
            who: 0,
            room: LANDING_ZONE
        }),
        "the fallen marine's model can be put right: {lz:?}"
    );
    assert!(
        lz.contains(&Fix::Place {
            at: crate::rules::retaliation::map::Place::Room(LANDING_ZONE),
            kind: RKind::Queen
        }),
        "the Queen waits off the map: {lz:?}"
    );
    // three secure tokens: no fourth offered
    for _ in 0..3 {
        let count = t.state().map.rooms[&LANDING_ZONE].secure + 1;
        t.update(Message::Play(C::Correct {
            fix: Fix::Secure {
                room: LANDING_ZONE,
                count,
            },
        }));
        assert!(t.refused().is_none(), "{:?}", t.refused());
    }
    assert_eq!(t.state().map.rooms[&LANDING_ZONE].secure, 3);
    let secure: Vec<Fix> = t
        .state()
        .room_corrections(LANDING_ZONE)
        .into_iter()
        .filter(|f| matches!(f, Fix::Secure { .. }))
        .collect();
    assert_eq!(
        secure,
        vec![Fix::Secure {
            room: LANDING_ZONE,
            count: 2
        }]
    );
}

/// Issue 33 (one log): the Retaliation table keeps a log of the steps in force, as the base
/// table does (it showed only the last step's lines: what the event card did two steps ago was
/// gone). It follows play, undo and redo, and a reopened game reads the same log, from the
/// journal's replay.
#[test]
fn the_log_follows_play_undo_and_redo_and_comes_back_with_the_game() {
    let dir = tempfile::tempdir().unwrap();
    let config = RetaliationConfig::numbered(11, 2);
    let game = RetGame::start(Ok(GameStore::new(dir.path())), config).unwrap();
    let id = game.id().cloned().unwrap();
    let mut t = RetTable::new(game);
    assert!(t.log().is_empty());
    explore(&mut t);
    answer_all(&mut t);
    t.update(Message::Play(C::EndTurn {
        who: t.selected,
        pass: false,
    }));
    answer_all(&mut t);
    assert_eq!(t.log().len(), t.steps_in_force());
    assert!(t.log().len() >= 2);
    let before = t.log().entries().to_vec();
    t.update(Message::Shell(ShellMessage::Undo));
    assert_eq!(t.log().entries(), &before[..before.len() - 1]);
    t.update(Message::Shell(ShellMessage::Redo));
    assert_eq!(t.log().entries(), &before[..]);
    drop(t);
    let (again, _) = RetGame::resume(GameStore::new(dir.path()), &id).unwrap();
    let again = RetTable::new(again);
    assert_eq!(
        again.log().entries(),
        &before[..],
        "the same log after a reopen"
    );
    // and the panel shows the earlier steps' lines under its heading
    let i18n = crate::gui::i18n::I18n::new(crate::gui::i18n::Language::Ko).unwrap();
    let earlier = super::words::outcomes(&i18n, again.state(), &before[0].outcomes);
    assert!(!earlier.is_empty(), "the first step told something");
}

/// Issue 33 (one narration layer): Retaliation's lines are the base game's `Line`s, drawn by the
/// same widget: what happened in its tone, then the board instruction after "→". They were plain
/// strings with the arrow inside, all one colour.
#[test]
fn retaliation_tells_its_steps_in_the_base_games_lines() {
    use crate::gui::narrate::Tone;
    use crate::rules::retaliation::map::{Place, Section};
    use crate::rules::retaliation::{LANDING_ZONE, RKind};
    let t = table(2);
    let i18n = crate::gui::i18n::I18n::new(crate::gui::i18n::Language::Ko).unwrap();
    let cell = t.state().map.rooms[&LANDING_ZONE].cell;
    let said = [
        O::Fire { room: LANDING_ZONE },
        O::Killed {
            at: Place::Room(LANDING_ZONE),
            kind: RKind::Adult,
        },
        O::Explored {
            who: 0,
            card: "7".into(),
            room: LANDING_ZONE,
            cell,
            section: Section::ALL[0],
        },
    ];
    let lines = super::words::outcomes(&i18n, t.state(), &said);
    assert_eq!(lines.len(), 3, "{lines:?}");
    // all board instruction: no sentence of its own, the instruction without its arrow
    assert_eq!(lines[0].tone, Tone::Danger);
    assert!(lines[0].text.is_empty(), "{:?}", lines[0]);
    assert!(lines[0].todo.as_deref().is_some_and(|d| !d.contains('→')));
    assert_eq!(lines[1].tone, Tone::Good);
    // what happened, then what to do on the board
    let explored = &lines[2];
    assert!(!explored.text.is_empty() && !explored.text.contains('→'));
    assert!(explored.todo.is_some(), "{explored:?}");
    // the phones read the same lines: the sentence, then "→ " and the instruction
    let page = crate::phones::line_texts(&lines);
    assert!(page[0].starts_with("→ "), "{page:?}");
    assert_eq!(page.len(), 1 + 1 + 2, "{page:?}");
}

/// Issue 33 (one undo-note policy, one log): an undo on the Retaliation table names the step it
/// took back, as the base table does (it said only that a step was undone), and the log heads
/// each earlier step with its label. No label says what was hidden: the AA tokens' order reads
/// the same put back swapped or not, in every language.
#[test]
fn an_undo_names_its_step_and_never_what_was_hidden() {
    use crate::gui::i18n::{I18n, Language};
    use crate::rules::retaliation::RoomAct;
    let (mut t, who) = at_the_aa_tokens();
    t.update(Message::Play(C::Room {
        who,
        action: RoomAct::LookAa { swap: None },
    }));
    t.update(Message::Shell(ShellMessage::Curtain(
        CurtainMessage::Reveal,
    )));
    t.update(Message::PutBack(true));
    assert!(t.refused().is_none() && !t.curtain().is_up());
    for language in [Language::Ko, Language::Ja, Language::En] {
        let i18n = I18n::new(language).unwrap();
        let st = t.state();
        let label = |cmd: &C| super::words::command(&i18n, st, cmd);
        assert_eq!(
            label(&C::AaOrder { swap: true }),
            label(&C::AaOrder { swap: false })
        );
        let look = |swap| C::Room {
            who,
            action: RoomAct::LookAa { swap },
        };
        assert_eq!(label(&look(Some(true))), label(&look(Some(false))));
        assert_eq!(label(&look(Some(true))), label(&look(None)));
        let remote = |swap| C::Room {
            who,
            action: RoomAct::Remote {
                room: 19,
                action: Box::new(RoomAct::LookAa { swap: Some(swap) }),
            },
        };
        assert_eq!(label(&remote(true)), label(&remote(false)));
        // a label reads as words, not as the command's debug form
        for cmd in [
            C::AaOrder { swap: true },
            look(Some(true)),
            C::EndTurn { who, pass: true },
            C::Cleanup {},
        ] {
            let l = label(&cmd);
            assert!(
                !l.is_empty() && !l.contains('{') && !l.contains("rt-"),
                "{l}"
            );
            assert!(!l.contains("true") && !l.contains("swap"), "{l}");
        }
    }
    // the undo note names the step taken back: the order, without the order
    let last = t.game.commands().last().cloned().unwrap();
    assert_eq!(last, C::AaOrder { swap: true });
    t.update(Message::Shell(ShellMessage::Undo));
    assert_eq!(t.note().cloned(), Some(Note::Undone(last.clone())));
    let i18n = I18n::new(Language::Ko).unwrap();
    let words = crate::tr!(
        i18n,
        "table-undone",
        what = super::words::command(&i18n, t.state(), &last)
    );
    let mut ui = drawn(&t, &i18n);
    assert!(
        ui.find(words.as_str()).is_ok(),
        "the note on screen: {words}"
    );
}

/// A Retaliation game saved before the sights' mark was kept, quit while the AA tokens were
/// behind the curtain: its mark said 0 pages for the step (Retaliation's table wrote 1 once the
/// curtain was hidden). It read as seen, and the marine never saw their tokens; it raises the
/// curtain again, and a mark that said 1 does not.
#[test]
fn an_older_retaliation_save_quit_behind_the_curtain_raises_it_again() {
    use crate::rules::retaliation::RoomAct;
    let (mut t, who) = at_the_aa_tokens();
    t.update(Message::Play(C::Room {
        who,
        action: RoomAct::LookAa { swap: None },
    }));
    assert!(t.curtain().is_up());
    // the same game, saved
    let dir = tempfile::tempdir().unwrap();
    let store = GameStore::new(dir.path());
    let mut saved = RetGame::start(Ok(store.clone()), t.game.config().clone()).unwrap();
    for c in t.game.commands() {
        saved.apply(c.clone()).unwrap();
    }
    let id = saved.id().cloned().unwrap();
    let steps = saved.commands().len();
    drop(saved);
    let seen = store.game_dir(&id).join(crate::storage::store::SEEN);
    for (pages, raised) in [(0, true), (1, false)] {
        std::fs::write(&seen, format!(r#"{{"command":{steps},"pages":{pages}}}"#)).unwrap();
        let (again, _) = RetGame::resume(store.clone(), &id).unwrap();
        let again = RetTable::new(again);
        assert_eq!(
            again.curtain().is_up(),
            raised,
            "an older mark of {pages} pages"
        );
        if raised {
            assert!(again.curtain().current().is_some_and(|c| c.to == who));
        }
    }
}

/// Undo and redo are the same buttons at every table (issue 33: one shell): each with its key,
/// the step an undo takes back named under them, and a tap on each doing what Ctrl+Z and
/// Ctrl+Shift+Z do. Retaliation's buttons had neither the keys nor the step's name.
#[test]
fn undo_and_redo_are_the_buttons_every_table_has() {
    let i18n = crate::gui::i18n::I18n::new(crate::gui::i18n::Language::Ko).unwrap();
    let ctx = crate::gui::widgets::Ctx {
        i18n: &i18n,
        ty: crate::gui::theme::TextSize::Normal.typography(),
        theme: crate::gui::theme::ThemeChoice::Dark,
        repaint: 0,
    };
    let undo = format!("{}  [Ctrl+Z]", crate::tr!(i18n, "table-undo"));
    let redo = format!("{}  [Ctrl+Shift+Z]", crate::tr!(i18n, "table-redo"));
    let tap = |t: &mut RetTable, label: &str| {
        let mut ui = iced_test::Simulator::with_size(
            crate::gui::fonts::iced_settings(),
            (1456.0, 2600.0),
            t.view(ctx),
        );
        assert!(ui.click(label).is_ok(), "{label} is on the table");
        for m in ui.into_messages().collect::<Vec<_>>() {
            t.update(m);
        }
    };
    let mut t = table(2);
    explore(&mut t);
    let steps = t.steps_in_force();
    let before = t.state().clone();
    let last = t.game.commands().last().cloned().unwrap();
    let named = super::words::command(&i18n, t.state(), &last);
    {
        let mut ui = iced_test::Simulator::with_size(
            crate::gui::fonts::iced_settings(),
            (1456.0, 2600.0),
            t.view(ctx),
        );
        assert!(ui.find(named.as_str()).is_ok(), "the undo names {named}");
    }
    tap(&mut t, &undo);
    assert_eq!(t.steps_in_force(), steps - 1);
    assert_eq!(t.note(), Some(&Note::Undone(last.clone())));
    tap(&mut t, &redo);
    assert_eq!(t.steps_in_force(), steps);
    assert_eq!(t.state(), &before, "the same draws again");
}

/// An intruder chosen for Pressure Control is a choice of this marine, in this state: an undo,
/// a redo or another marine chosen puts it away, so the panel never asks where to push an
/// intruder that the change moved, removed or that belongs to another marine's turn.
#[test]
fn a_pressure_control_choice_does_not_outlive_a_change() {
    use crate::rules::retaliation::map::Place;
    use crate::rules::retaliation::{Fix, RKind};
    // a seed whose first exploration opens a room that may really be Pressure Control (tile 9)
    let tile_9 = |t: &RetTable| {
        let st = t.state();
        st.map.rooms.keys().copied().find(|&r| {
            st.room_frame_corrections(r)
                .contains(&Fix::RoomTile { room: r, tile: 9 })
        })
    };
    let (mut t, room) = (1..200)
        .find_map(|seed| {
            let config = RetaliationConfig::numbered(seed, 2);
            let mut t = RetTable::new(
                RetGame::start(Err(crate::storage::root::NoDataFolder), config).unwrap(),
            );
            explore(&mut t);
            answer_all(&mut t);
            tile_9(&t).map(|room| (t, room))
        })
        .expect("a seed that opens a room of the tile's type");
    let who = t.selected;
    let fix = |t: &mut RetTable, fix: Fix| {
        t.update(Message::Play(C::Correct { fix }));
        assert!(t.refused().is_none(), "{:?}", t.refused());
    };
    // the room is really Pressure Control, with the marine in it
    fix(&mut t, Fix::RoomTile { room, tile: 9 });
    fix(&mut t, Fix::MarineTo { who, room: 9 });
    // working (an exploration card may have left it broken)
    if t.state().map.rooms[&9].malfunction {
        fix(&mut t, Fix::Malfunction { room: 9, on: false });
    }
    let far = *t
        .state()
        .map
        .corridors_of(crate::rules::retaliation::LANDING_ZONE)
        .last()
        .unwrap();
    fix(
        &mut t,
        Fix::Place {
            at: Place::Corridor(far),
            kind: RKind::Drone,
        },
    );
    t.update(Message::Select(who));
    let pick = (Place::Corridor(far), RKind::Drone);
    assert!(
        t.state().marine_offers(who).pressure.contains(&pick),
        "Pressure Control may move the drone: {:?}",
        t.state().marine_offers(who)
    );
    // an undo (the drone goes) puts the choice away
    t.update(Message::Pressure(Some(pick)));
    assert_eq!(t.pressure, Some(pick));
    t.update(Message::Shell(ShellMessage::Undo));
    assert_eq!(t.pressure, None, "after an undo");
    t.update(Message::Shell(ShellMessage::Redo));
    // a redo, and another marine chosen, do too
    t.update(Message::Pressure(Some(pick)));
    t.update(Message::Shell(ShellMessage::Undo));
    t.update(Message::Shell(ShellMessage::Redo));
    assert_eq!(t.pressure, None, "after a redo");
    t.update(Message::Pressure(Some(pick)));
    t.update(Message::Select(1 - who));
    assert_eq!(t.pressure, None, "another marine chosen");
}

/// Plays a round's turns and intruder phase (every marine passes), then draws the event card
/// `id` (the table's correction chose it): the card's outcomes.
fn draw_event(t: &mut RetTable, id: &str) -> Vec<crate::rules::retaliation::RetaliationOutcome> {
    use crate::rules::retaliation::{Fix, Step, tables};
    for _ in 0..20 {
        let st = t.state();
        let cmd = match (st.step, st.current_turn()) {
            (Step::Event, _) => break,
            (Step::Players, Some((who, _))) => C::EndTurn { who, pass: true },
            (Step::Players, None) => C::IntruderPhase {},
            _ => panic!("{:?}", st.step),
        };
        t.update(Message::Play(cmd));
        answer_all(t);
    }
    assert_eq!(t.state().step, Step::Event);
    let card = tables()
        .unwrap()
        .events
        .iter()
        .position(|e| e.id == id)
        .unwrap() as u8;
    t.update(Message::Play(C::Correct {
        fix: Fix::NextEvent { card },
    }));
    let super::Action::Played(out) = t.update(Message::Play(C::EventCard {})) else {
        panic!("refused: {:?}", t.refused());
    };
    out
}

/// Seen in a Korean five-player game: the event 손상 (E02) drew three tokens for the Landing
/// Site, where three marines stood, each line saying only that the room has a marine and no
/// secure token. The second effect draws for every marine in such a room
/// (cards-retaliation.md, Hazard-unsecured): each draw names its marine.
#[test]
fn each_marine_in_an_unsecured_room_draws_a_token_of_their_own() {
    use crate::rules::retaliation::RetaliationOutcome as O;
    let mut t = table(3);
    let out = draw_event(&mut t, "E02");
    let drawn: Vec<Option<usize>> = out
        .iter()
        .filter_map(|o| match o {
            O::HazardRoom { who, .. } => Some(*who),
            _ => None,
        })
        .collect();
    assert_eq!(drawn, vec![Some(0), Some(1), Some(2)], "{out:?}");
    let i18n = crate::gui::i18n::I18n::new(crate::gui::i18n::Language::Ko).unwrap();
    let lines: Vec<String> = super::words::outcomes(&i18n, t.state(), &out)
        .iter()
        .map(|l| l.whole().replace('\u{2060}', ""))
        .collect();
    for who in 0..3 {
        let name = super::words::marine(t.state(), who).replace('\u{2060}', "");
        let of = crate::tr!(i18n, "rt-o-hazard-room", room = "", who = name.clone())
            .replace('\u{2060}', "");
        let tail = of.split(':').nth(1).unwrap_or_default().trim().to_string();
        assert!(
            lines.iter().any(|l| l.contains(&name) && l.contains(&tail)),
            "{name}'s draw is named: {lines:?}"
        );
    }
}

/// Issue 54 item 3: an event card's every effect is named on its page in the card's order.
/// E03 and E14 end by drawing a token for every room with a marine and no secure token: the
/// event's line names that second effect, and each such room gets its own line (what appears
/// there), after the lines of the card's main effect.
#[test]
fn an_events_second_effect_is_named_and_each_unsecured_room_gets_its_line() {
    use crate::rules::retaliation::LANDING_ZONE;
    for (id, main_key) in [
        ("E03", "rt-main-fire_malfunctions_and_spreads_low"),
        ("E14", "rt-main-drones_guard_the_queen"),
    ] {
        let mut t = table(1);
        let out = draw_event(&mut t, id);
        let i18n = crate::gui::i18n::I18n::new(crate::gui::i18n::Language::En).unwrap();
        let lines: Vec<String> = super::words::outcomes(&i18n, t.state(), &out)
            .iter()
            .map(|l| l.whole())
            .collect();
        let second = i18n.effect("rt-second-hazard_unsecured");
        let main = i18n.effect(main_key);
        let event = lines
            .iter()
            .find(|l| l.starts_with("Event:"))
            .unwrap_or_else(|| panic!("{lines:?}"));
        let (m, s) = (event.find(&main), event.find(&second));
        assert!(
            m.is_some() && s.is_some() && m < s,
            "both effects, in the card's order: {event}"
        );
        // the one marine stands in the Landing Zone, no secure token: a line names the room
        // the second effect draws for, after the event's line, before what it puts there
        let hazard = super::words::outcome(
            &i18n,
            t.state(),
            &O::HazardRoom {
                room: LANDING_ZONE,
                who: Some(0),
            },
        )
        .unwrap();
        let at = |l: &String| lines.iter().position(|x| x == l);
        assert!(at(&hazard) > at(event), "{lines:?}");
        assert!(
            at(&hazard) < Some(lines.len() - 1),
            "what it brings follows: {lines:?}"
        );
    }
}

/// Issue 54 item 5: one event can ask five token backs in a row; each question names its
/// corridor and the room(s) it touches, so the table finds it on the board.
#[test]
fn a_token_back_question_names_the_corridors_rooms() {
    use crate::rules::retaliation::{LANDING_ZONE, RKind};
    let t = table(2);
    let corridor = t.state().map.corridors_of(LANDING_ZONE)[0];
    for lang in [
        crate::gui::i18n::Language::En,
        crate::gui::i18n::Language::Ko,
        crate::gui::i18n::Language::Ja,
    ] {
        let i18n = crate::gui::i18n::I18n::new(lang).unwrap();
        let q = super::words::question(
            &i18n,
            t.state(),
            &Question::TokenBack {
                kind: RKind::Adult,
                corridor,
            },
        );
        assert!(
            q.contains(&super::words::corridor(&i18n, corridor))
                && q.contains(&super::words::room(&i18n, LANDING_ZONE)),
            "{q}"
        );
    }
}

/// Issue 54 item 6, the Korean words against the base game's Korean rulebook: 감염 (not the
/// card's English word), 경계 이동, one term for a section without air (the status bar and the
/// turn's line both say 생명 유지), a remove that says what, and the secure-token fix reads as
/// the button it is (it sets the count), not as what the room holds.
#[test]
fn the_korean_words_follow_the_rulebooks_terms() {
    use crate::tr;
    let t = table(2);
    // the words carry word joiners between Korean syllables (line breaking); read without
    let plain = |s: String| s.replace('\u{2060}', "");
    let i18n = crate::gui::i18n::I18n::new(crate::gui::i18n::Language::Ko).unwrap();
    let q = plain(super::words::question(
        &i18n,
        t.state(),
        &Question::Infection { who: 0 },
    ));
    assert!(q.contains("감염") && !q.contains("INFECTED"), "{q}");
    assert_eq!(plain(tr!(i18n, "rt-move-careful")), "경계 이동");
    let air = plain(tr!(i18n, "rt-air-off", section = "A"));
    let oxygen = plain(tr!(i18n, "rt-o-lose-oxygen"));
    assert!(
        air.contains("생명 유지") && oxygen.contains("생명 유지"),
        "{air} / {oxygen}"
    );
    // and the section with it on says so in the same words (the evening's status bar read
    // 「A: 산소 있음 · B C: 생명 유지 꺼짐」)
    let on = plain(tr!(i18n, "rt-air-on", section = "A"));
    assert_eq!(on, "A: 생명 유지 켜짐");
    let noise = plain(tr!(i18n, "rt-o-noise-resolves", corridor = "101"));
    assert!(noise.contains("소음 마커를 치우세요"), "{noise}");
    let fix = plain(tr!(i18n, "rt-fix-secure", n = 1));
    assert!(!fix.contains(':'), "a button that sets the count: {fix}");
}

/// Issue 54 item 7: a killed intruder's row is held (buttons off) for the step right after
/// only; after the next fight it is off the list: only intruders on the board are listed.
#[test]
fn a_killed_intruders_row_leaves_the_fight_list_after_the_next_fight() {
    use crate::rules::retaliation::map::Place;
    use crate::rules::retaliation::{Fix, LANDING_ZONE, RKind};
    let mut t = table(2);
    let at = Place::Room(LANDING_ZONE);
    for kind in [RKind::Adult, RKind::Drone] {
        t.update(Message::Play(C::Correct {
            fix: Fix::Place { at, kind },
        }));
    }
    t.update(Message::Play(C::Kill {
        at,
        kind: RKind::Adult,
    }));
    assert!(t.targets_shown().contains(&((at, RKind::Adult), false)));
    t.update(Message::Play(C::Kill {
        at,
        kind: RKind::Drone,
    }));
    let shown = t.targets_shown();
    assert!(
        !shown.iter().any(|((_, k), _)| *k == RKind::Adult),
        "the Adult died a step ago: {shown:?}"
    );
}

/// Issue 54 item 7: a log entry does not say its step twice (「지우: 패스」 over 「지우: 패스.」).
#[test]
fn a_log_entry_does_not_repeat_its_label() {
    let mut t = table(2);
    let who = t.state().current_turn().unwrap().0;
    let super::Action::Played(out) = t.update(Message::Play(C::EndTurn { who, pass: true })) else {
        panic!("refused: {:?}", t.refused());
    };
    for lang in [
        crate::gui::i18n::Language::Ko,
        crate::gui::i18n::Language::En,
        crate::gui::i18n::Language::Ja,
    ] {
        let i18n = crate::gui::i18n::I18n::new(lang).unwrap();
        let (label, lines) =
            super::words::log_entry(&i18n, t.state(), &C::EndTurn { who, pass: true }, &out)
                .unwrap();
        let bare = |s: &str| s.trim_end_matches(['.', '。']).to_string();
        assert!(
            !lines.iter().any(|l| bare(&l.text) == bare(&label)),
            "{label}: {lines:?}"
        );
    }
}

/// Seen in a Japanese round: a marine closed a door with a card (played as a correction of the
/// door) and the log showed nothing of it, as it shows nothing of any correction: every step in
/// force has its entry, under its label.
#[test]
fn a_door_closed_with_a_card_is_in_the_log() {
    use crate::rules::retaliation::LANDING_ZONE;
    let mut t = table(2);
    let corridor = t.state().map.corridors_of(LANDING_ZONE)[0];
    let door = C::Correct {
        fix: crate::rules::retaliation::Fix::Door {
            corridor,
            door: crate::rules::retaliation::map::Door::Closed,
        },
    };
    let super::Action::Played(out) = t.update(Message::Play(door.clone())) else {
        panic!("refused: {:?}", t.refused());
    };
    let i18n = crate::gui::i18n::I18n::new(crate::gui::i18n::Language::Ja).unwrap();
    let (label, _) = super::words::log_entry(&i18n, t.state(), &door, &out)
        .expect("the door's step has an entry");
    assert!(label.contains(&corridor.to_string()), "{label}");
    assert_eq!(t.log().entries().last().map(|e| &e.command), Some(&door));
}

/// Issue 54 item 7: a digit did not pick 「9 압력 제어실」 from the tile list. Typed digits make a
/// number: the room tile of that number is chosen, then the corridor tiles by their three digits,
/// as taps on their buttons would; a number that could grow into a longer offered one waits for
/// its next digit, and a digit that leads nowhere starts again.
#[test]
fn digits_pick_the_dealt_tiles_by_their_numbers() {
    use crate::rules::retaliation::LANDING_ZONE;
    let mut config = RetaliationConfig::numbered(3, 2);
    config.dealer = crate::rules::ids::Dealer::Box;
    let mut t =
        RetTable::new(RetGame::start(Err(crate::storage::root::NoDataFolder), config).unwrap());
    let c = t.state().map.corridors_of(LANDING_ZONE)[0];
    t.update(Message::Play(C::Move {
        who: 0,
        corridor: c,
        careful: false,
    }));
    let w = t.state().tiles_wanted().expect("the box deals the tiles");
    let type_number = |t: &mut RetTable, number: &str| {
        for d in number.bytes() {
            t.digit(d - b'0');
        }
    };
    // the last offered room, typed: chosen whatever other numbers begin like it
    let room = *w.rooms.last().unwrap();
    type_number(&mut t, &room.to_string());
    assert_eq!(t.tile_room, Some(room), "offered {:?}", w.rooms);
    // the corridors by their numbers, in the card's order
    for c in &w.corridors[..w.count] {
        type_number(&mut t, &c.to_string());
    }
    assert_eq!(t.tile_corridors, w.corridors[..w.count].to_vec());
    // a digit no offered number begins with changes nothing
    let before = (t.tile_room, t.tile_corridors.clone());
    if let Some(d) = (0..=9u8).find(|d| {
        !w.corridors
            .iter()
            .any(|c| c.to_string().starts_with(&d.to_string()))
    }) {
        t.digit(d);
        assert_eq!((t.tile_room, t.tile_corridors.clone()), before);
    }
    // Enter answers with what was typed, as 「이 타일입니다」 (the Korean evening typed the
    // numbers, pressed Enter, and nothing came)
    let placed = t.state().map.rooms.len();
    t.confirm();
    assert!(t.state().tiles_wanted().is_none(), "the tiles were taken");
    assert_eq!(t.state().map.rooms.len(), placed + 1);
    assert_eq!(t.state().map.rooms.get(&room).map(|_| ()), Some(()));
    // a one-digit room that begins a two-digit one waits: 1 then 9 is 19
    let mut t2 = RetTable::new(
        RetGame::start(Err(crate::storage::root::NoDataFolder), {
            let mut c = RetaliationConfig::numbered(3, 2);
            c.dealer = crate::rules::ids::Dealer::Box;
            c
        })
        .unwrap(),
    );
    t2.update(Message::Play(C::Move {
        who: 0,
        corridor: c,
        careful: false,
    }));
    let rooms = &t2.state().tiles_wanted().unwrap().rooms;
    if let Some(long) = rooms
        .iter()
        .find(|r| **r >= 10 && rooms.contains(&(*r / 10)))
    {
        type_number(&mut t2, &(long / 10).to_string());
        assert_eq!(t2.tile_room, Some(long / 10));
        t2.digit(long % 10);
        assert_eq!(
            t2.tile_room,
            Some(*long),
            "the second digit makes it {long}"
        );
    }
}

/// Issue 54 item 6: 「여기 성체가 있음」 (a correction: the table has an Adult there) was answered
/// 「→ 9 압력 제어실에 성체를 놓으세요」, as if the table had to put one more. The app counts the
/// model, and says it stays as it is, in every language; nothing asks to put a model.
#[test]
fn a_model_the_table_reports_is_counted_not_put_again() {
    use crate::gui::i18n::{I18n, Language};
    use crate::rules::retaliation::map::Place;
    use crate::rules::retaliation::{Fix, LANDING_ZONE, RKind};
    for language in Language::ALL {
        let i18n = I18n::new(language).unwrap();
        let mut t = table(2);
        t.update(Message::Play(C::Correct {
            fix: Fix::Place {
                at: Place::Room(LANDING_ZONE),
                kind: RKind::Adult,
            },
        }));
        assert!(
            t.said().iter().any(|o| matches!(o, O::Counted { .. })),
            "{:?}",
            t.said()
        );
        assert!(!t.said().iter().any(|o| matches!(o, O::Appears { .. })));
        let lines: Vec<String> = t.said_lines(&i18n).into_iter().map(|l| l.text).collect();
        let put = crate::tr!(
            i18n,
            "rt-o-appears",
            kind = super::words::kind(&i18n, RKind::Adult),
            place = super::words::place(&i18n, Place::Room(LANDING_ZONE))
        );
        assert!(!lines.contains(&put), "{language:?}: {lines:?}");
        let counted = crate::tr!(
            i18n,
            "rt-o-counted",
            kind = super::words::kind(&i18n, RKind::Adult),
            place = super::words::place(&i18n, Place::Room(LANDING_ZONE))
        );
        assert!(lines.contains(&counted), "{language:?}: {lines:?}");
        assert_eq!(t.state().map.rooms[&LANDING_ZONE].intruders.len(), 1);
    }
}

/// Issue 54 item 6: the verdict's 「× 핵심 데이터」 did not say which clause failed. A failed
/// task of several requirements is shown with what was not done, in every language; a task met
/// or of one requirement keeps its name alone.
#[test]
fn a_failed_task_says_what_was_not_done() {
    use crate::gui::i18n::{I18n, Language};
    use crate::rules::retaliation::{MissionTask as T, Requirement as R, TaskCheck};
    for language in Language::ALL {
        let t = I18n::new(language).unwrap();
        let failed = TaskCheck {
            task: T::EssentialData,
            met: false,
            unmet: vec![R::SectionAExplored],
        };
        let line = super::words::task_line(&t, &failed);
        assert!(
            line.contains(&super::words::mission(&t, T::EssentialData))
                && line.contains(&super::words::unmet(&t, R::SectionAExplored))
                && !line.contains(&super::words::unmet(&t, R::DataByLander)),
            "{language:?}: {line}"
        );
        let met = TaskCheck {
            task: T::EssentialData,
            met: true,
            unmet: vec![],
        };
        assert_eq!(
            super::words::task_line(&t, &met),
            format!(
                "{} {}",
                crate::tr!(t, "rt-result-task-done"),
                super::words::mission(&t, T::EssentialData)
            )
        );
    }
}

/// Issue 54 item 7: there was no door action in the turn panel, only in the corrections,
/// although cards open and close doors in play. The chosen marine's card effects offer each door
/// at their room the rules say may change, and a tap changes it.
#[test]
fn a_door_at_the_marines_room_is_opened_or_closed_from_the_turn_panel() {
    use crate::rules::retaliation::map::Door;
    let i18n = crate::gui::i18n::I18n::new(crate::gui::i18n::Language::Ko).unwrap();
    let mut t = table(2);
    let who = t.selected;
    let steps = t.steps_in_force();
    let offers = t.state().marine_offers(who);
    let &(corridor, door) = offers
        .doors
        .first()
        .expect("a door at the Landing Zone a card may change");
    let label = if door == Door::Closed {
        crate::tr!(i18n, "rt-card-door-close", corridor = corridor)
    } else {
        crate::tr!(i18n, "rt-card-door-open", corridor = corridor)
    };
    let mut ui = drawn(&t, &i18n);
    let _ = ui
        .click(label.as_str())
        .expect("the door's button is in the turn panel");
    for m in ui.into_messages().collect::<Vec<_>>() {
        t.update(m);
    }
    assert_eq!(t.state().map.corridors[&corridor].door, Some(door));
    assert_eq!(t.steps_in_force(), steps + 1, "one step, undone as one");
}

/// A Korean five-player evening: an exploration card that places no corridor (X03, a dead end)
/// asked for 「방 타일 1장과 통로 타일 0장」 above a grid of greyed corridor numbers. The
/// question asks for the room tile only, and no corridor tiles are offered.
#[test]
fn a_dead_end_card_asks_for_the_room_tile_only() {
    use crate::gui::i18n::{I18n, Language};
    use crate::rules::retaliation::LANDING_ZONE;
    let i18n = I18n::new(Language::Ko).unwrap();
    let mut found = 0;
    for seed in 1..60u64 {
        let mut config = RetaliationConfig::numbered(seed, 2);
        config.dealer = crate::rules::ids::Dealer::Box;
        let mut t =
            RetTable::new(RetGame::start(Err(crate::storage::root::NoDataFolder), config).unwrap());
        for c in t.state().map.corridors_of(LANDING_ZONE) {
            if t.state().tiles_wanted().is_some() {
                break;
            }
            t.update(Message::Play(C::Move {
                who: 0,
                corridor: c,
                careful: false,
            }));
        }
        let Some(w) = t.state().tiles_wanted() else {
            continue;
        };
        let q = t.state().pending.front().copied().unwrap();
        let asked = super::words::question(&i18n, t.state(), &q).replace('\u{2060}', "");
        let zero = crate::tr!(&i18n, "rt-tiles-corridors", count = 0, sides = "");
        let zero = zero.trim_end_matches(": ").replace('\u{2060}', "");
        let mut ui = drawn(&t, &i18n);
        let corridor_tile = w.corridors.first().map(|c| c.to_string());
        if w.count == 0 {
            found += 1;
            assert!(asked.contains("통로 타일은 뽑지 않습니다"), "{asked}");
            assert!(!asked.contains("0장"), "{asked}");
            assert!(!asked.contains(&zero), "{asked}");
            if let Some(c) = corridor_tile {
                assert!(ui.find(c.as_str()).is_err(), "corridor tile {c} offered");
            }
        } else {
            assert!(
                asked.contains(&format!("통로 타일 {}장", w.count)),
                "{asked}"
            );
            if let Some(c) = corridor_tile {
                assert!(ui.find(c.as_str()).is_ok(), "corridor tile {c} not offered");
            }
        }
    }
    assert!(found > 0, "no dead-end card in 60 seeds");
}

/// A Korean five-player evening: an event asked all five marines' noise rolls, and the log
/// read 「소음 주사위: 1」 four times in a row, each roll's noise under it with nobody named. Each
/// roll's entry names the marine who rolled.
#[test]
fn each_noise_roll_in_the_log_names_who_rolled() {
    use crate::gui::i18n::{I18n, Language};
    use crate::rules::retaliation::NoiseFace;
    let i18n = I18n::new(Language::Ko).unwrap();
    let mut t = table(3);
    let mut labels = Vec::new();
    for who in [2, 0] {
        t.update(Message::Play(C::Roll { who }));
        let cmd = C::NoiseRoll {
            face: NoiseFace::Three,
        };
        let super::Action::Played(out) = t.update(Message::Play(cmd.clone())) else {
            panic!("refused: {:?}", t.refused());
        };
        let (label, _) = super::words::log_entry(&i18n, t.state(), &cmd, &out).unwrap();
        labels.push(label.replace('\u{2060}', ""));
    }
    assert_eq!(labels[0], "P3의 소음 주사위: 3", "{labels:?}");
    assert_eq!(labels[1], "P1의 소음 주사위: 3", "{labels:?}");
}

/// The Korean evening's log and undo label read 「P1: 성체에게 근접 공격」 whatever the die said;
/// the label says the result its button said.
#[test]
fn a_melee_label_says_how_it_went() {
    use crate::gui::i18n::{I18n, Language};
    use crate::rules::retaliation::RKind;
    let t = table(2);
    for language in Language::ALL {
        let i18n = I18n::new(language).unwrap();
        let label = |killed, blocked| {
            super::words::command(
                &i18n,
                t.state(),
                &C::Melee {
                    who: 0,
                    kind: RKind::Adult,
                    killed,
                    blocked,
                },
            )
        };
        let all = [label(true, false), label(false, false), label(false, true)];
        assert!(
            all[0] != all[1] && all[1] != all[2] && all[0] != all[2],
            "{all:?}"
        );
    }
    let ko = I18n::new(Language::Ko).unwrap();
    let killed = super::words::command(
        &ko,
        t.state(),
        &C::Melee {
            who: 0,
            kind: RKind::Adult,
            killed: true,
            blocked: false,
        },
    );
    assert!(
        killed.replace('\u{2060}', "").ends_with("(처치)"),
        "{killed}"
    );
}

/// The Korean five-player evening: P4, leaving a room with the Queen and two Adults, was
/// attacked three times on the way out (pursuit) and died; the tiles of the exploration were
/// asked, and the death button was only in the turn panel, hidden under the question. While a
/// question waits, the marines the step just attacked have their death button under it; the
/// death stops what was left of their move.
#[test]
fn a_marine_killed_by_a_pursuit_is_reported_dead_under_the_question() {
    use crate::gui::i18n::{I18n, Language};
    use crate::rules::retaliation::map::Place;
    use crate::rules::retaliation::{Fix, LANDING_ZONE, MarineStatus, RKind};
    let mut config = RetaliationConfig::numbered(3, 2);
    config.dealer = crate::rules::ids::Dealer::Box;
    let mut t =
        RetTable::new(RetGame::start(Err(crate::storage::root::NoDataFolder), config).unwrap());
    t.update(Message::Play(C::Correct {
        fix: Fix::Place {
            at: Place::Room(LANDING_ZONE),
            kind: RKind::Adult,
        },
    }));
    let c = t.state().map.corridors_of(LANDING_ZONE)[0];
    t.update(Message::Play(C::Move {
        who: 0,
        corridor: c,
        careful: false,
    }));
    assert!(t.state().tiles_wanted().is_some(), "the tiles are asked");
    assert!(
        t.said()
            .iter()
            .any(|o| matches!(o, O::Pursuit { who: 0, .. })),
        "{:?}",
        t.said()
    );
    let i18n = I18n::new(Language::Ko).unwrap();
    let died = crate::tr!(&i18n, "rt-died", name = super::words::marine(t.state(), 0));
    let mut ui = drawn(&t, &i18n);
    ui.click(died.as_str())
        .expect("the death button under the question");
    for message in ui.into_messages() {
        t.update(message);
    }
    assert_eq!(t.state().marines[0].status, MarineStatus::Dead);
    assert!(
        t.state().tiles_wanted().is_none(),
        "the exploration stopped"
    );
}

/// The Korean evening, round 6: the Queen's health card said she retreats, then 「201번 통로의
/// 문이 파괴되었습니다」, and the table looked for her on the board; a door in the way is
/// destroyed and the intruder does not move (retaliation.md §7.5). Her row's hint named the
/// 처치·피해 buttons, which her row does not have; it names her critical.
#[test]
fn a_broken_door_says_the_intruder_stays_and_the_queens_hint_names_her_button() {
    use crate::gui::i18n::{I18n, Language};
    let t = table(2);
    let ko = I18n::new(Language::Ko).unwrap();
    let plain = |s: String| s.replace('\u{2060}', "");
    let door =
        plain(super::words::outcome(&ko, t.state(), &O::DoorDestroyed { corridor: 201 }).unwrap());
    assert!(door.contains("그 자리에 남습니다"), "{door}");
    for language in Language::ALL {
        let i18n = I18n::new(language).unwrap();
        let queen = plain(crate::tr!(
            i18n,
            "rt-shot-hint",
            burst = "no",
            queen = "yes"
        ));
        let button = plain(crate::tr!(i18n, "rt-queen-critical"));
        assert!(queen.contains(&button), "{language:?}: {queen}");
        let adult = plain(crate::tr!(i18n, "rt-shot-hint", burst = "no", queen = "no"));
        assert!(!adult.contains(&button), "{language:?}: {adult}");
    }
}
