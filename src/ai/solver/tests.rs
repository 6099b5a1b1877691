use std::time::Duration;

use super::*;
use crate::model::{Outcome, Rules, Stone};

fn game(rows: usize, cols: usize, k: usize, rule: Rule, moves: &[(usize, usize)]) -> Game {
    let rules = Rules::new(rows, cols, k, rule).expect("valid rules");
    let moves: Vec<Point> = moves.iter().map(|&(r, c)| Point::new(r, c)).collect();
    Game::from_moves(rules, &moves).expect("legal moves")
}

fn empty(side: usize, k: usize) -> Game {
    game(side, side, k, Rule::Freestyle, &[])
}

fn proven(game: &Game) -> Proof {
    let limits = Limits::with_time(Duration::from_secs(60));
    solve(game, &limits).expect("solved in time")
}

#[test]
fn the_known_small_boards_have_their_known_values_each_within_seconds() {
    for (side, k, result) in [
        (3, 3, Solved::Draw),
        (4, 4, Solved::Draw),
        (5, 4, Solved::Draw),
        (5, 5, Solved::Draw),
    ] {
        let started = Instant::now();
        let proof = proven(&empty(side, k));
        assert_eq!(proof.result, result, "{side}x{side}, {k} in a row");
        eprintln!(
            "{side}x{side}, {k} in a row: {:?}, {} nodes",
            started.elapsed(),
            proof.nodes
        );
    }
    for (side, k) in [(4, 3), (5, 3)] {
        let proof = proven(&empty(side, k));
        assert!(
            matches!(proof.result, Solved::Win(_)),
            "{side}x{side}, {k}: {proof:?}"
        );
    }
}

/// The value by plain minimax over the game itself, for checking the solver.
fn minimax(game: &Game) -> i32 {
    match game.outcome() {
        Outcome::Win { winner, .. } => return if *winner == game.to_move() { 1 } else { -1 },
        Outcome::Draw => return 0,
        Outcome::Ongoing => {}
    }
    let moves: Vec<Point> = game.board().empty_points().collect();
    moves
        .into_iter()
        .map(|p| {
            let mut g = game.clone();
            let _ = g.play(p);
            -minimax(&g)
        })
        .max()
        .unwrap_or(0)
}

#[test]
fn every_tic_tac_toe_position_after_two_moves_agrees_with_plain_minimax() {
    for a in 0..9 {
        for b in (0..9).filter(|&b| b != a) {
            let g = game(3, 3, 3, Rule::Freestyle, &[(a / 3, a % 3), (b / 3, b % 3)]);
            let value = match proven(&g).result {
                Solved::Win(_) => 1,
                Solved::Draw => 0,
                Solved::Loss(_) => -1,
            };
            assert_eq!(value, minimax(&g), "after {a} and {b}");
        }
    }
}

#[test]
fn a_win_is_counted_in_the_winners_moves_and_its_line_plays_it() {
    // Black: the top row's first two; white: two of the middle row; black to move wins at once.
    let g = game(3, 3, 3, Rule::Freestyle, &[(0, 0), (1, 0), (0, 1), (1, 1)]);
    let proof = proven(&g);
    assert_eq!(proof.result, Solved::Win(1));
    assert_eq!(proof.best, Some(Point::new(0, 2)));
    // White to move against three black threats (the top row, the left column, a diagonal).
    let g = game(
        3,
        3,
        3,
        Rule::Freestyle,
        &[(0, 0), (1, 2), (0, 2), (2, 2), (2, 0)],
    );
    let proof = proven(&g);
    assert_eq!(proof.result, Solved::Loss(1), "{proof:?}");
    let mut played = g.clone();
    for &p in &proof.line {
        played.play(p).expect("the line is legal");
    }
    assert_eq!(
        played.outcome().winner(),
        Some(Stone::Black),
        "{:?}",
        proof.line
    );
}

#[test]
fn under_the_exact_rule_an_overline_does_not_win() {
    let free = game(4, 4, 3, Rule::Freestyle, &[]);
    assert!(matches!(proven(&free).result, Solved::Win(_)));
    // The solver's exact rule agrees with the model's on a finished line.
    let mut line = game(
        4,
        4,
        3,
        Rule::Exact,
        &[(0, 0), (3, 0), (0, 1), (3, 1), (0, 3), (2, 3)],
    );
    line.play(Point::new(0, 2)).expect("legal");
    assert!(
        !line.is_over(),
        "four in the row is no win under the exact rule"
    );
    let before = game(
        4,
        4,
        3,
        Rule::Exact,
        &[(0, 0), (3, 0), (0, 1), (3, 1), (0, 3), (2, 3)],
    );
    let proof = proven(&before);
    assert_ne!(
        proof.best,
        Some(Point::new(0, 2)),
        "the overline point is no win: {proof:?}"
    );
}

#[test]
fn a_cancelled_search_proves_nothing() {
    let limits = Limits::with_time(Duration::from_secs(60));
    limits
        .cancel
        .store(true, std::sync::atomic::Ordering::Relaxed);
    assert_eq!(solve(&empty(5, 4), &limits), None);
    let renju = game(5, 5, 5, Rule::Renju, &[]);
    assert_eq!(
        solve(&renju, &Limits::default()),
        None,
        "Renju is not judged"
    );
}

#[test]
fn every_board_up_to_5x5_is_proven_for_every_win_length() {
    for rows in 3..=5 {
        for cols in 3..=5 {
            for k in 3..=rows.max(cols) {
                let g = game(rows, cols, k, Rule::Freestyle, &[]);
                let started = Instant::now();
                let limits = Limits::with_time(Duration::from_secs(10));
                let proof = solve(&g, &limits).unwrap_or_else(|| panic!("{cols}x{rows}, {k}"));
                eprintln!(
                    "{cols}x{rows}, {k}: {:?} in {:?}",
                    proof.result,
                    started.elapsed()
                );
            }
        }
    }
}
