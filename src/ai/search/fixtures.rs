//! What the search's and the helper pool's unit tests set up alike.

use std::sync::Arc;
use std::time::Duration;

use super::Style;
use crate::ai::board::SearchBoard;
use crate::ai::clock::Clock;
use crate::ai::eval;
use crate::model::{Game, Point, Rule, Rules};

/// Master's style in a game.
pub const MASTER: Style = Style {
    full_width: false,
    sees_threes: true,
    leaf_vcf: true,
    prunes: true,
    weights: &eval::FITTED,
};

/// A 15x15 free-style position from a move list such as "H8 I9 H9".
pub fn board(moves: &str) -> SearchBoard {
    let rules = Rules::new(15, 15, 5, Rule::Freestyle).expect("valid rules");
    let points: Vec<Point> = moves
        .split_whitespace()
        .map(|m| Point::parse_notation(m, 15, 15).expect("a point"))
        .collect();
    SearchBoard::from_game(&Game::from_moves(rules, &points).expect("legal moves"))
}

/// The index of a 15x15 point such as "H8" on `b`.
pub fn cell(b: &SearchBoard, name: &str) -> usize {
    b.index(Point::parse_notation(name, 15, 15).expect("a point"))
}

/// A clock with a minute to run and no node limit: only being stopped ends a search early.
pub fn minute() -> Clock {
    Clock::new(Duration::from_secs(60), u64::MAX, Arc::default())
}
