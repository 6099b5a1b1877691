//! What a game is played under: board size, win length and the rule that decides which lines win.

use std::fmt;
use std::str::FromStr;

use super::board::{Board, DIRECTIONS, MAX_SIDE, MIN_SIDE, Point, Stone};

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
}

impl Rule {
    pub const ALL: [Rule; 3] = [Rule::Freestyle, Rule::Exact, Rule::Caro];

    pub fn name(self) -> &'static str {
        match self {
            Rule::Freestyle => "free-style",
            Rule::Exact => "standard (exactly k)",
            Rule::Caro => "caro",
        }
    }

    /// The word used on the command line and in files.
    pub fn key(self) -> &'static str {
        match self {
            Rule::Freestyle => "freestyle",
            Rule::Exact => "standard",
            Rule::Caro => "caro",
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
            other => Err(format!(
                "unknown rule \"{other}\" (expected one of: {})",
                Rule::ALL.map(Rule::key).join(", ")
            )),
        }
    }
}

/// Board size, win length and rule, always valid once constructed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Rules {
    rows: usize,
    cols: usize,
    win: usize,
    rule: Rule,
}

impl Default for Rules {
    fn default() -> Rules {
        Rules {
            rows: 15,
            cols: 15,
            win: 5,
            rule: Rule::Freestyle,
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
        })
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
