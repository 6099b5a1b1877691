//! Review mode: stepping through a finished or loaded game, and playing on from any move.

use super::{App, Overlay};
use crate::record::Review;
use crate::tui::input::Action;

impl App {
    /// `v`: reviews the game in play at its current position (moves taken back lie ahead).
    pub(super) fn start_review(&mut self) {
        if self.game.history().is_empty() && self.game.redo_stack().is_empty() {
            self.message = Some("No moves to review yet".to_string());
            return;
        }
        self.computer.cancel();
        self.hint = None;
        self.review = Some(Review::from_game(&self.game));
    }

    pub(super) fn review_action(&mut self, action: Action) {
        self.message = None;
        let Some(review) = &mut self.review else {
            return;
        };
        match action {
            Action::Left | Action::Up => {
                review.back();
            }
            Action::Right | Action::Down => {
                review.forward();
            }
            Action::First => review.home(),
            Action::Last => review.end(),
            Action::Select | Action::Continue if review.branch_discards_moves() => {
                self.overlay = Overlay::ConfirmBranch;
            }
            Action::Select | Action::Continue => self.branch(),
            Action::Close | Action::Review => self.leave_review(),
            Action::Save => self.save_game(),
            Action::Open => self.open_picker(),
            Action::Help => self.overlay = Overlay::Help,
            Action::Quit if self.in_progress() => self.overlay = Overlay::ConfirmQuit,
            Action::Quit => self.quit = true,
            _ => {}
        }
    }

    /// Back to the game in play as it was before the review.
    fn leave_review(&mut self) {
        self.review = None;
        self.schedule();
    }

    /// Plays on from the reviewed position; the moves after it are gone.
    pub(super) fn branch(&mut self) {
        let Some(review) = self.review.take() else {
            return;
        };
        if review.at_end() {
            // Nothing is discarded: the game in play already is this one.
            self.message = Some(format!("Playing on from move {}", review.index()));
            self.schedule();
            return;
        }
        let game = self.playable_at(review.record(), review.index());
        self.computer.cancel();
        self.game = game;
        self.hint = None;
        self.last_analysis = None;
        // The earlier result stays in the score; the new line of play counts on its own.
        self.counted = None;
        self.message = Some(format!("Playing on from move {}", review.index()));
        self.after_change();
    }
}
