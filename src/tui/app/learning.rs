//! Learning from a game: analysis mode (`Study`) and the engine's review (`Judging`), the two
//! ways the engine works for the player rather than against them. This sub-model owns both and
//! their searches; the app tells it what is shown and whether analysis is allowed, and runs the
//! effects it returns.

use std::time::{Duration, Instant};

use super::judging::Judging;
use super::study::Study;
use crate::ai::Analysis;
use crate::ai::review::Judgement;
use crate::model::Game;
use crate::record::Review;
use crate::tui::computer::ComputerReply;
use crate::tui::effects::Effect;

/// Analysis is not allowed now (during a game against the computer, or over the network).
#[derive(Debug, PartialEq, Eq)]
pub struct NotNow;

#[derive(Debug, Default)]
pub struct Learning {
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

    /// `e`: analysis mode on or off, studying `shown` when `allowed`.
    pub fn toggle_study(&mut self, allowed: bool, shown: &Game) -> Result<Option<Effect>, NotNow> {
        if self.study.take().is_some() {
            return Ok(None);
        }
        if !allowed {
            return Err(NotNow);
        }
        Ok(self.begin_study(shown))
    }

    fn begin_study(&mut self, shown: &Game) -> Option<Effect> {
        let id = self.next_id();
        // The speed shown is real: counted on the wall clock, not the app's ticks.
        let (study, effect) = Study::start(id, shown, Instant::now());
        // The old study, dropped here, stops its search.
        self.study = Some(study);
        effect
    }

    /// `g` in review: the engine reviews every move of `review` (`time` a position), or stops.
    pub fn toggle_judging(&mut self, review: Option<&Review>, time: Duration) -> Option<Effect> {
        if self.judging.as_ref().is_some_and(|j| !j.finished) {
            self.judging = None;
            return None;
        }
        let review = review?;
        let id = self.next_id();
        let (judging, effect) = Judging::start(id, review, time);
        self.judging = Some(judging);
        Some(effect)
    }

    /// After every change: analysis goes with the position shown (a new one stops the old
    /// search and starts one) and ends where it is not allowed; the engine's review belongs to
    /// the game in review and stops when the review is left.
    pub fn follow(
        &mut self,
        allowed: bool,
        shown: &Game,
        review: Option<&Review>,
    ) -> Option<Effect> {
        if !self
            .judging
            .as_ref()
            .zip(review)
            .is_some_and(|(j, r)| j.reviews(r))
        {
            self.judging = None;
        }
        let study = self.study.as_ref()?;
        if !allowed {
            self.study = None;
            None
        } else if !study.studies(shown) {
            self.begin_study(shown)
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
