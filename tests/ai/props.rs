//! Every computer level, asked about random positions on random boards under every rule,
//! answers with a move the rules allow.

use std::time::Duration;

use gomoku::ai::{Level, Limits, best_move};
use gomoku::model::{Game, Rule, Rules};
use proptest::prelude::*;

/// Rules for a board: Renju is only defined on 15x15 with five to win.
fn rules() -> impl Strategy<Value = Rules> {
    (3usize..=15, 3usize..=15, 3usize..=6, 0..Rule::ALL.len()).prop_map(|(rows, cols, k, r)| {
        let rule = Rule::ALL[r];
        let (rows, cols, k) = if rule == Rule::Renju {
            (15, 15, 5)
        } else {
            (rows, cols, k.min(rows.max(cols)))
        };
        Rules::new(rows, cols, k, rule).expect("the sizes fit the rule")
    })
}

/// A game of up to `picks.len()` legal moves, each picked among the legal points by index.
fn position(rules: Rules, picks: &[usize]) -> Game {
    let mut game = Game::new(rules);
    for &pick in picks {
        if game.is_over() {
            break;
        }
        let legal: Vec<_> = game.legal_moves().collect();
        if legal.is_empty() {
            break;
        }
        game.play(legal[pick % legal.len()])
            .expect("a checked move plays");
    }
    game
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn every_level_returns_a_legal_move_on_random_positions(
        rules in rules(),
        picks in prop::collection::vec(any::<usize>(), 0..40),
        seed in any::<u64>(),
    ) {
        let game = position(rules, &picks);
        let has_legal = game.legal_moves().next().is_some();
        for &level in Level::ALL {
            let limits = Limits::with_time(Duration::from_millis(20)).seeded(seed);
            let found = best_move(&game, level, &limits);
            match found {
                Some(p) => prop_assert!(
                    game.check(p).is_ok(),
                    "{level:?} chose {p:?}, which is not legal: {:?}",
                    game.check(p)
                ),
                None => prop_assert!(!has_legal, "{level:?} found no move on {:?}", game.history()),
            }
        }
    }
}
