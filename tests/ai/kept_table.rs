//! A transposition table kept across the moves of a game (`Limits::table`): Master's next
//! search starts from what the last one stored, and a depth-capped look ignores it.

use std::time::Duration;

use gomoku::ai::{GameTable, Level, Limits, analyse};

use crate::support::moves;

/// Seeded and cut by `nodes`: the same search on any machine.
fn limits_for(nodes: u64, table: Option<GameTable>) -> Limits {
    Limits {
        table,
        ..Limits::with_time(Duration::from_secs(60))
            .seeded(3)
            .with_nodes(nodes)
    }
}

fn limits(table: Option<GameTable>) -> Limits {
    limits_for(60_000, table)
}

/// The search benchmark's balanced middle game.
const MIDDLE_GAME: &str = "H8 I9 I8 G8 J8 K8 H9 H10 G10 J7 I10 F7 H7 I6";

#[test]
fn a_kept_table_lets_the_next_search_of_a_position_reach_as_deep_with_fewer_nodes() {
    let game = moves(15, 5, MIDDLE_GAME);
    let table = GameTable::new(16 << 20);
    let first = analyse(&game, Level::Master, &limits(Some(table.clone()))).expect("a move");
    let fresh = analyse(&game, Level::Master, &limits(None)).expect("a move");
    assert_eq!(
        first.depth, fresh.depth,
        "an empty kept table is a fresh one"
    );
    // A quarter of the nodes, not half: with pruning as deep as it is now, half the nodes can
    // still finish the same ply fresh, and the test would no longer tell the table's work.
    let short = |table| analyse(&game, Level::Master, &limits_for(15_000, table));
    let again = short(Some(table)).expect("a move");
    let alone = short(None).expect("a move");
    assert!(
        again.depth >= first.depth,
        "{} after {}",
        again.depth,
        first.depth
    );
    assert!(alone.depth < first.depth, "{} fresh", alone.depth);
}

#[test]
fn a_depth_capped_look_answers_the_same_with_a_filled_table() {
    let game = moves(15, 5, MIDDLE_GAME);
    let table = GameTable::new(16 << 20);
    analyse(&game, Level::Master, &limits(Some(table.clone()))).expect("a move");
    let capped = |table| Limits {
        depth: Some(4),
        ..limits(table)
    };
    let filled = analyse(&game, Level::Master, &capped(Some(table))).expect("a move");
    let fresh = analyse(&game, Level::Master, &capped(None)).expect("a move");
    assert_eq!((filled.best, filled.score), (fresh.best, fresh.score));
}
