//! The settings panel's state: a draft of the settings the player edits with the arrows,
//! applied as a whole (which starts a new game) only when it describes a possible game.

use crate::ai::Level;
use crate::model::{ForbiddenPolicy, MAX_SIDE, MIN_SIDE, Opening, Rule, Stone};
use crate::settings::{Mode, Settings, ThemeName};
use crate::tr;

/// Board presets: catalogue id of the name, rows, columns, win length.
pub const PRESETS: [(&str, usize, usize, usize); 5] = [
    ("preset-tic-tac-toe", 3, 3, 3),
    ("preset-5x5", 5, 5, 3),
    ("preset-10x10", 10, 10, 5),
    ("preset-gomoku", 15, 15, 5),
    ("preset-19x19", 19, 19, 5),
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
    Theme,
    Apply,
}

impl Field {
    pub fn label(self) -> String {
        tr!(match self {
            Field::Preset => "field-preset",
            Field::Rows => "field-rows",
            Field::Cols => "field-cols",
            Field::Win => "field-win",
            Field::Rule => "field-rule",
            Field::Forbidden => "field-forbidden",
            Field::Opening => "field-opening",
            Field::Mode => "field-mode",
            Field::Human => "field-human",
            Field::Level => "field-level",
            Field::LevelBlack => "field-level-black",
            Field::LevelWhite => "field-level-white",
            Field::Time => "field-time",
            Field::Theme => "field-theme",
            Field::Apply => "field-apply",
        })
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
        fields.extend([Field::Time, Field::Theme, Field::Apply]);
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
            .map_err(|e| tr!("settings-cannot-apply", reason = e))
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
        let preset = self.preset();
        let d = &mut self.draft;
        match field {
            Field::Preset => {
                let n = PRESETS.len() as isize;
                let i = match (preset, delta > 0) {
                    (Some(i), _) => (i as isize + delta).rem_euclid(n),
                    (None, true) => 0,
                    (None, false) => n - 1,
                };
                let (_, rows, cols, win) = PRESETS[i as usize];
                (d.rows, d.cols, d.win) = (rows, cols, win);
            }
            Field::Rows => d.rows = step(d.rows, delta, MIN_SIDE, MAX_SIDE),
            Field::Cols => d.cols = step(d.cols, delta, MIN_SIDE, MAX_SIDE),
            Field::Win => d.win = step(d.win, delta, MIN_SIDE, MAX_SIDE),
            Field::Rule => {
                d.rule = cycle(&Rule::ALL, d.rule, delta);
                // Renju is five in a row only; a board too small for it is refused on apply.
                if d.rule == Rule::Renju {
                    d.win = 5;
                }
            }
            Field::Forbidden => d.forbidden = cycle(&ForbiddenPolicy::ALL, d.forbidden, delta),
            Field::Opening => d.opening = cycle(&Opening::ALL, d.opening, delta),
            Field::Mode => d.mode = cycle(&Mode::ALL, d.mode, delta),
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
            Field::Theme => d.theme = cycle(&ThemeName::ALL, d.theme, delta),
            Field::Apply => {}
        }
    }

    /// The value of `field` in the draft, in words.
    pub fn value(&self, field: Field) -> String {
        let d = &self.draft;
        match field {
            Field::Preset => tr!(self.preset().map_or("preset-custom", |i| PRESETS[i].0)),
            Field::Rows => d.rows.to_string(),
            Field::Cols => d.cols.to_string(),
            Field::Win => d.win.to_string(),
            Field::Rule => d.rule.name().to_string(),
            Field::Forbidden => match d.forbidden {
                ForbiddenPolicy::Refuse => tr!("value-forbidden-refuse"),
                ForbiddenPolicy::Loses => tr!("value-forbidden-loses"),
            },
            Field::Opening => d.opening.name().to_string(),
            Field::Mode => d.mode.name().to_string(),
            Field::Human => match d.human {
                Stone::Black => tr!("value-human-black"),
                Stone::White => tr!("value-human-white"),
            },
            Field::Level => d.level(d.human.opponent()).name().to_string(),
            Field::LevelBlack => d.level_black.name().to_string(),
            Field::LevelWhite => d.level_white.name().to_string(),
            Field::Time => tr!("value-time-ms", ms = d.time_ms),
            Field::Theme => tr!(match d.theme {
                ThemeName::Auto => "theme-auto",
                ThemeName::Wood => "theme-wood",
                ThemeName::Dark => "theme-dark",
                ThemeName::Light => "theme-light",
                ThemeName::Mono => "theme-mono",
                ThemeName::Ascii => "theme-ascii",
            }),
            Field::Apply => String::new(),
        }
    }
}

impl super::App {
    pub(super) fn settings_action(&mut self, action: crate::tui::action::Action) {
        use crate::tui::action::Action;
        let super::Overlay::Settings(panel) = &mut self.overlay else {
            return;
        };
        match action {
            Action::Up => panel.select(-1),
            Action::Down => panel.select(1),
            Action::Left => panel.change(-1),
            Action::Right => panel.change(1),
            Action::Select => match panel.validate() {
                Ok(settings) if super::files::changes_game(&self.settings, &settings) => {
                    self.unless_in_progress(super::Question::Apply(Box::new(settings)))
                }
                Ok(settings) => self.apply_and_save(settings),
                // The panel shows the reason; the message repeats it after the panel closes.
                Err(e) => self.message = Some(e),
            },
            Action::Close | Action::Settings => self.overlay = super::Overlay::None,
            _ => {}
        }
    }

    /// Takes settings that leave the game as it is (the looks, the time, the levels): the game
    /// on the board goes on under them, the computer's next move with the new level.
    pub fn adopt(&mut self, settings: Settings) {
        self.settings = settings;
        self.overlay = super::Overlay::None;
        self.message = Some(tr!("msg-settings-applied"));
        // A move being thought about with the old level or time is asked again.
        if self.play.pending.take().is_some() {
            self.schedule();
        }
    }

    /// Takes new settings and starts a new game under them.
    pub fn apply(&mut self, settings: Settings) {
        let Ok(rules) = settings.rules() else {
            return;
        };
        self.settings = settings;
        self.overlay = super::Overlay::None;
        self.replace_play(crate::model::Game::new(rules));
        self.message = Some(tr!(
            "msg-new-game-under",
            rules = self.play.game.rules().to_string()
        ));
    }
}
