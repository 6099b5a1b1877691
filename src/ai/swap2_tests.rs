use std::time::Duration;

use super::*;
use crate::model::{Rule, Rules, Stone};

fn rules() -> Rules {
    Rules::new(15, 15, 5, Rule::Freestyle).expect("valid rules")
}

/// Node-bounded and seeded: the same answer on any machine and under any load.
fn limits(seed: u64) -> Limits {
    Limits::with_time(Duration::from_secs(20))
        .seeded(seed)
        .with_nodes(120_000)
}

fn at(x: usize, y: usize) -> Point {
    Point::new(y, x)
}

fn game(moves: &[Point]) -> Game {
    Game::from_moves(rules(), moves).expect("legal moves")
}

/// The judge's score with all the time it wants.
fn rated(game: &Game) -> i32 {
    judge(game, &Limits::with_time(Duration::from_secs(20))).expect("a move exists")
}

#[test]
fn the_three_opening_stones_are_legal_near_the_centre_and_close_to_even() {
    for seed in 0..3 {
        let empty = Game::new(rules());
        let Some(Decision::Place(stones)) =
            decide(&empty, Stage::PlaceThree, Level::Master, &limits(seed))
        else {
            panic!("three stones are asked for");
        };
        assert_eq!(stones.len(), 3, "{stones:?}");
        let after = game(&stones);
        assert!(!after.is_over());
        assert_eq!(after.to_move(), Stone::White);
        assert!(
            stones
                .iter()
                .all(|p| p.row.abs_diff(7) <= 2 && p.col.abs_diff(7) <= 2)
        );
        let best = three_stone_shapes(&empty)
            .iter()
            .map(|s| rated(&game(s)).abs())
            .min()
            .expect("shapes");
        let score = rated(&after);
        assert!(
            score.abs() <= best + EVEN,
            "seed {seed}: {stones:?} rated {score}, best {best}"
        );
    }
}

#[test]
fn the_opening_is_chosen_by_evaluation_among_close_shapes_not_at_random() {
    // Every shape the engine considers, rated; the chosen one is among the most even.
    let empty = Game::new(rules());
    let mut offs: Vec<i32> = three_stone_shapes(&empty)
        .iter()
        .map(|s| rated(&game(s)).abs())
        .collect();
    offs.sort();
    let Some(Decision::Place(stones)) =
        decide(&empty, Stage::PlaceThree, Level::Master, &limits(1))
    else {
        panic!("three stones");
    };
    let chosen = rated(&game(&stones)).abs();
    let quarter = offs[offs.len() / 4];
    assert!(
        chosen <= quarter,
        "chosen {chosen}, first quartile {quarter}, all {offs:?}"
    );
}

#[test]
fn a_second_player_facing_a_strong_black_takes_black() {
    // Black has two touching stones in the centre; white's stone sits in a corner.
    let g = game(&[at(7, 7), at(0, 0), at(8, 7)]);
    assert!(rated(&g) < -EVEN, "white is worse: {}", rated(&g));
    let d = decide(&g, Stage::ChooseOrAdd, Level::Master, &limits(1));
    assert_eq!(d, Some(Decision::Swap));
    let d = decide(&g, Stage::Choose, Level::Master, &limits(1));
    assert_eq!(d, Some(Decision::Swap));
}

#[test]
fn a_second_player_facing_a_weak_black_takes_white_with_a_legal_move() {
    // Black's stones sit in two corners; white's is in the centre, and white is to move.
    let g = game(&[at(0, 0), at(7, 7), at(14, 14)]);
    assert!(rated(&g) > EVEN, "white is better: {}", rated(&g));
    for stage in [Stage::ChooseOrAdd, Stage::Choose] {
        let Some(Decision::Play(p)) = decide(&g, stage, Level::Master, &limits(2)) else {
            panic!("{stage:?}: white is taken with a move");
        };
        assert!(g.check(p).is_ok(), "{p:?}");
    }
}

#[test]
fn after_five_stones_a_lost_white_is_refused_and_a_won_white_taken() {
    // Black has an open three on row 7 and white nothing near: white to move, worse.
    let black_three = game(&[at(5, 7), at(0, 0), at(6, 7), at(14, 0), at(7, 7)]);
    assert_eq!(
        decide(&black_three, Stage::Choose, Level::Master, &limits(3)),
        Some(Decision::Swap)
    );
    // White has two touching stones in the centre and the move; black's are in corners.
    let g = game(&[at(0, 0), at(5, 7), at(14, 0), at(6, 7), at(14, 14)]);
    assert!(rated(&g) > 0, "{}", rated(&g));
    let Some(Decision::Play(p)) = decide(&g, Stage::Choose, Level::Master, &limits(3)) else {
        panic!("white with an open two and the move is taken");
    };
    assert!(g.check(p).is_ok());
}

#[test]
fn two_added_stones_are_legal_and_keep_the_position_close_to_even() {
    for seed in 0..3 {
        let empty = Game::new(rules());
        let Some(Decision::Place(three)) =
            decide(&empty, Stage::PlaceThree, Level::Master, &limits(seed))
        else {
            panic!("three stones");
        };
        let g = game(&three);
        match decide(&g, Stage::ChooseOrAdd, Level::Master, &limits(seed)) {
            Some(Decision::Place(two)) => {
                assert_eq!(two.len(), 2);
                let mut all = three.clone();
                all.extend(&two);
                let after = game(&all);
                assert!(!after.is_over());
                let score = rated(&after);
                assert!(score.abs() <= EVEN, "{all:?} rated {score}");
            }
            Some(Decision::Play(p)) => assert!(g.check(p).is_ok()),
            Some(Decision::Swap) => {}
            None => panic!("a decision is owed"),
        }
    }
}

#[test]
fn stages_follow_the_stone_count() {
    assert_eq!(Stage::of_swap2(0), Some(Stage::PlaceThree));
    assert_eq!(Stage::of_swap2(3), Some(Stage::ChooseOrAdd));
    assert_eq!(Stage::of_swap2(5), Some(Stage::Choose));
    assert_eq!(Stage::of_swap2(4), None);
}

#[test]
fn a_balanced_three_stone_position_is_handed_back_with_two_stones_that_keep_it_even() {
    let g = game(&[at(7, 7), at(9, 8), at(5, 9)]);
    assert!(rated(&g).abs() <= EVEN, "{}", rated(&g));
    let Some(Decision::Place(two)) = decide(&g, Stage::ChooseOrAdd, Level::Master, &limits(4))
    else {
        panic!("a balanced position is handed back");
    };
    let mut after = g.clone();
    for &p in &two {
        after.play(p).expect("legal stones");
    }
    assert_eq!(after.board().stone_count(), 5);
    assert!(rated(&after).abs() <= EVEN, "{two:?}: {}", rated(&after));
}
