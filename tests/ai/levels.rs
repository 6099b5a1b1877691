//! Every level answers with a legal move on random positions of every size and win length,
//! and is repeatable with a seed.

use std::time::Duration;

use gomoku::ai::{Level, Limits, analyse, best_move};
use gomoku::model::{Game, Point, Rule, Rules};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

fn random_game(rng: &mut StdRng) -> Game {
    let rows = rng.random_range(3..=26);
    let cols = rng.random_range(3..=26);
    let k = rng.random_range(3..=rows.max(cols).min(7));
    let rule = [Rule::Freestyle, Rule::Exact, Rule::Caro][rng.random_range(0..3)];
    let rules = Rules::new(rows, cols, k, rule).expect("valid rules");
    let mut game = Game::new(rules);
    let stones = rng.random_range(0..=rows * cols * 2 / 3);
    for _ in 0..stones {
        let p = Point::new(rng.random_range(0..rows), rng.random_range(0..cols));
        let _ = game.play(p);
        if game.is_over() {
            let _ = game.undo();
            break;
        }
    }
    game
}

#[test]
fn every_level_plays_a_legal_move_on_random_boards() {
    let mut rng = StdRng::seed_from_u64(2024);
    for n in 0..40 {
        let game = random_game(&mut rng);
        for &level in Level::ALL {
            let limits = Limits::with_time(Duration::from_millis(30)).seeded(n);
            let m = best_move(&game, level, &limits);
            let m = m.unwrap_or_else(|| panic!("{level} gave no move on {}", game.rules()));
            assert!(
                game.check(m).is_ok(),
                "{level} played {m:?} on {}",
                game.rules()
            );
        }
    }
}

#[test]
fn finished_games_get_no_move() {
    let rules = Rules::new(3, 3, 3, Rule::Freestyle).expect("valid rules");
    let pts = [(0, 0), (1, 0), (0, 1), (1, 1), (0, 2)].map(|(r, c)| Point::new(r, c));
    let game = Game::from_moves(rules, &pts).expect("legal");
    assert_eq!(best_move(&game, Level::Master, &Limits::default()), None);
}

#[test]
fn seeded_searches_repeat_exactly() {
    let mut rng = StdRng::seed_from_u64(5);
    let rules = Rules::new(15, 15, 5, Rule::Freestyle).expect("valid rules");
    let mut game = Game::new(rules);
    for _ in 0..8 {
        let _ = game.play(Point::new(rng.random_range(5..10), rng.random_range(5..10)));
    }
    for &level in Level::ALL {
        let limits = || {
            Limits::with_time(Duration::from_secs(5))
                .seeded(3)
                .with_nodes(20_000)
        };
        let a = analyse(&game, level, &limits());
        let b = analyse(&game, level, &limits());
        assert_eq!(a, b, "{level}");
    }
}

#[test]
fn cancelling_stops_the_search_at_once() {
    let rules = Rules::new(19, 19, 5, Rule::Freestyle).expect("valid rules");
    let game = Game::from_moves(rules, &[Point::new(9, 9), Point::new(9, 10)]).expect("legal");
    let limits = Limits::with_time(Duration::from_secs(30));
    limits
        .cancel
        .store(true, std::sync::atomic::Ordering::Relaxed);
    let start = std::time::Instant::now();
    let m = best_move(&game, Level::Master, &limits).expect("a move even when cancelled");
    assert!(game.check(m).is_ok());
    assert!(start.elapsed() < Duration::from_secs(5));
}

#[test]
fn unseeded_master_keeps_to_its_time_within_a_generous_safety_margin() {
    let rules = Rules::new(19, 19, 5, Rule::Freestyle).expect("valid rules");
    let mut rng = StdRng::seed_from_u64(8);
    let mut game = Game::new(rules);
    for _ in 0..20 {
        let _ = game.play(Point::new(rng.random_range(6..13), rng.random_range(6..13)));
    }
    let limits = Limits::with_time(Duration::from_millis(300));
    let start = std::time::Instant::now();
    let m = best_move(&game, Level::Master, &limits).expect("a move");
    assert!(game.check(m).is_ok());
    // The budget is 300 ms; a busy shared machine gets a wide margin here.
    assert!(
        start.elapsed() < Duration::from_secs(3),
        "{:?}",
        start.elapsed()
    );
}
