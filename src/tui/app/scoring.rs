//! Counting finished games: every tally, kept across runs (read and written by the loop). A
//! result is counted once, and taken back when an undo goes past the end.

use crate::settings::scores::{Kind, Scores, Slot, Tally};

#[derive(Debug, Default)]
pub struct Scoreboard {
    pub scores: Scores,
    /// Whether the scores file has been read: counting before that merges into it, and
    /// saving before it would replace the earlier runs' scores.
    read: bool,
}

impl Scoreboard {
    /// The tally of `kind`.
    pub fn tally(&self, kind: &Kind) -> Tally {
        self.scores.get(kind)
    }

    /// Whether the scores can be saved: those of earlier runs are in.
    pub fn ready(&self) -> bool {
        self.read
    }

    /// There is no file to read: the scores start from nothing.
    pub fn nothing_to_read(&mut self) {
        self.read = true;
    }

    /// The scores of earlier runs, with the games counted meanwhile added; true when some were
    /// (the merged scores then need saving).
    pub fn read(&mut self, scores: Scores) -> bool {
        let counted_meanwhile = !self.scores.is_empty();
        self.scores = scores.merged(&self.scores);
        self.read = true;
        counted_meanwhile
    }

    /// A game's count moves from `was` to `now` (each a kind and a slot, or none): the old one
    /// is taken back, the new one added. True when a result was added.
    pub fn recount(&mut self, was: Option<(Kind, Slot)>, now: Option<&(Kind, Slot)>) -> bool {
        if let Some((kind, slot)) = was {
            self.scores.take_back(&kind, slot);
        }
        if let Some((kind, slot)) = now {
            self.scores.add(kind, *slot);
        }
        now.is_some()
    }

    /// Forgets one tally (or all).
    pub fn reset(&mut self, kind: Option<&Kind>) {
        match kind {
            Some(kind) => self.scores.reset(kind),
            None => self.scores.reset_all(),
        }
    }
}
