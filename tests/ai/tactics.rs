//! The engine on hand-made tactical positions: wins in one, forced blocks, open threes, overlines
//! under the exact rule, and continuous-four (VCF) wins and defences checked by an independent
//! oracle built on the model's rules.

use std::time::Duration;

use crate::support::{has_vcf, moves, shortest_vcf, vcf_move, winning_points};
use gomoku::ai::{Level, Limits, best_move};
use gomoku::model::{Game, Point, Rule, Rules, Stone};

/// Seeded, node-limited and with a generous safety deadline: the same answer on a busy machine.
fn limits() -> Limits {
    Limits::with_time(Duration::from_secs(20))
        .seeded(11)
        .with_nodes(300_000)
}

fn master(game: &Game) -> Point {
    best_move(game, Level::Master, &limits()).expect("a move")
}

/// A position from lists of stones in board notation.
fn position(size: (usize, usize), k: usize, rule: Rule, black: &str, white: &str) -> Game {
    let (rows, cols) = size;
    let rules = Rules::new(rows, cols, k, rule).expect("valid rules");
    let parse = |text: &str, stone| {
        text.split_whitespace()
            .map(move |t| (Point::parse_notation(t, rows, cols).expect("point"), stone))
            .collect::<Vec<_>>()
    };
    let mut stones = parse(black, Stone::Black);
    stones.extend(parse(white, Stone::White));
    let to_move = if stones.len() % 2 == 0 {
        Stone::Black
    } else {
        Stone::White
    };
    Game::from_position(rules, &stones, to_move).expect("valid position")
}

fn wins_now(game: &Game, m: Point) -> bool {
    let mut g = game.clone();
    g.play(m).is_ok() && g.outcome().winner().is_some()
}

#[test]
fn takes_every_shape_of_win_in_one() {
    let cases = [
        ((15, 15), 5, "H8 I8 J8 K8", "H9 I9 J9 A1"),
        ((15, 15), 5, "F8 G8 I8 J8", "F9 G9 I9 A1"),
        ((15, 15), 5, "D4 E5 G7 H8", "D5 E6 G8 A1"),
        ((19, 19), 5, "K3 K4 K5 K6", "L3 L4 L5 A1"),
        ((19, 19), 5, "S1 S2 S4 S5", "R1 R2 R4 A19"),
        ((10, 10), 4, "A1 B2 D4", "A2 B3 J10"),
    ];
    for (size, k, black, white) in cases {
        let game = position(size, k, Rule::Freestyle, black, white);
        let m = master(&game);
        assert!(wins_now(&game, m), "{black}: played {m:?}");
    }
}

#[test]
fn blocks_a_four_when_it_cannot_win() {
    let game = position((15, 15), 5, Rule::Freestyle, "H8 A1 C1 E1", "G7 G9 G10 G11");
    assert_eq!(
        master(&game),
        Point::parse_notation("G8", 15, 15).expect("point")
    );
    let game = position(
        (19, 19),
        5,
        Rule::Freestyle,
        "K10 A1 C1 E1",
        "L11 M12 O14 P15",
    );
    assert_eq!(
        master(&game),
        Point::parse_notation("N13", 19, 19).expect("point")
    );
}

#[test]
fn wins_instead_of_blocking() {
    let game = position(
        (15, 15),
        5,
        Rule::Freestyle,
        "H8 H9 H10 H11 A1",
        "J8 J9 J10 J11 A15 B15",
    );
    assert_eq!(game.to_move(), Stone::White);
    let m = master(&game);
    assert!(wins_now(&game, m), "played {m:?}");
}

/// After `m`, the opponent has no move that makes two winning points (an open four).
fn stops_open_four(game: &Game, m: Point) -> bool {
    let mut g = game.clone();
    if g.play(m).is_err() {
        return false;
    }
    let empties: Vec<Point> = g.board().empty_points().collect();
    empties.into_iter().all(|p| {
        let mut h = g.clone();
        h.play(p).is_err() || h.is_over() || {
            // Pass back to the same side to count its winning points.
            let stones: Vec<(Point, Stone)> = h
                .board()
                .points()
                .filter_map(|q| h.board().get(q).map(|s| (q, s)))
                .collect();
            let again = Game::from_position(*h.rules(), &stones, h.to_move().opponent())
                .expect("same stones");
            winning_points(&again).len() < 2
        }
    })
}

#[test]
fn blocks_an_open_three_when_no_four_is_at_hand() {
    for size in [15, 19] {
        let game = position((size, size), 5, Rule::Freestyle, "H8 C3 M3", "G9 H9 I9");
        let m = master(&game);
        assert!(stops_open_four(&game, m), "{size}: played {m:?}");
    }
}

#[test]
fn exact_rule_does_not_count_an_overline_as_a_win() {
    // Black's gap at E8 would make seven: a win only in free-style. White threatens L8.
    let black = "A8 B8 C8 D8 F8 G8 A1";
    let white = "H8 I8 J8 K8 A3 C3 E3";
    let free = position((15, 15), 5, Rule::Freestyle, black, white);
    let e8 = Point::parse_notation("E8", 15, 15).expect("point");
    assert_eq!(master(&free), e8);
    let exact = position((15, 15), 5, Rule::Exact, black, white);
    let l8 = Point::parse_notation("L8", 15, 15).expect("point");
    assert_eq!(master(&exact), l8);
}

/// Positions from engine games where the side to move has a shortest VCF of the given length
/// (in fours), as confirmed by the oracle when the test runs.
const VCF_POSITIONS: &[(usize, u32, &str)] = &[
    (
        19,
        3,
        "J10 J12 H10 L10 G10 I10 K11 L12 I9 G7 G11 J8 E13 F12 G12 G13 G9 G8 H9 J9 E9 F9 F10 H12",
    ),
    (
        15,
        3,
        "H8 G9 H9 H10 F8 G8 G10 F11 H6 H7 G7 E9 I5 J4 F6 I9 E5 D4 F5 F7 G5 H5 D5 C5 G6 I6",
    ),
    (
        19,
        5,
        "J10 K11 I10 K10 G10 K9 F10 H10 K8 K13 K12 J12 I11 I13 L10 H13 L13 J11 I12",
    ),
    (
        19,
        4,
        "J10 K11 I10 K10 G10 K9 F10 H10 K8 K13 K12 J12 I11 I13 L10 H13 L13 J11 I12 H14 G15",
    ),
];

/// Master as in a game: unseeded, on two threads, where helper threads search while the
/// threat searches run and start again when those narrow the moves to the defences.
fn master_on_two_threads(game: &Game) -> Point {
    let limits = Limits {
        threads: 2,
        ..Limits::with_time(Duration::from_millis(300))
    };
    best_move(game, Level::Master, &limits).expect("a move")
}

fn finds_continuous_four_wins(master: impl Fn(&Game) -> Point) {
    for &(size, length, text) in VCF_POSITIONS {
        let game = moves(size, 5, text);
        assert_eq!(shortest_vcf(&game, length), Some(length), "{text}");
        let m = master(&game);
        assert!(vcf_move(&game, m, length + 2), "{text}: played {m:?}");
    }
}

#[test]
fn finds_continuous_four_wins_of_three_to_seven_moves() {
    finds_continuous_four_wins(master);
}

#[test]
fn finds_continuous_four_wins_on_two_threads_as_in_a_game() {
    finds_continuous_four_wins(master_on_two_threads);
}

#[test]
fn defends_against_the_opponents_continuous_fours() {
    defends_against_continuous_fours(master);
}

#[test]
fn defends_against_the_opponents_continuous_fours_on_two_threads_as_in_a_game() {
    defends_against_continuous_fours(master_on_two_threads);
}

fn defends_against_continuous_fours(master: impl Fn(&Game) -> Point) {
    let mut defended = 0;
    for &(size, length, text) in VCF_POSITIONS {
        let attack = moves(size, 5, text);
        let stones: Vec<(Point, Stone)> = attack
            .board()
            .points()
            .filter_map(|q| attack.board().get(q).map(|s| (q, s)))
            .collect();
        let rules = *attack.rules();
        let defender = attack.to_move().opponent();
        let game = Game::from_position(rules, &stones, defender).expect("same stones");
        if !winning_points(&game).is_empty() || has_vcf(&game, length) {
            continue;
        }
        let saves = |m: Point| {
            let mut after = game.clone();
            after.play(m).is_ok() && !has_vcf(&after, length + 1)
        };
        let m = master(&game);
        if saves(m) {
            defended += 1;
            continue;
        }
        // Fine only when nothing would have saved the game.
        let saving = game.board().empty_points().find(|&p| saves(p));
        assert!(saving.is_none(), "{text}: played {m:?}, {saving:?} saves");
    }
    assert!(defended >= 2, "only {defended} positions defended");
}
