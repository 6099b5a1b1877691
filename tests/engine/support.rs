//! `gomoku engine` (or any Gomocup engine) on pipes: lines in, replies out with a timeout, the
//! process killed when the test ends. Shared by the engine suites.
#![allow(dead_code)] // each test file uses its own part of the harness

use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Child, ChildStdin, Command, ExitStatus, Stdio};
use std::sync::mpsc::{self, Receiver};
use std::time::{Duration, Instant};

/// Generous: replies come in milliseconds, but the machine is shared.
pub const REPLY: Duration = Duration::from_secs(10);

pub struct Engine {
    pub child: Child,
    stdin: Option<ChildStdin>,
    lines: Receiver<String>,
}

impl Engine {
    pub fn spawn() -> Engine {
        Engine::spawn_program(Path::new(env!("CARGO_BIN_EXE_gomoku")), &["engine"])
    }

    pub fn spawn_program(program: &Path, args: &[&str]) -> Engine {
        let mut child = Command::new(program)
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("the binary starts");
        let mut stdout = BufReader::new(child.stdout.take().expect("stdout is piped"));
        let (tx, lines) = mpsc::channel();
        std::thread::spawn(move || {
            // Bytes, not text: a reply that is not UTF-8 must fail an assertion, not the reader.
            let mut line = Vec::new();
            while stdout.read_until(b'\n', &mut line).is_ok_and(|n| n > 0) {
                let text = String::from_utf8_lossy(&line).trim_end().to_string();
                if tx.send(text).is_err() {
                    break;
                }
                line.clear();
            }
        });
        let stdin = child.stdin.take();
        Engine {
            child,
            stdin,
            lines,
        }
    }

    /// Started on a `size` board with 100 ms per move.
    pub fn started(size: usize) -> Engine {
        let mut engine = Engine::spawn();
        assert_eq!(engine.ask(&format!("START {size}")), "OK");
        engine.send("INFO timeout_turn 100");
        engine
    }

    /// Raw bytes, no line end added.
    pub fn write(&mut self, bytes: &[u8]) {
        let stdin = self.stdin.as_mut().expect("stdin is open");
        stdin.write_all(bytes).expect("the engine reads");
        stdin.flush().expect("the engine reads");
    }

    /// One line.
    pub fn send(&mut self, line: impl AsRef<[u8]>) {
        self.write(line.as_ref());
        self.write(b"\n");
    }

    pub fn reply(&self) -> String {
        self.reply_after("the last line sent")
    }

    /// The next reply; `after` names what it answers in the failure message.
    pub fn reply_after(&self, after: &str) -> String {
        self.lines
            .recv_timeout(REPLY)
            .unwrap_or_else(|e| panic!("no reply after {after:?}: {e}"))
    }

    pub fn ask(&mut self, text: &str) -> String {
        self.send(text);
        self.reply_after(text)
    }

    /// A move reply as (x, y).
    pub fn ask_move(&mut self, text: &str) -> (usize, usize) {
        let reply = self.ask(text);
        parse_xy(&reply).unwrap_or_else(|| panic!("{text:?} was answered {reply:?}, not x,y"))
    }

    /// Every line written after the ones read so far, once the engine has exited and closed
    /// its output.
    pub fn rest(&self) -> Vec<String> {
        self.lines.iter().collect()
    }

    /// End of input, as when the manager closes the pipe.
    pub fn close_input(&mut self) {
        self.stdin = None;
    }

    pub fn wait_exit(&mut self) -> ExitStatus {
        let deadline = Instant::now() + REPLY;
        while Instant::now() < deadline {
            if let Some(status) = self.child.try_wait().expect("the child can be polled") {
                return status;
            }
            std::thread::sleep(Duration::from_millis(10));
        }
        let _ = self.child.kill();
        panic!("the engine did not exit");
    }
}

impl Drop for Engine {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// `x,y` as numbers.
pub fn parse_xy(text: &str) -> Option<(usize, usize)> {
    let (x, y) = text.split_once(',')?;
    Some((x.trim().parse().ok()?, y.trim().parse().ok()?))
}
