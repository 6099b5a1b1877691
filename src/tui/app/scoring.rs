//! Counting finished games: every tally, kept across runs. A result is counted once, and taken
//! back when an undo goes past the end. The window never writes its whole tally: each count is
//! a change the loop makes to the file as it is then (another window may have counted games
//! meanwhile), and what is shown is the file as last read or written with the changes not yet
//! in it. The file work is asked for as effects, numbered so that the file's answers are
//! known in the order they were asked.

use crate::settings::scores::{
    Change, Kind, Scores, ScoresSaveError, ScoresStore, ScoresWarning, Tally,
};
use crate::tui::effects::Effect;

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
    /// Where the scores are kept; without it they live as long as the window.
    store: Option<ScoresStore>,
    /// Numbers the requests to the file.
    last_id: u64,
}

impl Scoreboard {
    /// Keeps the scores in `store` from now on, and asks for the scores it holds; games
    /// finished before they arrive are added to them.
    pub fn keep_in(&mut self, store: Option<ScoresStore>) -> Option<Effect> {
        self.store = store;
        let store = self.store.clone()?;
        let id = self.next_id();
        Some(Effect::ReadScores { id, store })
    }

    /// Makes `changes` and asks for them (with any that could not be saved before) to be made
    /// to the file as it is when they are written.
    pub fn save(&mut self, changes: Vec<Change>) -> Option<Effect> {
        let Some(store) = self.store.clone() else {
            self.keep(changes);
            return None;
        };
        let id = self.next_id();
        let changes = self.change(id, changes);
        Some(Effect::ChangeScores { id, store, changes })
    }

    /// The scores request `id` read, and what to tell the player about the file.
    pub fn read(
        &mut self,
        id: u64,
        scores: Scores,
        warning: Option<ScoresWarning>,
    ) -> Option<String> {
        self.on_disk(id, scores);
        warning.map(|w| w.to_string())
    }

    /// The file as request `id` left it, or why its changes could not be made.
    pub fn saved(&mut self, id: u64, result: Result<Scores, ScoresSaveError>) -> Option<String> {
        match result {
            Ok(scores) => {
                self.on_disk(id, scores);
                None
            }
            Err(e) => {
                self.not_saved(id);
                Some(e.to_string())
            }
        }
    }

    fn next_id(&mut self) -> u64 {
        self.last_id += 1;
        self.last_id
    }

    /// The tally of `kind`.
    pub fn tally(&self, kind: &Kind) -> Tally {
        self.scores.get(kind)
    }

    /// Makes `changes`; returns every change not saved yet, for request `id` to save.
    fn change(&mut self, id: u64, changes: Vec<Change>) -> Vec<Change> {
        let mut batch = std::mem::take(&mut self.unsaved);
        batch.extend(changes);
        self.pending.push((id, batch.clone()));
        self.refresh();
        batch
    }

    /// Makes `changes` in this window only: there is no file to save them to.
    fn keep(&mut self, changes: Vec<Change>) {
        self.unsaved.extend(changes);
        self.refresh();
    }

    /// The file as request `id` (a read or a save) found or left it: the requests made before
    /// it are in it, since one file's requests are carried out in order.
    fn on_disk(&mut self, id: u64, scores: Scores) {
        self.disk = scores;
        self.pending.retain(|&(n, _)| n > id);
        self.refresh();
    }

    /// Request `id` could not save its changes: they stay shown and go with the next.
    fn not_saved(&mut self, id: u64) {
        if let Some(i) = self.pending.iter().position(|&(n, _)| n == id) {
            let (_, changes) = self.pending.remove(i);
            self.unsaved.extend(changes);
        }
        self.refresh();
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
