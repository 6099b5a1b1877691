//! The app with its effects carried out at once, for tests and scripted play: file work runs on
//! the calling thread and its result is handed back before `update` returns; the computer
//! thinks on its own thread, as in the game, and `wait_for_computer` waits for it.

use std::ops::{Deref, DerefMut};
use std::time::{Duration, Instant};

use super::action::Action;
use super::app::App;
use super::effects::{Effect, Runner, perform};

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
                Effect::Think(_) => self.runner.run(vec![effect]),
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
