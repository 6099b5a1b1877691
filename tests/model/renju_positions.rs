//! Whole positions with every forbidden point marked: threes that hang on other threes several
//! levels deep, and the shapes that put two fours on one line.

use gomoku::model::renju::forbidden_points;

use crate::renju_support::marked;

/// Whole positions with every forbidden point marked, where threes hang on other threes.
const MARKED: &[(&str, &str)] = &[
    (
        "threes nested two and three levels deep",
        "
        . . . . . . . . . . . . . . .
        . . . . . . . . O . . . . . .
        . . . . . . O . . . . . . . .
        . . . . . . X X . . . . . . .
        . . . . . . . O X . O . . . .
        . . . . . O . O X . . . . . .
        . . . . . . X . 3 X . . . . .
        . . . X . . O X . . . . . . .
        . . . . . . X O . . . . . . .
        . . . . . 3 X 3 X . . . . . .
        . . . . . . X . 3 X . . . . .
        . . . . . . O . . X . . . . .
        . . . . X O X . . O . . . . .
        . . . . . X . . . . . . . . .",
    ),
    (
        "four double-threes that each rely on the others being playable",
        "
        . . . . . . . . . . . . . . .
        . . . . . . . O O . . . . . .
        . . . . . . 3 X X 3 . . . . .
        . . . . . O X X X X O . . . .
        . . . . . O X X X X O . . . .
        . . . . . . 3 X X 3 . . . . .
        . . . . . . . O O . . . . . .",
    ),
    (
        "single-line double-fours and an overline",
        "
        . . . . . . . . . . . . . . .
        . X . X 4 X . X . . . . . . .
        . O O O O O O O O . . . . . .
        . X X . X 4 . X X . . . . . .
        . O O O O O O O O . . . . . .
        . X X X . 4 . X X X . . . . .
        . O O O O O O O O O O . . . .
        . X X X 6 X X . . . . . . . .
        . . . . . . . . . . . . . . .",
    ),
];

#[test]
fn whole_positions_have_exactly_their_marked_forbidden_points() {
    for (name, text) in MARKED {
        let (board, marks) = marked(text);
        let found = forbidden_points(&board);
        assert_eq!(found, marks, "{name}");
    }
}
