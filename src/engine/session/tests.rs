use super::*;
use crate::ai::{Answer, Decision};
use crate::engine::command::parse;

/// Feeds one line and returns what the engine writes, searching synchronously when asked to.
fn feed(session: &mut Session, line: &str) -> Vec<String> {
    match session.handle(parse(line)) {
        Reaction::Say(lines) => lines,
        Reaction::Quit => vec!["<quit>".to_string()],
        Reaction::Think(search) => vec![session.answer(super::super::run_search(&search, None))],
    }
}

fn started(size: usize) -> Session {
    let mut session = Session::default();
    assert_eq!(feed(&mut session, &format!("START {size}")), ["OK"]);
    feed(&mut session, "INFO timeout_turn 100");
    session
}

fn game(session: &Session) -> &Game {
    session.game().expect("a game is running")
}

fn stone_at(session: &Session, x: usize, y: usize) -> Option<Stone> {
    game(session).board().get(Point::new(y, x))
}

#[test]
fn rule_bits_map_to_rules() {
    assert_eq!(rule_from_bits(0), (Rule::Freestyle, None));
    assert_eq!(rule_from_bits(1), (Rule::Exact, None));
    assert_eq!(rule_from_bits(2), (Rule::Freestyle, None));
    assert_eq!(rule_from_bits(3), (Rule::Exact, None));
    assert_eq!(rule_from_bits(8).0, Rule::Caro);
    assert_eq!(rule_from_bits(9).0, Rule::Caro);
    assert_eq!(rule_from_bits(4), (Rule::Renju, None));
    assert_eq!(rule_from_bits(5).0, Rule::Renju);
}

#[test]
fn info_rule_and_win_length_change_the_running_game_and_keep_its_stones() {
    let mut s = started(15);
    feed(&mut s, "TURN 7,7");
    let stones = game(&s).board().stone_count();
    assert!(feed(&mut s, "INFO rule 1").is_empty());
    assert!(feed(&mut s, "INFO win_length 4").is_empty());
    assert_eq!(game(&s).rules().rule(), Rule::Exact);
    assert_eq!(game(&s).rules().win_length(), 4);
    assert_eq!(game(&s).board().stone_count(), stones);
    assert_eq!(game(&s).history().len(), stones, "moves stay undoable");
    let too_long = feed(&mut s, "INFO win_length 16");
    assert!(too_long[0].starts_with("ERROR "), "{too_long:?}");
    assert_eq!(game(&s).rules().win_length(), 4);
    assert!(feed(&mut s, "INFO rule 4").is_empty());
    assert_eq!(game(&s).rules().rule(), Rule::Renju);
    assert_eq!(game(&s).rules().win_length(), 5, "renju is always five");
}

#[test]
fn board_with_fewer_own_stones_makes_the_engine_white() {
    let mut s = started(15);
    for line in ["BOARD", "7,7,2", "8,8,1", "9,9,2"] {
        assert!(feed(&mut s, line).is_empty());
    }
    let reply = feed(&mut s, "DONE");
    assert_eq!(reply.len(), 1);
    assert_eq!(stone_at(&s, 8, 8), Some(Stone::White));
    assert_eq!(stone_at(&s, 7, 7), Some(Stone::Black));
    assert_eq!(
        game(&s).history().len(),
        4,
        "alternating lines are kept as moves"
    );
}

#[test]
fn board_out_of_order_is_set_up_as_a_position() {
    let mut s = started(15);
    for line in ["BOARD", "1,1,1", "2,2,1", "5,5,2", "6,6,2", "0,0,3"] {
        feed(&mut s, line);
    }
    let reply = feed(&mut s, "DONE");
    assert!(!reply[0].starts_with("ERROR"), "{reply:?}");
    assert_eq!(stone_at(&s, 1, 1), Some(Stone::Black));
    assert_eq!(stone_at(&s, 5, 5), Some(Stone::White));
    assert_eq!(stone_at(&s, 0, 0), None, "field 3 is only a marker");
    assert_eq!(game(&s).board().stone_count(), 5);
}

#[test]
fn a_bad_board_is_refused_and_the_old_game_kept() {
    let mut s = started(15);
    feed(&mut s, "TURN 3,3");
    for line in ["BOARD", "1,1,1", "1,1,2"] {
        feed(&mut s, line);
    }
    assert!(feed(&mut s, "DONE")[0].starts_with("ERROR "));
    assert_eq!(stone_at(&s, 3, 3), Some(Stone::Black));
    feed(&mut s, "BOARD");
    assert!(
        feed(&mut s, "BEGIN")[0].starts_with("ERROR "),
        "BOARD wants DONE"
    );
    feed(&mut s, "20,1,1");
    assert!(
        feed(&mut s, "DONE")[0].starts_with("ERROR "),
        "off the board"
    );
}

#[test]
fn takeback_of_an_earlier_stone_lifts_it_and_gives_that_side_the_move() {
    let mut s = started(15);
    let reply = feed(&mut s, "TURN 7,7");
    assert_eq!(feed(&mut s, "TAKEBACK 7,7"), ["OK"]);
    assert_eq!(stone_at(&s, 7, 7), None);
    assert_eq!(game(&s).to_move(), Stone::Black);
    // The opponent plays again; its stone stays black although our own white stone remains.
    let again = feed(&mut s, "TURN 14,14");
    assert_eq!(stone_at(&s, 14, 14), Some(Stone::Black));
    assert!(!again[0].starts_with("ERROR"), "{again:?} after {reply:?}");
    assert_eq!(game(&s).board().stone_count(), 3);
}

#[test]
fn turn_after_the_game_ended_is_an_error_and_changes_nothing() {
    let mut s = started(15);
    feed(&mut s, "BOARD");
    for x in 0..5 {
        feed(&mut s, &format!("{x},0,2"));
        feed(&mut s, &format!("{x},5,1"));
    }
    assert!(
        feed(&mut s, "DONE")[0].starts_with("ERROR "),
        "the opponent has five"
    );
    assert!(game(&s).is_over());
    assert!(feed(&mut s, "TURN 9,9")[0].starts_with("ERROR "));
    assert!(feed(&mut s, "BEGIN")[0].starts_with("ERROR "));
    assert_eq!(game(&s).board().stone_count(), 10);
    assert_eq!(feed(&mut s, "RESTART"), ["OK"]);
    assert!(game(&s).board().is_empty());
}

#[test]
fn end_quits_even_inside_a_board_block() {
    let mut s = started(15);
    feed(&mut s, "BOARD");
    assert_eq!(feed(&mut s, "END"), ["<quit>"]);
}

#[test]
fn the_answer_is_always_legal_even_when_the_search_gives_an_illegal_point() {
    let mut s = started(5);
    feed(&mut s, "TURN 2,2");
    let taken = Point::new(2, 2);
    let reply = s.answer_move(Some(taken));
    assert_ne!(reply, "2,2");
    assert!(!reply.starts_with("ERROR"));
    let reply = s.answer_move(Some(Point::new(9, 9)));
    assert!(!reply.starts_with("ERROR"), "{reply}");
}

#[test]
fn an_answer_on_a_forbidden_point_is_replaced_by_a_fair_one() {
    let mut s = started(15);
    feed(&mut s, "INFO rule 4");
    // Black (the engine, to move) has two twos that meet at 7,7: a double-three there.
    let board = [
        "BOARD", "5,7,1", "0,0,2", "6,7,1", "14,0,2", "7,5,1", "0,14,2", "7,6,1", "14,14,2",
    ];
    for line in board {
        assert!(matches!(s.handle(parse(line)), Reaction::Say(ref l) if l.is_empty()));
    }
    assert!(matches!(s.handle(parse("DONE")), Reaction::Think(_)));
    let forbidden = Point::new(7, 7);
    assert!(game(&s).forbidden_at(forbidden).is_some());
    let reply = s.answer_move(Some(forbidden));
    assert_ne!(reply, "7,7");
    let (x, y) = reply.split_once(',').expect("a move");
    let played = Point::new(y.parse().expect("y"), x.parse().expect("x"));
    assert_eq!(game(&s).board().get(played), Some(Stone::Black));
    assert!(!game(&s).is_over(), "black lost by a foul: {reply}");
}

#[test]
fn a_board_block_keeps_at_most_one_line_per_point_and_is_refused_past_that() {
    let mut s = started(9);
    feed(&mut s, "TURN 4,4");
    let before = game(&s).board().stone_count();
    feed(&mut s, "BOARD");
    for i in 0..10_000 {
        assert!(feed(&mut s, &format!("{},{},1", i % 9, (i / 9) % 9)).is_empty());
    }
    let kept = s.collecting.as_ref().map_or(0, |c| c.lines.len());
    assert_eq!(kept, 81, "lines kept for a 9x9 board");
    let reply = feed(&mut s, "DONE");
    assert_eq!(
        reply,
        ["ERROR BOARD gave more lines than the 81 points of the board"]
    );
    assert_eq!(game(&s).board().stone_count(), before, "the game is kept");
    let again = feed(&mut s, "TURN 0,0");
    assert!(!again[0].starts_with("ERROR"), "{again:?}");
}

#[test]
fn a_full_board_block_of_distinct_points_is_still_read() {
    let mut s = Session::default();
    feed(&mut s, "INFO win_length 3");
    assert_eq!(feed(&mut s, "START 3"), ["OK"]);
    feed(&mut s, "BOARD");
    // Eight stones and a marker: nine lines for nine points.
    for (i, (x, y)) in [
        (0, 0),
        (1, 0),
        (2, 0),
        (0, 1),
        (2, 1),
        (1, 1),
        (0, 2),
        (2, 2),
    ]
    .into_iter()
    .enumerate()
    {
        feed(&mut s, &format!("{x},{y},{}", 1 + i % 2));
    }
    feed(&mut s, "1,2,3");
    let reply = feed(&mut s, "DONE");
    assert!(!reply[0].contains("more lines"), "{reply:?}");
}

#[test]
fn unknown_and_malformed_lines_are_echoed_as_printable_text() {
    let mut s = started(15);
    for line in [
        "HELLO \u{1b}[2J\0",
        "TURN \u{1b},\r",
        "\u{7f}\u{1b}x",
        "INFO timeout_turn \u{9b}31m",
    ] {
        let reply = feed(&mut s, line);
        assert_eq!(reply.len(), 1, "{line:?}");
        assert!(
            reply[0].chars().all(|c| c == ' ' || c.is_ascii_graphic()),
            "{line:?} -> {:?}",
            reply[0]
        );
    }
}

#[test]
fn swap2board_with_no_stones_places_three_legal_stones_near_the_centre() {
    let mut s = started(15);
    feed(&mut s, "SWAP2BOARD");
    let reply = feed(&mut s, "DONE");
    let stones: Vec<&str> = reply[0].split(' ').collect();
    assert_eq!(stones.len(), 3, "{reply:?}");
    assert_eq!(game(&s).board().stone_count(), 3);
    assert_eq!(game(&s).to_move(), Stone::White);
    for (i, text) in stones.iter().enumerate() {
        let (x, y) = text.split_once(',').expect("x,y");
        let p = Point::new(y.parse().expect("y"), x.parse().expect("x"));
        assert!(
            p.row.abs_diff(7) <= 2 && p.col.abs_diff(7) <= 2,
            "{reply:?}"
        );
        let colour = if i == 1 { Stone::White } else { Stone::Black };
        assert_eq!(game(&s).board().get(p), Some(colour), "{reply:?}");
    }
}

#[test]
fn swap2board_refuses_other_stone_counts_and_stray_lines() {
    let mut s = started(15);
    for line in ["SWAP2BOARD", "7,7", "8,8"] {
        assert!(feed(&mut s, line).is_empty(), "{line}");
    }
    assert!(feed(&mut s, "DONE")[0].starts_with("ERROR SWAP2BOARD takes 0, 3 or 5"));
    assert!(
        feed(&mut s, "7,7")[0].starts_with("ERROR "),
        "outside a block"
    );
    feed(&mut s, "SWAP2BOARD");
    assert!(
        feed(&mut s, "7,7,1,1")[0].starts_with("ERROR "),
        "four numbers"
    );
    assert!(
        feed(&mut s, "BEGIN")[0].starts_with("ERROR "),
        "inside a block"
    );
    feed(&mut s, "DONE");
}

#[test]
fn after_swap_the_engine_is_black_and_answers_white_moves() {
    let mut s = started(15);
    feed(&mut s, "SWAP2BOARD");
    for line in ["7,7", "8,7", "9,9", "8,8", "6,6"] {
        feed(&mut s, line);
    }
    assert!(matches!(s.handle(parse("DONE")), Reaction::Think(_)));
    let reply = s.answer(Answer::Opening(Decision::Swap));
    assert_eq!(reply, "SWAP");
    assert_eq!(s.own, Some(Stone::Black));
    let next = feed(&mut s, "TURN 0,0");
    assert!(!next[0].starts_with("ERROR"), "{next:?}");
    assert_eq!(game(&s).board().get(Point::new(0, 0)), Some(Stone::White));
    assert_eq!(game(&s).board().stone_count(), 7);
}

#[test]
fn swap2_stones_are_taken_as_x_y_and_as_x_y_field_lines() {
    for lines in [["7,7", "8,7", "9,9"], ["7,7,1", "8,7,2", "9,9,1"]] {
        let mut s = started(15);
        feed(&mut s, "SWAP2BOARD");
        for line in lines {
            assert!(
                feed(&mut s, line).is_empty(),
                "{line}: no answer inside the block"
            );
        }
        assert!(
            matches!(s.handle(parse("DONE")), Reaction::Think(_)),
            "{lines:?}"
        );
        assert_eq!(game(&s).board().stone_count(), 3, "{lines:?}");
        assert_eq!(game(&s).board().get(Point::new(7, 8)), Some(Stone::White));
    }
}

#[test]
fn a_new_game_has_its_table_before_the_first_move_and_a_new_memory_limit_drops_it() {
    let mut session = started(15);
    assert!(session.table.is_some(), "START makes the game's table");
    feed(&mut session, "INFO max_memory 0");
    assert!(session.table.is_some(), "the same limit keeps it");
    feed(&mut session, "INFO max_memory 83886080");
    assert!(
        session.table.is_none(),
        "a new size is left to the first search"
    );
    feed(&mut session, "RESTART");
    assert!(
        session.table.is_some(),
        "RESTART makes the new game's table"
    );
}
