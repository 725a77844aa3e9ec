//! Prints what every sound in `sounds/` measures, as a Markdown table: length against its
//! promise, loudness (loudest 400 ms window), peak, whole-file RMS, onset, and for loops how the
//! end joins the start. Then each category's loudness spread.
//!
//!     cargo run --example sound_report [SOUNDS_DIR]     (or: bash sounds/measure.sh)
#![allow(clippy::unwrap_used, clippy::expect_used)] // tests and tools may stop at a broken assumption

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;

use nemesis_companion::audio::looping::{LOOP_FADE_FRAMES, PeriodLoop};
use nemesis_companion::audio::measure;
use serde_json::Value;

fn main() -> ExitCode {
    let dir = std::env::args_os()
        .nth(1)
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("sounds"));
    match report(&dir) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("sound_report: {e}");
            ExitCode::FAILURE
        }
    }
}

fn report(dir: &std::path::Path) -> Result<(), String> {
    let path = dir.join("manifest.json");
    let text = std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
    let manifest: Value =
        serde_json::from_str(&text).map_err(|e| format!("{}: {e}", path.display()))?;
    let sounds = manifest["sounds"]
        .as_array()
        .ok_or_else(|| format!("{}: no \"sounds\" list", path.display()))?;

    println!(
        "| sound | category | length s (promised) | loudness dB | peak dBFS | RMS dB | onset ms | played seam step / around (ratio) | seam ratio: raw file, inside | size KB | what it is |"
    );
    println!("|---|---|---|---|---|---|---|---|---|---|---|");
    let mut by_category: BTreeMap<String, Vec<f64>> = BTreeMap::new();
    let mut total_bytes = 0u64;
    for entry in sounds {
        let file = entry["file"].as_str().ok_or("an entry without \"file\"")?;
        let category = entry["category"].as_str().unwrap_or("?").to_string();
        let looping = entry["loop"].as_bool().unwrap_or(false);
        let what = entry["description"].as_str().unwrap_or("");
        let promised = entry["duration_s"].as_f64().unwrap_or(f64::NAN);
        let bytes: Arc<[u8]> = std::fs::read(dir.join(file))
            .map_err(|e| format!("{file}: {e}"))?
            .into();
        total_bytes += bytes.len() as u64;
        let size_kb = bytes.len() as f64 / 1000.0;
        let decoded = measure::decode_all(bytes.clone()).map_err(|e| format!("{file}: {e}"))?;
        let l = measure::levels(&decoded);
        let (seam, seam_level) = if looping {
            let start = entry["loop_start"].as_u64().unwrap_or(0) as usize;
            let period = entry["loop_frames"].as_u64().unwrap_or(0) as usize;
            let raw = measure::seam(&decoded, start, period);
            let ch = usize::from(decoded.channels);
            let played: Vec<f32> = PeriodLoop::new(bytes, period)
                .map_err(|e| format!("{file}: {e}"))?
                .take((period + 2 * LOOP_FADE_FRAMES) * ch)
                .collect();
            let (step, local, ratio) = measure::played_seam(&played, decoded.channels, period);
            (
                format!("{step:.4} / {local:.4} ({ratio:.2})"),
                format!("{:.2}, {:.2}", raw.ratio, raw.inside_ratio),
            )
        } else {
            ("-".to_string(), "-".to_string())
        };
        let onset = l
            .onset_ms
            .map_or("never".to_string(), |ms| format!("{ms:.1}"));
        println!(
            "| {} | {category} | {:.3} ({promised}) | {:.2} | {:.2} | {:.2} | {onset} | {seam} | {seam_level} | {size_kb:.0} | {what} |",
            file.trim_end_matches(".ogg"),
            l.duration_s,
            l.loudness_db,
            l.peak_db,
            l.rms_db,
        );
        by_category.entry(category).or_default().push(l.loudness_db);
    }
    println!();
    println!("| category | sounds | mean loudness dB | spread (max - min) dB |");
    println!("|---|---|---|---|");
    for (category, levels) in &by_category {
        let mean = levels.iter().sum::<f64>() / levels.len() as f64;
        let max = levels.iter().copied().fold(f64::MIN, f64::max);
        let min = levels.iter().copied().fold(f64::MAX, f64::min);
        println!(
            "| {category} | {} | {mean:.2} | {:.2} |",
            levels.len(),
            max - min
        );
    }
    println!();
    println!(
        "{} files, {:.2} MB in all.",
        sounds.len(),
        total_bytes as f64 / 1e6
    );
    Ok(())
}
