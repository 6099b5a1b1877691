//! A request for the computer to think and its answer. The search runs on a thread of its own
//! (started by the loop, see `effects`), so the screen keeps drawing and the player can undo,
//! start over or quit meanwhile; every request carries a number, and the app drops an answer
//! whose number it no longer waits for.

use crate::ai::{self, Analysis, Level, Limits, Ponder};
use crate::engine::swap2::{self, Decision, Stage};
use crate::model::{Game, Point};

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
}

impl Purpose {
    /// Whether the answer is a suggestion for the player rather than the computer's own turn.
    pub fn is_hint(self) -> bool {
        matches!(self, Purpose::Hint | Purpose::OpeningHint(_))
    }
}

/// What to think about; `limits.cancel` stops it early.
#[derive(Debug)]
pub struct Request {
    pub id: u64,
    pub game: Game,
    pub level: Level,
    pub limits: Limits,
    pub purpose: Purpose,
    /// The search that ran on the player's time, when it guessed the player's move.
    pub pondering: Option<Pondering>,
    /// Whether to guess the player's reply to the move found, to think on the player's time.
    pub guess_reply: bool,
}

/// Thinking on the player's time: the search of the position after the reply it expects, and
/// how many moves the game had when it started.
pub struct Pondering {
    pub ponder: Box<Ponder>,
    pub moves: usize,
    /// The reply it expects.
    pub guess: Point,
}

impl std::fmt::Debug for Pondering {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Pondering after {} moves", self.moves)
    }
}

/// What the thinking found: a search's result for a move or a hint, a decision for a step of
/// the opening.
#[derive(Debug)]
pub enum Found {
    Analysis(Analysis),
    Decision(Decision),
}

#[derive(Debug)]
pub struct Answer {
    pub id: u64,
    pub purpose: Purpose,
    /// Nothing when there was nothing to find (no legal move) or the thinking was cancelled.
    pub found: Option<Found>,
    /// The player's reply the computer expects to its move, when asked for.
    pub reply: Option<Point>,
}

/// The reply `analysis` expects: the second move of its line, or else the quick search
/// pondering guesses with, done here so that the screen's thread never waits for it.
fn expected_reply(game: &Game, analysis: &Analysis, seed: Option<u64>) -> Option<Point> {
    if let Some(&reply) = analysis.pv.get(1) {
        return Some(reply);
    }
    let mut after = game.clone();
    after.play(analysis.best).ok()?;
    Ponder::guess(&after, seed)
}

/// Thinks about the request until done, out of time or cancelled.
pub fn think(request: Request) -> Answer {
    let Request {
        id,
        game,
        level,
        limits,
        purpose,
        pondering,
        guess_reply,
    } = request;
    // A right guess goes on searching for the move's time and answers; a wrong one stops at
    // once and the move is searched as usual.
    if let Some(p) = pondering
        && let Some(analysis) = (*p.ponder).finish(&game, limits.time)
    {
        let reply = guess_reply
            .then(|| expected_reply(&game, &analysis, limits.seed))
            .flatten();
        return Answer {
            id,
            purpose,
            found: Some(Found::Analysis(analysis)),
            reply,
        };
    }
    let found = match purpose {
        Purpose::Move | Purpose::Hint => ai::analyse(&game, level, &limits).map(Found::Analysis),
        Purpose::Opening(stage) | Purpose::OpeningHint(stage) => {
            swap2::decide(&game, stage, level, &limits).map(Found::Decision)
        }
    };
    let reply = match &found {
        Some(Found::Analysis(a)) if guess_reply => expected_reply(&game, a, limits.seed),
        _ => None,
    };
    Answer {
        id,
        purpose,
        found,
        reply,
    }
}
