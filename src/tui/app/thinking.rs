//! The computer's side of the app: when it is due to move, asking it, and taking its answer
//! (checked against the rules, so a move the search got wrong never stalls the game).

use std::time::{Duration, Instant};

use super::{App, CVC_PAUSE, Overlay};
use crate::ai::legal_choice;
use crate::ai::{Level, Limits};
use crate::settings::Mode;
use crate::tui::computer::{Answer, Purpose, Waited};

impl App {
    /// For tests and scripted play: starts the computer at once if it is due and waits up to
    /// `timeout` for its answer. False when it did not answer in time.
    pub fn wait_for_computer(&mut self, timeout: Duration) -> bool {
        let deadline = Instant::now() + timeout;
        self.start_due(true);
        while self.computer.pending().is_some() {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.computer.wait(left) {
                Waited::Current(answer) => self.receive(answer),
                Waited::Stale => {}
                Waited::Nothing => return false,
            }
        }
        true
    }

    /// For tests: waits up to `timeout` for any answer, even a stale one (which is dropped).
    /// False when none came.
    pub fn wait_for_any_answer(&mut self, timeout: Duration) -> bool {
        match self.computer.wait(timeout) {
            Waited::Current(answer) => {
                self.receive(answer);
                true
            }
            Waited::Stale => true,
            Waited::Nothing => false,
        }
    }

    fn limits(&self) -> Limits {
        Limits {
            seed: self.seed,
            ..Limits::with_time(Duration::from_millis(self.settings.time_ms))
        }
    }

    /// Plans the computer's move if it is its turn.
    pub(super) fn schedule(&mut self) {
        self.due = None;
        if self.game.is_over() || !self.settings.is_computer(self.game.to_move()) {
            return;
        }
        let pause = match self.settings.mode {
            Mode::Cvc if !self.game.history().is_empty() => CVC_PAUSE,
            _ => Duration::ZERO,
        };
        self.due = Some(self.now + pause);
    }

    /// Starts the computer's move when it is due; never while a panel is open.
    pub(super) fn start_due(&mut self, ignore_pause: bool) {
        let Some(due) = self.due else {
            return;
        };
        let busy = self.overlay != Overlay::None || self.review.is_some();
        if busy || (!ignore_pause && self.now < due) {
            return;
        }
        self.due = None;
        let level = self.settings.level(self.game.to_move());
        let limits = self.limits();
        self.computer
            .ask(&self.game, level, limits, Purpose::Move, self.now);
    }

    pub(super) fn ask_hint(&mut self) {
        if self.game.is_over() {
            return;
        }
        if !self.humans_turn() || self.computer.pending().is_some() {
            self.message = Some("The computer is thinking".to_string());
        } else {
            let limits = self.limits();
            self.computer
                .ask(&self.game, Level::Master, limits, Purpose::Hint, self.now);
        }
    }

    pub(super) fn receive(&mut self, answer: Answer) {
        let Some(analysis) = answer.analysis else {
            return;
        };
        let rows = self.game.rules().rows();
        match answer.purpose {
            Purpose::Move => {
                let stone = self.game.to_move();
                // The search may not know every rule (Renju's forbidden points, the opening):
                // its choice is checked here, so the computer never stalls on a refused move.
                match legal_choice(&self.game, analysis.best) {
                    Some(p) if self.game.play(p).is_ok() => {
                        self.last_analysis = Some((stone, analysis));
                        self.after_change();
                    }
                    _ => self.message = Some("The computer found no legal move".to_string()),
                }
            }
            Purpose::Hint => {
                let Some(p) = legal_choice(&self.game, analysis.best) else {
                    return;
                };
                self.hint = Some(p);
                self.cursor = p;
                self.message = Some(format!("Hint: {}", p.notation(rows)));
            }
        }
    }
}
