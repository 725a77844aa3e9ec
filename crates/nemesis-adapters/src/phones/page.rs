//! The page a phone or a table display opens: one HTML file, one script, one style sheet,
//! built into the app (no CDN, nothing fetched from elsewhere, no build step). It draws what
//! the frames say; the words come in the frames, in the table's language.

pub(crate) const INDEX_HTML: &str = include_str!("page/index.html");
pub(crate) const APP_JS: &str = include_str!("page/app.js");
pub(crate) const APP_CSS: &str = include_str!("page/app.css");
