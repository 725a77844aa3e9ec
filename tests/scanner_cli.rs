//! The `labels` and `scan` subcommands, run as a player would run them.
#![allow(clippy::unwrap_used, clippy::expect_used)] // tests and tools may stop at a broken assumption

mod fixtures;

use fixtures::*;
use nemesis_companion::scanner::payload::{Deck, Label};
use std::path::PathBuf;
use std::process::Command;

fn bin() -> Command {
    Command::new(env!("CARGO_BIN_EXE_nemesis-companion"))
}

fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("nmc-cli-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn labels_writes_pdf_and_svg_and_refuses_other_names() {
    let dir = temp_dir("labels");
    let pdf = dir.join("labels.pdf");
    let out = bin()
        .args(["labels", "--out"])
        .arg(&pdf)
        .args(["--paper", "letter"])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let bytes = std::fs::read(&pdf).unwrap();
    assert!(bytes.starts_with(b"%PDF-"));
    assert!(String::from_utf8_lossy(&bytes).contains("/MediaBox [0 0 612 792]"));

    let svg = dir.join("labels.svg");
    assert!(
        bin()
            .args(["labels", "--out"])
            .arg(&svg)
            .status()
            .unwrap()
            .success()
    );
    assert!(
        std::fs::read_to_string(&svg)
            .unwrap()
            .contains("width=\"210mm\"")
    );

    let out = bin()
        .args(["labels", "--out"])
        .arg(dir.join("labels.png"))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains(".pdf or .svg"));
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn labels_never_overwrites_a_file_without_force_and_replaces_it_whole_with_it() {
    let dir = tempfile::tempdir().unwrap();
    let pdf = dir.path().join("sheet.pdf");
    std::fs::write(&pdf, b"the sheet I printed last week").unwrap();
    let out = bin().args(["labels", "--out"]).arg(&pdf).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("already exists") && err.contains("--force"),
        "{err}"
    );
    assert_eq!(
        std::fs::read(&pdf).unwrap(),
        b"the sheet I printed last week"
    );
    let out = bin()
        .args(["labels", "--force", "--out"])
        .arg(&pdf)
        .output()
        .unwrap();
    assert!(out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("replaced"));
    assert!(std::fs::read(&pdf).unwrap().starts_with(b"%PDF-"));
    let names: Vec<_> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(names, ["sheet.pdf"], "no temporary file left beside it");
}

#[test]
fn scan_reports_labels_diagnoses_and_errors_by_exit_status() {
    let dir = temp_dir("scan");
    let cam = webcam_px_per_mm();
    let with_label = dir.join("card.png");
    single(
        &Content::Label(Label::new(Deck::Base, 21).unwrap()),
        cam,
        400,
        320,
        Pose::turned(10.0),
        1,
    )
    .save(&with_label)
    .unwrap();
    let empty = dir.join("empty.png");
    table(400, 320, 2).save(&empty).unwrap();
    let broken = dir.join("broken.png");
    std::fs::write(&broken, b"not an image").unwrap();

    let out = bin()
        .arg("scan")
        .arg(&with_label)
        .arg("--json")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
    let report: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(report["labels"][0]["number"], "C-21");
    assert!(report["labels"][0]["x"].as_f64().unwrap() > 100.0);
    assert!(report["diagnosis"].is_null());

    let out = bin().arg("scan").arg(&empty).output().unwrap();
    assert_eq!(out.status.code(), Some(1));
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("nothing read: No label in view"), "{text}");

    let out = bin()
        .arg("scan")
        .arg(&with_label)
        .arg(&broken)
        .output()
        .unwrap();
    assert_eq!(
        out.status.code(),
        Some(2),
        "an unreadable file wins over found labels"
    );
    assert!(String::from_utf8_lossy(&out.stderr).contains("not a readable PNG or JPEG"));
    assert!(String::from_utf8_lossy(&out.stdout).contains("label C-21"));
    std::fs::remove_dir_all(&dir).ok();
}

/// A PNG of a few hundred bytes that declares a 22000 × 22000 picture (the audit's file took
/// 953 MB to scan): refused from its header, with a message, before anything large is decoded.
#[test]
fn a_small_file_declaring_a_huge_picture_is_refused_before_it_is_decoded() {
    fn chunk(out: &mut Vec<u8>, kind: &[u8; 4], data: &[u8]) {
        out.extend_from_slice(&(data.len() as u32).to_be_bytes());
        out.extend_from_slice(kind);
        out.extend_from_slice(data);
        let mut h = crc32fast::Hasher::new();
        h.update(kind);
        h.update(data);
        out.extend_from_slice(&h.finalize().to_be_bytes());
    }
    let mut png = b"\x89PNG\r\n\x1a\n".to_vec();
    let mut ihdr = Vec::new();
    ihdr.extend_from_slice(&22_000u32.to_be_bytes());
    ihdr.extend_from_slice(&22_000u32.to_be_bytes());
    ihdr.extend_from_slice(&[8, 0, 0, 0, 0]); // 8-bit grey
    chunk(&mut png, b"IHDR", &ihdr);
    chunk(
        &mut png,
        b"IDAT",
        &[0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01],
    );
    chunk(&mut png, b"IEND", &[]);
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("huge.png");
    std::fs::write(&path, &png).unwrap();
    let out = bin().arg("scan").arg(&path).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("22000×22000") && err.contains("larger than"),
        "{err}"
    );
    // the largest a PNG header can claim: the same message, not the decoder's "Memory limit
    // exceeded" (issue 35)
    let side = 0x7fff_ffffu32.to_be_bytes();
    let mut png = b"\x89PNG\r\n\x1a\n".to_vec();
    let ihdr = [&side[..], &side[..], &[8, 0, 0, 0, 0]].concat();
    chunk(&mut png, b"IHDR", &ihdr);
    chunk(
        &mut png,
        b"IDAT",
        &[0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01],
    );
    chunk(&mut png, b"IEND", &[]);
    std::fs::write(&path, &png).unwrap();
    let out = bin().arg("scan").arg(&path).output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("2147483647×2147483647") && err.contains("larger than"),
        "{err}"
    );
}

/// Issue 35: `labels --out DIR` said "add --force", and --force then said "Is a directory".
#[test]
fn labels_into_a_folder_says_it_is_a_folder_with_or_without_force() {
    let dir = tempfile::tempdir().unwrap();
    let folder = dir.path().join("sheet.pdf");
    std::fs::create_dir(&folder).unwrap();
    for force in [false, true] {
        let mut cmd = bin();
        cmd.arg("labels").arg("--out").arg(&folder);
        if force {
            cmd.arg("--force");
        }
        let out = cmd.output().unwrap();
        assert!(!out.status.success());
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(
            err.contains("is a folder") && !err.contains("--force to"),
            "{err}"
        );
        assert!(folder.is_dir(), "the folder is left as it is");
    }
}
