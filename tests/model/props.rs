//! Property tests: random legal games on random sizes, win lengths and rules never panic, the
//! incremental outcome always equals a naive full-board scan, and undo/redo are exact inverses.

use gomoku::model::{Board, DIRECTIONS, Game, Outcome, Point, Rule, Rules, Stone};
use proptest::prelude::*;

/// Scans every run on the board the slow way: the winner, if any line wins under `rules`.
fn naive_winner(board: &Board, rules: &Rules) -> Option<Stone> {
    let (rows, cols) = (board.rows() as isize, board.cols() as isize);
    let at = |r: isize, c: isize| {
        if r < 0 || c < 0 || r >= rows || c >= cols {
            None
        } else {
            board.get(Point::new(r as usize, c as usize))
        }
    };
    for r in 0..rows {
        for c in 0..cols {
            let Some(stone) = at(r, c) else { continue };
            for (dr, dc) in DIRECTIONS {
                if at(r - dr, c - dc) == Some(stone) {
                    continue; // not the start of this run
                }
                let mut len = 0;
                while at(r + dr * len, c + dc * len) == Some(stone) {
                    len += 1;
                }
                let k = rules.win_length() as isize;
                let before = at(r - dr, c - dc);
                let after = at(r + dr * len, c + dc * len);
                let wins = match rules.rule() {
                    Rule::Freestyle => len >= k,
                    Rule::Exact => len == k,
                    Rule::Renju if stone == Stone::Black => len == k,
                    Rule::Renju => len >= k,
                    Rule::Caro => {
                        let blocked = |s: Option<Stone>| s == Some(stone.opponent());
                        len == k && !(blocked(before) && blocked(after))
                    }
                };
                if wins {
                    return Some(stone);
                }
            }
        }
    }
    None
}

fn any_rules() -> impl Strategy<Value = Rules> {
    (3usize..=12, 3usize..=12, 0..Rule::ALL.len()).prop_flat_map(|(rows, cols, rule)| {
        let rule = Rule::ALL[rule];
        // Renju is five in a row on boards of at least 5x5.
        let (rows, cols) = if rule == Rule::Renju {
            (rows.max(5), cols.max(5))
        } else {
            (rows, cols)
        };
        let ks = if rule == Rule::Renju {
            5..=5
        } else {
            3..=rows.max(cols).min(6)
        };
        ks.prop_map(move |k| Rules::new(rows, cols, k, rule).expect("generated rules are valid"))
    })
}

/// Plays picks (indices into the empty points) until the game ends or the picks run out.
fn play_random(rules: Rules, picks: &[usize]) -> Game {
    let mut game = Game::new(rules);
    for &pick in picks {
        if game.is_over() {
            break;
        }
        // Under Renju some empty points are forbidden for black; pick among the legal ones.
        let legal: Vec<Point> = game.legal_moves().collect();
        if legal.is_empty() {
            break;
        }
        let p = legal[pick % legal.len()];
        let mover = game.to_move();
        game.play(p)
            .expect("an empty point in an ongoing game is legal");
        assert_eq!(game.board().get(p), Some(mover));
        assert_eq!(
            game.outcome().winner(),
            naive_winner(game.board(), &rules),
            "incremental outcome disagrees with a full scan after {} on {rules}",
            p.notation(rules.rows())
        );
        if game.board().is_full() && game.outcome().winner().is_none() {
            assert_eq!(*game.outcome(), Outcome::Draw);
        }
    }
    game
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn incremental_outcome_matches_a_full_scan(rules in any_rules(), picks in prop::collection::vec(any::<usize>(), 0..150)) {
        play_random(rules, &picks);
    }

    #[test]
    fn undo_to_the_start_then_redo_replays_the_game(rules in any_rules(), picks in prop::collection::vec(any::<usize>(), 0..150)) {
        let game = play_random(rules, &picks);
        let mut replay = game.clone();
        while replay.undo().is_some() {}
        prop_assert!(replay.board().is_empty());
        prop_assert_eq!(replay.to_move(), Stone::Black);
        prop_assert_eq!(replay.outcome(), &Outcome::Ongoing);
        while replay.redo().is_some() {}
        prop_assert_eq!(replay, game);
    }

    #[test]
    fn occupied_and_off_board_points_are_refused_without_change(rules in any_rules(), picks in prop::collection::vec(any::<usize>(), 1..40), r in 0usize..30, c in 0usize..30) {
        let mut game = play_random(rules, &picks);
        let before = game.clone();
        let p = Point::new(r, c);
        let legal = game.check(p).is_ok();
        let result = game.play(p).cloned();
        prop_assert_eq!(result.is_ok(), legal);
        if !legal {
            prop_assert_eq!(game, before);
        }
    }
}
