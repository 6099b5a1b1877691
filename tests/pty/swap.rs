//! A swap2 opening against the computer in the real binary: the status line says who places
//! what, the computer takes the colour its evaluation prefers, the colours follow the choice,
//! and the saved game records the opening.

use crate::support::Session;

/// Types a move at the prompt.
fn type_move(game: &Session, point: &str) {
    game.key_until(b":", "Move:");
    game.send(format!("{point}\r").as_bytes());
}

#[test]
fn a_swap2_opening_against_the_computer_gives_it_the_colour_it_prefers() {
    let game = Session::start(&[
        "--opening",
        "swap2",
        "--mode",
        "pvc",
        "--level",
        "easy",
        "--time-ms",
        "300",
    ]);
    game.wait_text("swap2 · You: place black, white, black — now black (1 of 3)");
    type_move(&game, "h8");
    game.wait_text("now white (2 of 3)");
    type_move(&game, "a15");
    game.wait_text("now black (3 of 3)");
    // Two touching black stones in the centre, white's in a corner: black is far better, and
    // the computer, the second player, takes it.
    type_move(&game, "j8");
    game.wait_text("The computer takes black; white moves next");
    game.wait_text("White (you) to move");
    // Nothing is left to choose, and the computer has black from now on.
    game.key_until(b"b", "Nothing to choose now");
    type_move(&game, "h10");
    game.wait_text("White (you) to move · move 6");
    game.send(&[19]);
    game.wait_text("Saved to");
    let saved: Vec<_> = std::fs::read_dir(game.home.path().join("data"))
        .expect("the games folder exists")
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "sgf"))
        .collect();
    assert_eq!(saved.len(), 1, "{saved:?}");
    let text = std::fs::read_to_string(&saved[0]).expect("the saved game");
    assert!(text.contains("XO[swap2]XC[3:swap]"), "{text}");
    assert!(text.contains("PB[gomoku (easy)]PW[Human]"), "{text}");
    game.send(b"qy");
    game.expect_clean_exit();
}
