//! Generated games survive SGF round trips, and no damaged or random input makes the readers
//! panic: every outcome is a game or one sentence.

use gomoku::model::{Game, Point, Rule, Rules};
use gomoku::record::{Meta, Record};
use proptest::prelude::*;

/// A legal game on a `rows x cols` board from a list of point picks (each taken modulo the free
/// points), stopping when the game ends.
fn game_from(rows: usize, cols: usize, k: usize, rule: Rule, picks: &[usize]) -> Option<Game> {
    // Renju is always five in a row, on boards of at least 5x5.
    let (rows, cols, k) = match rule {
        Rule::Renju => (rows.max(5), cols.max(5), 5),
        _ => (rows, cols, k.min(rows.max(cols))),
    };
    let rules = Rules::new(rows, cols, k, rule).ok()?;
    let mut game = Game::new(rules);
    for &pick in picks {
        if game.is_over() {
            break;
        }
        // Forbidden points (Renju) are not legal: pick among the points that are.
        let free: Vec<Point> = game.legal_moves().collect();
        if free.is_empty() {
            break;
        }
        game.play(free[pick % free.len()]).ok()?;
    }
    Some(game)
}

fn rule() -> impl Strategy<Value = Rule> {
    prop::sample::select(Rule::ALL.to_vec())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn generated_games_survive_an_sgf_round_trip(
        rows in 3usize..=26, cols in 3usize..=26, k in 3usize..=6, rule in rule(),
        picks in prop::collection::vec(0usize..1000, 0..60),
    ) {
        let game = game_from(rows, cols, k, rule, &picks).expect("valid rules");
        let text = Record::from_game(&game, Meta::default()).to_sgf();
        let back = Record::parse_bytes(text.as_bytes(), false);
        prop_assert_eq!(back.map(|r| r.game()), Ok(game), "{}", text);
    }

    #[test]
    fn damaged_sgf_is_read_or_refused_without_panicking(
        picks in prop::collection::vec(0usize..1000, 0..30),
        cut in 0usize..400, insert in 0usize..400, junk in "[\\[\\]();\\\\A-Za-z0-9 ]{0,4}",
    ) {
        let game = game_from(15, 15, 5, Rule::Freestyle, &picks).expect("valid rules");
        let text = Record::from_game(&game, Meta::default()).to_sgf();
        let mut damaged: String = text.chars().take(cut).collect();
        let at = damaged.char_indices().nth(insert).map_or(damaged.len(), |(i, _)| i);
        damaged.insert_str(at, &junk);
        if let Err(e) = Record::parse_bytes(damaged.as_bytes(), false) {
            prop_assert!(!e.to_string().is_empty());
        }
    }

    #[test]
    fn random_bytes_are_refused_without_panicking(bytes in prop::collection::vec(any::<u8>(), 0..300), psq in any::<bool>()) {
        if let Err(e) = Record::parse_bytes(&bytes, psq) {
            prop_assert!(!e.to_string().is_empty());
        }
    }
}
