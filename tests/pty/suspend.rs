//! Suspend and resume as in other full-screen programs: Ctrl-Z (or a TSTP from outside) gives
//! the shell a restored terminal and stops the game; `fg` brings it back in raw mode, with the
//! alternate screen, mouse capture and every cell redrawn; nothing of the game is lost.

use crate::shell::Shell;
use crate::support::{THINKS_LONG, row_text, signal};

const CTRL_Z: u8 = 0x1a;

/// The board with one black stone, and White to move.
fn shows_the_game_after_one_stone(s: &vt100::Screen) -> bool {
    // The board is left of the side panel, whose score line shows a stone too.
    let on_board: usize = (0..s.size().0.get())
        .map(|row| row_text(s, row))
        .filter(|line| line.contains('┃') || line.contains('┠') || line.contains('━'))
        .map(|line| line.split('│').next().unwrap_or("").matches('●').count())
        .sum();
    s.alternate_screen() && on_board == 1 && s.contents().contains("White")
}

/// The game is back: its screen redrawn whole, mouse capture on, and a key acted on at once
/// (in the line-by-line mode a shell leaves, `?` would wait for Enter and be echoed).
fn expect_back_in_raw_mode(shell: &Shell) {
    shell.wait_stopped(false);
    shell.wait_for("the game redrawn", shows_the_game_after_one_stone);
    let mouse = shell.screen(|s| s.mouse_protocol_mode());
    assert_ne!(mouse, vt100::MouseProtocolMode::None, "mouse capture is on");
    shell.send(b"?");
    shell.wait_text("Help");
    shell.send(b"\x1b");
    shell.wait_for("the help closed", |s| !s.contents().contains("Help"));
}

/// A human-against-human game with black's first stone played; returns the game's process.
fn game_with_one_stone(shell: &mut Shell) -> u32 {
    let game = shell.run_game(&["--mode", "pvp"]);
    shell.send(b"\r");
    shell.wait_for("a black stone", shows_the_game_after_one_stone);
    game
}

/// The game is stopped, the shell says so, and the terminal is as the shell left it.
fn expect_suspended(shell: &Shell) {
    shell.wait_stopped(true);
    shell.wait_text("Stopped");
    shell.expect_restored();
}

/// Quits the game in progress and checks what the shell gets back.
fn quit_to_the_shell(shell: &Shell) {
    shell.send(b"q");
    shell.wait_text("Quit this game?");
    shell.send(b"y");
    shell.wait_for("the shell's screen", |s| !s.alternate_screen());
    shell.expect_restored();
    assert_eq!(shell.last_status(), "0");
}

#[test]
fn ctrl_z_stops_the_game_with_the_terminal_restored_and_fg_brings_it_back() {
    let mut shell = Shell::start();
    game_with_one_stone(&mut shell);
    shell.send(&[CTRL_Z]);
    expect_suspended(&shell);
    shell.type_line("fg");
    expect_back_in_raw_mode(&shell);
    quit_to_the_shell(&shell);
}

#[test]
fn a_tstp_from_outside_while_the_computer_thinks_stops_the_game_and_its_move_still_comes() {
    let mut shell = Shell::start();
    let game = shell.run_game(&THINKS_LONG);
    shell.wait_text("Computer is thinking");
    signal(game, "TSTP");
    expect_suspended(&shell);
    shell.type_line("fg");
    // The computer (black) goes on thinking and plays its move.
    expect_back_in_raw_mode(&shell);
    quit_to_the_shell(&shell);
}

#[test]
fn a_cont_from_outside_lets_the_game_run_unseen_until_fg() {
    let mut shell = Shell::start();
    let game = game_with_one_stone(&mut shell);
    shell.send(&[CTRL_Z]);
    expect_suspended(&shell);
    // Continued in the background (the shell has the terminal): it must neither draw over
    // the shell nor take its modes.
    signal(game, "CONT");
    shell.wait_stopped(false);
    shell.type_line("echo still-the-shell");
    shell.wait_for("the shell's answer", |s| {
        s.contents().lines().any(|line| line == "still-the-shell")
    });
    shell.expect_restored();
    shell.type_line("fg");
    expect_back_in_raw_mode(&shell);
    quit_to_the_shell(&shell);
}

#[test]
fn a_suspended_game_ended_by_kill_leaves_the_shell_alone_and_says_sigterm() {
    let mut shell = Shell::start();
    shell.run_game(&["--mode", "pvp"]);
    shell.send(&[CTRL_Z]);
    expect_suspended(&shell);
    // `kill %1` sends TERM, then CONT: the game ends in the background, and bash reports the
    // job's status.
    shell.type_line("kill %1");
    shell.wait_ended();
    // 143 = 128 + TERM's number, the status the game leaves with after restoring the terminal;
    // a game that TERM's default action had ended would be reported as "Terminated".
    shell.wait_job_report("Exit 143");
    assert!(!shell.contents().contains("Terminated"));
    shell.expect_restored();
}
