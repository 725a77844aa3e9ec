//! Keyboard play: the keys the app answers to, read from raw key events (testable without a window).

use iced::keyboard::{self, Key, Modifiers, key::Named};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Shortcut {
    Undo,
    Redo,
    Fullscreen,
    Settings,
    Help,
    Escape,
    Quit,
    /// Choose character 1..=5 (0-based index).
    Player(usize),
}

impl Shortcut {
    /// For `keyboard::listen()`: only key presses that no widget used (typing in a name field
    /// never triggers a shortcut).
    pub fn from_event(event: keyboard::Event) -> Option<Shortcut> {
        match event {
            keyboard::Event::KeyPressed {
                key,
                modifiers,
                repeat: false,
                ..
            } => Shortcut::from_key(&key, modifiers),
            _ => None,
        }
    }

    pub fn from_key(key: &Key, modifiers: Modifiers) -> Option<Shortcut> {
        match key {
            Key::Named(Named::F11) => Some(Shortcut::Fullscreen),
            Key::Named(Named::F1) => Some(Shortcut::Help),
            Key::Named(Named::Escape) => Some(Shortcut::Escape),
            Key::Character(c) => {
                let c = c.to_lowercase();
                if modifiers.command() {
                    match c.as_str() {
                        "z" if modifiers.shift() => Some(Shortcut::Redo),
                        "z" => Some(Shortcut::Undo),
                        "y" => Some(Shortcut::Redo),
                        "," => Some(Shortcut::Settings),
                        "q" => Some(Shortcut::Quit),
                        _ => None,
                    }
                } else if modifiers.alt() || modifiers.logo() {
                    None
                } else {
                    match c.as_str() {
                        "?" => Some(Shortcut::Help),
                        "1" | "2" | "3" | "4" | "5" => {
                            c.parse::<usize>().ok().map(|n| Shortcut::Player(n - 1))
                        }
                        _ => None,
                    }
                }
            }
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ch(c: &str) -> Key {
        Key::Character(c.into())
    }

    #[test]
    fn undo_and_redo_keys() {
        assert_eq!(
            Shortcut::from_key(&ch("z"), Modifiers::CTRL),
            Some(Shortcut::Undo)
        );
        assert_eq!(
            Shortcut::from_key(&ch("Z"), Modifiers::CTRL | Modifiers::SHIFT),
            Some(Shortcut::Redo)
        );
        assert_eq!(
            Shortcut::from_key(&ch("z"), Modifiers::CTRL | Modifiers::SHIFT),
            Some(Shortcut::Redo)
        );
        assert_eq!(
            Shortcut::from_key(&ch("y"), Modifiers::CTRL),
            Some(Shortcut::Redo)
        );
        assert_eq!(Shortcut::from_key(&ch("z"), Modifiers::empty()), None);
    }

    #[test]
    fn function_keys_and_digits() {
        assert_eq!(
            Shortcut::from_key(&Key::Named(Named::F11), Modifiers::empty()),
            Some(Shortcut::Fullscreen)
        );
        assert_eq!(
            Shortcut::from_key(&Key::Named(Named::F1), Modifiers::empty()),
            Some(Shortcut::Help)
        );
        assert_eq!(
            Shortcut::from_key(&ch("?"), Modifiers::SHIFT),
            Some(Shortcut::Help)
        );
        assert_eq!(
            Shortcut::from_key(&ch("3"), Modifiers::empty()),
            Some(Shortcut::Player(2))
        );
        assert_eq!(Shortcut::from_key(&ch("6"), Modifiers::empty()), None);
        assert_eq!(Shortcut::from_key(&ch("3"), Modifiers::ALT), None);
        assert_eq!(
            Shortcut::from_key(&ch(","), Modifiers::CTRL),
            Some(Shortcut::Settings)
        );
    }

    #[test]
    fn repeats_and_releases_do_nothing() {
        let press = |repeat| keyboard::Event::KeyPressed {
            key: ch("z"),
            modified_key: ch("z"),
            physical_key: keyboard::key::Physical::Unidentified(
                keyboard::key::NativeCode::Unidentified,
            ),
            location: keyboard::Location::Standard,
            modifiers: Modifiers::CTRL,
            text: None,
            repeat,
        };
        assert_eq!(Shortcut::from_event(press(false)), Some(Shortcut::Undo));
        assert_eq!(Shortcut::from_event(press(true)), None);
    }
}
