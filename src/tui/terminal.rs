//! The terminal's modes — raw input, the alternate screen, mouse capture, a hidden cursor — set
//! when the game starts and again when it comes back from a suspend, and undone on every way
//! out: a return, an error, a panic, a signal, the watchdog, and before a suspend.
//!
//! In raw mode the terminal still turns Ctrl-C (and only it) into SIGINT, so that nothing a
//! reader holds back can keep the player from quitting.
//!
//! Whether the modes are in effect is one flag for the whole process, so that the panic hook and
//! the watchdog, which have no `Terminal`, undo them only when they are set.

use std::io::{self, Write, stdout};
use std::mem::ManuallyDrop;
use std::sync::atomic::{AtomicBool, Ordering};

use ratatui::DefaultTerminal;
use ratatui::Terminal;
use ratatui::backend::CrosstermBackend;
use ratatui::crossterm::Command;
use ratatui::crossterm::cursor::Show;
use ratatui::crossterm::event::{DisableMouseCapture, EnableMouseCapture};
use ratatui::crossterm::execute;
use ratatui::crossterm::terminal::{
    EnterAlternateScreen, LeaveAlternateScreen, disable_raw_mode, enable_raw_mode,
};
use ratatui::layout::Rect;

/// Whether this process has the terminal in the game's modes.
static ATTACHED: AtomicBool = AtomicBool::new(false);

/// The terminal the game draws on, and whether it has it now.
pub struct Tty {
    /// Never dropped: ratatui's `Drop` writes "show the cursor" to the terminal, also when it
    /// belongs to the shell again after a suspend. `leave` shows the cursor when that is ours
    /// to do.
    terminal: ManuallyDrop<DefaultTerminal>,
}

impl Tty {
    /// Takes the terminal: its modes are set, a panic restores them before it reports.
    pub fn open() -> io::Result<Tty> {
        // The theme honours NO_COLOR already (auto becomes mono); a colour theme the player
        // named wins over it, which crossterm would otherwise overrule by dropping every colour.
        ratatui::crossterm::style::force_color_output(true);
        restore_on_panic();
        if let Err(error) = enter() {
            leave(&mut stdout());
            return Err(error);
        }
        // No cursor-position query here (a bare pseudo-terminal never answers one): a
        // full-screen terminal only asks for the size.
        match Terminal::new(CrosstermBackend::new(stdout())) {
            Ok(terminal) => Ok(Tty {
                terminal: ManuallyDrop::new(terminal),
            }),
            Err(error) => {
                leave(&mut stdout());
                Err(error)
            }
        }
    }

    /// The terminal to draw on; only while `attached`.
    pub fn terminal(&mut self) -> &mut DefaultTerminal {
        &mut self.terminal
    }

    pub fn attached(&self) -> bool {
        attached()
    }

    /// Gives the terminal back as it was found, before a suspend or on the way out.
    pub fn detach(&mut self) {
        leave(&mut stdout());
    }

    /// Takes the terminal again after the process was stopped (by a suspend, or by a SIGSTOP
    /// that could not be caught, which leaves the modes to whoever took the terminal then):
    /// every mode is set anew and the next frame draws every cell. In the background the
    /// terminal belongs to the shell: it is left alone, and false returned.
    pub fn attach(&mut self) -> io::Result<bool> {
        if !foreground() {
            // Not ours now; whoever has it set it up as it wants.
            ATTACHED.store(false, Ordering::SeqCst);
            return Ok(false);
        }
        // After a SIGSTOP the shell has set its own modes, while crossterm still believes
        // raw mode is on and would do nothing: drop that belief first.
        let _ = disable_raw_mode();
        enter()?;
        // `resize` clears the screen and forgets the last frame without asking the terminal
        // where its cursor is (`clear` does ask); the next draw repaints everything.
        let size = self.terminal.size()?;
        self.terminal
            .resize(Rect::new(0, 0, size.width, size.height))?;
        Ok(true)
    }
}

/// Whether the game has the terminal in its modes now, for any thread.
pub fn attached() -> bool {
    ATTACHED.load(Ordering::SeqCst)
}

/// Sets the game's modes. Raw mode comes first: in the background it stops the process
/// (SIGTTOU) before anything is drawn over the shell.
fn enter() -> io::Result<()> {
    enable_raw_mode()?;
    ATTACHED.store(true, Ordering::SeqCst);
    ctrl_c_as_a_signal();
    execute!(stdout(), EnterAlternateScreen, EnableMouseCapture)
}

/// Raw mode makes Ctrl-C a key like any other, and a key can be held up: after a paste's start
/// (`ESC [200~`) the terminal library takes every byte for pasted text until the paste's end,
/// which may never come. So the terminal itself is left to turn Ctrl-C into SIGINT, before
/// any reader sees it (the signal handler tells it from a `kill`). Only the interrupt key:
/// Ctrl-\ and Ctrl-Z stay keys, read as before. Where the modes cannot be changed, Ctrl-C
/// stays the key it was.
fn ctrl_c_as_a_signal() {
    #[cfg(unix)]
    {
        use std::io::{IsTerminal, stdin};
        use std::os::fd::AsRawFd;
        // The terminal crossterm reads: stdin when it is one, else the controlling terminal.
        let opened = match stdin().is_terminal() {
            true => None,
            false => std::fs::OpenOptions::new()
                .read(true)
                .write(true)
                .open("/dev/tty")
                .ok(),
        };
        let fd = opened
            .as_ref()
            .map_or(stdin().as_raw_fd(), AsRawFd::as_raw_fd);
        #[cfg(any(target_os = "linux", target_os = "android"))]
        const DISABLED: libc::cc_t = 0;
        #[cfg(not(any(target_os = "linux", target_os = "android")))]
        const DISABLED: libc::cc_t = 0xff;
        // SAFETY: `termios` is plain data filled by `tcgetattr` before it is read, and both
        // calls are given a descriptor of this process (a bad one makes them fail, and then
        // nothing changes).
        unsafe {
            let mut modes: libc::termios = std::mem::zeroed();
            if libc::tcgetattr(fd, &mut modes) != 0 {
                return;
            }
            modes.c_lflag |= libc::ISIG;
            modes.c_cc[libc::VQUIT] = DISABLED;
            modes.c_cc[libc::VSUSP] = DISABLED;
            libc::tcsetattr(fd, libc::TCSANOW, &modes);
        }
    }
}

/// Undoes the game's modes if they are set and the terminal is still this process's: mouse
/// capture off, the main screen back, the cursor shown, the line discipline as it was.
pub fn leave(out: &mut impl Write) {
    if ATTACHED.swap(false, Ordering::SeqCst) && foreground() {
        undo(out);
    }
}

/// Each step is tried even when one before it failed, and nothing is reported: the terminal
/// may be gone, and stderr with it. The sequences go out in one write, which a thread that
/// cannot take the stdout lock can make too.
fn undo(out: &mut impl Write) {
    let mut text = String::new();
    let _ = DisableMouseCapture.write_ansi(&mut text);
    let _ = LeaveAlternateScreen.write_ansi(&mut text);
    let _ = Show.write_ansi(&mut text);
    let _ = out.write_all(text.as_bytes());
    let _ = out.flush();
    let _ = disable_raw_mode();
}

/// `leave` for a thread other than the screen's: it writes to its own handle on the terminal,
/// so a screen thread stuck in a write while holding the stdout lock cannot hold it up.
pub fn leave_from_any_thread() {
    #[cfg(unix)]
    if let Ok(fd) = std::os::fd::AsFd::as_fd(&stdout()).try_clone_to_owned() {
        return leave(&mut std::fs::File::from(fd));
    }
    leave(&mut stdout());
}

/// Whether stdout goes to a file or a pipe though there is a terminal to play in: refused
/// before the screen starts. Without any terminal, opening it says so instead.
pub fn output_redirected() -> bool {
    use std::io::IsTerminal;
    if stdout().is_terminal() {
        return false;
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        // Opening the controlling terminal only asks whether there is one: it is not taken
        // (O_NOCTTY) and the open never waits.
        std::fs::OpenOptions::new()
            .read(true)
            .write(true)
            .custom_flags(libc::O_NOCTTY | libc::O_NONBLOCK)
            .open("/dev/tty")
            .is_ok()
    }
    #[cfg(not(unix))]
    true
}

/// Whether this process's group has the terminal in the foreground. Without a terminal to ask
/// (output redirected), the modes are ours to undo.
fn foreground() -> bool {
    #[cfg(unix)]
    {
        use std::io::{IsTerminal, stdin};
        use std::os::fd::AsRawFd;
        let fd = match stdin().is_terminal() {
            true => stdin().as_raw_fd(),
            false => stdout().as_raw_fd(),
        };
        // SAFETY: both calls only read process state; `fd` is a descriptor of this process
        // (a bad one makes `tcgetpgrp` fail, which counts as the foreground).
        let (owner, ours) = unsafe { (libc::tcgetpgrp(fd), libc::getpgrp()) };
        owner == -1 || owner == ours
    }
    #[cfg(not(unix))]
    true
}

/// A panic leaves the terminal usable before the panic is reported (ratatui's own hook is not
/// installed: it leaves mouse capture on and the cursor hidden, and reporting its failure on a
/// closed terminal panics again).
fn restore_on_panic() {
    let hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        leave(&mut stdout());
        hook(info);
    }));
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ansi(command: impl Command) -> String {
        let mut text = String::new();
        command.write_ansi(&mut text).expect("ansi text");
        text
    }

    #[test]
    fn undoing_turns_mouse_capture_off_leaves_the_alternate_screen_and_shows_the_cursor() {
        let mut out = Vec::new();
        undo(&mut out);
        let out = String::from_utf8(out).expect("text");
        for (what, command) in [
            ("mouse capture off", ansi(DisableMouseCapture)),
            ("the main screen", ansi(LeaveAlternateScreen)),
            ("the cursor shown", ansi(Show)),
        ] {
            assert!(out.contains(&command), "{what}: {out:?}");
        }
    }

    #[test]
    fn leaving_writes_nothing_when_the_modes_are_not_set() {
        let mut out = Vec::new();
        ATTACHED.store(false, Ordering::SeqCst);
        leave(&mut out);
        assert!(out.is_empty());
    }
}
