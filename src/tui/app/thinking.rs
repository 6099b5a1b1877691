//! The computer's side of the app: when it is due to move, asking it (an effect the loop runs on
//! another thread), and taking its answer, checked against the rules so that a move the search
//! got wrong never stalls the game.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use super::App;
use crate::ai::{Answer, Level, Limits, Ponder};
use crate::settings::Mode;
use crate::tr;
use crate::tui::computer::{ComputerReply, ComputerRequest, Purpose};
use crate::tui::effects::Effect;

/// The request the app waits for. Dropping it (a new game, an undo, a move) stops the search.
#[derive(Debug)]
pub struct Pending {
    pub id: u64,
    pub purpose: Purpose,
    pub started: Instant,
    cancel: Arc<AtomicBool>,
}

impl Drop for Pending {
    fn drop(&mut self) {
        self.cancel.store(true, Ordering::Relaxed);
    }
}

impl App {
    /// Since when the computer has been thinking, and about what.
    pub fn thinking(&self) -> Option<(Purpose, Instant)> {
        self.play.pending.as_ref().map(|p| (p.purpose, p.started))
    }

    fn limits(&self) -> Limits {
        Limits {
            seed: self.seed,
            ..Limits::with_time(Duration::from_millis(self.settings.computer.time_ms))
        }
    }

    /// Plans the computer's move if it is its turn.
    pub(super) fn schedule(&mut self) {
        self.keep_pondering_only_while_useful();
        let game = &self.play.game;
        self.play.due = None;
        if !self.computer_acts() || self.play.paused {
            return;
        }
        // Between two computers, a wait a human can follow.
        let wait = match self.settings.players.mode {
            Mode::Cvc if !game.history().is_empty() => self.wait,
            _ => Duration::ZERO,
        };
        self.play.due = Some(self.now + wait);
    }

    /// Starts the computer's move at once if it is due, without the pause between the moves of
    /// computer against computer: for scripted play.
    #[must_use]
    pub fn start_now(&mut self) -> Vec<Effect> {
        self.start_due(true);
        self.take_effects()
    }

    /// Starts the computer's move when it is due; never while a panel is open or in review.
    pub(super) fn start_due(&mut self, ignore_pause: bool) {
        let Some(due) = self.play.due else {
            return;
        };
        // Typing a move does not hold the computer up; a panel over the board does.
        let panel = !matches!(
            self.overlay,
            super::Overlay::None | super::Overlay::Prompt(_)
        );
        let busy = panel || self.play.review.is_some();
        if busy || (!ignore_pause && self.now < due) {
            return;
        }
        self.play.due = None;
        let level = self.seat_level(self.acting_seat());
        self.ask(level, self.computer_purpose());
    }

    fn ask(&mut self, level: Level, purpose: Purpose) {
        let limits = self.limits();
        let id = self.new_id();
        self.play.pending = Some(Pending {
            id,
            purpose,
            started: self.now,
            cancel: Arc::clone(&limits.cancel),
        });
        let ponder = match purpose {
            Purpose::Move => self.play.pondering.take(),
            _ => None,
        };
        self.effect(Effect::Think(Box::new(ComputerRequest {
            id,
            game: self.play.game.clone(),
            level,
            limits,
            purpose,
            ponder,
        })));
    }

    /// After the computer's move, against a human, with the setting on: thinks on the player's
    /// time about the reply its search expects.
    fn start_pondering(&mut self, level: Level, guess: Option<crate::model::Point>) {
        let game = &self.play.game;
        let wanted = self.ponders()
            && !game.is_over()
            && self.humans_turn()
            && self.opening_stage().is_none();
        if wanted {
            // Without a guess, the pondering thread makes one: the screen's never waits.
            self.play.pondering = Ponder::start(game, guess, level, &self.limits());
        }
    }

    /// Whether the computer thinks on the player's time: the setting, against a human.
    fn ponders(&self) -> bool {
        self.settings.computer.ponder && self.settings.players.mode == Mode::Pvc
    }

    /// Stops thinking on the player's time once it cannot help: the setting turned off, the
    /// game over, or the position no longer the one it started from or the player's move
    /// after it, which the computer is about to answer.
    fn keep_pondering_only_while_useful(&mut self) {
        let Some(ponder) = &self.play.pondering else {
            return;
        };
        let game = &self.play.game;
        let useful = self.settings.computer.ponder && !game.is_over() && ponder.follows(game);
        if !useful {
            // Dropping it stops its search and waits for its threads.
            self.play.pondering = None;
        }
    }

    pub(super) fn ask_hint(&mut self) {
        if self.play.game.is_over() {
            return;
        }
        if !self.humans_turn() || self.play.pending.is_some() {
            self.refuse_computers_turn();
        } else {
            let purpose = self
                .opening_stage()
                .map_or(Purpose::Hint, Purpose::OpeningHint);
            self.ask(Level::Master, purpose);
        }
    }

    /// Says that it is the computer's turn, unless the spinner already says so.
    pub(super) fn refuse_computers_turn(&mut self) {
        let thinking = self
            .play
            .pending
            .as_ref()
            .is_some_and(|p| !p.purpose.is_hint());
        if !thinking {
            self.message = Some(tr!("msg-computers-turn"));
        }
    }

    /// The computer's reply; one to a request that was dropped meanwhile is ignored.
    pub(super) fn receive(&mut self, reply: ComputerReply) {
        if self.play.pending.as_ref().map(|p| p.id) != Some(reply.id) {
            return;
        }
        self.play.pending = None;
        let game = &self.play.game;
        let rows = game.rules().rows();
        let guess = reply.answer.expected_reply();
        match (reply.purpose, reply.answer) {
            (Purpose::Move, Answer::Move { analysis, .. }) => {
                let stone = game.to_move();
                let level = self.seat_level(self.acting_seat());
                match self.play_point(analysis.best) {
                    Ok(()) => {
                        self.play.analysis = Some((stone, analysis));
                        self.ring_bell();
                        self.after_change();
                        self.start_pondering(level, guess);
                    }
                    Err(_) => self.message = Some(tr!("msg-no-legal-move")),
                }
            }
            (Purpose::Move, Answer::Nothing) => self.message = Some(tr!("msg-no-legal-move")),
            (Purpose::Hint, Answer::Move { analysis, .. }) => {
                let p = analysis.best;
                self.play.hint = Some(p);
                self.play.cursor = p;
                self.message = Some(tr!("msg-hint", point = p.notation(rows)));
            }
            (Purpose::Opening(_), Answer::Opening(decision)) => self.decided(decision),
            (Purpose::OpeningHint(_), Answer::Opening(decision)) => self.opening_hint(decision),
            _ => {}
        }
    }
}
