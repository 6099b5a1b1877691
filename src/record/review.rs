//! Stepping through a whole game and its variations: a walk over the record's game tree that
//! the screen only has to draw. The position shown, with the choices of the opening made by
//! then, is kept up to date move by move, so stepping costs one move. A move other than the
//! line's next one makes a variation beside it; the record written back holds them all.

use crate::model::{Game, MoveError, Played, Point, Walk};

use super::{Meta, Record};

#[derive(Clone, Debug)]
pub struct Review {
    walk: Walk,
    /// Who played, the result and the notes; the comments live on the tree's nodes.
    meta: Meta,
    /// The number of moves of the game's own line, as it was opened.
    game_len: usize,
}

impl Review {
    /// A review of `record` showing the final position of its main line.
    pub fn new(record: Record) -> Review {
        let mut walk = Walk::new(record.tree());
        let game_len = walk.len();
        walk.go_to(game_len);
        Review {
            walk,
            meta: record.meta,
            game_len,
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

    /// The game with every variation made or opened, for saving.
    pub fn record(&self) -> Record {
        Record::from_tree(self.walk.tree(), self.meta.clone())
    }

    /// The line followed as a game of its own: its moves are the record's moves. The game's
    /// result goes with it only when it is the game's own line.
    pub fn line_record(&self) -> Record {
        let mut walk = self.walk.clone();
        let mut meta = self.meta.clone();
        if walk.off_main_line(walk.len()) {
            meta.result = None;
        }
        walk.promote();
        Record::from_tree(walk.tree(), meta)
    }

    /// Every move of the line followed, the ones after the cursor included.
    pub fn moves(&self) -> Vec<Point> {
        self.walk.moves()
    }

    pub fn len(&self) -> usize {
        self.walk.len()
    }

    pub fn is_empty(&self) -> bool {
        self.walk.is_empty()
    }

    /// How many moves are on the board shown.
    pub fn index(&self) -> usize {
        self.walk.index()
    }

    pub fn at_start(&self) -> bool {
        self.index() == 0
    }

    pub fn at_end(&self) -> bool {
        self.index() == self.len()
    }

    /// Whether the position shown is the end of the game itself, not of a variation.
    pub fn at_game_end(&self) -> bool {
        self.index() == self.game_len && !self.walk.off_main_line(self.index())
    }

    /// The position at the cursor.
    pub fn game(&self) -> &Game {
        self.walk.game()
    }

    /// The move that led to the position shown, if any.
    pub fn current_move(&self) -> Option<Point> {
        self.walk.tree().point(self.walk.node())
    }

    /// The comment on the position shown.
    pub fn comment(&self) -> Option<&str> {
        self.walk.tree().comment(self.walk.node())
    }

    /// How many continuations the line's `n`th move has beside it and itself (1: none).
    pub fn alternatives(&self, n: usize) -> usize {
        self.walk.branches_at(n)
    }

    /// Whether the line's `n`th move lies in a variation rather than on the main line.
    pub fn in_variation(&self, n: usize) -> bool {
        self.walk.off_main_line(n)
    }

    /// The number of the move where the variation shown leaves the game; `None` on the game.
    pub fn variation_from(&self) -> Option<usize> {
        self.walk.variation_from()
    }

    /// One move on; false at the end.
    pub fn forward(&mut self) -> bool {
        self.walk.forward()
    }

    /// One move back; false at the start.
    pub fn back(&mut self) -> bool {
        self.walk.back()
    }

    pub fn home(&mut self) {
        self.go_to(0);
    }

    pub fn end(&mut self) {
        self.go_to(self.len());
    }

    /// Moves the cursor to `index` (clamped to the line followed).
    pub fn go_to(&mut self, index: usize) {
        self.walk.go_to(index);
    }

    /// The position after `index` moves of the line followed.
    pub fn game_at(&self, index: usize) -> Game {
        let line = self.walk.line();
        let node = line[index.min(line.len() - 1)];
        self.walk.tree().game_at(node)
    }

    /// Plays `p` in the position shown: the next move of the line steps on, another makes (or
    /// goes into) a variation.
    pub fn play(&mut self, p: Point) -> Result<Played, MoveError> {
        self.walk.play(p)
    }

    /// Plays a line of moves into the review from the position shown (a variation when it
    /// leaves the line followed), up to the first the rules refuse; returns how many were played.
    pub fn play_line(&mut self, moves: &[Point]) -> usize {
        self.walk.play_line(moves)
    }

    /// Into the next variation of the next move, or of the move shown; false when there is none.
    pub fn next_variation(&mut self) -> bool {
        self.walk.next_variation()
    }

    /// Back to the line the variation branched from; false on the main line.
    pub fn leave_variation(&mut self) -> bool {
        self.walk.leave_variation()
    }

    /// Removes the variation followed; false on the main line, which stays.
    pub fn remove_variation(&mut self) -> bool {
        self.walk.remove_variation()
    }

    /// Makes the line followed the game's main line.
    pub fn promote(&mut self) {
        self.walk.promote();
        self.game_len = self.walk.len();
    }

    /// A game to continue from the cursor: the moves after it are dropped, and so is the
    /// record's result, since the game goes on differently.
    pub fn branch_here(&self) -> Game {
        self.game_at(self.index())
    }

    /// Whether continuing here would discard moves (worth asking the player first).
    pub fn branch_discards_moves(&self) -> bool {
        !self.at_end()
    }
}
