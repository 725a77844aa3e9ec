//! First run: choose the table's language (the OS language is preselected).

use crate::gui::i18n::Language;
use crate::gui::widgets::{self, Ctx};
use crate::tr;
use iced::widget::{column, container, row};
use iced::{Alignment, Element, Length};

#[derive(Debug, Clone, PartialEq)]
pub struct FirstRun {
    pub language: Language,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Message {
    Pick(Language),
    Continue,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Action {
    /// Show the app in this language right away (the choice is not final yet).
    Preview(Language),
    /// The player confirmed this language.
    Done(Language),
}

impl FirstRun {
    pub fn new(language: Language) -> FirstRun {
        FirstRun { language }
    }

    pub fn update(&mut self, message: Message) -> Action {
        match message {
            Message::Pick(language) => {
                self.language = language;
                Action::Preview(language)
            }
            Message::Continue => Action::Done(self.language),
        }
    }

    pub fn view<'a>(&'a self, ctx: Ctx<'a>) -> Element<'a, Message> {
        let i18n = ctx.i18n;
        let languages = row(Language::ALL.iter().map(|&l| {
            widgets::choice(
                ctx,
                language_name(i18n, l),
                l == self.language,
                Some(Message::Pick(l)),
            )
            .padding([ctx.ty.space, ctx.ty.space * 2.0])
            .into()
        }))
        .spacing(ctx.ty.space)
        .wrap();
        let content = column![
            widgets::title(ctx, tr!(i18n, "first-run-title")),
            widgets::heading(ctx, tr!(i18n, "first-run-language")),
            languages,
            widgets::small(ctx, tr!(i18n, "first-run-hint")),
            widgets::action(ctx, tr!(i18n, "button-continue"), Some(Message::Continue)),
            widgets::small(ctx, tr!(i18n, "app-unofficial")),
        ]
        .spacing(ctx.ty.space * 1.5)
        .align_x(Alignment::Center)
        .max_width(ctx.ty.body * 40.0);
        container(content)
            .center(Length::Fill)
            .padding(ctx.ty.space * 2.0)
            .into()
    }
}

pub fn language_name(i18n: &crate::gui::i18n::I18n, language: Language) -> String {
    match language {
        Language::En => tr!(i18n, "language-en"),
        Language::Ko => tr!(i18n, "language-ko"),
        Language::Ja => tr!(i18n, "language-ja"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn picking_previews_and_continue_confirms_the_last_pick() {
        let mut screen = FirstRun::new(Language::En);
        assert_eq!(
            screen.update(Message::Pick(Language::Ko)),
            Action::Preview(Language::Ko)
        );
        assert_eq!(
            screen.update(Message::Pick(Language::Ja)),
            Action::Preview(Language::Ja)
        );
        assert_eq!(screen.update(Message::Continue), Action::Done(Language::Ja));
    }

    #[test]
    fn continue_without_picking_keeps_the_os_language() {
        let mut screen = FirstRun::new(Language::Ko);
        assert_eq!(screen.update(Message::Continue), Action::Done(Language::Ko));
    }
}
