//! Where master's main search ends with fours to play: a quiescence search of continuous fours
//! with a stand-pat value. The side to move may stop at its static value or make a four; the
//! block is forced, and the side moves again. A line of fours then counts for what it leaves
//! behind, not only for a five at its end, which is all a VCF's yes or no can tell.

use super::order::best_first;
use super::{LEAF_VCF, Searcher, bound_of, stored_cut};
use crate::ai::pattern::FOUR;

impl Searcher<'_> {
    /// The value of a leaf whose side to move has a four to make, within the window
    /// (alpha, beta): the better of its static value and its fours' (at most `LEAF_VCF` of them
    /// along a line, the blocks in between forced).
    pub(super) fn quiesce(&mut self, ply: usize, mut alpha: i32, beta: i32) -> i32 {
        let stand = self.static_value();
        if stand >= beta {
            return stand;
        }
        let left = self.fours_left.unwrap_or(LEAF_VCF);
        if left == 0 {
            return stand;
        }
        let key = self.b.hash();
        let entry = self.tt.probe(key);
        if let Some(s) = stored_cut(entry, 0, ply, alpha, beta) {
            return s;
        }
        let me = self.b.side();
        let fours = best_first(
            self.b
                .cells_at_least(me, FOUR)
                .into_iter()
                .filter(|&m| !self.b.forbidden(m, me)),
            |m| self.order_value(m),
        );
        let alpha0 = alpha.max(stand);
        alpha = alpha0;
        let (mut best, mut best_move) = (stand, None);
        let outer = self.fours_left.replace(left - 1);
        for m in fours {
            self.b.make(m);
            // The opponent's node blocks (the main search's forced block where it ends), and
            // this side's next node comes back here with one four fewer.
            let s = -self.search(0, -beta, -alpha, ply + 1);
            self.b.unmake();
            if self.stopped {
                break;
            }
            if s > best {
                best = s;
                best_move = Some(m);
            }
            alpha = alpha.max(s);
            if alpha >= beta {
                break;
            }
        }
        self.fours_left = outer;
        if self.stopped {
            return 0;
        }
        self.store_leaf(
            key,
            entry,
            best_move,
            best,
            ply,
            bound_of(best, alpha0, beta),
        );
        best
    }
}
