//! The real program in a pseudo-terminal: keys in, a parsed screen out.

use std::io::{Read, Write};
use std::num::NonZeroU16;
use std::path::PathBuf;
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

use portable_pty::{Child, CommandBuilder, MasterPty, PtySize, native_pty_system};

const DEADLINE: Duration = Duration::from_secs(20);

/// The game running in an 80x24 pseudo-terminal, its output parsed by a reader thread. Its
/// settings file and games folder are in a scratch directory, never the player's.
struct Session {
    parser: Arc<Mutex<vt100::Parser>>,
    writer: Box<dyn Write + Send>,
    child: Box<dyn Child + Send + Sync>,
    _master: Box<dyn MasterPty + Send>,
    home: PathBuf,
}

impl Drop for Session {
    fn drop(&mut self) {
        // A failed test must not leave the game running.
        let _ = self.child.kill();
        let _ = std::fs::remove_dir_all(&self.home);
    }
}

impl Session {
    fn start(args: &[&str]) -> Session {
        let pair = native_pty_system()
            .openpty(PtySize {
                rows: 24,
                cols: 80,
                pixel_width: 0,
                pixel_height: 0,
            })
            .expect("a pseudo-terminal");
        static N: AtomicU32 = AtomicU32::new(0);
        let home = std::env::temp_dir().join(format!(
            "gomoku-pty-{}-{}",
            std::process::id(),
            N.fetch_add(1, Ordering::Relaxed)
        ));
        let mut command = CommandBuilder::new(env!("CARGO_BIN_EXE_gomoku"));
        command.args(args);
        command.env("TERM", "xterm-256color");
        command.env("GOMOKU_CONFIG", home.join("settings.toml"));
        command.env("GOMOKU_DATA_DIR", home.join("games"));
        let child = pair.slave.spawn_command(command).expect("the game starts");
        drop(pair.slave);
        let (rows, cols) = (NonZeroU16::new(24), NonZeroU16::new(80));
        let parser = Arc::new(Mutex::new(vt100::Parser::new(
            rows.expect("24 is not zero"),
            cols.expect("80 is not zero"),
            0,
        )));
        let mut reader = pair.master.try_clone_reader().expect("pty reader");
        let feed = Arc::clone(&parser);
        thread::spawn(move || {
            let mut buf = [0u8; 4096];
            while let Ok(n) = reader.read(&mut buf) {
                if n == 0 {
                    break;
                }
                feed.lock().expect("parser lock").process(&buf[..n]);
            }
        });
        let writer = pair.master.take_writer().expect("pty writer");
        Session {
            parser,
            writer,
            child,
            _master: pair.master,
            home,
        }
    }

    fn send(&mut self, keys: &[u8]) {
        self.writer.write_all(keys).expect("keys reach the game");
    }

    /// Waits for the program to end; its exit status.
    fn wait_for_exit(&mut self) -> portable_pty::ExitStatus {
        let start = Instant::now();
        loop {
            if let Some(status) = self.child.try_wait().expect("child status") {
                return status;
            }
            assert!(start.elapsed() < DEADLINE, "the game did not end");
            thread::sleep(Duration::from_millis(20));
        }
    }

    /// Reads the parsed screen.
    fn screen<T>(&self, read: impl FnOnce(&vt100::Screen) -> T) -> T {
        read(self.parser.lock().expect("parser lock").screen())
    }

    /// Polls the parsed screen until `ready` holds, failing with the screen after the deadline.
    fn wait_for(&self, what: &str, ready: impl Fn(&vt100::Screen) -> bool) {
        let start = Instant::now();
        while !self.screen(&ready) {
            assert!(
                start.elapsed() < DEADLINE,
                "timed out waiting for {what}; the screen shows:\n{}",
                self.screen(|s| s.contents())
            );
            thread::sleep(Duration::from_millis(20));
        }
    }

    /// Waits for the program to end and checks it left the terminal as it found it.
    fn expect_clean_exit(&mut self) {
        let status = self.wait_for_exit();
        assert!(status.success(), "exit status {status:?}");
        self.wait_for("the main screen", |s| !s.alternate_screen());
        self.screen(|s| {
            assert_eq!(
                s.mouse_protocol_mode(),
                vt100::MouseProtocolMode::None,
                "mouse capture is off"
            );
            assert!(!s.hide_cursor(), "the cursor is shown again");
        });
    }
}

/// A cell's character; never-written cells read as a space, as they look.
fn cell_text(screen: &vt100::Screen, row: u16, col: u16) -> String {
    match screen.cell(row, col).map(|c| c.contents()) {
        Some("") | None => " ".to_string(),
        Some(text) => text.to_string(),
    }
}

/// The (row, column) of the first cell where `text` starts.
fn find(screen: &vt100::Screen, text: &str) -> Option<(u16, u16)> {
    let (rows, cols) = (screen.size().0.get(), screen.size().1.get());
    let wanted: Vec<String> = text.chars().map(String::from).collect();
    (0..rows).find_map(|row| {
        let line: Vec<String> = (0..cols).map(|col| cell_text(screen, row, col)).collect();
        (0..line.len().saturating_sub(wanted.len()))
            .find(|&col| line[col..col + wanted.len()] == wanted[..])
            .map(|col| (row, col as u16))
    })
}

#[test]
fn a_stone_appears_under_the_cursor_and_q_y_quits_leaving_the_alternate_screen() {
    let mut game = Session::start(&["--mode", "pvp"]);
    game.wait_for("the empty board", |s| {
        s.alternate_screen() && s.contents().contains("15 ┏━┯")
    });
    let listens = game.screen(|s| s.mouse_protocol_mode());
    assert_ne!(
        listens,
        vt100::MouseProtocolMode::None,
        "mouse capture is on"
    );
    // The cursor starts on the centre, H8: seven points (two columns each) right of A.
    let (row, col) = game.screen(|s| {
        let (_, a) = find(s, "A B C D E F G H").expect("column letters");
        let (row, _) = find(s, " 8 ┠").expect("row 8");
        (row, a + 14)
    });
    assert_eq!(game.screen(|s| cell_text(s, row, col)), "┼");
    game.send(b"\r");
    game.wait_for("a black stone on H8", |s| cell_text(s, row, col) == "●");
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
    let mut game = Session::start(&["--size", "3", "--win", "3", "--mode", "pvp"]);
    game.wait_for("the tic-tac-toe board", |s| {
        s.contents().contains("3 ┏━┯━┓ 3")
    });
    game.send(b"\r");
    game.wait_for("a stone", |s| s.contents().contains("●"));
    game.send(&[3]);
    game.expect_clean_exit();
}

#[cfg(unix)]
#[test]
fn sigterm_restores_the_terminal_before_leaving() {
    let mut game = Session::start(&["--mode", "pvp"]);
    game.wait_for("the board", |s| s.contents().contains("15 ┏━┯"));
    let pid = game.child.process_id().expect("the game's process id");
    let sent = std::process::Command::new("kill")
        .args(["-TERM", &pid.to_string()])
        .status()
        .expect("kill runs");
    assert!(sent.success());
    game.expect_clean_exit();
}

#[test]
fn ctrl_s_saves_into_the_games_folder_and_ctrl_o_lists_it_with_the_samples() {
    let mut game = Session::start(&["--size", "9", "--mode", "pvp"]);
    game.wait_for("the 9x9 board", |s| s.contents().contains("9 ┏━┯"));
    game.send(b"\r");
    game.wait_for("a stone", |s| s.contents().contains("●"));
    game.send(&[19]);
    game.wait_for("the saved path", |s| s.contents().contains("Saved to"));
    let saved: Vec<_> = std::fs::read_dir(game.home.join("games"))
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
