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
pub mod theme;
pub mod view;
pub mod widgets;

use std::io::{self, IsTerminal, stdout};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use ratatui::DefaultTerminal;
use ratatui::crossterm::event::{self, DisableMouseCapture, EnableMouseCapture};
use ratatui::crossterm::execute;

pub use action::Action;
pub use app::App;
pub use view::{draw, draw_with};

use effects::Runner;

use crate::record::games_dir;
use crate::startup::Startup;

/// How long to wait for a key before redrawing (spinner, computer's answer).
const FRAME: Duration = Duration::from_millis(80);

/// How long the loop has to leave after SIGTERM or SIGHUP before the program is ended for it.
const STOP_GRACE: Duration = Duration::from_secs(1);

/// Plays in the terminal until the player quits, starting from what start-up prepared (settings,
/// the settings file's warning, a `--load`ed game). The terminal is restored on every way out:
/// return, error, panic, Ctrl-C (a key in raw mode) and SIGTERM/SIGHUP.
pub fn run(start: Startup) -> Result<(), String> {
    let mut app = App::start(start, games_dir::default_dir())?;
    let stop = stop_on_signals();
    leave_when_the_terminal_closes();
    // The theme honours NO_COLOR already (auto becomes mono); a colour theme the player named
    // wins over it, which crossterm would otherwise overrule by dropping every colour.
    ratatui::crossterm::style::force_color_output(true);
    let mut terminal = ratatui::try_init().map_err(|e| format!("cannot open the terminal: {e}"))?;
    // ratatui's panic hook restores the screen but not the mouse; run ours first, then its.
    let hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let _ = execute!(stdout(), DisableMouseCapture);
        hook(info);
    }));
    let result =
        execute!(stdout(), EnableMouseCapture).and_then(|()| play(&mut terminal, &mut app, &stop));
    let _ = execute!(stdout(), DisableMouseCapture);
    // Not `restore`: it reports a failure on stderr, which panics when the terminal is gone.
    let _ = ratatui::try_restore();
    result.map_err(|e| format!("terminal error: {e}"))
}

fn play(terminal: &mut DefaultTerminal, app: &mut App, stop: &AtomicBool) -> io::Result<()> {
    // Files and searches run on the runner's threads; their results come back each frame.
    let runner = Runner::default();
    let size = terminal.size()?;
    runner.run(app.update(Action::Resize(size.width, size.height)));
    while !app.quit {
        if stop.load(Ordering::Relaxed) {
            runner.run(app.update(Action::ForceQuit));
            break;
        }
        while let Some(done) = runner.try_next() {
            runner.run(app.complete(done));
        }
        runner.run(app.tick(Instant::now()));
        terminal.draw(|frame| draw(frame, app))?;
        if event::poll(FRAME)? {
            let event = event::read()?;
            if input::escape_prefixed(&event) {
                runner.run(app.update(Action::Close));
            }
            if let Some(action) = input::event_action(&event, app.context()) {
                runner.run(app.update(action));
            }
        }
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

/// A flag raised by SIGTERM or SIGHUP, so the loop can restore the terminal and leave.
fn stop_on_signals() -> Arc<AtomicBool> {
    let stop = Arc::new(AtomicBool::new(false));
    #[cfg(unix)]
    for signal in [signal_hook::consts::SIGTERM, signal_hook::consts::SIGHUP] {
        // Without the handler the default action still ends the program; only the terminal
        // restore is lost, so a failure here is not worth stopping the game for.
        let _ = signal_hook::flag::register(signal, Arc::clone(&stop));
    }
    leave_if_stuck(Arc::clone(&stop));
    stop
}

/// Once the terminal is gone, crossterm's input poll can spin forever without returning, even
/// with a timeout, so the loop never sees the flag (a closed window would leave the game
/// burning a core). After the flag is raised the loop gets `STOP_GRACE` to leave by itself;
/// then this watcher restores what it can and ends the program.
fn leave_if_stuck(stop: Arc<AtomicBool>) {
    std::thread::spawn(move || {
        while !stop.load(Ordering::Relaxed) {
            std::thread::sleep(FRAME);
        }
        std::thread::sleep(STOP_GRACE);
        let _ = execute!(stdout(), DisableMouseCapture);
        let _ = ratatui::try_restore();
        std::process::exit(0);
    });
}
