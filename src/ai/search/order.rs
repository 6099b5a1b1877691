//! The order a node's moves are searched in, best first: the table's move, the killers, the
//! countermove, then the points by the threats they make and stop and by their history; and
//! what a cut teaches the ordering.

use super::{MASTER_WIDTH, MAX_PLY, Searcher, WIDTH};
use crate::ai::pattern::{FOUR, OPEN_FOUR, value};

impl Searcher<'_> {
    /// Ordering value of cell `i` for the side to move: own threats first, then blocks.
    pub(super) fn order_value(&self, i: usize) -> i32 {
        let me = self.b.side();
        value(self.b.pats(i, me)) * 3 / 2 + value(self.b.pats(i, 1 - me)) + self.history[i] / 64
    }

    /// Where the countermove to the last move is kept, for the side to move.
    fn counter_slot(&self) -> Option<usize> {
        let cells = self.b.size();
        self.b.last().map(|i| self.b.side() * cells + i)
    }

    /// What a cut by `m` at `depth` teaches the ordering: `m` becomes a killer at its ply and
    /// the countermove of the last move, and its history grows with the depth it cut at.
    pub(super) fn learn_from_cut(&mut self, m: usize, depth: i32, ply: usize) {
        let k = &mut self.killers[ply.min(MAX_PLY)];
        if k[0] != m {
            k[1] = k[0];
            k[0] = m;
        }
        self.history[m] += cut_bonus(depth);
        self.remember_counter(m);
    }

    /// Keeps `m`, which refuted the last move, as that move's countermove.
    pub(super) fn remember_counter(&mut self, m: usize) {
        if let Some(k) = self.counter_slot() {
            self.counters[k] = m;
        }
    }

    /// The moves worth searching, best first.
    pub fn moves(&self, ply: usize, tt_move: Option<usize>) -> Vec<usize> {
        let mut moves = Vec::new();
        self.moves_into(ply, tt_move, &mut Vec::new(), &mut moves);
        moves
    }

    /// A node's moves, in the list kept for its ply: the search hands it back there
    /// (`lists`) when the node ends, so that no node allocates one.
    pub(super) fn node_moves(&mut self, ply: usize, tt_move: Option<usize>) -> Vec<usize> {
        let mut moves = std::mem::take(&mut self.lists[ply]);
        let mut keys = std::mem::take(&mut self.keys);
        self.moves_into(ply, tt_move, &mut keys, &mut moves);
        self.keys = keys;
        moves
    }

    /// `moves` into `out`, with `keys` as scratch: the search's nodes reuse both lists instead
    /// of allocating two a node.
    fn moves_into(
        &self,
        ply: usize,
        tt_move: Option<usize>,
        keys: &mut Vec<u64>,
        out: &mut Vec<usize>,
    ) {
        out.clear();
        keys.clear();
        let b = &self.b;
        let me = b.side();
        let opp = 1 - me;
        let killers = self.killers[ply.min(MAX_PLY)];
        let counter = self.counter_slot().map(|k| self.counters[k]);
        let score = |i: usize| {
            let bonus = if Some(i) == tt_move {
                1 << 28
            } else if killers.contains(&i) {
                1 << 20
            } else if Some(i) == counter {
                1 << 19
            } else {
                0
            };
            order_key(bonus + self.order_value(i), i)
        };
        if let Some(q) = b.five_point(opp)
            && !b.caro()
            && !b.forbidden(q, me)
        {
            // Anything else loses at once (under caro a far stone may also spoil the five).
            // A five black may not block is lost whatever it plays: any legal move will do.
            out.push(q);
            return;
        } else if self.style.full_width {
            keys.extend(
                b.all_cells()
                    .filter(|&i| b.is_empty(i) && !b.forbidden(i, me))
                    .map(score),
            );
        } else if self.style.sees_threes && b.count_at_least(opp, OPEN_FOUR) > 0 {
            let mut l = b.cells_at_least(me, FOUR);
            l.extend(b.cells_at_least(opp, FOUR));
            l.sort_unstable();
            l.dedup();
            keys.extend(l.into_iter().filter(|&i| !b.forbidden(i, me)).map(score));
        } else if b.stones() == 0 {
            out.push(b.index(crate::model::Point::new(b.rows / 2, b.cols / 2)));
            return;
        } else {
            // The node's hottest loop: scored as found, with no list in between.
            b.scan_near_stones(|i| {
                if b.is_empty(i) && b.near(i) && !b.forbidden(i, me) {
                    keys.push(score(i));
                }
                true
            });
        }
        // Only the first `width` are kept inside the tree: those are picked, then sorted (the keys
        // are distinct, so the order is the full sort's).
        let width = if self.style.prunes {
            MASTER_WIDTH
        } else {
            WIDTH
        };
        if ply > 0 && !self.style.full_width && keys.len() > width {
            keys.select_nth_unstable(width - 1);
            keys.truncate(width);
        }
        keys.sort_unstable();
        out.extend(keys.iter().map(|&key| cell_of(key)));
    }
}

/// `cells` best first by `score`, ties to the lower cell: the order every list of moves is
/// searched in (the node's own list sorts its keys itself, to keep only the best).
pub(super) fn best_first(
    cells: impl IntoIterator<Item = usize>,
    mut score: impl FnMut(usize) -> i32,
) -> Vec<usize> {
    let mut keys: Vec<u64> = cells.into_iter().map(|i| order_key(score(i), i)).collect();
    keys.sort_unstable();
    keys.into_iter().map(cell_of).collect()
}

/// One number that sorts as (-`score`, `i`) does, best first: the score's order reversed in
/// the high half, the cell in the low. Whole numbers compare faster than pairs.
fn order_key(score: i32, i: usize) -> u64 {
    let reversed = !((score as u32) ^ (1 << 31));
    u64::from(reversed) << 32 | i as u64
}

/// The cell an `order_key` was made for.
fn cell_of(key: u64) -> usize {
    key as u32 as usize
}

/// What one cut at `depth` adds to the cutting move's history: deep cuts weigh more, as they
/// refute more of the tree.
pub(super) fn cut_bonus(depth: i32) -> i32 {
    depth * depth
}

#[cfg(test)]
mod tests {
    use super::{best_first, cell_of, order_key};

    #[test]
    fn order_keys_sort_the_highest_score_first_and_ties_by_the_lower_cell() {
        let pairs = [
            (5, 9),
            (-3, 1),
            (i32::MAX, 4),
            (i32::MIN, 0),
            (5, 2),
            (0, 7),
            (1 << 28, 300),
            (-1, 6),
        ];
        let mut by_pairs = pairs.to_vec();
        by_pairs.sort_by_key(|&(s, i)| (-i64::from(s), i));
        let mut by_keys = pairs.to_vec();
        by_keys.sort_by_key(|&(s, i)| order_key(s, i));
        assert_eq!(by_keys, by_pairs);
        assert!(by_keys.iter().all(|&(s, i)| cell_of(order_key(s, i)) == i));
        let score = |i: usize| pairs.iter().find(|&&(_, c)| c == i).map_or(0, |&(s, _)| s);
        let cells: Vec<usize> = by_pairs.iter().map(|&(_, i)| i).collect();
        assert_eq!(best_first(pairs.iter().map(|&(_, i)| i), score), cells);
    }
}
