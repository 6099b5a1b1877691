//! When a search must stop: a hard deadline, a node budget, the caller's cancel flag and a stop
//! flag shared by the threads of one search.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

#[derive(Clone, Debug)]
pub struct Clock {
    deadline: Instant,
    cancel: Arc<AtomicBool>,
    stop: Arc<AtomicBool>,
    node_limit: u64,
}

impl Clock {
    pub fn new(time: Duration, node_limit: u64, cancel: Arc<AtomicBool>) -> Clock {
        let start = Instant::now();
        Clock {
            deadline: start + time,
            cancel,
            stop: Arc::new(AtomicBool::new(false)),
            node_limit,
        }
    }

    /// A clock for a part of the budget: ends at `fraction` of what is left, shares the flags.
    pub fn share(&self, fraction: f64, node_limit: u64) -> Clock {
        let left = self.deadline.saturating_duration_since(Instant::now());
        Clock {
            deadline: Instant::now() + left.mul_f64(fraction),
            cancel: self.cancel.clone(),
            stop: self.stop.clone(),
            node_limit: node_limit.min(self.node_limit),
        }
    }

    /// A clock with the same deadline, cancel flag and node limit but a stop flag of its own:
    /// for helpers the caller stops (and may start again) without stopping its own work.
    pub fn branch(&self) -> Clock {
        Clock {
            stop: Arc::new(AtomicBool::new(false)),
            ..self.clone()
        }
    }

    /// Undoes `halt`, once everything it stopped has ended.
    pub fn resume(&self) {
        self.stop.store(false, Ordering::Relaxed);
    }

    /// Checks the flags always and the time once `nodes` passes `next_check`, then 256 nodes
    /// later again (reading the clock costs).
    pub fn out(&self, nodes: u64, next_check: &mut u64) -> bool {
        if nodes >= self.node_limit
            || self.stop.load(Ordering::Relaxed)
            || self.cancel.load(Ordering::Relaxed)
        {
            return true;
        }
        if nodes < *next_check {
            return false;
        }
        *next_check = nodes + 256;
        self.time_up()
    }

    pub fn time_up(&self) -> bool {
        Instant::now() >= self.deadline
    }

    pub fn halt(&self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn clock() -> Clock {
        Clock::new(Duration::from_secs(60), u64::MAX, Arc::default())
    }

    #[test]
    fn halting_a_branch_leaves_the_clock_it_came_from_running() {
        let (main, mut next) = (clock(), 0);
        let helpers = main.branch();
        helpers.halt();
        assert!(helpers.out(0, &mut next));
        assert!(!main.out(0, &mut next));
        helpers.resume();
        assert!(!helpers.out(0, &mut next));
    }

    #[test]
    fn a_branch_shares_the_cancel_flag_and_the_node_limit() {
        let cancel = Arc::new(AtomicBool::new(false));
        let main = Clock::new(Duration::from_secs(60), 100, cancel.clone());
        let helpers = main.branch();
        let mut next = 0;
        assert!(helpers.out(100, &mut next));
        assert!(!helpers.out(99, &mut next));
        cancel.store(true, Ordering::Relaxed);
        assert!(helpers.out(0, &mut next));
    }

    #[test]
    fn halting_a_share_stops_every_share_of_the_same_clock() {
        let (main, mut next) = (clock(), 0);
        let part = main.share(0.5, u64::MAX);
        part.halt();
        assert!(main.out(0, &mut next));
    }
}
