//! Stepping through a whole game: a cursor over its moves that the screen only has to draw.
//! The position at the cursor, with the choices of the opening made by then, is kept up to
//! date move by move, so stepping costs one move.

use crate::model::{Game, Point};

use super::Record;

#[derive(Clone, Debug)]
pub struct Review {
    record: Record,
    /// Moves played on the board shown: 0 is the start, `len()` the end.
    index: usize,
    /// The position at `index`; its redo stack holds the moves after it.
    game: Game,
}

impl Review {
    /// A review of `record` showing its final position.
    pub fn new(record: Record) -> Review {
        let game = record.game();
        Review {
            index: record.moves().len(),
            record,
            game,
        }
    }

    /// A review of a game in progress or finished, at its current position (what was taken
    /// back is still ahead of the cursor).
    pub fn from_game(game: &Game) -> Review {
        let record = Record::from_game(game, super::Meta::default());
        let mut review = Review::new(record);
        review.go_to(game.history().len());
        review
    }

    pub fn record(&self) -> &Record {
        &self.record
    }

    /// Every move of the game, the ones after the cursor included.
    pub fn moves(&self) -> &[Point] {
        self.record.moves()
    }

    pub fn len(&self) -> usize {
        self.record.moves().len()
    }

    pub fn is_empty(&self) -> bool {
        self.record.moves().is_empty()
    }

    /// How many moves are on the board shown.
    pub fn index(&self) -> usize {
        self.index
    }

    pub fn at_start(&self) -> bool {
        self.index == 0
    }

    pub fn at_end(&self) -> bool {
        self.index == self.len()
    }

    /// The position at the cursor.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The move that led to the position shown, if any.
    pub fn current_move(&self) -> Option<Point> {
        self.index.checked_sub(1).map(|i| self.moves()[i])
    }

    /// One move on; false at the end.
    pub fn forward(&mut self) -> bool {
        let Some(&p) = self.moves().get(self.index) else {
            return false;
        };
        self.index += 1;
        let index = self.index;
        let mut made = self.record.choices.iter().filter(|&&(n, _)| n == index);
        let stepped =
            self.game.play(p).is_ok() && made.all(|&(_, choice)| self.game.choose(choice).is_ok());
        // The cached position cannot go astray with a checked record; if it did, rebuild it.
        if !stepped {
            self.game = self.record.game_at(index);
        }
        true
    }

    /// One move back; false at the start.
    pub fn back(&mut self) -> bool {
        if self.index == 0 {
            return false;
        }
        self.index -= 1;
        // The choices made after the move go back with it.
        while self.game.history().len() > self.index && self.game.undo().is_some() {}
        true
    }

    pub fn home(&mut self) {
        self.go_to(0);
    }

    pub fn end(&mut self) {
        self.go_to(self.len());
    }

    /// Moves the cursor to `index` (clamped to the game).
    pub fn go_to(&mut self, index: usize) {
        let index = index.min(self.len());
        if index.abs_diff(self.index) > 1 {
            self.game = self.game_at(index);
            self.index = index;
        }
        while self.index < index && self.forward() {}
        while self.index > index && self.back() {}
    }

    /// The position after `index` moves, with the choices of the opening made by then.
    pub fn game_at(&self, index: usize) -> Game {
        self.record.game_at(index)
    }

    /// A game to continue from the cursor: the moves after it are dropped, and so is the
    /// record's result, since the game goes on differently.
    pub fn branch_here(&self) -> Game {
        self.record.game_at(self.index)
    }

    /// Whether continuing here would discard moves (worth asking the player first).
    pub fn branch_discards_moves(&self) -> bool {
        !self.at_end()
    }
}
