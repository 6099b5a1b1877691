//! What Renju's forbidden-point checks cost: one crowded point (what the engine asks per
//! candidate move) and the whole board (what the screen asks once per black turn).

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use gomoku::model::renju::{forbidden, forbidden_points};
use gomoku::model::{Board, Point, Stone};

/// A busy middle game: black and white stones around the centre with several black shapes;
/// F10 and H10 are double-fours.
const MIDDLE_GAME: [&str; 15] = [
    "...............",
    "...............",
    "...............",
    "....O..........",
    ".....X..X......",
    "....OXX.X.O....",
    "......XOX......",
    "...OXX.XO......",
    ".....OX.X......",
    "....X.XO.O.....",
    ".....O.X.......",
    "...............",
    "...............",
    "...............",
    "...............",
];

/// Black at H8 makes one real three: the other three's only straight-four point is itself a
/// double-three, which takes two levels of recursion to see.
const RECURSIVE: [&str; 10] = [
    "..............",
    "..............",
    "..............",
    "..............",
    "..............",
    ".......X..X...",
    ".......X.X....",
    "...O.XX.......",
    "........X.....",
    "........X.....",
];

fn position(rows: &[&str]) -> Board {
    let mut board = Board::new(15, 15);
    for (r, line) in rows.iter().enumerate() {
        for (c, ch) in line.chars().enumerate() {
            let stone = match ch {
                'X' => Some(Stone::Black),
                'O' => Some(Stone::White),
                _ => None,
            };
            board.set(Point::new(r, c), stone);
        }
    }
    board
}

fn bench(c: &mut Criterion) {
    let board = position(&MIDDLE_GAME);
    c.bench_function("renju forbidden, a double-four point", |b| {
        b.iter(|| forbidden(black_box(&board), black_box(Point::new(5, 7))))
    });
    let recursive = position(&RECURSIVE);
    c.bench_function("renju forbidden, a three judged recursively", |b| {
        b.iter(|| forbidden(black_box(&recursive), black_box(Point::new(7, 7))))
    });
    c.bench_function("renju forbidden, one quiet point", |b| {
        b.iter(|| forbidden(black_box(&board), black_box(Point::new(1, 1))))
    });
    c.bench_function("renju forbidden_points, whole 15x15 board", |b| {
        b.iter(|| forbidden_points(black_box(&board)))
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
