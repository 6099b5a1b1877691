//! Variations in SGF: a game tree written and read back whole, files as other programs write
//! them (Sabaki, CGoban's one-node-per-line nesting, Yixin's nested exports), comments on every
//! node, every move of a variation checked by the rules, and a game annotated by a review.

use gomoku::i18n::{Lang, set_lang};
use gomoku::model::{GameTree, Point, Rules};
use gomoku::record::sgf::{self, Annotation};
use gomoku::record::{Meta, ParseError, Record, Review};

fn parse(text: &str) -> Result<Record, ParseError> {
    Record::parse_bytes(text.as_bytes(), false)
}

/// `hh` as SGF writes it: column then row, from the top left.
fn at(sgf: &str) -> Point {
    let b = sgf.as_bytes();
    Point::new(usize::from(b[1] - b'a'), usize::from(b[0] - b'a'))
}

fn points(list: &[&str]) -> Vec<Point> {
    list.iter().map(|s| at(s)).collect()
}

/// Every line of the tree, each as its moves, in the order SGF writes them.
fn lines(tree: &GameTree) -> Vec<Vec<Point>> {
    fn walk(
        tree: &GameTree,
        id: gomoku::model::NodeId,
        path: &mut Vec<Point>,
        out: &mut Vec<Vec<Point>>,
    ) {
        path.extend(tree.point(id));
        match tree.children(id) {
            [] => out.push(path.clone()),
            children => children.iter().for_each(|&c| walk(tree, c, path, out)),
        }
        if tree.point(id).is_some() {
            path.pop();
        }
    }
    let mut out = Vec::new();
    walk(tree, tree.root(), &mut Vec::new(), &mut out);
    out
}

/// A game of six moves reviewed, with a variation of two moves from move 3 and another of one
/// move from move 5 inside it.
fn reviewed_with_variations() -> Review {
    let game_moves = points(&["hh", "ig", "jf", "gi", "ke", "fj"]);
    let game = gomoku::model::Game::from_moves(Rules::default(), &game_moves).expect("legal");
    let mut review = Review::new(Record::from_game(&game, Meta::default()));
    review.go_to(2);
    review.play(at("kk")).expect("a variation");
    review.play(at("ll")).expect("and on");
    review.play(at("mm")).expect("and on");
    review.back();
    review.play(at("aa")).expect("a variation in the variation");
    review
}

#[test]
fn a_variation_survives_writing_and_reading() {
    let record = reviewed_with_variations().record();
    let text = record.to_sgf();
    let back = parse(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(back, record, "{text}");
    assert_eq!(
        back.moves(),
        &points(&["hh", "ig", "jf", "gi", "ke", "fj"])[..]
    );
    assert_eq!(
        lines(&back.tree()),
        vec![
            points(&["hh", "ig", "jf", "gi", "ke", "fj"]),
            points(&["hh", "ig", "kk", "ll", "mm"]),
            points(&["hh", "ig", "kk", "ll", "aa"]),
        ]
    );
    assert_eq!(back.to_sgf(), text, "written the same way again");
}

#[test]
fn a_variation_is_written_as_nested_sgf_trees() {
    let text = reviewed_with_variations().record().to_sgf();
    let moves = text.split_once(";B[hh]").expect("the first move").1;
    assert_eq!(
        moves.split_whitespace().collect::<String>(),
        ";W[ig](;B[jf];W[gi];B[ke];W[fj])(;B[kk];W[ll](;B[mm])(;B[aa])))"
    );
}

#[test]
fn the_line_of_a_variation_plays_on_as_a_game_without_the_games_result() {
    let text = "(;GM[4]SZ[15]RE[W+R];B[hh];W[ih](;B[ii];W[gg])(;B[gi];W[ig]))";
    let mut review = Review::new(parse(text).expect("read"));
    assert_eq!(review.line_record().meta.result.as_deref(), Some("W+R"));
    review.go_to(2);
    assert!(review.next_variation());
    let line = review.line_record();
    assert_eq!(line.moves(), &points(&["hh", "ih", "gi", "ig"])[..]);
    assert_eq!(
        line.meta.result, None,
        "the game's resignation is not the variation's"
    );
    assert_eq!(
        review.record().meta.result.as_deref(),
        Some("W+R"),
        "the game keeps it"
    );
}

#[test]
fn variations_after_set_up_stones_with_white_to_play_keep_their_colours() {
    let text = "(;GM[4]SZ[15]AB[hh][ii]AW[gg]PL[W];W[jj](;B[kk])(;B[ff];W[ee]))";
    let record = parse(text).expect("read");
    assert_eq!(record.setup().len(), 3);
    let written = record.to_sgf();
    assert!(
        written.contains(";W[jj]\n(;B[kk])\n(;B[ff];W[ee]))"),
        "{written}"
    );
    assert_eq!(parse(&written).expect("read again"), record);
}

#[test]
fn a_file_of_one_line_is_written_as_before() {
    let game =
        gomoku::model::Game::from_moves(Rules::default(), &points(&["hh", "ii"])).expect("legal");
    let record = Record::from_game(&game, Meta::default());
    assert!(record.variations().is_none());
    assert!(record.to_sgf().ends_with(";B[hh];W[ii])\n"));
    let back = parse(&record.to_sgf()).expect("read");
    assert!(back.variations().is_none());
}

#[test]
fn a_sabaki_file_reads_with_its_variations_and_comments() {
    let text = "(;GM[4]FF[4]CA[UTF-8]AP[Sabaki:0.52.2]KM[0]SZ[15]DT[2024-01-05]\n\
                ;B[hh];W[ih]C[the game's move]\n\
                (;B[ii];W[gg])\n\
                (;B[gi]C[try this];W[ig]C[and then?]))\n";
    let record = parse(text).expect("read");
    assert_eq!(record.moves(), &points(&["hh", "ih", "ii", "gg"])[..]);
    assert_eq!(
        record.meta.comments.get(&2).map(String::as_str),
        Some("the game's move")
    );
    let tree = record.tree();
    let h8 = tree.children(tree.root())[0];
    let w2 = tree.children(h8)[0];
    let [_, variation] = tree.children(w2) else {
        panic!("two continuations after move 2")
    };
    assert_eq!(tree.point(*variation), Some(at("gi")));
    assert_eq!(tree.comment(*variation), Some("try this"));
    let reply = tree.children(*variation)[0];
    assert_eq!(tree.comment(reply), Some("and then?"));
    // Written back, the comments of the variation go with it.
    let back = parse(&record.to_sgf()).expect("read again");
    assert_eq!(back, record);
}

#[test]
fn comments_added_to_the_main_line_are_written_beside_the_variations() {
    let text = "(;GM[4]SZ[15];B[hh];W[ih](;B[ii])(;B[gi]C[try this]))";
    let mut record = parse(text).expect("read");
    record.meta.comments.insert(1, "the centre".to_string());
    let written = record.to_sgf();
    assert!(written.contains(";B[hh]C[the centre]"), "{written}");
    assert!(written.contains(";B[gi]C[try this]"), "{written}");
}

#[test]
fn a_cgoban_style_file_with_one_node_a_line_reads_every_branch() {
    let text = "(;GM[4]FF[4]SZ[15]\n\
                ;B[hh]\n\
                ;W[hi]\n\
                (;B[ii]\n\
                ;W[jj]\n\
                (;B[kk])\n\
                (;B[gg]))\n\
                (;B[gi]))\n";
    let record = parse(text).expect("read");
    assert_eq!(record.moves(), &points(&["hh", "hi", "ii", "jj", "kk"])[..]);
    assert_eq!(
        lines(&record.tree()),
        vec![
            points(&["hh", "hi", "ii", "jj", "kk"]),
            points(&["hh", "hi", "ii", "jj", "gg"]),
            points(&["hh", "hi", "gi"]),
        ]
    );
}

#[test]
fn a_yixin_export_with_variations_nested_in_every_node_reads() {
    // Each move opens its own tree; the alternatives of white's first reply sit side by side.
    let text = "(;SZ[15]RU[0](;B[hh](;W[hg](;B[ig]))(;W[ii](;B[jj]))))";
    let record = parse(text).expect("read");
    assert_eq!(record.moves(), &points(&["hh", "hg", "ig"])[..]);
    assert_eq!(
        lines(&record.tree()),
        vec![points(&["hh", "hg", "ig"]), points(&["hh", "ii", "jj"])]
    );
}

#[test]
fn a_variation_on_a_taken_point_is_refused_saying_where() {
    set_lang(Lang::En);
    let text = "(;GM[4]SZ[15];B[hh]\n(;W[ii])\n(;W[hh]))";
    let error = parse(text).expect_err("the point is taken");
    assert!(matches!(error, ParseError::Taken { n: 2, .. }), "{error:?}");
    let said = error.to_string();
    assert!(said.contains("W[hh]") && said.contains("line 3"), "{said}");
}

#[test]
fn a_variation_out_of_turn_or_after_a_five_is_refused() {
    let turn = "(;GM[4]SZ[15];B[hh](;W[ii])(;B[ii]))";
    assert!(matches!(
        parse(turn),
        Err(ParseError::NotTheirTurn { n: 2, .. })
    ));
    let after = "(;GM[4]SZ[15];B[aa];W[ao];B[ba];W[bo];B[ca];W[co];B[da];W[do]\
                 (;B[ga])(;B[ea];W[eo]))";
    assert!(matches!(
        parse(after),
        Err(ParseError::AfterEnd { n: 10, .. })
    ));
}

#[test]
fn a_forbidden_move_in_a_variation_is_refused_under_renju() {
    // Black's pairs on row h and column h meet at hh: a double three there.
    let text = "(;GM[4]SZ[15]RU[renju];B[fh];W[aa];B[gh];W[ao];B[hf];W[oa];B[hg];W[oo]\
                (;B[kk])(;B[hh]))";
    let error = parse(text).expect_err("forbidden");
    assert!(
        matches!(error, ParseError::Refused { n: 9, .. }),
        "{error:?}"
    );
}

#[test]
fn set_up_stones_inside_a_variation_are_refused() {
    let text = "(;GM[4]SZ[15];B[hh](;W[ii])(;AB[aa]W[jj]))";
    assert!(matches!(
        parse(text),
        Err(ParseError::SetupAfterMoves { .. })
    ));
}

#[test]
fn an_annotated_game_carries_the_evaluations_and_the_best_lines() {
    set_lang(Lang::En);
    let game_moves = points(&["hh", "ig", "jf", "gi"]);
    let game = gomoku::model::Game::from_moves(Rules::default(), &game_moves).expect("legal");
    let record = Record::from_game(&game, Meta::default());
    let notes = [
        Annotation {
            number: 2,
            evaluation: "Black is slightly better".to_string(),
            best: points(&["ig", "jf"]),
        },
        Annotation {
            number: 3,
            evaluation: "White is winning".to_string(),
            best: points(&["gi", "ii", "jj"]),
        },
    ];
    let text = sgf::write_annotated(&record, &notes);
    assert!(text.contains("C[Black is slightly better]"), "{text}");
    assert!(
        text.contains("C[White is winning\nbest was G7: G7 I7 J6]"),
        "the move played was not the best: {text}"
    );
    let back = parse(&text).expect("read");
    assert_eq!(back.moves(), record.moves(), "the game stays the main line");
    assert_eq!(
        lines(&back.tree()),
        vec![game_moves.clone(), points(&["hh", "ig", "gi", "ii", "jj"])],
        "the best line is a variation from the position before the move"
    );
}

mod generated {
    //! Trees grown by random play in a review survive an SGF round trip whole.

    use super::*;
    use proptest::prelude::*;

    /// A review of a random game on a small board, grown by `steps`: each a position to go to on
    /// the line followed and a pick among the moves legal there, played in (a variation when it
    /// is not the line's next move), now and then with a comment, or leaving the variation.
    fn grown(picks: &[usize], steps: &[(usize, usize, u8)]) -> Review {
        let rules = Rules::new(7, 7, 4, gomoku::model::Rule::Freestyle).expect("7x7");
        let mut game = gomoku::model::Game::new(rules);
        for &pick in picks {
            let free: Vec<Point> = game.legal_moves().collect();
            if free.is_empty() {
                break;
            }
            let _ = game.play(free[pick % free.len()]);
        }
        let mut review = Review::new(Record::from_game(&game, Meta::default()));
        for &(at, pick, what) in steps {
            review.go_to(at % (review.len() + 1));
            let free: Vec<Point> = review.game().legal_moves().collect();
            match what % 4 {
                0 => {
                    review.leave_variation();
                }
                _ if free.is_empty() => {}
                _ => {
                    review.play(free[pick % free.len()]).expect("a legal move");
                }
            }
        }
        review
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(150))]

        #[test]
        fn grown_trees_survive_an_sgf_round_trip(
            picks in prop::collection::vec(any::<usize>(), 0..12),
            steps in prop::collection::vec((any::<usize>(), any::<usize>(), any::<u8>()), 0..25),
        ) {
            let record = grown(&picks, &steps).record();
            let text = record.to_sgf();
            let back = parse(&text).map_err(|e| TestCaseError::fail(format!("{e}\n{text}")))?;
            prop_assert_eq!(lines(&back.tree()), lines(&record.tree()), "{}", text);
            // The whole tree; the record may differ only in the result a finished game writes.
            prop_assert_eq!(back.tree(), record.tree(), "{}", text);
            prop_assert_eq!(back.variations(), record.variations(), "{}", text);
        }
    }
}
