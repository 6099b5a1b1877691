//! Keeping games between runs: saved games (SGF to write and read, Piskvork
//! `.psq` records to read), the directory of saved games with the shipped samples, and the review
//! cursor that steps through a finished or loaded game.
//!
//! What the screens call:
//! - save (Ctrl-S): `games_dir::save_new(&dir, &record)` writes a new file and returns its
//!   path; `games_dir::save_to(path, &record, overwrite)` for a name the player typed, asking
//!   before passing `overwrite = true`.
//! - open (Ctrl-O): `games_dir::list(games_dir::default_dir().as_deref())` for the picker (saved
//!   games, then the samples), `Entry::load()` or `Record::load(path)` for a typed path; then
//!   `Review::new(record)` to step through it or `record.game()` to play on.
//! - review: `Review::forward/back/home/end`, `game()` to draw, `branch_here()` to play on
//!   (ask first when `branch_discards_moves()`).

mod charset;
mod error;
pub mod fsio;
pub mod games_dir;
pub mod paths;
mod psq;
pub mod review;
pub mod samples;
pub mod sgf;

use std::collections::BTreeMap;
use std::path::Path;

use crate::model::clock::SideTime;
use crate::model::{
    Act, Chosen, Ending, ForbiddenPolicy, Game, GameTree, MoveError, Outcome, Point, Rules, Stone,
    TimeControl,
};
use crate::record::fsio::read_regular;
use crate::tr;

pub use error::{LoadError, LoadErrorKind, Note, ParseError, Place, PropertyProblem};
pub use games_dir::{Entry, Source, Summary};
pub use review::Review;

/// Files larger than this are not game records (a full 26x26 game with comments is far smaller).
const MAX_FILE_BYTES: u64 = 4 << 20;

/// Who played and when, as far as the file says.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Meta {
    pub black: Option<String>,
    pub white: Option<String>,
    /// `YYYY-MM-DD`.
    pub date: Option<String>,
    /// The game's name (`GN`).
    pub name: Option<String>,
    /// Comments (`C`), by the number of moves played when they apply (0: the start).
    pub comments: BTreeMap<usize, String>,
    /// The result as the file states it (`B+`, `W+R`, `Draw` ...), kept for games that ended off
    /// the board (resignation, time); a finished position speaks for itself.
    pub result: Option<String>,
    /// The time control of a timed game (`TM`, `OT`).
    pub clock: Option<TimeControl>,
    /// The time the side that made each move had left after it (`BL`/`WL`, with `OB`/`OW`
    /// for the byo-yomi periods), by the number of moves played (1: after the first).
    pub times: BTreeMap<usize, SideTime>,
    /// Things the player should know about how the file was read (an unknown rule name ...).
    pub notes: Vec<Note>,
}

/// A whole game as a file holds it: rules, set-up stones, the side to move first, the moves,
/// and the choices of a swap opening. Always legal: every constructor replays it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    rules: Rules,
    setup: Vec<(Point, Stone)>,
    first: Stone,
    moves: Vec<Point>,
    /// The choices of a swap opening with the number of moves they were made after; only
    /// ones the opening allows.
    choices: Vec<Chosen>,
    pub meta: Meta,
    /// The whole game tree when the game has variations beside its main line (which is the
    /// moves, choices and comments above); `None` for a game of one line.
    variations: Option<GameTree>,
}

/// A stone read from a file, with where it was read for the error sentence.
pub(crate) struct Placed {
    pub point: Point,
    pub stone: Stone,
    /// How the file wrote it and where, e.g. `W[hh] on line 3`.
    pub place: Place,
}

impl Record {
    /// The game so far with the choices of its opening, including what was taken back and not
    /// done again (the redo stack), which stays after the current position so a review can step
    /// into it.
    pub fn from_game(game: &Game, mut meta: Meta) -> Record {
        if let Some(ending) = game.ending() {
            meta.result = Some(ending.sgf());
        }
        let history = game.history();
        let played: std::collections::HashSet<Point> = history.iter().copied().collect();
        let setup = game
            .board()
            .points()
            .filter(|p| !played.contains(p))
            .filter_map(|p| Some((p, game.board().get(p)?)))
            .collect();
        let first = if history.len() % 2 == 0 {
            game.to_move()
        } else {
            game.to_move().opponent()
        };
        let mut moves = history.to_vec();
        let mut choices = game.choices().to_vec();
        for act in game.redo_acts().iter().rev() {
            match *act {
                Act::Move(p) => moves.push(p),
                Act::Choice(choice) => choices.push((moves.len(), choice)),
            }
        }
        Record {
            rules: *game.rules(),
            setup,
            first,
            moves,
            choices: Vec::new(),
            meta,
            variations: None,
        }
        .with_choices(&choices)
    }

    /// This record with the choices of its swap opening: the ones its opening allows after its
    /// moves, up to the first that it does not.
    pub fn with_choices(self, choices: &[Chosen]) -> Record {
        let choices = self
            .rules
            .opening()
            .valid_choices(self.moves.len(), choices);
        Record { choices, ..self }
    }

    /// Checks a game read from a file: set-up stones on the board and apart, moves that take turns
    /// (black first on an empty board), on the board, on empty points, and none after the end.
    pub(crate) fn checked(
        rules: Rules,
        setup: Vec<Placed>,
        moves: Vec<Placed>,
        to_play: Option<Stone>,
        meta: Meta,
    ) -> Result<Record, ParseError> {
        let (cols, rows) = (rules.cols(), rules.rows());
        let stones: Vec<(Point, Stone)> = setup.iter().map(|s| (s.point, s.stone)).collect();
        for (i, s) in setup.iter().enumerate() {
            let place = s.place.clone();
            if s.point.row >= rows || s.point.col >= cols {
                return Err(ParseError::SetupOffBoard { place, rows, cols });
            }
            if stones[..i].iter().any(|&(p, _)| p == s.point) {
                return Err(ParseError::SetupTwice { place });
            }
        }
        let first = moves
            .first()
            .map(|m| m.stone)
            .or(to_play)
            .unwrap_or(Stone::Black);
        let mut game =
            Game::from_position(rules, &stones, first).map_err(ParseError::SetupImpossible)?;
        for (i, m) in moves.iter().enumerate() {
            let n = i + 1;
            let place = m.place.clone();
            if i == 0 && setup.is_empty() && m.stone != Stone::Black {
                return Err(ParseError::BlackFirst { place });
            }
            if m.stone != game.to_move() {
                let stone = m.stone;
                return Err(ParseError::NotTheirTurn { n, place, stone });
            }
            if game.is_over() {
                let winner = game.outcome().winner();
                return Err(ParseError::AfterEnd { n, place, winner });
            }
            if m.point.row >= rows || m.point.col >= cols {
                return Err(ParseError::OffBoard {
                    n,
                    place,
                    rows,
                    cols,
                });
            }
            match game.play(m.point) {
                Ok(_) => {}
                // Black lost on a forbidden point: the game was played under that policy.
                Err(MoveError::Forbidden(..)) => {
                    let rules = rules.with_forbidden_policy(ForbiddenPolicy::Loses);
                    return Record::checked(rules, setup, moves, to_play, meta);
                }
                Err(_) => {
                    let point = m.point;
                    return Err(ParseError::Taken {
                        n,
                        place,
                        point,
                        rows,
                    });
                }
            }
        }
        Ok(Record {
            rules,
            setup: stones,
            first,
            moves: moves.iter().map(|m| m.point).collect(),
            choices: Vec::new(),
            meta,
            variations: None,
        })
    }

    /// Reads an SGF or Piskvork record; the error names the file.
    pub fn load(path: &Path) -> Result<Record, LoadError> {
        Record::load_within(path, MAX_FILE_BYTES)
    }

    /// `load`, refusing a file of more than `limit` bytes as too large.
    pub fn load_within(path: &Path, limit: u64) -> Result<Record, LoadError> {
        let fail = |kind| LoadError {
            path: path.to_path_buf(),
            kind,
        };
        let bytes = read_regular(path, limit).map_err(|e| fail(e.into()))?;
        let psq_name = path
            .extension()
            .is_some_and(|e| e.eq_ignore_ascii_case("psq"));
        let record = Record::parse_bytes(&bytes, psq_name).map_err(|e| fail(e.into()))?;
        tracing::debug!(path = %path.display(), moves = record.moves.len(), "game read");
        Ok(record)
    }

    /// Reads SGF, or a Piskvork record when `psq_name` or the text says so.
    pub fn parse_bytes(bytes: &[u8], psq_name: bool) -> Result<Record, ParseError> {
        if bytes.contains(&0) {
            return Err(ParseError::Binary);
        }
        let text = charset::decode(bytes)?;
        let text = text.trim_start_matches('\u{feff}');
        if psq_name || text.trim_start().starts_with("Piskvorky") {
            psq::parse(text)
        } else {
            sgf::parse(text)
        }
    }

    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    pub fn setup(&self) -> &[(Point, Stone)] {
        &self.setup
    }

    /// The side that plays the first move.
    pub fn first(&self) -> Stone {
        self.first
    }

    pub fn moves(&self) -> &[Point] {
        &self.moves
    }

    /// The choices of the swap opening made by the position after `n` moves.
    pub fn choices_at(&self, n: usize) -> Vec<Chosen> {
        self.choices
            .iter()
            .copied()
            .filter(|&(at, _)| at <= n)
            .collect()
    }

    pub fn choices(&self) -> &[Chosen] {
        &self.choices
    }

    /// The position after the first `n` moves (all of them when `n` is larger), with the
    /// choices of the opening made up to there.
    pub fn game_at(&self, n: usize) -> Game {
        // Every record was replayed when it was made, so nothing fails here.
        self.replay(self.rules, n)
            .unwrap_or_else(|| Game::new(self.rules))
    }

    /// The first `n` moves and the choices made up to them, played again under `rules` (the
    /// record's own, or the same with another forbidden-move policy), and after the last move
    /// the ending off the board that the result names (`B+R`, `W+T` ...); `None` when they do
    /// not replay under them.
    pub fn replay(&self, rules: Rules, n: usize) -> Option<Game> {
        let mut game = Game::from_position(rules, &self.setup, self.first).ok()?;
        let choose = |game: &mut Game, at: usize| {
            let mut made = self.choices.iter().filter(|&&(n, _)| n == at);
            made.try_for_each(|&(_, choice)| game.choose(choice))
        };
        for (i, &p) in self.moves.iter().take(n).enumerate() {
            choose(&mut game, i).ok()?;
            game.play(p).ok()?;
        }
        choose(&mut game, n.min(self.moves.len())).ok()?;
        let ending = self.meta.result.as_deref().and_then(Ending::from_sgf);
        if let Some(ending) = ending.filter(|_| n >= self.moves.len()) {
            // A result the position already decides (a line, a full board) is the board's.
            let _ = game.end(ending);
        }
        Some(game)
    }

    /// The position after every move.
    pub fn game(&self) -> Game {
        self.game_at(self.moves.len())
    }

    /// The game as a tree: its variations, or its one line, with the comments on their nodes.
    pub fn tree(&self) -> GameTree {
        if let Some(tree) = &self.variations {
            return tree.clone();
        }
        let start = Game::from_position(self.rules, &self.setup, self.first)
            .unwrap_or_else(|_| Game::new(self.rules));
        let mut tree = GameTree::from_line(start, &self.moves, &self.choices);
        let line = tree.main_line();
        for (&n, text) in &self.meta.comments {
            if let Some(&node) = line.get(n) {
                tree.set_comment(node, Some(text.clone()));
            }
        }
        tree
    }

    /// The variations beside the main line, as the whole tree; `None` when there are none.
    pub fn variations(&self) -> Option<&GameTree> {
        self.variations.as_ref()
    }

    /// The game `tree` holds, its main line as the record's moves and choices, its main line's
    /// comments as the meta's.
    pub fn from_tree(tree: &GameTree, meta: Meta) -> Record {
        let start = tree.start();
        let line = tree.main_line();
        let mut choices = Vec::new();
        let mut comments = BTreeMap::new();
        for (n, &node) in line.iter().enumerate() {
            choices.extend(tree.choices(node).iter().map(|&c| (n, c)));
            if let Some(text) = tree.comment(node) {
                comments.insert(n, text.to_string());
            }
        }
        let board = start.board();
        Record {
            rules: *start.rules(),
            setup: board
                .points()
                .filter_map(|p| Some((p, board.get(p)?)))
                .collect(),
            first: start.to_move(),
            moves: tree.moves(&line),
            choices,
            meta: Meta { comments, ..meta },
            variations: tree.has_variations().then(|| tree.compacted()),
        }
    }

    pub fn to_sgf(&self) -> String {
        sgf::write(self)
    }
}

/// A file's `RE` in words: `B+R` is `Black won by resignation`, `0` or `Draw` `a draw`.
pub fn result_text(raw: &str) -> String {
    let raw = raw.trim();
    let side = match raw.get(..2) {
        Some("B+") => Stone::Black,
        Some("W+") => Stone::White,
        _ => {
            return match raw.to_ascii_lowercase().as_str() {
                "0" | "draw" | "jigo" => tr!("result-draw"),
                "void" => tr!("result-void"),
                "?" | "" => tr!("result-unknown"),
                _ => raw.to_string(),
            };
        }
    };
    let how = match raw[2..].to_ascii_uppercase().as_str() {
        "R" | "RESIGN" => "resign",
        "T" | "TIME" => "time",
        "F" | "FORFEIT" => "forfeit",
        _ => "none",
    };
    tr!("result-text", side = side.key(), how = how)
}

/// `Black won`, `White won`, `a draw`, `unfinished`.
pub fn outcome_text(outcome: &Outcome) -> String {
    let outcome = match outcome {
        Outcome::Win { winner, .. } => winner.key(),
        Outcome::Draw => "draw",
        Outcome::Ongoing => "ongoing",
    };
    tr!("outcome-text", outcome = outcome)
}
