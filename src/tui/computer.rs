//! A request for the computer to think and its reply. The search runs on a thread of its own
//! (started by the loop, see `effects`), so the screen keeps drawing and the player can undo,
//! start over or quit meanwhile; every request carries a number, and the app drops a reply
//! whose number it no longer waits for.

use crate::ai::{self, Answer, Level, Limits, Ponder, Stage, Task};
use crate::model::Game;

/// Why the computer was asked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Purpose {
    /// Its own move.
    Move,
    /// A suggestion for the human.
    Hint,
    /// Its step of a swap opening: the stones to place, or the colour to take.
    Opening(Stage),
    /// The player's step of a swap opening, as the computer would take it: a suggestion.
    OpeningHint(Stage),
    /// The best few moves of the position shown, for analysis mode: no move is played.
    Analysis,
}

/// The lines analysis mode shows: the best three, as chess programs show by default.
pub const ANALYSIS_LINES: usize = 3;

impl Purpose {
    /// Whether the answer is a suggestion for the player rather than the computer's own turn.
    pub fn is_hint(self) -> bool {
        matches!(self, Purpose::Hint | Purpose::OpeningHint(_))
    }

    /// What the computer is asked to work out for it.
    pub fn task(self) -> Task {
        match self {
            Purpose::Move | Purpose::Hint => Task::Move,
            Purpose::Opening(stage) | Purpose::OpeningHint(stage) => Task::Opening(stage),
            Purpose::Analysis => Task::Analyse {
                lines: ANALYSIS_LINES,
            },
        }
    }
}

/// What to think about; `limits.cancel` stops it early.
#[derive(Debug)]
pub struct ComputerRequest {
    pub id: u64,
    pub game: Game,
    pub level: Level,
    pub limits: Limits,
    pub purpose: Purpose,
    /// The search that ran on the player's time, for the computer's own move.
    pub ponder: Option<Ponder>,
}

#[derive(Debug)]
pub struct ComputerReply {
    pub id: u64,
    pub purpose: Purpose,
    pub answer: Answer,
}

/// The engine's review of a game for the loop: search `positions`, `workers` at a time.
#[derive(Debug)]
pub struct JudgeRequest {
    pub id: u64,
    pub positions: Vec<Game>,
    pub limits: Limits,
    pub workers: usize,
}

/// Thinks about the request until done, out of time or cancelled.
pub fn work_out(request: ComputerRequest) -> ComputerReply {
    let ComputerRequest {
        id,
        game,
        level,
        limits,
        purpose,
        ponder,
    } = request;
    let answer = ai::respond(&game, purpose.task(), level, &limits, ponder);
    ComputerReply {
        id,
        purpose,
        answer,
    }
}
