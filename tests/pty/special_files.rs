//! A path that is not a regular file, typed at Ctrl-O, never freezes the game: file work runs
//! off the screen's thread and a FIFO is refused without being opened.

use crate::support::Session;

#[cfg(unix)]
#[test]
fn a_fifo_typed_at_ctrl_o_is_refused_and_the_game_still_answers_keys() {
    // Wide enough that the refusal, which starts with the path, is not wrapped.
    let game = Session::start_sized(&["--mode", "pvp"], 160, 40);
    let fifo = game.home.join("waiting.sgf");
    let made = std::process::Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .expect("mkfifo runs");
    assert!(made.success(), "mkfifo {}", fifo.display());
    game.wait_for("the board", |s| s.contents().contains("15 ┏━"));
    game.send(&[15]);
    game.wait_text("Open a game");
    game.send(b"/");
    game.wait_text("Path:");
    game.send(fifo.to_string_lossy().as_bytes());
    game.send(b"\r");
    game.wait_text("not a regular file");
    // Still answering: back to the list, closed, the help opened and closed.
    game.send(b"\x1b");
    game.wait_for("the path field closed", |s| !s.contents().contains("Path:"));
    game.send(b"\x1b");
    game.wait_for("the list closed", |s| !s.contents().contains("Open a game"));
    game.key_until(b"?", "Help");
    game.send(b"\x1b");
    game.wait_for("the help closed", |s| !s.contents().contains("Help"));
    game.send(b"q");
    game.expect_clean_exit();
}
