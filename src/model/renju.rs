//! Renju's forbidden points for black, by the international (RIF) definitions rather than the
//! usual shortcuts.
//!
//! What the rules say, in short:
//! - A five (exactly five in an unbroken row) takes precedence: a black move that makes one wins,
//!   whatever else it makes at the same time, an overline in another line included.
//! - Overline: six or more in an unbroken row. Forbidden for black.
//! - Four: a line to which one more black stone adds exactly five. Fours are counted by their
//!   completing points, so a single line can hold two (`●·●●●·●` filled in the middle).
//! - Straight four: an unbroken four with two completing points.
//! - Three: a line to which one black stone, not making a five at the same time, adds a straight
//!   four. That stone must itself be playable: a three whose every straight-four point is
//!   forbidden is no three (the check recurses, with the first stone in place).
//! - Double-four / double-three: one stone that makes two or more fours / threes through it.
//!   A four-three is allowed.
//!
//! Every check looks only along the four lines through the point, a few cells either way, so
//! the engine can afford it on each candidate move.

use strum::{IntoStaticStr, VariantArray};

use super::board::{Board, DIRECTIONS, Point, Stone};

const BLACK: Option<Stone> = Some(Stone::Black);

/// How many nested "is the completing point itself forbidden" checks a three may ask for.
/// Every level needs a new straight four built from yet more black stones, so real positions
/// stay far below this; the bound only keeps constructed positions from taking long. Past it, a
/// completing point is judged on fives, overlines and fours alone.
const MAX_DEPTH: usize = 8;

/// Why black may not play a point. The words (`key`) are the ones `analyse --json` prints.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, IntoStaticStr, VariantArray)]
#[strum(serialize_all = "kebab-case")]
pub enum Forbidden {
    DoubleThree,
    DoubleFour,
    Overline,
}

named_words!(Forbidden, "forbidden-name", kind);

/// Whether a black stone at the empty point `p` would be forbidden, and why. `None` for an
/// occupied point, an allowed move or a move that makes five.
pub fn forbidden(board: &Board, p: Point) -> Option<Forbidden> {
    // Copy the board only for the few points that pass the cheap test.
    if crowded(board, p) {
        forbidden_in(&mut board.clone(), p)
    } else {
        None
    }
}

/// `forbidden` that uses `board` itself as scratch space and leaves it as it was, for callers
/// that judge many points and would rather not copy the board for each.
pub fn forbidden_in(board: &mut Board, p: Point) -> Option<Forbidden> {
    if !board.is_empty_at(p) || !crowded(board, p) {
        return None;
    }
    judge(board, p, 0)
}

/// Every point black may not play, in board order, with the reason.
pub fn forbidden_points(board: &Board) -> Vec<(Point, Forbidden)> {
    let mut scratch = board.clone();
    board
        .empty_points()
        .filter_map(|p| Some((p, forbidden_in(&mut scratch, p)?)))
        .collect()
}

/// A cheap necessary condition: every forbidden shape puts at least two black stones within two
/// points of `p` along its lines. A three is `p` and two stones in four points, a four `p` and
/// three in five, so each line brings one stone that near; an overline brings two; the shapes
/// with two fours on one line (`●·●●●·●`, `●●·●●·●●`, `●●●·●·●●●`) bring two. Most points
/// fail it.
fn crowded(board: &Board, p: Point) -> bool {
    let mut near = 0;
    for dir in DIRECTIONS {
        for steps in [-2, -1, 1, 2] {
            if board.step(p, dir, steps).and_then(|q| board.get(q)) == BLACK {
                near += 1;
                if near == 2 {
                    return true;
                }
            }
        }
    }
    false
}

/// The verdict on a black stone at the empty point `p`. The board is borrowed as scratch space
/// and left as it was found.
fn judge(board: &mut Board, p: Point, depth: usize) -> Option<Forbidden> {
    board.set(p, BLACK);
    let lengths = DIRECTIONS.map(|dir| line_length(board, p, dir));
    let verdict = if lengths.contains(&5) {
        None
    } else if lengths.iter().any(|&n| n > 5) {
        Some(Forbidden::Overline)
    } else if DIRECTIONS
        .iter()
        .map(|&dir| fours(board, p, dir))
        .sum::<usize>()
        >= 2
    {
        Some(Forbidden::DoubleFour)
    } else if depth < MAX_DEPTH
        && DIRECTIONS
            .iter()
            .filter(|&&dir| is_three(board, p, dir, depth))
            .take(2)
            .count()
            >= 2
    {
        Some(Forbidden::DoubleThree)
    } else {
        None
    };
    board.set(p, None);
    verdict
}

/// The length of the unbroken black row through `p` along `dir`, counting `p` as black.
fn line_length(board: &Board, p: Point, dir: (isize, isize)) -> usize {
    1 + board.run_length(p, dir, Stone::Black) + board.run_length(p, (-dir.0, -dir.1), Stone::Black)
}

/// The empty points that touch the unbroken black row through `p` at either end. Any stone that
/// extends that row into a five or a straight four must go on one of them.
fn ends(board: &Board, p: Point, dir: (isize, isize)) -> [Option<Point>; 2] {
    [dir, (-dir.0, -dir.1)].map(|d| {
        let run = board.run_length(p, d, Stone::Black) as isize;
        board
            .step(p, d, run + 1)
            .filter(|&q| board.get(q).is_none())
    })
}

/// How many points complete the row through `p` (black, on the board) into exactly five.
fn completions(board: &Board, p: Point, dir: (isize, isize)) -> usize {
    ends(board, p, dir)
        .into_iter()
        .flatten()
        .filter(|&q| line_length(board, q, dir) == 5)
        .count()
}

/// How many fours the black stone at `p` takes part in along `dir`: a straight four is one four
/// with two completing points; any other line with two completing points is two fours.
fn fours(board: &Board, p: Point, dir: (isize, isize)) -> usize {
    match completions(board, p, dir) {
        2 if line_length(board, p, dir) == 4 => 1,
        n => n,
    }
}

/// Whether the black stone at `p` makes a real three along `dir`: some playable black stone
/// next to its row turns it into a straight four without making a five.
fn is_three(board: &mut Board, p: Point, dir: (isize, isize), depth: usize) -> bool {
    ends(board, p, dir).into_iter().flatten().any(|q| {
        board.set(q, BLACK);
        let straight = line_length(board, q, dir) == 4
            && completions(board, q, dir) == 2
            && DIRECTIONS.iter().all(|&d| line_length(board, q, d) < 5);
        board.set(q, None);
        straight && judge(board, q, depth + 1).is_none()
    })
}
