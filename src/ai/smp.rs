//! Lazy SMP: helper threads search the same root on the shared table at staggered depths, and
//! the deepest finished iteration of any thread is the answer (the main thread's on a tie, or
//! when it proved a win). The threads mark the positions they are searching, and one that
//! meets another's as a later move searches it last (`Busy`). The helpers start before the
//! threat searches, which run on one thread: the other cores fill the table meanwhile instead
//! of waiting.

use std::sync::atomic::{AtomicU64, Ordering};
use std::thread::{Scope, ScopedJoinHandle};

use super::MATE_BOUND;
use super::board::SearchBoard;
use super::clock::Clock;
use super::search::{RootResult, Searcher, Style};
use super::tt::Table;

/// The positions the threads of one search are in the middle of searching, so that a thread
/// that meets one as a later move defers it and searches its other moves first (ABDADA's
/// idea): two threads on the same subtree would do the same work twice, while after the
/// other thread is done the deferred move is read from the table.
pub struct Busy {
    slots: Box<[AtomicU64]>,
}

/// Slots of the busy table: far more than the positions in search at once (a few per ply and
/// thread), so that collisions are rare; a collision only defers a move or marks nothing.
const BUSY_SLOTS: usize = 1 << 12;

impl Default for Busy {
    fn default() -> Busy {
        Busy::new()
    }
}

impl Busy {
    pub fn new() -> Busy {
        Busy {
            slots: (0..BUSY_SLOTS).map(|_| AtomicU64::new(0)).collect(),
        }
    }

    fn slot(&self, key: u64) -> &AtomicU64 {
        &self.slots[key as usize & (BUSY_SLOTS - 1)]
    }

    /// Whether another thread is searching the position with this key.
    pub fn taken(&self, key: u64) -> bool {
        self.slot(key).load(Ordering::Relaxed) == key
    }

    /// Marks the position as being searched; false when its slot is held by another position
    /// (or by this one), and then nothing is to be released.
    pub fn enter(&self, key: u64) -> bool {
        self.slot(key)
            .compare_exchange(0, key, Ordering::Relaxed, Ordering::Relaxed)
            .is_ok()
    }

    /// Releases a mark made by `enter`.
    pub fn leave(&self, key: u64) {
        self.slot(key).store(0, Ordering::Relaxed);
    }
}

/// A helper's finished iteration (if any) and the nodes it visited.
type Found = (Option<RootResult>, u64);

/// The helper threads of one search. Dropping the pool stops them; the scope joins them.
pub struct Pool<'scope, 'env> {
    scope: &'scope Scope<'scope, 'env>,
    tt: &'scope Table,
    busy: &'scope Busy,
    /// The helpers' own clock: stopping them does not stop the caller's work.
    clock: &'scope Clock,
    style: Style,
    max_depth: i32,
    seeds: Vec<u64>,
    running: Vec<ScopedJoinHandle<'scope, Found>>,
    /// Nodes of helpers stopped by a restart.
    discarded: u64,
}

impl<'scope, 'env> Pool<'scope, 'env> {
    /// Starts one helper per seed on `root` (best first). `clock` must be the helpers' own
    /// (see `Clock::branch`).
    #[allow(clippy::too_many_arguments)]
    pub fn start(
        scope: &'scope Scope<'scope, 'env>,
        tt: &'scope Table,
        busy: &'scope Busy,
        clock: &'scope Clock,
        b: &SearchBoard,
        root: &[usize],
        style: Style,
        max_depth: i32,
        seeds: Vec<u64>,
    ) -> Pool<'scope, 'env> {
        let mut pool = Pool {
            scope,
            tt,
            busy,
            clock,
            style,
            max_depth,
            seeds,
            running: Vec::new(),
            discarded: 0,
        };
        pool.spawn(b, root);
        pool
    }

    fn spawn(&mut self, b: &SearchBoard, root: &[usize]) {
        let (tt, busy, clock) = (self.tt, self.busy, self.clock);
        let (style, max_depth) = (self.style, self.max_depth);
        self.running = self
            .seeds
            .iter()
            .enumerate()
            .map(|(n, &seed)| {
                let (b, root) = (b.clone(), root.to_vec());
                self.scope.spawn(move || {
                    let mut s = Searcher::new(b, tt, clock, style);
                    s.busy = Some(busy);
                    let mut r: rand::rngs::StdRng = rand::SeedableRng::seed_from_u64(seed);
                    // Every other depth, so that a helper runs an iteration ahead of the main
                    // thread on the table it fills.
                    let found = s.iterate(root, 2 + n as i32 % 2, max_depth, 2, &mut r, 8);
                    (found, s.nodes)
                })
            })
            .collect();
    }

    fn join(&mut self) -> Vec<Found> {
        self.clock.halt();
        self.running
            .drain(..)
            .filter_map(|h| h.join().ok())
            .collect()
    }

    /// Stops the helpers and starts them again on a new root (the threat searches narrowed
    /// it): what they stored in the table stays, their answers from the old root do not.
    pub fn restart(&mut self, b: &SearchBoard, root: &[usize]) {
        let stopped: u64 = self.join().iter().map(|(_, n)| n).sum();
        self.discarded += stopped;
        self.clock.resume();
        self.spawn(b, root);
    }

    /// Stops the helpers: the deeper of `main`'s answer and theirs, and all nodes visited.
    pub fn finish(mut self, main: Option<RootResult>, main_nodes: u64) -> Found {
        let mut best = main;
        let mut nodes = main_nodes + self.discarded;
        for (found, n) in self.join() {
            nodes += n;
            if let Some(f) = found
                && best
                    .as_ref()
                    .is_none_or(|b| f.depth > b.depth && b.score < MATE_BOUND)
            {
                best = Some(f);
            }
        }
        (best, nodes)
    }
}

impl Drop for Pool<'_, '_> {
    /// An early answer (a win found by the threat searches) must not wait for the helpers.
    fn drop(&mut self) {
        self.clock.halt();
    }
}

/// Bytes of transposition table for a search of at most `nodes` nodes over `ms` milliseconds
/// with `empties` empty points, within `memory`: room for about two entries per node we
/// expect to visit. Sized from the budget, not the clock, so that seeded searches repeat
/// exactly. (A board with e empty points has fewer than 3^e positions.)
pub fn table_bytes(nodes: u64, ms: u64, empties: usize, memory: usize) -> usize {
    let expected = nodes
        .min((ms + 1) * 400)
        .min(3u64.saturating_pow(empties as u32))
        .max(1 << 10);
    memory.min(expected.saturating_mul(32) as usize)
}

#[cfg(test)]
mod tests {
    use std::time::{Duration, Instant};

    use super::*;
    use crate::ai::search::fixtures::{MASTER as STYLE, board, minute};

    /// A balanced 15x15 middle game (the search benchmark's), and its moves best first.
    fn position() -> (SearchBoard, Vec<usize>) {
        let b = board("H8 I9 I8 G8 J8 K8 H9 H10 G10 J7 I10 F7 H7 I6");
        let clock = minute();
        let root = Searcher::new(b.clone(), &Table::new(0), &clock, STYLE).moves(0, None);
        (b, root)
    }

    /// Helpers with a minute to search: only being stopped ends them early.
    fn helper_clock() -> Clock {
        minute().branch()
    }

    #[test]
    fn dropping_the_pool_stops_its_helpers() {
        let (b, root) = position();
        let (tt, clock, busy) = (Table::new(1 << 20), helper_clock(), Busy::new());
        let start = Instant::now();
        std::thread::scope(|scope| {
            let _pool = Pool::start(scope, &tt, &busy, &clock, &b, &root, STYLE, 64, vec![1, 2]);
            std::thread::sleep(Duration::from_millis(50));
        });
        // A wide margin for a busy machine; left running they would take the whole minute.
        assert!(
            start.elapsed() < Duration::from_secs(20),
            "{:?}",
            start.elapsed()
        );
    }

    #[test]
    fn a_position_marked_busy_is_seen_until_it_is_released() {
        let busy = Busy::new();
        let (key, other) = (0x1234_5678_9abc_def0, 0x0fed_cba9_8765_4321);
        assert!(!busy.taken(key));
        assert!(busy.enter(key));
        assert!(busy.taken(key));
        assert!(!busy.enter(key), "marked once: released once");
        assert!(!busy.taken(other));
        busy.leave(key);
        assert!(!busy.taken(key));
    }

    #[test]
    fn a_restarted_pool_answers_only_from_the_new_root() {
        let (b, root) = position();
        let (tt, clock, busy) = (Table::new(1 << 20), helper_clock(), Busy::new());
        // The last of the moves worth a look: never the helpers' own first choice.
        let only = root[root.len() - 1];
        let (found, nodes) = std::thread::scope(|scope| {
            let mut pool = Pool::start(scope, &tt, &busy, &clock, &b, &root, STYLE, 64, vec![1]);
            std::thread::sleep(Duration::from_millis(100));
            pool.restart(&b, &[only]);
            std::thread::sleep(Duration::from_millis(100));
            pool.finish(None, 0)
        });
        let found = found.expect("an iteration of one move finishes in 100 ms");
        assert_eq!(found.best, only);
        assert!(nodes > 0);
    }
}
