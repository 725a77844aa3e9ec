//! The audio graph makes real sound without a device: cues and ambience are played into a
//! rodio mixer and the samples are pulled from its output, as a sound card would.
#![allow(clippy::unwrap_used, clippy::expect_used)] // tests and tools may stop at a broken assumption

use std::sync::mpsc;
use std::thread;
use std::time::Duration;

use nemesis_companion::audio::graph::{Command, Engine};
use nemesis_companion::audio::measure::power_db;
use nemesis_companion::audio::{
    Atmosphere, AudioOut, AudioStatus, Cue, MixerSettings, Mood, RodioAudio,
};
use rodio::mixer::{Mixer, MixerSource};
use rodio::nz;

const RATE: usize = 48_000;

fn rig(settings: MixerSettings) -> (Engine, MixerSource) {
    let (mixer, output) = rodio::mixer::mixer(nz!(2), nz!(48_000));
    (Engine::new(mixer, settings).unwrap(), output)
}

/// Pulls `seconds` of stereo output, reading silence where the mixer has nothing.
fn pull(output: &mut MixerSource, seconds: f64) -> Vec<f32> {
    let n = (seconds * RATE as f64) as usize * 2;
    (0..n).map(|_| output.next().unwrap_or(0.0)).collect()
}

fn rms_db(samples: &[f32]) -> f64 {
    let p = samples.iter().map(|&s| f64::from(s).powi(2)).sum::<f64>() / samples.len() as f64;
    power_db(p)
}

/// The last frame (in seconds) louder than -60 dBFS.
fn last_sound_s(samples: &[f32]) -> f64 {
    let i = samples.iter().rposition(|s| s.abs() > 0.001).unwrap_or(0);
    (i / 2) as f64 / RATE as f64
}

#[test]
fn a_cue_played_into_the_mixer_produces_sound_for_its_length() {
    let (mut engine, mut out) = rig(MixerSettings::default());
    engine.apply(Command::Play(Cue::TimeTick)).unwrap();
    let samples = pull(&mut out, 1.5);
    let first = samples.iter().position(|s| s.abs() > 0.001).unwrap();
    assert!(first < 2 * 48 * 5, "the tick starts {first} samples late");
    assert!(rms_db(&samples[..RATE / 5]) > -40.0);
    let end = last_sound_s(&samples);
    assert!((0.2..=0.6).contains(&end), "the 0.6 s tick ends at {end} s");
    assert!(
        engine.playing().is_empty(),
        "the ended cue still holds a voice"
    );
}

#[test]
fn every_cue_makes_sound() {
    for &cue in Cue::ALL {
        let (mut engine, mut out) = rig(MixerSettings::default());
        engine.apply(Command::Play(cue)).unwrap();
        let samples = pull(&mut out, 1.5);
        let loudest = samples
            .chunks(RATE / 5)
            .map(rms_db)
            .fold(f64::NEG_INFINITY, f64::max);
        assert!(
            loudest > -35.0,
            "{cue}: loudest 100 ms at {loudest:.1} dBFS"
        );
    }
}

#[test]
fn mute_silences_cues_and_ambience() {
    let muted = MixerSettings {
        muted: true,
        ..MixerSettings::default()
    };
    let (mut engine, mut out) = rig(muted);
    engine
        .apply(Command::Atmosphere(Atmosphere::new(Mood::Calm)))
        .unwrap();
    engine.apply(Command::Play(Cue::Explosion)).unwrap();
    let samples = pull(&mut out, 1.0);
    assert!(samples.iter().all(|&s| s == 0.0));
    // Unmuting brings both back.
    engine
        .apply(Command::Settings(MixerSettings::default()))
        .unwrap();
    let samples = pull(&mut out, 1.0);
    assert!(rms_db(&samples[RATE..]) > -50.0);
}

#[test]
fn the_atmosphere_fades_layers_in_and_out() {
    let (mut engine, mut out) = rig(MixerSettings::default());
    assert!(
        pull(&mut out, 0.5).iter().all(|&s| s == 0.0),
        "silent at start"
    );
    engine
        .apply(Command::Atmosphere(Atmosphere::new(Mood::Calm)))
        .unwrap();
    let calm = pull(&mut out, 6.0);
    let calm_level = rms_db(&calm[2 * 5 * RATE..]);
    assert!(calm_level > -45.0, "hum at {calm_level:.1} dBFS");
    // The fade takes time: the first 100 ms are much quieter than the settled hum.
    assert!(rms_db(&calm[..RATE / 5]) < calm_level - 10.0);
    engine
        .apply(Command::Atmosphere(Atmosphere::new(Mood::Alarm)))
        .unwrap();
    let alarm = pull(&mut out, 6.0);
    let alarm_level = rms_db(&alarm[2 * 5 * RATE..]);
    assert!(
        alarm_level > calm_level + 1.0,
        "the alarm adds to the hum: {alarm_level:.1} against {calm_level:.1} dBFS"
    );
    engine
        .apply(Command::Atmosphere(Atmosphere::SILENT))
        .unwrap();
    let fading = pull(&mut out, 12.0);
    let tail = rms_db(&fading[2 * 11 * RATE..]);
    assert!(tail < calm_level - 40.0, "still {tail:.1} dBFS after 11 s");
}

/// Two identical rigs run the same ambience; one also plays a cue at zero cue volume, so its
/// output is the ambience alone, ducked. The ratio of the two is the duck.
fn duck_ratio_db(cue: Cue, from_s: f64, to_s: f64) -> f64 {
    let quiet_cues = MixerSettings {
        cues: 0.0,
        ..MixerSettings::default()
    };
    let (mut plain, mut plain_out) = rig(quiet_cues);
    let (mut ducked, mut ducked_out) = rig(quiet_cues);
    for engine in [&mut plain, &mut ducked] {
        engine
            .apply(Command::Atmosphere(Atmosphere::new(Mood::Calm)))
            .unwrap();
    }
    pull(&mut plain_out, 8.0);
    pull(&mut ducked_out, 8.0);
    ducked.apply(Command::Play(cue)).unwrap();
    let a = pull(&mut plain_out, to_s);
    let b = pull(&mut ducked_out, to_s);
    let from = (from_s * RATE as f64) as usize * 2;
    rms_db(&b[from..]) - rms_db(&a[from..])
}

#[test]
fn an_alert_ducks_the_ambience_by_its_depth_and_releases_after() {
    // Alerts duck to 0.3 (-10.5 dB), reached well within 200 ms.
    let during = duck_ratio_db(Cue::Explosion, 0.2, 1.0);
    assert!((during + 10.46).abs() < 0.5, "ducked by {during:.2} dB");
    // The 0.6 s time tick is soft (-3.1 dB); 4 s after it ended the ambience is back.
    let during = duck_ratio_db(Cue::TimeTick, 0.2, 0.5);
    assert!((during + 3.1).abs() < 0.5, "ducked by {during:.2} dB");
    let after = duck_ratio_db(Cue::TimeTick, 4.6, 5.0);
    assert!(after.abs() < 0.1, "still {after:.2} dB down");
}

#[test]
fn the_voice_cap_holds_and_the_important_cue_wins() {
    let (mut engine, mut out) = rig(MixerSettings::default());
    for cue in [Cue::TimeTick, Cue::NoiseMarker, Cue::AttackMiss] {
        engine.apply(Command::Play(cue)).unwrap();
    }
    engine.apply(Command::Play(Cue::Explosion)).unwrap();
    assert_eq!(
        engine.playing(),
        vec![Cue::NoiseMarker, Cue::AttackMiss, Cue::Explosion]
    );
    // An event card (28) is below every cue playing: dropped.
    engine.apply(Command::Play(Cue::EventCard)).unwrap();
    assert_eq!(engine.playing().len(), 3);
    assert!(!engine.playing().contains(&Cue::EventCard));
    // A repeat of a cue that just started is dropped too.
    engine.apply(Command::Play(Cue::Explosion)).unwrap();
    assert_eq!(engine.playing().len(), 3);
    pull(&mut out, 0.1);
}

#[test]
fn the_audio_thread_plays_a_cue_without_a_device() {
    let (tx, rx) = mpsc::channel::<MixerSource>();
    let audio = RodioAudio::start(MixerSettings::default(), move || {
        let (mixer, output): (Mixer, MixerSource) = rodio::mixer::mixer(nz!(2), nz!(48_000));
        tx.send(output)
            .map_err(|e| nemesis_companion::audio::NoSound::CannotOpen(e.to_string()))?;
        Ok((mixer, Box::new(()), "test mixer".into()))
    })
    .unwrap();
    assert_eq!(
        audio.status(),
        &AudioStatus::Playing {
            device: "test mixer".into()
        }
    );
    let mut out = rx.recv().unwrap();
    audio.play(Cue::Danger);
    // Wait (without a deadline) for the command to cross the channel, as a device would.
    let mut heard = Vec::new();
    for _ in 0..5_000 {
        let block = pull(&mut out, 0.01);
        if block.iter().any(|&s| s != 0.0) {
            heard = block;
            break;
        }
        thread::sleep(Duration::from_millis(1));
    }
    assert!(!heard.is_empty(), "the cue never reached the mixer");
    heard.extend(pull(&mut out, 0.5));
    assert!(rms_db(&heard) > -40.0);
}

#[test]
fn a_device_that_fails_to_open_reports_why() {
    let result = RodioAudio::start(MixerSettings::default(), || {
        Err(nemesis_companion::audio::NoSound::NoDevice)
    });
    assert_eq!(
        result.err(),
        Some(nemesis_companion::audio::NoSound::NoDevice)
    );
}
