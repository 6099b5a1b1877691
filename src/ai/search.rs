//! Iterative-deepening principal-variation search with aspiration windows at the root, a shared
//! transposition table, killer, countermove and history ordering, threat-restricted move lists,
//! reductions and pruning of late quiet moves, and at the leaves the block of a four and a short
//! search of continuous fours (a VCF, for master a quiescence search with a stand-pat value).
//! Master's static value is corrected by what the game's searches found it missed in positions
//! of the same threat signature and of the same shape around the last move (`correct`, kept
//! with the table), and its pruning reads the table's bound on a position where one lies beyond
//! that value.

use super::board::SearchBoard;
use super::clock::Clock;
use super::eval::Weights;
use super::pattern::{FIVE, FOUR, OPEN_FOUR};
use super::smp::Busy;
use super::threat::Threats;
use super::tt::{Bound, Entry, Table};
use super::{MATE_BOUND, WIN};

mod correct;
mod lines;
mod order;
mod prune;
mod quiesce;
mod root;

use prune::full_depth;
pub use root::RootResult;

const MAX_PLY: usize = 96;
/// Inside the tree (not at the root) the levels below master look at this many of a node's
/// best-ordered moves.
const WIDTH: usize = 20;
/// Master's width: it reduces and prunes late quiet moves, so a wider list costs it little.
const MASTER_WIDTH: usize = 28;
/// Continuous fours tried where the main search ends.
const LEAF_VCF: u32 = 3;
/// How far below alpha (by depth left) a position must be for its quiet moves to be pruned.
const FUTILITY: [i32; 5] = [0, 300, 700, 1200, 1800];
/// Quiet moves searched at most, by depth left (late move pruning).
const LATE_MOVES: [usize; 6] = [0, 4, 7, 10, 14, 19];
/// Depth left from which a thread defers a later move that another thread is searching.
const DEFER_DEPTH: i32 = 3;
/// How far above beta (per ply of depth left) a quiet position's static value must be for
/// the search to take it as holding without a move (reverse futility pruning).
const HOLDS: i32 = 400;
/// Deepest depth left at which reverse futility pruning applies.
const HOLDS_DEPTH: i32 = 4;

/// How a search plays: everything that differs between levels.
#[derive(Clone, Copy, Debug)]
pub struct Style {
    /// Every empty point at every node, no threat shortcuts that are not proofs: exact solving.
    pub full_width: bool,
    /// Sees opponent's open threes (an `Easy` weakness when false).
    pub sees_threes: bool,
    pub leaf_vcf: bool,
    /// Reduces and prunes late quiet moves. Only for a search that deepens until its time is
    /// up: it reaches deeper in the same time, while a search stopped at a fixed depth would
    /// only see less.
    pub prunes: bool,
    pub weights: &'static Weights,
}

/// What a search tells its caller after each finished iteration: its result and the nodes.
pub type Report<'a> = Box<dyn FnMut(&RootResult, u64) + 'a>;

pub struct Searcher<'a> {
    pub b: SearchBoard,
    tt: &'a Table,
    clock: &'a Clock,
    style: Style,
    pub nodes: u64,
    stopped: bool,
    next_check: u64,
    killers: Vec<[usize; 2]>,
    /// Per ply, whether the move being searched there makes an open three or more for its
    /// side: an attack the side follows up with a second one is read a ply deeper.
    attack: Vec<bool>,
    /// Inside a quiescence line, the fours it may still make (`quiesce`); none outside one.
    fours_left: Option<u32>,
    history: Vec<i32>,
    /// Per side to move and point of the opponent's last move, the move that last refuted it
    /// (the countermove): a reply that worked once against a move often works again.
    counters: Vec<usize>,
    /// Per ply, the node's move list, kept for the next node there (`node_moves`); and the
    /// scratch list their ordering keys are sorted in.
    lists: Vec<Vec<usize>>,
    keys: Vec<u64>,
    /// Told the result of each finished iteration and the nodes so far: for a caller that
    /// shows the search as it goes.
    pub report: Option<Report<'a>>,
    /// The positions other threads are searching now, when there are other threads.
    pub busy: Option<&'a Busy>,
}

fn to_tt(score: i32, ply: usize) -> i32 {
    if score > MATE_BOUND {
        score + ply as i32
    } else if score < -MATE_BOUND {
        score - ply as i32
    } else {
        score
    }
}

/// The stored score of a position, when its entry was searched at least `depth` deep and its
/// bound settles a search in the window (alpha, beta).
fn stored_cut(entry: Option<Entry>, depth: i32, ply: usize, alpha: i32, beta: i32) -> Option<i32> {
    let e = entry.filter(|e| e.depth >= depth)?;
    let s = from_tt(e.score, ply);
    let cuts = match e.bound {
        Bound::Exact => true,
        Bound::Lower => s >= beta,
        Bound::Upper => s <= alpha,
    };
    cuts.then_some(s)
}

/// What a search's best value says of a position searched in the window (alpha0, beta).
fn bound_of(best: i32, alpha0: i32, beta: i32) -> Bound {
    if best >= beta {
        Bound::Lower
    } else if best > alpha0 {
        Bound::Exact
    } else {
        Bound::Upper
    }
}

fn from_tt(score: i32, ply: usize) -> i32 {
    if score > MATE_BOUND {
        score - ply as i32
    } else if score < -MATE_BOUND {
        score + ply as i32
    } else {
        score
    }
}

impl<'a> Searcher<'a> {
    pub fn new(b: SearchBoard, tt: &'a Table, clock: &'a Clock, style: Style) -> Searcher<'a> {
        let cells = b.size();
        Searcher {
            b,
            tt,
            clock,
            style,
            nodes: 0,
            stopped: false,
            next_check: 0,
            killers: vec![[usize::MAX; 2]; MAX_PLY + 1],
            attack: vec![false; MAX_PLY + 1],
            fours_left: None,
            history: vec![0; cells],
            counters: vec![usize::MAX; 2 * cells],
            lists: vec![Vec::new(); MAX_PLY + 1],
            keys: Vec::new(),
            report: None,
            busy: None,
        }
    }

    fn out(&mut self) -> bool {
        if !self.stopped && self.clock.out(self.nodes, &mut self.next_check) {
            self.stopped = true;
        }
        self.stopped
    }

    /// Scores a position that needs no search: a win now, or a lost or won threat race.
    fn terminal(&self, ply: usize) -> Option<i32> {
        let me = self.b.side();
        let opp = 1 - me;
        let ply = ply as i32;
        if self.b.count_at_least(me, FIVE) > 0 {
            return Some(WIN - ply - 1);
        }
        if self.b.empties() == 0 {
            return Some(0);
        }
        // Under caro a block can turn the other winning point into a five blocked at both ends.
        if self.b.caro() {
            return None;
        }
        if self.b.count_at_least(opp, FIVE) >= 2 {
            return Some(-(WIN - ply - 2));
        }
        if self.b.cannot_block(me) {
            return Some(-(WIN - ply - 2));
        }
        if self.style.sees_threes
            && self.b.count_at_least(opp, FIVE) == 0
            && self.b.can_reach(me, OPEN_FOUR)
        {
            return Some(WIN - ply - 3);
        }
        None
    }

    /// The value where the main search ends: the static evaluation, or a win when the side to
    /// move has a short VCF (master reads its fours by `quiesce` instead). The VCF costs more
    /// than all the rest of the search's nodes together, so its answer goes into the table (as
    /// an exact value of depth 0) and is read from there when the position comes again.
    fn leaf(&mut self, ply: usize, alpha: i32, beta: i32) -> i32 {
        if !self.style.leaf_vcf || self.b.count_at_least(self.b.side(), FOUR) == 0 {
            return self.static_value();
        }
        if self.style.prunes {
            return self.quiesce(ply, alpha, beta);
        }
        let key = self.b.hash();
        let entry = self.tt.probe(key);
        if let Some(s) = stored_cut(entry, 0, ply, alpha, beta) {
            return s;
        }
        let clock = self.clock;
        let mut t = Threats::new(&mut self.b, clock);
        // Counted from the search's own total, so that the node budget bounds all the work.
        t.nodes = self.nodes;
        let found = t.vcf(LEAF_VCF).is_some();
        let complete = !t.stopped();
        self.nodes = t.nodes;
        let score = if found {
            WIN - ply as i32 - 2 * LEAF_VCF as i32 - 1
        } else {
            self.static_value()
        };
        if complete {
            self.store_leaf(key, entry, None, score, ply, Bound::Exact);
        }
        score
    }

    /// Keeps a leaf's value (depth 0) for when its position comes again, but never over an
    /// entry of this position (`entry`, as probed): a deeper one keeps its move.
    fn store_leaf(
        &self,
        key: u64,
        entry: Option<Entry>,
        mv: Option<usize>,
        score: i32,
        ply: usize,
        bound: Bound,
    ) {
        if entry.is_none() {
            self.tt.store(
                key,
                Entry {
                    mv,
                    score: to_tt(score, ply),
                    depth: 0,
                    bound,
                },
            );
        }
    }

    fn static_value(&self) -> i32 {
        self.judge().value
    }

    fn raw_value(&self) -> i32 {
        self.b
            .evaluate(self.style.weights)
            .clamp(-MATE_BOUND / 2, MATE_BOUND / 2)
    }

    fn search(&mut self, depth: i32, mut alpha: i32, beta: i32, ply: usize) -> i32 {
        self.nodes += 1;
        if self.out() {
            return 0;
        }
        if let Some(s) = self.terminal(ply) {
            return s;
        }
        if ply >= MAX_PLY {
            return self.leaf(ply, alpha, beta);
        }
        if depth <= 0 {
            // A four made on the last move is answered before the position is judged: the
            // static value would count the blocked side's tempo as its own.
            return match self.forced_block() {
                Some(q) => {
                    // The reply's node reads its fours from the table (`quiesce`).
                    self.tt.prefetch(self.b.hash_after(q));
                    self.b.make(q);
                    let s = -self.search(0, -beta, -alpha, ply + 1);
                    self.b.unmake();
                    s
                }
                None => self.leaf(ply, alpha, beta),
            };
        }
        let key = self.b.hash();
        let entry = self.tt.probe(key);
        if let Some(s) = stored_cut(entry, depth, ply, alpha, beta) {
            return s;
        }
        // Master's pruning and what it learns here read one value; the levels below do neither.
        let judged = if self.style.prunes {
            self.judge()
        } else {
            correct::Judged::default()
        };
        let value = self.refined_value(judged.value, entry, ply);
        if let Some(s) = self.holds(depth, alpha, beta, value) {
            return s;
        }
        let tt_move = entry.and_then(|e| e.mv);
        let moves = self.node_moves(ply, tt_move);
        let child_depth = self.child_depth(depth, moves.len(), tt_move, beta - alpha > 1);
        let alpha0 = alpha;
        let mut best = -WIN;
        let mut best_move = None;
        // Near the leaves, in a null window, quiet moves are pruned when the position is so far
        // below alpha that a quiet move cannot lift it (futility), and beyond the first few
        // (late move pruning): threats and blocks are never pruned, save the block of a lone
        // four (`prunable`).
        let prunes = self.style.prunes && beta - alpha == 1 && moves.len() > 1;
        let futile = prunes
            && (depth as usize) < FUTILITY.len()
            && value + FUTILITY[depth as usize] <= alpha;
        // A later move another thread is searching goes to the end of the list, with its place
        // in the order kept for its reduction (`n`): by then the table may hold its answer.
        let busy = self.busy.filter(|_| depth >= DEFER_DEPTH);
        let mut deferred: Vec<(usize, usize)> = Vec::new();
        let mut at = 0;
        while at < moves.len() + deferred.len() {
            let (n, m) = match moves.get(at) {
                Some(&m) => (at, m),
                None => deferred[at - moves.len()],
            };
            at += 1;
            if prunes && n > 0 && self.prunable(m) {
                if futile {
                    continue;
                }
                if (depth as usize) < LATE_MOVES.len() && n >= LATE_MOVES[depth as usize] {
                    continue;
                }
            }
            let reduction = self.reduction(depth, n, m, beta - alpha > 1, ply);
            self.attack[ply] = self.attacks(m);
            // Asked before the move is made, the child's bucket arrives while the board's
            // upkeep runs, instead of after it, when the child probes.
            let child = self.b.hash_after(m);
            if child_depth - reduction > 0 {
                self.tt.prefetch(child);
            }
            self.b.make(m);
            debug_assert_eq!(child, self.b.hash());
            if let Some(busy) = busy
                && n > 0
                && at <= moves.len()
                && busy.taken(child)
            {
                self.b.unmake();
                deferred.push((n, m));
                continue;
            }
            let marked = busy.is_some_and(|busy| busy.enter(child));
            let mut s;
            if n == 0 {
                s = -self.search(child_depth, -beta, -alpha, ply + 1);
            } else {
                s = -self.search(child_depth - reduction, -alpha - 1, -alpha, ply + 1);
                let full = full_depth(child_depth, reduction, s, alpha);
                if s > alpha && reduction > 0 && !self.stopped {
                    s = -self.search(full, -alpha - 1, -alpha, ply + 1);
                }
                if s > alpha && s < beta && !self.stopped {
                    s = -self.search(full, -beta, -alpha, ply + 1);
                }
            }
            self.b.unmake();
            if marked && let Some(busy) = busy {
                busy.leave(child);
            }
            if self.stopped {
                self.lists[ply] = moves;
                return 0;
            }
            if s > best {
                best = s;
                best_move = Some(m);
            }
            if s > alpha {
                alpha = s;
            }
            if alpha >= beta {
                self.learn_from_cut(m, depth, ply);
                break;
            }
        }
        self.lists[ply] = moves;
        let bound = bound_of(best, alpha0, beta);
        let best_quiet = best_move.is_none_or(|m| self.quiet(m));
        self.learn_correction(judged, best, best_quiet, bound, depth);
        self.tt.store(
            key,
            Entry {
                mv: best_move,
                score: to_tt(best, ply),
                depth,
                bound,
            },
        );
        best
    }
}

#[cfg(test)]
pub(crate) mod fixtures;
#[cfg(test)]
mod tests;
