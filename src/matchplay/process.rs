//! An external engine's process as the match manager keeps it: started in a process group of
//! its own, its output read in lines of bounded length through a bounded queue, and in the end
//! its whole group killed, with any process that left the group but still holds the engine's
//! pipes. An interrupted manager kills the groups of the engines it is running first.

use std::io::{BufRead, BufReader, Read};
use std::path::PathBuf;
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, SyncSender, TryRecvError};
use std::sync::{Mutex, Once};
use std::time::{Duration, Instant};

use super::players::{Forfeit, MAX_LINE};

/// Lines read ahead of the manager. Past them the reader waits, the engine's pipe fills and
/// the engine waits in turn, so an engine that floods holds only this much of our memory.
const QUEUE: usize = 64;
/// How long an engine has to exit by itself after `END` before its group is killed.
const EXIT_GRACE: Duration = Duration::from_millis(500);
/// How long the end of the engine's output is awaited once its group is killed; past it, a
/// process outside the group holds the pipe and is looked for.
const EOF_WAIT: Duration = Duration::from_millis(100);

/// What the engine's output brought.
pub(super) enum Heard {
    Line(String),
    /// A line longer than `MAX_LINE`; nothing after it is read.
    TooLong,
    /// The end of the output: no process holds the pipe's writing end any more.
    End,
}

pub(super) struct Process {
    child: Child,
    pub(super) stdin: ChildStdin,
    heard: Receiver<Heard>,
    /// Whether `Heard::End` came.
    ended: bool,
    /// How the system names the engine's two pipes, to find the processes that hold them.
    pipes: Vec<PathBuf>,
    /// Our own end of the engine's output, kept open while the pipe is looked for by its name:
    /// a pipe no one holds any more gives its name to the next pipe made.
    #[cfg(unix)]
    _output: Option<std::os::fd::OwnedFd>,
}

/// The engines running now, by their group and their pipes' names, for an interrupted manager
/// to end.
static LIVE: Mutex<Vec<(u32, Vec<PathBuf>)>> = Mutex::new(Vec::new());

fn live() -> std::sync::MutexGuard<'static, Vec<(u32, Vec<PathBuf>)>> {
    LIVE.lock().unwrap_or_else(|e| e.into_inner())
}

impl Process {
    /// Starts `command` (a program and its arguments, separated by spaces).
    pub(super) fn spawn(command: &str) -> Result<Process, Forfeit> {
        let mut words = command.split_whitespace();
        let program = words.next().ok_or(Forfeit::EmptyCommand)?;
        let mut cmd = Command::new(program);
        cmd.args(words)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null());
        #[cfg(unix)]
        std::os::unix::process::CommandExt::process_group(&mut cmd, 0);
        static WATCH: Once = Once::new();
        WATCH.call_once(watch_interrupts);
        // Held from the start to the entry, so that an interrupt meanwhile still finds it.
        let mut live = live();
        let mut child = cmd.spawn().map_err(|source| Forfeit::Spawn {
            command: command.to_string(),
            source,
        })?;
        let (Some(stdin), Some(stdout)) = (child.stdin.take(), child.stdout.take()) else {
            kill_group(child.id());
            let _ = child.kill();
            let _ = child.wait();
            return Err(Forfeit::StoppedReading);
        };
        let pipes = pipe_names(&stdin, &stdout);
        #[cfg(unix)]
        let output = std::os::fd::AsFd::as_fd(&stdout).try_clone_to_owned().ok();
        live.push((child.id(), pipes.clone()));
        drop(live);
        let (tx, heard) = mpsc::sync_channel(QUEUE);
        std::thread::spawn(move || read_lines(stdout, &tx));
        Ok(Process {
            child,
            stdin,
            heard,
            ended: false,
            pipes,
            #[cfg(unix)]
            _output: output,
        })
    }

    /// The next thing heard within `timeout`.
    pub(super) fn recv(&mut self, timeout: Duration) -> Result<Heard, RecvTimeoutError> {
        let heard = self.heard.recv_timeout(timeout)?;
        self.ended |= matches!(heard, Heard::End);
        Ok(heard)
    }

    /// What was heard and is waiting, at most a queue's worth: an engine that keeps writing
    /// cannot keep the caller here.
    pub(super) fn waiting(&mut self) -> Vec<Heard> {
        let mut waiting = Vec::new();
        while waiting.len() < QUEUE {
            match self.heard.try_recv() {
                Ok(heard) => {
                    self.ended |= matches!(heard, Heard::End);
                    waiting.push(heard);
                }
                Err(TryRecvError::Empty | TryRecvError::Disconnected) => break,
            }
        }
        waiting
    }

    /// Whether the output ends within `wait`, whatever is still written before that.
    fn output_ends(&mut self, wait: Duration) -> bool {
        let deadline = Instant::now() + wait;
        while !self.ended {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.recv(left) {
                Ok(_) => {}
                Err(RecvTimeoutError::Timeout | RecvTimeoutError::Disconnected) => break,
            }
        }
        self.ended
    }
}

impl Drop for Process {
    fn drop(&mut self) {
        let deadline = Instant::now() + EXIT_GRACE;
        while Instant::now() < deadline && !matches!(self.child.try_wait(), Ok(Some(_))) {
            std::thread::sleep(Duration::from_millis(10));
        }
        // Even reaped, the engine's number still names its group while a member is left, so
        // the kill reaches no one else.
        let id = self.child.id();
        kill_group(id);
        let _ = self.child.kill();
        let _ = self.child.wait();
        live().retain(|(group, _)| *group != id);
        if !self.output_ends(EOF_WAIT) {
            end_holders(&self.pipes);
        }
    }
}

/// Reads `stdout` line by line into `tx` until its end, or a line longer than `MAX_LINE`.
fn read_lines(stdout: impl Read, tx: &SyncSender<Heard>) {
    let mut reader = BufReader::new(stdout);
    let limit = MAX_LINE as u64 + 1;
    let mut line = Vec::new();
    loop {
        line.clear();
        // Bytes, not text: an engine that writes invalid UTF-8 still has its lines read.
        let heard = match (&mut reader).take(limit).read_until(b'\n', &mut line) {
            Ok(0) | Err(_) => Heard::End,
            Ok(n) if n as u64 == limit && line.last() != Some(&b'\n') => Heard::TooLong,
            Ok(_) => Heard::Line(String::from_utf8_lossy(&line).trim_end().to_string()),
        };
        let last = !matches!(heard, Heard::Line(_));
        if tx.send(heard).is_err() || last {
            return;
        }
    }
}

#[cfg(unix)]
fn kill_group(id: u32) {
    if let Ok(group) = libc::pid_t::try_from(id) {
        // SAFETY: a plain system call on a number; a group that is gone makes it fail, harmlessly.
        unsafe { libc::killpg(group, libc::SIGKILL) };
    }
}

#[cfg(not(unix))]
fn kill_group(_: u32) {}

/// On SIGINT, SIGTERM, SIGHUP or SIGQUIT the engines' groups are killed, and the manager then
/// ends as the signal would have ended it: outside the terminal's process group, the engines
/// would not get the signal themselves.
fn watch_interrupts() {
    #[cfg(unix)]
    {
        use signal_hook::consts::{SIGHUP, SIGINT, SIGQUIT, SIGTERM};
        let Ok(mut signals) =
            signal_hook::iterator::Signals::new([SIGINT, SIGTERM, SIGHUP, SIGQUIT])
        else {
            return;
        };
        std::thread::spawn(move || {
            if let Some(signal) = signals.forever().next() {
                // Held to the end: a game that ends meanwhile must not start the next engine.
                let live = live();
                for (group, pipes) in live.iter() {
                    kill_group(*group);
                    end_holders(pipes);
                }
                let _ = signal_hook::low_level::emulate_default_handler(signal);
                drop(live);
            }
        });
    }
}

/// How the system names the pipes behind `stdin` and `stdout` (Linux: `pipe:[inode]`).
#[cfg(target_os = "linux")]
fn pipe_names(stdin: &ChildStdin, stdout: &std::process::ChildStdout) -> Vec<PathBuf> {
    use std::os::fd::AsRawFd;
    [stdin.as_raw_fd(), stdout.as_raw_fd()]
        .into_iter()
        .filter_map(|fd| std::fs::read_link(format!("/proc/self/fd/{fd}")).ok())
        .collect()
}

#[cfg(not(target_os = "linux"))]
fn pipe_names(_: &ChildStdin, _: &std::process::ChildStdout) -> Vec<PathBuf> {
    Vec::new()
}

/// Kills the processes other than ours that hold one of `pipes` (children that left the
/// engine's group with `setsid` but kept its output), and the groups they lead, until none
/// is left.
#[cfg(target_os = "linux")]
fn end_holders(pipes: &[PathBuf]) {
    for _ in 0..5 {
        let holders = holders(pipes);
        if holders.is_empty() {
            return;
        }
        for pid in holders {
            // SAFETY: plain system calls on a number; one that is gone makes them fail.
            unsafe {
                if libc::getpgid(pid) == pid {
                    libc::killpg(pid, libc::SIGKILL);
                }
                libc::kill(pid, libc::SIGKILL);
            }
        }
        std::thread::sleep(Duration::from_millis(10));
    }
}

#[cfg(not(target_os = "linux"))]
fn end_holders(_: &[PathBuf]) {}

/// The processes other than ours with a file descriptor on one of `pipes`.
#[cfg(target_os = "linux")]
fn holders(pipes: &[PathBuf]) -> Vec<libc::pid_t> {
    let me = std::process::id();
    let Ok(entries) = std::fs::read_dir("/proc") else {
        return Vec::new();
    };
    if pipes.is_empty() {
        return Vec::new();
    }
    let holds = |pid: u32| {
        let Ok(fds) = std::fs::read_dir(format!("/proc/{pid}/fd")) else {
            return false;
        };
        fds.flatten()
            .any(|fd| std::fs::read_link(fd.path()).is_ok_and(|name| pipes.contains(&name)))
    };
    entries
        .flatten()
        .filter_map(|entry| entry.file_name().to_str()?.parse::<u32>().ok())
        .filter(|&pid| pid != me && holds(pid))
        .filter_map(|pid| libc::pid_t::try_from(pid).ok())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Everything `read_lines` makes of `output`.
    fn heard(output: &[u8]) -> Vec<String> {
        let (tx, rx) = mpsc::sync_channel(QUEUE);
        read_lines(output, &tx);
        drop(tx);
        rx.iter()
            .map(|h| match h {
                Heard::Line(line) => line,
                Heard::TooLong => "<too long>".to_string(),
                Heard::End => "<end>".to_string(),
            })
            .collect()
    }

    #[test]
    fn a_line_of_the_longest_length_is_read_and_one_byte_more_is_too_long() {
        let longest = "x".repeat(MAX_LINE);
        assert_eq!(
            heard(format!("{longest}\nOK\n").as_bytes()),
            [&longest, "OK", "<end>"]
        );
        let over = format!("{longest}y\nOK\n");
        assert_eq!(heard(over.as_bytes()), ["<too long>"]);
    }

    #[test]
    fn invalid_bytes_and_a_last_line_without_its_end_are_still_lines() {
        assert_eq!(
            heard(b"7,\xff7\r\nMESSAGE done"),
            ["7,\u{fffd}7", "MESSAGE done", "<end>"]
        );
    }
}
