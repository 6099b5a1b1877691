//! Engine speed: nodes per second on fixed middle-game positions (with a table sized by the
//! search, and with a game's), the time to solve a set of continuous-four positions, and the
//! time of a full tic-tac-toe solve.

use std::hint::black_box;
use std::time::Duration;

use criterion::{BatchSize, Criterion, criterion_group, criterion_main};
use gomoku::ai::{GameTable, Level, Limits, analyse};
use gomoku::model::{Game, Point, Rule, Rules};

fn game(size: usize, k: usize, moves: &str) -> Game {
    let rules = Rules::new(size, size, k, Rule::Freestyle).expect("valid rules");
    let pts: Vec<Point> = moves
        .split_whitespace()
        .map(|t| Point::parse_notation(t, size, size).expect("valid point"))
        .collect();
    Game::from_moves(rules, &pts).expect("legal moves")
}

const MIDGAME_15: &str = "H8 I9 I8 G8 J8 K8 H9 H10 G10 J7 I10 F7 H7 I6";
const MIDGAME_19: &str = "J10 K11 K10 L10 J9 J11 K8 L8";
const VCF: &[(usize, &str)] = &[
    (
        19,
        "J10 J12 H10 L10 G10 I10 K11 L12 I9 G7 G11 J8 E13 F12 G12 G13 G9 G8 H9 J9 E9 F9 F10 H12",
    ),
    (
        15,
        "H8 G9 H9 H10 F8 G8 G10 F11 H6 H7 G7 E9 I5 J4 F6 I9 E5 D4 F5 F7 G5 H5 D5 C5 G6 I6",
    ),
    (
        19,
        "J10 K11 I10 K10 G10 K9 F10 H10 K8 K13 K12 J12 I11 I13 L10 H13 L13 J11 I12",
    ),
    (
        19,
        "J10 K11 I10 K10 G10 K9 F10 H10 K8 K13 K12 J12 I11 I13 L10 H13 L13 J11 I12 H14 G15",
    ),
];

/// One seeded, node-limited search (one thread): the time per iteration gives nodes/second.
fn fixed_nodes(c: &mut Criterion) {
    const NODES: u64 = 100_000;
    for (name, g) in [
        ("midgame 15x15, 100k nodes", game(15, 5, MIDGAME_15)),
        ("midgame 19x19, 100k nodes", game(19, 5, MIDGAME_19)),
    ] {
        c.bench_function(name, |b| {
            b.iter(|| {
                let limits = Limits::with_time(Duration::from_secs(60))
                    .seeded(1)
                    .with_nodes(NODES);
                black_box(analyse(&g, Level::Master, &limits))
            })
        });
    }
}

/// The same search as a game runs it: one thread here, but with the 64 MiB table a game gives
/// master, new as on its first move (made outside the timing). A table that size misses the
/// caches on most probes, where the small one sized by the node budget above mostly hits.
fn game_table(c: &mut Criterion) {
    const NODES: u64 = 300_000;
    let g = game(15, 5, MIDGAME_15);
    let mut group = c.benchmark_group("game table");
    group.sample_size(20);
    group.bench_function("midgame 15x15, 300k nodes, 64 MiB table", |b| {
        b.iter_batched(
            || {
                let mut limits = Limits::with_time(Duration::from_secs(60))
                    .seeded(1)
                    .with_nodes(NODES);
                limits.table = Some(GameTable::new(limits.memory));
                limits
            },
            |limits| black_box(analyse(&g, Level::Master, &limits)),
            BatchSize::PerIteration,
        )
    });
    group.finish();
}

fn vcf_set(c: &mut Criterion) {
    let games: Vec<Game> = VCF.iter().map(|&(s, m)| game(s, 5, m)).collect();
    c.bench_function("solve 4 VCF positions", |b| {
        b.iter(|| {
            for g in &games {
                let limits = Limits::with_time(Duration::from_secs(10)).seeded(1);
                black_box(analyse(g, Level::Master, &limits));
            }
        })
    });
}

fn tic_tac_toe(c: &mut Criterion) {
    let g = game(3, 3, "");
    c.bench_function("tic-tac-toe full solve", |b| {
        b.iter(|| {
            let limits = Limits::with_time(Duration::from_secs(10)).seeded(1);
            black_box(analyse(&g, Level::Master, &limits))
        })
    });
}

criterion_group!(benches, fixed_nodes, game_table, vcf_set, tic_tac_toe);
criterion_main!(benches);
