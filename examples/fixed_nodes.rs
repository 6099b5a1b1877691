//! Master as a Gomocup engine that searches a fixed number of positions per move on one thread
//! instead of watching the clock: two builds compared this way play the same games on an idle
//! and on a busy machine, which is what an SPRT between a change and the build before it needs.
//!
//! ```text
//! cargo build --release --example fixed_nodes            # in each of the two checkouts
//! gomoku match --a-engine "new/fixed_nodes 100000" --b-engine "old/fixed_nodes 100000" \
//!     --sprt 0,20 --concurrency 2 --time-ms 20000
//! ```
//!
//! The argument is the node budget per move (100000 if left out). Every move is searched with a
//! fresh random seed, so games vary; the protocol itself is the engine mode's own session. The
//! transposition table is kept across the moves of a game, as a game's player keeps it.

use std::io::{self, BufRead, Write};
use std::time::Duration;

use gomoku::ai::{self, GameTable, Limits};
use gomoku::engine::{Session, Step, parse};
use gomoku::model::Point;
use rand::Rng;

/// The kept table's size: a few moves' worth of entries at the budgets SPRTs use.
const TABLE_BYTES: usize = 4 << 20;

fn main() {
    let nodes = match std::env::args().nth(1).map(|a| a.parse::<u64>()) {
        None => 100_000,
        Some(Ok(n)) if n > 0 => n,
        Some(_) => {
            eprintln!("fixed_nodes: the argument is the node budget per move, a positive number");
            std::process::exit(2);
        }
    };
    let mut session = Session::default();
    let mut out = io::stdout();
    let mut rng = rand::rng();
    // The game the table belongs to: a position that does not follow from it starts a new one.
    let mut played: Vec<Point> = Vec::new();
    let mut table = GameTable::new(TABLE_BYTES);
    for line in io::stdin().lock().lines() {
        let Ok(line) = line else { break };
        let replies = match session.handle(parse(&line)) {
            Step::Quit => break,
            Step::Say(replies) => replies,
            Step::Think(search) => {
                let history = search.game.history();
                if !history.starts_with(&played) {
                    table = GameTable::new(TABLE_BYTES);
                }
                played = history.to_vec();
                // The clock is only a safety net far beyond what the budget takes.
                let limits = Limits {
                    time: Duration::from_secs(60),
                    table: Some(table.clone()),
                    ..search.limits.clone()
                }
                .seeded(rng.random())
                .with_nodes(nodes);
                let found = ai::best_move(&search.game, search.level, &limits);
                vec![session.answer_move(found)]
            }
        };
        for reply in replies {
            if writeln!(out, "{reply}").and_then(|()| out.flush()).is_err() {
                return;
            }
        }
    }
}
