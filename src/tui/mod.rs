//! The terminal front end: the only part of the program that knows about the terminal.
//! Events become `Action`s for the `App`; every frame is drawn from the app's state.

pub mod action;
pub mod app;
pub mod computer;
#[cfg(any(test, feature = "test-support"))]
pub mod driver;
pub mod effects;
pub mod input;
pub mod keymap;
pub mod layout;
mod signals;
mod terminal;
pub mod theme;
pub mod view;
pub mod widgets;

use std::io::{self, IsTerminal, Write, stdout};
use std::thread;
use std::time::{Duration, Instant};

pub use action::Action;
pub use app::App;
pub use view::{draw, draw_for, draw_with};

use effects::{Done, Runner};
use signals::{Signals, Whom};
use terminal::Tty;

use crate::model::RulesError;
use crate::record::games_dir;
use crate::settings::startup::Startup;
use crate::tr;

/// How long the files being written (a score, a saved game) may take once the player quits.
const WRITE_GRACE: Duration = Duration::from_secs(2);

/// The longest wait between two frames when nothing arrives (the spinner, the clocks).
const FRAME: Duration = Duration::from_millis(80);

/// How a game in the terminal ended, when it ended well.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ended {
    /// The player quit.
    Quit,
    /// A signal (its number) asked the game to end; the terminal was restored.
    Signal(u8),
}

impl Ended {
    /// The exit status: 0, or 128 + the signal's number, as a shell reports a program that a
    /// signal ended.
    pub fn status(self) -> u8 {
        match self {
            Ended::Quit => 0,
            Ended::Signal(signal) => signals::status(signal),
        }
    }
}

/// Why the game could not be played in the terminal. The reasons are the system's words ("No
/// such device or address"): the failures the catalogue words (a file not found, a full disk)
/// are not the ones a terminal meets.
#[derive(Debug, thiserror::Error)]
pub enum TuiError {
    /// What start-up prepared made no game (the app's refusal, in its own sentence).
    #[error("{}", tr!("tui-error-start", reason = .0.to_string()))]
    Start(RulesError),
    /// There is a terminal, but stdout goes elsewhere (`gomoku > out.txt`): the screen would
    /// go into the file and the player would play blind.
    #[error("{}", tr!("tui-error-redirected"))]
    Redirected,
    /// The terminal's modes could not be set (no terminal at all, say).
    #[error("{}", tr!("tui-error-open", reason = .0.to_string()))]
    Open(io::Error),
    /// Drawing or reading keys failed during the game.
    #[error("{}", tr!("tui-error-terminal", reason = .0.to_string()))]
    Terminal(io::Error),
}

/// Plays in the terminal until the player quits or a signal ends the game, starting from what
/// start-up prepared (settings, the settings file's warning, a `--load`ed game). The terminal
/// is restored on every way out — return, error, panic, Ctrl-C (made SIGINT by the terminal,
/// or a key), SIGINT, SIGQUIT, SIGTERM, SIGHUP, the watchdog — and around a suspend (Ctrl-Z,
/// SIGTSTP).
pub fn run(start: Startup) -> Result<Ended, TuiError> {
    if terminal::output_redirected() {
        return Err(TuiError::Redirected);
    }
    let mut app = App::start(start, games_dir::default_dir()).map_err(TuiError::Start)?;
    let terminal = theme::TerminalEnv::from_env();
    let signals = Signals::install();
    leave_when_the_terminal_closes();
    let mut tty = Tty::open().map_err(TuiError::Open)?;
    let result = play(&mut tty, &mut app, &signals, terminal);
    tty.detach();
    result.map_err(TuiError::Terminal)?;
    Ok(signals.stop().map_or(Ended::Quit, Ended::Signal))
}

fn play(
    tty: &mut Tty,
    app: &mut App,
    signals: &Signals,
    terminal: theme::TerminalEnv,
) -> io::Result<()> {
    // Files and searches run on the runner's threads, the network on the link's, the keys are
    // read on one more: all their results come back on the runner's channel.
    let runner = Runner::default();
    let reader = input::Reader::start(runner.results());
    let mut frames = Frames {
        tty,
        app,
        signals,
        runner: &runner,
        reader: &reader,
    };
    let result = frames.run(terminal);
    reader.stop();
    runner.finish_writes(WRITE_GRACE);
    result
}

/// What the loop of frames works with.
struct Frames<'a> {
    tty: &'a mut Tty,
    app: &'a mut App,
    signals: &'a Signals,
    runner: &'a Runner,
    reader: &'a input::Reader,
}

impl Frames<'_> {
    /// The loop of frames until the player quits or a signal ends the game, drawn for
    /// `terminal`. It sleeps until something arrives — a key, a finished search, a message
    /// from the network — or a frame's time has passed (the spinner, the clocks), and draws
    /// at once: a move from the other side shows as soon as it comes.
    fn run(&mut self, terminal: theme::TerminalEnv) -> io::Result<()> {
        let size = self.tty.terminal().size()?;
        self.runner
            .run(self.app.update(Action::Resize(size.width, size.height)));
        while !self.app.quit {
            if self.signals.stop().is_some() || self.signals.typed_ctrl_c() {
                self.runner.run(self.app.update(Action::ForceQuit));
                break;
            }
            if self.signals.take_suspend() {
                self.suspend(Whom::Process)?;
            }
            // Continued in the background, the game goes on unseen (the computer thinks) and
            // the keys are the shell's. `fg` continues a stopped game, but brings a running
            // one to the foreground without a signal: so the loop looks each frame.
            if self.signals.take_resumed() || !self.tty.attached() {
                resume(self.tty, self.app, self.runner)?;
            }
            while let Some(done) = self.runner.try_next() {
                self.take(done)?;
                if self.app.quit {
                    return Ok(());
                }
            }
            self.runner.run(self.app.tick(Instant::now()));
            if !self.tty.attached() {
                thread::sleep(FRAME);
                continue;
            }
            if self.app.take_ring() {
                // BEL: the terminal rings or flashes as its user set it up.
                write!(stdout(), "\x07").and_then(|()| stdout().flush())?;
            }
            let app = &*self.app;
            self.tty
                .terminal()
                .draw(|frame| draw_for(frame, app, terminal))?;
            if let Some(done) = self.runner.next_within(FRAME) {
                self.take(done)?;
            }
        }
        Ok(())
    }

    /// A result for the app, or an event of the terminal for the key map.
    fn take(&mut self, done: Done) -> io::Result<()> {
        let event = match done {
            Done::Terminal(event) => event?,
            done => {
                self.runner.run(self.app.complete(done));
                return Ok(());
            }
        };
        if input::escape_prefixed(&event) {
            self.runner.run(self.app.update(Action::Close));
        }
        match input::event_action(&event, self.app.context()) {
            // Only the loop can hand the terminal over.
            Some(Action::Suspend) => self.suspend(Whom::Group),
            Some(action) => {
                self.runner.run(self.app.update(action));
                Ok(())
            }
            None => Ok(()),
        }
    }

    /// Gives the terminal back, stops until continued, then takes it again if it is ours.
    /// Whatever was under way (the computer thinking, a file read) carries on; no key is read
    /// meanwhile.
    fn suspend(&mut self, whom: Whom) -> io::Result<()> {
        let _no_reading = self.reader.hold();
        self.tty.detach();
        signals::stop(whom);
        // The CONT that ended this stop asks for no second redraw.
        self.signals.take_resumed();
        resume(self.tty, self.app, self.runner)
    }
}

/// Sets the terminal up again after a stop, or once the game is in the foreground again,
/// redraws everything, and tells the app the size, which may have changed meanwhile.
fn resume(tty: &mut Tty, app: &mut App, runner: &Runner) -> io::Result<()> {
    if tty.attach()? {
        let size = tty.terminal().size()?;
        runner.run(app.update(Action::Resize(size.width, size.height)));
    }
    Ok(())
}

/// When the terminal closes and no SIGHUP reaches us (its owner ignored it), crossterm's event
/// poll reads end of input in a busy loop forever. Nothing is left to restore then: leave.
fn leave_when_the_terminal_closes() {
    // Output redirected from the start is a choice, not a closed terminal.
    if !stdout().is_terminal() {
        return;
    }
    std::thread::spawn(|| {
        while stdout().is_terminal() {
            std::thread::sleep(Duration::from_millis(500));
        }
        std::process::exit(0);
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Lang, set_lang};

    #[test]
    fn each_failure_is_one_sentence_from_the_catalogue() {
        set_lang(Lang::En);
        let gone = || io::Error::other("no such device");
        assert_eq!(
            TuiError::Open(gone()).to_string(),
            "cannot open the terminal: no such device; the game needs one, gomoku engine and \
             gomoku analyse do not"
        );
        assert_eq!(
            TuiError::Terminal(gone()).to_string(),
            "the terminal failed during the game: no such device"
        );
        assert_eq!(
            TuiError::Start(RulesError::RenjuNotFive { win: 4 }).to_string(),
            format!(
                "cannot start the game: {}",
                RulesError::RenjuNotFive { win: 4 }
            )
        );
    }

    #[test]
    fn a_quit_is_status_0_and_a_signal_128_plus_its_number() {
        assert_eq!(Ended::Quit.status(), 0);
        assert_eq!(Ended::Signal(2).status(), 130);
        assert_eq!(Ended::Signal(3).status(), 131);
    }
}
