//! The stones each pair of match games starts from. Free-style gomoku favours black so much
//! that from a bad opening the stronger side may lose as white whatever it plays; balanced
//! openings, as tournaments use, make a match measure the players rather than the opening.

use std::time::Duration;

use rand::Rng;
use rand::rngs::StdRng;
use rand::seq::IndexedRandom;

use crate::ai::Limits;
use crate::ai::swap2::{EVEN, judge};
use crate::model::{Game, Point, Rules};

/// Openings tried before the most even one seen is taken.
const TRIES: usize = 40;

/// One to three stones near the centre, black first, that end nothing.
pub fn random(rules: &Rules, rng: &mut StdRng) -> Vec<Point> {
    let (rows, cols) = (rules.rows(), rules.cols());
    let radius = if rows.min(cols) < 7 { 1 } else { 2 };
    let (cr, cc) = (rows / 2, cols / 2);
    let near: Vec<Point> = (cr.saturating_sub(radius)..=(cr + radius).min(rows - 1))
        .flat_map(|r| {
            (cc.saturating_sub(radius)..=(cc + radius).min(cols - 1)).map(move |c| Point::new(r, c))
        })
        .collect();
    let count = rng.random_range(1..=3);
    let mut stones: Vec<Point> = Vec::new();
    while stones.len() < count {
        if let Some(&p) = near.choose(rng)
            && !stones.contains(&p)
        {
            stones.push(p);
        }
    }
    stones
}

/// A random opening that the openings' judge (the one swap2 decisions use) rates within `EVEN`
/// of even for the side to move, or the most even of `TRIES` random ones.
pub fn balanced(rules: &Rules, rng: &mut StdRng) -> Vec<Point> {
    let mut best: Option<(i32, Vec<Point>)> = None;
    for _ in 0..TRIES {
        let stones = random(rules, rng);
        let Ok(game) = Game::from_moves(*rules, &stones) else {
            continue;
        };
        let Some(score) = judge(&game, &Limits::with_time(Duration::from_secs(10))) else {
            continue;
        };
        let off = score.saturating_abs();
        if off <= EVEN {
            return stones;
        }
        if best.as_ref().is_none_or(|(b, _)| off < *b) {
            best = Some((off, stones));
        }
    }
    best.map_or_else(|| random(rules, rng), |(_, stones)| stones)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Rule;
    use rand::SeedableRng;

    #[test]
    fn openings_are_small_near_the_centre_and_leave_the_game_open() {
        let rules = Rules::new(15, 15, 5, Rule::Freestyle).expect("valid rules");
        for seed in 0..50 {
            let stones = random(&rules, &mut StdRng::seed_from_u64(seed));
            assert!((1..=3).contains(&stones.len()));
            assert!(
                stones
                    .iter()
                    .all(|p| p.row.abs_diff(7) <= 2 && p.col.abs_diff(7) <= 2)
            );
            let game = Game::from_moves(rules, &stones).expect("distinct points");
            assert!(!game.is_over());
        }
        let tiny = Rules::new(3, 3, 3, Rule::Freestyle).expect("valid rules");
        for seed in 0..50 {
            let stones = random(&tiny, &mut StdRng::seed_from_u64(seed));
            assert!(!Game::from_moves(tiny, &stones).expect("legal").is_over());
        }
    }

    /// The judge's score for the side to move after `stones`.
    fn judged(rules: &Rules, stones: &[Point]) -> i32 {
        let game = Game::from_moves(*rules, stones).expect("legal");
        judge(&game, &Limits::with_time(Duration::from_secs(10))).map_or(0, |s| s)
    }

    #[test]
    fn balanced_openings_are_rated_closer_to_even_than_random_ones() {
        let rules = Rules::new(15, 15, 5, Rule::Freestyle).expect("valid rules");
        let (mut random_off, mut balanced_off) = (0, 0);
        for seed in 0..20 {
            let r = random(&rules, &mut StdRng::seed_from_u64(seed));
            random_off += judged(&rules, &r).abs();
            let b = balanced(&rules, &mut StdRng::seed_from_u64(seed));
            assert!((1..=3).contains(&b.len()));
            balanced_off += judged(&rules, &b).abs();
        }
        assert!(
            balanced_off * 2 < random_off,
            "{balanced_off} vs {random_off}"
        );
    }

    #[test]
    fn balanced_openings_repeat_for_a_seed() {
        let rules = Rules::new(15, 15, 5, Rule::Freestyle).expect("valid rules");
        let again = |seed| balanced(&rules, &mut StdRng::seed_from_u64(seed));
        assert_eq!(again(9), again(9));
    }
}
