//! The engine's opinion of a position in words a player reads, from a named side: "Black is
//! winning (86%)", "White is slightly better (57%)", "even", "Black wins in 5 moves", "a
//! draw with best play". The side panel, the analysis, the review and `gomoku analyse` all say
//! it this way, so they agree on sign and wording whichever side is to move.
//!
//! A search's score becomes a chance of winning through a logistic curve fitted to the results
//! of real games (`examples/fit_win_chance`); a proven result is told as such, never as a
//! chance.

use super::{Analysis, forced_plies};
use crate::model::Stone;
use crate::tr;

/// The logistic scale that turns Master's score into a chance of winning: fitted by
/// `examples/fit_win_chance` to 240 games of Master against itself (20,000 nodes a move,
/// balanced openings, 15x15): a score of K is a 73 % chance.
pub const WIN_CHANCE_SCALE: f64 = 2025.0;

/// How one side stands, by its chance of winning.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Edge {
    /// Within 5 points of even.
    Even,
    Slight,
    Clear,
    Winning,
}

/// A position's outlook: proven, or an estimate.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Outlook {
    /// `side` makes its line on its `moves`th move from now, whatever the other does.
    Wins { side: Stone, moves: u32 },
    /// Neither side can force a line.
    Draw,
    /// The side whose chance is the larger (however slightly), how much, and that chance.
    Estimate {
        leader: Stone,
        edge: Edge,
        chance: f64,
    },
}

/// The chance that the side a `score` is for wins (0 to 1).
pub fn win_chance(score: i32) -> f64 {
    1.0 / (1.0 + (-f64::from(score) / WIN_CHANCE_SCALE).exp())
}

impl Outlook {
    /// `score` from `side`'s point of view (positive: good for `side`), as the search reports
    /// it for the side to move; a forced result counts the winner's own moves.
    pub fn of(side: Stone, score: i32) -> Outlook {
        if let Some(plies) = forced_plies(score) {
            let winner = if plies > 0 { side } else { side.opponent() };
            let moves = plies.unsigned_abs().div_ceil(2);
            return Outlook::Wins {
                side: winner,
                moves,
            };
        }
        let chance = win_chance(score);
        let (leader, chance) = match chance >= 0.5 {
            true => (side, chance),
            false => (side.opponent(), 1.0 - chance),
        };
        let edge = match chance {
            c if c < 0.55 => Edge::Even,
            c if c < 0.65 => Edge::Slight,
            c if c < 0.80 => Edge::Clear,
            _ => Edge::Winning,
        };
        Outlook::Estimate {
            leader,
            edge,
            chance,
        }
    }

    /// A proven `score` from `side`'s point of view: a win, a loss, or 0 for a draw.
    pub fn proven(side: Stone, score: i32) -> Outlook {
        match score {
            0 => Outlook::Draw,
            _ => Outlook::of(side, score),
        }
    }

    /// What a search for `side` (the side that was to move) found: proven or estimated.
    pub fn of_analysis(side: Stone, analysis: &Analysis) -> Outlook {
        Outlook::judged(side, analysis.score, analysis.exact)
    }

    /// `score` for `side`, proven (`exact`: 0 is a draw) or estimated.
    pub fn judged(side: Stone, score: i32, exact: bool) -> Outlook {
        match exact {
            true => Outlook::proven(side, score),
            false => Outlook::of(side, score),
        }
    }

    /// The outlook in the interface's language.
    pub fn words(&self) -> String {
        match *self {
            Outlook::Wins { side, moves } => {
                tr!("verdict-wins-in", side = side.name(), moves = moves)
            }
            Outlook::Draw => tr!("verdict-draw"),
            Outlook::Estimate {
                edge: Edge::Even, ..
            } => tr!("verdict-even"),
            Outlook::Estimate {
                leader,
                edge,
                chance,
            } => tr!(
                match edge {
                    Edge::Slight => "verdict-slightly",
                    Edge::Clear => "verdict-better",
                    _ => "verdict-winning",
                },
                side = leader.name(),
                chance = format!("{:.0}", 100.0 * chance)
            ),
        }
    }

    /// The chance that `side` wins: a proven result is certain, a proven draw a half.
    pub fn chance_for(&self, side: Stone) -> f64 {
        match side {
            Stone::Black => self.black_chance(),
            Stone::White => 1.0 - self.black_chance(),
        }
    }

    /// The chance that black wins, for a graph of the game: a proven result is certain.
    pub fn black_chance(&self) -> f64 {
        match *self {
            Outlook::Wins { side, .. } => f64::from(u8::from(side == Stone::Black)),
            Outlook::Draw => 0.5,
            Outlook::Estimate { leader, chance, .. } => match leader {
                Stone::Black => chance,
                Stone::White => 1.0 - chance,
            },
        }
    }
}

/// `score` from `side`'s point of view, in words: `Outlook::of(side, score).words()`.
pub fn verdict(side: Stone, score: i32) -> String {
    Outlook::of(side, score).words()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::WIN;
    use crate::i18n::{Lang, set_lang};

    #[test]
    fn the_favoured_side_is_named_with_its_chance_whichever_side_the_score_is_for() {
        set_lang(Lang::En);
        let k = WIN_CHANCE_SCALE as i32;
        assert_eq!(verdict(Stone::Black, 2 * k), "Black is winning (88%)");
        assert_eq!(verdict(Stone::White, -2 * k), "Black is winning (88%)");
        assert_eq!(verdict(Stone::White, k), "White is better (73%)");
        assert_eq!(
            verdict(Stone::Black, -k / 3),
            "White is slightly better (58%)"
        );
        assert_eq!(verdict(Stone::Black, k / 10), "even");
        assert_eq!(verdict(Stone::White, 0), "even");
    }

    #[test]
    fn forced_results_name_the_winner_and_count_its_moves() {
        set_lang(Lang::En);
        assert_eq!(verdict(Stone::Black, WIN - 1), "Black wins in 1 move");
        assert_eq!(verdict(Stone::Black, WIN - 5), "Black wins in 3 moves");
        // Losing in two plies: the opponent's next move wins.
        assert_eq!(verdict(Stone::White, -(WIN - 2)), "Black wins in 1 move");
        assert_eq!(verdict(Stone::Black, -(WIN - 20)), "White wins in 10 moves");
        assert_eq!(Outlook::Draw.words(), "a draw with best play");
        assert_eq!(Outlook::proven(Stone::White, 0), Outlook::Draw);
        assert_eq!(
            Outlook::proven(Stone::White, WIN - 3),
            Outlook::Wins {
                side: Stone::White,
                moves: 2
            }
        );
    }

    #[test]
    fn the_chance_grows_with_the_score_and_even_is_a_coin() {
        assert!((win_chance(0) - 0.5).abs() < 1e-9);
        let chances: Vec<f64> = (-10..=10).map(|s| win_chance(s * 300)).collect();
        assert!(chances.windows(2).all(|w| w[0] < w[1]));
        let black = Outlook::of(Stone::White, 600).black_chance();
        assert!((black - (1.0 - win_chance(600))).abs() < 1e-9);
        assert_eq!(Outlook::of(Stone::White, WIN - 3).black_chance(), 0.0);
        // Even, but still leaning: white's slight edge is below a half for black.
        assert!(Outlook::of(Stone::White, 50).black_chance() < 0.5);
    }
}
