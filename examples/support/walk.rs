//! Short lines of play from a game's position, for positions like those a search judges at its
//! leaves: a fitted evaluation ranks the siblings a search makes, and a game's positions, where
//! both sides played well, show it few of the weaker moves it must see through.

use gomoku::ai::{self, Level, Limits};
use gomoku::model::{Game, Point};
pub use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

/// Nodes for a move the walk plays as a search would (a quick, sensible choice).
const SENSIBLE_NODES: u64 = 3_000;
/// How far from the last two moves a random move may fall (the search's candidates lie near
/// the stones).
const NEAR: usize = 2;
/// The share of a walk's moves chosen at random: at one in two, nearly half the positions were
/// proven won by Rapfi at once (blunders), where a search cuts such moves off before it judges.
const RANDOM_SHARE: f64 = 0.3;

/// The positions after each move of a line of `plies` moves from `root`, in order: each move
/// is either the one a quick search picks or, now and then (`RANDOM_SHARE`), a random empty
/// point near the last two moves. Stops before a move that ends the game.
pub fn line(root: &Game, plies: usize, rng: &mut StdRng) -> Vec<Game> {
    let mut game = root.clone();
    let mut out = Vec::new();
    for _ in 0..plies {
        let random = if rng.random_bool(RANDOM_SHARE) {
            near_point(&game, rng)
        } else {
            None
        };
        let Some(p) = random.or_else(|| quick_move(&game, rng.random())) else {
            break;
        };
        if game.play(p).is_err() {
            break;
        }
        if game.is_over() {
            // A finished game is nothing to judge (and Rapfi does not answer one).
            break;
        }
        out.push(game.clone());
    }
    out
}

fn quick_move(game: &Game, seed: u64) -> Option<Point> {
    let limits = Limits {
        threads: 1,
        memory: 1 << 20,
        ..Limits::default()
    }
    .seeded(seed)
    .with_nodes(SENSIBLE_NODES);
    ai::best_move(game, Level::Hard, &limits)
}

fn near_point(game: &Game, rng: &mut impl Rng) -> Option<Point> {
    let history = game.history();
    let last: Vec<Point> = history.iter().rev().take(2).copied().collect();
    let near: Vec<Point> = game
        .legal_moves()
        .filter(|p| {
            last.iter()
                .any(|q| p.row.abs_diff(q.row) <= NEAR && p.col.abs_diff(q.col) <= NEAR)
        })
        .collect();
    (!near.is_empty()).then(|| near[rng.random_range(0..near.len())])
}

/// A generator seeded from `seed`, so that a run can be made again.
pub fn rng(seed: u64) -> StdRng {
    StdRng::seed_from_u64(seed)
}
