//! When a search must stop: a hard deadline, a node budget, the caller's cancel flag and a stop
//! flag shared by the threads of one search; and how much of its time a search thinks.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// The share of its time a search thinks before it stops: the rest is a margin for starting and
/// joining threads on a busy machine, so that the answer comes within the time given.
const THINKING_SHARE: f64 = 0.92;
/// The most that margin takes. Joining threads takes a few milliseconds however long the move:
/// a share alone left 77 ms of every second unused (Rapfi thinks 950 to 980 ms of one).
const MAX_MARGIN: Duration = Duration::from_millis(30);

/// How long a search given `time` thinks before it stops.
pub fn thinking_time(time: Duration) -> Duration {
    time.saturating_sub(time.mul_f64(1.0 - THINKING_SHARE).min(MAX_MARGIN))
}

/// The time to give a search so that it thinks for `thinking`: the inverse of `thinking_time`.
pub fn time_to_think(thinking: Duration) -> Duration {
    let relative = thinking.div_f64(THINKING_SHARE);
    if relative - thinking < MAX_MARGIN {
        relative
    } else {
        thinking + MAX_MARGIN
    }
}

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
    fn short_moves_keep_a_share_for_the_threads_and_long_ones_a_fixed_margin() {
        let ms = Duration::from_millis;
        assert_eq!(thinking_time(ms(100)), ms(92));
        assert_eq!(thinking_time(ms(960)), ms(930));
        assert_eq!(thinking_time(ms(10_000)), ms(9_970));
        assert!(thinking_time(Duration::ZERO).is_zero());
    }

    #[test]
    fn the_time_to_think_is_the_inverse_of_the_thinking_time() {
        for ms in [1, 19, 92, 300, 345, 346, 400, 940, 60_000] {
            let thinking = Duration::from_millis(ms);
            let back = thinking_time(time_to_think(thinking));
            assert!(
                back.abs_diff(thinking) < Duration::from_micros(1),
                "{ms}: {back:?}"
            );
        }
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
