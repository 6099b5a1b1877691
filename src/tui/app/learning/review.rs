//! Review mode's own update: stepping through a finished or loaded game (the record's `Review`)
//! and its variations, moves played into it (a variation when they are not the game's, the
//! analysis's lines with `1` `2` `3`), the engine's review started and its marks visited; and
//! what a key there asks of the app beyond that: to leave, to play on from the move shown, or
//! one of the keys the board shares (save, open, help, quit).

use std::time::Duration;

use super::{Learning, NotNow};
use crate::model::{ForbiddenPolicy, Game, Played, Point};
use crate::record::Review;
use crate::tr;
use crate::tui::action::Action;
use crate::tui::app::files::playable;
use crate::tui::effects::Effect;

/// What a key in review asks of the app, beyond what the review did itself.
#[derive(Debug)]
pub enum ReviewRequest {
    Nothing,
    /// The review was left: back to the game in play.
    Left,
    /// Play on from move `index`; `drops_moves` when that drops later moves (ask first).
    PlayOn {
        index: usize,
        drops_moves: bool,
    },
    Save,
    Open,
    Help,
    Quit,
    /// Type a move to play in the review.
    Prompt,
    /// A sentence for the player.
    Say(String),
    /// Work for the loop: the engine's review of the game.
    Run(Effect),
}

impl Learning {
    /// A key in review mode. `time` is what the engine's review spends on a position;
    /// `clicked` the board's point under a click.
    pub fn review_key(
        &mut self,
        action: Action,
        time: Duration,
        clicked: Option<Point>,
    ) -> ReviewRequest {
        let Some(review) = &mut self.review else {
            return ReviewRequest::Nothing;
        };
        let say = |id: &str| ReviewRequest::Say(tr!(id));
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
                    index: review.index(),
                    drops_moves: review.branch_discards_moves(),
                };
            }
            Action::Close | Action::Review => {
                self.review = None;
                return ReviewRequest::Left;
            }
            Action::Judge => {
                return self
                    .toggle_judging(time)
                    .map_or(ReviewRequest::Nothing, ReviewRequest::Run);
            }
            Action::NextMark | Action::PreviousMark => {
                let forward = action == Action::NextMark;
                let judging = self.judging.as_ref();
                if let Some(n) = judging.and_then(|j| j.next_marked(review.index(), forward)) {
                    review.go_to(n);
                }
            }
            Action::Click(..) => {
                return match clicked.and_then(|p| self.play_here(p)) {
                    Some(message) => ReviewRequest::Say(message),
                    None => ReviewRequest::Nothing,
                };
            }
            Action::PlayLine(rank) => return ReviewRequest::Say(self.play_line(rank.into())),
            Action::Variation if !review.next_variation() => return say("review-no-variation"),
            Action::ParentLine if !review.leave_variation() => return say("review-on-main-line"),
            Action::RemoveVariation => {
                return say(match review.remove_variation() {
                    true => "review-variation-removed",
                    false => "review-on-main-line",
                });
            }
            Action::MainLine => {
                review.promote();
                return say("review-made-main-line");
            }
            Action::Prompt => return ReviewRequest::Prompt,
            Action::Save => return ReviewRequest::Save,
            Action::Open => return ReviewRequest::Open,
            Action::Help => return ReviewRequest::Help,
            Action::Quit => return ReviewRequest::Quit,
            _ => {}
        }
        ReviewRequest::Nothing
    }

    /// Plays `p` in the review: the game's next move steps on, another makes a variation (or
    /// goes into the one there); says what it did, or why it was refused.
    pub fn play_here(&mut self, p: Point) -> Option<String> {
        let review = self.review.as_mut()?;
        let number = review.index() + 1;
        match review.play(p) {
            Ok(Played::Followed) => None,
            Ok(Played::Extended) => Some(tr!("review-line-extended", number = number)),
            Ok(Played::Entered) => Some(tr!("review-variation-entered", number = number)),
            Ok(Played::Added) => Some(tr!("review-variation-added", number = number)),
            Err(e) => Some(e.describe(review.game().rules().rows())),
        }
    }

    /// Plays the analysis's line of `rank` (0: the best) from the position shown: a variation
    /// unless the game went that way.
    fn play_line(&mut self, rank: usize) -> String {
        let (Some(review), study) = (&mut self.review, &self.study) else {
            return String::new();
        };
        let studied = study.as_ref().filter(|s| s.studies(review.game()));
        let Some(found) = studied.and_then(|s| s.lines.get(rank)) else {
            return tr!("review-no-line", rank = rank + 1);
        };
        let line = match found.pv.is_empty() {
            true => vec![found.best],
            false => found.pv.clone(),
        };
        let number = review.index() + 1;
        let count = review.play_line(&line);
        tr!("review-line-played", count = count, number = number)
    }

    /// Whether a game is being reviewed.
    pub fn reviewing(&self) -> bool {
        self.review.is_some()
    }

    /// `v`: reviews `game` at its current position (moves taken back lie ahead); not a game
    /// without a move.
    pub fn start_review(&mut self, game: &Game) -> Result<(), NotNow> {
        if game.history().is_empty() && game.redo_acts().is_empty() {
            return Err(NotNow);
        }
        self.review = Some(Review::from_game(game));
        Ok(())
    }

    /// Leaves the review to play on from the move shown: its number, and the game to play on
    /// under `policy` (`None` at the game's end: the game in play already is this one).
    pub fn play_on(&mut self, policy: ForbiddenPolicy) -> Option<(usize, Option<Game>)> {
        let review = self.review.take()?;
        let (index, at_end) = (review.index(), review.at_game_end());
        let line = (!at_end).then(|| playable(&review.line_record(), index, policy));
        Some((index, line))
    }

    /// Reviews `review` from now on; an engine's review of another game stops at the next
    /// change (`follow`).
    pub fn review(&mut self, review: Review) {
        self.review = Some(review);
    }
}
