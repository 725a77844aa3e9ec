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
    /// A digit key 0..=9: a hand size or injuries while the table asks for one, else choose
    /// character 1..=5.
    Digit(u8),
    /// Enter or Space: the highlighted step (next moment, confirm, reveal, hide).
    Confirm,
    /// A table action key.
    Table(TableKey),
}

/// The keys meant for the table on show, whichever game it plays: the app routes them to that
/// table in one place ([`Shortcut::table_input`]), and each table answers them its own way.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TableInput {
    Undo,
    Redo,
    Digit(u8),
    Confirm,
    /// Esc, once the app has nothing of its own to close: close what the table is asking.
    Cancel,
    Key(TableKey),
}

impl Shortcut {
    /// The table's part of a shortcut (help, settings, fullscreen, Esc and quit are the app's).
    pub fn table_input(self) -> Option<TableInput> {
        match self {
            Shortcut::Undo => Some(TableInput::Undo),
            Shortcut::Redo => Some(TableInput::Redo),
            Shortcut::Digit(n) => Some(TableInput::Digit(n)),
            Shortcut::Confirm => Some(TableInput::Confirm),
            Shortcut::Table(key) => Some(TableInput::Key(key)),
            Shortcut::Escape => Some(TableInput::Cancel),
            Shortcut::Fullscreen | Shortcut::Settings | Shortcut::Help | Shortcut::Quit => None,
        }
    }
}

/// Letter and arrow keys of the table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TableKey {
    /// N: noise roll for the chosen character.
    Noise,
    /// I: an intruder was injured (shoot or melee result).
    Injure,
    /// G: eggs destroyed.
    Eggs,
    /// T: end the turn.
    EndTurn,
    /// P: pass.
    Pass,
    /// E: start the Event Phase.
    EventPhase,
    /// Left/Up and Right/Down: point at the previous or next neighbouring room (Enter moves).
    PrevRoom,
    NextRoom,
    /// Tab: choose the next character.
    NextCharacter,
    /// A: room actions for the chosen character.
    Actions,
    /// F: correct the room pointed at (or the chosen character's room) to match the board.
    Fix,
    /// M: the map alone, as large as the window allows (again: the panel back).
    MapOnly,
    /// L: what the map's marks mean, over the map (again: closed).
    Legend,
    /// H: the noise die showed Hazard (Retaliation).
    Hazard,
}

impl Shortcut {
    /// For `keyboard::listen()`: only key presses that no widget used (typing in a name field
    /// never triggers a shortcut).
    pub fn from_event(event: keyboard::Event) -> Option<Shortcut> {
        match event {
            keyboard::Event::KeyPressed {
                key,
                physical_key,
                modifiers,
                repeat: false,
                ..
            } => {
                // a Korean or Japanese layout types ㄹ or は on the F key: the shortcut is the
                // key's Latin letter, as printed on the keyboard (issue 54: F did nothing at a
                // Korean table)
                // (a Latin key is its own Latin letter: read as typed)
                let key = match key.to_latin(physical_key) {
                    Some(c) => Key::Character(c.to_string().into()),
                    None => key,
                };
                Shortcut::from_key(&key, modifiers)
            }
            _ => None,
        }
    }

    pub fn from_key(key: &Key, modifiers: Modifiers) -> Option<Shortcut> {
        match key {
            Key::Named(Named::F11) => Some(Shortcut::Fullscreen),
            Key::Named(Named::F1) => Some(Shortcut::Help),
            Key::Named(Named::Escape) => Some(Shortcut::Escape),
            _ if modifiers.command() || modifiers.alt() || modifiers.logo() => {
                Shortcut::from_command_key(key, modifiers)
            }
            Key::Named(Named::Enter | Named::Space) => Some(Shortcut::Confirm),
            Key::Named(Named::ArrowLeft | Named::ArrowUp) => {
                Some(Shortcut::Table(TableKey::PrevRoom))
            }
            Key::Named(Named::ArrowRight | Named::ArrowDown) => {
                Some(Shortcut::Table(TableKey::NextRoom))
            }
            Key::Named(Named::Tab) if !modifiers.shift() => {
                Some(Shortcut::Table(TableKey::NextCharacter))
            }
            Key::Character(c) => {
                let c = c.to_lowercase();
                let key = match c.as_str() {
                    "?" => Shortcut::Help,
                    " " => Shortcut::Confirm,
                    "n" => Shortcut::Table(TableKey::Noise),
                    "i" => Shortcut::Table(TableKey::Injure),
                    "g" => Shortcut::Table(TableKey::Eggs),
                    "t" => Shortcut::Table(TableKey::EndTurn),
                    "p" => Shortcut::Table(TableKey::Pass),
                    "e" => Shortcut::Table(TableKey::EventPhase),
                    "a" => Shortcut::Table(TableKey::Actions),
                    "f" => Shortcut::Table(TableKey::Fix),
                    "m" => Shortcut::Table(TableKey::MapOnly),
                    "l" => Shortcut::Table(TableKey::Legend),
                    "h" => Shortcut::Table(TableKey::Hazard),
                    digit => match digit.parse::<u8>() {
                        Ok(n) if n <= 9 && digit.len() == 1 => Shortcut::Digit(n),
                        _ => return None,
                    },
                };
                Some(key)
            }
            _ => None,
        }
    }

    /// Keys held with Ctrl (Cmd on macOS); Alt and the logo key are left to the system.
    fn from_command_key(key: &Key, modifiers: Modifiers) -> Option<Shortcut> {
        let Key::Character(c) = key else { return None };
        if !modifiers.command() || modifiers.alt() || modifiers.logo() {
            return None;
        }
        match c.to_lowercase().as_str() {
            "z" if modifiers.shift() => Some(Shortcut::Redo),
            "z" => Some(Shortcut::Undo),
            "y" => Some(Shortcut::Redo),
            "," => Some(Shortcut::Settings),
            "q" => Some(Shortcut::Quit),
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
            Some(Shortcut::Digit(3))
        );
        assert_eq!(
            Shortcut::from_key(&ch("0"), Modifiers::empty()),
            Some(Shortcut::Digit(0))
        );
        assert_eq!(Shortcut::from_key(&ch("x"), Modifiers::empty()), None);
        assert_eq!(Shortcut::from_key(&ch("3"), Modifiers::ALT), None);
        assert_eq!(
            Shortcut::from_key(&ch(","), Modifiers::CTRL),
            Some(Shortcut::Settings)
        );
    }

    #[test]
    fn table_keys() {
        let named = |n| Shortcut::from_key(&Key::Named(n), Modifiers::empty());
        assert_eq!(named(Named::Enter), Some(Shortcut::Confirm));
        assert_eq!(named(Named::Space), Some(Shortcut::Confirm));
        assert_eq!(
            named(Named::ArrowRight),
            Some(Shortcut::Table(TableKey::NextRoom))
        );
        assert_eq!(
            Shortcut::from_key(&ch("N"), Modifiers::SHIFT),
            Some(Shortcut::Table(TableKey::Noise))
        );
        assert_eq!(
            Shortcut::from_key(&ch("e"), Modifiers::empty()),
            Some(Shortcut::Table(TableKey::EventPhase))
        );
        // with Ctrl only the command keys count
        assert_eq!(Shortcut::from_key(&ch("e"), Modifiers::CTRL), None);
        assert_eq!(
            Shortcut::from_key(&Key::Named(Named::Enter), Modifiers::CTRL),
            None
        );
    }

    /// Issue 54: at a Korean table F did not open the corrections: the 2-set Hangul layout
    /// types ㄹ on that key (and a Japanese kana layout は). Letters go by the key pressed.
    #[test]
    fn letters_work_on_korean_and_japanese_layouts() {
        let press = |typed: &str, code| keyboard::Event::KeyPressed {
            key: ch(typed),
            modified_key: ch(typed),
            physical_key: keyboard::key::Physical::Code(code),
            location: keyboard::Location::Standard,
            modifiers: Modifiers::empty(),
            text: Some(typed.into()),
            repeat: false,
        };
        use keyboard::key::Code;
        assert_eq!(
            Shortcut::from_event(press("ㄹ", Code::KeyF)),
            Some(Shortcut::Table(TableKey::Fix))
        );
        assert_eq!(
            Shortcut::from_event(press("は", Code::KeyF)),
            Some(Shortcut::Table(TableKey::Fix))
        );
        assert_eq!(
            Shortcut::from_event(press("ㅅ", Code::KeyT)),
            Some(Shortcut::Table(TableKey::EndTurn))
        );
        // a Latin layout is read as typed (an AZERTY A is "a", whatever the key's place)
        assert_eq!(
            Shortcut::from_event(press("a", Code::KeyQ)),
            Some(Shortcut::Table(TableKey::Actions))
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
