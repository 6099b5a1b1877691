//! Review mode: stepping through a finished or loaded game (the record's `Review`) and its
//! variations, and what a key there asks of the app: to leave, to play on from the move shown, to
//! play a move here (a variation when it is not the game's), or one of the keys the board shares
//! (save, open, help, quit).

use super::App;
use crate::model::{Played, Point};
use crate::record::Review;
use crate::tr;
use crate::tui::action::Action;

/// What a key in review asks of the app, beyond stepping.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReviewRequest {
    Nothing,
    /// Back to the game in play.
    Leave,
    /// Play on from the position shown; `true` when that drops later moves (ask first).
    PlayOn {
        drops_moves: bool,
    },
    /// The engine's review of every move, started or stopped.
    Judge,
    /// To the next (or previous) move the engine's review marked.
    Mark {
        forward: bool,
    },
    Save,
    Open,
    Help,
    Quit,
    /// Type a move to play in the review.
    Prompt,
    /// A click on the screen: a move to play in the review when it is on the board.
    Click(u16, u16),
    /// A sentence to show, by its message id.
    Say(&'static str),
    /// Play the analysis's line of this rank (0: the best) into the review.
    PlayLine(usize),
}

/// Steps through the review for the arrows, Home and End; the other keys become requests.
pub fn review_key(review: &mut Review, action: Action) -> ReviewRequest {
    match action {
        Action::Left | Action::Up => {
            review.back();
        }
        Action::Right | Action::Down => {
            review.forward();
        }
        Action::First => review.home(),
        Action::Last => review.end(),
        Action::Select | Action::Continue => {
            return ReviewRequest::PlayOn {
                drops_moves: review.branch_discards_moves(),
            };
        }
        Action::Close | Action::Review => return ReviewRequest::Leave,
        Action::Judge => return ReviewRequest::Judge,
        Action::NextMark => return ReviewRequest::Mark { forward: true },
        Action::PreviousMark => return ReviewRequest::Mark { forward: false },
        Action::Prompt => return ReviewRequest::Prompt,
        Action::Click(x, y) => return ReviewRequest::Click(x, y),
        Action::PlayLine(rank) => return ReviewRequest::PlayLine(rank.into()),
        Action::Variation if !review.next_variation() => {
            return ReviewRequest::Say("review-no-variation");
        }
        Action::ParentLine if !review.leave_variation() => {
            return ReviewRequest::Say("review-on-main-line");
        }
        Action::RemoveVariation => {
            return ReviewRequest::Say(match review.remove_variation() {
                true => "review-variation-removed",
                false => "review-on-main-line",
            });
        }
        Action::MainLine => {
            review.promote();
            return ReviewRequest::Say("review-made-main-line");
        }
        Action::Save => return ReviewRequest::Save,
        Action::Open => return ReviewRequest::Open,
        Action::Help => return ReviewRequest::Help,
        Action::Quit => return ReviewRequest::Quit,
        _ => {}
    }
    ReviewRequest::Nothing
}

impl App {
    /// Plays `p` in the review: the game's next move steps on, another makes a variation (or
    /// goes into the one there), a refused move says why.
    pub(super) fn review_play(&mut self, p: Point) {
        let Some(review) = &mut self.review else {
            return;
        };
        let number = review.index() + 1;
        self.message = match review.play(p) {
            Ok(Played::Followed) => None,
            Ok(Played::Extended) => Some(tr!("review-line-extended", number = number)),
            Ok(Played::Entered) => Some(tr!("review-variation-entered", number = number)),
            Ok(Played::Added) => Some(tr!("review-variation-added", number = number)),
            Err(e) => Some(e.describe(review.game().rules().rows())),
        };
    }

    /// Plays the analysis's line of `rank` (0: the best) from the position shown: a variation
    /// unless the game went that way.
    pub(super) fn play_study_line(&mut self, rank: usize) {
        let Some(review) = &mut self.review else {
            return;
        };
        let studied = self
            .learning
            .study
            .as_ref()
            .filter(|s| s.studies(review.game()));
        let Some(found) = studied.and_then(|s| s.lines.get(rank)) else {
            self.message = Some(tr!("review-no-line", rank = rank + 1));
            return;
        };
        let line = match found.pv.is_empty() {
            true => vec![found.best],
            false => found.pv.clone(),
        };
        let number = review.index() + 1;
        let count = review.play_line(&line);
        self.message = Some(tr!("review-line-played", count = count, number = number));
    }

    /// The click at column `x`, row `y` of the screen, played in the review when it is on the
    /// board.
    pub(super) fn review_click(&mut self, x: u16, y: u16) {
        let rules = self.shown().rules();
        let (rows, cols) = (rules.rows(), rules.cols());
        if let Some(p) = self.screen().and_then(|s| s.point_at(x, y, rows, cols)) {
            self.review_play(p);
        }
    }
}
