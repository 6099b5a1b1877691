//! Every key binding of every screen, with its help text: the one table that turns key presses
//! into actions and that the help overlay, the key-hint lines, the panel footers and the README
//! all read, so what a key does and what the screen says it does cannot drift apart.

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use super::action::Action;
use crate::tr;

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
}

impl Context {
    pub const ALL: [Context; 9] = [
        Context::Board,
        Context::Review,
        Context::Settings,
        Context::Picker,
        Context::Path,
        Context::Question,
        Context::Prompt,
        Context::Scores,
        Context::Help,
    ];
}

/// One key: a code, with or without Ctrl.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Key {
    pub code: KeyCode,
    pub ctrl: bool,
}

const fn key(code: KeyCode) -> Key {
    Key { code, ctrl: false }
}

const fn ch(c: char) -> Key {
    key(KeyCode::Char(c))
}

const fn ctrl(c: char) -> Key {
    Key {
        code: KeyCode::Char(c),
        ctrl: true,
    }
}

const UP: Key = key(KeyCode::Up);
const DOWN: Key = key(KeyCode::Down);
const LEFT: Key = key(KeyCode::Left);
const RIGHT: Key = key(KeyCode::Right);
const ENTER: Key = key(KeyCode::Enter);
const SPACE: Key = ch(' ');
const ESC: Key = key(KeyCode::Esc);
const HOME: Key = key(KeyCode::Home);
const END: Key = key(KeyCode::End);
const BACKSPACE: Key = key(KeyCode::Backspace);
const TAB: Key = key(KeyCode::Tab);
const DELETE: Key = key(KeyCode::Delete);

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

const fn bind(keys: &'static [(Key, Action)], help: &'static str) -> Binding {
    Binding {
        keys,
        help,
        hint: None,
        label: None,
    }
}

const fn hinted(keys: &'static [(Key, Action)], help: &'static str, hint: &'static str) -> Binding {
    Binding {
        keys,
        help,
        hint: Some(hint),
        label: None,
    }
}

const CURSOR: &[(Key, Action)] = &[
    (LEFT, Action::Left),
    (UP, Action::Up),
    (RIGHT, Action::Right),
    (DOWN, Action::Down),
    (ch('h'), Action::Left),
    (ch('j'), Action::Down),
    (ch('k'), Action::Up),
    (ch('l'), Action::Right),
    (ch('W'), Action::Up),
    (ch('A'), Action::Left),
    (ch('S'), Action::Down),
    (ch('D'), Action::Right),
    // Lowercase WASD too, but for `s`, which opens the settings.
    (ch('w'), Action::Up),
    (ch('a'), Action::Left),
    (ch('d'), Action::Right),
];

/// The cursor keys that go up and down, for lists.
const VERTICAL: &[(Key, Action)] = &[
    (UP, Action::Up),
    (DOWN, Action::Down),
    (ch('k'), Action::Up),
    (ch('j'), Action::Down),
    (ch('W'), Action::Up),
    (ch('S'), Action::Down),
    (ch('w'), Action::Up),
];

/// The cursor keys that go left and right, for values.
const HORIZONTAL: &[(Key, Action)] = &[
    (LEFT, Action::Left),
    (RIGHT, Action::Right),
    (ch('h'), Action::Left),
    (ch('l'), Action::Right),
    (ch('A'), Action::Left),
    (ch('D'), Action::Right),
    (ch('a'), Action::Left),
    (ch('d'), Action::Right),
];

const BOARD: &[Binding] = &[
    Binding {
        keys: CURSOR,
        help: "help-move",
        hint: Some("hint-move"),
        label: Some("keys-arrows"),
    },
    hinted(
        &[(ENTER, Action::Select), (SPACE, Action::Select)],
        "help-place",
        "hint-place",
    ),
    hinted(
        &[(ch('u'), Action::Undo), (ch('r'), Action::Redo)],
        "help-undo",
        "hint-undo",
    ),
    hinted(&[(ch('t'), Action::Hint)], "help-hint", "hint-hint"),
    hinted(
        &[(ch(':'), Action::Prompt), (ch('g'), Action::Prompt)],
        "help-prompt",
        "hint-prompt",
    ),
    bind(&[(ch('b'), Action::TakeBlack)], "help-take-black"),
    bind(&[(ch('2'), Action::PlaceTwo)], "help-place-two"),
    hinted(&[(ch('p'), Action::Pause)], "help-pause", "hint-pause"),
    hinted(&[(ch('.'), Action::Step)], "help-step", "hint-step"),
    Binding {
        keys: &[
            (ch('+'), Action::LongerWait),
            (ch('='), Action::LongerWait),
            (ch('-'), Action::ShorterWait),
        ],
        help: "help-speed",
        hint: Some("hint-speed"),
        label: Some("keys-plus-minus"),
    },
    hinted(
        &[(ch('n'), Action::NewGame)],
        "help-new-game",
        "hint-new-game",
    ),
    hinted(&[(ch('v'), Action::Review)], "help-review", "hint-review"),
    bind(&[(ctrl('s'), Action::Save)], "help-save"),
    bind(&[(ctrl('o'), Action::Open)], "help-open"),
    hinted(&[(TAB, Action::Scores)], "help-scores", "hint-scores"),
    hinted(
        &[(ch('s'), Action::Settings)],
        "help-settings",
        "hint-settings",
    ),
    hinted(&[(ch('?'), Action::Help)], "help-help", "hint-help"),
    bind(&[(ESC, Action::Close)], "help-close"),
    hinted(&[(ch('q'), Action::Quit)], "help-quit", "hint-quit"),
    bind(&[(ctrl('c'), Action::ForceQuit)], "help-force-quit"),
    bind(&[(ctrl('z'), Action::Suspend)], "help-suspend"),
];

const REVIEW: &[Binding] = &[
    Binding {
        keys: CURSOR,
        help: "help-review-step",
        hint: Some("hint-review-step"),
        label: Some("keys-left-right"),
    },
    Binding {
        keys: &[(HOME, Action::First), (END, Action::Last)],
        help: "help-review-ends",
        hint: Some("hint-review-ends"),
        label: Some("keys-home-end"),
    },
    Binding {
        keys: &[(ENTER, Action::Select), (ch('c'), Action::Continue)],
        help: "help-review-play-on",
        hint: Some("hint-review-play-on"),
        label: Some("keys-enter-c"),
    },
    hinted(
        &[(ESC, Action::Close), (ch('v'), Action::Review)],
        "help-review-leave",
        "hint-review-leave",
    ),
    bind(&[(ctrl('s'), Action::Save)], "help-save"),
    bind(&[(ctrl('o'), Action::Open)], "help-open"),
    hinted(&[(ch('?'), Action::Help)], "help-help", "hint-help"),
    bind(&[(ch('q'), Action::Quit)], "help-quit"),
    bind(&[(ctrl('c'), Action::ForceQuit)], "help-force-quit"),
    bind(&[(ctrl('z'), Action::Suspend)], "help-suspend"),
];

const SETTINGS: &[Binding] = &[
    Binding {
        keys: VERTICAL,
        help: "help-settings-choose",
        hint: Some("hint-choose"),
        label: Some("keys-up-down"),
    },
    Binding {
        keys: HORIZONTAL,
        help: "help-settings-change",
        hint: Some("hint-change"),
        label: Some("keys-left-right"),
    },
    hinted(
        &[(ENTER, Action::Select)],
        "help-settings-apply",
        "hint-apply",
    ),
    hinted(
        &[(ESC, Action::Close), (ch('s'), Action::Settings)],
        "help-settings-cancel",
        "hint-cancel",
    ),
    bind(&[(ctrl('c'), Action::ForceQuit)], "help-force-quit"),
    bind(&[(ctrl('z'), Action::Suspend)], "help-suspend"),
];

const PICKER: &[Binding] = &[
    Binding {
        keys: VERTICAL,
        help: "help-picker-choose",
        hint: Some("hint-choose"),
        label: Some("keys-up-down"),
    },
    hinted(&[(ENTER, Action::Select)], "help-picker-open", "hint-open"),
    hinted(
        &[(ch('/'), Action::Path), (ch('p'), Action::Path)],
        "help-picker-path",
        "hint-path",
    ),
    hinted(
        &[(ESC, Action::Close), (ctrl('o'), Action::Open)],
        "help-picker-close",
        "hint-close",
    ),
    bind(&[(ctrl('c'), Action::ForceQuit)], "help-force-quit"),
    bind(&[(ctrl('z'), Action::Suspend)], "help-suspend"),
];

const PATH: &[Binding] = &[
    hinted(&[(ENTER, Action::Select)], "help-path-open", "hint-open"),
    bind(&[(BACKSPACE, Action::Backspace)], "help-path-erase"),
    hinted(&[(ESC, Action::Close)], "help-path-back", "hint-back"),
    bind(&[(ctrl('c'), Action::ForceQuit)], "help-force-quit"),
    bind(&[(ctrl('z'), Action::Suspend)], "help-suspend"),
];

const PROMPT: &[Binding] = &[
    hinted(&[(ENTER, Action::Select)], "help-prompt-play", "hint-place"),
    bind(&[(BACKSPACE, Action::Backspace)], "help-path-erase"),
    hinted(&[(ESC, Action::Close)], "help-prompt-cancel", "hint-cancel"),
    bind(&[(ctrl('c'), Action::ForceQuit)], "help-force-quit"),
    bind(&[(ctrl('z'), Action::Suspend)], "help-suspend"),
];

const SCORES: &[Binding] = &[
    Binding {
        keys: VERTICAL,
        help: "help-scores-choose",
        hint: Some("hint-choose"),
        label: Some("keys-up-down"),
    },
    hinted(
        &[(ch('x'), Action::Reset), (DELETE, Action::Reset)],
        "help-scores-reset",
        "hint-reset",
    ),
    hinted(
        &[(ch('X'), Action::ResetAll)],
        "help-scores-reset-all",
        "hint-reset-all",
    ),
    hinted(
        &[(ESC, Action::Close), (TAB, Action::Scores)],
        "help-scores-close",
        "hint-close",
    ),
    bind(&[(ctrl('c'), Action::ForceQuit)], "help-force-quit"),
    bind(&[(ctrl('z'), Action::Suspend)], "help-suspend"),
];

const QUESTION: &[Binding] = &[
    hinted(
        &[
            (ch('y'), Action::Yes),
            (ch('Y'), Action::Yes),
            (ENTER, Action::Yes),
        ],
        "help-question-yes",
        "hint-yes",
    ),
    hinted(
        &[
            (ch('n'), Action::No),
            (ch('N'), Action::No),
            (ESC, Action::No),
        ],
        "help-question-no",
        "hint-no",
    ),
    bind(&[(ctrl('c'), Action::ForceQuit)], "help-force-quit"),
    bind(&[(ctrl('z'), Action::Suspend)], "help-suspend"),
];

const HELP: &[Binding] = &[
    Binding {
        keys: VERTICAL,
        help: "help-help-scroll",
        hint: Some("hint-scroll"),
        label: Some("keys-up-down"),
    },
    hinted(
        &[
            (ESC, Action::Close),
            (ENTER, Action::Close),
            (ch('?'), Action::Close),
        ],
        "help-help-close",
        "hint-close",
    ),
    bind(&[(ctrl('c'), Action::ForceQuit)], "help-force-quit"),
    bind(&[(ctrl('z'), Action::Suspend)], "help-suspend"),
];

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
        (Context::Path | Context::Prompt, KeyCode::Char(c)) if !ctrl => Some(Action::Type(c)),
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
/// thread: the README's key tables are this, checked by a test.
pub fn markdown(context: Context) -> String {
    let mut out = format!(
        "| {} | {} |\n| --- | --- |\n",
        tr!("readme-key"),
        tr!("readme-what")
    );
    for binding in bindings(context) {
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
