//! The table itself: every context's bindings, in the order the help lists them.

use ratatui::crossterm::event::KeyCode;

use super::{Binding, Key};
use crate::tui::action::Action;

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

pub(super) const BOARD: &[Binding] = &[
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
    bind(&[(ch('e'), Action::Analyse)], "help-analyse"),
    hinted(
        &[(ch(':'), Action::Prompt), (ch('g'), Action::Prompt)],
        "help-prompt",
        "hint-prompt",
    ),
    bind(&[(ch('m'), Action::Network)], "help-network"),
    hinted(&[(ch('c'), Action::Chat)], "help-chat", "hint-chat"),
    hinted(
        &[(ch('o'), Action::OfferDraw)],
        "help-offer-draw",
        "hint-offer-draw",
    ),
    hinted(&[(ch('x'), Action::Resign)], "help-resign", "hint-resign"),
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

pub(super) const REVIEW: &[Binding] = &[
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
    hinted(
        &[(ch('e'), Action::Analyse)],
        "help-analyse",
        "hint-analyse",
    ),
    hinted(&[(ch('g'), Action::Judge)], "help-judge", "hint-judge"),
    bind(
        &[(ch('['), Action::PreviousMark), (ch(']'), Action::NextMark)],
        "help-marks",
    ),
    hinted(
        &[(ch(':'), Action::Prompt)],
        "help-review-play",
        "hint-review-play",
    ),
    hinted(
        &[(ch('>'), Action::Variation)],
        "help-review-variation",
        "hint-review-variation",
    ),
    hinted(
        &[(ch('<'), Action::ParentLine)],
        "help-review-parent-line",
        "hint-review-parent-line",
    ),
    hinted(
        &[
            (ch('x'), Action::RemoveVariation),
            (DELETE, Action::RemoveVariation),
        ],
        "help-review-remove",
        "hint-review-remove",
    ),
    hinted(
        &[(ch('m'), Action::MainLine)],
        "help-review-main-line",
        "hint-review-main-line",
    ),
    bind(
        &[
            (ch('1'), Action::PlayLine(0)),
            (ch('2'), Action::PlayLine(1)),
            (ch('3'), Action::PlayLine(2)),
        ],
        "help-review-play-line",
    ),
    bind(&[(ctrl('s'), Action::Save)], "help-save"),
    bind(&[(ctrl('o'), Action::Open)], "help-open"),
    hinted(&[(ch('?'), Action::Help)], "help-help", "hint-help"),
    bind(&[(ch('q'), Action::Quit)], "help-quit"),
    bind(&[(ctrl('c'), Action::ForceQuit)], "help-force-quit"),
    bind(&[(ctrl('z'), Action::Suspend)], "help-suspend"),
];

pub(super) const SETTINGS: &[Binding] = &[
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

pub(super) const PICKER: &[Binding] = &[
    Binding {
        keys: VERTICAL,
        help: "help-picker-choose",
        hint: Some("hint-choose"),
        label: Some("keys-up-down"),
    },
    hinted(&[(ENTER, Action::Select)], "help-picker-open", "hint-open"),
    // Typed right after Enter, before the question it answers has shown.
    bind(
        &[(ch('y'), Action::Yes), (ch('Y'), Action::Yes)],
        "help-picker-yes",
    ),
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

pub(super) const PATH: &[Binding] = &[
    hinted(&[(ENTER, Action::Select)], "help-path-open", "hint-open"),
    hinted(
        &[(TAB, Action::Complete)],
        "help-path-complete",
        "hint-complete",
    ),
    bind(&[(BACKSPACE, Action::Backspace)], "help-path-erase"),
    hinted(&[(ESC, Action::Close)], "help-path-back", "hint-back"),
    bind(&[(ctrl('c'), Action::ForceQuit)], "help-force-quit"),
    bind(&[(ctrl('z'), Action::Suspend)], "help-suspend"),
];

pub(super) const PROMPT: &[Binding] = &[
    hinted(&[(ENTER, Action::Select)], "help-prompt-play", "hint-place"),
    bind(&[(BACKSPACE, Action::Backspace)], "help-path-erase"),
    hinted(&[(ESC, Action::Close)], "help-prompt-cancel", "hint-cancel"),
    bind(&[(ctrl('c'), Action::ForceQuit)], "help-force-quit"),
    bind(&[(ctrl('z'), Action::Suspend)], "help-suspend"),
];

pub(super) const SCORES: &[Binding] = &[
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

pub(super) const QUESTION: &[Binding] = &[
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

pub(super) const HELP: &[Binding] = &[
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

pub(super) const NET_MENU: &[Binding] = &[
    Binding {
        keys: &[(UP, Action::Up), (DOWN, Action::Down), (TAB, Action::Down)],
        help: "help-net-menu-choose",
        hint: Some("hint-choose"),
        label: Some("keys-up-down"),
    },
    hinted(
        &[(ENTER, Action::Select)],
        "help-net-menu-enter",
        "hint-net-menu-enter",
    ),
    bind(&[(BACKSPACE, Action::Backspace)], "help-path-erase"),
    hinted(&[(ESC, Action::Close)], "help-net-menu-close", "hint-close"),
    bind(&[(ctrl('c'), Action::ForceQuit)], "help-force-quit"),
    bind(&[(ctrl('z'), Action::Suspend)], "help-suspend"),
];
