//! The board: a rectangle of intersections that hold at most one stone.

use serde::{Deserialize, Serialize};
use strum::{IntoStaticStr, VariantArray};

use crate::tr;

/// Smallest and largest number of rows or columns a board may have. The upper bound comes from
/// lettering columns A..Z.
pub const MIN_SIDE: usize = 3;
pub const MAX_SIDE: usize = 26;

/// A stone, or the side that plays it; `black` and `white` in files and on the command line.
#[derive(
    Clone,
    Copy,
    Debug,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    Serialize,
    Deserialize,
    IntoStaticStr,
    VariantArray,
)]
#[serde(rename_all = "lowercase")]
#[strum(serialize_all = "lowercase")]
pub enum Stone {
    Black,
    White,
}

impl Stone {
    pub fn opponent(self) -> Stone {
        match self {
            Stone::Black => Stone::White,
            Stone::White => Stone::Black,
        }
    }
}

// The side's name is capitalised to start a sentence (`Black`).
named_words!(Stone, "stone-name", stone);

/// Why a text is not a point of the board.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum NotationError {
    #[error("{}", tr!("notation-not-a-point", text = .0.clone()))]
    NotAPoint(String),
    #[error("{}", tr!("notation-off-board", text = text.clone(), rows = *rows, cols = *cols,
        last = char::from(b'A' + *cols as u8 - 1).to_string()))]
    OffBoard {
        text: String,
        rows: usize,
        cols: usize,
    },
}

/// An intersection. `row` counts from the top edge (0 = top) so that it matches screen and
/// protocol order; the human notation (`H8`) numbers rows from the bottom, which is why turning a
/// point into text needs the board height.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Point {
    pub row: usize,
    pub col: usize,
}

impl Point {
    pub const fn new(row: usize, col: usize) -> Point {
        Point { row, col }
    }

    /// The point `steps` away in direction `(dr, dc)`, if it stays on a `rows x cols` board.
    pub fn offset(
        self,
        dr: isize,
        dc: isize,
        steps: isize,
        rows: usize,
        cols: usize,
    ) -> Option<Point> {
        let r = self.row as isize + dr * steps;
        let c = self.col as isize + dc * steps;
        if r < 0 || c < 0 || r >= rows as isize || c >= cols as isize {
            None
        } else {
            Some(Point::new(r as usize, c as usize))
        }
    }

    /// Board notation: column letter from the left, row number from the bottom (`H8`).
    pub fn notation(self, rows: usize) -> String {
        let letter = (b'A' + self.col as u8) as char;
        format!("{letter}{}", rows - self.row)
    }

    /// Reads `h8` / `H8` on a board of the given size.
    pub fn parse_notation(text: &str, rows: usize, cols: usize) -> Result<Point, NotationError> {
        let text = text.trim();
        let not_a_point = || NotationError::NotAPoint(text.to_string());
        let mut chars = text.chars();
        let letter = chars
            .next()
            .filter(|c| c.is_ascii_alphabetic())
            .ok_or_else(not_a_point)?;
        let col = (letter.to_ascii_uppercase() as u8 - b'A') as usize;
        let number: usize = chars.as_str().parse().map_err(|_| not_a_point())?;
        if col >= cols || number == 0 || number > rows {
            return Err(NotationError::OffBoard {
                text: text.to_string(),
                rows,
                cols,
            });
        }
        Ok(Point::new(rows - number, col))
    }
}

/// The four line directions as (row step, column step): horizontal, vertical and both diagonals.
pub const DIRECTIONS: [(isize, isize); 4] = [(0, 1), (1, 0), (1, 1), (1, -1)];

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board {
    rows: usize,
    cols: usize,
    cells: Vec<Option<Stone>>,
    stones: usize,
}

impl Board {
    /// An empty board. Callers validate the size (see `Rules::new`); out-of-range sizes are
    /// clamped so that a `Board` is always usable.
    pub fn new(rows: usize, cols: usize) -> Board {
        let rows = rows.clamp(MIN_SIDE, MAX_SIDE);
        let cols = cols.clamp(MIN_SIDE, MAX_SIDE);
        Board {
            rows,
            cols,
            cells: vec![None; rows * cols],
            stones: 0,
        }
    }

    pub fn rows(&self) -> usize {
        self.rows
    }

    pub fn cols(&self) -> usize {
        self.cols
    }

    pub fn contains(&self, p: Point) -> bool {
        p.row < self.rows && p.col < self.cols
    }

    pub fn get(&self, p: Point) -> Option<Stone> {
        if self.contains(p) {
            self.cells[p.row * self.cols + p.col]
        } else {
            None
        }
    }

    pub fn is_empty_at(&self, p: Point) -> bool {
        self.contains(p) && self.get(p).is_none()
    }

    /// Puts or removes a stone. The caller checks that `p` is on the board.
    pub fn set(&mut self, p: Point, stone: Option<Stone>) {
        if !self.contains(p) {
            return;
        }
        let cell = &mut self.cells[p.row * self.cols + p.col];
        match (cell.is_some(), stone.is_some()) {
            (false, true) => self.stones += 1,
            (true, false) => self.stones -= 1,
            _ => {}
        }
        *cell = stone;
    }

    pub fn stone_count(&self) -> usize {
        self.stones
    }

    pub fn is_full(&self) -> bool {
        self.stones == self.rows * self.cols
    }

    pub fn is_empty(&self) -> bool {
        self.stones == 0
    }

    pub fn points(&self) -> impl Iterator<Item = Point> + use<> {
        let cols = self.cols;
        (0..self.rows * cols).map(move |i| Point::new(i / cols, i % cols))
    }

    pub fn empty_points(&self) -> impl Iterator<Item = Point> + '_ {
        self.points().filter(|&p| self.get(p).is_none())
    }

    pub fn center(&self) -> Point {
        Point::new(self.rows / 2, self.cols / 2)
    }

    /// The point `steps` along `(dr, dc)` from `p`, if on the board.
    pub fn step(&self, p: Point, (dr, dc): (isize, isize), steps: isize) -> Option<Point> {
        p.offset(dr, dc, steps, self.rows, self.cols)
    }

    /// How many stones of `stone` follow `p` contiguously in direction `dir` (not counting `p`).
    pub fn run_length(&self, p: Point, dir: (isize, isize), stone: Stone) -> usize {
        let mut n = 0;
        while let Some(q) = self.step(p, dir, n as isize + 1) {
            if self.get(q) != Some(stone) {
                break;
            }
            n += 1;
        }
        n
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notation_counts_rows_from_the_bottom() {
        assert_eq!(Point::new(0, 0).notation(15), "A15");
        assert_eq!(Point::new(14, 7).notation(15), "H1");
        assert_eq!(Point::new(7, 7).notation(15), "H8");
        assert_eq!(Point::parse_notation("h8", 15, 15), Ok(Point::new(7, 7)));
        assert_eq!(Point::parse_notation("A1", 3, 3), Ok(Point::new(2, 0)));
    }

    #[test]
    fn notation_rejects_points_off_the_board_and_garbage() {
        assert!(Point::parse_notation("P1", 15, 15).is_err());
        assert!(Point::parse_notation("A16", 15, 15).is_err());
        assert!(Point::parse_notation("A0", 15, 15).is_err());
        assert!(Point::parse_notation("8H", 15, 15).is_err());
        assert!(Point::parse_notation("", 15, 15).is_err());
        assert!(Point::parse_notation("é1", 15, 15).is_err());
    }

    #[test]
    fn stone_count_follows_set_and_clear() {
        let mut b = Board::new(3, 3);
        b.set(Point::new(1, 1), Some(Stone::Black));
        b.set(Point::new(1, 1), Some(Stone::White));
        assert_eq!(b.stone_count(), 1);
        b.set(Point::new(1, 1), None);
        assert!(b.is_empty());
        b.set(Point::new(5, 5), Some(Stone::Black));
        assert!(b.is_empty());
    }
}
