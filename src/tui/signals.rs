//! The signals the game answers. INT, QUIT, TERM and HUP end it with the terminal restored and
//! status 128 + the signal's number, as a shell reports a program that a signal ended, except
//! the SIGINT the terminal makes of Ctrl-C typed in the game, which quits with 0 as the key
//! does (see `terminal`); TSTP
//! suspends it as the Ctrl-Z key does, and CONT brings it back. The handlers only raise flags:
//! the screen's loop acts on them between two frames.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc::channel;
use std::thread;
use std::time::Duration;

use super::terminal;

/// How long the loop has to leave after a signal asked it to before the program is ended for
/// it.
const STOP_GRACE: Duration = Duration::from_secs(1);

/// How long the watchdog waits for the terminal to take its restore.
const RESTORE_GRACE: Duration = Duration::from_millis(500);

/// How often the watchdog looks at the flag.
const WATCH: Duration = Duration::from_millis(80);

/// The flags the handlers raise.
pub struct Signals {
    /// The number of the signal that asked the game to end, 0 for none.
    stop: Arc<AtomicUsize>,
    suspend: Arc<AtomicBool>,
    resumed: Arc<AtomicBool>,
}

/// Who a suspend stops.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Whom {
    /// The process group, as the terminal stops it for Ctrl-Z outside raw mode: a wrapper
    /// (`cargo run`, a script) stops with the game and the shell gets the terminal back.
    Group,
    /// Only this process: a TSTP sent to it alone.
    Process,
}

impl Signals {
    /// Installs the handlers and the watchdog that ends the program when the loop does not
    /// leave in time after a signal.
    pub fn install() -> Signals {
        let signals = Signals {
            stop: Arc::new(AtomicUsize::new(0)),
            suspend: Arc::new(AtomicBool::new(false)),
            resumed: Arc::new(AtomicBool::new(false)),
        };
        #[cfg(unix)]
        {
            use signal_hook::consts::{SIGCONT, SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGTSTP};
            use signal_hook::flag;
            // A handler that cannot be installed leaves the signal's default action, which
            // still ends (or stops) the program: only the terminal's restore is lost, not worth
            // refusing to play for.
            for signal in [SIGQUIT, SIGTERM, SIGHUP] {
                let _ = flag::register_usize(signal, Arc::clone(&signals.stop), signal as usize);
            }
            let stop = Arc::clone(&signals.stop);
            // SAFETY: the action only reads the signal's information and stores to an atomic,
            // both safe inside a signal handler.
            let _ = unsafe {
                signal_hook_registry::register_sigaction(SIGINT, move |info| {
                    let ended = match from_the_terminal(info) {
                        true => TYPED,
                        false => SIGINT as usize,
                    };
                    stop.store(ended, Ordering::SeqCst);
                })
            };
            let _ = flag::register(SIGTSTP, Arc::clone(&signals.suspend));
            let _ = flag::register(SIGCONT, Arc::clone(&signals.resumed));
        }
        leave_if_stuck(Arc::clone(&signals.stop));
        signals
    }

    /// The signal that asked the game to end, if one did (Ctrl-C typed is no signal).
    pub fn stop(&self) -> Option<u8> {
        signal_number(self.stop.load(Ordering::SeqCst))
    }

    /// Whether Ctrl-C was typed: the terminal turned it into SIGINT.
    pub fn typed_ctrl_c(&self) -> bool {
        self.stop.load(Ordering::SeqCst) == TYPED
    }

    /// Whether a TSTP came since the last call.
    pub fn take_suspend(&self) -> bool {
        self.suspend.swap(false, Ordering::SeqCst)
    }

    /// Whether a CONT came since the last call.
    pub fn take_resumed(&self) -> bool {
        self.resumed.swap(false, Ordering::SeqCst)
    }
}

/// What the stop flag holds for Ctrl-C typed at the terminal: the player quit, as with the key.
const TYPED: usize = 1 << 8;

/// Whether a SIGINT came from the terminal (Ctrl-C typed) rather than from a process (`kill`):
/// the kernel sends the terminal's with a positive code, a process's carry zero or less. Where
/// that cannot be told, it counts as sent.
#[cfg(unix)]
fn from_the_terminal(info: &libc::siginfo_t) -> bool {
    cfg!(any(target_os = "linux", target_os = "android")) && info.si_code > 0
}

fn signal_number(raised: usize) -> Option<u8> {
    u8::try_from(raised).ok().filter(|&n| n != 0)
}

/// Stops `whom` with SIGTSTP's default action and returns once the process is continued. The
/// system refuses that stop to a process group that no shell could resume (one started
/// straight in a terminal window, say): then this returns at once and the game goes on.
pub fn stop(whom: Whom) {
    #[cfg(unix)]
    // SAFETY: `sigaction` is given initialised structures and this process's own signal; the
    // handler it saves is put back exactly as it was, so signal-hook's registration stays
    // intact. `kill` and `raise` only send a signal.
    unsafe {
        let mut default: libc::sigaction = std::mem::zeroed();
        default.sa_sigaction = libc::SIG_DFL;
        let mut ours: libc::sigaction = std::mem::zeroed();
        if libc::sigaction(libc::SIGTSTP, &default, &mut ours) != 0 {
            return;
        }
        match whom {
            Whom::Group => libc::kill(0, libc::SIGTSTP),
            Whom::Process => libc::raise(libc::SIGTSTP),
        };
        libc::sigaction(libc::SIGTSTP, &ours, std::ptr::null_mut());
    }
    #[cfg(not(unix))]
    let _ = whom;
}

/// Once the terminal is gone, crossterm's input poll can spin forever without returning, even
/// with a timeout, so the loop never sees the flag (a closed window would leave the game
/// burning a core). After a signal asked the game to end, the loop gets `STOP_GRACE` to leave
/// by itself; then this watcher restores what it can — from its own handle on the terminal,
/// and for at most `RESTORE_GRACE` — and ends the program with the signal's status.
fn leave_if_stuck(stop: Arc<AtomicUsize>) {
    thread::spawn(move || {
        let raised = loop {
            match stop.load(Ordering::SeqCst) {
                0 => thread::sleep(WATCH),
                raised => break raised,
            }
        };
        // Ctrl-C is the player quitting: status 0, as for the key.
        let code = signal_number(raised).map_or(0, status);
        thread::sleep(STOP_GRACE);
        let (done, restored) = channel();
        thread::spawn(move || {
            terminal::leave_from_any_thread();
            let _ = done.send(());
        });
        let _ = restored.recv_timeout(RESTORE_GRACE);
        std::process::exit(i32::from(code));
    });
}

/// The status a shell reports for a program that `signal` ended: 128 + its number.
pub fn status(signal: u8) -> u8 {
    128u8.saturating_add(signal)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_signal_ends_the_game_with_128_plus_its_number() {
        assert_eq!(status(2), 130);
        assert_eq!(status(3), 131);
        assert_eq!(status(15), 143);
        assert_eq!(status(1), 129);
    }

    #[test]
    fn no_flag_means_no_signal() {
        assert_eq!(signal_number(0), None);
        assert_eq!(signal_number(15), Some(15));
    }
}
