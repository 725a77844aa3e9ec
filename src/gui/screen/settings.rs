//! Settings: language, text size, theme, fullscreen, keep the screen awake. Changes apply at once.

use super::first_run::language_name;
use crate::gui::i18n::Language;
use crate::gui::settings::Settings;
use crate::gui::theme::{TextSize, ThemeChoice};
use crate::gui::widgets::{self, Ctx};
use crate::tr;
use iced::widget::{column, container, row, scrollable, space};
use iced::{Alignment, Element, Length};
use std::path::Path;

pub use super::settings_camera::Request as CameraRequest;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Message {
    Language(Language),
    TextSize(TextSize),
    Theme(ThemeChoice),
    Fullscreen(bool),
    KeepAwake(bool),
    Sound(super::settings_sound::Message),
    Camera(super::settings_camera::Message),
    Back,
}

#[derive(Debug, Clone, PartialEq)]
pub enum Action {
    /// Use and save these settings.
    Apply(Settings),
    /// The scanner section wants something done (print labels, check lighting, list cameras).
    Camera(super::settings_camera::Request),
    Back,
}

pub fn update(current: &Settings, message: Message) -> Action {
    let mut next = current.clone();
    match message {
        Message::Language(l) => next.language = Some(l),
        Message::TextSize(s) => next.text_size = s,
        Message::Theme(t) => next.theme = t,
        Message::Fullscreen(on) => next.fullscreen = on,
        Message::KeepAwake(on) => next.keep_awake = on,
        Message::Sound(m) => next.sound = super::settings_sound::update(next.sound, m),
        Message::Camera(m) => match super::settings_camera::update(current, m) {
            Ok(settings) => next = settings,
            Err(request) => return Action::Camera(request),
        },
        Message::Back => return Action::Back,
    }
    Action::Apply(next)
}

pub fn view<'a>(
    ctx: Ctx<'a>,
    settings: &Settings,
    saved_in: Option<&Path>,
    warning: Option<String>,
    sound: &crate::audio::AudioStatus,
    camera: super::settings_camera::Status<'a>,
) -> Element<'a, Message> {
    let i18n = ctx.i18n;
    let sp = ctx.ty.space;
    let language = settings.language.unwrap_or(i18n.language());
    let on_off = |on: bool, message: fn(bool) -> Message| {
        widgets::choices(
            ctx,
            [
                (true, tr!(i18n, "settings-on")),
                (false, tr!(i18n, "settings-off")),
            ],
            on,
            message,
        )
    };
    let section = |label: String, control: Element<'a, Message>| {
        widgets::panel(
            ctx,
            column![widgets::heading(ctx, label), control].spacing(sp * 0.6),
        )
    };
    let sizes = TextSize::ALL.map(|s| {
        let label = match s {
            TextSize::Normal => tr!(i18n, "text-size-normal"),
            TextSize::Large => tr!(i18n, "text-size-large"),
            TextSize::Larger => tr!(i18n, "text-size-larger"),
            TextSize::Huge => tr!(i18n, "text-size-huge"),
        };
        (s, label)
    });
    let themes = ThemeChoice::ALL.map(|t| {
        let label = match t {
            ThemeChoice::Dark => tr!(i18n, "theme-dark"),
            ThemeChoice::Light => tr!(i18n, "theme-light"),
        };
        (t, label)
    });
    let storage = match saved_in {
        Some(path) => widgets::small(
            ctx,
            tr!(i18n, "settings-saved-in", path = path.display().to_string()),
        ),
        None => widgets::small(ctx, tr!(i18n, "settings-memory-only")),
    };
    let content = column![
        row![
            widgets::title(ctx, tr!(i18n, "settings-title")),
            space::horizontal(),
            widgets::action(ctx, tr!(i18n, "button-back"), Some(Message::Back))
        ]
        .align_y(Alignment::Center),
    ]
    .push(warning.map(|w| widgets::banner(ctx, w)))
    .push(section(
        tr!(i18n, "settings-language"),
        widgets::choices(
            ctx,
            Language::ALL.map(|l| (l, language_name(i18n, l))),
            language,
            Message::Language,
        ),
    ))
    .push(section(
        tr!(i18n, "settings-text-size"),
        widgets::choices(ctx, sizes, settings.text_size, Message::TextSize),
    ))
    .push(section(
        tr!(i18n, "settings-theme"),
        widgets::choices(ctx, themes, settings.theme, Message::Theme),
    ))
    .push(section(
        tr!(i18n, "settings-fullscreen"),
        on_off(settings.fullscreen, Message::Fullscreen),
    ))
    .push(section(
        tr!(i18n, "settings-keep-awake"),
        on_off(settings.keep_awake, Message::KeepAwake),
    ))
    .push(super::settings_sound::view(ctx, &settings.sound, sound).map(Message::Sound))
    .push(super::settings_camera::section(ctx, settings, camera).map(Message::Camera))
    .push(storage)
    .spacing(sp * 1.2)
    .max_width(ctx.ty.body * 48.0);
    scrollable(container(content).center_x(Length::Fill).padding(sp * 1.5))
        .height(Length::Fill)
        .into()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_control_changes_only_its_setting() {
        let base = Settings::default();
        let Action::Apply(s) = update(&base, Message::TextSize(TextSize::Huge)) else {
            panic!()
        };
        assert_eq!(
            s,
            Settings {
                text_size: TextSize::Huge,
                ..base.clone()
            }
        );
        let Action::Apply(s) = update(&base, Message::Language(Language::Ja)) else {
            panic!()
        };
        assert_eq!(
            s,
            Settings {
                language: Some(Language::Ja),
                ..base.clone()
            }
        );
        let Action::Apply(s) = update(&base, Message::Theme(ThemeChoice::Light)) else {
            panic!()
        };
        assert_eq!(s.theme, ThemeChoice::Light);
        let Action::Apply(s) = update(&base, Message::Fullscreen(true)) else {
            panic!()
        };
        assert!(s.fullscreen);
        let Action::Apply(s) = update(&base, Message::KeepAwake(false)) else {
            panic!()
        };
        assert!(!s.keep_awake);
        assert_eq!(update(&base, Message::Back), Action::Back);
    }
}
