//! Tallying a match: wins, losses and draws of side A, per colour, and A's score with a 95 %
//! Wilson interval.

use std::fmt;

/// Wins, losses and draws from one side's point of view.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Record {
    pub wins: u32,
    pub losses: u32,
    pub draws: u32,
}

impl Record {
    pub fn games(&self) -> u32 {
        self.wins + self.losses + self.draws
    }

    /// Points per game: a win 1, a draw 1/2.
    pub fn score(&self) -> f64 {
        match self.games() {
            0 => 0.0,
            n => (f64::from(self.wins) + f64::from(self.draws) / 2.0) / f64::from(n),
        }
    }

    pub fn add(&mut self, result: GameResult) {
        match result {
            GameResult::Win => self.wins += 1,
            GameResult::Loss => self.losses += 1,
            GameResult::Draw => self.draws += 1,
        }
    }
}

impl fmt::Display for Record {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let plural =
            |n: u32, one: &str, many: &str| format!("{n} {}", if n == 1 { one } else { many });
        write!(
            f,
            "{}, {}, {}",
            plural(self.wins, "win", "wins"),
            plural(self.losses, "loss", "losses"),
            plural(self.draws, "draw", "draws")
        )
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameResult {
    Win,
    Loss,
    Draw,
}

/// Side A's results overall and with each colour.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    pub total: Record,
    pub as_black: Record,
    pub as_white: Record,
}

impl Tally {
    pub fn add(&mut self, a_was_black: bool, result: GameResult) {
        self.total.add(result);
        if a_was_black {
            self.as_black.add(result)
        } else {
            self.as_white.add(result)
        }
    }
}

/// The 95 % Wilson score interval for a proportion `p` measured over `n` trials.
pub fn wilson(p: f64, n: u32) -> (f64, f64) {
    if n == 0 {
        return (0.0, 1.0);
    }
    let z = 1.96_f64;
    let n = f64::from(n);
    let denominator = 1.0 + z * z / n;
    let centre = (p + z * z / (2.0 * n)) / denominator;
    let half = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / denominator;
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wilson_matches_known_values() {
        // 8 of 10: the textbook interval is 0.490 to 0.943.
        let (lo, hi) = wilson(0.8, 10);
        assert!(
            (lo - 0.490).abs() < 0.001 && (hi - 0.943).abs() < 0.001,
            "{lo} {hi}"
        );
        // All wins still leaves room below 1, and the interval stays inside [0, 1].
        let (lo, hi) = wilson(1.0, 20);
        assert!((lo - 0.839).abs() < 0.001 && hi <= 1.0, "{lo} {hi}");
        let (lo, _) = wilson(0.0, 5);
        assert!(lo >= 0.0);
    }

    #[test]
    fn draws_count_half_and_colours_are_kept_apart() {
        let mut tally = Tally::default();
        tally.add(true, GameResult::Win);
        tally.add(false, GameResult::Draw);
        tally.add(false, GameResult::Loss);
        tally.add(true, GameResult::Draw);
        assert_eq!(tally.total.games(), 4);
        assert!((tally.total.score() - 0.5).abs() < 1e-9);
        assert_eq!(
            tally.as_black,
            Record {
                wins: 1,
                losses: 0,
                draws: 1
            }
        );
        assert_eq!(tally.as_white.to_string(), "0 wins, 1 loss, 1 draw");
    }
}
