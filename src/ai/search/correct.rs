//! Correction history: the static value corrected by what searches found it missed in
//! positions of the same kind. The evaluation weighs each class of point on its own; how much
//! an open three beside two threes-plus is worth, against an opponent's four, is not the sum
//! of their weights, and differs from game to game. Positions are grouped by their threat
//! signature (how many points of each class from two-two to four-three each side has), and
//! each group keeps a running mean of search value less static value. A second group, by the
//! shape around the last move (the stones two steps either way along its lines), learns what
//! the signature's correction still leaves: the signature counts threats, the shape sees how
//! the last stone sits among its neighbours, which no count does. The groups live in the
//! transposition table, so a search's threads share them and a table kept for a game keeps
//! them from move to move.

use super::Searcher;
use crate::ai::MATE_BOUND;
use crate::ai::board::{EMPTY, WALL};
use crate::ai::eval::{C_FOUR_THREE, C_TWO_TWO};
use crate::ai::pattern::FIVE;
use crate::ai::tt::{Bound, CORRECTION_GROUPS};

/// Groups of each kind: the signature, or the shape, hashed down to this many bits (the
/// table's groups are the two kinds' halves).
const CORRECTION_BITS: u32 = CORRECTION_GROUPS.trailing_zeros() - 1;
/// Fixed-point scale of a group's mean, so that small steps are kept.
const GRAIN: i32 = 256;
/// The largest correction of each group, in evaluation units: a little over an open three's
/// weight.
const LIMIT: i32 = 1000;

/// A position's static value, as evaluated (`raw`) and as corrected (`value`), and the two
/// groups it learns into.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct Judged {
    raw: i32,
    pub(super) value: i32,
    /// The position's group by its threat signature, in the table's first half.
    group: usize,
    /// The position's group by the shape around the last move, in the table's second half.
    shape: usize,
    /// The static value corrected by the signature's group alone: what the shape's group
    /// learns to correct further.
    by_signature: i32,
}

/// A group's key spread over the `CORRECTION_BITS` bits of its kind's half of the groups
/// (Fibonacci hashing: the top bits of the key times the golden ratio).
fn hashed_down(key: u64) -> usize {
    (key.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> (64 - CORRECTION_BITS)) as usize
}

impl Searcher<'_> {
    /// The position's group: the counts of its threat classes, each capped at 3, for the
    /// side to move and for its opponent.
    fn signature(&self) -> usize {
        let me = self.b.side();
        let mut key: u64 = 0;
        for side in [me, 1 - me] {
            let counts = self.b.class_counts(side);
            for &n in &counts[C_TWO_TWO as usize..=C_FOUR_THREE as usize] {
                key = key << 2 | u64::from(n.min(3));
            }
        }
        hashed_down(key)
    }

    /// The position's group by the shape around the last move: the stones two steps either
    /// way along its four lines, seen from the side to move.
    fn shape_signature(&self) -> usize {
        let Some(last) = self.b.last() else {
            return 1 << CORRECTION_BITS;
        };
        let me = self.b.side() as u8 + 1;
        let mut key: u64 = 0;
        for &d in &self.b.dirs {
            for step in [-2isize, -1, 1, 2] {
                let c = self.b.cell(last.wrapping_add_signed(d * step));
                let code = match c {
                    EMPTY => 0,
                    WALL => 3,
                    c if c == me => 1,
                    _ => 2,
                };
                key = key << 2 | code;
            }
        }
        (1 << CORRECTION_BITS) + hashed_down(key)
    }

    /// The node's static value as evaluated and as corrected, with its group: worked out once
    /// for the node's pruning and for what it learns at its end.
    pub(super) fn judge(&self) -> Judged {
        let raw = self.raw_value();
        if !self.style.prunes {
            return Judged {
                raw,
                value: raw,
                ..Judged::default()
            };
        }
        let group = self.signature();
        let shape = self.shape_signature();
        let by_signature = raw + self.tt.correction(group) / GRAIN;
        Judged {
            raw,
            value: by_signature + self.tt.correction(shape) / GRAIN,
            group,
            shape,
            by_signature,
        }
    }

    /// Moves the position's groups towards what a search of `depth` plies found (`best`, of
    /// bound `bound`): the signature's group against the uncorrected static value, the shape's
    /// against the value the signature's corrects (`judged`, before the search). Only
    /// where the search's value says more than the static value could: not at a forced block,
    /// not where a threat or a block was best (those are the search's, not the evaluation's),
    /// and not where the bound leaves the value on the corrected value's side.
    pub(super) fn learn_correction(
        &mut self,
        judged: Judged,
        best: i32,
        best_quiet: bool,
        bound: Bound,
        depth: i32,
    ) {
        if !self.style.prunes
            || best.abs() >= MATE_BOUND / 2
            || !best_quiet
            || self.b.count_at_least(1 - self.b.side(), FIVE) > 0
        {
            return;
        }
        let beside = match bound {
            Bound::Lower => best <= judged.value,
            Bound::Upper => best >= judged.value,
            Bound::Exact => false,
        };
        if beside {
            return;
        }
        let weight = (depth + 1).min(16);
        for (group, from) in [
            (judged.group, judged.raw),
            (judged.shape, judged.by_signature),
        ] {
            let target = (best - from).clamp(-LIMIT, LIMIT) * GRAIN;
            let cell = self.tt.correction(group);
            self.tt
                .set_correction(group, (cell * (256 - weight) + target * weight) / 256);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::fixtures::{MASTER, board, cell, minute};
    use super::super::{Searcher, Style};
    use super::*;
    use crate::ai::tt::Table;

    /// A quiet position: nobody has a four to make or to stop.
    const QUIET: &str = "H8 I9 H9 H10 G9 I8";
    /// White has just made a four, which black must block.
    const FOUR_TO_BLOCK: &str = "H8 A1 I8 A2 J8 A3 B15 A4";

    /// The corrections the position's two groups hold, whatever the style.
    fn corrections(s: &Searcher) -> [i32; 2] {
        [s.signature(), s.shape_signature()].map(|g| s.tt.correction(g) / GRAIN)
    }

    /// The position's whole correction.
    fn correction(s: &Searcher) -> i32 {
        corrections(s).iter().sum()
    }

    fn learn(moves: &str, style: Style, raw_to_best: i32, quiet: bool, bound: Bound) -> i32 {
        let (tt, clock) = (Table::new(1 << 10), minute());
        let mut s = Searcher::new(board(moves), &tt, &clock, style);
        let judged = s.judge();
        s.learn_correction(judged, judged.raw + raw_to_best, quiet, bound, 8);
        correction(&s)
    }

    #[test]
    fn a_quiet_search_value_above_the_static_value_raises_the_correction_part_way() {
        let c = learn(QUIET, MASTER, 500, true, Bound::Exact);
        assert!(c > 0 && c < 500, "a step towards 500, not all of it: {c}");
        assert!(learn(QUIET, MASTER, -500, true, Bound::Exact) < 0);
    }

    #[test]
    fn repeated_lessons_reach_the_search_value_but_never_pass_the_limit() {
        let (tt, clock) = (Table::new(1 << 10), minute());
        let mut s = Searcher::new(board(QUIET), &tt, &clock, MASTER);
        let raw = s.raw_value();
        for _ in 0..200 {
            s.learn_correction(s.judge(), raw + 300, true, Bound::Exact, 12);
        }
        assert!((295..=300).contains(&correction(&s)), "{}", correction(&s));
        for _ in 0..400 {
            s.learn_correction(s.judge(), raw - 50_000, true, Bound::Exact, 12);
        }
        for c in corrections(&s) {
            assert!((-LIMIT..-LIMIT + 5).contains(&c), "held at the limit: {c}");
        }
        assert_eq!(s.static_value(), raw + correction(&s));
    }

    #[test]
    fn the_shape_group_learns_what_the_signature_group_leaves() {
        let (tt, clock) = (Table::new(1 << 10), minute());
        let mut s = Searcher::new(board(QUIET), &tt, &clock, MASTER);
        let raw = s.raw_value();
        let judged = s.judge();
        s.learn_correction(judged, raw + 600, true, Bound::Exact, 15);
        let [by_signature, by_shape] = corrections(&s);
        assert_eq!(by_signature, by_shape, "both start from nothing");
        // Once the signature's group has all of it, the shape's group has nothing left to learn.
        let (group, shape) = (s.signature(), s.shape_signature());
        s.tt.set_correction(group, 600 * GRAIN);
        s.tt.set_correction(shape, 0);
        s.learn_correction(s.judge(), raw + 600, true, Bound::Exact, 15);
        assert_eq!(corrections(&s)[1], 0);
    }

    #[test]
    fn positions_share_a_shape_group_when_the_last_stone_has_the_same_neighbours() {
        let (tt, clock) = (Table::new(1 << 10), minute());
        // The group after black plays H8 in the search, with `moves` on the board before it.
        let shape = |moves: &str| {
            let b = board(moves);
            let h8 = cell(&b, "H8");
            let mut s = Searcher::new(b, &tt, &clock, MASTER);
            s.b.make(h8);
            s.shape_signature()
        };
        // The same stones around the last move, a different stone far from it.
        assert_eq!(shape("A1 G8"), shape("O15 G8"));
        // A stone beside the last move changes its shape; so does whose it is.
        assert_ne!(shape("A1 G8"), shape("A1 G7"));
        assert_ne!(shape("G8 A1"), shape("A1 G8"));
    }

    #[test]
    fn a_search_on_the_same_table_starts_from_what_the_one_before_learnt() {
        let (tt, clock) = (Table::new(1 << 10), minute());
        let mut first = Searcher::new(board(QUIET), &tt, &clock, MASTER);
        let judged = first.judge();
        first.learn_correction(judged, judged.raw + 500, true, Bound::Exact, 12);
        let learnt = correction(&first);
        assert!(learnt > 0);
        // The next move's search of a game keeps the table, and with it the correction.
        let next = Searcher::new(board(QUIET), &tt, &clock, MASTER);
        assert_eq!(correction(&next), learnt);
        let (fresh, clock) = (Table::new(1 << 10), minute());
        assert_eq!(
            correction(&Searcher::new(board(QUIET), &fresh, &clock, MASTER)),
            0
        );
    }

    #[test]
    fn threats_forced_blocks_and_the_levels_below_master_teach_nothing() {
        assert_eq!(
            learn(QUIET, MASTER, 500, false, Bound::Exact),
            0,
            "a threat"
        );
        assert_eq!(learn(FOUR_TO_BLOCK, MASTER, 500, true, Bound::Exact), 0);
        let hard = Style {
            prunes: false,
            ..MASTER
        };
        assert_eq!(learn(QUIET, hard, 500, true, Bound::Exact), 0);
    }

    #[test]
    fn a_bound_on_the_static_values_side_teaches_nothing() {
        // A fail-high below the static value, or a fail-low above it, says nothing of it.
        assert_eq!(learn(QUIET, MASTER, -200, true, Bound::Lower), 0);
        assert_eq!(learn(QUIET, MASTER, 200, true, Bound::Upper), 0);
        assert!(learn(QUIET, MASTER, 200, true, Bound::Lower) > 0);
        assert!(learn(QUIET, MASTER, -200, true, Bound::Upper) < 0);
    }
}
