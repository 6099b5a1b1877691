//! Incremental updates of the search board checked against boards built from scratch.

use super::*;
use crate::ai::pattern::{self, FIVE};
use crate::model::{Rule, Rules};
use rand::{Rng, SeedableRng, rngs::StdRng};

/// Incremental patterns, counts, eval and keys equal those of a board built from scratch and
/// those of every line read again.
#[test]
fn make_and_unmake_agree_with_a_fresh_board() {
    let mut rng = StdRng::seed_from_u64(7);
    for (rows, cols, k, rule) in [
        (15, 15, 5, Rule::Freestyle),
        (9, 12, 4, Rule::Exact),
        (10, 10, 5, Rule::Caro),
        (6, 6, 6, Rule::Freestyle),
        (3, 3, 3, Rule::Freestyle),
        (15, 15, 5, Rule::Renju),
        // Win lengths whose span of 4k + 1 cells does not fit one mask, and one that just does.
        (20, 20, 17, Rule::Freestyle),
        (26, 26, 26, Rule::Exact),
        (19, 19, 15, Rule::Caro),
    ] {
        let rules = Rules::new(rows, cols, k, rule).expect("valid rules");
        let mut game = Game::new(rules);
        let mut b = SearchBoard::from_game(&game);
        let start = b.clone();
        for _ in 0..rows * cols / 2 {
            let p = Point::new(rng.random_range(0..rows), rng.random_range(0..cols));
            if game.play(p).is_err() {
                continue;
            }
            b.make(b.index(p));
            let mut fresh = SearchBoard::from_game(&game);
            fresh.moves = b.moves.clone();
            fresh.undo = b.undo.clone();
            fresh.saved = b.saved.clone();
            assert_eq!(b, fresh, "after {p:?} on {rows}x{cols} k{k} {rule:?}");
            // Both came from incremental updates: also every line read again on its own.
            let mut rescanned = b.clone();
            for i in 0..rescanned.size() {
                rescanned.refresh(i);
            }
            assert_eq!(
                b, rescanned,
                "rescanned after {p:?} on {rows}x{cols} k{k} {rule:?}"
            );
            if game.is_over() {
                break;
            }
        }
        while !b.moves.is_empty() {
            b.unmake();
        }
        assert_eq!(b, start);
    }
}

/// A threat search's lean moves change every pattern, class, count and key as full moves do,
/// leave the window sum and the near-stone counts alone, and unmake back to the same board.
#[test]
fn lean_moves_keep_the_patterns_of_full_moves_and_unmake_to_the_same_board() {
    let mut rng = StdRng::seed_from_u64(11);
    for (rows, cols, k, rule) in [
        (15, 15, 5, Rule::Freestyle),
        (15, 15, 5, Rule::Renju),
        (9, 12, 4, Rule::Exact),
        (20, 20, 17, Rule::Freestyle),
    ] {
        let rules = Rules::new(rows, cols, k, rule).expect("valid rules");
        for _ in 0..20 {
            let mut game = Game::new(rules);
            // A few full moves, then a line of lean ones as a threat search plays them.
            for _ in 0..rng.random_range(0..12) {
                let p = Point::new(rng.random_range(0..rows), rng.random_range(0..cols));
                let _ = game.play(p);
            }
            let mut full = SearchBoard::from_game(&game);
            let mut lean = full.clone();
            let before = full.clone();
            for _ in 0..8 {
                let p = Point::new(rng.random_range(0..rows), rng.random_range(0..cols));
                let i = full.index(p);
                if !full.is_empty(i) {
                    continue;
                }
                full.make(i);
                lean.make_lean(i);
                assert_eq!(
                    (&lean.pats, &lean.classes, lean.counts, lean.hash),
                    (&full.pats, &full.classes, full.counts, full.hash),
                    "{p:?} on {rows}x{cols} k{k} {rule:?}"
                );
                assert_eq!((lean.windows, &lean.near), (before.windows, &before.near));
            }
            while lean.in_lean_line() {
                lean.unmake();
            }
            assert_eq!(lean, before, "{rows}x{cols} k{k} {rule:?}");
        }
    }
}

#[test]
fn three_in_a_row_with_open_ends_gives_an_open_four_point_not_a_five() {
    let rules = Rules::new(19, 19, 5, Rule::Freestyle).expect("valid rules");
    let pts: Vec<Point> = "J10 K11 K10 L10 J9 J11 L11 H9"
        .split_whitespace()
        .map(|t| Point::parse_notation(t, 19, 19).expect("point"))
        .collect();
    let game = Game::from_moves(rules, &pts).expect("legal");
    let b = SearchBoard::from_game(&game);
    let i8 = b.index(Point::parse_notation("I8", 19, 19).expect("point"));
    assert_eq!(b.level(i8, 0), pattern::OPEN_FOUR);
    assert_eq!(b.count_at_least(0, FIVE), 0);
}

/// The windows the board keeps by kind, black's minus white's, equal a count of every k-window
/// on the board, for win lengths with and without pattern tables.
#[test]
fn window_counts_by_kind_match_a_count_of_every_window() {
    let mut rng = StdRng::seed_from_u64(11);
    for (rows, cols, k) in [(15, 15, 5), (9, 12, 4), (8, 8, 3), (20, 20, 7)] {
        let rules = Rules::new(rows, cols, k, Rule::Freestyle).expect("valid rules");
        let mut game = Game::new(rules);
        let mut b = SearchBoard::from_game(&game);
        for _ in 0..rows * cols / 3 {
            let p = Point::new(rng.random_range(0..rows), rng.random_range(0..cols));
            if game.play(p).is_err() {
                continue;
            }
            if game.is_over() {
                break;
            }
            b.make(b.index(p));
            let mut counted = [0i32; eval::WINDOW_KINDS];
            for q in game.board().points() {
                for dir in [(0, 1), (1, 0), (1, 1), (1, -1)] {
                    let cells: Option<Vec<_>> = (0..k as isize)
                        .map(|s| game.board().step(q, dir, s))
                        .collect();
                    let Some(cells) = cells else { continue };
                    let stones = |s| {
                        cells
                            .iter()
                            .filter(|&&c| game.board().get(c) == Some(s))
                            .count()
                    };
                    let (black, white) = (stones(Stone::Black), stones(Stone::White));
                    let kind = |n: usize| (k - n).min(eval::WINDOW_KINDS - 1);
                    if black > 0 && white == 0 {
                        counted[kind(black)] += 1;
                    } else if white > 0 && black == 0 {
                        counted[kind(white)] -= 1;
                    }
                }
            }
            assert_eq!(b.windows, counted, "after {p:?} on {rows}x{cols} k{k}");
        }
    }
}
