//! `SWAP2BOARD` through the real binary: three stones on an empty board, a colour or two more
//! stones after three, a colour after five; every answer legal, and the game goes on after it.

use crate::support::{Engine, parse_xy};

/// The points of a reply such as `7,7 8,7 9,9`.
fn points(reply: &str) -> Vec<(usize, usize)> {
    reply
        .split(' ')
        .map(|w| parse_xy(w).unwrap_or_else(|| panic!("{reply:?} is not a list of points")))
        .collect()
}

fn swap2(engine: &mut Engine, stones: &[(usize, usize)]) -> String {
    engine.send("SWAP2BOARD");
    for (x, y) in stones {
        engine.send(format!("{x},{y}"));
    }
    engine.ask("DONE")
}

fn started() -> Engine {
    let mut engine = Engine::started(15);
    engine.send("INFO timeout_turn 1000");
    engine
}

#[test]
fn on_an_empty_board_it_places_three_distinct_stones_near_the_centre() {
    let mut engine = started();
    let stones = points(&swap2(&mut engine, &[]));
    assert_eq!(stones.len(), 3, "{stones:?}");
    assert!(stones[0] != stones[1] && stones[1] != stones[2] && stones[0] != stones[2]);
    for &(x, y) in &stones {
        assert!(x.abs_diff(7) <= 3 && y.abs_diff(7) <= 3, "{stones:?}");
    }
}

#[test]
fn after_three_stones_it_swaps_moves_or_adds_two_legal_stones() {
    let three = [(7, 7), (8, 7), (7, 9)];
    let mut engine = started();
    let reply = swap2(&mut engine, &three);
    if reply != "SWAP" {
        let added = points(&reply);
        assert!((1..=2).contains(&added.len()), "{reply}");
        for p in &added {
            assert!(!three.contains(p) && p.0 < 15 && p.1 < 15, "{reply}");
        }
    }
}

#[test]
fn a_lopsided_three_stone_opening_is_answered_by_taking_the_better_colour() {
    let mut engine = started();
    // Black's two stones touch in the centre, white's is in a corner: black is better.
    assert_eq!(swap2(&mut engine, &[(7, 7), (0, 0), (8, 7)]), "SWAP");
    let mut engine = started();
    // Black's stones are in corners, white's in the centre: white takes the move.
    let reply = swap2(&mut engine, &[(0, 0), (7, 7), (14, 14)]);
    let taken = points(&reply);
    assert_eq!(taken.len(), 1, "{reply}");
    // The game goes on from there: black's next move is answered with a legal white move.
    let (x, y) = engine.ask_move("TURN 0,14");
    assert!(![(0, 0), (7, 7), (14, 14), (0, 14), taken[0]].contains(&(x, y)));
}

#[test]
fn after_five_stones_it_swaps_or_plays_the_sixth_move() {
    let five = [(7, 7), (8, 7), (7, 9), (8, 8), (6, 8)];
    let mut engine = started();
    let reply = swap2(&mut engine, &five);
    if reply != "SWAP" {
        let sixth = points(&reply);
        assert_eq!(sixth.len(), 1, "{reply}");
        assert!(!five.contains(&sixth[0]));
    }
    // White's two touching stones in the centre and the move, black's three scattered at the
    // edges: white is taken.
    let mut engine = started();
    let reply = swap2(&mut engine, &[(0, 0), (7, 7), (14, 0), (8, 7), (14, 14)]);
    assert_ne!(reply, "SWAP", "white has the better game");
    assert_eq!(points(&reply).len(), 1, "{reply}");
}

#[test]
fn bad_swap2_blocks_are_refused_and_the_engine_plays_on() {
    let mut engine = started();
    assert!(swap2(&mut engine, &[(7, 7)]).starts_with("ERROR "));
    assert!(swap2(&mut engine, &[(7, 7), (7, 7), (8, 8)]).starts_with("ERROR "));
    assert!(swap2(&mut engine, &[(7, 7), (20, 7), (8, 8)]).starts_with("ERROR "));
    assert_eq!(engine.ask("RESTART"), "OK");
    let (x, y) = engine.ask_move("BEGIN");
    assert!(x < 15 && y < 15);
}
