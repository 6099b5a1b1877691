//! Thinking on the opponent's time. After the computer moves, `Ponder::start` guesses the
//! opponent's reply and searches the position it would leave on a background thread. When the
//! opponent has moved, `Ponder::finish` either finds the guess right (a ponder hit: the search
//! goes on for the move's own time and its answer comes back, having had the opponent's whole
//! thinking time on top) or wrong (it is stopped and the caller searches as usual).
//!
//! A `Ponder` never outlives its use: `finish`, `stop` and dropping it all cancel the search and
//! wait for its threads, so no core stays busy once pondering is off or the game is over.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use super::think::{nodes_in, table_bytes};
use super::{Analysis, Level, Limits, analyse};
use crate::model::{Game, Point};

/// The longest a ponder search runs without being told the opponent's move: a safety net for a
/// caller that forgets to stop it.
const LONGEST: Duration = Duration::from_secs(600);
/// The moves' worth of time a ponder's table is sized for: the opponent's move and its own.
const PONDER_MOVES: u32 = 4;
/// The quick search that guesses the opponent's reply when the caller has no guess.
const GUESS_NODES: u64 = 20_000;

pub struct Ponder {
    /// The position being searched: the game after the guessed reply.
    expected: Game,
    cancel: Arc<AtomicBool>,
    /// The search's answer, once it has stopped.
    found: Arc<Mutex<Option<Analysis>>>,
    search: Option<JoinHandle<()>>,
}

impl Ponder {
    /// Starts pondering `game`, in which the opponent is to move. `guess` is the reply
    /// expected (the second move of the computer's principal variation, say); without one, a
    /// quick search guesses it. `limits` are those of the computer's own moves (threads,
    /// memory, and the time per move, which sizes the search's table: pondering itself lasts
    /// until `finish` or `stop`, at most ten minutes). `None` when there is nothing to ponder (the game is over, or the guess is not
    /// a legal move).
    pub fn start(
        game: &Game,
        guess: Option<Point>,
        level: Level,
        limits: &Limits,
    ) -> Option<Ponder> {
        if game.is_over() || game.board().is_full() {
            return None;
        }
        let guess = match guess {
            Some(p) => p,
            None => Ponder::guess(game, limits.seed)?,
        };
        let mut expected = game.clone();
        expected.play(guess).ok()?;
        if expected.is_over() {
            return None;
        }
        let cancel = Arc::new(AtomicBool::new(false));
        let found: Arc<Mutex<Option<Analysis>>> = Arc::new(Mutex::new(None));
        let (position, keep) = (expected.clone(), found.clone());
        // One search, deepening until it is stopped: when it is, it answers with its deepest
        // finished iteration, so a hit gets everything searched on the opponent's time.
        let run = Limits {
            time: LONGEST,
            cancel: cancel.clone(),
            nodes: None,
            // A table sized for ten minutes would take longer to clear than the opponent
            // thinks: it is sized for a few of the computer's own moves instead.
            memory: limits
                .memory
                .min(table_bytes(nodes_in(limits.time * PONDER_MOVES))),
            ..limits.clone()
        };
        let search = std::thread::spawn(move || {
            let a = analyse(&position, level, &run);
            if let Ok(mut best) = keep.lock() {
                *best = a;
            }
        });
        Some(Ponder {
            expected,
            cancel,
            found,
            search: Some(search),
        })
    }

    /// The reply a quick search expects in `game`, where the opponent is to move: what `start`
    /// ponders when given no guess. It searches (about 0.1 s): a caller that must not wait
    /// runs it on a thread of its own.
    pub fn guess(game: &Game, seed: Option<u64>) -> Option<Point> {
        if game.is_over() {
            return None;
        }
        let quick = Limits::with_time(Duration::from_secs(10))
            .seeded(seed.unwrap_or(0))
            .with_nodes(GUESS_NODES);
        analyse(game, Level::Hard, &quick).map(|a| a.best)
    }

    /// The opponent has moved and `game` is the position now. On a hit (it is the position
    /// pondered) the search goes on for `time` more and its result is returned; on a miss it
    /// is stopped and `None` returned at once.
    pub fn finish(mut self, game: &Game, time: Duration) -> Option<Analysis> {
        let hit =
            game.history() == self.expected.history() && game.rules() == self.expected.rules();
        if hit {
            let deadline = Instant::now() + time;
            while Instant::now() < deadline
                && self.search.as_ref().is_some_and(|s| !s.is_finished())
            {
                std::thread::sleep(Duration::from_millis(2).min(time));
            }
        }
        let result = self.halt();
        if hit { result } else { None }
    }

    /// Stops pondering and waits for the search threads to end.
    pub fn stop(mut self) {
        self.halt();
    }

    fn halt(&mut self) -> Option<Analysis> {
        self.cancel.store(true, Ordering::Relaxed);
        if let Some(search) = self.search.take() {
            let _ = search.join();
        }
        self.found.lock().ok().and_then(|mut f| f.take())
    }
}

impl Drop for Ponder {
    fn drop(&mut self) {
        self.halt();
    }
}
