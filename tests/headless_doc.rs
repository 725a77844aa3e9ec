//! Every command, correction and outcome is documented in docs/headless.md, so the doc cannot
//! fall behind the code.
#![allow(clippy::unwrap_used, clippy::expect_used)] // tests and tools may stop at a broken assumption

fn variants(source: &str, enum_name: &str) -> Vec<String> {
    let start = source
        .find(&format!("pub enum {enum_name} {{"))
        .expect("enum");
    let mut depth = 0;
    let mut names = Vec::new();
    for line in source[start..].lines() {
        let t = line.trim();
        if depth == 1 && !t.starts_with("//") && !t.starts_with('#') {
            let name: String = t.chars().take_while(|c| c.is_alphanumeric()).collect();
            if name.chars().next().is_some_and(|c| c.is_ascii_uppercase()) {
                names.push(name);
            }
        }
        depth += line.matches('{').count() as i32 - line.matches('}').count() as i32;
        if depth == 0 && !names.is_empty() {
            break;
        }
    }
    names
}

fn snake(name: &str) -> String {
    let mut s = String::new();
    for (i, c) in name.chars().enumerate() {
        if c.is_ascii_uppercase() && i > 0 {
            s.push('_');
        }
        s.push(c.to_ascii_lowercase());
    }
    s
}

#[test]
fn every_command_and_outcome_is_in_the_headless_doc() {
    let doc = std::fs::read_to_string("docs/headless.md").expect("docs/headless.md");
    let commands =
        std::fs::read_to_string("crates/nemesis-rules/src/nemesis/command.rs").expect("command.rs");
    let outcomes =
        std::fs::read_to_string("crates/nemesis-rules/src/nemesis/outcome.rs").expect("outcome.rs");
    let retaliation = std::fs::read_to_string("crates/nemesis-rules/src/retaliation/types.rs")
        .expect("retaliation/types.rs");
    let mut missing = Vec::new();
    for (src, e) in [
        (&commands, "Command"),
        (&commands, "Correction"),
        (&outcomes, "Outcome"),
        (&retaliation, "RetaliationCommand"),
        (&retaliation, "RetaliationOutcome"),
        (&retaliation, "RetaliationError"),
        (&retaliation, "RoomAct"),
        (&retaliation, "RobotAct"),
        (&retaliation, "Fix"),
    ] {
        let names = variants(src, e);
        assert!(names.len() >= 5, "{e}: parsed {names:?}");
        for n in names {
            let tag = snake(&n);
            if !doc.contains(&format!("`{tag}`")) {
                missing.push(format!("{e}::{n} (`{tag}`)"));
            }
        }
    }
    assert!(missing.is_empty(), "not documented: {missing:?}");
}
