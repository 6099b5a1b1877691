//! The game in play: the board and its one history of moves and opening choices, who sits in
//! which seat, the cursor, the hint, the file it came from, the computer's last evaluation and
//! where its result was counted. One value, replaced whole by a new game, so no reset path can forget a field; it
//! changes only through its own methods, which say what a change did.

use super::{near_miss, opening};
use crate::ai::{Analysis, Answer, Decision, legal_choice};
use crate::model::{Choice, ChoiceError, Game, MoveError, Point, Seat, Step, Stone};
use crate::record::Meta;
use crate::settings::scores::{Change, Kind, Slot};
use crate::settings::{PlayerSettings, Settings};
use crate::tr;
use crate::tui::action::Action;

pub struct Play {
    pub game: Game,
    pub cursor: Point,
    /// The point the last hint suggested, until the next change.
    pub hint: Option<Point>,
    /// The computer's last move with what its search found, and whose move it was.
    pub analysis: Option<(Stone, Analysis)>,
    /// A game opened from a file: who played it, when, its name and comments.
    pub meta: Option<Meta>,
    /// Where this game's result was counted, so an undo past the end can take it back.
    pub counted: Option<(Kind, Slot)>,
    /// Who sits in which seat in this game: the settings', or a loaded game's own.
    pub players: PlayerSettings,
}

/// What a stone played did besides being played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Placed {
    /// The seat that played it.
    pub seat: Seat,
    /// It took white, in a swap opening's choice.
    pub took_white: bool,
}

impl Play {
    pub fn new(game: Game, players: PlayerSettings) -> Play {
        Play {
            players,
            cursor: game.board().center(),
            game,
            hint: None,
            analysis: None,
            meta: None,
            counted: None,
        }
    }

    /// Whether the game has started and not finished.
    pub fn in_progress(&self) -> bool {
        !self.game.history().is_empty() && !self.game.is_over()
    }

    /// Moves the cursor for an arrow; false for any other action.
    pub fn move_cursor(&mut self, action: Action) -> bool {
        let rules = self.game.rules();
        let (rows, cols) = (rules.rows(), rules.cols());
        let Point { row, col } = self.cursor;
        let cursor = &mut self.cursor;
        match action {
            Action::Up => cursor.row = row.saturating_sub(1),
            Action::Down => cursor.row = (row + 1).min(rows - 1),
            Action::Left => cursor.col = col.saturating_sub(1),
            Action::Right => cursor.col = (col + 1).min(cols - 1),
            _ => return false,
        }
        true
    }

    /// Plays `p` (a move, a stone of the opening, or white taken in it); the hint is stale.
    pub fn place(&mut self, p: Point) -> Result<Placed, MoveError> {
        let before = self.game.progress();
        let seat = before.acting(self.game.to_move());
        self.game.play(p)?;
        self.hint = None;
        Ok(Placed {
            seat,
            took_white: matches!(before.step, Step::Choose { .. }),
        })
    }

    /// Makes a choice of the swap opening; returns the seat that made it.
    pub fn choose(&mut self, choice: Choice) -> Result<Seat, ChoiceError> {
        let seat = self.game.progress().acting(self.game.to_move());
        self.game.choose(choice)?;
        self.hint = None;
        Ok(seat)
    }

    /// One thing back or forward: a choice of the opening, or a move. False when there is
    /// nothing to take back or do again.
    pub fn step(&mut self, forward: bool) -> bool {
        self.hint = None;
        match forward {
            true => self.game.redo().is_some(),
            false => self.game.undo().is_some(),
        }
    }

    /// The computer's hint for the player (`seated`: the settings as this game is played): the
    /// point to show, under the cursor, and what to say of it.
    pub fn hinted(&mut self, answer: Answer, seated: &Settings) -> Option<String> {
        let (point, message) = match answer {
            Answer::Move { analysis, .. } => {
                let point = analysis.best.notation(self.game.rules().rows());
                (Some(analysis.best), tr!("msg-hint", point = point))
            }
            Answer::Opening(decision) => opening::advice(seated, &self.game, &decision),
            _ => return None,
        };
        if let Some(p) = point {
            self.hint = Some(p);
            self.cursor = p;
        }
        Some(message)
    }

    /// Plays `p` and says what the move did beyond that: a line that does not win, white
    /// taken (`seated`: the settings as this game is played).
    pub fn play_noted(&mut self, p: Point, seated: &Settings) -> Result<Option<String>, MoveError> {
        let placed = self.place(p)?;
        let took_white = placed
            .took_white
            .then(|| opening::took_white(seated, placed.seat));
        Ok(near_miss::why_no_win(&self.game).or(took_white))
    }

    /// Makes `choice`, and says what it did when that needs saying; `None` when it may not be
    /// made now.
    pub fn choose_noted(&mut self, choice: Choice, seated: &Settings) -> Option<Option<String>> {
        let seat = self.choose(choice).ok()?;
        Some(opening::chose(seated, seat, choice))
    }

    /// Carries out the computer's `decision` for its step of the opening: whether all of it
    /// could be, and the last thing it said.
    pub fn decide(&mut self, decision: Decision, seated: &Settings) -> (bool, Option<String>) {
        let progress = self.game.progress();
        let mut said = None;
        let done = match decision {
            Decision::Swap if progress.allows(Choice::Swap) => {
                said = self.choose_noted(Choice::Swap, seated).flatten();
                true
            }
            Decision::Play(p) => {
                matches!(progress.step, Step::Choose { .. })
                    && legal_choice(&self.game, p)
                        .and_then(|p| self.play_noted(p, seated).ok())
                        .map(|note| said = note)
                        .is_some()
            }
            Decision::Place(stones) => {
                if stones.len() == 2 && progress.allows(Choice::Add) {
                    said = self.choose_noted(Choice::Add, seated).flatten();
                }
                stones.iter().all(|&p| match self.play_noted(p, seated) {
                    Ok(note) => {
                        said = note.or(said.take());
                        true
                    }
                    Err(_) => false,
                })
            }
            Decision::Swap => false,
        };
        (done, said)
    }

    /// The game's result now counts as `now` (its tally and slot; none after an undo past
    /// the end): the changes to the tallies, `None` when it already did.
    pub fn recount(&mut self, now: Option<(Kind, Slot)>) -> Option<Vec<Change>> {
        if now == self.counted {
            return None;
        }
        let was = self.counted.take();
        let back = was.map(|(kind, slot)| Change::TakeBack(kind, slot));
        let count = now
            .as_ref()
            .map(|(kind, slot)| Change::Count(kind.clone(), *slot));
        self.counted = now;
        Some(back.into_iter().chain(count).collect())
    }
}
