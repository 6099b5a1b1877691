//! Shared helpers for the engine tests: diagrams to games, and a slow, independent
//! continuous-fours oracle built only on the model's rules (no engine code).

#![allow(dead_code)]

use gomoku::model::{Game, Point, Rule, Rules, Stone};

/// A game from a diagram: one string per row, top row first, `X` black, `O` white, `.` empty.
pub fn diagram(rows: &[&str], k: usize, rule: Rule, to_move: Stone) -> Game {
    let cols = rows[0].len();
    let rules = Rules::new(rows.len(), cols, k, rule).expect("valid rules");
    let mut stones = Vec::new();
    for (r, line) in rows.iter().enumerate() {
        for (c, ch) in line.chars().enumerate() {
            match ch {
                'X' => stones.push((Point::new(r, c), Stone::Black)),
                'O' => stones.push((Point::new(r, c), Stone::White)),
                _ => {}
            }
        }
    }
    Game::from_position(rules, &stones, to_move).expect("valid diagram")
}

pub fn moves(size: usize, k: usize, text: &str) -> Game {
    let rules = Rules::new(size, size, k, Rule::Freestyle).expect("valid rules");
    let pts: Vec<Point> = text
        .split_whitespace()
        .map(|t| Point::parse_notation(t, size, size).expect("valid point"))
        .collect();
    Game::from_moves(rules, &pts).expect("legal moves")
}

/// Empty points within one step of a stone (where fours and blocks can be).
fn near_points(game: &Game) -> Vec<Point> {
    let b = game.board();
    b.empty_points()
        .filter(|&p| {
            (-1..=1).any(|dr| {
                (-1..=1).any(|dc| b.step(p, (dr, dc), 1).is_some_and(|q| b.get(q).is_some()))
            })
        })
        .collect()
}

/// Points where the side to move would win at once.
pub fn winning_points(game: &Game) -> Vec<Point> {
    near_points(game)
        .into_iter()
        .filter(|&p| {
            let mut g = game.clone();
            g.play(p).is_ok() && g.outcome().winner().is_some()
        })
        .collect()
}

/// Points where the side NOT to move would win at once.
fn threats_against(game: &Game) -> Vec<Point> {
    let them = game.to_move().opponent();
    let b = game.board();
    let mut board = b.clone();
    near_points(game)
        .into_iter()
        .filter(|&p| {
            board.set(p, Some(them));
            let won = game.rules().winning_line(&board, p, them).is_some();
            board.set(p, None);
            won
        })
        .collect()
}

/// Whether `m` starts a win by continuous fours for the side to move within `depth` fours.
pub fn vcf_move(game: &Game, m: Point, depth: u32) -> bool {
    if depth == 0 {
        return false;
    }
    let mut g = game.clone();
    if g.play(m).is_err() {
        return false;
    }
    if g.outcome().winner().is_some() {
        return true;
    }
    if !winning_points(&g).is_empty() {
        return false;
    }
    let threats = threats_against(&g);
    match threats.as_slice() {
        [] => false,
        [block] => {
            if g.play(*block).is_err() || g.is_over() {
                return false;
            }
            has_vcf(&g, depth - 1)
        }
        _ => true,
    }
}

/// Whether the side to move wins by continuous fours within `depth` fours.
pub fn has_vcf(game: &Game, depth: u32) -> bool {
    if !winning_points(game).is_empty() {
        return true;
    }
    let against = threats_against(game);
    let candidates = if against.is_empty() {
        near_points(game)
    } else {
        against
    };
    candidates.into_iter().any(|m| vcf_move(game, m, depth))
}

/// The length of the shortest VCF for the side to move, up to `max`.
pub fn shortest_vcf(game: &Game, max: u32) -> Option<u32> {
    (1..=max).find(|&d| has_vcf(game, d))
}
