//! Tallying a match: wins, losses and draws of side A, per colour and per game pair, and A's
//! score with a 95 % Wilson interval.

use std::fmt;

use super::elo::{Estimate, GAME_SCORES, PAIR_SCORES, Sample};

/// Wins, losses and draws from one side's point of view.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Record {
    pub wins: u32,
    pub losses: u32,
    pub draws: u32,
}

impl Record {
    /// Losses, draws and wins: the order of `GAME_SCORES`.
    pub fn counts(&self) -> [u32; 3] {
        [self.losses, self.draws, self.wins]
    }

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

impl GameResult {
    /// A's points in half-points: 0, 1 or 2.
    fn half_points(self) -> usize {
        match self {
            GameResult::Loss => 0,
            GameResult::Draw => 1,
            GameResult::Win => 2,
        }
    }
}

/// Side A's results overall, with each colour, and per pair of games played from one opening.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    pub total: Record,
    pub as_black: Record,
    pub as_white: Record,
    /// Finished pairs by A's points in the pair: 0, 1/2, 1, 3/2, 2 (the pentanomial).
    pub pairs: [u32; 5],
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

    /// Counts a finished pair (its two games are counted with `add`).
    pub fn add_pair(&mut self, first: GameResult, second: GameResult) {
        self.pairs[first.half_points() + second.half_points()] += 1;
    }

    pub fn pair_sample(&self) -> Sample<'_> {
        Sample {
            scores: &PAIR_SCORES,
            counts: &self.pairs,
        }
    }

    /// Whether every game counted belongs to a finished pair.
    pub fn all_paired(&self) -> bool {
        2 * self.pairs.iter().sum::<u32>() == self.total.games()
    }

    /// The Elo estimate: from game pairs when every game has its partner, else from games.
    pub fn estimate(&self) -> Option<Estimate> {
        if self.all_paired() {
            Estimate::from(self.pair_sample())
        } else {
            let counts = self.total.counts();
            Estimate::from(Sample {
                scores: &GAME_SCORES,
                counts: &counts,
            })
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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

    #[test]
    fn pairs_are_counted_by_their_points_and_used_once_complete() {
        let mut tally = Tally::default();
        let games = [
            (GameResult::Win, GameResult::Win),
            (GameResult::Win, GameResult::Loss),
            (GameResult::Draw, GameResult::Win),
        ];
        for (first, second) in games {
            tally.add(true, first);
            tally.add(false, second);
            tally.add_pair(first, second);
        }
        assert_eq!(tally.pairs, [0, 0, 1, 1, 1]);
        assert!(tally.all_paired());
        let paired = tally.estimate().expect("games");
        assert!((paired.score - 0.75).abs() < 1e-12);
        // A game without its partner yet: the estimate falls back to single games.
        tally.add(true, GameResult::Loss);
        assert!(!tally.all_paired());
        let single = tally.estimate().expect("games");
        assert!((single.score - 4.5 / 7.0).abs() < 1e-12);
    }
}
