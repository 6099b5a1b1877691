//! The settings panel's state: a draft of the settings the player edits with the arrows,
//! applied as a whole (which starts a new game) only when it describes a possible game. What
//! each line shows and does is the settings' own table (`settings::lines`).

use crate::model::{MAX_SIDE, MIN_SIDE, RulesError};
use crate::settings::Settings;
use crate::settings::lines::{self, Field, fit_win};
use crate::tr;
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
            (self.draft.board.rows, self.draft.board.cols) = (n, n);
            fit_win(&mut self.draft);
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
                Ok(settings) if self.settings.changes_game(&settings) => {
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
        crate::i18n::set_lang(self.settings.lang(self.locale));
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
