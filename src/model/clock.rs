//! Game clocks as time arithmetic: both sides' clocks under a time control, started and
//! stopped at instants the caller passes in. Nothing here reads the time, so every case is a
//! test of plain values.

use std::time::{Duration, Instant};

use serde::{Deserialize, Serialize};

use super::board::Stone;
pub use super::time_control::{ClockError, TimeControl};

/// One side's time: what is left of the main time, and the byo-yomi periods left.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SideTime {
    pub main: Duration,
    pub periods: u32,
}

/// A side's time as it stands at an instant, for the screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shown {
    /// Main time left, or in byo-yomi what is left of the current period.
    pub left: Duration,
    /// In byo-yomi: the periods left, the current one included.
    pub periods: Option<u32>,
    pub flagged: bool,
}

/// Both sides' clocks under one control; at most one runs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Clocks {
    control: TimeControl,
    black: SideTime,
    white: SideTime,
    /// The side whose clock runs, and since when.
    running: Option<(Stone, Instant)>,
    /// The side whose time ran out.
    flagged: Option<Stone>,
}

impl Clocks {
    pub fn new(control: TimeControl) -> Clocks {
        let full = SideTime {
            main: control.main(),
            periods: match control {
                TimeControl::ByoYomi { periods, .. } => periods,
                _ => 0,
            },
        };
        Clocks {
            control,
            black: full,
            white: full,
            running: None,
            flagged: None,
        }
    }

    pub fn control(&self) -> TimeControl {
        self.control
    }

    /// The side whose clock runs.
    pub fn running(&self) -> Option<Stone> {
        self.running.map(|(side, _)| side)
    }

    pub fn flagged(&self) -> Option<Stone> {
        self.flagged
    }

    /// The time `side` had when its clock last stopped (or was set).
    pub fn stored(&self, side: Stone) -> SideTime {
        match side {
            Stone::Black => self.black,
            Stone::White => self.white,
        }
    }

    /// Sets both sides' times, as the host of a network game sends them; no clock runs.
    pub fn set(&mut self, black: SideTime, white: SideTime) {
        (self.black, self.white, self.running) = (black, white, None);
    }

    /// Starts `side`'s clock at `now` (stopping the other's without an increment).
    pub fn start(&mut self, side: Stone, now: Instant) {
        if !self.control.is_timed() || self.flagged.is_some() {
            return;
        }
        self.halt(now);
        self.running = Some((side, now));
    }

    /// Stops the running clock at `now` without a move: a pause, or the end of the game.
    pub fn halt(&mut self, now: Instant) {
        if let Some((side, since)) = self.running.take() {
            let spent = now.saturating_duration_since(since);
            match self.after(self.stored(side), spent) {
                Some((time, _)) => *self.side_mut(side) = time,
                None => self.fall(side),
            }
        }
    }

    /// The running side has moved at `now`: its clock stops, with the increment or a fresh
    /// period, and the other side's starts. Returns the side whose time ran out before the move.
    pub fn press(&mut self, now: Instant) -> Option<Stone> {
        let (side, since) = self.running.take()?;
        let spent = now.saturating_duration_since(since);
        match self.after(self.stored(side), spent) {
            Some((mut time, _)) => {
                if let TimeControl::Fischer { increment, .. } = self.control {
                    time.main = time.main.saturating_add(increment);
                }
                *self.side_mut(side) = time;
                self.running = Some((side.opponent(), now));
                None
            }
            None => {
                self.fall(side);
                Some(side)
            }
        }
    }

    /// The side whose time has run out by `now` (without changing anything).
    pub fn out_of_time(&self, now: Instant) -> Option<Stone> {
        self.flagged.or_else(|| {
            let (side, since) = self.running?;
            let spent = now.saturating_duration_since(since);
            self.after(self.stored(side), spent)
                .is_none()
                .then_some(side)
        })
    }

    /// Marks `side` out of time; every clock stops.
    pub fn fall(&mut self, side: Stone) {
        self.flagged = Some(side);
        self.running = None;
        *self.side_mut(side) = SideTime {
            main: Duration::ZERO,
            periods: 0,
        };
    }

    /// `side`'s time as it stands at `now`.
    pub fn shown(&self, side: Stone, now: Instant) -> Shown {
        let stored = self.stored(side);
        let spent = match self.running {
            Some((running, since)) if running == side => now.saturating_duration_since(since),
            _ => Duration::ZERO,
        };
        let byo_yomi = matches!(self.control, TimeControl::ByoYomi { .. });
        match self.after(stored, spent) {
            _ if self.flagged == Some(side) => Shown {
                left: Duration::ZERO,
                periods: byo_yomi.then_some(0),
                flagged: true,
            },
            Some((time, period_left)) => Shown {
                left: if time.main.is_zero() && byo_yomi {
                    period_left
                } else {
                    time.main
                },
                periods: (byo_yomi && time.main.is_zero()).then_some(time.periods),
                flagged: false,
            },
            None => Shown {
                left: Duration::ZERO,
                periods: byo_yomi.then_some(0),
                flagged: true,
            },
        }
    }

    /// `time` after `spent` more on one move: the time left and what is left of the current
    /// byo-yomi period; `None` when it ran out.
    fn after(&self, time: SideTime, spent: Duration) -> Option<(SideTime, Duration)> {
        if let Some(main) = time.main.checked_sub(spent) {
            let period = match self.control {
                TimeControl::ByoYomi { period, .. } => period,
                _ => Duration::ZERO,
            };
            return Some((SideTime { main, ..time }, period));
        }
        let TimeControl::ByoYomi { period, .. } = self.control else {
            return None;
        };
        let over = spent - time.main;
        let lost = u32::try_from(over.as_nanos() / period.as_nanos()).unwrap_or(u32::MAX);
        if lost >= time.periods {
            return None;
        }
        let into = over.as_nanos() % period.as_nanos();
        let left = period.saturating_sub(Duration::from_nanos(into as u64));
        let time = SideTime {
            main: Duration::ZERO,
            periods: time.periods - lost,
        };
        Some((time, left))
    }

    fn side_mut(&mut self, side: Stone) -> &mut SideTime {
        match side {
            Stone::Black => &mut self.black,
            Stone::White => &mut self.white,
        }
    }

    /// What the computer may spend on its next move with `left` of its time: a share of the
    /// main time for the moves a game with `empty` points still tends to need, most of the
    /// increment or the period, always well inside what is left.
    pub fn budget(&self, side: Stone, now: Instant, empty: usize) -> Duration {
        let shown = self.shown(side, now);
        let moves_left = (empty as u32 / 2).clamp(8, 30);
        let (main, extra) = match self.control {
            TimeControl::Untimed => return Duration::from_secs(1),
            TimeControl::Fischer { increment, .. } => (shown.left, increment),
            TimeControl::ByoYomi { period, .. } if shown.periods.is_some() => {
                (Duration::ZERO, shown.left.min(period))
            }
            TimeControl::ByoYomi { period, .. } => (shown.left, period),
        };
        let wanted = main / moves_left + extra.mul_f64(0.7);
        // What may be spent without losing: the main time and the period, less a margin for
        // the moves' way to the screen.
        let safe = (main + extra)
            .saturating_sub(Duration::from_millis(300))
            .mul_f64(0.8);
        wanted.min(safe).max(Duration::from_millis(20))
    }
}

/// `9:58`, `1:02:03`, `8.4` under ten seconds: a clock as the screen shows it.
pub fn clock_text(left: Duration) -> String {
    let secs = left.as_secs();
    if secs < 10 {
        return format!("{secs}.{}", left.subsec_millis() / 100);
    }
    match secs / 3600 {
        0 => format!("{}:{:02}", secs / 60, secs % 60),
        h => format!("{h}:{:02}:{:02}", secs / 60 % 60, secs % 60),
    }
}

#[cfg(test)]
#[path = "clock_tests.rs"]
mod tests;
