//! One-ply heuristic: win now, else block the opponent's win, else the point whose k-windows
//! hold the most of its own and the opponent's stones.

use rand::Rng;

use super::{Analysis, WIN};
use crate::model::{Board, DIRECTIONS, Game, Point, Stone};

pub(super) fn choose(game: &Game, rng: &mut impl Rng) -> Option<Analysis> {
    let board = game.board();
    let me = game.to_move();
    if board.is_empty() {
        let best = board.center();
        return Some(Analysis {
            best,
            score: 0,
            depth: 1,
            nodes: 1,
            pv: vec![best],
        });
    }
    let rules = game.rules();
    let mut scratch = board.clone();
    let mut wins_for = |p: Point, stone: Stone| {
        scratch.set(p, Some(stone));
        let won = rules.winning_line(&scratch, p, stone).is_some();
        scratch.set(p, None);
        won
    };
    let candidates: Vec<Point> = board.empty_points().collect();
    let mut nodes = 0u64;
    let mut best: Option<(i64, Point)> = None;
    for &p in &candidates {
        nodes += 1;
        let score = if wins_for(p, me) {
            i64::MAX / 2
        } else if wins_for(p, me.opponent()) {
            i64::MAX / 4
        } else {
            // Attack counts slightly more than defence so that equal threats favour our own line;
            // the random term breaks ties between equally good points.
            let attack = window_score(board, p, me, rules.win_length());
            let defence = window_score(board, p, me.opponent(), rules.win_length());
            attack * 11 / 10 + defence + rng.random_range(0..3)
        };
        if best.is_none_or(|(s, _)| score > s) {
            best = Some((score, p));
        }
    }
    let (score, best) = best?;
    let score = if score >= i64::MAX / 2 {
        WIN - 1
    } else {
        (score.min(WIN as i64 / 2)) as i32
    };
    Some(Analysis {
        best,
        score,
        depth: 1,
        nodes,
        pv: vec![best],
    })
}

/// Sum over every k-long window through `p` that `stone` could still complete: a weight that
/// grows steeply with the stones already in it.
fn window_score(board: &Board, p: Point, stone: Stone, k: usize) -> i64 {
    let mut total = 0i64;
    for dir in DIRECTIONS {
        for start in 0..k as isize {
            let mut mine = 0u32;
            let mut open = true;
            for i in 0..k as isize {
                match board.step(p, dir, i - start) {
                    None => open = false,
                    Some(q) => match board.get(q) {
                        Some(s) if s == stone => mine += 1,
                        Some(_) => open = false,
                        None => {}
                    },
                }
                if !open {
                    break;
                }
            }
            if open {
                total += 8i64.pow(mine);
            }
        }
    }
    total
}
