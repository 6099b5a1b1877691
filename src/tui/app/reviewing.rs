//! Review mode: stepping through a finished or loaded game (the record's `Review`), and what a
//! key there asks of the app: to leave, to play on from the move shown, or one of the keys the
//! board shares (save, open, help, quit).

use crate::record::Review;
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
        Action::Save => return ReviewRequest::Save,
        Action::Open => return ReviewRequest::Open,
        Action::Help => return ReviewRequest::Help,
        Action::Quit => return ReviewRequest::Quit,
        _ => {}
    }
    ReviewRequest::Nothing
}
