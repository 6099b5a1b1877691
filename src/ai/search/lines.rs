//! Several best lines at once (multi-PV), for analysis: each iteration searches the root
//! moves for the best, then again without it for the second, and so on, every line with a full
//! window so that each score is exact, not only a bound. Slower than the single line the game
//! plays with, which is why only analysis asks for it.

use super::Searcher;
use super::order::best_first;
use super::root::RootResult;
use crate::ai::{MATE_BOUND, WIN};

impl Searcher<'_> {
    /// Iterative deepening over `root` up to `max_depth`, keeping the `lines` best moves; after
    /// every finished iteration `report` gets them, best first. The last finished iteration's
    /// lines are returned (empty if not even the first finished).
    pub fn iterate_lines(
        &mut self,
        mut root: Vec<usize>,
        max_depth: i32,
        lines: usize,
        report: &mut dyn FnMut(&[RootResult], u64),
    ) -> Vec<RootResult> {
        root = best_first(root, |i| self.order_value(i));
        let lines = lines.clamp(1, root.len().max(1));
        let mut done: Vec<RootResult> = Vec::new();
        for depth in 1..=max_depth {
            let mut found: Vec<RootResult> = Vec::with_capacity(lines);
            let mut rest = root.clone();
            while found.len() < lines && !rest.is_empty() {
                let Some((score, mv)) = self.root_pass(&rest, depth, -WIN, WIN) else {
                    break;
                };
                if self.stopped {
                    break;
                }
                rest.retain(|&m| m != mv);
                found.push(RootResult {
                    best: mv,
                    score,
                    depth: depth as u32,
                    pv: self.pv(mv, depth as usize),
                });
            }
            if self.stopped {
                break;
            }
            found.sort_by_key(|r| -r.score);
            // The lines go first in the next iteration, in their order, then the rest.
            for r in found.iter().rev() {
                root.retain(|&m| m != r.best);
                root.insert(0, r.best);
            }
            report(&found, self.nodes);
            let settled = found.first().is_some_and(|r| r.score.abs() > MATE_BOUND);
            done = found;
            if settled || depth >= self.b.empties() as i32 {
                break;
            }
        }
        done
    }
}
