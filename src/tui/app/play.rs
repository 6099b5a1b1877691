//! Everything that belongs to one game and to no other: the board and its history (the choices
//! of its opening included), the cursor, the hint, a review, the computer's last evaluation and pending
//! request, the result as the score counted it. One value, replaced whole, so no reset path can
//! forget a field.

use std::time::Instant;

use super::thinking::Pending;
use crate::ai::{Analysis, Ponder};
use crate::model::{Game, Point, Stone};
use crate::record::{Meta, Review};
use crate::settings::scores::{Kind, Slot};

pub struct Play {
    pub game: Game,
    pub cursor: Point,
    /// The point the last hint suggested, until the next move.
    pub hint: Option<Point>,
    /// Set while stepping through the game (review mode); the board shows its position.
    pub review: Option<Review>,
    /// The computer's last move with what its search found, and whose move it was.
    pub analysis: Option<(Stone, Analysis)>,
    /// Where this game's result was counted, so an undo past the end can take it back.
    pub counted: Option<(Kind, Slot)>,
    /// When the computer is due to start its move.
    pub due: Option<Instant>,
    /// The computer's request being worked on; dropping it cancels the search.
    pub pending: Option<Pending>,
    /// Computer against computer waits for the player.
    pub paused: bool,
    /// A game opened from a file: who played it, when, its name and comments.
    pub meta: Option<Meta>,
    /// The computer thinking on the player's time (the setting is on); dropped, it stops.
    pub pondering: Option<Ponder>,
}

impl Play {
    pub fn new(game: Game) -> Play {
        Play {
            cursor: game.board().center(),
            game,
            hint: None,
            review: None,
            analysis: None,
            counted: None,
            due: None,
            pending: None,
            paused: false,
            meta: None,
            pondering: None,
        }
    }

    /// The game on the board: the reviewed position in review mode, else the game in play.
    pub fn shown(&self) -> &Game {
        self.review.as_ref().map_or(&self.game, Review::game)
    }
}
