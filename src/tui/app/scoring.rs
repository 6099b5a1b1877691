//! Counting finished games: every tally, kept across runs. A result is counted once, and taken
//! back when an undo goes past the end. The window never writes its whole tally: each count is
//! a change the loop makes to the file as it is then (another window may have counted games
//! meanwhile), and what is shown is the file as last read or written with the changes not yet
//! in it.

use crate::settings::scores::{Change, Kind, Scores, Slot, Tally};

#[derive(Debug, Default)]
pub struct Scoreboard {
    /// What is shown: `disk` with the changes not in it yet.
    pub scores: Scores,
    /// The scores as the file had them when it was last read or written.
    disk: Scores,
    /// Changes asked to be saved and not answered yet, with the number of their request.
    pending: Vec<(u64, Vec<Change>)>,
    /// Changes that could not be saved (or have nowhere to go): still shown, and sent again
    /// with the next change.
    unsaved: Vec<Change>,
}

impl Scoreboard {
    /// The tally of `kind`.
    pub fn tally(&self, kind: &Kind) -> Tally {
        self.scores.get(kind)
    }

    /// Makes `changes`; returns every change not saved yet, for request `id` to save.
    pub fn change(&mut self, id: u64, changes: Vec<Change>) -> Vec<Change> {
        let mut batch = std::mem::take(&mut self.unsaved);
        batch.extend(changes);
        self.pending.push((id, batch.clone()));
        self.refresh();
        batch
    }

    /// Makes `changes` in this window only: there is no file to save them to.
    pub fn keep(&mut self, changes: Vec<Change>) {
        self.unsaved.extend(changes);
        self.refresh();
    }

    /// The file as request `id` (a read or a save) found or left it: the requests made before
    /// it are in it, since one file's requests are carried out in order.
    pub fn on_disk(&mut self, id: u64, scores: Scores) {
        self.disk = scores;
        self.pending.retain(|&(n, _)| n > id);
        self.refresh();
    }

    /// Request `id` could not save its changes: they stay shown and go with the next.
    pub fn not_saved(&mut self, id: u64) {
        if let Some(i) = self.pending.iter().position(|&(n, _)| n == id) {
            let (_, changes) = self.pending.remove(i);
            self.unsaved.extend(changes);
        }
        self.refresh();
    }

    /// A game's count moves from `was` to `now` (each a kind and a slot, or none): the old one
    /// is taken back, the new one added.
    pub fn recount(was: Option<(Kind, Slot)>, now: Option<&(Kind, Slot)>) -> Vec<Change> {
        let back = was.map(|(kind, slot)| Change::TakeBack(kind, slot));
        let count = now.map(|(kind, slot)| Change::Count(kind.clone(), *slot));
        back.into_iter().chain(count).collect()
    }

    fn refresh(&mut self) {
        let mut scores = self.disk.clone();
        let waiting = self.pending.iter().flat_map(|(_, changes)| changes);
        for change in waiting.chain(&self.unsaved) {
            scores.apply(change);
        }
        self.scores = scores;
    }
}
