//! Keeping things between runs: the settings file, saved games (SGF to write and read, Piskvork
//! `.psq` records to read), the directory of saved games with the shipped samples, and the review
//! cursor that steps through a finished or loaded game.
//!
//! What the screens call:
//! - settings: `SettingsStore::open_default()`, `load()` (settings and a warning for the status
//!   line), `save(&settings)`; start-up goes through `crate::startup::prepare`.
//! - save (Ctrl-S): `games_dir::save_new(&dir, &record)` writes a new file and returns its
//!   path; `games_dir::save_to(path, &record, overwrite)` for a name the player typed, asking
//!   before passing `overwrite = true`.
//! - open (Ctrl-O): `games_dir::list(games_dir::default_dir().as_deref())` for the picker (saved
//!   games, then the samples), `Entry::load()` or `Record::load(path)` for a typed path; then
//!   `Review::new(record)` to step through it or `record.game()` to play on.
//! - review: `Review::forward/back/home/end`, `game()` to draw, `branch_here()` to play on
//!   (ask first when `branch_discards_moves()`).

mod fsutil;
pub mod games_dir;
mod psq;
pub mod review;
mod serde_keys;
pub mod settings_file;
pub mod sgf;

use std::path::Path;

use crate::model::{ForbiddenPolicy, Game, MoveError, Outcome, Point, Rules, Stone};
use crate::settings::Settings;

pub use fsutil::atomic_write;
pub use games_dir::{Entry, Source, Summary};
pub use review::Review;
pub use settings_file::SettingsStore;

/// Files larger than this are not game records (a full 26x26 game with comments is far smaller).
const MAX_FILE_BYTES: u64 = 4 << 20;

/// Who played and when, as far as the file says.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Meta {
    pub black: Option<String>,
    pub white: Option<String>,
    /// `YYYY-MM-DD`.
    pub date: Option<String>,
    /// The result as the file states it (`B+`, `W+R`, `Draw` ...), kept for games that ended off
    /// the board (resignation, time); a finished position speaks for itself.
    pub result: Option<String>,
    /// Things the player should know about how the file was read (an unknown rule name ...).
    pub notes: Vec<String>,
}

impl Meta {
    /// Player names for a game played under `settings`: `Human`, or `gomoku (hard)` for the
    /// computer.
    pub fn players(settings: &Settings) -> Meta {
        let name = |stone| match settings.is_computer(stone) {
            true => format!("gomoku ({})", settings.level(stone)),
            false => "Human".to_string(),
        };
        Meta {
            black: Some(name(Stone::Black)),
            white: Some(name(Stone::White)),
            ..Meta::default()
        }
    }
}

/// A whole game as a file holds it: rules, set-up stones, the side to move first, the moves.
/// Always legal: every constructor replays it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    rules: Rules,
    setup: Vec<(Point, Stone)>,
    first: Stone,
    moves: Vec<Point>,
    pub meta: Meta,
}

/// A stone read from a file, with where it was read for the error sentence.
pub(crate) struct Placed {
    pub point: Point,
    pub stone: Stone,
    /// How the file wrote it and where, e.g. `W[hh] on line 3`.
    pub place: String,
}

impl Record {
    /// The game so far, including moves taken back and not replayed (the redo stack), which stay
    /// after the current position so a review can step into them.
    pub fn from_game(game: &Game, meta: Meta) -> Record {
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
        moves.extend(game.redo_stack().iter().rev());
        Record {
            rules: *game.rules(),
            setup,
            first,
            moves,
            meta,
        }
    }

    /// Checks a game read from a file: set-up stones on the board and apart, moves that take turns
    /// (black first on an empty board), on the board, on empty points, and none after the end.
    pub(crate) fn checked(
        rules: Rules,
        setup: Vec<Placed>,
        moves: Vec<Placed>,
        to_play: Option<Stone>,
        meta: Meta,
    ) -> Result<Record, String> {
        let (cols, rows) = (rules.cols(), rules.rows());
        let stones: Vec<(Point, Stone)> = setup.iter().map(|s| (s.point, s.stone)).collect();
        for (i, s) in setup.iter().enumerate() {
            if s.point.row >= rows || s.point.col >= cols {
                return Err(format!(
                    "the set-up stone {} is off the {cols}x{rows} board",
                    s.place
                ));
            }
            if stones[..i].iter().any(|&(p, _)| p == s.point) {
                return Err(format!(
                    "the set-up stone {} is on a point already set up",
                    s.place
                ));
            }
        }
        let first = moves
            .first()
            .map(|m| m.stone)
            .or(to_play)
            .unwrap_or(Stone::Black);
        let mut game = Game::from_position(rules, &stones, first)
            .map_err(|e| format!("the set-up stones are impossible: {e}"))?;
        for (i, m) in moves.iter().enumerate() {
            let n = i + 1;
            if i == 0 && setup.is_empty() && m.stone != Stone::Black {
                return Err(format!(
                    "move 1 ({}) is White's, but Black moves first",
                    m.place
                ));
            }
            if m.stone != game.to_move() {
                return Err(format!(
                    "move {n} ({}) is {}'s again: the sides must take turns",
                    m.place, m.stone
                ));
            }
            if game.is_over() {
                return Err(format!(
                    "move {n} ({}) comes after the end of the game ({})",
                    m.place,
                    outcome_text(game.outcome())
                ));
            }
            if m.point.row >= rows || m.point.col >= cols {
                return Err(format!(
                    "move {n} ({}) is off the {cols}x{rows} board",
                    m.place
                ));
            }
            match game.play(m.point) {
                Ok(_) => {}
                // Black lost on a forbidden point: the game was played under that policy.
                Err(MoveError::Forbidden(..)) => {
                    let rules = rules.with_forbidden_policy(ForbiddenPolicy::Loses);
                    return Record::checked(rules, setup, moves, to_play, meta);
                }
                Err(_) => {
                    return Err(format!(
                        "move {n} ({}) is on {}, which is already taken",
                        m.place,
                        m.point.notation(rows)
                    ));
                }
            }
        }
        Ok(Record {
            rules,
            setup: stones,
            first,
            moves: moves.iter().map(|m| m.point).collect(),
            meta,
        })
    }

    /// Reads an SGF or Piskvork record; the error is one sentence starting with the file name.
    pub fn load(path: &Path) -> Result<Record, String> {
        let shown = path.display();
        let size = std::fs::metadata(path)
            .map_err(|e| format!("cannot open {shown}: {e}"))?
            .len();
        if size > MAX_FILE_BYTES {
            return Err(format!(
                "{shown} is too large to be a game record ({size} bytes)"
            ));
        }
        let bytes = std::fs::read(path).map_err(|e| format!("cannot read {shown}: {e}"))?;
        let psq_name = path
            .extension()
            .is_some_and(|e| e.eq_ignore_ascii_case("psq"));
        Record::parse_bytes(&bytes, psq_name).map_err(|e| format!("{shown}: {e}"))
    }

    /// Reads SGF, or a Piskvork record when `psq_name` or the text says so.
    pub fn parse_bytes(bytes: &[u8], psq_name: bool) -> Result<Record, String> {
        if bytes.contains(&0) {
            return Err("this is a binary file, not a game record".to_string());
        }
        let text = String::from_utf8_lossy(bytes);
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

    /// The position after the first `n` moves (all of them when `n` is larger).
    pub fn game_at(&self, n: usize) -> Game {
        let mut game = Game::from_position(self.rules, &self.setup, self.first)
            .unwrap_or_else(|_| Game::new(self.rules));
        for &p in self.moves.iter().take(n) {
            // Every record was replayed when it was made, so no move fails here.
            if game.play(p).is_err() {
                break;
            }
        }
        game
    }

    /// The position after every move.
    pub fn game(&self) -> Game {
        self.game_at(self.moves.len())
    }

    pub fn to_sgf(&self) -> String {
        sgf::write(self)
    }
}

/// A file's `RE` in words: `B+R` is `Black won by resignation`, `0` or `Draw` `a draw`.
pub fn result_text(raw: &str) -> String {
    let raw = raw.trim();
    let side = match raw.get(..2) {
        Some("B+") => "Black won",
        Some("W+") => "White won",
        _ => {
            return match raw.to_ascii_lowercase().as_str() {
                "0" | "draw" | "jigo" => "a draw".to_string(),
                "void" => "no result".to_string(),
                "?" | "" => "unknown".to_string(),
                _ => raw.to_string(),
            };
        }
    };
    let how = match raw[2..].to_ascii_uppercase().as_str() {
        "R" | "RESIGN" => " by resignation",
        "T" | "TIME" => " on time",
        "F" | "FORFEIT" => " by forfeit",
        _ => "",
    };
    format!("{side}{how}")
}

/// `Black won`, `White won`, `a draw`, `unfinished`.
pub fn outcome_text(outcome: &Outcome) -> String {
    match outcome {
        Outcome::Win { winner, .. } => format!("{winner} won"),
        Outcome::Draw => "a draw".to_string(),
        Outcome::Ongoing => "unfinished".to_string(),
    }
}
