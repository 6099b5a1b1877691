//! Under Renju the engine never plays a point forbidden to black, and as white it wins with a
//! four whose only block is forbidden.

use gomoku::ai::{Level, Limits, analyse, best_move, forced_plies};
use gomoku::model::{Game, Point, Rule, Rules, Stone};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

fn position(
    rule: Rule,
    black: &[(usize, usize)],
    white: &[(usize, usize)],
    to_move: Stone,
) -> Game {
    let rules = Rules::new(15, 15, 5, rule).expect("valid rules");
    let stones: Vec<(Point, Stone)> = black
        .iter()
        .map(|&(r, c)| (Point::new(r, c), Stone::Black))
        .chain(white.iter().map(|&(r, c)| (Point::new(r, c), Stone::White)))
        .collect();
    Game::from_position(rules, &stones, to_move).expect("valid position")
}

fn limits() -> Limits {
    Limits::default().seeded(1).with_nodes(60_000)
}

/// Black's move in the same stones under free-style and under Renju.
fn both_rules(black: &[(usize, usize)], white: &[(usize, usize)]) -> (Point, Point, Game) {
    let free = position(Rule::Freestyle, black, white, Stone::Black);
    let renju = position(Rule::Renju, black, white, Stone::Black);
    let f = best_move(&free, Level::Hard, &limits()).expect("a move");
    let r = best_move(&renju, Level::Hard, &limits()).expect("a move");
    (f, r, renju)
}

#[test]
fn black_does_not_complete_an_overline_that_would_win_free_style() {
    // ●●●·●● on row 7: the gap makes six.
    let black = [(7, 3), (7, 4), (7, 5), (7, 7), (7, 8)];
    let white = [(8, 3), (8, 5), (9, 9), (6, 8)];
    let (free, renju, game) = both_rules(&black, &white);
    assert_eq!(free, Point::new(7, 6), "free-style takes the win");
    assert_ne!(renju, Point::new(7, 6));
    assert!(game.check(renju).is_ok(), "{renju:?} is not legal");
}

#[test]
fn black_does_not_play_a_double_four_that_would_win_free_style() {
    // Two closed threes crossing at (7,7): the crossing makes two fours.
    let black = [(7, 4), (7, 5), (7, 6), (4, 7), (5, 7), (6, 7)];
    let white = [(7, 3), (3, 7), (10, 10), (11, 2), (2, 12)];
    let (free, renju, game) = both_rules(&black, &white);
    assert_eq!(free, Point::new(7, 7), "free-style takes the double four");
    assert_ne!(renju, Point::new(7, 7));
    assert!(game.check(renju).is_ok(), "{renju:?} is not legal");
}

#[test]
fn black_does_not_play_the_double_three_crossing_of_two_open_twos() {
    let black = [(7, 5), (7, 6), (5, 8), (6, 8)];
    let white = [(9, 9), (9, 3), (3, 3)];
    let game = position(Rule::Renju, &black, &white, Stone::Black);
    assert!(game.forbidden_at(Point::new(7, 8)).is_some());
    for level in [Level::Easy, Level::Medium, Level::Hard, Level::Master] {
        let m = best_move(&game, level, &limits()).expect("a move");
        assert!(game.check(m).is_ok(), "{level} played {m:?}");
    }
}

#[test]
fn white_wins_with_a_four_whose_only_block_is_forbidden_to_black() {
    // Black ●●●·●● on row 7: (7,7) is an overline for black. White's column 7 four from
    // (11,7) can only be stopped there.
    let black = [(7, 4), (7, 5), (7, 6), (7, 8), (7, 9), (6, 7), (12, 7)];
    let white = [(8, 7), (9, 7), (10, 7), (0, 0), (0, 14), (14, 14)];
    let game = position(Rule::Renju, &black, &white, Stone::White);
    let a = analyse(&game, Level::Hard, &limits()).expect("a move");
    assert_eq!(a.best, Point::new(11, 7));
    assert!(
        forced_plies(a.score).is_some_and(|p| p > 0),
        "white should see a forced win, got score {}",
        a.score
    );
    // Free-style black would win at (7,7) itself, so only Renju makes this white's win.
    let free = position(Rule::Freestyle, &black, &white, Stone::White);
    let f = analyse(&free, Level::Hard, &limits()).expect("a move");
    assert_eq!(
        f.best,
        Point::new(7, 7),
        "free-style white must block the five"
    );
}

/// A crowded Renju game around the centre, so that black has forbidden points often.
fn crowded_game(rng: &mut StdRng) -> Game {
    let rules = Rules::new(15, 15, 5, Rule::Renju).expect("valid rules");
    let mut game = Game::new(rules);
    for _ in 0..rng.random_range(6..40) {
        let p = Point::new(rng.random_range(4..11), rng.random_range(4..11));
        if game.check(p).is_ok() {
            let _ = game.play(p);
        }
        if game.is_over() {
            let _ = game.undo();
            break;
        }
    }
    game
}

#[test]
fn every_level_plays_legal_moves_on_crowded_renju_positions() {
    let mut rng = StdRng::seed_from_u64(44);
    let mut with_forbidden = 0;
    let mut n = 0;
    while with_forbidden < 12 && n < 400 {
        n += 1;
        let game = crowded_game(&mut rng);
        if game.to_move() != Stone::Black || game.forbidden_points().is_empty() {
            continue;
        }
        with_forbidden += 1;
        for &level in Level::ALL {
            let limits = Limits::default().seeded(n).with_nodes(4_000);
            let m = best_move(&game, level, &limits).expect("a move");
            assert!(game.check(m).is_ok(), "{level} played forbidden {m:?}");
        }
    }
    assert_eq!(
        with_forbidden, 12,
        "too few positions with forbidden points"
    );
}

/// From an engine-vs-engine game: white's four K9 L8 M7 _ O5 can only be blocked at N6, which
/// is a double-three for black. Black has lost, but must still not play N6 (the engine used to:
/// with no playable point left near the stones, the forbidden block passed as the one defence).
#[test]
fn a_lost_black_still_does_not_block_on_a_forbidden_point() {
    let moves = "f10 j7 f9 f11 g10 e10 g12 g11 h11 e8 i12 j13 i10 j9 j10 h10 i9 i11 j12 h12 \
                 f13 e14 l12 k11 k12 m12 h9 j11 l11 e9 e11 e7 e6 g9 f8 f7 l10 l13 m10 k10 \
                 l9 l8 n9 o8 g7 g6 f6 h8 d9 i8 h7 k8 j8 k9 k7 h5 i4 i6 g4 m8 n8 n11 l6 m5 \
                 k14 m7 m6 o5";
    let rules = Rules::new(15, 15, 5, Rule::Renju).expect("valid rules");
    let points: Vec<Point> = moves
        .split_whitespace()
        .map(|m| Point::parse_notation(m, 15, 15).expect("a point"))
        .collect();
    let game = Game::from_moves(rules, &points).expect("a legal game");
    let n6 = Point::parse_notation("n6", 15, 15).expect("a point");
    assert!(game.forbidden_at(n6).is_some());
    for level in [Level::Easy, Level::Medium, Level::Hard, Level::Master] {
        let p = best_move(&game, level, &limits()).expect("a move");
        assert!(
            game.forbidden_at(p).is_none(),
            "{level}: {}",
            p.notation(15)
        );
    }
}
