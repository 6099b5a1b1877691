//! The engine's review of the game in review (`g`): every position searched in the background
//! (an effect the loop runs on other threads), each move judged as its two positions come in.
//! Stepping through the game never waits for it; dropping it stops the searches.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use crate::ai::Limits;
use crate::ai::review::{Judgement, Mark, MoveReview, review_move};
use crate::model::{Game, Stone};
use crate::record::{Record, Review};
use crate::tr;
use crate::tui::computer::JudgeRequest;
use crate::tui::effects::Effect;

/// How many moves of one side got each mark.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SideSummary {
    pub inaccuracies: usize,
    pub mistakes: usize,
    pub blunders: usize,
}

#[derive(Debug)]
pub struct Judging {
    id: u64,
    cancel: Arc<AtomicBool>,
    /// The position after each number of moves, from the empty board to the end.
    positions: Vec<Game>,
    judgements: Vec<Option<Judgement>>,
    /// What the review says of move `n + 1`, once both its positions are searched.
    moves: Vec<Option<MoveReview>>,
    /// Every position has been searched.
    pub finished: bool,
}

impl Drop for Judging {
    fn drop(&mut self) {
        self.cancel.store(true, Ordering::Relaxed);
    }
}

impl Judging {
    /// A review of every move of `review`'s game, `time` for each position, and the request
    /// that starts it.
    pub fn start(id: u64, review: &Review, time: Duration) -> (Judging, Effect) {
        let positions: Vec<Game> = (0..=review.len()).map(|i| review.game_at(i)).collect();
        let limits = Limits::with_time(time);
        let workers = limits.threads.max(1);
        let judging = Judging {
            id,
            cancel: Arc::clone(&limits.cancel),
            judgements: vec![None; positions.len()],
            moves: vec![None; positions.len().saturating_sub(1)],
            positions: positions.clone(),
            finished: false,
        };
        let request = JudgeRequest {
            id,
            positions,
            limits,
            workers,
        };
        (judging, Effect::Judge(Box::new(request)))
    }

    /// Position `index` has been searched.
    pub fn judged(&mut self, id: u64, index: usize, judgement: Judgement) {
        if id != self.id || index >= self.judgements.len() {
            return;
        }
        self.judgements[index] = Some(judgement);
        // The moves into, out of and two before this position can now be told (the position
        // after a move's reply has its say on a win).
        for n in index.saturating_sub(2)..=index {
            if let (Some(Some(was)), Some(Some(is))) =
                (self.judgements.get(n), self.judgements.get(n + 1))
                && let Some(slot) = self.moves.get_mut(n)
            {
                let then = self.judgements.get(n + 2).and_then(Option::as_ref);
                *slot = review_move(&self.positions[n], &self.positions[n + 1], was, is, then);
            }
        }
        self.finished = self.judgements.iter().all(Option::is_some);
    }

    /// Whether this is the review of the moves `review` steps through.
    pub fn reviews(&self, review: &Review) -> bool {
        self.positions.len() == review.len() + 1
            && self.positions.last().map(Game::history) == Some(&review.moves()[..])
    }

    /// Positions searched, of all.
    pub fn progress(&self) -> (usize, usize) {
        let done = self.judgements.iter().filter(|j| j.is_some()).count();
        (done, self.judgements.len())
    }

    /// What the review says of move `number` (1 is the first), once told.
    pub fn of_move(&self, number: usize) -> Option<&MoveReview> {
        self.moves.get(number.checked_sub(1)?)?.as_ref()
    }

    /// Black's chance after each number of moves, where known: the graph's points.
    pub fn chances(&self) -> Vec<(f64, f64)> {
        self.judgements
            .iter()
            .enumerate()
            .filter_map(|(i, j)| Some((i as f64, j.as_ref()?.outlook.black_chance())))
            .collect()
    }

    /// The number of the next marked move after `from` (or the one before, going back).
    pub fn next_marked(&self, from: usize, forward: bool) -> Option<usize> {
        let marked = |n: &usize| self.of_move(*n).is_some_and(|m| m.mark.is_some());
        match forward {
            true => (from + 1..=self.moves.len()).find(marked),
            false => (1..from).rev().find(marked),
        }
    }

    /// How many of `side`'s moves got each mark.
    pub fn summary(&self, side: Stone) -> SideSummary {
        let mut s = SideSummary::default();
        for m in self.moves.iter().flatten().filter(|m| m.side == side) {
            match m.mark {
                Some(Mark::Inaccuracy) => s.inaccuracies += 1,
                Some(Mark::Mistake) => s.mistakes += 1,
                Some(Mark::Blunder) => s.blunders += 1,
                None => {}
            }
        }
        s
    }

    /// Writes the review into `record`'s comments, for a saved game to keep: after each move
    /// the verdict on the position, and for a marked move its mark and what was better, after
    /// any comment the move already had.
    pub fn annotate(&self, record: &mut Record) {
        let rows = record.rules().rows();
        for n in 1..self.judgements.len() {
            let Some(judgement) = &self.judgements[n] else {
                continue;
            };
            let mut note = judgement.outlook.words();
            if let Some(said) = self.of_move(n)
                && let (Some(mark), Some(better)) = (said.mark, &said.better)
            {
                let line: Vec<String> = better.pv.iter().map(|p| p.notation(rows)).collect();
                note = tr!(
                    "judge-annotation",
                    mark = mark.symbol(),
                    point = better.best.notation(rows),
                    line = line.join(" "),
                    verdict = note
                );
            }
            let comment = record.meta.comments.entry(n).or_default();
            if !comment.is_empty() {
                comment.push('\n');
            }
            comment.push_str(&note);
        }
    }

    /// The flag that stops its searches, for tests that check it stops.
    pub fn stop_flag(&self) -> Arc<AtomicBool> {
        Arc::clone(&self.cancel)
    }
}
