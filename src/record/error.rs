//! Why a game record could not be read: where (the file, the line, the move) and what, as
//! values; each `Display` is the one sentence the player reads.

use std::io;
use std::path::PathBuf;

use crate::model::{MoveError, Point, RulesError, Stone};
use crate::record::fsio::{ReadError, io_reason};
use crate::tr;

/// A file that could not be opened as a game.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{}", tr!("load-error", path = path.display().to_string(), reason = kind.to_string()))]
pub struct LoadError {
    /// The file, or the name of a sample game.
    pub path: PathBuf,
    pub kind: LoadErrorKind,
}

/// What was wrong with the file, without its name (the picker shows the name in its own column).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LoadErrorKind {
    #[error("{}", tr!("load-not-found"))]
    NotFound,
    #[error("{}", tr!("load-folder"))]
    Folder,
    /// A device, a FIFO, a socket: never opened.
    #[error("{}", tr!("load-not-regular"))]
    NotRegular,
    #[error("{}", tr!("load-too-large", limit = *limit))]
    TooLarge { limit: u64 },
    /// Too large to be described in the picker's list, though it may open when chosen.
    #[error("{}", tr!("load-not-listed", size = megabytes(*bytes)))]
    NotListed { bytes: u64 },
    #[error("{}", tr!("load-unreadable", reason = io_reason(*.0)))]
    Unreadable(io::ErrorKind),
    #[error(transparent)]
    Parse(#[from] ParseError),
}

/// `4.2 MB`.
fn megabytes(bytes: u64) -> String {
    format!("{:.1} MB", bytes as f64 / 1e6)
}

impl From<ReadError> for LoadErrorKind {
    fn from(e: ReadError) -> LoadErrorKind {
        match e {
            ReadError::NotFound => LoadErrorKind::NotFound,
            ReadError::Folder => LoadErrorKind::Folder,
            ReadError::NotRegular => LoadErrorKind::NotRegular,
            ReadError::TooLarge { limit } => LoadErrorKind::TooLarge { limit },
            ReadError::Io(kind) => LoadErrorKind::Unreadable(kind),
        }
    }
}

/// Where in a file a stone or a property was read: `W[hh] on line 3`.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{}", tr!("record-place", text = text.clone(), line = *line))]
pub struct Place {
    /// The text as the file has it.
    pub text: String,
    pub line: usize,
}

/// What a root property of an SGF file got wrong.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PropertyProblem {
    NotGomoku,
    Size,
    WinLength,
    ToPlay,
}

/// Why the text of a record is not a game this program can replay.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ParseError {
    #[error("{}", tr!("parse-binary"))]
    Binary,
    #[error("{}", tr!("sgf-not-sgf"))]
    NotSgf,
    #[error("{}", tr!("sgf-nested", line = *line))]
    NestedTooDeeply { line: usize },
    #[error("{}", tr!("sgf-unexpected", line = *line, found = found.to_string()))]
    Unexpected { line: usize, found: char },
    #[error("{}", tr!("sgf-unclosed-game", line = *line))]
    UnclosedGame { line: usize },
    #[error("{}", tr!("sgf-no-value", line = *line, ident = ident.clone()))]
    NoValue { line: usize, ident: String },
    #[error("{}", tr!("sgf-unclosed-value", line = *line))]
    UnclosedValue { line: usize },
    #[error("{}", tr!("sgf-no-nodes"))]
    NoNodes,
    #[error("{}", tr!("sgf-property", place = place.to_string(), problem = match problem {
        PropertyProblem::NotGomoku => "not-gomoku",
        PropertyProblem::Size => "size",
        PropertyProblem::WinLength => "win",
        PropertyProblem::ToPlay => "to-play",
    }))]
    Property {
        place: Place,
        problem: PropertyProblem,
    },
    /// The size and win length the file gives (`SZ[30]`, `SZ[15], XK[20]`) make no game.
    #[error("{given}: {error}")]
    Rules { given: String, error: RulesError },
    #[error("{}", tr!("sgf-remove", line = *line))]
    RemovesStones { line: usize },
    #[error("{}", tr!("sgf-setup-after-moves", line = *line, ident = ident.clone()))]
    SetupAfterMoves { line: usize, ident: String },
    #[error("{}", tr!("record-pass", n = *n, place = place.to_string()))]
    Pass { n: usize, place: Place },
    #[error("{}", tr!("sgf-not-a-point", place = place.to_string()))]
    NotAPoint { place: Place },
    #[error("{}", tr!("sgf-charset", charset = charset.clone()))]
    Charset { charset: String },
    #[error("{}", tr!("psq-header", header = header.clone()))]
    PsqHeader { header: String },
    #[error("{}", tr!("psq-not-a-move", place = place.to_string()))]
    PsqNotAMove { place: Place },
    #[error("{}", tr!("psq-rules", error = .0.to_string()))]
    PsqRules(RulesError),
    #[error("{}", tr!("record-setup-off-board", place = place.to_string(), cols = *cols, rows = *rows))]
    SetupOffBoard {
        place: Place,
        rows: usize,
        cols: usize,
    },
    #[error("{}", tr!("record-setup-twice", place = place.to_string()))]
    SetupTwice { place: Place },
    #[error("{}", tr!("record-setup-impossible", error = .0.to_string()))]
    SetupImpossible(MoveError),
    #[error("{}", tr!("record-black-first", place = place.to_string()))]
    BlackFirst { place: Place },
    #[error("{}", tr!("record-not-their-turn", n = *n, place = place.to_string(), stone = stone.name()))]
    NotTheirTurn {
        n: usize,
        place: Place,
        stone: Stone,
    },
    #[error("{}", tr!("record-after-end", n = *n, place = place.to_string(),
        outcome = tr!("outcome-text", outcome = winner.map_or("draw", Stone::key))))]
    AfterEnd {
        n: usize,
        place: Place,
        /// Who had won; `None` for a draw.
        winner: Option<Stone>,
    },
    #[error("{}", tr!("record-off-board", n = *n, place = place.to_string(), cols = *cols, rows = *rows))]
    OffBoard {
        n: usize,
        place: Place,
        rows: usize,
        cols: usize,
    },
    #[error("{}", tr!("record-taken", n = *n, place = place.to_string(), point = point.notation(*rows)))]
    Taken {
        n: usize,
        place: Place,
        point: Point,
        rows: usize,
    },
}

/// Something the player should know about how a file was read, though it could be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Note {
    /// A rule name this program does not know: the game is replayed as free-style.
    #[error("{}", tr!("note-unknown-rule", place = .0.to_string()))]
    UnknownRule(Place),
    /// An opening this program does not know (`XO`): the game is replayed with a free opening.
    #[error("{}", tr!("note-unknown-opening", place = .0.to_string()))]
    UnknownOpening(Place),
    /// A choice of a swap opening (`XC`) that the opening and the moves do not allow: it and
    /// the choices after it are left out.
    #[error("{}", tr!("note-bad-choice", place = .0.to_string()))]
    BadChoice(Place),
    /// More games of a collection, or other text, after the first game: only it is read.
    #[error("{}", tr!("note-after-first-game", line = *line))]
    AfterFirstGame { line: usize },
}
