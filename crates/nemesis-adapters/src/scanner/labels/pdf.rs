//! The sheet as a PDF: one PDF page per sheet page, at the paper's size. ASCII text is set in the
//! built-in Helvetica fonts (nothing to embed); any other text (Korean, Japanese) in the app's own
//! font, embedded as a subset of just the glyphs printed (a CID font, Identity-H, with a ToUnicode
//! map so the text can be searched and copied).

use super::{Anchor, Item, Sheet, batches, is_invisible, text_width_mm};
use pdf_writer::types::{CidFontType, FontFlags, SystemInfo, UnicodeCmap};
use pdf_writer::{Content, Filter, Finish, Name, Pdf, Rect, Ref, Str, TextStr};
use std::collections::BTreeMap;

const MM_TO_PT: f32 = 72.0 / 25.4;

/// The OpenType fonts (TrueType or CFF outlines) for text beyond ASCII: the app's bundled faces.
#[derive(Debug, Clone, Copy)]
pub struct Fonts<'a> {
    pub regular: &'a [u8],
    pub bold: &'a [u8],
}

/// Writes the sheet. Fails only when text beyond ASCII is on it and a font cannot be read or
/// subset (the bundled fonts always can: a unit test renders every language).
pub fn render(sheet: &Sheet, fonts: &Fonts) -> Result<Vec<u8>, String> {
    let mut embedded = [
        Embedded::new(fonts.regular, false)?,
        Embedded::new(fonts.bold, true)?,
    ];
    // The glyphs first: the subsets are made from every character printed.
    let mut texts: Vec<Vec<Vec<u8>>> = Vec::new();
    for page in &sheet.pages {
        let mut codes = Vec::new();
        for item in &page.items {
            if let Item::Text { text, bold, .. } = item
                && !text.is_ascii()
            {
                codes.push(embedded[usize::from(*bold)].encode(text));
            }
        }
        texts.push(codes);
    }

    let mut pdf = Pdf::new();
    let mut next = Ref::new(1);
    let catalog = next.bump();
    let tree = next.bump();
    let helvetica = [next.bump(), next.bump()];
    let info = next.bump();
    let cid_fonts: Vec<Option<Ref>> = embedded
        .iter()
        .map(|e| (!e.used.is_empty()).then(|| next.bump()))
        .collect();
    let page_ids: Vec<(Ref, Ref)> = sheet
        .pages
        .iter()
        .map(|_| (next.bump(), next.bump()))
        .collect();

    pdf.catalog(catalog).pages(tree);
    pdf.pages(tree)
        .kids(page_ids.iter().map(|(page, _)| *page))
        .count(page_ids.len() as i32);
    for (id, name) in helvetica.iter().zip([&b"Helvetica"[..], b"Helvetica-Bold"]) {
        pdf.type1_font(*id)
            .base_font(Name(name))
            .encoding_predefined(Name(b"WinAnsiEncoding"));
    }
    pdf.document_info(info)
        .title(TextStr("Nemesis Companion contamination labels"))
        .creator(TextStr("nemesis-companion labels"));
    for (font, id) in embedded.iter().zip(&cid_fonts) {
        if let Some(id) = id {
            font.write(&mut pdf, *id, &mut next)?;
        }
    }

    for ((page, (id, content_id)), codes) in sheet.pages.iter().zip(&page_ids).zip(texts) {
        let (w, h) = (page.width * MM_TO_PT, page.height * MM_TO_PT);
        let mut writer = pdf.page(*id);
        writer.media_box(Rect::new(0.0, 0.0, w, h));
        writer.parent(tree);
        writer.contents(*content_id);
        let mut resources = writer.resources();
        let mut font_names = resources.fonts();
        font_names.pair(Name(b"F1"), helvetica[0]);
        font_names.pair(Name(b"F2"), helvetica[1]);
        for (name, id) in [&b"F3"[..], b"F4"].into_iter().zip(&cid_fonts) {
            if let Some(id) = id {
                font_names.pair(Name(name), *id);
            }
        }
        font_names.finish();
        resources.finish();
        writer.finish();

        let mut codes = codes.into_iter();
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
                    let glyphs = match item {
                        Item::Text { text, .. } if !text.is_ascii() => codes.next(),
                        _ => None,
                    };
                    draw(&mut content, item, h, glyphs);
                }
            }
        }
        let compressed = deflate(&content.finish());
        pdf.stream(*content_id, &compressed)
            .filter(Filter::FlateDecode);
    }
    Ok(pdf.finish())
}

/// Draws one item; `page_h` (points) flips the sheet's y-down millimetres into PDF space. Text
/// beyond ASCII comes with its glyph codes in the embedded font (`F3`, bold `F4`).
fn draw(content: &mut Content, item: &Item, page_h: f32, glyphs: Option<Vec<u8>>) {
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
            let (font, bytes): (&[u8], Vec<u8>) = match glyphs {
                Some(codes) => (if *bold { b"F4" } else { b"F3" }, codes),
                // ASCII is WinAnsi as it is; control characters would be wrong glyphs
                None => (
                    if *bold { b"F2" } else { b"F1" },
                    text.bytes().filter(|b| (0x20..0x7f).contains(b)).collect(),
                ),
            };
            content.set_fill_gray(0.0);
            content.begin_text();
            content.set_font(Name(font), *size);
            content.next_line(x_pt(start), y_pt(*y));
            content.show(Str(&bytes));
            content.end_text();
        }
    }
}

/// One embedded face: the characters printed with it, their glyphs in the subset.
struct Embedded<'a> {
    data: &'a [u8],
    face: ttf_parser::Face<'a>,
    remapper: subsetter::GlyphRemapper,
    /// New glyph id → (the character, its advance in thousandths of an em).
    used: BTreeMap<u16, (char, f32)>,
    bold: bool,
}

impl<'a> Embedded<'a> {
    fn new(data: &'a [u8], bold: bool) -> Result<Embedded<'a>, String> {
        let face = ttf_parser::Face::parse(data, 0)
            .map_err(|e| format!("the {} font cannot be read: {e}", face_name(bold)))?;
        let mut remapper = subsetter::GlyphRemapper::new();
        remapper.remap(0); // .notdef stays glyph 0, as PDF viewers expect
        Ok(Embedded {
            data,
            face,
            remapper,
            used: BTreeMap::new(),
            bold,
        })
    }

    /// The text as two-byte codes (Identity-H: code = glyph id in the subset). A character the
    /// font lacks prints as its .notdef box; zero-width marks are skipped.
    fn encode(&mut self, text: &str) -> Vec<u8> {
        let units = f32::from(self.face.units_per_em());
        let mut codes = Vec::new();
        for c in text.chars().filter(|&c| !is_invisible(c)) {
            let old = self.face.glyph_index(c).unwrap_or_default();
            let new = self.remapper.remap(old.0);
            let advance = self.face.glyph_hor_advance(old).unwrap_or(0);
            self.used
                .entry(new)
                .or_insert((c, f32::from(advance) * 1000.0 / units));
            codes.extend(new.to_be_bytes());
        }
        codes
    }

    /// The Type0 font at `id`, with its CID font, descriptor, subset and ToUnicode map.
    fn write(&self, pdf: &mut Pdf, id: Ref, next: &mut Ref) -> Result<(), String> {
        let (cid_id, descriptor_id, file_id, cmap_id) =
            (next.bump(), next.bump(), next.bump(), next.bump());
        let subset = subsetter::subset(self.data, 0, &self.remapper)
            .map_err(|e| format!("the {} font cannot be subset: {e}", face_name(self.bold)))?;
        // A subset's name starts with six capitals and a plus sign; ours follow from its glyphs
        // so the same sheet gives the same file.
        let tag: String = {
            let mut hash = 0xcbf2_9ce4_8422_2325u64;
            for gid in self.used.keys() {
                hash = (hash ^ u64::from(*gid)).wrapping_mul(0x100_0000_01b3);
            }
            (0..6)
                .map(|i| char::from(b'A' + ((hash >> (i * 5)) % 26) as u8))
                .collect()
        };
        let family = if self.bold {
            "NemesisCompanionSans-Bold"
        } else {
            "NemesisCompanionSans-Regular"
        };
        let base_name = format!("{tag}+{family}");
        let system = SystemInfo {
            registry: Str(b"Adobe"),
            ordering: Str(b"Identity"),
            supplement: 0,
        };

        pdf.type0_font(id)
            .base_font(Name(base_name.as_bytes()))
            .encoding_predefined(Name(b"Identity-H"))
            .descendant_font(cid_id)
            .to_unicode(cmap_id);

        let mut cid = pdf.cid_font(cid_id);
        cid.subtype(CidFontType::Type0)
            .base_font(Name(base_name.as_bytes()))
            .system_info(system)
            .font_descriptor(descriptor_id)
            .default_width(1000.0);
        let mut widths = cid.widths();
        for (gid, (_, advance)) in &self.used {
            widths.consecutive(*gid, [*advance]);
        }
        widths.finish();
        cid.finish();

        let units = f32::from(self.face.units_per_em());
        let scale = |v: i16| f32::from(v) * 1000.0 / units;
        let bbox = self.face.global_bounding_box();
        pdf.font_descriptor(descriptor_id)
            .name(Name(base_name.as_bytes()))
            .flags(FontFlags::SYMBOLIC)
            .bbox(Rect::new(
                scale(bbox.x_min),
                scale(bbox.y_min),
                scale(bbox.x_max),
                scale(bbox.y_max),
            ))
            .italic_angle(0.0)
            .ascent(scale(self.face.ascender()))
            .descent(scale(self.face.descender()))
            .cap_height(scale(
                self.face.capital_height().unwrap_or(self.face.ascender()),
            ))
            .stem_v(if self.bold { 140.0 } else { 80.0 })
            .font_file3(file_id);

        let compressed = deflate(&subset);
        pdf.stream(file_id, &compressed)
            .filter(Filter::FlateDecode)
            .pair(Name(b"Subtype"), Name(b"OpenType"));

        let mut cmap = UnicodeCmap::new(Name(b"Custom"), system);
        for (gid, (c, _)) in &self.used {
            cmap.pair(*gid, *c);
        }
        pdf.cmap(cmap_id, &cmap.finish());
        Ok(())
    }
}

fn face_name(bold: bool) -> &'static str {
    if bold { "bold" } else { "regular" }
}

fn deflate(bytes: &[u8]) -> Vec<u8> {
    miniz_oxide::deflate::compress_to_vec_zlib(bytes, 8)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scanner::labels::{Paper, sheet, test_words};

    #[test]
    fn the_pdf_has_real_size_pages() {
        for (paper, media_box) in [
            (Paper::A4, "/MediaBox [0 0 595.27563 841.8898]"),
            (Paper::Letter, "/MediaBox [0 0 612 792]"),
        ] {
            let bytes = render(&sheet(paper, &test_words("en")), &test_fonts()).unwrap();
            let text = String::from_utf8_lossy(&bytes);
            assert!(text.starts_with("%PDF-"));
            assert_eq!(text.matches(media_box).count(), 2, "{paper:?}");
            assert!(text.contains("/Count 2"));
            // English needs nothing embedded
            assert!(!text.contains("/FontFile3"));
        }
    }

    /// Any OpenType font with CJK glyphs does for these tests; the app passes its bundled faces
    /// (the app's own test renders every language with them).
    fn test_fonts() -> Fonts<'static> {
        const REGULAR: &[u8] =
            include_bytes!("../../../../../assets/fonts/NemesisCompanionSans-Regular.otf");
        const BOLD: &[u8] =
            include_bytes!("../../../../../assets/fonts/NemesisCompanionSans-Bold.otf");
        Fonts {
            regular: REGULAR,
            bold: BOLD,
        }
    }

    #[test]
    fn korean_and_japanese_embed_a_small_subset_that_maps_back_to_the_text() {
        for language in ["ko", "ja"] {
            let words = test_words(language);
            let bytes = render(&sheet(Paper::A4, &words), &test_fonts()).unwrap();
            let text = String::from_utf8_lossy(&bytes);
            assert_eq!(text.matches("/FontFile3").count(), 2, "{language}");
            assert!(text.contains("/Identity-H"));
            // a few dozen glyphs, not the whole 3.5 MB face
            assert!(bytes.len() < 200_000, "{language}: {} bytes", bytes.len());
            // every character printed has its glyph and maps back to itself for copy and search
            let mut regular = Embedded::new(test_fonts().regular, false).unwrap();
            let codes = regular.encode(&words.note[0]);
            assert!(
                codes.chunks(2).all(|c| c != [0, 0]),
                "{language}: a missing glyph"
            );
            let printed: String = regular.used.values().map(|(c, _)| *c).collect();
            for c in words.note[0].chars().filter(|c| !is_invisible(*c)) {
                assert!(printed.contains(c), "{language}: {c}");
            }
        }
    }

    #[test]
    fn the_same_sheet_gives_the_same_file() {
        let words = test_words("ja");
        let a = render(&sheet(Paper::A4, &words), &test_fonts()).unwrap();
        let b = render(&sheet(Paper::A4, &words), &test_fonts()).unwrap();
        assert_eq!(a, b);
    }

    #[test]
    fn a_font_that_cannot_be_read_is_an_error_not_a_panic() {
        let broken = Fonts {
            regular: b"not a font",
            bold: b"not a font",
        };
        let err = render(&sheet(Paper::A4, &test_words("ko")), &broken).unwrap_err();
        assert!(err.contains("regular font cannot be read"), "{err}");
    }
}
