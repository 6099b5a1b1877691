//! Thinking on the opponent's time. After the computer moves, `Ponder::start` guesses the
//! opponent's reply and searches the position it would leave on a background thread. When the
//! opponent has moved, `Ponder::finish` either finds the guess right (a ponder hit: the search
//! goes on for the move's own time and its answer comes back, having had the opponent's whole
//! thinking time on top) or wrong (it is stopped and the caller searches as usual).
//!
//! A `Ponder` never outlives its use: `finish`, `stop` and dropping it all cancel the search and
//! wait for its threads, so no core stays busy once pondering is off or the game is over.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, OnceLock};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use super::{Analysis, Level, Limits, analyse};
use crate::model::{Game, Point};

/// How many of the computer's move times the long ponder search may take: its clock, which
/// gives its threat searches their usual share, and its table are those of a search that long.
/// An opponent who thinks longer finds the answer ready.
const PONDER_MOVES: u32 = 8;
/// The quick search that guesses the opponent's reply when the caller has no guess.
const GUESS_NODES: u64 = 20_000;

pub struct Ponder {
    /// The position pondering started from, the opponent to move.
    base: Game,
    /// The position being searched, the game after the guessed reply, once it is guessed.
    expected: Arc<OnceLock<Game>>,
    cancel: Arc<AtomicBool>,
    /// The deepest answer found so far.
    found: Arc<Mutex<Option<Analysis>>>,
    search: Option<JoinHandle<()>>,
}

impl Ponder {
    /// Starts pondering `game`, in which the opponent is to move. `guess` is the reply
    /// expected (the second move of the computer's principal variation, say); without one, a
    /// quick search on the pondering thread guesses it, so the caller never waits. `limits` are
    /// those of the computer's own moves (threads, memory, time per move): pondering lasts until
    /// `finish` or `stop`, at most `PONDER_MOVES` + 1 move times. `None` when there is nothing
    /// to ponder (the game is over, or the guess is not a legal move).
    pub fn start(
        game: &Game,
        guess: Option<Point>,
        level: Level,
        limits: &Limits,
    ) -> Option<Ponder> {
        if game.is_over() || game.board().is_full() {
            return None;
        }
        if guess.is_some_and(|p| game.check(p).is_err()) {
            return None;
        }
        let cancel = Arc::new(AtomicBool::new(false));
        let found: Arc<Mutex<Option<Analysis>>> = Arc::new(Mutex::new(None));
        let expected: Arc<OnceLock<Game>> = Arc::default();
        let (base, stop, keep, pondered) = (
            game.clone(),
            cancel.clone(),
            found.clone(),
            expected.clone(),
        );
        let limits = limits.clone();
        // First a search of one move's time, which a quick reply finds finished; then one of
        // `PONDER_MOVES` move times. Each answers with its deepest finished iteration when
        // stopped, and the deeper answer is kept: a long search stopped early, still in its
        // threat searches, cannot replace a finished short one.
        let search = std::thread::spawn(move || {
            let Some(guess) = guess.or_else(|| Ponder::guess(&base, limits.seed)) else {
                return;
            };
            let mut position = base;
            if position.play(guess).is_err() || position.is_over() {
                return;
            }
            let _ = pondered.set(position.clone());
            for moves in [1, PONDER_MOVES] {
                if stop.load(Ordering::Relaxed) {
                    break;
                }
                let run = Limits {
                    time: limits.time * moves,
                    cancel: stop.clone(),
                    nodes: None,
                    ..limits.clone()
                };
                let Some(a) = analyse(&position, level, &run) else {
                    break;
                };
                if let Ok(mut best) = keep.lock()
                    && best.as_ref().is_none_or(|b| a.depth >= b.depth)
                {
                    *best = Some(a);
                }
            }
        });
        Some(Ponder {
            base: game.clone(),
            expected,
            cancel,
            found,
            search: Some(search),
        })
    }

    /// The opponent's reply being pondered, once it is known (at once when it was given).
    pub fn guessed(&self) -> Option<Point> {
        self.expected.get().and_then(Game::last_move)
    }

    /// Whether `game` is where pondering started or one move after it: the position it can
    /// still help with, once the opponent has moved.
    pub fn follows(&self, game: &Game) -> bool {
        let (now, base) = (game.history(), self.base.history());
        game.rules() == self.base.rules() && now.len() <= base.len() + 1 && now.starts_with(base)
    }

    /// The reply a quick search expects in `game`, where the opponent is to move: what `start`
    /// ponders when given no guess (about 0.1 s, on the pondering thread).
    fn guess(game: &Game, seed: Option<u64>) -> Option<Point> {
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
        // The guess is known once the pondering thread has made it (at once when it was given).
        let deadline = Instant::now() + time;
        while self.expected.get().is_none()
            && Instant::now() < deadline
            && self.search.as_ref().is_some_and(|s| !s.is_finished())
        {
            std::thread::sleep(Duration::from_millis(2).min(time));
        }
        let hit = self.expected.get().is_some_and(|expected| {
            game.history() == expected.history() && game.rules() == expected.rules()
        });
        if hit {
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

impl std::fmt::Debug for Ponder {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Ponder after {} moves", self.base.history().len())
    }
}

impl Drop for Ponder {
    fn drop(&mut self) {
        self.halt();
    }
}
