//! The printable label sheet: one page per deck with its labels at real size, then a page that tells
//! players how to label their cards. The layout is computed once, in millimetres, as a list of
//! drawing items; `svg`, `pdf` and `raster` only translate those items, so the tests decode exactly
//! what gets printed.
//!
//! # Size
//! A 720p webcam with a wide lens (78° diagonal, about 70° across, the widest common kind) sees
//! 2 · 400 mm · tan 35° ≈ 560 mm across its 1280 pixels at 40 cm: about 0.44 mm per pixel. One QR
//! module of [`MODULE_MM`] = 1.3 mm is then about 3 pixels; rxing reads version-1 codes from about
//! 2 pixels per module (see the `small` fixtures, rendered at [`WEBCAM_MM_PER_PX`]). Narrower
//! webcams (55–60°) give 4 to 4.5 pixels per module at the same distance. The symbol is a version-1
//! code (21 modules, error correction level Q, which restores up to a quarter of the symbol), so a
//! label's code is 27.3 mm wide, inside a white border of at least three modules that the detector
//! needs when the card around the label is dark.

mod note;
pub mod pdf;
pub mod raster;
pub mod svg;

use crate::scanner::payload::{Deck, Label};
use qrcode::{EcLevel, QrCode, Version};

/// Side of one QR module on paper.
pub const MODULE_MM: f32 = 1.3;
/// Modules across a version-1 QR symbol.
pub const SYMBOL_MODULES: usize = 21;
/// White border kept around the symbol inside the label, in modules.
pub const QUIET_MODULES: f32 = 3.0;
/// One label, cut out: width and height in millimetres.
pub const LABEL_W_MM: f32 = 36.0;
pub const LABEL_H_MM: f32 = 40.0;
/// Labels per row and rows per page: 30 places for a 27-card deck.
pub const COLUMNS: usize = 5;
pub const ROWS: usize = 6;
/// What a 720p wide-angle webcam sees of one pixel at 40 cm (see the module docs).
pub const WEBCAM_MM_PER_PX: f32 = 0.44;

const POINT_MM: f32 = 25.4 / 72.0;
const CUT_GRAY: f32 = 0.55;
/// The printed number's baseline, above the label's bottom edge.
const NUMBER_BASELINE_MM: f32 = 1.7;
const CUT_WIDTH_MM: f32 = 0.2;

/// Paper sizes the sheet is laid out for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Paper {
    A4,
    Letter,
}

impl Paper {
    /// Width and height in millimetres, portrait.
    pub fn size_mm(self) -> (f32, f32) {
        match self {
            Paper::A4 => (210.0, 297.0),
            Paper::Letter => (215.9, 279.4),
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Paper::A4 => "A4",
            Paper::Letter => "US Letter",
        }
    }
}

/// Where text hangs from its anchor point.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Anchor {
    Start,
    Middle,
}

/// One thing drawn on a page. Coordinates in millimetres from the page's top-left corner, y down.
#[derive(Debug, Clone, PartialEq)]
pub enum Item {
    /// A filled rectangle; `gray` 0 is black, 1 is white.
    Fill {
        x: f32,
        y: f32,
        w: f32,
        h: f32,
        gray: f32,
    },
    /// A straight line.
    Line {
        from: (f32, f32),
        to: (f32, f32),
        width: f32,
        gray: f32,
    },
    /// One line of ASCII text; `y` is the baseline, `size` in points.
    Text {
        x: f32,
        y: f32,
        size: f32,
        bold: bool,
        anchor: Anchor,
        text: String,
    },
}

#[derive(Debug, Clone, PartialEq)]
pub struct Page {
    pub width: f32,
    pub height: f32,
    pub items: Vec<Item>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Sheet {
    pub paper: Paper,
    pub pages: Vec<Page>,
}

/// The words printed on the sheet, in the reader's language. The app fills them from its
/// translations; the layout knows no language. Korean may carry word joiners (U+2060) between
/// syllables: they keep words whole and are not printed.
#[derive(Debug, Clone, PartialEq)]
pub struct SheetWords {
    /// One label page per entry, in this order.
    pub decks: Vec<DeckWords>,
    /// Under each page's heading: print at 100 %, the bar must measure 100 mm.
    pub actual_size: String,
    /// The how-to page: its heading and its paragraphs.
    pub note_title: String,
    pub note: Vec<String>,
}

/// The words of one deck's label page.
#[derive(Debug, Clone, PartialEq)]
pub struct DeckWords {
    pub deck: Deck,
    /// The page's heading.
    pub title: String,
    /// Under the labels: cut along the grey lines (with the number of labels).
    pub cut: String,
}

/// The whole printout: a label page per deck of `words`, then the how-to note.
pub fn sheet(paper: Paper, words: &SheetWords) -> Sheet {
    let mut pages: Vec<Page> = words
        .decks
        .iter()
        .map(|deck| label_page(paper, deck, &words.actual_size))
        .collect();
    pages.push(note::page(paper, &words.note_title, &words.note));
    Sheet { paper, pages }
}

/// The sheet as file bytes, in the format named by `path`'s extension (`.pdf` or `.svg`): what the
/// `labels` command and the app's "print labels" button write. `fonts` are embedded in a PDF for
/// text beyond ASCII.
pub fn render_file(
    path: &std::path::Path,
    paper: Paper,
    words: &SheetWords,
    fonts: &pdf::Fonts,
) -> Result<Vec<u8>, String> {
    let sheet = sheet(paper, words);
    let extension = path
        .extension()
        .and_then(|e| e.to_str())
        .map(str::to_ascii_lowercase);
    match extension.as_deref() {
        Some("pdf") => pdf::render(&sheet, fonts),
        Some("svg") => Ok(svg::render(&sheet).into_bytes()),
        _ => Err(format!(
            "{}: the file name must end in .pdf or .svg",
            path.display()
        )),
    }
}

/// The QR modules of a label, row by row (`true` = dark), `SYMBOL_MODULES` squared.
pub fn modules(label: Label) -> Vec<bool> {
    match QrCode::with_version(label.payload(), Version::Normal(1), EcLevel::Q) {
        Ok(code) => code
            .to_colors()
            .into_iter()
            .map(|c| c == qrcode::Color::Dark)
            .collect(),
        // Eleven alphanumeric characters always fit version 1-Q (capacity 16); the unit test
        // `every_payload_fits_version_1_q` keeps it so.
        Err(_) => vec![false; SYMBOL_MODULES * SYMBOL_MODULES],
    }
}

/// Top-left corner of the symbol inside a label.
pub fn symbol_offset_mm() -> (f32, f32) {
    let symbol = SYMBOL_MODULES as f32 * MODULE_MM;
    ((LABEL_W_MM - symbol) / 2.0, QUIET_MODULES * MODULE_MM)
}

/// Everything printed inside one label whose top-left corner is at `(x, y)`.
pub fn label_items(label: Label, x: f32, y: f32) -> Vec<Item> {
    let (ox, oy) = symbol_offset_mm();
    let bits = modules(label);
    let mut items = Vec::new();
    // One rectangle per horizontal run of dark modules: fewer shapes and no hairline seams.
    for (row, line) in bits.chunks(SYMBOL_MODULES).enumerate() {
        let mut col = 0;
        while col < SYMBOL_MODULES {
            if !line[col] {
                col += 1;
                continue;
            }
            let start = col;
            while col < SYMBOL_MODULES && line[col] {
                col += 1;
            }
            items.push(Item::Fill {
                x: x + ox + start as f32 * MODULE_MM,
                y: y + oy + row as f32 * MODULE_MM,
                w: (col - start) as f32 * MODULE_MM,
                h: MODULE_MM,
                gray: 0.0,
            });
        }
    }
    items.push(Item::Text {
        x: x + LABEL_W_MM / 2.0,
        y: y + LABEL_H_MM - NUMBER_BASELINE_MM,
        size: 12.0,
        bold: true,
        anchor: Anchor::Middle,
        text: label.to_string(),
    });
    items
}

/// Top-left corner of the label grid and of each place in it.
fn grid_origin(paper: Paper) -> (f32, f32) {
    let (width, _) = paper.size_mm();
    ((width - COLUMNS as f32 * LABEL_W_MM) / 2.0, 27.0)
}

/// Top-left corner of the label with this 0-based place on its page.
pub fn label_position(paper: Paper, place: usize) -> (f32, f32) {
    let (gx, gy) = grid_origin(paper);
    let (col, row) = (place % COLUMNS, place / COLUMNS);
    (gx + col as f32 * LABEL_W_MM, gy + row as f32 * LABEL_H_MM)
}

fn label_page(paper: Paper, words: &DeckWords, actual_size: &str) -> Page {
    let deck = words.deck;
    let (width, height) = paper.size_mm();
    let (gx, _) = grid_origin(paper);
    let mut items = vec![
        Item::Text {
            x: gx,
            y: 12.0,
            size: 13.0,
            bold: true,
            anchor: Anchor::Start,
            text: words.title.clone(),
        },
        Item::Text {
            x: gx,
            y: 18.0,
            size: 8.0,
            bold: false,
            anchor: Anchor::Start,
            text: actual_size.to_string(),
        },
    ];
    items.extend(scale_bar(gx, 23.0));
    for (place, label) in deck.labels().enumerate() {
        let (x, y) = label_position(paper, place);
        items.extend(cut_outline(x, y));
        items.extend(label_items(label, x, y));
    }
    let last_row = (deck.size() as usize).div_ceil(COLUMNS);
    let (_, bottom) = label_position(paper, last_row * COLUMNS);
    items.push(Item::Text {
        x: gx,
        y: bottom + 5.0,
        size: 8.0,
        bold: false,
        anchor: Anchor::Start,
        text: words.cut.clone(),
    });
    Page {
        width,
        height,
        items,
    }
}

/// The four cut lines around one label.
fn cut_outline(x: f32, y: f32) -> Vec<Item> {
    let corners = [
        (x, y),
        (x + LABEL_W_MM, y),
        (x + LABEL_W_MM, y + LABEL_H_MM),
        (x, y + LABEL_H_MM),
    ];
    (0..4)
        .map(|i| Item::Line {
            from: corners[i],
            to: corners[(i + 1) % 4],
            width: CUT_WIDTH_MM,
            gray: CUT_GRAY,
        })
        .collect()
}

/// A 100 mm bar with end ticks, to check that the printer did not scale the page.
fn scale_bar(x: f32, y: f32) -> Vec<Item> {
    let line = |from, to| Item::Line {
        from,
        to,
        width: 0.3,
        gray: 0.0,
    };
    let mut items = vec![line((x, y), (x + 100.0, y))];
    for i in 0..=10 {
        let tx = x + 10.0 * i as f32;
        let tick = if i % 5 == 0 { 2.0 } else { 1.0 };
        items.push(line((tx, y - tick), (tx, y)));
    }
    items
}

/// Width of a line at `size` points, in millimetres. Exact in Helvetica for the characters printed
/// on labels; a generous average for other Latin text; a full em for Chinese characters, kana,
/// Hangul and full-width forms (their width in the embedded CJK font). Only the label numbers are
/// centred with it; the rest is wrapping.
pub fn text_width_mm(text: &str, size: f32) -> f32 {
    let units: u32 = text
        .chars()
        .map(|c| match c {
            '0'..='9' => 556,
            '-' => 333,
            ' ' => 278,
            'C' => 722,
            'A'..='Z' => 700,
            c if is_invisible(c) => 0,
            c if is_wide(c) => 1000,
            _ => 560,
        })
        .sum();
    units as f32 / 1000.0 * size * POINT_MM
}

/// Drawn a full em wide in the CJK font: Hangul, kana, Chinese characters, CJK punctuation and
/// full-width forms.
pub fn is_wide(c: char) -> bool {
    matches!(c, '\u{1100}'..='\u{11FF}' | '\u{2E80}'..='\u{9FFF}' | '\u{AC00}'..='\u{D7A3}' | '\u{F900}'..='\u{FAFF}' | '\u{FF00}'..='\u{FF60}')
}

/// Not printed: word joiners and other zero-width marks the translations use to steer wrapping.
pub fn is_invisible(c: char) -> bool {
    matches!(c, '\u{200B}'..='\u{200F}' | '\u{2060}' | '\u{FEFF}')
}

/// Splits items into batches: consecutive fills of the same grey go together, so a backend draws
/// them as one shape (touching rectangles filled separately show hairline seams in many viewers);
/// every other item is a batch of its own.
pub fn batches(items: &[Item]) -> Vec<&[Item]> {
    let mut out = Vec::new();
    let mut start = 0;
    while start < items.len() {
        let mut end = start + 1;
        if let Item::Fill { gray, .. } = items[start] {
            while end < items.len() && matches!(items[end], Item::Fill { gray: g, .. } if g == gray)
            {
                end += 1;
            }
        }
        out.push(&items[start..end]);
        start = end;
    }
    out
}

/// Words for the layout's own tests, in one of three languages (the app's real words are tested
/// in the app).
#[cfg(test)]
pub(crate) fn test_words(language: &str) -> SheetWords {
    let (title, size, cut, note_title, note) = match language {
        "ko" => (
            "네메시스 컴패니언 - 기본판 오염 카드 라벨",
            "100% 크기로 인쇄하세요. 아래 막대는 100 mm여야 합니다.",
            "회색 선을 따라 자르세요.",
            "오염 카드에 라벨 붙이는 법",
            "오염 카드 27장의 앞면에 라\u{2060}벨을 하나씩 평평하게 붙이세요. 번호는 모두 한 번씩 쓰세요.",
        ),
        "ja" => (
            "ネメシス・コンパニオン - 基本セットの汚染カード用ラベル",
            "100%の大きさで印刷してください。下の線は100 mmです。",
            "灰色の線に沿って切ってください。",
            "汚染カードへのラベルの貼り方",
            "汚染カード27枚の表に、ラベルを1枚ずつ平らに貼ってください。番号はどれも1回ずつ使います。",
        ),
        _ => (
            "Nemesis Companion - labels",
            "Print at 100% (no \"fit to page\").",
            "Cut along the grey lines.",
            "How to label",
            "Stick one label on each card.",
        ),
    };
    SheetWords {
        decks: Deck::ALL
            .iter()
            .map(|&deck| DeckWords {
                deck,
                title: title.to_string(),
                cut: cut.to_string(),
            })
            .collect(),
        actual_size: size.to_string(),
        note_title: note_title.to_string(),
        note: vec![note.to_string(); 3],
    }
}

/// Points to millimetres.
pub fn pt_to_mm(points: f32) -> f32 {
    points * POINT_MM
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_payload_fits_version_1_q() {
        for label in Deck::Base.labels() {
            let code = QrCode::with_version(label.payload(), Version::Normal(1), EcLevel::Q)
                .expect("fits version 1-Q");
            assert_eq!(code.width(), SYMBOL_MODULES);
        }
    }

    #[test]
    fn labels_fit_their_cell_and_the_paper() {
        let (ox, oy) = symbol_offset_mm();
        let symbol = SYMBOL_MODULES as f32 * MODULE_MM;
        assert!(ox >= QUIET_MODULES * MODULE_MM);
        // Under the symbol: three modules of white, then the number's capitals (about 0.72 em).
        let text_top = LABEL_H_MM - NUMBER_BASELINE_MM - pt_to_mm(12.0) * 0.72;
        assert!(oy + symbol + QUIET_MODULES * MODULE_MM <= text_top);
        for paper in [Paper::A4, Paper::Letter] {
            let (w, h) = paper.size_mm();
            let (x0, y0) = label_position(paper, 0);
            let (x1, y1) = label_position(paper, COLUMNS * ROWS - 1);
            // At least 6 mm of margin everywhere: what most printers cannot print on.
            assert!(x0 >= 6.0 && y0 >= 6.0);
            assert!(x1 + LABEL_W_MM <= w - 6.0, "{paper:?}");
            assert!(y1 + LABEL_H_MM <= h - 10.0, "{paper:?}");
        }
    }

    #[test]
    fn the_sheet_has_a_page_per_deck_and_the_note() {
        let sheet = sheet(Paper::A4, &test_words("en"));
        assert_eq!(sheet.pages.len(), Deck::ALL.len() + 1);
        let texts: Vec<&str> = sheet.pages[0]
            .items
            .iter()
            .filter_map(|i| match i {
                Item::Text { text, .. } => Some(text.as_str()),
                _ => None,
            })
            .collect();
        for label in Deck::Base.labels() {
            assert!(texts.contains(&label.to_string().as_str()), "{label}");
        }
    }

    #[test]
    fn fills_are_batched_by_grey_and_nothing_is_lost() {
        let fill = |gray| Item::Fill {
            x: 0.0,
            y: 0.0,
            w: 1.0,
            h: 1.0,
            gray,
        };
        let line = Item::Line {
            from: (0.0, 0.0),
            to: (1.0, 1.0),
            width: 0.1,
            gray: 0.0,
        };
        let items = vec![
            fill(0.0),
            fill(0.0),
            line.clone(),
            fill(0.0),
            fill(0.5),
            line,
        ];
        let sizes: Vec<usize> = batches(&items).iter().map(|b| b.len()).collect();
        assert_eq!(sizes, vec![2, 1, 1, 1, 1]);
    }

    #[test]
    fn centred_label_numbers_use_exact_widths() {
        // C = 722, - = 333, digits = 556 units of Helvetica.
        let expected = (722 + 333 + 2 * 556) as f32 / 1000.0 * 12.0 * POINT_MM;
        assert!((text_width_mm("C-07", 12.0) - expected).abs() < 1e-4);
    }
}
