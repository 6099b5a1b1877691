//! The play flow in the real binary: questions that take any other key as no, a new game that
//! asks first, moves typed at the prompt, the score kept across runs, a loaded game's name and
//! comments, and a settings change that keeps the game.

use crate::scenarios::black_wins_tic_tac_toe;
use crate::scratch::Scratch;
use crate::support::Session;

#[test]
fn quit_then_another_key_goes_back_and_quit_then_y_quits() {
    let game = Session::start(&["--mode", "pvp"]);
    game.wait_text("15 ┏━");
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
    game.wait_text("15 ┏━");
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
    game.wait_text("15 ┏━");
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

#[test]
fn computer_against_computer_pauses_steps_and_stops_at_the_end() {
    let game = Session::start(&[
        "--mode", "cvc", "--level", "random", "--size", "5", "--win", "3",
    ]);
    game.wait_text("move 2");
    game.key_until(b"p", "paused");
    let moves = |s: &vt100::Screen| {
        let text = s.contents();
        (1..=25).find(|n| text.contains(&format!("move {n} ")))
    };
    let before = game.screen(moves).expect("the move number");
    game.send(b".");
    game.wait_for("one more move", |s| moves(s) == Some(before + 1));
    game.wait_text("paused");
    // Going on, the computers play to the end and stop there.
    game.send(b"p");
    game.wait_for("the end of the game", |s| {
        let text = s.contents();
        text.contains(" won after ") || text.contains("Draw after ")
    });
    game.wait_text("v: review");
    assert!(
        !game.contents().contains("u: undo"),
        "an undo would only see the move played again"
    );
    game.send(b"q");
    game.expect_clean_exit();
}

/// Black wins a tic-tac-toe game by keys in a 3x3 game for two players, with the scores kept in
/// `data`.
fn a_win_for_black(data: &str) {
    let game = Session::start_with_env(
        &["--size", "3", "--win", "3", "--mode", "pvp"],
        80,
        24,
        &[("GOMOKU_DATA_DIR", data)],
    );
    black_wins_tic_tac_toe(&game);
    game.wait_text("Black 1 · White 0");
    game.send(b"q");
    game.expect_clean_exit();
}

#[test]
fn the_score_is_kept_across_two_runs() {
    let data = Scratch::new("scores-kept");
    let data = data.path().display().to_string();
    a_win_for_black(&data);
    let again = Session::start_with_env(
        &["--size", "3", "--win", "3", "--mode", "pvp"],
        80,
        24,
        &[("GOMOKU_DATA_DIR", &data)],
    );
    again.wait_text("Black 1 · White 0");
    again.send(b"q");
    again.expect_clean_exit();
}

#[test]
fn a_loaded_game_shows_its_name_and_each_moves_comment() {
    let dir = Scratch::new("commented");
    let file = dir.join("commented.sgf");
    std::fs::write(
        &file,
        "(;GM[4]SZ[15]GN[Evening game]PB[Li]PW[Wang];B[hh]C[Centre first.];W[ih];B[hi])",
    )
    .expect("write");
    let path = file.display().to_string();
    let game = Session::start_sized(&["--load", &path], 120, 40);
    game.wait_text("“Evening game”");
    game.wait_text("Black Li · White Wang");
    game.key_until(b"\x1b[H", "move 0");
    game.key_until(b"\x1b[C", "Comment: Centre first.");
    game.key_until(b"\x1b[C", "I8");
    game.wait_for("the comment gone with its move", |s| {
        !s.contents().contains("Comment:")
    });
    game.key_until(b"q", "Quit this game?");
    game.send(b"y");
    game.expect_clean_exit();
}

#[test]
fn a_settings_change_that_does_not_change_the_game_keeps_it() {
    let game = Session::start_sized(&["--mode", "pvp"], 120, 40);
    game.wait_text("15 ┏━");
    game.key_until(b"\r", "move 2");
    game.key_until(b"s", "Settings");
    // Down from the preset to the time per move, the eighth line between two humans.
    game.send(&b"\x1b[B".repeat(7));
    game.key_until(b"\x1b[C", "Time per move          ‹ 2 s ›");
    game.send(b"\r");
    game.wait_for("the panel to close", |s| !s.contents().contains("Apply"));
    assert!(!game.contents().contains("drop this one?"));
    game.wait_text("move 2");
    game.key_until(b"q", "Quit this game?");
    game.send(b"y");
    game.expect_clean_exit();
}

#[test]
fn the_bell_rings_at_the_end_of_a_game_only_when_it_is_on() {
    for bell in [false, true] {
        let dir = Scratch::new("bell");
        let config = dir.join("settings.toml");
        std::fs::write(&config, format!("bell = {bell}\n")).expect("write");
        let config = config.display().to_string();
        let game = Session::start_with_env(
            &["--size", "3", "--win", "3", "--mode", "pvp"],
            80,
            24,
            &[("GOMOKU_CONFIG", &config)],
        );
        black_wins_tic_tac_toe(&game);
        if bell {
            game.wait_for("the bell", |_| game.raw().contains(&0x07));
        }
        game.send(b"q");
        let rang = game.raw().contains(&0x07);
        game.expect_clean_exit();
        assert_eq!(rang, bell, "BEL sent with the bell {bell}");
    }
}
