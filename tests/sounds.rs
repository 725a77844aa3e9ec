//! The sound files keep their promises: every file in `sounds/manifest.json` exists, decodes
//! with the decoder that plays it, lasts its promised time, sits at its category's loudness,
//! never comes near clipping, starts at once (cues) or loops without a click (ambience), and
//! the Rust catalog names exactly the files the manifest lists.
#![allow(clippy::unwrap_used, clippy::expect_used)] // tests and tools may stop at a broken assumption

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::sync::{Arc, OnceLock};

use nemesis_companion::audio::catalog::LOOP_PAD_FRAMES;
use nemesis_companion::audio::looping::{LOOP_FADE_FRAMES, PeriodLoop};
use nemesis_companion::audio::measure::{self, Decoded, Levels};
use nemesis_companion::audio::{Ambience, Cue};
use serde::Deserialize;

#[derive(Debug, Deserialize)]
struct Manifest {
    sample_rate: u32,
    peak_ceiling_db: f64,
    categories: BTreeMap<String, f64>,
    sounds: Vec<Entry>,
}

#[derive(Debug, Deserialize)]
struct Entry {
    id: String,
    file: String,
    category: String,
    #[serde(rename = "loop")]
    looping: bool,
    duration_s: f64,
    /// Loops only: where the period starts in the file, in frames.
    loop_start: Option<usize>,
    /// Loops only: the period in frames (the file holds padding on both sides).
    loop_frames: Option<usize>,
    priority: u8,
    description: String,
}

fn sounds_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("sounds")
}

fn manifest() -> Manifest {
    let path = sounds_dir().join("manifest.json");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn decoded(entry: &Entry) -> Decoded {
    let path = sounds_dir().join(&entry.file);
    let bytes = std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    measure::decode_all(bytes).unwrap_or_else(|e| panic!("{}: {e}", entry.file))
}

/// Decodes every file once; the tests below share the result.
fn measured() -> &'static [(Entry, Decoded, Levels)] {
    static MEASURED: OnceLock<Vec<(Entry, Decoded, Levels)>> = OnceLock::new();
    MEASURED.get_or_init(|| {
        manifest()
            .sounds
            .into_iter()
            .map(|e| {
                let d = decoded(&e);
                let l = measure::levels(&d);
                (e, d, l)
            })
            .collect()
    })
}

#[test]
fn every_file_decodes_at_the_manifest_rate_with_its_promised_length() {
    let m = manifest();
    for (e, d, l) in measured() {
        assert_eq!(d.rate, m.sample_rate, "{}", e.file);
        assert!(!e.description.is_empty(), "{}", e.id);
        let expected_channels = if e.looping { 2 } else { 1 };
        assert_eq!(d.channels, expected_channels, "{}", e.file);
        if e.looping {
            let period = e.loop_frames.expect("a loop names its period");
            assert_eq!(
                period as f64,
                e.duration_s * f64::from(m.sample_rate),
                "{}",
                e.file
            );
            assert_eq!(e.loop_start, Some(LOOP_PAD_FRAMES), "{}", e.file);
            let extra = d.frames() as i64 - period as i64;
            assert!(
                (2 * LOOP_PAD_FRAMES as i64..=2 * LOOP_PAD_FRAMES as i64 + 64).contains(&extra),
                "{}: {} frames for a {period}-frame loop",
                e.file,
                d.frames()
            );
        }
        let off = (l.duration_s - e.duration_s).abs() / e.duration_s;
        assert!(
            off <= 0.05,
            "{}: {:.3} s, promised {} s",
            e.file,
            l.duration_s,
            e.duration_s
        );
    }
}

#[test]
fn loudness_is_consistent_within_each_category_and_nothing_clips() {
    let m = manifest();
    let all = measured();
    let mut by_category: BTreeMap<&str, Vec<f64>> = BTreeMap::new();
    for (e, _, l) in all {
        by_category
            .entry(&e.category)
            .or_default()
            .push(l.loudness_db);
    }
    for (e, _, l) in all {
        let levels = &by_category[e.category.as_str()];
        let mean = levels.iter().sum::<f64>() / levels.len() as f64;
        assert!(
            (l.loudness_db - mean).abs() <= 2.0,
            "{}: {:.2} dB, its category {} averages {:.2} dB",
            e.file,
            l.loudness_db,
            e.category,
            mean
        );
        let target = m.categories[&e.category];
        assert!(
            (l.loudness_db - target).abs() <= 1.0,
            "{}: {:.2} dB, target {target} dB",
            e.file,
            l.loudness_db
        );
        assert!(
            l.peak_db < -0.5,
            "{}: peak {:.2} dBFS (ceiling {} before encoding)",
            e.file,
            l.peak_db,
            m.peak_ceiling_db
        );
    }
}

#[test]
fn cues_start_at_once() {
    let late: Vec<String> = measured()
        .iter()
        .filter(|(e, _, _)| !e.looping)
        .filter_map(|(e, _, l)| {
            let onset = l.onset_ms.unwrap_or(f64::INFINITY);
            (onset > 10.0).then(|| format!("{}: first sound after {onset:.1} ms", e.file))
        })
        .collect();
    assert!(late.is_empty(), "{late:#?}");
}

/// A seam is clean when its steps are in line with the steps around them (ratio up to 3), or
/// at least no rougher than the roughest stretch inside the loop (lossy coding adds small
/// steps of its own, which show on very smooth, low-pitched loops).
fn seam_is_clean(ratio: f32, inside_ratio: f32) -> bool {
    ratio <= 3.0_f32.max(inside_ratio)
}

#[test]
fn loops_play_their_end_into_their_start_without_a_click() {
    let mut clicks = Vec::new();
    for (e, d, _) in measured().iter().filter(|(e, _, _)| e.looping) {
        let period = e.loop_frames.unwrap_or(0);
        let ch = usize::from(d.channels);
        let inside = measure::seam(d, LOOP_PAD_FRAMES, period).inside_ratio;
        let bytes: Arc<[u8]> = std::fs::read(sounds_dir().join(&e.file)).unwrap().into();
        let played: Vec<f32> = PeriodLoop::new(bytes, period)
            .unwrap()
            .take((period + 2 * LOOP_FADE_FRAMES) * ch)
            .collect();
        assert_eq!(
            played.len(),
            (period + 2 * LOOP_FADE_FRAMES) * ch,
            "{}: the loop ended",
            e.file
        );
        // The player starts at the period, and runs on into the second pass.
        let start = LOOP_PAD_FRAMES * ch;
        assert_eq!(&played[..1000 * ch], &d.samples[start..start + 1000 * ch]);
        let (step, local, ratio) = measure::played_seam(&played, d.channels, period);
        if !seam_is_clean(ratio, inside) {
            clicks.push(format!(
                "{}: step {step:.5} against {local:.5} around it (ratio {ratio:.2}, inside {inside:.2})",
                e.file
            ));
        }
    }
    assert!(clicks.is_empty(), "{clicks:#?}");
}

#[test]
fn the_embedded_loops_play_like_the_files() {
    for layer in Ambience::ALL {
        let file = measure::decode_all(layer.bytes()).unwrap();
        let ch = usize::from(file.channels);
        let embedded: Vec<f32> = PeriodLoop::new(layer.bytes(), layer.loop_frames())
            .unwrap()
            .take(1000 * ch)
            .collect();
        let start = LOOP_PAD_FRAMES * ch;
        assert_eq!(embedded, file.samples[start..start + 1000 * ch], "{layer}");
    }
}

#[test]
fn the_catalog_and_the_manifest_name_the_same_sounds() {
    let m = manifest();
    let entries: BTreeMap<&str, &Entry> = m.sounds.iter().map(|e| (e.id.as_str(), e)).collect();
    assert_eq!(
        entries.len(),
        m.sounds.len(),
        "duplicate ids in the manifest"
    );
    for &cue in Cue::ALL {
        let e = entries
            .get(cue.id())
            .unwrap_or_else(|| panic!("{cue}: not in the manifest"));
        assert_eq!(e.file, format!("{}.ogg", cue.id()));
        assert_eq!(e.category, cue.category().manifest_name(), "{cue}");
        assert_eq!(e.priority, cue.priority(), "{cue}");
        assert!(!e.looping, "{cue}");
    }
    for layer in Ambience::ALL {
        let e = entries
            .get(layer.id())
            .unwrap_or_else(|| panic!("{layer}: not in the manifest"));
        assert_eq!(e.category, "ambience");
        assert!(e.looping, "{layer}");
        assert_eq!(e.loop_frames, Some(layer.loop_frames()), "{layer}");
    }
    assert_eq!(
        m.sounds.len(),
        Cue::ALL.len() + Ambience::ALL.len(),
        "the manifest lists sounds the catalog does not know"
    );
}

#[test]
fn the_embedded_files_are_the_files_in_sounds() {
    for &cue in Cue::ALL {
        let on_disk = std::fs::read(sounds_dir().join(format!("{}.ogg", cue.id()))).unwrap();
        assert_eq!(on_disk, cue.bytes(), "{cue}");
    }
}

#[test]
fn all_sounds_together_stay_small() {
    let total: u64 = manifest()
        .sounds
        .iter()
        .map(|e| std::fs::metadata(sounds_dir().join(&e.file)).unwrap().len())
        .sum();
    // four beds of 60-72 s take about 3.5 MB of this; the cues stay under 1 MB
    assert!(total < 5_000_000, "{total} bytes");
}
