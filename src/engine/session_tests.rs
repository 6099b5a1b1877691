use super::*;
use crate::ai;
use crate::engine::command::parse;

/// Feeds one line and returns what the engine writes, searching synchronously when asked to.
fn feed(session: &mut Session, line: &str) -> Vec<String> {
    match session.handle(parse(line)) {
        Step::Say(lines) => lines,
        Step::Quit => vec!["<quit>".to_string()],
        Step::Think(search) => {
            let found = ai::best_move(&search.game, search.level, &search.limits);
            vec![session.answer(found)]
        }
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
    let reply = s.answer(Some(taken));
    assert_ne!(reply, "2,2");
    assert!(!reply.starts_with("ERROR"));
    let reply = s.answer(Some(Point::new(9, 9)));
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
        assert!(matches!(s.handle(parse(line)), Step::Say(ref l) if l.is_empty()));
    }
    assert!(matches!(s.handle(parse("DONE")), Step::Think(_)));
    let forbidden = Point::new(7, 7);
    assert!(game(&s).forbidden_at(forbidden).is_some());
    let reply = s.answer(Some(forbidden));
    assert_ne!(reply, "7,7");
    let (x, y) = reply.split_once(',').expect("a move");
    let played = Point::new(y.parse().expect("y"), x.parse().expect("x"));
    assert_eq!(game(&s).board().get(played), Some(Stone::Black));
    assert!(!game(&s).is_over(), "black lost by a foul: {reply}");
}
