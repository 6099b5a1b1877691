//! The real program in a pseudo-terminal: keys in, a parsed screen out.

use crate::support::{Session, cell_text, find, intersection, signal, stone_at};
use gomoku::model::Stone;

#[test]
fn a_stone_appears_under_the_cursor_and_q_y_quits_leaving_the_alternate_screen() {
    let game = Session::start(&["--mode", "pvp"]);
    // The whole board: a frame can reach the terminal in more than one write.
    game.wait_for("the empty board", |s| {
        let shown = s.contents();
        s.alternate_screen() && shown.contains("15 ┏━") && shown.contains(" 1 ┗━")
    });
    let listens = game.screen(|s| s.mouse_protocol_mode());
    assert_ne!(
        listens,
        vt100::MouseProtocolMode::None,
        "mouse capture is on"
    );
    // The cursor starts on the centre, H8: seven points (two columns each) right of A, a star
    // point.
    let (row, col) = game.screen(|s| {
        let (_, a) = find(s, "A B C D E F G H").expect("column letters");
        let (row, _) = find(s, " 8 ┠").expect("row 8");
        (row, a + 14)
    });
    assert_eq!(game.screen(|s| intersection(s, 7, 7)), Some((row, col)));
    assert_eq!(game.screen(|s| cell_text(s, row, col)), "╋");
    game.send(b"\r");
    game.wait_for("a black stone on H8", |s| {
        stone_at(s, row, col) == Some(Stone::Black)
    });
    game.wait_for("white to move", |s| s.contents().contains("White to move"));
    game.send(b"q");
    game.wait_for("the quit question", |s| {
        s.contents().contains("Quit this game?")
    });
    game.send(b"y");
    game.expect_clean_exit();
}

#[test]
fn ctrl_c_quits_at_once_and_restores_the_terminal() {
    let game = Session::start(&["--size", "3", "--win", "3", "--mode", "pvp"]);
    game.wait_for("the tic-tac-toe board", |s| s.contents().contains("3 ┃"));
    game.send(b"\r");
    game.wait_for("a stone", |s| {
        intersection(s, 1, 1).is_some_and(|(y, x)| stone_at(s, y, x).is_some())
    });
    game.send(&[3]);
    game.expect_clean_exit();
}

#[cfg(unix)]
#[test]
fn sigterm_restores_the_terminal_before_leaving() {
    let game = Session::start(&["--mode", "pvp"]);
    game.wait_for("the board", |s| s.contents().contains("15 ┏━"));
    signal(game.pid(), "TERM");
    game.expect_restored_exit(143);
}

#[test]
fn ctrl_s_saves_into_the_games_folder_and_ctrl_o_lists_it_with_the_samples() {
    let game = Session::start(&["--size", "9", "--mode", "pvp"]);
    game.wait_for("the 9x9 board", |s| s.contents().contains("9 ┏━"));
    game.send(b"\r");
    game.wait_for("a stone", |s| {
        intersection(s, 4, 4).is_some_and(|(y, x)| stone_at(s, y, x).is_some())
    });
    game.send(&[19]);
    game.wait_for("the saved path", |s| s.contents().contains("Saved to"));
    let saved: Vec<_> = std::fs::read_dir(game.home.path().join("data"))
        .expect("the games folder exists")
        .collect();
    assert_eq!(saved.len(), 1);
    game.send(&[15]);
    game.wait_for("the picker", |s| {
        let text = s.contents();
        text.contains("Open a game") && text.contains("(sample)") && text.contains("gomoku-2")
    });
    game.send(b"\x1b");
    game.wait_for("the picker to close", |s| {
        !s.contents().contains("Open a game")
    });
    game.send(b"q");
    game.wait_for("the quit question", |s| {
        s.contents().contains("Quit this game?")
    });
    game.send(b"y");
    game.expect_clean_exit();
}
