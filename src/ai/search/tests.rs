use super::fixtures::{MASTER as STYLE, board, cell, minute};
use super::order::cut_bonus;
use super::*;

/// Black to move wins by three continuous fours (a position from an engine game).
const FOURS_WIN: &str =
    "H8 G9 H9 H10 F8 G8 G10 F11 H6 H7 G7 E9 I5 J4 F6 I9 E5 D4 F5 F7 G5 H5 D5 C5 G6 I6";

#[test]
fn a_leaf_reads_its_continuous_fours_from_the_table_the_second_time() {
    let (tt, clock) = (Table::new(1 << 16), minute());
    let mut s = Searcher::new(board(FOURS_WIN), &tt, &clock, STYLE);
    let first = s.search(0, -WIN, WIN, 1);
    let searched = s.nodes;
    let second = s.search(0, -WIN, WIN, 1);
    assert!(first > MATE_BOUND, "the fours win: {first}");
    assert!(searched > 1, "the first look searched the fours");
    assert_eq!(second, first);
    assert_eq!(
        s.nodes - searched,
        1,
        "the second look is one probe of the table"
    );
}

#[test]
fn a_leaf_whose_static_value_reaches_beta_reads_no_fours() {
    // Fours that win, in a window the position beats without them.
    let (tt, clock) = (Table::new(1 << 16), minute());
    let mut s = Searcher::new(board(FOURS_WIN), &tt, &clock, STYLE);
    let value = s.static_value();
    assert_eq!(s.search(0, value - 1, value, 1), value);
    assert_eq!(s.nodes, 1, "no fours were read");
}

#[test]
fn a_leaf_without_fours_is_not_stored() {
    // Nobody can make a four: the static value is cheaper than a probe and stays out.
    let b = board("H8 I9 H9");
    let (tt, clock) = (Table::new(1 << 16), minute());
    let key = b.hash();
    let mut s = Searcher::new(b, &tt, &clock, STYLE);
    s.search(0, -WIN, WIN, 1);
    assert!(tt.probe(key).is_none());
}

/// A null-window search `depth` plies deep whose beta is `beta_over_value` above the position's
/// static value: that value, the search's, and the nodes it took.
fn null_window(moves: &str, depth: i32, beta_over_value: i32) -> (i32, i32, u64) {
    let b = board(moves);
    let (tt, clock) = (Table::new(1 << 16), minute());
    let mut s = Searcher::new(b, &tt, &clock, STYLE);
    let value = s.static_value();
    let beta = value + beta_over_value;
    let found = s.search(depth, beta - 1, beta, 1);
    (value, found, s.nodes)
}

/// A null-window search two plies deep with beta far below the position's static value.
fn far_above_beta(moves: &str) -> (i32, i32, u64) {
    null_window(moves, 2, -2 * HOLDS - 1)
}

#[test]
fn a_quiet_position_far_above_beta_holds_without_a_move() {
    // Black to move with a two; white's stones in a corner make nothing.
    let (value, found, nodes) = far_above_beta("H8 A1 H9 A2");
    assert_eq!((found, nodes), (value, 1));
}

#[test]
fn a_position_far_above_beta_is_searched_when_the_opponent_has_a_three() {
    // White to move faces black's open three: its static value proves nothing.
    let (_, _, nodes) = far_above_beta("H8 A1 H9 A2 H10");
    assert!(nodes > 1, "{nodes}");
}

#[test]
fn a_leaf_facing_a_four_is_judged_after_its_block() {
    // White to move must block black's four at H12 (H7 is white's): the leaf plays the block
    // and judges the position after it, not the one where white seems to have the move.
    let b = board("H8 A1 H9 H7 H10 A2 H11");
    let blocked = {
        let mut after = b.clone();
        after.make(cell(&after, "H12"));
        let (tt, clock) = (Table::new(1 << 16), minute());
        -Searcher::new(after, &tt, &clock, STYLE).search(0, -WIN, WIN, 2)
    };
    let (tt, clock) = (Table::new(1 << 16), minute());
    let mut s = Searcher::new(b, &tt, &clock, STYLE);
    assert_eq!(s.search(0, -WIN, WIN, 1), blocked);
    assert!(s.nodes >= 2, "the block was played: {} nodes", s.nodes);
}

#[test]
fn a_move_another_thread_is_searching_waits_for_the_end_and_still_wins() {
    // Every move but the first is marked as another thread's: each is put off to the end of
    // the node's list, and the fours that win are found all the same.
    let (tt, clock, busy) = (Table::new(1 << 16), minute(), Busy::new());
    let mut s = Searcher::new(board(FOURS_WIN), &tt, &clock, STYLE);
    let moves = s.moves(1, None);
    for &m in &moves {
        s.b.make(m);
        assert!(busy.enter(s.b.hash()));
        s.b.unmake();
    }
    let alone = {
        let tt = Table::new(1 << 16);
        Searcher::new(board(FOURS_WIN), &tt, &clock, STYLE).search(6, -WIN, WIN, 1)
    };
    s.busy = Some(&busy);
    let found = s.search(6, -WIN, WIN, 1);
    assert!(alone > MATE_BOUND, "the fours win: {alone}");
    assert_eq!(found, alone, "the same win, as soon");
    let best = tt
        .probe(s.b.hash())
        .and_then(|e| e.mv)
        .expect("a best move");
    assert_ne!(best, moves[0], "the winning move was one of those put off");
}

#[test]
fn a_three_that_continues_the_sides_attack_is_reduced_a_ply_less() {
    // Black (H8 I8) to move: J8 makes an open three, A15 nothing.
    let (tt, clock) = (Table::new(1 << 16), minute());
    let mut s = Searcher::new(board("H8 A1 I8 A2"), &tt, &clock, STYLE);
    let (three, quiet) = (cell(&s.b, "J8"), cell(&s.b, "A15"));
    assert!(s.attacks(three) && !s.attacks(quiet));
    let before = [three, quiet].map(|m| s.reduction(8, 10, m, false, 2));
    s.attack[0] = true;
    let after = [three, quiet].map(|m| s.reduction(8, 10, m, false, 2));
    assert_eq!(after[0], before[0] - 1, "the second three: a ply less");
    assert_eq!(after[1], before[1], "a quiet move: unchanged");
    assert!(after[0] > 0, "still reduced at this depth and place");
}

#[test]
fn a_reduced_move_whose_look_beats_alpha_by_far_is_searched_again_a_ply_deeper() {
    use super::prune::{DEEPER, full_depth};
    assert_eq!(full_depth(7, 2, 100 + DEEPER + 1, 100), 8);
    assert_eq!(
        full_depth(7, 2, 100 + DEEPER, 100),
        7,
        "just the margin: no deeper"
    );
    assert_eq!(
        full_depth(7, 2, 50, 100),
        7,
        "a look below alpha: no deeper"
    );
    let unreduced = full_depth(7, 0, 100 + 5 * DEEPER, 100);
    assert_eq!(
        unreduced, 7,
        "a move searched to the full depth already: no deeper"
    );
}

#[test]
fn a_quiet_move_with_four_cuts_at_this_depth_is_reduced_a_ply_less() {
    let (tt, clock) = (Table::new(1 << 16), minute());
    let mut s = Searcher::new(board("H8 A1 I8 A2"), &tt, &clock, STYLE);
    let (quiet, three) = (cell(&s.b, "A15"), cell(&s.b, "J8"));
    let before = [quiet, three].map(|m| s.reduction(8, 10, m, false, 2));
    s.history[quiet] = 4 * cut_bonus(8) - 1;
    s.history[three] = 4 * cut_bonus(8);
    assert_eq!(
        s.reduction(8, 10, quiet, false, 2),
        before[0],
        "a point short of four cuts: unchanged"
    );
    s.history[quiet] += 1;
    let after = [quiet, three].map(|m| s.reduction(8, 10, m, false, 2));
    assert_eq!(after[0], before[0] - 1, "proven quiet move: a ply less");
    assert_eq!(
        after[1], before[1],
        "a three is judged by its threat, not its history"
    );
    assert!(after[0] > 0, "still reduced at this depth and place");
}

#[test]
fn a_leaf_counts_what_its_fours_leave_behind_not_only_a_five() {
    // Black to move has fours at K8 and L8 (G8 is white's) that win nothing; K8 also joins
    // K9. After either four and its forced block, the position is judged again with black to
    // move: the leaf's value is the best of standing pat and those two.
    const MOVES: &str = "H8 G8 I8 A2 J8 A1 K9 O1";
    let exchange = |four: &str, block: &str| {
        let mut b = board(MOVES);
        for m in [four, block] {
            b.make(cell(&b, m));
        }
        let (tt, clock) = (Table::new(1 << 16), minute());
        let s = Searcher::new(b, &tt, &clock, STYLE);
        assert_eq!(s.b.count_at_least(s.b.side(), FOUR), 0, "no further four");
        s.static_value()
    };
    let (tt, clock) = (Table::new(1 << 16), minute());
    let mut s = Searcher::new(board(MOVES), &tt, &clock, STYLE);
    let stand = s.static_value();
    let best = stand.max(exchange("K8", "L8")).max(exchange("L8", "K8"));
    let value = s.search(0, -WIN, WIN, 1);
    assert_eq!(value, best);
    assert!(value > stand, "a four gained: {value} against {stand}");
    assert!(value < MATE_BOUND, "and did not win");
}

#[test]
fn master_keeps_more_moves_inside_the_tree_than_the_levels_below() {
    // Six scattered stones, no line of two: far more points near them than either width.
    const SCATTERED: &str = "H8 H9 E5 K5 E11 K11";
    let (tt, clock) = (Table::new(1 << 16), minute());
    let master = Searcher::new(board(SCATTERED), &tt, &clock, STYLE);
    let below = Style {
        prunes: false,
        ..STYLE
    };
    let below = Searcher::new(board(SCATTERED), &tt, &clock, below);
    let b = &master.b;
    let mut near = 0;
    b.scan_near_stones(|i| {
        near += usize::from(b.is_empty(i) && b.near(i));
        true
    });
    assert!(near > MASTER_WIDTH, "{near} points to choose from");
    assert_eq!(master.moves(1, None).len(), MASTER_WIDTH);
    assert_eq!(below.moves(1, None).len(), WIDTH);
    assert_eq!(master.moves(0, None).len(), near, "the root keeps them all");
    let first = &master.moves(1, None)[..WIDTH];
    assert_eq!(first, below.moves(1, None), "the same order, only longer");
}

#[test]
fn a_principal_variation_node_without_a_table_move_is_searched_to_full_depth() {
    let (tt, clock) = (Table::new(1 << 16), minute());
    let s = Searcher::new(board("H8 I9 H9"), &tt, &clock, STYLE);
    // (depth, moves, table move, open window, child depth, why)
    let cases = [
        (6, 20, None, true, 5, "open window: no reduction"),
        (6, 20, None, false, 4, "null window: a ply less"),
        (6, 20, Some(0), false, 5, "a table move: none"),
        (6, 1, None, false, 6, "a forced reply costs nothing"),
        (3, 20, None, false, 2, "too shallow to reduce"),
    ];
    for (depth, moves, tt_move, pv, want, why) in cases {
        assert_eq!(s.child_depth(depth, moves, tt_move, pv), want, "{why}");
    }
}

#[test]
fn a_countermove_follows_the_killers_after_the_same_last_move_only() {
    let (tt, clock) = (Table::new(1 << 16), minute());
    // Black to move after white's last move (made on the board, as inside the search).
    let after = |last: &str| {
        let mut s = Searcher::new(board("H8 A1 H9"), &tt, &clock, STYLE);
        let i = cell(&s.b, last);
        s.b.make(i);
        s
    };
    // B2 (quiet, by a corner stone) once refuted I9.
    let mut s = after("I9");
    let (counter, killer) = (cell(&s.b, "B2"), cell(&s.b, "J10"));
    s.remember_counter(counter);
    s.killers[3] = [killer, usize::MAX];
    assert_eq!(s.moves(3, None)[..2], [killer, counter]);
    // After another last move it is one quiet move among the rest.
    let mut other = after("G9");
    other.counters = s.counters.clone();
    let place = other.moves(3, None).iter().position(|&m| m == counter);
    assert!(place.is_none_or(|p| p > 2), "{place:?}");
}

/// Nodes of a null-window search `depth` plies deep whose alpha is `margin` above the
/// position's static value.
fn plies_below_alpha(moves: &str, depth: i32, margin: i32) -> u64 {
    null_window(moves, depth, margin + 1).2
}

#[test]
fn quiet_moves_up_to_four_plies_from_the_leaves_are_futile_far_below_alpha() {
    // Black to move with a two: its threes are searched either way, its quiet moves only
    // while their static value could still reach alpha.
    let position = "H8 A1 H9 A2";
    for depth in 3..=4 {
        let margin = FUTILITY[depth as usize];
        let futile = plies_below_alpha(position, depth, margin);
        let hopeful = plies_below_alpha(position, depth, margin - 1);
        assert!(
            futile < hopeful,
            "{depth} plies: pruned {futile} nodes, searched {hopeful}"
        );
    }
}

/// A quiet position: nobody has a four to make or an open three to stop.
const QUIET: &str = "H8 I9 H9 H10 G9 I8";

#[test]
fn a_table_bound_beyond_the_static_value_is_the_value_pruning_reads() {
    let (tt, clock) = (Table::new(1 << 10), minute());
    let s = Searcher::new(board(QUIET), &tt, &clock, STYLE);
    let value = s.static_value();
    let entry = |score, bound| {
        Some(Entry {
            mv: None,
            score,
            depth: 2,
            bound,
        })
    };
    assert_eq!(s.refined_value(value, None, 1), value);
    assert_eq!(
        s.refined_value(value, entry(value + 300, Bound::Lower), 1),
        value + 300
    );
    assert_eq!(
        s.refined_value(value, entry(value - 300, Bound::Upper), 1),
        value - 300
    );
    assert_eq!(
        s.refined_value(value, entry(value + 300, Bound::Exact), 1),
        value + 300
    );
    // A bound on the static value's own side says nothing of it, and a win is the search's.
    assert_eq!(
        s.refined_value(value, entry(value - 300, Bound::Lower), 1),
        value
    );
    assert_eq!(
        s.refined_value(value, entry(value + 300, Bound::Upper), 1),
        value
    );
    assert_eq!(
        s.refined_value(value, entry(WIN - 20, Bound::Lower), 1),
        value
    );
}

#[test]
fn a_shallower_searchs_bound_far_above_beta_lets_reverse_futility_cut() {
    // The static value alone is 1,000 short of beta; a depth-0 look that found the position
    // 500 above beta is too shallow to answer a search of one ply, but enough to prune it.
    let clock = minute();
    let (empty, told) = (Table::new(1 << 16), Table::new(1 << 16));
    let mut s = Searcher::new(board(QUIET), &empty, &clock, STYLE);
    let beta = s.static_value() + 1000;
    s.search(1, beta - 1, beta, 1);
    assert!(
        s.nodes > 1,
        "without the table's bound the node is searched"
    );
    let b = board(QUIET);
    told.store(
        b.hash(),
        Entry {
            mv: None,
            score: beta + 500,
            depth: 0,
            bound: Bound::Lower,
        },
    );
    let mut s = Searcher::new(b, &told, &clock, STYLE);
    assert_eq!(s.search(1, beta - 1, beta, 1), beta + 500);
    assert_eq!(s.nodes, 1, "pruned on the table's bound");
}

#[test]
fn a_block_of_a_lone_four_may_be_pruned_but_a_block_of_an_open_three_may_not() {
    let (tt, clock) = (Table::new(1 << 10), minute());
    // White's three on the H file, closed by black's H7: H11 would make a lone four.
    let closed = Searcher::new(board("H7 H8 A1 H9 A3 H10"), &tt, &clock, STYLE);
    let h11 = cell(&closed.b, "H11");
    assert!(!closed.quiet(h11), "taking a four's point is a block");
    assert!(closed.prunable(h11));
    // The same three open at both ends: H11 would make an open four.
    let open = Searcher::new(board("A1 H8 A3 H9 A5 H10"), &tt, &clock, STYLE);
    let h11 = cell(&open.b, "H11");
    assert!(!open.prunable(h11));
    // A quiet move stays prunable.
    assert!(closed.prunable(cell(&closed.b, "C12")));
}
