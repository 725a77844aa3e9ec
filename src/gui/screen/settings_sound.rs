//! The sound section of the settings screen: master, ambience and cue volumes, mute, and why
//! there is no sound when there is none.

use crate::audio::{AudioStatus, MixerSettings, OffSwitch};
use crate::gui::widgets::{self, Ctx};
use crate::tr;
use iced::widget::{column, row, slider, text};
use iced::{Alignment, Element, Length};

/// Volumes travel as whole percents, so messages compare exactly and a drag saves at most
/// one file per step.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Message {
    Master(u8),
    Ambience(u8),
    Cues(u8),
    Muted(bool),
}

/// Slider step, in percent.
pub const STEP: u8 = 5;

pub fn update(mut sound: MixerSettings, message: Message) -> MixerSettings {
    let level = |percent: u8| f32::from(percent.min(100)) / 100.0;
    match message {
        Message::Master(p) => sound.master = level(p),
        Message::Ambience(p) => sound.ambience = level(p),
        Message::Cues(p) => sound.cues = level(p),
        Message::Muted(on) => sound.muted = on,
    }
    sound
}

fn percent(level: f32) -> u8 {
    if level.is_nan() {
        0
    } else {
        (level.clamp(0.0, 1.0) * 100.0).round() as u8
    }
}

/// The status in the player's words: on (with the device), off by a switch, or unavailable.
pub fn status_text(i18n: &crate::gui::i18n::I18n, status: &AudioStatus) -> String {
    match status {
        AudioStatus::Playing { device } => tr!(i18n, "sound-status-on", device = device.clone()),
        AudioStatus::Off(OffSwitch::Flag) => tr!(i18n, "sound-status-off-flag"),
        AudioStatus::Off(OffSwitch::Environment) => tr!(i18n, "sound-status-off-env"),
        AudioStatus::Unavailable { reason } => {
            let reason = match reason {
                crate::audio::NoSound::NoDevice => tr!(i18n, "sound-no-device"),
                other => other.to_string(),
            };
            tr!(i18n, "sound-status-unavailable", reason = reason)
        }
    }
}

/// The section: a heading, the status line, mute, and one slider per bus.
pub fn view<'a>(ctx: Ctx<'a>, sound: &MixerSettings, status: &AudioStatus) -> Element<'a, Message> {
    let i18n = ctx.i18n;
    let sp = ctx.ty.space;
    // a thick rail and a handle the size of a fingertip, growing with the text
    let size = ctx.ty.body;
    let big = move |theme: &iced::Theme, status| {
        let mut style = slider::default(theme, status);
        style.rail.width = (size * 0.3).max(4.0);
        style.handle.shape = slider::HandleShape::Circle {
            radius: (size * 0.55).max(8.0),
        };
        style
    };
    let volume = |label: String, level: f32, message: fn(u8) -> Message| {
        let value = percent(level);
        row![
            text(label).size(ctx.ty.body).width(Length::FillPortion(2)),
            slider(0..=100u8, value, message)
                .step(STEP)
                .width(Length::FillPortion(4))
                .height(ctx.ty.body * 1.4)
                .style(big),
            text(format!("{value}%"))
                .size(ctx.ty.body)
                .width(Length::Fixed(ctx.ty.body * 3.5)),
        ]
        .spacing(sp)
        .align_y(Alignment::Center)
    };
    let status_line: Element<'a, Message> = match status {
        AudioStatus::Unavailable { .. } => widgets::banner(ctx, status_text(i18n, status)),
        _ => widgets::small(ctx, status_text(i18n, status)).into(),
    };
    widgets::panel(
        ctx,
        column![
            widgets::heading(ctx, tr!(i18n, "sound-title")),
            status_line,
            widgets::choices(
                ctx,
                [
                    (false, tr!(i18n, "sound-unmuted")),
                    (true, tr!(i18n, "sound-muted")),
                ],
                sound.muted,
                Message::Muted,
            ),
            volume(tr!(i18n, "sound-master"), sound.master, Message::Master),
            volume(
                tr!(i18n, "sound-ambience"),
                sound.ambience,
                Message::Ambience
            ),
            volume(tr!(i18n, "sound-cues"), sound.cues, Message::Cues),
        ]
        .spacing(sp * 0.6),
    )
    .into()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A laptop with no sound device says so in the players' language: the Korean line read
    /// 「소리를 낼 수 없습니다: no output device」.
    #[test]
    fn no_sound_device_is_said_in_the_players_language() {
        use crate::gui::i18n::{I18n, Language};
        let status = AudioStatus::Unavailable {
            reason: crate::audio::NoSound::NoDevice,
        };
        let ko = status_text(&I18n::new(Language::Ko).unwrap(), &status).replace('\u{2060}', "");
        assert!(ko.contains("소리 출력 장치가 없습니다"), "{ko}");
        assert!(!ko.contains("no output device"), "{ko}");
        let ja = status_text(&I18n::new(Language::Ja).unwrap(), &status).replace('\u{2060}', "");
        assert!(ja.contains("出力デバイスがありません"), "{ja}");
        // what a device said when it would not open stays as it said it
        let failed = AudioStatus::Unavailable {
            reason: crate::audio::NoSound::CannotOpen("ALSA: device busy".into()),
        };
        let ko = status_text(&I18n::new(Language::Ko).unwrap(), &failed);
        assert!(ko.contains("ALSA: device busy"), "{ko}");
    }

    #[test]
    fn each_control_changes_only_its_volume() {
        let base = MixerSettings::default();
        let s = update(base, Message::Master(40));
        assert_eq!(s.master, 0.4);
        assert_eq!(
            (s.ambience, s.cues, s.muted),
            (base.ambience, base.cues, false)
        );
        assert_eq!(update(base, Message::Ambience(0)).ambience, 0.0);
        assert_eq!(update(base, Message::Cues(250)).cues, 1.0, "clamped");
        assert!(update(base, Message::Muted(true)).muted);
        assert_eq!(percent(f32::NAN), 0);
        assert_eq!(percent(0.755), 76);
    }
}
