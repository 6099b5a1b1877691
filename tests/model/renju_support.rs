//! Positions written as diagrams, shared by the Renju tests.
// Each test file compiles this module on its own and uses only part of it.
#![allow(dead_code)]

use gomoku::model::{Board, Forbidden, Point, Stone};

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

/// Reads a diagram onto the top-left corner of a 15x15 board: `X` black, `O` white, `.` empty;
/// any other character marks an empty point and is returned with it. Spaces are ignored.
fn parse(text: &str) -> (Board, Vec<(Point, char)>) {
    let mut board = Board::new(15, 15);
    let mut marks = Vec::new();
    let rows = text.lines().filter(|line| !line.trim().is_empty());
    for (row, line) in rows.enumerate() {
        for (col, c) in line.chars().filter(|c| !c.is_whitespace()).enumerate() {
            let p = Point::new(row, col);
            match c {
                'X' => board.set(p, Some(Stone::Black)),
                'O' => board.set(p, Some(Stone::White)),
                '.' => {}
                mark => marks.push((p, mark)),
            }
        }
    }
    (board, marks)
}

/// A diagram with one point marked `?`, the point the test is about.
pub fn diagram(text: &str) -> (Board, Point) {
    let (board, marks) = parse(text);
    match marks[..] {
        [(p, '?')] => (board, p),
        _ => panic!("the diagram must mark one point with ?, not {marks:?}"),
    }
}

/// A diagram with all its forbidden points marked: `3` double-three, `4` double-four, `6`
/// overline. Returns the marks in board order.
pub fn marked(text: &str) -> (Board, Vec<(Point, Forbidden)>) {
    let (board, marks) = parse(text);
    let kind = |mark| match mark {
        '3' => Forbidden::DoubleThree,
        '4' => Forbidden::DoubleFour,
        '6' => Forbidden::Overline,
        other => panic!("unexpected {other:?} in diagram"),
    };
    let marks = marks.into_iter().map(|(p, m)| (p, kind(m))).collect();
    (board, marks)
}

/// The stones of a board, for `Game::from_position`.
pub fn stones(board: &Board) -> Vec<(Point, Stone)> {
    board
        .points()
        .filter_map(|p| Some((p, board.get(p)?)))
        .collect()
}
