//! The rules on hand-made positions: every direction, edges and corners, several win lengths,
//! free-style against exact and caro overlines, draws, undo/redo and every invalid move.

use gomoku::model::{
    Act, Choice, ChoiceError, Game, MoveError, Opening, Outcome, Point, Rule, Rules, Seat, Step,
    Stone,
};

fn rules(size: usize, k: usize) -> Rules {
    ruled(size, k, Rule::Freestyle)
}

fn ruled(size: usize, k: usize, rule: Rule) -> Rules {
    Rules::new(size, size, k, rule).expect("valid rules")
}

fn p(text: &str, rows: usize) -> Point {
    Point::parse_notation(text, rows, 26).expect("valid point")
}

/// Plays black's stones at `black` and white's at `white`, alternating, black first, with white
/// filling in far away points (given) so the sequence stays legal.
fn play_all(game: &mut Game, moves: &[&str]) -> Outcome {
    let rows = game.rules().rows();
    let mut last = Outcome::Ongoing;
    for m in moves {
        last = game.play(p(m, rows)).expect("legal move").clone();
    }
    last
}

#[test]
fn five_wins_in_every_direction_on_15x15() {
    let lines: [[&str; 5]; 4] = [
        ["c3", "d3", "e3", "f3", "g3"], // horizontal
        ["c3", "c4", "c5", "c6", "c7"], // vertical
        ["c3", "d4", "e5", "f6", "g7"], // diagonal up-right
        ["c7", "d6", "e5", "f4", "g3"], // diagonal down-right
    ];
    let fillers = ["m13", "n13", "m12", "n12"];
    for line in lines {
        // Finish the line with its middle stone to prove both sides are counted.
        let order = [line[0], line[1], line[3], line[4], line[2]];
        let mut game = Game::new(Rules::default());
        let mut seq = Vec::new();
        for (i, m) in order.iter().enumerate() {
            seq.push(*m);
            if i < 4 {
                seq.push(fillers[i]);
            }
        }
        let outcome = play_all(&mut game, &seq);
        let Outcome::Win {
            winner,
            line: mut won,
        } = outcome
        else {
            panic!("{line:?} should win")
        };
        assert_eq!(winner, Stone::Black);
        won.sort();
        let mut expected: Vec<Point> = line.iter().map(|m| p(m, 15)).collect();
        expected.sort();
        assert_eq!(won, expected, "winning line of {line:?}");
    }
}

#[test]
fn four_in_a_row_does_not_win_at_k5() {
    let mut game = Game::new(Rules::default());
    let outcome = play_all(&mut game, &["a1", "m13", "b1", "m12", "c1", "m11", "d1"]);
    assert_eq!(outcome, Outcome::Ongoing);
}

#[test]
fn lines_along_edges_and_into_corners_win() {
    // Along the bottom edge into the corner, and the anti-diagonal from corner to corner on 5x5.
    let mut game = Game::new(rules(5, 5));
    let outcome = play_all(
        &mut game,
        &["a1", "a2", "b1", "b2", "c1", "c2", "d1", "d2", "e1"],
    );
    assert_eq!(outcome.winner(), Some(Stone::Black));

    let mut game = Game::new(rules(5, 5));
    let outcome = play_all(
        &mut game,
        &["a5", "a1", "b4", "b1", "c3", "c1", "d2", "d1", "e1"],
    );
    assert_eq!(outcome.winner(), Some(Stone::Black));
}

#[test]
fn win_lengths_three_and_four_are_honoured() {
    let mut game = Game::new(rules(3, 3));
    let outcome = play_all(&mut game, &["a1", "a2", "b2", "b1", "c3"]);
    assert_eq!(outcome.winner(), Some(Stone::Black));

    let mut game = Game::new(rules(6, 4));
    let outcome = play_all(&mut game, &["a1", "f6", "b2", "f5", "c3"]);
    assert_eq!(outcome, Outcome::Ongoing);
    let outcome = play_all(&mut game, &["f4", "d4"]);
    let Outcome::Win { winner, line } = outcome else {
        panic!("a1-d4 should win at k=4")
    };
    assert_eq!((winner, line.len()), (Stone::Black, 4));
    assert!(game.is_over());
}

#[test]
fn white_wins_too() {
    let mut game = Game::new(rules(3, 3));
    let outcome = play_all(&mut game, &["a1", "b1", "a2", "b2", "c3", "b3"]);
    assert_eq!(outcome.winner(), Some(Stone::White));
}

#[test]
fn overline_wins_in_freestyle_but_not_under_exact_or_caro() {
    // Black: a1 b1 c1 d1 f1, then e1 makes six.
    let seq = [
        "a1", "a3", "b1", "b3", "c1", "c3", "d1", "d3", "f1", "h3", "e1",
    ];
    for (rule, wins) in [
        (Rule::Freestyle, true),
        (Rule::Exact, false),
        (Rule::Caro, false),
    ] {
        let mut game = Game::new(ruled(15, 5, rule));
        let outcome = play_all(&mut game, &seq);
        assert_eq!(outcome.winner().is_some(), wins, "{rule:?}");
    }
}

#[test]
fn exact_five_wins_under_exact() {
    let mut game = Game::new(ruled(15, 5, Rule::Exact));
    let outcome = play_all(
        &mut game,
        &["a1", "a3", "b1", "b3", "c1", "c3", "d1", "d3", "e1"],
    );
    assert_eq!(outcome.winner(), Some(Stone::Black));
}

#[test]
fn caro_five_blocked_at_both_ends_does_not_win_but_edge_does_not_block() {
    // White at b2 and h2 blocks both ends of black's c2..g2.
    let seq = ["c2", "b2", "d2", "h2", "e2", "a5", "f2", "b5", "g2"];
    let mut game = Game::new(ruled(15, 5, Rule::Caro));
    assert_eq!(play_all(&mut game, &seq), Outcome::Ongoing);
    // One end open: wins.
    let seq = ["c2", "b2", "d2", "a9", "e2", "a5", "f2", "b5", "g2"];
    let mut game = Game::new(ruled(15, 5, Rule::Caro));
    assert_eq!(play_all(&mut game, &seq).winner(), Some(Stone::Black));
    // Against the edge with the other end blocked: the edge does not block, so it wins.
    let seq = ["a2", "f2", "b2", "a9", "c2", "a5", "d2", "b5", "e2"];
    let mut game = Game::new(ruled(15, 5, Rule::Caro));
    assert_eq!(play_all(&mut game, &seq).winner(), Some(Stone::Black));
}

#[test]
fn full_3x3_without_a_line_is_a_draw() {
    // X O X / X O O / O X X
    let mut game = Game::new(rules(3, 3));
    let outcome = play_all(
        &mut game,
        &["a3", "b3", "c3", "b2", "a2", "c2", "b1", "a1", "c1"],
    );
    assert_eq!(outcome, Outcome::Draw);
    assert!(game.is_over());
}

#[test]
fn undo_and_redo_round_trip_to_the_same_game() {
    let mut game = Game::new(rules(3, 3));
    play_all(&mut game, &["a1", "a2", "b2", "b1", "c3"]);
    let finished = game.clone();
    let mut undone = 0;
    while game.undo().is_some() {
        undone += 1;
        assert_eq!(*game.outcome(), Outcome::Ongoing);
    }
    assert_eq!(undone, 5);
    assert!(game.board().is_empty());
    assert_eq!(game.to_move(), Stone::Black);
    while game.redo().is_some() {}
    assert_eq!(game, finished);
}

#[test]
fn a_new_move_after_undo_clears_redo() {
    let mut game = Game::new(Rules::default());
    play_all(&mut game, &["h8", "h9"]);
    game.undo();
    assert_eq!(game.redo_acts().len(), 1);
    play_all(&mut game, &["j9"]);
    assert!(game.redo_acts().is_empty());
    assert_eq!(game.redo(), None);
}

fn swap2() -> Game {
    Game::new(Rules::default().with_opening(Opening::Swap2))
}

#[test]
fn the_choices_of_a_swap_opening_are_undone_and_redone_in_the_order_they_were_made() {
    let mut game = swap2();
    play_all(&mut game, &["h8", "h9", "j9"]);
    game.choose(Choice::Add)
        .expect("two more, after three stones");
    play_all(&mut game, &["g7", "k10"]);
    game.choose(Choice::Swap)
        .expect("the first player takes black");
    play_all(&mut game, &["l11"]);
    let end = game.clone();
    assert_eq!(game.choices(), &[(3, Choice::Add), (5, Choice::Swap)]);
    let undone: Vec<Act> = std::iter::from_fn(|| game.undo()).collect();
    let (h8, j9, k10) = (game_point("h8"), game_point("j9"), game_point("k10"));
    assert_eq!(undone[1], Act::Choice(Choice::Swap), "after the last stone");
    assert_eq!(undone[2], Act::Move(k10));
    assert_eq!(undone[4], Act::Choice(Choice::Add));
    assert_eq!(undone[5], Act::Move(j9));
    assert_eq!(undone[7], Act::Move(h8));
    assert_eq!(undone.len(), 8);
    assert!(game.choices().is_empty() && game.history().is_empty());
    while game.redo().is_some() {}
    assert_eq!(game, end);
    assert_eq!(
        game.progress().black,
        Seat::First,
        "the first player took black"
    );
}

#[test]
fn a_choice_made_after_an_undo_drops_what_was_taken_back() {
    let mut game = swap2();
    play_all(&mut game, &["h8", "h9", "j9", "g7"]);
    game.undo();
    assert_eq!(
        game.progress().step,
        Step::Choose {
            seat: Seat::Second,
            add: true
        }
    );
    game.choose(Choice::Swap)
        .expect("the second player takes black");
    assert!(
        game.redo_acts().is_empty(),
        "white's fourth stone was another line"
    );
    assert_eq!(game.progress().black, Seat::Second);
}

#[test]
fn a_choice_the_opening_does_not_ask_for_is_refused_with_its_reason() {
    let mut free = Game::new(Rules::default());
    assert_eq!(free.choose(Choice::Swap), Err(ChoiceError::NotSwap));
    let mut game = swap2();
    assert_eq!(
        game.choose(Choice::Swap),
        Err(ChoiceError::NotNow(Opening::Swap2))
    );
    play_all(&mut game, &["h8", "h9", "j9"]);
    game.choose(Choice::Add).expect("two more");
    play_all(&mut game, &["g7", "k10"]);
    assert_eq!(game.choose(Choice::Add), Err(ChoiceError::NoTwoMore));
    assert!(
        game.choices().len() == 1 && game.redo_acts().is_empty(),
        "nothing changed"
    );
}

fn game_point(name: &str) -> Point {
    Point::parse_notation(name, 15, 15).expect("a point of 15x15")
}

#[test]
fn invalid_moves_return_reasons_and_change_nothing() {
    let mut game = Game::new(rules(3, 3));
    game.play(Point::new(1, 1)).expect("legal");
    let before = game.clone();
    assert_eq!(
        game.play(Point::new(1, 1)),
        Err(MoveError::Occupied(Point::new(1, 1)))
    );
    assert_eq!(
        game.play(Point::new(3, 0)),
        Err(MoveError::OffBoard(Point::new(3, 0)))
    );
    assert_eq!(
        game.play(Point::new(0, 99)),
        Err(MoveError::OffBoard(Point::new(0, 99)))
    );
    assert_eq!(game, before);
    assert_eq!(
        MoveError::Occupied(Point::new(1, 1)).describe(3),
        "B2 is taken"
    );

    let mut game = Game::new(rules(3, 3));
    play_all(&mut game, &["a1", "a2", "b2", "b1", "c3"]);
    assert_eq!(game.play(Point::new(0, 1)), Err(MoveError::GameOver));
}

#[test]
fn rules_reject_impossible_combinations() {
    assert!(Rules::new(2, 15, 3, Rule::Freestyle).is_err());
    assert!(Rules::new(27, 15, 3, Rule::Freestyle).is_err());
    assert!(Rules::new(3, 3, 4, Rule::Freestyle).is_err());
    assert!(Rules::new(15, 15, 2, Rule::Freestyle).is_err());
    assert!(Rules::new(3, 10, 10, Rule::Freestyle).is_ok());
}

#[test]
fn rectangular_boards_number_rows_from_the_bottom() {
    let rules = Rules::new(12, 10, 5, Rule::Freestyle).expect("valid");
    let game = Game::new(rules);
    assert_eq!(game.board().rows(), 12);
    assert_eq!(game.board().cols(), 10);
    assert_eq!(Point::new(11, 9).notation(12), "J1");
}

#[test]
fn a_position_set_up_from_stones_knows_its_outcome_and_rejects_clashes() {
    let r = rules(15, 5);
    let stones: Vec<(Point, Stone)> = ["h8", "h9", "h10"]
        .iter()
        .map(|m| (p(m, 15), Stone::White))
        .collect();
    let game = Game::from_position(r, &stones, Stone::Black).expect("legal position");
    assert_eq!((game.to_move(), game.history().len()), (Stone::Black, 0));
    assert_eq!(*game.outcome(), Outcome::Ongoing);

    let five: Vec<(Point, Stone)> = ["a1", "b1", "c1", "d1", "e1"]
        .iter()
        .map(|m| (p(m, 15), Stone::Black))
        .collect();
    let game = Game::from_position(r, &five, Stone::White).expect("legal position");
    assert_eq!(game.outcome().winner(), Some(Stone::Black));

    let clash = [(p("a1", 15), Stone::Black), (p("a1", 15), Stone::White)];
    assert_eq!(
        Game::from_position(r, &clash, Stone::Black),
        Err(MoveError::Occupied(p("a1", 15)))
    );
}
