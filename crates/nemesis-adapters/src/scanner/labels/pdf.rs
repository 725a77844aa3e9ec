//! The sheet as a PDF: one PDF page per sheet page, at the paper's size, text in the built-in
//! Helvetica fonts (nothing to embed; the sheet's text is plain ASCII).

use super::{Anchor, Item, Sheet, batches, text_width_mm};
use pdf_writer::{Content, Finish, Name, Pdf, Rect, Ref, Str, TextStr};

const MM_TO_PT: f32 = 72.0 / 25.4;

pub fn render(sheet: &Sheet) -> Vec<u8> {
    let mut pdf = Pdf::new();
    let catalog = Ref::new(1);
    let tree = Ref::new(2);
    let regular = Ref::new(3);
    let bold = Ref::new(4);
    let info = Ref::new(5);
    let first_page = 6;
    let page_ids: Vec<Ref> = (0..sheet.pages.len())
        .map(|i| Ref::new(first_page + 2 * i as i32))
        .collect();

    pdf.catalog(catalog).pages(tree);
    pdf.pages(tree)
        .kids(page_ids.iter().copied())
        .count(page_ids.len() as i32);
    pdf.type1_font(regular)
        .base_font(Name(b"Helvetica"))
        .encoding_predefined(Name(b"WinAnsiEncoding"));
    pdf.type1_font(bold)
        .base_font(Name(b"Helvetica-Bold"))
        .encoding_predefined(Name(b"WinAnsiEncoding"));
    pdf.document_info(info)
        .title(TextStr("Nemesis Companion contamination labels"))
        .creator(TextStr("nemesis-companion labels"));

    for (page, &id) in sheet.pages.iter().zip(&page_ids) {
        let content_id = Ref::new(id.get() + 1);
        let (w, h) = (page.width * MM_TO_PT, page.height * MM_TO_PT);
        let mut writer = pdf.page(id);
        writer.media_box(Rect::new(0.0, 0.0, w, h));
        writer.parent(tree);
        writer.contents(content_id);
        let mut resources = writer.resources();
        let mut fonts = resources.fonts();
        fonts.pair(Name(b"F1"), regular);
        fonts.pair(Name(b"F2"), bold);
        fonts.finish();
        resources.finish();
        writer.finish();

        let mut content = Content::new();
        for batch in batches(&page.items) {
            if let [Item::Fill { gray, .. }, ..] = batch {
                content.set_fill_gray(*gray);
                for item in batch {
                    if let Item::Fill {
                        x, y, w, h: height, ..
                    } = item
                    {
                        content.rect(
                            x * MM_TO_PT,
                            h - (y + height) * MM_TO_PT,
                            w * MM_TO_PT,
                            height * MM_TO_PT,
                        );
                    }
                }
                content.fill_nonzero();
            } else {
                for item in batch {
                    draw(&mut content, item, h);
                }
            }
        }
        pdf.stream(content_id, &content.finish());
    }
    pdf.finish()
}

/// Draws one item; `page_h` (points) flips the sheet's y-down millimetres into PDF space.
fn draw(content: &mut Content, item: &Item, page_h: f32) {
    let x_pt = |x: f32| x * MM_TO_PT;
    let y_pt = |y: f32| page_h - y * MM_TO_PT;
    match item {
        Item::Fill { x, y, w, h, gray } => {
            content.set_fill_gray(*gray);
            content.rect(x_pt(*x), y_pt(y + h), w * MM_TO_PT, h * MM_TO_PT);
            content.fill_nonzero();
        }
        Item::Line {
            from,
            to,
            width,
            gray,
        } => {
            content.set_stroke_gray(*gray);
            content.set_line_width(width * MM_TO_PT);
            content.move_to(x_pt(from.0), y_pt(from.1));
            content.line_to(x_pt(to.0), y_pt(to.1));
            content.stroke();
        }
        Item::Text {
            x,
            y,
            size,
            bold,
            anchor,
            text,
        } => {
            let start = match anchor {
                Anchor::Start => *x,
                Anchor::Middle => x - text_width_mm(text, *size) / 2.0,
            };
            // Anything outside printable ASCII would come out as a wrong glyph: drop it.
            let bytes: Vec<u8> = text.bytes().filter(|b| (0x20..0x7f).contains(b)).collect();
            content.set_fill_gray(0.0);
            content.begin_text();
            content.set_font(Name(if *bold { b"F2" } else { b"F1" }), *size);
            content.next_line(x_pt(start), y_pt(*y));
            content.show(Str(&bytes));
            content.end_text();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scanner::labels::{Paper, sheet};
    use crate::scanner::payload::Deck;

    #[test]
    fn the_pdf_has_real_size_pages() {
        for (paper, media_box) in [
            (Paper::A4, "/MediaBox [0 0 595.27563 841.8898]"),
            (Paper::Letter, "/MediaBox [0 0 612 792]"),
        ] {
            let bytes = render(&sheet(paper, &Deck::ALL));
            let text = String::from_utf8_lossy(&bytes);
            assert!(text.starts_with("%PDF-"));
            assert_eq!(text.matches(media_box).count(), 2, "{paper:?}");
            assert!(text.contains("/Count 2"));
        }
    }
}
