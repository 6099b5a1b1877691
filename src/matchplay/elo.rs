//! The Elo difference a match measures, with its 95 % interval and the likelihood of
//! superiority, as engine testers compute them (cutechess-cli, fastchess): from single games
//! (trinomial: win, draw, loss) or, better, from game pairs that share an opening
//! (pentanomial: a pair scores 0, 1/2, 1, 3/2 or 2). Pairs are what a match with mirrored
//! openings really samples: both games of a pair lean the same way when the opening does, and
//! counting them apart would understate the spread.

/// The two-sided 95 % quantile of the standard normal distribution.
pub const Z95: f64 = 1.959_963_984_540_054;

/// Logistic Elo difference of a score between 0 and 1 (infinite at 0 and 1).
pub fn elo_from_score(score: f64) -> f64 {
    -400.0 * (1.0 / score - 1.0).log10()
}

/// The expected score of a side `elo` points stronger.
pub fn score_from_elo(elo: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-elo / 400.0))
}

/// Counted outcomes, each worth a score between 0 and 1 per unit (a game or a game pair).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Sample<'a> {
    pub scores: &'a [f64],
    pub counts: &'a [u32],
}

/// Game scores: loss, draw, win.
pub const GAME_SCORES: [f64; 3] = [0.0, 0.5, 1.0];
/// Pair scores, per game: both lost, a loss and a draw, even, a win and a draw, both won.
pub const PAIR_SCORES: [f64; 5] = [0.0, 0.25, 0.5, 0.75, 1.0];

impl Sample<'_> {
    pub fn units(&self) -> u32 {
        self.counts.iter().sum()
    }

    /// The empirical distribution over the outcomes.
    pub fn frequencies(&self) -> Vec<f64> {
        let n = f64::from(self.units().max(1));
        self.counts.iter().map(|&c| f64::from(c) / n).collect()
    }

    /// Mean score per unit and the variance of one unit's score.
    pub fn mean_and_variance(&self) -> (f64, f64) {
        let p = self.frequencies();
        let mean: f64 = p.iter().zip(self.scores).map(|(p, a)| p * a).sum();
        let var = p
            .iter()
            .zip(self.scores)
            .map(|(p, a)| p * (a - mean) * (a - mean))
            .sum();
        (mean, var)
    }
}

/// What a match says about A's strength relative to B.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Estimate {
    /// A's mean score.
    pub score: f64,
    /// Elo difference (A minus B); infinite when one side won everything.
    pub elo: f64,
    /// The 95 % interval of the Elo difference.
    pub low: f64,
    pub high: f64,
    /// Probability that A is the stronger, under the normal approximation.
    pub los: f64,
}

impl Estimate {
    /// `None` for an empty sample.
    pub fn from(sample: Sample) -> Option<Estimate> {
        let n = sample.units();
        if n == 0 {
            return None;
        }
        let (score, var) = sample.mean_and_variance();
        let sd = (var / f64::from(n)).sqrt();
        let (low, high) = if var > 0.0 {
            let clamp = |s: f64| s.clamp(0.0, 1.0);
            (
                elo_from_score(clamp(score - Z95 * sd)),
                elo_from_score(clamp(score + Z95 * sd)),
            )
        } else {
            // Every unit scored alike: the normal approximation has no spread to offer, so
            // the interval comes from the Wilson bound on the score instead.
            let (lo, hi) = wilson(score, n);
            (elo_from_score(lo), elo_from_score(hi))
        };
        let los = if sd > 0.0 {
            0.5 * (1.0 + libm::erf((score - 0.5) / (sd * std::f64::consts::SQRT_2)))
        } else if score > 0.5 {
            1.0
        } else if score < 0.5 {
            0.0
        } else {
            0.5
        };
        Some(Estimate {
            score,
            elo: elo_from_score(score),
            low,
            high,
            los,
        })
    }

    /// Half the interval's width, as testers print `elo +/- error`.
    pub fn error(&self) -> f64 {
        (self.high - self.low) / 2.0
    }
}

/// An Elo figure with its sign, `+inf` for an infinite one.
pub fn signed(elo: f64) -> String {
    if elo.is_infinite() {
        if elo > 0.0 { "+inf" } else { "-inf" }.to_string()
    } else {
        format!("{elo:+.1}")
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

    fn close(a: f64, b: f64, tolerance: f64) -> bool {
        (a - b).abs() <= tolerance
    }

    #[test]
    fn elo_and_score_are_inverse_and_400_points_is_ten_to_one() {
        assert!(close(score_from_elo(400.0), 10.0 / 11.0, 1e-12));
        for elo in [-300.0, -5.0, 0.0, 42.0, 250.0] {
            assert!(close(elo_from_score(score_from_elo(elo)), elo, 1e-9));
        }
        assert!(elo_from_score(1.0).is_infinite());
    }

    /// cutechess-cli's published lines: "Score 449 - 276 - 275 ... Elo difference: 60.7 +/-
    /// 18.5, LOS: 100.0 %" and "382 - 320 - 298 ... 21.6 +/- 18.1, LOS: 99.0 %".
    #[test]
    fn single_games_match_cutechess_figures() {
        let e = Estimate::from(Sample {
            scores: &GAME_SCORES,
            counts: &[276, 275, 449],
        })
        .expect("games");
        assert!(close(e.elo, 60.7, 0.05), "{e:?}");
        assert!(close(e.error(), 18.5, 0.05), "{e:?}");
        assert!(e.los > 0.9995);
        let e = Estimate::from(Sample {
            scores: &GAME_SCORES,
            counts: &[320, 298, 382],
        })
        .expect("games");
        assert!(
            close(e.elo, 21.6, 0.05) && close(e.error(), 18.1, 0.05),
            "{e:?}"
        );
        // cutechess counts only decisive games for its LOS (99.0 %); the score's normal
        // approximation used here gives the same to a tenth of a percent.
        assert!(close(e.los, 0.990, 0.002), "{e:?}");
    }

    /// fastchess's published line: "Games: 400, Wins: 307, Losses: 42, Draws: 51 ...
    /// Ptnml(0-2): [4, 3, 34, 42, 117] ... Elo: 277.00 +/- 40.90, LOS: 100.00 %".
    #[test]
    fn game_pairs_match_fastchess_figures() {
        let e = Estimate::from(Sample {
            scores: &PAIR_SCORES,
            counts: &[4, 3, 34, 42, 117],
        })
        .expect("pairs");
        assert!(close(e.elo, 277.00, 0.01), "{e:?}");
        assert!(close(e.error(), 40.90, 0.01), "{e:?}");
        assert!(e.los > 0.9999);
    }

    #[test]
    fn a_clean_sweep_has_an_infinite_estimate_and_a_finite_lower_bound() {
        let e = Estimate::from(Sample {
            scores: &PAIR_SCORES,
            counts: &[0, 0, 0, 0, 10],
        })
        .expect("pairs");
        assert!(e.elo.is_infinite() && e.high.is_infinite());
        // Ten of ten: the Wilson bound is 72.2 %, about +165 Elo.
        assert!(close(e.low, elo_from_score(0.7225), 1.0), "{e:?}");
        assert_eq!(e.los, 1.0);
        assert_eq!(signed(e.elo), "+inf");
        assert_eq!(signed(-12.34), "-12.3");
    }

    #[test]
    fn an_even_match_is_centred_on_zero() {
        let e = Estimate::from(Sample {
            scores: &PAIR_SCORES,
            counts: &[3, 5, 10, 5, 3],
        })
        .expect("pairs");
        assert!(close(e.elo, 0.0, 1e-9) && close(e.los, 0.5, 1e-9));
        assert!(close(e.low, -e.high, 1e-9));
        assert!(
            Estimate::from(Sample {
                scores: &GAME_SCORES,
                counts: &[0, 0, 0]
            })
            .is_none()
        );
    }
}
