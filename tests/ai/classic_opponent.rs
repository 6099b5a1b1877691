//! The classic opponent (the `classic` example) speaks the Gomocup protocol and plays its
//! heuristic soundly. A plain `cargo test` does not build examples before integration tests
//! run, so the test compiles the example's engine module itself and drives it in memory.

use crate::classic_engine as classic;

use classic::{Board, Cell, Session, choose};
use rand::SeedableRng;
use rand::rngs::StdRng;

/// The replies to `input`, one string per line written.
fn replies(input: &str, seed: u64) -> Vec<String> {
    let mut out = Vec::new();
    classic::run(input.as_bytes(), &mut out, seed).expect("in-memory input and output");
    String::from_utf8(out)
        .expect("replies are text")
        .lines()
        .map(str::to_string)
        .collect()
}

fn point(reply: &str) -> (usize, usize) {
    let (x, y) = reply.split_once(',').expect("a move x,y");
    (x.parse().expect("x"), y.parse().expect("y"))
}

#[test]
fn answers_a_game_from_start_to_end_with_crlf_lines() {
    let out = replies(
        "INFO win_length 5\r\nSTART 15\r\nINFO timeout_turn 1000\r\nABOUT\r\nBEGIN\r\nTURN 8,8\r\nEND\r\nBEGIN\r\n",
        1,
    );
    assert_eq!(out.len(), 4, "{out:?}");
    assert_eq!(out[0], "OK");
    assert!(out[1].starts_with("name=\"classic\""), "{out:?}");
    assert_eq!(out[2], "7,7", "the first stone goes in the centre");
    let (x, y) = point(&out[3]);
    assert!((x, y) != (7, 7) && (x, y) != (8, 8) && x < 15 && y < 15);
    assert!(
        x.abs_diff(7) <= 2 && y.abs_diff(7) <= 2,
        "it plays near the stones"
    );
}

#[test]
fn bad_lines_get_an_error_and_leave_the_game_as_it_was() {
    let out = replies(
        "BEGIN\nSTART 2\nRECTSTART 20,12\nTURN 20,0\nTURN 1\nTURN 3,3\nTURN 3,3\nFROB\nTAKEBACK 0,11\n",
        1,
    );
    assert!(out[0].starts_with("ERROR"), "a move before START: {out:?}");
    assert!(
        out[1].starts_with("ERROR"),
        "a board too small for five: {out:?}"
    );
    assert_eq!(out[2], "OK");
    assert!(out[3].starts_with("ERROR"), "x is a column, 0..20: {out:?}");
    assert!(out[4].starts_with("ERROR"), "not a point: {out:?}");
    let (x, y) = point(&out[5]);
    assert!(x < 20 && y < 12 && (x, y) != (3, 3));
    assert!(out[6].starts_with("ERROR"), "a taken point: {out:?}");
    assert!(out[7].starts_with("UNKNOWN"), "{out:?}");
    assert!(
        out[8].starts_with("ERROR"),
        "no stone to take back: {out:?}"
    );
}

#[test]
fn refuses_win_lengths_other_than_five() {
    assert!(replies("INFO win_length 4\nSTART 15\n", 1)[0].starts_with("ERROR"));
}

/// Sets up `stones` (lines `x,y,f`) on 15x15 and checks the move, over many seeds, is one of
/// `allowed`.
fn always_plays_one_of(stones: &str, allowed: &[&str]) {
    for seed in 0..20 {
        let out = replies(&format!("START 15\nBOARD\n{stones}DONE\n"), seed);
        assert!(allowed.contains(&out[1].as_str()), "seed {seed}: {out:?}");
    }
}

#[test]
fn completes_its_own_five_rather_than_blocking_one() {
    // Its four along row 7 and the opponent's four down column 12, whose only five-point is
    // 12,6: win, do not block.
    let stones = "7,7,1\n8,7,1\n9,7,1\n10,7,1\n12,2,2\n12,3,2\n12,4,2\n12,5,2\n12,1,1\n";
    always_plays_one_of(stones, &["6,7", "11,7"]);
}

#[test]
fn makes_an_open_four_rather_than_blocking_an_open_three() {
    let stones = "5,5,2\n6,5,2\n7,5,2\n5,9,1\n6,9,1\n7,9,1\n";
    always_plays_one_of(stones, &["4,9", "8,9"]);
}

#[test]
fn blocks_the_opponents_five_point_and_an_open_three() {
    always_plays_one_of("3,3,2\n4,4,2\n5,5,2\n6,6,2\n2,2,1\n0,14,1\n", &["7,7"]);
    always_plays_one_of("5,5,2\n6,5,2\n7,5,2\n0,0,1\n", &["4,5", "8,5"]);
}

#[test]
fn takes_back_a_stone_and_plays_there_again() {
    let out = replies(
        "START 5\nBOARD\n0,0,2\n1,1,2\n2,2,2\n3,3,2\nDONE\nTAKEBACK 4,4\nTURN 4,4\n",
        1,
    );
    assert_eq!(out[1], "4,4", "the block");
    assert_eq!(out[2], "OK");
    assert!(!out[3].starts_with("ERROR"), "4,4 is free again: {out:?}");
}

#[test]
fn two_copies_play_legal_games_to_the_end_and_repeat_with_a_seed() {
    let game = |seed: u64| {
        let mut players = [Session::new(seed), Session::new(seed + 1)];
        players[0].handle("START 9");
        players[1].handle("START 9");
        let mut moves = vec![players[0].handle("BEGIN").expect("a move")];
        while moves.len() < 81 {
            let turn = format!("TURN {}", moves[moves.len() - 1]);
            let reply = players[moves.len() % 2].handle(&turn).expect("a reply");
            assert!(
                !reply.starts_with("ERROR"),
                "illegal move: {moves:?} then {reply}"
            );
            moves.push(reply);
        }
        moves
    };
    for seed in [1, 2, 3] {
        let moves = game(seed);
        let mut seen = std::collections::HashSet::new();
        assert!(moves.iter().all(|m| seen.insert(m.clone())), "{moves:?}");
        assert_eq!(moves, game(seed));
    }
}

#[test]
fn finds_the_only_empty_point_and_none_on_a_full_board() {
    let mut board = Board::new(5, 5);
    for y in 0..5 {
        for x in 0..5 {
            let cell = if (x + 2 * y) % 4 < 2 {
                Cell::Mine
            } else {
                Cell::Theirs
            };
            board.set((x, y), cell);
        }
    }
    let mut rng = StdRng::seed_from_u64(1);
    assert_eq!(choose(&board, &mut rng), None);
    board.set((4, 0), Cell::Empty);
    assert!(board.is_empty_at((4, 0)));
    assert_eq!(choose(&board, &mut rng), Some((4, 0)));
}
