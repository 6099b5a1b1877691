//! Learning from a game: review mode (stepping through a game and its variations, `review`),
//! analysis mode (`Study`) and the engine's review (`Judging`), the ways the program works for
//! the player rather than against them. This sub-model owns all three and their searches; the
//! app gives it the keys of review mode, tells it the game in play and whether analysis is
//! allowed, and runs the effects it returns.

mod judging;
mod review;
mod study;

use std::time::{Duration, Instant};

use crate::ai::Analysis;
use crate::ai::review::Judgement;
use crate::model::Game;
use crate::record::Review;
use crate::tui::computer::ComputerReply;
use crate::tui::effects::Effect;
pub use judging::{Judging, SideSummary};
pub use review::ReviewRequest;
pub use study::Study;

/// Analysis is not allowed now (during a game against the computer, or over the network).
#[derive(Debug, PartialEq, Eq)]
pub struct NotNow;

#[derive(Debug, Default)]
pub struct Learning {
    /// Set while stepping through a game (review mode); the board shows its position.
    pub review: Option<Review>,
    /// Set in analysis mode: the engine's best lines for the position shown.
    pub study: Option<Study>,
    /// The engine's review of the game in review, running or done.
    pub judging: Option<Judging>,
    /// Numbers this sub-model's requests, so a late answer to an old one is known.
    last_id: u64,
}

impl Learning {
    fn next_id(&mut self) -> u64 {
        self.last_id += 1;
        self.last_id
    }

    /// The game on the board: the reviewed position in review mode, else `play`, the game in
    /// play.
    pub fn shown<'a>(&'a self, play: &'a Game) -> &'a Game {
        self.review.as_ref().map_or(play, Review::game)
    }

    /// `e`: analysis mode on or off, studying the position shown when `allowed`.
    pub fn toggle_study(&mut self, allowed: bool, play: &Game) -> Result<Option<Effect>, NotNow> {
        if self.study.take().is_some() {
            return Ok(None);
        }
        if !allowed {
            return Err(NotNow);
        }
        Ok(self.begin_study(play))
    }

    fn begin_study(&mut self, play: &Game) -> Option<Effect> {
        let id = self.next_id();
        // The speed shown is real: counted on the wall clock, not the app's ticks.
        let (study, effect) = Study::start(id, self.shown(play), Instant::now());
        // The old study, dropped here, stops its search.
        self.study = Some(study);
        effect
    }

    /// `g` in review: the engine reviews every move of the game (`time` a position), or stops.
    fn toggle_judging(&mut self, time: Duration) -> Option<Effect> {
        if self.judging.as_ref().is_some_and(|j| !j.finished) {
            self.judging = None;
            return None;
        }
        let id = self.next_id();
        let (judging, effect) = Judging::start(id, self.review.as_ref()?, time);
        self.judging = Some(judging);
        Some(effect)
    }

    /// After every change: analysis goes with the position shown (a new one stops the old
    /// search and starts one) and ends where it is not allowed; the engine's review belongs to
    /// the game in review and stops when the review is left.
    pub fn follow(&mut self, allowed: bool, play: &Game) -> Option<Effect> {
        let (judging, review) = (&self.judging, &self.review);
        if !judging
            .as_ref()
            .zip(review.as_ref())
            .is_some_and(|(j, r)| j.reviews(r))
        {
            self.judging = None;
        }
        let study = self.study.as_ref()?;
        if !allowed {
            self.study = None;
            None
        } else if !study.studies(self.shown(play)) {
            self.begin_study(play)
        } else {
            None
        }
    }

    /// Better lines from the analysis under way.
    pub fn improved(&mut self, id: u64, lines: Vec<Analysis>) {
        if let Some(study) = &mut self.study {
            study.improved(id, lines, Instant::now());
        }
    }

    /// The analysis's search ended by itself.
    pub fn ended(&mut self, reply: ComputerReply) {
        if let Some(study) = &mut self.study {
            study.ended(reply, Instant::now());
        }
    }

    /// Positions of the engine's review searched.
    pub fn judged(&mut self, id: u64, judged: Vec<(usize, Judgement)>) {
        if let Some(judging) = &mut self.judging {
            for (index, judgement) in judged {
                judging.judged(id, index, judgement);
            }
        }
    }
}
