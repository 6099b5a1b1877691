//! An interactive bash with job control in the pseudo-terminal, running the game as a player
//! does: so that Ctrl-Z has a shell to return to, and `fg` and `kill %1` can be typed.
//! (A program started straight in a terminal is in a process group no shell could resume, and
//! the system refuses to stop it.)

use std::ops::Deref;
use std::thread;
use std::time::{Duration, Instant};

use portable_pty::CommandBuilder;

use crate::support::{DEADLINE, Scratch, Session, row_text};

/// The prompt, unlike anything the game draws.
const PROMPT: &str = "shell> ";

pub struct Shell {
    session: Session,
    /// The game's process, once started.
    game: Option<u32>,
}

impl Shell {
    /// Starts bash at 80x24 and waits for its prompt.
    pub fn start() -> Shell {
        let home = Scratch::new("shell");
        let mut command = CommandBuilder::new("bash");
        command.args(["--norc", "--noprofile", "-i"]);
        command.env("PS1", PROMPT);
        command.env("HISTFILE", "/dev/null");
        command.env("GAME", env!("CARGO_BIN_EXE_gomoku"));
        let shell = Shell {
            session: Session::spawn(command, home, 80, 24),
            game: None,
        };
        shell.wait_text(PROMPT);
        shell
    }

    /// Types a command line.
    pub fn type_line(&self, line: &str) {
        self.send(format!("{line}\r").as_bytes());
    }

    /// Starts the game with `args` as a foreground job, waits for its board and returns its
    /// process id.
    pub fn run_game(&mut self, args: &[&str]) -> u32 {
        self.type_line(&format!("\"$GAME\" {}", args.join(" ")));
        self.wait_for("the game's board", |s| {
            s.alternate_screen() && s.contents().contains("A B C")
        });
        // Bash makes the job's only process its group's leader.
        let game = self.foreground_group().expect("the game has the terminal");
        self.game = Some(game);
        game
    }

    /// Waits until the game's process is stopped (true) or running (false).
    pub fn wait_stopped(&self, stopped: bool) {
        let game = self.game.expect("a game was started");
        let start = Instant::now();
        while is_stopped(game) != stopped {
            assert!(
                start.elapsed() < DEADLINE,
                "the game is not {}; the screen shows:\n{}",
                if stopped { "stopped" } else { "running" },
                self.contents()
            );
            thread::sleep(Duration::from_millis(10));
        }
    }

    /// Waits until the game's process has ended.
    pub fn wait_ended(&self) {
        let game = self.game.expect("a game was started");
        let start = Instant::now();
        while matches!(state(game).as_deref(), Some(state) if state != "Z") {
            assert!(
                start.elapsed() < DEADLINE,
                "the game did not end; the screen shows:\n{}",
                self.contents()
            );
            thread::sleep(Duration::from_millis(10));
        }
    }

    /// The exit status of the last command, as the shell tells it.
    pub fn last_status(&self) -> String {
        self.type_line("echo \"status=$?\"");
        // The answer is the line that starts with it; the command line starts with the prompt.
        let answer = |s: &vt100::Screen| {
            (0..s.size().0.get())
                .map(|row| row_text(s, row))
                .find_map(|line| line.strip_prefix("status=").map(|n| n.trim().to_string()))
        };
        self.wait_for("the status", |s| answer(s).is_some());
        self.screen(answer).expect("the status")
    }

    /// Waits until bash tells a background job's change, `report` ("Exit 143", say). Bash tells
    /// it before the first prompt after it has reaped the job, and on a loaded machine that can
    /// be a prompt or two after the job ended (it may even repeat the job's last state first):
    /// so this presses Enter until the report shows.
    pub fn wait_job_report(&self, report: &str) {
        let start = Instant::now();
        while !self.contents().contains(report) {
            assert!(
                start.elapsed() < DEADLINE,
                "bash never reported {report:?}; the screen shows:\n{}",
                self.contents()
            );
            self.type_line("");
            thread::sleep(Duration::from_millis(200));
        }
    }
}

/// Whether a process is stopped.
fn is_stopped(pid: u32) -> bool {
    state(pid).as_deref() == Some("T")
}

/// A process's state letter from the system's process table (`T` stopped, `Z` ended but not
/// yet reaped), none once it is gone.
fn state(pid: u32) -> Option<String> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    // The state follows the command's name, which is in parentheses.
    stat.rsplit(')')
        .next()
        .and_then(|rest| rest.split_whitespace().next())
        .map(str::to_string)
}

impl Deref for Shell {
    type Target = Session;

    fn deref(&self) -> &Session {
        &self.session
    }
}

impl Drop for Shell {
    /// A failed test must not leave its game behind, stopped or not.
    fn drop(&mut self) {
        let ours = |pid: u32| {
            std::fs::read_link(format!("/proc/{pid}/exe"))
                .is_ok_and(|exe| exe == std::path::Path::new(env!("CARGO_BIN_EXE_gomoku")))
        };
        if let Some(game) = self.game.filter(|&pid| ours(pid)) {
            let _ = std::process::Command::new("kill")
                .args(["-KILL", &game.to_string()])
                .status();
        }
    }
}
