//! The scanner's states and reasons in the player's language. The scanner module keeps its own
//! English sentences for the command line; the window says the same things through `tr!`.

use crate::gui::i18n::I18n;
use crate::scanner::camera::CameraError;
use crate::scanner::diagnose::Diagnosis;
use crate::scanner::payload::{FORMAT_VERSION, Parsed};
use crate::tr;

/// Why the camera gives no picture, and what to do.
pub fn camera_error(i18n: &I18n, error: &CameraError) -> String {
    match error {
        CameraError::NoCamera => tr!(i18n, "camera-none"),
        CameraError::NoPermission => tr!(i18n, "camera-no-permission"),
        CameraError::Busy(_) => tr!(i18n, "camera-busy"),
        CameraError::Disconnected(_) => tr!(i18n, "camera-lost"),
        CameraError::Failed(detail) => tr!(i18n, "camera-failed", detail = detail.clone()),
        CameraError::Ended => tr!(i18n, "camera-ended"),
    }
}

/// Why no label was read in the latest frame.
pub fn diagnosis(i18n: &I18n, diagnosis: &Diagnosis) -> String {
    match diagnosis {
        Diagnosis::TooDark => tr!(i18n, "scan-diagnosis-dark"),
        Diagnosis::TooBright => tr!(i18n, "scan-diagnosis-glare"),
        Diagnosis::Blurry => tr!(i18n, "scan-diagnosis-blurry"),
        Diagnosis::NoCode => tr!(i18n, "scan-diagnosis-no-code"),
        Diagnosis::TooSmall => tr!(i18n, "scan-diagnosis-too-small"),
        Diagnosis::ForeignCode => tr!(i18n, "scan-diagnosis-foreign"),
        // the reason is the scanner's English; say it from the code itself instead
        Diagnosis::Refused { .. } => tr!(i18n, "scan-diagnosis-refused"),
    }
}

/// Why a code of ours (or someone else's) cannot be used.
pub fn refusal(i18n: &I18n, parsed: &Parsed) -> String {
    match parsed {
        Parsed::Label(label) => label.to_string(),
        Parsed::UnknownDeck { letter, number } => tr!(
            i18n,
            "scan-refused-deck",
            label = format!("{letter}-{number:02}")
        ),
        Parsed::NumberOutOfRange { deck, number } => tr!(
            i18n,
            "scan-refused-number",
            label = format!("{}-{number:02}", deck.letter()),
            size = deck.size()
        ),
        Parsed::OtherVersion { version } => tr!(
            i18n,
            "scan-refused-version",
            version = u64::from(*version),
            ours = u64::from(FORMAT_VERSION)
        ),
        Parsed::BadCheck => tr!(i18n, "scan-refused-check"),
        Parsed::Malformed => tr!(i18n, "scan-refused-malformed"),
        Parsed::Foreign => tr!(i18n, "scan-diagnosis-foreign"),
    }
}

/// A camera format as the table reads it: 「1280×720 · MJPEG · 30 fps」.
pub fn format_words(i18n: &I18n, o: &crate::scanner::camera::negotiate::Offer) -> String {
    let encoding = if o.mjpeg { "MJPEG" } else { "YUYV" };
    tr!(
        i18n,
        "camera-format",
        width = o.width,
        height = o.height,
        encoding = encoding,
        fps = o.fps
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::gui::i18n::Language;
    use crate::scanner::payload::Deck;

    #[test]
    fn every_case_has_words_in_every_language() {
        for language in Language::ALL {
            let i18n = I18n::new(language).unwrap();
            let errors = [
                CameraError::NoCamera,
                CameraError::NoPermission,
                CameraError::Busy("x".into()),
                CameraError::Disconnected("x".into()),
                CameraError::Failed("driver said no".into()),
                CameraError::Ended,
            ];
            for e in &errors {
                assert!(!camera_error(&i18n, e).is_empty());
            }
            assert!(camera_error(&i18n, &errors[4]).contains("driver said no"));
            for d in [
                Diagnosis::TooDark,
                Diagnosis::TooBright,
                Diagnosis::Blurry,
                Diagnosis::NoCode,
                Diagnosis::TooSmall,
                Diagnosis::ForeignCode,
                Diagnosis::Refused { reason: "x".into() },
            ] {
                assert!(!diagnosis(&i18n, &d).is_empty());
            }
            let other = refusal(
                &i18n,
                &Parsed::NumberOutOfRange {
                    deck: Deck::Base,
                    number: 31,
                },
            );
            assert!(other.contains("C-31") && other.contains("27"), "{other}");
            assert!(refusal(&i18n, &Parsed::OtherVersion { version: 2 }).contains('2'));
        }
    }
}
