//! Analysis mode: the engine thinks on the position shown, without a time limit, until the
//! player leaves it; the screen follows its best few lines as they improve. It owns its search
//! (an effect the loop runs on another thread) and nothing else: the app tells it the position
//! shown after each change, and a new position stops the old search and starts one on it.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use crate::ai::{Analysis, Answer, Level, Limits};
use crate::model::{Game, Point, Stone};
use crate::tui::computer::{ComputerReply, ComputerRequest, Purpose};
use crate::tui::effects::Effect;

/// No time limit in practice: the analysis runs until the player leaves it (a day is far
/// beyond a session, and keeps the deadline arithmetic finite).
const UNTIMED: Duration = Duration::from_secs(24 * 3600);

/// An analysis of one position, running or finished.
#[derive(Debug)]
pub struct Study {
    id: u64,
    /// Stops the search; set when the study is dropped, so leaving stops it at once.
    cancel: Arc<AtomicBool>,
    /// The moves of the position studied, to know when the position shown is another.
    position: Vec<Point>,
    /// The side to move there: the lines' scores are for it.
    pub side: Stone,
    /// The best moves so far, best first, each with its line.
    pub lines: Vec<Analysis>,
    pub started: Instant,
    /// When the lines last changed: the speed is counted up to then.
    pub updated: Instant,
    /// The search has ended by itself: a forced result, or the board is solved.
    pub finished: bool,
}

impl Drop for Study {
    fn drop(&mut self) {
        self.cancel.store(true, Ordering::Relaxed);
    }
}

impl Study {
    /// A study of `game`, numbered `id`, and the request that starts its search (none when the
    /// game is over there: nothing is left to find).
    pub fn start(id: u64, game: &Game, now: Instant) -> (Study, Option<Effect>) {
        let limits = Limits {
            // One thread: the screen and the player keep the other core.
            threads: 1,
            ..Limits::with_time(UNTIMED)
        };
        let study = Study {
            id,
            cancel: limits.cancel.clone(),
            position: game.history().to_vec(),
            side: game.to_move(),
            lines: Vec::new(),
            started: now,
            updated: now,
            finished: game.is_over(),
        };
        if study.finished {
            return (study, None);
        }
        let request = ComputerRequest {
            id,
            game: game.clone(),
            level: Level::Master,
            limits,
            purpose: Purpose::Analysis,
            ponder: None,
        };
        (study, Some(Effect::Think(Box::new(request))))
    }

    /// Whether this is a study of `game`'s position.
    pub fn studies(&self, game: &Game) -> bool {
        self.position == game.history()
    }

    /// Better lines from the search under way; `false` when they are for an older study.
    pub fn improved(&mut self, id: u64, lines: Vec<Analysis>, now: Instant) -> bool {
        if id != self.id || self.finished {
            return false;
        }
        self.lines = lines;
        self.updated = now;
        true
    }

    /// The search's last word: it stopped by itself (a proof or a forced line).
    pub fn ended(&mut self, reply: ComputerReply, now: Instant) {
        if reply.id != self.id {
            return;
        }
        if let Answer::Lines(lines) = reply.answer {
            self.lines = lines;
        }
        self.updated = now;
        self.finished = true;
    }

    /// How deep the best line reaches.
    pub fn depth(&self) -> u32 {
        self.lines.first().map_or(0, |a| a.depth)
    }

    /// Positions searched per second up to the last improvement.
    pub fn speed(&self) -> u64 {
        let nodes = self.lines.first().map_or(0, |a| a.nodes);
        let secs = self.updated.duration_since(self.started).as_secs_f64();
        if secs > 0.0 {
            (nodes as f64 / secs) as u64
        } else {
            0
        }
    }

    /// The candidates on the board, best first.
    pub fn candidates(&self) -> Vec<Point> {
        self.lines.iter().map(|a| a.best).collect()
    }

    /// Whether its search still uses the processor.
    pub fn running(&self) -> bool {
        !self.finished && !self.cancel.load(Ordering::Relaxed)
    }

    /// The flag that stops its search, for tests that check it stops.
    pub fn stop_flag(&self) -> Arc<AtomicBool> {
        Arc::clone(&self.cancel)
    }
}
