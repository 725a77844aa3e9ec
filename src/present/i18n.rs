//! Languages and translated text. Each `App` owns its own [`I18n`] (no global loader), so tests in
//! different languages can run side by side.
//!
//! UI texts are looked up with [`tr!`], which checks message ids and arguments against the English
//! file at compile time. Card effects (`effects.ftl`, keys named by the content files) are looked up
//! at run time with [`I18n::effect`]; the test suite checks that every key exists in every language.

use i18n_embed::fluent::FluentLanguageLoader;
use i18n_embed::unic_langid::LanguageIdentifier;
use i18n_embed::{I18nAssets, LanguageLoader};
use rust_embed::RustEmbed;
use serde::{Deserialize, Serialize};
use std::borrow::Cow;

/// The Fluent domain: the UI file is `assets/i18n/<lang>/nemesis_companion.ftl` (see `i18n.toml`).
pub const DOMAIN: &str = "nemesis_companion";
/// Card and token effects, in their own file next to the UI file.
pub const EFFECTS_FILE: &str = "effects.ftl";

#[derive(RustEmbed)]
#[folder = "assets/i18n/"]
struct Localizations;

/// Serves both files of a language to the loader as one bundle set, so one loader knows the UI
/// texts and the effects.
struct BundledText;

impl I18nAssets for BundledText {
    fn get_files(&self, file_path: &str) -> Vec<Cow<'_, [u8]>> {
        let mut files: Vec<Cow<'_, [u8]>> = Localizations::get(file_path)
            .map(|f| f.data)
            .into_iter()
            .collect();
        if let Some(dir) = file_path.strip_suffix(&format!("{DOMAIN}.ftl"))
            && let Some(effects) = Localizations::get(&format!("{dir}{EFFECTS_FILE}"))
        {
            files.push(effects.data);
        }
        // Korean words stay whole in every language's files (the others name "한국어" too)
        files
            .into_iter()
            .map(|f| match std::str::from_utf8(&f) {
                Ok(text) => Cow::Owned(
                    keep_japanese_words_whole(&keep_korean_words_whole(text)).into_bytes(),
                ),
                Err(_) => f,
            })
            .collect()
    }

    fn filenames_iter(&self) -> Box<dyn Iterator<Item = String> + '_> {
        Box::new(Localizations::iter().map(|name| name.to_string()))
    }
}

/// The word joiner (U+2060): no line break on either side, and nothing drawn.
pub const WORD_JOINER: char = '\u{2060}';

/// Korean is broken only at spaces, as Korean print and the rulebook do (CSS calls it
/// `keep-all`). Unicode's line breaking allows a break between any two Hangul syllables, so a
/// narrow button read "시/작" (issue 13); a word joiner between each two adjacent syllables keeps
/// words whole and leaves the spaces as the only places to break. Applied to every bundled file
/// as it loads (Hangul only occurs in Korean words), so every translated text gets it, and none
/// of the Fluent syntax (all ASCII) is touched.
pub fn keep_korean_words_whole(text: &str) -> String {
    let hangul = |c: char| matches!(c, '\u{AC00}'..='\u{D7A3}');
    let mut out = String::with_capacity(text.len() + text.len() / 2);
    let mut previous = None;
    for c in text.chars() {
        if previous.is_some_and(hangul) && hangul(c) {
            out.push(WORD_JOINER);
        }
        out.push(c);
        previous = Some(c);
    }
    out
}

/// Marks a Japanese line may not begin with (kinsoku): the long vowel mark, small kana, closing
/// punctuation. The panels keep them on the line before; the Retaliation map breaks names
/// before none of them.
pub const NO_LINE_START: &str = "ーァィゥェォッャュョヮぁぃぅぇぉっゃゅょゎ、。」』）)・:：";

/// Japanese has no spaces, and Unicode's line breaking allows a break between almost any two
/// characters, so panels read 「必/要です」 and 「第3エンジ/ン」 (issue 39 item 15). A word joiner
/// keeps a run of one script whole (kanji with kanji and the digits beside them, katakana with
/// katakana, hiragana with hiragana), keeps the hiragana that follow a word with it (its ending
/// or particle: 「使えなく」, 「読み取って」, 「アダルトを」; issue 55 found 「使|えなく」 and
/// 「引|きました」) and keeps the marks that may not begin a line (ー, small kana, 、。」) on the
/// line before; a line then breaks only where a phrase begins, at a word after hiragana or where
/// kanji and katakana meet (「アダルトを|4体置いてください」). Applied to every bundled file as it
/// loads; only Japanese text has these scripts.
pub fn keep_japanese_words_whole(text: &str) -> String {
    #[derive(PartialEq, Clone, Copy)]
    enum Script {
        Kanji,
        Katakana,
        Hiragana,
        Digit,
        Other,
    }
    let script = |c: char| match c {
        '\u{4E00}'..='\u{9FFF}' | '々' => Script::Kanji,
        '\u{30A0}'..='\u{30FF}' => Script::Katakana,
        '\u{3041}'..='\u{309F}' => Script::Hiragana,
        '0'..='9' | '０'..='９' => Script::Digit,
        _ => Script::Other,
    };
    let no_line_start = |c: char| NO_LINE_START.contains(c);
    let mut out = String::with_capacity(text.len() + text.len() / 2);
    let mut previous: Option<char> = None;
    for c in text.chars() {
        if let Some(p) = previous {
            let (a, b) = (script(p), script(c));
            let japanese =
                |s: Script| matches!(s, Script::Kanji | Script::Katakana | Script::Hiragana);
            let same_run = a == b && japanese(a);
            // 第3, 4体: digits belong to the kanji beside them
            let counted = matches!(
                (a, b),
                (Script::Kanji, Script::Digit) | (Script::Digit, Script::Kanji)
            );
            let kept_back = japanese(a) && no_line_start(c);
            // the hiragana after a word are its ending or its particle (使える, 読み取って,
            // 引きました, アダルトを): a phrase begins at the next word, not inside this one
            let ending = matches!(a, Script::Kanji | Script::Katakana | Script::Digit)
                && b == Script::Hiragana;
            if same_run || counted || kept_back || ending {
                out.push(WORD_JOINER);
            }
        }
        out.push(c);
        previous = Some(c);
    }
    out
}

/// The raw text of one bundled .ftl file, for tests and tools.
pub fn bundled_file(language: Language, file: &str) -> Option<String> {
    let data = Localizations::get(&format!("{}/{file}", language.code()))?.data;
    String::from_utf8(data.into_owned()).ok()
}

/// The languages the app speaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Language {
    #[default]
    En,
    Ko,
    Ja,
}

impl Language {
    pub const ALL: [Language; 3] = [Language::En, Language::Ko, Language::Ja];

    /// The BCP 47 language code, also the folder name under `assets/i18n/`.
    pub fn code(self) -> &'static str {
        match self {
            Language::En => "en",
            Language::Ko => "ko",
            Language::Ja => "ja",
        }
    }

    /// A language from a locale tag such as `ko-KR`, `ja_JP.UTF-8` or `en`; `None` for others.
    pub fn from_tag(tag: &str) -> Option<Language> {
        let primary = tag.split(['-', '_', '.', '@']).next()?.to_ascii_lowercase();
        Language::ALL.into_iter().find(|l| l.code() == primary)
    }

    /// The first of the operating system's preferred languages that the app speaks, else English.
    pub fn from_os() -> Language {
        i18n_embed::DesktopLanguageRequester::requested_languages()
            .iter()
            .find_map(|id| Language::from_tag(id.language.as_str()))
            .unwrap_or_default()
    }

    fn identifier(self) -> LanguageIdentifier {
        match self {
            Language::En => LanguageIdentifier::from_bytes(b"en"),
            Language::Ko => LanguageIdentifier::from_bytes(b"ko"),
            Language::Ja => LanguageIdentifier::from_bytes(b"ja"),
        }
        .unwrap_or_default()
    }
}

/// The loaded texts of one language (with English behind it for anything missing).
pub struct I18n {
    language: Language,
    /// Public for [`tr!`]; use the macro rather than calling the loader.
    pub loader: FluentLanguageLoader,
}

impl std::fmt::Debug for I18n {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("I18n")
            .field("language", &self.language)
            .finish()
    }
}

/// A language's bundled texts could not be loaded: a broken build (the tests load every one).
#[derive(Debug)]
pub struct TextsNotLoaded {
    pub language: Language,
    reason: String,
}

impl std::fmt::Display for TextsNotLoaded {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "cannot load the {} texts: {}",
            self.language.code(),
            self.reason
        )
    }
}

impl std::error::Error for TextsNotLoaded {}

/// The command-line tools print their errors as they come.
impl From<TextsNotLoaded> for String {
    fn from(e: TextsNotLoaded) -> String {
        e.to_string()
    }
}

impl I18n {
    pub fn new(language: Language) -> Result<I18n, TextsNotLoaded> {
        let loader = FluentLanguageLoader::new(DOMAIN, Language::En.identifier());
        let mut i18n = I18n { language, loader };
        i18n.set_language(language)?;
        Ok(i18n)
    }

    pub fn language(&self) -> Language {
        self.language
    }

    pub fn set_language(&mut self, language: Language) -> Result<(), TextsNotLoaded> {
        let mut ids = vec![language.identifier()];
        if language != Language::En {
            ids.push(Language::En.identifier());
        }
        self.loader
            .load_languages(&BundledText, &ids)
            .map_err(|e| TextsNotLoaded {
                language,
                reason: e.to_string(),
            })?;
        // Fluent wraps arguments in invisible isolation marks; all three languages run left to
        // right, and the marks would break text search in tests. Loading resets the flag.
        self.loader.set_use_isolating(false);
        self.language = language;
        Ok(())
    }

    /// A text chosen at run time, e.g. a card effect named by a content file (`event-hunt`).
    /// An unknown key comes back as the key itself, so a data slip shows instead of hiding.
    pub fn effect(&self, key: &str) -> String {
        if self.loader.has(key) {
            self.loader.get(key)
        } else {
            key.to_string()
        }
    }
}

impl I18n {
    /// A formatted text as the table reads it: in Korean, the particles written for either
    /// ending (「을(를)」, 「이(가)」, 「은(는)」, 「과(와)」, 「(으)로」) take the form the word before
    /// them needs, when that word ends in Hangul or a digit (issue 38: 「성체을(를)」 for a name the
    /// app knows). Other languages pass through.
    pub fn settle(&self, text: String) -> String {
        if self.language == Language::Ko && text.contains('(') {
            settle_korean_particles(&text)
        } else {
            text
        }
    }
}

/// The final consonant of the syllable `c`, read as Korean: `Some(0)` for none, `Some(8)` for ㄹ,
/// another number for the others; `None` when `c` is neither Hangul nor a digit.
fn final_consonant(c: char) -> Option<u32> {
    match c {
        '\u{AC00}'..='\u{D7A3}' => Some((c as u32 - 0xAC00) % 28),
        // 영 일 이 삼 사 오 육 칠 팔 구
        '0' | '3' | '6' => Some(21),
        '1' | '7' | '8' => Some(8),
        '2' | '4' | '5' | '9' => Some(0),
        // the section letters as Korean reads them: 에이 비 씨 (a room "생명 유지 제어실 A")
        'A' | 'B' | 'C' => Some(0),
        _ => None,
    }
}

/// See [`I18n::settle`].
pub fn settle_korean_particles(text: &str) -> String {
    // every written-both form has a parenthesis: most texts pass through untouched
    if !text.contains('(') {
        return text.to_string();
    }
    // (written, with a final consonant, without, after ㄹ)
    const FORMS: [(&str, &str, &str, &str); 5] = [
        ("을(를)", "을", "를", "을"),
        ("이(가)", "이", "가", "이"),
        ("은(는)", "은", "는", "은"),
        ("과(와)", "과", "와", "과"),
        ("(으)로", "으로", "로", "로"),
    ];
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    'scan: while !rest.is_empty() {
        for (written, after_consonant, after_vowel, after_rieul) in FORMS {
            if let Some(tail) = rest.strip_prefix(written) {
                let before = out.chars().rev().find(|&c| c != WORD_JOINER);
                match before.and_then(final_consonant) {
                    Some(0) => out.push_str(after_vowel),
                    Some(8) => out.push_str(after_rieul),
                    Some(_) => out.push_str(after_consonant),
                    None => out.push_str(written),
                }
                rest = tail;
                continue 'scan;
            }
        }
        let mut chars = rest.chars();
        if let Some(c) = chars.next() {
            out.push(c);
        }
        rest = chars.as_str();
    }
    out
}

/// Translated UI text: `tr!(i18n, "key")` or `tr!(i18n, "key", name = value)`.
#[macro_export]
macro_rules! tr {
    ($i18n:expr, $id:literal) => {{
        let i18n = &$i18n;
        i18n.settle(i18n_embed_fl::fl!(i18n.loader, $id))
    }};
    ($i18n:expr, $id:literal, $($args:tt)*) => {{
        let i18n = &$i18n;
        i18n.settle(i18n_embed_fl::fl!(i18n.loader, $id, $($args)*))
    }};
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Issue 55: the scanner said 「横の×を押してください」 beside a button that says 外す, and the
    /// Japanese texts named the retreat icon 退却 and 撤退 on consecutive lines. A text names a
    /// button by the button's own words, and one icon has one name.
    #[test]
    fn texts_name_buttons_and_icons_as_the_screen_does() {
        for language in Language::ALL {
            let i18n = I18n::new(language).expect("texts");
            let hint = crate::tr!(i18n, "scan-too-many", read = 3, owned = 2);
            let button = crate::tr!(i18n, "scan-remove");
            assert!(hint.contains(&button), "{language:?}: {hint} / {button}");
        }
        let ja = include_str!("../../assets/i18n/ja/nemesis_companion.ftl");
        assert!(!ja.contains("撤退"), "the retreat icon is 退却 everywhere");
    }

    /// Issue 55: 「{ $name }은(를)」 mixed two particles, a form the fixer does not know, and
    /// reached the table as written. Every particle written for either ending in the Korean
    /// texts is one of the forms [`settle_korean_particles`] settles.
    #[test]
    fn every_korean_particle_written_both_ways_is_one_the_fixer_knows() {
        let known = ["을(를)", "이(가)", "은(는)", "과(와)", "(으)로"];
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/assets/i18n/ko");
        let particles = ['을', '를', '이', '가', '은', '는', '과', '와', '으'];
        let mut unknown = Vec::new();
        for entry in std::fs::read_dir(dir).expect("the Korean texts") {
            let path = entry.expect("a file").path();
            let text = std::fs::read_to_string(&path).expect("a text file");
            for (n, line) in text.lines().enumerate() {
                let chars: Vec<char> = line.chars().collect();
                for w in chars.windows(4) {
                    // 「X(Y)」 with both particles, or 「(Y)Z」 as in 「(으)로」
                    let both = particles.contains(&w[0])
                        && w[1] == '('
                        && particles.contains(&w[2])
                        && w[3] == ')';
                    let form: String = w.iter().collect();
                    if both && !known.contains(&form.as_str()) {
                        unknown.push(format!("{}:{}: {form}", path.display(), n + 1));
                    }
                }
            }
        }
        assert!(
            unknown.is_empty(),
            "particles the fixer does not know: {unknown:?}"
        );
    }

    /// Issue 38: 「성체을(를)」, 「애벌레을(를)」, 「성체이(가)」 for names the app knows.
    #[test]
    fn korean_particles_follow_the_word_before_them() {
        let s = settle_korean_particles;
        assert_eq!(s("성체을(를) 옮기세요"), "성체를 옮기세요");
        assert_eq!(s("생명 유지 제어실 A(으)로"), "생명 유지 제어실 A로");
        assert_eq!(s("애벌레을(를)"), "애벌레를");
        assert_eq!(s("성체이(가) 침입"), "성체가 침입");
        assert_eq!(s("여왕이(가)"), "여왕이");
        assert_eq!(s("다른 카드은(는)"), "다른 카드는");
        assert_eq!(s("17 굴착실(으)로"), "17 굴착실로", "after ㄹ: 로");
        assert_eq!(s("동면실(으)로"), "동면실로");
        assert_eq!(s("방(으)로"), "방으로");
        assert_eq!(s("3번 통로(으)로"), "3번 통로로");
        assert_eq!(s("13(으)로"), "13으로", "삼: a final consonant");
        assert_eq!(s("12(으)로"), "12로", "이: none");
        // the word joiners between syllables are skipped
        assert_eq!(s("성\u{2060}체을(를)"), "성\u{2060}체를");
        // a word the rule cannot read keeps both forms
        assert_eq!(s("Ana이(가) 패스"), "Ana이(가) 패스");
        assert_eq!(s("(으)로"), "(으)로");
        let ko = I18n::new(Language::Ko).unwrap();
        let line = crate::tr!(
            ko,
            "rt-o-moves",
            kind = "성체",
            from = "305번 통로",
            to = "17 굴착실"
        );
        assert!(
            line.contains("성체를") && line.contains("굴착실로"),
            "{line}"
        );
    }

    #[test]
    fn korean_text_breaks_only_at_spaces() {
        assert_eq!(
            keep_korean_words_whole("게임 시작"),
            "게\u{2060}임 시\u{2060}작"
        );
        assert_eq!(keep_korean_words_whole("Start { $n }"), "Start { $n }");
        let ko = I18n::new(Language::Ko).unwrap();
        let start = crate::tr!(ko, "new-game-start");
        assert!(
            start
                .split(' ')
                .flat_map(|w| w.chars().zip(w.chars().skip(1)))
                .all(|(a, b)| !(('\u{AC00}'..='\u{D7A3}').contains(&a)
                    && ('\u{AC00}'..='\u{D7A3}').contains(&b))),
            "two syllables of {start:?} have a break between them"
        );
        let ja = I18n::new(Language::Ja).unwrap();
        assert!(
            !crate::tr!(ja, "new-game-start")
                .chars()
                .any(|c| ('\u{AC00}'..='\u{D7A3}').contains(&c))
        );
    }

    /// Issue 39 item 15: Japanese lines broke mid-word (「必/要です」, 「第3エンジ/ン」). A run of one
    /// script stays whole, digits stay with the kanji beside them, a word keeps the hiragana after
    /// it (issue 55: 「使/えなく」), and ー, small kana and 、。 never begin a line; a line breaks
    /// where a phrase begins.
    #[test]
    fn japanese_text_breaks_between_words() {
        let j = WORD_JOINER;
        assert_eq!(
            keep_japanese_words_whole("必要です"),
            format!("必{j}要{j}で{j}す")
        );
        // a word keeps its ending and its particle; the next phrase may begin a line
        assert_eq!(
            keep_japanese_words_whole("使えなく"),
            format!("使{j}え{j}な{j}く")
        );
        assert_eq!(
            keep_japanese_words_whole("アダルトを置く"),
            format!("ア{j}ダ{j}ル{j}ト{j}を置{j}く")
        );
        assert_eq!(
            keep_japanese_words_whole("第3エンジン"),
            format!("第{j}3エ{j}ン{j}ジ{j}ン")
        );
        assert_eq!(
            keep_japanese_words_whole("成体を4体"),
            format!("成{j}体{j}を4{j}体")
        );
        // a small kana or a closing mark stays on the line before, across scripts
        assert_eq!(keep_japanese_words_whole("体、"), format!("体{j}、"));
        // Korean and English are left alone
        assert_eq!(keep_japanese_words_whole("Queen 여왕"), "Queen 여왕");
        // and what the app shows carries it
        let ja = I18n::new(Language::Ja).unwrap();
        assert!(tr!(ja, "intruder-queen").contains(j));
    }

    #[test]
    fn locale_tags_map_to_languages() {
        assert_eq!(Language::from_tag("ko-KR"), Some(Language::Ko));
        assert_eq!(Language::from_tag("ja_JP.UTF-8"), Some(Language::Ja));
        assert_eq!(Language::from_tag("EN"), Some(Language::En));
        assert_eq!(Language::from_tag("fr-FR"), None);
        assert_eq!(Language::from_tag(""), None);
    }

    #[test]
    fn each_language_loads_its_own_text_and_effects() {
        let en = I18n::new(Language::En).unwrap();
        let ko = I18n::new(Language::Ko).unwrap();
        let ja = I18n::new(Language::Ja).unwrap();
        assert_eq!(tr!(en, "intruder-queen"), "Queen");
        assert_eq!(tr!(ko, "intruder-queen"), keep_korean_words_whole("여왕"));
        assert_eq!(
            tr!(ja, "intruder-queen"),
            keep_japanese_words_whole("クイーン")
        );
        assert!(en.effect("attack-bite").contains("serious wound"));
        assert!(
            ko.effect("attack-bite")
                .contains(&keep_korean_words_whole("중상"))
        );
        assert!(
            ja.effect("attack-bite")
                .contains(&keep_japanese_words_whole("重傷"))
        );
    }

    #[test]
    fn arguments_are_filled_without_isolation_marks() {
        let en = I18n::new(Language::En).unwrap();
        assert_eq!(tr!(en, "table-round", round = 3), "Round 3");
        assert_eq!(
            tr!(en, "checklist-left", count = 1),
            "One step left on the table."
        );
    }

    #[test]
    fn switching_language_changes_the_text() {
        let mut i18n = I18n::new(Language::En).unwrap();
        i18n.set_language(Language::Ja).unwrap();
        assert_eq!(i18n.language(), Language::Ja);
        assert_eq!(
            tr!(i18n, "noise-silence"),
            keep_japanese_words_whole("静寂")
        );
    }

    #[test]
    fn an_unknown_effect_key_shows_itself() {
        let en = I18n::new(Language::En).unwrap();
        assert_eq!(en.effect("event-no-such-card"), "event-no-such-card");
    }
}
