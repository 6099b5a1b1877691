//! Renju's forbidden points on a table of hand-made positions with known verdicts: real threes
//! against blocked, edge-bound and fake ones, the recursive case, fours on one and two lines,
//! overlines and the precedence of a five.

use gomoku::model::renju::{forbidden, forbidden_in};
use gomoku::model::{Board, Forbidden, Point};

use crate::renju_support::{DOUBLE_THREE, FIVE_AND_DOUBLE_FOUR, diagram};

struct Case {
    name: &'static str,
    /// `X` black, `O` white, `.` empty, `?` the empty point judged for black. Top-left corner of
    /// a 15x15 board.
    board: &'static str,
    verdict: Option<Forbidden>,
}

const CASES: &[Case] = &[
    Case {
        name: "two open threes make a double-three",
        board: DOUBLE_THREE,
        verdict: Some(Forbidden::DoubleThree),
    },
    Case {
        name: "a split three counts like a solid one",
        board: "
            . . . . . . . . .
            . . . . . . . . .
            . . . . . X . . .
            . . . . . X . . .
            . . . . . . . . .
            . . X . X ? . . .
            . . . . . . . . .
            . . . . . . . . .",
        verdict: Some(Forbidden::DoubleThree),
    },
    Case {
        name: "two split threes make a double-three",
        board: "
            . . . . . . . . .
            . . . . . X . . .
            . . . . . . . . .
            . . . . . X . . .
            . . . . . ? X . X
            . . . . . . . . .
            . . . . . . . . .",
        verdict: Some(Forbidden::DoubleThree),
    },
    Case {
        name: "diagonal threes count",
        board: "
            . . . . . . . . .
            . . X . . . X . .
            . . . X . X . . .
            . . . . ? . . . .
            . . . . . . . . .
            . . . . . . . . .",
        verdict: Some(Forbidden::DoubleThree),
    },
    Case {
        name: "a three blocked by white at one end is no three",
        board: "
            . . . . . . . . .
            . . . . . . . . .
            . . . . X . . . .
            . . . . X . . . .
            . O X X ? . . . .
            . . . . . . . . .
            . . . . . . . . .",
        verdict: None,
    },
    Case {
        name: "a three against the edge cannot open and is no three",
        board: "
            . . . . . .
            . . . . . .
            . . X . . .
            . . X . . .
            X X ? . . .
            . . . . . .
            . . . . . .",
        verdict: None,
    },
    Case {
        name: "a three one point from the edge can still open",
        board: "
            . . . . . .
            . . . . . .
            . . . X . .
            . . . X . .
            . X X ? . .
            . . . . . .
            . . . . . .",
        verdict: Some(Forbidden::DoubleThree),
    },
    Case {
        name: "a fake three whose fours would only be overlines is no three",
        board: "
            . . . . . . . . . . .
            . . . . . . . . . . .
            . . . . . . X . . . .
            . . . . . . X . . . .
            . X . . X X ? . . X .
            . . . . . . . . . . .
            . . . . . . . . . . .",
        verdict: None,
    },
    Case {
        name: "the same three without the far stones is real",
        board: "
            . . . . . . . . . . .
            . . . . . . . . . . .
            . . . . . . X . . . .
            . . . . . . X . . . .
            . . . . X X ? . . . .
            . . . . . . . . . . .
            . . . . . . . . . . .",
        verdict: Some(Forbidden::DoubleThree),
    },
    Case {
        name: "a three whose only open-four point is a double-four is no three",
        board: "
            . . . . . . . . . . . .
            . . . . . . . . . . . .
            . . . . . . . . . . . .
            . . . . . . . . . . . .
            . . . . . . . . X . . .
            . . . . . X . . X . . .
            . . . . . . X . X . . .
            . . . O . X X ? . . . .
            . . . . . . . . . . . .
            . . . . . . . . . . . .",
        verdict: None,
    },
    Case {
        name: "a three whose only open-four point is an overline is no three",
        board: "
            . . . . . . . . . . . .
            . . . . . . . . . . . .
            . . . . . . . . . . . .
            . . . . . . . . X . . .
            . . . . . . . . X . . .
            . . . . . . . X X . . .
            . . . . . . . X X . . .
            . . . O . X X ? . . . .
            . . . . . . . . X . . .
            . . . . . . . . . . . .",
        verdict: None,
    },
    Case {
        name: "the same three with a playable open-four point is real",
        board: "
            . . . . . . . . . . . .
            . . . . . . . . . . . .
            . . . . . . . . . . . .
            . . . . . . . . . . . .
            . . . . . . . . . . . .
            . . . . . X . . . . . .
            . . . . . . X . . . . .
            . . . O . X X ? . . . .
            . . . . . . . . . . . .
            . . . . . . . . . . . .",
        verdict: Some(Forbidden::DoubleThree),
    },
    Case {
        name: "a three whose only open-four point is a double-three is no three",
        board: "
            . . . . . . . . . . . . . .
            . . . . . . . . . . . . . .
            . . . . . . . . . . . . . .
            . . . . . . . . . . . . . .
            . . . . . . . . . . . . . .
            . . . . . . . X . . X . . .
            . . . . . . . X . X . . . .
            . . . O . X X ? . . . . . .
            . . . . . . . . X . . . . .
            . . . . . . . . X . . . . .",
        verdict: None,
    },
    Case {
        name: "the same three when its open-four point makes a single three is real",
        board: "
            . . . . . . . . . . . . . .
            . . . . . . . . . . . . . .
            . . . . . . . . . . . . . .
            . . . . . . . . . . . . . .
            . . . . . . . . . . . . . .
            . . . . . . . X . . X . . .
            . . . . . . . X . X . . . .
            . . . O . X X ? . . . . . .
            . . . . . . . . . . . . . .
            . . . . . . . . . . . . . .",
        verdict: Some(Forbidden::DoubleThree),
    },
    Case {
        name: "a four-three is allowed",
        board: "
            . . . . . . . . .
            . . . . . . . . .
            . . . . X . . . .
            . . . . X . . . .
            O X X X ? . . . .
            . . . . . . . . .
            . . . . . . . . .",
        verdict: None,
    },
    Case {
        name: "a straight four with a three is allowed",
        board: "
            . . . . . . . . .
            . . . . . . . . .
            . . . . X . . . .
            . . . . X . . . .
            . X X X ? . . . .
            . . . . . . . . .
            . . . . . . . . .",
        verdict: None,
    },
    Case {
        name: "two fours on two lines are a double-four",
        board: "
            . . . . O . . . .
            . . . . X . . . .
            . . . . X . . . .
            . . . . X . . . .
            O X X X ? . . . .
            . . . . . . . . .",
        verdict: Some(Forbidden::DoubleFour),
    },
    Case {
        name: "a split four and a solid four are a double-four",
        board: "
            . . . . . . . . .
            . . . . X . . . .
            . . . . . . . . .
            . . . . X . . . .
            . . . . X . . . .
            . X X X ? O . . .
            . . . . O . . . .",
        verdict: Some(Forbidden::DoubleFour),
    },
    Case {
        name: "X.X?X.X holds two fours on one line",
        board: "
            . . . . . . . . . . .
            . . X . X ? X . X . .
            . . . . . . . . . . .",
        verdict: Some(Forbidden::DoubleFour),
    },
    Case {
        name: "XX.X?.XX holds two fours on one line",
        board: "
            . . . . . . . . . . .
            . X X . X ? . X X . .
            . . . . . . . . . . .",
        verdict: Some(Forbidden::DoubleFour),
    },
    Case {
        name: "XXX.?.XXX holds two fours on one line",
        board: "
            . . . . . . . . . . . .
            . X X X . ? . X X X . .
            . . . . . . . . . . . .",
        verdict: Some(Forbidden::DoubleFour),
    },
    Case {
        name: "XXX?.XXX is a single four: its other end would be an overline",
        board: "
            . . . . . . . . . . . .
            . X X X ? . X X X . . .
            . . . . . . . . . . . .",
        verdict: None,
    },
    Case {
        name: "a five takes precedence over a double-four",
        board: FIVE_AND_DOUBLE_FOUR,
        verdict: None,
    },
    Case {
        name: "a five takes precedence over an overline on another line",
        board: "
            . . . . . . . . . .
            . . . . X . . . . .
            . . . . X . . . . .
            . . . . X . . . . .
            . X X X ? X . . . .
            . . . . X . . . . .
            . . . . X . . . . .
            . . . . . . . . . .",
        verdict: None,
    },
    Case {
        name: "six in a row is an overline",
        board: "
            . . . . . . . . . .
            . X X ? X X X . . .
            . . . . . . . . . .",
        verdict: Some(Forbidden::Overline),
    },
    Case {
        name: "exactly five is never forbidden",
        board: "
            . . . . . . . . . .
            . . X X ? X X . . .
            . . . . . . . . . .",
        verdict: None,
    },
    Case {
        name: "a lone three is allowed",
        board: "
            . . . . . . . . .
            . . . X X ? . . .
            . . . . . . . . .
            . . . . . . . . .",
        verdict: None,
    },
];

#[test]
fn every_position_in_the_table_gets_its_known_verdict() {
    let mut wrong = Vec::new();
    for case in CASES {
        let (board, p) = diagram(case.board);
        let got = forbidden(&board, p);
        if got != case.verdict {
            wrong.push(format!(
                "{}: expected {:?}, got {got:?}",
                case.name, case.verdict
            ));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn judging_in_place_agrees_and_leaves_the_board_as_it_was() {
    for case in CASES {
        let (board, p) = diagram(case.board);
        let mut scratch = board.clone();
        assert_eq!(forbidden_in(&mut scratch, p), case.verdict, "{}", case.name);
        assert_eq!(scratch, board, "{}", case.name);
    }
}

#[test]
fn occupied_points_and_an_empty_board_have_no_forbidden_point() {
    let (board, p) = diagram(CASES[0].board);
    let above = Point::new(p.row - 1, p.col);
    assert_eq!(forbidden(&board, above), None);
    let empty = Board::new(15, 15);
    assert!(gomoku::model::renju::forbidden_points(&empty).is_empty());
}

#[test]
fn forbidden_points_lists_each_point_with_its_reason() {
    let (board, p) = diagram(CASES[0].board);
    let points = gomoku::model::renju::forbidden_points(&board);
    assert!(points.contains(&(p, Forbidden::DoubleThree)), "{points:?}");
    for (q, why) in points {
        assert_eq!(forbidden(&board, q), Some(why));
    }
}

#[test]
fn forbidden_kinds_have_their_names() {
    let names: Vec<&str> = Forbidden::ALL.iter().map(|f| f.key()).collect();
    assert_eq!(names, ["double-three", "double-four", "overline"]);
}
