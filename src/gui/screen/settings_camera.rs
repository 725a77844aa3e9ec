//! The settings' scanner section: which camera (or none: typing only), the label sheet (paper,
//! "Print labels…", where it was written) and "Check lighting".

use crate::gui::scan::feed::{CameraList, CameraSetting};
use crate::gui::scan::print::PaperChoice;
use crate::gui::scan::words::format_words;
use crate::gui::settings::Settings;
use crate::gui::widgets::{self, Ctx};
use crate::scanner::camera::negotiate::{CameraQuality, Negotiated, Why};
use crate::tr;
use iced::Element;
use iced::widget::{column, row};
use std::path::PathBuf;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Message {
    Camera(CameraSetting),
    Quality(CameraQuality),
    Paper(PaperChoice),
    PrintLabels,
    CheckLighting,
    FindCameras,
}

/// What the section asks of the app besides changing settings.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Request {
    PrintLabels(PaperChoice),
    CheckLighting,
    FindCameras,
}

/// What the section shows that is not a setting.
#[derive(Debug, Clone, Copy)]
pub struct Status<'a> {
    pub cameras: &'a CameraList,
    /// The format the webcam was last asked for (none until a scan or a lighting check).
    pub format: Option<&'a Negotiated>,
    /// The last "Print labels…": where the sheet went, or why it could not be written.
    pub printed: Option<&'a Result<PathBuf, crate::gui::scan::print::SheetNotWritten>>,
}

/// The paper used: the player's choice, else the system's region.
pub fn paper(settings: &Settings) -> PaperChoice {
    settings.label_paper.unwrap_or_else(PaperChoice::from_os)
}

/// New settings, or a request for the app.
pub fn update(current: &Settings, message: Message) -> Result<Settings, Request> {
    let mut next = current.clone();
    match message {
        Message::Camera(camera) => next.camera = camera,
        Message::Quality(q) => next.camera_quality = q,
        Message::Paper(p) => next.label_paper = Some(p),
        Message::PrintLabels => return Err(Request::PrintLabels(paper(current))),
        Message::CheckLighting => return Err(Request::CheckLighting),
        Message::FindCameras => return Err(Request::FindCameras),
    }
    Ok(next)
}

pub fn section<'a>(ctx: Ctx<'a>, settings: &Settings, status: Status<'a>) -> Element<'a, Message> {
    let i18n = ctx.i18n;
    let sp = ctx.ty.space;
    let mut options = vec![
        (CameraSetting::First, tr!(i18n, "camera-first")),
        (CameraSetting::Off, tr!(i18n, "camera-typing-only")),
    ];
    let found_line = match status.cameras {
        CameraList::Searching => tr!(i18n, "camera-list-searching"),
        CameraList::Found(found) if found.is_empty() => tr!(i18n, "camera-list-none"),
        CameraList::Found(found) => {
            options.extend(found.iter().map(|c| (CameraSetting::of(c), c.name.clone())));
            tr!(i18n, "camera-list-count", count = found.len())
        }
        CameraList::Failed(reason) => tr!(i18n, "camera-list-failed", reason = reason.clone()),
        CameraList::Files(count) => tr!(i18n, "camera-list-files", count = (*count)),
        CameraList::TurnedOff => tr!(i18n, "camera-list-env-off"),
    };
    // a remembered camera that is not plugged in stays listed, so the choice is visible
    if let CameraSetting::Chosen { name, .. } = &settings.camera
        && !options.iter().any(|(o, _)| *o == settings.camera)
    {
        options.push((
            settings.camera.clone(),
            tr!(i18n, "camera-not-connected", name = name.clone()),
        ));
    }
    let chosen = settings.camera.clone();
    let cameras = row(options.into_iter().map(|(value, label)| {
        let on = value == chosen;
        widgets::choice(ctx, label, on, Some(Message::Camera(value))).into()
    }))
    .spacing(sp * 0.6)
    .wrap();

    let qualities = widgets::choices(
        ctx,
        CameraQuality::ALL.map(|q| {
            let label = match q {
                CameraQuality::Best => tr!(i18n, "camera-quality-best"),
                CameraQuality::Hd => tr!(i18n, "camera-quality-hd"),
                CameraQuality::Low => tr!(i18n, "camera-quality-low"),
            };
            (q, label)
        }),
        settings.camera_quality,
        Message::Quality,
    );
    let negotiated = match status.format {
        None => tr!(i18n, "camera-format-not-yet"),
        Some(n) => {
            let what = format_words(i18n, &n.offer);
            match n.why {
                Why::Highest => tr!(
                    i18n,
                    "camera-format-highest",
                    format = what,
                    offered = n.offered
                ),
                Why::NoSteadyRate => tr!(i18n, "camera-format-slow", format = what),
                Why::Unlisted => tr!(i18n, "camera-format-unlisted", format = what),
            }
        }
    };
    let paper_now = paper(settings);
    let papers = widgets::choices(
        ctx,
        PaperChoice::ALL.map(|p| {
            let label = match p {
                PaperChoice::A4 => tr!(i18n, "labels-paper-a4"),
                PaperChoice::Letter => tr!(i18n, "labels-paper-letter"),
            };
            (p, label)
        }),
        paper_now,
        Message::Paper,
    );
    let printed = status.printed.map(|result| match result {
        Ok(path) => widgets::body(
            ctx,
            tr!(i18n, "labels-written", path = path.display().to_string()),
        ),
        Err(why) => widgets::body(ctx, why.words(i18n)).style(widgets::danger_text),
    });
    widgets::panel(
        ctx,
        column![
            widgets::heading(ctx, tr!(i18n, "camera-settings-title")),
            cameras,
            row![
                widgets::small(ctx, found_line),
                widgets::plain(
                    ctx,
                    tr!(i18n, "camera-list-refresh"),
                    Some(Message::FindCameras)
                ),
                widgets::plain(
                    ctx,
                    tr!(i18n, "camera-check-lighting"),
                    Some(Message::CheckLighting)
                ),
            ]
            .spacing(sp * 0.6)
            .align_y(iced::Alignment::Center)
            .wrap(),
            widgets::small(ctx, tr!(i18n, "camera-quality-how")),
            qualities,
            widgets::small(ctx, negotiated),
            widgets::heading(ctx, tr!(i18n, "labels-title")),
            widgets::small(ctx, tr!(i18n, "labels-how")),
            row![
                papers,
                widgets::action(ctx, tr!(i18n, "labels-print"), Some(Message::PrintLabels))
            ]
            .spacing(sp)
            .align_y(iced::Alignment::Center)
            .wrap(),
        ]
        .push(printed)
        .spacing(sp * 0.6),
    )
    .into()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn choices_change_settings_and_buttons_ask_the_app() {
        let base = Settings::default();
        let next = update(&base, Message::Camera(CameraSetting::Off)).unwrap();
        assert_eq!(next.camera, CameraSetting::Off);
        let next = update(&base, Message::Paper(PaperChoice::Letter)).unwrap();
        assert_eq!(next.label_paper, Some(PaperChoice::Letter));
        assert_eq!(
            update(&next, Message::PrintLabels),
            Err(Request::PrintLabels(PaperChoice::Letter))
        );
        assert_eq!(
            update(&base, Message::CheckLighting),
            Err(Request::CheckLighting)
        );
    }
}
