//! Terminal events to actions, through the key map of the context that has the keyboard.

use ratatui::crossterm::event::{Event, KeyEventKind, KeyModifiers, MouseButton, MouseEventKind};

use super::action::Action;
use super::keymap::{self, Context};

/// The action for a terminal event in `context`, if any. Only key presses count (Windows also
/// reports releases and repeats as separate events).
pub fn event_action(event: &Event, context: Context) -> Option<Action> {
    match event {
        Event::Key(key) if key.kind == KeyEventKind::Press => keymap::action(context, key),
        Event::Mouse(mouse) => match mouse.kind {
            MouseEventKind::Down(MouseButton::Left) => Some(Action::Click(mouse.column, mouse.row)),
            _ => None,
        },
        Event::Resize(cols, rows) => Some(Action::Resize(*cols, *rows)),
        _ => None,
    }
}

/// Whether a key press came with Alt. Terminals send Alt+key as Esc followed by the key, so
/// Esc pressed quickly before a key arrives this way too; nothing here is bound to Alt, so it is
/// read as what the player most likely typed: Esc (`Close`), then the key itself.
pub fn escape_prefixed(event: &Event) -> bool {
    matches!(event, Event::Key(key) if key.kind == KeyEventKind::Press
        && key.modifiers.contains(KeyModifiers::ALT)
        && !key.modifiers.contains(KeyModifiers::CONTROL))
}
