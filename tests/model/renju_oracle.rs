//! The forbidden-point finder against a slow, literal reading of the Renju definitions on many
//! random positions. The literal version scans whole lines and counts fours as distinct sets of
//! stones, where the finder only looks at the two points touching the row through the stone and
//! counts completing points; agreeing everywhere shows those shortcuts are sound.

use std::collections::BTreeSet;

use gomoku::model::renju::forbidden_points;
use gomoku::model::{Board, DIRECTIONS, Forbidden, Point, Stone};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

type Dir = (isize, isize);

/// The points of the whole line through `p` along `dir`, in order.
fn line(board: &Board, p: Point, dir: Dir) -> Vec<Point> {
    let back = (-dir.0, -dir.1);
    let mut start = p;
    while let Some(q) = board.step(start, back, 1) {
        start = q;
    }
    let mut points = vec![start];
    while let Some(q) = board.step(*points.last().expect("not empty"), dir, 1) {
        points.push(q);
    }
    points
}

/// The maximal unbroken black row through the black stone `p` along `dir`.
fn row(board: &Board, p: Point, dir: Dir) -> Vec<Point> {
    let points = line(board, p, dir);
    let at = points
        .iter()
        .position(|&q| q == p)
        .expect("p is on its line");
    let black = |i: usize| board.get(points[i]) == Some(Stone::Black);
    let mut lo = at;
    while lo > 0 && black(lo - 1) {
        lo -= 1;
    }
    let mut hi = at;
    while hi + 1 < points.len() && black(hi + 1) {
        hi += 1;
    }
    points[lo..=hi].to_vec()
}

fn with_black<T>(board: &mut Board, q: Point, f: impl FnOnce(&mut Board) -> T) -> T {
    board.set(q, Some(Stone::Black));
    let result = f(board);
    board.set(q, None);
    result
}

/// The fours through the black stone `p` along `dir`, each as the set of its four stones.
fn fours(board: &mut Board, p: Point, dir: Dir) -> BTreeSet<Vec<Point>> {
    let empties: Vec<Point> = line(board, p, dir)
        .into_iter()
        .filter(|&q| board.get(q).is_none())
        .collect();
    let mut found = BTreeSet::new();
    for q in empties {
        let five = with_black(board, q, |b| row(b, q, dir));
        if five.len() == 5 && five.contains(&p) {
            found.insert(five.into_iter().filter(|&s| s != q).collect());
        }
    }
    found
}

fn makes_five_anywhere(board: &mut Board, q: Point) -> bool {
    with_black(board, q, |b| {
        DIRECTIONS.iter().any(|&d| row(b, q, d).len() == 5)
    })
}

/// Whether black at empty `q` makes a straight four through `p` along `dir`.
fn straight_four(board: &mut Board, q: Point, p: Point, dir: Dir) -> bool {
    with_black(board, q, |b| {
        let four = row(b, q, dir);
        four.len() == 4 && four.contains(&p) && fours(b, q, dir).len() == 1 && {
            let ends = [four[0], four[3]].map(|s| {
                let outward = if s == four[0] { (-dir.0, -dir.1) } else { dir };
                b.step(s, outward, 1)
            });
            ends.iter().all(|end| {
                end.is_some_and(|e| {
                    b.get(e).is_none() && with_black(b, e, |b| row(b, e, dir).len() == 5)
                })
            })
        }
    })
}

fn literal_verdict(board: &mut Board, p: Point) -> Option<Forbidden> {
    with_black(board, p, |b| {
        let rows = DIRECTIONS.map(|d| row(b, p, d).len());
        if rows.contains(&5) {
            return None;
        }
        if rows.iter().any(|&n| n >= 6) {
            return Some(Forbidden::Overline);
        }
        if DIRECTIONS
            .iter()
            .map(|&d| fours(b, p, d).len())
            .sum::<usize>()
            >= 2
        {
            return Some(Forbidden::DoubleFour);
        }
        let threes = DIRECTIONS
            .iter()
            .filter(|&&d| {
                let empties: Vec<Point> = line(b, p, d)
                    .into_iter()
                    .filter(|&q| b.get(q).is_none())
                    .collect();
                empties.into_iter().any(|q| {
                    !makes_five_anywhere(b, q)
                        && straight_four(b, q, p, d)
                        && literal_verdict(b, q).is_none()
                })
            })
            .count();
        (threes >= 2).then_some(Forbidden::DoubleThree)
    })
}

/// A crowded random position in the middle of a 15x15 board, where forbidden shapes are common.
fn random_board(rng: &mut StdRng) -> Board {
    let mut board = Board::new(15, 15);
    for row in 3..12 {
        for col in 3..12 {
            let roll: f64 = rng.random();
            let stone = if roll < 0.30 {
                Some(Stone::Black)
            } else if roll < 0.42 {
                Some(Stone::White)
            } else {
                None
            };
            board.set(Point::new(row, col), stone);
        }
    }
    board
}

#[test]
fn the_finder_agrees_with_the_literal_definitions_on_random_positions() {
    let mut rng = StdRng::seed_from_u64(0x5e4a);
    let mut kinds = BTreeSet::new();
    for round in 0..60 {
        let mut board = random_board(&mut rng);
        let found = forbidden_points(&board);
        let expected: Vec<(Point, Forbidden)> = board
            .clone()
            .empty_points()
            .filter_map(|p| Some((p, literal_verdict(&mut board, p)?)))
            .collect();
        assert_eq!(found, expected, "round {round}");
        kinds.extend(found.iter().map(|&(_, why)| why.key()));
    }
    // The positions must exercise every kind, or the comparison proves little.
    assert_eq!(kinds.len(), 3, "{kinds:?}");
}
