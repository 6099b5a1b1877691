//! A request for the computer to think and its answer. The search runs on a thread of its own
//! (started by the loop, see `effects`), so the screen keeps drawing and the player can undo,
//! start over or quit meanwhile; every request carries a number, and the app drops an answer
//! whose number it no longer waits for.

use crate::ai::{self, Analysis, Level, Limits};
use crate::model::Game;

/// Why the computer was asked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Purpose {
    /// Its own move.
    Move,
    /// A suggestion for the human.
    Hint,
}

/// What to think about; `limits.cancel` stops it early.
#[derive(Debug)]
pub struct Request {
    pub id: u64,
    pub game: Game,
    pub level: Level,
    pub limits: Limits,
    pub purpose: Purpose,
}

#[derive(Debug)]
pub struct Answer {
    pub id: u64,
    pub purpose: Purpose,
    pub analysis: Option<Analysis>,
}

/// Thinks about the request until done, out of time or cancelled.
pub fn think(request: Request) -> Answer {
    Answer {
        id: request.id,
        purpose: request.purpose,
        analysis: ai::analyse(&request.game, request.level, &request.limits),
    }
}
