//! The translation files agree with each other and with the content data: every message exists in
//! English, Korean and Japanese, with the same arguments; every effect named by a content file has
//! a text in every language; every character of every file has a glyph in the bundled font.
#![allow(clippy::unwrap_used, clippy::expect_used)] // tests and tools may stop at a broken assumption

use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

const LANGUAGES: [&str; 3] = ["en", "ko", "ja"];
const FILES: [&str; 2] = ["nemesis_companion.ftl", "effects.ftl"];

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn read(lang: &str, file: &str) -> String {
    let path = root().join("assets/i18n").join(lang).join(file);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// Message id → the variables it uses (`$name`), terms resolved one level.
fn messages(lang: &str, file: &str) -> BTreeMap<String, BTreeSet<String>> {
    let text = read(lang, file);
    let resource = fluent_syntax::parser::parse(text.as_str())
        .unwrap_or_else(|(_, errors)| panic!("{lang}/{file}: {errors:?}"));
    let mut out = BTreeMap::new();
    for entry in &resource.body {
        match entry {
            Entry::Message(m) => {
                let mut vars = BTreeSet::new();
                if let Some(p) = &m.value {
                    collect_vars(p, &mut vars);
                }
                assert!(
                    m.value.is_some(),
                    "{lang}/{file}: {} has no text",
                    m.id.name
                );
                assert!(
                    out.insert(m.id.name.to_string(), vars).is_none(),
                    "{lang}/{file}: {} twice",
                    m.id.name
                );
            }
            Entry::Junk { content } => panic!("{lang}/{file}: cannot parse {content:?}"),
            _ => {}
        }
    }
    out
}

fn collect_vars(pattern: &Pattern<&str>, vars: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            collect_expression(expression, vars);
        }
    }
}

fn collect_expression(expression: &Expression<&str>, vars: &mut BTreeSet<String>) {
    match expression {
        Expression::Select { selector, variants } => {
            collect_inline(selector, vars);
            for v in variants {
                collect_vars(&v.value, vars);
            }
        }
        Expression::Inline(inline) => collect_inline(inline, vars),
    }
}

fn collect_inline(inline: &InlineExpression<&str>, vars: &mut BTreeSet<String>) {
    match inline {
        InlineExpression::VariableReference { id } => {
            vars.insert(id.name.to_string());
        }
        InlineExpression::Placeable { expression } => collect_expression(expression, vars),
        InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                collect_inline(a, vars);
            }
        }
        _ => {}
    }
}

#[test]
fn every_message_exists_in_every_language_with_the_same_arguments() {
    for file in FILES {
        let english = messages("en", file);
        assert!(english.len() > 30, "{file} looks empty");
        for lang in &LANGUAGES[1..] {
            let other = messages(lang, file);
            let missing: Vec<_> = english.keys().filter(|k| !other.contains_key(*k)).collect();
            let extra: Vec<_> = other.keys().filter(|k| !english.contains_key(*k)).collect();
            assert!(missing.is_empty(), "{lang}/{file} lacks {missing:?}");
            assert!(extra.is_empty(), "{lang}/{file} has unknown {extra:?}");
            for (id, vars) in &english {
                assert_eq!(
                    &other[id], vars,
                    "{lang}/{file}: {id} uses other arguments than English"
                );
            }
        }
    }
}

#[test]
fn ui_and_effect_files_share_no_ids() {
    let ui = messages("en", FILES[0]);
    let effects = messages("en", FILES[1]);
    let both: Vec<_> = ui.keys().filter(|k| effects.contains_key(*k)).collect();
    assert!(both.is_empty(), "{both:?}");
}

#[test]
fn translations_are_not_left_in_english() {
    // Words that stay the same in every language (language names, letters) are listed here.
    let same_everywhere: BTreeSet<&str> = [
        "language-en",
        "language-ko",
        "language-ja",
        "app-title",
        "labels-paper-a4",
        // a list's comma: Korean writes it as English does
        "rt-list-sep",
        // a Mission Task's title and condition, and the marks for done and not done
        "rt-mission-line",
        // a step's label: who, then what they did (the what is translated)
        "rt-cmd-room",
        "rt-result-task-done",
        "rt-result-task-not-done",
        // Japanese writes Wi-Fi as English does (Korean: 와이파이)
        "phones-kind-wifi",
    ]
    .into();
    for file in FILES {
        let english: BTreeMap<String, String> = texts("en", file);
        for lang in &LANGUAGES[1..] {
            for (id, text) in texts(lang, file) {
                if same_everywhere.contains(id.as_str()) {
                    continue;
                }
                assert_ne!(
                    Some(&text),
                    english.get(&id),
                    "{lang}/{file}: {id} is still English"
                );
                assert!(
                    !text.is_ascii(),
                    "{lang}/{file}: {id} has no {lang} letters: {text:?}"
                );
            }
        }
    }
}

/// Message id → raw source text of its value.
fn texts(lang: &str, file: &str) -> BTreeMap<String, String> {
    let text = read(lang, file);
    let mut out = BTreeMap::new();
    let mut current: Option<String> = None;
    for line in text.lines() {
        if line.starts_with(char::is_alphabetic)
            && let Some((id, value)) = line.split_once(" = ").or_else(|| line.split_once('='))
        {
            current = Some(id.trim().to_string());
            out.insert(id.trim().to_string(), value.trim().to_string());
            continue;
        }
        if line.starts_with(' ')
            && let Some(id) = &current
        {
            out.entry(id.clone()).or_default().push_str(line.trim());
        } else {
            current = None;
        }
    }
    out
}

#[test]
fn every_effect_named_by_the_content_files_has_a_text() {
    let data = root().join("assets/data");
    let mut wanted = BTreeSet::new();
    let mut scan = |file: &str, prefix: &str, field: &str| {
        let json: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(data.join(file)).unwrap()).unwrap();
        let mut found = 0;
        visit(&json, &mut |object| {
            if let Some(name) = object.get(field).and_then(|v| v.as_str()) {
                wanted.insert(format!("{prefix}-{name}"));
                found += 1;
            }
        });
        assert!(found > 0, "{file}: no {field} found");
    };
    scan("intruders/events.json", "event", "effect");
    scan("intruders/attacks.json", "attack", "effect");
    scan("intruders/weaknesses.json", "weakness", "effect");
    scan("base/serious-wounds.json", "wound", "id");
    scan("base/exploration-tokens.json", "exploration", "effect");
    scan("retaliation/rooms.json", "rt-room", "name");
    scan("retaliation/events.json", "rt-event", "name");
    scan("retaliation/events.json", "rt-main", "main");
    scan("retaliation/attacks.json", "rt-attack", "name");
    let robots: serde_json::Value = serde_json::from_str(
        &std::fs::read_to_string(data.join("retaliation/robots.json")).unwrap(),
    )
    .unwrap();
    for r in robots["robots"].as_array().unwrap() {
        wanted.insert(format!("rt-robot-{}", r.as_str().unwrap()));
    }
    for lang in LANGUAGES {
        let have = messages(lang, "effects.ftl");
        let missing: Vec<_> = wanted.iter().filter(|k| !have.contains_key(*k)).collect();
        assert!(missing.is_empty(), "{lang}/effects.ftl lacks {missing:?}");
    }
}

fn visit(
    value: &serde_json::Value,
    f: &mut impl FnMut(&serde_json::Map<String, serde_json::Value>),
) {
    match value {
        serde_json::Value::Object(map) => {
            f(map);
            map.values().for_each(|v| visit(v, f));
        }
        serde_json::Value::Array(items) => items.iter().for_each(|v| visit(v, f)),
        _ => {}
    }
}

fn font_chars(path: &Path) -> BTreeSet<char> {
    let bytes = std::fs::read(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let face =
        ttf_parser::Face::parse(&bytes, 0).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let mut out = BTreeSet::new();
    if let Some(cmap) = face.tables().cmap {
        for sub in cmap.subtables {
            if sub.is_unicode() {
                sub.codepoints(|cp| {
                    if let Some(c) = char::from_u32(cp)
                        && face.glyph_index(c).is_some()
                    {
                        out.insert(c);
                    }
                });
            }
        }
    }
    out
}

#[test]
fn every_character_of_every_translation_has_a_glyph_in_both_bundled_faces() {
    for face in [
        "NemesisCompanionSans-Regular.otf",
        "NemesisCompanionSans-Bold.otf",
    ] {
        let have = font_chars(&root().join("assets/fonts").join(face));
        for lang in LANGUAGES {
            for file in FILES {
                let missing: BTreeSet<char> = read(lang, file)
                    .chars()
                    .filter(|c| !c.is_control() && !have.contains(c))
                    .collect();
                assert!(
                    missing.is_empty(),
                    "{face} lacks {missing:?} used in {lang}/{file}: run tools/subset_font.py"
                );
            }
        }
    }
}

/// Names stand in bold headings too (a result page's 「大翔: 생존.」): both faces cover what
/// players type as names. With the Bold face holding the interface's characters only, the
/// Korean five-player walk showed 大☐ on the result page.
#[test]
fn both_faces_cover_what_players_type_as_names() {
    for face in [
        "NemesisCompanionSans-Regular.otf",
        "NemesisCompanionSans-Bold.otf",
    ] {
        let have = font_chars(&root().join("assets/fonts").join(face));
        for c in "지민서준하은똠뷁ㄱㅎㅏ あいうえおカタカナ佐藤鈴木高橋田中渡辺伊藤山本中村小林加藤大翔陽菜美咲 Zoë Ñuñez"
            .chars()
        {
            assert!(have.contains(&c), "{face}: {c:?}");
        }
        for c in ('\u{AC00}'..='\u{D7A3}').step_by(97) {
            assert!(have.contains(&c), "{face}: Hangul {c:?}");
        }
    }
}

#[test]
fn the_font_licence_ships_with_the_font() {
    let licence = std::fs::read_to_string(root().join("assets/fonts/OFL.txt")).unwrap();
    assert!(licence.contains("SIL OPEN FONT LICENSE Version 1.1"));
    assert!(licence.contains("Noto Sans CJK"));
}

/// The Japanese table read one thing under two names (issue 13): an engine as "エンジン1" and
/// "第1エンジン", a working engine as 正常 and 作動, sabotage as 妨害 and 破壊工作, and an
/// INFECTED card in English beside 「感染」. One name each, in every Japanese message.
#[test]
fn japanese_names_one_thing_one_way() {
    let mut found = Vec::new();
    for file in ["nemesis_companion.ftl", "effects.ftl"] {
        for (id, value) in texts("ja", file) {
            for (wrong, right) in [
                ("エンジン{ $engine }", "第{ $engine }エンジン"),
                ("正常", "作動"),
                ("妨害", "破壊工作"),
                ("INFECTED", "「感染」"),
                // issue 39: スライム and 粘液, ブランク and 空白トークン, 整備通路 and 技術通路
                ("粘液", "スライム"),
                ("空白トークン", "ブランクトークン"),
                ("技術通路", "整備通路"),
                ("私たちの攻撃", "キャラクターの攻撃"),
                ("奇襲の数字", "トークンの数字"),
            ] {
                if value.contains(wrong) {
                    found.push(format!("{file} {id}: {wrong:?} (write {right:?})"));
                }
            }
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}

/// The Korean rulebook calls an escape pod 구명정 (104 times, never 탈출정); three event lines
/// had 탈출정 beside the map's 구명정, so a table read two kinds of pod. It calls the creatures
/// 인트루더 (324 times, 침입자 once); the Retaliation screen had both.
#[test]
fn korean_names_one_thing_one_way() {
    let mut found = Vec::new();
    for file in ["nemesis_companion.ftl", "effects.ftl"] {
        for (id, value) in texts("ko", file) {
            // the Korean rulebook's words (seed 000), one word for one thing in all four games
            // (issues 38 and 39): 공허 토큰 (the Blank), 불 마커, 탐험, a numbered 통로
            for (wrong, right) in [
                ("탈출정", "구명정"),
                ("침입자", "인트루더"),
                ("빈 토큰", "공허 토큰"),
                ("화재 마커", "불 마커"),
                ("탐사", "탐험"),
                ("번 출구", "번 통로"),
                // issue 55: one Void Seeders message named the Lair 소굴, every other 마굴
                ("소굴", "마굴"),
            ] {
                if value.contains(wrong) {
                    found.push(format!("{file} {id}: {wrong:?} (write {right:?})"));
                }
            }
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}

/// The messages that name a bag token write their own word for "token" after its name
/// (「{ $one }トークン」, 「{ $kind } 토큰」, "{ $one } token"), so a name that carried the word
/// read 「ヴォイドシーダートークントークン」 (issue 55). The Void Seeder's name is the name alone.
#[test]
fn the_void_seeder_token_is_named_without_the_word_token() {
    let mut found = Vec::new();
    for (lang, word) in [("en", "token"), ("ko", "토큰"), ("ja", "トークン")] {
        let texts = texts(lang, "nemesis_companion.ftl");
        for id in ["intruder-void_seeder", "name-one-void_seeder"] {
            let value = texts
                .get(id)
                .unwrap_or_else(|| panic!("{lang} {id} missing"));
            if value.trim_end().ends_with(word) {
                found.push(format!("{lang} {id}: {value:?}"));
            }
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}
