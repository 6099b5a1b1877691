//! The root of the search: iterative deepening with aspiration windows, one pass over the
//! root moves per iteration, and the principal variation read back from the table.

use rand::Rng;

use super::Searcher;
use super::order::best_first;
use crate::ai::{MATE_BOUND, WIN};

/// Half-width of the root's first window around the last iteration's score.
const ASPIRATION: i32 = 300;

#[derive(Clone, Debug)]
pub struct RootResult {
    pub best: usize,
    pub score: i32,
    pub depth: u32,
    pub pv: Vec<usize>,
}

/// An aspiration bound, open once it reaches the scores of won and lost positions.
fn widened(bound: i32) -> i32 {
    if bound.abs() >= MATE_BOUND / 2 {
        bound.signum() * WIN
    } else {
        bound
    }
}

/// Puts `m` first among the root moves, the rest in their order: the best move so far is
/// searched first, with the full window.
fn to_front(root: &mut Vec<usize>, m: usize) {
    root.retain(|&i| i != m);
    root.insert(0, m);
}

impl Searcher<'_> {
    /// Iterative deepening over `root` (best first) up to `max_depth`; `None` if not even the
    /// first iteration finished. `noise` adds a random tie-break to the first ordering.
    pub fn iterate(
        &mut self,
        mut root: Vec<usize>,
        first_depth: i32,
        max_depth: i32,
        step: usize,
        rng: &mut impl Rng,
        noise: i32,
    ) -> Option<RootResult> {
        root = best_first(root, |i| self.order_value(i) + rng.random_range(0..=noise));
        let mut result: Option<RootResult> = None;
        let exact_at = self.b.empties() as i32;
        for depth in (first_depth..=max_depth).step_by(step) {
            // Aspiration: a window around the last score. A side that fails is widened step
            // by step from the score it failed with, and a move that failed high goes first
            // in the next pass: a wide-open window costs as much as no window at all.
            let (mut lo, mut hi) = match &result {
                Some(r) if depth >= 5 && r.score.abs() < MATE_BOUND / 2 => {
                    (r.score - ASPIRATION, r.score + ASPIRATION)
                }
                _ => (-WIN, WIN),
            };
            let mut delta = ASPIRATION;
            let best = loop {
                let best = self.root_pass(&root, depth, lo, hi);
                tracing::trace!(depth, lo, hi, score = ?best, nodes = self.nodes, "root pass");
                delta *= 2;
                match best {
                    _ if self.stopped => break best,
                    Some((s, _)) if s <= lo && lo > -WIN => lo = widened(s - delta),
                    Some((s, m)) if s >= hi && hi < WIN => {
                        hi = widened(s + delta);
                        to_front(&mut root, m);
                    }
                    _ => break best,
                }
            };
            if self.stopped {
                // A move that beat the finished iteration's choice is kept.
                if let (Some((s, m)), Some(r)) = (best, result.as_mut())
                    && s > r.score
                    && m != r.best
                {
                    r.best = m;
                    r.score = s;
                    r.pv = vec![m];
                }
                break;
            }
            let Some((score, mv)) = best else { break };
            tracing::debug!(depth, score, nodes = self.nodes, step, "iteration");
            to_front(&mut root, mv);
            result = Some(RootResult {
                best: mv,
                score,
                depth: depth as u32,
                pv: self.pv(mv, depth as usize),
            });
            if let (Some(report), Some(r)) = (&mut self.report, &result) {
                report(r, self.nodes);
            }
            if score.abs() > MATE_BOUND || depth >= exact_at {
                break;
            }
        }
        result
    }

    /// One pass over the root moves at `depth` within (`alpha`, `beta`): the best move and its
    /// score, cut short when a move reaches `beta` or the time is up.
    pub(super) fn root_pass(
        &mut self,
        root: &[usize],
        depth: i32,
        mut alpha: i32,
        beta: i32,
    ) -> Option<(i32, usize)> {
        let mut best: Option<(i32, usize)> = None;
        for (n, &m) in root.iter().enumerate() {
            // Late root moves get a reduced look first, as inside the tree, one ply less
            // reduced: the root's choice is the move actually played.
            let r = (self.reduction(depth, n, m, false, 0) - 1).max(0);
            self.attack[0] = self.attacks(m);
            self.b.make(m);
            let mut s = if n == 0 {
                -self.search(depth - 1, -beta, -alpha, 1)
            } else {
                let mut s = -self.search(depth - 1 - r, -alpha - 1, -alpha, 1);
                if s > alpha && r > 0 && !self.stopped {
                    s = -self.search(depth - 1, -alpha - 1, -alpha, 1);
                }
                if s > alpha && s < beta && !self.stopped {
                    -self.search(depth - 1, -beta, -alpha, 1)
                } else {
                    s
                }
            };
            self.b.unmake();
            if self.stopped {
                s = -WIN;
            }
            if s > alpha || best.is_none() {
                alpha = alpha.max(s);
                best = Some((s, m));
            }
            if self.stopped || alpha >= beta {
                break;
            }
        }
        best
    }

    /// The principal variation from the table, starting with `first`.
    pub(super) fn pv(&mut self, first: usize, max: usize) -> Vec<usize> {
        let mut line = vec![first];
        self.b.make(first);
        while line.len() < max {
            if let Some(w) = self.b.five_point(self.b.side()) {
                line.push(w);
                break;
            }
            match self.tt.probe(self.b.hash()).and_then(|e| e.mv) {
                Some(m) if m < self.b.size() && self.b.is_empty(m) && self.b.empties() > 1 => {
                    line.push(m);
                    self.b.make(m);
                }
                _ => break,
            }
        }
        // The winning move at the end was not played on the board.
        let played = if line.len() > 1 && self.b.is_empty(line[line.len() - 1]) {
            line.len() - 1
        } else {
            line.len()
        };
        for _ in 0..played {
            self.b.unmake();
        }
        line
    }
}
