//! The one-page "how to label your cards" note printed after the labels, in the reader's language
//! (the words come from the app's translations).

use super::{Anchor, Item, Page, Paper, is_invisible, is_wide, pt_to_mm, text_width_mm};

const MARGIN_MM: f32 = 20.0;
const BODY_PT: f32 = 11.0;
const TITLE_PT: f32 = 18.0;

pub(super) fn page(paper: Paper, title: &str, paragraphs: &[String]) -> Page {
    let (width, height) = paper.size_mm();
    let text_width = width - 2.0 * MARGIN_MM;
    let line_height = pt_to_mm(BODY_PT) * 1.35;
    let mut y = MARGIN_MM + pt_to_mm(TITLE_PT);
    let mut items = Vec::new();
    for (i, line) in wrap(title, text_width, TITLE_PT).into_iter().enumerate() {
        if i > 0 {
            y += pt_to_mm(TITLE_PT) * 1.25;
        }
        items.push(Item::Text {
            x: MARGIN_MM,
            y,
            size: TITLE_PT,
            bold: true,
            anchor: Anchor::Start,
            text: line,
        });
    }
    y += 6.0;
    for paragraph in paragraphs {
        y += line_height * 0.6;
        for line in wrap(paragraph, text_width, BODY_PT) {
            y += line_height;
            items.push(Item::Text {
                x: MARGIN_MM,
                y,
                size: BODY_PT,
                bold: false,
                anchor: Anchor::Start,
                text: line,
            });
        }
    }
    Page {
        width,
        height,
        items,
    }
}

/// Greedy wrap to `width` millimetres. Lines break at spaces (so Korean words stay whole) and
/// between Japanese or Chinese characters, but never before closing punctuation or after an
/// opening bracket. Zero-width marks are dropped; a line never starts with a space.
pub(super) fn wrap(text: &str, width: f32, size: f32) -> Vec<String> {
    let mut lines = Vec::new();
    let mut line = String::new();
    for piece in pieces(text) {
        let candidate = format!("{line}{piece}");
        if !line.trim().is_empty() && text_width_mm(candidate.trim_end(), size) > width {
            lines.push(line.trim_end().to_string());
            line = piece.trim_start().to_string();
        } else {
            line = candidate;
        }
    }
    if !line.trim().is_empty() {
        lines.push(line.trim_end().to_string());
    }
    lines
}

/// The text cut where a line may break; each piece keeps the spaces before it.
fn pieces(text: &str) -> Vec<String> {
    let chars: Vec<char> = text.chars().filter(|&c| !is_invisible(c)).collect();
    let mut out = Vec::new();
    let mut piece = String::new();
    for (i, &c) in chars.iter().enumerate() {
        let next = chars.get(i + 1).copied();
        piece.push(c);
        let break_after = match next {
            None => false,
            Some(n) if n.is_whitespace() => !c.is_whitespace(),
            Some(n) => {
                let ideographic = |x: char| is_wide(x) && !is_hangul(x);
                (ideographic(c) || ideographic(n)) && !opens(c) && !closes(n)
            }
        };
        if break_after {
            out.push(std::mem::take(&mut piece));
        }
    }
    if !piece.is_empty() {
        out.push(piece);
    }
    out
}

fn is_hangul(c: char) -> bool {
    matches!(c, '\u{1100}'..='\u{11FF}' | '\u{3130}'..='\u{318F}' | '\u{AC00}'..='\u{D7A3}')
}

/// A line must not end with it.
fn opens(c: char) -> bool {
    matches!(
        c,
        '「' | '『' | '（' | '(' | '［' | '【' | '〈' | '《' | '"' | '“'
    )
}

/// A line must not start with it (Japanese line-breaking rules, the common part).
fn closes(c: char) -> bool {
    matches!(
        c,
        '、' | '。'
            | '，'
            | '．'
            | '」'
            | '』'
            | '）'
            | ')'
            | '］'
            | '】'
            | '〉'
            | '》'
            | '・'
            | 'ー'
            | '：'
            | ':'
            | '；'
            | '！'
            | '？'
            | '!'
            | '?'
            | ','
            | '.'
            | '%'
            | 'ぁ'
            | 'ぃ'
            | 'ぅ'
            | 'ぇ'
            | 'ぉ'
            | 'っ'
            | 'ゃ'
            | 'ゅ'
            | 'ょ'
            | 'ァ'
            | 'ィ'
            | 'ゥ'
            | 'ェ'
            | 'ォ'
            | 'ッ'
            | 'ャ'
            | 'ュ'
            | 'ョ'
            | '”'
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    const ENGLISH: &str = "Stick or tape one label on the face of each of the 27 contamination cards, flat and not folded. Use every number exactly once, and keep the white border.";
    const KOREAN: &str = "오염 카드 27장의 앞면에 라벨을 하나씩 평평하게 붙이거나 테이프로 고정하세요. 번호는 모두 한 번씩 쓰고, 흰 테두리를 남기세요.";
    const JAPANESE: &str = "汚染カード27枚の表に、ラベルを1枚ずつ折らずに平らに貼るかテープで留めてください。番号はどれも1回ずつ使い、白い縁を残してください。";

    #[test]
    fn the_note_fits_one_page_on_both_papers() {
        let long: Vec<String> = (0..9).map(|_| ENGLISH.repeat(2)).collect();
        for paper in [Paper::A4, Paper::Letter] {
            let page = page(paper, "How to label", &long);
            let last_baseline = page
                .items
                .iter()
                .filter_map(|i| match i {
                    Item::Text { y, .. } => Some(*y),
                    _ => None,
                })
                .fold(0.0, f32::max);
            assert!(
                last_baseline < page.height - 15.0,
                "{paper:?}: {last_baseline}"
            );
        }
    }

    #[test]
    fn english_and_korean_wrap_at_spaces_and_keep_every_word() {
        for text in [ENGLISH, KOREAN] {
            let lines = wrap(text, 60.0, BODY_PT);
            assert!(lines.len() > 2, "{lines:?}");
            assert_eq!(
                lines.join(" "),
                text.split_whitespace().collect::<Vec<_>>().join(" ")
            );
            for line in &lines {
                assert!(text_width_mm(line, BODY_PT) <= 60.0 || !line.contains(' '));
            }
        }
    }

    #[test]
    fn japanese_wraps_between_characters_but_not_before_closing_marks() {
        let lines = wrap(JAPANESE, 40.0, BODY_PT);
        assert!(lines.len() > 3, "{lines:?}");
        assert_eq!(lines.concat(), JAPANESE);
        for line in &lines {
            assert!(text_width_mm(line, BODY_PT) <= 40.0, "{line}");
            let first = line.chars().next().unwrap();
            assert!(!closes(first), "{line} starts with {first}");
            assert!(!opens(line.chars().last().unwrap()), "{line}");
        }
    }

    #[test]
    fn word_joiners_keep_korean_words_whole_and_are_not_printed() {
        let joined = "라\u{2060}벨을 붙\u{2060}이세요";
        let lines = wrap(joined, 1.0, BODY_PT);
        assert_eq!(lines, vec!["라벨을".to_string(), "붙이세요".to_string()]);
    }
}
