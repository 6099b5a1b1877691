//! The clocks of the game in play: which one runs follows the game (the side to act), a move
//! presses it (with the increment or a fresh period), the end of the game stops both, and two
//! players at one keyboard may pause them. The time comes in as instants; over the network the
//! joiner shows the host's times instead of keeping its own.

use std::collections::BTreeMap;
use std::time::Instant;

use crate::model::clock::SideTime;
use crate::model::{Clocks, Game, Stone, TimeControl};
use crate::net::Times;
use crate::net::session::acts;
use crate::tr;

pub struct Timing {
    pub clocks: Clocks,
    /// The acts of the game when the clock last followed it: more means a move was made.
    acts: usize,
    pub paused: bool,
    /// The time the mover had left after each move, by the number of moves played, for the
    /// record.
    left: BTreeMap<usize, SideTime>,
}

impl Timing {
    pub fn new(control: TimeControl) -> Timing {
        Timing {
            clocks: Clocks::new(control),
            acts: 0,
            paused: false,
            left: BTreeMap::new(),
        }
    }

    pub fn is_timed(&self) -> bool {
        self.clocks.control().is_timed()
    }

    /// After a change to `game` at `now`: a move presses the clock, the side to act's clock
    /// runs, a finished game stops both. Returns the side whose time ran out before it moved.
    pub fn follow(&mut self, game: &Game, now: Instant) -> Option<Stone> {
        if !self.is_timed() {
            return None;
        }
        let n = acts(game);
        let moved = n > self.acts;
        self.acts = n;
        if game.is_over() {
            self.clocks.halt(now);
            if moved {
                self.note(game);
            }
            return None;
        }
        let late = match moved && self.clocks.running().is_some() {
            true => self.clocks.press(now),
            false => None,
        };
        if moved {
            self.note(game);
        }
        if late.is_none() && !self.paused && self.clocks.running() != Some(game.to_move()) {
            self.clocks.start(game.to_move(), now);
        }
        late
    }

    /// The side whose flag has fallen by `now`, while `game` goes on.
    pub fn flag(&self, game: &Game, now: Instant) -> Option<Stone> {
        match game.is_over() || !self.is_timed() {
            true => None,
            false => self.clocks.out_of_time(now),
        }
    }

    /// After a change or a tick: the side whose time ran out, as `follow` and (when this side
    /// `decides`, not a joiner showing the host's clocks) `flag` find it.
    pub fn fallen(&mut self, game: &Game, now: Instant, decides: bool) -> Option<Stone> {
        let late = self.follow(game, now);
        late.or_else(|| self.flag(game, now).filter(|_| decides))
    }

    /// The time the side to move may spend on this move, in milliseconds.
    pub fn budget_ms(&self, game: &Game, now: Instant) -> u64 {
        let empty = game.board().empty_points().count();
        let budget = self.clocks.budget(game.to_move(), now, empty);
        budget.as_millis() as u64
    }

    /// Stops or restarts the clocks (two players at one keyboard only); says which.
    pub fn toggle_pause(&mut self, game: &Game, now: Instant) -> String {
        self.paused = !self.paused;
        match self.paused {
            true => self.clocks.halt(now),
            false => self.clocks.start(game.to_move(), now),
        }
        tr!(match self.paused {
            true => "pause-clocks",
            false => "resume-clocks",
        })
    }

    /// Both clocks as the host sends them.
    pub fn times(&self, now: Instant) -> Times {
        let mut clocks = self.clocks.clone();
        let running = clocks.running();
        clocks.halt(now);
        Times {
            black: clocks.stored(Stone::Black),
            white: clocks.stored(Stone::White),
            running,
        }
    }

    /// Shows the host's `times`, the running one counting down from `now`.
    pub fn show(&mut self, times: Times, game: &Game, now: Instant) {
        self.clocks.set(times.black, times.white);
        self.acts = acts(game);
        self.note(game);
        if let Some(side) = times.running {
            self.clocks.start(side, now);
        }
    }

    /// Keeps the time the last move's player has left after it; times of moves taken back go.
    fn note(&mut self, game: &Game) {
        let n = game.history().len();
        self.left.retain(|&at, _| at <= n);
        let mover = game.history().last().and_then(|&p| game.board().get(p));
        if let Some(mover) = mover {
            self.left.insert(n, self.clocks.stored(mover));
        }
    }

    /// The time control and the times after each move, for the record of `game`.
    pub fn stamp(&self, game: &Game, meta: &mut crate::record::Meta) {
        if self.is_timed() {
            meta.clock = Some(self.clocks.control());
            let n = game.history().len();
            meta.times = self.left.range(..=n).map(|(&at, &t)| (at, t)).collect();
        }
    }
}
