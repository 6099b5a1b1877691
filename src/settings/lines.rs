//! The settings panel's lines: for each setting, its label, when it is shown, its value in
//! words and what ←/→ do to it — one row each in `LINES`. The panel (in the terminal front end)
//! only reads this table; a new setting is a new row here beside its field in its group.

use std::time::Duration;

use super::{BoardStyle, Language, Mode, Settings, ThemeName};
use crate::ai::Level;
use crate::model::{
    ForbiddenPolicy, MAX_SIDE, MIN_SIDE, Opening, Rule, Stone, TimeControl, WIN_RANGE,
};
use crate::tr;

/// Board presets: catalogue id of the name, rows, columns, win length.
pub const PRESETS: [(&str, usize, usize, usize); 5] = [
    ("preset-tic-tac-toe", 3, 3, 3),
    ("preset-5x5", 5, 5, 3),
    ("preset-10x10", 10, 10, 5),
    ("preset-gomoku", 15, 15, 5),
    ("preset-19x19", 19, 19, 5),
];

/// Clocks offered: none, blitz to classical, two byo-yomi.
const CLOCKS: [TimeControl; 7] = {
    const fn minutes(m: u64) -> Duration {
        Duration::from_secs(m * 60)
    }
    [
        TimeControl::Untimed,
        TimeControl::Fischer {
            main: minutes(3),
            increment: Duration::from_secs(2),
        },
        TimeControl::Fischer {
            main: minutes(5),
            increment: Duration::from_secs(3),
        },
        TimeControl::Fischer {
            main: minutes(10),
            increment: Duration::from_secs(5),
        },
        TimeControl::Fischer {
            main: minutes(30),
            increment: Duration::from_secs(10),
        },
        TimeControl::ByoYomi {
            main: minutes(5),
            period: Duration::from_secs(30),
            periods: 3,
        },
        TimeControl::ByoYomi {
            main: minutes(10),
            period: Duration::from_secs(30),
            periods: 5,
        },
    ]
};

/// Thinking times offered, in milliseconds.
const TIMES_MS: [u64; 9] = [100, 250, 500, 1000, 2000, 3000, 5000, 10_000, 30_000];

/// A line of the settings panel.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Field {
    Preset,
    /// Both sides at once: a square board, or a rectangle grown or shrunk as a whole.
    Size,
    /// The columns alone, for rectangular boards.
    Cols,
    Win,
    Rule,
    /// Under Renju: black's forbidden moves refused or lost.
    Forbidden,
    Opening,
    Mode,
    Human,
    /// The computer's level against a human (both colours kept equal).
    Level,
    LevelBlack,
    LevelWhite,
    Time,
    Theme,
    /// Cells or the grid of intersections.
    BoardStyle,
    /// Move numbers on the stones.
    MoveNumbers,
    /// The terminal's bell when the computer moves and a game ends.
    Bell,
    /// The computer thinking on the player's time.
    Ponder,
    /// The interface's language, named in both languages so either reader finds it.
    Lang,
    /// The players' clocks.
    Clock,
    /// The last line: apply the settings.
    Apply,
}

/// How the panel shows and changes one setting.
pub struct PanelLine {
    pub field: Field,
    /// The catalogue id of its label.
    pub label: &'static str,
    /// Whether the panel shows it for these settings.
    pub shown: fn(&Settings) -> bool,
    /// Its value in words.
    pub value: fn(&Settings) -> String,
    /// One step to the right (`1`) or to the left (`-1`).
    pub change: fn(&mut Settings, isize),
}

/// Every setting's line, in the panel's order.
pub const LINES: &[PanelLine] = &[
    PanelLine {
        field: Field::Preset,
        label: "field-preset",
        shown: always,
        value: |s| tr!(preset(s).map_or("preset-custom", |i| PRESETS[i].0)),
        change: change_preset,
    },
    PanelLine {
        field: Field::Size,
        label: "field-size",
        shown: always,
        value: |s| tr!("value-size", cols = s.board.cols, rows = s.board.rows),
        change: change_size,
    },
    PanelLine {
        field: Field::Cols,
        label: "field-cols",
        shown: always,
        value: |s| s.board.cols.to_string(),
        change: |s, delta| {
            s.board.cols = step(s.board.cols, delta, MIN_SIDE, MAX_SIDE);
            fit_win(s);
        },
    },
    PanelLine {
        field: Field::Win,
        label: "field-win",
        shown: always,
        value: |s| s.board.win.to_string(),
        change: |s, delta| {
            let (low, high) = (*WIN_RANGE.start(), *WIN_RANGE.end());
            s.board.win = step(s.board.win, delta, low, high);
        },
    },
    PanelLine {
        field: Field::Rule,
        label: "field-rule",
        shown: always,
        value: |s| s.board.rule.name(),
        change: |s, delta| {
            let b = &mut s.board;
            b.rule = cycle(Rule::ALL, b.rule, delta);
            // Renju is five in a row only; a board too small for it is refused on apply.
            b.win = b.rule.fixed_win_length().unwrap_or(b.win);
        },
    },
    PanelLine {
        field: Field::Forbidden,
        label: "field-forbidden",
        // The forbidden-move policy means something only under Renju.
        shown: |s| s.board.rule == Rule::Renju,
        value: |s| match s.board.forbidden {
            ForbiddenPolicy::Refuse => tr!("value-forbidden-refuse"),
            ForbiddenPolicy::Loses => tr!("value-forbidden-loses"),
        },
        change: |s, delta| {
            s.board.forbidden = cycle(ForbiddenPolicy::ALL, s.board.forbidden, delta);
        },
    },
    PanelLine {
        field: Field::Opening,
        label: "field-opening",
        shown: always,
        value: |s| s.board.opening.name(),
        change: |s, delta| s.board.opening = cycle(Opening::ALL, s.board.opening, delta),
    },
    PanelLine {
        field: Field::Mode,
        label: "field-mode",
        shown: always,
        value: |s| s.players.mode.name(),
        change: |s, delta| s.players.mode = cycle(Mode::ALL, s.players.mode, delta),
    },
    PanelLine {
        field: Field::Human,
        label: "field-human",
        shown: against_a_human,
        // In a swap opening the colours are chosen: the player opens or chooses.
        value: |s| match (s.players.human, s.board.opening.is_swap()) {
            (Stone::Black, false) => tr!("value-human-black"),
            (Stone::White, false) => tr!("value-human-white"),
            (Stone::Black, true) => tr!("value-human-first"),
            (Stone::White, true) => tr!("value-human-second"),
        },
        change: |s, _| s.players.human = s.players.human.opponent(),
    },
    PanelLine {
        field: Field::Level,
        label: "field-level",
        shown: against_a_human,
        value: |s| s.level(s.players.human.opponent()).name(),
        change: |s, delta| {
            let level = cycle(Level::ALL, s.level(s.players.human.opponent()), delta);
            (s.computer.level_black, s.computer.level_white) = (level, level);
        },
    },
    PanelLine {
        field: Field::Ponder,
        label: "field-ponder",
        shown: against_a_human,
        value: |s| on_off(s.computer.ponder),
        change: |s, _| s.computer.ponder = !s.computer.ponder,
    },
    PanelLine {
        field: Field::LevelBlack,
        label: "field-level-black",
        shown: between_computers,
        value: |s| s.computer.level_black.name(),
        change: |s, delta| {
            s.computer.level_black = cycle(Level::ALL, s.computer.level_black, delta);
        },
    },
    PanelLine {
        field: Field::LevelWhite,
        label: "field-level-white",
        shown: between_computers,
        value: |s| s.computer.level_white.name(),
        change: |s, delta| {
            s.computer.level_white = cycle(Level::ALL, s.computer.level_white, delta);
        },
    },
    PanelLine {
        field: Field::Time,
        label: "field-time",
        shown: always,
        value: |s| {
            let time = Duration::from_millis(s.computer.time_ms);
            tr!("value-time-seconds", seconds = seconds(time))
        },
        change: change_time,
    },
    PanelLine {
        field: Field::Theme,
        label: "field-theme",
        shown: always,
        value: |s| s.looks.theme.name(),
        change: |s, delta| s.looks.theme = cycle(ThemeName::ALL, s.looks.theme, delta),
    },
    PanelLine {
        field: Field::BoardStyle,
        label: "field-board-style",
        // Cells fit the usual terminal up to 9x9; larger boards are drawn as the grid.
        shown: |s| s.board.rows.max(s.board.cols) <= 9,
        value: |s| s.looks.board_style.name(),
        change: |s, delta| {
            s.looks.board_style = cycle(BoardStyle::ALL, s.looks.board_style, delta);
        },
    },
    PanelLine {
        field: Field::MoveNumbers,
        label: "field-move-numbers",
        shown: always,
        value: |s| on_off(s.looks.move_numbers),
        change: |s, _| s.looks.move_numbers = !s.looks.move_numbers,
    },
    PanelLine {
        field: Field::Bell,
        label: "field-bell",
        shown: always,
        value: |s| on_off(s.looks.bell),
        change: |s, _| s.looks.bell = !s.looks.bell,
    },
    PanelLine {
        field: Field::Lang,
        label: "field-lang",
        shown: always,
        value: |s| s.looks.lang.name(),
        change: |s, delta| s.looks.lang = cycle(Language::ALL, s.looks.lang, delta),
    },
    PanelLine {
        field: Field::Clock,
        label: "field-clock",
        shown: always,
        value: |s| s.board.clock.name(),
        change: |s, delta| s.board.clock = cycle(&CLOCKS, s.board.clock, delta),
    },
];

impl Field {
    /// This field's line, `None` for `Apply`.
    pub fn line(self) -> Option<&'static PanelLine> {
        LINES.iter().find(|line| line.field == self)
    }

    pub fn label(self) -> String {
        tr!(self.line().map_or("field-apply", |line| line.label))
    }
}

/// The panel's lines for `settings`: the settings shown for them, then `Apply`.
pub fn fields(settings: &Settings) -> Vec<Field> {
    let shown = LINES.iter().filter(|line| (line.shown)(settings));
    shown.map(|line| line.field).chain([Field::Apply]).collect()
}

/// The preset the board is, if any.
pub fn preset(s: &Settings) -> Option<usize> {
    let b = &s.board;
    PRESETS
        .iter()
        .position(|&(_, r, c, k)| (r, c, k) == (b.rows, b.cols, b.win))
}

/// A win length longer than the board shrinks to fit it.
pub fn fit_win(s: &mut Settings) {
    let b = &mut s.board;
    b.win = b.win.min(b.rows.max(b.cols)).max(*WIN_RANGE.start());
}

/// `0.4`, `1`, `1.5`: seconds as the screen shows them.
pub fn seconds(wait: Duration) -> String {
    let tenths = wait.as_millis().div_ceil(100);
    match tenths % 10 {
        0 => format!("{}", tenths / 10),
        t => format!("{}.{t}", tenths / 10),
    }
}

fn always(_: &Settings) -> bool {
    true
}

fn against_a_human(s: &Settings) -> bool {
    s.players.mode == Mode::Pvc
}

fn between_computers(s: &Settings) -> bool {
    s.players.mode == Mode::Cvc
}

fn change_preset(s: &mut Settings, delta: isize) {
    let n = PRESETS.len() as isize;
    let i = match (preset(s), delta > 0) {
        (Some(i), _) => (i as isize + delta).rem_euclid(n),
        (None, true) => 0,
        (None, false) => n - 1,
    };
    let (_, rows, cols, win) = PRESETS[i as usize];
    let b = &mut s.board;
    (b.rows, b.cols, b.win) = (rows, cols, win);
    // A preset never keeps a rule it does not allow (Renju is five in a row).
    if b.rule.fixed_win_length().is_some_and(|k| k != win) {
        b.rule = Rule::Freestyle;
    }
}

fn change_size(s: &mut Settings, delta: isize) {
    let b = &mut s.board;
    // A rectangle keeps its shape while it grows or shrinks.
    let (rows, cols) = (
        step(b.rows, delta, MIN_SIDE, MAX_SIDE),
        step(b.cols, delta, MIN_SIDE, MAX_SIDE),
    );
    if rows != b.rows && cols != b.cols || b.rows == b.cols {
        (b.rows, b.cols) = (rows, cols);
    }
    fit_win(s);
}

fn change_time(s: &mut Settings, delta: isize) {
    let time = &mut s.computer.time_ms;
    let (first, last) = (TIMES_MS[0], TIMES_MS[TIMES_MS.len() - 1]);
    *time = if delta > 0 {
        TIMES_MS.into_iter().find(|&t| t > *time).unwrap_or(last)
    } else {
        TIMES_MS
            .into_iter()
            .rev()
            .find(|&t| t < *time)
            .unwrap_or(first)
    };
}

/// The item after `current` in `all`, `delta` steps on, wrapping around.
fn cycle<T: Copy + PartialEq>(all: &[T], current: T, delta: isize) -> T {
    let i = all.iter().position(|&x| x == current).unwrap_or(0) as isize;
    let n = all.len() as isize;
    all[(i + delta).rem_euclid(n) as usize]
}

fn step(value: usize, delta: isize, low: usize, high: usize) -> usize {
    value.saturating_add_signed(delta).clamp(low, high)
}

fn on_off(on: bool) -> String {
    match on {
        true => tr!("value-on"),
        false => tr!("value-off"),
    }
}
