//! The app with its effects carried out at once, for tests and scripted play: file work runs on
//! the calling thread and its result is handed back before `update` returns; the computer
//! thinks on its own thread, as in the game, and `wait_for_computer` waits for it.

use std::ops::{Deref, DerefMut};
use std::time::{Duration, Instant};

use super::action::Action;
use super::app::App;
use super::effects::{Effect, Runner, perform};
use crate::model::Point;

pub struct Driver {
    pub app: App,
    runner: Runner,
}

impl Driver {
    pub fn new(app: App) -> Driver {
        Driver {
            app,
            runner: Runner::default(),
        }
    }

    /// The point named `name` ("H8") on the board of the game in play.
    ///
    /// # Panics
    /// When the name is no point of this board: a mistake in the script, not in the app.
    pub fn point(&self, name: &str) -> Point {
        let rules = self.app.play.game.rules();
        Point::parse_notation(name, rules.rows(), rules.cols())
            .unwrap_or_else(|e| panic!("{name} is not on the board: {e}"))
    }

    /// Plays `moves` ("H8", "I9", ...) as a player does: the cursor onto each, then Select.
    pub fn play(&mut self, moves: &[&str]) {
        for name in moves {
            self.app.play.cursor = self.point(name);
            self.update(Action::Select);
        }
    }

    /// Types `text` into the field that has the keyboard.
    pub fn type_text(&mut self, text: &str) {
        for c in text.chars() {
            self.update(Action::Type(c));
        }
    }

    /// Hosts on `port` from the Network box, typed as a player types it.
    pub fn host_from_box(&mut self, port: u16) {
        self.update(Action::Network);
        for _ in 0..crate::net::DEFAULT_PORT.to_string().len() {
            self.update(Action::Backspace);
        }
        self.type_text(&port.to_string());
        self.update(Action::Select);
    }

    /// Joins `address` with `code` from the Network box, typed as a player types them.
    pub fn join_from_box(&mut self, address: &str, code: &str) {
        self.update(Action::Network);
        self.update(Action::Down);
        self.type_text(address);
        self.update(Action::Select);
        self.type_text(code);
        self.update(Action::Select);
    }

    /// `App::update`, its effects carried out.
    pub fn update(&mut self, action: Action) {
        let effects = self.app.update(action);
        self.run(effects);
    }

    /// `App::tick`, its effects carried out.
    pub fn tick(&mut self, now: Instant) {
        let effects = self.app.tick(now);
        self.run(effects);
    }

    fn run(&mut self, effects: Vec<Effect>) {
        for effect in effects {
            match effect {
                Effect::Think(_) | Effect::Judge(_) | Effect::Net(_) => {
                    self.runner.run(vec![effect])
                }
                _ => {
                    let more = self.app.complete(perform(effect));
                    self.run(more);
                }
            }
        }
    }

    /// Starts the computer at once if it is due and waits up to `timeout` for its answer.
    /// False when it did not answer in time.
    pub fn wait_for_computer(&mut self, timeout: Duration) -> bool {
        let deadline = Instant::now() + timeout;
        let effects = self.app.start_now();
        self.run(effects);
        while self.app.thinking().is_some() {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.runner.next_within(left) {
                Some(done) => {
                    let more = self.app.complete(done);
                    self.run(more);
                }
                None => return false,
            }
        }
        true
    }

    /// Takes the answers that come in until `done` holds of the app, for up to `timeout`: for a
    /// search that streams its progress (analysis, the engine's review, a move's best so far).
    /// False when it did not come to hold in time.
    pub fn wait_until(&mut self, timeout: Duration, done: impl Fn(&App) -> bool) -> bool {
        let deadline = Instant::now() + timeout;
        while !done(&self.app) {
            let left = deadline.saturating_duration_since(Instant::now());
            if left.is_zero() {
                return false;
            }
            self.wait_for_any_answer(left.min(Duration::from_millis(200)));
        }
        true
    }

    /// Waits up to `timeout` for any answer, even a stale one (which the app drops). False when
    /// none came.
    pub fn wait_for_any_answer(&mut self, timeout: Duration) -> bool {
        match self.runner.next_within(timeout) {
            Some(done) => {
                let more = self.app.complete(done);
                self.run(more);
                true
            }
            None => false,
        }
    }
}

impl Deref for Driver {
    type Target = App;

    fn deref(&self) -> &App {
        &self.app
    }
}

impl DerefMut for Driver {
    fn deref_mut(&mut self) -> &mut App {
        &mut self.app
    }
}
