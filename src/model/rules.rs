//! What a game is played under: board size, win length and the rule that decides which lines win.

use std::fmt;
use std::str::FromStr;

use super::board::{Board, DIRECTIONS, MAX_SIDE, MIN_SIDE, Point, Stone};
use super::renju::ForbiddenPolicy;

/// Which runs of `k` stones win. Grows as rule variants are added.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Rule {
    /// `k` or more in a row wins.
    #[default]
    Freestyle,
    /// Exactly `k` in a row wins; an overline wins for nobody.
    Exact,
    /// Exactly `k` in a row wins, but only when not blocked by opponent stones at both ends
    /// (the board edge does not block).
    Caro,
    /// Five in a row with black's forbidden points (double-three, double-four, overline): black
    /// wins only with exactly five, white with five or more. Only with `k = 5`.
    Renju,
}

impl Rule {
    pub const ALL: [Rule; 4] = [Rule::Freestyle, Rule::Exact, Rule::Caro, Rule::Renju];

    pub fn name(self) -> &'static str {
        match self {
            Rule::Freestyle => "free-style",
            Rule::Exact => "standard (exactly k)",
            Rule::Caro => "caro",
            Rule::Renju => "renju",
        }
    }

    /// The word used on the command line and in files.
    pub fn key(self) -> &'static str {
        match self {
            Rule::Freestyle => "freestyle",
            Rule::Exact => "standard",
            Rule::Caro => "caro",
            Rule::Renju => "renju",
        }
    }
}

impl fmt::Display for Rule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Rule {
    type Err = String;

    fn from_str(s: &str) -> Result<Rule, String> {
        match s.trim().to_ascii_lowercase().as_str() {
            "freestyle" | "free-style" | "free" | "gomoku" => Ok(Rule::Freestyle),
            "standard" | "exact" | "exactly" => Ok(Rule::Exact),
            "caro" => Ok(Rule::Caro),
            "renju" => Ok(Rule::Renju),
            other => Err(format!(
                "unknown rule \"{other}\" (expected one of: {})",
                Rule::ALL.map(Rule::key).join(", ")
            )),
        }
    }
}

/// Reads one of `all` by its key, or says which keys there are.
pub(super) fn parse_key<T: Copy>(
    text: &str,
    all: &[T],
    key: fn(T) -> &'static str,
    what: &str,
) -> Result<T, String> {
    let text = text.trim().to_ascii_lowercase();
    all.iter()
        .copied()
        .find(|&t| key(t) == text)
        .ok_or_else(|| {
            let keys: Vec<&str> = all.iter().map(|&t| key(t)).collect();
            format!(
                "unknown {what} \"{text}\" (expected one of: {})",
                keys.join(", ")
            )
        })
}

/// Where the first move may go.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Opening {
    /// Anywhere.
    #[default]
    Free,
    /// On the centre point, as in Renju and tournament gomoku.
    Center,
}

impl Opening {
    pub const ALL: [Opening; 2] = [Opening::Free, Opening::Center];

    pub fn name(self) -> &'static str {
        match self {
            Opening::Free => "free",
            Opening::Center => "first move in the centre",
        }
    }

    /// The word used on the command line and in files.
    pub fn key(self) -> &'static str {
        match self {
            Opening::Free => "free",
            Opening::Center => "center",
        }
    }
}

impl fmt::Display for Opening {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Opening {
    type Err = String;

    fn from_str(s: &str) -> Result<Opening, String> {
        parse_key(s, &Opening::ALL, Opening::key, "opening")
    }
}

/// Board size, win length and rule, always valid once constructed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Rules {
    rows: usize,
    cols: usize,
    win: usize,
    rule: Rule,
    forbidden: ForbiddenPolicy,
    opening: Opening,
}

impl Default for Rules {
    fn default() -> Rules {
        Rules {
            rows: 15,
            cols: 15,
            win: 5,
            rule: Rule::Freestyle,
            forbidden: ForbiddenPolicy::default(),
            opening: Opening::default(),
        }
    }
}

impl Rules {
    pub fn new(rows: usize, cols: usize, win: usize, rule: Rule) -> Result<Rules, String> {
        for (what, n) in [("rows", rows), ("columns", cols)] {
            if !(MIN_SIDE..=MAX_SIDE).contains(&n) {
                return Err(format!(
                    "{what} must be from {MIN_SIDE} to {MAX_SIDE}, not {n}"
                ));
            }
        }
        if rule == Rule::Renju {
            if win != 5 {
                return Err(format!("renju is played with five in a row, not {win}"));
            }
            if rows.min(cols) < 5 {
                return Err(format!(
                    "renju needs a board of at least 5x5 (15x15 is standard), not {cols}x{rows}"
                ));
            }
        }
        let longest = rows.max(cols);
        if win < 3 || win > longest {
            return Err(format!(
                "win length must be from 3 to {longest} on a {rows}x{cols} board, not {win}"
            ));
        }
        Ok(Rules {
            rows,
            cols,
            win,
            rule,
            forbidden: ForbiddenPolicy::default(),
            opening: Opening::default(),
        })
    }

    /// These rules with `policy` for black's forbidden moves (it matters only under Renju).
    pub fn with_forbidden_policy(self, policy: ForbiddenPolicy) -> Rules {
        Rules {
            forbidden: policy,
            ..self
        }
    }

    /// These rules with `opening` deciding where the first move may go.
    pub fn with_opening(self, opening: Opening) -> Rules {
        Rules { opening, ..self }
    }

    pub fn forbidden_policy(&self) -> ForbiddenPolicy {
        self.forbidden
    }

    pub fn opening(&self) -> Opening {
        self.opening
    }

    pub fn rows(&self) -> usize {
        self.rows
    }

    pub fn cols(&self) -> usize {
        self.cols
    }

    pub fn win_length(&self) -> usize {
        self.win
    }

    pub fn rule(&self) -> Rule {
        self.rule
    }

    /// The points of the line that `stone`, just played at `p`, completes, if it wins. Looks only
    /// along the four lines through `p`, so it costs O(k), not a board scan.
    pub fn winning_line(&self, board: &Board, p: Point, stone: Stone) -> Option<Vec<Point>> {
        DIRECTIONS.iter().find_map(|&dir| {
            let back = (-dir.0, -dir.1);
            let before = board.run_length(p, back, stone);
            let after = board.run_length(p, dir, stone);
            let len = before + 1 + after;
            if !self.run_wins(board, p, dir, before, after, stone) {
                return None;
            }
            Some(
                (0..len)
                    .filter_map(|i| board.step(p, dir, i as isize - before as isize))
                    .collect(),
            )
        })
    }

    fn run_wins(
        &self,
        board: &Board,
        p: Point,
        dir: (isize, isize),
        before: usize,
        after: usize,
        stone: Stone,
    ) -> bool {
        let len = before + 1 + after;
        match self.rule {
            Rule::Freestyle => len >= self.win,
            Rule::Exact => len == self.win,
            Rule::Caro => {
                let blocked = |steps: isize| {
                    board.step(p, dir, steps).and_then(|q| board.get(q)) == Some(stone.opponent())
                };
                len == self.win && !(blocked(-(before as isize) - 1) && blocked(after as isize + 1))
            }
            Rule::Renju => match stone {
                Stone::Black => len == self.win,
                Stone::White => len >= self.win,
            },
        }
    }
}

impl fmt::Display for Rules {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}x{}, {} in a row, {}",
            self.cols, self.rows, self.win, self.rule
        )
    }
}
