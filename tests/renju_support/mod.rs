//! Positions written as diagrams, shared by the Renju tests.
// Each test file compiles this module on its own and uses only part of it.
#![allow(dead_code)]

use gomoku::model::{Board, Point, Stone};

/// Black to move at `?` makes two open threes: a double-three.
pub const DOUBLE_THREE: &str = "
    . . . . . . . . .
    . . . . . . . . .
    . . . . X . . . .
    . . . . X . . . .
    . . X X ? . . . .
    . . . . . . . . .
    . . . . . . . . .";

/// Black at `?` makes two fours and, on the diagonal, exactly five: the five wins.
pub const FIVE_AND_DOUBLE_FOUR: &str = "
    . . . . O . . . . .
    . . . . X . . . . .
    . . X . X . . . . .
    . . . X X . . . . .
    O X X X ? . . . . .
    . . . . . X . . . .
    . . . . . . X . . .
    . . . . . . . . . .";

/// Reads a diagram onto the top-left corner of a 15x15 board: `X` black, `O` white, `.` empty
/// and `?` the one empty point the test is about. Blank lines and spaces are ignored.
pub fn diagram(text: &str) -> (Board, Point) {
    let mut board = Board::new(15, 15);
    let mut marked = None;
    let rows = text.lines().filter(|line| !line.trim().is_empty());
    for (row, line) in rows.enumerate() {
        for (col, c) in line.chars().filter(|c| !c.is_whitespace()).enumerate() {
            let p = Point::new(row, col);
            match c {
                'X' => board.set(p, Some(Stone::Black)),
                'O' => board.set(p, Some(Stone::White)),
                '?' => marked = Some(p),
                '.' => {}
                other => panic!("unexpected {other:?} in diagram"),
            }
        }
    }
    (board, marked.expect("the diagram marks a point with ?"))
}

/// The stones of a board, for `Game::from_position`.
pub fn stones(board: &Board) -> Vec<(Point, Stone)> {
    board
        .points()
        .filter_map(|p| Some((p, board.get(p)?)))
        .collect()
}
