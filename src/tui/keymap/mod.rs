//! Every key binding of every screen, with its help text: the one table that turns key presses
//! into actions and that the help overlay, the key-hint lines, the panel footers and the README
//! all read, so what a key does and what the screen says it does cannot drift apart.

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use super::action::Action;
use crate::tr;

mod table;

use table::{BOARD, HELP, NET_MENU, PATH, PICKER, PROMPT, QUESTION, REVIEW, SCORES, SETTINGS};

/// Which keys apply: the screen or field that has the keyboard.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Context {
    /// The game in play.
    Board,
    /// Stepping through a game.
    Review,
    Settings,
    /// The list of games to open.
    Picker,
    /// A text field: characters are text.
    Path,
    /// A yes/no question: anything but yes is no.
    Question,
    /// A move typed in the status line: characters are text.
    Prompt,
    /// The tallies of every kind of game.
    Scores,
    Help,
    /// The Network box: host or join; characters are text.
    NetMenu,
}

impl Context {
    pub const ALL: [Context; 10] = [
        Context::Board,
        Context::Review,
        Context::Settings,
        Context::Picker,
        Context::Path,
        Context::Question,
        Context::Prompt,
        Context::Scores,
        Context::Help,
        Context::NetMenu,
    ];
}

/// One key: a code, with or without Ctrl.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Key {
    pub code: KeyCode,
    pub ctrl: bool,
}

/// Keys that do one thing (or one pair of opposite things, like undo and redo) and the
/// catalogue ids that describe them.
#[derive(Debug)]
pub struct Binding {
    /// Each key with what it does, in the order the help lists them.
    pub keys: &'static [(Key, Action)],
    /// What the keys do, for the help overlay and the README.
    pub help: &'static str,
    /// The short word for the key-hint line, when the binding is offered there.
    pub hint: Option<&'static str>,
    /// How the hint line names the keys when not by the first key ("arrows").
    pub label: Option<&'static str>,
}

/// The bindings of a context, in the order the help lists them.
pub fn bindings(context: Context) -> &'static [Binding] {
    match context {
        Context::Board => BOARD,
        Context::Review => REVIEW,
        Context::Settings => SETTINGS,
        Context::Picker => PICKER,
        Context::Path => PATH,
        Context::Question => QUESTION,
        Context::Prompt => PROMPT,
        Context::Scores => SCORES,
        Context::Help => HELP,
        Context::NetMenu => NET_MENU,
    }
}

impl Key {
    fn matches(self, event: &KeyEvent) -> bool {
        let ctrl = event.modifiers.contains(KeyModifiers::CONTROL);
        if ctrl != self.ctrl {
            return false;
        }
        match (self.code, event.code) {
            // Terminals differ in the case they report with Ctrl.
            (KeyCode::Char(a), KeyCode::Char(b)) if ctrl => a.eq_ignore_ascii_case(&b),
            (a, b) => a == b,
        }
    }

    /// How the screen names the key: `←`, `Enter`, `Ctrl-S`, `q`.
    pub fn label(self, ascii: bool) -> String {
        let name = match self.code {
            KeyCode::Left if ascii => tr!("key-left-ascii"),
            KeyCode::Right if ascii => tr!("key-right-ascii"),
            KeyCode::Up if ascii => tr!("key-up-ascii"),
            KeyCode::Down if ascii => tr!("key-down-ascii"),
            KeyCode::Left => "←".to_string(),
            KeyCode::Right => "→".to_string(),
            KeyCode::Up => "↑".to_string(),
            KeyCode::Down => "↓".to_string(),
            KeyCode::Enter => tr!("key-enter"),
            KeyCode::Esc => tr!("key-esc"),
            KeyCode::Home => tr!("key-home"),
            KeyCode::End => tr!("key-end"),
            KeyCode::Backspace => tr!("key-backspace"),
            KeyCode::Tab => tr!("key-tab"),
            KeyCode::Delete => tr!("key-delete"),
            KeyCode::Char(' ') => tr!("key-space"),
            KeyCode::Char(c) if self.ctrl => c.to_ascii_uppercase().to_string(),
            KeyCode::Char(c) => c.to_string(),
            other => format!("{other}"),
        };
        match self.ctrl {
            true => tr!("key-ctrl", key = name),
            false => name,
        }
    }
}

impl Binding {
    /// Every key of the binding, named as the screen names them, once each; a letter bound in
    /// both cases is named once, as the help says.
    pub fn key_labels(&self, ascii: bool) -> Vec<String> {
        let mut labels: Vec<String> = Vec::new();
        for (key, _) in self.keys {
            let label = key.label(ascii);
            if !labels.iter().any(|l| l.eq_ignore_ascii_case(&label)) {
                labels.push(label);
            }
        }
        labels
    }

    /// The keys as the hint line names them: the group's name or the first key.
    pub fn short_label(&self, ascii: bool) -> String {
        match (self.label, self.keys.first()) {
            (Some(id), _) if ascii => crate::i18n::text(&format!("{id}-ascii"), &[]),
            (Some(id), _) => crate::i18n::text(id, &[]),
            (None, Some((key, _))) => key.label(ascii),
            (None, None) => String::new(),
        }
    }

    pub fn actions(&self) -> impl Iterator<Item = Action> + '_ {
        self.keys.iter().map(|&(_, action)| action)
    }
}

/// The action a key press asks for in `context`. In a text field any other character is typed;
/// in a question any other key means no.
pub fn action(context: Context, event: &KeyEvent) -> Option<Action> {
    let bound = bindings(context)
        .iter()
        .flat_map(|b| b.keys.iter())
        .find(|(key, _)| key.matches(event))
        .map(|&(_, action)| action);
    if bound.is_some() {
        return bound;
    }
    let ctrl = event.modifiers.contains(KeyModifiers::CONTROL);
    match (context, event.code) {
        (Context::Path | Context::Prompt | Context::NetMenu, KeyCode::Char(c)) if !ctrl => {
            Some(Action::Type(c))
        }
        // The board size can be typed in the settings panel.
        (Context::Settings, KeyCode::Char(c)) if c.is_ascii_digit() => Some(Action::Type(c)),
        (Context::Question, _) => Some(Action::No),
        _ => None,
    }
}

/// The first key bound to `action` in `context`, as the screen names it.
pub fn key_of(context: Context, action: Action, ascii: bool) -> String {
    bindings(context)
        .iter()
        .flat_map(|b| b.keys.iter())
        .find(|&&(_, a)| a == action)
        .map_or_else(String::new, |(key, _)| key.label(ascii))
}

/// The bindings of a context as a Markdown table (Key, What it does), in the language of this
/// thread: the README's key tables are this, checked by a test. `Ctrl-C` and `Ctrl-Z`, which
/// do the same everywhere, are listed with the board's keys only.
pub fn markdown(context: Context) -> String {
    let mut out = format!(
        "| {} | {} |\n| --- | --- |\n",
        tr!("readme-key"),
        tr!("readme-what")
    );
    let everywhere = |b: &&Binding| {
        let action = b.keys.first().map(|&(_, action)| action);
        matches!(action, Some(Action::ForceQuit | Action::Suspend))
    };
    for binding in bindings(context) {
        if context != Context::Board && everywhere(&binding) {
            continue;
        }
        let keys: Vec<String> = binding
            .key_labels(false)
            .iter()
            .map(|k| format!("`{k}`"))
            .collect();
        let what = crate::i18n::text(binding.help, &[]);
        out.push_str(&format!("| {} | {what} |\n", keys.join(" ")));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_key_is_bound_twice_in_one_context() {
        for context in Context::ALL {
            let keys: Vec<Key> = bindings(context)
                .iter()
                .flat_map(|b| b.keys.iter().map(|&(k, _)| k))
                .collect();
            for (i, k) in keys.iter().enumerate() {
                assert!(!keys[..i].contains(k), "{k:?} twice in {context:?}");
            }
        }
    }

    #[test]
    fn every_text_of_every_binding_is_in_the_catalogue() {
        use crate::i18n::{Lang, exists};
        for context in Context::ALL {
            for b in bindings(context) {
                let ids = [Some(b.help), b.hint, b.label, b.label.map(|_| "")];
                for id in ids.into_iter().flatten().filter(|id| !id.is_empty()) {
                    assert!(exists(Lang::En, id), "{id} of {context:?}");
                }
                if let Some(label) = b.label {
                    let ascii = format!("{label}-ascii");
                    assert!(exists(Lang::En, &ascii), "{ascii} of {context:?}");
                }
            }
        }
    }

    #[test]
    fn every_context_can_suspend() {
        for context in Context::ALL {
            let event = KeyEvent::new(KeyCode::Char('z'), KeyModifiers::CONTROL);
            assert_eq!(action(context, &event), Some(Action::Suspend));
        }
    }

    #[test]
    fn every_context_can_force_quit() {
        for context in Context::ALL {
            let event = KeyEvent::new(KeyCode::Char('c'), KeyModifiers::CONTROL);
            assert_eq!(action(context, &event), Some(Action::ForceQuit));
        }
    }
}
