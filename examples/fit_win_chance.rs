//! Fits the curve that turns Master's score of a position into a chance of winning, from real
//! games: every position of every finished game (after the opening's first plies) is searched
//! as Master would, at a fixed node budget, and labelled with how the game ended for the side
//! to move (1, ½, 0); the logistic scale K that makes `1 / (1 + e^(-score / K))` fit the results
//! best is the one `ai::verdict` uses. Proven results (a forced win or loss) are left out: they
//! are told as such, not as a chance. Every fifth game is held out to check the fit.
//!
//! ```text
//! gomoku match --a-engine "fixed_nodes 20000" --b-engine "fixed_nodes 20000" \
//!     --games 240 --concurrency 2 --time-ms 20000 --save games
//! cargo run --release --example fit_win_chance -- [--nodes N] games
//! ```

use std::path::Path;
use std::time::Duration;

use gomoku::ai::{self, Answer, Level, Limits, Task};
use gomoku::model::{Game, Stone};
use gomoku::record::Record;

#[path = "support/files.rs"]
mod support;

/// Plies at the start of a game that say little about its end (the opening stones).
const SKIP: usize = 4;

struct Sample {
    score: f64,
    result: f64,
}

fn main() {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let nodes = match args.iter().position(|a| a == "--nodes") {
        Some(i) => {
            let n = args.get(i + 1).and_then(|v| v.parse::<u64>().ok());
            args.drain(i..(i + 2).min(args.len()));
            n.filter(|&n| n > 0).unwrap_or_else(|| {
                eprintln!("fit_win_chance: --nodes needs a positive number");
                std::process::exit(2);
            })
        }
        None => 20_000,
    };
    let mut files = Vec::new();
    for a in &args {
        support::collect(Path::new(a), &["sgf"], &mut files);
    }
    files.sort();
    if files.is_empty() {
        eprintln!("fit_win_chance: give the directories or .sgf files of finished games");
        std::process::exit(2);
    }
    let (mut train, mut test) = (Vec::new(), Vec::new());
    for (n, f) in files.iter().enumerate() {
        let Ok(record) = Record::load(f) else {
            eprintln!("fit_win_chance: skipped {}: not a game record", f.display());
            continue;
        };
        let samples = samples(&record, nodes);
        if n % 5 == 4 { &mut test } else { &mut train }.extend(samples);
    }
    println!(
        "{} games: {} positions to fit, {} held out",
        files.len(),
        train.len(),
        test.len()
    );
    let k = fit_scale(&train);
    println!("logistic scale K = {k:.0}");
    println!(
        "error {:.5} on the fitted positions, {:.5} held out (a coin: 0.25)",
        error(&train, k),
        error(&test, k)
    );
    println!("score band: positions, predicted, won (held-out positions)");
    for (lo, hi) in [
        (-1e9, -1500.0),
        (-1500.0, -600.0),
        (-600.0, -200.0),
        (-200.0, 200.0),
        (200.0, 600.0),
        (600.0, 1500.0),
        (1500.0, 1e9),
    ] {
        let band: Vec<&Sample> = test
            .iter()
            .filter(|s| s.score >= lo && s.score < hi)
            .collect();
        if band.is_empty() {
            continue;
        }
        let mean =
            |f: &dyn Fn(&Sample) -> f64| band.iter().map(|s| f(s)).sum::<f64>() / band.len() as f64;
        println!(
            "{lo:>8.0} to {hi:<8.0} {:>6} {:>6.1} % {:>6.1} %",
            band.len(),
            100.0 * mean(&|s| expected(s.score, k)),
            100.0 * mean(&|s| s.result)
        );
    }
}

/// Master's score of each position of a finished game, with the result for its side to move.
fn samples(record: &Record, nodes: u64) -> Vec<Sample> {
    let end = record.game();
    let said = record.meta.result.as_deref().unwrap_or("");
    let winner = end.outcome().winner().or(match said.get(..2) {
        Some("B+") => Some(Stone::Black),
        Some("W+") => Some(Stone::White),
        _ => None,
    });
    if winner.is_none() && !end.is_over() && said != "Draw" && said != "0" {
        return Vec::new();
    }
    let mut out = Vec::new();
    for n in SKIP..record.moves().len() {
        let game: Game = record.game_at(n);
        let limits = Limits::with_time(Duration::from_secs(60))
            .seeded(n as u64)
            .with_nodes(nodes);
        let Answer::Move { analysis, .. } =
            ai::respond(&game, Task::Move, Level::Master, &limits, None)
        else {
            continue;
        };
        if ai::forced_plies(analysis.score).is_some() {
            continue;
        }
        let result = match winner {
            Some(w) if w == game.to_move() => 1.0,
            Some(_) => 0.0,
            None => 0.5,
        };
        out.push(Sample {
            score: f64::from(analysis.score),
            result,
        });
    }
    out
}

fn expected(score: f64, k: f64) -> f64 {
    1.0 / (1.0 + (-score / k).exp())
}

fn error(samples: &[Sample], k: f64) -> f64 {
    let total: f64 = samples
        .iter()
        .map(|s| (expected(s.score, k) - s.result).powi(2))
        .sum();
    total / samples.len().max(1) as f64
}

/// The logistic scale that fits best (golden-section search on the squared error).
fn fit_scale(samples: &[Sample]) -> f64 {
    let (mut lo, mut hi) = (10.0f64, 20_000.0f64);
    let g = (5f64.sqrt() - 1.0) / 2.0;
    for _ in 0..80 {
        let (a, b) = (hi - g * (hi - lo), lo + g * (hi - lo));
        if error(samples, a) < error(samples, b) {
            hi = b;
        } else {
            lo = a;
        }
    }
    (lo + hi) / 2.0
}
