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
