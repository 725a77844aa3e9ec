//! The one-page "how to label your cards" note printed after the labels.

use super::{Anchor, Item, Page, Paper, pt_to_mm, text_width_mm};

const TITLE: &str = "How to label your contamination cards";

/// Paragraphs of the note; each becomes one wrapped block.
const PARAGRAPHS: &[&str] = &[
    "The companion app replaces the red scanner of the box with your webcam. Each contamination card gets one printed label; the webcam reads the labels and the app tells you which cards are infected.",
    "1. Print the label page at 100% (\"actual size\"). Turn off \"fit to page\" or \"shrink to fit\" in the print dialog. Measure the bar at the top of the label page: it must be 100 mm long, or the printer scaled the page and the codes may be too small.",
    "2. Use matte paper or matte sticker paper. Glossy paper, laminate and a sleeve over the code reflect the light and hide the code from the camera: with sleeved cards, put the label on the outside of the sleeve, not under it.",
    "3. Cut along the grey lines. Keep the white border around each code: the camera needs it to find the code on a dark card.",
    "4. Stick or tape one label on the face of each of the 27 contamination cards, flat and not folded. Use every number exactly once. Which label goes on which card does not matter: at the start of each game the app decides which labels are infected, keeping the number of infected cards of the real deck, and keeps it secret until a scan reveals it.",
    "5. To scan, hold the cards still, labels toward the webcam, about 40 cm away, under even light. Several cards at once are fine. The app shows what it recognised before it gives the verdict.",
    "6. If a label does not read, the app says why: too dark, too bright or glare, blurry, no code in view, or a code that is not one of these labels. Move the cards, change the light, or type the number printed under the code: typing always works.",
    "7. Lost or damaged a label? Print the sheet again and replace only that one. Labels printed by the same app version are identical. A label printed by a newer, incompatible version is refused with a message, and so is a label from another deck.",
    "Nemesis is a board game by Awaken Realms. Nemesis Companion is an unofficial fan-made app, not affiliated with or endorsed by Awaken Realms.",
];

const MARGIN_MM: f32 = 20.0;
const BODY_PT: f32 = 11.0;
const TITLE_PT: f32 = 18.0;

pub(super) fn page(paper: Paper) -> Page {
    let (width, height) = paper.size_mm();
    let text_width = width - 2.0 * MARGIN_MM;
    let line_height = pt_to_mm(BODY_PT) * 1.35;
    let mut y = MARGIN_MM + pt_to_mm(TITLE_PT);
    let mut items = vec![Item::Text {
        x: MARGIN_MM,
        y,
        size: TITLE_PT,
        bold: true,
        anchor: Anchor::Start,
        text: TITLE.to_string(),
    }];
    y += 6.0;
    for paragraph in PARAGRAPHS {
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

/// Greedy word wrap to `width` millimetres.
fn wrap(text: &str, width: f32, size: f32) -> Vec<String> {
    let mut lines = Vec::new();
    let mut line = String::new();
    for word in text.split_whitespace() {
        let candidate = if line.is_empty() {
            word.to_string()
        } else {
            format!("{line} {word}")
        };
        if !line.is_empty() && text_width_mm(&candidate, size) > width {
            lines.push(std::mem::replace(&mut line, word.to_string()));
        } else {
            line = candidate;
        }
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_note_fits_one_page_on_both_papers() {
        for paper in [Paper::A4, Paper::Letter] {
            let page = page(paper);
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
    fn wrapping_keeps_every_word_in_order() {
        let text = PARAGRAPHS[4];
        let lines = wrap(text, 170.0, BODY_PT);
        assert!(lines.len() > 1);
        assert_eq!(
            lines.join(" "),
            text.split_whitespace().collect::<Vec<_>>().join(" ")
        );
        for line in &lines {
            assert!(text_width_mm(line, BODY_PT) <= 170.0 || !line.contains(' '));
        }
    }

    #[test]
    fn the_note_is_plain_ascii_for_the_builtin_pdf_font() {
        assert!(TITLE.is_ascii());
        assert!(PARAGRAPHS.iter().all(|p| p.is_ascii()));
    }
}
