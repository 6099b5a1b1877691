//! Terminal events to actions, through the key map of the context that has the keyboard, and
//! the thread that reads them.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::Sender;
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::time::Duration;

use ratatui::crossterm::event::{Event, KeyEventKind, KeyModifiers, MouseButton, MouseEventKind};

use super::action::Action;
use super::effects::Done;
use super::keymap::{self, Context};

/// The action for a terminal event in `context`, if any. Only key presses count (Windows also
/// reports releases and repeats as separate events).
pub fn event_action(event: &Event, context: Context) -> Option<Action> {
    match event {
        Event::Key(key) if key.kind == KeyEventKind::Press => keymap::action(context, key),
        Event::Mouse(mouse) => match mouse.kind {
            MouseEventKind::Down(MouseButton::Left) => Some(Action::Click(mouse.column, mouse.row)),
            _ => None,
        },
        Event::Resize(cols, rows) => Some(Action::Resize(*cols, *rows)),
        _ => None,
    }
}

/// Whether a key press came with Alt. Terminals send Alt+key as Esc followed by the key, so
/// Esc pressed quickly before a key arrives this way too; nothing here is bound to Alt, so it is
/// read as what the player most likely typed: Esc (`Close`), then the key itself.
pub fn escape_prefixed(event: &Event) -> bool {
    matches!(event, Event::Key(key) if key.kind == KeyEventKind::Press
        && key.modifiers.contains(KeyModifiers::ALT)
        && !key.modifiers.contains(KeyModifiers::CONTROL))
}

/// How long the reading thread waits for a key before it looks again whether the terminal is
/// still the game's.
const SLICE: Duration = Duration::from_millis(20);

/// The thread that reads the terminal's events and hands them to the loop with the other
/// results (`Done::Terminal`), so that the loop waits on one channel for a key, a finished
/// search and a message from the network alike, and draws as soon as any arrives.
///
/// It reads only while the game has the terminal: in the background a read would take the
/// shell's input (or stop the game with SIGTTIN). The loop holds `gate` while the terminal is
/// the shell's, so no read is under way then.
pub struct Reader {
    gate: Arc<Mutex<()>>,
    stopped: Arc<AtomicBool>,
}

impl Reader {
    /// Starts the thread, which ends once the loop stops listening.
    pub fn start(results: Sender<Done>) -> Reader {
        let gate = Arc::new(Mutex::new(()));
        let stopped = Arc::new(AtomicBool::new(false));
        let (held, stop) = (Arc::clone(&gate), Arc::clone(&stopped));
        std::thread::spawn(move || read_events(&held, &stop, &results));
        Reader { gate, stopped }
    }

    /// Stops the reading for good, once a read under way has ended: what is typed after the
    /// game is the shell's, even while the program is still finishing its writes.
    pub fn stop(&self) {
        self.stopped.store(true, Ordering::SeqCst);
        drop(self.hold());
    }

    /// Stops the reading until the guard is dropped; waits for a read under way to end.
    pub fn hold(&self) -> MutexGuard<'_, ()> {
        self.gate.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

fn read_events(gate: &Mutex<()>, stopped: &AtomicBool, results: &Sender<Done>) {
    loop {
        let guard = gate.lock().unwrap_or_else(PoisonError::into_inner);
        if stopped.load(Ordering::SeqCst) {
            return;
        }
        if !super::terminal::attached() {
            drop(guard);
            std::thread::sleep(SLICE);
            continue;
        }
        let read = match ratatui::crossterm::event::poll(SLICE) {
            Ok(false) => continue,
            Ok(true) => ratatui::crossterm::event::read(),
            Err(e) => Err(e),
        };
        drop(guard);
        let failed = read.is_err();
        // The loop has ended: nobody reads any more.
        if results.send(Done::Terminal(read)).is_err() || failed {
            return;
        }
    }
}
