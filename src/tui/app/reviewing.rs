//! Review mode: stepping through a finished or loaded game, and playing on from any move.

use super::{App, Overlay, Question};
use crate::record::Review;
use crate::tr;
use crate::tui::action::Action;

impl App {
    /// `v`: reviews the game in play at its current position (moves taken back lie ahead).
    pub(super) fn start_review(&mut self) {
        let game = &self.play.game;
        if game.history().is_empty() && game.redo_acts().is_empty() {
            self.message = Some(tr!("review-nothing-yet"));
            return;
        }
        self.play.pending = None;
        self.play.hint = None;
        self.play.review = Some(Review::from_game(game));
    }

    pub(super) fn review_action(&mut self, action: Action) {
        self.message = None;
        let Some(review) = &mut self.play.review else {
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
                self.overlay = Overlay::Question(Question::Branch(review.index()));
            }
            Action::Select | Action::Continue => self.branch(),
            Action::Close | Action::Review => self.leave_review(),
            Action::Save => self.save_game(),
            Action::Open => self.open_picker(),
            Action::Help => self.overlay = Overlay::Help(0),
            Action::Quit => self.ask_quit(),
            _ => {}
        }
    }

    /// Back to the game in play as it was before the review.
    fn leave_review(&mut self) {
        self.play.review = None;
        self.schedule();
    }

    /// Plays on from the reviewed position; the moves after it are gone.
    pub(super) fn branch(&mut self) {
        let Some(review) = self.play.review.take() else {
            return;
        };
        self.message = Some(tr!("review-playing-on", number = review.index()));
        if review.at_end() {
            // Nothing is discarded: the game in play already is this one.
            self.schedule();
            return;
        }
        // A new line of play: the earlier result stays in the score, this one counts on its own.
        let game = self.playable_at(review.record(), review.index());
        self.replace_play(game);
        self.after_change();
    }
}
