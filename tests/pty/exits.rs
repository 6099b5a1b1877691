//! Every way out while the computer thinks restores the terminal: Ctrl-C (a key) exits with
//! status 0, a signal (INT, QUIT, TERM, HUP sent with `kill`) with 128 + its number, as a shell
//! reports a program a signal ended; a terminal that closes without a signal ends the game too.

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

/// Sends `name` while the computer thinks and expects the terminal restored and `status`.
#[cfg(unix)]
fn signal_while_the_computer_thinks(name: &str, status: u32) {
    let game = Session::start(&THINKS_LONG);
    game.wait_text("Computer is thinking");
    signal(game.pid(), name);
    game.expect_restored_exit(status);
}

#[cfg(unix)]
#[test]
fn sigint_while_the_computer_thinks_restores_the_terminal_and_exits_130() {
    signal_while_the_computer_thinks("INT", 130);
}

#[cfg(unix)]
#[test]
fn sigquit_while_the_computer_thinks_restores_the_terminal_and_exits_131() {
    signal_while_the_computer_thinks("QUIT", 131);
}

#[cfg(unix)]
#[test]
fn sigterm_while_the_computer_thinks_restores_the_terminal_and_exits_143() {
    signal_while_the_computer_thinks("TERM", 143);
}

#[cfg(unix)]
#[test]
fn sighup_while_the_computer_thinks_restores_the_terminal_and_exits_129() {
    signal_while_the_computer_thinks("HUP", 129);
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

/// No terminal at all (a job started from cron or a service): one sentence and status 1, not
/// a panic, and nothing written to the output.
#[cfg(unix)]
#[test]
fn without_a_terminal_the_game_says_so_and_exits_1() {
    use std::os::unix::process::CommandExt;
    use std::process::{Command, Stdio};
    let home = Scratch::new("no-terminal");
    let mut command = Command::new(env!("CARGO_BIN_EXE_gomoku"));
    command
        .args(["--mode", "pvp"])
        .env("GOMOKU_CONFIG", home.join("settings.toml"))
        .env("GOMOKU_DATA_DIR", home.join("data"))
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    // SAFETY: `setsid` is async-signal-safe; in a new session the game has no controlling
    // terminal, so it cannot take the one the tests run in.
    unsafe {
        command.pre_exec(|| match libc::setsid() {
            -1 => Err(std::io::Error::last_os_error()),
            _ => Ok(()),
        });
    }
    let output = command.output().expect("the game runs");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(1), "stderr: {stderr}");
    assert!(
        stderr.starts_with("gomoku: cannot open the terminal: "),
        "{stderr}"
    );
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(output.stdout.is_empty());
}

#[test]
fn output_redirected_to_a_file_is_refused_in_one_sentence_before_the_screen_starts() {
    let home = Scratch::new("redirected");
    let out = home.join("out.txt");
    // `gomoku > out.txt` typed in a terminal: stdin and stderr stay the terminal.
    let mut command = CommandBuilder::new("sh");
    command.args(["-c", "exec \"$0\" --mode pvp > \"$1\""]);
    command.arg(env!("CARGO_BIN_EXE_gomoku"));
    command.arg(&out);
    let mut game = Session::spawn(command, home, 80, 24);
    let status = game.exit_status();
    assert_eq!(status.exit_code(), 1, "{}", game.contents());
    game.wait_text("gomoku: the game draws on the terminal, but its output goes to a file");
    assert!(
        !game.screen(|s| s.alternate_screen()),
        "the screen never started"
    );
    let written = std::fs::read(&out).expect("the file is there");
    assert!(
        written.is_empty(),
        "{:?}",
        String::from_utf8_lossy(&written)
    );
}

#[test]
fn ctrl_c_after_a_paste_that_never_ends_still_quits_with_the_terminal_restored() {
    let game = Session::start(&["--mode", "pvp"]);
    game.wait_text("to move");
    // A paste's start and some text, and its end never comes.
    game.send(b"\x1b[200~pasted text");
    game.send(&[3]);
    game.expect_clean_exit();
}
