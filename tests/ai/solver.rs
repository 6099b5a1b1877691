//! Small boards are played perfectly: tic-tac-toe against every line of opponent play, checked
//! against an independent minimax, and 4x4 with four in a row is a draw.

use std::collections::HashMap;
use std::time::Duration;

use gomoku::ai::{Level, Limits, best_move};
use gomoku::model::{Game, Outcome, Point, Rule, Rules, Stone};
use rand::rngs::StdRng;
use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};

fn limits(seed: u64) -> Limits {
    Limits::with_time(Duration::from_secs(10))
        .seeded(seed)
        .with_nodes(2_000_000)
}

/// Game value for the side to move: 1 win, 0 draw, -1 loss (plain minimax with memo).
fn value(game: &Game, memo: &mut HashMap<Vec<Option<Stone>>, i32>) -> i32 {
    match game.outcome() {
        Outcome::Win { winner, .. } => return if *winner == game.to_move() { 1 } else { -1 },
        Outcome::Draw => return 0,
        Outcome::Ongoing => {}
    }
    let key: Vec<Option<Stone>> = game.board().points().map(|p| game.board().get(p)).collect();
    if let Some(&v) = memo.get(&key) {
        return v;
    }
    let empties: Vec<Point> = game.board().empty_points().collect();
    let v = empties
        .into_iter()
        .map(|p| {
            let mut g = game.clone();
            let _ = g.play(p);
            -value(&g, memo)
        })
        .max()
        .unwrap_or(0);
    memo.insert(key, v);
    v
}

/// Walks every opponent reply; at each engine turn the engine's move must keep the value.
fn check_all_lines(
    game: &Game,
    engine: Stone,
    memo: &mut HashMap<Vec<Option<Stone>>, i32>,
) -> usize {
    if game.is_over() {
        assert_ne!(
            game.outcome().winner(),
            Some(engine.opponent()),
            "lost: {:?}",
            game.history()
        );
        return 1;
    }
    if game.to_move() == engine {
        let before = value(game, memo);
        let m = best_move(game, Level::Master, &limits(3)).expect("a move");
        let mut g = game.clone();
        g.play(m).expect("legal move");
        assert_eq!(-value(&g, memo), before, "{m:?} after {:?}", game.history());
        check_all_lines(&g, engine, memo)
    } else {
        let replies: Vec<Point> = game.board().empty_points().collect();
        replies
            .into_iter()
            .map(|p| {
                let mut g = game.clone();
                g.play(p).expect("legal move");
                check_all_lines(&g, engine, memo)
            })
            .sum()
    }
}

fn tic_tac_toe() -> Game {
    Game::new(Rules::new(3, 3, 3, Rule::Freestyle).expect("valid rules"))
}

#[test]
fn tic_tac_toe_master_never_loses_as_black_and_keeps_every_forced_win() {
    let mut memo = HashMap::new();
    let lines = check_all_lines(&tic_tac_toe(), Stone::Black, &mut memo);
    assert!(lines > 50, "{lines} lines");
}

#[test]
fn tic_tac_toe_master_never_loses_as_white_and_punishes_every_blunder() {
    let mut memo = HashMap::new();
    let lines = check_all_lines(&tic_tac_toe(), Stone::White, &mut memo);
    assert!(lines > 100, "{lines} lines");
}

#[test]
fn master_takes_the_fastest_win() {
    // X X . / O O . / . . . with X to move: winning now beats every slower win.
    let rules = Rules::new(3, 3, 3, Rule::Freestyle).expect("valid rules");
    let pts = [(0, 0), (1, 0), (0, 1), (1, 1)].map(|(r, c)| Point::new(r, c));
    let game = Game::from_moves(rules, &pts).expect("legal");
    assert_eq!(
        best_move(&game, Level::Master, &limits(1)),
        Some(Point::new(0, 2))
    );
}

#[test]
fn four_by_four_four_in_a_row_is_a_draw_with_perfect_play() {
    let rules = Rules::new(4, 4, 4, Rule::Freestyle).expect("valid rules");
    let mut game = Game::new(rules);
    while !game.is_over() {
        let m = best_move(&game, Level::Master, &limits(5)).expect("a move");
        game.play(m).expect("legal move");
    }
    assert_eq!(game.outcome(), &Outcome::Draw);
}

#[test]
fn four_by_four_master_never_loses_to_random_play() {
    let rules = Rules::new(4, 4, 4, Rule::Freestyle).expect("valid rules");
    let mut rng = StdRng::seed_from_u64(9);
    for g in 0..2 {
        let engine = if g % 2 == 0 {
            Stone::Black
        } else {
            Stone::White
        };
        let mut game = Game::new(rules);
        while !game.is_over() {
            let m = if game.to_move() == engine {
                best_move(&game, Level::Master, &limits(rng.random())).expect("a move")
            } else {
                let empties: Vec<Point> = game.board().empty_points().collect();
                *empties.choose(&mut rng).expect("an empty point")
            };
            game.play(m).expect("legal move");
        }
        assert_ne!(
            game.outcome().winner(),
            Some(engine.opponent()),
            "{:?}",
            game.history()
        );
    }
}
