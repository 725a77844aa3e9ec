//! What `docs/architecture.md` promises about the rules crate's layout, checked on its sources
//! (issue 33): the files import one another without circles, the shared seam sits at the crate
//! root with the shared blocks, and each game lives in its own folder.
#![allow(clippy::unwrap_used, clippy::expect_used)] // tests and tools may stop at a broken assumption

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

const RULES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/crates/nemesis-rules/src");

/// Every source file of a crate but its tests, by module path ("nemesis::state").
fn modules_of(root: &str) -> BTreeMap<String, String> {
    fn walk(dir: &Path, prefix: &[String], out: &mut BTreeMap<String, String>) {
        let mut entries: Vec<PathBuf> = std::fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().path())
            .collect();
        entries.sort();
        for path in entries {
            let name = path.file_stem().unwrap().to_string_lossy().to_string();
            if name == "tests" || name.starts_with("tests_") {
                continue;
            }
            if path.is_dir() {
                let mut p = prefix.to_vec();
                p.push(name);
                walk(&path, &p, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let mut p = prefix.to_vec();
                if name != "mod" && name != "lib" {
                    p.push(name);
                }
                let source = std::fs::read_to_string(&path).unwrap();
                // the tests at the foot of a file are not part of its imports, nor comments
                let source = match source.find("#[cfg(test)]\nmod ") {
                    Some(at) => &source[..at],
                    None => &source,
                };
                let source: String = source
                    .lines()
                    .filter(|l| !l.trim_start().starts_with("//"))
                    .collect::<Vec<_>>()
                    .join("\n");
                out.insert(p.join("::"), source);
            }
        }
    }
    let mut out = BTreeMap::new();
    walk(Path::new(root), &[], &mut out);
    out
}

/// The modules a file names through `crate::` or `super::` paths (the longest module path that
/// exists), grouped imports (`use super::{a, b::C}`) included, leaving out its own parents (a
/// folder's `mod.rs` is its children's seam).
fn imports(module: &str, source: &str, all: &BTreeSet<String>) -> BTreeSet<String> {
    let parent: Vec<String> = if module.is_empty() {
        Vec::new()
    } else {
        module.split("::").map(str::to_string).collect()
    };
    let mut found = BTreeSet::new();
    let bytes = source.as_bytes();
    for (anchor, up) in [("crate::", false), ("super::", true)] {
        let mut from = 0;
        while let Some(at) = source[from..].find(anchor) {
            let start = from + at;
            from = start + anchor.len();
            if start > 0 && (bytes[start - 1].is_ascii_alphanumeric() || bytes[start - 1] == b'_') {
                continue;
            }
            let mut path: Vec<String> = Vec::new();
            if up {
                // super:: from a file is its folder; from a folder's mod.rs, the folder's parent
                path = parent.clone();
                path.pop();
            }
            let mut targets = Vec::new();
            follow(path, &source[from..], all, &mut targets);
            for target in targets {
                if !target.is_empty()
                    && target != module
                    && !module.starts_with(&format!("{target}::"))
                {
                    found.insert(target);
                }
            }
        }
    }
    found
}

/// Follows one path from `path` through `rest` ("a::b::{c, d::E}"), pushing the longest module
/// each branch names.
fn follow(mut path: Vec<String>, rest: &str, all: &BTreeSet<String>, out: &mut Vec<String>) {
    let mut rest = rest.trim_start();
    loop {
        if let Some(group) = rest.strip_prefix('{') {
            for item in group_items(group) {
                follow(path.clone(), item, all, out);
            }
            return;
        }
        let word: String = rest
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
            .collect();
        if word == "super" {
            path.pop();
        } else if word == "self"
            || word.is_empty()
            || !word.starts_with(|c: char| c.is_ascii_lowercase())
        {
            break;
        } else {
            path.push(word.clone());
            if !all.contains(&path.join("::")) {
                path.pop();
                break;
            }
        }
        match rest[word.len()..].trim_start().strip_prefix("::") {
            Some(next) => rest = next.trim_start(),
            None => break,
        }
    }
    out.push(path.join("::"));
}

/// The items of a `{…}` group up to its closing brace, split at its own commas.
fn group_items(group: &str) -> Vec<&str> {
    let mut items = Vec::new();
    let (mut depth, mut start) = (0usize, 0usize);
    for (i, c) in group.char_indices() {
        match c {
            '{' => depth += 1,
            '}' if depth == 0 => {
                items.push(&group[start..i]);
                return items;
            }
            '}' => depth -= 1,
            ',' if depth == 0 => {
                items.push(&group[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    items
}

/// The circles among the files: each strongly connected group of more than one file.
fn circles(graph: &BTreeMap<String, BTreeSet<String>>) -> Vec<Vec<String>> {
    // Tarjan's algorithm, iteratively small enough to write plainly
    struct T<'a> {
        graph: &'a BTreeMap<String, BTreeSet<String>>,
        index: BTreeMap<&'a str, usize>,
        low: BTreeMap<&'a str, usize>,
        stack: Vec<&'a str>,
        on: BTreeSet<&'a str>,
        next: usize,
        out: Vec<Vec<String>>,
    }
    fn visit<'a>(t: &mut T<'a>, v: &'a str) {
        t.index.insert(v, t.next);
        t.low.insert(v, t.next);
        t.next += 1;
        t.stack.push(v);
        t.on.insert(v);
        if let Some(edges) = t.graph.get(v) {
            for w in edges {
                let w = w.as_str();
                if !t.index.contains_key(w) {
                    visit(t, w);
                    let lw = t.low[w];
                    let lv = t.low.get_mut(v).unwrap();
                    *lv = (*lv).min(lw);
                } else if t.on.contains(w) {
                    let iw = t.index[w];
                    let lv = t.low.get_mut(v).unwrap();
                    *lv = (*lv).min(iw);
                }
            }
        }
        if t.low[v] == t.index[v] {
            let mut group = Vec::new();
            while let Some(w) = t.stack.pop() {
                t.on.remove(w);
                group.push(w.to_string());
                if w == v {
                    break;
                }
            }
            if group.len() > 1 {
                group.sort();
                t.out.push(group);
            }
        }
    }
    let mut t = T {
        graph,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        on: BTreeSet::new(),
        next: 0,
        out: Vec::new(),
    };
    for v in graph.keys() {
        if !t.index.contains_key(v.as_str()) {
            visit(&mut t, v);
        }
    }
    t.out
}

fn graph() -> BTreeMap<String, BTreeSet<String>> {
    graph_of(RULES)
}

fn graph_of(root: &str) -> BTreeMap<String, BTreeSet<String>> {
    let modules = modules_of(root);
    let all: BTreeSet<String> = modules.keys().cloned().collect();
    modules
        .iter()
        .map(|(m, s)| (m.clone(), imports(m, s, &all)))
        .collect()
}

#[test]
fn the_rules_files_import_one_another_without_circles() {
    let graph = graph();
    assert!(
        graph.len() > 40,
        "the rules crate's files: {:?}",
        graph.keys()
    );
    let found = circles(&graph);
    assert!(
        found.is_empty(),
        "files that import one another in a circle: {found:#?}"
    );
}

#[test]
fn the_seam_and_the_shared_blocks_sit_at_the_root_and_each_game_in_its_folder() {
    let graph = graph();
    let root: BTreeSet<&str> = graph
        .keys()
        .map(String::as_str)
        .filter(|m| !m.contains("::") && !m.is_empty())
        .collect();
    // the crate root holds the seam (doing: ruleset; asking: ask), the shared blocks and the
    // two games' folders (and the stub fifth game's, compiled only for its test), no more
    let expected: BTreeSet<&str> = [
        "ask",
        "blocks",
        "ids",
        "nemesis",
        "retaliation",
        "ruleset",
        "stub",
    ]
    .into_iter()
    .collect();
    assert_eq!(root, expected);
    // the shared files reach no game's files
    for shared in ["ask", "blocks", "ids", "ruleset"] {
        let reaches: Vec<&String> = graph[shared]
            .iter()
            .filter(|m| {
                ["nemesis", "retaliation", "stub"]
                    .iter()
                    .any(|g| m.starts_with(g))
            })
            .collect();
        assert!(reaches.is_empty(), "{shared} reaches into {reaches:?}");
    }
    // Retaliation takes nothing from base Nemesis but the shared files
    for (m, edges) in &graph {
        if m.starts_with("retaliation") {
            let base: Vec<&String> = edges.iter().filter(|e| e.starts_with("nemesis")).collect();
            assert!(base.is_empty(), "{m} reaches into {base:?}");
        }
    }
}

/// The checker itself finds a circle and a file of a folder.
#[test]
fn the_checker_sees_a_circle() {
    let all: BTreeSet<String> = ["a", "b", "c", "f", "f::x"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    let a = imports("a", "use super::b::Thing; fn f() { crate::c::go() }", &all);
    assert_eq!(a, ["b", "c"].iter().map(|s| s.to_string()).collect());
    let x = imports("f::x", "use super::super::a::T; use crate::f::Y;", &all);
    assert_eq!(x, ["a"].iter().map(|s| s.to_string()).collect());
    // grouped imports, nested groups and `self` included
    let grouped = imports(
        "f::x",
        "use crate::{a::T, f::{self, Y}};\nuse super::super::{b, c::Z};",
        &all,
    );
    assert_eq!(
        grouped,
        ["a", "b", "c"].iter().map(|s| s.to_string()).collect()
    );
    let mut g = BTreeMap::new();
    g.insert("a".to_string(), a);
    g.insert("b".to_string(), ["a".to_string()].into_iter().collect());
    g.insert("c".to_string(), BTreeSet::new());
    assert_eq!(circles(&g), vec![vec!["a".to_string(), "b".to_string()]]);
}

/// Issue 33 and 52 (a layout that shows the seams, in the app crate too): each game's window code
/// in a folder of its own (`gui/nemesis`: its table, map, panels, new-game form and checklist;
/// `gui/retaliation`: its table, facility map, panel and setup), the seam and shell both tables
/// share in `gui/table` (`mod.rs`: the seam the app reaches either table through; `shell.rs`:
/// the curtain, undo and redo, the refusal; `log.rs`: the log of the steps in force), and
/// neither game reaching into the other's folder.
#[test]
fn the_window_has_one_table_with_each_game_in_its_folder() {
    let gui = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/gui");
    for gone in ["screen/retaliation", "screen/table", "map", "panels"] {
        assert!(
            !gui.join(gone).exists(),
            "gui/{gone}: a game's window code lives in its folder, the shared table in gui/table"
        );
    }
    let mut inside: Vec<String> = std::fs::read_dir(gui.join("table"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    inside.sort();
    assert_eq!(inside, ["log.rs", "mod.rs", "shell.rs", "sighted.rs"]);
    // a door is drawn once for both maps, in gui/door_marks.rs: nothing crosses
    for (game, other) in [("nemesis", "retaliation"), ("retaliation", "nemesis")] {
        for path in sources(&gui.join(game)) {
            let source = std::fs::read_to_string(&path).unwrap();
            let reaches = source.lines().any(|l| {
                let l = l.trim_start();
                !l.starts_with("//")
                    && (l.contains(&format!("gui::{other}"))
                        || l.contains(&format!("super::{other}"))
                        || (other == "retaliation" && l.contains("screen::retaliation")))
            });
            assert!(
                !reaches,
                "{} reaches into the {other} folder",
                path.display()
            );
            // what the shell does is done there only: neither game applies, undoes or redoes
            // a step, words an undo, guards a tap, marks the curtain's sights or keeps the log
            // itself
            if path.file_name().is_some_and(|n| n == "tests.rs") {
                continue;
            }
            let code = source.split("#[cfg(test)]").next().unwrap_or_default();
            for shells in [
                "game.apply(",
                "game.undo()",
                "game.redo()",
                "StepNote::",
                "TapGuard",
                "Curtain::for_players",
                "mark_sights_unseen",
                "log.push(",
                "log.pop(",
            ] {
                assert!(
                    !code.contains(shells),
                    "{} does `{shells}` itself: the shell (gui/table/shell.rs) does it for every game",
                    path.display()
                );
            }
        }
    }
}

/// The app (`gui/app.rs`) holds one table and one setup of whichever game and never asks which:
/// the games are listed once, in `gui/games.rs` (issue 52: it named Retaliation 52 times and
/// branched on the game in its update, phones, scanner, help and view).
#[test]
fn the_app_names_no_game_and_the_games_are_listed_once() {
    let gui = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/gui");
    let app = std::fs::read_to_string(gui.join("app.rs")).unwrap();
    let code = app.split("#[cfg(test)]").next().unwrap_or_default();
    for name in [
        "nemesis::",
        "retaliation",
        "Retaliation",
        "RetTable",
        "RetGame",
        "Checklist",
        "new_game::",
        "Game::start",
        "GameKind::",
    ] {
        let lines: Vec<&str> = code
            .lines()
            .filter(|l| !l.trim_start().starts_with("//") && l.contains(name))
            .collect();
        assert!(
            lines.is_empty(),
            "gui/app.rs names a game (`{name}`): ask the table or the games' list\n{lines:#?}"
        );
    }
    // the screens hold a table or a setup of any game, not one variant per game
    let screens = std::fs::read_to_string(gui.join("screen/mod.rs")).unwrap();
    for name in [
        "Retaliation(",
        "RetaliationSetup(",
        "Checklist(",
        "NewGame(",
    ] {
        assert!(
            !screens.contains(name),
            "screen/mod.rs has a screen for one game: `{name}`"
        );
    }
}

/// The Rust files under `dir`, in every folder below it.
fn sources(dir: &Path) -> Vec<std::path::PathBuf> {
    let mut out = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            out.extend(sources(&path));
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
    out.sort();
    out
}

const APP: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/src");
const ADAPTERS: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/crates/nemesis-adapters/src");

/// The graph with each module folded into its first `depth` path segments.
fn folded(
    graph: &BTreeMap<String, BTreeSet<String>>,
    depth: usize,
) -> BTreeMap<String, BTreeSet<String>> {
    let fold = |m: &str| m.split("::").take(depth).collect::<Vec<_>>().join("::");
    let mut out: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (m, edges) in graph {
        let from = fold(m);
        let entry = out.entry(from.clone()).or_default();
        entry.extend(edges.iter().map(|e| fold(e)).filter(|e| *e != from));
    }
    out
}

/// Issue 52: no import circle in any crate, between files or between the folders that group
/// them (the window, the phones, the words, the command line…).
#[test]
fn no_crate_has_an_import_circle() {
    for root in [RULES, ADAPTERS, APP] {
        let graph = graph_of(root);
        assert!(graph.len() > 40, "{root}: {:?}", graph.keys());
        for depth in [1, 2, usize::MAX] {
            let found = circles(&folded(&graph, depth));
            assert!(found.is_empty(), "{root} at depth {depth}: {found:#?}");
        }
    }
}

/// Issue 52: the window sits on top. Nothing of the app imports it but `main`, and the shared
/// presentation (`present`: words, narration, view models) has no iced in it.
#[test]
fn only_main_imports_the_window_and_the_presentation_draws_nothing() {
    let graph = graph_of(APP);
    assert!(graph.contains_key("present") && graph.contains_key("gui"));
    for (m, edges) in &graph {
        if m == "gui" || m.starts_with("gui::") || m == "main" {
            continue;
        }
        let window: Vec<&String> = edges
            .iter()
            .filter(|e| *e == "gui" || e.starts_with("gui::"))
            .collect();
        assert!(window.is_empty(), "{m} imports the window: {window:?}");
    }
    for (m, source) in modules_of(APP) {
        if m == "present" || m.starts_with("present::") {
            assert!(!source.contains("iced"), "{m} names iced");
        }
    }
}

/// Issue 52: no production function of 150 lines or more. A function that long does many
/// things; it is split into named steps instead. The functions below are still that long and
/// are tolerated until they are split; the list can only shrink: a listed function that is no
/// longer long (or no longer there) fails the test too, so it is taken off the list.
const LONG_FUNCTIONS_TOLERATED: &[&str] = &[];

/// How many lines make a function too long.
const TOO_LONG: usize = 150;

/// The production sources of the workspace: each crate's `src` (tests modules by name, as the
/// crates lay them out: `tests.rs`, `tests_*.rs`, `*_tests.rs`, a `tests` folder) and its build
/// script. Tests, benches and the fuzz targets are left out.
fn production_sources() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut out = Vec::new();
    for krate in [
        root.to_path_buf(),
        root.join("crates/nemesis-rules"),
        root.join("crates/nemesis-adapters"),
    ] {
        out.extend(
            sources(&krate.join("src"))
                .into_iter()
                .filter(|p| !is_test_module(p)),
        );
        if krate.join("build.rs").exists() {
            out.push(krate.join("build.rs"));
        }
    }
    out
}

/// Whether a file (or a folder it sits in) is a tests module by its name.
fn is_test_module(path: &Path) -> bool {
    path.iter().any(|part| {
        let part = part.to_string_lossy();
        let stem = part.strip_suffix(".rs").unwrap_or(&part);
        stem == "tests" || stem.starts_with("tests_") || stem.ends_with("_tests")
    })
}

/// The source with every comment, string and character literal blanked to spaces (line breaks
/// kept, so lines still count), for a scanner that looks at braces.
fn code_only(source: &str) -> Vec<char> {
    let s: Vec<char> = source.chars().collect();
    let mut out = s.clone();
    let blank = |out: &mut Vec<char>, from: usize, to: usize| {
        for c in &mut out[from..to.min(s.len())] {
            if *c != '\n' {
                *c = ' ';
            }
        }
    };
    let mut i = 0;
    while i < s.len() {
        let next = s.get(i + 1).copied();
        let start = i;
        if s[i] == '/' && next == Some('/') {
            while i < s.len() && s[i] != '\n' {
                i += 1;
            }
            blank(&mut out, start, i);
        } else if s[i] == '/' && next == Some('*') {
            let mut depth = 0;
            while i < s.len() {
                if s[i] == '/' && s.get(i + 1) == Some(&'*') {
                    depth += 1;
                    i += 2;
                } else if s[i] == '*' && s.get(i + 1) == Some(&'/') {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    i += 1;
                }
            }
            blank(&mut out, start, i);
        } else if s[i] == 'r'
            && (next == Some('"') || next == Some('#'))
            && (i == 0 || !(s[i - 1].is_alphanumeric() || s[i - 1] == '_'))
        {
            // a raw string: r"…", r#"…"#
            let mut j = i + 1;
            let mut hashes = 0;
            while s.get(j) == Some(&'#') {
                hashes += 1;
                j += 1;
            }
            if s.get(j) != Some(&'"') {
                i += 1;
                continue;
            }
            j += 1;
            loop {
                if j >= s.len() {
                    break;
                }
                if s[j] == '"' && (1..=hashes).all(|h| s.get(j + h) == Some(&'#')) {
                    j += 1 + hashes;
                    break;
                }
                j += 1;
            }
            i = j;
            blank(&mut out, start, i);
        } else if s[i] == '"' {
            i += 1;
            while i < s.len() && s[i] != '"' {
                i += if s[i] == '\\' { 2 } else { 1 };
            }
            i += 1;
            blank(&mut out, start, i);
        } else if s[i] == '\'' {
            // a character literal ('x', '\n', '\u{7f}'), or else a lifetime ('a)
            if next == Some('\\') {
                i += 2;
                while i < s.len() && s[i] != '\'' {
                    i += 1;
                }
                i += 1;
                blank(&mut out, start, i);
            } else if s.get(i + 2) == Some(&'\'') {
                i += 3;
                blank(&mut out, start, i);
            } else {
                i += 1;
            }
        } else {
            i += 1;
        }
    }
    out
}

/// The index just past the brace that closes the one opened at `open`.
fn closing(code: &[char], open: usize) -> usize {
    let mut depth = 0usize;
    for (i, c) in code.iter().enumerate().skip(open) {
        match c {
            '{' => depth += 1,
            '}' => {
                depth -= 1;
                if depth == 0 {
                    return i + 1;
                }
            }
            _ => {}
        }
    }
    code.len()
}

/// Each function with a body in `source`, outside `#[cfg(test)]` items: its name and how many
/// lines it spans, from the line of `fn` to the line of its closing brace.
fn function_lengths(source: &str) -> Vec<(String, usize)> {
    let code = code_only(source);
    let text: String = code.iter().collect();
    let line_of = |at: usize| code[..at].iter().filter(|&&c| c == '\n').count();
    // the items under #[cfg(test)]: from the attribute to the end of the item's block or `;`
    let mut skipped: Vec<(usize, usize)> = Vec::new();
    let chars_before = |byte: usize| text[..byte].chars().count();
    for (byte, _) in text.match_indices("#[cfg(test)]") {
        let at = chars_before(byte);
        let end = code[at..]
            .iter()
            .position(|&c| c == '{' || c == ';')
            .map_or(code.len(), |p| at + p);
        let end = if code.get(end) == Some(&'{') {
            closing(&code, end)
        } else {
            end + 1
        };
        skipped.push((at, end));
    }
    let mut out = Vec::new();
    let word = |c: char| c.is_alphanumeric() || c == '_';
    let mut i = 0;
    while i + 2 < code.len() {
        let is_fn = code[i] == 'f'
            && code[i + 1] == 'n'
            && code[i + 2].is_whitespace()
            && (i == 0 || !word(code[i - 1]));
        if !is_fn || skipped.iter().any(|&(a, b)| (a..b).contains(&i)) {
            i += 1;
            continue;
        }
        let mut j = i + 2;
        while j < code.len() && code[j].is_whitespace() {
            j += 1;
        }
        let name: String = code[j..].iter().take_while(|&&c| word(c)).collect();
        // the body: the first brace before any `;` (a declaration in a trait has none)
        let body = code[j..]
            .iter()
            .position(|&c| c == '{' || c == ';')
            .map(|p| j + p)
            .filter(|&p| code[p] == '{');
        if let (false, Some(open)) = (name.is_empty(), body) {
            let end = closing(&code, open);
            out.push((name, line_of(end.saturating_sub(1)) - line_of(i) + 1));
        }
        i = j;
    }
    out
}

/// Every production function of `TOO_LONG` lines or more, as `file::function` from the
/// workspace root.
fn long_functions() -> BTreeSet<String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut long = BTreeSet::new();
    for path in production_sources() {
        let source = std::fs::read_to_string(&path).unwrap();
        let file = path
            .strip_prefix(root)
            .unwrap()
            .to_string_lossy()
            .replace('\\', "/");
        for (name, lines) in function_lengths(&source) {
            if lines >= TOO_LONG {
                long.insert(format!("{file}::{name}"));
            }
        }
    }
    long
}

#[test]
fn no_production_function_is_150_lines_or_more() {
    assert!(production_sources().len() > 100);
    let long = long_functions();
    let tolerated: BTreeSet<String> = LONG_FUNCTIONS_TOLERATED
        .iter()
        .map(|s| s.to_string())
        .collect();
    let new: Vec<&String> = long.difference(&tolerated).collect();
    assert!(
        new.is_empty(),
        "functions of {TOO_LONG} lines or more: split them into named steps {new:#?}"
    );
    let shorter: Vec<&String> = tolerated.difference(&long).collect();
    assert!(
        shorter.is_empty(),
        "no longer {TOO_LONG} lines long (or gone): take them off LONG_FUNCTIONS_TOLERATED {shorter:#?}"
    );
}

/// The scanner counts a function's lines from `fn` to its closing brace, not fooled by braces
/// in strings, characters or comments, and leaves out what is under `#[cfg(test)]`.
#[test]
fn the_function_scanner_counts_lines_and_skips_literals_and_tests() {
    let source = "fn a() {\n    let s = \"}}\"; // }\n    let c = '}';\n    /* } /* { */ } */\n    let r = r#\"}\"#;\n}\n\nfn b<'x>(v: &'x str) -> char { '{' }\n\ntrait T {\n    fn d(&self);\n}\n\n#[cfg(test)]\nmod tests {\n    fn c() {\n    }\n}\n";
    assert_eq!(
        function_lengths(source),
        vec![("a".to_string(), 6), ("b".to_string(), 1)]
    );
}

/// The places a fifth game touches outside its own files, as docs/architecture.md lists them
/// ("Adding a game"): the stub game (`stub-game` feature, played by `tests/fifth_game.rs`)
/// marks each with `feature = "stub-game"`. Its own files are named `stub`; a line that only
/// declares one of them (`mod stub;`) sits beside its siblings and is not glue. The
/// translations are the eighth place: a real game's words go there, the stub's are fixed.
const GLUE_OF_A_FIFTH_GAME: &[&str] = &[
    "crates/nemesis-adapters/src/session/saves.rs",
    "crates/nemesis-rules/src/ruleset.rs",
    "src/cli/headless.rs",
    "src/cli/simulate.rs",
    "src/gui/games.rs",
    "src/gui/phones.rs",
    "src/present/game_words.rs",
];

/// The files of the crates' sources that mention the stub game beyond declaring its own
/// module, relative to the repository.
fn stub_glue() -> BTreeSet<String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut glue = BTreeSet::new();
    for dir in [APP, ADAPTERS, RULES] {
        for path in sources(Path::new(dir)) {
            let relative = path
                .strip_prefix(root)
                .unwrap()
                .to_string_lossy()
                .to_string();
            if relative.ends_with("/stub.rs") || relative.contains("/stub/") {
                continue;
            }
            let source = std::fs::read_to_string(&path).unwrap();
            let lines: Vec<&str> = source.lines().map(str::trim).collect();
            let glue_here = lines.iter().enumerate().any(|(i, l)| {
                let marked = l.contains("feature = \"stub-game\"") || l.contains("stub::");
                let declares = lines
                    .get(i + 1)
                    .is_some_and(|next| next.ends_with("mod stub;"));
                marked && !declares
            });
            if glue_here {
                glue.insert(relative);
            }
        }
    }
    glue
}

#[test]
fn a_fifth_game_touches_eight_places_outside_its_own_files() {
    let glue = stub_glue();
    let listed: BTreeSet<String> = GLUE_OF_A_FIFTH_GAME.iter().map(|s| s.to_string()).collect();
    assert_eq!(
        glue, listed,
        "the stub game's glue moved: update docs/architecture.md's \"Adding a game\" and this list"
    );
    assert!(
        glue.len() < 8,
        "seven files and the translations at most: {glue:?}"
    );
    let doc =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/architecture.md"))
            .unwrap();
    for file in GLUE_OF_A_FIFTH_GAME {
        let short = file
            .trim_start_matches("src/")
            .trim_start_matches("crates/");
        let name = short.rsplit('/').next().unwrap();
        assert!(
            doc.contains(name),
            "docs/architecture.md does not name {file}"
        );
    }
}
