//! Piskvork `.psq` records: size from the header, 1-based column,row moves from the top-left,
//! player names after the moves, and bad records refused with the line.

use crate::scratch::Scratch;
use gomoku::model::{Point, Rule, Stone};
use gomoku::record::Record;

const GAME: &str = "Piskvorky 20x20, 11:11, 0
10,10,0
11,11,312
1,20,95
20,1,7
pbrain-embryo.zip
pbrain-rapfi.zip
-1
1,Freestyle
";

#[test]
fn psq_moves_count_columns_then_rows_from_one_at_the_top_left() {
    let record = Record::parse_bytes(GAME.as_bytes(), true).expect("parse");
    let rules = record.rules();
    assert_eq!(
        (rules.rows(), rules.cols(), rules.win_length()),
        (20, 20, 5)
    );
    assert_eq!(rules.rule(), Rule::Freestyle);
    assert_eq!(
        record.moves(),
        [
            Point::new(9, 9),
            Point::new(10, 10),
            Point::new(19, 0),
            Point::new(0, 19)
        ]
    );
    assert_eq!(
        record.game().board().get(Point::new(19, 0)),
        Some(Stone::Black)
    );
    assert_eq!(record.meta.black.as_deref(), Some("pbrain-embryo.zip"));
    assert_eq!(record.meta.white.as_deref(), Some("pbrain-rapfi.zip"));
}

#[test]
fn psq_is_recognised_by_its_header_and_by_its_file_name() {
    let dir = Scratch::new("psq");
    let path = dir.join("game.txt");
    std::fs::write(&path, GAME).expect("write");
    assert_eq!(Record::load(&path).expect("by header").moves().len(), 4);
    let path = dir.join("odd.psq");
    std::fs::write(&path, "garbage\n1,1,0\n").expect("write");
    let error = Record::load(&path).expect_err("refused").to_string();
    assert!(
        error.contains("odd.psq") && error.contains("line 1"),
        "{error}"
    );
}

#[test]
fn psq_rectangular_board_reads_width_then_height() {
    let record = Record::parse_bytes(b"Piskvorky 10x12, 0:0, 0\n10,12,0\n", true).expect("parse");
    assert_eq!((record.rules().cols(), record.rules().rows()), (10, 12));
    assert_eq!(record.moves(), [Point::new(11, 9)]);
}

#[test]
fn psq_bad_moves_name_the_move_and_line() {
    let off = Record::parse_bytes(b"Piskvorky 15x15, 0:0, 0\n8,8,0\n16,1,0\n", true)
        .expect_err("off board")
        .to_string();
    assert!(
        off.contains("move 2") && off.contains("line 3") && off.contains("off"),
        "{off}"
    );
    let zero = Record::parse_bytes(b"Piskvorky 15x15, 0:0, 0\n0,8,0\n", true)
        .expect_err("zero")
        .to_string();
    assert!(zero.contains("move 1") && zero.contains("off"), "{zero}");
    let taken = Record::parse_bytes(b"Piskvorky 15x15, 0:0, 0\n8,8,0\n8,8,0\n", true)
        .expect_err("taken")
        .to_string();
    assert!(
        taken.contains("move 2") && taken.contains("already taken"),
        "{taken}"
    );
    let big = Record::parse_bytes(b"Piskvorky 30x30, 0:0, 0\n", true)
        .expect_err("too big")
        .to_string();
    assert!(big.contains("line 1") && big.contains("26"), "{big}");
}

#[test]
fn a_move_line_that_is_not_a_point_is_refused_with_its_line_not_taken_for_the_end() {
    for bad in [
        "-1,5,0",
        "99999999999999999999,5,0",
        "11.5,11,0",
        "11,11,0,7",
        "a,b",
    ] {
        let text = format!("Piskvorky 20x20, 11:11, 0\n10,10,0\n{bad}\n12,12,0\n");
        let error = Record::parse_bytes(text.as_bytes(), true)
            .expect_err("refused")
            .to_string();
        assert!(
            error.contains(bad) && error.contains("line 3") && error.contains("not a move"),
            "{bad}: {error}"
        );
    }
    // Off the board is refused as before, with its move number.
    for off in ["21,5,0", "0,0,0"] {
        let text = format!("Piskvorky 20x20, 11:11, 0\n{off}\n");
        assert!(Record::parse_bytes(text.as_bytes(), true).is_err(), "{off}");
    }
}
