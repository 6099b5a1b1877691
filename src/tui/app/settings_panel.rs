//! The settings panel's state: a draft of the settings the player edits with the arrows,
//! applied as a whole (which starts a new game) only when it describes a possible game. What
//! each line shows and does is the settings' own table (`settings::lines`).

use crate::model::{MAX_SIDE, MIN_SIDE, Rules, RulesError};
use crate::settings::Settings;
use crate::settings::lines::{self, Field, PRESETS};
use crate::tr;
use crate::tui::action::Action;
use crate::tui::layout::min_size;

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

impl SettingsPanel {
    pub fn new(settings: &Settings, terminal: (u16, u16)) -> SettingsPanel {
        SettingsPanel {
            draft: settings.clone(),
            selected: 0,
            terminal,
            typed: String::new(),
        }
    }

    /// The lines shown for the draft.
    pub fn fields(&self) -> Vec<Field> {
        lines::fields(&self.draft)
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
        let board = &self.draft.board;
        let need = min_size(board.rows, board.cols);
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
            // A typed size is a new board: it takes that board's usual win length (its
            // preset's, else five), not the last board's.
            let board = &mut self.draft.board;
            (board.rows, board.cols) = (n, n);
            let usual = PRESETS
                .iter()
                .find(|p| (p.1, p.2) == (n, n))
                .map_or(5, |p| p.3);
            board.win = Rules::fitting_win(n, n, board.rule, usual);
        }
    }

    /// Changes the selected value by `delta` steps (←/→).
    pub fn change(&mut self, delta: isize) {
        if let Some(line) = self.field().line() {
            (line.change)(&mut self.draft, delta);
        }
    }

    /// The value of `field` in the draft, in words.
    pub fn value(&self, field: Field) -> String {
        field
            .line()
            .map_or_else(String::new, |line| (line.value)(&self.draft))
    }
}

/// What a key in the settings panel asks of the app.
#[derive(Debug, PartialEq, Eq)]
pub enum PanelRequest {
    Nothing,
    /// Close without applying.
    Close,
    /// Apply these settings.
    Apply(Box<Settings>),
    /// Apply was refused for this reason (the panel shows it too).
    Refused(String),
}

impl SettingsPanel {
    /// The panel's keys: choose a line, change its value, type a size, apply or close.
    pub fn update(&mut self, action: Action) -> PanelRequest {
        match action {
            Action::Up => self.select(-1),
            Action::Down => self.select(1),
            Action::Left => self.change(-1),
            Action::Right => self.change(1),
            Action::Type(c) => self.type_digit(c),
            Action::Select => {
                return match self.validate() {
                    Ok(settings) => PanelRequest::Apply(Box::new(settings)),
                    Err(e) => PanelRequest::Refused(e.to_string()),
                };
            }
            Action::Close | Action::Settings => return PanelRequest::Close,
            _ => {}
        }
        PanelRequest::Nothing
    }
}
