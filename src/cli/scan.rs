//! `scan IMAGE...`: reads label images and says what was found, and why not when nothing was.
//! Exit status: 0 when any label was found, 1 when none, 2 when an image could not be read.

use crate::scanner::camera::fake::load_frame;
use crate::scanner::decode::{Detection, read};
use crate::scanner::diagnose::{Diagnosis, FrameStats, diagnose, stats};
use crate::scanner::payload::Parsed;
use serde::Serialize;
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(clap::Args, Debug)]
pub struct Args {
    /// Image files (PNG or JPEG), e.g. photos taken with the webcam.
    #[arg(required = true)]
    pub images: Vec<PathBuf>,
    /// Print one JSON object per image instead of text.
    #[arg(long)]
    pub json: bool,
}

/// What one image gave.
#[derive(Debug, Serialize)]
pub struct ImageReport {
    pub image: String,
    pub width: u32,
    pub height: u32,
    /// Our labels, `number` as printed (e.g. "C-07"), `x`/`y` the centre in pixels.
    pub labels: Vec<FoundLabel>,
    /// Codes that are not usable labels: foreign, other version or deck, damaged.
    pub other_codes: Vec<OtherCode>,
    pub diagnosis: Option<Diagnosis>,
    pub message: Option<String>,
    pub stats: FrameStats,
}

#[derive(Debug, Serialize)]
pub struct FoundLabel {
    pub number: String,
    pub deck: char,
    pub x: f32,
    pub y: f32,
}

#[derive(Debug, Serialize)]
pub struct OtherCode {
    pub text: String,
    pub parsed: Parsed,
    pub reason: String,
    pub x: f32,
    pub y: f32,
}

pub fn report(
    image: String,
    width: u32,
    height: u32,
    detections: &[Detection],
    diagnosis: Option<Diagnosis>,
    stats: FrameStats,
) -> ImageReport {
    let mut labels = Vec::new();
    let mut other_codes = Vec::new();
    for d in detections {
        let (x, y) = (d.center.0.round(), d.center.1.round());
        match d.parsed.label() {
            Some(label) => labels.push(FoundLabel {
                number: label.to_string(),
                deck: label.deck.letter(),
                x,
                y,
            }),
            None => other_codes.push(OtherCode {
                text: d.text.clone(),
                parsed: d.parsed.clone(),
                reason: d.parsed.refusal().unwrap_or_default(),
                x,
                y,
            }),
        }
    }
    ImageReport {
        image,
        width,
        height,
        labels,
        other_codes,
        message: diagnosis.as_ref().map(Diagnosis::message),
        diagnosis,
        stats,
    }
}

pub fn run(args: Args) -> Result<ExitCode, String> {
    let mut any_label = false;
    let mut any_error = false;
    for path in &args.images {
        let frame = match load_frame(path) {
            Ok(frame) => frame,
            Err(message) => {
                any_error = true;
                if args.json {
                    println!(
                        "{}",
                        serde_json::json!({"image": path.display().to_string(), "error": message})
                    );
                } else {
                    eprintln!("nemesis-companion: {message}");
                }
                continue;
            }
        };
        let reading = read(&frame);
        let diagnosis = diagnose(&frame, &reading);
        let detections = reading.found;
        let report = report(
            path.display().to_string(),
            frame.width,
            frame.height,
            &detections,
            diagnosis,
            stats(&frame),
        );
        any_label |= !report.labels.is_empty();
        if args.json {
            let line = serde_json::to_string(&report).map_err(|e| e.to_string())?;
            println!("{line}");
        } else {
            print_text(&report);
        }
    }
    Ok(if any_error {
        ExitCode::from(2)
    } else if any_label {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}

fn print_text(report: &ImageReport) {
    println!("{} ({}x{}):", report.image, report.width, report.height);
    for label in &report.labels {
        println!("  label {} at ({}, {})", label.number, label.x, label.y);
    }
    for code in &report.other_codes {
        println!(
            "  other code {:?} at ({}, {}): {}",
            code.text, code.x, code.y, code.reason
        );
    }
    if let Some(message) = &report.message {
        println!("  nothing read: {message}");
    }
}
