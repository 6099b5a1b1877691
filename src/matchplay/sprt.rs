//! The sequential probability ratio test that engine testers (cutechess-cli, fastchess,
//! fishtest) use to accept or reject a change with as few games as the evidence needs.
//!
//! H0: A is `elo0` stronger than B; H1: A is `elo1` stronger (logistic Elo). After every game
//! pair, the log-likelihood ratio of H1 against H0 is computed from the observed outcomes:
//! each hypothesis is the distribution closest to the observed one (maximum likelihood) whose
//! mean score is that hypothesis's expected score, the generalised SPRT of M. Van den Bergh.
//! The test stops once the ratio leaves the bounds ln(beta / (1 - alpha)) and
//! ln((1 - beta) / alpha): below, H0 is accepted; above, H1.

use std::fmt;
use std::str::FromStr;

use super::elo::{Sample, score_from_elo};

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Sprt {
    pub elo0: f64,
    pub elo1: f64,
    /// Chance of accepting H1 when H0 holds.
    pub alpha: f64,
    /// Chance of accepting H0 when H1 holds.
    pub beta: f64,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Evidence for A being `elo1` stronger.
    H1,
    /// Evidence for A being no more than `elo0` stronger.
    H0,
    Undecided,
}

/// A text that is no SPRT; `why` says what it must look like.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("\"{text}\" is not an SPRT: {why}")]
pub struct SprtError {
    pub text: String,
    pub why: &'static str,
}

impl FromStr for Sprt {
    type Err = SprtError;

    /// `elo0,elo1` or `elo0,elo1,alpha,beta` (alpha and beta 0.05 when left out).
    fn from_str(text: &str) -> Result<Sprt, SprtError> {
        let bad = |why: &'static str| SprtError {
            text: text.to_string(),
            why,
        };
        let numbers: Vec<f64> = text
            .split(',')
            .map(|w| w.trim().parse::<f64>())
            .collect::<Result<_, _>>()
            .map_err(|_| bad("give elo0,elo1 or elo0,elo1,alpha,beta as numbers"))?;
        let (elo0, elo1, alpha, beta) = match numbers[..] {
            [e0, e1] => (e0, e1, 0.05, 0.05),
            [e0, e1, a, b] => (e0, e1, a, b),
            _ => return Err(bad("give elo0,elo1 or elo0,elo1,alpha,beta")),
        };
        if !elo0.is_finite() || !elo1.is_finite() || elo0 >= elo1 {
            return Err(bad("elo0 must be below elo1"));
        }
        if elo0.abs() >= 1000.0 || elo1.abs() >= 1000.0 {
            return Err(bad("Elo bounds must lie between -1000 and 1000"));
        }
        let probability = |p: f64| p > 0.0 && p < 1.0;
        if !probability(alpha) || !probability(beta) || alpha + beta >= 1.0 {
            return Err(bad(
                "alpha and beta must lie between 0 and 1, and add up to less than 1",
            ));
        }
        Ok(Sprt {
            elo0,
            elo1,
            alpha,
            beta,
        })
    }
}

impl fmt::Display for Sprt {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "elo0 {}, elo1 {}, alpha {}, beta {}",
            self.elo0, self.elo1, self.alpha, self.beta
        )
    }
}

/// Counts of zero would make the likelihood of any hypothesis that gives the outcome a chance
/// infinitely worse; like fastchess, such counts are taken as a thousandth.
const EMPTY_COUNT: f64 = 1e-3;

impl Sprt {
    pub fn lower(&self) -> f64 {
        (self.beta / (1.0 - self.alpha)).ln()
    }

    pub fn upper(&self) -> f64 {
        ((1.0 - self.beta) / self.alpha).ln()
    }

    /// The log-likelihood ratio of H1 against H0 for the outcomes counted so far.
    pub fn llr(&self, sample: Sample) -> f64 {
        if sample.units() == 0 {
            return 0.0;
        }
        let counts: Vec<f64> = sample
            .counts
            .iter()
            .map(|&c| if c == 0 { EMPTY_COUNT } else { f64::from(c) })
            .collect();
        let total: f64 = counts.iter().sum();
        let observed: Vec<f64> = counts.iter().map(|c| c / total).collect();
        let h0 = closest_with_mean(sample.scores, &observed, score_from_elo(self.elo0));
        let h1 = closest_with_mean(sample.scores, &observed, score_from_elo(self.elo1));
        let per_unit: f64 = observed
            .iter()
            .zip(h0.iter().zip(&h1))
            .map(|(p, (q0, q1))| p * (q1.ln() - q0.ln()))
            .sum();
        total * per_unit
    }

    pub fn verdict(&self, llr: f64) -> Verdict {
        if llr >= self.upper() {
            Verdict::H1
        } else if llr <= self.lower() {
            Verdict::H0
        } else {
            Verdict::Undecided
        }
    }
}

/// The distribution over `scores` with mean `mean` that makes `observed` most likely:
/// q_i = p_i / (1 + theta (a_i - mean)), with theta the root of sum p_i (a_i - mean) /
/// (1 + theta (a_i - mean)) = 0 (the function falls steadily with theta, so bisection finds
/// it). `mean` must lie strictly inside the range of the scores.
fn closest_with_mean(scores: &[f64], observed: &[f64], mean: f64) -> Vec<f64> {
    let (lowest, highest) = scores
        .iter()
        .fold((f64::INFINITY, f64::NEG_INFINITY), |(l, h), &a| {
            (l.min(a), h.max(a))
        });
    let f = |theta: f64| -> f64 {
        observed
            .iter()
            .zip(scores)
            .map(|(p, a)| p * (a - mean) / (1.0 + theta * (a - mean)))
            .sum()
    };
    // Every weight 1 + theta (a_i - mean) stays positive strictly between these.
    let (mut lo, mut hi) = (-1.0 / (highest - mean), -1.0 / (lowest - mean));
    for _ in 0..200 {
        let mid = 0.5 * (lo + hi);
        if f(mid) > 0.0 {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    let theta = 0.5 * (lo + hi);
    observed
        .iter()
        .zip(scores)
        .map(|(p, a)| p / (1.0 + theta * (a - mean)))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::matchplay::elo::{GAME_SCORES, PAIR_SCORES};

    fn sprt(text: &str) -> Sprt {
        text.parse().expect("valid SPRT")
    }

    #[test]
    fn bounds_follow_alpha_and_beta() {
        let s = sprt("0,10");
        assert!((s.lower() + 2.944_438_979).abs() < 1e-6);
        assert!((s.upper() - 2.944_438_979).abs() < 1e-6);
        let s = sprt("-5, 5, 0.1, 0.2");
        assert!((s.lower() - (0.2f64 / 0.9).ln()).abs() < 1e-12);
        assert!((s.upper() - 8f64.ln()).abs() < 1e-12);
    }

    #[test]
    fn bad_sprt_texts_are_refused_with_a_reason() {
        for bad in [
            "",
            "5",
            "10,0",
            "0,10,0.05",
            "0,10,0,0.05",
            "0,10,0.6,0.5",
            "a,b",
        ] {
            let err = bad.parse::<Sprt>().expect_err(bad).to_string();
            assert!(err.contains("is not an SPRT"), "{err}");
        }
    }

    /// With only wins and losses the closest distribution is (s, 1 - s) itself, so the ratio
    /// has a closed form: W ln(s1 / s0) + L ln((1 - s1) / (1 - s0)).
    #[test]
    fn decisive_games_give_the_closed_form_ratio() {
        let s = sprt("0,20");
        let (s0, s1) = (0.5, score_from_elo(20.0));
        let (w, l) = (60.0, 40.0);
        let expected = w * (s1 / s0).ln() + l * ((1.0 - s1) / (1.0 - s0)).ln();
        let llr = s.llr(Sample {
            scores: &GAME_SCORES,
            counts: &[40, 0, 60],
        });
        assert!((llr - expected).abs() < 0.01, "{llr} vs {expected}");
    }

    /// Cross-checked with an independent computation (the constrained maximum found by
    /// projected gradient ascent on the pentanomial probabilities): 0.5181 for these pairs.
    #[test]
    fn pair_ratio_matches_an_independent_computation() {
        let s = sprt("0,10");
        let llr = s.llr(Sample {
            scores: &PAIR_SCORES,
            counts: &[10, 20, 40, 25, 15],
        });
        assert!((llr - REFERENCE_PAIRS).abs() < 0.001, "{llr}");
    }
    const REFERENCE_PAIRS: f64 = 0.5181;

    #[test]
    fn a_mirrored_record_favours_neither_symmetric_hypothesis() {
        let s = sprt("-10,10");
        let llr = s.llr(Sample {
            scores: &PAIR_SCORES,
            counts: &[7, 11, 30, 11, 7],
        });
        assert!(llr.abs() < 1e-6, "{llr}");
        assert_eq!(s.verdict(llr), Verdict::Undecided);
    }

    #[test]
    fn a_strong_record_accepts_h1_and_a_weak_one_h0() {
        let s = sprt("0,50");
        let strong = s.llr(Sample {
            scores: &PAIR_SCORES,
            counts: &[1, 2, 10, 20, 30],
        });
        assert_eq!(s.verdict(strong), Verdict::H1, "{strong}");
        let weak = s.llr(Sample {
            scores: &PAIR_SCORES,
            counts: &[20, 20, 20, 5, 2],
        });
        assert_eq!(s.verdict(weak), Verdict::H0, "{weak}");
        assert_eq!(
            s.llr(Sample {
                scores: &PAIR_SCORES,
                counts: &[0; 5]
            }),
            0.0
        );
    }
}
