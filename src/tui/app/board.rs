//! The game in play: the cursor, placing stones, undo and redo, and the keys that open the
//! other screens.

use super::{App, Overlay, Question, SettingsPanel};
use crate::model::{Choice, Game, Point};
use crate::settings::Mode;
use crate::tr;
use crate::tui::action::Action;

impl App {
    pub(super) fn board_action(&mut self, action: Action) {
        self.message = None;
        if self.watch_action(action) {
            return;
        }
        let rules = *self.play.game.rules();
        let (rows, cols) = (rules.rows(), rules.cols());
        let cursor = &mut self.play.cursor;
        let Point { row, col } = *cursor;
        match action {
            Action::Up => cursor.row = row.saturating_sub(1),
            Action::Down => cursor.row = (row + 1).min(rows - 1),
            Action::Left => cursor.col = col.saturating_sub(1),
            Action::Right => cursor.col = (col + 1).min(cols - 1),
            Action::Save => self.save_game(),
            Action::Open => self.open_picker(),
            Action::Review => self.start_review(),
            Action::Select => self.place(self.play.cursor),
            Action::Click(x, y) => {
                if let Some(p) = self.screen().and_then(|s| s.point_at(x, y, rows, cols)) {
                    self.play.cursor = p;
                    self.place(p);
                }
            }
            Action::Undo => self.step(false),
            Action::Redo => self.step(true),
            Action::NewGame => self.unless_in_progress(Question::NewGame),
            Action::Settings => {
                self.overlay = Overlay::Settings(SettingsPanel::new(&self.settings, self.size))
            }
            Action::Help => self.overlay = Overlay::Help(0),
            Action::Hint => self.ask_hint(),
            Action::TakeBlack => self.choose(Choice::Swap),
            Action::PlaceTwo => self.choose(Choice::Add),
            Action::Prompt => self.open_prompt(),
            Action::Scores => self.open_scores(),
            Action::Quit => self.ask_quit(),
            Action::Close => self.play.hint = None,
            _ => {}
        }
        if matches!(
            action,
            Action::Up | Action::Down | Action::Left | Action::Right
        ) {
            self.message = self.forbidden_note(self.play.cursor);
        }
    }

    /// `q`: leaves at once when nothing would be lost, else asks first.
    pub(super) fn ask_quit(&mut self) {
        self.unless_in_progress(Question::Quit);
    }

    /// A new game under the player's settings (a game opened from a file brought its own
    /// rules; they stay with it).
    pub(super) fn new_game(&mut self) {
        let game = match self.settings.rules() {
            Ok(rules) => Game::new(rules),
            Err(_) => self.play.game.restarted(),
        };
        self.replace_play(game);
        self.message = Some(tr!("msg-new-game"));
    }

    /// Why black may not play `p`, when it is forbidden now.
    pub fn forbidden_note(&self, p: Point) -> Option<String> {
        let shown = self.shown();
        let why = shown.forbidden_at(p)?;
        Some(tr!(
            "msg-forbidden-point",
            point = p.notation(shown.rules().rows()),
            why = why.to_string()
        ))
    }

    pub(super) fn place(&mut self, p: Point) {
        // After the end the status line already says what to do.
        if self.play.game.is_over() {
            return;
        }
        if !self.humans_turn() {
            self.refuse_computers_turn();
            return;
        }
        let rows = self.play.game.rules().rows();
        // The player's move answers whatever was said before it.
        self.message = None;
        match self.play_point(p) {
            Ok(()) => {
                // A hint being looked for is about the position before this move.
                self.play.pending = None;
                self.after_change();
            }
            Err(e) => self.message = Some(e.describe(rows)),
        }
    }

    /// Takes back (or replays) a move or a choice of the opening; against the computer also
    /// what it did after it, so it is the human's turn again.
    fn step(&mut self, forward: bool) {
        self.play.pending = None;
        if !self.step_once(forward) {
            self.message = Some(match forward {
                true => tr!("msg-nothing-to-redo"),
                false => tr!("msg-nothing-to-undo"),
            });
        } else if self.settings.players.mode == Mode::Pvc {
            while self.computer_acts() && self.step_once(forward) {}
        }
        self.after_change();
    }

    /// After the position changed: the hint is stale, the score follows the result, and the
    /// computer may be due.
    pub(super) fn after_change(&mut self) {
        self.play.hint = None;
        self.count_result();
        self.schedule();
    }
}
