//! Time and memory the manager grants, turned into a search budget for one move.

use std::time::Duration;

use crate::ai::time_to_think;

/// Master's time per move when the manager never sends `timeout_turn`.
const DEFAULT_TURN_MS: u64 = 1000;
/// The longest the engine thinks about one move, whatever the manager grants: ten minutes.
/// Larger values (a mistyped `timeout_turn 1000000000000`, say) would keep a core busy for
/// years; no tournament gives more per move.
pub const MAX_TURN_MS: u64 = 600_000;
/// What "as fast as possible" (`timeout_turn 0`) still allows the search.
const FASTEST_MS: u64 = 20;
/// Memory for the search tables when the manager sets no limit, and the most we ever take.
const DEFAULT_MEMORY: usize = 256 << 20;
const MAX_MEMORY: usize = 1 << 30;

/// The `INFO` values that limit the engine.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Clock {
    pub timeout_turn: u64,
    /// 0 means the match has no time limit, and `time_left` is ignored.
    pub timeout_match: u64,
    pub time_left: u64,
    /// 0 means no limit.
    pub max_memory: u64,
}

impl Default for Clock {
    fn default() -> Clock {
        Clock {
            timeout_turn: DEFAULT_TURN_MS,
            timeout_match: 0,
            time_left: u64::MAX,
            max_memory: 0,
        }
    }
}

/// What one move may take: `search` is the time the search is given (it thinks for
/// `thinking_time` of it); at `hard` the engine answers whatever it has, so that the reply still
/// reaches the manager within `timeout_turn`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    pub search: Duration,
    pub hard: Duration,
}

impl Clock {
    /// The budget for a move with `empty` points left on the board.
    pub fn budget(&self, empty: usize) -> Budget {
        let turn = match self.timeout_turn {
            0 => FASTEST_MS,
            ms => ms.min(MAX_TURN_MS),
        };
        // What may not be exceeded, and the share of it this move should spend: the match time
        // is spread over the moves a game of this size still tends to need.
        let (limit, share) = if self.timeout_match > 0 {
            let moves_left = (empty as u64 / 2).clamp(5, 30);
            (
                turn.min(self.time_left),
                turn.min(self.time_left / moves_left),
            )
        } else {
            (turn, turn)
        };
        // Room for reading, writing and the manager's own clock granularity.
        let within = |ms: u64| ms.saturating_sub(20 + ms / 50).max(1);
        // The search stops thinking short of the time it is given and keeps the rest for its
        // threads: given as much as makes it stop 20 ms before the hard deadline, never more
        // than the hard deadline itself: from about 280 ms a move the search's own margin (8 %,
        // at most 30 ms) is the larger, and it stops that much before the deadline.
        let stop = within(share);
        let thinking = Duration::from_millis(stop.saturating_sub(20).max(1));
        let search = time_to_think(thinking).min(Duration::from_millis(stop));
        Budget {
            search,
            hard: Duration::from_millis(within(limit)),
        }
    }

    /// Bytes the search tables may use: half the manager's limit (the rest is the program
    /// itself), never more than 1 GiB.
    pub fn memory(&self) -> usize {
        if self.max_memory == 0 {
            DEFAULT_MEMORY
        } else {
            usize::try_from(self.max_memory / 2)
                .unwrap_or(MAX_MEMORY)
                .clamp(1 << 20, MAX_MEMORY)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::thinking_time;

    fn clock(turn: u64, matchtime: u64, left: u64) -> Clock {
        Clock {
            timeout_turn: turn,
            timeout_match: matchtime,
            time_left: left,
            max_memory: 0,
        }
    }

    /// How long a search given this budget thinks before it stops.
    fn thinking(b: Budget) -> Duration {
        thinking_time(b.search)
    }

    #[test]
    fn the_budget_never_reaches_the_turn_timeout() {
        for turn in [2, 5, 50, 100, 1000, 5000, 30_000] {
            let b = clock(turn, 0, 0).budget(225);
            assert!(b.hard.as_millis() < turn as u128, "{turn}: {b:?}");
        }
    }

    #[test]
    fn a_search_stops_thinking_well_before_the_hard_deadline() {
        for turn in [60, 100, 1000, 5000, 30_000] {
            let b = clock(turn, 0, 0).budget(225);
            assert!(
                // 20 ms, less a millisecond for the rounding of the share.
                thinking(b) + Duration::from_millis(19) <= b.hard,
                "{turn}: {b:?}"
            );
        }
    }

    #[test]
    fn a_second_a_move_is_thought_about_for_all_but_its_margins() {
        let b = clock(1000, 0, 0).budget(225);
        assert!(thinking(b) >= Duration::from_millis(925), "{b:?}");
    }

    #[test]
    fn match_time_is_spread_over_the_remaining_moves() {
        let generous = clock(5000, 0, 0).budget(225);
        let tight = clock(5000, 180_000, 60_000).budget(225);
        assert!(tight.search < generous.search);
        assert!(tight.search <= Duration::from_millis(60_000 / 30));
        let endgame = clock(5000, 180_000, 10_000).budget(4);
        assert!(endgame.search <= Duration::from_millis(10_000 / 5));
    }

    #[test]
    fn the_hard_deadline_stays_within_the_time_left() {
        let b = clock(5000, 180_000, 200).budget(225);
        assert!(b.hard < Duration::from_millis(200), "{b:?}");
        assert!(b.search < b.hard, "{b:?}");
        // A nearly spent clock still leaves the overrunning search room to answer.
        assert!(b.hard >= Duration::from_millis(100), "{b:?}");
    }

    #[test]
    fn huge_turn_times_are_clamped_to_the_documented_maximum() {
        for turn in [MAX_TURN_MS + 1, 1_000_000_000_000, u64::MAX] {
            let b = clock(turn, 0, 0).budget(225);
            assert!(
                b.hard <= Duration::from_millis(MAX_TURN_MS),
                "{turn}: {b:?}"
            );
            assert_eq!(b, clock(MAX_TURN_MS, 0, 0).budget(225), "{turn}");
            let tight = clock(turn, 180_000, u64::MAX).budget(225);
            assert!(
                tight.hard <= Duration::from_millis(MAX_TURN_MS),
                "{turn}: {tight:?}"
            );
        }
    }

    #[test]
    fn zero_turn_time_means_a_quick_move() {
        assert!(clock(0, 0, 0).budget(225).hard <= Duration::from_millis(FASTEST_MS));
    }

    #[test]
    fn memory_takes_half_the_limit_within_bounds() {
        let mut c = Clock::default();
        assert_eq!(c.memory(), DEFAULT_MEMORY);
        c.max_memory = 70 << 20;
        assert_eq!(c.memory(), 35 << 20);
        c.max_memory = 1000;
        assert_eq!(c.memory(), 1 << 20);
        c.max_memory = u64::MAX;
        assert_eq!(c.memory(), MAX_MEMORY);
    }
}
