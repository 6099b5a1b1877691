//! A classic beginner's gomoku program, as a Gomocup (Piskvork) protocol engine: the yardstick
//! for the goal that Master beats "established classic gomoku programs".
//!
//! It plays the way the gomoku programs of hobby books, school projects and early shareware
//! did: no search at all. Every empty point near the stones is scored by the runs of touching
//! stones it would make for itself (attack) and break up for the opponent (defence) in the
//! four directions, from a weight table (five, open four, closed four or open three, ...), with
//! attack weighted a little above defence; it plays the best point, at random among equals.
//! Such a program wins when it can, blocks every four and most threes, and is a fair opponent
//! for a beginner, yet it sees nothing beyond the next move.
//!
//! It lives apart from the game and uses none of its engine, so that a match against it
//! measures our engine against an independent opponent:
//!
//! ```text
//! cargo build --release --examples
//! gomoku match --a master --b-engine target/release/examples/classic --size 19 --time-ms 1000
//! ```
//!
//! `--seed N` makes its choices among equal points repeatable; without it they vary per run.
//! It plays free-style five in a row on boards from 5x5 to 100x100 and answers at once.

mod engine;

use std::io;
use std::time::{SystemTime, UNIX_EPOCH};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let seed = match args.as_slice() {
        [] => SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos() as u64),
        [flag, n] if flag == "--seed" => match n.parse() {
            Ok(seed) => seed,
            Err(_) => usage(&format!("the seed must be a whole number, not \"{n}\"")),
        },
        _ => usage("the only option is --seed N"),
    };
    if let Err(e) = engine::run(io::stdin().lock(), io::stdout().lock(), seed) {
        eprintln!("classic: cannot talk to the manager: {e}");
        std::process::exit(1);
    }
}

fn usage(problem: &str) -> ! {
    eprintln!("classic: {problem}");
    std::process::exit(2);
}
