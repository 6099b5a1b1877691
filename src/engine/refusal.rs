//! Why the engine refuses a command: the text after `ERROR` in its reply. These are protocol
//! texts for a manager's log, and stay in English.

use std::fmt;

use crate::model::{MoveError, Point};

/// An error from a lower layer, kept with its own sentence.
pub type Reason = Box<dyn std::error::Error + Send + Sync>;

/// A point in protocol coordinates: column then row, from the top left.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Xy(pub Point);

impl fmt::Display for Xy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{},{}", self.0.col, self.0.row)
    }
}

#[derive(Debug, thiserror::Error)]
pub enum Refusal {
    #[error("no game yet: send START first")]
    NoGame,
    #[error("cannot play {cols}x{rows}: {reason}")]
    Size {
        cols: usize,
        rows: usize,
        reason: Reason,
    },
    #[error("{0}")]
    Rules(Reason),
    #[error("win length must be from 3 to 26, not {0}")]
    WinLength(usize),
    #[error("the game is over ({0})")]
    Over(Ending),
    #[error("{point} is off the {cols}x{rows} board")]
    OffBoard { point: Xy, cols: usize, rows: usize },
    #[error("{0} is taken")]
    Taken(Xy),
    #[error("{0} is given twice")]
    Twice(Xy),
    #[error("there is no stone at {0}")]
    NoStone(Xy),
    #[error(transparent)]
    Move(#[from] MoveError),
    #[error("expected {line} or DONE after {block}", line = .0.line(), block = .0)]
    InBlock(Block),
    #[error("a line {line} only belongs between {block} and DONE", line = .0.line(), block = .0)]
    Stray(Block),
    #[error("DONE without BOARD or SWAP2BOARD")]
    DoneAlone,
    #[error("{block} gave more lines than the {points} points of the board")]
    TooManyLines { block: Block, points: usize },
    #[error("SWAP2BOARD takes 0, 3 or 5 stones, not {0}")]
    Swap2Stones(usize),
    /// A line that is not a command we can read; its text is already printable.
    #[error("{0}")]
    Malformed(String),
}

/// The two blocks of lines that end with `DONE`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Block {
    /// `BOARD`, with `x,y,f` lines.
    Board,
    /// `SWAP2BOARD`, with `x,y` lines.
    Swap2,
}

impl Block {
    /// The form of the lines inside the block.
    pub fn line(self) -> &'static str {
        match self {
            Block::Board => "x,y,f",
            Block::Swap2 => "x,y",
        }
    }
}

impl fmt::Display for Block {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Block::Board => "BOARD",
            Block::Swap2 => "SWAP2BOARD",
        })
    }
}

/// How a finished game ended, for the refusal of a move after it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ending(pub Option<crate::model::Stone>);

impl fmt::Display for Ending {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            Some(stone) => write!(f, "{stone} won"),
            None => f.write_str("a draw"),
        }
    }
}
