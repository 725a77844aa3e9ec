//! The sheet as one SVG document: the pages one below the other, each at its real paper size
//! (1 user unit = 1 mm), so a browser or a vector editor prints them at the right scale.

use super::{Anchor, Item, Sheet, batches};
use std::fmt::Write;

pub fn render(sheet: &Sheet) -> String {
    let width = sheet.pages.iter().map(|p| p.width).fold(0.0, f32::max);
    let height: f32 = sheet.pages.iter().map(|p| p.height).sum();
    let mut out = String::new();
    let _ = writeln!(
        out,
        r#"<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="{width}mm" height="{height}mm" viewBox="0 0 {width} {height}">
<title>Nemesis Companion contamination labels ({})</title>"#,
        sheet.paper.name()
    );
    let mut top = 0.0;
    for page in &sheet.pages {
        let _ = writeln!(out, r#"<g transform="translate(0 {top})">"#);
        let _ = writeln!(
            out,
            r#"<rect x="0" y="0" width="{}" height="{}" fill="white"/>"#,
            page.width, page.height
        );
        for batch in batches(&page.items) {
            if let [Item::Fill { gray: g, .. }, ..] = batch {
                // One path per run of fills: no seams between touching modules.
                out.push_str("<path d=\"");
                for item in batch {
                    if let Item::Fill { x, y, w, h, .. } = item {
                        let _ = write!(out, "M{x:.3} {y:.3}h{w:.3}v{h:.3}h-{w:.3}z");
                    }
                }
                let _ = writeln!(out, "\" fill=\"{}\"/>", gray(*g));
            } else {
                for item in batch {
                    write_item(&mut out, item);
                }
            }
        }
        out.push_str("</g>\n");
        top += page.height;
    }
    out.push_str("</svg>\n");
    out
}

fn gray(level: f32) -> String {
    let v = (level.clamp(0.0, 1.0) * 255.0).round() as u8;
    format!("#{v:02x}{v:02x}{v:02x}")
}

fn write_item(out: &mut String, item: &Item) {
    match item {
        Item::Fill {
            x,
            y,
            w,
            h,
            gray: g,
        } => {
            let _ = writeln!(
                out,
                r#"<rect x="{x:.3}" y="{y:.3}" width="{w:.3}" height="{h:.3}" fill="{}"/>"#,
                gray(*g)
            );
        }
        Item::Line {
            from,
            to,
            width,
            gray: g,
        } => {
            let _ = writeln!(
                out,
                r#"<line x1="{:.3}" y1="{:.3}" x2="{:.3}" y2="{:.3}" stroke="{}" stroke-width="{width}"/>"#,
                from.0,
                from.1,
                to.0,
                to.1,
                gray(*g)
            );
        }
        Item::Text {
            x,
            y,
            size,
            bold,
            anchor,
            text,
        } => {
            let anchor = match anchor {
                Anchor::Start => "start",
                Anchor::Middle => "middle",
            };
            let weight = if *bold { "bold" } else { "normal" };
            let _ = writeln!(
                out,
                r#"<text x="{x:.3}" y="{y:.3}" font-family="Helvetica, Arial, 'Nemesis Companion Sans', 'Noto Sans CJK JP', sans-serif" font-size="{:.3}" font-weight="{weight}" text-anchor="{anchor}">{}</text>"#,
                super::pt_to_mm(*size),
                escape(text)
            );
        }
    }
}

fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scanner::labels::{Paper, sheet};
    use crate::scanner::payload::Deck;

    #[test]
    fn the_svg_is_real_size_and_holds_every_label() {
        let svg = render(&sheet(
            Paper::Letter,
            &crate::scanner::labels::test_words("en"),
        ));
        assert!(svg.contains(r#"width="215.9mm""#));
        assert!(svg.contains(&format!(r#"height="{}mm""#, 279.4 * 2.0)));
        for label in Deck::Base.labels() {
            assert!(svg.contains(&format!(">{label}</text>")), "{label}");
        }
        assert!(svg.contains("&quot;fit to page&quot;"));
    }
}
