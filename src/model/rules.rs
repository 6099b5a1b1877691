//! What a game is played under: board size, win length, the rule that decides which lines win,
//! and the options that go with it (black's forbidden points under Renju, the opening), with
//! every limit the front ends check: the flags, the settings file and the settings panel all
//! read the ranges here.

use std::fmt;
use std::ops::RangeInclusive;
use std::str::FromStr;

use serde::{Deserialize, Serialize};
use strum::{EnumString, IntoStaticStr, VariantArray};

use super::board::{Board, DIRECTIONS, MAX_SIDE, MIN_SIDE, Point, Stone};
use crate::tr;

/// Rows or columns a board may have (columns are lettered A..Z).
pub const SIDE_RANGE: RangeInclusive<usize> = MIN_SIDE..=MAX_SIDE;

/// Win lengths that may be asked for before a board is known; the board then caps it.
pub const WIN_RANGE: RangeInclusive<usize> = 3..=MAX_SIDE;

/// Thinking time per computer move, in milliseconds, that a player may choose.
pub const TIME_MS_RANGE: RangeInclusive<u64> = 10..=600_000;

/// Which runs of `k` stones win. Grows as rule variants are added.
///
/// The words (`key`) are the ones files and the command line use; `gomoku` and `exact` are
/// older spellings still read.
#[derive(
    Clone,
    Copy,
    Debug,
    PartialEq,
    Eq,
    Hash,
    Default,
    Serialize,
    Deserialize,
    EnumString,
    IntoStaticStr,
    VariantArray,
)]
#[serde(rename_all = "lowercase")]
#[strum(serialize_all = "lowercase", ascii_case_insensitive)]
#[strum(parse_err_ty = UnknownWord, parse_err_fn = UnknownWord::of::<Self>)]
pub enum Rule {
    /// `k` or more in a row wins.
    #[default]
    #[serde(alias = "gomoku")]
    #[strum(to_string = "freestyle", serialize = "free-style", serialize = "free")]
    #[strum(serialize = "gomoku")]
    Freestyle,
    /// Exactly `k` in a row wins; an overline wins for nobody.
    #[serde(rename = "standard", alias = "exact")]
    #[strum(to_string = "standard", serialize = "exact", serialize = "exactly")]
    Exact,
    /// Exactly `k` in a row wins, but only when not blocked by opponent stones at both ends
    /// (the board edge does not block).
    Caro,
    /// Five in a row with black's forbidden points (double-three, double-four, overline): black
    /// wins only with exactly five, white with five or more. Only with `k = 5`.
    Renju,
}

/// The win length Renju is played with, whatever else was asked for.
const RENJU_WIN: usize = 5;

named_words!(Rule, "rule-name", rule);

impl Rule {
    /// The win length this rule insists on: Renju is five in a row, whatever was asked.
    pub fn fixed_win_length(self) -> Option<usize> {
        (self == Rule::Renju).then_some(RENJU_WIN)
    }
}

/// How the game opens: where the first move may go, or how the players choose their colours.
#[derive(
    Clone,
    Copy,
    Debug,
    PartialEq,
    Eq,
    Hash,
    Default,
    Serialize,
    Deserialize,
    IntoStaticStr,
    VariantArray,
)]
#[serde(rename_all = "lowercase")]
#[strum(serialize_all = "lowercase")]
pub enum Opening {
    /// Anywhere.
    #[default]
    Free,
    /// On the centre point, as in Renju and tournament gomoku.
    Center,
    /// The first player places three stones (black, white, black), the second chooses a
    /// colour (see `model::swap`).
    Swap,
    /// Swap, or the second player places two more stones (white, black) and the first chooses.
    Swap2,
}

named_words!(Opening, "opening-name", opening);

/// What happens when black plays a forbidden point under Renju: a rule option like the
/// opening, kept with the other rules.
#[derive(
    Clone,
    Copy,
    Debug,
    PartialEq,
    Eq,
    Hash,
    Default,
    Serialize,
    Deserialize,
    IntoStaticStr,
    VariantArray,
)]
#[serde(rename_all = "lowercase")]
#[strum(serialize_all = "lowercase")]
pub enum ForbiddenPolicy {
    /// The move is refused and black plays again (friendly for casual play).
    #[default]
    Refuse,
    /// The move stands and black loses at once, as in Renju tournaments.
    Loses,
}

named_words!(ForbiddenPolicy, "forbidden-policy-name", policy);

/// A word that names none of an enum's values (`rule = "chess"`).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{}", tr!("word-unknown", text = text.clone(), expected = expected.join(", ")))]
pub struct UnknownWord {
    pub text: String,
    /// The words there are.
    pub expected: Vec<&'static str>,
}

impl UnknownWord {
    pub fn of<T: VariantArray + Copy + Into<&'static str>>(text: &str) -> UnknownWord {
        UnknownWord {
            text: text.trim().to_string(),
            expected: T::VARIANTS.iter().map(|&v| v.into()).collect(),
        }
    }
}

/// Reads an enum by its word, whatever the case and the spaces around it.
pub(crate) fn parse_word<T: VariantArray + Copy + Into<&'static str>>(
    text: &str,
) -> Result<T, UnknownWord> {
    T::VARIANTS
        .iter()
        .copied()
        .find(|&v| text.trim().eq_ignore_ascii_case(v.into()))
        .ok_or_else(|| UnknownWord::of::<T>(text))
}

impl FromStr for Opening {
    type Err = UnknownWord;

    fn from_str(s: &str) -> Result<Opening, UnknownWord> {
        parse_word(s)
    }
}

impl FromStr for ForbiddenPolicy {
    type Err = UnknownWord;

    fn from_str(s: &str) -> Result<ForbiddenPolicy, UnknownWord> {
        parse_word(s)
    }
}

/// Which side of the board a size problem is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq, IntoStaticStr)]
#[strum(serialize_all = "lowercase")]
pub enum Side {
    Rows,
    Columns,
}

/// Why a board size, win length and rule make no game.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RulesError {
    #[error("{}", tr!("rules-side", side = <&str>::from(*side), min = MIN_SIDE, max = MAX_SIDE, n = *n))]
    Side { side: Side, n: usize },
    #[error("{}", tr!("rules-renju-five", win = *win))]
    RenjuNotFive { win: usize },
    #[error("{}", tr!("rules-renju-board", cols = *cols, rows = *rows))]
    RenjuBoard { rows: usize, cols: usize },
    #[error("{}", tr!("rules-win", longest = *rows.max(cols), rows = *rows, cols = *cols, win = *win))]
    WinLength {
        win: usize,
        rows: usize,
        cols: usize,
    },
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
    pub fn new(rows: usize, cols: usize, win: usize, rule: Rule) -> Result<Rules, RulesError> {
        for (side, n) in [(Side::Rows, rows), (Side::Columns, cols)] {
            if !SIDE_RANGE.contains(&n) {
                return Err(RulesError::Side { side, n });
            }
        }
        if let Some(fixed) = rule.fixed_win_length() {
            if win != fixed {
                return Err(RulesError::RenjuNotFive { win });
            }
            if rows.min(cols) < fixed {
                return Err(RulesError::RenjuBoard { rows, cols });
            }
        }
        if win < *WIN_RANGE.start() || win > rows.max(cols) {
            return Err(RulesError::WinLength { win, rows, cols });
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

    /// The win length for a board and rule when none was asked for, or when the board changed
    /// under one: the rule's own (Renju's five), else `wanted` capped by the longer side.
    pub fn fitting_win(rows: usize, cols: usize, rule: Rule, wanted: usize) -> usize {
        rule.fixed_win_length()
            .unwrap_or_else(|| wanted.min(rows.max(cols)))
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
        f.write_str(&tr!(
            "rules-summary",
            cols = self.cols,
            rows = self.rows,
            win = self.win,
            rule = self.rule.name()
        ))
    }
}
