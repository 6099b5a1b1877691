//! The engine mode driven through the real binary over pipes, as a Gomocup manager drives it.

use std::path::PathBuf;
use std::time::{Duration, Instant};

use crate::support::Engine;

#[test]
fn start_then_begin_answers_a_legal_point() {
    let mut engine = Engine::started(15);
    let (x, y) = engine.ask_move("BEGIN");
    assert!(x < 15 && y < 15);
}

#[test]
fn rectstart_and_restart_answer_ok_and_moves_stay_on_the_rectangle() {
    let mut engine = Engine::spawn();
    assert_eq!(engine.ask("RECTSTART 20,8"), "OK");
    let (x, y) = engine.ask_move("BEGIN");
    assert!(x < 20 && y < 8, "{x},{y}");
    assert_eq!(engine.ask("RESTART"), "OK");
    let (x, y) = engine.ask_move("TURN 19,7");
    assert!(x < 20 && y < 8 && (x, y) != (19, 7));
}

#[test]
fn start_refuses_sizes_it_cannot_play() {
    let mut engine = Engine::spawn();
    for size in ["2", "27", "100"] {
        assert!(engine.ask(&format!("START {size}")).starts_with("ERROR "));
    }
    assert!(
        engine.ask("START 4").starts_with("ERROR "),
        "5 in a row on 4x4"
    );
    engine.send("INFO win_length 4");
    assert_eq!(engine.ask("START 4"), "OK");
}

#[test]
fn it_blocks_a_four_and_then_completes_its_own_after_turn() {
    let mut engine = Engine::started(15);
    engine.send("BOARD");
    // Own three in row 7 and a stone capping the top of the opponent's vertical four in column
    // 6; the only block, 6,7, also makes our own open four.
    for line in [
        "3,7,1", "6,3,2", "4,7,1", "6,4,2", "5,7,1", "6,5,2", "6,2,1", "6,6,2",
    ] {
        engine.send(line);
    }
    assert_eq!(engine.ask_move("DONE"), (6, 7));
    let win = engine.ask_move("TURN 0,14");
    assert!(win == (2, 7) || win == (7, 7), "{win:?} does not win");
}

#[test]
fn board_done_answers_a_legal_empty_point() {
    let mut engine = Engine::started(10);
    let stones = [(4, 4, 2), (5, 5, 1), (4, 5, 2), (9, 0, 1), (0, 9, 2)];
    engine.send("BOARD");
    for (x, y, f) in stones {
        engine.send(format!("{x},{y},{f}"));
    }
    let (x, y) = engine.ask_move("DONE");
    assert!(x < 10 && y < 10);
    assert!(!stones.iter().any(|&(sx, sy, _)| (sx, sy) == (x, y)));
}

#[test]
fn takeback_removes_a_stone_and_the_point_can_be_played_again() {
    let mut engine = Engine::started(15);
    let (x, y) = engine.ask_move("BEGIN");
    assert_eq!(engine.ask(&format!("TAKEBACK {x},{y}")), "OK");
    assert!(engine.ask("TAKEBACK 0,0").starts_with("ERROR "));
    // The point is free again: the opponent may take it.
    let reply = engine.ask_move(&format!("TURN {x},{y}"));
    assert_ne!(reply, (x, y));
}

#[test]
fn bad_input_gets_error_and_the_game_goes_on() {
    let mut engine = Engine::started(15);
    let first = engine.ask_move("TURN 7,7");
    assert!(engine.ask("TURN 7,7").starts_with("ERROR "), "occupied");
    assert!(
        engine
            .ask(&format!("TURN {},{}", first.0, first.1))
            .starts_with("ERROR ")
    );
    assert!(
        engine.ask("TURN 15,3").starts_with("ERROR "),
        "off the board"
    );
    assert!(engine.ask("TURN -1,3").starts_with("ERROR "), "negative");
    assert!(engine.ask("#&%!").starts_with("ERROR "), "garbage");
    assert!(
        engine.ask(&"x".repeat(100_000)).starts_with("ERROR "),
        "overlong"
    );
    assert!(engine.ask("YXNBEST 3").starts_with("UNKNOWN "));
    let (x, y) = engine.ask_move("TURN 0,0");
    assert!(x < 15 && y < 15 && (x, y) != (0, 0) && (x, y) != (7, 7) && (x, y) != first);
}

#[test]
fn invalid_utf8_and_crlf_lines_do_not_break_it() {
    let mut engine = Engine::spawn();
    engine.write(b"\xff\xfe\x80\r\n");
    assert!(engine.reply().starts_with("ERROR "));
    assert_eq!(engine.ask("START 15\r"), "OK");
    let (x, y) = engine.ask_move("BEGIN\r");
    assert!(x < 15 && y < 15);
}

#[test]
fn commands_before_start_are_errors() {
    let mut engine = Engine::spawn();
    for command in ["BEGIN", "TURN 1,1", "BOARD", "TAKEBACK 1,1", "RESTART"] {
        assert!(engine.ask(command).starts_with("ERROR "), "{command}");
    }
    assert_eq!(engine.ask("START 15"), "OK");
}

#[test]
fn info_is_silent_and_about_names_the_engine() {
    let mut engine = Engine::spawn();
    for info in [
        "INFO timeout_turn 100",
        "INFO timeout_match 100000",
        "INFO time_left 100000",
        "INFO max_memory 83886080",
        "INFO game_type 1",
        "INFO rule 1",
        "INFO folder /tmp",
        "INFO evaluate 3,3",
    ] {
        engine.send(info);
    }
    let about = engine.ask("ABOUT");
    let expected = format!(
        "name=\"gomoku\", version=\"{}\", author=\"",
        env!("CARGO_PKG_VERSION")
    );
    assert!(about.starts_with(&expected), "{about}");
    assert!(about.contains(", country=\""), "{about}");
}

#[test]
fn end_exits_at_once_with_status_zero() {
    let mut engine = Engine::started(15);
    engine.send("END");
    assert!(engine.wait_exit().success());
}

#[test]
fn end_while_thinking_exits_promptly() {
    let mut engine = Engine::spawn();
    assert_eq!(engine.ask("START 19"), "OK");
    engine.send("INFO timeout_turn 5000");
    engine.send("BEGIN");
    engine.send("END");
    let started = Instant::now();
    assert!(engine.wait_exit().success());
    assert!(started.elapsed() < Duration::from_secs(4));
}

#[test]
fn end_of_input_exits_with_status_zero() {
    let mut engine = Engine::started(15);
    engine.close_input();
    assert!(engine.wait_exit().success());
}

#[test]
fn a_link_named_pbrain_goes_straight_into_engine_mode() {
    let dir = std::env::temp_dir().join(format!(
        "gomoku-pbrain-test-{}-{:?}",
        std::process::id(),
        Instant::now()
    ));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let name = if cfg!(windows) {
        "pbrain-gomoku.exe"
    } else {
        "pbrain-gomoku"
    };
    let copy: PathBuf = dir.join(name);
    // A link, not a copy: executing a freshly written file races with other tests' forks that
    // briefly hold it open for writing ("text file busy").
    #[cfg(unix)]
    std::os::unix::fs::symlink(env!("CARGO_BIN_EXE_gomoku"), &copy).expect("link the binary");
    #[cfg(not(unix))]
    std::fs::copy(env!("CARGO_BIN_EXE_gomoku"), &copy).expect("copy the binary");
    {
        let mut engine = Engine::spawn_program(&copy, &[]);
        assert_eq!(engine.ask("START 15"), "OK");
        engine.send("END");
        assert!(engine.wait_exit().success());
    }
    let _ = std::fs::remove_dir_all(&dir);
}
