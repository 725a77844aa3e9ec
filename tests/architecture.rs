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
    // two games' folders, no more
    let expected: BTreeSet<&str> = ["ask", "blocks", "ids", "nemesis", "retaliation", "ruleset"]
        .into_iter()
        .collect();
    assert_eq!(root, expected);
    // the shared files reach no game's files
    for shared in ["ask", "blocks", "ids", "ruleset"] {
        let reaches: Vec<&String> = graph[shared]
            .iter()
            .filter(|m| m.starts_with("nemesis") || m.starts_with("retaliation"))
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
