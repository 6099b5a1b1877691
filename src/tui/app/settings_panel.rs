//! The settings panel's state: a draft of the settings the player edits with the arrows,
//! applied as a whole (which starts a new game) only when it describes a possible game.

use crate::ai::Level;
use crate::model::{
    ForbiddenPolicy, MAX_SIDE, MIN_SIDE, Opening, Rule, RulesError, Stone, WIN_RANGE,
};
use crate::settings::{Language, Mode, Settings, ThemeName};
use crate::tr;
use crate::tui::layout::min_size;

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
    /// The terminal's bell when the computer moves and a game ends.
    Bell,
    /// The computer thinking on the player's time.
    Ponder,
    /// The interface's language, named in both languages so either reader finds it.
    Lang,
    Apply,
}

impl Field {
    pub fn label(self) -> String {
        tr!(match self {
            Field::Preset => "field-preset",
            Field::Size => "field-size",
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
            Field::Bell => "field-bell",
            Field::Ponder => "field-ponder",
            Field::Lang => "field-lang",
            Field::Apply => "field-apply",
        })
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SettingsPanel {
    pub draft: Settings,
    pub selected: usize,
    /// The terminal's size, so a board that cannot fit is flagged before it is applied.
    pub terminal: (u16, u16),
    /// Digits typed on the size line so far.
    typed: String,
}

/// Why the panel's draft cannot be applied.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PanelError {
    #[error("{}", tr!("settings-cannot-apply", reason = .0.to_string()))]
    Rules(RulesError),
    #[error("{}", tr!("settings-too-small", need_w = need.0, need_h = need.1, have_w = have.0, have_h = have.1))]
    TooSmall { need: (u16, u16), have: (u16, u16) },
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
    pub fn new(settings: &Settings, terminal: (u16, u16)) -> SettingsPanel {
        SettingsPanel {
            draft: settings.clone(),
            selected: 0,
            terminal,
            typed: String::new(),
        }
    }

    /// The fields shown for the draft's mode.
    pub fn fields(&self) -> Vec<Field> {
        let mut fields = vec![
            Field::Preset,
            Field::Size,
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
            Mode::Pvc => fields.extend([Field::Human, Field::Level, Field::Ponder]),
            Mode::Cvc => fields.extend([Field::LevelBlack, Field::LevelWhite]),
        }
        fields.extend([
            Field::Time,
            Field::Theme,
            Field::Bell,
            Field::Lang,
            Field::Apply,
        ]);
        fields
    }

    pub fn field(&self) -> Field {
        let fields = self.fields();
        fields[self.selected.min(fields.len() - 1)]
    }

    pub fn select(&mut self, delta: isize) {
        let n = self.fields().len() as isize;
        self.selected = (self.selected as isize + delta).rem_euclid(n) as usize;
        self.typed.clear();
    }

    /// The draft as settings, or why it cannot be applied: no such game, or a board this
    /// terminal cannot show.
    pub fn validate(&self) -> Result<Settings, PanelError> {
        self.draft.rules().map_err(PanelError::Rules)?;
        let need = min_size(self.draft.rows, self.draft.cols);
        let have = self.terminal;
        if need.0 > have.0 || need.1 > have.1 {
            return Err(PanelError::TooSmall { need, have });
        }
        Ok(self.draft.clone())
    }

    /// A digit typed on the size line: `7` makes 7x7, `1` `9` makes 19x19.
    pub fn type_digit(&mut self, digit: char) {
        if self.field() != Field::Size || !digit.is_ascii_digit() {
            return;
        }
        // A digit joins the one before it while that makes a side length, else starts anew.
        let joined = format!("{}{digit}", self.typed);
        self.typed = match joined.parse::<usize>() {
            Ok(n) if joined.len() <= 2 && n <= MAX_SIDE => joined,
            _ => digit.to_string(),
        };
        if let Ok(n) = self.typed.parse::<usize>()
            && (MIN_SIDE..=MAX_SIDE).contains(&n)
        {
            (self.draft.rows, self.draft.cols) = (n, n);
            self.fit_win();
        }
    }

    /// A win length longer than the board shrinks to fit it.
    fn fit_win(&mut self) {
        let d = &mut self.draft;
        d.win = d.win.min(d.rows.max(d.cols)).max(*WIN_RANGE.start());
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
                // A preset never keeps a rule it does not allow (Renju is five in a row).
                if d.rule.fixed_win_length().is_some_and(|k| k != win) {
                    d.rule = Rule::Freestyle;
                }
            }
            Field::Size => {
                // A rectangle keeps its shape while it grows or shrinks.
                let (rows, cols) = (
                    step(d.rows, delta, MIN_SIDE, MAX_SIDE),
                    step(d.cols, delta, MIN_SIDE, MAX_SIDE),
                );
                if rows != d.rows && cols != d.cols || d.rows == d.cols {
                    (d.rows, d.cols) = (rows, cols);
                }
                self.fit_win();
            }
            Field::Cols => {
                d.cols = step(d.cols, delta, MIN_SIDE, MAX_SIDE);
                self.fit_win();
            }
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
                let level = cycle(Level::ALL, d.level(d.human.opponent()), delta);
                (d.level_black, d.level_white) = (level, level);
            }
            Field::LevelBlack => d.level_black = cycle(Level::ALL, d.level_black, delta),
            Field::LevelWhite => d.level_white = cycle(Level::ALL, d.level_white, delta),
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
            Field::Theme => d.theme = cycle(ThemeName::ALL, d.theme, delta),
            Field::Bell => d.bell = !d.bell,
            Field::Ponder => d.ponder = !d.ponder,
            Field::Lang => d.lang = cycle(Language::ALL, d.lang, delta),
            Field::Apply => {}
        }
    }

    /// The value of `field` in the draft, in words.
    pub fn value(&self, field: Field) -> String {
        let d = &self.draft;
        match field {
            Field::Preset => tr!(self.preset().map_or("preset-custom", |i| PRESETS[i].0)),
            Field::Size => tr!("value-size", cols = d.cols, rows = d.rows),
            Field::Cols => d.cols.to_string(),
            Field::Win => d.win.to_string(),
            Field::Rule => d.rule.name().to_string(),
            Field::Forbidden => match d.forbidden {
                ForbiddenPolicy::Refuse => tr!("value-forbidden-refuse"),
                ForbiddenPolicy::Loses => tr!("value-forbidden-loses"),
            },
            Field::Opening => d.opening.name().to_string(),
            Field::Mode => d.mode.name().to_string(),
            // In a swap opening the colours are chosen: the player opens or chooses.
            Field::Human => match (d.human, d.opening.is_swap()) {
                (Stone::Black, false) => tr!("value-human-black"),
                (Stone::White, false) => tr!("value-human-white"),
                (Stone::Black, true) => tr!("value-human-first"),
                (Stone::White, true) => tr!("value-human-second"),
            },
            Field::Level => d.level(d.human.opponent()).name(),
            Field::LevelBlack => d.level_black.name(),
            Field::LevelWhite => d.level_white.name(),
            Field::Time => tr!(
                "value-time-seconds",
                seconds = super::seconds(std::time::Duration::from_millis(d.time_ms))
            ),
            Field::Theme => d.theme.name(),
            Field::Bell => on_off(d.bell),
            Field::Ponder => on_off(d.ponder),
            Field::Lang => d.lang.name(),
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
            Action::Type(c) => panel.type_digit(c),
            Action::Select => match panel.validate() {
                Ok(settings) if super::files::changes_game(&self.settings, &settings) => {
                    self.unless_in_progress(super::Question::Apply(Box::new(settings)))
                }
                Ok(settings) => self.apply_and_save(settings),
                // The panel shows the reason; the message repeats it after the panel closes.
                Err(e) => self.message = Some(e.to_string()),
            },
            Action::Close | Action::Settings => self.overlay = super::Overlay::None,
            _ => {}
        }
    }

    /// Takes settings that leave the game as it is (the looks, the time, the levels): the game
    /// on the board goes on under them, the computer's next move with the new level.
    pub fn adopt(&mut self, settings: Settings) {
        self.settings = settings;
        self.speak();
        self.overlay = super::Overlay::None;
        self.message = Some(tr!("msg-settings-applied"));
        // A move being thought about with the old level or time is asked again; thinking on
        // the player's time under the old settings (or with the setting now off) stops.
        self.play.pondering = None;
        if self.play.pending.take().is_some() {
            self.schedule();
        }
    }

    /// Speaks the language the settings choose, from the next frame on.
    fn speak(&self) {
        crate::i18n::set_lang(self.settings.lang.resolve(|key| std::env::var_os(key)));
    }

    /// Takes new settings and starts a new game under them.
    pub fn apply(&mut self, settings: Settings) {
        let Ok(rules) = settings.rules() else {
            return;
        };
        self.settings = settings;
        self.speak();
        self.overlay = super::Overlay::None;
        self.replace_play(crate::model::Game::new(rules));
        self.message = Some(tr!(
            "msg-new-game-under",
            rules = self.play.game.rules().to_string()
        ));
    }
}

fn on_off(on: bool) -> String {
    match on {
        true => tr!("value-on"),
        false => tr!("value-off"),
    }
}
