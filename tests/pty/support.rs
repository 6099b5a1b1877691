//! The real program in a pseudo-terminal: keys in, a parsed screen out. Shared by the
//! end-to-end suites; every assertion polls the parsed screen up to a deadline.
#![allow(dead_code)] // each test file uses its own part of the harness

use std::io::{Read, Write};
use std::num::NonZeroU16;
use std::process::ExitStatus as StdStatus;
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

use portable_pty::{Child, CommandBuilder, ExitStatus, MasterPty, PtySize, native_pty_system};

pub use crate::scratch::Scratch;
use gomoku::model::Stone;
use gomoku::settings::ThemeName;
use gomoku::tui::theme::Theme;

/// Generous: the screen changes in milliseconds, but the machine is shared.
pub const DEADLINE: Duration = Duration::from_secs(20);

/// Flags with which the computer plays Black and thinks for seconds at once.
pub const THINKS_LONG: [&str; 8] = [
    "--mode",
    "pvc",
    "--color",
    "white",
    "--level",
    "master",
    "--time-ms",
    "3000",
];

/// The terminal's answer to a cursor-position query, in case the program asks.
const CURSOR_QUERY: &[u8] = b"\x1b[6n";

/// The game running in a pseudo-terminal, its output parsed by a reader thread.
pub struct Session {
    parser: Arc<Mutex<vt100::Parser>>,
    /// Every byte the program wrote, as written.
    raw: Arc<Mutex<Vec<u8>>>,
    writer: Arc<Mutex<Box<dyn Write + Send>>>,
    pub child: Box<dyn Child + Send + Sync>,
    master: Box<dyn MasterPty + Send>,
    /// Settings and saved games live here, never in the user's own directories.
    pub home: Scratch,
}

fn pty_size(cols: u16, rows: u16) -> PtySize {
    PtySize {
        rows,
        cols,
        pixel_width: 0,
        pixel_height: 0,
    }
}

impl Session {
    /// Starts the game at 80x24.
    pub fn start(args: &[&str]) -> Session {
        Session::start_sized(args, 80, 24)
    }

    /// Starts the game in a `cols` x `rows` terminal.
    pub fn start_sized(args: &[&str], cols: u16, rows: u16) -> Session {
        Session::start_with_env(args, cols, rows, &[])
    }

    /// Starts the game in a `cols` x `rows` terminal with `env` set (after the harness's own
    /// variables, so it may replace them).
    pub fn start_with_env(args: &[&str], cols: u16, rows: u16, env: &[(&str, &str)]) -> Session {
        let home = Scratch::new("pty");
        let mut command = CommandBuilder::new(env!("CARGO_BIN_EXE_gomoku"));
        command.args(args);
        Session::spawn_with_env(command, home, cols, rows, env)
    }

    /// Runs `command` in a `cols` x `rows` terminal, with settings and games kept in `home`.
    pub fn spawn(command: CommandBuilder, home: Scratch, cols: u16, rows: u16) -> Session {
        Session::spawn_with_env(command, home, cols, rows, &[])
    }

    /// `spawn` with `env` set after the harness's own variables, so it may replace them.
    fn spawn_with_env(
        mut command: CommandBuilder,
        home: Scratch,
        cols: u16,
        rows: u16,
        env: &[(&str, &str)],
    ) -> Session {
        let pair = native_pty_system()
            .openpty(pty_size(cols, rows))
            .expect("a pseudo-terminal");
        command.env("TERM", "xterm-256color");
        command.env("GOMOKU_CONFIG", home.path().join("settings.toml"));
        command.env("GOMOKU_DATA_DIR", home.path().join("data"));
        // The looks the tests expect, whatever the environment they run in asks for: a
        // 256-colour terminal of its own, not the one (or the tmux) the tests run in.
        for key in [
            "NO_COLOR",
            "COLORTERM",
            "TERM_PROGRAM",
            "TERM_PROGRAM_VERSION",
            "TMUX",
            "FORCE_COLOR",
            "CLICOLOR_FORCE",
        ] {
            command.env_remove(key);
        }
        for (key, value) in env {
            command.env(key, value);
        }
        let child = pair.slave.spawn_command(command).expect("the game starts");
        drop(pair.slave);
        let parser = Arc::new(Mutex::new(vt100::Parser::new(
            NonZeroU16::new(rows).expect("rows are not zero"),
            NonZeroU16::new(cols).expect("columns are not zero"),
            0,
        )));
        let writer = Arc::new(Mutex::new(pair.master.take_writer().expect("pty writer")));
        let mut reader = pair.master.try_clone_reader().expect("pty reader");
        let feed = Arc::clone(&parser);
        let raw = Arc::new(Mutex::new(Vec::new()));
        let record = Arc::clone(&raw);
        let answer = Arc::clone(&writer);
        thread::spawn(move || {
            let mut buf = [0u8; 8192];
            while let Ok(n) = reader.read(&mut buf) {
                if n == 0 {
                    break;
                }
                let chunk = &buf[..n];
                record.lock().expect("raw lock").extend_from_slice(chunk);
                let mut parser = feed.lock().expect("parser lock");
                parser.process(chunk);
                // A query split across two reads is missed; crossterm only asks at start-up,
                // in one write.
                if chunk.windows(CURSOR_QUERY.len()).any(|w| w == CURSOR_QUERY) {
                    let (row, col) = parser.screen().cursor_position();
                    let reply = format!("\x1b[{};{}R", row + 1, col + 1);
                    let _ = answer
                        .lock()
                        .expect("writer lock")
                        .write_all(reply.as_bytes());
                }
            }
        });
        Session {
            parser,
            raw,
            writer,
            child,
            master: pair.master,
            home,
        }
    }

    pub fn send(&self, keys: &[u8]) {
        let mut writer = self.writer.lock().expect("writer lock");
        writer.write_all(keys).expect("keys reach the game");
        writer.flush().expect("keys reach the game");
    }

    /// A left click on a terminal cell (0-based column and row), press then release.
    pub fn click(&self, col: u16, row: u16) {
        let (x, y) = (col + 1, row + 1);
        self.send(format!("\x1b[<0;{x};{y}M\x1b[<0;{x};{y}m").as_bytes());
    }

    /// Resizes the terminal; the program sees SIGWINCH and the parser the new size.
    pub fn resize(&self, cols: u16, rows: u16) {
        self.parser
            .lock()
            .expect("parser lock")
            .screen_mut()
            .set_size(
                NonZeroU16::new(rows).expect("rows are not zero"),
                NonZeroU16::new(cols).expect("columns are not zero"),
            );
        self.master
            .resize(pty_size(cols, rows))
            .expect("pty resize");
    }

    /// Reads the parsed screen.
    pub fn screen<T>(&self, read: impl FnOnce(&vt100::Screen) -> T) -> T {
        read(self.parser.lock().expect("parser lock").screen())
    }

    /// Every byte the program has written so far.
    pub fn raw(&self) -> Vec<u8> {
        self.raw.lock().expect("raw lock").clone()
    }

    pub fn contents(&self) -> String {
        self.screen(|s| s.contents())
    }

    /// Polls the parsed screen until `ready` holds, failing with the screen after the deadline.
    pub fn wait_for(&self, what: &str, ready: impl Fn(&vt100::Screen) -> bool) {
        let start = Instant::now();
        while !self.screen(&ready) {
            assert!(
                start.elapsed() < DEADLINE,
                "timed out waiting for {what}; the screen shows:\n{}",
                self.contents()
            );
            thread::sleep(Duration::from_millis(5));
        }
    }

    /// Waits until the screen shows `text`.
    pub fn wait_text(&self, text: &str) {
        self.wait_for(&format!("\"{text}\""), |s| s.contents().contains(text));
    }

    /// Sends a key and waits until the screen shows `text`.
    pub fn key_until(&self, keys: &[u8], text: &str) {
        self.send(keys);
        self.wait_text(text);
    }

    pub fn pid(&self) -> u32 {
        self.child.process_id().expect("the game's process id")
    }

    /// Waits for the program to end.
    pub fn exit_status(&mut self) -> ExitStatus {
        let start = Instant::now();
        loop {
            if let Some(status) = self.child.try_wait().expect("child status") {
                return status;
            }
            assert!(
                start.elapsed() < DEADLINE,
                "the game did not quit; the screen shows:\n{}",
                self.contents()
            );
            thread::sleep(Duration::from_millis(10));
        }
    }

    /// Waits for the program to end with status 0 and checks it left the terminal as it found
    /// it: main screen, cursor shown, mouse capture off.
    pub fn expect_clean_exit(self) {
        self.expect_restored_exit(0);
    }

    /// Waits for the program to end with `code` and checks it left the terminal as it found it.
    pub fn expect_restored_exit(mut self, code: u32) {
        let status = self.exit_status();
        assert_eq!(status.exit_code(), code, "exit status {status:?}");
        self.expect_restored();
    }

    /// Checks the terminal is as the program found it: main screen, mouse capture off, cursor
    /// shown.
    pub fn expect_restored(&self) {
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

    /// The process group that has the terminal in the foreground.
    #[cfg(unix)]
    pub fn foreground_group(&self) -> Option<u32> {
        self.master
            .process_group_leader()
            .and_then(|pid| u32::try_from(pid).ok())
    }
}

impl Drop for Session {
    /// A test that failed half-way must not leave its game running.
    fn drop(&mut self) {
        if let Ok(None) = self.child.try_wait() {
            let _ = self.child.kill();
            let _ = self.child.wait();
        }
    }
}

/// Sends a signal to a process with the system's `kill`.
#[cfg(unix)]
pub fn signal(pid: u32, name: &str) {
    let sent: StdStatus = std::process::Command::new("kill")
        .args([&format!("-{name}"), &pid.to_string()])
        .status()
        .expect("kill runs");
    assert!(sent.success(), "kill -{name} {pid}");
}

/// A cell's character; never-written cells read as a space, as they look.
pub fn cell_text(screen: &vt100::Screen, row: u16, col: u16) -> String {
    match screen.cell(row, col).map(|c| c.contents()) {
        Some("") | None => " ".to_string(),
        Some(text) => text.to_string(),
    }
}

/// The (row, column) of the first cell where `text` starts.
pub fn find(screen: &vt100::Screen, text: &str) -> Option<(u16, u16)> {
    let (rows, cols) = (screen.size().0.get(), screen.size().1.get());
    let wanted: Vec<String> = text.chars().map(String::from).collect();
    (0..rows).find_map(|row| {
        let line: Vec<String> = (0..cols).map(|col| cell_text(screen, row, col)).collect();
        (0..=line.len().saturating_sub(wanted.len()))
            .find(|&col| line[col..col + wanted.len()] == wanted[..])
            .map(|col| (row, col as u16))
    })
}

/// The screen cell (row, column) of a point (row 0 = top), found from the column letters above
/// the board, whatever the scale it is drawn at: on the grid intersections are `2s` columns and
/// `s` rows apart when the letters are `2s` columns apart; drawn as cells (the letters over a
/// border line, not a crossing) each cell is `4s` by `2s` with the stone in its middle.
pub fn intersection(screen: &vt100::Screen, row: usize, col: usize) -> Option<(u16, u16)> {
    let (top, a, step) = (1..=32).find_map(|step: u16| {
        let gap = " ".repeat(step as usize - 1);
        let (top, a) = find(screen, &format!("A{gap}B{gap}C"))?;
        Some((top, a, step))
    })?;
    let cells = matches!(cell_text(screen, top + 1, a).as_str(), "━" | "─" | "-");
    let first = if cells { top + 1 + step / 4 } else { top + 1 };
    Some((first + (step / 2) * row as u16, a + step * col as u16))
}

/// The colour of the stone drawn in a cell, told apart as a player does: by shape (● ○, X O),
/// by the colour of a stone drawn several cells wide, or, where both are discs, by the default
/// theme's colours.
pub fn stone_at(screen: &vt100::Screen, row: u16, col: u16) -> Option<Stone> {
    let cell = screen.cell(row, col)?;
    let wood = Theme::new(ThemeName::Wood, false);
    let indexed = |colour: Option<ratatui::style::Color>| match colour {
        Some(ratatui::style::Color::Indexed(i)) => Some(vt100::Color::Idx(i)),
        _ => None,
    };
    let body = Some(cell.bgcolor());
    if body == indexed(wood.black_body.bg) {
        return Some(Stone::Black);
    }
    if body == indexed(wood.white_body.bg) {
        return Some(Stone::White);
    }
    match cell.contents() {
        "○" | "O" => Some(Stone::White),
        "X" => Some(Stone::Black),
        "●" if Some(cell.fgcolor()) == indexed(wood.white.fg) => Some(Stone::White),
        "●" => Some(Stone::Black),
        _ => None,
    }
}

/// Whether the cursor is on a cell: reversed where colour cannot show it, else on the default
/// theme's cursor colour.
pub fn cursor_on(screen: &vt100::Screen, row: u16, col: u16) -> bool {
    let wood = Theme::new(ThemeName::Wood, false);
    let cursor = match wood.cursor.bg {
        Some(ratatui::style::Color::Indexed(i)) => Some(vt100::Color::Idx(i)),
        _ => None,
    };
    screen
        .cell(row, col)
        .is_some_and(|c| c.inverse() || Some(c.bgcolor()) == cursor)
}

/// The text of one screen row.
pub fn row_text(screen: &vt100::Screen, row: u16) -> String {
    let cols = screen.size().1.get();
    (0..cols).map(|c| cell_text(screen, row, c)).collect()
}
