//! The swap and swap2 opening decisions, from the engine's own evaluation: which three stones to
//! place, whether to take black or white, and when to place two more stones and hand the
//! choice back. Pure: a game and limits in, a decision out, so that the protocol
//! (`SWAP2BOARD`), the match manager and the game's computer player share it.
//!
//! Swap2: the first player places three stones (black, white, black); the second player takes
//! black, takes white by playing the fourth stone, or places two more (white, black) and lets
//! the first player choose, who then takes black or takes white by playing the sixth stone.
//! Swap is the same without the two extra stones.

use std::time::{Duration, Instant};

use rand::seq::{IndexedRandom, SliceRandom};

use crate::ai::{self, Level, Limits};
use crate::model::{Game, Point, Step};

/// How far from even (in evaluation points, about a third of an open three) a position may be
/// and still count as balanced.
pub const EVEN: i32 = 60;

/// What is asked of a player at one step of the opening.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage {
    /// The board is empty: place three stones.
    PlaceThree,
    /// Three stones are down (swap2's second player): take a colour or place two more.
    ChooseOrAdd,
    /// Take a colour: swap's second player after three stones, swap2's first after five.
    Choose,
}

impl Stage {
    /// The step of a swap opening decided as a whole now, if any: placing the three stones,
    /// or choosing. Stones of the opening another player began to place (before an undo, or in
    /// a saved game) are finished move by move, as moves.
    pub fn at(step: Step) -> Option<Stage> {
        match step {
            Step::Place { n: 1, of: 3, .. } => Some(Stage::PlaceThree),
            Step::Choose { add: true, .. } => Some(Stage::ChooseOrAdd),
            Step::Choose { add: false, .. } => Some(Stage::Choose),
            Step::Place { .. } | Step::Play => None,
        }
    }

    /// The stage of a swap2 opening with `stones` on the board, if the opening is still on.
    pub fn of_swap2(stones: usize) -> Option<Stage> {
        match stones {
            0 => Some(Stage::PlaceThree),
            3 => Some(Stage::ChooseOrAdd),
            5 => Some(Stage::Choose),
            _ => None,
        }
    }
}

/// A player's answer at one step. White is to move after three and after five stones, so
/// `Swap` means "I take black" and `Play` means "I take white, and this is my move".
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Decision {
    /// Stones to place in order: black, white, black at the start; white, black when adding.
    Place(Vec<Point>),
    /// Take black: the other player has white and plays the next move.
    Swap,
    /// Take white by playing this move.
    Play(Point),
}

/// The decision for `stage` in `game` within `limits`; the move that takes white is `level`'s.
/// `None` only when the board has no room for the stones asked for.
pub fn decide(game: &Game, stage: Stage, level: Level, limits: &Limits) -> Option<Decision> {
    let judge = Judge::new(limits);
    match stage {
        Stage::PlaceThree => place_three(game, &judge).map(Decision::Place),
        Stage::Choose => {
            let score = judge.score(game)?;
            Some(take(game, score >= 0, level, &judge))
        }
        Stage::ChooseOrAdd => choose_or_add(game, level, &judge),
    }
}

/// Plies of one look (hard's search stopped at four plies, whatever its own depth), and the
/// nodes that bound it: on some openings they end it at three.
const JUDGE_DEPTH: u32 = 4;
const JUDGE_NODES: u64 = 4_000;

/// The judge of openings: the mean of two fixed-depth looks (four plies of hard's search and
/// its threat search), one at the position and one after the best move in it, so that both
/// parities count. A single look's score swings by hundreds with the parity of its depth:
/// after an even number of plies the side to move seems far behind, after an odd number far
/// ahead.
/// Seeded and cut by nodes: the same position always gets the same score, whatever the load.
pub fn judge(game: &Game, limits: &Limits) -> Option<i32> {
    let fixed = Limits {
        // A safety net only: the node budget ends the look long before.
        time: Duration::from_secs(1),
        seed: Some(0),
        nodes: Some(JUDGE_NODES),
        depth: Some(JUDGE_DEPTH),
        threads: 1,
        // A judgement is not a move: whoever watches the progress hears only `take`'s search.
        progress: None,
        ..limits.clone()
    };
    let first = ai::analyse(game, Level::Hard, &fixed)?;
    let mut after = game.clone();
    if after.play(first.best).is_err() || after.is_over() {
        return Some(first.score);
    }
    let second = ai::analyse(&after, Level::Hard, &fixed).map_or(first.score, |a| -a.score);
    Some(((i64::from(first.score) + i64::from(second)) / 2) as i32)
}

/// Judgements within the decision's time: each gets a fair share of what is left.
struct Judge<'a> {
    limits: &'a Limits,
    deadline: Instant,
}

impl<'a> Judge<'a> {
    fn new(limits: &'a Limits) -> Judge<'a> {
        Judge {
            limits,
            deadline: Instant::now() + limits.time,
        }
    }

    fn out_of_time(&self) -> bool {
        self.limits.is_cancelled() || Instant::now() >= self.deadline
    }

    /// The score for the side to move. A judgement is cut by nodes, never by the clock (a
    /// look cut short would not reach its depth, and its score would not compare); a few tens
    /// of milliseconds each, so the caller stops starting new ones when the time is out.
    fn score(&self, game: &Game) -> Option<i32> {
        judge(game, self.limits)
    }

    /// What is left of the time, for a search that is not the move that takes white (that one
    /// alone reports its progress: see `take`).
    fn rest(&self) -> Limits {
        let mut limits = self.limits.clone();
        limits.progress = None;
        limits.time = self
            .deadline
            .saturating_duration_since(Instant::now())
            .max(Duration::from_millis(1));
        limits
    }
}

/// Take white with `level`'s move, or black.
fn take(game: &Game, white: bool, level: Level, judge: &Judge) -> Decision {
    let reporting = Limits {
        progress: judge.limits.progress.clone(),
        ..judge.rest()
    };
    match white
        .then(|| ai::best_move(game, level, &reporting))
        .flatten()
    {
        Some(p) => Decision::Play(p),
        None => Decision::Swap,
    }
}

/// The three opening stones whose position the judge rates closest to even, chosen at random
/// (seeded by the limits) among those within `EVEN` of the best, so that games vary.
fn place_three(game: &Game, judge: &Judge) -> Option<Vec<Point>> {
    let mut rng = judge.limits.rng();
    let mut shapes = three_stone_shapes(game);
    // In a random order: when time runs out first, the shapes judged are a fair sample.
    shapes.shuffle(&mut rng);
    let mut rated: Vec<(i32, Vec<Point>)> = Vec::new();
    for stones in &shapes {
        if judge.out_of_time() && !rated.is_empty() {
            break;
        }
        let Ok(after) = Game::from_moves(*game.rules(), stones) else {
            continue;
        };
        if after.is_over() {
            continue;
        }
        let off = judge.score(&after).map_or(i32::MAX, i32::saturating_abs);
        rated.push((off, stones.clone()));
    }
    let best = rated.iter().map(|r| r.0).min()?;
    let near: Vec<&Vec<Point>> = rated
        .iter()
        .filter(|(off, _)| *off <= best.saturating_add(EVEN))
        .map(|(_, stones)| stones)
        .collect();
    near.choose(&mut rng).map(|s| (*s).clone())
}

/// Black in the centre, white touching it (straight or diagonal), black within two points of
/// the centre: every such shape up to the mirror through the first two stones.
fn three_stone_shapes(game: &Game) -> Vec<Vec<Point>> {
    let board = game.board();
    let centre = board.center();
    let mut shapes = Vec::new();
    for white_step in [(0, 1), (1, 1)] {
        let Some(white) = board.step(centre, white_step, 1) else {
            continue;
        };
        for dr in -2..=2isize {
            for dc in -2..=2isize {
                // The mirror through centre and white swaps (dr, dc) with (dc, dr) for the
                // diagonal and negates dr for the straight step: keep one of each pair.
                let mirrored = if white_step == (1, 1) {
                    (dc, dr)
                } else {
                    (-dr, dc)
                };
                if mirrored < (dr, dc) {
                    continue;
                }
                let Some(black) = board.step(centre, (dr, dc), 1) else {
                    continue;
                };
                if black != centre && black != white {
                    shapes.push(vec![centre, white, black]);
                }
            }
        }
    }
    if shapes.is_empty() {
        // A board too small for the shapes: any three distinct points.
        let points: Vec<Point> = board.points().take(3).collect();
        if points.len() == 3 {
            shapes.push(points);
        }
    }
    shapes
}

/// Points tried for the fifth stone when two are added.
const BLACK_CANDIDATES: usize = 16;

/// A clear edge decides the colour; a balanced position is handed back with two more stones
/// that keep it balanced, so that the opponent has to choose without an easy answer.
fn choose_or_add(game: &Game, level: Level, judge: &Judge) -> Option<Decision> {
    let score = judge.score(game)?;
    if score.abs() > EVEN {
        return Some(take(game, score > 0, level, judge));
    }
    // White's stone where the judge would play it, then the black stone that leaves the
    // five-stone position closest to even.
    let white = ai::analyse(game, Level::Hard, &judge.rest())
        .map(|a| a.best)
        .filter(|&p| game.check(p).is_ok());
    let mut after_white = game.clone();
    let placed = white.is_some_and(|p| after_white.play(p).is_ok()) && !after_white.is_over();
    let mut best: Option<(i32, Point)> = None;
    let candidates = if placed {
        near_points(&after_white, BLACK_CANDIDATES)
    } else {
        Vec::new()
    };
    for &black in &candidates {
        if judge.out_of_time() {
            break;
        }
        let mut after = after_white.clone();
        if after.forbidden_at(black).is_some() || after.play(black).is_err() || after.is_over() {
            continue;
        }
        let Some(off) = judge.score(&after).map(i32::saturating_abs) else {
            continue;
        };
        if best.is_none_or(|(b, _)| off < b) {
            best = Some((off, black));
        }
    }
    Some(match (white, best) {
        (Some(white), Some((off, black))) if off <= EVEN => Decision::Place(vec![white, black]),
        _ => take(game, score >= 0, level, judge),
    })
}

/// Up to `count` empty points nearest the stones (by distance to the nearest stone, then to
/// the centre), where an opening stone is worth placing.
fn near_points(game: &Game, count: usize) -> Vec<Point> {
    let board = game.board();
    let stones: Vec<Point> = board.points().filter(|&p| board.get(p).is_some()).collect();
    let centre = board.center();
    let distance = |a: Point, b: Point| a.row.abs_diff(b.row).max(a.col.abs_diff(b.col));
    let mut points: Vec<(usize, usize, Point)> = board
        .empty_points()
        .map(|p| {
            let near = stones.iter().map(|&s| distance(p, s)).min().unwrap_or(0);
            (near, distance(p, centre), p)
        })
        .filter(|&(near, _, _)| near <= 2)
        .collect();
    points.sort();
    points.into_iter().take(count).map(|(_, _, p)| p).collect()
}

#[cfg(test)]
#[path = "swap2_tests.rs"]
mod tests;
