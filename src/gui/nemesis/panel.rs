//! The panels beside the map (src/gui/nemesis/panels/): room actions for the chosen character,
//! corrections from a room, a character or the tracks, and the victory walk once the game ends.
//! Their requests go through [`Table::request`].

use super::{Action, Message, Table};
use crate::gui::game::Game;
use crate::gui::nemesis::panels::corrections::{Corrections, Scope};
use crate::gui::nemesis::panels::room_actions::{self, RoomActions};
use crate::gui::nemesis::panels::victory::{self, Victory};
use crate::gui::nemesis::panels::{self, corrections};
use crate::gui::widgets::Ctx;
use crate::rules::Outcome;
use crate::rules::ids::{PlayerId, SlotId};
use iced::Element;

#[derive(Debug)]
pub enum Panel {
    Actions(RoomActions),
    Fix(Corrections),
    Victory(Box<Victory>),
}

/// A message for the open panel.
#[derive(Debug, Clone, PartialEq)]
pub enum PanelMessage {
    Actions(room_actions::Message),
    Fix(corrections::Message),
    Victory(victory::Message),
}

impl Panel {
    pub fn wants_room(&self) -> bool {
        match self {
            Panel::Actions(p) => p.wants_room(),
            Panel::Fix(p) => p.wants_room(),
            Panel::Victory(_) => false,
        }
    }

    /// The panel shows something one player alone may see (drawn over the whole window).
    pub fn is_private(&self) -> bool {
        matches!(self, Panel::Actions(p) if p.is_private())
    }

    pub fn is_victory(&self) -> bool {
        matches!(self, Panel::Victory(_))
    }

    /// Enter or Space, when the open panel has a use for it.
    pub fn confirm(&self, game: &Game) -> Option<PanelMessage> {
        match self {
            Panel::Actions(p) => p.confirm(game).map(PanelMessage::Actions),
            Panel::Victory(p) => p.confirm(game).map(PanelMessage::Victory),
            Panel::Fix(_) => None,
        }
    }

    /// A digit key: `None` when the panel takes no digits (they then choose a character),
    /// `Some(None)` when it takes them but this one means nothing here.
    pub fn digit(&self, n: u8, game: &Game) -> Option<Option<PanelMessage>> {
        match self {
            Panel::Actions(p) => Some(p.digit(n, game).map(PanelMessage::Actions)),
            Panel::Victory(p) => Some(p.digit(n, game).map(PanelMessage::Victory)),
            Panel::Fix(_) => None,
        }
    }

    pub fn view<'a>(&'a self, ctx: Ctx<'a>, table: &'a Table) -> Element<'a, Message> {
        let game = &table.game;
        match self {
            Panel::Actions(p) => p
                .view(ctx, game)
                .map(|m| Message::Panel(PanelMessage::Actions(m))),
            Panel::Fix(p) => p
                .view(ctx, game)
                .map(|m| Message::Panel(PanelMessage::Fix(m))),
            Panel::Victory(p) => p
                .view(ctx, game)
                .map(|m| Message::Panel(PanelMessage::Victory(m))),
        }
    }
}

impl Table {
    pub fn panel(&self) -> Option<&Panel> {
        self.panel.as_ref()
    }

    /// The panel beside the map on the page on screen: the victory check waits for the page
    /// that ends the game, as on the pages before it it would tell that the game ends, and how,
    /// early (issue 51).
    pub fn panel_on_screen(&self) -> Option<&Panel> {
        self.panel
            .as_ref()
            .filter(|p| !p.is_victory() || self.shown_state().ended.is_some())
    }

    pub(super) fn open_actions(&mut self, player: PlayerId) {
        if !self.panel.as_ref().is_some_and(Panel::is_victory) {
            let mut actions = RoomActions::new(player).with_hand(self.hand(player));
            actions.phone_connected = self.phones_connected().contains(&player);
            self.panel = Some(Panel::Actions(actions));
        }
    }

    pub(super) fn open_fix(&mut self, scope: Scope) {
        if self.panel.as_ref().is_some_and(Panel::is_victory) {
            return;
        }
        self.panel = Some(Panel::Fix(match scope {
            Scope::Slot(slot) => Corrections::for_slot(slot),
            Scope::Player(player) => Corrections::for_player(player),
            Scope::Tracks => Corrections::for_tracks(),
        }));
    }

    pub(super) fn close_panel(&mut self) {
        if !self.panel.as_ref().is_some_and(Panel::is_victory) {
            self.panel = None;
        }
    }

    /// A map tap a panel is waiting for (a room to pick); `false` when no panel wants one.
    pub(super) fn panel_tap(&mut self, slot: SlotId) -> Option<Action> {
        let wants = self.panel.as_ref().is_some_and(Panel::wants_room);
        if !wants {
            // with the corrections open, a tap corrects that room, anywhere on the map (the
            // table is the truth), and never starts a move
            if matches!(self.panel, Some(Panel::Fix(_))) {
                self.prompt = None;
                self.pointed = None;
                self.overlay.selected = Some(slot);
                self.open_fix(Scope::Slot(slot));
                return Some(Action::None);
            }
            return None;
        }
        let request = match self.panel.as_mut()? {
            Panel::Actions(p) => p.update(room_actions::Message::Slot(slot), &self.game),
            Panel::Fix(p) => p.update(corrections::Message::Slot(slot), &self.game),
            Panel::Victory(_) => return None,
        };
        Some(self.request(request))
    }

    pub(super) fn panel_message(&mut self, message: PanelMessage) -> Action {
        let Some(panel) = self.panel.as_mut() else {
            return Action::None;
        };
        let actions = matches!(panel, Panel::Actions(_));
        let victory = matches!(panel, Panel::Victory(_));
        let request = match (panel, message) {
            (Panel::Actions(p), PanelMessage::Actions(m)) => p.update(m, &self.game),
            (Panel::Fix(p), PanelMessage::Fix(m)) => p.update(m, &self.game),
            (Panel::Victory(p), PanelMessage::Victory(m)) => p.update(m, &self.game),
            // a message for a panel that has closed since
            _ => return Action::None,
        };
        if request == panels::Request::Close {
            self.panel = None;
        }
        if victory && request == panels::Request::None {
            // a reveal uncovered or moved past: the map shows the game as of it
            self.refresh();
        }
        let action = self.request(request);
        // a room action played closes the list: it invited a second one by mistake, and stayed
        // open over the Laboratory's weakness question (issue 39 items 13 and 17)
        if actions
            && matches!(action, Action::Played(_))
            && matches!(self.panel, Some(Panel::Actions(_)))
        {
            self.panel = None;
        }
        action
    }

    /// Keeps the victory walk in step with the game: opens it when the game ends, hands it the
    /// outcomes of every command (its own, the scanner's, a redo), closes it when an undo takes
    /// the ending back.
    /// `traced` is the game before each outcome and after the command, when it was traced: each
    /// reveal then shows the game as of itself.
    pub(super) fn panel_follows(&mut self, outcomes: &[Outcome], traced: victory::Traced<'_>) {
        let ended = self.game.state().ended.is_some();
        match &mut self.panel {
            Some(Panel::Victory(v)) if ended => v.follow(outcomes, traced),
            Some(Panel::Victory(_)) => self.panel = None,
            _ if ended => {
                self.panel = Some(Panel::Victory(Box::new(Victory::told(
                    &self.game, outcomes, traced,
                ))))
            }
            _ => {}
        }
    }
}
