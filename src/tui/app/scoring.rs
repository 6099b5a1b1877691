//! Counting finished games: the tally of the kind of game on the board, kept across runs (read
//! and written by the loop), and the view listing every tally, where they can be reset.

use super::{App, Overlay, Question};
use crate::settings::scores::{
    Kind, Scores, ScoresSaveError, ScoresStore, ScoresWarning, Slot, Tally,
};
use crate::tui::action::Action;
use crate::tui::effects::Effect;

impl App {
    /// The kind of the game on the board, as its tally counts it.
    pub fn kind(&self) -> Kind {
        Kind::of(self.play.game.rules(), &self.settings)
    }

    /// The tally of the kind of game on the board.
    pub fn tally(&self) -> Tally {
        self.scores.get(&self.kind())
    }

    /// Where the scores are kept: next to the saved games.
    fn scores_store(&self) -> Option<ScoresStore> {
        self.files.games_dir.as_deref().map(ScoresStore::in_folder)
    }

    /// Asks for the scores of earlier runs; games finished before they arrive are added to them.
    pub(super) fn read_scores(&mut self) {
        match self.scores_store() {
            Some(store) => self.effect(Effect::ReadScores(store)),
            None => self.scores_read = true,
        }
    }

    pub(super) fn scores_read(&mut self, scores: Scores, warning: Option<ScoresWarning>) {
        let counted_meanwhile = !self.scores.is_empty();
        self.scores = scores.merged(&self.scores);
        self.scores_read = true;
        if counted_meanwhile {
            self.save_scores();
        }
        if let Some(warning) = warning {
            self.message = Some(warning.to_string());
        }
    }

    fn save_scores(&mut self) {
        // Saving before the file was read would replace the earlier runs' scores.
        if !self.scores_read {
            return;
        }
        if let Some(store) = self.scores_store() {
            let scores = self.scores.clone();
            self.effect(Effect::SaveScores { store, scores });
        }
    }

    pub(super) fn scores_saved(&mut self, result: Result<(), ScoresSaveError>) {
        if let Err(e) = result {
            self.message = Some(e.to_string());
        }
    }

    /// Counts the result of the game on the board, or takes it back after an undo past the end.
    pub(super) fn count_result(&mut self) {
        let game = &self.play.game;
        let now = game.is_over().then(|| {
            let winner = game.outcome().winner();
            let slot = Slot::of(
                winner.map(|w| self.progress_in_play().seat_of(w)),
                &self.settings,
            );
            (self.kind(), slot)
        });
        if now == self.play.counted {
            return;
        }
        if let Some((kind, slot)) = self.play.counted.take() {
            self.scores.take_back(&kind, slot);
        }
        if let Some((kind, slot)) = &now {
            self.scores.add(kind, *slot);
            self.ring_bell();
        }
        self.play.counted = now;
        self.save_scores();
    }

    pub(super) fn open_scores(&mut self) {
        self.overlay = Overlay::Scores(0);
    }

    pub(super) fn scores_action(&mut self, action: Action) {
        let Overlay::Scores(selected) = self.overlay else {
            return;
        };
        let n = self.scores.kinds().count().max(1);
        match action {
            Action::Up => self.overlay = Overlay::Scores((selected + n - 1) % n),
            Action::Down => self.overlay = Overlay::Scores((selected + 1) % n),
            Action::Close | Action::Scores => self.overlay = Overlay::None,
            Action::Reset => {
                if let Some((kind, _)) = self.scores.kinds().nth(selected) {
                    let kind = Box::new(kind.clone());
                    self.overlay = Overlay::Question(Question::ResetTally(Some(kind)));
                }
            }
            Action::ResetAll if !self.scores.is_empty() => {
                self.overlay = Overlay::Question(Question::ResetTally(None));
            }
            _ => {}
        }
    }

    /// Forgets one tally (or all); the game on the board, if finished, stays uncounted.
    pub(super) fn reset_tally(&mut self, kind: Option<&Kind>) {
        match kind {
            Some(kind) => self.scores.reset(kind),
            None => self.scores.reset_all(),
        }
        self.save_scores();
        self.overlay = Overlay::Scores(0);
    }
}
