//! The page's own words (status, headings, the cover over a private sight), sent in every frame
//! so the page speaks the table's language without a dictionary of its own.

use crate::present::i18n::I18n;
use crate::tr;
use serde_json::{Value, json};

pub fn page_words(i18n: &I18n, map_title: &str) -> Value {
    json!({
        "live": tr!(i18n, "phones-page-live"),
        "connecting": tr!(i18n, "phones-page-connecting"),
        "offline": tr!(i18n, "phones-page-offline"),
        "now": tr!(i18n, "phones-page-now"),
        "log": tr!(i18n, "phones-page-log"),
        "map": map_title,
        // the page puts the seat's name where {name} is
        "cover": tr!(i18n, "phones-page-cover", name = "{name}"),
        "reveal": tr!(i18n, "phones-page-reveal"),
        "hide": tr!(i18n, "phones-page-hide"),
        "back": tr!(i18n, "phones-page-back"),
        "unsent": tr!(i18n, "phones-page-unsent"),
        "closed": tr!(i18n, "phones-page-closed"),
        "revoked": tr!(i18n, "phones-page-revoked"),
        "unknown_link": tr!(i18n, "phones-page-unknown-link"),
    })
}
