//! Puts the git commit into `--version` when the app is built from a checkout.
//! Outside a checkout (a source tarball) the version is the package version alone.

use std::process::Command;

fn main() {
    // Watch the commit only where `.git` is a folder (a git worktree has a `.git` file, and a
    // watched path that does not exist would rebuild the crate on every cargo call).
    for path in ["../../.git/HEAD", "../../.git/refs"] {
        if std::path::Path::new(path).exists() {
            println!("cargo:rerun-if-changed={path}");
        }
    }
    println!("cargo:rerun-if-env-changed=NEMESIS_COMMIT");
    let commit = std::env::var("NEMESIS_COMMIT").ok().or_else(|| {
        let out = Command::new("git")
            .args(["rev-parse", "--short=10", "HEAD"])
            .output()
            .ok()?;
        out.status
            .success()
            .then(|| String::from_utf8_lossy(&out.stdout).trim().to_string())
    });
    let version = std::env::var("CARGO_PKG_VERSION").unwrap_or_default();
    let line = match commit.filter(|c| !c.is_empty()) {
        Some(c) => format!("{version} (commit {c})"),
        None => version,
    };
    println!("cargo:rustc-env=NEMESIS_VERSION_LINE={line}");
}
