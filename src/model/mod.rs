//! The game and its rules, pure: no terminal, no clock, no randomness of its own.

mod board;
mod game;
pub mod renju;
mod rules;

pub use board::{Board, DIRECTIONS, MAX_SIDE, MIN_SIDE, Point, Stone};
pub use game::{Game, MoveError, Outcome};
pub use renju::{Forbidden, ForbiddenPolicy};
pub use rules::{Opening, Rule, Rules};
