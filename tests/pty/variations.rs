//! A variation made in review survives saving and loading, through the real program: moves
//! typed at the prompt, `v`, a move other than the game's, Ctrl-S, then a second run with
//! `--load` that shows the branch in the move list and goes into it with `>`.

use crate::support::{Scratch, Session};

#[test]
fn a_variation_survives_save_and_load() {
    let game = Session::start_sized(&["--mode", "pvp"], 120, 40);
    game.wait_text("15 ┏━");
    for (typed, number) in [("h8", 2), ("h9", 3), ("j10", 4), ("k11", 5)] {
        game.send(b":");
        game.send(typed.as_bytes());
        game.key_until(b"\r", &format!("move {number}"));
    }
    game.key_until(b"v", "move 4 of 4");
    game.send(b"\x1b[D");
    game.key_until(b"\x1b[D", "move 2 of 4");
    game.send(b":l12");
    game.key_until(b"\r", "A variation from move 3");
    game.wait_text("  3 L12*");
    game.wait_text("move 3 of 3");
    game.key_until(&[19], "Saved to");
    let saved: Vec<_> = std::fs::read_dir(game.home.path().join("data"))
        .expect("the games folder exists")
        .filter_map(Result::ok)
        .map(|e| e.path())
        .collect();
    let [file] = &saved[..] else {
        panic!("one saved game: {saved:?}")
    };
    // The first run's folder goes with it: the file is kept elsewhere for the second.
    let text = std::fs::read_to_string(file).expect("the saved game reads");
    game.key_until(b"q", "Quit this game?");
    game.send(b"y");
    game.expect_clean_exit();

    let kept = Scratch::new("variation-kept");
    let file = kept.join("with-a-variation.sgf");
    std::fs::write(&file, &text).expect("write");
    let path = file.display().to_string();
    let again = Session::start_sized(&["--load", &path], 120, 40);
    // The game itself is the main line; its third move is where the variation branches.
    again.wait_text("move 4 of 4");
    again.wait_text("  3 J10*");
    again.key_until(b"\x1b[H", "move 0 of 4");
    again.send(b"\x1b[C");
    again.key_until(b"\x1b[C", "move 2 of 4");
    again.key_until(b">", "  3 L12*");
    again.wait_text("move 3 of 3");
    again.key_until(b"<", "move 2 of 4");
    again.wait_text("  3 J10*");
    again.key_until(b"q", "Quit this game?");
    again.send(b"y");
    again.expect_clean_exit();
}
