//! The two kinds of contestant: a level of our own engine, called in-process, and an external
//! program spoken to over the Gomocup protocol on its stdin and stdout.

use std::time::Duration;

use crate::ai::{Answer, Decision, GameTable, Level, Limits, Stage, Task, respond};
use crate::engine::Xy;
use crate::model::{Game, MoveError, Point};

/// What an engine may write after one command before it answers: engines of the field write a
/// few `MESSAGE` lines per search depth. More is a flood, which forfeits.
pub(super) const ANSWER_LINES: usize = 10_000;
pub(super) const ANSWER_BYTES: usize = 1 << 20;
/// The longest line an engine may write: protocol lines take a few dozen bytes, a long
/// `MESSAGE` a few hundred. A longer line is never kept whole; it forfeits.
pub(super) const MAX_LINE: usize = 16 * 1024;

/// Who plays one side of a match.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Entrant {
    Level(Level),
    /// A command line: the program, then its arguments, separated by spaces.
    Engine(String),
}

impl Entrant {
    pub fn label(&self) -> String {
        match self {
            Entrant::Level(level) => level.key().to_string(),
            Entrant::Engine(cmd) => format!("\"{cmd}\""),
        }
    }
}

/// Why a side lost a game without playing it out. The text completes "A forfeits: ...".
#[derive(Debug, thiserror::Error)]
pub enum Forfeit {
    #[error("the engine command is empty")]
    EmptyCommand,
    #[error("cannot start \"{command}\": {source}")]
    Spawn {
        command: String,
        source: std::io::Error,
    },
    #[error("stopped reading (crashed?)")]
    StoppedReading,
    #[error("exited (crashed?)")]
    Exited,
    #[error("took longer than {} ms", .0.as_millis())]
    Timeout(Duration),
    #[error("wrote a line longer than {} KiB", MAX_LINE / 1024)]
    LineTooLong,
    #[error(
        "wrote more than {} lines or {} MiB where one answer was due",
        ANSWER_LINES,
        ANSWER_BYTES >> 20
    )]
    Flood,
    /// An `ERROR` or `UNKNOWN` reply (or another line where `OK` was due); printable text.
    #[error("answered {command} with \"{reply}\"")]
    Refused { command: String, reply: String },
    #[error("answered \"{0}\" instead of a move")]
    NotAMove(String),
    #[error("answered SWAP2BOARD with \"{reply}\" where {wanted} was due")]
    BadOpening { reply: String, wanted: &'static str },
    #[error("had no move")]
    NoMove,
    #[error("illegal move {point}: {error}")]
    Illegal { point: Xy, error: MoveError },
}

/// A side's moves for the game so far, or why it has none (which loses the game).
pub trait Contestant {
    /// Waits until the player is ready for its next command (an engine still settling after
    /// its last answer), so that the move's clock starts only when the command is sent.
    fn settle(&mut self) {}

    fn choose(&mut self, game: &Game) -> Result<Point, Forfeit>;

    /// The player's decision at one step of a swap2 opening.
    fn swap2(&mut self, game: &Game, stage: Stage) -> Result<Decision, Forfeit>;
}

pub struct InProcess {
    pub level: Level,
    pub time: Duration,
    /// Seed for this side in this game; mixed with the move number for each move.
    pub seed: Option<u64>,
    /// The transposition table this side keeps across the game's moves.
    pub table: Option<GameTable>,
}

impl InProcess {
    fn limits(&self, game: &Game) -> Limits {
        let mut limits = Limits::with_time(self.time);
        limits.seed = self.seed.map(|s| mix(s, game.move_number() as u64));
        limits.table = self.table.clone();
        limits
    }

    fn respond(&self, game: &Game, task: Task) -> Answer {
        respond(game, task, self.level, &self.limits(game), None)
    }
}

impl Contestant for InProcess {
    fn choose(&mut self, game: &Game) -> Result<Point, Forfeit> {
        self.respond(game, Task::Move)
            .point()
            .ok_or(Forfeit::NoMove)
    }

    fn swap2(&mut self, game: &Game, stage: Stage) -> Result<Decision, Forfeit> {
        match self.respond(game, Task::Opening(stage)) {
            Answer::Opening(decision) => Ok(decision),
            _ => Err(Forfeit::NoMove),
        }
    }
}

/// SplitMix64's finaliser: spreads a seed and a counter into an unrelated-looking seed.
pub fn mix(seed: u64, n: u64) -> u64 {
    let mut z = seed ^ n.wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mixed_seeds_differ_per_move_and_repeat_per_input() {
        assert_eq!(mix(1, 2), mix(1, 2));
        assert_ne!(mix(1, 2), mix(1, 3));
        assert_ne!(mix(1, 2), mix(2, 2));
    }
}
