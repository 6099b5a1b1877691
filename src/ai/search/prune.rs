//! What the search may skip or shorten: reverse futility, the forced block at the leaves, the
//! depth a node's moves get, the reductions of late moves and the depth of their searches again,
//! with the move classes they rest on.

use super::order::cut_bonus;
use super::{HOLDS, HOLDS_DEPTH, Searcher, from_tt};
use crate::ai::MATE_BOUND;
use crate::ai::eval::C_FOUR;
use crate::ai::pattern::{FOUR, OPEN_FOUR, OPEN_THREE};
use crate::ai::tt::{Bound, Entry};

/// How far above alpha a reduced move's first look must come (more than this) for its full
/// search to go a ply deeper than the node's other moves: a late move that beats the best so
/// far by that much is likely the node's best, and its value is the one the node returns.
pub(super) const DEEPER: i32 = 200;

/// The depth a reduced move (`reduction` plies at first, which looked `look` against `alpha`)
/// is searched to again: the node's `child_depth`, a ply deeper where the look beat alpha by
/// more than `DEEPER`.
pub(super) fn full_depth(child_depth: i32, reduction: i32, look: i32, alpha: i32) -> i32 {
    child_depth + i32::from(reduction > 0 && look > alpha + DEEPER)
}

impl Searcher<'_> {
    /// Reverse futility: near the leaves, in a null window, a position whose value (the static
    /// value, refined by the table: `refined_value`) beats beta by a margin that grows with the
    /// depth left is taken to hold without a move, unless the opponent has a three or a four
    /// that could turn it around.
    pub(super) fn holds(&self, depth: i32, alpha: i32, beta: i32, value: i32) -> Option<i32> {
        if !self.style.prunes
            || beta - alpha != 1
            || depth > HOLDS_DEPTH
            || beta.abs() >= MATE_BOUND / 2
            || self.b.count_at_least(1 - self.b.side(), OPEN_FOUR) > 0
        {
            return None;
        }
        (value - HOLDS * depth >= beta).then_some(value)
    }

    /// The static value `value`, moved to the table's stored score where that score is a bound
    /// on the far side of it: a shallower search of this position (or its fours at a leaf) saw
    /// more than the evaluation does.
    pub(super) fn refined_value(&self, value: i32, entry: Option<Entry>, ply: usize) -> i32 {
        let Some(e) = entry else {
            return value;
        };
        let stored = from_tt(e.score, ply);
        if stored.abs() >= MATE_BOUND / 2 {
            return value;
        }
        match e.bound {
            Bound::Lower if stored > value => stored,
            Bound::Upper if stored < value => stored,
            Bound::Exact => stored,
            _ => value,
        }
    }

    /// The one point that stops the opponent's five, when the side to move must play it.
    /// Master's only (`prunes`): the levels below keep their searches.
    pub(super) fn forced_block(&self) -> Option<usize> {
        if !self.style.prunes || self.b.caro() {
            return None;
        }
        let me = self.b.side();
        self.b
            .five_point(1 - me)
            .filter(|&q| !self.b.forbidden(q, me))
    }

    /// Whether playing `m` neither makes nor stops a threat (a four or an open three).
    pub(super) fn quiet(&self, m: usize) -> bool {
        let me = self.b.side();
        self.b.level(m, me) < OPEN_THREE && self.b.level(m, 1 - me) < FOUR
    }

    /// Whether late move pruning and futility may skip `m`: a quiet move, or one whose only
    /// threat is to take the point of a lone four of the opponent's (no three or two beside it).
    /// That four forces nothing but its block, so taking its point first can wait; the block of
    /// an open three, or of a four that makes more, cannot.
    pub(super) fn prunable(&self, m: usize) -> bool {
        let me = self.b.side();
        self.b.level(m, me) < OPEN_THREE && self.b.class(m, 1 - me) <= C_FOUR
    }

    /// Whether playing `m` forces the reply at once: it makes a four, or it blocks a point where
    /// the opponent would make an open four.
    pub(super) fn forcing(&self, m: usize) -> bool {
        let me = self.b.side();
        self.b.level(m, me) >= FOUR || self.b.level(m, 1 - me) >= OPEN_FOUR
    }

    /// Whether playing `m` makes an open three or more for the side to move.
    pub(super) fn attacks(&self, m: usize) -> bool {
        self.b.level(m, self.b.side()) >= OPEN_THREE
    }

    /// The depth a node's moves are searched to. A forced reply costs no depth, so forcing
    /// lines are read to their end. A node off the principal variation that the table knows no
    /// move for is searched one ply shallower (internal iterative reduction): its ordering is a
    /// guess, and the next iteration finds it with a move. On the principal variation (`pv`,
    /// an open window) it is not: its values are the ones the root reports.
    pub(super) fn child_depth(
        &self,
        depth: i32,
        moves: usize,
        tt_move: Option<usize>,
        pv: bool,
    ) -> i32 {
        if moves == 1 {
            depth
        } else if self.style.prunes && tt_move.is_none() && depth >= 4 && !pv {
            depth - 2
        } else {
            depth - 1
        }
    }

    /// Late move reduction: how many plies less a move late in the ordering is first searched
    /// with; a full search follows only if that look says it might beat the best so far, a ply
    /// deeper if it beat it by far (`full_depth`). The later and the deeper, the more reduced;
    /// fours and blocks of open threes never are, and a move that makes or stops a three one
    /// ply less, and a move of the principal variation's nodes (an open window) one ply less
    /// too: their values are the ones the root reports. A three that follows the side's own
    /// three or four (a continued attack, `ply` the node's) is reduced a ply less again: threat
    /// sequences are how games are won. So is a quiet move whose cuts in this search add up to
    /// four at this depth.
    pub(super) fn reduction(&self, depth: i32, n: usize, m: usize, pv: bool, ply: usize) -> i32 {
        if depth < 3 || n < 2 || !self.style.prunes || self.forcing(m) {
            return 0;
        }
        let continued = ply >= 2 && self.attack[ply - 2] && self.attacks(m);
        let r = 1.0 + f64::from(depth).ln() * (n as f64).ln() / 1.25;
        let quiet = self.quiet(m);
        // A quiet move that has refuted others often in this search, as often as four cuts at
        // this depth, is likelier to refute here too.
        let proven = quiet && self.history[m] >= 4 * cut_bonus(depth);
        let r =
            r as i32 - i32::from(!quiet) - i32::from(pv) - i32::from(continued) - i32::from(proven);
        r.clamp(0, depth - 2)
    }
}
