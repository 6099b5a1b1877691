//! Terminal events to actions: the one table of key bindings. The app decides what an action
//! means on the screen it shows (an arrow moves the cursor on the board and the selection in
//! the settings panel).

use ratatui::crossterm::event::{
    Event, KeyCode, KeyEvent, KeyEventKind, KeyModifiers, MouseButton, MouseEventKind,
};

/// What the player asked for, independent of the key that asked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    Up,
    Down,
    Left,
    Right,
    /// Enter or Space: place a stone, or confirm in a panel.
    Select,
    /// A left click at a terminal cell (column, row).
    Click(u16, u16),
    Undo,
    Redo,
    NewGame,
    Settings,
    Help,
    Hint,
    /// Esc: close the open panel.
    Close,
    /// `q`: quit, after confirmation while a game is in progress.
    Quit,
    /// `y`: answers yes to a question.
    Yes,
    /// Ctrl-S: save the game as a new file.
    Save,
    /// Ctrl-O: the picker of saved games and samples.
    Open,
    /// `v`: step through the game (review mode).
    Review,
    /// `c` in review: play on from the position shown.
    Continue,
    /// Home / End: the first or last position of a review.
    First,
    Last,
    /// `/` or `p` in the picker: type a file's path.
    Path,
    /// A character typed into a text field.
    Type(char),
    /// Backspace in a text field.
    Backspace,
    /// Ctrl-C, or a signal: quit at once.
    ForceQuit,
    /// The terminal changed size (columns, rows).
    Resize(u16, u16),
}

/// The key bindings as the help overlay and the README list them. `s` opens the settings, so the
/// WASD "down" is the capital S.
pub const KEYS: &[(&str, &str)] = &[
    (
        "← ↑ → ↓  h j k l  W A S D",
        "move the cursor (lowercase s: settings)",
    ),
    ("Enter  Space  left click", "place a stone"),
    ("u / r", "undo / redo (vs computer: your move + reply)"),
    ("t", "hint: the computer's best move for you"),
    ("n", "new game with the same settings"),
    ("v", "review: step through the game and play on"),
    ("Ctrl-S", "save the game (a new file in the games folder)"),
    ("Ctrl-O", "open a saved game or a sample (/ types a path)"),
    ("s", "settings: board, rule, players, levels, time"),
    ("?", "this help"),
    ("Esc", "close a panel"),
    ("q", "quit (asks y/n while a game is in progress)"),
    ("Ctrl-C", "quit at once"),
];

/// The action for a terminal event, if any. Only key presses count (Windows also reports
/// releases and repeats as separate events).
pub fn action(event: &Event) -> Option<Action> {
    event_action(event, false)
}

/// `action`, or while a text field has the focus (`typing`), characters as typed.
pub fn event_action(event: &Event, typing: bool) -> Option<Action> {
    match event {
        Event::Key(key) if key.kind == KeyEventKind::Press && typing => text_action(key),
        Event::Key(key) if key.kind == KeyEventKind::Press => key_action(key),
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

fn key_action(key: &KeyEvent) -> Option<Action> {
    if key.modifiers.contains(KeyModifiers::CONTROL) {
        return match key.code {
            KeyCode::Char('c' | 'C') => Some(Action::ForceQuit),
            KeyCode::Char('s' | 'S') => Some(Action::Save),
            KeyCode::Char('o' | 'O') => Some(Action::Open),
            _ => None,
        };
    }
    let action = match key.code {
        KeyCode::Up | KeyCode::Char('k' | 'w' | 'W') => Action::Up,
        KeyCode::Down | KeyCode::Char('j' | 'S') => Action::Down,
        KeyCode::Left | KeyCode::Char('h' | 'a' | 'A') => Action::Left,
        KeyCode::Right | KeyCode::Char('l' | 'd' | 'D') => Action::Right,
        KeyCode::Enter | KeyCode::Char(' ') => Action::Select,
        KeyCode::Char('u') => Action::Undo,
        KeyCode::Char('r') => Action::Redo,
        KeyCode::Char('n') => Action::NewGame,
        KeyCode::Char('s') => Action::Settings,
        KeyCode::Char('?') => Action::Help,
        KeyCode::Char('t') => Action::Hint,
        KeyCode::Esc => Action::Close,
        KeyCode::Char('q') => Action::Quit,
        KeyCode::Char('y' | 'Y') => Action::Yes,
        KeyCode::Char('v') => Action::Review,
        KeyCode::Char('c') => Action::Continue,
        KeyCode::Home => Action::First,
        KeyCode::End => Action::Last,
        KeyCode::Char('/' | 'p') => Action::Path,
        _ => return None,
    };
    Some(action)
}

/// Keys in a text field: characters are text, Enter confirms, Esc leaves the field.
fn text_action(key: &KeyEvent) -> Option<Action> {
    if key.modifiers.contains(KeyModifiers::CONTROL) {
        return match key.code {
            KeyCode::Char('c' | 'C') => Some(Action::ForceQuit),
            _ => None,
        };
    }
    match key.code {
        KeyCode::Char(c) => Some(Action::Type(c)),
        KeyCode::Backspace => Some(Action::Backspace),
        KeyCode::Enter => Some(Action::Select),
        KeyCode::Esc => Some(Action::Close),
        KeyCode::Up => Some(Action::Up),
        KeyCode::Down => Some(Action::Down),
        _ => None,
    }
}
