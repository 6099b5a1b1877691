//! Every way out while the computer thinks (Ctrl-C, SIGTERM, SIGHUP) restores the terminal and
//! exits with status 0; a terminal that closes without a signal ends the game too.

use std::io::Read;
use std::time::{Duration, Instant};

use crate::support::{DEADLINE, Scratch, Session, THINKS_LONG, signal};
use portable_pty::{CommandBuilder, PtySize, native_pty_system};

#[test]
fn ctrl_c_while_the_computer_thinks_restores_the_terminal() {
    let game = Session::start(&THINKS_LONG);
    game.wait_text("Computer is thinking");
    game.send(&[3]);
    game.expect_clean_exit();
}

#[cfg(unix)]
#[test]
fn sigterm_while_the_computer_thinks_restores_the_terminal() {
    let game = Session::start(&THINKS_LONG);
    game.wait_text("Computer is thinking");
    signal(game.pid(), "TERM");
    game.expect_clean_exit();
}

#[cfg(unix)]
#[test]
fn sighup_while_the_computer_thinks_restores_the_terminal() {
    let game = Session::start(&THINKS_LONG);
    game.wait_text("Computer is thinking");
    signal(game.pid(), "HUP");
    game.expect_clean_exit();
}

/// The terminal closes while the game's parent ignores SIGHUP, so no signal reaches the game:
/// it must notice on its own and end, not spin on end of input forever.
#[cfg(unix)]
#[test]
fn a_terminal_closed_without_a_hangup_signal_ends_the_game() {
    let home = Scratch::new("hangup");
    let status = home.join("status");
    let pair = native_pty_system()
        .openpty(PtySize {
            rows: 24,
            cols: 80,
            pixel_width: 0,
            pixel_height: 0,
        })
        .expect("a pseudo-terminal");
    let mut command = CommandBuilder::new("sh");
    command.args([
        "-c",
        "trap '' HUP; \"$0\" --mode pvp; echo $? > \"$1\"",
        env!("CARGO_BIN_EXE_gomoku"),
        &status.to_string_lossy(),
    ]);
    command.env("TERM", "xterm-256color");
    command.env("GOMOKU_CONFIG", home.join("settings.toml"));
    command.env("GOMOKU_DATA_DIR", home.join("data"));
    let mut shell = pair.slave.spawn_command(command).expect("the shell starts");
    drop(pair.slave);
    // Read until the board shows, then let go of the reading end.
    let mut reader = pair.master.try_clone_reader().expect("pty reader");
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let mut seen = Vec::new();
        let mut buf = [0u8; 4096];
        while let Ok(n) = reader.read(&mut buf) {
            seen.extend_from_slice(&buf[..n]);
            // The board's last corner: the first frame is out.
            if n == 0 || String::from_utf8_lossy(&seen).contains("┛") {
                break;
            }
        }
        let _ = tx.send(());
    });
    rx.recv_timeout(DEADLINE).expect("the board is drawn");
    drop(pair.master);
    let start = Instant::now();
    while !status.exists() {
        if start.elapsed() > DEADLINE {
            let _ = shell.kill();
            panic!("the game kept running after its terminal closed");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    let _ = shell.wait();
}
