//! How deep Master searches in its time on middle-game positions, and how fast: the depth
//! table of the README.
//!
//! ```text
//! cargo run --release --example depth_table -- [--time-ms 1000] [--runs 3] [--nodes N]
//!     [--only NAME] [--depth D] [--game-table] [--warm] [--threads N]
//! ```
//!
//! Every position is searched `runs` times as in a game (unseeded, both cores); the table shows
//! each position's median depth, nodes and nodes per second, a proven win as `win N` (plies to
//! the five), then the medians over all positions and over those without a proven win (a
//! search stops deepening once it has proven one). The figures depend on the machine's load:
//! say what `uptime` showed with them. With `--nodes`, each search is seeded and bounded by that
//! many nodes on one thread instead: the depths then do not depend on the load, which suits
//! comparing two builds on a busy machine. `--depth` stops each search after that iteration
//! (with `--nodes`, the nodes it took tell how fast a build reaches that depth). `--only` keeps
//! the positions whose name contains NAME; `--game-table` gives each search the table a game
//! gives Master (64 MiB, new, its memory taken before the clock starts, as on a game's first
//! move) instead of one sized by the search's time or nodes; `--warm` gives that table
//! master's last move first (the position without its last two moves, searched for the same
//! time or nodes and not counted), as a game gives it on every move after its first; with
//! `GOMOKU_LOG=debug` the log tells each finished iteration's depth, score and nodes.
//! `--threads` sets the search's threads (both cores by default, as in a game; seeded searches
//! run on one); with `--depth`, the seconds column then tells how much sooner the threads
//! reach that depth together than one alone.

use std::time::{Duration, Instant};

use gomoku::ai::{GameTable, Level, Limits, analyse, forced_plies};
use gomoku::model::{Game, Point, Rule, Rules};

/// Middle-game positions: the search benchmark's two, five from games between the levels on
/// 15x15, the 19x19 opening after which Master once went astray against BSD gomoku, and four
/// from Master's games against Rapfi (15x15, 1 s a move) that Rapfi's own search, given 200 ms,
/// rated within 40 of even.
const POSITIONS: &[(&str, usize, &str)] = &[
    (
        "bench 15x15",
        15,
        "H8 I9 I8 G8 J8 K8 H9 H10 G10 J7 I10 F7 H7 I6",
    ),
    ("bench 19x19", 19, "J10 K11 K10 L10 J9 J11 K8 L8"),
    (
        "game A 15x15",
        15,
        "G10 G9 F9 F10 H11 E8 I12 J13 H8 E11 H12 D12 C13 H10 J12 K12",
    ),
    (
        "game B 15x15",
        15,
        "G10 G9 H9 H10 F11 E12 I8 J7 F8 I11 H8 J12 K13 G8 H7 H5",
    ),
    (
        "game C 15x15",
        15,
        "G6 F6 F7 G7 H5 E8 I4 J3 H8 E5 H4 D4 C3 H6 J4 K4",
    ),
    (
        "game D 15x15",
        15,
        "G6 F6 F7 G7 E8 H5 D9 C10 H8 E5 D8 D4 C3 F8 D10 D11",
    ),
    (
        "game E 15x15",
        15,
        "F10 H9 G11 G8 E9 H12 C7 D8 H10 I10 F7 K12 J11 G12 F12 I9",
    ),
    ("K10 M12 K12 19x19", 19, "K10 M12 K12"),
    (
        "Rapfi R1 15x15",
        15,
        "J6 J7 I10 K7 I7 H8 J8 K9 K8 J9 H9 G8 L9 F8 I8 I9 J10 L10 I6 H6",
    ),
    (
        "Rapfi R2 15x15",
        15,
        "I9 G7 F6 G8 I7 H6 F8 G9 G10 I8 G5 H4 H10 F10 H5 I5 J8 K7 J6 K5",
    ),
    (
        "Rapfi R3 15x15",
        15,
        "H8 I7 F6 G7 F8 F7 E7 G5 G8 E8 I8 J8 H6 G6 H5 H7 J7 G4 G3 G10 H4 H3",
    ),
    (
        "Rapfi R4 15x15",
        15,
        "J7 F9 H9 G10 H11 G8 H7 F10 F8 H10 I10 G11 G12 J9 G7 I7 E9 H6 F12 E11 D12",
    ),
];

fn game(size: usize, moves: &str) -> Result<Game, Box<dyn std::error::Error>> {
    let rules = Rules::new(size, size, 5, Rule::Freestyle)?;
    let points = moves
        .split_whitespace()
        .map(|m| Point::parse_notation(m, size, size))
        .collect::<Result<Vec<_>, _>>()?;
    Game::from_moves(rules, &points).map_err(|(i, e)| format!("move {}: {e}", i + 1).into())
}

fn median(values: &mut [f64]) -> f64 {
    values.sort_by(f64::total_cmp);
    let n = values.len();
    if n == 0 {
        0.0
    } else if n % 2 == 1 {
        values[n / 2]
    } else {
        (values[n / 2 - 1] + values[n / 2]) / 2.0
    }
}

/// The word after `name` on the command line, if `name` is there.
fn value<'a>(args: &'a [String], name: &str) -> Result<Option<&'a str>, String> {
    match args.iter().position(|a| a == name) {
        None => Ok(None),
        Some(i) => args
            .get(i + 1)
            .map(|v| Some(v.as_str()))
            .ok_or_else(|| format!("{name} needs a value")),
    }
}

fn flag(args: &[String], name: &str, default: u64) -> Result<u64, String> {
    match value(args, name)? {
        None => Ok(default),
        Some(v) => v.parse().map_err(|_| format!("{name} needs a number")),
    }
}

fn main() {
    if let Err(e) = run() {
        eprintln!("depth_table: {e}");
        std::process::exit(2);
    }
}

fn run() -> Result<(), String> {
    gomoku::logging::init_from_env();
    let args: Vec<String> = std::env::args().skip(1).collect();
    let time = Duration::from_millis(flag(&args, "--time-ms", 1000)?);
    let runs = flag(&args, "--runs", 3)?.max(1);
    let nodes = flag(&args, "--nodes", 0)?;
    let depth = flag(&args, "--depth", 0)?;
    let warm = args.iter().any(|a| a == "--warm");
    let game_table = warm || args.iter().any(|a| a == "--game-table");
    let threads = flag(&args, "--threads", 0)?;
    let limits = || {
        let mut limits = Limits::with_time(time);
        if nodes > 0 {
            limits = Limits::with_time(Duration::from_secs(600))
                .seeded(1)
                .with_nodes(nodes);
        }
        if threads > 0 {
            limits.threads = usize::try_from(threads).unwrap_or(usize::MAX);
        }
        if depth > 0 {
            limits.depth = u32::try_from(depth).ok();
        }
        // The table a game gives Master (sized by its memory, not by the search's length), new
        // as on its first move: the cost of a probe depends on the table's size. Its memory is
        // taken before the clock starts, as a game takes it when it starts.
        if game_table {
            limits.table = Some(GameTable::warmed(limits.memory));
        }
        limits
    };
    println!(
        "{:<20} {:>6} {:>10} {:>10} {:>7} {:>9}  best",
        "position", "depth", "nodes", "nodes/s", "secs", "score"
    );
    let (mut depths, mut open_depths, mut speeds) = (Vec::new(), Vec::new(), Vec::new());
    let only = value(&args, "--only")?;
    for &(name, size, moves) in POSITIONS {
        if only.is_some_and(|o| !name.contains(o)) {
            continue;
        }
        let g = game(size, moves).map_err(|e| e.to_string())?;
        let before = warm.then(|| {
            let mut before = g.clone();
            before.undo();
            before.undo();
            before
        });
        let (mut d, mut n, mut s, mut t) = (Vec::new(), Vec::new(), Vec::new(), Vec::new());
        let mut last = None;
        for _ in 0..runs {
            let limits = limits();
            if let Some(before) = &before {
                // Master's own last move, on the table this search is given.
                analyse(before, Level::Master, &limits);
            }
            let started = Instant::now();
            let a = analyse(&g, Level::Master, &limits)
                .ok_or_else(|| format!("{name}: the game is over"))?;
            let secs = started.elapsed().as_secs_f64().max(1e-6);
            d.push(f64::from(a.depth));
            n.push(a.nodes as f64);
            s.push(a.nodes as f64 / secs);
            t.push(secs);
            last = Some(a);
        }
        let (depth, nodes, speed) = (median(&mut d), median(&mut n), median(&mut s));
        let secs = median(&mut t);
        let a = last.ok_or("no search ran")?;
        // A proven win ends the deepening whatever depth it was found at: its depth says
        // little, so it is shown and counted apart.
        let won = forced_plies(a.score).filter(|&plies| plies > 0);
        let score = won.map_or_else(|| a.score.to_string(), |plies| format!("win {plies}"));
        println!(
            "{name:<20} {depth:>6.1} {nodes:>10.0} {speed:>10.0} {secs:>7.3} {score:>9}  {}",
            a.best.notation(size)
        );
        depths.push(depth);
        if won.is_none() {
            open_depths.push(depth);
        }
        speeds.push(speed);
    }
    println!(
        "{:<20} {:>6.1} {:>10} {:>10.0}",
        "median",
        median(&mut depths),
        "",
        median(&mut speeds)
    );
    println!(
        "{:<20} {:>6.1}   ({} positions without a proven win)",
        "median, not won",
        median(&mut open_depths),
        open_depths.len()
    );
    Ok(())
}
