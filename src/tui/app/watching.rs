//! Watching the computer play itself: pausing, one move at a time, the wait between moves.

use std::time::Duration;

use super::App;
use crate::settings::Mode;
use crate::settings::lines::seconds;
use crate::tr;
use crate::tui::action::Action;
use crate::tui::keymap::{Context, key_of};

/// The waits offered between two moves of computer against computer, in milliseconds.
pub const WAITS_MS: [u64; 8] = [0, 200, 400, 700, 1000, 1500, 2000, 3000];

/// The wait a run starts with.
pub const DEFAULT_WAIT: Duration = Duration::from_millis(400);

impl App {
    /// Whether both sides are the computer's.
    pub fn watching(&self) -> bool {
        self.settings.players.mode == Mode::Cvc
    }

    /// The keys of computer against computer; false for an action they do not take.
    pub(super) fn watch_action(&mut self, action: Action) -> bool {
        if !self.watching() {
            if matches!(
                action,
                Action::Pause | Action::Step | Action::LongerWait | Action::ShorterWait
            ) {
                self.message = Some(tr!("msg-watch-only"));
                return true;
            }
            return false;
        }
        match action {
            Action::Pause | Action::Select => self.toggle_pause(),
            Action::Step => self.step_one(),
            Action::LongerWait => self.change_wait(1),
            Action::ShorterWait => self.change_wait(-1),
            // Taking a move back while the computers play on would only see it played again.
            Action::Undo | Action::Redo => {
                self.play.paused = true;
                return false;
            }
            _ => return false,
        }
        true
    }

    fn toggle_pause(&mut self) {
        if self.play.game.is_over() {
            return;
        }
        self.play.paused = !self.play.paused;
        // A move already being thought about is still played; the next waits for the player.
        self.schedule();
    }

    /// While paused: the side to move plays one move.
    fn step_one(&mut self) {
        if !self.play.paused {
            let ascii = self.settings.looks.theme.is_ascii();
            self.message = Some(tr!(
                "msg-step-when-paused",
                pause = key_of(Context::Board, Action::Pause, ascii),
                step = key_of(Context::Board, Action::Step, ascii)
            ));
            return;
        }
        if self.play.pending.is_none() && !self.play.game.is_over() {
            self.play.due = Some(self.now);
            self.start_due(true);
        }
    }

    fn change_wait(&mut self, delta: isize) {
        let now = self.wait.as_millis() as u64;
        let i = WAITS_MS.iter().position(|&w| w >= now).unwrap_or(0);
        let i = i.saturating_add_signed(delta).min(WAITS_MS.len() - 1);
        self.wait = Duration::from_millis(WAITS_MS[i]);
        self.message = Some(tr!("msg-wait", seconds = seconds(self.wait)));
        self.schedule();
    }
}
