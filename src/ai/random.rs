//! The random mover of the classic beginner programs.

use rand::Rng;
use rand::seq::IteratorRandom;

use super::Analysis;
use crate::model::Game;

pub(super) fn choose(game: &Game, rng: &mut impl Rng) -> Option<Analysis> {
    // Any point the rules allow (Renju forbids some to black).
    let best = game.legal_moves().choose(rng)?;
    Some(Analysis {
        best,
        score: 0,
        depth: 0,
        nodes: 1,
        pv: vec![best],
        exact: false,
    })
}
