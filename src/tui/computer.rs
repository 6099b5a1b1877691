//! The computer thinks on its own thread and answers over a channel, so the screen keeps
//! drawing and the player can undo, start over or quit meanwhile. Every request carries a
//! generation number; an answer for an older generation is stale and dropped.

use std::sync::atomic::Ordering;
use std::sync::mpsc::{Receiver, RecvTimeoutError, Sender, channel};
use std::thread;
use std::time::{Duration, Instant};

use crate::ai::{self, Analysis, Level, Limits};
use crate::model::Game;

/// Why the computer was asked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Purpose {
    /// Its own move.
    Move,
    /// A suggestion for the human.
    Hint,
}

pub struct Answer {
    pub generation: u64,
    pub purpose: Purpose,
    pub analysis: Option<Analysis>,
}

/// What `Computer::wait` saw.
pub enum Waited {
    Current(Answer),
    /// An answer to a cancelled request came and was dropped.
    Stale,
    Nothing,
}

/// The request being worked on.
pub struct Pending {
    pub purpose: Purpose,
    pub started: Instant,
    limits: Limits,
}

pub struct Computer {
    generation: u64,
    pending: Option<Pending>,
    sender: Sender<Answer>,
    receiver: Receiver<Answer>,
}

impl Default for Computer {
    fn default() -> Computer {
        let (sender, receiver) = channel();
        Computer {
            generation: 0,
            pending: None,
            sender,
            receiver,
        }
    }
}

impl Computer {
    pub fn pending(&self) -> Option<&Pending> {
        self.pending.as_ref()
    }

    /// Starts thinking about `game`; any earlier request is cancelled first.
    pub fn ask(
        &mut self,
        game: &Game,
        level: Level,
        limits: Limits,
        purpose: Purpose,
        now: Instant,
    ) {
        self.cancel();
        let generation = self.generation;
        let sender = self.sender.clone();
        let game = game.clone();
        let worker_limits = limits.clone();
        thread::spawn(move || {
            let analysis = ai::analyse(&game, level, &worker_limits);
            // The app may be gone already; then nobody needs the answer.
            let _ = sender.send(Answer {
                generation,
                purpose,
                analysis,
            });
        });
        self.pending = Some(Pending {
            purpose,
            started: now,
            limits,
        });
    }

    /// Stops the current request and makes its answer stale.
    pub fn cancel(&mut self) {
        if let Some(pending) = self.pending.take() {
            pending.limits.cancel.store(true, Ordering::Relaxed);
        }
        self.generation += 1;
    }

    /// The answer to the current request if it has arrived. Stale answers are dropped here.
    pub fn try_answer(&mut self) -> Option<Answer> {
        while let Ok(answer) = self.receiver.try_recv() {
            if let Some(answer) = self.accept(answer) {
                return Some(answer);
            }
        }
        None
    }

    /// Waits up to `timeout` for any answer, current or stale.
    pub fn wait(&mut self, timeout: Duration) -> Waited {
        match self.receiver.recv_timeout(timeout) {
            Ok(answer) => self.accept(answer).map_or(Waited::Stale, Waited::Current),
            Err(RecvTimeoutError::Timeout | RecvTimeoutError::Disconnected) => Waited::Nothing,
        }
    }

    fn accept(&mut self, answer: Answer) -> Option<Answer> {
        if answer.generation != self.generation || self.pending.is_none() {
            return None;
        }
        self.pending = None;
        self.generation += 1;
        Some(answer)
    }
}

impl Drop for Computer {
    fn drop(&mut self) {
        self.cancel();
    }
}
