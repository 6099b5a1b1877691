//! The evaluation's features as the tuner reads them: which positions it judges, and what it
//! counts in them.

use gomoku::ai::tuning::{self, CLASS_NAMES, FITTED, SET_BY_HAND};
use gomoku::model::{Rule, Stone};

use super::support::diagram;

fn class(name: &str) -> usize {
    CLASS_NAMES
        .iter()
        .position(|&n| n == name)
        .expect("a class of that name")
}

const OPEN_THREE: &[&str] = &[
    ".........",
    ".........",
    ".........",
    "...XXX...",
    "....O....",
    ".....O...",
    ".........",
    ".........",
    ".........",
];

#[test]
fn the_side_facing_an_open_three_counts_both_open_four_points_against_it() {
    let game = diagram(OPEN_THREE, 5, Rule::Freestyle, Stone::White);
    let f = tuning::features(&game).expect("white must answer: the evaluation judges it");
    assert_eq!(f.theirs[class("open four")], 2);
    assert_eq!(f.mine[class("open four")], 0);
    for weights in [&FITTED, &SET_BY_HAND] {
        assert!(
            tuning::evaluate(&f, weights) < 0,
            "white is worse off: {f:?}"
        );
    }
}

#[test]
fn positions_the_search_decides_alone_have_no_features() {
    // Black to move makes an open four: a win the threat checks find without evaluating.
    let game = diagram(OPEN_THREE, 5, Rule::Freestyle, Stone::Black);
    assert!(tuning::features(&game).is_none());
    // White to move must block black's five.
    let four = [
        ".........",
        ".........",
        ".........",
        "..XXXX...",
        "....O....",
        ".....O...",
        "......O..",
        ".........",
        ".........",
    ];
    assert!(tuning::features(&diagram(&four, 5, Rule::Freestyle, Stone::White)).is_none());
}

#[test]
fn a_double_threat_point_has_its_own_class() {
    // Black at row 5, column 4 makes a four down the column (closed above) and an open three
    // along the row: one point, two threats, which white must see as more than a four.
    let rows = [
        ".........",
        "....O....",
        "....X....",
        "....X....",
        "....X....",
        "..XX.....",
        ".........",
        "O.....O..",
        ".........",
    ];
    let game = diagram(&rows, 5, Rule::Freestyle, Stone::White);
    let f = tuning::features(&game).expect("white to move faces no five yet");
    assert!(f.theirs[class("four-three")] >= 1, "{f:?}");
}
