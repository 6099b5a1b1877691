//! The computer's side of the app: when its move is due, the request being worked on (an
//! effect the loop runs on another thread), the search on the player's time, and, between two
//! computers, the pause and the wait between moves. It owns no game: it is told the game when
//! it is asked, and its reply is checked against the game by the app.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use crate::ai::{Analysis, GameTable, Level, Limits, Ponder};
use crate::model::{Game, Point, Stone};
use crate::settings::Settings;
use crate::tui::computer::{ComputerReply, ComputerRequest, Purpose};
use crate::tui::effects::Effect;

/// The waits offered between two moves of computer against computer, in milliseconds.
pub const WAITS_MS: [u64; 8] = [0, 200, 400, 700, 1000, 1500, 2000, 3000];

/// The wait a run starts with.
pub const DEFAULT_WAIT: Duration = Duration::from_millis(400);

/// The request the app waits for. Dropping it (a new game, an undo, a move) stops the search.
#[derive(Debug)]
struct Pending {
    id: u64,
    purpose: Purpose,
    started: Instant,
    cancel: Arc<AtomicBool>,
}

impl Drop for Pending {
    fn drop(&mut self) {
        self.cancel.store(true, Ordering::Relaxed);
    }
}

pub struct Computer {
    /// When the computer is due to start its move.
    pub due: Option<Instant>,
    pending: Option<Pending>,
    /// The computer thinking on the player's time (the setting is on); dropped, it stops.
    pub pondering: Option<Ponder>,
    /// Computer against computer waits for the player.
    pub paused: bool,
    /// The wait between two moves of computer against computer.
    pub wait: Duration,
    /// Fixed seed for repeatable choices.
    seed: Option<u64>,
    /// Master's table, kept across the game's moves and shared with its pondering.
    table: Option<GameTable>,
    /// The best move so far of the search under way, and how deep it has looked.
    pub best_so_far: Option<Analysis>,
}

impl Default for Computer {
    fn default() -> Computer {
        Computer {
            due: None,
            pending: None,
            pondering: None,
            paused: false,
            wait: DEFAULT_WAIT,
            seed: None,
            table: None,
            best_so_far: None,
        }
    }
}

impl Computer {
    /// Makes the computer's choices repeatable.
    pub fn set_seed(&mut self, seed: Option<u64>) {
        self.seed = seed;
    }

    /// A new game: whatever was asked about the old one is dropped (its search stops), and
    /// nothing is due or paused. The wait and the seed stay.
    pub fn forget(&mut self) {
        self.due = None;
        self.pending = None;
        self.pondering = None;
        self.paused = false;
        self.table = None;
    }

    /// A new `game` under `seated`: where Master plays it, its table is made now and takes
    /// its memory on a thread of its own (`GameTable::warm`) while the game starts (the
    /// player's move, or the wait before the computer's first), instead of in Master's first
    /// search.
    pub fn prepare(&mut self, seated: &Settings, game: &Game) {
        let master = [Stone::Black, Stone::White]
            .into_iter()
            .any(|s| seated.is_computer(s) && seated.level(s) == Level::Master);
        if master && self.table.is_none() {
            let cells = game.rules().rows() * game.rules().cols();
            let bytes = GameTable::bytes_for_board(Limits::default().memory, cells);
            let table = GameTable::new(bytes);
            let warming = table.clone();
            // Without the thread the search takes the pages as it goes, as it always did.
            let _ = std::thread::Builder::new()
                .name("table".into())
                .spawn(move || warming.warm());
            self.table = Some(table);
        }
    }

    /// Drops the request being worked on, which stops its search.
    pub fn cancel(&mut self) {
        self.pending = None;
    }

    /// Since when the computer has been thinking, and about what.
    pub fn thinking(&self) -> Option<(Purpose, Instant)> {
        self.pending.as_ref().map(|p| (p.purpose, p.started))
    }

    /// Whether the computer is working on its own turn (not on a hint).
    pub fn on_its_turn(&self) -> bool {
        self.pending.as_ref().is_some_and(|p| !p.purpose.is_hint())
    }

    /// The limits of a search by `level` under the player's time per move: Master's keep
    /// their table across the game's moves.
    pub fn limits(&mut self, level: Level, time_ms: u64) -> Limits {
        let mut limits = Limits {
            seed: self.seed,
            ..Limits::with_time(Duration::from_millis(time_ms))
        };
        if level == Level::Master {
            let memory = limits.memory;
            let table = self.table.get_or_insert_with(|| GameTable::new(memory));
            limits.table = Some(table.clone());
        }
        limits
    }

    /// Whether a table is kept for the game (Master has searched it).
    pub fn keeps_a_table(&self) -> bool {
        self.table.is_some()
    }

    /// Plans the computer's move `wait` after `now` when `acts` (it is its turn) and it is not
    /// paused; else nothing is due.
    pub fn plan(&mut self, acts: bool, now: Instant, wait: Duration) {
        self.due = (acts && !self.paused).then_some(now + wait);
    }

    /// Takes the due move when its time has come (`at_once`: whatever the time).
    pub fn take_due(&mut self, now: Instant, at_once: bool) -> bool {
        match self.due {
            Some(due) if at_once || now >= due => {
                self.due = None;
                true
            }
            _ => false,
        }
    }

    /// Asks for `purpose` in `game`: the request for the loop, numbered `id`. A move's request
    /// takes the search made on the player's time along.
    pub fn ask(
        &mut self,
        id: u64,
        game: &Game,
        level: Level,
        purpose: Purpose,
        limits: Limits,
        now: Instant,
    ) -> Effect {
        self.pending = Some(Pending {
            id,
            purpose,
            started: now,
            cancel: Arc::clone(&limits.cancel),
        });
        self.best_so_far = None;
        let ponder = match purpose {
            Purpose::Move => self.pondering.take(),
            _ => None,
        };
        Effect::Think(Box::new(ComputerRequest {
            id,
            game: game.clone(),
            level,
            limits,
            purpose,
            ponder,
        }))
    }

    /// The reply to the request being worked on; a reply to one dropped meanwhile is `None`.
    pub fn accept(&mut self, reply: ComputerReply) -> Option<ComputerReply> {
        if self.pending.as_ref().map(|p| p.id) != Some(reply.id) {
            return None;
        }
        self.pending = None;
        self.best_so_far = None;
        Some(reply)
    }

    /// The search under way has finished an iteration: its best move so far.
    pub fn progress(&mut self, id: u64, lines: Vec<Analysis>) {
        if self.pending.as_ref().map(|p| p.id) == Some(id) {
            self.best_so_far = lines.into_iter().next();
        }
    }

    /// Thinks on the player's time about the reply `guess` to the computer's move in `game`
    /// (without one, the pondering thread guesses).
    pub fn ponder(&mut self, game: &Game, guess: Option<Point>, level: Level, limits: &Limits) {
        self.pondering = Ponder::start(game, guess, level, limits);
    }

    /// Stops thinking on the player's time unless `useful` says it can still help.
    pub fn keep_pondering_if(&mut self, useful: impl FnOnce(&Ponder) -> bool) {
        if self.pondering.as_ref().is_some_and(|p| !useful(p)) {
            // Dropping it stops its search and waits for its threads.
            self.pondering = None;
        }
    }

    /// A longer (`delta` > 0) or shorter wait between the computers' moves.
    pub fn change_wait(&mut self, delta: isize) {
        let now = self.wait.as_millis() as u64;
        let i = WAITS_MS.iter().position(|&w| w >= now).unwrap_or(0);
        let i = i.saturating_add_signed(delta).min(WAITS_MS.len() - 1);
        self.wait = Duration::from_millis(WAITS_MS[i]);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Answer;

    fn asked(computer: &mut Computer, id: u64) -> Arc<AtomicBool> {
        let limits = computer.limits(Level::Easy, 100);
        let cancel = Arc::clone(&limits.cancel);
        let game = Game::default();
        let _ = computer.ask(
            id,
            &game,
            Level::Easy,
            Purpose::Move,
            limits,
            Instant::now(),
        );
        cancel
    }

    fn reply(id: u64) -> ComputerReply {
        ComputerReply {
            id,
            purpose: Purpose::Move,
            answer: Answer::Nothing,
        }
    }

    #[test]
    fn a_reply_to_a_dropped_request_is_not_taken() {
        let mut computer = Computer::default();
        let first = asked(&mut computer, 1);
        let _second = asked(&mut computer, 2);
        assert!(
            first.load(Ordering::Relaxed),
            "asking again stops the first search"
        );
        assert!(computer.accept(reply(1)).is_none());
        assert!(computer.accept(reply(2)).is_some());
        assert!(computer.thinking().is_none(), "answered");
    }

    #[test]
    fn a_new_game_stops_the_search_and_nothing_is_due() {
        let mut computer = Computer::default();
        let cancel = asked(&mut computer, 1);
        computer.plan(true, Instant::now(), Duration::ZERO);
        computer.forget();
        assert!(cancel.load(Ordering::Relaxed));
        assert!(!computer.take_due(Instant::now(), true));
    }

    #[test]
    fn masters_table_is_kept_for_the_game_and_shared_with_its_pondering() {
        let mut computer = Computer::default();
        assert!(computer.limits(Level::Hard, 100).table.is_none());
        assert!(!computer.keeps_a_table());
        assert!(computer.limits(Level::Master, 100).table.is_some());
        assert!(computer.keeps_a_table());
        computer.forget();
        assert!(!computer.keeps_a_table(), "a new game, a new table");
    }

    #[test]
    fn a_game_master_plays_has_its_table_before_its_first_move() {
        let mut seated = Settings::default();
        seated.computer.level_white = Level::Master;
        seated.computer.level_black = Level::Hard;
        let game = Game::new(seated.rules().expect("the default rules"));
        let mut computer = Computer::default();
        seated.players.human = Stone::White;
        computer.prepare(&seated, &game);
        assert!(!computer.keeps_a_table(), "hard plays: no table");
        seated.players.human = Stone::Black;
        computer.prepare(&seated, &game);
        assert!(computer.keeps_a_table(), "master plays white");
        computer.forget();
        seated.players.mode = crate::settings::Mode::Pvp;
        computer.prepare(&seated, &game);
        assert!(!computer.keeps_a_table(), "two humans: no table");
    }

    #[test]
    fn a_paused_computer_is_never_due_and_a_wait_is_kept() {
        let mut computer = Computer::default();
        let now = Instant::now();
        computer.paused = true;
        computer.plan(true, now, Duration::ZERO);
        assert!(!computer.take_due(now, true));
        computer.paused = false;
        computer.plan(true, now, Duration::from_secs(1));
        assert!(!computer.take_due(now, false), "not before the wait");
        assert!(computer.take_due(now + Duration::from_secs(1), false));
    }

    #[test]
    fn the_wait_steps_through_the_offered_waits_and_stops_at_either_end() {
        let mut computer = Computer::default();
        for _ in 0..20 {
            computer.change_wait(1);
        }
        assert_eq!(
            computer.wait.as_millis() as u64,
            WAITS_MS[WAITS_MS.len() - 1]
        );
        for _ in 0..20 {
            computer.change_wait(-1);
        }
        assert_eq!(computer.wait, Duration::ZERO);
    }
}
