//! Fits the evaluation's pattern-class and window weights to positions from games, as engine
//! developers tune a classical evaluation ("Texel tuning"): every position of every game is
//! labelled with how the game ended for the side to move (1, ½, 0), the evaluation is turned
//! into an expected score by a logistic curve, and the weights are moved to make the expected
//! scores match the results as closely as possible (least squares, Adam steps). Every fifth game
//! is held out: the fit is worth trying only if it predicts those games' results better too.
//!
//! ```text
//! gomoku match --a master --b master --save games ...    # or any engines
//! cargo run --release --example tune_eval -- games [more directories or .sgf files]
//! cargo run --release --example tune_eval -- [--k K] [--keep-tempo] [--quiet-only] [--all] \
//!     [--steps N] positions.txt                            # labelled by an engine
//! ```
//!
//! A `.txt` file holds positions labelled by another engine's search instead of a result, one a
//! line: the engine's score for the side to move, the board size, then the moves (`H8 I9 ...`,
//! free-style). The score becomes an expected result through a logistic curve of scale
//! `ENGINE_SCALE`; a line with no more moves than the one before starts a game, and every fifth
//! game is held out. `--keep-tempo` leaves the tempo as it is (it and the windows of single
//! stones trade off, at the same error); `--all` prints weights fitted to every position once
//! the held-out error has judged the fit; `--steps N` sets the Adam steps (6,000 by default);
//! `--quiet-only` leaves the classes from two open threes up as they are (fitted freely to
//! positions from games, their weights fell and the search played far worse: it reads those
//! points at its leaves, where a game's positions say little of them; the tenth round's fit
//! that kept them lost too, docs/rapfi-rounds-6.md).
//! `--k K` fits under that logistic scale instead of the one that suits the current weights
//! best: the search's margins (futility, aspiration) are set in evaluation units, so the fitted
//! weights should keep the scale of the results-based fit (a K near 2300 on Master's games
//! against itself).
//!
//! Starts from Master's weights (`FITTED` in `src/ai/eval.rs`) and prints the new ones in its
//! form; whether they play better is for an SPRT against the build before to say, never this
//! fit alone.

use std::path::PathBuf;

use gomoku::ai::tuning::{self, C_THREE_THREE, CLASS_NAMES, FITTED, Features, Weights};
use gomoku::model::{Game, Point, Rule, Rules, Stone};
use gomoku::record::Record;

#[path = "support/files.rs"]
mod support;

/// The labelling engine's score that counts as one logistic unit of expected result (about
/// 73 %): Rapfi's (two threads, 300 ms) spread its scores of balanced middle games over a few
/// hundred.
const ENGINE_SCALE: f64 = 140.0;

/// Plies at the start of a game that say little about its end (the opening stones).
const SKIP: usize = 4;
/// Which weights are fitted: the tempo, the side to move's classes below an open four (the
/// search decides those above), the opponent's below a five.
const MINE_FITTED: std::ops::Range<usize> = 1..11;
const THEIRS_FITTED: std::ops::Range<usize> = 1..12;
/// Which window kinds are fitted (by stones missing): not the five, nor the windows of longer
/// win lengths, which a 15x15 position of five in a row never has.
const WINDOWS_FITTED: std::ops::Range<usize> = 1..5;
const PARAMS: usize = 1
    + (MINE_FITTED.end - MINE_FITTED.start)
    + (THEIRS_FITTED.end - THEIRS_FITTED.start)
    + (WINDOWS_FITTED.end - WINDOWS_FITTED.start);

struct Sample {
    features: Features,
    result: f64,
}

fn main() {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let fixed_k = take_positive::<f64>(&mut args, "--k");
    let keep_tempo = take_flag(&mut args, "--keep-tempo");
    let quiet_only = take_flag(&mut args, "--quiet-only");
    let steps = take_positive::<i32>(&mut args, "--steps").unwrap_or(6000);
    let fit_all = take_flag(&mut args, "--all");
    let args: Vec<PathBuf> = args.into_iter().map(PathBuf::from).collect();
    if args.is_empty() {
        eprintln!("tune_eval: give the directories or .sgf files of the games to fit to");
        std::process::exit(2);
    }
    let mut files = Vec::new();
    for a in &args {
        support::collect(a, &["sgf", "txt"], &mut files);
    }
    files.sort();
    let (mut train, mut test) = (Vec::new(), Vec::new());
    let mut games = 0;
    for f in files
        .iter()
        .filter(|f| f.extension().is_some_and(|e| e == "txt"))
    {
        let text = std::fs::read_to_string(f).unwrap_or_else(|e| {
            eprintln!("tune_eval: cannot read {}: {e}", f.display());
            std::process::exit(2);
        });
        // A line with no more moves than the one before starts another game; every fifth game
        // is held out whole, so that the held-out error also shows a fit to the fitted games.
        let (mut game, mut last) = (0, usize::MAX);
        for line in text.lines() {
            let moves = line.split_whitespace().count().saturating_sub(2);
            game += usize::from(moves <= last);
            last = moves;
            if let Some(sample) = labelled(line) {
                if game % 5 == 0 { &mut test } else { &mut train }.push(sample);
            }
        }
        games += game;
    }
    let files: Vec<&PathBuf> = files
        .iter()
        .filter(|f| f.extension().is_some_and(|e| e == "sgf"))
        .collect();
    for (n, f) in files.iter().enumerate() {
        let Ok(record) = Record::load(f) else {
            eprintln!("tune_eval: skipped {}: not a game record", f.display());
            continue;
        };
        let samples = samples(&record);
        games += usize::from(!samples.is_empty());
        if n % 5 == 4 { &mut test } else { &mut train }.extend(samples);
    }
    println!(
        "{games} games: {} positions to fit, {} held out",
        train.len(),
        test.len()
    );
    let start = initial();
    let k = fixed_k.unwrap_or_else(|| fit_scale(&train, &start));
    println!("logistic scale K = {k:.0}");
    let frozen = frozen(keep_tempo, quiet_only);
    let fitted = fit(&train, &start, k, &frozen, steps);
    for (name, w) in [("before", &start), ("after", &fitted)] {
        println!(
            "{name:>6}: error {:.5} on the fitted positions, {:.5} held out",
            error(&train, w, k),
            error(&test, w, k)
        );
    }
    if fit_all {
        // The held-out error has judged the fit; the weights to play with use every position.
        train.append(&mut test);
        print(&fit(&train, &start, k, &frozen, steps));
    } else {
        print(&fitted);
    }
}

/// The positive number after `name`, if `name` is among the arguments (both taken out); any
/// other value after it ends the program with a message.
fn take_positive<T: std::str::FromStr + PartialOrd + Default>(
    args: &mut Vec<String>,
    name: &str,
) -> Option<T> {
    let i = args.iter().position(|a| a == name)?;
    let value = args.get(i + 1).and_then(|v| v.parse::<T>().ok());
    let Some(value) = value.filter(|v| *v > T::default()) else {
        eprintln!("tune_eval: {name} needs a positive number");
        std::process::exit(2);
    };
    args.drain(i..i + 2);
    Some(value)
}

/// Whether `name` is among the arguments (taken out).
fn take_flag(args: &mut Vec<String>, name: &str) -> bool {
    let at = args.iter().position(|a| a == name);
    at.map(|i| args.remove(i)).is_some()
}

/// The positions of a finished game the evaluation judges, with the result for their side to
/// move.
fn samples(record: &Record) -> Vec<Sample> {
    let end = record.game();
    let winner = end.outcome().winner().or_else(|| {
        let said = record.meta.result.as_deref().unwrap_or("");
        if said.starts_with("B+") {
            Some(Stone::Black)
        } else if said.starts_with("W+") {
            Some(Stone::White)
        } else {
            None
        }
    });
    let drawn = end.outcome().is_over() || record.meta.result.as_deref() == Some("Draw");
    if winner.is_none() && !drawn {
        return Vec::new();
    }
    let mut game = record.game_at(0);
    let mut out = Vec::new();
    for (n, &p) in record.moves().iter().enumerate() {
        if n >= SKIP
            && let Some(features) = tuning::features(&game)
        {
            let result = match winner {
                Some(w) if w == game.to_move() => 1.0,
                Some(_) => 0.0,
                None => 0.5,
            };
            out.push(Sample { features, result });
        }
        if game.play(p).is_err() {
            break;
        }
    }
    out
}

/// A position labelled by another engine's score (see the module's doc), if the line reads as
/// one and the evaluation judges it.
fn labelled(line: &str) -> Option<Sample> {
    let mut words = line.split_whitespace();
    let score: f64 = words.next()?.parse().ok()?;
    let size: usize = words.next()?.parse().ok()?;
    let moves: Vec<Point> = words
        .map(|m| Point::parse_notation(m, size, size).ok())
        .collect::<Option<_>>()?;
    let rules = Rules::new(size, size, 5, Rule::Freestyle).ok()?;
    let game = Game::from_moves(rules, &moves).ok()?;
    let features = tuning::features(&game)?;
    let result = 1.0 / (1.0 + (-score / ENGINE_SCALE).exp());
    Some(Sample { features, result })
}

/// The weights as one vector: tempo, then the fitted side-to-move and opponent classes.
fn initial() -> Vec<f64> {
    let mut w = vec![f64::from(FITTED.tempo)];
    w.extend(FITTED.mine[MINE_FITTED].iter().map(|&x| f64::from(x)));
    w.extend(FITTED.theirs[THEIRS_FITTED].iter().map(|&x| f64::from(x)));
    w.extend(FITTED.windows[WINDOWS_FITTED].iter().map(|&x| f64::from(x)));
    debug_assert_eq!(w.len(), PARAMS);
    w
}

/// Which weights stay as they are, in the order of `initial`: the tempo (`--keep-tempo`), and
/// with `--quiet-only` the classes from two open threes up, the double threats and fours whose
/// worth the search's threat checks and margins rest on.
fn frozen(keep_tempo: bool, quiet_only: bool) -> Vec<bool> {
    let mut frozen = vec![keep_tempo];
    let threat = |c: usize| quiet_only && c >= usize::from(C_THREE_THREE);
    frozen.extend(MINE_FITTED.map(threat));
    frozen.extend(THEIRS_FITTED.map(threat));
    frozen.extend(WINDOWS_FITTED.map(|_| false));
    debug_assert_eq!(frozen.len(), PARAMS);
    frozen
}

/// The inputs the weights multiply, in the order of `initial`.
fn inputs(f: &Features) -> [f64; PARAMS] {
    let mut x = [0.0; PARAMS];
    x[0] = 1.0;
    let mut i = 1;
    for c in MINE_FITTED {
        x[i] = f64::from(f.mine[c]);
        i += 1;
    }
    for c in THEIRS_FITTED {
        x[i] = -f64::from(f.theirs[c]);
        i += 1;
    }
    for kind in WINDOWS_FITTED {
        x[i] = f64::from(f.windows[kind]);
        i += 1;
    }
    x
}

fn value(s: &Sample, w: &[f64]) -> f64 {
    let unfitted = (0..WINDOWS_FITTED.start).chain(WINDOWS_FITTED.end..FITTED.windows.len());
    unfitted
        .map(|kind| f64::from(s.features.windows[kind] * FITTED.windows[kind]))
        .sum::<f64>()
        + inputs(&s.features)
            .iter()
            .zip(w)
            .map(|(x, w)| x * w)
            .sum::<f64>()
}

fn expected(v: f64, k: f64) -> f64 {
    1.0 / (1.0 + (-v / k).exp())
}

fn error(samples: &[Sample], w: &[f64], k: f64) -> f64 {
    let total: f64 = samples
        .iter()
        .map(|s| (expected(value(s, w), k) - s.result).powi(2))
        .sum();
    total / samples.len().max(1) as f64
}

/// The logistic scale under which the current weights fit best (golden-section search).
fn fit_scale(samples: &[Sample], w: &[f64]) -> f64 {
    let (mut lo, mut hi) = (10.0f64, 20_000.0f64);
    let g = (5f64.sqrt() - 1.0) / 2.0;
    for _ in 0..60 {
        let a = hi - g * (hi - lo);
        let b = lo + g * (hi - lo);
        if error(samples, w, a) < error(samples, w, b) {
            hi = b;
        } else {
            lo = a;
        }
    }
    (lo + hi) / 2.0
}

/// Adam on the mean squared error, from the current weights; weights stay non-negative (a
/// threat never helps the side it threatens).
fn fit(samples: &[Sample], start: &[f64], k: f64, frozen: &[bool], steps: i32) -> Vec<f64> {
    let mut w = start.to_vec();
    let (mut m, mut v) = (vec![0.0; PARAMS], vec![0.0; PARAMS]);
    let (rate, b1, b2) = (2.0, 0.9, 0.999);
    let xs: Vec<[f64; PARAMS]> = samples.iter().map(|s| inputs(&s.features)).collect();
    for step in 1..=steps {
        let mut grad = [0.0; PARAMS];
        for (s, x) in samples.iter().zip(&xs) {
            let p = expected(value(s, &w), k);
            let d = 2.0 * (p - s.result) * p * (1.0 - p) / k;
            for j in 0..PARAMS {
                grad[j] += d * x[j];
            }
        }
        for j in (0..PARAMS).filter(|&j| !frozen[j]) {
            let g = grad[j] / samples.len() as f64;
            m[j] = b1 * m[j] + (1.0 - b1) * g;
            v[j] = b2 * v[j] + (1.0 - b2) * g * g;
            let mh = m[j] / (1.0 - b1.powi(step));
            let vh = v[j] / (1.0 - b2.powi(step));
            w[j] -= rate * mh / (vh.sqrt() + 1e-12);
            if j > 0 {
                w[j] = w[j].max(0.0);
            }
        }
    }
    w
}

fn print(w: &[f64]) {
    let round = |x: f64| x.round() as i32;
    let mut fitted = Weights {
        tempo: round(w[0]),
        ..FITTED
    };
    let mut i = 1;
    for c in MINE_FITTED {
        fitted.mine[c] = round(w[i]);
        i += 1;
    }
    for c in THEIRS_FITTED {
        fitted.theirs[c] = round(w[i]);
        i += 1;
    }
    for kind in WINDOWS_FITTED {
        fitted.windows[kind] = round(w[i]);
        i += 1;
    }
    println!("\n{:<16} {:>6} {:>6}", "class", "mine", "theirs");
    for (c, name) in CLASS_NAMES.iter().enumerate().skip(1) {
        println!("{name:<16} {:>6} {:>6}", fitted.mine[c], fitted.theirs[c]);
    }
    println!("\n{fitted:?}");
}
