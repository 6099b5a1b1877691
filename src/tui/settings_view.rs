//! The settings panel: a draft of the settings the player edits with the arrows, applied as a
//! whole (which starts a new game) only when it describes a possible game.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Clear, Paragraph, Widget, Wrap};

use super::layout::centered;
use super::theme::{self, Glyphs};
use crate::ai::Level;
use crate::model::{ForbiddenPolicy, MAX_SIDE, MIN_SIDE, Opening, Rule, Stone, WIN_RANGE};
use crate::settings::{Mode, Settings};

/// Board presets: name, rows, columns, win length.
pub const PRESETS: [(&str, usize, usize, usize); 5] = [
    ("tic-tac-toe 3x3, 3 to win", 3, 3, 3),
    ("5x5, 3 to win", 5, 5, 3),
    ("10x10, 5 to win", 10, 10, 5),
    ("gomoku 15x15, 5 to win", 15, 15, 5),
    ("19x19, 5 to win", 19, 19, 5),
];

/// Thinking times offered, in milliseconds.
const TIMES_MS: [u64; 9] = [100, 250, 500, 1000, 2000, 3000, 5000, 10_000, 30_000];

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Field {
    Preset,
    Rows,
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
    Ascii,
    Apply,
}

impl Field {
    fn label(self) -> &'static str {
        match self {
            Field::Preset => "Preset",
            Field::Rows => "Rows",
            Field::Cols => "Columns",
            Field::Win => "In a row to win",
            Field::Rule => "Rule",
            Field::Forbidden => "Black's forbidden move",
            Field::Opening => "Opening",
            Field::Mode => "Players",
            Field::Human => "You play",
            Field::Level => "Computer level",
            Field::LevelBlack => "Black computer level",
            Field::LevelWhite => "White computer level",
            Field::Time => "Time per move",
            Field::Ascii => "ASCII board",
            Field::Apply => "Apply (new game)",
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SettingsPanel {
    pub draft: Settings,
    pub selected: usize,
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

impl SettingsPanel {
    pub fn new(settings: &Settings) -> SettingsPanel {
        SettingsPanel {
            draft: settings.clone(),
            selected: 0,
        }
    }

    /// The fields shown for the draft's mode.
    pub fn fields(&self) -> Vec<Field> {
        let mut fields = vec![
            Field::Preset,
            Field::Rows,
            Field::Cols,
            Field::Win,
            Field::Rule,
        ];
        // The forbidden-move policy means something only under Renju.
        if self.draft.rule == Rule::Renju {
            fields.push(Field::Forbidden);
        }
        fields.extend([Field::Opening, Field::Mode]);
        match self.draft.mode {
            Mode::Pvp => {}
            Mode::Pvc => fields.extend([Field::Human, Field::Level]),
            Mode::Cvc => fields.extend([Field::LevelBlack, Field::LevelWhite]),
        }
        fields.extend([Field::Time, Field::Ascii, Field::Apply]);
        fields
    }

    pub fn field(&self) -> Field {
        let fields = self.fields();
        fields[self.selected.min(fields.len() - 1)]
    }

    pub fn select(&mut self, delta: isize) {
        let n = self.fields().len() as isize;
        self.selected = (self.selected as isize + delta).rem_euclid(n) as usize;
    }

    /// The draft as settings, or why it cannot be applied.
    pub fn validate(&self) -> Result<Settings, String> {
        self.draft
            .rules()
            .map(|_| self.draft.clone())
            .map_err(|e| format!("cannot apply: {e}"))
    }

    pub fn preset(&self) -> Option<usize> {
        let d = &self.draft;
        PRESETS
            .iter()
            .position(|&(_, r, c, k)| (r, c, k) == (d.rows, d.cols, d.win))
    }

    /// Changes the selected value by `delta` steps (←/→).
    pub fn change(&mut self, delta: isize) {
        let field = self.field();
        let d = &mut self.draft;
        match field {
            Field::Preset => {
                let n = PRESETS.len() as isize;
                let i = match (self.preset(), delta > 0) {
                    (Some(i), _) => (i as isize + delta).rem_euclid(n),
                    (None, true) => 0,
                    (None, false) => n - 1,
                };
                let (_, rows, cols, win) = PRESETS[i as usize];
                let d = &mut self.draft;
                (d.rows, d.cols, d.win) = (rows, cols, win);
            }
            Field::Rows => d.rows = step(d.rows, delta, MIN_SIDE, MAX_SIDE),
            Field::Cols => d.cols = step(d.cols, delta, MIN_SIDE, MAX_SIDE),
            Field::Win => d.win = step(d.win, delta, *WIN_RANGE.start(), *WIN_RANGE.end()),
            Field::Rule => {
                d.rule = cycle(Rule::ALL, d.rule, delta);
                // Renju is five in a row only; a board too small for it is refused on apply.
                d.win = d.rule.fixed_win_length().unwrap_or(d.win);
            }
            Field::Forbidden => d.forbidden = cycle(ForbiddenPolicy::ALL, d.forbidden, delta),
            Field::Opening => d.opening = cycle(Opening::ALL, d.opening, delta),
            Field::Mode => d.mode = cycle(Mode::ALL, d.mode, delta),
            Field::Human => d.human = d.human.opponent(),
            Field::Level => {
                let level = cycle(&Level::ALL, d.level(d.human.opponent()), delta);
                (d.level_black, d.level_white) = (level, level);
            }
            Field::LevelBlack => d.level_black = cycle(&Level::ALL, d.level_black, delta),
            Field::LevelWhite => d.level_white = cycle(&Level::ALL, d.level_white, delta),
            Field::Time => {
                let (first, last) = (TIMES_MS[0], TIMES_MS[TIMES_MS.len() - 1]);
                d.time_ms = if delta > 0 {
                    TIMES_MS
                        .into_iter()
                        .find(|&t| t > d.time_ms)
                        .unwrap_or(last)
                } else {
                    TIMES_MS
                        .into_iter()
                        .rev()
                        .find(|&t| t < d.time_ms)
                        .unwrap_or(first)
                };
            }
            Field::Ascii => d.ascii = !d.ascii,
            Field::Apply => {}
        }
    }

    fn value(&self, field: Field) -> String {
        let d = &self.draft;
        match field {
            Field::Preset => self.preset().map_or("custom", |i| PRESETS[i].0).to_string(),
            Field::Rows => d.rows.to_string(),
            Field::Cols => d.cols.to_string(),
            Field::Win => d.win.to_string(),
            Field::Rule => d.rule.name().to_string(),
            Field::Forbidden => match d.forbidden {
                ForbiddenPolicy::Refuse => "refused, black plays again",
                ForbiddenPolicy::Loses => "loses the game",
            }
            .to_string(),
            Field::Opening => d.opening.name().to_string(),
            Field::Mode => d.mode.name().to_string(),
            Field::Human => match d.human {
                Stone::Black => "black (moves first)".to_string(),
                Stone::White => "white".to_string(),
            },
            Field::Level => d.level(d.human.opponent()).name().to_string(),
            Field::LevelBlack => d.level_black.name().to_string(),
            Field::LevelWhite => d.level_white.name().to_string(),
            Field::Time => format!("{} ms", d.time_ms),
            Field::Ascii => if d.ascii { "on" } else { "off" }.to_string(),
            Field::Apply => String::new(),
        }
    }
}

const PANEL_WIDTH: u16 = 60;

impl SettingsPanel {
    /// Draws the panel in the middle of `area`, with the glyphs the game is drawn with.
    pub fn render(&self, glyphs: &Glyphs, area: Rect, buf: &mut Buffer) {
        let fields = self.fields();
        // Two lines under the fields for the keys or, wrapped, the reason the draft is impossible.
        let rect = centered(area, PANEL_WIDTH, fields.len() as u16 + 5);
        Clear.render(rect, buf);
        let selected = self.field();
        let mut lines: Vec<Line> = fields
            .iter()
            .map(|&field| {
                let text = if field == Field::Apply {
                    format!(" {:<24}", field.label())
                } else {
                    format!(
                        " {:<22} {} {} {}",
                        field.label(),
                        glyphs.choice.0,
                        self.value(field),
                        glyphs.choice.1
                    )
                };
                let style = if field == selected {
                    theme::selected()
                } else {
                    ratatui::style::Style::new()
                };
                Line::styled(format!("{text:<58}"), style)
            })
            .collect();
        lines.push(Line::raw(""));
        lines.push(match self.validate() {
            Ok(_) => Line::styled(
                " ↑↓ choose  ←→ change  Enter apply  Esc cancel",
                theme::dim(),
            ),
            Err(e) => Line::from(Span::styled(format!(" {e}"), theme::error())),
        });
        Paragraph::new(lines)
            .wrap(Wrap { trim: false })
            .block(glyphs.block(" Settings "))
            .render(rect, buf);
    }
}
