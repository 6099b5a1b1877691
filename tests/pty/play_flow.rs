//! The play flow in the real binary: questions that take any other key as no, a new game that
//! asks first, moves typed at the prompt.

use crate::support::Session;

#[test]
fn quit_then_another_key_goes_back_and_quit_then_y_quits() {
    let game = Session::start(&["--mode", "pvp"]);
    game.wait_text("15 ┏━┯");
    game.key_until(b"\r", "move 2");
    game.key_until(b"q", "Quit this game?");
    game.send(b"x");
    game.wait_for("the question to close", |s| {
        !s.contents().contains("Quit this game?")
    });
    game.key_until(b"q", "Quit this game?");
    game.send(b"y");
    game.expect_clean_exit();
}

#[test]
fn a_new_game_is_asked_first_refused_then_confirmed() {
    let game = Session::start(&["--mode", "pvp"]);
    game.wait_text("15 ┏━┯");
    game.key_until(b"\r", "move 2");
    game.key_until(b"n", "drop this one?");
    game.send(b"\x1b");
    game.wait_for("the question to close", |s| {
        !s.contents().contains("drop this one?")
    });
    game.wait_text("move 2");
    game.key_until(b"n", "drop this one?");
    game.key_until(b"y", "New game");
    game.wait_text("move 1");
    game.send(b"q");
    game.expect_clean_exit();
}

#[test]
fn a_move_typed_at_the_prompt_is_played_there() {
    let game = Session::start(&["--mode", "pvp"]);
    game.wait_text("15 ┏━┯");
    game.key_until(b":", "Move:");
    game.send(b"k10\r");
    game.wait_text("last K10");
    // A second move typed the other way round.
    game.key_until(b"g", "Move:");
    game.send(b"3c\r");
    game.wait_text("last C3");
    game.key_until(b"g", "Move:");
    game.send(b"zz\r");
    game.wait_text("is not a point");
    game.send(b"qy");
    game.expect_clean_exit();
}
