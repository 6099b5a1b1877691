//! Whole scenarios played by keys and mouse clicks on the real binary in a pseudo-terminal,
//! asserting on the parsed screen. Each test is its own program, so they run in parallel.

use crate::support::{Session, THINKS_LONG, cell_text, intersection, row_text, stone_at};
use gomoku::model::Stone;

/// Waits for the board and returns the screen cell of intersection (row, col), row 0 on top.
fn cell_of(game: &Session, row: usize, col: usize) -> (u16, u16) {
    game.wait_for("the board", |s| intersection(s, row, col).is_some());
    game.screen(|s| intersection(s, row, col))
        .expect("the board is shown")
}

/// Clicks intersection (row, col) and waits for a stone to appear there.
fn click_move(game: &Session, row: usize, col: usize) {
    let (y, x) = cell_of(game, row, col);
    game.click(x, y);
    game.wait_for(&format!("a stone at row {row}, column {col}"), |s| {
        stone_at(s, y, x).is_some()
    });
}

/// Black and white stones on the board of `side` x `side` (not in the status or panel).
fn stones(screen: &vt100::Screen, side: usize) -> (usize, usize) {
    let stones: Vec<Option<Stone>> = (0..side)
        .flat_map(|r| (0..side).map(move |c| (r, c)))
        .filter_map(|(r, c)| intersection(screen, r, c))
        .map(|(y, x)| stone_at(screen, y, x))
        .collect();
    let count = |stone| stones.iter().filter(|&&s| s == Some(stone)).count();
    (count(Stone::Black), count(Stone::White))
}

/// Black wins a tic-tac-toe game for two players by keys: the cursor starts on the centre;
/// Black takes the centre, left and right of the middle row, White the top.
pub fn black_wins_tic_tac_toe(game: &Session) {
    game.wait_text("3 ┃");
    for (keys, after) in [
        (&b"\r"[..], "move 2"),
        (b"k\r", "move 3"),
        (b"jh\r", "move 4"),
        (b"k\r", "move 5"),
        (b"jll\r", "Black won"),
    ] {
        game.key_until(keys, after);
    }
}

#[test]
fn tic_tac_toe_by_keys_ends_in_a_win_for_black_at_80x24() {
    let game = Session::start(&["--size", "3", "--win", "3", "--mode", "pvp"]);
    black_wins_tic_tac_toe(&game);
    game.wait_text("Black wins — n: new game");
    game.screen(|s| {
        for col in 0..3 {
            let (y, x) = intersection(s, 1, col).expect("the board");
            let stone = stone_at(s, y, x);
            assert_eq!(stone, Some(Stone::Black), "the winning row, column {col}");
        }
        assert_eq!(stones(s, 3), (3, 2));
    });
    // The game is over: quitting asks nothing.
    game.send(b"q");
    game.expect_clean_exit();
}

#[test]
fn tic_tac_toe_by_mouse_clicks_ends_in_a_draw_at_120x40() {
    let game = Session::start_sized(&["--size", "3", "--win", "3", "--mode", "pvp"], 120, 40);
    game.wait_text("3 ┃");
    let moves = [
        (1, 1),
        (0, 0),
        (0, 2),
        (2, 0),
        (1, 0),
        (1, 2),
        (0, 1),
        (2, 1),
        (2, 2),
    ];
    for (row, col) in moves {
        click_move(&game, row, col);
    }
    game.wait_text("Draw — n: new game");
    // A click outside the board and on a taken point changes nothing.
    game.click(0, 0);
    let (y, x) = cell_of(&game, 1, 1);
    game.click(x, y);
    game.wait_text("Draw");
    game.send(b"q");
    game.expect_clean_exit();
}

#[test]
fn the_easy_computer_answers_every_move_until_tic_tac_toe_ends() {
    let game = Session::start(&[
        "--size",
        "3",
        "--win",
        "3",
        "--mode",
        "pvc",
        "--level",
        "easy",
        "--time-ms",
        "50",
    ]);
    game.wait_text("3 ┃");
    let over = |s: &vt100::Screen| {
        let text = s.contents();
        text.contains(" won after ") || text.contains(" Draw after ")
    };
    for turn in 0..5 {
        if game.screen(over) {
            break;
        }
        game.wait_text("(you) to move");
        let empty = game.screen(|s| {
            (0..3)
                .flat_map(|r| (0..3).map(move |c| (r, c)))
                .find(|&(r, c)| {
                    let (y, x) = intersection(s, r, c).expect("the board");
                    stone_at(s, y, x).is_none()
                })
                .expect("an empty point while the game goes on")
        });
        click_move(&game, empty.0, empty.1);
        game.wait_for("the computer's answer or the end", |s| {
            over(s) || stones(s, 3).1 > turn
        });
    }
    game.wait_for("the end of the game", over);
    game.send(b"q");
    game.expect_clean_exit();
}

#[test]
fn a_15x15_game_with_undo_redo_and_a_hint_at_120x40() {
    let game = Session::start_sized(&["--mode", "pvp", "--time-ms", "200"], 120, 40);
    game.wait_text("15 ┏━");
    let (y, x) = cell_of(&game, 7, 7);
    let (_, right) = cell_of(&game, 7, 8);
    let (black, white) = (Some(Stone::Black), Some(Stone::White));
    game.key_until(b"\r", "move 2");
    game.key_until(b"l\r", "move 3");
    game.screen(|s| {
        assert_eq!(stone_at(s, y, x), black);
        assert_eq!(stone_at(s, y, right), white);
    });
    game.key_until(b"u", "move 2");
    game.wait_for("the white stone taken back", |s| {
        stone_at(s, y, right).is_none()
    });
    game.key_until(b"u", "move 1");
    game.wait_for("the empty centre", |s| stone_at(s, y, x).is_none());
    game.key_until(b"u", "Nothing to undo");
    game.key_until(b"r", "move 2");
    game.key_until(b"r", "move 3");
    game.wait_for("both stones back", |s| {
        stone_at(s, y, x) == black && stone_at(s, y, right) == white
    });
    game.key_until(b"r", "Nothing to redo");
    game.key_until(b"t", "Hint: ");
    // Enter plays the hinted point, where the hint put the cursor.
    game.key_until(b"\r", "move 4");
    game.screen(|s| assert_eq!(stones(s, 15), (2, 1)));
    game.send(b"q");
    game.wait_text("Quit this game?");
    game.send(b"y");
    game.expect_clean_exit();
}

/// The selected settings row as (label, value); the value without the choice marks.
fn selected_field(screen: &vt100::Screen) -> Option<(String, String)> {
    let (rows, cols) = (screen.size().0.get(), screen.size().1.get());
    let row = (0..rows).find(|&r| {
        (0..cols)
            .filter(|&c| screen.cell(r, c).is_some_and(|cell| cell.inverse()))
            .count()
            > 20
    })?;
    let text: String = (0..cols)
        .filter(|&c| screen.cell(row, c).is_some_and(|cell| cell.inverse()))
        .map(|c| cell_text(screen, row, c))
        .collect();
    let text = text.trim();
    let (label, value) = text.split_once("  ").unwrap_or((text, ""));
    let value: Vec<&str> = value.split_whitespace().collect();
    let inner = match value.len() {
        0..=2 => String::new(),
        n => value[1..n - 1].join(" "),
    };
    Some((label.to_string(), inner))
}

fn selected(game: &Session) -> (String, String) {
    game.wait_for("a selected settings row", |s| selected_field(s).is_some());
    game.screen(selected_field).expect("a selected row")
}

/// Moves the selection down to the row labelled `label`.
fn select(game: &Session, label: &str) {
    for _ in 0..40 {
        if selected(game).0 == label {
            return;
        }
        let before = selected(game);
        game.send(b"j");
        game.wait_for("the selection to move", |s| {
            selected_field(s).is_some_and(|f| f != before)
        });
    }
    panic!("no settings row {label:?}:\n{}", game.contents());
}

/// Presses → on the selected row and returns its new value, checking that it changed.
fn change(game: &Session) -> (String, String) {
    let (label, before) = selected(game);
    game.send(b"l");
    game.wait_for(&format!("{label} to change from {before:?}"), |s| {
        selected_field(s).is_some_and(|(l, v)| l == label && v != before)
    });
    selected(game)
}

const APPLY: &str = "Apply (new game)";

/// Every row of the open panel as (label, value), read by walking down from the top.
fn snapshot(game: &Session) -> Vec<(String, String)> {
    select(game, APPLY);
    game.send(b"j");
    game.wait_for("the first row", |s| {
        selected_field(s).is_some_and(|(l, _)| l != APPLY)
    });
    let mut rows = Vec::new();
    loop {
        let (label, value) = selected(game);
        if label == APPLY {
            return rows;
        }
        rows.push((label.clone(), value));
        game.send(b"j");
        game.wait_for("the next row", |s| {
            selected_field(s).is_some_and(|(l, _)| l != label)
        });
    }
}

/// Closes the panel with Esc.
fn close_panel(game: &Session) {
    game.send(b"\x1b");
    game.wait_for("the panel to close", |s| !s.contents().contains(APPLY));
}

/// Reopens the panel and checks every row listed shows the value it was given.
fn expect_values(game: &Session, expected: &[(String, String)]) {
    game.key_until(b"s", APPLY);
    for (label, value) in expected {
        select(game, label);
        assert_eq!(&selected(game).1, value, "{label} after apply");
    }
    close_panel(game);
}

#[test]
fn every_settings_field_is_changed_and_applied_at_120x40() {
    let game = Session::start_sized(&["--mode", "pvp"], 120, 40);
    game.wait_text("15 ┏━");
    game.key_until(b"s", APPLY);
    // First pass: every row the panel shows, top to bottom, one step right. Rows that appear
    // on the way (the levels once the players change) are visited too.
    let mut changed: Vec<(String, String)> = Vec::new();
    loop {
        let (label, _) = selected(&game);
        if label == APPLY {
            break;
        }
        changed.retain(|(l, _)| *l != label);
        changed.push(change(&game));
        game.send(b"j");
        game.wait_for("the next row", |s| {
            selected_field(s).is_some_and(|(l, _)| l != label)
        });
        assert!(changed.len() < 30, "the panel never reached {APPLY}");
    }
    assert!(
        changed.len() >= 9,
        "the panel showed too few rows: {changed:?}"
    );
    // The preset reads "custom" once the sizes changed after it: compare what the panel shows.
    let chosen = snapshot(&game);
    assert_eq!(chosen.len(), changed.len());
    game.key_until(b"\r", "New game:");
    game.wait_text("vs computer");
    expect_values(&game, &chosen);
    // The theme one step on from auto is wood, and the board is 20x20.
    game.wait_text("20 ┏━");
    // Second pass: computer against computer, both levels changed.
    game.key_until(b"s", APPLY);
    select(&game, "Players");
    let players = change(&game);
    assert_eq!(players.1, "computer vs computer");
    let mut levels = vec![players];
    for label in ["Black computer level", "White computer level"] {
        select(&game, label);
        levels.push(change(&game));
    }
    select(&game, APPLY);
    // The computer (black since the first pass) may have moved: then dropping its game is asked.
    game.send(b"\r");
    game.wait_for("a new game, or the question first", |s| {
        let text = s.contents();
        text.contains("New game:") || text.contains("Drop this one?")
    });
    if game.contents().contains("Drop this one?") {
        game.key_until(b"y", "New game:");
    }
    game.wait_text("computer: black");
    expect_values(&game, &levels);
    // Whether or not the computers have moved yet, Ctrl-C quits without a question.
    game.send(&[3]);
    game.expect_clean_exit();
}

#[test]
fn esc_typed_quickly_before_a_key_closes_the_overlay_and_the_key_still_counts() {
    let game = Session::start(&["--mode", "pvp"]);
    game.wait_text("15 ┏━");
    game.key_until(b"?", "this help");
    // One write: the terminal reports it as Alt+s.
    game.send(b"\x1bs");
    game.wait_for("the help to close and the settings to open", |s| {
        let text = s.contents();
        !text.contains("this help") && text.contains(" Settings ")
    });
    game.send(&[3]);
    game.expect_clean_exit();
}

#[test]
fn the_help_overlay_opens_and_closes() {
    let game = Session::start(&["--mode", "pvp"]);
    game.wait_text("15 ┏━");
    game.key_until(b"?", "Esc, Enter or ? closes this help");
    game.send(b"\x1b");
    game.wait_for("the help to close", |s| !s.contents().contains("this help"));
    game.key_until(b"?", "this help");
    game.send(b"?");
    game.wait_for("the help to close", |s| !s.contents().contains("this help"));
    // Keys reach the board again.
    game.key_until(b"\r", "move 2");
    game.send(b"q");
    game.wait_text("Quit this game?");
    // Any other key answers no.
    game.send(b"n");
    game.wait_for("the question to close", |s| {
        !s.contents().contains("Quit this game?")
    });
    game.send(b"qy");
    game.expect_clean_exit();
}

#[test]
fn a_too_small_terminal_says_what_it_needs_and_plays_after_growing() {
    let game = Session::start_sized(&["--mode", "pvp"], 30, 10);
    game.wait_text("Terminal too small");
    game.wait_for("the size needed", |s| {
        s.contents()
            .replace('\n', " ")
            .contains("needs at least 35x19")
    });
    game.resize(120, 40);
    game.wait_text("15 ┏━");
    game.key_until(b"\r", "move 2");
    game.resize(30, 10);
    game.wait_text("Terminal too small");
    game.resize(80, 24);
    game.wait_text("White to move");
    game.send(b"qy");
    game.expect_clean_exit();
}

#[test]
fn quitting_with_no_game_in_progress_asks_nothing() {
    let game = Session::start_sized(&["--mode", "pvp"], 120, 40);
    game.wait_text("15 ┏━");
    game.send(b"q");
    game.expect_clean_exit();
}

#[test]
fn a_resize_while_the_computer_thinks_redraws_and_the_answer_still_comes() {
    let game = Session::start(&THINKS_LONG);
    game.wait_text("Computer is thinking");
    game.resize(120, 40);
    // Redrawn at once for the new size: the board twice as large, the status right under it.
    game.wait_for("the larger board with the status line under it", |s| {
        let mut letters = (0..40).filter(|&r| row_text(s, r).contains("A   B   C   D"));
        letters
            .next_back()
            .is_some_and(|bottom| row_text(s, bottom + 1).contains("to move"))
    });
    game.resize(30, 12);
    game.wait_text("Terminal too small");
    game.resize(100, 30);
    game.wait_text("(you) to move");
    game.screen(|s| assert_eq!(stones(s, 15), (1, 0)));
    game.send(b"qy");
    game.expect_clean_exit();
}
