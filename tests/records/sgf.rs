//! SGF: round trips for every size, win length and rule; files written by other programs (rows
//! counted from the top); and every kind of bad file refused with one sentence saying where.

use gomoku::model::{Choice, Game, Opening, Outcome, Point, Rule, Rules, Stone};
use gomoku::record::{Meta, ParseError, Record, sgf};

fn parse(text: &str) -> Result<Record, ParseError> {
    Record::parse_bytes(text.as_bytes(), false)
}

/// A legal game that fills part of the board without anyone winning early: stones spread by a
/// fixed stride, stopping before any move would finish the game.
fn some_game(rules: Rules) -> Game {
    let mut game = Game::new(rules);
    let cells = rules.rows() * rules.cols();
    let mut i = 0;
    while game.history().len() < cells.min(12) && i < cells * 7 {
        let n = (i * 7 + 3) % cells;
        let p = Point::new(n / rules.cols(), n % rules.cols());
        i += 1;
        if game.check(p).is_ok() {
            let _ = game.play(p);
        }
        if game.is_over() {
            break;
        }
    }
    game
}

#[test]
fn every_size_win_length_and_rule_survives_a_round_trip() {
    for (rows, cols) in [
        (3, 3),
        (5, 5),
        (10, 10),
        (15, 15),
        (19, 19),
        (12, 10),
        (26, 26),
    ] {
        for k in [3, 4, 5] {
            for &rule in Rule::ALL {
                let Ok(rules) = Rules::new(rows, cols, k, rule) else {
                    continue;
                };
                let game = some_game(rules);
                let meta = Meta {
                    black: Some("Ann [the] \\best".to_string()),
                    white: Some("Computer (hard)".to_string()),
                    date: Some("2026-01-02".to_string()),
                    result: None,
                    notes: Vec::new(),
                    ..Meta::default()
                };
                let record = Record::from_game(&game, meta.clone());
                let text = record.to_sgf();
                let back = parse(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
                assert_eq!(back.game(), game, "{rows}x{cols} k={k} {rule:?}\n{text}");
                assert_eq!(*back.rules(), rules);
                assert_eq!(back.meta.black, meta.black);
                assert_eq!(back.meta.white, meta.white);
            }
        }
    }
}

#[test]
fn rectangular_board_is_written_columns_first() {
    let rules = Rules::new(12, 10, 5, Rule::Freestyle).expect("rules");
    let text = Record::from_game(&Game::new(rules), Meta::default()).to_sgf();
    assert!(text.contains("SZ[10:12]"), "{text}");
    assert!(!text.contains("XK["), "k = 5 needs no XK: {text}");
}

#[test]
fn win_length_other_than_five_is_written_as_xk() {
    let rules = Rules::new(7, 7, 4, Rule::Exact).expect("rules");
    let text = Record::from_game(&Game::new(rules), Meta::default()).to_sgf();
    assert!(
        text.contains("XK[4]") && text.contains("RU[standard]"),
        "{text}"
    );
}

#[test]
fn letters_count_from_the_top_left_column_first() {
    // On 15x15, `ao` is the bottom-left corner A1 and `oa` the top-right corner O15.
    let record = parse("(;GM[4]SZ[15];B[ao];W[oa];B[hh])").expect("parse");
    let rows = 15;
    let names: Vec<String> = record.moves().iter().map(|p| p.notation(rows)).collect();
    assert_eq!(names, ["A1", "O15", "H8"]);
    assert_eq!(record.moves()[0], Point::new(14, 0));
}

#[test]
fn foreign_file_with_setup_comments_escapes_and_variations_reads_the_main_line() {
    let text = r"(;FF[4]GM[4]SZ[15]CA[UTF-8]AP[OtherProgram:2.1]
        PB[Alice \] Smith]PW[Bob]RE[W+R]C[A comment with \] and \\ inside
        over two lines]
        AB[hh][ii]AW[hi]PL[W]
        ;W[jj]C[white blocks]
        (;B[gg];W[kk]LB[aa:x])
        (;B[aa];W[bb]))";
    let record = parse(text).expect("parse");
    assert_eq!(record.meta.black.as_deref(), Some("Alice ] Smith"));
    assert_eq!(record.setup().len(), 3);
    assert_eq!(record.first(), Stone::White);
    let moves: Vec<String> = record.moves().iter().map(|p| p.notation(15)).collect();
    assert_eq!(moves, ["J6", "G9", "K5"]);
    assert_eq!(
        record.game().board().get(Point::new(8, 7)),
        Some(Stone::White)
    );
}

#[test]
fn file_without_size_or_rule_means_15x15_free_style_five() {
    let record = parse("(;GM[4];B[hh];W[hi])").expect("parse");
    let rules = record.rules();
    assert_eq!(
        (rules.rows(), rules.cols(), rules.win_length(), rules.rule()),
        (15, 15, 5, Rule::Freestyle)
    );
}

#[test]
fn finished_game_records_its_result() {
    let rules = Rules::new(3, 3, 3, Rule::Freestyle).expect("rules");
    let game = Game::from_moves(
        rules,
        &[
            Point::new(0, 0),
            Point::new(1, 0),
            Point::new(0, 1),
            Point::new(1, 1),
            Point::new(0, 2),
        ],
    )
    .expect("legal");
    let text = Record::from_game(&game, Meta::default()).to_sgf();
    assert!(text.contains("RE[B+]"), "{text}");
    assert!(matches!(
        parse(&text).expect("parse").game().outcome(),
        Outcome::Win { .. }
    ));
}

fn refused(text: &str, expected: &[&str]) {
    let error = parse(text).expect_err("must be refused").to_string();
    for part in expected {
        assert!(error.contains(part), "\"{part}\" missing from: {error}");
    }
}

#[test]
fn bad_size_is_refused() {
    refused("(;GM[4]SZ[30];B[aa])", &["SZ[30]", "26"]);
    refused("(;GM[4]SZ[big];B[aa])", &["SZ[big]", "line 1"]);
    refused("(;GM[4]SZ[15]XK[20];B[aa])", &["XK[20]", "win length"]);
}

#[test]
fn coordinate_off_the_board_is_refused_with_its_move_number() {
    refused(
        "(;GM[4]SZ[10];B[ee];W[ek])",
        &["move 2", "W[ek]", "off the 10x10 board"],
    );
    refused("(;GM[4]SZ[15];B[hh];W[])", &["move 2", "pass"]);
}

#[test]
fn two_moves_by_one_side_are_refused() {
    refused(
        "(;GM[4]\n;B[hh]\n;B[ii])",
        &["move 2", "line 3", "take turns"],
    );
    refused("(;GM[4];W[hh])", &["move 1", "Black moves first"]);
}

#[test]
fn move_after_the_end_is_refused() {
    refused(
        "(;GM[4]SZ[3]XK[3];B[aa];W[ab];B[ba];W[bb];B[ca];W[cc])",
        &["move 6", "after the end", "Black won"],
    );
}

#[test]
fn duplicate_point_is_refused() {
    refused(
        "(;GM[4];B[hh];W[ii];B[hh])",
        &["move 3", "H8", "already taken"],
    );
}

#[test]
fn truncated_file_is_refused() {
    refused("(;GM[4]SZ[15];B[hh];W[i", &["ends inside", "line 1"]);
    refused("(;GM[4]SZ[15];B[hh];W[ii]", &["ends before", ")"]);
}

#[test]
fn other_games_and_non_sgf_text_are_refused() {
    refused("(;GM[1]SZ[19];B[pd])", &["GM[1]", "not a gomoku record"]);
    refused("Hello, this is a letter.", &["not an SGF"]);
}

#[test]
fn binary_garbage_is_refused() {
    let garbage: Vec<u8> = (0..=255u8).cycle().take(600).collect();
    let error = Record::parse_bytes(&garbage, false)
        .expect_err("refused")
        .to_string();
    assert!(error.contains("binary"), "{error}");
    let error = Record::parse_bytes(&[0xff, 0xfe, b'(', 0x80], false)
        .expect_err("refused")
        .to_string();
    assert!(error.contains("not an SGF"), "{error}");
}

#[test]
fn deeply_nested_variations_are_refused_without_crashing() {
    let text = format!("(;GM[4]{}{}", "(;B[aa]".repeat(5000), ")".repeat(5001));
    refused(&text, &["nested too deeply"]);
}

#[test]
fn moves_written_in_the_root_node_and_a_numeric_draw_result_are_read() {
    // As some engines' match records are written: no `;` between moves, `RE[0]`, compact `DT`.
    let text = "(;GM[4]FF[4]SZ[15]DT[20180415]PB[Yixin]PW[Qi Guan]RE[0]B[hh]W[ig]B[gj])";
    let record = parse(text).expect("parse");
    let moves: Vec<String> = record.moves().iter().map(|p| p.notation(15)).collect();
    assert_eq!(moves, ["H8", "I9", "G6"]);
    assert_eq!(record.meta.date.as_deref(), Some("20180415"));
    assert_eq!(gomoku::record::result_text("0"), "a draw");
}

#[test]
fn unknown_rule_name_is_played_free_style_with_a_note() {
    let record = parse("(;GM[4]FF[4]SZ[15]RU[五子棋]KM[0];B[hh];W[ii])").expect("parse");
    assert_eq!(record.rules().rule(), Rule::Freestyle);
    assert_eq!(record.meta.notes.len(), 1);
    assert!(
        record.meta.notes[0].to_string().contains("RU[五子棋]"),
        "{:?}",
        record.meta.notes
    );
    assert!(
        parse("(;GM[4]RU[caro];B[hh])")
            .expect("parse")
            .meta
            .notes
            .is_empty()
    );
}

#[test]
fn only_the_first_game_of_a_collection_is_read_and_a_note_says_where_the_rest_begins() {
    let text = "(;GM[4]SZ[15]GN[one];B[hh];W[ii])\n(;GM[4]SZ[15]GN[two];B[gg])";
    let record = parse(text).expect("parse");
    assert_eq!(record.moves().len(), 2);
    let notes: Vec<String> = record.meta.notes.iter().map(ToString::to_string).collect();
    assert_eq!(
        notes,
        ["the file goes on after its first game, on line 2: only the first game is read"]
    );
    let alone = parse("(;GM[4]SZ[15];B[hh])\n\n").expect("parse");
    assert!(
        alone.meta.notes.is_empty(),
        "white space after the game is nothing"
    );
}

#[test]
fn a_comment_that_mentions_a_character_set_is_not_taken_for_the_files() {
    let text = "(;GM[4]FF[4]C[set CA[GBK]CA[UTF-8]SZ[15]PB[黑方 小明];B[hh])";
    let record = Record::parse_bytes(text.as_bytes(), false).expect("read as UTF-8");
    assert_eq!(record.meta.black.as_deref(), Some("黑方 小明"));
    assert_eq!(
        record.meta.comments.get(&0).map(String::as_str),
        Some("set CA[GBK")
    );
    let unknown = "(;GM[4]C[see CA[klingon]CA[UTF-8]SZ[15];B[hh])";
    assert!(
        Record::parse_bytes(unknown.as_bytes(), false).is_ok(),
        "not refused"
    );
    // A CA in a later node is no property of the file either.
    let later = "(;GM[4]SZ[15]PB[黑方];B[hh]CA[GBK])";
    let record = Record::parse_bytes(later.as_bytes(), false).expect("read");
    assert_eq!(record.meta.black.as_deref(), Some("黑方"));
}

#[test]
fn position_without_moves_keeps_the_side_to_play() {
    let text =
        "(;GM[4]FF[4]CA[UTF-8]AP[Web Renju Board:1.0.0]ST[0]SZ[15]AB[hh][ig]AW[gi][gh]PL[W])";
    let record = parse(text).expect("parse");
    assert!(record.moves().is_empty());
    assert_eq!(record.game().to_move(), Stone::White);
    let again = parse(&record.to_sgf()).expect("round trip");
    assert_eq!(again.game(), record.game());
}

#[test]
fn results_read_from_files_are_put_in_words() {
    use gomoku::record::result_text;
    assert_eq!(result_text("B+R"), "Black won by resignation");
    assert_eq!(result_text("W+T"), "White won on time");
    assert_eq!(result_text("W+"), "White won");
    assert_eq!(result_text("Void"), "no result");
}

#[test]
fn chinese_names_and_comments_survive_a_round_trip_in_utf8() {
    let text = "(;GM[4]FF[4]CA[UTF-8]SZ[15]GN[五子棋 第一局]PB[黑方 小明]PW[白方 小红]C[开局]\n;B[hh]C[天元];W[ii];B[gg]C[好棋 \\] 括号])";
    let record = parse(text).expect("parse");
    assert_eq!(record.meta.name.as_deref(), Some("五子棋 第一局"));
    assert_eq!(record.meta.black.as_deref(), Some("黑方 小明"));
    assert_eq!(
        record.meta.comments.get(&0).map(String::as_str),
        Some("开局")
    );
    assert_eq!(
        record.meta.comments.get(&1).map(String::as_str),
        Some("天元")
    );
    assert_eq!(record.meta.comments.get(&2), None);
    assert_eq!(
        record.meta.comments.get(&3).map(String::as_str),
        Some("好棋 ] 括号")
    );
    let again = parse(&record.to_sgf()).expect("round trip");
    assert_eq!(again.meta, record.meta);
    assert!(record.to_sgf().contains("CA[UTF-8]"));
}

#[test]
fn files_declaring_gbk_or_gb2312_are_decoded_not_garbled() {
    for label in ["GBK", "gb2312", "GB2312"] {
        let (name, _, _) = encoding_rs::GBK.encode("五子棋");
        let (comment, _, _) = encoding_rs::GBK.encode("黑方先行");
        let mut bytes = format!("(;GM[4]FF[4]CA[{label}]SZ[15]GN[").into_bytes();
        bytes.extend_from_slice(&name);
        bytes.extend_from_slice(b"];B[hh]C[");
        bytes.extend_from_slice(&comment);
        bytes.extend_from_slice(b"])");
        let record = Record::parse_bytes(&bytes, false).expect("GBK record");
        assert_eq!(record.meta.name.as_deref(), Some("五子棋"), "{label}");
        assert_eq!(
            record.meta.comments.get(&1).map(String::as_str),
            Some("黑方先行"),
            "{label}"
        );
    }
}

#[test]
fn an_unknown_character_set_is_refused_with_a_sentence() {
    let error = Record::parse_bytes(b"(;GM[4]CA[klingon]SZ[15];B[hh])", false)
        .expect_err("refused")
        .to_string();
    assert!(error.contains("CA[klingon]"), "{error}");
}

#[test]
fn a_swap2_game_keeps_its_opening_and_choices_through_a_round_trip() {
    let text = "(;GM[4]SZ[15]XO[swap2]XC[3:add][5:swap];B[hh];W[hg];B[jf];W[gi];B[ke];W[ld])";
    let record = parse(text).expect("parse");
    assert_eq!(record.rules().opening(), Opening::Swap2);
    assert_eq!(record.choices(), &[(3, Choice::Add), (5, Choice::Swap)]);
    assert!(record.meta.notes.is_empty(), "{:?}", record.meta.notes);
    assert_eq!(record.choices_at(4), vec![(3, Choice::Add)]);
    let again = parse(&sgf::write(&record)).expect("reparse");
    assert_eq!(
        (again.rules().opening(), again.choices()),
        (Opening::Swap2, record.choices())
    );
    // The centre opening is kept too, with no choices to write.
    let center = parse("(;GM[4]SZ[15]XO[center];B[hh])").expect("parse");
    assert_eq!(center.rules().opening(), Opening::Center);
    assert!(!sgf::write(&center).contains("XC"));
}

#[test]
fn an_unknown_opening_or_a_choice_the_opening_does_not_allow_is_left_out_with_a_note() {
    let unknown = parse("(;GM[4]SZ[15]XO[pro];B[hh];W[ii])").expect("parse");
    assert_eq!(unknown.rules().opening(), Opening::Free);
    assert_eq!(unknown.meta.notes.len(), 1);
    assert!(unknown.meta.notes[0].to_string().contains("XO[pro]"));
    // Swap has no two more stones: that choice and the one after it are dropped.
    let text = "(;GM[4]SZ[15]XO[swap]XC[3:add][5:swap];B[hh];W[hg];B[jf];W[gi];B[ke])";
    let record = parse(text).expect("parse");
    assert!(record.choices().is_empty());
    assert_eq!(record.meta.notes.len(), 1, "{:?}", record.meta.notes);
    assert!(record.meta.notes[0].to_string().contains("XC[3:add]"));
    // A choice after more moves than the game has is not one it made.
    let ahead = parse("(;GM[4]SZ[15]XO[swap]XC[3:swap];B[hh];W[hg])").expect("parse");
    assert!(ahead.choices().is_empty());
    assert_eq!(ahead.meta.notes.len(), 1);
    // A word that is no choice at all.
    let junk = parse("(;GM[4]SZ[15]XO[swap]XC[three];B[hh])").expect("parse");
    assert!(junk.choices().is_empty());
    assert!(junk.meta.notes[0].to_string().contains("XC[three]"));
}
