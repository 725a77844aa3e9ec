//! Saved-game messages in the player's language: what a damaged file lost ([`Recovery`]), why a
//! file could not be opened ([`LoadError`]), what a disk refused ([`DiskTrouble`]), and dates in the local time and the language's
//! usual order. The reasons given by the system (an I/O error, a checksum) stay as they are.

use super::i18n::{I18n, Language};
use crate::session::saves::Recovery;
use crate::storage::DiskTrouble;
use crate::storage::file::LoadError;
use crate::tr;
use std::path::PathBuf;

/// What was left out of a damaged game and where the whole file was kept.
pub fn recovery(i18n: &I18n, r: &Recovery) -> String {
    let aside = |kept: &Option<PathBuf>| match kept {
        Some(path) => tr!(i18n, "saves-kept-aside", path = path.display().to_string()),
        None => tr!(i18n, "saves-kept-aside-later"),
    };
    match r {
        Recovery::TornTail { line } => tr!(i18n, "saves-recovery-torn", line = line.to_string()),
        Recovery::Damaged {
            line,
            reason,
            kept_aside,
        } => format!(
            "{} {}",
            tr!(
                i18n,
                "saves-recovery-damaged",
                line = line.to_string(),
                reason = reason.clone()
            ),
            aside(kept_aside)
        ),
        Recovery::Refused {
            line,
            reason,
            kept_aside,
        } => format!(
            "{} {}",
            tr!(
                i18n,
                "saves-recovery-refused",
                line = line.to_string(),
                reason = reason.clone()
            ),
            aside(kept_aside)
        ),
    }
}

/// Why a game file could not be opened at all (it was left as it is).
pub fn load_error(i18n: &I18n, e: &LoadError) -> String {
    match e {
        LoadError::Io(reason) => tr!(i18n, "saves-error-io", reason = reason.clone()),
        LoadError::Empty => tr!(i18n, "saves-error-empty"),
        LoadError::TooLarge(_) => tr!(i18n, "saves-error-too-large"),
        LoadError::NotASave(reason) => tr!(i18n, "saves-error-not-a-save", reason = reason.clone()),
        LoadError::NewerSchema { found, supported } => tr!(
            i18n,
            "saves-error-newer",
            found = found.to_string(),
            supported = supported.to_string()
        ),
        LoadError::InUse => tr!(i18n, "saves-error-in-use"),
        LoadError::UnknownGame(game) => tr!(i18n, "saves-error-other-game", game = game.clone()),
        LoadError::OtherGame(game) => tr!(
            i18n,
            "saves-error-wrong-game",
            game = super::game_words::game_name(i18n, *game)
        ),
    }
}

/// What a disk refused, in the players' language; what the system said stays, in brackets.
pub fn disk(i18n: &I18n, trouble: &DiskTrouble) -> String {
    let detail = trouble.detail().to_string();
    match trouble {
        DiskTrouble::Full { .. } => tr!(i18n, "saves-disk-full", detail = detail),
        DiskTrouble::ReadOnly { .. } => tr!(i18n, "saves-disk-read-only", detail = detail),
        DiskTrouble::Missing { .. } => tr!(i18n, "saves-disk-missing", detail = detail),
        DiskTrouble::Other { .. } => detail,
    }
}

/// What a disk refused at `path`: the place, then [`disk`].
pub fn disk_at(i18n: &I18n, path: &std::path::Path, trouble: &DiskTrouble) -> String {
    format!("{}: {}", path.display(), disk(i18n, trouble))
}

/// A time stamp (Unix seconds) as a local date and time, in the language's order.
pub fn local_date(language: Language, unix: u64) -> String {
    use chrono::{Local, TimeZone};
    let Some(t) = i64::try_from(unix)
        .ok()
        .and_then(|s| Local.timestamp_opt(s, 0).single())
    else {
        return "-".to_string();
    };
    let pattern = match language {
        Language::En => "%-d %b %Y, %H:%M",
        Language::Ko => "%Y년 %-m월 %-d일 %H:%M",
        Language::Ja => "%Y年%-m月%-d日 %H:%M",
    };
    t.format(pattern).to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_language_names_the_line_and_the_copy() {
        let r = Recovery::Damaged {
            line: 7,
            reason: "checksum".into(),
            kept_aside: Some(PathBuf::from("/tmp/j.corrupt-1")),
        };
        for language in Language::ALL {
            let i18n = I18n::new(language).unwrap();
            let words = recovery(&i18n, &r);
            assert!(words.contains('7'), "{words}");
            assert!(words.contains("/tmp/j.corrupt-1"), "{words}");
        }
        let ko = I18n::new(Language::Ko).unwrap();
        assert!(recovery(&ko, &Recovery::TornTail { line: 3 }).contains('3'));
        let newer = LoadError::NewerSchema {
            found: 9,
            supported: 1,
        };
        let ja = I18n::new(Language::Ja).unwrap();
        assert!(load_error(&ja, &newer).contains('9'));
        assert_ne!(load_error(&ja, &newer), newer.to_string(), "translated");
        // a save of the other game names that game and does not ask for an update
        let other = LoadError::OtherGame(crate::rules::GameKind::Retaliation);
        let words = load_error(&ko, &other);
        assert!(words.contains(&tr!(ko, "home-game-retaliation")), "{words}");
        assert_ne!(words, load_error(&ko, &LoadError::UnknownGame("x".into())));
    }

    #[test]
    fn dates_follow_the_language() {
        // 2025-03-04 12:00 UTC is the 4th or 5th of March in every time zone
        let noon = 1_741_089_600;
        assert!(local_date(Language::En, noon).contains("Mar 2025"));
        assert!(local_date(Language::Ko, noon).starts_with("2025년 3월"));
        assert!(local_date(Language::Ja, noon).starts_with("2025年3月"));
        assert_eq!(local_date(Language::En, u64::MAX), "-");
    }
}
